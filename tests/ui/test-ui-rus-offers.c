/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-rus-offers.c (rus-app, issue 18): the Rus calculators that only the CLI showed.
 * The Switch dialog's Vassal offer: the Kingdoms bordering the new Kingdom's land with
 * more VP, a button that records the switch with `ruler` and the Ruler's player's +1VP
 * marker, each a line of the journal that undo takes back [SWITCH p.5; VASSAL p.15]. The
 * Battle page's Cavalry follow-on: the "Areas moved" row for a Kingdom with Cavalry, and
 * whether the stack may go on, how far and with how many armies [CAVALRY p.15]. The row
 * that opens the Tactics form for a pair of cards the file lacks [PVP p.14]. Light and
 * dark screenshots: the dialog at its size, the page at 1280x800. Hand-worked cases (the
 * rulebook has no worked example of either), those of the goldens rus-vassal-offer and
 * rus-cavalry. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-window.h"
#include "cas-rus-ct.h"
#include "cas-rus-tactics.h"
#include "rus/cas-rus-pages.h"
#include "ui-test-util.h"

static const CasRusState *
state (CasJournal *journal)
{
  return cas_rus_table_state (cas_journal_get_table (journal));
}

/* The map file with these adjacencies only (NULL-terminated pairs). */
static void
save_map (const char *const *pairs)
{
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(GError) error = NULL;

  for (guint i = 0; pairs[i]; i += 2)
    {
      const char *words[] = { "adjacent", pairs[i + 1], "yes" };
      g_assert_true (cas_rus_map_set_words (map, cas_rus_area_from_id (pairs[i]), words, 3, &error));
    }
  g_unlink (path);
  g_assert_true (cas_rus_map_save (map, path, NULL, &error));
  g_assert_no_error (error);
  cas_rus_page_map_changed ();
}

static void
forget_map (void)
{
  g_autofree char *path = cas_rus_map_default_path ();
  g_unlink (path);
  cas_rus_page_map_changed ();
}

/* Undoes single entries until N are done. */
static void
undo_to (CasJournal *journal, guint n)
{
  while (cas_journal_get_n_done (journal) > n)
    g_assert_true (cas_journal_undo (journal));
}

/* Player 3 (Khazars) switches to the Neutral Rus [SWITCH p.5]: Kiev borders
 * Vladimir-Suzdal (the Slavs', 3 VP), Crimea borders Azov (the Khazars', 1 VP); the
 * player has 1 VP after the switch. */
