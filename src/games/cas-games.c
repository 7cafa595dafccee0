/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-games.c: the games built in, in menu order (cas-module.h). The one place that
 * names every family's code: adding a game is a line here plus its data folder and, for
 * a new family, its CasGameBase subclass (docs/adding-a-game.md). */
#include "config.h"

#include "cas-game.h"
#include "nevsky-rules.h"
#include "inferno-rules.h"
#include "cas-rus-game.h"

/* The last N_TEST_MODULES are only for the tests (tests/cli/golden/games-family.cmd):
 * with CASTELLAN_TEST_MODULES=1 the registry also holds a game of another family,
 * without data or code, so that the per-family commands and pages can be checked. */
static const CasModule modules[] = {
  { .id = "nevsky", .name = "Nevsky", .family = "lc", .game_type = cas_game_get_type, .rules = &cas_nevsky_rules },
  /* Inferno (issue 17): the Levy & Campaign engine on its data; its hooks so far: Victory. */
  { .id = "inferno", .name = "Inferno", .family = "lc", .game_type = cas_game_get_type, .rules = &cas_inferno_rules },
  { .id = "rus", .name = "Rus", .family = "rus", .game_type = cas_rus_game_get_type, .rules = NULL },
  { .id = "testfamily", .name = "Test Family", .family = "test", .game_type = NULL, .rules = NULL },
};
#define N_TEST_MODULES 1

const CasModule *
cas_games_list (guint *n_all, guint *n_test)
{
  *n_all = G_N_ELEMENTS (modules);
  *n_test = N_TEST_MODULES;
  return modules;
}
