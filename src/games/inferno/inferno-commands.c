/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-commands.c: Inferno's Ravage (4.7.2), Forage (4.7.1), Tax (4.7.4) and Surrender
 * (4.5.1), through CasLcRules.commands (inf-cmd, issue 17; rules-decisions I53-I55). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-treachery.h"
#include "inferno-bypass.h"
#include "inferno-rules.h"
#include "inferno-mats.h" /* mats: the Comune mat as the Commander's second mat */
#include "inferno-scenario.h" /* scen: a Stronghold that Surrenders at once (6.0 C) */
#include "inferno-cards.h" /* cards: MASNADIERI, ECONOMIC SANCTIONS ... (1.9.1) */
#include "cas-commands.h"
#include "cas-settings.h"

/* 4.7.1: a Forage roll of this or less adds one Provender (game.json "forage_roll"). */
#define FORAGE_ROLL 3
/* 4.7.4, 1.5.1: a Podestà Taxes two Coin (game.json "podesta" "tax"). */
#define PODESTA_TAX 2
/* 4.5.1: Siege markers count up to four toward Surrender. */
#define MAX_SIEGE 4

static gboolean
is_town_or_city (const CasLocale *loc)
{
  return loc->stronghold && loc->vp >= 2;
}

/* 4.7.2: Berrovieri, or GUALDANA with any Horse, double the Ravage's gains; mats: on
 * either of a Commander's mats, his Comune's too (1.5.1, I134). */
static const char *
doubler (const CasTable *t, int lord)
{
  CasGame *game = t->game;
  int berrovieri = cas_game_find_unit (game, "berrovieri");
  gboolean horse = FALSE;

  if (berrovieri >= 0 && inferno_mats_units_of (t, lord, berrovieri) > 0)
    return cas_game_get_unit (game, berrovieri)->name;
  for (guint u = 0; u < cas_game_get_n_units (game); u++)
    if (cas_game_get_unit (game, (int) u)->horse && inferno_mats_units_of (t, lord, (int) u) > 0)
      horse = TRUE;
  if (horse && cas_rules_lord_has_capability (t, lord, "Gualdana"))
    return "Gualdana";
  return NULL;
}

/* levy (F18/S18 LA CAVALLATA, a This Lord Capability; 4.7.2; rules-decisions I117): for
 * his whole Command card and 1 Provender, a Lord who has it may Ravage an adjacent Locale
 * that is Enemy, not yet Ravaged and free of Unbesieged Enemy Lords, an Enemy Outpost too,
 * with the gains and marker of 4.7.2 there (an Outpost as a Castle). One line per such
 * Locale, with the actions that mirror it; the main Ravage's proposals are unchanged. */
#define CAVALLATA_CAP_NAME "La Cavallata"

static gboolean
adjacent (CasGame *game, int a, int b)
{
  for (guint w = 0; w < cas_game_get_n_ways (game); w++)
    {
      const CasWay *way = cas_game_get_way (game, (int) w);
      gboolean has_a = FALSE, has_b = FALSE;
      for (int k = 0; k < way->n_locales; k++)
        has_a = has_a || way->locales[k] == a, has_b = has_b || way->locales[k] == b;
      if (has_a && has_b && a != b)
        return TRUE;
    }
  return FALSE;
}

