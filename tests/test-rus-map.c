/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rus-map.c: the map file the table fills in (src/games/rus/cas-rus-map.c): a round
 * trip through the file, a damaged file (an error that names it, the file untouched by
 * loading and kept as a backup by saving), unknown kept apart from known, merging with
 * conflicts, the state taking the map and giving back what the table entered, and the
 * retreat calculator [PVP p.14] saying what is not entered instead of guessing. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cas-game.h"
#include "cas-rus-action.h"
#include "cas-rus-map.h"
#include "cas-rus-tactics.h"
#include "cas-rus-user-file.h"
#include "rus-test-util.h"

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("rus-map-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_dir (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

/* A map with one of each kind of fact. */
static CasRusMap *
sample (void)
{
  CasRusMap *m = cas_rus_map_new ();
  CasRusMapArea e;
  g_autoptr(GError) error = NULL;

  cas_rus_map_area_init (&e);
  e.terrain = CAS_RUS_ARABLE;
  e.printed_vp = 2;
  e.borders[CAS_RUS_BYZANTIUM] = CAS_RUS_NO;
  e.adjacent[area ("ukraine")] = CAS_RUS_YES;
  e.adjacent[area ("kola")] = CAS_RUS_NO;
  g_assert_true (cas_rus_map_merge (m, area ("kiev"), &e, FALSE, &error));
  g_assert_no_error (error);

  cas_rus_map_area_init (&e);
  e.name = (char *) "Smolensk";
  e.terrain = CAS_RUS_FOREST;
  e.rebels_to[CAS_RUS_MUSCOVY - CAS_RUS_GOLDEN_HORDE] = CAS_RUS_YES;
  e.entry[1] = CAS_RUS_YES;
  e.europe_route = CAS_RUS_NO;
  e.adjacent[area ("kiev")] = CAS_RUS_YES;
  g_assert_true (cas_rus_map_merge (m, area ("area-23"), &e, FALSE, &error));
  g_assert_no_error (error);
  return m;
}

static void
test_default_path (void)
{
  g_autofree char *path = cas_rus_map_default_path ();
  g_autofree char *want = g_build_filename (g_get_user_data_dir (), "castellan", "rus", "map.json", NULL);
  g_assert_cmpstr (path, ==, want);
}

/* Nothing entered is nothing known: the queries say unknown, not 0 or no. */
static void
test_unknown_vs_known (void)
{
  g_autoptr(CasRusMap) empty = cas_rus_map_new ();
  g_autoptr(CasRusMap) m = sample ();
  int vp = 42;

  g_assert_cmpint (cas_rus_map_terrain (empty, area ("kiev")), ==, CAS_RUS_TERRAIN_UNKNOWN);
  g_assert_false (cas_rus_map_printed_vp (empty, area ("kiev"), &vp));
  g_assert_cmpint (vp, ==, 42);
  g_assert_cmpint (cas_rus_map_adjacent (empty, area ("kiev"), area ("ukraine")), ==, CAS_RUS_UNKNOWN);
  g_assert_false (cas_rus_map_entered (empty, area ("kiev")));
  g_assert_cmpstr (cas_rus_map_name (empty, area ("kiev")), ==, "Kiev");   /* the rulebook names it */
  g_assert_null (cas_rus_map_name (empty, area ("area-23")));             /* nobody named it yet */

  g_assert_cmpint (cas_rus_map_terrain (m, area ("kiev")), ==, CAS_RUS_ARABLE);
  g_assert_true (cas_rus_map_printed_vp (m, area ("kiev"), &vp));
  g_assert_cmpint (vp, ==, 2);
  /* adjacency both ways; a "no" is as much a fact as a "yes" */
  g_assert_cmpint (cas_rus_map_adjacent (m, area ("ukraine"), area ("kiev")), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_adjacent (m, area ("kola"), area ("kiev")), ==, CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_adjacent (m, area ("kiev"), area ("crimea")), ==, CAS_RUS_UNKNOWN);
  g_assert_cmpint (cas_rus_map_borders (m, area ("kiev"), CAS_RUS_BYZANTIUM), ==, CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_borders (m, area ("kiev"), CAS_RUS_EUROPE), ==, CAS_RUS_UNKNOWN);
  g_assert_cmpstr (cas_rus_map_name (m, area ("area-23")), ==, "Smolensk");
  g_assert_cmpint (cas_rus_map_rebels_to (m, area ("area-23"), CAS_RUS_MUSCOVY), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_rebels_to (m, area ("area-23"), CAS_RUS_VLADIMIR), ==, CAS_RUS_UNKNOWN);
  g_assert_cmpint (cas_rus_map_rebels_to (m, area ("area-23"), CAS_RUS_RUS), ==, CAS_RUS_UNKNOWN);
  g_assert_cmpint (cas_rus_map_entry (m, area ("area-23"), 1), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_entry (m, area ("area-23"), 0), ==, CAS_RUS_UNKNOWN);
  g_assert_cmpint (cas_rus_map_europe_route (m, area ("area-23")), ==, CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_europe_route (m, area ("kiev")), ==, CAS_RUS_UNKNOWN);
  g_assert_true (cas_rus_map_entered (m, area ("ukraine")));   /* its adjacency to Kiev */
  g_assert_false (cas_rus_map_entered (m, area ("crimea")));
}

static void
test_round_trip (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "castellan", "rus", "map.json", NULL);
  g_autoptr(CasRusMap) m = sample ();
  g_autoptr(CasRusMap) back = NULL;
  g_autoptr(CasRusMap) missing = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = NULL, *data = NULL, *again = NULL, *text = NULL;
  gsize len = 0;

  /* no file yet: an empty map, not an error */
  missing = cas_rus_map_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (missing);
  g_assert_false (cas_rus_map_entered (missing, area ("kiev")));

  g_assert_true (cas_rus_map_save (m, path, &backup, &error));   /* creates the folders */
  g_assert_no_error (error);
  g_assert_null (backup);
  back = cas_rus_map_load (path, &error);
  g_assert_no_error (error);
  data = cas_rus_map_to_data (m, &len);
  again = cas_rus_map_to_data (back, NULL);
  g_assert_cmpstr (data, ==, again);
  g_assert_cmpint (cas_rus_map_adjacent (back, area ("ukraine"), area ("kiev")), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_adjacent (back, area ("kiev"), area ("kola")), ==, CAS_RUS_NO);
  g_assert_cmpstr (cas_rus_map_name (back, area ("area-23")), ==, "Smolensk");
  g_assert_cmpint (cas_rus_map_entry (back, area ("area-23"), 1), ==, CAS_RUS_YES);
  /* the file holds the known facts only, by id */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"format\" : \"castellan-rus-map\""));
  g_assert_nonnull (strstr (text, "\"not_adjacent\" : ["));
  g_assert_null (strstr (text, "crimea"));
  g_assert_null (strstr (text, "unknown"));
  remove_dir (dir);
}

