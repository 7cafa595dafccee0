/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-battle-cards.c: Inferno's Arts of War cards in Battle and Storm and the
 * Forces table setting (issue 17, battlecards; rulebook 1.9.1, 3.1.3, 4.4.2, 4.4.3,
 * 4.4.4, 4.5.2; the cards as shared/reference/inferno/data.md section 8 summarises them;
 * rules-decisions I86-I93), against hand-worked cases with the dice given. Every
 * expectation was worked out from the rules, the cards and forces.json before running the
 * engine. Notation as tests/test-inferno-battle.c (tests/battle-test-util.h).
 *
 * The positions start from scenario D, Arbia Colorata (6.0), box 9 (Jun-Jul, Summer). The
 * field Battles are at Arezzo: a Ghibelline Lord come from Montevarchi attacks Arezzo's
 * Podestà (Orvieto gone to Colle); both sides' Forces are set by the actions. A Defender who loses
 * without Conceding Retreats to Anghiari and his Routed units come back only on a 1
 * (4.4.4); the Attacker Retreats to Montevarchi, whence he came (4.4.3). */
#include "castellan.h"
#include "battle-test-util.h"

static CasGame *game;

static const char *const uabbr[] = { "Rit", "Cav", "Ber", "LH", "MA", "Arm", "Mil", "Vil" };

#define steps_str(b, r) battle_steps_str (game, uabbr, b, r)
#define end_str(r) battle_end_str (game, uabbr, r)
#define fates_str(r) battle_fates_str (game, uabbr, r)
#define spoils_str(r) battle_spoils_str (game, r)

#define CHECK(fn, r, want)              \
  do                                    \
    {                                   \
      g_autofree char *got_ = fn (r);   \
      g_assert_cmpstr (got_, ==, want); \
    }                                   \
  while (0)

/* Arezzo with none of his Forces, Santa Fiora with none of his, Orvieto gone. */
#define EMPTY                                                                                                          \
  "move orvieto colle; forces arezzo cavalieri 0; forces arezzo berrovieri 0; forces arezzo men_at_arms 0; "     \
  "forces arezzo armigeri 0; forces arezzo militia 0; forces santa_fiora cavalieri 0; forces santa_fiora berrovieri 0; " \
  "forces santa_fiora light_horse 0; forces santa_fiora men_at_arms 0; forces santa_fiora armigeri 0; "

/* Montevarchi (a Guelph Town) under two Ghibelline Allegiance markers: Friendly to Santa
 * Fiora, who may Retreat there (4.4.3; every other neighbour of Arezzo is a Guelph
 * Stronghold). */
#define GHIBELLINE_MONTEVARCHI "marker montevarchi conquered 2"

static int
unit (const char *id)
{
  int u = cas_game_find_unit (game, id);
  g_assert_cmpint (u, >=, 0);
  return u;
}

#define explained(r, words) battle_explained (r, words, NULL)

static CasJournal *
position (const char *actions)
{
  return battle_position (game, "arbia_colorata", actions);
}

/* Runs `s` on `j`'s table with exactly `dice`, all of them used. */
static CasBattleResult *
fight (CasJournal *j, const CasBattleSetup *s, const char *dice, CasBattle **out)
{
  return battle_fight (cas_journal_get_table (j), s, dice, out);
}

/* fight (), then the steps must be `want`. */
static CasBattleResult *
fight_steps (CasJournal *j, const CasBattleSetup *s, const char *dice, const char *want, CasBattle **b)
{
  CasBattleResult *r = fight (j, s, dice, b);
  g_autofree char *steps = steps_str (*b, r);
  g_assert_cmpstr (steps, ==, want);
  return r;
}

/* A field Battle at Arezzo by `attacker`, come from Montevarchi. */
static void
at_arezzo (CasBattleSetup *s, const char *attacker)
{
  cas_battle_setup_init (s, CAS_BATTLE_FIELD, cas_game_find_locale (game, "arezzo"), cas_game_find_lord (game, attacker));
  s->from_locale = cas_game_find_locale (game, "montevarchi");
}

/* ------------------------------------------------------------------------ */
/* The Forces table setting (rules-decisions I3, I86). */

/* Arezzo (1 Light Horse, 1 Men-at-Arms) against Santa Fiora (3 Armigeri).
 * harness (the default): Light Horse shoot nothing; R1 Defending Horse ½, 1 Hit (Armigeri
 * 1-2: 1 saves), Defending Foot 1 (2 saves); Attacking Foot 3 Armigeri ×1, 3 Hits: the
 * Men-at-Arms (Armor 1-3, the best Protection first) save on 3, Rout on 4, the Light Horse
 * Rout on 2. Arezzo Retreats without Conceding: Losses on a 1 only (Light Horse 6 lost,
 * Men-at-Arms 1 back), Service 3: 2 boxes; his Assets but Ships are Spoils (4.4.3).
 * vitale: Light Horse shoot ½ (R1 Defending Archery, 1 Hit, 1 saves); 3 Armigeri ×½, 2
 * Hits; Men-at-Arms Armor 1-2: the 3 Routs. The rest as above. */
#define FORCES_TABLE EMPTY "forces arezzo light_horse 1; forces arezzo men_at_arms 1; forces santa_fiora armigeri 3; move santa_fiora arezzo"

static void
test_forces_table (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (FORCES_TABLE);
  at_arezzo (&s, "santa_fiora");
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "1,2, 3,4,2, 6,1, 3",
                   "R1 D horse >santa_fiora 1h: Arm/santa_fiora 2:1s\n"
                   "R1 D foot >santa_fiora 1h: Arm/santa_fiora 2:2s\n"
                   "R1 A foot >arezzo 3h: MA/arezzo 3:3s, MA/arezzo 3:4R, LH/arezzo 1:2R", &b);
  CHECK (end_str, r, "L LH/arezzo 1:6R, L MA/arezzo 1:1s, Svc arezzo 3");
  CHECK (fates_str, r, "santa_fiora won\narezzo retreat>anghiari -LH1 +MA1 svc2");
  CHECK (spoils_str, r, "prov2 coin1 cart2");
  g_assert_true (explained (r, "Men-at-Arms: Armor 1-3 by the setting forces_table (harness): unverified"));
  g_assert_true (explained (r, "the alternative is Armor 1-2 (action: option forces_table vitale)"));
  g_assert_true (explained (r, "Light Horse: no Archery by the setting forces_table (harness)"));
  g_assert_true (explained (r, "the alternative is Archery ×½ (action: option forces_table vitale)"));
  g_assert_true (explained (r, "Armigeri: Melee ×1 by the setting forces_table (harness)"));
  g_assert_false (explained (r, "Militia:"));   /* no Militia fight: no line */
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do (j, "option forces_table vitale", &error));
  g_assert_no_error (error);
  r = fight_steps (j, &s, "1, 1, 2, 3,2, 6,1, 3",
                   "R1 D archery >santa_fiora 1h: Arm/santa_fiora 2:1s\n"
                   "R1 D horse >santa_fiora 1h: Arm/santa_fiora 2:1s\n"
                   "R1 D foot >santa_fiora 1h: Arm/santa_fiora 2:2s\n"
                   "R1 A foot >arezzo 2h: MA/arezzo 2:3R, LH/arezzo 1:2R", &b);
  CHECK (end_str, r, "L LH/arezzo 1:6R, L MA/arezzo 1:1s, Svc arezzo 3");
  CHECK (fates_str, r, "santa_fiora won\narezzo retreat>anghiari -LH1 +MA1 svc2");
  g_assert_true (explained (r, "Men-at-Arms: Armor 1-2 by the setting forces_table (vitale): unverified"));
  g_assert_true (explained (r, "the alternative is Armor 1-3 (action: option forces_table harness)"));
  g_assert_true (explained (r, "Light Horse: Archery ×½ by the setting forces_table (vitale)"));
  g_assert_true (explained (r, "Armigeri: Melee ×½ by the setting forces_table (vitale)"));
  cas_battle_free (b);
  /* The game's row is unchanged: the setting is the table's. */
  g_assert_cmpint (cas_game_get_unit (game, unit ("men_at_arms"))->range, ==, 3);
}

