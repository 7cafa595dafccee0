/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-event.c (cards2, issue 17): castellan-cli event: an Inferno Arts of War Event drawn
 * in the Levy (3.1.3), or a Hold Event played (--play): what the table does, with the
 * actions that mirror it (rules-decisions I184-I186). */
#include "config.h"

#include <string.h>

#include "cas-cli-commands.h"
#include "inferno-events.h"

static const char *const kind_words[] = { "none", "immediate", "hold", "in_force", "played" };

int
cas_cmd_event (int argc, char **argv)
{
  static const char usage[] = "usage: castellan-cli event FILE CARD [--play] [--option N] [--json] [--apply]";
  int code = 0;
  gboolean missing = FALSE;
  const char *option_arg = cas_cli_take_option (&argc, argv, "--option", &missing);
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  gboolean apply = cas_cli_has_flag (&argc, argv, "--apply");
  gboolean play = cas_cli_has_flag (&argc, argv, "--play");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  if (argc != 2 || missing)
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
  const CasTable *t = cas_journal_get_table (journal);
  InfernoEventKind kind = inferno_events_event (t, k, play, ex);
  /* inferno-events2 (I199-I203): the drawing or playing side's options, one chosen with
   * --option N proposed after what is certain (so --apply records it) */
  g_autoptr(GPtrArray) options = play ? inferno_events_play_options (t, k) : inferno_events_options (t, k);
  if (option_arg)
    {
      char *end = NULL;
      gint64 n = g_ascii_strtoll (option_arg, &end, 10);
      if (end == option_arg || *end != '\0' || n < 1 || n > (gint64) options->len)
        return cas_cli_fail (2, "--option: %s is not one of the %u options listed (1-%u)", option_arg, options->len,
                             options->len);
      const InfernoEventOption *o = g_ptr_array_index (options, n - 1);
      if (o->actions == NULL)
        return cas_cli_fail (2, "--option %s: a Revolt roll: roll the dice, then castellan-cli revolt FILE %s --dice GOLD,PURPLE",
                             option_arg, cas_game_get_side_id (game, card->side));
      for (guint i = 0; o->actions[i]; i++)
        cas_explain_propose (ex, "%s", o->actions[i]);
    }

  json_builder_begin_object (b);
  cas_cli_json_string (b, "card", card->id);
  cas_cli_json_string (b, "side", cas_game_get_side_id (game, card->side));
  if (card->event_name)
    cas_cli_json_string (b, "event", card->event_name);
  else
    cas_cli_json_null (b, "event");
  cas_cli_json_string (b, "kind", kind_words[kind]);
  cas_cli_json_bool (b, "war", card->war);
  json_builder_set_member_name (b, "options");
  json_builder_begin_array (b);
  for (guint i = 0; i < options->len; i++)
    {
      const InfernoEventOption *o = g_ptr_array_index (options, i);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "label", o->label);
      cas_cli_json_string (b, "rules", o->rules);
      json_builder_set_member_name (b, "actions");
      if (o->actions == NULL)
        json_builder_add_null_value (b);
      else
        {
          json_builder_begin_array (b);
          for (guint a = 0; o->actions[a]; a++)
            json_builder_add_string_value (b, o->actions[a]);
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
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
  /* inferno-events2: a Hold Event played that another calculator says (I189) */
  if (kind == INFERNO_EVENT_PLAYED && inferno_events_played_elsewhere (t, k))
    {
      static const struct { const char *flag, *form; gboolean event; } forms[] = {
        { "treachery", "treachery FILE LORD ...", TRUE }, { "battle", "battle FILE ...", TRUE },
        { "storm", "battle FILE ...", TRUE }, { "march", "laden FILE ...", FALSE }, { "feed", "feed FILE", FALSE },
      };
      g_autoptr(GString) where = g_string_new (NULL);
      for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
        {
          g_autofree char *form = forms[f].event ? g_strdup_printf ("%s --event %s", forms[f].form, card->id) : g_strdup (forms[f].form);
          if (card->flags && g_strv_contains ((const char *const *) card->flags, forms[f].flag) && !strstr (where->str, form))
            g_string_append_printf (where, "%scastellan-cli %s", where->len ? ", " : "", form);
        }
      if (where->len)
        g_string_append_printf (text, "Where it applies: %s\n", where->str);
    }
  gboolean any_actions = FALSE;
  for (guint i = 0; i < options->len; i++)
    any_actions |= ((const InfernoEventOption *) g_ptr_array_index (options, i))->actions != NULL;
  if (any_actions && option_arg == NULL)
    g_string_append_printf (text, "Options: castellan-cli event FILE %s%s --option N [--apply]\n", card->id, play ? " --play" : "");
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return cas_cli_finish_calc (argv[0], journal, g_steal_pointer (&root), text->str, ex, json, apply);
}
