/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-rulebook.c: the rulebook importer's file reader and its HTML and text parsers, and
 * the split at the headings of a rulebook without numbered sections (the Rus index). Any
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
  static CasRulebook *paged;
  static gboolean tried;
  if (!tried)
    {
      g_autofree char *books = g_dir_make_tmp ("castellan-fuzz-XXXXXX", NULL);
      tried = TRUE;
      paged = cas_rulebook_open_in ("rus", NULL, books, NULL);
      g_rmdir (books);
    }
  g_assert (g_file_set_contents (path, (const char *) data, (gssize) size, NULL));
  for (int pass = 0; pass < (paged ? 2 : 1); pass++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) sections = pass ? cas_rulebook_parse_file_for (paged, path, &error)
                                           : cas_rulebook_parse_file (path, &error);
      if (sections == NULL)
        g_assert (error != NULL && error->message != NULL && g_utf8_validate (error->message, -1, NULL));
      else
        for (guint i = 0; i < sections->len; i++)
          {
            const CasRuleText *t = g_ptr_array_index (sections, i);
            g_assert (t->number != NULL && g_utf8_validate (t->number, -1, NULL));
            g_assert (pass == 0 || cas_rulebook_find_section (paged, t->number) != NULL);
            g_assert (t->body != NULL && g_utf8_validate (t->body, -1, NULL));
          }
    }
  return 0;
}
