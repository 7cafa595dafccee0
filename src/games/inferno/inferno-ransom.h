/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-ransom.h: Inferno's Captured Knights boxes (Knights' Quarter 4.4.4, 4.5.2;
 * Ransom and Languish 4.9.2; issue 17, "ransom"): the table's cells, the action word
 * `captured`, the Ransom step of the End of Campaign and the Reset's Treachery line
 * (4.9.6). For Inferno's code and the tests. */
#pragma once

#include "cas-lc-rules.h"
#include "cas-action.h"
#include "inferno-cells.h"

G_BEGIN_DECLS

/* The cells (INFERNO_G_CAPTURED_0/1) are in inferno-cells.h: knight units (Cavalieri
 * and Ritter) in each side's Captured Knights box, the side's own knights held by the
 * enemy (4.4.4). */
#define INFERNO_CAPTURED_CELLS \
  { .name = "captured.guelph", .kind = CAS_GAME_CELL_COUNT, .save_max = CAS_ACTION_MAX_COUNT, .omit_initial = TRUE }, \
  { .name = "captured.ghibelline", .kind = CAS_GAME_CELL_COUNT, .save_max = CAS_ACTION_MAX_COUNT, .omit_initial = TRUE }

/* mats (issue 17): "captured_ritter": {"guelph": N, ...} and "captured_cavalieri": {...},
 * each side's knights of that type in its box, written only while above 0 (older saves
 * load: their knights have no recorded type, read as Cavalieri; rules-decisions I136). */
#define INFERNO_CAPTURED_TYPE_CELLS \
  { .name = "captured_ritter.guelph", .kind = CAS_GAME_CELL_COUNT, .save_max = CAS_ACTION_MAX_COUNT, .omit_initial = TRUE }, \
  { .name = "captured_ritter.ghibelline", .kind = CAS_GAME_CELL_COUNT, .save_max = CAS_ACTION_MAX_COUNT, .omit_initial = TRUE }, \
  { .name = "captured_cavalieri.guelph", .kind = CAS_GAME_CELL_COUNT, .save_max = CAS_ACTION_MAX_COUNT, .omit_initial = TRUE }, \
  { .name = "captured_cavalieri.ghibelline", .kind = CAS_GAME_CELL_COUNT, .save_max = CAS_ACTION_MAX_COUNT, .omit_initial = TRUE }

/* mats: the knights of unit type `unit` in `side`'s box, as recorded (0 for a type that is
 * not a knight); and those of no recorded type (read as Cavalieri, I136). */
int inferno_captured_of (const CasTable *t, int side, int unit);
int inferno_captured_untyped (const CasTable *t, int side);

/* The action `captured SIDE [TYPE] N|+N|-N` (in inferno_actions). */
gboolean inferno_captured_parse (CasActionParser *p, CasAction *a);
void inferno_captured_print (CasGame *game, const CasAction *a, GString *s);
gboolean inferno_captured_apply (const CasAction *a, CasTable *t, GError **error);
char *inferno_captured_describe (const CasAction *a, const CasTable *before);

/* castellan-cli show: "Captured Knights: ..." while a box holds any, else NULL. */
char *cas_inferno_captured_line (const CasTable *t);

/* End of Campaign (CasLcEndCampaignSteps): Ransom and Languish (4.9.2); the Reset's
 * Treachery cards set aside are inferno-treachery.c's (4.9.6). */
void cas_inferno_ransom (const CasTable *work, GArray *out, CasLcResetFunc propose, gpointer ctx, CasExplain *ex);

/* Battle (4.4.4, 4.5.2): proposes the captures of a recorded Battle (`captured SIDE +N`). */
void cas_inferno_propose_captured (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex);

G_END_DECLS