static GtkWidget *
open_switch (CasJournal *journal, GtkWidget **window_out)
{
  GtkWidget *window = game_window (journal, "kingdoms");
  GtkWidget *page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  GtkWidget *dialog;

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (page, "player-3")), TRUE);
  wait_drawn (window);
  click (find_one (need (page, "switch-3"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-switch-dialog");
  settle_pending (dialog);
  g_assert_true (has_label (need (dialog, "rus-switch-kingdom"), "Rus"));
  *window_out = window;
  return dialog;
}

static void
test_vassal_offer (void)
{
  static const char *const pairs[] = { "kiev", "vladimir-suzdal", "crimea", "azov", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", NULL);
  GtkWidget *window, *dialog, *row;
  guint n;

  save_map (pairs);
  for (int dark = 0; dark < 2; dark++)
    {
      set_scheme (dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      dialog = open_switch (journal, &window);
      g_assert_true (has_label (need (dialog, "rus-switch-vp"), "1"));
      /* the Slavs border it with 3 VP, more than 1: offered, with a button */
      row = need (dialog, "vassal-slavs");
      g_assert_true (has_label (row, "Slavs"));
      g_assert_true (has_label (row, "Borders its land; 3 VP, more than the player’s 1"));
      g_assert_nonnull (find_named (dialog, "vassal-slavs-button"));
      /* the Khazars (the Kingdom left) border it with 1 VP: no button */
      g_assert_true (has_label (need (dialog, "vassal-khazars"), "1 VP, not more than the player’s 1: it may not serve it"));
      g_assert_null (find_named (dialog, "vassal-khazars-button"));
      /* the Bulgars' and the Lithuanians' border is not entered: the players judge (0 VP: no) */
      g_assert_nonnull (find_named (dialog, "vassal-bulgars"));
      g_assert_null (find_named (dialog, "vassal-bulgars-button"));
      /* the lines behind them, with their rules */
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (dialog, "vassal-offer-why")), TRUE);
      settle_pending (dialog);
      g_assert_true (shows (dialog, "Vassal offer: Rus may become the Vassal of Slavs, which borders it and has 3 VP, more than its 1"));
      g_assert_true (shows (dialog, "VASSAL p.15"));
      g_assert_false (shows (dialog, "--vassal-of"));
      scroll_page_to (dialog, dialog, need (dialog, "rus-vassal-offer"));
      save_screenshot (dialog, NULL, dark ? "rus-app-vassal-offer-dark" : "rus-app-vassal-offer-light");
      gtk_window_destroy (GTK_WINDOW (dialog));
      destroy_window (window);
    }

  /* Switch and serve the Slavs: the switch's lines, then `ruler rus slavs` (the Slavs have
   * no player: no +1VP marker) */
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  n = cas_journal_get_n_done (journal);
  dialog = open_switch (journal, &window);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  click_named (dialog, "vassal-slavs-button");
  ITERATE_UNTIL (dialog == NULL);
  g_assert_cmpstr (cas_journal_get_text (journal, n), ==, "status khazars neutral");
  g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==, "ruler rus slavs");
  g_assert_cmpint (state (journal)->players[2].kingdom, ==, CAS_RUS_RUS);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_RUS].ruler, ==, CAS_RUS_SLAVS);
  undo_to (journal, n);
  g_assert_cmpint (state (journal)->players[2].kingdom, ==, CAS_RUS_KHAZARS);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_RUS].ruler, ==, -1);
  settle_pending (window);
  destroy_window (window);

  /* Player 1's Bulgars with 3 more VP, and Pecheneg (the Rus') next to Volga (the
   * Bulgars'): the Bulgars may be served, and their player gains the +1VP marker */
  {
    static const char *const more[] = { "kiev", "vladimir-suzdal", "crimea", "azov", "pecheneg", "volga", NULL };
    save_map (more);
  }
  /* Muscovy, Emerging with no area yet: nothing to offer, and why */
  g_assert_true (cas_journal_do (journal, "status muscovy emerging", NULL));
  dialog = open_switch (journal, &window);
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "rus-switch-kingdom")), 5);   /* Muscovy */
  settle_pending (dialog);
  g_assert_true (has_label (need (dialog, "rus-switch-kingdom"), "Muscovy"));
  g_assert_true (shows (need (dialog, "rus-vassal-offer"), "It holds no area yet: enter its start areas to see whom it borders"));
  g_assert_null (find_named (dialog, "vassal-slavs"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
  g_assert_true (cas_journal_undo (journal));

  g_assert_true (cas_journal_do (journal, "vp 1 submissions 3", NULL));
  n = cas_journal_get_n_done (journal);
  dialog = open_switch (journal, &window);
  g_assert_true (has_label_containing (need (dialog, "vassal-bulgars"), "Borders its land"));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  click_named (dialog, "vassal-bulgars-button");
  ITERATE_UNTIL (dialog == NULL);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_RUS].ruler, ==, CAS_RUS_BULGARS);
  g_assert_cmpint (state (journal)->players[0].submissions, ==, 4);
  g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==, "vp 1 submissions +1");
  /* the Kingdoms page shows the switch; undo restores the table */
  settle_pending (window);
  g_assert_true (shows (cas_window_get_page (CAS_WINDOW (window), "kingdoms"), "Player 3 · Rus"));
  undo_to (journal, n);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_RUS].ruler, ==, -1);
  g_assert_cmpint (state (journal)->players[0].submissions, ==, 3);
  g_assert_cmpint (state (journal)->kingdoms[CAS_RUS_RUS].status, ==, CAS_RUS_NEUTRAL);
  settle_pending (window);
  destroy_window (window);
  forget_map ();
}

/* The Bulgars attack Saray (the Khazars', 1 army) with 4 armies and win; Saray borders
 * Azov and Volga Plain on the map [CAVALRY p.15]. */
