/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-commands.c: Ravage (4.7.2), Forage (4.7.1), Tax (4.7.4), Conquer (4.3.6) and Siege
 * (4.5.1) options of one Lord, from the rulebook's examples and scenario positions. */
#include "test-util.h"


static void
assert_list (GPtrArray *list, ...)
{
  va_list args;
  const char *want;
  guint i = 0;

  g_assert_nonnull (list);
  va_start (args, list);
  while ((want = va_arg (args, const char *)))
    {
      g_assert_cmpuint (i, <, list->len);
      g_assert_cmpstr (g_ptr_array_index (list, i), ==, want);
      i++;
    }
  va_end (args);
  g_assert_cmpuint (i, ==, list->len);
}

/* ------------------------------------------------------------------------ */
/* Ravage (4.7.2). */

/* Pleskau: Hermann Besieges empty Pskov (4.7.2 PLAY NOTE: one may Ravage while Besieging)
 * with Gavrilo next door at Ostrov: 2 actions, +1 Provender +1 Loot (a City), +½ VP. The
 * proposed actions apply it, and the Teutons' VP go up by ½. */
static void
test_ravage_city_enemy_adjacent (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move gavrilo ostrov", "move hermann pskov",
                                            "marker pskov siege 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "hermann", ex);

  g_assert_true (r->ravage.allowed);
  g_assert_cmpint (r->ravage.actions, ==, 2);
  g_assert_cmpint (r->ravage.prov, ==, 1);
  g_assert_cmpint (r->ravage.loot, ==, 1);
  g_assert_cmpint (r->ravage.vp_halves, ==, 1);
  assert_list (r->ravage.proposed, "marker pskov ravaged teutonic", "assets hermann prov +1", "assets hermann loot +1", NULL);
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 3);
  g_assert_true (cites (ex, "4.7.2"));
  g_assert_true (says (ex, "Gavrilo"));

  int before = cas_table_vp_halves (cas_journal_get_table (j), 0);
  g_assert_true (cas_journal_do_many (j, cas_explain_get_actions (ex), NULL));
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 0), ==, before + 1);
  g_autoptr(CasCommandsResult) again = commands (j, "hermann", NULL);
  g_assert_false (again->ravage.allowed);
}

/* A Region gains no Loot (Uzmen, next to Gavrilo at Pskov: 2 actions); a Town does
 * (Gdov, no Russian Lord adjacent: 1 action). */
static void
test_ravage_region_vs_town (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move hermann uzmen", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) region = commands (j, "hermann", ex);

  g_assert_true (region->ravage.allowed);
  g_assert_cmpint (region->ravage.actions, ==, 2);
  g_assert_cmpint (region->ravage.prov, ==, 1);
  g_assert_cmpint (region->ravage.loot, ==, 0);
  assert_list (region->ravage.proposed, "marker uzmen ravaged teutonic", "assets hermann prov +1", NULL);
  g_assert_true (says (ex, "is a Region"));

  g_assert_true (cas_journal_do (j, "move hermann gdov", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) town = commands (j, "hermann", ex2);
  g_assert_true (town->ravage.allowed);
  g_assert_cmpint (town->ravage.actions, ==, 1);
  g_assert_cmpint (town->ravage.prov, ==, 1);
  g_assert_cmpint (town->ravage.loot, ==, 1);
  g_assert_true (says (ex2, "not a Region (town)"));
  g_assert_true (cites (ex2, "4.7.2"));
}

/* Not in one's own territory, not Conquered, not already Ravaged (Watland: Izborsk is
 * Teutonic-Conquered, Dubrovno already Ravaged). */
static void
test_ravage_refused (void)
{
  g_autoptr(CasJournal) j = position_after ("watland", "move yaroslav izborsk", "move knud_and_abel dubrovno", NULL);
  g_autoptr(CasExplain) ex1 = cas_explain_new ();
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasCommandsResult) own = commands (j, "andreas", ex1);
  g_autoptr(CasCommandsResult) conquered = commands (j, "yaroslav", ex2);
  g_autoptr(CasCommandsResult) ravaged = commands (j, "knud_and_abel", ex3);

  g_assert_false (own->ravage.allowed);
  g_assert_true (says (ex1, "own territory"));
  g_assert_false (conquered->ravage.allowed);
  g_assert_true (says (ex2, "Conquered"));
  g_assert_false (ravaged->ravage.allowed);
  g_assert_true (says (ex3, "already Ravaged"));
  g_assert_cmpuint (cas_explain_get_n_actions (ex3), ==, 0);
  g_assert_true (cites (ex1, "4.7.2") && cites (ex2, "4.7.2") && cites (ex3, "4.7.2"));
}

