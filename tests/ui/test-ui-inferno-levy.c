/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-levy.c: the app's Levy calculator on an Inferno game (levy, issue 17):
 * the Exile Army's 2 Levy actions a roll (3.4.1, the rulebook's example: Firenze marked
 * Ghibelline, Guido Guerra at Prato), Siena's Terzi by their die once the Comune is in play
 * (3.4.2), the Podestà's status as notes, the Call to Arms steps of levy --json "cta" as
 * rows per side (3.5-3.5.4); and the markers view's editor for Ruins and Bypass markers
 * (1.3.1, 4.3.5, 4.5.2); light and dark screenshots. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calc-dialog.h"
#include "cas-markers-view.h"
#include "cas-lord-mat.h"
#include "cas-table-view.h"
#include "ui-test-util.h"

/* The Levy calculator of JOURNAL's game, drawn; *window set to its game window. */
static GtkWidget *
levy_dialog (CasJournal *journal, GtkWidget **window)
{
  GtkWidget *dialog;
  *window = game_window (journal, "table");
  g_action_group_activate_action (G_ACTION_GROUP (*window), "calculate", g_variant_new_string ("levy"));
  dialog = cas_calc_dialog_find (GTK_WINDOW (*window));
  g_assert_nonnull (dialog);
  wait_drawn (dialog);
  return dialog;
}

static void
close_levy (GtkWidget *dialog, GtkWidget *window)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

static void
test_levy (void)
{
  static const char *const actions[] = { "disband firenze 4", "muster guido prato", "marker firenze conquered 3",
                                         "comune siena in", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "in_far_vendetta", actions);
  GtkWidget *window, *dialog;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  dialog = levy_dialog (journal, &window);
  g_assert_cmpstr (cas_calc_dialog_get_headline (CAS_CALC_DIALOG (dialog)), ==, "3 Ready Lords");
  g_assert_true (has_label_containing (dialog, "· 2 Levy actions a roll"));
  g_assert_true (has_label_containing (dialog, "Terzo di Città (1-5)"));
  g_assert_true (has_label_containing (dialog, "Exile Army: Firenze carries Enemy Allegiance"));
  /* 3.5-3.5.4 as rows: scenario B lets both sides declare on a War Event only (no side is 4
   * VP behind); Siena is inside Siena with his Comune in play, Firenze is on the Calendar. */
  g_assert_true (has_label (dialog, "Call to Arms: Guelphs"));
  g_assert_true (has_label (dialog, "Call to Arms: Ghibellines"));
  g_assert_true (has_label (dialog, "Commander to Arms"));
  g_assert_true (has_label (dialog, "Gather"));
  g_assert_true (has_label (dialog, "Allies"));
  g_assert_true (has_label (dialog, "On a War Event"));
  g_assert_true (has_label_containing (dialog, "Siena Podestà is inside Siena"));
  g_assert_true (has_label_containing (dialog, "In play · Muster without a roll: Terzo di Camollia"));
  native_screenshots (dialog, "inferno-calc-levy");
  scroll_page_to (dialog, dialog, find_label (dialog, "Call to Arms: Guelphs", FALSE));
  native_screenshots (dialog, "inferno-calc-levy-cta");
  close_levy (dialog, window);
}

/* The Call to Arms group of a scenario that skips it (6.0 A), and a side 4 VP behind
 * (3.5, 2.2.5). */
static void
test_skipped_and_behind (void)
{
  static const char *const actions[] = { "vp ghibelline 5", NULL };
  g_autoptr(CasJournal) a = new_game_of ("inferno", "dolenti_note", NULL);
  g_autoptr(CasJournal) b = new_game_of ("inferno", "in_far_vendetta", actions);
  GtkWidget *window, *dialog;

  dialog = levy_dialog (a, &window);
  g_assert_true (has_label (dialog, "Skipped by the scenario"));
  g_assert_false (has_label (dialog, "Commander to Arms"));
  close_levy (dialog, window);

  dialog = levy_dialog (b, &window);
  g_assert_true (has_label (dialog, "May declare"));
  g_assert_true (has_label_containing (dialog, "VP behind"));
  close_levy (dialog, window);
}

/* app (issue 17): the switch named NAME of DIALOG turned to ACTIVE records ACTION through
 * the journal (the log and undo serve it); the calculator then shows the new table. */
static void
flip (CasJournal *journal, GtkWidget *dialog, const char *name, gboolean active, const char *action)
{
  GtkWidget *toggle = need (dialog, name);
  guint done = cas_journal_get_n_done (journal);

  g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (toggle)), !=, active);
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == done + 1);
  g_assert_cmpstr (cas_journal_get_text (journal, done), ==, action);
  /* Rebuilt from the table: the new switch shows it. */
  ITERATE_UNTIL (find_named (dialog, name) != toggle && find_named (dialog, name) != NULL);
  g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (find_named (dialog, name))), ==, active);
}

