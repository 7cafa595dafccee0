/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-taglia.h (mats, issue 17): who already took his one TAGLIA Vassal (S23, 3.4.2;
 * rules-decisions I135): the game cell `taglia` (a set of Lords, written only while one is
 * marked), the action `taglia LORD yes|no`, the mark cleared when the Lord leaves the map,
 * the Levy's line and the audit's check while TAGLIA is not in play. */
#pragma once

#include "cas-lc-rules.h"
#include "cas-action.h"

G_BEGIN_DECLS

/* S23 TAGLIA, the Capability card, and the Carts a Vassal Mustered by it brings. */
#define INFERNO_TAGLIA_CARD "s23"
#define INFERNO_TAGLIA_CARTS 2

/* Has `lord` already taken his one TAGLIA Vassal? */
gboolean inferno_taglia_taken (const CasTable *t, int lord);

/* The action `taglia LORD yes|no` (in inferno_actions). */
gboolean inferno_taglia_parse (CasActionParser *p, CasAction *a);
void inferno_taglia_print (CasGame *game, const CasAction *a, GString *s);
gboolean inferno_taglia_apply (const CasAction *a, CasTable *t, GError **error);
char *inferno_taglia_describe (const CasAction *a, const CasTable *before);

/* A Lord leaving the map (Disband, removal) takes his mark with him (3.3.1). */
void inferno_taglia_lord_leaves (CasTable *t, int lord);
/* Audit (CasLcRules.audit): marks left while TAGLIA is not in play. */
void inferno_taglia_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex);
/* levy --json: "taglia_taken", the Lords marked, while TAGLIA is in play. */
void inferno_taglia_json (const CasTable *t, JsonBuilder *b);
/* castellan-cli show: "TAGLIA Vassal taken: ...", or NULL when none is marked. */
char *inferno_taglia_line (const CasTable *t);

G_END_DECLS
