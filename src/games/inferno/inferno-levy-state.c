/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-levy-state.c (inferno-levy, issue 17): the Levy in progress as the table keeps
 * it (rules-decisions I156-I159, superseding I138):
 *   - the Levy actions each Lord spent in this Muster segment: each spends one point of
 *     his Lordship (3.4), so what is left is his Lordship (with the cards' bonuses) less
 *     those spent;
 *   - the Lords who arrived on the map in this Muster segment: they take no Levy actions
 *     in it, until perhaps a Call to Arms gives one of them an extra Muster (3.4.1, 3.5.4);
 *   - the War Events each side drew this Levy (3.1.3): drawing one lets that side declare
 *     Call to Arms (3.5).
 * The players record them (`levy LORD spent N|+N|-N`, `levy LORD arrived yes|no`, `war
 * CARD yes|no`); the Levy reads them in the Levy only (in the Campaign they are the last
 * Levy's), the End of Campaign's Reset clears them (`levy clear`, `war CARD no`; 4.9.6). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-levy-state.h"
#include "inferno-cells.h"
#include "inferno-rules.h" /* inferno_lordship_bonus */

#include "cas-action-words.h"
#include "cas-audit.h"
#include "cas-rules.h"

const char *const inferno_war_event_ids[INFERNO_N_WAR_EVENTS] = { "f25", "f26", "s25", "s26" };

static gboolean
in_levy (const CasTable *t)
{
  return CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_LEVY;
}

static int
spent_cell (int lord)
{
  return lord >= 0 && lord < INFERNO_LEVY_LORDS ? INFERNO_G_LEVY_SPENT_0 + lord : -1;
}

static gboolean
arrived_raw (const CasTable *t, int lord)
{
  return lord >= 0 && lord < INFERNO_LEVY_LORDS && (CAS_GLOBAL (t, INFERNO_G_LEVY_ARRIVED) & (1 << lord)) != 0;
}

/* Anything of the Levy's own state recorded (the cells as they are, whatever the phase)? */
static gboolean
levy_recorded (const CasTable *t)
{
  if (CAS_GLOBAL (t, INFERNO_G_LEVY_ARRIVED) != 0)
    return TRUE;
  for (int l = 0; l < INFERNO_LEVY_LORDS; l++)
    if (CAS_GLOBAL (t, INFERNO_G_LEVY_SPENT_0 + l) > 0)
      return TRUE;
  return FALSE;
}

int
inferno_levy_actions_spent (const CasTable *t, int lord)
{
  int cell = spent_cell (lord);
  return cell >= 0 && in_levy (t) ? CAS_GLOBAL (t, cell) : 0;
}

gboolean
inferno_levy_arrived (const CasTable *t, int lord)
{
  return in_levy (t) && arrived_raw (t, lord);
}

void
inferno_levy_tracked_note (const CasTable *t, CasExplain *ex)
{
  if (!in_levy (t) && levy_recorded (t))
    cas_explain_add (ex, "3.4,4.9.6", _("The Levy actions spent and the Lords arrived recorded in the last Levy stay on the table until the End of Campaign’s Reset clears them: the next Levy starts without them"));
  else
    cas_explain_add (ex, "3.4,3.4.1", _("Each Levy action spends one point of Lordship and a Lord who arrived in this Muster takes none: the table records them (levy LORD spent +1, levy LORD arrived yes), and each Lord’s actions left are counted from them"));
}

int
inferno_war_drawn (const CasTable *t, int side, int *out)
{
  int n = 0;
  if (!in_levy (t))
    return 0;
  for (int k = 0; k < INFERNO_N_WAR_EVENTS; k++)
    {
      int card = cas_game_find_card (t->game, inferno_war_event_ids[k]);
      if (card >= 0 && cas_game_get_card (t->game, card)->side == side && CAS_GLOBAL (t, INFERNO_G_WAR_0 + k) > 0)
        out[n++] = card;
    }
  return n;
}

/* ------------------------------------------------------------------------ */
/* levy LORD spent N|+N|-N, levy LORD arrived yes|no, levy clear */

enum { LEVY_SPENT, LEVY_ARRIVED, LEVY_CLEAR };

gboolean
inferno_levy_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  if (!cas_action_parser_args (p, 1, 3))
    return FALSE;
  const char *who = cas_action_parser_word (p, 1);
  a->has_value = TRUE;
  if (g_strcmp0 (who, "clear") == 0)
    {
      a->field = LEVY_CLEAR;
      return cas_action_parser_args (p, 1, 1);
    }
  a->lord = cas_game_find_lord (game, who);
  if (spent_cell (a->lord) < 0)
    return cas_action_parser_fail (p, _("unknown Lord “%s”"), who);
  if (!cas_action_parser_args (p, 3, 3))
    return FALSE;
  const char *what = cas_action_parser_word (p, 2);
  if (g_strcmp0 (what, "spent") == 0)
    {
      a->field = LEVY_SPENT;
      return cas_action_parser_number (p, 3, TRUE, 0, INFERNO_LEVY_MAX_SPENT, &a->value, &a->relative);
    }
  if (g_strcmp0 (what, "arrived") == 0)
    {
      a->field = LEVY_ARRIVED;
      return cas_action_parser_yes_no (p, 3, &a->value);
    }
  return cas_action_parser_fail (p, _("“%s” must be spent or arrived"), what);
}

void
inferno_levy_print (CasGame *game, const CasAction *a, GString *s)
{
  if (a->field == LEVY_CLEAR)
    {
      g_string_append (s, " clear");
      return;
    }
  g_string_append_printf (s, " %s", cas_game_get_lord (game, a->lord)->id);
  if (a->field == LEVY_ARRIVED)
    {
      g_string_append (s, " arrived");
      cas_action_append_yes_no (s, a);
      return;
    }
  g_string_append (s, " spent");
  cas_action_append_number (s, a);
}

/* Refused only for what cannot be on the table: Levy actions or an arrival of a Lord who
 * has no mat (off the map). More actions than his Lordship is the audit's (the table did
 * it). */
gboolean
inferno_levy_apply (const CasAction *a, CasTable *t, GError **error)
{
  if (a->field == LEVY_CLEAR)
    {
      for (int l = 0; l < INFERNO_LEVY_LORDS; l++)
        CAS_GLOBAL (t, INFERNO_G_LEVY_SPENT_0 + l) = 0;
      CAS_GLOBAL (t, INFERNO_G_LEVY_ARRIVED) = 0;
      return TRUE;
    }
  const char *name = cas_rules_lord_name (t, a->lord);
  gboolean sets = a->value > 0; /* arrived yes, or Levy actions added */
  if (sets && !cas_table_lord_on_map (t, a->lord))
    return cas_words_fail (error, _("%s is not on the map: only a Lord on the map takes Levy actions or arrives (3.4)"), name);
  if (a->field == LEVY_ARRIVED)
    {
      if (a->value)
        CAS_GLOBAL (t, INFERNO_G_LEVY_ARRIVED) |= 1 << a->lord;
      else
        CAS_GLOBAL (t, INFERNO_G_LEVY_ARRIVED) &= ~(1 << a->lord);
      return TRUE;
    }
  return cas_words_set_count (&CAS_GLOBAL (t, spent_cell (a->lord)), a->value, a->relative, INFERNO_LEVY_MAX_SPENT, name,
                              _("Levy actions spent"), error);
}

char *
inferno_levy_describe (const CasAction *a, const CasTable *before)
{
  if (a->field == LEVY_CLEAR)
    return g_strdup (_("Levy actions spent and Lords arrived are cleared for the next Levy"));
  const char *name = cas_rules_lord_name (before, a->lord);
  if (a->field == LEVY_ARRIVED)
    return a->value ? g_strdup_printf (_("%s arrived on the map this Levy"), name)
                    : g_strdup_printf (_("%s is no longer marked as arrived this Levy"), name);
  int now = CAS_GLOBAL (before, spent_cell (a->lord));
  if (a->relative && a->value >= 0)
    return g_strdup_printf (ngettext ("%s spent %d Levy action (%d this Muster)", "%s spent %d Levy actions (%d this Muster)", a->value), name,
                            a->value, now + a->value);
  if (a->relative)
    return g_strdup_printf (ngettext ("%s takes back %d Levy action (%d this Muster)", "%s takes back %d Levy actions (%d this Muster)",
                                      -a->value),
                            name, -a->value, now + a->value);
  return g_strdup_printf (ngettext ("%s has spent %d Levy action this Muster", "%s has spent %d Levy actions this Muster", a->value), name,
                          a->value);
}

/* ------------------------------------------------------------------------ */
/* war CARD yes|no */

gboolean
inferno_war_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  if (!cas_action_parser_args (p, 2, 2))
    return FALSE;
  const char *id = cas_action_parser_word (p, 1);
  a->field = -1;
  for (int k = 0; k < INFERNO_N_WAR_EVENTS; k++)
    if (g_strcmp0 (id, inferno_war_event_ids[k]) == 0)
      a->field = k;
  a->card = a->field >= 0 ? cas_game_find_card (game, id) : -1;
  if (a->card < 0)
    return cas_action_parser_fail (p, _("“%s” must be a War Event: %s, %s, %s or %s"), id, inferno_war_event_ids[0],
                                   inferno_war_event_ids[1], inferno_war_event_ids[2], inferno_war_event_ids[3]);
  a->has_value = TRUE;
  return cas_action_parser_yes_no (p, 2, &a->value);
}

