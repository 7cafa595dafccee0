/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-testgame.c: the synthetic Levy & Campaign game of tests/data/games/testgame (issue 16,
 * MULTIGAME step 5) proves that the engine takes its types from the data: five unit types of
 * its own, Carts as the only Transport, Roads and Tracks, a three-step Feed table and a
 * 16-Asset cap. It is loaded by path and is not in the registry. Every number below is worked
 * out by hand from the data and the rules the engine shares (sections of Nevsky's rulebook,
 * which the series shares; Inferno's Laden rule for Roads, 4.3.2 of its rules). */
#include "config.h"

#include "castellan.h"
#include "nevsky-types.h"

#include <string.h>

static CasGame *game;

static int
L (const char *id)
{
  int l = cas_game_find_lord (game, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

static int
C (const char *id)
{
  int c = cas_game_find_locale (game, id);
  g_assert_cmpint (c, >=, 0);
  return c;
}

static int
U (const char *id)
{
  int u = cas_game_find_unit (game, id);
  g_assert_cmpint (u, >=, 0);
  return u;
}

static int
A (const char *id)
{
  int a = cas_game_find_asset (game, id);
  g_assert_cmpint (a, >=, 0);
  return a;
}

static gboolean
says (const CasExplain *ex, const char *part)
{
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    if (strstr (cas_explain_get_line (ex, i)->text, part))
      return TRUE;
  return FALSE;
}

static CasTable *
setup (const char *scenario)
{
  g_autoptr(GError) error = NULL;
  CasTable *t = cas_table_new (game);
  g_assert_true (cas_table_setup (t, cas_game_find_scenario (game, scenario), &error));
  g_assert_no_error (error);
  return t;
}

static void
set_forces (CasTable *t, int lord, const char *const *ids, const int *n)
{
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    CAS_LORD (t, lord, CAS_L_FORCES + f) = 0;
  for (int i = 0; ids[i]; i++)
    CAS_LORD (t, lord, CAS_L_FORCES + U (ids[i])) = n[i];
}

/* ---- Loading: the types come from the data. ---- */

static void
test_load (void)
{
  g_assert_cmpstr (cas_game_get_id (game), ==, "testgame");
  /* forces.json lists five unit types; the table keeps 8 slots, the last three unused. */
  g_assert_cmpuint (cas_game_get_n_units (game), ==, 5);
  g_assert_cmpstr (cas_game_get_unit (game, 0)->id, ==, "lancers");
  g_assert_cmpstr (cas_game_get_unit (game, 4)->name, ==, "Levies");
  g_assert_true (cas_game_get_unit (game, U ("riders"))->horse);
  g_assert_false (cas_game_get_unit (game, U ("bowmen"))->horse);
  g_assert_cmpfloat (cas_game_get_unit (game, U ("bowmen"))->archery, ==, 1.0);
  g_assert_null (cas_game_unit_id (game, 5));
  /* Provender, Coin, Loot, then Carts as the only Transport. */
  g_assert_cmpuint (cas_game_get_n_assets (game), ==, 4);
  g_assert_cmpint (A ("cart"), ==, CAS_ASSET_CART);
  g_assert_true (cas_game_asset_is_transport (game, A ("cart")));
  g_assert_false (cas_game_asset_is_transport (game, CAS_ASSET_LOOT));
  g_assert_cmpint (cas_game_find_asset (game, "ship"), ==, -1);
  g_assert_cmpint (cas_game_get_asset_cap (game), ==, 16);
  /* Roads carry 2 Provender per Cart Unladen and the first March of a card is free; Tracks 1. */
  g_assert_cmpuint (cas_game_get_n_way_types (game), ==, 2);
  g_assert_cmpstr (cas_game_get_way_type (game, 0)->id, ==, "road");
  g_assert_cmpint (cas_game_get_way_type (game, 0)->laden_prov_per_cart, ==, 2);
  g_assert_true (cas_game_get_way_type (game, 0)->free_first_march);
  g_assert_cmpint (cas_game_get_way_type (game, 1)->laden_prov_per_cart, ==, 1);
  g_assert_cmpint (cas_game_get_way (game, 0)->kind, ==, CAS_WAY_OTHER);
  /* Locale types of its own: a Keep is a Stronghold the engine knows only from the data. */
  const CasLocale *cotley = cas_game_get_locale (game, C ("cotley"));
  g_assert_true (cas_locale_is_stronghold (cotley));
  g_assert_true (cas_locale_is_conquerable (cotley));
  g_assert_cmpint (cotley->kind, ==, CAS_LOCALE_OTHER);
  g_assert_cmpint (cotley->symbol, ==, CAS_LOCALE_FORT);
  g_assert_cmpint (cas_game_get_stronghold (game, cotley->type)->garrison[U ("pikemen")], ==, 1);
  g_assert_false (cas_locale_is_stronghold (cas_game_get_locale (game, C ("brook"))));
  /* No Castle type: a Castle marker's Stronghold reads as none. */
  g_assert_cmpint (cas_game_get_stronghold_kind (game, CAS_LOCALE_CASTLE)->capacity, ==, 0);
  /* 4.8.1 with three steps: 1 up to 4 units, 2 up to 8, 3 beyond. */
  g_assert_cmpuint (cas_game_get_n_feed_steps (game), ==, 3);
  g_assert_cmpint (cas_game_feed_need (game, 0), ==, 0);
  g_assert_cmpint (cas_game_feed_need (game, 4), ==, 1);
  g_assert_cmpint (cas_game_feed_need (game, 5), ==, 2);
  g_assert_cmpint (cas_game_feed_need (game, 8), ==, 2);
  g_assert_cmpint (cas_game_feed_need (game, 9), ==, 3);
  g_assert_cmpstr (cas_game_get_side_colour (game, 0), ==, "blue");
  /* Loaded by path only: the registry does not list it. */
  g_assert_null (cas_module_find ("testgame"));
  g_autoptr(GError) error = NULL;
  g_assert_null (cas_game_load_builtin ("testgame", &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND);
}

/* Nevsky still loads, with its own types from its data. */
static void
test_nevsky (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) nevsky = cas_game_load_builtin ("nevsky", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cas_game_get_n_units (nevsky), ==, CAS_N_FORCES);
  g_assert_cmpstr (cas_game_get_unit (nevsky, CAS_FORCE_SERFS)->id, ==, "serfs");
  g_assert_cmpuint (cas_game_get_n_assets (nevsky), ==, CAS_N_ASSETS);
  g_assert_cmpint (cas_game_find_asset (nevsky, "ship"), ==, CAS_ASSET_SHIP);
  g_assert_cmpint (cas_game_get_asset_cap (nevsky), ==, 8);
  /* Nevsky 4.8.1: one Provender up to six units, two for seven or more. */
  g_assert_cmpint (cas_game_feed_need (nevsky, 6), ==, 1);
  g_assert_cmpint (cas_game_feed_need (nevsky, 7), ==, 2);
  g_assert_cmpint (cas_game_feed_need (nevsky, 20), ==, 2);
  g_assert_cmpint (cas_game_get_stronghold_kind (nevsky, CAS_LOCALE_CASTLE)->capacity, ==, 2);
}

/* A game.json written before types from data (no assets, way_types, locale_types, feed,
 * nor side colours) still loads, with Nevsky's types. */
static void
test_old_data (void)
{
  const char *src = g_getenv ("CASTELLAN_SOURCE_DIR");
  static const char *const names[] = { "game.json", "map.json", "lords.json", "forces.json", "cards.json",
                                       "scenarios.json" };
  g_autoptr(GHashTable) files = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_bytes_unref);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (src, "data", "games", "nevsky", names[i], NULL);
      g_autofree char *text = NULL;
      gsize len = 0;
      g_assert_true (g_file_get_contents (path, &text, &len, &error));
      if (i == 0)
        {
          g_autoptr(JsonParser) parser = json_parser_new ();
          g_assert_true (json_parser_load_from_data (parser, text, (gssize) len, &error));
          JsonObject *root = json_node_get_object (json_parser_get_root (parser));
          json_object_remove_member (root, "assets");
          json_object_remove_member (root, "way_types");
          json_object_remove_member (root, "locale_types");
          json_object_remove_member (root, "feed");
          JsonArray *sides = json_object_get_array_member (root, "sides");
          for (guint k = 0; k < json_array_get_length (sides); k++)
            json_object_remove_member (json_array_get_object_element (sides, k), "colour");
          g_free (text);
          text = json_to_string (json_parser_get_root (parser), FALSE);
          g_assert_null (strstr (text, "way_types"));
          len = strlen (text);
        }
      g_hash_table_insert (files, (gpointer) names[i], g_bytes_new (text, len));
    }
  g_autoptr(CasGame) old = cas_game_load_from_memory (files, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cas_game_get_n_assets (old), ==, CAS_N_ASSETS);
  g_assert_true (cas_game_asset_is_transport (old, NEVSKY_ASSET_SLED));
  g_assert_false (cas_game_asset_is_transport (old, CAS_ASSET_LOOT));
  g_assert_cmpstr (cas_game_get_way_type (old, CAS_WAY_WATERWAY)->id, ==, "waterway");
  g_assert_cmpstr (cas_game_get_locale_type (old, CAS_LOCALE_POST)->name, ==, "Trade Route");
  g_assert_true (cas_game_get_locale_type (old, CAS_LOCALE_FORT)->stronghold);
  g_assert_false (cas_game_get_locale_type (old, CAS_LOCALE_TOWN)->conquerable);
  g_assert_cmpint (cas_game_feed_need (old, 6), ==, 1);
  g_assert_cmpint (cas_game_feed_need (old, 7), ==, 2);
  g_assert_null (cas_game_get_side_colour (old, 0));
}

/* The test game with one replacement in its game.json, loaded from memory. */
static CasGame *
load_changed (const char *from, const char *to, GError **error)
{
  const char *src = g_getenv ("CASTELLAN_SOURCE_DIR");
  static const char *const names[] = { "game.json", "map.json", "lords.json", "forces.json", "cards.json",
                                       "scenarios.json" };
  g_autoptr(GHashTable) files = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_bytes_unref);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (src, "tests", "data", "games", "testgame", names[i], NULL);
      g_autofree char *text = NULL;
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      if (i == 0)
        {
          g_assert_nonnull (strstr (text, from));
          g_auto (GStrv) parts = g_strsplit (text, from, 2);
          g_free (text);
          text = g_strjoin (to, parts[0], parts[1], NULL);
        }
      gsize len = strlen (text);
      g_hash_table_insert (files, (gpointer) names[i], g_bytes_new_take (g_steal_pointer (&text), len));
    }
  return cas_game_load_from_memory (files, error);
}

