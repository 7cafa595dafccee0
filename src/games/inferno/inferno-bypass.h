/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-bypass.h: the Bypass markers beyond Supply (bypass, issue 17; 4.3.5, 4.3.6;
 * inferno-bypass.c). */
#pragma once

#include "cas-lc-rules.h"

G_BEGIN_DECLS

typedef enum {
  INFERNO_NOT_BYPASS,
  INFERNO_BYPASSING, /* outside an Enemy Stronghold whose Bypass marker is his side's */
  INFERNO_BYPASSED,  /* inside his side's Stronghold, Bypassed by the enemy */
} InfernoBypass;

/* Where `lord` stands with regard to a Bypass marker (4.3.5). */
InfernoBypass inferno_bypass_of (const CasTable *t, int lord);
/* CasLcLaden.march_bypass: Depart (4.3.6) and a March into a Bypassed Stronghold. */
int inferno_march_bypass (const CasTable *t, const int *lords, int n_lords, int from, int to, int side, CasExplain *ex);
/* CasLcCommands.bypass: Depart, Encamp and Sortie (4.3.6). */
struct CasCommandsResult;
void inferno_commands_bypass (const CasTable *t, struct CasCommandsResult *r, CasExplain *ex);
/* Forage's line for a Bypassed or Bypassing Lord (4.7.1, 4.3.5). */
void inferno_forage_bypass_note (const CasTable *t, int lord, CasExplain *ex);

G_END_DECLS