/* The Garrison under the setting (4.5.2; tests/test-inferno-battle.c /storm-cap under
 * harness): Montepulciano (a Town: 2 Cavalieri, 2 Men-at-Arms, 2 Armigeri) with one Siege
 * marker, Giordano (3 Ritter, 2 Men-at-Arms, 2 Militia) alone outside. vitale: the
 * Garrison's Melee is 2 + 2 + 2 × ½ = 5 (harness 6); Giordano's 3 + 2 + 2 × ½ = 6 (harness
 * 7, capped at 6). The Siegeworks (1-1) cancel one Hit of each; the Crossbow Hits as
 * before (Ritter chosen, then Castellan's Men-at-Arms: 1-2 - 2 leaves 1). */
static void
test_forces_table_garrison (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position ("option forces_table vitale; marker montepulciano siege 1; move provenzano siena; "
                                      "move santa_fiora siena; move giordano montepulciano");
  cas_battle_setup_init (&s, CAS_BATTLE_STORM, cas_game_find_locale (game, "montepulciano"), cas_game_find_lord (game, "giordano"));
  s.targets[0] = unit ("ritter");
  s.n_targets = 1;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "1,5,6, 2,1, 1,2,3,4,5, 1,2,3,4, 5,6,5,6,5,1, 4,4,4,4,3",
                   "R1 D archery >giordano 3h 3x 1w: W1:1c, W1:5-, W1:6-, !Rit/giordano 2:2s, !MA/giordano 1:1s\n"
                   "R1 D melee >giordano 5h 1w: W1:1c, W1:2-, W1:3-, W1:4-, W1:5-, Rit/giordano 4:1s, Rit/giordano 4:2s, "
                   "Rit/giordano 4:3s, Rit/giordano 4:4s\n"
                   "R1 A melee >garrison 6h 1w: W4:5-, W4:6-, W4:5-, W4:6-, W4:5-, W4:1c, Cav/garrison 3:4R, Cav/garrison 3:4R, "
                   "MA/garrison 2:4R, MA/garrison 2:4R, Arm/garrison 2:3R", &b);
  g_assert_cmpint (r->winner, ==, CAS_DEFENDER);
  g_assert_true (explained (r, "Militia: Melee ×½ by the setting forces_table (vitale)"));
  cas_battle_free (b);
}

/* ------------------------------------------------------------------------ */
/* Capabilities (1.9.1, 3.4.4; rules-decisions I87-I89, I92). */

/* S7 LUCERIA and S16 ARCIERI on Provenzano (4 Militia) against Arezzo (2 Cavalieri): up to
 * 3 Militia shoot ×1½, 4½, 5 Hits, and ARCIERI adds nothing (data.md: 3 Militia give 5
 * Hits). The Cavalieri save on 1, 2, Rout on 4, 5; the fifth Hit finds nobody. Arezzo
 * Retreats: both Cavalieri back on 1s, Service 2: 1 box. With ARCIERI alone the 4 Militia
 * shoot ×1: 4 Hits, the same rolls. */
#define MILITIA EMPTY "forces arezzo cavalieri 2; forces provenzano ritter 0; forces provenzano men_at_arms 0; " \
  "forces provenzano militia 4; capability s16 provenzano; move provenzano arezzo"

static void
test_luceria_arcieri (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (MILITIA "; capability s7 provenzano");
  at_arezzo (&s, "provenzano");
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "1,2,4,5, 1,1, 2",
                   "R1 A archery >arezzo 5h: Cav/arezzo 3:1s, Cav/arezzo 3:2s, Cav/arezzo 3:4R, Cav/arezzo 3:5R", &b);
  CHECK (end_str, r, "L Cav/arezzo 1:1s, L Cav/arezzo 1:1s, Svc arezzo 2");
  CHECK (fates_str, r, "provenzano won\narezzo retreat>anghiari +Cav2 svc1");
  g_assert_true (explained (r, "Luceria (S7) on Provenzano Salvani: up to 3 of his Militia shoot ×1½."));
  g_assert_true (explained (r, "Arcieri (S16) on Provenzano Salvani: adds nothing beside LUCERIA."));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  g_autoptr(CasJournal) j2 = position (MILITIA);
  r = fight_steps (j2, &s, "1,2,4,5, 1,1, 2",
                   "R1 A archery >arezzo 4h: Cav/arezzo 3:1s, Cav/arezzo 3:2s, Cav/arezzo 3:4R, Cav/arezzo 3:5R", &b);
  g_assert_true (explained (r, "Arcieri (S16) on Provenzano Salvani: his Militia shoot normal Archery ×1."));
  cas_battle_free (b);
}

/* S9 BALESTRIERI and S13 PALVESARI on Santa Fiora (4 Armigeri) against Arezzo (1
 * Cavalieri, 1 Militia, 1 Villici) in a field Battle: 3 of the 4 Armigeri shoot Crossbow
 * ×1, 3 Crossbow Hits, and with PALVESARI they select their targets outside a Storm too
 * (4.4.2 PLAY NOTE): the players pick the Militia (Unarmored: 2 Routs); Castellan proposes
 * the Villici (removed) and then the Cavalieri (Armor 1-3 - 2 = 1: 3 Routs). Arezzo
 * Retreats: Cavalieri back on 1, Militia lost on 5, the Villici gone without a roll;
 * Service 4: 2 boxes. */
static void
test_balestrieri_palvesari (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (EMPTY "forces arezzo cavalieri 1; forces arezzo militia 1; forces arezzo villici 1; "
                                            "forces santa_fiora armigeri 4; capability s9 santa_fiora; capability s13 santa_fiora; "
                                            "move santa_fiora arezzo");
  at_arezzo (&s, "santa_fiora");
  s.targets[0] = unit ("militia");
  s.n_targets = 1;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "2, 3, 1,5, 4",
                   "R1 A archery >arezzo 3h 3x: !Mil/arezzo 1:2R, !Vil/arezzo R, !Cav/arezzo 1:3R", &b);
  CHECK (end_str, r, "L Cav/arezzo 1:1s, L Mil/arezzo 1:5R, Svc arezzo 4");
  CHECK (fates_str, r, "santa_fiora won\narezzo retreat>anghiari -Mil1 -Vil1 +Cav1 svc2");
  const CasBattleStep *st = &g_array_index (r->steps, CasBattleStep, 0);
  g_assert_cmpint (g_array_index (st->rolls, CasBattleRoll, 0).target_choice, ==, 1);
  g_assert_cmpint (g_array_index (st->rolls, CasBattleRoll, 1).target_choice, ==, 0);
  g_assert_true (explained (r, "up to 3 of his Armigeri shoot Crossbow ×1 and, with PALVESARI, select their targets."));
  g_assert_true (explained (r, "his Armigeri have Armor 1-4 until his third Armigeri Routs."));
  cas_battle_free (b);
}

/* S13 PALVESARI alone on Santa Fiora (4 Armigeri) against Arezzo (6 Men-at-Arms):
 * Defending Foot 6 Hits; the Armigeri roll Armor 1-4 until the third has Routed (5 Routs,
 * 4 saves, 5 and 6 Rout), then 1-2 (3 Routs, where 1-4 would save): all four Routed, the
 * sixth Hit finds nobody. Santa Fiora Retreats to Montevarchi without Conceding: Loss rolls
 * on a 1 (the printed range is unmodified by cards, 4.4.4, and only 1 anyway): 1, 2, 1, 1;
 * Service 5: 3 boxes; his Assets are Spoils. */
static void
test_palvesari_armor (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (EMPTY "forces arezzo men_at_arms 6; forces santa_fiora armigeri 4; capability s13 santa_fiora; "
                                            "move santa_fiora arezzo; " GHIBELLINE_MONTEVARCHI);
  at_arezzo (&s, "santa_fiora");
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "5,4,5,6,3, 1,2,1,1, 5",
                   "R1 D foot >santa_fiora 6h: Arm/santa_fiora 4:5R, Arm/santa_fiora 4:4s, Arm/santa_fiora 4:5R, Arm/santa_fiora 4:6R, "
                   "Arm/santa_fiora 2:3R", &b);
  CHECK (end_str, r, "L Arm/santa_fiora 1:1s, L Arm/santa_fiora 1:2R, L Arm/santa_fiora 1:1s, L Arm/santa_fiora 1:1s, Svc santa_fiora 5");
  CHECK (fates_str, r, "santa_fiora retreat>montevarchi -Arm1 +Arm3 svc3\narezzo won");
  CHECK (spoils_str, r, "prov1 coin1 cart1");
  cas_battle_free (b);
}