static void
la_cavallata (const CasTable *t, const CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  CasGame *game = t->game;
  const char *name = cas_rules_lord_name (t, r->lord);
  int prov_slot = cas_game_asset_slot (game, CAS_ASSET_PROV);
  if (!cas_rules_lord_has_capability (t, r->lord, CAVALLATA_CAP_NAME))
    return;
  if (besieged)
    {
      cas_explain_add (ex, "4.7.2,1.9.1", _("%s: %s is Besieged and cannot Ravage next door"), CAVALLATA_CAP_NAME, name);
      return;
    }
  if (prov_slot < 0 || CAS_LORD (t, r->lord, CAS_L_ASSETS + prov_slot) < 1)
    {
      cas_explain_add (ex, "4.7.2,1.9.1", _("%s: %s has no Provender to pay for it"), CAVALLATA_CAP_NAME, name);
      return;
    }
  const char *twice = doubler (t, r->lord);
  int gain = twice ? 2 : 1;
  int n = 0;
  /* cards: MASNADIERI takes no Loot from this Ravage either; its price stays (I168). */
  gboolean masnadieri = inferno_cards_masnadieri (t, r->lord, NULL);
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    {
      const CasLocale *loc = cas_game_get_locale (game, (int) i);
      if (!adjacent (game, r->locale, (int) i) || cas_rules_holder (t, (int) i) == r->side ||
          CAS_LOCALE (t, i, CAS_C_RAVAGED) != 0 || cas_rules_count_unbesieged (t, (int) i, 1 - r->side) > 0)
        continue;
      int colour = 1 - loc->side;
      int loot = is_town_or_city (loc) && !masnadieri ? gain : 0;
      /* Paid 1 Provender, gained `gain`: the net change on his mat (1.7.3 cap aside). */
      int prov = MIN (gain - 1, cas_commands_room (t, r->lord, CAS_ASSET_PROV));
      g_autoptr(GString) acts = g_string_new (NULL);
      g_string_append_printf (acts, "marker %s ravaged %s", loc->id, cas_game_get_side_id (game, colour));
      if (prov != 0)
        g_string_append_printf (acts, ", assets %s prov %+d", cas_game_get_lord (game, r->lord)->id, prov);
      if (loot > 0)
        g_string_append_printf (acts, ", assets %s loot +%d", cas_game_get_lord (game, r->lord)->id,
                                MIN (loot, cas_commands_room (t, r->lord, CAS_ASSET_LOOT)));
      cas_explain_add (ex, "4.7.2,1.9.1",
                       _("%s: %s may instead Ravage %s next door (Enemy, not Ravaged, no Unbesieged Enemy Lord) for his whole Command card and 1 Provender: %d Provender and %d Loot back, the marker the %s' colour (%s)"),
                       CAVALLATA_CAP_NAME, name, loc->name, gain, loot, cas_rules_side_name (t, colour), acts->str);
      n++;
    }
  if (n > 0 && masnadieri)
    cas_explain_add (ex, "4.7.2,1.9.1", _("%s: with Masnadieri he takes no Loot there either, and it still costs his whole "
                                          "Command card and 1 Provender (rules-decisions I168)"),
                     CAVALLATA_CAP_NAME);
  if (n == 0)
    cas_explain_add (ex, "4.7.2,1.9.1", _("%s: no Locale next to %s is Enemy, not yet Ravaged and free of Unbesieged Enemy Lords"),
                     CAVALLATA_CAP_NAME, cas_rules_locale_name (t, r->locale));
}

static void inferno_ravage_here (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex);

static void
inferno_ravage (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  inferno_ravage_here (t, r, besieged, ex);
  la_cavallata (t, r, besieged, ex);  /* levy: F18/S18 */
}

