/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-battle.c: the Battle, Storm and Sally engine (4.4, 4.5) against hand-worked
 * Battles. Every expectation below was worked out from the rules with the dice given,
 * before running the engine: the Hits of each step, each roll's range and whether it
 * saves, the Losses and Service rolls, the fates, Spoils and the proposed actions.
 *
 * How to read the expectations
 *   steps: one line per Strike at one Lord ("per target": Hits are totalled and
 *     rounded once per Lord struck, 4.4.2):
 *       R<round> <A|D striking> <archery|horse|foot|melee> ><Lord struck> <Hits>h
 *         [<n>x Crossbow Hits] [<n>w cancelled by Walls] [S: Strikes by Sallying Lords in
 *         a Relief Sally, 4.4.1] [~<Lord> who absorbs the Hits, 4.4.2]: rolls
 *     a roll is  W<top>:<die><c|->          a Walls roll (c: Hit cancelled)
 *               [*]<unit>/<lord> <top>:<die><s|R>   Protection (s: saved, R: Routed;
 *                                                  * a Warrior Monks re-roll)
 *               Serf/<lord> R                 a Serf removed without a roll
 *   end: Loss rolls "L <unit>/<lord> <top>:<die><s|R>" (s: the unit returns) and
 *     Service rolls "Svc <lord> <die>", in the order the engine asks for them.
 *   fates: "<lord> <fate>[><Locale>] -<unit><n>... (lost) +<unit><n>... (returned)
 *     svc<boxes>".
 * Units: K Knights, S Sergeants, LH Light Horse, AH Asiatic Horse, MA Men-at-Arms,
 * Mil Militia, Serf Serfs.
 *
 * Default policies used in the hand-working (docs/battle.md): a Hit goes to the unit with
 * the best saving range against it, Horse before Foot on ties, then in Forces table
 * order; Crossbow Hits are assigned first; Walls cancel Crossbow Hits first; Attackers
 * fill Front center, left, right; Defenders center, then opposite the Attackers, then the
 * free places; a Center Lord Flanks left first; Lords struck are taken left, center,
 * right; the Loss rolls go Attackers' Lords then Defenders', each Lord's units in Forces
 * table order; Service rolls follow in the losing Lords' order. */
#include "castellan.h"
#include "battle-test-util.h"
#include "nevsky-cells.h"

#include <string.h>

static CasGame *game;

static const char *const uabbr[] = { "K", "S", "LH", "AH", "MA", "Mil", "Serf" };

static const char *
lid (int lord)
{
  return battle_lord_id (game, lord);
}

static int
lord (const char *id)
{
  int l = cas_game_find_lord (game, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

static int
locale (const char *id)
{
  int l = cas_game_find_locale (game, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

/* A scenario's set-up plus actions separated by ';'. */
static CasJournal *
position (const char *scenario, const char *actions)
{
  CasJournal *j = cas_journal_new (game, cas_game_find_scenario (game, scenario), NULL);
  g_auto(GStrv) acts = g_strsplit (actions, ";", -1);
  g_assert_nonnull (j);
  for (char **a = acts; *a; a++)
    {
      g_autoptr(GError) error = NULL;
      g_strstrip (*a);
      if (**a == '\0')
        continue;
      if (!cas_journal_do (j, *a, &error))
        g_error ("%s: %s", *a, error->message);
    }
  return j;
}

static void
setup (CasBattleSetup *s, CasBattleKind kind, const char *where, const char *attacker, const char *from)
{
  cas_battle_setup_init (s, kind, locale (where), lord (attacker));
  if (from)
    s->from_locale = locale (from);
}

static char *
steps_str (CasBattle *b, const CasBattleResult *r)
{
  return battle_steps_str (game, uabbr, b, r);
}

static char *
end_str (const CasBattleResult *r)
{
  return battle_end_str (game, uabbr, r);
}

static char *
fates_str (const CasBattleResult *r)
{
  return battle_fates_str (game, uabbr, r);
}

static char *
spoils_str (const CasBattleResult *r)
{
  return battle_spoils_str (game, r);
}

static char *
actions_str (const CasBattleResult *r)
{
  return battle_actions_str (r);
}

typedef struct {
  const char *winner;    /* "attacker" / "defender" */
  int rounds;
  const char *steps;
  const char *end;
  const char *fates;
  const char *spoils;
  const char *actions;
  const char *array;     /* "left center right +reserve... / ..." for Attackers / Defenders, or NULL */
} Expect;

static char *
array_str (CasBattle *b)
{
  GString *s = g_string_new (NULL);
  for (int side = 0; side < 2; side++)
    {
      if (side)
        g_string_append (s, " / ");
      for (int p = 0; p < 3; p++)
        g_string_append_printf (s, "%s%s", p ? " " : "", lid (cas_battle_get_front (b, side, p)));
      for (int p = 3; cas_battle_get_front (b, side, p) >= 0; p++)
        g_string_append_printf (s, " +%s", lid (cas_battle_get_front (b, side, p)));
      if (cas_battle_is_relief_sally (b))
        for (int p = 0; p < 3; p++)
          g_string_append_printf (s, "%s%s", p ? " " : side == CAS_ATTACKER ? " S:" : " R:", lid (cas_battle_get_sally_row (b, side, p)));
    }
  return g_string_free (s, FALSE);
}

static guint
count_dice (const char *dice)
{
  g_auto(GStrv) parts = g_strsplit_set (dice, ", ", -1);
  guint n = 0;
  for (char **p = parts; *p; p++)
    n += **p != '\0';
  return n;
}

static char *last_explain;   /* the explanation of the last fight () */

static const CasBattleLordEnd *
lord_end (const CasBattleResult *r, guint i)
{
  g_assert_cmpuint (i, <, r->lord_ends->len);
  return &g_array_index (r->lord_ends, CasBattleLordEnd, i);
}

/* All Lords' Assets of one type on the table (mats of Lords off the map are empty). */
static int
assets_on_table (const CasTable *t, int asset)
{
  int n = 0;
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    n += CAS_LORD (t, l, CAS_L_ASSETS + asset);
  return n;
}

/* Runs the Battle with exactly these dice, checks it against the hand-worked result and
 * applies the proposed actions to the journal (they must all be valid). */
static void
fight (CasJournal *j, const CasBattleSetup *s, const char *dice, const Expect *e)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), s, &error);
  g_assert_no_error (error);
  g_autoptr(CasDice) d = cas_dice_new_from_string (dice, &error);
  g_assert_no_error (error);
  g_autoptr(CasBattleResult) r = cas_battle_run (b, d, &error);
  g_assert_no_error (error);
  g_autofree char *steps = steps_str (b, r);
  g_autofree char *end = end_str (r);
  g_autofree char *fates = fates_str (r);
  g_autofree char *spoils = spoils_str (r);
  g_autofree char *actions = actions_str (r);
  if (e->array)
    {
      g_autofree char *array = array_str (b);
      g_assert_cmpstr (array, ==, e->array);
    }
  g_assert_cmpstr (steps, ==, e->steps);
  g_assert_cmpstr (end, ==, e->end);
  g_assert_cmpstr (fates, ==, e->fates);
  g_assert_cmpstr (spoils, ==, e->spoils ? e->spoils : "");
  g_assert_cmpstr (actions, ==, e->actions);
  g_assert_cmpstr (r->winner == CAS_ATTACKER ? "attacker" : "defender", ==, e->winner);
  g_assert_cmpint (r->rounds, ==, e->rounds);
  /* Every die typed in was needed, and no more. */
  g_assert_cmpuint (cas_dice_get_n_used (d), ==, count_dice (dice));
  {
    g_autoptr(GString) text = g_string_new (NULL);
    cas_explain_print (r->explain, text, "");
    g_free (last_explain);
    last_explain = g_strdup (text->str);
  }
  int before[CAS_MAX_ASSETS];
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    before[a] = assets_on_table (cas_journal_get_table (j), a);
  if (!cas_journal_do_many (j, cas_explain_get_actions (r->explain), &error))
    g_error ("applying the proposed actions: %s", error->message);
  /* Spoils are moved, never made (4.4.3): outside a Sack (whose Stronghold adds its own,
   * 4.5.2) and Ransom Coin (T16/R7), the winners gain no more than the losers lose. */
  if (!r->sacked)
    for (int a = 0; a < CAS_MAX_ASSETS; a++)
      {
        int ransom = 0;
        for (int k = 0; a == CAS_ASSET_COIN && k < r->n_removed_coin; k++)
          ransom += r->removed_coin[k].coin;
        g_assert_cmpint (assets_on_table (cas_journal_get_table (j), a), <=, before[a] + ransom);
      }
}

static int
forces_of (CasJournal *j, const char *l, CasForce u)
{
  return CAS_LORD (cas_journal_get_table (j), lord (l), CAS_L_FORCES + u);
}

/* ------------------------------------------------------------------------ */
/* Field Battles. */

/* Hermann (Knights, Men-at-Arms) Approaches Gavrilo (Light Horse, Militia) on the Zhelcha
 * River from Uzmen, Summer. Round 1: Defending Horse, LH 1/2 = 1 Hit on Hermann's
 * Knights (Armor 1-4, die 2 saves); Attacking Horse, Knights 2 Hits: LH (Unarmored, 5
 * Routs... die 3), then Militia (die 5): Gavrilo Routs; the Foot steps have nobody to
 * strike. Gavrilo Retreats without Conceding (4.4.3): not to Uzmen (Approach Way), so
 * to the first of Plyussa River and Pskov; Losses survive only on 1 (LH 1 returns,
 * Militia 4 lost); all Assets but Ships are Spoils; Service die 4 = 2 boxes. */
static void
test_basic_retreat (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo zhelcha_river; forces gavrilo knights 0; forces gavrilo men_at_arms 0;"
                                                 "move hermann zhelcha_river; forces hermann sergeants 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "zhelcha_river", "hermann", "uzmen");
  fight (j, &s, "2,3,5, 1,4, 4",
         &(Expect){ "attacker", 1,
                    "R1 D horse >hermann 1h: K/hermann 4:2s\n"
                    "R1 A horse >gavrilo 2h: LH/gavrilo 1:3R, Mil/gavrilo 1:5R",
                    "L LH/gavrilo 1:1s, L Mil/gavrilo 1:4R, Svc gavrilo 4",
                    "hermann won\n"
                    "gavrilo retreat>plyussa_river -Mil1 +LH1 svc2",
                    "prov2 coin1 cart1 boat1",
                    "moved hermann yes; move gavrilo plyussa_river; forces gavrilo militia 0; service gavrilo -2; moved gavrilo yes; "
                    "assets gavrilo prov 0; assets gavrilo coin 0; assets gavrilo cart 0; assets gavrilo boat 0; assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1" });
  g_assert_cmpint (forces_of (j, "gavrilo", CAS_FORCE_LIGHT_HORSE), ==, 1);
}

/* Two Attackers against one Defender: Hermann (Militia) in the center and Yaroslav
 * (Militia) on the left, who has nobody opposite and so Flanks Gavrilo (4.4.2). Their
 * Foot Hits are totalled and rounded once: 1/2 + 1/2 = 1 Hit (rounding each Lord's
 * separately would give 2). Round 1: Gavrilo's 2 Men-at-Arms give Hermann 2 Hits
 * (Militia saves twice on 1). Round 2: Gavrilo's 1 Hit Routs Hermann's Militia (5);
 * Yaroslav alone still Flanks Gavrilo: 1 Hit Routs his last Men-at-Arms (6). Gavrilo
 * Retreats from Uzmen, not along the Way from Pskov: Gdov is first by name. Hermann won:
 * his Routed Militia roll its own range (1 returns). Service die 6: 3 boxes. */
static void
test_flank_rounding (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move hermann uzmen; forces hermann knights 0; forces hermann sergeants 0; forces hermann men_at_arms 0;"
                                                 "move yaroslav uzmen; forces yaroslav knights 0; forces yaroslav light_horse 0; forces yaroslav men_at_arms 0; forces yaroslav militia 1;"
                                                 "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0; forces gavrilo men_at_arms 2");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "pskov");
  fight (j, &s, "1,1,4, 5,6, 1,2,1, 6",
         &(Expect){ "attacker", 2,
                    "R1 D foot >hermann 2h: Mil/hermann 1:1s, Mil/hermann 1:1s\n"
                    "R1 A foot >gavrilo 1h: MA/gavrilo 3:4R\n"
                    "R2 D foot >hermann 1h: Mil/hermann 1:5R\n"
                    "R2 A foot >gavrilo 1h: MA/gavrilo 3:6R",
                    "L Mil/hermann 1:1s, L MA/gavrilo 1:2R, L MA/gavrilo 1:1s, Svc gavrilo 6",
                    "hermann won +Mil1\n"
                    "yaroslav won\n"
                    "gavrilo retreat>gdov -MA1 +MA1 svc3",
                    "prov2 coin1 cart1 boat1",
                    "moved hermann yes; moved yaroslav yes; move gavrilo gdov; forces gavrilo men_at_arms 1; service gavrilo -3; moved gavrilo yes; "
                    "assets gavrilo prov 0; assets gavrilo coin 0; assets gavrilo cart 0; assets gavrilo boat 0; assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1",
                    "yaroslav hermann - / - gavrilo -" });
}

/* A Flanking situation created mid-step (4.4.2 "Whenever a Lord Routs to create a new
 * Flanking situation, apply remaining Hits accordingly"; "When an entire row Routs,
 * ignore remaining Hits"). Yaroslav (left) strikes Vladislav, opposite him, with 2 Hits:
 * the first Routs Vladislav's only unit, the second goes to the new closest Lord,
 * Gavrilo, and Routs his Militia. Hermann's 2 Hits at Gavrilo find the whole row Routed
 * and are ignored. Both Defenders Retreat without Conceding: Vladislav's Light Horse
 * fail their 1 (3): he has no Forces left and is removed (4.4.4), so he rolls no Service. */
static void
test_flank_new_target (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0;"
                                                 "move vladislav uzmen; forces vladislav sergeants 0; forces vladislav men_at_arms 0;"
                                                 "move hermann uzmen; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0;"
                                                 "move yaroslav uzmen; forces yaroslav light_horse 0; forces yaroslav men_at_arms 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "pskov");
  fight (j, &s, "2, 4,3, 1,3, 2",
         &(Expect){ "attacker", 1,
                    "R1 D horse >yaroslav 1h: K/yaroslav 4:2s\n"
                    "R1 A horse >vladislav 2h: LH/vladislav 1:4R, Mil/gavrilo 1:3R\n"
                    "R1 A horse >gavrilo 2h:",
                    "L Mil/gavrilo 1:1s, L LH/vladislav 1:3R, Svc gavrilo 2",
                    "hermann won\n"
                    "yaroslav won\n"
                    "gavrilo retreat>gdov +Mil1 svc1\n"
                    "vladislav removed -LH1",
                    "prov3 coin1 cart2 boat1",
                    "moved hermann yes; moved yaroslav yes; move gavrilo gdov; service gavrilo -1; moved gavrilo yes; remove vladislav; "
                    "assets gavrilo prov 0; assets gavrilo coin 0; assets gavrilo cart 0; assets gavrilo boat 0; assets hermann prov +3; assets hermann coin +1; assets hermann cart +2; assets hermann boat +1",
                    "yaroslav hermann - / vladislav gavrilo -" });
}

