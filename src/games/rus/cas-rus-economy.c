/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-economy.c: payments with Money as a wildcard, the store limit after Harvest,
 * and the upkeep of Cities and Fortresses. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus.h"
#include "cas-rus-private.h"

static const char *
resource_name (int r)
{
  static const char *const names[CAS_RUS_N_RESOURCES] = {
    N_("Grain"), N_("Livestock"), N_("Timber"), N_("Ore"), N_("Money"), N_("Cloth"),
    N_("Paper"), N_("Building Supplies"),
  };
  return r >= 0 && r < CAS_RUS_N_RESOURCES ? _(names[r]) : "?";
}

void
cas_rus_cost_settlement (int settlement, CasRusCost *cost)
{
  memset (cost, 0, sizeof *cost);
  switch (settlement)
    {
    case CAS_RUS_TOWN:
      cost->need[CAS_RUS_GRAIN] = 1, cost->need[CAS_RUS_TIMBER] = 1;
      break;
    case CAS_RUS_CITY:
      cost->need[CAS_RUS_GRAIN] = 1, cost->need[CAS_RUS_TIMBER] = 1, cost->need[CAS_RUS_ORE] = 2;
      break;
    case CAS_RUS_FORTRESS:
      cost->need[CAS_RUS_TIMBER] = 1, cost->need[CAS_RUS_ORE] = 1, cost->need[CAS_RUS_SUPPLIES] = 1;
      break;
    default:
      break;
    }
}

void
cas_rus_cost_army (int n, CasRusCost *cost)
{
  memset (cost, 0, sizeof *cost);
  cost->grain_or_livestock = MAX (n, 0);
}

gboolean
cas_rus_pay (const int *store, const CasRusCost *cost, CasRusPayment *out, CasExplain *ex)
{
  int left[CAS_RUS_N_RESOURCES];
  int money_left;

  memset (out, 0, sizeof *out);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    left[r] = MAX (store[r], 0);

  /* The Commodities first: only the named type will do. */
  for (int r = CAS_RUS_N_BASICS; r < CAS_RUS_N_RESOURCES; r++)
    {
      int need = MAX (cost->need[r], 0);
      int use = MIN (need, left[r]);
      out->use[r] = use;
      left[r] -= use;
      if (use < need)
        {
          out->short_commodities += need - use;
          if (ex)
            cas_explain_add (ex, "COMMOD p.10", r == CAS_RUS_MONEY
                             ? _("%d %s short: nothing stands in for Money")
                             : _("%d %s short: a Commodity, which Money cannot replace"),
                             need - use, resource_name (r));
        }
    }
  /* Then each named Basic from its own pile. */
  for (int r = 0; r < CAS_RUS_N_BASICS; r++)
    {
      int need = MAX (cost->need[r], 0);
      int use = MIN (need, left[r]);
      out->use[r] = use;
      left[r] -= use;
      out->short_basics += need - use;
    }
  /* "Grain or Livestock": Grain first, then Livestock. */
  for (int i = 0; i < cost->grain_or_livestock; i++)
    {
      int r = left[CAS_RUS_GRAIN] > 0 ? CAS_RUS_GRAIN : left[CAS_RUS_LIVESTOCK] > 0 ? CAS_RUS_LIVESTOCK : -1;
      if (r < 0)
        out->short_basics++;
      else
        {
          out->use[r]++;
          left[r]--;
        }
    }
  /* Money covers what Basics are still missing, 1 for 1. */
  money_left = left[CAS_RUS_MONEY];
  out->money_for_basics = MIN (money_left, out->short_basics);
  out->use[CAS_RUS_MONEY] += out->money_for_basics;
  out->short_basics -= out->money_for_basics;
  if (ex && out->money_for_basics > 0)
    cas_explain_add (ex, "COMMOD p.10", _("%d Money stands in for missing Basics, 1 for 1"), out->money_for_basics);
  if (ex && out->short_basics > 0)
    cas_explain_add (ex, "COMMOD p.10", g_dngettext (GETTEXT_PACKAGE, "%d Basic short, with no Money left to stand in", "%d Basics short, with no Money left to stand in",
                                                        (gulong) out->short_basics), out->short_basics);
  out->ok = out->short_basics == 0 && out->short_commodities == 0;
  if (ex)
    {
      g_autoptr(GString) paid = g_string_new (NULL);
      for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
        if (out->use[r] > 0)
          g_string_append_printf (paid, "%s%d %s", paid->len ? ", " : "", out->use[r], resource_name (r));
      if (out->ok)
        cas_explain_add (ex, "COMMOD p.10", _("Paid with %s"), paid->len ? paid->str : _("nothing"));
      else
        cas_explain_add (ex, "COMMOD p.10", _("Cannot be paid from this store"));
    }
  return out->ok;
}

