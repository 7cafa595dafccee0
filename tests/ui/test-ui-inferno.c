/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno.c: a game of Inferno in the real window (issue 17): each scenario on
 * every Levy & Campaign page (Table, Map, Plan & Cards, Battle, Log, Rules), with light and
 * dark screenshots at 1280x800; the Tuscany map's Locales, their types, Ports and printed
 * allegiance; the sides' colours from the game's data; Inferno's sequence of play, its
 * markers, the Comuni's mats and the 16-box calendar. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-map-canvas.h"
#include "cas-calendar-view.h"
#include "cas-map-popover.h"
#include "cas-map-view.h"
#include "cas-markers-view.h"
#include "cas-sequence-steps.h"
#include "cas-sequence-view.h"
#include "cas-window.h"
#include "ui-test-util.h"
#include "inferno-cells.h"
#include "inferno-ransom.h"

static const char *const scenario_ids[] = {
  "dolenti_note", "in_far_vendetta", "santafior_oscura", "arbia_colorata", "lasciate_ogne_speranza", "di_sangue_tempio",
};

static const char *const page_names[] = { "table", "map", "plan", "battle", "log", "rules" };

/* Every page of SCENARIO, light and dark. */
static void
test_scenario (gconstpointer data)
{
  const char *scenario = data;
  g_autoptr(CasJournal) journal = new_game_of ("inferno", scenario, NULL);
  GtkWidget *window;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  for (guint i = 0; i < G_N_ELEMENTS (page_names); i++)
    {
      g_autofree char *name = g_strdup_printf ("inferno-%s-%s", scenario, page_names[i]);
      show_page (window, page_names[i]);
      if (g_strcmp0 (page_names[i], "map") == 0)
        {
          /* Readable at 1280x800: no two Locale labels overlap. */
          CasMapCanvas *canvas = CAS_MAP_CANVAS (find_one (window, CAS_TYPE_MAP_CANVAS));
          g_assert_cmpuint (cas_map_canvas_count_label_overlaps (canvas), ==, 0);
        }
      if (g_strcmp0 (page_names[i], "battle") == 0 && g_strcmp0 (scenario, "arbia_colorata") == 0)
        {
          /* app-fixes: the Active Lord row shows the whole choice at 1280x800 (it read
           * "Provenzano Salvani (G…", the combo row's default label stopping at 20
           * characters). */
          GtkWidget *chosen;
          guint bound = iterate_seconds;
          /* The Battle page fills its rows in an idle once it is mapped (map_cb), which a
           * loaded machine may run after the frames wait_drawn () counts: wait for the
           * row's label itself, then for it to be laid out. */
          iterate_seconds = MAX (bound, 60);
          ITERATE_UNTIL (find_label (need (window, "lord-row"), "Provenzano Salvani (Ghibellines)", FALSE) != NULL);
          wait_drawn (window);
          iterate_seconds = bound;
          chosen = find_label (need (window, "lord-row"), "Provenzano Salvani (Ghibellines)", FALSE);
          g_assert_nonnull (chosen);
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (chosen))));
        }
      screenshots (window, name);
    }
  destroy_window (window);
}

/* The sides' colours come from game.json's sides[].colour (the Guelphs purple, the
 * Ghibellines gold): the named colours the map and the Table's chips use. */
static void
test_colours (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", NULL);
  GtkWidget *window, *canvas;
  GdkRGBA c, purple, gold;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "map");
  canvas = find_one (window, CAS_TYPE_MAP_CANVAS);
  g_assert_true (gdk_rgba_parse (&purple, cas_game_get_side_colour (cas_journal_get_game (journal), 0)));
  g_assert_true (gdk_rgba_parse (&gold, cas_game_get_side_colour (cas_journal_get_game (journal), 1)));
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (canvas), "map_side_0_chip_bg", &c));
  g_assert_true (gdk_rgba_equal (&c, &purple));
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (canvas), "side_1_bg", &c));
  g_assert_true (gdk_rgba_equal (&c, &gold));
  G_GNUC_END_IGNORE_DEPRECATIONS
  destroy_window (window);
}

/* The map's legend: Inferno's Locale types, Ports, its Roads and Tracks from the data, the
 * dashed line (1.3.1), Allegiance markers and Ruins. */