/* Reposition (4.4.2): four Attackers (Knud left, Hermann center, Rudolf right, Yaroslav in
 * Reserve) against Vladislav (left) and Gavrilo (center). Round 1: Gavrilo's Light Horse
 * Rout Hermann's Sergeants; Rudolf, with nobody opposite, Flanks Gavrilo (2 Hits: Men-at-
 * Arms first, then Light Horse, both Rout). Round 2: Yaroslav advances from the Reserve
 * into the empty center; Vladislav slides from the left into the Defenders' empty center.
 * Rudolf and Yaroslav both strike Vladislav: 2 + 2 = 4 Hits. Both Defenders Retreat to
 * the Sorot River (not Ostrov: the Approach Way; Velikiye Luki comes after it by name).
 * Service dice 3 and 5: 2 and 3 boxes. */
static void
test_reserves_and_center (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move hermann velikaya_river; forces hermann knights 0; forces hermann men_at_arms 0; forces hermann militia 0;"
                                                 "move knud_and_abel velikaya_river; forces knud_and_abel knights 0; forces knud_and_abel sergeants 0; forces knud_and_abel men_at_arms 0;"
                                                 "muster rudolf velikaya_river; forces rudolf sergeants 0; forces rudolf men_at_arms 0;"
                                                 "move yaroslav velikaya_river; forces yaroslav light_horse 0; forces yaroslav men_at_arms 0;"
                                                 "move gavrilo velikaya_river; forces gavrilo knights 0; forces gavrilo militia 0;"
                                                 "move vladislav velikaya_river; forces vladislav sergeants 0; forces vladislav light_horse 0; forces vladislav men_at_arms 1");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "velikaya_river", "hermann", "ostrov");
  fight (j, &s, "5, 4,6, 1, 3, 1,2,3,4, 3, 1,6, 1, 3, 5",
         &(Expect){ "attacker", 2,
                    "R1 D horse >hermann 1h: S/hermann 3:5R\n"
                    "R1 A horse >gavrilo 2h: MA/gavrilo 3:4R, LH/gavrilo 1:6R\n"
                    "R1 D foot >knud_and_abel 1h: Mil/knud_and_abel 1:1s\n"
                    "R1 A foot >vladislav 1h: MA/vladislav 3:3s\n"
                    "R2 A horse >vladislav 4h: MA/vladislav 3:1s, MA/vladislav 3:2s, MA/vladislav 3:3s, MA/vladislav 3:4R",
                    "L S/hermann 3:3s, L LH/gavrilo 1:1s, L MA/gavrilo 1:6R, L MA/vladislav 1:1s, Svc gavrilo 3, Svc vladislav 5",
                    "hermann won +S1\n"
                    "knud_and_abel won\n"
                    "rudolf won\n"
                    "yaroslav won\n"
                    "gavrilo retreat>sorot_river -MA1 +LH1 svc2\n"
                    "vladislav retreat>sorot_river +MA1 svc3",
                    "prov3 coin1 cart2 boat1",
                    "moved hermann yes; moved knud_and_abel yes; moved rudolf yes; moved yaroslav yes; "
                    "move gavrilo sorot_river; forces gavrilo men_at_arms 0; service gavrilo -2; moved gavrilo yes; "
                    "move vladislav sorot_river; service vladislav -3; moved vladislav yes; "
                    "assets gavrilo prov 0; assets gavrilo coin 0; assets gavrilo cart 0; assets gavrilo boat 0; assets vladislav prov 0; assets vladislav cart 0; assets hermann prov +3; assets hermann coin +1; assets hermann cart +2; assets hermann boat +1",
                    "knud_and_abel hermann rudolf +yaroslav / vladislav gavrilo -" });
}

/* Pursuit (4.4.2): Gavrilo Concedes at the start of Round 1; his Hits that Round are
 * halved, rounding up: 3 Asiatic Horse shoot 1 1/2 -> 2 Hits, halved -> 1; his Men-at-Arms'
 * 1 Hit stays 1. Hermann's are not: Knights 2 + Sergeants 1 = 3 Hits; Asiatic Horse
 * Evade 1-3 in Battle Melee (taken before the Men-at-Arms, Horse first). Having
 * Conceded, Gavrilo Retreats (to the Plyussa River, not Uzmen) and his Routed units
 * roll their printed ranges, Asiatic Horse their Evade 1-3 (4.4.4). Spoils (4.4.3): all
 * his Loot, and the Provender beyond what his 1 Cart carries along the Trackway in
 * Summer: 4 - 1 = 3. */
static void
test_pursuit_concede (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo zhelcha_river; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0;"
                                                 "forces gavrilo asiatic_horse 3; assets gavrilo loot 2; assets gavrilo prov 4; move hermann zhelcha_river");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "zhelcha_river", "hermann", "uzmen");
  s.concede_round[CAS_DEFENDER] = 1;
  fight (j, &s, "3, 4,1,5, 2, 6,2, 4,3,1, 1",
         &(Expect){ "attacker", 1,
                    "R1 D archery >hermann 1h: K/hermann 4:3s\n"
                    "R1 A horse >gavrilo 3h: AH/gavrilo 3:4R, AH/gavrilo 3:1s, AH/gavrilo 3:5R\n"
                    "R1 D foot >hermann 1h: K/hermann 4:2s\n"
                    "R1 A foot >gavrilo 2h: AH/gavrilo 3:6R, MA/gavrilo 3:2s",
                    "L AH/gavrilo 3:4R, L AH/gavrilo 3:3s, L AH/gavrilo 3:1s, Svc gavrilo 1",
                    "hermann won\n"
                    "gavrilo retreat>plyussa_river -AH1 +AH2 svc1",
                    "prov3 loot2",
                    "moved hermann yes; move gavrilo plyussa_river; forces gavrilo asiatic_horse 2; service gavrilo -1; moved gavrilo yes; "
                    "assets gavrilo prov 1; assets gavrilo loot 0; assets hermann prov +3; assets hermann loot +2" });
}

/* The Attackers Concede in Round 2 and Retreat back to Ugaunia, where they came from
 * (4.4.3), though Dorpat comes first by name. Round 1: Gavrilo's Men-at-Arms and Militia,
 * 1 1/2 -> 2 Hits, Rout Hermann; Yaroslav Flanks Gavrilo. Round 2: Yaroslav slides to the
 * center (no Reserve) and Routs at the first of 2 Hits; the second is ignored. Having
 * Conceded, both roll their printed range for Losses. Spoils: Hermann's Loot and the
 * Provender beyond the 2 Carts the two Lords share on the Trackway: 3 + 1 - 2 = 2.
 * Service dice 2 and 6: 1 and 3 boxes. */
static void
test_attacker_concedes (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move hermann uzmen; forces hermann knights 0; forces hermann sergeants 0; forces hermann militia 0; assets hermann loot 1; assets hermann prov 3;"
                                                 "move yaroslav uzmen; forces yaroslav knights 0; forces yaroslav light_horse 0;"
                                                 "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "ugaunia");
  s.concede_round[CAS_ATTACKER] = 2;
  fight (j, &s, "2,5, 1, 6, 2,3, 2,6",
         &(Expect){ "defender", 2,
                    "R1 D foot >hermann 2h: MA/hermann 3:2s, MA/hermann 3:5R\n"
                    "R1 A foot >gavrilo 1h: MA/gavrilo 3:1s\n"
                    "R2 D foot >yaroslav 2h: MA/yaroslav 3:6R",
                    "L MA/hermann 3:2s, L MA/yaroslav 3:3s, Svc hermann 2, Svc yaroslav 6",
                    "hermann retreat>ugaunia +MA1 svc1\n"
                    "yaroslav retreat>ugaunia +MA1 svc3\n"
                    "gavrilo won",
                    "prov2 loot1",
                    "move hermann ugaunia; service hermann -1; moved hermann yes; move yaroslav ugaunia; service yaroslav -3; moved yaroslav yes; "
                    "moved gavrilo yes; assets hermann prov 2; assets hermann loot 0; assets yaroslav prov 0; assets gavrilo prov +2; assets gavrilo loot +1",
                    "yaroslav hermann - / - gavrilo -" });
}

/* Retreat along another Way (4.4.3): Hermann Approaches Gdov from Dorpat along the Peipus
 * shore (the Way Dorpat-Narwia-Gdov-Uzmen). Vladislav may not Retreat along any part of
 * it, but Uzmen is also reached by the east-shore Way, and the Plyussa River holds Knud
 * & Abel: he Retreats to Uzmen. Narwia (only along the Approach Way) and the Plyussa
 * River are refused as chosen destinations. */
static void
test_retreat_other_way (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move vladislav gdov; forces vladislav sergeants 0; forces vladislav men_at_arms 0;"
                                                 "move hermann gdov; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0;"
                                                 "move knud_and_abel plyussa_river");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "gdov", "hermann", "dorpat");
  for (int k = 0; k < 2; k++)
    {
      g_autoptr(GError) error = NULL;
      CasBattleSetup bad = s;
      bad.retreat_to = locale (k ? "plyussa_river" : "narwia");
      g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &bad, &error);
      g_assert_null (b);
      g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
      g_assert_nonnull (strstr (error->message, "4.4.3"));
    }
  fight (j, &s, "1, 2, 1, 4",
         &(Expect){ "attacker", 1,
                    "R1 D horse >hermann 1h: K/hermann 4:1s\n"
                    "R1 A horse >vladislav 2h: LH/vladislav 1:2R",
                    "L LH/vladislav 1:1s, Svc vladislav 4",
                    "hermann won\n"
                    "vladislav retreat>uzmen +LH1 svc2",
                    "prov1 cart1",
                    "moved hermann yes; move vladislav uzmen; service vladislav -2; moved vladislav yes; assets vladislav prov 0; assets vladislav cart 0; assets hermann prov +1; assets hermann cart +1" });
}

/* Withdraw (4.3.4, 4.4.3) with setup.withdraw at Pskov, a City of Capacity 3. The
 * Defenders' second Lord, with no Attacker opposite, still takes a Front place ("as
 * able", 4.4.1) and Flanks Hermann. Hermann's Foot find Gavrilo Routed and strike the
 * closest Lord, Vladislav (2 Hits: the first Routs him, the second is ignored). Withdrawn
 * Lords roll Losses on their printed range (Gavrilo's Militia fail: he has no Forces and
 * is removed, all his Assets but Ships are Spoils; Vladislav keeps his Assets and rolls
 * no Service). The winners Besiege Pskov: one Siege marker (4.3.5, 4.4.5). */
static void
test_withdraw (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0;"
                                                 "move vladislav pskov; forces vladislav sergeants 0; forces vladislav men_at_arms 0; move hermann pskov");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "pskov", "hermann", "uzmen");
  s.withdraw = TRUE;
  fight (j, &s, "5, 3, 4, 4,2,1",
         &(Expect){ "attacker", 1,
                    "R1 D horse >hermann 1h: K/hermann 4:5R\n"
                    "R1 A horse >gavrilo 1h: Mil/gavrilo 1:3R\n"
                    "R1 A foot >vladislav 2h: LH/vladislav 1:4R",
                    "L K/hermann 4:4s, L Mil/gavrilo 1:2R, L LH/vladislav 1:1s",
                    "hermann won +K1\n"
                    "gavrilo removed -Mil1\n"
                    "vladislav withdraw +LH1",
                    "prov2 coin1 cart1 boat1",
                    "moved hermann yes; remove gavrilo; moved vladislav yes; "
                    "assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1; marker pskov siege 1",
                    "- hermann - / vladislav gavrilo -" });
}

/* No Retreat possible from Izborsk (Pskov is the Approach Way, Kirrumpah, Lettgallia and
 * Ugaunia hold Teutonic Lords): the Defenders Withdraw into the Fort up to its Capacity of
 * 1 (Gavrilo, first); Vladislav is removed and gives up all his Assets but Ships
 * (4.4.3). */
static const char no_retreat_position[] =
  "move gavrilo izborsk; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0;"
  "move vladislav izborsk; forces vladislav sergeants 0; forces vladislav men_at_arms 0;"
  "move hermann izborsk; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0;"
  "move knud_and_abel kirrumpah; move yaroslav lettgallia; muster rudolf ugaunia";
static const char no_retreat_dice[] = "2, 5,6, 1";
static const Expect no_retreat_expect = {
  "attacker", 1,
  "R1 D horse >hermann 1h: K/hermann 4:2s\n"
  "R1 A horse >gavrilo 2h: Mil/gavrilo 1:5R, LH/vladislav 1:6R",
  "L Mil/gavrilo 1:1s",
  "hermann won\n"
  "gavrilo withdraw +Mil1\n"
  "vladislav removed -LH1",
  "prov1 cart1",
  "moved hermann yes; moved gavrilo yes; remove vladislav; assets hermann prov +1; assets hermann cart +1; marker izborsk siege 1",
  NULL,
};

static void
test_no_retreat (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", no_retreat_position);
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "izborsk", "hermann", "pskov");
  fight (j, &s, no_retreat_dice, &no_retreat_expect);
}

/* Serfs (R4 Smerdi): removed whenever assigned a Hit, without a roll (4.4.2), and
 * Routed Serfs never come back (no Protection to roll against, 4.4.4): Gavrilo loses
 * everything and is removed. A Battle without a single die. */
static void
test_serfs (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0; forces gavrilo militia 0;"
                                                 "forces gavrilo serfs 2; move hermann uzmen; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  fight (j, &s, "",
         &(Expect){ "attacker", 1,
                    "R1 A horse >gavrilo 2h: Serf/gavrilo R, Serf/gavrilo R",
                    "",
                    "hermann won\n"
                    "gavrilo removed -Serf2",
                    "prov2 coin1 cart1 boat1",
                    "moved hermann yes; remove gavrilo; assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1" });
}

/* A Battle at a Trade Route changes its hands (4.3.6, 4.4.5): the Teutons beat Vladislav
 * at Neva, who would Retreat to Izhora (first by name; Vod was the Approach) but loses
 * his only unit on the Loss roll and is removed; Neva gets a Conquered marker. */