static void
assert_load_fails (const char *data, const char *msg)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRusMap) m = cas_rus_map_load_data (data, strlen (data), "map.json", &error);
  g_assert_null (m);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_DATA);
  if (strstr (error->message, msg) == NULL)
    g_error ("“%s” failed with “%s”, without “%s”", data, error->message, msg);
  g_assert_true (g_str_has_prefix (error->message, "map.json: "));
}

static void
test_strict (void)
{
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {}", "not a map file");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {}} x", "not a map file");
  assert_load_fails ("{'format': 1}", "not a map file");
  assert_load_fails ("[]", "not a map file (not an object)");
  assert_load_fails ("{\"format\": \"castellan-save\", \"version\": 1, \"areas\": {}}", "\"format\" is not");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 2, \"areas\": {}}", "newer Castellan");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1}", "missing member \"areas\"");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {}, \"x\": 1}", "unknown member \"x\"");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"narnia\": {}}}",
                     "areas.narnia: unknown area");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"kiev\": {\"terrain\": \"swamp\"}}}",
                     "areas.kiev: \"terrain\" must be");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"kiev\": {\"printed_vp\": 10}}}",
                     "\"printed_vp\" must be");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"kiev\": {\"colour\": 1}}}",
                     "unknown member \"colour\"");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"kiev\": {\"adjacent\": [\"kiev\"]}}}",
                     "not adjacent to itself");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"kiev\": {\"adjacent\": [\"kola\"], \"not_adjacent\": [\"kola\"]}}}",
                     "\"kola\" is said both ways");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"kiev\": {\"adjacent\": [\"kola\"]}, \"kola\": {\"not_adjacent\": [\"kiev\"]}}}",
                     "kiev and kola disagree");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"kiev\": {\"rebels_to\": [\"rus\"]}}}",
                     "\"rebels_to\": item 1 is not a known id");
  assert_load_fails ("{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"area-30\": {\"name\": \"\"}}}",
                     "\"name\" must be text");
}

