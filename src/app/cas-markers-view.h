/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-markers-view.h: the Veche box and every Locale with markers on it. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_MARKERS_VIEW (cas_markers_view_get_type ())
G_DECLARE_FINAL_TYPE (CasMarkersView, cas_markers_view, CAS, MARKERS_VIEW, GtkWidget)

void cas_markers_view_update (CasMarkersView *self, const CasTable *table);
guint cas_markers_view_get_n_locales (CasMarkersView *self);

G_END_DECLS