static void
test_trade_route (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "forces vladislav sergeants 0; forces vladislav men_at_arms 0;"
                                                 "move hermann neva; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "neva", "hermann", "vod");
  fight (j, &s, "3,2,4",
         &(Expect){ "attacker", 1,
                    "R1 D horse >hermann 1h: K/hermann 4:3s\n"
                    "R1 A horse >vladislav 2h: LH/vladislav 1:2R",
                    "L LH/vladislav 1:4R",
                    "hermann won\n"
                    "vladislav removed -LH1",
                    "prov1 cart1",
                    "moved hermann yes; remove vladislav; assets hermann prov +1; assets hermann cart +1; marker neva conquered 1" });
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (j), locale ("neva"), CAS_C_CONQUERED), ==, 1);
}

/* ------------------------------------------------------------------------ */
/* Worked examples of 4.4 and 4.5. */

/* 4.4.2 Russian Archery: "Three Streltsy Men-at-Arms and three Asiatic Horse would yield
 * a total of three Hits, of which two cause -2 Armor." Hermann's Knights take the two
 * Crossbow Hits at Armor 1-2 (1 and 2 save), then the third at 1-4 (5 Routs). Hermann,
 * Routed, Retreats to Dorpat without Conceding; his Knights fail their 1 (2): with no
 * Forces left he is removed and gives up his Assets. */
static void
test_example_russian_archery (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0;"
                                                 "forces gavrilo men_at_arms 3; forces gavrilo asiatic_horse 3; capability r3 gavrilo;"
                                                 "move hermann uzmen; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  fight (j, &s, "1,2,5, 2",
         &(Expect){ "defender", 1,
                    "R1 D archery >hermann 3h 2x: K/hermann 2:1s, K/hermann 2:2s, K/hermann 4:5R",
                    "L K/hermann 1:2R",
                    "hermann removed -K1\n"
                    "gavrilo won",
                    "prov1 coin1 cart1",
                    "remove hermann; moved gavrilo yes; assets gavrilo prov +1; assets gavrilo coin +1; assets gavrilo cart +1" });
}

/* 4.5.2 Siegeworks: "Lords Storming with three Siege markers would benefit from Walls
 * 1-3." Hermann Storms Pskov (City: Walls 1-3, Garrison 3 Men-at-Arms) with 3 Siege
 * markers. Garrison Archery: 3 x 1/2 -> 2 Crossbow Hits; Siegeworks 1-3 cancel one (2),
 * Crossbow first; the Attackers' Armored units take Hits first: Knights at 1-2. Defending
 * Melee: Gavrilo's Knights 1 (Storm) + Light Horse 1/2 + Men-at-Arms 1 + Militia 1/2 +
 * Garrison 3 = 6 Hits; Siegeworks cancel 3. Hermann: Sergeants 1 + Men-at-Arms 1 +
 * Militia 1/2 -> 3 Hits, all on the Garrison first. Hermann Concedes at the start of
 * Round 2: the Storm ends at once, the Attackers lose and stay; their Routed units
 * survive only on 1 (4.5.2). */
static void
test_example_siegeworks (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "marker pskov siege 3; move hermann pskov");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_STORM, "pskov", "hermann", NULL);
  s.concede_round[CAS_ATTACKER] = 2;
  fight (j, &s, "4,2,1, 1,2,3,4,5,6,4,5,2, 4,5,6,1,4,2, 1",
         &(Expect){ "defender", 1,
                    "R1 D archery >hermann 2h 2x 1w: W3:4-, W3:2c, K/hermann 2:1s\n"
                    "R1 D melee >hermann 6h 3w: W3:1c, W3:2c, W3:3c, W3:4-, W3:5-, W3:6-, K/hermann 4:4s, K/hermann 4:5R, S/hermann 3:2s\n"
                    "R1 A melee >garrison 3h: W3:4-, W3:5-, W3:6-, MA/garrison 3:1s, MA/garrison 3:4R, MA/garrison 3:2s",
                    "L K/hermann 1:1s",
                    "hermann stays +K1\n"
                    "gavrilo won",
                    NULL,
                    "moved hermann yes; moved gavrilo yes" });
}

/* 4.5.2 Sack: "Sacking a City yields two Loot, two Provender, and two Coin", plus all the
 * Assets but Ships of the Lords removed. One Siege marker: one Round, Siegeworks 1-1.
 * Hermann's Melee is 1 + 1 + 4 + 1/2 = 6 1/2 Hits, capped at 6 for one Lord (4.5.2). Hits
 * go to the Garrison until it has Routed, then to Gavrilo, whose Militia Rout; the last
 * 2 Hits are ignored. Gavrilo is removed; Pskov is Conquered (2 markers). */
static void
test_example_sack (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0;"
                                                 "marker pskov siege 1; move hermann pskov; forces hermann men_at_arms 4");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_STORM, "pskov", "hermann", NULL);
  fight (j, &s, "1,3,2, 2,3,4,5,1,2,3,4, 4,5,6,4,5,6,4,5,6,2",
         &(Expect){ "attacker", 1,
                    "R1 D archery >hermann 2h 2x 1w: W1:1c, W1:3-, K/hermann 2:2s\n"
                    "R1 D melee >hermann 4h: W1:2-, W1:3-, W1:4-, W1:5-, K/hermann 4:1s, K/hermann 4:2s, K/hermann 4:3s, K/hermann 4:4s\n"
                    "R1 A melee >garrison 6h: W3:4-, W3:5-, W3:6-, W3:4-, W3:5-, W3:6-, MA/garrison 3:4R, MA/garrison 3:5R, MA/garrison 3:6R, Mil/gavrilo 1:2R",
                    "",
                    "hermann won\n"
                    "gavrilo removed -Mil1",
                    "prov4 coin3 loot2 cart1 boat1",
                    "moved hermann yes; remove gavrilo; assets hermann prov +4; assets hermann coin +3; assets hermann loot +2; assets hermann cart +1; "
                    "assets hermann boat +1; marker pskov conquered 2; marker pskov siege 0" });
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (j), locale ("pskov"), CAS_C_CONQUERED), ==, 2);
}

/* 4.5.2 Storm Array: one Front Lord a side, the Active Lord for the Attackers; the others
 * in Reserve. Siegeworks 1-3 (3 markers), 3 Rounds at most. Round 2: Hermann's Knights
 * Rout under the Garrison's Crossbows (Armor 1-2: 3). Round 3: Yaroslav comes forward
 * from the Reserve and is struck in his turn. After 3 Rounds the Defenders have not all
 * Routed: the Storm fails, the Siege goes on, everyone there is Moved/Fought. */
static void
test_example_storm_array (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0;"
                                                 "move vladislav pskov; forces vladislav sergeants 0; forces vladislav light_horse 0; forces vladislav men_at_arms 0; forces vladislav militia 1;"
                                                 "marker pskov siege 3;"
                                                 "move hermann pskov; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0;"
                                                 "move yaroslav pskov; forces yaroslav light_horse 0; forces yaroslav men_at_arms 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_STORM, "pskov", "hermann", NULL);
  fight (j, &s, "4,5,1,2, 1,2,3,1, 4,5, 6,3, 4,1, 1,5,6,1,2, 6,6, 1",
         &(Expect){ "defender", 3,
                    "R1 D archery >hermann 2h 2x: W3:4-, W3:5-, K/hermann 2:1s, K/hermann 2:2s\n"
                    "R1 D melee >hermann 4h 4w: W3:1c, W3:2c, W3:3c, W3:1c\n"
                    "R1 A melee >garrison 1h: W3:4-, MA/garrison 3:5R\n"
                    "R2 D archery >hermann 1h 1x: W3:6-, K/hermann 2:3R\n"
                    "R3 D archery >yaroslav 1h 1x: W3:4-, K/yaroslav 2:1s\n"
                    "R3 D melee >yaroslav 3h 1w: W3:1c, W3:5-, W3:6-, K/yaroslav 4:1s, K/yaroslav 4:2s\n"
                    "R3 A melee >garrison 1h: W3:6-, MA/garrison 3:6R",
                    "L K/hermann 1:1s",
                    "hermann stays +K1\n"
                    "yaroslav stays\n"
                    "gavrilo won\n"
                    "vladislav won",
                    NULL,
                    "moved hermann yes; moved yaroslav yes; moved gavrilo yes; moved vladislav yes",
                    "- hermann - +yaroslav / - gavrilo - +vladislav" });
  /* A Storm Array may not use the flanks. */
  g_autoptr(GError) error = NULL;
  CasBattleSetup bad = s;
  bad.has_array = TRUE;
  bad.front[CAS_ATTACKER][0] = lord ("yaroslav");
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &bad, &error);
  g_assert_null (b);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
}

/* ------------------------------------------------------------------------ */
/* Storms and Sallies. */

/* Storm of Izborsk (Fort: Walls 1-3, Garrison 1 Men-at-Arms) with 2 Siege markers
 * (Siegeworks 1-2, 2 Rounds). The Garrison's Crossbow Hit (Armor -2) must go to an
 * Armored unit first: Hermann's Men-at-Arms at 1-1, not his Light Horse (4.5.2). Gavrilo's
 * 2 Knights Strike 1 Hit each in a Storm: with the Garrison, 3 Hits. Round 2: the Men-at-
 * Arms Rout and the next Hit goes to the Light Horse. After 2 Rounds Gavrilo still
 * stands: the Storm fails. Losses: the Attackers' Routed units survive only on 1, the
 * Defenders' roll their Protection (Knights 1-4). */
static void
test_storm_izborsk (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo izborsk; forces gavrilo knights 2; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0; forces gavrilo militia 0;"
                                                 "marker izborsk siege 2; move hermann izborsk; forces hermann knights 0; forces hermann sergeants 0; forces hermann militia 0;"
                                                 "forces hermann light_horse 1");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_STORM, "izborsk", "hermann", NULL);
  fight (j, &s, "5,1, 1,2,3,2, 4,1,5, 6,6,4,1, 5,6, 2,4",
         &(Expect){ "defender", 2,
                    "R1 D archery >hermann 1h 1x: W2:5-, MA/hermann 1:1s\n"
                    "R1 D melee >hermann 3h 2w: W2:1c, W2:2c, W2:3-, MA/hermann 3:2s\n"
                    "R1 A melee >garrison 2h 1w: W3:4-, W3:1c, MA/garrison 3:5R\n"
                    "R2 D melee >hermann 2h: W2:6-, W2:6-, MA/hermann 3:4R, LH/hermann 1:1s\n"
                    "R2 A melee >gavrilo 1h: W3:5-, K/gavrilo 4:6R",
                    "L MA/hermann 1:2R, L K/gavrilo 4:4s",
                    "hermann stays -MA1\n"
                    "gavrilo won +K1",
                    NULL,
                    "forces hermann men_at_arms 0; moved hermann yes; moved gavrilo yes" });
}

/* Russians Storm a Teutonic Castle: Odenpah (Walls 1-4, Garrison 1 Men-at-Arms and 1
 * Knights). The Garrison Knights Strike 1 in Melee and have no Archery; the Castle's
 * Walls are 1-4. Gavrilo's 3 Knights + 2 Men-at-Arms = 5 Hits (Storm). The Garrison takes
 * Hits first (Knights first, best Armor), then Yaroslav. Sack: Yaroslav removed, Spoils
 * 1 Loot, 1 Provender, 1 Coin (Castle VP 1) plus his Provender and Cart; one Conquered
 * marker (4.5.2). */
static void
test_storm_castle_sack (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "forces yaroslav knights 0; forces yaroslav men_at_arms 0; marker odenpah siege 1;"
                                                 "move gavrilo odenpah; forces gavrilo knights 3; forces gavrilo light_horse 0; forces gavrilo militia 0; forces gavrilo men_at_arms 2");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_STORM, "odenpah", "gavrilo", NULL);
  fight (j, &s, "2,2, 1,2,3,3,4, 5,6,5,6,1,5,4,2",
         &(Expect){ "attacker", 1,
                    "R1 D archery >gavrilo 1h 1x: W1:2-, K/gavrilo 2:2s\n"
                    "R1 D melee >gavrilo 3h 1w: W1:1c, W1:2-, W1:3-, K/gavrilo 4:3s, K/gavrilo 4:4s\n"
                    "R1 A melee >garrison 5h 1w: W4:5-, W4:6-, W4:5-, W4:6-, W4:1c, K/garrison 4:5R, MA/garrison 3:4R, LH/yaroslav 1:2R",
                    "",
                    "gavrilo won\n"
                    "yaroslav removed -LH1",
                    "prov2 coin1 loot1 cart1",
                    "moved gavrilo yes; remove yaroslav; assets gavrilo prov +2; assets gavrilo coin +1; assets gavrilo loot +1; assets gavrilo cart +1; "
                    "marker odenpah conquered 1; marker odenpah siege 0" });
}

/* Return of the Prince: Aleksandr Storms Koporye, a Russian Fort turned Teutonic Castle
 * (Castle marker, 1 Conquered marker): Castle Walls 1-4 and Garrison (1 Knights, 1 Men-at-
 * Arms). Andreas has T9 Halbbrueder: his Sergeants save on 1-4 (a 4 saves), but the
 * Garrison ignores cards of the Lord it defends with (4.5.2): its Men-at-Arms fail on a
 * 4. Sack: the Russians take back their Fort: the Conquered marker goes and the Castle
 * marker flips to their colour (4.5.1-4.5.2). */
static void
test_storm_castle_marker (void)
{
  g_autoptr(CasJournal) j = position ("return_of_the_prince", "forces andreas knights 0; forces andreas sergeants 1; forces andreas men_at_arms 0;"
                                                              "capability t9 andreas; marker koporye siege 1; move aleksandr koporye");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_STORM, "koporye", "aleksandr", NULL);
  fight (j, &s, "3,1, 2,4,6,2,3,4, 5,6,5,6,6,5,4,4,5",
         &(Expect){ "attacker", 1,
                    "R1 D archery >aleksandr 1h 1x: W1:3-, K/aleksandr 2:1s\n"
                    "R1 D melee >aleksandr 3h: W1:2-, W1:4-, W1:6-, K/aleksandr 4:2s, K/aleksandr 4:3s, K/aleksandr 4:4s\n"
                    "R1 A melee >garrison 5h: W4:5-, W4:6-, W4:5-, W4:6-, W4:6-, K/garrison 4:5R, MA/garrison 3:4R, S/andreas 4:4s, S/andreas 4:5R",
                    "",
                    "aleksandr won\n"
                    "andreas removed -S1",
                    "prov3 coin1 loot1 cart1 boat1",
                    "moved aleksandr yes; remove andreas; assets aleksandr prov +3; assets aleksandr coin +1; assets aleksandr loot +1; "
                    "assets aleksandr cart +1; assets aleksandr boat +1; marker koporye conquered 0; marker koporye siege 0; marker koporye castle russian" });
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (j), locale ("koporye"), CAS_C_CASTLE), ==, 2);
}

