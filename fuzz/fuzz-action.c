/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-action.c: the action parser either refuses with a message or gives an action whose
 * canonical text parses back to the same action; applying it and undoing it restores the
 * table exactly. */
#include "fuzz-common.h"

#include <string.h>

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  CasGame *game = fuzz_game ();
  static CasJournal *journal;
  g_autofree char *text = fuzz_string (data, size);
  g_autoptr(GError) error = NULL;

  if (journal == NULL)
    journal = cas_journal_new (game, cas_game_find_scenario (game, "crusade_on_novgorod"), NULL);
  g_autoptr(CasAction) a = cas_action_parse (game, text, &error);
  if (a == NULL)
    {
      g_assert (error != NULL);
      return 0;
    }
  g_autofree char *printed = cas_action_to_string (game, a);
  g_autoptr(CasAction) b = cas_action_parse (game, printed, NULL);
  g_assert (b != NULL);
  g_assert (memcmp (a, b, sizeof *a) == 0);
  g_autoptr(CasTable) before = cas_table_copy (cas_journal_get_table (journal));
  if (cas_journal_do_action (journal, a, NULL))
    {
      g_assert (cas_journal_undo (journal));
      g_assert (cas_table_equal (before, cas_journal_get_table (journal)));
    }
  else
    g_assert (cas_table_equal (before, cas_journal_get_table (journal)));
  return 0;
}
