/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-feed.h: who Feeds, from whose Provender and Loot, and who goes Unfed (4.8.1). */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

/* Let Castellan pick the Lord that the game's excuse from Feeding (CasLcRules.feed_excuse:
 * Nevsky's Hillforts, T8) spares, or use it on nobody. */
#define CAS_FEED_EXCUSE_AUTO (-1)
#define CAS_FEED_EXCUSE_NONE (-2)

typedef struct {
  int lord;
  int units;          /* Forces on his mat, not Routed */
  int need;           /* Provender or Loot he must eat: 1, 2, or 0 when excused */
  int eaten;          /* what he received, from his own mat and by sharing */
  gboolean exempt;    /* excused from Feeding (Hillforts) */
  gboolean fed;
  int service_shift;  /* 0, or -1 when Unfed */
  int service;        /* Service box before Feed */
  int service_after;
} CasFeedLord;

/* One transfer: `from` spends `n` Provender or Loot to feed `to` (from == to: his own). */
typedef struct {
  int from;
  int to;
  CasAsset type;
  int n;
  gboolean comune_mat; /* comune (issue 17): from the Comune mat of `from` (Inferno 1.5.1) */
} CasFeedEat;

typedef struct {
  GArray *lords;       /* CasFeedLord, Teutons then Russians */
  GArray *eats;        /* CasFeedEat, in the order they happen */
  int excused;         /* the Lord excused from Feeding (Hillforts), or -1 */
} CasFeedResult;

/* The Feed step of the Feed/Pay/Disband segment for every Lord marked Moved/Fought.
 * `excused` is a Lord index, CAS_FEED_EXCUSE_AUTO or CAS_FEED_EXCUSE_NONE.
 * Explains every number in `ex` and proposes the actions that apply the result. */
CasFeedResult *cas_feed_compute (const CasTable *t, int excused, CasExplain *ex);
void cas_feed_result_free (CasFeedResult *result);
const CasFeedLord *cas_feed_result_find (const CasFeedResult *result, int lord);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasFeedResult, cas_feed_result_free)

G_END_DECLS