/* The Declare rows record `cta SIDE yes|no` (3.5), and while TAGLIA is in play (scenario E)
 * a row per Lord it names on the map records `taglia LORD yes|no` (3.4.2); undo takes it
 * back. */
static void
test_switches (void)
{
  static const char *const actions[] = { "vassal astimberg arras muster", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "lasciate_ogne_speranza", actions);
  g_autoptr(CasJournal) b = new_game_of ("inferno", "in_far_vendetta", NULL);
  GtkWidget *window, *dialog;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  /* Scenario B: a War Event lets either side declare (3.5). */
  dialog = levy_dialog (b, &window);
  g_assert_false (has_label (dialog, "Taglia Vassals"));
  flip (b, dialog, "cta-guelph", TRUE, "cta guelph yes");
  wait_drawn (dialog);
  scroll_page_to (dialog, dialog, find_label (dialog, "Call to Arms: Guelphs", FALSE));
  native_screenshots (dialog, "inferno-calc-levy-cta-declared");
  cas_journal_undo (b);
  ITERATE_UNTIL (find_named (dialog, "cta-guelph") && !gtk_switch_get_active (GTK_SWITCH (find_named (dialog, "cta-guelph"))));
  close_levy (dialog, window);

  /* Scenario E: TAGLIA in play, Call to Arms skipped (no switch until one is recorded). */
  dialog = levy_dialog (journal, &window);
  g_assert_true (has_label (dialog, "Taglia Vassals"));
  g_assert_true (has_label (dialog, "May still Muster one"));
  g_assert_null (find_named (dialog, "cta-guelph"));
  flip (journal, dialog, "taglia-giordano", TRUE, "taglia giordano yes");
  wait_drawn (dialog);
  g_assert_true (has_label (dialog, "Has taken his one: no other is listed for him"));
  scroll_page_to (dialog, dialog, find_label (dialog, "Taglia Vassals", FALSE));
  native_screenshots (dialog, "inferno-calc-levy-taglia");
  cas_journal_undo (journal);
  ITERATE_UNTIL (find_named (dialog, "taglia-giordano") && !gtk_switch_get_active (GTK_SWITCH (find_named (dialog, "taglia-giordano"))));
  close_levy (dialog, window);
}

/* A button of the open editor POPOVER (each Locale's row keeps its own). */
static gboolean
active (GtkWidget *popover, const char *name)
{
  return gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (find_named (popover, name)));
}

static void
choose (GtkWidget *popover, const char *name)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_named (popover, name)), TRUE);
}

/* The markers view edits Ruins (`marker LOCALE ruins SIDE|none`) and Bypass markers
 * (`marker LOCALE bypass SIDE|none`), as the actions allow: never at an Outpost. */
static void
test_marker_editor (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "in_far_vendetta", NULL);
  CasGame *game = cas_journal_get_game (journal);
  int montepulciano = cas_game_find_locale (game, "montepulciano");
  int cortona = cas_game_find_locale (game, "cortona");
  int orvieto = cas_game_find_locale (game, "orvieto");
  GtkWidget *window, *popover;
  CasMarkersView *mv;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  mv = CAS_MARKERS_VIEW (find_one (window, CAS_TYPE_MARKERS_VIEW));

  /* Cortona: Ruins counting for the Ghibellines in scenario B; the editor shows them. */
  popover = cas_markers_view_edit (mv, cortona);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  g_assert_true (active (popover, "ruins-ghibelline"));
  g_assert_true (active (popover, "bypass-none"));
  choose (popover, "ruins-none");
  ITERATE_UNTIL (CAS_LOCALE (cas_journal_get_table (journal), cortona, CAS_C_RUINS) == 0);
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* Montepulciano: Bypassed by the Ghibellines, then Ruins of the Guelphs. */
  popover = cas_markers_view_edit (mv, montepulciano);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  choose (popover, "bypass-ghibelline");
  ITERATE_UNTIL (CAS_LOCALE (cas_journal_get_table (journal), montepulciano, CAS_C_BYPASS) == 2);
  choose (popover, "ruins-guelph");
  ITERATE_UNTIL (CAS_LOCALE (cas_journal_get_table (journal), montepulciano, CAS_C_RUINS) == 1);
  g_assert_true (active (popover, "bypass-ghibelline"));
  wait_drawn (window);
  screenshots_with (window, popover, "inferno-marker-editor");
  gtk_popover_popdown (GTK_POPOVER (popover));
  popover = cas_markers_view_edit (mv, cortona);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  wait_drawn (window);
  screenshots_with (window, popover, "inferno-marker-editor-cortona");
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* Orvieto, an Outpost: neither (the actions refuse them, 1.3.1, 4.3.5). */
  popover = cas_markers_view_edit (mv, orvieto);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  g_assert_false (gtk_widget_get_sensitive (find_named (popover, "ruins-guelph")));
  g_assert_false (gtk_widget_get_sensitive (find_named (popover, "bypass-ghibelline")));
  g_assert_true (gtk_widget_get_sensitive (find_named (popover, "ruins-none")));
  gtk_popover_popdown (GTK_POPOVER (popover));
  destroy_window (window);
}

