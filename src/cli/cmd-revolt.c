/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-revolt.c: castellan-cli revolt: one roll on Inferno's Revolt tables (1.4.2), the dice
 * the players rolled entered with --dice GOLD,PURPLE (inf-cmd, issue 17). */
#include "config.h"

#include <stdlib.h>

#include "cas-cli-commands.h"
#include "inferno-revolt.h"

/* "5,6" into two numbers 1-6; FALSE otherwise. */
gboolean
cas_cli_parse_dice (const char *text, int *out, int n)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  if (g_strv_length (parts) != (guint) n)
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      char *end = NULL;
      long v = strtol (parts[i], &end, 10);
      if (end == parts[i] || *end != '\0' || v < 1 || v > 6)
        return FALSE;
      out[i] = (int) v;
    }
  return TRUE;
}

static const char *const outcome_ids[] = { "nothing", "revolts", "pick" };

/* The Locales of a list as JSON ids. */
void
cas_cli_json_locales (JsonBuilder *b, CasGame *game, const char *name, GArray *locales)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; locales && i < locales->len; i++)
    json_builder_add_string_value (b, cas_game_get_locale (game, g_array_index (locales, int, i))->id);
  json_builder_end_array (b);
}

int
cas_cmd_revolt (int argc, char **argv)
{
  static const char usage[] = "usage: castellan-cli revolt FILE SIDE --dice GOLD,PURPLE [--pick LOCALE] [--json] [--apply]";
  int code = 0, dice[2], side, pick = -1;
  gboolean missing = FALSE;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  gboolean apply = cas_cli_has_flag (&argc, argv, "--apply");
  const char *dice_arg = cas_cli_take_option (&argc, argv, "--dice", &missing);
  const char *pick_arg = missing ? NULL : cas_cli_take_option (&argc, argv, "--pick", &missing);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  if (argc != 2 || missing || dice_arg == NULL)
    return cas_cli_fail (2, "%s", usage);
  if (!cas_cli_parse_dice (dice_arg, dice, 2))
    return cas_cli_fail (2, "--dice: the gold die, then the purple die, each 1 to 6 (e.g. --dice 6,5), not “%s”", dice_arg);
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  if ((side = cas_game_find_side (game, argv[1])) < 0)
    return cas_cli_fail (2, "unknown side “%s” (%s or %s: the side that rolls)", argv[1], cas_game_get_side_id (game, 0),
                         cas_game_get_side_id (game, 1));
  if (pick_arg && (pick = cas_game_find_locale (game, pick_arg)) < 0)
    return cas_cli_fail (2, "unknown Locale “%s”", pick_arg);
  g_autoptr(CasRevoltResult) r = cas_inferno_revolt (t, side, dice[0], dice[1], pick, ex, &error);
  if (r == NULL)
    return cas_cli_fail (2, "%s", error->message);

  json_builder_begin_object (b);
  cas_cli_json_string (b, "side", cas_game_get_side_id (game, r->side));
  cas_cli_json_string (b, "against", cas_game_get_side_id (game, r->against));
  cas_cli_json_int (b, "gold", r->gold);
  cas_cli_json_int (b, "purple", r->purple);
  cas_cli_json_string (b, "named", r->named >= 0 ? cas_game_get_locale (game, r->named)->id : NULL);
  cas_cli_json_bool (b, "submission", r->submission);
  cas_cli_json_bool (b, "adjacent_pick", r->adjacent_pick);
  cas_cli_json_string (b, "outcome", outcome_ids[r->outcome]);
  cas_cli_json_string (b, "target", r->target >= 0 ? cas_game_get_locale (game, r->target)->id : NULL);
  cas_cli_json_locales (b, game, "candidates", r->candidates);
  cas_cli_json_int (b, "markers", r->markers);
  cas_cli_json_int (b, "exiles", r->exiles);
  json_builder_set_member_name (b, "vp");
  if (r->vp_halves % 2)
    json_builder_add_double_value (b, r->vp_halves / 2.0);
  else
    json_builder_add_int_value (b, r->vp_halves / 2);
  json_builder_end_object (b);

  g_string_append_printf (text, "Revolt against the %s, rolled by the %s: gold %d, purple %d: %s\n",
                          cas_game_get_side_name (game, r->against), cas_game_get_side_name (game, r->side), r->gold,
                          r->purple, r->submission ? "Submission" : cas_game_get_locale (game, r->named)->name);
  if (r->outcome == CAS_REVOLT_REVOLTS)
    g_string_append_printf (text, "%s Revolts: Allegiance markers %s%d; Exiles: %d Calendar shift%s for the %s\n",
                            cas_game_get_locale (game, r->target)->name, r->markers > 0 ? "+" : "", r->markers, r->exiles,
                            r->exiles == 1 ? "" : "s", cas_game_get_side_name (game, r->against));
  else if (r->outcome == CAS_REVOLT_PICK)
    {
      g_string_append_printf (text, "The %s pick one of:", cas_game_get_side_name (game, r->side));
      for (guint i = 0; i < r->candidates->len; i++)
        g_string_append_printf (text, " %s", cas_game_get_locale (game, g_array_index (r->candidates, int, i))->id);
      g_string_append (text, " (--pick LOCALE)\n");
    }
  else
    g_string_append (text, "Nothing happens\n");

  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return cas_cli_finish_calc (argv[0], journal, g_steal_pointer (&root), text->str, ex, json, apply);
}

