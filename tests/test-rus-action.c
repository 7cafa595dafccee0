/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rus-action.c: the Rus action language (src/games/rus/cas-rus-action.c): every verb
 * parsed, applied, printed canonically (and that text applied again to the state before
 * gives the same state), described for the log; the errors name the bad word and the
 * verb's usage; a failure changes no cell. Rule references name the rulebook's heading
 * and page as docs/rus.md does (CHOOSE p.4 ...). */
#include "config.h"

#include <string.h>

#include "cas-game.h"
#include "cas-rus-action.h"
#include "rus-test-util.h"

static void
setup (CasRusState *s, int n)
{
  static const int five[] = { CAS_RUS_BULGARS, CAS_RUS_LITHUANIANS, CAS_RUS_KHAZARS, CAS_RUS_RUS, CAS_RUS_SLAVS };
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_rus_state_setup (s, n, CAS_RUS_STANDARD, five, NULL, &error));
  g_assert_no_error (error);
}

/* Applies `text`; its canonical text must be `canon` (NULL: the text itself), applying
 * the canonical text to the state before must give the same state, and the description
 * must contain `desc`. */
static void
ok (CasRusState *s, const char *text, const char *canon, const char *desc)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *c = NULL, *d = NULL, *c2 = NULL;
  CasRusState again = *s;

  if (!cas_rus_action_apply (s, text, &c, &d, &error))
    g_error ("“%s” failed: %s", text, error->message);
  g_assert_cmpstr (c, ==, canon ? canon : text);
  if (strstr (d, desc) == NULL)
    g_error ("“%s” is described as “%s”, without “%s”", text, d, desc);
  g_assert_true (cas_rus_action_apply (&again, c, &c2, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (c2, ==, c);
  g_assert_true (cas_rus_state_equal (&again, s));
}

/* `text` fails with `code` and a message containing `msg`, and changes nothing. */
static void
fails (CasRusState *s, const char *text, int code, const char *msg)
{
  g_autoptr(GError) error = NULL;
  char *c = NULL, *d = NULL;
  CasRusState before = *s;

  g_assert_false (cas_rus_action_apply (s, text, &c, &d, &error));
  g_assert_error (error, CAS_ERROR, code);
  if (strstr (error->message, msg) == NULL)
    g_error ("“%s” failed with “%s”, without “%s”", text, error->message, msg);
  g_assert_null (c);
  g_assert_null (d);
  g_assert_true (cas_rus_state_equal (&before, s));
}

#define PARSE CAS_ERROR_PARSE
#define ACTION CAS_ERROR_ACTION

/* ---- the vocabulary ---- */

static void
test_verbs (void)
{
  const char *const *v = cas_rus_action_verbs ();
  int n = 0;
  for (; v[n]; n++)
    {
      g_assert_nonnull (cas_rus_action_usage (v[n]));
      g_assert_true (g_str_has_prefix (cas_rus_action_usage (v[n]), v[n]));
      g_assert_cmpint (cas_rus_action_min_args (v[n]), >=, 1);
    }
  g_assert_cmpint (n, ==, 28);   /* rus-invaders: `invader` */
  g_assert_null (cas_rus_action_usage ("move"));
  g_assert_cmpint (cas_rus_action_min_args ("move"), ==, -1);
  g_assert_cmpint (cas_rus_action_min_args ("armies"), ==, 3);
}

static void
test_parse_errors (void)
{
  CasRusState s;
  setup (&s, 5);
  fails (&s, "", PARSE, "empty action");
  fails (&s, "   ", PARSE, "empty action");
  fails (&s, "march kiev", PARSE, "unknown Rus action “march”; the verbs are players, variant");
  fails (&s, "armies kiev rus", PARSE, "“armies” needs more words (usage: armies AREA KINGDOM N|+N|-N)");
  fails (&s, "armies kiev rus 2 3", PARSE, "unexpected “3” at the end");
  fails (&s, "armies narnia rus 2", PARSE, "unknown area “narnia”");
  fails (&s, "armies area-65 rus 2", PARSE, "unknown area “area-65”");
  fails (&s, "armies kiev romans 2", PARSE, "unknown Kingdom “romans”; use one of: bulgars, lithuanians");
  fails (&s, "armies kiev rus two", PARSE, "“two” is not a whole number");
  fails (&s, "armies kiev rus 12345", PARSE, "“12345” is not a whole number");
  fails (&s, "armies kiev rus 81", PARSE, "81 is out of range: expected 0 to 80");
  fails (&s, "armies kiev rus +81", PARSE, "a change of +81 is larger than the whole range 0 to 80");
  fails (&s, "resource rus gold 1", PARSE, "unknown resource “gold”; use one of: grain, livestock");
  fails (&s, "players +1", PARSE, "“+1” must be a whole number from 2 to 5");
  fails (&s, "seat 6 1", PARSE, "there is no player 6 in a game of 5 players");
  fails (&s, "seat one 1", PARSE, "“one” is not a player: players are numbered 1 to 5");
  fails (&s, "ally rus rus yes", PARSE, "a Kingdom cannot ally with itself");
  fails (&s, "ally rus slavs maybe", PARSE, "“maybe” must be yes or no");
  fails (&s, "ruler rus rus", PARSE, "a Kingdom cannot be its own Ruler");
  fails (&s, "tech rus agriculture no turn 2", PARSE, "“turn” goes only with yes");
  fails (&s, "tech rus cavalry yes turn 2", PARSE, "the turn Cavalry was bought is not kept");
  fails (&s, "tech rus metallurgy yes turn", PARSE, "“turn” needs a number");
  fails (&s, "tech rus metallurgy yes when 2", PARSE, "only “turn N” may follow");
  fails (&s, "tech rus alchemy-2 yes", PARSE, "unknown ability “alchemy-2”");
  fails (&s, "settlement kiev none turn 2", PARSE, "“turn” goes only with a settlement");
  fails (&s, "settlement kiev castle", PARSE, "unknown settlement “castle”");
  fails (&s, "terrain kiev swamp", PARSE, "unknown terrain “swamp”");
  fails (&s, "printed kiev 10", PARSE, "10 is out of range: expected 0 to 9");
  fails (&s, "plays 1 rus first", PARSE, "only “second” may follow");
  fails (&s, "reveal famine yes", PARSE, "only “no” may follow");
  fails (&s, "reveal plague", PARSE, "unknown Politics card “plague”");
  fails (&s, "pick rus fishing", PARSE, "unknown action “fishing”");
  fails (&s, "tiles trade gold 1", PARSE, "unknown tile “gold”; use one of: money, basic");
  fails (&s, "vp rus glory 1", PARSE, "unknown Kingdom VP “glory”; use one of: ct, border");
  fails (&s, "vp 1 occupation 2", PARSE, "2 is out of range: expected 0 to 1");
  fails (&s, "envoy rus india yes", PARSE, "unknown Foreign Power “india”");
  fails (&s, "round 10", PARSE, "10 is out of range: expected 0 to 9");
  fails (&s, "turn 0", PARSE, "0 is out of range: expected 1 to 999");
  fails (&s, "deck 10", PARSE, "10 is out of range: expected 1 to 9");
  fails (&s, "setting u99 yes", PARSE, "unknown setting “u99”");
  fails (&s, "setting c1_order yes", PARSE, "unknown tie-break order “yes”");
  fails (&s, "status rus asleep", PARSE, "unknown status “asleep”");
  fails (&s, "variant short", PARSE, "unknown variant “short”");
  fails (&s, "religion rus pagan", PARSE, "unknown religion “pagan”");
}

/* ---- players, seats, Kingdoms [SETUP p.2; SWITCH p.5] ---- */

static void
test_players (void)
{
  CasRusState s;
  setup (&s, 3);
  ok (&s, "players 4", NULL, "4 players (were 3)");
  g_assert_cmpint (s.n_players, ==, 4);
  ok (&s, "variant long", NULL, "Variant: long");
  g_assert_cmpint (s.variant, ==, CAS_RUS_LONG);
  ok (&s, "seat 4 1", NULL, "Player 4 sits in seat 1");
  g_assert_cmpint (s.players[3].seat, ==, 0);
  fails (&s, "seat 1 5", PARSE, "5 is out of range: expected 1 to 4");

  /* plays: the player's Kingdom, and the Kingdom's player follows */
  ok (&s, "plays 4 rus", NULL, "Player 4 plays Rus");
  g_assert_cmpint (s.players[3].kingdom, ==, CAS_RUS_RUS);
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].player, ==, 3);
  fails (&s, "plays 1 rus", ACTION, "Rus is played by player 4; give that player another Kingdom first");
  ok (&s, "plays 4 muscovy", NULL, "Player 4 plays Muscovy");
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].player, ==, -1);
  g_assert_cmpint (s.kingdoms[CAS_RUS_MUSCOVY].player, ==, 3);
  ok (&s, "plays 4 rus second", NULL, "Player 4 plays Rus as a second Kingdom");
  g_assert_cmpint (s.players[3].kingdom2, ==, CAS_RUS_RUS);
  fails (&s, "plays 4 muscovy second", ACTION, "player 4 already plays Muscovy");
  ok (&s, "plays 4 none second", NULL, "Player 4 plays no second Kingdom");
  ok (&s, "plays 4 none", NULL, "Player 4 plays no Kingdom");
  g_assert_cmpint (s.kingdoms[CAS_RUS_MUSCOVY].player, ==, -1);

  ok (&s, "status muscovy emerging", NULL, "Muscovy: Emerging (was out of play)");
  g_assert_cmpint (s.kingdoms[CAS_RUS_MUSCOVY].status, ==, CAS_RUS_EMERGING);
  ok (&s, "vp 2 switches +1", NULL, "Player 2: Kingdom switches (-1 VP each) 0 → 1");
  ok (&s, "vp 2 submissions 2", NULL, "Player 2: +1VP markers for submissions 0 → 2");
  ok (&s, "vp 2 objectives +3", NULL, "Player 2: VP from invasion objectives 0 → 3");
  ok (&s, "vp 2 occupation 1", NULL, "Player 2: VP for occupying Europe 0 → 1");
  g_assert_cmpint (s.players[1].switches, ==, 1);
  g_assert_cmpint (s.players[1].submissions, ==, 2);
  g_assert_cmpint (s.players[1].objective_vp, ==, 3);
  g_assert_cmpint (s.players[1].occupation_vp, ==, 1);
  fails (&s, "vp 2 occupation +1", ACTION, "player 2 would have 2 occupation VP; at most 1 can be recorded");
  fails (&s, "vp 2 switches -2", ACTION, "player 2 has 1 switches; cannot take away 2");

  /* a player who leaves takes the links to their Kingdom and Influence along */
  ok (&s, "plays 4 slavs", NULL, "Player 4 plays Slavs");
  ok (&s, "influence rus 4", NULL, "Player 4 Influences Rus");
  ok (&s, "players 3", NULL, "3 players (were 4)");
  g_assert_cmpint (s.players[3].kingdom, ==, -1);
  g_assert_cmpint (s.kingdoms[CAS_RUS_SLAVS].player, ==, -1);
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].influenced_by, ==, -1);
  g_assert_cmpint (s.kingdoms[CAS_RUS_BULGARS].player, ==, 0);
}

