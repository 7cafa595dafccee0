/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-paths.c: where Castellan finds its game data, translations and settings schema.
 *
 * A program whose executable lies inside the build folder it was built in (the app, the
 * CLI, the tests and benchmarks run from build/) is "uninstalled": it reads the game
 * data of the source tree, the catalogues compiled into <build>/po and the schema
 * compiled into <build>/data, with no variable to set. Any other copy (after `meson
 * install`) reads the install prefix it was configured with. CASTELLAN_DATA_DIR and
 * CASTELLAN_LOCALEDIR still override both (tests, the fuzzers, other data). */
#include "config.h"

#include "cas-paths.h"

#include <string.h>

static gboolean
path_is_under (const char *path, const char *dir)
{
  gsize n = strlen (dir);
  return strncmp (path, dir, n) == 0 && (path[n] == G_DIR_SEPARATOR || path[n] == '\0');
}

gboolean
cas_paths_uninstalled (void)
{
  static gsize once;
  static gboolean uninstalled;

  if (g_once_init_enter (&once))
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
      g_autofree char *root = g_canonicalize_filename (CAS_BUILD_ROOT, NULL);
      uninstalled = exe != NULL && path_is_under (exe, root);
      g_once_init_leave (&once, 1);
    }
  return uninstalled;
}

/* <data>/games/<game_id>/<file>; file may be NULL for the game's folder. */
char *
cas_paths_data_file (const char *game_id, const char *file)
{
  const char *env = g_getenv ("CASTELLAN_DATA_DIR");
  const char *base = env && *env ? env : cas_paths_uninstalled () ? CAS_SOURCE_DATA_DIR : CAS_PKGDATADIR;
  return g_build_filename (base, "games", game_id, file, NULL);
}

const char *
cas_paths_localedir (void)
{
  const char *env = g_getenv ("CASTELLAN_LOCALEDIR");
  if (env && *env)
    return env;
  return cas_paths_uninstalled () ? CAS_BUILD_ROOT G_DIR_SEPARATOR_S "po" : LOCALEDIR;
}

/* The folder holding the compiled schema this binary belongs with. */
const char *
cas_paths_schema_dir (void)
{
  return cas_paths_uninstalled () ? CAS_BUILD_ROOT G_DIR_SEPARATOR_S "data" : CAS_SCHEMA_DIR;
}
