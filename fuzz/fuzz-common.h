/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-common.h: the Nevsky game, loaded once per process, for the fuzz targets. */
#pragma once

#include "castellan.h"

#include <stdint.h>

static inline CasGame *
fuzz_game (void)
{
  static CasGame *game;
  if (game == NULL)
    {
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      game = cas_game_load_builtin ("nevsky", NULL);
      g_assert (game != NULL);
    }
  return game;
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
