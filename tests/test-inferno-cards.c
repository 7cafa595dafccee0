/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-cards.c (cards, issue 17): the Arts of War cards outside Battle, read by
 * the calculator that owns the number (1.9.1, 3.1.3; data.md §8; rules-decisions
 * I168-I175): MASNADIERI (Ravage, 4.7.2), ROAD WORKS (Laden, 4.3.2-4.3.3), ECONOMIC
 * SANCTIONS (Tax, 4.7.4), WAR ENGINEERS and GUASTATORI (Siege, 4.5.1), HEAT & FROST (Feed,
 * 4.8.1), COSTRUTTORI, VIA FRANCIGENA and ASTROLOGERS (the Commands), AMBUSH (March,
 * 4.3.4). Each case is worked by hand; before the change each card was ignored and the
 * case failed. The game of test-util.c is Inferno here; scenario B (In far Vendetta,
 * box 4, Summer by the default setting). */
#include "test-util.h"

#include "cas-feed.h"
#include "cas-laden.h"

static gboolean
has (const GPtrArray *list, const char *action)
{
  for (guint i = 0; list && i < list->len; i++)
    if (g_strcmp0 (g_ptr_array_index (list, i), action) == 0)
      return TRUE;
  return FALSE;
}

/* MASNADIERI (S20 at Provenzano's mat; 4.7.2): at Colle, a Guelph Town, his Ravage costs
 * 0 actions instead of 2 and takes 1 Provender and no Loot instead of 1 and 1. */
static void
test_masnadieri (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "capability s20 provenzano", "move provenzano colle", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "provenzano", ex);
  g_assert_true (r->ravage.allowed);
  g_assert_cmpint (r->ravage.actions, ==, 0);
  g_assert_cmpint (r->ravage.prov, ==, 1);
  g_assert_cmpint (r->ravage.loot, ==, 0);
  g_assert_cmpuint (r->ravage.proposed->len, ==, 2);
  g_assert_true (has (r->ravage.proposed, "marker colle ravaged ghibelline"));
  g_assert_true (has (r->ravage.proposed, "assets provenzano prov +1"));
  g_assert_true (says (ex, "Masnadieri (s20) is at the mat of Provenzano Salvani"));
  assert_cites (ex, "4.7.2,1.9.1");

  /* Without the card: 2 actions, 1 Provender and 1 Loot. */
  g_autoptr(CasJournal) k = position_after ("in_far_vendetta", "move provenzano colle", NULL);
  g_autoptr(CasCommandsResult) r2 = commands (k, "provenzano", NULL);
  g_assert_cmpint (r2->ravage.actions, ==, 2);
  g_assert_cmpint (r2->ravage.loot, ==, 1);
}

/* ROAD WORKS (F5 in force this Campaign; 4.3.2, 4.3.3; I169): Firenze with 4 Provender, 1
 * Loot and 2 Carts Marches along the Track to Prato: Laden (2 actions) without the card;
 * with it the Track counts as a Road and the Laden group moves as if Unladen: 1 action, and
 * 0 as the card's first March. Avoid still leaves the Loot (the group is Laden), and keeps
 * 2 Provender per Cart. 6 Provender (more than twice the Carts) still stops the March. */
