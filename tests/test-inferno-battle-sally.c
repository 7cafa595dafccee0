/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-battle-sally.c: Inferno's Relief Sally (battle-sally, issue 17; rulebook
 * 4.4.1 RELIEF SALLY, 4.5.3; rules-decisions I150) and who may lead a Sortie group
 * (4.3.6 SORTIE NOTE, 4.3.1, 4.1.3; I151). Every expectation was worked out by hand from
 * the rules and the Forces table before running the engine. Notation: as
 * tests/test-inferno-battle.c.
 *
 * Relief Sally positions start from scenario D, Arbia Colorata (6.0): Montepulciano (a
 * Town, Size 2, held by the Guelphs) under two Siege markers of Provenzano and Santa
 * Fiora. Guido and Orvieto are Besieged inside; Giordano and Astimberg join the
 * Besiegers; Arezzo Approaches from Asinalunga. Every Lord keeps Militia only (Foot, Melee
 * 1 Hit each, Unarmored: saved on a 1). */
#include "castellan.h"
#include "battle-test-util.h"

#include <string.h>

static CasGame *game;

static const char *const uabbr[] = { "Rit", "Cav", "Ber", "LH", "MA", "Arm", "Mil", "Vil" };

#define steps_str(b, r) battle_steps_str (game, uabbr, b, r)
#define end_str(r) battle_end_str (game, uabbr, r)
#define fates_str(r) battle_fates_str (game, uabbr, r)
#define actions_str(r) battle_actions_str (r)

#define CHECK(fn, r, want)              \
  do                                    \
    {                                   \
      g_autofree char *got_ = fn (r);   \
      g_assert_cmpstr (got_, ==, want); \
    }                                   \
  while (0)

#define MILITIA_ONLY                                                                                                         \
  "forces arezzo cavalieri 0; forces arezzo berrovieri 0; forces arezzo men_at_arms 0; forces arezzo armigeri 0; "           \
  "forces arezzo militia 1; forces guido cavalieri 0; forces guido armigeri 0; forces guido militia 2; "                     \
  "forces orvieto cavalieri 0; forces orvieto light_horse 0; forces orvieto men_at_arms 0; forces orvieto armigeri 0; "      \
  "forces orvieto militia 1; forces provenzano ritter 0; forces provenzano men_at_arms 0; forces provenzano militia 1; "     \
  "forces giordano ritter 0; forces giordano men_at_arms 0; forces giordano militia 1; forces astimberg ritter 0; "          \
  "forces astimberg men_at_arms 0; forces astimberg militia 1; forces santa_fiora cavalieri 0; "                             \
  "forces santa_fiora light_horse 0; forces santa_fiora berrovieri 0; forces santa_fiora men_at_arms 0; "                    \
  "forces santa_fiora armigeri 0; forces santa_fiora militia 1"

static CasJournal *
relief_position (void)
{
  return battle_position (game, "arbia_colorata",
                          "move guido montepulciano; move orvieto montepulciano; move giordano montepulciano; "
                          "move astimberg montepulciano; move arezzo montepulciano; " MILITIA_ONLY);
}

static void
relief_setup (CasBattleSetup *s)
{
  cas_battle_setup_init (s, CAS_BATTLE_FIELD, cas_game_find_locale (game, "montepulciano"), cas_game_find_lord (game, "arezzo"));
  s->from_locale = cas_game_find_locale (game, "asinalunga");
}

static const char *
lid (int lord)
{
  return battle_lord_id (game, lord);
}

/* 4.4.1 "Array and Reposition Sallying Attackers per Sally (4.5.3)": one Sallying Lord in
 * their row at first (Guido, the first in Lord order), Orvieto waiting; the four
 * Besiegers fill their Front (Provenzano opposite Arezzo, Giordano and Astimberg on the
 * free flanks, 4.4.1), and Santa Fiora, in Reserve, faces the Sally as the Rearguard. */
