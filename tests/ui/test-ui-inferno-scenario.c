/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-scenario.c (scen, issue 17): the scenario's special rules on the Table
 * page (6.0): the Calendar's Scenario Rules button opens the scenario's rules and remarks,
 * one line each (scenario C: Manfredi's VP, the Maremma War's Call to Arms, the dashed
 * line, Grosseto); light and dark screenshots at 1280x800 with it open. The draw dialog of
 * the Plan & Cards page in a first Levy: A's first card a Capability, the second an Event
 * (3.1); B's S18-S20 never drawn, given out first (3.1.2); screenshots of the dialog.
 * inferno-app (issue 17): after the first Levy, an Event drawn shows `event`'s lines and a
 * button per option (3.1.3; I187), applied through the journal and undone; a This Lord
 * card's Lord list offers a Comune mat in play (3.4.4; I152, I188). FRIARS in force: the
 * Guelph Plan says "Shuffled: blind" and its Shuffle button records a new order (I190);
 * inferno-events2: the sequence bar says it at the Plan step with its own Shuffle, and a
 * held Hold Event is played from its row with its options (I199-I206). */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calendar-view.h"
#include "cas-cards-panel.h"
#include "cas-sequence-view.h" /* inferno-events2: the bar's Plan step */
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

/* inferno-app (issue 17; 3.1.3, 2.2.3, I187): GENOVA (F9) drawn in the Levy of box 5 of
 * scenario A: its lines, the option of the shifts (Firenze on the map, Service +1; Lucca
 * and Colle are out of play in A, left out) and the Treachery card, each with a button;
 * the shift applied through the journal, then undone. VAL D'ORCIA
 * (F25), a War Event whose condition fails: A skips the Call to Arms (6.0), so nothing is
 * proposed (inferno-fixes; before, `war f25 yes`), and no option. */
static void
test_draw_event (void)
{
  static const char *const actions[] = { "box 5", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", actions);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window, *cards, *dialog, *option;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "plan");
  cards = find_one (window, CAS_TYPE_CARDS_PANEL);
  cas_cards_panel_show_draw (CAS_CARDS_PANEL (cards), 0, cas_game_find_card (game, "f9"));
  ITERATE_UNTIL ((dialog = GTK_WIDGET (find_message_dialog ())) != NULL);
  ITERATE_UNTIL (gtk_widget_get_mapped (need (dialog, "draw-event")));
  g_assert_true (has_label_containing (dialog, "they choose among its options"));
  option = need (dialog, "draw-event-option-0");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (option), ==, "service firenze +1");
  g_assert_nonnull (find_named (dialog, "draw-event-option-1"));
  g_assert_null (find_named (dialog, "draw-event-option-2"));
  g_assert_null (find_named (dialog, "draw-event-proposal-0"));
  native_screenshots (dialog, "inferno-draw-event");

  int firenze = cas_game_find_lord (game, "firenze");
  int service = CAS_LORD (cas_journal_get_table (journal), firenze, CAS_L_SERVICE);
  guint done = cas_journal_get_n_done (journal);
  click (option);
  ITERATE_UNTIL (!gtk_widget_get_sensitive (option));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, done + 1);
  g_assert_cmpint (CAS_LORD (cas_journal_get_table (journal), firenze, CAS_L_SERVICE), ==, service + 1);
  g_assert_true (cas_journal_undo (journal));
  g_assert_cmpint (CAS_LORD (cas_journal_get_table (journal), firenze, CAS_L_SERVICE), ==, service);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "back");
  close_message_dialogs ();

  cas_cards_panel_show_draw (CAS_CARDS_PANEL (cards), 0, cas_game_find_card (game, "f25"));
  ITERATE_UNTIL ((dialog = GTK_WIDGET (find_message_dialog ())) != NULL);
  ITERATE_UNTIL (gtk_widget_get_mapped (need (dialog, "draw-event")));
  /* inferno-fixes: A skips every Call to Arms (6.0): the War Event proposes nothing */
  g_assert_true (has_label_containing (dialog, "Dolenti Note skips the Guelphs' Call to Arms"));
  g_assert_null (find_named (dialog, "draw-event-proposal-0"));
  g_assert_null (find_named (dialog, "draw-event-option-0"));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, done);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "back");
  close_message_dialogs ();
  destroy_window (window);
}

