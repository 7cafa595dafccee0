/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-levy.c: the Levy helpers (3.4, 3.5, 4.0) on scenario positions: Ready Lords and
 * free Seats (Yaroslav at Pskov), Fealty odds, what Lordship can buy, the Capability
 * limit, Special Vassals, the Papal Legate and the Novgorod Veche. */
#include "test-util.h"
#include "nevsky-types.h"

#include <string.h>

static int
LOCID (const char *id)
{
  int l = cas_game_find_locale (game, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

static const CasLevyReady *
ready (const CasLevyResult *r, const char *id)
{
  return cas_levy_result_find_ready (r, L (id));
}

static const CasLevyLordship *
ls (const CasLevyResult *r, const char *id)
{
  const CasLevyLordship *l = cas_levy_result_find_lordship (r, L (id));
  g_assert_nonnull (l);
  return l;
}

static gboolean
has_seat (const CasLevyReady *rl, const char *locale)
{
  for (int i = 0; i < rl->n_seats; i++)
    if (rl->seats[i] == LOCID (locale))
      return TRUE;
  return FALSE;
}

static gboolean
levied_by (const CasLevyReady *rl, const char *lord)
{
  for (guint i = 0; i < rl->levied_by->len; i++)
    if (g_array_index (rl->levied_by, int, i) == L (lord))
      return TRUE;
  return FALSE;
}

static gboolean
has_note (const CasLevyResult *r, const char *a, const char *b)
{
  for (guint i = 0; i < r->notes->len; i++)
    if (strstr (r->notes->pdata[i], a) && (b == NULL || strstr (r->notes->pdata[i], b)))
      return TRUE;
  return FALSE;
}

static int
card (const char *id)
{
  int c = cas_game_find_card (game, id);
  g_assert_cmpint (c, >=, 0);
  return c;
}

static const CasLevyItem *
item (const CasLevyLordship *ll, CasLevyItemKind kind, int id)
{
  for (guint i = 0; i < ll->items->len; i++)
    {
      const CasLevyItem *it = &g_array_index (ll->items, CasLevyItem, i);
      if (it->kind == kind && it->id == id)
        return it;
    }
  return NULL;
}

#define LEVY(j) g_autoptr(CasExplain) ex = cas_explain_new (); g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex)

/* 3.4.1's example: a Lord with Service 3 Mustering in box 9 puts his marker in box 12. */
static void
test_rulebook_service_box (void)
{
  g_autoptr(CasJournal) j = start ("return_of_the_prince");
  ok (j, "cylinder vladislav 9");
  {
    LEVY (j);
    g_assert_nonnull (ready (r, "vladislav"));
    g_assert_cmpint (ready (r, "vladislav")->service_box, ==, 12);
    g_assert_true (has_seat (ready (r, "vladislav"), "ladoga"));
    g_assert_true (levied_by (ready (r, "vladislav"), "aleksandr"));
    assert_cites (ex, "3.4.1");
  }
  ok (j, "muster vladislav ladoga");
  g_assert_cmpint (LORD (j, "vladislav", CAS_L_SERVICE), ==, 12);
}

/* Ready Lords and their free Seats: a Seat with enemy Lords is not free. */
static void
test_ready_occupied_seats (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  {
    LEVY (j);
    g_assert_cmpuint (r->ready->len, ==, 2);
    g_assert_cmpint (g_array_index (r->ready, CasLevyReady, 0).lord, ==, L ("rudolf"));   /* Teutons first */
    g_assert_true (has_seat (ready (r, "rudolf"), "wenden"));
    g_assert_true (levied_by (ready (r, "rudolf"), "hermann"));
    g_assert_true (levied_by (ready (r, "rudolf"), "yaroslav"));
    g_assert_false (levied_by (ready (r, "rudolf"), "gavrilo"));
    g_assert_true (has_seat (ready (r, "domash"), "novgorod"));
    g_assert_nonnull (item (ls (r, "hermann"), CAS_LEVY_ITEM_LORD, L ("rudolf")));
  }
  ok (j, "move gavrilo wenden");
  ok (j, "move hermann novgorod");
  {
    LEVY (j);
    g_assert_cmpint (ready (r, "rudolf")->n_seats, ==, 0);
    g_assert_cmpuint (ready (r, "rudolf")->levied_by->len, ==, 0);
    g_assert_cmpint (ready (r, "domash")->n_seats, ==, 0);
    g_assert_null (item (ls (r, "knud_and_abel"), CAS_LEVY_ITEM_LORD, L ("rudolf")));
    assert_cites (ex, "3.4.1");
    assert_cites (ex, "1.3.1");
  }
}

/* 1.3.1, 3.4.1 note: Pskov is Yaroslav's Seat only while the Teutons hold it Conquered. */
static void
test_yaroslav_pskov (void)
{
  g_autoptr(CasJournal) j = start ("watland");
  ok (j, "disband yaroslav");
  ok (j, "cylinder yaroslav 4");
  {
    LEVY (j);
    g_assert_cmpint (ready (r, "yaroslav")->n_seats, ==, 2);
    g_assert_true (has_seat (ready (r, "yaroslav"), "odenpah"));
    g_assert_true (has_seat (ready (r, "yaroslav"), "pskov"));
  }
  ok (j, "move vladislav odenpah");
  {
    LEVY (j);
    g_assert_cmpint (ready (r, "yaroslav")->n_seats, ==, 1);
    g_assert_true (has_seat (ready (r, "yaroslav"), "pskov"));
  }
  ok (j, "marker pskov conquered 0");
  {
    LEVY (j);
    g_assert_cmpint (ready (r, "yaroslav")->n_seats, ==, 0);
    g_assert_cmpuint (ready (r, "yaroslav")->levied_by->len, ==, 0);
    assert_cites (ex, "1.3.1");
  }
}

static void
test_fealty_odds (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  LEVY (j);
  g_assert_cmpint (ready (r, "rudolf")->fealty, ==, 5);
  g_assert_cmpfloat_with_epsilon (ready (r, "rudolf")->odds, 5.0 / 6.0, 1e-9);
  g_assert_cmpint (ready (r, "domash")->fealty, ==, 4);
  g_assert_cmpfloat_with_epsilon (ready (r, "domash")->odds, 4.0 / 6.0, 1e-9);
  g_assert_cmpint (ready (r, "domash")->service_box, ==, 5);
  g_autoptr(CasLevyResult) bare = cas_levy_compute (T (j), NULL);
  g_assert_cmpint (ready (bare, "domash")->fealty, ==, 4);
  assert_cites (ex, "1.5.3");
}

/* 3.4.1 exception, 3.5.2: no Lord may Levy Aleksandr; the Veche may, or may decline him
 * and Andrey for a VP. */
static void
test_aleksandr_and_veche (void)
{
  g_autoptr(CasJournal) j = start ("crusade_on_novgorod");
  ok (j, "box 5");
  LEVY (j);
  g_assert_cmpint (ready (r, "aleksandr")->fealty, ==, 0);
  g_assert_cmpfloat (ready (r, "aleksandr")->odds, ==, 0.0);
  g_assert_cmpuint (ready (r, "aleksandr")->levied_by->len, ==, 0);
  g_assert_true (levied_by (ready (r, "andrey"), "gavrilo"));
  g_assert_null (item (ls (r, "gavrilo"), CAS_LEVY_ITEM_LORD, L ("aleksandr")));
  g_assert_nonnull (item (ls (r, "gavrilo"), CAS_LEVY_ITEM_LORD, L ("andrey")));
  g_assert_true (has_note (r, "without a roll", "Aleksandr"));
  g_assert_true (has_note (r, "decline", "box 6"));
  assert_cites (ex, "3.5.2");
}

/* 4.0: side-wide Capabilities beyond the number of Lords on the map are discarded at the
 * start of the Campaign; This Lord cards do not count. */
static void
test_capability_excess (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "capability t8");
  {
    /* inferno-fixes (issue 17): one card, one plural each ("1 side-wide Capabilities" before) */
    LEVY (j);
    g_assert_true (says (ex, "The Teutons have 1 side-wide Capability and 3 Lords on the map: no excess"));
  }
  ok (j, "capability t12");
  ok (j, "capability t13");
  ok (j, "capability t4 hermann");
  {
    LEVY (j);
    g_assert_cmpint (r->capability_excess[0], ==, 0);
    g_assert_cmpint (r->capability_excess[1], ==, 0);
  }
  ok (j, "capability t16");
  {
    LEVY (j);
    g_assert_cmpint (r->capability_excess[0], ==, 1);
    assert_cites (ex, "4.0");
    g_assert_true (has_note (r, "discard 1", NULL));
  }
  ok (j, "remove yaroslav");
  {
    LEVY (j);
    g_assert_cmpint (r->capability_excess[0], ==, 2);
  }
}

/* 3.4.3: Transport up to 8 of a type; Ships only if the mat says so. */
static void
test_transport (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "assets hermann cart 8");
  LEVY (j);
  g_assert_null (item (ls (r, "hermann"), CAS_LEVY_ITEM_TRANSPORT, CAS_ASSET_SHIP));
  g_assert_null (item (ls (r, "hermann"), CAS_LEVY_ITEM_TRANSPORT, CAS_ASSET_CART));
  g_assert_nonnull (item (ls (r, "hermann"), CAS_LEVY_ITEM_TRANSPORT, NEVSKY_ASSET_SLED));
  g_assert_nonnull (item (ls (r, "knud_and_abel"), CAS_LEVY_ITEM_TRANSPORT, CAS_ASSET_SHIP));
  g_assert_nonnull (item (ls (r, "knud_and_abel"), CAS_LEVY_ITEM_TRANSPORT, CAS_ASSET_CART));
  assert_cites (ex, "3.4.3");
}