static void
test_road_works (void)
{
  const int firenze[] = { L ("firenze") };
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "assets firenze prov 4", "assets firenze loot 1", NULL);
  int prato = cas_game_find_locale (game, "prato");
  g_autoptr(CasLadenResult) before = cas_laden (T (j), firenze, 1, prato, NULL, NULL);
  g_assert_cmpint (before->status, ==, CAS_LADEN_LADEN);
  g_assert_cmpint (before->actions, ==, 2);

  ok (j, "card f5 this_campaign");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = cas_laden (T (j), firenze, 1, prato, ex, NULL);
  g_assert_cmpint (r->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (r->actions, ==, 1);
  g_assert_true (r->ways[r->best].free_march);
  g_assert_cmpint (r->ways[r->best].laden_prov_per_cart, ==, 2);
  g_assert_cmpint (r->avoid_loot, ==, 1);
  g_assert_cmpint (r->avoid_prov, ==, 0);
  g_assert_true (says (ex, "Road Works (f5) is in force this Campaign for the Guelphs"));
  g_assert_true (says (ex, "An Unladen March along a Road costs no action"));
  assert_cites (ex, "4.3.2,4.3.3,3.1.3");

  ok (j, "assets firenze prov 6");
  g_autoptr(CasLadenResult) blocked = cas_laden (T (j), firenze, 1, prato, NULL, NULL);
  g_assert_cmpint (blocked->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (blocked->discard_prov, ==, 2);

  /* The Guelphs' card: Siena's March along the Track to Montalcino stays Laden. */
  const int siena[] = { L ("siena") };
  ok (j, "assets siena prov 3");
  g_autoptr(CasLadenResult) s = cas_laden (T (j), siena, 1, cas_game_find_locale (game, "montalcino"), NULL, NULL);
  g_assert_cmpint (s->status, ==, CAS_LADEN_LADEN);
}

/* ECONOMIC SANCTIONS (S23 in force this Campaign; 4.7.4): Firenze at his Seat may not Tax
 * (2 Coin without the card); Siena, a Ghibelline, still Taxes 2. */
static void
test_sanctions (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", NULL);
  g_autoptr(CasCommandsResult) before = commands (j, "firenze", NULL);
  g_assert_true (before->tax.allowed);
  g_assert_cmpint (before->tax.coin, ==, 2);

  ok (j, "card s23 this_campaign");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "firenze", ex);
  g_assert_false (r->tax.allowed);
  g_assert_cmpint (r->tax.coin, ==, 0);
  g_assert_true (says (ex, "Economic Sanctions (s23) is in force this Campaign"));
  assert_cites (ex, "4.7.4,3.1.3");
  g_autoptr(CasCommandsResult) s = commands (j, "siena", NULL);
  g_assert_true (s->tax.allowed);
  g_assert_cmpint (s->tax.coin, ==, 2);
}

/* WAR ENGINEERS (S5 at Provenzano's mat; 4.5.1; I170): alone before Colle (Size 2) with 1
 * Siege marker, his Siege adds a marker all the same (none without the card). Besieged
 * inside Firenze with F5, Firenze may cut 3 enemy Siege markers to 1. */
static void
test_war_engineers (void)
{
  g_autoptr(CasJournal) k = position_after ("in_far_vendetta", "move provenzano colle", "marker colle siege 1", NULL);
  g_autoptr(CasCommandsResult) before = commands (k, "provenzano", NULL);
  g_assert_false (before->siegeworks);

  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "capability s5 provenzano", "move provenzano colle",
                                            "marker colle siege 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "provenzano", ex);
  g_assert_true (r->siegeworks);
  g_assert_true (has (r->on_hold, "marker colle siege 2"));
  g_assert_true (says (ex, "War Engineers (s5) is at the mat of Provenzano Salvani: his Siege adds a marker all the same"));
  assert_cites (ex, "4.5.1,1.9.1");

  g_autoptr(CasJournal) b = position_after ("in_far_vendetta", "capability f5 firenze", "move siena firenze",
                                            "move provenzano firenze", "marker firenze siege 3", NULL);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (b, "firenze", ex2);
  g_assert_true (says (ex2, "cut the 3 enemy Siege markers at Firenze to 1 (marker firenze siege 1)"));
}

/* GUASTATORI (S2 at Provenzano's mat; 4.5.1; I170): with Siena, two Besiegers reach Colle's
 * Size 2: 2 markers, 1 to 3. Alone, none (the count is still needed); with WAR ENGINEERS
 * too, alone, 2. Besieged inside Firenze with F2, Firenze's Pass turns the Siege into a
 * Bypass. */
static void
test_guastatori (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "capability s2 provenzano", "move provenzano colle",
                                            "move siena colle", "marker colle siege 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "provenzano", ex);
  g_assert_true (r->siegeworks);
  g_assert_true (has (r->on_hold, "marker colle siege 3"));
  g_assert_true (says (ex, "Guastatori (s2) is at the mat of Provenzano Salvani: his Siege adds 2 Siege markers"));

  g_autoptr(CasJournal) k = position_after ("in_far_vendetta", "capability s2 provenzano", "move provenzano colle",
                                            "marker colle siege 1", NULL);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (k, "provenzano", ex2);
  g_assert_false (r2->siegeworks);
  g_assert_true (says (ex2, "Guastatori (s2) notwithstanding"));

  ok (k, "capability s5 provenzano");
  g_autoptr(CasCommandsResult) r3 = commands (k, "provenzano", NULL);
  g_assert_true (has (r3->on_hold, "marker colle siege 3"));

  g_autoptr(CasJournal) b = position_after ("in_far_vendetta", "capability f2 firenze", "move siena firenze",
                                            "marker firenze siege 1", NULL);
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r4 = commands (b, "firenze", ex3);
  g_assert_true (says (ex3, "(marker firenze siege 0, marker firenze bypass ghibelline)"));
}

