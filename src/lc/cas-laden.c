/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-laden.c: Laden status of a March (4.3.2), what Avoid Battle and Retreat leave behind
 * (4.3.4, 4.4.3), and Ships needed to Sail (4.7.3), for one Lord or a group. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-laden.h"
#include "cas-settings.h" /* inf-cmd: the unverified Season (I1, I2) */
#include "cas-lc-rules.h"

/* ------------------------------------------------------------------------ */
/* Shared helpers. */

static gboolean
named (const int *lords, int n, int lord)
{
  for (int i = 0; i < n; i++)
    if (lords[i] == lord)
      return TRUE;
  return FALSE;
}

/* The Lower Lord under `lord` (4.1.3), or -1. */
static int
lower_lord_of (const CasTable *t, int lord)
{
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_table_lord_on_map (t, (int) l) && CAS_LORD (t, l, CAS_L_LIEUTENANT) == lord)
      return (int) l;
  return -1;
}

/* The card id ("T3") of a This Lord Capability at a Lord's mat, for citing it. */
char *
cas_laden_card_label (const CasTable *t, int lord, const char *cap_name)
{
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      if (CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == lord &&
          g_strcmp0 (card->cap_name, cap_name) == 0)
        return g_ascii_strup (card->id, -1);
    }
  return g_strdup ("?");
}

/* The named Lords must exist, be on the map, be of one side and share a Locale. */
static gboolean
check_lords (const CasTable *t, const int *lords, int n_lords, int *side, int *from, GError **error)
{
  int n_all = (int) cas_game_get_n_lords (t->game);

  if (lords == NULL || n_lords < 1)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("no Lord named"));
      return FALSE;
    }
  for (int i = 0; i < n_lords; i++)
    {
      if (lords[i] < 0 || lords[i] >= n_all)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("there is no Lord number %d"), lords[i]);
          return FALSE;
        }
      if (!cas_table_lord_on_map (t, lords[i]))
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("%s is not on the map, so he cannot move (1.3.1)"),
                       cas_rules_lord_name (t, lords[i]));
          return FALSE;
        }
      for (int k = 0; k < i; k++)
        if (lords[k] == lords[i])
          {
            g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("%s is named twice"), cas_rules_lord_name (t, lords[i]));
            return FALSE;
          }
      if (cas_rules_lord_side (t, lords[i]) != cas_rules_lord_side (t, lords[0]))
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("%s and %s are on different sides and cannot move together (4.3.1)"),
                       cas_rules_lord_name (t, lords[0]), cas_rules_lord_name (t, lords[i]));
          return FALSE;
        }
      if (cas_rules_lord_locale (t, lords[i]) != cas_rules_lord_locale (t, lords[0]))
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED,
                       _("%s is at %s and %s at %s: only Lords at one Locale move together (4.3.1)"),
                       cas_rules_lord_name (t, lords[0]), cas_rules_locale_name (t, cas_rules_lord_locale (t, lords[0])),
                       cas_rules_lord_name (t, lords[i]), cas_rules_locale_name (t, cas_rules_lord_locale (t, lords[i])));
          return FALSE;
        }
    }
  *side = cas_rules_lord_side (t, lords[0]);
  *from = cas_rules_lord_locale (t, lords[0]);
  return TRUE;
}

static void
problem (CasExplain *ex, GPtrArray *problems, const char *rules, char *text)
{
  cas_explain_add (ex, rules, "%s", text);
  if (problems)
    g_ptr_array_add (problems, g_strdup (text));
  g_free (text);
}

/* 4.3.1, 4.1.3, 1.5.1: may the named Lords move as one group? Says why not in `ex` (and
 * in `problems`, if given), and who leads when they may. */
