/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-savefile.c: save and load return the exact table and journal; corrupt, truncated,
 * foreign, newer and inconsistent files are refused with a clear message. */
#include "castellan.h"

#include <glib/gstdio.h>
#include <string.h>

static CasGame *game;
static char *dir;

static CasJournal *
played (void)
{
  CasJournal *j = cas_journal_new (game, cas_game_find_scenario (game, "watland"), NULL);
  const char *actions[] = { "move andreas jerwen", "assets andreas prov +2", "vassal andreas teutonic_vassals muster",
                            "marker kaibolovo conquered 1", "service domash +1", "capability t4 yaroslav",
                            "plan teutonic andreas,yaroslav,pass,knud_and_abel", "vp russian +0.5", "legate fellin",
                            "moved andreas yes", NULL };
  g_assert_true (cas_journal_do_many (j, actions, NULL));
  cas_journal_undo (j);
  cas_journal_undo (j);
  return j;
}

static void
test_round_trip (void)
{
  g_autoptr(CasJournal) j = played ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_savefile_save (j, path, &error));
  g_assert_no_error (error);
  g_autoptr(CasJournal) k = cas_savefile_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (cas_journal_get_table (j), cas_journal_get_table (k)));
  g_assert_cmpuint (cas_journal_get_n_done (k), ==, cas_journal_get_n_done (j));
  g_assert_cmpuint (cas_journal_get_n_entries (k), ==, cas_journal_get_n_entries (j));
  for (guint i = 0; i < cas_journal_get_n_entries (j); i++)
    g_assert_cmpstr (cas_journal_get_text (k, i), ==, cas_journal_get_text (j, i));
  /* The undone actions can still be redone after loading. */
  g_assert_true (cas_journal_redo (k));
  g_assert_true (cas_journal_redo (k));
  g_assert_false (cas_journal_redo (k));
  /* Saving again gives the same bytes. */
  gsize l1, l2;
  g_autofree char *d1 = cas_savefile_to_data (j, &l1);
  g_autoptr(CasJournal) k2 = cas_savefile_load (path, NULL);
  g_autofree char *d2 = cas_savefile_to_data (k2, &l2);
  g_assert_cmpstr (d1, ==, d2);
  /* No temporary file is left beside the save. */
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while ((name = g_dir_read_name (d)))
    g_assert_true (g_str_has_suffix (name, ".json"));
}

static void
expect_refused (const char *data, gssize len, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) j = cas_savefile_load_data (data, len < 0 ? strlen (data) : (gsize) len, &error);
  g_assert_null (j);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_SAVE);
  if (strstr (error->message, fragment) == NULL)
    g_error ("message “%s” lacks “%s”", error->message, fragment);
}

static char *
replace (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);
  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

static void
test_bad_files (void)
{
  g_autoptr(CasJournal) j = played ();
  gsize len;
  g_autofree char *good = cas_savefile_to_data (j, &len);

  expect_refused ("", 0, "empty");
  expect_refused (good, (gssize) (len / 2), "damaged or truncated");
  expect_refused ("\xff\xfe\x00garbage", 6, "not text");
  expect_refused ("{\"name\": \"some other program\"}", -1, "not a Castellan save");
  expect_refused ("[1, 2, 3]", -1, "not a Castellan save");
  /* 100,000 levels of nesting would overflow json-glib's recursive parser. */
  {
    g_autoptr(GString) deep = g_string_new (NULL);
    for (int i = 0; i < 100000; i++)
      g_string_append_c (deep, '[');
    for (int i = 0; i < 100000; i++)
      g_string_append_c (deep, ']');
    expect_refused (deep->str, (gssize) deep->len, "nested more than 64");
  }
  g_autofree char *newer = replace (good, "\"version\" : 1", "\"version\" : 99");
  expect_refused (newer, -1, "newer Castellan");
  g_autofree char *foreign = replace (good, "\"game\" : \"nevsky\"", "\"game\" : \"chess\"");
  expect_refused (foreign, -1, "does not know");
  g_autofree char *scenario = replace (good, "\"scenario\" : \"watland\"", "\"scenario\" : \"atlantis\"");
  expect_refused (scenario, -1, "unknown Nevsky scenario");
  g_autofree char *bad_action = replace (good, "move andreas jerwen", "move andreas atlantis");
  expect_refused (bad_action, -1, "journal is damaged");
  /* Journal and snapshot disagree: refused, naming the cell. */
  g_autofree char *tampered = replace (good, "\"coin\" : 1\n", "\"coin\" : 5\n");
  expect_refused (tampered, -1, "inconsistent");
  g_autofree char *no_snapshot = replace (good, "\"snapshot\"", "\"snapshop\"");
  expect_refused (no_snapshot, -1, "snapshot");
}

static void
test_failed_load_leaves_file (void)
{
  g_autofree char *path = g_build_filename (dir, "broken.json", NULL);
  g_assert_true (g_file_set_contents (path, "{\"format\": \"castellan-save\", \"version\": 1", -1, NULL));
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) j = cas_savefile_load (path, &error);
  g_assert_null (j);
  g_assert_nonnull (strstr (error->message, "broken.json"));
  g_autofree char *after = NULL;
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "{\"format\": \"castellan-save\", \"version\": 1");
  g_autofree char *missing = g_build_filename (dir, "nothing-here.json", NULL);
  g_clear_error (&error);
  g_assert_null (cas_savefile_load (missing, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_SAVE);
  g_clear_error (&error);
  g_assert_null (cas_savefile_load (dir, &error));
  g_assert_nonnull (strstr (error->message, "not a regular file"));
}

static void
test_save_error (void)
{
  g_autoptr(CasJournal) j = played ();
  g_autoptr(GError) error = NULL;
  g_assert_false (cas_savefile_save (j, "/nonexistent-dir/x/game.json", &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_SAVE);
}

/* The app's autosave writes only over the bytes it last read or wrote: a file another
 * program changed meanwhile is not overwritten (issue 15, finding 3). */
static void
test_write_expected (void)
{
  g_autoptr(CasJournal) j = played ();
  g_autofree char *path = g_build_filename (dir, "shared.json", NULL);
  g_autoptr(GError) error = NULL;
  gsize len;
  g_autofree char *data = cas_savefile_to_data (j, &len);

  g_assert_true (cas_savefile_write (path, data, len, NULL, &error));
  g_autoptr(GBytes) mine = cas_savefile_read (path, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "{\"changed\": true}", -1, NULL));
  g_assert_false (cas_savefile_write (path, data, len, mine, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_CHANGED);
  g_clear_error (&error);
  g_autofree char *after = NULL;
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "{\"changed\": true}");
  /* Unchanged: written. */
  g_autoptr(GBytes) now = cas_savefile_read (path, &error);
  g_assert_true (cas_savefile_write (path, data, len, now, &error));
  g_assert_no_error (error);
  g_autoptr(CasJournal) back = cas_savefile_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (cas_journal_get_table (back), cas_journal_get_table (j)));
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game = cas_game_load_builtin ("nevsky", NULL);
  dir = g_dir_make_tmp ("castellan-save-XXXXXX", NULL);
  g_test_add_func ("/savefile/round-trip", test_round_trip);
  g_test_add_func ("/savefile/bad-files", test_bad_files);
  g_test_add_func ("/savefile/failed-load-leaves-file", test_failed_load_leaves_file);
  g_test_add_func ("/savefile/save-error", test_save_error);
  g_test_add_func ("/savefile/write-expected", test_write_expected);
  int r = g_test_run ();
  g_object_unref (game);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);
      g_unlink (p);
    }
  g_rmdir (dir);
  g_free (dir);
  return r;
}
