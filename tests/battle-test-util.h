/* SPDX-License-Identifier: GPL-3.0-or-later */
/* battle-test-util.h: what the Battle tests of every game share (tests/test-battle.c,
 * tests/test-inferno-battle.c): a result's Spoils and proposed actions as text. */
#pragma once

#include "castellan.h"

/* A Lord's id in the expectations: "garrison" for a Storm's Garrison, "-" for nobody. */
static inline const char *
battle_lord_id (CasGame *game, int lord)
{
  if (lord == CAS_BATTLE_GARRISON)
    return "garrison";
  return lord < 0 && !CAS_BATTLE_IS_COMUNE (lord) ? "-" : cas_battle_lord_id (game, lord);   /* battle-comune: a Comune too */
}

/* One roll: "W<top>:<die><c|->" for Walls or Siegeworks; "[*][!]<unit>/<lord> <top>:<die><s|R>"
 * for Protection (* a Capability's re-roll, ! a unit the striking side selected, Inferno
 * 4.4.2); "[!]<unit>/<lord> R" for a unit removed without a roll. */
static inline void
battle_roll_str (CasGame *game, const char *const *uabbr, GString *s, const CasBattleRoll *r)
{
  if (r->walls)
    g_string_append_printf (s, "W%d:%d%s", r->range, r->die, r->saved ? "c" : "-");
  else if (r->die == 0)
    g_string_append_printf (s, "%s%s/%s R", r->selected ? "!" : "", uabbr[r->force], battle_lord_id (game, r->lord));
  else
    g_string_append_printf (s, "%s%s%s/%s %d:%d%s", r->reroll ? "*" : "", r->selected ? "!" : "", uabbr[r->force],
                            battle_lord_id (game, r->lord), r->range, r->die, r->saved ? "s" : "R");
}

/* One line per Strike at one Lord: "R<round> <A|D> <step> ><Lord struck> <Hits>h [<n>x]
 * [<n>w] [S] [~<absorber>] [rally] [defect]: rolls" (rally: the Lord's own re-rolls, no Strike;
 * defect: a DEFECTION Event's rolls before Round 1's Strikes). */
static inline char *
battle_steps_str (CasGame *game, const char *const *uabbr, CasBattle *b, const CasBattleResult *r)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < r->steps->len; i++)
    {
      const CasBattleStep *st = &g_array_index (r->steps, CasBattleStep, i);
      g_string_append_printf (s, "%sR%d %c %s >%s %dh", i ? "\n" : "", st->round, st->side == CAS_ATTACKER ? 'A' : 'D',
                              cas_battle_step_id (b, st->step), battle_lord_id (game, st->target), st->hits);
      if (st->crossbow_hits)
        g_string_append_printf (s, " %dx", st->crossbow_hits);
      if (st->cancelled)
        g_string_append_printf (s, " %dw", st->cancelled);
      if (st->sallying)
        g_string_append (s, " S");
      if (st->absorbed_by != -1)
        g_string_append_printf (s, " ~%s", battle_lord_id (game, st->absorbed_by));
      if (st->rally)   /* battle-distr: a card's Armor re-rolls of Routed units (Inferno F21) */
        g_string_append (s, " rally");
      if (st->defection)   /* battle-distr: a DEFECTION Event's rolls (Inferno S16) */
        g_string_append (s, " defect");
      g_string_append_c (s, ':');
      for (guint k = 0; k < st->rolls->len; k++)
        {
          g_string_append (s, k ? ", " : " ");
          battle_roll_str (game, uabbr, s, &g_array_index (st->rolls, CasBattleRoll, k));
        }
    }
  return g_string_free (s, FALSE);
}

/* The Loss ("L <unit>/<lord> <top>:<die><s|R>") and Service ("Svc <lord> <die>") rolls. */
static inline char *
battle_end_str (CasGame *game, const char *const *uabbr, const CasBattleResult *r)
{
  GString *s = g_string_new (NULL);
  for (guint k = 0; k < r->end_rolls->len; k++)
    {
      const CasBattleRoll *ro = &g_array_index (r->end_rolls, CasBattleRoll, k);
      if (k)
        g_string_append (s, ", ");
      if (ro->force < 0)
        g_string_append_printf (s, "Svc %s %d", battle_lord_id (game, ro->lord), ro->die);
      else
        g_string_append_printf (s, "L %s/%s %d:%d%s", uabbr[ro->force], battle_lord_id (game, ro->lord), ro->range, ro->die,
                                ro->saved ? "s" : "R");
    }
  return g_string_free (s, FALSE);
}

/* "<lord> <fate>[><Locale>] -<unit><n> (lost) +<unit><n> (returned) !<unit><n> (Captured,
 * Inferno 4.4.4) svc<boxes>", a line per Lord. */
