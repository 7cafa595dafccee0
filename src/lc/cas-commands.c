/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-commands.c: which other Commands one Lord may take where he stands, what each
 * costs and gains: Ravage (4.7.2), Forage (4.7.1), Tax (4.7.4), Conquer (4.3.6), Siege
 * (4.5.1). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-commands.h"
#include "cas-settings.h" /* inf-cmd: the unverified Season (I1, I2) */

#include "cas-lc-rules.h"

static void
option_init (CasCommandOption *o)
{
  o->proposed = g_ptr_array_new_with_free_func (g_free);
}

static void
option_clear (CasCommandOption *o)
{
  g_clear_pointer (&o->proposed, g_ptr_array_unref);
}

#define propose cas_commands_propose
#define add_action cas_commands_add_action
#define room cas_commands_room
#define mark_moved_all cas_commands_mark_moved

void
cas_commands_propose (CasCommandOption *o, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_ptr_array_add (o->proposed, g_strdup_vprintf (format, args));
  va_end (args);
}

void
cas_commands_add_action (GPtrArray *list, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_ptr_array_add (list, g_strdup_vprintf (format, args));
  va_end (args);
}

void
cas_commands_result_free (CasCommandsResult *result)
{
  if (result == NULL)
    return;
  option_clear (&result->ravage);
  option_clear (&result->forage);
  option_clear (&result->tax);
  option_clear (&result->conquer);
  option_clear (&result->siege);
  option_clear (&result->encamp); /* bypass */
  option_clear (&result->sortie);
  option_clear (&result->walls); /* cards2 */
  g_clear_pointer (&result->on_surrender, g_ptr_array_unref);
  g_clear_pointer (&result->on_hold, g_ptr_array_unref);
  g_free (result);
}

/* How much of one Asset a Lord can still take before the cap (1.7.3). */
int
cas_commands_room (const CasTable *t, int lord, int asset)
{
  return MAX (0, cas_game_get_asset_cap (t->game) - CAS_LORD (t, lord, CAS_L_ASSETS + asset));
}

/* An Unbesieged enemy Lord in a Locale next to `locale`, or -1. */
static int
adjacent_unbesieged_enemy (const CasTable *t, int locale, int side)
{
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    {
      int at = cas_rules_lord_locale (t, (int) l);
      if (at >= 0 && at != locale && cas_rules_lord_side (t, (int) l) != side && !cas_rules_besieged (t, (int) l) &&
          cas_game_adjacent (t->game, locale, at))
        return (int) l;
    }
  return -1;
}

