/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-comune.c: the Comune mats' own Forces and Assets (comune, issue 17; 1.5.1,
 * 1.5.2, 3.5.3; rules-decisions I106): the cells and the action `comune COMMANDER
 * forces|assets TYPE N`, `show --json` "comune_mats" (absent while every mat is empty, so
 * older saves read unchanged), the mat set aside with its Commander (3.3.2), and Feed,
 * Pay, Laden and the audit reading it. The game of test-util.c is Inferno here. */
#include "test-util.h"

#include <string.h>

#include "cas-audit.h"
#include "cas-feed.h"
#include "cas-laden.h"
#include "cas-pay.h"

static int
firenze_comune (void)
{
  int c = cas_game_get_lord (game, L ("firenze"))->comune;
  g_assert_cmpint (c, >=, 0);
  return c;
}

#define MAT(j, cell) CAS_COMUNE (T (j), firenze_comune (), cell)

static int
unit (const char *id)
{
  int u = cas_game_find_unit (game, id);
  g_assert_cmpint (u, >=, 0);
  return u;
}

static void
refused (CasJournal *j, const char *text, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasAction) a = cas_action_parse (game, text, &error);
  if (a)
    g_assert_false (cas_journal_do_action (j, a, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, part));
}

/* 1.5.1, 1.5.2: the Comune mat holds Forces and Assets of its own; a mat set aside holds
 * nothing (the action is refused), and setting the Comune aside (`out`, or its Commander
 * Disbanding, 3.3.2) empties it. */
static void
test_mat_cells (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(GError) error = NULL;
  refused (j, "comune firenze forces cavalieri 2", "not in play");
  refused (j, "comune arezzo forces cavalieri 2", "must be a Commander");
  refused (j, "comune firenze forces horse 2", "unknown Forces type");
  refused (j, "comune firenze assets cavalieri 2", "unknown Asset type");
  refused (j, "comune firenze forces cavalieri", "needs more words");

  ok (j, "comune firenze in");
  g_autoptr(CasAction) a = cas_action_parse (game, "comune  firenze forces   villici +3", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "comune firenze forces villici +3");
  ok (j, "comune firenze forces cavalieri 8");
  ok (j, "comune firenze forces villici +3");
  ok (j, "comune firenze assets cart 4");
  g_assert_cmpint (MAT (j, CAS_M_FORCES + unit ("cavalieri")), ==, 8);
  g_assert_cmpint (MAT (j, CAS_M_FORCES + unit ("villici")), ==, 3);
  g_assert_cmpint (MAT (j, CAS_M_ASSETS + CAS_ASSET_CART), ==, 4);
  g_assert_cmpint (cas_table_comune_units (T (j), firenze_comune ()), ==, 11);
  /* The Commander's own mat is unchanged. */
  g_assert_cmpint (LORD (j, "firenze", CAS_L_FORCES + unit ("cavalieri")), ==, 2);
  refused (j, "comune firenze forces villici -4", "cannot take away");

  ok (j, "comune firenze out");
  g_assert_true (cas_table_comune_mat_empty (T (j), firenze_comune ()));
  g_assert_true (cas_journal_undo (j));
  g_assert_cmpint (MAT (j, CAS_M_FORCES + unit ("cavalieri")), ==, 8);
  ok (j, "disband firenze");
  g_assert_true (cas_table_comune_mat_empty (T (j), firenze_comune ()));
}

/* show --json "comune_mats": by Commander, every unit type and Asset; absent while every
 * mat is empty (older saves); read back; an unknown Commander refused. */
static void
test_mat_json (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "comune firenze in", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) before = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (before), "comune_mats"));

  ok (j, "comune firenze forces armigeri 5");
  ok (j, "comune firenze assets coin 2");
  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonObject *mats = json_object_get_object_member (json_node_get_object (node), "comune_mats");
  g_assert_nonnull (mats);
  g_assert_false (json_object_has_member (mats, "siena"));
  JsonObject *f = json_object_get_object_member (mats, "firenze");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (f, "forces"), "armigeri"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (f, "forces"), "ritter"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (f, "assets"), "coin"), ==, 2);

  g_autoptr(CasTable) copy = cas_table_new (game);
  g_assert_true (cas_table_from_json (copy, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (copy, T (j)));
  /* An older document (no member) reads as empty mats. */
  g_assert_true (cas_table_from_json (copy, before, &error));
  g_assert_true (cas_table_comune_mat_empty (copy, firenze_comune ()));
  /* Arezzo has no Comune. */
  json_object_set_object_member (mats, "arezzo", json_object_ref (f));
  g_assert_false (cas_table_from_json (copy, node, &error));
  g_assert_nonnull (strstr (error->message, "arezzo"));

  /* The cells' names in diffs and errors. */
  g_autofree char *name = cas_table_cell_name (T (j), (guint) (cas_table_comune ((CasTable *) T (j), firenze_comune (), CAS_M_ASSETS + CAS_ASSET_COIN) - T (j)->v));
  g_assert_cmpstr (name, ==, "comune_mats[firenze].assets.coin");
}

