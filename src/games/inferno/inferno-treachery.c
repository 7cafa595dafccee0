/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-treachery.c: the Treachery cards on the table (treachery, issue 17; 1.4.3,
 * 1.9.2, 4.1.1, 4.2.3, 4.9.6): which each side holds (a cell per side), the action
 * `treachery SIDE add|aside LORD,...`, the cards a side gains proposed where the rules
 * give them (Surrender 4.5.1, Sack 4.5.2, removal 4.4.5, Disband Beyond Service 3.3.1),
 * the Reset's set-aside (4.9.6) and the audit of the Plans. rules-decisions I100-I105. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "inferno-treachery.h"
#include "inferno-cells.h"

#include "cas-action.h"
#include "cas-action-words.h"
#include "cas-audit.h"
#include "cas-rules.h"

int
inferno_treachery_held (const CasTable *t, int side)
{
  return CAS_GLOBAL (t, INFERNO_G_TREACHERY_0 + side);
}

/* The place in the side's Plan of `lord`'s Treachery card, or -1. */
static int
plan_place (const CasTable *t, int side, int lord)
{
  for (int k = 0; k < CAS_MAX_PLAN; k++)
    if (CAS_GLOBAL (t, CAS_G_PLAN_0 + side * CAS_MAX_PLAN + k) == CAS_PLAN_TREACHERY (lord))
      return k;
  return -1;
}

/* 1.4.3, 4.1.1, 4.2.3: held and in the Plan (revealed: used), held (the deck), or aside.
 * A card in the Plan that the side does not hold is the audit's (I101). */
InfernoTreacheryWhere
inferno_treachery_where (const CasTable *t, int lord)
{
  int side = cas_game_get_lord (t->game, lord)->side;
  if (!(inferno_treachery_held (t, side) & (1 << lord)))
    return INFERNO_TREACHERY_ASIDE;
  int k = plan_place (t, side, lord);
  if (k < 0)
    return INFERNO_TREACHERY_DECK;
  return k < CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0 + side) ? INFERNO_TREACHERY_USED : INFERNO_TREACHERY_PLAN;
}

/* "Firenze, Lucca": the Lords of a mask, by name, in their order. */
static char *
lord_names (CasGame *game, int mask, gboolean ids)
{
  GString *s = g_string_new (NULL);
  for (guint l = 0; l < cas_game_get_n_lords (game) && l < 31; l++)
    if (mask & (1 << l))
      {
        const CasLord *lord = cas_game_get_lord (game, (int) l);
        g_string_append_printf (s, "%s%s", s->len ? (ids ? "," : ", ") : "", ids ? lord->id : lord->name);
      }
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------------------ */
/* treachery SIDE add|aside LORD,...: side in a->side, 0 add or 1 aside in a->field, the
 * Lords as a mask in a->value. */

static const char *const treachery_words[] = { "add", "aside" };

gboolean
inferno_treachery_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  if (!cas_action_parser_args (p, 3, 3))
    return FALSE;
  const char *side = cas_action_parser_word (p, 1);
  const char *what = cas_action_parser_word (p, 2);
  if ((a->side = cas_game_find_side (game, side)) < 0)
    return cas_action_parser_fail (p, _("“%s” must be %s or %s"), side, cas_game_get_side_id (game, 0),
                                   cas_game_get_side_id (game, 1));
  a->field = g_strcmp0 (what, treachery_words[0]) == 0 ? 0 : g_strcmp0 (what, treachery_words[1]) == 0 ? 1 : -1;
  if (a->field < 0)
    return cas_action_parser_fail (p, _("“%s” must be add or aside"), what);
  g_auto(GStrv) ids = g_strsplit (cas_action_parser_word (p, 3), ",", -1);
  a->value = 0;
  a->has_value = TRUE;
  for (int i = 0; ids[i]; i++)
    {
      int l = cas_game_find_lord (game, ids[i]);
      const CasLord *lord = l >= 0 ? cas_game_get_lord (game, l) : NULL;
      if (lord == NULL || l >= 31)
        return cas_action_parser_fail (p, _("unknown Lord “%s”"), ids[i]);
      if (!lord->treachery)
        return cas_action_parser_fail (p, _("%s has no Treachery card"), lord->name);
      if (lord->side != a->side)
        return cas_action_parser_fail (p, _("%s's Treachery card is not in the %s deck"), lord->name,
                                       cas_game_get_side_id (game, a->side));
      a->value |= 1 << l;
    }
  return TRUE;
}