static void
ravage (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, r->locale);
  const char *name = cas_rules_lord_name (t, r->lord);
  CasCommandOption *o = &r->ravage;
  int enemy_near;

  o->applies = TRUE;
  if (besieged)
    {
      cas_explain_add (ex, "4.7.2,4.2.1", _("Ravage: %s is Besieged and cannot Ravage"), name);
      return;
    }
  if (loc->side == r->side)
    {
      cas_explain_add (ex, "4.7.2,1.3.1", _("Ravage: %s lies in the %s' own territory; only enemy territory can be Ravaged"),
                       loc->name, cas_rules_side_name (t, r->side));
      return;
    }
  if (CAS_LOCALE (t, r->locale, CAS_C_CONQUERED) > 0)
    {
      cas_explain_add (ex, "4.7.2", _("Ravage: %s is Conquered by the %s and cannot be Ravaged"), loc->name,
                       cas_rules_side_name (t, r->side));
      return;
    }
  if (CAS_LOCALE (t, r->locale, CAS_C_RAVAGED) != 0)
    {
      cas_explain_add (ex, "4.7.2", _("Ravage: %s is already Ravaged"), loc->name);
      return;
    }
  if (cas_rules_friendly (t, r->locale, r->side, NULL))
    {
      cas_explain_add (ex, "4.7.2,1.3.1", _("Ravage: %s is Friendly to the %s and cannot be Ravaged"), loc->name,
                       cas_rules_side_name (t, r->side));
      return;
    }

  o->allowed = TRUE;
  enemy_near = adjacent_unbesieged_enemy (t, r->locale, r->side);
  o->actions = enemy_near >= 0 ? 2 : 1;
  cas_explain_add (ex, "4.7.2,1.3.1",
                   _("Ravage: %s lies in the %s' territory, is not Conquered, not Friendly and not yet Ravaged: %s may Ravage it"),
                   loc->name, cas_rules_side_name (t, 1 - r->side), name);
  if (enemy_near >= 0)
    cas_explain_add (ex, "4.7.2", _("%s, an Unbesieged enemy Lord, is next door at %s: the Ravage costs 2 actions"),
                     cas_rules_lord_name (t, enemy_near), cas_rules_locale_name (t, cas_rules_lord_locale (t, enemy_near)));
  else
    cas_explain_add (ex, "4.7.2", _("No Unbesieged enemy Lord is adjacent to %s: the Ravage costs 1 action"), loc->name);

  o->prov = MIN (1, room (t, r->lord, CAS_ASSET_PROV));
  o->loot = loc->kind == CAS_LOCALE_REGION ? 0 : MIN (1, room (t, r->lord, CAS_ASSET_LOOT));
  o->vp_halves = 1;
  if (loc->kind == CAS_LOCALE_REGION)
    cas_explain_add (ex, "4.7.2", _("%s is a Region: the Ravage gains 1 Provender and no Loot, and places a Ravaged marker "
                                    "worth ½ VP to the %s"),
                     loc->name, cas_rules_side_name (t, r->side));
  else
    cas_explain_add (ex, "4.7.2", _("%s is not a Region (%s): the Ravage gains 1 Provender and 1 Loot, and places a Ravaged "
                                    "marker worth ½ VP to the %s"),
                     loc->name, cas_game_get_locale_type (t->game, loc->type)->id, cas_rules_side_name (t, r->side));
  if (o->prov == 0 || (loc->kind != CAS_LOCALE_REGION && o->loot == 0))
    cas_explain_add (ex, "1.7.3", _("%s already holds %d of a kind, the most a mat may hold: that gain is lost"), name,
                     cas_game_get_asset_cap (game));

  propose (o, "marker %s ravaged %s", loc->id, cas_game_get_side_id (game, r->side));
  if (o->prov > 0)
    propose (o, "assets %s prov +%d", cas_game_get_lord (game, r->lord)->id, o->prov);
  if (o->loot > 0)
    propose (o, "assets %s loot +%d", cas_game_get_lord (game, r->lord)->id, o->loot);
  for (guint i = 0; i < o->proposed->len; i++)
    cas_explain_propose (ex, "%s", (const char *) g_ptr_array_index (o->proposed, i));
}

static void
forage (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  const CasLocale *loc = cas_game_get_locale (t->game, r->locale);
  const CasSeason *season = cas_table_season (t);
  const char *name = cas_rules_lord_name (t, r->lord);
  CasCommandOption *o = &r->forage;
  const CasLcRules *rules = cas_lc_rules (t->game);
  CasLcCommandNote notes = rules ? rules->command_notes : NULL;

  o->applies = TRUE;
  if (besieged)
    {
      cas_explain_add (ex, "4.7.1,4.2.1", _("Forage: %s is Besieged and cannot Forage"), name);
      return;
    }
  if (CAS_LOCALE (t, r->locale, CAS_C_RAVAGED) != 0)
    {
      cas_explain_add (ex, "4.7.1", _("Forage: %s is Ravaged, and no one Forages in a Ravaged Locale"), loc->name);
      return;
    }
  gboolean stronghold = cas_rules_is_stronghold (t, r->locale) && cas_rules_friendly (t, r->locale, r->side, NULL);
  cas_settings_explain_season (t, CAS_GLOBAL (t, CAS_G_BOX), ex); /* inf-cmd: unverified Season (I1, I2) */
  if (rules && rules->forage_season)
    {
      if (!rules->forage_season (t, r, stronghold, ex))
        return;
    }
  else if (stronghold)
    cas_explain_add (ex, "4.7.1,1.3.1", _("Forage: %s is a Friendly Stronghold and not Ravaged: %s may Forage here"), loc->name,
                     name);
  else
    {
      cas_explain_add (ex, "4.7.1,1.3.1", _("Forage: it is %s and %s is not a Friendly Stronghold: %s cannot Forage here"),
                       cas_game_text (season->name), loc->name, name);
      return;
    }

  /* A game's Event may empty Forage (Nevsky: Famine). */
  if (notes && notes (t, CAS_LC_FORAGE, r, ex))
    {
      r->forage_barred = TRUE;
      return;
    }
  o->allowed = TRUE;
  o->actions = 1;
  o->prov = MIN (1, room (t, r->lord, CAS_ASSET_PROV));
  if (o->prov > 0)
    {
      cas_explain_add (ex, "4.7.1", _("Each Forage takes 1 action and adds 1 Provender; it needs no Transport"));
      propose (o, "assets %s prov +1", cas_game_get_lord (t->game, r->lord)->id);
    }
  else
    cas_explain_add (ex, "4.7.1,1.7.3", _("%s already holds %d Provender, the most a mat may hold: Forage would gain nothing"),
                     name, cas_game_get_asset_cap (t->game));
}

