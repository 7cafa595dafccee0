/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-calcs.c: the calculators on a mid-game table: Supply for every Lord, Laden for
 * every Lord and Way out of his Locale, Feed and the audit, all together (target: under
 * 1 ms), each also on its own. */
#include "castellan.h"
#include "bench-common.h"

static CasTable *table;

static void
supply_all (gpointer p)
{
  for (guint l = 0; l < cas_game_get_n_lords (table->game); l++)
    if (cas_table_lord_on_map (table, (int) l))
      {
        g_autoptr(CasExplain) ex = cas_explain_new ();
        g_autoptr(CasSupplyResult) r = cas_supply_compute (table, (int) l, ex, NULL);
      }
}

static void
laden_all (gpointer p)
{
  CasGame *game = table->game;
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      int lord = (int) l;
      int here = cas_rules_lord_locale (table, lord);
      if (here < 0)
        continue;
      const CasLocale *loc = cas_game_get_locale (game, here);
      for (guint w = 0; w < loc->ways->len; w++)
        {
          const CasWay *way = cas_game_get_way (game, g_array_index (loc->ways, int, w));
          for (int k = 0; k < way->n_locales; k++)
            if (way->locales[k] != here)
              {
                g_autoptr(CasExplain) ex = cas_explain_new ();
                g_autoptr(CasLadenResult) r = cas_laden (table, &lord, 1, way->locales[k], ex, NULL);
              }
        }
    }
}

static void
feed (gpointer p)
{
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (table, CAS_FEED_EXCUSE_AUTO, ex);
}

static void
audit (gpointer p)
{
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) r = cas_audit_run (table, ex);
}

static void
all (gpointer p)
{
  supply_all (p);
  laden_all (p);
  feed (p);
  audit (p);
}

int
main (void)
{
  CasGame *game = cas_game_load_builtin ("nevsky", NULL);
  /* Mid-game: Crusade on Novgorod, Summer 1241, nine Lords on the map, some marched,
   * Sieges and Ravages on the map. */
  g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, "crusade_on_novgorod"), NULL);
  const char *actions[] = { "box 9", "muster rudolf wenden", "muster heinrich leal", "muster andreas riga",
                            "muster domash novgorod", "muster karelians ladoga", "move hermann izborsk",
                            "marker izborsk siege 2", "move gavrilo dubrovno", "marker dubrovno ravaged teutonic",
                            "marker ugaunia ravaged russian", "move yaroslav ugaunia", "moved hermann yes",
                            "moved yaroslav yes", "moved gavrilo yes", "assets hermann prov 5", "assets hermann cart 3",
                            "assets domash boat 4", "phase campaign", NULL };
  g_autoptr(GError) error = NULL;
  if (!cas_journal_do_many (j, actions, &error))
    g_error ("%s", error->message);
  table = cas_table_copy (cas_journal_get_table (j));
  printf ("Calculators on a mid-game table (best of 51 runs)\n");
  bench_report_timed ("Supply for every Lord on the map", bench_median_ms (supply_all, NULL, 51), 0);
  bench_report_timed ("Laden for every Lord and every Way out", bench_median_ms (laden_all, NULL, 51), 0);
  bench_report_timed ("Feed", bench_median_ms (feed, NULL, 51), 0);
  bench_report_timed ("Audit", bench_median_ms (audit, NULL, 51), 0);
  gboolean ok = bench_report_timed ("All of them together", bench_median_ms (all, NULL, 51), 1.0);
  cas_table_free (table);
  return ok ? 0 : 1;
}
