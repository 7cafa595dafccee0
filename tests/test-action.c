/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-action.c: the action language: parse/print round trips, what each action does to
 * the table (with the rule sections it follows), and what it refuses. */
#include "castellan.h"
#include "nevsky-types.h"
#include "test-util.h"

#include <string.h>

static void
refused (CasJournal *j, const char *text, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasTable) before = cas_table_copy (cas_journal_get_table (j));
  guint n = cas_journal_get_n_entries (j);
  g_assert_false (cas_journal_do (j, text, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s”: message “%s” lacks “%s”", text, error->message, fragment);
  /* A refused action changes nothing. */
  g_assert_true (cas_table_equal (before, cas_journal_get_table (j)));
  g_assert_cmpuint (n, ==, cas_journal_get_n_entries (j));
}

#define LOC(j, id, cell) CAS_LOCALE (cas_journal_get_table (j), cas_game_find_locale (game, id), cell)

static const char *const samples[] = {
  "move hermann uzmen", "muster rudolf wenden", "muster domash novgorod boat boat cart cart", "disband hermann",
  "disband hermann 7", "remove yaroslav", "cylinder rudolf 2", "cylinder rudolf +1", "service hermann 5",
  "service hermann +2", "service hermann -1", "forces hermann knights 3", "forces gavrilo militia +2",
  "routed hermann sergeants -1", "assets hermann prov +2", "assets gavrilo ship 0",
  "vassal hermann hermann_johannes_von_dolen muster", "vassal gavrilo gavrilo_pskov ready", "moved hermann yes",
  "moved hermann no", "marker pskov conquered 2", "marker pskov siege +1", "marker pskov walls 1",
  "marker dubrovno ravaged teutonic", "marker koporye castle none", "veche vp 3", "veche coin +1", "box 2",
  "phase campaign", "phase levy", "capability t4 hermann", "capability t13", "discard t13", "card r4 held",
  "vp russian +1", "vp teutonic 2.5", "vp russian -0.5", "legate dorpat", "legate card", "legate out",
  "option hidden_mats yes", "option bid 3", "lieutenant hermann yaroslav", "lieutenant hermann none",
  "plan teutonic hermann,yaroslav,pass,knud_and_abel", "plan russian none", "reveal teutonic +1", "step 4",
};

static void
test_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CasAction) a = cas_action_parse (game, samples[i], &error);
      g_assert_no_error (error);
      g_autofree char *printed = cas_action_to_string (game, a);
      g_autoptr(CasAction) b = cas_action_parse (game, printed, &error);
      g_assert_no_error (error);
      g_autofree char *again = cas_action_to_string (game, b);
      g_assert_cmpstr (printed, ==, again);
      g_assert_cmpint (memcmp (a, b, sizeof *a), ==, 0);
    }
  /* Short Vassal names are accepted and printed in full. */
  g_autoptr(CasAction) v = cas_action_parse (game, "vassal hermann johannes_von_dolen muster", NULL);
  g_autofree char *vs = cas_action_to_string (game, v);
  g_assert_cmpstr (vs, ==, "vassal hermann hermann_johannes_von_dolen muster");
}

/* The list of action words: the series' and Nevsky's own (veche after marker, legate
 * after vp: CasLcRules.actions in src/games/nevsky/nevsky-actions.c), in the order of
 * docs/cli.md, and how many words each needs before castellan-cli starts a new action. */
static void
test_verbs (void)
{
  g_auto(GStrv) verbs = cas_action_verbs (game);
  g_autofree char *all = g_strjoinv (",", verbs);
  g_assert_cmpstr (all, ==, "move,muster,disband,remove,cylinder,service,forces,routed,assets,vassal,moved,marker,"
                            "veche,box,phase,capability,discard,card,vp,legate,option,lieutenant,plan,reveal,step");
  g_assert_cmpint (cas_action_min_args (game, "veche"), ==, 2);
  g_assert_cmpint (cas_action_min_args (game, "legate"), ==, 1);
  g_assert_cmpint (cas_action_min_args (game, "forces"), ==, 3);
  g_assert_cmpint (cas_action_min_args (game, "march"), ==, 0);
}

