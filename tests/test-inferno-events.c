/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-events.c (cards2, issue 17): Inferno's Arts of War Events outside Battle,
 * read by the calculator that owns the number (1.9.1, 3.1.3; data.md §8; rules-decisions
 * I181-I189): the Hold Events that make a Treachery succeed for 0 Coin (F15 CASOLE, F18
 * GROSSETO, F19 VOLTERRA, S18 CORTONA; 4.7.5, 4.7.6). Each case is worked by hand; before
 * the change `treachery` asked for the Coin and the dice whatever the cards held. The game
 * of test-util.c is Inferno; scenario B (In far Vendetta, box 4). */
#include "test-util.h"

#include "inferno-revolt.h"
#include "inferno-events.h"
#include "inferno-scenario.h" /* inferno-fixes: the Call to Arms skipped */
#include "inferno-cells.h"
#include "inferno-rules.h" /* inferno-events2: the Lordship counted */
#include "cas-laden.h"

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
  const char *const expected[] = { "discard f18", "turncoat santa_fiora_grosseto firenze", NULL }; /* turncoat (I191) */
  assert_actions (ex, expected);

  /* Without any Coin, the card still serves (4.7.6 asks for one Coin only to roll). */
  ok (j, "assets firenze coin 0");
  g_autofree CasTreacheryResult *r2 = cas_inferno_bribe_event (T (j), L ("firenze"), vassal, CARD ("f18"), NULL, 0, NULL, NULL);
  g_assert_true (r2->allowed);
}

/* BRIGANDS (S19 held; 1.9.1, 3.1.3; I183): Giordano Mustered at Siena. Arezzo's March to
 * Monte San Savino (2 Locales from Siena by Asciano) names the card; Arezzo has 1 Coin, no
 * Loot, 2 Carts, 2 Provender: he can pay none of the three tolls. With 2 Coin he can pay
 * the first: assets arezzo coin -2, assets giordano coin +2. His March to Montevarchi (3
 * Locales away) does not name it; nor does the Ghibellines' own March. */
static void
test_brigands (void)
{
  const int arezzo[] = { L ("arezzo") };
  const int siena[] = { L ("siena") };
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "card s19 held", "muster giordano siena", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = cas_laden (T (j), arezzo, 1, LOC ("monte_san_savino"), ex, NULL);
  g_assert_true (says (ex, "The Ghibellines hold Brigands (s19): this March ends within 2 Locales of Giordano di Agliano (at Siena)"));
  g_assert_true (says (ex, "Arezzo Podestà has neither 2 Coin, nor 2 Loot, nor 4 Carts and 4 Provender"));
  assert_cites (ex, "1.9.1,3.1.3,4.3");

  ok (j, "assets arezzo coin 2");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) r2 = cas_laden (T (j), arezzo, 1, LOC ("monte_san_savino"), ex2, NULL);
  g_assert_true (says (ex2, "Arezzo Podestà could pay: assets arezzo coin -2, assets giordano coin +2"));

  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasLadenResult) r3 = cas_laden (T (j), arezzo, 1, LOC ("montevarchi"), ex3, NULL);
  g_assert_false (says (ex3, "Brigands"));
  g_autoptr(CasExplain) ex4 = cas_explain_new ();
  g_autoptr(CasLadenResult) r4 = cas_laden (T (j), siena, 1, LOC ("monteriggioni"), ex4, NULL);
  g_assert_false (says (ex4, "Brigands"));
}

/* The lines and actions of card `id`'s Event drawn now. */
static CasExplain *
drawn (CasJournal *j, const char *id)
{
  CasExplain *ex = cas_explain_new ();
  inferno_events_event (T (j), CARD (id), FALSE, ex);
  return ex;
}

/* An immediate Event drawn (3.1.3; I184, I185): GENOVA (F9): Firenze on the map shifts his
 * Service right, Lucca and Colle on the Calendar their cylinders left, 1 box each, or one
 * of their Treachery cards; nothing proposed (the Guelphs choose). VAL D'ORCIA (F25), a War
 * Event: `war f25 yes` proposed; its shift only while a Ghibelline-printed Castle carries
 * Guelph markers. */