static void
test_relief_array (void)
{
  g_autoptr(CasJournal) j = relief_position ();
  CasBattleSetup s;
  g_autoptr(GError) error = NULL;
  relief_setup (&s);
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
  g_assert_no_error (error);
  g_assert_true (cas_battle_is_relief_sally (b));
  g_assert_cmpint (cas_battle_get_sally_size (b), ==, 2);   /* Montepulciano: a Town, Size 2 */
  GString *a = g_string_new (NULL);
  for (int p = 0; p < 5; p++)
    g_string_append_printf (a, "%s%s", p ? " " : "", lid (cas_battle_get_sally_row (b, CAS_ATTACKER, p)));
  g_string_append (a, " |");
  for (int p = 0; p < 3; p++)
    g_string_append_printf (a, " %s", lid (cas_battle_get_sally_row (b, CAS_DEFENDER, p)));
  g_string_append (a, " |");
  for (int p = 0; p < 4; p++)
    g_string_append_printf (a, " %s", lid (cas_battle_get_front (b, CAS_DEFENDER, p)));
  g_assert_cmpstr (a->str, ==, "- guido - orvieto - | - santa_fiora - | giordano provenzano astimberg -");
  g_string_free (a, TRUE);

  /* The players' Array: Orvieto first, Guido waiting. */
  relief_setup (&s);
  s.has_array = TRUE;
  s.sally_row[1] = cas_game_find_lord (game, "orvieto");
  s.sally_reserve[s.n_sally_reserve++] = cas_game_find_lord (game, "guido");
  g_autoptr(CasBattle) b2 = cas_battle_new (cas_journal_get_table (j), &s, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (lid (cas_battle_get_sally_row (b2, CAS_ATTACKER, 1)), ==, "orvieto");
  g_assert_cmpstr (lid (cas_battle_get_sally_row (b2, CAS_ATTACKER, 3)), ==, "guido");

  /* A second Sallying Lord in the row at the start is refused (4.5.3: one at first). */
  relief_setup (&s);
  s.has_array = TRUE;
  s.sally_row[0] = cas_game_find_lord (game, "orvieto");
  g_autoptr(CasBattle) b3 = cas_battle_new (cas_journal_get_table (j), &s, &error);
  g_assert_null (b3);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
  g_assert_nonnull (strstr (error->message, "one Lord in their row, at the center (4.4.1, 4.5.3)"));
}

/* The Relief Sally fought, worked by hand (4.4.1, 4.4.2, 4.5.3).
 * R1. Defending Foot: Provenzano opposite Arezzo, Giordano and Astimberg Flanking him: 3
 *   Hits, saved 1, 1, 1; Santa Fiora (Rearguard) opposite Guido: 1 Hit, saved 1.
 *   Attacking Foot: Arezzo 1 Hit on Provenzano, Routed (4). Guido alone Sallies (Orvieto
 *   waits): 2 Hits on Santa Fiora as a Flanker, against Siegeworks 1-2 (3, 5: both
 *   stand), Routed on a 6; the second Hit finds no Reserve Defender left and is lost.
 *   (The series' row of three, I48, had Orvieto strike too: 3 Hits.)
 * R2. Reposition: Orvieto comes forward to the Sally row (left; 2 = the Size); no
 *   Rearguard is left, so the Sallying Lords Flank the Front Defenders; Giordano slides
 *   from the left to the empty Front center (4.4.2).
 *   Defending Foot: Giordano and Astimberg 2 Hits on Arezzo, saved 1, 1.
 *   Attacking Foot: Arezzo 1 Hit on Giordano, Routed (4); Guido's 2 and Orvieto's 1 on
 *   Giordano, rounded apart: 3 Hits, Siegeworks 1 (cancelled), 5, 6; the two left pass
 *   to the closest, Astimberg, Routed (3); the last finds nobody.
 * The Defenders have all Routed: the Besiegers lose, Retreat without Conceding (Loss
 * rolls on 1 only: 1, 1, 1, 1, all return; Service 2 each: one box), the Siege ends. */
static void
test_relief_fight (void)
{
  g_autoptr(CasJournal) j = relief_position ();
  CasBattleSetup s;
  CasBattle *b;
  relief_setup (&s);
  g_autoptr(CasBattleResult) r =
    battle_fight (cas_journal_get_table (j), &s, "1,1,1, 1, 4, 3,5,6, 1,1, 4, 1,5,6, 3, 1,1,1,1, 2,2,2,2", &b);
  g_autofree char *steps = steps_str (b, r);
  g_assert_cmpstr (steps, ==,
                   "R1 D foot >arezzo 3h: Mil/arezzo 1:1s, Mil/arezzo 1:1s, Mil/arezzo 1:1s\n"
                   "R1 D foot >guido 1h: Mil/guido 1:1s\n"
                   "R1 A foot >provenzano 1h: Mil/provenzano 1:4R\n"
                   "R1 A foot >santa_fiora 2h S: W2:3-, W2:5-, Mil/santa_fiora 1:6R\n"
                   "R2 D foot >arezzo 2h: Mil/arezzo 1:1s, Mil/arezzo 1:1s\n"
                   "R2 A foot >giordano 1h: Mil/giordano 1:4R\n"
                   "R2 A foot >giordano 3h 1w S: W2:1c, W2:5-, W2:6-, Mil/astimberg 1:3R");
  CHECK (end_str, r,
         "L Mil/provenzano 1:1s, L Mil/giordano 1:1s, L Mil/astimberg 1:1s, L Mil/santa_fiora 1:1s, Svc provenzano 2, "
         "Svc giordano 2, Svc astimberg 2, Svc santa_fiora 2");
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  g_assert_true (battle_explained (r, "Relief Sally: Besieged Lords join the Attack from the Stronghold", "4.4.1,4.5.3"));
  g_assert_true (battle_explained (r, "at most 2 in the row (the Stronghold's Size)", "4.4.1,4.5.3"));
  g_assert_true (battle_explained (r, "as if Front Defenders (a Rearguard); the Sallying Lords strike them as Flankers", "4.4.1,4.4.2"));
  g_assert_true (battle_explained (r, "Round 2, Reposition: Orvieto", "4.4.1,4.5.3"));
  g_assert_true (battle_explained (r, "no Rearguard is left: the Sallying Lords Flank the Front Defenders.", "4.4.2,4.4.1"));
  g_autofree char *actions = actions_str (r);
  g_assert_nonnull (strstr (actions, "marker montepulciano siege 0"));
  cas_battle_free (b);
}

/* 4.4.1 "If the Attackers lose, Withdraw Sallying Lords back into the Stronghold and
 * reduce Siege markers there to one" (4.5.3 RAID). Arezzo Concedes in Round 1: the
 * Defenders' 3 Hits on him and 1 on Guido are saved (1s); the Attackers' Hits are halved
 * (Pursuit, 4.4.2): Arezzo's 1 on Provenzano, saved (1); Guido's 2 become 1, cancelled by
 * the Siegeworks (1). Arezzo cannot Retreat (every Locale next to Montepulciano is a
 * Ghibelline Stronghold) and is removed (4.4.3); Guido and Orvieto, Orvieto without having
 * come forward, Withdraw; one Siege marker is left. */
static void
test_relief_fails (void)
{
  g_autoptr(CasJournal) j = relief_position ();
  CasBattleSetup s;
  CasBattle *b;
  relief_setup (&s);
  s.concede_round[CAS_ATTACKER] = 1;
  g_autoptr(CasBattleResult) r = battle_fight (cas_journal_get_table (j), &s, "1,1,1, 1, 1, 1", &b);
  g_autofree char *fates = fates_str (r);
  g_assert_nonnull (strstr (fates, "arezzo removed"));
  g_assert_nonnull (strstr (fates, "guido withdraw\norvieto withdraw\n"));
  g_assert_cmpint (r->winner, ==, CAS_DEFENDER);
  g_autofree char *actions = actions_str (r);
  g_assert_nonnull (strstr (actions, "marker montepulciano siege 1"));
  g_assert_true (battle_explained (r, "Raid: the failed Sally leaves one Siege marker.", "4.4.1,4.5.3"));
  cas_battle_free (b);
}

/* Nevsky keeps the series' row of three (its 4.4.1): no Size limit there. */
static void
test_nevsky_unchanged (void)
{
  CasGame *nevsky = cas_game_load_builtin ("nevsky", NULL);
  g_autoptr(CasJournal) j = battle_position (nevsky, "pleskau",
                                             "marker pskov siege 2; move hermann pskov; move vladislav pskov; muster domash pskov");
  CasBattleSetup s;
  g_autoptr(GError) error = NULL;
  cas_battle_setup_init (&s, CAS_BATTLE_FIELD, cas_game_find_locale (nevsky, "pskov"), cas_game_find_lord (nevsky, "vladislav"));
  s.from_locale = cas_game_find_locale (nevsky, "dubrovno");
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
  g_assert_no_error (error);
  g_assert_true (cas_battle_is_relief_sally (b));
  g_assert_cmpint (cas_battle_get_sally_size (b), ==, 0);
  g_assert_cmpint (cas_battle_get_sally_row (b, CAS_ATTACKER, 0), >=, 0);   /* both Sally at once */
  g_assert_cmpint (cas_battle_get_sally_row (b, CAS_ATTACKER, 1), >=, 0);
  g_assert_cmpint (cas_battle_get_sally_row (b, CAS_ATTACKER, 3), ==, -1);
}

/* Runs with seeded dice (the Sortie tests look at the explanation only). */
static CasBattleResult *
seeded (const CasTable *t, const CasBattleSetup *s)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattle) b = cas_battle_new (t, s, &error);
  g_assert_no_error (error);
  g_autoptr(CasDice) d = cas_dice_new_seeded (5);
  CasBattleResult *r = cas_battle_run (b, d, &error);
  g_assert_no_error (error);
  return r;
}

