/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-scenario.h (scen, issue 17): the special rules of Inferno's scenarios (6.0 A-F)
 * that change a number a calculator gives, read once from scenarios.json: the Grow a
 * scenario skips (B), the first Levy's draws (A, B), the extra Muster (E), the dashed line
 * (C) and the Stronghold that Surrenders at once (C). rules-decisions I162-I167. */
#pragma once

#include "cas-lc-rules.h"
#include "cas-levy.h"

G_BEGIN_DECLS

#define INFERNO_SCENARIO_MAX 8

typedef struct {
  guint64 skip_grow;                        /* B: a bit per box whose Grow is skipped */
  gboolean first_draw_cap_event;            /* A: the first Levy draws a Capability, then an Event */
  int assign_side;                          /* B: the side that assigns cards first, -1 none */
  int assign_cards[INFERNO_SCENARIO_MAX];   /* card indices */
  int n_assign;
  int extra_muster[INFERNO_SCENARIO_MAX];   /* E: Lords with an extra Muster before the first Levy */
  int n_extra_muster;
  int surrender_locale[INFERNO_SCENARIO_MAX]; /* C: Surrenders at once with this many Siege markers */
  int surrender_siege[INFERNO_SCENARIO_MAX];
  int n_surrender;
  int dashed_side;                          /* C: this side's Lords may not cross the dashed line, -1 none */
} InfernoScenario;

/* The special rules of t's scenario (all empty for a scenario without any). */
const InfernoScenario *inferno_scenario (const CasTable *t);
/* The scenario's name, translated. */
const char *inferno_scenario_name (const CasTable *t);
/* The scenario's first Levy (6.0: its first box, Levy phase). */
gboolean inferno_scenario_first_levy (const CasTable *t);

/* inferno-fixes (issue 17; 3.5, 6.0; rules-decisions I67): the scenario skips the Call to
 * Arms for `side` in this Levy (A and E: always; C: but the Ghibellines' in the first
 * Levy), read by the scenario's letter. */
gboolean inferno_scenario_cta_skipped (const CasTable *t, int side);
/* D: in the first Levy either side may declare Call to Arms as if it drew a War Event. */
gboolean inferno_scenario_cta_as_war (const CasTable *t);

/* B: the ids of the cards the scenario gives before the first draw, upper case and comma
 * separated ("S18, S19, S20"), or NULL when it gives none. */
char *inferno_scenario_assign_ids (const CasTable *t);

/* Levy (levy_extras): A's and B's draws, E's extra Muster, as notes. */
void inferno_scenario_levy_notes (const CasTable *t, CasLevyResult *r, CasExplain *ex);
/* castellan-cli levy --json: "scenario_rules", only in a Levy where one applies. */
void inferno_scenario_levy_json (const CasTable *t, const CasLevyResult *r, JsonBuilder *b);
/* castellan-cli levy: the same as a line, or nothing. */
void inferno_scenario_levy_text (const CasTable *t, const CasLevyResult *r, GString *s);

/* C (4.5.1): the Siege markers at which `locale`, with no Lord inside, Surrenders at once;
 * 0 when the scenario says nothing of it. */
int inferno_scenario_surrender_at (const CasTable *t, int locale);

/* C (1.3.1): whether the side's Lords may still not cross the dashed line, judged from the
 * markers on the map (I164); the reason is explained when `ex` is given. */
gboolean inferno_scenario_line_closed (const CasTable *t, int side, CasExplain *ex);
/* March (CasLcLaden.march_forbidden): the group crosses a closed dashed line. */
gboolean inferno_scenario_march_forbidden (const CasTable *t, const int *lords, int n_lords, int from, int to, int side,
                                           CasExplain *ex);
/* Audit: Lords of the side beyond a closed dashed line. */
void inferno_scenario_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex);

G_END_DECLS
