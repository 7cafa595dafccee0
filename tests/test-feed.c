/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-feed.c: the Feed calculator (4.8.1) on scenario positions: needs by unit count,
 * Provender and Loot, sharing within a Locale, Besieged Lords, Hillforts, the Unfed
 * shift at the Calendar's edge (2.2.3) and under advanced Vassal Service (3.4.2). */
#include "test-util.h"

static const CasFeedLord *
fl (const CasFeedResult *r, const char *id)
{
  const CasFeedLord *f = cas_feed_result_find (r, L (id));
  g_assert_nonnull (f);
  return f;
}

static int
eat (const CasFeedResult *r, const char *from, const char *to, CasAsset type)
{
  int n = 0;
  for (guint i = 0; i < r->eats->len; i++)
    {
      const CasFeedEat *e = &g_array_index (r->eats, CasFeedEat, i);
      if (e->from == L (from) && e->to == L (to) && e->type == type)
        n += e->n;
    }
  return n;
}

/* Pleskau, first Campaign card: Hermann (Dorpat), Knud & Abel (Reval), Yaroslav
 * (Odenpäh), Gavrilo (Pskov), Vladislav (Neva). */
static CasJournal *
pleskau_campaign (void)
{
  CasJournal *j = start ("pleskau");
  ok (j, "phase campaign");
  return j;
}

/* 4.8.1's example: a Lord who needs two but has only one eats it and is still Unfed. */
static void
test_rulebook_two_needed_one_eaten (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "vassal hermann johannes_von_dolen muster");
  ok (j, "vassal hermann helmond_von_luneburg muster");
  ok (j, "moved hermann yes");
  g_assert_cmpint (LORD (j, "hermann", CAS_L_ASSETS + CAS_ASSET_PROV), ==, 1);

  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_cmpuint (r->lords->len, ==, 1);
  g_assert_cmpint (fl (r, "hermann")->units, ==, 8);
  g_assert_cmpint (fl (r, "hermann")->need, ==, 2);
  g_assert_cmpint (fl (r, "hermann")->eaten, ==, 1);
  g_assert_false (fl (r, "hermann")->fed);
  g_assert_cmpint (fl (r, "hermann")->service_shift, ==, -1);
  g_assert_cmpint (fl (r, "hermann")->service_after, ==, 3);
  assert_cites (ex, "4.8.1");
  assert_actions (ex, (const char *[]) { "assets hermann prov -1", "service hermann -1", "moved hermann no", NULL });
  {
    /* The explanation is optional. */
    g_autoptr(CasFeedResult) bare = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, NULL);
    g_assert_cmpint (fl (bare, "hermann")->eaten, ==, 1);
    g_assert_false (fl (bare, "hermann")->fed);
  }
  apply (j, ex);
  g_assert_cmpint (LORD (j, "hermann", CAS_L_SERVICE), ==, 3);
  g_assert_cmpint (LORD (j, "hermann", CAS_L_ASSETS + CAS_ASSET_PROV), ==, 0);
  g_assert_cmpint (LORD (j, "hermann", CAS_L_MOVED), ==, 0);
}

static void
test_nobody_moved (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_cmpuint (r->lords->len, ==, 0);
  g_assert_cmpuint (r->eats->len, ==, 0);
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
  assert_cites (ex, "4.8");
}

/* Up to six units eat one, seven or more two; a Vassal's Muster crosses the line. */
static void
test_seven_unit_threshold (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "vassal hermann johannes_von_dolen muster");          /* 4 + 2 = 6 */
  ok (j, "vassal knud_and_abel dietrich_von_kivel muster");    /* 5 + 2 = 7 */
  ok (j, "moved hermann yes");
  ok (j, "moved knud_and_abel yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_cmpint (fl (r, "hermann")->units, ==, 6);
  g_assert_cmpint (fl (r, "hermann")->need, ==, 1);
  g_assert_cmpint (fl (r, "knud_and_abel")->units, ==, 7);
  g_assert_cmpint (fl (r, "knud_and_abel")->need, ==, 2);
  g_assert_true (fl (r, "hermann")->fed);
  g_assert_true (fl (r, "knud_and_abel")->fed);   /* Knud & Abel start with 2 Provender */
  g_assert_cmpint (eat (r, "knud_and_abel", "knud_and_abel", CAS_ASSET_PROV), ==, 2);
  assert_cites (ex, "4.8.1");
  assert_actions (ex, (const char *[]) { "assets hermann prov -1", "assets knud_and_abel prov -2", "moved hermann no",
                                         "moved knud_and_abel no", NULL });
}

