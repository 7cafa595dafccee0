/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-game-style.h: a game's own colours (issue 16): data/games/<game>/style.css, and
 * style-dark.css in the dark style, loaded over the app's stylesheet (ui/style.css). */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

/* Shows GAME's colours on the default display from now on; nothing to do when they are
 * already its. One game's colours at a time: a window asks again when it becomes active.
 * A game without style.css shows the neutral colours of ui/style.css. */
void cas_game_style_use (CasGameBase *game);

/* The id of the game whose colours are shown, or NULL before the first. */
const char *cas_game_style_get_game (void);

G_END_DECLS
