/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-battle-comune.c: the Comuni in Battle (battle-comune, issue 17; rulebook
 * 1.5.1, 4.3.4, 4.4.1, 4.4.4, 4.4.5; rules-decisions I126-I129). A Comune whose own mat
 * holds units fights as a Lord of its own (Array, Reposition, Flanks, Rout, Losses); it
 * Retreats or Withdraws with its Commander, is removed with him, or alone when it loses
 * all its Forces (no Revolt or Treachery); a Commander with his Comune in play counts as
 * two Lords against the Stronghold's Size when Withdrawing. Every expectation was worked
 * out by hand from the Forces table (data/games/inferno/forces.json: Cavalieri Melee 1,
 * Armor 1-3; Militia Melee 1, Unarmored 1) before running the engine. Notation: as
 * tests/test-inferno-battle.c. */
#include "castellan.h"
#include "battle-test-util.h"

#include <string.h>

static CasGame *game;

static const char *const uabbr[] = { "Rit", "Cav", "Ber", "LH", "MA", "Arm", "Mil", "Vil" };

#define steps_str(b, r) battle_steps_str (game, uabbr, b, r)
#define end_str(r) battle_end_str (game, uabbr, r)
#define fates_str(r) battle_fates_str (game, uabbr, r)
#define actions_str(r) battle_actions_str (r)

/* Scenario A (Dolenti Note) plus actions separated by ';'. */
static CasJournal *
position (const char *actions)
{
  return battle_position (game, "dolenti_note", actions);
}

/* Siena attacks from `from` at `where`; the Array when `array` (Defenders' Front left,
 * center, right as ids or NULL). */
static void
setup (CasBattleSetup *s, const char *where, const char *from, const char *const *defender_front)
{
  cas_battle_setup_init (s, CAS_BATTLE_FIELD, cas_game_find_locale (game, where), cas_game_find_lord (game, "siena"));
  s->from_locale = cas_game_find_locale (game, from);
  if (defender_front)
    {
      s->has_array = TRUE;
      s->front[CAS_ATTACKER][1] = cas_game_find_lord (game, "siena");
      for (int i = 0; i < 3; i++)
        s->front[CAS_DEFENDER][i] = defender_front[i] ? cas_battle_parse_lord (game, defender_front[i]) : -1;
    }
}

/* 1.5.1, 4.4.1: the Comune with units on its mat is a Defending Lord of its own, at the
 * Front center the players chose; Siena's 3 Cavalieri strike it (directly opposite), the
 * Hits beyond its Rout pass to Firenze (4.4.2); it loses its 2 Militia (winners' Losses,
 * Unarmored 1: 6, 6) and, with no Forces left, is removed alone: `comune firenze out`,
 * no Revolt or Treachery (4.4.5 NOTES); Firenze stays. */