/* Roles (issue 16, cas-game.h): the series names Cart, Ship and the Locale roles Region,
 * Town, Post, Fort, Castle, City; the two slots of each a game names itself are Nevsky's
 * Sled and Boat, Bishopric and Novgorod, named by its rules and by no other game. */
static void
test_roles (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) nevsky = cas_game_load_builtin ("nevsky", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cas_game_asset_role_id (nevsky, NEVSKY_ASSET_SLED), ==, "sled");
  g_assert_cmpstr (cas_game_asset_role_id (nevsky, NEVSKY_ASSET_BOAT), ==, "boat");
  g_assert_cmpint (cas_game_asset_slot (nevsky, NEVSKY_ASSET_BOAT), ==, 5);
  g_assert_cmpint (cas_game_get_locale (nevsky, cas_game_find_locale (nevsky, "novgorod"))->kind, ==,
                   NEVSKY_LOCALE_NOVGOROD);
  g_assert_cmpint (cas_game_get_locale (nevsky, cas_game_find_locale (nevsky, "dorpat"))->kind, ==,
                   NEVSKY_LOCALE_BISHOPRIC);
  g_assert_cmpint (cas_game_get_locale (nevsky, cas_game_find_locale (nevsky, "luga"))->kind, ==, CAS_LOCALE_POST);

  /* The test game names none: only the series' roles. */
  g_assert_cmpstr (cas_game_asset_role_id (game, CAS_ASSET_CART), ==, "cart");
  g_assert_null (cas_game_asset_role_id (game, CAS_ASSET_GAME_0));
  CasGame *bad = load_changed ("\"symbol\": \"fort\"", "\"symbol\": \"bishopric\"", &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "(region, town, post, fort, castle, city)"));
  g_clear_error (&error);
  bad = load_changed ("\"id\": \"cart\", \"name\": \"Cart\", \"transport\": true",
                      "\"id\": \"waggon\", \"name\": \"Waggon\", \"transport\": true, \"role\": \"sled\"", &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "a Transport role (cart, ship)"));
  g_clear_error (&error);
}

