/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-rus-edit.c: the Rus editors of the app (issue 18): on the Kingdoms page the
 * number of players, a player's seat (a swap), Kingdom and +1VP markers, a Kingdom switch
 * from its dialog [SWITCH p.5], a Kingdom's diplomacy (Ruler, Influence, allies, Envoys)
 * and its Culture & Technology in their dialogs, an army into a new area; on the Turn page
 * the tiles on the Action cards [CHOOSE p.4], the Politics deck [POLITICS p.5] and the
 * Black Death with its losses per deck recipe [BLACKDEATH p.7]; on the Map Data page
 * several neighbours entered at once; the trade charters entered in the Diplomacy dialog
 * (issue 18, saved in the charters file [TRADE p.10]); the Battle page's revealed cards and
 * Tactics form, annexing in the Diplomacy dialog (rus-app). Each change is a Rus action of the journal (Undo
 * takes it back); light and dark screenshots at 1280x800, the dialogs at their size. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-window.h"
#include "cas-rus-charters.h"
#include "cas-rus-ct.h"
#include "cas-rus-tactics.h"
#include "rus/cas-rus-pages.h"
#include "ui-test-util.h"

/* Player 1 Bulgars, 2 Lithuanians, 3 Khazars; the six picks made. */
static const char *const picks[] = {
  "pick 1 harvest", "pick 2 campaign", "pick 3 politics", "pick 1 construction", "pick 2 trade",
  "pick 3 recruitment", NULL,
};

static const CasRusState *
state (CasJournal *journal)
{
  return cas_rus_table_state (cas_journal_get_table (journal));
}

static const char *
last_text (CasJournal *journal)
{
  return cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1);
}

/* The button under ROOT that records ACTION (cas_rus_row_add_action). */
static GtkWidget *
action_button (GtkWidget *root, const char *action)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  find_all (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (g_object_get_data (buttons->pdata[i], "cas-rus-action"), action) == 0)
      return buttons->pdata[i];
  g_error ("no button records “%s”", action);
  return NULL;
}

static void
set_switch (GtkWidget *row, gboolean active)
{
  gtk_switch_set_active (GTK_SWITCH (find_one (row, GTK_TYPE_SWITCH)), active);
}

static GtkWidget *
open_kingdoms (CasJournal *journal, const char *expander)
{
  GtkWidget *window = game_window (journal, "kingdoms");
  GtkWidget *page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (page, expander)), TRUE);
  wait_drawn (window);
  return window;
}

/* The number of players, a seat swap, a player's Kingdom and markers [VP p.17]. */
static void
test_players (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  GtkWidget *window, *page;
  guint n = cas_journal_get_n_done (journal);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "player-1");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  g_assert_true (shows (page, "Number of players"));
  g_assert_true (shows (need (page, "player-1"), "Switch Kingdom"));

  /* Player 1 takes seat 2: player 2 gets seat 1, two lines of the journal. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "seat-1")), 1);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n + 2);
  g_assert_cmpstr (cas_journal_get_text (journal, n), ==, "seat 1 2");
  g_assert_cmpstr (cas_journal_get_text (journal, n + 1), ==, "seat 2 1");
  g_assert_cmpint (state (journal)->players[0].seat, ==, 1);
  g_assert_cmpint (state (journal)->players[1].seat, ==, 0);
  settle_pending (window);
  g_assert_true (shows (need (page, "player-1"), "Seat 2 clockwise"));

  /* A submission's +1VP marker [SUBMIT p.13]: 1 VP more. */
  click (action_button (need (page, "player-1"), "vp 1 submissions +1"));
  g_assert_cmpint (state (journal)->players[0].submissions, ==, 1);
  settle_pending (window);
  g_assert_true (has_label (need (page, "player-1"), "1 VP"));
  scroll_page_to (window, page, need (page, "player-1"));
  screenshots (window, "rus-edit-players");

  /* Player 1 plays the Rus: the Bulgars are left without a player. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "kingdom-1")), CAS_RUS_RUS + 1);
  g_assert_cmpstr (last_text (journal), ==, "plays 1 rus");
  g_assert_cmpint (state (journal)->players[0].kingdom, ==, CAS_RUS_RUS);
  g_assert_cmpint (cas_rus_kingdom_player (state (journal), CAS_RUS_BULGARS), ==, -1);
  settle_pending (window);
  g_assert_true (shows (page, "Player 1 · Rus"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpint (state (journal)->players[0].kingdom, ==, CAS_RUS_BULGARS);
  settle_pending (window);

  /* A fourth player joins. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-player-count")), 4 - CAS_RUS_MIN_PLAYERS);
  g_assert_cmpstr (last_text (journal), ==, "players 4");
  g_assert_cmpint (state (journal)->n_players, ==, 4);
  settle_pending (window);
  g_assert_nonnull (find_named (page, "player-4"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpint (state (journal)->n_players, ==, 3);
  settle_pending (window);
  destroy_window (window);
}

/* The Bulgars' diplomacy: a Ruler, an Influencer, an ally and an Envoy; Undo while the
 * dialog is open shows the table again [VASSAL p.15; INFLUENCE p.8; ALLY p.7; ENVOY p.7]. */
