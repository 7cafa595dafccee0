/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-battle.c: Inferno's Battle, Storm and Sally (issue 17; rulebook 4.4.2,
 * 4.4.4, 4.5.2, 4.5.3, errata of April 2023) on the series engine, against hand-worked
 * cases with the dice given. Every expectation was worked out from the rules and the
 * Forces and Strongholds tables (data/games/inferno/forces.json) before running the
 * engine.
 *
 * Notation (as tests/test-battle.c): one line per Strike at one Lord,
 *   R<round> <A|D> <archery|horse|foot|melee> ><Lord struck|garrison> <Hits>h [<n>x Crossbow]
 *   [<n>w cancelled by Walls or Siegeworks]: rolls
 * a roll: W<top>:<die><c|->  Walls/Siegeworks (c: cancelled);
 *         [!]<unit>/<lord> <top>:<die><s|R>  Protection (s saved, R Routed; ! the striking
 *         side selected the unit, Select Target);  <unit>/<lord> R  removed without a roll.
 * end: "L <unit>/<lord> <top>:<die><s|R>" Loss rolls, "Svc <lord> <die>" Service rolls.
 * fates: "<lord> <fate>[><Locale>] -<unit><n> (lost) +<unit><n> (returned) !<unit><n>
 *   (Captured, Knights' Quarter) svc<boxes>".
 * Units: Rit Ritter, Cav Cavalieri, Ber Berrovieri, LH Light Horse, MA Men-at-Arms,
 * Arm Armigeri, Mil Militia, Vil Villici.
 *
 * The positions start from scenario D, Arbia Colorata (6.0): Montepulciano (a Town printed
 * Ghibelline, with two Guelph Allegiance markers) under two Siege markers of Provenzano
 * and Santa Fiora. */
#include "castellan.h"
#include "battle-test-util.h"
#include "inferno-cells.h"

#include <string.h>

static CasGame *game;

static const char *const uabbr[] = { "Rit", "Cav", "Ber", "LH", "MA", "Arm", "Mil", "Vil" };

static const char *
lid (int lord)
{
  return battle_lord_id (game, lord);
}

static int
unit (const char *id)
{
  int u = cas_game_find_unit (game, id);
  g_assert_cmpint (u, >=, 0);
  return u;
}

/* Scenario D plus actions separated by ';'. */
static CasJournal *
position (const char *actions)
{
  return battle_position (game, "arbia_colorata", actions);
}

/* The expectations' notation (tests/battle-test-util.h). */
#define steps_str(b, r) battle_steps_str (game, uabbr, b, r)
#define end_str(r) battle_end_str (game, uabbr, r)
#define fates_str(r) battle_fates_str (game, uabbr, r)
#define spoils_str(r) battle_spoils_str (game, r)
#define actions_str(r) battle_actions_str (r)

#define explained battle_explained

/* Runs the setup with exactly `dice` (all of them used). */
#define fight battle_fight

static void
setup (CasBattleSetup *s, CasBattleKind kind, const char *where, const char *attacker)
{
  cas_battle_setup_init (s, kind, cas_game_find_locale (game, where), cas_game_find_lord (game, attacker));
}

/* A Storm of `where` by `attacker` after `actions`, with `target` the players' first
 * Select Target choice (NULL: none) and exactly `dice`. */
static CasBattleResult *
storm (const char *actions, const char *where, const char *attacker, const char *target, const char *dice, CasJournal **j,
       CasBattle **b)
{
  CasBattleSetup s;
  *j = position (actions);
  setup (&s, CAS_BATTLE_STORM, where, attacker);
  if (target)
    {
      s.targets[0] = unit (target);
      s.n_targets = 1;
    }
  return fight (cas_journal_get_table (*j), &s, dice, b);
}

#define CHECK(fn, r, want)                   \
  do                                         \
    {                                        \
      g_autofree char *got_ = fn (r);        \
      g_assert_cmpstr (got_, ==, want);      \
    }                                        \
  while (0)

/* 4.5.2, Strongholds table: a Town's Garrison is 2 Cavalieri, 2 Men-at-Arms, 2 Armigeri;
 * its Men-at-Arms shoot Crossbow ½ and its Armigeri Crossbow 1 (3 Crossbow Hits), which
 * select their target (4.4.2): the players chose Ritter for the first (Armor 1-4 - 2 = 1-2),
 * Castellan proposes Men-at-Arms for the second (1-3 - 2 = 1, the least likely to save,
 * Armored first against a Storming Lord). Garrison Melee 6 (all x1). Giordano's 3 Ritter,
 * 2 Men-at-Arms and 2 Militia would Melee 7 Hits: at most six per Lord in a Storm (4.5.2).
 * One Siege marker: Siegeworks 1-1 and one Round; Walls 1-4. The Garrison takes the Hits
 * (Cavalieri and Men-at-Arms 1-3, Cavalieri first as Horse, then Armigeri 1-2). One
 * Armigeri stands: the Attackers lose and stay, the Siege goes on; nobody Routed on
 * Giordano's side, so no Loss rolls; no knight is Captured in a Storm the Defenders win. */
/* Montepulciano with one Siege marker, Giordano (3 Ritter, 2 Men-at-Arms, 2 Militia) alone
 * outside it. */
#define GIORDANO "marker montepulciano siege 1; move provenzano siena; move santa_fiora siena; move giordano montepulciano"

static void
test_storm_cap (void)
{
  g_autoptr(CasJournal) j = NULL;
  CasBattle *b;
  g_autoptr(CasBattleResult) r = storm (GIORDANO, "montepulciano", "giordano", "ritter",
                                        "1,5,6, 2,1, 1,2,3,4,5,6, 1,2,3,4,4, 5,6,5,6,5,1, 4,4,4,4,3", &j, &b);
  g_autofree char *steps = steps_str (b, r);
  g_assert_cmpstr (steps, ==,
                   "R1 D archery >giordano 3h 3x 1w: W1:1c, W1:5-, W1:6-, !Rit/giordano 2:2s, !MA/giordano 1:1s\n"
                   "R1 D melee >giordano 6h 1w: W1:1c, W1:2-, W1:3-, W1:4-, W1:5-, W1:6-, Rit/giordano 4:1s, Rit/giordano 4:2s, "
                   "Rit/giordano 4:3s, Rit/giordano 4:4s, Rit/giordano 4:4s\n"
                   "R1 A melee >garrison 6h 1w: W4:5-, W4:6-, W4:5-, W4:6-, W4:5-, W4:1c, Cav/garrison 3:4R, Cav/garrison 3:4R, "
                   "MA/garrison 3:4R, MA/garrison 3:4R, Arm/garrison 2:3R");
  const CasBattleStep *st = &g_array_index (r->steps, CasBattleStep, 0);
  g_assert_cmpint (g_array_index (st->rolls, CasBattleRoll, 3).target_choice, ==, 1);
  g_assert_cmpint (g_array_index (st->rolls, CasBattleRoll, 4).target_choice, ==, 0);
  g_assert_cmpint (r->winner, ==, CAS_DEFENDER);
  CHECK (end_str, r, "");
  CHECK (fates_str, r, "giordano stays");
  CHECK (spoils_str, r, "");
  g_assert_false (r->sacked);
  CHECK (actions_str, r, "moved giordano yes");
  g_assert_true (explained (r, "the Siege goes on", "4.5.2"));
  cas_battle_free (b);
}

/* The errata'd Mixed Archery example (4.4.2, April 2023): a Castle's Garrison of 1 Men-at-Arms
 * (Crossbow ½) and 1 Militia (Archery 1) gives 2 Archery Hits, 1 of them Crossbow. The
 * players select Santa Fiora's Berrovieri for the Crossbow Hit: Armor 1-2 - 2 would be
 * none, but Crossbows leave at least 1 (4.4.2): a 1 saves. Santa Fiora Storms with 2
 * Berrovieri at x1 (4.5.2; x½ would give 5 Hits, not 6): Cavalieri 1 + Berrovieri 2 + Light
 * Horse ½ + Men-at-Arms 1 + Armigeri 1 = 5½, 6 Hits. Bibbiena's Walls +1 marker: Walls 1-5.
 * The Garrison (Cavalieri 1-3, Men-at-Arms 1-3, Militia 1) Routs: Sack (4.5.2): Spoils of
 * Loot, Provender and Coin each equal to the Castle's Value 1; the Walls +1 and Siege
 * markers go and a Ruins marker opposite Bibbiena's printed Guelph colour is placed;
 * Knights' Quarter: the Garrison's Cavalieri (as many as its Size, 1) to the Guelphs'
 * Captured Knights box; then the Sack's own Revolt and Treachery for the Ghibellines. */
static void
test_sack_ruins (void)
{
  g_autoptr(CasJournal) j = NULL;
  CasBattle *b;
  g_autoptr(CasBattleResult) r = storm ("forces santa_fiora berrovieri 2; move santa_fiora bibbiena; marker bibbiena siege 1; marker bibbiena walls 1",
                                        "bibbiena", "santa_fiora", "berrovieri", "2,3, 1,3, 1,4,5, 1,2, 6,6,6,6,6,5, 4,4,2", &j, &b);
  g_autofree char *steps = steps_str (b, r);
  g_assert_cmpstr (steps, ==,
                   "R1 D archery >santa_fiora 2h 1x: W1:2-, W1:3-, !Ber/santa_fiora 1:1s, Cav/santa_fiora 3:3s\n"
                   "R1 D melee >santa_fiora 3h 1w: W1:1c, W1:4-, W1:5-, Cav/santa_fiora 3:1s, Cav/santa_fiora 3:2s\n"
                   "R1 A melee >garrison 6h 1w: W5:6-, W5:6-, W5:6-, W5:6-, W5:6-, W5:5c, Cav/garrison 3:4R, MA/garrison 3:4R, "
                   "Mil/garrison 1:2R");
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  g_assert_true (r->sacked);
  g_assert_true (r->ruined);
  CHECK (spoils_str, r, "prov1 coin1 loot1");
  CHECK (fates_str, r, "santa_fiora won");
  g_assert_cmpint (r->garrison_captured[unit ("cavalieri")], ==, 1);
  g_assert_cmpint (r->captured[CAS_DEFENDER][unit ("cavalieri")], ==, 1);
  CHECK (actions_str, r,
         "moved santa_fiora yes; assets santa_fiora prov +1; assets santa_fiora coin +1; assets santa_fiora loot +1; "
         "marker bibbiena siege 0; marker bibbiena walls 0; marker bibbiena ruins ghibelline; "
         "treachery ghibelline add siena; " /* treachery: the Sack's Value (1) in cards (4.5.2, I102) */
         "captured guelph cavalieri +1"); /* mats: by type (I136); ransom: the Garrison's Cavalieri to the Guelphs' box (4.5.2, I70) */
  g_assert_true (explained (r, "Sacked and Ruined", "4.5.2,1.3.1"));
  g_assert_true (explained (r, "Knights' Quarter: 1 Cavalieri of the Garrison Captured", "4.5.2,4.9.2"));
  g_assert_true (explained (r, "Revolt and Treachery from the Sack itself: the Ghibellines roll 1 time", "4.5.2,1.4.2,1.4.3"));

  /* The proposed actions apply: a Ruins marker of the Ghibellines, ½ VP to them (5.1). */
  const CasTable *t = cas_journal_get_table (j);
  int before = cas_table_vp_halves (t, 1);
  battle_apply_actions (j, r);
  t = cas_journal_get_table (j);
  int bibbiena = cas_game_find_locale (game, "bibbiena");
  g_assert_cmpint (CAS_LOCALE (t, bibbiena, CAS_C_RUINS), ==, 2);
  g_assert_cmpint (CAS_LOCALE (t, bibbiena, CAS_C_WALLS), ==, 0);
  g_assert_cmpint (cas_table_vp_halves (t, 1), ==, before + 1);
  cas_battle_free (b);
}

/* The rulebook's Sack example (4.5.2): Sacking a Town yields 2 Loot, 2 Provender and 2 Coin.
 * Montepulciano with one Siege marker: the Siegeworks (1-1) cancel all 3 Crossbow and 6
 * Melee Hits of the Garrison; Giordano's 6 Hits (capped) pass the Walls and Rout all six
 * Garrison units. Its 2 Cavalieri (the Town's Size) are Captured for the Guelphs, its two
 * Guelph Allegiance markers go, and the Ruins marker is of the Guelphs: opposite
 * Montepulciano's printed Ghibelline colour, whoever Sacked it. */
static void
test_sack_town (void)
{
  g_autoptr(CasJournal) j = NULL;
  CasBattle *b;
  g_autoptr(CasBattleResult) r = storm (GIORDANO, "montepulciano", "giordano", NULL, "1,1,1, 1,1,1,1,1,1, 5,5,5,5,5,5, 4,4,4,4,3,3", &j, &b);
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  CHECK (spoils_str, r, "prov2 coin2 loot2");
  g_assert_cmpint (r->garrison_captured[unit ("cavalieri")], ==, 2);
  CHECK (actions_str, r,
         "moved giordano yes; assets giordano prov +2; assets giordano coin +2; assets giordano loot +2; "
         "marker montepulciano conquered 0; marker montepulciano siege 0; marker montepulciano ruins guelph; "
         "treachery ghibelline add siena,pisa; " /* treachery: a Town's Value 2 in cards (4.5.2) */
         "captured guelph cavalieri +2"); /* mats: by type (I136); ransom: the Garrison's 2 Cavalieri (its Size) to the Guelphs' box (4.5.2, I70) */
  g_assert_true (explained (r, "the Ghibellines roll 2 times on their Revolt table", NULL));
  cas_battle_free (b);
}

/* Storm Reposition (4.5.2): each side begins with one Front Lord; from Round 2 the Attacker
 * adds Santa Fiora from the Reserve, up to the Town's Size 2. Every Siegeworks (1-2) and
 * Walls (1-4) roll is a 1, so no Hit lands: Round 1 Provenzano alone Melees 3 Hits (Ritter
 * 1, Men-at-Arms 1, Militia 1); Round 2 with Santa Fiora (Cavalieri 1, Berrovieri 1
 * Storming, Light Horse ½, Men-at-Arms 1, Armigeri 1) the Garrison takes 3 + 4½ = 7½, 8
 * Hits. Two Siege markers: two Rounds, then the Attackers lose and stay. */
static void
test_storm_reposition (void)
{
  g_autoptr(CasJournal) j = NULL;
  CasBattle *b;
  g_autoptr(CasBattleResult) r = storm ("", "montepulciano", "provenzano", NULL,
                                        "1,1,1, 1,1,1,1,1,1, 1,1,1, 1,1,1, 1,1,1,1,1,1, 1,1,1,1,1,1,1,1", &j, &b);
  GString *hits = g_string_new (NULL);
  for (guint i = 0; i < r->steps->len; i++)
    {
      const CasBattleStep *st = &g_array_index (r->steps, CasBattleStep, i);
      g_string_append_printf (hits, "%sR%d %c %s %d", i ? ", " : "", st->round, st->side == CAS_ATTACKER ? 'A' : 'D',
                              lid (st->target), st->hits);
    }
  g_assert_cmpstr (hits->str, ==,
                   "R1 D provenzano 3, R1 D provenzano 6, R1 A garrison 3, R2 D provenzano 3, R2 D provenzano 6, R2 A garrison 8");
  g_string_free (hits, TRUE);
  g_assert_cmpstr (lid (cas_battle_get_front (b, CAS_ATTACKER, 1)), ==, "provenzano");
  g_assert_cmpstr (lid (cas_battle_get_front (b, CAS_ATTACKER, 3)), ==, "santa_fiora");
  g_assert_true (explained (r, "Round 2, Reposition: Aldobrandino Aldobrandeschi comes forward", "4.5.2"));
  CHECK (fates_str, r, "provenzano stays\nsanta_fiora stays");
  cas_battle_free (b);
}

/* A field Battle at Arezzo: Santa Fiora, come from Montevarchi with his Cavalieri alone,
 * attacks Arezzo's Podestà, left with his Cavalieri (Orvieto gone), after `actions`. */
static CasBattleResult *
at_arezzo (const char *actions, const char *dice, CasJournal **j, CasBattle **b)
{
  CasBattleSetup s;
  g_autofree char *all = g_strdup_printf ("move orvieto montevarchi; forces arezzo berrovieri 0; forces arezzo men_at_arms 0; "
                                          "forces arezzo armigeri 0; forces arezzo militia 0; forces santa_fiora berrovieri 0; "
                                          "forces santa_fiora light_horse 0; forces santa_fiora men_at_arms 0; "
                                          "forces santa_fiora armigeri 0; move santa_fiora arezzo; %s",
                                          actions);
  *j = position (all);
  setup (&s, CAS_BATTLE_FIELD, "arezzo", "santa_fiora");
  s.from_locale = cas_game_find_locale (game, "montevarchi");
  return fight (cas_journal_get_table (*j), &s, dice, b);
}

/* Knights' Quarter (4.4.4) with the rulebook's example, Villici and no Evade (4.4.2), in a
 * field Battle at Arezzo: Santa Fiora (2 Cavalieri) attacks Arezzo's Podestà (1 Cavalieri,
 * 1 Villici). R1: Defending Horse 1 Hit routs a Cavalieri of Santa Fiora (4 on 1-3);
 * Attacking Horse 1 Hit routs Arezzo's Cavalieri (5); Defending Foot: the Villici's ½,
 * 1 Hit, saved (2). R2: Santa Fiora's 1 Hit removes the Villici without a roll: Arezzo
 * has Routed. Losses: the winner's Routed Cavalieri roll 3 and recover (Armor 1-3);
 * Arezzo Retreated without Conceding: his Cavalieri need a 1, roll 3 and are Captured
 * (3-6). With no Forces left he is removed (4.4.4, 4.4.5): his Assets are Spoils, and as
 * a Podestà the Ghibellines roll 3 times on their Revolt table (3.3.1). */
static void
test_knights_quarter (void)
{
  g_autoptr(CasJournal) j = NULL;
  CasBattle *b;
  g_autoptr(CasBattleResult) r = at_arezzo ("forces arezzo villici 1; forces santa_fiora cavalieri 2", "4,5,2, 3,3", &j, &b);
  g_autofree char *steps = steps_str (b, r);
  g_assert_cmpstr (steps, ==,
                   "R1 D horse >santa_fiora 1h: Cav/santa_fiora 3:4R\n"
                   "R1 A horse >arezzo 1h: Cav/arezzo 3:5R\n"
                   "R1 D foot >santa_fiora 1h: Cav/santa_fiora 3:2s\n"
                   "R2 A horse >arezzo 1h: Vil/arezzo R");
  CHECK (end_str, r, "L Cav/santa_fiora 3:3s, L Cav/arezzo 1:3R");
  CHECK (fates_str, r, "santa_fiora won +Cav1\narezzo removed -Cav1 -Vil1 !Cav1");
  g_assert_cmpint (r->captured[CAS_DEFENDER][unit ("cavalieri")], ==, 1);
  g_assert_cmpint (r->captured[CAS_ATTACKER][unit ("cavalieri")], ==, 0);
  CHECK (spoils_str, r, "prov2 coin1 cart2");
  g_assert_true (explained (r, "Knights' Quarter: 1 Cavalieri of Arezzo Podestà Captured", "4.4.5,4.4.4,4.9.2"));
  g_assert_true (explained (r, "the Ghibellines roll 3 times on their Revolt table", "4.4.5,3.3.1,1.4.2,1.4.3"));
  cas_battle_free (b);
}

/* ransom (issue 17; I47 fixed, rules-decisions I74, I70): the same Battle's proposals.
 * Arezzo's Podestà, removed by combat, is removed as if Disbanding Beyond Service: a
 * Podestà's cylinder goes on the Calendar three boxes ahead (3.3.1, 3.3.2, 4.4.5), so the
 * Battle proposes `disband arezzo`, not `remove arezzo`; his Captured Cavalieri go to the
 * Guelphs' Captured Knights box (`captured guelph cavalieri +1`, 4.4.4). Applied, the table holds
 * both: Arezzo on the Calendar 3 boxes right of the current box (of the next on
 * Campaign), the box with 1 knight. */
static void
test_podesta_removed_disbands (void)
{
  g_autoptr(CasJournal) j = NULL;
  CasBattle *b;
  g_autoptr(CasBattleResult) r = at_arezzo ("forces arezzo villici 1; forces santa_fiora cavalieri 2", "4,5,2, 3,3", &j, &b);
  gboolean disband = FALSE, remove = FALSE, captured = FALSE;
  int arezzo = cas_game_find_lord (game, "arezzo");

  for (guint i = 0; i < cas_explain_get_n_actions (r->explain); i++)
    {
      const char *a = cas_explain_get_action (r->explain, i);
      disband |= g_str_equal (a, "disband arezzo");
      remove |= g_str_equal (a, "remove arezzo");
      captured |= g_str_equal (a, "captured guelph cavalieri +1");
      g_autoptr(GError) error = NULL;
      if (!cas_journal_do (j, a, &error))
        g_error ("%s: %s", a, error->message);
    }
  g_assert_true (disband);
  g_assert_false (remove);
  g_assert_true (captured);
  g_assert_true (explained (r, "does not leave play", "4.4.3,4.4.5,3.3.1,3.3.2"));
  const CasTable *t = cas_journal_get_table (j);
  g_assert_cmpint (CAS_LORD (t, arezzo, CAS_L_STATE), ==, CAS_LORD_CALENDAR);
  int from = CAS_GLOBAL (t, CAS_G_BOX) + (CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN ? 1 : 0);
  g_assert_cmpint (CAS_LORD (t, arezzo, CAS_L_BOX), ==, from + 3);
  g_assert_cmpint (CAS_GLOBAL (t, INFERNO_G_CAPTURED_0), ==, 1); /* captured.guelph */
  cas_battle_free (b);
}

/* No Evade (4.4.2, the change list): no Inferno unit Evades; Light Horse are Unarmored and
 * save only on a 1, in Melee too. Arezzo (1 Light Horse) against Santa Fiora (1
 * Cavalieri): R1 Defending Horse ½, 1 Hit: the Cavalieri save (2 on 1-3); Attacking Horse
 * 1 Hit: the Light Horse roll 2 and Rout. Arezzo Retreats without Conceding: the Light
 * Horse come back only on a 1 (rolled), and he shifts Service 1 box (2). */
static void
test_no_evade (void)
{
  for (guint u = 0; u < cas_game_get_n_units (game); u++)
    g_assert_cmpint (cas_game_get_unit (game, (int) u)->protection, !=, CAS_PROTECTION_EVADE);
  g_autoptr(CasJournal) j = NULL;
  CasBattle *b;
  g_autoptr(CasBattleResult) r = at_arezzo ("forces arezzo cavalieri 0; forces arezzo light_horse 1", "2,2, 1,2", &j, &b);
  g_autofree char *steps = steps_str (b, r);
  g_assert_cmpstr (steps, ==, "R1 D horse >santa_fiora 1h: Cav/santa_fiora 3:2s\nR1 A horse >arezzo 1h: LH/arezzo 1:2R");
  CHECK (end_str, r, "L LH/arezzo 1:1s, Svc arezzo 2");
  CHECK (fates_str, r, "santa_fiora won\narezzo retreat>anghiari +LH1 svc1");
  cas_battle_free (b);
}

/* Sally (4.5.3): each side begins with one Front Lord, the rest in Reserve (as in a Storm). */
static void
test_sally_array (void)
{
  g_autoptr(CasJournal) j = position ("move guido montepulciano; move orvieto montepulciano");
  CasBattleSetup s;
  g_autoptr(GError) error = NULL;
  setup (&s, CAS_BATTLE_SALLY, "montepulciano", "guido");
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
  g_assert_no_error (error);
  GString *a = g_string_new (NULL);
  for (int side = 0; side < 2; side++)
    for (int p = 0; p < 4; p++)
      g_string_append_printf (a, "%s%s", a->len ? " " : "", lid (cas_battle_get_front (b, side, p)));
  g_assert_cmpstr (a->str, ==, "- guido - orvieto - provenzano - santa_fiora");
  g_string_free (a, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game = cas_game_load_builtin ("inferno", NULL);
  g_assert_nonnull (game);
  g_test_add_func ("/inferno-battle/storm-cap", test_storm_cap);
  g_test_add_func ("/inferno-battle/sack-ruins", test_sack_ruins);
  g_test_add_func ("/inferno-battle/sack-town", test_sack_town);
  g_test_add_func ("/inferno-battle/storm-reposition", test_storm_reposition);
  g_test_add_func ("/inferno-battle/knights-quarter", test_knights_quarter);
  g_test_add_func ("/inferno-battle/no-evade", test_no_evade);
  g_test_add_func ("/inferno-battle/podesta-removed-disbands", test_podesta_removed_disbands); /* ransom */
  g_test_add_func ("/inferno-battle/sally-array", test_sally_array);
  return g_test_run ();
}
