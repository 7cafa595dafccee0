/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-battle.c: what Nevsky adds at the end of a Battle (4.4.5): the Legate. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-rules.h"

/* The Legate (1.4.1, 4.3.4, 4.4.3): endangered when a Teutonic Lord with him Retreats or
 * Withdraws, or when he is left in a Locale with Russian Lords and no Teutonic Lord. */
void
nevsky_battle_end (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex)
{
  const NevskyIds *ids = nevsky_ids (t);
  int teutons = 0, russians = 0;
  gboolean fled = FALSE;

  if (CAS_GLOBAL (t, NEVSKY_G_LEGATE) != end->locale)
    return;
  for (guint l = 0; l < cas_game_get_n_lords (t->game) && l < 64; l++)
    {
      gboolean teutonic = cas_rules_lord_side (t, (int) l) == ids->teutons;
      fled |= teutonic && (end->fled & (G_GUINT64_CONSTANT (1) << l)) != 0;
      if (end->stays & (G_GUINT64_CONSTANT (1) << l))
        {
          if (teutonic)
            teutons++;
          else
            russians++;
        }
    }
  if (!fled && !(russians > 0 && teutons == 0))
    return;
  if (fled)
    cas_explain_add (ex, "4.4.3,1.4.1", _("The Legate is endangered and removed."));
  else
    cas_explain_add (ex, "1.4.1,4.4.5", _("The Legate is left with Russian Lords and no Teutonic Lord: he is endangered and removed."));
  cas_explain_propose (ex, "legate out");
  if (CAS_CARD (t, ids->william_of_modena, CAS_K_STATE) == CAS_CARD_CAPABILITY)
    cas_explain_propose (ex, "discard %s", cas_game_get_card (t->game, ids->william_of_modena)->id);
}
