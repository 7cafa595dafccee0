/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-smoke.c: opens every scenario in the real window, checks the table widgets,
 * undo/redo through the window's actions, autosave and a bad file, and saves a light and
 * a dark screenshot of each table. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calendar-view.h"
#include "cas-lord-mat.h"
#include "cas-markers-view.h"
#include "cas-scenario-picker.h"
#include "cas-table-view.h"
#include "cas-window.h"
#include "ui-test-util.h"

static gboolean have_display;

static const char *const scenario_ids[] = {
  "pleskau", "watland", "return_of_the_prince", "return_of_the_prince_nicolle",
  "peipus", "crusade_on_novgorod", "pleskau_quickstart",
};

static GtkWidget *
window_new (void)
{
  return GTK_WIDGET (cas_window_new (GTK_APPLICATION (app)));
}

static guint
mats_on_side (const CasTable *t, int side)
{
  guint n = 0;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    n += CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP && cas_game_get_lord (t->game, (int) l)->side == side;
  return n;
}

static guint
mats_expected (const CasTable *t)
{
  return mats_on_side (t, 0) + mats_on_side (t, 1);
}

/* A game opened before the window is shown: the Russians' mats (below the fold) are made
 * just after the first frame, and then every mat is there; with three Lords or fewer the
 * sides sit side by side and nothing waits. */
static void
test_deferred_mats (void)
{
  static const struct { const char *id; gboolean deferred; } cases[] = {
    { "crusade_on_novgorod", TRUE },
    { "return_of_the_prince", FALSE },
  };

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CasJournal) journal = new_game (cases[i].id, NULL);
      const CasTable *t = cas_journal_get_table (journal);
      GtkWidget *window = window_new ();
      CasTableView *view;

      cas_window_set_journal (CAS_WINDOW (window), journal, NULL);
      view = CAS_TABLE_VIEW (find_one (window, CAS_TYPE_TABLE_VIEW));
      g_assert_cmpint (cas_table_view_has_deferred_mats (view), ==, cases[i].deferred);
      g_assert_cmpuint (cas_table_view_get_n_mats (view), ==,
                        cases[i].deferred ? mats_on_side (t, 0) : mats_expected (t));
      gtk_window_present (GTK_WINDOW (window));
      wait_drawn (window);
      g_assert_false (cas_table_view_has_deferred_mats (view));
      g_assert_cmpuint (cas_table_view_get_n_mats (view), ==, mats_expected (t));
      g_assert_cmpuint (count_mapped (window, CAS_TYPE_LORD_MAT), ==, mats_expected (t));
      destroy_window (window);
    }
}

static void
test_scenario (gconstpointer data)
{
  const char *id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(CasTable) before = NULL;
  g_autofree char *action = NULL;
  CasGame *game;
  GtkWidget *window;
  const CasTable *t;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }

  journal = new_game (id, NULL);
  game = cas_journal_get_game (journal);
  t = cas_journal_get_table (journal);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, NULL);

  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "Castellan"));
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_TABLE_VIEW), ==, 1);
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_CALENDAR_VIEW), ==, 1);
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_MARKERS_VIEW), ==, 1);
  g_assert_cmpuint (cas_calendar_view_get_n_boxes (CAS_CALENDAR_VIEW (find_one (window, CAS_TYPE_CALENDAR_VIEW))), ==,
                    cas_game_get_n_boxes (game) + 2);
  g_assert_cmpuint (mats_expected (t), >, 0);
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_LORD_MAT), ==, mats_expected (t));

  screenshots (window, id);

  /* An action, then undo and redo through the window's actions. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  before = cas_table_copy (t);
  if (g_str_equal (id, "pleskau"))
    action = g_strdup ("move hermann uzmen");
  else
    {
      for (guint l = 0; l < cas_game_get_n_lords (game) && action == NULL; l++)
        if (CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP)
          action = g_strdup_printf ("moved %s yes", cas_game_get_lord (game, (int) l)->id);
    }
  gint64 start = g_get_monotonic_time ();
  g_assert_true (cas_journal_do (journal, action, &error));
  g_assert_no_error (error);
  g_test_message ("“%s” and the views' refresh took %.1f ms", action, (g_get_monotonic_time () - start) / 1000.0);
  g_assert_false (cas_table_equal (before, t));
  if (g_str_equal (id, "pleskau"))
    g_assert_true (has_label_source (window, cas_game_get_locale (game, cas_game_find_locale (game, "uzmen"))->name));
  else
    g_assert_true (has_label_source (window, "Moved/Fought"));

  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_true (cas_table_equal (before, t));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "redo"));
  if (!g_str_equal (id, "pleskau"))
    g_assert_false (has_label_source (window, "Moved/Fought"));

  g_action_group_activate_action (G_ACTION_GROUP (window), "redo", NULL);
  g_assert_false (cas_table_equal (before, t));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "redo"));
  wait_drawn (window);
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_LORD_MAT), ==, mats_expected (t));

  /* The change reaches the autosave (the window has no file of its own). */
  {
    g_autofree char *path = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
    g_autofree char *contents = NULL;
    g_autofree char *quoted = g_strdup_printf ("\"%s\"", action);
    g_autofree char *scenario_quoted = g_strdup_printf ("\"%s\"", id);
    gboolean found = FALSE;
    gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    while (!found && g_get_monotonic_time () < end)
      {
        g_main_context_iteration (NULL, FALSE);
        g_clear_pointer (&contents, g_free);
        found = g_file_get_contents (path, &contents, NULL, NULL) && strstr (contents, quoted) != NULL &&
                strstr (contents, scenario_quoted) != NULL;
        if (!found)
          g_usleep (2000);
      }
    g_assert_true (found);

    /* And it opens again as the same table. */
    g_autoptr(CasJournal) reloaded = cas_savefile_load (path, &error);
    g_assert_no_error (error);
    g_assert_true (cas_table_equal (cas_journal_get_table (reloaded), t));
  }

  destroy_window (window);
}

