/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-battle.c: the Battle page in the real window: a Battle at Pskov fought with
 * dice typed through the 1-6 buttons (one taken back), its summary checked against the
 * engine on the same dice, applied to the table and taken back; the Array, Held Events
 * and Concessions set through their widgets; a Storm rolled with the app's dice; the
 * odds computed off the UI thread; the dice button. Screenshots of each, light and
 * dark, at 1280x800. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-battle-array.h"
#include "cas-battle-fight.h"
#include "cas-battle-odds-view.h"
#include "cas-battle-view.h"
#include "cas-dice-roller.h"
#include "cas-window.h"
#include "ui-test-util.h"

static gboolean have_display;

/* Lets a stack's crossfade finish. */
static void
settle (GtkWidget *window)
{
  gint64 end = g_get_monotonic_time () + 400 * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  wait_drawn (window);
}

/* Answers the dialog as its button would, and closes it. */
static void
respond (const char *response)
{
  AdwMessageDialog *dialog;
  ITERATE_UNTIL ((dialog = find_message_dialog ()) != NULL);
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A button pressed as a user would: it must be showing and sensitive. */
static void
click_shown (GtkWidget *root, const char *name)
{
  GtkWidget *button = need (root, name);
  g_assert_true (gtk_widget_get_mapped (button));
  click (button);
}

/* SCENARIO after ACTIONS, separated by semicolons. */
static CasJournal *
position (const char *scenario, const char *actions)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) list = g_strsplit (actions, ";", -1);
  CasJournal *journal = new_game (scenario, NULL);

  for (guint i = 0; list[i]; i++)
    {
      g_strstrip (list[i]);
      if (*list[i] && !cas_journal_do (journal, list[i], &error))
        g_error ("%s: %s", list[i], error->message);
    }
  return journal;
}

static CasBattleView *
start_battle (GtkWidget *window, const char *spec)
{
  CasBattleView *view;

  g_action_group_activate_action (G_ACTION_GROUP (window), "battle", g_variant_new_string (spec));
  view = CAS_BATTLE_VIEW (find_one (window, CAS_TYPE_BATTLE_VIEW));
  ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_nonnull (cas_battle_view_get_setup (view));
  return view;
}

static void
wait_odds (CasBattleView *view)
{
  CasBattleOddsView *odds = cas_battle_view_get_odds_view (view);
  ITERATE_UNTIL (!cas_battle_odds_view_is_busy (odds) && cas_battle_odds_view_get_odds (odds) != NULL);
}

static int
lord (CasJournal *journal, const char *id)
{
  return cas_game_find_lord (cas_journal_get_game (journal), id);
}

static int
locale (CasJournal *journal, const char *id)
{
  return cas_game_find_locale (cas_journal_get_game (journal), id);
}

static int
sum7 (const int *v)
{
  int n = 0;
  for (int i = 0; i < 7; i++)
    n += v[i];
  return n;
}

static const char *
label_text (GtkWidget *root, const char *name)
{
  return gtk_label_get_label (GTK_LABEL (need (root, name)));
}

/* The summary shows the engine's own numbers for these dice. */
static void
check_summary (GtkWidget *window, CasJournal *journal, const CasTable *start, const CasBattleSetup *setup,
               const int *dice, guint n, const CasBattleResult *shown)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattle) battle = cas_battle_new (start, setup, &error);
  g_autoptr(CasDice) queue = cas_dice_new_queue (dice, n);
  g_autoptr(CasBattleResult) r = NULL;
  CasGame *game = cas_journal_get_game (journal);
  g_autofree char *winner = NULL;
  const char *const *a, *const *b;

  g_assert_no_error (error);
  r = cas_battle_run (battle, queue, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  g_assert_cmpuint (cas_dice_get_n_used (queue), ==, n);

  g_assert_cmpint (shown->winner, ==, r->winner);
  winner = g_strdup_printf ("The %s Win", cas_game_get_side_name (game, cas_battle_get_side (battle, r->winner)));
  g_assert_cmpstr (label_text (window, "summary-winner"), ==, winner);
  g_assert_cmpuint (r->lord_ends->len, ==, shown->lord_ends->len);
  for (guint i = 0; i < r->lord_ends->len; i++)
    {
      const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, i);
      const char *id = cas_game_get_lord (game, e->lord)->id;
      g_autofree char *n_lost = g_strdup_printf ("summary-lost-%s", id);
      g_autofree char *n_routed = g_strdup_printf ("summary-routed-%s", id);
      g_autofree char *n_back = g_strdup_printf ("summary-back-%s", id);
      g_autofree char *lost = g_strdup_printf ("%d", sum7 (e->lost));
      g_autofree char *routed = g_strdup_printf ("%d", sum7 (e->routed));
      g_autofree char *back = g_strdup_printf ("%d", sum7 (e->recovered));
      g_assert_cmpstr (label_text (window, n_lost), ==, lost);
      g_assert_cmpstr (label_text (window, n_routed), ==, routed);
      g_assert_cmpstr (label_text (window, n_back), ==, back);
      g_test_message ("%s: fate %d, routed %s, lost %s, back %s, service %d", id, e->fate, routed, lost, back, e->service_shift);
    }
  a = cas_explain_get_actions (r->explain);
  b = cas_explain_get_actions (shown->explain);
  g_assert_cmpuint (g_strv_length ((char **) a), ==, g_strv_length ((char **) b));
  for (guint i = 0; a[i]; i++)
    g_assert_cmpstr (a[i], ==, b[i]);
}

