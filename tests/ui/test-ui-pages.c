/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-pages.c: the page table of each family (cas-pages.c) and the scenario picker
 * with several games (issue 16, MULTIGAME step 8). Runs with CASTELLAN_TEST_MODULES=1,
 * so the registry also holds "testfamily", a game of the family "test", which has
 * neither data nor pages. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-game-style.h"
#include "cas-game-ui.h"
#include "cas-map-legend.h"
#include "cas-page.h"
#include "cas-scenario-picker.h"
#include "cas-sequence-steps.h"
#include "cas-table-view.h"
#include "cas-window.h"
#include "ui-test-util.h"

/* The Levy & Campaign table: six pages in the view switcher's order, each a widget that
 * implements CasPage; the table is the first (built with the window). */
static void
test_table (void)
{
  static const char *const names[] = { "table", "map", "plan", "battle", "log", "rules" };
  guint n = 0;
  g_autoptr(GError) error = NULL;
  const CasPageInfo *pages = cas_pages_for ("lc", &n, &error);

  g_assert_no_error (error);
  g_assert_nonnull (pages);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (names));
  g_assert_cmpuint (n, <=, CAS_MAX_PAGES);
  for (guint i = 0; i < n; i++)
    {
      GType type = pages[i].get_type ();
      g_assert_cmpstr (pages[i].name, ==, names[i]);
      g_assert_true (pages[i].title != NULL && pages[i].title[0] != '\0');
      g_assert_true (g_str_has_suffix (pages[i].icon, "-symbolic"));
      g_assert_true (g_type_is_a (type, GTK_TYPE_WIDGET));
      g_assert_true (g_type_is_a (type, CAS_TYPE_PAGE));
      g_assert_cmpint (cas_pages_find (pages, n, names[i]), ==, (int) i);
    }
  g_assert_true (pages[0].get_type () == CAS_TYPE_TABLE_VIEW);
  g_assert_cmpint (cas_pages_find (pages, n, "kingdoms"), ==, -1);
  g_assert_cmpint (cas_pages_find (NULL, 0, "table"), ==, -1);
}

/* Every registered game's family has pages, but the test family, which has none: the
 * error names it, so the picker and the window can say why its games do not open. */
static void
test_families (void)
{
  guint n_modules, n;
  const CasModule *modules = cas_modules (&n_modules);
  gboolean saw_test = FALSE;

  for (guint i = 0; i < n_modules; i++)
    {
      g_autoptr(GError) error = NULL;
      const CasPageInfo *pages = cas_pages_for (modules[i].family, &n, &error);
      /* The family without pages: the test-only one. */
      if (g_str_equal (modules[i].family, "test"))
        {
          g_autofree char *quoted = g_strdup_printf ("“%s”", cas_module_family_name (modules[i].family));
          saw_test = saw_test || g_str_equal (modules[i].family, "test");
          g_assert_null (pages);
          g_assert_cmpuint (n, ==, 0);
          g_assert_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND);
          g_assert_nonnull (strstr (error->message, quoted));
        }
      else
        {
          g_assert_no_error (error);
          g_assert_nonnull (pages);
          g_assert_cmpuint (n, >, 0);
        }
    }
  g_assert_true (saw_test);   /* CASTELLAN_TEST_MODULES=1 */
  {
    g_autoptr(GError) error = NULL;
    g_assert_nonnull (cas_pages_for ("rus", &n, &error));   /* issue 18: tests/ui/test-ui-rus.c */
    g_assert_no_error (error);
    g_assert_cmpuint (n, ==, 6);
    g_assert_null (cas_pages_for ("test", &n, &error));
    g_assert_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND);
  }
}

/* The sequence of play comes from the game (cas-sequence-steps.c): Nevsky's has every
 * Levy & Campaign step, each in its phase with a title, a rule section and what it asks,
 * the Levy's first; a game without one gets none (and no bar). */
static void
test_sequence (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load_builtin ("nevsky", &error);
  const CasSeqStep *steps;

  g_assert_no_error (error);
  steps = cas_sequence_steps_for (game);
  g_assert_nonnull (steps);
  g_assert_true (steps == cas_nevsky_sequence);
  for (int s = CAS_SEQ_ARTS_OF_WAR; s < CAS_SEQ_N; s++)
    {
      g_assert_true (steps[s].title && steps[s].rule && steps[s].asks && steps[s].helpers);
      g_assert_cmpint (steps[s].phase, ==, s < CAS_SEQ_CAPABILITY_DISCARD ? CAS_PHASE_LEVY : CAS_PHASE_CAMPAIGN);
    }
  g_assert_cmpstr (steps[CAS_SEQ_ARTS_OF_WAR].title, ==, "Arts of War");
  g_assert_cmpstr (steps[CAS_SEQ_RESET].rule, ==, "4.9.5");
  g_assert_null (cas_sequence_steps_for (NULL));
}

