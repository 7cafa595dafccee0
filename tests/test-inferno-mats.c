/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-mats.c (mats, issue 17): the calculators outside Battle reading a
 * Commander's Comune mat as his second mat (1.5.1, 1.5.2; rules-decisions I134): Supply
 * (4.6), Forage (4.7.1), Ravage (4.7.2), Tax (4.7.4) and Waste (4.9.5). Each case is
 * worked by hand; before the change the Comune mat was not read and each one failed. The
 * game of test-util.c is Inferno here. */
#include "test-util.h"

#include <string.h>

#include "cas-audit.h"
#include "cas-endcampaign.h"
#include "cas-levy.h"
#include "cas-supply.h"


static void
assert_proposed (const CasCommandOption *o, const char *const *expected)
{
  guint n = 0;
  while (expected[n])
    n++;
  for (guint i = 0; i < o->proposed->len; i++)
    g_test_message ("proposed: %s", (const char *) g_ptr_array_index (o->proposed, i));
  g_assert_cmpuint (o->proposed->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (g_ptr_array_index (o->proposed, i), ==, expected[i]);
}

/* 4.7.2, 1.5.1: Siena at San Gimignano (a Guelph Town): he has no Berrovieri, his Comune
 * mat has one, so the Ravage gives 2 Provender and 2 Loot instead of 1 and 1. His own mat
 * holds 16 Provender (1.7.3), so the Provender goes onto the Comune mat. */
static void
test_ravage (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move siena san_gimignano", "assets siena prov 16", "comune siena in",
                                            "comune siena forces berrovieri 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
  g_assert_true (r->ravage.allowed);
  g_assert_cmpint (r->ravage.actions, ==, 2);
  g_assert_cmpint (r->ravage.prov, ==, 2);
  g_assert_cmpint (r->ravage.loot, ==, 2);
  assert_proposed (&r->ravage, (const char *const[]) { "marker san_gimignano ravaged ghibelline",
                                                       "comune siena assets prov +2", "assets siena loot +2", NULL });
  g_assert_true (says (ex, "Berrovieri on his mats"));
  g_assert_true (says (ex, "2 go onto the Siena Comune mat"));
  assert_cites (ex, "4.7.2,1.5.1,1.7.3");
  apply (j, ex);
  g_assert_cmpint (CAS_COMUNE (T (j), cas_game_get_lord (game, L ("siena"))->comune, CAS_M_ASSETS + CAS_ASSET_PROV), ==, 2);

  /* A Comune set aside is not read: 1 and 1, and the Provender is lost to the cap. */
  g_autoptr(CasJournal) k = position_after ("dolenti_note", "move siena san_gimignano", "assets siena prov 16", NULL);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (k, "siena", ex2);
  g_assert_cmpint (r2->ravage.prov, ==, 0);
  g_assert_cmpint (r2->ravage.loot, ==, 1);
}

/* 4.7.1, 1.5.1: Siena at Siena, an Unbesieged Friendly Stronghold: Forage adds 1 Provender;
 * his mat is full (16), so it goes onto his Comune mat. */
static void
test_forage (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "assets siena prov 16", "comune siena in",
                                            "comune siena forces militia 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
  g_assert_true (r->forage.allowed);
  g_assert_cmpint (r->forage.prov, ==, 1);
  assert_proposed (&r->forage, (const char *const[]) { "comune siena assets prov +1", NULL });
  g_assert_true (says (ex, "1 goes onto the Siena Comune mat"));
  assert_cites (ex, "4.7.1,1.5.1,1.7.3");
}

/* 4.7.4, 1.5.1: Tax at his Seat Siena, a Podestà: 2 Coin; his mat holds 15 Coin, so 1 on
 * his mat and 1 on the Comune mat. */
static void
test_tax (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "assets siena coin 15", "comune siena in",
                                            "comune siena forces militia 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
  g_assert_cmpint (r->tax.coin, ==, 2);
  assert_proposed (&r->tax, (const char *const[]) { "assets siena coin +1", "comune siena assets coin +1", NULL });
}

/* 4.6.1, 4.6.2, 1.5.1: Siena one Way from his Seat Siena (Size 3) with no Carts of his own:
 * the Comune mat's 2 Carts carry 2 Provender (one Cart per Provender per Way). Without the
 * Comune's Carts he gets none. */
static void
test_supply (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move siena monteriggioni", "assets siena cart 0", "comune siena in",
                                            "comune siena forces militia 1", "phase campaign", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = cas_supply_compute (T (j), L ("siena"), ex, &error);
  g_assert_no_error (error);
  g_assert_cmpint (r->provender, ==, 0);

  ok (j, "comune siena assets cart 2");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = cas_supply_compute (T (j), L ("siena"), ex2, &error);
  g_assert_cmpint (r2->provender, ==, 2);
  g_assert_true (says (ex2, "with 2 Carts on the Siena Comune mat"));
  assert_actions (ex2, (const char *const[]) { "assets siena prov +2", NULL });

  /* His own mat full: the Provender goes onto the Comune mat (I134). */
  ok (j, "assets siena prov 16");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r3 = cas_supply_compute (T (j), L ("siena"), ex3, &error);
  g_assert_cmpint (r3->provender, ==, 2);
  assert_cites (ex3, "4.6.2,1.5.1,1.7.3");
  assert_actions (ex3, (const char *const[]) { "comune siena assets prov +2", NULL });
}

/* 4.9.5, 1.5.1: Commander and Comune are one Lord for Waste: 1 Cart on each mat is 2
 * Carts, so one item goes; the Comune's Cart is an item of its own. */
static void
test_waste (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "assets siena cart 1", "assets siena prov 0", "assets siena coin 1",
                                            "comune siena in", "comune siena forces militia 1", "comune siena assets cart 1",
                                            "phase campaign", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);
  const CasWastage *w = NULL;
  for (guint i = 0; i < r->wastage->len; i++)
    if (g_array_index (r->wastage, CasWastage, i).lord == L ("siena"))
      w = &g_array_index (r->wastage, CasWastage, i);
  g_assert_nonnull (w);
  g_assert_true (says (ex, "Siena Podestà has 2 cart: Wastage"));
  g_assert_true (says (ex, "one Lord for Waste"));
  assert_cites (ex, "4.9.5,1.5.1");
  gboolean comune_item = FALSE;
  for (guint i = 0; i < w->actions->len; i++)
    comune_item |= g_strcmp0 (g_ptr_array_index (w->actions, i), "comune siena assets cart -1") == 0;
  g_assert_true (comune_item);
  g_assert_cmpstr (g_ptr_array_index (w->actions, (guint) w->default_item), ==, "assets siena cart -1");
}

