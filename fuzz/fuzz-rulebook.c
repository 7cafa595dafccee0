/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-rulebook.c: the rulebook importer's file reader and its HTML and text parsers. Any
 * input is refused with a message or split into sections with numbers and titles. */
#include "fuzz-common.h"

#include <glib/gstdio.h>
#include <unistd.h>

FUZZ_DEFAULT_MAX_LEN (1 << 20)

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static char *path;
  if (path == NULL)
    {
      g_autofree char *dir = g_dir_make_tmp ("castellan-fuzz-XXXXXX", NULL);
      path = g_build_filename (dir, "rulebook.txt", NULL);
    }
  g_assert (g_file_set_contents (path, (const char *) data, (gssize) size, NULL));
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) sections = cas_rulebook_parse_file (path, &error);
  if (sections == NULL)
    g_assert (error != NULL && error->message != NULL && g_utf8_validate (error->message, -1, NULL));
  else
    for (guint i = 0; i < sections->len; i++)
      {
        const CasRuleText *t = g_ptr_array_index (sections, i);
        g_assert (t->number != NULL && g_utf8_validate (t->number, -1, NULL));
      }
  return 0;
}