/* Loot feeds anywhere, even where it could not Pay (4.8.1 note). */
static void
test_loot_feeds_anywhere (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "move yaroslav uzmen");
  ok (j, "assets yaroslav prov 0");
  ok (j, "assets yaroslav loot 2");
  ok (j, "moved yaroslav yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_cmpint (fl (r, "yaroslav")->need, ==, 1);
  g_assert_true (fl (r, "yaroslav")->fed);
  g_assert_cmpint (eat (r, "yaroslav", "yaroslav", CAS_ASSET_LOOT), ==, 1);
  assert_actions (ex, (const char *[]) { "assets yaroslav loot -1", "moved yaroslav no", NULL });
  assert_cites (ex, "4.8.1");
}

/* Castellan's order: Provender, then Loot. */
static void
test_provender_then_loot (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "vassal knud_and_abel dietrich_von_kivel muster");
  ok (j, "assets knud_and_abel prov 1");
  ok (j, "assets knud_and_abel loot 3");
  ok (j, "moved knud_and_abel yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_cmpint (eat (r, "knud_and_abel", "knud_and_abel", CAS_ASSET_PROV), ==, 1);
  g_assert_cmpint (eat (r, "knud_and_abel", "knud_and_abel", CAS_ASSET_LOOT), ==, 1);
  g_assert_true (fl (r, "knud_and_abel")->fed);
  assert_actions (ex, (const char *[]) { "assets knud_and_abel prov -1", "assets knud_and_abel loot -1", "moved knud_and_abel no", NULL });
  assert_cites (ex, "1.7.1");
}

/* Sharing in a Locale: Yaroslav feeds himself, then must feed Hermann. */
static void
test_sharing_in_locale (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "move yaroslav dorpat");
  ok (j, "assets hermann prov 0");
  ok (j, "assets yaroslav prov 3");
  ok (j, "moved hermann yes");
  ok (j, "moved yaroslav yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_true (fl (r, "hermann")->fed);
  g_assert_true (fl (r, "yaroslav")->fed);
  g_assert_cmpint (eat (r, "yaroslav", "yaroslav", CAS_ASSET_PROV), ==, 1);
  g_assert_cmpint (eat (r, "yaroslav", "hermann", CAS_ASSET_PROV), ==, 1);
  assert_cites (ex, "1.5.2");
  assert_actions (ex, (const char *[]) { "assets yaroslav prov -2", "moved hermann no", "moved yaroslav no", NULL });
  apply (j, ex);
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_ASSETS + CAS_ASSET_PROV), ==, 1);
  /* Fed and markers off: a second Feed finds nobody. */
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasFeedResult) r2 = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex2);
  g_assert_cmpuint (r2->lords->len, ==, 0);
  g_assert_cmpuint (cas_explain_get_n_actions (ex2), ==, 0);
}

/* A Lord who did not move still must share his Provender and Loot (Castellan's reading
 * of 4.8.1: "a Lord" of the side in the same Locale), Loot when the Provender is gone. */
static void
test_sharing_from_unmoved_lord_with_loot (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "move knud_and_abel dorpat");
  ok (j, "assets hermann prov 0");
  ok (j, "assets knud_and_abel prov 0");
  ok (j, "assets knud_and_abel loot 1");
  ok (j, "moved hermann yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_cmpuint (r->lords->len, ==, 1);
  g_assert_true (fl (r, "hermann")->fed);
  g_assert_cmpint (eat (r, "knud_and_abel", "hermann", CAS_ASSET_LOOT), ==, 1);
  assert_actions (ex, (const char *[]) { "assets knud_and_abel loot -1", "moved hermann no", NULL });
}

/* Too little to go round: the smallest shortfall is fed first, and what is left is
 * still spent, even though it cannot feed anyone fully. */
static void
test_sharing_scarce (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "move yaroslav dorpat");
  ok (j, "move knud_and_abel dorpat");
  ok (j, "vassal hermann johannes_von_dolen muster");
  ok (j, "vassal hermann helmond_von_luneburg muster");   /* 8 units: needs 2 */
  ok (j, "assets hermann prov 0");
  ok (j, "assets yaroslav prov 0");
  ok (j, "assets knud_and_abel prov 1");
  ok (j, "moved hermann yes");
  ok (j, "moved yaroslav yes");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
    g_assert_true (fl (r, "yaroslav")->fed);
    g_assert_false (fl (r, "hermann")->fed);
    g_assert_cmpint (fl (r, "hermann")->eaten, ==, 0);
    g_assert_cmpint (eat (r, "knud_and_abel", "yaroslav", CAS_ASSET_PROV), ==, 1);
    assert_actions (ex, (const char *[]) { "assets knud_and_abel prov -1", "service hermann -1", "moved hermann no", "moved yaroslav no", NULL });
  }
  ok (j, "assets knud_and_abel prov 2");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
    g_assert_true (fl (r, "yaroslav")->fed);
    g_assert_false (fl (r, "hermann")->fed);
    g_assert_cmpint (fl (r, "hermann")->eaten, ==, 1);
    g_assert_cmpint (eat (r, "knud_and_abel", "hermann", CAS_ASSET_PROV), ==, 1);
    assert_actions (ex, (const char *[]) { "assets knud_and_abel prov -2", "service hermann -1", "moved hermann no", "moved yaroslav no", NULL });
  }
}

