/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: starts Castellan, the GNOME companion for face-to-face Levy & Campaign games. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "cas-application.h"
#include "bench-first-frame.h"

int
main (int argc, char *argv[])
{
  g_autoptr(CasApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = cas_application_new ();
  /* For the startup benchmark only (bench/bench-startup.c). */
  bench_first_frame_watch (GTK_APPLICATION (app));
  return g_application_run (G_APPLICATION (app), argc, argv);
}
