/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-sequence-steps.h: the steps of a game's sequence of play, as the Table page's bar
 * shows them (cas-sequence-view.c): one table per game, in one place
 * (cas-sequence-steps.c), each in its game's folder (nevsky/nevsky-sequence.c). */
#pragma once

#include <glib.h>

#include "castellan.h"
#include "cas-sequence-view.h"

G_BEGIN_DECLS

/* One step of the Levy & Campaign sequence (the table's step cell, CAS_SEQ_*). */
typedef struct {
  CasPhase phase;
  const char *title;   /* marked for translation; translated where shown */
  const char *rule;    /* the rule section, "3.1" */
  const char *asks;    /* what the step asks, in our own words, never the rulebook's */
  const char *helpers; /* calculators ("pay") and pages ("page:plan"), comma-separated */
} CasSeqStep;

/* GAME's steps, CAS_SEQ_N of them indexed by CAS_SEQ_* (index 0 unused), or NULL when the
 * app has none for it (then the Table page shows no sequence bar). */
const CasSeqStep *cas_sequence_steps_for (CasGame *game);

/* Nevsky's (nevsky/nevsky-sequence.c). */
extern const CasSeqStep cas_nevsky_sequence[CAS_SEQ_N];
/* Inferno's (inferno/inferno-sequence.c). */
extern const CasSeqStep cas_inferno_sequence[CAS_SEQ_N];

G_END_DECLS
