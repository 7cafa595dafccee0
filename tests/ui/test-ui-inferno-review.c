/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-review.c: the review of Inferno's pages (app, issue 17): every
 * calculator of an Inferno game at its window (Victory, End of Campaign, Feed, Pay,
 * Disband, Levy, the Table Check, Supply, Ravage) and the Log after Inferno's own actions,
 * each answering with Inferno's words and sections (no Nevsky words), with light and dark
 * screenshots to look at; the pages themselves are shot per scenario by test-ui-inferno.c. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calc-dialog.h"
#include "cas-calendar-view.h"
#include "cas-map-view.h"
#include "cas-markers-view.h"
#include "cas-muster-dialog.h"
#include "ui-test-util.h"

/* Words of Nevsky's table that an Inferno answer never shows (the literal lint's list is
 * for code; these are what a reader would catch). */
static void
assert_inferno_words (GtkWidget *dialog, const char *what)
{
  static const char *const nevsky[] = { "Teuton", "Russian", "Veche", "Legate", "Sled", "Boat", "Conquered", NULL };
  for (guint i = 0; nevsky[i]; i++)
    if (has_label_containing (dialog, nevsky[i]))
      g_error ("a Nevsky word in Inferno's %s: %s", what, nevsky[i]);
}

static void
test_calculators (void)
{
  static const struct {
    const char *spec, *name, *shows;
  } calcs[] = {
    { "victory", "inferno-review-victory", "Ruins" },
    { "endcampaign", "inferno-review-endcampaign", "Grow" },
    { "feed", "inferno-review-feed", "Siena Comune" },
    { "pay", "inferno-review-pay", NULL },
    { "disband", "inferno-review-disband", NULL },
    { "audit", "inferno-review-audit", NULL },
    { "supply:siena", "inferno-review-supply", "Siena" },
    { "ravage:provenzano", "inferno-review-ravage", NULL },
  };
  /* Scenario D (6.0) with Inferno's own markers and pieces on the table. */
  static const char *const setup[] = { "muster siena siena", "comune siena in", "comune siena forces armigeri 3",
                                       "marker volterra bypass ghibelline", "captured guelph 2",
                                       "carroccio guelph yes", "moved provenzano yes", "moved siena yes", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", setup);
  GtkWidget *window;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  for (guint i = 0; i < G_N_ELEMENTS (calcs); i++)
    {
      GtkWidget *dialog = open_calculator (window, calcs[i].spec);
      const char *headline = cas_calc_dialog_get_headline (CAS_CALC_DIALOG (dialog));
      g_test_message ("%s: %s", calcs[i].spec, headline);
      g_assert_nonnull (headline);
      g_assert_cmpstr (headline, !=, "");
      if (calcs[i].shows)
        g_assert_true (has_label_containing (dialog, calcs[i].shows));
      assert_inferno_words (dialog, calcs[i].spec);
      if (g_str_equal (calcs[i].spec, "victory"))
        {
          /* Each of Inferno's VP by its name (5.1): Allegiance markers, Ruins (4.5.2), the
           * Captured Carroccio (4.4.3); none as "Extra VP recorded". */
          g_assert_true (has_label (dialog, "2 Allegiance markers at Volterra"));
          g_assert_true (has_label (dialog, "Ruins at Monte San Savino"));
          g_assert_true (has_label (dialog, "The enemy’s Carroccio, Captured"));
          g_assert_false (has_label (dialog, "Extra VP recorded"));
        }
      native_screenshots (dialog, calcs[i].name);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  destroy_window (window);
}

/* Scenario C's card worth VP and scenario E's doubling (6.0) by their names in the
 * Victory dialog (app, issue 17: they read "Extra VP recorded" before). */
static void
test_scenario_vp (void)
{
  static const struct {
    const char *scenario, *row;
  } cases[] = {
    { "santafior_oscura", "The scenario’s card in play" },
    { "lasciate_ogne_speranza", "The scenario counts these VP double" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CasJournal) journal = new_game_of ("inferno", cases[i].scenario, NULL);
      GtkWidget *window, *dialog;
      set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = game_window (journal, "table");
      dialog = open_calculator (window, "victory");
      g_assert_true (has_label (dialog, cases[i].row));
      g_assert_false (has_label (dialog, "Extra VP recorded"));
      gtk_window_destroy (GTK_WINDOW (dialog));
      destroy_window (window);
    }
}

/* The markers column names each Locale whole beside its chips (scenario D: Montepulciano
 * with Allegiance markers and a Siege; it read "Montepu…"). */
static void
test_marker_names (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", NULL);
  GtkWidget *window, *markers, *name;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  markers = find_one (window, CAS_TYPE_MARKERS_VIEW);
  name = find_label (markers, "Montepulciano", FALSE);
  g_assert_nonnull (name);
  scroll_page_to (window, find_one (window, CAS_TYPE_MARKERS_VIEW), name);
  wait_drawn (window);
  g_assert_true (gtk_widget_get_mapped (name));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (name))));
  g_assert_cmpint (gtk_widget_get_width (name), >=, gtk_widget_get_width (find_label (markers, "Poggio Bonizio", FALSE)) / 2);
  screenshots (window, "inferno-review-markers");
  destroy_window (window);
}

