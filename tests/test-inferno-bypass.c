/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-bypass.c: the Bypass markers beyond Supply (bypass, issue 17; 4.3.5,
 * 4.3.6, 4.7.1; rules-decisions I108, I109): Encamp and Sortie in the Commands, Forage
 * of a Bypassed and a Bypassing Lord, a March from a Bypass (Depart) and into a Stronghold
 * the side Bypasses (no Approach; Avoid and Retreat may go there). Siena Bypasses
 * Montepulciano (Guelph by its Allegiance markers, 6.0 A) with Arezzo inside. The game
 * of test-util.c is Inferno here. */
#include "test-util.h"

#include "cas-commands.h"
#include "cas-laden.h"
#include "inferno-bypass.h"

static CasJournal *
bypassed (void)
{
  return position_after ("dolenti_note", "phase campaign", "move siena montepulciano", "move arezzo montepulciano",
                         "marker montepulciano bypass ghibelline", "muster provenzano asinalunga", NULL);
}

/* 4.3.5: who is Bypassing (outside, the marker's side) and who Bypassed (inside). */
static void
test_states (void)
{
  g_autoptr(CasJournal) j = bypassed ();
  g_assert_cmpint (inferno_bypass_of (T (j), L ("siena")), ==, INFERNO_BYPASSING);
  g_assert_cmpint (inferno_bypass_of (T (j), L ("arezzo")), ==, INFERNO_BYPASSED);
  g_assert_cmpint (inferno_bypass_of (T (j), L ("provenzano")), ==, INFERNO_NOT_BYPASS);
  ok (j, "marker montepulciano bypass none");
  g_assert_cmpint (inferno_bypass_of (T (j), L ("siena")), ==, INFERNO_NOT_BYPASS);
}

/* 4.3.6: Encamp, one March action: the Bypass markers become one Siege marker and only
 * the Encamping Lord is Moved; then Arezzo is Besieged. Sortie for the Lord inside. */
static void
test_encamp_sortie (void)
{
  g_autoptr(CasJournal) j = bypassed ();
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = cas_commands (T (j), L ("siena"), ex, NULL);
  g_assert_true (r->encamp.applies && r->encamp.allowed);
  g_assert_cmpint (r->encamp.actions, ==, 1);
  g_assert_false (r->sortie.applies);
  assert_cites (ex, "4.3.6,4.3.2,4.8");
  g_assert_cmpuint (r->encamp.proposed->len, ==, 3);
  for (guint i = 0; i < r->encamp.proposed->len; i++)
    ok (j, g_ptr_array_index (r->encamp.proposed, i));
  g_assert_cmpint (CAS_LOCALE (T (j), cas_game_find_locale (game, "montepulciano"), CAS_C_SIEGE), ==, 1);
  g_assert_cmpint (CAS_LOCALE (T (j), cas_game_find_locale (game, "montepulciano"), CAS_C_BYPASS), ==, 0);
  g_assert_true (LORD (j, "siena", CAS_L_MOVED));
  g_assert_false (LORD (j, "arezzo", CAS_L_MOVED));
  g_assert_true (cas_rules_besieged (T (j), L ("arezzo")));

  g_autoptr(CasJournal) k = bypassed ();
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) s = cas_commands (T (k), L ("arezzo"), ex2, NULL);
  g_assert_true (s->sortie.applies && s->sortie.allowed);
  g_assert_false (s->encamp.applies);
  assert_cites (ex2, "4.3.6,4.3.4,4.3.1");
  /* Nobody left outside: no Sortie. */
  ok (k, "move siena asinalunga");
  g_autoptr(CasCommandsResult) s2 = cas_commands (T (k), L ("arezzo"), NULL, NULL);
  g_assert_true (s2->sortie.applies);
  g_assert_false (s2->sortie.allowed);
}

/* 4.7.1, 4.3.5: Bypassed inside a Friendly Stronghold, he is not Besieged: 1 Provender
 * sure; Bypassing outside, Forage is the Season's (Spring: a roll). */
static void
test_forage (void)
{
  g_autoptr(CasJournal) j = bypassed ();
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = cas_commands (T (j), L ("arezzo"), ex, NULL);
  g_assert_true (r->forage.allowed);
  g_assert_true (says (ex, "Bypassed, not Besieged"));
  g_assert_true (says (ex, "each Forage (1 action) adds 1 Provender"));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) s = cas_commands (T (j), L ("siena"), ex2, NULL);
  g_assert_true (says (ex2, "Bypasses Montepulciano and may go on with his card"));
  g_assert_true (says (ex2, "rolls a die"));
  assert_cites (ex2, "4.7.1,4.3.5");
}

/* 4.3.6 Depart; 4.3.4, 4.3.5, 4.4.3: into the Stronghold the side Bypasses, Arezzo inside
 * is Bypassed: no Approach, Avoid and Retreat may go there. Without the marker he is an
 * Unbesieged enemy Lord and they may not. */
static void
test_march (void)
{
  g_autoptr(CasJournal) j = bypassed ();
  int siena[] = { L ("siena") }, provenzano[] = { L ("provenzano") };
  g_autoptr(CasExplain) ex = cas_explain_new ();
  CasLadenResult *r = cas_laden (T (j), siena, 1, cas_game_find_locale (game, "asinalunga"), ex, NULL);
  g_assert_true (says (ex, "Depart: the group begins at Montepulciano Bypassing it"));
  g_assert_true (says (ex, "marker montepulciano bypass none"));
  cas_laden_result_free (r);

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  r = cas_laden (T (j), provenzano, 1, cas_game_find_locale (game, "montepulciano"), ex2, NULL);
  g_assert_true (r->avoid_destination_ok);
  g_assert_true (says (ex2, "Marching there is no Approach"));
  g_assert_true (says (ex2, "a Retreat may go there to join them"));
  g_assert_false (says (ex2, "holds Unbesieged enemy Lords"));
  cas_laden_result_free (r);

  ok (j, "marker montepulciano bypass none");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  r = cas_laden (T (j), provenzano, 1, cas_game_find_locale (game, "montepulciano"), ex3, NULL);
  g_assert_false (r->avoid_destination_ok);
  g_assert_true (says (ex3, "holds Unbesieged enemy Lords"));
  cas_laden_result_free (r);
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");

  g_test_add_func ("/inferno/bypass/states", test_states);
  g_test_add_func ("/inferno/bypass/encamp-sortie", test_encamp_sortie);
  g_test_add_func ("/inferno/bypass/forage", test_forage);
  g_test_add_func ("/inferno/bypass/march", test_march);
  return test_util_run ();
}
