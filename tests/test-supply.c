/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-supply.c: the Supply calculator (4.6) on hand-worked positions from the scenarios:
 * Seats, Ship Sources, Routes, blocked Locales, Transport per Provender per Way, Sharing,
 * the Seasons, the two-Seat and two-Ship limits, Famine, Cogs, Lodya and the 8 cap. */
#include "test-util.h"
#include "nevsky-types.h"

#include "nevsky-supply.h"

static CasSupplyResult *
supply (CasJournal *j, const char *lord, CasExplain *ex)
{
  g_autoptr(GError) error = NULL;
  CasSupplyResult *r = cas_supply_compute (cas_journal_get_table (j), cas_game_find_lord (game, lord), ex, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

static const CasSupplySource *
source (const CasSupplyResult *r, const char *locale, CasSupplyKind kind)
{
  int loc = cas_game_find_locale (game, locale);
  for (guint i = 0; i < r->sources->len; i++)
    {
      const CasSupplySource *s = &g_array_index (r->sources, CasSupplySource, i);
      if (s->locale == loc && s->kind == kind)
        return s;
    }
  return NULL;
}

static const CasSupplyRejected *
rejected (const CasSupplyResult *r, const char *locale, CasSupplyKind kind)
{
  int loc = cas_game_find_locale (game, locale);
  for (guint i = 0; i < r->rejected->len; i++)
    {
      const CasSupplyRejected *x = &g_array_index (r->rejected, CasSupplyRejected, i);
      if (x->locale == loc && x->kind == kind)
        return x;
    }
  return NULL;
}

/* "uzmen,ugaunia,odenpah" */
static void
assert_route (const CasSupplySource *s, const char *route)
{
  g_auto(GStrv) ids = g_strsplit (route, ",", -1);
  g_assert_nonnull (s);
  g_assert_cmpint (s->n_route, ==, (int) g_strv_length (ids));
  for (int i = 0; i < s->n_route; i++)
    g_assert_cmpstr (cas_game_get_locale (game, s->route[i])->id, ==, ids[i]);
}

static void
assert_ways (const CasSupplySource *s, const char *ways)
{
  g_auto(GStrv) ids = g_strsplit (ways, ",", -1);
  g_assert_cmpint (s->n_route - 1, ==, ways[0] ? (int) g_strv_length (ids) : 0);
  for (int i = 0; i + 1 < s->n_route; i++)
    g_assert_cmpstr (cas_game_get_way (game, s->ways[i])->id, ==, ids[i]);
}

static void
assert_transport (const CasSupplySource *s, int carts, int sleds, int boats)
{
  g_assert_cmpint (s->transport[CAS_ASSET_CART], ==, carts);
  g_assert_cmpint (s->transport[NEVSKY_ASSET_SLED], ==, sleds);
  g_assert_cmpint (s->transport[NEVSKY_ASSET_BOAT], ==, boats);
}

static void
assert_rejected (const CasSupplyResult *r, const char *locale, CasSupplyKind kind, CasSupplyReason reason)
{
  const CasSupplyRejected *x = rejected (r, locale, kind);
  if (x == NULL)
    g_error ("%s (%s) is not rejected", locale, cas_supply_kind_id (kind));
  if (x->reason != reason)
    g_error ("%s (%s) rejected as %s, expected %s: %s", locale, cas_supply_kind_id (kind), cas_supply_reason_id (x->reason),
             cas_supply_reason_id (reason), x->text);
}

/* Some explanation line contains `text`, and cites `rule`. */
static void
assert_says (const CasExplain *ex, const char *text, const char *rule)
{
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    {
      const CasExplainLine *l = cas_explain_get_line (ex, i);
      if (strstr (l->text, text) && (rule == NULL || g_strv_contains ((const char *const *) l->rules, rule)))
        return;
    }
  g_error ("no explanation line says “%s” citing %s", text, rule ? rule : "anything");
}

static void
assert_proposes (const CasExplain *ex, const char *action)
{
  if (action == NULL)
    {
      g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
      return;
    }
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 1);
  g_assert_cmpstr (cas_explain_get_action (ex, 0), ==, action);
}

/* Pleskau, Summer 1240: Hermann at his Seat Dorpat with 1 Cart. Dorpat gives 1 Provender
 * without Transport; Odenpäh is one Trackway away (tw03) and takes the Cart. No Ships. */
static void
test_at_seat (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", ex);

  g_assert_true (r->can_supply);
  g_assert_cmpint (r->provender, ==, 2);
  g_assert_cmpint (r->entitled, ==, 2);
  g_assert_cmpuint (r->sources->len, ==, 2);
  const CasSupplySource *dorpat = source (r, "dorpat", CAS_SUPPLY_SEAT);
  assert_route (dorpat, "dorpat");
  assert_transport (dorpat, 0, 0, 0);
  g_assert_cmpint (dorpat->provender, ==, 1);
  const CasSupplySource *odenpah = source (r, "odenpah", CAS_SUPPLY_SEAT);
  assert_route (odenpah, "dorpat,odenpah");
  assert_ways (odenpah, "tw03");
  assert_transport (odenpah, 1, 0, 0);
  /* Every Seaport is a possible Teutonic Ship Source; Hermann Shares no Ship. */
  g_assert_cmpuint (r->rejected->len, ==, 8);
  assert_rejected (r, "reval", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS);
  assert_rejected (r, "neva", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS);
  assert_says (ex, "Hermann is there, so no Transport is needed", "4.6.2");
  assert_says (ex, "Seats of Hermann: Dorpat, Odenpäh", "1.3.1");
  assert_says (ex, "Castellan's reading", "4.6.2");
  assert_cites (ex, "4.6,4.6.1,4.6.2,4.6.3,1.7.4,1.5.2");
  assert_proposes (ex, "assets hermann prov +2");

  /* Gavrilo at Pskov: his one Seat, no Transport needed; Novgorod is the Russian Ship
   * Source but he has no Ship. */
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) g = supply (j, "gavrilo", ex2);
  g_assert_cmpint (g->provender, ==, 1);
  assert_route (source (g, "pskov", CAS_SUPPLY_SEAT), "pskov");
  g_assert_cmpuint (g->rejected->len, ==, 1);
  assert_rejected (g, "novgorod", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS);
  assert_proposes (ex2, "assets gavrilo prov +1");
}

