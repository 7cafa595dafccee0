/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-savefile.c: a save is the scenario, the journal (done and undone actions) and a
 * snapshot of the table. Loading replays the journal and checks it against the
 * snapshot, so a damaged file is refused instead of half-loaded. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "cas-savefile.h"
#include "cas-json.h"

char *
cas_savefile_to_data (CasJournal *journal, gsize *length)
{
  CasGame *game = cas_journal_get_game (journal);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  guint n_done = cas_journal_get_n_done (journal);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, CAS_SAVE_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, CAS_SAVE_VERSION);
  json_builder_set_member_name (b, "app_version");
  json_builder_add_string_value (b, PACKAGE_VERSION);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, cas_game_get_id (game));
  json_builder_set_member_name (b, "scenario");
  json_builder_add_string_value (b, cas_journal_get_scenario_info (journal)->id);
  json_builder_set_member_name (b, "journal");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_done; i++)
    json_builder_add_string_value (b, cas_journal_get_text (journal, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "redo");
  json_builder_begin_array (b);
  for (guint i = n_done; i < cas_journal_get_n_entries (journal); i++)
    json_builder_add_string_value (b, cas_journal_get_text (journal, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "snapshot");
  json_builder_add_value (b, cas_table_to_json (cas_journal_get_table (journal)));
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 1);
  return json_generator_to_data (gen, length);
}

/* Atomic: GLib writes a temporary file beside the target, fsyncs it and renames it over
 * the old one, so a crash leaves either the old save or the new one, never a torn file. */
gboolean
cas_savefile_save (CasJournal *journal, const char *path, GError **error)
{
  gsize len = 0;
  g_autofree char *data = cas_savefile_to_data (journal, &len);
  g_autoptr(GError) local = NULL;

  if (!g_file_set_contents_full (path, data, (gssize) len,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0644, &local))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("Could not save to %s: %s"), path, local->message);
      return FALSE;
    }
  return TRUE;
}

static const char *
member_string (JsonObject *o, const char *member)
{
  JsonNode *n = json_object_get_member (o, member);
  if (n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
    return json_node_get_string (n);
  return NULL;
}

static GPtrArray *
string_list (JsonObject *o, const char *member, GError **error)
{
  JsonNode *n = json_object_get_member (o, member);
  g_autoptr(GPtrArray) out = g_ptr_array_new ();
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file has no “%s” list"), member);
      return NULL;
    }
  JsonArray *a = json_node_get_array (n);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("entry %u of “%s” is not an action"), i + 1, member);
          return NULL;
        }
      g_ptr_array_add (out, (gpointer) json_node_get_string (e));
    }
  return g_steal_pointer (&out);
}

CasJournal *
cas_savefile_load_data (const char *data, gsize length, GError **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(CasGame) game = NULL;
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(GPtrArray) done = NULL;
  g_autoptr(GPtrArray) redo = NULL;
  g_autoptr(CasTable) snapshot = NULL;
  JsonObject *root;
  JsonNode *version;
  const char *s;

  if (length > CAS_SAVE_MAX_SIZE)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the file is too large to be a save (%llu bytes; at most %d)"),
                   (unsigned long long) length, (int) CAS_SAVE_MAX_SIZE);
      return NULL;
    }
  if (length == 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the file is empty"));
      return NULL;
    }
  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("not a Castellan save: the file is not text"));
      return NULL;
    }
  parser = cas_json_parse (data, length, &local);
  if (parser == NULL)
    {
      if (g_error_matches (local, CAS_JSON_ERROR, CAS_JSON_ERROR_DEPTH))
        g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("not a Castellan save: %s"), local->message);
      else if (g_error_matches (local, CAS_JSON_ERROR, CAS_JSON_ERROR_NOT_STRICT))
        g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file is not valid JSON: %s"), local->message);
      else
        g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file is damaged or truncated (%s)"), local->message);
      return NULL;
    }
  if (json_parser_get_root (parser) == NULL || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("not a Castellan save file"));
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  if (g_strcmp0 (member_string (root, "format"), CAS_SAVE_FORMAT) != 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("not a Castellan save file"));
      return NULL;
    }
  version = json_object_get_member (root, "version");
  if (version == NULL || !JSON_NODE_HOLDS_VALUE (version) || json_node_get_value_type (version) != G_TYPE_INT64)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file has no format version"));
      return NULL;
    }
  if (json_node_get_int (version) < 1)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file has an invalid format version (%lld)"),
                   (long long) json_node_get_int (version));
      return NULL;
    }
  if (json_node_get_int (version) > CAS_SAVE_VERSION)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE,
                   _("the save file was written by a newer Castellan (format %lld, this one reads %d); update Castellan to open it"),
                   (long long) json_node_get_int (version), CAS_SAVE_VERSION);
      return NULL;
    }
  s = member_string (root, "game");
  if (s == NULL)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file does not say which game it is"));
      return NULL;
    }
  game = cas_game_load_builtin (s, &local);
  if (game == NULL)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save is for a game this Castellan does not know (%s)"), local->message);
      return NULL;
    }
  s = member_string (root, "scenario");
  int scenario = s ? cas_game_find_scenario (game, s) : -1;
  if (scenario < 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save names an unknown %s scenario “%s”"), cas_game_get_name (game),
                   s ? s : "?");
      return NULL;
    }
  if ((done = string_list (root, "journal", error)) == NULL || (redo = string_list (root, "redo", error)) == NULL)
    return NULL;
  journal = cas_journal_new (game, scenario, error);
  if (journal == NULL)
    return NULL;
  g_ptr_array_add (done, NULL);
  for (guint i = 0; i < redo->len; i++)
    g_ptr_array_insert (done, (int) done->len - 1, redo->pdata[i]);
  if (!cas_journal_do_many (journal, (const char *const *) done->pdata, &local))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file’s journal is damaged: %s"), local->message);
      return NULL;
    }
  for (guint i = 0; i < redo->len; i++)
    cas_journal_undo (journal);

  snapshot = cas_table_new (game);
  if (!cas_table_from_json (snapshot, json_object_get_member (root, "snapshot"), &local))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file is damaged: %s"), local->message);
      return NULL;
    }
  if (!cas_table_equal (snapshot, cas_journal_get_table (journal)))
    {
      const CasTable *t = cas_journal_get_table (journal);
      guint i = 0;
      while (i < t->n && t->v[i] == snapshot->v[i])
        i++;
      g_autofree char *cell = cas_table_cell_name (t, i);
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE,
                   _("the save file is inconsistent: its journal gives %s = %d but its snapshot says %d"), cell, t->v[i],
                   snapshot->v[i]);
      return NULL;
    }
  return g_steal_pointer (&journal);
}

CasJournal *
cas_savefile_load (const char *path, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE,
                            NULL, &local);
  if (info == NULL)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("Could not open %s: %s"), path, local->message);
      return NULL;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("%s is not a regular file"), path);
      return NULL;
    }
  if (g_file_info_get_size (info) > CAS_SAVE_MAX_SIZE)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("%s is too large to be a save (%lld bytes)"), path,
                   (long long) g_file_info_get_size (info));
      return NULL;
    }
  if (!g_file_load_contents (file, NULL, &data, &len, NULL, &local))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("Could not read %s: %s"), path, local->message);
      return NULL;
    }
  CasJournal *j = cas_savefile_load_data (data, len, &local);
  if (j == NULL)
    g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, "%s: %s", path, local->message);
  return j;
}