/* The named colour NAME (@define-color) as WIDGET's style sees it. */
static const char *
named_colour (GtkWidget *widget, const char *name)
{
  static char text[64];
  GdkRGBA c;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, &c));
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_autofree char *s = gdk_rgba_to_string (&c);
  g_strlcpy (text, s, sizeof text);
  return text;
}

/* The list row of the picker's group GROUP (a game id) at INDEX. */
static GtkListBoxRow *
picker_row (GtkWidget *picker, const char *group, int index)
{
  GtkWidget *box = need (picker, group);
  g_autoptr(GPtrArray) lists = g_ptr_array_new ();
  find_all (box, GTK_TYPE_LIST_BOX, lists);
  g_assert_cmpuint (lists->len, ==, 1);
  return gtk_list_box_get_row_at_index (lists->pdata[0], index);
}

/* Two games: a group each, in the registry's order. Nevsky's scenarios open; the test
 * family's game says it cannot be opened, and why, and its row does nothing. */
static void
test_picker_games (void)
{
  g_autoptr(GtkWidget) window = NULL;
  GtkWidget *picker;
  GtkListBoxRow *row;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = g_object_ref (GTK_WIDGET (cas_window_new (GTK_APPLICATION (app))));
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (window);
  picker = find_one (window, CAS_TYPE_SCENARIO_PICKER);
  g_assert_true (gtk_widget_get_mapped (picker));

  g_assert_true (has_label (picker, "New Game"));
  g_assert_true (has_label (picker, "Nevsky"));
  g_assert_true (has_label (picker, "Levy & Campaign"));
  g_assert_true (has_label (picker, "Test Family"));
  g_assert_true (has_label (picker, "This game cannot be opened"));
  g_assert_true (has_label_containing (picker, "no pages for games of the family “test”"));
  g_assert_false (has_label (picker, "Scenarios"));   /* the heading of a single game */
  g_assert_true (has_label_source (picker, "Pleskau Quickstart"));
  g_assert_cmpuint (cas_scenario_picker_get_n_scenarios (CAS_SCENARIO_PICKER (picker)), >, 0);

  /* The test game's row is not activatable; activating it anyway opens nothing. */
  row = picker_row (picker, "testfamily", 0);
  g_assert_nonnull (row);
  g_assert_false (gtk_list_box_row_get_activatable (row));
  g_assert_null (picker_row (picker, "testfamily", 1));
  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
  g_assert_null (cas_window_get_journal (CAS_WINDOW (window)));

  screenshots (window, "pages-picker-games");

  /* Nevsky's first scenario opens on the Table page. */
  row = picker_row (picker, "nevsky", 0);
  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
  g_assert_nonnull (cas_window_get_journal (CAS_WINDOW (window)));
  ITERATE_UNTIL (!gtk_widget_get_mapped (picker));
  wait_drawn (window);
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_TABLE_VIEW), ==, 1);
  g_assert_true (cas_window_get_page (CAS_WINDOW (window), "table") ==
                 find_one (window, CAS_TYPE_TABLE_VIEW));
  g_assert_null (cas_window_get_page (CAS_WINDOW (window), "kingdoms"));
  /* A page the family has not: nothing happens. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("kingdoms"));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (find_one (window, ADW_TYPE_VIEW_STACK))),
                   ==, "table");

  /* The game's colours (data/games/nevsky/style.css and style-dark.css) over the neutral
   * ones of ui/style.css. */
  g_assert_cmpstr (cas_game_style_get_game (), ==, "nevsky");
  g_assert_cmpstr (named_colour (window, "side_0_bg"), ==, "rgb(61,56,70)");        /* #3d3846 */
  g_assert_cmpstr (named_colour (window, "side_1_victory"), ==, "rgb(198,70,0)");   /* #c64600 */
  set_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  wait_drawn (window);
  g_assert_cmpstr (named_colour (window, "side_0_bg"), ==, "rgb(30,27,38)");        /* #1e1b26 */
  g_assert_cmpstr (named_colour (window, "side_1_bg"), ==, "rgb(246,245,244)");     /* style.css's */
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_drawn (window);
  g_assert_cmpstr (named_colour (window, "side_0_bg"), ==, "rgb(61,56,70)");
  destroy_window (window);
}

/* A label of ROOT, shown or not, reads TEXT. */
static gboolean
has_text (GtkWidget *root, const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  find_all (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (labels->pdata[i]), text) == 0)
      return TRUE;
  return FALSE;
}

