/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-settings.c: castellan-cli settings: a game's settings, the values the public
 * sources leave open (issue 17; rules-decisions I1-I3), as the table has chosen them. A
 * setting is chosen with the action `option ID VALUE` (castellan-cli do). */
#include "config.h"

#include "cas-cli-commands.h"
#include "cas-settings.h"

int
cas_cmd_settings (int argc, char **argv)
{
  int code = 0;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  if (argc != 1)
    return cas_cli_fail (2, "usage: castellan-cli settings FILE [--json]");
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  guint n_boxes = cas_game_get_n_boxes (game);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "settings");
  json_builder_begin_array (b);
  for (guint i = 0; i < cas_game_get_n_settings (game); i++)
    {
      const CasSetting *s = cas_game_get_setting (game, (int) i);
      int v = cas_settings_value (t, (int) i);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "id", s->id);
      cas_cli_json_string (b, "name", s->name);
      cas_cli_json_string (b, "value", s->values[v]);
      cas_cli_json_string (b, "default", s->values[s->def]);
      json_builder_set_member_name (b, "values");
      json_builder_begin_array (b);
      for (int k = 0; k < s->n_values; k++)
        json_builder_add_string_value (b, s->values[k]);
      json_builder_end_array (b);
      cas_cli_json_bool (b, "unverified", TRUE);
      json_builder_set_member_name (b, "boxes");
      json_builder_begin_array (b);
      g_string_append_printf (text, "%s = %s (default %s; values %s", s->id, s->values[v], s->values[s->def],
                              s->values[0]);
      for (int k = 1; k < s->n_values; k++)
        g_string_append_printf (text, ", %s", s->values[k]);
      g_string_append (text, "), unverified\n");
      g_string_append_printf (text, "  %s\n", s->name);
      for (guint box = 1; box <= n_boxes; box++)
        if (cas_game_get_box (game, (int) box)->setting == (int) i)
          {
            const CasSeason *season = cas_settings_box_season (t, (int) box);
            const CasSeason *alt = cas_settings_box_alternative (t, (int) box);
            json_builder_begin_object (b);
            cas_cli_json_int (b, "box", box);
            cas_cli_json_string (b, "season", season->id);
            cas_cli_json_string (b, "alternative", alt ? alt->id : NULL);
            json_builder_end_object (b);
            g_string_append_printf (text, "  box %u (%s): %s, alternative %s\n", box,
                                    cas_game_get_box (game, (int) box)->months ? cas_game_get_box (game, (int) box)->months : "",
                                    season->name, alt ? alt->name : "none");
            cas_settings_explain_season (t, (int) box, ex);
          }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  if (cas_game_get_n_settings (game) == 0)
    g_string_append_printf (text, "%s has no settings\n", cas_game_get_name (game));
  else
    g_string_append (text, "Choose one with: castellan-cli do FILE \"option ID VALUE\"\n");

  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return cas_cli_finish_calc (argv[0], journal, g_steal_pointer (&root), text->str, ex, json, FALSE);
}
