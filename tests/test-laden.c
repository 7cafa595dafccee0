/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-laden.c: Laden status of a March (4.3.2), Avoid Battle and Retreat (4.3.4, 4.4.3)
 * and Sail (4.7.3), from the rulebook's examples and hand-worked scenario positions. */
#include <string.h>

#include "test-util.h"
#include "nevsky-types.h"

static int
lords_of (const char *csv, int *out)
{
  g_auto(GStrv) ids = g_strsplit (csv, ",", -1);
  int n = 0;
  for (char **id = ids; *id; id++)
    {
      out[n] = cas_game_find_lord (game, *id);
      g_assert_cmpint (out[n], >=, 0);
      n++;
    }
  return n;
}

static CasLadenResult *
laden (CasJournal *j, const char *csv, const char *to, CasExplain *ex)
{
  int lords[16];
  int n = lords_of (csv, lords);
  g_autoptr(GError) error = NULL;
  CasLadenResult *r = cas_laden (cas_journal_get_table (j), lords, n, cas_game_find_locale (game, to), ex, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

static CasSailResult *
sail (CasJournal *j, const char *csv, const char *to, CasExplain *ex)
{
  int lords[16];
  int n = lords_of (csv, lords);
  g_autoptr(GError) error = NULL;
  CasSailResult *r = cas_sail (cas_journal_get_table (j), lords, n, cas_game_find_locale (game, to), ex, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

static const CasLadenWay *
way_of (const CasLadenResult *r, CasWayType type)
{
  for (int k = 0; k < r->n_ways; k++)
    if (r->ways[k].type == type)
      return &r->ways[k];
  g_assert_not_reached ();
  return NULL;
}

/* ------------------------------------------------------------------------ */
/* Rulebook examples. */

/* 1.3.1 EXAMPLES: a single Waterway links Narwia to Uzmen; Narwia and Ugaunia are not
 * adjacent (it takes two moves, by Waterway then by Trackway). */
static void
test_131_narwia (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move knud_and_abel narwia", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "knud_and_abel", "uzmen", ex);
  g_autoptr(GError) error = NULL;
  int ka = cas_game_find_lord (game, "knud_and_abel");

  g_assert_cmpint (r->n_ways, ==, 1);
  g_assert_cmpint (r->ways[0].type, ==, CAS_WAY_WATERWAY);
  /* Summer, no Boats: 2 Provender over twice 0 Transport. Ships never help a March. */
  g_assert_cmpint (r->transport, ==, 0);
  g_assert_cmpint (r->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (r->actions, ==, 0);
  g_assert_cmpint (r->discard_prov, ==, 2);
  g_assert_true (cites (ex, "4.3.2") && cites (ex, "1.7.2") && cites (ex, "1.7.4"));

  g_assert_null (cas_laden (cas_journal_get_table (j), &ka, 1, cas_game_find_locale (game, "ugaunia"), NULL, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "4.3.3"));
}

/* 1.5.2 EXAMPLE: a Lord Shares his Carts to speed a group's March. Hermann alone carries 2
 * Provender on 1 Cart: Laden. With Yaroslav (no Provender, 1 Cart) the group carries 2 on
 * 2: Unladen, and could Avoid Battle without leaving anything. */
static void
test_152_shared_carts (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move yaroslav dorpat", "assets hermann prov 2",
                                            "assets yaroslav prov 0", NULL);
  g_autoptr(CasExplain) ex1 = cas_explain_new ();
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) alone = laden (j, "hermann", "ugaunia", ex1);
  g_autoptr(CasLadenResult) group = laden (j, "hermann,yaroslav", "ugaunia", ex2);

  g_assert_cmpint (alone->transport, ==, 1);
  g_assert_cmpint (alone->status, ==, CAS_LADEN_LADEN);
  g_assert_cmpint (alone->actions, ==, 2);
  g_assert_cmpint (alone->avoid_prov, ==, 1);
  g_assert_cmpint (group->transport, ==, 2);
  g_assert_cmpint (group->provender, ==, 2);
  g_assert_cmpint (group->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (group->actions, ==, 1);
  g_assert_cmpint (group->avoid_prov, ==, 0);
  g_assert_true (group->group_legal);
  g_assert_true (cites (ex2, "1.5.2") && cites (ex2, "4.3.1") && cites (ex2, "4.3.2"));
  g_assert_true (says (ex2, "Marshal"));
}

/* ------------------------------------------------------------------------ */
/* Hand-worked positions. */

/* Pleskau, Summer: Hermann at Dorpat (1 Provender, 1 Cart) to Ugaunia by Trackway: Carts
 * usable, 1 <= 1, no Loot: Unladen, 1 action. */
static void
test_summer_cart_trackway (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "hermann", "ugaunia", ex);

  g_assert_cmpint (r->n_ways, ==, 1);
  g_assert_cmpint (r->ways[0].type, ==, CAS_WAY_TRACKWAY);
  g_assert_cmpint (r->transport, ==, 1);
  g_assert_cmpint (r->provender, ==, 1);
  g_assert_cmpint (r->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (r->actions, ==, 1);
  g_assert_cmpint (r->discard_prov, ==, 0);
  g_assert_cmpint (r->avoid_prov, ==, 0);
  g_assert_cmpint (r->avoid_loot, ==, 0);
  g_assert_true (r->avoid_destination_ok);
  g_assert_false (r->card_free_march);
  g_assert_true (cites (ex, "4.3.2") && cites (ex, "1.7.4") && cites (ex, "4.3.4"));
}

/* Dorpat-Odenpäh: a Trackway (tw03) and a Waterway (ww02). In Summer Hermann with 1 Cart
 * and no Boat: the Trackway is Unladen, the Waterway Blocked. With 2 Boats and 3
 * Provender: Waterway 3 on 2 (Laden), Trackway 3 on 1 (Blocked, discard 1): the Waterway
 * is better. */
static void
test_dorpat_odenpah_two_ways (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "hermann", "odenpah", ex);

  g_assert_cmpint (r->n_ways, ==, 2);
  g_assert_cmpint (way_of (r, CAS_WAY_TRACKWAY)->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (way_of (r, CAS_WAY_WATERWAY)->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (way_of (r, CAS_WAY_WATERWAY)->discard_prov, ==, 1);
  g_assert_cmpint (r->ways[r->best].type, ==, CAS_WAY_TRACKWAY);
  g_assert_cmpint (r->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (r->actions, ==, 1);
  g_assert_true (cites (ex, "4.3.3"));
  g_assert_true (says (ex, "is better"));

  g_assert_true (cas_journal_do (j, "assets hermann boat 2", NULL));
  g_assert_true (cas_journal_do (j, "assets hermann prov 3", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) r2 = laden (j, "hermann", "odenpah", ex2);
  g_assert_cmpint (way_of (r2, CAS_WAY_WATERWAY)->usable_transport, ==, 2);
  g_assert_cmpint (way_of (r2, CAS_WAY_WATERWAY)->status, ==, CAS_LADEN_LADEN);
  g_assert_cmpint (way_of (r2, CAS_WAY_TRACKWAY)->usable_transport, ==, 1);
  g_assert_cmpint (way_of (r2, CAS_WAY_TRACKWAY)->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (way_of (r2, CAS_WAY_TRACKWAY)->discard_prov, ==, 1);
  g_assert_cmpint (r2->ways[r2->best].type, ==, CAS_WAY_WATERWAY);
  g_assert_cmpint (r2->status, ==, CAS_LADEN_LADEN);
  g_assert_cmpint (r2->actions, ==, 2);
  g_assert_cmpint (r2->transport, ==, 2);
  /* Avoid Battle goes along the Way with the most Transport: the Waterway, leave 1. */
  g_assert_cmpint (r2->ways[r2->avoid_way].type, ==, CAS_WAY_WATERWAY);
  g_assert_cmpint (r2->avoid_prov, ==, 1);
  g_assert_true (cites (ex2, "4.3.3") && cites (ex2, "4.3.4") && cites (ex2, "4.4.3"));
}

/* The explanation names each Way by its type and the Locales it joins, never by its id
 * (issue 14, item 11): Dorpat to Odenpäh by the Trackway that also joins Ugaunia (tw03)
 * or the Waterway that also joins Fellin (ww02); Gdov to Uzmen by the Peipus Waterway
 * (ww05, also Dorpat and Narwia) or the east-shore one (ww08). */
static void
test_way_words (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "hermann", "odenpah", ex);
  g_assert_true (says (ex, "Along the Trackway from Dorpat to Odenpäh (also joining Ugaunia): "));
  g_assert_true (says (ex, "Along the Waterway from Dorpat to Odenpäh (also joining Fellin): "));
  g_assert_true (says (ex, "the Trackway from Dorpat to Odenpäh (also joining Ugaunia) is better"));

  g_assert_true (cas_journal_do (j, "move gavrilo gdov", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) r2 = laden (j, "gavrilo", "uzmen", ex2);
  g_assert_true (says (ex2, "Along the Waterway from Gdov to Uzmen (also joining Dorpat and Narwia): "));
  g_assert_true (says (ex2, "Along the Waterway from Gdov to Uzmen: "));
  g_assert_true (says (ex2, "To Avoid Battle or Retreat into Uzmen along the Waterway from Gdov to Uzmen"));
  g_assert_false (says (ex, "(tw") || says (ex, "(ww"));
  g_assert_false (says (ex2, "(ww"));
}

/* Any Loot makes a Lord Laden, even with Provender within Transport; Avoid Battle leaves
 * all the Loot. */
static void
test_loot_laden (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "assets hermann loot 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "hermann", "ugaunia", ex);

  g_assert_cmpint (r->loot, ==, 1);
  g_assert_cmpint (r->status, ==, CAS_LADEN_LADEN);
  g_assert_cmpint (r->actions, ==, 2);
  g_assert_cmpint (r->discard_prov, ==, 0);
  g_assert_cmpint (r->discard_loot, ==, 0);
  g_assert_cmpint (r->avoid_loot, ==, 1);
  g_assert_cmpint (r->avoid_prov, ==, 0);
  g_assert_true (cites (ex, "4.3.2") && cites (ex, "1.7.2") && cites (ex, "4.3.4"));
  g_assert_true (says (ex, "Loot"));
}

/* Exactly twice the Transport is Laden; one more is Blocked until 1 is discarded. */
static void
test_blocked_over_twice (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "assets hermann cart 2", "assets hermann prov 4", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "hermann", "waiga", ex);

  g_assert_cmpint (r->status, ==, CAS_LADEN_LADEN);
  g_assert_cmpint (r->actions, ==, 2);
  g_assert_cmpint (r->avoid_prov, ==, 2);

  g_assert_true (cas_journal_do (j, "assets hermann prov 5", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) r2 = laden (j, "hermann", "waiga", ex2);
  g_assert_cmpint (r2->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (r2->actions, ==, 0);
  g_assert_cmpint (r2->discard_prov, ==, 1);
  g_assert_cmpint (r2->discard_loot, ==, 0);
  g_assert_cmpint (r2->avoid_prov, ==, 3);
  g_assert_true (cites (ex2, "4.3.2") && cites (ex2, "1.7.2"));
  g_assert_true (says (ex2, "discards 1 Provender"));
}

/* Watland, box 4 Early Winter: only Sleds, on any Way. Andreas at Fellin (2 Provender, 2
 * Sleds) goes Unladen by Trackway (Sackala) or Waterway (Jerwen); Carts he may hold do not
 * count. With 5 Provender he is Blocked either way (5 > 4). */
static void
test_winter_sleds_any_way (void)
{
  g_autoptr(CasJournal) j = position_after ("watland", "assets andreas cart 3", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) track = laden (j, "andreas", "sackala", ex);
  g_autoptr(CasLadenResult) water = laden (j, "andreas", "jerwen", NULL);

  g_assert_cmpint (track->ways[0].type, ==, CAS_WAY_TRACKWAY);
  g_assert_cmpint (track->transport, ==, 2);
  g_assert_cmpint (track->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (water->ways[0].type, ==, CAS_WAY_WATERWAY);
  g_assert_cmpint (water->transport, ==, 2);
  g_assert_cmpint (water->status, ==, CAS_LADEN_UNLADEN);
  g_assert_true (cites (ex, "1.7.4") && cites (ex, "2.2.1"));
  g_assert_true (says (ex, "Sleds"));

  g_assert_true (cas_journal_do (j, "assets andreas prov 5", NULL));
  g_autoptr(CasLadenResult) w2 = laden (j, "andreas", "jerwen", NULL);
  g_assert_cmpint (w2->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (w2->discard_prov, ==, 1);
}

/* Rasputitsa (Watland, box 7): Boats on Waterways only, Carts and Sleds unusable. Domash
 * at Novgorod with 2 Carts, 2 Boats, 4 Sleds, 2 Provender: to Volkhov by Waterway 2 on 2,
 * Unladen; to Tesovo by Trackway nothing is usable: Blocked, discard 2. */
static void
test_rasputitsa_boats (void)
{
  g_autoptr(CasJournal) j = position_after ("watland", "box 7", "assets domash prov 2", "assets domash cart 2",
                                            "assets domash boat 2", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) water = laden (j, "domash", "volkhov", ex);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) track = laden (j, "domash", "tesovo", ex2);

  g_assert_cmpint (water->transport, ==, 2);
  g_assert_cmpint (water->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (water->actions, ==, 1);
  g_assert_cmpint (track->transport, ==, 0);
  g_assert_cmpint (track->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (track->discard_prov, ==, 2);
  g_assert_cmpint (track->avoid_prov, ==, 2);
  g_assert_true (cites (ex2, "1.7.4") && cites (ex2, "4.3.2"));
  g_assert_true (says (ex2, "Rasputitsa"));
}

/* Peipus, box 13 Late Winter: Aleksandr (Marshal), Andrey, Domash and the Karelians at
 * Novgorod Share 9 Sleds. Domash alone with 9 Provender on 4 Sleds is Blocked (discard 1);
 * the whole group carries the 9 Unladen. */
static void
test_group_shares_sleds (void)
{
  g_autoptr(CasJournal) j = position_after ("peipus", "assets domash prov 9", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) alone = laden (j, "domash", "volkhov", NULL);
  g_autoptr(CasLadenResult) group = laden (j, "aleksandr,andrey,domash,karelians", "volkhov", ex);

  g_assert_cmpint (alone->transport, ==, 4);
  g_assert_cmpint (alone->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (alone->discard_prov, ==, 1);
  g_assert_cmpint (group->transport, ==, 9);
  g_assert_cmpint (group->transport_held[NEVSKY_ASSET_SLED], ==, 9);
  g_assert_cmpint (group->provender, ==, 9);
  g_assert_cmpint (group->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (group->actions, ==, 1);
  g_assert_true (group->group_legal);
  g_assert_true (cites (ex, "4.3.1") && cites (ex, "1.5.2") && cites (ex, "1.7.4"));
}

/* Without the Marshal, Andrey and Domash are no group; with Andrey as Domash's Lieutenant
 * they are, and neither may move without the other (4.1.3). */
static void
test_group_legality (void)
{
  g_autoptr(CasJournal) j = start ("peipus");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "andrey,domash", "volkhov", ex);

  g_assert_false (r->group_legal);
  g_assert_cmpint (r->transport, ==, 6);   /* still computed for the Lords named */
  g_assert_true (cites (ex, "4.3.1"));
  g_assert_true (says (ex, "Domash cannot join"));

  g_assert_true (cas_journal_do (j, "lieutenant andrey domash", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) pair = laden (j, "andrey,domash", "volkhov", ex2);
  g_assert_true (pair->group_legal);
  g_assert_true (cites (ex2, "4.1.3"));

  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasLadenResult) lower = laden (j, "domash", "volkhov", ex3);
  g_assert_false (lower->group_legal);
  g_assert_true (says (ex3, "Lower Lord"));
  g_autoptr(CasExplain) ex4 = cas_explain_new ();
  g_autoptr(CasLadenResult) lieutenant = laden (j, "andrey", "volkhov", ex4);
  g_assert_false (lieutenant->group_legal);
  g_assert_true (says (ex4, "must take his Lower Lord"));
}

/* A Besieged Lord cannot March (4.3, 4.3.5): Gavrilo inside Pskov under Hermann's Siege. */
static void
test_besieged_cannot_march (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move hermann pskov", "marker pskov siege 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "gavrilo", "ostrov", ex);

  g_assert_false (r->group_legal);
  g_assert_cmpint (r->status, ==, CAS_LADEN_LADEN);   /* 2 Provender on 1 Boat, for the record */
  g_assert_true (cites (ex, "4.3.5"));
  g_assert_true (says (ex, "Besieged"));
}

/* Avoid Battle and Retreat never go into a Locale with Unbesieged enemy Lords or an
 * Unbesieged enemy Stronghold (4.3.4, 4.4.3). */
static void
test_avoid_destination (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move gavrilo ugaunia", "move yaroslav kirrumpah", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "hermann", "ugaunia", ex);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) r2 = laden (j, "yaroslav", "izborsk", ex2);

  g_assert_false (r->avoid_destination_ok);
  g_assert_true (says (ex, "Approach"));
  g_assert_true (cites (ex, "4.3.4"));
  g_assert_false (r2->avoid_destination_ok);
  g_assert_true (cites (ex2, "4.3.5"));
  g_assert_cmpint (r2->status, ==, CAS_LADEN_UNLADEN);
}

/* T3 Converts (Pleskau Quickstart: Yaroslav has it, with Light Horse): mentioned with its
 * card; the computed cost stays 1. */
static void
test_converts (void)
{
  g_autoptr(CasJournal) j = start ("pleskau_quickstart");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (j, "yaroslav", "kirrumpah", ex);

  g_assert_true (r->card_free_march);
  g_assert_cmpint (r->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (r->actions, ==, 1);
  g_assert_true (cites (ex, "1.9.1"));
  g_assert_true (says (ex, "Converts (T3)"));

  /* Hermann has no Converts and no Light Horse. */
  g_autoptr(CasLadenResult) h = laden (j, "hermann", "ugaunia", NULL);
  g_assert_false (h->card_free_march);
}

/* Errors: a Lord off the map, Lords at two Locales, Lords of two sides. */
static void
test_errors (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  const CasTable *t = cas_journal_get_table (j);
  int ugaunia = cas_game_find_locale (game, "ugaunia");
  int rudolf = cas_game_find_lord (game, "rudolf");
  int two[2] = { cas_game_find_lord (game, "hermann"), cas_game_find_lord (game, "yaroslav") };
  int sides[2] = { cas_game_find_lord (game, "hermann"), cas_game_find_lord (game, "gavrilo") };
  g_autoptr(GError) e1 = NULL;
  g_autoptr(GError) e2 = NULL;
  g_autoptr(GError) e3 = NULL;
  g_autoptr(GError) e4 = NULL;

  g_assert_null (cas_laden (t, &rudolf, 1, ugaunia, NULL, &e1));
  g_assert_error (e1, CAS_ERROR, CAS_ERROR_FAILED);
  g_assert_null (cas_laden (t, two, 2, ugaunia, NULL, &e2));
  g_assert_error (e2, CAS_ERROR, CAS_ERROR_FAILED);
  g_assert_null (cas_sail (t, sides, 2, ugaunia, NULL, &e3));
  g_assert_error (e3, CAS_ERROR, CAS_ERROR_FAILED);
  g_assert_null (cas_laden (t, two, 1, cas_game_find_locale (game, "dorpat"), NULL, &e4));
  g_assert_error (e4, CAS_ERROR, CAS_ERROR_FAILED);
}

/* ------------------------------------------------------------------------ */
/* Sail (4.7.3). */

/* Pleskau: Knud & Abel at Reval (2 Horse, 2 Provender, 2 Ships) to Koporye, an empty
 * Russian Fort: needs 2 + 2 = 4 Ships, has 2: discard the 2 Provender; arriving Besieges
 * (4.7.3 PLAY NOTE). */
static void
test_sail_teutons (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = sail (j, "knud_and_abel", "koporye", ex);

  g_assert_cmpint (r->horse, ==, 2);
  g_assert_cmpint (r->ships_per_horse, ==, 1);
  g_assert_cmpint (r->ships_needed, ==, 4);
  g_assert_cmpint (r->ships_available, ==, 2);
  g_assert_cmpint (r->shortfall, ==, 2);
  g_assert_true (r->horse_fit);
  g_assert_cmpint (r->discard_prov, ==, 2);
  g_assert_cmpint (r->discard_loot, ==, 0);
  g_assert_false (r->can_sail);
  g_assert_cmpuint (r->reasons->len, ==, 1);
  g_assert_true (r->siege);
  g_assert_true (cites (ex, "4.7.3") && cites (ex, "1.7.2") && cites (ex, "4.3.5"));

  g_assert_true (cas_journal_do (j, "assets knud_and_abel prov 0", NULL));
  g_autoptr(CasSailResult) r2 = sail (j, "knud_and_abel", "koporye", NULL);
  g_assert_cmpint (r2->ships_needed, ==, 2);
  g_assert_true (r2->can_sail);
  g_assert_cmpuint (r2->reasons->len, ==, 0);
}

/* Russians need 2 Ships per Horse: Vladislav at Neva (2 Horse, 1 Provender). With 4 Ships
 * he needs 5: discard 1 Provender. With 3 Ships the Horse alone do not fit. */
static void
test_sail_russians (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "assets vladislav ship 4", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = sail (j, "vladislav", "koporye", ex);

  g_assert_cmpint (r->ships_per_horse, ==, 2);
  g_assert_cmpint (r->ships_needed, ==, 5);
  g_assert_cmpint (r->ships_available, ==, 4);
  g_assert_cmpint (r->discard_prov, ==, 1);
  g_assert_false (r->siege);   /* his own Fort */
  g_assert_false (r->can_sail);
  g_assert_true (says (ex, "2 per Horse unit for the Russians"));

  g_assert_true (cas_journal_do (j, "assets vladislav ship 3", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSailResult) r2 = sail (j, "vladislav", "koporye", ex2);
  g_assert_false (r2->horse_fit);
  g_assert_false (r2->can_sail);
  g_assert_true (says (ex2, "whatever it discards"));
  g_assert_true (cites (ex2, "4.7.3"));
}

/* Loot costs 2 Ships each; the fewest Assets are discarded, Loot first, an odd Ship by one
 * Provender. */
static void
test_sail_loot (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "assets knud_and_abel prov 0", "assets knud_and_abel loot 1",
                                            NULL);
  g_autoptr(CasSailResult) r = sail (j, "knud_and_abel", "leal", NULL);
  g_assert_cmpint (r->ships_needed, ==, 4);
  g_assert_cmpint (r->discard_loot, ==, 1);
  g_assert_cmpint (r->discard_prov, ==, 0);
  g_assert_false (r->siege);

  /* 2 Horse + 1 Provender + 2 Loot x 2 = 7 on 4 Ships: short 3 = 1 Loot + 1 Provender. */
  g_assert_true (cas_journal_do (j, "assets knud_and_abel loot 2", NULL));
  g_assert_true (cas_journal_do (j, "assets knud_and_abel prov 1", NULL));
  g_assert_true (cas_journal_do (j, "assets knud_and_abel ship 4", NULL));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r2 = sail (j, "knud_and_abel", "leal", ex);
  g_assert_cmpint (r2->ships_needed, ==, 7);
  g_assert_cmpint (r2->shortfall, ==, 3);
  g_assert_cmpint (r2->discard_loot, ==, 1);
  g_assert_cmpint (r2->discard_prov, ==, 1);
  g_assert_true (cites (ex, "1.7.2"));
  g_assert_true (says (ex, "Castellan's reading"));
}

/* No Sail in Winter (Watland box 4), and it works again in Rasputitsa (box 7). */
static void
test_sail_seasons (void)
{
  g_autoptr(CasJournal) j = position_after ("watland", "move knud_and_abel reval", "assets knud_and_abel prov 0", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = sail (j, "knud_and_abel", "leal", ex);
  g_assert_false (r->can_sail);
  g_assert_cmpint (r->ships_needed, ==, 2);
  g_assert_cmpint (r->ships_available, ==, 2);
  g_assert_cmpuint (r->reasons->len, ==, 1);
  g_assert_true (says (ex, "Early Winter"));
  g_assert_true (cites (ex, "1.7.4"));
  /* The Seasons with usable Ships come from the data (game.json), in its order. */
  g_assert_true (says (ex, "no one may Sail; Sail is possible only in Summer and Rasputitsa"));

  g_assert_true (cas_journal_do (j, "box 7", NULL));
  g_autoptr(CasSailResult) r2 = sail (j, "knud_and_abel", "leal", NULL);
  g_assert_true (r2->can_sail);
}

/* Where Sail may not start or end: not from Dorpat (no Seaport), not to Neva while
 * Vladislav stands there Unbesieged (4.7.3 PLAY NOTE: no Attack by Sail). */
static void
test_sail_places (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "assets knud_and_abel prov 0", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = sail (j, "hermann", "reval", ex);
  g_assert_false (r->can_sail);
  g_assert_true (says (ex, "Dorpat is not a Seaport"));
  g_assert_true (cites (ex, "1.3.1"));

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSailResult) r2 = sail (j, "knud_and_abel", "neva", ex2);
  g_assert_false (r2->can_sail);
  g_assert_cmpuint (r2->reasons->len, ==, 1);
  g_assert_true (says (ex2, "Unbesieged enemy Lords"));
  g_assert_true (says (ex2, "Trade Route"));
  g_assert_true (cites (ex2, "4.3.6"));
}

/* T18 Cogs: each Ship counts as 2 and is Shared from anywhere (Nicolle: Knud & Abel at
 * Koporye lends 2 Ships = 4 to Andreas Sailing from Riga: 3 Horse + 2 Provender = 5 on 4,
 * discard 1 Provender). */
static void
test_sail_cogs (void)
{
  g_autoptr(CasJournal) j = position_after ("return_of_the_prince_nicolle", "capability t18 knud_and_abel", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = sail (j, "andreas", "pernau", ex);
  g_autoptr(CasSailResult) ka = sail (j, "knud_and_abel", "narwia", NULL);

  g_assert_cmpint (r->ships_needed, ==, 5);
  g_assert_cmpint (r->ships_available, ==, 4);
  g_assert_cmpint (r->discard_prov, ==, 1);
  g_assert_true (cites (ex, "1.9.1"));
  g_assert_true (says (ex, "Cogs (T18)"));
  /* Knud & Abel alone: 2 Horse + 2 Provender on 4. */
  g_assert_cmpint (ka->ships_needed, ==, 4);
  g_assert_cmpint (ka->ships_available, ==, 4);
  g_assert_true (ka->can_sail);
}

/* A Marshal's group Shares its Ships (Pleskau, Hermann Marshal at Reval with Knud & Abel). */
static void
test_sail_group (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move hermann reval", "assets knud_and_abel ship 6", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = sail (j, "hermann,knud_and_abel", "pernau", ex);

  /* Horse 2 + 2, Provender 1 + 2: 7 Ships, 6 held. */
  g_assert_cmpint (r->horse, ==, 4);
  g_assert_cmpint (r->ships_needed, ==, 7);
  g_assert_cmpint (r->ships_available, ==, 6);
  g_assert_cmpint (r->discard_prov, ==, 1);
  g_assert_true (r->group_legal);
  g_assert_true (cites (ex, "4.3.1") && cites (ex, "1.5.2"));
}

/* Hand-worked (4.7.3): Heinrich Mustered at Leal in Summer 1240 (Crusade on Novgorod):
 * 1 Knights + 1 Sergeants = 2 Horse, 1 Provender, 2 Ships. To Riga (a Teutonic Seaport):
 * 2 x 1 + 1 = 3 Ships needed, 2 held: short by 1, which 1 Provender discarded covers; a
 * third Ship makes it possible as he is. Riga is his own side's: no Siege. */
static void
test_sail_heinrich (void)
{
  g_autoptr(CasJournal) j = start ("crusade_on_novgorod");
  g_assert_true (cas_journal_do (j, "muster heinrich leal", NULL));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = sail (j, "heinrich", "riga", ex);
  g_assert_cmpint (r->horse, ==, 2);
  g_assert_cmpint (r->ships_needed, ==, 3);
  g_assert_cmpint (r->ships_available, ==, 2);
  g_assert_cmpint (r->shortfall, ==, 1);
  g_assert_true (r->horse_fit);
  g_assert_cmpint (r->discard_prov, ==, 1);
  g_assert_cmpint (r->discard_loot, ==, 0);
  g_assert_false (r->can_sail);
  g_assert_false (r->siege);
  g_assert_true (cites (ex, "4.7.3"));
  g_assert_true (cas_journal_do (j, "assets heinrich ship 3", NULL));
  g_autoptr(CasSailResult) r2 = sail (j, "heinrich", "riga", NULL);
  g_assert_true (r2->can_sail);
  g_assert_cmpint (r2->shortfall, ==, 0);
}

/* Hand-worked (4.7.3, 1.7.4): Vladislav at Neva (1 Sergeants + 1 Light Horse = 2 Horse,
 * 1 Provender). In Rasputitsa (box 7) with 5 Ships: 2 x 2 + 1 = 5, he Sails to Luga; the
 * same in Early Winter (box 3) is refused: no Sail in Winter. */
static void
test_sail_vladislav_rasputitsa (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_assert_true (cas_journal_do (j, "box 7", NULL));
  g_assert_true (cas_journal_do (j, "assets vladislav ship 5", NULL));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = sail (j, "vladislav", "luga", ex);
  g_assert_cmpint (r->horse, ==, 2);
  g_assert_cmpint (r->ships_per_horse, ==, 2);
  g_assert_cmpint (r->ships_needed, ==, 5);
  g_assert_cmpint (r->ships_available, ==, 5);
  g_assert_true (r->can_sail);
  g_assert_true (cites (ex, "1.7.4"));
  g_assert_true (cas_journal_do (j, "box 3", NULL));
  g_autoptr(CasSailResult) w = sail (j, "vladislav", "luga", NULL);
  g_assert_false (w->can_sail);
  g_assert_cmpuint (w->reasons->len, >=, 1);
}

/* Hand-worked (4.7.3, 1.7.2): Knud & Abel at Reval (2 Horse, 2 Ships) with 1 Loot and no
 * Provender: 2 + 2 x 1 = 4 Ships needed; discarding the Loot brings it to 2. */
static void
test_sail_loot_discard (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_assert_true (cas_journal_do (j, "assets knud_and_abel prov 0", NULL));
  g_assert_true (cas_journal_do (j, "assets knud_and_abel loot 1", NULL));
  g_autoptr(CasSailResult) r = sail (j, "knud_and_abel", "narwia", NULL);
  g_assert_cmpint (r->ships_needed, ==, 4);
  g_assert_cmpint (r->ships_available, ==, 2);
  g_assert_true (r->horse_fit);
  g_assert_cmpint (r->discard_loot, ==, 1);
  g_assert_cmpint (r->discard_prov, ==, 0);
  g_assert_false (r->can_sail);
  g_assert_true (cas_journal_do (j, "assets knud_and_abel loot 0", NULL));
  g_autoptr(CasSailResult) r2 = sail (j, "knud_and_abel", "narwia", NULL);
  g_assert_true (r2->can_sail);
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);
  g_test_add_func ("/laden/1.3.1-example-narwia", test_131_narwia);
  g_test_add_func ("/laden/1.5.2-example-shared-carts", test_152_shared_carts);
  g_test_add_func ("/laden/4.3.2-summer-cart-trackway", test_summer_cart_trackway);
  g_test_add_func ("/laden/4.3.3-dorpat-odenpah-two-ways", test_dorpat_odenpah_two_ways);
  g_test_add_func ("/laden/4.3.3-way-words", test_way_words);
  g_test_add_func ("/laden/4.3.2-loot", test_loot_laden);
  g_test_add_func ("/laden/4.3.2-blocked-over-twice", test_blocked_over_twice);
  g_test_add_func ("/laden/1.7.4-winter-sleds", test_winter_sleds_any_way);
  g_test_add_func ("/laden/1.7.4-rasputitsa-boats", test_rasputitsa_boats);
  g_test_add_func ("/laden/4.3.1-group-shares-sleds", test_group_shares_sleds);
  g_test_add_func ("/laden/4.1.3-group-legality", test_group_legality);
  g_test_add_func ("/laden/4.3.5-besieged", test_besieged_cannot_march);
  g_test_add_func ("/laden/4.3.4-avoid-destination", test_avoid_destination);
  g_test_add_func ("/laden/t3-converts", test_converts);
  g_test_add_func ("/laden/errors", test_errors);
  g_test_add_func ("/sail/4.7.3-teutons", test_sail_teutons);
  g_test_add_func ("/sail/4.7.3-russians", test_sail_russians);
  g_test_add_func ("/sail/1.7.2-loot", test_sail_loot);
  g_test_add_func ("/sail/1.7.4-seasons", test_sail_seasons);
  g_test_add_func ("/sail/4.7.3-places", test_sail_places);
  g_test_add_func ("/sail/t18-cogs", test_sail_cogs);
  g_test_add_func ("/sail/4.3.1-group", test_sail_group);
  g_test_add_func ("/sail/4.7.3-heinrich", test_sail_heinrich);
  g_test_add_func ("/sail/1.7.4-rasputitsa", test_sail_vladislav_rasputitsa);
  g_test_add_func ("/sail/1.7.2-loot-discard", test_sail_loot_discard);
  return test_util_run ();
}
