/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-log.c: the Log page in the real window: five actions in words, undo back to the
 * second entry through the widgets and the confirmation, redo, and the Markdown export;
 * light and dark screenshots. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-log-view.h"
#include "cas-window.h"
#include "ui-test-util.h"

static GListModel *
log_model (GtkWidget *view)
{
  return G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (need (view, "log-list"))));
}

/* The entry index a position of the list shows. */
static guint
entry_at (GtkWidget *view, guint position)
{
  g_autoptr(GtkStringObject) item = g_list_model_get_item (log_model (view), position);
  return (guint) g_ascii_strtoull (gtk_string_object_get_string (item), NULL, 10);
}

static void
select_entry (GtkWidget *view, guint index)
{
  GListModel *model = log_model (view);
  for (guint p = 0; p < g_list_model_get_n_items (model); p++)
    if (entry_at (view, p) == index)
      {
        g_assert_true (gtk_selection_model_select_item (GTK_SELECTION_MODEL (model), p, TRUE));
        return;
      }
  g_error ("no row for entry %u", index + 1);
}

static guint
count_undone (GtkWidget *root)
{
  guint n = gtk_widget_get_mapped (root) && gtk_widget_has_css_class (root, "log-entry") &&
            gtk_widget_has_css_class (root, "undone");
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    n += count_undone (c);
  return n;
}

static void
export_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GError **error = user_data;
  if (!cas_log_view_export_finish (CAS_LOG_VIEW (source), result, error) && *error == NULL)
    g_assert_not_reached ();
  g_object_set_data (source, "export-done", GINT_TO_POINTER (1));
}