static void
test_own_lord_removed_alone (void)
{
  g_autoptr(CasJournal) j = position ("comune firenze in; comune firenze forces militia 2; forces firenze men_at_arms 0; "
                                      "forces firenze cavalieri 2; forces siena men_at_arms 0; forces siena cavalieri 3; move siena firenze");
  static const char *const front[3] = { "firenze", "firenze_comune", NULL };
  CasBattleSetup s;
  CasBattle *b;
  setup (&s, "firenze", "figline", front);
  g_autoptr(CasBattleResult) r = battle_fight (cas_journal_get_table (j), &s, "1,1,4,1,2,5,1,1,4,6,2,6,6,6,6", &b);
  g_assert_cmpint (cas_battle_get_n_lords (b, CAS_DEFENDER), ==, 2);
  g_assert_cmpint (cas_battle_get_front (b, CAS_DEFENDER, 1), ==, CAS_BATTLE_COMUNE (0));
  g_autofree char *steps = steps_str (b, r);
  /* Round 1: Firenze (left, Flanking) 2 Cavalieri: 2 Hits, saved 1, 1; Siena's 3 at the
   * Comune: Militia 4 Routed, 1 saved, 2 Routed. Round 2: Firenze 2 Hits on Siena (5 R,
   * 1 s); Siena's 2 at Firenze (1 s, 4 R). Round 3: 1 Hit each (6 R; 2 s). Round 4:
   * Firenze's 1 Hit (6): Siena has none left. */
  g_assert_cmpstr (steps, ==,
                   "R1 D horse >siena 2h: Cav/siena 3:1s, Cav/siena 3:1s\n"
                   "R1 A horse >firenze_comune 3h: Mil/firenze_comune 1:4R, Mil/firenze_comune 1:1s, Mil/firenze_comune 1:2R\n"
                   "R2 D horse >siena 2h: Cav/siena 3:5R, Cav/siena 3:1s\n"
                   "R2 A horse >firenze 2h: Cav/firenze 3:1s, Cav/firenze 3:4R\n"
                   "R3 D horse >siena 1h: Cav/siena 3:6R\n"
                   "R3 A horse >firenze 1h: Cav/firenze 3:2s\n"
                   "R4 D horse >siena 1h: Cav/siena 3:6R");
  g_autofree char *fates = fates_str (r);
  g_assert_true (strstr (fates, "firenze_comune removed -Mil2") != NULL);
  g_autofree char *actions = actions_str (r);
  g_assert_true (strstr (actions, "comune firenze out") != NULL);
  g_assert_null (strstr (actions, "remove firenze"));
  g_assert_true (strstr (actions, "forces firenze cavalieri 1") != NULL);
  g_assert_true (battle_explained (r, "Firenze Comune has lost all its Forces and is removed", "1.5.1,1.6,4.4.4,4.4.5"));
  /* The Comune's removal is no Lord's for Revolt and Treachery: only Siena's is: 3 cards,
   * of which only Firenze's and Arezzo's are in scenario A (6.0; I102). */
  g_assert_true (strstr (actions, "treachery guelph add firenze,arezzo") != NULL);
  g_assert_null (strstr (actions, "treachery guelph add firenze,arezzo,"));
  g_assert_null (strstr (actions, "treachery ghibelline"));
  battle_apply_actions (j, r);
  g_assert_true (cas_table_comune_mat_empty (cas_journal_get_table (j), 0));
  cas_battle_free (b);
}

/* 4.4.1: the players' Array places the Comune where they say (here the Defenders' Front
 * right, Firenze at the center), not where the defaults would (the left). */
static void
test_array_places_comune (void)
{
  g_autoptr(CasJournal) j = position ("comune firenze in; comune firenze forces militia 2; move siena firenze");
  static const char *const front[3] = { NULL, "firenze", "firenze_comune" };
  CasBattleSetup s;
  g_autoptr(GError) error = NULL;
  setup (&s, "firenze", "figline", front);
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cas_battle_get_front (b, CAS_DEFENDER, 0), ==, -1);
  g_assert_cmpint (cas_battle_get_front (b, CAS_DEFENDER, 1), ==, cas_game_find_lord (game, "firenze"));
  g_assert_cmpint (cas_battle_get_front (b, CAS_DEFENDER, 2), ==, CAS_BATTLE_COMUNE (0));
}

/* 3.5.3, 4.4.3, 5.1 (rules-decisions I129): the same Battle with the Carroccio Mustered
 * (it sits on the Comune mat): the Comune removed alone loses it, the Ghibellines
 * capture it (2 VP), though Firenze stays. */