int
rus_store_limit (const CasRusState *s, int kingdom, int *from)
{
  int who = -1;
  /* Warehouse keeps no turn: it counts once held, its Influencer's too [INFLUENCE p.8] */
  gboolean warehouse = cas_rus_kingdom_ability_turn (s, CLAMP (kingdom, 0, CAS_RUS_N_KINGDOMS - 1), CAS_RUS_WAREHOUSE, &who) != 0;
  if (from)
    *from = warehouse ? who : -1;
  return warehouse ? 20 : 10;
}

int
cas_rus_resource_limit (const CasRusState *s, int kingdom, int *limit, CasExplain *ex)
{
  const CasRusKingdom *k = &s->kingdoms[CLAMP (kingdom, 0, CAS_RUS_N_KINGDOMS - 1)];
  int from = -1, total = 0, lim = rus_store_limit (s, kingdom, &from), excess;

  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    total += k->resources[r];
  excess = MAX (0, total - lim);
  if (limit)
    *limit = lim;
  if (ex)
    {
      if (from >= 0 && from != kingdom)
        cas_explain_add (ex, "HARVEST p.9,INFLUENCE p.8", _("End of Harvest, %s: at most 20 tiles (the Warehouse of its Influencer %s, whose abilities it has this turn, doubles the 10)"),
                         cas_rus_kingdom_name (kingdom), cas_rus_kingdom_name (from));
      else
        cas_explain_add (ex, "HARVEST p.9", from >= 0
                         ? _("End of Harvest, %s: at most 20 tiles (Warehouse doubles the 10)")
                         : _("End of Harvest, %s: at most 10 tiles (20 with Warehouse)"),
                         cas_rus_kingdom_name (kingdom));
      if (excess > 0)
        cas_explain_add (ex, "HARVEST p.9", g_dngettext (GETTEXT_PACKAGE, "%d tile in store: discard %d, of the owner's choice", "%d tiles in store: discard %d, of the owner's choice",
                                                        (gulong) total), total, excess);
      else
        cas_explain_add (ex, "HARVEST p.9", g_dngettext (GETTEXT_PACKAGE, "%d tile in store: within the limit", "%d tiles in store: within the limit", (gulong) total), total);
    }
  return excess;
}