/* 3.4.4: eligible unused cards, never two of one name at a mat, a third This Lord card
 * means a discard; Vassals Ready on the mat. */
static void
test_capabilities_and_vassals (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "capability t4 hermann");
  ok (j, "capability t8");
  ok (j, "vassal hermann johannes_von_dolen muster");
  {
    LEVY (j);
    const CasLevyLordship *h = ls (r, "hermann");
    g_assert_true (h->can_levy);
    g_assert_cmpint (h->lordship, ==, 3);
    g_assert_null (item (h, CAS_LEVY_ITEM_CAPABILITY, card ("t5")));     /* Balistarii again */
    g_assert_null (item (h, CAS_LEVY_ITEM_CAPABILITY, card ("t8")));     /* in play */
    g_assert_null (item (h, CAS_LEVY_ITEM_CAPABILITY, card ("t7")));     /* Andreas, Rudolf only */
    g_assert_null (item (h, CAS_LEVY_ITEM_CAPABILITY, card ("t1")));     /* Heinrich, Knud & Abel only */
    g_assert_nonnull (item (h, CAS_LEVY_ITEM_CAPABILITY, card ("t3")));
    g_assert_false (item (h, CAS_LEVY_ITEM_CAPABILITY, card ("t3"))->must_discard);
    g_assert_nonnull (item (ls (r, "knud_and_abel"), CAS_LEVY_ITEM_CAPABILITY, card ("t5")));
    g_assert_nonnull (item (ls (r, "knud_and_abel"), CAS_LEVY_ITEM_CAPABILITY, card ("t1")));
    g_assert_nonnull (item (h, CAS_LEVY_ITEM_VASSAL, cas_game_find_vassal (game, "hermann_helmond_von_luneburg")));
    g_assert_null (item (h, CAS_LEVY_ITEM_VASSAL, cas_game_find_vassal (game, "hermann_johannes_von_dolen")));
    assert_cites (ex, "3.4.4");
    assert_cites (ex, "3.4.2");
  }
  ok (j, "capability t3 hermann");
  {
    LEVY (j);
    g_assert_true (item (ls (r, "hermann"), CAS_LEVY_ITEM_CAPABILITY, card ("t14"))->must_discard);
    g_assert_false (item (ls (r, "hermann"), CAS_LEVY_ITEM_CAPABILITY, card ("t12"))->must_discard);
  }
}

