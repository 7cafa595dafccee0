/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-cta.h (mats, issue 17): whether a side declared Inferno's Call to Arms this Levy
 * (3.5; rules-decisions I137): the game cells `cta_declared.SIDE` (written only while
 * set), the action `cta SIDE yes|no`, the Levy's lines and the Reset that clears them. */
#pragma once

#include "cas-lc-rules.h"
#include "cas-action.h"

G_BEGIN_DECLS

/* Did `side` declare this Levy's Call to Arms? */
gboolean inferno_cta_declared (const CasTable *t, int side);
/* The side that declared, the first in the sides' order, or -1: one is held this Levy. */
int inferno_cta_declarer (const CasTable *t);

/* The action `cta SIDE yes|no` (in inferno_actions). */
gboolean inferno_cta_parse (CasActionParser *p, CasAction *a);
void inferno_cta_print (CasGame *game, const CasAction *a, GString *s);
gboolean inferno_cta_apply (const CasAction *a, CasTable *t, GError **error);
char *inferno_cta_describe (const CasAction *a, const CasTable *before);

/* End of Campaign (reset_steps): the declarations cleared before the next Levy (4.9.6). */
void inferno_cta_reset (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex);
/* castellan-cli show: "Call to Arms declared: guelph", or NULL. */
char *inferno_cta_line (const CasTable *t);

G_END_DECLS
