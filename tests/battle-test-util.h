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

/* Properties of every Battle, Storm or Sally that ended (test-battle.c and
 * test-inferno-property.c run thousands of random ones): it ends by the rules, not by the
 * engine's guard; every unit a fighter had (a Lord, or an Inferno Comune from its own mat)
 * ends standing, back from the Rout or lost, never both Routed and Unrouted; the fates agree
 * with the kind of fight and the winner with the Routs and Concessions (4.4.3, 4.5.2); every
 * die is 1-6 and saved exactly within its range; Walls never cancel more Hits than struck;
 * Captured knights (Inferno 4.4.4, 4.5.2) are lost units of a Knights' Quarter type, counted
 * per side. */
static inline void
battle_check_invariants (CasBattle *b, const CasTable *before, const CasBattleSetup *s, const CasBattleResult *r, int max_rounds)
{
  int n_att = cas_battle_get_n_lords (b, CAS_ATTACKER);
  int n_def = cas_battle_get_n_lords (b, CAS_DEFENDER);
  gboolean all_routed[2] = { TRUE, TRUE };
  gboolean any_standing[2] = { FALSE, FALSE };
  int captured[2][CAS_MAX_FORCES] = { { 0 } };
  int fired = 0;

  g_assert_true (r->winner == CAS_ATTACKER || r->winner == CAS_DEFENDER);
  g_assert_cmpint (r->rounds, <, 200);   /* every Battle ends, not by the engine's guard */
  g_assert_cmpuint (r->lord_ends->len, ==, (guint) (n_att + n_def));
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < (side ? n_def : n_att); i++)
      {
        const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, (guint) (side ? n_att + i : i));
        int lord_id = cas_battle_get_lord (b, side, i);
        int standing = 0;
        g_assert_cmpint (e->lord, ==, lord_id);
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          {
            int start = cas_battle_lord_forces (before, lord_id, u);
            /* A unit that went over to the other side (CAS_BATTLE_EVENT_DEFECTION). */
            if (r->defect_moved > 0 && u == r->defect_unit)
              start += (lord_id == r->defect_to) - (lord_id == r->defect_from);
            const CasUnit *unit = u < (int) cas_game_get_n_units (before->game) ? cas_game_get_unit (before->game, u) : NULL;
            /* Conserved: every unit ends up standing, back from the Rout, or lost; but for
             * the one a SIEGE_FIRE Event removes before the fight (Inferno's Greek Fire). */
            int ends = e->unrouted[u] + e->recovered[u] + e->lost[u];
            if (start != ends)
              {
                g_assert_true ((s->events[0] | s->events[1]) & CAS_BATTLE_EVENT_SIEGE_FIRE);
                g_assert_cmpint (start - ends, ==, 1);
                g_assert_cmpint (++fired, ==, 1);
                start--;
              }
            g_assert_cmpint (e->recovered[u], <=, e->routed[u]);
            g_assert_cmpint (e->routed[u], <=, start);
            g_assert_cmpint (MIN (MIN (e->unrouted[u], e->recovered[u]), MIN (e->lost[u], e->routed[u])), >=, 0);
            /* Captured knights are lost units of a Knights' Quarter type (Inferno 4.4.4). */
            g_assert_cmpint (e->captured[u], >=, 0);
            g_assert_cmpint (e->captured[u], <=, e->lost[u]);
            if (e->captured[u] > 0)
              g_assert_true (unit != NULL && unit->knights_quarter);
            captured[side][u] += e->captured[u];
            if (e->fate == CAS_FATE_REMOVED)
              {
                g_assert_cmpint (e->unrouted[u], ==, 0);
                g_assert_cmpint (e->recovered[u], ==, 0);
              }
            else
              {
                /* No unit both Routed and Unrouted. */
                g_assert_cmpint (e->unrouted[u] + e->routed[u], ==, start);
                g_assert_cmpint (e->lost[u] + e->recovered[u], ==, e->routed[u]);
              }
            standing += start - e->routed[u];
          }
        if (standing > 0)
          all_routed[side] = FALSE, any_standing[side] = TRUE;
        if (side == r->winner)
          g_assert_true (e->fate == CAS_FATE_WON || e->fate == CAS_FATE_REMOVED);
        else if (s->kind == CAS_BATTLE_STORM && side == CAS_ATTACKER)
          g_assert_true (e->fate == CAS_FATE_STAYS || e->fate == CAS_FATE_REMOVED);
        else if (s->kind == CAS_BATTLE_SALLY && side == CAS_ATTACKER)
          g_assert_true (e->fate == CAS_FATE_WITHDRAW || e->fate == CAS_FATE_REMOVED);
        else
          g_assert_true (e->fate != CAS_FATE_WON && e->fate != CAS_FATE_STAYS);
        if (e->fate == CAS_FATE_RETREAT)
          {
            g_assert_cmpint (e->to_locale, >=, 0);
            g_assert_cmpint (e->service_shift, ==, (e->service_roll + 1) / 2);
          }
        else
          g_assert_cmpint (e->service_roll, ==, 0);
      }
  /* The winner's side agrees with the Routs and Concessions (4.4.3, 4.5.2). */
  int loser = 1 - r->winner;
  if (s->kind == CAS_BATTLE_STORM)
    {
      gboolean defenders_out = all_routed[CAS_DEFENDER] && (!cas_battle_has_garrison (b) || r->garrison_lost > 0);
      if (r->winner == CAS_ATTACKER)
        {
          g_assert_false (r->conceded[CAS_ATTACKER]);
          g_assert_true (defenders_out);
          g_assert_true (r->sacked);
        }
      else
        g_assert_true (r->conceded[CAS_ATTACKER] || r->rounds == max_rounds || all_routed[CAS_ATTACKER]);
      g_assert_false (r->conceded[CAS_DEFENDER]);
    }
  else
    {
      if (r->conceded[loser])
        g_assert_false (r->conceded[r->winner]);
      else
        {
          g_assert_false (r->conceded[r->winner]);
          g_assert_true (all_routed[loser]);
          g_assert_true (any_standing[r->winner]);
        }
      g_assert_false (r->sacked);
    }
  /* The Captured per side are its fighters' (and in a Sack the Garrison's), or none at all
   * in a fight without Knights' Quarter. */
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    {
      g_assert_cmpint (r->garrison_captured[u], >=, 0);
      captured[CAS_DEFENDER][u] += r->garrison_captured[u];
      for (int side = 0; side < 2; side++)
        g_assert_true (r->captured[side][u] == captured[side][u] || r->captured[side][u] == 0);
    }
  /* Every roll is a die, saved exactly when within its range. */
  for (guint i = 0; i < r->steps->len; i++)
    {
      const CasBattleStep *st = &g_array_index (r->steps, CasBattleStep, i);
      g_assert_cmpint (st->cancelled, <=, st->hits);
      g_assert_cmpint (st->crossbow_hits, <=, st->hits);
      g_assert_cmpint (st->round, <=, r->rounds);
      for (guint k = 0; k < st->rolls->len; k++)
        {
          const CasBattleRoll *ro = &g_array_index (st->rolls, CasBattleRoll, k);
          g_assert_cmpint (ro->die, >=, ro->range > 0 ? 1 : 0);
          g_assert_cmpint (ro->die, <=, 6);
          g_assert_cmpint (ro->saved, ==, ro->range > 0 && ro->die <= ro->range);
        }
    }
}

