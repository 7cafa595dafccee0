/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-supply.c: what Nevsky adds to the series' Supply (4.6): Sleds and Boats by
 * Season (1.7.4), Novgorod as the Russians' Ship Source (4.6.1), Cogs (T18), Famine
 * (T16/R7), Lodya (R16), and the Stone Kremlin among what a Besieged Lord may do (4.2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"
#include "nevsky-supply.h"

#include "cas-rules.h"
#include "cas-supply.h"

/* Nevsky's Transport in its Asset order: the three that cross Ways (1.7.4). */
static const CasAsset carriers[] = { CAS_ASSET_CART, NEVSKY_ASSET_SLED, NEVSKY_ASSET_BOAT };

/* Checked by nevsky_bind (), with the Capabilities these hooks ask for by name (Cogs,
 * Lodya). */
gboolean
nevsky_supply_check (CasGame *game, GError **error)
{
  /* The hooks below name Nevsky's Transport by its slots (cas-game.h). */
  for (int a = CAS_ASSET_CART; a < CAS_N_ASSETS; a++)
    if (cas_game_asset_slot (game, (CasAsset) a) != a)
      {
        g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "no Asset \"%s\" in its slot %d", cas_game_asset_role_id (game, (CasAsset) a), a);
        return FALSE;
      }
  return TRUE;
}

static void
supply_besieged (const CasTable *t, int lord, CasExplain *ex)
{
  cas_explain_add (ex, "4.6,4.3.5,4.2",
                   _("%s is Besieged at %s, so he cannot Supply: only an Unbesieged Lord may, and a Besieged "
                     "Lord may only Sally, use Stone Kremlin or Pass"),
                   cas_rules_lord_name (t, lord), cas_rules_locale_name (t, cas_rules_lord_locale (t, lord)));
}

static const char *
plural (CasAsset asset)
{
  switch (asset)
    {
    case CAS_ASSET_CART: return _("Carts");
    case NEVSKY_ASSET_SLED: return _("Sleds");
    case NEVSKY_ASSET_BOAT: return _("Boats");
    default: return _("Ships");
    }
}

/* 1.7.4: in Summer Carts on Trackways and Boats on Waterways, in Winter Sleds on both, in
 * Rasputitsa Boats only; Ships in Summer and Rasputitsa (game.json "seasons"). */
static void
supply_season (const CasTable *t, CasExplain *ex)
{
  const CasSeason *se = cas_table_season (t);
  g_autoptr(GPtrArray) tw = g_ptr_array_new ();
  g_autoptr(GPtrArray) ww = g_ptr_array_new ();
  for (gsize c = 0; c < G_N_ELEMENTS (carriers); c++)
    {
      if (se->trackway & (1u << carriers[c]))
        g_ptr_array_add (tw, (gpointer) plural (carriers[c]));
      if (se->waterway & (1u << carriers[c]))
        g_ptr_array_add (ww, (gpointer) plural (carriers[c]));
    }
  g_ptr_array_add (tw, NULL);
  g_ptr_array_add (ww, NULL);
  g_autofree char *tws = tw->len > 1 ? g_strjoinv (", ", (char **) tw->pdata) : g_strdup (_("nothing"));
  g_autofree char *wws = ww->len > 1 ? g_strjoinv (", ", (char **) ww->pdata) : g_strdup (_("nothing"));
  gboolean ships = (se->seaport & (1u << CAS_ASSET_SHIP)) != 0;
  cas_explain_add (ex, "1.7.4", _("In %s, Trackways carry Provender by %s, Waterways by %s, and Ships %s"),
                   cas_game_text (se->name), tws, wws, ships ? _("are usable for Supply") : _("are not usable"));
}

static char *
supply_transport_words (int asset, int n)
{
  switch (asset)
    {
    case NEVSKY_ASSET_SLED:
      return n < 0 ? g_strdup (_("Sleds")) : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Sled", "%d Sleds", n), n);
    case NEVSKY_ASSET_BOAT:
      return n < 0 ? g_strdup (_("Boats")) : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Boat", "%d Boats", n), n);
    default:
      return NULL;
    }
}

/* Cogs (T18, 1.9.1): each of the Lord's Ships counts as two, Shared from anywhere. */
static int
supply_ships (const CasTable *t, int lord, gboolean here, gboolean *note)
{
  gboolean cogs = cas_rules_lord_has_capability (t, lord, "Cogs");
  int ships = CAS_LORD (t, lord, CAS_L_ASSETS + CAS_ASSET_SHIP);

  *note = cogs && ships > 0;
  if (cogs)
    return 2 * ships;
  return here ? ships : 0;
}

static void
supply_ships_note (const char *names, CasExplain *ex)
{
  cas_explain_add (ex, "1.9.1,4.6.3,1.5.2", _("Cogs: the Ships of %s count twice and are Shared wherever he is"), names);
}

/* 4.6.1: the Russians' Ships supply by way of Novgorod, the Teutons' by a Seaport. */
static int
supply_ship_sources (const CasTable *t, int side, int *out, int max)
{
  int novgorod = nevsky_ids (t)->novgorod;

  if (max < 1 || cas_game_get_locale (t->game, novgorod)->side != side)
    return -1;
  out[0] = novgorod;
  return 1;
}

/* Famine (T16 against the Russians, R7 against the Teutons, 1.9.1): the side's Seats give
 * at most 1 Provender per Command card. */