static void
inferno_ravage_here (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, r->locale);
  const char *name = cas_rules_lord_name (t, r->lord);
  CasCommandOption *o = &r->ravage;
  int colour = 1 - loc->side; /* the marker's colour: opposite the printed Allegiance */
  int gain, prov, loot;
  const char *twice;
  gboolean masnadieri;

  o->applies = TRUE;
  if (besieged)
    {
      cas_explain_add (ex, "4.7.2", _("Ravage: %s is Besieged and cannot Ravage"), name);
      return;
    }
  if (!loc->stronghold)
    {
      cas_explain_add (ex, "4.7.2,1.3.1", _("Ravage: %s is an Outpost; only La Cavallata Ravages one, from next door"), loc->name);
      return;
    }
  if (cas_rules_holder (t, r->locale) == r->side)
    {
      cas_explain_add (ex, "4.7.2,1.3.1", _("Ravage: %s is Friendly to the %s; only an Enemy Locale can be Ravaged"), loc->name,
                       cas_rules_side_name (t, r->side));
      return;
    }
  if (CAS_LOCALE (t, r->locale, CAS_C_RAVAGED) != 0)
    {
      cas_explain_add (ex, "4.7.2", _("Ravage: %s is already Ravaged"), loc->name);
      return;
    }

  o->allowed = TRUE;
  o->actions = is_town_or_city (loc) ? 2 : 1;
  twice = doubler (t, r->lord);
  gain = twice ? 2 : 1;
  cas_explain_addn (ex, "4.7.2,1.3.1", o->actions,
                    "Ravage: %s is Enemy to the %s and not yet Ravaged: %s may Ravage it for %d action (a %s)",
                    "Ravage: %s is Enemy to the %s and not yet Ravaged: %s may Ravage it for %d actions (a %s)",
                    loc->name, cas_rules_side_name (t, r->side), name, o->actions,
                    cas_game_text (cas_game_get_locale_type (game, loc->type)->name));
  /* cards: MASNADIERI at his mat: no action, no Loot (F20/S20; 4.7.2, 1.9.1) */
  masnadieri = inferno_cards_masnadieri (t, r->lord, ex);
  if (masnadieri)
    o->actions = 0;
  /* mats: room on his Comune mat too (1.5.1, I134) */
  prov = MIN (gain, inferno_mats_room (t, r->lord, CAS_ASSET_PROV));
  loot = is_town_or_city (loc) && !masnadieri ? MIN (gain, inferno_mats_room (t, r->lord, CAS_ASSET_LOOT)) : 0;
  o->prov = prov;
  o->loot = loot;
  if (is_town_or_city (loc) && masnadieri)
    cas_explain_add (ex, "4.7.2,1.9.1", _("A Town or City (even in Ruins) gives %d Provender, and with Masnadieri no Loot"), gain);
  else if (is_town_or_city (loc))
    cas_explain_add (ex, "4.7.2", _("A Town or City (even in Ruins) gives %d Provender and %d Loot"), gain, gain);
  else
    cas_explain_add (ex, "4.7.2", _("A Castle gives %d Provender and no Loot"), gain);
  if (twice && inferno_mats_comune (t, r->lord) >= 0)
    cas_explain_add (ex, "4.7.2,1.5.1", _("%s has %s on his mats (his or his %s's): the gains are doubled"), name, twice,
                     cas_game_get_comune (game, inferno_mats_comune (t, r->lord))->name);
  else if (twice)
    cas_explain_add (ex, "4.7.2", _("%s has %s: the gains are doubled"), name, twice);
  if (prov < gain || (is_town_or_city (loc) && !masnadieri && loot < gain))
    cas_explain_add (ex, "1.7.3", _("%s already holds %d of a kind, the most a mat may hold: that gain is lost"), name,
                     cas_game_get_asset_cap (game));
  inferno_mats_explain_gain (t, r->lord, CAS_ASSET_PROV, prov, "4.7.2", ex);
  inferno_mats_explain_gain (t, r->lord, CAS_ASSET_LOOT, loot, "4.7.2", ex);
  /* The marker's colour is always opposite the printed Allegiance: at a Locale of the
   * Lord's own colour carrying enemy markers, the ½ VP goes to the enemy (play note). */
  o->vp_halves = colour == r->side ? cas_game_get_vp_values (game)->ravaged_halves : 0;
  if (colour == r->side)
    cas_explain_add (ex, "4.7.2,5.1", _("The Ravaged marker is the %s' colour, opposite %s's printed Allegiance: ½ VP to them"),
                     cas_rules_side_name (t, colour), loc->name);
  else
    cas_explain_add (ex, "4.7.2,5.1",
                     _("%s is printed for the %s, so the Ravaged marker is the %s' colour and gives them ½ VP: a penalty, "
                       "though it helps a Surrender (4.5.1)"),
                     loc->name, cas_rules_side_name (t, r->side), cas_rules_side_name (t, colour));
  cas_commands_propose (o, "marker %s ravaged %s", loc->id, cas_game_get_side_id (game, colour));
  inferno_mats_propose_gain (t, r->lord, CAS_ASSET_PROV, prov, o);
  inferno_mats_propose_gain (t, r->lord, CAS_ASSET_LOOT, loot, o);
  for (guint i = 0; i < o->proposed->len; i++)
    cas_explain_propose (ex, "%s", (const char *) g_ptr_array_index (o->proposed, i));
}

