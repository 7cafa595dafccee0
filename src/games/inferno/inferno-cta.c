/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-cta.c (mats, issue 17): whether a side declared this Levy's Call to Arms (3.5;
 * rules-decisions I137). The rules allow at most one by both sides per Levy, and once
 * either side declares, the Guelphs and then the Ghibellines may carry out its steps; the
 * table records each side's declaration (`cta SIDE yes|no`), the Levy reads it, and the
 * End of Campaign's Reset clears it before the next Levy (4.9.6). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-cta.h"
#include "inferno-cells.h"

#include "cas-action-words.h"
#include "cas-rules.h"

gboolean
inferno_cta_declared (const CasTable *t, int side)
{
  return side >= 0 && side < CAS_N_SIDES && CAS_GLOBAL (t, INFERNO_G_CTA_0 + side) > 0;
}

int
inferno_cta_declarer (const CasTable *t)
{
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (inferno_cta_declared (t, side))
      return side;
  return -1;
}

/* cta SIDE yes|no: the side in a->side, 1 or 0 in a->value. */
gboolean
inferno_cta_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  if (!cas_action_parser_args (p, 2, 2))
    return FALSE;
  const char *side = cas_action_parser_word (p, 1);
  if ((a->side = cas_game_find_side (game, side)) < 0)
    return cas_action_parser_fail (p, _("“%s” must be %s or %s"), side, cas_game_get_side_id (game, 0),
                                   cas_game_get_side_id (game, 1));
  a->has_value = TRUE;
  return cas_action_parser_yes_no (p, 2, &a->value);
}

void
inferno_cta_print (CasGame *game, const CasAction *a, GString *s)
{
  g_string_append_printf (s, " %s", cas_game_get_side_id (game, a->side));
  cas_action_append_yes_no (s, a);
}

/* Never refused: the table may have declared out of turn, and the Levy says what the
 * rules allow (3.5). */
gboolean
inferno_cta_apply (const CasAction *a, CasTable *t, GError **error)
{
  (void) error;
  CAS_GLOBAL (t, INFERNO_G_CTA_0 + a->side) = a->value ? 1 : 0;
  return TRUE;
}

char *
inferno_cta_describe (const CasAction *a, const CasTable *before)
{
  const char *side = cas_rules_side_name (before, a->side);
  return a->value ? g_strdup_printf (_("The %s declare Call to Arms this Levy"), side)
                  : g_strdup_printf (_("The %s’ Call to Arms declaration is cleared"), side);
}

void
inferno_cta_reset (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex)
{
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (inferno_cta_declared (work, side))
      {
        g_autofree char *action = g_strdup_printf ("cta %s no", cas_game_get_side_id (work->game, side));
        cas_explain_add (ex, "4.9.6,3.5", _("The %s’ Call to Arms of this Levy is over: cleared before the next Levy"),
                         cas_rules_side_name (work, side));
        reset (ctx, "cta", action);
      }
}

char *
inferno_cta_line (const CasTable *t)
{
  GString *s = NULL;
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (inferno_cta_declared (t, side))
      {
        if (s == NULL)
          s = g_string_new ("Call to Arms declared this Levy:");
        g_string_append_printf (s, " %s", cas_game_get_side_id (t->game, side));
      }
  return s ? g_string_free (s, FALSE) : NULL;
}
