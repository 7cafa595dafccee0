/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-minimal-window.c: the smallest libadwaita app (a window with a header bar and a
 * label), the yardstick for Castellan's startup. */
#include <adwaita.h>

#include "bench-first-frame.h"

static void
activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Minimal"));
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.castellan.BenchMinimal", G_APPLICATION_NON_UNIQUE);
  bench_first_frame_watch (GTK_APPLICATION (app), NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