/* At the Asset cap (1.7.3) the gain is lost and not proposed. */
static void
test_ravage_cap (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move hermann gdov", "assets hermann prov 8", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "hermann", ex);

  g_assert_true (r->ravage.allowed);
  g_assert_cmpint (r->ravage.prov, ==, 0);
  g_assert_cmpint (r->ravage.loot, ==, 1);
  assert_list (r->ravage.proposed, "marker gdov ravaged teutonic", "assets hermann loot +1", NULL);
  g_assert_true (cites (ex, "1.7.3"));
}

/* A Besieged Lord may only Sally or Pass (Gavrilo inside Pskov). */
static void
test_besieged (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move hermann pskov", "marker pskov siege 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "gavrilo", ex);

  g_assert_false (r->ravage.allowed);
  g_assert_false (r->forage.allowed);
  g_assert_false (r->tax.allowed);   /* even at his Seat */
  g_assert_false (r->siege.applies);
  g_assert_true (cites (ex, "4.3.5") && cites (ex, "4.2.1"));
}

/* ------------------------------------------------------------------------ */
/* Forage (4.7.1). */

/* Watland, Early Winter: Andreas at Fellin, a Friendly Stronghold, may Forage; at Sackala,
 * a Region, he may not. 1.3.1 EXAMPLE: Izborsk Conquered by the Teutons is Friendly to
 * them, so Yaroslav may Forage there in Winter. */
static void
test_forage_winter (void)
{
  g_autoptr(CasJournal) j = position_after ("watland", "move yaroslav izborsk", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) fellin = commands (j, "andreas", ex);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) izborsk = commands (j, "yaroslav", ex2);

  g_assert_true (fellin->forage.allowed);
  g_assert_cmpint (fellin->forage.actions, ==, 1);
  g_assert_cmpint (fellin->forage.prov, ==, 1);
  assert_list (fellin->forage.proposed, "assets andreas prov +1", NULL);
  g_assert_true (says (ex, "Friendly Stronghold"));
  g_assert_true (cites (ex, "4.7.1"));
  g_assert_true (izborsk->forage.allowed);
  g_assert_true (cites (ex2, "1.3.1"));

  g_assert_true (cas_journal_do (j, "move andreas sackala", NULL));
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasCommandsResult) sackala = commands (j, "andreas", ex3);
  g_assert_false (sackala->forage.allowed);
  g_assert_cmpint (sackala->forage.prov, ==, 0);
  g_assert_cmpuint (sackala->forage.proposed->len, ==, 0);
  g_assert_true (says (ex3, "not a Friendly Stronghold"));
}

/* Summer: anywhere not Ravaged (Pleskau, Gavrilo at Ostrov); never where Ravaged (Return
 * of the Prince, Summer: Vod is Ravaged). */
static void
test_forage_summer (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move gavrilo ostrov", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "gavrilo", ex);
  g_assert_true (r->forage.allowed);
  g_assert_true (says (ex, "Summer"));

  g_autoptr(CasJournal) j2 = position_after ("return_of_the_prince", "move aleksandr vod", NULL);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (j2, "aleksandr", ex2);
  g_assert_false (r2->forage.allowed);
  g_assert_true (says (ex2, "Ravaged"));
  g_assert_true (cites (ex2, "4.7.1"));
  /* Vod is in Rus: no Ravage by a Russian either. */
  g_assert_false (r2->ravage.allowed);
}

/* T16 Famine (Teutonic Event, this Campaign): Russian Forage gains nothing; Teutonic
 * Forage is untouched. R7 is the mirror. */
static void
test_forage_famine (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "card t16 this_campaign", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) gavrilo = commands (j, "gavrilo", ex);
  g_autoptr(CasCommandsResult) hermann = commands (j, "hermann", NULL);

  g_assert_true (gavrilo->forage_barred);
  g_assert_false (gavrilo->forage.allowed);
  g_assert_cmpint (gavrilo->forage.prov, ==, 0);
  g_assert_true (says (ex, "Famine (T16)"));
  g_assert_false (hermann->forage_barred);
  g_assert_true (hermann->forage.allowed);

  g_assert_true (cas_journal_do (j, "card t16 deck", NULL));
  g_assert_true (cas_journal_do (j, "card r7 this_campaign", NULL));
  g_autoptr(CasCommandsResult) h2 = commands (j, "hermann", NULL);
  g_autoptr(CasCommandsResult) g2 = commands (j, "gavrilo", NULL);
  g_assert_true (h2->forage_barred);
  g_assert_false (h2->forage.allowed);
  g_assert_true (g2->forage.allowed);
}

