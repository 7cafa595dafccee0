/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle.h: Battle, Storm and Sally (4.4, 4.5) as a deterministic engine. Everything
 * the players decide is an input (array, concessions, events, hit assignment policy);
 * every die comes from a CasDice. Run it with the dice typed in so far and it either
 * ends or says which roll it needs next; run it with seeded dice many times for odds. */
#pragma once

#include "cas-dice.h"
#include "cas-explain.h"
#include "cas-lc-rules.h"
#include "cas-table.h"

G_BEGIN_DECLS

#define CAS_BATTLE_MAX_LORDS 12
#define CAS_BATTLE_GARRISON (-2)    /* "lord" index of Garrison units in rolls and losses */
#define CAS_BATTLE_MAX_TARGETS 64   /* Select Target choices a setup may give (Inferno 4.4.2) */
/* battle-comune (issue 17): a Comune fighting as its own Lord (Inferno 1.5.1, 4.4.1), with
 * the Forces and Assets of its own mat, is the "lord" CAS_BATTLE_COMUNE (comune index) in
 * the Array, the rolls and the Lords' ends. It fights only while its mat holds units (a
 * table that keeps the Comune's units on the Commander's mat fights as before). */
#define CAS_BATTLE_COMUNE_BASE (-16)
#define CAS_BATTLE_COMUNE(c) (CAS_BATTLE_COMUNE_BASE - (c))
#define CAS_BATTLE_IS_COMUNE(lord) ((lord) <= CAS_BATTLE_COMUNE_BASE)
#define CAS_BATTLE_COMUNE_OF(lord) (CAS_BATTLE_COMUNE_BASE - (lord))

typedef enum {
  CAS_BATTLE_FIELD,
  CAS_BATTLE_STORM,
  CAS_BATTLE_SALLY,
} CasBattleKind;

enum { CAS_ATTACKER, CAS_DEFENDER };

typedef enum {
  CAS_STEP_ARCHERY,
  CAS_STEP_HORSE,
  CAS_STEP_FOOT,
  CAS_STEP_MELEE,   /* Storm: all Melee of a side */
} CasStepKind;

/* What the Held Events played into this Battle do (3.1.3): the effects the engine
 * knows. Which card has which, and when it works, is the game's (CasLcBattleRules in
 * cas-lc-rules.h; Nevsky's in src/games/nevsky/nevsky-battle-cards.c, cards.md). */