/* ---- TAGLIA (S23, 3.4.2; rules-decisions I135) ---- */

static gboolean
lists_vassal (const CasTable *t, const char *lord, const char *vassal)
{
  g_autoptr(CasLevyResult) r = cas_levy_compute (t, NULL);
  const CasLevyLordship *ll = cas_levy_result_find_lordship (r, L (lord));
  g_assert_nonnull (ll);
  return cas_levy_lordship_has (ll, CAS_LEVY_ITEM_VASSAL, cas_game_find_vassal (game, vassal));
}

/* Scenario E starts with TAGLIA in play, Giordano at Firenze and Astimberg at Siena, each
 * with two Ready Vassals. Giordano takes Astimberg's Arras: marked, the Levy lists no more
 * TAGLIA Vassals for him (one each) but still Astimberg's for Giordano's; the mark is in
 * show --json "taglia", read back, absent from older documents; it goes when Giordano
 * Disbands (3.3.1), and the audit flags it once TAGLIA is out of play. */
static void
test_taglia (void)
{
  g_autoptr(CasJournal) j = start ("lasciate_ogne_speranza");
  g_autoptr(GError) error = NULL;
  g_assert_true (lists_vassal (T (j), "giordano", "astimberg_heinrich"));
  g_autoptr(JsonNode) before = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (before), "taglia"));

  ok (j, "vassal astimberg arras muster");
  ok (j, "taglia giordano yes");
  g_assert_false (lists_vassal (T (j), "giordano", "astimberg_heinrich"));
  g_assert_true (lists_vassal (T (j), "astimberg", "giordano_naples"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex);
  g_assert_true (says (ex, "Giordano di Agliano has already taken his one TAGLIA Vassal"));
  g_assert_true (says (ex, "taglia astimberg yes"));
  assert_cites (ex, "3.4.2,1.9.1");

  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonArray *taken = json_object_get_array_member (json_node_get_object (node), "taglia");
  g_assert_nonnull (taken);
  g_assert_cmpuint (json_array_get_length (taken), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (taken, 0), ==, "giordano");
  g_autoptr(CasTable) copy = cas_table_new (game);
  g_assert_true (cas_table_from_json (copy, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (copy, T (j)));
  g_assert_true (cas_table_from_json (copy, before, &error));
  g_assert_false (cas_table_equal (copy, T (j)));

  /* Only TAGLIA's four, and only a Lord on the map (a mat to hold the Vassal). */
  g_autoptr(CasAction) a = cas_action_parse (game, "taglia siena yes", &error);
  g_assert_null (a);
  g_assert_nonnull (strstr (error->message, "not one of the Lords TAGLIA names"));
  g_clear_error (&error);
  g_autoptr(CasAction) b = cas_action_parse (game, "taglia provenzano yes", &error);
  g_assert_no_error (error);
  g_assert_false (cas_journal_do_action (j, b, &error));
  g_assert_nonnull (strstr (error->message, "not on the map"));
  g_clear_error (&error);

  /* TAGLIA discarded: the audit flags the mark and proposes clearing it. */
  ok (j, "card s23 deck");
  g_autoptr(CasExplain) ax = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (T (j), ax);
  g_assert_true (says (ax, "TAGLIA is not in play"));
  assert_actions (ax, (const char *const[]) { "taglia giordano no", NULL });
  g_assert_true (cas_journal_undo (j));

  /* 3.3.1: Disbanded, his mat and its Vassals set aside: the mark goes. */
  ok (j, "disband giordano");
  g_autoptr(JsonNode) after = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (after), "taglia"));
}

