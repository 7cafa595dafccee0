/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-calcs.c: Inferno's Revolt, Treachery and Bribe, and Exhaustion in the app
 * (inferno-app, issue 17; 1.4.2, 4.7.5, 4.7.6, 6.0): the calculator dialog takes the
 * players' dice as die faces, shows the core's answer with its rule sections, and Apply
 * records the proposed actions through the journal (the log and undo serve them). They
 * are reached from the sequence bar's helpers (Revolt at Disband, Exhaustion at the start
 * of scenario F's Levy) and from the Plan page's Treachery card, which no longer points
 * to castellan-cli. Light and dark screenshots at 1280x800. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calc-dialog.h"
#include "cas-plan-view.h"
#include "cas-sequence-view.h"
#include "ui-test-util.h"

static const char *
headline (GtkWidget *dialog)
{
  return cas_calc_dialog_get_headline (CAS_CALC_DIALOG (dialog));
}

static const char *
last_text (CasJournal *journal)
{
  return cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1);
}

/* A die face of the input NAME: NAME-VALUE. */
static void
click_die (GtkWidget *dialog, const char *name, int value)
{
  g_autofree char *face = g_strdup_printf ("%s-%d", name, value);
  click_named (dialog, face);
}

/* Revolt (1.4.2): the Guelphs roll gold 3, purple 3: Casole is theirs already, so its only
 * eligible neighbour, Radicondoli, Revolts (one Allegiance marker, 1.4.4); Apply records it. */
static void
test_revolt (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", NULL);
  GtkWidget *window, *dialog;
  guint before;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  dialog = open_calculator (window, "revolt:guelph");
  g_assert_cmpstr (headline (dialog), ==, "Roll the Revolt Dice");
  g_assert_nonnull (need (dialog, "revolt-gold"));
  g_assert_nonnull (need (dialog, "revolt-purple"));
  g_assert_false (gtk_widget_get_sensitive (find_button (dialog, "_Apply")));
  click_die (dialog, "revolt-gold", 3);
  ITERATE_UNTIL (find_named (dialog, "revolt-purple-3") != NULL);
  click_die (dialog, "revolt-purple", 3);
  ITERATE_UNTIL (g_strcmp0 (headline (dialog), "Radicondoli Revolts") == 0);
  wait_drawn (dialog);
  g_assert_true (has_label_containing (dialog, "Gold 3, purple 3: Casole"));
  g_assert_true (has_label_containing (dialog, "Only Radicondoli qualifies"));
  g_assert_true (shows (dialog, "1.4.2"));
  native_screenshots (dialog, "inferno-calc-revolt");
  /* Taking a die back asks for it again. */
  click_die (dialog, "revolt-purple", 3);
  ITERATE_UNTIL (g_strcmp0 (headline (dialog), "Roll the Revolt Dice") == 0);
  click_die (dialog, "revolt-purple", 3);
  ITERATE_UNTIL (g_strcmp0 (headline (dialog), "Radicondoli Revolts") == 0);
  before = cas_journal_get_n_done (journal);
  click (find_button (dialog, "_Apply"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) > before);
  g_assert_cmpstr (last_text (journal), ==, "marker radicondoli conquered 1");
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (journal), cas_game_find_locale (cas_journal_get_game (journal), "radicondoli"),
                               CAS_C_CONQUERED), ==, 1);
  cas_journal_undo (journal);
  g_assert_cmpint (cas_journal_get_n_done (journal), ==, before);

  /* Gold 1, purple 3 leaves the Guelphs a pick: a choice appears, and the pick decides. */
  dialog = open_calculator (window, "revolt:guelph:1,3");
  g_assert_cmpstr (headline (dialog), ==, "The Guelphs Pick a Stronghold");
  g_assert_nonnull (need (dialog, "revolt-pick"));
  native_screenshots (dialog, "inferno-calc-revolt-pick");
  /* The pick made, that Stronghold Revolts. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "revolt-pick")), 1);
  ITERATE_UNTIL (g_str_has_suffix (headline (dialog), " Revolts"));
  g_assert_true (gtk_widget_get_sensitive (find_button (dialog, "_Apply")));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

/* Treachery (4.7.5): Colle Podestà commits 1 Coin to the Revolt of Poggio Bonizio (Value 2:
 * two dice, each at most 1): 3% before the dice; two 1s succeed, and Apply records the Coin
 * paid and the Revolt. Reached from the Plan page's Treachery card. */