/* Apply to Table records the proposed actions; Take Back and Undo restore the table. */
static void
check_apply (GtkWidget *window, CasJournal *journal, const CasBattleResult *r)
{
  g_autoptr(CasTable) before = cas_table_copy (cas_journal_get_table (journal));
  g_autoptr(CasTable) expected = cas_table_copy (cas_journal_get_table (journal));
  guint n_done = cas_journal_get_n_done (journal);
  const char *const *actions = cas_explain_get_actions (r->explain);
  guint n_actions = g_strv_length ((char **) actions);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (n_actions, >, 0);
  for (guint i = 0; actions[i]; i++)
    {
      g_autoptr(CasAction) action = cas_action_parse (expected->game, actions[i], &error);
      g_assert_no_error (error);
      g_assert_true (cas_action_apply (action, expected, &error));
      g_assert_no_error (error);
    }

  click_shown (window, "apply-button");
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n_done + n_actions);
  g_assert_true (cas_table_equal (cas_journal_get_table (journal), expected));
  g_assert_false (cas_table_equal (cas_journal_get_table (journal), before));
  g_assert_cmpstr (cas_journal_get_text (journal, n_done + n_actions - 1), ==, actions[n_actions - 1]);
  ITERATE_UNTIL (gtk_widget_get_mapped (need (window, "take-back-button")));

  click_shown (window, "take-back-button");
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n_done);
  g_assert_true (cas_table_equal (cas_journal_get_table (journal), before));

  /* Again; the window's Undo takes back the last action (the summary then says the
   * table moved on), the journal the rest. One Undo only: libadwaita 1.2 crashes when
   * the window's undo toast is replaced while it shows (reported). */
  ITERATE_UNTIL (gtk_widget_get_mapped (need (window, "apply-button")));
  click_shown (window, "apply-button");
  g_assert_true (cas_table_equal (cas_journal_get_table (journal), expected));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n_done + n_actions - 1);
  g_assert_false (cas_table_equal (cas_journal_get_table (journal), expected));
  g_assert_false (gtk_widget_is_sensitive (need (window, "take-back-button")));
  cas_journal_undo_to (journal, n_done);
  g_assert_true (cas_table_equal (cas_journal_get_table (journal), before));
  ITERATE_UNTIL (gtk_widget_get_mapped (need (window, "apply-button")));
}

/* Pleskau: Hermann marches into Pskov, where Gavrilo stands. */
static void
test_field (void)
{
  static const int typed[] = { 2, 5, 3, 6, 1, 4, 4, 2, 6, 5, 3, 1, 2, 5, 4, 6, 3, 3, 1, 5 };
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(CasTable) start = NULL;
  g_autoptr(GArray) pressed = g_array_new (FALSE, FALSE, sizeof (int));
  GtkWidget *window;
  CasBattleView *view;
  CasBattleFight *fight;
  const CasBattleSetup *setup;
  g_autofree char *prompt_before = NULL;
  guint n = 0;
  gint64 t0, clicks_us = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = position ("pleskau", "move hermann pskov");
  start = cas_table_copy (cas_journal_get_table (journal));
  window = game_window (journal, NULL);
  view = start_battle (window, "battle:pskov:hermann");
  setup = cas_battle_view_get_setup (view);
  g_assert_cmpint (setup->kind, ==, CAS_BATTLE_FIELD);
  g_assert_cmpint (setup->locale, ==, locale (journal, "pskov"));
  g_assert_cmpint (setup->active_lord, ==, lord (journal, "hermann"));
  g_assert_true (gtk_widget_get_mapped (need (window, "hermann")));
  g_assert_true (gtk_widget_get_mapped (need (window, "gavrilo")));
  g_assert_true (has_label_source (window, "Battle at Pskov"));

  /* Fight, then type dice through the 1-6 buttons. */
  click_shown (window, "fight-button");
  fight = cas_battle_view_get_fight (view);
  ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (fight)));
  g_assert_nonnull (cas_battle_fight_get_prompt (fight));
  g_assert_null (cas_battle_fight_get_result (fight));
  g_test_message ("first die: %s", cas_battle_fight_get_prompt (fight));

  while (cas_battle_fight_get_result (fight) == NULL)
    {
      g_autofree char *button = NULL;
      int v = typed[n % G_N_ELEMENTS (typed)];
      g_assert_cmpuint (n, <, 200);
      if (n == 3)
        {
          /* A mistyped die, taken back: the same die is asked for again. */
          guint len;
          prompt_before = g_strdup (cas_battle_fight_get_prompt (fight));
          click_shown (window, "die-button-6");
          cas_battle_fight_get_dice (fight, &len);
          g_assert_cmpuint (len, ==, 4);
          click_shown (window, "undo-die-button");
          cas_battle_fight_get_dice (fight, &len);
          g_assert_cmpuint (len, ==, 3);
          g_assert_cmpstr (cas_battle_fight_get_prompt (fight), ==, prompt_before);
        }
      if (n == 8)
        {
          /* Several dice typed at once: "2 5" and Enter. */
          guint before, after;
          cas_battle_fight_get_dice (fight, &before);
          gtk_editable_set_text (GTK_EDITABLE (need (window, "dice-entry")), "2 5");
          g_signal_emit_by_name (need (window, "dice-entry"), "activate");
          cas_battle_fight_get_dice (fight, &after);
          g_assert_cmpuint (after, ==, before + 2);
          g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (need (window, "dice-entry"))), ==, "");
          v = 2;
          g_array_append_val (pressed, v);
          v = 5;
          g_array_append_val (pressed, v);
          n += 2;
          /* Not dice: refused, nothing added. */
          gtk_editable_set_text (GTK_EDITABLE (need (window, "dice-entry")), "7");
          g_signal_emit_by_name (need (window, "dice-entry"), "activate");
          cas_battle_fight_get_dice (fight, &after);
          g_assert_cmpuint (after, ==, before + 2);
          gtk_editable_set_text (GTK_EDITABLE (need (window, "dice-entry")), "");
          if (cas_battle_fight_get_result (fight))
            break;
          v = typed[n % G_N_ELEMENTS (typed)];
        }
      if (n == 4)
        {
          settle (window);
          g_assert_true (gtk_widget_get_mapped (need (window, "battle-prompt")));
          g_assert_cmpstr (label_text (window, "battle-prompt"), ==, cas_battle_fight_get_prompt (fight));
          screenshots_with (window, NULL, "battle-prompt");
        }
      button = g_strdup_printf ("die-button-%d", v);
      t0 = g_get_monotonic_time ();
      click_shown (window, button);
      clicks_us += g_get_monotonic_time () - t0;
      g_array_append_val (pressed, v);
      n++;
    }
  {
    double render_ms;
    double engine_ms = cas_battle_fight_get_last_ms (fight, &render_ms);
    g_test_message ("%u dice typed: %.1f ms a die on average; the last: engine %.2f ms, page %.1f ms", n,
                    clicks_us / 1000.0 / n, engine_ms, render_ms);
  }

  {
    guint len;
    const int *dice = cas_battle_fight_get_dice (fight, &len);
    g_assert_cmpuint (len, ==, pressed->len);
    g_assert_cmpmem (dice, len * sizeof (int), pressed->data, pressed->len * sizeof (int));
  }
  settle (window);
  g_assert_true (gtk_widget_get_mapped (need (window, "apply-button")));
  check_summary (window, journal, start, setup, (const int *) pressed->data, pressed->len, cas_battle_fight_get_result (fight));
  screenshots_with (window, NULL, "battle-summary");

  check_apply (window, journal, cas_battle_fight_get_result (fight));

  /* A rule section in the record opens the Rules page there. */
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    gboolean handled = FALSE;
    GtkWidget *link = NULL;
    find_all (GTK_WIDGET (fight), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len && link == NULL; i++)
      if (gtk_widget_has_css_class (labels->pdata[i], "rule-links") && gtk_widget_get_mapped (labels->pdata[i]))
        link = labels->pdata[i];
    g_assert_nonnull (link);
    g_signal_emit_by_name (link, "activate-link", "4.4.2", &handled);
    g_assert_true (handled);
    settle (window);
    g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (fight)));
    g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("battle"));
    ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (fight)));
  }

  /* Back to the Array asks before dropping the dice; the Battle is still there after
   * the Undo. */
  click_shown (window, "back-to-array-button");
  respond ("discard");
  settle (window);
  g_assert_true (gtk_widget_get_mapped (need (window, "fight-button")));
  destroy_window (window);
}