/* ---- The Captured Knights boxes by type (4.4.4, 4.9.2; rules-decisions I136) ---- */

static int
global (CasJournal *j, const char *cell_name)
{
  int n = -1;
  const CasGameCell *cells = cas_game_get_cells (game, &n);
  for (int i = 0; i < n; i++)
    if (g_strcmp0 (cells[i].name, cell_name) == 0)
      return CAS_GLOBAL (T (j), CAS_G_GAME_0 + i);
  g_error ("no cell %s", cell_name);
}

/* The typed form changes the type and the total; the count alone changes the knights of
 * no recorded type, then Cavalieri, then Ritter; show --json "captured_ritter" and
 * "captured_cavalieri" only while above 0, read back. */
static void
test_captured_action (void)
{
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  g_autoptr(GError) error = NULL;
  ok (j, "captured ghibelline ritter +2");
  ok (j, "captured ghibelline cavalieri +1");
  ok (j, "captured ghibelline +1");
  g_assert_cmpint (global (j, "captured.ghibelline"), ==, 4);
  g_assert_cmpint (global (j, "captured_ritter.ghibelline"), ==, 2);
  g_assert_cmpint (global (j, "captured_cavalieri.ghibelline"), ==, 1);
  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonObject *o = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (o, "captured_ritter"), "ghibelline"), ==, 2);
  g_assert_false (json_object_has_member (json_object_get_object_member (o, "captured_ritter"), "guelph"));
  g_autoptr(CasTable) copy = cas_table_new (game);
  g_assert_true (cas_table_from_json (copy, node, &error));
  g_assert_true (cas_table_equal (copy, T (j)));

  ok (j, "captured ghibelline -2"); /* the untyped one, then the Cavalieri */
  g_assert_cmpint (global (j, "captured.ghibelline"), ==, 2);
  g_assert_cmpint (global (j, "captured_cavalieri.ghibelline"), ==, 0);
  g_assert_cmpint (global (j, "captured_ritter.ghibelline"), ==, 2);
  ok (j, "captured ghibelline ritter -1");
  g_assert_cmpint (global (j, "captured.ghibelline"), ==, 1);
  ok (j, "captured ghibelline 0");
  g_assert_cmpint (global (j, "captured_ritter.ghibelline"), ==, 0);

  g_autoptr(CasAction) a = cas_action_parse (game, "captured guelph militia 1", &error);
  g_assert_null (a);
  g_assert_nonnull (strstr (error->message, "must be ritter or cavalieri"));
  g_clear_error (&error);
  g_autoptr(CasAction) b = cas_action_parse (game, "captured  ghibelline  ritter  +2", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, b);
  g_assert_cmpstr (text, ==, "captured ghibelline ritter +2");
}

/* 4.9.2 hand-worked: the Ghibellines' box holds 3 Ritter and 4 Cavalieri, 7 knights: the
 * Ransom is 2 Coin (Siena holds 2); 4 come back (half of 7, rounded up): by Castellan's
 * default the 3 Ritter and 1 Cavalieri, onto Siena (their first Lord on the map), and 3
 * Cavalieri go to the pool. An older table's 7 knights of no recorded type are read as 7
 * Cavalieri, and the explanation says so. */