/* ---- diplomacy [DIPLO p.7; ENVOY p.7; ALLY p.7; INFLUENCE p.8; VASSAL p.15] ---- */

static void
test_diplomacy (void)
{
  CasRusState s;
  setup (&s, 4);   /* Slavs Neutral */
  ok (&s, "influence slavs 2", NULL, "Player 2 Influences Slavs this turn");
  g_assert_cmpint (s.kingdoms[CAS_RUS_SLAVS].influenced_by, ==, 1);
  ok (&s, "influence slavs none", NULL, "Slavs is not Influenced");
  fails (&s, "influence slavs 5", PARSE, "there is no player 5 in a game of 4 players");
  ok (&s, "ruler rus khazars", NULL, "Rus is a Vassal of Khazars");
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].ruler, ==, CAS_RUS_KHAZARS);
  ok (&s, "ruler rus none", NULL, "Rus has no Ruler");
  ok (&s, "ally rus bulgars yes", NULL, "Rus and Bulgars are allied");
  g_assert_true (s.kingdoms[CAS_RUS_RUS].allies[CAS_RUS_BULGARS] && s.kingdoms[CAS_RUS_BULGARS].allies[CAS_RUS_RUS]);
  ok (&s, "ally bulgars rus no", NULL, "Bulgars and Rus are not allied");
  g_assert_false (s.kingdoms[CAS_RUS_RUS].allies[CAS_RUS_BULGARS] || s.kingdoms[CAS_RUS_BULGARS].allies[CAS_RUS_RUS]);
  ok (&s, "envoy rus byzantium yes", NULL, "Rus has an Envoy at the Byzantine Empire");
  g_assert_true (s.kingdoms[CAS_RUS_RUS].envoys[CAS_RUS_BYZANTIUM]);
  ok (&s, "envoy rus byzantium no", NULL, "Rus has no Envoy at the Byzantine Empire");
  g_assert_false (s.kingdoms[CAS_RUS_RUS].envoys[CAS_RUS_BYZANTIUM]);
  ok (&s, "religion rus orthodox", NULL, "Rus: religion orthodox");
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].religion, ==, CAS_RUS_ORTHODOX);
}