/* Issue 14, the Battle of the report: Hermann Marches from Uzmen into Pskov and loses.
 * The Approach is from Uzmen without being asked; after the dice field the keys 1-6 go
 * to single dice again; once the Rounds are over no Concession is offered, and the
 * Service roll says what each result does (4.4.3). */
static void
test_after_rounds (void)
{
  static const int dice[] = { 3, 5, 2, 1, 6, 4, 2, 4, 3, 2, 1, 5 };
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window, *entry;
  CasBattleView *view;
  CasBattleFight *fight;
  const char *range;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = position ("pleskau", "phase campaign; move hermann uzmen; assets hermann prov -1; move hermann pskov");
  window = game_window (journal, NULL);
  view = start_battle (window, "battle:pskov:hermann");
  g_assert_cmpint (cas_battle_view_get_setup (view)->from_locale, ==, locale (journal, "uzmen"));
  settle (window);
  screenshots_with (window, NULL, "battle-approach-default");

  click_shown (window, "fight-button");
  fight = cas_battle_view_get_fight (view);
  ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (fight)));
  g_assert_true (gtk_widget_get_mapped (need (window, "concede-attacker")));

  /* Three dice through the field: the focus leaves it. */
  entry = need (window, "dice-entry");
  gtk_widget_grab_focus (entry);
  g_assert_true (gtk_widget_has_focus (gtk_root_get_focus (GTK_ROOT (window))) &&
                 gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), "3 5 2");
  g_signal_emit_by_name (entry, "activate");
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
    g_assert_nonnull (focus);
    g_assert_false (focus == entry || gtk_widget_is_ancestor (focus, entry));
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (fight)));
  }
  for (guint i = 3; i < G_N_ELEMENTS (dice); i++)
    cas_battle_fight_add_die (fight, dice[i]);
  settle (window);

  /* The Service roll of Hermann, who Retreated without Conceding. */
  g_assert_null (cas_battle_fight_get_result (fight));
  g_assert_nonnull (strstr (cas_battle_fight_get_prompt (fight), "Service loss of Hermann"));
  range = label_text (window, "battle-range");
  g_test_message ("%s", range);
  g_assert_nonnull (strstr (range, "1–2"));
  g_assert_nonnull (strstr (range, "3–4"));
  g_assert_nonnull (strstr (range, "5–6"));
  g_assert_nonnull (strstr (range, "4.4.3"));
  g_assert_null (find_named (window, "concede-attacker"));
  g_assert_null (find_named (window, "concede-defender"));
  g_assert_false (shows (window, "Concede at the start of Round"));
  screenshots_with (window, NULL, "battle-service-roll");

  cas_battle_fight_add_die (fight, 6);
  g_assert_nonnull (cas_battle_fight_get_result (fight));
  destroy_window (window);
}

