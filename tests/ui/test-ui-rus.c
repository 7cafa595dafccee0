/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-rus.c: a game of Rus in the real window (issue 18): the picker sets up a
 * 3-player game; the Kingdoms, Turn, Battle and Map Data pages show it and record their
 * changes through the journal (undo, the Log); the shared Log and Rules pages serve it; a
 * saved Rus game opens from its file; a window goes from Nevsky to Rus and back. Light and
 * dark screenshots of every page at 1280x800. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calc-dialog.h"
#include "cas-dice-roller.h"
#include "cas-log-view.h"
#include "cas-page.h"
#include "cas-rules-view.h"
#include "cas-scenario-picker.h"
#include "cas-table-view.h"
#include "cas-window.h"
#include "rus/cas-rus-pages.h"
#include "ui-test-util.h"

/* Player 1 Bulgars, 2 Lithuanians, 3 Khazars; the six picks made, the Politics round. */
static const char *const table_actions[] = {
  "pick 1 harvest", "pick 2 campaign", "pick 3 politics", "pick 1 construction", "pick 2 trade",
  "pick 3 recruitment", "resource bulgars grain +2", "terrain bulgar arable", "round next", NULL,
};

static CasJournal *
rus_game (const char *setup, const char *const *actions)
{
  return new_game_of ("rus", setup, actions);
}

static const CasRusState *
state (CasJournal *journal)
{
  return cas_rus_table_state (cas_journal_get_table (journal));
}

static void
show (GtkWidget *window, const char *page)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string (page));
  wait_drawn (window);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (find_one (window, ADW_TYPE_VIEW_STACK))), ==,
                   page);
}

/* PAGE's view scrolled to the end, for a screenshot of what is below the fold. */
static void
scroll_to_end (GtkWidget *window, GtkWidget *page)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  GtkAdjustment *adj;

  find_all (page, GTK_TYPE_SCROLLED_WINDOW, found);   /* the page's own comes first */
  g_assert_cmpuint (found->len, >, 0);
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (found->pdata[0]));
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  wait_drawn (window);
}

/* The page table of Rus: its four pages, then the shared Log and Rules. */
static void
test_table (void)
{
  static const char *const names[] = { "kingdoms", "turn", "battle", "map", "log", "rules" };
  guint n = 0;
  g_autoptr(GError) error = NULL;
  const CasPageInfo *pages = cas_pages_for ("rus", &n, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpstr (pages[i].name, ==, names[i]);
      g_assert_true (g_type_is_a (pages[i].get_type (), CAS_TYPE_PAGE));
    }
  g_assert_true (pages[4].get_type () == CAS_TYPE_LOG_VIEW);
  g_assert_true (pages[5].get_type () == CAS_TYPE_RULES_VIEW);
  g_assert_true (cas_family_ui_for ("rus") == &cas_rus_family_ui);
  g_assert_null (cas_family_ui_for ("test"));
}

