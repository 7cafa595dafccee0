/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-inferno-gamedata.c (issue 17): Inferno's game-data files through the series loader,
 * one of the six replaced by the input (the first byte picks which, as in fuzz-gamedata.c);
 * it must refuse with a message naming the file, or load. (revolt.json is not the
 * loader's: inferno-revolt.c reads it from the data folder when first asked.) */
#include "fuzz-common.h"

FUZZ_DEFAULT_MAX_LEN (1 << 20)

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static GHashTable *real;
  fuzz_gamedata_load ("inferno", &real, data, size);
  return 0;
}