static void
test_log (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(CasTable) after_two = NULL;
  GtkWidget *window, *view;
  AdwMessageDialog *dialog;
  static const char *const actions[] = {
    "move hermann uzmen", "assets hermann prov +2", "service gavrilo -1", "marker pskov siege 1", "vp teutonic +1",
  };

  journal = new_game ("pleskau", NULL);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "log");
  view = cas_window_get_page (CAS_WINDOW (window), "log");
  g_assert_true (gtk_widget_get_mapped (view));
  g_assert_true (shows (view, "No Actions Yet"));
  screenshots (window, "log-empty");

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_assert_true (cas_journal_do (journal, actions[i], &error));
      g_assert_no_error (error);
      if (i == 1)
        after_two = cas_table_copy (cas_journal_get_table (journal));
    }
  wait_drawn (window);

  /* Five rows, newest first, each in words with its action text. */
  {
    g_assert_cmpuint (g_list_model_get_n_items (log_model (view)), ==, 5);
    g_assert_cmpuint (entry_at (view, 0), ==, 4);
    g_assert_cmpuint (entry_at (view, 4), ==, 0);
    for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
      {
        g_assert_true (shows (view, cas_journal_get_description (journal, i)));
        g_assert_true (shows (view, cas_journal_get_text (journal, i)));
      }
    g_assert_true (shows (view, "Hermann moved from Dorpat to Uzmen"));
    g_assert_true (shows (view, "5 actions, newest first"));
  }
  /* Nothing selected, or the latest entry: nothing to undo back to. */
  g_assert_false (gtk_widget_is_sensitive (need (view, "log-travel")));
  select_entry (view, 4);
  g_assert_false (gtk_widget_is_sensitive (need (view, "log-travel")));

  /* Undo back to entry 2: the dialog says three actions go. */
  select_entry (view, 1);
  screenshots (window, "log");
  click_named (view, "log-travel");
  ITERATE_UNTIL ((dialog = find_message_dialog ()) != NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Undo 3 Actions?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Entries 3 to 5"));
  wait_drawn (GTK_WIDGET (dialog));
  adw_message_dialog_response (dialog, "undo");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, 2);
  g_assert_true (cas_table_equal (cas_journal_get_table (journal), after_two));
  wait_drawn (window);
  {
    g_assert_cmpuint (g_list_model_get_n_items (log_model (view)), ==, 5);
    g_assert_cmpuint (count_undone (view), ==, 3);
    g_assert_true (shows (view, "2 actions and 3 undone, newest first"));
  }
  screenshots (window, "log-undone");

  /* Redo one through the page's button, then up to entry 4 through the list. */
  click_named (view, "log-redo");
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, 3);
  select_entry (view, 3);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (need (view, "log-travel"))), ==, "_Redo Up to Here");
  click_named (view, "log-travel");
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, 4);

  /* A new action forgets the redo list: its row goes. */
  g_assert_true (cas_journal_do (journal, "moved hermann yes", &error));
  g_assert_no_error (error);
  wait_drawn (window);
  {
    g_assert_cmpuint (g_list_model_get_n_items (log_model (view)), ==, 5);
    g_assert_true (shows (view, "moved hermann yes"));
    g_assert_false (shows (view, "vp teutonic +1"));
  }

  /* Export: the internal writer, as the Save dialog would call it. */
  {
    g_autofree char *dir = g_dir_make_tmp ("castellan-log-XXXXXX", &error);
    g_autofree char *path = g_build_filename (dir, "game.md", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *contents = NULL;
    g_autoptr(GError) export_error = NULL;

    g_assert_no_error (error);
    cas_log_view_export_async (CAS_LOG_VIEW (view), file, NULL, export_done_cb, &export_error);
    ITERATE_UNTIL (g_object_get_data (G_OBJECT (view), "export-done") != NULL);
    g_assert_no_error (export_error);
    g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
    g_assert_no_error (error);
    g_test_message ("%s", contents);
    g_assert_true (g_str_has_prefix (contents, "# Nevsky: Pleskau (1240)\n"));
    g_assert_nonnull (strstr (contents, "## Scenario"));
    g_assert_nonnull (strstr (contents, "## Actions"));
    g_assert_nonnull (strstr (contents, "1. Hermann moved from Dorpat to Uzmen — `move hermann uzmen`\n"));
    g_assert_nonnull (strstr (contents, "`assets hermann prov +2`"));
    g_assert_nonnull (strstr (contents, "5. "));
    g_assert_nonnull (strstr (contents, "`moved hermann yes`"));
    g_assert_null (strstr (contents, "vp teutonic +1"));
    g_assert_nonnull (strstr (contents, "## Victory"));
    g_assert_nonnull (strstr (contents, "- **Teutons: "));
    g_assert_nonnull (strstr (contents, "- **Russians: "));
    /* The same text as the writer gives. */
    g_autofree char *direct = cas_log_markdown (journal);
    g_assert_cmpstr (strstr (direct, "## Actions"), ==, strstr (contents, "## Actions"));
    g_unlink (path);
    g_rmdir (dir);
  }

  /* A long game: one more action costs one new row, not a rebuild of the log; timings for the report. */
  {
    gint64 start;
    double per_action;
    for (int i = 0; i < 300; i++)
      g_assert_true (cas_journal_do (journal, i % 2 ? "moved hermann no" : "moved hermann yes", NULL));
    wait_drawn (window);
    start = g_get_monotonic_time ();
    for (int i = 0; i < 20; i++)
      {
        g_assert_true (cas_journal_do (journal, i % 2 ? "moved hermann yes" : "moved hermann no", NULL));
        g_main_context_iteration (NULL, FALSE);
      }
    per_action = (g_get_monotonic_time () - start) / 20000.0;
    g_test_message ("with 300 entries, an action and the views' refresh took %.2f ms", per_action);
    start = g_get_monotonic_time ();
    cas_journal_undo_to (journal, 10);
    wait_drawn (window);
    g_test_message ("undo of 300 actions and a redraw took %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
    g_assert_cmpuint (cas_journal_get_n_done (journal), ==, 10);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static double
scroll_value (GtkWidget *view)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (need (view, "log-list"), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_test_message ("log scrolled to %.0f of %.0f-%.0f", gtk_adjustment_get_value (adj), gtk_adjustment_get_lower (adj),
                  gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  return gtk_adjustment_get_value (adj) - gtk_adjustment_get_lower (adj);
}

/* Issue 14: the Plan just placed stays face down on the Log page, in its Markdown and in
 * the undo toast (4.1) until revealed card by card; the Log opens at the newest entry;
 * moves along the sequence of play are no entries of their own, and one Undo takes
 * them back with the action done at that step. */
static void
test_plan_private (void)
{
  g_autoptr(GPtrArray) acts = g_ptr_array_new ();
  g_autoptr(CasJournal) journal = NULL;
  const char *plan = "plan teutonic hermann,hermann,yaroslav,pass,yaroslav,hermann";
  GtkWidget *window, *view;
  guint n;

  for (int i = 0; i < 60; i++)
    g_ptr_array_add (acts, i % 2 ? "moved hermann no" : "moved hermann yes");
  g_ptr_array_add (acts, "phase campaign");
  g_ptr_array_add (acts, "step 8");
  g_ptr_array_add (acts, (gpointer) plan);
  g_ptr_array_add (acts, NULL);
  journal = new_game ("pleskau", (const char *const *) acts->pdata);
  n = cas_journal_get_n_done (journal);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  gtk_widget_activate_action (window, "win.show-page", "s", "log");
  view = cas_window_get_page (CAS_WINDOW (window), "log");
  wait_drawn (window);
  g_assert_true (gtk_widget_get_mapped (view));

  /* Newest first, and opened at the newest: the top of the list. */
  g_assert_cmpuint (entry_at (view, 0), ==, n - 1);
  g_assert_cmpfloat (scroll_value (view), ==, 0);
  /* The step is no row; the rows are numbered without it. */
  g_assert_cmpuint (g_list_model_get_n_items (log_model (view)), ==, n - 1);
  g_assert_false (shows (view, "step 8"));
  g_assert_true (shows (view, "62 actions, newest first"));
  /* Face down. */
  g_assert_false (shows (view, "hermann,hermann"));
  g_assert_true (shows (view, "plan teutonic ?,?,?,?,?,?"));
  g_assert_true (shows (view, "The Teutons set their Plan (6 cards, face down)"));
  screenshots (window, "log-plan-hidden");
  {
    g_autofree char *md = cas_log_markdown (journal);
    g_assert_null (strstr (md, "hermann,hermann"));
    g_assert_nonnull (strstr (md, "`plan teutonic ?,?,?,?,?,?`"));
  }

  /* Scrolled down, a new action brings the newest back into view. */
  {
    GtkWidget *scroller = gtk_widget_get_ancestor (need (view, "log-list"), GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
    wait_drawn (window);
    g_assert_cmpfloat (scroll_value (view), >, 0);
  }
  g_assert_true (cas_journal_do (journal, "reveal teutonic 1", NULL));
  wait_drawn (window);
  g_assert_cmpfloat (scroll_value (view), ==, 0);
  /* The first card is face up now, the rest still hidden. */
  g_assert_true (shows (view, "plan teutonic hermann,?,?,?,?,?"));
  g_assert_false (shows (view, "hermann,hermann"));

  /* Two steps and an action: one Undo takes all three back, and the toast names the
   * action, not the steps. */
  g_assert_true (cas_journal_do (journal, "step 9", NULL));
  g_assert_true (cas_journal_do (journal, "step 10", NULL));
  g_assert_true (cas_journal_do (journal, "veche coin +1", NULL));
  wait_drawn (window);
  g_assert_true (shows (view, "64 actions, newest first"));
  n = cas_journal_get_n_done (journal);
  gtk_widget_activate_action (window, "win.undo", NULL);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n - 3);
  wait_drawn (window);
  g_assert_true (shows (view, "63 actions and 1 undone, newest first"));
  screenshots (window, "log-undo-step");
  gtk_widget_activate_action (window, "win.redo", NULL);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n);
  /* The placing of the Plan undone: its toast does not show it either. */
  cas_journal_undo_to (journal, 63);
  gtk_widget_activate_action (window, "win.undo", NULL);
  wait_drawn (window);
  g_assert_false (shows (window, "hermann,hermann"));
  g_assert_true (shows (window, "Undone: The Teutons set their Plan (6 cards, face down)"));
  screenshots (window, "log-plan-undone");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/log/no-display"))
    return g_test_run ();

  g_test_add_func ("/ui/log/pleskau", test_log);
  g_test_add_func ("/ui/log/plan-private", test_plan_private);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
