/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-events.c (cards2, issue 17): Inferno's Arts of War Events outside Battle,
 * read by the calculator that owns the number (1.9.1, 3.1.3; data.md §8; rules-decisions
 * I181-I189): the Hold Events that make a Treachery succeed for 0 Coin (F15 CASOLE, F18
 * GROSSETO, F19 VOLTERRA, S18 CORTONA; 4.7.5, 4.7.6). Each case is worked by hand; before
 * the change `treachery` asked for the Coin and the dice whatever the cards held. The game
 * of test-util.c is Inferno; scenario B (In far Vendetta, box 4). */
#include "test-util.h"

#include "inferno-revolt.h"

#define LOC(id) cas_game_find_locale (game, id)
#define CARD(id) cas_game_find_card (game, id)

/* GROSSETO (F18 held; 4.7.5; I182): Firenze at Montemassi, next to Grosseto (a Ghibelline
 * Town, Value 2, no Ghibelline Lord near), on his Treachery card. With 2 Coin: 2 dice each
 * 1-2, 4 in 36; the line names the held card. With the card played: 0 Coin, no dice,
 * success; proposed: the card back to its deck, then 2 Allegiance markers at Grosseto. */
static void
test_grosseto_revolt (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "move firenze montemassi", "card f18 held", NULL);
  g_autoptr(CasExplain) odds = cas_explain_new ();
  g_autofree CasTreacheryResult *r0 = cas_inferno_treachery_revolt (T (j), L ("firenze"), LOC ("grosseto"), 2, NULL, 0, odds, NULL);
  g_assert_true (r0->allowed);
  g_assert_cmpint (r0->n_dice, ==, 2);
  g_assert_cmpfloat_with_epsilon (r0->chance, 4.0 / 36, 1e-9);
  g_assert_cmpint (r0->event, ==, -1);
  g_assert_true (says (odds, "The Guelphs hold Grosseto (f18): played, this Treachery at Grosseto succeeds with 0 Coin"));

  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree CasTreacheryResult *r = cas_inferno_treachery_revolt_event (T (j), L ("firenze"), LOC ("grosseto"), 0, CARD ("f18"),
                                                                         NULL, 0, ex, NULL);
  g_assert_nonnull (r);
  g_assert_true (r->allowed);
  g_assert_true (r->success);
  g_assert_cmpint (r->event, ==, CARD ("f18"));
  g_assert_cmpint (r->coin, ==, 0);
  g_assert_cmpint (r->n_dice, ==, 0);
  g_assert_true (says (ex, "Grosseto (f18), a Hold Event of the Guelphs, played: this Treachery of Firenze Podestà at Grosseto "
                           "succeeds with 0 Coin and no roll"));
  assert_cites (ex, "1.9.1,4.7.5,4.7.6,3.1.3");
  const char *const expected[] = { "discard f18", "marker grosseto conquered 2", NULL };
  assert_actions (ex, expected);
  apply (j, ex);
  g_assert_cmpint (CAS_CARD (T (j), CARD ("f18"), CAS_K_STATE), ==, CAS_CARD_DECK);

  /* Dice with the card: refused (none is rolled). */
  const int two[] = { 2, 2 };
  g_autoptr(GError) error = NULL;
  g_assert_null (cas_inferno_treachery_revolt_event (T (j), L ("firenze"), LOC ("grosseto"), 0, CARD ("f18"), two, 2, NULL, &error));
}

/* VOLTERRA (F19) does not serve a Treachery at Grosseto: without Coin, not allowed, and the
 * line says why; CASOLE (F15) serves only Firenze; CORTONA (S18) is the Ghibellines'. */