void
cas_rus_upkeep (const CasRusState *s, int kingdom, CasRusUpkeep *out, CasExplain *ex)
{
  const CasRusKingdom *k = &s->kingdoms[CLAMP (kingdom, 0, CAS_RUS_N_KINGDOMS - 1)];
  int picker = s->track.picker[CAS_RUS_CONSTRUCTION];
  int lead_kingdom = picker < 0 ? -1 : s->n_players == 2 ? picker : s->players[CLAMP (picker, 0, CAS_RUS_MAX_PLAYERS - 1)].kingdom;

  memset (out, 0, sizeof *out);
  if (picker < 0)
    {
      if (ex)
        cas_explain_add (ex, "MAINT p.11", _("Construction is not played this turn: no upkeep is due (inferred, unverified)"));
      return;
    }
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      if (ar->owner != kingdom || ar->settlement < CAS_RUS_CITY)
        continue;
      if (ex)
        {
          const char *name = cas_rus_area_name (a);
          g_autofree char *id = cas_rus_area_id (a);
          if (ar->built_turn >= s->turn)
            cas_explain_add (ex, "MAINT p.11", _("%s: built this turn, no upkeep yet"), name ? name : id);
          else
            cas_explain_add (ex, "MAINT p.11", ar->settlement == CAS_RUS_FORTRESS
                             ? _("%s: a Fortress from an earlier turn, upkeep 1 Grain or Livestock")
                             : _("%s: a City from an earlier turn, upkeep 1 Grain or Livestock"),
                             name ? name : id);
        }
      if (ar->built_turn < s->turn)
        out->areas[out->n_areas++] = a;
    }
  out->due = out->n_areas;
  out->per_settlement = 1 + (out->due > 0 ? rus_cards_upkeep (s, kingdom, ex) : 0);
  out->payable = k->resources[CAS_RUS_GRAIN] + k->resources[CAS_RUS_LIVESTOCK] + k->resources[CAS_RUS_MONEY];
  if (kingdom == lead_kingdom && out->due > 0)
    {
      out->discount = 1;
      if (ex)
        cas_explain_add (ex, "BUILD p.11", _("Construction Lead: one upkeep costs nothing"));
    }
  if (out->per_settlement == 1)
    out->unpaid = MAX (0, out->due - out->discount - out->payable);
  else
    {
      /* issue 18 (rus-rules): Harsh Winter; the Lead's 1 resource off one upkeep [BUILD p.11] */
      int paid = 0;
      while (paid < out->due && (paid + 1) * out->per_settlement - out->discount <= out->payable)
        paid++;
      out->unpaid = out->due - paid;
    }
  if (!ex)
    return;
  if (out->per_settlement == 1)
    cas_explain_add (ex, "MAINT p.11,COMMOD p.10", _("Upkeep to pay: %d of %d due; Grain, Livestock or Money in store: %d"),
                     out->due - out->discount, out->due, out->payable);
  else
    cas_explain_add (ex, "MAINT p.11,COMMOD p.10,POLITICS p.5", _("Upkeep to pay: %d tiles for %d settlements at %d each, less %d for the Construction Lead; Grain, Livestock or Money in store: %d"),
                     out->due * out->per_settlement - out->discount, out->due, out->per_settlement, out->discount, out->payable);
  if (out->unpaid > 0)
    cas_explain_add (ex, "MAINT p.11,VP p.17", _("%d unpaid: as many settlements drop a level, of the owner's choice (a Fortress becomes a City and loses its garrison; a City becomes a Town and its VP goes)"),
                     out->unpaid);
  else if (out->due > 0)
    cas_explain_add (ex, "MAINT p.11", _("Every upkeep can be paid"));
}

/* The limits over one side's armies by area (`armies[a]` -1: not its area) [STACK p.12]. */
static void
stacking_of (const CasRusState *s, const int *armies, CasRusStacking *out, CasExplain *ex)
{
  int saved_best = 0;

  memset (out, 0, sizeof *out);
  out->overstack = -1;
  /* The overstack goes where it saves the most armies. */
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      int limit = cas_rus_stacking_limit (ar->terrain, ar->settlement);
      if (armies[a] < 0)
        continue;
      if (limit < 0)
        {
          out->n_unknown++;
          continue;
        }
      out->excess[a] = MAX (0, armies[a] - limit);
      if (out->excess[a] - MAX (0, armies[a] - 2 * limit) > saved_best)
        {
          saved_best = out->excess[a] - MAX (0, armies[a] - 2 * limit);
          out->overstack = a;
        }
    }
  if (out->overstack >= 0)
    {
      const CasRusArea *ar = &s->areas[out->overstack];
      out->excess[out->overstack] = MAX (0, armies[out->overstack] - 2 * cas_rus_stacking_limit (ar->terrain, ar->settlement));
    }
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      int limit = cas_rus_stacking_limit (ar->terrain, ar->settlement);
      g_autofree char *id = NULL;
      const char *name;
      out->removed += out->excess[a];
      if (!ex || armies[a] < 0 || limit < 0 || (out->excess[a] == 0 && a != out->overstack))
        continue;
      id = cas_rus_area_id (a);
      name = cas_rus_area_name (a) ? cas_rus_area_name (a) : id;
      if (a == out->overstack)
        cas_explain_add (ex, "STACK p.12", g_dngettext (GETTEXT_PACKAGE, "%s: %d army, limit %d; as the one overstack area it may hold %d, so %d go (the owner designates the area)",
                                      "%s: %d armies, limit %d; as the one overstack area it may hold %d, so %d go (the owner designates the area)",
                                      (gulong) armies[a]),
                         name, armies[a], limit, 2 * limit, out->excess[a]);
      else
        cas_explain_add (ex, "STACK p.12", g_dngettext (GETTEXT_PACKAGE, "%s: %d army, limit %d (terrain and settlement): %d go",
                                      "%s: %d armies, limit %d (terrain and settlement): %d go", (gulong) armies[a]),
                         name, armies[a], limit, out->excess[a]);
    }
  if (!ex)
    return;
  if (out->n_unknown > 0)
    cas_explain_add (ex, "STACK p.12", g_dngettext (GETTEXT_PACKAGE, "%d held area has no terrain entered: its limit cannot be checked",
                                                    "%d held areas have no terrain entered: their limits cannot be checked", (gulong) out->n_unknown),
                     out->n_unknown);
  cas_explain_add (ex, "STACK p.12", _("Armies over the limits at the end of the round: %d, removed from the board"), out->removed);
}

