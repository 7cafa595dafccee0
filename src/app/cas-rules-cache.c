/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules-cache.c: one CasRulebook per game for the whole app, opened off the main thread. */
#include "config.h"

#include "cas-rules-cache.h"

/* game id -> CasRulebook; only touched on the main thread. */
static GHashTable *cache;

static GHashTable *
get_cache (void)
{
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  return cache;
}

CasRulebook *
cas_rules_cache_peek (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);
  return g_hash_table_lookup (get_cache (), game_id);
}

void
cas_rules_cache_forget (const char *game_id)
{
  g_return_if_fail (game_id != NULL);
  g_hash_table_remove (get_cache (), game_id);
}

/* Reads the index JSON and the imported SQLite database: file I/O, so not on the UI thread. */
static void
open_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  const char *game_id = task_data;
  GError *error = NULL;
  CasRulebook *rulebook = cas_rulebook_open (game_id, NULL, &error);

  if (rulebook)
    g_task_return_pointer (task, rulebook, g_object_unref);
  else
    g_task_return_error (task, error);
}

void
cas_rules_cache_load_async (const char *game_id, GCancellable *cancellable, GAsyncReadyCallback callback,
                            gpointer user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  CasRulebook *cached;

  g_return_if_fail (game_id != NULL);
  g_task_set_source_tag (task, cas_rules_cache_load_async);
  g_task_set_task_data (task, g_strdup (game_id), g_free);
  cached = cas_rules_cache_peek (game_id);
  if (cached)
    {
      g_task_return_pointer (task, g_object_ref (cached), g_object_unref);
      return;
    }
  g_task_run_in_thread (task, open_thread);
}

CasRulebook *
cas_rules_cache_load_finish (GAsyncResult *result, GError **error)
{
  GTask *task = G_TASK (result);
  const char *game_id = g_task_get_task_data (task);
  g_autoptr(CasRulebook) rulebook = NULL;
  CasRulebook *cached;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  rulebook = g_task_propagate_pointer (task, error);
  if (rulebook == NULL)
    return NULL;
  /* Two loads may race; the first one to finish is the one everybody shares. */
  cached = cas_rules_cache_peek (game_id);
  if (cached)
    return g_object_ref (cached);
  g_hash_table_insert (get_cache (), g_strdup (game_id), g_object_ref (rulebook));
  return g_steal_pointer (&rulebook);
}

/* Importing a rulebook: the file is parsed and stored in a worker thread (a rulebook is
 * megabytes of HTML). */

typedef struct {
  char *game_id;
  char *path;
} ImportJob;

static void
import_job_free (ImportJob *job)
{
  g_free (job->game_id);
  g_free (job->path);
  g_free (job);
}

static void
import_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ImportJob *job = task_data;
  GError *error = NULL;
  int n = cas_rulebook_import (job->game_id, job->path, NULL, &error);

  if (n < 0)
    g_task_return_error (task, error);
  else
    g_task_return_int (task, n);
}

void
cas_rules_cache_import_async (gpointer source, const char *game_id, const char *path, GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  ImportJob *job;

  g_return_if_fail (game_id != NULL);
  g_return_if_fail (path != NULL);
  job = g_new0 (ImportJob, 1);
  job->game_id = g_strdup (game_id);
  job->path = g_strdup (path);
  task = g_task_new (source, cancellable, callback, user_data);
  g_task_set_source_tag (task, cas_rules_cache_import_async);
  g_task_set_task_data (task, job, (GDestroyNotify) import_job_free);
  g_task_run_in_thread (task, import_thread);
}

gssize
cas_rules_cache_import_finish (GAsyncResult *result, const char **game_id, const char **path, GError **error)
{
  ImportJob *job;

  g_return_val_if_fail (G_IS_TASK (result), -1);
  job = g_task_get_task_data (G_TASK (result));
  if (game_id)
    *game_id = job->game_id;
  if (path)
    *path = job->path;
  return g_task_propagate_int (G_TASK (result), error);
}