/* A damaged file: loading names it and leaves it alone; saving keeps it as a backup. */
static void
test_corrupt_file (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "map.json", NULL);
  g_autofree char *corrupt = g_build_filename (dir, "map.json.corrupt", NULL);
  g_autofree char *corrupt2 = g_build_filename (dir, "map.json.corrupt-2", NULL);
  const char *bad = "{\"format\": \"castellan-rus-map\", \"version\": 1, \"areas\": {\"kiev\": {\"terrain\": ";
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRusMap) m = sample ();
  g_autoptr(CasRusMap) loaded = NULL;
  g_autofree char *backup = NULL, *backup2 = NULL, *kept = NULL, *now = NULL;

  g_assert_true (g_file_set_contents (path, bad, -1, NULL));
  loaded = cas_rus_map_load (path, &error);
  g_assert_null (loaded);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_DATA);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, bad);     /* untouched */
  g_clear_pointer (&now, g_free);

  g_assert_true (cas_rus_map_save (m, path, &backup, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (backup, ==, corrupt);
  g_assert_true (g_file_get_contents (corrupt, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, bad);    /* the damaged bytes, kept */
  loaded = cas_rus_map_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cas_rus_map_terrain (loaded, area ("kiev")), ==, CAS_RUS_ARABLE);

  /* a second damaged file does not overwrite the first backup */
  g_assert_true (g_file_set_contents (path, "not json", -1, NULL));
  g_assert_true (cas_rus_map_save (m, path, &backup2, &error));
  g_assert_cmpstr (backup2, ==, corrupt2);
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (corrupt, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, bad);

  /* a good file is replaced without a backup */
  g_clear_pointer (&backup, g_free);
  g_assert_true (cas_rus_map_save (m, path, &backup, &error));
  g_assert_null (backup);
  remove_dir (dir);
}

static void
test_merge (void)
{
  g_autoptr(CasRusMap) m = sample ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = cas_rus_map_to_data (m, NULL);
  g_autofree char *after = NULL;
  CasRusMapArea e;

  /* unknown facts leave the map's alone; new ones are added */
  cas_rus_map_area_init (&e);
  e.borders[CAS_RUS_EUROPE] = CAS_RUS_YES;
  e.adjacent[area ("crimea")] = CAS_RUS_YES;
  g_assert_true (cas_rus_map_merge (m, area ("kiev"), &e, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cas_rus_map_terrain (m, area ("kiev")), ==, CAS_RUS_ARABLE);
  g_assert_cmpint (cas_rus_map_borders (m, area ("kiev"), CAS_RUS_EUROPE), ==, CAS_RUS_YES);
  g_assert_cmpint (cas_rus_map_adjacent (m, area ("crimea"), area ("kiev")), ==, CAS_RUS_YES);

  /* a conflict changes nothing, unless the table's word is to replace */
  g_clear_pointer (&before, g_free);
  before = cas_rus_map_to_data (m, NULL);
  cas_rus_map_area_init (&e);
  e.printed_vp = 1;                          /* new */
  e.terrain = CAS_RUS_STEPPE;                /* conflicts with Arable */
  g_assert_false (cas_rus_map_merge (m, area ("kiev"), &e, FALSE, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "kiev: the map file says the terrain is"));
  g_clear_error (&error);
  after = cas_rus_map_to_data (m, NULL);
  g_assert_cmpstr (after, ==, before);
  cas_rus_map_area_init (&e);
  e.adjacent[area ("kola")] = CAS_RUS_YES;   /* conflicts with "not adjacent" */
  g_assert_false (cas_rus_map_merge (m, area ("kiev"), &e, FALSE, &error));
  g_clear_error (&error);
  g_assert_cmpint (cas_rus_map_adjacent (m, area ("kola"), area ("kiev")), ==, CAS_RUS_NO);
  g_assert_true (cas_rus_map_merge (m, area ("kiev"), &e, TRUE, &error));
  g_assert_cmpint (cas_rus_map_adjacent (m, area ("kola"), area ("kiev")), ==, CAS_RUS_YES);

  cas_rus_map_area_init (&e);
  e.name = (char *) "Smolensk Land";
  g_assert_false (cas_rus_map_merge (m, area ("area-23"), &e, FALSE, &error));
  g_assert_nonnull (strstr (error->message, "names it “Smolensk”"));
  g_clear_error (&error);
  g_assert_true (cas_rus_map_merge (m, area ("area-23"), &e, TRUE, &error));
  g_assert_cmpstr (cas_rus_map_name (m, area ("area-23")), ==, "Smolensk Land");
  e.name = (char *) "";
  g_assert_false (cas_rus_map_merge (m, area ("area-23"), &e, TRUE, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_FAILED);
  g_clear_error (&error);

  cas_rus_map_set_adjacent (m, area ("kiev"), area ("azov"), CAS_RUS_NO);
  g_assert_cmpint (cas_rus_map_adjacent (m, area ("azov"), area ("kiev")), ==, CAS_RUS_NO);
}

/* The state takes the map (unknown cells only), and gives back what the table entered. */
static void
test_state (void)
{
  g_autoptr(CasRusMap) m = sample ();
  g_autoptr(GError) error = NULL;
  CasRusState s;

  g_assert_true (cas_rus_state_setup (&s, 5, CAS_RUS_STANDARD, NULL, NULL, &error));
  s.areas[area ("kiev")].printed_vp = -1;
  g_assert_cmpint (cas_rus_map_fill_state (m, &s), ==, 3);   /* Kiev terrain and VP, area 23 terrain */
  g_assert_cmpint (s.areas[area ("kiev")].terrain, ==, CAS_RUS_ARABLE);
  g_assert_cmpint (s.areas[area ("kiev")].printed_vp, ==, 2);
  g_assert_cmpint (s.areas[area ("area-23")].terrain, ==, CAS_RUS_FOREST);
  g_assert_cmpint (s.n_areas, ==, 23);
  g_assert_cmpint (cas_rus_map_fill_state (m, &s), ==, 0);   /* nothing left to fill */

  /* what the table enters by action goes into the map */
  g_assert_true (cas_rus_action_apply (&s, "terrain ukraine steppe", NULL, NULL, &error));
  g_assert_true (cas_rus_action_apply (&s, "printed crimea 1", NULL, NULL, &error));
  g_assert_true (cas_rus_action_apply (&s, "terrain kiev forest", NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cas_rus_map_merge_state (m, &s), >=, 3);
  g_assert_cmpint (cas_rus_map_terrain (m, area ("ukraine")), ==, CAS_RUS_STEPPE);
  g_assert_cmpint (cas_rus_map_terrain (m, area ("kiev")), ==, CAS_RUS_FOREST);
  g_assert_true (cas_rus_map_printed_vp (m, area ("crimea"), NULL));
  g_assert_cmpint (cas_rus_map_merge_state (m, &s), ==, 0);

  /* the calculators' terrain: the state's, else the map's, else unknown */
  s.areas[area ("area-23")].terrain = CAS_RUS_TERRAIN_UNKNOWN;
  g_assert_cmpint (cas_rus_area_terrain (&s, m, area ("area-23")), ==, CAS_RUS_FOREST);
  g_assert_cmpint (cas_rus_area_terrain (&s, NULL, area ("area-23")), ==, CAS_RUS_TERRAIN_UNKNOWN);
  g_assert_cmpint (cas_rus_area_terrain (&s, m, area ("kola")), ==, CAS_RUS_TERRAIN_UNKNOWN);
}

/* Retreat [PVP p.14]: known adjacency names the areas; unknown adjacency is said, never
 * guessed. */
static void
test_retreat (void)
{
  g_autoptr(CasRusMap) m = cas_rus_map_new ();
  g_autoptr(GError) error = NULL;
  CasRusState s;
  CasRusRetreat r;

  g_assert_true (cas_rus_state_setup (&s, 5, CAS_RUS_STANDARD, NULL, NULL, &error));
  /* Rus holds Kiev, Ukraine, Crimea, Pecheneg [SETUP p.2]; the battle is in Ukraine */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_retreat (&s, m, area ("ukraine"), CAS_RUS_RUS, &r, ex);
    g_assert_cmpint (r.n_friendly, ==, 0);
    g_assert_cmpint (r.n_unknown, ==, 3);
    g_assert_true (says (ex, "Not entered yet whether these friendly areas are adjacent to Ukraine: Kiev, Crimea, Pecheneg"));
    g_assert_false (says (ex, "destroyed"));
  }
  cas_rus_map_set_adjacent (m, area ("ukraine"), area ("kiev"), CAS_RUS_YES);
  cas_rus_map_set_adjacent (m, area ("ukraine"), area ("crimea"), CAS_RUS_NO);
  cas_rus_map_set_adjacent (m, area ("ukraine"), area ("pecheneg"), CAS_RUS_NO);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_retreat (&s, m, area ("ukraine"), CAS_RUS_RUS, &r, ex);
    g_assert_cmpint (r.n_friendly, ==, 1);
    g_assert_cmpint (r.friendly[0], ==, area ("kiev"));
    g_assert_cmpint (r.n_unknown, ==, 0);
    g_assert_true (says (ex, "Kiev: adjacent to Ukraine"));
  }
  /* an ally's land counts; then without Kiev nothing is left */
  cas_rus_map_set_adjacent (m, area ("ukraine"), area ("azov"), CAS_RUS_YES);
  g_assert_true (cas_rus_action_apply (&s, "ally rus khazars yes", NULL, NULL, &error));
  g_assert_true (cas_rus_action_apply (&s, "owner kiev none", NULL, NULL, &error));
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_retreat (&s, m, area ("ukraine"), CAS_RUS_RUS, &r, ex);
    g_assert_cmpint (r.n_friendly, ==, 1);
    g_assert_cmpint (r.friendly[0], ==, area ("azov"));
  }
  g_assert_true (cas_rus_action_apply (&s, "ally rus khazars no", NULL, NULL, &error));
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_retreat (&s, m, area ("ukraine"), CAS_RUS_RUS, &r, ex);
    g_assert_cmpint (r.n_friendly, ==, 0);
    g_assert_true (says (ex, "No friendly area is adjacent to Ukraine: the survivors are destroyed"));
  }
}

