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

#define WIDTH 1280
#define HEIGHT 800
#define NEVSKY_HTML "000_2254073854d83c03.txt"

static CasApplication *app;
static char *rulebook_dir;

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until COND holds, at most ten seconds. */
#define ITERATE_UNTIL(cond)                                                            \
  G_STMT_START                                                                         \
  {                                                                                    \
    gint64 end_ = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;                       \
    guint wake_ = g_timeout_add (10, wake_cb, NULL);                                   \
    while (!(cond))                                                                    \
      {                                                                                \
        if (g_get_monotonic_time () > end_)                                            \
          g_error ("timed out waiting for %s", #cond);                                 \
        g_main_context_iteration (NULL, TRUE);                                         \
      }                                                                                \
    g_source_remove (wake_);                                                           \
  }                                                                                    \
  G_STMT_END

static void
count_painted (GdkFrameClock *clock, guint *n)
{
  (*n)++;
}

/* Until the window is mapped and two frames are painted, so restyles have landed. */
static void
wait_drawn (GtkWidget *window)
{
  guint painted = 0;
  GdkFrameClock *clock;
  gulong id;

  ITERATE_UNTIL (gtk_widget_get_mapped (window));
  clock = gtk_widget_get_frame_clock (window);
  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_painted), &painted);
  gtk_widget_queue_draw (window);
  ITERATE_UNTIL (painted >= 1);
  gtk_widget_queue_draw (window);
  ITERATE_UNTIL (painted >= 2);
  g_signal_handler_disconnect (clock, id);
}

static void
find_all (GtkWidget *widget, GType type, GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    find_all (c, type, out);
}

static GtkWidget *
find_one (GtkWidget *root, GType type)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  find_all (root, type, found);
  g_assert_cmpuint (found->len, ==, 1);
  return found->pdata[0];
}

static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found)
        return found;
    }
  return NULL;
}

/* A mapped label showing exactly `text` (or starting with it). */
static GtkWidget *
find_label (GtkWidget *root, const char *text, gboolean prefix)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  find_all (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *l = gtk_label_get_text (labels->pdata[i]);
      if (gtk_widget_get_mapped (labels->pdata[i]) && (prefix ? g_str_has_prefix (l, text) : g_strcmp0 (l, text) == 0))
        return labels->pdata[i];
    }
  return NULL;
}

static gboolean
has_label (GtkWidget *root, const char *text)
{
  return find_label (root, text, FALSE) != NULL;
}

/* A mapped button whose label (or child label) reads `text`. */
static GtkWidget *
find_button (GtkWidget *root, const char *text)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  find_all (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = buttons->pdata[i];
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (b));
      const char *label = gtk_button_get_label (GTK_BUTTON (b));
      if (label == NULL && GTK_IS_LABEL (child))
        label = gtk_label_get_label (GTK_LABEL (child));
      if (gtk_widget_get_mapped (b) && g_strcmp0 (label, text) == 0)
        return b;
    }
  return NULL;
}

/* A click: the button's "clicked" signal, at once (gtk_widget_activate waits for the
 * pressed look to time out first). */
static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* A PNG of a window or popover (its own surface) as drawn now. */
static void
screenshot_native (GtkWidget *native, const char *name)
{
  const char *dir = g_getenv ("CASTELLAN_SCREENSHOT_DIR");
  int w = gtk_widget_get_width (native);
  int h = gtk_widget_get_height (native);
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  paintable = gtk_widget_paintable_new (native);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (native)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot %s (%dx%d)", path, w, h);
}

static void
screenshot (GtkWidget *window, const char *name)
{
  g_assert_cmpint (gtk_widget_get_width (window), ==, WIDTH);
  g_assert_cmpint (gtk_widget_get_height (window), ==, HEIGHT);
  screenshot_native (window, name);
}

static void
set_scheme (AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}

static void
screenshots (GtkWidget *window, const char *name)
{
  g_autofree char *light = g_strdup_printf ("rules-%s-light", name);
  g_autofree char *dark = g_strdup_printf ("rules-%s-dark", name);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_drawn (window);
  screenshot (window, light);
  set_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  wait_drawn (window);
  screenshot (window, dark);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_drawn (window);
}

static void
drop_solid_frame (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css, "window.solid-csd { margin: 0; padding: 0; border-width: 0; box-shadow: none; }",
                                   -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
}

static void
destroy_window (GtkWidget *window)
{
  g_autoptr(GtkWidget) ref = g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  ITERATE_UNTIL (!gtk_widget_get_mapped (ref));
}

static char *
fixture_path (const char *name)
{
  const char *env = g_getenv ("CASTELLAN_SOURCE_DIR");
  g_autofree char *src = (env && *env) ? g_strdup (env) : g_path_get_dirname (CAS_SOURCE_DATA_DIR);
  g_autofree char *parent = g_path_get_dirname (src);
  return g_build_filename (parent, "shared", "seeds", name, NULL);
}

/* The window on a Pleskau table, showing the Rules page with its rulebook loaded. */
static GtkWidget *
rules_window_new (CasRulesView **view)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load_builtin ("nevsky", &error);
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window;

  g_assert_no_error (error);
  journal = cas_journal_new (game, cas_game_find_scenario (game, "pleskau"), &error);
  g_assert_no_error (error);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = GTK_WIDGET (cas_window_new (GTK_APPLICATION (app)));
  cas_window_set_journal (CAS_WINDOW (window), journal, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("rules"));
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
  screenshots (window, "section");

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
    screenshot_native (window, "rules-1024-light");
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

  screenshots (window, "search");

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
  screenshot_native (popover, "rules-popover-light");
  set_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  wait_drawn (window);
  screenshot_native (popover, "rules-popover-dark");
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
close_message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr(GPtrArray) dialogs = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GObject *w = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (w))
        g_ptr_array_add (dialogs, w);
      else
        g_object_unref (w);
    }
  for (guint i = 0; i < dialogs->len; i++)
    gtk_window_destroy (dialogs->pdata[i]);
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
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
  screenshots (window, "imported");

  /* Search now reaches the text too. */
  cas_rules_view_show (view, "herds of livestock");
  wait_drawn (window);
  {
    GtkListBox *results = GTK_LIST_BOX (find_named (GTK_WIDGET (view), "results-list"));
    GtkListBoxRow *first = gtk_list_box_get_row_at_index (results, 0);
    g_assert_nonnull (first);
    g_assert_cmpstr (g_object_get_data (G_OBJECT (first), "cas-section"), ==, "4.3.2");
  }
  screenshots (window, "imported-search");

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

static void
test_no_display (void)
{
  g_test_skip ("no display: the UI tests need one (run them under xvfb-run)");
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

  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_add_func ("/ui/rules/no-display", test_no_display);
      return g_test_run ();
    }

  app = cas_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  drop_solid_frame ();

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
