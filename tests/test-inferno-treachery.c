/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-treachery.c: the Treachery cards on an Inferno table (treachery, issue
 * 17; rulebook 1.4.3, 1.9.2, 2.1.1, 4.1.1, 4.2.3, 4.5.1, 4.5.2, 4.9.6 and the 1.4.3
 * clarification; rules-decisions I100-I105): set aside at set-up, added with `treachery
 * SIDE add`, placed in a Plan as `treachery:LORD`, used once revealed, set aside again at
 * Reset; saves; the proposals of Surrender and Reset; the audit of a Plan. The game of
 * test-util.c is Inferno here. */
#include "test-util.h"

#include <string.h>

#include "inferno-cells.h"
#include "inferno-treachery.h"

#include "cas-audit.h"
#include "cas-commands.h"
#include "cas-endcampaign.h"

static int
held (CasJournal *j, int side)
{
  return inferno_treachery_held (T (j), side);
}

/* 2.1.1, 6.0: every scenario starts with the six cards of each side set aside, and each
 * of the twelve Lords has one (1.9.2; cards.json "kind": "treachery"). */
static void
test_setup_aside (void)
{
  int n = 0;
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    n += cas_game_get_lord (game, (int) l)->treachery;
  g_assert_cmpint (n, ==, 12);
  for (guint s = 0; s < cas_game_get_n_scenarios (game); s++)
    {
      g_autoptr(CasJournal) j = start (cas_game_get_scenario (game, (int) s)->id);
      g_assert_cmpint (held (j, 0), ==, 0);
      g_assert_cmpint (held (j, 1), ==, 0);
      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        g_assert_cmpint (inferno_treachery_where (T (j), (int) l), ==, INFERNO_TREACHERY_ASIDE);
      g_autoptr(JsonNode) node = cas_table_to_json (T (j));
      g_assert_false (json_object_has_member (json_node_get_object (node), "treachery"));
    }
}

/* The action (I100): canonical text, the log's sentence, refusals of what cannot be on
 * the table (a card added twice, one of the other side, one aside set aside), undo. */
static void
test_action (void)
{
  g_autoptr(CasJournal) j = start ("arbia_colorata");
  g_autoptr(GError) error = NULL;
  g_autoptr(CasAction) a = cas_action_parse (game, "treachery  guelph add  lucca,firenze", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "treachery guelph add firenze,lucca");
  g_autofree char *said = cas_action_describe (a, T (j));
  g_assert_nonnull (strstr (said, "The Guelphs add Treachery cards to their Command deck"));

  ok (j, "treachery guelph add firenze,lucca");
  g_assert_cmpint (held (j, 0), ==, (1 << L ("firenze")) | (1 << L ("lucca")));
  g_assert_cmpint (inferno_treachery_where (T (j), L ("firenze")), ==, INFERNO_TREACHERY_DECK);

  g_assert_false (cas_journal_do (j, "treachery guelph add lucca", &error));
  g_assert_nonnull (strstr (error->message, "already"));
  g_clear_error (&error);
  g_assert_false (cas_journal_do (j, "treachery guelph aside arezzo", &error));
  g_assert_nonnull (strstr (error->message, "set aside already"));
  g_clear_error (&error);
  g_assert_null (cas_action_parse (game, "treachery ghibelline add firenze", &error));
  g_assert_nonnull (strstr (error->message, "not in the ghibelline deck"));
  g_clear_error (&error);
  g_assert_null (cas_action_parse (game, "treachery guelph keep firenze", &error));
  g_clear_error (&error);

  ok (j, "treachery guelph aside lucca");
  g_assert_cmpint (held (j, 0), ==, 1 << L ("firenze"));
  g_assert_true (cas_journal_undo (j));
  g_assert_cmpint (inferno_treachery_where (T (j), L ("lucca")), ==, INFERNO_TREACHERY_DECK);
}

/* 4.1.1, 4.2.3: a Treachery card in the Plan (`treachery:LORD`), face down, then used
 * when revealed; the Plan's JSON and `show --json` "treachery"; a save reads back. */