/* ---- Set-up: the scenario's Lords with the game's own Forces and Assets. ---- */

static void
test_setup (void)
{
  g_autoptr(CasTable) t = setup ("skirmish");
  /* lords.json: Arn 2 Lancers, 2 Pikemen, 1 Levies; 3 Provender, 1 Coin, 2 Carts. */
  g_assert_cmpint (CAS_LORD (t, L ("arn"), CAS_L_LOCALE), ==, C ("aldham"));
  g_assert_cmpint (CAS_LORD (t, L ("arn"), CAS_L_FORCES + U ("lancers")), ==, 2);
  g_assert_cmpint (cas_table_lord_units (t, L ("arn")), ==, 5);
  g_assert_cmpint (CAS_LORD (t, L ("arn"), CAS_L_ASSETS + A ("cart")), ==, 2);
  g_assert_cmpint (CAS_LORD (t, L ("arn"), CAS_L_SERVICE), ==, 3);
  /* The snapshot names the game's types, and only those. */
  g_autoptr(JsonNode) json = cas_table_to_json (t);
  g_autofree char *text = json_to_string (json, FALSE);
  g_assert_nonnull (strstr (text, "\"forces\":{\"lancers\":2,\"riders\":0,\"bowmen\":0,\"pikemen\":2,\"levies\":1}"));
  g_assert_nonnull (strstr (text, "\"assets\":{\"prov\":3,\"coin\":1,\"loot\":0,\"cart\":2}"));
  g_assert_null (strstr (text, "knights"));
  /* ... and reads back to the same table. */
  g_autoptr(CasTable) back = cas_table_new (game);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_table_from_json (back, json, &error));
  g_assert_true (cas_table_equal (t, back));
  /* Actions use the game's ids. */
  g_autoptr(CasAction) a = cas_action_parse (game, "forces arn bowmen +3", &error);
  g_assert_no_error (error);
  g_autofree char *canon = cas_action_to_string (game, a);
  g_assert_cmpstr (canon, ==, "forces arn bowmen +3");
  g_autoptr(CasAction) bad = cas_action_parse (game, "forces arn knights +1", &error);
  g_assert_null (bad);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "lancers riders bowmen pikemen levies"));
}