typedef enum {
  CAS_BATTLE_EVENT_FULL_ARCHERY = 1 << 0,  /* the player's Archery 1 Hit per unit, Rounds 1-2 (Nevsky: Hill) */
  CAS_BATTLE_EVENT_LORD_MELEE = 1 << 1,    /* one Lord's (event_lord) Knights and Sergeants +1 Melee Hit, Round 1 */
  CAS_BATTLE_EVENT_NO_HORSE = 1 << 2,      /* enemy Horse do not Strike, Rounds 1-2 */
  CAS_BATTLE_EVENT_NARROW_CENTER = 1 << 3, /* enemy Front center Melees with at most 2 x Round units */
  CAS_BATTLE_EVENT_FLANKS_OUT = 1 << 4,    /* enemy Front left and right take no part in Round 1 */
  CAS_BATTLE_EVENT_MELEE_WALLS = 1 << 5,   /* the player has Walls 1-2 against Melee in Round 1 */
  /* battlecards (issue 17; Inferno's Held Events, inferno-battle-cards.c): */
  CAS_BATTLE_EVENT_DOUBLE_ARCHERY = 1 << 6, /* the player's Archery Hits doubled per Lord struck; the
                                             * added Hits are not Crossbow (Inferno: Hills) */
  CAS_BATTLE_EVENT_NO_HORSE_R1 = 1 << 7,    /* enemy Horse do not Strike in Round 1 (Inferno: Swamp) */
  CAS_BATTLE_EVENT_FIRST_CHARGE = 1 << 8,   /* one Lord's (event_lord) Horse Melee strikes before all
                                             * Archery in Round 1 and selects targets (Inferno:
                                             * Sudden Clash) */
  /* battlecards (issue 17, session 9; inferno-battle-cards.c): */
  CAS_BATTLE_EVENT_SURPRISE_STORM = 1 << 9, /* a lone Attacking Lord Storms a Stronghold with no Lord
                                             * in it: up to 3 Rounds, enemy Walls 2 lower (Inferno:
                                             * Surprise) */
  CAS_BATTLE_EVENT_LAST_STAND = 1 << 10,    /* the player's first Lord about to Rout in a Battle rolls
                                             * each of his Routed units' printed Protection; those
                                             * saved return (Inferno: A Bloody Red Stream) */
  CAS_BATTLE_EVENT_RESTORE_HALF = 1 << 11,  /* after Losses, the player's Lords that the game names
                                             * (CasLcFighterMods.restore_lost) get back half their
                                             * Lost units, rounded up (Inferno: Doctors) */
  /* battlecards (issue 17, session 10; inferno-battle-cards.c): */
  CAS_BATTLE_EVENT_CAMP_ATTACK = 1 << 12,   /* at the start of the Battle the player takes 2 Assets
                                             * (not Ships) from each enemy Lord in it as Spoils, then
                                             * 2 more are removed from each (Inferno: Camp Attack) */
  CAS_BATTLE_EVENT_SIEGE_FIRE = 1 << 13,    /* played by the Besieged in a Storm or Sally on the
                                             * Besiegers' Front center Lord: the Siege markers drop
                                             * to 1, he loses 1 unit and 1 This Lord card (Inferno:
                                             * Greek Fire) */
  /* battle-distr (issue 17, session 11; inferno-battle-cards.c): */
  CAS_BATTLE_EVENT_DEFECTION = 1 << 14,     /* at the start of a Battle, on one enemy Lord's mat
                                             * (CasBattleSetup.defect_from): each unit of the
                                             * Event's type (CasLcBattleEvent.unit) rolls its Armor
                                             * as against a Hit; those that fail Rout, and one of
                                             * them goes over Unrouted to a Lord of the playing
                                             * side (defect_to) (Inferno: Bocca degli Abati) */
} CasBattleEvent;

