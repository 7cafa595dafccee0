/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle-fight.h: a Battle being fought: the record step by step, a prompt for each
 * die the engine needs (rolled here or typed in from the table), undo of the last die,
 * and at the end the summary with "Apply to Table". */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_BATTLE_FIGHT (cas_battle_fight_get_type ())
G_DECLARE_FINAL_TYPE (CasBattleFight, cas_battle_fight, CAS, BATTLE_FIGHT, GtkWidget)

GtkWidget *cas_battle_fight_new (void);
/* Starts the Battle on the journal's table as it is now, with no dice yet. */
gboolean cas_battle_fight_start (CasBattleFight *self, CasJournal *journal, const CasBattleSetup *setup, GError **error);
void cas_battle_fight_stop (CasBattleFight *self);

/* The physical die typed in (1-6), or one rolled by Castellan; then the engine runs again. */
void cas_battle_fight_add_die (CasBattleFight *self, int value);
void cas_battle_fight_roll (CasBattleFight *self);
gboolean cas_battle_fight_undo_die (CasBattleFight *self);

const int *cas_battle_fight_get_dice (CasBattleFight *self, guint *n);
/* The end of the Battle, or NULL while dice are still needed. */
const CasBattleResult *cas_battle_fight_get_result (CasBattleFight *self);
/* What the next die is for ("Knights of Gavrilo, Armor 1-4, Hit 1 of 3"), or NULL. */
const char *cas_battle_fight_get_prompt (CasBattleFight *self);
const CasBattleSetup *cas_battle_fight_get_setup (CasBattleFight *self);
/* Milliseconds the last die took: the engine's replays, and rebuilding the page. */
double cas_battle_fight_get_last_ms (CasBattleFight *self, double *render_ms);

G_END_DECLS