static void
test_plan_and_json (void)
{
  g_autoptr(CasJournal) j = position_after ("arbia_colorata", "treachery ghibelline add siena", "phase campaign",
                                            "plan ghibelline treachery:siena,siena,pass,pass", NULL);
  g_assert_cmpint (inferno_treachery_where (T (j), L ("siena")), ==, INFERNO_TREACHERY_PLAN);
  g_assert_cmpint (CAS_GLOBAL (T (j), CAS_G_PLAN_0 + CAS_MAX_PLAN), ==, CAS_PLAN_TREACHERY (L ("siena")));
  ok (j, "reveal ghibelline 1");
  g_assert_cmpint (inferno_treachery_where (T (j), L ("siena")), ==, INFERNO_TREACHERY_USED);

  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonObject *o = json_node_get_object (node);
  JsonObject *tr = json_object_get_object_member (o, "treachery");
  g_assert_nonnull (tr);
  g_assert_false (json_object_has_member (tr, "guelph"));
  JsonArray *gh = json_object_get_array_member (tr, "ghibelline");
  g_assert_cmpuint (json_array_get_length (gh), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (gh, 0), ==, "siena");
  JsonArray *cards = json_object_get_array_member (json_object_get_object_member (json_object_get_object_member (o, "plans"),
                                                                                  "ghibelline"),
                                                   "cards");
  g_assert_cmpstr (json_array_get_string_element (cards, 0), ==, "treachery:siena");

  g_autoptr(CasTable) copy = cas_table_new (game);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_table_from_json (copy, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (copy, T (j)));

  /* A save naming a Lord of the other side, or a Lord twice, is refused. */
  json_array_add_string_element (gh, "firenze");
  g_assert_false (cas_table_from_json (copy, node, &error));
  g_assert_nonnull (strstr (error->message, "firenze"));
  g_clear_error (&error);

  /* A Plan's card of a Lord without a Treachery card is refused by the Plan's parser. */
  g_assert_null (cas_action_parse (game, "plan guelph treachery:siena,pass,pass,pass", &error));
  g_clear_error (&error);
  g_autofree char *secret_desc = NULL;
  g_autofree char *secret = cas_lc_action_secret_text (CAS_GAME_BASE (game), "plan ghibelline treachery:siena,siena,pass,pass", 1,
                                                       &secret_desc);
  g_assert_cmpstr (secret, ==, "plan ghibelline treachery:siena,?,?,?");
}

/* 4.5.1: a Town Surrenders: 2 Treachery cards for the Besiegers, proposed with the
 * Surrender as the first two set aside in the Lords' order (I102); those the side holds
 * already are left out. */
static void
test_surrender_proposes (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move siena san_gimignano", "marker san_gimignano siege 2",
                                            "treachery ghibelline add siena", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CasCommandsResult) r = cas_commands (T (j), L ("siena"), ex, &error);
  g_assert_no_error (error);
  g_assert_cmpint (r->treachery, ==, 2);
  /* Scenario A (6.0) removed Pisa: his card is in the box, so only Provenzano's is left. */
  g_assert_cmpstr (g_ptr_array_index (r->on_surrender, r->on_surrender->len - 1), ==, "treachery ghibelline add provenzano");
  g_assert_true (says (ex, "Castellan proposes the first in the order of the Lords"));
  g_assert_true (says (ex, "Only 1 Treachery card of the Ghibellines is set aside"));
  assert_cites (ex, "1.4.3");
}

/* 6.0 REMOVE FROM PLAY, 3.3.1, 1.4.3 (issue 17, I102): in scenario A (Dolenti Note) only
 * Firenze, Arezzo, Siena and Provenzano are in the game; Colle, Lucca, Guido and Orvieto
 * went back to the box with their Command cards. Siena's Podestà Disbanding Beyond Service
 * gives the Guelphs 3 Treachery cards: hand-worked, only Firenze's and Arezzo's are
 * set aside, so those 2 are proposed and the third is not added. In scenario B (no Lord
 * removed) the same 3 are Firenze's, Arezzo's and Colle's. */
