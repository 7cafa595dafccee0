/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-rules.c: the Rules page in the real window: the section tree, win.show-rule,
 * search and key terms, the "why?" popover, Ctrl+F, and importing the Nevsky HTML living
 * rules (read from ../shared/seeds at test time, when present); screenshots light and dark. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-rules-popover.h"
#include "cas-rules-view.h"
#include "cas-window.h"
#include "ui-test-util.h"

#define NEVSKY_HTML "000_2254073854d83c03.txt"

static char *rulebook_dir;

/* The window on a Pleskau table, showing the Rules page with its rulebook loaded. */
static GtkWidget *
rules_window_new (CasRulesView **view)
{
  g_autoptr(CasJournal) journal = new_game ("pleskau", NULL);
  GtkWidget *window;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "rules");
  *view = CAS_RULES_VIEW (cas_window_get_page (CAS_WINDOW (window), "rules"));
  ITERATE_UNTIL (cas_rules_view_get_rulebook (*view) != NULL);
  wait_drawn (window);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (*view)));
  return window;
}

static const char *
visible_page (GtkWidget *window)
{
  AdwViewStack *stack = ADW_VIEW_STACK (find_one (window, ADW_TYPE_VIEW_STACK));
  return adw_view_stack_get_visible_child_name (stack);
}

/* The tree row showing `number`, or -1. */
static int
tree_position (GtkListView *list, const char *number)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (list));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (model, i);
      g_autoptr(GObject) item = gtk_tree_list_row_get_item (row);
      if (g_str_equal (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), number))
        return (int) i;
    }
  return -1;
}

/* ------------------------------------------------------------------------ */

