/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-pay.h: who may Pay whom with Coin and Loot, and the Disband risk (3.2, 4.8.2). */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

/* The payer of Coin from the game's store outside the Lords' mats (CasLcRules.pay_pool:
 * the Novgorod Veche box). */
#define CAS_PAY_POOL (-1)

typedef struct {
  int payer;         /* a Lord index, or CAS_PAY_POOL */
  CasAsset type;     /* CAS_ASSET_COIN or CAS_ASSET_LOOT */
  int max;           /* Coin or Loot this source can spend on the Lord now: the shifts it
                      * buys when a box costs 1 (inf-march: a Podestà's costs 2) */
  gboolean comune_mat; /* comune (issue 17): from the Comune mat of `payer` (Inferno 1.5.1) */
} CasPaySource;

typedef struct {
  int lord;
  int service;       /* his Service box (0 and n_boxes + 1: just off the Calendar) */
  gboolean at_risk;  /* Service marker in the current box or left of it (3.3) */
  int needed;        /* shifts that would take him out of risk, 0 when safe */
  int room;          /* shifts that still move his marker (up to just off the right edge) */
  int max_shifts;    /* what all his sources together can buy, within `room` */
  int cost;          /* inf-march: Coin or Loot per box (1; Inferno's Podestà 2, 3.2.1) */
  GArray *sources;   /* CasPaySource */
} CasPayLord;

typedef struct {
  GArray *lords;     /* CasPayLord, Teutons then Russians */
  int lord;          /* the Lord a payment was asked for, or -1 */
  int asked;         /* shifts asked for */
  int bought;        /* shifts the proposal buys */
} CasPayResult;

/* Every Lord on the map: his Service, his sources of Pay, his Disband risk. With
 * `lord` >= 0 and `shift` > 0, also proposes paying him `shift` boxes (sources in
 * Castellan's documented order: his own Coin, his own Loot, other Lords' Coin, their
 * Loot, then the store's: Veche Coin). */
CasPayResult *cas_pay_compute (const CasTable *t, int lord, int shift, CasExplain *ex);
void cas_pay_result_free (CasPayResult *result);
const CasPayLord *cas_pay_result_find (const CasPayResult *result, int lord);
/* The shifts a source can buy for the Lord, 0 when it cannot pay him. */
int cas_pay_lord_max_from (const CasPayLord *pl, int payer, CasAsset type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasPayResult, cas_pay_result_free)

G_END_DECLS