/* A Sortie from Siena led by `leader`, with `with` (-1: nobody) at Front left, Conceding
 * in Round 1. */
static CasBattleResult *
sortie (const CasTable *t, int leader, int with)
{
  CasBattleSetup s;
  cas_battle_setup_init (&s, CAS_BATTLE_FIELD, cas_game_find_locale (game, "siena"), leader);
  s.has_array = with >= 0;
  s.front[CAS_ATTACKER][0] = with;
  s.concede_round[CAS_ATTACKER] = 1;
  return seeded (t, &s);
}

/* 4.3.6 SORTIE NOTE, 4.3.1, 4.1.3: only a Commander or a Lieutenant can Sortie a group.
 * Scenario D: Arezzo Bypasses Siena; inside are Siena's Podestà (a Commander, Mustered),
 * Astimberg, Provenzano and Giordano. A Commander cannot be a Lieutenant (4.1.3): the
 * Lieutenant case is Provenzano over Giordano. */
static void
test_sortie_leader (void)
{
  g_autoptr(CasJournal) j = battle_position (game, "arbia_colorata",
                                             "muster siena siena; move provenzano siena; move giordano siena; move arezzo siena; "
                                             "marker siena bypass guelph");
  int siena = cas_game_find_lord (game, "siena"), provenzano = cas_game_find_lord (game, "provenzano");
  int giordano = cas_game_find_lord (game, "giordano"), astimberg = cas_game_find_lord (game, "astimberg");
  const char *flag = "leads a Sortie group";
  const char *rules = "4.3.6,4.3.1,4.1.3";

  /* A Commander leads any group. */
  g_autoptr(CasBattleResult) r1 = sortie (cas_journal_get_table (j), siena, provenzano);
  g_assert_false (battle_explained (r1, flag, rules));

  /* Provenzano, neither Commander nor Lieutenant, with Astimberg: flagged, and fought. */
  g_autoptr(CasBattleResult) r2 = sortie (cas_journal_get_table (j), provenzano, astimberg);
  g_assert_true (battle_explained (r2, "Not allowed: Provenzano Salvani leads a Sortie group (with Walther von Astimberg)", rules));
  g_assert_cmpint (r2->winner, ==, CAS_DEFENDER);

  /* Provenzano alone: no group, nothing flagged. */
  g_autoptr(CasBattleResult) r3 = sortie (cas_journal_get_table (j), provenzano, -1);
  g_assert_false (battle_explained (r3, "Not allowed", NULL));

  /* Provenzano as Giordano's Lieutenant leads him: allowed. */
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do (j, "lieutenant provenzano giordano", &error));
  g_assert_no_error (error);
  g_autoptr(CasBattleResult) r4 = sortie (cas_journal_get_table (j), provenzano, giordano);
  g_assert_false (battle_explained (r4, "Not allowed", NULL));

  /* ... but Sortieing with Astimberg instead, his Lower Lord left inside: flagged twice. */
  g_autoptr(CasBattleResult) r5 = sortie (cas_journal_get_table (j), provenzano, astimberg);
  g_assert_true (battle_explained (r5, flag, rules));
  g_assert_true (battle_explained (r5, "Not allowed: Provenzano Salvani Sorties without his Lower Lord Giordano di Agliano", rules));
}