static void
test_wrong_event (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "move firenze montemassi", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree CasTreacheryResult *r = cas_inferno_treachery_revolt_event (T (j), L ("firenze"), LOC ("grosseto"), 0, CARD ("f19"),
                                                                         NULL, 0, ex, NULL);
  g_assert_false (r->allowed);
  g_assert_cmpint (r->event, ==, -1);
  g_assert_true (says (ex, "Volterra (f19) serves a Treachery at Volterra only"));
  g_assert_true (says (ex, "Without the Event, a Treachery Revolt commits 1 to 4 Coin"));

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autofree CasTreacheryResult *r2 = cas_inferno_treachery_revolt_event (T (j), L ("firenze"), LOC ("grosseto"), 2, CARD ("s18"),
                                                                          NULL, 0, ex2, NULL);
  g_assert_true (r2->allowed); /* with 2 Coin, as without the card */
  g_assert_cmpint (r2->n_dice, ==, 2);
  g_assert_true (says (ex2, "Cortona (s18) is an Event of the Ghibellines"));
}

/* CASOLE (F15; I182): Firenze at Colle, next to Casole (a Ghibelline Castle, Value 1):
 * his Revolt of it succeeds with 0 Coin; the table does not show the card held, which the
 * line says, and it is counted all the same. Arezzo at Colle: the card is not his. */
static void
test_casole (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "move firenze colle", "move arezzo colle", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree CasTreacheryResult *r = cas_inferno_treachery_revolt_event (T (j), L ("firenze"), LOC ("casole"), 0, CARD ("f15"),
                                                                         NULL, 0, ex, NULL);
  g_assert_true (r->allowed);
  g_assert_true (r->success);
  g_assert_true (says (ex, "The table does not show Casole (f15) held by the Guelphs (card f15 held)"));
  g_assert_true (says (ex, "this Treachery of Firenze Podestà at Casole succeeds with 0 Coin"));
  const char *const expected[] = { "discard f15", "marker casole conquered 1", NULL };
  assert_actions (ex, expected);

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autofree CasTreacheryResult *r2 = cas_inferno_treachery_revolt_event (T (j), L ("arezzo"), LOC ("casole"), 0, CARD ("f15"),
                                                                          NULL, 0, ex2, NULL);
  g_assert_false (r2->allowed);
  g_assert_true (says (ex2, "Casole (f15) serves only the Treachery of Firenze Podestà, not of Arezzo Podestà"));
}

/* GROSSETO (F18) for a Bribe (4.7.6; I182): Firenze at Montemassi, Santa Fiora's Grosseto
 * Commune Unmustered with its Vassal Seat at Grosseto next door: a die above 2 (4 in 6)
 * without the card; with it, 0 Coin and no roll: the Turncoat, and the card back. */
static void
test_grosseto_bribe (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "move firenze montemassi", "card f18 held", NULL);
  int vassal = cas_game_find_vassal (game, "santa_fiora_grosseto");
  g_autofree CasTreacheryResult *r0 = cas_inferno_bribe (T (j), L ("firenze"), vassal, NULL, 0, NULL, NULL);
  g_assert_cmpfloat_with_epsilon (r0->chance, 4.0 / 6, 1e-9);

  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree CasTreacheryResult *r = cas_inferno_bribe_event (T (j), L ("firenze"), vassal, CARD ("f18"), NULL, 0, ex, NULL);
  g_assert_true (r->allowed);
  g_assert_true (r->success);
  g_assert_cmpint (r->coin, ==, 0);
  g_assert_true (says (ex, "Grosseto Commune becomes a Turncoat of Firenze Podestà"));
  const char *const expected[] = { "discard f18", NULL };
  assert_actions (ex, expected);

  /* Without any Coin, the card still serves (4.7.6 asks for one Coin only to roll). */
  ok (j, "assets firenze coin 0");
  g_autofree CasTreacheryResult *r2 = cas_inferno_bribe_event (T (j), L ("firenze"), vassal, CARD ("f18"), NULL, 0, NULL, NULL);
  g_assert_true (r2->allowed);
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");
  g_test_add_func ("/inferno/events/grosseto-revolt", test_grosseto_revolt);
  g_test_add_func ("/inferno/events/wrong-event", test_wrong_event);
  g_test_add_func ("/inferno/events/casole", test_casole);
  g_test_add_func ("/inferno/events/grosseto-bribe", test_grosseto_bribe);
  return test_util_run ();
}
