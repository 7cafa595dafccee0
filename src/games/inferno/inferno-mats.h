/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-mats.h (mats, issue 17): a Commander and his Comune in play are one Lord with
 * two mats (1.5.1, 1.5.2): what the calculators outside Battle read of both mats and how
 * they propose a gain (his mat first, then the Comune mat; rules-decisions I134). */
#pragma once

#include "cas-commands.h"

G_BEGIN_DECLS

/* The Comune (an index into the game's Comuni) whose mat is `lord`'s second mat: his
 * Comune while it is in play; -1 for any other Lord. */
int inferno_mats_comune (const CasTable *t, int lord);
/* Units of type `unit` on `lord`'s mats (his and his Comune's). */
int inferno_mats_units_of (const CasTable *t, int lord, int unit);
/* How much more of Asset `asset` `lord`'s mats may take (1.7.3: each mat holds at most
 * the cap of each Asset). */
int inferno_mats_room (const CasTable *t, int lord, int asset);
/* Proposes `n` more of Asset `asset` for `lord` into `o`: onto his own mat up to its cap,
 * the rest onto his Comune mat (`comune LORD assets TYPE +N`). */
void inferno_mats_propose_gain (const CasTable *t, int lord, int asset, int n, CasCommandOption *o);
/* The line that a gain of `n` `asset` goes partly onto the Comune mat, if it does. */
void inferno_mats_explain_gain (const CasTable *t, int lord, int asset, int n, const char *section, CasExplain *ex);

G_END_DECLS
