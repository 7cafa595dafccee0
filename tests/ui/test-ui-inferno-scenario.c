/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-scenario.c (scen, issue 17): the scenario's special rules on the Table
 * page (6.0): the Calendar's Scenario Rules button opens the scenario's rules and remarks,
 * one line each (scenario C: Manfredi's VP, the Maremma War's Call to Arms, the dashed
 * line, Grosseto); light and dark screenshots at 1280x800 with it open. The draw dialog of
 * the Plan & Cards page in a first Levy: A's first card a Capability, the second an Event
 * (3.1); B's S18-S20 never drawn, given out first (3.1.2); screenshots of the dialog. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calendar-view.h"
#include "cas-cards-panel.h"
#include <string.h>
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

/* Draws one card for SIDE; returns the dialog's body, having answered "back". */
static char *
draw (GtkWidget *cards, int side, int *card, char **preferred, const char *shot)
{
  AdwMessageDialog *dialog;
  *card = cas_cards_panel_draw (CAS_CARDS_PANEL (cards), side);
  g_assert_cmpint (*card, >=, 0);
  ITERATE_UNTIL ((dialog = find_message_dialog ()) != NULL);
  char *body = g_strdup (adw_message_dialog_get_body (dialog));
  *preferred = g_strdup (adw_message_dialog_get_default_response (dialog));
  if (shot)
    native_screenshots (GTK_WIDGET (dialog), shot);
  adw_message_dialog_response (dialog, "back");
  close_message_dialogs ();
  return body;
}

static void
test_draw (void)
{
  g_autoptr(CasJournal) a = new_game_of ("inferno", "dolenti_note", NULL);
  GtkWidget *window, *cards;
  int card;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (a, "plan");
  cards = find_one (window, CAS_TYPE_CARDS_PANEL);
  {
    g_autofree char *preferred = NULL;
    g_autofree char *body = draw (cards, 0, &card, &preferred, NULL);
    g_assert_nonnull (strstr (body, "the side’s first card of the first Levy is a Capability, the second an Event"));
  }
  /* The first card taken as a Capability (F1, side-wide): the next is the Event. */
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do (a, "capability f1", &error));
  g_assert_no_error (error);
  {
    g_autofree char *preferred = NULL;
    g_autofree char *body = draw (cards, 0, &card, &preferred, "inferno-draw-sudden-campaign");
    g_assert_nonnull (strstr (body, "an Event instead of a Capability"));
    g_assert_cmpstr (preferred, !=, "capability");
  }
  destroy_window (window);

  g_autoptr(CasJournal) b = new_game_of ("inferno", "in_far_vendetta", NULL);
  window = game_window (b, "plan");
  cards = find_one (window, CAS_TYPE_CARDS_PANEL);
  for (int i = 0; i < 12; i++)
    {
      g_autofree char *preferred = NULL;
      g_autofree char *body = draw (cards, 1, &card, &preferred, i == 0 ? "inferno-draw-reprisal-war" : NULL);
      const char *id = cas_game_get_card (cas_journal_get_game (b), card)->id;
      g_assert_true (!g_str_equal (id, "s18") && !g_str_equal (id, "s19") && !g_str_equal (id, "s20"));
      g_assert_nonnull (strstr (body, "Reprisal War: the side gives S18, S19, S20 to its Lords before this draw"));
    }
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-scenario/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-scenario/rules", test_rules);
  g_test_add_func ("/ui/inferno-scenario/draw", test_draw);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
