/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-turncoat.c (turncoat, issue 17): a Bribed Vassal, a Turncoat (4.7.6), on the mat
 * of the Lord it serves. The table holds it on its own Lord's row: its state says Ready
 * (its marker is not on his mat) and CAS_L_VASSAL_SERVES names the Lord whose mat has its
 * marker and Forces (rules-decisions I191). `turncoat VASSAL LORD` moves its Forces there
 * (from the mat that has them, as far as they survive, or from the pool: I192);
 * `turncoat VASSAL none` and that Lord's Disband or removal give it back to its own side,
 * Ready, its Forces going with him (I193). Its own Lord's Levy, Disband and TAGLIA no
 * longer count it; Feed, Pay and Battle read the Forces on the mat it serves (I194). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-turncoat.h"

#include "cas-action-words.h"
#include "cas-audit.h"
#include "cas-rules.h"

gboolean
inferno_vassal_regular (const CasVassal *v)
{
  return v->lord >= 0 && v->special_card < 0 && v->comune < 0 && v->also_lords == 0 && v->service > 0;
}

int
inferno_turncoat_serves (const CasTable *t, const CasVassal *v)
{
  return v->lord >= 0 ? CAS_LORD (t, v->lord, CAS_L_VASSAL_SERVES + v->slot) : -1;
}

int
inferno_turncoat_lord (const CasTable *t, int vassal)
{
  if (vassal < 0 || vassal >= (int) cas_game_get_n_vassals (t->game))
    return -1;
  return inferno_turncoat_serves (t, cas_game_get_vassal (t->game, vassal));
}

int
inferno_turncoat_forces (const CasTable *t, int vassal, int out[CAS_MAX_FORCES])
{
  const CasVassal *v = cas_game_get_vassal (t->game, vassal);
  int from = inferno_turncoat_lord (t, vassal);
  if (from < 0 && v->lord >= 0 && cas_table_lord_on_map (t, v->lord) &&
      CAS_LORD (t, v->lord, CAS_L_VASSAL + v->slot) == CAS_VASSAL_MUSTERED)
    from = v->lord;
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    out[f] = from >= 0 ? MIN (v->forces[f], CAS_LORD (t, from, CAS_L_FORCES + f)) : v->forces[f];
  return from;
}

static char *
units_text (CasGame *game, const int units[CAS_MAX_FORCES])
{
  GString *s = g_string_new (NULL);
  for (guint f = 0; f < cas_game_get_n_units (game); f++)
    if (units[f] > 0)
      g_string_append_printf (s, "%s%d %s", s->len ? ", " : "", units[f], cas_game_get_unit (game, (int) f)->name);
  if (s->len == 0)
    g_string_append (s, _("no units"));
  return g_string_free (s, FALSE);
}

static gboolean
mat_empty_after (const CasTable *t, int lord, const int units[CAS_MAX_FORCES])
{
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    if (CAS_LORD (t, lord, CAS_L_FORCES + f) - units[f] > 0)
      return FALSE;
  return TRUE;
}

void
inferno_turncoat_propose (const CasTable *t, int vassal, int lord, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasVassal *v = cas_game_get_vassal (game, vassal);
  int units[CAS_MAX_FORCES];
  int from = inferno_turncoat_forces (t, vassal, units);
  g_autofree char *what = units_text (game, units);
  const char *name = cas_rules_lord_name (t, lord);

  if (from >= 0)
    cas_explain_add (ex, "4.7.6", _("%s's Service marker goes to %s's mat as his Turncoat, with the units of its Forces that %s's "
                                    "mat still has: %s (Castellan’s reading: units are not told apart on a mat; rules-decisions "
                                    "I192)"),
                     v->name, name, cas_rules_lord_name (t, from), what);
  else
    cas_explain_add (ex, "4.7.6", _("%s's Service marker goes to %s's mat as his Turncoat, with its Forces from the pool: %s "
                                    "(Castellan’s reading: an Unmustered Vassal brings all its Forces; rules-decisions I192)"),
                     v->name, name, what);
  if (from >= 0 && from != lord && mat_empty_after (t, from, units))
    cas_explain_add (ex, "4.7.6,1.6", _("That leaves %s without Forces: he Disbands (1.6)"), cas_rules_lord_name (t, from));
  cas_explain_propose (ex, "turncoat %s %s", v->id, cas_game_get_lord (game, lord)->id);
}

