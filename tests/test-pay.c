/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pay.c: the Pay calculator (3.2, 4.8.2) on scenario positions: Coin at the same
 * Locale, Veche Coin, Besieged Lords, Loot only at Friendly Locales, the order of
 * payment, and Service markers at the Calendar's edges (2.2.3). */
#include "test-util.h"
#include "nevsky-cells.h"

static const CasPayLord *
pl (const CasPayResult *r, const char *id)
{
  const CasPayLord *p = cas_pay_result_find (r, L (id));
  g_assert_nonnull (p);
  return p;
}

static int
from (const CasPayResult *r, const char *to, const char *payer, CasAsset type)
{
  return cas_pay_lord_max_from (pl (r, to), payer ? L (payer) : CAS_PAY_POOL, type);
}

static CasPayResult *
pay (CasJournal *j, int lord, int shift, CasExplain *ex)
{
  return cas_pay_compute (T (j), lord, shift, ex);
}

/* Pleskau's first Levy (box 1): Hermann (Dorpat, Service 4, 1 Coin), Knud & Abel
 * (Reval, 3, 1 Coin), Yaroslav (Odenpäh, 2), Gavrilo (Pskov, 4, 1 Coin), Vladislav
 * (Neva, 3). */

/* 3.3: a Service marker in the current box or left of it is a Disband risk. */
static void
test_at_risk (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "service yaroslav 1");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
    g_assert_cmpuint (r->lords->len, ==, 5);
    g_assert_true (pl (r, "yaroslav")->at_risk);
    g_assert_cmpint (pl (r, "yaroslav")->service, ==, 1);
    g_assert_cmpint (pl (r, "yaroslav")->needed, ==, 1);
    g_assert_cmpint (pl (r, "yaroslav")->max_shifts, ==, 0);  /* alone, no Coin */
    g_assert_false (pl (r, "hermann")->at_risk);
    g_assert_cmpint (pl (r, "hermann")->needed, ==, 0);
    g_autoptr(CasPayResult) bare = cas_pay_compute (T (j), L ("hermann"), 1, NULL);
    g_assert_cmpint (bare->bought, ==, 1);
    g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
    assert_cites (ex, "3.3.2");
    assert_cites (ex, "3.2");
  }
  ok (j, "service yaroslav 0");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
    g_assert_true (pl (r, "yaroslav")->at_risk);
    g_assert_cmpint (pl (r, "yaroslav")->needed, ==, 2);   /* off the board, to box 1, to box 2 */
    assert_cites (ex, "2.2.3");
    assert_cites (ex, "3.3.1");
  }
}

/* 3.2.1: Coin pays the owner or another Lord at the same Locale. */
static void
test_coin_same_locale (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "move yaroslav dorpat");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
  g_assert_cmpint (from (r, "yaroslav", "hermann", CAS_ASSET_COIN), ==, 1);
  g_assert_cmpint (from (r, "yaroslav", "knud_and_abel", CAS_ASSET_COIN), ==, 0);
  g_assert_cmpuint (pl (r, "yaroslav")->sources->len, ==, 1);
  g_assert_cmpint (from (r, "hermann", "hermann", CAS_ASSET_COIN), ==, 1);
  g_assert_cmpint (from (r, "knud_and_abel", "knud_and_abel", CAS_ASSET_COIN), ==, 1);
  assert_cites (ex, "3.2.1");
}

/* 3.2.1: Veche Coin pays any Unbesieged Russian Lord, wherever he is. */
static void
test_veche_coin (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "veche coin 3");
  ok (j, "move vladislav uzmen");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
  g_assert_cmpint (from (r, "gavrilo", NULL, CAS_ASSET_COIN), ==, 3);
  g_assert_cmpint (from (r, "gavrilo", "gavrilo", CAS_ASSET_COIN), ==, 1);
  g_assert_cmpint (pl (r, "gavrilo")->max_shifts, ==, 4);
  g_assert_cmpint (from (r, "vladislav", NULL, CAS_ASSET_COIN), ==, 3);
  g_assert_cmpint (from (r, "hermann", NULL, CAS_ASSET_COIN), ==, 0);
  assert_cites (ex, "1.4.2");
}

/* 3.2.1 Important: a Besieged Lord is paid only by his own Coin or Coin of Lords
 * Besieged with him; never by the Veche. */