/* Campaign targets [CAMPAIGN p.13]: known neighbours only; an ally's land flagged. */
static void
test_campaign_targets (void)
{
  g_autoptr(CasRusMap) m = cas_rus_map_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  CasRusState s;
  CasRusTargets t;

  g_assert_true (cas_rus_state_setup (&s, 5, CAS_RUS_STANDARD, NULL, NULL, &error));
  cas_rus_campaign_targets (&s, m, CAS_RUS_RUS, &t, NULL);
  g_assert_cmpint (t.n_targets, ==, 0);
  g_assert_cmpint (t.n_unknown, ==, CAS_RUS_N_KNOWN_AREAS - 4);   /* nothing entered: nothing guessed */

  cas_rus_map_set_adjacent (m, area ("crimea"), area ("azov"), CAS_RUS_YES);
  cas_rus_map_set_adjacent (m, area ("pecheneg"), area ("volga-plain"), CAS_RUS_YES);
  g_assert_true (cas_rus_action_apply (&s, "ally rus khazars yes", NULL, NULL, &error));
  g_assert_true (cas_rus_action_apply (&s, "owner volga-plain none", NULL, NULL, &error));
  cas_rus_campaign_targets (&s, m, CAS_RUS_RUS, &t, ex);
  g_assert_cmpint (t.n_targets, ==, 2);
  g_assert_cmpint (t.targets[0], ==, area ("azov"));
  g_assert_true (t.forbidden[0]);
  g_assert_cmpint (t.targets[1], ==, area ("volga-plain"));
  g_assert_false (t.forbidden[1]);
  g_assert_cmpint (t.n_unknown, ==, CAS_RUS_N_KNOWN_AREAS - 6);
  g_assert_true (says (ex, "Azov (from Crimea): held by Khazars, an ally, Ruler or Vassal: no attack"));
  g_assert_true (says (ex, "Volga Plain: adjacent to Pecheneg, so it may be invaded"));
  g_assert_true (says (ex, "Not entered yet whether these areas border Rus's land: Bulgar"));
}

/* DIPLO p.7, ANNEX p.7, MISSION p.7 (rus-rel): the Diplomacy Lead's bonus. Worked by
 * hand, 3 players (Bulgars, Rus, Khazars; Lithuanians and Slavs Neutral), player 2 (Rus)
 * leads Diplomacy. Map: Kiev-Turov, Kiev-Lithuania, Ukraine-Volga, Crimea-Azov adjacent,
 * nothing else. Turov (Lithuanians, Neutral, 2 armies): annexable, proposed as `armies
 * turov lithuanians 0`, `armies turov rus 1`. Lithuania: the Lithuanians' capital, no.
 * Volga (Bulgars, a player's, no settlement): Missionaries only with a religion; Rus
 * Orthodox: yes, `owner volga rus`. A settlement in Volga: no. Not the Lead: no. With no
 * adjacency entered for Bulgar, it is "not entered", never guessed. */
