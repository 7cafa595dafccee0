/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-disband.c: the Disband check (3.3, 4.8.2) on scenario positions: Levy and
 * Campaign cylinder boxes, beyond the limit, the Calendar's edges (2.2.3), Lords
 * without Forces (1.6), Besieged Lords, and advanced Vassal Service (3.4.2). */
#include "test-util.h"
#include "nevsky-cells.h"

#define LOC(j, id, cell) CAS_LOCALE (T (j), cas_game_find_locale (game, id), cell)

static const CasDisbandLord *
dl (const CasDisbandResult *r, const char *id)
{
  const CasDisbandLord *d = cas_disband_result_find (r, L (id));
  g_assert_nonnull (d);
  return d;
}

static const CasDisbandVassal *
dv (const CasDisbandResult *r, const char *vassal)
{
  int v = cas_game_find_vassal (game, vassal);
  g_assert_cmpint (v, >=, 0);
  for (guint i = 0; i < r->vassals->len; i++)
    if (g_array_index (r->vassals, CasDisbandVassal, i).vassal == v)
      return &g_array_index (r->vassals, CasDisbandVassal, i);
  g_error ("no verdict for %s", vassal);
  return NULL;
}

/* 3.3.2 (second edition): at the Service limit in the Levy the cylinder goes Service
 * boxes right of the current box; on Campaign, right of the next box. */
static void
test_levy_and_campaign_cylinder (void)
{
  {
    g_autoptr(CasJournal) j = start ("pleskau");
    ok (j, "service yaroslav 1");
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
    g_assert_cmpint (dl (r, "yaroslav")->verdict, ==, CAS_DISBAND_DISBANDS);
    g_assert_cmpint (dl (r, "yaroslav")->cylinder_box, ==, 3);   /* 1 + Service 2 */
    g_autoptr(CasDisbandResult) bare = cas_disband_compute (T (j), NULL);
    g_assert_cmpint (dl (bare, "yaroslav")->cylinder_box, ==, 3);
    g_assert_cmpint (dl (r, "hermann")->verdict, ==, CAS_DISBAND_STAYS);
    g_assert_cmpint (dl (r, "hermann")->cylinder_box, ==, -1);
    assert_cites (ex, "3.3.2");
    assert_actions (ex, (const char *[]) { "disband yaroslav", NULL });
    apply (j, ex);
    g_assert_cmpint (LORD (j, "yaroslav", CAS_L_STATE), ==, CAS_LORD_CALENDAR);
    g_assert_cmpint (LORD (j, "yaroslav", CAS_L_BOX), ==, 3);
  }
  {
    g_autoptr(CasJournal) j = start ("pleskau");
    ok (j, "phase campaign");
    ok (j, "service yaroslav 1");
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
    g_assert_cmpint (dl (r, "yaroslav")->verdict, ==, CAS_DISBAND_DISBANDS);
    g_assert_cmpint (dl (r, "yaroslav")->cylinder_box, ==, 4);   /* next box 2 + Service 2 */
    assert_cites (ex, "4.8.2");
    apply (j, ex);
    g_assert_cmpint (LORD (j, "yaroslav", CAS_L_BOX), ==, 4);
  }
}

/* 3.3.1: left of the current box, the Lord leaves the game. */
static void
test_beyond_limit (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "box 2");
  ok (j, "service knud_and_abel 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  g_assert_cmpint (dl (r, "knud_and_abel")->verdict, ==, CAS_DISBAND_REMOVED);
  g_assert_cmpint (dl (r, "knud_and_abel")->cylinder_box, ==, -1);
  assert_cites (ex, "3.3.1");
  assert_cites (ex, "6.0");   /* Pleskau's VP for every Disband or removal */
  /* Yaroslav (Service 2) is at his limit in box 2. */
  g_assert_cmpint (dl (r, "yaroslav")->verdict, ==, CAS_DISBAND_DISBANDS);
  g_assert_cmpint (dl (r, "yaroslav")->cylinder_box, ==, 4);
  assert_actions (ex, (const char *[]) { "remove knud_and_abel", "disband yaroslav", NULL });
  int before = cas_table_vp_halves (T (j), 1);
  apply (j, ex);
  g_assert_cmpint (LORD (j, "knud_and_abel", CAS_L_STATE), ==, CAS_LORD_REMOVED);
  g_assert_cmpint (cas_table_vp_halves (T (j), 1), ==, before + 4);
}

