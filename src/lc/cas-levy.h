/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-levy.h: Levy helpers (3.4, 3.5, 4.0): Ready Lords and their free Seats, Muster
 * odds, what each Lord's Lordship can buy, Capability limits, Call to Arms options. */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

typedef struct {
  int lord;
  int box;                    /* his cylinder's box (0: just off the left edge) */
  int seats[CAS_MAX_SEATS];   /* his Seats free of enemy Lords and not held by the enemy */
  int n_seats;
  int service_box;            /* where his Service marker would go if Mustered now (3.4.1) */
  int fealty;                 /* 0: no Lord may Levy him (Aleksandr) */
  double odds;                /* chance that one Levy action Musters him, fealty / 6 */
  gboolean blocked;           /* an Event forbids his Muster this Levy */
  int actions;                /* Levy actions per roll: 1 (levy, issue 17: Inferno's Exile Army 2) */
  gboolean anyway;            /* Ready though his cylinder is right of the box (Emergency Army) */
  GArray *levied_by;          /* int: Lords who could spend Lordship on his roll */
} CasLevyReady;

typedef enum {
  CAS_LEVY_ITEM_LORD,
  CAS_LEVY_ITEM_VASSAL,
  CAS_LEVY_ITEM_TRANSPORT,
  CAS_LEVY_ITEM_CAPABILITY,
} CasLevyItemKind;

typedef struct {
  CasLevyItemKind kind;
  int id;                     /* Lord, Vassal, CasAsset or card index */
  gboolean must_discard;      /* a third This Lord Capability: he must discard down to two */
  int roll;                   /* levy (issue 17): a Vassal Mustered on a roll of 1-roll (Sestiere), 0 none */
  /* levy (TAGLIA, Altopascio): */
  gboolean no_action;         /* Mustered for no Levy action (Inferno's Altopascio with TAU COMPANY) */
  int carts;                  /* Carts that come with it (Inferno's TAGLIA: 2), 0 none */
} CasLevyItem;

typedef struct {
  int lord;
  int lordship;               /* the Levy actions he has in this Levy: his rating plus any bonus */
  int bonus;                  /* levy (issue 17): of which a game's cards give (Inferno's TAU COMPANY) */
  gboolean can_levy;          /* at a Friendly Locale and not barred by an Event */
  GArray *items;              /* CasLevyItem, one Levy action each */
  /* inferno-levy (issue 17): where the table keeps them (CasLcLevy.actions_spent): */
  int spent;                  /* Levy actions spent in this Muster segment (3.4) */
  gboolean arrived;           /* Mustered in this Muster segment: no Levy actions (3.4.1) */
  gboolean able;              /* his place allows Lordship (can_levy before spent and arrived) */
} CasLevyLordship;

typedef struct CasLevyResult {
  GArray *ready;              /* CasLevyReady, Teutons then Russians */
  GArray *lordship;           /* CasLevyLordship, every Lord on the map */
  int capability_excess[CAS_N_SIDES];
  GPtrArray *notes;           /* char *: Call to Arms, Special Vassals, Capability limits */
} CasLevyResult;

CasLevyResult *cas_levy_compute (const CasTable *t, CasExplain *ex);
void cas_levy_result_free (CasLevyResult *result);
const CasLevyReady *cas_levy_result_find_ready (const CasLevyResult *result, int lord);
const CasLevyLordship *cas_levy_result_find_lordship (const CasLevyResult *result, int lord);
gboolean cas_levy_lordship_has (const CasLevyLordship *ll, CasLevyItemKind kind, int id);
const char *cas_levy_item_kind_id (CasLevyItemKind kind);

/* For a game's CasLcRules.levy_extras: */
/* An explanation line that is also one of the result's notes. */
G_GNUC_PRINTF (4, 5)
void cas_levy_note (CasLevyResult *r, CasExplain *ex, const char *rules, const char *format, ...);
/* A cylinder at or left of the current box (3.4.1). */
gboolean cas_levy_is_ready (const CasTable *t, int lord);
/* 3.4.1: `loc`, a Seat of `lord`, is free of enemy Lords and not held by the enemy. */
gboolean cas_levy_seat_free (const CasTable *t, int lord, int loc, CasExplain *ex);
/* His free Seats, each once, into out[CAS_MAX_SEATS]; returns how many. */
int cas_levy_free_seats (const CasTable *t, int lord, int *out, CasExplain *ex);
/* "Pskov, Novgorod", "Aleksandr, Andrey" (newly allocated). */
char *cas_levy_locale_list (const CasTable *t, const int *locs, int n);
char *cas_levy_lord_list (const CasTable *t, const int *lords, int n);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasLevyResult, cas_levy_result_free)

G_END_DECLS
