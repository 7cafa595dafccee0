/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-disband.c: what Nevsky adds when Lords Disband or are removed (3.3): Ransom
 * (T16/R7), Pleskau's VP (6.0) and the Legate left alone (1.4.1). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-disband.h"
#include "cas-rules.h"

/* T16 / R7 Ransom: a Lord removed or Disbanded while Besieged pays the Besiegers Coin
 * equal to his Service rating; Castellan gives it to the first enemy Lord there. */
void
nevsky_ransom (const CasTable *t, int lord, CasExplain *ex)
{
  CasGame *game = t->game;
  int enemy = 1 - cas_rules_lord_side (t, lord);
  int locale = cas_rules_lord_locale (t, lord);
  int rating = cas_game_get_lord (game, lord)->service;
  int cap = cas_game_get_asset_cap (game);

  if (!cas_rules_besieged (t, lord) || !cas_rules_side_has_capability (t, enemy, "Ransom"))
    return;
  for (int e = 0; e < (int) cas_game_get_n_lords (game); e++)
    if (cas_rules_lord_locale (t, e) == locale && cas_rules_lord_side (t, e) == enemy)
      {
        int coin = CAS_LORD (t, e, CAS_L_ASSETS + CAS_ASSET_COIN);
        int n = MIN (rating, MAX (0, cap - coin));
        cas_explain_add (ex, "1.9.1,3.3.2,1.7.3", _("Ransom: %s leaves while Besieged, so one of the %s at %s gains %d Coin (the departing Lord's Service rating); Castellan picks %s, the owner may pick another; a mat holds at most %d Coin"),
                         cas_rules_lord_name (t, lord), cas_rules_side_name (t, enemy), cas_rules_locale_name (t, locale), rating,
                         cas_rules_lord_name (t, e), cap);
        if (n > 0)
          cas_explain_propose (ex, "assets %s coin +%d", cas_game_get_lord (game, e)->id, n);
        return;
      }
}

/* After the departures: Pleskau's VP note (6.0), the Sieges (4.3.5), then the Legate
 * (1.4.1): with Russian Lords and no Teutonic Lord left at his Locale, he is lost. */
void
nevsky_departures (const CasTable *t, const gboolean *leaves, CasExplain *ex)
{
  CasGame *game = t->game;
  const NevskyIds *ids = nevsky_ids (t);
  int n_lords = (int) cas_game_get_n_lords (game);
  const CasScenario *sc = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int legate = CAS_GLOBAL (t, NEVSKY_G_LEGATE);

  if (sc && sc->victory == CAS_VICTORY_REMOVED_LORDS)
    cas_explain_add (ex, "6.0", _("Pleskau: each Lord who Disbands or is removed gives the other side 1 VP; Castellan adds it with the action"));

  cas_disband_lift_sieges (t, leaves, ex);

  if (legate >= 0)
    {
      int teutonic_left = 0, teutonic_before = 0, russians = 0;
      for (int l = 0; l < n_lords; l++)
        if (cas_rules_lord_locale (t, l) == legate)
          {
            if (cas_rules_lord_side (t, l) == ids->teutons)
              teutonic_before++, teutonic_left += !leaves[l];
            else
              russians++;
          }
      if (teutonic_before > 0 && teutonic_left == 0 && russians > 0)
        {
          cas_explain_add (ex, "1.4.1", _("The Legate is left at %s with Russian Lords and no Teutonic Lord: the pawn is removed and William of Modena discarded"),
                           cas_rules_locale_name (t, legate));
          if (CAS_CARD (t, ids->william_of_modena, CAS_K_STATE) == CAS_CARD_CAPABILITY)
            cas_explain_propose (ex, "discard %s", cas_game_get_card (game, ids->william_of_modena)->id);
          cas_explain_propose (ex, "legate out");
        }
    }
}