static void
tax (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  const CasLocale *loc = cas_game_get_locale (t->game, r->locale);
  const char *name = cas_rules_lord_name (t, r->lord);
  CasCommandOption *o = &r->tax;
  int seats[32];
  int n_seats;
  gboolean at_seat = FALSE;
  CasLcCommandNote notes = cas_lc_rules (t->game) ? cas_lc_rules (t->game)->command_notes : NULL;

  o->applies = TRUE;
  if (besieged)
    {
      cas_explain_add (ex, "4.7.4,4.2.1", _("Tax: %s is Besieged and cannot Tax"), name);
      return;
    }
  n_seats = cas_rules_seats (t, r->lord, seats, G_N_ELEMENTS (seats), ex);
  for (int i = 0; i < n_seats; i++)
    if (seats[i] == r->locale)
      at_seat = TRUE;
  if (!at_seat)
    {
      cas_explain_add (ex, "4.7.4,1.3.1", _("Tax: %s is not a Seat of %s, so he cannot Tax here"), loc->name, name);
      return;
    }
  o->allowed = TRUE;
  o->actions = CAS_COMMAND_WHOLE_CARD;
  o->coin = MIN (1, room (t, r->lord, CAS_ASSET_COIN));
  cas_explain_add (ex, "4.7.4,4.2.1", _("Tax: %s is a Seat of %s: taxing takes all actions of his Command card and adds 1 Coin"),
                   loc->name, name);
  if (o->coin > 0)
    propose (o, "assets %s coin +1", cas_game_get_lord (t->game, r->lord)->id);
  else
    cas_explain_add (ex, "1.7.3", _("%s already holds %d Coin, the most a mat may hold: Tax would gain nothing"), name,
                     cas_game_get_asset_cap (t->game));
  if (notes)
    notes (t, CAS_LC_TAX, r, ex);
}

static void
conquer (const CasTable *t, CasCommandsResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, r->locale);
  CasCommandOption *o = &r->conquer;
  int conquered = CAS_LOCALE (t, r->locale, CAS_C_CONQUERED);
  int markers = MAX (1, loc->vp);

  if (loc->kind != CAS_LOCALE_POST)
    return;
  o->applies = TRUE;
  o->actions = 0;
  if (loc->side != r->side)
    {
      if (conquered > 0)
        cas_explain_add (ex, "4.3.6", _("Conquer: %s, a Trade Route, is already Conquered by the %s"), loc->name,
                         cas_rules_side_name (t, r->side));
      else if (cas_rules_count_lords (t, r->locale, 1 - r->side) > 0)
        cas_explain_add (ex, "4.3.6", _("Conquer: enemy Lords are at %s, so the %s cannot Conquer it yet"), loc->name,
                         cas_rules_side_name (t, r->side));
      else
        {
          o->allowed = TRUE;
          o->vp_halves = 2 * markers;
          r->conquer_markers = markers;
          cas_explain_add (ex, "4.3.6,5.1",
                           _("Conquer: %s is an enemy Trade Route with no enemy Lord and no Conquered marker: the %s place "
                             "%d Conquered marker (+%d VP); this is part of being there, not an action"),
                           loc->name, cas_rules_side_name (t, r->side), markers, markers);
          propose (o, "marker %s conquered %d", loc->id, markers);
        }
    }
  else if (conquered > 0)
    {
      o->allowed = TRUE;
      r->conquer_markers = -conquered;
      cas_explain_add (ex, "4.3.6,5.1",
                       _("Conquer: %s is the %s' own Trade Route: they remove its %d Conquered marker (−%d VP to the %s); "
                         "this is part of being there, not an action"),
                       loc->name, cas_rules_side_name (t, r->side), conquered, conquered, cas_rules_side_name (t, 1 - r->side));
      propose (o, "marker %s conquered 0", loc->id);
    }
  else
    cas_explain_add (ex, "4.3.6", _("Conquer: %s, a Trade Route of the %s, carries no Conquered marker: nothing to do"),
                     loc->name, cas_rules_side_name (t, r->side));
}

void
cas_commands_mark_moved (const CasTable *t, int locale, GPtrArray *list)
{
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_rules_lord_locale (t, (int) l) == locale && !CAS_LORD (t, l, CAS_L_MOVED))
      add_action (list, "moved %s yes", cas_game_get_lord (t->game, (int) l)->id);
}