static void
test_cavalry (void)
{
  static const char *const pairs[] = { "saray", "azov", "saray", "volga-plain", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", NULL);
  GtkWidget *window, *page;
  int saray = cas_rus_area_from_id ("saray");

  save_map (pairs);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "battle");
  page = cas_window_get_page (CAS_WINDOW (window), "battle");
  cas_rus_battle_page_set (CAS_RUS_BATTLE_PAGE (page), saray, CAS_RUS_BULGARS, 4, 0, 0);
  settle_pending (window);
  /* no Cavalry: no row, no follow-on */
  g_assert_false (gtk_widget_get_visible (need (page, "rus-moved")));
  g_assert_null (find_named (page, "rus-follow-on-group"));

  g_assert_true (cas_journal_do (journal, "tech bulgars cavalry yes", NULL));
  settle_pending (window);
  g_assert_true (gtk_widget_get_visible (need (page, "rus-moved")));
  g_assert_true (has_label (need (page, "rus-winner"), "The invader"));
  g_assert_true (has_label_containing (need (page, "rus-follow-on"), "Yes, with up to"));
  g_assert_true (has_label (need (page, "rus-follow-on-moves"), "2"));
  g_assert_true (has_label (need (page, "rus-follow-on-stays"), "1"));
  g_assert_true (shows (need (page, "rus-follow-on-group"), "2 more areas of movement: 3 from where it started, 1 used"));
  g_assert_true (shows (need (page, "rus-follow-on-group"), "CAVALRY p.15"));
  g_assert_true (shows (need (page, "rus-follow-on-group"), "Next: Azov"));
  for (int dark = 0; dark < 2; dark++)
    {
      set_scheme (dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      settle_pending (window);
      scroll_page_to (window, page, need (page, "rus-follow-on-group"));
      screenshot (window, dark ? "rus-app-cavalry-dark" : "rus-app-cavalry-light");
      scroll_page_to (window, page, need (page, "rus-moved"));
      screenshot (window, dark ? "rus-app-cavalry-form-dark" : "rus-app-cavalry-form-light");
    }
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);

  /* its whole allowance used: it stops here */
  cas_rus_battle_page_set_moved (CAS_RUS_BATTLE_PAGE (page), 3);
  settle_pending (window);
  g_assert_true (has_label (need (page, "rus-follow-on"), "No"));
  g_assert_null (find_named (page, "rus-follow-on-moves"));
  g_assert_true (shows (page, "its whole allowance of 3 from where it started: it stops here"));

  /* the result recorded on the table, and undo */
  {
    guint n = cas_journal_get_n_done (journal);
    click_named (page, "rus-battle-record");
    g_assert_cmpint (state (journal)->areas[saray].owner, ==, CAS_RUS_BULGARS);
    undo_to (journal, n);
    g_assert_cmpint (state (journal)->areas[saray].owner, !=, CAS_RUS_BULGARS);
  }
  settle_pending (window);
  destroy_window (window);
  forget_map ();
}

/* Against a player, a pair of cards the Tactics file lacks: the core's line says so
 * without naming the CLI, and a row opens the Tactics form [PVP p.14]. */