/* 4.6.2 "Important": one Transport per Provender per Way. Hermann at Ugaunia, where one
 * Trackway (tw03) joins Dorpat, Odenpäh and Ugaunia: both Seats are one Way away, but each
 * Provender needs its own Cart. */
static void
test_transport_per_provender (void)
{
  const char *const one[] = { "move hermann ugaunia", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", one);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", ex);
  g_assert_cmpint (r->provender, ==, 1);
  const CasSupplySource *dorpat = source (r, "dorpat", CAS_SUPPLY_SEAT);
  assert_route (dorpat, "ugaunia,dorpat");
  assert_transport (dorpat, 1, 0, 0);
  assert_rejected (r, "odenpah", CAS_SUPPLY_SEAT, CAS_SUPPLY_TRANSPORT_USED);
  assert_says (ex, "already carries the Provender from Dorpat", "4.6.2");
  assert_proposes (ex, "assets hermann prov +1");

  g_assert_true (cas_journal_do (j, "assets hermann cart 2", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "hermann", ex2);
  g_assert_cmpint (r2->provender, ==, 2);
  assert_route (source (r2, "odenpah", CAS_SUPPLY_SEAT), "ugaunia,odenpah");
  assert_proposes (ex2, "assets hermann prov +2");
}

/* Hermann at Uzmen in Summer. Dorpat is one Waterway away (ww05), or two Trackways by
 * Ugaunia (tw28, tw03). One Cart reaches nothing; a Boat reaches Dorpat. */
static void
test_uzmen_cart_or_boat (void)
{
  const char *const at_uzmen[] = { "move hermann uzmen", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", at_uzmen);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", ex);
  g_assert_cmpint (r->provender, ==, 0);
  g_assert_cmpuint (r->sources->len, ==, 0);
  assert_rejected (r, "dorpat", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_TRANSPORT);
  g_assert_cmpstr (cas_game_get_way (game, rejected (r, "dorpat", CAS_SUPPLY_SEAT)->way)->id, ==, "ww05");
  assert_says (ex, "Waterway Uzmen–Dorpat has none of the Boats it needs", "1.7.4");
  assert_rejected (r, "odenpah", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_TRANSPORT);
  assert_says (ex, "can add no Provender", "4.6.3");
  assert_proposes (ex, NULL);

  /* One Boat: Dorpat by the Waterway. Odenpäh alone could go Boat then Cart (Uzmen →
   * Dorpat → Odenpäh), but the Boat is already carrying Dorpat's Provender. */
  g_assert_true (cas_journal_do (j, "assets hermann boat 1", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "hermann", ex2);
  g_assert_cmpint (r2->provender, ==, 1);
  const CasSupplySource *dorpat = source (r2, "dorpat", CAS_SUPPLY_SEAT);
  assert_route (dorpat, "uzmen,dorpat");
  assert_ways (dorpat, "ww05");
  assert_transport (dorpat, 0, 0, 1);
  assert_rejected (r2, "odenpah", CAS_SUPPLY_SEAT, CAS_SUPPLY_TRANSPORT_USED);

  /* A Boat and two Carts: Dorpat by Boat, Odenpäh by two Carts through Ugaunia. */
  g_assert_true (cas_journal_do (j, "assets hermann cart 2", NULL));
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r3 = supply (j, "hermann", ex3);
  g_assert_cmpint (r3->provender, ==, 2);
  const CasSupplySource *odenpah = source (r3, "odenpah", CAS_SUPPLY_SEAT);
  assert_route (odenpah, "uzmen,ugaunia,odenpah");
  assert_ways (odenpah, "tw28,tw03");
  assert_transport (odenpah, 2, 0, 0);
  assert_transport (source (r3, "dorpat", CAS_SUPPLY_SEAT), 0, 0, 1);
  assert_cites (ex3, "4.6.2,4.6.3,1.7.4");
  assert_proposes (ex3, "assets hermann prov +2");
}

/* Two Lords at one Locale Share their Transport (4.6.2, 1.5.2): Hermann's Cart and
 * Yaroslav's Cart together carry Dorpat's Provender over two Trackways. */
static void
test_shared_transport (void)
{
  const char *const both[] = { "move hermann uzmen", "move yaroslav uzmen", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", both);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", ex);
  g_assert_cmpint (r->transport[CAS_ASSET_CART], ==, 2);
  g_assert_cmpint (r->provender, ==, 1);
  const CasSupplySource *dorpat = source (r, "dorpat", CAS_SUPPLY_SEAT);
  assert_route (dorpat, "uzmen,ugaunia,dorpat");
  assert_transport (dorpat, 2, 0, 0);
  assert_says (ex, "Usable Transport Shared at Uzmen (Hermann, Yaroslav): 2 Carts", "1.5.2");
  assert_rejected (r, "odenpah", CAS_SUPPLY_SEAT, CAS_SUPPLY_TRANSPORT_USED);
  assert_proposes (ex, "assets hermann prov +1");

  /* Yaroslav Supplies with the same two Carts: his Seat Odenpäh is two Trackways away. */
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) y = supply (j, "yaroslav", ex2);
  g_assert_cmpint (y->provender, ==, 1);
  assert_route (source (y, "odenpah", CAS_SUPPLY_SEAT), "uzmen,ugaunia,odenpah");
  assert_proposes (ex2, "assets yaroslav prov +1");
}

/* Winter: Sleds serve every Way. Hermann at Waiga: Dorpat is a Trackway away (tw04),
 * Odenpäh a Trackway and a Waterway (tw04, ww02). Three Sleds bring both; two only one.
 * In Summer the same Route needs a Cart and a Boat. */
static void
test_winter_sleds_mixed_ways (void)
{
  const char *const winter[] = { "box 3", "move hermann waiga", "assets hermann cart 0", "assets hermann sled 3", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", winter);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", ex);
  g_assert_cmpint (r->provender, ==, 2);
  const CasSupplySource *dorpat = source (r, "dorpat", CAS_SUPPLY_SEAT);
  assert_route (dorpat, "waiga,dorpat");
  assert_ways (dorpat, "tw04");
  assert_transport (dorpat, 0, 1, 0);
  const CasSupplySource *odenpah = source (r, "odenpah", CAS_SUPPLY_SEAT);
  assert_route (odenpah, "waiga,dorpat,odenpah");
  assert_ways (odenpah, "tw04,ww02");
  assert_transport (odenpah, 0, 2, 0);
  assert_says (ex, "In Early Winter, Trackways carry Provender by Sleds, Waterways by Sleds", "1.7.4");
  /* Ships are not usable in Winter: every Seaport fails for that reason. */
  assert_rejected (r, "narwia", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS);
  assert_proposes (ex, "assets hermann prov +2");

  g_assert_true (cas_journal_do (j, "assets hermann sled 2", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "hermann", ex2);
  g_assert_cmpint (r2->provender, ==, 1);
  g_assert_nonnull (source (r2, "dorpat", CAS_SUPPLY_SEAT));
  assert_rejected (r2, "odenpah", CAS_SUPPLY_SEAT, CAS_SUPPLY_TRANSPORT_USED);

  /* Summer, two Carts: Odenpäh by Carts alone needs two more (tw04, tw03); with a Boat it
   * goes tw04 by Cart and ww02 by Boat. */
  const char *const summer[] = { "move hermann waiga", "assets hermann cart 2", NULL };
  g_autoptr(CasJournal) s = position ("pleskau", summer);
  g_autoptr(CasSupplyResult) r3 = supply (s, "hermann", NULL);
  g_assert_cmpint (r3->provender, ==, 1);
  g_assert_true (cas_journal_do (s, "assets hermann boat 1", NULL));
  g_autoptr(CasSupplyResult) r4 = supply (s, "hermann", NULL);
  g_assert_cmpint (r4->provender, ==, 2);
  assert_ways (source (r4, "odenpah", CAS_SUPPLY_SEAT), "tw04,ww02");
  assert_transport (source (r4, "odenpah", CAS_SUPPLY_SEAT), 1, 0, 1);
}

/* Rasputitsa: Boats on Waterways only, nothing on Trackways (1.7.4). Waiga has only
 * Trackways, so two Boats bring nothing. */
static void
test_rasputitsa_trackways (void)
{
  const char *const mud[] = { "box 7", "move hermann waiga", "assets hermann cart 0", "assets hermann boat 2", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", mud);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", ex);
  g_assert_cmpint (r->provender, ==, 0);
  assert_rejected (r, "dorpat", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_TRANSPORT);
  g_assert_cmpstr (cas_game_get_way (game, rejected (r, "dorpat", CAS_SUPPLY_SEAT)->way)->id, ==, "tw04");
  assert_says (ex, "no chain of Ways usable in Rasputitsa reaches it", "1.7.4");
  assert_says (ex, "In Rasputitsa, Trackways carry Provender by nothing", "1.7.4");
  /* Ships are usable in Rasputitsa, but Hermann has none. */
  assert_rejected (r, "narwia", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS);
  assert_proposes (ex, NULL);

  /* At Dorpat in Rasputitsa the Boats carry Odenpäh's Provender by Waterway (ww02). */
  g_assert_true (cas_journal_do (j, "move hermann dorpat", NULL));
  g_autoptr(CasSupplyResult) r2 = supply (j, "hermann", NULL);
  g_assert_cmpint (r2->provender, ==, 2);
  assert_ways (source (r2, "odenpah", CAS_SUPPLY_SEAT), "ww02");
}

/* 4.6.2: an enemy Lord blocks a Route. Vladislav at Karelia reaches his Seat Ladoga only
 * through Neva (tw39, ww11); with Knud & Abel at Neva there is no Route at all. A second
 * case: Gavrilo at Ugaunia closes Hermann's Trackway Route from Uzmen. */
static void
test_blocked_by_enemy_lord (void)
{
  const char *const open[] = { "move vladislav karelia", "assets vladislav boat 1", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", open);
  g_autoptr(CasSupplyResult) r = supply (j, "vladislav", NULL);
  g_assert_cmpint (r->provender, ==, 1);
  const CasSupplySource *ladoga = source (r, "ladoga", CAS_SUPPLY_SEAT);
  assert_route (ladoga, "karelia,neva,ladoga");
  assert_ways (ladoga, "tw39,ww11");
  assert_transport (ladoga, 1, 0, 1);

  g_assert_true (cas_journal_do (j, "move knud_and_abel neva", NULL));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "vladislav", ex);
  g_assert_cmpint (r2->provender, ==, 0);
  assert_rejected (r2, "ladoga", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_ROUTE);
  g_assert_cmpstr (cas_game_get_locale (game, rejected (r2, "ladoga", CAS_SUPPLY_SEAT)->blocker)->id, ==, "neva");
  assert_says (ex, "Neva (Unbesieged enemy Lord Knud & Abel)", "4.6.2");
  assert_rejected (r2, "novgorod", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS);
  assert_proposes (ex, NULL);

  const char *const uzmen[] = { "move hermann uzmen", "assets hermann cart 2", NULL };
  g_autoptr(CasJournal) k = position ("pleskau", uzmen);
  g_autoptr(CasSupplyResult) r3 = supply (k, "hermann", NULL);
  g_assert_cmpint (r3->provender, ==, 1);
  assert_route (source (r3, "dorpat", CAS_SUPPLY_SEAT), "uzmen,ugaunia,dorpat");
  g_assert_true (cas_journal_do (k, "move gavrilo ugaunia", NULL));
  g_autoptr(CasSupplyResult) r4 = supply (k, "hermann", NULL);
  g_assert_cmpint (r4->provender, ==, 0);
  /* What is left is the Waterway, for which he has no Boat. */
  assert_rejected (r4, "dorpat", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_TRANSPORT);
}

/* 4.6.2: an enemy Stronghold blocks, unless the enemy is Besieged there. Hermann at Ostrov
 * with 3 Boats: the Waterways run Ostrov → Pskov → Uzmen → Dorpat, and Pskov is a Russian
 * City. Once Yaroslav Besieges Pskov (Siege marker) the Route is open. */
static void
test_blocked_by_stronghold_and_besieged (void)
{
  const char *const ostrov[] = { "move gavrilo novgorod", "move hermann ostrov", "assets hermann boat 3", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", ostrov);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", ex);
  g_assert_cmpint (r->provender, ==, 0);
  assert_rejected (r, "dorpat", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_TRANSPORT);
  assert_proposes (ex, NULL);

  g_assert_true (cas_journal_do (j, "move yaroslav pskov", NULL));
  g_assert_true (cas_journal_do (j, "marker pskov siege 1", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "hermann", ex2);
  g_assert_cmpint (r2->provender, ==, 1);
  const CasSupplySource *dorpat = source (r2, "dorpat", CAS_SUPPLY_SEAT);
  assert_route (dorpat, "ostrov,pskov,uzmen,dorpat");
  assert_ways (dorpat, "ww17,ww20,ww05");
  assert_transport (dorpat, 0, 0, 3);
  assert_says (ex2, "The Route may enter Pskov: the enemy there is Besieged", "4.6.2");
  assert_cites (ex2, "4.3.5");
  assert_proposes (ex2, "assets hermann prov +1");

  /* Gavrilo Besieged inside Pskov blocks nothing either. */
  g_assert_true (cas_journal_do (j, "move gavrilo pskov", NULL));
  g_autoptr(CasSupplyResult) r3 = supply (j, "hermann", NULL);
  g_assert_cmpint (r3->provender, ==, 1);

  /* A Source that is itself an enemy Stronghold: Knud & Abel at Reval may not use the
   * Russian Fort of Koporye as a Seaport. */
  g_autoptr(CasExplain) ex4 = cas_explain_new ();
  g_autoptr(CasSupplyResult) k = supply (j, "knud_and_abel", ex4);
  assert_rejected (k, "koporye", CAS_SUPPLY_SHIP, CAS_SUPPLY_BLOCKED);
  assert_says (ex4, "Koporye (Stronghold held by the Russians, not Besieged)", "4.6.2");
  /* Luga is reached only through Kaibolovo, a Russian Fort. */
  assert_rejected (k, "luga", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_ROUTE);
  g_assert_cmpstr (cas_game_get_locale (game, rejected (k, "luga", CAS_SUPPLY_SHIP)->blocker)->id, ==, "kaibolovo");
  assert_says (ex4, "Castellan's reading: a Route ends by entering its Source", "4.6.2");

  /* Gavrilo Besieging his own Seat Pskov, which the Teutons hold Conquered: the enemy is
   * Besieged there, so the Seat still serves him, without Transport. */
  const char *const retake[] = { "marker pskov conquered 2", "marker pskov siege 1", NULL };
  g_autoptr(CasJournal) p = position ("pleskau", retake);
  g_autoptr(CasExplain) ex5 = cas_explain_new ();
  g_autoptr(CasSupplyResult) g = supply (p, "gavrilo", ex5);
  g_assert_true (g->can_supply);
  g_assert_cmpint (g->provender, ==, 1);
  assert_route (source (g, "pskov", CAS_SUPPLY_SEAT), "pskov");
  assert_says (ex5, "The Route may enter Pskov: the enemy there is Besieged", "4.3.5");
  /* Without the Siege marker the Teutonic-held City blocks its own Seat. */
  g_assert_true (cas_journal_do (p, "marker pskov siege 0", NULL));
  g_autoptr(CasSupplyResult) g2 = supply (p, "gavrilo", NULL);
  g_assert_cmpint (g2->provender, ==, 0);
  assert_rejected (g2, "pskov", CAS_SUPPLY_SEAT, CAS_SUPPLY_BLOCKED);
}

/* 4.6.2: an enemy Conquered marker blocks. Peipus, Late Winter 1242: the Karelians at
 * Karelia reach Ladoga only through the Trade Route of Neva. */
static void
test_blocked_by_conquered (void)
{
  const char *const karelia[] = { "move karelians karelia", "assets karelians sled 2", NULL };
  g_autoptr(CasJournal) j = position ("peipus", karelia);
  g_autoptr(CasSupplyResult) r = supply (j, "karelians", NULL);
  g_assert_cmpint (r->provender, ==, 1);
  const CasSupplySource *ladoga = source (r, "ladoga", CAS_SUPPLY_SEAT);
  assert_route (ladoga, "karelia,neva,ladoga");
  assert_transport (ladoga, 0, 2, 0);

  g_assert_true (cas_journal_do (j, "marker neva conquered 1", NULL));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "karelians", ex);
  g_assert_cmpint (r2->provender, ==, 0);
  assert_rejected (r2, "ladoga", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_ROUTE);
  assert_says (ex, "Neva (Conquered marker of the Teutons)", "4.6.2");
  assert_says (ex, "Ships are not usable in Late Winter", "4.6.3");
  assert_proposes (ex, NULL);
}

/* 1.3.1: Pskov is Yaroslav's Seat while the Teutons hold it Conquered. Watland, Early
 * Winter 1240: Yaroslav at Pskov with 1 Sled draws 1 Provender there; Odenpäh is three
 * Ways away. */
static void
test_yaroslav_pskov (void)
{
  g_autoptr(CasJournal) j = start ("watland");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "yaroslav", ex);
  g_assert_cmpint (r->provender, ==, 1);
  assert_route (source (r, "pskov", CAS_SUPPLY_SEAT), "pskov");
  assert_rejected (r, "odenpah", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_TRANSPORT);
  assert_says (ex, "Pskov is a Seat of Yaroslav while Conquered by his side, as it is now", "1.3.1");
  assert_says (ex, "Seats of Yaroslav: Odenpäh, Pskov", "4.6.1");
  assert_proposes (ex, "assets yaroslav prov +1");

  /* Three Sleds bring Odenpäh too: a Route of three Ways, one Sled each. */
  g_assert_true (cas_journal_do (j, "assets yaroslav sled 4", NULL));
  g_autoptr(CasSupplyResult) r2 = supply (j, "yaroslav", NULL);
  g_assert_cmpint (r2->provender, ==, 2);
  const CasSupplySource *odenpah = source (r2, "odenpah", CAS_SUPPLY_SEAT);
  g_assert_cmpint (odenpah->n_route, ==, 4);
  assert_transport (odenpah, 0, 3, 0);

  /* Without the Conquered markers Pskov is no Seat of his. */
  g_assert_true (cas_journal_do (j, "marker pskov conquered 0", NULL));
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r3 = supply (j, "yaroslav", ex3);
  g_assert_null (source (r3, "pskov", CAS_SUPPLY_SEAT));
  g_assert_null (rejected (r3, "pskov", CAS_SUPPLY_SEAT));
  assert_says (ex3, "would be a Seat of Yaroslav only while Conquered", "1.3.1");
}

/* Ordensburgen (T12): the Commanderies Adsel, Fellin, Leal and Wenden are Seats of every
 * Teutonic Lord. Rudolf at Wenden, his printed Seat and a Commandery, counts it twice (as
 * cas_rules_seats lists it); Hermann at Fellin draws there and from Dorpat by Boat (ww02). */
static void
test_ordensburgen (void)
{
  const char *const ord[] = { "capability t12", "muster rudolf wenden", "assets rudolf boat 1", "move hermann fellin",
                              "assets hermann boat 1", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", ord);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "rudolf", ex);
  g_assert_cmpint (r->provender, ==, 2);
  g_assert_cmpuint (r->sources->len, ==, 1);
  const CasSupplySource *wenden = source (r, "wenden", CAS_SUPPLY_SEAT);
  g_assert_cmpint (wenden->provender, ==, 2);
  assert_route (wenden, "wenden");
  /* Adsel is a Boat away (ww01) but two Seats already give; Leal is far beyond his Cart. */
  assert_rejected (r, "adsel", CAS_SUPPLY_SEAT, CAS_SUPPLY_LIMIT);
  assert_rejected (r, "leal", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_TRANSPORT);
  assert_says (ex, "Ordensburgen makes the Commanderies extra Seats", "1.9.1");
  assert_says (ex, "Wenden (counts as 2 Seats)", "4.6.1");
  assert_says (ex, "at most two Seats", "4.6.3");
  assert_proposes (ex, "assets rudolf prov +2");

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) h = supply (j, "hermann", ex2);
  g_assert_cmpint (h->provender, ==, 2);
  assert_route (source (h, "fellin", CAS_SUPPLY_SEAT), "fellin");
  const CasSupplySource *dorpat = source (h, "dorpat", CAS_SUPPLY_SEAT);
  assert_route (dorpat, "fellin,dorpat");
  assert_ways (dorpat, "ww02");
  assert_transport (dorpat, 0, 0, 1);
  assert_proposes (ex2, "assets hermann prov +2");
}

/* Archbishopric (R15): Novgorod is an extra Seat of every Russian Lord, so it counts twice
 * for Aleksandr. Peipus, Late Winter 1242, Aleksandr at Novgorod. */
static void
test_archbishopric (void)
{
  const char *const arch[] = { "capability r15", NULL };
  g_autoptr(CasJournal) j = position ("peipus", arch);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "aleksandr", ex);
  g_assert_cmpint (r->provender, ==, 2);
  g_assert_cmpuint (r->sources->len, ==, 1);
  const CasSupplySource *novgorod = source (r, "novgorod", CAS_SUPPLY_SEAT);
  g_assert_cmpint (novgorod->provender, ==, 2);
  assert_route (novgorod, "novgorod");
  assert_rejected (r, "rusa", CAS_SUPPLY_SEAT, CAS_SUPPLY_LIMIT);
  assert_rejected (r, "novgorod", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS);
  assert_says (ex, "Archbishopric makes Novgorod an extra Seat", "1.9.1");
  assert_says (ex, "Novgorod (counts as 2 Seats)", "1.3.1");
  assert_proposes (ex, "assets aleksandr prov +2");

  /* Without the card, Novgorod is one Seat; Rusa is a Waterway away (ww15) and the
   * Sleds carry its Provender. */
  g_assert_true (cas_journal_do (j, "discard r15", NULL));
  g_autoptr(CasSupplyResult) r2 = supply (j, "aleksandr", NULL);
  g_assert_cmpint (r2->provender, ==, 2);
  g_assert_cmpint (source (r2, "novgorod", CAS_SUPPLY_SEAT)->provender, ==, 1);
  assert_ways (source (r2, "rusa", CAS_SUPPLY_SEAT), "ww15");
}