static void
test_treachery (void)
{
  static const char *const actions[] = { "treachery guelph add colle", "phase campaign",
                                         "plan guelph treachery:colle,arezzo,guido,orvieto,pass,pass",
                                         "plan ghibelline pass,pass,pass,pass,pass,pass", "reveal guelph 1", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", actions);
  GtkWidget *window, *dialog, *plan;
  guint before;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "plan");
  plan = find_one (window, CAS_TYPE_PLAN_VIEW);
  g_assert_false (has_label_containing (plan, "castellan-cli"));
  screenshots (window, "inferno-plan-treachery-card");
  click_named (plan, "calc-treachery");
  dialog = cas_calc_dialog_find (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  wait_drawn (dialog);
  g_assert_nonnull (need (dialog, "treachery-target"));
  dialog = open_calculator (window, "treachery:colle:revolt:poggio_bonizio:1");
  g_assert_cmpstr (headline (dialog), ==, "3% Chance");
  g_assert_nonnull (need (dialog, "treachery-die-1"));
  g_assert_nonnull (need (dialog, "treachery-die-2"));
  g_assert_null (find_named (dialog, "treachery-die-3"));
  native_screenshots (dialog, "inferno-calc-treachery");
  click_die (dialog, "treachery-die-1", 1);
  ITERATE_UNTIL (find_named (dialog, "treachery-die-2-1") != NULL);
  click_die (dialog, "treachery-die-2", 1);
  ITERATE_UNTIL (g_strcmp0 (headline (dialog), "Poggio Bonizio Revolts") == 0);
  before = cas_journal_get_n_done (journal);
  click (find_button (dialog, "_Apply"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) > before);
  g_assert_cmpstr (cas_journal_get_text (journal, before), ==, "assets colle coin -1");

  /* A Bribe needs a die above the Vassal's Service (4.7.6). */
  dialog = open_calculator (window, "treachery:colle");
  g_assert_nonnull (need (dialog, "treachery-kind"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

/* Exhaustion (scenario F, 6.0): offered at the start of the Levy from box 9; a 2 puts the
 * End marker in box 16, and Apply records `end 16`. Not offered in another scenario. */
static void
test_exhaustion (void)
{
  static const char *const actions[] = { "box 9", "phase levy", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "di_sangue_tempio", actions);
  g_autoptr(CasJournal) other = new_game_of ("inferno", "arbia_colorata", NULL);
  GtkWidget *window, *dialog, *seq;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (other, "table");
  seq = find_one (window, CAS_TYPE_SEQUENCE_VIEW);
  g_assert_null (find_named (seq, "helper-exhaustion"));
  destroy_window (window);

  window = game_window (journal, "table");
  seq = find_one (window, CAS_TYPE_SEQUENCE_VIEW);
  g_assert_true (gtk_widget_get_mapped (need (seq, "helper-exhaustion")));
  screenshots (window, "inferno-sequence-exhaustion");
  click_named (seq, "helper-exhaustion");
  dialog = cas_calc_dialog_find (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  wait_drawn (dialog);
  g_assert_cmpstr (headline (dialog), ==, "Roll One Die");
  click_die (dialog, "exhaustion-die", 2);
  ITERATE_UNTIL (g_strcmp0 (headline (dialog), "End Marker to Box 16") == 0);
  wait_drawn (dialog);
  native_screenshots (dialog, "inferno-calc-exhaustion");
  click (find_button (dialog, "_Apply"));
  ITERATE_UNTIL (CAS_GLOBAL (cas_journal_get_table (journal), CAS_G_END_BOX) == 16);
  g_assert_cmpstr (last_text (journal), ==, "end 16");
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-calcs/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-calcs/revolt", test_revolt);
  g_test_add_func ("/ui/inferno-calcs/treachery", test_treachery);
  g_test_add_func ("/ui/inferno-calcs/exhaustion", test_exhaustion);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
