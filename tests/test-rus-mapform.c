/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rus-mapform.c: the board's marks in the map file (src/games/rus/cas-rus-map-marks.c,
 * issue 18's map form): one fact set from the words of `castellan-cli map set`, saved and
 * read back; and the calculator that reads the marks for a Kingdom, saying "not entered"
 * until they are: bordering a Foreign Power [VP p.17], the corner initials [BOARD p.3;
 * SWITCH p.5], the Golden Horde's line to Europe [OCCUPY p.16], the entry areas
 * [INVASION p.16]. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cas-game.h"
#include "cas-rus-action.h"
#include "cas-rus-map.h"
#include "cas-rus.h"
#include "rus-test-util.h"

/* Sets one fact from words split at spaces; asserts it was taken. */
static void
set (CasRusMap *m, const char *id, const char *words)
{
  g_auto(GStrv) w = g_strsplit (words, " ", -1);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_rus_map_set_words (m, area (id), (const char *const *) w, (int) g_strv_length (w), &error));
  g_assert_no_error (error);
}

static void
refused (CasRusMap *m, const char *id, const char *words, const char *message)
{
  g_auto(GStrv) w = g_strsplit (words, " ", -1);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = cas_rus_map_to_data (m, NULL);
  g_autofree char *after = NULL;
  g_assert_false (cas_rus_map_set_words (m, area (id), (const char *const *) w, (int) g_strv_length (w), &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
  g_assert_nonnull (strstr (error->message, message));
  after = cas_rus_map_to_data (m, NULL);
  g_assert_cmpstr (before, ==, after);   /* nothing changed */
}

/* Every form of `map set`: the marks by the map file's keys, yes/no/unknown, adjacency
 * both ways, a name for a table-entered area only; the file round-trips them. */
static void
test_set_words (void)
{
  g_autoptr(CasRusMap) m = cas_rus_map_new ();
  g_autoptr(CasRusMap) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  set (m, "kiev", "borders byzantium yes");
  set (m, "kiev", "borders europe no");
  set (m, "volga", "rebels_to golden-horde yes");
  set (m, "estonia", "entry teutons yes");
  set (m, "latvia", "europe_route yes");
  set (m, "area-23", "name Smolensk on the Dnieper");
  set (m, "area-23", "terrain forest");
  set (m, "area-23", "printed_vp 1");
  set (m, "kiev", "adjacent ukraine yes");
  g_assert_cmpint (cas_rus_map_borders (m, area ("kiev"), CAS_RUS_BYZANTIUM), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_borders (m, area ("kiev"), CAS_RUS_EUROPE), ==, CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_borders (m, area ("kiev"), CAS_RUS_CHINA), ==, CAS_RUS_UNKNOWN);
  g_assert_cmpint (cas_rus_map_rebels_to (m, area ("volga"), CAS_RUS_GOLDEN_HORDE), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_entry (m, area ("estonia"), 1), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_europe_route (m, area ("latvia")), ==, CAS_RUS_YES);
  g_assert_cmpstr (cas_rus_map_name (m, area ("area-23")), ==, "Smolensk on the Dnieper");
  g_assert_cmpint (cas_rus_map_terrain (m, area ("area-23")), ==, CAS_RUS_FOREST);
  g_assert_cmpint (cas_rus_map_adjacent (m, area ("ukraine"), area ("kiev")), ==, CAS_RUS_YES);

  data = cas_rus_map_to_data (m, &len);
  back = cas_rus_map_load_data (data, len, "map.json", &error);
  g_assert_no_error (error);
  g_assert_cmpint (cas_rus_map_borders (back, area ("kiev"), CAS_RUS_EUROPE), ==, CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_rebels_to (back, area ("volga"), CAS_RUS_GOLDEN_HORDE), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_entry (back, area ("estonia"), 1), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_europe_route (back, area ("latvia")), ==, CAS_RUS_YES);

  /* unknown forgets a fact */
  set (m, "kiev", "borders europe unknown");
  g_assert_cmpint (cas_rus_map_borders (m, area ("kiev"), CAS_RUS_EUROPE), ==, CAS_RUS_UNKNOWN);
  set (m, "area-23", "printed_vp unknown");
  g_assert_false (cas_rus_map_printed_vp (m, area ("area-23"), NULL));

  refused (m, "kiev", "borders mars yes", "not a Foreign Power");
  refused (m, "kiev", "rebels_to rus yes", "not an Emerging Kingdom");
  refused (m, "kiev", "entry mongols yes", "not an invader");
  refused (m, "kiev", "europe_route maybe", "not yes, no or unknown");
  refused (m, "kiev", "adjacent kiev yes", "not adjacent to itself");
  refused (m, "kiev", "name Kyiv", "named by the rulebook");
  refused (m, "kiev", "printed_vp 10", "0 to 9");
  refused (m, "kiev", "terrain swamp", "not a terrain");
  refused (m, "kiev", "colour red", "not a fact of the map");
}

/* Bordering a Foreign Power [VP p.17]: through an area the Kingdom holds itself; unknown
 * while one of its areas is not entered; bordering VP entered without a link are flagged. */
static void
test_borders (void)
{
  g_autoptr(CasRusMap) m = cas_rus_map_new ();
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(GError) error = NULL;
  CasRusState s;
  CasRusMarks marks;
  const char *const rus_areas[] = { "kiev", "ukraine", "crimea", "pecheneg" };

  g_assert_true (cas_rus_state_setup (&s, 5, CAS_RUS_STANDARD, NULL, NULL, &error));
  cas_rus_map_marks (&s, m, CAS_RUS_RUS, &marks, ex);
  for (int p = 0; p < CAS_RUS_N_POWERS; p++)
    g_assert_cmpint (marks.borders[p], ==, CAS_RUS_UNKNOWN);   /* nothing entered: nothing guessed */
  g_assert_true (says (ex, "Not entered whether Rus borders Europe: that original border is not entered for Kiev, Ukraine, Crimea, Pecheneg"));

  set (m, "crimea", "borders byzantium yes");
  for (guint i = 0; i < G_N_ELEMENTS (rus_areas); i++)
    set (m, rus_areas[i], "borders europe no");
  g_clear_pointer (&ex, cas_explain_free);
  ex = cas_explain_new ();
  cas_rus_map_marks (&s, m, CAS_RUS_RUS, &marks, ex);
  g_assert_cmpint (marks.borders[CAS_RUS_BYZANTIUM], ==, CAS_RUS_YES);
  g_assert_cmpint (marks.border_area[CAS_RUS_BYZANTIUM], ==, area ("crimea"));
  g_assert_cmpint (marks.borders[CAS_RUS_EUROPE], ==, CAS_RUS_NO);
  g_assert_cmpint (marks.borders[CAS_RUS_CHINA], ==, CAS_RUS_UNKNOWN);
  g_assert_true (says (ex, "Rus borders the Byzantine Empire: it holds Crimea"));
  g_assert_true (says (ex, "Rus does not border Europe"));

  /* Crimea lost to the Khazars: not through a Vassal's or an ally's land either. */
  g_assert_true (cas_rus_action_apply (&s, "owner crimea khazars", NULL, NULL, &error));
  g_assert_true (cas_rus_action_apply (&s, "ruler khazars rus", NULL, NULL, &error));
  cas_rus_map_marks (&s, m, CAS_RUS_RUS, &marks, NULL);
  g_assert_cmpint (marks.borders[CAS_RUS_BYZANTIUM], ==, CAS_RUS_UNKNOWN);
  for (guint i = 0; i < G_N_ELEMENTS (rus_areas); i++)
    for (int p = 0; p < CAS_RUS_N_POWERS; p++)
      if (!(p == CAS_RUS_BYZANTIUM && g_str_equal (rus_areas[i], "crimea")))
        {
          g_autofree char *words = g_strdup_printf ("borders %s no", cas_rus_power_id (p));
          set (m, rus_areas[i], words);
        }
  g_assert_true (cas_rus_action_apply (&s, "vp rus border 2", NULL, NULL, &error));
  g_clear_pointer (&ex, cas_explain_free);
  ex = cas_explain_new ();
  cas_rus_map_marks (&s, m, CAS_RUS_RUS, &marks, ex);
  g_assert_cmpint (marks.borders[CAS_RUS_BYZANTIUM], ==, CAS_RUS_NO);
  g_assert_true (says (ex, "Rus has 2 bordering VP entered, but the map shows no border link"));

  /* A Kingdom with no land borders nothing. */
  cas_rus_map_marks (&s, m, CAS_RUS_MUSCOVY, &marks, ex);
  g_assert_cmpint (marks.borders[CAS_RUS_EUROPE], ==, CAS_RUS_NO);
  g_assert_cmpint (marks.border_area[CAS_RUS_EUROPE], ==, -1);
  g_assert_true (says (ex, "Muscovy holds no area: it borders no Foreign Power"));
}

/* The corner initials [BOARD p.3; SWITCH p.5] and the entry areas [INVASION p.16]. */
static void
test_initials_and_entry (void)
{
  g_autoptr(CasRusMap) m = cas_rus_map_new ();
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(GError) error = NULL;
  CasRusState s;
  CasRusMarks marks;

  g_assert_true (cas_rus_state_setup (&s, 3, CAS_RUS_STANDARD, NULL, NULL, &error));
  cas_rus_map_marks (&s, m, CAS_RUS_MUSCOVY, &marks, ex);
  g_assert_false (says (ex, "Where the Vikings enter"));   /* the entry lines come with -1 */
  cas_rus_map_marks (&s, m, -1, &marks, ex);
  cas_rus_map_marks (&s, m, CAS_RUS_MUSCOVY, &marks, ex);
  g_assert_cmpint (marks.n_rebels, ==, 0);
  g_assert_cmpint (marks.rebels_unknown, ==, s.n_areas);
  g_assert_cmpint (marks.entry_area[0], ==, -1);
  g_assert_cmpint (marks.entry_unknown[0], ==, s.n_areas);
  g_assert_true (says (ex, "Not entered whether these areas carry the M initial: Bulgar"));
  g_assert_true (says (ex, "Where the Vikings enter is not entered"));

  for (int a = 0; a < s.n_areas; a++)
    {
      g_autofree char *id = cas_rus_area_id (a);
      gboolean m_area = g_str_equal (id, "moscow") || g_str_equal (id, "vladimir-suzdal");
      set (m, id, m_area ? "rebels_to muscovy yes" : "rebels_to muscovy no");
      set (m, id, g_str_equal (id, "kola") ? "entry vikings yes" : "entry vikings no");
    }
  g_clear_pointer (&ex, cas_explain_free);
  ex = cas_explain_new ();
  cas_rus_map_marks (&s, m, CAS_RUS_MUSCOVY, &marks, ex);
  cas_rus_map_marks (&s, m, -1, &marks, ex);
  g_assert_cmpint (marks.n_rebels, ==, 0);   /* -1: no Kingdom, no initial */
  cas_rus_map_marks (&s, m, CAS_RUS_MUSCOVY, &marks, NULL);
  g_assert_cmpint (marks.n_rebels, ==, 2);
  g_assert_cmpint (marks.rebels_unknown, ==, 0);
  g_assert_cmpint (marks.entry_area[0], ==, area ("kola"));
  g_assert_cmpint (marks.entry_area[1], ==, -1);
  g_assert_true (says (ex, "Areas with the M initial, which may rebel to Muscovy once its card is activated: Vladimir-Suzdal, Moscow")
                 || says (ex, "Areas with the M initial, which may rebel to Muscovy once its card is activated: Moscow, Vladimir-Suzdal"));
  g_assert_true (says (ex, "The Vikings enter through Kola"));
  g_assert_cmpstr (cas_rus_map_initial (CAS_RUS_GOLDEN_HORDE), ==, "GH");
  g_assert_null (cas_rus_map_initial (CAS_RUS_RUS));
}

/* The Golden Horde's line to Europe [OCCUPY p.16]: unknown while a step is not entered,
 * no when every step is known and none reaches, yes through friendly areas on a route. */
static void
test_europe_line (void)
{
  g_autoptr(CasRusMap) m = cas_rus_map_new ();
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(GError) error = NULL;
  CasRusState s;
  CasRusMarks marks;

  g_assert_true (cas_rus_state_setup (&s, 5, CAS_RUS_STANDARD, NULL, NULL, &error));
  g_assert_true (cas_rus_action_apply (&s, "owner azov golden-horde", NULL, NULL, &error));
  cas_rus_map_marks (&s, m, CAS_RUS_GOLDEN_HORDE, &marks, ex);
  g_assert_cmpint (marks.europe_line, ==, CAS_RUS_UNKNOWN);   /* Azov's border is not entered */
  g_assert_true (says (ex, "Whether a line of friendly areas along a trade route reaches Europe is not entered"));

  set (m, "azov", "borders europe no");
  cas_rus_map_marks (&s, m, CAS_RUS_GOLDEN_HORDE, &marks, NULL);
  g_assert_cmpint (marks.europe_line, ==, CAS_RUS_NO);       /* no friendly area beyond Azov */

  /* Allied with Rus: Crimea is friendly, its adjacency and route not entered. */
  g_assert_true (cas_rus_action_apply (&s, "ally golden-horde rus yes", NULL, NULL, &error));
  cas_rus_map_marks (&s, m, CAS_RUS_GOLDEN_HORDE, &marks, NULL);
  g_assert_cmpint (marks.europe_line, ==, CAS_RUS_UNKNOWN);
  set (m, "azov", "adjacent crimea yes");
  set (m, "crimea", "europe_route yes");
  set (m, "crimea", "borders europe yes");
  g_clear_pointer (&ex, cas_explain_free);
  ex = cas_explain_new ();
  cas_rus_map_marks (&s, m, CAS_RUS_GOLDEN_HORDE, &marks, ex);
  g_assert_cmpint (marks.europe_line, ==, CAS_RUS_YES);
  g_assert_true (says (ex, "reaches Europe at Crimea"));

  /* The alliance broken: Crimea is no longer friendly, and the other Rus areas not either. */
  g_assert_true (cas_rus_action_apply (&s, "ally golden-horde rus no", NULL, NULL, &error));
  cas_rus_map_marks (&s, m, CAS_RUS_GOLDEN_HORDE, &marks, NULL);
  g_assert_cmpint (marks.europe_line, ==, CAS_RUS_NO);

  /* Only the Golden Horde is asked. */
  cas_rus_map_marks (&s, m, CAS_RUS_RUS, &marks, NULL);
  g_assert_cmpint (marks.europe_line, ==, CAS_RUS_UNKNOWN);
}

/* The limits of one Diplomacy round [DIPLO p.7; ENVOY p.7; ALLY p.7], read from the lines
 * recorded since the round began. */
static void
test_diplomacy_round (void)
{
  static const char *const journal[] = {
    "envoy rus china yes", "round 2", "envoy rus china no", "envoy rus europe yes", "ally slavs rus yes",
  };
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(GError) error = NULL;
  CasRusState s;
  CasRusDiploRound r;
  guint start = cas_rus_round_start (journal, G_N_ELEMENTS (journal));

  g_assert_cmpuint (start, ==, 2);
  g_assert_cmpuint (cas_rus_round_start (journal, 1), ==, 0);
  g_assert_true (cas_rus_state_setup (&s, 5, CAS_RUS_STANDARD, NULL, NULL, &error));

  /* Outside the Diplomacy round: nothing counted, nothing said. */
  cas_rus_diplomacy_round (&s, journal + start, 2, CAS_RUS_RUS, &r, ex);
  g_assert_false (r.in_round);
  g_assert_cmpuint (cas_explain_get_n_lines (ex), ==, 0);

  /* An Envoy taken off China and put on Europe: one move, within the limits. */
  s.round = CAS_RUS_DIPLOMACY + 1;
  cas_rus_diplomacy_round (&s, journal + start, 2, CAS_RUS_RUS, &r, ex);
  g_assert_true (r.in_round);
  g_assert_cmpint (r.envoy_moves, ==, 1);
  g_assert_cmpint (r.alliance_changes, ==, 0);
  g_assert_cmpint (r.n_flags, ==, 0);

  /* And an alliance too: one or the other. The Slavs made one change, within the limits. */
  g_clear_pointer (&ex, cas_explain_free);
  ex = cas_explain_new ();
  cas_rus_diplomacy_round (&s, journal + start, 3, CAS_RUS_RUS, &r, ex);
  g_assert_cmpint (r.alliance_changes, ==, 1);
  g_assert_cmpint (r.n_flags, ==, 1);
  g_assert_true (says (ex, "Rus both moved an Envoy and changed an alliance this round: one or the other"));
  cas_rus_diplomacy_round (&s, journal + start, 3, CAS_RUS_SLAVS, &r, NULL);
  g_assert_cmpint (r.alliance_changes, ==, 1);
  g_assert_cmpint (r.n_flags, ==, 0);

  /* Two Envoys placed; an alliance broken, then one made. */
  {
    static const char *const two[] = { "envoy rus china yes", "envoy rus europe yes" };
    static const char *const relink[] = { "ally slavs rus no", "ally rus khazars yes" };
    static const char *const recall[] = { "envoy rus china no", "ally rus khazars yes" };
    g_clear_pointer (&ex, cas_explain_free);
    ex = cas_explain_new ();
    cas_rus_diplomacy_round (&s, two, 2, CAS_RUS_RUS, &r, ex);
    g_assert_cmpint (r.envoy_moves, ==, 2);
    g_assert_cmpint (r.n_flags, ==, 1);
    g_assert_true (says (ex, "Rus moved 2 Envoys this round: one Envoy is moved once a round"));
    cas_rus_diplomacy_round (&s, relink, 2, CAS_RUS_RUS, &r, ex);
    g_assert_cmpint (r.alliance_changes, ==, 2);
    g_assert_cmpint (r.n_flags, ==, 2);
    g_assert_true (says (ex, "Rus made or broke 2 alliances this round: one a round"));
    g_assert_true (says (ex, "Rus formed a new link after removing an Envoy or breaking an alliance"));
    cas_rus_diplomacy_round (&s, recall, 2, CAS_RUS_RUS, &r, NULL);
    g_assert_cmpint (r.n_flags, ==, 2);   /* both an Envoy and an alliance; a link after a recall */
  }
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rus/mapform/set-words", test_set_words);
  g_test_add_func ("/rus/mapform/borders", test_borders);
  g_test_add_func ("/rus/mapform/initials-entry", test_initials_and_entry);
  g_test_add_func ("/rus/mapform/europe-line", test_europe_line);
  g_test_add_func ("/rus/mapform/diplomacy-round", test_diplomacy_round);
  return g_test_run ();
}
