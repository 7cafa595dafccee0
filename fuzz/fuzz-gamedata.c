/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-gamedata.c: the game-data loader with one of its six files replaced by the input
 * (the first byte picks which); it must refuse with a message naming the file, or load. */
#include "config.h"
#include "fuzz-common.h"

#include <string.h>

static const char *const names[] = { "game.json", "map.json", "lords.json", "forces.json", "cards.json", "scenarios.json" };

FUZZ_DEFAULT_MAX_LEN (1 << 20)

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static GHashTable *real;
  if (real == NULL)
    {
      const char *dir = g_getenv ("CASTELLAN_DATA_DIR");
      real = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autofree char *path = g_build_filename (dir ? dir : CAS_SOURCE_DATA_DIR, "games", "nevsky", names[i], NULL);
          char *contents;
          gsize len;
          g_assert (g_file_get_contents (path, &contents, &len, NULL));
          g_hash_table_insert (real, (gpointer) names[i], g_bytes_new_take (contents, len));
        }
    }
  if (size < 1)
    return 0;
  const char *which = names[data[0] % G_N_ELEMENTS (names)];
  g_autoptr(GHashTable) files = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_hash_table_insert (files, (gpointer) names[i], g_hash_table_lookup (real, names[i]));
  g_autoptr(GBytes) input = g_bytes_new (data + 1, size - 1);
  g_hash_table_insert (files, (gpointer) which, input);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load_from_memory (files, &error);
  if (game == NULL)
    {
      g_assert (error != NULL);
      g_assert (strstr (error->message, ".json") != NULL && g_utf8_validate (error->message, -1, NULL));
    }
  return 0;
}