static guint
count_message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */
  guint n = 0;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);
      n += ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w));
    }
  return n;
}

static void
test_picker (void)
{
  g_autoptr(GtkWidget) window = NULL;
  GtkWidget *picker;
  gint64 start;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  start = g_get_monotonic_time ();
  window = g_object_ref (window_new ());
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (window);
  g_test_message ("picker window drawn %.0f ms after it was created", (g_get_monotonic_time () - start) / 1000.0);

  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "Castellan"));
  g_assert_null (cas_window_get_journal (CAS_WINDOW (window)));
  picker = find_one (window, CAS_TYPE_SCENARIO_PICKER);
  g_assert_true (gtk_widget_get_mapped (picker));
  g_assert_cmpuint (cas_scenario_picker_get_n_scenarios (CAS_SCENARIO_PICKER (picker)), ==,
                    G_N_ELEMENTS (scenario_ids));
  g_assert_true (has_label_source (window, "Pleskau Quickstart"));
  g_assert_true (has_label_source (window, "Unverified"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save-as"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));

  /* The shortcuts the brief promises. */
  {
    static const char *const expected[][2] = {
      { "app.new", "<Control>n" },       { "app.open", "<Control>o" },  { "app.quit", "<Control>q" },
      { "win.save-as", "<Shift><Control>s" }, { "win.undo", "<Control>z" }, { "win.redo", "<Shift><Control>z" },
    };
    for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
      {
        g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), expected[i][0]);
        g_assert_nonnull (accels[0]);
        g_assert_cmpstr (accels[0], ==, expected[i][1]);
      }
  }
  screenshot (window, "picker-light");
  set_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  wait_drawn (window);
  screenshot (window, "picker-dark");
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);

  /* Choosing a scenario sets up a game and shows its table. */
  cas_scenario_picker_choose (CAS_SCENARIO_PICKER (picker), 0);
  g_assert_nonnull (cas_window_get_journal (CAS_WINDOW (window)));
  ITERATE_UNTIL (!gtk_widget_get_mapped (picker));  /* after the crossfade */
  wait_drawn (window);
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_TABLE_VIEW), ==, 1);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save-as"));

  /* New Game shows the picker again, with a way back to the game. */
  CasJournal *first = cas_window_get_journal (CAS_WINDOW (window));
  g_assert_true (cas_journal_do (first, "moved hermann yes", NULL));
  gtk_window_present (GTK_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (app), "new", NULL);
  ITERATE_UNTIL (gtk_widget_get_mapped (picker));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "back-to-game"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "back-to-game", NULL);
  ITERATE_UNTIL (!gtk_widget_get_mapped (picker));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));

  /* A game that lives only in the autosave is not replaced without asking. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "new", NULL);
  ITERATE_UNTIL (gtk_widget_get_mapped (picker));
  cas_scenario_picker_choose (CAS_SCENARIO_PICKER (picker), 1);
  ITERATE_UNTIL (count_message_dialogs () == 1);
  g_assert_true (cas_window_get_journal (CAS_WINDOW (window)) == first);
  adw_message_dialog_response (find_message_dialog (), "replace");
  g_assert_true (cas_window_get_journal (CAS_WINDOW (window)) != first);
  g_assert_cmpstr (cas_journal_get_scenario_info (cas_window_get_journal (CAS_WINDOW (window)))->id, ==, "watland");
  close_message_dialogs ();

  destroy_window (window);
}

/* A damaged save: an error dialog, and the game that was open stays. */
static void
test_open_damaged (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = NULL;
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(GFile) bad = NULL;
  g_autoptr(GFile) good = NULL;
  g_autofree char *bad_path = g_build_filename (g_get_user_data_dir (), "damaged.json", NULL);
  g_autofree char *good_path = g_build_filename (g_get_user_data_dir (), "good.json", NULL);
  GtkWidget *window;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }

  game = cas_game_load_builtin ("nevsky", &error);
  g_assert_no_error (error);
  journal = cas_journal_new (game, cas_game_find_scenario (game, "pleskau"), &error);
  g_assert_no_error (error);
  g_assert_true (g_mkdir_with_parents (g_get_user_data_dir (), 0700) == 0);
  g_assert_true (g_file_set_contents (bad_path, "{\"format\": \"castellan-save\", \"journal\": [", -1, &error));

  window = window_new ();
  cas_window_set_journal (CAS_WINDOW (window), journal, NULL);
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (window);

  bad = g_file_new_for_path (bad_path);
  cas_window_open_file (CAS_WINDOW (window), bad);
  ITERATE_UNTIL (count_message_dialogs () == 1);
  g_assert_true (cas_window_get_journal (CAS_WINDOW (window)) == journal);
  close_message_dialogs ();

  /* A good save opens in its place and becomes the window's file. */
  g_assert_true (cas_journal_do (journal, "move hermann uzmen", &error));
  g_assert_no_error (error);
  g_assert_true (cas_savefile_save (journal, good_path, &error));
  g_assert_no_error (error);
  good = g_file_new_for_path (good_path);
  cas_window_open_file (CAS_WINDOW (window), good);
  ITERATE_UNTIL (cas_window_get_journal (CAS_WINDOW (window)) != journal);
  g_assert_true (cas_table_equal (cas_journal_get_table (cas_window_get_journal (CAS_WINDOW (window))),
                                  cas_journal_get_table (journal)));
  g_assert_true (g_file_equal (cas_window_get_file (CAS_WINDOW (window)), good));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));

  /* A file that cannot be written: the game goes on, a toast says so. */
  {
    g_autoptr(GFile) unwritable = g_file_new_for_path ("/nonexistent-castellan-test/game.json");
    CasJournal *j = cas_window_get_journal (CAS_WINDOW (window));
    cas_window_set_journal (CAS_WINDOW (window), j, unwritable);
    g_assert_true (cas_journal_do (j, "moved hermann yes", &error));
    ITERATE_UNTIL (find_label_full (window, "Autosave failed: ", LABEL_SOURCE | LABEL_PREFIX));
    g_assert_true (cas_window_get_journal (CAS_WINDOW (window)) == j);
  }

  destroy_window (window);
}

