/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-saves.c: the pinned saves of tests/data/saves/ (issue 16, step 1). Every scenario
 * (set-up) of every game of the registry has a save at set-up and one in mid-game
 * (tests/data/saves/generate.py and generate-rus.py say what they hold); each loads and, saved again, is byte for byte the committed file, so
 * that a refactoring of the table, the journal or the save file cannot change what
 * players have on disk. Only "app_version" (the Castellan that wrote the file,
 * informative) is allowed to differ. tests/data/check-saves.py pins `show --json`. */
#include "config.h"

#include "castellan.h"

#include <glib/gstdio.h>
#include <string.h>

static char *saves_dir; /* tests/data/saves: one folder per game */
static char *tmp_dir;

/* The committed file with its app_version set to this build's, as a save now writes it. */
static char *
expected_text (const char *data)
{
  static const char key[] = "\"app_version\" : \"";
  const char *at = strstr (data, key);
  g_assert_nonnull (at);
  at += strlen (key);
  const char *end = strchr (at, '"');
  g_assert_nonnull (end);
  return g_strdup_printf ("%.*s%s%s", (int) (at - data), data, PACKAGE_VERSION, end);
}

/* Equal texts; else fails on the first line that differs, with its number. */
static void
assert_same_text (const char *name, const char *written, const char *expected)
{
  g_auto(GStrv) a = g_strsplit (written, "\n", -1);
  g_auto(GStrv) b = g_strsplit (expected, "\n", -1);
  for (guint i = 0; a[i] || b[i]; i++)
    if (g_strcmp0 (a[i], b[i]) != 0)
      {
        g_test_message ("%s, line %u: saved again it differs from the committed file", name, i + 1);
        g_assert_cmpstr (a[i], ==, b[i]);
      }
}

static void
test_resave (gconstpointer data)
{
  const char *name = data; /* GAME/FILE */
  g_autofree char *path = g_build_filename (saves_dir, name, NULL);
  g_autofree char *base = g_path_get_basename (name);
  g_autofree char *again = g_build_filename (tmp_dir, base, NULL);
  g_autofree char *committed = NULL;
  g_autofree char *written = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &committed, NULL, &error));
  g_assert_no_error (error);
  g_autoptr(CasJournal) j = cas_savefile_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (j);

  /* What the save is meant to pin (generate.py): a bare set-up, or a game with done
   * actions and undone ones in the redo list. */
  guint done = cas_journal_get_n_done (j), all = cas_journal_get_n_entries (j);
  if (g_str_has_suffix (name, "-setup.json"))
    g_assert_cmpuint (all, ==, 0);
  else
    {
      g_assert_cmpuint (done, >=, 20);
      g_assert_cmpuint (all - done, ==, 2);
      if (cas_journal_get_game (j)) /* Levy & Campaign: played into the Campaign */
        g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), CAS_G_PHASE), ==, CAS_PHASE_CAMPAIGN);
    }

  g_assert_true (cas_savefile_save (j, again, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (again, &written, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *expected = expected_text (committed);
  assert_same_text (name, written, expected);
  g_unlink (again);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  const char *src = g_getenv ("CASTELLAN_SOURCE_DIR"); /* tests/meson.build sets it */
  g_assert_nonnull (src);
  saves_dir = g_build_filename (src, "tests", "data", "saves", NULL);
  tmp_dir = g_dir_make_tmp ("castellan-saves-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  /* Every scenario of every game in the registry has its two saves: a new scenario
   * without pinned saves fails here. */
  guint n_modules = 0;
  const CasModule *modules = cas_modules (&n_modules);
  for (guint m = 0; m < n_modules; m++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CasGameBase) game = cas_game_base_load_builtin (modules[m].id, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < cas_game_base_get_n_scenarios (game); i++)
        for (int k = 0; k < 2; k++)
          {
            const char *id = cas_game_base_get_scenario_id (game, i);
            char *name = g_strdup_printf ("%s/%s-%s.json", modules[m].id, id, k ? "midgame" : "setup");
            g_autofree char *test = g_strdup_printf ("/saves/%s", name);
            g_test_add_data_func_full (test, name, test_resave, g_free);
          }
    }
  int status = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  g_free (saves_dir);
  return status;
}
