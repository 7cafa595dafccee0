/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-bonds.c (issue 18, rus-table): the bonds between two Kingdoms that forbid an
 * attack (an alliance [ALLY p.7], the two-player game's pair [TWOP p.19], Ruler and
 * Vassal [VASSAL p.15], the Influence alliance of the turn [INFLUENCE p.8]) and the
 * two-player game's trades inside the pair [TWOP p.19]. Castellan flags; the table decides. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-rus.h"

static gboolean
valid (int kingdom)
{
  return kingdom >= 0 && kingdom < CAS_RUS_N_KINGDOMS;
}

int
cas_rus_pair_partner (const CasRusState *s, int kingdom)
{
  int p;

  if (s->n_players != 2 || !valid (kingdom) || (p = cas_rus_kingdom_player (s, kingdom)) < 0)
    return -1;
  if (s->players[p].kingdom == kingdom)
    return valid (s->players[p].kingdom2) ? s->players[p].kingdom2 : -1;
  return valid (s->players[p].kingdom) ? s->players[p].kingdom : -1;
}

gboolean
cas_rus_allied (const CasRusState *s, int a, int b)
{
  if (!valid (a) || !valid (b) || a == b)
    return FALSE;
  return s->kingdoms[a].allies[b] || cas_rus_pair_partner (s, a) == b;
}

int
cas_rus_bond (const CasRusState *s, int a, int b)
{
  if (!valid (a) || !valid (b) || a == b)
    return CAS_RUS_BOND_NONE;
  if (cas_rus_pair_partner (s, a) == b)
    return CAS_RUS_BOND_PAIR;
  if (s->kingdoms[a].allies[b])
    return CAS_RUS_BOND_ALLY;
  if (s->kingdoms[b].ruler == a)
    return CAS_RUS_BOND_RULER;
  if (s->kingdoms[a].ruler == b)
    return CAS_RUS_BOND_VASSAL;
  int pa = cas_rus_kingdom_player (s, a), pb = cas_rus_kingdom_player (s, b);
  if ((pa >= 0 && s->kingdoms[b].influenced_by == pa) || (pb >= 0 && s->kingdoms[a].influenced_by == pb))
    return CAS_RUS_BOND_INFLUENCE;
  return CAS_RUS_BOND_NONE;
}

static const char *const bond_ids[] = { "none", "pair", "ally", "ruler", "vassal", "influence" };
G_STATIC_ASSERT (G_N_ELEMENTS (bond_ids) == CAS_RUS_BOND_INFLUENCE + 1);

const char *
cas_rus_bond_id (int bond)
{
  return bond >= 0 && bond < (int) G_N_ELEMENTS (bond_ids) ? bond_ids[bond] : "none";
}

int
cas_rus_attack_bond (const CasRusState *s, int attacker, int defender, CasExplain *ex)
{
  int bond = cas_rus_bond (s, attacker, defender);
  const char *a, *d;

  if (!ex || bond == CAS_RUS_BOND_NONE)
    return bond;
  a = cas_rus_kingdom_name (attacker);
  d = cas_rus_kingdom_name (defender);
  switch (bond)
    {
    case CAS_RUS_BOND_PAIR:
      cas_explain_add (ex, "TWOP p.19,ALLY p.7", _("Flag: %s and %s are the two Kingdoms of one player, allied for good in the two-player game, and allies may not attack each other; the table decides"), a, d);
      break;
    case CAS_RUS_BOND_ALLY:
      cas_explain_add (ex, "ALLY p.7", _("Flag: %s and %s are allies, and allies may not attack each other; the table decides"), a, d);
      break;
    case CAS_RUS_BOND_RULER:
      cas_explain_add (ex, "VASSAL p.15", _("Flag: %s is the Ruler of %s, and a Ruler may not attack its Vassal; the table decides"), a, d);
      break;
    case CAS_RUS_BOND_VASSAL:
      cas_explain_add (ex, "VASSAL p.15", _("Flag: %s is a Vassal of %s, and a Vassal may not attack its Ruler; the table decides"), a, d);
      break;
    default:
      cas_explain_add (ex, "INFLUENCE p.8,ALLY p.7", _("Flag: %s and %s are allied this turn by Influence, and allies may not attack each other; the table decides"), a, d);
      break;
    }
  return bond;
}

gboolean
cas_rus_pair_trade (const CasRusState *s, int kingdom, CasExplain *ex)
{
  int partner = cas_rus_pair_partner (s, kingdom);

  if (partner < 0)
    return FALSE;
  if (ex)
    cas_explain_add (ex, "TWOP p.19", _("Two-player game: every trade of %s is offered to the opponent first; only if refused may it trade with %s, its player's other Kingdom, and then 1 for 1"),
                     cas_rus_kingdom_name (kingdom), cas_rus_kingdom_name (partner));
  return TRUE;
}
