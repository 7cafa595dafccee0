/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rus.c: the Rus rules core (src/games/rus) on the cases the rules dossier lists as
 * needing no map, Player Mat or card data: pick orders [CHOOSE p.4], starting VP from the
 * ledger [SETUP p.2; VP p.17], switch numbers [SWITCH p.5], the sidebar battle examples
 * [BATTLE p.13], Black Death losses per deck recipe [BLACKDEATH p.7; SETUP p.2; LONG p.19;
 * LEARN p.18], both tie-break orders [VP p.17; BLACKDEATH p.7], upkeep [MAINT p.11], the
 * store limit [HARVEST p.9] and Money standing in for Basics [COMMOD p.10]; plus
 * submission and Tribute [SUBMIT p.13; TRIBUTE p.9], the state's JSON and flat layout. */
#include "config.h"

#include <string.h>

#include "cas-rus.h"
#include "rus-test-util.h"

/* ---- helpers ---- */

static void
assert_cites (const CasExplain *ex, const char *key)
{
  g_auto(GStrv) rules = cas_explain_get_rules (ex);
  if (!g_strv_contains ((const char *const *) rules, key))
    {
      g_autofree char *all = g_strjoinv (" | ", rules);
      g_error ("the explanation does not cite %s (it cites %s)", key, all);
    }
}

/* Some line of the explanation contains `text`. */
static void
assert_says (const CasExplain *ex, const char *text)
{
  g_autoptr(GString) all = g_string_new (NULL);
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    if (strstr (cas_explain_get_line (ex, i)->text, text))
      return;
  cas_explain_print (ex, all, "  ");
  g_error ("no line says \"%s\":\n%s", text, all->str);
}

/* Every line cites at least one rule. */
static void
assert_all_cited (const CasExplain *ex)
{
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    if (cas_explain_get_line (ex, i)->rules[0] == NULL)
      g_error ("uncited line: %s", cas_explain_get_line (ex, i)->text);
}

static void
setup (CasRusState *s, int n, CasRusVariant variant, const int *kingdoms)
{
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_rus_state_setup (s, n, variant, kingdoms, NULL, &error));
  g_assert_no_error (error);
}

static const int five[] = { CAS_RUS_BULGARS, CAS_RUS_LITHUANIANS, CAS_RUS_KHAZARS, CAS_RUS_RUS, CAS_RUS_SLAVS };

static void
reveal (CasRusState *s, int card, int turn)
{
  int i = s->politics.n_revealed++;
  s->politics.revealed[i] = card;
  s->politics.revealed_turn[i] = turn;
}

static void
assert_picks (const CasRusPickOrder *o, const int *want)
{
  g_assert_cmpint (o->n_picks, ==, CAS_RUS_N_PICKS);
  for (int i = 0; i < CAS_RUS_N_PICKS; i++)
    if (o->picker[i] != want[i])
      g_error ("pick %d: got %d, want %d", i + 1, o->picker[i], want[i]);
}

/* ---- setup and the ledger [SETUP p.2; VP p.17] ---- */

/* The starting VP printed on the Kingdom cards, 0/0/1/2/3, come out of the ledger (printed
 * area VP with a settlement, 1 per City), not typed in. */
static void
test_starting_vp (void)
{
  CasRusState s;
  setup (&s, 5, CAS_RUS_STANDARD, five);
  for (int k = 0; k < CAS_RUS_N_STARTING; k++)
    {
      g_autoptr(CasExplain) ex = cas_explain_new ();
      CasRusKingdomCard card;
      CasRusTally t;
      cas_rus_kingdom_card (k, &s.settings, &card);
      g_assert_cmpint (cas_rus_kingdom_vp (&s, k, &t, ex), ==, card.printed_vp);
      g_assert_cmpint (cas_rus_player_vp (&s, k, FALSE, NULL), ==, card.printed_vp);
      g_assert_cmpint (t.areas, ==, 4);
      g_assert_cmpint (t.armies, ==, 4);
      g_assert_cmpint (t.settlements, ==, 1);
      assert_cites (ex, "VP p.17");
      assert_all_cited (ex);
    }
  {
    static const int want[] = { 0, 0, 1, 2, 3 };
    for (int k = 0; k < 5; k++)
      g_assert_cmpint (cas_rus_kingdom_vp (&s, k, NULL, NULL), ==, want[k]);
  }
  {
    /* Slavs 3 = Novgorod 2 + its City 1; Khazars 1 = Saray, an inferred figure. */
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_kingdom_vp (&s, CAS_RUS_SLAVS, NULL, ex);
    assert_says (ex, "Novgorod: 2 printed VP");
    assert_says (ex, "Novgorod: a City, 1 VP");
    g_autoptr(CasExplain) kh = cas_explain_new ();
    cas_rus_kingdom_vp (&s, CAS_RUS_KHAZARS, NULL, kh);
    assert_says (kh, "unverified");
  }
  g_assert_cmpint (s.kingdoms[CAS_RUS_SLAVS].resources[CAS_RUS_MONEY], ==, 3);
  g_assert_cmpint (s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_GRAIN], ==, 3);
  g_assert_cmpint (s.kingdoms[CAS_RUS_MUSCOVY].status, ==, CAS_RUS_OUT_OF_PLAY);
  g_assert_cmpint (s.politics.deck_size, ==, 6);
}

/* Player VP: Kingdom VP + +1VP markers - 1 per switch [VP p.17; SUBMIT p.13; SWITCH p.5];
 * learning game: +1 to Bulgars and Lithuanians at the Black Death scoring [LEARN p.18]. */
static void
test_player_ledger (void)
{
  CasRusState s;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  setup (&s, 5, CAS_RUS_LEARNING, five);
  s.players[3].submissions = 2;
  s.players[3].objective_vp = 2;
  s.players[3].occupation_vp = 1;
  s.players[3].switches = 1;
  g_assert_cmpint (cas_rus_player_vp (&s, 3, FALSE, ex), ==, 2 + 2 + 2 + 1 - 1);
  assert_cites (ex, "SUBMIT p.13");
  assert_cites (ex, "INVASION p.16");
  assert_cites (ex, "OCCUPY p.16");
  assert_cites (ex, "SWITCH p.5");
  assert_all_cited (ex);
  g_assert_cmpint (cas_rus_player_vp (&s, 0, FALSE, NULL), ==, 0);
  g_assert_cmpint (cas_rus_player_vp (&s, 0, TRUE, NULL), ==, 1);
  g_assert_cmpint (cas_rus_player_vp (&s, 1, TRUE, NULL), ==, 1);
  g_assert_cmpint (cas_rus_player_vp (&s, 2, TRUE, NULL), ==, 1);   /* Khazars: no bonus */
  g_assert_cmpint (s.politics.deck_size, ==, 5);
}

/* Neutral Kingdoms: 2 armies on each start area, 3 in the capital [SETUP p.2 sidebar];
 * two players run Khazars + Slavs and Lithuanians + Rus [TWOP p.19]. */