typedef struct {
  CasBattleKind kind;
  int locale;
  int active_lord;                 /* the Active Lord: his side Attacks */
  int from_locale;                 /* where he Approached from, or -1 */
  /* Array (4.4.1): -1 entries mean "default". front[side][0..2] = left, center, right. */
  gboolean has_array;
  int front[2][3];
  int reserve[2][CAS_BATTLE_MAX_LORDS];
  int n_reserve[2];
  /* Policies. */
  int concede_round[2];            /* the side Concedes at the start of this Round (0: never) */
  guint events[2];                 /* CasBattleEvent played by each battle side */
  int event_lord;                  /* the Lord a CAS_BATTLE_EVENT_LORD_MELEE Event is played on */
  /* Fates of losing Defenders (4.4.3). Default: Retreat when able (to the first allowed
   * Locale by id), else Withdraw into their Stronghold there, else removal. */
  gboolean withdraw;               /* Withdraw first (up to Capacity), Retreat the rest */
  int retreat_to;                  /* a Locale to Retreat to, or -1 */
  gboolean record;                 /* keep the step-by-step record (off for odds) */
  /* Relief Sally (4.4.1): Lords of the Attacking side Besieged at the Locale of a field
   * Battle who join the Attack. sally_chosen FALSE (the default): all of them join;
   * TRUE: exactly sally_lords (none when n_sally_lords is 0). */
  gboolean sally_chosen;
  int sally_lords[CAS_BATTLE_MAX_LORDS];
  int n_sally_lords;
  /* Their row behind the Defenders and the Defenders' Rearguard row opposite it (left,
   * center, right; -1: default), read when has_array. */
  int sally_row[3];
  int rearguard[3];
  /* battle-sally (issue 17; Inferno 4.4.1, 4.5.3): where the game Arrays the Sallying
   * Lords per Sally (one in their row at first, one more each Round up to the Size), the
   * order in which the others come forward; Sallying Lords not named follow in Lord
   * order. Read when has_array. */
  int sally_reserve[CAS_BATTLE_MAX_LORDS];
  int n_sally_reserve;
  /* Flanking Lords who take the Hits meant for the Lord beside them whenever 4.4.2
   * allows it (no enemy Flanks that Lord); default: none, Hits go to the Lord struck. */
  int absorb[CAS_BATTLE_MAX_LORDS];
  int n_absorb;
  /* Select Target (4.4.2; Inferno: the Defenders' Crossbow Hits in a Storm,
   * CasLcBattleRules.select_target): the unit (Forces slot) the striking side picks for
   * each such Hit, in the order the Hits come; -1 or past the end: Castellan's proposal
   * (the unit least likely to save, the stronger first). A unit the struck Lord does not
   * have is not taken: the proposal is, and the record says so. */
  int targets[CAS_BATTLE_MAX_TARGETS];
  int n_targets;
  /* battle-distr (session 11): CAS_BATTLE_EVENT_DEFECTION's enemy Lord (or Comune) whose
   * units roll, and the Lord (or Comune) of the playing side who receives the one that goes
   * over; -1: Castellan's proposal (the enemy with the most such units, the side's Front
   * center Lord). */
  int defect_from;
  int defect_to;
} CasBattleSetup;

typedef struct {
  int force;            /* CasForce */
  int lord;             /* lord index or CAS_BATTLE_GARRISON */
  int range;            /* top of the saving range, 0 = none (Serfs) */
  int die;              /* 0 when no roll (Serfs) */
  gboolean saved;
  gboolean walls;       /* a Walls roll rather than a unit's Protection */
  gboolean reroll;      /* a Capability's re-roll (CasLcFighterMods.reroll) */
  char *purpose;
  /* Inferno (inf-battle): the striking side selected this unit (Select Target, 4.4.2);
   * target_choice: its place in CasBattleSetup.targets (from 1), 0 for Castellan's
   * proposal, -1 when the choice named a unit the Lord did not have. */
  gboolean selected;
  int target_choice;
} CasBattleRoll;

typedef struct {
  int round;
  CasStepKind step;
  int side;             /* CAS_ATTACKER / CAS_DEFENDER: who Strikes */
  int target;           /* the Lord struck (CAS_BATTLE_GARRISON: a Storm's Garrison first); one
                         * record per Lord struck in a step, his Hits totalled with any
                         * Flanking Lords' (4.4.2); Hits pass on to the next Lord if he Routs */
  int hits;             /* after rounding and Pursuit, before Walls */
  int crossbow_hits;    /* of which with enemy Armor -2 */
  int cancelled;        /* by Walls */
  GArray *rolls;        /* CasBattleRoll */
  gboolean sallying;    /* Relief Sally: Strikes by Sallying Lords, rounded separately (4.4.1) */
  /* battle-distr (session 11): the rolls of CAS_BATTLE_EVENT_DEFECTION before Round 1's
   * Strikes (recorded in Round 1): `side` plays it, `target` the enemy whose units roll,
   * `hits` how many roll. */
  gboolean defection;
  int absorbed_by;      /* a Flanking Lord who took these Hits instead (4.4.2), or -1 */
  /* battle-distr (session 11): no Strike but a card's re-rolls of the Armor of `target`'s
   * Routed units after the Round's Archery (CasLcFighterMods.rally; Inferno:
   * DISTRINGITORES); `side` is his, `hits` 0, each saved roll a unit back in his Forces. */
  gboolean rally;
} CasBattleStep;