static void
siege (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, r->locale);
  const char *name = cas_rules_lord_name (t, r->lord);
  CasCommandOption *o = &r->siege;
  int enemy = 1 - r->side;
  const CasLcRules *rules = cas_lc_rules (game);

  if (!cas_rules_is_stronghold (t, r->locale))
    return;
  if (besieged)
    {
      if (rules && rules->besieged_commands)
        rules->besieged_commands (t, r->lord, TRUE, ex);
      else
        cas_explain_add (ex, "4.5.1,4.2.1,4.5.3", _("Siege: %s is Besieged inside %s: he may only Sally or Pass"), name,
                         loc->name);
      return;
    }
  if (cas_rules_holder (t, r->locale) == r->side)
    return;   /* his own Stronghold, and not Besieged: no Siege to advance */

  o->applies = TRUE;
  r->siege_markers = CAS_LOCALE (t, r->locale, CAS_C_SIEGE);
  r->besieged_lords = cas_rules_count_lords (t, r->locale, enemy);
  r->besiegers = cas_rules_count_unbesieged (t, r->locale, r->side);
  r->capacity = cas_rules_capacity (t, r->locale);
  if (r->siege_markers == 0)
    {
      cas_explain_add (ex, "4.3.5,4.5.1",
                       _("Siege: %s is an enemy Stronghold without Siege markers; Besieging it places one (the table should "
                         "show it), and only then can the Siege be advanced"),
                       loc->name);
      return;
    }

  o->allowed = TRUE;
  o->actions = CAS_COMMAND_WHOLE_CARD;
  cas_explain_add (ex, "4.5.1,4.2.1", _("Siege: %s Besieges %s (Siege markers: %d) and may spend his whole Command card on it"),
                   name, loc->name, r->siege_markers);

  r->on_surrender = g_ptr_array_new_with_free_func (g_free);
  r->on_hold = g_ptr_array_new_with_free_func (g_free);
  if (r->besieged_lords > 0)
    {
      r->surrender_roll = 0;
      cas_explain_add (ex, "4.5.1", _("Enemy Lords are Besieged inside (%d): no roll for Surrender"), r->besieged_lords);
    }
  else if (rules && rules->commands && rules->commands->surrender)
    rules->commands->surrender (t, r, ex); /* inf-cmd: the game's Surrender (Inferno 4.5.1) */
  else
    {
      int halves = 0;
      r->surrender_roll = MIN (6, r->siege_markers);
      cas_explain_add (ex, "4.5.1", _("Nobody is inside: a die roll of %d or less (%d in 6) makes %s Surrender"),
                       r->surrender_roll, r->surrender_roll, loc->name);
      add_action (r->on_surrender, "marker %s siege 0", loc->id);
      if (loc->side != r->side)
        {
          int castle_vp = CAS_LOCALE (t, r->locale, CAS_C_CASTLE) ? cas_game_get_stronghold_kind (game, CAS_LOCALE_CASTLE)->vp : 0;
          int markers = MAX (loc->vp, castle_vp);
          add_action (r->on_surrender, "marker %s conquered %d", loc->id, markers);
          halves += 2 * markers;
        }
      else if (CAS_LOCALE (t, r->locale, CAS_C_CONQUERED) > 0)
        add_action (r->on_surrender, "marker %s conquered 0", loc->id);
      if (CAS_LOCALE (t, r->locale, CAS_C_CASTLE) != 0 && CAS_LOCALE (t, r->locale, CAS_C_CASTLE) != r->side + 1)
        {
          add_action (r->on_surrender, "marker %s castle %s", loc->id, cas_game_get_side_id (game, r->side));
          halves += 2;
        }
      if (rules && rules->command_notes)
        rules->command_notes (t, CAS_LC_SURRENDER, r, ex);
      mark_moved_all (t, r->locale, r->on_surrender);
      o->vp_halves = halves;
      cas_explain_add (ex, "4.5.1,5.1",
                       _("On Surrender: Siege markers come off, Conquered markers go on (or come off, if it is the %s' own), "
                         "any Castle marker flips, and there are no Spoils"),
                       cas_rules_side_name (t, r->side));
    }

  if (rules && rules->lords_for_size)  /* levy: Inferno's Commander with his Comune counts as two (1.5.1) */
    r->besiegers = rules->lords_for_size (t, r->locale, r->side, r->besiegers, ex);
  /* cards (issue 17): a game's cards that change what the Siege adds (Inferno: WAR
   * ENGINEERS, GUASTATORI). */
  int added = rules && rules->commands && rules->commands->siegeworks ? rules->commands->siegeworks (t, r, ex) : -1;
  r->siegeworks = r->besiegers >= r->capacity && r->siege_markers < 4;
  r->siege_after = r->siege_markers + 1;
  if (added >= 0)
    {
      r->siegeworks = added > 0 && r->siege_markers < 4;
      r->siege_after = MIN (4, r->siege_markers + added);
      if (r->siegeworks)
        add_action (r->on_hold, "marker %s siege %d", loc->id, r->siege_after);
    }
  else if (r->besiegers < r->capacity)
    cas_explain_add (ex, "4.5.1",
                     _("Siegeworks: the Besieging Lords (%d) are fewer than the Siege Capacity %d: no Siege marker is added"),
                     r->besiegers, r->capacity);
  else if (r->siege_markers >= 4)
    cas_explain_add (ex, "4.5.1", _("Siegeworks: %s already has 4 Siege markers, the most"), loc->name);
  else
    {
      cas_explain_add (ex, "4.5.1",
                       _("Siegeworks: the Besieging Lords (%d) reach the Siege Capacity %d: without Surrender, a Siege "
                         "marker is added (%d in all)"),
                       r->besiegers, r->capacity, r->siege_markers + 1);
      add_action (r->on_hold, "marker %s siege %d", loc->id, r->siege_markers + 1);
    }
  mark_moved_all (t, r->locale, r->on_hold);
  cas_explain_add (ex, "4.5.1,4.3", _("Either way every Lord there, of both sides, is marked Moved/Fought"));
}

