/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-game-style.c: a game's own colours (cas-game-style.h). */
#include "config.h"

#include <adwaita.h>

#include "cas-game-style.h"
#include "cas-paths.h"

/* Over libadwaita's and the app's stylesheets (GTK_STYLE_PROVIDER_PRIORITY_APPLICATION),
 * the game's dark colours over its light ones. */
#define PRIORITY_LIGHT (GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1)
#define PRIORITY_DARK (GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 2)

static struct {
  char *game_id;
  GtkCssProvider *light;   /* NULL when the game has no such file */
  GtkCssProvider *dark;
  gboolean dark_shown;
  gboolean watching;
} style;

/* FILE of GAME_ID's data folder as a stylesheet, or NULL when there is none. A file that
 * does not parse is still taken: GTK warns and skips what it cannot read. */
static GtkCssProvider *
provider_new (const char *game_id, const char *file)
{
  g_autofree char *path = cas_paths_data_file (game_id, file);
  GtkCssProvider *provider;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_path (provider, path);
  return provider;
}

static void
update_dark (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  if (display == NULL || style.dark == NULL || dark == style.dark_shown)
    return;
  if (dark)
    gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (style.dark), PRIORITY_DARK);
  else
    gtk_style_context_remove_provider_for_display (display, GTK_STYLE_PROVIDER (style.dark));
  style.dark_shown = dark;
}

void
cas_game_style_use (CasGameBase *game)
{
  GdkDisplay *display = gdk_display_get_default ();
  const char *id;

  g_return_if_fail (CAS_IS_GAME_BASE (game));
  id = cas_game_base_get_id (game);
  if (display == NULL || g_strcmp0 (style.game_id, id) == 0)
    return;
  if (style.light)
    gtk_style_context_remove_provider_for_display (display, GTK_STYLE_PROVIDER (style.light));
  if (style.dark_shown)
    gtk_style_context_remove_provider_for_display (display, GTK_STYLE_PROVIDER (style.dark));
  g_clear_object (&style.light);
  g_clear_object (&style.dark);
  style.dark_shown = FALSE;
  g_free (style.game_id);
  style.game_id = g_strdup (id);
  style.light = provider_new (id, "style.css");
  style.dark = provider_new (id, "style-dark.css");
  if (style.light)
    gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (style.light), PRIORITY_LIGHT);
  if (!style.watching)
    {
      g_signal_connect (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (update_dark), NULL);
      style.watching = TRUE;
    }
  update_dark ();
}

const char *
cas_game_style_get_game (void)
{
  return style.game_id;
}