/* This Lord cards on a Comune mat (1.5.1, 3.4.4 "A Commander may Levy cards to his Comune
 * mat"; rules-decisions I152). Scenario A: Siena attacks Firenze, whose Comune fights on
 * its own with 2 Militia (Firenze keeps 1 Cavalieri). ARCIERI (f16: his Militia shoot
 * Archery x1) on the Comune's mat: the Comune's 2 Militia shoot 2 Hits in the Defenders'
 * Archery; on Firenze's own mat it does nothing here (he has no Militia); with the
 * Comune's units kept on his mat (the Comune not fighting apart) both mats' cards are his. */
static const CasBattleStep *
first_step (const CasBattleResult *r)
{
  return r->steps->len ? &g_array_index (r->steps, CasBattleStep, 0) : NULL;
}

static CasBattleResult *
at_firenze (const char *actions)
{
  g_autofree char *all = g_strconcat ("forces firenze men_at_arms 0; forces firenze cavalieri 1; forces siena men_at_arms 0; "
                                      "forces siena cavalieri 1; move siena firenze; ",
                                      actions, NULL);
  g_autoptr(CasJournal) j = battle_position (game, "dolenti_note", all);
  CasBattleSetup s;
  cas_battle_setup_init (&s, CAS_BATTLE_FIELD, cas_game_find_locale (game, "firenze"), cas_game_find_lord (game, "siena"));
  s.from_locale = cas_game_find_locale (game, "figline");
  return seeded (cas_journal_get_table (j), &s);
}

