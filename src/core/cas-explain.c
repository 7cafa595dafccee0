/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-explain.c: explanation lines with rule sections, and proposed actions. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-explain.h"

struct _CasExplain
{
  GArray *lines;      /* CasExplainLine */
  GPtrArray *actions; /* char *, NULL-terminated */
};

static void
clear_line (gpointer p)
{
  CasExplainLine *l = p;
  g_free (l->text);
  g_strfreev (l->rules);
}

CasExplain *
cas_explain_new (void)
{
  CasExplain *self = g_new0 (CasExplain, 1);
  self->lines = g_array_new (FALSE, TRUE, sizeof (CasExplainLine));
  g_array_set_clear_func (self->lines, clear_line);
  self->actions = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->actions, NULL);
  return self;
}

void
cas_explain_free (CasExplain *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->lines);
  g_ptr_array_unref (self->actions);
  g_free (self);
}

/* A line of `text` (taken) citing `rules`. */
static void
add_line (CasExplain *self, const char *rules, char *text)
{
  CasExplainLine line = { 0 };

  line.text = text;
  if (rules && *rules)
    {
      line.rules = g_strsplit (rules, ",", -1);
      for (char **r = line.rules; *r; r++)
        g_strstrip (*r);
    }
  else
    line.rules = g_new0 (char *, 1);
  g_array_append_val (self->lines, line);
  /* cppcheck-suppress memleak ; g_array_append_val () moved the struct, and what its members own, into the array, whose clear function frees it */
}

void
cas_explain_add (CasExplain *self, const char *rules, const char *format, ...)
{
  va_list args;

  g_return_if_fail (self != NULL);
  va_start (args, format);
  add_line (self, rules, g_strdup_vprintf (format, args));
  va_end (args);
}

void
cas_explain_addn (CasExplain *self, const char *rules, gulong n, const char *singular, const char *plural, ...)
{
  va_list args;

  g_return_if_fail (self != NULL);
  va_start (args, plural);
  add_line (self, rules, g_strdup_vprintf (dngettext (GETTEXT_PACKAGE, singular, plural, n), args));
  va_end (args);
}

guint
cas_explain_get_n_lines (const CasExplain *self)
{
  return self->lines->len;
}

const CasExplainLine *
cas_explain_get_line (const CasExplain *self, guint i)
{
  g_return_val_if_fail (i < self->lines->len, NULL);
  return &g_array_index (self->lines, CasExplainLine, i);
}

GStrv
cas_explain_get_rules (const CasExplain *self)
{
  GPtrArray *out = g_ptr_array_new ();
  for (guint i = 0; i < self->lines->len; i++)
    for (char **r = g_array_index (self->lines, CasExplainLine, i).rules; *r; r++)
      {
        gboolean seen = FALSE;
        for (guint k = 0; k < out->len && !seen; k++)
          seen = g_str_equal (out->pdata[k], *r);
        if (!seen)
          g_ptr_array_add (out, g_strdup (*r));
      }
  g_ptr_array_add (out, NULL);
  return (GStrv) g_ptr_array_free (out, FALSE);
}

JsonNode *
cas_explain_to_json (const CasExplain *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_array (b);
  for (guint i = 0; i < self->lines->len; i++)
    {
      const CasExplainLine *l = &g_array_index (self->lines, CasExplainLine, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, l->text);
      json_builder_set_member_name (b, "rules");
      json_builder_begin_array (b);
      for (char **r = l->rules; *r; r++)
        json_builder_add_string_value (b, *r);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

void
cas_explain_print (const CasExplain *self, GString *out, const char *indent)
{
  for (guint i = 0; i < self->lines->len; i++)
    {
      const CasExplainLine *l = &g_array_index (self->lines, CasExplainLine, i);
      g_string_append_printf (out, "%s%s", indent ? indent : "", l->text);
      if (l->rules[0])
        {
          g_autofree char *rules = g_strjoinv (", ", l->rules);
          g_string_append_printf (out, " [%s]", rules);
        }
      g_string_append_c (out, '\n');
    }
}

void
cas_explain_propose (CasExplain *self, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  self->actions->pdata[self->actions->len - 1] = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (self->actions, NULL);
}

guint
cas_explain_get_n_actions (const CasExplain *self)
{
  return self->actions->len - 1;
}

const char *
cas_explain_get_action (const CasExplain *self, guint i)
{
  g_return_val_if_fail (i + 1 < self->actions->len, NULL);
  return self->actions->pdata[i];
}

const char *const *
cas_explain_get_actions (const CasExplain *self)
{
  return (const char *const *) self->actions->pdata;
}
