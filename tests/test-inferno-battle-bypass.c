/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-battle-bypass.c: Bypass markers in Battle (battle-bypass, issue 17;
 * rulebook 4.3.5, 4.3.6, 4.4, 4.4.3; rules-decisions I130-I131). Lords inside a Bypassed
 * Stronghold take no part in a Battle there unless they Sortie; a losing Sortie Withdraws
 * back inside (up to the Size, the Lords left inside holding their places) or Retreats; a
 * Stronghold left without Bypassing Lords loses its Bypass markers; a Retreat may go into
 * a Stronghold the side's Lords Bypass, the Enemy Lords inside staying Bypassed. Dice: all
 * 1s (every Protection roll saves: Cavalieri and Men-at-Arms Armor 1-3), the side that
 * loses Concedes in Round 1. Notation: as tests/test-inferno-battle.c. */
#include "castellan.h"
#include "battle-test-util.h"

#include <string.h>

static CasGame *game;

static const char *const uabbr[] = { "Rit", "Cav", "Ber", "LH", "MA", "Arm", "Mil", "Vil" };

#define fates_str(r) battle_fates_str (game, uabbr, r)
#define actions_str(r) battle_actions_str (r)

/* Scenario A (Dolenti Note): Firenze Bypasses Siena, Provenzano Mustered inside with Siena. */
static CasJournal *
sortie_position (void)
{
  return battle_position (game, "dolenti_note", "muster provenzano siena; move firenze siena; marker siena bypass guelph");
}

static void
sortie_setup (CasBattleSetup *s, int conceding)
{
  cas_battle_setup_init (s, CAS_BATTLE_FIELD, cas_game_find_locale (game, "siena"), cas_game_find_lord (game, "siena"));
  s->concede_round[conceding] = 1;
}

/* 4.3.6 SORTIE, 4.4: Siena Sorties against Firenze; Provenzano, inside and Bypassed, takes
 * no part. R1: Firenze's 2 Cavalieri (Horse) and 2 Men-at-Arms (Foot) 2 Hits each; Siena,
 * Conceding, halves his (Pursuit, 4.4.2): 1 Cavalieri ½ rounded up to 1, 2 Men-at-Arms 1:
 * 6 rolls, all saved. Losing, he Withdraws back into Siena (Size 3: Provenzano holds 1
 * place), so no Service roll. */
static void
test_sortie_withdraws (void)
{
  g_autoptr(CasJournal) j = sortie_position ();
  CasBattleSetup s;
  CasBattle *b;
  sortie_setup (&s, CAS_ATTACKER);
  s.withdraw = TRUE;
  g_autoptr(CasBattleResult) r = battle_fight (cas_journal_get_table (j), &s, "1,1,1,1,1,1", &b);
  g_assert_cmpint (cas_battle_get_n_lords (b, CAS_ATTACKER), ==, 1);
  g_assert_cmpint (cas_battle_get_n_lords (b, CAS_DEFENDER), ==, 1);
  g_autofree char *fates = fates_str (r);
  g_assert_cmpstr (fates, ==, "siena withdraw\nfirenze won");
  g_assert_true (battle_explained (r, "Sortie: Siena Podestà Approaches the Guelphs Bypassing Siena from inside it", "4.3.6,4.3.4,4.4.3"));
  g_assert_true (battle_explained (r, "Inside Siena, Bypassed, Provenzano Salvani takes no part", "4.4,4.3.5"));
  g_autofree char *actions = actions_str (r);
  g_assert_null (strstr (actions, "bypass"));   /* Firenze stays outside */
  cas_battle_free (b);
}

/* 4.3.5: the Sortie wins; Firenze, Conceding, halves his Hits (1 and 1), Siena strikes 1
 * and 2: 5 rolls; Firenze Retreats (Service roll 1: 1 box) and no Guelph stays outside
 * Siena: the Bypass markers come off. */
