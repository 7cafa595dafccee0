/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-json.c: the strict JSON check run before json-glib sees untrusted text; the
 * loaders' validation context. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cas-game.h"
#include "cas-json.h"

G_DEFINE_QUARK (cas-json-error-quark, cas_json_error)

/* The strict check (RFC 8259). json-glib 1.6 also reads comments, single-quoted strings
 * and more, and recurses once per nesting level: a text it accepts could nest deeper
 * than any check that does not read exactly what it reads. So nothing reaches json-glib
 * that this scanner has not read as one strict JSON value, at most max_depth deep. */

typedef struct {
  const char *data;
  gsize len;
  gsize pos;
  int max_depth;
  GPtrArray *keys; /* per open object, the set of its keys (NULL for an array) */
  GError **error;
} Scanner;

static gboolean
fail_at (Scanner *s, gsize at, int code, const char *problem)
{
  int line = 1;
  int column = 1;

  /* Columns count characters (the text is UTF-8 up to here). */
  for (gsize i = 0; i < at && i < s->len; i++)
    {
      unsigned char c = (unsigned char) s->data[i];
      if (c == '\n')
        {
          line++;
          column = 1;
        }
      else if ((c & 0xC0) != 0x80)
        column++;
    }
  g_set_error (s->error, CAS_JSON_ERROR, code, _("%s (line %d, column %d)"), problem, line, column);
  return FALSE;
}

static gboolean
fail_char (Scanner *s, const char *expected)
{
  g_autofree char *problem = NULL;

  if (s->pos >= s->len)
    return fail_at (s, s->pos, CAS_JSON_ERROR_TRUNCATED, _("the JSON text ends too early"));
  unsigned char c = (unsigned char) s->data[s->pos];
  if (c == '/')
    return fail_at (s, s->pos, CAS_JSON_ERROR_NOT_STRICT, _("a comment, which strict JSON does not allow"));
  if (c == '\'')
    return fail_at (s, s->pos, CAS_JSON_ERROR_NOT_STRICT, _("a single-quoted string, which strict JSON does not allow"));
  if (c >= 0x21 && c < 0x7F)
    problem = g_strdup_printf (_("unexpected “%c”, expected %s"), c, expected);
  else
    problem = g_strdup_printf (_("unexpected byte 0x%02X, expected %s"), c, expected);
  return fail_at (s, s->pos, CAS_JSON_ERROR_NOT_STRICT, problem);
}

static void
skip_space (Scanner *s)
{
  while (s->pos < s->len)
    {
      char c = s->data[s->pos];
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
        return;
      s->pos++;
    }
}

static int
hex4 (const char *p)
{
  int v = 0;
  for (int i = 0; i < 4; i++)
    {
      int d = g_ascii_xdigit_value (p[i]);
      if (d < 0)
        return -1;
      v = v * 16 + d;
    }
  return v;
}

