/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-laden.c: what Nevsky adds to Laden (4.3.2) and Sail (4.7.3): Sleds and Boats,
 * Trackways and Waterways (1.7.4), Lodya (R16), Cogs (T18), Converts (T3), the Russians'
 * Horse (4.7.3) and Trade Routes (4.3.6). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-laden.h"

static const char *
nevsky_transport_words (CasGame *game, int asset)
{
  if ((asset != NEVSKY_ASSET_SLED && asset != NEVSKY_ASSET_BOAT) || cas_game_asset_slot (game, (CasAsset) asset) != asset)
    return NULL;
  return asset == NEVSKY_ASSET_SLED ? _("Sleds") : _("Boats");
}

static void
nevsky_explain_held (const CasTable *t, int lord, int prov, int loot, CasExplain *ex)
{
  cas_explain_add (ex, "1.5.2", _("%s has %d Provender and %d Loot; Transport: Carts %d, Sleds %d, Boats %d"),
                   cas_rules_lord_name (t, lord), prov, loot, CAS_LORD (t, lord, CAS_L_ASSETS + CAS_ASSET_CART),
                   CAS_LORD (t, lord, CAS_L_ASSETS + NEVSKY_ASSET_SLED), CAS_LORD (t, lord, CAS_L_ASSETS + NEVSKY_ASSET_BOAT));
}

static void
nevsky_explain_season (const CasTable *t, CasExplain *ex)
{
  const CasSeason *season = cas_table_season (t);
  g_autofree char *track = cas_laden_transport_text (t->game, season->trackway);
  g_autofree char *water = cas_laden_transport_text (t->game, season->waterway);

  cas_explain_add (ex, "1.7.4,2.2.1", _("It is %s (box %d): usable on Trackways: %s; on Waterways: %s"),
                   cas_game_text (season->name), CAS_GLOBAL (t, CAS_G_BOX), track, water);
}

/* R16 Lodya: for one action, a Lord's Boats count double, or up to two of his Ships serve
 * as Boats. Castellan's reading: the better option, for the move being asked about. */
static int
nevsky_march_extra (const CasTable *t, int lord, int way, guint mask, CasExplain *ex)
{
  int boats = CAS_LORD (t, lord, CAS_L_ASSETS + NEVSKY_ASSET_BOAT);
  int ships = MIN (2, CAS_LORD (t, lord, CAS_L_ASSETS + CAS_ASSET_SHIP));
  int extra = MAX (boats, ships);

  if (!(mask & (1u << NEVSKY_ASSET_BOAT)) || cas_game_get_way (t->game, way)->kind != CAS_WAY_WATERWAY ||
      !cas_rules_lord_has_capability (t, lord, "Lodya") || extra <= 0)
    return 0;
  g_autofree char *card = cas_laden_card_label (t, lord, "Lodya");
  cas_explain_add (ex, "1.9.1,1.7.4",
                   _("Lodya (%s) at %s's mat adds %d usable Transport on the Waterway (his Boats counted "
                     "twice, or up to 2 Ships used as Boats; Castellan's reading: the better of the two, "
                     "for this move)"),
                   card, cas_rules_lord_name (t, lord), extra);
  return extra;
}

/* T3 Converts: with Light Horse along, the group's first March on a Command card is free. */
static gboolean
nevsky_march_free (const CasTable *t, const CasLadenResult *r, CasExplain *ex)
{
  int lord = -1;
  int light_horse = 0;
  gboolean applies;

  for (int i = 0; i < r->n_lords; i++)
    {
      light_horse += CAS_LORD (t, r->lords[i], CAS_L_FORCES + CAS_FORCE_LIGHT_HORSE);
      if (lord < 0 && cas_rules_lord_has_capability (t, r->lords[i], "Converts"))
        lord = r->lords[i];
    }
  if (lord < 0)
    return FALSE;
  g_autofree char *card = cas_laden_card_label (t, lord, "Converts");
  applies = light_horse > 0;
  if (!applies)
    cas_explain_add (ex, "1.9.1", _("Converts (%s) at %s's mat needs Light Horse in the group, and there is none"), card,
                     cas_rules_lord_name (t, lord));
  else if (r->status == CAS_LADEN_BLOCKED)
    cas_explain_add (ex, "1.9.1,4.3.2",
                     _("Converts (%s) at %s's mat would make the first March on a Command card free, but not "
                       "while the group carries more than twice its usable Transport in Provender"),
                     card, cas_rules_lord_name (t, lord));
  else
    cas_explain_add (ex, "1.9.1,4.3.2",
                     _("Converts (%s) at %s's mat: with Light Horse along, the group's first March on each Command "
                       "card costs 0 actions instead of %d, Laden or not; later Marches cost as above"),
                     card, cas_rules_lord_name (t, lord), r->actions);
  return applies;
}

