/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-pay.c: the Pay step (3.2, 4.8.2): which Coin and Loot may shift whose Service,
 * how far, and who is at risk of Disbanding. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-pay.h"

#include "cas-lc-rules.h"

static void
clear_lord (gpointer p)
{
  CasPayLord *pl = p;
  g_clear_pointer (&pl->sources, g_array_unref);
}

void
cas_pay_result_free (CasPayResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->lords);
  g_free (result);
}

const CasPayLord *
cas_pay_result_find (const CasPayResult *result, int lord)
{
  for (guint i = 0; i < result->lords->len; i++)
    if (g_array_index (result->lords, CasPayLord, i).lord == lord)
      return &g_array_index (result->lords, CasPayLord, i);
  return NULL;
}

int
cas_pay_lord_max_from (const CasPayLord *pl, int payer, CasAsset type)
{
  for (guint i = 0; i < pl->sources->len; i++)
    {
      const CasPaySource *s = &g_array_index (pl->sources, CasPaySource, i);
      if (s->payer == payer && s->type == type)
        return s->max;
    }
  return 0;
}

static void
add_source (CasPayLord *pl, int payer, CasAsset type, int amount)
{
  CasPaySource s = { payer, type, MIN (amount, pl->room * pl->cost), FALSE };
  if (amount > 0 && s.max > 0)
    g_array_append_val (pl->sources, s);
}

/* comune (issue 17): a Commander and his Comune are one Lord (Inferno 1.5.1): the Coin or
 * Loot on his Comune mat pays as his own, after his mat's. */
static void
add_comune_source (const CasTable *t, CasPayLord *pl, int payer, CasAsset type, gboolean friendly, CasExplain *ex)
{
  int comune = cas_game_get_lord (t->game, payer)->comune;
  if (comune < 0)
    return;
  int amount = CAS_COMUNE (t, comune, CAS_M_ASSETS + type);
  CasPaySource s = { payer, type, MIN (amount, pl->room * pl->cost), TRUE };
  if (amount <= 0 || s.max <= 0 || (type == CAS_ASSET_LOOT && !friendly))
    return;
  g_array_append_val (pl->sources, s);
  cas_explain_add (ex, type == CAS_ASSET_COIN ? "3.2.1,1.5.1" : "3.2.2,1.5.1",
                   type == CAS_ASSET_COIN ? _("%s's %s mat holds %d Coin: it pays as his own (Commander and Comune are one Lord)")
                                          : _("%s's %s mat holds %d Loot: it pays as his own at a Friendly Locale (Commander and "
                                              "Comune are one Lord)"),
                   cas_rules_lord_name (t, payer), cas_game_get_comune (t->game, comune)->name, amount);
}

static const char *
payer_name (const CasTable *t, const CasLcPayPool *pool, int payer)
{
  if (payer != CAS_PAY_POOL)
    return cas_rules_lord_name (t, payer);
  return pool ? pool->payer_name () : "";
}

/* Sources in Castellan's order of spending: his own Coin (good for nothing but Pay),
 * his own Loot (it can also Feed, but only at Friendly Locales can it Pay), the other
 * Lords' Coin, their Loot, and last the game's store of Coin (CasLcRules.pay_pool: the
 * Novgorod Veche, which can pay any Unbesieged Russian anywhere and so is the most
 * precious). */
