/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-gamedata.c: Nevsky's game-data loader with one of its six files replaced by the
 * input (the first byte picks which); it must refuse with a message naming the file, or
 * load (fuzz-common.h; fuzz-inferno-gamedata.c for Inferno's data). */
#include "fuzz-common.h"

FUZZ_DEFAULT_MAX_LEN (1 << 20)

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static GHashTable *real;
  fuzz_gamedata_load ("nevsky", &real, data, size);
  return 0;
}
