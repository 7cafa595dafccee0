/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-rus-mapform.c: the Rus map form's marks and the Preferences of a game of Rus
 * (rusmap, issue 18). The Map Data form enters the marks the board prints on an area
 * (corner initials [BOARD p.3], Foreign Power borders [VP p.17], entry symbols
 * [INVASION p.16], the trade route to Europe [OCCUPY p.16]) into the map file, with
 * "not printed" for the rest in one click, and the list of areas says which are known;
 * Preferences on a Rus game have a row per uncertain reading, a choice being the journal
 * action `setting KEY VALUE`, undone like any other. Light and dark screenshots at
 * 1280x800. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-preferences-window.h"
#include "cas-window.h"
#include "rus/cas-rus-pages.h"
#include "ui-test-util.h"

static const CasRusState *
state (CasJournal *journal)
{
  return cas_rus_table_state (cas_journal_get_table (journal));
}

static GtkDropDown *
mark (GtkWidget *page, const char *name)
{
  return GTK_DROP_DOWN (find_one (need (need (page, "rus-map-marks"), name), GTK_TYPE_DROP_DOWN));
}

static void
test_marks (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", NULL);
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(CasRusMap) map = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *marks;
  int kiev = cas_rus_area_from_id ("kiev");
  guint n_entries;

  g_unlink (path);
  cas_rus_page_map_changed ();
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "map");
  page = cas_window_get_page (CAS_WINDOW (window), "map");
  g_assert_true (has_label (need (page, "kiev"), "Terrain unknown · printed VP 2 · no neighbour entered · marks not entered"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-map-area")), (guint) kiev);
  marks = need (page, "rus-map-marks");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (marks), TRUE);
  scroll_page_to (window, page, marks);
  g_assert_true (has_label (marks, "Corner initial M (Muscovy)"));
  g_assert_true (has_label (marks, "On the original border of the Byzantine Empire"));
  g_assert_true (has_label (marks, "0 printed · 0 not printed · the others unknown"));
  gtk_drop_down_set_selected (mark (page, "mark-border-byzantium"), 1);
  gtk_drop_down_set_selected (mark (page, "mark-europe-route"), 1);
  click_named (page, "rus-map-marks-rest");
  g_assert_cmpuint (gtk_drop_down_get_selected (mark (page, "mark-initial-muscovy")), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (mark (page, "mark-border-byzantium")), ==, 1);
  gtk_drop_down_set_selected (mark (page, "mark-entry-teutons"), 0);   /* not read yet */
  wait_drawn (window);
  g_assert_true (has_label (marks, "2 printed · 7 not printed · the others unknown"));
  scroll_page_to (window, page, marks);
  screenshots (window, "rus-mapform-marks");
  scroll_page_to (window, page, need (page, "mark-border-europe"));
  screenshots (window, "rus-mapform-marks-rest");

  n_entries = cas_journal_get_n_entries (journal);
  click_named (page, "rus-map-save");
  g_assert_cmpuint (cas_journal_get_n_entries (journal), ==, n_entries);   /* the marks are the map file's */
  map = cas_rus_map_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cas_rus_map_borders (map, kiev, CAS_RUS_BYZANTIUM), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_borders (map, kiev, CAS_RUS_EUROPE), ==, CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_europe_route (map, kiev), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_rebels_to (map, kiev, CAS_RUS_GOLDEN_HORDE), ==, CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_entry (map, kiev, 0), ==, CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_entry (map, kiev, 1), ==, CAS_RUS_UNKNOWN);
  g_assert_cmpint (state (journal)->areas[kiev].printed_vp, ==, 2);
  for (int i = 0; i < 1000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  wait_drawn (window);
  g_assert_true (has_label (need (page, "kiev"),
                            "Terrain unknown · printed VP 2 · no neighbour entered · borders the Byzantine Empire, trade route to Europe, 1 mark not entered"));
  /* The form, read again from the file, shows them. */
  g_assert_cmpuint (gtk_drop_down_get_selected (mark (page, "mark-border-byzantium")), ==, 1);
  g_assert_cmpuint (gtk_drop_down_get_selected (mark (page, "mark-entry-teutons")), ==, 0);
  scroll_page_to (window, page, need (page, "kiev"));
  screenshots (window, "rus-mapform-areas");
  /* What the marks say: the Rus hold Kiev, on the Byzantine Empire's border. */
  g_assert_true (has_label (need (page, "marks-rus"), "Borders: the Byzantine Empire · not entered for 3 Foreign Powers"));
  g_assert_true (has_label (need (page, "marks-bulgars"), "Borders: none · not entered for 4 Foreign Powers"));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (page, "marks-rus")), TRUE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (page, "marks-entry")), TRUE);
  scroll_page_to (window, page, need (page, "marks-rus"));
  g_assert_true (shows (page, "Rus borders the Byzantine Empire: it holds Kiev"));
  g_assert_true (shows (page, "Where the Vikings enter is not entered"));
  screenshots (window, "rus-mapform-meaning");
  destroy_window (window);
  g_unlink (path);
  cas_rus_page_map_changed ();
}

