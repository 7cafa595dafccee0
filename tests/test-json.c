/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-json.c: the strict JSON reader (cas-json.h) and every loader that uses it: no
 * input drives json-glib past the depth limit (issue 15, finding 1: a comment or a
 * single-quoted string hid 100,000 levels of nesting from the old guard), non-strict
 * JSON is refused with a message giving the line and column, and every message is
 * valid UTF-8 (finding 5). */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "castellan.h"

#define DEEP 100000

/* PREFIX followed by DEEP times OPEN (and nothing closed). */
static char *
deep_text (const char *prefix, const char *open)
{
  GString *s = g_string_new (prefix);
  for (int i = 0; i < DEEP; i++)
    g_string_append (s, open);
  return g_string_free (s, FALSE);
}

/* The inputs that crashed castellan-cli and the app (issue 15, finding 1). */
static GPtrArray *
crash_inputs (void)
{
  GPtrArray *a = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (a, deep_text ("/*\"*/", "["));
  g_ptr_array_add (a, deep_text ("['\"', ", "["));
  g_ptr_array_add (a, deep_text ("{\"a\": /* \" */ ", "["));
  g_ptr_array_add (a, deep_text ("", "{'a':"));
  g_ptr_array_add (a, deep_text ("", "["));
  return a;
}