static void
test_annex (void)
{
  g_autoptr(CasRusMap) m = cas_rus_map_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasExplain) turov = cas_explain_new ();
  g_autoptr(CasExplain) volga = cas_explain_new ();
  static const int kingdoms[] = { CAS_RUS_BULGARS, CAS_RUS_RUS, CAS_RUS_KHAZARS };
  CasRusState s;
  CasRusAnnex an;

  g_assert_true (cas_rus_state_setup (&s, 3, CAS_RUS_STANDARD, kingdoms, NULL, &error));
  g_assert_true (cas_rus_action_apply (&s, "pick 2 diplomacy", NULL, NULL, &error));
  cas_rus_map_set_adjacent (m, area ("kiev"), area ("turov"), CAS_RUS_YES);
  cas_rus_map_set_adjacent (m, area ("kiev"), area ("lithuania"), CAS_RUS_YES);
  cas_rus_map_set_adjacent (m, area ("ukraine"), area ("volga"), CAS_RUS_YES);
  cas_rus_map_set_adjacent (m, area ("crimea"), area ("azov"), CAS_RUS_YES);

  cas_rus_annex (&s, m, CAS_RUS_RUS, -1, &an, ex);
  g_assert_true (an.lead);
  g_assert_false (an.christian);
  g_assert_cmpint (an.n_areas, ==, 4);
  g_assert_cmpint (an.n_annex, ==, 1);
  g_assert_cmpint (an.n_mission, ==, 0);
  g_assert_true (says (ex, "Turov (Lithuanians): may be annexed"));
  g_assert_true (says (ex, "Lithuania (Lithuanians): may not be annexed: the capital of the Lithuanians"));
  g_assert_true (says (ex, "Volga (Bulgars): Missionaries may not convert it: it holds no Christian religion"));
  g_assert_true (says (ex, "Not entered yet whether these areas border Rus's land: Bulgar"));
  g_assert_cmpint (an.n_unknown, >, 0);

  cas_rus_annex (&s, m, CAS_RUS_RUS, area ("turov"), &an, turov);
  g_assert_cmpint (an.allowed[0], ==, CAS_RUS_YES);
  g_assert_cmpstr (cas_explain_get_action (turov, 0), ==, "armies turov lithuanians 0");
  g_assert_cmpstr (cas_explain_get_action (turov, 1), ==, "armies turov rus 1");
  g_assert_true (cas_rus_action_apply (&s, "armies turov lithuanians 0", NULL, NULL, &error));
  g_assert_true (cas_rus_action_apply (&s, "armies turov rus 1", NULL, NULL, &error));
  g_assert_cmpint (s.areas[area ("turov")].owner, ==, CAS_RUS_RUS);

  g_assert_true (cas_rus_action_apply (&s, "religion rus orthodox", NULL, NULL, &error));
  cas_rus_annex (&s, m, CAS_RUS_RUS, area ("volga"), &an, volga);
  g_assert_cmpint (an.kind[0], ==, CAS_RUS_ANNEX_MISSION);
  g_assert_cmpint (an.allowed[0], ==, CAS_RUS_YES);
  g_assert_true (proposes (volga, "owner volga rus"));
  /* a settlement there: no */
  s.areas[area ("volga")].settlement = CAS_RUS_TOWN;
  cas_rus_annex (&s, m, CAS_RUS_RUS, area ("volga"), &an, NULL);
  g_assert_cmpint (an.allowed[0], ==, CAS_RUS_NO);
  s.areas[area ("volga")].settlement = CAS_RUS_NO_SETTLEMENT;
  /* not the Lead: no */
  cas_rus_annex (&s, m, CAS_RUS_KHAZARS, area ("crimea"), &an, NULL);
  g_assert_false (an.lead);
  g_assert_cmpint (an.allowed[0], ==, CAS_RUS_NO);
  /* adjacency not entered: unknown, never guessed */
  cas_rus_annex (&s, m, CAS_RUS_RUS, area ("bulgar"), &an, NULL);
  g_assert_cmpint (an.allowed[0], ==, CAS_RUS_NO);   /* a Town stands in Bulgar: known no */
  cas_rus_annex (&s, m, CAS_RUS_RUS, area ("ufa"), &an, NULL);
  g_assert_cmpint (an.allowed[0], ==, CAS_RUS_UNKNOWN);
}

/* ---- the Tactics file [PVP p.14] ---- */

/* The matrix round-trips; unknown cards, values out of -9..9 and a newer version are
 * refused with the entry named; a damaged file is kept as .corrupt when saved over. */
