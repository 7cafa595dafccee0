/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-revolt.h: Inferno's Revolt (1.4-1.4.4): the Revolt tables rolled by the side that
 * benefits (data/games/inferno/revolt.json; rules-decisions I7), eligibility, Submission,
 * the switch of Allegiance and the Exiles' shifts; and the Treachery card's Revolt and Bribe
 * (4.7.5, 4.7.6). The players roll and enter the dice; Castellan explains and proposes the
 * table's changes as actions. */
#pragma once

#include "cas-explain.h"
#include "cas-table.h"

G_BEGIN_DECLS

typedef enum {
  CAS_REVOLT_NOTHING,   /* the roll changes nothing */
  CAS_REVOLT_REVOLTS,   /* `target` Revolts */
  CAS_REVOLT_PICK,      /* the rolling side must pick one of `candidates` (--pick) */
} CasRevoltOutcome;

typedef struct {
  int side;              /* the rolling side, who benefits */
  int against;           /* the side the table is against */
  int gold, purple;      /* the dice: row by gold, column by purple (I7) */
  int named;             /* the Locale the table names, or -1 for Submission */
  gboolean submission;
  gboolean adjacent_pick;/* the named Locale is already Friendly: pick an adjacent one */
  CasRevoltOutcome outcome;
  int target;            /* the Locale that Revolts, or -1 */
  GArray *candidates;    /* int: the Locales the rolling side may pick from */
  int markers;           /* Allegiance markers placed (> 0) or removed (< 0) */
  int exiles;            /* Calendar shifts the side that lost Allegiance may make */
  int vp_halves;         /* VP change for the rolling side, in halves */
} CasRevoltResult;

/* A file of Inferno's data folder (data/games/inferno) parsed with cas_json_parse (), for
 * the tables the series loader does not keep (revolt.json, scenarios' skip_grow). */
JsonParser *cas_inferno_data_parse (const char *file, GError **error);
/* revolt.json's text (DATA, LEN) read as the Revolt calculator reads it, and checked
 * against `game` (two tables, against the two sides, 6 x 6 Locale ids or "submission"):
 * TRUE, or FALSE with an error naming revolt.json and the problem (the fuzz target's). */
gboolean cas_inferno_revolt_check_data (CasGame *game, const char *data, gsize len, GError **error);

/* One roll on the Revolt table against `1 - side`, rolled by `side`; `pick` the Locale the
 * rolling side chooses where the rules let it choose (-1: none yet). NULL with `error` on
 * dice out of 1-6 or a pick the rules do not offer. */
CasRevoltResult *cas_inferno_revolt (const CasTable *t, int side, int gold, int purple, int pick, CasExplain *ex,
                                     GError **error);
void cas_inferno_revolt_result_free (CasRevoltResult *r);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasRevoltResult, cas_inferno_revolt_result_free)

/* 1.4.1: may `locale` Revolt for `side` (an enemy Stronghold, not Ruins nor an Outpost,
 * with no Lord of its holder there or adjacent)? Explains why not in `why` if given. */
gboolean cas_inferno_revolt_eligible (const CasTable *t, int locale, int side, CasExplain *why);
/* 1.4.4: proposes the switch of `locale`'s Allegiance to `side` (markers, Siege markers)
 * and explains it with the Exiles' shifts; returns the markers placed (> 0) or removed (< 0). */
int cas_inferno_revolt_switch (const CasTable *t, int locale, int side, CasExplain *ex);

G_END_DECLS

G_BEGIN_DECLS

/* Treachery (4.2.3, 4.7.5, 4.7.6; inf-cmd): the Active Lord on his Treachery card attempts
 * the Revolt of a nearby enemy Stronghold with Coin, or the Bribe of an enemy Vassal. */
typedef struct {
  int lord;
  int side;
  gboolean bribe;       /* FALSE: Revolt (4.7.5), TRUE: Bribe (4.7.6) */
  int target;           /* Revolt: the Stronghold */
  int vassal;           /* Bribe: the Vassal (index into the game's Vassals) */
  int coin;             /* Revolt: the Coin committed; Bribe: 1 */
  int n_dice;           /* the dice it needs: the Value (Revolt) or 1 (Bribe) */
  int need;             /* each die at most this (Revolt) / above this (Bribe) */
  int dice[3];
  int n_rolled;         /* dice entered: 0 (odds only) or n_dice */
  gboolean allowed;     /* the attempt is legal */
  gboolean success;     /* with the dice entered */
  double chance;        /* of success before the roll */
  /* cards2 (issue 17): the Hold Event played that makes it succeed with 0 Coin and no roll
   * (F15 CASOLE, F18 GROSSETO, F19 VOLTERRA, S18 CORTONA; I182), or -1; `success` is then
   * TRUE (when allowed) with no dice. */
  int event;
  /* inferno-app (issue 17; I189): without an Event played, the card the side holds that
   * would make it free, or -1 (the CLI names its --event). */
  int held;
} CasTreacheryResult;

/* `n_rolled` dice in `dice` (0: only the odds). NULL with `error` for ids out of range or
 * dice of the wrong number. */
CasTreacheryResult *cas_inferno_treachery_revolt (const CasTable *t, int lord, int locale, int coin, const int *dice,
                                                  int n_rolled, CasExplain *ex, GError **error);
CasTreacheryResult *cas_inferno_bribe (const CasTable *t, int lord, int vassal, const int *dice, int n_rolled,
                                       CasExplain *ex, GError **error);
/* cards2 (issue 17): the same with the Hold Event `event` (a card index, -1: none) played
 * for it: where it applies (inferno_events_free_treachery) no Coin (`coin` may be 0) and no
 * dice; where it does not, the line says why and the attempt is as without it. Without an
 * Event, a held card that would apply is named. */
CasTreacheryResult *cas_inferno_treachery_revolt_event (const CasTable *t, int lord, int locale, int coin, int event,
                                                        const int *dice, int n_rolled, CasExplain *ex, GError **error);
CasTreacheryResult *cas_inferno_bribe_event (const CasTable *t, int lord, int vassal, int event, const int *dice, int n_rolled,
                                             CasExplain *ex, GError **error);

G_END_DECLS
