/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-laden.h: moving Lords with their Provender and Loot: Laden status of a March
 * (4.3.2), what Avoid Battle and Retreat must leave (4.3.4, 4.4.3), and Ships to Sail
 * (4.7.3). */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

#define CAS_LADEN_MAX_WAYS 4

typedef enum {
  CAS_LADEN_UNLADEN,   /* 1 action */
  CAS_LADEN_LADEN,     /* 2 actions */
  CAS_LADEN_BLOCKED,   /* cannot move until Provender is discarded */
} CasLadenStatus;

typedef struct {
  int way;                /* index of the Way */
  CasWayType type;        /* its known type (CAS_WAY_OTHER for a Road or Track) */
  int laden_prov_per_cart;/* Provender one usable Transport carries Unladen along it (4.3.2) */
  gboolean free_march;    /* Unladen along a Way type whose first March of a card is free (4.3.3) */
  int usable_transport;   /* shared over the group, this Season, on this Way (1.7.4) */
  CasLadenStatus status;
  int actions;            /* 1 or 2; 0 when blocked */
  int discard_prov;       /* Provender to discard before moving at all */
  int avoid_prov;         /* to leave behind to Avoid Battle or Retreat along this Way */
  int avoid_loot;
  int counted_type;       /* cards (issue 17): the game's Way type it counts as when a card
                           * makes it another (Inferno's ROAD WORKS), else -1 */
  gboolean as_unladen;    /* cards: a card lets a Laden group move at the Unladen cost */
} CasLadenWay;

typedef struct CasLadenResult {
  int *lords;             /* the group as named */
  int n_lords;
  int side;
  int from;
  int to;
  int provender;          /* group totals */
  int loot;
  int transport_held[CAS_MAX_ASSETS]; /* Transport held by the group, by Asset type */
  CasLadenWay ways[CAS_LADEN_MAX_WAYS];
  int n_ways;
  int best;               /* index into ways of the Way that costs least */
  /* The verdict along the best Way. */
  CasLadenStatus status;
  int actions;            /* 1 or 2; 0 when blocked */
  int transport;          /* usable Transport on the best Way */
  int discard_prov;       /* to move at all */
  int discard_loot;       /* always 0: Loot never blocks a March */
  /* Avoid Battle / Retreat (4.3.4, 4.4.3), along the Way with the most usable Transport. */
  int avoid_way;          /* index into ways */
  int avoid_prov;
  int avoid_loot;
  gboolean avoid_destination_ok;  /* no Unbesieged enemy Lord or Stronghold there */
  gboolean group_legal;   /* the named Lords may move together (4.3.1, 4.1.3) */
  gboolean card_free_march; /* a card makes the group's first March on a Command card free
                             * (the game's march_free hook: Nevsky's T3 Converts) */
  gboolean forbidden;     /* scen: a rule of the scenario forbids the move (the game's march_forbidden) */
} CasLadenResult;

CasLadenResult *cas_laden (const CasTable *t, const int *lords, int n_lords, int to_locale,
                           CasExplain *ex, GError **error);
void cas_laden_result_free (CasLadenResult *result);
const char *cas_laden_status_id (CasLadenStatus status);   /* "unladen", "laden", "blocked" */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasLadenResult, cas_laden_result_free)

typedef struct CasSailResult {
  int *lords;
  int n_lords;
  int side;
  int from;
  int to;
  int horse;              /* Horse units of the group (1.6) */
  int ships_per_horse;    /* the game's ships_per_horse hook (Nevsky: 1 Teutons, 2 Russians) */
  int provender;
  int loot;
  int ships_needed;       /* Horse x ships_per_horse + Provender + 2 x Loot */
  int ships_available;    /* shared, with the game's cards (its sail_ships hook) */
  int shortfall;          /* ships_needed - ships_available, 0 if enough */
  gboolean horse_fit;     /* the Horse alone fit in the Ships */
  int discard_prov;       /* fewest Assets to discard so that the Ships suffice (1.7.2) */
  int discard_loot;
  gboolean siege;         /* the destination is an Unbesieged enemy Stronghold: Siege marker */
  gboolean group_legal;
  gboolean can_sail;
  GPtrArray *reasons;     /* char *: why not, when can_sail is FALSE */
} CasSailResult;

CasSailResult *cas_sail (const CasTable *t, const int *lords, int n_lords, int to_locale,
                         CasExplain *ex, GError **error);
void cas_sail_result_free (CasSailResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasSailResult, cas_sail_result_free)

/* For the games' Laden hooks (CasLcLaden): the Transport types of `mask` in words ("Carts
 * and Boats", "no Transport"), and the id ("T3") of the This Lord Capability `cap_name`
 * at `lord`'s mat, for citing it ("?" when none). */
char *cas_laden_transport_text (CasGame *game, guint mask);
char *cas_laden_card_label (const CasTable *t, int lord, const char *cap_name);

G_END_DECLS