static void
test_diplomacy (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  GtkWidget *window, *page, *dialog;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "kingdom-bulgars");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  g_assert_true (shows (need (page, "diplomacy-bulgars"), "No Ruler · 0 allies · 0 Envoys"));
  click (find_one (need (page, "diplomacy-bulgars"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-diplomacy-dialog");
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_assert_true (shows (dialog, "ALLY p.7"));

  /* No Ruler, Lithuanians, Khazars...: the Khazars are third. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "rus-ruler")), 2);
  g_assert_cmpstr (last_text (journal), ==, "ruler bulgars khazars");
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].ruler, ==, CAS_RUS_KHAZARS);
  settle_pending (dialog);
  g_assert_true (shows (dialog, "Khazars"));
  set_switch (need (dialog, "ally-lithuanians"), TRUE);
  g_assert_cmpstr (last_text (journal), ==, "ally bulgars lithuanians yes");
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_LITHUANIANS].allies[CAS_RUS_BULGARS], ==, 1);
  settle_pending (dialog);
  set_switch (need (dialog, "envoy-china"), TRUE);
  g_assert_cmpstr (last_text (journal), ==, "envoy bulgars china yes");
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].envoys[CAS_RUS_CHINA], ==, 1);
  settle_pending (dialog);
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "rus-influence")), 2);
  g_assert_cmpstr (last_text (journal), ==, "influence bulgars 2");
  settle_pending (dialog);
  g_assert_true (has_label (need (dialog, "ally-lithuanians"), "Allied"));
  /* issue 18: the trade charters (none entered here): China hosts its Envoy now */
  g_assert_true (has_label (need (dialog, "charter-china"), "what it sells not entered · what it takes not entered"));
  g_assert_true (has_label (need (dialog, "charter-china"), "Charter not entered"));
  g_assert_true (has_label (need (dialog, "charter-europe"), "No Envoy there"));
  native_screenshots (dialog, "rus-edit-diplomacy");
  scroll_page_to (dialog, dialog, need (dialog, "rus-charters"));
  native_screenshots (dialog, "rus-edit-charters");

  /* Undo with the dialog open: its menu follows the table. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].influenced_by, ==, -1);
  settle_pending (dialog);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (need (dialog, "rus-influence"))), ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  settle_pending (window);
  g_assert_true (shows (need (page, "diplomacy-bulgars"), "Vassal of the Khazars · 1 ally · 1 Envoy"));
  screenshots (window, "rus-edit-kingdom");
  destroy_window (window);
}

/* The Bulgars' Culture & Technology: Metallurgy bought this turn, Orthodox, 1 C&T VP
 * [CT p.17; VP p.17]. */
static void
test_ct (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  GtkWidget *window, *page, *dialog;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "kingdom-bulgars");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  click (find_one (need (page, "ct-bulgars"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-ct-dialog");
  set_switch (need (dialog, "tech-metallurgy"), TRUE);
  g_assert_cmpstr (last_text (journal), ==, "tech bulgars metallurgy yes");
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].metallurgy_turn, ==, 1);
  settle_pending (dialog);
  g_assert_true (has_label (need (dialog, "tech-metallurgy"), "Bought in turn 1"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "rus-religion")), CAS_RUS_ORTHODOX);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].religion, ==, CAS_RUS_ORTHODOX);
  settle_pending (dialog);
  click (action_button (need (dialog, "rus-ct-vp"), "vp bulgars ct +1"));
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].ct_vp, ==, 1);
  settle_pending (dialog);
  native_screenshots (dialog, "rus-edit-ct");
  /* Switched off again: the ability is not held. */
  set_switch (need (dialog, "tech-metallurgy"), FALSE);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].metallurgy_turn, ==, 0);
  set_switch (need (dialog, "tech-metallurgy"), TRUE);
  gtk_window_destroy (GTK_WINDOW (dialog));
  settle_pending (window);
  g_assert_true (shows (need (page, "ct-bulgars"), "Metallurgy"));
  destroy_window (window);
}

/* Player 1 switches from the Bulgars to the Neutral Rus after two Politics cards: the
 * dialog shows the numbers and records the switch [SWITCH p.5]. */