/* 4.6.3 Ship Supply for the Teutons: any Seaport. Knud & Abel at his Seat Reval, a Seaport,
 * with 2 Ships: 1 from the Seat and 2 from the Ships, no Transport. At Warbola the Carts must
 * carry each Provender to Reval (tw17). */
static void
test_teutonic_ships (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "knud_and_abel", ex);
  g_assert_cmpint (r->provender, ==, 3);
  g_assert_cmpint (r->ship_limit, ==, 2);
  assert_route (source (r, "reval", CAS_SUPPLY_SEAT), "reval");
  const CasSupplySource *ships = source (r, "reval", CAS_SUPPLY_SHIP);
  g_assert_cmpint (ships->provender, ==, 2);
  assert_route (ships, "reval");
  assert_rejected (r, "wesenberg", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_TRANSPORT);
  assert_rejected (r, "narwia", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_TRANSPORT);
  assert_says (ex, "Ships Shared for Supply: 2 Ships", "4.6.3");
  assert_says (ex, "2 Provender from Ships by way of Seaport Reval", "4.6.3");
  assert_proposes (ex, "assets knud_and_abel prov +3");

  const char *const warbola[] = { "move knud_and_abel warbola", "assets knud_and_abel cart 1", NULL };
  g_autoptr(CasJournal) w = position ("pleskau", warbola);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (w, "knud_and_abel", ex2);
  g_assert_cmpint (r2->provender, ==, 1);
  assert_route (source (r2, "reval", CAS_SUPPLY_SEAT), "warbola,reval");
  assert_rejected (r2, "reval", CAS_SUPPLY_SHIP, CAS_SUPPLY_TRANSPORT_USED);
  assert_rejected (r2, "leal", CAS_SUPPLY_SHIP, CAS_SUPPLY_TRANSPORT_USED);

  /* 4.6.2 PLAY NOTE: a Seaport in Rus serves the Teutons when not blocked. Return of the
   * Prince, Summer 1241: Andreas at Koporye (Conquered, Teutonic Castle marker) with 2
   * Ships; his Seats Riga and Wenden are far beyond his Transport. */
  const char *const koporye[] = { "assets andreas ship 2", NULL };
  g_autoptr(CasJournal) rp = position ("return_of_the_prince", koporye);
  g_autoptr(CasExplain) exk = cas_explain_new ();
  g_autoptr(CasSupplyResult) a = supply (rp, "andreas", exk);
  g_assert_cmpint (a->provender, ==, 2);
  g_assert_cmpint (source (a, "koporye", CAS_SUPPLY_SHIP)->provender, ==, 2);
  assert_route (source (a, "koporye", CAS_SUPPLY_SHIP), "koporye");
  assert_rejected (a, "riga", CAS_SUPPLY_SEAT, CAS_SUPPLY_NO_TRANSPORT);
  /* Luga, by Kaibolovo (held by the Teutons), is reachable too, but the Ships already give. */
  assert_rejected (a, "luga", CAS_SUPPLY_SHIP, CAS_SUPPLY_LIMIT);
  assert_rejected (a, "neva", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_TRANSPORT);
  assert_proposes (exk, "assets andreas prov +2");

  g_assert_true (cas_journal_do (w, "assets knud_and_abel cart 3", NULL));
  g_autoptr(CasSupplyResult) r3 = supply (w, "knud_and_abel", NULL);
  g_assert_cmpint (r3->provender, ==, 3);
  const CasSupplySource *ships3 = source (r3, "reval", CAS_SUPPLY_SHIP);
  g_assert_cmpint (ships3->provender, ==, 2);
  assert_route (ships3, "warbola,reval");
  assert_transport (ships3, 2, 0, 0);
  assert_rejected (r3, "leal", CAS_SUPPLY_SHIP, CAS_SUPPLY_LIMIT);
}