static void
test_ransom_types (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "box 5", "captured ghibelline ritter 3",
                                            "captured ghibelline cavalieri 4", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);
  g_assert_cmpuint (r->captives->len, ==, 1);
  const CasLcCaptives *h = &g_array_index (r->captives, CasLcCaptives, 0);
  g_assert_cmpint (h->captured, ==, 7);
  g_assert_cmpint (h->coin, ==, 2);
  g_assert_true (h->freed);
  g_assert_cmpint (h->returned, ==, 4);
  g_assert_true (says (ex, "In the box of the Ghibellines: 3 Ritter and 4 Cavalieri"));
  g_assert_true (says (ex, "3 Ritter and 1 Cavalieri to Siena Podestà; 0 Ritter and 3 Cavalieri to the pool"));
  g_assert_false (says (ex, "no recorded type"));
  static const char *const want[] = { "assets siena coin -2", "assets firenze coin +2", "captured ghibelline 0",
                                      "forces siena ritter +3", "forces siena cavalieri +1" };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    g_assert_cmpstr (cas_explain_get_action (ex, i), ==, want[i]);

  g_autoptr(CasJournal) k = position_after ("in_far_vendetta", "box 5", "captured ghibelline 7", NULL);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasEndCampaign) r2 = cas_endcampaign_compute (T (k), ex2);
  g_assert_true (says (ex2, "In the box of the Ghibellines: 0 Ritter and 7 Cavalieri"));
  g_assert_true (says (ex2, "7 of them have no recorded type"));
  g_assert_true (says (ex2, "0 Ritter and 4 Cavalieri to Siena Podestà"));
  assert_cites (ex2, "4.9.2,4.4.4");
}

/* ---- Call to Arms declared this Levy (3.5; rules-decisions I137) ---- */

/* Scenario D's first Levy: either side may declare as if it had drawn a War Event (6.0).
 * Before a declaration the Levy says who may declare and how to record it; once the
 * Ghibellines declare (`cta ghibelline yes`), both sides may carry out the steps, the
 * Guelphs first, and no side may declare another; show --json "cta_declared"; the End of
 * Campaign's Reset clears it (4.9.6). */
static void
test_cta (void)
{
  g_autoptr(CasJournal) j = start ("arbia_colorata");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex);
  g_assert_true (says (ex, "record it with cta guelph yes"));
  g_assert_false (says (ex, "is declared this Levy"));
  g_autoptr(JsonNode) before = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (before), "cta_declared"));

  ok (j, "cta ghibelline yes");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLevyResult) r2 = cas_levy_compute (T (j), ex2);
  g_assert_true (says (ex2, "Call to Arms is declared this Levy (by the Ghibellines): the Guelphs may carry out its steps now"));
  g_assert_true (says (ex2, "Call to Arms is declared this Levy (by the Ghibellines): the Ghibellines may carry out its steps now"));
  g_assert_false (says (ex2, "record it with cta"));
  g_assert_false (says (ex2, "as if they had drawn a War Event"));
  g_assert_true (says (ex2, "Commander to Arms"));
  assert_cites (ex2, "3.5");
  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonObject *d = json_object_get_object_member (json_node_get_object (node), "cta_declared");
  g_assert_nonnull (d);
  g_assert_cmpint (json_object_get_int_member (d, "ghibelline"), ==, 1);
  g_assert_false (json_object_has_member (d, "guelph"));

  ok (j, "phase campaign");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasEndCampaign) e = cas_endcampaign_compute (T (j), ex3);
  gboolean cleared = FALSE;
  for (guint i = 0; i < e->reset->len; i++)
    cleared |= g_strcmp0 (g_array_index (e->reset, CasResetStep, i).action, "cta ghibelline no") == 0;
  g_assert_true (cleared);
  g_assert_true (says (ex3, "Call to Arms of this Levy is over"));
  assert_cites (ex3, "4.9.6,3.5");
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");
  g_test_add_func ("/inferno/mats/ravage", test_ravage);
  g_test_add_func ("/inferno/mats/forage", test_forage);
  g_test_add_func ("/inferno/mats/tax", test_tax);
  g_test_add_func ("/inferno/mats/supply", test_supply);
  g_test_add_func ("/inferno/mats/waste", test_waste);
  g_test_add_func ("/inferno/mats/taglia", test_taglia);
  g_test_add_func ("/inferno/mats/captured-action", test_captured_action);
  g_test_add_func ("/inferno/mats/ransom-types", test_ransom_types);
  g_test_add_func ("/inferno/mats/cta", test_cta);
  return test_util_run ();
}
