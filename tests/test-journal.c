/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-journal.c: undo, redo, batches that are all or nothing, and a long random game
 * that undoes back to the exact set-up. */
#include "castellan.h"

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
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), CAS_G_VECHE_COIN), ==, 2);
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game = cas_game_load_builtin ("nevsky", NULL);
  g_test_add_func ("/journal/undo-redo", test_undo_redo);
  g_test_add_func ("/journal/batch-atomic", test_batch_atomic);
  g_test_add_func ("/journal/signal", test_signal);
  g_test_add_func ("/journal/random-game", test_random_game);
  int r = g_test_run ();
  g_object_unref (game);
  return r;
}
