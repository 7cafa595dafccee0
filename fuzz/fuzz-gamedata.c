/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-gamedata.c: a game's data files through the series loader, one of its six replaced
 * by the input after its first byte (the first byte picks which); the loader must refuse
 * with a message naming the file, or load. One source, the game chosen at build time
 * (fuzz/meson.build): FUZZ_GAME "nevsky" builds fuzz-gamedata, "inferno" (issue 17)
 * fuzz-inferno-gamedata. Inferno's revolt.json is not the loader's (inferno-revolt.c reads
 * it when first asked): with FUZZ_REVOLT every input is also read as revolt.json, which
 * must be refused with a message naming it, or read. */
#include "fuzz-common.h"
#include "inferno-revolt.h"

#ifndef FUZZ_GAME
#error "FUZZ_GAME names the game whose data this target reads (fuzz/meson.build)"
#endif

FUZZ_DEFAULT_MAX_LEN (1 << 20)

/* Refused with a message that is valid UTF-8 and names a file (`name`: a game-data file
 * replaced by another may make the loader refuse one that refers to it). */
static void
check_refusal (const GError *error, const char *name)
{
  g_assert (error != NULL);
  g_assert (strstr (error->message, name) != NULL && g_utf8_validate (error->message, -1, NULL));
}

/* The loader of the game's data with one of its six files replaced by the input. `real`
 * caches the game's files. */
static void
load_with_input (GHashTable **real, const uint8_t *data, size_t size)
{
  static const char *const names[] = { "game.json", "map.json", "lords.json", "forces.json", "cards.json", "scenarios.json" };
  if (*real == NULL)
    {
      const char *dir = g_getenv ("CASTELLAN_DATA_DIR");
      *real = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autofree char *path = g_build_filename (dir ? dir : CAS_SOURCE_DATA_DIR, "games", FUZZ_GAME, names[i], NULL);
          char *contents;
          gsize len;
          g_assert (g_file_get_contents (path, &contents, &len, NULL));
          g_hash_table_insert (*real, (gpointer) names[i], g_bytes_new_take (contents, len));
        }
    }
  const char *which = names[data[0] % G_N_ELEMENTS (names)];
  g_autoptr(GHashTable) files = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_hash_table_insert (files, (gpointer) names[i], g_hash_table_lookup (*real, names[i]));
  g_autoptr(GBytes) input = g_bytes_new (data + 1, size - 1);
  g_hash_table_insert (files, (gpointer) which, input);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load_from_memory (files, &error);
  if (game == NULL)
    check_refusal (error, ".json");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static GHashTable *real;
  if (size < 1)
    return 0;
  load_with_input (&real, data, size);
#ifdef FUZZ_REVOLT
  g_autoptr(GError) error = NULL;
  if (!cas_inferno_revolt_check_data (fuzz_game_named (FUZZ_GAME), (const char *) data + 1, size - 1, &error))
    check_refusal (error, "revolt.json");
#endif
  return 0;
}
