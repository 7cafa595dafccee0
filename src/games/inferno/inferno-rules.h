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

G_END_DECLS
