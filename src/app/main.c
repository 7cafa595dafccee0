/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: starts Castellan, the GNOME companion for face-to-face Levy & Campaign games. */
#include "config.h"

#include "cas-application.h"
#include "bench-first-frame.h"
#include "cas-window.h"

/* For the startup benchmark: a frame counts once the opened game is on screen. */
static gboolean
game_shown (GtkWindow *window)
{
  return CAS_IS_WINDOW (window) && cas_window_get_journal (CAS_WINDOW (window)) != NULL;
}

int
main (int argc, char *argv[])
{
  g_autoptr(CasApplication) app = NULL;

  /* setlocale() and the catalogue, from $CASTELLAN_LOCALEDIR when set (uninstalled runs). */
  cas_application_init_i18n ();

  app = cas_application_new ();
  /* For the startup benchmark only (bench/bench-startup.c). */
  bench_first_frame_watch (GTK_APPLICATION (app), game_shown);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