typedef struct {
  int lord;
  int fate;             /* CasBattleFate */
  int to_locale;        /* Retreat destination */
  int routed[CAS_MAX_FORCES];        /* units Routed in the Battle */
  int unrouted[CAS_MAX_FORCES];      /* units never Routed that stay with the Lord (0 if he is removed) */
  int lost[CAS_MAX_FORCES];          /* units removed */
  int recovered[CAS_MAX_FORCES];     /* Routed units that came back */
  int service_roll;     /* 0 if none */
  int service_shift;    /* boxes left */
  int given[CAS_MAX_ASSETS];         /* Assets a losing Lord hands over as Spoils (CasAsset, 4.4.3) */
  /* Inferno (inf-battle): of `lost`, the knight units Captured (Knights' Quarter, 4.4.4,
   * 4.4.5, 4.5.2): they go to his side's Captured Knights box, not the pool. */
  int captured[CAS_MAX_FORCES];
  /* battlecards (session 9): of `recovered`, the Lost units a card brought back after the
   * Losses (Inferno: DOCTORS, CAS_BATTLE_EVENT_RESTORE_HALF). */
  int restored[CAS_MAX_FORCES];
} CasBattleLordEnd;

typedef enum {
  CAS_FATE_WON,
  CAS_FATE_RETREAT,
  CAS_FATE_WITHDRAW,
  CAS_FATE_REMOVED,
  CAS_FATE_STAYS,       /* losing Storm attackers stay at the Siege */
} CasBattleFate;

typedef struct _CasBattle CasBattle;

typedef struct {
  int winner;           /* CAS_ATTACKER / CAS_DEFENDER, -1 if unfinished */
  int rounds;
  gboolean conceded[2];
  GArray *steps;        /* CasBattleStep (record only) */
  GArray *end_rolls;    /* CasBattleRoll: Losses and Service rolls, in the order rolled */
  GArray *lord_ends;    /* CasBattleLordEnd */
  int spoils[CAS_MAX_ASSETS];        /* Assets to the winners (CasAsset): what the losers give (their
                         * `given`) plus, in a Sack, the Stronghold's (4.4.3, 4.5.2) */
  gboolean sacked;
  int garrison_lost;    /* Garrison units Routed (they return to the pool anyway, 4.5.2) */
  /* Coin for each enemy Lord removed (CasLcBattleRules.removed_coin; Nevsky: Ransom). */
  int n_removed_coin;
  CasLcRemovedCoin removed_coin[2 * CAS_BATTLE_MAX_LORDS];
  /* Inferno (inf-battle): knight units Captured per battle side, the Lords' `captured`
   * and, in a Sack, the Garrison's (garrison_captured; 4.5.2), for the End of Campaign's
   * Ransom and Languish (4.9.2). */
  int captured[2][CAS_MAX_FORCES];
  int garrison_captured[CAS_MAX_FORCES];
  gboolean ruined;      /* the Sack Ruined the Stronghold (4.5.2) */
  /* battle-distr (session 11): CAS_BATTLE_EVENT_DEFECTION, when it worked: the battle side
   * that played it (-1: none), the Lords it took from and gave to, the unit type, how many
   * rolled, Routed and went over (0 or 1). */
  int defect_side;
  int defect_from, defect_to, defect_unit;
  int defect_rolled, defect_routed, defect_moved;
  CasExplain *explain;  /* the narrative, with rule sections, and the actions that apply it;
                         * NULL when the setup does not record */
} CasBattleResult;

void cas_battle_setup_init (CasBattleSetup *setup, CasBattleKind kind, int locale, int active_lord);

/* Checks the setup against the table; fills the participants. */
CasBattle *cas_battle_new (const CasTable *table, const CasBattleSetup *setup, GError **error);
void cas_battle_free (CasBattle *self);

/* Runs to the end with dice from `dice`. On a queue that runs out, returns NULL with an
 * error naming the roll needed; the partial record is in cas_battle_get_partial(). */