/* A string at s->pos (a '"'). Its decoded text is appended to `out` when not NULL. */
static gboolean
scan_string (Scanner *s, GString *out)
{
  gsize start = s->pos;

  s->pos++;
  for (;;)
    {
      if (s->pos >= s->len)
        return fail_at (s, start, CAS_JSON_ERROR_TRUNCATED, _("a string that does not end"));
      unsigned char c = (unsigned char) s->data[s->pos];
      if (c == '"')
        {
          s->pos++;
          return TRUE;
        }
      if (c < 0x20)
        return fail_at (s, s->pos, CAS_JSON_ERROR_NOT_STRICT, _("a control character in a string"));
      if (c == '\\')
        {
          if (s->pos + 1 >= s->len)
            return fail_at (s, start, CAS_JSON_ERROR_TRUNCATED, _("a string that does not end"));
          char e = s->data[s->pos + 1];
          const char *simple = strchr ("\"\\/bfnrt", e);
          if (e != '\0' && simple != NULL)
            {
              static const char decoded[] = "\"\\/\b\f\n\r\t";
              if (out)
                g_string_append_c (out, decoded[simple - "\"\\/bfnrt"]);
              s->pos += 2;
              continue;
            }
          if (e != 'u')
            return fail_at (s, s->pos, CAS_JSON_ERROR_NOT_STRICT, _("an invalid escape in a string"));
          int u = s->pos + 6 <= s->len ? hex4 (s->data + s->pos + 2) : -1;
          if (u < 0)
            return fail_at (s, s->pos, CAS_JSON_ERROR_NOT_STRICT, _("an invalid \\u escape in a string"));
          s->pos += 6;
          if (u >= 0xDC00 && u <= 0xDFFF)
            return fail_at (s, s->pos - 6, CAS_JSON_ERROR_NOT_STRICT,
                            _("a \\u escape of a lone low surrogate, which is not a character"));
          if (u >= 0xD800 && u <= 0xDBFF)
            {
              int low = (s->pos + 6 <= s->len && s->data[s->pos] == '\\' && s->data[s->pos + 1] == 'u')
                          ? hex4 (s->data + s->pos + 2)
                          : -1;
              if (low < 0xDC00 || low > 0xDFFF)
                return fail_at (s, s->pos - 6, CAS_JSON_ERROR_NOT_STRICT,
                                _("a \\u escape of a high surrogate without its low surrogate"));
              s->pos += 6;
              u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
            }
          if (u == 0)
            return fail_at (s, s->pos - 6, CAS_JSON_ERROR_NOT_STRICT, _("a \\u0000 escape (a NUL character)"));
          if (out)
            g_string_append_unichar (out, (gunichar) u);
          continue;
        }
      /* Plain bytes: one UTF-8 character at a time. */
      const char *end = NULL;
      gsize avail = s->len - s->pos;
      gsize n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
      if (n > avail || !g_utf8_validate_len (s->data + s->pos, n, &end))
        return fail_at (s, s->pos, CAS_JSON_ERROR_NOT_STRICT, _("a string that is not valid UTF-8"));
      if (out)
        g_string_append_len (out, s->data + s->pos, (gssize) n);
      s->pos += n;
    }
}

static gboolean
digits (Scanner *s)
{
  gsize start = s->pos;
  while (s->pos < s->len && g_ascii_isdigit (s->data[s->pos]))
    s->pos++;
  return s->pos > start;
}

static gboolean
scan_number (Scanner *s)
{
  gsize start = s->pos;

  if (s->data[s->pos] == '-')
    s->pos++;
  if (s->pos < s->len && s->data[s->pos] == '0')
    {
      s->pos++;
      if (s->pos < s->len && (s->data[s->pos] == 'x' || s->data[s->pos] == 'X'))
        return fail_at (s, start, CAS_JSON_ERROR_NOT_STRICT, _("a hexadecimal number, which strict JSON does not allow"));
      if (s->pos < s->len && g_ascii_isdigit (s->data[s->pos]))
        return fail_at (s, start, CAS_JSON_ERROR_NOT_STRICT, _("a number with a leading zero"));
    }
  else if (!digits (s))
    return fail_char (s, _("a digit"));
  if (s->pos < s->len && s->data[s->pos] == '.')
    {
      s->pos++;
      if (!digits (s))
        return fail_char (s, _("a digit"));
    }
  if (s->pos < s->len && (s->data[s->pos] == 'e' || s->data[s->pos] == 'E'))
    {
      s->pos++;
      if (s->pos < s->len && (s->data[s->pos] == '+' || s->data[s->pos] == '-'))
        s->pos++;
      if (!digits (s))
        return fail_char (s, _("a digit"));
    }
  return TRUE;
}

static gboolean
scan_literal (Scanner *s, const char *word)
{
  gsize n = strlen (word);
  if (s->len - s->pos < n || memcmp (s->data + s->pos, word, n) != 0)
    return fail_char (s, _("a value"));
  s->pos += n;
  return TRUE;
}

static void
free_keys (gpointer keys)
{
  if (keys)
    g_hash_table_unref (keys);
}

