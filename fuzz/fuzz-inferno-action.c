/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-inferno-action.c (issue 17): any text to Inferno's action parser is refused with a
 * message, or parses to an action whose canonical text parses back to the same action;
 * done on the set-up of each of the six scenarios (6.0), it is refused and changes nothing,
 * or it is described, undo restores the table exactly and redo gives the same table again. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  CasGame *game = fuzz_game_named ("inferno");
  static CasJournal **journals;
  static guint n_journals;
  g_autofree char *text = fuzz_string (data, size);

  if (journals == NULL)
    {
      n_journals = cas_game_get_n_scenarios (game);
      g_assert (n_journals == 6);
      journals = g_new0 (CasJournal *, n_journals);
      for (guint i = 0; i < n_journals; i++)
        journals[i] = cas_journal_new (game, (int) i, NULL);
    }
  g_autoptr(CasAction) a = fuzz_action_parse (game, text);
  for (guint i = 0; a != NULL && i < n_journals; i++)
    fuzz_action_apply (journals[i], a);
  return 0;
}
