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

/* A colour mixed with WITH: part T of WITH. */
static GdkRGBA
mix (const GdkRGBA *c, const char *with, float t)
{
  GdkRGBA w, m;
  gdk_rgba_parse (&w, with);
  m.red = c->red * (1 - t) + w.red * t;
  m.green = c->green * (1 - t) + w.green * t;
  m.blue = c->blue * (1 - t) + w.blue * t;
  m.alpha = 1;
  return m;
}

/* "@define-color PREFIXside_SIDE_NAME #rrggbb;" */
static void
define_color (GString *css, const char *prefix, int side, const char *name, const GdkRGBA *c)
{
  g_string_append_printf (css, "@define-color %sside_%d_%s #%02x%02x%02x;\n", prefix, side, name,
                          (int) (c->red * 255 + 0.5), (int) (c->green * 255 + 0.5), (int) (c->blue * 255 + 0.5));
}

/* A game of the series without style.css: its sides' colours (game.json sides[].colour, a
 * CSS colour: "purple", "gold", "#613583") as the named colours ui/style.css and the map
 * use (issue 17), in the light (DARK FALSE) or dark style; NULL when no side has a colour. */
static GtkCssProvider *
provider_from_sides (CasGameBase *base, gboolean dark)
{
  g_autoptr(GString) css = g_string_new ("/* From game.json sides[].colour (cas-game-style.c). */\n");
  gboolean any = FALSE;

  if (!CAS_IS_GAME (base))
    return NULL;
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      const char *spec = cas_game_get_side_colour (CAS_GAME (base), side);
      GdkRGBA c, fg, edge, fill, territory;
      if (spec == NULL || !gdk_rgba_parse (&c, spec))
        continue;
      any = TRUE;
      c.alpha = 1;
      gdk_rgba_parse (&fg, 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue > 0.5 ? "#241f31" : "#ffffff");
      edge = dark ? mix (&c, "#ffffff", 0.45f) : mix (&c, "#000000", 0.35f);
      fill = dark ? mix (&c, "#ffffff", 0.2f) : mix (&c, "#ffffff", 0.3f);
      territory = dark ? mix (&c, "#ffffff", 0.25f) : c;
      define_color (css, "", side, "bg", &c);
      define_color (css, "", side, "fg", &fg);
      define_color (css, "", side, "edge", &edge);
      define_color (css, "", side, "line", &c);
      define_color (css, "map_", side, "territory", &territory);
      define_color (css, "map_", side, "fill", &fill);
      define_color (css, "map_", side, "chip_bg", &c);
      define_color (css, "map_", side, "chip_fg", &fg);
      define_color (css, "map_", side, "chip_edge", &edge);
    }
  if (!any)
    return NULL;
  {
    GtkCssProvider *provider = gtk_css_provider_new ();
    gtk_css_provider_load_from_data (provider, css->str, (gssize) css->len);
    return provider;
  }
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
  if (style.light == NULL && style.dark == NULL)
    {
      style.light = provider_from_sides (game, FALSE);
      style.dark = provider_from_sides (game, TRUE);
    }
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
