/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-json.c: nesting depth check of JSON text, skipping strings; the loaders' validation
 * context. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-game.h"
#include "cas-json.h"

gboolean
cas_json_check_depth (const char *data, gsize len, int max_depth, GError **error)
{
  int depth = 0;
  gboolean in_string = FALSE;

  for (gsize i = 0; i < len; i++)
    {
      char c = data[i];
      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        {
          if (++depth > max_depth)
            {
              g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, _("the JSON is nested more than %d levels deep"), max_depth);
              return FALSE;
            }
        }
      else if (c == '}' || c == ']')
        depth--;
    }
  return TRUE;
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
  if (n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
    g_snprintf (ctx->entry, sizeof ctx->entry, "%s[%u] (%s)", list, i, json_node_get_string (n));
  else
    g_snprintf (ctx->entry, sizeof ctx->entry, "%s[%u]", list, i);
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
