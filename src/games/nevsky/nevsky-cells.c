/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-cells.c: the Higher Authorities' cells (1.4): the Veche box and the Papal
 * Legate, as `show --json` and saves hold them ("veche": {"vp", "coin"}, "legate") and
 * scenarios.json sets them. */
#include "config.h"

#include "nevsky-cells.h"

static const char *const legate_words[] = { "card", "out", NULL };

/* In the order of the table's JSON (docs/cli.md): the Veche box, whose VP count for the
 * Russians (3.5.2, 5.1) and which holds at most game.json "veche_cap" of each in a
 * scenario; then the Legate, out of play unless a scenario places him. */
const CasGameCell nevsky_cells[NEVSKY_N_CELLS] = {
  { .name = "veche.vp", .kind = CAS_GAME_CELL_COUNT, .save_max = 99, .max_member = "veche_cap", .vp_side = 2 },
  { .name = "veche.coin", .kind = CAS_GAME_CELL_COUNT, .save_max = 99, .max_member = "veche_cap" },
  { .name = "legate", .kind = CAS_GAME_CELL_LOCALE, .initial = NEVSKY_LEGATE_OUT, .words = legate_words },
};
