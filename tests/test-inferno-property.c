/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-property.c (issue 17, inferno-fuzz): properties of Inferno games over
 * seeded random play, in the style of test-journal.c and test-battle.c:
 *
 * - random actions, legal and not, from each of the six scenarios (6.0), in Inferno's
 *   whole action language (Allegiance, Ravaged, Ruins, Bypass and Siege markers, Comune
 *   mats, Levy state, War Events, Call to Arms, TAGLIA, Treachery cards, Captured knights,
 *   Carroccio, the End marker, settings ...): a refused action changes nothing, a done one
 *   is described; undo and redo at random; save and load give the same table and journal;
 *   undoing everything gives the set-up and redoing everything the same end;
 * - every calculator on the tables of those games (Feed, Pay, Disband, Levy, End of
 *   Campaign, Victory, the audit, Supply, Laden, Sail, Ravage/Forage/Tax/Surrender, Revolt,
 *   Treachery and Bribe, Exhaustion) answers or refuses with a message, never crashes, and
 *   explains itself with lines that are not empty;
 * - random Battles, Storms and Sallies with seeded dice keep the invariants of
 *   battle-test-util.h (units conserved and never negative, Hits accounted, Captured
 *   knights counted; 4.4, 4.5), and their proposed actions apply.
 *
 * CASTELLAN_PROPERTY_ROUNDS=N runs N times as many games and Battles (default 1). */
#include "castellan.h"
#include "battle-test-util.h"
#include "inferno-exhaustion.h"
#include "inferno-revolt.h"

#include <stdlib.h>
#include <string.h>

static CasGame *game;
static int rounds = 1;

/* Counts for the test's message. */
static struct {
  int actions, done, saves, calcs, refused_calcs, proposals;
} stats;

static const char *
rand_lord (GRand *rand)
{
  return cas_game_get_lord (game, g_rand_int_range (rand, 0, (int) cas_game_get_n_lords (game)))->id;
}

static const char *
rand_locale (GRand *rand)
{
  return cas_game_get_locale (game, g_rand_int_range (rand, 0, (int) cas_game_get_n_locales (game)))->id;
}

static const char *
rand_unit (GRand *rand)
{
  return cas_game_get_unit (game, g_rand_int_range (rand, 0, (int) cas_game_get_n_units (game)))->id;
}

static const char *
rand_asset (GRand *rand)
{
  return cas_game_get_asset (game, g_rand_int_range (rand, 0, (int) cas_game_get_n_assets (game)))->id;
}

static const char *
rand_side (GRand *rand)
{
  return cas_game_get_side_id (game, g_rand_int_range (rand, 0, 2));
}

static const char *
rand_card (GRand *rand)
{
  return cas_game_get_card (game, g_rand_int_range (rand, 0, (int) cas_game_get_n_cards (game)))->id;
}

static const char *
rand_marker_side (GRand *rand)
{
  int k = g_rand_int_range (rand, 0, 3);
  return k == 2 ? "none" : cas_game_get_side_id (game, k);
}

/* A Locale next to where the Lord stands (most moves then are legal), or any. */
static const char *
rand_destination (GRand *rand, const CasTable *t, int lord)
{
  int at = CAS_LORD (t, lord, CAS_L_LOCALE);
  if (CAS_LORD (t, lord, CAS_L_STATE) == CAS_LORD_MAP && at >= 0 && g_rand_int_range (rand, 0, 4))
    {
      const CasLocale *l = cas_game_get_locale (game, at);
      if (l->ways->len > 0)
        {
          const CasWay *w = cas_game_get_way (game, g_array_index (l->ways, int, g_rand_int_range (rand, 0, (int) l->ways->len)));
          return cas_game_get_locale (game, w->locales[0] != at ? w->locales[0] : w->locales[1])->id;
        }
    }
  return rand_locale (rand);
}

/* A Lord on the map half the time (where most actions apply), or any. */
static int
rand_lord_index (GRand *rand, const CasTable *t)
{
  int n = (int) cas_game_get_n_lords (game);
  for (int tries = 0; tries < 8 && g_rand_boolean (rand); tries++)
    {
      int l = g_rand_int_range (rand, 0, n);
      if (CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP)
        return l;
    }
  return g_rand_int_range (rand, 0, n);
}