static void
test_setup_neutral_and_two_player (void)
{
  CasRusState s;
  static const int three[] = { CAS_RUS_SLAVS, CAS_RUS_BULGARS, CAS_RUS_RUS };
  g_autoptr(GError) error = NULL;
  static const int twice[] = { CAS_RUS_RUS, CAS_RUS_RUS, CAS_RUS_SLAVS };

  setup (&s, 3, CAS_RUS_STANDARD, three);
  g_assert_cmpint (s.kingdoms[CAS_RUS_KHAZARS].status, ==, CAS_RUS_NEUTRAL);
  g_assert_cmpint (s.kingdoms[CAS_RUS_KHAZARS].player, ==, -1);
  g_assert_cmpint (s.areas[area ("saray")].armies, ==, 3);
  g_assert_cmpint (s.areas[area ("azov")].armies, ==, 2);
  g_assert_cmpint (s.areas[area ("saray")].settlement, ==, CAS_RUS_TOWN);
  g_assert_cmpint (s.kingdoms[CAS_RUS_KHAZARS].resources[CAS_RUS_LIVESTOCK], ==, 0);
  g_assert_cmpint (s.kingdoms[CAS_RUS_SLAVS].player, ==, 0);
  g_assert_cmpint (s.areas[area ("kiev")].armies, ==, 1);

  setup (&s, 2, CAS_RUS_STANDARD, NULL);
  g_assert_cmpint (s.players[0].kingdom, ==, CAS_RUS_KHAZARS);
  g_assert_cmpint (s.players[0].kingdom2, ==, CAS_RUS_SLAVS);
  g_assert_cmpint (s.players[1].kingdom, ==, CAS_RUS_LITHUANIANS);
  g_assert_cmpint (s.players[1].kingdom2, ==, CAS_RUS_RUS);
  g_assert_cmpint (s.kingdoms[CAS_RUS_BULGARS].status, ==, CAS_RUS_NEUTRAL);

  g_assert_false (cas_rus_state_setup (&s, 3, CAS_RUS_STANDARD, twice, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (cas_rus_state_setup (&s, 6, CAS_RUS_STANDARD, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);

  /* U6: the Bulgar list's fifth name. */
  {
    CasRusSettings set;
    cas_rus_settings_init (&set);
    set.u6_bulgar_vladimir = 1;
    g_assert_true (cas_rus_state_setup (&s, 5, CAS_RUS_STANDARD, five, &set, NULL));
    g_assert_cmpint (s.areas[area ("vladimir")].owner, ==, CAS_RUS_BULGARS);
    setup (&s, 5, CAS_RUS_STANDARD, five);
    g_assert_cmpint (s.areas[area ("vladimir")].owner, ==, -1);
  }
}

/* ---- pick order [CHOOSE p.4] ---- */

/* 5 players at the start: Bulgars and Lithuanians tie at 0 VP, Kingdom 1 before 2; the
 * first picker alone picks again. */
static void
test_pick_order_five (void)
{
  CasRusState s;
  CasRusPickOrder o;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  static const int want[] = { 0, 1, 2, 3, 4, 0 };
  setup (&s, 5, CAS_RUS_STANDARD, five);
  cas_rus_pick_order (&s, &o, ex);
  assert_picks (&o, want);
  g_assert_cmpint (o.vp[0], ==, 0);
  g_assert_cmpint (o.vp[4], ==, 3);
  assert_cites (ex, "CHOOSE p.4");
  assert_says (ex, "Kingdom number 1 before 2");
  assert_says (ex, "only player 1 (Bulgars) picks a second action");
  assert_says (ex, "setting U15");
  assert_all_cited (ex);
}

/* 4 players: the first two pick again; a VP tie goes to the lower Kingdom number. */
static void
test_pick_order_four (void)
{
  CasRusState s;
  CasRusPickOrder o;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  static const int four[] = { CAS_RUS_RUS, CAS_RUS_SLAVS, CAS_RUS_KHAZARS, CAS_RUS_LITHUANIANS };
  static const int want[] = { 3, 2, 0, 1, 3, 2 };
  setup (&s, 4, CAS_RUS_STANDARD, four);
  s.players[3].submissions = 1;      /* Lithuanians 1 VP = Khazars 1 VP */
  cas_rus_pick_order (&s, &o, ex);
  assert_picks (&o, want);
  assert_says (ex, "Kingdom number 2 before 3");
  assert_says (ex, "picks first: fewest VP (1)");
  assert_all_cited (ex);
}

/* 3 players: all pick again, in the same order. */
static void
test_pick_order_three (void)
{
  CasRusState s;
  CasRusPickOrder o;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  static const int three[] = { CAS_RUS_SLAVS, CAS_RUS_BULGARS, CAS_RUS_RUS };
  static const int want[] = { 1, 2, 0, 1, 2, 0 };
  setup (&s, 3, CAS_RUS_STANDARD, three);
  s.players[0].switches = 1;         /* Slavs 3 - 1 = 2 VP = Rus 2 VP */
  cas_rus_pick_order (&s, &o, ex);
  assert_picks (&o, want);
  assert_says (ex, "Kingdom number 4 before 5");
  assert_says (ex, "each picks a second action");
}

/* Setting U15: after the first picker, rising VP (default) or clockwise by seat. */
static void
test_pick_order_clockwise (void)
{
  CasRusState s;
  CasRusPickOrder o;
  static const int rising[] = { 2, 1, 3, 0, 4, 2 };
  static const int clockwise[] = { 2, 3, 4, 0, 1, 2 };
  setup (&s, 5, CAS_RUS_STANDARD, five);
  s.players[0].submissions = 3;      /* VP: 3, 2, 1, 2, 3 */
  s.players[1].submissions = 2;
  cas_rus_pick_order (&s, &o, NULL);
  assert_picks (&o, rising);
  s.settings.u15_clockwise = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_pick_order (&s, &o, ex);
    assert_picks (&o, clockwise);
    assert_says (ex, "clockwise from the first (setting U15");
  }
}

/* Two players pick as their 4 Kingdoms would (inferred). */
static void
test_pick_order_two (void)
{
  CasRusState s;
  CasRusPickOrder o;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  static const int want[] = { CAS_RUS_LITHUANIANS, CAS_RUS_KHAZARS, CAS_RUS_RUS, CAS_RUS_SLAVS,
                              CAS_RUS_LITHUANIANS, CAS_RUS_KHAZARS };
  setup (&s, 2, CAS_RUS_STANDARD, NULL);
  cas_rus_pick_order (&s, &o, ex);
  g_assert_true (o.by_kingdom);
  assert_picks (&o, want);
  assert_cites (ex, "TWOP p.19");
}

/* ---- tiles and rounds [CHOOSE p.4] ---- */

static void
pick (CasRusState *s, int action, int who, int n)
{
  s->track.picker[action] = who;
  s->track.pick[action] = n;
}

/* Five players pick `actions` in the order of the turn's start: players 1-5, then 1. */
static void
pick_six (CasRusState *s, const int *actions)
{
  static const int who[CAS_RUS_N_PICKS] = { 0, 1, 2, 3, 4, 0 };
  for (int i = 0; i < CAS_RUS_N_PICKS; i++)
    pick (s, actions[i], who[i], i + 1);
}

static void
test_action_tiles (void)
{
  CasRusState s;
  CasRusTiles t;
  static const int picked[] = { CAS_RUS_POLITICS, CAS_RUS_DIPLOMACY, CAS_RUS_HARVEST,
                                CAS_RUS_CONSTRUCTION, CAS_RUS_CAMPAIGN, CAS_RUS_INFLUENCE };
  setup (&s, 5, CAS_RUS_STANDARD, five);
  pick_six (&s, picked);
  s.track.money[CAS_RUS_HARVEST] = 1;       /* skipped last turn */
  s.track.money[CAS_RUS_TRADE] = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_action_tiles (&s, -1, &t, ex);
    g_assert_cmpint (t.n_unpicked, ==, 3);
    g_assert_cmpint (t.collect_money[CAS_RUS_HARVEST], ==, 1);
    g_assert_cmpint (t.money[CAS_RUS_HARVEST], ==, 0);
    g_assert_cmpint (t.add_money[CAS_RUS_TRADE], ==, 1);
    g_assert_cmpint (t.money[CAS_RUS_TRADE], ==, 2);            /* U5: they pile up */
    g_assert_cmpint (t.money[CAS_RUS_RECRUITMENT], ==, 1);
    g_assert_cmpint (t.money[CAS_RUS_CULTURE], ==, 1);
    g_assert_cmpint (t.money[CAS_RUS_POLITICS], ==, 0);
    assert_says (ex, "setting U5");
    assert_says (ex, "may swap each for any Basic");
    assert_all_cited (ex);
  }
  /* Only 1 Money tile left: the next unpicked actions get a Basic. */
  cas_rus_action_tiles (&s, 1, &t, NULL);
  g_assert_cmpint (t.add_money[CAS_RUS_TRADE], ==, 1);
  g_assert_cmpint (t.add_basic[CAS_RUS_RECRUITMENT], ==, 1);
  g_assert_cmpint (t.add_basic[CAS_RUS_CULTURE], ==, 1);
  /* U5 off: a card keeps its one tile. */
  s.settings.u5_tiles_pile_up = 0;
  cas_rus_action_tiles (&s, -1, &t, NULL);
  g_assert_cmpint (t.money[CAS_RUS_TRADE], ==, 1);
  g_assert_cmpint (t.add_money[CAS_RUS_TRADE], ==, 0);
  g_assert_cmpint (t.money[CAS_RUS_CULTURE], ==, 1);
}

static void
test_round_order (void)
{
  CasRusState s;
  CasRusRounds r;
  int order[CAS_RUS_MAX_PLAYERS];
  static const int want_actions[] = { CAS_RUS_POLITICS, CAS_RUS_DIPLOMACY, CAS_RUS_HARVEST,
                                      CAS_RUS_CONSTRUCTION, CAS_RUS_RECRUITMENT, CAS_RUS_CULTURE };
  static const int picked[] = { CAS_RUS_CULTURE, CAS_RUS_HARVEST, CAS_RUS_POLITICS,
                                CAS_RUS_CONSTRUCTION, CAS_RUS_DIPLOMACY, CAS_RUS_RECRUITMENT };
  setup (&s, 5, CAS_RUS_STANDARD, five);
  pick_six (&s, picked);
  reveal (&s, CAS_RUS_CARD_VIKINGS, 1);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_round_order (&s, &r, ex);
    g_assert_cmpint (r.n_rounds, ==, 6);
    for (int i = 0; i < 6; i++)
      g_assert_cmpint (r.rounds[i].action, ==, want_actions[i]);
    g_assert_cmpint (r.rounds[0].lead, ==, 2);
    g_assert_true (r.rounds[0].strict);            /* Politics: switching */
    g_assert_false (r.rounds[1].strict);
    g_assert_true (r.rounds[2].strict);            /* Harvest */
    g_assert_true (r.invasion);
    assert_says (ex, "though Campaign was not picked");
    assert_cites (ex, "INVCARD p.6");
    assert_cites (ex, "MAINT p.11");
    assert_cites (ex, "HARVEST p.9");
    assert_cites (ex, "STACK p.12");
    assert_cites (ex, "VP p.17");
    assert_all_cited (ex);
  }
  g_assert_cmpint (cas_rus_seat_order (&s, 2, order), ==, 5);
  g_assert_cmpint (order[0], ==, 2);
  g_assert_cmpint (order[1], ==, 3);
  g_assert_cmpint (order[4], ==, 1);
}

/* ---- switching [SWITCH p.5] ---- */

/* N = cards revealed, one a turn: capital +N up to the overstack, N extra picks, Money 1
 * per area, VP = Kingdom VP + markers - 1 per switch. */
static void
test_switch_numbers (void)
{
  static const int four[] = { CAS_RUS_RUS, CAS_RUS_SLAVS, CAS_RUS_KHAZARS, CAS_RUS_LITHUANIANS };
  static const int cards[] = { CAS_RUS_CARD_MUSCOVY, CAS_RUS_CARD_FAMINE, CAS_RUS_CARD_VIKINGS,
                               CAS_RUS_CARD_GOOD_HARVEST, CAS_RUS_CARD_HARSH_WINTER, CAS_RUS_CARD_BLACK_DEATH };
  for (int turn = 1; turn <= 6; turn++)
    {
      CasRusState s;
      CasRusSwitch sw;
      g_autoptr(CasExplain) ex = cas_explain_new ();
      int bulgar = area ("bulgar");
      setup (&s, 4, CAS_RUS_STANDARD, four);
      s.turn = turn;
      for (int i = 0; i < turn; i++)
        reveal (&s, cards[i], i + 1);
      s.players[0].submissions = 1;
      /* Terrain unknown: +N, unchecked. */
      cas_rus_switch (&s, 0, CAS_RUS_BULGARS, &sw, ex);
      g_assert_cmpint (sw.n, ==, turn);
      g_assert_cmpint (sw.capital, ==, bulgar);
      g_assert_cmpint (sw.capital_armies, ==, turn);
      g_assert_false (sw.capital_limit_known);
      g_assert_false (sw.place_town);
      g_assert_cmpint (sw.picks, ==, turn);
      g_assert_cmpint (sw.money, ==, 4);
      g_assert_cmpint (sw.vp, ==, 0 + 1 - 1);
      assert_cites (ex, "SWITCH p.5");
      assert_says (ex, "enter its terrain");
      assert_all_cited (ex);
      /* Arable with a Town: limit 4, overstack 8; step 2 filled it to 4. */
      s.areas[bulgar].terrain = CAS_RUS_ARABLE;
      s.areas[bulgar].armies = 4;
      cas_rus_switch (&s, 0, CAS_RUS_BULGARS, &sw, NULL);
      g_assert_true (sw.capital_limit_known);
      g_assert_cmpint (sw.capital_armies, ==, MIN (turn, 4));
      g_assert_true (sw.capital_capped == (turn > 4));
    }
  {
    /* Into Rus (2 VP) after an earlier switch, with 1 +1VP marker: 2 + 1 - 1 - 1. */
    CasRusState s;
    CasRusSwitch sw;
    setup (&s, 3, CAS_RUS_STANDARD, four);
    s.players[0].kingdom = -1;
    s.players[0].submissions = 1;
    s.players[0].switches = 1;
    reveal (&s, CAS_RUS_CARD_FAMINE, 1);
    s.areas[area ("kiev")].settlement = CAS_RUS_NO_SETTLEMENT;
    s.areas[area ("kiev")].terrain = CAS_RUS_STEPPE;
    cas_rus_switch (&s, 0, CAS_RUS_RUS, &sw, NULL);
    g_assert_true (sw.place_town);              /* and Kiev's 2 VP come with it */
    g_assert_cmpint (sw.vp, ==, 2 + 1 - 1 - 1);
    g_assert_cmpint (sw.capital_armies, ==, 1);
    /* An Emerging Kingdom's capital is on its card, not in the text. */
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_switch (&s, 0, CAS_RUS_MUSCOVY, &sw, ex);
    g_assert_cmpint (sw.capital, ==, -1);
    assert_says (ex, "enter it");
  }
}

/* ---- battles [BATTLE p.13 sidebar; NEUTRAL p.14; PVP p.14] ---- */

static CasRusForce
force (int armies)
{
  CasRusForce f = { 0 };
  f.armies = armies;
  return f;
}

/* The sidebar: 1 army takes an empty Arable, Forest or Steppe area at no loss; 2 take an
 * empty Mountain for 1 loss; 1 cannot take it (1 does not exceed 1). */
