/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-levy.c: Levy helpers: Ready Lords, free Seats and Fealty odds (3.4.1), what
 * Lordship can buy (3.4.2-3.4.4), the Capability limit (4.0), Special Vassals, and the
 * Call to Arms of the Papal Legate and the Novgorod Veche (3.5). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-levy.h"

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
G_GNUC_PRINTF (4, 5)
static void
note (CasLevyResult *r, CasExplain *ex, const char *rules, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  char *text = g_strdup_vprintf (format, args);
  va_end (args);
  cas_explain_add (ex, rules, "%s", text);
  g_ptr_array_add (r->notes, text);
}

static gboolean
card_in (const CasTable *t, const char *id, CasCardState state)
{
  int c = cas_game_find_card (t->game, id);
  return c >= 0 && CAS_CARD (t, c, CAS_K_STATE) == (int) state;
}

static gboolean
lord_is (const CasTable *t, int lord, const char *id)
{
  return g_strcmp0 (cas_game_get_lord (t->game, lord)->id, id) == 0;
}

/* R11 Valdemar and R17 Dietrich von Grüningen (This Levy): their Lords may neither be
 * Mustered nor use Lordship. */
static const char *
barred_by (const CasTable *t, int lord)
{
  if (lord_is (t, lord, "knud_and_abel") && card_in (t, "r11", CAS_CARD_THIS_LEVY))
    return "Valdemar (R11)";
  if ((lord_is (t, lord, "andreas") || lord_is (t, lord, "rudolf")) && card_in (t, "r17", CAS_CARD_THIS_LEVY))
    return "Dietrich von Grüningen (R17)";
  return NULL;
}

/* 3.4.1: a Seat free of enemy Lords and not held by the enemy: Conquered by him, or an
 * enemy Castle marker in one's own territory. */
static gboolean
seat_free (const CasTable *t, int lord, int loc, CasExplain *ex)
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

static int
free_seats (const CasTable *t, int lord, int *out, CasExplain *ex)
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
      if (!seen && seat_free (t, lord, seats[i], ex) && k < CAS_MAX_SEATS)
        out[k++] = seats[i];
    }
  return k;
}

static char *
locale_list (const CasTable *t, const int *locs, int n)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", cas_rules_locale_name (t, locs[i]));
  return g_string_free (s, FALSE);
}

static gboolean
is_ready (const CasTable *t, int lord)
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
is_crusader (const CasTable *t, const CasVassal *v)
{
  return v->special_card >= 0 && g_strcmp0 (cas_game_get_card (t->game, v->special_card)->cap_name, "Crusade") == 0;
}

static gboolean
can_use_lordship (const CasTable *t, int lord)
{
  int locale = cas_rules_lord_locale (t, lord);
  return locale >= 0 && barred_by (t, lord) == NULL && cas_rules_friendly (t, locale, cas_rules_lord_side (t, lord), NULL);
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
        if (cas_rules_lord_side (t, l) != side || !is_ready (t, l))
          continue;
        const CasLord *lord = cas_game_get_lord (game, l);
        CasLevyReady rl = { .lord = l, .box = CAS_LORD (t, l, CAS_L_BOX), .fealty = lord->fealty };
        rl.levied_by = g_array_new (FALSE, FALSE, sizeof (int));
        rl.odds = lord->fealty / 6.0;
        rl.service_box = MIN (box + lord->service, (int) cas_game_get_n_boxes (game) + 1);

        if (rl.box <= 0)
          cas_explain_add (ex, "3.4.1,2.2.3", _("%s is Ready: his cylinder is just off the left edge of the Calendar"), lord->name);
        else
          cas_explain_add (ex, "3.4.1", _("%s is Ready: his cylinder is in box %d, at or left of box %d"), lord->name, rl.box, box);
        if (rl.service_box > (int) cas_game_get_n_boxes (game))
          cas_explain_add (ex, "3.4.1,2.2.3", _("Mustered now, %s would put his Service marker %d boxes (his Service rating) right of box %d: just off the right edge of the Calendar"),
                           lord->name, lord->service, box);
        else
          cas_explain_add (ex, "3.4.1", _("Mustered now, %s would put his Service marker %d boxes (his Service rating) right of box %d, in box %d"),
                           lord->name, lord->service, box, rl.service_box);
        rl.n_seats = free_seats (t, l, rl.seats, ex);
        if (rl.n_seats > 0)
          {
            g_autofree char *list = locale_list (t, rl.seats, rl.n_seats);
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
            cas_explain_add (ex, "3.4.1,1.5.3,3.5.2", _("No Lord may Levy %s: only the Novgorod Veche can bring him in, without a roll"), lord->name);
          }
        else
          {
            cas_explain_add (ex, "3.4.1,1.5.3", _("%s's Fealty is %d: each Levy action spent on him Musters him on a roll of 1-%d (%d in 6)"), lord->name,
                             lord->fealty, lord->fealty, lord->fealty);
            for (int m = 0; m < n_lords && !rl.blocked && rl.n_seats > 0; m++)
              if (m != l && cas_table_lord_on_map (t, m) && cas_rules_lord_side (t, m) == side && can_use_lordship (t, m))
                g_array_append_val (rl.levied_by, m);
          }
        g_array_append_val (r->ready, rl);
      }
}