static void
test_switch (void)
{
  static const char *const revealed[] = { "reveal good-harvest", "reveal famine", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *dialog;
  guint n;

  g_assert_true (cas_journal_do_many (journal, revealed, &error));
  n = cas_journal_get_n_done (journal);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "player-1");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  click (find_one (need (page, "switch-1"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-switch-dialog");
  /* The first Neutral Kingdom is offered: the Rus. */
  g_assert_true (has_label (need (dialog, "rus-switch-kingdom"), "Rus"));
  g_assert_true (has_label (need (dialog, "rus-switch-n"), "2"));
  g_assert_true (shows (dialog, "SWITCH p.5"));
  g_assert_true (shows (dialog, "plays 1 rus"));
  native_screenshots (dialog, "rus-edit-switch");
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  click_named (dialog, "rus-switch-apply");
  ITERATE_UNTIL (dialog == NULL);
  g_assert_cmpuint (cas_journal_get_n_done (journal), >, n);
  g_assert_cmpint (state (journal)->players[0].kingdom, ==, CAS_RUS_RUS);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_RUS].status, ==, CAS_RUS_ACTIVE);
  g_assert_cmpint (state (journal)->players[0].switches, ==, 1);
  settle_pending (window);
  g_assert_true (shows (page, "Player 1 · Rus"));
  destroy_window (window);
}

/* The board's marks where they matter (issue 18): Latvia on Europe's original border
 * gives the Lithuanians a border link in the VP ledger and in their C&T dialog [VP p.17];
 * Muscovy's card up and Vladimir-Suzdal marked M, the Switch dialog names the area that
 * rebels at its first emergence and those whose initial is not entered, and records the
 * flip first [SWITCH p.5; BOARD p.3]. */
static void
test_marks (void)
{
  static const char *const muscovy[] = { "reveal muscovy", "status muscovy emerging", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *dialog;
  int vs = cas_rus_area_from_id ("vladimir-suzdal");

  g_assert_true (cas_journal_do_many (journal, muscovy, &error));
  map->areas[cas_rus_area_from_id ("latvia")].borders[CAS_RUS_EUROPE] = CAS_RUS_YES;
  map->areas[vs].rebels_to[CAS_RUS_MUSCOVY - CAS_RUS_GOLDEN_HORDE] = CAS_RUS_YES;
  map->areas[cas_rus_area_from_id ("volga")].rebels_to[CAS_RUS_MUSCOVY - CAS_RUS_GOLDEN_HORDE] = CAS_RUS_NO;
  g_unlink (path);
  g_assert_true (cas_rus_map_save (map, path, NULL, &error));
  g_assert_no_error (error);
  cas_rus_page_map_changed ();

  for (int dark = 0; dark < 2; dark++)
    {
      set_scheme (dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = open_kingdoms (journal, "player-2");
      page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
      g_assert_true (shows (need (page, "player-2"), "On the map Lithuanians borders Europe (Latvia) through its own land"));
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (page, "player-1")), TRUE);
      settle_pending (window);
      g_assert_true (shows (need (page, "player-1"), "Whether Bulgars borders these Foreign Powers is not entered on the map"));
      scroll_page_to (window, page, need (page, "player-2"));
      screenshot (window, dark ? "rus-marks-ledger-dark" : "rus-marks-ledger-light");

      click (find_one (need (page, "switch-1"), GTK_TYPE_BUTTON));
      dialog = dialog_named ("rus-switch-dialog");
      adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "rus-switch-kingdom")), 5);   /* Muscovy */
      settle_pending (dialog);
      g_assert_true (has_label (need (dialog, "rus-switch-kingdom"), "Muscovy"));
      g_assert_true (has_label_containing (need (dialog, "rus-switch-rebels"), "Vladimir-Suzdal (not entered for 20 areas)"));
      g_assert_true (shows (dialog, "Vladimir-Suzdal rebels from Slavs"));
      g_assert_true (shows (dialog, "owner vladimir-suzdal muscovy"));
      save_screenshot (dialog, NULL, dark ? "rus-marks-switch-dark" : "rus-marks-switch-light");
      if (dark)
        {
          g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
          click_named (dialog, "rus-switch-apply");
          ITERATE_UNTIL (dialog == NULL);
          g_assert_cmpint (state (journal)->areas[vs].owner, ==, CAS_RUS_MUSCOVY);
          g_assert_cmpint (state (journal)->players[0].kingdom, ==, CAS_RUS_MUSCOVY);
        }
      else
        gtk_window_destroy (GTK_WINDOW (dialog));
      settle_pending (window);
      destroy_window (window);
    }

  /* The Lithuanians' C&T dialog: the bordering VP row says what the map shows. */
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "kingdom-lithuanians");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  click (find_one (need (page, "ct-lithuanians"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-ct-dialog");
  g_assert_true (has_label (need (dialog, "rus-border-vp"), "Objectives met on its Kingdom card; the map shows a border link"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
  g_unlink (path);
  cas_rus_page_map_changed ();
}

/* The C&T tree in the Bulgars' C&T dialog (issue 18): Metallurgy entered (1 Ore, NEEDS
 * Mining) may be bought with Money for the Ore, and Buy records the purchase and its
 * payment [CT p.17; COMMOD p.10]; abilities not entered say so; the form writes a fact
 * of the Academy into the C&T file. */
static void
test_ct_tree (void)
{
  static const char *const held[] = { "tech bulgars mining yes turn 1", "resource bulgars money 1", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  g_autofree char *path = cas_rus_ct_default_path ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *dialog, *row;
  CasRusCtTree t;
  const char *const metallurgy[][2] = { { "cost", "ore" }, { "needs", "mining" }, { "settlement", "none" }, { "vp", "0" },
                                         { "limit", "8" } };
  guint n;

  g_assert_true (cas_journal_do_many (journal, held, &error));
  cas_rus_ct_init (&t);
  for (guint i = 0; i < G_N_ELEMENTS (metallurgy); i++)
    g_assert_true (cas_rus_ct_set_words (&t, CAS_RUS_METALLURGY, metallurgy[i], 2, NULL));
  g_unlink (path);
  g_assert_true (cas_rus_ct_save (&t, path, NULL, &error));
  g_assert_no_error (error);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "kingdom-bulgars");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  click (find_one (need (page, "ct-bulgars"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-ct-dialog");
  settle_pending (dialog);
  row = need (dialog, "ct-option-metallurgy");
  g_assert_true (has_label (row, "May be bought now · 1 Ore"));
  g_assert_true (has_label (need (dialog, "ct-option-academy"), "Not entered in the C&T file"));
  g_assert_true (shows (need (dialog, "rus-ct-why"), "Metallurgy: may be bought for 1 Ore"));
  scroll_page_to (dialog, dialog, need (dialog, "rus-ct-options"));
  native_screenshots (dialog, "rus-ct-options");

  /* Buy: the ability and its payment, each a line of the journal. */
  n = cas_journal_get_n_done (journal);
  click (action_button (row, "tech bulgars metallurgy yes\nresource bulgars money -1"));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n + 2);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].metallurgy_turn, ==, 1);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_MONEY], ==, 0);
  settle_pending (dialog);
  g_assert_null (find_named (dialog, "ct-option-metallurgy"));   /* held now */

  /* The form: the Academy's VP and cost into the file. */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (dialog, "ct-tree-academy")), TRUE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "ct-academy-vp")), 2);
  settle_pending (dialog);
  gtk_editable_set_text (GTK_EDITABLE (need (dialog, "ct-academy-cost")), "timber:2,paper");
  g_signal_emit_by_name (need (dialog, "ct-academy-cost"), "apply");
  settle_pending (dialog);
  g_assert_true (cas_rus_ct_load (&t, path, &error));
  g_assert_cmpint (t.items[cas_rus_ability_from_id ("academy")].vp, ==, 1);
  g_assert_cmpint (t.items[cas_rus_ability_from_id ("academy")].cost[CAS_RUS_TIMBER], ==, 2);
  g_assert_cmpint (t.items[cas_rus_ability_from_id ("academy")].cost[CAS_RUS_PAPER], ==, 1);
  g_assert_true (shows (need (dialog, "ct-tree-academy"), "costs 2 Timber, 1 Paper"));
  /* Agriculture's Harvest extra [HARVEST p.9] */
  gtk_editable_set_text (GTK_EDITABLE (need (dialog, "ct-agriculture-harvest")), "grain:1");
  g_signal_emit_by_name (need (dialog, "ct-agriculture-harvest"), "apply");
  settle_pending (dialog);
  g_assert_true (cas_rus_ct_load (&t, path, &error));
  g_assert_true (t.items[CAS_RUS_AGRICULTURE].harvest_known);
  g_assert_cmpint (t.items[CAS_RUS_AGRICULTURE].harvest[CAS_RUS_GRAIN], ==, 1);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (dialog, "ct-tree-academy")), TRUE);
  settle_pending (dialog);
  scroll_page_to (dialog, dialog, need (dialog, "ct-tree-academy"));
  native_screenshots (dialog, "rus-ct-tree");
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
  g_unlink (path);
}

