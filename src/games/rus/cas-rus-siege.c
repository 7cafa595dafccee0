/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-siege.c (issue 18, rus-table): the Siege step of a battle against a player's
 * area [SIEGE p.14]: what follows from the two Tactics cards revealed. A defender with a
 * settlement has its card (Town Barricades, City Walls, Fortress Bastions); when the
 * invader wins with Stand/Siege against it, the defender may shelter its survivors behind
 * the settlement instead of retreating, and the invader then fights another Battle there
 * or withdraws. "Played successfully" is read as: the invader revealed Stand/Siege against
 * the settlement's card and won the Battle (docs/rus.md, "Castellan's readings"). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus.h"
#include "cas-rus-tactics.h"

static const char *const siege_ids[] = { "none", "shelter", "retreat", "held", "tie" };
G_STATIC_ASSERT (G_N_ELEMENTS (siege_ids) == CAS_RUS_SIEGE_TIE + 1);

const char *
cas_rus_siege_id (int outcome)
{
  return outcome >= 0 && outcome < (int) G_N_ELEMENTS (siege_ids) ? siege_ids[outcome] : "none";
}

static gboolean
settlement_card (int card)
{
  return card == CAS_RUS_TOWN_BARRICADES || card == CAS_RUS_CITY_WALLS || card == CAS_RUS_FORTRESS_BASTIONS;
}

void
cas_rus_siege (const CasRusBattle *r, int attacker_armies, int defender_armies, int attacker_card,
               int defender_card, CasRusSiege *out, CasExplain *ex)
{
  const char *dcard = settlement_card (defender_card) ? cas_rus_tactic_name (defender_card) : NULL;

  memset (out, 0, sizeof *out);
  out->settlement_card = dcard != NULL;
  out->siege_card = attacker_card == CAS_RUS_STAND_SIEGE;
  out->attacker_left = MAX (attacker_armies - r->attacker_losses, 0);
  out->defender_left = MAX (defender_armies - r->defender_losses, 0);
  if (!r->legal)
    return;
  if (r->winner < 0 && r->attacker_final == r->defender_final)
    {
      out->outcome = CAS_RUS_SIEGE_TIE;
      if (ex && dcard)
        cas_explain_add (ex, "SIEGE p.14,PVP p.14", _("Siege: a tie against %s; the settlement stands and the invader may attack again with what is left"), dcard);
      return;
    }
  if (r->winner == 1)
    {
      out->outcome = dcard ? CAS_RUS_SIEGE_HELD : CAS_RUS_SIEGE_NONE;
      if (ex && dcard)
        cas_explain_add (ex, "SIEGE p.14", out->siege_card
                         ? _("Siege: Stand/Siege failed against %s; the settlement holds")
                         : _("Siege: %s held; the settlement holds"), dcard);
      return;
    }
  if (r->winner != 0 || !r->taken)
    return;
  if (ex && out->siege_card && !dcard)
    cas_explain_add (ex, "SIEGE p.14", _("Siege: Stand/Siege was not revealed against a settlement's card, so there is no siege"));
  if (dcard && out->siege_card && out->defender_left > 0)
    {
      out->outcome = CAS_RUS_SIEGE_SHELTER;
      out->may_shelter = out->defender_left;
      if (ex)
        {
          cas_explain_add (ex, "SIEGE p.14", g_dngettext (GETTEXT_PACKAGE,
                           "Siege: Stand/Siege won against %s: the defender may shelter its %d surviving army behind the settlement instead of retreating (the area is then not taken yet)",
                           "Siege: Stand/Siege won against %s: the defender may shelter its %d surviving armies behind the settlement instead of retreating (the area is then not taken yet)",
                           (gulong) out->defender_left), dcard, out->defender_left);
          cas_explain_add (ex, "SIEGE p.14", g_dngettext (GETTEXT_PACKAGE,
                           "If it shelters, the invader fights another Battle in the area with its %d army or withdraws; if it retreats instead, it goes to an adjacent friendly area or is destroyed, and the area is taken",
                           "If it shelters, the invader fights another Battle in the area with its %d armies or withdraws; if it retreats instead, it goes to an adjacent friendly area or is destroyed, and the area is taken",
                           (gulong) out->attacker_left), out->attacker_left);
        }
      return;
    }
  out->outcome = CAS_RUS_SIEGE_RETREAT;
  if (!ex)
    return;
  if (dcard && out->defender_left > 0)
    cas_explain_add (ex, "SIEGE p.14,PVP p.14", g_dngettext (GETTEXT_PACKAGE,
                     "Siege: %s did not stop the invader, who won without Stand/Siege: the defender may not shelter; its %d surviving army retreats to an adjacent friendly area or is destroyed, and the area is taken",
                     "Siege: %s did not stop the invader, who won without Stand/Siege: the defender may not shelter; its %d surviving armies retreat to an adjacent friendly area or are destroyed, and the area is taken",
                     (gulong) out->defender_left), dcard, out->defender_left);
  else if (out->defender_left > 0)
    cas_explain_add (ex, "PVP p.14", g_dngettext (GETTEXT_PACKAGE,
                     "The defender's %d surviving army retreats to an adjacent friendly area or is destroyed; the area is taken",
                     "The defender's %d surviving armies retreat to an adjacent friendly area or are destroyed; the area is taken",
                     (gulong) out->defender_left), out->defender_left);
  else
    cas_explain_add (ex, "PVP p.14", _("No defending army survives: the area is taken"));
}
