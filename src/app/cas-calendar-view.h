/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calendar-view.h: the Calendar: boxes, Levy/Campaign marker, cylinders, Service and Victory markers. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_CALENDAR_VIEW (cas_calendar_view_get_type ())
G_DECLARE_FINAL_TYPE (CasCalendarView, cas_calendar_view, CAS, CALENDAR_VIEW, GtkWidget)

void cas_calendar_view_update (CasCalendarView *self, const CasTable *table, const CasScenario *scenario);
guint cas_calendar_view_get_n_boxes (CasCalendarView *self);

G_END_DECLS
