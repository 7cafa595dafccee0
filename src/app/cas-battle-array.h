/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle-array.h: the Battle Array (4.4.1) as Lord cards in rows, Front left, center,
 * right and Reserve for each side; rearranged by drag and drop or each card's menu. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_BATTLE_ARRAY_RESERVE 3   /* position of the Reserve in "move-lord" */
#define CAS_BATTLE_ARRAY_SALLY 4     /* Relief Sally (4.4.1): 4-6 the Sally row (Attackers) or the
                                      * Rearguard (Defenders), left, center, right */
#define CAS_BATTLE_ARRAY_SALLY_WAIT 7 /* battle-sally (Inferno 4.4.1, 4.5.3): the Sallying Lords
                                       * waiting to come forward into their row (a list) */

#define CAS_TYPE_BATTLE_ARRAY (cas_battle_array_get_type ())
G_DECLARE_FINAL_TYPE (CasBattleArray, cas_battle_array, CAS, BATTLE_ARRAY, GtkWidget)

GtkWidget *cas_battle_array_new (void);
/* Shows the Array the engine uses for this Battle (cas_battle_get_front). */
void cas_battle_array_update (CasBattleArray *self, const CasTable *table, CasBattle *battle, const CasBattleSetup *setup);
/* Asks for a Lord to go to a position (0-2 Front left/center/right, 3 Reserve, 4-6 the
 * Sally row or Rearguard, 7 the Sallying Lords waiting), as a drop or a menu item does;
 * emits "move-lord". */
void cas_battle_array_move (CasBattleArray *self, int battle_side, int lord, int pos);

G_END_DECLS