/* 3.4.1: a Lord's Transport of free choice, by default, alternates over the types usable
 * along some Way this Season, in the data's order (Pleskau box 1 is Summer: Carts on
 * Trackways, Boats on Waterways; box 3, Early Winter: Sleds), never Ships. */
static void
test_default_transport (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  CasTable *t = (CasTable *) cas_journal_get_table (j);
  int andreas = cas_game_find_lord (game, "andreas");
  int out[CAS_MAX_ASSETS];

  cas_muster_default_transport (t, andreas, out);
  g_assert_cmpint (out[CAS_ASSET_CART], ==, 1);
  g_assert_cmpint (out[NEVSKY_ASSET_BOAT], ==, 1);
  g_assert_cmpint (out[NEVSKY_ASSET_SLED] + out[CAS_ASSET_SHIP], ==, 0);
  g_assert_true (cas_journal_do (j, "box 3", NULL));
  t = (CasTable *) cas_journal_get_table (j);
  cas_muster_default_transport (t, andreas, out);
  g_assert_cmpint (out[NEVSKY_ASSET_SLED], ==, 2);
  g_assert_cmpint (out[CAS_ASSET_CART] + out[NEVSKY_ASSET_BOAT] + out[CAS_ASSET_SHIP], ==, 0);
}

static void
test_parse_errors (void)
{
  static const struct { const char *text, *fragment; } cases[] = {
    { "", "empty" },
    { "march hermann pskov", "unknown action" },
    { "move hermannn pskov", "unknown Lord “hermannn”" },
    { "move hermann pskovv", "unknown Locale “pskovv”" },
    { "move hermann", "needs more words" },
    { "move hermann pskov now", "unexpected “now”" },
    { "forces hermann dragons 2", "unknown Forces type “dragons”" },
    { "assets hermann gold 2", "unknown Asset type “gold”" },
    { "forces hermann knights two", "not a whole number" },
    { "forces hermann knights 100", "out of range" },
    { "service hermann 18", "out of range" },
    { "box 0", "out of range" },
    { "moved hermann maybe", "yes or no" },
    { "marker pskov walls 2", "out of range" },
    { "marker pskov ravaged purple", "not a side" },
    { "capability t4", "This Lord" },
    { "capability t13 hermann", "side-wide" },
    { "capability r1 hermann", "not of the side" },
    { "capability t0a", "No Capability" },
    { "vassal hermann pskov muster", "no Vassal “pskov”" },
    { "plan teutonic hermann,gavrilo", "not in the teutonic deck" },
    { "lieutenant hermann hermann", "his own Lieutenant" },
    { "vp russian 1.25", "whole or half" },
    { "muster rudolf wenden gold", "not a Transport type" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CasAction) a = cas_action_parse (game, cases[i].text, &error);
      g_assert_null (a);
      g_assert_error (error, CAS_ERROR, CAS_ERROR_PARSE);
      if (strstr (error->message, cases[i].fragment) == NULL)
        g_error ("“%s”: message “%s” lacks “%s”", cases[i].text, error->message, cases[i].fragment);
    }
}

/* Every sample applies on some table, changes it, and undo restores it exactly. */
static void
test_apply_revert (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autoptr(CasTable) before = cas_table_copy (cas_journal_get_table (j));
      g_autoptr(GError) error = NULL;
      if (!cas_journal_do (j, samples[i], &error))
        {
          /* Some samples need a Lord on the map who an earlier sample removed. */
          g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
          continue;
        }
      g_autoptr(CasTable) after = cas_table_copy (cas_journal_get_table (j));
      g_assert_true (cas_journal_undo (j));
      g_assert_true (cas_table_equal (before, cas_journal_get_table (j)));
      g_assert_true (cas_journal_redo (j));
      g_assert_true (cas_table_equal (after, cas_journal_get_table (j)));
    }
  cas_journal_undo_to (j, 0);
  g_assert_true (cas_table_equal (cas_journal_get_initial (j), cas_journal_get_table (j)));
}