/* ------------------------------------------------------------------------ */
/* Tax (4.7.4). */

static void
test_tax (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) gavrilo = commands (j, "gavrilo", ex);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) vladislav = commands (j, "vladislav", ex2);

  g_assert_true (gavrilo->tax.allowed);
  g_assert_cmpint (gavrilo->tax.actions, ==, CAS_COMMAND_WHOLE_CARD);
  g_assert_cmpint (gavrilo->tax.coin, ==, 1);
  assert_list (gavrilo->tax.proposed, "assets gavrilo coin +1", NULL);
  g_assert_true (cites (ex, "4.7.4"));
  g_assert_true (says (ex, "Pskov is a Seat of Gavrilo"));
  /* Neva is no Seat of Vladislav (Ladoga is). */
  g_assert_false (vladislav->tax.allowed);
  g_assert_true (cites (ex2, "4.7.4"));
}

/* ------------------------------------------------------------------------ */
/* Conquer (4.3.6). */

/* Teutons at an empty Russian Trade Route place a Conquered marker (+1 VP); Russians
 * there remove it; not while an enemy Lord stands there. */
static void
test_conquer_trade_route (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move hermann luga", "move yaroslav neva", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "hermann", ex);

  g_assert_true (r->conquer.applies);
  g_assert_true (r->conquer.allowed);
  g_assert_cmpint (r->conquer.actions, ==, 0);
  g_assert_cmpint (r->conquer_markers, ==, 1);
  g_assert_cmpint (r->conquer.vp_halves, ==, 2);
  assert_list (r->conquer.proposed, "marker luga conquered 1", NULL);
  g_assert_true (cites (ex, "4.3.6"));
  /* Conquer is proposed on its own, not with the Ravage of Luga (a Trade Route: +Loot). */
  g_assert_true (r->ravage.allowed);
  g_assert_cmpint (r->ravage.loot, ==, 1);
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 3);

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) neva = commands (j, "yaroslav", ex2);
  g_assert_true (neva->conquer.applies);
  g_assert_false (neva->conquer.allowed);
  g_assert_true (says (ex2, "enemy Lords are at Neva"));

  g_assert_true (cas_journal_do (j, "marker luga conquered 1", NULL));
  g_assert_true (cas_journal_do (j, "move hermann kaibolovo", NULL));
  g_assert_true (cas_journal_do (j, "move gavrilo luga", NULL));
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasCommandsResult) back = commands (j, "gavrilo", ex3);
  g_assert_true (back->conquer.allowed);
  g_assert_cmpint (back->conquer_markers, ==, -1);
  assert_list (back->conquer.proposed, "marker luga conquered 0", NULL);
  g_assert_true (cites (ex3, "4.3.6"));
}

/* ------------------------------------------------------------------------ */
/* Siege (4.5.1). */

/* Hermann alone before empty Pskov (Capacity 3) with 1 Siege marker: Surrender on a 1; no
 * Siegeworks. With Yaroslav and Knud & Abel too and 3 markers: Surrender on 1-3, else a 4th
 * marker. */