/* Issue 14: the picker says which game the autosave would continue (scenario, box,
 * phase), and that an autosave it cannot read cannot be opened. */
static void
test_resume_names_game (void)
{
  g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
  g_autofree char *dir = g_path_get_dirname (autosave);
  static const char *const acts[] = { "box 5", "phase campaign", "veche coin +1", NULL };
  g_autoptr(CasJournal) journal = new_game ("watland", acts);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkWidget) window = NULL;
  AdwActionRow *row;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  g_mkdir_with_parents (dir, 0700);
  g_assert_true (cas_savefile_save (journal, autosave, &error));
  g_assert_no_error (error);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = g_object_ref (window_new ());
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (window);
  row = ADW_ACTION_ROW (need (window, "resume-row"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (row)));
  ITERATE_UNTIL (strstr (adw_action_row_get_subtitle (row), "Watland") != NULL);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Watland, box 5 (Late Winter 1241), Campaign · 3 actions");
  wait_drawn (window);
  screenshot (window, "picker-resume-light");

  /* An autosave that is not a save: said so, in the same place. */
  g_assert_true (g_file_set_contents (autosave, "{\"format\": 1", -1, NULL));
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&window);
  window = g_object_ref (window_new ());
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (window);
  row = ADW_ACTION_ROW (need (window, "resume-row"));
  ITERATE_UNTIL (g_str_has_prefix (adw_action_row_get_subtitle (row), "It cannot be opened"));
  g_unlink (autosave);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  int status;

  have_display = ui_test_init (&argc, &argv, "/ui/no-display");
  if (!have_display)
    return g_test_run ();
  /* Each run starts without an autosave, so the picker looks the same every time. */
  {
    g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
    g_unlink (autosave);
  }
  g_test_add_func ("/ui/picker", test_picker);
  for (guint i = 0; i < G_N_ELEMENTS (scenario_ids); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/scenario/%s", scenario_ids[i]);
      g_test_add_data_func (path, scenario_ids[i], test_scenario);
    }
  g_test_add_func ("/ui/open-damaged", test_open_damaged);
  g_test_add_func ("/ui/deferred-mats", test_deferred_mats);
  g_test_add_func ("/ui/resume-names-game", test_resume_names_game);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