static void
assert_accel (const char *action, const char *accel)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);
  g_assert_nonnull (accels[0]);
  g_assert_cmpstr (accels[0], ==, accel);
}

/* What a game shows of its own (cas-game-ui.h): Nevsky's Veche box, Legate, symbols and
 * sides' words come from its row; a game without a row (the synthetic test game) gets its
 * Locale types from the data, neutral side words and no piece of its own. And <Alt>1…6
 * follow the page table of the game's family. */
static void
test_game_ui (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) nevsky = cas_game_load_builtin ("nevsky", &error);
  g_autofree char *path = g_build_filename (g_getenv ("CASTELLAN_DATA_DIR"), "..", "tests", "data", "games",
                                            "testgame", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(CasGame) other = NULL;
  GtkWidget *legend;

  g_assert_no_error (error);
  other = cas_game_load (dir, &error);
  g_assert_no_error (error);

  g_assert_true (cas_game_ui_for (nevsky) == &cas_nevsky_ui);
  g_assert_nonnull (cas_game_ui_for (nevsky)->markers_new);
  g_assert_null (cas_game_ui_for (other)->markers_new);
  g_assert_null (cas_game_ui_for (other)->token_locale);
  g_assert_null (cas_game_ui_for (NULL)->game_id);

  legend = g_object_ref_sink (cas_map_legend_new (nevsky));
  g_assert_true (has_text (legend, "Novgorod"));
  g_assert_true (has_text (legend, "Bishopric"));
  g_assert_true (has_text (legend, "Teutonic territory"));
  g_assert_true (has_text (legend, "Russian Lord"));
  g_assert_true (has_text (legend, "Papal Legate"));
  g_object_unref (legend);

  legend = g_object_ref_sink (cas_map_legend_new (other));
  g_assert_true (has_text (legend, "Village"));
  g_assert_true (has_text (legend, "Keep"));
  g_assert_true (has_text (legend, "Burg"));
  g_assert_false (has_text (legend, "Novgorod"));
  g_assert_true (has_text (legend, "Territory of the Northmen"));
  g_assert_true (has_text (legend, "Lord of the Southmen"));
  g_assert_false (has_text (legend, "Papal Legate"));
  g_assert_true (has_text (legend, "Conquered markers"));
  g_object_unref (legend);

  /* The calculators' words: the Feed excuse (Hillforts, T8) is the Teutons' once in play;
   * the Veche's VP markers in Victory. */
  {
    static const char *const acts[] = { "capability t8", NULL };
    g_autoptr(CasJournal) before = new_game ("pleskau", NULL);
    g_autoptr(CasJournal) after = new_game ("pleskau", acts);
    const CasGameUi *ui = cas_game_ui_for (nevsky);
    g_autofree char *vp = ui->vp_box_text (2);
    g_assert_cmpint (ui->feed_excuse_side (cas_journal_get_table (before)), ==, -1);
    g_assert_cmpint (ui->feed_excuse_side (cas_journal_get_table (after)), ==, 0);
    g_assert_cmpstr (ui->feed_excuse_title, ==, "Hillforts");
    g_assert_cmpstr (ui->feed_excused, ==, "Excused (Hillforts)");
    g_assert_cmpstr (vp, ==, "2 VP markers in the Veche");
    g_assert_null (cas_game_ui_for (other)->feed_excuse_side);
  }

  /* Levy & Campaign's six first pages; a family without pages changes nothing. */
  cas_application_set_page_accels (GTK_APPLICATION (app), "lc");
  assert_accel ("win.show-page::table", "<Alt>1");
  assert_accel ("win.show-page::map", "<Alt>2");
  assert_accel ("win.show-page::plan", "<Alt>3");
  assert_accel ("win.show-page::battle", "<Alt>4");
  assert_accel ("win.show-page::log", "<Alt>5");
  assert_accel ("win.show-page::rules", "<Alt>6");
  cas_application_set_page_accels (GTK_APPLICATION (app), "test");
  assert_accel ("win.show-page::map", "<Alt>2");
}

int
main (int argc, char *argv[])
{
  g_setenv ("CASTELLAN_TEST_MODULES", "1", TRUE);
  if (ui_test_init (&argc, &argv, "/ui/pages/no-display"))
    {
      g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
      g_unlink (autosave);
      g_test_add_func ("/ui/pages/picker-games", test_picker_games);
      g_test_add_func ("/ui/pages/game-ui", test_game_ui);
    }
  g_test_add_func ("/ui/pages/table", test_table);
  g_test_add_func ("/ui/pages/families", test_families);
  g_test_add_func ("/ui/pages/sequence", test_sequence);
  return g_test_run ();
}