static void
test_event_drawn (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_cmpint (inferno_events_event (T (j), CARD ("f9"), FALSE, ex), ==, INFERNO_EVENT_IMMEDIATE);
  g_assert_true (says (ex, "The shifts: service firenze +1, cylinder lucca -1, cylinder colle -1"));
  g_assert_true (says (ex, "(treachery guelph add firenze)"));
  assert_cites (ex, "3.1.3,2.2.3");
  const char *const none[] = { NULL };
  assert_actions (ex, none);

  g_autoptr(CasExplain) ex2 = drawn (j, "f25");
  const char *const war[] = { "war f25 yes", NULL };
  assert_actions (ex2, war);
  g_assert_true (says (ex2, "Its condition does not hold: none of the Locales it names has Allegiance markers of the Guelphs"));
  g_assert_true (says (ex2, "So it does nothing now but allow the Call to Arms"));
  g_assert_false (says (ex2, "The shifts"));

  /* A Guelph marker at Casole, a Castle printed Ghibelline: Colle's 3 boxes. */
  ok (j, "marker casole conquered 1");
  g_autoptr(CasExplain) ex3 = drawn (j, "f25");
  g_assert_true (says (ex3, "Its condition holds: Casole has Allegiance markers of the Guelphs"));
  g_assert_true (says (ex3, "The shifts: cylinder colle -3"));
  assert_actions (ex3, war);

  /* VOLTERRA (S11): Volterra carries 2 Guelph markers in scenario B: nothing; without them,
   * Colle's Service 2 left (his cylinder 2 right on the Calendar). */
  g_autoptr(CasExplain) ex4 = drawn (j, "s11");
  g_assert_true (says (ex4, "Its condition does not hold: Volterra has Allegiance markers of the Guelphs"));
  g_assert_true (says (ex4, "So it does nothing now"));
  ok (j, "marker volterra conquered 0");
  g_autoptr(CasExplain) ex5 = drawn (j, "s11");
  g_assert_true (says (ex5, "The shifts: cylinder colle +2"));
}

/* inferno-fixes (issue 17): a War Event drawn where the scenario skips the side's Call to
 * Arms (6.0 A "Preamble", E "Exhaustion": skip all Call to Arms; C "Maremma War": the
 * Ghibellines' in the first Levy only; 3.5; rules-decisions I67). Worked by hand: in A's
 * first Levy (box 1) Montalcino, a Ghibelline-printed Town, carries 2 Guelph markers, so
 * MONTALCINO (F26) shifts Firenze and Arezzo 1 box each (Orvieto is out of the scenario);
 * its Call to Arms is skipped: no `war f26 yes`, a line citing 6.0. Before the fix the
 * lines said the Guelphs may declare Call to Arms and proposed `war f26 yes`. In C's first
 * Levy the Ghibellines' MAREMMA (S25) still opens it, the Guelphs' VAL D'ORCIA (F25) not
 * (its shift stands: Montemassi, a Ghibelline-printed Castle, carries Guelph markers). */
static void
test_war_event_skipped (void)
{
  const char *const none[] = { NULL };
  g_autoptr(CasJournal) a = start ("dolenti_note");
  g_autoptr(CasExplain) ex = drawn (a, "f26");
  assert_actions (ex, none);
  g_assert_true (says (ex, "A War Event, but Dolenti Note skips the Guelphs' Call to Arms in this Levy"));
  g_assert_false (says (ex, "declare Call to Arms (war f26 yes)"));
  g_assert_false (says (ex, "but allow the Call to Arms"));
  assert_cites (ex, "6.0,3.5");
  g_assert_true (inferno_scenario_cta_skipped (T (a), 0));
  g_assert_true (inferno_scenario_cta_skipped (T (a), 1));

  g_autoptr(CasJournal) e = start ("lasciate_ogne_speranza");
  g_autoptr(CasExplain) ex2 = drawn (e, "s26");
  assert_actions (ex2, none);
  g_assert_true (says (ex2, "skips the Ghibellines' Call to Arms in this Levy"));

  g_autoptr(CasJournal) c = start ("santafior_oscura");
  g_autoptr(CasExplain) ex3 = drawn (c, "s25");
  const char *const war[] = { "war s25 yes", NULL };
  assert_actions (ex3, war);
  g_autoptr(CasExplain) ex4 = drawn (c, "f25");
  assert_actions (ex4, none);
  g_assert_true (says (ex4, "The shifts: service colle +3")); /* Montemassi carries Guelph markers */
  g_assert_true (says (ex4, "skips the Guelphs' Call to Arms in this Levy"));
  /* C after its first Levy: the Ghibellines' War Event opens nothing either */
  ok (c, "box +1");
  g_autoptr(CasExplain) ex5 = drawn (c, "s25");
  assert_actions (ex5, none);
}