/* 3.4: Levy only from a Friendly Locale, so never at a Siege. */
static void
test_not_friendly (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "move hermann uzmen");
  ok (j, "move knud_and_abel pskov");
  ok (j, "marker pskov siege 1");
  LEVY (j);
  g_assert_false (ls (r, "hermann")->can_levy);
  g_assert_cmpuint (ls (r, "hermann")->items->len, ==, 0);
  g_assert_false (levied_by (ready (r, "rudolf"), "hermann"));
  g_assert_true (levied_by (ready (r, "rudolf"), "yaroslav"));
  g_assert_false (ls (r, "gavrilo")->can_levy);
  g_assert_false (ls (r, "knud_and_abel")->can_levy);
  g_assert_false (levied_by (ready (r, "domash"), "gavrilo"));
  g_assert_true (levied_by (ready (r, "domash"), "vladislav"));
  assert_cites (ex, "4.3.5");
  assert_cites (ex, "1.3.1");
}

/* R11 Valdemar (This Levy): Knud & Abel may neither Levy nor be Mustered. */
static void
test_valdemar (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "card r11 this_levy");
  {
    LEVY (j);
    g_assert_false (ls (r, "knud_and_abel")->can_levy);
    g_assert_true (ls (r, "hermann")->can_levy);
    assert_cites (ex, "3.1.3");
  }
  ok (j, "disband knud_and_abel");
  ok (j, "cylinder knud_and_abel 1");
  {
    LEVY (j);
    g_assert_true (ready (r, "knud_and_abel")->blocked);
    g_assert_cmpuint (ready (r, "knud_and_abel")->levied_by->len, ==, 0);
  }
}