static void
test_tree (void)
{
  CasRulesView *view;
  GtkWidget *window = rules_window_new (&view);
  GtkListView *list = GTK_LIST_VIEW (find_one (GTK_WIDGET (view), GTK_TYPE_LIST_VIEW));
  GtkSelectionModel *selection = gtk_list_view_get_model (list);
  CasRulebook *rulebook = cas_rules_view_get_rulebook (view);
  GListModel *rows = G_LIST_MODEL (selection);
  int pos;

  /* Chapters first, folded; the first section is on the page. */
  g_assert_cmpuint (g_list_model_get_n_items (rows), <, cas_rulebook_get_n_sections (rulebook));
  g_assert_cmpint (tree_position (list, "1.0"), ==, 0);
  g_assert_cmpint (tree_position (list, "4.0"), >, 0);
  g_assert_cmpint (tree_position (list, "4.3.2"), ==, -1);
  g_assert_cmpstr (cas_rules_view_get_section (view), ==, "1.0");
  g_assert_true (has_label (GTK_WIDGET (view), "Introduction"));

  /* Selecting a chapter in the tree opens it; unfolding shows its sections. */
  pos = tree_position (list, "4.0");
  gtk_selection_model_select_item (selection, (guint) pos, TRUE);
  g_assert_cmpstr (cas_rules_view_get_section (view), ==, "4.0");
  g_assert_true (has_label (GTK_WIDGET (view), "Campaign"));
  {
    g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, (guint) pos);
    gtk_tree_list_row_set_expanded (row, TRUE);
  }
  g_assert_cmpint (tree_position (list, "4.3"), >, pos);
  gtk_selection_model_select_item (selection, (guint) tree_position (list, "4.3"), TRUE);
  g_assert_cmpstr (cas_rules_view_get_section (view), ==, "4.3");
  /* Its subsections are listed on the page; activating one opens it. */
  wait_drawn (window);
  {
    GtkWidget *sub = find_label (GTK_WIDGET (view), "Laden", FALSE);
    GtkWidget *row;
    g_assert_nonnull (sub);
    row = gtk_widget_get_ancestor (sub, GTK_TYPE_LIST_BOX_ROW);
    g_assert_nonnull (row);
    g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  }
  g_assert_cmpstr (cas_rules_view_get_section (view), ==, "4.3.2");
  g_assert_cmpint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (selection)), ==,
                   tree_position (list, "4.3.2"));

  /* win.show-rule from another page: the Rules page, the section, the tree unfolded to it. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("table"));
  g_assert_cmpstr (visible_page (window), ==, "table");
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-rule", g_variant_new_string ("4.6.2"));
  g_assert_cmpstr (visible_page (window), ==, "rules");
  g_assert_cmpstr (cas_rules_view_get_section (view), ==, "4.6.2");
  pos = tree_position (list, "4.6.2");
  g_assert_cmpint (pos, >=, 0);
  g_assert_cmpint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (selection)), ==, pos);
  wait_drawn (window);
  g_assert_true (has_label (GTK_WIDGET (view), "Select Supply Routes"));
  g_assert_true (has_label (GTK_WIDGET (view), "Section 4.6.2"));
  /* "Part of 4.6 Supply" leads up; cross references lead on. */
  g_assert_nonnull (find_label (GTK_WIDGET (view), "Part of 4.6", TRUE));
  g_assert_true (has_label (GTK_WIDGET (view), "This Section Refers To"));

  /* Nothing imported yet: the page says how, and offers the import. */
  g_assert_false (cas_rulebook_is_imported (rulebook));
  g_assert_true (has_label (GTK_WIDGET (view), "Read the Rulebook’s Own Text Here"));
  g_assert_nonnull (find_button (GTK_WIDGET (view), "_Import Rulebook…"));
  screenshots (window, "rules-section");

  /* Ctrl+F (the view's action) puts the focus in the search entry. */
  {
    GtkWidget *entry = find_one (GTK_WIDGET (view), GTK_TYPE_SEARCH_ENTRY);
    GtkWidget *focus;
    gtk_widget_activate_action (GTK_WIDGET (view), "rules.focus-search", NULL);
    focus = gtk_root_get_focus (GTK_ROOT (window));
    g_assert_nonnull (focus);
    g_assert_true (focus == entry || gtk_widget_is_ancestor (focus, entry));
  }

  /* A section number typed in the search goes there. */
  cas_rules_view_show (view, "3.2");
  g_assert_cmpstr (cas_rules_view_get_section (view), ==, "3.2");

  /* At 1024x768 the sidebar keeps its width and the reading pane has room to read. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  ITERATE_UNTIL (gtk_widget_get_width (window) == 1024);
  wait_drawn (window);
  {
    GtkWidget *entry = find_one (GTK_WIDGET (view), GTK_TYPE_SEARCH_ENTRY);
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    GtkWidget *title = NULL;
    find_all (GTK_WIDGET (view), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len; i++)
      if (gtk_widget_has_css_class (labels->pdata[i], "title-1"))
        title = labels->pdata[i];
    g_assert_nonnull (title);
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (title)), ==, "Pay");
    g_assert_cmpint (gtk_widget_get_width (entry), <=, 320);
    g_assert_cmpint (gtk_widget_get_width (gtk_widget_get_ancestor (title, GTK_TYPE_SCROLLED_WINDOW)), >=, 600);
    save_screenshot (window, NULL, "rules-1024-light");
  }
  destroy_window (window);
}

static void
test_search (void)
{
  CasRulesView *view;
  GtkWidget *window = rules_window_new (&view);
  GtkWidget *entry = find_one (GTK_WIDGET (view), GTK_TYPE_SEARCH_ENTRY);
  GtkListBox *results = GTK_LIST_BOX (find_named (GTK_WIDGET (view), "results-list"));
  GtkListBoxRow *first;
  GtkWidget *snippet = NULL;

  g_assert_nonnull (results);
  /* Typing and Enter: the best match, 4.3.2 Laden, comes first and opens. */
  {
    gint64 start = g_get_monotonic_time ();
    gtk_editable_set_text (GTK_EDITABLE (entry), "laden");
    g_signal_emit_by_name (entry, "activate");
    g_test_message ("search and show took %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
  }
  wait_drawn (window);
  first = gtk_list_box_get_row_at_index (results, 0);
  g_assert_nonnull (first);
  g_assert_cmpstr (g_object_get_data (G_OBJECT (first), "cas-section"), ==, "4.3.2");
  g_assert_cmpstr (cas_rules_view_get_section (view), ==, "4.3.2");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (first)));

  /* The matched words are bold, everything else escaped. */
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    find_all (GTK_WIDGET (first), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len; i++)
      if (strstr (gtk_label_get_label (labels->pdata[i]), "<b>") != NULL)
        snippet = labels->pdata[i];
  }
  g_assert_nonnull (snippet);
  g_assert_true (gtk_label_get_use_markup (GTK_LABEL (snippet)));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (snippet)), "«"));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (snippet)), "<b>Laden</b>"));

  screenshots (window, "rules-search");

  /* Another result, by a click (row activation). */
  {
    GtkListBoxRow *second = gtk_list_box_get_row_at_index (results, 1);
    const char *number;
    g_assert_nonnull (second);
    number = g_object_get_data (G_OBJECT (second), "cas-section");
    g_assert_cmpstr (number, !=, "4.3.2");
    g_signal_emit_by_name (results, "row-activated", second);
    g_assert_cmpstr (cas_rules_view_get_section (view), ==, number);
  }

  /* The key term is offered too, above the results; it opens its section. */
  {
    GtkWidget *term = find_button (GTK_WIDGET (view), "Laden");
    g_assert_nonnull (term);
    g_assert_true (gtk_widget_is_ancestor (term, find_named (GTK_WIDGET (view), "results-page")));
    click (term);
    g_assert_cmpstr (cas_rules_view_get_section (view), ==, "4.3.2");
  }

  /* A key term with several sections offers them in a popover. */
  cas_rules_view_show (view, "avoid battle");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "avoid battle");
  wait_drawn (window);
  g_assert_nonnull (find_button (GTK_WIDGET (view), "Avoid Battle"));

  /* Nothing found: an empty state says what to try. */
  cas_rules_view_show (view, "zzyzzx qwerty");
  wait_drawn (window);
  g_assert_true (has_label (GTK_WIDGET (view), "No Results"));

  /* Escape leaves the search for the tree. */
  g_signal_emit_by_name (entry, "stop-search");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  destroy_window (window);
}