static gboolean
check_group (const CasTable *t, const int *lords, int n, const char *verb, CasExplain *ex, GPtrArray *problems)
{
  gboolean legal = TRUE;
  int marshal = -1;

  gboolean commander = FALSE;
  for (int i = 0; i < n; i++)
    if (cas_table_lord_is_marshal (t, lords[i]))
      marshal = lords[i];
  /* inf-march: Inferno's Commanders lead a group March as Nevsky's Marshals do (Inferno
   * 4.3.1, 1.5.1). */
  for (int i = 0; i < n && marshal < 0; i++)
    if (cas_game_get_lord (t->game, lords[i])->commander)
      marshal = lords[i], commander = TRUE;

  for (int i = 0; i < n; i++)
    {
      int l = lords[i];
      int lieutenant = CAS_LORD (t, l, CAS_L_LIEUTENANT);
      int lower = lower_lord_of (t, l);

      if (cas_rules_besieged (t, l))
        {
          legal = FALSE;
          problem (ex, problems, "4.3,4.2.1,4.3.5",
                   g_strdup_printf (_("%s is Besieged: a Besieged Lord may only Sally or Pass, so he cannot %s"),
                                    cas_rules_lord_name (t, l), verb));
        }
      if (lieutenant >= 0 && !named (lords, n, lieutenant))
        {
          legal = FALSE;
          problem (ex, problems, "4.1.3",
                   g_strdup_printf (_("%s is the Lower Lord of %s and moves only with his Lieutenant, who is not named"),
                                    cas_rules_lord_name (t, l), cas_rules_lord_name (t, lieutenant)));
        }
      if (lower >= 0 && !named (lords, n, lower))
        {
          legal = FALSE;
          problem (ex, problems, "4.1.3,4.3.1",
                   g_strdup_printf (_("%s is a Lieutenant and must take his Lower Lord %s along, who is not named"),
                                    cas_rules_lord_name (t, l), cas_rules_lord_name (t, lower)));
        }
    }

  if (n > 1 && marshal < 0)
    {
      gboolean pair = n == 2 && (CAS_LORD (t, lords[1], CAS_L_LIEUTENANT) == lords[0] ||
                                 CAS_LORD (t, lords[0], CAS_L_LIEUTENANT) == lords[1]);
      if (!pair)
        {
          legal = FALSE;
          for (int i = 1; i < n; i++)
            {
              int l = lords[i];
              if (CAS_LORD (t, l, CAS_L_LIEUTENANT) >= 0 && named (lords, n, CAS_LORD (t, l, CAS_L_LIEUTENANT)))
                continue;   /* a Lower Lord with his Lieutenant: the pair's problem is said once */
              problem (ex, problems, "4.3.1,1.5.1,4.1.3",
                       g_strdup_printf (_("%s cannot join %s's group: no Marshal is among the Lords named, and without "
                                          "one only a Lieutenant and his Lower Lord move together"),
                                        cas_rules_lord_name (t, l), cas_rules_lord_name (t, lords[0])));
            }
        }
      else
        {
          int lt = CAS_LORD (t, lords[1], CAS_L_LIEUTENANT) == lords[0] ? lords[0] : lords[1];
          int lo = lt == lords[0] ? lords[1] : lords[0];
          cas_explain_add (ex, "4.1.3", _("%s is the Lieutenant of %s: they move together as if %s were a Marshal"),
                           cas_rules_lord_name (t, lt), cas_rules_lord_name (t, lo), cas_rules_lord_name (t, lt));
        }
    }
  else if (n > 1 && commander)
    cas_explain_add (ex, "4.3.1,1.5.1", _("%s is the Commander: he may take along any Unbesieged Lords of his side at %s"),
                     cas_rules_lord_name (t, marshal), cas_rules_locale_name (t, cas_rules_lord_locale (t, marshal)));
  else if (n > 1)
    cas_explain_add (ex, "4.3.1,1.5.1", _("%s is the Marshal: he may take along any Unbesieged Lords of his side at %s"),
                     cas_rules_lord_name (t, marshal), cas_rules_locale_name (t, cas_rules_lord_locale (t, marshal)));
  return legal;
}

/* The game's Laden hooks, or NULL. */
static const CasLcLaden *
laden_hooks (CasGame *game)
{
  const CasLcRules *rules = cas_lc_rules (game);
  return rules ? rules->laden : NULL;
}

char *
cas_laden_transport_text (CasGame *game, guint mask)
{
  const CasLcLaden *hooks = laden_hooks (game);
  GString *s = g_string_new (NULL);
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    if (mask & (1u << a))
      {
        const char *words = hooks && hooks->transport_words ? hooks->transport_words (game, a) : NULL;
        if (s->len)
          g_string_append (s, _(" and "));
        /* The series' Carts and Ships in words, the game's own from its hook; else by
         * the name in its data. */
        /* inf-march: by the role the type plays, in whatever slot (Inferno's Ship is slot 4). */
        if (words == NULL && a == cas_game_asset_slot (game, CAS_ASSET_CART) &&
            g_strcmp0 (cas_game_asset_id (game, a), cas_asset_id (CAS_ASSET_CART)) == 0)
          words = _("Carts");
        else if (words == NULL && a == cas_game_asset_slot (game, CAS_ASSET_SHIP) &&
                 g_strcmp0 (cas_game_asset_id (game, a), cas_asset_id (CAS_ASSET_SHIP)) == 0)
          words = _("Ships");
        g_string_append (s, words ? words : cas_game_get_asset (game, a)->name);
      }
  if (s->len == 0)
    g_string_append (s, _("no Transport"));
  return g_string_free (s, FALSE);
}