/* ---- Feed (4.8.1) with three steps. ---- */

static void
test_feed (void)
{
  g_autoptr(CasTable) t = setup ("skirmish");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  static const char *const dane_forces[] = { "lancers", "pikemen", "levies", NULL };
  static const int dane_n[] = { 1, 1, 7 };

  /* Dane joins Cole at Eastby with 9 units; Cole carries 3 Loot; everyone Moved/Fought. */
  CAS_LORD (t, L ("dane"), CAS_L_LOCALE) = C ("eastby");
  set_forces (t, L ("dane"), dane_forces, dane_n);
  CAS_LORD (t, L ("cole"), CAS_L_ASSETS + CAS_ASSET_LOOT) = 3;
  for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
    CAS_LORD (t, l, CAS_L_MOVED) = 1;

  g_autoptr(CasFeedResult) r = cas_feed_compute (t, CAS_FEED_EXCUSE_NONE, ex);
  /* Arn: 5 units, past the first step (4), within the second (8): 2; he has 3 Provender. */
  const CasFeedLord *arn = cas_feed_result_find (r, L ("arn"));
  g_assert_cmpint (arn->units, ==, 5);
  g_assert_cmpint (arn->need, ==, 2);
  g_assert_true (arn->fed);
  /* Bede: 3 units (1 Riders, 2 Bowmen), first step: 1, from his 1 Provender. */
  g_assert_cmpint (cas_feed_result_find (r, L ("bede"))->need, ==, 1);
  g_assert_true (cas_feed_result_find (r, L ("bede"))->fed);
  /* Cole: 6 units: 2, from his own 2 Provender. */
  g_assert_cmpint (cas_feed_result_find (r, L ("cole"))->need, ==, 2);
  /* Dane: 9 units, past the second step: 3. He eats his 1 Provender, and Cole at the same
   * Locale must share: 2 of his Loot (he has no Provender left), so Dane is fed (1.5.2). */
  const CasFeedLord *dane = cas_feed_result_find (r, L ("dane"));
  g_assert_cmpint (dane->units, ==, 9);
  g_assert_cmpint (dane->need, ==, 3);
  g_assert_cmpint (dane->eaten, ==, 3);
  g_assert_true (dane->fed);
  g_assert_cmpint (dane->service_after, ==, dane->service);
  g_assert_true (says (ex, "Dane is marked Moved/Fought with 9 units on the mat: 3 Provender or Loot to eat"));
  g_assert_true (says (ex, "Cole must share: 2 Loot go to feed Dane at Eastby"));
  /* The table of this game in words, not Nevsky's. */
  g_assert_true (says (ex, "the Northmen first, Provender or Loot: 1 for 1 to 4 units, 2 for 5 to 8 units, 3 for 9 or more"));
  g_assert_false (says (ex, "Teutons"));
  const char *const *acts = cas_explain_get_actions (ex);
  g_assert_cmpstr (acts[0], ==, "assets arn prov -2");
  g_assert_cmpstr (acts[3], ==, "assets cole loot -2");
  g_assert_cmpstr (acts[4], ==, "assets dane prov -1");

  /* Without Cole's Loot, Dane eats 1 of 3 and goes Unfed: his Service shifts 1 left (4.8.1). */
  CAS_LORD (t, L ("cole"), CAS_L_ASSETS + CAS_ASSET_LOOT) = 0;
  g_autoptr(CasFeedResult) unfed = cas_feed_compute (t, CAS_FEED_EXCUSE_NONE, NULL);
  dane = cas_feed_result_find (unfed, L ("dane"));
  g_assert_cmpint (dane->eaten, ==, 1);
  g_assert_false (dane->fed);
  g_assert_cmpint (dane->service_after, ==, dane->service - 1);
}