/* Hold and This Campaign Events drawn (3.1.3; I184): BRIGANDS kept (`card s19 held`),
 * FRIARS in force (`card s14 this_campaign`). */
static void
test_event_kept (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_cmpint (inferno_events_event (T (j), CARD ("s19"), FALSE, ex), ==, INFERNO_EVENT_HOLD);
  const char *const held[] = { "card s19 held", NULL };
  assert_actions (ex, held);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_assert_cmpint (inferno_events_event (T (j), CARD ("s14"), FALSE, ex2), ==, INFERNO_EVENT_IN_FORCE);
  const char *const in_force[] = { "card s14 this_campaign", NULL };
  assert_actions (ex2, in_force);
  g_assert_true (says (ex2, "Friars (s14), the Ghibellines' Event"));
}

/* GENTLE USILIA (S13 played; 4.9.2; I186): 7 Guelph knights in their box, 3 Coin on the
 * Guelph Lords: the Ransom is 2 Coin (1 per six, rounded up), paid by Firenze (2 Coin, the
 * most) to Siena; 4 knights (half, rounded up) back to Firenze; the Ghibellines' own 2
 * captives wait for the End of Campaign; the card back to the deck. */
static void
test_gentle_usilia (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "card s13 held", "captured guelph 7", "captured ghibelline 2",
                                            NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_cmpint (inferno_events_event (T (j), CARD ("s13"), TRUE, ex), ==, INFERNO_EVENT_PLAYED);
  g_assert_true (says (ex, "the Guelphs Ransom their Captured Knights now"));
  assert_cites (ex, "4.9.2,3.1.3");
  const char *const expected[] = { "assets firenze coin -2", "assets siena coin +2", "captured guelph 0",
                                   "forces firenze cavalieri +4", "discard s13", NULL };
  assert_actions (ex, expected);
  apply (j, ex);
  g_assert_cmpint (CAS_GLOBAL (T (j), INFERNO_G_CAPTURED_0 + 1), ==, 2);
}

/* inferno-app (issue 17; 3.1.3, 2.2.3, 1.4.3; I187): the drawing side's options one by one,
 * for the draw dialog's buttons. GENOVA (F9), scenario B: one option of the three shifts
 * together (Firenze on the map +1 Service, Lucca and Colle on the Calendar 1 box left),
 * one of the first Treachery card set aside (Firenze's, I102). FOREIGN HELP (F17): Guido
 * or Orvieto, each his own option (both on the Calendar: cylinder 2 left), then the
 * Treachery card. CLOSED GATES (F10): the Revolt roll, no actions (the dice first). VAL
 * D'ORCIA (F25) while its condition fails: none. A Hold Event (S19): none. Applied,
 * GENOVA's first option moves Firenze's Service by 1; undone action by action, it is back. */
static void
test_event_options (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", NULL);
  g_autoptr(GPtrArray) f9 = inferno_events_options (T (j), CARD ("f9"));
  g_assert_cmpuint (f9->len, ==, 2);
  InfernoEventOption *shift = g_ptr_array_index (f9, 0);
  const char *const shifts[] = { "service firenze +1", "cylinder lucca -1", "cylinder colle -1", NULL };
  g_assert_true (g_strv_equal ((const char *const *) shift->actions, shifts));
  g_assert_cmpstr (shift->rules, ==, "3.1.3,2.2.3");
  InfernoEventOption *tr = g_ptr_array_index (f9, 1);
  g_assert_cmpstr (tr->actions[0], ==, "treachery guelph add firenze");
  g_assert_null (tr->actions[1]);

  g_autoptr(GPtrArray) f17 = inferno_events_options (T (j), CARD ("f17"));
  g_assert_cmpuint (f17->len, ==, 3);
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (f17, 0))->actions[0], ==, "cylinder guido -2");
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (f17, 1))->actions[0], ==, "cylinder orvieto -2");
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (f17, 2))->actions[0], ==, "treachery guelph add firenze");

  g_autoptr(GPtrArray) f10 = inferno_events_options (T (j), CARD ("f10"));
  g_assert_cmpuint (f10->len, ==, 1);
  g_assert_null (((InfernoEventOption *) g_ptr_array_index (f10, 0))->actions);
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (f10, 0))->rules, ==, "3.1.3,1.4.2");

  g_autoptr(GPtrArray) f25 = inferno_events_options (T (j), CARD ("f25"));
  g_assert_cmpuint (f25->len, ==, 0);
  g_autoptr(GPtrArray) s19 = inferno_events_options (T (j), CARD ("s19"));
  g_assert_cmpuint (s19->len, ==, 0);

  int firenze = cas_game_find_lord (game, "firenze");
  int before = CAS_LORD (T (j), firenze, CAS_L_SERVICE);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do_many (j, (const char *const *) shift->actions, &error));
  g_assert_no_error (error);
  g_assert_cmpint (CAS_LORD (T (j), firenze, CAS_L_SERVICE), ==, before + 1);
  for (int i = 0; i < 3; i++) /* one Undo per action */
    g_assert_true (cas_journal_undo (j));
  g_assert_cmpint (CAS_LORD (T (j), firenze, CAS_L_SERVICE), ==, before);
}