static void
test_tactics_file (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "tactics.json", NULL);
  g_autofree char *corrupt = g_build_filename (dir, "tactics.json.corrupt", NULL);
  g_autofree char *want_path = g_build_filename (g_get_user_data_dir (), "castellan", "rus", "tactics.json", NULL);
  g_autofree char *default_path = cas_rus_tactics_default_path ();
  g_autofree char *backup = NULL;
  g_autoptr(GError) error = NULL;
  CasRusTactics t, back;

  g_assert_cmpstr (default_path, ==, want_path);
  g_assert_true (cas_rus_tactics_load (&t, path, &error));        /* missing: empty */
  g_assert_false (t.known[CAS_RUS_FRONTAL_ASSAULT][CAS_RUS_CITY_WALLS]);
  t.known[CAS_RUS_FRONTAL_ASSAULT][CAS_RUS_CITY_WALLS] = TRUE;
  t.value[CAS_RUS_FRONTAL_ASSAULT][CAS_RUS_CITY_WALLS] = -2;
  t.known[CAS_RUS_STAND_SIEGE][CAS_RUS_CITY_WALLS] = TRUE;
  t.value[CAS_RUS_STAND_SIEGE][CAS_RUS_CITY_WALLS] = 0;
  g_assert_true (cas_rus_tactics_save (&t, path, &backup, &error));
  g_assert_null (backup);
  g_assert_true (cas_rus_tactics_load (&back, path, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (&t, &back, sizeof t) == 0);

  static const char *const bad[] = {
    "{\"format\": \"castellan-rus-tactics\", \"version\": 1, \"matrix\": {\"charge\": {}}}",
    "{\"format\": \"castellan-rus-tactics\", \"version\": 1, \"matrix\": {\"flank-attack\": {\"city-walls\": 10}}}",
    "{\"format\": \"castellan-rus-tactics\", \"version\": 2, \"matrix\": {}}",
    "{\"format\": \"castellan-rus-map\", \"version\": 1, \"matrix\": {}}",
    "{\"format\": \"castellan-rus-tactics\", \"version\": 1, \"matrix\": {}, \"extra\": 1}",
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (cas_rus_tactics_load_data (&back, bad[i], strlen (bad[i]), "t.json", &error));
      g_assert_error (error, CAS_ERROR, CAS_ERROR_DATA);
      g_assert_true (g_str_has_prefix (error->message, "t.json"));
      g_clear_error (&error);
    }
  g_assert_true (cas_rus_tactics_load_data (&back, bad[1], strlen (bad[1]), "t.json", &error) == FALSE);
  g_assert_nonnull (strstr (error->message, "matrix.flank-attack.city-walls"));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, "{", -1, NULL));
  g_assert_false (cas_rus_tactics_load (&back, path, &error));
  g_clear_error (&error);
  g_assert_true (cas_rus_tactics_save (&t, path, &backup, &error));
  g_assert_cmpstr (backup, ==, corrupt);
  remove_dir (dir);
}

/* rus-app: one fact from words, as the app's Tactics form enters it through the table's
 * own file kind (cas_rus_tactics_file.set_words): a matrix entry ("+2", "-9", "unknown"),
 * a table card's name and ability; other words change nothing [PVP p.14]. */
