/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-endcampaign.c: Inferno's Captured Knights boxes and the End of Campaign's
 * Ransom and Languish (issue 17, "ransom"; rulebook 4.4.4, 4.9.2-4.9.6; rules-decisions
 * I70-I77). The game of test-util.c is Inferno here. In far Vendetta (6.0 B) starts in
 * box 4 with Firenze (2 Coin) and Arezzo (1 Coin) for the Guelphs, Siena (2 Coin) and
 * Provenzano (none) for the Ghibellines. */
#include "test-util.h"

#include <string.h>

#include "inferno-ransom.h"

static int
captured (CasJournal *j, int side)
{
  return CAS_GLOBAL (T (j), INFERNO_G_CAPTURED_0 + side);
}

static int
coin (CasJournal *j, const char *lord)
{
  return LORD (j, lord, CAS_L_ASSETS + CAS_ASSET_COIN);
}

/* The action `captured SIDE N|+N|-N` (I70): canonical text, the log's sentences for a
 * capture and a release, its refusals, undo. */
static void
test_captured_action (void)
{
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  g_autoptr(GError) error = NULL;
  g_autoptr(CasAction) a = cas_action_parse (game, "captured  guelph   +2", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "captured guelph +2");
  g_autofree char *said = cas_action_describe (a, T (j));
  g_assert_nonnull (strstr (said, "2 knights of the Guelphs Captured"));

  ok (j, "captured guelph +2");
  ok (j, "captured ghibelline 5");
  g_assert_cmpint (captured (j, 0), ==, 2);
  g_assert_cmpint (captured (j, 1), ==, 5);
  g_autoptr(CasAction) rel = cas_action_parse (game, "captured ghibelline -3", &error);
  g_autofree char *rel_said = cas_action_describe (rel, T (j));
  g_assert_nonnull (strstr (rel_said, "leave their Captured Knights box (left: 2)"));

  g_assert_false (cas_journal_do (j, "captured guelph -3", &error));
  g_assert_nonnull (strstr (error->message, "cannot take away 3"));
  g_clear_error (&error);
  g_assert_null (cas_action_parse (game, "captured teutonic 1", &error));
  g_assert_nonnull (strstr (error->message, "guelph or ghibelline"));
  g_clear_error (&error);
  g_assert_null (cas_action_parse (game, "captured guelph", &error));
  g_clear_error (&error);

  g_assert_true (cas_journal_undo (j));
  g_assert_cmpint (captured (j, 1), ==, 0);
  g_assert_cmpint (captured (j, 0), ==, 2);
}

/* show --json and saves (I70): "captured" only while a box holds knights, so that a table
 * without captures writes exactly what it wrote before; an old save (without the member)
 * loads with empty boxes; a save with them round-trips. */
static void
test_captured_json (void)
{
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  g_autoptr(JsonNode) before = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (before), "captured"));

  ok (j, "captured ghibelline 4");
  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonObject *c = json_object_get_object_member (json_node_get_object (node), "captured");
  g_assert_nonnull (c);
  g_assert_cmpint (json_object_get_int_member (c, "ghibelline"), ==, 4);
  g_assert_false (json_object_has_member (c, "guelph"));

  g_autoptr(CasTable) copy = cas_table_new (game);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_table_from_json (copy, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (copy, T (j)));
  g_assert_true (cas_table_from_json (copy, before, &error));
  g_assert_cmpint (CAS_GLOBAL (copy, INFERNO_G_CAPTURED_1), ==, 0);
  g_autofree char *a = json_to_string (before, FALSE);
  g_autoptr(JsonNode) again = cas_table_to_json (copy);
  g_autofree char *b = json_to_string (again, FALSE);
  g_assert_cmpstr (a, ==, b);

  json_object_set_int_member (c, "guelph", -1);
  g_assert_false (cas_table_from_json (copy, node, &error));
  g_assert_nonnull (strstr (error->message, "guelph"));
}

/* 4.9.2 Ransom (I72, I73): the Guelphs have 7 Captured knights: 2 Coin (one per six,
 * rounded up), paid in full from Firenze (the most Coin) to the Ghibellines (Siena, the
 * first of their Lords on the map); 4 come back (half, rounded up), 3 go to the pool; the
 * box is emptied. The Ghibellines' 13 knights cost 3 Coin: Siena's 2 and the 2 just
 * received make 4, so they Ransom too (7 back, 6 to the pool), paying the Guelphs. */
static void
test_ransom_paid (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "box 5", "captured guelph 7", "captured ghibelline 13", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_cmpint (coin (j, "firenze"), ==, 2);
  g_assert_cmpint (coin (j, "arezzo"), ==, 1);
  g_assert_cmpint (coin (j, "siena"), ==, 2);
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);

  g_assert_nonnull (r->captives);
  g_assert_cmpuint (r->captives->len, ==, 2);
  const CasLcCaptives *g = &g_array_index (r->captives, CasLcCaptives, 0);
  const CasLcCaptives *h = &g_array_index (r->captives, CasLcCaptives, 1);
  g_assert_cmpint (g->side, ==, 0);
  g_assert_cmpint (g->captured, ==, 7);
  g_assert_cmpint (g->coin, ==, 2);
  g_assert_cmpint (g->coin_held, ==, 3);
  g_assert_true (g->freed);
  g_assert_cmpint (g->returned, ==, 4);
  g_assert_cmpint (g->to_pool, ==, 3);
  g_assert_cmpint (g->languish, ==, 0);
  g_assert_cmpint (h->side, ==, 1);
  g_assert_cmpint (h->coin, ==, 3);
  g_assert_cmpint (h->coin_held, ==, 4);
  g_assert_true (h->freed);
  g_assert_cmpint (h->returned, ==, 7);
  g_assert_cmpint (h->to_pool, ==, 6);
  g_assert_true (says (ex, "the Ransom is 2 Coin"));
  g_assert_true (says (ex, "decline to pay, their knights Languish instead"));
  assert_cites (ex, "4.9.2,4.4.4");

  /* The proposals, in order, before Repair, Waste and Reset. */
  /* mats (I136): the half that comes back proposed onto the side's first Lord on the map. */
  static const char *const want[] = { "assets firenze coin -2", "assets siena coin +2", "captured guelph 0",
                                      "forces firenze cavalieri +4", "assets siena coin -3", "assets firenze coin +3",
                                      "captured ghibelline 0", "forces siena cavalieri +7" };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    g_assert_cmpstr (cas_explain_get_action (ex, i), ==, want[i]);
  apply (j, ex);
  g_assert_cmpint (captured (j, 0), ==, 0);
  g_assert_cmpint (captured (j, 1), ==, 0);
}

