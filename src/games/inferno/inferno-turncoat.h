/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-turncoat.h (turncoat, issue 17): a Bribed Vassal, a Turncoat (4.7.6; rules-decisions
 * I191-I197), on the mat of the Lord it serves: the table's cell CAS_L_VASSAL_SERVES (its
 * own Lord's row; `show --json` "serves", written only while set), the action
 * `turncoat VASSAL LORD|none`, its return to its own side when that Lord Disbands or is
 * removed, the Levy and TAGLIA that no longer count it Unmustered, and the audit. */
#pragma once

#include "cas-lc-rules.h"
#include "cas-action.h"

G_BEGIN_DECLS

/* 4.7.6, 1.5.1, 3.4.2: a regular Vassal, the only kind a Bribe takes: not a Special Vassal
 * (Carroccio, Sestieri, Terzi, Altopascio: a card's, a Comune's, a shared one, or one
 * without Service). */
gboolean inferno_vassal_regular (const CasVassal *v);

/* The Lord Vassal `vassal` (an index into the game's Vassals) serves as a Turncoat, or -1. */
int inferno_turncoat_lord (const CasTable *t, int vassal);
/* The same for the Vassal itself. */
int inferno_turncoat_serves (const CasTable *t, const CasVassal *v);

/* Where a Bribe (or `turncoat`) takes the Vassal's Forces from: the Lord whose mat has them
 * (the Lord it serves as a Turncoat, or its own Lord while it is Mustered with him), or -1
 * for the pool (Unmustered); out[] gets the units that go, as far as that mat has them
 * (4.7.6: "to the degree surviving"). */
int inferno_turncoat_forces (const CasTable *t, int vassal, int out[CAS_MAX_FORCES]);

/* A successful Bribe of `vassal` by `lord`: the lines of where its marker and Forces go
 * (and a Lord left without Forces, 1.6) and the action `turncoat VASSAL LORD`. */
void inferno_turncoat_propose (const CasTable *t, int vassal, int lord, CasExplain *ex);

/* The action `turncoat VASSAL LORD|none` (in inferno_actions). */
gboolean inferno_turncoat_parse (CasActionParser *p, CasAction *a);
void inferno_turncoat_print (CasGame *game, const CasAction *a, GString *s);
gboolean inferno_turncoat_apply (const CasAction *a, CasTable *t, GError **error);
char *inferno_turncoat_describe (const CasAction *a, const CasTable *before);

/* 4.7.6: `lord` Disbands or is removed: the Turncoats with him go back to their own side,
 * Ready (their Forces leave with his mat). */
void inferno_turncoat_lord_leaves (CasTable *t, int lord);
/* The same, said: a line per Turncoat with `lord` (Disband and removal lines). */
void inferno_turncoat_explain_leaves (const CasTable *t, int lord, CasExplain *ex);
/* Audit: a Turncoat recorded with a Lord off the map, or also Mustered on its own row. */
void inferno_turncoat_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex);
/* castellan-cli show: "Turncoats: VASSAL with LORD, ...", or NULL when there is none. */
char *inferno_turncoat_line (const CasTable *t);

G_END_DECLS
