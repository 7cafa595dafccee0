/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-levy.c: Nevsky's own Levy (3.4.2, 3.5): the Events that bar Lords (R11, R17),
 * Special Vassals (Crusade, Steppe Warriors), and Call to Arms: the Papal Legate (3.5.1)
 * and the Novgorod Veche (3.5.2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-levy.h"

static gboolean
card_in (const CasTable *t, int card, CasCardState state)
{
  return CAS_CARD (t, card, CAS_K_STATE) == (int) state;
}

/* R11 Valdemar and R17 Dietrich von Grüningen (This Levy): their Lords may neither be
 * Mustered nor use Lordship. */
const char *
nevsky_levy_barred (const CasTable *t, int lord)
{
  const NevskyIds *ids = nevsky_ids (t);
  if (lord == ids->knud_and_abel && card_in (t, ids->valdemar, CAS_CARD_THIS_LEVY))
    return "Valdemar (R11)";
  if ((lord == ids->andreas || lord == ids->rudolf) && card_in (t, ids->dietrich, CAS_CARD_THIS_LEVY))
    return "Dietrich von Grüningen (R17)";
  return NULL;
}

/* Levy, Audit, Victory (lint-lc2) */
/* A Vassal that Musters by its card (Crusade) rather than by Lordship (3.4.2). */
gboolean
nevsky_levy_is_crusader (const CasTable *t, const CasVassal *v)
{
  return v->special_card >= 0 && g_strcmp0 (cas_game_get_card (t->game, v->special_card)->cap_name, "Crusade") == 0;
}

/* 3.4.1, 1.5.3, 3.5.2: a Lord of Fealty 0 comes in only through the Novgorod Veche. */
void
nevsky_levy_no_fealty (const CasTable *t, int lord, CasExplain *ex)
{
  cas_explain_add (ex, "3.4.1,1.5.3,3.5.2", _("No Lord may Levy %s: only the Novgorod Veche can bring him in, without a roll"),
                   cas_game_get_lord (t->game, lord)->name);
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
        cas_levy_note (r, ex, "3.4.2,1.9.1", _("Crusade is in play, but Summer Crusaders Muster only in Summer (those already Mustered may serve into Early Winter)"));
      for (guint i = 0; i < cas_game_get_n_vassals (game); i++)
        {
          const CasVassal *v = cas_game_get_vassal (game, (int) i);
          if (!nevsky_levy_is_crusader (t, v) || !cas_table_lord_on_map (t, v->lord))
            continue;
          const char *name = cas_rules_lord_name (t, v->lord);
          if (!summer || CAS_LORD (t, v->lord, CAS_L_VASSAL + v->slot) != CAS_VASSAL_READY)
            continue;
          if (cas_rules_besieged (t, v->lord))
            cas_levy_note (r, ex, "3.4.2,4.3.5", _("%s is Besieged: his Summer Crusaders cannot join him"), name);
          else
            {
              cas_levy_note (r, ex, "3.4.2,1.9.1", _("Crusade: it is Summer, so %s's Summer Crusaders Muster automatically and for free"), name);
              cas_explain_propose (ex, "vassal %s %s muster", cas_game_get_lord (game, v->lord)->id, v->id);
            }
        }
    }
  else if (card_in (t, nevsky_ids (t)->crusade, CAS_CARD_DECK))
    cas_explain_add (ex, "3.4.2,3.4.4", _("Summer Crusaders stay aside until Crusade (T11) is in play; Andreas or Rudolf can Levy it in any Season"));

  if (russians >= 0 && cas_rules_side_has_capability (t, russians, "Steppe Warriors"))
    cas_levy_note (r, ex, "3.4.2,1.9.1", _("Steppe Warriors is in play: Aleksandr and Andrey can Levy their Mongols and Kipchaqs (one Levy action each); they Disband at once if the card is discarded"));
  else if (card_in (t, nevsky_ids (t)->steppe_warriors, CAS_CARD_DECK))
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
  return CAS_LORD (t, lord, CAS_L_STATE) == CAS_LORD_CALENDAR && !cas_levy_is_ready (t, lord);
}

static gboolean
ready_unbarred (const CasTable *t, int lord)
{
  return cas_levy_is_ready (t, lord) && nevsky_levy_barred (t, lord) == NULL;
}