static int
supply_seat_limit (const CasTable *t, int side, int limit, CasExplain *ex)
{
  int famine = nevsky_famine_against (t, side);

  if (famine < 0)
    return limit;
  cas_explain_add (ex, "4.6.3,1.9.1",
                   _("Famine (%s) is in force this Campaign: Seats give at most 1 Provender per Command card "
                     "(Castellan assumes none was drawn from a Seat yet on this card); Ship Supply is not affected"),
                   cas_game_get_card (t->game, famine)->id);
  return 1;
}

static char *
supply_seat_limit_text (const char *seat, const char **rules)
{
  *rules = "4.6.3,1.9.1";
  return g_strdup_printf (_("Seat %s is not used: under Famine one Seat already gives its Provender"), seat);
}

/* Lodya (R16, 1.9.1): the first Lord Sharing at the Locale who has it. */
static int
supply_option_lord (const CasTable *t, int side, int locale)
{
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_rules_lord_side (t, (int) l) == side && cas_rules_lord_locale (t, (int) l) == locale &&
        cas_rules_lord_has_capability (t, (int) l, "Lodya"))
      return (int) l;
  return -1;
}

static CasLcSupplyOption
lodya_option (NevskyLodya kind, int n, int boats, int ships)
{
  CasLcSupplyOption o = { kind, n, { 0 } };
  o.change[NEVSKY_ASSET_BOAT] = boats;
  o.change[CAS_ASSET_SHIP] = ships;
  return o;
}

/* For one action his Boats count twice, or up to 2 of his Ships serve as Boats, or up to
 * 2 of his Boats as Ships: each choice as far as this Season uses Boats and Ships. */
static int
supply_options (const CasTable *t, int lord, CasLcSupplyOption *out, int max)
{
  gboolean boats_usable = (cas_rules_usable_on_land (t) & (1u << NEVSKY_ASSET_BOAT)) != 0;
  gboolean ships_usable = (cas_table_season (t)->seaport & (1u << CAS_ASSET_SHIP)) != 0;
  int boats = CAS_LORD (t, lord, CAS_L_ASSETS + NEVSKY_ASSET_BOAT);
  int ships = CAS_LORD (t, lord, CAS_L_ASSETS + CAS_ASSET_SHIP);
  int n = 0;

  if (!boats_usable && !ships_usable)
    return -1;
  if (boats_usable && boats > 0 && n < max)
    out[n++] = lodya_option (NEVSKY_LODYA_BOATS_X2, boats, boats, 0);
  for (int k = 1; k <= MIN (2, ships) && boats_usable && n < max; k++)
    out[n++] = lodya_option (NEVSKY_LODYA_SHIPS_AS_BOATS, k, k, -k);
  for (int k = 1; k <= MIN (2, boats) && ships_usable && n < max; k++)
    out[n++] = lodya_option (NEVSKY_LODYA_BOATS_AS_SHIPS, k, -k, k);
  return n;
}

static void
supply_option_explain (const CasTable *t, int lord, const CasLcSupplyOption *used, int n_options, CasExplain *ex)
{
  const char *name = cas_rules_lord_name (t, lord);

  if (n_options < 0)
    {
      cas_explain_add (ex, "1.9.1,1.7.4", _("Lodya (%s) is in play, but neither Boats nor Ships are usable in %s"), name,
                       cas_game_text (cas_table_season (t)->name));
      return;
    }
  switch (used ? used->kind : NEVSKY_LODYA_NONE)
    {
    case NEVSKY_LODYA_BOATS_X2:
      cas_explain_add (ex, "1.9.1,4.6.2", _("Lodya (%s): for this Supply action his Boats count twice (+%d Boats)"), name,
                       used->n);
      break;
    case NEVSKY_LODYA_SHIPS_AS_BOATS:
      cas_explain_add (ex, "1.9.1,4.6.2", _("Lodya (%s): for this Supply action %d of his Ships serve as Boats"), name,
                       used->n);
      break;
    case NEVSKY_LODYA_BOATS_AS_SHIPS:
      cas_explain_add (ex, "1.9.1,4.6.3", _("Lodya (%s): for this Supply action %d of his Boats serve as Ships"), name,
                       used->n);
      break;
    default:
      cas_explain_add (ex, "1.9.1", _("Lodya (%s) is in play, but none of its options adds Provender here"), name);
      break;
    }
}

const char *
nevsky_lodya_id (int lodya)
{
  static const char *const ids[] = { "none", "boats_x2", "ships_as_boats", "boats_as_ships" };
  return lodya >= 0 && lodya < (int) G_N_ELEMENTS (ids) ? ids[lodya] : "none";
}

/* The Supply JSON's "famine" and "lodya" (docs/cli.md). */
static void
supply_json (const CasTable *t, const CasSupplyResult *r, JsonBuilder *b)
{
  (void) t;
  json_builder_set_member_name (b, "famine");
  json_builder_add_boolean_value (b, r->seat_limit_lowered);
  json_builder_set_member_name (b, "lodya");
  json_builder_add_string_value (b, nevsky_lodya_id (r->option));
}

const CasLcSupply nevsky_supply = {
  .besieged = supply_besieged,
  .season = supply_season,
  .transport_words = supply_transport_words,
  .ships = supply_ships,
  .ships_note = supply_ships_note,
  .ship_sources = supply_ship_sources,
  .seat_limit = supply_seat_limit,
  .seat_limit_text = supply_seat_limit_text,
  .option_lord = supply_option_lord,
  .options = supply_options,
  .option_explain = supply_option_explain,
  .json = supply_json,
};
