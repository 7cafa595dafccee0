/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rus-table.c (issue 18, rus-table): what forbids an attack (an alliance [ALLY p.7],
 * Ruler and Vassal [VASSAL p.15], the Influence alliance [INFLUENCE p.8], the two-player
 * game's pair [TWOP p.19]), the pair in the register, payments and trades [TWOP p.19],
 * the Siege step from the cards revealed [SIEGE p.14], and the settings of the readings
 * U1, U10, U11, U17 and U19 (reference/rus/README.md §14). Numbers are worked by hand. */
#include "config.h"

#include "cas-rus-action.h"
#include "cas-rus-charters.h"
#include "cas-rus-tactics.h"
#include "cas-rus.h"
#include "rus-test-util.h"

/* 3 players: Bulgars (1), Lithuanians (2), Khazars (3); Rus and Slavs Neutral. */
static void
test_attack_bonds (void)
{
  CasRusState s;
  rus_setup (&s, 3);
  g_autoptr(CasExplain) none = cas_explain_new ();
  g_assert_cmpint (cas_rus_attack_bond (&s, CAS_RUS_BULGARS, CAS_RUS_KHAZARS, none), ==, CAS_RUS_BOND_NONE);
  g_assert_cmpuint (cas_explain_get_n_lines (none), ==, 0);

  /* ALLY p.7: allies may not attack each other, either way */
  rus_act (&s, "ally bulgars khazars yes");
  g_autoptr(CasExplain) ally = cas_explain_new ();
  g_assert_cmpint (cas_rus_attack_bond (&s, CAS_RUS_BULGARS, CAS_RUS_KHAZARS, ally), ==, CAS_RUS_BOND_ALLY);
  g_assert_true (says (ally, "Flag: Bulgars and Khazars are allies"));
  g_assert_cmpstr (cas_explain_get_line (ally, 0)->rules[0], ==, "ALLY p.7");
  g_assert_cmpint (cas_rus_bond (&s, CAS_RUS_KHAZARS, CAS_RUS_BULGARS), ==, CAS_RUS_BOND_ALLY);
  g_assert_cmpstr (cas_rus_bond_id (CAS_RUS_BOND_ALLY), ==, "ally");
  rus_act (&s, "ally bulgars khazars no");

  /* VASSAL p.15: neither Ruler nor Vassal attacks the other */
  rus_act (&s, "ruler khazars bulgars");
  g_autoptr(CasExplain) ruler = cas_explain_new ();
  g_assert_cmpint (cas_rus_attack_bond (&s, CAS_RUS_BULGARS, CAS_RUS_KHAZARS, ruler), ==, CAS_RUS_BOND_RULER);
  g_assert_true (says (ruler, "Bulgars is the Ruler of Khazars"));
  g_assert_cmpint (cas_rus_bond (&s, CAS_RUS_KHAZARS, CAS_RUS_BULGARS), ==, CAS_RUS_BOND_VASSAL);
  /* a sub-Vassal is not a Vassal of its Ruler's Ruler [VASSAL p.15] */
  rus_act (&s, "ruler lithuanians khazars");
  g_assert_cmpint (cas_rus_bond (&s, CAS_RUS_BULGARS, CAS_RUS_LITHUANIANS), ==, CAS_RUS_BOND_NONE);
  rus_act (&s, "ruler lithuanians none");
  rus_act (&s, "ruler khazars none");

  /* INFLUENCE p.8: the Influenced Kingdom is its Influencer's ally this turn */
  rus_act (&s, "influence slavs 1");
  g_assert_cmpint (cas_rus_bond (&s, CAS_RUS_BULGARS, CAS_RUS_SLAVS), ==, CAS_RUS_BOND_INFLUENCE);
  g_assert_cmpint (cas_rus_bond (&s, CAS_RUS_SLAVS, CAS_RUS_BULGARS), ==, CAS_RUS_BOND_INFLUENCE);
  g_assert_cmpint (cas_rus_bond (&s, CAS_RUS_KHAZARS, CAS_RUS_SLAVS), ==, CAS_RUS_BOND_NONE);
  /* no pair outside the two-player game */
  g_assert_cmpint (cas_rus_pair_partner (&s, CAS_RUS_BULGARS), ==, -1);
}

/* TWOP p.19: Khazars + Slavs (player 1) against Lithuanians + Rus (player 2). */
static void
test_two_player_pair (void)
{
  CasRusState s;
  CasRusDiplomacy d;
  CasRusDiploMove m;
  rus_setup (&s, 2);
  g_assert_cmpint (cas_rus_pair_partner (&s, CAS_RUS_KHAZARS), ==, CAS_RUS_SLAVS);
  g_assert_cmpint (cas_rus_pair_partner (&s, CAS_RUS_SLAVS), ==, CAS_RUS_KHAZARS);
  g_assert_cmpint (cas_rus_pair_partner (&s, CAS_RUS_RUS), ==, CAS_RUS_LITHUANIANS);
  g_assert_cmpint (cas_rus_pair_partner (&s, CAS_RUS_BULGARS), ==, -1);
  /* no alliance cell is set: the pair is read from the players, so old saves have it */
  g_assert_cmpint (s.kingdoms[CAS_RUS_KHAZARS].allies[CAS_RUS_SLAVS], ==, 0);
  g_assert_true (cas_rus_allied (&s, CAS_RUS_KHAZARS, CAS_RUS_SLAVS));
  g_assert_false (cas_rus_allied (&s, CAS_RUS_KHAZARS, CAS_RUS_RUS));

  g_autoptr(CasExplain) flag = cas_explain_new ();
  g_assert_cmpint (cas_rus_attack_bond (&s, CAS_RUS_KHAZARS, CAS_RUS_SLAVS, flag), ==, CAS_RUS_BOND_PAIR);
  g_assert_true (says (flag, "allied for good in the two-player game"));
  g_assert_cmpstr (cas_explain_get_line (flag, 0)->rules[0], ==, "TWOP p.19");
  g_assert_cmpint (cas_rus_bond (&s, CAS_RUS_KHAZARS, CAS_RUS_RUS), ==, CAS_RUS_BOND_NONE);

  g_autoptr(CasExplain) reg = cas_explain_new ();
  cas_rus_diplomacy (&s, CAS_RUS_KHAZARS, &d, reg);
  g_assert_cmpint (d.n_allies, ==, 1);
  g_assert_cmpint (d.allies[0], ==, CAS_RUS_SLAVS);
  g_assert_cmpint (d.pair, ==, CAS_RUS_SLAVS);
  g_assert_cmpint (d.n_flags, ==, 0);
  g_assert_true (says (reg, "Allied for good with Slavs"));

  g_autoptr(CasExplain) ally = cas_explain_new ();
  cas_rus_ally_check (&s, CAS_RUS_KHAZARS, CAS_RUS_SLAVS, &m, ally);
  g_assert_false (m.allowed);
  g_assert_true (says (ally, "allied for good"));
  g_assert_cmpuint (cas_explain_get_n_actions (ally), ==, 0);
}

/* TWOP p.19: a payment short now, met by 1:1 trades inside the pair. A Town costs 1 Grain
 * and 1 Timber [BUILD p.11]: Khazars hold 2 Cloth, Slavs 1 Grain and 1 Timber: 2 tiles
 * traded for 2, the Town paid. With 1 Cloth only Khazars have 1 tile to give: not paid. */
static void
test_two_player_payment (void)
{
  CasRusState s;
  CasRusCost cost;
  CasRusKingdomPayment pay;
  rus_setup (&s, 2);
  memset (s.kingdoms[CAS_RUS_KHAZARS].resources, 0, sizeof s.kingdoms[0].resources);
  memset (s.kingdoms[CAS_RUS_SLAVS].resources, 0, sizeof s.kingdoms[0].resources);
  s.kingdoms[CAS_RUS_KHAZARS].resources[CAS_RUS_CLOTH] = 2;
  s.kingdoms[CAS_RUS_SLAVS].resources[CAS_RUS_GRAIN] = 1;
  s.kingdoms[CAS_RUS_SLAVS].resources[CAS_RUS_TIMBER] = 1;
  cas_rus_cost_settlement (CAS_RUS_TOWN, &cost);

  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_false (cas_rus_kingdom_pay (&s, CAS_RUS_KHAZARS, &cost, &pay, ex));
  g_assert_cmpint (pay.pair, ==, CAS_RUS_SLAVS);
  g_assert_true (pay.pair_trade_pays);
  g_assert_true (says (ex, "offered to the opponent first"));
  g_assert_true (says (ex, "Trading 1 for 1 with Slavs would let Khazars pay this"));

  s.kingdoms[CAS_RUS_KHAZARS].resources[CAS_RUS_CLOTH] = 1;
  g_assert_false (cas_rus_kingdom_pay (&s, CAS_RUS_KHAZARS, &cost, &pay, NULL));
  g_assert_false (pay.pair_trade_pays);

  /* three players: no pair, no line */
  rus_setup (&s, 3);
  g_autoptr(CasExplain) three = cas_explain_new ();
  memset (s.kingdoms[CAS_RUS_KHAZARS].resources, 0, sizeof s.kingdoms[0].resources);
  cas_rus_kingdom_pay (&s, CAS_RUS_KHAZARS, &cost, &pay, three);
  g_assert_cmpint (pay.pair, ==, -1);
  g_assert_false (says (three, "two-player"));
}

/* SIEGE p.14 with the cards revealed. Invader 6 armies (basic CBT 6), defender 4 (4):
 * 6 exceeds 4 by 1 or more. Losses 1 per 2 points of the enemy's final CBT, rounded down
 * (U13's default). */
static void
siege_case (int acard, int dcard, int amod, int dmod, CasRusBattle *r, CasRusSiege *sg, CasExplain *ex)
{
  CasRusSettings set;
  CasRusForce att = { 0 }, def = { 0 };
  cas_rus_settings_init (&set);
  att.armies = 6;
  def.armies = 4;
  cas_rus_battle_player_cards (&set, &att, &def, CAS_RUS_TERRAIN_UNKNOWN, acard, dcard, amod, dmod, r, sg, ex);
  g_assert_true (r->legal);
}

static void
test_siege (void)
{
  CasRusBattle r;
  CasRusSiege sg;

  /* Stand/Siege +1 against City Walls +0: 7 to 4, the invader wins; losses 4/2 = 2 and
   * 7/2 = 3: 4 invaders and 1 defender left, who may shelter */
  g_autoptr(CasExplain) shelter = cas_explain_new ();
  siege_case (CAS_RUS_STAND_SIEGE, CAS_RUS_CITY_WALLS, 1, 0, &r, &sg, shelter);
  g_assert_cmpint (r.winner, ==, 0);
  g_assert_cmpint (sg.outcome, ==, CAS_RUS_SIEGE_SHELTER);
  g_assert_cmpint (sg.may_shelter, ==, 1);
  g_assert_cmpint (sg.attacker_left, ==, 4);
  g_assert_true (says (shelter, "Stand/Siege won against City Walls: the defender may shelter its 1 surviving army"));
  g_assert_true (says (shelter, "fights another Battle in the area with its 4 armies or withdraws"));
  g_assert_false (says (shelter, "after a successful Siege against a settlement card they may stay inside it"));
  g_assert_cmpstr (cas_rus_siege_id (sg.outcome), ==, "shelter");

  /* Frontal Assault +1 against City Walls: the same numbers, but no Siege: it retreats */
  g_autoptr(CasExplain) retreat = cas_explain_new ();
  siege_case (CAS_RUS_FRONTAL_ASSAULT, CAS_RUS_CITY_WALLS, 1, 0, &r, &sg, retreat);
  g_assert_cmpint (sg.outcome, ==, CAS_RUS_SIEGE_RETREAT);
  g_assert_cmpint (sg.may_shelter, ==, 0);
  g_assert_true (says (retreat, "City Walls did not stop the invader, who won without Stand/Siege"));

  /* Stand/Siege +0 against City Walls +4: 6 to 8, the settlement holds */
  g_autoptr(CasExplain) held = cas_explain_new ();
  siege_case (CAS_RUS_STAND_SIEGE, CAS_RUS_CITY_WALLS, 0, 4, &r, &sg, held);
  g_assert_cmpint (r.winner, ==, 1);
  g_assert_cmpint (sg.outcome, ==, CAS_RUS_SIEGE_HELD);
  g_assert_true (says (held, "Stand/Siege failed against City Walls"));

  /* 6 to 6: a tie; the settlement stands, the invader may attack again */
  g_autoptr(CasExplain) tie = cas_explain_new ();
  siege_case (CAS_RUS_STAND_SIEGE, CAS_RUS_TOWN_BARRICADES, 0, 2, &r, &sg, tie);
  g_assert_cmpint (sg.outcome, ==, CAS_RUS_SIEGE_TIE);
  g_assert_true (r.attack_again);
  g_assert_true (says (tie, "a tie against Town Barricades"));

  /* Stand/Siege against Flank Attack: no settlement's card, no siege */
  g_autoptr(CasExplain) plain = cas_explain_new ();
  siege_case (CAS_RUS_STAND_SIEGE, CAS_RUS_FLANK_ATTACK, 1, 0, &r, &sg, plain);
  g_assert_cmpint (sg.outcome, ==, CAS_RUS_SIEGE_RETREAT);
  g_assert_false (sg.settlement_card);
  g_assert_true (says (plain, "no siege"));
  g_assert_true (says (plain, "The defender's 1 surviving army retreats"));
}

/* The five readings that had no setting: defaults as the dossier proposes, and the JSON. */
static void
test_settings_json (void)
{
  CasRusState s, back;
  CasRusSettings set;
  g_autoptr(GError) error = NULL;
  cas_rus_settings_init (&set);
  g_assert_cmpint (set.u1_box_limits, ==, 1);
  g_assert_cmpint (set.u10_one_per_basic, ==, 1);
  g_assert_cmpint (set.u11_teutons_8, ==, 1);
  g_assert_cmpint (set.u17_two_player_switch, ==, CAS_RUS_U17_ASK);
  g_assert_cmpint (set.u19_lead_any_volume, ==, 1);

  rus_setup (&s, 3);
  /* at their defaults they are not written: saves and `show --json` stay as they were */
  g_autoptr(JsonNode) plain = cas_rus_state_to_json (&s);
  JsonObject *plain_settings = json_object_get_object_member (json_node_get_object (plain), "settings");
  g_assert_true (json_object_has_member (plain_settings, "neutral_settlement"));
  g_assert_false (json_object_has_member (plain_settings, "u1_box_limits"));
  g_assert_false (json_object_has_member (plain_settings, "u17_two_player_switch"));
  rus_act (&s, "setting u17_two_player_switch gains");
  rus_act (&s, "setting u19_lead_any_volume no");
  g_assert_cmpint (s.settings.u17_two_player_switch, ==, CAS_RUS_U17_GAINS);
  g_autoptr(JsonNode) node = cas_rus_state_to_json (&s);
  JsonObject *settings = json_object_get_object_member (json_node_get_object (node), "settings");
  g_assert_cmpstr (json_object_get_string_member (settings, "u17_two_player_switch"), ==, "gains");
  g_assert_false (json_object_get_boolean_member (settings, "u19_lead_any_volume"));
  rus_setup (&back, 3);
  g_assert_true (cas_rus_state_from_json (&back, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_rus_state_equal (&s, &back));

  /* an old save's settings without the new keys: the defaults */
  json_object_remove_member (settings, "u17_two_player_switch");
  json_object_remove_member (settings, "u19_lead_any_volume");
  g_assert_true (cas_rus_state_from_json (&back, node, &error));
  g_assert_cmpint (back.settings.u17_two_player_switch, ==, CAS_RUS_U17_ASK);
  g_assert_cmpint (back.settings.u19_lead_any_volume, ==, 1);

  g_assert_false (cas_rus_action_apply (&s, "setting u17_two_player_switch maybe", NULL, NULL, &error));
  g_assert_nonnull (error);
}

/* U1: the box's pieces; U10: conversions; U11: the invaders' armies. */
static void
test_settings_u1_u10_u11 (void)
{
  CasRusState s;
  CasRusHarvest h;
  CasRusRounds rounds;
  rus_setup (&s, 3);

  g_autoptr(CasExplain) box = cas_explain_new ();
  int towns = cas_rus_settlements_left (&s, CAS_RUS_TOWN, NULL);
  g_assert_cmpint (towns, <, 15);
  rus_act (&s, "setting u1_box_limits no");
  g_assert_cmpint (cas_rus_settlements_left (&s, CAS_RUS_TOWN, box), ==, CAS_RUS_PIECES_UNCOUNTED);
  g_assert_true (says (box, "setting U1 off"));

  /* Ore with Alchemy (Money) and Architecture (Building Supplies) [COMMOD p.10] */
  rus_act (&s, "tech bulgars alchemy yes turn 1");
  rus_act (&s, "tech bulgars architecture yes turn 1");
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, NULL);
  g_assert_cmpint (h.conversions[CAS_RUS_MONEY] + h.conversions[CAS_RUS_SUPPLIES], ==, 1);
  rus_act (&s, "setting u10_one_per_basic no");
  g_autoptr(CasExplain) conv = cas_explain_new ();
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, conv);
  g_assert_cmpint (h.conversions[CAS_RUS_MONEY], ==, 1);
  g_assert_cmpint (h.conversions[CAS_RUS_SUPPLIES], ==, 1);
  g_assert_true (says (conv, "one per ability, setting U10 off"));

  /* a Teutonic Invasion activated this turn [INVCARD p.6] */
  rus_act (&s, "reveal teutons");
  rus_act (&s, "activate teutons yes");
  g_autoptr(CasExplain) eight = cas_explain_new ();
  cas_rus_round_order (&s, &rounds, eight);
  g_assert_true (says (eight, "10 Viking or 8 Teuton armies (setting U11"));
  rus_act (&s, "setting u11_teutons_8 no");
  g_autoptr(CasExplain) ten = cas_explain_new ();
  cas_rus_round_order (&s, &rounds, ten);
  g_assert_true (says (ten, "10 Viking or 10 Teuton armies (setting U11"));
}