/* A Lord's Ships for Sail: Cogs (T18) doubles them and Shares them from afar, Lodya (R16)
 * adds up to two Boats. */
static int
nevsky_sail_ships (const CasTable *t, int lord, gboolean away, CasExplain *ex)
{
  int ships = CAS_LORD (t, lord, CAS_L_ASSETS + CAS_ASSET_SHIP);
  int n = ships;
  gboolean cogs = cas_rules_lord_has_capability (t, lord, "Cogs");

  if (away && (!cogs || ships <= 0))
    return 0;
  if (cogs)
    {
      g_autofree char *card = cas_laden_card_label (t, lord, "Cogs");
      n = 2 * ships;
      if (away)
        cas_explain_add (ex, "1.9.1,1.5.2", _("Cogs (%s): %s's %d Ships count as %d and may be Shared from %s, away from the group"),
                         card, cas_rules_lord_name (t, lord), ships, n,
                         cas_rules_locale_name (t, cas_rules_lord_locale (t, lord)));
      else if (ships > 0)
        cas_explain_add (ex, "1.9.1", _("Cogs (%s): %s's %d Ships count as %d"), card, cas_rules_lord_name (t, lord), ships, n);
    }
  if (!away && cas_rules_lord_has_capability (t, lord, "Lodya"))
    {
      int boats = MIN (2, CAS_LORD (t, lord, CAS_L_ASSETS + NEVSKY_ASSET_BOAT));
      if (boats > 0)
        {
          g_autofree char *card = cas_laden_card_label (t, lord, "Lodya");
          n += boats;
          cas_explain_add (ex, "1.9.1", _("Lodya (%s): %d of %s's Boats serve as Ships for this Sail"), card, boats,
                           cas_rules_lord_name (t, lord));
        }
    }
  return n;
}

/* 4.7.3: the Russians need 2 Ships per Horse unit, the Teutons 1. */
static int
nevsky_ships_per_horse (const CasTable *t, int side)
{
  return side == nevsky_ids (t)->russians ? 2 : 1;
}

static void
nevsky_sail_notes (const CasTable *t, const CasSailResult *r, CasExplain *ex)
{
  const CasLocale *to = cas_game_get_locale (t->game, r->to);

  if (r->to != r->from && to->kind == NEVSKY_LOCALE_TRADE_ROUTE)
    cas_explain_add (ex, "4.3.6", _("%s is a Trade Route: arriving there may Conquer it (Teutons place a Conquered marker, "
                                    "Russians remove one)"),
                     to->name);
  for (int i = 0; i < r->n_lords; i++)
    if (cas_rules_lord_has_capability (t, r->lords[i], "Converts"))
      {
        g_autofree char *card = cas_laden_card_label (t, r->lords[i], "Converts");
        cas_explain_add (ex, "1.9.1", _("Converts (%s) has no effect on Sail"), card);
      }
}

const CasLcLaden nevsky_laden = {
  .transport_words = nevsky_transport_words,
  .explain_held = nevsky_explain_held,
  .explain_season = nevsky_explain_season,
  .march_extra = nevsky_march_extra,
  .march_free = nevsky_march_free,
  .march_free_key = "converts",
  .sail_ships = nevsky_sail_ships,
  .ships_per_horse = nevsky_ships_per_horse,
  .sail_notes = nevsky_sail_notes,
};