/* The "why?" popover other pages use: title, our summary, and a way to the Rules page. */
static void
test_popover (void)
{
  CasRulesView *view;
  GtkWidget *window = rules_window_new (&view);
  CasRulebook *rulebook = cas_rules_view_get_rulebook (view);
  const CasRuleSection *s = cas_rulebook_find_section (rulebook, "4.8.1");
  GtkWidget *anchor, *popover, *open;

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("table"));
  wait_drawn (window);
  /* Anchored on a widget of another page, as that page would. */
  anchor = find_one (window, ADW_TYPE_HEADER_BAR);
  popover = cas_rules_popover_new (rulebook, "4.8.1");
  gtk_widget_set_parent (popover, anchor);
  gtk_popover_popup (GTK_POPOVER (popover));
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  wait_drawn (window);
  g_assert_cmpstr (cas_rules_popover_get_section (CAS_RULES_POPOVER (popover)), ==, "4.8.1");
  g_assert_true (has_label (popover, "Feed"));
  g_assert_true (has_label (popover, s->summary));
  g_assert_true (has_label (popover, "Section 4.8.1"));
  save_screenshot (popover, NULL, "rules-popover-light");
  set_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  wait_drawn (window);
  save_screenshot (popover, NULL, "rules-popover-dark");
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);

  open = find_button (popover, "_Open in Rules");
  g_assert_nonnull (open);
  click (open);
  g_assert_cmpstr (visible_page (window), ==, "rules");
  g_assert_cmpstr (cas_rules_view_get_section (view), ==, "4.8.1");
  ITERATE_UNTIL (!gtk_widget_get_visible (popover));
  gtk_widget_unparent (popover);

  /* The link that opens it, labelled with the section. */
  {
    GtkWidget *link = cas_rules_link_new ("nevsky", "4.3.2");
    const char *tip = gtk_widget_get_tooltip_text (link);
    g_object_ref_sink (link);
    g_assert_cmpstr (tip, ==, "Rule 4.3.2, Laden");
    g_object_unref (link);
  }
  destroy_window (window);
}