/* "2 Cart, 1 Wagon": a Lord's Transport by the game's names, or "none". */
static char *
held_text (const CasTable *t, int lord)
{
  GString *s = g_string_new (NULL);
  for (int a = 0; a < (int) cas_game_get_n_assets (t->game); a++)
    if (cas_game_asset_is_transport (t->game, a))
      g_string_append_printf (s, "%s%s %d", s->len ? ", " : "", cas_game_get_asset (t->game, a)->name,
                              CAS_LORD (t, lord, CAS_L_ASSETS + a));
  return g_string_free (s, FALSE);
}

/* An Unbesieged enemy Stronghold at `locale`, for `side`. */
static gboolean
unbesieged_enemy_stronghold (const CasTable *t, int locale, int side)
{
  return cas_rules_is_stronghold (t, locale) && cas_rules_holder (t, locale) != side &&
         CAS_LOCALE (t, locale, CAS_C_SIEGE) == 0;
}

static int
count_unbesieged_enemies (const CasTable *t, int locale, int side)
{
  return cas_rules_count_unbesieged (t, locale, 1 - side);
}

/* ------------------------------------------------------------------------ */
/* Laden (4.3.2). */

const char *
cas_laden_status_id (CasLadenStatus status)
{
  switch (status)
    {
    case CAS_LADEN_UNLADEN:
      return "unladen";
    case CAS_LADEN_LADEN:
      return "laden";
    case CAS_LADEN_BLOCKED:
    default:
      return "blocked";
    }
}

void
cas_laden_result_free (CasLadenResult *result)
{
  if (result == NULL)
    return;
  g_free (result->lords);
  g_free (result);
}

/* 4.3.2: Unladen with no Loot and at most `per` Provender per usable Transport (1; 2 along
 * an Inferno Road: the Way type's laden_prov_per_cart), Laden up to twice the usable
 * Transport, and no March with more. */
static void
judge (int prov, int loot, int usable, int per, CasLadenStatus *status, int *actions, int *discard)
{
  *discard = prov > 2 * usable ? prov - 2 * usable : 0;
  if (*discard > 0)
    {
      *status = CAS_LADEN_BLOCKED;
      *actions = 0;
    }
  else if (loot > 0 || prov > per * usable)
    {
      *status = CAS_LADEN_LADEN;
      *actions = 2;
    }
  else
    {
      *status = CAS_LADEN_UNLADEN;
      *actions = 1;
    }
}

/* Cheaper first: status, then Provender to discard, then more room to spare. */
static gboolean
way_better (const CasLadenWay *a, const CasLadenWay *b)
{
  if (a->status != b->status)
    return a->status < b->status;
  if (a->discard_prov != b->discard_prov)
    return a->discard_prov < b->discard_prov;
  return a->usable_transport > b->usable_transport;
}

static void
explain_way (const CasTable *t, const CasLadenResult *r, const CasLadenWay *w, CasExplain *ex)
{
  g_autofree char *way = cas_rules_way_words (t, w->way, r->from, r->to);
  int p = r->provender, l = r->loot, n = w->usable_transport;

  switch (w->status)
    {
    case CAS_LADEN_UNLADEN:
      if (l > 0 || p > w->laden_prov_per_cart * n) /* cards: Laden, moving at the Unladen cost */
        cas_explain_add (ex, "4.3.2,4.3.3",
                         _("Along the %s: %d Provender and %d Loot in %d usable Transport make the group Laden, but the "
                           "card in force lets it move as if Unladen: the March costs 1 action"),
                         way, p, l, n);
      else if (p > n)
        cas_explain_add (ex, "4.3.2,4.3.3",
                         _("Along the %s: %d Provender fits in %d usable Transport at %d each and there is no Loot: "
                           "Unladen, the March costs 1 action"),
                         way, p, n, w->laden_prov_per_cart);
      else
        cas_explain_add (ex, "4.3.2,4.3.3",
                         _("Along the %s: %d Provender fits in %d usable Transport and there is no Loot: Unladen, "
                           "the March costs 1 action"),
                         way, p, n);
      if (w->free_march)
        cas_explain_add (ex, "4.3.3", _("An Unladen March along a %s costs no action when it is the first March of "
                                        "the Command card"),
                         w->counted_type >= 0 ? cas_game_get_way_type (t->game, w->counted_type)->name
                                              : cas_rules_way_type_name (t, w->way));
      break;
    case CAS_LADEN_LADEN:
      if (l > 0 && p <= w->laden_prov_per_cart * n)
        cas_explain_add (ex, "4.3.2",
                         _("Along the %s: the group carries %d Loot, and any Loot makes it Laden (its %d Provender "
                           "fits in %d usable Transport): the March costs 2 actions, so it needs 2 actions left"),
                         way, l, p, n);
      else
        cas_explain_add (ex, "4.3.2",
                         _("Along the %s: %d Provender is more than the %d usable Transport but not more than twice "
                           "it (%d)%s: Laden, the March costs 2 actions, so it needs 2 actions left"),
                         way, p, n, 2 * n, l > 0 ? _(", and there is Loot too") : "");
      break;
    case CAS_LADEN_BLOCKED:
    default:
      {
        int after = 2 * n;
        /* inferno-game: Unladen after the discard where a Cart carries 2 along the Way
         * (an Inferno Road, 4.3.2), as judge () would say of it. */
        gboolean laden_after = (l > 0 || after > w->laden_prov_per_cart * n) && !w->as_unladen; /* cards: ROAD WORKS */
        cas_explain_add (ex, "4.3.2,1.7.2",
                         _("Along the %s: %d Provender is more than twice the %d usable Transport (%d): the group "
                           "cannot move that way until it discards %d Provender; it would then move %s (%d %s)"),
                         way, p, n, 2 * n, w->discard_prov,
                         laden_after ? _("Laden") : _("Unladen"), laden_after ? 2 : 1,
                         laden_after ? _("actions") : _("action"));
      }
      break;
    }
}