/* turncoat VASSAL LORD|none: the Vassal's index in a->field, the Lord it serves in
 * a->other (-1: none). */
gboolean
inferno_turncoat_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  if (!cas_action_parser_args (p, 2, 2))
    return FALSE;
  const char *id = cas_action_parser_word (p, 1);
  const char *who = cas_action_parser_word (p, 2);
  a->field = cas_game_find_vassal (game, id);
  if (a->field < 0)
    return cas_action_parser_fail (p, _("unknown Vassal “%s”"), id);
  const CasVassal *v = cas_game_get_vassal (game, a->field);
  if (!inferno_vassal_regular (v))
    return cas_action_parser_fail (p, _("%s is a Special Vassal: only a regular Vassal is Bribed and becomes a Turncoat (4.7.6)"),
                                   v->name);
  a->lord = v->lord;
  if (g_strcmp0 (who, "none") == 0)
    return TRUE;
  a->other = cas_game_find_lord (game, who);
  if (a->other < 0)
    return cas_action_parser_fail (p, _("unknown Lord “%s”; or none"), who);
  return TRUE;
}

void
inferno_turncoat_print (CasGame *game, const CasAction *a, GString *s)
{
  g_string_append_printf (s, " %s %s", cas_game_get_vassal (game, a->field)->id,
                          a->other >= 0 ? cas_game_get_lord (game, a->other)->id : "none");
}

/* Refuses what cannot be on the table: a Turncoat on the mat of a Lord off the map, one
 * that is where it is asked to go, or one that was removed from play (3.4.2). */
gboolean
inferno_turncoat_apply (const CasAction *a, CasTable *t, GError **error)
{
  CasGame *game = t->game;
  const CasVassal *v = cas_game_get_vassal (game, a->field);
  int *state = cas_table_lord (t, v->lord, CAS_L_VASSAL + v->slot);
  int *serves = cas_table_lord (t, v->lord, CAS_L_VASSAL_SERVES + v->slot);
  int units[CAS_MAX_FORCES];

  if (a->other < 0)
    {
      if (*serves < 0)
        return cas_words_fail (error, _("%s is not a Turncoat"), v->name);
      /* 4.7.6: back to its own side, Ready; its Forces leave the mat it served on. */
      for (int f = 0; f < CAS_MAX_FORCES; f++)
        {
          int *n = cas_table_lord (t, *serves, CAS_L_FORCES + f);
          *n = MAX (0, *n - v->forces[f]);
        }
      *serves = -1;
      *state = CAS_VASSAL_READY;
      return TRUE;
    }
  if (!cas_table_lord_on_map (t, a->other))
    return cas_words_fail (error, _("%s is not on the map: a Turncoat goes onto the mat of a Lord in play (4.7.6)"),
                           cas_rules_lord_name (t, a->other));
  if (*serves == a->other)
    return cas_words_fail (error, _("%s already serves %s"), v->name, cas_rules_lord_name (t, a->other));
  if (*state == CAS_VASSAL_REMOVED)
    return cas_words_fail (error, _("%s was removed from play (3.4.2)"), v->name);
  if (a->other == v->lord && *serves < 0)
    return cas_words_fail (error, _("%s is %s's own Vassal: Muster it with vassal"), v->name, cas_rules_lord_name (t, v->lord));
  int from = inferno_turncoat_forces (t, a->field, units);
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    {
      if (from >= 0)
        CAS_LORD (t, from, CAS_L_FORCES + f) -= units[f];
      CAS_LORD (t, a->other, CAS_L_FORCES + f) += units[f];
    }
  /* Its marker leaves its own Lord's mat (and the advanced Service rule's Calendar: a
   * Turncoat ignores it, 3.4.2). */
  *state = CAS_VASSAL_READY;
  CAS_LORD (t, v->lord, CAS_L_VASSAL_BOX + v->slot) = CAS_NO_SERVICE;
  *serves = a->other;
  return TRUE;
}