/* castellan-cli treachery: the Active Lord on his Treachery card (4.2.3): the Revolt of a
 * Stronghold by Coin (4.7.5) or the Bribe of a Vassal (4.7.6), with the dice rolled or,
 * without --dice, the odds. */
int
cas_cmd_treachery (int argc, char **argv)
{
  static const char usage[] =
    "usage: castellan-cli treachery FILE LORD (--revolt LOCALE --coin N | --bribe VASSAL) [--event CARD] [--dice D,...] [--json] [--apply]";
  int code = 0, dice[3] = { 0 }, n_dice = 0, lord, coin = 0, event = -1;
  gboolean m1 = FALSE, m2 = FALSE, m3 = FALSE, m4 = FALSE, m5 = FALSE;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  gboolean apply = cas_cli_has_flag (&argc, argv, "--apply");
  const char *revolt = cas_cli_take_option (&argc, argv, "--revolt", &m1);
  const char *coin_arg = cas_cli_take_option (&argc, argv, "--coin", &m2);
  const char *bribe = cas_cli_take_option (&argc, argv, "--bribe", &m3);
  const char *dice_arg = cas_cli_take_option (&argc, argv, "--dice", &m4);
  /* cards2 (issue 17): a Hold Event played for a 0-Coin Treachery (I182) */
  const char *event_arg = cas_cli_take_option (&argc, argv, "--event", &m5);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  CasTreacheryResult *r = NULL;

  if (argc != 2 || m1 || m2 || m3 || m4 || m5 || (revolt == NULL) == (bribe == NULL) ||
      (revolt && coin_arg == NULL && event_arg == NULL))
    return cas_cli_fail (2, "%s", usage);
  if (coin_arg)
    {
      char *end = NULL;
      long v = strtol (coin_arg, &end, 10);
      if (end == coin_arg || *end != '\0' || v < 1 || v > 4)
        return cas_cli_fail (2, "--coin: 1 to 4 Coin (4.7.5), not “%s”", coin_arg);
      coin = (int) v;
    }
  if (dice_arg)
    {
      g_auto(GStrv) parts = g_strsplit (dice_arg, ",", -1);
      n_dice = (int) g_strv_length (parts);
      if (n_dice < 1 || n_dice > 3 || !cas_cli_parse_dice (dice_arg, dice, n_dice))
        return cas_cli_fail (2, "--dice: 1 to 3 dice of 1 to 6, separated by commas, not “%s”", dice_arg);
    }
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  if ((lord = cas_game_find_lord (game, argv[1])) < 0)
    return cas_cli_fail (2, "unknown Lord “%s”", argv[1]);
  if (event_arg && (event = cas_game_find_card (game, event_arg)) < 0)
    return cas_cli_fail (2, "unknown card “%s”", event_arg);
  if (revolt)
    {
      int locale = cas_game_find_locale (game, revolt);
      if (locale < 0)
        return cas_cli_fail (2, "unknown Locale “%s”", revolt);
      r = cas_inferno_treachery_revolt_event (t, lord, locale, coin, event, dice, n_dice, ex, &error);
    }
  else
    {
      int vassal = cas_game_find_vassal (game, bribe);
      if (vassal < 0)
        return cas_cli_fail (2, "unknown Vassal “%s”", bribe);
      r = cas_inferno_bribe_event (t, lord, vassal, event, dice, n_dice, ex, &error);
    }
  if (r == NULL)
    return cas_cli_fail (2, "%s", error->message);

  json_builder_begin_object (b);
  cas_cli_json_string (b, "lord", cas_game_get_lord (game, lord)->id);
  cas_cli_json_string (b, "kind", r->bribe ? "bribe" : "revolt");
  if (r->bribe)
    cas_cli_json_string (b, "vassal", cas_game_get_vassal (game, r->vassal)->id);
  else
    cas_cli_json_string (b, "target", cas_game_get_locale (game, r->target)->id);
  cas_cli_json_int (b, "coin", r->coin);
  cas_cli_json_int (b, "dice_needed", r->n_dice);
  cas_cli_json_bool (b, "allowed", r->allowed);
  cas_cli_json_double (b, "chance", r->chance);
  json_builder_set_member_name (b, "dice");
  json_builder_begin_array (b);
  for (int i = 0; i < r->n_rolled; i++)
    json_builder_add_int_value (b, r->dice[i]);
  json_builder_end_array (b);
  if ((r->n_rolled || r->event >= 0) && r->allowed)
    cas_cli_json_bool (b, "success", r->success);
  else
    cas_cli_json_null (b, "success");
  if (event >= 0) /* cards2: only with --event: the card when it served, else null */
    {
      if (r->event >= 0)
        cas_cli_json_string (b, "event", cas_game_get_card (game, r->event)->id);
      else
        cas_cli_json_null (b, "event");
    }
  json_builder_end_object (b);

  if (r->bribe && r->event >= 0) /* cards2 */
    g_string_append_printf (text, "%s: Bribe %s", cas_game_get_lord (game, lord)->name,
                            cas_game_get_vassal (game, r->vassal)->name);
  else if (r->bribe)
    g_string_append_printf (text, "%s: Bribe %s, a die above %d", cas_game_get_lord (game, lord)->name,
                            cas_game_get_vassal (game, r->vassal)->name, r->need);
  else if (r->event >= 0 || r->coin == 0) /* cards2: with an Event, or none and no Coin */
    g_string_append_printf (text, "%s: Revolt of %s", cas_game_get_lord (game, lord)->name,
                            cas_game_get_locale (game, r->target)->name);
  else
    g_string_append_printf (text, "%s: Revolt of %s for %d Coin, %d %s each 1-%d", cas_game_get_lord (game, lord)->name,
                            cas_game_get_locale (game, r->target)->name, r->coin, r->n_dice, r->n_dice == 1 ? "die" : "dice",
                            r->need);
  if (r->event >= 0) /* cards2 */
    g_string_append_printf (text, " (%s played: 0 Coin, no roll)", cas_game_get_card (game, r->event)->id);
  else if (r->held >= 0) /* inferno-app (I189): the core line names the card, the CLI its option */
    g_string_append_printf (text, " (or --event %s: 0 Coin, no roll)", cas_game_get_card (game, r->held)->id);
  if (!r->allowed)
    g_string_append (text, ": not allowed\n");
  else if (r->event >= 0)
    g_string_append (text, ": success\n");
  else if (r->n_rolled == 0)
    g_string_append_printf (text, ": %.0f%%\n", 100 * r->chance);
  else
    g_string_append_printf (text, ": %s\n", r->success ? "success" : "failure");
  g_free (r);

  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return cas_cli_finish_calc (argv[0], journal, g_steal_pointer (&root), text->str, ex, json, apply);
}