/* F6 FEDITORI on Arezzo (2 Cavalieri, up to 4 ×2 in Rounds 1-2) and F12 ARMY RESERVE
 * (side-wide, naming Arezzo: Cavalieri ×2 from Round 3), against Santa Fiora (3
 * Men-at-Arms). Each Round Arezzo's Horse strike 4 Hits (2 without the cards), Santa
 * Fiora's Foot 3. Rounds 1-2 every roll saves (1s); Round 3 the Men-at-Arms Rout on 4s
 * after three Hits. Santa Fiora Retreats: all three back on 1s; Service 1: 1 box. */
static void
test_feditori_army_reserve (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (EMPTY "forces arezzo cavalieri 2; forces santa_fiora men_at_arms 3; capability f6 arezzo; "
                                            "capability f12; move santa_fiora arezzo; " GHIBELLINE_MONTEVARCHI);
  at_arezzo (&s, "santa_fiora");
  g_autoptr(CasBattleResult) r = fight (j, &s, "1,1,1,1, 1,1,1, 1,1,1,1, 1,1,1, 4,4,4, 1,1,1, 1", &b);
  GString *hits = g_string_new (NULL);
  for (guint i = 0; i < r->steps->len; i++)
    {
      const CasBattleStep *st = &g_array_index (r->steps, CasBattleStep, i);
      g_string_append_printf (hits, "%sR%d %c %s %d", i ? ", " : "", st->round, st->side == CAS_ATTACKER ? 'A' : 'D',
                              cas_battle_step_id (b, st->step), st->hits);
    }
  g_assert_cmpstr (hits->str, ==, "R1 D horse 4, R1 A foot 3, R2 D horse 4, R2 A foot 3, R3 D horse 4");
  g_string_free (hits, TRUE);
  CHECK (fates_str, r, "santa_fiora retreat>montevarchi +MA3 svc1\narezzo won");
  g_assert_true (explained (r, "Feditori (F6) on Arezzo Podestà: up to 4 of his Cavalieri strike ×2 in Battle Melee in Rounds 1-2."));
  g_assert_true (explained (r, "Army Reserve (F12) on Arezzo Podestà: his Cavalieri strike ×2 in Battle Melee from Round 3."));
  cas_battle_free (b);
}

/* S8 BALESTRE GROSSE and S4 TREBUCHETS on Provenzano (1 Ritter, 1 Men-at-Arms, 1 Militia)
 * Storming Montepulciano (a Town, Walls 1-4) with three Siege markers (Siegeworks 1-3):
 * his Men-at-Arms shoot Crossbow ×½ (Storm only), 1 Crossbow Hit, and the Garrison's
 * Walls are 1-3 (TREBUCHETS at 3-4 Siege markers, 4.4.2 "a -1 to Walls"). R1: the
 * Garrison's 3 Crossbow Hits select (4.5.2): Castellan proposes Provenzano's Men-at-Arms
 * (1-3 - 2 = 1), saved thrice; his Crossbow Hit passes the Walls (4) and Routs a Garrison
 * Cavalieri (Armor 1-3 - 2 = 1, Horse first: 2); the Garrison Melees 1 + 2 + 2 = 5, his
 * Ritter save them all; his Melee 3 Hits, a Cavalieri saves them. The Besiegers Concede at
 * Round 2 (4.5.2): they lose and stay, with nothing Routed. */
static void
test_balestre_grosse_trebuchets (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position ("marker montepulciano siege 3; move santa_fiora siena; capability s8 provenzano; "
                                      "capability s4 provenzano");
  cas_battle_setup_init (&s, CAS_BATTLE_STORM, cas_game_find_locale (game, "montepulciano"), cas_game_find_lord (game, "provenzano"));
  s.concede_round[CAS_ATTACKER] = 2;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "4,5,6, 1,1,1, 4, 2, 4,5,6,4,5, 1,1,1,1,1, 4,5,6, 1,1,1",
                   "R1 D archery >provenzano 3h 3x: W3:4-, W3:5-, W3:6-, !MA/provenzano 1:1s, !MA/provenzano 1:1s, !MA/provenzano 1:1s\n"
                   "R1 A archery >garrison 1h 1x: W3:4-, Cav/garrison 1:2R\n"
                   "R1 D melee >provenzano 5h: W3:4-, W3:5-, W3:6-, W3:4-, W3:5-, Rit/provenzano 4:1s, Rit/provenzano 4:1s, "
                   "Rit/provenzano 4:1s, Rit/provenzano 4:1s, Rit/provenzano 4:1s\n"
                   "R1 A melee >garrison 3h: W3:4-, W3:5-, W3:6-, Cav/garrison 3:1s, Cav/garrison 3:1s, Cav/garrison 3:1s", &b);
  g_assert_cmpint (r->winner, ==, CAS_DEFENDER);
  g_assert_true (explained (r, "Balestre Grosse (S8) on Provenzano Salvani: his Men-at-Arms shoot Crossbow ×½ (a Storm)."));
  g_assert_true (explained (r, "Trebuchets (S4) on Provenzano Salvani: the enemy's Walls or Siegeworks 1 lower while he is there Unrouted."));
  cas_battle_free (b);
}

/* ------------------------------------------------------------------------ */
/* Held Events (3.1.3; rules-decisions I90, I91). */

/* F6 HILLS played by Arezzo, Defending with 1 Armigeri and F9 BALESTRIERI: his Archery is 1
 * Crossbow Hit, doubled to 2, the added one normal: Santa Fiora's Cavalieri roll 1 (Armor
 * 1-3 - 2) and 3 (1-3), both saved. Santa Fiora's Horse 2 Hits: the Armigeri (1-2) Rout
 * on 3, the second finds nobody. Arezzo Retreats: the Armigeri back on 1; Service 6: 3
 * boxes. Played by the Attackers, HILLS does nothing and is not used up. */
static void
test_hills (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (EMPTY "forces arezzo armigeri 1; capability f9 arezzo; forces santa_fiora cavalieri 2; "
                                            "move santa_fiora arezzo");
  at_arezzo (&s, "santa_fiora");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_DOUBLE_ARCHERY;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "1,3, 3, 1, 6",
                   "R1 D archery >santa_fiora 2h 1x: Cav/santa_fiora 1:1s, Cav/santa_fiora 3:3s\n"
                   "R1 A horse >arezzo 2h: Arm/arezzo 2:3R", &b);
  CHECK (fates_str, r, "santa_fiora won\narezzo retreat>anghiari +Arm1 svc3");
  g_assert_true (explained (r, "Hills (F6) was played in this Battle but is not recorded as Held"));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* The Ghibellines (Attacking) play S6 HILLS: void; F9's 1 Crossbow Hit alone (Armor 1). */
  s.events[CAS_DEFENDER] = 0;
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_DOUBLE_ARCHERY;
  r = fight_steps (j, &s, "1, 3, 1, 6",
                   "R1 D archery >santa_fiora 1h 1x: Cav/santa_fiora 1:1s\nR1 A horse >arezzo 2h: Arm/arezzo 2:3R", &b);
  g_assert_true (explained (r, "Hills (S6) does not apply here (only the Defenders may use it, in a Battle (not a Storm))"));
  cas_battle_free (b);
}

/* F8 SWAMP played by Arezzo (1 Militia) Defending outside Summer (box 8, Apr-May, Spring):
 * Santa Fiora's Cavalieri make no Strike in Round 1; the Militia's 1 Hit is saved (1);
 * Round 2 the Cavalieri's Hit Routs the Militia (2). Arezzo Retreats: Militia back on 1;
 * Service 2: 1 box. In Summer (box 9) SWAMP does not apply: Round 1 the Cavalieri Rout
 * the Militia at once. */
static void
test_swamp (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (EMPTY "forces arezzo militia 1; forces santa_fiora cavalieri 1; move santa_fiora arezzo; box 8");
  at_arezzo (&s, "santa_fiora");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_NO_HORSE_R1;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "1, 2, 1, 2",
                   "R1 D foot >santa_fiora 1h: Cav/santa_fiora 3:1s\nR2 A horse >arezzo 1h: Mil/arezzo 1:2R", &b);
  CHECK (fates_str, r, "santa_fiora won\narezzo retreat>anghiari +Mil1 svc1");
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  g_autoptr(CasJournal) summer = position (EMPTY "forces arezzo militia 1; forces santa_fiora cavalieri 1; move santa_fiora arezzo");
  r = fight_steps (summer, &s, "2, 1, 2",
                   "R1 A horse >arezzo 1h: Mil/arezzo 1:2R", &b);
  g_assert_true (explained (r, "Swamp (F8) does not apply here (only the Defenders may use it, in a Battle in Spring, Autumn or Winter)"));
  cas_battle_free (b);
}