/* 4.6.3 Ship Supply for the Russians: Novgorod only. Pleskau Quickstart, Summer: Domash at
 * Novgorod with 2 Ships draws 1 from the Seat and 2 from the Ships. At Rusa, two Boats
 * carry only two of the three Provender along the Waterway (ww15). */
static void
test_russian_ships (void)
{
  const char *const ships[] = { "assets domash ship 2", NULL };
  g_autoptr(CasJournal) j = position ("pleskau_quickstart", ships);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "domash", ex);
  g_assert_cmpint (r->provender, ==, 3);
  g_assert_cmpint (source (r, "novgorod", CAS_SUPPLY_SEAT)->provender, ==, 1);
  g_assert_cmpint (source (r, "novgorod", CAS_SUPPLY_SHIP)->provender, ==, 2);
  g_assert_cmpuint (r->rejected->len, ==, 0);
  assert_says (ex, "2 Provender from Ships by way of Ship Source Novgorod", "4.6.3");
  assert_proposes (ex, "assets domash prov +3");

  g_assert_true (cas_journal_do (j, "move domash rusa", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "domash", ex2);
  g_assert_cmpint (r2->provender, ==, 2);
  const CasSupplySource *seat = source (r2, "novgorod", CAS_SUPPLY_SEAT);
  assert_route (seat, "rusa,novgorod");
  assert_ways (seat, "ww15");
  assert_transport (seat, 0, 0, 1);
  g_assert_cmpint (source (r2, "novgorod", CAS_SUPPLY_SHIP)->provender, ==, 1);
  assert_says (ex2, "Only 1 of the 2 Ship Provender", "4.6.2");
  assert_proposes (ex2, "assets domash prov +2");
}