static void
inferno_forage (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, r->locale);
  const CasSeason *season = cas_table_season (t);
  const char *name = cas_rules_lord_name (t, r->lord);
  CasCommandOption *o = &r->forage;
  /* levy: a Commander with his Comune counts as two against the Size (1.5.1). */
  int enemies = cas_inferno_lords_for_size (t, r->locale, 1 - r->side, cas_rules_count_lords (t, r->locale, 1 - r->side),
                                            besieged ? ex : NULL);
  gboolean ruins = CAS_LOCALE (t, r->locale, CAS_C_RUINS) != 0;

  o->applies = TRUE;
  if (CAS_LOCALE (t, r->locale, CAS_C_RAVAGED) != 0)
    {
      cas_explain_add (ex, "4.7.1", _("Forage: %s is Ravaged, and no one Forages in a Ravaged Locale"), loc->name);
      return;
    }
  if (besieged && enemies >= loc->capacity)
    {
      cas_explain_add (ex, "4.7.1,4.3.5",
                       _("Forage: %s is Besieged by %d enemy Lords, as many as %s's Size %d or more: he cannot Forage"), name,
                       enemies, loc->name, loc->capacity);
      return;
    }
  if (besieged)
    cas_explain_add (ex, "4.7.1,4.3.5",
                     _("%s is Besieged, but by fewer enemy Lords (%d) than %s's Size %d: he may Forage, though not as at an "
                       "Unbesieged Friendly Stronghold"),
                     name, enemies, loc->name, loc->capacity);
  o->prov = MIN (1, inferno_mats_room (t, r->lord, CAS_ASSET_PROV)); /* mats: his Comune mat too */
  inferno_forage_bypass_note (t, r->lord, ex); /* bypass (issue 17) */
  if (!besieged && !ruins && loc->stronghold && cas_rules_holder (t, r->locale) == r->side)
    {
      o->allowed = TRUE;
      cas_explain_add (ex, "4.7.1,1.3.1",
                       _("Forage: %s is an Unbesieged Friendly Stronghold, not Ruins: each Forage (1 action) adds 1 Provender"),
                       loc->name);
    }
  else
    {
      cas_settings_explain_season (t, CAS_GLOBAL (t, CAS_G_BOX), ex);
      switch (season->forage)
        {
        case CAS_FORAGE_AUTO:
          o->allowed = TRUE;
          cas_explain_add (ex, "4.7.1,1.3.2", _("Forage away from a Friendly Stronghold in %s: each Forage (1 action) adds 1 Provender"),
                           cas_game_text (season->name));
          break;
        case CAS_FORAGE_ROLL:
          o->allowed = TRUE;
          cas_explain_add (ex, "4.7.1,1.3.2",
                           _("Forage away from a Friendly Stronghold in %s: each Forage (1 action) rolls a die; 1-%d adds 1 "
                             "Provender, more adds nothing"),
                           cas_game_text (season->name), FORAGE_ROLL);
          break;
        default:
          cas_explain_add (ex, "4.7.1,1.3.2", _("Forage: it is %s, and there is no Forage outside Friendly Strongholds"),
                           cas_game_text (season->name));
          o->prov = 0;
          return;
        }
    }
  o->actions = 1;
  inferno_mats_explain_gain (t, r->lord, CAS_ASSET_PROV, o->prov, "4.7.1", ex);
  if (o->prov > 0)
    inferno_mats_propose_gain (t, r->lord, CAS_ASSET_PROV, o->prov, o);
  else
    cas_explain_add (ex, "4.7.1,1.7.3", _("%s already holds %d Provender, the most a mat may hold: Forage would gain nothing"),
                     name, cas_game_get_asset_cap (game));
}

