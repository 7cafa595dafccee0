/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-audit.c: Nevsky's own checks of the mirrored table (docs/calculators/audit.md):
 * the Veche box, extra VP and the Legate. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-audit.h"
#include "cas-rules.h"

static gboolean
card_in_play (const CasTable *t, int card)
{
  return CAS_CARD (t, card, CAS_K_STATE) == CAS_CARD_CAPABILITY;
}

/* The Veche box (1.3.3, 1.4.2), extra VP (5.1, 6.0) and the Legate (1.4.1). */
void
nevsky_audit (const CasTable *t, CasAudit *a, CasExplain *ex)
{
  CasGame *game = t->game;
  int veche_cap = cas_game_get_veche_cap (game);
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));

  if (CAS_GLOBAL (t, CAS_G_VECHE_VP) > veche_cap)
    cas_audit_problem (a, ex, "1.3.3,1.4.2", g_strdup_printf ("veche vp %d", veche_cap),
                       _("The Veche box holds %d VP markers; it holds at most %d and the excess is lost"),
                       CAS_GLOBAL (t, CAS_G_VECHE_VP), veche_cap);
  if (CAS_GLOBAL (t, CAS_G_VECHE_COIN) > veche_cap)
    cas_audit_problem (a, ex, "1.3.3,1.4.2", g_strdup_printf ("veche coin %d", veche_cap),
                       _("The Veche box holds %d Coin; it holds at most %d and the excess is lost"),
                       CAS_GLOBAL (t, CAS_G_VECHE_COIN), veche_cap);

  for (int side = 0; side < CAS_N_SIDES; side++)
    if (CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + side) != 0 && (s == NULL || s->victory != CAS_VICTORY_PLESKAU))
      cas_audit_problem (a, ex, "5.1,6.0", g_strdup_printf ("vp %s 0", cas_game_get_side_id (game, side)),
                         _("The %s have %g extra VP, but only the Pleskau scenario awards VP for enemy Lords removed; every other VP comes from markers"),
                         cas_rules_side_name (t, side), CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + side) / 2.0);

  /* 1.4.1: the Legate is in play exactly while William of Modena is (bound: the card
   * exists). */
  int modena = nevsky_ids (t)->william_of_modena;
  int legate = CAS_GLOBAL (t, CAS_G_LEGATE);
  const char *card_id = cas_game_get_card (game, modena)->id;
  if (!card_in_play (t, modena) && legate != CAS_LEGATE_OUT)
    cas_audit_problem (a, ex, "1.4.1", g_strdup ("legate out"),
                       legate >= 0 ? _("The Legate is at %s, but the William of Modena Capability (%s) is not in play")
                                   : _("The Legate is on his card%s, but the William of Modena Capability (%s) is not in play"),
                       legate >= 0 ? cas_rules_locale_name (t, legate) : "", card_id);
  else if (card_in_play (t, modena) && legate == CAS_LEGATE_OUT)
    cas_audit_problem (a, ex, "1.4.1", g_strdup ("legate card"),
                       _("William of Modena (%s) is in play, so the Legate pawn should be on its card or on the map"), card_id);
  else if (card_in_play (t, modena) && legate >= 0)
    {
      int side = cas_game_get_card (game, modena)->side;
      if (cas_rules_count_lords (t, legate, side) == 0 && cas_rules_count_lords (t, legate, 1 - side) > 0)
        cas_audit_problem (a, ex, "1.4.1", g_strdup_printf ("discard %s", card_id),
                           _("The Legate is at %s with Lords of the %s and none of the %s: he is Endangered, the pawn leaves and William of Modena is discarded"),
                           cas_rules_locale_name (t, legate), cas_rules_side_name (t, 1 - side), cas_rules_side_name (t, side));
    }
}