/* comune (issue 17): the Transport of `mask` on a Lord's Comune mat (Inferno 1.5.1). */
static int
comune_transport (const CasTable *t, int lord, guint mask)
{
  int comune = cas_game_get_lord (t->game, lord)->comune, n = 0;
  for (int a = 0; comune >= 0 && a < CAS_MAX_ASSETS; a++)
    if (mask & (1u << a))
      n += CAS_COMUNE (t, comune, CAS_M_ASSETS + a);
  return n;
}

/* comune (issue 17): a Commander's Comune mat goes with him (its cylinder stacked under
 * his) and they are one Lord (Inferno 1.5.1): its Provender, Loot and Transport count
 * with his. */
static void
comune_mat_held (const CasTable *t, int lord, CasLadenResult *r, CasExplain *ex)
{
  int comune = cas_game_get_lord (t->game, lord)->comune;
  if (comune < 0 || cas_table_comune_mat_empty (t, comune))
    return;
  int prov = CAS_COMUNE (t, comune, CAS_M_ASSETS + CAS_ASSET_PROV);
  int loot = CAS_COMUNE (t, comune, CAS_M_ASSETS + CAS_ASSET_LOOT);
  int transport = 0;
  r->provender += prov;
  r->loot += loot;
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    if (cas_game_asset_is_transport (t->game, a))
      {
        r->transport_held[a] += CAS_COMUNE (t, comune, CAS_M_ASSETS + a);
        transport += CAS_COMUNE (t, comune, CAS_M_ASSETS + a);
      }
  cas_explain_add (ex, "1.5.1,4.3.2", _("%s's %s mat goes with him as one Lord: %d Provender, %d Loot and %d Transport of its own"),
                   cas_rules_lord_name (t, lord), cas_game_get_comune (t->game, comune)->name, prov, loot, transport);
}

