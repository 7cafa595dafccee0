/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-exhaustion.c: the End marker's action and scenario F's Exhaustion roll
 * (endmarker, issue 17; 6.0; rules-decisions I110, I111): `end BOX|+N|-N|off`; no roll
 * before the Levy of box 9 or in a Campaign; 1-3 puts the End marker in box 16, then
 * slides it one box left; 4-6 nothing; the game ends once the Levy and End markers share a
 * box, which Victory reads (cas_victory_last_box ()). The game of test-util.c is Inferno. */
#include "test-util.h"

#include "cas-victory.h"
#include "inferno-exhaustion.h"

static void
refused (CasJournal *j, const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasAction) a = cas_action_parse (game, text, &error);
  if (a)
    g_assert_false (cas_journal_do_action (j, a, &error));
  g_assert_nonnull (error);
}

/* 6.0: the End marker placed, shifted, taken off; a shift needs it on the Calendar. */
static void
test_end_action (void)
{
  g_autoptr(CasJournal) j = start ("di_sangue_tempio");
  g_assert_cmpint (CAS_GLOBAL (T (j), CAS_G_END_BOX), ==, -1);
  refused (j, "end -1");
  refused (j, "end 17");
  refused (j, "end nowhere");
  ok (j, "end 16");
  g_assert_cmpint (CAS_GLOBAL (T (j), CAS_G_END_BOX), ==, 16);
  refused (j, "end +1");
  ok (j, "end -2");
  g_assert_cmpint (CAS_GLOBAL (T (j), CAS_G_END_BOX), ==, 14);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasAction) a = cas_action_parse (game, "end   off", &error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "end off");
  ok (j, "end off");
  g_assert_cmpint (CAS_GLOBAL (T (j), CAS_G_END_BOX), ==, -1);
}

/* 6.0 F: no roll before box 9 nor in a Campaign; at the Levy of box 9 a 4 does nothing, a
 * 3 puts the End marker in box 16 (last box 15); later a 1 slides it left. */
static void
test_roll (void)
{
  g_autoptr(CasJournal) j = start ("di_sangue_tempio");
  InfernoExhaustion r;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  inferno_exhaustion (T (j), 2, &r, ex);
  g_assert_true (r.applies);
  g_assert_false (r.due);
  assert_cites (ex, "6.0");
  ok (j, "box 9");
  ok (j, "phase campaign");
  inferno_exhaustion (T (j), 2, &r, NULL);
  g_assert_false (r.due);
  ok (j, "phase levy");

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  inferno_exhaustion (T (j), 4, &r, ex2);
  g_assert_true (r.due);
  g_assert_false (r.moves);
  assert_actions (ex2, (const char *const[]) { NULL });

  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  inferno_exhaustion (T (j), 3, &r, ex3);
  g_assert_true (r.moves);
  g_assert_cmpint (r.end_after, ==, 16);
  g_assert_false (r.ends);
  assert_actions (ex3, (const char *const[]) { "end 16", NULL });
  apply (j, ex3);
  gboolean ended = TRUE;
  int last = 0;
  g_autoptr(CasExplain) exv = cas_explain_new ();
  g_assert_true (cas_victory_last_box (T (j), &last, &ended, exv));
  g_assert_cmpint (last, ==, 15);
  g_assert_false (ended);

  ok (j, "box 15");
  g_autoptr(CasExplain) ex4 = cas_explain_new ();
  inferno_exhaustion (T (j), 1, &r, ex4);
  g_assert_cmpint (r.end_after, ==, 15);
  g_assert_true (r.ends);
  assert_actions (ex4, (const char *const[]) { "end -1", NULL });
  assert_cites (ex4, "6.0,5.3");
  apply (j, ex4);
  g_autoptr(CasExplain) ex5 = cas_explain_new ();
  cas_victory_last_box (T (j), &last, &ended, ex5);
  g_assert_true (ended);
}

/* Other scenarios have no Exhaustion roll. */
static void
test_other_scenario (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  InfernoExhaustion r;
  inferno_exhaustion (T (j), 1, &r, NULL);
  g_assert_false (r.applies);
  g_assert_false (r.moves);
  g_assert_cmpint (r.end_after, ==, 3);
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");

  g_test_add_func ("/inferno/exhaustion/end-action", test_end_action);
  g_test_add_func ("/inferno/exhaustion/roll", test_roll);
  g_test_add_func ("/inferno/exhaustion/other-scenario", test_other_scenario);
  return test_util_run ();
}