static void
expect_refused (const char *text, int code, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_assert_false (cas_json_check (text, strlen (text), CAS_JSON_MAX_DEPTH, &error));
  g_assert_error (error, CAS_JSON_ERROR, code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s”: message “%s” lacks “%s”", text, error->message, fragment);
}

static void
expect_accepted (const char *text)
{
  g_autoptr(GError) error = NULL;
  if (!cas_json_check (text, strlen (text), CAS_JSON_MAX_DEPTH, &error))
    g_error ("“%s” refused: %s", text, error->message);
  g_autoptr(JsonParser) parser = cas_json_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_nonnull (parser);
}

static void
test_crash_inputs (void)
{
  g_autoptr(GPtrArray) inputs = crash_inputs ();
  for (guint i = 0; i < inputs->len; i++)
    {
      const char *text = inputs->pdata[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonParser) parser = cas_json_parse (text, strlen (text), &error);
      g_assert_null (parser);
      g_assert_true (error->domain == CAS_JSON_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
}

static void
test_strict (void)
{
  expect_accepted ("{\"a\": [1, -0.5, 2e10, 1E-3, true, false, null, \"x\\n\\u00e9\\ud83d\\ude00\"], \"b\": {}}");
  expect_accepted ("  [ ]\r\n");
  expect_accepted ("\"just a string\"");
  expect_accepted ("{\"a\": 1, \"A\": 2}");
  expect_refused ("/* a comment */ {}", CAS_JSON_ERROR_NOT_STRICT, "a comment");
  expect_refused ("{} // trailing comment", CAS_JSON_ERROR_NOT_STRICT, "text after the end");
  expect_refused ("[1, /* two */ 2]", CAS_JSON_ERROR_NOT_STRICT, "a comment");
  expect_refused ("{'a': 1}", CAS_JSON_ERROR_NOT_STRICT, "single-quoted");
  expect_refused ("['a']", CAS_JSON_ERROR_NOT_STRICT, "single-quoted");
  expect_refused ("[0x1F]", CAS_JSON_ERROR_NOT_STRICT, "hexadecimal");
  expect_refused ("[-0x1F]", CAS_JSON_ERROR_NOT_STRICT, "hexadecimal");
  expect_refused ("[01]", CAS_JSON_ERROR_NOT_STRICT, "leading zero");
  expect_refused ("[+1]", CAS_JSON_ERROR_NOT_STRICT, "unexpected “+”");
  expect_refused ("[NaN]", CAS_JSON_ERROR_NOT_STRICT, "unexpected “N”");
  expect_refused ("[1.]", CAS_JSON_ERROR_NOT_STRICT, "a digit");
  expect_refused ("{} {}", CAS_JSON_ERROR_NOT_STRICT, "text after the end");
  expect_refused ("[1] x", CAS_JSON_ERROR_NOT_STRICT, "text after the end");
  expect_refused ("[1,]", CAS_JSON_ERROR_NOT_STRICT, "unexpected “]”");
  expect_refused ("{\"a\": 1,}", CAS_JSON_ERROR_NOT_STRICT, "member name");
  expect_refused ("{a: 1}", CAS_JSON_ERROR_NOT_STRICT, "member name");
  expect_refused ("{\"a\": 1, \"a\": 2}", CAS_JSON_ERROR_NOT_STRICT, "the member “a” appears twice");
  /* The same name spelled with an escape is the same member. */
  expect_refused ("{\"ab\": 1, \"a\\u0062\": 2}", CAS_JSON_ERROR_NOT_STRICT, "the member “ab” appears twice");
  /* Duplicates are per object: the same name in two objects is fine. */
  expect_accepted ("[{\"a\": 1}, {\"a\": 2, \"b\": {\"a\": 3}}]");
  expect_refused ("[\"\\udc00\"]", CAS_JSON_ERROR_NOT_STRICT, "lone low surrogate");
  expect_refused ("[\"\\ud800\"]", CAS_JSON_ERROR_NOT_STRICT, "high surrogate without");
  expect_refused ("[\"\\ud800\\u0041\"]", CAS_JSON_ERROR_NOT_STRICT, "high surrogate without");
  expect_refused ("[\"a\\u0000b\"]", CAS_JSON_ERROR_NOT_STRICT, "NUL");
  expect_refused ("[\"\\x41\"]", CAS_JSON_ERROR_NOT_STRICT, "invalid escape");
  expect_refused ("[\"\\u12\"]", CAS_JSON_ERROR_NOT_STRICT, "invalid \\u escape");
  expect_refused ("[\"tab\there\"]", CAS_JSON_ERROR_NOT_STRICT, "control character");
  expect_refused ("[\"\xff\"]", CAS_JSON_ERROR_NOT_STRICT, "not valid UTF-8");
  expect_refused ("[\"\xc3\"]", CAS_JSON_ERROR_NOT_STRICT, "not valid UTF-8");
  expect_refused ("[\xc3\xa9]", CAS_JSON_ERROR_NOT_STRICT, "byte 0xC3");
  expect_refused ("\xEF\xBB\xBF{}", CAS_JSON_ERROR_NOT_STRICT, "byte 0xEF");
  expect_refused ("[tru]", CAS_JSON_ERROR_NOT_STRICT, "a value");
  expect_refused ("", CAS_JSON_ERROR_TRUNCATED, "ends too early");
  expect_refused ("   ", CAS_JSON_ERROR_TRUNCATED, "ends too early");
  expect_refused ("{\"a\": [1, 2", CAS_JSON_ERROR_TRUNCATED, "ends too early");
  expect_refused ("{\"a\": \"unfinished", CAS_JSON_ERROR_TRUNCATED, "a string that does not end");
  /* Line and column, in characters. */
  expect_refused ("{\n  \"é\": 1,\n  \"x\": 'y'\n}", CAS_JSON_ERROR_NOT_STRICT, "(line 3, column 8)");
}

static void
test_depth (void)
{
  g_autoptr(GString) ok = g_string_new (NULL);
  for (int i = 0; i < CAS_JSON_MAX_DEPTH; i++)
    g_string_append (ok, i % 2 ? "{\"k\":" : "[");
  g_string_append (ok, "1");
  for (int i = CAS_JSON_MAX_DEPTH - 1; i >= 0; i--)
    g_string_append (ok, i % 2 ? "}" : "]");
  expect_accepted (ok->str);
  g_autofree char *over = g_strdup_printf ("[%s]", ok->str);
  expect_refused (over, CAS_JSON_ERROR_DEPTH, "nested more than 64 levels deep (line 1, column 189)");
  /* Deep but closed: still refused at the limit, and fast. */
  g_autofree char *deep = deep_text ("", "[");
  expect_refused (deep, CAS_JSON_ERROR_DEPTH, "nested more than 64");
}

/* Every loader: the save loader, the game data, the rules index, the rulebook import. */

static void
test_savefile (void)
{
  g_autoptr(GPtrArray) inputs = crash_inputs ();
  for (guint i = 0; i < inputs->len; i++)
    {
      const char *text = inputs->pdata[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(CasJournal) j = cas_savefile_load_data (text, strlen (text), &error);
      g_assert_null (j);
      g_assert_error (error, CAS_ERROR, CAS_ERROR_SAVE);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
  /* Finding 5: a \udc00 escape gave a message that was not UTF-8. */
  {
    const char *text = "{\"format\": \"castellan-save\", \"version\": 1, \"game\": \"\\udc00\"}";
    g_autoptr(GError) error = NULL;
    g_assert_null (cas_savefile_load_data (text, strlen (text), &error));
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
    g_assert_nonnull (strstr (error->message, "lone low surrogate"));
  }
  {
    const char *text = "{\"format\": \"castellan-save\", \"format\": \"castellan-save\", \"version\": 1}";
    g_autoptr(GError) error = NULL;
    g_assert_null (cas_savefile_load_data (text, strlen (text), &error));
    g_assert_cmpstr (error->message, ==,
                     "the save file is not valid JSON: the member “format” appears twice in one object (line 1, column 30)");
  }
}

static GHashTable *
real_game_files (void)
{
  static const char *const names[] = { "game.json", "map.json", "lords.json", "forces.json", "cards.json", "scenarios.json" };
  const char *dir = g_getenv ("CASTELLAN_DATA_DIR");
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_bytes_unref);
  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, "games", "nevsky", names[i], NULL);
      char *contents;
      gsize len;
      g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
      g_hash_table_insert (files, (gpointer) names[i], g_bytes_new_take (contents, len));
    }
  return files;
}

static void
test_game_data (void)
{
  g_autoptr(GPtrArray) inputs = crash_inputs ();
  for (guint i = 0; i < inputs->len; i++)
    {
      g_autoptr(GHashTable) files = real_game_files ();
      g_autoptr(GError) error = NULL;
      const char *text = inputs->pdata[i];
      g_hash_table_insert (files, "map.json", g_bytes_new (text, strlen (text)));
      g_autoptr(CasGame) game = cas_game_load_from_memory (files, &error);
      g_assert_null (game);
      g_assert_nonnull (strstr (error->message, "map.json: "));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
  /* A duplicate key in a game file is refused too (json-glib kept the last one). */
  g_autoptr(GHashTable) files = real_game_files ();
  g_autoptr(GError) error = NULL;
  GBytes *game_json = g_hash_table_lookup (files, "game.json");
  g_autofree char *dup = g_strdup_printf ("{\"id\": \"x\", %s", (const char *) g_bytes_get_data (game_json, NULL) + 1);
  g_hash_table_insert (files, "game.json", g_bytes_new (dup, strlen (dup)));
  g_assert_null (cas_game_load_from_memory (files, &error));
  g_assert_nonnull (strstr (error->message, "game.json: not valid JSON: the member “id” appears twice"));
}

static char *
scratch_file (const char *name, const char *text)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-json-XXXXXX", NULL);
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
remove_scratch (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_rules_index (void)
{
  g_autoptr(GPtrArray) inputs = crash_inputs ();
  for (guint i = 0; i < inputs->len; i++)
    {
      g_autofree char *path = scratch_file ("rules-index.json", inputs->pdata[i]);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(CasRulebook) rb = cas_rulebook_load_index (file, &error);
      g_assert_null (rb);
      g_assert_nonnull (strstr (error->message, "rules-index.json: "));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      remove_scratch (path);
    }
}

static void
test_rulebook_import (void)
{
  g_autoptr(GPtrArray) inputs = crash_inputs ();
  for (guint i = 0; i < inputs->len; i++)
    {
      /* Refused, as JSON or as text without sections: never handed to json-glib deep. */
      g_autofree char *path = scratch_file ("book.json", inputs->pdata[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) sections = cas_rulebook_parse_file (path, &error);
      g_assert_null (sections);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      remove_scratch (path);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json/crash-inputs", test_crash_inputs);
  g_test_add_func ("/json/strict", test_strict);
  g_test_add_func ("/json/depth", test_depth);
  g_test_add_func ("/json/loaders/savefile", test_savefile);
  g_test_add_func ("/json/loaders/game-data", test_game_data);
  g_test_add_func ("/json/loaders/rules-index", test_rules_index);
  g_test_add_func ("/json/loaders/rulebook-import", test_rulebook_import);
  return g_test_run ();
}
