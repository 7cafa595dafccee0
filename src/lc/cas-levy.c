/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-levy.c: Levy helpers: Ready Lords, free Seats and Fealty odds (3.4.1), what
 * Lordship can buy (3.4.2-3.4.4), the Capability limit (4.0), Special Vassals, and the
 * Call to Arms of the Papal Legate and the Novgorod Veche (3.5). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-levy.h"

#include "cas-lc-rules.h"

#define MAX_THIS_LORD 2

static void
clear_ready (gpointer p)
{
  CasLevyReady *r = p;
  g_clear_pointer (&r->levied_by, g_array_unref);
}

static void
clear_lordship (gpointer p)
{
  CasLevyLordship *l = p;
  g_clear_pointer (&l->items, g_array_unref);
}

void
cas_levy_result_free (CasLevyResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->ready);
  g_array_unref (result->lordship);
  g_ptr_array_unref (result->notes);
  g_free (result);
}

const CasLevyReady *
cas_levy_result_find_ready (const CasLevyResult *result, int lord)
{
  for (guint i = 0; i < result->ready->len; i++)
    if (g_array_index (result->ready, CasLevyReady, i).lord == lord)
      return &g_array_index (result->ready, CasLevyReady, i);
  return NULL;
}

const CasLevyLordship *
cas_levy_result_find_lordship (const CasLevyResult *result, int lord)
{
  for (guint i = 0; i < result->lordship->len; i++)
    if (g_array_index (result->lordship, CasLevyLordship, i).lord == lord)
      return &g_array_index (result->lordship, CasLevyLordship, i);
  return NULL;
}

gboolean
cas_levy_lordship_has (const CasLevyLordship *ll, CasLevyItemKind kind, int id)
{
  for (guint i = 0; i < ll->items->len; i++)
    {
      const CasLevyItem *it = &g_array_index (ll->items, CasLevyItem, i);
      if (it->kind == kind && it->id == id)
        return TRUE;
    }
  return FALSE;
}

const char *
cas_levy_item_kind_id (CasLevyItemKind kind)
{
  static const char *const ids[] = { "lord", "vassal", "transport", "capability" };
  return ids[kind];
}

/* An explanation line that is also one of the result's notes. */
void
cas_levy_note (CasLevyResult *r, CasExplain *ex, const char *rules, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  char *text = g_strdup_vprintf (format, args);
  va_end (args);
  cas_explain_add (ex, rules, "%s", text);
  g_ptr_array_add (r->notes, text);
}

/* levy (issue 17): the game's own Muster rules, or NULL. */
static const CasLcLevy *
levy_rules (const CasTable *t)
{
  const CasLcRules *rules = cas_lc_rules (t->game);
  return rules ? rules->levy : NULL;
}

/* An Event that bars `lord` from Muster and Lordship this Levy (CasLcRules.levy_barred),
 * or NULL. */
static const char *
barred_by (const CasTable *t, int lord)
{
  const CasLcRules *rules = cas_lc_rules (t->game);
  return rules && rules->levy_barred ? rules->levy_barred (t, lord) : NULL;
}

/* 3.4.1: a Seat free of enemy Lords and not held by the enemy: Conquered by him, or an
 * enemy Castle marker in one's own territory. */
gboolean
cas_levy_seat_free (const CasTable *t, int lord, int loc, CasExplain *ex)
{
  int side = cas_rules_lord_side (t, lord);
  const CasLocale *l = cas_game_get_locale (t->game, loc);
  const char *name = cas_rules_lord_name (t, lord);

  if (cas_rules_count_lords (t, loc, 1 - side) > 0)
    {
      if (ex)
        cas_explain_add (ex, "3.4.1", _("%s's Seat %s is not free: enemy Lords are there"), name, l->name);
      return FALSE;
    }
  if ((CAS_LOCALE (t, loc, CAS_C_CONQUERED) > 0 && cas_rules_holder (t, loc) != side) ||
      (CAS_LOCALE (t, loc, CAS_C_CASTLE) == (1 - side) + 1 && CAS_LOCALE (t, loc, CAS_C_CONQUERED) == 0 && l->side == side))
    {
      if (ex)
        cas_explain_add (ex, "3.4.1,1.3.1", _("%s's Seat %s is not free: it is held by the enemy"), name, l->name);
      return FALSE;
    }
  return TRUE;
}