/* inferno-events2 (issue 17; 3.1.3, 2.2.3; I199, I200): the Hold Events played for their
 * second use, scenario B (box 4, Levy). VOLTERRA (F19): Volterra carries 2 Guelph markers,
 * so Pisa (on the Calendar, box 9) goes 2 boxes against the Ghibellines: cylinder pisa +2,
 * one option; proposed: the card back to its deck. GROSSETO (F18): Grosseto carries none,
 * no option and the line says so; with 1 Guelph marker there, Santa Fiora (Calendar, box
 * 4) cylinder +2. Applied, Pisa's cylinder moves 2 boxes right. */
static void
test_played_shift (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "card f19 held", "card f18 held", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_cmpint (inferno_events_event (T (j), CARD ("f19"), TRUE, ex), ==, INFERNO_EVENT_PLAYED);
  g_assert_true (says (ex, "Its condition holds: Volterra has Allegiance markers of the Guelphs"));
  g_assert_true (says (ex, "Option 1: Shift: cylinder pisa +2"));
  g_assert_true (says (ex, "counted by the Treachery: 0 Coin and no roll"));
  assert_cites (ex, "3.1.3,2.2.3");
  const char *const fate[] = { "discard f19", NULL };
  assert_actions (ex, fate);
  g_autoptr(GPtrArray) f19 = inferno_events_play_options (T (j), CARD ("f19"));
  g_assert_cmpuint (f19->len, ==, 1);
  InfernoEventOption *o = g_ptr_array_index (f19, 0);
  const char *const shift[] = { "cylinder pisa +2", NULL };
  g_assert_true (g_strv_equal ((const char *const *) o->actions, shift));

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  inferno_events_event (T (j), CARD ("f18"), TRUE, ex2);
  g_assert_true (says (ex2, "Its condition does not hold: none of the Locales it names has Allegiance markers of the Guelphs"));
  g_assert_false (says (ex2, "Option 1"));
  g_autoptr(GPtrArray) none = inferno_events_play_options (T (j), CARD ("f18"));
  g_assert_cmpuint (none->len, ==, 0);
  ok (j, "marker grosseto conquered 1");
  g_autoptr(GPtrArray) f18 = inferno_events_play_options (T (j), CARD ("f18"));
  g_assert_cmpuint (f18->len, ==, 1);
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (f18, 0))->actions[0], ==, "cylinder santa_fiora +2");

  int pisa = cas_game_find_lord (game, "pisa");
  int before = CAS_LORD (T (j), pisa, CAS_L_BOX);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do_many (j, (const char *const *) o->actions, &error));
  g_assert_no_error (error);
  g_assert_cmpint (CAS_LORD (T (j), pisa, CAS_L_BOX), ==, before + 2);
}

/* CORTONA (S18 played; 3.1.3, 1.4.2, 1.4.3; I199): scenario B shows no Ghibelline markers
 * at Cortona (gold Ravaged and Ruins only): no option. With 2 there: a Revolt roll (no
 * actions: the dice first) or the Ghibellines' first Treachery card set aside (Siena's). */
static void
test_played_cortona (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "card s18 held", NULL);
  g_autoptr(GPtrArray) none = inferno_events_play_options (T (j), CARD ("s18"));
  g_assert_cmpuint (none->len, ==, 0);
  ok (j, "marker cortona conquered 2");
  g_autoptr(GPtrArray) s18 = inferno_events_play_options (T (j), CARD ("s18"));
  g_assert_cmpuint (s18->len, ==, 2);
  g_assert_null (((InfernoEventOption *) g_ptr_array_index (s18, 0))->actions);
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (s18, 0))->rules, ==, "3.1.3,1.4.2");
  const char *const tr[] = { "treachery ghibelline add siena", NULL };
  g_assert_true (g_strv_equal ((const char *const *) ((InfernoEventOption *) g_ptr_array_index (s18, 1))->actions, tr));
}

