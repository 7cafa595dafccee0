/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game.c: the Nevsky data loads with the right counts and facts; broken data is
 * refused with a message naming the file, the entry and the problem. */
#include "castellan.h"
#include "nevsky-types.h"

#include <glib/gstdio.h>
#include <string.h>

static CasGame *
nevsky (void)
{
  g_autoptr(GError) error = NULL;
  CasGame *game = cas_game_load_builtin ("nevsky", &error);
  g_assert_no_error (error);
  return game;
}

static void
test_counts (void)
{
  g_autoptr(CasGame) game = nevsky ();
  int waterways = 0, trackways = 0, seaports = 0, commanderies = 0, strongholds = 0;
  int sides[2] = { 0 }, specials = 0;

  g_assert_cmpuint (cas_game_get_n_locales (game), ==, 53);
  g_assert_cmpuint (cas_game_get_n_ways (game), ==, 73);
  g_assert_cmpuint (cas_game_get_n_lords (game), ==, 12);
  g_assert_cmpuint (cas_game_get_n_vassals (game), ==, 34);
  g_assert_cmpuint (cas_game_get_n_cards (game), ==, 42);
  g_assert_cmpuint (cas_game_get_n_scenarios (game), ==, 7);
  g_assert_cmpuint (cas_game_get_n_boxes (game), ==, 16);
  for (guint i = 0; i < cas_game_get_n_ways (game); i++)
    {
      if (cas_game_get_way (game, (int) i)->type == CAS_WAY_WATERWAY)
        waterways++;
      else
        trackways++;
    }
  g_assert_cmpint (waterways, ==, 24);
  g_assert_cmpint (trackways, ==, 49);
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    {
      const CasLocale *l = cas_game_get_locale (game, (int) i);
      seaports += l->seaport;
      commanderies += l->commandery;
      strongholds += cas_locale_is_stronghold (l);
      sides[l->side]++;
    }
  /* map.md §5 counts; 1.3.1 */
  g_assert_cmpint (seaports, ==, 8);
  g_assert_cmpint (commanderies, ==, 4);
  g_assert_cmpint (strongholds, ==, 18);
  g_assert_cmpint (sides[0], ==, 24);
  g_assert_cmpint (sides[1], ==, 29);
  for (guint i = 0; i < cas_game_get_n_vassals (game); i++)
    specials += cas_game_get_vassal (game, (int) i)->special_card >= 0;
  g_assert_cmpint (specials, ==, 6);
}

static void
test_facts (void)
{
  g_autoptr(CasGame) game = nevsky ();
  const CasLocale *reval = cas_game_get_locale (game, cas_game_find_locale (game, "reval"));
  const CasLord *hermann = cas_game_get_lord (game, cas_game_find_lord (game, "hermann"));
  const CasLord *knud = cas_game_get_lord (game, cas_game_find_lord (game, "knud_and_abel"));
  const CasLord *aleksandr = cas_game_get_lord (game, cas_game_find_lord (game, "aleksandr"));
  int dorpat = cas_game_find_locale (game, "dorpat"), odenpah = cas_game_find_locale (game, "odenpah");

  g_assert_cmpint (reval->type, ==, NEVSKY_LOCALE_BISHOPRIC);
  g_assert_cmpint (reval->capacity, ==, 3);
  g_assert_cmpint (reval->walls, ==, 4);
  g_assert_cmpint (reval->vp, ==, 2);
  g_assert_true (reval->seaport);
  /* 1.5.3 ratings on Hermann's mat; second edition Forces (1 Militia instead of a Men-at-Arms) */
  g_assert_cmpint (hermann->fealty, ==, 4);
  g_assert_cmpint (hermann->service, ==, 4);
  g_assert_cmpint (hermann->lordship, ==, 3);
  g_assert_cmpint (hermann->command, ==, 3);
  g_assert_cmpint (hermann->forces[CAS_FORCE_MEN_AT_ARMS], ==, 1);
  g_assert_cmpint (hermann->forces[CAS_FORCE_MILITIA], ==, 1);
  g_assert_cmpint (hermann->marshal, ==, CAS_MARSHAL_UNLESS);
  g_assert_false (hermann->ships);
  /* June 2023 second edition: Knud & Abel start with 1 Coin */
  g_assert_cmpint (knud->assets[CAS_ASSET_COIN], ==, 1);
  g_assert_cmpint (knud->assets[CAS_ASSET_SHIP], ==, 2);
  /* 1.5.3: Aleksandr has no Fealty */
  g_assert_cmpint (aleksandr->fealty, ==, 0);
  /* Dorpat-Odenpah is joined by a Trackway and a Waterway (map.md) */
  g_assert_true (cas_game_adjacent (game, dorpat, odenpah));
  g_assert_true (cas_game_adjacent (game, odenpah, dorpat));
  g_assert_false (cas_game_adjacent (game, dorpat, cas_game_find_locale (game, "novgorod")));
  /* 1.7.4 usable Transport: Summer Carts on Trackways, Winter Sleds everywhere */
  const CasSeason *summer = cas_game_get_box_season (game, 1);
  const CasSeason *winter = cas_game_get_box_season (game, 3);
  const CasSeason *rasputitsa = cas_game_get_box_season (game, 7);
  g_assert_cmpuint (summer->trackway, ==, 1u << CAS_ASSET_CART);
  g_assert_cmpuint (summer->waterway, ==, 1u << NEVSKY_ASSET_BOAT);
  g_assert_cmpuint (winter->waterway, ==, 1u << NEVSKY_ASSET_SLED);
  g_assert_cmpuint (rasputitsa->trackway, ==, 0);
  g_assert_cmpint (summer->plan_size, ==, 6);
  g_assert_cmpint (winter->plan_size, ==, 4);
  g_assert_cmpint (rasputitsa->plan_size, ==, 5);
  /* Strongholds table, second edition garrisons */
  g_assert_cmpint (cas_game_get_stronghold (game, NEVSKY_LOCALE_BISHOPRIC)->garrison[CAS_FORCE_MEN_AT_ARMS], ==, 2);
  g_assert_cmpint (cas_game_get_stronghold (game, CAS_LOCALE_CASTLE)->garrison[CAS_FORCE_KNIGHTS], ==, 1);
  g_assert_cmpint (cas_game_get_unit (game, CAS_FORCE_KNIGHTS)->range, ==, 4);
}