static void
test_gain_scenario_removed (void)
{
  g_autoptr(CasJournal) a = start ("dolenti_note");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_cmpint (inferno_treachery_gain (T (a), 0, 3, NULL, ex), ==, 2);
  const char *const expected[] = { "treachery guelph add firenze,arezzo", NULL };
  assert_actions (ex, expected);
  g_assert_true (says (ex, "The scenario removed Colle Podestà, Lucca Podestà, Guido Guerra Guidi, Orvieto Capitaneus from play"));
  g_assert_true (says (ex, "Only 2 Treachery cards of the Guelphs are set aside"));
  assert_cites (ex, "6.0");

  /* Both held already: none left, and still none of the removed Lords'. */
  ok (a, "treachery guelph add firenze,arezzo");
  g_autoptr(CasExplain) none = cas_explain_new ();
  g_assert_cmpint (inferno_treachery_gain (T (a), 0, 1, NULL, none), ==, 0);
  g_assert_cmpuint (cas_explain_get_n_actions (none), ==, 0);

  g_autoptr(CasJournal) b = start ("in_far_vendetta");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_assert_cmpint (inferno_treachery_gain (T (b), 0, 3, NULL, ex2), ==, 3);
  const char *const expected2[] = { "treachery guelph add firenze,arezzo,colle", NULL };
  assert_actions (ex2, expected2);
  g_assert_false (says (ex2, "The scenario removed"));
}

/* 4.9.6 (I76 made real): the Reset proposes setting aside every Treachery card of both
 * Plans, used or not, before the Plans are cleared; cards in the deck stay. */
static void
test_reset (void)
{
  g_autoptr(CasJournal) j = position_after ("arbia_colorata", "treachery guelph add firenze,lucca",
                                            "treachery ghibelline add siena", "phase campaign",
                                            "plan guelph treachery:firenze,firenze,pass,pass",
                                            "plan ghibelline siena,treachery:siena,pass,pass", "reveal guelph 4",
                                            "reveal ghibelline 4", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);
  const char *const *actions = cas_explain_get_actions (ex);
  g_assert_true (g_strv_contains (actions, "treachery guelph aside firenze"));
  g_assert_true (g_strv_contains (actions, "treachery ghibelline aside siena"));
  g_assert_true (says (ex, "set aside the Treachery cards of their Plan, used or not"));
  assert_cites (ex, "4.9.6");
  /* Before `plan SIDE none`, so the card is still in the Plan when set aside. */
  int aside = -1, cleared = -1;
  for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
    {
      if (g_str_equal (cas_explain_get_action (ex, i), "treachery guelph aside firenze"))
        aside = (int) i;
      if (g_str_equal (cas_explain_get_action (ex, i), "plan guelph none"))
        cleared = (int) i;
    }
  g_assert_cmpint (aside, >=, 0);
  g_assert_cmpint (aside, <, cleared);
  apply (j, ex);
  g_assert_cmpint (inferno_treachery_where (T (j), L ("firenze")), ==, INFERNO_TREACHERY_ASIDE);
  g_assert_cmpint (inferno_treachery_where (T (j), L ("lucca")), ==, INFERNO_TREACHERY_DECK);
  g_assert_cmpint (held (j, 1), ==, 0);
  /* The 1.4.3 clarification: once set aside, the card may be added again. */
  ok (j, "treachery guelph add firenze");
}

/* The audit of J finds a problem with TEXT in its message, with RULE and FIX. */
static void
assert_audit_problem (CasJournal *j, const char *text, const char *rule, const char *fix)
{
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (T (j), ex);
  const CasAuditProblem *found = NULL;
  for (guint i = 0; i < cas_audit_get_n_problems (audit); i++)
    if (strstr (cas_audit_get_problem (audit, i)->message, text))
      found = cas_audit_get_problem (audit, i);
  g_assert_nonnull (found);
  g_assert_cmpstr (found->rule, ==, rule);
  g_assert_cmpstr (found->fix, ==, fix);
}

/* 4.1.1 (I101): the audit flags a Treachery card in a Plan that the side has not added,
 * proposes recording it, and says nothing once it is held; a Levy's old Plan is not
 * checked. */