char *
inferno_turncoat_describe (const CasAction *a, const CasTable *before)
{
  const CasVassal *v = cas_game_get_vassal (before->game, a->field);
  if (a->other < 0)
    return g_strdup_printf (_("%s is no longer a Turncoat: it is available to %s again"), v->name,
                            cas_rules_lord_name (before, v->lord));
  return g_strdup_printf (_("%s, %s's Vassal, serves %s as a Turncoat"), v->name, cas_rules_lord_name (before, v->lord),
                          cas_rules_lord_name (before, a->other));
}

void
inferno_turncoat_lord_leaves (CasTable *t, int lord)
{
  for (guint i = 0; i < cas_game_get_n_vassals (t->game); i++)
    if (inferno_turncoat_lord (t, (int) i) == lord)
      {
        const CasVassal *v = cas_game_get_vassal (t->game, (int) i);
        CAS_LORD (t, v->lord, CAS_L_VASSAL_SERVES + v->slot) = -1;
        CAS_LORD (t, v->lord, CAS_L_VASSAL + v->slot) = CAS_VASSAL_READY;
      }
}

void
inferno_turncoat_explain_leaves (const CasTable *t, int lord, CasExplain *ex)
{
  for (guint i = 0; i < cas_game_get_n_vassals (t->game); i++)
    if (inferno_turncoat_lord (t, (int) i) == lord)
      {
        const CasVassal *v = cas_game_get_vassal (t->game, (int) i);
        if (cas_table_lord_on_map (t, v->lord) && v->lord != lord)
          cas_explain_add (ex, "4.7.6", _("%s, his Turncoat, goes back to %s's mat face up, Ready; its Forces leave with his"),
                           v->name, cas_rules_lord_name (t, v->lord));
        else
          cas_explain_add (ex, "4.7.6", _("%s, his Turncoat, is available to the %s again (Unmustered); its Forces leave with his"),
                           v->name, cas_rules_side_name (t, cas_game_get_lord (t->game, v->lord)->side));
      }
}

void
inferno_turncoat_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex)
{
  CasGame *game = t->game;
  for (guint i = 0; i < cas_game_get_n_vassals (game); i++)
    {
      int lord = inferno_turncoat_lord (t, (int) i);
      const CasVassal *v = cas_game_get_vassal (game, (int) i);
      if (lord < 0)
        continue;
      if (!cas_table_lord_on_map (t, lord))
        cas_audit_problem (a, ex, "4.7.6", g_strdup_printf ("turncoat %s none", v->id),
                           _("%s is recorded as the Turncoat of %s, who is not on the map: it went back to its own side"),
                           v->name, cas_rules_lord_name (t, lord));
      else if (CAS_LORD (t, v->lord, CAS_L_VASSAL + v->slot) != CAS_VASSAL_READY)
        cas_audit_problem (a, ex, "4.7.6", g_strdup_printf ("vassal %s %s ready", cas_game_get_lord (game, v->lord)->id, v->id),
                           _("%s serves %s as a Turncoat but its own Lord's row does not say Ready: its marker is not on "
                             "his mat"),
                           v->name, cas_rules_lord_name (t, lord));
    }
}

char *
inferno_turncoat_line (const CasTable *t)
{
  GString *s = NULL;
  for (guint i = 0; i < cas_game_get_n_vassals (t->game); i++)
    {
      int lord = inferno_turncoat_lord (t, (int) i);
      if (lord < 0)
        continue;
      if (s == NULL)
        s = g_string_new ("Turncoats:");
      else
        g_string_append_c (s, ',');
      g_string_append_printf (s, " %s with %s", cas_game_get_vassal (t->game, (int) i)->id, cas_game_get_lord (t->game, lord)->id);
    }
  return s ? g_string_free (s, FALSE) : NULL;
}
