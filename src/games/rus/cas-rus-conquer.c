/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-conquer.c: conquering a Kingdom (issue 18): when a Kingdom's last area is taken
 * it is conquered and leaves the game; the conqueror takes all the Resources in its store
 * and any one of its C&T abilities, the conqueror's pick [CONQUER p.15]. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus-ct.h"
#include "cas-rus.h"

void
cas_rus_conquest (const CasRusState *s, int conqueror, int conquered, int ability, CasRusConquest *out, CasExplain *ex)
{
  const CasRusKingdom *kd, *cq;
  const char *name, *cname;
  GString *choices;

  memset (out, 0, sizeof *out);
  if (conqueror < 0 || conqueror >= CAS_RUS_N_KINGDOMS || conquered < 0 || conquered >= CAS_RUS_N_KINGDOMS
      || conqueror == conquered)
    return;
  kd = &s->kingdoms[conquered];
  cq = &s->kingdoms[conqueror];
  name = cas_rus_kingdom_name (conquered);
  cname = cas_rus_kingdom_name (conqueror);
  for (int a = 0; a < s->n_areas; a++)
    out->n_areas += s->areas[a].owner == conquered;
  out->conquered = out->n_areas == 0;
  if (!out->conquered)
    {
      if (ex)
        cas_explain_add (ex, "CONQUER p.15", ngettext ("%s still holds %d area: it is conquered only when its last area is taken",
                                                       "%s still holds %d areas: it is conquered only when its last area is taken",
                                                       (gulong) out->n_areas),
                         name, out->n_areas);
      return;
    }
  if (ex)
    cas_explain_add (ex, "CONQUER p.15", _("%s holds no area: it is conquered and removed from the game"), name);
  if (ex && kd->status != CAS_RUS_CONQUERED)
    cas_explain_propose (ex, "status %s conquered", cas_rus_kingdom_id (conquered));
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    {
      out->resources[r] = kd->resources[r];
      if (kd->resources[r] > 0 && ex)
        {
          cas_explain_add (ex, "CONQUER p.15", _("%s takes %d %s from the store of %s"), cname, kd->resources[r],
                           cas_rus_resource_name (r), name);
          cas_explain_propose (ex, "resource %s %s +%d", cas_rus_kingdom_id (conqueror), cas_rus_resource_id (r),
                               kd->resources[r]);
          cas_explain_propose (ex, "resource %s %s 0", cas_rus_kingdom_id (conquered), cas_rus_resource_id (r));
        }
    }
  choices = g_string_new (NULL);
  for (int a = 0; a < CAS_RUS_N_ABILITIES; a++)
    if (cas_rus_ability_turn (kd, a) != 0 && cas_rus_ability_turn (cq, a) == 0)
      {
        out->may_take[a] = TRUE;
        out->n_may_take++;
        g_string_append_printf (choices, "%s%s", choices->len ? ", " : "", cas_rus_ability_name (a));
      }
  if (out->n_may_take == 0)
    {
      if (ex)
        cas_explain_add (ex, "CONQUER p.15", _("%s holds no C&T ability that %s lacks: none to take"), name, cname);
    }
  else if (ability >= 0 && ability < CAS_RUS_N_ABILITIES && out->may_take[ability])
    {
      out->ability = ability;
      out->ability_taken = TRUE;
      if (ex)
        {
          cas_explain_add (ex, "CONQUER p.15,CT p.17", _("%s takes %s, its pick of one ability of %s"), cname,
                           cas_rus_ability_name (ability), name);
          cas_explain_propose (ex, "tech %s %s yes", cas_rus_kingdom_id (conqueror), cas_rus_ability_id (ability));
        }
    }
  else if (ex)
    cas_explain_add (ex, "CONQUER p.15", ability >= 0
                     ? _("%s may not take that ability; it picks one of those %s holds and it lacks: %s")
                     : _("%s picks one C&T ability of those %s holds and it lacks: %s"),
                     cname, name, choices->str);
  g_string_free (choices, TRUE);
}