/* Teutons Sack Novgorod with nobody inside: the Garrison (3 Men-at-Arms) defends alone.
 * Spoils: 3 Loot, 3 Provender, 3 Coin (Novgorod VP 3) and all the Veche Coin (1.3.3,
 * 4.5.2). */
static void
test_storm_novgorod (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "veche coin 3; marker novgorod siege 1; move hermann novgorod; forces hermann men_at_arms 4; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_STORM, "novgorod", "hermann", NULL);
  fight (j, &s, "1,2,1, 3,4,5,2,3,4, 4,5,6,4,5,6,4,5,6",
         &(Expect){ "attacker", 1,
                    "R1 D archery >hermann 2h 2x 1w: W1:1c, W1:2-, K/hermann 2:1s\n"
                    "R1 D melee >hermann 3h: W1:3-, W1:4-, W1:5-, K/hermann 4:2s, K/hermann 4:3s, K/hermann 4:4s\n"
                    "R1 A melee >garrison 6h: W3:4-, W3:5-, W3:6-, W3:4-, W3:5-, W3:6-, MA/garrison 3:4R, MA/garrison 3:5R, MA/garrison 3:6R",
                    "",
                    "hermann won",
                    "prov3 coin6 loot3",
                    "moved hermann yes; assets hermann prov +3; assets hermann coin +6; assets hermann loot +3; "
                    "marker novgorod conquered 3; marker novgorod siege 0; veche coin 0" });
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), NEVSKY_G_VECHE_COIN), ==, 0);
}

/* R18 Stone Kremlin (a Walls +1 marker: Izborsk's Walls 1-4) against T14 Trebuchets (Russian
 * Walls 1 lower while Hermann fights on): Walls 1-3, so a 4 no longer cancels. The
 * Teutons' own Siegeworks (1-1) are not affected. The Sack removes the Walls +1 marker. */
static void
test_storm_kremlin_trebuchets (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo izborsk; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0;"
                                                 "marker izborsk walls 1; marker izborsk siege 1; move hermann izborsk; forces hermann sergeants 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_STORM, "izborsk", "hermann", NULL);
  /* Without Trebuchets the Walls are 1-4. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
    g_autoptr(CasDice) d = cas_dice_new_from_string ("4,2, 2,3,1,3", &error);
    g_autoptr(CasBattleResult) r = cas_battle_run (b, d, &error);
    g_assert_null (r);
    g_assert_error (error, CAS_ERROR, CAS_ERROR_FAILED);
    g_assert_nonnull (strstr (error->message, "Walls 1-4 against Hit 1 of 2"));
  }
  g_assert_true (cas_journal_do (j, "capability t14 hermann", NULL));
  fight (j, &s, "4,2, 2,3,1,3, 4,6,5,6",
         &(Expect){ "attacker", 1,
                    "R1 D archery >hermann 1h 1x: W1:4-, K/hermann 2:2s\n"
                    "R1 D melee >hermann 2h: W1:2-, W1:3-, K/hermann 4:1s, K/hermann 4:3s\n"
                    "R1 A melee >garrison 2h: W3:4-, W3:6-, MA/garrison 3:5R, Mil/gavrilo 1:6R",
                    "",
                    "hermann won\n"
                    "gavrilo removed -Mil1",
                    "prov3 coin2 loot1 cart1 boat1",
                    "moved hermann yes; remove gavrilo; assets hermann prov +3; assets hermann coin +2; assets hermann loot +1; assets hermann cart +1; "
                    "assets hermann boat +1; marker izborsk conquered 1; marker izborsk siege 0; marker izborsk walls 0" });
}

/* Sally (4.5.3): Gavrilo, Besieged in Pskov under 3 Siege markers, Attacks Hermann. The
 * Sallying Lords get no Walls; the Besiegers roll Siegeworks 1-3 (the Militia's Hit is
 * cancelled by a 2). Gavrilo Routs in Round 2, Withdraws back into Pskov (Losses on the
 * printed range, no Service roll) and the Raid leaves one Siege marker. */
static void
test_sally_raid (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "forces gavrilo knights 0; forces gavrilo men_at_arms 0; marker pskov siege 3;"
                                                 "move hermann pskov; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_SALLY, "pskov", "gavrilo", NULL);
  fight (j, &s, "1,3, 2, 5, 1,2",
         &(Expect){ "defender", 2,
                    "R1 D horse >gavrilo 2h: LH/gavrilo 1:1s, LH/gavrilo 1:3R\n"
                    "R1 A foot >hermann 1h 1w: W3:2c\n"
                    "R2 D horse >gavrilo 2h: Mil/gavrilo 1:5R",
                    "L LH/gavrilo 1:1s, L Mil/gavrilo 1:2R",
                    "gavrilo withdraw -Mil1 +LH1\n"
                    "hermann won",
                    NULL,
                    "forces gavrilo militia 0; moved gavrilo yes; moved hermann yes; marker pskov siege 1" });
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (j), locale ("pskov"), CAS_C_SIEGE), ==, 1);
}

/* A Sally that breaks the Siege: Gavrilo's Knights, 2 Hits, one cancelled by Siegeworks
 * 1-2, Rout Hermann's Militia. The losing Besiegers Retreat normally (to Dubrovno, the
 * first allowed by name: Izborsk is a Russian Stronghold) and the Siege ends. */
static void
test_sally_breaks_siege (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "forces gavrilo light_horse 0; forces gavrilo men_at_arms 0; forces gavrilo militia 0; marker pskov siege 2;"
                                                 "move hermann pskov; forces hermann knights 0; forces hermann sergeants 0; forces hermann men_at_arms 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_SALLY, "pskov", "gavrilo", NULL);
  fight (j, &s, "3,1,4, 1,3",
         &(Expect){ "attacker", 1,
                    "R1 A horse >hermann 2h 1w: W2:3-, W2:1c, Mil/hermann 1:4R",
                    "L Mil/hermann 1:1s, Svc hermann 3",
                    "gavrilo won\n"
                    "hermann retreat>dubrovno +Mil1 svc2",
                    "prov1 coin1 cart1",
                    "moved gavrilo yes; move hermann dubrovno; service hermann -2; moved hermann yes; "
                    "assets hermann prov 0; assets hermann coin 0; assets hermann cart 0; assets gavrilo prov +1; assets gavrilo coin +1; assets gavrilo cart +1; marker pskov siege 0" });
}

/* ------------------------------------------------------------------------ */
/* Options and cards. */

/* No Horseback Archery (6.0): Asiatic Horse never Evade; they save only on 1, in Melee
 * and in Loss rolls too. Gavrilo Concedes Round 1: his 2 Asiatic Horse shoot 1 Hit,
 * halved and rounded up: 1. Spoils: his Provender beyond his 1 Boat on the Waterway to
 * Gdov: 1. */
static void
test_no_horseback_archery (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "option no_horseback_archery yes;"
                                                 "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0; forces gavrilo militia 0;"
                                                 "forces gavrilo asiatic_horse 2; move hermann uzmen; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "pskov");
  s.concede_round[CAS_DEFENDER] = 1;
  fight (j, &s, "1, 2,3, 1,2, 5",
         &(Expect){ "attacker", 1,
                    "R1 D archery >hermann 1h: K/hermann 4:1s\n"
                    "R1 A horse >gavrilo 2h: AH/gavrilo 1:2R, AH/gavrilo 1:3R",
                    "L AH/gavrilo 1:1s, L AH/gavrilo 1:2R, Svc gavrilo 5",
                    "hermann won\n"
                    "gavrilo retreat>gdov -AH1 +AH1 svc3",
                    "prov1",
                    "moved hermann yes; move gavrilo gdov; forces gavrilo asiatic_horse 1; service gavrilo -3; moved gavrilo yes; assets gavrilo prov 1; assets hermann prov +1" });
}

/* R1 Luchniki: Vladislav's Light Horse and Militia shoot 1/2 each (and still Melee):
 * 1 Hit in Round 1 (Routs Hermann's Knights), 1 Hit from the Militia alone in Round 2.
 * Hermann, Routed without Conceding, goes back to Dorpat; his Knights return on a 1. */
static void
test_luchniki (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move vladislav uzmen; forces vladislav sergeants 0; forces vladislav men_at_arms 0; forces vladislav militia 1; capability r1 vladislav;"
                                                 "move hermann uzmen; forces hermann sergeants 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  fight (j, &s, "5,2,3,4, 6, 1,2,1, 2",
         &(Expect){ "defender", 2,
                    "R1 D archery >hermann 1h: K/hermann 4:5R\n"
                    "R1 D horse >hermann 1h: MA/hermann 3:2s\n"
                    "R1 D foot >hermann 1h: MA/hermann 3:3s\n"
                    "R1 A foot >vladislav 1h: LH/vladislav 1:4R\n"
                    "R2 D archery >hermann 1h: MA/hermann 3:6R",
                    "L K/hermann 1:1s, L MA/hermann 1:2R, L LH/vladislav 1:1s, Svc hermann 2",
                    "hermann retreat>dorpat -MA1 +K1 svc1\n"
                    "vladislav won +LH1",
                    "prov1 coin1 cart1",
                    "move hermann dorpat; forces hermann men_at_arms 0; service hermann -1; moved hermann yes; moved vladislav yes; "
                    "assets hermann prov 0; assets hermann coin 0; assets hermann cart 0; assets vladislav prov +1; assets vladislav coin +1; assets vladislav cart +1" });
}

/* T4 Balistarii: Hermann's 2 Men-at-Arms shoot 1 Crossbow Hit: Gavrilo's Knights save
 * only on 1-2 (3 Routs). Gavrilo Retreats to Gdov along the east-shore Way (the Peipus
 * Way from Dorpat is closed to him). */
static void
test_balistarii (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo uzmen; forces gavrilo light_horse 0; forces gavrilo militia 0;"
                                                 "move hermann uzmen; forces hermann knights 0; forces hermann sergeants 0; forces hermann militia 0; forces hermann men_at_arms 2;"
                                                 "capability t4 hermann");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  fight (j, &s, "3, 1, 4, 1,3, 6",
         &(Expect){ "attacker", 1,
                    "R1 A archery >gavrilo 1h 1x: K/gavrilo 2:3R\n"
                    "R1 D foot >hermann 1h: MA/hermann 3:1s\n"
                    "R1 A foot >gavrilo 2h: MA/gavrilo 3:4R",
                    "L K/gavrilo 1:1s, L MA/gavrilo 1:3R, Svc gavrilo 6",
                    "hermann won\n"
                    "gavrilo retreat>gdov -MA1 +K1 svc3",
                    "prov2 coin1 cart1 boat1",
                    "moved hermann yes; move gavrilo gdov; forces gavrilo men_at_arms 0; service gavrilo -3; moved gavrilo yes; "
                    "assets gavrilo prov 0; assets gavrilo coin 0; assets gavrilo cart 0; assets gavrilo boat 0; assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1" });
}

/* T9 Halbbrüder: Rudolf's Sergeants and Men-at-Arms save on 1-4 in Battle (a 4 saves) but
 * not in Loss rolls: having Conceded in Round 2, they roll 1-3 (the Sergeants' 4 fails).
 * Spoils: none (no Loot; his 1 Provender rides on his Cart back to Ugaunia). */
static void
test_halbbruder (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "muster rudolf uzmen; forces rudolf knights 0; capability t9 rudolf;"
                                                 "move gavrilo uzmen; forces gavrilo light_horse 0; forces gavrilo militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "rudolf", "ugaunia");
  s.concede_round[CAS_ATTACKER] = 2;
  fight (j, &s, "4,5, 4, 1, 6, 4,3, 4",
         &(Expect){ "defender", 2,
                    "R1 D horse >rudolf 2h: S/rudolf 4:4s, S/rudolf 4:5R\n"
                    "R1 D foot >rudolf 1h: MA/rudolf 4:4s\n"
                    "R1 A foot >gavrilo 1h: K/gavrilo 4:1s\n"
                    "R2 D horse >rudolf 2h: MA/rudolf 4:6R",
                    "L S/rudolf 3:4R, L MA/rudolf 3:3s, Svc rudolf 4",
                    "rudolf retreat>ugaunia -S1 +MA1 svc2\n"
                    "gavrilo won",
                    NULL,
                    "move rudolf ugaunia; forces rudolf sergeants 0; service rudolf -2; moved rudolf yes; moved gavrilo yes" });
}

/* T7 Warrior Monks: one re-roll of a failed Knights Armor roll in each step: in the
 * Attacking Horse step (5, re-rolled 2: saved; the next failure, 6, stands) and again in
 * the Attacking Foot step (5, re-rolled 6). Rudolf Retreats to Dorpat, his own
 * Bishopric, first by name (not Pskov, the Approach Way). */
static void
test_warrior_monks (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "muster rudolf uzmen; forces rudolf knights 2; forces rudolf sergeants 0; forces rudolf men_at_arms 0; capability t7 rudolf;"
                                                 "move gavrilo uzmen; forces gavrilo light_horse 0; forces gavrilo militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "gavrilo", "pskov");
  fight (j, &s, "1,2,3,4, 5,2,6, 5,6, 1,5, 1",
         &(Expect){ "attacker", 1,
                    "R1 D horse >gavrilo 4h: K/gavrilo 4:1s, K/gavrilo 4:2s, K/gavrilo 4:3s, K/gavrilo 4:4s\n"
                    "R1 A horse >rudolf 2h: K/rudolf 4:5R, *K/rudolf 4:2s, K/rudolf 4:6R\n"
                    "R1 A foot >rudolf 1h: K/rudolf 4:5R, *K/rudolf 4:6R",
                    "L K/rudolf 1:1s, L K/rudolf 1:5R, Svc rudolf 1",
                    "gavrilo won\n"
                    "rudolf retreat>dorpat -K1 +K1 svc1",
                    "prov1 cart1",
                    "moved gavrilo yes; move rudolf dorpat; forces rudolf knights 1; service rudolf -1; moved rudolf yes; "
                    "assets rudolf prov 0; assets rudolf cart 0; assets gavrilo prov +1; assets gavrilo cart +1" });
}

/* T9 Hill, played by the Teutons Defending: their Archery is 1 Hit per unit in Rounds
 * 1 and 2 (2 Crossbow Hits from 2 Balistarii Men-at-Arms), 1/2 again in Round 3 (1 Hit).
 * Gavrilo, Routed, fails his Loss roll and is removed. */
static const char hill_position[] =
  "move hermann ugaunia; forces hermann knights 0; forces hermann sergeants 0; forces hermann militia 0; forces hermann men_at_arms 2;"
  "capability t4 hermann; move gavrilo ugaunia; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0; forces gavrilo militia 0";