int
cas_levy_free_seats (const CasTable *t, int lord, int *out, CasExplain *ex)
{
  int seats[CAS_MAX_SEATS * 2];
  int n = cas_rules_seats (t, lord, seats, G_N_ELEMENTS (seats), ex);
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      gboolean seen = FALSE;
      for (int j = 0; j < k && !seen; j++)
        seen = out[j] == seats[i];
      for (int j = 0; j < i && !seen; j++)
        seen = seats[j] == seats[i];  /* Novgorod twice under Archbishopric: test it once */
      const CasLcLevy *lv = levy_rules (t);
      gboolean free_seat = lv && lv->seat_free ? lv->seat_free (t, lord, seats[i], ex) : cas_levy_seat_free (t, lord, seats[i], ex);
      if (!seen && free_seat && k < CAS_MAX_SEATS)
        out[k++] = seats[i];
    }
  return k;
}

char *
cas_levy_locale_list (const CasTable *t, const int *locs, int n)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", cas_rules_locale_name (t, locs[i]));
  return g_string_free (s, FALSE);
}

gboolean
cas_levy_is_ready (const CasTable *t, int lord)
{
  return CAS_LORD (t, lord, CAS_L_STATE) == CAS_LORD_CALENDAR && CAS_LORD (t, lord, CAS_L_BOX) <= CAS_GLOBAL (t, CAS_G_BOX);
}

static int
count_this_lord (const CasTable *t, int lord)
{
  int n = 0;
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    n += CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == lord;
  return n;
}

static gboolean
eligible (const CasCard *card, int lord, int side)
{
  if (card->side != side || card->no_card)
    return FALSE;
  if (card->eligible == CAS_ELIGIBLE_LIST)
    return (card->eligible_lords & (G_GUINT64_CONSTANT (1) << lord)) != 0;
  return TRUE;
}

static gboolean
can_use_lordship (const CasTable *t, int lord)
{
  int locale = cas_rules_lord_locale (t, lord);
  const CasLcLevy *lv = levy_rules (t);
  if (locale < 0 || barred_by (t, lord) != NULL)
    return FALSE;
  if (lv && lv->can_act)
    return lv->can_act (t, lord, NULL);
  return cas_rules_friendly (t, locale, cas_rules_lord_side (t, lord), NULL);
}

/* levy (issue 17): his Lordship this Levy, with the game's bonus (Inferno's cards),
 * explained when `ex` is given. */
static int
lordship_bonus (const CasTable *t, int lord, CasExplain *ex)
{
  const CasLcLevy *lv = levy_rules (t);
  return lv && lv->lordship_bonus ? lv->lordship_bonus (t, lord, ex) : 0;
}

/* inferno-levy (issue 17): the Levy actions `lord` spent and whether he arrived in this
 * Muster segment, where the game's table keeps them (CasLcLevy.actions_spent), else 0. */
static int
actions_spent (const CasTable *t, int lord)
{
  const CasLcLevy *lv = levy_rules (t);
  return lv && lv->actions_spent ? lv->actions_spent (t, lord) : 0;
}

static gboolean
arrived (const CasTable *t, int lord)
{
  const CasLcLevy *lv = levy_rules (t);
  return lv && lv->arrived ? lv->arrived (t, lord) : FALSE;
}

/* inferno-levy: may `m` spend `actions` more Levy actions now? Always, where the table
 * does not keep them (the players do). */
static gboolean
actions_left_for (const CasTable *t, int m, int actions)
{
  const CasLcLevy *lv = levy_rules (t);
  if (!lv || !lv->actions_spent)
    return TRUE;
  return !arrived (t, m) && cas_game_get_lord (t->game, m)->lordship + lordship_bonus (t, m, NULL) - actions_spent (t, m) >= actions;
}