/* T11 Crusade: Summer Crusaders Muster free and automatically, only in Summer. */
static void
test_summer_crusaders (void)
{
  g_autoptr(CasJournal) j = start ("crusade_on_novgorod");
  ok (j, "muster andreas riga");
  ok (j, "capability t11");
  int crusaders = cas_game_find_vassal (game, "andreas_summer_crusaders");
  {
    LEVY (j);
    assert_actions (ex, (const char *[]) { "vassal andreas andreas_summer_crusaders muster", NULL });
    g_assert_null (item (ls (r, "andreas"), CAS_LEVY_ITEM_VASSAL, crusaders));
    g_assert_true (has_note (r, "Summer Crusaders", "for free"));
    apply (j, ex);
    g_assert_cmpint (LORD (j, "andreas", CAS_L_FORCES + CAS_FORCE_KNIGHTS), ==, 4);
  }
  ok (j, "vassal andreas andreas_summer_crusaders ready");
  ok (j, "box 3");
  {
    LEVY (j);
    g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
    g_assert_true (has_note (r, "only in Summer", NULL));
  }
}

/* R10 Steppe Warriors: Mongols Muster only while it is in play. */
static void
test_steppe_warriors (void)
{
  g_autoptr(CasJournal) j = start ("return_of_the_prince");
  int mongols = cas_game_find_vassal (game, "aleksandr_mongols_1");
  {
    LEVY (j);
    g_assert_null (item (ls (r, "aleksandr"), CAS_LEVY_ITEM_VASSAL, mongols));
  }
  ok (j, "capability r10");
  {
    LEVY (j);
    g_assert_nonnull (item (ls (r, "aleksandr"), CAS_LEVY_ITEM_VASSAL, mongols));
    g_assert_true (has_note (r, "Steppe Warriors", NULL));
  }
}

/* 3.5.1: the Papal Legate's options. */
static void
test_papal_legate (void)
{
  g_autoptr(CasJournal) j = start ("crusade_on_novgorod");
  {
    LEVY (j);
    g_assert_true (has_note (r, "skip Call to Arms", NULL));
  }
  ok (j, "capability t13");
  ok (j, "legate card");
  {
    LEVY (j);
    g_assert_true (has_note (r, "any Bishopric", "Riga"));
  }
  ok (j, "legate leal");
  {
    LEVY (j);
    g_assert_true (has_note (r, "without a roll", "Heinrich"));   /* Ready, Seat Leal */
  }
  ok (j, "legate riga");
  {
    LEVY (j);
    g_assert_true (has_note (r, "1 box left", "Andreas"));        /* box 3, Seat Riga */
    assert_cites (ex, "3.5.1");
  }
  ok (j, "legate dorpat");
  {
    LEVY (j);
    g_assert_true (has_note (r, "extra Muster", "Hermann"));
  }
}

/* 3.5.2: the Veche may slide a Russian cylinder not yet Ready. */
static void
test_veche_slide (void)
{
  g_autoptr(CasJournal) j = start ("crusade_on_novgorod");
  LEVY (j);
  g_assert_true (has_note (r, "2 boxes left", "Karelians"));
  g_assert_true (has_note (r, "2 boxes left", "Aleksandr"));
  g_assert_false (has_note (r, "decline", NULL));
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);
  g_test_add_func ("/levy/3.4.1/service-box-example", test_rulebook_service_box);
  g_test_add_func ("/levy/3.4.1/ready-occupied-seats", test_ready_occupied_seats);
  g_test_add_func ("/levy/1.3.1/yaroslav-pskov", test_yaroslav_pskov);
  g_test_add_func ("/levy/3.4.1/fealty-odds", test_fealty_odds);
  g_test_add_func ("/levy/3.5.2/aleksandr-and-veche", test_aleksandr_and_veche);
  g_test_add_func ("/levy/4.0/capability-excess", test_capability_excess);
  g_test_add_func ("/levy/3.4.3/transport", test_transport);
  g_test_add_func ("/levy/3.4.4/capabilities-and-vassals", test_capabilities_and_vassals);
  g_test_add_func ("/levy/3.4/not-friendly", test_not_friendly);
  g_test_add_func ("/levy/valdemar", test_valdemar);
  g_test_add_func ("/levy/3.4.2/summer-crusaders", test_summer_crusaders);
  g_test_add_func ("/levy/3.4.2/steppe-warriors", test_steppe_warriors);
  g_test_add_func ("/levy/3.5.1/papal-legate", test_papal_legate);
  g_test_add_func ("/levy/3.5.2/veche-slide", test_veche_slide);
  return test_util_run ();
}