static void
papal_legate (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  int teutons = cas_game_find_side (game, "teutonic");
  int legate = CAS_GLOBAL (t, NEVSKY_G_LEGATE);
  int lords[16];
  int n;

  if (teutons < 0)
    return;
  if (!cas_rules_side_has_capability (t, teutons, "William of Modena"))
    {
      cas_levy_note (r, ex, "3.5.1,1.4.1", card_in (t, nevsky_ids (t)->death_of_the_pope, CAS_CARD_THIS_LEVY)
                                      ? _("Papal Legate: Death of the Pope (R15) is in force this Levy, so the Teutons skip Call to Arms")
                                      : _("Papal Legate: William of Modena (T13) is not in play, so the Teutons skip Call to Arms"));
      return;
    }
  if (legate == NEVSKY_LEGATE_OUT)
    {
      cas_levy_note (r, ex, "3.5.1,1.4.1", _("Papal Legate: the pawn is out of play"));
      return;
    }
  if (legate == NEVSKY_LEGATE_ON_CARD)
    {
      int bishoprics[16];
      int nb = 0;
      for (int loc = 0; loc < (int) cas_game_get_n_locales (game) && nb < 16; loc++)
        if (cas_game_get_locale (game, loc)->kind == NEVSKY_LOCALE_BISHOPRIC)
          bishoprics[nb++] = loc;
      g_autofree char *list = cas_levy_locale_list (t, bishoprics, nb);
      cas_levy_note (r, ex, "3.5.1", _("Papal Legate: the pawn is on William of Modena and may arrive at any Bishopric (%s), then act from there"), list);
      return;
    }

  const char *here = cas_rules_locale_name (t, legate);
  cas_levy_note (r, ex, "3.5.1,1.3.1", _("Papal Legate at %s: he may move to any Friendly Locale, or do one of the following and return to his card"), here);
  n = lords_with_seat_at (t, teutons, legate, ready_unbarred, lords);
  int k = 0;
  for (int i = 0; i < n; i++)
    if (cas_levy_seat_free (t, lords[i], legate, NULL))
      lords[k++] = lords[i];
  if (k > 0)
    {
      g_autofree char *list = cas_levy_lord_list (t, lords, k);
      cas_levy_note (r, ex, "3.5.1,3.4.1", _("Legate: Muster without a roll a Ready Lord whose Seat is %s: %s"), here, list);
    }
  n = lords_with_seat_at (t, teutons, legate, on_calendar_not_ready, lords);
  if (n > 0)
    {
      g_autofree char *list = cas_levy_lord_list (t, lords, n);
      cas_levy_note (r, ex, "3.5.1", _("Legate: slide 1 box left the cylinder of a Lord on the Calendar whose Seat is %s: %s"), here, list);
    }
  if (cas_rules_friendly (t, legate, teutons, NULL))
    {
      n = 0;
      for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
        if (cas_rules_lord_locale (t, l) == legate && cas_rules_lord_side (t, l) == teutons && nevsky_levy_barred (t, l) == NULL)
          lords[n++] = l;
      if (n > 0)
        {
          g_autofree char *list = cas_levy_lord_list (t, lords, n);
          cas_levy_note (r, ex, "3.5.1,3.4", _("Legate: give an extra Muster with his full Lordship to a Lord at %s: %s"), here, list);
        }
    }
}

static gboolean
russian_ready (const CasTable *t, int lord)
{
  return cas_levy_is_ready (t, lord);
}

static void
novgorod_veche (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  int russians = cas_game_find_side (game, "russian");
  int vp = CAS_GLOBAL (t, NEVSKY_G_VECHE_VP);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  int lords[16];
  int n;

  if (russians < 0)
    return;
  if (vp > 0)
    {
      cas_levy_note (r, ex, "3.5.2", ngettext ("Novgorod Veche (%d VP marker): the Russians may spend one VP marker on one of the following",
                                      "Novgorod Veche (%d VP markers): the Russians may spend one VP marker on one of the following", vp),
            vp);
      n = 0;
      for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
        if (cas_rules_lord_side (t, l) == russians && on_calendar_not_ready (t, l))
          lords[n++] = l;
      if (n > 0)
        {
          g_autofree char *list = cas_levy_lord_list (t, lords, n);
          cas_levy_note (r, ex, "3.5.2", _("Veche: slide one Russian cylinder 2 boxes left: %s"), list);
        }
      n = 0;
      for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
        {
          int seats[CAS_MAX_SEATS];
          if (cas_rules_lord_side (t, l) == russians && russian_ready (t, l) && cas_levy_free_seats (t, l, seats, NULL) > 0)
            lords[n++] = l;
        }
      if (n > 0)
        {
          g_autofree char *list = cas_levy_lord_list (t, lords, n);
          cas_levy_note (r, ex, "3.5.2,3.4.1", _("Veche: Muster one Ready Russian Lord at a free Seat without a roll (the only way to bring in Aleksandr): %s"), list);
        }
      n = 0;
      for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
        if (cas_table_lord_on_map (t, l) && cas_rules_lord_side (t, l) == russians &&
            cas_rules_friendly (t, cas_rules_lord_locale (t, l), russians, NULL))
          lords[n++] = l;
      if (n > 0)
        {
          g_autofree char *list = cas_levy_lord_list (t, lords, n);
          cas_levy_note (r, ex, "3.5.2,3.4", _("Veche: an extra Muster with his Lordship for one Russian Lord at a Friendly Locale: %s"), list);
        }
    }
  n = 0;
  for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
    if ((l == nevsky_ids (t)->aleksandr || l == nevsky_ids (t)->andrey) && cas_levy_is_ready (t, l))
      lords[n++] = l;
  if (n > 0)
    {
      g_autofree char *list = cas_levy_lord_list (t, lords, n);
      cas_levy_note (r, ex, "3.5.2,1.4.2", vp >= nevsky_veche_cap (game)
                                      ? _("Veche: decline %s, sliding every Ready one of them to box %d, for 1 VP marker (the Veche already holds the most it can: the marker would be lost)")
                                      : _("Veche: decline %s, sliding every Ready one of them to box %d, and add 1 VP marker to the Veche"),
            list, box + 1);
    }
  if (vp == 0 && n == 0)
    cas_levy_note (r, ex, "3.5.2", _("Novgorod Veche: no VP marker to spend and neither Aleksandr nor Andrey is Ready, so it has nothing to do"));
}


void
nevsky_levy_extras (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  special_vassals (t, r, ex);
  papal_legate (t, r, ex);
  novgorod_veche (t, r, ex);
}