static const char hill_dice[] = "1,2,1,2,1,2, 1,2,3,1,3,4, 3, 2";
static const Expect hill_expect = {
  "defender", 3,
  "R1 D archery >gavrilo 2h 2x: K/gavrilo 2:1s, K/gavrilo 2:2s\n"
  "R1 A horse >hermann 2h: MA/hermann 3:1s, MA/hermann 3:2s\n"
  "R1 D foot >gavrilo 2h: K/gavrilo 4:1s, K/gavrilo 4:2s\n"
  "R2 D archery >gavrilo 2h 2x: K/gavrilo 2:1s, K/gavrilo 2:2s\n"
  "R2 A horse >hermann 2h: MA/hermann 3:3s, MA/hermann 3:1s\n"
  "R2 D foot >gavrilo 2h: K/gavrilo 4:3s, K/gavrilo 4:4s\n"
  "R3 D archery >gavrilo 1h 1x: K/gavrilo 2:3R",
  "L K/gavrilo 1:2R",
  "gavrilo removed -K1\n"
  "hermann won",
  "prov2 coin1 cart1 boat1",
  "remove gavrilo; moved hermann yes; assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1",
  NULL,
};

static void
test_hill (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", hill_position);
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "ugaunia", "gavrilo", "uzmen");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_FULL_ARCHERY;
  fight (j, &s, hill_dice, &hill_expect);
  /* T9 is not recorded as Held: nothing to discard, the explanation reminds the players. */
  g_assert_nonnull (strstr (last_explain, "not recorded as Held"));
}

/* T10 Field Organ on Hermann: in Round 1 his Knights Strike 3 and Sergeants 2 (5 Hits);
 * Round 2 back to 2 + 1 = 3. */
static void
test_field_organ (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0; forces gavrilo men_at_arms 3;"
                                                 "move hermann uzmen; forces hermann men_at_arms 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_LORD_MELEE;
  s.event_lord = lord ("hermann");
  fight (j, &s, "1,2,3,4,5, 1, 6, 1,2,3, 2",
         &(Expect){ "attacker", 2,
                    "R1 A horse >gavrilo 5h: MA/gavrilo 3:1s, MA/gavrilo 3:2s, MA/gavrilo 3:3s, MA/gavrilo 3:4R, MA/gavrilo 3:5R\n"
                    "R1 D foot >hermann 1h: K/hermann 4:1s\n"
                    "R2 A horse >gavrilo 3h: MA/gavrilo 3:6R",
                    "L MA/gavrilo 1:1s, L MA/gavrilo 1:2R, L MA/gavrilo 1:3R, Svc gavrilo 2",
                    "hermann won\n"
                    "gavrilo retreat>gdov -MA2 +MA1 svc1",
                    "prov2 coin1 cart1 boat1",
                    "moved hermann yes; move gavrilo gdov; forces gavrilo men_at_arms 1; service gavrilo -1; moved gavrilo yes; "
                    "assets gavrilo prov 0; assets gavrilo coin 0; assets gavrilo cart 0; assets gavrilo boat 0; assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1" });
}

/* The first roll a run asks for, from its error with no dice. */
static char *
first_roll (CasJournal *j, const CasBattleSetup *s)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), s, &error);
  g_assert_no_error (error);
  g_autoptr(CasDice) d = cas_dice_new_queue (NULL, 0);
  g_autoptr(CasBattleResult) r = cas_battle_run (b, d, &error);
  g_assert_null (r);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_FAILED);
  return g_strdup (strstr (error->message, "needed for ") + strlen ("needed for "));
}

/* R2 Marsh, played by the Russians Defending outside Winter: Hermann's Horse make no
 * Strikes in Rounds 1 and 2, then Strike in Round 3. In Winter the card does nothing. */
static void
test_marsh (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0; forces gavrilo men_at_arms 2;"
                                                 "move hermann uzmen; forces hermann sergeants 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "ugaunia");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_NO_HORSE;
  {
    g_autoptr(CasJournal) winter = position ("pleskau", "box 3; move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0;"
                                                        "forces gavrilo men_at_arms 2; move hermann uzmen; forces hermann sergeants 0; forces hermann militia 0");
    g_autofree char *need = first_roll (winter, &s);
    g_assert_cmpstr (need, ==, "Men-at-Arms of Gavrilo, Armor 1-3, Hit 1 of 2");
  }
  fight (j, &s, "1,2,1, 3,4,2, 5,6, 1,1, 3",
         &(Expect){ "attacker", 3,
                    "R1 D foot >hermann 2h: K/hermann 4:1s, K/hermann 4:2s\n"
                    "R1 A foot >gavrilo 1h: MA/gavrilo 3:1s\n"
                    "R2 D foot >hermann 2h: K/hermann 4:3s, K/hermann 4:4s\n"
                    "R2 A foot >gavrilo 1h: MA/gavrilo 3:2s\n"
                    "R3 A horse >gavrilo 2h: MA/gavrilo 3:5R, MA/gavrilo 3:6R",
                    "L MA/gavrilo 1:1s, L MA/gavrilo 1:1s, Svc gavrilo 3",
                    "hermann won\n"
                    "gavrilo retreat>gdov +MA2 svc2",
                    "prov2 coin1 cart1 boat1",
                    "moved hermann yes; move gavrilo gdov; service gavrilo -2; moved gavrilo yes; "
                    "assets gavrilo prov 0; assets gavrilo coin 0; assets gavrilo cart 0; assets gavrilo boat 0; assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1" });
}

/* R1 Bridge, played by the Russians against Hermann in the Front center, Summer: he
 * Melees with at most 2 units in Round 1 (his Knights and Sergeants: 3 Hits, no Foot
 * Strike) and 4 in Round 2 (Knights, Sergeants and 2 Men-at-Arms: the Militia sit out, 2
 * Foot Hits instead of 3). */
static void
test_bridge (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0; forces gavrilo men_at_arms 4;"
                                                 "move hermann uzmen; forces hermann men_at_arms 2");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_NARROW_CENTER;
  fight (j, &s, "1,2,3, 1,2,3,4, 4,5,6, 1, 4, 1,2,3,4, 5",
         &(Expect){ "attacker", 2,
                    "R1 A horse >gavrilo 3h: MA/gavrilo 3:1s, MA/gavrilo 3:2s, MA/gavrilo 3:3s\n"
                    "R1 D foot >hermann 4h: K/hermann 4:1s, K/hermann 4:2s, K/hermann 4:3s, K/hermann 4:4s\n"
                    "R2 A horse >gavrilo 3h: MA/gavrilo 3:4R, MA/gavrilo 3:5R, MA/gavrilo 3:6R\n"
                    "R2 D foot >hermann 1h: K/hermann 4:1s\n"
                    "R2 A foot >gavrilo 2h: MA/gavrilo 3:4R",
                    "L MA/gavrilo 1:1s, L MA/gavrilo 1:2R, L MA/gavrilo 1:3R, L MA/gavrilo 1:4R, Svc gavrilo 5",
                    "hermann won\n"
                    "gavrilo retreat>gdov -MA3 +MA1 svc3",
                    "prov2 coin1 cart1 boat1",
                    "moved hermann yes; move gavrilo gdov; forces gavrilo men_at_arms 1; service gavrilo -3; moved gavrilo yes; "
                    "assets gavrilo prov 0; assets gavrilo coin 0; assets gavrilo cart 0; assets gavrilo boat 0; assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1" });
}

/* T6 Ambush, played by the Attacking Teutons: in Round 1 the Russian left Lord
 * (Vladislav) takes no part (neither Strikes nor is struck) and Yaroslav on the left
 * Flanks the Russian center with Hermann: 4 Hits on Gavrilo. Round 2 as usual: Yaroslav
 * strikes Vladislav, whose Rout passes the second Hit on to Gavrilo; Hermann's 2 Hits
 * find the row Routed. */
static void
test_ambush (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0; forces gavrilo men_at_arms 2;"
                                                 "move vladislav uzmen; forces vladislav sergeants 0; forces vladislav light_horse 0; forces vladislav men_at_arms 1;"
                                                 "move hermann uzmen; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0;"
                                                 "move yaroslav uzmen; forces yaroslav light_horse 0; forces yaroslav men_at_arms 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_FLANKS_OUT;
  fight (j, &s, "1,2,3,4, 1, 5,6, 1,2,1, 3,4",
         &(Expect){ "attacker", 2,
                    "R1 A horse >gavrilo 4h: MA/gavrilo 3:1s, MA/gavrilo 3:2s, MA/gavrilo 3:3s, MA/gavrilo 3:4R\n"
                    "R1 D foot >hermann 1h: K/hermann 4:1s\n"
                    "R2 A horse >vladislav 2h: MA/vladislav 3:5R, MA/gavrilo 3:6R\n"
                    "R2 A horse >gavrilo 2h:",
                    "L MA/gavrilo 1:1s, L MA/gavrilo 1:2R, L MA/vladislav 1:1s, Svc gavrilo 3, Svc vladislav 4",
                    "hermann won\n"
                    "yaroslav won\n"
                    "gavrilo retreat>gdov -MA1 +MA1 svc2\n"
                    "vladislav retreat>gdov +MA1 svc2",
                    "prov3 coin1 cart2 boat1",
                    "moved hermann yes; moved yaroslav yes; move gavrilo gdov; forces gavrilo men_at_arms 1; service gavrilo -2; moved gavrilo yes; "
                    "move vladislav gdov; service vladislav -2; moved vladislav yes; "
                    "assets gavrilo prov 0; assets gavrilo coin 0; assets gavrilo cart 0; assets gavrilo boat 0; assets vladislav prov 0; assets vladislav cart 0; assets hermann prov +3; assets hermann coin +1; assets hermann cart +2; assets hermann boat +1",
                    "yaroslav hermann - / vladislav gavrilo -" });
}

/* R4 Raven's Rock, Early Winter: the Russians roll Walls 1-2 against Teutonic Melee Hits
 * in Round 1 (a 1 cancels, a 3 does not). T14 Trebuchets do not lower them: they work
 * only at a Storm or Sally. In Summer the card does nothing. The Legate, with Hermann
 * who Retreats, is removed and William of Modena discarded (4.4.3). */
static void
test_ravens_rock (void)
{
  const char *pos = "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0;"
                    "move hermann uzmen; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 0; capability t14 hermann;"
                    "capability t13; legate uzmen";
  g_autoptr(CasJournal) j = position ("pleskau", pos);
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_MELEE_WALLS;
  {
    g_autofree char *need = first_roll (j, &s);
    g_assert_cmpstr (need, ==, "Men-at-Arms of Gavrilo, Armor 1-3, Hit 1 of 2");
  }
  g_assert_true (cas_journal_do (j, "box 3", NULL));
  fight (j, &s, "1,3,2, 5, 1, 6",
         &(Expect){ "defender", 1,
                    "R1 A horse >gavrilo 2h 1w: W2:1c, W2:3-, MA/gavrilo 3:2s\n"
                    "R1 D foot >hermann 1h: K/hermann 4:5R",
                    "L K/hermann 1:1s, Svc hermann 6",
                    "hermann retreat>dorpat +K1 svc3\n"
                    "gavrilo won",
                    "prov1 coin1 cart1",
                    "move hermann dorpat; service hermann -3; moved hermann yes; moved gavrilo yes; "
                    "assets hermann prov 0; assets hermann coin 0; assets hermann cart 0; assets gavrilo prov +1; assets gavrilo coin +1; assets gavrilo cart +1; legate out; discard t13" });
}

/* ------------------------------------------------------------------------ */
/* Dice that run out. */

static void
test_dice_run_out (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move gavrilo zhelcha_river; forces gavrilo knights 0; forces gavrilo men_at_arms 0;"
                                                 "move hermann zhelcha_river; forces hermann sergeants 0; forces hermann militia 0");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "zhelcha_river", "hermann", "uzmen");
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
  g_assert_no_error (error);
  static const struct {
    const char *dice;
    const char *message;
  } cases[] = {
    { "", "the dice list ran out after 0 dice: roll 1 is needed for Knights of Hermann, Armor 1-4, Hit 1 of 1" },
    { "2,3", "the dice list ran out after 2 dice: roll 3 is needed for Militia of Gavrilo, Unarmored 1, Hit 2 of 2" },
    { "2,3,5", "the dice list ran out after 3 dice: roll 4 is needed for Losses: Routed Light Horse of Gavrilo, saved only on 1" },
    { "2,3,5,1,4", "the dice list ran out after 5 dice: roll 6 is needed for Service loss of Gavrilo after Retreat" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CasDice) d = cas_dice_new_from_string (cases[i].dice, NULL);
      g_autoptr(CasBattleResult) r = cas_battle_run (b, d, &error);
      g_assert_null (r);
      g_assert_error (error, CAS_ERROR, CAS_ERROR_FAILED);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_clear_error (&error);
      /* The partial record holds what the dice given decided. */
      const CasBattleResult *p = cas_battle_get_partial (b);
      g_assert_nonnull (p);
      g_assert_cmpint (p->winner, ==, i >= 2 ? CAS_ATTACKER : -1);
      if (i == 1)
        {
          g_autofree char *steps = steps_str (b, p);
          g_assert_cmpstr (steps, ==, "R1 D horse >hermann 1h: K/hermann 4:2s\nR1 A horse >gavrilo 2h: LH/gavrilo 1:3R");
        }
    }
  /* Replaying from the start with the full list finishes the Battle. */
  g_autoptr(CasDice) d = cas_dice_new_from_string ("2,3,5,1,4,4", NULL);
  g_autoptr(CasBattleResult) r = cas_battle_run (b, d, &error);
  g_assert_no_error (error);
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  /* A Walls roll names its range. */
  g_autoptr(CasJournal) storm = position ("pleskau", "marker pskov siege 2; move hermann pskov");
  setup (&s, CAS_BATTLE_STORM, "pskov", "hermann", NULL);
  g_autoptr(CasBattle) sb = cas_battle_new (cas_journal_get_table (storm), &s, &error);
  g_assert_no_error (error);
  g_autoptr(CasDice) sd = cas_dice_new_queue (NULL, 0);
  g_autoptr(CasBattleResult) sr = cas_battle_run (sb, sd, &error);
  g_assert_null (sr);
  g_assert_cmpstr (error->message, ==, "the dice list ran out after 0 dice: roll 1 is needed for Teutons Siegeworks 1-2 against Hit 1 of 2");
}

/* ------------------------------------------------------------------------ */
/* Properties over thousands of random Battles. */

static const char *const cap_cards[] = { "t4", "t7", "t9", "t14", "r1", "r3", "t5", "r13", "t10", "t15" };