/* S4 SUDDEN CLASH played on Santa Fiora (2 Cavalieri), Attacking Arezzo (1 Cavalieri, 2
 * Militia with F16 ARCIERI: 2 Archery Hits if they could shoot). Round 1 his Horse strike
 * first, before all Archery, and select: the players pick the Militia (2 Routs), Castellan
 * proposes the other Militia (the unit least likely to save: 3 Routs). Arezzo's Archery
 * is gone; his Cavalieri's Hit is saved (2); Santa Fiora's Horse do not strike again in
 * Round 1. Round 2: Arezzo's Hit saved (1), Santa Fiora's 2 Hits: the Cavalieri Rout on
 * 4, the second finds nobody. Arezzo Retreats: Cavalieri back on 1, Militia 1 and 6;
 * Service 1: 1 box. */
static void
test_sudden_clash (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (EMPTY "forces arezzo cavalieri 1; forces arezzo militia 2; capability f16 arezzo; "
                                            "forces santa_fiora cavalieri 2; move santa_fiora arezzo");
  at_arezzo (&s, "santa_fiora");
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_FIRST_CHARGE;
  s.event_lord = cas_game_find_lord (game, "santa_fiora");
  s.targets[0] = unit ("militia");
  s.n_targets = 1;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "2,3, 2, 1, 4, 1,1,6, 1",
                   "R1 A horse >arezzo 2h: !Mil/arezzo 1:2R, !Mil/arezzo 1:3R\n"
                   "R1 D horse >santa_fiora 1h: Cav/santa_fiora 3:2s\n"
                   "R2 D horse >santa_fiora 1h: Cav/santa_fiora 3:1s\n"
                   "R2 A horse >arezzo 2h: Cav/arezzo 3:4R", &b);
  CHECK (end_str, r, "L Cav/arezzo 1:1s, L Mil/arezzo 1:1s, L Mil/arezzo 1:6R, Svc arezzo 1");
  CHECK (fates_str, r, "santa_fiora won\narezzo retreat>anghiari -Mil1 +Cav1 +Mil1 svc1");
  g_assert_true (explained (r, "Round 1: the Horse of Aldobrandino Aldobrandeschi strike first"));
  cas_battle_free (b);
}

/* ------------------------------------------------------------------------ */
/* The Carroccio in Battle (3.5.3, 4.4.3, 5.1; rules-decisions I93). */

/* Firenze's Podestà, Mustered at Arezzo with his Carroccio and 1 Cavalieri (Arezzo gone to
 * Colle), Defends against Santa Fiora (2 Cavalieri). */
#define CARROCCIO EMPTY "move arezzo colle; muster firenze arezzo; vassal firenze firenze_carroccio muster; forces firenze cavalieri 1; " \
  "forces firenze men_at_arms 0; forces firenze villici 0; forces santa_fiora cavalieri 2; move santa_fiora arezzo"

/* 4.4.3 Spoils: R1 Firenze's Horse 1 Hit (saved, 1); Santa Fiora's 2 Hits Rout his
 * Cavalieri (4). He Retreats without having Conceded: his Assets and his Carroccio's
 * marker go to the Ghibellines, 2 VP to them for good (5.1); Loss roll 1 (back), Service
 * 2: 1 box. */
static void
test_carroccio_captured (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (CARROCCIO);
  at_arezzo (&s, "santa_fiora");
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "1, 4, 1, 2",
                   "R1 D horse >santa_fiora 1h: Cav/santa_fiora 3:1s\nR1 A horse >firenze 2h: Cav/firenze 3:4R", &b);
  CHECK (fates_str, r, "santa_fiora won\nfirenze retreat>anghiari +Cav1 svc1");
  g_assert_true (explained (r, "The Ghibellines capture the Carroccio of Firenze (Firenze Podestà Retreated without Conceding)"));
  g_autofree char *actions = battle_actions_str (r);
  g_assert_nonnull (strstr (actions, "vassal firenze firenze_carroccio removed; carroccio ghibelline yes"));
  /* The actions apply: the Ghibellines have 2 VP more (5.1). */
  const CasTable *t = cas_journal_get_table (j);
  int before = cas_table_vp_halves (t, 1);
  battle_apply_actions (j, r);
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 1), ==, before + 4);
  cas_battle_free (b);
}

/* 4.4.3 EXCEPTION: Firenze Concedes at Round 1 (his Hit halved, still 1) and Retreats with
 * his Carroccio: he keeps it, and shifts Service one box without a roll; his Cavalieri,
 * Routed (4), come back on 2 (Armor 1-3: he Conceded). */
static void
test_carroccio_concede (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (CARROCCIO);
  at_arezzo (&s, "santa_fiora");
  s.concede_round[CAS_DEFENDER] = 1;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "1, 4, 2",
                   "R1 D horse >santa_fiora 1h: Cav/santa_fiora 3:1s\nR1 A horse >firenze 2h: Cav/firenze 3:4R", &b);
  CHECK (end_str, r, "L Cav/firenze 3:2s");
  CHECK (fates_str, r, "santa_fiora won\nfirenze retreat>anghiari +Cav1 svc1");
  g_assert_true (explained (r, "Firenze Podestà shifts Service 1 box left without a roll: his side Conceded and Retreated with the Carroccio of Firenze."));
  g_assert_false (explained (r, "capture the Carroccio"));
  cas_battle_free (b);
}

/* Every Held Event and Capability the Battle reads is on both sides' cards, by the names
 * in cards.json (3.1.3, 1.9.1). */
/* ------------------------------------------------------------------------ */
/* Session 9: S21 SOVRINTENDENTE, F3/S3 SURPRISE, F16 A BLOODY RED STREAM, F24/S24
 * DOCTORS (rules-decisions I94-I97). */

/* S21 SOVRINTENDENTE (side-wide; I95): Arezzo (1 Cavalieri) Storms Monteriggioni, a Castle
 * Friendly to the Ghibellines (Garrison: Cavalieri, Men-at-Arms, Militia), with one Siege
 * marker: one Round, Siegeworks 1-1, Walls 1-4. With the card the Militia is an Armigeri:
 * the Garrison shoots Men-at-Arms Crossbow ½ + Armigeri Crossbow 1 = 1½, 2 Hits, both
 * Crossbow (without it Militia Archery 1 + ½: 2 Hits, 1 Crossbow), which select their
 * target (4.5.2): the Cavalieri, Armor 1-3 - 2 = 1, save on 1s; Siegeworks 2, 3 stand. The
 * Garrison's Melee 3 (1 each) after Siegeworks 2, 2, 2: 3 Hits, saved on 1, 2, 3.
 * Arezzo's Cavalieri Melee 1: 1 Hit, Walls 5 stand, the Garrison's Cavalieri (Horse before
 * Foot among the best Armor) Routs on 6. The Storm ends after its one Round. */
#define MONTERIGGIONI EMPTY "forces arezzo cavalieri 1; move arezzo monteriggioni; marker monteriggioni siege 1"

