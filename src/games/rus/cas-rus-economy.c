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
    cas_explain_add (ex, "COMMOD p.10", _("%d Basics short, with no Money left to stand in"), out->short_basics);
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
cas_rus_resource_limit (const CasRusState *s, int kingdom, int *limit, CasExplain *ex)
{
  const CasRusKingdom *k = &s->kingdoms[CLAMP (kingdom, 0, CAS_RUS_N_KINGDOMS - 1)];
  int total = 0, lim = k->warehouse ? 20 : 10, excess;

  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    total += k->resources[r];
  excess = MAX (0, total - lim);
  if (limit)
    *limit = lim;
  if (ex)
    {
      cas_explain_add (ex, "HARVEST p.9", k->warehouse
                       ? _("End of Harvest, %s: at most 20 tiles (Warehouse doubles the 10)")
                       : _("End of Harvest, %s: at most 10 tiles (20 with Warehouse)"),
                       cas_rus_kingdom_name (kingdom));
      if (excess > 0)
        cas_explain_add (ex, "HARVEST p.9", _("%d tiles in store: discard %d, of the owner's choice"), total, excess);
      else
        cas_explain_add (ex, "HARVEST p.9", _("%d tiles in store: within the limit"), total);
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
  out->payable = k->resources[CAS_RUS_GRAIN] + k->resources[CAS_RUS_LIVESTOCK] + k->resources[CAS_RUS_MONEY];
  if (kingdom == lead_kingdom && out->due > 0)
    {
      out->discount = 1;
      if (ex)
        cas_explain_add (ex, "BUILD p.11", _("Construction Lead: one upkeep costs nothing"));
    }
  out->unpaid = MAX (0, out->due - out->discount - out->payable);
  if (!ex)
    return;
  cas_explain_add (ex, "MAINT p.11,COMMOD p.10", _("Upkeep to pay: %d of %d due; Grain, Livestock or Money in store: %d"),
                   out->due - out->discount, out->due, out->payable);
  if (out->unpaid > 0)
    cas_explain_add (ex, "MAINT p.11,VP p.17", _("%d unpaid: as many settlements drop a level, of the owner's choice (a Fortress becomes a City and loses its garrison; a City becomes a Town and its VP goes)"),
                     out->unpaid);
  else if (out->due > 0)
    cas_explain_add (ex, "MAINT p.11", _("Every upkeep can be paid"));
}

void
cas_rus_stacking_excess (const CasRusState *s, int kingdom, CasRusStacking *out, CasExplain *ex)
{
  int saved_best = 0;

  memset (out, 0, sizeof *out);
  out->overstack = -1;
  /* The overstack goes where it saves the most armies. */
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      int limit = cas_rus_stacking_limit (ar->terrain, ar->settlement);
      if (ar->owner != kingdom)
        continue;
      if (limit < 0)
        {
          out->n_unknown++;
          continue;
        }
      out->excess[a] = MAX (0, ar->armies - limit);
      if (out->excess[a] - MAX (0, ar->armies - 2 * limit) > saved_best)
        {
          saved_best = out->excess[a] - MAX (0, ar->armies - 2 * limit);
          out->overstack = a;
        }
    }
  if (out->overstack >= 0)
    {
      const CasRusArea *ar = &s->areas[out->overstack];
      out->excess[out->overstack] = MAX (0, ar->armies - 2 * cas_rus_stacking_limit (ar->terrain, ar->settlement));
    }
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      int limit = cas_rus_stacking_limit (ar->terrain, ar->settlement);
      g_autofree char *id = NULL;
      const char *name;
      out->removed += out->excess[a];
      if (!ex || ar->owner != kingdom || limit < 0 || (out->excess[a] == 0 && a != out->overstack))
        continue;
      id = cas_rus_area_id (a);
      name = cas_rus_area_name (a) ? cas_rus_area_name (a) : id;
      if (a == out->overstack)
        cas_explain_add (ex, "STACK p.12", _("%s: %d armies, limit %d; as the one overstack area it may hold %d, so %d go (the owner designates the area)"),
                         name, ar->armies, limit, 2 * limit, out->excess[a]);
      else
        cas_explain_add (ex, "STACK p.12", _("%s: %d armies, limit %d (terrain and settlement): %d go"),
                         name, ar->armies, limit, out->excess[a]);
    }
  if (!ex)
    return;
  if (out->n_unknown > 0)
    cas_explain_add (ex, "STACK p.12", _("%d held areas have no terrain entered: their limits cannot be checked"), out->n_unknown);
  cas_explain_add (ex, "STACK p.12", _("Armies over the limits at the end of the round: %d, removed from the board"), out->removed);
}
