/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-view.h: the schematic map of Locales and Ways, with Lords and markers. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_MAP_VIEW (cas_map_view_get_type ())
G_DECLARE_FINAL_TYPE (CasMapView, cas_map_view, CAS, MAP_VIEW, AdwBin)

GtkWidget *cas_map_view_new (void);
void cas_map_view_set_journal (CasMapView *self, CasJournal *journal);

/* The map page of a window (for the calculator dialog), or NULL. */
CasMapView *cas_map_view_find (GtkWidget *any_widget_in_window);

/* Highlights a Route: a path of Locale indices, e.g. a Supply Source's Route from the
 * Lord to the Source. Several calls add several Routes; the same Route twice is one. */
void cas_map_view_show_routes (CasMapView *self, const int *locales, int n);
void cas_map_view_clear_routes (CasMapView *self);

/* Opens a Locale's popover, as a click on it does. */
void cas_map_view_open_locale (CasMapView *self, int locale);

/* For tests. */
guint cas_map_view_get_n_locales (CasMapView *self);
guint cas_map_view_get_n_ways (CasMapView *self);
guint cas_map_view_get_n_routes (CasMapView *self);
GtkWidget *cas_map_view_get_canvas (CasMapView *self);
GtkWidget *cas_map_view_get_popover (CasMapView *self);
GtkWidget *cas_map_view_get_search_entry (CasMapView *self);
guint cas_map_view_get_n_visible_rows (CasMapView *self);

G_END_DECLS