/* The religions in the C&T tree (rus-rel) [CT p.17; MISSION p.7; BATTLE p.13]: Catholic
 * entered (1 Ore, no NEED, +1 invading an Orthodox Kingdom) is offered in the Bulgars'
 * C&T dialog with a Buy button that records `religion bulgars catholic` and the Ore; the
 * form of Orthodox takes its CBT modifiers in the words of `ct set` and saves them. */
static void
test_ct_religion (void)
{
  static const char *const ore[] = { "resource bulgars ore 1", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  g_autofree char *path = cas_rus_ct_default_path ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *dialog, *row;
  CasRusCtTree t;
  const char *const catholic[][2] = { { "cost", "ore" }, { "needs", "none" }, { "settlement", "none" }, { "vp", "0" },
                                       { "limit", "8" }, { "cbt", "invading:orthodox:+1" } };
  guint n;

  g_assert_true (cas_journal_do_many (journal, ore, &error));
  cas_rus_ct_init (&t);
  for (guint i = 0; i < G_N_ELEMENTS (catholic); i++)
    g_assert_true (cas_rus_ct_set_words (&t, CAS_RUS_CT_CATHOLIC, catholic[i], 2, NULL));
  g_unlink (path);
  g_assert_true (cas_rus_ct_save (&t, path, NULL, &error));
  g_assert_no_error (error);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "kingdom-bulgars");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  click (find_one (need (page, "ct-bulgars"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-ct-dialog");
  settle_pending (dialog);
  row = need (dialog, "ct-option-catholic");
  g_assert_true (has_label (row, "Catholic"));
  g_assert_true (has_label (row, "May be bought now · 1 Ore"));
  g_assert_true (has_label (need (dialog, "ct-option-orthodox"), "Not entered in the C&T file"));
  g_assert_true (shows (need (dialog, "rus-ct-why"), "Catholic: may be bought for 1 Ore"));
  scroll_page_to (dialog, dialog, need (dialog, "rus-ct-options"));
  native_screenshots (dialog, "rus-ct-religion-options");

  n = cas_journal_get_n_done (journal);
  click (action_button (row, "religion bulgars catholic\nresource bulgars ore -1"));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n + 2);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].religion, ==, CAS_RUS_CATHOLIC);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_ORE], ==, 0);
  settle_pending (dialog);
  g_assert_null (find_named (dialog, "ct-option-catholic"));   /* held now */
  /* Orthodox now: not now, it is Catholic already */
  g_assert_true (has_label (need (dialog, "ct-option-orthodox"), "Not now"));

  /* The form: Orthodox's CBT modifiers into the file. */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (dialog, "ct-tree-orthodox")), TRUE);
  settle_pending (dialog);
  gtk_editable_set_text (GTK_EDITABLE (need (dialog, "ct-orthodox-cbt")), "defending:catholic:+2");
  g_signal_emit_by_name (need (dialog, "ct-orthodox-cbt"), "apply");
  settle_pending (dialog);
  g_assert_true (cas_rus_ct_load (&t, path, &error));
  g_assert_true (t.items[CAS_RUS_CT_ORTHODOX].cbt_known);
  g_assert_cmpint (t.items[CAS_RUS_CT_ORTHODOX].cbt[CAS_RUS_CBT_DEFENDING][CAS_RUS_CATHOLIC], ==, 2);
  g_assert_true (shows (need (dialog, "ct-tree-orthodox"), "CBT +2 defending against a Catholic Kingdom"));
  g_assert_null (find_named (dialog, "ct-orthodox-harvest"));   /* a religion has no Harvest extra */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (dialog, "ct-tree-orthodox")), TRUE);
  settle_pending (dialog);
  scroll_page_to (dialog, dialog, need (dialog, "ct-tree-orthodox"));
  native_screenshots (dialog, "rus-ct-religion-form");
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
  g_unlink (path);
}

/* The trade charters entered in the Diplomacy dialog (issue 18): China's charter typed
 * into its form is saved in the charters file as `castellan-cli charter set` does, and
 * what the Bulgars may buy there follows at once; a word that is no resource is refused
 * with a toast and changes nothing [TRADE p.10; ENVOY p.7]. */