static void
test_sidebar_battles (void)
{
  CasRusSettings set;
  CasRusBattle b;
  CasRusForce one = force (1), two = force (2);
  static const int easy[] = { CAS_RUS_ARABLE, CAS_RUS_FOREST, CAS_RUS_STEPPE };

  cas_rus_settings_init (&set);
  for (guint i = 0; i < G_N_ELEMENTS (easy); i++)
    {
      g_autoptr(CasExplain) ex = cas_explain_new ();
      cas_rus_battle_neutral (&set, &one, 0, easy[i], &b, ex);
      g_assert_true (b.legal);
      g_assert_true (b.taken);
      g_assert_cmpint (b.attacker_losses, ==, 0);
      g_assert_cmpint (b.defender_cbt, ==, 0);
      assert_cites (ex, "BATTLE p.13");
      assert_cites (ex, "NEUTRAL p.14");
      assert_all_cited (ex);
    }
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_battle_neutral (&set, &two, 0, CAS_RUS_MOUNTAIN, &b, ex);
    g_assert_cmpint (b.defender_cbt, ==, 1);
    g_assert_true (b.legal);
    g_assert_true (b.taken);
    g_assert_cmpint (b.attacker_losses, ==, 1);
    assert_says (ex, "defending a Mountain");
  }
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_battle_neutral (&set, &one, 0, CAS_RUS_MOUNTAIN, &b, ex);
    g_assert_false (b.legal);
    g_assert_false (b.taken);
    g_assert_cmpint (b.attacker_losses, ==, 0);
    assert_says (ex, "does not exceed");
  }
  /* The sidebar speaks of infantry: with Cavalry, 1 army into Forest has CBT 0. */
  {
    CasRusForce cav = force (1);
    cav.cavalry = TRUE;
    cas_rus_battle_neutral (&set, &cav, 0, CAS_RUS_FOREST, &b, NULL);
    g_assert_cmpint (b.attacker_cbt, ==, 0);
    g_assert_false (b.legal);
    cas_rus_battle_neutral (&set, &cav, 0, CAS_RUS_STEPPE, &b, NULL);
    g_assert_true (b.legal);
  }
}

/* A Neutral Kingdom's area with 2 armies: 3 invaders take it for 2 losses; 2 invaders
 * with the Campaign Lead's +1 may attack but none survive to hold it. */
static void
test_neutral_armies (void)
{
  CasRusSettings set;
  CasRusBattle b;
  CasRusForce three = force (3), lead = force (2);
  lead.campaign_lead = TRUE;
  cas_rus_settings_init (&set);
  cas_rus_battle_neutral (&set, &three, 2, CAS_RUS_ARABLE, &b, NULL);
  g_assert_true (b.legal);
  g_assert_cmpint (b.attacker_losses, ==, 2);
  g_assert_cmpint (b.defender_losses, ==, 2);
  g_assert_true (b.taken);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_battle_neutral (&set, &lead, 2, CAS_RUS_ARABLE, &b, ex);
    g_assert_cmpint (b.attacker_cbt, ==, 3);
    g_assert_true (b.legal);
    g_assert_cmpint (b.attacker_losses, ==, 2);
    g_assert_false (b.taken);
    assert_says (ex, "setting U2");
    assert_says (ex, "the area stays neutral");
  }
  /* U2 read as two bonuses. */
  set.u2_one_bonus = 0;
  g_assert_cmpint (cas_rus_basic_cbt (&set, &lead, TRUE, CAS_RUS_ARABLE, NULL), ==, 4);
  /* Terrain not entered: said so. */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_battle_neutral (&set, &three, 0, CAS_RUS_TERRAIN_UNKNOWN, &b, ex);
    g_assert_false (b.terrain_known);
    assert_says (ex, "not entered");
  }
}

/* Modifiers: Metallurgy, foreign invaders (setting U12), Teutons against the Orthodox,
 * religion entered from the mat [BATTLE p.13; INVASION p.16; INFLUENCE p.8]. */
static void
test_cbt_modifiers (void)
{
  CasRusSettings set;
  CasRusForce f = force (3);
  cas_rus_settings_init (&set);
  f.metallurgy = TRUE;
  g_assert_cmpint (cas_rus_basic_cbt (&set, &f, TRUE, CAS_RUS_ARABLE, NULL), ==, 4);
  f.religion = -1;
  g_assert_cmpint (cas_rus_basic_cbt (&set, &f, FALSE, CAS_RUS_MOUNTAIN, NULL), ==, 4);
  f = force (3);
  f.invader = CAS_RUS_VIKING_INVADERS;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_cmpint (cas_rus_basic_cbt (&set, &f, TRUE, CAS_RUS_ARABLE, ex), ==, 5);
    assert_says (ex, "setting U12");
    assert_cites (ex, "INVASION p.16");
  }
  g_assert_cmpint (cas_rus_basic_cbt (&set, &f, TRUE, CAS_RUS_FOREST, NULL), ==, 4);
  set.u12_invader_bonus = 0;
  g_assert_cmpint (cas_rus_basic_cbt (&set, &f, TRUE, CAS_RUS_ARABLE, NULL), ==, 4);
  set.u12_invader_bonus = 1;
  f.invader = CAS_RUS_TEUTON_INVADERS;
  f.against_orthodox = TRUE;
  g_assert_cmpint (cas_rus_basic_cbt (&set, &f, TRUE, CAS_RUS_ARABLE, NULL), ==, 6);
}

/* A battle between players: Tactics modifiers entered, 1 loss per 2 points of the
 * enemy's final CBT (setting U13), a tie (setting U14) [PVP p.14]. */
static void
test_player_battle (void)
{
  CasRusSettings set;
  CasRusBattle b;
  CasRusForce att = force (6), def = force (4);
  cas_rus_settings_init (&set);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_battle_player (&set, &att, &def, CAS_RUS_ARABLE, 1, 0, &b, ex);
    g_assert_true (b.legal);
    g_assert_cmpint (b.attacker_final, ==, 7);
    g_assert_cmpint (b.defender_final, ==, 4);
    g_assert_cmpint (b.winner, ==, 0);
    g_assert_cmpint (b.attacker_losses, ==, 2);
    g_assert_cmpint (b.defender_losses, ==, 3);
    g_assert_true (b.taken);
    assert_says (ex, "setting U13");
    assert_cites (ex, "PVP p.14");
    assert_all_cited (ex);
  }
  set.u13_round_up = 1;
  cas_rus_battle_player (&set, &att, &def, CAS_RUS_ARABLE, 1, 0, &b, NULL);
  g_assert_cmpint (b.defender_losses, ==, 4);
  g_assert_cmpint (b.attacker_losses, ==, 2);
  set.u13_round_up = 0;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_battle_player (&set, &att, &def, CAS_RUS_ARABLE, -1, 1, &b, ex);
    g_assert_cmpint (b.winner, ==, -1);
    g_assert_cmpint (b.attacker_losses, ==, 1);
    g_assert_cmpint (b.defender_losses, ==, 1);
    g_assert_true (b.attack_again);
    g_assert_false (b.taken);
    assert_says (ex, "setting U14");
  }
  set.u14_tie_plus = 1;
  cas_rus_battle_player (&set, &att, &def, CAS_RUS_ARABLE, -1, 1, &b, NULL);
  g_assert_cmpint (b.attacker_losses, ==, 3);
  g_assert_cmpint (b.defender_losses, ==, 3);
  /* The defender wins. */
  set.u14_tie_plus = 0;
  cas_rus_battle_player (&set, &att, &def, CAS_RUS_MOUNTAIN, -2, 2, &b, NULL);
  g_assert_cmpint (b.defender_cbt, ==, 5);
  g_assert_cmpint (b.winner, ==, 1);
  g_assert_cmpint (b.attacker_losses, ==, 3);
  g_assert_cmpint (b.defender_losses, ==, 2);
  g_assert_false (b.taken);
  /* 5 against 5 basic: no battle. */
  att = force (5);
  cas_rus_battle_player (&set, &att, &def, CAS_RUS_MOUNTAIN, 3, 0, &b, NULL);
  g_assert_false (b.legal);
  g_assert_cmpint (b.attacker_losses, ==, 0);
}

/* ---- the Black Death [BLACKDEATH p.7] ---- */

static void
test_black_death_recipes (void)
{
  CasRusSettings set;
  int lo, hi;
  cas_rus_settings_init (&set);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_black_death_recipe (CAS_RUS_STANDARD, &set, &lo, &hi, ex);
    g_assert_cmpint (lo, ==, 6);
    g_assert_cmpint (hi, ==, 6);
    assert_cites (ex, "SETUP p.2");
    assert_cites (ex, "BLACKDEATH p.7");
    assert_says (ex, "setting U4");
    assert_all_cited (ex);
  }
  cas_rus_black_death_recipe (CAS_RUS_LEARNING, &set, &lo, &hi, NULL);
  g_assert_cmpint (lo, ==, 5);
  g_assert_cmpint (hi, ==, 5);
  cas_rus_black_death_recipe (CAS_RUS_LONG, &set, &lo, &hi, NULL);
  g_assert_cmpint (lo, ==, 6);
  g_assert_cmpint (hi, ==, 9);
  /* U4: the card itself not counted. */
  set.u4_count_black_death = 0;
  cas_rus_black_death_recipe (CAS_RUS_STANDARD, &set, &lo, &hi, NULL);
  g_assert_cmpint (lo, ==, 5);
  g_assert_cmpint (hi, ==, 5);
  cas_rus_black_death_recipe (CAS_RUS_LEARNING, &set, &lo, &hi, NULL);
  g_assert_cmpint (lo, ==, 4);
  cas_rus_black_death_recipe (CAS_RUS_LONG, &set, &lo, &hi, NULL);
  g_assert_cmpint (lo, ==, 5);
  g_assert_cmpint (hi, ==, 8);
  /* U7: shuffled every turn, it may come up first. */
  set.u4_count_black_death = 1;
  set.u7_shuffle_each_turn = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_black_death_recipe (CAS_RUS_STANDARD, &set, &lo, &hi, ex);
    g_assert_cmpint (lo, ==, 1);
    g_assert_cmpint (hi, ==, 6);
    assert_says (ex, "setting U7");
  }
}

/* At the end of the Black Death turn of a standard game (6 cards): each Kingdom removes 6
 * armies or settlement steps; one with 6 pieces or fewer is wiped out [VP p.17]. */
