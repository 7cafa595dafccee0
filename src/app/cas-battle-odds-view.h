/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle-odds-view.h: the odds of a Battle before it is fought, simulated off the UI
 * thread; hidden on request, since some groups would rather not know. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_BATTLE_ODDS_TRIALS 10000
#define CAS_BATTLE_ODDS_SEED 1240

#define CAS_TYPE_BATTLE_ODDS_VIEW (cas_battle_odds_view_get_type ())
G_DECLARE_FINAL_TYPE (CasBattleOddsView, cas_battle_odds_view, CAS, BATTLE_ODDS_VIEW, AdwBin)

GtkWidget *cas_battle_odds_view_new (void);
/* Simulates this Battle (in a thread) when the odds are shown; NULL table clears. */
void cas_battle_odds_view_set_battle (CasBattleOddsView *self, const CasTable *table, const CasBattleSetup *setup);
void cas_battle_odds_view_set_shown (CasBattleOddsView *self, gboolean shown);
gboolean cas_battle_odds_view_get_shown (CasBattleOddsView *self);
gboolean cas_battle_odds_view_is_busy (CasBattleOddsView *self);
/* The odds on show, or NULL (hidden, computing, failed or no Battle). */
const CasBattleOdds *cas_battle_odds_view_get_odds (CasBattleOddsView *self);
double cas_battle_odds_view_get_last_ms (CasBattleOddsView *self);

G_END_DECLS
