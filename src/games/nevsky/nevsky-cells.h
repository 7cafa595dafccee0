/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-cells.h: Nevsky's own cells of the table (issue 16, "cells from specs"): the
 * Higher Authorities (1.4), kept in the engine's game cells CAS_G_GAME_0 ... and declared
 * by nevsky_cells (CasLcRules.cells). For Nevsky's code, its app pages and the tests. */
#pragma once

#include "cas-table.h"

G_BEGIN_DECLS

enum {
  NEVSKY_G_VECHE_VP = CAS_G_GAME_0,  /* VP markers in the Veche box (3.5.2, 1.4.2) */
  NEVSKY_G_VECHE_COIN,               /* Coin in the Veche box (3.5.2, 1.4.2) */
  NEVSKY_G_LEGATE,                   /* the Legate's Locale, or one of: */
  NEVSKY_N_CELLS = NEVSKY_G_LEGATE - CAS_G_GAME_0 + 1
};
G_STATIC_ASSERT (NEVSKY_N_CELLS <= CAS_MAX_GAME_CELLS);

#define NEVSKY_LEGATE_ON_CARD (-1) /* on William of Modena's card (1.4.1) */
#define NEVSKY_LEGATE_OUT (-2)     /* out of play */

extern const CasGameCell nevsky_cells[NEVSKY_N_CELLS];

/* The most VP markers, and Coin, the Veche box holds (game.json "veche_cap"; 1.4.2). */
static inline int
nevsky_veche_cap (CasGame *game)
{
  return cas_game_get_cell_max (game, NEVSKY_G_VECHE_VP - CAS_G_GAME_0);
}

G_END_DECLS