static void
lordship (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
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
        if (!cas_rules_friendly (t, locale, side, NULL))
          {
            cas_explain_add (ex, cas_rules_besieged (t, l) ? "3.4,1.3.1,4.3.5" : "3.4,1.3.1",
                             cas_rules_besieged (t, l) ? _("%s is Besieged at %s, which is not Friendly: he cannot take Levy actions")
                                                       : _("%s is at %s, which is not Friendly to the %s: he cannot take Levy actions"),
                             lord->name, cas_rules_locale_name (t, locale), cas_rules_side_name (t, side));
            g_array_append_val (r->lordship, ll);
            continue;
          }
        ll.can_levy = TRUE;

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
            if (CAS_LORD (t, l, CAS_L_VASSAL + v) != CAS_VASSAL_READY || is_crusader (t, vassal))
              continue;
            CasLevyItem it = { CAS_LEVY_ITEM_VASSAL, lord->vassals[v], FALSE };
            g_array_append_val (ll.items, it);
            n_vassals++;
          }
        for (int a = CAS_ASSET_CART; a <= CAS_ASSET_SHIP; a++)
          {
            if ((a == CAS_ASSET_SHIP && !lord->ships) || CAS_LORD (t, l, CAS_L_ASSETS + a) >= cap)
              continue;
            CasLevyItem it = { CAS_LEVY_ITEM_TRANSPORT, a, FALSE };
            g_array_append_val (ll.items, it);
            g_string_append_printf (transport, "%s%s", transport->len ? ", " : "", cas_game_asset_id (t->game, a));
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

        cas_explain_add (ex, "3.4,1.5.3", ngettext ("%s is at %s, Friendly to the %s: his Lordship gives him %d Levy action, one per Lord, Vassal, Transport or Capability",
                                                    "%s is at %s, Friendly to the %s: his Lordship gives him %d Levy actions, one per Lord, Vassal, Transport or Capability",
                                                    lord->lordship),
                         lord->name, cas_rules_locale_name (t, locale), cas_rules_side_name (t, side), lord->lordship);
        if (n_lords_item)
          cas_explain_add (ex, "3.4.1", ngettext ("%s can roll to Muster %d Ready Lord", "%s can roll to Muster %d Ready Lords", n_lords_item), lord->name,
                           n_lords_item);
        if (n_vassals)
          cas_explain_add (ex, "3.4.2", ngettext ("%s can Muster %d Ready Vassal", "%s can Muster %d Ready Vassals", n_vassals), lord->name, n_vassals);
        if (transport->len)
          cas_explain_add (ex, "3.4.3", lord->ships ? _("%s can add Transport: %s (Ships because his mat says so), up to 8 of each")
                                                    : _("%s can add Transport: %s (no Ships: his mat does not allow them), up to 8 of each"),
                           lord->name, transport->str);
        if (n_caps)
          cas_explain_add (ex, "3.4.4,1.9.1", ngettext ("%s may Levy %d Capability from his side's unused cards (he is shown on it; never two of the same name at his mat)",
                                                        "%s may Levy %d Capabilities from his side's unused cards (he is shown on them; never two of the same name at his mat)", n_caps),
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
      if (r->capability_excess[side] > 0)
        note (r, ex, "4.0,3.4.4", ngettext ("The %s have %d side-wide Capabilities and %d Lords on the map: at the start of the Campaign they must discard %d of them",
                                           "The %s have %d side-wide Capabilities and %d Lords on the map: at the start of the Campaign they must discard %d of them",
                                           r->capability_excess[side]),
              cas_rules_side_name (t, side), caps, lords, r->capability_excess[side]);
      else if (caps > 0)
        cas_explain_add (ex, "4.0", _("The %s have %d side-wide Capabilities and %d Lords on the map: no excess"), cas_rules_side_name (t, side), caps, lords);
    }
}

