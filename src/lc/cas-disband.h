/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-disband.h: the Disband check (3.3, 4.8.2, 1.6): who stays, who Disbands and where
 * his cylinder goes, who is removed; Vassals under the advanced Service rule (3.4.2). */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

typedef enum {
  CAS_DISBAND_STAYS,
  CAS_DISBAND_DISBANDS,   /* at his Service limit, or without Forces (3.3.2, 1.6) */
  CAS_DISBAND_REMOVED,    /* beyond his Service limit: out of the game (3.3.1) */
} CasDisbandVerdict;

typedef enum {
  CAS_DISBAND_VASSAL_STAYS,
  CAS_DISBAND_VASSAL_UNREADY,  /* at its limit: back to the mat, Unready */
  CAS_DISBAND_VASSAL_REMOVED,  /* beyond its limit: out of the game */
  CAS_DISBAND_VASSAL_LEAVES,   /* its Lord leaves the map: the marker goes with his mat */
} CasDisbandVassalVerdict;

typedef struct {
  int lord;
  int service;             /* his Service box (0, n_boxes + 1: just off the Calendar) */
  CasDisbandVerdict verdict;
  int cylinder_box;        /* where his cylinder goes when he Disbands (n_boxes + 1: off the
                            * right edge), else -1 */
  gboolean no_forces;      /* he Disbands because he has (or will have) no Forces (1.6) */
} CasDisbandLord;

typedef struct {
  int lord;
  int slot;
  int vassal;              /* vassal index in the game */
  int service;             /* its Calendar box */
  CasDisbandVassalVerdict verdict;
} CasDisbandVassal;

typedef struct {
  GArray *lords;           /* CasDisbandLord, every Lord on the map, Teutons then Russians */
  GArray *vassals;         /* CasDisbandVassal, Mustered Vassals with a Calendar marker */
} CasDisbandResult;

CasDisbandResult *cas_disband_compute (const CasTable *t, CasExplain *ex);
void cas_disband_result_free (CasDisbandResult *result);
const CasDisbandLord *cas_disband_result_find (const CasDisbandResult *result, int lord);
const char *cas_disband_verdict_id (CasDisbandVerdict verdict);
const char *cas_disband_vassal_verdict_id (CasDisbandVassalVerdict verdict);

/* 4.3.5: proposes taking off the Siege markers of every Locale whose Besiegers all leave
 * (`leaves`: one flag per Lord). For CasLcRules.departures, which calls it in its place
 * among the game's own consequences; the engine calls it itself for a game without. */
void cas_disband_lift_sieges (const CasTable *t, const gboolean *leaves, CasExplain *ex);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasDisbandResult, cas_disband_result_free)

G_END_DECLS