static void
tax_coin (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, r->locale);
  const CasLord *lord = cas_game_get_lord (game, r->lord);
  const char *name = cas_rules_lord_name (t, r->lord);
  CasCommandOption *o = &r->tax;
  int coin;

  o->applies = TRUE;
  if (besieged)
    {
      cas_explain_add (ex, "4.7.4", _("Tax: %s is Besieged and cannot Tax"), name);
      return;
    }
  if (!inferno_cards_at_own_seat (t, r->lord, r->locale))
    {
      cas_explain_add (ex, "4.7.4,1.3.1", _("Tax: %s is not a Seat of %s (a Vassal Seat alone does not count): he cannot Tax here"),
                       loc->name, name);
      return;
    }
  /* cards: the enemy's ECONOMIC SANCTIONS in force this Campaign (S23; 4.7.4, 3.1.3). */
  if (inferno_cards_sanctions (t, r->side, ex))
    return;
  o->allowed = TRUE;
  o->actions = CAS_COMMAND_WHOLE_CARD;
  coin = lord->podesta ? PODESTA_TAX : 1;
  o->coin = MIN (coin, inferno_mats_room (t, r->lord, CAS_ASSET_COIN)); /* mats: his Comune mat too */
  if (lord->podesta)
    cas_explain_add (ex, "4.7.4,1.5.1", _("Tax: %s is a Seat of %s, a Podestà: taxing takes his whole Command card and adds %d Coin"),
                     loc->name, name, PODESTA_TAX);
  else
    cas_explain_add (ex, "4.7.4", _("Tax: %s is a Seat of %s: taxing takes his whole Command card and adds 1 Coin"), loc->name,
                     name);
  inferno_mats_explain_gain (t, r->lord, CAS_ASSET_COIN, o->coin, "4.7.4", ex);
  if (o->coin > 0)
    inferno_mats_propose_gain (t, r->lord, CAS_ASSET_COIN, o->coin, o);
  if (o->coin < coin)
    cas_explain_add (ex, "1.7.3", _("%s holds %d Coin, near the most a mat may hold: he gains only %d"), name,
                     CAS_LORD (t, r->lord, CAS_L_ASSETS + CAS_ASSET_COIN), o->coin);
}

/* 4.7.4; cards2 (issue 17): the Tax, then REINFORCED WALLS' Walls +1 instead (F25/S25). */
static void
inferno_tax (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  tax_coin (t, r, besieged, ex);
  inferno_cards_reinforced_walls (t, r, besieged, ex);
}

/* 4.5.1: Value dice, each at most the Siege markers (up to 4) plus 1 for a Ravaged marker
 * of either colour; on Surrender the Allegiance switches, the Siege markers come off, no
 * Spoils; then Value Revolt rolls and Value Treachery cards for the Besiegers. */