/* HEAT & FROST (F20 held; 4.8.1, 4.9.5): before a Feed in box 4 (Summer by the default
 * setting) the Feed reminds the Guelphs of it; with Aug-Sep read as Autumn, not. */
static void
test_heat_frost (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "card f20 held", "moved firenze yes", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_NONE, ex);
  g_assert_true (says (ex, "The Guelphs hold Heat & Frost (f20), which may be played just before this Feed in Summer"));
  assert_cites (ex, "4.8.1,4.9.5,3.1.3");

  ok (j, "option aug_sep_season autumn");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasFeedResult) r2 = cas_feed_compute (T (j), CAS_FEED_EXCUSE_NONE, ex2);
  g_assert_false (says (ex2, "Heat & Frost"));
}

/* COSTRUTTORI (F26 in play; 1.9.1, 4.5.2): Arezzo at Monte San Savino (Ghibelline Ruins)
 * with 1 Coin and 3 Provender may remove them; with 2 Provender he cannot. */
static void
test_costruttori (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "capability f26", "move arezzo monte_san_savino",
                                            "assets arezzo prov 3", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "arezzo", ex);
  g_assert_true (says (ex, "(marker monte_san_savino ruins none, assets arezzo coin -1, assets arezzo prov -3; "));
  assert_cites (ex, "1.9.1,4.5.2,5.1");

  ok (j, "assets arezzo prov 2");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (j, "arezzo", ex2);
  g_assert_true (says (ex2, "has 1 Coin and 2 Provender"));
}

/* VIA FRANCIGENA (F23) and ASTROLOGERS (F24) in play (4.2; I173): Firenze at Firenze, a
 * Friendly Lord Seat: 1 action more; at Figline, not. ASTROLOGERS: the die of 1-2. */
static void
test_command_bonus (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "capability f23", "capability f24", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "firenze", ex);
  g_assert_true (says (ex, "Via Francigena (f23) is in play for the Guelphs: a Command card of Firenze Podestà that starts here at Firenze"));
  g_assert_true (says (ex, "Astrologers (f24) is in play for the Guelphs"));
  assert_cites (ex, "4.2,1.9.1");

  ok (j, "move firenze figline");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (j, "firenze", ex2);
  g_assert_true (says (ex2, "which Figline is not"));
}

/* inferno-events2 (4.1, 4.2; I203, I204): the Guelph Plan firenze, arezzo, firenze with
 * its first card revealed: Firenze acts on it at Firenze, not marked Moved, so the card
 * started at a Friendly Lord Seat: VIA FRANCIGENA counts 3 actions (his Command 2, and 1);
 * it is his first card of the Plan: ASTROLOGERS' die of 1-2 makes 4. Marked Moved, where it
 * started is not on the table: the reminder. At the third card (his second), no die: 3. */
static void
test_command_bonus_counted (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "capability f23", "capability f24", "phase campaign",
                                            "plan guelph firenze,arezzo,firenze", "reveal guelph 1", NULL);
  g_assert_cmpint (cas_game_get_lord (game, L ("firenze"))->command, ==, 2);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "firenze", ex);
  g_assert_true (says (ex, "the Command card of Firenze Podestà revealed now started here, at Firenze, a Friendly Lord Seat "
                           "(he is not marked Moved/Fought): it has 3 actions, his Command 2 and 1 more"));
  g_assert_true (says (ex, "is his first of this Campaign's Plan: a die of 1-2 gives it 1 action more, 4 actions in all"));
  assert_cites (ex, "4.2,1.9.1,4.1");

  ok (j, "moved firenze yes");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (j, "firenze", ex2);
  g_assert_true (says (ex2, "a Command card of Firenze Podestà that starts here at Firenze, a Friendly Lord Seat, has 1 action more"));

  /* Arezzo's card is not Firenze's: the reminders. */
  ok (j, "moved firenze no");
  ok (j, "reveal guelph 2");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r3 = commands (j, "firenze", ex3);
  g_assert_true (says (ex3, "on the first Command card of Firenze Podestà this Campaign, a die of 1-2"));
  ok (j, "reveal guelph 3");
  g_autoptr(CasExplain) ex4 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r4 = commands (j, "firenze", ex4);
  g_assert_true (says (ex4, "is not his first of this Campaign's Plan (the die of 1-2 is for his first): no die, 3 actions"));
}

/* AMBUSH (4.3.4): the Ghibellines hold S1: a Guelph March says it where the Guelphs may
 * Avoid; the Guelphs hold F1 and Siena is at Prato: Firenze's March says it of Siena. */