/* ---- resources, C&T and Kingdom VP [HARVEST p.9; COMMOD p.10; CT p.17; VP p.17] ---- */

static void
test_economy (void)
{
  CasRusState s;
  setup (&s, 5);   /* Rus: 3 Grain, 1 Livestock */
  ok (&s, "resource rus grain +3", NULL, "Rus: Grain 3 → 6");
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_GRAIN], ==, 6);
  ok (&s, "resource rus supplies 2", NULL, "Rus: Building Supplies 0 → 2");
  ok (&s, "resource rus grain -6", NULL, "Rus: Grain 6 → 0");
  fails (&s, "resource rus grain -1", ACTION, "Rus has 0 Grain; cannot take away 1");
  ok (&s, "resource rus money 99", NULL, "Rus: Money 0 → 99");
  fails (&s, "resource rus money +1", ACTION, "Rus would have 100 Money; at most 99 can be recorded");

  s.turn = 3;
  ok (&s, "tech rus agriculture yes", NULL, "Rus holds Agriculture, bought in turn 3");
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].abilities[CAS_RUS_AGRICULTURE], ==, 3);
  ok (&s, "tech rus metallurgy yes turn 2", NULL, "Rus holds Metallurgy, bought in turn 2");
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].metallurgy_turn, ==, 2);
  ok (&s, "tech rus cavalry yes", NULL, "Rus holds Cavalry");
  ok (&s, "tech rus warehouse yes", NULL, "Rus holds Warehouse");
  g_assert_true (s.kingdoms[CAS_RUS_RUS].cavalry && s.kingdoms[CAS_RUS_RUS].warehouse);
  ok (&s, "tech rus barbarian-horde yes", NULL, "Rus holds Barbarian Horde");
  ok (&s, "tech rus agriculture no", NULL, "Rus does not hold Agriculture");
  ok (&s, "tech rus warehouse no", NULL, "Rus does not hold Warehouse");
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].abilities[CAS_RUS_AGRICULTURE], ==, 0);
  g_assert_false (s.kingdoms[CAS_RUS_RUS].warehouse);

  ok (&s, "vp rus ct +2", NULL, "Rus: C&T VP 0 → 2");
  ok (&s, "vp rus border 1", NULL, "Rus: bordering VP 0 → 1");
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].ct_vp, ==, 2);
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].border_vp, ==, 1);
  fails (&s, "vp rus ct -3", ACTION, "Rus has 2 C&T VP; cannot take away 3");
}

