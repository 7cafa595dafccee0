/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-laden.c: castellan-cli laden, sail and ravage: moving with Provender and Loot, and
 * the other Commands of one Lord (docs/calculators/laden.md, commands.md). */
#include "config.h"

#include "cas-cli-commands.h"
#include "cas-lc-rules.h"

static void
member_pair (JsonBuilder *b, const char *name, const char *k1, int v1, const char *k2, int v2)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  cas_cli_json_int (b, k1, v1);
  if (k2)
    cas_cli_json_int (b, k2, v2);
  json_builder_end_object (b);
}

static void
member_strings (JsonBuilder *b, const char *name, GPtrArray *list)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; list && i < list->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (list, i));
  json_builder_end_array (b);
}

static void
member_lords (JsonBuilder *b, CasGame *game, const int *lords, int n)
{
  json_builder_set_member_name (b, "lords");
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    json_builder_add_string_value (b, cas_game_get_lord (game, lords[i])->id);
  json_builder_end_array (b);
}

static char *
lord_names (CasGame *game, const int *lords, int n)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", cas_game_get_lord (game, lords[i])->name);
  return g_string_free (s, FALSE);
}

/* Common front of laden and sail: FILE LORD[,LORD...] TO. */
static CasJournal *
load_group (int argc, char **argv, const char *usage, GArray **lords, int *to, int *code)
{
  g_autoptr(CasJournal) journal = NULL;
  if (argc != 3)
    {
      *code = cas_cli_fail (2, "usage: castellan-cli %s", usage);
      return NULL;
    }
  journal = cas_cli_load (argv[0], code);
  if (journal == NULL)
    return NULL;
  *lords = cas_cli_parse_lords (cas_journal_get_game (journal), argv[1], code);
  if (*lords == NULL)
    return NULL;
  *to = cas_cli_parse_locale (cas_journal_get_game (journal), argv[2], code);
  if (*to < 0)
    {
      g_clear_pointer (lords, g_array_unref);
      return NULL;
    }
  return g_steal_pointer (&journal);
}

/* ------------------------------------------------------------------------ */

