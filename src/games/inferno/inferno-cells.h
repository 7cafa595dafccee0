/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-cells.h: Inferno's own cells of the table (issue 17), kept in the engine's game
 * cells CAS_G_GAME_0 ... and declared by inferno_cells (CasLcRules.cells), each written
 * in saves only when not at its initial value:
 * - levy: whether each Commander's Comune is in play, its cylinder stacked under his
 *   (1.5.1, 3.5.3), one per Comune in the order of lords.json "comuni" (Firenze's, then
 *   Siena's). The rest of a Podestà's state is the table's already (rules-decisions I62);
 * - ransom: the knight units in each side's Captured Knights box (4.4.4, 4.9.2;
 *   inferno-ransom.c);
 * - victory: the enemy's Carroccio each side holds, Captured (4.4.3, 5.1; 2 VP each,
 *   game.json "vp"."carroccio"; inferno-victory.c). */
#pragma once

#include "cas-lc-rules.h"
#include "cas-action.h" /* mats: CasActionParser */
#include "inferno-levy-state.h" /* inferno-levy: its cells' counts */

G_BEGIN_DECLS

enum {
  INFERNO_G_COMUNE_0 = CAS_G_GAME_0,  /* the first Comune in play: 1, else 0 (1.5.1, 3.5.3) */
  INFERNO_G_COMUNE_1,
  INFERNO_G_CAPTURED_0,               /* ransom: the Guelphs' Captured Knights box (side 0) */
  INFERNO_G_CAPTURED_1,               /* the Ghibellines' box (side 1) */
  INFERNO_G_CARROCCIO_0,              /* victory: the enemy's Carroccio the Guelphs hold, Captured */
  INFERNO_G_CARROCCIO_1,              /* ... the Ghibellines */
  /* treachery (inferno-treachery.c): the Treachery cards each side holds, in its Command
   * deck or its current Plan (1.4.3), bit (1 << lord); the rest are set aside. */
  INFERNO_G_TREACHERY_0,
  INFERNO_G_TREACHERY_1,
  /* mats (inferno-taglia.c): the Lords who already took their one TAGLIA Vassal (S23,
   * 3.4.2), bit (1 << lord). */
  INFERNO_G_TAGLIA,
  /* mats (inferno-ransom.c): of each side's Captured Knights box (INFERNO_G_CAPTURED_0/1,
   * the total), the Ritter and the Cavalieri recorded by type (4.4.4, 4.9.2); the rest,
   * the total less both, are knights whose type was not recorded (older saves, `captured
   * SIDE N`), read as Cavalieri (rules-decisions I136). */
  INFERNO_G_CAPTURED_RITTER_0,
  INFERNO_G_CAPTURED_RITTER_1,
  INFERNO_G_CAPTURED_CAVALIERI_0,
  INFERNO_G_CAPTURED_CAVALIERI_1,
  /* mats (inferno-cta.c): each side declared this Levy's Call to Arms: 1, else 0 (3.5). */
  INFERNO_G_CTA_0,
  INFERNO_G_CTA_1,
  /* inferno-levy (inferno-levy-state.c): the Levy actions each Lord spent in this Muster
   * segment (3.4), one per Lord in lords.json's order; the Lords who arrived in it (3.4.1),
   * bit (1 << lord); each War Event drawn this Levy (3.1.3, 3.5): 1, else 0. */
  INFERNO_G_LEVY_SPENT_0,
  INFERNO_G_LEVY_ARRIVED = INFERNO_G_LEVY_SPENT_0 + INFERNO_LEVY_LORDS,
  INFERNO_G_WAR_0,
  INFERNO_N_CELLS = INFERNO_G_WAR_0 + INFERNO_N_WAR_EVENTS - CAS_G_GAME_0
};
G_STATIC_ASSERT (INFERNO_N_CELLS <= CAS_MAX_GAME_CELLS);
#define INFERNO_N_COMUNE_CELLS (INFERNO_G_COMUNE_1 - INFERNO_G_COMUNE_0 + 1)

extern const CasGameCell inferno_cells[INFERNO_N_CELLS];

/* Actions (docs/cli.md): `comune COMMANDER in|out`, `captured SIDE N|+N|-N`, `carroccio
 * SIDE yes|no`, `treachery SIDE add|aside LORD,...`, `end BOX|+N|-N|off` (endmarker, 6.0),
 * `taglia LORD yes|no` and `cta SIDE yes|no` (mats), `turncoat VASSAL LORD|none` (turncoat); `captured SIDE TYPE N|+N|-N` is
 * captured's typed form. */
#define INFERNO_N_ACTIONS 10 /* inferno-levy: and `levy`, `war`; turncoat: `turncoat` */
extern const CasLcAction inferno_actions[INFERNO_N_ACTIONS];
void inferno_lord_leaves (CasTable *t, int lord);
char *inferno_show_line (const CasTable *t);

/* Is `lord`'s Comune in play (FALSE for a Lord who has none)? */
gboolean inferno_comune_in_play (const CasTable *t, int lord);

/* comune (issue 17; inferno-comune.c): the audit of the Comune mats (CasLcRules.audit). */
struct CasAudit;
void inferno_audit_comune (const CasTable *t, struct CasAudit *a, CasExplain *ex);

G_END_DECLS