static void
test_tactics_missing (void)
{
  static const char *const setup[] = { "armies latvia lithuanians 5", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", setup);
  g_autofree char *path = cas_rus_tactics_default_path ();
  GtkWidget *window, *page, *dialog;

  g_unlink (path);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "battle");
  page = cas_window_get_page (CAS_WINDOW (window), "battle");
  cas_rus_battle_page_set (CAS_RUS_BATTLE_PAGE (page), cas_rus_area_from_id ("latvia"), CAS_RUS_BULGARS, 6, 0, 0);
  g_assert_null (find_named (page, "rus-tactics-missing"));
  cas_rus_battle_page_set_cards (CAS_RUS_BATTLE_PAGE (page), CAS_RUS_FRONTAL_ASSAULT, CAS_RUS_STAND_SIEGE);
  settle_pending (window);
  g_assert_true (shows (page, "Invader: Frontal Assault against Stand/Siege is not in the Tactics file yet: the table reads it off the card and enters it once"));
  g_assert_false (shows (page, "castellan-cli tactics"));
  scroll_page_to (window, page, need (page, "rus-tactics-missing"));
  screenshots (window, "rus-app-tactics-missing");
  click (find_one (need (page, "rus-tactics-missing"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-tactics-dialog");
  settle_pending (dialog);
  g_assert_true (shows (dialog, "Invader: Frontal Assault against Stand/Siege"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  settle_pending (window);
  destroy_window (window);
  g_unlink (path);
}

/* rus-app2: what the C&T and Tactics files lack, shown on the Battle page with the way to
 * enter it. The Bulgars (Orthodox, whose CBT modifiers the C&T file lacks: counted as 0)
 * attack the Lithuanians' Latvia; the table's card "Boyar Levy" has no ability entered.
 * The core's lines name no castellan-cli command; a row opens the Bulgars' C&T dialog,
 * whose "Enter…" opens an entry's form, and one the Tactics form [BATTLE p.13; CT p.17;
 * PVP p.14]. */
static void
test_entry_rows (void)
{
  static const char *const setup[] = { "armies latvia lithuanians 5", "religion bulgars orthodox", NULL };
  static const char *const levy[] = { "name", "Boyar Levy" };
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", setup);
  g_autofree char *tactics_path = cas_rus_tactics_default_path ();
  g_autofree char *ct_path = cas_rus_ct_default_path ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *dialog, *row;
  CasRusTactics t;

  g_unlink (ct_path);
  cas_rus_tactics_init (&t);
  g_assert_true (cas_rus_tactics_card_set_words (&t, cas_rus_tactic_from_id ("table-2"), levy, 2, &error));
  g_unlink (tactics_path);
  g_assert_true (cas_rus_tactics_save (&t, tactics_path, NULL, &error));
  g_assert_no_error (error);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "battle");
  page = cas_window_get_page (CAS_WINDOW (window), "battle");
  cas_rus_battle_page_set (CAS_RUS_BATTLE_PAGE (page), cas_rus_area_from_id ("latvia"), CAS_RUS_BULGARS, 6, 0, 0);
  settle_pending (window);
  g_assert_true (shows (page, "Invader: its religion (Orthodox) may change the CBT, but its modifiers are not entered in the C&T file yet"));
  g_assert_false (shows (page, "castellan-cli"));
  row = need (page, "rus-attacker-religion-missing");
  g_assert_true (shows (row, "Orthodox: CBT modifiers not entered"));
  g_assert_null (find_named (page, "rus-defender-religion-missing"));   /* the Lithuanians have none */
  g_assert_true (shows (need (page, "rus-tactics-ability-missing"), "1 table card without the ability that adds it"));
  for (int dark = 0; dark < 2; dark++)
    {
      set_scheme (dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      settle_pending (window);
      scroll_page_to (window, page, need (page, "rus-attacker-cards"));
      screenshot (window, dark ? "rus-app2-entry-rows-dark" : "rus-app2-entry-rows-light");
    }
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);

  /* the Tactics form, with Boyar Levy's ability to enter */
  click (find_one (need (page, "rus-tactics-ability-missing"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-tactics-dialog");
  settle_pending (dialog);
  g_assert_true (shows (dialog, "Boyar Levy"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  settle_pending (window);

  /* the Bulgars' C&T dialog: the lines name no command; "Enter…" opens the entry's form */
  click (find_one (need (page, "rus-attacker-religion-missing"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-ct-dialog");
  settle_pending (dialog);
  g_assert_true (shows (dialog, "Alchemy: nothing entered in the C&T file yet; the table reads it off the Player Mat and enters it once"));
  g_assert_false (shows (dialog, "castellan-cli"));
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (need (dialog, "ct-tree-alchemy"))));
  click_named (dialog, "ct-enter-alchemy");
  settle_pending (dialog);
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (need (dialog, "ct-tree-alchemy"))));
  {
    GtkWidget *revealer = find_one (need (dialog, "ct-tree-alchemy"), GTK_TYPE_REVEALER);
    ITERATE_UNTIL (gtk_revealer_get_child_revealed (GTK_REVEALER (revealer)));   /* the form slid open */
    wait_drawn (dialog);
  }
  native_screenshots (dialog, "rus-app2-ct-enter");
  gtk_window_destroy (GTK_WINDOW (dialog));
  settle_pending (window);
  destroy_window (window);
  g_unlink (tactics_path);
}

int
main (int argc, char *argv[])
{
  if (ui_test_init (&argc, &argv, "/ui/rus-offers/no-display"))
    {
      g_test_add_func ("/ui/rus-offers/vassal-offer", test_vassal_offer);
      g_test_add_func ("/ui/rus-offers/cavalry", test_cavalry);
      g_test_add_func ("/ui/rus-offers/tactics-missing", test_tactics_missing);
      g_test_add_func ("/ui/rus-offers/entry-rows", test_entry_rows);   /* rus-app2 */
    }
  return g_test_run ();
}