CasBattleResult *cas_battle_run (CasBattle *self, CasDice *dice, GError **error);
const CasBattleResult *cas_battle_get_partial (CasBattle *self);
void cas_battle_result_free (CasBattleResult *result);

/* battle-comune: the id, name, Commander (the Lord himself for a Lord) and game side of a
 * fighter "lord" (a Lord, or CAS_BATTLE_COMUNE); a Lord's or Comune's id parsed back (-1:
 * neither). */
const char *cas_battle_lord_id (CasGame *game, int lord);
const char *cas_battle_lord_name (const CasTable *table, int lord);
int cas_battle_lord_commander (CasGame *game, int lord);
int cas_battle_lord_side (const CasTable *table, int lord);
int cas_battle_parse_lord (CasGame *game, const char *id);
int cas_battle_lord_forces (const CasTable *table, int lord, int unit);   /* on his own mat */

/* Who fights, for views and tests. */
int cas_battle_get_side (CasBattle *self, int battle_side);   /* game side */
int cas_battle_get_n_lords (CasBattle *self, int battle_side);
int cas_battle_get_lord (CasBattle *self, int battle_side, int i);
gboolean cas_battle_has_garrison (CasBattle *self);
/* The Array actually used: position 0-2 front (left, center, right), 3+ reserve; -1 empty. */
int cas_battle_get_front (CasBattle *self, int battle_side, int pos);
/* Relief Sally (4.4.1): whether Besieged Lords Sally into this Battle, and the rows they
 * start in: the Sallying row (Attackers) and the Rearguard (Defenders), pos 0-2 (left,
 * center, right); -1 empty. */
gboolean cas_battle_is_relief_sally (CasBattle *self);
gboolean cas_battle_step_by_siegeworks (CasBattle *self, const CasBattleStep *step);
int cas_battle_get_sally_row (CasBattle *self, int battle_side, int pos);
/* battle-sally (Inferno 4.4.1, 4.5.3): how many Sallying Lords their row holds at most when
 * the game Arrays them per Sally (the Stronghold's Size, 1-3), or 0 for the series' row
 * of three. With it, cas_battle_get_sally_row (self, CAS_ATTACKER, 3 + i) is the i-th
 * Sallying Lord waiting to come forward, -1 past the last. */
int cas_battle_get_sally_size (CasBattle *self);
/* The Lords who may Sally into a field Battle set up so (4.4.1): of the Attacking side,
 * Besieged at the Locale, not the Active Lord nor placed by the Array in the Front or
 * Reserve. Fills `out` (up to `max`), returns how many. */
int cas_battle_sally_candidates (const CasTable *table, const CasBattleSetup *setup, int *out, int max);

const char *cas_battle_step_id (CasBattle *self, CasStepKind step);

/* The game's Held Events for a Battle (CasLcBattleRules.events), i from 0: the i-th, or
 * NULL past the last. */
const CasLcBattleEvent *cas_battle_event (CasGame *game, guint i);
/* The card of the i-th Held Event of game side `side` (the side's card of that Event's
 * name), -1 when the side has none, -2 past the last Event; its effect in `event`. */
int cas_battle_event_card (CasGame *game, guint i, int side, CasBattleEvent *event);

/* Monte Carlo odds with the default policies. */
typedef struct {
  int trials;
  double attacker_wins;
  double rout[CAS_BATTLE_MAX_LORDS];       /* per lord index: probability he Routs */
  double expected_losses[2];               /* units removed per battle side */
  int lords[CAS_BATTLE_MAX_LORDS];
  int n_lords;
} CasBattleOdds;

gboolean cas_battle_odds (const CasTable *table, const CasBattleSetup *setup, int trials, guint32 seed,
                          CasBattleOdds *out, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasBattle, cas_battle_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasBattleResult, cas_battle_result_free)

G_END_DECLS