/* Random Held Events: any of the engine's first six effects, a quarter of the time. */
static guint
nevsky_events (GRand *rand, int battle_side, gpointer data)
{
  return g_rand_int_range (rand, 0, 4) ? 0 : (guint) g_rand_int_range (rand, 0, 64);
}

/* One random Battle, Storm or Sally from the journal's position; FALSE if the position
 * drawn cannot be fought. */
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
  g_ptr_array_add (acts, g_strdup_printf ("option no_horseback_archery %s", g_rand_int_range (rand, 0, 4) ? "no" : "yes"));
  /* A field Battle at a Besieged Stronghold half the time: a Relief, where the Lords of
   * the Attacking side inside may Sally (4.4.1). */
  battle_random_markers (rand, t, kind, loc, acts);
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < n[side]; i++)
      {
        const char *id = cas_game_get_lord (game, lords[side][i])->id;
        g_ptr_array_add (acts, g_strdup_printf ("move %s %s", id, loc_id));
        battle_random_forces (rand, game, acts, id);
        if (g_rand_int_range (rand, 0, 3) == 0)
          g_ptr_array_add (acts, g_strdup_printf ("capability %s %s", cap_cards[g_rand_int_range (rand, 0, G_N_ELEMENTS (cap_cards))], id));
        g_ptr_array_add (acts, g_strdup_printf ("assets %s loot %d", id, g_rand_int_range (rand, 0, 3)));
      }
  for (guint i = 0; i < acts->len; i++)
    cas_journal_do (j, g_ptr_array_index (acts, i), NULL);   /* some capabilities are refused: fine */
  t = cas_journal_get_table (j);

  CasBattleSetup s;
  if (!battle_random_setup (rand, t, &s, kind, loc, lords, n, nevsky_events, NULL))
    return FALSE;
  g_autoptr(CasBattle) b = cas_battle_new (t, &s, NULL);
  if (b == NULL)
    return FALSE;
  if (cas_battle_is_relief_sally (b))
    kinds[3]++;
  g_autoptr(CasDice) d = cas_dice_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattleResult) r = cas_battle_run (b, d, &error);
  g_assert_no_error (error);
  int max_rounds = kind == CAS_BATTLE_STORM ? MAX (1, CAS_LOCALE (t, loc, CAS_C_SIEGE)) : 0;
  g_autoptr(CasTable) before = cas_table_copy (t);
  battle_check_invariants (b, before, &s, r, max_rounds);
  /* The proposed actions apply, and leave each Lord the units he kept. */
  if (s.record)
    battle_check_applied (j, r);
  kinds[kind]++;
  return TRUE;
}

static void
test_random_battles (void)
{
  GRand *rand = g_rand_new_with_seed (424242);
  int kinds[4] = { 0, 0, 0, 0 };   /* field, Storm, Sally; and of the field Battles, Reliefs with a Sally */
  int done = 0;
  for (guint sc = 0; sc < cas_game_get_n_scenarios (game); sc++)
    {
      g_autoptr(CasJournal) j = cas_journal_new (game, (int) sc, NULL);
      for (int i = 0; i < 800; i++)
        {
          done += random_battle (rand, j, g_rand_int (rand), kinds);
          cas_journal_undo_to (j, 0);
        }
    }
  g_test_message ("%d random battles: %d field (%d Reliefs with a Sally), %d storms, %d sallies", done, kinds[0],
                  kinds[3], kinds[1], kinds[2]);
  g_assert_cmpint (done, >, 2500);
  for (int k = 0; k < 3; k++)
    g_assert_cmpint (kinds[k], >, 300);
  g_assert_cmpint (kinds[3], >, 50);
  g_rand_free (rand);
}

/* ------------------------------------------------------------------------ */
/* Odds. */

static void
test_odds (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "move hermann uzmen; move knud_and_abel uzmen; move yaroslav uzmen;"
                                                 "move gavrilo uzmen; move vladislav uzmen; muster domash uzmen");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  CasBattleOdds odds, again;
  g_autoptr(GError) error = NULL;
  gint64 t0 = g_get_monotonic_time ();
  g_assert_true (cas_battle_odds (cas_journal_get_table (j), &s, 10000, 7, &odds, &error));
  gint64 us = g_get_monotonic_time () - t0;
  g_test_message ("cas_battle_odds: 10,000 trials of a 3-Lords-a-side Battle in %.1f ms", us / 1000.0);
  g_assert_no_error (error);
  g_assert_cmpint (odds.trials, ==, 10000);
  g_assert_cmpint (odds.n_lords, ==, 6);
  g_assert_cmpfloat (odds.attacker_wins, >, 0.0);
  g_assert_cmpfloat (odds.attacker_wins, <, 1.0);
  for (int i = 0; i < odds.n_lords; i++)
    {
      g_assert_cmpfloat (odds.rout[i], >=, 0.0);
      g_assert_cmpfloat (odds.rout[i], <=, 1.0);
    }
  /* Seeded: the same again; and the same as running the Battle that many times. */
  g_assert_true (cas_battle_odds (cas_journal_get_table (j), &s, 10000, 7, &again, &error));
  g_assert_cmpfloat (again.attacker_wins, ==, odds.attacker_wins);
  CasBattleSetup quiet = s;
  quiet.record = FALSE;
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &quiet, &error);
  g_autoptr(CasDice) d = cas_dice_new_seeded (7);
  int wins = 0;
  for (int i = 0; i < 10000; i++)
    {
      g_autoptr(CasBattleResult) r = cas_battle_run (b, d, &error);
      wins += r->winner == CAS_ATTACKER;
    }
  g_assert_cmpfloat ((double) wins / 10000, ==, odds.attacker_wins);
}

/* 4.4.1: no Front place may stay empty while a Lord of the side waits in Reserve. */
static void
test_array_as_able (void)
{
  g_autoptr(CasGame) g = cas_game_load_builtin ("nevsky", NULL);
  g_autoptr(CasJournal) j = cas_journal_new (g, cas_game_find_scenario (g, "pleskau"), NULL);
  g_assert_true (cas_journal_do (j, "move hermann pskov", NULL));
  CasBattleSetup s;
  cas_battle_setup_init (&s, CAS_BATTLE_FIELD, cas_game_find_locale (g, "pskov"), cas_game_find_lord (g, "hermann"));
  s.has_array = TRUE;
  s.front[CAS_ATTACKER][1] = cas_game_find_lord (g, "hermann");
  s.reserve[CAS_DEFENDER][0] = cas_game_find_lord (g, "gavrilo");
  s.n_reserve[CAS_DEFENDER] = 1;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
  g_assert_null (b);
  g_assert_nonnull (strstr (error->message, "4.4.1"));
  g_assert_nonnull (strstr (error->message, "Gavrilo"));
}

/* ------------------------------------------------------------------------ */
/* Relief Sally (4.4.1, 4.4.2 Adjust Rows, 4.5.3). The Teutons Besiege Pskov with Gavrilo
 * inside; Vladislav Approaches from Dubrovno and Gavrilo Sallies to join him (by default
 * every Besieged Lord of the Attacking side joins). */

/* "assets LORD ASSET 0" for every Asset, so that the Spoils are known. */
static char *
no_assets (const char *l)
{
  GString *s = g_string_new (NULL);
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    g_string_append_printf (s, "assets %s %s 0;", l, cas_game_asset_id (game, a));
  return g_string_free (s, FALSE);
}

/* Vladislav Approaches Pskov from Dubrovno: the Relief Sally. */
static void
relief_fight (CasJournal *j, const char *dice, const Expect *e)
{
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "pskov", "vladislav", "dubrovno");
  fight (j, &s, dice, e);
}

/* No Rearguard (one Defender: he stands in the Front): Gavrilo's row behind Hermann
 * Flanks him. Siegeworks 1-2 (2 Siege markers) protect Hermann against Gavrilo's
 * Strikes only, and the two Attackers' Hits are rounded separately: Vladislav's Militia
 * 1/2 -> 1 Hit with no Siegeworks roll, Gavrilo's 1/2 -> 1 Hit with one (together they
 * would have been 1 Hit). R1: Hermann's 2 Militia give Vladislav 1 Hit (1 saves);
 * Vladislav's Hit Routs a Militia (3); Siegeworks 2 cancel Gavrilo's. R2: Hermann's last
 * Militia Routs Vladislav's (4); Gavrilo's Hit: Siegeworks 5 stands, Militia 2 Routs:
 * the Defenders have Routed. Hermann Retreats, not along the Way from Dubrovno: Ostrov
 * is first by name (Izborsk is a Russian Stronghold); Losses only on 1; Service 3 = 2
 * boxes; his Provender to Gavrilo (first winner). The Siege ends (4.4.5). */
static CasJournal *
no_rearguard_position (void)
{
  g_autofree char *bare = no_assets ("hermann");
  g_autofree char *pos = g_strdup_printf ("marker pskov siege 2; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0;"
                                          "move hermann pskov; forces hermann knights 0; forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 2;"
                                          "%s assets hermann prov 1;"
                                          "move vladislav pskov; forces vladislav sergeants 0; forces vladislav light_horse 0; forces vladislav men_at_arms 0; forces vladislav militia 1",
                                          bare);
  return position ("pleskau", pos);
}

static void
test_relief_no_rearguard (void)
{
  g_autoptr(CasJournal) j = no_rearguard_position ();
  relief_fight (j, "1,3,2, 4,5,2, 1,1,2, 3",
                &(Expect){ "attacker", 2,
                           "R1 D foot >vladislav 1h: Mil/vladislav 1:1s\n"
                           "R1 A foot >hermann 1h: Mil/hermann 1:3R\n"
                           "R1 A foot >hermann 1h 1w S: W2:2c\n"
                           "R2 D foot >vladislav 1h: Mil/vladislav 1:4R\n"
                           "R2 A foot >hermann 1h S: W2:5-, Mil/hermann 1:2R",
                           "L Mil/vladislav 1:1s, L Mil/hermann 1:1s, L Mil/hermann 1:2R, Svc hermann 3",
                           "gavrilo won\n"
                           "vladislav won +Mil1\n"
                           "hermann retreat>ostrov -Mil1 +Mil1 svc2",
                           "prov1",
                           "moved gavrilo yes; moved vladislav yes; move hermann ostrov; forces hermann militia 1; service hermann -2; moved hermann yes; "
                           "assets hermann prov 0; assets gavrilo prov +1; marker pskov siege 0",
                           "- vladislav - S:- gavrilo - / - hermann - R:- - -" });
  g_assert_nonnull (strstr (last_explain, "No Rearguard"));
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (j), locale ("pskov"), CAS_C_SIEGE), ==, 0);
}

/* The same Relief with Gavrilo in the absorb list (4.4.2): without a Rearguard he Flanks
 * Hermann, who strikes Vladislav directly opposite with nobody else striking him, so
 * Gavrilo may take those Hits. R1: Hermann's Hit goes to Gavrilo (1 saves); Vladislav's
 * Hit Routs a Militia (3), Siegeworks cancel Gavrilo's (2). R2: Hermann's Hit Routs
 * Gavrilo's Militia (4) instead of Vladislav's; Vladislav Routs Hermann's last (2).
 * Losses: Gavrilo, winning, on his printed 1 (1 returns); Hermann only on 1 (1, 2). */
static void
test_relief_sally_absorbs (void)
{
  g_autoptr(CasJournal) j = no_rearguard_position ();
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "pskov", "vladislav", "dubrovno");
  s.absorb[s.n_absorb++] = lord ("gavrilo");
  fight (j, &s, "1,3,2, 4,2, 1,1,2, 3",
         &(Expect){ "attacker", 2,
                    "R1 D foot >vladislav 1h ~gavrilo: Mil/gavrilo 1:1s\n"
                    "R1 A foot >hermann 1h: Mil/hermann 1:3R\n"
                    "R1 A foot >hermann 1h 1w S: W2:2c\n"
                    "R2 D foot >vladislav 1h ~gavrilo: Mil/gavrilo 1:4R\n"
                    "R2 A foot >hermann 1h: Mil/hermann 1:2R",
                    "L Mil/gavrilo 1:1s, L Mil/hermann 1:1s, L Mil/hermann 1:2R, Svc hermann 3",
                    "gavrilo won +Mil1\n"
                    "vladislav won\n"
                    "hermann retreat>ostrov -Mil1 +Mil1 svc2",
                    "prov1",
                    "moved gavrilo yes; moved vladislav yes; move hermann ostrov; forces hermann militia 1; service hermann -2; moved hermann yes; "
                    "assets hermann prov 0; assets gavrilo prov +1; marker pskov siege 0",
                    NULL });
}

/* The position of the next three: four Besiegers (Hermann, Knud & Abel, Rudolf fill the
 * Front, as able; Yaroslav, left over, forms the Rearguard opposite Gavrilo). */
static CasJournal *
relief_position (int siege, const char *gavrilo, const char *vladislav)
{
  g_autofree char *b1 = no_assets ("hermann"), *b2 = no_assets ("knud_and_abel"), *b3 = no_assets ("rudolf"),
                  *b4 = no_assets ("yaroslav"), *b5 = no_assets ("vladislav");
  g_autofree char *pos = g_strdup_printf (
    "marker pskov siege %d; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0; forces gavrilo militia 0; %s;"
    "move hermann pskov; forces hermann knights 0; forces hermann sergeants 0; forces hermann men_at_arms 0;"
    "move knud_and_abel pskov; forces knud_and_abel knights 0; forces knud_and_abel sergeants 0; forces knud_and_abel men_at_arms 0;"
    "muster rudolf dorpat; move rudolf pskov; forces rudolf knights 0; forces rudolf sergeants 0; forces rudolf men_at_arms 0; forces rudolf militia 1;"
    "move yaroslav pskov; forces yaroslav knights 0; forces yaroslav men_at_arms 0;"
    "move vladislav pskov; forces vladislav sergeants 0; forces vladislav light_horse 0; forces vladislav men_at_arms 0; %s;"
    "%s %s %s %s %s assets vladislav prov 1",
    siege, gavrilo, vladislav, b1, b2, b3, b4, b5);
  return position ("pleskau", pos);
}

/* Adjust Rows, no Sallying Lord left: the Rearguard becomes Reserve. R1: Yaroslav's
 * Light Horse (Rearguard) Rout Gavrilo's Militia (2) with no Walls for the Sallying
 * Lord; the three Front Defenders' Militia 3 x 1/2 -> 2 Hits on Vladislav (1, 1 save);
 * Vladislav Routs Hermann (4). R2: Yaroslav goes to the Reserve and advances into the
 * empty Front center; his Hit Routs Vladislav (3): the Attackers lose. Gavrilo Withdraws
 * back into Pskov (Losses on the printed range), Vladislav Retreats to Dubrovno (only
 * on 1; Service 4 = 2 boxes), and the Raid leaves one of the 3 Siege markers (4.5.3). */