/* ---- the map's pieces [SETUP p.2; BUILD p.11; STACK p.12; CAMPAIGN p.13] ---- */

static void
test_areas (void)
{
  CasRusState s;
  setup (&s, 5);   /* Kiev: Rus, 1 army, Town */
  ok (&s, "armies kiev rus +2", NULL, "Kiev: Rus armies 1 → 3");
  g_assert_cmpint (s.areas[area ("kiev")].armies, ==, 3);
  fails (&s, "armies kiev khazars 2", ACTION, "Kiev holds 3 Rus armies; take them away first (armies kiev rus 0)");
  fails (&s, "armies kiev rus -4", ACTION, "Kiev has 3 armies; cannot take away 4");
  ok (&s, "armies kiev rus 0", NULL, "Kiev: Rus armies 3 → 0");
  g_assert_cmpint (s.areas[area ("kiev")].owner, ==, CAS_RUS_RUS);   /* the Town still holds it */
  ok (&s, "armies kiev khazars 2", NULL, "Kiev: Khazars armies 0 → 2");
  g_assert_cmpint (s.areas[area ("kiev")].owner, ==, CAS_RUS_KHAZARS);
  ok (&s, "owner kiev rus", NULL, "Kiev belongs to Rus");     /* the armies change colour */
  g_assert_cmpint (s.areas[area ("kiev")].armies, ==, 2);
  ok (&s, "owner kiev none", NULL, "Kiev belongs to no Kingdom");

  s.turn = 4;
  ok (&s, "settlement kiev city", NULL, "Kiev: City, built in turn 4 (was Town)");
  g_assert_cmpint (s.areas[area ("kiev")].built_turn, ==, 4);
  ok (&s, "settlement kiev fortress turn 2", NULL, "Kiev: Fortress, built in turn 2 (was City)");
  ok (&s, "settlement kiev none", NULL, "Kiev: no settlement (was Fortress)");
  g_assert_cmpint (s.areas[area ("kiev")].built_turn, ==, 0);
  ok (&s, "terrain kiev arable", NULL, "Kiev: Arable");
  g_assert_cmpint (s.areas[area ("kiev")].terrain, ==, CAS_RUS_ARABLE);
  ok (&s, "terrain kiev unknown", NULL, "Kiev: unknown terrain");
  ok (&s, "printed ukraine 1", NULL, "Ukraine: 1 VP printed on the map");
  g_assert_cmpint (s.areas[area ("ukraine")].printed_vp, ==, 1);
  ok (&s, "printed ukraine unknown", NULL, "Ukraine: printed VP not known");
  g_assert_cmpint (s.areas[area ("ukraine")].printed_vp, ==, -1);

  /* an area the table enters comes into use */
  g_assert_cmpint (s.n_areas, ==, CAS_RUS_N_KNOWN_AREAS);
  ok (&s, "terrain area-30 taiga", NULL, "area 30: Taiga");
  g_assert_cmpint (s.n_areas, ==, 30);
  ok (&s, "armies area-30 muscovy 2", NULL, "area 30: Muscovy armies 0 → 2");
}

