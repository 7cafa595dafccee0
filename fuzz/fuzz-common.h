/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-common.h: the games, loaded once per process, and the checks that the targets of
 * more than one game share (Nevsky's targets and Inferno's, issue 17). */
#pragma once

#include "config.h"
#include "castellan.h"

#include <stdint.h>
#include <string.h>

/* A Levy & Campaign game built in (nevsky, inferno), loaded once per process. */
static inline CasGame *
fuzz_game_named (const char *id)
{
  static GHashTable *games;
  CasGame *game;
  if (games == NULL)
    {
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      games = g_hash_table_new (g_str_hash, g_str_equal);
    }
  if ((game = g_hash_table_lookup (games, id)) == NULL)
    {
      game = cas_game_load_builtin (id, NULL);
      g_assert (game != NULL);
      g_hash_table_insert (games, (gpointer) id, game);
    }
  return game;
}

static inline CasGame *
fuzz_game (void)
{
  return fuzz_game_named ("nevsky");
}

static inline char *
fuzz_string (const uint8_t *data, size_t size)
{
  return g_strndup ((const char *) data, size);
}

/* libFuzzer caps its inputs at 4 KB by default, too small to reach the loaders' limits
 * (100,000 levels of nesting hid behind a comment: issue 15). A target that uses this
 * macro starts at `-max_len=N` unless its command line gives one. libFuzzer calls
 * LLVMFuzzerInitialize before it reads its flags; the replay driver never calls it. */
#define FUZZ_DEFAULT_MAX_LEN(n)                                                          \
  int LLVMFuzzerInitialize (int *argc, char ***argv);                                    \
  int LLVMFuzzerInitialize (int *argc, char ***argv)                                     \
  {                                                                                      \
    char **args;                                                                         \
    for (int i = 1; i < *argc; i++)                                                      \
      if (g_str_has_prefix ((*argv)[i], "-max_len="))                                    \
        return 0;                                                                        \
    args = g_new0 (char *, (gsize) *argc + 2);                                           \
    for (int i = 0; i < *argc; i++)                                                      \
      args[i] = (*argv)[i];                                                              \
    args[(*argc)++] = g_strdup_printf ("-max_len=%d", (n));                              \
    *argv = args;                                                                        \
    return 0;                                                                            \
  }

/* The action target's checks (fuzz-action.c, fuzz-inferno-action.c): `text` is refused by
 * the parser with a message, or parses to an action whose canonical text parses back to
 * the same action. */
static inline CasAction *
fuzz_action_parse (CasGame *game, const char *text)
{
  g_autoptr(GError) error = NULL;
  CasAction *a = cas_action_parse (game, text, &error);
  if (a == NULL)
    {
      g_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
      return NULL;
    }
  g_autofree char *printed = cas_action_to_string (game, a);
  g_autoptr(CasAction) b = cas_action_parse (game, printed, NULL);
  g_assert (b != NULL);
  g_assert (memcmp (a, b, sizeof *a) == 0);
  return a;
}

/* ... and done on `journal`: refused with a message, it changes nothing; done, it is
 * described, undo restores the table exactly and redo gives the same table again (then
 * a last undo). */
static inline void
fuzz_action_apply (CasJournal *journal, const CasAction *a)
{
  g_autoptr(CasTable) before = cas_table_copy (cas_journal_get_table (journal));
  g_autoptr(GError) error = NULL;
  if (cas_journal_do_action (journal, a, &error))
    {
      guint last = cas_journal_get_n_done (journal) - 1;
      const char *said = cas_journal_get_description (journal, last);
      g_assert (said != NULL && *said != '\0' && g_utf8_validate (said, -1, NULL));
      g_autoptr(CasTable) after = cas_table_copy (cas_journal_get_table (journal));
      g_assert (cas_journal_undo (journal));
      g_assert (cas_table_equal (before, cas_journal_get_table (journal)));
      g_assert (cas_journal_redo (journal));
      g_assert (cas_table_equal (after, cas_journal_get_table (journal)));
      g_assert (cas_journal_undo (journal));
    }
  else
    g_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
  g_assert (cas_table_equal (before, cas_journal_get_table (journal)));
}