/* The Array, the Held Events and the Concessions, set through their widgets. */
static void
test_array (void)
{
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window;
  CasBattleView *view;
  const CasBattleSetup *setup;
  int hermann, yaroslav;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = position ("pleskau", "move hermann pskov; move yaroslav pskov; card r5 held");
  hermann = lord (journal, "hermann");
  yaroslav = lord (journal, "yaroslav");
  window = game_window (journal, NULL);
  view = start_battle (window, "battle:pskov:hermann");
  setup = cas_battle_view_get_setup (view);
  g_assert_false (setup->has_array);
  g_assert_true (gtk_widget_get_mapped (need (window, "yaroslav")));

  /* The card's menu: Yaroslav to Front Right. */
  gtk_widget_activate_action (need (window, "yaroslav"), "array.move", "(iii)", CAS_ATTACKER, yaroslav, 2);
  setup = cas_battle_view_get_setup (view);
  g_assert_true (setup->has_array);
  g_assert_cmpint (setup->front[CAS_ATTACKER][2], ==, yaroslav);
  g_assert_cmpint (setup->front[CAS_ATTACKER][1], ==, hermann);

  /* A drop: Yaroslav onto Front Left. */
  {
    GtkWidget *slot = need (window, "slot-attacker-0");
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (slot);
    GValue value = G_VALUE_INIT;
    gboolean done = FALSE;
    g_value_init (&value, G_TYPE_STRING);
    g_value_take_string (&value, g_strdup_printf ("%d:%d", CAS_ATTACKER, yaroslav));
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) c = g_list_model_get_item (controllers, i);
        if (GTK_IS_DROP_TARGET (c))
          g_signal_emit_by_name (c, "drop", &value, 10.0, 10.0, &done);
      }
    g_value_unset (&value);
    g_assert_true (done);
    setup = cas_battle_view_get_setup (view);
    g_assert_cmpint (setup->front[CAS_ATTACKER][0], ==, yaroslav);
    g_assert_cmpint (setup->front[CAS_ATTACKER][2], ==, -1);
  }

  /* The engine refuses the Active Lord in Reserve: nothing changes. */
  gtk_widget_activate_action (need (window, "hermann"), "array.move", "(iii)", CAS_ATTACKER, hermann, 3);
  setup = cas_battle_view_get_setup (view);
  g_assert_cmpint (setup->front[CAS_ATTACKER][1], ==, hermann);
  g_assert_cmpint (setup->front[CAS_ATTACKER][0], ==, yaroslav);

  /* Held Events: the Russians' Hill, the Teutons' Field Organ (on Hermann). */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (need (window, "event-r5")), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (need (window, "event-t10")), TRUE);
  setup = cas_battle_view_get_setup (view);
  g_assert_true (setup->events[CAS_DEFENDER] & CAS_BATTLE_EVENT_FULL_ARCHERY);
  g_assert_true (setup->events[CAS_ATTACKER] & CAS_BATTLE_EVENT_LORD_MELEE);
  g_assert_cmpint (setup->event_lord, ==, hermann);

  /* The Russians Concede at the start of Round 2. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (window, "def-concede-row")), 2);
  setup = cas_battle_view_get_setup (view);
  g_assert_cmpint (setup->concede_round[CAS_DEFENDER], ==, 2);

  wait_odds (view);
  settle (window);
  {
    /* Usable in a 1024 px wide window. */
    int min_width;
    gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    g_test_message ("the set-up needs %d px", min_width);
    g_assert_cmpint (min_width, <=, 1024);
  }
  screenshots_with (window, NULL, "battle-array");
  {
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (need (window, "setup-scroller")));
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
    screenshots_with (window, NULL, "battle-events");
    gtk_adjustment_set_value (adj, 0);
  }

  /* The fight uses all of it. */
  click_shown (window, "fight-button");
  {
    CasBattleFight *fight = cas_battle_view_get_fight (view);
    const CasBattleSetup *used = cas_battle_fight_get_setup (fight);
    g_assert_cmpint (used->front[CAS_ATTACKER][0], ==, yaroslav);
    g_assert_cmpint (used->concede_round[CAS_DEFENDER], ==, 2);
    /* While fighting: the Russians take their Concession back, then Concede at the
     * start of Round 1 (no die has been rolled yet). */
    click_shown (window, "concede-defender");
    g_assert_cmpint (cas_battle_fight_get_setup (fight)->concede_round[CAS_DEFENDER], ==, 0);
    click_shown (window, "concede-defender");
    g_assert_cmpint (cas_battle_fight_get_setup (fight)->concede_round[CAS_DEFENDER], ==, 1);
    click_shown (window, "roll-rest-button");
    g_assert_nonnull (cas_battle_fight_get_result (fight));
    g_assert_true (cas_battle_fight_get_result (fight)->conceded[CAS_DEFENDER]);
    {
      int min_width;
      settle (window);
      gtk_widget_measure (GTK_WIDGET (fight), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      g_test_message ("the fight needs %d px", min_width);
      g_assert_cmpint (min_width, <=, 1024);
    }
    g_assert_cmpint (cas_battle_fight_get_result (fight)->winner, ==, CAS_ATTACKER);
    g_assert_cmpint (cas_battle_fight_get_result (fight)->rounds, ==, 1);
    /* The Held Events played are to be discarded (4.4.5): Hill is Held on the table,
     * and its discard is one of the Battle's changes; Field Organ is only a reminder. */
    {
      const CasBattleResult *r = cas_battle_fight_get_result (fight);
      gboolean discard = FALSE;
      for (guint i = 0; i < cas_explain_get_n_actions (r->explain); i++)
        discard |= g_strcmp0 (cas_explain_get_action (r->explain, i), "discard r5") == 0;
      g_assert_true (discard);
      settle (window);
      g_assert_true (gtk_widget_get_mapped (need (window, "summary-events-held")));
      g_assert_true (gtk_widget_get_mapped (need (window, "summary-events-other")));
    }
  }
  click_shown (window, "back-to-array-button");
  respond ("discard");
  ITERATE_UNTIL (gtk_widget_get_mapped (need (window, "default-array-button")));
  click_shown (window, "default-array-button");
  g_assert_false (cas_battle_view_get_setup (view)->has_array);
  destroy_window (window);
}

/* Relief Sally (4.4.1): Vladislav Approaches Pskov, Besieged by four Teutonic Lords with
 * Gavrilo inside. The Array shows the Sally row and the Rearguard; Gavrilo moves only
 * within the Sally row; he may stay out; a Flanking Lord may absorb Hits (4.4.2). */