/* POGGIO BONIZIO (F11 played; 3.1.3, 3.4; I113, I199, I200): scenario B puts 2 Ghibelline
 * markers at Poggio Bonizio: no option. Without them, in the Levy: Lordship +3 this Levy
 * for Firenze or Arezzo (the Guelph Lords on the map), the card in force at his mat, or
 * Firenze's Treachery card and the card back to its deck; nothing certain is proposed.
 * Applied, Firenze's Lordship counts the 3 (inferno-lordship.c). In the Campaign: the
 * Treachery card only. */
static void
test_played_poggio (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "card f11 held", NULL);
  g_autoptr(GPtrArray) none = inferno_events_play_options (T (j), CARD ("f11"));
  g_assert_cmpuint (none->len, ==, 0);
  ok (j, "marker poggio_bonizio conquered 0");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  inferno_events_event (T (j), CARD ("f11"), TRUE, ex);
  g_assert_true (says (ex, "Its condition holds: Poggio Bonizio carries no marker of the Ghibellines"));
  const char *const nothing[] = { NULL };
  assert_actions (ex, nothing);
  g_autoptr(GPtrArray) f11 = inferno_events_play_options (T (j), CARD ("f11"));
  g_assert_cmpuint (f11->len, ==, 3);
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (f11, 0))->actions[0], ==, "card f11 this_levy firenze");
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (f11, 1))->actions[0], ==, "card f11 this_levy arezzo");
  const char *const tr[] = { "treachery guelph add firenze", "discard f11", NULL };
  g_assert_true (g_strv_equal ((const char *const *) ((InfernoEventOption *) g_ptr_array_index (f11, 2))->actions, tr));

  int firenze = L ("firenze");
  g_autoptr(CasExplain) quiet = cas_explain_new ();
  int base = inferno_lordship_bonus (T (j), firenze, quiet);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do_many (j, (const char *const *) ((InfernoEventOption *) g_ptr_array_index (f11, 0))->actions, &error));
  g_assert_no_error (error);
  g_assert_cmpint (inferno_lordship_bonus (T (j), firenze, quiet), ==, base + 3);

  g_autoptr(CasJournal) j2 = position_after ("in_far_vendetta", "card f11 held", "marker poggio_bonizio conquered 0", "phase campaign", NULL);
  g_autoptr(GPtrArray) camp = inferno_events_play_options (T (j2), CARD ("f11"));
  g_assert_cmpuint (camp->len, ==, 1);
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (camp, 0))->actions[0], ==, "treachery guelph add firenze");
}

/* TREASURERS (F23 played; 3.5, 1.9.1; I199-I201): Firenze and Arezzo hold 1 Coin each: the
 * 2 Coin are paid 1 by each (the most first, ties in the Lords' order); options: declare
 * Call to Arms (cta guelph yes) or Firenze's Treachery card, each ending with the card
 * back to its deck. Arezzo with 3: he pays both. Once the Ghibellines declared this Levy:
 * the Treachery card only. With 1 Coin in all: no option, the line says so. */
static void
test_played_treasurers (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "card f23 held", "assets firenze coin 1", "assets arezzo coin 1", NULL);
  g_autoptr(GPtrArray) f23 = inferno_events_play_options (T (j), CARD ("f23"));
  g_assert_cmpuint (f23->len, ==, 2);
  const char *const cta[] = { "assets firenze coin -1", "assets arezzo coin -1", "cta guelph yes", "discard f23", NULL };
  g_assert_true (g_strv_equal ((const char *const *) ((InfernoEventOption *) g_ptr_array_index (f23, 0))->actions, cta));
  const char *const tr[] = { "assets firenze coin -1", "assets arezzo coin -1", "treachery guelph add firenze", "discard f23",
                             NULL };
  g_assert_true (g_strv_equal ((const char *const *) ((InfernoEventOption *) g_ptr_array_index (f23, 1))->actions, tr));

  ok (j, "assets arezzo coin 3");
  g_autoptr(GPtrArray) rich = inferno_events_play_options (T (j), CARD ("f23"));
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (rich, 0))->actions[0], ==, "assets arezzo coin -2");
  g_assert_cmpstr (((InfernoEventOption *) g_ptr_array_index (rich, 0))->actions[1], ==, "cta guelph yes");

  ok (j, "cta ghibelline yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  inferno_events_event (T (j), CARD ("f23"), TRUE, ex);
  g_assert_true (says (ex, "A Call to Arms is declared this Levy already (by the Ghibellines)"));
  g_autoptr(GPtrArray) late = inferno_events_play_options (T (j), CARD ("f23"));
  g_assert_cmpuint (late->len, ==, 1);

  ok (j, "assets arezzo coin 0");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  inferno_events_event (T (j), CARD ("f23"), TRUE, ex2);
  g_assert_true (says (ex2, "The Lords of the Guelphs on the map hold 1 Coin, fewer than the 2 it costs"));
  g_autoptr(GPtrArray) poor = inferno_events_play_options (T (j), CARD ("f23"));
  g_assert_cmpuint (poor->len, ==, 0);
}