static void
special_vassals (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  int teutons = cas_game_find_side (game, "teutonic");
  int russians = cas_game_find_side (game, "russian");
  gboolean summer = g_strcmp0 (cas_table_season (t)->id, "summer") == 0;

  if (teutons >= 0 && cas_rules_side_has_capability (t, teutons, "Crusade"))
    {
      if (!summer)
        note (r, ex, "3.4.2,1.9.1", _("Crusade is in play, but Summer Crusaders Muster only in Summer (those already Mustered may serve into Early Winter)"));
      for (guint i = 0; i < cas_game_get_n_vassals (game); i++)
        {
          const CasVassal *v = cas_game_get_vassal (game, (int) i);
          if (!is_crusader (t, v) || !cas_table_lord_on_map (t, v->lord))
            continue;
          const char *name = cas_rules_lord_name (t, v->lord);
          if (!summer || CAS_LORD (t, v->lord, CAS_L_VASSAL + v->slot) != CAS_VASSAL_READY)
            continue;
          if (cas_rules_besieged (t, v->lord))
            note (r, ex, "3.4.2,4.3.5", _("%s is Besieged: his Summer Crusaders cannot join him"), name);
          else
            {
              note (r, ex, "3.4.2,1.9.1", _("Crusade: it is Summer, so %s's Summer Crusaders Muster automatically and for free"), name);
              cas_explain_propose (ex, "vassal %s %s muster", cas_game_get_lord (game, v->lord)->id, v->id);
            }
        }
    }
  else if (card_in (t, "t11", CAS_CARD_DECK))
    cas_explain_add (ex, "3.4.2,3.4.4", _("Summer Crusaders stay aside until Crusade (T11) is in play; Andreas or Rudolf can Levy it in any Season"));

  if (russians >= 0 && cas_rules_side_has_capability (t, russians, "Steppe Warriors"))
    note (r, ex, "3.4.2,1.9.1", _("Steppe Warriors is in play: Aleksandr and Andrey can Levy their Mongols and Kipchaqs (one Levy action each); they Disband at once if the card is discarded"));
  else if (card_in (t, "r10", CAS_CARD_DECK))
    cas_explain_add (ex, "3.4.2,3.4.4", _("Mongols and Kipchaqs cannot Muster until Steppe Warriors (R10) is in play; Aleksandr or Andrey can Levy it"));
}

static int
lords_with_seat_at (const CasTable *t, int side, int loc, gboolean (*want) (const CasTable *, int), int *out)
{
  int n = 0;
  for (int l = 0; l < (int) cas_game_get_n_lords (t->game); l++)
    {
      int seats[CAS_MAX_SEATS * 2];
      if (cas_rules_lord_side (t, l) != side || !want (t, l))
        continue;
      int ns = cas_rules_seats (t, l, seats, G_N_ELEMENTS (seats), NULL);
      for (int i = 0; i < ns; i++)
        if (seats[i] == loc)
          {
            out[n++] = l;
            break;
          }
    }
  return n;
}

static gboolean
on_calendar_not_ready (const CasTable *t, int lord)
{
  return CAS_LORD (t, lord, CAS_L_STATE) == CAS_LORD_CALENDAR && !is_ready (t, lord);
}

static gboolean
ready_unbarred (const CasTable *t, int lord)
{
  return is_ready (t, lord) && barred_by (t, lord) == NULL;
}

static char *
lord_list (const CasTable *t, const int *lords, int n)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", cas_rules_lord_name (t, lords[i]));
  return g_string_free (s, FALSE);
}

static void
papal_legate (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  int teutons = cas_game_find_side (game, "teutonic");
  int legate = CAS_GLOBAL (t, CAS_G_LEGATE);
  int lords[16];
  int n;

  if (teutons < 0)
    return;
  if (!cas_rules_side_has_capability (t, teutons, "William of Modena"))
    {
      note (r, ex, "3.5.1,1.4.1", card_in (t, "r15", CAS_CARD_THIS_LEVY)
                                      ? _("Papal Legate: Death of the Pope (R15) is in force this Levy, so the Teutons skip Call to Arms")
                                      : _("Papal Legate: William of Modena (T13) is not in play, so the Teutons skip Call to Arms"));
      return;
    }
  if (legate == CAS_LEGATE_OUT)
    {
      note (r, ex, "3.5.1,1.4.1", _("Papal Legate: the pawn is out of play"));
      return;
    }
  if (legate == CAS_LEGATE_ON_CARD)
    {
      int bishoprics[16];
      int nb = 0;
      for (int loc = 0; loc < (int) cas_game_get_n_locales (game) && nb < 16; loc++)
        if (cas_game_get_locale (game, loc)->kind == CAS_LOCALE_BISHOPRIC)
          bishoprics[nb++] = loc;
      g_autofree char *list = locale_list (t, bishoprics, nb);
      note (r, ex, "3.5.1", _("Papal Legate: the pawn is on William of Modena and may arrive at any Bishopric (%s), then act from there"), list);
      return;
    }

  const char *here = cas_rules_locale_name (t, legate);
  note (r, ex, "3.5.1,1.3.1", _("Papal Legate at %s: he may move to any Friendly Locale, or do one of the following and return to his card"), here);
  n = lords_with_seat_at (t, teutons, legate, ready_unbarred, lords);
  int k = 0;
  for (int i = 0; i < n; i++)
    if (seat_free (t, lords[i], legate, NULL))
      lords[k++] = lords[i];
  if (k > 0)
    {
      g_autofree char *list = lord_list (t, lords, k);
      note (r, ex, "3.5.1,3.4.1", _("Legate: Muster without a roll a Ready Lord whose Seat is %s: %s"), here, list);
    }
  n = lords_with_seat_at (t, teutons, legate, on_calendar_not_ready, lords);
  if (n > 0)
    {
      g_autofree char *list = lord_list (t, lords, n);
      note (r, ex, "3.5.1", _("Legate: slide 1 box left the cylinder of a Lord on the Calendar whose Seat is %s: %s"), here, list);
    }
  if (cas_rules_friendly (t, legate, teutons, NULL))
    {
      n = 0;
      for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
        if (cas_rules_lord_locale (t, l) == legate && cas_rules_lord_side (t, l) == teutons && barred_by (t, l) == NULL)
          lords[n++] = l;
      if (n > 0)
        {
          g_autofree char *list = lord_list (t, lords, n);
          note (r, ex, "3.5.1,3.4", _("Legate: give an extra Muster with his full Lordship to a Lord at %s: %s"), here, list);
        }
    }
}