CasLadenResult *
cas_laden (const CasTable *t, const int *lords, int n_lords, int to_locale, CasExplain *ex, GError **error)
{
  CasGame *game = t->game;
  const CasLcLaden *hooks = laden_hooks (game);
  g_autoptr(CasExplain) own = NULL;
  g_autoptr(CasLadenResult) r = NULL;
  int side, from;
  int way_ids[CAS_LADEN_MAX_WAYS];
  int n_ways;

  if (ex == NULL)
    ex = own = cas_explain_new (); /* NOLINT(clang-analyzer-deadcode.DeadStores): read by g_autoptr's cleanup, which clang 14's analyzer does not model */
  if (!check_lords (t, lords, n_lords, &side, &from, error))
    return NULL;
  if (to_locale < 0 || to_locale >= (int) cas_game_get_n_locales (game))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("there is no Locale number %d"), to_locale);
      return NULL;
    }
  if (to_locale == from)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("%s is already at %s"), cas_rules_lord_name (t, lords[0]),
                   cas_rules_locale_name (t, from));
      return NULL;
    }
  n_ways = cas_rules_ways_between (game, from, to_locale, way_ids, CAS_LADEN_MAX_WAYS);
  if (n_ways == 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED,
                   _("%s is not adjacent to %s: a March goes to an adjacent Locale along one Way (4.3.3)"),
                   cas_rules_locale_name (t, to_locale), cas_rules_locale_name (t, from));
      return NULL;
    }

  r = g_new0 (CasLadenResult, 1);
  r->lords = g_memdup2 (lords, sizeof (int) * (gsize) n_lords);
  r->n_lords = n_lords;
  r->side = side;
  r->from = from;
  r->to = to_locale;

  r->group_legal = check_group (t, lords, n_lords, _("March"), ex, NULL);

  /* The group's Assets. */
  for (int i = 0; i < n_lords; i++)
    {
      int l = lords[i];
      int prov = CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_PROV);
      int loot = CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_LOOT);
      r->provender += prov;
      r->loot += loot;
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        if (cas_game_asset_is_transport (game, a))
          r->transport_held[a] += CAS_LORD (t, l, CAS_L_ASSETS + a);
      comune_mat_held (t, l, r, ex);
      if (n_lords > 1 && hooks && hooks->explain_held)
        hooks->explain_held (t, l, prov, loot, ex);
      else if (n_lords > 1)
        {
          g_autofree char *held = held_text (t, l);
          cas_explain_add (ex, "1.5.2", _("%s has %d Provender and %d Loot; Transport: %s"), cas_rules_lord_name (t, l), prov,
                           loot, held);
        }
    }
  if (n_lords > 1)
    cas_explain_add (ex, "4.3.2,1.5.2",
                     _("Lords moving together Share Transport: the group counts %d Provender and %d Loot in all, against "
                       "the usable Transport of all %d Lords"),
                     r->provender, r->loot, n_lords);
  else
    cas_explain_add (ex, "4.3.2", _("%s carries %d Provender and %d Loot"), cas_rules_lord_name (t, lords[0]), r->provender,
                     r->loot);

  {
    const CasSeason *season = cas_table_season (t);
    cas_settings_explain_season (t, CAS_GLOBAL (t, CAS_G_BOX), ex); /* inf-cmd: unverified Season (I1, I2) */
    if (hooks && hooks->explain_season)
      hooks->explain_season (t, ex);
    else
      {
        GString *list = g_string_new (NULL);
        for (int k = 0; k < (int) cas_game_get_n_way_types (game); k++)
          {
            g_autofree char *usable = cas_laden_transport_text (game, season->way[k]);
            g_string_append_printf (list, "%s%s: %s", k ? "; " : "", cas_game_get_way_type (game, k)->name, usable);
          }
        g_autofree char *text = g_string_free (list, FALSE);
        cas_explain_add (ex, "1.7.4,2.2.1", _("It is %s (box %d): usable along each Way type: %s"),
                         cas_game_text (season->name), CAS_GLOBAL (t, CAS_G_BOX), text);
      }
  }

  /* Each Way between the two Locales. */
  r->n_ways = n_ways;
  for (int k = 0; k < n_ways; k++)
    {
      CasLadenWay *w = &r->ways[k];
      guint mask = cas_rules_usable_on_way (t, way_ids[k]);
      w->way = way_ids[k];
      int way_type = cas_game_get_way (game, way_ids[k])->type;
      gboolean as_unladen = FALSE;
      if (hooks && hooks->march_way_type) /* cards (issue 17): Inferno's ROAD WORKS */
        way_type = hooks->march_way_type (t, side, way_ids[k], way_type, &as_unladen, ex);
      const CasWayTypeInfo *wt = cas_game_get_way_type (game, way_type);
      w->counted_type = way_type != cas_game_get_way (game, way_ids[k])->type ? way_type : -1;
      w->type = cas_game_get_way (game, way_ids[k])->kind;
      w->laden_prov_per_cart = wt->laden_prov_per_cart;
      for (int i = 0; i < n_lords; i++)
        {
          w->usable_transport += cas_rules_transport_count (t, lords[i], mask) + comune_transport (t, lords[i], mask);
          if (hooks && hooks->march_extra)
            w->usable_transport += hooks->march_extra (t, lords[i], w->way, mask, ex);
        }
      judge (r->provender, r->loot, w->usable_transport, w->laden_prov_per_cart, &w->status, &w->actions,
             &w->discard_prov);
      w->as_unladen = as_unladen;
      if (as_unladen && w->status == CAS_LADEN_LADEN)
        {
          w->status = CAS_LADEN_UNLADEN; /* cards: Laden, it moves at the Unladen cost */
          w->actions = 1;
        }
      w->free_march = w->status == CAS_LADEN_UNLADEN && wt->free_first_march;
      w->avoid_loot = r->loot;
      w->avoid_prov = MAX (0, r->provender - w->laden_prov_per_cart * w->usable_transport);
      explain_way (t, r, w, ex);
    }

  r->best = 0;
  r->avoid_way = 0;
  for (int k = 1; k < n_ways; k++)
    {
      if (way_better (&r->ways[k], &r->ways[r->best]))
        r->best = k;
      if (r->ways[k].usable_transport > r->ways[r->avoid_way].usable_transport)
        r->avoid_way = k;
    }
  if (n_ways > 1)
    {
      const CasLadenWay *b = &r->ways[r->best];
      g_autofree char *way = cas_rules_way_words (t, b->way, from, to_locale);
      gboolean same = TRUE;
      for (int k = 0; k < n_ways; k++)
        if (r->ways[k].status != b->status || r->ways[k].discard_prov != b->discard_prov)
          same = FALSE;
      if (same)
        cas_explain_add (ex, "4.3.3", _("%d Ways join %s and %s; they give the same result, and the %s leaves the most "
                                        "Transport to spare"),
                         n_ways, cas_rules_locale_name (t, from), cas_rules_locale_name (t, to_locale), way);
      else
        cas_explain_add (ex, "4.3.3", _("%d Ways join %s and %s and a March uses one of them: the %s is better (%s)"),
                         n_ways, cas_rules_locale_name (t, from), cas_rules_locale_name (t, to_locale), way,
                         cas_laden_status_id (b->status));
    }

  {
    const CasLadenWay *b = &r->ways[r->best];
    r->status = b->status;
    r->actions = b->actions;
    r->transport = b->usable_transport;
    r->discard_prov = b->discard_prov;
    r->discard_loot = 0;
  }
  int carried = r->ways[r->best].laden_prov_per_cart * r->transport;  /* Unladen at most */
  if (r->status == CAS_LADEN_LADEN && r->loot > 0)
    cas_explain_add (ex, "1.7.2,4.3.2", _("Discarding all %d Loot%s would make the March cost 1 action"), r->loot,
                     r->provender > carried ? _(" and the Provender beyond usable Transport") : "");
  else if (r->status == CAS_LADEN_LADEN)
    cas_explain_add (ex, "1.7.2,4.3.2", _("Discarding %d Provender would make the March cost 1 action"),
                     r->provender - carried);

  /* A card that makes the first March free (the game's hook). */
  if (hooks && hooks->march_free)
    r->card_free_march = hooks->march_free (t, r, ex);
  /* scen (issue 17): a scenario's rule that forbids the move (flagged, not refused). */
  if (hooks && hooks->march_forbidden)
    r->forbidden = hooks->march_forbidden (t, lords, n_lords, from, to_locale, side, ex);

  /* Avoid Battle and Retreat (4.3.4, 4.4.3): Unladen only. */
  {
    const CasLadenWay *a = &r->ways[r->avoid_way];
    g_autofree char *way = cas_rules_way_words (t, a->way, from, to_locale);
    int enemies = count_unbesieged_enemies (t, to_locale, side);
    gboolean stronghold = unbesieged_enemy_stronghold (t, to_locale, side);

    /* bypass (issue 17): enemy Lords inside a Stronghold the side Bypasses (Inferno 4.3.5). */
    if (hooks && hooks->march_bypass)
      enemies -= hooks->march_bypass (t, lords, n_lords, from, to_locale, side, ex);
    r->avoid_prov = a->avoid_prov;
    r->avoid_loot = a->avoid_loot;
    r->avoid_destination_ok = enemies == 0 && !stronghold;
    if (r->avoid_prov == 0 && r->avoid_loot == 0)
      cas_explain_add (ex, "4.3.4,4.4.3",
                       _("To Avoid Battle or Retreat into %s along the %s the group must be Unladen, and it "
                         "already is: nothing need be left behind"),
                       cas_rules_locale_name (t, to_locale), way);
    else
      {
        g_autofree char *what = NULL;
        if (r->avoid_loot > 0 && r->avoid_prov > 0)
          what = g_strdup_printf (_("all %d Loot and %d Provender"), r->avoid_loot, r->avoid_prov);
        else if (r->avoid_loot > 0)
          what = g_strdup_printf (_("all %d Loot"), r->avoid_loot);
        else
          what = g_strdup_printf (ngettext ("%d Provender", "%d Provender", (gulong) r->avoid_prov), r->avoid_prov);
        cas_explain_add (ex, "4.3.4,4.4.3,1.7.2",
                         _("To Avoid Battle or Retreat into %s along the %s the group must be Unladen: it leaves "
                           "behind %s, keeping %d Provender (its usable Transport there is %d); what it leaves goes to "
                           "the enemy (to the Approaching Lords, or as Spoils after a Conceded Battle)"),
                         cas_rules_locale_name (t, to_locale), way, what,
                         MIN (r->provender, a->laden_prov_per_cart * a->usable_transport), a->usable_transport);
      }
    if (enemies > 0)
      cas_explain_add (ex, "4.3.4,4.4.3",
                       _("But %s holds Unbesieged enemy Lords: no one may Avoid Battle or Retreat there, and a March "
                         "there is an Approach"),
                       cas_rules_locale_name (t, to_locale));
    else if (stronghold && hooks && hooks->avoid_stronghold)
      r->avoid_destination_ok = hooks->avoid_stronghold (t, to_locale, ex); /* inf-march */
    else if (stronghold)
      cas_explain_add (ex, "4.3.4,4.4.3,4.3.5",
                       _("But %s is an enemy Stronghold not under Siege: no one may Avoid Battle or Retreat there; a "
                         "March there begins a Siege"),
                       cas_rules_locale_name (t, to_locale));
  }

  return g_steal_pointer (&r);
}

