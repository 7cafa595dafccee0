/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-exhaustion.h: scenario F's Exhaustion roll (endmarker, issue 17; 6.0;
 * inferno-exhaustion.c). */
#pragma once

#include "cas-lc-rules.h"

G_BEGIN_DECLS

typedef struct {
  gboolean applies;   /* the scenario has Exhaustion (F) */
  gboolean due;       /* a Levy from its first box on: the roll is made now */
  int die;            /* the players' die, 0 when none was given */
  int roll_max;       /* a die up to this moves the End marker */
  gboolean moves;     /* the die moves the End marker */
  int end_before;     /* the End marker's box, -1 off the Calendar */
  int end_after;
  gboolean ends;      /* the Levy and End markers then share a box: the game is over */
} InfernoExhaustion;

/* The Exhaustion roll at the start of this Levy with the players' `die` (1-6, or 0 to
 * ask only what a roll would do), explained with its section (in `ex`, which may be NULL)
 * and proposing the End marker's action (`end 16`, `end -1`). */
void inferno_exhaustion (const CasTable *t, int die, InfernoExhaustion *out, CasExplain *ex);

G_END_DECLS
