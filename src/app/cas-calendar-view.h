/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calendar-view.h: the Calendar: boxes, Levy/Campaign marker, cylinders, Service and
 * Victory markers, each movable by drag and drop or by its popover. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_CALENDAR_VIEW (cas_calendar_view_get_type ())
G_DECLARE_FINAL_TYPE (CasCalendarView, cas_calendar_view, CAS, CALENDAR_VIEW, GtkWidget)

void cas_calendar_view_update (CasCalendarView *self, const CasTable *table, const CasScenario *scenario);
guint cas_calendar_view_get_n_boxes (CasCalendarView *self);

/* For tests. A marker is named by a key: "cylinder:hermann", "service:hermann",
 * "vassal:hermann_helmond_von_luneburg", "phase", "victory:teutonic". */
GtkWidget *cas_calendar_view_find_marker (CasCalendarView *self, const char *key);
/* The drop target of a box (0 and n + 1 are the off-board spaces). */
GtkDropTarget *cas_calendar_view_get_drop_target (CasCalendarView *self, int box);

G_END_DECLS