void
inferno_treachery_print (CasGame *game, const CasAction *a, GString *s)
{
  g_autofree char *ids = lord_names (game, a->value, TRUE);
  g_string_append_printf (s, " %s %s %s", cas_game_get_side_id (game, a->side), treachery_words[a->field], ids);
}

/* Refuses what cannot be on the table: adding a card the side holds already (in its deck
 * or its Plan: not set aside, 1.4.3), setting aside one already aside. */
gboolean
inferno_treachery_apply (const CasAction *a, CasTable *t, GError **error)
{
  int *held = &CAS_GLOBAL (t, INFERNO_G_TREACHERY_0 + a->side);
  int clash = a->field == 0 ? (*held & a->value) : (a->value & ~*held);
  if (clash)
    {
      g_autofree char *who = lord_names (t->game, clash, FALSE);
      return a->field == 0
                 ? cas_words_fail (error, _("the %s hold the Treachery card of %s already, in their Command deck or their Plan (1.4.3)"),
                                   cas_rules_side_text (t, a->side), who)
                 : cas_words_fail (error, _("the Treachery card of %s is set aside already (1.4.3)"), who);
    }
  *held = a->field == 0 ? (*held | a->value) : (*held & ~a->value);
  return TRUE;
}

char *
inferno_treachery_describe (const CasAction *a, const CasTable *before)
{
  g_autofree char *who = lord_names (before->game, a->value, FALSE);
  const char *side = cas_game_get_side_name (before->game, a->side);
  return a->field == 0 ? g_strdup_printf (_("The %s add Treachery cards to their Command deck: %s"), side, who)
                       : g_strdup_printf (_("The %s set Treachery cards aside: %s"), side, who);
}

/* ------------------------------------------------------------------------ */
/* Proposals. */

/* The cards of `side` already proposed for adding in `actions` (NULL-terminated or a
 * GPtrArray's pdata of `n`). */
static int
proposed_mask (CasGame *game, int side, const char *const *actions, guint n)
{
  int mask = 0;
  for (guint i = 0; i < n; i++)
    {
      if (!g_str_has_prefix (actions[i], "treachery "))
        continue;
      g_autoptr(CasAction) a = cas_action_parse (game, actions[i], NULL);
      if (a && a->kind == CAS_ACTION_GAME && a->side == side && a->field == 0)
        mask |= a->value;
    }
  return mask;
}

/* 6.0 REMOVE FROM PLAY: the Command cards of the Lords a scenario removes, their Treachery
 * card with them, go back to the game box: no side can add them (I102). */
static int
scenario_removed_mask (const CasTable *t)
{
  const CasScenario *sc = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int mask = 0;
  for (guint i = 0; sc && sc->removed && i < sc->removed->len; i++)
    {
      int l = g_array_index (sc->removed, int, i);
      if (l >= 0 && l < 31)
        mask |= 1 << l;
    }
  return mask;
}

/* 6.0: the Lord's Treachery card went back to the game box with his Command card (I102). */
gboolean
inferno_treachery_boxed (const CasTable *t, int lord)
{
  return lord >= 0 && lord < 31 && (scenario_removed_mask (t) & (1 << lord)) != 0;
}

/* 1.4.3: the side selects which set-aside cards to add, unseen by the other; Castellan
 * proposes the first set aside in the order of the Lords (I102), of the Lords in the game
 * (6.0). */
