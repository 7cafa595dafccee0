/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-victory.h: Victory Points item by item (5.1, 2.2.5), Campaign Victory (5.2) and the
 * end-of-scenario result under each scenario's rule (5.3, 6.0). */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

typedef enum {
  CAS_VP_CONQUERED,   /* Conquered markers at a Locale (1 VP each) */
  CAS_VP_CASTLE,      /* a Castle marker of the side's colour (1 VP) */
  CAS_VP_RAVAGED,     /* a Ravaged marker of the side's colour (½ VP) */
  CAS_VP_BOX,         /* VP markers in a box of the game's own: the Novgorod Veche (1 VP each) */
  CAS_VP_EXTRA,       /* Pleskau's VP for enemy Lords removed, or VP set with `vp` */
  CAS_VP_RUINS,       /* Ruins of the side's colour (Inferno 4.5.2: ½ VP) */
  CAS_VP_SCENARIO,    /* the scenario's own VP (Inferno 6.0: a card in play, doubling) */
  CAS_VP_CARROCCIO,   /* an enemy Carroccio Captured (Inferno 4.4.3, 5.1: 2 VP; victory) */
} CasVpKind;

typedef struct {
  int side;
  CasVpKind kind;
  int locale;         /* -1 for Veche and extra VP */
  int count;          /* markers (or, for extra VP, halves recorded) */
  int halves;
} CasVpItem;

/* Outcomes: a side index, or one of these. */
#define CAS_OUTCOME_NONE (-1)
#define CAS_OUTCOME_DRAW 2

typedef struct CasVictory {
  int halves[CAS_N_SIDES];    /* VP in halves, capped at 17½ (2.2.5) */
  int uncapped[CAS_N_SIDES];  /* before the cap */
  GArray *items;              /* CasVpItem */
  int campaign_victory;       /* side that wins at once (5.2), or CAS_OUTCOME_NONE */
  int leader;                 /* side with more VP, or CAS_OUTCOME_NONE on a tie */
  gboolean final_box;         /* the current box is the scenario's last */
  int if_ended_now;           /* the verdict of the scenario's rule on the current VP */
  int result;                 /* the game's result: set when final_box or on Campaign Victory */
  /* victory (issue 17): */
  int track[CAS_N_SIDES];     /* where each side's Victory marker stands on the Calendar
                               * (2.2.5), in halves; -1: not on it (Inferno: the side
                               * behind once the net score is shown) */
  int last_box;               /* the scenario's last box as the table has it (Inferno 6.0:
                               * the box before the End marker) */
} CasVictory;

CasVictory *cas_victory_compute (const CasTable *t, CasExplain *ex);
/* For CasLcRules.victory_items: adds a source of VP (`halves` of them) to the side. */
void cas_victory_add_item (CasVictory *v, int side, CasVpKind kind, int locale, int count, int halves);
void cas_victory_free (CasVictory *self);
/* victory (issue 17): where the Victory markers stand on the Calendar for the totals
 * `halves` (2.2.5; the game's victory_track, else each at its total), explained in `ex`
 * when given. For the app's Calendar. */
void cas_victory_track (const CasTable *t, const int halves[CAS_N_SIDES], int track[CAS_N_SIDES], CasExplain *ex);
/* The scenario's last box as the table has it: the game's own (CasLcRules.victory_last_box,
 * explained in `ex`, *ended set when the game ended before that box; Inferno 6.0: the box
 * before the End marker), else the scenario's last_box, nothing explained, *ended FALSE
 * (0 without a scenario). Returns whether the game's rule answered. For Victory and End of
 * Campaign's Game End. */
gboolean cas_victory_last_box (const CasTable *t, int *last_box, gboolean *ended, CasExplain *ex);
const char *cas_vp_kind_id (CasGame *game, CasVpKind kind);
/* "4", "4½". */
char *cas_vp_text (int halves);
/* "teutonic", "russian", "draw" or NULL for CAS_OUTCOME_NONE. */
const char *cas_outcome_id (CasGame *game, int outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasVictory, cas_victory_free)

G_END_DECLS