/* ------------------------------------------------------------------------ */
/* Sail (4.7.3). */

void
cas_sail_result_free (CasSailResult *result)
{
  if (result == NULL)
    return;
  g_free (result->lords);
  if (result->reasons)
    g_ptr_array_unref (result->reasons);
  g_free (result);
}

static int
horse_units (const CasTable *t, int lord)
{
  int n = 0;
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    if (cas_game_get_unit (t->game, f)->horse)
      n += CAS_LORD (t, lord, CAS_L_FORCES + f);
  return n;
}

/* A Lord's Ships for Sail, with the game's cards (its sail_ships hook); from afar only
 * by the hook. */
static int
lord_ships (const CasTable *t, const CasLcLaden *hooks, int lord, CasExplain *ex, gboolean away)
{
  if (hooks && hooks->sail_ships)
    return hooks->sail_ships (t, lord, away, ex);
  int ship = cas_game_asset_slot (t->game, CAS_ASSET_SHIP);
  return away || ship < 0 ? 0 : CAS_LORD (t, lord, CAS_L_ASSETS + ship);
}

/* The Season mask bit of the game's Ships (inf-march: by role, Inferno's is slot 4), or 0. */
static guint
sail_ship_bit (CasGame *game)
{
  int ship = cas_game_asset_slot (game, CAS_ASSET_SHIP);
  return ship >= 0 ? 1u << ship : 0;
}

