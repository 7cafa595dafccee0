/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-levy.c: the app's Levy calculator on an Inferno game (levy, issue 17):
 * the Exile Army's 2 Levy actions a roll (3.4.1, the rulebook's example: Firenze marked
 * Ghibelline, Guido Guerra at Prato), Siena's Terzi by their die once the Comune is in play
 * (3.4.2), the Podestà's status and Call to Arms as notes (3.5); light and dark
 * screenshots. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calc-dialog.h"
#include "ui-test-util.h"

static void
test_levy (void)
{
  static const char *const actions[] = { "disband firenze 4", "muster guido prato", "marker firenze conquered 3",
                                         "comune siena in", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "in_far_vendetta", actions);
  GtkWidget *window, *dialog;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  g_action_group_activate_action (G_ACTION_GROUP (window), "calculate", g_variant_new_string ("levy"));
  dialog = cas_calc_dialog_find (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  wait_drawn (dialog);
  g_assert_cmpstr (cas_calc_dialog_get_headline (CAS_CALC_DIALOG (dialog)), ==, "3 Ready Lords");
  g_assert_true (has_label_containing (dialog, "· 2 Levy actions a roll"));
  g_assert_true (has_label_containing (dialog, "Terzo di Città (1-5)"));
  g_assert_true (has_label_containing (dialog, "Exile Army: Firenze carries Enemy Allegiance"));
  native_screenshots (dialog, "inferno-calc-levy");
  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  if (ui_test_init (&argc, &argv, "/ui/inferno-levy/no-display"))
    g_test_add_func ("/ui/inferno-levy/calculator", test_levy);
  return g_test_run ();
}
