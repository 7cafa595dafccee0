/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-types.h: Nevsky's names for the engine's own-game roles (cas-game.h,
 * CasLcRules.asset_roles and locale_roles, set in nevsky-rules.c). */
#pragma once

#include "cas-game.h"

/* Transport (1.7.4): Sleds and Boats are Asset slots 4 and 5, their roles the same. */
#define NEVSKY_ASSET_SLED CAS_ASSET_GAME_0
#define NEVSKY_ASSET_BOAT CAS_ASSET_GAME_1

/* Locale types (1.3.1): a Trade Route is the series' Post (changes hands with the field,
 * 4.3.6); Bishoprics and Novgorod are Nevsky's own. */
#define NEVSKY_LOCALE_TRADE_ROUTE CAS_LOCALE_POST
#define NEVSKY_LOCALE_BISHOPRIC CAS_LOCALE_GAME_0
#define NEVSKY_LOCALE_NOVGOROD CAS_LOCALE_GAME_1
