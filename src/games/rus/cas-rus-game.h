/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-game.h: Rus as a game of the core (issue 18): the family "rus"'s CasGameBase.
 * Its table vector is one CasRusState (cas-rus-state.h); its set-ups are a variant and a
 * number of players ("standard-3", "long-5", "learning-2"); its actions are the text
 * language of cas-rus-action.h. The journal, undo, the log and save files are the core's. */
#pragma once

#include "cas-game-base.h"
#include "cas-table-base.h"
#include "cas-rus-state.h"
#include "cas-journal.h"   /* rusmap */
#include "cas-rus.h"       /* rusmap */

G_BEGIN_DECLS

#define CAS_TYPE_RUS_GAME (cas_rus_game_get_type ())
G_DECLARE_FINAL_TYPE (CasRusGame, cas_rus_game, CAS, RUS_GAME, CasGameBase)

/* The set-up id of a variant ("standard", "long", "learning") and a player count, or
 * NULL; and back. */
char *cas_rus_setup_id (const char *variant, int n_players);
gboolean cas_rus_setup_parse (const char *id, CasRusVariant *variant, int *n_players);

/* The state a Rus table vector holds. */
static inline const CasRusState *
cas_rus_table_state (const CasTable *t)
{
  return (const CasRusState *) t->v;
}

/* rusmap: cas_rus_diplomacy_round () on the lines JOURNAL recorded since the present
 * round began, for its present state (cas-rus-diplo-round.c). */
void cas_rus_journal_diplomacy_round (CasJournal *journal, int kingdom, CasRusDiploRound *out, CasExplain *ex);

G_END_DECLS