static void
test_black_death_losses (void)
{
  CasRusState s;
  CasRusPlague p;
  static const int cards[] = { CAS_RUS_CARD_MUSCOVY, CAS_RUS_CARD_FAMINE, CAS_RUS_CARD_VIKINGS,
                               CAS_RUS_CARD_GOOD_HARVEST, CAS_RUS_CARD_HARSH_WINTER, CAS_RUS_CARD_BLACK_DEATH };
  setup (&s, 5, CAS_RUS_STANDARD, five);
  for (int i = 0; i < 6; i++)
    reveal (&s, cards[i], i + 1);
  s.turn = 6;
  s.areas[area ("kiev")].armies += 5;       /* Rus: 9 armies + a Town = 10 pieces */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_black_death (&s, &p, ex);
    g_assert_cmpint (p.losses, ==, 6);
    g_assert_cmpint (p.pieces[CAS_RUS_RUS], ==, 10);
    g_assert_cmpint (p.owed[CAS_RUS_RUS], ==, 6);
    g_assert_false (p.wiped_out[CAS_RUS_RUS]);
    g_assert_cmpint (p.pieces[CAS_RUS_SLAVS], ==, 6);   /* 4 armies + a City (2 steps) */
    g_assert_true (p.wiped_out[CAS_RUS_SLAVS]);
    g_assert_cmpint (p.pieces[CAS_RUS_MUSCOVY], ==, 0);
    g_assert_cmpint (p.owed[CAS_RUS_MUSCOVY], ==, 0);
    assert_says (ex, "cannot score");
    assert_all_cited (ex);
  }
  s.settings.u4_count_black_death = 0;
  cas_rus_black_death (&s, &p, NULL);
  g_assert_cmpint (p.losses, ==, 5);
  g_assert_false (p.wiped_out[CAS_RUS_SLAVS]);
  g_assert_true (p.wiped_out[CAS_RUS_BULGARS]);       /* 4 armies + a Town */
}

/* U3: the game ends after the turn the Black Death is revealed, or activated. */
static void
test_black_death_turn (void)
{
  CasRusState s;
  setup (&s, 5, CAS_RUS_STANDARD, five);
  s.turn = 4;
  g_assert_false (cas_rus_black_death_turn (&s, NULL));
  reveal (&s, CAS_RUS_CARD_BLACK_DEATH, 4);
  g_assert_true (cas_rus_black_death_turn (&s, NULL));
  s.settings.u3_end_on_activation = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_false (cas_rus_black_death_turn (&s, ex));
    assert_says (ex, "setting U3");
  }
  s.turn = 5;
  s.politics.activated_turn[0] = 5;
  g_assert_true (cas_rus_black_death_turn (&s, NULL));
}

/* ---- tie-breaks and the end [VP p.17; BLACKDEATH p.7; setting C1] ---- */

/* Rus and Slavs both at 4 VP: Rus has 2 Cities and 4 areas, the Slavs 1 City and 5
 * areas. The VP chapter's order (most Cities first) gives Rus the win; the Black Death
 * card's order (most areas first) gives it to the Slavs. */
static void
test_tie_break_orders (void)
{
  CasRusState s;
  CasRusEnd end;
  static const int three[] = { CAS_RUS_RUS, CAS_RUS_SLAVS, CAS_RUS_KHAZARS };
  setup (&s, 3, CAS_RUS_STANDARD, three);
  s.areas[area ("kiev")].settlement = CAS_RUS_CITY;
  s.areas[area ("ukraine")].settlement = CAS_RUS_CITY;
  s.kingdoms[CAS_RUS_SLAVS].ct_vp = 1;
  s.areas[area ("moscow")].owner = CAS_RUS_SLAVS;
  s.areas[area ("moscow")].armies = 1;
  g_assert_cmpint (cas_rus_player_vp (&s, 0, TRUE, NULL), ==, 4);
  g_assert_cmpint (cas_rus_player_vp (&s, 1, TRUE, NULL), ==, 4);

  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_true (cas_rus_tie_break_beats (&s, CAS_RUS_RUS, CAS_RUS_SLAVS, CAS_RUS_TIES_VP_P17, ex));
    assert_cites (ex, "VP p.17");
    assert_says (ex, "more Cities");
    assert_says (ex, "setting C1");
  }
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_true (cas_rus_tie_break_beats (&s, CAS_RUS_SLAVS, CAS_RUS_RUS, CAS_RUS_TIES_BLACK_DEATH_P7, ex));
    assert_cites (ex, "BLACKDEATH p.7");
    assert_says (ex, "more areas");
  }

  reveal (&s, CAS_RUS_CARD_BLACK_DEATH, 1);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_end_check (&s, &end, ex);
    g_assert_true (end.game_over);
    g_assert_true (end.black_death_end);
    g_assert_cmpint (end.n_winners, ==, 1);
    g_assert_cmpint (end.player[0], ==, 0);      /* Rus: C1 default, the VP chapter */
    g_assert_cmpint (end.player[1], ==, 1);
    g_assert_cmpint (end.player[2], ==, 2);
    assert_says (ex, "setting C1");
    assert_all_cited (ex);
  }
  s.settings.c1_order = CAS_RUS_TIES_BLACK_DEATH_P7;
  cas_rus_end_check (&s, &end, NULL);
  g_assert_cmpint (end.player[0], ==, 1);        /* Slavs */

  /* Equal on every count: the higher Kingdom number. */
  s.areas[area ("moscow")].owner = -1;
  s.areas[area ("ukraine")].settlement = CAS_RUS_NO_SETTLEMENT;
  s.kingdoms[CAS_RUS_SLAVS].ct_vp = 0;
  s.kingdoms[CAS_RUS_RUS].ct_vp = 1;
  s.settings.c1_order = CAS_RUS_TIES_VP_P17;
  g_assert_true (cas_rus_tie_break_beats (&s, CAS_RUS_SLAVS, CAS_RUS_RUS, CAS_RUS_TIES_VP_P17, NULL));
  g_assert_true (cas_rus_tie_break_beats (&s, CAS_RUS_SLAVS, CAS_RUS_RUS, CAS_RUS_TIES_BLACK_DEATH_P7, NULL));
  g_assert_false (cas_rus_tie_break_beats (&s, CAS_RUS_RUS, CAS_RUS_SLAVS, CAS_RUS_TIES_VP_P17, NULL));
}

/* 8 VP at the end of a turn wins; several at once: setting U16; a Kingdom wiped out by
 * the Black Death cannot score [VP p.17]. */
static void
test_end_check (void)
{
  CasRusState s;
  CasRusEnd end;
  setup (&s, 5, CAS_RUS_STANDARD, five);
  cas_rus_end_check (&s, &end, NULL);
  g_assert_false (end.game_over);
  g_assert_cmpint (end.n_ranked, ==, 5);

  s.players[3].submissions = 6;      /* Rus 2 + 6 = 8 */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_end_check (&s, &end, ex);
    g_assert_true (end.game_over);
    g_assert_false (end.black_death_end);
    g_assert_cmpint (end.n_winners, ==, 1);
    g_assert_cmpint (end.player[0], ==, 3);
    g_assert_cmpint (end.vp[0], ==, 8);
    assert_says (ex, "wins");
  }
  s.players[4].submissions = 6;      /* Slavs 3 + 6 = 9 */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_end_check (&s, &end, ex);
    g_assert_cmpint (end.n_at_goal, ==, 2);
    g_assert_cmpint (end.n_winners, ==, 1);
    g_assert_cmpint (end.player[0], ==, 4);
    assert_says (ex, "setting U16");
  }
  s.settings.u16_shared = 1;
  cas_rus_end_check (&s, &end, NULL);
  g_assert_cmpint (end.n_winners, ==, 2);

  /* Two players: a Kingdom must reach 8 [TWOP p.19]. */
  setup (&s, 2, CAS_RUS_STANDARD, NULL);
  s.kingdoms[CAS_RUS_SLAVS].ct_vp = 5;
  s.kingdoms[CAS_RUS_KHAZARS].ct_vp = 6;
  cas_rus_end_check (&s, &end, NULL);
  g_assert_true (end.game_over);
  g_assert_cmpint (end.n_ranked, ==, 4);
  g_assert_cmpint (end.kingdom[0], ==, CAS_RUS_SLAVS);
  g_assert_cmpint (end.player[0], ==, 0);

  /* Wiped out: ranked last whatever its VP. */
  setup (&s, 3, CAS_RUS_STANDARD, five);
  s.kingdoms[CAS_RUS_KHAZARS].status = CAS_RUS_WIPED_OUT;
  s.players[2].submissions = 5;
  reveal (&s, CAS_RUS_CARD_BLACK_DEATH, 1);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_end_check (&s, &end, ex);
    g_assert_true (end.black_death_end);
    g_assert_cmpint (end.player[2], ==, 2);
    g_assert_false (end.scores[2]);
    g_assert_cmpint (end.player[0], ==, 1);    /* Lithuanians and Bulgars alike but for */
    g_assert_cmpint (end.player[1], ==, 0);    /* the Kingdom number: 2 beats 1 */
    assert_says (ex, "cannot score");
  }
}

/* ---- Vassals [SUBMIT p.13; VASSAL p.15; TRIBUTE p.9; REBEL p.9] ---- */

/* A Kingdom may submit only if afterwards it holds no more VP than the invader (whose
 * player gains 1); to Vikings or Teutons whatever its VP [INVASION p.16]; never to a
 * second Ruler, nor to its Influencer [INFLUENCE p.8]. */
static void
test_submission (void)
{
  CasRusState s;
  CasRusSubmission sub;
  static const int three[] = { CAS_RUS_SLAVS, CAS_RUS_BULGARS, CAS_RUS_RUS };
  setup (&s, 5, CAS_RUS_STANDARD, five);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_submission (&s, CAS_RUS_RUS, CAS_RUS_SLAVS, CAS_RUS_NO_INVADER, &sub, ex);
    g_assert_true (sub.allowed);
    g_assert_cmpint (sub.vassal_vp, ==, 2);
    g_assert_cmpint (sub.invader_vp, ==, 4);
    assert_cites (ex, "SUBMIT p.13");
    assert_all_cited (ex);
  }
  /* Slavs 3 VP against the Bulgars' 0 + 1. */
  cas_rus_submission (&s, CAS_RUS_SLAVS, CAS_RUS_BULGARS, CAS_RUS_NO_INVADER, &sub, NULL);
  g_assert_false (sub.allowed);
  /* Khazars 1 VP against the Bulgars' 0 + 1: as many is enough. */
  cas_rus_submission (&s, CAS_RUS_KHAZARS, CAS_RUS_BULGARS, CAS_RUS_NO_INVADER, &sub, NULL);
  g_assert_true (sub.allowed);
  cas_rus_submission (&s, CAS_RUS_SLAVS, -1, CAS_RUS_VIKING_INVADERS, &sub, NULL);
  g_assert_true (sub.allowed);
  s.kingdoms[CAS_RUS_RUS].ruler = CAS_RUS_KHAZARS;
  cas_rus_submission (&s, CAS_RUS_RUS, CAS_RUS_SLAVS, CAS_RUS_NO_INVADER, &sub, NULL);
  g_assert_false (sub.allowed);
  cas_rus_submission (&s, CAS_RUS_RUS, -1, CAS_RUS_TEUTON_INVADERS, &sub, NULL);
  g_assert_false (sub.allowed);

  /* The Khazars, Neutral (1 VP), Influenced by the Slavs' player. */
  setup (&s, 3, CAS_RUS_STANDARD, three);
  s.kingdoms[CAS_RUS_KHAZARS].influenced_by = 0;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_submission (&s, CAS_RUS_KHAZARS, CAS_RUS_SLAVS, CAS_RUS_NO_INVADER, &sub, ex);
    g_assert_false (sub.allowed);
    assert_cites (ex, "INFLUENCE p.8");
  }
  cas_rus_submission (&s, CAS_RUS_KHAZARS, CAS_RUS_RUS, CAS_RUS_NO_INVADER, &sub, NULL);
  g_assert_true (sub.allowed);
  g_assert_cmpint (sub.vassal_vp, ==, 1);
}

