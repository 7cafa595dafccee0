/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-event.c (cards2, issue 17): castellan-cli event: an Inferno Arts of War Event drawn
 * in the Levy (3.1.3), or a Hold Event played (--play): what the table does, with the
 * actions that mirror it (rules-decisions I184-I186). */
#include "config.h"

#include "cas-cli-commands.h"
#include "inferno-events.h"

static const char *const kind_words[] = { "none", "immediate", "hold", "in_force", "played" };

int
cas_cmd_event (int argc, char **argv)
{
  static const char usage[] = "usage: castellan-cli event FILE CARD [--play] [--json] [--apply]";
  int code = 0;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  gboolean apply = cas_cli_has_flag (&argc, argv, "--apply");
  gboolean play = cas_cli_has_flag (&argc, argv, "--play");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  if (argc != 2)
    return cas_cli_fail (2, "%s", usage);
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  if (g_strcmp0 (cas_game_get_id (game), "inferno") != 0)
    return cas_cli_fail (2, "event answers for Inferno's Arts of War Events (3.1.3), not for %s", cas_game_get_name (game));
  int k = cas_game_find_card (game, argv[1]);
  if (k < 0)
    return cas_cli_fail (2, "unknown card “%s”", argv[1]);
  const CasCard *card = cas_game_get_card (game, k);
  if (play && card->timing != CAS_TIMING_HOLD)
    return cas_cli_fail (2, "--play: %s is not a Hold Event (3.1.3)", card->id);
  InfernoEventKind kind = inferno_events_event (cas_journal_get_table (journal), k, play, ex);

  json_builder_begin_object (b);
  cas_cli_json_string (b, "card", card->id);
  cas_cli_json_string (b, "side", cas_game_get_side_id (game, card->side));
  if (card->event_name)
    cas_cli_json_string (b, "event", card->event_name);
  else
    cas_cli_json_null (b, "event");
  cas_cli_json_string (b, "kind", kind_words[kind]);
  cas_cli_json_bool (b, "war", card->war);
  json_builder_end_object (b);

  g_string_append_printf (text, "%s (%s): %s\n", card->event_name ? card->event_name : card->id, card->id,
                          kind == INFERNO_EVENT_IMMEDIATE ? "immediate, resolved now"
                          : kind == INFERNO_EVENT_HOLD    ? "held for later"
                          : kind == INFERNO_EVENT_IN_FORCE ? "in force"
                          : kind == INFERNO_EVENT_PLAYED  ? "played"
                                                          : "no Event");
  /* inferno-app (issue 17): the core says what is missing; the CLI names its option. */
  if (kind == INFERNO_EVENT_IMMEDIATE && card->flags && g_strv_contains ((const char *const *) card->flags, "revolt"))
    g_string_append_printf (text, "Revolt roll: castellan-cli revolt FILE %s --dice GOLD,PURPLE\n",
                            cas_game_get_side_id (game, card->side));
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return cas_cli_finish_calc (argv[0], journal, g_steal_pointer (&root), text->str, ex, json, apply);
}
