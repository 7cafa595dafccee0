/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lc-rules.c: a game's per-game hooks (src/lc/cas-lc-rules.h): the registry gives
 * Nevsky its CasLcRules, bound once per game; data without an id the hooks rely on
 * fails loudly instead of silently disabling a rule (MULTIGAME section 6). */
#include "config.h"

#include <string.h>

#include "cas-game.h"
#include "cas-lc-rules.h"

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
}

/* The Nevsky data with `from` replaced by `to` in cards.json, loaded from memory. */
static CasGame *
load_with_card_text (const char *from, const char *to)
{
  static const char *const names[] = { "game.json", "map.json", "lords.json", "forces.json", "cards.json", "scenarios.json" };
  const char *dir = g_getenv ("CASTELLAN_DATA_DIR");
  g_autoptr(GHashTable) files = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_bytes_unref);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, "games", "nevsky", names[i], NULL);
      g_autofree char *contents = NULL;
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      if (g_str_equal (names[i], "cards.json"))
        {
          g_autoptr(GString) s = g_string_new (contents);
          g_assert_cmpuint (g_string_replace (s, from, to, 0), >, 0);
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lc-rules/nevsky", test_nevsky);
  g_test_add_func ("/lc-rules/bind-fails", test_bind_fails);
  g_test_add_func ("/lc-rules/bind-same-data", test_bind_same_data);
  g_test_add_func ("/lc-rules/bind-fails-battle-event", test_bind_fails_battle_event);
  g_test_add_func ("/lc-rules/bind-fails-battle-capability", test_bind_fails_battle_capability);
  return g_test_run ();
}
