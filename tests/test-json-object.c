/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-json-object.c: the loaders' data-file reader of src/core/cas-json.c
 * (cas_json_load_object (), cas_json_parse_object ()): a file from a folder or from the
 * name -> bytes table the fuzz targets use, each refusal naming the file; and the Rus
 * family reading its game.json through it (issue 18, review). */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "castellan.h"
#include "cas-json.h"
#include "cas-rus-game.h"

static JsonNode *
from_text (const char *text, gsize max_len, GError **error)
{
  return cas_json_parse_object ("game.json", text, strlen (text), max_len, error);
}

static void
assert_refused (const char *text, gsize max_len, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = from_text (text, max_len, &error);

  g_assert_null (node);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_DATA);
  g_assert_true (g_str_has_prefix (error->message, message));
}

static void
test_parse (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = from_text ("{\"id\": \"rus\"}", 64, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "id"), ==, "rus");
  assert_refused ("{\"id\": \"rus\"}", 4, "game.json: file is too large (13 bytes)");
  assert_refused ("", 64, "game.json: the file is empty");
  assert_refused ("{\"id\": \"\xff\"}", 64, "game.json: not valid UTF-8 text");
  assert_refused ("{\"id\": 'rus'}", 64, "game.json: not valid JSON: ");
  assert_refused ("[1, 2]", 64, "game.json: the top level must be an object");
}

static void
test_load (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-json-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GHashTable) files = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_bytes_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) read = NULL;
  g_autoptr(JsonNode) given = NULL;
  JsonNode *none;

  /* From the folder, and the missing file named. */
  none = cas_json_load_object (folder, NULL, "game.json", 64, &error);
  g_assert_null (none);
  g_assert_true (g_str_has_prefix (error->message, "game.json: cannot read: "));
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, "{\"n\": 1}", -1, NULL));
  read = cas_json_load_object (folder, NULL, "game.json", 64, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (read), "n"), ==, 1);

  /* From the table: a file it lacks is missing. */
  none = cas_json_load_object (NULL, files, "game.json", 64, &error);
  g_assert_null (none);
  g_assert_cmpstr (error->message, ==, "game.json: missing");
  g_clear_error (&error);
  g_hash_table_insert (files, (gpointer) "game.json", g_bytes_new_static ("{\"n\": 2}", 8));
  given = cas_json_load_object (NULL, files, "game.json", 64, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (given), "n"), ==, 2);
  g_unlink (path);
  g_rmdir (dir);
}

/* Rus's game.json through the helper: a broken one names the file and the problem. */
static void
test_rus_game_json (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-rus-json-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  CasGameBase *game;

  g_assert_true (g_file_set_contents (path, "[]", -1, NULL));
  game = cas_game_base_load_dir (CAS_TYPE_RUS_GAME, folder, &error);
  g_assert_null (game);
  g_assert_cmpstr (error->message, ==, "game.json: the top level must be an object");
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json/object/parse", test_parse);
  g_test_add_func ("/json/object/load", test_load);
  g_test_add_func ("/json/object/rus-game", test_rus_game_json);
  return g_test_run ();
}