static void
ready_lords (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  int n_lords = (int) cas_game_get_n_lords (game);
  int box = CAS_GLOBAL (t, CAS_G_BOX);

  for (int side = 0; side < CAS_N_SIDES; side++)
    for (int l = 0; l < n_lords; l++)
      {
        const CasLcLevy *lv = levy_rules (t);
        gboolean anyway = FALSE;
        if (cas_rules_lord_side (t, l) != side)
          continue;
        if (!cas_levy_is_ready (t, l))
          {
            /* levy (issue 17): Ready wherever his cylinder is (Inferno's Emergency Army). */
            if (!lv || !lv->ready_anyway || CAS_LORD (t, l, CAS_L_STATE) != CAS_LORD_CALENDAR || !lv->ready_anyway (t, l, NULL))
              continue;
            anyway = TRUE;
          }
        const CasLord *lord = cas_game_get_lord (game, l);
        CasLevyReady rl = { .lord = l, .box = CAS_LORD (t, l, CAS_L_BOX), .fealty = lord->fealty, .actions = 1, .anyway = anyway };
        rl.levied_by = g_array_new (FALSE, FALSE, sizeof (int));
        rl.odds = lord->fealty / 6.0;
        rl.service_box = MIN (box + lord->service, (int) cas_game_get_n_boxes (game) + 1);

        if (anyway)
          lv->ready_anyway (t, l, ex);
        else if (rl.box <= 0)
          cas_explain_add (ex, "3.4.1,2.2.3", _("%s is Ready: his cylinder is just off the left edge of the Calendar"), lord->name);
        else
          cas_explain_add (ex, "3.4.1", _("%s is Ready: his cylinder is in box %d, at or left of box %d"), lord->name, rl.box, box);
        if (rl.service_box > (int) cas_game_get_n_boxes (game))
          cas_explain_add (ex, "3.4.1,2.2.3", _("Mustered now, %s would put his Service marker %d boxes (his Service rating) right of box %d: just off the right edge of the Calendar"),
                           lord->name, lord->service, box);
        else
          cas_explain_add (ex, "3.4.1", _("Mustered now, %s would put his Service marker %d boxes (his Service rating) right of box %d, in box %d"),
                           lord->name, lord->service, box, rl.service_box);
        rl.n_seats = cas_levy_free_seats (t, l, rl.seats, ex);
        if (rl.n_seats > 0)
          {
            g_autofree char *list = cas_levy_locale_list (t, rl.seats, rl.n_seats);
            cas_explain_add (ex, "3.4.1,1.3.1", _("%s's free Seats: %s"), lord->name, list);
          }
        else
          cas_explain_add (ex, "3.4.1,1.3.1", _("%s has no free Seat, so he cannot Muster now"), lord->name);

        const char *bar = barred_by (t, l);
        if (bar)
          {
            rl.blocked = TRUE;
            cas_explain_add (ex, "3.1.3,1.9.1", _("%s is in force this Levy: %s cannot be Mustered"), bar, lord->name);
          }
        if (lord->fealty <= 0)
          {
            rl.odds = 0;
            const CasLcRules *lr = cas_lc_rules (t->game);
            if (lr && lr->levy_no_fealty)
              lr->levy_no_fealty (t, l, ex);
            else
              cas_explain_add (ex, "3.4.1,1.5.3", _("No Lord may Levy %s: his Fealty is 0"), lord->name);
          }
        else
          {
            if (lv && lv->roll_actions)
              {
                int actions = lv->roll_actions (t, l, ex);
                rl.actions = MAX (1, actions);
              }
            if (rl.actions > 1)
              cas_explain_add (ex, "3.4.1,1.5.3", _("%s's Fealty is %d: each roll for him costs %d Levy actions and Musters him on 1-%d (%d in 6)"),
                               lord->name, lord->fealty, rl.actions, lord->fealty, lord->fealty);
            else
              cas_explain_add (ex, "3.4.1,1.5.3", _("%s's Fealty is %d: each Levy action spent on him Musters him on a roll of 1-%d (%d in 6)"), lord->name,
                               lord->fealty, lord->fealty, lord->fealty);
            for (int m = 0; m < n_lords && !rl.blocked && rl.n_seats > 0; m++)
              if (m != l && cas_table_lord_on_map (t, m) && cas_rules_lord_side (t, m) == side && can_use_lordship (t, m) &&
                  (rl.actions <= 1 || cas_game_get_lord (game, m)->lordship + lordship_bonus (t, m, NULL) >= rl.actions) &&
                  actions_left_for (t, m, rl.actions))
                g_array_append_val (rl.levied_by, m);
          }
        g_array_append_val (r->ready, rl);
      }
}