static void
test_siege_pskov (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move gavrilo ostrov", "move hermann pskov",
                                            "marker pskov siege 1", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "hermann", ex);

  g_assert_true (r->siege.applies);
  g_assert_true (r->siege.allowed);
  g_assert_cmpint (r->siege.actions, ==, CAS_COMMAND_WHOLE_CARD);
  g_assert_cmpint (r->siege_markers, ==, 1);
  g_assert_cmpint (r->surrender_roll, ==, 1);
  g_assert_cmpint (r->besiegers, ==, 1);
  g_assert_cmpint (r->capacity, ==, 3);
  g_assert_false (r->siegeworks);
  assert_list (r->on_surrender, "marker pskov siege 0", "marker pskov conquered 2", "moved hermann yes", NULL);
  assert_list (r->on_hold, "moved hermann yes", NULL);
  g_assert_cmpint (r->siege.vp_halves, ==, 4);
  g_assert_true (cites (ex, "4.5.1"));

  g_assert_true (cas_journal_do (j, "move yaroslav pskov", NULL));
  g_assert_true (cas_journal_do (j, "move knud_and_abel pskov", NULL));
  g_assert_true (cas_journal_do (j, "marker pskov siege 3", NULL));
  g_assert_true (cas_journal_do (j, "moved yaroslav yes", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (j, "hermann", ex2);
  g_assert_cmpint (r2->surrender_roll, ==, 3);
  g_assert_cmpint (r2->besiegers, ==, 3);
  g_assert_true (r2->siegeworks);
  assert_list (r2->on_hold, "marker pskov siege 4", "moved hermann yes", "moved knud_and_abel yes", NULL);
  g_assert_true (says (ex2, "reach the Siege Capacity 3"));
}

/* Lords inside: no Surrender roll (Gavrilo stays in Pskov). A Fort (Capacity 1) at 4
 * markers gets no more. */
static void
test_siege_limits (void)
{
  g_autoptr(CasJournal) j = position_after ("pleskau", "move hermann pskov", "marker pskov siege 2",
                                            "move yaroslav izborsk", "marker izborsk siege 4", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "hermann", ex);
  g_assert_true (r->siege.allowed);
  g_assert_cmpint (r->besieged_lords, ==, 1);
  g_assert_cmpint (r->surrender_roll, ==, 0);
  g_assert_cmpuint (r->on_surrender->len, ==, 0);
  g_assert_true (says (ex, "no roll for Surrender"));

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) fort = commands (j, "yaroslav", ex2);
  g_assert_cmpint (fort->capacity, ==, 1);
  g_assert_cmpint (fort->surrender_roll, ==, 4);
  g_assert_false (fort->siegeworks);
  g_assert_true (says (ex2, "4 Siege markers, the most"));
  assert_list (fort->on_surrender, "marker izborsk siege 0", "marker izborsk conquered 1", "moved yaroslav yes", NULL);
}

/* Retaking one's own Stronghold: Watland, the Teutons hold Pskov (Conquered x2); Domash
 * Besieges it once Yaroslav has left: Surrender removes the Conquered markers. */
static void
test_siege_retake (void)
{
  g_autoptr(CasJournal) j = position_after ("watland", "move yaroslav odenpah", "move domash pskov",
                                            "marker pskov siege 2", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "domash", ex);

  g_assert_true (r->siege.allowed);
  g_assert_cmpint (r->surrender_roll, ==, 2);
  assert_list (r->on_surrender, "marker pskov siege 0", "marker pskov conquered 0", "moved domash yes", NULL);
  g_assert_cmpint (r->siege.vp_halves, ==, 0);
  /* Pskov is Conquered, and Ravaged: Domash may neither Ravage (own territory) nor Forage. */
  g_assert_false (r->ravage.allowed);
  g_assert_false (r->forage.allowed);
  g_assert_true (cites (ex, "4.5.1"));
}

/* Errors: a Lord off the map. */
static void
test_errors (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(GError) error = NULL;
  g_assert_null (cas_commands (cas_journal_get_table (j), cas_game_find_lord (game, "rudolf"), NULL, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_FAILED);
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);
  g_test_add_func ("/commands/4.7.2-ravage-city-enemy-adjacent", test_ravage_city_enemy_adjacent);
  g_test_add_func ("/commands/4.7.2-ravage-region-vs-town", test_ravage_region_vs_town);
  g_test_add_func ("/commands/4.7.2-ravage-refused", test_ravage_refused);
  g_test_add_func ("/commands/1.7.3-ravage-cap", test_ravage_cap);
  g_test_add_func ("/commands/4.3.5-besieged", test_besieged);
  g_test_add_func ("/commands/4.7.1-forage-winter", test_forage_winter);
  g_test_add_func ("/commands/4.7.1-forage-summer", test_forage_summer);
  g_test_add_func ("/commands/t16-r7-famine", test_forage_famine);
  g_test_add_func ("/commands/4.7.4-tax", test_tax);
  g_test_add_func ("/commands/4.3.6-conquer", test_conquer_trade_route);
  g_test_add_func ("/commands/4.5.1-siege-pskov", test_siege_pskov);
  g_test_add_func ("/commands/4.5.1-siege-limits", test_siege_limits);
  g_test_add_func ("/commands/4.5.1-siege-retake", test_siege_retake);
  g_test_add_func ("/commands/errors", test_errors);
  return test_util_run ();
}
