/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-action-words.c: the words every action language shares (cas-action-words.h). */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cas-action-words.h"
#include "cas-game-base.h"

gboolean
cas_words_fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *msg = NULL;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, CAS_ERROR, CAS_ERROR_ACTION, msg);
  return FALSE;
}

gboolean
cas_words_yes_no (const char *tok, gboolean *out, char **problem)
{
  if (g_strcmp0 (tok, "yes") == 0)
    *out = TRUE;
  else if (g_strcmp0 (tok, "no") == 0)
    *out = FALSE;
  else
    {
      *problem = g_strdup_printf (_("“%s” must be yes or no"), tok);
      return FALSE;
    }
  return TRUE;
}

gboolean
cas_words_arity (char **tok, int n, const char *verb, int min, int max, char **problem)
{
  if (n - 1 < min)
    {
      *problem = g_strdup_printf (_("“%s” needs more words"), verb);
      return FALSE;
    }
  if (n - 1 > max)
    {
      *problem = g_strdup_printf (_("unexpected “%s” at the end"), tok[1 + max]);
      return FALSE;
    }
  return TRUE;
}

gboolean
cas_words_number (const char *tok, gboolean allow_relative, int min, int max, int *value, gboolean *relative,
                  char **problem)
{
  const char *s = tok;
  gboolean rel = FALSE;
  guint64 v;

  if (*s == '+' || *s == '-')
    {
      if (!allow_relative)
        {
          *problem = g_strdup_printf (_("“%s” must be a whole number from %d to %d"), tok, min, max);
          return FALSE;
        }
      rel = TRUE;
      s++;
    }
  if (*s == '\0' || strlen (s) > 4 || !g_ascii_string_to_unsigned (s, 10, 0, 9999, &v, NULL))
    {
      *problem = g_strdup_printf (_("“%s” is not a whole number"), tok);
      return FALSE;
    }
  *value = (int) v * (tok[0] == '-' ? -1 : 1);
  if (relative)
    *relative = rel;
  if (!rel && (*value < min || *value > max))
    {
      *problem = g_strdup_printf (_("%d is out of range: expected %d to %d"), *value, min, max);
      return FALSE;
    }
  if (rel && ABS (*value) > max - min)
    {
      *problem = g_strdup_printf (_("a change of %s is larger than the whole range %d to %d"), tok, min, max);
      return FALSE;
    }
  return TRUE;
}

gboolean
cas_words_set_count (int *cell, int value, gboolean relative, int max, const char *who, const char *what,
                     GError **error)
{
  int v = relative ? *cell + value : value;
  if (v < 0)
    return cas_words_fail (error, _("%s has %d %s; cannot take away %d"), who, *cell, what, -value);
  if (v > max)
    return cas_words_fail (error, _("%s would have %d %s; at most %d can be recorded"), who, v, what, max);
  *cell = v;
  return TRUE;
}