/* One random action of Inferno's language (docs/cli.md, "The verbs"). */
static char *
random_action (GRand *rand, const CasTable *t)
{
  int li = rand_lord_index (rand, t);
  const char *lord = cas_game_get_lord (game, li)->id;
  const char *loc = rand_locale (rand);
  const char *side = rand_side (rand);
  int n = g_rand_int_range (rand, -2, 4);
  int v = ABS (n);
  const char *yes = g_rand_boolean (rand) ? "yes" : "no";
  static const char *const states[] = { "deck", "held", "this_levy", "this_campaign", "removed" };
  static const char *const vstates[] = { "ready", "muster", "unready", "aside", "removed" };
  static const char *const wars[] = { "f25", "f26", "s25", "s26" };

  /* Literal formats, so that -Wformat checks them. */
  switch (g_rand_int_range (rand, 0, 44))
    {
    case 0: case 1: case 2: case 3: return g_strdup_printf ("move %s %s", lord, rand_destination (rand, t, li));
    case 4: return g_strdup_printf ("muster %s %s", lord, loc);
    case 5: return g_strdup_printf ("disband %s", lord);
    case 6: return g_strdup_printf ("service %s %+d", lord, n);
    case 7: case 8: return g_strdup_printf ("forces %s %s %d", lord, rand_unit (rand), v);
    case 9: return g_strdup_printf ("routed %s %s %+d", lord, rand_unit (rand), n);
    case 10: case 11: return g_strdup_printf ("assets %s %s %d", lord, rand_asset (rand), v);
    case 12: return g_strdup_printf ("moved %s %s", lord, yes);
    case 13: return g_strdup_printf ("marker %s allegiance %d", loc, v % 3);
    case 14: return g_strdup_printf ("marker %s ravaged %s", loc, rand_marker_side (rand));
    case 15: return g_strdup_printf ("marker %s ruins %s", loc, rand_marker_side (rand));
    case 16: return g_strdup_printf ("marker %s bypass %s", loc, rand_marker_side (rand));
    case 17: return g_strdup_printf ("marker %s siege %d", loc, v);
    case 18: return g_strdup_printf ("marker %s walls %d", loc, v % 2);
    case 19: return g_strdup_printf ("levy %s spent %+d", lord, n);
    case 20: return g_strdup_printf ("levy %s arrived %s", lord, yes);
    case 21: return g_strdup ("levy clear");
    case 22: return g_strdup_printf ("war %s %s", wars[g_rand_int_range (rand, 0, 4)], yes);
    case 23: return g_strdup_printf ("cta %s %s", side, yes);
    case 24: return g_strdup_printf ("taglia %s %s", lord, yes);
    case 25: return g_strdup_printf ("treachery %s %s %s", side, g_rand_boolean (rand) ? "add" : "aside", lord);
    case 26: return g_strdup_printf ("captured %s %+d", side, n);
    case 27: return g_strdup_printf ("captured %s %s %+d", side, rand_unit (rand), n);
    case 28: return g_strdup_printf ("comune %s %s", lord, g_rand_boolean (rand) ? "in" : "out");
    case 29: return g_strdup_printf ("comune %s forces %s %d", lord, rand_unit (rand), v);
    case 30: return g_strdup_printf ("comune %s assets %s %d", lord, rand_asset (rand), v);
    case 31: return g_strdup_printf ("capability %s %s", rand_card (rand), lord);
    case 32: return g_strdup_printf ("capability %s %s_comune", rand_card (rand), lord);
    case 33: return g_strdup_printf ("card %s %s %s", rand_card (rand), states[g_rand_int_range (rand, 0, 5)], lord);
    case 34: return g_strdup_printf ("discard %s", rand_card (rand));
    case 35: return g_strdup_printf ("box %d", g_rand_int_range (rand, 1, 17));
    case 36: return g_strdup_printf ("phase %s", g_rand_boolean (rand) ? "levy" : "campaign");
    case 37: return g_rand_int_range (rand, 0, 4) ? g_strdup_printf ("end %d", g_rand_int_range (rand, 1, 17)) : g_strdup ("end off");
    case 38: return g_strdup_printf ("vp %s %+d", side, n);
    case 39: return g_strdup_printf ("carroccio %s %s", side, yes);
    case 40:
      {
        const CasSetting *s = cas_game_get_setting (game, g_rand_int_range (rand, 0, (int) cas_game_get_n_settings (game)));
        return g_strdup_printf ("option %s %s", s->id, s->values[g_rand_int_range (rand, 0, s->n_values)]);
      }
    case 41: return g_strdup_printf ("cylinder %s %d", lord, g_rand_int_range (rand, 0, 18));
    case 42:
      {
        const CasLord *l = cas_game_get_lord (game, li);
        if (l->n_vassals == 0)
          return g_strdup_printf ("remove %s", lord);
        const CasVassal *vs = cas_game_get_vassal (game, l->vassals[g_rand_int_range (rand, 0, l->n_vassals)]);
        return g_strdup_printf ("vassal %s %s %s", lord, vs->id, vstates[g_rand_int_range (rand, 0, 5)]);
      }
    default:
      return g_strdup_printf ("plan %s %s,%s,pass", side, lord, rand_lord (rand));
    }
}