/* 2.2.3: off the left edge counts as left of box 1. */
static void
test_off_calendar_in_box_one (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "service vladislav 0");
  ok (j, "service gavrilo 17");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  g_assert_cmpint (dl (r, "vladislav")->verdict, ==, CAS_DISBAND_REMOVED);
  g_assert_cmpint (dl (r, "gavrilo")->verdict, ==, CAS_DISBAND_STAYS);
  assert_cites (ex, "2.2.3");
  assert_actions (ex, (const char *[]) { "remove vladislav", NULL });
}

/* 1.6: a Lord left without Forces Disbands as at his Service limit. */
static void
test_no_forces (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "phase campaign");
  ok (j, "forces yaroslav knights 0");
  ok (j, "forces yaroslav light_horse 0");
  ok (j, "forces yaroslav men_at_arms 0");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  g_assert_cmpint (dl (r, "yaroslav")->verdict, ==, CAS_DISBAND_DISBANDS);
  g_assert_true (dl (r, "yaroslav")->no_forces);
  g_assert_cmpint (dl (r, "yaroslav")->cylinder_box, ==, 4);
  assert_cites (ex, "1.6");
  assert_actions (ex, (const char *[]) { "disband yaroslav", NULL });

  /* Routed units are still Forces on his mat. */
  ok (j, "routed yaroslav knights 1");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasDisbandResult) r2 = cas_disband_compute (T (j), ex2);
  g_assert_cmpint (dl (r2, "yaroslav")->verdict, ==, CAS_DISBAND_STAYS);
}

/* 2.2.3: a cylinder placed beyond box 16 waits just off the right edge. */
static void
test_cylinder_off_right (void)
{
  g_autoptr(CasJournal) j = start ("peipus");
  ok (j, "box 16");
  ok (j, "phase campaign");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  g_assert_cmpint (dl (r, "aleksandr")->service, ==, 16);
  g_assert_cmpint (dl (r, "aleksandr")->verdict, ==, CAS_DISBAND_DISBANDS);
  g_assert_cmpint (dl (r, "aleksandr")->cylinder_box, ==, 17);
  g_assert_cmpint (dl (r, "yaroslav")->verdict, ==, CAS_DISBAND_REMOVED);   /* Service 14 */
  assert_cites (ex, "2.2.3");
  apply (j, ex);
  g_assert_cmpint (LORD (j, "aleksandr", CAS_L_BOX), ==, 17);
}

/* 3.3.2 note, T16 Ransom, 4.3.5: a Besieged Lord Disbands normally; the Besiegers gain
 * his Service rating in Coin, and a Siege with no Besieger left is lifted. */
static void
test_besieged_ransom_and_siege (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "phase campaign");
  ok (j, "capability t16");
  ok (j, "move hermann pskov");
  ok (j, "marker pskov siege 2");
  ok (j, "service gavrilo 1");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
    g_assert_cmpint (dl (r, "gavrilo")->verdict, ==, CAS_DISBAND_DISBANDS);
    g_assert_cmpint (dl (r, "gavrilo")->cylinder_box, ==, 6);
    assert_cites (ex, "4.3.5");
    assert_cites (ex, "1.9.1");
    assert_actions (ex, (const char *[]) { "assets hermann coin +4", "disband gavrilo", NULL });
  }
  ok (j, "service gavrilo 5");
  ok (j, "service hermann 1");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
    g_assert_cmpint (dl (r, "hermann")->verdict, ==, CAS_DISBAND_DISBANDS);
    g_assert_cmpint (dl (r, "gavrilo")->verdict, ==, CAS_DISBAND_STAYS);
    assert_actions (ex, (const char *[]) { "disband hermann", "marker pskov siege 0", NULL });
    apply (j, ex);
    g_assert_cmpint (LOC (j, "pskov", CAS_C_SIEGE), ==, 0);
    g_assert_false (cas_rules_besieged (T (j), L ("gavrilo")));
  }
}

