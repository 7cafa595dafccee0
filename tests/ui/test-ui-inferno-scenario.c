/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-scenario.c (scen, issue 17): the scenario's special rules on the Table
 * page (6.0): the Calendar's Scenario Rules button opens the scenario's rules and remarks,
 * one line each (scenario C: Manfredi's VP, the Maremma War's Call to Arms, the dashed
 * line, Grosseto); light and dark screenshots at 1280x800 with it open. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calendar-view.h"
#include "ui-test-util.h"

static void
test_rules (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "santafior_oscura", NULL);
  GtkWidget *window, *calendar, *button;
  GtkPopover *popover;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  calendar = find_one (window, CAS_TYPE_CALENDAR_VIEW);
  button = need (calendar, "scenario-rules");
  wait_drawn (window);
  ITERATE_UNTIL (gtk_widget_get_mapped (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  GtkWidget *p = GTK_WIDGET (popover);
  g_assert_true (has_label (p, "Santafior Oscura: Special Rules"));
  g_assert_true (has_label_containing (p, "may not cross the dashed line"));
  g_assert_true (has_label_containing (p, "Grosseto with 2 Siege markers"));
  g_assert_true (has_label_containing (p, "only the Ghibellines hold a Call to Arms"));
  wait_drawn (window);
  screenshots_with (window, p, "inferno-scenario-rules");
  gtk_popover_popdown (popover);
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-scenario/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-scenario/rules", test_rules);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