/* ------------------------------------------------------------------------ */
/* Calculators. */

/* An explanation that is given says something: lines, none empty, all UTF-8; sections
 * cited are not empty either. */
static void
check_explain (const CasExplain *ex)
{
  g_assert_cmpuint (cas_explain_get_n_lines (ex), >, 0);
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    {
      const CasExplainLine *line = cas_explain_get_line (ex, i);
      g_assert_nonnull (line->text);
      g_assert_cmpuint (strlen (line->text), >, 0);
      g_assert_true (g_utf8_validate (line->text, -1, NULL));
      for (guint k = 0; line->rules && line->rules[k]; k++)
        g_assert_cmpuint (strlen (line->rules[k]), >, 0);
    }
  for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
    g_assert_cmpuint (strlen (cas_explain_get_action (ex, i)), >, 0);
}

/* The actions a calculator proposes apply to the table it was asked about. */
static void
check_proposals (CasJournal *j, const CasExplain *ex, const char *calculator)
{
  const char *const *acts = cas_explain_get_actions (ex);
  g_autoptr(GError) error = NULL;
  guint n_done = cas_journal_get_n_done (j);

  if (acts == NULL || acts[0] == NULL)
    return;
  if (!cas_journal_do_many (j, acts, &error))
    g_error ("%s proposed actions that do not apply: %s", calculator, error->message);
  stats.proposals++;
  cas_journal_undo_to (j, n_done);
}

/* A result or a refusal with a message. */
static void
check_answer (gboolean answered, GError *error)
{
  stats.calcs++;
  if (!answered)
    {
      g_assert_nonnull (error);
      g_assert_cmpuint (strlen (error->message), >, 0);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      stats.refused_calcs++;
    }
}

#define CALC(ex_, call_, free_, name_)                                                    \
  G_STMT_START                                                                           \
  {                                                                                      \
    g_autoptr(CasExplain) ex_ = cas_explain_new ();                                      \
    gpointer r_ = (call_);                                                               \
    g_assert_nonnull (r_);                                                               \
    free_ (r_);                                                                          \
    stats.calcs++;                                                                       \
    check_explain (ex_);                                                                 \
    check_proposals (j, ex_, name_);                                                     \
  }                                                                                      \
  G_STMT_END

/* Every calculator on the journal's table; the proposals of those whose --apply a table
 * uses are applied (and undone). */
