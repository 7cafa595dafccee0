/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-files.c: the window's save file shared with other programs (issue 15): the CLI
 * changes the open file and the window reloads it; a change of the window that meets a
 * file changed meanwhile is not written over it, and the window offers to reload
 * (finding 3); file and Lord names with markup characters show as they are in toasts
 * (finding 6); the last game is reopened at start (finding 8). Screenshots of the
 * toasts. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-window.h"
#include "ui-test-util.h"

static char *dir;

static void
cli (const char *const *args)
{
  const char *cli_path = g_getenv ("CASTELLAN_CLI");
  g_autoptr(GStrvBuilder) b = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (cli_path);
  g_strv_builder_add (b, cli_path);
  g_strv_builder_addv (b, (const char **) args);
  argv = g_strv_builder_end (b);
  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("castellan-cli %s: %s", args[0], err);
}

static guint
n_entries (GtkWidget *window)
{
  CasJournal *j = cas_window_get_journal (CAS_WINDOW (window));
  return j ? cas_journal_get_n_entries (j) : 0;
}

static GtkWidget *
open_window (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  CasWindow *window = cas_window_new (GTK_APPLICATION (app));
  cas_window_open_file_and_present (window, file);
  ITERATE_UNTIL (cas_window_get_journal (window) != NULL);
  wait_drawn (GTK_WIDGET (window));
  return GTK_WIDGET (window);
}

/* Finding 6: toasts take Pango markup; a file named a&b<i>.json gave an empty toast and a
 * warning (fatal here: g_test_init makes warnings fatal). */
static void
test_markup (void)
{
  g_autofree char *path = g_build_filename (dir, "a&b<i>.json", NULL);
  cli ((const char *[]) { "new", "nevsky", "pleskau", "-o", path, NULL });
  GtkWidget *window = open_window (path);

  g_action_group_activate_action (G_ACTION_GROUP (window), "save", NULL);
  ITERATE_UNTIL (has_label (window, "Every change is saved to “a&b<i>.json” as you make it"));

  /* A Lord's name with an ampersand, in the undo toast. */
  g_assert_true (cas_journal_do (cas_window_get_journal (CAS_WINDOW (window)), "move knud_and_abel dorpat", NULL));
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  ITERATE_UNTIL (has_label_containing (window, "Undone: Knud & Abel"));
  wait_drawn (window);
  screenshot (window, "files-markup-toast");
  destroy_window (window);
}

