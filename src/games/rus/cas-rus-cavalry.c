/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-cavalry.c (issue 18, rus-rules): the Cavalry follow-on after a battle won
 * [CAVALRY p.15]: a stack of a Kingdom with Cavalry that has won may go on into another
 * area while it has movement left (up to 3 areas from where it started) and leaves at
 * least 1 army in the area just taken; the next targets by the map's adjacency, those the
 * rules forbid flagged [CAMPAIGN p.13; ALLY p.7; VASSAL p.15], those whose adjacency is
 * not entered counted, never guessed. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus-private.h"

#define CAVALRY_REACH 3

void
cas_rus_cavalry_follow_on (const CasRusState *s, const CasRusMap *map, int kingdom, int area, gboolean won,
                           int survivors, int moved, CasRusFollowOn *out, CasExplain *ex)
{
  int from = -1;
  g_autofree char *here = NULL;

  memset (out, 0, sizeof *out);
  out->cavalry = kingdom >= 0 && kingdom < CAS_RUS_N_KINGDOMS
    && cas_rus_kingdom_ability_turn (s, kingdom, CAS_RUS_CAVALRY, &from) != 0;
  if (!out->cavalry)
    return;   /* a Kingdom without Cavalry stops after its battle [CAMPAIGN p.13] */
  here = rus_area_label (map, area);
  out->moves_left = MAX (0, CAVALRY_REACH - moved);
  out->may_continue_with = MAX (0, survivors - 1);
  out->may_continue = won && out->moves_left > 0 && out->may_continue_with > 0;
  if (ex)
    {
      if (from != kingdom)
        cas_explain_add (ex, "CAVALRY p.15,INFLUENCE p.8", _("Cavalry of its Influencer %s, which it has this turn"), cas_rus_kingdom_name (from));
      if (!won)
        cas_explain_add (ex, "CAVALRY p.15", _("Cavalry follow-on: only after a battle won and the area taken; not this time"));
      else if (out->moves_left == 0)
        cas_explain_add (ex, "CAVALRY p.15", g_dngettext (GETTEXT_PACKAGE, "Cavalry follow-on: the stack has moved %d area, its whole allowance of 3 from where it started: it stops here",
                                                          "Cavalry follow-on: the stack has moved %d areas, its whole allowance of 3 from where it started: it stops here",
                                                          (gulong) moved), moved);
      else if (out->may_continue_with == 0)
        cas_explain_add (ex, "CAVALRY p.15", g_dngettext (GETTEXT_PACKAGE, "Cavalry follow-on: %d army survives and must stay to hold %s: none may go on",
                                                          "Cavalry follow-on: %d armies survive and must stay to hold %s: none may go on",
                                                          (gulong) survivors), survivors, here);
      else
        {
          cas_explain_add (ex, "CAVALRY p.15", g_dngettext (GETTEXT_PACKAGE, "Cavalry follow-on: the stack may go on into another area with up to %d army, leaving at least 1 in %s",
                                                            "Cavalry follow-on: the stack may go on into another area with up to %d armies, leaving at least 1 in %s",
                                                            (gulong) out->may_continue_with),
                           out->may_continue_with, here);
          cas_explain_add (ex, "CAVALRY p.15", g_dngettext (GETTEXT_PACKAGE, "%d more area of movement: 3 from where it started, %d used",
                                                            "%d more areas of movement: 3 from where it started, %d used",
                                                            (gulong) out->moves_left),
                           out->moves_left, moved);
        }
    }
  if (!out->may_continue)
    return;
  for (int b = 0; b < s->n_areas; b++)
    {
      int owner = s->areas[b].owner;
      CasRusKnown adj;
      if (b == area || owner == kingdom)
        continue;
      adj = cas_rus_map_adjacent (map, area, b);
      if (adj == CAS_RUS_UNKNOWN)
        {
          out->n_unknown++;
          continue;
        }
      if (adj != CAS_RUS_YES)
        continue;
      {
        int i = out->n_next++;
        g_autofree char *to = rus_area_label (map, b);
        out->next[i] = b;
        out->forbidden[i] = owner >= 0 && cas_rus_bond (s, kingdom, owner) != CAS_RUS_BOND_NONE;
        if (!ex)
          continue;
        if (out->forbidden[i])
          cas_explain_add (ex, "CAVALRY p.15,CAMPAIGN p.13", _("Next: %s, held by %s: the rules forbid that attack (%s); flagged, the table decides"),
                           to, cas_rus_kingdom_name (owner), cas_rus_bond_id (cas_rus_bond (s, kingdom, owner)));
        else if (owner >= 0 && s->areas[b].armies > 0)
          cas_explain_add (ex, "CAVALRY p.15", g_dngettext (GETTEXT_PACKAGE, "Next: %s, held by %s with %d army: it fights a Battle there",
                                                            "Next: %s, held by %s with %d armies: it fights a Battle there",
                                                            (gulong) s->areas[b].armies),
                           to, cas_rus_kingdom_name (owner), s->areas[b].armies);
        else
          cas_explain_add (ex, "CAVALRY p.15", _("Next: %s, held by nobody"), to);
      }
    }
  if (ex && out->n_unknown > 0)
    cas_explain_add (ex, "CAVALRY p.15", g_dngettext (GETTEXT_PACKAGE, "%d more area's adjacency to %s is not entered: the players judge, and the map records their answer",
                                                      "%d more areas' adjacency to %s is not entered: the players judge, and the map records their answer",
                                                      (gulong) out->n_unknown),
                     out->n_unknown, here);
}
