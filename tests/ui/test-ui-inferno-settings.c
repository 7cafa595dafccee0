/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-settings.c: Preferences on an Inferno game (issue 17; rules-decisions
 * I1-I3): a group of the game's settings (the Season of the Feb-Mar and Aug-Sep boxes, the
 * Forces table), each a row whose choice is the journal action `option ID VALUE`, undone
 * like any other; a Nevsky game has no such group. Light and dark screenshots. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-preferences-window.h"
#include "cas-window.h"
#include "ui-test-util.h"

static void
scroll_to_end (GtkWidget *prefs)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  find_all (prefs, GTK_TYPE_SCROLLED_WINDOW, found);
  for (guint i = 0; i < found->len; i++)
    if (gtk_widget_get_mapped (found->pdata[i]))
      {
        GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (found->pdata[i]));
        gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
      }
  wait_drawn (prefs);
}

static void
test_settings (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", NULL);
  GtkWidget *window = game_window (journal, NULL);
  GtkWidget *prefs = open_preferences_of (window);
  GtkWidget *group = find_named (prefs, "game-settings");
  AdwComboRow *feb, *aug;

  g_assert_nonnull (group);
  g_assert_true (has_label (prefs, "Season of the Feb-Mar boxes"));
  g_assert_true (has_label (prefs, "Season of the Aug-Sep boxes"));
  g_assert_true (has_label_containing (prefs, "Unverified: the Season of Calendar boxes 1, 7, 13"));
  feb = ADW_COMBO_ROW (find_named (group, "feb_mar_season"));
  aug = ADW_COMBO_ROW (find_named (group, "aug_sep_season"));
  g_assert_cmpuint (adw_combo_row_get_selected (feb), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (aug), ==, 0);
  scroll_to_end (prefs);
  native_screenshots (prefs, "inferno-preferences");

  /* A choice is an action of the game's journal. */
  adw_combo_row_set_selected (feb, 1);
  g_assert_cmpuint (cas_journal_get_n_entries (journal), ==, 1);
  g_assert_cmpstr (cas_journal_get_text (journal, 0), ==, "option feb_mar_season winter");
  g_assert_cmpstr (cas_table_season (cas_journal_get_table (journal))->id, ==, "winter");
  /* Undone in the window, the row follows. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpstr (cas_table_season (cas_journal_get_table (journal))->id, ==, "spring");
  g_assert_cmpuint (adw_combo_row_get_selected (feb), ==, 0);
  gtk_window_close (GTK_WINDOW (prefs));
  ITERATE_UNTIL (find_toplevel (CAS_TYPE_PREFERENCES_WINDOW) == NULL);

  /* A Nevsky game has no settings: no group. */
  {
    g_autoptr(CasJournal) nevsky = new_game_of ("nevsky", "pleskau", NULL);
    GtkWidget *other = game_window (nevsky, NULL);
    prefs = open_preferences_of (other);
    g_assert_null (find_named (prefs, "game-settings"));
    gtk_window_close (GTK_WINDOW (prefs));
    ITERATE_UNTIL (find_toplevel (CAS_TYPE_PREFERENCES_WINDOW) == NULL);
    destroy_window (other);
  }
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  if (ui_test_init (&argc, &argv, "/ui/inferno-settings/no-display"))
    g_test_add_func ("/ui/inferno-settings/preferences", test_settings);
  return g_test_run ();
}