/* In the Influence/Tribute round a Vassal with more VP than its Ruler must rebel; one
 * with no resource neither pays nor rebels. */
static void
test_tribute (void)
{
  CasRusState s;
  CasRusTribute t;
  setup (&s, 5, CAS_RUS_STANDARD, five);
  cas_rus_tribute (&s, CAS_RUS_BULGARS, &t, NULL);
  g_assert_false (t.vassal);
  s.kingdoms[CAS_RUS_BULGARS].ruler = CAS_RUS_RUS;
  cas_rus_tribute (&s, CAS_RUS_BULGARS, &t, NULL);
  g_assert_true (t.vassal);
  g_assert_false (t.must_rebel);
  g_assert_true (t.owes_tribute);
  s.players[0].submissions = 3;          /* 3 VP against Rus's 2 */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_tribute (&s, CAS_RUS_BULGARS, &t, ex);
    g_assert_true (t.must_rebel);
    g_assert_cmpint (t.vassal_vp, ==, 3);
    g_assert_cmpint (t.ruler_vp, ==, 2);
    assert_cites (ex, "REBEL p.9");
    assert_all_cited (ex);
  }
  s.players[0].submissions = 0;
  memset (s.kingdoms[CAS_RUS_BULGARS].resources, 0, sizeof s.kingdoms[0].resources);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_tribute (&s, CAS_RUS_BULGARS, &t, ex);
    g_assert_false (t.owes_tribute);
    g_assert_false (t.must_rebel);
    assert_says (ex, "neither Tribute nor rebellion");
  }
}

/* ---- resources [COMMOD p.10; HARVEST p.9; MAINT p.11] ---- */

static void
test_money_substitution (void)
{
  CasRusCost cost;
  CasRusPayment pay;
  int store[CAS_RUS_N_RESOURCES] = { 0 };

  /* A Town (1 Grain + 1 Timber) with 1 Timber and 2 Money: Money stands in for the Grain. */
  store[CAS_RUS_TIMBER] = 1;
  store[CAS_RUS_MONEY] = 2;
  cas_rus_cost_settlement (CAS_RUS_TOWN, &cost);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_true (cas_rus_pay (store, &cost, &pay, ex));
    g_assert_cmpint (pay.money_for_basics, ==, 1);
    g_assert_cmpint (pay.use[CAS_RUS_TIMBER], ==, 1);
    g_assert_cmpint (pay.use[CAS_RUS_MONEY], ==, 1);
    assert_cites (ex, "COMMOD p.10");
    assert_all_cited (ex);
  }
  /* A Fortress (1 Timber + 1 Ore + 1 Building Supplies): Money covers the Ore, never
   * the Building Supplies. */
  store[CAS_RUS_MONEY] = 5;
  cas_rus_cost_settlement (CAS_RUS_FORTRESS, &cost);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_false (cas_rus_pay (store, &cost, &pay, ex));
    g_assert_cmpint (pay.short_commodities, ==, 1);
    g_assert_cmpint (pay.short_basics, ==, 0);
    g_assert_cmpint (pay.money_for_basics, ==, 1);
    assert_says (ex, "Money cannot replace");
  }
  store[CAS_RUS_SUPPLIES] = 1;
  g_assert_true (cas_rus_pay (store, &cost, &pay, NULL));
  /* A City (1 Grain + 1 Timber + 2 Ore) from 1 Timber and 2 Money: 1 Basic short. */
  store[CAS_RUS_MONEY] = 2;
  cas_rus_cost_settlement (CAS_RUS_CITY, &cost);
  g_assert_false (cas_rus_pay (store, &cost, &pay, NULL));
  g_assert_cmpint (pay.short_basics, ==, 1);
  /* 2 armies, 1 Grain or Livestock each, from 1 Livestock and 1 Money [RECRUIT p.12]. */
  memset (store, 0, sizeof store);
  store[CAS_RUS_LIVESTOCK] = 1;
  store[CAS_RUS_MONEY] = 1;
  cas_rus_cost_army (2, &cost);
  g_assert_true (cas_rus_pay (store, &cost, &pay, NULL));
  g_assert_cmpint (pay.use[CAS_RUS_LIVESTOCK], ==, 1);
  g_assert_cmpint (pay.use[CAS_RUS_MONEY], ==, 1);
  /* Nothing stands in for a Money cost. */
  memset (&cost, 0, sizeof cost);
  cost.need[CAS_RUS_MONEY] = 1;
  memset (store, 0, sizeof store);
  store[CAS_RUS_GRAIN] = 3;
  g_assert_false (cas_rus_pay (store, &cost, &pay, NULL));
  g_assert_cmpint (pay.short_commodities, ==, 1);
}

static void
test_resource_limit (void)
{
  CasRusState s;
  int limit;
  setup (&s, 5, CAS_RUS_STANDARD, five);
  s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_GRAIN] = 8;      /* 8 + 1 Livestock + 3 Ore */
  s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_ORE] = 3;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_cmpint (cas_rus_resource_limit (&s, CAS_RUS_RUS, &limit, ex), ==, 2);
    g_assert_cmpint (limit, ==, 10);
    assert_cites (ex, "HARVEST p.9");
    assert_all_cited (ex);
  }
  s.kingdoms[CAS_RUS_RUS].warehouse = 1;
  g_assert_cmpint (cas_rus_resource_limit (&s, CAS_RUS_RUS, &limit, NULL), ==, 0);
  g_assert_cmpint (limit, ==, 20);
  s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_CLOTH] = 11;
  g_assert_cmpint (cas_rus_resource_limit (&s, CAS_RUS_RUS, &limit, NULL), ==, 3);
  g_assert_cmpint (cas_rus_resource_limit (&s, CAS_RUS_BULGARS, &limit, NULL), ==, 0);
}

/* Turn 3: Kiev a City from turn 1, Ukraine a Fortress from turn 2, Crimea a City built
 * this turn (no upkeep yet). */
static void
test_upkeep (void)
{
  CasRusState s;
  CasRusUpkeep u;
  CasRusKingdom *rus;
  setup (&s, 5, CAS_RUS_STANDARD, five);
  rus = &s.kingdoms[CAS_RUS_RUS];
  s.turn = 3;
  s.areas[area ("kiev")].settlement = CAS_RUS_CITY;
  s.areas[area ("kiev")].built_turn = 1;
  s.areas[area ("ukraine")].settlement = CAS_RUS_FORTRESS;
  s.areas[area ("ukraine")].built_turn = 2;
  s.areas[area ("crimea")].settlement = CAS_RUS_CITY;
  s.areas[area ("crimea")].built_turn = 3;

  /* Nobody picked Construction: no upkeep (inferred). */
  cas_rus_upkeep (&s, CAS_RUS_RUS, &u, NULL);
  g_assert_cmpint (u.due, ==, 0);

  pick (&s, CAS_RUS_CONSTRUCTION, 0, 1);   /* the Bulgars' player leads */
  rus->resources[CAS_RUS_GRAIN] = 0;      /* 1 Livestock left */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_upkeep (&s, CAS_RUS_RUS, &u, ex);
    g_assert_cmpint (u.due, ==, 2);
    g_assert_cmpint (u.payable, ==, 1);
    g_assert_cmpint (u.discount, ==, 0);
    g_assert_cmpint (u.unpaid, ==, 1);
    assert_says (ex, "Crimea: built this turn");
    assert_says (ex, "drop a level");
    assert_cites (ex, "MAINT p.11");
    assert_all_cited (ex);
  }
  rus->resources[CAS_RUS_MONEY] = 1;      /* Money pays upkeep too */
  cas_rus_upkeep (&s, CAS_RUS_RUS, &u, NULL);
  g_assert_cmpint (u.unpaid, ==, 0);
  /* Nothing in store, but Rus leads Construction: one upkeep is free. */
  memset (rus->resources, 0, sizeof rus->resources);
  pick (&s, CAS_RUS_CONSTRUCTION, 3, 1);
  cas_rus_upkeep (&s, CAS_RUS_RUS, &u, NULL);
  g_assert_cmpint (u.discount, ==, 1);
  g_assert_cmpint (u.unpaid, ==, 1);
  /* A downgrade's effect on VP: the Fortress -> City keeps its VP, a City -> Town loses it. */
  g_assert_cmpint (cas_rus_kingdom_vp (&s, CAS_RUS_RUS, NULL, NULL), ==, 2 + 1 + 1 + 1);
  s.areas[area ("ukraine")].settlement = CAS_RUS_CITY;
  g_assert_cmpint (cas_rus_kingdom_vp (&s, CAS_RUS_RUS, NULL, NULL), ==, 5);
  s.areas[area ("kiev")].settlement = CAS_RUS_TOWN;
  g_assert_cmpint (cas_rus_kingdom_vp (&s, CAS_RUS_RUS, NULL, NULL), ==, 4);
}

/* Stacking [STACK p.12]: Arable/Steppe 3, Forest 2, Mountain/Taiga 1; +1 Town, +2 City
 * or Fortress; unknown terrain gives no number. */
static void
test_stacking (void)
{
  g_assert_cmpint (cas_rus_stacking_limit (CAS_RUS_ARABLE, CAS_RUS_NO_SETTLEMENT), ==, 3);
  g_assert_cmpint (cas_rus_stacking_limit (CAS_RUS_STEPPE, CAS_RUS_TOWN), ==, 4);
  g_assert_cmpint (cas_rus_stacking_limit (CAS_RUS_FOREST, CAS_RUS_CITY), ==, 4);
  g_assert_cmpint (cas_rus_stacking_limit (CAS_RUS_MOUNTAIN, CAS_RUS_FORTRESS), ==, 3);
  g_assert_cmpint (cas_rus_stacking_limit (CAS_RUS_TAIGA, CAS_RUS_NO_SETTLEMENT), ==, 1);
  g_assert_cmpint (cas_rus_stacking_limit (CAS_RUS_TERRAIN_UNKNOWN, CAS_RUS_TOWN), ==, -1);
}

/* At the end of a round, armies over the limits go; one area may hold twice its limit
 * [STACK p.12]. Rus: Kiev Steppe + Town (4) with 7, Ukraine Forest (2) with 4, Crimea
 * Mountain (1) with 1, Pecheneg not entered. The overstack saves 3 in Kiev, 2 in
 * Ukraine: Kiev it is, and 2 go from Ukraine. */