/* 3.4.2 advanced Vassal Service: beyond the limit removed, at the limit Unready. */
static void
test_advanced_vassal_service (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "option vassal_service yes");
  ok (j, "vassal hermann ugaunian_auxiliaries muster");   /* Service 1: box 2 */
  ok (j, "vassal hermann johannes_von_dolen muster");     /* Service 2: box 3 */
  ok (j, "box 3");
  g_assert_cmpint (cas_table_lord_units (T (j), L ("hermann")), ==, 8);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  g_assert_cmpint (dl (r, "hermann")->verdict, ==, CAS_DISBAND_STAYS);
  g_assert_cmpuint (r->vassals->len, ==, 2);
  g_assert_cmpint (dv (r, "hermann_ugaunian_auxiliaries")->service, ==, 2);
  g_assert_cmpint (dv (r, "hermann_ugaunian_auxiliaries")->verdict, ==, CAS_DISBAND_VASSAL_REMOVED);
  g_assert_cmpint (dv (r, "hermann_johannes_von_dolen")->verdict, ==, CAS_DISBAND_VASSAL_UNREADY);
  assert_cites (ex, "3.4.2");
  /* Knud & Abel and Vladislav (Service 3) are at their limits in box 3, Yaroslav (2) beyond. */
  assert_actions (ex, (const char *[]) { "vassal hermann hermann_johannes_von_dolen unready", "vassal hermann hermann_ugaunian_auxiliaries removed",
                                         "disband knud_and_abel", "remove yaroslav", "disband vladislav", NULL });
  apply (j, ex);
  g_assert_cmpint (cas_table_lord_units (T (j), L ("hermann")), ==, 4);
  g_assert_cmpint (LORD (j, "hermann", CAS_L_VASSAL + 2), ==, CAS_VASSAL_REMOVED);
  g_assert_cmpint (LORD (j, "hermann", CAS_L_VASSAL + 1), ==, CAS_VASSAL_UNREADY);
}

/* 3.4.2 then 1.6: Vassals leaving take the last Forces, and the Lord Disbands. */
static void
test_vassals_leave_lord_without_forces (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "option vassal_service yes");
  ok (j, "vassal hermann johannes_von_dolen muster");     /* 1 Knights, 1 Men-at-Arms; box 3 */
  ok (j, "forces hermann knights 1");
  ok (j, "forces hermann sergeants 0");
  ok (j, "forces hermann men_at_arms 1");
  ok (j, "forces hermann militia 0");
  ok (j, "box 3");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  g_assert_cmpint (dl (r, "hermann")->verdict, ==, CAS_DISBAND_DISBANDS);
  g_assert_true (dl (r, "hermann")->no_forces);
  g_assert_cmpint (dl (r, "hermann")->cylinder_box, ==, 7);
  g_assert_cmpint (dv (r, "hermann_johannes_von_dolen")->verdict, ==, CAS_DISBAND_VASSAL_UNREADY);
  assert_cites (ex, "1.6");
  assert_cites (ex, "3.4.2");
  g_assert_cmpstr (cas_explain_get_action (ex, 0), ==, "vassal hermann hermann_johannes_von_dolen unready");
  g_assert_cmpstr (cas_explain_get_action (ex, 1), ==, "disband hermann");
}

/* A Vassal beyond its limit is removed for good even when its Lord Disbands (Castellan's
 * reading); one merely at its limit just leaves with his mat. */