/* 4.9.2 Languish (I71): with no Coin on their Lords the Guelphs cannot Ransom their 13
 * knights: the Ghibellines get 3 Revolt rolls or Treachery cards (one per six, rounded
 * up); nothing is paid and the knights stay in the box. */
static void
test_languish (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "box 5", "assets firenze coin 0", "assets arezzo coin 0",
                                            "captured guelph 13", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);

  g_assert_cmpuint (r->captives->len, ==, 1);
  const CasLcCaptives *g = &g_array_index (r->captives, CasLcCaptives, 0);
  g_assert_false (g->freed);
  g_assert_cmpint (g->coin, ==, 3);
  g_assert_cmpint (g->coin_held, ==, 0);
  g_assert_cmpint (g->languish, ==, 3);
  g_assert_cmpint (g->returned, ==, 0);
  g_assert_true (says (ex, "Languish: the Guelphs cannot pay the Ransom, so the Ghibellines roll 3 times"));
  g_assert_true (says (ex, "stay in the Captured Knights box"));
  assert_cites (ex, "4.9.2,1.4.2,1.4.3");
  for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
    g_assert_null (strstr (cas_explain_get_action (ex, i), "captured"));
  apply (j, ex);
  g_assert_cmpint (captured (j, 0), ==, 13);
}

/* No knights Captured: the step says so, and proposes nothing. 4.9.2 in every box, not
 * only the Grow boxes. */
static void
test_ransom_none (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "box 6", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);
  g_assert_nonnull (r->captives);
  g_assert_cmpuint (r->captives->len, ==, 0);
  g_assert_true (says (ex, "neither side has knights"));
}

/* The line with `part`: its sections, joined by ",". */
static char *
cites_of (const CasExplain *ex, const char *part)
{
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    {
      const CasExplainLine *line = cas_explain_get_line (ex, i);
      if (strstr (line->text, part))
        return line->rules ? g_strjoinv (",", line->rules) : g_strdup ("");
    }
  g_error ("no line says “%s”", part);
}

/* Inferno's numbering (I75, I76): Game End 4.9.3, Repair 4.9.4, Waste 4.9.5, Reset 4.9.6
 * with the Treachery cards set aside; 4.9.2 is Ransom. */
static void
test_sections (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "box 5", "marker colle siege 3", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);
  g_autofree char *on = cites_of (ex, "play goes on");
  g_autofree char *waste = cites_of (ex, "Wastage");
  g_autofree char *repair = cites_of (ex, "Repair:");
  g_autofree char *treachery = cites_of (ex, "No Treachery card was in either side");
  g_autofree char *box = cites_of (ex, "The Campaign marker moves to box 6");

  g_assert_false (r->game_end);
  g_assert_cmpstr (on, ==, "4.9.3");
  g_assert_cmpstr (waste, ==, "4.9.5");
  g_assert_cmpstr (repair, ==, "4.9.4");
  g_assert_cmpstr (treachery, ==, "4.9.6,1.4.3"); /* treachery: none in the Plans here */
  g_assert_cmpstr (box, ==, "4.9.6,2.2.2");
}

/* The scenario's last box (I77): Ransom comes before the Game End check (4.9.2, 4.9.3),
 * and the Victory after it is cited 4.9.3. */
static void
test_ransom_last_box (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "box 8", "captured ghibelline 6", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);
  g_autofree char *end = cites_of (ex, "the game ends now");

  g_assert_true (r->game_end);
  g_assert_cmpuint (r->captives->len, ==, 1);
  g_assert_true (g_array_index (r->captives, CasLcCaptives, 0).freed);
  g_assert_cmpint (g_array_index (r->captives, CasLcCaptives, 0).coin, ==, 1);
  g_assert_cmpstr (end, ==, "4.9.3,5.3");
  /* mats (I136): then the 3 knights that come back, onto Siena */
  g_assert_cmpstr (cas_explain_get_action (ex, cas_explain_get_n_actions (ex) - 2), ==, "captured ghibelline 0");
  g_assert_cmpstr (cas_explain_get_action (ex, cas_explain_get_n_actions (ex) - 1), ==, "forces siena cavalieri +3");
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");

  g_test_add_func ("/inferno/captured/action", test_captured_action);
  g_test_add_func ("/inferno/captured/json", test_captured_json);
  g_test_add_func ("/inferno/ransom/paid", test_ransom_paid);
  g_test_add_func ("/inferno/ransom/languish", test_languish);
  g_test_add_func ("/inferno/ransom/none", test_ransom_none);
  g_test_add_func ("/inferno/ransom/last-box", test_ransom_last_box);
  g_test_add_func ("/inferno/endcampaign/sections", test_sections);
  return test_util_run ();
}