static void
test_legend (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", NULL);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *window, *button = NULL, *legend;
  static const char *const lines[] = {
    "City", "Town", "Castle", "Outpost", "Printed Guelph", "Printed Ghibelline", "Port", "Road", "Track",
    "Dashed line", "Guelph Lord", "Ghibelline Lord", "Allegiance markers", "Ruins (the colour of the side they count for)",
    "Bypass (the colour of the Bypassing side)", /* app */
  };
  guint n = 0;

  /* The dashed line is our own polyline from the data. */
  g_assert_nonnull (cas_game_get_dashed_line (cas_journal_get_game (journal), &n));
  g_assert_cmpuint (n, >=, 10);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "map");
  find_all (window, GTK_TYPE_MENU_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), "Legend") == 0)
      button = buttons->pdata[i];
  g_assert_nonnull (button);
  legend = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  ITERATE_UNTIL (gtk_widget_get_mapped (legend));
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    g_assert_true (has_label (legend, lines[i]));
  /* Nevsky's words are not Inferno's. */
  g_assert_false (has_label (legend, "Trackway"));
  g_assert_false (has_label (legend, "Conquered markers"));
  g_assert_false (has_label (legend, "Commandery"));
  screenshots_with (window, legend, "inferno-map-legend");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  destroy_window (window);
}

/* A Locale's popover: no Region, its printed side; Allegiance markers, no Castle marker;
 * the list's summary names the Allegiance markers and Ruins. */
static void
test_popover (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", NULL);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window, *popover;
  CasMapView *map;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "map");
  map = CAS_MAP_VIEW (find_one (window, CAS_TYPE_MAP_VIEW));
  /* Scenario D: Allegiance markers at Volterra, Ruins at Monte San Savino (6.0). */
  g_assert_true (has_label (window, "Allegiance ×2"));
  g_assert_true (has_label_containing (window, "Ruins"));
  g_assert_false (has_label_containing (window, "Conquered"));
  popover = cas_map_view_get_popover (map);
  cas_map_view_open_locale (map, cas_game_find_locale (game, "volterra"));
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  g_assert_true (has_label (popover, "Town, printed side of the Ghibellines"));
  g_assert_true (has_label_source (popover, "_Allegiance"));
  g_assert_false (gtk_widget_get_visible (need (popover, "castle")));
  screenshots_with (window, popover, "inferno-map-popover");
  gtk_popover_popdown (GTK_POPOVER (popover));
  destroy_window (window);
}

/* app (issue 17): a Locale's popover edits Ruins (1.3.1, 4.5.2) and Bypass markers (4.3.5)
 * with `marker LOCALE ruins|bypass SIDE|none`, as the markers view does; an Outpost takes
 * neither; the map shows the Bypass marker as a token and the Locale list names it. */
static void
test_popover_markers (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", NULL);
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  int savino = cas_game_find_locale (game, "monte_san_savino");
  int volterra = cas_game_find_locale (game, "volterra");
  GtkWidget *window, *popover, *ruins, *bypass;
  CasMapView *map;
  guint done = cas_journal_get_n_done (journal);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "map");
  map = CAS_MAP_VIEW (find_one (window, CAS_TYPE_MAP_VIEW));
  popover = cas_map_view_get_popover (map);
  /* Scenario D's Ruins at Monte San Savino count for the Ghibellines (6.0). */
  cas_map_view_open_locale (map, savino);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  ruins = need (popover, "ruins");
  bypass = need (popover, "bypass");
  g_assert_true (gtk_widget_get_mapped (ruins));
  g_assert_true (gtk_widget_get_mapped (bypass));
  g_assert_true (has_label_source (popover, "R_uins of"));
  g_assert_true (has_label_source (popover, "_Bypassed by"));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (ruins)), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (bypass)), ==, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ruins), 0);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, done + 1);
  g_assert_cmpstr (cas_journal_get_text (journal, done), ==, "marker monte_san_savino ruins none");
  g_assert_cmpint (CAS_LOCALE (t, savino, CAS_C_RUINS), ==, 0);
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* Volterra Bypassed by the Guelphs: the action, the token on the map, the summary. */
  cas_map_view_open_locale (map, volterra);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover) && cas_map_popover_get_locale (CAS_MAP_POPOVER (popover)) == volterra);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (bypass), 1);
  g_assert_cmpstr (cas_journal_get_text (journal, done + 1), ==, "marker volterra bypass guelph");
  g_assert_cmpint (CAS_LOCALE (t, volterra, CAS_C_BYPASS), ==, 1);
  ITERATE_UNTIL (has_label (window, "Allegiance ×2 · Bypassed"));
  screenshots_with (window, popover, "inferno-map-popover-bypass");
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* An Outpost is no Stronghold: no Ruins or Bypass there. */
  cas_map_view_open_locale (map, cas_game_find_locale (game, "orvieto"));
  ITERATE_UNTIL (gtk_widget_get_mapped (popover) &&
                 cas_map_popover_get_locale (CAS_MAP_POPOVER (popover)) == cas_game_find_locale (game, "orvieto"));
  g_assert_false (gtk_widget_get_sensitive (ruins));
  g_assert_false (gtk_widget_get_sensitive (bypass));
  gtk_popover_popdown (GTK_POPOVER (popover));
  destroy_window (window);
}

