/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-rus-action.c: any text given to a game of Rus (issue 18) through the journal is
 * refused with a message and changes nothing, or is applied with a canonical text that,
 * done again on the table before, gives the same table; undo restores the table exactly. */
#include "fuzz-common.h"
#include "cas-rus-game.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static CasGameBase *game;
  static CasJournal *journal, *again;
  g_autofree char *text = fuzz_string (data, size);
  g_autoptr(GError) error = NULL;

  if (game == NULL)
    {
      game = cas_game_base_load_builtin ("rus", NULL);
      g_assert (game != NULL);
      journal = cas_journal_new_for (game, cas_game_base_find_scenario (game, "standard-4"), NULL);
      again = cas_journal_new_for (game, cas_game_base_find_scenario (game, "standard-4"), NULL);
      g_assert (journal != NULL && again != NULL);
    }
  g_autoptr(CasTable) before = cas_table_copy (cas_journal_get_table (journal));
  if (!cas_journal_do (journal, text, &error))
    {
      g_assert (error != NULL);
      g_assert (cas_table_equal (before, cas_journal_get_table (journal)));
      return 0;
    }
  guint last = cas_journal_get_n_done (journal) - 1;
  const char *canonical = cas_journal_get_text (journal, last);
  g_assert (cas_journal_get_description (journal, last) != NULL);
  /* The canonical text does the same on the same table. */
  cas_journal_undo_to (again, 0);
  for (guint i = 0; i < last; i++)
    g_assert (cas_journal_do (again, cas_journal_get_text (journal, i), NULL));
  g_assert (cas_table_equal (before, cas_journal_get_table (again)));
  g_assert (cas_journal_do (again, canonical, NULL));
  g_assert (cas_table_equal (cas_journal_get_table (journal), cas_journal_get_table (again)));
  g_assert (g_strcmp0 (cas_journal_get_text (again, last), canonical) == 0);
  g_assert (cas_journal_undo (journal));
  g_assert (cas_table_equal (before, cas_journal_get_table (journal)));
  return 0;
}