static void
test_relief_rearguard_to_reserve (void)
{
  g_autoptr(CasJournal) j = relief_position (3, "forces gavrilo militia 1", "forces vladislav militia 1");
  relief_fight (j, "2, 1,1, 4, 3, 1,1,1, 4",
                &(Expect){ "defender", 2,
                           "R1 D horse >gavrilo 1h: Mil/gavrilo 1:2R\n"
                           "R1 D foot >vladislav 2h: Mil/vladislav 1:1s, Mil/vladislav 1:1s\n"
                           "R1 A foot >hermann 1h: Mil/hermann 1:4R\n"
                           "R2 D horse >vladislav 1h: Mil/vladislav 1:3R",
                           "L Mil/gavrilo 1:1s, L Mil/vladislav 1:1s, L Mil/hermann 1:1s, Svc vladislav 4",
                           "gavrilo withdraw +Mil1\n"
                           "vladislav retreat>dubrovno +Mil1 svc2\n"
                           "hermann won +Mil1\n"
                           "knud_and_abel won\n"
                           "rudolf won\n"
                           "yaroslav won",
                           "prov1",
                           "moved gavrilo yes; move vladislav dubrovno; service vladislav -2; moved vladislav yes; moved hermann yes; "
                           "moved knud_and_abel yes; moved rudolf yes; moved yaroslav yes; assets vladislav prov 0; assets hermann prov +1; marker pskov siege 1",
                           "- vladislav - S:- gavrilo - / knud_and_abel hermann rudolf R:- yaroslav -" });
  g_assert_nonnull (strstr (last_explain, "the Rearguard becomes Reserve"));
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (j), locale ("pskov"), CAS_C_SIEGE), ==, 1);
}

/* Adjust Rows, no Front Defender left: the Rearguard faces about as the Front, and the
 * Sallying Lords, without a Rearguard, Flank it. R1: Yaroslav's Hit on Gavrilo's
 * Men-at-Arms (Armor 1-3, 2 saves); Vladislav's 2 Sergeants and 2 Light Horse, 3 Hits
 * at Hermann, pass on as each Lord Routs: Hermann (3), Knud & Abel (left first, 4),
 * Rudolf (5); Gavrilo's Hit on Yaroslav: Siegeworks 1-2 (3 stands), Light Horse 1
 * saves. R2: Yaroslav, now the Front center, hits Vladislav's Sergeants (1 saves) and
 * saves three times against his 3 Hits; Gavrilo Flanks him: Siegeworks 4 stands, 2
 * Routs. The four Besiegers Retreat to Ostrov (Losses only on 1: all come back; Service
 * 2, 3, 1, 2 = 1, 2, 1, 1 boxes) and the Siege ends. */
static void
test_relief_rearguard_faces_about (void)
{
  g_autoptr(CasJournal) j = relief_position (2, "forces gavrilo men_at_arms 1", "forces vladislav sergeants 2; forces vladislav light_horse 2");
  g_assert_true (cas_journal_do (j, "assets hermann loot 1", NULL));
  relief_fight (j, "2, 3,4,5, 3,1, 1, 1,1,1, 4,2, 1,1,1,1, 2,3,1,2",
                &(Expect){ "attacker", 2,
                           "R1 D horse >gavrilo 1h: MA/gavrilo 3:2s\n"
                           "R1 A horse >hermann 3h: Mil/hermann 1:3R, Mil/knud_and_abel 1:4R, Mil/rudolf 1:5R\n"
                           "R1 A foot >yaroslav 1h S: W2:3-, LH/yaroslav 1:1s\n"
                           "R2 D horse >vladislav 1h: S/vladislav 3:1s\n"
                           "R2 A horse >yaroslav 3h: LH/yaroslav 1:1s, LH/yaroslav 1:1s, LH/yaroslav 1:1s\n"
                           "R2 A foot >yaroslav 1h S: W2:4-, LH/yaroslav 1:2R",
                           "L Mil/hermann 1:1s, L Mil/knud_and_abel 1:1s, L Mil/rudolf 1:1s, L LH/yaroslav 1:1s, "
                           "Svc hermann 2, Svc knud_and_abel 3, Svc rudolf 1, Svc yaroslav 2",
                           "gavrilo won\n"
                           "vladislav won\n"
                           "hermann retreat>ostrov +Mil1 svc1\n"
                           "knud_and_abel retreat>ostrov +Mil1 svc2\n"
                           "rudolf retreat>ostrov +Mil1 svc1\n"
                           "yaroslav retreat>ostrov +LH1 svc1",
                           "loot1",
                           "moved gavrilo yes; moved vladislav yes; move hermann ostrov; service hermann -1; moved hermann yes; "
                           "move knud_and_abel ostrov; service knud_and_abel -2; moved knud_and_abel yes; move rudolf ostrov; service rudolf -1; moved rudolf yes; "
                           "move yaroslav ostrov; service yaroslav -1; moved yaroslav yes; assets hermann loot 0; assets gavrilo loot +1; marker pskov siege 0",
                           "- vladislav - S:- gavrilo - / knud_and_abel hermann rudolf R:- yaroslav -" });
  g_assert_nonnull (strstr (last_explain, "the Rearguard faces about as the Front"));
}

/* Adjust Rows, no Front Attacker left: the Rearguard becomes the Front against the Sally
 * and the Front Defenders face about as Reserve, then advance into its empty places
 * (left, right: Hermann, Knud & Abel; Rudolf stays in Reserve). R1: Yaroslav's Hit on
 * Gavrilo (1 saves); the Front Defenders' 2 Hits Rout Vladislav's Militia with the
 * first (2), the second finds nobody; Gavrilo's Hit on Yaroslav: Siegeworks 6, Light
 * Horse 1 saves. R2: Yaroslav's Hit (1 saves); Hermann and Knud & Abel Flank Gavrilo:
 * 1 Hit, no Siegeworks for him, 4 Routs: the Attackers lose. Gavrilo Withdraws back into
 * Pskov (Losses on Armor 1-3: 3 returns), Vladislav Retreats to Dubrovno (1 returns,
 * Service 4 = 2 boxes), the Raid leaves one Siege marker. */
static void
test_relief_front_attackers_gone (void)
{
  g_autoptr(CasJournal) j = relief_position (2, "forces gavrilo men_at_arms 1", "forces vladislav militia 1");
  relief_fight (j, "1, 2, 6,1, 1, 4, 3,1, 4",
                &(Expect){ "defender", 2,
                           "R1 D horse >gavrilo 1h: MA/gavrilo 3:1s\n"
                           "R1 D foot >vladislav 2h: Mil/vladislav 1:2R\n"
                           "R1 A foot >yaroslav 1h S: W2:6-, LH/yaroslav 1:1s\n"
                           "R2 D horse >gavrilo 1h: MA/gavrilo 3:1s\n"
                           "R2 D foot >gavrilo 1h: MA/gavrilo 3:4R",
                           "L MA/gavrilo 3:3s, L Mil/vladislav 1:1s, Svc vladislav 4",
                           "gavrilo withdraw +MA1\n"
                           "vladislav retreat>dubrovno +Mil1 svc2\n"
                           "hermann won\n"
                           "knud_and_abel won\n"
                           "rudolf won\n"
                           "yaroslav won",
                           "prov1",
                           "moved gavrilo yes; move vladislav dubrovno; service vladislav -2; moved vladislav yes; moved hermann yes; "
                           "moved knud_and_abel yes; moved rudolf yes; moved yaroslav yes; assets vladislav prov 0; assets hermann prov +1; marker pskov siege 1",
                           NULL });
  g_assert_nonnull (strstr (last_explain, "the Rearguard becomes the Front against the Sally"));
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (j), locale ("pskov"), CAS_C_SIEGE), ==, 1);
}

/* Who Sallies is the players' choice (4.4.1 "any Besieged Lords may join"): with none
 * chosen Gavrilo stays out and it is an ordinary Battle; a Lord who is not Besieged
 * there, or is of the other side, cannot be chosen; without an Approach Locale the
 * Active Lord counts as Besieged himself. */
static void
test_relief_choice (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "marker pskov siege 2; move hermann pskov; move vladislav pskov");
  g_autoptr(GError) error = NULL;
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "pskov", "vladislav", "dubrovno");
  s.sally_chosen = TRUE;
  {
    g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
    g_assert_no_error (error);
    g_assert_false (cas_battle_is_relief_sally (b));
    g_autofree char *array = array_str (b);
    g_assert_cmpstr (array, ==, "- vladislav - / - hermann -");
  }
  s.sally_lords[s.n_sally_lords++] = lord ("hermann");
  {
    g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
    g_assert_null (b);
    g_assert_nonnull (strstr (error->message, "4.4.1"));
    g_clear_error (&error);
  }
  s.sally_lords[0] = lord ("gavrilo");
  {
    g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
    g_assert_no_error (error);
    g_assert_true (cas_battle_is_relief_sally (b));
    g_assert_cmpint (cas_battle_get_sally_row (b, CAS_ATTACKER, 1), ==, lord ("gavrilo"));
  }
  s.from_locale = -1;
  {
    g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), &s, &error);
    g_assert_null (b);
    g_assert_nonnull (strstr (error->message, "4.5.3"));
  }
}

/* 4.4.2: a Flanking Lord may absorb the Hits of the Lord he Flanks when no enemy Flanks
 * the target. Yaroslav (Front left, nobody opposite) Flanks Gavrilo, who strikes
 * Hermann directly opposite; with Yaroslav in the absorb list he takes Gavrilo's 2 Hits:
 * his Militia Routs on the first (2), and the second goes back to Hermann (1 saves).
 * Hermann Routs a Men-at-Arms (4). R2: nobody is left to absorb: Gavrilo's Hit Routs
 * Hermann (5). The Attackers Retreat to Dorpat, where they came from: Hermann's Militia
 * comes back on a 1, Yaroslav's does not (2) and he is removed; Gavrilo, winning, saves
 * his Men-at-Arms on Armor 1-3 (3). Service 2 = 1 box. */
static CasJournal *
absorb_position (const char *extra)
{
  g_autofree char *b1 = no_assets ("hermann"), *b2 = no_assets ("yaroslav");
  g_autofree char *pos = g_strdup_printf ("move hermann uzmen; forces hermann knights 0; forces hermann sergeants 0; forces hermann men_at_arms 0;"
                                          "move yaroslav uzmen; forces yaroslav knights 0; forces yaroslav light_horse 0; forces yaroslav men_at_arms 0; forces yaroslav militia 1;"
                                          "move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0; forces gavrilo men_at_arms 2;"
                                          "%s %s assets hermann prov 1; %s",
                                          b1, b2, extra);
  return position ("pleskau", pos);
}

static const Expect absorb_expect = {
  "defender", 2,
  "R1 D foot >hermann 2h ~yaroslav: Mil/yaroslav 1:2R, Mil/hermann 1:1s\n"
  "R1 A foot >gavrilo 1h: MA/gavrilo 3:4R\n"
  "R2 D foot >hermann 1h: Mil/hermann 1:5R",
  "L Mil/hermann 1:1s, L Mil/yaroslav 1:2R, L MA/gavrilo 3:3s, Svc hermann 2",
  "hermann retreat>dorpat +Mil1 svc1\n"
  "yaroslav removed -Mil1\n"
  "gavrilo won +MA1",
  "prov1",
  "move hermann dorpat; service hermann -1; moved hermann yes; remove yaroslav; moved gavrilo yes; assets hermann prov 0; assets gavrilo prov +1",
  "yaroslav hermann - / - gavrilo -",
};

static void
test_flank_absorb (void)
{
  g_autoptr(CasJournal) j = absorb_position ("");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  s.absorb[s.n_absorb++] = lord ("yaroslav");
  fight (j, &s, "2,1, 4, 5, 1,2,3, 2", &absorb_expect);
  /* By default nobody absorbs: the same first die goes to Hermann. */
  g_autoptr(CasJournal) k = absorb_position ("");
  s.n_absorb = 0;
  g_autofree char *need = first_roll (k, &s);
  g_assert_cmpstr (need, ==, "Militia of Hermann, Unarmored 1, Hit 1 of 2");
}

/* R7 Ransom (cards.md): the Battle above with the Russians holding the Capability:
 * Yaroslav (Service rating 2) is removed, and Gavrilo, the Russian Lord there, gains 2
 * Coin after the Spoils. */
static void
test_ransom_r7 (void)
{
  g_autoptr(CasJournal) j = absorb_position ("capability r7");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "dorpat");
  s.absorb[s.n_absorb++] = lord ("yaroslav");
  Expect e = absorb_expect;
  e.actions = "move hermann dorpat; service hermann -1; moved hermann yes; remove yaroslav; moved gavrilo yes; assets hermann prov 0; assets gavrilo prov +1; assets gavrilo coin +2";
  fight (j, &s, "2,1, 4, 5, 1,2,3, 2", &e);
  g_assert_nonnull (strstr (last_explain, "Ransom (R7)"));
  g_assert_cmpint (CAS_LORD (cas_journal_get_table (j), lord ("gavrilo"), CAS_L_ASSETS + CAS_ASSET_COIN), ==, 1 + 2);
}

/* T16 Ransom: the no-Retreat Battle at Izborsk with the Teutons holding it. Vladislav
 * (Service rating 3) is removed: Hermann gains 3 Coin, but he has 6 and the cap is 8,
 * so 2 (4.4.3 Spoils bring him no Coin here). */
static void
test_ransom_t16 (void)
{
  g_autofree char *pos = g_strconcat (no_retreat_position, "; capability t16; assets hermann coin 6", NULL);
  g_autoptr(CasJournal) j = position ("pleskau", pos);
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "izborsk", "hermann", "pskov");
  Expect e = no_retreat_expect;
  e.actions = "moved hermann yes; moved gavrilo yes; remove vladislav; assets hermann prov +1; assets hermann cart +1; "
              "assets hermann coin +2; marker izborsk siege 1";
  fight (j, &s, no_retreat_dice, &e);
  g_assert_nonnull (strstr (last_explain, "Ransom (T16): Hermann gains 3 Coin for Vladislav"));
}

/* The Legate left with a Russian Lord and no Teutonic Lord (1.4.1): Gavrilo, Besieged in
 * Pskov under 1 Siege marker, Sallies and Concedes at once; his Knights' 2 Hits are
 * halved by Pursuit to 1 (Siegeworks 1-1: 2 stands) and Rout Hermann's Militia (3). The
 * Teutons win, but Hermann's Militia fails its Loss roll (4): he has no Forces and is
 * removed (4.4.4). Gavrilo Withdraws back inside: the Legate, at Pskov, is with a
 * Russian Lord and no Teutonic Lord: removed, William of Modena discarded. */