static void
test_besieged_pay_among_themselves (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "veche coin 3");
  ok (j, "move vladislav pskov");
  ok (j, "move hermann pskov");
  ok (j, "marker pskov siege 1");
  ok (j, "assets vladislav coin 2");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
  g_assert_true (cas_rules_besieged (T (j), L ("gavrilo")));
  g_assert_cmpint (from (r, "gavrilo", "gavrilo", CAS_ASSET_COIN), ==, 1);
  g_assert_cmpint (from (r, "gavrilo", "vladislav", CAS_ASSET_COIN), ==, 2);
  g_assert_cmpint (from (r, "gavrilo", NULL, CAS_ASSET_COIN), ==, 0);
  g_assert_cmpint (from (r, "gavrilo", "hermann", CAS_ASSET_COIN), ==, 0);
  g_assert_cmpuint (pl (r, "gavrilo")->sources->len, ==, 2);
  g_assert_cmpint (from (r, "vladislav", NULL, CAS_ASSET_COIN), ==, 0);
  g_assert_cmpuint (pl (r, "hermann")->sources->len, ==, 1);
  assert_cites (ex, "4.3.5");
}

/* 3.2.2: Loot pays at a Friendly Locale, the owner or Lords there. */
static void
test_loot_at_friendly_locale (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "move yaroslav dorpat");
  ok (j, "assets hermann loot 2");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
  g_assert_cmpint (from (r, "hermann", "hermann", CAS_ASSET_LOOT), ==, 2);
  g_assert_cmpint (from (r, "yaroslav", "hermann", CAS_ASSET_LOOT), ==, 2);
  g_assert_cmpint (pl (r, "yaroslav")->max_shifts, ==, 3);
  assert_cites (ex, "3.2.2");
}

/* 3.2.2: no Loot Pay outside a Friendly Locale (enemy territory). */
static void
test_loot_refused_outside_friendly (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "move hermann uzmen");
  ok (j, "assets hermann loot 2");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
  g_assert_cmpint (from (r, "hermann", "hermann", CAS_ASSET_LOOT), ==, 0);
  g_assert_cmpint (from (r, "hermann", "hermann", CAS_ASSET_COIN), ==, 1);
  g_assert_cmpuint (pl (r, "hermann")->sources->len, ==, 1);
  assert_cites (ex, "3.2.2");
  assert_cites (ex, "1.3.1");
}

/* 3.2.2 Important: never at a Siege, inside or outside. */
static void
test_loot_refused_at_siege (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "move hermann pskov");
  ok (j, "marker pskov siege 1");
  ok (j, "assets hermann loot 2");
  ok (j, "assets gavrilo loot 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
  g_assert_cmpint (from (r, "hermann", "hermann", CAS_ASSET_LOOT), ==, 0);
  g_assert_cmpint (from (r, "gavrilo", "gavrilo", CAS_ASSET_LOOT), ==, 0);
  g_assert_cmpint (from (r, "gavrilo", "gavrilo", CAS_ASSET_COIN), ==, 1);
  assert_cites (ex, "4.3.5");
  assert_cites (ex, "3.2.2");
}

/* 3.2.2 Important: a Stronghold Conquered from the enemy is Friendly: Loot pays there. */
static void
test_loot_at_conquered_stronghold (void)
{
  g_autoptr(CasJournal) j = start ("watland");
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_LOCALE), ==, cas_game_find_locale (game, "pskov"));
  ok (j, "assets yaroslav loot 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
  g_assert_cmpint (from (r, "yaroslav", "yaroslav", CAS_ASSET_LOOT), ==, 1);
  assert_cites (ex, "3.2.2");
}

/* A payment in Castellan's order: own Coin, own Loot, others' Coin, others' Loot. */
static void
test_proposal_order (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "move yaroslav dorpat");
  ok (j, "service yaroslav 1");
  ok (j, "assets yaroslav loot 1");
  ok (j, "assets hermann loot 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, L ("yaroslav"), 3, ex);
  g_assert_cmpint (r->asked, ==, 3);
  g_assert_cmpint (r->bought, ==, 3);
  assert_actions (ex, (const char *[]) { "assets yaroslav loot -1", "assets hermann coin -1", "assets hermann loot -1", "service yaroslav +3", NULL });
  apply (j, ex);
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_SERVICE), ==, 4);
  g_assert_cmpint (LORD (j, "hermann", CAS_L_ASSETS + CAS_ASSET_COIN), ==, 0);
}

/* From off the left edge each Coin is a shift of its own (2.2.3). */
static void
test_off_board_shifts (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "move yaroslav dorpat");
  ok (j, "service yaroslav 0");
  ok (j, "assets yaroslav loot 2");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, L ("yaroslav"), 3, ex);
  g_assert_cmpint (r->bought, ==, 3);
  assert_actions (ex, (const char *[]) { "assets yaroslav loot -2", "assets hermann coin -1", "service yaroslav +1", "service yaroslav +2", NULL });
  apply (j, ex);
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_SERVICE), ==, 3);
}

