/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-savefile.c: any bytes given to the save loader are refused cleanly or load into a
 * journal that saves back to a file that loads to the same table. */
#include "fuzz-common.h"

FUZZ_DEFAULT_MAX_LEN (1 << 20)

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  fuzz_game ();
  g_autoptr(CasJournal) j = cas_savefile_load_data ((const char *) data, size, &error);
  if (j == NULL)
    {
      g_assert (error != NULL && error->message != NULL && g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  gsize len;
  g_autofree char *again = cas_savefile_to_data (j, &len);
  g_autoptr(CasJournal) k = cas_savefile_load_data (again, len, &error);
  g_assert (k != NULL);
  g_assert (cas_table_equal (cas_journal_get_table (j), cas_journal_get_table (k)));
  return 0;
}