static void
find_sources (const CasTable *t, CasPayLord *pl, CasExplain *ex)
{
  CasGame *game = t->game;
  int lord = pl->lord;
  int side = cas_rules_lord_side (t, lord);
  int locale = cas_rules_lord_locale (t, lord);
  gboolean besieged = cas_rules_besieged (t, lord);
  gboolean friendly = cas_rules_friendly (t, locale, side, NULL);
  const CasLcRules *rules = cas_lc_rules (game);
  int n_lords = (int) cas_game_get_n_lords (game);
  const char *name = cas_rules_lord_name (t, lord);
  int loot_here = 0;

  /* The Lords whose mats can pay him: himself, then his side's Lords at the Locale who
   * are Besieged exactly as he is (4.3.5 separates those inside from those outside). */
  int payers[64];
  int n_payers = 0;
  payers[n_payers++] = lord;
  for (int p = 0; p < n_lords && n_payers < (int) G_N_ELEMENTS (payers); p++)
    if (p != lord && cas_rules_lord_locale (t, p) == locale && cas_rules_lord_side (t, p) == side &&
        cas_rules_besieged (t, p) == besieged)
      payers[n_payers++] = p;

  for (int pass = 0; pass < 4; pass++)
    {
      gboolean own = pass < 2;
      CasAsset type = pass % 2 == 0 ? CAS_ASSET_COIN : CAS_ASSET_LOOT;
      for (int i = own ? 0 : 1; i < (own ? 1 : n_payers); i++)
        {
          int p = payers[i];
          int amount = CAS_LORD (t, p, CAS_L_ASSETS + type);
          if (amount <= 0)
            continue;
          if (type == CAS_ASSET_LOOT)
            {
              loot_here += amount;
              if (!friendly)
                continue;
            }
          add_source (pl, p, type, amount);
          if (pl->room <= 0)
            continue;
          if (p == lord)
            cas_explain_add (ex, type == CAS_ASSET_COIN ? "3.2.1" : "3.2.2,1.3.1",
                             /* lords.json `persons`: Knud & Abel "can Pay themselves". */
                             type == CAS_ASSET_COIN ? ngettext ("%s can Pay himself with his own Coin (%d)", "%s can Pay themselves with their own Coin (%d)",
                                                                cas_rules_lord_persons (t, lord))
                                                    : ngettext ("%s can Pay himself with his own Loot (%d) at a Friendly Locale",
                                                                "%s can Pay themselves with their own Loot (%d) at a Friendly Locale",
                                                                cas_rules_lord_persons (t, lord)),
                             name, amount);
          else
            cas_explain_add (ex, type == CAS_ASSET_COIN ? "3.2.1" : "3.2.2,1.3.1",
                             type == CAS_ASSET_COIN ? ngettext ("%s can Pay %s with his Coin (%d): they are at the same Locale",
                                                                "%s can Pay %s with their Coin (%d): they are at the same Locale",
                                                                cas_rules_lord_persons (t, p))
                                                    : ngettext ("%s can Pay %s with his Loot (%d): they are at the same Friendly Locale",
                                                                "%s can Pay %s with their Loot (%d): they are at the same Friendly Locale",
                                                                cas_rules_lord_persons (t, p)),
                             cas_rules_lord_name (t, p), name, amount);
        }
      for (int i = own ? 0 : 1; i < (own ? 1 : n_payers); i++)
        add_comune_source (t, pl, payers[i], type, friendly, ex);
    }

  if (loot_here > 0 && !friendly && pl->room > 0)
    {
      if (besieged || CAS_LOCALE (t, locale, CAS_C_SIEGE) > 0)
        cas_explain_add (ex, "3.2.2,1.3.1,4.3.5", _("Loot cannot Pay %s at %s: a Siege Locale is never Friendly, and Loot pays only at a Friendly Locale"),
                         name, cas_rules_locale_name (t, locale));
      else
        cas_explain_add (ex, "3.2.2,1.3.1", _("Loot cannot Pay %s at %s: it is not Friendly to the %s, and Loot pays only at a Friendly Locale (Loot can still Feed)"),
                         name, cas_rules_locale_name (t, locale), cas_rules_side_name (t, side));
    }

  int pool = rules && rules->pay_pool ? rules->pay_pool->coin (t, lord, besieged, pl->room, ex) : -1;
  if (pool > 0)
    add_source (pl, CAS_PAY_POOL, CAS_ASSET_COIN, pool);
  else if (pool < 0 && besieged && n_payers == 1 && CAS_LORD (t, lord, CAS_L_ASSETS + CAS_ASSET_COIN) == 0)
    cas_explain_add (ex, "3.2.1,4.3.5", _("%s is Besieged: only Coin of the Lords Besieged there could Pay"), name);
}