int
inferno_treachery_gain (const CasTable *t, int side, int n, GPtrArray *list, CasExplain *ex)
{
  CasGame *game = t->game;
  int taken = inferno_treachery_held (t, side);
  int mask = 0, got = 0;

  if (n <= 0)
    return 0;
  int boxed = scenario_removed_mask (t) & ~taken, sides = 0;
  for (guint l = 0; l < cas_game_get_n_lords (game) && l < 31; l++)
    if (cas_game_get_lord (game, (int) l)->side == side && cas_game_get_lord (game, (int) l)->treachery)
      sides |= 1 << l;
  boxed &= sides;
  taken |= boxed;
  taken |= proposed_mask (game, side, cas_explain_get_actions (ex), cas_explain_get_n_actions (ex));
  if (list)
    taken |= proposed_mask (game, side, (const char *const *) list->pdata, list->len);
  for (guint l = 0; l < cas_game_get_n_lords (game) && l < 31 && got < n; l++)
    {
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      if (lord->side != side || !lord->treachery || (taken & (1 << l)))
        continue;
      mask |= 1 << l;
      got++;
    }
  /* Said only where it changed the proposal: the removed Lords' cards before the last one
   * proposed, or all of them when too few are left. */
  int last = 0;
  for (int l = 0; l < 31; l++)
    if (mask & (1 << l))
      last = l;
  if (got == n)
    boxed &= (1 << last) - 1;
  if (boxed)
    {
      g_autofree char *out = lord_names (game, boxed, FALSE);
      cas_explain_addn (ex, "6.0,1.4.3", (boxed & (boxed - 1)) ? 2 : 1, /* one Lord or more */
                        "The scenario removed %s from play: his Treachery card is in the game box, not set aside",
                        "The scenario removed %s from play: their Treachery cards are in the game box, not set aside", out);
    }
  if (got == 0)
    {
      cas_explain_add (ex, "1.4.3", _("The %s have no Treachery card left set aside: they add none"), cas_rules_side_name (t, side));
      return 0;
    }
  g_autofree char *ids = lord_names (game, mask, TRUE);
  g_autofree char *names = lord_names (game, mask, FALSE);
  cas_explain_addn (ex, "1.4.3", got,
                    "The %s choose %d Treachery card from those set aside, unseen by the other side, for their "
                    "next Plan; Castellan proposes the first in the order of the Lords (%s)",
                    "The %s choose %d Treachery cards from those set aside, unseen by the other side, for their "
                    "next Plan; Castellan proposes the first in the order of the Lords (%s)",
                    cas_rules_side_name (t, side), got, names);
  if (got < n)
    cas_explain_addn (ex, "1.4.3", got,
                      "Only %d Treachery card of the %s is set aside: the rest are not added",
                      "Only %d Treachery cards of the %s are set aside: the rest are not added",
                      got, cas_rules_side_name (t, side));
  g_autofree char *action = g_strdup_printf ("treachery %s add %s", cas_game_get_side_id (game, side), ids);
  if (list)
    g_ptr_array_add (list, g_steal_pointer (&action));
  else
    cas_explain_propose (ex, "%s", action);
  return got;
}

/* 4.9.6 Reset: every Treachery card in either side's Plan this Campaign is set aside,
 * used or not (1.4.3, 1.9.2). The Plans are cleared after this (the series' Reset). */
void
inferno_treachery_reset (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex)
{
  CasGame *game = work->game;
  gboolean any = FALSE;
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int mask = 0;
      for (int k = 0; k < CAS_MAX_PLAN; k++)
        {
          int lord = cas_plan_treachery_lord (CAS_GLOBAL (work, CAS_G_PLAN_0 + side * CAS_MAX_PLAN + k));
          if (lord >= 0 && lord < 31)
            mask |= 1 << lord;
        }
      /* Only cards the side holds can be set aside; one it never held is the audit's. */
      mask &= inferno_treachery_held (work, side);
      if (mask == 0)
        continue;
      g_autofree char *names = lord_names (game, mask, FALSE);
      g_autofree char *ids = lord_names (game, mask, TRUE);
      g_autofree char *action = g_strdup_printf ("treachery %s aside %s", cas_game_get_side_id (game, side), ids);
      cas_explain_add (ex, "4.9.6,1.4.3,1.9.2",
                       _("The %s set aside the Treachery cards of their Plan, used or not: %s"), cas_rules_side_name (work, side),
                       names);
      reset (ctx, "treachery", action);
      any = TRUE;
    }
  if (!any)
    cas_explain_add (ex, "4.9.6,1.4.3", _("No Treachery card was in either side’s Plan this Campaign: none to set aside"));
}