static void
test_sovrintendente (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (MONTERIGGIONI "; capability s21");
  cas_battle_setup_init (&s, CAS_BATTLE_STORM, cas_game_find_locale (game, "monteriggioni"), cas_game_find_lord (game, "arezzo"));
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "2,3, 1,1, 2,2,2, 1,2,3, 5, 6",
                   "R1 D archery >arezzo 2h 2x: W1:2-, W1:3-, !Cav/arezzo 1:1s, !Cav/arezzo 1:1s\n"
                   "R1 D melee >arezzo 3h: W1:2-, W1:2-, W1:2-, Cav/arezzo 3:1s, Cav/arezzo 3:2s, Cav/arezzo 3:3s\n"
                   "R1 A melee >garrison 1h: W4:5-, Cav/garrison 3:6R", &b);
  g_assert_cmpint (r->winner, ==, CAS_DEFENDER);
  g_assert_true (explained (r, "Sovrintendente (S21): this Castle, Friendly to the Ghibellines, defends with 1 Armigeri (Crossbow ×1) instead of its Militia."));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* Without the card: the Militia shoots normal Archery, 1 Crossbow Hit of 2. */
  g_autoptr(CasJournal) j2 = position (MONTERIGGIONI);
  r = fight_steps (j2, &s, "2,3, 1,1, 2,2,2, 1,2,3, 5, 6",
                   "R1 D archery >arezzo 2h 1x: W1:2-, W1:3-, !Cav/arezzo 1:1s, Cav/arezzo 3:1s\n"
                   "R1 D melee >arezzo 3h: W1:2-, W1:2-, W1:2-, Cav/arezzo 3:1s, Cav/arezzo 3:2s, Cav/arezzo 3:3s\n"
                   "R1 A melee >garrison 1h: W4:5-, Cav/garrison 3:6R", &b);
  g_assert_false (explained (r, "Sovrintendente"));
  cas_battle_free (b);
}

/* F3/S3 SURPRISE (I94): Giordano (3 Ritter) alone Storms Figline, a Guelph Castle with no
 * Lord inside, after placing the card's 2 Siege markers: Siegeworks 1-2, Walls 1-4 - 2 =
 * 1-2, at most 3 Rounds (2 by the markers). The Garrison's Archery: Men-at-Arms Crossbow ½
 * + Militia 1, 2 Hits, 1 Crossbow (selecting: Ritter 1-4 - 2 = 1-2, saved on 2), the other
 * saved on 4; Siegeworks 3, 4 stand. Its Melee 3 after Siegeworks 3, 3, 3: Ritter save
 * on 1s. Giordano's Melee 3 × 1 = 3 Hits; Walls 1-2 stand on 3, 4, 5 (1-4 would cancel
 * two); Cavalieri and Men-at-Arms Rout on 6, the Militia on 2: Figline is Sacked. */
#define FIGLINE "forces giordano men_at_arms 0; forces giordano militia 0; move giordano figline; marker figline siege 2"

static void
test_surprise (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (FIGLINE "; card s3 held");
  cas_battle_setup_init (&s, CAS_BATTLE_STORM, cas_game_find_locale (game, "figline"), cas_game_find_lord (game, "giordano"));
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_SURPRISE_STORM;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "3,4, 2,4, 3,3,3, 1,1,1, 3,4,5, 6,6,2",
                   "R1 D archery >giordano 2h 1x: W2:3-, W2:4-, !Rit/giordano 2:2s, Rit/giordano 4:4s\n"
                   "R1 D melee >giordano 3h: W2:3-, W2:3-, W2:3-, Rit/giordano 4:1s, Rit/giordano 4:1s, Rit/giordano 4:1s\n"
                   "R1 A melee >garrison 3h: W2:3-, W2:4-, W2:5-, Cav/garrison 3:6R, MA/garrison 3:6R, Mil/garrison 1:2R", &b);
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  g_assert_true (r->sacked);
  g_assert_true (explained (r, "Walls 1-2 for the Besieged, Siegeworks 1-2 for the Besiegers; at most 3 Rounds."));
  g_assert_true (explained (r, "Surprise: the Storm lasts up to 3 Rounds whatever the Siege markers"));
  g_assert_true (explained (r, "Surprise (S3), played in this Battle, is discarded."));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* In a field Battle it does not apply (and is not used up): the /hills position
   * without HILLS, the same Strikes. */
  g_autoptr(CasJournal) j2 = position (EMPTY "forces arezzo armigeri 1; capability f9 arezzo; forces santa_fiora cavalieri 2; "
                                             "move santa_fiora arezzo");
  at_arezzo (&s, "santa_fiora");
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_SURPRISE_STORM;
  r = fight_steps (j2, &s, "1, 3, 1, 6",
                   "R1 D archery >santa_fiora 1h 1x: Cav/santa_fiora 1:1s\nR1 A horse >arezzo 2h: Arm/arezzo 2:3R", &b);
  g_assert_true (explained (r, "Surprise (S3) does not apply here (it works only when a lone Lord Storms a Stronghold with no Lord inside)"));
  cas_battle_free (b);
}

/* F16 A BLOODY RED STREAM (I96): Arezzo (1 Cavalieri, 1 Militia), the Guelphs', Defends
 * against Santa Fiora (2 Cavalieri). R1: his Cavalieri's Hit saved on 1; Santa Fiora's 2
 * Hits Rout the Cavalieri (5) and the Militia (3): about to Rout, he rolls their printed
 * Protection: the Cavalieri come back (1-3: 2), the Militia not (1: 4). R2: his Hit
 * Routs a Cavalieri (4); the one Hit back Routs his Cavalieri (6): the card is spent, he
 * Routs. Losses: Santa Fiora's Cavalieri back on 2 (1-3); Arezzo Retreats without
 * Conceding: the Cavalieri back on 1, the Militia lost on 3; Service 3: 2 boxes. */
#define STREAM EMPTY "forces arezzo cavalieri 1; forces arezzo militia 1; forces santa_fiora cavalieri 2; move santa_fiora arezzo"

static void
test_bloody_red_stream (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (STREAM "; card f16 held");
  at_arezzo (&s, "santa_fiora");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_LAST_STAND;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "1, 5,3,2,4, 4, 6, 2, 1,3, 3",
                   "R1 D horse >santa_fiora 1h: Cav/santa_fiora 3:1s\n"
                   "R1 A horse >arezzo 2h: Cav/arezzo 3:5R, Mil/arezzo 1:3R, Cav/arezzo 3:2s, Mil/arezzo 1:4R\n"
                   "R2 D horse >santa_fiora 1h: Cav/santa_fiora 3:4R\n"
                   "R2 A horse >arezzo 1h: Cav/arezzo 3:6R", &b);
  CHECK (end_str, r, "L Cav/santa_fiora 3:2s, L Cav/arezzo 1:1s, L Mil/arezzo 1:3R, Svc arezzo 3");
  CHECK (fates_str, r, "santa_fiora won +Cav1\narezzo retreat>anghiari -Mil1 +Cav1 svc2");
  g_assert_true (explained (r, "A Bloody Red Stream (F16), played in this Battle, is discarded."));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* Played by the Ghibellines, whose card it is not: nothing (Arezzo Routs in Round 1). */
  s.events[CAS_DEFENDER] = 0;
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_LAST_STAND;
  r = fight_steps (j, &s, "1, 5,3, 1,1, 3",
                   "R1 D horse >santa_fiora 1h: Cav/santa_fiora 3:1s\n"
                   "R1 A horse >arezzo 2h: Cav/arezzo 3:5R, Mil/arezzo 1:3R", &b);
  CHECK (fates_str, r, "santa_fiora won\narezzo retreat>anghiari +Cav1 +Mil1 svc2");
  cas_battle_free (b);
}

/* F24 DOCTORS (I97). The /forces-table Battle: Arezzo's Light Horse, lost on 6, comes back
 * (half of 1, rounded up). */
static void
test_doctors (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (FORCES_TABLE "; card f24 held");
  at_arezzo (&s, "santa_fiora");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_RESTORE_HALF;
  g_autoptr(CasBattleResult) r = fight (j, &s, "1,2, 3,4,2, 6,1, 3", &b);
  CHECK (end_str, r, "L LH/arezzo 1:6R, L MA/arezzo 1:1s, Svc arezzo 3");
  CHECK (fates_str, r, "santa_fiora won\narezzo retreat>anghiari +LH1 +MA1 svc2");
  g_assert_true (explained (r, "Doctors: half the units Arezzo Podestà lost, rounded up, return to his Forces (1 Light Horse), the Captured knights among them first."));
  g_assert_true (explained (r, "Doctors (F24), played in this Battle, is discarded."));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* The /luceria-arcieri Battle with Loss rolls of 4 and 5: both Cavalieri lost and
   * Captured (4.4.4: 3-6), which would remove Arezzo; DOCTORS brings one back (half of
   * 2), a Captured one, so he Retreats with it and one stays Captured. Service 2: 1 box. */
  g_autoptr(CasJournal) j2 = position (MILITIA "; capability s7 provenzano; card f24 held");
  at_arezzo (&s, "provenzano");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_RESTORE_HALF;
  r = fight (j2, &s, "1,2,4,5, 4,5, 2", &b);
  CHECK (fates_str, r, "provenzano won\narezzo retreat>anghiari -Cav1 +Cav1 !Cav1 svc1");
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);
  s.events[CAS_DEFENDER] = 0;
  r = fight (j2, &s, "1,2,4,5, 4,5", &b);
  CHECK (fates_str, r, "provenzano won\narezzo removed -Cav2 !Cav2");
  cas_battle_free (b);
}