static GtkWidget *
popup (GtkWidget *menu_button)
{
  GtkWidget *popover;
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)));
  g_assert_nonnull (popover);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  return popover;
}

/* How many widgets named NAME under ROOT. */
static guint
count_named (GtkWidget *root, const char *name)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  guint n = 0;
  find_all (root, GTK_TYPE_WIDGET, all);
  for (guint i = 0; i < all->len; i++)
    n += g_strcmp0 (gtk_widget_get_name (all->pdata[i]), name) == 0;
  return n;
}

/* The Table page of scenario D (6.0): Inferno's sequence of play in the bar (3.0, 4.0,
 * 4.9.1-.6), the 16-box Calendar with months, the five Grow boxes (4.9.1) and the End
 * marker in box 12, shifted from its popover; the markers view's Allegiance markers and Ruins, and its editor
 * without Castle markers. */
static void
test_table (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", NULL);
  GtkWidget *window, *seq, *calendar, *markers, *popover;

  g_assert_true (cas_sequence_steps_for (cas_journal_get_game (journal)) == cas_inferno_sequence);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  seq = find_one (window, CAS_TYPE_SEQUENCE_VIEW);
  g_assert_true (gtk_widget_get_mapped (seq));
  popover = popup (find_one (seq, GTK_TYPE_MENU_BUTTON));
  g_assert_true (has_label (popover, "Grow and Ransom"));
  g_assert_true (has_label (popover, "Repair"));
  g_assert_true (has_label (popover, "Waste"));
  g_assert_false (has_label (popover, "Plow and Reap"));
  screenshots_with (window, popover, "inferno-table-steps");
  click (need (popover, "step-11"));
  ITERATE_UNTIL (cas_sequence_view_get_step (CAS_SEQUENCE_VIEW (seq)) == CAS_SEQ_GROW);
  wait_drawn (window);
  g_assert_true (shows (seq, "4.9.1"));
  g_assert_true (shows (seq, "boxes 2, 5, 8, 11 and 14"));

  calendar = find_one (window, CAS_TYPE_CALENDAR_VIEW);
  /* 16 boxes and the two off-board spaces. */
  g_assert_cmpint (cas_calendar_view_get_n_boxes (CAS_CALENDAR_VIEW (calendar)), ==, 16 + 2);
  g_assert_true (has_label (calendar, "Feb-Mar 1259"));
  g_assert_true (has_label (calendar, "Aug-Sep 1261"));
  g_assert_cmpuint (count_named (calendar, "grow"), ==, 5);
  g_assert_true (gtk_widget_get_mapped (need (calendar, "end-marker")));
  g_assert_true (gtk_widget_is_ancestor (need (calendar, "end-marker"),
                                         gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (
                                           cas_calendar_view_get_drop_target (CAS_CALENDAR_VIEW (calendar), 12)))));
  /* app (issue 17): the End marker is a marker like the others: its popover records
   * `end +1` (6.0), and the Calendar shows it in box 13; undo puts it back. */
  popover = popup (need (calendar, "end-marker"));
  g_assert_true (has_label (popover, "End Marker"));
  g_assert_true (has_label_containing (popover, "the scenario ends after this box (6.0)"));
  screenshots_with (window, popover, "inferno-calendar-end-marker");
  click (need (popover, "shift+1"));
  ITERATE_UNTIL (CAS_GLOBAL (cas_journal_get_table (journal), CAS_G_END_BOX) == 13);
  g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==, "end +1");
  ITERATE_UNTIL (find_named (calendar, "end-marker") != NULL
                 && gtk_widget_is_ancestor (find_named (calendar, "end-marker"),
                                            gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (
                                              cas_calendar_view_get_drop_target (CAS_CALENDAR_VIEW (calendar), 13)))));
  cas_journal_undo (journal);
  ITERATE_UNTIL (CAS_GLOBAL (cas_journal_get_table (journal), CAS_G_END_BOX) == 12);
  /* app (issue 17): taken off the Calendar (`end off`), the End marker waits in the
   * Calendar's header, and its popover puts it back in a box (`end 12`, 6.0). */
  popover = popup (need (calendar, "end-marker"));
  click (need (popover, "end-off"));
  ITERATE_UNTIL (CAS_GLOBAL (cas_journal_get_table (journal), CAS_G_END_BOX) < 1);
  ITERATE_UNTIL (find_named (calendar, "end-marker") != NULL
                 && !gtk_widget_is_ancestor (find_named (calendar, "end-marker"),
                                             gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (
                                               cas_calendar_view_get_drop_target (CAS_CALENDAR_VIEW (calendar), 12))))
                 && gtk_widget_get_mapped (find_named (calendar, "end-marker")));
  g_assert_true (has_label (calendar, "End: Off"));
  popover = popup (need (calendar, "end-marker"));
  g_assert_true (has_label_containing (popover, "Off the Calendar"));
  g_assert_null (find_named (popover, "end-off"));
  g_assert_null (find_named (popover, "shift+1"));
  screenshots_with (window, popover, "inferno-calendar-end-marker-off");
  click (need (popover, "place-12"));
  ITERATE_UNTIL (CAS_GLOBAL (cas_journal_get_table (journal), CAS_G_END_BOX) == 12);
  g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==, "end 12");
  ITERATE_UNTIL (find_named (calendar, "end-marker") != NULL
                 && gtk_widget_is_ancestor (find_named (calendar, "end-marker"),
                                            gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (
                                              cas_calendar_view_get_drop_target (CAS_CALENDAR_VIEW (calendar), 12)))));
  g_assert_false (has_label (calendar, "End: Off"));

  markers = find_one (window, CAS_TYPE_MARKERS_VIEW);
  g_assert_true (has_label (markers, "Allegiance ×2"));
  g_assert_true (has_label (markers, "Ruins"));
  g_assert_false (has_label_containing (markers, "Conquered"));
  popover = popup (need (markers, "edit-volterra"));
  g_assert_true (has_label (popover, "Allegiance"));
  g_assert_false (has_label (popover, "Castle of"));
  screenshots_with (window, popover, "inferno-table-marker-editor");
  gtk_popover_popdown (GTK_POPOVER (popover));
  destroy_window (window);
}

