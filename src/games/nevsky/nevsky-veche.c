/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-veche.c: the Novgorod Veche in the engine's calculators: its Coin pays
 * Russian Lords (3.2.1, 1.4.2), and its VP count for them (5.1). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-rules.h"
#include "cas-victory.h"

/* 3.2.1, 1.4.2: Veche Coin pays any Russian Lord anywhere, unless he is Besieged. */
static int
veche_coin (const CasTable *t, int lord, gboolean besieged, int room, CasExplain *ex)
{
  int coin = CAS_GLOBAL (t, NEVSKY_G_VECHE_COIN);
  const char *name = cas_rules_lord_name (t, lord);

  if (cas_rules_lord_side (t, lord) != nevsky_ids (t)->russians || coin <= 0)
    return -1;
  if (besieged)
    {
      cas_explain_add (ex, "3.2.1,4.3.5", _("Veche Coin cannot Pay %s while Besieged: only Coin of the Lords Besieged there can"), name);
      return 0;
    }
  if (room > 0)
    cas_explain_add (ex, "3.2.1,1.4.2", _("Veche Coin (%d) can Pay %s: a Russian Lord, not Besieged"), coin, name);
  return coin;
}

static const char *
veche_name (void)
{
  return _("the Novgorod Veche");
}

static void
veche_spend (CasExplain *ex, int n)
{
  cas_explain_propose (ex, "veche coin -%d", n);
}

static void
veche_order (const char *lord_name, CasExplain *ex)
{
  cas_explain_add (ex, "3.2", _("Castellan's order of payment: %s's own Coin, then own Loot, other Lords' Coin, their Loot, then the Veche's Coin (the owner may choose otherwise)"),
                   lord_name);
}

const CasLcPayPool nevsky_veche_coin = {
  .coin = veche_coin,
  .payer_name = veche_name,
  .propose_spend = veche_spend,
  .explain_order = veche_order,
  .id = "veche",
};

/* 5.1: the Veche box's VP markers count for the Russians (1.3.3, 3.5.2); the extra VP
 * cell holds what Pleskau awards for enemy Lords removed (6.0), or what the vp action
 * recorded. */
void
nevsky_victory_items (const CasTable *t, int side, CasVictory *v, CasExplain *ex)
{
  const char *side_name = cas_rules_side_name (t, side);
  const CasScenario *s = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int extra = CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + side);

  if (side == nevsky_ids (t)->russians && CAS_GLOBAL (t, NEVSKY_G_VECHE_VP) > 0)
    {
      int n = CAS_GLOBAL (t, NEVSKY_G_VECHE_VP);
      cas_victory_add_item (v, side, CAS_VP_BOX, -1, n, 2 * n);
      cas_explain_add (ex, "5.1,1.3.3,3.5.2", _("Novgorod Veche box: %d VP marker(s) of the %s, 1 VP each: %d VP"), n,
                       side_name, n);
    }
  if (extra > 0)
    {
      g_autofree char *vp = cas_vp_text (extra);
      cas_victory_add_item (v, side, CAS_VP_EXTRA, -1, extra, extra);
      if (s && s->victory == CAS_VICTORY_REMOVED_LORDS)
        cas_explain_add (ex, "5.1,6.0", _("Pleskau: the %s earned %s VP for enemy Lords who Disbanded or were removed from the map"),
                         side_name, vp);
      else
        cas_explain_add (ex, "2.2.5", _("%s extra VP recorded for the %s with the vp action (only the Pleskau scenario awards such VP; see the audit)"),
                         vp, side_name);
    }
}