/* ------------------------------------------------------------------------ */
/* Session 10: F3/S3 SIEGE TOWERS (rules-decisions I118). */

/* SIEGE TOWERS on Giordano (3 Ritter), Storming Figline (a Guelph Castle: Garrison
 * Cavalieri, Men-at-Arms, Militia; Walls 1-4) with 2 Siege markers: Siegeworks 1-2, two
 * Rounds. R1 as ever (the /surprise Strikes): the Garrison's Archery, Men-at-Arms Crossbow
 * ½ + Militia 1, 2 Hits, 1 Crossbow (selecting: Ritter 1-4 - 2 = 1-2, saved on 2; the
 * other on 4), Siegeworks 3, 4 stand; its Melee 3 after Siegeworks 3, 3, 3, Ritter save on
 * 1s; Giordano's Melee 3: Walls 1, 2 cancel two, 5 stands; the Cavalieri (the best Armor,
 * 1-3) saves on 2. R2, the card's Round: Giordano's Melee first, 3 Hits, Walls 5, 6, 5
 * stand; Cavalieri and Men-at-Arms Rout on 6, the Militia on 2: the Garrison has Routed
 * before it strikes, and Figline is Sacked. */
#define TOWERS "forces giordano men_at_arms 0; forces giordano militia 0; move giordano figline; marker figline siege 2"

static void
test_siege_towers (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (TOWERS "; capability s3 giordano");
  cas_battle_setup_init (&s, CAS_BATTLE_STORM, cas_game_find_locale (game, "figline"), cas_game_find_lord (game, "giordano"));
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "3,4, 2,4, 3,3,3, 1,1,1, 1,2,5, 2, 5,6,5, 6,6,2",
                   "R1 D archery >giordano 2h 1x: W2:3-, W2:4-, !Rit/giordano 2:2s, Rit/giordano 4:4s\n"
                   "R1 D melee >giordano 3h: W2:3-, W2:3-, W2:3-, Rit/giordano 4:1s, Rit/giordano 4:1s, Rit/giordano 4:1s\n"
                   "R1 A melee >garrison 3h 2w: W4:1c, W4:2c, W4:5-, Cav/garrison 3:2s\n"
                   "R2 A melee >garrison 3h: W4:5-, W4:6-, W4:5-, Cav/garrison 3:6R, MA/garrison 3:6R, Mil/garrison 1:2R", &b);
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  g_assert_true (r->sacked);
  g_assert_true (explained (r, "Siege Towers (S3) on Giordano di Agliano: from Round 2 his Strikes, Archery and Melee, come before everyone else’s."));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* Without it, R2 begins with the Garrison's Archery (Siegeworks 5, 6 stand; the
   * Crossbow Hit Routs a Ritter on 5, the other saved on 2), then its Melee (Siegeworks
   * 1, 2 cancel two, 3 stands; saved on 1), and Giordano's 2 Ritter strike 2 Hits, which
   * Rout the Cavalieri and the Men-at-Arms (6, 6); the Militia stands and the Storm fails
   * (its last Round); the Routed Ritter comes back on a 1 (4.5.2: Storm Attackers, 1 only). */
  g_autoptr(CasJournal) j2 = position (TOWERS);
  r = fight_steps (j2, &s, "3,4, 2,4, 3,3,3, 1,1,1, 1,2,5, 2, 5,6, 5,2, 1,2,3, 1, 5,6, 6,6, 1",
                   "R1 D archery >giordano 2h 1x: W2:3-, W2:4-, !Rit/giordano 2:2s, Rit/giordano 4:4s\n"
                   "R1 D melee >giordano 3h: W2:3-, W2:3-, W2:3-, Rit/giordano 4:1s, Rit/giordano 4:1s, Rit/giordano 4:1s\n"
                   "R1 A melee >garrison 3h 2w: W4:1c, W4:2c, W4:5-, Cav/garrison 3:2s\n"
                   "R2 D archery >giordano 2h 1x: W2:5-, W2:6-, !Rit/giordano 2:5R, Rit/giordano 4:2s\n"
                   "R2 D melee >giordano 3h 2w: W2:1c, W2:2c, W2:3-, Rit/giordano 4:1s\n"
                   "R2 A melee >garrison 2h: W4:5-, W4:6-, Cav/garrison 3:6R, MA/garrison 3:6R", &b);
  g_assert_cmpint (r->winner, ==, CAS_DEFENDER);
  cas_battle_free (b);
}

/* F12/S12 CAMP ATTACK (I119), played by the Guelphs: Arezzo (2 Cavalieri) Defends against
 * Santa Fiora (1 Cavalieri; 1 Provender, 1 Coin, 1 Loot, 1 Cart, 1 Ship). Before Round 1
 * the Guelphs take 2 Assets from him (Castellan: Coin, Loot) and remove 2 more (the Ship,
 * then Provender): he keeps 1 Cart; Arezzo (1 Coin) gets the Coin and the Loot. R1:
 * Arezzo's 2 Hits, the first Routs the Cavalieri (5), the second finds nobody. Santa Fiora
 * Retreats to Montevarchi (Ghibelline: two markers) without Conceding: the Cavalieri back
 * on the 1, Service 4: 2 boxes; he hands over all he has left but Ships, the Cart. */
#define CAMP EMPTY "forces arezzo cavalieri 2; forces santa_fiora cavalieri 1; move santa_fiora arezzo; " \
  "assets santa_fiora loot 1; assets santa_fiora ship 1; card f12 held; " GHIBELLINE_MONTEVARCHI

static void
test_camp_attack (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (CAMP);
  at_arezzo (&s, "santa_fiora");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_CAMP_ATTACK;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "5, 1, 4", "R1 D horse >santa_fiora 2h: Cav/santa_fiora 3:5R", &b);
  CHECK (fates_str, r, "santa_fiora retreat>montevarchi +Cav1 svc2\narezzo won");
  CHECK (spoils_str, r, "cart1");
  g_assert_true (explained (r, "Camp Attack, Round 1: the Guelphs take 1 Coin, 1 Loot from Aldobrandino Aldobrandeschi as Spoils and remove 1 Provender, 1 Ship more"));
  g_assert_true (explained (r, "Camp Attack: the Spoils taken (1 Coin, 1 Loot) go to Arezzo Podestà; divide them among the Guelphs as you like."));
  g_assert_true (explained (r, "Camp Attack (F12), played in this Battle, is discarded."));
  battle_apply_actions (j, r);
  const CasTable *t = cas_journal_get_table (j);
  int sf = cas_game_find_lord (game, "santa_fiora"), az = cas_game_find_lord (game, "arezzo");
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    g_assert_cmpint (CAS_LORD (t, sf, CAS_L_ASSETS + a), ==, 0);
  g_assert_cmpint (CAS_LORD (t, az, CAS_L_ASSETS + CAS_ASSET_COIN), ==, 2);
  g_assert_cmpint (CAS_LORD (t, az, CAS_L_ASSETS + CAS_ASSET_LOOT), ==, 1);
  g_assert_cmpint (CAS_LORD (t, az, CAS_L_ASSETS + CAS_ASSET_CART), ==, 3);
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* In a Storm it does not apply and is not used up (the /siege-towers Storm, R1 and R2
   * without the card, with S12 played by the Ghibellines). */
  g_autoptr(CasJournal) j2 = position (TOWERS "; card s12 held");
  cas_battle_setup_init (&s, CAS_BATTLE_STORM, cas_game_find_locale (game, "figline"), cas_game_find_lord (game, "giordano"));
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_CAMP_ATTACK;
  r = fight (j2, &s, "3,4, 2,4, 3,3,3, 1,1,1, 1,2,5, 2, 5,6, 5,2, 1,2,3, 1, 5,6, 6,6, 1", &b);
  g_assert_true (explained (r, "Camp Attack (S12) does not apply here (it works only in a Battle)"));
  g_assert_false (explained (r, "Camp Attack, Round 1"));
  cas_battle_free (b);
}