/* The Preferences scrolled so that WIDGET is at the top. */
static void
scroll_prefs_to (GtkWidget *prefs, GtkWidget *widget)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  find_all (prefs, GTK_TYPE_SCROLLED_WINDOW, found);
  for (guint i = 0; i < found->len; i++)
    if (gtk_widget_get_mapped (found->pdata[i]) && gtk_widget_is_ancestor (widget, found->pdata[i]))
      {
        graphene_point_t p;
        g_assert_true (gtk_widget_compute_point (widget, gtk_scrolled_window_get_child (found->pdata[i]),
                                                 &GRAPHENE_POINT_INIT (0, 0), &p));
        gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (found->pdata[i])), p.y - 12);
      }
  wait_drawn (prefs);
}

static void
test_preferences (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", NULL);
  GtkWidget *window = game_window (journal, NULL);
  GtkWidget *prefs = open_preferences_of (window);
  GtkWidget *group = find_named (prefs, "game-settings");
  AdwComboRow *u13, *c1;

  g_assert_nonnull (group);
  g_assert_true (has_label (prefs, "This Game: Rus"));
  g_assert_true (has_label (prefs, "U13: Losses per 2 points of CBT are"));
  g_assert_true (has_label (prefs, "Proposed default: Rounded down · PVP p.14"));
  g_assert_true (has_label (prefs, "Proposed default: The Lead’s +1 · BATTLE p.13"));
  u13 = ADW_COMBO_ROW (need (group, "u13_round_up"));
  c1 = ADW_COMBO_ROW (need (group, "c1_order"));
  g_assert_cmpuint (adw_combo_row_get_selected (u13), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (need (group, "u2_one_bonus"))), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (c1), ==, 0);
  scroll_prefs_to (prefs, group);
  native_screenshots (prefs, "rus-preferences");

  /* A choice is an action of the game's journal. */
  adw_combo_row_set_selected (u13, 1);
  g_assert_cmpuint (cas_journal_get_n_entries (journal), ==, 1);
  g_assert_cmpstr (cas_journal_get_text (journal, 0), ==, "setting u13_round_up yes");
  g_assert_true (state (journal)->settings.u13_round_up);
  adw_combo_row_set_selected (c1, 1);
  g_assert_cmpstr (cas_journal_get_text (journal, 1), ==, "setting c1_order black-death-p7");
  g_assert_cmpint (state (journal)->settings.c1_order, ==, CAS_RUS_TIES_BLACK_DEATH_P7);
  /* Undone in the window, the rows follow. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_false (state (journal)->settings.u13_round_up);
  g_assert_cmpuint (adw_combo_row_get_selected (u13), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (c1), ==, 0);
  gtk_window_close (GTK_WINDOW (prefs));
  ITERATE_UNTIL (find_toplevel (CAS_TYPE_PREFERENCES_WINDOW) == NULL);

  destroy_window (window);
}

/* issue 18 (rus-table): the readings U1, U10, U11, U17, U19 have rows too; U17 has three
 * values, recorded as words (`setting u17_two_player_switch gains`) [TWOP p.19]. */
static void
test_preferences_new_readings (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-2", NULL);
  GtkWidget *window = game_window (journal, NULL);
  GtkWidget *prefs = open_preferences_of (window);
  GtkWidget *group = find_named (prefs, "game-settings");
  AdwComboRow *u17, *u19;

  g_assert_nonnull (group);
  g_assert_true (has_label (prefs, "U1: The box’s 15 Towns, 10 Cities and 5 Fortresses are"));
  g_assert_true (has_label (prefs, "U10: Harvest conversions are"));
  g_assert_true (has_label (prefs, "U11: The Teutonic Invasion brings"));
  g_assert_true (has_label (prefs, "Proposed default: Table decides · TWOP p.19"));
  g_assert_true (has_label (prefs, "Proposed default: Any number · TRADE p.10"));
  u17 = ADW_COMBO_ROW (need (group, "u17_two_player_switch"));
  u19 = ADW_COMBO_ROW (need (group, "u19_lead_any_volume"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (u17)), ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (u17), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (u19), ==, 1);
  scroll_prefs_to (prefs, GTK_WIDGET (need (group, "u1_box_limits")));
  native_screenshots (prefs, "rus-preferences-new-readings");

  adw_combo_row_set_selected (u17, 2);
  g_assert_cmpstr (cas_journal_get_text (journal, 0), ==, "setting u17_two_player_switch gains");
  g_assert_cmpint (state (journal)->settings.u17_two_player_switch, ==, CAS_RUS_U17_GAINS);
  adw_combo_row_set_selected (u19, 0);
  g_assert_cmpstr (cas_journal_get_text (journal, 1), ==, "setting u19_lead_any_volume no");
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpuint (adw_combo_row_get_selected (u17), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (u19), ==, 1);
  gtk_window_close (GTK_WINDOW (prefs));
  ITERATE_UNTIL (find_toplevel (CAS_TYPE_PREFERENCES_WINDOW) == NULL);

  destroy_window (window);
}

