/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: starts Castellan, the GNOME companion for face-to-face Levy & Campaign games. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "cas-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr(CasApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = cas_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
