/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-supply.h: the Supply command (4.6): which Sources a Lord reaches, by which Routes and
 * with which Transport, and how much Provender he may add. */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

typedef enum {
  CAS_SUPPLY_SEAT,   /* one of his Seats (1.3.1, 4.6.1) */
  CAS_SUPPLY_SHIP,   /* a Ship Source (a Seaport, or the game's own), with usable Ships */
} CasSupplyKind;

/* Why a possible Source gives nothing, in the order Castellan checks. */
typedef enum {
  CAS_SUPPLY_NO_SHIPS,        /* Ship Source without usable Ships (Winter, or none Shared) */
  CAS_SUPPLY_BLOCKED,         /* the Source Locale itself is blocked (4.6.2) */
  CAS_SUPPLY_NO_ROUTE,        /* every chain of Ways enters a blocked Locale */
  CAS_SUPPLY_NO_TRANSPORT,    /* no Route the usable Transport can serve this Season */
  CAS_SUPPLY_TRANSPORT_USED,  /* it has a Route alone, but the Transport carries other Provender */
  CAS_SUPPLY_LIMIT,           /* the Seat limit (two, or fewer by a card) or two Ships already give Provender */
  CAS_SUPPLY_CAP,             /* his mat would pass eight Provender (1.7.3) */
  CAS_SUPPLY_RUINED,          /* inf-march: a Seat in Ruins is no Source (Inferno 4.6.1) */
} CasSupplyReason;

typedef struct {
  int locale;
  CasSupplyKind kind;
  int provender;
  int route[CAS_MAX_ROUTE];     /* Locales from the Lord's to the Source, both included */
  int n_route;                  /* 1 when the Lord is at the Source */
  int ways[CAS_MAX_ROUTE];      /* ways[i] joins route[i] and route[i + 1] */
  int transport[CAS_MAX_ASSETS];  /* Transport these Provender use, in all (provender x Route) */
} CasSupplySource;

typedef struct {
  int locale;
  CasSupplyKind kind;
  CasSupplyReason reason;
  int blocker;                  /* the blocked Locale named in the reason, or -1 */
  int way;                      /* the Way that lacks Transport, or -1 */
  char *text;                   /* the reason in words */
} CasSupplyRejected;

typedef struct CasSupplyResult {
  int lord;
  int locale;                   /* -1 when he is not on the map */
  gboolean can_supply;          /* on the map and Unbesieged (4.6) */
  int provender;                /* Provender to add now */
  int entitled;                 /* what the Sources give before the eight-Provender cap */
  int provender_before;         /* on his mat now */
  int room;                     /* how many more his mat may hold (1.7.3) */
  int transport[CAS_MAX_ASSETS];  /* usable Transport Shared at his Locale and usable Ships
                                 * (as the game's cards count them), after the option used */
  int seat_limit;               /* 2, or fewer when a card lowers it; -1: no limit (Inferno) */
  int ship_limit;               /* Ship Provender possible: at most 2 (Inferno: one per Ship), 0
                                 * when none usable */
  gboolean seat_limit_lowered;  /* a card lowers the Seat limit (CasLcSupply.seat_limit) */
  int option;                   /* the game's Transport option used (CasLcSupplyOption.kind), 0: none */
  int option_count;             /* how many Transport it converts */
  int option_lord;              /* the Lord whose card offers it, or -1 */
  GArray *sources;              /* CasSupplySource, Seats first */
  GArray *rejected;             /* CasSupplyRejected */
} CasSupplyResult;

/* The best Supply action for `lord` (the Active Lord) on this table: most Provender, then
 * fewest Transport (shortest Routes). Explains every Source in `ex` and proposes
 * `assets LORD prov +N`. Fails only for an unknown Lord index. */
CasSupplyResult *cas_supply_compute (const CasTable *t, int lord, CasExplain *ex, GError **error);
void cas_supply_result_free (CasSupplyResult *result);
/* inf-march: the closing lines of a Supply action, for a game's own Supply too: the cap
 * on his mat (1.7.3) and the Provender he adds, cited with `section` ("4.6.3"; Inferno
 * "4.6.2"), and the action proposed. */
void cas_supply_conclude (const CasTable *t, const CasSupplyResult *r, const char *section, CasExplain *ex);
/* {"lord", "locale", "season", "can_supply", "provender", "entitled", "provender_before",
 *  "transport", "seat_limit", "ship_limit", the game's own members (CasLcSupply.json),
 *  "sources", "rejected"} */
JsonNode *cas_supply_result_to_json (const CasTable *t, const CasSupplyResult *result);

const char *cas_supply_kind_id (CasSupplyKind kind);        /* "seat", "ship" */
const char *cas_supply_reason_id (CasSupplyReason reason);  /* "no_ships", "blocked", ... */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasSupplyResult, cas_supply_result_free)

G_END_DECLS