/* issue 18 (rus-rules): the Politics cards' numbers have rows too, each 0, 1 or 2 tiles,
 * recorded as `setting famine 2` [POLITICS p.5]. */
static void
test_preferences_politics_cards (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", NULL);
  GtkWidget *window = game_window (journal, NULL);
  GtkWidget *prefs = open_preferences_of (window);
  GtkWidget *group = find_named (prefs, "game-settings");
  AdwComboRow *famine, *winter;

  g_assert_nonnull (group);
  g_assert_true (has_label (prefs, "Good Harvest: extra tiles of each Basic type harvested"));
  g_assert_true (has_label (prefs, "Harsh Winter: extra upkeep on each City and Fortress"));
  g_assert_true (has_label (prefs, "Famine: fewer Grain harvested"));
  g_assert_true (has_label (prefs, "Proposed default: 1 tile · POLITICS p.5, MAINT p.11"));
  famine = ADW_COMBO_ROW (need (group, "famine"));
  winter = ADW_COMBO_ROW (need (group, "harsh_winter"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (famine)), ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (famine), ==, 1);
  scroll_prefs_to (prefs, GTK_WIDGET (need (group, "good_harvest")));
  native_screenshots (prefs, "rus-preferences-politics-cards");

  adw_combo_row_set_selected (famine, 2);
  g_assert_cmpstr (cas_journal_get_text (journal, 0), ==, "setting famine 2");
  g_assert_cmpint (state (journal)->settings.famine, ==, 2);
  adw_combo_row_set_selected (winter, 0);
  g_assert_cmpstr (cas_journal_get_text (journal, 1), ==, "setting harsh_winter 0");
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpuint (adw_combo_row_get_selected (famine), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (winter), ==, 1);
  gtk_window_close (GTK_WINDOW (prefs));
  ITERATE_UNTIL (find_toplevel (CAS_TYPE_PREFERENCES_WINDOW) == NULL);

  destroy_window (window);
}

/* The Diplomacy dialog in the Diplomacy round says what the round's lines break
 * [DIPLO p.7; ENVOY p.7; ALLY p.7]. */
static void
test_diplomacy_round (void)
{
  static const char *const actions[] = { "round 2", "envoy bulgars china yes", "ally bulgars lithuanians yes", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", actions);
  GtkWidget *window, *page, *dialog;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "kingdoms");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (page, "kingdom-bulgars")), TRUE);
  wait_drawn (window);
  click (find_one (need (page, "diplomacy-bulgars"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-diplomacy-dialog");
  g_assert_true (shows (dialog, "Bulgars this Diplomacy round: Envoy moves 1, alliance changes 1"));
  g_assert_true (shows (dialog, "Bulgars both moved an Envoy and changed an alliance this round: one or the other"));
  g_assert_true (shows (dialog, "This round’s changes go beyond the limits: see below"));
  scroll_page_to (dialog, dialog, find_label_full (dialog, "Bulgars both moved", LABEL_CONTAINS));
  native_screenshots (dialog, "rus-mapform-diplomacy-round");
  /* Undo takes the alliance back: within the limits again. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  for (int i = 0; i < 1000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  wait_drawn (dialog);
  g_assert_false (shows (dialog, "one or the other"));
  g_assert_true (shows (dialog, "Nothing the rules forbid"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  if (ui_test_init (&argc, &argv, "/ui/rus-mapform/no-display"))
    {
      g_test_add_func ("/ui/rus-mapform/marks", test_marks);
      g_test_add_func ("/ui/rus-mapform/preferences", test_preferences);
      g_test_add_func ("/ui/rus-mapform/preferences-new-readings", test_preferences_new_readings);
      g_test_add_func ("/ui/rus-mapform/diplomacy-round", test_diplomacy_round);
      g_test_add_func ("/ui/rus-mapform/preferences-politics-cards", test_preferences_politics_cards);
    }
  return g_test_run ();
}
