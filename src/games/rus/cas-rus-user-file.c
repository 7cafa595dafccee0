/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-user-file.c: the table's own files of Rus (issue 18): the map, the Tactics
 * matrix, the C&T tree and the trade charters are each one object of entries beside
 * "format" and "version", read strictly, kept in $XDG_DATA_HOME/castellan/rus and written
 * atomically with a damaged file kept beside the new one (docs/rus.md, "The map file").
 * One reader and one writer serve the four; each file says only how an entry reads. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-game.h"
#include "cas-json.h"
#include "cas-rus-private.h"
#include "cas-rus-user-file.h"
#include "cas-savefile.h"

char *
cas_rus_user_file_path (const CasRusUserFile *kind)
{
  return g_build_filename (g_get_user_data_dir (), "castellan", "rus", kind->basename, NULL);
}

static JsonObject *
user_file_open (const CasRusUserFile *kind, const char *data, gsize length, CasJsonCtx *ctx, JsonParser **parser)
{
  const char *const top[] = { "format", "version", kind->list, NULL };
  g_autoptr(GError) local = NULL;
  JsonNode *root, *n;
  JsonObject *o;

  *parser = cas_json_parse (data, length, &local);
  if (*parser == NULL)
    {
      /* A whole sentence per kind of file: the translator sees "map" in its sentence,
       * never an English word put into a translated one ("keine map-Datei"). */
      if (g_str_equal (kind->what, "map"))
        g_set_error (ctx->error, CAS_ERROR, CAS_ERROR_DATA, _("%s: not a map file: %s"), ctx->file, local->message);
      else if (g_str_equal (kind->what, "C&T"))
        g_set_error (ctx->error, CAS_ERROR, CAS_ERROR_DATA, _("%s: not a C&T file: %s"), ctx->file, local->message);
      else if (g_str_equal (kind->what, "charters"))
        g_set_error (ctx->error, CAS_ERROR, CAS_ERROR_DATA, _("%s: not a charters file: %s"), ctx->file, local->message);
      else
        g_set_error (ctx->error, CAS_ERROR, CAS_ERROR_DATA, _("%s: not a Tactics file: %s"), ctx->file, local->message);
      return NULL;
    }
  root = json_parser_get_root (*parser);
  if (!JSON_NODE_HOLDS_OBJECT (root))
    return cas_json_set_error (ctx, "not a %s file (not an object)", kind->what), NULL;
  o = json_node_get_object (root);
  if (!cas_json_check_members (ctx, o, top, NULL))
    return NULL;
  n = json_object_get_member (o, "format");
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING ||
      g_strcmp0 (json_node_get_string (n), kind->format) != 0)
    return cas_json_set_error (ctx, "not a %s file (\"format\" is not \"%s\")", kind->what, kind->format), NULL;
  n = json_object_get_member (o, "version");
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64 || json_node_get_int (n) < 1)
    return cas_json_set_error (ctx, "\"version\" must be a whole number from 1"), NULL;
  if (json_node_get_int (n) > kind->version)
    return cas_json_set_error (ctx, "written by a newer Castellan (version %" G_GINT64_FORMAT ")", json_node_get_int (n)), NULL;
  return o;
}

gboolean
rus_user_file_read (const CasRusUserFile *kind, const char *data, gsize length, CasJsonCtx *ctx, RusUserEntryFunc entry,
                    void *out)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GList) keys = NULL;
  JsonObject *o = user_file_open (kind, data, length, ctx, &parser);
  JsonObject *list;
  JsonNode *n;

  if (o == NULL)
    return FALSE;
  n = json_object_get_member (o, kind->list);
  if (!JSON_NODE_HOLDS_OBJECT (n))
    return cas_json_fail (ctx, "\"%s\" is not an object", kind->list);
  list = json_node_get_object (n);
  keys = json_object_get_members (list);
  for (GList *l = keys; l; l = l->next)
    {
      int index = kind->from_id (l->data);
      JsonNode *e = json_object_get_member (list, l->data);
      g_snprintf (ctx->entry, sizeof ctx->entry, "%s.%s", kind->list, (const char *) l->data);
      if (index < 0)
        return cas_json_fail (ctx, "%s", kind->unknown);
      if (!JSON_NODE_HOLDS_OBJECT (e))
        return cas_json_fail (ctx, "not an object");
      if (!entry (ctx, index, json_node_get_object (e), out))
        return FALSE;
    }
  ctx->entry[0] = '\0';
  return TRUE;
}

gboolean
cas_rus_user_file_load (const CasRusUserFile *kind, void *out, const char *path, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize len;
  const char *data;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      kind->init (out);
      return TRUE;
    }
  bytes = cas_savefile_read (path, error);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &len);
  return kind->load_data (out, data ? data : "", len, path, error);
}

/* Whether the text is a file of this kind that loads. */
static gboolean
user_file_loads (const CasRusUserFile *kind, const char *data, gsize len)
{
  g_autofree void *scratch = g_malloc0 (kind->size);
  gboolean ok = kind->load_data (scratch, data, len, NULL, NULL);
  if (ok && kind->clear)
    kind->clear (scratch);
  return ok;
}

gboolean
cas_rus_user_file_save (const CasRusUserFile *kind, const void *file, const char *path, char **backup, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GBytes) now = NULL;
  gsize len = 0;
  g_autofree char *data = kind->to_data (file, &len);

  if (backup)
    *backup = NULL;
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("cannot create the folder %s"), dir);
      return FALSE;
    }
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      gsize old_len;
      const char *old;
      if ((now = cas_savefile_read (path, error)) == NULL)
        return FALSE;
      old = g_bytes_get_data (now, &old_len);
      if (!user_file_loads (kind, old ? old : "", old_len))
        {
          /* a damaged file is never overwritten silently: keep it beside the new one */
          g_autofree char *name = g_strconcat (path, ".corrupt", NULL);
          for (int i = 2; g_file_test (name, G_FILE_TEST_EXISTS); i++)
            {
              g_free (name);
              name = g_strdup_printf ("%s.corrupt-%d", path, i);
            }
          if (!cas_savefile_write (name, old ? old : "", old_len, NULL, error))
            return FALSE;
          if (backup)
            *backup = g_steal_pointer (&name);
        }
    }
  return cas_savefile_write (path, data, len, now, error);
}

JsonBuilder *
rus_user_file_begin (const CasRusUserFile *kind)
{
  JsonBuilder *b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, kind->format);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, kind->version);
  json_builder_set_member_name (b, kind->list);
  json_builder_begin_object (b);
  return b;
}

char *
rus_user_file_end (JsonBuilder *b, gsize *length)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  char *with_nl;

  json_builder_end_object (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  g_object_unref (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  text = json_generator_to_data (gen, NULL);
  with_nl = g_strconcat (text, "\n", NULL);
  if (length)
    *length = strlen (with_nl);
  return with_nl;
}