static void
test_charter_form (void)
{
  static const char *const setup[] = { "envoy bulgars china yes", "resource bulgars timber 2", "resource bulgars ore 0", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  g_autofree char *path = cas_rus_charters_default_path ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *dialog, *row;
  CasRusCharters c;
  guint n;

  g_assert_true (cas_journal_do_many (journal, setup, &error));
  g_unlink (path);
  n = cas_journal_get_n_done (journal);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "kingdom-bulgars");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  click (find_one (need (page, "diplomacy-bulgars"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-diplomacy-dialog");
  settle_pending (dialog);
  g_assert_true (has_label (need (dialog, "charter-china"), "Charter not entered"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (need (dialog, "charter-china-sells"))), ==, "");

  /* What China sells, at what price: saved, shown, and still not all entered */
  gtk_editable_set_text (GTK_EDITABLE (need (dialog, "charter-china-sells")), "grain:2,cloth:3");
  g_signal_emit_by_name (need (dialog, "charter-china-sells"), "apply");
  settle_pending (dialog);
  g_assert_true (cas_rus_charters_load (&c, path, &error));
  g_assert_no_error (error);
  g_assert_true (c.powers[CAS_RUS_CHINA].sells_known);
  g_assert_cmpint (c.powers[CAS_RUS_CHINA].price[CAS_RUS_GRAIN], ==, 2);
  g_assert_cmpint (c.powers[CAS_RUS_CHINA].price[CAS_RUS_CLOTH], ==, 3);
  g_assert_false (c.powers[CAS_RUS_CHINA].wants_known);
  g_assert_true (has_label (need (dialog, "charter-china"), "Charter not entered"));

  /* What it takes: 2 Timber buy 1 Grain at 2 a piece */
  gtk_editable_set_text (GTK_EDITABLE (need (dialog, "charter-china-wants")), "ore,timber");
  g_signal_emit_by_name (need (dialog, "charter-china-wants"), "apply");
  settle_pending (dialog);
  g_assert_true (cas_rus_charters_load (&c, path, &error));
  g_assert_true (c.powers[CAS_RUS_CHINA].wants[CAS_RUS_ORE]);
  g_assert_true (c.powers[CAS_RUS_CHINA].wants[CAS_RUS_TIMBER]);
  g_assert_false (c.powers[CAS_RUS_CHINA].wants[CAS_RUS_GRAIN]);
  row = need (dialog, "charter-china");
  g_assert_true (has_label (row, "sells 1 Grain for 2, 1 Cloth for 3 · takes Timber, Ore"));
  g_assert_true (has_label (row, "Buys up to 1 Grain"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (need (dialog, "charter-china-sells"))), ==, "grain:2,cloth:3");
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n);   /* the file only, not the game */

  /* Europe sells nothing it has a word for: refused, nothing changed */
  gtk_editable_set_text (GTK_EDITABLE (need (dialog, "charter-europe-sells")), "gold:2");
  g_signal_emit_by_name (need (dialog, "charter-europe-sells"), "apply");
  settle_pending (dialog);
  g_assert_true (cas_rus_charters_load (&c, path, &error));
  g_assert_false (c.powers[CAS_RUS_EUROPE].sells_known);

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (dialog, "charter-china")), TRUE);
  settle_pending (dialog);
  scroll_page_to (dialog, dialog, need (dialog, "charter-china"));
  native_screenshots (dialog, "rus-charter-form");
  screenshots (window, "rus-charter-form-window");
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
  g_unlink (path);
}

/* An army of the Bulgars into an area that is not their land: it becomes theirs. */
static void
test_add_area (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  GtkWidget *window, *page, *row;
  const int *areas;
  int area = -1, n;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "kingdom-bulgars");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  row = need (page, "add-area-bulgars");
  areas = g_object_get_data (G_OBJECT (row), "cas-areas");
  n = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-n"));
  /* The first area that is nobody's land. */
  for (int i = 0; i < n && area < 0; i++)
    if (state (journal)->areas[areas[i]].owner < 0)
      {
        area = areas[i];
        adw_combo_row_set_selected (ADW_COMBO_ROW (row), (guint) i);
      }
  g_assert_cmpint (area, >=, 0);
  click_named (row, "add-area");
  g_assert_cmpint (state (journal)->areas[area].owner, ==, CAS_RUS_BULGARS);
  g_assert_cmpint (state (journal)->areas[area].armies, ==, 1);
  settle_pending (window);
  /* Into the Lithuanians' Lithuania: refused while their armies stand there. */
  {
    int lithuania = cas_rus_area_from_id ("lithuania");
    g_autofree char *text = g_strdup_printf ("armies lithuania bulgars +1");
    g_assert_false (cas_rus_page_do (CAS_RUS_PAGE (page), "%s", text));
    g_assert_cmpint (state (journal)->areas[lithuania].owner, ==, CAS_RUS_LITHUANIANS);
    settle_pending (window);
  }
  {
    g_autofree char *id = cas_rus_area_id (area);
    g_assert_nonnull (find_named (need (page, "kingdom-bulgars"), id));
  }
  destroy_window (window);
}

/* The Turn page: the tiles on the cards, the button that takes and lays them and begins
 * the rounds [CHOOSE p.4]; the Politics deck; the Black Death and its recipes. */
static void
test_turn_sections (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  GtkWidget *window, *page;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "turn");
  page = cas_window_get_page (CAS_WINDOW (window), "turn");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (page, "rus-tiles-edit")), TRUE);
  wait_drawn (window);
  g_assert_true (shows (page, "Tiles on the Action Cards"));
  scroll_page_to (window, page, gtk_widget_get_ancestor (need (page, "rus-tiles-edit"), ADW_TYPE_PREFERENCES_GROUP));
  screenshots (window, "rus-edit-tiles");

  /* Take the tiles and begin: a Money tile on each of the three unpicked actions, the
   * first round (Politics). */
  click_named (page, "rus-tiles-record");
  g_assert_cmpint (state (journal)->round, ==, CAS_RUS_POLITICS + 1);
  g_assert_cmpint (state (journal)->track.money[CAS_RUS_DIPLOMACY], ==, 1);
  g_assert_cmpint (state (journal)->track.money[CAS_RUS_CULTURE], ==, 1);
  settle_pending (window);
  g_assert_null (find_named (page, "rus-tiles-record"));
  click (action_button (need (page, "tiles-diplomacy"), "tiles diplomacy money +1"));
  g_assert_cmpint (state (journal)->track.money[CAS_RUS_DIPLOMACY], ==, 2);
  settle_pending (window);
  g_assert_true (has_label (need (page, "rus-tiles-edit"), "4 Money, 0 Basic"));

  /* The Black Death revealed, then activated [POLITICS p.5]. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-reveal")), CAS_RUS_CARD_BLACK_DEATH);
  click_named (page, "rus-reveal-button");
  g_assert_cmpstr (last_text (journal), ==, "reveal black-death");
  g_assert_cmpint (state (journal)->politics.n_revealed, ==, 1);
  settle_pending (window);
  set_switch (need (page, "card-black-death"), TRUE);
  g_assert_cmpstr (last_text (journal), ==, "activate black-death yes");
  g_assert_cmpint (state (journal)->politics.activated_turn[0], ==, 1);
  settle_pending (window);
  g_assert_true (has_label (need (page, "card-black-death"), "Revealed in turn 1, activated in turn 1"));
  scroll_page_to (window, page, gtk_widget_get_ancestor (need (page, "rus-deck"), ADW_TYPE_PREFERENCES_GROUP));
  screenshots (window, "rus-edit-politics");

  /* One card revealed, the Black Death counted (setting U4): 1 piece each. The recipes:
   * standard 6, long 6 to 9, learning 5 [SETUP p.2; LONG p.19; LEARN p.18]. */
  g_assert_true (has_label (need (page, "rus-plague-losses"), "1"));
  g_assert_true (has_label (need (page, "plague-bulgars"), "1 of 5 pieces"));
  g_assert_null (find_named (page, "rus-plague-record"));   /* nobody wiped out: nothing to record */
  g_assert_true (has_label (need (page, "recipe-standard"), "6"));
  g_assert_true (has_label (need (page, "recipe-long"), "6–9"));
  g_assert_true (has_label (need (page, "recipe-learning"), "5"));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (page, "recipe-long")), TRUE);
  wait_drawn (window);
  g_assert_true (shows (need (page, "recipe-long"), "LONG p.19"));
  scroll_page_to (window, page, gtk_widget_get_ancestor (need (page, "rus-plague-losses"), ADW_TYPE_PREFERENCES_GROUP));
  screenshots (window, "rus-edit-black-death");

  /* Taken back: no card revealed. */
  click (action_button (need (page, "card-black-death"), "reveal black-death no"));
  g_assert_cmpint (state (journal)->politics.n_revealed, ==, 0);
  settle_pending (window);
  destroy_window (window);
}

