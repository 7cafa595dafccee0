/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lc-rules.c: a game's per-game hooks (src/lc/cas-lc-rules.h): the registry gives
 * Nevsky its CasLcRules, bound once per game; data without an id the hooks rely on
 * fails loudly instead of silently disabling a rule (MULTIGAME section 6). */
#include "config.h"

#include <string.h>

#include "cas-game.h"
#include "cas-lc-rules.h"
#include "cas-rules.h"
#include "cas-supply.h"

static void
test_nevsky (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load_builtin ("nevsky", &error);
  g_assert_no_error (error);

  const CasLcRules *rules = cas_lc_rules (game);
  g_assert_nonnull (rules);
  g_assert_true (rules == cas_module_find ("nevsky")->rules);
  g_assert_cmpstr (rules->id, ==, "nevsky");
  g_assert_nonnull (cas_lc_rules_bound (game));
  /* Bound once: the same block every time. */
  g_assert_true (cas_lc_rules_bound (game) == cas_lc_rules_bound (game));
  /* Every hook the calculators ask is Nevsky's. */
  g_assert_nonnull (rules->bind);
  g_assert_nonnull (rules->seats);
  g_assert_nonnull (rules->feed_excuse);
  g_assert_nonnull (rules->pay_pool);
  g_assert_nonnull (rules->victory_items);
  g_assert_nonnull (rules->lord_removed);
  g_assert_nonnull (rules->departures);
  g_assert_nonnull (rules->command_notes);
  g_assert_nonnull (rules->levy_barred);
  g_assert_nonnull (rules->levy_extras);
  g_assert_nonnull (rules->end_campaign);
  g_assert_nonnull (rules->audit);
  g_assert_nonnull (rules->battle_end);
  /* Battle (4.4, 4.5): the Held Events and Capabilities of the cards, Ransom, the Sack. */
  g_assert_nonnull (rules->battle);
  g_assert_nonnull (rules->battle->event_void);
  g_assert_nonnull (rules->battle->fighter_mods);
  g_assert_nonnull (rules->battle->reroll_purpose);
  g_assert_nonnull (rules->battle->removed_coin);
  g_assert_nonnull (rules->battle->sack_coin);
  g_assert_nonnull (rules->battle->sacked);
  g_assert_cmpstr (rules->battle->removed_coin_key, ==, "ransom");
  /* castellan-cli's --event words, in their public order, and the cards they name. */
  {
    static const char *const ids[] = { "hill", "field_organ", "marsh", "bridge", "ambush", "ravens_rock" };
    g_assert_cmpuint (rules->battle->n_events, ==, G_N_ELEMENTS (ids));
    for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
      {
        g_assert_cmpstr (rules->battle->events[i].id, ==, ids[i]);
        g_assert_cmpuint (rules->battle->events[i].effect, ==, 1u << i);
      }
  }
  g_assert_nonnull (rules->supply);
  g_assert_nonnull (rules->supply->seat_limit);
  g_assert_nonnull (rules->supply->options);
  g_assert_nonnull (rules->supply->json);
}

/* The game data in `dir` with edits (triples FILE, FROM, TO, then NULL: each FROM must
 * occur in FILE), loaded from memory. */
static CasGame *
load_edited (const char *dir, const char *const *edits)
{
  static const char *const names[] = { "game.json", "map.json", "lords.json", "forces.json", "cards.json", "scenarios.json" };
  g_autoptr(GHashTable) files = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_bytes_unref);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *contents = NULL;
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      for (int e = 0; edits[e]; e += 3)
        if (g_str_equal (names[i], edits[e]))
          {
            g_autoptr(GString) s = g_string_new (contents);
            g_assert_cmpuint (g_string_replace (s, edits[e + 1], edits[e + 2], 0), >, 0);
            g_free (contents);
            contents = g_string_free (g_steal_pointer (&s), FALSE);
          }
      gsize len = strlen (contents);
      g_hash_table_insert (files, (gpointer) names[i], g_bytes_new_take (g_steal_pointer (&contents), len));
    }
  CasGame *game = cas_game_load_from_memory (files, &error);
  g_assert_no_error (error);
  return game;
}