static void
test_relief (void)
{
  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  g_autoptr(CasJournal) journal = position ("pleskau", "marker pskov siege 2; move hermann pskov; move knud_and_abel pskov; muster rudolf dorpat;"
                                                       "move rudolf pskov; move yaroslav pskov; move vladislav pskov");
  int gavrilo = lord (journal, "gavrilo"), yaroslav = lord (journal, "yaroslav");
  GtkWidget *window = game_window (journal, NULL);
  CasBattleView *view = start_battle (window, "battle:pskov:vladislav");
  const CasBattleSetup *setup = cas_battle_view_get_setup (view);
  g_assert_cmpint (setup->kind, ==, CAS_BATTLE_FIELD);
  g_assert_cmpint (setup->from_locale, >=, 0);
  g_assert_true (has_label_source (window, "Relief of Pskov"));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (need (window, "sally-gavrilo"))));
  g_assert_true (gtk_widget_get_parent (need (window, "gavrilo")) == need (window, "slot-attacker-5"));
  g_assert_true (gtk_widget_get_parent (need (window, "yaroslav")) == need (window, "slot-defender-5"));

  /* Gavrilo to Sally Left by his menu; not to the Front (he is inside the Stronghold). */
  gtk_widget_activate_action (need (window, "gavrilo"), "array.move", "(iii)", CAS_ATTACKER, gavrilo, CAS_BATTLE_ARRAY_SALLY);
  setup = cas_battle_view_get_setup (view);
  g_assert_true (setup->has_array);
  g_assert_cmpint (setup->sally_row[0], ==, gavrilo);
  gtk_widget_activate_action (need (window, "gavrilo"), "array.move", "(iii)", CAS_ATTACKER, gavrilo, 0);
  setup = cas_battle_view_get_setup (view);
  g_assert_cmpint (setup->front[CAS_ATTACKER][0], ==, -1);
  g_assert_cmpint (setup->sally_row[0], ==, gavrilo);
  g_assert_true (gtk_widget_get_parent (need (window, "gavrilo")) == need (window, "slot-attacker-4"));

  /* Yaroslav absorbs Hits when Flanking. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (need (window, "absorb-yaroslav")), TRUE);
  setup = cas_battle_view_get_setup (view);
  g_assert_cmpint (setup->n_absorb, ==, 1);
  g_assert_cmpint (setup->absorb[0], ==, yaroslav);

  wait_odds (view);
  settle (window);
  screenshots_with (window, NULL, "battle-relief");
  {
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (need (window, "setup-scroller")));
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) / 2);
    screenshots_with (window, NULL, "battle-relief-choices");
    gtk_adjustment_set_value (adj, 0);
  }

  /* Gavrilo stays inside: an ordinary Battle, no Sally row. */
  gtk_switch_set_active (GTK_SWITCH (need (window, "sally-gavrilo")), FALSE);
  setup = cas_battle_view_get_setup (view);
  g_assert_true (setup->sally_chosen);
  g_assert_cmpint (setup->n_sally_lords, ==, 0);
  g_assert_null (find_named (window, "slot-attacker-5"));
  gtk_switch_set_active (GTK_SWITCH (need (window, "sally-gavrilo")), TRUE);
  g_assert_cmpint (cas_battle_view_get_setup (view)->n_sally_lords, ==, 1);

  /* Fought to the end with the app's dice. */
  click_shown (window, "fight-button");
  {
    CasBattleFight *fight = cas_battle_view_get_fight (view);
    click_shown (window, "roll-rest-button");
    g_assert_nonnull (cas_battle_fight_get_result (fight));
    settle (window);
    screenshots_with (window, NULL, "battle-relief-summary");
  }
  destroy_window (window);
}

/* A Storm of Pskov, Besieged by Hermann under two Siege markers, rolled with the app's
 * dice. */
static void
test_storm (void)
{
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(CasTable) start = NULL;
  GtkWidget *window;
  CasBattleView *view;
  CasBattleFight *fight;
  const CasBattleSetup *setup;
  guint n = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = position ("pleskau", "marker pskov siege 2; move hermann pskov; forces hermann men_at_arms 3");
  start = cas_table_copy (cas_journal_get_table (journal));
  window = game_window (journal, NULL);
  view = start_battle (window, "storm:pskov:hermann");
  setup = cas_battle_view_get_setup (view);
  g_assert_cmpint (setup->kind, ==, CAS_BATTLE_STORM);
  g_assert_true (gtk_widget_get_mapped (need (window, "garrison")));
  g_assert_true (has_label_source (window, "Storm of Pskov"));

  click_shown (window, "fight-button");
  fight = cas_battle_view_get_fight (view);
  while (cas_battle_fight_get_result (fight) == NULL)
    {
      g_assert_cmpuint (n, <, 300);
      if (n == 6)
        {
          settle (window);
          screenshots_with (window, NULL, "battle-storm");
        }
      click_shown (window, "roll-button");
      n++;
    }
  {
    guint len;
    const int *dice = cas_battle_fight_get_dice (fight, &len);
    g_assert_cmpuint (len, ==, n);
    settle (window);
    check_summary (window, journal, start, setup, dice, len, cas_battle_fight_get_result (fight));
  }
  if (cas_battle_fight_get_result (fight)->sacked)
    g_assert_true (gtk_widget_get_mapped (need (window, "summary-sack")));
  g_assert_true (gtk_widget_get_mapped (need (window, "summary-garrison")));
  screenshots_with (window, NULL, "battle-storm-summary");
  check_apply (window, journal, cas_battle_fight_get_result (fight));
  destroy_window (window);
}

/* Inferno's Storm (inf-battle): the Garrison's Crossbow Hits select their target (4.4.2,
 * 4.5.2): the prompt offers the struck Lord's units, Castellan's proposal (Men-at-Arms,
 * the least likely to save) marked; choosing Ritter replays the Battle with that choice. */
/* battlecards (session 10): Inferno's Held Events at a Storm, GREEK FIRE for the
 * Besieged among them (rules-decisions I120); the set-up's Events, scrolled to. */
static void
test_inferno_events (void)
{
  static const char *const actions[] = { "marker figline siege 2", "move giordano figline", "capability s3 giordano",
                                         "card f7 held", "card f12 held", NULL };
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window;
  CasBattleView *view;
  const CasBattleSetup *setup;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = new_game_of ("inferno", "arbia_colorata", actions);
  window = game_window (journal, NULL);
  view = start_battle (window, "storm:figline:giordano");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (need (window, "event-f7")), TRUE);
  setup = cas_battle_view_get_setup (view);
  g_assert_true (setup->events[CAS_DEFENDER] & CAS_BATTLE_EVENT_SIEGE_FIRE);
  wait_odds (view);
  settle (window);
  {
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (need (window, "setup-scroller")));
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
    screenshots_with (window, NULL, "battle-inferno-events");
  }
  destroy_window (window);
}