/* The map form enters several neighbours of Kiev at once. */
static void
test_neighbours (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", picks);
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(CasRusMap) map = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *neighbours;
  int kiev = cas_rus_area_from_id ("kiev");
  int latvia = cas_rus_area_from_id ("latvia");
  int bulgar = cas_rus_area_from_id ("bulgar");
  int lithuania = cas_rus_area_from_id ("lithuania");

  g_unlink (path);
  cas_rus_page_map_changed ();
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "map");
  page = cas_window_get_page (CAS_WINDOW (window), "map");
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-map-area")), (guint) kiev);
  neighbours = need (page, "rus-map-neighbours");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (neighbours), TRUE);
  g_assert_null (find_named (neighbours, "neighbour-kiev"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_one (need (neighbours, "neighbour-latvia"), GTK_TYPE_DROP_DOWN)), 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_one (need (neighbours, "neighbour-lithuania"), GTK_TYPE_DROP_DOWN)), 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_one (need (neighbours, "neighbour-bulgar"), GTK_TYPE_DROP_DOWN)), 2);
  wait_drawn (window);
  g_assert_true (has_label (neighbours, "2 adjacent · 1 not adjacent · the others unknown"));
  scroll_page_to (window, page, need (page, "rus-map-area"));
  screenshots (window, "rus-edit-neighbours");
  click_named (page, "rus-map-save");
  map = cas_rus_map_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cas_rus_map_adjacent (map, kiev, latvia), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_adjacent (map, lithuania, kiev), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_adjacent (map, kiev, bulgar), ==, CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_adjacent (map, kiev, cas_rus_area_from_id ("volga")), ==, CAS_RUS_UNKNOWN);
  settle_pending (window);
  g_assert_true (has_label (need (page, "kiev"), "Terrain unknown · printed VP 2 · 2 neighbours entered · marks not entered"));
  /* The form, read again from the file, shows them. */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_one (need (need (page, "rus-map-neighbours"), "neighbour-bulgar"),
                                                                         GTK_TYPE_DROP_DOWN))), ==, 2);
  destroy_window (window);
  g_unlink (path);
  cas_rus_page_map_changed ();
}

/* ---- rus-app (issue 18): what only castellan-cli did before ----
 * On the Battle page each side picks the card it reveals from those it may reveal; the
 * page reads the Tactics file for the pair as `combat --cards` does (the typed modifier
 * where the file has no entry) and gives the Siege step [PVP p.14; SIEGE p.14]; its
 * "Tactics Cards…" dialog enters the pair's entries and names the table's cards in the
 * Tactics file the CLI reads. In a Kingdom's Diplomacy dialog the Diplomacy Lead's
 * annexing and Missionaries: each area next to its land with why, and a button recording
 * the proposed actions through the journal (Undo takes them back) [DIPLO p.7; ANNEX p.7;
 * MISSION p.7]. */

/* Types TEXT into the entry row NAME of ROOT and applies it (the row's apply button). */
static void
enter (GtkWidget *root, const char *name, const char *text)
{
  GtkWidget *row = need (root, name);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
}

/* Whether the menu row NAME of ROOT lists LABEL. */
static gboolean
menu_lists (GtkWidget *root, const char *name, const char *label)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (need (root, name)));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label) == 0)
      return TRUE;
  return FALSE;
}

