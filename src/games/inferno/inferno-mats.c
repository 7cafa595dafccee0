/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-mats.c (mats, issue 17): the Comune mat read by Supply, Forage, Ravage and Tax
 * as the Commander's second mat (1.5.1, 1.5.2; rules-decisions I134). Feed, Pay, Laden
 * and Waste read it in the engine (cas-feed.c, cas-pay.c, cas-laden.c,
 * cas-endcampaign.c). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-mats.h"
#include "inferno-cells.h"

int
inferno_mats_comune (const CasTable *t, int lord)
{
  const CasLord *L = cas_game_get_lord (t->game, lord);
  if (!L->commander || L->comune < 0 || !inferno_comune_in_play (t, lord))
    return -1;
  return L->comune;
}

int
inferno_mats_units_of (const CasTable *t, int lord, int unit)
{
  int comune = inferno_mats_comune (t, lord);
  int n = CAS_LORD (t, lord, CAS_L_FORCES + unit);
  return comune >= 0 ? n + CAS_COMUNE (t, comune, CAS_M_FORCES + unit) : n;
}

static int
comune_room (const CasTable *t, int lord, int asset)
{
  int comune = inferno_mats_comune (t, lord);
  if (comune < 0)
    return 0;
  return MAX (0, cas_game_get_asset_cap (t->game) - CAS_COMUNE (t, comune, CAS_M_ASSETS + asset));
}

int
inferno_mats_room (const CasTable *t, int lord, int asset)
{
  return cas_commands_room (t, lord, asset) + comune_room (t, lord, asset);
}

void
inferno_mats_propose_gain (const CasTable *t, int lord, int asset, int n, CasCommandOption *o)
{
  const char *id = cas_game_get_lord (t->game, lord)->id;
  const char *type = cas_game_asset_id (t->game, asset);
  int own = MIN (n, cas_commands_room (t, lord, asset));
  if (own > 0)
    cas_commands_propose (o, "assets %s %s +%d", id, type, own);
  if (n > own)
    cas_commands_propose (o, "comune %s assets %s +%d", id, type, n - own);
}

void
inferno_mats_explain_gain (const CasTable *t, int lord, int asset, int n, const char *section, CasExplain *ex)
{
  int own = MIN (n, cas_commands_room (t, lord, asset));
  int comune = inferno_mats_comune (t, lord);
  if (n <= own || comune < 0)
    return;
  g_autofree char *cite = g_strdup_printf ("%s,1.5.1,1.7.3", section);
  cas_explain_addn (ex, cite, (n - own),
                    "%s's mat holds %d %s, the most a mat may hold: %d goes onto the %s mat, his second mat "
                    "(Commander and Comune are one Lord)",
                    "%s's mat holds %d %s, the most a mat may hold: %d go onto the %s mat, his second mat "
                    "(Commander and Comune are one Lord)",
                    cas_rules_lord_name (t, lord), CAS_LORD (t, lord, CAS_L_ASSETS + asset), cas_game_asset_id (t->game, asset), n - own,
                    cas_game_get_comune (t->game, comune)->name);
}