static void
lordship (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  const CasLcRules *rules = cas_lc_rules (t->game);
  CasGame *game = t->game;
  int n_lords = (int) cas_game_get_n_lords (game);
  int cap = cas_game_get_asset_cap (game);

  for (int side = 0; side < CAS_N_SIDES; side++)
    for (int l = 0; l < n_lords; l++)
      {
        if (!cas_table_lord_on_map (t, l) || cas_rules_lord_side (t, l) != side)
          continue;
        const CasLord *lord = cas_game_get_lord (game, l);
        int locale = cas_rules_lord_locale (t, l);
        CasLevyLordship ll = { .lord = l, .lordship = lord->lordship };
        ll.items = g_array_new (FALSE, TRUE, sizeof (CasLevyItem));

        const char *bar = barred_by (t, l);
        if (bar)
          {
            cas_explain_add (ex, "3.1.3,1.9.1", _("%s is in force this Levy: %s cannot use his Lordship"), bar, lord->name);
            g_array_append_val (r->lordship, ll);
            continue;
          }
        const CasLcLevy *lv = levy_rules (t);
        if (lv && lv->can_act)
          {
            if (!lv->can_act (t, l, ex))
              {
                g_array_append_val (r->lordship, ll);
                continue;
              }
          }
        else if (!cas_rules_friendly (t, locale, side, NULL))
          {
            cas_explain_add (ex, cas_rules_besieged (t, l) ? "3.4,1.3.1,4.3.5" : "3.4,1.3.1",
                             cas_rules_besieged (t, l) ? _("%s is Besieged at %s, which is not Friendly: he cannot take Levy actions")
                                                       : _("%s is at %s, which is not Friendly to the %s: he cannot take Levy actions"),
                             lord->name, cas_rules_locale_name (t, locale), cas_rules_side_name (t, side));
            g_array_append_val (r->lordship, ll);
            continue;
          }
        ll.can_levy = TRUE;
        ll.able = TRUE;
        ll.bonus = lordship_bonus (t, l, ex);
        ll.lordship += ll.bonus;
        /* inferno-levy (issue 17): arrived in this Muster segment, or his actions spent */
        ll.spent = actions_spent (t, l);
        ll.arrived = arrived (t, l);
        if (ll.arrived)
          {
            cas_explain_add (ex, "3.4.1,3.5.4", _("%s arrived on the map in this Muster: he takes no Levy actions until a Call to Arms gives him an extra Muster"),
                             lord->name);
            ll.can_levy = FALSE;
            g_array_append_val (r->lordship, ll);
            continue;
          }
        if (ll.spent >= ll.lordship && ll.spent > 0)
          {
            cas_explain_addn (ex, "3.4,1.5.3", ll.lordship,
                              "%s has spent his %d Levy action this Muster: none left",
                              "%s has spent all %d of his Levy actions this Muster: none left",
                              lord->name, ll.lordship);
            if (ll.spent > ll.lordship)
              cas_explain_add (ex, "3.4,1.5.3", _("%s is recorded with %d Levy actions spent, more than his Lordship of %d"), lord->name,
                               ll.spent, ll.lordship);
            ll.can_levy = FALSE;
            g_array_append_val (r->lordship, ll);
            continue;
          }

        int n_lords_item = 0, n_vassals = 0, n_caps = 0;
        GString *transport = g_string_new (NULL);
        for (guint i = 0; i < r->ready->len; i++)
          {
            const CasLevyReady *rl = &g_array_index (r->ready, CasLevyReady, i);
            for (guint k = 0; k < rl->levied_by->len; k++)
              if (g_array_index (rl->levied_by, int, k) == l)
                {
                  CasLevyItem it = { CAS_LEVY_ITEM_LORD, rl->lord, FALSE };
                  g_array_append_val (ll.items, it);
                  n_lords_item++;
                }
          }
        for (int v = 0; v < lord->n_vassals; v++)
          {
            const CasVassal *vassal = cas_game_get_vassal (game, lord->vassals[v]);
            if (CAS_LORD (t, l, CAS_L_VASSAL + v) != CAS_VASSAL_READY ||
                (rules && rules->vassal_own_muster && rules->vassal_own_muster (t, vassal)) ||
                (lv && lv->vassal && !lv->vassal (t, l, vassal, ex)))
              continue;
            CasLevyItem it = { CAS_LEVY_ITEM_VASSAL, lord->vassals[v], FALSE, vassal->muster_roll, FALSE, 0 };
            /* levy: a Vassal Mustered for no Levy action (Inferno's Altopascio with TAU COMPANY) */
            it.no_action = vassal->special_card >= 0 && vassal->also_lords != 0;
            g_array_append_val (ll.items, it);
            n_vassals++;
          }
        if (lv && lv->other_vassals)  /* levy: other Lords' Vassals (Inferno 3.4.2) */
          n_vassals += lv->other_vassals (t, l, ll.items, ex);
        for (int a = CAS_ASSET_CART; a <= CAS_ASSET_SHIP; a++)
          {
            /* The Transport roles in the game's own slots (levy, issue 17: Inferno has
             * Carts and Ships only, its Ship in the fifth slot; Nevsky's role = slot). */
            int slot = cas_game_asset_slot (game, (CasAsset) a);
            if (slot < 0 || (a == CAS_ASSET_SHIP && !lord->ships) || CAS_LORD (t, l, CAS_L_ASSETS + slot) >= cap)
              continue;
            CasLevyItem it = { CAS_LEVY_ITEM_TRANSPORT, slot, FALSE };
            g_array_append_val (ll.items, it);
            g_string_append_printf (transport, "%s%s", transport->len ? ", " : "", cas_game_asset_id (t->game, slot));
          }
        int this_lord = count_this_lord (t, l);
        for (guint c = 0; c < cas_game_get_n_cards (game); c++)
          {
            const CasCard *card = cas_game_get_card (game, (int) c);
            if (CAS_CARD (t, c, CAS_K_STATE) != CAS_CARD_DECK || !eligible (card, l, side))
              continue;
            if (card->this_lord ? cas_rules_lord_has_capability (t, l, card->cap_name) : cas_rules_side_has_capability (t, side, card->cap_name))
              continue;
            CasLevyItem it = { CAS_LEVY_ITEM_CAPABILITY, (int) c, card->this_lord && this_lord >= MAX_THIS_LORD };
            g_array_append_val (ll.items, it);
            n_caps++;
          }

        cas_explain_addn (ex, "3.4,1.5.3", ll.lordship,
                          "%s is at %s, Friendly to the %s: his Lordship gives him %d Levy action, one per Lord, Vassal, Transport or Capability",
                          "%s is at %s, Friendly to the %s: his Lordship gives him %d Levy actions, one per Lord, Vassal, Transport or Capability",
                          lord->name, cas_rules_locale_name (t, locale), cas_rules_side_name (t, side), ll.lordship);
        if (ll.spent > 0)  /* inferno-levy (issue 17) */
          cas_explain_add (ex, "3.4", _("%s has spent %d of them this Muster: %d left"), lord->name, ll.spent, ll.lordship - ll.spent);
        if (n_lords_item)
          cas_explain_addn (ex, "3.4.1", n_lords_item,
                            "%s can roll to Muster %d Ready Lord",
                            "%s can roll to Muster %d Ready Lords",
                            lord->name, n_lords_item);
        if (n_vassals)
          cas_explain_addn (ex, "3.4.2", n_vassals,
                            "%s can Muster %d Ready Vassal",
                            "%s can Muster %d Ready Vassals",
                            lord->name, n_vassals);
        if (transport->len && cap == 8)
          cas_explain_add (ex, "3.4.3", lord->ships ? _("%s can add Transport: %s (Ships because his mat says so), up to 8 of each")
                                                    : _("%s can add Transport: %s (no Ships: his mat does not allow them), up to 8 of each"),
                           lord->name, transport->str);
        else if (transport->len)  /* levy (issue 17): Inferno's 16 (1.7) */
          cas_explain_add (ex, "3.4.3,1.7", lord->ships ? _("%s can add Transport: %s (Ships because his mat says so), up to %d of each")
                                                        : _("%s can add Transport: %s (no Ships: his mat does not allow them), up to %d of each"),
                           lord->name, transport->str, cap);
        if (n_caps)
          cas_explain_addn (ex, "3.4.4,1.9.1", n_caps,
                            "%s may Levy %d Capability from his side's unused cards (he is shown on it; never two of the same name at his mat)",
                            "%s may Levy %d Capabilities from his side's unused cards (he is shown on them; never two of the same name at his mat)",
                            lord->name, n_caps);
        if (this_lord >= MAX_THIS_LORD)
          cas_explain_add (ex, "3.4.4", _("%s already has two This Lord Capabilities: he may Levy another but must then discard down to two"), lord->name);
        g_string_free (transport, TRUE);
        g_array_append_val (r->lordship, ll);
        /* cppcheck-suppress memleak ; g_array_append_val () moved the struct, and what its members own, into the array, whose clear function frees it */
      }
}