/* The picker's Rus group: a variant, a player count, and the row that starts the game. */
static void
test_picker (void)
{
  g_autoptr(GtkWidget) window = NULL;
  GtkWidget *picker, *group, *start;
  CasJournal *journal;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = g_object_ref (GTK_WIDGET (cas_window_new (GTK_APPLICATION (app))));
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (window);
  picker = find_one (window, CAS_TYPE_SCENARIO_PICKER);
  group = need (picker, "rus");
  g_assert_true (has_label (group, "Rus"));
  g_assert_false (has_label (group, "This game cannot be opened"));
  g_assert_true (has_label (group, "Variant"));
  g_assert_true (has_label (group, "Players"));
  start = need (group, "rus-start");
  g_assert_true (has_label (start, "Standard game, 3 players"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (group, "rus-variant")), CAS_RUS_LONG);
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (group, "rus-players")), 4 - CAS_RUS_MIN_PLAYERS);
  g_assert_true (has_label (start, "Long game, 4 players"));
  g_assert_true (has_label (group, "Nine Politics cards, the Black Death among the last four"));
  gtk_widget_grab_focus (start);
  screenshots (window, "rus-picker");

  /* Back to the standard 3-player game, which the row sets up. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (group, "rus-variant")), CAS_RUS_STANDARD);
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (group, "rus-players")), 3 - CAS_RUS_MIN_PLAYERS);
  g_signal_emit_by_name (gtk_widget_get_parent (start), "row-activated", start);
  journal = cas_window_get_journal (CAS_WINDOW (window));
  g_assert_nonnull (journal);
  g_assert_cmpstr (cas_journal_get_scenario_id (journal), ==, "standard-3");
  g_assert_cmpint (state (journal)->n_players, ==, 3);
  ITERATE_UNTIL (!gtk_widget_get_mapped (picker));
  wait_drawn (window);
  /* The first page, the title, no dice in a game without dice. */
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_RUS_KINGDOMS_PAGE), ==, 1);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Standard game, 3 players — Castellan");
  g_assert_false (gtk_widget_get_visible (find_one (window, CAS_TYPE_DICE_ROLLER)));
  /* Before the first pick the players choose their starting Kingdoms [SETUP p.2]:
   * player 1 takes the Rus; the table is set up again for that choice. */
  {
    GtkWidget *page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
    g_assert_true (shows (page, "Starting Kingdoms"));
    screenshots (window, "rus-kingdoms-start");
    adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "start-1")), CAS_RUS_RUS);
    g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==,
                     "kingdoms rus lithuanians khazars");
    g_assert_cmpint (state (journal)->players[0].kingdom, ==, CAS_RUS_RUS);
    g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].status, ==, CAS_RUS_NEUTRAL);
    settle_pending (window);
    g_assert_true (shows (page, "Player 1 · Rus"));
    /* Player 2 takes the Rus in turn: player 1 gets the Lithuanians. */
    adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "start-2")), CAS_RUS_RUS);
    g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==,
                     "kingdoms lithuanians rus khazars");
    settle_pending (window);
  }
  /* Nevsky's pages are not there; a name the family has not does nothing. */
  g_assert_null (cas_window_get_page (CAS_WINDOW (window), "table"));
  g_assert_null (cas_window_get_page (CAS_WINDOW (window), "plan"));
  destroy_window (window);
  g_object_unref (window);
  window = NULL;
}

/* The Kingdoms page: players with their VP and ledger, the Kingdoms in play, and a + that
 * records an action the Log shows and Undo takes back. */
static void
test_kingdoms (void)
{
  g_autoptr(CasJournal) journal = rus_game ("standard-3", table_actions);
  GtkWidget *window, *page, *row, *plus;
  guint n = cas_journal_get_n_done (journal);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "kingdoms");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  g_assert_true (CAS_IS_RUS_KINGDOMS_PAGE (page));
  g_assert_true (shows (page, "Player 1 · Bulgars"));
  g_assert_true (shows (page, "Player 3 · Khazars"));
  g_assert_true (shows (page, "Lithuanians"));
  g_assert_true (shows (page, "Not in play yet"));
  /* Player 3's Khazars hold Saray with a Town: 1 VP [VP p.17]. */
  row = need (page, "player-3");
  g_assert_true (has_label (row, "1 VP"));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  row = need (page, "kingdom-bulgars");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  wait_drawn (window);
  g_assert_true (shows (row, "Grain"));
  g_assert_true (shows (row, "VP p.17"));     /* the ledger's rule links */
  screenshots (window, "rus-kingdoms");
  scroll_to_end (window, page);
  screenshots (window, "rus-kingdoms-end");

  /* One more Grain for the Bulgars: an action of the journal, in the Log, undone. */
  find_all (row, GTK_TYPE_BUTTON, buttons);
  plus = NULL;
  for (guint i = 0; i < buttons->len && plus == NULL; i++)
    if (g_strcmp0 (g_object_get_data (buttons->pdata[i], "cas-rus-action"), "resource bulgars grain +1") == 0)
      plus = buttons->pdata[i];
  g_assert_nonnull (plus);
  click (plus);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n + 1);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_GRAIN], ==, 3);
  g_assert_cmpstr (cas_journal_get_text (journal, n), ==, "resource bulgars grain +1");
  settle_pending (window);
  /* The expander stays open across the refresh. */
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (need (page, "kingdom-bulgars"))));
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_GRAIN], ==, 2);
  settle_pending (window);

  /* Bulgar's Town made a City from its menu [BUILD p.11]. */
  {
    GtkWidget *bulgar = need (need (page, "kingdom-bulgars"), "bulgar");
    gtk_drop_down_set_selected (GTK_DROP_DOWN (find_one (bulgar, GTK_TYPE_DROP_DOWN)), CAS_RUS_CITY);
    g_assert_cmpint (state (journal)->areas[cas_rus_area_from_id ("bulgar")].settlement, ==, CAS_RUS_CITY);
    g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==, "settlement bulgar city");
    settle_pending (window);
    g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
    settle_pending (window);
  }

  /* The Log lists the Rus actions in words; its Markdown has the Rus sections. */
  show (window, "log");
  g_assert_true (shows (cas_window_get_page (CAS_WINDOW (window), "log"), "Player 1 picks Harvest (pick 1)"));
  screenshots (window, "rus-log");
  {
    g_autofree char *md = cas_log_markdown (journal);
    g_assert_nonnull (strstr (md, "# Rus: Standard game, 3 players\n"));
    g_assert_nonnull (strstr (md, "- Player 3: Khazars\n"));
    g_assert_nonnull (strstr (md, "Turn 1, Politics."));
    g_assert_nonnull (strstr (md, "1. Player 1 picks Harvest (pick 1) — `pick 1 harvest`\n"));
    g_assert_nonnull (strstr (md, "## Victory Points\n\n- **Player 1: 0 VP**\n"));
    g_assert_nonnull (strstr (md, "(VP p.17"));
  }

  /* The Rules page opens Rus's index. */
  show (window, "rules");
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-rule", g_variant_new_string ("CHOOSE p.4"));
  wait_drawn (window);
  g_assert_true (shows (cas_window_get_page (CAS_WINDOW (window), "rules"), "Choosing Action Cards"));
  screenshots (window, "rus-rules");

  /* The Levy & Campaign calculator dialog is not for a game of Rus: win.calculate does
   * nothing (before, it opened the dialog on a game it cannot read). */
  g_action_group_activate_action (G_ACTION_GROUP (window), "calculate", g_variant_new_string ("supply:hermann"));
  wait_drawn (window);
  g_assert_null (find_toplevel (CAS_TYPE_CALC_DIALOG));
  destroy_window (window);
}