/* battle-distr (session 11): S16 BOCCA DEGLI ABATI held by the Ghibellines (rules-decisions
 * I145) with F21 DISTRINGITORES in play for the Guelphs (I144), at Arezzo: Santa Fiora (3
 * Men-at-Arms) attacks Arezzo (3 Cavalieri). The Event's row has the two mats (Arezzo's
 * whose Cavalieri roll, Santa Fiora who receives), as castellan-cli's
 * --event bocca_degli_abati:arezzo:santa_fiora; then the fight: the three rolls before Round
 * 1 (4, 2, 6: two Rout, one goes over) and, after Round 1's Archery, Arezzo's re-roll of
 * his Routed Cavalieri (2: back in his Forces). Light and dark. */
static void
test_inferno_bocca (void)
{
  static const char *const actions[] = { "move orvieto colle", "forces arezzo berrovieri 0", "forces arezzo men_at_arms 0",
                                         "forces arezzo armigeri 0", "forces arezzo militia 0", "forces arezzo cavalieri 3",
                                         "forces santa_fiora cavalieri 0", "forces santa_fiora berrovieri 0",
                                         "forces santa_fiora light_horse 0", "forces santa_fiora armigeri 0",
                                         "forces santa_fiora men_at_arms 3", "move santa_fiora arezzo", "card s16 held",
                                         "capability f21", NULL };
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window;
  CasBattleView *view;
  CasBattleFight *fight;
  const CasBattleSetup *setup;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = new_game_of ("inferno", "arbia_colorata", actions);
  window = game_window (journal, NULL);
  view = start_battle (window, "battle:arezzo:santa_fiora");
  g_assert_false (gtk_widget_get_sensitive (need (window, "event-defect-from")));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (need (window, "event-s16")), TRUE);
  g_assert_true (gtk_widget_get_sensitive (need (window, "event-defect-from")));
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (window, "event-defect-from")), 1);   /* after "As Castellan proposes" */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (window, "event-defect-to")), 1);
  setup = cas_battle_view_get_setup (view);
  g_assert_true (setup->events[CAS_ATTACKER] & CAS_BATTLE_EVENT_DEFECTION);
  g_assert_cmpint (setup->defect_from, ==, lord (journal, "arezzo"));
  g_assert_cmpint (setup->defect_to, ==, lord (journal, "santa_fiora"));
  wait_odds (view);
  settle (window);
  {
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (need (window, "setup-scroller")));
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
    screenshots_with (window, NULL, "battle-inferno-bocca-setup");
  }
  click_shown (window, "fight-button");
  fight = cas_battle_view_get_fight (view);
  g_assert_nonnull (strstr (cas_battle_fight_get_prompt (fight), "Bocca degli Abati: Cavalieri of Arezzo Podestà, Armor 1-3, as against Hit 1 of 3"));
  click_shown (window, "die-button-4");
  click_shown (window, "die-button-2");
  click_shown (window, "die-button-6");
  g_assert_nonnull (strstr (cas_battle_fight_get_prompt (fight), "Distringitores (F21): Routed Cavalieri of Arezzo Podestà, Armor 1-3, re-rolled"));
  click_shown (window, "die-button-2");
  /* The Cavalieri that went over is Santa Fiora's now: Arezzo's 2 Hits go to it first. */
  g_assert_nonnull (strstr (cas_battle_fight_get_prompt (fight), "Cavalieri of Aldobrandino Aldobrandeschi, Armor 1-3, Hit 1 of 2"));
  settle (window);
  screenshots_with (window, NULL, "battle-inferno-bocca-fight");
  destroy_window (window);
}

static void
test_inferno_target (void)
{
  static const char *const actions[] = { "marker montepulciano siege 1", "move provenzano siena", "move santa_fiora siena",
                                         "move giordano montepulciano", NULL };
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window;
  CasBattleView *view;
  CasBattleFight *fight;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = new_game_of ("inferno", "arbia_colorata", actions);
  window = game_window (journal, NULL);
  view = start_battle (window, "storm:montepulciano:giordano");
  click_shown (window, "fight-button");
  fight = cas_battle_view_get_fight (view);
  /* The Siegeworks 1-1 against the 3 Crossbow Hits: one cancelled. */
  click_shown (window, "die-button-1");
  click_shown (window, "die-button-5");
  click_shown (window, "die-button-6");
  settle (window);
  g_assert_true (gtk_widget_get_mapped (need (window, "target-buttons")));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (need (window, "target-men_at_arms"))));
  g_assert_nonnull (strstr (cas_battle_fight_get_prompt (fight), "as Castellan proposes"));
  screenshots_with (window, NULL, "battle-inferno-target");
  click_shown (window, "target-ritter");
  settle (window);
  g_assert_nonnull (strstr (cas_battle_fight_get_prompt (fight), "Ritter of Giordano"));
  g_assert_nonnull (strstr (cas_battle_fight_get_prompt (fight), "(choice 1)"));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (need (window, "target-ritter"))));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (need (window, "target-men_at_arms"))));
  screenshots_with (window, NULL, "battle-inferno-target-chosen");
  /* The rest (as tests/test-inferno-battle.c's Town Sack): the Siegeworks cancel the
   * Garrison's Melee, Giordano's 6 Hits Rout it: Sacked and Ruined, its 2 Cavalieri
   * Captured for the Guelphs. */
  {
    static const int rest[] = { 2, 1, 1, 1, 1, 1, 1, 1, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3 };
    for (guint i = 0; i < G_N_ELEMENTS (rest); i++)
      {
        g_autofree char *name = g_strdup_printf ("die-button-%d", rest[i]);
        click_shown (window, name);
      }
  }
  g_assert_nonnull (cas_battle_fight_get_result (fight));
  g_assert_true (cas_battle_fight_get_result (fight)->ruined);
  settle (window);
  g_assert_true (gtk_widget_get_mapped (need (window, "summary-captured-defender")));
  g_assert_nonnull (strstr (label_text (window, "summary-sack"), "Ruined"));
  screenshots_with (window, NULL, "battle-inferno-sack-summary");
  destroy_window (window);
}