static void
capability_limit (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int caps = 0, lords = 0;
      for (guint c = 0; c < cas_game_get_n_cards (game); c++)
        caps += cas_game_get_card (game, (int) c)->side == side && CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_CAPABILITY;
      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        lords += cas_table_lord_on_map (t, (int) l) && cas_rules_lord_side (t, (int) l) == side;
      r->capability_excess[side] = MAX (0, caps - lords);
      if (caps == 0)
        continue;
      /* inferno-fixes (issue 17): each count with its own plural ("1 side-wide Capability") */
      /* TRANSLATORS: the start of "The Guelphs have %s and %s: ..." */
      g_autofree char *n_caps = g_strdup_printf (ngettext ("%d side-wide Capability", "%d side-wide Capabilities", caps), caps);
      /* TRANSLATORS: the second count of "The Guelphs have %s and %s: ..." */
      g_autofree char *n_lords = g_strdup_printf (ngettext ("%d Lord on the map", "%d Lords on the map", lords), lords);
      if (r->capability_excess[side] > 0)
        /* TRANSLATORS: "The Teutons have 3 side-wide Capabilities and 1 Lord on the map: at the start ..." */
        cas_levy_note (r, ex, "4.0,3.4.4", ngettext ("The %s have %s and %s: at the start of the Campaign they must discard %d of them",
                                           "The %s have %s and %s: at the start of the Campaign they must discard %d of them",
                                           r->capability_excess[side]),
              cas_rules_side_name (t, side), n_caps, n_lords, r->capability_excess[side]);
      else
        /* TRANSLATORS: "The Teutons have 1 side-wide Capability and 2 Lords on the map: no excess" */
        cas_explain_add (ex, "4.0", _("The %s have %s and %s: no excess"), cas_rules_side_name (t, side), n_caps, n_lords);
    }
}

