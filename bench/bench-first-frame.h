/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-first-frame.h: when CASTELLAN_BENCH_FIRST_FRAME is set, a GTK program prints the
 * monotonic times at which its first window is mapped and its first frame is painted,
 * then, once its idle work is done, its peak RSS, and quits. The startup
 * benchmark starts the app and a minimal libadwaita window this way and compares them. */
#pragma once

#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long
bench_first_frame_rss_kb (void)
{
  char *status = NULL;
  long kb = -1;
  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    {
      const char *p = strstr (status, "VmHWM:");
      if (p)
        kb = strtol (p + 6, NULL, 10);
    }
  g_free (status);
  return kb;
}

/* Whether the window shows what the benchmark waits for (NULL: any first frame). */
typedef gboolean (*BenchFirstFrameReady) (GtkWindow *window);
static BenchFirstFrameReady bench_first_frame_ready;
static GtkWindow *bench_first_frame_window;

/* Peak RSS once the program has settled: after the work it does in idle time following
 * its first frame (Castellan builds its other pages then), so the figure covers them. */
static gboolean
bench_first_frame_settled (gpointer app)
{
  printf ("rss-kb %ld\n", bench_first_frame_rss_kb ());
  fflush (stdout);
  g_application_quit (G_APPLICATION (app));
  return G_SOURCE_REMOVE;
}

static void
bench_first_frame_painted (GdkFrameClock *clock, GApplication *app)
{
  if (bench_first_frame_ready && !bench_first_frame_ready (bench_first_frame_window))
    return;
  printf ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, bench_first_frame_painted, app);
  g_idle_add_full (G_PRIORITY_LOW + 10, bench_first_frame_settled, app, NULL);
}

/* Widgets under WIDGET, counted into BY_TYPE (type name -> count) unless it is NULL. */
static int
bench_count_widgets (GtkWidget *widget, GHashTable *by_type)
{
  const char *type = G_OBJECT_TYPE_NAME (widget);
  int n = 1;
  if (by_type)
    g_hash_table_insert (by_type, (gpointer) type, GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (by_type, type)) + 1));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += bench_count_widgets (c, by_type);
  return n;
}

/* Prints the widget tree's subtrees of at least MIN widgets, with their sizes. */
static void
bench_print_widget_tree (GtkWidget *widget, int depth, int min)
{
  int n = bench_count_widgets (widget, NULL);
  if (n < min)
    return;
  fprintf (stderr, "%*s%s (%s): %d\n", depth * 2, "", G_OBJECT_TYPE_NAME (widget), gtk_widget_get_name (widget), n);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    bench_print_widget_tree (c, depth + 1, min);
}

/* CASTELLAN_BENCH_WIDGETS=N: on stderr, the widgets of the mapped window by type and its
 * subtrees of N widgets or more. CASTELLAN_BENCH_EXIT_AT_MAP: exit once mapped, to
 * profile the start alone (bench/profile-startup). */
static void
bench_first_frame_probe (GtkWidget *window)
{
  const char *min = g_getenv ("CASTELLAN_BENCH_WIDGETS");
  if (min)
    {
      g_autoptr(GHashTable) by_type = g_hash_table_new (g_str_hash, g_str_equal);
      GHashTableIter iter;
      gpointer type, n;
      fprintf (stderr, "widgets %d\n", bench_count_widgets (window, by_type));
      g_hash_table_iter_init (&iter, by_type);
      while (g_hash_table_iter_next (&iter, &type, &n))
        fprintf (stderr, "%6d %s\n", GPOINTER_TO_INT (n), (const char *) type);
      bench_print_widget_tree (window, 0, (int) CLAMP (g_ascii_strtoll (min, NULL, 10), 1, G_MAXINT));
    }
  if (g_getenv ("CASTELLAN_BENCH_EXIT_AT_MAP"))
    exit (0);
}

static void
bench_first_frame_mapped (GtkWidget *window, GApplication *app)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  printf ("mapped %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  bench_first_frame_probe (window);
  g_signal_connect (clock, "after-paint", G_CALLBACK (bench_first_frame_painted), app);
}

static void
bench_first_frame_window_added (GtkApplication *app, GtkWindow *window)
{
  if (bench_first_frame_window)
    return;
  bench_first_frame_window = window;
  g_signal_connect (window, "map", G_CALLBACK (bench_first_frame_mapped), app);
}

/* `ready` (may be NULL) says when a painted frame counts: the app waits until the game's
 * table is on screen, not just an empty window. */
static inline void
bench_first_frame_watch (GtkApplication *app, BenchFirstFrameReady ready)
{
  bench_first_frame_ready = ready;
  if (g_getenv ("CASTELLAN_BENCH_FIRST_FRAME"))
    g_signal_connect (app, "window-added", G_CALLBACK (bench_first_frame_window_added), NULL);
}