/* 2.2.3: off the Calendar and back. */
static void
test_off_calendar (void)
{
  g_autoptr(CasJournal) j = start ("peipus");
  ok (j, "service hermann +1");                 /* box 16 -> just off the right */
  g_assert_cmpint (LORD (j, "hermann", CAS_L_SERVICE), ==, 17);
  ok (j, "service hermann +3");                 /* further shifts that way ignored */
  g_assert_cmpint (LORD (j, "hermann", CAS_L_SERVICE), ==, 17);
  ok (j, "service hermann -2");                 /* the first shift back: box 16 */
  g_assert_cmpint (LORD (j, "hermann", CAS_L_SERVICE), ==, 16);
  ok (j, "service yaroslav -17");
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_SERVICE), ==, 0);
  ok (j, "service yaroslav +4");
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_SERVICE), ==, 1);
  ok (j, "cylinder heinrich -17");
  g_assert_cmpint (LORD (j, "heinrich", CAS_L_BOX), ==, 0);
  ok (j, "cylinder heinrich +1");
  g_assert_cmpint (LORD (j, "heinrich", CAS_L_BOX), ==, 1);
}

/* 3.4.1 example: Service 3 Mustering with the Levy marker in box 9 goes to box 12. */
static void
test_muster_service (void)
{
  g_autoptr(CasJournal) j = start ("return_of_the_prince");
  ok (j, "muster vladislav ladoga");
  g_assert_cmpint (LORD (j, "vladislav", CAS_L_STATE), ==, CAS_LORD_MAP);
  g_assert_cmpint (LORD (j, "vladislav", CAS_L_SERVICE), ==, 12);
  g_assert_cmpint (LORD (j, "vladislav", CAS_L_FORCES + CAS_FORCE_MEN_AT_ARMS), ==, 2);
  /* Summer default for his one "any" Transport: a Cart. */
  g_assert_cmpint (LORD (j, "vladislav", CAS_L_ASSETS + CAS_ASSET_CART), ==, 1);
  /* An explicit choice must match the mat. */
  refused (j, "muster gavrilo pskov ship", "gives 2 Transport");
  ok (j, "muster gavrilo pskov ship boat");
  g_assert_cmpint (LORD (j, "gavrilo", CAS_L_ASSETS + CAS_ASSET_SHIP), ==, 1);
  refused (j, "muster yaroslav odenpah ship", "at most 0 Ships");
  /* Near the end of the Calendar the marker goes just off the board (3.4.1). */
  ok (j, "box 15");
  ok (j, "muster andrey novgorod");
  g_assert_cmpint (LORD (j, "andrey", CAS_L_SERVICE), ==, 17);
}

/* 3.3.2: a Disbanding Lord's cylinder goes Service boxes right of the current box in
 * Levy, of the next box in Campaign; his mat is cleared and This Lord cards leave. */
static void
test_disband (void)
{
  g_autoptr(CasJournal) j = start ("crusade_on_novgorod");
  ok (j, "capability t4 yaroslav");
  ok (j, "disband yaroslav");
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_STATE), ==, CAS_LORD_CALENDAR);
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_BOX), ==, 3);
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_SERVICE), ==, CAS_NO_SERVICE);
  g_assert_cmpint (LORD (j, "yaroslav", CAS_L_FORCES + CAS_FORCE_KNIGHTS), ==, 0);
  g_assert_cmpint (CAS_CARD (cas_journal_get_table (j), cas_game_find_card (game, "t4"), CAS_K_STATE), ==, CAS_CARD_DECK);
  ok (j, "phase campaign");
  ok (j, "disband gavrilo");                    /* Service 4, Campaign in box 1: 1 + 1 + 4 */
  g_assert_cmpint (LORD (j, "gavrilo", CAS_L_BOX), ==, 6);
  /* Crusade on Novgorod has no per-Lord VP. */
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), CAS_G_EXTRA_VP_0), ==, 0);
}

/* Pleskau (6.0): 1 VP each time an enemy Lord Disbands or is removed. */
static void
test_pleskau_vp (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "disband yaroslav");
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 1), ==, 4);
  ok (j, "remove gavrilo");
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 0), ==, 2);
  /* Removing a Lord who is not on the map earns nothing. */
  ok (j, "remove rudolf");
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 1), ==, 4);
}