static void
test_tactics_set_words (void)
{
  static const char *const plus[] = { "town-barricades", "+2" };
  static const char *const minus[] = { "town-barricades", "-9" };
  static const char *const forget[] = { "town-barricades", "unknown" };
  static const char *const big[] = { "town-barricades", "10" };
  static const char *const word[] = { "town-barricades", "two" };
  static const char *const name[] = { "name", "Horse Archers" };
  static const char *const ability[] = { "ability", "academy" };
  g_autoptr(GError) error = NULL;
  CasRusTactics t, before;

  cas_rus_tactics_init (&t);
  g_assert_true (cas_rus_tactics_file.set_words (&t, CAS_RUS_STAND_SIEGE, plus, 2, &error));
  g_assert_no_error (error);
  g_assert_true (t.known[CAS_RUS_STAND_SIEGE][CAS_RUS_TOWN_BARRICADES]);
  g_assert_cmpint (t.value[CAS_RUS_STAND_SIEGE][CAS_RUS_TOWN_BARRICADES], ==, 2);
  g_assert_false (t.known[CAS_RUS_TOWN_BARRICADES][CAS_RUS_STAND_SIEGE]);   /* one way only */
  g_assert_true (cas_rus_tactics_set_words (&t, CAS_RUS_STAND_SIEGE, minus, 2, &error));
  g_assert_cmpint (t.value[CAS_RUS_STAND_SIEGE][CAS_RUS_TOWN_BARRICADES], ==, -9);
  g_assert_true (cas_rus_tactics_set_words (&t, CAS_RUS_STAND_SIEGE, forget, 2, &error));
  g_assert_false (t.known[CAS_RUS_STAND_SIEGE][CAS_RUS_TOWN_BARRICADES]);
  g_assert_true (cas_rus_tactics_set_words (&t, CAS_RUS_TABLE_TACTIC_1 + 1, name, 2, &error));
  g_assert_true (cas_rus_tactics_set_words (&t, CAS_RUS_TABLE_TACTIC_1 + 1, ability, 2, &error));
  g_assert_cmpstr (cas_rus_tactics_card_name (&t, CAS_RUS_TABLE_TACTIC_1 + 1), ==, "Horse Archers");
  g_assert_cmpint (t.ability[1], ==, CAS_RUS_ACADEMY);
  before = t;
  g_assert_false (cas_rus_tactics_set_words (&t, CAS_RUS_STAND_SIEGE, big, 2, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
  g_clear_error (&error);
  g_assert_false (cas_rus_tactics_set_words (&t, CAS_RUS_STAND_SIEGE, word, 2, &error));
  g_clear_error (&error);
  g_assert_false (cas_rus_tactics_set_words (&t, CAS_RUS_STAND_SIEGE, name, 2, &error));   /* a rulebook card */
  g_clear_error (&error);
  g_assert_false (cas_rus_tactics_set_words (&t, CAS_RUS_STAND_SIEGE, plus, 1, &error));
  g_clear_error (&error);
  g_assert_true (memcmp (&t, &before, sizeof t) == 0);
}

/* The modifiers of a battle: Frontal Assault against City Walls is -2 from the file; the
 * defender's City Walls against Frontal Assault is not in it, so the --tactics value
 * (+1) stands, or 0 when none was typed; each line says where its number came from. */
static void
test_tactics_modifiers (void)
{
  CasRusTactics t;
  int a = 99, d = 99;

  memset (&t, 0, sizeof t);
  t.known[CAS_RUS_FRONTAL_ASSAULT][CAS_RUS_CITY_WALLS] = TRUE;
  t.value[CAS_RUS_FRONTAL_ASSAULT][CAS_RUS_CITY_WALLS] = -2;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_tactics_modifiers (&t, "T", CAS_RUS_FRONTAL_ASSAULT, CAS_RUS_CITY_WALLS, 3, 1, &a, &d, ex);
    g_assert_cmpint (a, ==, -2);
    g_assert_cmpint (d, ==, 1);
    g_assert_cmpuint (cas_explain_get_n_lines (ex), ==, 3);
    g_assert_nonnull (strstr (cas_explain_get_line (ex, 0)->text, "from the Tactics file T"));
    g_assert_nonnull (strstr (cas_explain_get_line (ex, 1)->text, "City Walls against Frontal Assault is not in the Tactics file yet"));
    g_assert_nonnull (strstr (cas_explain_get_line (ex, 2)->text, "+1, as the players entered it for this battle"));
    /* rus-app: the core's lines serve the app too: no command of the CLI in them */
    for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
      g_assert_null (strstr (cas_explain_get_line (ex, i)->text, "castellan-cli"));
  }
  cas_rus_tactics_modifiers (&t, "T", CAS_RUS_FRONTAL_ASSAULT, CAS_RUS_CITY_WALLS, CAS_RUS_TACTIC_NONE,
                             CAS_RUS_TACTIC_NONE, &a, &d, NULL);
  g_assert_cmpint (a, ==, -2);
  g_assert_cmpint (d, ==, 0);
  g_assert_cmpint (cas_rus_tactic_from_id ("cavalry-charge"), ==, CAS_RUS_CAVALRY_CHARGE);
  g_assert_cmpint (cas_rus_tactic_from_id ("charge"), ==, -1);
}

/* The table's Tactics cards (issue 18): a card the table names and ties to the C&T
 * ability that adds it is kept in the Tactics file, and offered to a Kingdom holding the
 * ability from the turn after it was bought, besides the three basic cards and, defending,
 * its settlement's card [PVP p.14; SIEGE p.14; CT p.17]. */
static void
test_tactics_table_cards (void)
{
  static const char *const name[] = { "name", "Horse Archers" };
  static const char *const cavalry[] = { "ability", "cavalry" };
  static const char *const mining[] = { "ability", "mining" };
  static const char *const flying[] = { "ability", "flying" };
  static const char *const levy[] = { "name", "Levy" };
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "tactics.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  CasRusState *s = g_new0 (CasRusState, 1);
  CasRusTactics t, back;
  CasRusTacticsOffer o;
  int table_1 = cas_rus_tactic_from_id ("table-1"), table_2 = cas_rus_tactic_from_id ("table-2");
  int table_3 = cas_rus_tactic_from_id ("table-3"), bulgar = cas_rus_area_from_id ("bulgar");
  int mining_a = cas_rus_ability_from_id ("mining");

  g_assert_cmpint (table_1, ==, CAS_RUS_TABLE_TACTIC_1);
  cas_rus_tactics_init (&t);
  g_assert_true (cas_rus_tactics_card_set_words (&t, table_1, name, 2, &error));
  g_assert_true (cas_rus_tactics_card_set_words (&t, table_1, cavalry, 2, &error));
  g_assert_true (cas_rus_tactics_card_set_words (&t, table_2, levy, 2, &error));   /* no ability yet */
  g_assert_true (cas_rus_tactics_card_set_words (&t, table_3, mining, 2, &error));
  g_assert_no_error (error);
  t.known[table_1][CAS_RUS_FRONTAL_ASSAULT] = TRUE;
  t.value[table_1][CAS_RUS_FRONTAL_ASSAULT] = 2;
  g_assert_cmpstr (cas_rus_tactics_card_name (&t, table_1), ==, "Horse Archers");
  g_assert_cmpstr (cas_rus_tactics_card_name (&t, table_3), ==, "Table Card 3");
  /* only the table's cards take a name; an unknown ability is refused and changes nothing */
  g_assert_false (cas_rus_tactics_card_set_words (&t, CAS_RUS_CITY_WALLS, name, 2, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
  g_clear_error (&error);
  g_assert_false (cas_rus_tactics_card_set_words (&t, table_1, flying, 2, &error));
  g_clear_error (&error);
  g_assert_cmpint (t.ability[0], ==, CAS_RUS_CAVALRY);

  /* saved and read back as it was */
  g_assert_true (cas_rus_tactics_save (&t, path, NULL, &error));
  g_assert_true (cas_rus_tactics_load (&back, path, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (&t, &back, sizeof t) == 0);
  data = cas_rus_tactics_to_data (&t, NULL);
  g_assert_nonnull (strstr (data, "Horse Archers"));
  {
    static const char *const bad[][2] = {
      { "{\"format\": \"castellan-rus-tactics\", \"version\": 1, \"matrix\": {\"city-walls\": {\"name\": \"X\"}}}", "matrix.city-walls.name" },
      { "{\"format\": \"castellan-rus-tactics\", \"version\": 1, \"matrix\": {\"table-1\": {\"ability\": \"flying\"}}}", "names no ability" },
      { "{\"format\": \"castellan-rus-tactics\", \"version\": 1, \"matrix\": {\"table-1\": {\"name\": \"\"}}}", "1 to 60" },
    };
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(GError) e = NULL;
        g_assert_false (cas_rus_tactics_load_data (&back, bad[i][0], strlen (bad[i][0]), "t.json", &e));
        g_assert_nonnull (strstr (e->message, bad[i][1]));
      }
  }

  /* The Bulgars attack without the abilities: the three basic cards; table-2's ability is
   * not entered */
  g_assert_true (cas_rus_state_setup (s, 3, CAS_RUS_STANDARD, NULL, NULL, &error));
  s->turn = 2;
  cas_rus_tactics_offer (s, &t, CAS_RUS_BULGARS, -1, FALSE, &o, ex);
  g_assert_cmpint (o.n_offered, ==, 3);
  g_assert_true (o.offered[CAS_RUS_FRONTAL_ASSAULT] && o.offered[CAS_RUS_STAND_SIEGE] && o.offered[CAS_RUS_FLANK_ATTACK]);
  g_assert_cmpint (o.not_entered, ==, 1);
  /* with Cavalry and Mining bought this turn, defending a City: Horse Archers and City Walls,
   * not Mining's card before the next turn */
  s->kingdoms[CAS_RUS_BULGARS].cavalry = 1;
  s->kingdoms[CAS_RUS_BULGARS].abilities[mining_a] = 2;
  s->areas[bulgar].owner = CAS_RUS_BULGARS;
  s->areas[bulgar].settlement = CAS_RUS_CITY;
  cas_rus_tactics_offer (s, &t, CAS_RUS_BULGARS, bulgar, TRUE, &o, ex);
  g_assert_true (o.offered[table_1]);
  g_assert_true (o.offered[CAS_RUS_CITY_WALLS]);
  g_assert_false (o.offered[CAS_RUS_TOWN_BARRICADES]);
  g_assert_false (o.offered[table_3]);
  g_assert_cmpint (o.n_offered, ==, 5);
  s->turn = 3;   /* the next turn: Mining's card too */
  cas_rus_tactics_offer (s, &t, CAS_RUS_BULGARS, bulgar, TRUE, &o, ex);
  g_assert_true (o.offered[table_3]);
  cas_explain_print (ex, text, "");
  g_assert_nonnull (strstr (text->str, "Horse Archers: added by Cavalry"));
  /* rus-app2: table-2's line says its ability is missing, naming no castellan-cli command */
  g_assert_nonnull (strstr (text->str, "which ability adds it is not entered in the Tactics file yet"));
  g_assert_null (strstr (text->str, "castellan-cli"));
  g_assert_nonnull (strstr (text->str, "Mining was bought this turn"));

  /* The Rus, Neutral, Influenced by player 1 (the Bulgars) this turn: they have the
   * Bulgars' abilities, so their cards, and Metallurgy and Cavalry in battle [INFLUENCE p.8] */
  {
    g_autoptr(CasExplain) cbt = cas_explain_new ();
    g_autoptr(GString) lines = g_string_new (NULL);
    CasRusForce f;
    cas_rus_tactics_offer (s, &t, CAS_RUS_RUS, -1, FALSE, &o, NULL);
    g_assert_false (o.offered[table_1]);
    g_assert_cmpint (cas_rus_influencer_kingdom (s, CAS_RUS_RUS), ==, -1);
    s->kingdoms[CAS_RUS_RUS].influenced_by = 0;
    g_assert_cmpint (cas_rus_influencer_kingdom (s, CAS_RUS_RUS), ==, CAS_RUS_BULGARS);
    g_assert_cmpint (cas_rus_influencer_kingdom (s, CAS_RUS_BULGARS), ==, -1);
    cas_rus_tactics_offer (s, &t, CAS_RUS_RUS, -1, FALSE, &o, cbt);
    g_assert_true (o.offered[table_1]);
    g_assert_true (o.offered[table_3]);
    s->kingdoms[CAS_RUS_BULGARS].metallurgy_turn = 1;
    cas_rus_table_force (s, CAS_RUS_RUS, 3, &f);
    g_assert_true (f.metallurgy && f.metallurgy_influencer);
    g_assert_true (f.cavalry && f.cavalry_influencer);
    g_assert_cmpint (cas_rus_basic_cbt (&s->settings, &f, TRUE, CAS_RUS_FOREST, cbt), ==, 3);   /* +1 Metallurgy, -1 Cavalry */
    cas_explain_print (cbt, lines, "");
    g_assert_nonnull (strstr (lines->str, "Horse Archers: added by Cavalry, which its Influencer Bulgars holds"));
    g_assert_nonnull (strstr (lines->str, "Metallurgy of its Influencer"));
    g_assert_nonnull (strstr (lines->str, "Cavalry (its Influencer's this turn)"));
  }
  g_free (s);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  /* A home of its own (not G_TEST_OPTION_ISOLATE_DIRS, whose directories GLib 2.74
   * leaks under LeakSanitizer): the default map path then lies in it. */
  g_autofree char *home = g_dir_make_tmp ("castellan-rus-map-XXXXXX", NULL);
  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rus-map/default-path", test_default_path);
  g_test_add_func ("/rus-map/unknown-vs-known", test_unknown_vs_known);
  g_test_add_func ("/rus-map/round-trip", test_round_trip);
  g_test_add_func ("/rus-map/strict", test_strict);
  g_test_add_func ("/rus-map/corrupt-file", test_corrupt_file);
  g_test_add_func ("/rus-map/merge", test_merge);
  g_test_add_func ("/rus-map/state", test_state);
  g_test_add_func ("/rus-map/retreat", test_retreat);
  g_test_add_func ("/rus-map/campaign-targets", test_campaign_targets);
  g_test_add_func ("/rus-map/annex", test_annex);
  g_test_add_func ("/rus-map/tactics-file", test_tactics_file);
  g_test_add_func ("/rus-map/tactics-modifiers", test_tactics_modifiers);
  g_test_add_func ("/rus-map/tactics-set-words", test_tactics_set_words);   /* rus-app */
  g_test_add_func ("/rus-map/tactics-table-cards", test_tactics_table_cards);
  int rc = g_test_run ();
  g_rmdir (home);
  return rc;
}