/* The Nevsky data with `from` replaced by `to` in cards.json, loaded from memory. */
static CasGame *
load_with_card_text (const char *from, const char *to)
{
  const char *data = g_getenv ("CASTELLAN_DATA_DIR");
  const char *const edits[] = { "cards.json", from, to, NULL };

  g_assert_nonnull (data);
  g_autofree char *dir = g_build_filename (data, "games", "nevsky", NULL);
  return load_edited (dir, edits);
}

/* A renamed Capability would silently switch its rule off: binding fails loudly. */
static void
test_bind_fails (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(CasGame) game = load_with_card_text ("\"Hillforts\"", "\"Hill Forts\"");
      (void) cas_lc_rules (game);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*The rules of nevsky do not fit its data: no Capability \"Hillforts\"*");
}

/* The same for an Event and a Capability the Battle names (nevsky-battle-cards.c). */
static void
bind_renamed (const char *from, const char *message)
{
  if (g_test_subprocess ())
    {
      g_autoptr(CasGame) game = load_with_card_text (from, "\"Renamed\"");
      (void) cas_lc_rules (game);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr (message);
}

static void
test_bind_fails_battle_event (void)
{
  bind_renamed ("\"Raven's Rock\"", "*The rules of nevsky do not fit its data: no Event \"Raven's Rock\"*");
}

static void
test_bind_fails_battle_capability (void)
{
  bind_renamed ("\"Halbbrüder\"", "*The rules of nevsky do not fit its data: no Capability \"Halbbr*der\"*");
}

/* The same data with the name intact binds (the subprocess above fails for the name). */
static void
test_bind_same_data (void)
{
  g_autoptr(CasGame) game = load_with_card_text ("\"Hillforts\"", "\"Hillforts\"");
  g_assert_nonnull (cas_lc_rules (game));
  g_assert_nonnull (cas_lc_rules_bound (game));
}

/* The explanation's lines as one text, a line each. */
static char *
explain_text (const CasExplain *ex)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    g_string_append_printf (s, "%s\n", cas_explain_get_line (ex, i)->text);
  return g_string_free (s, FALSE);
}

/* Supply (4.6) in a game without Supply hooks: the test game given a Ship type of its own
 * (Galleys) in the fifth Asset slot, where Inferno has its Ships, usable at Seaports in the
 * Dry Season, and Aldham a Seaport. The carriers and the Ship type come from the data; the Seaports
 * are the Ship Sources; a Besieged Lord is told what the series lets him do; the JSON
 * has no member of another game's. */