/* The Lords of game side `side` on the map, shuffled (the random Battles of test-battle.c
 * and test-inferno-property.c); returns how many. */
static inline int
battle_random_lords (GRand *rand, const CasTable *t, int side, int *out)
{
  int n = 0;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP && cas_rules_lord_side (t, (int) l) == side)
      out[n++] = (int) l;
  for (int i = n - 1; i > 0; i--)
    {
      int k = g_rand_int_range (rand, 0, i + 1), tmp = out[i];
      out[i] = out[k], out[k] = tmp;
    }
  return n;
}

/* A random fight on the table: its kind, a Locale (a Stronghold for a Storm or Sally),
 * the Attacking game side (the Stronghold's holder Sallies, the other side Storms) and
 * 1-4 Lords a side of those on the map (none inside for a Storm at times), shuffled in
 * `lords`, how many in `n`. FALSE when the draw cannot be fought. */
static inline gboolean
battle_random_place (GRand *rand, const CasTable *t, CasBattleKind *kind, int *loc, int *att_side,
                     int lords[2][CAS_BATTLE_MAX_LORDS], int n[2])
{
  int n_locales = (int) cas_game_get_n_locales (t->game);
  *kind = (CasBattleKind) g_rand_int_range (rand, 0, 3);
  do
    *loc = g_rand_int_range (rand, 0, n_locales);
  while (*kind != CAS_BATTLE_FIELD && !cas_rules_is_stronghold (t, *loc));
  int holder = cas_rules_holder (t, *loc);
  if (*kind != CAS_BATTLE_FIELD && holder < 0)
    return FALSE;
  *att_side = *kind == CAS_BATTLE_FIELD ? g_rand_int_range (rand, 0, 2) : *kind == CAS_BATTLE_STORM ? 1 - holder : holder;
  n[0] = battle_random_lords (rand, t, *att_side, lords[0]);
  n[1] = battle_random_lords (rand, t, 1 - *att_side, lords[1]);
  if (n[0] == 0 || (n[1] == 0 && *kind != CAS_BATTLE_STORM))
    return FALSE;
  n[0] = g_rand_int_range (rand, 1, MIN (n[0], 4) + 1);
  n[1] = g_rand_int_range (rand, *kind == CAS_BATTLE_STORM ? 0 : 1, MIN (n[1], 4) + 1);
  return TRUE;
}