static void
inferno_surrender (const CasTable *t, CasCommandsResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, r->locale);
  gboolean ravaged = CAS_LOCALE (t, r->locale, CAS_C_RAVAGED) != 0;
  int value = MAX (1, loc->vp), chance_num = 1, chance_den = 1;

  r->surrender_dice = value;
  r->surrender_max = MIN (MAX_SIEGE, r->siege_markers) + (ravaged ? 1 : 0);
  /* scen (issue 17): the scenario's Stronghold that Surrenders at once (6.0 C; I163). */
  int at_once = inferno_scenario_surrender_at (t, r->locale);
  if (at_once > 0 && r->siege_markers >= at_once)
    {
      r->surrender_at_once = TRUE;
      r->surrender_max = 6;
      cas_explain_addn (ex, "4.5.1,6.0", r->siege_markers,
                        "%s: %s has %d Siege marker and nobody inside: it Surrenders at once, without a roll",
                        "%s: %s has %d Siege markers and nobody inside: it Surrenders at once, without a roll",
                        inferno_scenario_name (t), loc->name, r->siege_markers);
    }
  r->surrender_roll = r->surrender_max; /* each die's range, for the series' readers */
  for (int i = 0; i < value; i++)
    {
      chance_num *= r->surrender_max;
      chance_den *= 6;
    }
  if (!r->surrender_at_once)
    {
      cas_explain_addn (ex, "4.5.1", value,
                        "Nobody is inside: the Besiegers may roll %d die for Surrender, the Value of %s; it Surrenders "
                        "if each die is %d or less (%d in %d)",
                        "Nobody is inside: the Besiegers may roll %d dice for Surrender, the Value of %s; it Surrenders "
                        "if each die is %d or less (%d in %d)",
                        value, loc->name, r->surrender_max, chance_num, chance_den);
      cas_explain_add (ex, "4.5.1",
                       ravaged ? _("The range: %d Siege markers (at most 4 count) plus 1 for the Ravaged marker there, whoever's it is")
                               : _("The range: %d Siege markers (at most 4 count); a Ravaged marker there would add 1"),
                       r->siege_markers);
    }
  if (at_once > 0 && r->siege_markers < at_once)
    cas_explain_add (ex, "4.5.1,6.0",
                     _("%s: with %d Siege markers and nobody inside, %s Surrenders at once (it has %d; if Siegeworks adds "
                       "the marker that makes %d, it Surrenders then)"),
                     inferno_scenario_name (t), at_once, loc->name, r->siege_markers, at_once);
  if (loc->side != r->side)
    {
      cas_commands_add_action (r->on_surrender, "marker %s conquered %d", loc->id, value);
      r->siege.vp_halves = value * cas_game_get_vp_values (game)->marker_halves;
    }
  else if (CAS_LOCALE (t, r->locale, CAS_C_CONQUERED) > 0)
    {
      cas_commands_add_action (r->on_surrender, "marker %s conquered 0", loc->id);
      r->siege.vp_halves = 0;
    }
  cas_commands_add_action (r->on_surrender, "marker %s siege 0", loc->id);
  cas_commands_mark_moved (t, r->locale, r->on_surrender);
  r->revolt_rolls = value;
  r->treachery = value;
  cas_explain_add (ex, "4.5.1,1.3.1,5.1",
                   _("On Surrender: %s takes the %s' Allegiance (markers equal to its Value placed, or the enemy's removed), "
                     "its Siege markers come off, and there are no Spoils"),
                   loc->name, cas_rules_side_name (t, r->side));
  cas_explain_addn (ex, "4.5.1,1.4.2,1.4.3", value,
                    "Then the %s roll %d time on their Revolt table (castellan-cli revolt) and add %d Treachery card to "
                    "their Command deck",
                    "Then the %s roll %d times on their Revolt table (castellan-cli revolt) and add %d Treachery cards "
                    "to their Command deck",
                    cas_rules_side_name (t, r->side), value, value);
  /* treachery (issue 17): the cards proposed with the Surrender (1.4.3, I102). */
  inferno_treachery_gain (t, r->side, value, r->on_surrender, ex);
}

/* 4.2.1, 4.3.5: a Besieged Lord may only Sally or Pass, or perhaps Forage (4.7.1). */
void
cas_inferno_besieged_commands (const CasTable *t, int lord, gboolean siege, CasExplain *ex)
{
  if (siege)
    cas_explain_add (ex, "4.5.1,4.2.1,4.5.3", _("Siege: %s is Besieged inside %s: he may only Sally, Pass or perhaps Forage"),
                     cas_rules_lord_name (t, lord), cas_rules_locale_name (t, cas_rules_lord_locale (t, lord)));
  else
    {
      cas_explain_add (ex, "4.3.5,4.2.1,4.7.1", _("%s is Besieged at %s: a Besieged Lord may only Sally, Pass or perhaps Forage"),
                       cas_rules_lord_name (t, lord), cas_rules_locale_name (t, cas_rules_lord_locale (t, lord)));
      inferno_cards_besieged (t, lord, ex); /* cards: WAR ENGINEERS, GUASTATORI (4.5.1) */
    }
}

const CasLcCommands cas_inferno_commands = {
  .ravage = inferno_ravage,
  .forage = inferno_forage,
  .tax = inferno_tax,
  .surrender = inferno_surrender,
  .bypass = inferno_commands_bypass, /* bypass (issue 17): Depart, Encamp, Sortie (4.3.6) */
  .siegeworks = inferno_cards_siegeworks, /* cards (issue 17): WAR ENGINEERS, GUASTATORI (4.5.1) */
};