static void
run_calculators (GRand *rand, CasJournal *j)
{
  g_autoptr(CasTable) t = cas_table_copy (cas_journal_get_table (j));
  int n_lords = (int) cas_game_get_n_lords (game);

  CALC (ex, cas_feed_compute (t, CAS_FEED_EXCUSE_AUTO, ex), cas_feed_result_free, "feed");
  CALC (ex, cas_pay_compute (t, -1, 0, ex), cas_pay_result_free, "pay");
  CALC (ex, cas_disband_compute (t, ex), cas_disband_result_free, "disband");
  CALC (ex, cas_levy_compute (t, ex), cas_levy_result_free, "levy");
  CALC (ex, cas_endcampaign_compute (t, ex), cas_endcampaign_free, "endcampaign");
  CALC (ex, cas_victory_compute (t, ex), cas_victory_free, "victory");
  CALC (ex, cas_audit_run (t, ex), cas_audit_free, "audit");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    InfernoExhaustion out;
    inferno_exhaustion (t, g_rand_int_range (rand, 0, 7), &out, ex);
    stats.calcs++;
    check_explain (ex);
    check_proposals (j, ex, "exhaustion");
  }
  for (int side = 0; side < 2; side++)
    {
      g_autoptr(CasExplain) ex = cas_explain_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(CasRevoltResult) r = cas_inferno_revolt (t, side, g_rand_int_range (rand, 1, 7), g_rand_int_range (rand, 1, 7),
                                                         g_rand_int_range (rand, 0, 3) ? -1 : g_rand_int_range (rand, 0, (int) cas_game_get_n_locales (game)),
                                                         ex, &error);
      check_answer (r != NULL, error);
      if (r)
        {
          check_explain (ex);
          check_proposals (j, ex, "revolt");
        }
    }
  for (int l = 0; l < n_lords; l++)
    {
      if (CAS_LORD (t, l, CAS_L_STATE) != CAS_LORD_MAP)
        continue;
      int at = CAS_LORD (t, l, CAS_L_LOCALE);
      if (g_rand_int_range (rand, 0, 3) == 0)
        CALC (ex, cas_pay_compute (t, l, g_rand_int_range (rand, 1, 4), ex), cas_pay_result_free, "pay --lord");
      {
        g_autoptr(CasExplain) ex = cas_explain_new ();
        g_autoptr(GError) error = NULL;
        g_autoptr(CasSupplyResult) r = cas_supply_compute (t, l, ex, &error);
        check_answer (r != NULL, error);
        if (r)
          {
            check_explain (ex);
            check_proposals (j, ex, "supply");
          }
      }
      {
        g_autoptr(CasExplain) ex = cas_explain_new ();
        g_autoptr(GError) error = NULL;
        g_autoptr(CasCommandsResult) r = cas_commands (t, l, ex, &error);
        check_answer (r != NULL, error);
        if (r)
          {
            check_explain (ex);
            check_proposals (j, ex, "ravage");
          }
      }
      {
        const CasLocale *here = cas_game_get_locale (game, at);
        int to = g_rand_int_range (rand, 0, (int) cas_game_get_n_locales (game));
        if (here->ways->len > 0 && g_rand_int_range (rand, 0, 4))
          {
            const CasWay *w = cas_game_get_way (game, g_array_index (here->ways, int, g_rand_int_range (rand, 0, (int) here->ways->len)));
            to = w->locales[0] != at ? w->locales[0] : w->locales[1];
          }
        g_autoptr(CasExplain) ex = cas_explain_new ();
        g_autoptr(GError) error = NULL;
        g_autoptr(CasLadenResult) r = cas_laden (t, &l, 1, to, ex, &error);
        check_answer (r != NULL, error);
        if (r)
          check_explain (ex);
        g_autoptr(CasExplain) ex2 = cas_explain_new ();
        g_autoptr(GError) error2 = NULL;
        g_autoptr(CasSailResult) s = cas_sail (t, &l, 1, to, ex2, &error2);
        check_answer (s != NULL, error2);
        if (s)
          check_explain (ex2);
      }
      {
        /* Treachery (4.7.5) at a random Locale with 1-3 Coin, the odds then the dice. */
        int target = g_rand_int_range (rand, 0, (int) cas_game_get_n_locales (game));
        g_autoptr(CasExplain) ex = cas_explain_new ();
        g_autoptr(GError) error = NULL;
        g_autofree CasTreacheryResult * r = cas_inferno_treachery_revolt (t, l, target, g_rand_int_range (rand, 1, 4), NULL, 0, ex, &error);
        check_answer (r != NULL, error);
        if (r)
          {
            check_explain (ex);
            g_assert_cmpfloat (r->chance, >=, 0.0);
            g_assert_cmpfloat (r->chance, <=, 1.0);
            int dice[3] = { g_rand_int_range (rand, 1, 7), g_rand_int_range (rand, 1, 7), g_rand_int_range (rand, 1, 7) };
            g_autoptr(CasExplain) ex2 = cas_explain_new ();
            g_autoptr(GError) error2 = NULL;
            if (r->n_dice >= 1 && r->n_dice <= 3)
              {
                g_autofree CasTreacheryResult * rolled = cas_inferno_treachery_revolt (t, l, target, r->coin, dice, r->n_dice, ex2, &error2);
                check_answer (rolled != NULL, error2);
                if (rolled)
                  {
                    check_explain (ex2);
                    check_proposals (j, ex2, "treachery --revolt");
                  }
              }
          }
      }
      {
        /* Bribe (4.7.6) of a random Vassal, the odds then a die. */
        int vassal = g_rand_int_range (rand, 0, (int) cas_game_get_n_vassals (game));
        int die = g_rand_int_range (rand, 1, 7);
        g_autoptr(CasExplain) ex = cas_explain_new ();
        g_autoptr(GError) error = NULL;
        g_autofree CasTreacheryResult * r = cas_inferno_bribe (t, l, vassal, &die, g_rand_boolean (rand), ex, &error);
        check_answer (r != NULL, error);
        if (r)
          {
            check_explain (ex);
            check_proposals (j, ex, "treachery --bribe");
          }
      }
    }
}