void
cas_rus_stacking_excess (const CasRusState *s, int kingdom, CasRusStacking *out, CasExplain *ex)
{
  int armies[CAS_RUS_MAX_AREAS];
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    armies[a] = a < s->n_areas && s->areas[a].owner == kingdom ? s->areas[a].armies : -1;
  stacking_of (s, armies, out, ex);
}

/* issue 18 (rus-invbattle): the Vikings' or Teutons' armies on the map under the same
 * limits, one overstack (STACK p.12 read for their sub-Kingdom: Castellan's reading). */
void
cas_rus_invader_stacking_excess (const CasRusState *s, int slot, CasRusStacking *out, CasExplain *ex)
{
  int armies[CAS_RUS_MAX_AREAS];
  slot = CLAMP (slot, 0, CAS_RUS_N_INVADER_SLOTS - 1);
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    armies[a] = a < s->n_areas && s->invaders[slot].armies[a] > 0 ? s->invaders[slot].armies[a] : -1;
  stacking_of (s, armies, out, ex);
}

/* ---- a cost in words, a Kingdom's payment, Harvest ---- */

gboolean
cas_rus_cost_parse (const char *spec, CasRusCost *cost, GError **error)
{
  g_auto(GStrv) items = g_strsplit (spec ? spec : "", ",", -1);

  memset (cost, 0, sizeof *cost);
  if (items[0] == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("no cost given"));
      return FALSE;
    }
  for (char **item = items; *item; item++)
    {
      g_autofree char *word = g_strstrip (g_strdup (*item));
      char *colon = strchr (word, ':');
      guint64 n = 1;
      int r;
      CasRusCost part;
      if (colon)
        {
          *colon = '\0';
          if (!g_ascii_string_to_unsigned (colon + 1, 10, 1, 99, &n, NULL))
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("“%s”: the count after the colon must be 1-99"), *item);
              return FALSE;
            }
        }
      memset (&part, 0, sizeof part);
      if ((r = cas_rus_resource_from_id (word)) >= 0)
        part.need[r] = 1;
      else if (g_str_equal (word, "town") || g_str_equal (word, "city") || g_str_equal (word, "fortress"))
        cas_rus_cost_settlement (cas_rus_settlement_from_id (word), &part);
      else if (g_str_equal (word, "army") || g_str_equal (word, "armies") || g_str_equal (word, "upkeep")
               || g_str_equal (word, "grain-or-livestock"))
        part.grain_or_livestock = 1;
      else
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("“%s” is not a cost: a resource (grain, livestock, timber, ore, money, cloth, paper, supplies), town, city, fortress, army or upkeep, each with :N for N of it"),
                       *item);
          return FALSE;
        }
      for (int i = 0; i < CAS_RUS_N_RESOURCES; i++)
        cost->need[i] += part.need[i] * (int) n;
      cost->grain_or_livestock += part.grain_or_livestock * (int) n;
    }
  return TRUE;
}

/* The Kingdom whose store pools with `kingdom`'s this turn [INFLUENCE p.8]: its
 * Influencer's Kingdom, or the Kingdom its player Influences; -1. */
int
cas_rus_pool_partner (const CasRusState *s, int kingdom)
{
  const CasRusKingdom *k = &s->kingdoms[CLAMP (kingdom, 0, CAS_RUS_N_KINGDOMS - 1)];
  int p;

  if (k->influenced_by >= 0 && k->influenced_by < s->n_players)
    {
      int other = s->players[k->influenced_by].kingdom;
      return other != kingdom ? other : -1;
    }
  p = cas_rus_kingdom_player (s, kingdom);
  if (p < 0)
    return -1;
  for (int o = 0; o < CAS_RUS_N_KINGDOMS; o++)
    if (o != kingdom && s->kingdoms[o].influenced_by == p)
      return o;
  return -1;
}

