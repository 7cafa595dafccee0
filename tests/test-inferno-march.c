/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-march.c: Inferno's Feed, Supply, Laden and Sail (issue 17, inf-march):
 * the rulebook's worked example of 4.6.2 and hand-worked cases of 4.8.1, 1.5.1, 4.6,
 * 1.7, 4.3.2-4.3.4 and 4.7.3, each with its section, on positions made from the
 * scenarios of 6.0 with actions. */
#include "castellan.h"

#include "test-util.h"

static CasGame *inferno;

static int
IL (const char *id)
{
  int l = cas_game_find_lord (inferno, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

static int
LOC (const char *id)
{
  int l = cas_game_find_locale (inferno, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

/* A scenario of 6.0 set up, then the actions (NULL-terminated). */
static CasJournal *
inferno_position (const char *scenario, ...)
{
  g_autoptr(GError) error = NULL;
  CasJournal *j = cas_journal_new (inferno, cas_game_find_scenario (inferno, scenario), &error);
  va_list ap;
  g_assert_no_error (error);
  va_start (ap, scenario);
  for (const char *a = va_arg (ap, const char *); a; a = va_arg (ap, const char *))
    {
      gboolean done = cas_journal_do (j, a, &error);
      g_assert_no_error (error);
      g_assert_true (done);
    }
  va_end (ap);
  return j;
}

static CasSupplyResult *
supply (const CasTable *t, const char *lord, CasExplain *ex)
{
  g_autoptr(GError) error = NULL;
  CasSupplyResult *r = cas_supply_compute (t, IL (lord), ex, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

static const CasSupplySource *
source_at (const CasSupplyResult *r, const char *locale, CasSupplyKind kind)
{
  for (guint i = 0; i < r->sources->len; i++)
    {
      const CasSupplySource *s = &g_array_index (r->sources, CasSupplySource, i);
      if (s->locale == LOC (locale) && s->kind == kind)
        return s;
    }
  return NULL;
}

static const CasSupplyRejected *
rejected_at (const CasSupplyResult *r, const char *locale)
{
  for (guint i = 0; i < r->rejected->len; i++)
    {
      const CasSupplyRejected *x = &g_array_index (r->rejected, CasSupplyRejected, i);
      if (x->locale == LOC (locale))
        return x;
    }
  return NULL;
}

/* ---- Feed (4.8.1, 1.5.1) ---- */

/* 4.8.1: 1 Provender or Loot for 1-6 units, 2 for 7-12, 3 for 13 or more. Hand-worked:
 * Firenze (2 Provender) with 13 units and 1 Loot eats 2 Provender and 1 Loot and is fed;
 * Arezzo (2 Provender) with 12 units eats 2; with 6 units, 1. */
static void
test_feed_thresholds (void)
{
  static const struct { int cavalieri; int need; } arezzo[] = { { 2, 1 }, { 3, 2 }, { 8, 2 }, { 9, 3 } };
  g_autoptr(CasJournal) j = inferno_position ("dolenti_note", "phase campaign", "forces firenze cavalieri 11",
                                              "assets firenze loot 1", "moved firenze yes", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (cas_journal_get_table (j), CAS_FEED_EXCUSE_NONE, ex);
  const CasFeedLord *f = cas_feed_result_find (r, IL ("firenze"));
  g_assert_nonnull (f);
  g_assert_cmpint (f->units, ==, 13);
  g_assert_cmpint (f->need, ==, 3);
  g_assert_cmpint (f->eaten, ==, 3);
  g_assert_true (f->fed);
  g_assert_true (says (ex, "3 for 13 or more"));
  g_assert_true (cites (ex, "4.8.1"));
  static const char *const want[] = { "assets firenze prov -2", "assets firenze loot -1", "moved firenze no", NULL };
  assert_actions (ex, want);

  /* Arezzo has 5 units: 1 more Cavalieri each step (6, 7, 12, 13 units). */
  for (guint c = 0; c < G_N_ELEMENTS (arezzo); c++)
    {
      g_autofree char *forces = g_strdup_printf ("forces arezzo cavalieri %d", arezzo[c].cavalieri);
      g_autoptr(CasJournal) k = inferno_position ("dolenti_note", "phase campaign", forces, "moved arezzo yes", NULL);
      g_autoptr(CasFeedResult) rk = cas_feed_compute (cas_journal_get_table (k), CAS_FEED_EXCUSE_NONE, NULL);
      const CasFeedLord *fk = cas_feed_result_find (rk, IL ("arezzo"));
      g_assert_nonnull (fk);
      g_assert_cmpint (fk->need, ==, arezzo[c].need);
      /* Arezzo has 2 Provender: the third is short, and he goes Unfed (4.8.1). */
      g_assert_cmpint (fk->fed, ==, arezzo[c].need <= 2);
    }
}

/* 1.5.1, 4.8.1: a Commander Feeds with his Comune in play as one Lord; Castellan says so
 * and counts the units on both mats (rules-decisions I106, superseding I30: test-inferno-
 * comune.c has the Comune mat's units); another Lord gets no such line. */
static void
test_feed_comune (void)
{
  g_autoptr(CasJournal) j = inferno_position ("dolenti_note", "comune firenze in", "phase campaign", "moved firenze yes",
                                              "moved arezzo yes", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (cas_journal_get_table (j), CAS_FEED_EXCUSE_NONE, ex);
  g_assert_true (says (ex, "Firenze Podestà and his Firenze Comune Feed as one Lord"));
  g_assert_false (says (ex, "Arezzo Podestà and his"));
  g_assert_true (cites (ex, "1.5.1"));
  g_assert_cmpint (cas_feed_result_find (r, IL ("firenze"))->need, ==, 1);
}

/* ---- Pay and Disband (3.2, 3.3, 4.8.2) ---- */

/* 3.2.1, 3.2.2: a Podestà's box costs 2 Coin or Loot, in any mix; another Lord's 1.
 * Firenze (Service 1, box 2, 2 Coin) buys 1 box, not 2; with 1 Coin and 1 Loot at
 * Firenze (Friendly) also 1; Provenzano (not a Podestà) buys 1 box per Coin. The cost
 * agrees with game.json "podesta" "pay_per_box". */
static void
test_pay_podesta (void)
{
  g_autoptr(CasJournal) j = inferno_position ("di_sangue_tempio", "phase campaign", "box 2", "service firenze 1",
                                              "muster provenzano siena", "service provenzano 1",
                                              "assets provenzano coin 2", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) r = cas_pay_compute (cas_journal_get_table (j), IL ("firenze"), 2, ex);
  const CasPayLord *f = cas_pay_result_find (r, IL ("firenze"));
  g_assert_cmpint (f->cost, ==, 2);
  g_assert_cmpint (f->needed, ==, 2);
  g_assert_cmpint (f->max_shifts, ==, 1);
  g_assert_cmpint (r->bought, ==, 1);
  assert_cites (ex, "3.2.1,1.5.1");
  static const char *const want[] = { "assets firenze coin -2", "service firenze +1", NULL };
  assert_actions (ex, want);
  const CasPayLord *p = cas_pay_result_find (r, IL ("provenzano"));
  g_assert_cmpint (p->cost, ==, 1);
  /* His 2 Coin and Siena's 2 at the same Locale, 1 box each (3.2.1). */
  g_assert_cmpint (p->max_shifts, ==, 4);

  g_assert_true (cas_journal_do (j, "assets firenze coin 1", NULL));
  g_assert_true (cas_journal_do (j, "assets firenze loot 1", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasPayResult) mixed = cas_pay_compute (cas_journal_get_table (j), IL ("firenze"), 1, ex2);
  g_assert_cmpint (mixed->bought, ==, 1);
  static const char *const want2[] = { "assets firenze coin -1", "assets firenze loot -1", "service firenze +1", NULL };
  assert_actions (ex2, want2);

  /* The data's number. */
  g_autofree char *path = g_build_filename (g_getenv ("CASTELLAN_DATA_DIR"), "games", "inferno", "game.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  JsonObject *podesta = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "podesta");
  g_assert_cmpint (json_object_get_int_member (podesta, "pay_per_box"), ==, f->cost);
}

/* 3.3.1, 3.3.2: beyond the Service limit a Podestà Disbands (his cylinder Service-rating
 * boxes right of the next box on Campaign) instead of leaving the game; a regular Lord
 * is removed for good. Either way the enemy's Revolt rolls and Treachery cards (3 for a
 * Podestà, 1 for another) are left to the table; a Commander's Comune goes with him. */
static void
test_disband_podesta (void)
{
  g_autoptr(CasJournal) j = inferno_position ("di_sangue_tempio", "phase campaign", "box 2", "service firenze 1",
                                              "muster provenzano siena", "service provenzano 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (cas_journal_get_table (j), ex);
  const CasDisbandLord *f = NULL, *p = NULL;
  for (guint i = 0; i < r->lords->len; i++)
    {
      const CasDisbandLord *d = &g_array_index (r->lords, CasDisbandLord, i);
      if (d->lord == IL ("firenze"))
        f = d;
      if (d->lord == IL ("provenzano"))
        p = d;
    }
  g_assert_nonnull (f);
  g_assert_nonnull (p);
  g_assert_cmpint (f->verdict, ==, CAS_DISBAND_DISBANDS);
  g_assert_cmpint (f->cylinder_box, ==, 6);
  g_assert_cmpint (p->verdict, ==, CAS_DISBAND_REMOVED);
  g_assert_true (says (ex, "the Ghibellines roll 3 times on their Revolt table (each roll for the Revolt calculator) and add 3 Treachery cards"));
  g_assert_true (says (ex, "the Guelphs roll 1 time on their Revolt table (each roll for the Revolt calculator) and add 1 Treachery card"));
  g_assert_true (says (ex, "set the Comune’s cylinder and mat aside too"));
  assert_cites (ex, "3.3.1,1.4.2,1.4.3");
  /* treachery: each removal's cards proposed, the first set aside (3.3.1, I102) */
  static const char *const want[] = { "treachery ghibelline add siena,pisa,provenzano", "disband firenze",
                                      "treachery guelph add firenze", "remove provenzano", NULL };
  assert_actions (ex, want);
}

/* ---- Supply (4.6) ---- */

/* 4.6.2's worked example: a Lord two Ways from his City Seat (Size 3) with four Carts
 * draws two Provender (one Cart per Provender for each Way). Siena's Podestà at
 * Radicofani, two Roads from Siena by San Quirico, with 4 Carts. */
static void
test_supply_example (void)
{
  g_autoptr(CasJournal) j = inferno_position ("dolenti_note", "phase campaign", "move siena radicofani",
                                              "assets siena cart 4", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (cas_journal_get_table (j), "siena", ex);
  const CasSupplySource *s = source_at (r, "siena", CAS_SUPPLY_SEAT);
  g_assert_nonnull (s);
  g_assert_cmpint (s->n_route, ==, 3);
  g_assert_cmpint (s->provender, ==, 2);
  g_assert_cmpint (s->transport[cas_game_asset_slot (inferno, CAS_ASSET_CART)], ==, 4);
  g_assert_cmpint (r->provender, ==, 2);
  g_assert_cmpint (r->seat_limit, ==, -1);
  assert_cites (ex, "4.6.1,4.6.2");
  g_assert_true (says (ex, "Seat Siena gives 2 of up to 3"));
  static const char *const want[] = { "assets siena prov +2", NULL };
  assert_actions (ex, want);
  /* A fifth Cart does not buy a third Provender (it needs two); a sixth does. */
  g_assert_true (cas_journal_do (j, "assets siena cart 6", NULL));
  g_autoptr(CasSupplyResult) r6 = supply (cas_journal_get_table (j), "siena", NULL);
  g_assert_cmpint (r6->provender, ==, 3);
}

/* 4.6.1, 4.6.2: each Seat gives up to its Size, with no limit on the Seats: Firenze at
 * Firenze (City 3, no Carts) and Prato (Town 2, one Track away, 2 Carts); Poggio Bonizio,
 * Ghibelline by its Allegiance markers (6.0 A), blocks its own Route. With 14 Provender
 * his mat takes only 2 (1.7.3: at most 16). */
static void
test_supply_size (void)
{
  g_autoptr(CasJournal) j = inferno_position ("dolenti_note", "phase campaign", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (cas_journal_get_table (j), "firenze", ex);
  g_assert_cmpint (source_at (r, "firenze", CAS_SUPPLY_SEAT)->provender, ==, 3);
  g_assert_cmpint (source_at (r, "prato", CAS_SUPPLY_SEAT)->provender, ==, 2);
  g_assert_cmpint (r->provender, ==, 5);
  g_assert_cmpint (rejected_at (r, "poggio_bonizio")->reason, ==, CAS_SUPPLY_BLOCKED);
  /* victory: the table keeps Bypass markers now (I81); none is there. */
  g_assert_true (says (ex, "Poggio Bonizio (Enemy Stronghold, neither Besieged nor Bypassed)"));
  g_assert_false (says (ex, "Castellan keeps no Bypass markers yet"));

  g_assert_true (cas_journal_do (j, "assets firenze prov 14", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSupplyResult) capped = supply (cas_journal_get_table (j), "firenze", ex2);
  g_assert_cmpint (capped->provender, ==, 2);
  g_assert_cmpint (capped->entitled, ==, 5);
  g_assert_cmpint (capped->room, ==, 2);
  assert_cites (ex2, "1.7.3");
  /* Nearest first: the Seat he stands at, no Carts used. */
  g_assert_cmpint (source_at (capped, "firenze", CAS_SUPPLY_SEAT)->provender, ==, 2);
  g_assert_null (source_at (capped, "prato", CAS_SUPPLY_SEAT));
}

/* 4.6.1, 1.3.1: a Ruined Seat is no Source, and Ruins do not block a Route (the
 * Stronghold is gone). Siena's Asinalunga is cut off by the Guelph Montepulciano and
 * Monte San Savino (6.0 A); Ruins at both open the way. */
static void
test_supply_ruins (void)
{
  g_autoptr(CasJournal) j = inferno_position ("dolenti_note", "phase campaign", "assets siena cart 16", NULL);
  g_autoptr(CasSupplyResult) before = supply (cas_journal_get_table (j), "siena", NULL);
  g_assert_cmpint (rejected_at (before, "asinalunga")->reason, ==, CAS_SUPPLY_NO_ROUTE);

  g_autoptr(CasTable) t = cas_table_copy (cas_journal_get_table (j));
  CAS_LOCALE (t, LOC ("montepulciano"), CAS_C_CONQUERED) = 0;
  CAS_LOCALE (t, LOC ("montepulciano"), CAS_C_RUINS) = 1;
  CAS_LOCALE (t, LOC ("monte_san_savino"), CAS_C_RUINS) = 1;
  g_autoptr(CasSupplyResult) open = supply (t, "siena", NULL);
  g_assert_nonnull (source_at (open, "asinalunga", CAS_SUPPLY_SEAT));
  g_assert_cmpint (source_at (open, "asinalunga", CAS_SUPPLY_SEAT)->provender, ==, 2);

  CAS_LOCALE (t, LOC ("asinalunga"), CAS_C_RUINS) = 1;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) ruined = supply (t, "siena", ex);
  g_assert_null (source_at (ruined, "asinalunga", CAS_SUPPLY_SEAT));
  g_assert_cmpint (rejected_at (ruined, "asinalunga")->reason, ==, CAS_SUPPLY_RUINED);
  g_assert_cmpstr (cas_supply_reason_id (CAS_SUPPLY_RUINED), ==, "ruined");
  assert_cites (ex, "4.6.1,1.3.1");
}

/* 4.6.2: one Provender per Outpost Seat. Guido at Lombardia-Bologna West (an Outpost
 * Seat, 1) with no Carts. */
static void
test_supply_outpost (void)
{
  g_autoptr(CasJournal) j = inferno_position ("di_sangue_tempio", "phase campaign", "muster guido lombardia_bologna_west",
                                              "assets guido cart 0", NULL);
  g_autoptr(CasSupplyResult) r = supply (cas_journal_get_table (j), "guido", NULL);
  g_assert_cmpint (source_at (r, "lombardia_bologna_west", CAS_SUPPLY_SEAT)->provender, ==, 1);
  g_assert_cmpint (r->provender, ==, 1);
}

/* 4.6.2, 1.5.2, 1.3.2: unless it is Winter, one Provender per Ship on Pisa's mat when
 * a Port is a Source, for Pisa's Podestà or a Lord Sharing with him. Pisa at Pisa (a
 * Port, City 3) with 2 Ships: 3 + 2; in Winter (box 6) only 3. Siena at Pisa Shares
 * them. */
static void
test_supply_ships (void)
{
  int ship = cas_game_asset_slot (inferno, CAS_ASSET_SHIP);
  g_assert_cmpint (ship, >=, 0);
  g_autoptr(CasJournal) j = inferno_position ("di_sangue_tempio", "phase campaign", "muster pisa pisa", NULL);
  g_assert_cmpint (CAS_LORD (cas_journal_get_table (j), IL ("pisa"), CAS_L_ASSETS + ship), ==, 2);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = supply (cas_journal_get_table (j), "pisa", ex);
  g_assert_cmpint (source_at (r, "pisa", CAS_SUPPLY_SHIP)->provender, ==, 2);
  g_assert_cmpint (source_at (r, "pisa", CAS_SUPPLY_SEAT)->provender, ==, 3);
  g_assert_cmpint (r->ship_limit, ==, 2);
  g_assert_cmpint (r->transport[ship], ==, 2);
  assert_cites (ex, "4.6.2");
  /* Box 1 (Feb-Mar) is Spring only by the unverified default (rules-decisions I1). */
  g_assert_true (says (ex, "Unverified: box 1 (Feb-Mar) is Spring"));

  g_assert_true (cas_journal_do (j, "move siena pisa", NULL));
  g_autoptr(CasSupplyResult) shared = supply (cas_journal_get_table (j), "siena", NULL);
  g_assert_cmpint (source_at (shared, "pisa", CAS_SUPPLY_SHIP)->provender, ==, 2);

  g_assert_true (cas_journal_do (j, "box 6", NULL));
  g_assert_cmpstr (cas_table_season (cas_journal_get_table (j))->id, ==, "winter");
  g_autoptr(CasExplain) exw = cas_explain_new ();
  g_autoptr(CasSupplyResult) w = supply (cas_journal_get_table (j), "pisa", exw);
  g_assert_null (source_at (w, "pisa", CAS_SUPPLY_SHIP));
  g_assert_cmpint (w->ship_limit, ==, 0);
  g_assert_true (says (exw, "give no Provender in Winter"));
  g_assert_false (says (exw, "Unverified"));
}

/* ---- Laden and March (1.7, 4.3.2-4.3.4) ---- */

/* The Lords of "a,b,c" into group[0..8): their count. */
static int
group_of (const char *lords, int *group)
{
  g_auto(GStrv) ids = g_strsplit (lords, ",", -1);
  int n = 0;
  for (char **id = ids; *id && n < 8; id++)
    group[n++] = IL (*id);
  return n;
}

static CasLadenResult *
laden (const CasTable *t, const char *lords, const char *to, CasExplain *ex)
{
  int group[8], n = group_of (lords, group);
  g_autoptr(GError) error = NULL;
  CasLadenResult *r = cas_laden (t, group, n, LOC (to), ex, &error);
  g_assert_no_error (error);
  return r;
}

/* 4.3.2, 4.3.3: Firenze with 4 Provender and 2 Carts moves Unladen along the Road to
 * Figline (2 per Cart), and as the card's first March that costs no action; along the
 * Track to Prato he is Laden (2 actions); any Loot makes the Road Laden too; more than
 * twice the Carts blocks him on every Way. */
static void
test_laden_road (void)
{
  g_autoptr(CasJournal) j = inferno_position ("dolenti_note", "phase campaign", "assets firenze prov 4", NULL);
  const CasTable *t = cas_journal_get_table (j);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) road = laden (t, "firenze", "figline", ex);
  g_assert_cmpint (road->status, ==, CAS_LADEN_UNLADEN);
  g_assert_true (road->ways[0].free_march);
  g_assert_true (says (ex, "costs no action when it is the first March"));
  g_autoptr(CasLadenResult) track = laden (t, "firenze", "prato", NULL);
  g_assert_cmpint (track->status, ==, CAS_LADEN_LADEN);
  g_assert_cmpint (track->actions, ==, 2);
  g_assert_false (track->ways[0].free_march);

  g_assert_true (cas_journal_do (j, "assets firenze loot 1", NULL));
  g_autoptr(CasLadenResult) loot = laden (cas_journal_get_table (j), "firenze", "figline", NULL);
  g_assert_cmpint (loot->status, ==, CAS_LADEN_LADEN);
  g_assert_false (loot->ways[0].free_march);

  g_assert_true (cas_journal_do (j, "assets firenze loot 0", NULL));
  g_assert_true (cas_journal_do (j, "assets firenze prov 5", NULL));
  g_autoptr(CasExplain) exb = cas_explain_new ();
  g_autoptr(CasLadenResult) blocked = laden (cas_journal_get_table (j), "firenze", "figline", exb);
  g_assert_cmpint (blocked->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (blocked->discard_prov, ==, 1);
  /* inferno-game (4.3.2): 5 Provender on 2 Carts discards 1; the 4 left are 2 per Cart,
   * Unladen along a Road (1 action), but Laden along a Track (2 actions). Hand-worked:
   * Firenze has 2 Carts; Figline is a Road away, Prato a Track. */
  g_assert_true (says (exb, "discards 1 Provender; it would then move Unladen (1 action)"));
  g_assert_true (cas_journal_do (j, "assets firenze prov 6", NULL));
  g_autoptr(CasExplain) ext = cas_explain_new ();
  g_autoptr(CasLadenResult) blocked_track = laden (cas_journal_get_table (j), "firenze", "prato", ext);
  g_assert_cmpint (blocked_track->status, ==, CAS_LADEN_BLOCKED);
  g_assert_true (says (ext, "discards 2 Provender; it would then move Laden (2 actions)"));
}

/* 4.3.1, 1.5.1: a Commander leads a group March (Inferno has no Marshals); 4.3.4: Avoid
 * Battle Unladen keeps 2 Provender per Cart along a Road, and may go into an Enemy
 * Stronghold (Bypassing it). */
static void
test_laden_group (void)
{
  g_autoptr(CasJournal) j = inferno_position ("dolenti_note", "phase campaign", "move arezzo firenze",
                                              "assets firenze prov 9", "assets arezzo cart 0", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = laden (cas_journal_get_table (j), "firenze,arezzo", "figline", ex);
  g_assert_true (r->group_legal);
  g_assert_true (says (ex, "is the Commander"));
  /* 11 Provender, 2 Carts: blocked beyond 4 (4.3.2). */
  g_assert_cmpint (r->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (r->avoid_prov, ==, 7);

  g_autoptr(CasJournal) k = inferno_position ("dolenti_note", "phase campaign", "move siena monteriggioni", NULL);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLadenResult) a = laden (cas_journal_get_table (k), "siena", "poggio_bonizio", ex2);
  /* Poggio Bonizio is the Ghibellines' by its Allegiance markers (6.0 A): Friendly to
   * Siena, so an ordinary destination. Colle is Guelph: Avoid may go there. */
  g_assert_true (a->avoid_destination_ok);
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasLadenResult) c = laden (cas_journal_get_table (k), "siena", "colle", ex3);
  g_assert_true (c->avoid_destination_ok);
  g_assert_true (says (ex3, "marked as Bypassing it"));
  assert_cites (ex3, "4.3.4,4.3.5,4.4.3");
}

/* ---- Sail (4.7.3) ---- */

static CasSailResult *
sail (const CasTable *t, const char *lords, const char *to, CasExplain *ex)
{
  int group[8], n = group_of (lords, group);
  g_autoptr(GError) error = NULL;
  CasSailResult *r = cas_sail (t, group, n, LOC (to), ex, &error);
  g_assert_no_error (error);
  return r;
}

/* 4.7.3: Pisa's Podestà (only) Sails from a Friendly Port, not in Winter, with a Ship
 * per Horse unit and per Provender: at Pisa with 2 Ships, 1 Horse and 2 Provender he is
 * 1 Ship short; with 1 Provender he Sails to Pontedera. Siena may not Sail; in Winter
 * nobody. */
static void
test_sail (void)
{
  g_autoptr(CasJournal) j = inferno_position ("di_sangue_tempio", "phase campaign", "muster pisa pisa", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = sail (cas_journal_get_table (j), "pisa", "pontedera", ex);
  g_assert_cmpint (r->ships_available, ==, 2);
  g_assert_cmpint (r->ships_needed, ==, 3);
  g_assert_false (r->can_sail);
  g_assert_true (cas_journal_do (j, "assets pisa prov 1", NULL));
  g_autoptr(CasSailResult) ok1 = sail (cas_journal_get_table (j), "pisa", "pontedera", NULL);
  g_assert_true (ok1->can_sail);

  g_assert_true (cas_journal_do (j, "move siena pisa", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasSailResult) no = sail (cas_journal_get_table (j), "siena", "pontedera", ex2);
  g_assert_false (no->can_sail);
  g_assert_true (says (ex2, "only the Podestà of Pisa Sails"));
  assert_cites (ex2, "4.7.3");

  g_assert_true (cas_journal_do (j, "box 6", NULL));
  g_autoptr(CasExplain) exw = cas_explain_new ();
  g_autoptr(CasSailResult) winter = sail (cas_journal_get_table (j), "pisa", "pontedera", exw);
  g_assert_false (winter->can_sail);
  /* Inferno's Seasons are 1.3.2 (Nevsky's Ships by Season 1.7.4 is no Inferno section). */
  assert_cites (exw, "4.7.3,1.3.2");
  g_assert_false (cites (exw, "1.7.4"));
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_test_init (&argc, &argv, NULL);
  inferno = cas_game_load_builtin ("inferno", &error);
  g_assert_no_error (error);
  g_test_add_func ("/inferno/march/feed/thresholds", test_feed_thresholds);
  g_test_add_func ("/inferno/march/feed/comune", test_feed_comune);
  g_test_add_func ("/inferno/march/pay/podesta", test_pay_podesta);
  g_test_add_func ("/inferno/march/disband/podesta", test_disband_podesta);
  g_test_add_func ("/inferno/march/supply/example", test_supply_example);
  g_test_add_func ("/inferno/march/supply/size", test_supply_size);
  g_test_add_func ("/inferno/march/supply/ruins", test_supply_ruins);
  g_test_add_func ("/inferno/march/supply/outpost", test_supply_outpost);
  g_test_add_func ("/inferno/march/supply/ships", test_supply_ships);
  g_test_add_func ("/inferno/march/laden/road", test_laden_road);
  g_test_add_func ("/inferno/march/laden/group", test_laden_group);
  g_test_add_func ("/inferno/march/sail", test_sail);
  int status = g_test_run ();
  g_object_unref (inferno);
  return status;
}
