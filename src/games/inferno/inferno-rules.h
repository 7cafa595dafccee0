/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-rules.h: Inferno's hooks into the Levy & Campaign engine (src/lc/cas-lc-rules.h),
 * private to src/games/inferno/. */
#pragma once

#include "cas-lc-rules.h"

G_BEGIN_DECLS

extern const CasLcRules cas_inferno_rules;
/* Commands (inf-cmd): Ravage, Forage, Tax, Surrender (inferno-commands.c). */
extern const CasLcCommands cas_inferno_commands;
/* End of Campaign (inf-cmd): Grow boxes and Repair (inferno-endcampaign.c). */
extern const CasLcEndCampaignSteps cas_inferno_end_campaign;
void cas_inferno_besieged_commands (const CasTable *t, int lord, gboolean siege, CasExplain *ex);

/* Battle, Storm and Sally (inferno-battle.c; inf-battle). */
extern const CasLcBattleRules inferno_battle_rules;
void inferno_battle_end (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex);

/* Victory (inferno-victory.c; victory, issue 17): the VP items (5.1, 6.0), the Victory
 * track's net score (2.2.5), the last box by the End marker (6.0), the Captured Carroccio
 * cells (4.4.3) and their action `carroccio SIDE yes|no`. */
struct CasVictory;
enum {
  INFERNO_G_CARROCCIO_0 = CAS_G_GAME_0, /* the enemy's Carroccio the Guelphs hold, Captured */
  INFERNO_G_CARROCCIO_1,                /* ... the Ghibellines */
  INFERNO_N_CELLS = INFERNO_G_CARROCCIO_1 - CAS_G_GAME_0 + 1
};
G_STATIC_ASSERT (INFERNO_N_CELLS <= CAS_MAX_GAME_CELLS);
#define INFERNO_N_VICTORY_ACTIONS 1
extern const CasGameCell inferno_cells[INFERNO_N_CELLS];
extern const CasLcAction inferno_victory_actions[INFERNO_N_VICTORY_ACTIONS];
void cas_inferno_victory_items (const CasTable *t, int side, struct CasVictory *v, CasExplain *ex);
void cas_inferno_victory_track (const CasTable *t, const int halves[CAS_N_SIDES], int track[CAS_N_SIDES], CasExplain *ex);
int cas_inferno_victory_last_box (const CasTable *t, gboolean *ended, CasExplain *ex);
struct CasAudit;
void cas_inferno_audit_locale (const CasTable *t, int i, struct CasAudit *a, CasExplain *ex);

G_END_DECLS