/* inferno-levy (issue 17; 3.4, 3.4.1, 3.5; I156-I158): the Levy's own records in the app.
 * The Levy calculator shows Firenze's 1 of Lordship 3 left, Colle arrived, and the Guelphs'
 * War Event as a reason to declare; each Lord's mat in the Levy has a stepper of Levy
 * actions spent and an Arrived switch, which record `levy LORD spent +1` and `levy LORD
 * arrived yes`. Light and dark screenshots at 1280x800. */

static void
test_levy_state (void)
{
  static const char *const actions[] = { "levy firenze spent 2", "muster colle colle", "levy colle arrived yes", "war f25 yes", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "in_far_vendetta", actions);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window, *dialog, *mat, *plus, *arrived;
  guint done;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  dialog = levy_dialog (journal, &window);
  g_assert_true (has_label (dialog, "1 of Lordship 3 left"));
  g_assert_true (has_label (dialog, "Arrived"));
  g_assert_true (has_label (dialog, "Arrived this Levy: no Levy actions until Call to Arms"));
  g_assert_true (has_label (dialog, "May declare"));
  g_assert_true (has_label_containing (dialog, "drew Val d'Orcia this Levy"));
  g_assert_false (has_label_containing (dialog, "or a War Event drawn this Levy (Val d'Orcia"));
  native_screenshots (dialog, "inferno-calc-levy-state");
  scroll_page_to (dialog, dialog, find_label (dialog, "Call to Arms: Guelphs", FALSE));
  native_screenshots (dialog, "inferno-calc-levy-state-cta");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* The mats: Arezzo's stepper records a Levy action, Arezzo's switch an arrival. */
  mat = lord_mat (window, game, "arezzo");
  plus = cas_lord_mat_find (CAS_LORD_MAT (mat), "levy-spent-plus");
  arrived = cas_lord_mat_find (CAS_LORD_MAT (mat), "levy-arrived-switch");
  g_assert_nonnull (plus);
  g_assert_true (gtk_widget_get_mapped (plus));
  g_assert_true (has_label (mat, "2 of Lordship 2 left (3.4)"));
  done = cas_journal_get_n_done (journal);
  click (plus);
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == done + 1);
  g_assert_cmpstr (cas_journal_get_text (journal, done), ==, "levy arezzo spent +1");
  ITERATE_UNTIL (has_label (mat, "1 of Lordship 2 left (3.4)"));
  gtk_switch_set_active (GTK_SWITCH (arrived), TRUE);
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == done + 2);
  g_assert_cmpstr (cas_journal_get_text (journal, done + 1), ==, "levy arezzo arrived yes");
  ITERATE_UNTIL (has_label (mat, "None while he arrived this Levy (3.4.1)"));
  /* Firenze's mat: 2 spent, the Comune row above the Levy's. */
  g_assert_true (has_label (lord_mat (window, game, "firenze"), "1 of Lordship 3 left (3.4)"));
  scroll_page_to (window, find_one (window, CAS_TYPE_TABLE_VIEW), cas_lord_mat_find (CAS_LORD_MAT (mat), "levy-section"));
  screenshots (window, "inferno-levy-mat");
  g_assert_true (cas_journal_undo (journal));
  ITERATE_UNTIL (!gtk_switch_get_active (GTK_SWITCH (arrived)));

  /* In the Campaign the section is gone. */
  g_assert_true (cas_journal_do (journal, "phase campaign", NULL));
  ITERATE_UNTIL (!gtk_widget_is_visible (plus));
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  if (ui_test_init (&argc, &argv, "/ui/inferno-levy/no-display"))
    {
      g_test_add_func ("/ui/inferno-levy/calculator", test_levy);
      g_test_add_func ("/ui/inferno-levy/cta-skipped-behind", test_skipped_and_behind);
      g_test_add_func ("/ui/inferno-levy/marker-editor", test_marker_editor);
      g_test_add_func ("/ui/inferno-levy/levy-state", test_levy_state); /* inferno-levy */
      g_test_add_func ("/ui/inferno-levy/switches", test_switches); /* app: cta, taglia */
    }
  return g_test_run ();
}