CasPayResult *
cas_pay_compute (const CasTable *t, int lord, int shift, CasExplain *ex)
{
  /* The explanation is optional for callers who only want the numbers. */
  g_autoptr(CasExplain) scratch = ex ? NULL : cas_explain_new ();
  ex = ex ? ex : scratch;
  CasGame *game = t->game;
  int n_boxes = (int) cas_game_get_n_boxes (game);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  gboolean campaign = CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN;
  CasPayResult *r = g_new0 (CasPayResult, 1);
  const CasLcRules *rules = cas_lc_rules (game);

  r->lords = g_array_new (FALSE, TRUE, sizeof (CasPayLord));
  g_array_set_clear_func (r->lords, clear_lord);
  r->lord = lord;
  r->asked = shift;

  cas_explain_add (ex, campaign ? "4.8.2,3.2" : "3.2,2.2.4",
                   campaign ? _("Pay after Feed, %s then %s, as in the Levy: each Coin or Loot spent shifts one Service marker 1 box right")
                            : _("Pay, %s then %s: each Coin or Loot spent shifts one Service marker 1 box right"),
                   cas_rules_side_text (t, 0), cas_rules_side_text (t, 1));

  for (int side = 0; side < CAS_N_SIDES; side++)
    for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
      {
        if (!cas_table_lord_on_map (t, l) || cas_rules_lord_side (t, l) != side)
          continue;
        CasPayLord pl = { 0 };
        pl.lord = l;
        pl.service = CAS_LORD (t, l, CAS_L_SERVICE);
        pl.at_risk = pl.service <= box;
        pl.needed = pl.at_risk ? box + 1 - MAX (pl.service, 0) : 0;
        pl.room = MAX (0, n_boxes + 1 - MAX (pl.service, 0));
        pl.sources = g_array_new (FALSE, TRUE, sizeof (CasPaySource));
        /* inf-march: a box may cost more than 1 (Inferno's Podestà, 3.2.1). */
        pl.cost = rules && rules->pay_cost ? rules->pay_cost (t, l, ex) : 1;
        pl.cost = MAX (pl.cost, 1);

        const char *name = cas_rules_lord_name (t, l);
        if (pl.service <= 0)
          cas_explain_addn (ex, "3.3.1,2.2.3", pl.needed,
                            "%s's Service marker is just off the left edge of the Calendar, left of box %d: beyond the Service limit unless Paid %d box right",
                            "%s's Service marker is just off the left edge of the Calendar, left of box %d: beyond the Service limit unless Paid %d boxes right",
                            name, box, pl.needed);
        else if (pl.service < box)
          cas_explain_addn (ex, "3.3.1", pl.needed,
                            "%s's Service marker is in box %d, left of the current box %d: beyond the Service limit unless Paid %d box right",
                            "%s's Service marker is in box %d, left of the current box %d: beyond the Service limit unless Paid %d boxes right",
                            name, pl.service, box, pl.needed);
        else if (pl.service == box)
          cas_explain_add (ex, "3.3.2", _("%s's Service marker is in the current box %d: a Disband unless Paid 1 box right"), name, box);
        else if (pl.service > n_boxes)
          cas_explain_add (ex, "3.2,2.2.3", _("%s's Service marker is just off the right edge of the Calendar: Pay cannot move it further"), name);
        else
          cas_explain_add (ex, "3.3", _("%s's Service marker is in box %d, right of the current box %d: no Disband risk now"), name, pl.service, box);

        find_sources (t, &pl, ex);
        for (guint i = 0; i < pl.sources->len; i++)
          pl.max_shifts += g_array_index (pl.sources, CasPaySource, i).max;
        pl.max_shifts = MIN (pl.max_shifts / pl.cost, pl.room);
        if (pl.at_risk && pl.max_shifts < pl.needed)
          cas_explain_addn (ex, "3.2,3.3", pl.max_shifts,
                            "%s's sources can buy only %d shift of the %d needed",
                            "%s's sources can buy only %d shifts of the %d needed",
                            name, pl.max_shifts, pl.needed);
        g_array_append_val (r->lords, pl);
      }

  if (lord < 0 || shift <= 0)
    return r;

  const CasPayLord *pl = cas_pay_result_find (r, lord);
  const char *name = cas_rules_lord_name (t, lord);
  const char *id = cas_game_get_lord (game, lord)->id;
  if (pl == NULL)
    {
      cas_explain_add (ex, "3.2", _("%s is not on the map and cannot be Paid"), name);
      return r;
    }
  int want = MIN (shift, pl->room);
  if (want < shift)
    cas_explain_add (ex, "3.2,1.7.2,2.2.3", _("Only %d of the %d shifts asked would still move %s's marker (just off the right edge is as far as it goes); Coin and Loot are spent only to actually shift Service"),
                     want, shift, name);
  const CasLcPayPool *pool = rules ? rules->pay_pool : NULL;
  if (pool)
    pool->explain_order (name, ex);
  else
    cas_explain_add (ex, "3.2", _("Castellan's order of payment: %s's own Coin, then own Loot, other Lords' Coin, then their Loot (the owner may choose otherwise)"),
                     name);
  /* inf-march: `spent` counts Coin and Loot, `cost` of them per box (1; Inferno's
   * Podestà 2, any mix of Coin and Loot). */
  int spent = 0;
  int units = MIN (want, pl->max_shifts) * pl->cost;
  for (guint i = 0; i < pl->sources->len && spent < units; i++)
    {
      const CasPaySource *s = &g_array_index (pl->sources, CasPaySource, i);
      int n = MIN (s->max, units - spent);
      spent += n;
      r->bought = spent / pl->cost;
      if (s->payer != CAS_PAY_POOL && s->comune_mat) /* comune: Inferno's action on the Comune mat */
        cas_explain_propose (ex, "comune %s assets %s -%d", cas_game_get_lord (game, s->payer)->id, cas_game_asset_id (t->game, s->type), n);
      else if (s->payer != CAS_PAY_POOL)
        cas_explain_propose (ex, "assets %s %s -%d", cas_game_get_lord (game, s->payer)->id, cas_game_asset_id (t->game, s->type), n);
      else if (pool)  /* always: only a game's pool adds CAS_PAY_POOL sources */
        pool->propose_spend (ex, n);
      if (s->comune_mat)
        cas_explain_add (ex, s->type == CAS_ASSET_COIN ? "3.2.1,1.5.1" : "3.2.2,1.5.1",
                         s->type == CAS_ASSET_COIN ? _("%s spends %d Coin from his Comune mat on %s") : _("%s spends %d Loot from his Comune mat on %s"),
                         payer_name (t, pool, s->payer), n, name);
      else
        cas_explain_add (ex, s->type == CAS_ASSET_COIN ? "3.2.1" : "3.2.2", s->type == CAS_ASSET_COIN ? _("%s spends %d Coin on %s") : _("%s spends %d Loot on %s"),
                         payer_name (t, pool, s->payer), n, name);
    }
  if (r->bought < want)
    cas_explain_add (ex, "3.2", _("Only %d of the %d shifts can be bought for %s"), r->bought, want, name);
  if (r->bought > 0)
    {
      /* From off the left edge each box is a shift of its own (2.2.3): the first lands in box 1. */
      if (pl->service <= 0 && r->bought > 1)
        {
          cas_explain_propose (ex, "service %s +1", id);
          cas_explain_propose (ex, "service %s +%d", id, r->bought - 1);
        }
      else
        cas_explain_propose (ex, "service %s +%d", id, r->bought);
      int after = pl->service <= 0 ? r->bought : MIN (pl->service + r->bought, n_boxes + 1);
      if (after > n_boxes)
        cas_explain_add (ex, "3.2,2.2.3", _("%s's Service marker goes just off the right edge of the Calendar"), name);
      else
        cas_explain_add (ex, "3.2,3.3", after > box ? _("%s's Service marker goes to box %d, right of the current box: no Disband")
                                                    : _("%s's Service marker goes to box %d, which is still not right of the current box"),
                         name, after);
      if (CAS_GLOBAL (t, CAS_G_OPT_VASSAL_SERVICE))
        cas_explain_add (ex, "3.4.2", _("Advanced Vassal Service: the Calendar markers of %s's Vassals shift with the Lord's"), name);
    }
  return r;
}