/* ------------------------------------------------------------------------ */
/* Random games. */

/* Save and load give the same table and the same journal, done and undone. */
static void
check_save_load (CasJournal *j)
{
  gsize len;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = cas_savefile_to_data (j, &len);
  g_autoptr(CasJournal) k = cas_savefile_load_data (data, len, &error);
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (cas_journal_get_table (j), cas_journal_get_table (k)));
  g_assert_cmpuint (cas_journal_get_n_done (j), ==, cas_journal_get_n_done (k));
  g_assert_cmpuint (cas_journal_get_n_entries (j), ==, cas_journal_get_n_entries (k));
  for (guint i = 0; i < cas_journal_get_n_entries (j); i++)
    g_assert_cmpstr (cas_journal_get_text (j, i), ==, cas_journal_get_text (k, i));
  stats.saves++;
}

static void
test_random_games (void)
{
  GRand *rand = g_rand_new_with_seed (20261126);
  const int steps = 400;

  for (int round = 0; round < rounds; round++)
    for (guint s = 0; s < cas_game_get_n_scenarios (game); s++)
      {
        g_autoptr(CasJournal) j = cas_journal_new (game, (int) s, NULL);
        int done = 0;
        run_calculators (rand, j);
        for (int step = 0; step < steps; step++)
          {
            g_autofree char *text = random_action (rand, cas_journal_get_table (j));
            g_autoptr(CasTable) before = cas_table_copy (cas_journal_get_table (j));
            g_autoptr(GError) error = NULL;
            stats.actions++;
            if (cas_journal_do (j, text, &error))
              {
                const char *said = cas_journal_get_description (j, cas_journal_get_n_done (j) - 1);
                g_assert_nonnull (said);
                g_assert_cmpuint (strlen (said), >, 0);
                done++;
              }
            else
              {
                g_assert_nonnull (error);
                g_assert_true (g_utf8_validate (error->message, -1, NULL));
                g_assert_true (cas_table_equal (before, cas_journal_get_table (j)));
              }
            if (g_rand_int_range (rand, 0, 20) == 0)
              {
                cas_journal_undo (j);
                if (g_rand_boolean (rand))
                  cas_journal_redo (j);
              }
            if (step % 50 == 49)
              {
                check_save_load (j);
                run_calculators (rand, j);
              }
          }
        g_assert_cmpint (done, >, steps / 4);
        stats.done += done;
        /* Everything undone is the set-up; everything redone the same end. */
        g_autoptr(CasTable) end = cas_table_copy (cas_journal_get_table (j));
        guint n_done = cas_journal_get_n_done (j);
        cas_journal_undo_to (j, 0);
        g_assert_true (cas_table_equal (cas_journal_get_initial (j), cas_journal_get_table (j)));
        check_save_load (j);
        while (cas_journal_get_n_done (j) < n_done)
          g_assert_true (cas_journal_redo (j));
        g_assert_true (cas_table_equal (end, cas_journal_get_table (j)));
      }
  g_test_message ("%d random actions on the six scenarios, %d done; %d save/load round trips; %d calculator "
                  "runs (%d refused with a message), %d of them proposing actions that applied",
                  stats.actions, stats.done, stats.saves, stats.calcs, stats.refused_calcs, stats.proposals);
  g_rand_free (rand);
}

