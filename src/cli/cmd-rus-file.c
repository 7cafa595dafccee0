/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-rus-file.c: the table's own files of Rus as castellan-cli commands (issue 18): the
 * map (`map`), the C&T tree (`ct`) and the trade charters (`charter`) are shown, set one
 * fact at a time and checked against a game the same way; each command is a table
 * (RusFileCmd) over its file's kind (cas-rus-user-file.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-cli-commands.h"
#include "cmd-rus-file.h"

/* show [--json]: the file's list as JSON, or in the command's words. */
static int
file_show (const RusFileCmd *cmd, const void *file, const char *path, gboolean json)
{
  const CasRusUserFile *kind = cmd->kind;
  g_autoptr(JsonParser) parser = json_parser_new ();
  gsize len = 0;
  g_autofree char *data = kind->to_data (file, &len);
  JsonObject *doc;

  if (!json_parser_load_from_data (parser, data, (gssize) len, NULL))
    return cas_cli_fail (1, "%s", _(cmd->not_json));
  doc = json_node_get_object (json_parser_get_root (parser));
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;
      json_builder_begin_object (b);
      cas_cli_json_string (b, "file", path);
      json_builder_set_member_name (b, kind->list);
      json_builder_add_value (b, json_node_copy (json_object_get_member (doc, kind->list)));
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      cas_cli_print_json (root);
      return 0;
    }
  cmd->print (file, json_object_get_object_member (doc, kind->list), path);
  return 0;
}

/* "the damaged ... file was kept as PATH": a whole sentence per kind of file */
static void
file_kept (const CasRusUserFile *kind, const char *backup)
{
  if (kind == &cas_rus_map_file)
    g_printerr (_("the damaged map file was kept as %s\n"), backup);
  else if (kind == &cas_rus_ct_file)
    g_printerr (_("the damaged C&T file was kept as %s\n"), backup);
  else
    g_printerr (_("the damaged charters file was kept as %s\n"), backup);
}

/* set KEY WORDS...: one fact, saved at once. */
static int
file_set (const RusFileCmd *cmd, void *file, const char *path, int argc, char **argv)
{
  const CasRusUserFile *kind = cmd->kind;
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *words = NULL;
  int code = 0;
  int key = cmd->key (argv[0], &code);

  if (key < 0)
    return code;
  if (!kind->set_words (file, key, (const char *const *) argv + 1, argc - 1, &error))
    return cas_cli_fail (2, "%s", error->message);
  if (!cas_rus_user_file_save (kind, file, path, &backup, &error))
    return cas_cli_fail (1, "%s", error->message);
  if (backup)
    file_kept (kind, backup);
  words = g_strjoinv (" ", argv);
  g_print (_("%s (saved in %s)\n"), words, path);
  return 0;
}

int
cas_cli_rus_file (const RusFileCmd *cmd, int argc, char **argv)
{
  const CasRusUserFile *kind = cmd->kind;
  g_autofree char *path = cas_rus_user_file_path (kind);
  g_autoptr(GError) error = NULL;
  g_autofree void *file = g_malloc0 (kind->size);
  gboolean check = argc > 0 && g_str_equal (argv[0], "check");
  gboolean json = !check && cas_cli_has_flag (&argc, argv, "--json");
  gboolean show = argc == 0 || (argc == 1 && g_str_equal (argv[0], "show"));
  int n_words = argc - 2;
  int code;

  if (!cas_rus_user_file_load (kind, file, path, &error))
    {
      /* a damaged file: showing and checking fail; setting a fact starts anew and keeps
       * the damaged file beside the new one (cas_rus_user_file_save ()) */
      if (show || check)
        return cas_cli_fail (1, "%s", error->message);
      g_printerr ("%s\n", error->message);
      kind->init (file);
    }
  if (check)
    code = cmd->check (file, path, argc - 1, argv + 1);
  else if (show)
    code = file_show (cmd, file, path, json);
  else if (!json && g_str_equal (argv[0], "set")
           && (cmd->n_set_words < 0 ? n_words >= -cmd->n_set_words : n_words == cmd->n_set_words))
    code = file_set (cmd, file, path, argc - 1, argv + 1);
  else
    code = cas_cli_fail (2, "%s", cmd->usage);
  if (kind->clear)
    kind->clear (file);
  return code;
}
