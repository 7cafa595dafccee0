/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-levy-state.h (inferno-levy, issue 17): what the table keeps of the Levy in
 * progress (rules-decisions I156-I159): the Levy actions each Lord spent in this Muster
 * segment (3.4), the Lords who arrived on the map in it (3.4.1), and the War Events each
 * side drew this Levy (3.1.3, 3.5). Game cells written only when set (older saves load),
 * the actions `levy` and `war`, the Levy's hooks, the End of Campaign's Reset, the audit
 * and `show`'s lines. */
#pragma once

#include "cas-lc-rules.h"
#include "cas-action.h"

G_BEGIN_DECLS

/* The cells (in inferno_cells, in this order): "levy_spent.LORD" per Lord in lords.json's
 * order, "levy_arrived" (a set of Lords), "war_drawn.CARD" per War Event. */
#define INFERNO_LEVY_LORDS 12
#define INFERNO_N_WAR_EVENTS 4
/* The most Levy actions a save or the action records for one Lord (Lordship 1-4, the
 * cards' bonuses up to +3). */
#define INFERNO_LEVY_MAX_SPENT 20
#define INFERNO_LEVY_SPENT_CELL(lord) \
  { .name = "levy_spent." lord, .kind = CAS_GAME_CELL_COUNT, .save_max = INFERNO_LEVY_MAX_SPENT, .omit_initial = TRUE }
#define INFERNO_WAR_CELL(card) \
  { .name = "war_drawn." card, .kind = CAS_GAME_CELL_COUNT, .save_max = 1, .omit_initial = TRUE }
#define INFERNO_LEVY_STATE_CELLS \
  INFERNO_LEVY_SPENT_CELL ("firenze"), INFERNO_LEVY_SPENT_CELL ("arezzo"), INFERNO_LEVY_SPENT_CELL ("colle"), \
  INFERNO_LEVY_SPENT_CELL ("lucca"), INFERNO_LEVY_SPENT_CELL ("guido"), INFERNO_LEVY_SPENT_CELL ("orvieto"), \
  INFERNO_LEVY_SPENT_CELL ("siena"), INFERNO_LEVY_SPENT_CELL ("pisa"), INFERNO_LEVY_SPENT_CELL ("provenzano"), \
  INFERNO_LEVY_SPENT_CELL ("giordano"), INFERNO_LEVY_SPENT_CELL ("astimberg"), INFERNO_LEVY_SPENT_CELL ("santa_fiora"), \
  { .name = "levy_arrived", .kind = CAS_GAME_CELL_LORDS, .omit_initial = TRUE }, \
  INFERNO_WAR_CELL ("f25"), INFERNO_WAR_CELL ("f26"), INFERNO_WAR_CELL ("s25"), INFERNO_WAR_CELL ("s26")

/* The War Events of the cells, in their order (tests check them against cards.json). */
extern const char *const inferno_war_event_ids[INFERNO_N_WAR_EVENTS];

/* CasLcLevy hooks: Levy actions spent, arrived (both 0 in the Campaign: the next Levy
 * starts afresh), the line that says the table keeps them. */
int inferno_levy_actions_spent (const CasTable *t, int lord);
gboolean inferno_levy_arrived (const CasTable *t, int lord);
void inferno_levy_tracked_note (const CasTable *t, CasExplain *ex);

/* The War Events `side` drew this Levy: card indices into out[INFERNO_N_WAR_EVENTS];
 * returns how many. */
int inferno_war_drawn (const CasTable *t, int side, int *out);

/* The actions `levy LORD spent N|+N|-N`, `levy LORD arrived yes|no`, `levy clear`, and
 * `war CARD yes|no` (in inferno_actions). */
gboolean inferno_levy_parse (CasActionParser *p, CasAction *a);
void inferno_levy_print (CasGame *game, const CasAction *a, GString *s);
gboolean inferno_levy_apply (const CasAction *a, CasTable *t, GError **error);
char *inferno_levy_describe (const CasAction *a, const CasTable *before);
gboolean inferno_war_parse (CasActionParser *p, CasAction *a);
void inferno_war_print (CasGame *game, const CasAction *a, GString *s);
gboolean inferno_war_apply (const CasAction *a, CasTable *t, GError **error);
char *inferno_war_describe (const CasAction *a, const CasTable *before);

/* A Lord who leaves the map loses his count and his arrival (3.3.1: his mat is set aside). */
void inferno_levy_state_lord_leaves (CasTable *t, int lord);
/* End of Campaign (reset_steps): all of it cleared before the next Levy (4.9.6, 3.4). */
void inferno_levy_state_reset (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex);
/* The audit: more Levy actions spent than the Lordship (3.4), an arrival off the map. */
struct CasAudit;
void inferno_levy_state_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex);
/* castellan-cli show: "Levy actions spent: firenze 2, ...", "Arrived this Levy: ...",
 * "War Events drawn this Levy: f25", each only when set; NULL when none is. */
char *inferno_levy_state_line (const CasTable *t);

G_END_DECLS