/* The Muster dialog of a Ready Lord (scenario D: Firenze Podestà in box 9, 3.4.1): his
 * free Seats, Poggio Bonizio not free (Enemy Allegiance, 1.3.1), no Nevsky word. */
static void
test_muster (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", NULL);
  GtkWidget *window, *marker, *popover, *dialog;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  marker = cas_calendar_view_find_marker (CAS_CALENDAR_VIEW (find_one (window, CAS_TYPE_CALENDAR_VIEW)),
                                          "cylinder:firenze");
  g_assert_nonnull (marker);
  gtk_menu_button_popup (GTK_MENU_BUTTON (marker));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (marker)));
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  assert_inferno_words (popover, "cylinder popover");
  screenshots_with (window, popover, "inferno-review-cylinder");
  click (find_named (popover, "muster-button"));
  ITERATE_UNTIL ((dialog = find_toplevel (CAS_TYPE_MUSTER_DIALOG)) != NULL);
  wait_drawn (dialog);
  {
    g_autofree char *action = cas_muster_dialog_get_action (CAS_MUSTER_DIALOG (dialog));
    g_assert_nonnull (action);
    g_assert_true (g_str_has_prefix (action, "muster firenze "));
  }
  g_assert_true (has_label (dialog, "Prato"));
  g_assert_true (has_label_containing (dialog, "it is of Enemy Allegiance"));
  assert_inferno_words (dialog, "muster");
  native_screenshots (dialog, "inferno-review-muster");
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

/* The Locale popover's Ruins and Bypass rows are Inferno's: a game with Conquered
 * markers (Nevsky's first scenario) keeps its Castle marker and shows neither. */
static void
test_popover_other_game (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("nevsky", "pleskau", NULL);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window, *popover;
  CasMapView *map;

  g_assert_true (cas_game_get_marker_set (game) != CAS_MARKERS_ALLEGIANCE);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "map");
  map = CAS_MAP_VIEW (find_one (window, CAS_TYPE_MAP_VIEW));
  popover = cas_map_view_get_popover (map);
  cas_map_view_open_locale (map, 0);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  g_assert_true (gtk_widget_get_visible (need (popover, "castle")));
  g_assert_false (gtk_widget_get_visible (need (popover, "ruins")));
  g_assert_false (gtk_widget_get_visible (need (popover, "bypass")));
  gtk_popover_popdown (GTK_POPOVER (popover));
  destroy_window (window);
}

/* The Log names Inferno's own actions in words. */
static void
test_log (void)
{
  static const char *const setup[] = { "muster siena siena", "comune siena in", "comune siena forces armigeri 3",
                                       "marker volterra bypass ghibelline", "marker monte_san_savino ruins none",
                                       "captured guelph 2", "carroccio guelph yes", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", setup);
  GtkWidget *window;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "log");
  g_assert_true (has_label_containing (window, "Siena Comune is in play with Siena Podestà"));
  assert_inferno_words (window, "log");
  screenshots (window, "inferno-review-log");
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-review/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-review/calculators", test_calculators);
  g_test_add_func ("/ui/inferno-review/scenario-vp", test_scenario_vp);
  g_test_add_func ("/ui/inferno-review/marker-names", test_marker_names);
  g_test_add_func ("/ui/inferno-review/muster", test_muster);
  g_test_add_func ("/ui/inferno-review/popover-other-game", test_popover_other_game);
  g_test_add_func ("/ui/inferno-review/log", test_log);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
