/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-ui.h: Inferno's own parts of the Levy & Campaign pages (cas-game-ui.h). */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"
#include "cas-calc-results.h"

G_BEGIN_DECLS

/* ransom (issue 17): the Captured Knights boxes in the markers column (inferno-markers.c). */
GtkWidget *cas_inferno_markers_new (void);
void cas_inferno_markers_update (GtkWidget *section, const CasTable *t);

/* levy (issue 17): the Call to Arms steps as rows of the Levy calculator (inferno-levy-rows.c). */
void cas_inferno_levy_groups (const CasTable *t, const CasLevyResult *l, CasCalcResult *r);

G_END_DECLS