/* Asking more than the sources hold buys what they hold. */
static void
test_shortfall (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "service hermann 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, L ("hermann"), 5, ex);
  g_assert_cmpint (r->bought, ==, 1);
  assert_actions (ex, (const char *[]) { "assets hermann coin -1", "service hermann +1", NULL });
  apply (j, ex);
  g_assert_cmpint (LORD (j, "hermann", CAS_L_SERVICE), ==, 2);
}

/* Veche Coin last, after the Lord's own. */
static void
test_veche_proposal (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "veche coin 2");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, L ("gavrilo"), 3, ex);
  g_assert_cmpint (r->bought, ==, 3);
  assert_actions (ex, (const char *[]) { "assets gavrilo coin -1", "veche coin -2", "service gavrilo +3", NULL });
  apply (j, ex);
  g_assert_cmpint (LORD (j, "gavrilo", CAS_L_SERVICE), ==, 7);
  g_assert_cmpint (CAS_GLOBAL (T (j), NEVSKY_G_VECHE_COIN), ==, 0);
}

/* 1.7.2, 2.2.3: nothing is spent beyond just off the right edge. */
static void
test_right_edge (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "veche coin 5");
  ok (j, "service gavrilo 16");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasPayResult) r = pay (j, L ("gavrilo"), 3, ex);
    g_assert_cmpint (pl (r, "gavrilo")->room, ==, 1);
    g_assert_cmpint (pl (r, "gavrilo")->max_shifts, ==, 1);
    g_assert_cmpint (r->bought, ==, 1);
    assert_actions (ex, (const char *[]) { "assets gavrilo coin -1", "service gavrilo +1", NULL });
    assert_cites (ex, "1.7.2");
  }
  ok (j, "service gavrilo 17");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasPayResult) r = pay (j, L ("gavrilo"), 1, ex);
    g_assert_cmpint (pl (r, "gavrilo")->max_shifts, ==, 0);
    g_assert_cmpuint (pl (r, "gavrilo")->sources->len, ==, 0);
    g_assert_cmpint (r->bought, ==, 0);
    g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
  }
}

/* 4.8.2: Pay in the Campaign as in the Levy. */
static void
test_campaign (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "phase campaign");
  ok (j, "service knud_and_abel 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, L ("knud_and_abel"), 1, ex);
  g_assert_true (pl (r, "knud_and_abel")->at_risk);
  g_assert_cmpint (r->bought, ==, 1);
  assert_cites (ex, "4.8.2");
  assert_actions (ex, (const char *[]) { "assets knud_and_abel coin -1", "service knud_and_abel +1", NULL });
}

/* Knud & Abel are two persons (lords.json `persons`; issue 14, item 11): they "can Pay
 * themselves", while Hermann "can Pay himself". */
static void
test_two_persons (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_assert_cmpuint (cas_rules_lord_persons (T (j), L ("knud_and_abel")), ==, 2);
  g_assert_cmpuint (cas_rules_lord_persons (T (j), L ("hermann")), ==, 1);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = pay (j, -1, 0, ex);
  g_assert_true (says (ex, "Knud & Abel can Pay themselves with their own Coin (1)"));
  g_assert_true (says (ex, "Hermann can Pay himself with his own Coin (1)"));
  g_assert_false (says (ex, "Knud & Abel can Pay himself"));
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);
  g_test_add_func ("/pay/3.3/at-risk", test_at_risk);
  g_test_add_func ("/pay/3.2.1/coin-same-locale", test_coin_same_locale);
  g_test_add_func ("/pay/3.2.1/veche-coin", test_veche_coin);
  g_test_add_func ("/pay/3.2.1/besieged-among-themselves", test_besieged_pay_among_themselves);
  g_test_add_func ("/pay/3.2.2/loot-friendly", test_loot_at_friendly_locale);
  g_test_add_func ("/pay/3.2.2/loot-refused-outside-friendly", test_loot_refused_outside_friendly);
  g_test_add_func ("/pay/3.2.2/loot-refused-at-siege", test_loot_refused_at_siege);
  g_test_add_func ("/pay/3.2.2/loot-at-conquered-stronghold", test_loot_at_conquered_stronghold);
  g_test_add_func ("/pay/proposal-order", test_proposal_order);
  g_test_add_func ("/pay/2.2.3/off-board-shifts", test_off_board_shifts);
  g_test_add_func ("/pay/shortfall", test_shortfall);
  g_test_add_func ("/pay/veche-proposal", test_veche_proposal);
  g_test_add_func ("/pay/right-edge", test_right_edge);
  g_test_add_func ("/pay/4.8.2/campaign", test_campaign);
  g_test_add_func ("/pay/3.2.1/two-persons", test_two_persons);
  return test_util_run ();
}
