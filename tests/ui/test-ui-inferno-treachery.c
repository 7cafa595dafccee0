/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-treachery.c: the Treachery cards on Inferno's Plan & Cards page
 * (treachery, issue 17; 1.4.3, 4.1.1, 4.2.3, 4.9.6; rules-decisions I100-I105): each
 * side's row, collapsed until opened, lists its six cards and adds or sets one aside; the
 * Plan builder offers the cards the side holds and records `treachery:LORD`; the card
 * flipped shows its Lord on his Treachery card, and a card in the Plan cannot be set
 * aside from the row. Light and dark screenshots at 1280x800. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-window.h"
#include "ui-test-util.h"

static const char *
last_text (CasJournal *journal)
{
  return cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1);
}

/* Scenario D in its Campaign: the Guelphs hold Arezzo's card. */
static void
test_treachery_plan (void)
{
  static const char *const actions[] = { "treachery guelph add arezzo", "phase campaign", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "arbia_colorata", actions);
  GtkWidget *window, *view, *column, *row;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "plan");
  view = cas_window_get_page (CAS_WINDOW (window), "plan");
  column = need (view, "plan-column");
  need (column, "treachery-cards");
  row = need (column, "treachery-guelph");
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  g_assert_true (shows (row, "1 held · 0 in the Plan · 5 set aside"));

  /* Opened by its side: Colle's card added from the row; the row stays open. */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  click_named (column, "treachery-add-colle");
  g_assert_cmpstr (last_text (journal), ==, "treachery guelph add colle");
  row = need (column, "treachery-guelph");
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  need (column, "treachery-aside-colle");
  scroll_page_to (window, view, row);
  screenshots (window, "inferno-treachery-cards");
  click_named (column, "treachery-aside-colle");
  g_assert_cmpstr (last_text (journal), ==, "treachery guelph aside colle");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (need (column, "treachery-guelph")), FALSE);

  /* The Guelph Plan: Arezzo's Treachery card is offered, Lucca's (set aside) is not. */
  click_named (column, "build-all");
  click_named (column, "handover-start");
  need (column, "add-treachery-arezzo");
  g_assert_null (find_named (column, "add-treachery-lucca"));
  click_named (column, "add-arezzo");
  click_named (column, "add-treachery-arezzo");
  g_assert_false (gtk_widget_is_sensitive (need (column, "add-treachery-arezzo")));  /* one card */
  click_named (column, "add-colle");
  click_named (column, "add-orvieto");
  click_named (column, "add-guido");
  screenshots (window, "inferno-treachery-build");
  click_named (column, "add-pass");
  click_named (column, "plan-done");
  g_assert_cmpstr (last_text (journal), ==, "plan guelph arezzo,treachery:arezzo,colle,orvieto,guido,pass");

  /* The Ghibellines, then Arezzo flips his Treachery card (4.2.3). */
  click_named (column, "handover-start");
  click_named (column, "add-provenzano");
  click_named (column, "add-giordano");
  click_named (column, "add-astimberg");
  click_named (column, "add-santa_fiora");
  click_named (column, "add-pass");
  click_named (column, "add-pass");
  click_named (column, "plan-done");
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do (journal, "reveal guelph 2", &error));
  g_assert_true (cas_journal_do (journal, "reveal ghibelline 1", &error));
  g_assert_no_error (error);
  ITERATE_UNTIL (shows (column, "Arezzo Podestà on his Treachery card"));
  g_assert_true (has_label_containing (column, "No Command actions"));
  /* In the Plan and used: not to be set aside before the Reset (1.4.3). */
  g_assert_false (gtk_widget_is_sensitive (need (column, "treachery-aside-arezzo")));
  screenshots (window, "inferno-treachery-active");
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-treachery/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-treachery/plan", test_treachery_plan);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