/* ---- the turn: picks, tiles, Politics [CHOOSE p.4; POLITICS p.5; BLACKDEATH p.7] ---- */

static void
test_turn (void)
{
  CasRusState s;
  setup (&s, 5);
  ok (&s, "pick rus harvest", NULL, "Player 4 picks Harvest (pick 1)");
  g_assert_cmpint (s.track.picker[CAS_RUS_HARVEST], ==, 3);
  ok (&s, "pick 1 campaign", NULL, "Player 1 picks Campaign (pick 2)");
  ok (&s, "pick slavs politics", NULL, "Player 5 picks Politics (pick 3)");
  ok (&s, "pick bulgars harvest", NULL, "Player 1 picks Harvest (pick 1)");   /* a correction keeps the number */
  ok (&s, "pick none campaign", NULL, "Campaign: not picked");
  g_assert_cmpint (s.track.pick[CAS_RUS_POLITICS], ==, 2);     /* later picks move up */
  fails (&s, "pick muscovy trade", ACTION, "no player plays Muscovy");
  ok (&s, "pick 2 diplomacy", NULL, "(pick 3)");
  ok (&s, "pick 3 influence", NULL, "(pick 4)");
  ok (&s, "pick 4 trade", NULL, "(pick 5)");
  ok (&s, "pick 5 construction", NULL, "(pick 6)");
  fails (&s, "pick 1 culture", ACTION, "6 actions are picked already: a turn has only 6 picks [CHOOSE p.4]");

  ok (&s, "tiles culture money +1", NULL, "Culture & Technology: Money tiles 0 → 1");
  ok (&s, "tiles culture basic 2", NULL, "Culture & Technology: Basic tiles 0 → 2");
  fails (&s, "tiles culture money -2", ACTION, "Culture & Technology has 1 Money tiles; cannot take away 2");

  /* rounds in card order, only the picked ones */
  ok (&s, "round next", NULL, "Round 1: Politics");
  ok (&s, "round next", NULL, "Round 2: Diplomacy");
  ok (&s, "round 5", NULL, "Round 5: Trade");
  ok (&s, "round next", NULL, "Round 6: Construction");
  fails (&s, "round next", ACTION, "no picked action comes after this round");
  ok (&s, "round picking", NULL, "Picking actions");
  ok (&s, "round 0", "round picking", "Picking actions");

  s.kingdoms[CAS_RUS_SLAVS].influenced_by = 2;
  ok (&s, "turn next", NULL, "Turn 2 begins: the picks are taken back");
  g_assert_cmpint (s.turn, ==, 2);
  g_assert_cmpint (s.round, ==, 0);
  g_assert_cmpint (s.track.picker[CAS_RUS_HARVEST], ==, -1);
  g_assert_cmpint (s.track.pick[CAS_RUS_HARVEST], ==, 0);
  g_assert_cmpint (s.track.money[CAS_RUS_CULTURE], ==, 1);      /* tiles stay */
  g_assert_cmpint (s.kingdoms[CAS_RUS_SLAVS].influenced_by, ==, -1);
  ok (&s, "turn +2", NULL, "Turn 4 (was 2)");
  ok (&s, "turn 3", NULL, "Turn 3 (was 4)");
  fails (&s, "turn -3", ACTION, "turn 0 cannot be recorded: turns run 1 to 999");

  ok (&s, "reveal muscovy", NULL, "Politics card revealed: Muscovy (1 so far)");
  g_assert_cmpint (s.politics.n_revealed, ==, 1);
  g_assert_cmpint (s.politics.revealed_turn[0], ==, 3);
  fails (&s, "reveal muscovy", ACTION, "Muscovy is revealed already (turn 3)");
  ok (&s, "reveal famine", NULL, "Famine (2 so far)");
  fails (&s, "activate vikings yes", ACTION, "Viking Invasion is not revealed; reveal it first");
  ok (&s, "activate muscovy yes", NULL, "Muscovy activated in turn 3");
  g_assert_cmpint (s.politics.activated_turn[0], ==, 3);
  ok (&s, "activate muscovy no", NULL, "Muscovy not activated");
  ok (&s, "reveal muscovy no", NULL, "Muscovy taken back from the revealed Politics cards");
  g_assert_cmpint (s.politics.n_revealed, ==, 1);
  g_assert_cmpint (s.politics.revealed[0], ==, CAS_RUS_CARD_FAMINE);
  fails (&s, "reveal muscovy no", ACTION, "Muscovy is not among the revealed cards");
  ok (&s, "deck 9", NULL, "The Politics deck has 9 cards");
  ok (&s, "deck 1", NULL, "The Politics deck has 1 card");
  fails (&s, "reveal vikings", ACTION, "the Politics deck has 1 card, all revealed");
  ok (&s, "deck 2", NULL, "The Politics deck has 2 cards");
  ok (&s, "reveal vikings", NULL, "Viking Invasion (2 so far)");
  fails (&s, "deck 1", ACTION, "Politics cards revealed already: 2; the deck cannot have fewer");
}

