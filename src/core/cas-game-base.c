/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-game-base.c: the game-neutral base of every game, its loading and its table vector
 * (cas-game-base.h, cas-table-base.h). */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cas-game-base.h"
#include "cas-table-base.h"
#include "cas-paths.h"

G_DEFINE_QUARK (cas-error-quark, cas_error)

typedef struct {
  char *id;
  char *name;
  const char *family;  /* the registry's, static */
} CasGameBasePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (CasGameBase, cas_game_base, G_TYPE_OBJECT)

static void
cas_game_base_finalize (GObject *object)
{
  CasGameBasePrivate *priv = cas_game_base_get_instance_private (CAS_GAME_BASE (object));
  g_free (priv->id);
  g_free (priv->name);
  G_OBJECT_CLASS (cas_game_base_parent_class)->finalize (object);
}

static void
cas_game_base_class_init (CasGameBaseClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cas_game_base_finalize;
}

static void
cas_game_base_init (CasGameBase *self)
{
  (void) self;
}

void
cas_game_base_set_identity (CasGameBase *self, const char *id, const char *name)
{
  CasGameBasePrivate *priv = cas_game_base_get_instance_private (self);
  g_free (priv->id);
  g_free (priv->name);
  priv->id = g_strdup (id);
  priv->name = g_strdup (name);
}

const char *
cas_game_base_get_id (CasGameBase *self)
{
  return ((CasGameBasePrivate *) cas_game_base_get_instance_private (self))->id;
}

const char *
cas_game_base_get_name (CasGameBase *self)
{
  return ((CasGameBasePrivate *) cas_game_base_get_instance_private (self))->name;
}

const char *
cas_game_base_get_family (CasGameBase *self)
{
  return ((CasGameBasePrivate *) cas_game_base_get_instance_private (self))->family;
}

guint
cas_game_base_get_n_scenarios (CasGameBase *self)
{
  return CAS_GAME_BASE_GET_CLASS (self)->get_n_scenarios (self);
}

const char *
cas_game_base_get_scenario_id (CasGameBase *self, guint scenario)
{
  g_return_val_if_fail (scenario < cas_game_base_get_n_scenarios (self), NULL);
  return CAS_GAME_BASE_GET_CLASS (self)->get_scenario_id (self, scenario);
}

int
cas_game_base_find_scenario (CasGameBase *self, const char *id)
{
  guint n = cas_game_base_get_n_scenarios (self);
  for (guint i = 0; id && i < n; i++)
    if (g_strcmp0 (CAS_GAME_BASE_GET_CLASS (self)->get_scenario_id (self, i), id) == 0)
      return (int) i;
  return -1;
}

const char *
cas_game_text (const char *text)
{
  return text && text[0] ? g_dgettext (GETTEXT_PACKAGE, text) : text;
}

void
cas_entry_info_clear (CasEntryInfo *info)
{
  g_clear_pointer (&info->text, g_free);
  g_clear_pointer (&info->description, g_free);
}

CasGameBase *
cas_game_base_load_dir (GType type, GFile *dir, GError **error)
{
  g_autoptr(CasGameBase) self = NULL;

  g_return_val_if_fail (g_type_is_a (type, CAS_TYPE_GAME_BASE), NULL);
  self = g_object_new (type, NULL);
  if (!CAS_GAME_BASE_GET_CLASS (self)->load (self, dir, NULL, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* Game data is found in $CASTELLAN_DATA_DIR/games/<id>, else in the source tree of a
 * binary run from its build folder, else in the installed data dir (cas-paths.c). Each
 * game is loaded once per process. */
CasGameBase *
cas_game_base_load_builtin (const char *game_id, GError **error)
{
  static GMutex lock;
  static GHashTable *cache;
  g_autofree char *path = NULL;
  g_autoptr(GFile) dir = NULL;
  CasGameBase *game;
  const CasModule *module = cas_module_find (game_id);

  if (module == NULL)
    {
      g_autofree char *known = g_strjoinv (", ", (char **) cas_module_ids ());
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, "unknown game \"%s\" (known: %s)", game_id, known);
      return NULL;
    }
  if (module->game_type == NULL)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, "%s cannot be opened: no %s game is built in", module->name,
                   cas_module_family_name (module->family));
      return NULL;
    }
  g_mutex_lock (&lock);
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  game = g_hash_table_lookup (cache, game_id);
  if (game)
    {
      g_mutex_unlock (&lock);
      return g_object_ref (game);
    }
  path = cas_paths_data_file (game_id, NULL);
  dir = g_file_new_for_path (path);
  game = cas_game_base_load_dir (module->game_type (), dir, error);
  if (game)
    {
      CasGameBasePrivate *priv = cas_game_base_get_instance_private (game);
      priv->family = module->family;
      g_hash_table_insert (cache, g_strdup (game_id), g_object_ref (game));
    }
  g_mutex_unlock (&lock);
  return game;
}

/* ------------------------------------------------------------------------ */
/* The table vector. */

G_DEFINE_BOXED_TYPE (CasTable, cas_table, cas_table_copy, cas_table_free)

CasTable *
cas_table_new_for (CasGameBase *game)
{
  CasTable *self = g_new0 (CasTable, 1);
  self->base = g_object_ref (game);
  CAS_GAME_BASE_GET_CLASS (game)->init_table (game, self);
  return self;
}

CasTable *
cas_table_copy (const CasTable *src)
{
  CasTable *self = g_new0 (CasTable, 1);
  *self = *src;
  g_object_ref (self->base);
  self->v = g_memdup2 (src->v, sizeof (gint) * src->n);
  return self;
}

void
cas_table_assign (CasTable *dest, const CasTable *src)
{
  g_return_if_fail (dest->n == src->n && dest->base == src->base);
  memcpy (dest->v, src->v, sizeof (gint) * src->n);
}

void
cas_table_free (CasTable *self)
{
  if (self == NULL)
    return;
  g_object_unref (self->base);
  g_free (self->v);
  g_free (self);
}

gboolean
cas_table_equal (const CasTable *a, const CasTable *b)
{
  return a->n == b->n && memcmp (a->v, b->v, sizeof (gint) * a->n) == 0;
}

gboolean
cas_table_base_setup (CasTable *self, int scenario, GError **error)
{
  return CAS_GAME_BASE_GET_CLASS (self->base)->setup (self->base, self, scenario, error);
}

JsonNode *
cas_table_base_to_json (const CasTable *self)
{
  return CAS_GAME_BASE_GET_CLASS (self->base)->to_json (self);
}

gboolean
cas_table_base_from_json (CasTable *self, JsonNode *node, GError **error)
{
  return CAS_GAME_BASE_GET_CLASS (self->base)->from_json (self, node, error);
}

char *
cas_table_base_cell_name (const CasTable *self, guint index)
{
  return CAS_GAME_BASE_GET_CLASS (self->base)->cell_name (self, index);
}