/* Supply routes on the Tuscany map, as for Nevsky: the Supply calculator's Routes of a
 * Lord (map.supply), and a Route of our own along a Road and a Track. */
static void
test_routes (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", NULL);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window;
  CasMapView *map;
  int path[] = { cas_game_find_locale (game, "firenze"), cas_game_find_locale (game, "figline"),
                 cas_game_find_locale (game, "san_giovanni"), cas_game_find_locale (game, "montevarchi") };
  guint before;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "map");
  map = CAS_MAP_VIEW (find_one (window, CAS_TYPE_MAP_VIEW));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (map), "map.supply", "s", "firenze"));
  /* The calculator's window may open beside the map: only the map is shot. */
  close_other_windows (window);
  before = cas_map_view_get_n_routes (map);
  cas_map_view_show_routes (map, path, G_N_ELEMENTS (path));
  g_assert_cmpuint (cas_map_view_get_n_routes (map), ==, before + 1);
  screenshots (window, "inferno-map-routes");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (map), "map.clear-routes", NULL));
  g_assert_cmpuint (cas_map_view_get_n_routes (map), ==, 0);
  destroy_window (window);
}

/* ransom (issue 17): the markers column's Captured Knights boxes (4.4.4, 4.9.2;
 * rules-decisions I70, I136): per side a row per knight type (Ritter, Cavalieri) with a
 * stepper; + and − record `captured SIDE TYPE +1` and `-1` in the journal (app-fixes: they
 * used to record a count without a type), − is off while the row is empty. Knights of no
 * recorded type (an older save's count) show on the Cavalieri row with a subtitle, and
 * its − takes them first (`captured SIDE -1`). Light and dark screenshots. */
