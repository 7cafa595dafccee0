/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-journal.c: undo, redo, batches that are all or nothing, and a long random game
 * that undoes back to the exact set-up. */
#include "castellan.h"
#include "nevsky-cells.h"

static CasGame *game;

static void
test_undo_redo (void)
{
  g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, "pleskau"), NULL);
  g_assert_false (cas_journal_can_undo (j));
  g_assert_true (cas_journal_do (j, "move hermann uzmen", NULL));
  g_assert_true (cas_journal_do (j, "assets hermann prov +3", NULL));
  g_assert_cmpuint (cas_journal_get_n_changes (j, 1), ==, 1);
  g_assert_true (cas_journal_undo (j));
  g_assert_true (cas_journal_can_redo (j));
  /* A new action forgets the undone one. */
  g_assert_true (cas_journal_do (j, "moved hermann yes", NULL));
  g_assert_false (cas_journal_can_redo (j));
  g_assert_cmpuint (cas_journal_get_n_entries (j), ==, 2);
  g_assert_cmpstr (cas_journal_get_text (j, 1), ==, "moved hermann yes");
  cas_journal_undo_to (j, 0);
  g_assert_true (cas_table_equal (cas_journal_get_initial (j), cas_journal_get_table (j)));
  g_assert_true (cas_journal_redo (j));
  g_assert_true (cas_journal_redo (j));
  g_assert_false (cas_journal_redo (j));
}

static void
test_batch_atomic (void)
{
  g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, "pleskau"), NULL);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do (j, "box 2", NULL));
  g_assert_true (cas_journal_do (j, "veche coin 2", NULL));
  g_assert_true (cas_journal_undo (j));
  g_autoptr(CasTable) before = cas_table_copy (cas_journal_get_table (j));
  const char *batch[] = { "move hermann uzmen", "forces hermann knights -5", NULL };
  g_assert_false (cas_journal_do_many (j, batch, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
  g_assert_true (cas_table_equal (before, cas_journal_get_table (j)));
  /* The redo tail survives a failed batch. */
  g_assert_cmpuint (cas_journal_get_n_entries (j), ==, 2);
  g_assert_true (cas_journal_redo (j));
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), NEVSKY_G_VECHE_COIN), ==, 2);
}

static int changed_count;
static void on_changed (CasJournal *j, gpointer data) { changed_count++; }

static void
test_signal (void)
{
  g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, "pleskau"), NULL);
  changed_count = 0;
  g_signal_connect (j, "changed", G_CALLBACK (on_changed), NULL);
  cas_journal_do (j, "box 2", NULL);
  cas_journal_do (j, "box 99", NULL);
  cas_journal_undo (j);
  cas_journal_redo (j);
  g_assert_cmpint (changed_count, ==, 3);
}

/* Thousands of seeded random actions, legal and illegal, on every scenario: refused
 * ones change nothing, and undoing everything returns the exact set-up. */