int
cas_cmd_laden (int argc, char **argv)
{
  int code = 0, to = -1;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  g_autoptr(GArray) lords = NULL;
  g_autoptr(CasJournal) journal = load_group (argc, argv, "laden FILE LORD[,LORD...] TO_LOCALE [--json]", &lords, &to, &code);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *names = NULL;

  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  g_autoptr(CasLadenResult) r = cas_laden (t, (int *) lords->data, (int) lords->len, to, ex, &error);
  if (r == NULL)
    return cas_cli_fail (2, "%s", error->message);
  /* inf-march: a game with a Way type whose first Unladen March of a card is free
   * (Inferno's Road, 4.3.3) gets "free_first_march" per Way and "first_march_actions". */
  gboolean free_ways = FALSE;
  int first_march = -1;
  for (int k = 0; k < (int) cas_game_get_n_way_types (game); k++)
    free_ways = free_ways || cas_game_get_way_type (game, k)->free_first_march;
  for (int k = 0; k < r->n_ways; k++)
    if (r->ways[k].status != CAS_LADEN_BLOCKED)
      {
        int cost = r->ways[k].free_march ? 0 : r->ways[k].actions;
        first_march = first_march < 0 ? cost : MIN (first_march, cost);
      }

  const CasLadenWay *best = &r->ways[r->best];
  const CasLadenWay *avoid = &r->ways[r->avoid_way];
  names = lord_names (game, r->lords, r->n_lords);

  json_builder_begin_object (b);
  member_lords (b, game, r->lords, r->n_lords);
  cas_cli_json_string (b, "from", cas_game_get_locale (game, r->from)->id);
  cas_cli_json_string (b, "to", cas_game_get_locale (game, r->to)->id);
  cas_cli_json_string (b, "season", cas_table_season (t)->id);
  cas_cli_json_int (b, "box", CAS_GLOBAL (t, CAS_G_BOX));
  cas_cli_json_string (b, "status", cas_laden_status_id (r->status));
  if (r->status == CAS_LADEN_BLOCKED)
    cas_cli_json_null (b, "actions");
  else
    cas_cli_json_int (b, "actions", r->actions);
  cas_cli_json_string (b, "way", cas_game_get_way (game, best->way)->id);
  member_pair (b, "must_discard", "prov", r->discard_prov, "loot", r->discard_loot);
  json_builder_set_member_name (b, "avoid_battle");
  json_builder_begin_object (b);
  cas_cli_json_int (b, "prov", r->avoid_prov);
  cas_cli_json_int (b, "loot", r->avoid_loot);
  cas_cli_json_string (b, "way", cas_game_get_way (game, avoid->way)->id);
  cas_cli_json_bool (b, "destination_allowed", r->avoid_destination_ok);
  json_builder_end_object (b);
  cas_cli_json_int (b, "provender", r->provender);
  cas_cli_json_int (b, "loot", r->loot);
  cas_cli_json_int (b, "transport", r->transport);
  json_builder_set_member_name (b, "transport_held");
  json_builder_begin_object (b);
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    if (cas_game_asset_is_transport (game, a))
      cas_cli_json_int (b, cas_game_asset_id (game, a), r->transport_held[a]);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "ways");
  json_builder_begin_array (b);
  for (int k = 0; k < r->n_ways; k++)
    {
      const CasLadenWay *w = &r->ways[k];
      json_builder_begin_object (b);
      cas_cli_json_string (b, "way", cas_game_get_way (game, w->way)->id);
      cas_cli_json_string (b, "type", cas_game_get_way_type (game, cas_game_get_way (game, w->way)->type)->id);
      cas_cli_json_int (b, "usable_transport", w->usable_transport);
      cas_cli_json_string (b, "status", cas_laden_status_id (w->status));
      if (w->status == CAS_LADEN_BLOCKED)
        cas_cli_json_null (b, "actions");
      else
        cas_cli_json_int (b, "actions", w->actions);
      member_pair (b, "must_discard", "prov", w->discard_prov, "loot", 0);
      member_pair (b, "avoid_battle", "prov", w->avoid_prov, "loot", w->avoid_loot);
      if (free_ways)
        cas_cli_json_bool (b, "free_first_march", w->free_march);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  cas_cli_json_bool (b, "group_legal", r->group_legal);
  if (free_ways && first_march < 0)
    cas_cli_json_null (b, "first_march_actions");
  else if (free_ways)
    cas_cli_json_int (b, "first_march_actions", first_march);
  {
    const CasLcRules *rules = cas_lc_rules (game);
    /* The game's name for a card that makes the first March free ("converts"). */
    if (rules && rules->laden && rules->laden->march_free_key)
      cas_cli_json_bool (b, rules->laden->march_free_key, r->card_free_march);
  }
  if (r->forbidden) /* scen: only when a scenario's rule forbids the move (Inferno 6.0 C) */
    cas_cli_json_bool (b, "forbidden", TRUE);
  json_builder_end_object (b);

  g_string_append_printf (text, "%s: %s to %s, %s (box %d)\n", names, cas_game_get_locale (game, r->from)->name,
                          cas_game_get_locale (game, r->to)->name, cas_table_season (t)->name, CAS_GLOBAL (t, CAS_G_BOX));
  if (r->forbidden) /* scen: the explanation says which rule */
    g_string_append (text, "Forbidden by the scenario (see the explanation)\n");
  if (r->status == CAS_LADEN_BLOCKED)
    g_string_append_printf (text, "Blocked: discard %d Provender to move at all\n", r->discard_prov);
  else
    g_string_append_printf (text, "%s: %d action%s\n", r->status == CAS_LADEN_LADEN ? "Laden" : "Unladen", r->actions,
                            r->actions == 1 ? "" : "s");
  if (free_ways && first_march >= 0)
    g_string_append_printf (text, "As the first March of a Command card: %d action%s\n", first_march,
                            first_march == 1 ? "" : "s");
  g_string_append_printf (text, "Provender %d, Loot %d, usable Transport %d\n", r->provender, r->loot, r->transport);
  for (int k = 0; k < r->n_ways; k++)
    {
      const CasLadenWay *w = &r->ways[k];
      g_string_append_printf (text, "  %s %s: usable Transport %d, %s",
                              cas_game_get_way_type (game, cas_game_get_way (game, w->way)->type)->name,
                              cas_game_get_way (game, w->way)->id, w->usable_transport, cas_laden_status_id (w->status));
      if (w->status == CAS_LADEN_BLOCKED)
        g_string_append_printf (text, " (discard %d Provender)", w->discard_prov);
      else
        g_string_append_printf (text, " (%d action%s)", w->actions, w->actions == 1 ? "" : "s");
      g_string_append (text, k == r->best && r->n_ways > 1 ? "  <- better\n" : "\n");
    }
  g_string_append_printf (text, "Avoid Battle / Retreat: leave %d Provender and %d Loot%s\n", r->avoid_prov, r->avoid_loot,
                          r->avoid_destination_ok ? "" : " (but that Locale is closed to them)");
  if (!r->group_legal)
    g_string_append (text, "These Lords cannot all move together (see why)\n");

  g_autoptr(JsonNode) root = json_builder_get_root (b);
  if (json)
    {
      /* "actions" is the March's cost here (a promised key), so the JSON does not go
       * through cas_cli_finish_calc, which would put the (empty) proposed actions there. */
      json_object_set_member (json_node_get_object (root), "explain", cas_explain_to_json (ex));
      cas_cli_print_json (root);
      return 0;
    }
  return cas_cli_finish_calc (argv[0], journal, g_steal_pointer (&root), text->str, ex, json, FALSE);
}