static void
test_import (void)
{
  g_autofree char *fixture = fixture_path (NEVSKY_HTML);
  g_autofree char *bad = g_build_filename (rulebook_dir, "not-a-rulebook.txt", NULL);
  g_autoptr(GFile) bad_file = NULL;
  g_autoptr(GFile) file = NULL;
  CasRulesView *view;
  GtkWidget *window;
  CasRulebook *rulebook;
  GtkWidget *text;
  gint64 start;

  window = rules_window_new (&view);

  /* A file that is no rulebook: an error dialog, nothing imported. */
  g_assert_true (g_file_set_contents (bad, "just a shopping list\n", -1, NULL));
  bad_file = g_file_new_for_path (bad);
  cas_rules_view_import_file (view, bad_file);
  ITERATE_UNTIL (find_message_dialog () != NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (find_message_dialog ()), ==, "Could Not Import the Rulebook");
  close_message_dialogs ();
  g_assert_false (cas_rulebook_is_imported (cas_rules_view_get_rulebook (view)));

  if (!g_file_test (fixture, G_FILE_TEST_IS_REGULAR))
    {
      g_test_message ("rulebook fixture %s is absent: import not tested", fixture);
      destroy_window (window);
      return;
    }

  /* The import runs in a thread; the page reloads with the text. */
  file = g_file_new_for_path (fixture);
  cas_rules_view_show (view, "4.3.2");
  start = g_get_monotonic_time ();
  cas_rules_view_import_file (view, file);
  g_assert_true (has_label (GTK_WIDGET (view), "Importing…"));
  ITERATE_UNTIL (cas_rules_view_get_rulebook (view) && cas_rulebook_is_imported (cas_rules_view_get_rulebook (view)));
  g_test_message ("import and reload took %.0f ms", (g_get_monotonic_time () - start) / 1000.0);
  rulebook = cas_rules_view_get_rulebook (view);
  g_assert_cmpuint (cas_rulebook_get_n_imported (rulebook), ==, 107);
  wait_drawn (window);
  g_assert_nonnull (find_label (window, "Rulebook imported: 107 sections", FALSE));

  /* The reading pane shows the imported text of the section being read. */
  g_assert_cmpstr (cas_rules_view_get_section (view), ==, "4.3.2");
  g_assert_true (has_label (GTK_WIDGET (view), "Rulebook Text"));
  g_assert_false (has_label (GTK_WIDGET (view), "Read the Rulebook’s Own Text Here"));
  text = find_label (GTK_WIDGET (view), cas_rulebook_get_text (rulebook, "4.3.2"), FALSE);
  g_assert_nonnull (text);
  g_assert_true (has_label (GTK_WIDGET (view), "Text from your rulebook"));
  screenshots (window, "rules-imported");

  /* Search now reaches the text too. */
  cas_rules_view_show (view, "herds of livestock");
  wait_drawn (window);
  {
    GtkListBox *results = GTK_LIST_BOX (find_named (GTK_WIDGET (view), "results-list"));
    GtkListBoxRow *first = gtk_list_box_get_row_at_index (results, 0);
    g_assert_nonnull (first);
    g_assert_cmpstr (g_object_get_data (G_OBJECT (first), "cas-section"), ==, "4.3.2");
  }
  screenshots (window, "rules-imported-search");

  /* Removed and imported again elsewhere (Preferences, castellan-cli): the page follows. */
  {
    g_autofree char *db = g_build_filename (rulebook_dir, "nevsky.sqlite", NULL);
    g_autoptr(GError) error = NULL;
    cas_rules_view_show (view, "4.3.2");
    g_assert_cmpint (g_unlink (db), ==, 0);
    ITERATE_UNTIL (!cas_rulebook_is_imported (cas_rules_view_get_rulebook (view)));
    wait_drawn (window);
    g_assert_true (has_label (GTK_WIDGET (view), "Read the Rulebook’s Own Text Here"));
    g_assert_cmpstr (cas_rules_view_get_section (view), ==, "4.3.2");
    g_assert_cmpint (cas_rulebook_import ("nevsky", fixture, NULL, &error), ==, 107);
    g_assert_no_error (error);
    ITERATE_UNTIL (cas_rulebook_is_imported (cas_rules_view_get_rulebook (view)));
    wait_drawn (window);
    g_assert_true (has_label (GTK_WIDGET (view), "Rulebook Text"));
  }
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  /* Imports go to a scratch folder, never the user's. */
  rulebook_dir = g_dir_make_tmp ("castellan-rules-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("CASTELLAN_RULEBOOK_DIR", rulebook_dir, TRUE);

  if (!ui_test_init (&argc, &argv, "/ui/rules/no-display"))
    return g_test_run ();

  g_test_add_func ("/ui/rules/tree", test_tree);
  g_test_add_func ("/ui/rules/search", test_search);
  g_test_add_func ("/ui/rules/popover", test_popover);
  g_test_add_func ("/ui/rules/import", test_import);
  status = g_test_run ();

  g_clear_object (&app);
  {
    g_autofree char *db = g_build_filename (rulebook_dir, "nevsky.sqlite", NULL);
    g_autofree char *bad = g_build_filename (rulebook_dir, "not-a-rulebook.txt", NULL);
    g_unlink (db);
    g_unlink (bad);
    g_rmdir (rulebook_dir);
  }
  g_free (rulebook_dir);
  return status;
}