gboolean
cas_rus_kingdom_pay (const CasRusState *s, int kingdom, const CasRusCost *cost, CasRusKingdomPayment *out,
                     CasExplain *ex)
{
  int store[CAS_RUS_N_RESOURCES];
  int partner = cas_rus_pool_partner (s, kingdom);
  /* the Influenced Kingdom pays first: what it keeps is discarded at the end of the turn */
  int influenced = partner < 0 ? -1 : s->kingdoms[kingdom].influenced_by >= 0 ? kingdom : partner;

  memset (out, 0, sizeof *out);
  out->kingdom[0] = kingdom;
  out->kingdom[1] = partner;
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    store[r] = s->kingdoms[kingdom].resources[r] + (partner >= 0 ? s->kingdoms[partner].resources[r] : 0);
  if (ex)
    {
      g_autoptr(GString) held = g_string_new (NULL);
      for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
        if (store[r] > 0)
          g_string_append_printf (held, "%s%d %s", held->len ? ", " : "", store[r], resource_name (r));
      if (partner >= 0)
        cas_explain_add (ex, "INFLUENCE p.8", _("%s and %s pool their stores for spending this turn (Influence): %s; the Influenced Kingdom's tiles go first, since what it keeps is discarded (Castellan's choice)"),
                         cas_rus_kingdom_name (kingdom), cas_rus_kingdom_name (partner), held->len ? held->str : _("nothing"));
      else
        cas_explain_add (ex, "COMMOD p.10", _("Store of %s: %s"), cas_rus_kingdom_name (kingdom),
                         held->len ? held->str : _("nothing"));
    }
  cas_rus_pay (store, cost, &out->payment, ex);
  /* issue 18 (rus-table): the two-player game's pair trades 1 for 1, once the opponent
   * refused the trade [TWOP p.19]; tiles change hands, their number stays */
  out->pair = cas_rus_pair_partner (s, kingdom);
  if (!out->payment.ok && out->pair >= 0 && out->pair != partner)
    {
      int both[CAS_RUS_N_RESOURCES], held = 0, handed = 0;
      CasRusPayment with_pair;
      for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
        {
          both[r] = store[r] + s->kingdoms[out->pair].resources[r];
          held += store[r];
        }
      cas_rus_pay (both, cost, &with_pair, NULL);
      for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
        handed += with_pair.use[r];
      out->pair_trade_pays = with_pair.ok && held >= handed;
      if (ex)
        {
          cas_rus_pair_trade (s, kingdom, ex);
          cas_explain_add (ex, "TWOP p.19", out->pair_trade_pays
                           ? _("Trading 1 for 1 with %s would let %s pay this (if the opponent refuses the trade)")
                           : _("Even trading 1 for 1 with %s would not let %s pay this"),
                           cas_rus_kingdom_name (out->pair), cas_rus_kingdom_name (kingdom));
        }
    }
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    {
      int use = out->payment.use[r];
      int first = influenced >= 0 ? influenced : kingdom;
      int second = influenced >= 0 ? (influenced == kingdom ? partner : kingdom) : -1;
      int a = MIN (use, s->kingdoms[first].resources[r]);
      int i0 = first == kingdom ? 0 : 1;
      out->use[i0][r] = a;
      if (second >= 0)
        out->use[1 - i0][r] = use - a;
    }
  if (ex && out->payment.ok)
    for (int i = 0; i < 2; i++)
      for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
        if (out->kingdom[i] >= 0 && out->use[i][r] > 0)
          cas_explain_propose (ex, "resource %s %s -%d", cas_rus_kingdom_id (out->kingdom[i]), cas_rus_resource_id (r),
                               out->use[i][r]);
  return out->payment.ok;
}

/* The Basic a terrain yields [HARVEST p.9]; Taiga yields Livestock or Timber, -1. */
static int
terrain_basic (int terrain)
{
  switch (terrain)
    {
    case CAS_RUS_ARABLE: return CAS_RUS_GRAIN;
    case CAS_RUS_STEPPE: return CAS_RUS_LIVESTOCK;
    case CAS_RUS_FOREST: return CAS_RUS_TIMBER;
    case CAS_RUS_MOUNTAIN: return CAS_RUS_ORE;
    default: return -1;
    }
}

/* Does `kingdom` hold `ability` (a cell's), its own or its Influencer's this turn
 * [INFLUENCE p.8]; `*from` the Kingdom whose it is. */
static gboolean
holds (const CasRusState *s, int kingdom, int ability, int *from)
{
  return ability < CAS_RUS_N_ABILITY_CELLS && cas_rus_kingdom_ability_turn (s, kingdom, ability, from) > 0;
}