/* No sharing between Locales, nor with the enemy at the same Locale. */
static void
test_no_sharing_elsewhere_or_with_enemy (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "assets hermann prov 0");
  ok (j, "assets yaroslav prov 5");     /* at Odenpäh, not Dorpat */
  ok (j, "move gavrilo dorpat");        /* an enemy with Provender at Dorpat */
  ok (j, "moved hermann yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_false (fl (r, "hermann")->fed);
  g_assert_cmpuint (r->eats->len, ==, 0);
  assert_actions (ex, (const char *[]) { "service hermann -1", "moved hermann no", NULL });
}

/* Besieged Lords share with those Besieged with them. */
static void
test_besieged_share (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "move vladislav pskov");
  ok (j, "move hermann pskov");
  ok (j, "marker pskov siege 1");
  ok (j, "assets gavrilo prov 0");
  ok (j, "assets vladislav prov 2");
  ok (j, "moved gavrilo yes");
  ok (j, "moved vladislav yes");
  ok (j, "moved hermann yes");
  g_assert_true (cas_rules_besieged (T (j), L ("gavrilo")));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_true (fl (r, "gavrilo")->fed);
  g_assert_true (fl (r, "vladislav")->fed);
  g_assert_true (fl (r, "hermann")->fed);
  g_assert_cmpint (eat (r, "vladislav", "gavrilo", CAS_ASSET_PROV), ==, 1);
  g_assert_cmpint (eat (r, "hermann", "gavrilo", CAS_ASSET_PROV), ==, 0);
  assert_cites (ex, "4.3.5");
  /* Teutons first (2.2.4). */
  assert_actions (ex, (const char *[]) { "assets hermann prov -1", "assets vladislav prov -2", "moved hermann no", "moved gavrilo no",
                                         "moved vladislav no", NULL });
}

/* 2.2.3: Unfed in box 1 pushes the Service marker off the board, beyond any limit. */
static void
test_unfed_off_the_board (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "service yaroslav 1");
  ok (j, "assets yaroslav prov 0");
  ok (j, "moved yaroslav yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_false (fl (r, "yaroslav")->fed);
  g_assert_cmpint (fl (r, "yaroslav")->service_after, ==, 0);
  assert_cites (ex, "2.2.3");
  assert_cites (ex, "3.3.1");
  apply (j, ex);
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_SERVICE), ==, 0);

  /* Already off the board: a further shift left is ignored. */
  ok (j, "moved yaroslav yes");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasFeedResult) r2 = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex2);
  g_assert_cmpint (fl (r2, "yaroslav")->service_after, ==, 0);
  apply (j, ex2);
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_SERVICE), ==, 0);
}

/* T8 Hillforts: one Unbesieged Teutonic Lord in Crusader Livonia need not Feed. */
static void
test_hillforts (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "capability t8");
  ok (j, "move yaroslav dorpat");
  ok (j, "vassal hermann johannes_von_dolen muster");
  ok (j, "vassal hermann helmond_von_luneburg muster");   /* 8 units */
  ok (j, "assets hermann prov 0");
  ok (j, "assets yaroslav prov 1");
  ok (j, "assets knud_and_abel prov 0");
  ok (j, "moved hermann yes");
  ok (j, "moved yaroslav yes");
  ok (j, "moved knud_and_abel yes");   /* at Reval: Danish Estonia, not Livonia */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
    g_assert_cmpint (r->excused, ==, L ("hermann"));
    g_assert_true (fl (r, "hermann")->exempt);
    g_assert_cmpint (fl (r, "hermann")->need, ==, 0);
    g_assert_true (fl (r, "hermann")->fed);
    g_assert_true (fl (r, "yaroslav")->fed);
    g_assert_false (fl (r, "knud_and_abel")->fed);
    assert_cites (ex, "1.9.1");
    assert_actions (ex, (const char *[]) { "assets yaroslav prov -1", "service knud_and_abel -1", "moved hermann no", "moved knud_and_abel no",
                                           "moved yaroslav no", NULL });
  }
  {
    /* The owner's choice: excusing Yaroslav, who then must share his 1 with Hermann. */
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), L ("yaroslav"), ex);
    g_assert_cmpint (r->excused, ==, L ("yaroslav"));
    g_assert_cmpint (eat (r, "yaroslav", "hermann", CAS_ASSET_PROV), ==, 1);
    g_assert_false (fl (r, "hermann")->fed);
  }
  {
    /* Not in Livonia: refused. */
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), L ("knud_and_abel"), ex);
    g_assert_cmpint (r->excused, ==, -1);
    g_assert_false (fl (r, "knud_and_abel")->exempt);
  }
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_NONE, ex);
    g_assert_cmpint (r->excused, ==, -1);
    g_assert_false (fl (r, "hermann")->fed);
  }
}