CasCommandsResult *
cas_commands (const CasTable *t, int lord, CasExplain *ex, GError **error)
{
  g_autoptr(CasExplain) own = NULL;
  g_autoptr(CasCommandsResult) r = NULL;
  gboolean besieged;

  if (ex == NULL)
    ex = own = cas_explain_new (); /* NOLINT(clang-analyzer-deadcode.DeadStores): read by g_autoptr's cleanup, which clang 14's analyzer does not model */
  if (lord < 0 || lord >= (int) cas_game_get_n_lords (t->game))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("there is no Lord number %d"), lord);
      return NULL;
    }
  if (!cas_table_lord_on_map (t, lord))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("%s is not on the map, so he has no Commands to take (1.3.1)"),
                   cas_rules_lord_name (t, lord));
      return NULL;
    }

  r = g_new0 (CasCommandsResult, 1);
  r->lord = lord;
  r->locale = cas_rules_lord_locale (t, lord);
  r->side = cas_rules_lord_side (t, lord);
  option_init (&r->ravage);
  option_init (&r->forage);
  option_init (&r->tax);
  option_init (&r->conquer);
  option_init (&r->siege);
  option_init (&r->encamp); /* bypass (issue 17) */
  option_init (&r->sortie);
  option_init (&r->walls); /* cards2 (issue 17): REINFORCED WALLS */
  besieged = cas_rules_besieged (t, lord);
  if (besieged)
    {
      const CasLcRules *rules = cas_lc_rules (t->game);
      if (rules && rules->besieged_commands)
        rules->besieged_commands (t, lord, FALSE, ex);
      else
        cas_explain_add (ex, "4.3.5,4.2.1", _("%s is Besieged at %s: a Besieged Lord may only Sally or Pass"),
                         cas_rules_lord_name (t, lord), cas_rules_locale_name (t, r->locale));
    }

  /* inf-cmd: a game's own Ravage, Forage and Tax replace the series' (Inferno 4.7). */
  const CasLcCommands *game_cmds = cas_lc_rules (t->game) ? cas_lc_rules (t->game)->commands : NULL;
  (game_cmds && game_cmds->ravage ? game_cmds->ravage : ravage) (t, r, besieged, ex);
  if (cas_lc_rules (t->game) && cas_lc_rules (t->game)->command_notes)
    cas_lc_rules (t->game)->command_notes (t, CAS_LC_RAVAGE, r, ex);
  (game_cmds && game_cmds->forage ? game_cmds->forage : forage) (t, r, besieged, ex);
  (game_cmds && game_cmds->tax ? game_cmds->tax : tax) (t, r, besieged, ex);
  conquer (t, r, ex);
  siege (t, r, besieged, ex);
  /* bypass (issue 17): a game's March from a Bypass (Inferno 4.3.6: Depart, Encamp, Sortie). */
  if (game_cmds && game_cmds->bypass)
    game_cmds->bypass (t, r, ex);
  return g_steal_pointer (&r);
}