void
inferno_war_print (CasGame *game, const CasAction *a, GString *s)
{
  g_string_append_printf (s, " %s", cas_game_get_card (game, a->card)->id);
  cas_action_append_yes_no (s, a);
}

/* Never refused: the table drew it (3.1.3), and the Levy says what it allows (3.5). */
gboolean
inferno_war_apply (const CasAction *a, CasTable *t, GError **error)
{
  (void) error;
  CAS_GLOBAL (t, INFERNO_G_WAR_0 + a->field) = a->value ? 1 : 0;
  return TRUE;
}

char *
inferno_war_describe (const CasAction *a, const CasTable *before)
{
  const CasCard *card = cas_game_get_card (before->game, a->card);
  const char *side = cas_rules_side_name (before, card->side);
  const char *event = card->event_name ? cas_game_text (card->event_name) : card->id;
  return a->value ? g_strdup_printf (_("The %s drew the War Event %s this Levy"), side, event)
                  : g_strdup_printf (_("The War Event %s is no longer recorded as drawn this Levy"), event);
}

/* ------------------------------------------------------------------------ */

void
inferno_levy_state_lord_leaves (CasTable *t, int lord)
{
  int cell = spent_cell (lord);
  if (cell < 0)
    return;
  CAS_GLOBAL (t, cell) = 0;
  CAS_GLOBAL (t, INFERNO_G_LEVY_ARRIVED) &= ~(1 << lord);
}

