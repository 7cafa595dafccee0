/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-game-ui.c: which game shows what of its own (cas-game-ui.h). */
#include "config.h"

#include "cas-game-ui.h"

static const CasGameUi *const games[] = {
  &cas_nevsky_ui,
  &cas_inferno_ui,
};

static const CasGameUi none = { NULL };

const CasGameUi *const *
cas_game_ui_all (guint *n)
{
  *n = G_N_ELEMENTS (games);
  return games;
}

const CasGameUi *
cas_game_ui_for (CasGame *game)
{
  const char *id = game ? cas_game_get_id (game) : NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_strcmp0 (games[i]->game_id, id) == 0)
      return games[i];
  return &none;
}

const CasGameCalc *
cas_game_ui_find_calc (CasGame *game, const char *id)
{
  const CasGameUi *ui = cas_game_ui_for (game);
  for (guint i = 0; i < ui->n_calcs; i++)
    if (g_str_equal (ui->calcs[i].id, id))
      return &ui->calcs[i];
  return NULL;
}
