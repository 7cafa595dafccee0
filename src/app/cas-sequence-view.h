/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-sequence-view.h: the sequence of play as a slim bar: the current Levy or Campaign step,
 * what it asks, its calculators, and the way to the next step. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_SEQUENCE_VIEW (cas_sequence_view_get_type ())
G_DECLARE_FINAL_TYPE (CasSequenceView, cas_sequence_view, CAS, SEQUENCE_VIEW, GtkWidget)

/* The steps the table's step cell (CAS_G_STEP, the `step` action) counts: 1-6 the Levy
 * (3.1-3.5.3), 7-15 the Campaign (4.0-4.9.5); 0 before the first. */
enum {
  CAS_SEQ_ARTS_OF_WAR = 1,
  CAS_SEQ_PAY,
  CAS_SEQ_DISBAND,
  CAS_SEQ_MUSTER,
  CAS_SEQ_CALL_TO_ARMS,
  CAS_SEQ_DISCARD_EVENTS,
  CAS_SEQ_CAPABILITY_DISCARD,
  CAS_SEQ_PLAN,
  CAS_SEQ_COMMAND,
  CAS_SEQ_FEED_PAY_DISBAND,
  CAS_SEQ_GROW,
  CAS_SEQ_GAME_END,
  CAS_SEQ_PLOW_AND_REAP,
  CAS_SEQ_WASTAGE,
  CAS_SEQ_RESET,
  CAS_SEQ_N
};

void cas_sequence_view_update (CasSequenceView *self, const CasTable *table, const CasScenario *scenario);
/* The step shown: the table's, or the first of the current phase when the table's step
 * belongs to the other phase (the marker was flipped by hand). */
int cas_sequence_view_get_step (CasSequenceView *self);

G_END_DECLS