static void
test_stacking_excess (void)
{
  CasRusState s;
  CasRusStacking st;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  setup (&s, 5, CAS_RUS_STANDARD, five);
  s.areas[area ("kiev")].terrain = CAS_RUS_STEPPE;
  s.areas[area ("kiev")].armies = 7;
  s.areas[area ("ukraine")].terrain = CAS_RUS_FOREST;
  s.areas[area ("ukraine")].armies = 4;
  s.areas[area ("crimea")].terrain = CAS_RUS_MOUNTAIN;
  cas_rus_stacking_excess (&s, CAS_RUS_RUS, &st, ex);
  g_assert_cmpint (st.overstack, ==, area ("kiev"));
  g_assert_cmpint (st.excess[area ("kiev")], ==, 0);
  g_assert_cmpint (st.excess[area ("ukraine")], ==, 2);
  g_assert_cmpint (st.excess[area ("crimea")], ==, 0);
  g_assert_cmpint (st.removed, ==, 2);
  g_assert_cmpint (st.n_unknown, ==, 1);
  assert_cites (ex, "STACK p.12");
  assert_says (ex, "no terrain entered");
  assert_all_cited (ex);
  /* 10 in Kiev: 8 may stay. */
  s.areas[area ("kiev")].armies = 10;
  cas_rus_stacking_excess (&s, CAS_RUS_RUS, &st, NULL);
  g_assert_cmpint (st.overstack, ==, area ("kiev"));
  g_assert_cmpint (st.removed, ==, 2 + 2);
  /* Nothing over: no overstack needed. */
  cas_rus_stacking_excess (&s, CAS_RUS_SLAVS, &st, NULL);
  g_assert_cmpint (st.removed, ==, 0);
  g_assert_cmpint (st.overstack, ==, -1);
  g_assert_cmpint (st.n_unknown, ==, 4);
}

/* ---- the state: flat layout and JSON ---- */

static void
test_state_json (void)
{
  CasRusState s, back;
  g_autoptr(GError) error = NULL;
  static const int four[] = { CAS_RUS_RUS, CAS_RUS_SLAVS, CAS_RUS_KHAZARS, CAS_RUS_LITHUANIANS };

  setup (&s, 4, CAS_RUS_LONG, four);
  g_assert_cmpint (cas_rus_state_cells (&s)[0], ==, 4);
  g_assert_cmpuint (CAS_RUS_N_CELLS * sizeof (int), ==, sizeof s);
  s.turn = 3;
  s.round = 4;
  s.settings.u13_round_up = 1;
  s.settings.c1_order = CAS_RUS_TIES_BLACK_DEATH_P7;
  s.players[1].submissions = 2;
  s.players[2].switches = 1;
  s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_PAPER] = 2;
  s.kingdoms[CAS_RUS_RUS].warehouse = 1;
  s.kingdoms[CAS_RUS_RUS].religion = CAS_RUS_ORTHODOX;
  s.kingdoms[CAS_RUS_BULGARS].ruler = CAS_RUS_RUS;
  s.areas[area ("kiev")].terrain = CAS_RUS_STEPPE;
  s.areas[area ("kiev")].built_turn = 2;
  s.areas[30].owner = CAS_RUS_RUS;           /* a table-entered area */
  s.areas[30].armies = 2;
  s.n_areas = 31;
  pick (&s, CAS_RUS_HARVEST, 2, 1);
  s.track.money[CAS_RUS_TRADE] = 2;
  reveal (&s, CAS_RUS_CARD_MUSCOVY, 1);
  reveal (&s, CAS_RUS_CARD_TEUTONS, 2);
  s.politics.activated_turn[1] = 2;
  {
    g_autoptr(JsonNode) node = cas_rus_state_to_json (&s);
    g_autofree char *text = json_to_string (node, TRUE);
    g_autoptr(JsonNode) again = json_from_string (text, &error);
    g_assert_no_error (error);
    g_assert_true (strstr (text, "\"area-31\"") != NULL);
    g_assert_true (strstr (text, "\"u13_round_up\" : true") != NULL);
    g_assert_true (cas_rus_state_from_json (&back, again, &error));
    g_assert_no_error (error);
    g_assert_true (cas_rus_state_equal (&s, &back));
  }
  /* Bad input names the member and leaves the state alone. */
  {
    static const char *const bad[] = {
      "{\"players\": 6}",
      "{\"players\": 3, \"kingdoms\": {\"rus\": {\"resources\": {\"gold\": 1}}}}",
      "{\"players\": 3, \"areas\": {\"atlantis\": {}}}",
      "{\"players\": 3, \"areas\": {\"kiev\": {\"armies\": -1}}}",
      "{\"players\": 3, \"areas\": {\"kiev\": {\"owner\": \"romans\"}}}",
      "{\"players\": 3, \"seats\": [{}]}",
      "{\"players\": 3, \"politics\": {\"revealed\": [{\"card\": \"famine\"}, {\"card\": \"famine\"}]}}",
      "{\"players\": 3, \"settings\": {\"u13_round_up\": 1}}",
      "{\"players\": 3, \"turn\": \"three\"}",
      "[]",
    };
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(JsonNode) node = json_from_string (bad[i], NULL);
        back = s;
        g_assert_false (cas_rus_state_from_json (&back, node, &error));
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
        g_clear_error (&error);
        g_assert_true (cas_rus_state_equal (&s, &back));
      }
  }
  /* A minimal file: the setup of that many players. */
  {
    g_autoptr(JsonNode) node = json_from_string ("{\"players\": 5}", NULL);
    CasRusState fresh;
    setup (&fresh, 5, CAS_RUS_STANDARD, five);
    g_assert_true (cas_rus_state_from_json (&back, node, &error));
    g_assert_true (cas_rus_state_equal (&fresh, &back));
  }
}

static void
test_ids (void)
{
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    g_assert_cmpint (cas_rus_kingdom_from_id (cas_rus_kingdom_id (k)), ==, k);
  for (int a = 0; a < CAS_RUS_N_ACTIONS; a++)
    g_assert_cmpint (cas_rus_action_from_id (cas_rus_action_id (a)), ==, a);
  for (int c = 0; c < CAS_RUS_N_POLITICS; c++)
    g_assert_cmpint (cas_rus_card_from_id (cas_rus_card_id (c)), ==, c);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    g_assert_cmpint (cas_rus_resource_from_id (cas_rus_resource_id (r)), ==, r);
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    {
      g_autofree char *id = cas_rus_area_id (a);
      g_assert_cmpint (cas_rus_area_from_id (id), ==, a);
    }
  g_assert_cmpint (cas_rus_area_from_id ("area-3"), ==, -1);     /* a known slot has a name */
  g_assert_cmpint (cas_rus_area_from_id ("area-65"), ==, -1);
  g_assert_cmpint (cas_rus_kingdom_from_id ("romans"), ==, -1);
  g_assert_cmpint (CAS_RUS_CAMPAIGN + 1, ==, 8);                /* card numbers */
  g_assert_cmpint (CAS_RUS_MUSCOVY + 1, ==, 7);                 /* VP p.17: 7 Muscovy */
  g_assert_cmpint (CAS_RUS_RUS + 1, ==, 4);
}

/* ---- payments, Harvest, countermix, construction, diplomacy, proposals (issue 18) ---- */

static void
assert_actions (const CasExplain *ex, const char *const *want)
{
  guint n = 0;
  for (; want[n]; n++)
    {
      g_assert_cmpuint (n, <, cas_explain_get_n_actions (ex));
      g_assert_cmpstr (cas_explain_get_action (ex, n), ==, want[n]);
    }
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, n);
}

/* The cost words: a City is 1 Grain, 1 Timber, 2 Ore [BUILD p.11]; 3 armies are 3 Grain
 * or Livestock [RECRUIT p.12]. */
static void
test_cost_parse (void)
{
  CasRusCost c;
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_rus_cost_parse ("city", &c, NULL));
  g_assert_cmpint (c.need[CAS_RUS_GRAIN], ==, 1);
  g_assert_cmpint (c.need[CAS_RUS_TIMBER], ==, 1);
  g_assert_cmpint (c.need[CAS_RUS_ORE], ==, 2);
  g_assert_cmpint (c.grain_or_livestock, ==, 0);
  g_assert_true (cas_rus_cost_parse ("armies:3,ore:2,timber", &c, NULL));
  g_assert_cmpint (c.grain_or_livestock, ==, 3);
  g_assert_cmpint (c.need[CAS_RUS_ORE], ==, 2);
  g_assert_cmpint (c.need[CAS_RUS_TIMBER], ==, 1);
  g_assert_false (cas_rus_cost_parse ("gold", &c, &error));
  g_assert_nonnull (strstr (error->message, "gold"));
  g_clear_error (&error);
  g_assert_false (cas_rus_cost_parse ("ore:0", &c, &error));
  g_clear_error (&error);
  g_assert_false (cas_rus_cost_parse ("", &c, &error));
}

/* A City for the Bulgars with 1 Grain and 2 Money: Timber and 2 Ore missing, Money covers
 * 2 of the 3, so not payable [COMMOD p.10]. With the Khazars Influenced by the Bulgars'
 * player and holding 1 Timber, the pooled store pays [INFLUENCE p.8]: the Khazars' Timber
 * first, then the Bulgars' Grain and 2 Money for the Ore. */
static void
test_kingdom_payment (void)
{
  static const int three[] = { CAS_RUS_SLAVS, CAS_RUS_BULGARS, CAS_RUS_RUS };
  static const char *const want[] = { "resource bulgars grain -1", "resource bulgars money -2", "resource khazars timber -1", NULL };
  CasRusState s;
  CasRusCost city;
  CasRusKingdomPayment pay;

  setup (&s, 3, CAS_RUS_STANDARD, three);
  memset (s.kingdoms[CAS_RUS_BULGARS].resources, 0, sizeof s.kingdoms[0].resources);
  memset (s.kingdoms[CAS_RUS_KHAZARS].resources, 0, sizeof s.kingdoms[0].resources);
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_GRAIN] = 1;
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_MONEY] = 2;
  cas_rus_cost_settlement (CAS_RUS_CITY, &city);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_false (cas_rus_kingdom_pay (&s, CAS_RUS_BULGARS, &city, &pay, ex));
    g_assert_cmpint (pay.kingdom[1], ==, -1);
    g_assert_cmpint (pay.payment.money_for_basics, ==, 2);
    g_assert_cmpint (pay.payment.short_basics, ==, 1);
    g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
    assert_says (ex, "1 Basic short");
    assert_all_cited (ex);
  }
  s.kingdoms[CAS_RUS_KHAZARS].influenced_by = 1;
  s.kingdoms[CAS_RUS_KHAZARS].resources[CAS_RUS_TIMBER] = 1;
  g_assert_cmpint (cas_rus_pool_partner (&s, CAS_RUS_BULGARS), ==, CAS_RUS_KHAZARS);
  g_assert_cmpint (cas_rus_pool_partner (&s, CAS_RUS_KHAZARS), ==, CAS_RUS_BULGARS);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_true (cas_rus_kingdom_pay (&s, CAS_RUS_BULGARS, &city, &pay, ex));
    g_assert_cmpint (pay.kingdom[1], ==, CAS_RUS_KHAZARS);
    g_assert_cmpint (pay.use[1][CAS_RUS_TIMBER], ==, 1);
    g_assert_cmpint (pay.use[0][CAS_RUS_MONEY], ==, 2);
    assert_cites (ex, "INFLUENCE p.8");
    assert_actions (ex, want);
  }
}

/* The Bulgars' land as two Arable areas and the rest Taiga (two areas): 1 Grain, 1
 * Livestock or Timber from the Taiga, +1 as Harvest Lead = 3 tiles [HARVEST p.9; TAIGA
 * p.9]. Alchemy and Architecture both turn Ore: one conversion only (U10's default);
 * Carpentry adds one from Timber [COMMOD p.10]. */