/* The Turn page: turn and round, the pick order, the nine cards with their pickers, the
 * rounds with their Lead; Next Round and a pick menu record actions. */
static void
test_turn (void)
{
  g_autoptr(CasJournal) journal = rus_game ("standard-3", table_actions);
  GtkWidget *window, *page, *row;
  GtkDropDown *dropdown;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "turn");
  page = cas_window_get_page (CAS_WINDOW (window), "turn");
  g_assert_true (CAS_IS_RUS_TURN_PAGE (page));
  g_assert_true (has_label (need (page, "rus-turn"), "1"));
  g_assert_true (has_label (need (page, "rus-round"), "Politics"));
  g_assert_true (shows (page, "Pick Order"));
  g_assert_true (shows (page, "Lead: Player 2"));      /* Campaign, picked by player 2 */
  g_assert_true (shows (page, "CHOOSE p.4"));
  row = need (page, "action-harvest");
  g_assert_true (has_label (row, "Pick 1"));
  screenshots (window, "rus-turn");
  scroll_page_to (window, page, row);
  screenshots (window, "rus-turn-cards");
  scroll_to_end (window, page);
  screenshots (window, "rus-turn-end");

  click_named (page, "rus-next-round");
  g_assert_cmpint (state (journal)->round, ==, CAS_RUS_HARVEST + 1);
  settle_pending (window);
  g_assert_true (has_label (need (page, "rus-round"), "Harvest"));
  /* Trade taken back (a seventh pick cannot exist [CHOOSE p.4]: the journal refuses it),
   * then Culture & Technology picked by player 1, from their menus. */
  dropdown = GTK_DROP_DOWN (find_one (need (page, "action-culture"), GTK_TYPE_DROP_DOWN));
  gtk_drop_down_set_selected (dropdown, 1);
  g_assert_cmpint (state (journal)->track.picker[CAS_RUS_CULTURE], ==, -1);
  settle_pending (window);
  dropdown = GTK_DROP_DOWN (find_one (need (page, "action-trade"), GTK_TYPE_DROP_DOWN));
  gtk_drop_down_set_selected (dropdown, 0);
  g_assert_cmpint (state (journal)->track.picker[CAS_RUS_TRADE], ==, -1);
  g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==, "pick none trade");
  settle_pending (window);
  dropdown = GTK_DROP_DOWN (find_one (need (page, "action-culture"), GTK_TYPE_DROP_DOWN));
  gtk_drop_down_set_selected (dropdown, 1);
  g_assert_cmpint (state (journal)->track.picker[CAS_RUS_CULTURE], ==, 0);
  g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==, "pick 1 culture");
  settle_pending (window);
  destroy_window (window);
}

/* The Battle page: a neutral area (Kiev, the Rus with 3 armies and a Town) attacked by the
 * Khazars, then a player's (Latvia) with Tactics; the result recorded. */
