/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle-view.h: a Battle, Storm or Sally step by step, with the dice and the odds. */
#pragma once

#include <adwaita.h>

#include "castellan.h"
#include "cas-battle-fight.h"
#include "cas-battle-odds-view.h"

G_BEGIN_DECLS

#define CAS_TYPE_BATTLE_VIEW (cas_battle_view_get_type ())
G_DECLARE_FINAL_TYPE (CasBattleView, cas_battle_view, CAS, BATTLE_VIEW, AdwBin)

GtkWidget *cas_battle_view_new (void);
void cas_battle_view_set_journal (CasBattleView *self, CasJournal *journal);
/* Prepares a Battle: "battle|storm|sally:LOCALE:LORD" (ids). */
void cas_battle_view_start (CasBattleView *self, const char *spec);

/* The parts, for tests. */
CasBattleFight *cas_battle_view_get_fight (CasBattleView *self);
CasBattleOddsView *cas_battle_view_get_odds_view (CasBattleView *self);
const CasBattleSetup *cas_battle_view_get_setup (CasBattleView *self);

G_END_DECLS