/* inferno-app (issue 17; 3.4.4, I152, I188): ARCIERI (F16, This Lord, Firenze) drawn in
 * scenario A's first Levy with Firenze's Comune in play: the Lord list offers Firenze and
 * his Comune's mat; the Comune's taken, `capability f16 firenze_comune`. Nevsky's and a
 * Lord without a Comune in play list the Lords only (test-ui-plan.c). */
static void
test_draw_comune (void)
{
  static const char *const actions[] = { "comune firenze in", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", actions);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window, *cards, *dialog;
  int f16 = cas_game_find_card (game, "f16");

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "plan");
  cards = find_one (window, CAS_TYPE_CARDS_PANEL);
  cas_cards_panel_show_draw (CAS_CARDS_PANEL (cards), 0, f16);
  ITERATE_UNTIL ((dialog = GTK_WIDGET (find_message_dialog ())) != NULL);
  GtkDropDown *lords = GTK_DROP_DOWN (need (dialog, "draw-lord"));
  GListModel *model = gtk_drop_down_get_model (lords);
  guint n = g_list_model_get_n_items (model), comune = GTK_INVALID_LIST_POSITION;
  for (guint i = 0; i < n; i++)
    if (g_str_has_suffix (gtk_string_list_get_string (GTK_STRING_LIST (model), i), "’s Mat"))
      comune = i;
  g_assert_cmpuint (comune, !=, GTK_INVALID_LIST_POSITION);
  g_assert_cmpuint (comune, >, 0);
  gtk_drop_down_set_selected (lords, comune);
  native_screenshots (dialog, "inferno-draw-comune");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "capability");
  close_message_dialogs ();
  const CasTable *t = cas_journal_get_table (journal);
  g_assert_cmpint (CAS_CARD (t, f16, CAS_K_STATE), ==, CAS_CARD_LORD);
  g_assert_cmpint (CAS_CARD (t, f16, CAS_K_MAT), ==, 1);
  destroy_window (window);
}

/* inferno-app (issue 17; FRIARS S14, 3.1.3, 4.1; I190): with the card in force the Guelph
 * Plan's status says "Shuffled: blind" and offers Shuffle; a click records the Plan again
 * (`plan guelph ...`, the same 4 cards) through the journal; undone, the order is back;
 * Firenze's card revealed, its Command says FRIARS and Shuffle is gone.
 * The Ghibelline Plan has neither. */
static void
test_friars (void)
{
  static const char *const actions[] = { "plan guelph firenze,firenze,pass,pass", "plan ghibelline pass,pass,pass,pass",
                                         "card s14 this_campaign", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "in_far_vendetta", actions);
  GtkWidget *window;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "plan");
  GtkWidget *shuffle = need (window, "shuffle-guelph");
  ITERATE_UNTIL (gtk_widget_get_mapped (shuffle));
  g_assert_true (has_label (window, "Shuffled: blind"));
  g_assert_null (find_named (window, "shuffle-ghibelline"));
  screenshots (window, "inferno-friars");
  guint done = cas_journal_get_n_done (journal);
  click (shuffle);
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == done + 1);
  const CasTable *t = cas_journal_get_table (journal);
  int n = 0;
  for (int i = 0; i < CAS_MAX_PLAN; i++)
    n += CAS_GLOBAL (t, CAS_G_PLAN_0 + i) != CAS_PLAN_EMPTY;
  g_assert_cmpint (n, ==, 4);
  g_assert_true (cas_journal_undo (journal));
  t = cas_journal_get_table (journal);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PLAN_0), ==, cas_game_find_lord (cas_journal_get_game (journal), "firenze"));
  /* Firenze's card revealed: its Command says FRIARS; no Shuffle once a card is up. */
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do (journal, "reveal guelph 1", &error));
  g_assert_no_error (error);
  ITERATE_UNTIL (has_label_containing (window, "FRIARS is in force: the Guelph Plan was shuffled"));
  g_assert_null (find_named (window, "shuffle-guelph"));
  g_assert_true (gtk_widget_get_mapped (need (window, "plan-blind")));
  screenshots (window, "inferno-friars-command");
  destroy_window (window);
}