static void
test_battle (void)
{
  g_autoptr(CasJournal) journal = rus_game ("standard-3", table_actions);
  GtkWidget *window, *page;
  int kiev = cas_rus_area_from_id ("kiev");
  int latvia = cas_rus_area_from_id ("latvia");

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "battle");
  page = cas_window_get_page (CAS_WINDOW (window), "battle");
  g_assert_true (CAS_IS_RUS_BATTLE_PAGE (page));
  cas_rus_battle_page_set (CAS_RUS_BATTLE_PAGE (page), latvia, CAS_RUS_BULGARS, 4, 1, 0);
  wait_drawn (window);
  g_assert_true (shows (page, "A battle against a player"));
  /* issue 18: the Tactics cards each side may reveal (the basic ones; no table card here) */
  g_assert_true (has_label_containing (need (page, "rus-attacker-cards"), "Frontal Assault, Stand/Siege, Flank Attack"));
  g_assert_true (shows (page, "PVP p.14"));
  screenshots (window, "rus-battle-player");

  cas_rus_battle_page_set (CAS_RUS_BATTLE_PAGE (page), kiev, CAS_RUS_KHAZARS, 6, 0, 0);
  wait_drawn (window);
  g_assert_true (shows (page, "An attack on a neutral area"));
  g_assert_true (shows (page, "NEUTRAL p.14"));
  g_assert_true (has_label (need (page, "rus-defender"), "Rus, 3 armies"));
  g_assert_true (has_label (need (page, "rus-legal"), "Yes"));
  g_assert_true (has_label (need (page, "rus-taken"), "Yes"));
  screenshots (window, "rus-battle");
  scroll_to_end (window, page);
  g_assert_true (shows (page, "Record the Result"));
  screenshots (window, "rus-battle-end");

  click_named (page, "rus-battle-record");
  g_assert_cmpint (state (journal)->areas[kiev].owner, ==, CAS_RUS_KHAZARS);
  g_assert_cmpint (state (journal)->areas[kiev].armies, >, 0);

  /* issue 18 (rus-table): an attack on an ally is flagged, the battle still computed
   * [ALLY p.7] */
  g_assert_null (find_named (page, "rus-forbidden"));
  g_assert_true (cas_journal_do (journal, "ally bulgars lithuanians yes", NULL));
  cas_rus_battle_page_set (CAS_RUS_BATTLE_PAGE (page), latvia, CAS_RUS_BULGARS, 4, 1, 0);
  wait_drawn (window);
  g_assert_true (has_label_containing (need (page, "rus-forbidden"), "Bulgars and Lithuanians are allies"));
  g_assert_true (has_label (need (page, "rus-legal"), "Yes"));
  screenshots (window, "rus-battle-forbidden");
  settle_pending (window);
  destroy_window (window);
}

/* The Map Data page: the game's areas with what is unknown, the form entering a new area
 * (name, terrain, printed VP, a neighbour from the list of the game's areas): the game's
 * cells through the journal, the rest into the map file. */
static void
test_map (void)
{
  g_autoptr(CasJournal) journal = rus_game ("standard-3", table_actions);
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(CasRusMap) map = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page;
  int n_areas = state (journal)->n_areas;
  int kiev = cas_rus_area_from_id ("kiev");

  g_unlink (path);
  cas_rus_page_map_changed ();
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "map");
  page = cas_window_get_page (CAS_WINDOW (window), "map");
  g_assert_true (CAS_IS_RUS_MAP_PAGE (page));
  g_assert_true (has_label (need (page, "bulgar"), "Arable · printed VP 0 · no neighbour entered · marks not entered"));
  g_assert_true (shows (page, "Terrain unknown"));
  g_assert_true (shows (page, "Not written yet: nothing has been entered"));
  screenshots (window, "rus-map");

  /* A new area: the next slot. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-map-area")), (guint) n_areas);
  gtk_editable_set_text (GTK_EDITABLE (need (page, "rus-map-name")), "Smolensk");
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-map-terrain")), CAS_RUS_FOREST);
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-map-vp")), 1 + 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_one (need (need (page, "rus-map-neighbours"), "neighbour-kiev"),
                                                       GTK_TYPE_DROP_DOWN)), 1);
  click_named (page, "rus-map-save");
  g_assert_cmpint (state (journal)->n_areas, ==, n_areas + 1);
  g_assert_cmpint (state (journal)->areas[n_areas].terrain, ==, CAS_RUS_FOREST);
  g_assert_cmpint (state (journal)->areas[n_areas].printed_vp, ==, 1);
  map = cas_rus_map_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cas_rus_map_name (map, n_areas), ==, "Smolensk");
  g_assert_cmpint (cas_rus_map_adjacent (map, n_areas, kiev), ==, CAS_RUS_YES);
  settle_pending (window);
  g_assert_true (shows (page, "Smolensk"));
  g_assert_true (has_label (need (page, "kiev"), "Terrain unknown · printed VP 2 · 1 neighbour entered · marks not entered"));
  screenshots (window, "rus-map-entered");

  /* Undo takes the game's cells back, an action at a time (printed, then terrain); the
   * map file keeps what the table read. */
  g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==, "printed area-23 1");
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpint (state (journal)->areas[n_areas].printed_vp, ==, -1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpint (state (journal)->n_areas, ==, n_areas);
  settle_pending (window);
  destroy_window (window);
  g_unlink (path);
  cas_rus_page_map_changed ();
}

