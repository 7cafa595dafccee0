/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-feed.c: what Inferno changes in Feed, Pay and Disband (4.8). Its Feed table (1
 * Provender or Loot for 1-6 units, 2 for 7-12, 3 for 13 or more) is data (game.json
 * "feed"); here a Commander Feeds together with his Comune (1.5.1), a Podestà's Pay
 * costs 2 per box (3.2.1) and his removal beyond Service is a Disband (3.3.1). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-treachery.h"
#include "inferno-cells.h"
#include "inferno-turncoat.h" /* turncoat: Turncoats back to their side (4.7.6) */
#include "inferno-march.h"
#include "cas-rules.h"

/* 1.5.1: a Commander (Firenze, Siena) and his Comune count as one Lord for Feed, their
 * units summed: his mat's and his Comune mat's (comune, issue 17; rules-decisions I106,
 * which supersedes I30: older tables that kept the Comune's Forces on his mat still count
 * them, as his). */
int
cas_inferno_feed_units (const CasTable *t, int lord, CasExplain *ex)
{
  const CasLord *L = cas_game_get_lord (t->game, lord);
  int units = cas_table_lord_units (t, lord);
  if (!L->commander || L->comune < 0 || !inferno_comune_in_play (t, lord))
    return units; /* 1.5.1: a Comune set aside has no units (its mat is empty) */
  int comune = cas_table_comune_units (t, L->comune);
  if (ex)
    cas_explain_add (ex, "4.8.1,1.5.1",
                     _("%s and his %s Feed as one Lord, for all their units together: %d on his mat and %d on the "
                       "Comune mat"),
                     L->name, cas_game_get_comune (t->game, L->comune)->name, units, comune);
  return units + comune;
}

/* ---- Pay and Disband (3.2, 3.3, 4.8.2) ---- */

/* 3.2.1, 3.2.2: a Podestà's Service costs 2 Coin or Loot (any mix) per box (game.json
 * "podesta" "pay_per_box"; tests/test-inferno-march.c checks that they agree). */
#define PODESTA_PAY 2

int
cas_inferno_pay_cost (const CasTable *t, int lord, CasExplain *ex)
{
  const CasLord *L = cas_game_get_lord (t->game, lord);
  if (!L->podesta)
    return 1;
  if (ex)
    cas_explain_add (ex, "3.2.1,3.2.2,1.5.1", _("%s is a Podestà: each box of his Service costs %d Coin or Loot, in any mix"),
                     L->name, PODESTA_PAY);
  return PODESTA_PAY;
}

/* 3.3.1: a Podestà beyond his Service limit is not removed for good: his cylinder goes on
 * the Calendar as if he Disbanded at the limit (3.3.2). */
gboolean
cas_inferno_beyond_service_disbands (const CasTable *t, int lord, CasExplain *ex)
{
  const CasLord *L = cas_game_get_lord (t->game, lord);
  if (!L->podesta)
    return FALSE;
  cas_explain_add (ex, "3.3.1,3.3.2,1.5.1",
                   _("%s's Service marker is left of box %d: beyond the Service limit; a Podestà is not removed for good "
                     "but Disbands as if at the limit, his cylinder going on the Calendar"),
                   L->name, CAS_GLOBAL (t, CAS_G_BOX));
  return TRUE;
}

/* 3.3.1, 3.3.2, 1.5.1: what else a Lord's leaving brings: his Comune set aside with him;
 * beyond the Service limit, the Revolt rolls and Treachery cards of the other side
 * (1.4.2, 1.4.3): the players roll each at the table and the Revolt calculator resolves
 * it (inferno-revolt.c). */
void
cas_inferno_lord_removed (const CasTable *t, int lord, CasExplain *ex)
{
  const CasLord *L = cas_game_get_lord (t->game, lord);
  int enemy = 1 - L->side;
  if (L->commander && L->comune >= 0)
    cas_explain_add (ex, "3.3.1,3.3.2,1.5.1", _("%s leaves with %s: set the Comune’s cylinder and mat aside too"), L->name,
                     cas_game_get_comune (t->game, L->comune)->name);
  inferno_turncoat_explain_leaves (t, lord, ex); /* turncoat: his Turncoats go back (4.7.6) */
  if (CAS_LORD (t, lord, CAS_L_SERVICE) >= CAS_GLOBAL (t, CAS_G_BOX))
    return;
  int n = L->podesta ? L->service : 1;
  cas_explain_addn (ex, "3.3.1,1.4.2,1.4.3", n,
                    "To do at the table: %s leaves beyond his Service limit, so the %s roll %d time on their Revolt "
                    "table (each roll for the Revolt calculator) and add %d Treachery card to their Command deck",
                    "To do at the table: %s leaves beyond his Service limit, so the %s roll %d times on their Revolt "
                    "table (each roll for the Revolt calculator) and add %d Treachery cards to their Command deck",
                    L->name, cas_rules_side_name (t, enemy), n, n);
  inferno_treachery_gain (t, enemy, n, NULL, ex); /* treachery (issue 17): the cards proposed */
}
