/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-pages.h: the pages of a game of Rus (issue 18; docs/rus.md, "The app"): its
 * Kingdoms and players, the turn and its rounds, battle, and the map data the table
 * entered. Each is a CasRusPage (cas-rus-page.h); cas-pages.c lists them. */
#pragma once

#include "rus/cas-rus-page.h"

G_BEGIN_DECLS

#define CAS_TYPE_RUS_KINGDOMS_PAGE (cas_rus_kingdoms_page_get_type ())
G_DECLARE_FINAL_TYPE (CasRusKingdomsPage, cas_rus_kingdoms_page, CAS, RUS_KINGDOMS_PAGE, CasRusPage)
#define CAS_TYPE_RUS_TURN_PAGE (cas_rus_turn_page_get_type ())
G_DECLARE_FINAL_TYPE (CasRusTurnPage, cas_rus_turn_page, CAS, RUS_TURN_PAGE, CasRusPage)
#define CAS_TYPE_RUS_BATTLE_PAGE (cas_rus_battle_page_get_type ())
G_DECLARE_FINAL_TYPE (CasRusBattlePage, cas_rus_battle_page, CAS, RUS_BATTLE_PAGE, CasRusPage)
#define CAS_TYPE_RUS_MAP_PAGE (cas_rus_map_page_get_type ())
G_DECLARE_FINAL_TYPE (CasRusMapPage, cas_rus_map_page, CAS, RUS_MAP_PAGE, CasRusPage)

/* The battle form's inputs (tests): AREA attacked by ARMIES of ATTACKER, with the two
 * Tactics modifiers. */
void cas_rus_battle_page_set (CasRusBattlePage *self, int area, int attacker, int armies, int attacker_tactic,
                              int defender_tactic);
/* rus-app (issue 18): the cards revealed (CasRusTactic, -1 not entered), from the menus of
 * those each side may reveal, then the others (flagged when chosen); a card neither menu
 * lists is not entered. */
void cas_rus_battle_page_set_cards (CasRusBattlePage *self, int attacker_card, int defender_card);
void cas_rus_battle_page_get_cards (CasRusBattlePage *self, int *attacker_card, int *defender_card);
/* rus-app: the areas a Cavalry stack has moved from where it started, this one included
 * (1-3), for the follow-on [CAVALRY p.15]. */
void cas_rus_battle_page_set_moved (CasRusBattlePage *self, int moved);
/* rus-app: the Tactics file's form for the pair of cards the Battle page shows and the
 * table's own cards (cas-rus-tactics-form.c); PAGE is the Battle page. */
void cas_rus_tactics_dialog_open (CasRusPage *page, gpointer data);

G_END_DECLS
