/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-plan.c: the Plan & Cards page in the real window on Pleskau: both Plans built
 * through the widgets behind the handover (the other side's cards never in the widget
 * tree while hidden), the reveal, a Capability and a held Event recorded, a draw by the
 * app; light and dark screenshots of each step. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-cards-panel.h"
#include "cas-plan-view.h"
#include "cas-window.h"
#include "ui-test-util.h"

/* Whether any label or tooltip anywhere under ROOT, shown or not, contains TEXT. */
static gboolean
mentions (GtkWidget *root, const char *text)
{
  const char *tip = gtk_widget_get_tooltip_text (root);
  if (tip && strstr (tip, text))
    return TRUE;
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_label (GTK_LABEL (root)), text))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    if (mentions (c, text))
      return TRUE;
  return FALSE;
}

static const char *
plan_cell_text (const CasTable *t, int side, int k)
{
  int v = CAS_GLOBAL (t, CAS_G_PLAN_0 + side * CAS_MAX_PLAN + k);
  if (v == CAS_PLAN_EMPTY)
    return "";
  if (v == CAS_PLAN_PASS)
    return "pass";
  return cas_game_get_lord (t->game, v)->id;
}

/* Runs what the main loop has pending (the cards panel rebuilds in an idle). */
static void
settle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_plan (void)
{
  g_autoptr(CasJournal) journal = new_game ("pleskau", NULL);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window, *view, *column, *cards;
  const CasTable *t;
  static const char *const teutons[] = { "Hermann", "Yaroslav", "Knud" };
  static const char *const russians[] = { "Gavrilo", "Vladislav" };

  t = cas_journal_get_table (journal);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "plan");
  view = cas_window_get_page (CAS_WINDOW (window), "plan");
  g_assert_true (gtk_widget_get_mapped (view));
  column = need (view, "plan-column");
  cards = find_one (view, CAS_TYPE_CARDS_PANEL);
  screenshots (window, "plan-empty");

  /* The Teutons first, behind the handover. */
  click_named (column, "build-all");
  need (column, "handover");
  g_assert_true (shows (column, "Hand the Device to the Teutonic Player"));
  screenshots (window, "plan-handover");
  click_named (column, "handover-start");
  g_assert_null (find_named (column, "handover"));
  /* Only Lords on the map (4.1.1): Rudolf's cylinder is on the Calendar. */
  g_assert_null (find_named (column, "add-rudolf"));
  click_named (column, "add-hermann");
  click_named (column, "add-hermann");
  click_named (column, "add-yaroslav");
  click_named (column, "add-knud_and_abel");
  click_named (column, "add-pass");
  g_assert_false (gtk_widget_is_sensitive (need (column, "plan-done")));
  click_named (column, "left-2");   /* Yaroslav second */
  screenshots (window, "plan-build");
  click_named (column, "add-pass");
  g_assert_false (gtk_widget_is_sensitive (need (column, "add-pass")));  /* six is the Summer Plan (4.1) */
  click_named (column, "plan-done");
  g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==,
                   "plan teutonic hermann,yaroslav,hermann,knud_and_abel,pass,pass");
  g_assert_cmpstr (plan_cell_text (t, 0, 1), ==, "yaroslav");

  /* Then the Russians: the Teutonic cards are nowhere in the page, shown or not. */
  need (column, "handover");
  g_assert_true (shows (column, "Hand the Device to the Russian Player"));
  g_assert_true (shows (column, "6 cards, face down"));
  for (guint i = 0; i < G_N_ELEMENTS (teutons); i++)
    g_assert_false (mentions (column, teutons[i]));
  click_named (column, "handover-start");
  for (guint i = 0; i < G_N_ELEMENTS (teutons); i++)
    g_assert_false (mentions (column, teutons[i]));
  click_named (column, "add-gavrilo");
  click_named (column, "add-vladislav");
  click_named (column, "add-gavrilo");
  click_named (column, "add-vladislav");
  g_assert_true (shows (column, "4 of 6 cards"));
  click_named (column, "add-gavrilo");
  g_assert_false (gtk_widget_is_sensitive (need (column, "add-gavrilo")));  /* three cards each (1.9.2) */
  click_named (column, "add-pass");
  click_named (column, "remove-0");
  click_named (column, "add-pass");
  click_named (column, "plan-done");
  g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==,
                   "plan russian vladislav,gavrilo,vladislav,gavrilo,pass,pass");

  /* Both face down: neither side's cards are in the page. */
  g_assert_null (find_named (column, "handover"));
  for (guint i = 0; i < G_N_ELEMENTS (teutons); i++)
    g_assert_false (mentions (column, teutons[i]));
  for (guint i = 0; i < G_N_ELEMENTS (russians); i++)
    g_assert_false (mentions (column, russians[i]));

  /* A player may look at his own Plan (4.1), after a handover. */
  click_named (column, "peek-teutonic");
  need (column, "handover");
  g_assert_false (mentions (column, "Hermann"));
  click_named (column, "handover-start");
  g_assert_true (shows (column, "Yaroslav"));
  g_assert_false (mentions (column, "Gavrilo"));
  click_named (column, "peek-hide");
  g_assert_false (mentions (column, "Yaroslav"));

  /* The reveal: Teutons, then Russians (4.2). */
  click_named (column, "reveal-next");
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0), ==, 1);
  g_assert_true (shows (need (column, "active-card"), "Hermann is the Active Lord"));
  g_assert_true (shows (need (column, "active-card"), "Command 3"));
  {
    GtkWidget *feed = need (column, "calc-feed");
    GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (feed));
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (feed)), ==, "win.calculate");
    g_assert_cmpstr (g_variant_get_string (target, NULL), ==, "feed");
  }
  g_assert_false (mentions (column, "Yaroslav"));   /* the rest stays face down */
  g_assert_false (mentions (column, "Gavrilo"));
  click_named (column, "reveal-next");
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_1), ==, 1);
  g_assert_true (shows (need (column, "active-card"), "Vladislav"));
  g_assert_false (mentions (column, "Gavrilo"));
  click_named (column, "reveal-next");
  g_assert_true (shows (need (column, "active-card"), "Yaroslav"));
  /* Undo through the window puts the card back face down. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0), ==, 1);
  g_assert_false (mentions (column, "Yaroslav"));
  screenshots (window, "plan-reveal");

  /* Four reveals on, a Pass card. */
  for (int i = 0; i < 7; i++)
    click_named (column, "reveal-next");
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0), ==, 5);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_1), ==, 4);
  g_assert_true (shows (need (column, "active-card"), "Pass"));

  /* Cards: a Capability at a Lord's mat and a held Event, through the Record menus. */
  {
    int t3 = cas_game_find_card (game, "t3");
    int hold = -1;
    g_assert_cmpint (CAS_CARD (t, t3, CAS_K_STATE), ==, CAS_CARD_DECK);
    click_named (cards, "record-draw-teutonic");
    ITERATE_UNTIL (gtk_widget_get_mapped (need (cards, "cards-back")));
    g_assert_nonnull (find_named (cards, "record-t3"));
    g_assert_null (find_named (cards, "record-r1"));   /* the Teutonic deck only */
    record_through_menu (cards, "t3", "capability t3 yaroslav");
    settle ();
    g_assert_cmpint (CAS_CARD (t, t3, CAS_K_STATE), ==, CAS_CARD_LORD);
    g_assert_cmpint (CAS_CARD (t, t3, CAS_K_LORD), ==, cas_game_find_lord (game, "yaroslav"));
    g_assert_null (find_named (cards, "record-t3"));   /* no longer in the deck */
    for (int c = 0; c < (int) cas_game_get_n_cards (game) && hold < 0; c++)
      {
        const CasCard *k = cas_game_get_card (game, c);
        if (k->side == 0 && !k->no_card && k->timing == CAS_TIMING_HOLD && CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_DECK)
          hold = c;
      }
    g_assert_cmpint (hold, >=, 0);
    g_autofree char *held = g_strdup_printf ("card %s held", cas_game_get_card (game, hold)->id);
    record_through_menu (cards, cas_game_get_card (game, hold)->id, held);
    settle ();
    g_assert_cmpint (CAS_CARD (t, hold, CAS_K_STATE), ==, CAS_CARD_HELD);
    g_assert_cmpstr (cas_journal_get_text (journal, cas_journal_get_n_done (journal) - 1), ==, held);

    /* Back to the cards in play: both are listed with our summaries. */
    click_named (cards, "cards-back");
    ITERATE_UNTIL (gtk_widget_get_mapped (need (cards, "discard-t3")));
    g_assert_true (shows (cards, cas_game_get_card (game, t3)->cap_name));
    g_assert_true (shows (cards, cas_game_get_card (game, t3)->cap_summary));
    g_assert_true (shows (cards, cas_game_get_card (game, hold)->event_name));
    g_assert_true (shows (cards, "At Yaroslav"));
    g_assert_true (shows (cards, "Held Event"));
    screenshots (window, "plan-cards");

    /* Discard, and undo it. */
    click_named (cards, "discard-t3");
    settle ();
    g_assert_cmpint (CAS_CARD (t, t3, CAS_K_STATE), ==, CAS_CARD_DECK);
    g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
    g_assert_cmpint (CAS_CARD (t, t3, CAS_K_STATE), ==, CAS_CARD_LORD);
  }

  /* The lookup finds a card by name, whatever its deck. */
  {
    GtkWidget *entry = need (cards, "cards-search");
    gtk_editable_set_text (GTK_EDITABLE (entry), "druzhina");
    ITERATE_UNTIL (find_named (cards, "record-r5") != NULL && gtk_widget_get_mapped (need (cards, "record-r5")));
    g_assert_true (shows (cards, "Druzhina"));
    g_assert_null (find_named (cards, "record-t1"));
    screenshots (window, "plan-lookup");
    click_named (cards, "cards-back");
  }

  /* Draw for me: says what was drawn, and records it with one click. */
  {
    guint before = cas_journal_get_n_done (journal);
    int drawn = cas_cards_panel_draw (CAS_CARDS_PANEL (cards), 1);
    AdwMessageDialog *dialog;
    g_assert_cmpint (drawn, >=, 0);
    g_assert_cmpint (cas_game_get_card (game, drawn)->side, ==, 1);
    ITERATE_UNTIL ((dialog = find_message_dialog ()) != NULL);
    g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "The Russian Player Drew"));
    g_autofree char *upper = g_ascii_strup (cas_game_get_card (game, drawn)->id, -1);
    g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), upper));
    wait_drawn (GTK_WIDGET (dialog));
    {
      /* The first Levy of Pleskau: the draw is a Capability (3.1.2). */
      const char *preferred = adw_message_dialog_get_default_response (dialog);
      if (g_str_equal (preferred, "capability"))
        {
          adw_message_dialog_response (dialog, preferred);
          g_assert_cmpuint (cas_journal_get_n_done (journal), ==, before + 1);
          g_assert_cmpint (CAS_CARD (t, drawn, CAS_K_STATE), !=, CAS_CARD_DECK);
        }
      else
        adw_message_dialog_response (dialog, "back");
    }
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  /* Usable at 1024x768: the page asks no more room than that. */
  {
    int min_w = 0;
    gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
    g_test_message ("Plan & Cards page needs %d px of width", min_w);
    g_assert_cmpint (min_w, <=, 1024);
    gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
    ITERATE_UNTIL (gtk_widget_get_width (window) == 1024 && gtk_widget_get_height (window) == 768);
    screenshot_width = 1024;
    screenshot_height = 768;
    screenshots (window, "plan-1024");
    screenshot_width = WIDTH;
    screenshot_height = HEIGHT;
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/plan/no-display"))
    return g_test_run ();

  g_test_add_func ("/ui/plan/pleskau", test_plan);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