/* U17: the two-player switch; U19: the Trade Lead's 1:1. */
static void
test_settings_u17_u19 (void)
{
  CasRusState s;
  CasRusSwitch sw;
  CasRusCharters c;
  CasRusTrade tr;
  rus_setup (&s, 2);
  g_autoptr(CasExplain) ask = cas_explain_new ();
  cas_rus_switch (&s, 0, CAS_RUS_GOLDEN_HORDE, &sw, ask);
  g_assert_true (says (ask, "a reading the table settles (U17)"));
  rus_act (&s, "setting u17_two_player_switch loses");
  g_autoptr(CasExplain) loses = cas_explain_new ();
  cas_rus_switch (&s, 0, CAS_RUS_GOLDEN_HORDE, &sw, loses);
  g_assert_true (says (loses, "loses 1 VP (setting U17"));
  g_assert_cmpuint (cas_explain_get_n_actions (loses), ==, 0);

  /* China sells Grain for 2 Ore; Bulgars lead Trade with 5 Ore and an Envoy there */
  rus_setup (&s, 3);
  cas_rus_charters_init (&c);
  c.powers[CAS_RUS_CHINA].sells_known = c.powers[CAS_RUS_CHINA].wants_known = TRUE;
  c.powers[CAS_RUS_CHINA].price[CAS_RUS_GRAIN] = 2;
  c.powers[CAS_RUS_CHINA].wants[CAS_RUS_ORE] = TRUE;
  memset (s.kingdoms[CAS_RUS_BULGARS].resources, 0, sizeof s.kingdoms[0].resources);
  rus_act (&s, "resource bulgars ore 5");
  rus_act (&s, "envoy bulgars china yes");
  rus_act (&s, "pick 1 trade");
  g_autoptr(CasExplain) any = cas_explain_new ();
  cas_rus_trade (&s, &c, CAS_RUS_BULGARS, CAS_RUS_CHINA, &tr, any);
  g_assert_true (tr.lead);
  g_assert_cmpint (tr.price[CAS_RUS_GRAIN], ==, 1);
  g_assert_cmpint (tr.most[CAS_RUS_GRAIN], ==, 5);
  g_assert_true (says (any, "any number of tiles (setting U19"));
  /* one exchange at 1:1 (1 Ore), then 4 Ore at 2 a piece: 1 + 2 = 3 Grain */
  rus_act (&s, "setting u19_lead_any_volume no");
  g_autoptr(CasExplain) one = cas_explain_new ();
  cas_rus_trade (&s, &c, CAS_RUS_BULGARS, CAS_RUS_CHINA, &tr, one);
  g_assert_cmpint (tr.price[CAS_RUS_GRAIN], ==, 2);
  g_assert_cmpint (tr.most[CAS_RUS_GRAIN], ==, 3);
  g_assert_true (says (one, "setting U19: one exchange"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rus/table/attack-bonds", test_attack_bonds);
  g_test_add_func ("/rus/table/two-player-pair", test_two_player_pair);
  g_test_add_func ("/rus/table/two-player-payment", test_two_player_payment);
  g_test_add_func ("/rus/table/siege", test_siege);
  g_test_add_func ("/rus/table/settings-json", test_settings_json);
  g_test_add_func ("/rus/table/settings-u1-u10-u11", test_settings_u1_u10_u11);
  g_test_add_func ("/rus/table/settings-u17-u19", test_settings_u17_u19);
  return g_test_run ();
}
