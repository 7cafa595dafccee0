/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-treachery.h: where each Lord's Treachery card is (treachery, issue 17; 1.4.3,
 * 1.9.2, 4.1.1, 4.9.6). Each side's Treachery cards it holds (added to its Command deck
 * and not set aside since) are a game cell, `treachery.SIDE` (a set of Lords); which of
 * them lie in the current Plan is the Plan's (`plan SIDE ...,treachery:LORD,...`), and
 * a card in the Plan and revealed has been used. The action `treachery SIDE add|aside
 * LORD,...`; proposals of the cards a side gains (Surrender, Sack, removal, Disband);
 * the Reset's set-aside (4.9.6); the audit of a Treachery card in a Plan that the side
 * does not hold. rules-decisions I100-I105. */
#pragma once

#include "cas-lc-rules.h"
#include "cas-action.h"

G_BEGIN_DECLS

typedef enum {
  INFERNO_TREACHERY_ASIDE,  /* set aside (the start, 2.1.1; after Reset, 4.9.6) */
  INFERNO_TREACHERY_DECK,   /* in the side's Command deck, for a Plan to come (1.4.3) */
  INFERNO_TREACHERY_PLAN,   /* in the side's current Plan, face down (4.1.1) */
  INFERNO_TREACHERY_USED,   /* in the current Plan and revealed: used (4.2.3) */
} InfernoTreacheryWhere;

/* The Treachery cards a side holds: bit (1 << lord). */
int inferno_treachery_held (const CasTable *t, int side);
InfernoTreacheryWhere inferno_treachery_where (const CasTable *t, int lord);
/* Whether the scenario removed the Lord from play, his Treachery card in the game box (6.0, I102). */
gboolean inferno_treachery_boxed (const CasTable *t, int lord);

/* The action `treachery SIDE add|aside LORD,...` (in inferno_actions). */
gboolean inferno_treachery_parse (CasActionParser *p, CasAction *a);
void inferno_treachery_print (CasGame *game, const CasAction *a, GString *s);
gboolean inferno_treachery_apply (const CasAction *a, CasTable *t, GError **error);
char *inferno_treachery_describe (const CasAction *a, const CasTable *before);

/* The `n` Treachery cards `side` gains (1.4.3): explains them and proposes `treachery SIDE
 * add ...` with the first cards set aside in the Lords' order, leaving out those already
 * proposed in `ex` or in `list`; into `list` (char *, g_free) when not NULL, else into
 * `ex`. Returns how many it proposed (fewer when too few are set aside). */
int inferno_treachery_gain (const CasTable *t, int side, int n, GPtrArray *list, CasExplain *ex);

/* End of Campaign (CasLcEndCampaignSteps.reset_steps): 4.9.6. */
void inferno_treachery_reset (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex);
/* Audit (CasLcRules.audit): a Treachery card in a Plan its side does not hold. */
void inferno_treachery_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex);
/* castellan-cli show: the Treachery cards held, or NULL when none is. */
char *inferno_treachery_line (const CasTable *t);

G_END_DECLS
