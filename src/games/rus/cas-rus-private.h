/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-private.h: helpers shared by the Rus calculators. */
#pragma once

#include "cas-json.h"
#include "cas-rus-map.h"
#include "cas-rus-state.h"
#include "cas-rus.h"
#include "cas-rus-user-file.h"

G_BEGIN_DECLS

/* "player 2 (Rus)", or in the two-player game, where Kingdoms pick, "Rus (player 1)". */
char *rus_picker_label (const CasRusState *s, gboolean by_kingdom, int who);
/* "player 2 (Rus)" */
char *rus_player_label (const CasRusState *s, int player);

/* One entry of a file being read: `index` from its key, `o` its object; ctx->entry names
 * it ("areas.kiev"). FALSE with the error set through ctx. */
typedef gboolean (*RusUserEntryFunc) (CasJsonCtx *ctx, int index, JsonObject *o, void *out);

/* Reads a text of this kind strictly (cas_json_parse ()), calling `entry` for each entry
 * of its list; errors name the file (`ctx`) and the entry. */
gboolean rus_user_file_read (const CasRusUserFile *kind, const char *data, gsize length, CasJsonCtx *ctx,
                             RusUserEntryFunc entry, void *out);
/* A builder with "format" and "version" written and the list's object begun; the entries
 * go in, and rus_user_file_end () closes both, frees the builder and gives pretty JSON
 * text ending in a newline. */
JsonBuilder *rus_user_file_begin (const CasRusUserFile *kind);
char *rus_user_file_end (JsonBuilder *b, gsize *length);

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

/* The store limit at the end of Harvest (cas-rus-economy.c): 10, 20 with Warehouse
 * [HARVEST p.9], its own or, when Influenced, its Influencer's this turn [INFLUENCE p.8]
 * (issue 18); `*from` (may be NULL) the Kingdom whose Warehouse it is, -1 none. */
int rus_store_limit (const CasRusState *s, int kingdom, int *from);

/* Religions (cas-rus-religion.c, rus-rel): "an Orthodox Kingdom", "a Kingdom without a
 * religion"; the basic CBT's religion line, returning the modifier counted (the typed
 * one wins, else the C&T file's; "not entered" says so and counts 0). */
char *rus_religion_against_words (int religion);
int rus_religion_line (const CasRusForce *f, const char *side, CasExplain *ex);

/* rus-rel (cas-rus-map.c): an area's name for a line (the map's name, else its id);
 * whether `area` borders `kingdom`'s land by the map (YES with `*from` the area it
 * borders, UNKNOWN when some adjacency is not entered, else NO); (cas-rus-ct.c) the
 * Kingdom whose player leads `action` this turn (the two-player game: the Kingdom), -1. */
char *rus_area_label (const CasRusMap *map, int area);
CasRusKnown rus_land_adjacent (const CasRusState *s, const CasRusMap *map, int kingdom, int area, int *from);
int rus_lead_kingdom (const CasRusState *s, int action);

/* issue 18 (rus-rules, cas-rus-politics-cards.c): the Politics cards activated this turn on
 * a Kingdom's Harvest (`yields` by Basic, changed in place: Good Harvest, Famine) and the
 * extra tiles on each City's and Fortress's upkeep (Harsh Winter), with their lines. */
void rus_cards_harvest (const CasRusState *s, int kingdom, int *yields, CasExplain *ex);
int rus_cards_upkeep (const CasRusState *s, int kingdom, CasExplain *ex);

/* "vikings", "teutons": the ids of the invaders (CasRusInvader - 1), in the state and the
 * map file (cas-rus-state.c). */
extern const char *const cas_rus_invader_ids[CAS_RUS_N_INVADER_SLOTS];

/* issue 18 (rus-invbattle, cas-rus-invasion.c): the invaders' steps along `route`
 * from the entry, or the ways the controller may choose; called by
 * cas_rus_invasion_route () once the entry and its battle are known. */
void rus_invasion_campaign (const CasRusState *s, const CasRusMap *map, const int *route, int n_route,
                            const int *tactics, int objective, CasRusInvasion *out, CasExplain *ex);

G_END_DECLS