static void
test_random_game (void)
{
  const int n_verbs = 11;
  GRand *rand = g_rand_new_with_seed (20261122);
  for (guint s = 0; s < cas_game_get_n_scenarios (game); s++)
    {
      g_autoptr(CasJournal) j = cas_journal_new (game, (int) s, NULL);
      int done = 0;
      for (int step = 0; step < 1500; step++)
        {
          const char *lord = cas_game_get_lord (game, g_rand_int_range (rand, 0, 12))->id;
          const char *loc = cas_game_get_locale (game, g_rand_int_range (rand, 0, 53))->id;
          int n = g_rand_int_range (rand, -3, 4);
          int v = g_rand_int_range (rand, 0, n_verbs);
          g_autofree char *text = NULL;
          /* Literal formats, so that -Wformat checks them. */
          switch (v)
            {
            case 0: text = g_strdup_printf ("move %s %s", lord, loc); break;
            case 1: text = g_strdup_printf ("service %s %+d", lord, n); break;
            case 2: text = g_strdup_printf ("forces %s knights %+d", lord, n); break;
            case 3: text = g_strdup_printf ("assets %s prov %+d", lord, n); break;
            case 4: text = g_strdup_printf ("moved %s yes", lord); break;
            case 5: text = g_strdup_printf ("disband %s", lord); break;
            case 6: text = g_strdup_printf ("muster %s %s", lord, loc); break;
            case 7: text = g_strdup_printf ("marker %s siege %+d", loc, n); break;
            case 8: text = g_strdup_printf ("cylinder %s %d", lord, g_rand_int_range (rand, 0, 18)); break;
            case 9: text = g_strdup_printf ("routed %s militia %+d", lord, n); break;
            default: text = g_strdup_printf ("marker %s conquered %d", loc, ABS (n)); break;
            }
          g_autoptr(CasTable) before = cas_table_copy (cas_journal_get_table (j));
          g_autoptr(GError) error = NULL;
          if (cas_journal_do (j, text, &error))
            done++;
          else
            g_assert_true (cas_table_equal (before, cas_journal_get_table (j)));
          if (g_rand_int_range (rand, 0, 20) == 0)
            {
              cas_journal_undo (j);
              if (g_rand_boolean (rand))
                cas_journal_redo (j);
            }
        }
      g_assert_cmpint (done, >, 300);
      cas_journal_undo_to (j, 0);
      g_assert_true (cas_table_equal (cas_journal_get_initial (j), cas_journal_get_table (j)));
    }
  g_rand_free (rand);
}

/* A Plan stays face down (4.1) in every word of the journal until its cards are
 * revealed one by one (4.2); the whole action is kept for the save file. */
static void
test_plan_hidden (void)
{
  g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, "pleskau"), NULL);
  const char *plan = "plan teutonic hermann,hermann,yaroslav,pass,yaroslav,hermann";

  g_assert_true (cas_journal_do (j, "phase campaign", NULL));
  g_assert_cmpint (cas_journal_get_plan_shown (j, 0), ==, -1);
  g_assert_false (cas_journal_is_hidden (j, 0));
  g_assert_true (cas_journal_do (j, plan, NULL));
  g_assert_cmpstr (cas_journal_get_text (j, 1), ==, plan);
  g_assert_true (cas_journal_is_hidden (j, 1));
  g_assert_cmpint (cas_journal_get_plan_shown (j, 1), ==, 0);
  g_assert_cmpstr (cas_journal_get_shown_text (j, 1), ==, "plan teutonic ?,?,?,?,?,?");
  g_assert_cmpstr (cas_journal_get_description (j, 1), ==, "The Teutons set their Plan (6 cards, face down)");
  g_assert_null (strstr (cas_journal_get_description (j, 1), "hermann"));

  /* The Russians' Plan and reveals leave the Teutonic one face down. */
  g_assert_true (cas_journal_do (j, "plan russian gavrilo,pass,gavrilo,vladislav,pass,gavrilo", NULL));
  g_assert_true (cas_journal_do (j, "reveal russian 3", NULL));
  g_assert_cmpint (cas_journal_get_plan_shown (j, 1), ==, 0);
  g_assert_cmpstr (cas_journal_get_shown_text (j, 2), ==, "plan russian gavrilo,pass,gavrilo,?,?,?");

  /* Card by card. */
  g_assert_true (cas_journal_do (j, "reveal teutonic +1", NULL));
  g_assert_cmpstr (cas_journal_get_shown_text (j, 1), ==, "plan teutonic hermann,?,?,?,?,?");
  g_assert_cmpstr (cas_journal_get_description (j, 1), ==, "The Teutons set their Plan (6 cards, 1 revealed)");
  g_assert_true (cas_journal_do (j, "reveal teutonic 2", NULL));
  g_assert_cmpstr (cas_journal_get_shown_text (j, 1), ==, "plan teutonic hermann,hermann,?,?,?,?");
  /* Undoing a reveal turns the card face down again. */
  g_assert_true (cas_journal_undo (j));
  g_assert_cmpstr (cas_journal_get_shown_text (j, 1), ==, "plan teutonic hermann,?,?,?,?,?");
  g_assert_true (cas_journal_redo (j));
  g_assert_true (cas_journal_do (j, "reveal teutonic 6", NULL));
  g_assert_false (cas_journal_is_hidden (j, 1));
  g_assert_cmpstr (cas_journal_get_shown_text (j, 1), ==, plan);
  g_assert_cmpstr (cas_journal_get_description (j, 1), ==, "The Teutons set their Plan (6 cards)");

  /* A revealed Plan stays shown after the next one is placed; the new one is hidden,
   * and so is an undone one. */
  g_assert_true (cas_journal_do (j, "plan teutonic yaroslav,yaroslav,pass,hermann,hermann,hermann", NULL));
  g_assert_cmpstr (cas_journal_get_shown_text (j, 1), ==, plan);
  g_assert_true (cas_journal_is_hidden (j, 7));
  g_assert_true (cas_journal_undo (j));
  g_assert_true (cas_journal_is_hidden (j, 7));
  g_assert_cmpstr (cas_journal_get_shown_text (j, 7), ==, "plan teutonic ?,?,?,?,?,?");
  /* A Plan replaced before any card was revealed never shows. */
  g_assert_true (cas_journal_do (j, "plan teutonic pass,pass,pass,hermann,hermann,hermann", NULL));
  g_assert_true (cas_journal_do (j, "plan teutonic yaroslav,pass,pass,hermann,hermann,hermann", NULL));
  g_assert_true (cas_journal_is_hidden (j, 7));
  g_assert_true (cas_journal_do (j, "plan teutonic none", NULL));
  g_assert_false (cas_journal_is_hidden (j, 9));
  g_assert_true (cas_journal_is_hidden (j, 8));
}