static void
test_carroccio_with_comune (void)
{
  g_autoptr(CasJournal) j = position ("comune firenze in; vassal firenze firenze_carroccio muster; comune firenze forces militia 2; "
                                      "forces firenze men_at_arms 0; forces firenze villici 0; forces firenze cavalieri 2; "
                                      "forces siena men_at_arms 0; forces siena cavalieri 3; move siena firenze");
  static const char *const front[3] = { "firenze", "firenze_comune", NULL };
  CasBattleSetup s;
  CasBattle *b;
  setup (&s, "firenze", "figline", front);
  g_autoptr(CasBattleResult) r = battle_fight (cas_journal_get_table (j), &s, "1,1,4,1,2,5,1,1,4,6,2,6,6,6,6", &b);
  g_autofree char *actions = actions_str (r);
  g_assert_true (strstr (actions, "comune firenze out") != NULL);
  g_assert_true (strstr (actions, "vassal firenze firenze_carroccio removed") != NULL);
  g_assert_true (strstr (actions, "carroccio ghibelline yes") != NULL);
  g_assert_true (battle_explained (r, "The Ghibellines capture the Carroccio of Firenze (Firenze Comune was removed)", "4.4.3,5.1,3.5.3"));
  cas_battle_free (b);
}

/* 1.5.1, 4.4.4: a Commander who loses all the Forces of his own mat is removed even while
 * his Comune has units, and the Comune goes with him (one `disband firenze`; the Comune
 * mat is emptied with it, I106). */
static void
test_removed_with_commander (void)
{
  g_autoptr(CasJournal) j = position ("comune firenze in; comune firenze forces militia 2; forces firenze men_at_arms 0; "
                                      "forces firenze cavalieri 1; forces siena men_at_arms 0; forces siena cavalieri 2; move siena firenze");
  CasBattleSetup s;
  CasBattle *b;
  setup (&s, "firenze", "figline", NULL);
  /* Default Array: Firenze at center, his Comune at the left (a Defender left over takes a
   * free Front place, 4.4.1). R1: Firenze's 1 Hit at Siena (4 R); Siena's remaining 1 at
   * Firenze (4 R); the Comune's 2 Militia (Foot) at Siena: 1 s, 5 R: Siena Routs.
   * Losses: Firenze's Cavalieri 5: lost; his own mat is empty. */
  g_autoptr(CasBattleResult) r = battle_fight (cas_journal_get_table (j), &s, "4,4,1,5,5", &b);
  g_assert_cmpint (cas_battle_get_front (b, CAS_DEFENDER, 0), ==, CAS_BATTLE_COMUNE (0));
  g_assert_cmpint (r->winner, ==, CAS_DEFENDER);
  g_autofree char *fates = fates_str (r);
  g_assert_true (strstr (fates, "firenze removed") != NULL);
  g_assert_true (strstr (fates, "firenze_comune removed -Mil2") != NULL);
  g_autofree char *actions = actions_str (r);
  g_assert_true (strstr (actions, "disband firenze") != NULL);
  g_assert_null (strstr (actions, "comune firenze"));
  g_assert_true (battle_explained (r, "Firenze Comune is removed with Firenze Podestà (2 units lost)", "1.5.1,4.4.4,4.4.5"));
  cas_battle_free (b);
}

/* 1.5.1, 4.4.3: losing Defenders who Conceded: the Comune Retreats with its Commander (no
 * move of its own, no Service roll), its Routed units roll their Losses on its mat (all
 * return: 1, 1, 1), and it gives the Provender and Loot its Retreat cannot carry (its mat
 * has no Carts): `comune firenze assets prov 0`, `... loot 0`. */