static void
test_audit (void)
{
  g_autoptr(CasJournal) j = position_after ("arbia_colorata", "phase campaign", "plan guelph treachery:arezzo,firenze,pass,pass",
                                            NULL);
  assert_audit_problem (j, "Treachery card of Arezzo", "4.1.1,1.4.3", "treachery guelph add arezzo");

  ok (j, "treachery guelph add arezzo");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasAudit) after = cas_audit_run (T (j), ex2);
  for (guint i = 0; i < cas_audit_get_n_problems (after); i++)
    g_assert_null (strstr (cas_audit_get_problem (after, i)->message, "Treachery card"));
}

/* Does the audit of J say something with TEXT in its message? */
static gboolean
audit_says (CasJournal *j, const char *text)
{
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (T (j), ex);
  for (guint i = 0; i < cas_audit_get_n_problems (audit); i++)
    if (strstr (cas_audit_get_problem (audit, i)->message, text))
      return TRUE;
  return FALSE;
}

/* 6.0 (I102): in scenario A the Guelphs' Colle is removed from play, his Treachery card in
 * the game box. Added anyway (the table is mirrored, never refused), the audit flags it and
 * proposes setting it aside; Firenze's, set aside at the start, may be added. */
static void
test_audit_boxed (void)
{
  g_autoptr(CasJournal) a = start ("dolenti_note");
  g_assert_true (inferno_treachery_boxed (T (a), cas_game_find_lord (game, "colle")));
  g_assert_false (inferno_treachery_boxed (T (a), cas_game_find_lord (game, "firenze")));
  ok (a, "treachery guelph add firenze");
  g_assert_false (audit_says (a, "whom the scenario removed"));
  ok (a, "treachery guelph add colle");
  assert_audit_problem (a, "Treachery card of Colle Podestà, whom the scenario removed from play", "6.0,1.4.3",
                        "treachery guelph aside colle");
  ok (a, "treachery guelph aside colle");
  g_assert_false (audit_says (a, "whom the scenario removed"));

  g_autoptr(CasJournal) b = start ("in_far_vendetta");
  g_assert_false (inferno_treachery_boxed (T (b), cas_game_find_lord (game, "colle")));
}

/* 1.9.2: Inferno's Command deck has four Pass cards a side (Nevsky's three: test-audit.c
 * /audit/plan-card-counts) and three action cards per Lord; game.json "pass_cards". */
static void
test_pass_cards (void)
{
  g_assert_cmpint (cas_game_get_pass_cards (game), ==, 4);
  g_assert_cmpint (cas_game_get_command_cards (game), ==, 3);
  g_autoptr(CasJournal) four = position_after ("arbia_colorata", "phase campaign", "plan guelph pass,pass,pass,pass,colle", NULL);
  g_assert_false (audit_says (four, "Pass cards; each side"));
  g_autoptr(CasJournal) five = position_after ("arbia_colorata", "phase campaign", "plan guelph pass,pass,pass,pass,pass", NULL);
  g_assert_true (audit_says (five, "holds 5 Pass cards; each side has only 4"));
  g_autoptr(CasJournal) lord = position_after ("arbia_colorata", "phase campaign", "plan guelph guido,guido,guido,guido,pass", NULL);
  g_assert_true (audit_says (lord, "holds 4 Command cards of Guido"));
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");

  g_test_add_func ("/inferno/treachery/setup-aside", test_setup_aside);
  g_test_add_func ("/inferno/treachery/action", test_action);
  g_test_add_func ("/inferno/treachery/plan-json", test_plan_and_json);
  g_test_add_func ("/inferno/treachery/surrender", test_surrender_proposes);
  g_test_add_func ("/inferno/treachery/scenario-removed", test_gain_scenario_removed);
  g_test_add_func ("/inferno/treachery/reset", test_reset);
  g_test_add_func ("/inferno/treachery/audit", test_audit);
  g_test_add_func ("/inferno/treachery/audit-boxed", test_audit_boxed);
  g_test_add_func ("/inferno/plan/pass-cards", test_pass_cards);
  return test_util_run ();
}
