/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-march.h: Inferno's Feed, Supply and Laden/Sail hooks (inf-march, issue 17),
 * private to src/games/inferno/: inferno-feed.c, inferno-supply.c, inferno-laden.c. */
#pragma once

#include "cas-lc-rules.h"

G_BEGIN_DECLS

/* Feed (4.8.1, 1.5.1): CasLcRules.feed_units. */
int cas_inferno_feed_units (const CasTable *t, int lord, CasExplain *ex);

/* Pay and Disband (3.2, 3.3): CasLcRules.pay_cost, beyond_service_disbands, lord_removed. */
int cas_inferno_pay_cost (const CasTable *t, int lord, CasExplain *ex);
gboolean cas_inferno_beyond_service_disbands (const CasTable *t, int lord, CasExplain *ex);
void cas_inferno_lord_removed (const CasTable *t, int lord, CasExplain *ex);

/* Supply (4.6): CasLcRules.supply. */
extern const CasLcSupply cas_inferno_supply;
/* 1.3.2: the line that an unverified Season of the current box decides whether Ships are
 * usable (rules-decisions I1-I2), when it does. */
void cas_inferno_ship_season_note (const CasTable *t, CasExplain *ex);

/* Laden and Sail (4.3.2-4.3.3, 4.7.3): CasLcRules.laden. */
extern const CasLcLaden cas_inferno_laden;

G_END_DECLS
