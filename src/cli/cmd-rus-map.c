/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-rus-map.c: `castellan-cli map` (issue 18, the map form): the Rus map file the table
 * fills in ($XDG_DATA_HOME/castellan/rus/map.json; docs/rus.md, "The map file"): show it,
 * set one fact of an area (terrain, printed VP, name, adjacency, and the board's marks:
 * corner initials, Foreign Power borders, entry symbols, the trade routes to Europe), and
 * what those marks mean for a Kingdom of a game (`map check`). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-cli-commands.h"
#include "cas-rus-game.h"
#include "cas-rus-map.h"
#include "cmd-rus-file.h"

static const char usage[] = "usage: castellan-cli map [show] [--json] | map set AREA FACT [WHAT] VALUE | "
                            "map check FILE [KINGDOM] [--json]";

/* The entered facts of each area, one "member: value" line each, as the file says them. */
static void
map_print (const void *file, JsonObject *areas, const char *path)
{
  g_autoptr(GList) ids = json_object_get_members (areas);
  (void) file;
  g_print (_("Map file: %s\n"), path);
  if (ids == NULL)
    g_print ("%s\n", _("Nothing entered yet"));
  for (GList *l = ids; l; l = l->next)
    {
      JsonObject *o = json_object_get_object_member (areas, l->data);
      g_autoptr(GList) members = json_object_get_members (o);
      g_print ("%s\n", (const char *) l->data);
      for (GList *m = members; m; m = m->next)
        {
          JsonNode *n = json_object_get_member (o, m->data);
          g_autofree char *value = NULL;
          if (JSON_NODE_HOLDS_ARRAY (n))
            {
              JsonArray *arr = json_node_get_array (n);
              g_autoptr(GString) list = g_string_new (NULL);
              for (guint i = 0; i < json_array_get_length (arr); i++)
                g_string_append_printf (list, "%s%s", i ? ", " : "", json_array_get_string_element (arr, i));
              value = g_string_free (g_steal_pointer (&list), FALSE);
            }
          else if (json_node_get_value_type (n) == G_TYPE_BOOLEAN)
            value = g_strdup (json_node_get_boolean (n) ? _("yes") : _("no"));
          else if (json_node_get_value_type (n) == G_TYPE_INT64)
            value = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (n));
          else
            value = g_strdup (json_node_get_string (n));
          g_print ("  %s: %s\n", (const char *) m->data, value);
        }
    }
}

static int
area_key (const char *id, int *code)
{
  int area = cas_rus_area_from_id (id);
  if (area < 0)
    *code = cas_cli_fail (2, _("unknown area “%s” (the rulebook's ids, or area-23 to area-64)"), id);
  return area;
}

static void
json_known (JsonBuilder *b, const char *name, int known)
{
  if (known == CAS_RUS_UNKNOWN)
    cas_cli_json_null (b, name);
  else
    cas_cli_json_bool (b, name, known == CAS_RUS_YES);
}

static const char *
known_words (int known)
{
  return known == CAS_RUS_YES ? _("yes") : known == CAS_RUS_NO ? _("no") : _("not entered");
}

static void
json_area (JsonBuilder *b, const char *name, int area)
{
  g_autofree char *id = area >= 0 ? cas_rus_area_id (area) : NULL;
  if (id)
    cas_cli_json_string (b, name, id);
  else
    cas_cli_json_null (b, name);
}

/* map check FILE [KINGDOM] [--json]: what the board's marks mean for a Kingdom of the game
 * (cas_rus_map_marks ()). */
static int
map_check (const void *file, const char *path, int argc, char **argv)
{
  const CasRusMap *map = *(CasRusMap *const *) file;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  int code = 0;
  int kingdom = -1;
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const CasRusState *s;
  CasRusMarks marks;

  if (argc < 1 || argc > 2)
    return cas_cli_fail (2, "%s", usage);
  if (argc == 2 && (kingdom = cas_rus_kingdom_from_id (argv[1])) < 0)
    return cas_cli_fail (2, _("unknown Kingdom “%s” (%s)"), argv[1],
                         "bulgars, lithuanians, khazars, rus, slavs, golden-horde, muscovy, vladimir");
  if ((journal = cas_cli_load (argv[0], &code)) == NULL)
    return code;
  if (!CAS_IS_RUS_GAME (cas_journal_get_base (journal)))
    return cas_cli_fail (2, "%s", _("map check: not a game of Rus"));
  s = cas_rus_table_state (cas_journal_get_table (journal));
  cas_rus_map_marks (s, map, kingdom, &marks, ex);
  if (kingdom >= 0)
    {
      CasRusMarks entry;   /* the entry areas' lines, which concern no one Kingdom */
      cas_rus_map_marks (s, map, -1, &entry, ex);
    }

  json_builder_begin_object (b);
  cas_cli_json_string (b, "file", path);
  if (kingdom >= 0)
    {
      cas_cli_json_string (b, "kingdom", cas_rus_kingdom_id (kingdom));
      if (!json)
        g_print ("%s\n", _(cas_rus_kingdom_name (kingdom)));
      json_builder_set_member_name (b, "borders");
      json_builder_begin_object (b);
      for (int p = 0; p < CAS_RUS_N_POWERS; p++)
        {
          json_known (b, cas_rus_power_id (p), marks.borders[p]);
          if (!json)
            g_print (_("  Borders %s: %s\n"), _(cas_rus_power_name (p)), known_words (marks.borders[p]));
        }
      json_builder_end_object (b);
      if (kingdom >= CAS_RUS_GOLDEN_HORDE)
        {
          json_builder_set_member_name (b, "rebels");
          json_builder_begin_array (b);
          for (int i = 0; i < marks.n_rebels; i++)
            {
              g_autofree char *id = cas_rus_area_id (marks.rebels[i]);
              json_builder_add_string_value (b, id);
            }
          json_builder_end_array (b);
          cas_cli_json_int (b, "rebels_unknown", marks.rebels_unknown);
          if (!json)
            g_print (_("  Areas with its initial: %d (%d not entered)\n"), marks.n_rebels, marks.rebels_unknown);
        }
      if (kingdom == CAS_RUS_GOLDEN_HORDE)
        {
          json_known (b, "europe_line", marks.europe_line);
          if (!json)
            g_print (_("  A line along a trade route to Europe: %s\n"), known_words (marks.europe_line));
        }
    }
  json_builder_set_member_name (b, "entry");
  json_builder_begin_object (b);
  for (int i = 0; i < CAS_RUS_N_INVADERS; i++)
    {
      g_autofree char *where = marks.entry_area[i] >= 0 ? cas_rus_area_id (marks.entry_area[i]) : NULL;
      json_area (b, cas_rus_map_invader_id (i), marks.entry_area[i]);
      if (!json)
        g_print (_("  Entry of the %s: %s\n"), cas_rus_map_invader_id (i), where ? where : _("not entered"));
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "explain");
  json_builder_add_value (b, cas_explain_to_json (ex));
  json_builder_end_object (b);
  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      cas_cli_print_json (root);
    }
  else
    {
      g_autoptr(GString) out = g_string_new (NULL);
      cas_explain_print (ex, out, "    ");
      g_print ("%s\n%s", _("Why:"), out->str);
    }
  return 0;
}

/* map [show] [--json] | map set AREA FACT [WHAT] VALUE | map check FILE [KINGDOM] [--json] */
int
cas_cmd_rus_map (int argc, char **argv)
{
  static const RusFileCmd cmd = {
    &cas_rus_map_file, usage, area_key, -2, N_("the map could not be written as JSON"), map_print, map_check,
  };
  return cas_cli_rus_file (&cmd, argc, argv);
}