/* 4.7.3, 1.7.4: why no one may Sail this Season, naming the Seasons whose Ships are
 * usable, in the data's order ("Summer and Rasputitsa"). */
static char *
no_sail_text (CasGame *game, const CasSeason *season)
{
  GString *list = g_string_new (NULL);
  guint n = cas_game_get_n_seasons (game), k = 0, last = n;
  guint ship = sail_ship_bit (game);

  for (guint i = 0; i < n; i++)
    if (cas_game_get_season (game, (int) i)->seaport & ship)
      last = i;
  for (guint i = 0; i < n; i++)
    {
      const CasSeason *s = cas_game_get_season (game, (int) i);
      if (!(s->seaport & ship))
        continue;
      if (k++)
        g_string_append (list, i == last ? _(" and ") : ", ");
      g_string_append (list, cas_game_text (s->name));
    }
  g_autofree char *seasons = g_string_free (list, FALSE);
  if (k == 0)
    return g_strdup_printf (_("It is %s: Ships are unusable and no one may Sail"), cas_game_text (season->name));
  return g_strdup_printf (_("It is %s: Ships are unusable and no one may Sail; Sail is possible only in %s"),
                          cas_game_text (season->name), seasons);
}

CasSailResult *
cas_sail (const CasTable *t, const int *lords, int n_lords, int to_locale, CasExplain *ex, GError **error)
{
  CasGame *game = t->game;
  const CasLcLaden *hooks = laden_hooks (game);
  g_autoptr(CasExplain) own = NULL;
  g_autoptr(CasSailResult) r = NULL;
  const CasSeason *season = cas_table_season (t);
  const CasLocale *from_loc, *to_loc;
  int side, from;

  if (ex == NULL)
    ex = own = cas_explain_new (); /* NOLINT(clang-analyzer-deadcode.DeadStores): read by g_autoptr's cleanup, which clang 14's analyzer does not model */
  if (!check_lords (t, lords, n_lords, &side, &from, error))
    return NULL;
  if (to_locale < 0 || to_locale >= (int) cas_game_get_n_locales (game))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("there is no Locale number %d"), to_locale);
      return NULL;
    }
  from_loc = cas_game_get_locale (game, from);
  to_loc = cas_game_get_locale (game, to_locale);

  r = g_new0 (CasSailResult, 1);
  r->lords = g_memdup2 (lords, sizeof (int) * (gsize) n_lords);
  r->n_lords = n_lords;
  r->side = side;
  r->from = from;
  r->to = to_locale;
  r->reasons = g_ptr_array_new_with_free_func (g_free);

  r->group_legal = check_group (t, lords, n_lords, _("Sail"), ex, r->reasons);

  cas_settings_explain_season (t, CAS_GLOBAL (t, CAS_G_BOX), ex); /* inf-cmd: unverified Season (I1, I2) */
  if (hooks && hooks->sail_who)
    hooks->sail_who (t, lords, n_lords, from, r->reasons, ex); /* inf-march */
  /* inf-march: the game's sections on Ships by Season (Nevsky 1.7.4, Inferno 1.3.2). */
  const char *season_rules = hooks && hooks->sail_season_rules ? hooks->sail_season_rules : "4.7.3,1.7.4";
  if (!(season->seaport & sail_ship_bit (game)))
    problem (ex, r->reasons, season_rules,
             no_sail_text (game, season));
  else
    cas_explain_add (ex, season_rules, _("It is %s: Ships are usable and Lords may Sail"), cas_game_text (season->name));
  if (!from_loc->seaport)
    problem (ex, r->reasons, "4.7.3,1.3.1",
             g_strdup_printf (_("%s is not a Seaport: Sail starts only from a Seaport"), from_loc->name));
  if (to_locale == from)
    problem (ex, r->reasons, "4.7.3", g_strdup_printf (_("The group is already at %s"), to_loc->name));
  else if (!to_loc->seaport)
    problem (ex, r->reasons, "4.7.3,1.3.1", g_strdup_printf (_("%s is not a Seaport: Sail goes only to another Seaport"), to_loc->name));
  if (to_locale != from && count_unbesieged_enemies (t, to_locale, side) > 0)
    problem (ex, r->reasons, "4.7.3",
             g_strdup_printf (_("%s holds Unbesieged enemy Lords: Lords may Sail only to a Seaport free of them, never to "
                                "Attack"),
                              to_loc->name));

  /* Ships needed. */
  r->ships_per_horse = hooks && hooks->ships_per_horse ? hooks->ships_per_horse (t, side) : 1;
  for (int i = 0; i < n_lords; i++)
    {
      int l = lords[i];
      int horse = horse_units (t, l);
      int prov = CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_PROV);
      int loot = CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_LOOT);
      int ships = lord_ships (t, hooks, l, ex, FALSE);
      r->horse += horse;
      r->provender += prov;
      r->loot += loot;
      r->ships_available += ships;
      cas_explain_add (ex, "4.7.3,1.6,1.5.2", _("%s has %d Horse units, %d Provender, %d Loot and %d Ships"),
                       cas_rules_lord_name (t, l), horse, prov, loot, ships);
    }
  /* Ships a game's cards Share from Lords anywhere (Nevsky: Cogs, T18). */
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (cas_table_lord_on_map (t, (int) l) && cas_rules_lord_side (t, (int) l) == side && !named (lords, n_lords, (int) l))
      r->ships_available += lord_ships (t, hooks, (int) l, ex, TRUE);

  r->ships_needed = r->horse * r->ships_per_horse + r->provender + 2 * r->loot;
  cas_explain_add (ex, "4.7.3",
                   _("Ships needed: %d per Horse unit for the %s (%d x %d), 1 per Provender (%d), 2 per Loot (%d x 2): %d; "
                     "the group has %d"),
                   r->ships_per_horse, cas_rules_side_name (t, side), r->horse, r->ships_per_horse, r->provender, r->loot,
                   r->ships_needed, r->ships_available);

  r->horse_fit = r->horse * r->ships_per_horse <= r->ships_available;
  r->shortfall = MAX (0, r->ships_needed - r->ships_available);
  if (!r->horse_fit)
    problem (ex, r->reasons, "4.7.3",
             g_strdup_printf (_("The Horse alone need %d Ships and the group has %d: it cannot Sail, whatever it discards"),
                              r->horse * r->ships_per_horse, r->ships_available));
  else if (r->shortfall > 0)
    {
      /* Fewest Assets: each Loot frees 2 Ships, each Provender 1. */
      int s = r->shortfall;
      int loot = MIN (r->loot, s / 2);
      int rest = s - 2 * loot;
      int prov = 0;
      if (rest > 0)
        {
          prov = MIN (rest, r->provender);
          rest -= prov;
          loot += (rest + 1) / 2;
        }
      r->discard_prov = prov;
      r->discard_loot = loot;
      problem (ex, r->reasons, "4.7.3,1.7.2",
               g_strdup_printf (_("%d Ships short: the group may discard Assets to Sail; the fewest is %d Loot and %d "
                                  "Provender (each Loot frees 2 Ships, each Provender 1; Castellan's reading: fewest "
                                  "Assets lost, any mix that frees %d Ships will do)"),
                                r->shortfall, r->discard_loot, r->discard_prov, r->shortfall));
    }

  if (to_locale != from && unbesieged_enemy_stronghold (t, to_locale, side) && count_unbesieged_enemies (t, to_locale, side) == 0)
    {
      r->siege = TRUE;
      cas_explain_add (ex, "4.7.3,4.3.5", _("%s is an enemy Stronghold not under Siege: Sailing there places a Siege marker"),
                       to_loc->name);
    }
  if (hooks && hooks->sail_notes)
    hooks->sail_notes (t, r, ex);

  r->can_sail = r->reasons->len == 0;
  if (r->can_sail)
    cas_explain_add (ex, "4.7.3,4.2.1",
                     _("The group can Sail to %s: it takes all actions of the Command card, and every Sailing Lord is "
                       "marked Moved/Fought"),
                     to_loc->name);
  return g_steal_pointer (&r);
}