static void
test_harvest (void)
{
  CasRusState s;
  CasRusHarvest h;
  int n = 0;

  setup (&s, 5, CAS_RUS_STANDARD, five);
  for (int a = 0; a < s.n_areas; a++)
    if (s.areas[a].owner == CAS_RUS_BULGARS)
      s.areas[a].terrain = n++ < 2 ? CAS_RUS_ARABLE : CAS_RUS_TAIGA;
  g_assert_cmpint (n, ==, 4);
  s.track.picker[CAS_RUS_HARVEST] = 0;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_ALCHEMY] = 1;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_ARCHITECTURE] = 1;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_CARPENTRY] = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    static const char *const want[] = { "resource bulgars grain +1", NULL };
    cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, ex);
    g_assert_cmpint (h.yields[CAS_RUS_GRAIN], ==, 1);
    g_assert_cmpint (h.yields[CAS_RUS_ORE], ==, 0);
    g_assert_cmpint (h.taiga_areas, ==, 2);
    g_assert_cmpint (h.taiga, ==, 1);
    g_assert_true (h.lead);
    g_assert_cmpint (h.tiles, ==, 3);
    g_assert_cmpint (h.conversions[CAS_RUS_MONEY], ==, 1);
    g_assert_cmpint (h.conversions[CAS_RUS_SUPPLIES], ==, 1);
    g_assert_cmpint (h.n_unknown, ==, 0);
    assert_cites (ex, "TAIGA p.9");
    assert_says (ex, "U10");
    assert_says (ex, "U9");
    assert_says (ex, "2 Taiga areas");
    assert_all_cited (ex);
    assert_actions (ex, want);
  }
  /* One Taiga area yields nothing; an unknown terrain is counted as such. */
  for (int a = 0, seen = 0; a < s.n_areas; a++)
    if (s.areas[a].owner == CAS_RUS_BULGARS && s.areas[a].terrain == CAS_RUS_TAIGA && seen++ == 0)
      s.areas[a].terrain = CAS_RUS_TERRAIN_UNKNOWN;
  s.track.picker[CAS_RUS_HARVEST] = -1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, ex);
    g_assert_cmpint (h.taiga, ==, 0);
    g_assert_cmpint (h.n_unknown, ==, 1);
    g_assert_cmpint (h.tiles, ==, 1);
    assert_says (ex, "1 held area has no terrain entered");
  }
}

/* The Bulgars' 40 pieces [STACK p.12]: 4 armies on the map, Mining and Metallurgy (2 C&T
 * markers), an Envoy at China, a marker on Rus's chart (ally), 2 on the Khazars' chart
 * as their Vassal, 2 pick markers before the rounds, 1 objective +1VP marker and the VP
 * counter: 14 in play, 26 free. */
static void
test_countermix (void)
{
  CasRusState s;
  CasRusCountermix m;
  CasRusKingdom *b;

  setup (&s, 5, CAS_RUS_STANDARD, five);
  b = &s.kingdoms[CAS_RUS_BULGARS];
  memset (b->abilities, 0, sizeof b->abilities);
  b->abilities[CAS_RUS_MINING] = 1;
  b->metallurgy_turn = 2;
  b->cavalry = 0;
  b->warehouse = 0;
  b->envoys[CAS_RUS_CHINA] = 1;
  b->allies[CAS_RUS_RUS] = s.kingdoms[CAS_RUS_RUS].allies[CAS_RUS_BULGARS] = 1;
  b->ruler = CAS_RUS_KHAZARS;
  s.track.picker[CAS_RUS_HARVEST] = 0;
  s.track.picker[CAS_RUS_CAMPAIGN] = 0;
  s.players[0].objective_vp = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_countermix (&s, CAS_RUS_BULGARS, &m, ex);
    g_assert_cmpint (m.armies, ==, 4);
    g_assert_cmpint (m.abilities, ==, 2);
    g_assert_cmpint (m.envoys, ==, 1);
    g_assert_cmpint (m.allies, ==, 1);
    g_assert_cmpint (m.vassal_markers, ==, 2);
    g_assert_cmpint (m.picks, ==, 2);
    g_assert_cmpint (m.vp_markers, ==, 1);
    g_assert_cmpint (m.vp_counter, ==, 1);
    g_assert_cmpint (m.in_play, ==, 14);
    g_assert_cmpint (m.free, ==, 26);
    assert_says (ex, "4 armies on the map");
    assert_says (ex, "Castellan's reading");
    assert_all_cited (ex);
  }
  /* The Khazars hold the Ruler marker; in round 8 the Harvest pick is back in stock. */
  cas_rus_countermix (&s, CAS_RUS_KHAZARS, &m, NULL);
  g_assert_cmpint (m.ruler_markers, ==, 1);
  s.round = 8;
  cas_rus_countermix (&s, CAS_RUS_BULGARS, &m, NULL);
  g_assert_cmpint (m.picks, ==, 1);
  /* 38 more armies: the box holds 40. */
  s.areas[area ("bulgar")].armies += 38;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_countermix (&s, CAS_RUS_BULGARS, &m, ex);
    g_assert_cmpint (m.free, <, 0);
    assert_says (ex, "more than the countermix holds");
  }
}

/* What the Bulgars may build [BUILD p.11]: a Town on each bare area (1 Grain + 1 Timber),
 * a City on the capital's Town; not on a Town built this turn; not when the 10 Cities
 * (U1's default) are all on the map. Recruitment [RECRUIT p.12]: 1 free army per
 * settlement, +1 for the Lead, and as many bought as Grain + Livestock + Money. */
static void
test_construction_recruitment (void)
{
  CasRusState s;
  CasRusConstruction c;
  CasRusCountermix m;
  CasRusRecruitment r;
  int bulgar = area ("bulgar"), volga = area ("volga");

  setup (&s, 5, CAS_RUS_STANDARD, five);
  s.turn = 3;
  g_assert_cmpint (s.areas[bulgar].settlement, ==, CAS_RUS_TOWN);
  memset (s.kingdoms[CAS_RUS_BULGARS].resources, 0, sizeof s.kingdoms[0].resources);
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_GRAIN] = 1;
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_TIMBER] = 1;
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_LIVESTOCK] = 2;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    int towns = cas_rus_settlements_left (&s, CAS_RUS_TOWN, NULL);
    cas_rus_construction (&s, CAS_RUS_BULGARS, &c, ex);
    g_assert_cmpint (c.n_steps, ==, 4);
    g_assert_cmpint (c.left[CAS_RUS_TOWN], ==, towns);
    for (int i = 0; i < c.n_steps; i++)
      {
        const CasRusConstructionStep *st = &c.steps[i];
        if (st->area == bulgar)
          {
            g_assert_cmpint (st->level, ==, CAS_RUS_CITY);
            g_assert_true (st->allowed);
            g_assert_false (st->payable);      /* 2 Ore missing, no Money */
          }
        else
          {
            g_assert_cmpint (st->level, ==, CAS_RUS_TOWN);
            g_assert_true (st->allowed);
            g_assert_true (st->payable);
          }
      }
    assert_says (ex, "U1");
    assert_all_cited (ex);
  }
  /* A Town built this turn may not become a City before the next. */
  s.areas[volga].settlement = CAS_RUS_TOWN;
  s.areas[volga].built_turn = 3;
  cas_rus_construction (&s, CAS_RUS_BULGARS, &c, NULL);
  for (int i = 0; i < c.n_steps; i++)
    if (c.steps[i].area == volga)
      {
        g_assert_true (c.steps[i].fresh);
        g_assert_false (c.steps[i].allowed);
      }
  g_assert_cmpint (cas_rus_settlements_left (&s, CAS_RUS_TOWN, NULL), ==, c.left[CAS_RUS_TOWN]);
  /* Every City on the map: none left for the capital. */
  for (int a = 0, n = cas_rus_settlements_left (&s, CAS_RUS_CITY, NULL); n > 0 && a < s.n_areas; a++)
    if (s.areas[a].owner != CAS_RUS_BULGARS && s.areas[a].settlement == CAS_RUS_NO_SETTLEMENT)
      s.areas[a].settlement = CAS_RUS_CITY, n--;
  cas_rus_construction (&s, CAS_RUS_BULGARS, &c, NULL);
  g_assert_cmpint (c.left[CAS_RUS_CITY], ==, 0);
  for (int i = 0; i < c.n_steps; i++)
    if (c.steps[i].area == bulgar)
      g_assert_false (c.steps[i].allowed);

  /* Recruitment: Towns at Bulgar and Volga, the Lead's army, 3 Grain/Livestock. */
  s.track.picker[CAS_RUS_RECRUITMENT] = 0;
  cas_rus_countermix (&s, CAS_RUS_BULGARS, &m, NULL);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_recruitment (&s, CAS_RUS_BULGARS, &m, &r, ex);
    g_assert_cmpint (r.settlements, ==, 2);
    g_assert_true (r.lead);
    g_assert_cmpint (r.free_armies, ==, 3);
    g_assert_cmpint (r.payable, ==, 3);
    g_assert_cmpint (r.bought, ==, 3);
    assert_says (ex, "2 settlements: 1 free army at each");
    assert_all_cited (ex);
  }
  /* Only 4 free pieces: 3 free armies, 1 bought. */
  m.free = 4;
  cas_rus_recruitment (&s, CAS_RUS_BULGARS, &m, &r, NULL);
  g_assert_cmpint (r.free_armies, ==, 3);
  g_assert_cmpint (r.bought, ==, 1);
  /* No settlement and no resource: the lone army [RECRUIT p.12]. */
  for (int a = 0; a < s.n_areas; a++)
    if (s.areas[a].owner == CAS_RUS_BULGARS)
      s.areas[a].settlement = CAS_RUS_NO_SETTLEMENT;
  memset (s.kingdoms[CAS_RUS_BULGARS].resources, 0, sizeof s.kingdoms[0].resources);
  s.track.picker[CAS_RUS_RECRUITMENT] = -1;
  cas_rus_countermix (&s, CAS_RUS_BULGARS, &m, NULL);
  cas_rus_recruitment (&s, CAS_RUS_BULGARS, &m, &r, NULL);
  g_assert_true (r.lone);
  g_assert_cmpint (r.free_armies, ==, 1);
  g_assert_cmpint (r.bought, ==, 0);
}

/* The register [DIPLO p.7]: an alliance with a Neutral Kingdom and a Ruler chain back to
 * itself are flagged; Tribute proposes the Vassal's largest pile; forced rebellion
 * proposes `ruler V none` [TRIBUTE p.9; REBEL p.9]; an alliance needs both run by a
 * player [ENVOY p.7; ALLY p.7]; an Envoy proposes itself; a submission proposes the
 * Ruler and the +1VP marker [SUBMIT p.13]. */