/* 5.1 Victory from markers, halves, cap 17½ (2.2.5). */
static void
test_victory (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "marker pskov conquered 2");
  ok (j, "marker dubrovno ravaged teutonic");
  ok (j, "marker kaibolovo castle teutonic");
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 0), ==, 7);
  ok (j, "marker ugaunia ravaged russian");
  ok (j, "veche vp 3");
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 1), ==, 7);
  ok (j, "vp teutonic 17");
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 0), ==, 35);
}

static void
test_refusals (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  refused (j, "move rudolf wenden", "not on the map");
  refused (j, "muster hermann dorpat", "already on the map");
  refused (j, "muster andreas riga", "removed from play");
  refused (j, "forces hermann knights -2", "cannot take away 2");
  refused (j, "marker harrien conquered 1", "cannot be Conquered");
  refused (j, "marker narwia siege 1", "not a Stronghold");
  refused (j, "cylinder hermann 3", "use disband");
  refused (j, "service rudolf 3", "not on the map");
  refused (j, "lieutenant hermann knud_and_abel", "same Locale");
  refused (j, "lieutenant hermann gavrilo", "not on the same side");
  refused (j, "vassal hermann hermann_johannes_von_dolen muster; move hermann pskov", "");
}

/* 3.4.2: Vassals bring and take their Forces; Special Vassals follow their card; the
 * advanced rule puts their markers on the Calendar and shifts them with the Lord. */
static void
test_vassals (void)
{
  g_autoptr(CasJournal) j = start ("return_of_the_prince");
  int andreas = cas_game_find_lord (game, "andreas");
  const CasLord *a = cas_game_get_lord (game, andreas);
  int crusaders = cas_game_get_vassal (game, cas_game_find_vassal (game, "andreas_summer_crusaders"))->slot;
  int teutonic = cas_game_get_vassal (game, cas_game_find_vassal (game, "andreas_teutonic_vassals"))->slot;

  g_assert_cmpint (a->n_vassals, ==, 3);
  g_assert_cmpint (LORD (j, "andreas", CAS_L_VASSAL + crusaders), ==, CAS_VASSAL_ASIDE);
  ok (j, "capability t11");
  g_assert_cmpint (LORD (j, "andreas", CAS_L_VASSAL + crusaders), ==, CAS_VASSAL_READY);
  ok (j, "vassal andreas summer_crusaders muster");
  g_assert_cmpint (LORD (j, "andreas", CAS_L_FORCES + CAS_FORCE_KNIGHTS), ==, 4);
  ok (j, "discard t11");                        /* 3.4.2: they Disband at once */
  g_assert_cmpint (LORD (j, "andreas", CAS_L_VASSAL + crusaders), ==, CAS_VASSAL_ASIDE);
  g_assert_cmpint (LORD (j, "andreas", CAS_L_FORCES + CAS_FORCE_KNIGHTS), ==, 1);

  ok (j, "option vassal_service yes");
  /* Service 3 from box 9 is box 12, not left of Andreas's own marker (box 12): it stays
   * on the mat (3.4.2). */
  g_assert_cmpint (LORD (j, "andreas", CAS_L_SERVICE), ==, 12);
  ok (j, "vassal andreas teutonic_vassals muster");
  g_assert_cmpint (LORD (j, "andreas", CAS_L_VASSAL + teutonic), ==, CAS_VASSAL_MUSTERED);
  g_assert_cmpint (LORD (j, "andreas", CAS_L_VASSAL_BOX + teutonic), ==, CAS_NO_SERVICE);
  ok (j, "vassal andreas teutonic_vassals ready");
  ok (j, "service andreas +2");
  ok (j, "vassal andreas teutonic_vassals muster");   /* box 12, left of his box 14 */
  g_assert_cmpint (LORD (j, "andreas", CAS_L_VASSAL_BOX + teutonic), ==, 12);
  g_assert_cmpint (LORD (j, "andreas", CAS_L_FORCES + CAS_FORCE_MEN_AT_ARMS), ==, 3);
  ok (j, "service andreas -4");
  g_assert_cmpint (LORD (j, "andreas", CAS_L_SERVICE), ==, 10);
  g_assert_cmpint (LORD (j, "andreas", CAS_L_VASSAL_BOX + teutonic), ==, 8);
  ok (j, "vassal andreas teutonic_vassals unready");
  g_assert_cmpint (LORD (j, "andreas", CAS_L_FORCES + CAS_FORCE_MEN_AT_ARMS), ==, 1);
  g_assert_cmpint (LORD (j, "andreas", CAS_L_VASSAL_BOX + teutonic), ==, CAS_NO_SERVICE);
  refused (j, "vassal andreas lettgallian_auxiliaries muster; x", "");
}