/* ---- Supply (4.6) along Roads and Tracks with Carts. ---- */

static void
test_supply (void)
{
  g_autoptr(CasTable) t = setup ("skirmish");
  g_autoptr(GError) error = NULL;

  /* Arn at Brook: his Seat Aldham is one Road away (r1); in the Dry Season Carts serve Roads,
   * he has 2: one Seat gives 1 Provender, carried by 1 Cart across the 1 Way (4.6.2, 4.6.3). */
  CAS_LORD (t, L ("arn"), CAS_L_LOCALE) = C ("brook");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = cas_supply_compute (t, L ("arn"), ex, &error);
  g_assert_no_error (error);
  g_assert_true (r->can_supply);
  g_assert_cmpint (r->provender, ==, 1);
  g_assert_cmpint (r->transport[CAS_ASSET_CART], ==, 2);
  g_assert_cmpuint (r->sources->len, ==, 1);
  const CasSupplySource *src = &g_array_index (r->sources, CasSupplySource, 0);
  g_assert_cmpint (src->locale, ==, C ("aldham"));
  g_assert_cmpint (src->n_route, ==, 2);
  g_assert_cmpint (src->transport[CAS_ASSET_CART], ==, 1);
  g_assert_true (says (ex, "Provender moves along each Way type by: Road: Cart; Track: Cart"));
  g_assert_true (says (ex, "(Road Brook"));
  /* 16-Asset cap: room for 16 - 3 Provender. */
  g_assert_cmpint (r->room, ==, 13);

  /* From Dunmore the Route to Aldham crosses two Ways (Brook-Dunmore, then r1): 1 Provender
   * needs a Cart on each, 2 in all; Arn has exactly 2. */
  CAS_LORD (t, L ("arn"), CAS_L_LOCALE) = C ("dunmore");
  g_autoptr(CasSupplyResult) two = cas_supply_compute (t, L ("arn"), NULL, &error);
  g_assert_cmpint (two->provender, ==, 1);
  src = &g_array_index (two->sources, CasSupplySource, 0);
  g_assert_cmpint (src->n_route, ==, 3);
  g_assert_cmpint (src->transport[CAS_ASSET_CART], ==, 2);
  /* With 1 Cart the Route lacks Transport: nothing. */
  CAS_LORD (t, L ("arn"), CAS_L_ASSETS + CAS_ASSET_CART) = 1;
  g_autoptr(CasSupplyResult) none = cas_supply_compute (t, L ("arn"), NULL, &error);
  g_assert_cmpint (none->provender, ==, 0);
}

