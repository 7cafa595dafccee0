/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-turncoat.c: a Bribed Vassal in the app (turncoat, issue 17; 4.7.6;
 * rules-decisions I191-I197): the Treachery calculator's Apply records the Coin and
 * `turncoat VASSAL LORD` through the journal; the Table's Lord mats show the Turncoat on
 * the mat of the Lord it serves ("Bribed from OWNER") and, on its own Lord's mat, as
 * serving him, with its Muster choice off; undo takes it back. Light and dark screenshots
 * at 1280x800. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calc-dialog.h"
#include "cas-lord-mat.h"
#include "cas-table-view.h"
#include "ui-test-util.h"


/* 4.7.6's example: Pisa's Podestà at Pontedera Bribes Colle's San Miniato Vassal with a 5
 * (above its Service 3); Colle is Mustered at Colle. */
static void
test_turncoat (void)
{
  static const char *const actions[] = { "muster pisa pontedera", "assets pisa coin 1", "muster colle colle", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "in_far_vendetta", actions);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window, *dialog, *mat, *row, *state, *popover;
  guint before;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  dialog = open_calculator (window, "treachery:pisa:bribe:colle_san_miniato:5");
  ITERATE_UNTIL (has_label_containing (dialog, "goes to Pisa Podestà's mat as his Turncoat"));
  wait_drawn (dialog);
  native_screenshots (dialog, "inferno-calc-bribe-turncoat");
  before = cas_journal_get_n_done (journal);
  click (find_button (dialog, "_Apply"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == before + 2);
  g_assert_cmpstr (cas_journal_get_text (journal, before), ==, "assets pisa coin -1");
  g_assert_cmpstr (cas_journal_get_text (journal, before + 1), ==, "turncoat colle_san_miniato pisa");
  if ((dialog = cas_calc_dialog_find (GTK_WINDOW (window))) != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));

  /* Pisa's mat: the Turncoat, with its owner. */
  mat = lord_mat (window, game, "pisa");
  ITERATE_UNTIL (find_named (mat, "turncoat-colle_san_miniato") != NULL);
  row = need (mat, "turncoat-colle_san_miniato");
  g_assert_true (shows (row, "Bribed from Colle Podestà"));
  g_assert_true (shows (row, "San Miniato Comune"));
  scroll_page_to (window, find_one (window, CAS_TYPE_TABLE_VIEW), row);
  screenshots (window, "inferno-turncoat-mat");

  /* Colle's mat: not his Ready Vassal, and its Muster choice is off. */
  mat = lord_mat (window, game, "colle");
  state = need (mat, "vassal-colle_san_miniato");
  g_assert_cmpstr (gtk_menu_button_get_label (GTK_MENU_BUTTON (state)), ==, "Turncoat");
  g_assert_true (shows (mat, "Serves Pisa Podestà as a Turncoat"));
  scroll_page_to (window, find_one (window, CAS_TYPE_TABLE_VIEW), state);
  ITERATE_UNTIL (gtk_widget_get_mapped (state));
  gtk_menu_button_popup (GTK_MENU_BUTTON (state));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (state)));
  g_assert_nonnull (popover);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  g_assert_false (gtk_widget_is_sensitive (need (popover, "vassal-muster")));
  g_assert_true (gtk_widget_is_sensitive (need (popover, "vassal-unready")));
  screenshots_with (window, popover, "inferno-turncoat-owner");
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* Colle's own side may Bribe it back (I195): the Treachery calculator lists it with the
   * Lord it serves. */
  dialog = open_calculator (window, "treachery:colle:bribe:colle_san_miniato");
  ITERATE_UNTIL (has_label_containing (dialog, "San Miniato Comune (Turncoat with Pisa Podestà)"));
  ITERATE_UNTIL (has_label_containing (dialog, "his Turncoat, and a Bribe may take a Turncoat"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Undo: back on its own side, the row gone from Pisa's mat. */
  g_assert_true (cas_journal_undo (journal));
  mat = lord_mat (window, game, "pisa");
  ITERATE_UNTIL (find_named (mat, "turncoat-colle_san_miniato") == NULL);
  mat = lord_mat (window, game, "colle");
  g_assert_cmpstr (gtk_menu_button_get_label (GTK_MENU_BUTTON (need (mat, "vassal-colle_san_miniato"))), ==, "Ready");
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-turncoat/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-turncoat/bribe", test_turncoat);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
