/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-feed.c: what Inferno changes in Feed (4.8.1). Its Feed table (1 Provender or
 * Loot for 1-6 units, 2 for 7-12, 3 for 13 or more) is data (game.json "feed"); here a
 * Commander Feeds together with his Comune (1.5.1). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-march.h"
#include "cas-rules.h"

/* 1.5.1: a Commander (Firenze, Siena) and his Comune count as one Lord for Feed, their
 * units summed. The table keeps no Comune mat yet (docs/inferno.md): the Comune's Forces
 * are recorded on the Commander's mat, so his mat's units are the pair's
 * (rules-decisions I30). */
int
cas_inferno_feed_units (const CasTable *t, int lord, CasExplain *ex)
{
  const CasLord *L = cas_game_get_lord (t->game, lord);
  int units = cas_table_lord_units (t, lord);

  if (ex && L->commander && L->comune >= 0)
    cas_explain_add (ex, "4.8.1,1.5.1",
                     _("%s and his %s Feed as one Lord, for all their units together; Castellan keeps no Comune mat "
                       "yet, so the Comune’s Forces are those recorded on his mat (%d units)"),
                     L->name, cas_game_get_comune (t->game, L->comune)->name, units);
  return units;
}