/* ---- Laden (4.3.2): 2 Provender per Cart on a Road, 1 on a Track. ---- */

static void
test_laden (void)
{
  g_autoptr(CasTable) t = setup ("skirmish");
  g_autoptr(GError) error = NULL;
  int arn = L ("arn");

  /* Aldham to Brook by Road r1: 3 Provender, 2 Carts carrying 2 each (4): Unladen, 1 action,
   * and the card's first March along a Road is free (4.3.3). Nevsky's rule (1 per
   * Transport) would make it Laden. */
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) r = cas_laden (t, &arn, 1, C ("brook"), ex, &error);
  g_assert_no_error (error);
  g_assert_cmpint (r->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpint (r->actions, ==, 1);
  g_assert_cmpint (r->transport, ==, 2);
  g_assert_true (r->ways[r->best].free_march);
  g_assert_cmpint (r->transport_held[CAS_ASSET_CART], ==, 2);
  g_assert_true (says (ex, "3 Provender fits in 2 usable Transport at 2 each"));

  /* Brook to Dunmore: a Road (r2) and a Track (t6). On the Track 3 > 2 x 1 but not above
   * 2 x 2: Laden, 2 actions; on the Road Unladen: the Road is the better Way. */
  CAS_LORD (t, arn, CAS_L_LOCALE) = C ("brook");
  g_autoptr(CasLadenResult) two = cas_laden (t, &arn, 1, C ("dunmore"), NULL, &error);
  g_assert_cmpint (two->n_ways, ==, 2);
  for (int k = 0; k < 2; k++)
    {
      const CasLadenWay *w = &two->ways[k];
      gboolean road = cas_game_get_way (game, w->way)->type == 0;
      g_assert_cmpint (w->status, ==, road ? CAS_LADEN_UNLADEN : CAS_LADEN_LADEN);
      g_assert_cmpint (w->actions, ==, road ? 1 : 2);
    }
  g_assert_cmpint (two->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpstr (cas_game_get_way (game, two->ways[two->best].way)->id, ==, "r2");

  /* Any Loot makes a March Laden, on a Road too (4.3.2): 2 actions, no free March. */
  CAS_LORD (t, arn, CAS_L_ASSETS + CAS_ASSET_LOOT) = 1;
  g_autoptr(CasLadenResult) loot = cas_laden (t, &arn, 1, C ("dunmore"), NULL, &error);
  g_assert_cmpint (loot->status, ==, CAS_LADEN_LADEN);
  g_assert_cmpint (loot->actions, ==, 2);
  g_assert_false (loot->ways[loot->best].free_march);
  CAS_LORD (t, arn, CAS_L_ASSETS + CAS_ASSET_LOOT) = 0;

  /* Wet Season (box 3): Carts serve Roads only. Brook to Cotley is the Track t1: no usable
   * Transport, so 3 Provender is more than twice 0: blocked until all 3 are discarded. */
  CAS_GLOBAL (t, CAS_G_BOX) = 3;
  g_autoptr(CasLadenResult) wet = cas_laden (t, &arn, 1, C ("cotley"), NULL, &error);
  g_assert_cmpint (wet->transport, ==, 0);
  g_assert_cmpint (wet->status, ==, CAS_LADEN_BLOCKED);
  g_assert_cmpint (wet->discard_prov, ==, 3);
}

/* ---- Sail (4.7.3): a game without Ships and without Laden hooks. ---- */

static void
test_sail (void)
{
  g_autoptr(CasTable) t = setup ("skirmish");
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  int arn = L ("arn");

  /* No Season makes Ships usable: the sentence names none, and no Nevsky Season. 1 Ship
   * per Horse unit (no ships_per_horse hook). */
  g_autoptr(CasSailResult) r = cas_sail (t, &arn, 1, C ("brook"), ex, &error);
  g_assert_no_error (error);
  g_assert_false (r->can_sail);
  g_assert_cmpint (r->ships_per_horse, ==, 1);
  g_assert_true (says (ex, "It is Dry Season: Ships are unusable and no one may Sail"));
  g_assert_false (says (ex, "Summer"));
  g_assert_false (says (ex, "Sail is possible only"));
}

/* ---- Actions: a game without rules hooks has the series' words only, and the hints
 * of the errors come from its data. ---- */

static void
test_actions (void)
{
  g_auto(GStrv) verbs = cas_action_verbs (game);
  g_autoptr(GError) error = NULL;

  g_assert_false (g_strv_contains ((const char *const *) verbs, "veche"));
  g_assert_false (g_strv_contains ((const char *const *) verbs, "legate"));
  g_assert_true (g_strv_contains ((const char *const *) verbs, "marker"));
  g_assert_null (cas_action_parse (game, "veche vp 1", &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "unknown action “veche”; the actions are: move, muster,"));
  g_clear_error (&error);

  /* No Locale id with an underscore: the first one is the example. */
  g_assert_null (cas_action_parse (game, "move arn atlantis", &error));
  g_assert_nonnull (strstr (error->message, "e.g. aldham;"));
  g_clear_error (&error);
  /* Each side's first to last card, and no No Capability card. */
  g_assert_null (cas_action_parse (game, "discard x9", &error));
  g_assert_nonnull (strstr (error->message, "(ids are n1…n1, s1…s1)"));
  g_clear_error (&error);

  /* disband and remove do no game bookkeeping (no lord_leaves hook): no extra VP. */
  g_autoptr(CasTable) t = setup ("skirmish");
  g_autoptr(CasAction) a = cas_action_parse (game, "remove arn", &error);
  g_assert_no_error (error);
  g_assert_true (cas_action_apply (a, t, &error));
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_EXTRA_VP_0), ==, 0);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + 1), ==, 0);
}