/* 4.8.1, 1.5.1: Commander and Comune Feed as one Lord: 4 units on his mat and 9 on the
 * Comune mat are 13, 3 Provender (two Lords would eat 1 + 2); his 2 Provender first, then
 * 1 from the Comune mat, proposed as the Comune's action. */
static void
test_feed (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "comune firenze in", "comune firenze forces cavalieri 9",
                                            "comune firenze assets prov 3", "phase campaign", "moved firenze yes", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_NONE, ex);
  const CasFeedLord *fl = cas_feed_result_find (r, L ("firenze"));
  g_assert_cmpint (fl->units, ==, 13);
  g_assert_cmpint (fl->need, ==, 3);
  g_assert_true (fl->fed);
  g_assert_true (says (ex, "4 on his mat and 9 on the Comune mat"));
  assert_cites (ex, "4.8.1,1.5.1");
  assert_actions (ex, (const char *const[]) { "assets firenze prov -2", "comune firenze assets prov -1", "moved firenze no", NULL });
  apply (j, ex);
  g_assert_cmpint (MAT (j, CAS_M_ASSETS + CAS_ASSET_PROV), ==, 2);
}

/* 3.2.1, 1.5.1: the Comune mat's Coin pays the Commander's Service after his own. */
static void
test_pay (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "comune firenze in", "comune firenze forces cavalieri 1",
                                            "comune firenze assets coin 2", "phase campaign", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = cas_pay_compute (T (j), L ("firenze"), 2, ex);
  const CasPayLord *pl = cas_pay_result_find (r, L ("firenze"));
  g_assert_cmpint (pl->max_shifts, ==, 2); /* 4 Coin at 2 a box (a Podestà, 3.2.1) */
  g_assert_cmpint (r->bought, ==, 2);
  assert_cites (ex, "3.2.1,1.5.1");
  assert_actions (ex, (const char *const[]) { "assets firenze coin -2", "comune firenze assets coin -2", "service firenze +2", NULL });
}

/* 4.3.2, 1.5.1: the Comune's cylinder is stacked under its Commander's: its Provender and
 * Carts March with his. 4 Provender on 2 Carts is Laden; with the Comune's 4 Carts, not. */
static void
test_laden (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "assets firenze prov 4", "comune firenze in",
                                            "comune firenze forces cavalieri 1", NULL);
  int group[] = { L ("firenze") };
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  CasLadenResult *r = cas_laden (T (j), group, 1, cas_game_find_locale (game, "prato"), ex, &error);
  g_assert_no_error (error);
  g_assert_cmpint (r->status, ==, CAS_LADEN_LADEN);
  cas_laden_result_free (r);
  ok (j, "comune firenze assets cart 4");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  r = cas_laden (T (j), group, 1, cas_game_find_locale (game, "prato"), ex2, &error);
  g_assert_cmpint (r->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (r->transport, ==, 6);
  assert_cites (ex2, "1.5.1,4.3.2");
  cas_laden_result_free (r);
}

/* 1.5.1, 1.6, 1.7.3: a Comune in play without Forces is removed; its mat holds at most 16
 * of each Asset; a Comune whose Commander is off the map is set aside. */
static void
test_audit (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "comune firenze in", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) a = cas_audit_run (T (j), ex);
  g_assert_true (says (ex, "Firenze Comune is in play with no Forces on its mat"));
  assert_cites (ex, "1.5.1,1.6");
  g_assert_cmpint (cas_audit_get_n_problems (a), ==, 1);

  ok (j, "comune firenze forces cavalieri 1");
  ok (j, "comune firenze assets prov 17");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasAudit) a2 = cas_audit_run (T (j), ex2);
  g_assert_cmpint (cas_audit_get_n_problems (a2), ==, 1);
  g_assert_true (says (ex2, "Firenze Comune's mat has 17 prov"));
  assert_cites (ex2, "1.7.3");

  /* A table edited by hand: the Commander off the map with his Comune still in play. */
  CasTable *t = cas_table_copy (T (j));
  CAS_LORD (t, L ("firenze"), CAS_L_STATE) = CAS_LORD_CALENDAR;
  CAS_LORD (t, L ("firenze"), CAS_L_BOX) = 3;
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasAudit) a3 = cas_audit_run (t, ex3);
  g_assert_true (says (ex3, "a Comune is set aside with its Commander"));
  cas_table_free (t);
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");

  g_test_add_func ("/inferno/comune/mat-cells", test_mat_cells);
  g_test_add_func ("/inferno/comune/mat-json", test_mat_json);
  g_test_add_func ("/inferno/comune/feed", test_feed);
  g_test_add_func ("/inferno/comune/pay", test_pay);
  g_test_add_func ("/inferno/comune/laden", test_laden);
  g_test_add_func ("/inferno/comune/audit", test_audit);
  return test_util_run ();
}