/* F7 GREEK FIRE (I120), played by the Guelphs (the Besieged) at the Storm of Figline
 * (2 Siege markers) on Giordano (3 Ritter, 1 Militia; SIEGE TOWERS at his mat): the
 * markers drop to 1, so one Round with Siegeworks 1-1; he loses his Militia (the weakest)
 * and discards his This Lord card. R1 as in /siege-towers (Siegeworks 3, 4 and 3, 3, 3
 * stand); his 3 Ritter strike 3 Hits, Walls 1-4: 5, 6, 5 stand; the Garrison Routs (6, 6,
 * 2) and Figline is Sacked. */
static void
test_greek_fire (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (TOWERS "; capability s3 giordano; forces giordano militia 1; card f7 held");
  cas_battle_setup_init (&s, CAS_BATTLE_STORM, cas_game_find_locale (game, "figline"), cas_game_find_lord (game, "giordano"));
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_SIEGE_FIRE;
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "3,4, 2,4, 3,3,3, 1,1,1, 5,6,5, 6,6,2",
                   "R1 D archery >giordano 2h 1x: W1:3-, W1:4-, !Rit/giordano 2:2s, Rit/giordano 4:4s\n"
                   "R1 D melee >giordano 3h: W1:3-, W1:3-, W1:3-, Rit/giordano 4:1s, Rit/giordano 4:1s, Rit/giordano 4:1s\n"
                   "R1 A melee >garrison 3h: W4:5-, W4:6-, W4:5-, Cav/garrison 3:6R, MA/garrison 3:6R, Mil/garrison 1:2R", &b);
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  g_assert_true (explained (r, "Walls 1-4 for the Besieged, Siegeworks 1-1 for the Besiegers; at most 1 Round."));
  g_assert_true (explained (r, "Greek Fire: the Siege markers at Figline drop from 2 to 1"));
  g_assert_true (explained (r, "Greek Fire: Giordano di Agliano loses 1 Militia to the pool before the fight"));
  g_assert_true (explained (r, "Greek Fire: Giordano di Agliano also discards 1 of his This Lord cards (Siege Towers s3)"));
  g_assert_true (explained (r, "Greek Fire (F7), played in this Battle, is discarded."));
  g_autofree char *actions = battle_actions_str (r);
  g_assert_nonnull (strstr (actions, "marker figline siege 1; forces giordano militia 0; discard s3; "));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* Played by the Besiegers it does not apply (the same Storm without it: 2 Rounds). */
  s.events[CAS_DEFENDER] = 0;
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_SIEGE_FIRE;
  g_autoptr(CasJournal) j2 = position (TOWERS "; card s7 held");
  r = fight (j2, &s, "3,4, 2,4, 3,3,3, 1,1,1, 5,6,5, 6,6,2", &b);
  g_assert_true (explained (r, "Greek Fire (S7) does not apply here (in a Storm or Sally, only the Besieged may play it, on a Besieging Lord)"));
  g_assert_true (explained (r, "Siegeworks 1-2 for the Besiegers; at most 2 Rounds."));
  cas_battle_free (b);
}

/* ------------------------------------------------------------------------ */
/* Session 11 (battle-distr): F21 DISTRINGITORES (rules-decisions I144). */

/* DISTRINGITORES in play (side-wide; it names Arezzo): Arezzo (3 Cavalieri) Defends against
 * Santa Fiora (3 Men-at-Arms). Nobody shoots, so the card acts right after the (empty)
 * Archery steps. R1: Arezzo's Horse 3 Hits, the Men-at-Arms (1-3) save on 1, 1, 1; Santa
 * Fiora's Foot 3 Hits: Cavalieri (1-3) Rout on 4, save on 2, Rout on 5. R1 had no Routed
 * unit before its Archery. R2 after Archery: Arezzo, Unrouted, re-rolls his 2 Routed
 * Cavalieri: 2 returns, 6 stays; his 2 Cavalieri strike 2 Hits, Men-at-Arms Rout on 4, 5;
 * the last Man-at-Arms strikes 1, saved on 1. R3: one Routed Cavalieri re-rolled, 4 stays;
 * Arezzo's 2 Hits, the first Routs the Man-at-Arms (6), the second finds nobody. Santa
 * Fiora Retreats to Montevarchi without Conceding: his 3 Men-at-Arms back only on a 1
 * (1, 2, 3: two lost); Arezzo's Cavalieri rolls its Armor 1-3 (4.4.4): 2, back. Service 4:
 * 2 boxes. */
#define DISTR EMPTY "forces arezzo cavalieri 3; forces santa_fiora men_at_arms 3; move santa_fiora arezzo; " GHIBELLINE_MONTEVARCHI

static void
test_distringitores (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (DISTR "; capability f21");
  at_arezzo (&s, "santa_fiora");
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, "1,1,1, 4,2,5, 2,6, 4,5, 1, 4, 6, 1,2,3, 2, 4",
                   "R1 D horse >santa_fiora 3h: MA/santa_fiora 3:1s, MA/santa_fiora 3:1s, MA/santa_fiora 3:1s\n"
                   "R1 A foot >arezzo 3h: Cav/arezzo 3:4R, Cav/arezzo 3:2s, Cav/arezzo 3:5R\n"
                   "R2 D archery >arezzo 0h rally: *Cav/arezzo 3:2s, *Cav/arezzo 3:6R\n"
                   "R2 D horse >santa_fiora 2h: MA/santa_fiora 3:4R, MA/santa_fiora 3:5R\n"
                   "R2 A foot >arezzo 1h: Cav/arezzo 3:1s\n"
                   "R3 D archery >arezzo 0h rally: *Cav/arezzo 3:4R\n"
                   "R3 D horse >santa_fiora 2h: MA/santa_fiora 3:6R", &b);
  CHECK (end_str, r, "L MA/santa_fiora 1:1s, L MA/santa_fiora 1:2R, L MA/santa_fiora 1:3R, L Cav/arezzo 3:2s, Svc santa_fiora 4");
  CHECK (fates_str, r, "santa_fiora retreat>montevarchi -MA2 +MA1 svc2\narezzo won +Cav1");
  g_assert_true (explained (r, "Distringitores (F21) on Arezzo Podestà: each Round after Archery, one Podestà mat of his side in the fight"));
  g_assert_true (explained (r, "Round 2, after Archery, Distringitores (F21): Arezzo Podestà re-rolls the Armor of Routed units: 1 of 2 back in his Forces"));
  g_assert_true (explained (r, "Round 3, after Archery, Distringitores (F21): Arezzo Podestà re-rolls the Armor of Routed units: 0 of 1 back in his Forces"));
  /* The unit that came back is simply in his Forces: nothing to record for Arezzo. */
  g_autofree char *actions = battle_actions_str (r);
  g_assert_nonnull (strstr (actions, "forces santa_fiora men_at_arms 1"));
  g_assert_null (strstr (actions, "forces arezzo"));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* Without the card (the same first dice): R2 Arezzo's one Cavalieri strikes 1 Hit (4:
   * Routs a Man-at-Arms), the two left strike 2 (saved on 1, 1); R3 1 Hit, 6 Routs one,
   * the last strikes 1 (saved on 1); R4 5 Routs him. Losses 1, 2, 3; Arezzo's two Routed
   * Cavalieri 2, 2 back; Service 4. */
  g_autoptr(CasJournal) j2 = position (DISTR);
  r = fight (j2, &s, "1,1,1, 4,2,5, 4, 1,1, 6, 1, 5, 1,2,3, 2,2, 4", &b);
  for (guint i = 0; i < r->steps->len; i++)
    g_assert_false (g_array_index (r->steps, CasBattleStep, i).rally);
  CHECK (fates_str, r, "santa_fiora retreat>montevarchi -MA2 +MA1 svc2\narezzo won +Cav2");
  cas_battle_free (b);
}