/* ---- Audit: the checks of Walls +1 and Castle markers are Nevsky's cards' (its
 * audit_locale hook, 1.9.1); a game without the hook has none of them. ---- */

static void
test_audit_hooks (void)
{
  g_autoptr(CasTable) t = setup ("skirmish");
  g_autoptr(CasExplain) ex = cas_explain_new ();

  CAS_LOCALE (t, C ("aldham"), CAS_C_WALLS) = 1;
  g_autoptr(CasAudit) a = cas_audit_run (t, ex);
  g_assert_false (says (ex, "Walls +1"));
  g_assert_false (says (ex, "Stone Kremlin"));
}

/* ---- A field Battle (4.4) with fixed dice. ---- */

static void
test_battle (void)
{
  g_autoptr(CasTable) t = setup ("skirmish");
  g_autoptr(GError) error = NULL;
  static const char *const arn_forces[] = { "lancers", "pikemen", NULL };
  static const int arn_n[] = { 1, 1 };
  static const char *const cole_forces[] = { "bowmen", "levies", NULL };
  static const int cole_n[] = { 1, 2 };

  /* Arn (1 Lancers, 1 Pikemen) Attacks Cole (1 Bowmen, 2 Levies) at Dunmore. */
  CAS_LORD (t, L ("arn"), CAS_L_LOCALE) = C ("dunmore");
  CAS_LORD (t, L ("cole"), CAS_L_LOCALE) = C ("dunmore");
  set_forces (t, L ("arn"), arn_forces, arn_n);
  set_forces (t, L ("cole"), cole_forces, cole_n);
  CasBattleSetup s;
  cas_battle_setup_init (&s, CAS_BATTLE_FIELD, C ("dunmore"), L ("arn"));
  s.record = TRUE;
  g_autoptr(CasBattle) b = cas_battle_new (t, &s, &error);
  g_assert_no_error (error);
  /* The dice, in the order the engine asks for them (4.4.2: each step the Defenders Strike
   * first, and a Routed unit no longer Strikes):
   *  2  Archery: Cole's Bowmen (Archery 1) give 1 Hit; Arn's Lancers (Armor 1-4) save on 2.
   *  6  Horse: Arn's Lancers (Melee 2) give 2 Hits; by the default assignment the best
   *     Protection takes the first: Cole's Bowmen (Unarmored 1) fail on 6 and Rout; the
   *     second Routs a Levies (no Protection: no roll).
   *  6  Foot: Cole's last Levies (Melee ½) give ½, rounded up to 1 Hit: Arn's Lancers
   *     (Armor 1-4) fail on 6 and Rout. Arn's Pikemen (Melee 1) give 1 Hit: the last
   *     Levies Routs (no roll). Cole has no unit left: the Attackers win in Round 1.
   *  6  Losses (4.4.4): the winners' Routed Lancers return on 1-4: 6, removed.
   *  6  Cole, who lost without Conceding, saves his Bowmen only on 1: 6, removed; Levies
   *     are removed without a roll. With no Forces left Cole is removed, and gives all his
   *     Assets as Spoils (4.4.3): 2 Provender, 2 Coin, 2 Carts, to Arn. */
  g_autoptr(CasDice) dice = cas_dice_new_from_string ("2,6,6,6,6", &error);
  g_assert_no_error (error);
  g_autoptr(CasBattleResult) r = cas_battle_run (b, dice, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cas_dice_get_n_used (dice), ==, 5);
  g_assert_cmpint (r->winner, ==, CAS_ATTACKER);
  g_assert_cmpint (r->rounds, ==, 1);
  /* Round 1: Archery 1 Hit, Horse 2 Hits, Foot 1 Hit each way. */
  g_assert_cmpuint (r->steps->len, ==, 4);
  const CasBattleStep *archery = &g_array_index (r->steps, CasBattleStep, 0);
  g_assert_cmpint (archery->step, ==, CAS_STEP_ARCHERY);
  g_assert_cmpint (archery->side, ==, CAS_DEFENDER);
  g_assert_cmpint (archery->hits, ==, 1);
  const CasBattleStep *horse = &g_array_index (r->steps, CasBattleStep, 1);
  g_assert_cmpint (horse->step, ==, CAS_STEP_HORSE);
  g_assert_cmpint (horse->hits, ==, 2);
  const CasBattleRoll *levy = &g_array_index (horse->rolls, CasBattleRoll, 1);
  g_assert_cmpint (levy->force, ==, U ("levies"));
  g_assert_cmpint (levy->die, ==, 0);
  g_assert_cmpstr (levy->purpose, ==, "Levies are removed by a Hit");
  for (guint i = 0; i < r->lord_ends->len; i++)
    {
      const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, i);
      if (e->lord == L ("arn"))
        {
          g_assert_cmpint (e->fate, ==, CAS_FATE_WON);
          g_assert_cmpint (e->lost[U ("lancers")], ==, 1);
          g_assert_cmpint (e->lost[U ("pikemen")], ==, 0);
        }
      else
        {
          g_assert_cmpint (e->lord, ==, L ("cole"));
          g_assert_cmpint (e->fate, ==, CAS_FATE_REMOVED);
          g_assert_cmpint (e->lost[U ("bowmen")], ==, 1);
          g_assert_cmpint (e->lost[U ("levies")], ==, 2);
        }
    }
  g_assert_cmpint (r->spoils[CAS_ASSET_PROV], ==, 2);
  g_assert_cmpint (r->spoils[CAS_ASSET_COIN], ==, 2);
  g_assert_cmpint (r->spoils[A ("cart")], ==, 2);
  const char *const *acts = cas_explain_get_actions (r->explain);
  g_assert_cmpstr (acts[0], ==, "forces arn lancers 0");
  g_assert_cmpstr (acts[2], ==, "remove cole");
  g_assert_cmpstr (acts[5], ==, "assets arn cart +2");
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  const char *src = g_getenv ("CASTELLAN_SOURCE_DIR"); /* tests/meson.build sets it */

  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (src);
  g_autofree char *path = g_build_filename (src, "tests", "data", "games", "testgame", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  game = cas_game_load (dir, &error);
  g_assert_no_error (error);

  g_test_add_func ("/testgame/load", test_load);
  g_test_add_func ("/testgame/nevsky", test_nevsky);
  g_test_add_func ("/testgame/old-data", test_old_data);
  g_test_add_func ("/testgame/roles", test_roles);
  g_test_add_func ("/testgame/setup", test_setup);
  g_test_add_func ("/testgame/feed", test_feed);
  g_test_add_func ("/testgame/supply", test_supply);
  g_test_add_func ("/testgame/laden", test_laden);
  g_test_add_func ("/testgame/sail", test_sail);
  g_test_add_func ("/testgame/actions", test_actions);
  g_test_add_func ("/testgame/audit-hooks", test_audit_hooks);
  g_test_add_func ("/testgame/battle", test_battle);
  int ret = g_test_run ();
  g_object_unref (game);
  return ret;
}