static void
test_two_player_picks (void)
{
  CasRusState s;
  setup (&s, 2);   /* the Kingdoms pick [TWOP p.19] */
  ok (&s, "pick rus harvest", NULL, "Rus picks Harvest (pick 1)");
  g_assert_cmpint (s.track.picker[CAS_RUS_HARVEST], ==, CAS_RUS_RUS);
  fails (&s, "pick 1 trade", ACTION, "in the two-player game the Kingdoms pick");
}

static void
test_settings (void)
{
  CasRusState s;
  setup (&s, 5);
  ok (&s, "setting u13_round_up yes", NULL, "Setting u13_round_up: yes");
  g_assert_true (s.settings.u13_round_up);
  ok (&s, "setting u2_one_bonus no", NULL, "Setting u2_one_bonus: no");
  g_assert_false (s.settings.u2_one_bonus);
  ok (&s, "setting c1_order black-death-p7", NULL, "Setting c1_order: black-death-p7");
  g_assert_cmpint (s.settings.c1_order, ==, CAS_RUS_TIES_BLACK_DEATH_P7);
}

/* Words may be separated by any white space; the canonical text uses single spaces. */
static void
test_canonical (void)
{
  CasRusState s;
  setup (&s, 5);
  ok (&s, "  armies\tkiev  rus   2 ", "armies kiev rus 2", "Kiev: Rus armies 1 → 2");
  ok (&s, "resource rus grain +0", "resource rus grain +0", "Rus: Grain 3 → 3");
  ok (&s, "turn -0", "turn +0", "Turn 1 (was 1)");
}