/* The Bulgars (6 armies) attack Latvia, the Lithuanians' with 5 armies and a Town. */
static void
test_battle_cards (void)
{
  static const char *const setup[] = { "armies latvia lithuanians 5", "settlement latvia town", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", setup);
  g_autofree char *path = cas_rus_tactics_default_path ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *dialog;
  int latvia = cas_rus_area_from_id ("latvia");
  int card[2];
  CasRusTactics t;

  g_unlink (path);
  g_assert_cmpint (state (journal)->areas[latvia].owner, ==, CAS_RUS_LITHUANIANS);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "battle");
  page = cas_window_get_page (CAS_WINDOW (window), "battle");
  cas_rus_battle_page_set (CAS_RUS_BATTLE_PAGE (page), latvia, CAS_RUS_BULGARS, 6, 0, 0);
  wait_drawn (window);
  /* the cards each may reveal: the defender its Town's [SIEGE p.14], the invader not */
  g_assert_true (menu_lists (page, "rus-defender-card", "Town Barricades"));
  g_assert_false (menu_lists (page, "rus-attacker-card", "Town Barricades"));
  g_assert_true (menu_lists (page, "rus-attacker-card", "Stand/Siege"));
  g_assert_null (find_named (page, "rus-siege"));
  /* one it may not reveal is listed after them and flagged, never refused */
  g_assert_true (menu_lists (page, "rus-attacker-card", "Town Barricades (not among its cards)"));
  cas_rus_battle_page_set_cards (CAS_RUS_BATTLE_PAGE (page), CAS_RUS_TOWN_BARRICADES, -1);
  settle_pending (window);
  g_assert_nonnull (find_named (page, "rus-attacker-card-flag"));
  g_assert_true (shows (page, "Bulgars revealed Town Barricades, which is not among the Tactics cards it may reveal: flagged, the table decides"));
  g_assert_null (find_named (page, "rus-defender-card-flag"));

  /* Stand/Siege against Town Barricades: nothing in the file yet, the typed modifiers
   * (0) count and the Siege step follows */
  cas_rus_battle_page_set_cards (CAS_RUS_BATTLE_PAGE (page), CAS_RUS_STAND_SIEGE, CAS_RUS_TOWN_BARRICADES);
  settle_pending (window);
  cas_rus_battle_page_get_cards (CAS_RUS_BATTLE_PAGE (page), &card[0], &card[1]);
  g_assert_null (find_named (page, "rus-attacker-card-flag"));
  g_assert_cmpint (card[0], ==, CAS_RUS_STAND_SIEGE);
  g_assert_cmpint (card[1], ==, CAS_RUS_TOWN_BARRICADES);
  g_assert_true (shows (page, "Invader: Stand/Siege against Town Barricades is not in the Tactics file yet: the table reads it off the card and enters it once"));
  g_assert_nonnull (find_named (page, "rus-siege"));

  /* the dialog enters the pair's two entries in the Tactics file */
  click (find_one (need (page, "rus-tactics-cards"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-tactics-dialog");
  settle_pending (dialog);
  g_assert_true (shows (dialog, "Invader: Stand/Siege against Town Barricades"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (need (dialog, "tactics-attacker-entry"))), ==, "");
  enter (dialog, "tactics-attacker-entry", "+2");
  settle_pending (dialog);
  enter (dialog, "tactics-defender-entry", "-1");
  settle_pending (dialog);
  g_assert_true (cas_rus_tactics_load (&t, path, &error));
  g_assert_no_error (error);
  g_assert_true (t.known[CAS_RUS_STAND_SIEGE][CAS_RUS_TOWN_BARRICADES]);
  g_assert_cmpint (t.value[CAS_RUS_STAND_SIEGE][CAS_RUS_TOWN_BARRICADES], ==, 2);
  g_assert_cmpint (t.value[CAS_RUS_TOWN_BARRICADES][CAS_RUS_STAND_SIEGE], ==, -1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (need (dialog, "tactics-attacker-entry"))), ==, "+2");

  /* a table card named and tied to Academy [PVP p.14; CT p.17] */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (dialog, "tactics-table-1")), TRUE);
  enter (dialog, "tactics-table-1-name", "Horse Archers");
  settle_pending (dialog);
  enter (dialog, "tactics-table-1-ability", "academy");
  settle_pending (dialog);
  g_assert_true (cas_rus_tactics_load (&t, path, &error));
  g_assert_cmpstr (t.name[0], ==, "Horse Archers");
  g_assert_cmpint (t.ability[0], ==, CAS_RUS_ACADEMY);
  g_assert_true (has_label (need (dialog, "tactics-table-1"), "Added by Academy"));
  native_screenshots (dialog, "rus-app-tactics-dialog");
  gtk_window_destroy (GTK_WINDOW (dialog));
  settle_pending (window);

  /* the page read the file: the modifiers from it, the Siege step: the defender may
   * shelter its survivors, so the area is not taken yet [SIEGE p.14] */
  g_assert_true (shows (page, "Invader: Stand/Siege against Town Barricades: +2, from the Tactics file"));
  g_assert_true (has_label_containing (need (page, "rus-siege"), "The defender may shelter"));
  g_assert_true (has_label (need (page, "rus-taken"), "Not yet: the defender may shelter"));
  screenshots (window, "rus-app-battle-cards");
  scroll_page_to (window, page, need (page, "rus-siege"));
  screenshots (window, "rus-app-battle-cards-result");
  {
    int before = state (journal)->areas[latvia].armies;
    click_named (page, "rus-battle-record");
    g_assert_cmpint (state (journal)->areas[latvia].owner, ==, CAS_RUS_LITHUANIANS);
    g_assert_cmpint (state (journal)->areas[latvia].armies, <, before);
    g_assert_true (g_str_has_prefix (last_text (journal), "armies latvia lithuanians -"));
  }
  settle_pending (window);

  /* Flank Attack against Stand/Siege is not in the file: the typed modifier stands */
  cas_rus_battle_page_set (CAS_RUS_BATTLE_PAGE (page), latvia, CAS_RUS_BULGARS, 6, 3, 1);
  cas_rus_battle_page_set_cards (CAS_RUS_BATTLE_PAGE (page), CAS_RUS_FLANK_ATTACK, CAS_RUS_STAND_SIEGE);
  settle_pending (window);
  g_assert_true (shows (page, "Invader: Tactics modifier +3, as the players entered it for this battle"));
  g_assert_true (has_label (need (page, "rus-siege"), "No settlement’s card decided it")
                 || has_label_containing (need (page, "rus-siege"), "retreat"));
  /* the table's card comes with Academy, held since turn 1 [CT p.17] */
  g_assert_false (menu_lists (page, "rus-attacker-card", "Horse Archers"));
  g_assert_true (cas_journal_do (journal, "tech bulgars academy yes turn 1", NULL));
  settle_pending (window);
  g_assert_true (menu_lists (page, "rus-attacker-card", "Horse Archers"));
  g_assert_false (menu_lists (page, "rus-defender-card", "Horse Archers"));
  settle_pending (window);

  /* a value out of range changes nothing (a toast says why) */
  click (find_one (need (page, "rus-tactics-cards"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-tactics-dialog");
  settle_pending (dialog);
  g_assert_true (shows (dialog, "Invader: Flank Attack against Stand/Siege"));
  enter (dialog, "tactics-attacker-entry", "12");
  settle_pending (dialog);
  g_assert_true (cas_rus_tactics_load (&t, path, &error));
  g_assert_false (t.known[CAS_RUS_FLANK_ATTACK][CAS_RUS_STAND_SIEGE]);
  g_assert_cmpint (t.value[CAS_RUS_STAND_SIEGE][CAS_RUS_TOWN_BARRICADES], ==, 2);
  gtk_window_destroy (GTK_WINDOW (dialog));
  settle_pending (window);
  destroy_window (window);
  g_unlink (path);
}

/* Player 2 (Rus) leads Diplomacy; by the map Kiev borders Turov and Lithuania (the Neutral
 * Lithuanians', Lithuania their capital), Ukraine borders Volga (the Bulgars'). */
static void
test_annex (void)
{
  static const char *const setup[] = { "kingdoms bulgars rus khazars", "pick 2 diplomacy", "round 2", NULL };
  static const char *const pairs[][2] = { { "kiev", "turov" }, { "kiev", "lithuania" }, { "ukraine", "volga" } };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", setup);
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *dialog, *button;
  int turov = cas_rus_area_from_id ("turov");
  int volga = cas_rus_area_from_id ("volga");
  guint n;

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      const char *words[] = { "adjacent", pairs[i][1], "yes" };
      g_assert_true (cas_rus_map_set_words (map, cas_rus_area_from_id (pairs[i][0]), words, 3, &error));
    }
  g_unlink (path);
  g_assert_true (cas_rus_map_save (map, path, NULL, &error));
  g_assert_no_error (error);
  cas_rus_page_map_changed ();

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = open_kingdoms (journal, "kingdom-rus");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  click (find_one (need (page, "diplomacy-rus"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-diplomacy-dialog");
  settle_pending (dialog);
  g_assert_true (has_label (need (dialog, "annex-turov"), "Turov (Lithuanians): may be annexed"));
  g_assert_true (has_label_containing (need (dialog, "annex-lithuania"), "the capital of the Lithuanians"));
  g_assert_true (has_label_containing (need (dialog, "annex-volga"), "it holds no Christian religion"));
  g_assert_null (find_named (dialog, "annex-lithuania-button"));
  g_assert_null (find_named (dialog, "annex-volga-button"));
  g_assert_nonnull (find_named (dialog, "annex-not-entered"));
  scroll_page_to (dialog, dialog, need (dialog, "rus-annex"));
  native_screenshots (dialog, "rus-app-annex");

  /* Annex Turov: its Neutral armies go, one Rus army comes; two lines of the journal */
  n = cas_journal_get_n_done (journal);
  click (need (dialog, "annex-turov-button"));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n + 2);
  g_assert_cmpstr (cas_journal_get_text (journal, n), ==, "armies turov lithuanians 0");
  g_assert_cmpstr (cas_journal_get_text (journal, n + 1), ==, "armies turov rus 1");
  g_assert_cmpint (state (journal)->areas[turov].owner, ==, CAS_RUS_RUS);
  g_assert_cmpint (state (journal)->areas[turov].armies, ==, 1);
  settle_pending (dialog);
  g_assert_null (find_named (dialog, "annex-turov"));   /* its land now */

  /* Undo takes it back, one line at a time, and the dialog follows */
  g_assert_true (cas_journal_undo (journal));
  g_assert_true (cas_journal_undo (journal));
  g_assert_cmpint (state (journal)->areas[turov].owner, ==, CAS_RUS_LITHUANIANS);
  settle_pending (dialog);
  g_assert_nonnull (find_named (dialog, "annex-turov-button"));

  /* Orthodox and allied to the Bulgars: Missionaries may convert Volga, an ally's */
  g_assert_true (cas_journal_do (journal, "religion rus orthodox", NULL));
  g_assert_true (cas_journal_do (journal, "ally rus bulgars yes", NULL));
  settle_pending (dialog);
  g_assert_true (has_label (need (dialog, "annex-volga"), "Volga (Bulgars): Missionaries may convert it"));
  button = need (dialog, "annex-volga-button");
  click (button);
  g_assert_cmpstr (last_text (journal), ==, "owner volga rus");
  g_assert_cmpint (state (journal)->areas[volga].owner, ==, CAS_RUS_RUS);
  settle_pending (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* not the Lead: the Bulgars' dialog says why, with no button */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (page, "kingdom-bulgars")), TRUE);
  settle_pending (window);
  click (find_one (need (page, "diplomacy-bulgars"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-diplomacy-dialog");
  settle_pending (dialog);
  g_assert_true (shows (dialog, "The Diplomacy Lead’s bonus only: its player does not lead Diplomacy this turn"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  settle_pending (window);
  destroy_window (window);
  g_unlink (path);
  cas_rus_page_map_changed ();
}

int
main (int argc, char *argv[])
{
  if (ui_test_init (&argc, &argv, "/ui/rus-edit/no-display"))
    {
      g_test_add_func ("/ui/rus-edit/players", test_players);
      g_test_add_func ("/ui/rus-edit/diplomacy", test_diplomacy);
      g_test_add_func ("/ui/rus-edit/ct", test_ct);
      g_test_add_func ("/ui/rus-edit/switch", test_switch);
      g_test_add_func ("/ui/rus-edit/marks", test_marks);
      g_test_add_func ("/ui/rus-edit/ct-tree", test_ct_tree);
      g_test_add_func ("/ui/rus-edit/ct-religion", test_ct_religion);
      g_test_add_func ("/ui/rus-edit/charter-form", test_charter_form);
      g_test_add_func ("/ui/rus-edit/add-area", test_add_area);
      g_test_add_func ("/ui/rus-edit/turn", test_turn_sections);
      g_test_add_func ("/ui/rus-edit/neighbours", test_neighbours);
      g_test_add_func ("/ui/rus-edit/battle-cards", test_battle_cards);   /* rus-app */
      g_test_add_func ("/ui/rus-edit/annex", test_annex);                 /* rus-app */
    }
  return g_test_run ();
}