/* ------------------------------------------------------------------------ */

int
cas_cmd_sail (int argc, char **argv)
{
  int code = 0, to = -1;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  g_autoptr(GArray) lords = NULL;
  g_autoptr(CasJournal) journal = load_group (argc, argv, "sail FILE LORD[,LORD...] TO_LOCALE [--json]", &lords, &to, &code);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *names = NULL;

  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  g_autoptr(CasSailResult) r = cas_sail (t, (int *) lords->data, (int) lords->len, to, ex, &error);
  if (r == NULL)
    return cas_cli_fail (2, "%s", error->message);
  names = lord_names (game, r->lords, r->n_lords);

  json_builder_begin_object (b);
  member_lords (b, game, r->lords, r->n_lords);
  cas_cli_json_string (b, "from", cas_game_get_locale (game, r->from)->id);
  cas_cli_json_string (b, "to", cas_game_get_locale (game, r->to)->id);
  cas_cli_json_string (b, "season", cas_table_season (t)->id);
  cas_cli_json_int (b, "ships_needed", r->ships_needed);
  cas_cli_json_int (b, "ships_available", r->ships_available);
  cas_cli_json_bool (b, "can_sail", r->can_sail);
  member_strings (b, "reasons", r->reasons);
  cas_cli_json_int (b, "horse", r->horse);
  cas_cli_json_int (b, "ships_per_horse", r->ships_per_horse);
  cas_cli_json_int (b, "provender", r->provender);
  cas_cli_json_int (b, "loot", r->loot);
  cas_cli_json_int (b, "shortfall", r->shortfall);
  cas_cli_json_bool (b, "horse_fit", r->horse_fit);
  if (r->horse_fit)
    member_pair (b, "must_discard", "prov", r->discard_prov, "loot", r->discard_loot);
  else
    cas_cli_json_null (b, "must_discard");
  cas_cli_json_bool (b, "siege", r->siege);
  cas_cli_json_bool (b, "group_legal", r->group_legal);
  json_builder_end_object (b);

  g_string_append_printf (text, "%s: Sail from %s to %s, %s\n", names, cas_game_get_locale (game, r->from)->name,
                          cas_game_get_locale (game, r->to)->name, cas_table_season (t)->name);
  g_string_append_printf (text, "Ships needed %d (Horse %d x %d, Provender %d, Loot %d x 2), available %d\n", r->ships_needed,
                          r->horse, r->ships_per_horse, r->provender, r->loot, r->ships_available);
  if (r->can_sail)
    g_string_append (text, "Can Sail\n");
  else
    {
      g_string_append (text, "Cannot Sail:\n");
      for (guint i = 0; i < r->reasons->len; i++)
        g_string_append_printf (text, "  - %s\n", (const char *) g_ptr_array_index (r->reasons, i));
    }
  if (r->siege)
    g_string_append (text, "Arriving places a Siege marker\n");

  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return cas_cli_finish_calc (argv[0], journal, g_steal_pointer (&root), text->str, ex, json, FALSE);
}

