/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-sequence-steps.c: which sequence of play each game has (cas-sequence-steps.h). */
#include "config.h"

#include "cas-sequence-steps.h"

/* Per game id: a game of the Levy & Campaign series names its own steps' words (its
 * Call to Arms, its Seasons and transport), so the table is the game's, not the family's. */
static const struct {
  const char *game_id;
  const CasSeqStep *steps;
} sequences[] = {
  { "nevsky", cas_nevsky_sequence },
  { "inferno", cas_inferno_sequence },
};

const CasSeqStep *
cas_sequence_steps_for (CasGame *game)
{
  const char *id = game ? cas_game_get_id (game) : NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (sequences); i++)
    if (g_strcmp0 (sequences[i].game_id, id) == 0)
      return sequences[i].steps;
  return NULL;
}