/* ---- broken data -------------------------------------------------------- */

static char *
copy_data (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("castellan-data-XXXXXX", &error);
  const char *src = g_getenv ("CASTELLAN_DATA_DIR");
  g_autofree char *game_src = g_build_filename (src, "games", "nevsky", NULL);
  g_autoptr(GDir) d = g_dir_open (game_src, 0, &error);
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *from = g_build_filename (game_src, name, NULL);
      g_autofree char *to = g_build_filename (dir, name, NULL);
      g_autofree char *contents = NULL;
      gsize len;
      g_assert_true (g_file_get_contents (from, &contents, &len, NULL));
      g_assert_true (g_file_set_contents (to, contents, (gssize) len, NULL));
    }
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);
      g_unlink (p);
    }
  g_rmdir (dir);
}

/* Replaces the first occurrence of `from` in `file` by `to`, loads, and checks that
 * the error message contains every expected fragment. */
static void
expect_broken (const char *file, const char *from, const char *to, const char *const *fragments)
{
  g_autofree char *dir = copy_data ();
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) gdir = g_file_new_for_path (dir);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  char *at = strstr (contents, from);
  g_assert_nonnull (at);
  g_autofree char *changed = g_strdup_printf ("%.*s%s%s", (int) (at - contents), contents, to, at + strlen (from));
  g_assert_true (g_file_set_contents (path, changed, -1, NULL));

  g_autoptr(CasGame) game = cas_game_load (gdir, &error);
  g_assert_null (game);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_DATA);
  for (const char *const *f = fragments; *f; f++)
    if (strstr (error->message, *f) == NULL)
      g_error ("message “%s” lacks “%s”", error->message, *f);
  remove_dir (dir);
}

static void
test_good_copy_loads (void)
{
  g_autofree char *dir = copy_data ();
  g_autoptr(GFile) gdir = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load (gdir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cas_game_get_n_locales (game), ==, 53);
  remove_dir (dir);
}

static void
test_unknown_locale_in_way (void)
{
  expect_broken ("map.json", "[\"lovat\", \"rusa\"]", "[\"lovatt\", \"rusa\"]", (const char *const[]) { "map.json", "ways[", "unknown Locale \"lovatt\"", NULL });
}

static void
test_duplicate_id (void)
{
  expect_broken ("lords.json", "\"id\": \"heinrich\"", "\"id\": \"andreas\"", (const char *const[]) { "lords.json", "lords[1]", "duplicate id \"andreas\"", NULL });
}

static void
test_missing_field (void)
{
  expect_broken ("map.json", "\"capacity\": 3,", "", (const char *const[]) { "map.json", "locales[0] (reval)", "missing member \"capacity\"", NULL });
}

static void
test_bad_number (void)
{
  expect_broken ("lords.json", "\"fealty\": 2,", "\"fealty\": \"two\",", (const char *const[]) { "lords.json", "(andreas)", "\"fealty\"", NULL });
  expect_broken ("lords.json", "\"service\": 4,", "\"service\": 40,", (const char *const[]) { "lords.json", "\"service\" is 40", NULL });
}