static void
test_diplomacy_register (void)
{
  static const int three[] = { CAS_RUS_SLAVS, CAS_RUS_BULGARS, CAS_RUS_RUS };
  CasRusState s;
  CasRusDiplomacy d;
  CasRusDiploMove mv;

  setup (&s, 3, CAS_RUS_STANDARD, three);
  s.kingdoms[CAS_RUS_RUS].allies[CAS_RUS_KHAZARS] = s.kingdoms[CAS_RUS_KHAZARS].allies[CAS_RUS_RUS] = 1;
  s.kingdoms[CAS_RUS_RUS].allies[CAS_RUS_SLAVS] = s.kingdoms[CAS_RUS_SLAVS].allies[CAS_RUS_RUS] = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_diplomacy (&s, CAS_RUS_RUS, &d, ex);
    g_assert_cmpint (d.n_allies, ==, 2);
    g_assert_cmpint (d.n_flags, ==, 1);       /* the Khazars are Neutral */
    assert_says (ex, "Flag: an alliance between Rus and Khazars");
    assert_all_cited (ex);
    g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
  }
  /* Bulgars Vassal of Rus, holding 2 Grain and 1 Ore: Tribute proposes 1 Grain. */
  memset (s.kingdoms[CAS_RUS_BULGARS].resources, 0, sizeof s.kingdoms[0].resources);
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_GRAIN] = 2;
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_ORE] = 1;
  s.kingdoms[CAS_RUS_BULGARS].ruler = CAS_RUS_RUS;
  {
    static const char *const want[] = { "resource bulgars grain -1", "resource rus grain +1", NULL };
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_diplomacy (&s, CAS_RUS_BULGARS, &d, ex);
    g_assert_true (d.tribute.owes_tribute);
    assert_actions (ex, want);
  }
  cas_rus_diplomacy (&s, CAS_RUS_RUS, &d, NULL);
  g_assert_cmpint (d.n_vassals, ==, 1);
  /* More VP than its Ruler: rebellion proposed. */
  s.players[1].submissions = 5;
  {
    static const char *const want[] = { "ruler bulgars none", NULL };
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_diplomacy (&s, CAS_RUS_BULGARS, &d, ex);
    g_assert_true (d.tribute.must_rebel);
    assert_actions (ex, want);
  }
  s.players[1].submissions = 0;
  /* A chain back to itself. */
  s.kingdoms[CAS_RUS_RUS].ruler = CAS_RUS_BULGARS;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_diplomacy (&s, CAS_RUS_BULGARS, &d, ex);
    g_assert_cmpint (d.n_flags, ==, 1);
    assert_says (ex, "comes back to Bulgars");
  }
  s.kingdoms[CAS_RUS_RUS].ruler = -1;
  /* Alliances: Bulgars-Slavs yes; Bulgars-Khazars (Neutral) no. */
  {
    static const char *const want[] = { "ally bulgars slavs yes", NULL };
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_ally_check (&s, CAS_RUS_BULGARS, CAS_RUS_SLAVS, &mv, ex);
    g_assert_true (mv.allowed);
    assert_actions (ex, want);
    assert_all_cited (ex);
  }
  cas_rus_ally_check (&s, CAS_RUS_BULGARS, CAS_RUS_KHAZARS, &mv, NULL);
  g_assert_false (mv.allowed);
  cas_rus_ally_check (&s, CAS_RUS_RUS, CAS_RUS_SLAVS, &mv, NULL);
  g_assert_false (mv.allowed);                 /* allied already */
  /* No free piece: 40 armies out. */
  s.areas[area ("bulgar")].armies = 40;
  cas_rus_ally_check (&s, CAS_RUS_BULGARS, CAS_RUS_SLAVS, &mv, NULL);
  g_assert_false (mv.free_marker);
  g_assert_false (mv.allowed);
  cas_rus_envoy_check (&s, CAS_RUS_BULGARS, CAS_RUS_EUROPE, &mv, NULL);
  g_assert_false (mv.allowed);
  s.areas[area ("bulgar")].armies = 1;
  {
    static const char *const want[] = { "envoy bulgars europe yes", NULL };
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_envoy_check (&s, CAS_RUS_BULGARS, CAS_RUS_EUROPE, &mv, ex);
    g_assert_true (mv.allowed);
    assert_actions (ex, want);
  }
  /* Submission of the Khazars (Neutral, 1 VP) to Rus (player 3): Ruler and +1VP. */
  {
    static const char *const want[] = { "ruler khazars rus", "vp 3 submissions +1", NULL };
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_submission_propose (&s, CAS_RUS_KHAZARS, CAS_RUS_RUS, CAS_RUS_NO_INVADER, ex);
    assert_actions (ex, want);
  }
  /* To the Vikings: the Politics Lead's player (2) scores. */
  s.track.picker[CAS_RUS_POLITICS] = 1;
  {
    /* rus-invaders: the Khazars recorded as the Vikings' Vassal */
    static const char *const want[] = { "invader vikings vassal khazars yes", "vp 2 submissions +1", NULL };
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_submission_propose (&s, CAS_RUS_KHAZARS, -1, CAS_RUS_VIKING_INVADERS, ex);
    assert_actions (ex, want);
  }
  /* rus-invaders: the controller the state records (player 3) scores */
  s.invaders[0].controller = 2;
  {
    static const char *const want[] = { "invader vikings vassal khazars yes", "vp 3 submissions +1", NULL };
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_submission_propose (&s, CAS_RUS_KHAZARS, -1, CAS_RUS_VIKING_INVADERS, ex);
    assert_actions (ex, want);
  }
}

/* The actions proposed by switch [SWITCH p.5], the Black Death [BLACKDEATH p.7] and the
 * turn once the picks are made [CHOOSE p.4], and the plural forms of their lines. */
static void
test_proposals (void)
{
  static const int three[] = { CAS_RUS_BULGARS, CAS_RUS_KHAZARS, CAS_RUS_SLAVS };
  CasRusState s;
  CasRusSwitch sw;
  CasRusPlague pl;

  setup (&s, 3, CAS_RUS_STANDARD, three);
  reveal (&s, CAS_RUS_CARD_FAMINE, 1);
  memset (s.kingdoms[CAS_RUS_LITHUANIANS].resources, 0, sizeof s.kingdoms[0].resources);
  s.kingdoms[CAS_RUS_LITHUANIANS].resources[CAS_RUS_ORE] = 2;
  {
    static const char *const want[] = { "status khazars neutral", "plays 2 lithuanians", "status lithuanians active",
                                        "armies lithuania lithuanians +1", "resource lithuanians ore 0",
                                        "resource lithuanians money 4", "vp 2 switches +1", NULL };
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_switch (&s, 1, CAS_RUS_LITHUANIANS, &sw, ex);
    assert_actions (ex, want);
    assert_says (ex, "+1 army (1 per card");
  }
  /* Black Death with 5 cards: the Bulgars (4 armies + a Town) are wiped out, every piece
   * proposed off; the others choose, so nothing is proposed for them. */
  for (int c = CAS_RUS_CARD_MUSCOVY; c <= CAS_RUS_CARD_VIKINGS; c++)
    reveal (&s, c, 1);
  reveal (&s, CAS_RUS_CARD_BLACK_DEATH, 1);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_black_death (&s, &pl, ex);
    g_assert_cmpint (pl.losses, ==, 5);
    g_assert_true (pl.wiped_out[CAS_RUS_BULGARS]);
    g_assert_cmpstr (cas_explain_get_action (ex, 0), ==, "armies bulgar bulgars 0");
    g_assert_cmpstr (cas_explain_get_action (ex, 1), ==, "settlement bulgar none");
    g_assert_cmpstr (cas_explain_get_action (ex, 2), ==, "owner bulgar none");
    for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
      g_assert_null (strstr (cas_explain_get_action (ex, i), "slavs"));
    assert_says (ex, "1 settlement step)");
  }
  /* The turn: six picks made, round 0: the tiles and round 1. */
  setup (&s, 3, CAS_RUS_STANDARD, three);
  {
    static const int acts[] = { CAS_RUS_HARVEST, CAS_RUS_CONSTRUCTION, CAS_RUS_TRADE, CAS_RUS_RECRUITMENT,
                                CAS_RUS_POLITICS, CAS_RUS_CAMPAIGN };
    static const char *const want[] = { "tiles diplomacy money +1", "tiles influence money +1", "tiles harvest money 0",
                                        "resource bulgars money +2", "tiles culture money +1", "round 1", NULL };
    g_autoptr(CasExplain) ex = cas_explain_new ();
    for (int i = 0; i < 6; i++)
      {
        s.track.picker[acts[i]] = i % 3;
        s.track.pick[acts[i]] = i + 1;
      }
    s.track.money[CAS_RUS_HARVEST] = 2;
    cas_rus_turn_propose (&s, ex);
    assert_actions (ex, want);
    assert_all_cited (ex);
    s.round = 1;
    g_autoptr(CasExplain) none = cas_explain_new ();
    cas_rus_turn_propose (&s, none);
    g_assert_cmpuint (cas_explain_get_n_actions (none), ==, 0);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rus/setup/starting-vp", test_starting_vp);
  g_test_add_func ("/rus/setup/neutral-and-two-player", test_setup_neutral_and_two_player);
  g_test_add_func ("/rus/vp/player-ledger", test_player_ledger);
  g_test_add_func ("/rus/pick-order/five", test_pick_order_five);
  g_test_add_func ("/rus/pick-order/four", test_pick_order_four);
  g_test_add_func ("/rus/pick-order/three", test_pick_order_three);
  g_test_add_func ("/rus/pick-order/clockwise", test_pick_order_clockwise);
  g_test_add_func ("/rus/pick-order/two", test_pick_order_two);
  g_test_add_func ("/rus/turn/action-tiles", test_action_tiles);
  g_test_add_func ("/rus/turn/round-order", test_round_order);
  g_test_add_func ("/rus/switch/numbers", test_switch_numbers);
  g_test_add_func ("/rus/battle/sidebar", test_sidebar_battles);
  g_test_add_func ("/rus/battle/neutral-armies", test_neutral_armies);
  g_test_add_func ("/rus/battle/modifiers", test_cbt_modifiers);
  g_test_add_func ("/rus/battle/player", test_player_battle);
  g_test_add_func ("/rus/black-death/recipes", test_black_death_recipes);
  g_test_add_func ("/rus/black-death/losses", test_black_death_losses);
  g_test_add_func ("/rus/black-death/turn", test_black_death_turn);
  g_test_add_func ("/rus/vp/tie-break-orders", test_tie_break_orders);
  g_test_add_func ("/rus/vp/end-check", test_end_check);
  g_test_add_func ("/rus/vassals/submission", test_submission);
  g_test_add_func ("/rus/vassals/tribute", test_tribute);
  g_test_add_func ("/rus/resources/money-substitution", test_money_substitution);
  g_test_add_func ("/rus/resources/limit", test_resource_limit);
  g_test_add_func ("/rus/resources/upkeep", test_upkeep);
  g_test_add_func ("/rus/stacking", test_stacking);
  g_test_add_func ("/rus/stacking/excess", test_stacking_excess);
  g_test_add_func ("/rus/state/json", test_state_json);
  g_test_add_func ("/rus/state/ids", test_ids);
  g_test_add_func ("/rus/resources/cost-parse", test_cost_parse);
  g_test_add_func ("/rus/resources/kingdom-payment", test_kingdom_payment);
  g_test_add_func ("/rus/resources/harvest", test_harvest);
  g_test_add_func ("/rus/build/countermix", test_countermix);
  g_test_add_func ("/rus/build/construction-recruitment", test_construction_recruitment);
  g_test_add_func ("/rus/vassals/register", test_diplomacy_register);
  g_test_add_func ("/rus/proposals", test_proposals);
  return g_test_run ();
}
