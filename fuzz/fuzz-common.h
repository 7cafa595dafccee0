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
