/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-exhaustion.c: castellan-cli exhaustion: scenario F's Exhaustion roll at the start of
 * a Levy (endmarker, issue 17; Inferno 6.0), the players' die entered with --die N. */
#include "config.h"

#include <stdlib.h>

#include "cas-cli-commands.h"
#include "inferno-exhaustion.h"

/* A die or a box: the number, or null when there is none (0, -1). */
static void
int_or_null (JsonBuilder *b, const char *name, int v)
{
  if (v > 0)
    cas_cli_json_int (b, name, v);
  else
    cas_cli_json_null (b, name);
}

int
cas_cmd_exhaustion (int argc, char **argv)
{
  static const char usage[] = "usage: castellan-cli exhaustion FILE [--die N] [--json] [--apply]";
  int code = 0, die = 0;
  gboolean missing = FALSE;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  gboolean apply = cas_cli_has_flag (&argc, argv, "--apply");
  const char *die_arg = cas_cli_take_option (&argc, argv, "--die", &missing);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  if (argc != 1 || missing)
    return cas_cli_fail (2, "%s", usage);
  if (die_arg && !cas_cli_parse_dice (die_arg, &die, 1))
    return cas_cli_fail (2, "--die: the die rolled, 1 to 6, not “%s”", die_arg);
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  if (!cas_game_has_end_marker (game))
    return cas_cli_fail (2, "%s has no End marker (Inferno 6.0)", cas_game_get_name (game));
  InfernoExhaustion r;
  inferno_exhaustion (cas_journal_get_table (journal), die, &r, ex);

  json_builder_begin_object (b);
  cas_cli_json_bool (b, "applies", r.applies);
  cas_cli_json_bool (b, "due", r.due);
  int_or_null (b, "die", r.die);
  cas_cli_json_int (b, "roll_max", r.roll_max);
  cas_cli_json_bool (b, "moves", r.moves);
  int_or_null (b, "end_before", r.end_before);
  int_or_null (b, "end_after", r.end_after);
  cas_cli_json_bool (b, "ends", r.ends);
  json_builder_end_object (b);

  if (!r.applies)
    g_string_append (text, "Exhaustion: not in this scenario\n");
  else if (!r.due)
    g_string_append (text, "Exhaustion: no roll now\n");
  else if (r.die == 0)
    g_string_append_printf (text, "Exhaustion: roll one die; 1-%d moves the End marker (--die N)\n", r.roll_max);
  else if (!r.moves)
    g_string_append_printf (text, "Exhaustion: die %d, the End marker stays\n", r.die);
  else
    g_string_append_printf (text, "Exhaustion: die %d, End marker to box %d%s\n", r.die, r.end_after,
                            r.ends ? "; the game is over (castellan-cli victory)" : "");
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return cas_cli_finish_calc (argv[0], journal, g_steal_pointer (&root), text->str, ex, json, apply);
}