/* Finding 3: the CLI changes the app's open file. */
static void
test_cli_changes_open_file (void)
{
  g_autofree char *path = g_build_filename (dir, "shared.json", NULL);
  cli ((const char *[]) { "new", "nevsky", "pleskau", "-o", path, NULL });
  GtkWidget *window = open_window (path);
  g_assert_cmpuint (n_entries (window), ==, 0);

  /* Nothing unsaved in the window: it shows the file as it is now. */
  cli ((const char *[]) { "do", path, "move hermann odenpah", NULL });
  ITERATE_UNTIL (n_entries (window) == 1);
  ITERATE_UNTIL (has_label_containing (window, "was changed by another program and is shown as it is now"));
  g_assert_cmpstr (cas_journal_get_text (cas_window_get_journal (CAS_WINDOW (window)), 0), ==, "move hermann odenpah");
  wait_drawn (window);
  screenshot (window, "files-reloaded");

  /* The window changes the game right after the CLI changed the file, before it noticed:
   * its autosave finds the file changed and does not write over it. */
  cli ((const char *[]) { "do", path, "move yaroslav odenpah", NULL });
  g_assert_true (cas_journal_do (cas_window_get_journal (CAS_WINDOW (window)), "move gavrilo izborsk", NULL));
  ITERATE_UNTIL (has_label_containing (window, "your latest change is not saved there"));
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CasJournal) on_disk = cas_savefile_load (path, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (cas_journal_get_n_entries (on_disk), ==, 2);
    g_assert_cmpstr (cas_journal_get_text (on_disk, 1), ==, "move yaroslav odenpah");
  }
  /* Later changes are not written over it either. */
  g_assert_true (cas_journal_do (cas_window_get_journal (CAS_WINDOW (window)), "move gavrilo pskov", NULL));
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (100000);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  {
    g_autoptr(CasJournal) on_disk = cas_savefile_load (path, NULL);
    g_assert_cmpuint (cas_journal_get_n_entries (on_disk), ==, 2);
  }
  wait_drawn (window);
  screenshots (window, "files-conflict");

  /* Reload: the file's game, the CLI's two actions. */
  GtkWidget *reload = find_button (window, "_Reload");
  if (reload == NULL)
    reload = find_button (window, "Reload");
  g_assert_nonnull (reload);
  click (reload);
  ITERATE_UNTIL (n_entries (window) == 2);
  g_assert_cmpstr (cas_journal_get_text (cas_window_get_journal (CAS_WINDOW (window)), 1), ==, "move yaroslav odenpah");

  /* And the window saves to it again. */
  g_assert_true (cas_journal_do (cas_window_get_journal (CAS_WINDOW (window)), "move gavrilo izborsk", NULL));
  iterate_seconds = 10;
  {
    gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    guint n = 0;
    while (n != 3 && g_get_monotonic_time () < end)
      {
        g_autoptr(CasJournal) on_disk = NULL;
        g_main_context_iteration (NULL, FALSE);
        g_usleep (10000);
        on_disk = cas_savefile_load (path, NULL);
        n = on_disk ? cas_journal_get_n_entries (on_disk) : 0;
      }
    g_assert_cmpuint (n, ==, 3);
  }
  destroy_window (window);
}

/* Finding 8: the "last-game" key is written when a game with a file is shown, and the
 * app started without a file reopens it. */
static void
test_last_game (void)
{
  GSettings *settings = cas_application_get_settings (app);
  g_autofree char *path = g_build_filename (dir, "last.json", NULL);
  g_autofree char *stored = NULL;

  g_assert_nonnull (settings);
  cli ((const char *[]) { "new", "nevsky", "pleskau", "-o", path, NULL });
  cli ((const char *[]) { "do", path, "move hermann odenpah", NULL });
  GtkWidget *window = open_window (path);
  stored = g_settings_get_string (settings, "last-game");
  g_assert_cmpstr (stored, ==, path);
  destroy_window (window);

  g_application_activate (G_APPLICATION (app));
  GtkWindow *reopened = NULL;
  ITERATE_UNTIL ((reopened = gtk_application_get_active_window (GTK_APPLICATION (app))) != NULL &&
                 CAS_IS_WINDOW (reopened) && cas_window_get_journal (CAS_WINDOW (reopened)) != NULL);
  g_autofree char *shown = g_file_get_path (cas_window_get_file (CAS_WINDOW (reopened)));
  g_assert_cmpstr (shown, ==, path);
  g_assert_cmpuint (n_entries (GTK_WIDGET (reopened)), ==, 1);
  destroy_window (GTK_WIDGET (reopened));

  /* Its file gone: the app starts as without a last game (the scenario picker). */
  g_unlink (path);
  g_application_activate (G_APPLICATION (app));
  ITERATE_UNTIL ((reopened = gtk_application_get_active_window (GTK_APPLICATION (app))) != NULL &&
                 CAS_IS_WINDOW (reopened));
  wait_drawn (GTK_WIDGET (reopened));
  g_assert_null (cas_window_get_journal (CAS_WINDOW (reopened)));
  destroy_window (GTK_WIDGET (reopened));
}

int
main (int argc, char *argv[])
{
  int status;

  iterate_seconds = 20;
  if (!ui_test_init (&argc, &argv, "/files/no-display"))
    return g_test_run ();
  dir = g_dir_make_tmp ("castellan-ui-files-XXXXXX", NULL);
  g_test_add_func ("/files/markup", test_markup);
  g_test_add_func ("/files/cli-changes-open-file", test_cli_changes_open_file);
  g_test_add_func ("/files/last-game", test_last_game);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
