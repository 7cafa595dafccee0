/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-dice.c: the CLI's dice list and dice pool parsers. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = fuzz_string (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasDice) dice = cas_dice_new_from_string (text, &error);
  if (dice)
    {
      int die;
      while (cas_dice_roll (dice, "fuzz", &die, NULL))
        g_assert (die >= 1 && die <= 6);
    }
  g_clear_error (&error);
  int n, sides;
  if (cas_dice_parse_pool (text, &n, &sides, &error))
    g_assert (n >= 1 && n <= 100 && sides >= 2 && sides <= 100);
  return 0;
}