/* ------------------------------------------------------------------------ */
/* Random Battles, Storms and Sallies. */

/* The Held Events of the game (3.1.3) a battle side's game side has a card for, each
 * played at random. */
static guint
random_events (GRand *rand, int battle_side, gpointer att_side)
{
  int gside = battle_side == CAS_ATTACKER ? GPOINTER_TO_INT (att_side) : 1 - GPOINTER_TO_INT (att_side);
  guint events = 0;
  CasBattleEvent effect;
  for (guint i = 0; cas_battle_event_card (game, i, gside, &effect) != -2; i++)
    if (cas_battle_event_card (game, i, gside, &effect) >= 0 && g_rand_int_range (rand, 0, 6) == 0)
      events |= effect;
  return events;
}

/* One random Battle, Storm or Sally from the journal's position with Inferno's units,
 * Comuni fighting from their own mats, Capabilities and Held Events; FALSE when the
 * position drawn cannot be fought. */
static gboolean
random_battle (GRand *rand, CasJournal *j, guint32 seed, int *kinds)
{
  const CasTable *t = cas_journal_get_table (j);
  CasBattleKind kind;
  int loc, att_side, lords[2][CAS_BATTLE_MAX_LORDS], n[2];
  if (!battle_random_place (rand, t, &kind, &loc, &att_side, lords, n))
    return FALSE;
  const char *loc_id = cas_game_get_locale (game, loc)->id;
  g_autoptr(GPtrArray) acts = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (acts, g_strdup_printf ("box %d", g_rand_int_range (rand, 1, 17)));
  if (g_rand_int_range (rand, 0, 4) == 0)
    g_ptr_array_add (acts, g_strdup_printf ("option forces_table %s", g_rand_boolean (rand) ? "vitale" : "harness"));
  battle_random_markers (rand, t, kind, loc, acts);
  if (g_rand_int_range (rand, 0, 5) == 0)
    g_ptr_array_add (acts, g_strdup_printf ("marker %s bypass %s", loc_id, cas_game_get_side_id (game, g_rand_int_range (rand, 0, 2))));
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < n[side]; i++)
      {
        const char *id = cas_game_get_lord (game, lords[side][i])->id;
        g_ptr_array_add (acts, g_strdup_printf ("move %s %s", id, loc_id));
        battle_random_forces (rand, game, acts, id);
        /* His Comune, if he commands one, at times fights from its own mat (1.5.1). */
        if (g_rand_int_range (rand, 0, 3) == 0)
          {
            g_ptr_array_add (acts, g_strdup_printf ("comune %s in", id));
            g_ptr_array_add (acts, g_strdup_printf ("comune %s forces militia %d", id, g_rand_int_range (rand, 0, 4)));
            g_ptr_array_add (acts, g_strdup_printf ("comune %s forces cavalieri %d", id, g_rand_int_range (rand, 0, 3)));
          }
        if (g_rand_int_range (rand, 0, 3) == 0)
          g_ptr_array_add (acts, g_strdup_printf ("capability %s %s", rand_card (rand), id));
        g_ptr_array_add (acts, g_strdup_printf ("assets %s loot %d", id, g_rand_int_range (rand, 0, 3)));
      }
  for (guint i = 0; i < acts->len; i++)
    cas_journal_do (j, g_ptr_array_index (acts, i), NULL);   /* some are refused: fine */
  t = cas_journal_get_table (j);

  CasBattleSetup s;
  if (!battle_random_setup (rand, t, &s, kind, loc, lords, n, random_events, GINT_TO_POINTER (att_side)))
    return FALSE;
  /* Select Target (4.4.2): random units for the first Crossbow Hits. */
  s.n_targets = g_rand_int_range (rand, 0, 4);
  for (int i = 0; i < s.n_targets; i++)
    s.targets[i] = g_rand_int_range (rand, -1, (int) cas_game_get_n_units (game));
  g_autoptr(CasBattle) b = cas_battle_new (t, &s, NULL);
  if (b == NULL)
    return FALSE;
  if (cas_battle_is_relief_sally (b))
    kinds[3]++;
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < cas_battle_get_n_lords (b, side); i++)
      if (CAS_BATTLE_IS_COMUNE (cas_battle_get_lord (b, side, i)))
        kinds[4]++;
  g_autoptr(CasDice) d = cas_dice_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattleResult) r = cas_battle_run (b, d, &error);
  g_assert_no_error (error);
  /* A Storm lasts as many Rounds as Siege markers (4.5.2); Surprise makes it up to 3 when
   * a lone Lord Storms an empty Stronghold (rules-decisions I94); the Besieged's Greek
   * Fire, which the engine applies after it, drops it to 1 (I120). */
  int max_rounds = kind == CAS_BATTLE_STORM ? MAX (1, CAS_LOCALE (t, loc, CAS_C_SIEGE)) : 0;
  if (kind == CAS_BATTLE_STORM && (s.events[CAS_ATTACKER] & CAS_BATTLE_EVENT_SURPRISE_STORM) &&
      cas_battle_get_n_lords (b, CAS_ATTACKER) == 1 && cas_battle_get_n_lords (b, CAS_DEFENDER) == 0)
    max_rounds = 3;
  if (kind == CAS_BATTLE_STORM && (s.events[CAS_DEFENDER] & CAS_BATTLE_EVENT_SIEGE_FIRE))
    max_rounds = 1;
  g_autoptr(CasTable) before = cas_table_copy (t);
  battle_check_invariants (b, before, &s, r, max_rounds);
  for (int side = 0; side < 2; side++)
    for (int u = 0; u < CAS_MAX_FORCES; u++)
      kinds[5] += r->captured[side][u];
  /* The proposed actions apply, and leave each Lord (and Comune) the units he kept. */
  if (s.record)
    {
      g_assert_nonnull (r->explain);
      check_explain (r->explain);
      battle_check_applied (j, r);
    }
  kinds[kind]++;
  return TRUE;
}