static void
test_legate_alone (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "forces gavrilo light_horse 0; forces gavrilo men_at_arms 0; forces gavrilo militia 0; marker pskov siege 1;"
                                                 "move hermann pskov; forces hermann knights 0; forces hermann sergeants 0; forces hermann men_at_arms 0;"
                                                 "capability t13; legate pskov");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_SALLY, "pskov", "gavrilo", NULL);
  s.concede_round[CAS_ATTACKER] = 1;
  fight (j, &s, "2,3, 4",
         &(Expect){ "defender", 1,
                    "R1 A horse >hermann 1h: W1:2-, Mil/hermann 1:3R",
                    "L Mil/hermann 1:4R",
                    "gavrilo withdraw\n"
                    "hermann removed -Mil1",
                    NULL,
                    "moved gavrilo yes; remove hermann; legate out; discard t13" });
  g_assert_nonnull (strstr (last_explain, "no Teutonic Lord"));
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), NEVSKY_G_LEGATE), ==, NEVSKY_LEGATE_OUT);
}

/* Aftermath (4.4.5): the Held Events played are discarded. The T9 Hill Battle above,
 * with T9 recorded as Held: the same Battle, then "discard t9" (test_hill: not Held, the
 * explanation only reminds the players). */
static void
test_held_event_discard (void)
{
  g_autofree char *held = g_strconcat (hill_position, "; card t9 held", NULL);
  g_autoptr(CasJournal) j = position ("pleskau", held);
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "ugaunia", "gavrilo", "uzmen");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_FULL_ARCHERY;
  Expect e = hill_expect;
  e.actions = "remove gavrilo; moved hermann yes; assets hermann prov +2; assets hermann coin +1; assets hermann cart +1; assets hermann boat +1; "
              "discard t9";
  fight (j, &s, hill_dice, &e);
  g_assert_nonnull (strstr (last_explain, "Hill (T9), played in this Battle, is discarded"));
  g_assert_cmpint (CAS_CARD (cas_journal_get_table (j), cas_game_find_card (game, "t9"), CAS_K_STATE), ==, CAS_CARD_DECK);
}

/* Runs a Battle with these dice and applies its proposed actions; returns the result. */
static CasBattleResult *
run_and_apply (CasJournal *j, const CasBattleSetup *s, const char *dice)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattle) b = cas_battle_new (cas_journal_get_table (j), s, &error);
  g_assert_no_error (error);
  g_autoptr(CasDice) d = cas_dice_new_from_string (dice, &error);
  g_assert_no_error (error);
  CasBattleResult *r = cas_battle_run (b, d, &error);
  g_assert_no_error (error);
  g_autoptr(GString) text = g_string_new (NULL);
  cas_explain_print (r->explain, text, "");
  g_free (last_explain);
  last_explain = g_strdup (text->str);
  if (!cas_journal_do_many (j, cas_explain_get_actions (r->explain), &error))
    g_error ("applying the proposed actions: %s", error->message);
  return r;
}

static int
asset (CasJournal *j, const char *lord_id, int a)
{
  return CAS_LORD (cas_journal_get_table (j), lord (lord_id), CAS_L_ASSETS + a);
}

/* Spoils are moved, not copied (4.4.3; issue 14, item 1): Hermann Approaches Pskov from
 * Uzmen with 0 Provender, 1 Coin and 1 Cart, loses and Retreats without Conceding. He
 * hands over all his Assets but Ships: Gavrilo gains the Coin and the Cart, and Hermann
 * has none left. */
static void
test_spoils_moved (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "phase campaign; move hermann uzmen; assets hermann prov -1; move hermann pskov");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "pskov", "hermann", "uzmen");
  int gav_coin = asset (j, "gavrilo", CAS_ASSET_COIN), gav_cart = asset (j, "gavrilo", CAS_ASSET_CART);
  g_assert_cmpint (asset (j, "hermann", CAS_ASSET_COIN), ==, 1);
  g_assert_cmpint (asset (j, "hermann", CAS_ASSET_CART), ==, 1);
  g_autoptr(CasBattleResult) r = run_and_apply (j, &s, "3,5,2,1,6,4,2,4,3,2,1,5,6");
  g_assert_cmpint (r->winner, ==, CAS_DEFENDER);
  g_assert_cmpint (lord_end (r, 0)->fate, ==, CAS_FATE_RETREAT);
  g_assert_cmpint (lord_end (r, 0)->given[CAS_ASSET_COIN], ==, 1);
  g_assert_cmpint (lord_end (r, 0)->given[CAS_ASSET_CART], ==, 1);
  g_assert_cmpint (asset (j, "hermann", CAS_ASSET_COIN), ==, 0);
  g_assert_cmpint (asset (j, "hermann", CAS_ASSET_CART), ==, 0);
  g_assert_cmpint (asset (j, "gavrilo", CAS_ASSET_COIN), ==, gav_coin + 1);
  g_assert_cmpint (asset (j, "gavrilo", CAS_ASSET_CART), ==, gav_cart + 1);
  g_assert_nonnull (strstr (last_explain, "Hermann hands over 1 Coin, 1 Cart as Spoils"));
}

/* 4.4.3: Lords who Withdrew keep all their Assets; Ships are never Spoils. Gavrilo (with
 * his Ships) Withdraws into Pskov after losing to Hermann: no Spoils at all. */
static void
test_spoils_withdraw_keeps (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo men_at_arms 0;"
                                                 "assets gavrilo ship 2; move hermann pskov");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_FIELD, "pskov", "hermann", "uzmen");
  s.withdraw = TRUE;
  int before[CAS_MAX_ASSETS];
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    before[a] = asset (j, "gavrilo", a);
  g_autoptr(CasBattleResult) r = run_and_apply (j, &s, "3, 1");
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  g_assert_cmpint (lord_end (r, 1)->fate, ==, CAS_FATE_WITHDRAW);
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    {
      g_assert_cmpint (r->spoils[a], ==, 0);
      g_assert_cmpint (asset (j, "gavrilo", a), ==, before[a]);
    }
}

/* A failed Storm whose only Attacker is removed (4.5.2, 4.3.5; issue 14, item 2):
 * Hermann, with 1 Militia, Storms Pskov under 2 Siege markers and is Routed; his Militia
 * fails its Loss roll and he is removed. Losing Attackers give up no Spoils, so Gavrilo
 * gains nothing; with no Besieger left the Siege markers go. */
static void
test_storm_attacker_removed (void)
{
  g_autoptr(CasJournal) j = position ("pleskau", "phase campaign; move hermann pskov; marker pskov siege 2; forces hermann knights 0;"
                                                 "forces hermann sergeants 0; forces hermann men_at_arms 0; forces hermann militia 1");
  CasBattleSetup s;
  setup (&s, CAS_BATTLE_STORM, "pskov", "hermann", NULL);
  int before[CAS_MAX_ASSETS];
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    before[a] = asset (j, "gavrilo", a);
  g_autoptr(CasBattleResult) r = run_and_apply (j, &s, "6,6,6,6");
  g_assert_cmpint (r->winner, ==, CAS_DEFENDER);
  g_assert_cmpint (lord_end (r, 0)->fate, ==, CAS_FATE_REMOVED);
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    {
      g_assert_cmpint (r->spoils[a], ==, 0);
      g_assert_cmpint (asset (j, "gavrilo", a), ==, before[a]);
    }
  g_assert_cmpint (CAS_LOCALE (cas_journal_get_table (j), locale ("pskov"), CAS_C_SIEGE), ==, 0);
  g_assert_null (strstr (last_explain, "the Siege goes on"));
  g_assert_nonnull (strstr (last_explain, "no Besieging Lord is left at Pskov: the Siege ends"));
}

/* A Held Event that does not apply is ignored and not used up (3.1.3, 4.4.5, cards.md;
 * issue 14, item 5; docs/rules-decisions.md 70): the Battle goes as without it, and the
 * explanation says why instead of telling the players to discard it. */
static void
check_void_event (const char *actions, const char *card, CasBattleSetup *s, const char *said)
{
  static const char dice[] = "1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6";
  g_autoptr(CasJournal) plain = position ("pleskau", actions);
  g_autoptr(CasJournal) j = position ("pleskau", actions);
  CasBattleSetup without = *s;
  memset (without.events, 0, sizeof without.events);
  g_autoptr(CasBattleResult) r0 = run_and_apply (plain, &without, dice);
  g_autoptr(CasBattleResult) r = run_and_apply (j, s, dice);
  g_autofree char *a0 = actions_str (r0);
  g_autofree char *a = actions_str (r);
  g_assert_cmpstr (a, ==, a0);
  g_assert_nonnull (strstr (last_explain, said));
  g_assert_null (strstr (last_explain, "discard it"));
  g_assert_null (strstr (last_explain, "is discarded"));
  g_assert_cmpint (CAS_CARD (cas_journal_get_table (j), cas_game_find_card (game, card), CAS_K_STATE), ==, CAS_CARD_HELD);
}

static void
test_void_events (void)
{
  CasBattleSetup s;
  /* R2 Marsh played by the Russians Defending in Early Winter (box 3). */
  setup (&s, CAS_BATTLE_FIELD, "uzmen", "hermann", "ugaunia");
  s.events[CAS_DEFENDER] = CAS_BATTLE_EVENT_NO_HORSE;
  check_void_event ("box 3; card r2 held; move gavrilo uzmen; forces gavrilo knights 0; forces gavrilo light_horse 0; forces gavrilo militia 0;"
                    "forces gavrilo men_at_arms 2; move hermann uzmen; forces hermann sergeants 0; forces hermann militia 0",
                    "r2", &s, "Marsh (R2) does not apply here (only the Defenders may use it, in a Battle outside Winter): it had no effect, "
                    "and the card is not used up.");
  /* R5 Hill played by the Russians Attacking (the wrong side). */
  setup (&s, CAS_BATTLE_FIELD, "ugaunia", "gavrilo", "uzmen");
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_FULL_ARCHERY;
  g_autofree char *hill = g_strconcat (hill_position, "; card r5 held", NULL);
  check_void_event (hill, "r5", &s, "Hill (R5) does not apply here (only the Defenders may use it, in a Battle)");
  /* R4 Raven's Rock in Summer. */
  s.events[CAS_ATTACKER] = CAS_BATTLE_EVENT_MELEE_WALLS;
  g_autofree char *rock = g_strconcat (hill_position, "; card r4 held", NULL);
  check_void_event (rock, "r4", &s, "Raven's Rock (R4) does not apply here (it works only in a Battle outside Summer)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game = cas_game_load_builtin ("nevsky", NULL);
  g_test_add_func ("/battle/example/russian-archery", test_example_russian_archery);
  g_test_add_func ("/battle/example/siegeworks", test_example_siegeworks);
  g_test_add_func ("/battle/example/sack", test_example_sack);
  g_test_add_func ("/battle/example/storm-array", test_example_storm_array);
  g_test_add_func ("/battle/spoils/moved", test_spoils_moved);
  g_test_add_func ("/battle/spoils/withdraw-keeps", test_spoils_withdraw_keeps);
  g_test_add_func ("/battle/storm/attacker-removed", test_storm_attacker_removed);
  g_test_add_func ("/battle/card/void-events", test_void_events);
  g_test_add_func ("/battle/field/basic-retreat", test_basic_retreat);
  g_test_add_func ("/battle/field/flank-rounding", test_flank_rounding);
  g_test_add_func ("/battle/field/flank-new-target", test_flank_new_target);
  g_test_add_func ("/battle/field/reserves-and-center", test_reserves_and_center);
  g_test_add_func ("/battle/field/pursuit-concede", test_pursuit_concede);
  g_test_add_func ("/battle/field/attacker-concedes", test_attacker_concedes);
  g_test_add_func ("/battle/field/retreat-other-way", test_retreat_other_way);
  g_test_add_func ("/battle/field/withdraw", test_withdraw);
  g_test_add_func ("/battle/field/no-retreat", test_no_retreat);
  g_test_add_func ("/battle/field/serfs", test_serfs);
  g_test_add_func ("/battle/field/trade-route", test_trade_route);
  g_test_add_func ("/battle/storm/izborsk", test_storm_izborsk);
  g_test_add_func ("/battle/storm/castle-sack", test_storm_castle_sack);
  g_test_add_func ("/battle/storm/castle-marker", test_storm_castle_marker);
  g_test_add_func ("/battle/storm/novgorod", test_storm_novgorod);
  g_test_add_func ("/battle/storm/kremlin-trebuchets", test_storm_kremlin_trebuchets);
  g_test_add_func ("/battle/sally/raid", test_sally_raid);
  g_test_add_func ("/battle/sally/breaks-siege", test_sally_breaks_siege);
  g_test_add_func ("/battle/card/no-horseback-archery", test_no_horseback_archery);
  g_test_add_func ("/battle/card/luchniki", test_luchniki);
  g_test_add_func ("/battle/card/balistarii", test_balistarii);
  g_test_add_func ("/battle/card/halbbruder", test_halbbruder);
  g_test_add_func ("/battle/card/warrior-monks", test_warrior_monks);
  g_test_add_func ("/battle/card/hill", test_hill);
  g_test_add_func ("/battle/card/field-organ", test_field_organ);
  g_test_add_func ("/battle/card/marsh", test_marsh);
  g_test_add_func ("/battle/card/bridge", test_bridge);
  g_test_add_func ("/battle/card/ambush", test_ambush);
  g_test_add_func ("/battle/card/ravens-rock", test_ravens_rock);
  g_test_add_func ("/battle/dice-run-out", test_dice_run_out);
  g_test_add_func ("/battle/random", test_random_battles);
  g_test_add_func ("/battle/odds", test_odds);
  g_test_add_func ("/battle/4.4.1/array-as-able", test_array_as_able);
  g_test_add_func ("/battle/relief-sally/no-rearguard", test_relief_no_rearguard);
  g_test_add_func ("/battle/relief-sally/rearguard-to-reserve", test_relief_rearguard_to_reserve);
  g_test_add_func ("/battle/relief-sally/rearguard-faces-about", test_relief_rearguard_faces_about);
  g_test_add_func ("/battle/relief-sally/front-attackers-gone", test_relief_front_attackers_gone);
  g_test_add_func ("/battle/relief-sally/choice", test_relief_choice);
  g_test_add_func ("/battle/relief-sally/sally-absorbs", test_relief_sally_absorbs);
  g_test_add_func ("/battle/field/flank-absorb", test_flank_absorb);
  g_test_add_func ("/battle/card/ransom-r7", test_ransom_r7);
  g_test_add_func ("/battle/card/ransom-t16", test_ransom_t16);
  g_test_add_func ("/battle/legate/alone-with-russians", test_legate_alone);
  g_test_add_func ("/battle/aftermath/held-event-discard", test_held_event_discard);
  return g_test_run ();
}
