/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-json.c: nesting depth check of JSON text, skipping strings. */
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