static gboolean
russian_ready (const CasTable *t, int lord)
{
  return is_ready (t, lord);
}

static void
novgorod_veche (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  int russians = cas_game_find_side (game, "russian");
  int vp = CAS_GLOBAL (t, CAS_G_VECHE_VP);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  int lords[16];
  int n;

  if (russians < 0)
    return;
  if (vp > 0)
    {
      note (r, ex, "3.5.2", ngettext ("Novgorod Veche (%d VP marker): the Russians may spend one VP marker on one of the following",
                                      "Novgorod Veche (%d VP markers): the Russians may spend one VP marker on one of the following", vp),
            vp);
      n = 0;
      for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
        if (cas_rules_lord_side (t, l) == russians && on_calendar_not_ready (t, l))
          lords[n++] = l;
      if (n > 0)
        {
          g_autofree char *list = lord_list (t, lords, n);
          note (r, ex, "3.5.2", _("Veche: slide one Russian cylinder 2 boxes left: %s"), list);
        }
      n = 0;
      for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
        {
          int seats[CAS_MAX_SEATS];
          if (cas_rules_lord_side (t, l) == russians && russian_ready (t, l) && free_seats (t, l, seats, NULL) > 0)
            lords[n++] = l;
        }
      if (n > 0)
        {
          g_autofree char *list = lord_list (t, lords, n);
          note (r, ex, "3.5.2,3.4.1", _("Veche: Muster one Ready Russian Lord at a free Seat without a roll (the only way to bring in Aleksandr): %s"), list);
        }
      n = 0;
      for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
        if (cas_table_lord_on_map (t, l) && cas_rules_lord_side (t, l) == russians &&
            cas_rules_friendly (t, cas_rules_lord_locale (t, l), russians, NULL))
          lords[n++] = l;
      if (n > 0)
        {
          g_autofree char *list = lord_list (t, lords, n);
          note (r, ex, "3.5.2,3.4", _("Veche: an extra Muster with his Lordship for one Russian Lord at a Friendly Locale: %s"), list);
        }
    }
  n = 0;
  for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
    if ((lord_is (t, l, "aleksandr") || lord_is (t, l, "andrey")) && is_ready (t, l))
      lords[n++] = l;
  if (n > 0)
    {
      g_autofree char *list = lord_list (t, lords, n);
      note (r, ex, "3.5.2,1.4.2", vp >= cas_game_get_veche_cap (game)
                                      ? _("Veche: decline %s, sliding every Ready one of them to box %d, for 1 VP marker (the Veche already holds the most it can: the marker would be lost)")
                                      : _("Veche: decline %s, sliding every Ready one of them to box %d, and add 1 VP marker to the Veche"),
            list, box + 1);
    }
  if (vp == 0 && n == 0)
    note (r, ex, "3.5.2", _("Novgorod Veche: no VP marker to spend and neither Aleksandr nor Andrey is Ready, so it has nothing to do"));
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
  cas_explain_add (ex, "3.4,3.4.1", _("A Lord who arrived during this Muster cannot use his Lordship until Call to Arms; Castellan does not track Levy actions already spent"));
  lordship (t, r, ex);
  capability_limit (t, r, ex);
  special_vassals (t, r, ex);
  papal_legate (t, r, ex);
  novgorod_veche (t, r, ex);
  return r;
}