/* A random setup of a fight of `kind` at `loc` between the first n[0] Lords of lords[0]
 * (Attacking) and n[1] of lords[1]: the Active Lord, where he came from, Concessions, the
 * Held Events `events` draws for each battle side, Withdrawal, the record, who Sallies in
 * a Relief and Flanking Lords who absorb Hits (4.4.1, 4.4.2). FALSE when no Lord can be
 * the Active one. */
static inline gboolean
battle_random_setup (GRand *rand, const CasTable *t, CasBattleSetup *s, CasBattleKind kind, int loc,
                     int lords[2][CAS_BATTLE_MAX_LORDS], const int n[2],
                     guint (*events) (GRand *rand, int battle_side, gpointer data), gpointer data)
{
  CasGame *game = t->game;
  int active = -1;
  for (int i = 0; i < n[0] && active < 0; i++)
    if (cas_rules_besieged (t, lords[0][i]) == (kind == CAS_BATTLE_SALLY))
      active = lords[0][i];
  /* A Relief: the table shows every Lord of the side there as Besieged; the Active Lord
   * is the one who Approached from outside (rules decision #62). */
  gboolean relief = active < 0 && kind == CAS_BATTLE_FIELD;
  if (relief)
    active = lords[0][0];
  if (active < 0)
    return FALSE;
  cas_battle_setup_init (s, kind, loc, active);
  const CasLocale *l = cas_game_get_locale (game, loc);
  if ((relief || g_rand_boolean (rand)) && l->ways->len > 0)
    {
      const CasWay *w = cas_game_get_way (game, g_array_index (l->ways, int, g_rand_int_range (rand, 0, (int) l->ways->len)));
      s->from_locale = w->locales[0] != loc ? w->locales[0] : w->locales[1];
    }
  for (int side = 0; side < 2; side++)
    {
      s->concede_round[side] = g_rand_int_range (rand, 0, 8) < 6 ? 0 : g_rand_int_range (rand, 1, 4);
      s->events[side] = events (rand, side, data);
    }
  s->event_lord = lords[g_rand_int_range (rand, 0, 2)][0];
  s->withdraw = g_rand_boolean (rand);
  s->record = g_rand_boolean (rand);
  /* Who Sallies in a Relief (default: all the Besieged), and Flanking Lords who absorb
   * Hits (4.4.2), drawn from the Lords there. */
  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      s->sally_chosen = TRUE;
      for (int i = 0; i < n[0]; i++)
        if (g_rand_boolean (rand))
          s->sally_lords[s->n_sally_lords++] = lords[0][i];
    }
  if (g_rand_int_range (rand, 0, 3) == 0)
    for (int side = 0; side < 2; side++)
      for (int i = 0; i < n[side]; i++)
        if (g_rand_boolean (rand))
          s->absorb[s->n_absorb++] = lords[side][i];
  return TRUE;
}