/* The flat vector: the journal's entry point works on the cells and checks their count. */
static void
test_cells (void)
{
  CasRusState s;
  g_autoptr(GError) error = NULL;
  g_autofree char *c = NULL;
  setup (&s, 5);
  g_assert_true (cas_rus_action_apply_cells ((int *) &s, CAS_RUS_N_CELLS, "resource rus ore 2", &c, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_ORE], ==, 2);
  g_assert_false (cas_rus_action_apply_cells ((int *) &s, 10, "resource rus ore 2", NULL, NULL, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
}

/* What the actions record survives the state's JSON (Envoys, alliances, abilities). */
static void
test_json (void)
{
  CasRusState s, back;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  setup (&s, 4);
  ok (&s, "envoy rus china yes", NULL, "China");
  ok (&s, "ally rus slavs yes", NULL, "allied");
  ok (&s, "tech rus mining yes turn 1", NULL, "Mining");
  ok (&s, "tech rus metallurgy yes", NULL, "Metallurgy");
  node = cas_rus_state_to_json (&s);
  g_assert_true (cas_rus_state_from_json (&back, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_rus_state_equal (&s, &back));
}

/* `kingdoms`: the players' choice at set-up [SETUP p.2]. The table is set up again for
 * it: the chosen Kingdoms active with one army per start area, the other starting
 * Kingdoms Neutral with theirs, and the settings kept. */
static void
test_kingdoms (void)
{
  CasRusState s, two;
  g_autoptr(GError) error = NULL;

  g_assert_true (cas_rus_state_setup (&s, 3, CAS_RUS_STANDARD, NULL, NULL, &error));
  s.settings.u15_clockwise = 1;
  ok (&s, "kingdoms rus slavs bulgars", NULL, "The players take their Kingdoms: Rus, Slavs, Bulgars");
  g_assert_cmpint (s.players[0].kingdom, ==, CAS_RUS_RUS);
  g_assert_cmpint (s.players[1].kingdom, ==, CAS_RUS_SLAVS);
  g_assert_cmpint (s.players[2].kingdom, ==, CAS_RUS_BULGARS);
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].status, ==, CAS_RUS_ACTIVE);
  g_assert_cmpint (s.kingdoms[CAS_RUS_LITHUANIANS].status, ==, CAS_RUS_NEUTRAL);
  g_assert_cmpint (s.kingdoms[CAS_RUS_KHAZARS].status, ==, CAS_RUS_NEUTRAL);
  g_assert_cmpint (s.settings.u15_clockwise, ==, 1);
  /* Kiev, Rus's capital: one army for a player's Kingdom (it was Neutral before). */
  g_assert_cmpint (s.areas[area ("kiev")].armies, ==, 1);
  g_assert_cmpint (s.areas[area ("kiev")].owner, ==, CAS_RUS_RUS);
  fails (&s, "kingdoms rus rus bulgars", CAS_ERROR_ACTION, "Player 2 needs a starting Kingdom");
  fails (&s, "kingdoms muscovy slavs bulgars", CAS_ERROR_ACTION, "Player 1 needs a starting Kingdom");
  fails (&s, "kingdoms rus slavs", CAS_ERROR_PARSE, "kingdoms");
  g_assert_true (cas_rus_state_setup (&two, 2, CAS_RUS_STANDARD, NULL, NULL, &error));
  fails (&two, "kingdoms rus slavs", CAS_ERROR_PARSE, "the Kingdoms are fixed");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rus-action/verbs", test_verbs);
  g_test_add_func ("/rus-action/parse-errors", test_parse_errors);
  g_test_add_func ("/rus-action/players", test_players);
  g_test_add_func ("/rus-action/kingdoms", test_kingdoms);
  g_test_add_func ("/rus-action/diplomacy", test_diplomacy);
  g_test_add_func ("/rus-action/economy", test_economy);
  g_test_add_func ("/rus-action/areas", test_areas);
  g_test_add_func ("/rus-action/turn", test_turn);
  g_test_add_func ("/rus-action/two-player-picks", test_two_player_picks);
  g_test_add_func ("/rus-action/settings", test_settings);
  g_test_add_func ("/rus-action/canonical", test_canonical);
  g_test_add_func ("/rus-action/cells", test_cells);
  g_test_add_func ("/rus-action/json", test_json);
  return g_test_run ();
}