static void
test_captured (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *markers;
  const CasTable *t;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  markers = find_one (window, CAS_TYPE_MARKERS_VIEW);
  g_assert_true (has_label (markers, "Captured Knights"));
  g_assert_true (has_label (markers, "Guelphs"));
  g_assert_true (has_label (markers, "Ghibellines"));
  g_assert_true (has_label (markers, "Ritter"));
  g_assert_true (has_label (markers, "Cavalieri"));
  g_assert_false (gtk_widget_get_sensitive (need (markers, "captured-guelph-cavalieri-minus")));
  g_assert_false (gtk_widget_get_sensitive (need (markers, "captured-ghibelline-ritter-minus")));
  click (need (markers, "captured-guelph-cavalieri-plus"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == 1);
  g_assert_cmpstr (cas_journal_get_text (journal, 0), ==, "captured guelph cavalieri +1");
  click (need (markers, "captured-ghibelline-ritter-plus"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == 2);
  g_assert_cmpstr (cas_journal_get_text (journal, 1), ==, "captured ghibelline ritter +1");
  click (need (markers, "captured-ghibelline-ritter-plus"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == 3);
  click (need (markers, "captured-ghibelline-cavalieri-plus"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == 4);
  ITERATE_UNTIL (gtk_widget_get_sensitive (need (markers, "captured-guelph-cavalieri-minus")));
  g_assert_false (gtk_widget_get_sensitive (need (markers, "captured-guelph-ritter-minus")));
  click (need (markers, "captured-guelph-cavalieri-minus"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == 5);
  g_assert_cmpstr (cas_journal_get_text (journal, 4), ==, "captured guelph cavalieri -1");
  t = cas_journal_get_table (journal);
  g_assert_cmpint (CAS_GLOBAL (t, INFERNO_G_CAPTURED_0), ==, 0);
  g_assert_cmpint (CAS_GLOBAL (t, INFERNO_G_CAPTURED_1), ==, 3);
  g_assert_cmpint (CAS_GLOBAL (t, INFERNO_G_CAPTURED_RITTER_1), ==, 2);
  g_assert_cmpint (CAS_GLOBAL (t, INFERNO_G_CAPTURED_CAVALIERI_1), ==, 1);
  ITERATE_UNTIL (!gtk_widget_get_sensitive (need (markers, "captured-guelph-cavalieri-minus")));

  /* An older save's count (no type): the Guelphs' Cavalieri row shows 2 and says how it
   * reads them; its − records the count alone, which takes them first. */
  g_assert_true (cas_journal_do (journal, "captured guelph 2", &error));
  g_assert_no_error (error);
  ITERATE_UNTIL (has_label (markers, "2 of no recorded type, read as Cavalieri (I136)"));
  g_assert_true (gtk_widget_get_sensitive (need (markers, "captured-guelph-cavalieri-minus")));
  wait_drawn (window);
  screenshots (window, "inferno-table-captured");
  click (need (markers, "captured-guelph-cavalieri-minus"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == 7);
  g_assert_cmpstr (cas_journal_get_text (journal, 6), ==, "captured guelph -1");
  g_assert_cmpint (inferno_captured_untyped (cas_journal_get_table (journal), 0), ==, 1);
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno/no-display"))
    return g_test_run ();

  for (guint i = 0; i < G_N_ELEMENTS (scenario_ids); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/inferno/scenario/%s", scenario_ids[i]);
      g_test_add_data_func (path, scenario_ids[i], test_scenario);
    }

  g_test_add_func ("/ui/inferno/table", test_table);
  g_test_add_func ("/ui/inferno/colours", test_colours);
  g_test_add_func ("/ui/inferno/legend", test_legend);
  g_test_add_func ("/ui/inferno/popover", test_popover);
  g_test_add_func ("/ui/inferno/popover-markers", test_popover_markers); /* app */
  g_test_add_func ("/ui/inferno/routes", test_routes);
  g_test_add_func ("/ui/inferno/captured", test_captured); /* ransom */

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