/* S16 BOCCA DEGLI ABATI (I145), Held and played by the Ghibellines: Santa Fiora (2
 * Men-at-Arms) attacks Arezzo (3 Cavalieri). Before Round 1 Arezzo's 3 Cavalieri roll
 * Armor 1-3 as against a Hit each: 4 Routs, 2 saves, 6 Routs; one of the two Routed goes
 * over Unrouted to Santa Fiora (Castellan's proposal: the Guelph mat with the most
 * Cavalieri, the Ghibellines' Front center Lord; the same named). R1: Arezzo's one
 * Cavalieri strikes 1 Hit; Santa Fiora's best-armored unit, Horse first, is the new
 * Cavalieri: 5, Routed; Santa Fiora's Men-at-Arms strike 2, the first Routs Arezzo's last
 * Cavalieri (4), who Retreats to Anghiari without Conceding. Losses: Santa Fiora's
 * Cavalieri rolls its Armor, 2: back; Arezzo's two Routed only on a 1: 1 back, 5 lost and
 * Captured (4.4.4); Service 3: 2 boxes. The Cavalieri that went over stays on Santa
 * Fiora's mat: proposed as his `forces` and Arezzo's. */
#define BOCCA EMPTY "forces arezzo cavalieri 3; forces santa_fiora men_at_arms 2; move santa_fiora arezzo; card s16 held; " GHIBELLINE_MONTEVARCHI

static void
test_bocca_degli_abati (void)
{
  CasBattleSetup s;
  CasBattle *b;
  g_autoptr(CasJournal) j = position (BOCCA);
  at_arezzo (&s, "santa_fiora");
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_DEFECTION;
  const char *dice = "4,2,6, 5, 4, 2, 1,5, 3";
  const char *want = "R1 A archery >arezzo 3h defect: Cav/arezzo 3:4R, Cav/arezzo 3:2s, Cav/arezzo 3:6R\n"
                     "R1 D horse >santa_fiora 1h: Cav/santa_fiora 3:5R\n"
                     "R1 A foot >arezzo 2h: Cav/arezzo 3:4R";
  g_autoptr(CasBattleResult) r = fight_steps (j, &s, dice, want, &b);
  CHECK (end_str, r, "L Cav/santa_fiora 3:2s, L Cav/arezzo 1:1s, L Cav/arezzo 1:5R, Svc arezzo 3");
  CHECK (fates_str, r, "santa_fiora won +Cav1\narezzo retreat>anghiari -Cav1 +Cav1 !Cav1 svc2");
  g_assert_cmpint (r->defect_side, ==, CAS_ATTACKER);
  g_assert_cmpint (r->defect_rolled, ==, 3);
  g_assert_cmpint (r->defect_routed, ==, 2);
  g_assert_cmpint (r->defect_moved, ==, 1);
  g_assert_true (explained (r, "Bocca degli Abati, before Round 1: the 3 Cavalieri of Arezzo Podestà roll Armor 1-3 as against a Hit each; 2 Rout, and 1 goes over Unrouted to Aldobrandino Aldobrandeschi"));
  g_assert_true (explained (r, "Bocca degli Abati (S16), played in this Battle, is discarded."));
  g_autofree char *actions = battle_actions_str (r);
  g_assert_nonnull (strstr (actions, "forces santa_fiora cavalieri 1"));
  g_assert_nonnull (strstr (actions, "forces arezzo cavalieri 1"));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* The same mats named. */
  s.defect_from = cas_game_find_lord (game, "arezzo");
  s.defect_to = cas_game_find_lord (game, "santa_fiora");
  r = fight_steps (j, &s, dice, want, &b);
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);

  /* Named the wrong way round, or played by the Guelphs, whose card it is not: it does not
   * apply (the Battle without it: Arezzo's 3 Hits Rout both Men-at-Arms on 4, 5, the third
   * finds nobody; Losses 1, 1; Service 2). */
  s.defect_from = cas_game_find_lord (game, "santa_fiora");
  s.defect_to = cas_game_find_lord (game, "arezzo");
  r = fight (j, &s, "4,5, 1,1, 2", &b);
  g_assert_cmpint (r->defect_side, ==, -1);
  g_assert_true (explained (r, "Bocca degli Abati (S16) does not apply here (it is played on an enemy mat in this Battle, for a Lord of the playing side in it)"));
  cas_battle_free (b);
  g_clear_pointer (&r, cas_battle_result_free);
  s.defect_from = s.defect_to = -1;
  s.events[CAS_ATTACKER] = 0;
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_DEFECTION;
  r = fight (j, &s, "4,5, 1,1, 2", &b);
  g_assert_cmpint (r->defect_side, ==, -1);
  cas_battle_free (b);
}

static void
test_cards_in_data (void)
{
  for (int side = 0; side < 2; side++)
    for (guint i = 0; cas_battle_event (game, i); i++)
      if (!cas_battle_event (game, i)->own_card)
        g_assert_cmpint (cas_battle_event_card (game, i, side, NULL), >=, 0);
  g_assert_cmpstr (cas_battle_event (game, 0)->id, ==, "hills");
  g_assert_cmpstr (cas_battle_event (game, 1)->id, ==, "swamp");
  g_assert_cmpstr (cas_battle_event (game, 2)->id, ==, "sudden_clash");
  /* session 9 */
  g_assert_cmpstr (cas_battle_event (game, 3)->id, ==, "surprise");
  g_assert_cmpstr (cas_battle_event (game, 4)->id, ==, "bloody_red_stream");
  g_assert_cmpint (cas_battle_event_card (game, 4, cas_game_find_side (game, "guelph"), NULL), >=, 0);
  g_assert_cmpint (cas_battle_event_card (game, 4, cas_game_find_side (game, "ghibelline"), NULL), ==, -1);
  g_assert_cmpstr (cas_battle_event (game, 5)->id, ==, "doctors");
  /* session 10 */
  g_assert_cmpstr (cas_battle_event (game, 6)->id, ==, "camp_attack");
  g_assert_cmpstr (cas_battle_event (game, 7)->id, ==, "greek_fire");
  /* session 11 (battle-distr) */
  g_assert_cmpstr (cas_battle_event (game, 8)->id, ==, "bocca_degli_abati");
  g_assert_cmpint (cas_battle_event_card (game, 8, cas_game_find_side (game, "ghibelline"), NULL), >=, 0);
  g_assert_cmpint (cas_battle_event_card (game, 8, cas_game_find_side (game, "guelph"), NULL), ==, -1);
  g_assert_null (cas_battle_event (game, 9));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game = cas_game_load_builtin ("inferno", NULL);
  g_assert_nonnull (game);
  g_test_add_func ("/inferno-battle-cards/forces-table", test_forces_table);
  g_test_add_func ("/inferno-battle-cards/forces-table-garrison", test_forces_table_garrison);
  g_test_add_func ("/inferno-battle-cards/luceria-arcieri", test_luceria_arcieri);
  g_test_add_func ("/inferno-battle-cards/balestrieri-palvesari", test_balestrieri_palvesari);
  g_test_add_func ("/inferno-battle-cards/palvesari-armor", test_palvesari_armor);
  g_test_add_func ("/inferno-battle-cards/feditori-army-reserve", test_feditori_army_reserve);
  g_test_add_func ("/inferno-battle-cards/balestre-grosse-trebuchets", test_balestre_grosse_trebuchets);
  g_test_add_func ("/inferno-battle-cards/hills", test_hills);
  g_test_add_func ("/inferno-battle-cards/swamp", test_swamp);
  g_test_add_func ("/inferno-battle-cards/sudden-clash", test_sudden_clash);
  g_test_add_func ("/inferno-battle-cards/carroccio-captured", test_carroccio_captured);
  g_test_add_func ("/inferno-battle-cards/carroccio-concede", test_carroccio_concede);
  g_test_add_func ("/inferno-battle-cards/sovrintendente", test_sovrintendente);
  g_test_add_func ("/inferno-battle-cards/surprise", test_surprise);
  g_test_add_func ("/inferno-battle-cards/bloody-red-stream", test_bloody_red_stream);
  g_test_add_func ("/inferno-battle-cards/doctors", test_doctors);
  g_test_add_func ("/inferno-battle-cards/siege-towers", test_siege_towers);
  g_test_add_func ("/inferno-battle-cards/camp-attack", test_camp_attack);
  g_test_add_func ("/inferno-battle-cards/greek-fire", test_greek_fire);
  g_test_add_func ("/inferno-battle-cards/distringitores", test_distringitores);
  g_test_add_func ("/inferno-battle-cards/bocca-degli-abati", test_bocca_degli_abati);
  g_test_add_func ("/inferno-battle-cards/cards-in-data", test_cards_in_data);
  int ret = g_test_run ();
  g_object_unref (game);
  return ret;
}