/* 4.1.1: a Plan may hold a Treachery card only once its side has added it (1.4.3). */
void
inferno_treachery_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex)
{
  CasGame *game = t->game;
  /* 6.0 (I102): a card of a Lord the scenario removed is in the game box; held, it is
   * flagged, and setting it aside is proposed while it is in the Command deck. */
  int boxed = scenario_removed_mask (t);
  for (int side = 0; side < CAS_N_SIDES; side++)
    for (int lord = 0; lord < 31; lord++)
      if ((boxed & inferno_treachery_held (t, side)) & (1 << lord))
        cas_audit_problem (a, ex, "6.0,1.4.3",
                           inferno_treachery_where (t, lord) == INFERNO_TREACHERY_DECK
                             ? g_strdup_printf ("treachery %s aside %s", cas_game_get_side_id (game, side),
                                                cas_game_get_lord (game, lord)->id)
                             : NULL,
                           _("The %s hold the Treachery card of %s, whom the scenario removed from play: that card is "
                             "in the game box (rules-decisions I102)"),
                           cas_rules_side_name (t, side), cas_rules_lord_name (t, lord));
  /* A Plan recorded during the Levy is last Campaign's (the series' check of Plans). */
  if (CAS_GLOBAL (t, CAS_G_PHASE) != CAS_PHASE_CAMPAIGN)
    return;
  for (int side = 0; side < CAS_N_SIDES; side++)
    for (int k = 0; k < CAS_MAX_PLAN; k++)
      {
        int lord = cas_plan_treachery_lord (CAS_GLOBAL (t, CAS_G_PLAN_0 + side * CAS_MAX_PLAN + k));
        if (lord < 0 || lord >= 31 || (inferno_treachery_held (t, side) & (1 << lord)))
          continue;
        cas_audit_problem (a, ex, "4.1.1,1.4.3",
                           g_strdup_printf ("treachery %s add %s", cas_game_get_side_id (game, side),
                                            cas_game_get_lord (game, lord)->id),
                           _("The Plan of the %s holds the Treachery card of %s, which they have not added to their Command "
                             "deck; a Plan may use a Treachery card only once it was added (if it was and is not recorded, "
                             "record it)"),
                           cas_rules_side_name (t, side), cas_rules_lord_name (t, lord));
      }
}

/* "Treachery cards: Guelphs Firenze (in the Plan), Lucca; Ghibellines none". */
char *
inferno_treachery_line (const CasTable *t)
{
  CasGame *game = t->game;
  static const char *const where_words[] = { "", "", " (in the Plan)", " (used)" };
  if (inferno_treachery_held (t, 0) == 0 && inferno_treachery_held (t, 1) == 0)
    return NULL;
  GString *s = g_string_new ("Treachery cards held:");
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int n = 0;
      g_string_append_printf (s, "%s %s", side ? ";" : "", cas_game_get_side_id (game, side));
      for (guint l = 0; l < cas_game_get_n_lords (game) && l < 31; l++)
        if (inferno_treachery_held (t, side) & (1 << l))
          g_string_append_printf (s, "%s %s%s", n++ ? "," : "", cas_game_get_lord (game, (int) l)->id,
                                  where_words[inferno_treachery_where (t, (int) l)]);
      if (n == 0)
        g_string_append (s, " none");
    }
  return g_string_free (s, FALSE);
}