static inline char *
battle_fates_str (CasGame *game, const char *const *uabbr, const CasBattleResult *r)
{
  static const char *const fates[] = { "won", "retreat", "withdraw", "removed", "stays" };
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < r->lord_ends->len; i++)
    {
      const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, i);
      g_string_append_printf (s, "%s%s %s", i ? "\n" : "", battle_lord_id (game, e->lord), fates[e->fate]);
      if (e->to_locale >= 0)
        g_string_append_printf (s, ">%s", cas_game_get_locale (game, e->to_locale)->id);
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        if (e->lost[u])
          g_string_append_printf (s, " -%s%d", uabbr[u], e->lost[u]);
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        if (e->recovered[u])
          g_string_append_printf (s, " +%s%d", uabbr[u], e->recovered[u]);
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        if (e->captured[u])
          g_string_append_printf (s, " !%s%d", uabbr[u], e->captured[u]);
      if (e->service_shift)
        g_string_append_printf (s, " svc%d", e->service_shift);
    }
  return g_string_free (s, FALSE);
}

/* "prov2 coin1 loot1": the Spoils by the game's Asset ids. */
static inline char *
battle_spoils_str (CasGame *game, const CasBattleResult *r)
{
  GString *s = g_string_new (NULL);
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    if (r->spoils[a])
      g_string_append_printf (s, "%s%s%d", s->len ? " " : "", cas_game_asset_id (game, a), r->spoils[a]);
  return g_string_free (s, FALSE);
}

/* The proposed actions joined by "; ". */
static inline char *
battle_actions_str (const CasBattleResult *r)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < cas_explain_get_n_actions (r->explain); i++)
    g_string_append_printf (s, "%s%s", i ? "; " : "", cas_explain_get_action (r->explain, i));
  return g_string_free (s, FALSE);
}

/* battlecards (issue 17): the hand-worked Battle cases' fixtures, shared by
 * tests/test-inferno-battle.c and tests/test-inferno-battle-cards.c. */

#include <string.h>

/* A new game of `scenario` after `actions` (separated by ';'), each of which must apply. */
static inline CasJournal *
battle_position (CasGame *game, const char *scenario, const char *actions)
{
  CasJournal *j = cas_journal_new (game, cas_game_find_scenario (game, scenario), NULL);
  g_auto(GStrv) acts = g_strsplit (actions, ";", -1);
  for (char **a = acts; *a; a++)
    {
      g_autoptr(GError) error = NULL;
      g_strstrip (*a);
      if (**a != '\0' && !cas_journal_do (j, *a, &error))
        g_error ("%s: %s", *a, error->message);
    }
  return j;
}

/* Runs the setup on `t` with exactly `dice` (all of them used); the Battle in *out. */
static inline CasBattleResult *
battle_fight (const CasTable *t, const CasBattleSetup *s, const char *dice, CasBattle **out)
{
  g_autoptr(GError) error = NULL;
  CasBattle *b = cas_battle_new (t, s, &error);
  g_assert_no_error (error);
  g_autoptr(CasDice) d = cas_dice_new_from_string (dice, &error);
  g_assert_no_error (error);
  CasBattleResult *r = cas_battle_run (b, d, &error);
  g_assert_no_error (error);
  /* Every die given was needed. */
  g_auto(GStrv) parts = g_strsplit_set (dice, ", ", -1);
  guint n = 0;
  for (char **p = parts; *p; p++)
    n += **p != '\0';
  g_assert_cmpuint (cas_dice_get_n_used (d), ==, n);
  *out = b;
  return r;
}

/* Whether a line of the explanation has `words` (and cites exactly `rules`, unless NULL). */
static inline gboolean
battle_explained (const CasBattleResult *r, const char *words, const char *rules)
{
  for (guint i = 0; i < cas_explain_get_n_lines (r->explain); i++)
    {
      const CasExplainLine *line = cas_explain_get_line (r->explain, i);
      g_autofree char *cites = line->rules ? g_strjoinv (",", line->rules) : NULL;
      if (strstr (line->text, words) && (rules == NULL || g_strcmp0 (cites, rules) == 0))
        return TRUE;
    }
  return FALSE;
}

/* Records every action the result proposes, each of which must apply. */
static inline void
battle_apply_actions (CasJournal *j, const CasBattleResult *r)
{
  for (guint i = 0; i < cas_explain_get_n_actions (r->explain); i++)
    {
      g_autoptr(GError) error = NULL;
      g_assert_true (cas_journal_do (j, cas_explain_get_action (r->explain, i), &error));
      g_assert_no_error (error);
    }
}