/* 4.6.3 NOTE: in Winter only Seats supply. Knud & Abel at Reval in Early Winter keeps his
 * 2 Ships but draws only from his Seat. */
static void
test_ships_in_winter (void)
{
  const char *const winter[] = { "box 3", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", winter);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "knud_and_abel", ex);
  g_assert_cmpint (r->provender, ==, 1);
  g_assert_cmpint (r->ship_limit, ==, 0);
  g_assert_cmpint (r->transport[CAS_ASSET_SHIP], ==, 0);
  assert_route (source (r, "reval", CAS_SUPPLY_SEAT), "reval");
  g_assert_null (source (r, "reval", CAS_SUPPLY_SHIP));
  assert_rejected (r, "reval", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS);
  g_assert_nonnull (strstr (rejected (r, "reval", CAS_SUPPLY_SHIP)->text, "not usable in Early Winter"));
  assert_says (ex, "Ships are not usable in Early Winter, so only Seats can supply", "4.6.3");
  assert_cites (ex, "1.7.4");
  assert_proposes (ex, "assets knud_and_abel prov +1");
}

/* 1.7.3: at most 8 Provender on a mat. Knud & Abel at Reval could add 3; with 6 he adds 2,
 * with 8 nothing. */
static void
test_cap (void)
{
  const char *const six[] = { "assets knud_and_abel prov 6", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", six);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "knud_and_abel", ex);
  g_assert_cmpint (r->entitled, ==, 3);
  g_assert_cmpint (r->provender, ==, 2);
  g_assert_cmpint (r->provender_before, ==, 6);
  g_assert_cmpint (source (r, "reval", CAS_SUPPLY_SEAT)->provender, ==, 1);
  g_assert_cmpint (source (r, "reval", CAS_SUPPLY_SHIP)->provender, ==, 1);
  assert_says (ex, "Knud & Abel has 6 Provender and his mat holds at most 8, so he adds only 2 of the 3", "1.7.3");
  assert_says (ex, "Only 1 of the 2 Ship Provender", "1.7.3");
  assert_proposes (ex, "assets knud_and_abel prov +2");

  g_assert_true (cas_journal_do (j, "assets knud_and_abel prov 8", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "knud_and_abel", ex2);
  g_assert_cmpint (r2->provender, ==, 0);
  g_assert_cmpint (r2->entitled, ==, 3);
  assert_rejected (r2, "reval", CAS_SUPPLY_SEAT, CAS_SUPPLY_CAP);
  assert_rejected (r2, "reval", CAS_SUPPLY_SHIP, CAS_SUPPLY_CAP);
  assert_proposes (ex2, NULL);
}

/* 4.6: only an Unbesieged Lord on the map may Supply. Gavrilo inside Pskov under
 * Yaroslav's Siege marker cannot; Rudolf, whose cylinder is on the Calendar, neither. */
static void
test_cannot_supply (void)
{
  const char *const siege[] = { "move yaroslav pskov", "marker pskov siege 1", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", siege);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "gavrilo", ex);
  g_assert_false (r->can_supply);
  g_assert_cmpint (r->provender, ==, 0);
  g_assert_cmpuint (r->sources->len, ==, 0);
  assert_says (ex, "Gavrilo is Besieged at Pskov, so he cannot Supply", "4.3.5");
  assert_proposes (ex, NULL);

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "rudolf", ex2);
  g_assert_false (r2->can_supply);
  g_assert_cmpint (r2->locale, ==, -1);
  assert_says (ex2, "Rudolf von Kassel is not on the map", "4.6");
  assert_proposes (ex2, NULL);

  /* The besieger Yaroslav may Supply: his Seat Odenpäh is three Ways away, too far for
   * his Cart, but nothing stops him trying. */
  g_autoptr(CasSupplyResult) y = supply (j, "yaroslav", NULL);
  g_assert_true (y->can_supply);
}

/* Famine (R7 against the Teutons): Seats give at most 1 Provender per Command card. */
static void
test_famine (void)
{
  const char *const famine[] = { "card r7 this_campaign", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", famine);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", ex);
  g_assert_true (r->seat_limit_lowered);
  g_assert_cmpint (r->seat_limit, ==, 1);
  g_assert_cmpint (r->provender, ==, 1);
  assert_route (source (r, "dorpat", CAS_SUPPLY_SEAT), "dorpat");
  assert_rejected (r, "odenpah", CAS_SUPPLY_SEAT, CAS_SUPPLY_LIMIT);
  assert_says (ex, "Famine (r7) is in force", "1.9.1");
  assert_proposes (ex, "assets hermann prov +1");

  /* Famine does not touch Ship Supply: Knud & Abel still gets 1 + 2. */
  g_autoptr(CasSupplyResult) k = supply (j, "knud_and_abel", NULL);
  g_assert_cmpint (k->provender, ==, 3);
  /* And the Russian Famine card (T16) does not bind the Teutons. */
  const char *const other[] = { "card t16 this_campaign", NULL };
  g_autoptr(CasJournal) j2 = position ("pleskau", other);
  g_autoptr(CasSupplyResult) h = supply (j2, "hermann", NULL);
  g_assert_false (h->seat_limit_lowered);
  g_assert_cmpint (h->provender, ==, 2);
}

/* Cogs (T18): Knud & Abel's Ships count twice and are Shared wherever he is. Hermann at
 * Dorpat with 2 Boats draws 2 Ship Provender by way of Narwia (ww05, a Boat each), plus
 * his two Seats. */
static void
test_cogs (void)
{
  const char *const cogs[] = { "capability t18 knud_and_abel", "assets hermann boat 2", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", cogs);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", ex);
  g_assert_cmpint (r->transport[CAS_ASSET_SHIP], ==, 4);
  g_assert_cmpint (r->ship_limit, ==, 2);
  g_assert_cmpint (r->provender, ==, 4);
  const CasSupplySource *narwia = source (r, "narwia", CAS_SUPPLY_SHIP);
  g_assert_cmpint (narwia->provender, ==, 2);
  assert_route (narwia, "dorpat,narwia");
  assert_ways (narwia, "ww05");
  assert_transport (narwia, 0, 0, 2);
  assert_says (ex, "Cogs: the Ships of Knud & Abel count twice", "1.9.1");
  assert_proposes (ex, "assets hermann prov +4");

  /* Without Cogs Hermann has no Ship to Share. */
  g_assert_true (cas_journal_do (j, "discard t18", NULL));
  g_autoptr(CasSupplyResult) r2 = supply (j, "hermann", NULL);
  g_assert_cmpint (r2->provender, ==, 2);
  assert_rejected (r2, "narwia", CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS);
}

/* Lodya (R16): for one action, up to 2 Boats serve as Ships. Quickstart Domash at Novgorod
 * with 2 Carts and 2 Boats and no Ship: 1 Provender, or 3 with Lodya. */
static void
test_lodya (void)
{
  g_autoptr(CasJournal) j = start ("pleskau_quickstart");
  g_autoptr(CasSupplyResult) r = supply (j, "domash", NULL);
  g_assert_cmpint (r->provender, ==, 1);
  g_assert_cmpint (r->option, ==, NEVSKY_LODYA_NONE);

  g_assert_true (cas_journal_do (j, "capability r16 domash", NULL));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r2 = supply (j, "domash", ex);
  g_assert_cmpint (r2->provender, ==, 3);
  g_assert_cmpint (r2->option, ==, NEVSKY_LODYA_BOATS_AS_SHIPS);
  g_assert_cmpint (r2->option_count, ==, 2);
  g_assert_cmpint (r2->transport[CAS_ASSET_SHIP], ==, 2);
  g_assert_cmpint (r2->transport[NEVSKY_ASSET_BOAT], ==, 0);
  g_assert_cmpint (source (r2, "novgorod", CAS_SUPPLY_SHIP)->provender, ==, 2);
  assert_says (ex, "Lodya (Domash): for this Supply action 2 of his Boats serve as Ships", "1.9.1");
  assert_proposes (ex, "assets domash prov +3");

  /* In Winter Lodya has nothing to convert. */
  g_assert_true (cas_journal_do (j, "box 3", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) r3 = supply (j, "domash", ex2);
  g_assert_cmpint (r3->provender, ==, 1);
  g_assert_cmpint (r3->option, ==, NEVSKY_LODYA_NONE);
  assert_says (ex2, "Lodya (Domash) is in play, but neither Boats nor Ships are usable in Early Winter", "1.9.1");
}

/* The JSON document: the keys the issue promises. */
static void
test_json (void)
{
  const char *const at_uzmen[] = { "move hermann uzmen", "assets hermann boat 1", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", at_uzmen);
  g_autoptr(CasSupplyResult) r = supply (j, "hermann", NULL);
  g_autoptr(JsonNode) node = cas_supply_result_to_json (cas_journal_get_table (j), r);
  JsonObject *o = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (o, "provender"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (o, "season"), ==, "summer");
  JsonArray *sources = json_object_get_array_member (o, "sources");
  g_assert_cmpuint (json_array_get_length (sources), ==, 1);
  JsonObject *s = json_array_get_object_element (sources, 0);
  g_assert_cmpstr (json_object_get_string_member (s, "locale"), ==, "dorpat");
  g_assert_cmpstr (json_object_get_string_member (s, "kind"), ==, "seat");
  g_assert_cmpint (json_object_get_int_member (s, "provender"), ==, 1);
  JsonArray *route = json_object_get_array_member (s, "route");
  g_assert_cmpuint (json_array_get_length (route), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (route, 0), ==, "uzmen");
  g_assert_cmpstr (json_array_get_string_element (route, 1), ==, "dorpat");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (s, "transport"), "boat"), ==, 1);
  JsonArray *rej = json_object_get_array_member (o, "rejected");
  g_assert_cmpuint (json_array_get_length (rej), ==, 9);
  JsonObject *x = json_array_get_object_element (rej, 0);
  g_assert_cmpstr (json_object_get_string_member (x, "locale"), ==, "odenpah");
  g_assert_cmpstr (json_object_get_string_member (x, "kind"), ==, "seat");
  g_assert_cmpstr (json_object_get_string_member (x, "code"), ==, "transport_used");
  g_assert_nonnull (strstr (json_object_get_string_member (x, "reason"), "Odenpäh"));
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);

  g_test_add_func ("/supply/4.6.2/at-seat", test_at_seat);
  g_test_add_func ("/supply/4.6.2/transport-per-provender-per-way", test_transport_per_provender);
  g_test_add_func ("/supply/4.6.2/uzmen-cart-or-boat", test_uzmen_cart_or_boat);
  g_test_add_func ("/supply/4.6.2/shared-transport", test_shared_transport);
  g_test_add_func ("/supply/1.7.4/winter-sleds-mixed-ways", test_winter_sleds_mixed_ways);
  g_test_add_func ("/supply/1.7.4/rasputitsa-trackways", test_rasputitsa_trackways);
  g_test_add_func ("/supply/4.6.2/blocked-enemy-lord", test_blocked_by_enemy_lord);
  g_test_add_func ("/supply/4.6.2/blocked-stronghold-besieged", test_blocked_by_stronghold_and_besieged);
  g_test_add_func ("/supply/4.6.2/blocked-conquered", test_blocked_by_conquered);
  g_test_add_func ("/supply/1.3.1/yaroslav-pskov", test_yaroslav_pskov);
  g_test_add_func ("/supply/1.3.1/ordensburgen", test_ordensburgen);
  g_test_add_func ("/supply/1.3.1/archbishopric", test_archbishopric);
  g_test_add_func ("/supply/4.6.3/teutonic-ships", test_teutonic_ships);
  g_test_add_func ("/supply/4.6.3/russian-ships", test_russian_ships);
  g_test_add_func ("/supply/4.6.3/ships-in-winter", test_ships_in_winter);
  g_test_add_func ("/supply/1.7.3/cap", test_cap);
  g_test_add_func ("/supply/4.6/cannot-supply", test_cannot_supply);
  g_test_add_func ("/supply/4.6.3/famine", test_famine);
  g_test_add_func ("/supply/4.6.3/cogs", test_cogs);
  g_test_add_func ("/supply/4.6.2/lodya", test_lodya);
  g_test_add_func ("/supply/json", test_json);
  return test_util_run ();
}
