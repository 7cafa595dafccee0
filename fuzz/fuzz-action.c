/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-action.c: the action parser either refuses with a message or gives an action whose
 * canonical text parses back to the same action; applying it and undoing it restores the
 * table exactly, and redo gives the same table again (Nevsky; fuzz-inferno-action.c for
 * Inferno). */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  CasGame *game = fuzz_game ();
  static CasJournal *journal;
  g_autofree char *text = fuzz_string (data, size);

  if (journal == NULL)
    journal = cas_journal_new (game, cas_game_find_scenario (game, "crusade_on_novgorod"), NULL);
  g_autoptr(CasAction) a = fuzz_action_parse (game, text);
  if (a != NULL)
    fuzz_action_apply (journal, a);
  return 0;
}