/* 3.4.2 advanced rule: an Unfed Lord's Vassal markers shift with his. */
static void
test_unfed_advanced_vassal_service (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "option vassal_service yes");
  ok (j, "vassal hermann johannes_von_dolen muster");   /* Service 2: box 3 */
  ok (j, "phase campaign");
  ok (j, "assets hermann prov 0");
  ok (j, "moved hermann yes");
  g_assert_cmpint (LORD (j, "hermann", CAS_L_VASSAL_BOX + 1), ==, 3);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_false (fl (r, "hermann")->fed);
  assert_cites (ex, "3.4.2");
  apply (j, ex);
  g_assert_cmpint (LORD (j, "hermann", CAS_L_SERVICE), ==, 3);
  g_assert_cmpint (LORD (j, "hermann", CAS_L_VASSAL_BOX + 1), ==, 2);
}

/* A Lord without Forces has nothing to Feed (he Disbands, 1.6). */
static void
test_no_forces (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "forces yaroslav knights 0");
  ok (j, "forces yaroslav light_horse 0");
  ok (j, "forces yaroslav men_at_arms 0");
  ok (j, "moved yaroslav yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_cmpint (fl (r, "yaroslav")->units, ==, 0);
  g_assert_cmpint (fl (r, "yaroslav")->need, ==, 0);
  g_assert_true (fl (r, "yaroslav")->fed);
  assert_cites (ex, "1.6");
  assert_actions (ex, (const char *[]) { "moved yaroslav no", NULL });
}

/* Knud & Abel are two persons (lords.json `persons`; issue 14, item 11): they "eat ...
 * from their own mat"; the other Feed sentences name no pronoun. */
static void
test_two_persons (void)
{
  g_autoptr(CasJournal) j = pleskau_campaign ();
  ok (j, "moved knud_and_abel yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (T (j), CAS_FEED_EXCUSE_AUTO, ex);
  g_assert_true (fl (r, "knud_and_abel")->fed);
  g_assert_true (says (ex, "Knud & Abel eat 1 Provender from their own mat"));
  g_assert_true (says (ex, "Knud & Abel is marked Moved/Fought with 5 units on the mat: 1 Provender or Loot to eat"));
  g_assert_false (says (ex, " his "));
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);
  g_test_add_func ("/feed/4.8.1/needs-two-eats-one-unfed", test_rulebook_two_needed_one_eaten);
  g_test_add_func ("/feed/nobody-moved", test_nobody_moved);
  g_test_add_func ("/feed/seven-unit-threshold", test_seven_unit_threshold);
  g_test_add_func ("/feed/loot-feeds-anywhere", test_loot_feeds_anywhere);
  g_test_add_func ("/feed/provender-then-loot", test_provender_then_loot);
  g_test_add_func ("/feed/sharing-in-locale", test_sharing_in_locale);
  g_test_add_func ("/feed/sharing-from-unmoved-lord", test_sharing_from_unmoved_lord_with_loot);
  g_test_add_func ("/feed/sharing-scarce", test_sharing_scarce);
  g_test_add_func ("/feed/no-sharing-elsewhere-or-enemy", test_no_sharing_elsewhere_or_with_enemy);
  g_test_add_func ("/feed/besieged-share", test_besieged_share);
  g_test_add_func ("/feed/2.2.3/unfed-off-the-board", test_unfed_off_the_board);
  g_test_add_func ("/feed/hillforts", test_hillforts);
  g_test_add_func ("/feed/3.4.2/unfed-vassals", test_unfed_advanced_vassal_service);
  g_test_add_func ("/feed/1.6/no-forces", test_no_forces);
  g_test_add_func ("/feed/4.8.1/two-persons", test_two_persons);
  return test_util_run ();
}
