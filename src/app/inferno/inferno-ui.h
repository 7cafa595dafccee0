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

/* treachery (issue 17): the Plan & Cards page's Treachery cards (inferno-treachery-ui.c). */
int cas_inferno_treachery_held (const CasTable *t, int side);
GtkWidget *cas_inferno_treachery_group_new (CasJournal *journal);
/* comune (issue 17): a Comune's mat on the Table page (inferno-comune-mat.c). */
gboolean cas_inferno_comune_mat_shown (const CasTable *t, int lord);
GtkWidget *cas_inferno_comune_mat_new (void);
void cas_inferno_comune_mat_update (GtkWidget *mat, const CasTable *t, int lord);
/* app (issue 17): on a Commander's mat, his Comune in play or aside (inferno-comune-switch.c). */
GtkWidget *cas_inferno_comune_switch_new (void);
gboolean cas_inferno_comune_switch_update (GtkWidget *section, const CasTable *t, int lord);
/* inferno-levy (issue 17): on a Lord's mat in the Levy, his Levy actions spent and arrival
 * (inferno-levy-mat.c); Inferno's mat section, the Comune row then the Levy's. */
GtkWidget *cas_inferno_levy_mat_new (void);
gboolean cas_inferno_levy_mat_update (GtkWidget *section, const CasTable *t, int lord);
GtkWidget *cas_inferno_mat_section_new (void);
gboolean cas_inferno_mat_section_update (GtkWidget *section, const CasTable *t, int lord);
/* levy (issue 17): the Call to Arms steps as rows of the Levy calculator (inferno-levy-rows.c). */
void cas_inferno_levy_groups (const CasTable *t, const CasLevyResult *l, CasCalcResult *r);
/* scen (issue 17): the scenario's rule for a draw in its first Levy (inferno-draw.c). */
char *cas_inferno_draw_note (const CasTable *t, int side, gboolean *as_event);
gboolean cas_inferno_draw_excluded (const CasTable *t, int card);
/* inferno-app (issue 17): what an Event drawn does, with its buttons (inferno-draw.c). */
GtkWidget *cas_inferno_draw_event_new (CasJournal *journal, int card);
/* inferno-app (issue 17): FRIARS' blind Plan (inferno-draw.c; I190). */
gboolean cas_inferno_plan_blind (const CasTable *t, int side);
char *cas_inferno_plan_shuffle (const CasTable *t, int side, GRand *rand);
/* inferno-events2 (issue 17): a held Hold Event played (I199-I202); the sequence bar's
 * note at the Plan step while FRIARS is in force (I190). */
GtkWidget *cas_inferno_play_event_new (CasJournal *journal, int card);
char *cas_inferno_step_note (const CasTable *t, int step, char **tip);
/* inferno-fixes (issue 17): the sequence bar's words for a step in this Levy of this
 * scenario (inferno-sequence.c; 3.1, 3.5, 6.0). */
char *cas_inferno_step_asks (const CasTable *t, int step);
char *cas_inferno_command_note (const CasTable *t, int lord, const char **rules);

/* inferno-app (issue 17): Revolt, Treachery and Bribe, and Exhaustion as calculators
 * (inferno-calcs.c). */
#define CAS_INFERNO_N_CALCS 3
extern const CasGameCalc cas_inferno_calcs[CAS_INFERNO_N_CALCS];

G_END_DECLS