/* The markers of a random fight at `loc` of `kind`, as actions added to `acts`: at a
 * Stronghold a Siege marker (none half the time for a field Battle there: else a Relief,
 * 4.4.1) and Walls half the time (the random Battles of test-battle.c and
 * test-inferno-property.c). */
static inline void
battle_random_markers (GRand *rand, const CasTable *t, CasBattleKind kind, int loc, GPtrArray *acts)
{
  const char *loc_id = cas_game_get_locale (t->game, loc)->id;
  if (cas_rules_is_stronghold (t, loc))
    g_ptr_array_add (acts, g_strdup_printf ("marker %s siege %d", loc_id,
                                            kind == CAS_BATTLE_FIELD && g_rand_boolean (rand) ? 0 : g_rand_int_range (rand, 1, 5)));
  if (cas_rules_is_stronghold (t, loc) && g_rand_boolean (rand))
    g_ptr_array_add (acts, g_strdup_printf ("marker %s walls 1", loc_id));
}

/* Random Forces of every unit type of the game for Lord `id` (none half the time, else 1
 * to 3), at least 1 Men-at-Arms, as actions added to `acts`. */
static inline void
battle_random_forces (GRand *rand, CasGame *game, GPtrArray *acts, const char *id)
{
  int total = 0;
  for (int u = 0; u < (int) cas_game_get_n_units (game); u++)
    {
      int c = g_rand_int_range (rand, 0, 10);
      c = c < 5 ? 0 : c < 8 ? 1 : c - 6;
      total += c;
      g_ptr_array_add (acts, g_strdup_printf ("forces %s %s %d", id, cas_game_get_unit (game, u)->id, c));
    }
  if (total == 0)
    g_ptr_array_add (acts, g_strdup_printf ("forces %s men_at_arms 1", id));
}

/* The proposed actions of a recorded fight apply, and leave each Lord (and Inferno Comune)
 * the units he kept; a Lord removed is out of play, but a Podestà, who Disbands to the
 * Calendar (Inferno 4.4.5, 3.3.1). */
static inline void
battle_check_applied (CasJournal *j, const CasBattleResult *r)
{
  g_autoptr(GError) error = NULL;
  if (!cas_journal_do_many (j, cas_explain_get_actions (r->explain), &error))
    g_error ("%s", error->message);
  const CasTable *t = cas_journal_get_table (j);
  for (guint i = 0; i < r->lord_ends->len; i++)
    {
      const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, i);
      if (e->fate == CAS_FATE_REMOVED && !CAS_BATTLE_IS_COMUNE (e->lord))
        g_assert_cmpint (CAS_LORD (t, e->lord, CAS_L_STATE), ==,
                         cas_game_get_lord (t->game, e->lord)->podesta ? CAS_LORD_CALENDAR : CAS_LORD_REMOVED);
      else if (e->fate != CAS_FATE_REMOVED)
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          g_assert_cmpint (cas_battle_lord_forces (t, e->lord, u), ==, e->unrouted[u] + e->recovered[u]);
    }
}