/* Iterative, with an explicit stack of open containers: no input can make it recurse. */
static gboolean
scan_value (Scanner *s)
{
  /* The open containers: '[' or '{', one byte each. */
  g_autoptr(GString) open = g_string_new (NULL);

  for (;;)
    {
      /* A value. */
      skip_space (s);
      if (s->pos >= s->len)
        return fail_char (s, _("a value"));
      char c = s->data[s->pos];
      if (c == '[' || c == '{')
        {
          if ((int) open->len >= s->max_depth)
            {
              g_autofree char *problem = g_strdup_printf (_("the JSON is nested more than %d levels deep"), s->max_depth);
              return fail_at (s, s->pos, CAS_JSON_ERROR_DEPTH, problem);
            }
          g_string_append_c (open, c);
          g_ptr_array_add (s->keys, c == '{' ? g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) : NULL);
          s->pos++;
          skip_space (s);
          if (s->pos < s->len && s->data[s->pos] == (c == '[' ? ']' : '}'))
            {
              s->pos++;
              g_string_truncate (open, open->len - 1);
              g_ptr_array_remove_index (s->keys, s->keys->len - 1);
              goto after_value;
            }
          if (c == '[')
            continue;
          goto key;
        }
      else if (c == '"')
        {
          if (!scan_string (s, NULL))
            return FALSE;
        }
      else if (c == '-' || g_ascii_isdigit (c))
        {
          if (!scan_number (s))
            return FALSE;
        }
      else if (c == 't')
        {
          if (!scan_literal (s, "true"))
            return FALSE;
        }
      else if (c == 'f')
        {
          if (!scan_literal (s, "false"))
            return FALSE;
        }
      else if (c == 'n')
        {
          if (!scan_literal (s, "null"))
            return FALSE;
        }
      else
        return fail_char (s, _("a value"));

    after_value:
      /* After a value: the end of the text, a comma or the end of containers. */
      for (;;)
        {
          skip_space (s);
          if (open->len == 0)
            {
              if (s->pos < s->len)
                return fail_at (s, s->pos, CAS_JSON_ERROR_NOT_STRICT, _("text after the end of the JSON value"));
              return TRUE;
            }
          char top = open->str[open->len - 1];
          if (s->pos < s->len && s->data[s->pos] == ',')
            {
              s->pos++;
              break;
            }
          if (s->pos < s->len && s->data[s->pos] == (top == '[' ? ']' : '}'))
            {
              s->pos++;
              g_string_truncate (open, open->len - 1);
              g_ptr_array_remove_index (s->keys, s->keys->len - 1);
              continue;
            }
          return fail_char (s, top == '[' ? _("“,” or “]”") : _("“,” or “}”"));
        }
      if (open->str[open->len - 1] == '[')
        continue;

    key:
      /* A member of an object: "key" : value. */
      skip_space (s);
      if (s->pos >= s->len || s->data[s->pos] != '"')
        return fail_char (s, _("a member name in double quotes"));
      {
        gsize at = s->pos;
        GString *key = g_string_new (NULL);
        GHashTable *keys = g_ptr_array_index (s->keys, s->keys->len - 1);
        if (!scan_string (s, key))
          {
            g_string_free (key, TRUE);
            return FALSE;
          }
        if (g_hash_table_contains (keys, key->str))
          {
            g_autofree char *shown = g_utf8_make_valid (key->str, MIN (key->len, 60));
            g_autofree char *problem = g_strdup_printf (_("the member “%s” appears twice in one object"), shown);
            g_string_free (key, TRUE);
            return fail_at (s, at, CAS_JSON_ERROR_NOT_STRICT, problem);
          }
        g_hash_table_add (keys, g_string_free (key, FALSE));
      }
      skip_space (s);
      if (s->pos >= s->len || s->data[s->pos] != ':')
        return fail_char (s, _("“:”"));
      s->pos++;
    }
}

gboolean
cas_json_check (const char *data, gsize len, int max_depth, GError **error)
{
  Scanner s = { data, len, 0, max_depth, NULL, error };
  gboolean ok;

  g_return_val_if_fail (data != NULL || len == 0, FALSE);
  s.keys = g_ptr_array_new_with_free_func (free_keys);
  ok = scan_value (&s);
  g_ptr_array_unref (s.keys);
  return ok;
}

