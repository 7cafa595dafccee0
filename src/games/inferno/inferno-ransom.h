/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-ransom.h: Inferno's Captured Knights boxes (Knights' Quarter 4.4.4, 4.5.2;
 * Ransom and Languish 4.9.2; issue 17, "ransom"): the table's cells, the action word
 * `captured`, the Ransom step of the End of Campaign and the Reset's Treachery line
 * (4.9.6). For Inferno's code and the tests. */
#pragma once

#include "cas-lc-rules.h"

G_BEGIN_DECLS

/* The game's own cells (CasLcRules.cells): knight units (Cavalieri and Ritter) in each
 * side's Captured Knights box, the side's own knights held by the enemy (4.4.4). */
enum {
  INFERNO_G_CAPTURED_0 = CAS_G_GAME_0, /* the Guelphs' box (side 0) */
  INFERNO_G_CAPTURED_1,                /* the Ghibellines' box (side 1) */
  INFERNO_N_CELLS = INFERNO_G_CAPTURED_1 - CAS_G_GAME_0 + 1
};
G_STATIC_ASSERT (INFERNO_N_CELLS <= CAS_MAX_GAME_CELLS);

extern const CasGameCell cas_inferno_cells[INFERNO_N_CELLS];

/* Actions (docs/cli.md): `captured SIDE N|+N|-N`. */
#define INFERNO_N_ACTIONS 1
extern const CasLcAction cas_inferno_actions[INFERNO_N_ACTIONS];

/* castellan-cli show: "Captured Knights: ..." while a box holds any. */
char *cas_inferno_show_line (const CasTable *t);

/* End of Campaign (CasLcEndCampaignSteps): Ransom and Languish (4.9.2), the Reset's
 * Treachery cards set aside (4.9.6). */
void cas_inferno_ransom (const CasTable *work, GArray *out, CasLcResetFunc propose, gpointer ctx, CasExplain *ex);
void cas_inferno_reset_notes (const CasTable *work, CasExplain *ex);

/* Battle (4.4.4, 4.5.2): proposes the captures of a recorded Battle (`captured SIDE +N`). */
void cas_inferno_propose_captured (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex);

G_END_DECLS