/* inferno-events2 (issue 17; FRIARS S14, 3.1.3, 4.1; I190, I205): the Table page's bar at
 * the Campaign's Plan step with the card in force: a note "Guelph Plan: blind" and a
 * Shuffle that records the Guelph Plan again through the journal; once a card of it is
 * revealed, the note stays and the Shuffle goes. Without the card, neither. */
static void
test_friars_bar (void)
{
  static const char *const actions[] = { "plan guelph firenze,firenze,pass,pass", "plan ghibelline pass,pass,pass,pass",
                                         "card s14 this_campaign", "phase campaign", "step 8", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "in_far_vendetta", actions);
  GtkWidget *window, *seq;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  seq = find_one (window, CAS_TYPE_SEQUENCE_VIEW);
  g_assert_cmpint (cas_sequence_view_get_step (CAS_SEQUENCE_VIEW (seq)), ==, CAS_SEQ_PLAN);
  GtkWidget *note = need (seq, "step-note");
  ITERATE_UNTIL (gtk_widget_get_mapped (note));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (note)), ==, "Guelph Plan: blind");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (note), "FRIARS is in force"));
  GtkWidget *shuffle = need (seq, "helper-shuffle-guelph");
  g_assert_null (find_named (seq, "helper-shuffle-ghibelline"));
  screenshots (window, "inferno-friars-bar");
  guint done = cas_journal_get_n_done (journal);
  click (shuffle);
  ITERATE_UNTIL (cas_journal_get_n_done (journal) == done + 1);

  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do (journal, "reveal guelph 1", &error));
  g_assert_no_error (error);
  ITERATE_UNTIL (find_named (seq, "helper-shuffle-guelph") == NULL);
  g_assert_nonnull (find_named (seq, "step-note"));
  g_assert_true (cas_journal_do (journal, "card s14 deck", &error));
  g_assert_no_error (error);
  ITERATE_UNTIL (find_named (seq, "step-note") == NULL);
  destroy_window (window);
}

/* inferno-events2 (issue 17; 3.5, 3.1.3; I199-I201, I206): TREASURERS (F23) held, Firenze
 * and Arezzo with 1 Coin each: its row in Cards in Play has Play; the dialog lists its two
 * options (a Call to Arms, a Treachery card), each paying 1 Coin from each Lord and
 * discarding the card, and no certain proposal; the first applied declares the Guelphs'
 * Call to Arms (4 actions, one step each). A card not held has no Play. */
static void
test_play_event (void)
{
  static const char *const actions[] = { "card f23 held", "assets firenze coin 1", "assets arezzo coin 1", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "in_far_vendetta", actions);
  GtkWidget *window, *play, *dialog;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "plan");
  play = need (window, "play-f23");
  g_assert_null (find_named (window, "play-f3"));
  ITERATE_UNTIL (gtk_widget_get_mapped (play));
  screenshots (window, "inferno-play-row");
  click (play);
  ITERATE_UNTIL ((dialog = GTK_WIDGET (find_message_dialog ())) != NULL);
  GtkWidget *cta = need (dialog, "draw-event-option-0");
  ITERATE_UNTIL (gtk_widget_get_mapped (cta));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cta), ==,
                   "assets firenze coin -1, assets arezzo coin -1, cta guelph yes, discard f23");
  g_assert_nonnull (find_named (dialog, "draw-event-option-1"));
  g_assert_null (find_named (dialog, "draw-event-proposal-0"));
  native_screenshots (dialog, "inferno-play-event");
  guint done = cas_journal_get_n_done (journal);
  click (cta);
  ITERATE_UNTIL (!gtk_widget_get_sensitive (cta));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, done + 4);
  const CasTable *t = cas_journal_get_table (journal);
  g_assert_cmpint (CAS_CARD (t, cas_game_find_card (t->game, "f23"), CAS_K_STATE), ==, CAS_CARD_DECK);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");
  close_message_dialogs ();
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
  g_test_add_func ("/ui/inferno-scenario/draw-event", test_draw_event);
  g_test_add_func ("/ui/inferno-scenario/draw-comune", test_draw_comune);
  g_test_add_func ("/ui/inferno-scenario/friars", test_friars);
  g_test_add_func ("/ui/inferno-scenario/friars-bar", test_friars_bar);
  g_test_add_func ("/ui/inferno-scenario/play-event", test_play_event);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