/* ------------------------------------------------------------------------ */

static void
option_common (JsonBuilder *b, const CasCommandOption *o)
{
  cas_cli_json_bool (b, "allowed", o->allowed);
  if (o->allowed && o->actions != CAS_COMMAND_WHOLE_CARD)
    cas_cli_json_int (b, "actions", o->actions);
  else
    cas_cli_json_null (b, "actions");
  cas_cli_json_bool (b, "whole_card", o->allowed && o->actions == CAS_COMMAND_WHOLE_CARD);
}

static void
member_vp (JsonBuilder *b, const char *name, int halves)
{
  json_builder_set_member_name (b, name);
  if (halves % 2)
    json_builder_add_double_value (b, halves / 2.0);
  else
    json_builder_add_int_value (b, halves / 2);
}

static const char *
yes_no (gboolean v)
{
  return v ? "yes" : "no";
}

int
cas_cmd_ravage (int argc, char **argv)
{
  int code = 0;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  gboolean apply = cas_cli_has_flag (&argc, argv, "--apply");
  gboolean missing = FALSE;
  const char *choose = cas_cli_take_option (&argc, argv, "--choose", &missing);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  if (argc != 2 || missing)
    return cas_cli_fail (2, "usage: castellan-cli ravage FILE LORD [--choose ravage|forage|tax|walls] [--json] [--apply]");
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  int lord = cas_game_find_lord (game, argv[1]);
  if (lord < 0)
    return cas_cli_fail (2, "unknown Lord “%s”", argv[1]);
  g_autoptr(CasCommandsResult) r = cas_commands (t, lord, ex, &error);
  if (r == NULL)
    return cas_cli_fail (2, "%s", error->message);
  const CasLocale *loc = cas_game_get_locale (game, r->locale);
  /* inferno-game: the option the players chose, whose actions alone are proposed (and
   * applied with --apply); without --choose, the Ravage's, as before. */
  if (choose)
    {
      const CasCommandOption *o = g_str_equal (choose, "ravage")   ? &r->ravage
                                  : g_str_equal (choose, "forage") ? &r->forage
                                  : g_str_equal (choose, "tax")    ? &r->tax
                                  : g_str_equal (choose, "walls")  ? &r->walls
                                                                   : NULL;
      if (o == NULL)
        return cas_cli_fail (2, "--choose takes ravage, forage, tax or walls, not “%s”", choose);
      if (!o->allowed)
        return cas_cli_fail (2, "%s may not %s at %s now (see castellan-cli ravage without --choose)",
                             cas_game_get_lord (game, lord)->name, choose, loc->name);
      g_autoptr(CasExplain) chosen = cas_explain_new ();
      for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
        {
          const CasExplainLine *line = cas_explain_get_line (ex, i);
          g_autofree char *rules = line->rules ? g_strjoinv (",", line->rules) : NULL;
          cas_explain_add (chosen, rules, "%s", line->text);
        }
      for (guint i = 0; i < o->proposed->len; i++)
        cas_explain_propose (chosen, "%s", (const char *) g_ptr_array_index (o->proposed, i));
      cas_explain_free (g_steal_pointer (&ex));
      ex = g_steal_pointer (&chosen);
    }

  json_builder_begin_object (b);
  cas_cli_json_string (b, "lord", cas_game_get_lord (game, lord)->id);
  cas_cli_json_string (b, "locale", loc->id);
  cas_cli_json_string (b, "season", cas_table_season (t)->id);

  json_builder_set_member_name (b, "ravage");
  json_builder_begin_object (b);
  option_common (b, &r->ravage);
  member_pair (b, "gains", "prov", r->ravage.prov, "loot", r->ravage.loot);
  member_vp (b, "vp", r->ravage.vp_halves);
  member_strings (b, "proposed", r->ravage.proposed);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "forage");
  json_builder_begin_object (b);
  option_common (b, &r->forage);
  member_pair (b, "gains", "prov", r->forage.prov, NULL, 0);
  {
    const CasLcRules *rules = cas_lc_rules (t->game);
    if (rules && rules->forage_barred_key)
      cas_cli_json_bool (b, rules->forage_barred_key, r->forage_barred);
  }
  member_strings (b, "proposed", r->forage.proposed);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "tax");
  json_builder_begin_object (b);
  option_common (b, &r->tax);
  member_pair (b, "gains", "coin", r->tax.coin, NULL, 0);
  member_strings (b, "proposed", r->tax.proposed);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "conquer");
  json_builder_begin_object (b);
  cas_cli_json_bool (b, "applies", r->conquer.applies);
  cas_cli_json_bool (b, "allowed", r->conquer.allowed);
  cas_cli_json_int (b, "markers", r->conquer_markers);
  member_vp (b, "vp", r->conquer.vp_halves);
  member_strings (b, "proposed", r->conquer.proposed);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "siege");
  json_builder_begin_object (b);
  cas_cli_json_bool (b, "applies", r->siege.applies);
  option_common (b, &r->siege);
  cas_cli_json_int (b, "markers", r->siege_markers);
  cas_cli_json_int (b, "besieged_lords", r->besieged_lords);
  cas_cli_json_int (b, "besiegers", r->besiegers);
  cas_cli_json_int (b, "capacity", r->capacity);
  cas_cli_json_int (b, "surrender_roll", r->surrender_roll);
  cas_cli_json_double (b, "surrender_chance", r->surrender_roll / 6.0);
  cas_cli_json_bool (b, "siegeworks", r->siege.allowed && r->siegeworks);
  member_vp (b, "vp_on_surrender", r->siege.vp_halves);
  member_strings (b, "on_surrender", r->on_surrender);
  member_strings (b, "on_hold", r->on_hold);
  /* inf-cmd: Surrender by Value dice (Inferno 4.5.1), only for a game that rolls them. */
  if (r->surrender_dice > 0)
    {
      double chance = 1;
      for (int i = 0; i < r->surrender_dice; i++)
        chance *= r->surrender_max / 6.0;
      cas_cli_json_int (b, "surrender_dice", r->surrender_dice);
      cas_cli_json_int (b, "surrender_max", r->surrender_max);
      cas_cli_json_double (b, "surrender_chance_all", chance);
      cas_cli_json_int (b, "revolt_rolls", r->revolt_rolls);
      cas_cli_json_int (b, "treachery", r->treachery);
      if (r->surrender_at_once) /* scen: only when the scenario says so (Inferno 6.0 C) */
        cas_cli_json_bool (b, "surrender_at_once", TRUE);
    }
  json_builder_end_object (b);
  /* bypass (issue 17): March from a Bypass (Inferno 4.3.6), only where it applies. */
  for (int k = 0; k < 2; k++)
    {
      const CasCommandOption *o = k == 0 ? &r->encamp : &r->sortie;
      if (!o->applies)
        continue;
      json_builder_set_member_name (b, k == 0 ? "encamp" : "sortie");
      json_builder_begin_object (b);
      option_common (b, o);
      member_strings (b, "proposed", o->proposed);
      json_builder_end_object (b);
    }
  /* cards2 (issue 17): REINFORCED WALLS, a Walls +1 marker instead of Tax (Inferno
   * F25/S25), only where the card is in play. */
  if (r->walls.applies)
    {
      json_builder_set_member_name (b, "reinforced_walls");
      json_builder_begin_object (b);
      option_common (b, &r->walls);
      member_strings (b, "proposed", r->walls.proposed);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  g_string_append_printf (text, "%s at %s, %s\n", cas_game_get_lord (game, lord)->name, loc->name, cas_table_season (t)->name);
  if (r->ravage.allowed)
    g_string_append_printf (text, "Ravage: yes, %d action%s, +%d Provender +%d Loot, %s\n", r->ravage.actions,
                            r->ravage.actions == 1 ? "" : "s", r->ravage.prov, r->ravage.loot,
                            r->ravage.vp_halves > 0 ? "+½ VP" : "½ VP to the other side"); /* inf-cmd: Inferno 4.7.2 */
  else
    g_string_append (text, "Ravage: no\n");
  if (r->forage.allowed)
    g_string_append_printf (text, "Forage: yes, 1 action each, +%d Provender\n", r->forage.prov);
  else
    {
      const CasLcRules *rules = cas_lc_rules (t->game);
      if (r->forage_barred && rules && rules->forage_barred_name)
        g_string_append_printf (text, "Forage: no (%s)\n", rules->forage_barred_name);
      else
        g_string_append (text, "Forage: no\n");
    }
  if (r->tax.allowed)
    g_string_append_printf (text, "Tax: yes, whole Command card, +%d Coin\n", r->tax.coin);
  else
    g_string_append (text, "Tax: no\n");
  if (r->walls.applies) /* cards2: REINFORCED WALLS */
    {
      if (r->walls.allowed)
        g_string_append_printf (text, "Walls +1 instead of Tax: yes, whole Command card (%s)\n",
                                (const char *) g_ptr_array_index (r->walls.proposed, 0));
      else
        g_string_append (text, "Walls +1 instead of Tax: no\n");
    }
  if (r->conquer.applies)
    g_string_append_printf (text, "Conquer Trade Route: %s%s\n", yes_no (r->conquer.allowed),
                            r->conquer_markers > 0 ? " (place Conquered marker)" : r->conquer_markers < 0 ? " (remove Conquered marker)" : "");
  if (r->siege.applies)
    {
      if (!r->siege.allowed)
        g_string_append (text, "Siege: no Siege to advance\n");
      else
        {
          g_string_append (text, "Siege: whole Command card; Surrender: ");
          if (r->surrender_at_once) /* scen: Inferno 6.0 C */
            g_string_append_printf (text, "at once, no roll (the scenario); then %d Revolt roll%s and %d Treachery card%s",
                                    r->revolt_rolls, r->revolt_rolls == 1 ? "" : "s", r->treachery,
                                    r->treachery == 1 ? "" : "s");
          else if (r->surrender_dice > 0) /* inf-cmd: Inferno 4.5.1 */
            g_string_append_printf (text, "%d %s, each 1-%d; then %d Revolt roll%s and %d Treachery card%s", r->surrender_dice,
                                    r->surrender_dice == 1 ? "die" : "dice", r->surrender_max, r->revolt_rolls,
                                    r->revolt_rolls == 1 ? "" : "s", r->treachery, r->treachery == 1 ? "" : "s");
          else if (r->surrender_roll > 0)
            g_string_append_printf (text, r->surrender_roll == 1 ? "on a roll of %d" : "on a roll of 1-%d", r->surrender_roll);
          else
            g_string_append (text, "no roll (Lords inside)");
          if (r->siegeworks && r->siege_after > r->siege_markers + 1) /* cards: Inferno's GUASTATORI */
            g_string_append_printf (text, "; Siegeworks: add %d markers (%d)\n", r->siege_after - r->siege_markers,
                                    r->siege_after);
          else if (r->siegeworks)
            g_string_append_printf (text, "; Siegeworks: add a marker (%d)\n", r->siege_markers + 1);
          else
            g_string_append (text, "; Siegeworks: no marker added\n");
        }
    }

  /* bypass (issue 17) */
  if (r->encamp.applies)
    g_string_append (text, "Encamp: yes, 1 March action (Laden or not), then Feed/Pay/Disband\n");
  if (r->sortie.applies)
    g_string_append_printf (text, "Sortie: %s\n", r->sortie.allowed ? "yes, 1 March action (Laden or not), a Battle" : "no");

  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return cas_cli_finish_calc (argv[0], journal, g_steal_pointer (&root), text->str, ex, json, apply);
}