JsonParser *
cas_json_parse (const char *data, gsize len, GError **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();

  if (!cas_json_check (data, len, CAS_JSON_MAX_DEPTH, error))
    return NULL;
  if (!json_parser_load_from_data (parser, data, (gssize) len, error))
    return NULL;
  return g_steal_pointer (&parser);
}

void
cas_json_set_error (CasJsonCtx *ctx, const char *format, ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  if (ctx->error == NULL || *ctx->error != NULL)
    return;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  if (ctx->entry[0])
    g_set_error (ctx->error, CAS_ERROR, CAS_ERROR_DATA, "%s: %s: %s", ctx->file, ctx->entry, msg);
  else
    g_set_error (ctx->error, CAS_ERROR, CAS_ERROR_DATA, "%s: %s", ctx->file, msg);
}

void
cas_json_set_entry (CasJsonCtx *ctx, const char *list, guint i, JsonObject *o, const char *key)
{
  JsonNode *n = o ? json_object_get_member (o, key) : NULL;
  const char *end;
  if (n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
    g_snprintf (ctx->entry, sizeof ctx->entry, "%s[%u] (%s)", list, i, json_node_get_string (n));
  else
    g_snprintf (ctx->entry, sizeof ctx->entry, "%s[%u]", list, i);
  /* A long name is cut at the buffer's end, maybe inside a character: cut before it, so
   * that the message stays UTF-8. */
  if (!g_utf8_validate (ctx->entry, -1, &end))
    ctx->entry[end - ctx->entry] = '\0';
}

gboolean
cas_json_check_members (CasJsonCtx *ctx, JsonObject *o, const char *const *required, const char *const *optional)
{
  g_autoptr(GList) members = json_object_get_members (o);

  for (const char *const *r = required; r && *r; r++)
    if (!json_object_has_member (o, *r))
      return cas_json_fail (ctx, "missing member \"%s\"", *r);
  for (GList *l = members; l; l = l->next)
    {
      const char *m = l->data;
      if ((required && g_strv_contains (required, m)) || (optional && g_strv_contains (optional, m)))
        continue;
      return cas_json_fail (ctx, "unknown member \"%s\"", m);
    }
  return TRUE;
}

/* The loaders' data files (cas-json.h): size, UTF-8, JSON and an object at the top, each
 * refused with its own message; the series loader (src/lc/cas-game.c) and Rus use them. */
JsonNode *
cas_json_parse_object (const char *name, const char *data, gsize len, gsize max_len, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonNode *root;

  if (len > max_len)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "%s: file is too large (%" G_GSIZE_FORMAT " bytes)", name, len);
      return NULL;
    }
  if (data == NULL || len == 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "%s: the file is empty", name);
      return NULL;
    }
  if (!g_utf8_validate_len (data, len, NULL))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "%s: not valid UTF-8 text", name);
      return NULL;
    }
  parser = cas_json_parse (data, len, &local);
  if (parser == NULL)
    {
      if (g_error_matches (local, CAS_JSON_ERROR, CAS_JSON_ERROR_DEPTH))
        g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "%s: %s", name, local->message);
      else
        g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "%s: not valid JSON: %s", name, local->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "%s: the top level must be an object", name);
      return NULL;
    }
  return json_node_copy (root);
}

JsonNode *
cas_json_load_object (GFile *dir, GHashTable *files, const char *name, gsize max_len, GError **error)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) local = NULL;
  gsize len = 0;

  if (files)
    {
      GBytes *bytes = g_hash_table_lookup (files, name);
      if (bytes == NULL)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "%s: missing", name);
          return NULL;
        }
      return cas_json_parse_object (name, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), max_len, error);
    }
  file = g_file_get_child (dir, name);
  if (!g_file_load_contents (file, NULL, &contents, &len, NULL, &local))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "%s: cannot read: %s", name, local->message);
      return NULL;
    }
  return cas_json_parse_object (name, contents, len, max_len, error);
}
