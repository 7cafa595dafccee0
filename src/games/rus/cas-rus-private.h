/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-private.h: helpers shared by the Rus calculators. */
#pragma once

#include "cas-json.h"
#include "cas-rus-state.h"
#include "cas-rus.h"

G_BEGIN_DECLS

/* "player 2 (Rus)", or in the two-player game, where Kingdoms pick, "Rus (player 1)". */
char *rus_picker_label (const CasRusState *s, gboolean by_kingdom, int who);
/* "player 2 (Rus)" */
char *rus_player_label (const CasRusState *s, int player);

/* Writes a file of the table's own data ($XDG_DATA_HOME/castellan/rus/...) atomically
 * through cas_savefile_write (), creating its folder; a file there that `loads` refuses
 * is first kept as FILE.corrupt (.corrupt-2 ...), whose path `backup` receives. */
gboolean rus_user_file_save (const char *path, const char *data, gsize len, gboolean (*loads) (const char *, gsize),
                             char **backup, GError **error);

/* Opens a file of the table's own data: strict JSON (cas_json_parse ()), an object with
 * exactly the members `top`, "format" equal to `format` and a "version" not above
 * `version`; errors name the file (`ctx`) and call it "a `what` file". NULL on error. */
JsonObject *rus_user_file_open (const char *data, gsize length, CasJsonCtx *ctx, const char *what, const char *format,
                                int version, const char *const *top, JsonParser **parser);

/* The object `b` built, as pretty JSON text ending in a newline. */
char *rus_user_file_text (JsonBuilder *b, gsize *length);

/* The Harvest (cas-rus-economy.c), leaving out the "add it by hand" line of the abilities
 * marked in `extra_known` (by ability; NULL: none), whose extra the C&T file gives
 * (cas_rus_harvest_ct (), issue 18). */
void rus_harvest_run (const CasRusState *s, int kingdom, const gboolean *extra_known, CasRusHarvest *out, CasExplain *ex);

/* Tiles of each resource (cas-rus-ct.c, issue 18): the member {"ore": 1, ...} read (1-9
 * each; `known` set when present), written (counts above 0), and parsed from words
 * ("ore", "grain:2,money"; an error names the bad word). */
gboolean rus_read_tiles (CasJsonCtx *ctx, JsonObject *o, const char *member, int *tiles, gboolean *known);
void rus_write_tiles (JsonBuilder *b, const char *member, const int *tiles);
gboolean rus_parse_tiles (const char *spec, int *tiles, GError **error);

G_END_DECLS
