/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-markers-view.h: the markers column: the game's own section (cas-game-ui.h), each Locale's markers with
 * an editor, and the optional rules. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_MARKERS_VIEW (cas_markers_view_get_type ())
G_DECLARE_FINAL_TYPE (CasMarkersView, cas_markers_view, CAS, MARKERS_VIEW, GtkWidget)

void cas_markers_view_update (CasMarkersView *self, const CasTable *table);
guint cas_markers_view_get_n_locales (CasMarkersView *self);

/* For tests: opens the marker editor of LOCALE (as "Add marker…" does for a Locale without
 * markers) and returns its popover. */
GtkWidget *cas_markers_view_edit (CasMarkersView *self, int locale);
/* A control by name, popovers included: "veche-vp-plus", "legate-button", "add-marker",
 * "edit-pskov", "conquered-plus", "ravaged-teutonic", "walls-switch", "option-hidden_mats". */
GtkWidget *cas_markers_view_find (CasMarkersView *self, const char *name);

G_END_DECLS