void
inferno_levy_state_reset (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex)
{
  if (levy_recorded (work))
    {
      cas_explain_add (ex, "4.9.6,3.4", _("The Levy actions spent and the Lords arrived in this Levy’s Muster are over: cleared before the next Levy"));
      reset (ctx, "levy", "levy clear");
    }
  for (int k = 0; k < INFERNO_N_WAR_EVENTS; k++)
    {
      int card = cas_game_find_card (work->game, inferno_war_event_ids[k]);
      if (card < 0 || CAS_GLOBAL (work, INFERNO_G_WAR_0 + k) == 0)
        continue;
      const CasCard *c = cas_game_get_card (work->game, card);
      g_autofree char *action = g_strdup_printf ("war %s no", c->id);
      cas_explain_add (ex, "4.9.6,3.1.3", _("The War Event %s drawn by the %s this Levy is over: cleared before the next Levy"),
                       c->event_name ? cas_game_text (c->event_name) : c->id, cas_rules_side_name (work, c->side));
      reset (ctx, "war", action);
    }
}

/* 3.4: no more Levy actions than the Lordship (with the cards' bonuses), and an arrival
 * only of a Lord on the map (3.4.1); in the Levy only. */
void
inferno_levy_state_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex)
{
  if (!in_levy (t))
    return;
  for (int l = 0; l < INFERNO_LEVY_LORDS && l < (int) cas_game_get_n_lords (t->game); l++)
    {
      const char *id = cas_game_get_lord (t->game, l)->id;
      int spent = CAS_GLOBAL (t, INFERNO_G_LEVY_SPENT_0 + l);
      int lordship = cas_game_get_lord (t->game, l)->lordship + inferno_lordship_bonus (t, l, NULL);
      if (spent > lordship)
        cas_audit_problem (a, ex, "3.4,1.5.3", g_strdup_printf ("levy %s spent %d", id, lordship),
                           _("%s is recorded with %d Levy actions spent this Muster, more than his Lordship of %d"),
                           cas_rules_lord_name (t, l), spent, lordship);
      if (arrived_raw (t, l) && !cas_table_lord_on_map (t, l))
        cas_audit_problem (a, ex, "3.4.1", g_strdup_printf ("levy %s arrived no", id),
                           _("%s is marked as arrived this Levy but is not on the map"), cas_rules_lord_name (t, l));
    }
}

char *
inferno_levy_state_line (const CasTable *t)
{
  GString *s = NULL;
  GString *spent = NULL, *arrived = NULL, *war = NULL;
  for (int l = 0; l < INFERNO_LEVY_LORDS && l < (int) cas_game_get_n_lords (t->game); l++)
    {
      const char *id = cas_game_get_lord (t->game, l)->id;
      int n = CAS_GLOBAL (t, INFERNO_G_LEVY_SPENT_0 + l);
      if (n > 0)
        {
          if (spent == NULL)
            spent = g_string_new ("Levy actions spent:");
          g_string_append_printf (spent, "%s %s %d", spent->len > 19 ? "," : "", id, n);
        }
      if (arrived_raw (t, l))
        {
          if (arrived == NULL)
            arrived = g_string_new ("Arrived this Levy:");
          g_string_append_printf (arrived, " %s", id);
        }
    }
  for (int k = 0; k < INFERNO_N_WAR_EVENTS; k++)
    if (CAS_GLOBAL (t, INFERNO_G_WAR_0 + k) > 0)
      {
        if (war == NULL)
          war = g_string_new ("War Events drawn this Levy:");
        g_string_append_printf (war, " %s", inferno_war_event_ids[k]);
      }
  GString *parts[] = { spent, arrived, war };
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      if (parts[i] == NULL)
        continue;
      if (s == NULL)
        s = g_string_new (NULL);
      else
        g_string_append_c (s, '\n');
      g_string_append (s, parts[i]->str);
      g_string_free (parts[i], TRUE);
    }
  return s ? g_string_free (s, FALSE) : NULL;
}