static void
test_comune_this_lord (void)
{
  g_autoptr(CasBattleResult) on_comune = at_firenze ("comune firenze in; comune firenze forces militia 2; capability f16 firenze_comune");
  const CasBattleStep *st = first_step (on_comune);
  g_assert_nonnull (st);
  g_assert_cmpint (st->step, ==, CAS_STEP_ARCHERY);
  g_assert_cmpint (st->side, ==, CAS_DEFENDER);
  g_assert_cmpint (st->hits, ==, 2);

  g_autoptr(CasBattleResult) on_his = at_firenze ("comune firenze in; comune firenze forces militia 2; capability f16 firenze");
  g_assert_cmpint (first_step (on_his)->step, !=, CAS_STEP_ARCHERY);

  /* The Comune's Militia on his mat (the Comune mat empty): the card on the Comune mat is
   * his too. */
  g_autoptr(CasBattleResult) one_mat = at_firenze ("comune firenze in; forces firenze militia 2; capability f16 firenze_comune");
  st = first_step (one_mat);
  g_assert_cmpint (st->step, ==, CAS_STEP_ARCHERY);
  g_assert_cmpint (st->hits, ==, 2);

  /* The action's text round-trips, and the save keeps the mat. */
  g_autoptr(GError) error = NULL;
  g_autoptr(CasAction) a = cas_action_parse (game, "capability f16 firenze_comune", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "capability f16 firenze_comune");
  g_autoptr(CasJournal) j = battle_position (game, "dolenti_note", "comune firenze in; capability f16 firenze_comune");
  const CasTable *t = cas_journal_get_table (j);
  int f16 = cas_game_find_card (game, "f16");
  g_assert_cmpint (CAS_CARD (t, f16, CAS_K_MAT), ==, 1);
  g_assert_cmpint (CAS_CARD (t, f16, CAS_K_LORD), ==, cas_game_find_lord (game, "firenze"));
  g_assert_true (cas_journal_do (j, "discard f16", &error));
  g_assert_cmpint (CAS_CARD (cas_journal_get_table (j), f16, CAS_K_MAT), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game = cas_game_load_builtin ("inferno", NULL);
  g_assert_nonnull (game);
  g_test_add_func ("/inferno-battle-sally/relief-array", test_relief_array);
  g_test_add_func ("/inferno-battle-sally/relief-fight", test_relief_fight);
  g_test_add_func ("/inferno-battle-sally/relief-fails", test_relief_fails);
  g_test_add_func ("/inferno-battle-sally/nevsky-unchanged", test_nevsky_unchanged);
  g_test_add_func ("/inferno-battle-sally/sortie-leader", test_sortie_leader);
  g_test_add_func ("/inferno-battle-sally/comune-this-lord", test_comune_this_lord);
  return g_test_run ();
}
