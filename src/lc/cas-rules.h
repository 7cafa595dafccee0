/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules.h: the small predicates every calculator needs: who holds a Locale, whether
 * it is Friendly (1.3.1), who is Besieged (4.3.5), usable Transport (1.7.4), Seats. */
#pragma once

#include "cas-explain.h"
#include "cas-table.h"

G_BEGIN_DECLS

#define CAS_MAX_ROUTE 64

/* The side whose Stronghold (or territory) a Locale is now: the owner, or the enemy if
 * it carries Conquered markers (1.3.1). */
int cas_rules_holder (const CasTable *t, int locale);
/* A Stronghold by type, or a Fort/Town turned Castle by a Castle marker (1.9.1). */
gboolean cas_rules_is_stronghold (const CasTable *t, int locale);
int cas_rules_walls (const CasTable *t, int locale);
int cas_rules_capacity (const CasTable *t, int locale);
gboolean cas_rules_friendly (const CasTable *t, int locale, int side, CasExplain *why);
gboolean cas_rules_besieged (const CasTable *t, int lord);
/* Lords of `side` at `locale` who are on the map and not Besieged. */
int cas_rules_count_unbesieged (const CasTable *t, int locale, int side);
int cas_rules_count_lords (const CasTable *t, int locale, int side);
int cas_rules_lord_side (const CasTable *t, int lord);
int cas_rules_lord_locale (const CasTable *t, int lord);

/* Bit mask of CasAsset Transport usable this Season on a Way (1.7.4). */
guint cas_rules_usable_on_way (const CasTable *t, int way);
/* Ways joining two Locales (there may be two: Dorpat-Odenpah). */
int cas_rules_ways_between (CasGame *game, int a, int b, int *out, int max);
int cas_rules_transport_count (const CasTable *t, int lord, guint mask);

/* Capabilities by name ("Balistarii"), so copies (T4/T5/T6) count alike. */
gboolean cas_rules_side_has_capability (const CasTable *t, int side, const char *name);
gboolean cas_rules_lord_has_capability (const CasTable *t, int lord, const char *name);

/* Seats usable now, with repeats (Novgorod counts twice under Archbishopric, 1.3.1). */
int cas_rules_seats (const CasTable *t, int lord, int *out, int max, CasExplain *why);

const char *cas_rules_lord_name (const CasTable *t, int lord);
/* How many persons a Lord is (2 for Knud & Abel, lords.json `persons`): the plural
 * count for a sentence about him, so that it reads "themselves". */
gulong cas_rules_lord_persons (const CasTable *t, int lord);
/* "3 Provender", "1 Cart", "2 Carts": an amount of the game's Asset type `asset` (its
 * slot) in words (newly allocated): the game's own words for its Transport
 * (CasLcSupply.transport_words: Nevsky's Sleds and Boats), the engine's for the roles
 * Provender, Coin, Loot, Cart and Ship, else the name in the game's data. */
char *cas_rules_asset_amount (CasGame *game, int asset, int n);
const char *cas_rules_locale_name (const CasTable *t, int locale);
const char *cas_rules_side_name (const CasTable *t, int side);
/* The side's name in a translated sentence ("Teutons"; cas_game_text ()). */
const char *cas_rules_side_text (const CasTable *t, int side);
/* A Way in words, without an article, for a move from `from` to `to` along it: "Waterway
 * from Pskov to Uzmen", "Waterway from Gdov to Uzmen (also joining Dorpat and Narwia)"
 * (newly allocated). */
char *cas_rules_way_words (const CasTable *t, int way, int from, int to);
/* "Trackway", "Waterway" (translated), or the name of the game's Way type ("Road"). */
const char *cas_rules_way_type_name (const CasTable *t, int way);
/* The Transport usable along some Way this Season (a CasAsset bit mask, 1.7.4). */
guint cas_rules_usable_on_land (const CasTable *t);

G_END_DECLS
