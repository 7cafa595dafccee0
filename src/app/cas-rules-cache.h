/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules-cache.h: one CasRulebook per game for the whole app, opened off the main thread. */
#pragma once

#include <gio/gio.h>

#include "castellan.h"

G_BEGIN_DECLS

/* The rulebook of `game_id` (index plus any imported text), opened in a worker thread the
 * first time and shared afterwards. */
void cas_rules_cache_load_async (const char *game_id, GCancellable *cancellable, GAsyncReadyCallback callback,
                                 gpointer user_data);
CasRulebook *cas_rules_cache_load_finish (GAsyncResult *result, GError **error);
/* The rulebook if it is loaded already, else NULL (borrowed). */
CasRulebook *cas_rules_cache_peek (const char *game_id);
/* Forgets the game's rulebook (after an import), so the next load reads it again. */
void cas_rules_cache_forget (const char *game_id);

/* Imports the file at `path` as the rulebook of `game_id` in a worker thread; `source`
 * becomes the result's source object. The finish function gives the number of sections
 * imported, or -1 and the error, and the job's game id and path (valid as long as the
 * result). */
void cas_rules_cache_import_async (gpointer source, const char *game_id, const char *path, GCancellable *cancellable,
                                   GAsyncReadyCallback callback, gpointer user_data);
gssize cas_rules_cache_import_finish (GAsyncResult *result, const char **game_id, const char **path, GError **error);

G_END_DECLS
