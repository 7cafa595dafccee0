/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-paths.h: where Castellan finds its data, catalogues and settings schema, installed
 * or run from its build folder. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean    cas_paths_uninstalled   (void);
char       *cas_paths_data_file     (const char *game_id, const char *file);
const char *cas_paths_localedir     (void);
const char *cas_paths_schema_dir    (void);

G_END_DECLS
