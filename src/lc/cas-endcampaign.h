/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-endcampaign.h: the End of Campaign steps for the current box (4.9): Grow, Game End,
 * Plow and Reap, Wastage and Reset, with the actions that carry them out. */
#pragma once

#include "cas-victory.h"
#include "cas-lc-rules.h" /* ransom: CasLcCaptives */

G_BEGIN_DECLS

/* 4.9.1: one side removing enemy Ravaged markers from its own territory. */
typedef struct {
  int side;            /* the side removing (the territory's owner) */
  int ravaged;         /* enemy Ravaged markers in its territory before Grow */
  int keep;            /* half, rounded up */
  GArray *remove;      /* int Locales, Castellan's default choice */
} CasGrowStep;

/* 4.9.3: one Lord's Carts or Sleds. */
typedef struct {
  int lord;
  CasAsset from, to;
  int before;          /* Transport of type `from` flipped */
  int held;            /* Transport of type `to` he already had (kept as it is) */
  int after;           /* Transport of type `to` he has afterwards */
} CasPlowReap;

/* 4.9.4: a Lord who must discard one item of the player's choice. */
typedef struct {
  int lord;
  GPtrArray *items;    /* char *: asset ids ("boat") and This Lord card ids ("t4") he may discard */
  GPtrArray *actions;  /* char *: the action discarding each item, same order */
  int default_item;    /* index into items of Castellan's default */
} CasWastage;

/* 4.9.5: one Reset action. */
typedef struct {
  char *step;          /* "unstack", "serfs", "this_campaign", "plan", "box", "phase", "crusade", "disband" */
  char *action;
} CasResetStep;

typedef struct {
  int box;
  gboolean grow_box;           /* end of a Rasputitsa (boxes 8, 16) */
  GArray *grow;                /* CasGrowStep, Teutons then Russians; empty unless grow_box */
  gboolean game_end;           /* this was the scenario's last box */
  CasVictory *victory;         /* the result after Grow, when game_end; else NULL */
  gboolean plow_box;           /* end of Summer or Late Winter (boxes 2, 6, 10, 14) */
  GArray *plow_and_reap;       /* CasPlowReap */
  GArray *wastage;             /* CasWastage */
  GArray *reset;               /* CasResetStep */
  /* ransom (issue 17): Ransom and Languish (Inferno 4.9.2), CasLcCaptives per side with
   * Captured Knights; NULL for a game without the step. */
  GArray *captives;
} CasEndCampaign;

CasEndCampaign *cas_endcampaign_compute (const CasTable *t, CasExplain *ex);
void cas_endcampaign_free (CasEndCampaign *self);

/* The Campaign ends once every Command card of both Plans is revealed (4.2, 4.9): how
 * many cards of SIDE's Plan are still face down, and whether both Plans are used up
 * (also when none is recorded on the table). */
int cas_endcampaign_face_down (const CasTable *t, int side);
gboolean cas_endcampaign_plans_used_up (const CasTable *t);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasEndCampaign, cas_endcampaign_free)

G_END_DECLS