char *
cas_levy_lord_list (const CasTable *t, const int *lords, int n)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", cas_rules_lord_name (t, lords[i]));
  return g_string_free (s, FALSE);
}

CasLevyResult *
cas_levy_compute (const CasTable *t, CasExplain *ex)
{
  /* The explanation is optional for callers who only want the numbers. */
  g_autoptr(CasExplain) scratch = ex ? NULL : cas_explain_new ();
  ex = ex ? ex : scratch;
  CasLevyResult *r = g_new0 (CasLevyResult, 1);
  r->ready = g_array_new (FALSE, TRUE, sizeof (CasLevyReady));
  g_array_set_clear_func (r->ready, clear_ready);
  r->lordship = g_array_new (FALSE, TRUE, sizeof (CasLevyLordship));
  g_array_set_clear_func (r->lordship, clear_lordship);
  r->notes = g_ptr_array_new_with_free_func (g_free);

  if (CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN)
    cas_explain_add (ex, "3.0,4.0", _("It is the Campaign: these Levy helpers describe the position as it stands, for the next Levy"));
  ready_lords (t, r, ex);
  if (r->ready->len == 0)
    cas_explain_add (ex, "3.4.1", _("No Lord is Ready: no cylinder is at or left of box %d"), CAS_GLOBAL (t, CAS_G_BOX));
  /* inferno-levy (issue 17): a game whose table keeps them says how */
  const CasLcLevy *lv = levy_rules (t);
  if (lv && lv->tracked_note)
    lv->tracked_note (t, ex);
  else
    cas_explain_add (ex, "3.4,3.4.1", _("A Lord who arrived during this Muster cannot use his Lordship until Call to Arms; Castellan does not track Levy actions already spent"));
  lordship (t, r, ex);
  capability_limit (t, r, ex);
  /* The game's own: Nevsky's Special Vassals, Papal Legate and Novgorod Veche. */
  if (cas_lc_rules (t->game) && cas_lc_rules (t->game)->levy_extras)
    cas_lc_rules (t->game)->levy_extras (t, r, ex);
  return r;
}