static void
test_unknown_member (void)
{
  expect_broken ("map.json", "\"capacity\": 3,", "\"capacity\": 3, \"capacty\": 3,", (const char *const[]) { "unknown member \"capacty\"", NULL });
}

static void
test_not_json (void)
{
  expect_broken ("cards.json", "{", "{{", (const char *const[]) { "cards.json", "not valid JSON", NULL });
}

static void
test_bad_victory_markers (void)
{
  expect_broken ("scenarios.json", "\"russian\": 1", "\"russian\": 2", (const char *const[]) { "scenarios.json", "(pleskau)", "victory_markers.russian", "5.1", NULL });
}

static void
test_unknown_lord_in_scenario (void)
{
  expect_broken ("scenarios.json", "\"lord\": \"hermann\"", "\"lord\": \"herman\"", (const char *const[]) { "scenarios.json", "unknown Lord \"herman\"", NULL });
}

static void
test_seat_mismatch (void)
{
  expect_broken ("map.json", "\"seats\": [\"knud_and_abel\"]", "\"seats\": []", (const char *const[]) { "lords.json", "knud_and_abel", "Seat reval", NULL });
}

static void
test_missing_file (void)
{
  g_autofree char *dir = copy_data ();
  g_autofree char *path = g_build_filename (dir, "forces.json", NULL);
  g_autoptr(GFile) gdir = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  g_unlink (path);
  g_autoptr(CasGame) game = cas_game_load (gdir, &error);
  g_assert_null (game);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_DATA);
  g_assert_nonnull (strstr (error->message, "forces.json"));
  remove_dir (dir);
}

static void
test_unknown_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load_builtin ("monopoly", &error);
  g_assert_null (game);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "unknown game \"monopoly\" (known: nevsky, inferno, rus)");
}

/* The registry (cas-module.c): Nevsky first, of the Levy & Campaign family; each game's
 * registered name is its data's, ids are unique and found again. */
static void
test_registry (void)
{
  guint n = 0;
  const CasModule *modules = cas_modules (&n);
  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpstr (modules[0].id, ==, "nevsky");
  g_assert_cmpstr (modules[0].family, ==, "lc");
  g_assert_cmpstr (cas_module_family_name ("lc"), ==, "Levy & Campaign");
  g_assert_cmpstr (cas_module_family_name ("rus"), ==, "Rus");
  g_assert_cmpstr (cas_module_family_name ("chess"), ==, "chess");
  g_assert_cmpuint (g_strv_length ((char **) cas_module_ids ()), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CasGameBase) game = cas_game_base_load_builtin (modules[i].id, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cas_game_base_get_id (game), ==, modules[i].id);
      g_assert_cmpstr (cas_game_base_get_name (game), ==, modules[i].name);
      g_assert_cmpstr (cas_game_base_get_family (game), ==, modules[i].family);
      /* Only the Levy & Campaign games are CasGame; the others are refused by name. */
      g_autoptr(CasGame) lc = cas_game_load_builtin (modules[i].id, &error);
      g_assert_true (g_str_equal (modules[i].family, "lc") ? lc != NULL : lc == NULL);
      g_clear_error (&error);
      g_assert_true (cas_module_find (modules[i].id) == &modules[i]);
      g_assert_cmpstr (cas_module_ids ()[i], ==, modules[i].id);
    }
  g_assert_null (cas_module_find ("monopoly"));
  g_assert_null (cas_module_find (NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/counts", test_counts);
  g_test_add_func ("/game/facts", test_facts);
  g_test_add_func ("/game/broken/good-copy-loads", test_good_copy_loads);
  g_test_add_func ("/game/broken/unknown-locale-in-way", test_unknown_locale_in_way);
  g_test_add_func ("/game/broken/duplicate-id", test_duplicate_id);
  g_test_add_func ("/game/broken/missing-field", test_missing_field);
  g_test_add_func ("/game/broken/bad-number", test_bad_number);
  g_test_add_func ("/game/broken/unknown-member", test_unknown_member);
  g_test_add_func ("/game/broken/not-json", test_not_json);
  g_test_add_func ("/game/broken/victory-markers", test_bad_victory_markers);
  g_test_add_func ("/game/broken/unknown-lord-in-scenario", test_unknown_lord_in_scenario);
  g_test_add_func ("/game/broken/seat-mismatch", test_seat_mismatch);
  g_test_add_func ("/game/broken/missing-file", test_missing_file);
  g_test_add_func ("/game/unknown-game", test_unknown_game);
  g_test_add_func ("/game/registry", test_registry);
  return g_test_run ();
}
