/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-util.h: fixtures the action and calculator tests share: the game, scenario positions made
 * with actions, Lords by id, and checks on explanations. */
#pragma once

#include "castellan.h"

G_BEGIN_DECLS

/* Nevsky, loaded by test_util_init () and released by test_util_run (). */
extern CasGame *game;

/* g_test_init () and load the game; g_test_run (), then release the game. */
void test_util_init (int *argc, char ***argv);
/* The same with another registered game as `game` (Inferno's tests). */
void test_util_init_game (int *argc, char ***argv, const char *game_id);
int test_util_run (void);

/* A scenario set up. */
CasJournal *start (const char *scenario);
/* A scenario set up, then `actions` (NULL-terminated, or NULL for none). */
CasJournal *position (const char *scenario, const char *const *actions);
/* The same with the actions as arguments, then NULL. */
CasJournal *position_after (const char *scenario, ...) G_GNUC_NULL_TERMINATED;
/* One action, which must apply. */
void ok (CasJournal *j, const char *text);
/* An explanation's proposed actions, which must apply. */
void apply (CasJournal *j, const CasExplain *ex);

/* A Lord's index by id, which must exist. */
int L (const char *id);

#define T(j) cas_journal_get_table (j)
#define LORD(j, id, cell) CAS_LORD (T (j), L (id), cell)

/* Whether the explanation cites `rule`. */
gboolean cites (const CasExplain *ex, const char *rule);
/* Whether some line of the explanation contains `part`. */
gboolean says (const CasExplain *ex, const char *part);
/* The explanation cites every section of `sections` ("4.6.2" or "4.6.2,1.7.4"). */
void assert_cites (const CasExplain *ex, const char *sections);
/* The explanation proposes exactly `expected` (NULL-terminated), in order. */
void assert_actions (const CasExplain *ex, const char *const *expected);

/* mats (issue 17): the Commands open to Lord `lord` where he stands (cas_commands), which
 * must answer; shared by the Commands tests. */
CasCommandsResult *commands (CasJournal *j, const char *lord, CasExplain *ex);

G_END_DECLS
