/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-battle.c: what Inferno changes in the series' Battle, Storm and Sally (issue
 * 17; docs/inferno.md "Battle, Storm and Sally"). The engine (src/lc/cas-battle.c) does
 * the work; this table turns on Inferno's rules once per Battle:
 *  - Crossbow Hits lower Armor by 2, to no less than 1 (4.4.2);
 *  - the Defenders' Crossbow Hits in a Storm select their target (4.4.2, 4.5.2);
 *  - Storm and Sally: one Front Lord a side at first, then one more from Reserve each
 *    Round up to the Stronghold's Size (4.5.2, 4.5.3);
 *  - Sack Ruins the Stronghold, Spoils equal to its Value (4.5.2);
 *  - Knights' Quarter: knights Lost on a Loss roll of 3-6, or of a Lord removed in a
 *    Battle, or Sacked, are Captured (4.4.4, 4.4.5, 4.5.2).
 * No Evade, Villici removed by a Hit, Berrovieri 1 when Storming and the Garrisons come
 * from the data (forces.json). After the Battle it names the Revolt and Treachery steps
 * that removal by combat and a Sack give the other side (1.4, 3.3.1, 4.4.5, 4.5.2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-rules.h"
#include "inferno-ransom.h"
#include "inferno-treachery.h"
#include "inferno-turncoat.h" /* turncoat: a Bribed Vassal (4.7.6) */

#include "cas-rules.h"

/* 4.4.5, 3.3.1 and 4.5.2: the Revolt rolls and Treachery cards the Battle gives each side,
 * as steps for the table (the Revolt tables are resolved elsewhere). */
void
inferno_battle_end (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex)
{
  CasGame *game = t->game;

  inferno_carroccio_captured (t, end, ex);   /* battlecards: 4.4.3, 5.1 */
  for (guint l = 0; l < cas_game_get_n_lords (game) && l < 64; l++)
    {
      if (!(end->removed & (G_GUINT64_CONSTANT (1) << l)))
        continue;
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      const char *enemy = cas_game_get_side_name (game, 1 - lord->side);
      /* A Podestà: as many as his Service rating (three); a regular Lord: one. */
      int n = lord->podesta ? lord->service : 1;
      if (lord->podesta)
        /* TRANSLATORS: "Revolt and Treachery: Arezzo Podestà is removed by combat as if Disbanding Beyond Service; for a Podestà the Ghibellines roll 3 times on their Revolt table, then add 3 Treachery cards to their Command deck, and his cylinder goes on the Calendar 3 boxes ahead instead of leaving play." */
        cas_explain_addn (ex, "4.4.5,3.3.1,1.4.2,1.4.3", n,
                          "Revolt and Treachery: %s is removed by combat as if Disbanding Beyond Service; for a Podestà the %s roll %d time on their Revolt table, then add %d Treachery card to their Command deck, and his cylinder goes on the Calendar %d boxes ahead instead of leaving play.",
                          "Revolt and Treachery: %s is removed by combat as if Disbanding Beyond Service; for a Podestà the %s roll %d times on their Revolt table, then add %d Treachery cards to their Command deck, and his cylinder goes on the Calendar %d boxes ahead instead of leaving play.",
                          lord->name, enemy, n, n, lord->service);
      else
        cas_explain_add (ex, "4.4.5,3.3.1,1.4.2,1.4.3",
                         _("Revolt and Treachery: %s is removed by combat as if Disbanding Beyond Service: the %s roll once on their Revolt table, then add one Treachery card to their Command deck."),
                         lord->name, enemy);
      inferno_treachery_gain (t, 1 - lord->side, n, NULL, ex); /* treachery (issue 17) */
      inferno_turncoat_explain_leaves (t, (int) l, ex); /* turncoat: his Turncoats go back (4.7.6) */
    }
  if (end->sacked)
    {
      const CasLocale *loc = cas_game_get_locale (game, end->locale);
      int value = cas_game_get_stronghold (game, loc->type)->spoils;
      cas_explain_addn (ex, "4.5.2,1.4.2,1.4.3", value,
                        "Revolt and Treachery from the Sack itself: the %s roll %d time on their Revolt table (the Sacked Stronghold's Value), then add %d Treachery card to their Command deck.",
                        "Revolt and Treachery from the Sack itself: the %s roll %d times on their Revolt table (the Sacked Stronghold's Value), then add %d Treachery cards to their Command deck.",
                        cas_game_get_side_name (game, end->attacker), value, value);
      inferno_treachery_gain (t, end->attacker, value, NULL, ex); /* treachery (issue 17) */
    }
  /* ransom (issue 17): the Captured knights into their sides' boxes (4.4.4, 4.5.2). */
  cas_inferno_propose_captured (t, end, ex);
}

const CasLcBattleRules inferno_battle_rules = {
  .crossbow_min_armor = 1,
  .select_target = TRUE,
  .front_by_size = TRUE,
  .sack_ruins = TRUE,
  .knights_quarter_roll = 3,
  /* battlecards: the Arts of War cards (inferno-battle-cards.c) */
  .events = inferno_battle_events,
  .n_events = INFERNO_N_BATTLE_EVENTS,
  .event_void = inferno_event_void,
  .fighter_mods = inferno_fighter_mods,
  .fighter_notes = inferno_fighter_notes,
  .retreat_standard = inferno_retreat_standard,
  .garrison = inferno_garrison,   /* battlecards, session 9: SOVRINTENDENTE */
};