/* 3.4.2 advanced Vassal Service (issue 14, item 3): in Pleskau (box 1) Gavrilo's Service
 * marker is in box 4. His Vassal Pskov (Service 4) would go in box 5, not left of box 4:
 * its marker stays on the mat. Borderland Russians (Service 1) go in box 2, left of it:
 * on the Calendar. The log says which and why. */
static void
test_vassal_marker_left_of_lord (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  int pskov = cas_game_get_vassal (game, cas_game_find_vassal (game, "gavrilo_pskov"))->slot;
  int borderland = cas_game_get_vassal (game, cas_game_find_vassal (game, "gavrilo_borderland_russians"))->slot;

  ok (j, "option vassal_service yes");
  g_assert_cmpint (LORD (j, "gavrilo", CAS_L_SERVICE), ==, 4);
  ok (j, "vassal gavrilo pskov muster");
  g_assert_cmpint (LORD (j, "gavrilo", CAS_L_VASSAL + pskov), ==, CAS_VASSAL_MUSTERED);
  g_assert_cmpint (LORD (j, "gavrilo", CAS_L_VASSAL_BOX + pskov), ==, CAS_NO_SERVICE);
  g_assert_cmpstr (cas_journal_get_description (j, 1), ==,
                   "Gavrilo’s Vassal Pskov Mustered; its Service marker stays on the mat: placed in box 5 it would not be left of "
                   "Gavrilo’s (in box 4)");
  ok (j, "vassal gavrilo borderland_russians muster");
  g_assert_cmpint (LORD (j, "gavrilo", CAS_L_VASSAL_BOX + borderland), ==, 2);
  g_assert_cmpstr (cas_journal_get_description (j, 2), ==,
                   "Gavrilo’s Vassal Borderland Russians Mustered; its Service marker goes on the Calendar in box 2, left of "
                   "Gavrilo’s (in box 4)");
  /* The one on the mat does not shift with its Lord; the one on the Calendar does. */
  ok (j, "service gavrilo -1");
  g_assert_cmpint (LORD (j, "gavrilo", CAS_L_VASSAL_BOX + pskov), ==, CAS_NO_SERVICE);
  g_assert_cmpint (LORD (j, "gavrilo", CAS_L_VASSAL_BOX + borderland), ==, 1);
}

static void
test_describe (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  ok (j, "move hermann uzmen");
  g_assert_cmpstr (cas_journal_get_description (j, 0), ==, "Hermann moved from Dorpat to Uzmen");
  ok (j, "service gavrilo -1");
  g_assert_cmpstr (cas_journal_get_description (j, 1), ==, "Gavrilo’s Service shifted 1 left, now in box 3");
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);
  g_test_add_func ("/action/round-trip", test_round_trip);
  g_test_add_func ("/action/parse-errors", test_parse_errors);
  g_test_add_func ("/action/verbs", test_verbs);
  g_test_add_func ("/action/default-transport", test_default_transport);
  g_test_add_func ("/action/apply-revert", test_apply_revert);
  g_test_add_func ("/action/2.2.3-off-calendar", test_off_calendar);
  g_test_add_func ("/action/3.4.1-muster-service", test_muster_service);
  g_test_add_func ("/action/3.3.2-disband", test_disband);
  g_test_add_func ("/action/6.0-pleskau-vp", test_pleskau_vp);
  g_test_add_func ("/action/5.1-victory", test_victory);
  g_test_add_func ("/action/refusals", test_refusals);
  g_test_add_func ("/action/3.4.2-vassals", test_vassals);
  g_test_add_func ("/action/3.4.2-vassal-marker-left-of-lord", test_vassal_marker_left_of_lord);
  g_test_add_func ("/action/describe", test_describe);
  return test_util_run ();
}