static void
test_ambush (void)
{
  const int firenze[] = { L ("firenze") };
  int prato = cas_game_find_locale (game, "prato");
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "card s1 held", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = cas_laden (T (j), firenze, 1, prato, ex, NULL);
  g_assert_true (says (ex, "The Ghibellines hold Ambush (s1): if this group Avoids Battle"));

  g_autoptr(CasJournal) k = position_after ("in_far_vendetta", "card f1 held", "move siena prato", NULL);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) r2 = cas_laden (T (k), firenze, 1, prato, ex2, NULL);
  g_assert_true (says (ex2, "The Guelphs hold Ambush (f1): if the Ghibellines at Prato Avoid Battle"));
  assert_cites (ex2, "4.3.4,3.1.3");
}

/* cards2: REINFORCED WALLS (F25 in play; 1.9.1, 4.7.4, 4.2.2; I181): Firenze at his Seat
 * may place Walls +1 instead of Taxing (Walls 4 → 5); not where one stands already, nor
 * under ECONOMIC SANCTIONS; Besieged inside Firenze he may still (4.2.2), though not Tax;
 * with 4 markers at Guelph Locales, no fifth. Siena (no card for the Ghibellines): no line.
 * Before the change `walls` never applied. */
static void
test_reinforced_walls (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "capability f25", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "firenze", ex);
  g_assert_true (r->tax.allowed);
  g_assert_true (r->walls.applies);
  g_assert_true (r->walls.allowed);
  g_assert_cmpint (r->walls.actions, ==, CAS_COMMAND_WHOLE_CARD);
  g_assert_cmpuint (r->walls.proposed->len, ==, 1);
  g_assert_true (has (r->walls.proposed, "marker firenze walls 1"));
  g_assert_true (says (ex, "Reinforced Walls (f25) is in play for the Guelphs: instead of Taxing, Firenze Podestà may use his "
                           "whole Command card to place a Walls +1 marker at Firenze: Walls 4 → 5"));
  assert_cites (ex, "1.9.1,4.7.4,4.2.2");
  g_autoptr(CasCommandsResult) s = commands (j, "siena", NULL);
  g_assert_false (s->walls.applies);

  ok (j, "marker firenze walls 1");
  g_autoptr(CasCommandsResult) r2 = commands (j, "firenze", NULL);
  g_assert_false (r2->walls.allowed);
  ok (j, "marker firenze walls 0");

  ok (j, "card s23 this_campaign");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r3 = commands (j, "firenze", ex3);
  g_assert_false (r3->walls.allowed);
  g_assert_true (says (ex3, "Economic Sanctions bars their Tax this Campaign"));

  g_autoptr(CasJournal) b = position_after ("in_far_vendetta", "capability f25", "move siena firenze", "move provenzano firenze",
                                            "marker firenze siege 1", NULL);
  g_autoptr(CasExplain) ex4 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r4 = commands (b, "firenze", ex4);
  g_assert_false (r4->tax.allowed);
  g_assert_true (r4->walls.allowed);
  g_assert_true (says (ex4, "Besieged at his Seat, Firenze Podestà may still use his whole Command card"));

  g_autoptr(CasJournal) f = position_after ("in_far_vendetta", "capability f25", "marker arezzo walls 1", "marker lucca walls 1",
                                            "marker colle walls 1", "marker prato walls 1", NULL);
  g_autoptr(CasExplain) ex5 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r5 = commands (f, "firenze", ex5);
  g_assert_false (r5->walls.allowed);
  g_assert_true (says (ex5, "4 Walls +1 markers already stand at Locales they hold"));
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");
  g_test_add_func ("/inferno/cards/masnadieri", test_masnadieri);
  g_test_add_func ("/inferno/cards/road-works", test_road_works);
  g_test_add_func ("/inferno/cards/sanctions", test_sanctions);
  g_test_add_func ("/inferno/cards/war-engineers", test_war_engineers);
  g_test_add_func ("/inferno/cards/guastatori", test_guastatori);
  g_test_add_func ("/inferno/cards/heat-frost", test_heat_frost);
  g_test_add_func ("/inferno/cards/costruttori", test_costruttori);
  g_test_add_func ("/inferno/cards/command-bonus", test_command_bonus);
  g_test_add_func ("/inferno/cards/command-bonus-counted", test_command_bonus_counted);
  g_test_add_func ("/inferno/cards/ambush", test_ambush);
  g_test_add_func ("/inferno/cards/reinforced-walls", test_reinforced_walls); /* cards2 */
  return test_util_run ();
}