static void
test_sortie_wins_markers_off (void)
{
  g_autoptr(CasJournal) j = sortie_position ();
  CasBattleSetup s;
  CasBattle *b;
  sortie_setup (&s, CAS_DEFENDER);
  g_autoptr(CasBattleResult) r = battle_fight (cas_journal_get_table (j), &s, "1,1,1,1,1,1", &b);
  g_autofree char *fates = fates_str (r);
  g_assert_true (g_str_has_prefix (fates, "siena won\nfirenze retreat>"));
  g_autofree char *actions = actions_str (r);
  g_assert_true (strstr (actions, "marker siena bypass none") != NULL);
  g_assert_true (battle_explained (r, "No Lord of the Guelphs stays outside Siena: its Bypass markers come off.", "4.3.5,4.3.6"));
  battle_apply_actions (j, r);
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (j), cas_game_find_locale (game, "siena"), CAS_C_BYPASS), ==, 0);
  cas_battle_free (b);
}

/* 4.4.3, 4.3.5: Siena Bypasses Prato (a Guelph Town, Firenze inside). Arezzo Approaches
 * Provenzano at Montecatini from Altopascio; Provenzano Concedes and Retreats: not back
 * along the Approach Way (Altopascio), so to Prato, joining Siena's Bypass (Firenze inside
 * is Bypassed). Without the marker Prato is an Unbesieged Enemy Stronghold with Firenze
 * in it: no Retreat, Provenzano is removed. */
static void
test_retreat_into_bypass (void)
{
  const char *pos = "move firenze prato; move siena prato; muster provenzano montecatini; move arezzo altopascio; move arezzo montecatini";
  g_autofree char *with = g_strconcat (pos, "; marker prato bypass ghibelline", NULL);
  g_autoptr(CasJournal) j = battle_position (game, "dolenti_note", with);
  CasBattleSetup s;
  CasBattle *b;
  cas_battle_setup_init (&s, CAS_BATTLE_FIELD, cas_game_find_locale (game, "montecatini"), cas_game_find_lord (game, "arezzo"));
  s.from_locale = cas_game_find_locale (game, "altopascio");
  s.concede_round[CAS_DEFENDER] = 1;
  /* R1: Provenzano, Conceding, halves his Hits: 1 Horse, 1 Foot at Arezzo's Cavalieri;
   * Arezzo's 2 Horse and 3 Foot Hits at Provenzano's Ritter (Armor 1-4): 7 rolls, all
   * saved; then Provenzano's Service roll after the Retreat (1: 1 box). */
  g_autoptr(CasBattleResult) r = battle_fight (cas_journal_get_table (j), &s, "1,1,1,1,1,1,1,1", &b);
  g_autofree char *fates = fates_str (r);
  g_assert_cmpstr (fates, ==, "arezzo won\nprovenzano retreat>prato svc1");
  g_assert_true (battle_explained (r, "The Ghibellines Retreat to Prato and join their Lords Bypassing it", "4.4.3,4.3.5"));
  cas_battle_free (b);

  g_autoptr(CasJournal) j2 = battle_position (game, "dolenti_note", pos);
  g_autoptr(CasBattleResult) r2 = battle_fight (cas_journal_get_table (j2), &s, "1,1,1,1,1,1,1", &b);
  g_autofree char *fates2 = fates_str (r2);
  g_assert_true (g_str_has_prefix (fates2, "arezzo won\nprovenzano removed"));
  cas_battle_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game = cas_game_load_builtin ("inferno", NULL);
  g_assert_nonnull (game);
  g_test_add_func ("/inferno-battle-bypass/sortie-withdraws", test_sortie_withdraws);
  g_test_add_func ("/inferno-battle-bypass/sortie-wins-markers-off", test_sortie_wins_markers_off);
  g_test_add_func ("/inferno-battle-bypass/retreat-into-bypass", test_retreat_into_bypass);
  int ret = g_test_run ();
  g_object_unref (game);
  return ret;
}