/* inferno-app (issue 17; FRIARS S14, 3.1.3, 4.1; I190): not in force, no shuffle; in force
 * (`card s14 this_campaign`, a Ghibelline card) the Guelphs' Plan of 4 cards comes back as
 * `plan guelph ...` holding the same cards (2 Firenze, 2 Pass) in some order, each order
 * possible over seeds; once a card is revealed, none. The Ghibellines' Plan is theirs. */
static void
test_friars (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "plan guelph firenze,firenze,pass,pass", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_cmpint (inferno_friars_side (T (j)), ==, -1);
  g_assert_null (inferno_friars_shuffle (T (j), rand, ex));
  g_assert_true (says (ex, "FRIARS is not in force"));

  ok (j, "card s14 this_campaign");
  g_assert_cmpint (inferno_friars_side (T (j)), ==, 0);
  gboolean seen_pass_first = FALSE, seen_firenze_first = FALSE;
  for (int i = 0; i < 32; i++)
    {
      g_autoptr(CasExplain) ex2 = cas_explain_new ();
      g_autofree char *action = inferno_friars_shuffle (T (j), rand, ex2);
      g_assert_nonnull (action);
      g_assert_true (g_str_has_prefix (action, "plan guelph "));
      g_auto(GStrv) words = g_strsplit (action + strlen ("plan guelph "), ",", -1);
      g_assert_cmpuint (g_strv_length (words), ==, 4);
      int firenze = 0, pass = 0;
      for (int w = 0; w < 4; w++)
        {
          firenze += g_str_equal (words[w], "firenze");
          pass += g_str_equal (words[w], "pass");
        }
      g_assert_cmpint (firenze, ==, 2);
      g_assert_cmpint (pass, ==, 2);
      seen_pass_first |= g_str_equal (words[0], "pass");
      seen_firenze_first |= g_str_equal (words[0], "firenze");
      g_assert_true (says (ex2, "played blind"));
      assert_cites (ex2, "3.1.3,4.1");
    }
  g_assert_true (seen_pass_first && seen_firenze_first);

  ok (j, "reveal guelph 1");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_assert_null (inferno_friars_shuffle (T (j), rand, ex3));
  g_assert_true (says (ex3, "revealed already"));
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");
  g_test_add_func ("/inferno/events/grosseto-revolt", test_grosseto_revolt);
  g_test_add_func ("/inferno/events/wrong-event", test_wrong_event);
  g_test_add_func ("/inferno/events/casole", test_casole);
  g_test_add_func ("/inferno/events/grosseto-bribe", test_grosseto_bribe);
  g_test_add_func ("/inferno/events/brigands", test_brigands);
  g_test_add_func ("/inferno/events/drawn", test_event_drawn);
  g_test_add_func ("/inferno/events/war-skipped", test_war_event_skipped);
  g_test_add_func ("/inferno/events/kept", test_event_kept);
  g_test_add_func ("/inferno/events/gentle-usilia", test_gentle_usilia);
  g_test_add_func ("/inferno/events/options", test_event_options);
  g_test_add_func ("/inferno/events/friars", test_friars);
  g_test_add_func ("/inferno/events/played-shift", test_played_shift);
  g_test_add_func ("/inferno/events/played-cortona", test_played_cortona);
  g_test_add_func ("/inferno/events/played-poggio", test_played_poggio);
  g_test_add_func ("/inferno/events/played-treasurers", test_played_treasurers);
  return test_util_run ();
}