/* A saved game of Rus opens from its file; the same window then opens Nevsky and Rus
 * again, its pages following the family. */
static void
test_open (void)
{
  g_autoptr(CasJournal) journal = rus_game ("learning-4", table_actions);
  g_autofree char *dir = g_dir_make_tmp ("castellan-rus-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "rus game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CasJournal) nevsky = new_game ("pleskau", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  GtkWidget *window;
  CasJournal *opened;

  data = cas_savefile_to_data (journal, &length);
  g_assert_true (g_file_set_contents (path, data, (gssize) length, &error));
  g_assert_no_error (error);

  window = game_window (nevsky, NULL);
  g_assert_nonnull (cas_window_get_page (CAS_WINDOW (window), "table"));
  cas_window_open_file (CAS_WINDOW (window), file);
  ITERATE_UNTIL (cas_window_get_journal (CAS_WINDOW (window)) != nevsky);
  opened = cas_window_get_journal (CAS_WINDOW (window));
  g_assert_cmpstr (cas_journal_get_scenario_id (opened), ==, "learning-4");
  g_assert_cmpuint (cas_journal_get_n_done (opened), ==, cas_journal_get_n_done (journal));
  wait_drawn (window);
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_RUS_KINGDOMS_PAGE), ==, 1);
  g_assert_null (cas_window_get_page (CAS_WINDOW (window), "table"));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Learning game, 4 players — Castellan");
  g_assert_true (shows (cas_window_get_page (CAS_WINDOW (window), "kingdoms"), "Player 4 · Rus"));

  cas_window_set_journal (CAS_WINDOW (window), nevsky, NULL);
  wait_drawn (window);
  g_assert_cmpuint (count_mapped (window, CAS_TYPE_TABLE_VIEW), ==, 1);
  g_assert_null (cas_window_get_page (CAS_WINDOW (window), "kingdoms"));
  destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* The picker's "Continue" row names an autosaved game of Rus (CasFamilyUi.summary, read
 * on a worker thread). */
static void
test_resume (void)
{
  g_autoptr(CasJournal) journal = rus_game ("learning-4", table_actions);
  g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
  g_autofree char *dir = g_path_get_dirname (autosave);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *picker;
  gsize length = 0;

  data = cas_savefile_to_data (journal, &length);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (autosave, data, (gssize) length, &error));
  g_assert_no_error (error);
  window = GTK_WIDGET (cas_window_new (GTK_APPLICATION (app)));
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (window);
  picker = find_one (window, CAS_TYPE_SCENARIO_PICKER);
  ITERATE_UNTIL (has_label_containing (picker, "Rus: Learning game, 4 players, Turn 1, Politics · 9 actions"));
  destroy_window (window);
  g_unlink (autosave);
}

int
main (int argc, char *argv[])
{
  if (ui_test_init (&argc, &argv, "/ui/rus/no-display"))
    {
      g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
      g_unlink (autosave);
      g_test_add_func ("/ui/rus/picker", test_picker);
      g_test_add_func ("/ui/rus/kingdoms", test_kingdoms);
      g_test_add_func ("/ui/rus/turn", test_turn);
      g_test_add_func ("/ui/rus/battle", test_battle);
      g_test_add_func ("/ui/rus/map", test_map);
      g_test_add_func ("/ui/rus/open", test_open);
      g_test_add_func ("/ui/rus/resume", test_resume);
    }
  g_test_add_func ("/ui/rus/table", test_table);
  return g_test_run ();
}