void
cas_rus_harvest (const CasRusState *s, int kingdom, CasRusHarvest *out, CasExplain *ex)
{
  rus_harvest_run (s, kingdom, NULL, out, ex);
}

/* cas_rus_harvest (); `extra_known` (by ability, or NULL) marks the abilities whose
 * Harvest extra the caller counts from the C&T file (cas_rus_harvest_ct ()): their "add
 * it by hand" line is left out. */
void
rus_harvest_run (const CasRusState *s, int kingdom, const gboolean *extra_known, CasRusHarvest *out, CasExplain *ex)
{
  const CasRusKingdom *k = &s->kingdoms[CLAMP (kingdom, 0, CAS_RUS_N_KINGDOMS - 1)];
  const char *name = cas_rus_kingdom_name (kingdom);
  int picker = s->track.picker[CAS_RUS_HARVEST];
  int lead_kingdom = picker < 0 ? -1 : s->n_players == 2 ? picker : s->players[CLAMP (picker, 0, CAS_RUS_MAX_PLAYERS - 1)].kingdom;
  /* a Basic and the abilities that turn one tile of it into a Commodity [COMMOD p.10] */
  static const struct { int basic, ability, commodity; } conv[] = {
    { CAS_RUS_ORE, CAS_RUS_ALCHEMY, CAS_RUS_MONEY },
    { CAS_RUS_LIVESTOCK, CAS_RUS_WEAVING, CAS_RUS_CLOTH },
    { CAS_RUS_TIMBER, CAS_RUS_PULPING, CAS_RUS_PAPER },
    { CAS_RUS_ORE, CAS_RUS_ARCHITECTURE, CAS_RUS_SUPPLIES },
    { CAS_RUS_TIMBER, CAS_RUS_CARPENTRY, CAS_RUS_SUPPLIES },
  };
  gboolean converted[CAS_RUS_N_BASICS] = { FALSE };
  int from = -1;
  static const int basic_abilities[] = { CAS_RUS_AGRICULTURE, CAS_RUS_HUSBANDRY, CAS_RUS_FORESTRY, CAS_RUS_MINING };

  memset (out, 0, sizeof *out);
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      int b;
      if (ar->owner != kingdom)
        continue;
      if (ar->terrain == CAS_RUS_TERRAIN_UNKNOWN)
        out->n_unknown++;
      else if (ar->terrain == CAS_RUS_TAIGA)
        out->taiga_areas++;
      else if ((b = terrain_basic (ar->terrain)) >= 0)
        out->yields[b] = 1;
    }
  out->taiga = out->taiga_areas / 2;
  out->lead = lead_kingdom == kingdom && kingdom >= 0;
  if (ex)
    {
      static const int order[] = { CAS_RUS_GRAIN, CAS_RUS_LIVESTOCK, CAS_RUS_TIMBER, CAS_RUS_ORE };
      static const int terrain_of[] = { CAS_RUS_ARABLE, CAS_RUS_STEPPE, CAS_RUS_FOREST, CAS_RUS_MOUNTAIN };
      for (guint i = 0; i < G_N_ELEMENTS (order); i++)
        if (out->yields[order[i]])
          cas_explain_add (ex, "HARVEST p.9", _("%s: 1 %s, one tile for its %s land however many areas (the colour-to-terrain pairing is the dossier's inference)"),
                           name, resource_name (order[i]), cas_rus_terrain_name (terrain_of[i]));
      if (out->yields[CAS_RUS_GRAIN])
        cas_explain_add (ex, "HARVEST p.9", _("The \"1/2\" printed beside Grain is read as a stray mark, not half a tile (U9's default: unverified)"));
      if (out->taiga_areas > 0)
        cas_explain_add (ex, "TAIGA p.9", g_dngettext (GETTEXT_PACKAGE, "%d Taiga area: %d Livestock or Timber, the owner's choice (1 per 2 Taiga areas, none below 2)",
                                                       "%d Taiga areas: %d Livestock or Timber, the owner's choice (1 per 2 Taiga areas, none below 2)",
                                                       (gulong) out->taiga_areas),
                         out->taiga_areas, out->taiga);
      if (out->lead)
        cas_explain_add (ex, "HARVEST p.9", _("Harvest Lead: +1 Basic of any type, drawn before the others harvest"));
      if (out->n_unknown > 0)
        cas_explain_add (ex, "HARVEST p.9", g_dngettext (GETTEXT_PACKAGE, "%d held area has no terrain entered: what it yields is not counted",
                                                         "%d held areas have no terrain entered: what they yield is not counted",
                                                         (gulong) out->n_unknown),
                         out->n_unknown);
    }
  /* issue 18 (rus-rules): Good Harvest and Famine, activated this turn [POLITICS p.5] */
  rus_cards_harvest (s, kingdom, out->yields, ex);
  for (int r = 0; r < CAS_RUS_N_BASICS; r++)
    out->tiles += out->yields[r];
  out->tiles += out->taiga + (out->lead ? 1 : 0);
  if (ex)
    {
      for (guint i = 0; i < G_N_ELEMENTS (basic_abilities); i++)
        if (holds (s, kingdom, basic_abilities[i], &from) && !(extra_known && extra_known[basic_abilities[i]]))
          {
            if (from != kingdom)
              cas_explain_add (ex, "HARVEST p.9,CT p.17,INFLUENCE p.8", _("%s (its Influencer %s’s, which it has this turn) raises the Harvest by an amount printed on the Player Mat, in no source: add it by hand"),
                               cas_rus_ability_name (basic_abilities[i]), cas_rus_kingdom_name (from));
            else
              cas_explain_add (ex, "HARVEST p.9,CT p.17", _("%s raises the Harvest by an amount printed on the Player Mat, in no source: add it by hand"),
                               cas_rus_ability_name (basic_abilities[i]));
          }
    }
  /* Conversions: at most one tile of each Basic (setting U10's default: one per Basic
   * type, so Ore with Alchemy and Architecture is converted once), even when that Basic's
   * pile is empty [COMMOD p.10]. */
  for (guint i = 0; i < G_N_ELEMENTS (conv); i++)
    {
      gboolean per_basic = s->settings.u10_one_per_basic;
      if (!holds (s, kingdom, conv[i].ability, &from) || (per_basic && converted[conv[i].basic]))
        continue;
      converted[conv[i].basic] = TRUE;
      out->conversions[conv[i].commodity]++;
      /* issue 18 (rus-table): setting U10 off, one conversion per ability */
      if (ex && !per_basic)
        cas_explain_add (ex, from != kingdom ? "COMMOD p.10,INFLUENCE p.8" : "COMMOD p.10",
                         _("%s: 1 %s may become 1 %s (one per ability, setting U10 off: unverified)"),
                         cas_rus_ability_name (conv[i].ability), resource_name (conv[i].basic), resource_name (conv[i].commodity));
      else if (ex && from != kingdom)
        cas_explain_add (ex, "COMMOD p.10,INFLUENCE p.8", _("%s of its Influencer %s, which it has this turn: 1 %s may become 1 %s (one per Basic type, U10's default: unverified)"),
                         cas_rus_ability_name (conv[i].ability), cas_rus_kingdom_name (from), resource_name (conv[i].basic),
                         resource_name (conv[i].commodity));
      else if (ex)
        cas_explain_add (ex, "COMMOD p.10", _("%s: 1 %s may become 1 %s (one per Basic type, U10's default: unverified)"),
                         cas_rus_ability_name (conv[i].ability), resource_name (conv[i].basic), resource_name (conv[i].commodity));
    }
  {
    int total = 0;
    for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
      total += k->resources[r];
    out->in_store = total;
    out->over_limit = MAX (0, total + out->tiles - rus_store_limit (s, kingdom, NULL));
  }
  if (ex)
    {
      cas_explain_add (ex, "HARVEST p.9", g_dngettext (GETTEXT_PACKAGE, "%s harvests %d tile before the abilities' extra; a pile that has run out gives nothing",
                                                       "%s harvests %d tiles before the abilities' extra; a pile that has run out gives nothing",
                                                       (gulong) out->tiles),
                       name, out->tiles);
      if (out->over_limit > 0)
        cas_explain_add (ex, "HARVEST p.9", _("With %d tiles in store now, %d over the store limit at the end of Harvest"),
                         out->in_store, out->over_limit);
      for (int r = 0; r < CAS_RUS_N_BASICS; r++)
        if (out->yields[r] > 0)
          cas_explain_propose (ex, "resource %s %s +%d", cas_rus_kingdom_id (kingdom), cas_rus_resource_id (r), out->yields[r]);
    }
}