static void
test_vassals_of_disbanding_lord (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "option vassal_service yes");
  /* 3.4.2: a Vassal's marker goes on the Calendar only left of its Lord's; with Knud &
   * Abel's in box 4, both go there; then his marker is placed back in box 3 (a placement,
   * not a shift: the Vassals' markers stay). */
  ok (j, "service knud_and_abel 4");
  ok (j, "vassal knud_and_abel estonian_auxiliaries muster");   /* Service 1: box 2 */
  ok (j, "vassal knud_and_abel otto_von_luneburg muster");      /* Service 2: box 3 */
  ok (j, "service knud_and_abel 3");
  ok (j, "box 3");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  g_assert_cmpint (dl (r, "knud_and_abel")->verdict, ==, CAS_DISBAND_DISBANDS);
  g_assert_cmpint (dv (r, "knud_and_abel_estonian_auxiliaries")->verdict, ==, CAS_DISBAND_VASSAL_REMOVED);
  g_assert_cmpint (dv (r, "knud_and_abel_otto_von_luneburg")->verdict, ==, CAS_DISBAND_VASSAL_LEAVES);
  g_assert_cmpstr (cas_explain_get_action (ex, 0), ==, "vassal knud_and_abel knud_and_abel_estonian_auxiliaries removed");
  g_assert_cmpstr (cas_explain_get_action (ex, 1), ==, "disband knud_and_abel");
  apply (j, ex);
  g_assert_cmpint (LORD (j, "knud_and_abel", CAS_L_BOX), ==, 6);
  g_assert_cmpint (LORD (j, "knud_and_abel", CAS_L_VASSAL + 2), ==, CAS_VASSAL_REMOVED);
  g_assert_cmpint (LORD (j, "knud_and_abel", CAS_L_VASSAL + 1), ==, CAS_VASSAL_READY);
}

/* 4.8.3: on Campaign the Moved/Fought markers of those who stay come off. */
static void
test_campaign_markers (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "phase campaign");
  ok (j, "moved hermann yes");
  ok (j, "moved yaroslav yes");
  ok (j, "service yaroslav 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  assert_actions (ex, (const char *[]) { "moved hermann no", "disband yaroslav", NULL });
  assert_cites (ex, "4.8.3");
}

/* 1.4.1: the Legate left with Russians and no Teutonic Lord is lost. */
static void
test_legate_endangered (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "capability t13");
  ok (j, "legate pskov");
  ok (j, "move hermann pskov");
  ok (j, "service hermann 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  assert_actions (ex, (const char *[]) { "disband hermann", "discard t13", "legate out", NULL });
  assert_cites (ex, "1.4.1");
  apply (j, ex);
  g_assert_cmpint (CAS_GLOBAL (T (j), NEVSKY_G_LEGATE), ==, NEVSKY_LEGATE_OUT);
}

/* Knud & Abel are two persons (issue 14, item 11): the Disband sentences name the Lord
 * without "he" or "his". */
static void
test_no_he (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "box 3");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (T (j), ex);
  g_assert_cmpint (dl (r, "knud_and_abel")->verdict, ==, CAS_DISBAND_DISBANDS);
  g_assert_true (says (ex, "Knud & Abel's Service marker is in the current box 3: at the Service limit, the Lord Disbands"));
  g_assert_false (says (ex, " he "));
  g_assert_false (says (ex, " his "));
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);
  g_test_add_func ("/disband/3.3.2/levy-and-campaign-cylinder", test_levy_and_campaign_cylinder);
  g_test_add_func ("/disband/3.3.1/beyond-limit", test_beyond_limit);
  g_test_add_func ("/disband/2.2.3/off-calendar", test_off_calendar_in_box_one);
  g_test_add_func ("/disband/1.6/no-forces", test_no_forces);
  g_test_add_func ("/disband/2.2.3/cylinder-off-right", test_cylinder_off_right);
  g_test_add_func ("/disband/besieged-ransom-and-siege", test_besieged_ransom_and_siege);
  g_test_add_func ("/disband/3.4.2/advanced-vassal-service", test_advanced_vassal_service);
  g_test_add_func ("/disband/3.3.2/no-he", test_no_he);
  g_test_add_func ("/disband/3.4.2/vassals-take-last-forces", test_vassals_leave_lord_without_forces);
  g_test_add_func ("/disband/3.4.2/vassals-of-disbanding-lord", test_vassals_of_disbanding_lord);
  g_test_add_func ("/disband/4.8.3/campaign-markers", test_campaign_markers);
  g_test_add_func ("/disband/1.4.1/legate-endangered", test_legate_endangered);
  return test_util_run ();
}
