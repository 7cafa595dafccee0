/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-odds.c: Monte Carlo odds: 10,000 trials of a Battle with three Lords a side and of
 * a Storm (target under 50 ms each on one core), battles per second, and how the time
 * grows with the number of trials. */
#include "castellan.h"
#include "bench-common.h"

typedef struct {
  CasTable *table;
  CasBattleSetup setup;
  int trials;
} Ctx;

static void
run (gpointer p)
{
  Ctx *c = p;
  CasBattleOdds odds;
  g_autoptr(GError) error = NULL;
  if (!cas_battle_odds (c->table, &c->setup, c->trials, 7, &odds, &error))
    g_error ("%s", error->message);
}

static CasTable *
position (CasGame *game, const char *scenario, const char *const *actions)
{
  g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, scenario), NULL);
  g_autoptr(GError) error = NULL;
  if (!cas_journal_do_many (j, actions, &error))
    g_error ("%s", error->message);
  return cas_table_copy (cas_journal_get_table (j));
}

int
main (void)
{
  CasGame *game = cas_game_load_builtin ("nevsky", NULL);
  gboolean ok = TRUE;
  /* Three Lords a side: Hermann, Knud & Abel and Yaroslav attack Gavrilo, Vladislav and
   * Domash at Pskov (Crusade on Novgorod, Summer 1240). */
  const char *battle[] = { "muster domash pskov", "move vladislav pskov", "move hermann pskov", "move knud_and_abel pskov",
                           "move yaroslav pskov", NULL };
  const char *storm[] = { "move gavrilo dubrovno", "move hermann izborsk", "move yaroslav izborsk", "marker izborsk siege 2",
                          "move vladislav izborsk", NULL };
  Ctx b = { position (game, "crusade_on_novgorod", battle), { 0 }, 10000 };
  Ctx s = { position (game, "crusade_on_novgorod", storm), { 0 }, 10000 };
  cas_battle_setup_init (&b.setup, CAS_BATTLE_FIELD, cas_game_find_locale (game, "pskov"), cas_game_find_lord (game, "hermann"));
  b.setup.from_locale = cas_game_find_locale (game, "izborsk");
  /* Storm of Izborsk, held by Vladislav inside (Conquered-free Russian Fort). */
  cas_battle_setup_init (&s.setup, CAS_BATTLE_STORM, cas_game_find_locale (game, "izborsk"), cas_game_find_lord (game, "hermann"));

  printf ("Battle odds (best of 9 runs, one core)\n");
  double tb = bench_median_ms (run, &b, 9);
  ok &= bench_report_timed ("10,000 trials, Battle 3 Lords a side", tb, 50);
  double ts = bench_median_ms (run, &s, 9);
  ok &= bench_report_timed ("10,000 trials, Storm", ts, 50);
  bench_report ("Battles per second", 10000 / (tb / 1000.0), "", 0);
  for (int n = 1000; n <= 100000; n *= 10)
    {
      b.trials = n;
      g_autofree char *name = g_strdup_printf ("%d trials, Battle", n);
      bench_report_timed (name, bench_median_ms (run, &b, 5), 0);
    }
  printf ("peak RSS %ld kB\n", bench_peak_rss_kb ());
  cas_table_free (b.table);
  cas_table_free (s.table);
  return ok ? 0 : 1;
}