/* battle-comune (issue 17; 1.5.1, 4.4.1, rules-decisions I126): Firenze's Comune with units
 * on its own mat is a Lord card of its own in the Array (at the Defenders' left), with its
 * mat's units, and the odds name it among the Lords who may Rout. Light and dark. */
static void
test_inferno_comune (void)
{
  static const char *const actions[] = { "comune firenze in", "comune firenze forces cavalieri 2", "comune firenze forces militia 3",
                                         "move siena firenze", NULL };
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window, *card;
  CasBattleView *view;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = new_game_of ("inferno", "dolenti_note", actions);
  window = game_window (journal, NULL);
  view = start_battle (window, "battle:firenze:siena");
  wait_odds (view);
  card = need (window, "firenze_comune");
  g_assert_true (gtk_widget_get_mapped (card));
  g_assert_true (has_label (card, "Firenze Comune"));
  g_assert_true (has_label (card, "3 Militia"));
  const CasBattleOdds *odds = cas_battle_odds_view_get_odds (cas_battle_view_get_odds_view (view));
  gboolean named = FALSE;
  for (int i = 0; i < odds->n_lords; i++)
    named |= odds->lords[i] == CAS_BATTLE_COMUNE (0);
  g_assert_true (named);
  screenshots (window, "battle-inferno-comune");
  destroy_window (window);
}

/* battle-sally (issue 17; Inferno 4.4.1 RELIEF SALLY, 4.5.3; rules-decisions I150):
 * Arezzo relieves Montepulciano (Size 2), Besieged by Provenzano, Santa Fiora, Giordano and
 * Astimberg, with Guido and Orvieto inside. The Sallying Lords Array per Sally: Guido at
 * the Sally row's center, Orvieto in the row of Lords waiting to come forward; Santa
 * Fiora faces them as the Rearguard. Moving Orvieto to the center sends Guido to wait. */
static void
test_inferno_relief (void)
{
  static const char *const actions[] = { "move guido montepulciano", "move orvieto montepulciano", "move giordano montepulciano",
                                         "move astimberg montepulciano", "move arezzo montepulciano", NULL };
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window;
  CasBattleView *view;
  const CasBattleSetup *setup;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = new_game_of ("inferno", "arbia_colorata", actions);
  int orvieto = lord (journal, "orvieto"), guido = lord (journal, "guido");
  window = game_window (journal, NULL);
  view = start_battle (window, "battle:montepulciano:arezzo");
  setup = cas_battle_view_get_setup (view);
  g_assert_cmpint (setup->from_locale, >=, 0);
  g_assert_true (gtk_widget_get_parent (need (window, "guido")) == need (window, "slot-attacker-5"));
  g_assert_true (gtk_widget_get_parent (need (window, "orvieto")) == need (window, "slot-attacker-7"));
  g_assert_true (gtk_widget_get_parent (need (window, "santa_fiora")) == need (window, "slot-defender-5"));
  g_assert_null (find_named (window, "slot-attacker-4"));   /* one Sallying Lord at first, at the center */
  g_assert_true (has_label (window, "Waiting"));
  wait_odds (view);
  settle (window);
  screenshots_with (window, NULL, "battle-inferno-relief");

  /* Orvieto to the Sally row's center by his menu: Guido waits instead. */
  gtk_widget_activate_action (need (window, "orvieto"), "array.move", "(iii)", CAS_ATTACKER, orvieto, CAS_BATTLE_ARRAY_SALLY + 1);
  setup = cas_battle_view_get_setup (view);
  g_assert_true (setup->has_array);
  g_assert_cmpint (setup->sally_row[1], ==, orvieto);
  g_assert_cmpint (setup->n_sally_reserve, ==, 1);
  g_assert_cmpint (setup->sally_reserve[0], ==, guido);
  g_assert_true (gtk_widget_get_parent (need (window, "guido")) == need (window, "slot-attacker-7"));
  /* Not to Sally Left: one at first (the menu has no such item, the move is ignored). */
  gtk_widget_activate_action (need (window, "guido"), "array.move", "(iii)", CAS_ATTACKER, guido, CAS_BATTLE_ARRAY_SALLY);
  g_assert_cmpint (cas_battle_view_get_setup (view)->sally_row[0], ==, -1);

  click_shown (window, "fight-button");
  {
    CasBattleFight *fight = cas_battle_view_get_fight (view);
    click_shown (window, "roll-rest-button");
    g_assert_nonnull (cas_battle_fight_get_result (fight));
    settle (window);
    screenshots_with (window, NULL, "battle-inferno-relief-summary");
  }
  destroy_window (window);
}

