/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-startup.c: time from spawning Castellan on a save of the largest scenario
 * (Crusade on Novgorod) to its window being mapped with the game loaded (the issue's
 * measure) and to its first painted frame showing the game, each against a minimal
 * libadwaita window in the same run (target: at most 1.3 times the minimal window);
 * peak RSS of both. Needs a
 * display (run under xvfb-run). Arguments: CASTELLAN MINIMAL [RUNS]. */
#include "castellan.h"
#include "bench-common.h"

#include <glib/gstdio.h>

/* Milliseconds from spawning to the line "KEY <monotonic µs>" the program prints. */
static gboolean
time_of (const char *out, const char *key, gint64 start, double *ms)
{
  const char *line = out ? strstr (out, key) : NULL;
  if (line == NULL)
    return FALSE;
  *ms = (g_ascii_strtoll (line + strlen (key), NULL, 10) - start) / 1000.0;
  return TRUE;
}

static gboolean
run_once (char **argv, double *mapped, double *painted, long *rss)
{
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status;
  gint64 start = g_get_monotonic_time ();
  if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, &error))
    {
      g_printerr ("%s: %s\n", argv[0], error->message);
      return FALSE;
    }
  if (!time_of (out, "mapped ", start, mapped) || !time_of (out, "first-frame ", start, painted))
    {
      g_printerr ("%s printed no first frame (is there a display?)\n", argv[0]);
      return FALSE;
    }
  const char *r = strstr (out, "rss-kb ");
  *rss = r ? strtol (r + 7, NULL, 10) : -1;
  return TRUE;
}

static double
median (double *v, int n)
{
  qsort (v, (size_t) n, sizeof (double), bench_cmp);
  return v[n / 2];
}

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      g_printerr ("usage: bench-startup CASTELLAN MINIMAL [RUNS]\n");
      return 2;
    }
  if (!g_getenv ("DISPLAY") && !g_getenv ("WAYLAND_DISPLAY"))
    {
      printf ("no display: run under xvfb-run (skipped)\n");
      return 0;
    }
  int runs = argc > 3 ? atoi (argv[3]) : 9;
  g_setenv ("CASTELLAN_BENCH_FIRST_FRAME", "1", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_autofree char *dir = g_dir_make_tmp ("castellan-startup-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  g_autofree char *save = g_build_filename (dir, "crusade.json", NULL);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CasGame) game = cas_game_load_builtin ("nevsky", &error);
    g_assert (game);
    g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, "crusade_on_novgorod"), &error);
    g_assert (cas_savefile_save (j, save, &error));
  }
  char *app_argv[] = { argv[1], save, NULL };
  char *min_argv[] = { argv[2], NULL };
  double *am = g_new (double, runs), *ap = g_new (double, runs), *mm = g_new (double, runs),
         *mp = g_new (double, runs);
  long rss_app = 0, rss_min = 0;
  /* One warm-up each (caches, fontconfig), then alternate so load hits both alike. */
  double d1, d2;
  long rdummy;
  if (!run_once (min_argv, &d1, &d2, &rdummy) || !run_once (app_argv, &d1, &d2, &rdummy))
    return 1;
  for (int i = 0; i < runs; i++)
    {
      if (!run_once (min_argv, &mm[i], &mp[i], &rss_min) || !run_once (app_argv, &am[i], &ap[i], &rss_app))
        return 1;
    }
  double a_map = median (am, runs), m_map = median (mm, runs);
  double a_paint = median (ap, runs), m_paint = median (mp, runs);
  printf ("Startup (median of %d, alternating)\n", runs);
  bench_report ("minimal libadwaita window: mapped", m_map, "ms", 0);
  bench_report ("Castellan, Crusade on Novgorod loaded: mapped", a_map, "ms", 0);
  gboolean ok = bench_report ("ratio Castellan / minimal, mapped", a_map / m_map, "x", 1.3);
  bench_report ("minimal libadwaita window: first frame", m_paint, "ms", 0);
  bench_report ("Castellan: first frame showing the game", a_paint, "ms", 0);
  ok &= bench_report ("ratio Castellan / minimal, first frame", a_paint / m_paint, "x", 1.3);
  bench_report ("peak RSS, minimal window", rss_min / 1024.0, "MB", 0);
  ok &= bench_report ("peak RSS, Castellan with a scenario open", rss_app / 1024.0, "MB", 80);
  g_unlink (save);
  g_rmdir (dir);
  return ok ? 0 : 1;
}