static void
test_random_battles (void)
{
  GRand *rand = g_rand_new_with_seed (1261);
  /* field, Storm, Sally; Reliefs with a Sally; Comuni fighting; knights Captured */
  int kinds[6] = { 0 };
  int done = 0;
  for (int round = 0; round < rounds; round++)
    for (guint sc = 0; sc < cas_game_get_n_scenarios (game); sc++)
      {
        g_autoptr(CasJournal) j = cas_journal_new (game, (int) sc, NULL);
        for (int i = 0; i < 250; i++)
          {
            done += random_battle (rand, j, g_rand_int (rand), kinds);
            cas_journal_undo_to (j, 0);
          }
      }
  g_test_message ("%d random Inferno battles: %d field (%d Reliefs with a Sally), %d Storms, %d Sallies; "
                  "%d Comune fighters; %d knights Captured",
                  done, kinds[0], kinds[3], kinds[1], kinds[2], kinds[4], kinds[5]);
  g_assert_cmpint (done, >, 500 * rounds);
  for (int k = 0; k < 3; k++)
    g_assert_cmpint (kinds[k], >, 50 * rounds);
  g_assert_cmpint (kinds[5], >, 0);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  const char *env = g_getenv ("CASTELLAN_PROPERTY_ROUNDS");
  g_test_init (&argc, &argv, NULL);
  if (env && atoi (env) > 0)
    rounds = atoi (env);
  game = cas_game_load_builtin ("inferno", NULL);
  g_assert_nonnull (game);
  g_test_add_func ("/inferno-property/random-games", test_random_games);
  g_test_add_func ("/inferno-property/random-battles", test_random_battles);
  int ret = g_test_run ();
  g_object_unref (game);
  return ret;
}
