/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-journal.c: save and load of a long game (2,000 actions), undo of all of it, and
 * how the cost grows with the journal's length. Targets: save and load under 20 ms. */
#include "castellan.h"
#include "bench-common.h"

#include <glib/gstdio.h>

static CasGame *game;

static CasJournal *
long_game (int n_actions)
{
  CasJournal *j = cas_journal_new (game, cas_game_find_scenario (game, "crusade_on_novgorod"), NULL);
  GRand *rand = g_rand_new_with_seed (42);
  int done = 0;
  while (done < n_actions)
    {
      int l = g_rand_int_range (rand, 0, 12);
      const char *lord = cas_game_get_lord (game, l)->id;
      const char *loc = cas_game_get_locale (game, g_rand_int_range (rand, 0, 53))->id;
      g_autofree char *text = NULL;
      switch (g_rand_int_range (rand, 0, 6))
        {
        case 0: text = g_strdup_printf ("move %s %s", lord, loc); break;
        case 1: text = g_strdup_printf ("assets %s prov %+d", lord, g_rand_int_range (rand, -1, 3)); break;
        case 2: text = g_strdup_printf ("service %s %+d", lord, g_rand_int_range (rand, -1, 2)); break;
        case 3: text = g_strdup_printf ("moved %s %s", lord, g_rand_boolean (rand) ? "yes" : "no"); break;
        case 4: text = g_strdup_printf ("muster %s %s", lord, loc); break;
        default: text = g_strdup_printf ("marker %s ravaged %s", loc, g_rand_boolean (rand) ? "teutonic" : "none"); break;
        }
      if (cas_journal_do (j, text, NULL))
        done++;
    }
  g_rand_free (rand);
  return j;
}

typedef struct {
  CasJournal *journal;
  char *path;
  char *data;
  gsize len;
} Ctx;

static void do_save (gpointer p) { Ctx *c = p; g_assert (cas_savefile_save (c->journal, c->path, NULL)); }
static void do_load (gpointer p) { Ctx *c = p; CasJournal *j = cas_savefile_load (c->path, NULL); g_assert (j); g_object_unref (j); }
static void do_serialize (gpointer p) { Ctx *c = p; g_free (cas_savefile_to_data (c->journal, NULL)); }
static void
do_undo_all (gpointer p)
{
  Ctx *c = p;
  guint n = cas_journal_get_n_done (c->journal);
  while (cas_journal_undo (c->journal))
    ;
  while (cas_journal_get_n_done (c->journal) < n)
    cas_journal_redo (c->journal);
}

int
main (void)
{
  gboolean ok = TRUE;
  game = cas_game_load_builtin ("nevsky", NULL);
  g_autofree char *dir = g_dir_make_tmp ("castellan-bench-XXXXXX", NULL);
  printf ("Journal and save files (best of 9 runs)\n");
  for (int n = 250; n <= 2000; n *= 2)
    {
      Ctx c = { long_game (n), g_build_filename (dir, "game.json", NULL) };
      g_autofree char *name_save = g_strdup_printf ("save, %d actions (atomic, fsync)", n);
      g_autofree char *name_ser = g_strdup_printf ("serialize only, %d actions", n);
      g_autofree char *name_load = g_strdup_printf ("load and verify, %d actions", n);
      g_autofree char *name_undo = g_strdup_printf ("undo all then redo all, %d actions", n);
      gboolean last = n == 2000;
      ok &= bench_report_timed (name_save, bench_median_ms (do_save, &c, 9), last ? 20 : 0);
      bench_report_timed (name_ser, bench_median_ms (do_serialize, &c, 9), 0);
      ok &= bench_report_timed (name_load, bench_median_ms (do_load, &c, 9), last ? 20 : 0);
      bench_report_timed (name_undo, bench_median_ms (do_undo_all, &c, 9), 0);
      g_unlink (c.path);
      g_free (c.path);
      g_object_unref (c.journal);
    }
  g_rmdir (dir);
  printf ("peak RSS %ld kB\n", bench_peak_rss_kb ());
  return ok ? 0 : 1;
}