static void
test_supply_without_hooks (void)
{
  const char *src = g_getenv ("CASTELLAN_SOURCE_DIR");
  const char *const edits[] = {
    "game.json", "{\"id\": \"cart\", \"name\": \"Cart\", \"transport\": true}",
    "{\"id\": \"cart\", \"name\": \"Cart\", \"transport\": true}, {\"id\": \"galley\", \"name\": \"Galley\", \"transport\": true}",
    "game.json", "\"track\": [\"cart\"], \"seaport\": []", "\"track\": [\"cart\"], \"seaport\": [\"galley\"]",
    "map.json", "\"vp\": 2,\n     \"seaport\": false", "\"vp\": 2,\n     \"seaport\": true",
    NULL,
  };
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (src);
  g_autofree char *dir = g_build_filename (src, "tests", "data", "games", "testgame", NULL);
  g_autoptr(CasGame) game = load_edited (dir, edits);
  g_assert_null (cas_lc_rules (game));
  int ship = cas_game_find_asset (game, "galley"), cart = cas_game_find_asset (game, "cart");
  int arn = cas_game_find_lord (game, "arn");
  int aldham = cas_game_find_locale (game, "aldham");
  g_assert_cmpint (ship, ==, 4);
  g_assert_true (cas_game_get_locale (game, aldham)->seaport);

  g_autoptr(CasTable) t = cas_table_new (game);
  g_assert_true (cas_table_setup (t, cas_game_find_scenario (game, "skirmish"), &error));
  g_assert_no_error (error);
  /* Arn at Brook, one Road from his Seat Aldham, a Seaport: 2 Carts and 1 Galley give 1
   * Provender from the Seat and 1 from the Galley, each carried across r1 by a Cart. */
  CAS_LORD (t, arn, CAS_L_LOCALE) = cas_game_find_locale (game, "brook");
  CAS_LORD (t, arn, CAS_L_ASSETS + cart) = 2;
  CAS_LORD (t, arn, CAS_L_ASSETS + ship) = 1;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = cas_supply_compute (t, arn, ex, &error);
  g_assert_no_error (error);
  g_assert_cmpint (r->transport[ship], ==, 1);
  g_assert_cmpint (r->ship_limit, ==, 1);
  g_assert_cmpint (r->provender, ==, 2);
  g_assert_cmpuint (r->sources->len, ==, 2);
  const CasSupplySource *by_ship = &g_array_index (r->sources, CasSupplySource, 1);
  g_assert_cmpint (by_ship->kind, ==, CAS_SUPPLY_SHIP);
  g_assert_cmpint (by_ship->locale, ==, aldham);
  g_assert_cmpint (by_ship->transport[cart], ==, 1);
  g_autofree char *text = explain_text (ex);
  g_assert_nonnull (strstr (text, "Ships Shared for Supply: 1 Galley"));
  g_assert_nonnull (strstr (text, "Provender from Ships by way of Seaport Aldham"));
  g_assert_false (r->seat_limit_lowered);
  g_assert_cmpint (r->option, ==, 0);
  g_autoptr(JsonNode) json = cas_supply_result_to_json (t, r);
  JsonObject *o = json_node_get_object (json);
  g_assert_true (json_object_has_member (o, "ship_limit"));
  g_assert_false (json_object_has_member (o, "famine"));
  g_assert_false (json_object_has_member (o, "lodya"));

  /* Besieged in Aldham, he may not Supply; no other game's Capability is named. */
  CAS_LORD (t, arn, CAS_L_LOCALE) = aldham;
  CAS_LOCALE (t, aldham, CAS_C_SIEGE) = 1;
  g_assert_true (cas_rules_besieged (t, arn));
  g_autoptr(CasExplain) besieged = cas_explain_new ();
  g_autoptr(CasSupplyResult) none = cas_supply_compute (t, arn, besieged, &error);
  g_assert_false (none->can_supply);
  g_autofree char *besieged_text = explain_text (besieged);
  g_assert_nonnull (strstr (besieged_text, "a Besieged Lord may only Sally or Pass"));
}

/* lint0: an amount of an Asset in words by the type's role and the game's own words,
 * not by Nevsky's slots: Inferno's fifth Asset is its Ship (it said "Boat" before);
 * Nevsky's Sleds and Boats are its own words (CasLcSupply.transport_words). */
static void
test_asset_amount (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) nevsky = cas_game_load_builtin ("nevsky", &error);
  g_assert_no_error (error);
  g_autoptr(CasGame) inferno = cas_game_load_builtin ("inferno", &error);
  g_assert_no_error (error);
  const char *const expected[][2] = { { "3 Provender", "3 Provender" }, { "1 Coin", "1 Coin" }, { "2 Loot", "2 Loot" },
                                      { "1 Cart", "1 Cart" }, { "2 Sleds", "2 Ships" }, { "1 Boat", NULL },
                                      { "2 Ships", NULL } };
  const int n[] = { 3, 1, 2, 1, 2, 1, 2 };
  for (int a = 0; a < 7; a++)
    {
      g_autofree char *nv = cas_rules_asset_amount (nevsky, cas_game_find_asset (nevsky, cas_game_asset_id (nevsky, a)), n[a]);
      g_assert_cmpstr (nv, ==, expected[a][0]);
      if (expected[a][1] == NULL)
        continue;
      g_autofree char *inf = cas_rules_asset_amount (inferno, a, n[a]);
      g_assert_cmpstr (inf, ==, expected[a][1]);
    }
  g_assert_cmpint (cas_game_get_n_assets (inferno), ==, 5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lc-rules/nevsky", test_nevsky);
  g_test_add_func ("/lc-rules/bind-fails", test_bind_fails);
  g_test_add_func ("/lc-rules/bind-same-data", test_bind_same_data);
  g_test_add_func ("/lc-rules/bind-fails-battle-event", test_bind_fails_battle_event);
  g_test_add_func ("/lc-rules/bind-fails-battle-capability", test_bind_fails_battle_capability);
  g_test_add_func ("/lc-rules/supply-without-hooks", test_supply_without_hooks);
  g_test_add_func ("/lc-rules/asset-amount", test_asset_amount);
  return g_test_run ();
}
