/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-action.h: the Rus action language (docs/rus.md, "The action language"): one
 * line per change the table makes, `VERB WORDS...`, ids in lowercase ASCII. The journal
 * of the game-neutral core calls cas_rus_action_apply () on the state's int vector and
 * records the cells that changed; undo restores them. Castellan mirrors the table: an
 * action is refused only when what it describes cannot exist (an unknown id, a number
 * out of range, a player the game does not have, two Kingdoms' armies in one area);
 * what the rules forbid is the calculators' to flag. */
#pragma once

#include "cas-rus-state.h"

G_BEGIN_DECLS

/* The verbs, NULL-terminated, in the order of docs/rus.md. */
const char *const *cas_rus_action_verbs (void);

/* The usage line of a verb ("armies AREA KINGDOM N|+N|-N"), NULL for an unknown one. */
const char *cas_rus_action_usage (const char *verb);

/* The least number of words after the verb (for splitting a command line into actions,
 * as castellan-cli does for Nevsky), -1 for an unknown verb. */
int cas_rus_action_min_args (const char *verb);

/* Parses `text` against `state` and applies it. On success TRUE, with `canonical` (the
 * text that parses to the same action again: the form the journal keeps) and
 * `description` (a translated sentence for the log), either may be NULL. On failure FALSE
 * with CAS_ERROR_PARSE (the text: the message names the bad word and ends with the
 * verb's usage) or CAS_ERROR_ACTION (the table cannot take it), and the state is
 * untouched. */
gboolean cas_rus_action_apply (CasRusState *state, const char *text, char **canonical,
                               char **description, GError **error);

/* The same on the flat int vector of the journal (`n_cells` must be CAS_RUS_N_CELLS). */
gboolean cas_rus_action_apply_cells (int *cells, guint n_cells, const char *text, char **canonical,
                                     char **description, GError **error);

G_END_DECLS
