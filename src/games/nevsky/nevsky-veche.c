/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-veche.c: the Novgorod Veche in the engine's calculators: its Coin pays
 * Russian Lords (3.2.1, 1.4.2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-rules.h"

/* 3.2.1, 1.4.2: Veche Coin pays any Russian Lord anywhere, unless he is Besieged. */
static int
veche_coin (const CasTable *t, int lord, gboolean besieged, int room, CasExplain *ex)
{
  int coin = CAS_GLOBAL (t, CAS_G_VECHE_COIN);
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
};