/* Steps of the sequence of play are no undo step of their own: they go with the next
 * action, or together when nothing follows them yet. */
static void
test_quiet_steps (void)
{
  g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, "pleskau"), NULL);

  g_assert_true (cas_journal_do (j, "veche coin 2", NULL));
  g_assert_true (cas_journal_do (j, "step 2", NULL));
  g_assert_true (cas_journal_do (j, "step 3", NULL));
  g_assert_true (cas_journal_is_quiet (j, 1));
  g_assert_false (cas_journal_is_quiet (j, 0));
  g_assert_cmpuint (cas_journal_get_undo_step_start (j), ==, 1);
  g_assert_true (cas_journal_do (j, "assets hermann prov +1", NULL));
  g_assert_cmpuint (cas_journal_get_undo_step_start (j), ==, 1);
  /* One undo: the action and the two steps that led to it. */
  g_assert_true (cas_journal_undo_step (j));
  g_assert_cmpuint (cas_journal_get_n_done (j), ==, 1);
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), CAS_G_STEP), ==, 0);
  g_assert_true (cas_journal_redo_step (j));
  g_assert_cmpuint (cas_journal_get_n_done (j), ==, 4);
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), CAS_G_STEP), ==, 3);
  /* Steps at the end go back together. */
  g_assert_true (cas_journal_do (j, "step 4", NULL));
  g_assert_true (cas_journal_do (j, "step 5", NULL));
  g_assert_true (cas_journal_undo_step (j));
  g_assert_cmpuint (cas_journal_get_n_done (j), ==, 4);
  g_assert_true (cas_journal_redo_step (j));
  g_assert_cmpuint (cas_journal_get_n_done (j), ==, 6);
  g_assert_false (cas_journal_redo_step (j));
  cas_journal_undo_to (j, 0);
  g_assert_false (cas_journal_undo_step (j));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game = cas_game_load_builtin ("nevsky", NULL);
  g_test_add_func ("/journal/undo-redo", test_undo_redo);
  g_test_add_func ("/journal/batch-atomic", test_batch_atomic);
  g_test_add_func ("/journal/signal", test_signal);
  g_test_add_func ("/journal/random-game", test_random_game);
  g_test_add_func ("/journal/plan-hidden", test_plan_hidden);
  g_test_add_func ("/journal/quiet-steps", test_quiet_steps);
  int r = g_test_run ();
  g_object_unref (game);
  return r;
}
