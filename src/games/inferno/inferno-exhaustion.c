/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-exhaustion.c: scenario F's Exhaustion (endmarker, issue 17; 6.0; rules-decisions
 * I110, I111): from the Levy of box 9 on, a die at the start of each Levy; on 1-3 the End
 * marker goes in box 16, or one box left when already on the Calendar (scenarios.json
 * "exhaustion"); the game ends once the Levy and End markers share a box. The table's End
 * marker is CAS_G_END_BOX, moved by the action `end` (inferno-cells.c); Victory and End of
 * Campaign read the last box through cas_victory_last_box (). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "inferno-exhaustion.h"
#include "cas-rules.h"

void
inferno_exhaustion (const CasTable *t, int die, InfernoExhaustion *out, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  gboolean levy = CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_LEVY;
  g_autoptr(CasExplain) own = ex ? NULL : cas_explain_new (); /* the explanation is optional */
  ex = ex ? ex : own;

  memset (out, 0, sizeof *out);
  out->die = die;
  out->end_before = out->end_after = CAS_GLOBAL (t, CAS_G_END_BOX) >= 1 ? CAS_GLOBAL (t, CAS_G_END_BOX) : -1;
  out->roll_max = s->exhaustion_roll;
  if (s->exhaustion_from < 1)
    {
      cas_explain_add (ex, "6.0", _("%s has no Exhaustion roll: its End marker stays where the set-up put it"), s->name);
      return;
    }
  out->applies = TRUE;
  if (out->end_before >= 1 && box >= out->end_before)
    {
      cas_explain_add (ex, "6.0,5.3", _("The Levy and End markers already share box %d: %s is over: Victory is counted now"),
                       out->end_before, s->name);
      return;
    }
  if (!levy || box < s->exhaustion_from)
    {
      cas_explain_add (ex, "6.0",
                       box < s->exhaustion_from
                         ? _("Exhaustion: the roll is made at the start of each Levy from box %d on; this is box %d, so none now")
                         : _("Exhaustion: the roll is made at the start of each Levy from box %d on; this is box %d's "
                             "Campaign, so none now"),
                       s->exhaustion_from, box);
      return;
    }
  out->due = TRUE;
  if (out->end_before < 1)
    cas_explain_add (ex, "6.0",
                     _("Exhaustion, at the start of the Levy of box %d: one die; 1-%d puts the End marker in box %d (it is "
                       "not on the Calendar yet), more does nothing"),
                     box, s->exhaustion_roll, s->exhaustion_end);
  else
    cas_explain_add (ex, "6.0",
                     _("Exhaustion, at the start of the Levy of box %d: one die; 1-%d slides the End marker from box %d "
                       "one box left, more does nothing"),
                     box, s->exhaustion_roll, out->end_before);
  if (die < 1)
    {
      cas_explain_add (ex, "6.0", _("The chance that the End marker moves is %d in 6; Castellan needs the die that was rolled"),
                       s->exhaustion_roll);
      return;
    }
  out->moves = die <= s->exhaustion_roll;
  if (!out->moves)
    {
      cas_explain_add (ex, "6.0", _("The die is %d, more than %d: the End marker does not move"), die, s->exhaustion_roll);
      return;
    }
  if (out->end_before < 1)
    {
      out->end_after = s->exhaustion_end;
      cas_explain_add (ex, "6.0", _("The die is %d, at most %d: the End marker goes in box %d"), die, s->exhaustion_roll,
                       out->end_after);
      cas_explain_propose (ex, "end %d", out->end_after);
    }
  else
    {
      out->end_after = MAX (1, out->end_before + s->exhaustion_shift);
      cas_explain_add (ex, "6.0", _("The die is %d, at most %d: the End marker slides from box %d to box %d"), die,
                       s->exhaustion_roll, out->end_before, out->end_after);
      cas_explain_propose (ex, "end %+d", out->end_after - out->end_before);
    }
  out->ends = out->end_after <= box;
  if (out->ends)
    cas_explain_add (ex, "6.0,5.3", _("The Levy and End markers now share box %d: %s ends at once: Victory is counted now"),
                     box, s->name);
  else
    cas_explain_add (ex, "6.0,4.9.3", _("The game now ends at the latest with the Game End step of box %d"),
                     out->end_after - 1);
}