/* The odds arrive from the worker thread and match the engine's. */
static void
test_odds (void)
{
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window;
  CasBattleView *view;
  CasBattleOddsView *odds_view;
  const CasBattleOdds *shown;
  CasBattleOdds odds;
  gint64 t0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = position ("pleskau", "move hermann pskov");
  window = game_window (journal, NULL);
  t0 = g_get_monotonic_time ();
  view = start_battle (window, "battle:pskov:hermann");
  g_test_message ("the Battle page opened in %.1f ms", (g_get_monotonic_time () - t0) / 1000.0);
  odds_view = cas_battle_view_get_odds_view (view);
  g_assert_true (cas_battle_odds_view_is_busy (odds_view));   /* computing, the UI free */
  wait_odds (view);
  g_test_message ("odds after %.1f ms (the simulation itself %.1f ms)", (g_get_monotonic_time () - t0) / 1000.0,
                  cas_battle_odds_view_get_last_ms (odds_view));
  shown = cas_battle_odds_view_get_odds (odds_view);
  g_assert_true (cas_battle_odds (cas_journal_get_table (journal), cas_battle_view_get_setup (view), CAS_BATTLE_ODDS_TRIALS,
                                  CAS_BATTLE_ODDS_SEED, &odds, &error));
  g_assert_no_error (error);
  g_assert_cmpint (shown->trials, ==, CAS_BATTLE_ODDS_TRIALS);
  g_assert_cmpfloat (shown->attacker_wins, ==, odds.attacker_wins);
  g_assert_cmpint (shown->n_lords, ==, odds.n_lords);
  for (int i = 0; i < odds.n_lords; i++)
    g_assert_cmpfloat (shown->rout[i], ==, odds.rout[i]);
  g_assert_cmpfloat (shown->expected_losses[0], ==, odds.expected_losses[0]);
  g_assert_true (gtk_widget_get_mapped (need (window, "odds-win")));
  settle (window);
  screenshots_with (window, NULL, "battle-odds");

  /* Hidden: nothing computed, nothing shown. */
  gtk_switch_set_active (GTK_SWITCH (need (window, "odds-switch")), FALSE);
  g_assert_null (cas_battle_odds_view_get_odds (odds_view));
  g_assert_false (cas_battle_odds_view_is_busy (odds_view));
  gtk_switch_set_active (GTK_SWITCH (need (window, "odds-switch")), TRUE);
  wait_odds (view);

  /* A change on the table reaches the odds. */
  g_assert_true (cas_journal_do (journal, "forces hermann knights 3", &error));
  g_assert_no_error (error);
  wait_odds (view);
  g_assert_cmpfloat (cas_battle_odds_view_get_odds (odds_view)->attacker_wins, !=, odds.attacker_wins);
  destroy_window (window);
}

/* No Battle on the table: the empty page says why. */
static void
test_empty (void)
{
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window;
  GtkWidget *view;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  journal = position ("pleskau", "");
  window = game_window (journal, NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("battle"));
  view = find_one (window, CAS_TYPE_BATTLE_VIEW);
  ITERATE_UNTIL (gtk_widget_get_mapped (view));
  settle (window);
  g_assert_true (has_label_source (window, "No Battle to Fight"));
  /* Hermann marches: the Battle appears. */
  g_assert_true (cas_journal_do (journal, "move hermann pskov", NULL));
  settle (window);
  g_assert_true (has_label_source (window, "Battle at Pskov"));
  destroy_window (window);
}

/* The dice button, in a header bar as the window will have it. */
static void
test_roller (void)
{
  GtkWidget *window;
  GtkWidget *header;
  GtkWidget *box;
  GtkWidget *page;
  CasDiceRoller *roller;
  GtkPopover *popover;
  int n;
  const int *values;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  window = adw_application_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  roller = CAS_DICE_ROLLER (cas_dice_roller_new ());
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (roller));
  page = adw_status_page_new ();
  adw_status_page_set_title (ADW_STATUS_PAGE (page), "Castellan");
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), page);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (window);

  /* The popover is built when the button is first pressed, not with the window. */
  {
    GtkMenuButton *button = GTK_MENU_BUTTON (adw_bin_get_child (ADW_BIN (roller)));
    g_assert_null (gtk_menu_button_get_popover (button));
    g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (button)));
    gtk_menu_button_popup (button);
    g_assert_nonnull (gtk_menu_button_get_popover (button));
    ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (button))));
    gtk_menu_button_popdown (button);
  }

  popover = cas_dice_roller_get_popover (roller);
  cas_dice_roller_set_n_dice (roller, 3);
  cas_dice_roller_popup (roller);
  ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (popover)));

  /* Tumbling, then settled. */
  cas_dice_roller_set_animate (roller, TRUE);
  click_shown (GTK_WIDGET (popover), "roller-roll-button");
  ITERATE_UNTIL (!cas_dice_roller_is_rolling (roller) && cas_dice_roller_get_n_history (roller) == 1);
  values = cas_dice_roller_get_values (roller, &n);
  g_assert_cmpint (n, ==, 3);
  for (int i = 0; i < n; i++)
    g_assert_true (values[i] >= 1 && values[i] <= 6);

  /* Five Russian dice, at once. */
  cas_dice_roller_set_side (roller, "russian");
  cas_dice_roller_set_n_dice (roller, 5);
  cas_dice_roller_set_animate (roller, FALSE);
  click_shown (GTK_WIDGET (popover), "roller-roll-button");
  g_assert_false (cas_dice_roller_is_rolling (roller));
  g_assert_cmpuint (cas_dice_roller_get_n_history (roller), ==, 2);
  values = cas_dice_roller_get_values (roller, &n);
  g_assert_cmpint (n, ==, 5);
  settle (window);
  screenshots_with (window, GTK_WIDGET (popover), "roller");
  gtk_popover_popdown (popover);
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  iterate_seconds = 20;
  have_display = ui_test_init (&argc, &argv, "/ui/battle/no-display");
  if (!have_display)
    return g_test_run ();
  {
    g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
    g_unlink (autosave);
  }

  g_test_add_func ("/ui/battle/field", test_field);
  g_test_add_func ("/ui/battle/array", test_array);
  g_test_add_func ("/ui/battle/storm", test_storm);
  g_test_add_func ("/ui/battle/inferno-target", test_inferno_target);
  g_test_add_func ("/ui/battle/inferno-events", test_inferno_events);
  g_test_add_func ("/ui/battle/inferno-bocca", test_inferno_bocca);
  g_test_add_func ("/ui/battle/inferno-comune", test_inferno_comune); /* battle-comune */
  g_test_add_func ("/ui/battle/relief-sally", test_relief);
  g_test_add_func ("/ui/battle/inferno-relief", test_inferno_relief); /* battle-sally */
  g_test_add_func ("/ui/battle/odds", test_odds);
  g_test_add_func ("/ui/battle/empty", test_empty);
  g_test_add_func ("/ui/battle/roller", test_roller);
  g_test_add_func ("/ui/battle/after-rounds", test_after_rounds);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