static void
test_retreats_with_commander (void)
{
  g_autoptr(CasJournal) j = position ("comune firenze in; comune firenze forces militia 2; comune firenze forces cavalieri 1; "
                                      "comune firenze assets prov 3; comune firenze assets loot 1; forces siena cavalieri 6; "
                                      "forces siena men_at_arms 0; move firenze prato; move siena prato");
  static const char *const front[3] = { NULL, "firenze_comune", "firenze" };
  CasBattleSetup s;
  CasBattle *b;
  setup (&s, "prato", "firenze", front);
  s.concede_round[CAS_DEFENDER] = 2;
  g_autoptr(CasBattleResult) r = battle_fight (cas_journal_get_table (j), &s,
                                               "1,1,1,6,6,2,6,1,1,1,1,1,2,1,3,1,1,1,1,1,1,1,1,1", &b);
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  g_autofree char *end = end_str (r);
  g_assert_cmpstr (end, ==, "L Cav/firenze 3:1s, L Cav/firenze_comune 3:1s, L Mil/firenze_comune 1:1s, L Mil/firenze_comune 1:1s, Svc firenze 1");
  g_autofree char *fates = fates_str (r);
  g_assert_true (strstr (fates, "firenze retreat>montecatini") != NULL);
  g_assert_true (strstr (fates, "firenze_comune retreat>montecatini +Cav1 +Mil2\n") != NULL ||
                 g_str_has_suffix (fates, "firenze_comune retreat>montecatini +Cav1 +Mil2"));
  g_autofree char *actions = actions_str (r);
  g_assert_true (strstr (actions, "comune firenze assets prov 0") != NULL);
  g_assert_true (strstr (actions, "comune firenze assets loot 0") != NULL);
  g_assert_null (strstr (actions, "move firenze_comune"));
  g_assert_true (strstr (actions, "assets siena prov +3") != NULL);
  g_assert_true (battle_explained (r, "Firenze Comune Retreats with Firenze Podestà to Montecatini", "1.5.1,4.4.3"));
  battle_apply_actions (j, r);
  cas_battle_free (b);
}

/* 4.3.4, 1.5.1 (rules-decisions I127): Prato is a Town of Size 2. Firenze with his Comune
 * in play (its units kept on his mat, as older tables do) and Arezzo lose and Withdraw as
 * able: Firenze and his Comune take both places, Arezzo Retreats. Before, Firenze counted
 * once and both Withdrew. */
static void
test_withdraw_two_lords (void)
{
  g_autoptr(CasJournal) j = position ("comune firenze in; move firenze prato; move arezzo prato; move siena prato");
  CasBattleSetup s;
  CasBattle *b;
  setup (&s, "prato", "firenze", NULL);
  s.withdraw = TRUE;
  s.concede_round[CAS_DEFENDER] = 1;
  g_autoptr(CasBattleResult) r = battle_fight (cas_journal_get_table (j), &s, "1,1,1,1,1,1,1,1,1", &b);
  g_assert_cmpint (cas_battle_get_n_lords (b, CAS_DEFENDER), ==, 2);   /* the Comune's mat is empty: not a fighter */
  g_autofree char *fates = fates_str (r);
  g_assert_true (strstr (fates, "firenze withdraw") != NULL);
  g_assert_true (strstr (fates, "arezzo retreat>montecatini") != NULL);
  g_assert_true (battle_explained (r, "Firenze Podestà and his Firenze Comune count as two Lords against the Size of Prato", "1.5.1"));
  cas_battle_free (b);

  /* Without the Comune in play, both Withdraw (Size 2). */
  g_autoptr(CasJournal) j2 = position ("move firenze prato; move arezzo prato; move siena prato");
  g_autoptr(CasBattleResult) r2 = battle_fight (cas_journal_get_table (j2), &s, "1,1,1,1,1,1,1,1", &b);
  g_autofree char *fates2 = fates_str (r2);
  g_assert_true (strstr (fates2, "firenze withdraw") != NULL);
  g_assert_true (strstr (fates2, "arezzo withdraw") != NULL);
  cas_battle_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game = cas_game_load_builtin ("inferno", NULL);
  g_assert_nonnull (game);
  g_test_add_func ("/inferno-battle-comune/own-lord-removed-alone", test_own_lord_removed_alone);
  g_test_add_func ("/inferno-battle-comune/array-places-comune", test_array_places_comune);
  g_test_add_func ("/inferno-battle-comune/carroccio-with-comune", test_carroccio_with_comune);
  g_test_add_func ("/inferno-battle-comune/removed-with-commander", test_removed_with_commander);
  g_test_add_func ("/inferno-battle-comune/retreats-with-commander", test_retreats_with_commander);
  g_test_add_func ("/inferno-battle-comune/withdraw-two-lords", test_withdraw_two_lords);
  int ret = g_test_run ();
  g_object_unref (game);
  return ret;
}
