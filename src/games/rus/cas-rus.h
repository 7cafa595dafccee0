/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus.h: the Rus calculators that need no data printed on the board, the Player Mat
 * or the cards. Each fills a result struct and, when `ex` is not NULL, explains every
 * number with the rule behind it, cited by heading and page ("CHOOSE p.4"); a number
 * that rests on an uncertain reading names its setting ("setting U13"). */
#pragma once

#include "cas-explain.h"
#include "cas-rus-state.h"

G_BEGIN_DECLS

/* ---- turn and rounds (cas-rus-turn.c) ---- */

typedef struct {
  int n_pickers;                   /* players; two-player game: the 4 Kingdoms */
  gboolean by_kingdom;             /* two-player game: pickers are Kingdoms */
  int n_picks;                     /* 6 */
  int picker[CAS_RUS_N_PICKS];     /* who places the 1st..6th marker */
  int vp[CAS_RUS_N_KINGDOMS];      /* each picker's VP, by picker index */
} CasRusPickOrder;

/* Who picks actions in what order this turn [CHOOSE p.4]: fewest VP first, ties by
 * Kingdom number, the others by rising VP (setting U15), then the second picks. */
void cas_rus_pick_order (const CasRusState *s, CasRusPickOrder *out, CasExplain *ex);

typedef struct {
  int collect_money[CAS_RUS_N_ACTIONS];  /* tiles the picker of a picked action takes */
  int collect_basic[CAS_RUS_N_ACTIONS];
  int add_money[CAS_RUS_N_ACTIONS];      /* tiles put on an unpicked action */
  int add_basic[CAS_RUS_N_ACTIONS];
  int money[CAS_RUS_N_ACTIONS];          /* what lies on each card afterwards */
  int basic[CAS_RUS_N_ACTIONS];
  int n_unpicked;
} CasRusTiles;

/* The tiles on the Action cards once the picks are made [CHOOSE p.4]: the picker of an
 * action takes what lies on it; each unpicked action gets a Money tile, or a Basic when
 * `money_left` (Money tiles in the pile; -1 for plenty) runs out; whether they pile up
 * turn after turn is setting U5. */
void cas_rus_action_tiles (const CasRusState *s, int money_left, CasRusTiles *out, CasExplain *ex);

typedef struct {
  int action;
  int lead;                        /* the picker: player (two-player game: Kingdom) */
  gboolean strict;                 /* Lead first, then clockwise, always */
} CasRusRound;

typedef struct {
  int n_rounds;
  CasRusRound rounds[CAS_RUS_N_PICKS];
  gboolean invasion;               /* an invasion may resolve after round 8 */
} CasRusRounds;

/* The rounds of this turn in card order, with their Lead and the checks each one
 * brings [CHOOSE p.4; POLITICS p.5; STACK p.12; HARVEST p.9; MAINT p.11; REBEL p.9;
 * INVCARD p.6; VP p.17]. */
void cas_rus_round_order (const CasRusState *s, CasRusRounds *out, CasExplain *ex);

/* Once the six picks are made (round 0), proposes what the table does next [CHOOSE p.4]:
 * the tiles the pickers take (`tiles A money 0`, `resource K money +N`), a tile on each
 * unpicked action (setting U5), and `round N` for the first picked action. */
void cas_rus_turn_propose (const CasRusState *s, CasExplain *ex);

/* The players in the order they act in a round led by `lead` (a player): the Lead, then
 * clockwise by seat [CHOOSE p.4; POLITICS p.5 sidebar]. Returns the count. */
int cas_rus_seat_order (const CasRusState *s, int lead, int *out);

/* ---- VP, the end of the game, Black Death, switching (cas-rus-victory.c) ---- */

typedef struct {
  int vp;
  int printed_vp;                  /* from areas that hold a settlement */
  int unknown_vp_areas;            /* settled areas whose printed VP is not entered */
  int towns, cities, fortresses;
  int settlements;
  int areas;
  int armies;
  int pieces;                      /* armies + settlement steps [BLACKDEATH p.7] */
} CasRusTally;

/* A Kingdom's VP with one line per source [VP p.17]: printed VP of held areas with a
 * settlement, 1 per City or Fortress, its C&T and bordering VP (entered). */
int cas_rus_kingdom_vp (const CasRusState *s, int kingdom, CasRusTally *tally, CasExplain *ex);

/* A player's VP [VP p.17; SWITCH p.5; SUBMIT p.13; INVASION p.16; OCCUPY p.16]: their
 * Kingdom's VP, their +1VP markers, -1 per switch; with `black_death_scoring` in the
 * learning game, +1 for the Bulgars and the Lithuanians [LEARN p.18]. Two-player game:
 * the sum of both Kingdoms and the markers, for show; the win goes by Kingdom. */
int cas_rus_player_vp (const CasRusState *s, int player, gboolean black_death_scoring, CasExplain *ex);

/* Does `a` beat `b` on the tie-break of setting C1 [VP p.17 or BLACKDEATH p.7]? Both
 * are Kingdoms with equal VP. */
gboolean cas_rus_tie_break_beats (const CasRusState *s, int a, int b, CasRusTieOrder order, CasExplain *ex);

typedef struct {
  gboolean game_over;
  gboolean black_death_end;        /* ended by the Black Death, not by 8 VP */
  int n_ranked;
  int player[CAS_RUS_N_KINGDOMS];  /* best first (players; two-player game: their Kingdoms' owners) */
  int kingdom[CAS_RUS_N_KINGDOMS]; /* the Kingdom each entry scores for */
  int vp[CAS_RUS_N_KINGDOMS];
  gboolean scores[CAS_RUS_N_KINGDOMS];  /* FALSE: wiped out by the Black Death */
  int n_at_goal;                   /* entries at 8 VP or more */
  int n_winners;                   /* 1, or more when setting U16 shares the win */
} CasRusEnd;

/* The end-of-turn check [VP p.17; TWOP p.19; BLACKDEATH p.7]: anyone at 8 VP wins
 * (several: setting U16); after the Black Death turn, most VP wins, ties by setting C1. */
void cas_rus_end_check (const CasRusState *s, CasRusEnd *out, CasExplain *ex);

/* Does the game end at the end of this turn [BLACKDEATH p.7; INTRO p.1; setting U3]? */
gboolean cas_rus_black_death_turn (const CasRusState *s, CasExplain *ex);

/* Politics cards revealed so far, the N of switching and of the Black Death (the Black
 * Death card itself counts or not by setting U4). */
int cas_rus_cards_revealed (const CasRusState *s, gboolean for_black_death);

/* Losses the Black Death brings under a deck recipe [SETUP p.2; LONG p.19; LEARN p.18;
 * BLACKDEATH p.7]: the range of what each Kingdom must remove (settings U4, U7). */
void cas_rus_black_death_recipe (CasRusVariant variant, const CasRusSettings *set,
                                 int *min_losses, int *max_losses, CasExplain *ex);

typedef struct {
  int losses;                      /* owed by every Kingdom */
  int owed[CAS_RUS_N_KINGDOMS];    /* capped at its pieces */
  int pieces[CAS_RUS_N_KINGDOMS];
  gboolean wiped_out[CAS_RUS_N_KINGDOMS];
} CasRusPlague;

/* What each Kingdom on the map must remove at the end of the Black Death turn
 * [BLACKDEATH p.7; VP p.17 sidebar]. */
void cas_rus_black_death (const CasRusState *s, CasRusPlague *out, CasExplain *ex);

typedef struct {
  int n;                           /* Politics cards revealed so far */
  int capital;                     /* area, -1 while the card is not known */
  int capital_armies;              /* armies to add there */
  gboolean capital_capped;         /* the overstack limit cut it */
  gboolean capital_limit_known;    /* terrain entered */
  gboolean place_town;
  int money;                       /* 1 per area controlled */
  int picks;                       /* extra abilities or Envoys */
  int vp;                          /* the player's VP after the switch */
  /* With the map (cas_rus_switch_map ()): an Emerging Kingdom's first emergence. */
  gboolean first_emergence;        /* it has never been played: its marked areas rebel */
  int n_rebels;                    /* areas with its corner initial held by another Kingdom */
  int rebels[CAS_RUS_MAX_AREAS];
  int rebels_from[CAS_RUS_MAX_AREAS];  /* by rebel index: the Kingdom that held it */
  int n_marked;                    /* areas in use carrying its initial */
  int marks_unknown;               /* areas in use whose initial is not entered */
} CasRusSwitch;

/* The numbers of switching `player` to `kingdom` [SWITCH p.5], steps 3, 4, 6 and 7,
 * with the state as it stands after steps 1-2 (start areas filled). */
void cas_rus_switch (const CasRusState *s, int player, int kingdom, CasRusSwitch *out, CasExplain *ex);

/* ---- resources (cas-rus-economy.c) ---- */

typedef struct {
  int need[CAS_RUS_N_RESOURCES];
  int grain_or_livestock;          /* armies and upkeep cost 1 Grain or Livestock */
} CasRusCost;

/* The settlement costs [BUILD p.11] (Town, City on a Town, Fortress on a City); an army
 * [RECRUIT p.12]. */
void cas_rus_cost_settlement (int settlement, CasRusCost *cost);
void cas_rus_cost_army (int n, CasRusCost *cost);

typedef struct {
  gboolean ok;
  int use[CAS_RUS_N_RESOURCES];    /* tiles to hand over, Money included */
  int money_for_basics;            /* Money standing in for Basics */
  int short_basics;                /* Basics still missing after Money */
  int short_commodities;           /* Commodities missing: Money cannot stand in */
} CasRusPayment;

/* Can `store` pay `cost` [COMMOD p.10]? Money replaces any Basic 1:1, never a
 * Commodity; Castellan spends the named Basics first, then Money. */
gboolean cas_rus_pay (const int *store, const CasRusCost *cost, CasRusPayment *out, CasExplain *ex);

/* A cost in words, as the CLI takes it: items separated by commas, each a resource id
 * (`ore`), `town`, `city`, `fortress` (the step onto the level below [BUILD p.11]),
 * `army` (1 Grain or Livestock [RECRUIT p.12]) or `upkeep` (the same [MAINT p.11]),
 * each with `:N` for N of it: `city`, `armies:3`, `ore:2,timber:1`. */
gboolean cas_rus_cost_parse (const char *spec, CasRusCost *cost, GError **error);

/* The Kingdom whose store pools with `kingdom`'s for spending this turn [INFLUENCE p.8]:
 * the Kingdom of its Influencer, or the Kingdom its player Influences; -1 for none. */
int cas_rus_pool_partner (const CasRusState *s, int kingdom);

typedef struct {
  CasRusPayment payment;           /* on the pooled store */
  int kingdom[2];                  /* the payer, its pool partner (-1) */
  int use[2][CAS_RUS_N_RESOURCES]; /* tiles each of them hands over */
  /* issue 18 (rus-table), two-player game: its player's other Kingdom (-1), and whether a
   * payment short now would be met after 1:1 trades with it [TWOP p.19] */
  int pair;
  gboolean pair_trade_pays;
} CasRusKingdomPayment;

/* Can `kingdom` pay `cost` from its store, pooled with an Influenced Kingdom's
 * [COMMOD p.10; INFLUENCE p.8]? The Influenced Kingdom's tiles go first (its leftovers
 * are discarded: Castellan's choice). Proposes the `resource` actions that pay it. */
gboolean cas_rus_kingdom_pay (const CasRusState *s, int kingdom, const CasRusCost *cost,
                              CasRusKingdomPayment *out, CasExplain *ex);

typedef struct {
  int yields[CAS_RUS_N_BASICS];    /* 1 per Basic type its known land yields */
  int taiga_areas;
  int taiga;                       /* Livestock or Timber, 1 per 2 Taiga areas */
  gboolean lead;                   /* +1 Basic of any type */
  int tiles;                       /* all of these */
  int conversions[CAS_RUS_N_RESOURCES]; /* Commodities one Basic each may become */
  int n_unknown;                   /* held areas whose terrain is not entered */
  int in_store;
  int over_limit;                  /* tiles over 10/20 after this Harvest */
  /* With the C&T file (cas_rus_harvest_ct (), issue 18): the abilities' extra. */
  int extra[CAS_RUS_N_RESOURCES];  /* tiles its abilities add, as the file gives them */
  int extra_unknown;               /* held basic abilities whose extra is not entered */
} CasRusHarvest;

/* A Kingdom's Harvest [HARVEST p.9; TAIGA p.9; COMMOD p.10]: one tile per Basic type of
 * its land, Taiga 1 per 2 areas, the Lead's extra Basic, the conversions its abilities
 * allow (setting U10's default), the store limit after it. The basic abilities' extra is
 * on the Player Mat, in no source: the explanation names them. Proposes the tiles of the
 * known yields (not the choices: Taiga, the Lead's Basic, conversions). */
void cas_rus_harvest (const CasRusState *s, int kingdom, CasRusHarvest *out, CasExplain *ex);

/* The store limit at the end of Harvest [HARVEST p.9]: 10 tiles, 20 with Warehouse.
 * Returns the tiles to discard (the owner chooses which). */
int cas_rus_resource_limit (const CasRusState *s, int kingdom, int *limit, CasExplain *ex);

typedef struct {
  int due;                         /* Cities and Fortresses built before this turn */
  int discount;                    /* the Construction Lead's 1 off */
  int payable;                     /* Grain + Livestock + Money in store */
  int unpaid;                      /* each drops one level */
  int n_areas;
  int areas[CAS_RUS_MAX_AREAS];    /* the settlements due */
  int per_settlement;              /* tiles each costs: 1, more under Harsh Winter (issue 18, rus-rules) */
} CasRusUpkeep;

/* Upkeep at the end of Construction [MAINT p.11; BUILD p.11]: who pays what, and how
 * many settlements drop a level. */
void cas_rus_upkeep (const CasRusState *s, int kingdom, CasRusUpkeep *out, CasExplain *ex);

/* issue 18 (rus-rules, cas-rus-politics-cards.c): is `card` acting this turn (revealed and
 * activated by the Politics Lead this turn [POLITICS p.5])? Is `kingdom` spared the cards'
 * harmful effects (its player leads Politics [POLITICS p.5])? The Harvest (Good Harvest,
 * Famine) and the upkeep (Harsh Winter) read them, by the settings good_harvest, famine
 * and harsh_winter. */
gboolean cas_rus_card_in_effect (const CasRusState *s, int card);
gboolean cas_rus_politics_immune (const CasRusState *s, int kingdom);

typedef struct {
  int removed;                     /* armies over the limits, in the known areas */
  int overstack;                   /* the area best designated for the overstack, -1 */
  int n_unknown;                   /* held areas whose terrain is not entered */
  int excess[CAS_RUS_MAX_AREAS];   /* per area, with the overstack applied */
} CasRusStacking;

/* Armies over the stacking limits at the end of a round [STACK p.12]: the limit of each
 * held area whose terrain is known, with one area allowed twice its limit (Castellan
 * proposes the one that saves the most armies; the owner designates it). */
void cas_rus_stacking_excess (const CasRusState *s, int kingdom, CasRusStacking *out, CasExplain *ex);
/* issue 18 (rus-invbattle): the same for the Vikings' (slot 0) or Teutons' (1) armies on
 * the map: the limits of the areas they stand in, one overstack (Castellan's reading). */
void cas_rus_invader_stacking_excess (const CasRusState *s, int slot, CasRusStacking *out, CasExplain *ex);

/* ---- Vassals and Rulers (cas-rus-diplomacy.c) ---- */

/* The VP a Kingdom is measured by when it is compared with another: its player's, or its
 * own when no player runs it (Castellan's reading, docs/rus.md). */
int cas_rus_side_vp (const CasRusState *s, int kingdom);

typedef struct {
  gboolean allowed;
  int vassal_vp;
  int invader_vp;                  /* after the submission: +1 for the invader's player */
} CasRusSubmission;

/* May `vassal` submit to the Kingdom `invader` (or, with `foreign`, to Vikings or Teutons,
 * `invader` then ignored) before Tactics are revealed [SUBMIT p.13; VASSAL p.15;
 * INFLUENCE p.8; INVASION p.16]? */
void cas_rus_submission (const CasRusState *s, int vassal, int invader, int foreign,
                         CasRusSubmission *out, CasExplain *ex);

typedef struct {
  gboolean vassal;                 /* it has a Ruler */
  gboolean must_rebel;             /* more VP than its Ruler */
  gboolean owes_tribute;           /* it holds a resource to pay with */
  int vassal_vp, ruler_vp;
} CasRusTribute;

/* A Vassal in the Influence/Tribute round [TRIBUTE p.9; REBEL p.9; VASSAL p.15]. */
void cas_rus_tribute (const CasRusState *s, int vassal, CasRusTribute *out, CasExplain *ex);

typedef struct {
  gboolean allowed;                /* what the state shows permits it */
  gboolean free_marker;            /* the Kingdom has a free piece for the marker */
  gboolean partner_marker;         /* alliances: the other Kingdom has one too */
} CasRusDiploMove;

typedef struct {
  int ruler;                       /* its Ruler, -1 */
  int n_vassals;
  int vassals[CAS_RUS_N_KINGDOMS];
  int n_allies;
  int allies[CAS_RUS_N_KINGDOMS];
  int n_envoys;
  int envoys[CAS_RUS_N_POWERS];
  int influence_ally;              /* the Kingdom it is allied with by Influence this turn, -1 */
  int pair;                        /* two-player game: its player's other Kingdom, among `allies` [TWOP p.19]; -1 */
  int n_flags;                     /* what the table shows that the rules forbid */
  CasRusTribute tribute;
} CasRusDiplomacy;

/* A Kingdom's diplomatic register [DIPLO p.7; ENVOY p.7; ALLY p.7; VASSAL p.15;
 * INFLUENCE p.8; TRIBUTE p.9]: its Ruler and Vassals, allies, Envoys, the Influence
 * alliance of this turn, what it owes in Tribute, and every link the rules forbid
 * (an alliance with a Kingdom no player runs, a Vassal of its own Influencer, a Ruler
 * chain that comes back to itself, a Ruler out of play). When Tribute is due it proposes
 * the rebellion (`ruler V none`) or the payment (one resource, the Vassal's choice). */
void cas_rus_diplomacy (const CasRusState *s, int kingdom, CasRusDiplomacy *out, CasExplain *ex);

/* rusmap: the limits of one Diplomacy round (cas-rus-diplo-round.c). */
typedef struct {
  gboolean in_round;               /* the state is in the Diplomacy round (round 2) */
  int envoy_moves;                 /* Envoys it placed, moved or recalled (one taken off and
                                      one put on: one move) */
  int alliance_changes;            /* alliances it made or broke (both Kingdoms count one) */
  int n_flags;                     /* limits the round's lines break */
} CasRusDiploRound;

/* The index of the first of the journal's lines `texts[0..n)` (oldest first) recorded in
 * the present round: the one after the last `round`, `turn`, `kingdoms` or `players`
 * line (0 when there is none). */
guint cas_rus_round_start (const char *const *texts, guint n);

/* What `kingdom` did in this Diplomacy round, from the lines `actions` recorded since it
 * began (cas_rus_round_start ()): its Envoy moves and alliance changes, flagging more than
 * one Envoy move, more than one alliance change, both an Envoy and an alliance, and a new
 * link after a removal or a break [DIPLO p.7; ENVOY p.7; ALLY p.7]. Outside the Diplomacy
 * round it counts and says nothing. */
void cas_rus_diplomacy_round (const CasRusState *s, const char *const *actions, guint n_actions, int kingdom,
                              CasRusDiploRound *out, CasExplain *ex);

/* May `kingdom` make an alliance with `other` this Diplomacy round [ALLY p.7; ENVOY p.7]:
 * both run by a player (or Influenced), not allied already, each with a free piece;
 * proposes `ally K O yes`. The one-change-per-turn limit is the table's to check. */
void cas_rus_ally_check (const CasRusState *s, int kingdom, int other, CasRusDiploMove *out, CasExplain *ex);

/* May `kingdom` place an Envoy at `power` [ENVOY p.7]: not there already, a free piece;
 * proposes `envoy K P yes`. One Envoy move per round is the table's to check. */
void cas_rus_envoy_check (const CasRusState *s, int kingdom, int power, CasRusDiploMove *out, CasExplain *ex);

/* Proposes the actions of a submission cas_rus_submission () allows: `ruler V I`, and the
 * +1VP marker of the invader's player (`vp P submissions +1`; with Vikings or Teutons
 * the Politics Lead's, who runs the invasion) [SUBMIT p.13; INVASION p.16]. */
void cas_rus_submission_propose (const CasRusState *s, int vassal, int invader, int foreign, CasExplain *ex);

/* ---- countermix, construction and recruitment (cas-rus-build.c) ---- */

typedef struct {
  int armies, abilities, envoys, allies, ruler_markers, vassal_markers, picks, vp_markers, vp_counter;
  int in_play;
  int free;                        /* 40 - in_play (below 0: more than the box holds) */
} CasRusCountermix;

/* A Kingdom's pieces in play out of its 40 [STACK p.12; CT p.17; ENVOY p.7; ALLY p.7;
 * SUBMIT p.13]: armies, C&T markers, Envoys, markers on allies' charts, the Vassal's two
 * markers on its Ruler's chart, the Ruler markers on its Vassals' charts, and for a
 * player's Kingdom its pick markers, its own +1VP markers and the VP counter (these last
 * counted by Castellan's reading: the rules do not say). */
void cas_rus_countermix (const CasRusState *s, int kingdom, CasRusCountermix *out, CasExplain *ex);

/* Settlement pieces of a level left in the supply [INTRO p.1; BUILD p.11]: the box's
 * Town 15, City 10, Fortress 5 (setting U1's default) less those on the map. */
int cas_rus_settlements_left (const CasRusState *s, int settlement, CasExplain *ex);

typedef struct {
  int area;
  int level;                       /* the settlement it would become */
  CasRusCost cost;
  gboolean fresh;                  /* built this turn: not raised again before the next */
  gboolean piece_left;
  gboolean payable;                /* alone, from the (pooled) store */
  gboolean allowed;                /* not fresh, a piece left */
} CasRusConstructionStep;

typedef struct {
  gboolean lead;                   /* the Construction Lead: 1 resource off one build */
  int left[CAS_RUS_FORTRESS + 1];  /* settlement pieces in the supply */
  int n_steps;
  CasRusConstructionStep steps[CAS_RUS_MAX_AREAS];
} CasRusConstruction;

/* What `kingdom` can build, area by area, in its own land [BUILD p.11]. */
void cas_rus_construction (const CasRusState *s, int kingdom, CasRusConstruction *out, CasExplain *ex);

typedef struct {
  int settlements;
  gboolean lead;
  gboolean lone;                   /* no settlement, no resource: 1 army anyway */
  int free_armies;                 /* within the countermix */
  int payable;                     /* Grain + Livestock + Money (pooled) */
  int bought;                      /* most armies it can buy, within the countermix */
} CasRusRecruitment;

/* New armies in the Recruitment round [RECRUIT p.12; STACK p.12]: free ones and the
 * most it can buy, within the free pieces of `mix`. */
void cas_rus_recruitment (const CasRusState *s, int kingdom, const CasRusCountermix *mix,
                          CasRusRecruitment *out, CasExplain *ex);

/* ---- conquering a Kingdom (cas-rus-conquer.c, issue 18) ---- */

typedef struct {
  int n_areas;                          /* areas the conquered Kingdom still holds */
  gboolean conquered;                   /* none: it is conquered [CONQUER p.15] */
  int resources[CAS_RUS_N_RESOURCES];   /* its store, which the conqueror takes */
  gboolean may_take[CAS_RUS_N_ABILITIES];  /* its abilities the conqueror does not hold */
  int n_may_take;
  gboolean ability_taken;               /* the pick given is one of them */
  int ability;
} CasRusConquest;

/* `conquered`'s last area taken by `conqueror` [CONQUER p.15]: whether it holds no area
 * any more, its store for the conqueror, the abilities the conqueror may pick one of
 * (those it holds and the conqueror lacks), and with `ability` (-1: not chosen yet) that
 * pick; proposes `status K conquered`, the store moved (`resource`), and `tech C A yes`. */
void cas_rus_conquest (const CasRusState *s, int conqueror, int conquered, int ability, CasRusConquest *out,
                       CasExplain *ex);

/* ---- combat (cas-rus-combat.c) ---- */

typedef struct {
  int armies;
  gboolean campaign_lead;          /* its Kingdom leads Campaign this turn */
  gboolean metallurgy;             /* Metallurgy bought in an earlier turn */
  gboolean cavalry;                /* holds Cavalry */
  int invader;                     /* CasRusInvader: Vikings or Teutons */
  gboolean against_orthodox;       /* Teutons fighting an Orthodox Kingdom */
  int religion;                    /* a religion modifier typed in (it wins) */
  /* rus-rel: its religion and the opponent's (CasRusReligion), the modifier the C&T
   * file gives for them (cas_rus_force_religion ()), FALSE when not entered */
  int religion_of, religion_against;
  int religion_ct;
  gboolean religion_ct_known;
  /* issue 18: Metallurgy, Cavalry held through its Influencer this turn [INFLUENCE p.8] */
  gboolean metallurgy_influencer;
  gboolean cavalry_influencer;
} CasRusForce;

/* Basic CBT of one side [BATTLE p.13; INVASION p.16]: armies and modifiers. */
/* The Kingdom of the player who Influences `kingdom` this turn, whose C&T abilities it has
 * for the turn [INFLUENCE p.8]; -1 if none. */
int cas_rus_influencer_kingdom (const CasRusState *s, int kingdom);

/* The turn `kingdom` holds `ability` from (cas_rus_ability_turn ()): its own or, when it
 * holds none and is Influenced, its Influencer's for this turn [INFLUENCE p.8]; 0 if
 * neither holds it. `*from` (may be NULL) is the Kingdom whose it is, -1 when none. */
int cas_rus_kingdom_ability_turn (const CasRusState *s, int kingdom, int ability, int *from);

int cas_rus_basic_cbt (const CasRusSettings *set, const CasRusForce *f, gboolean attacker,
                       int terrain, CasExplain *ex);

typedef struct {
  int attacker_cbt, defender_cbt;  /* basic */
  gboolean legal;                  /* the invader's basic CBT exceeds the defender's by 1+ */
  gboolean terrain_known;
  int attacker_final, defender_final;
  int winner;                      /* 0 invader, 1 defender, -1 tie or no battle */
  int attacker_losses, defender_losses;
  gboolean taken;                  /* the area changes hands */
  gboolean attack_again;           /* a tie: the invader may fight on */
} CasRusBattle;

/* A Kingdom's force as the table shows it (castellan-cli combat, the app's Battle page):
 * `armies` given, its Campaign Lead (the Kingdom's player, or the Kingdom in the two-player
 * game, picked Campaign this turn), Metallurgy bought in an earlier turn, Cavalry
 * [BATTLE p.13]. */
void cas_rus_table_force (const CasRusState *s, int kingdom, int armies, CasRusForce *f);

/* Is an attack on `area` one against a player [PVP p.14]: its Kingdom is run by a player
 * or Influenced this turn; else the area is neutral [NEUTRAL p.14]. */
gboolean cas_rus_area_against_player (const CasRusState *s, int area);

/* An attack on a neutral area (not player-run, not Influenced) [BATTLE p.13 and its
 * sidebar; NEUTRAL p.14]: no Tactics; the invader loses the area's CBT in armies. */
void cas_rus_battle_neutral (const CasRusSettings *set, const CasRusForce *attacker,
                             int defenders, int terrain, CasRusBattle *out, CasExplain *ex);

/* An attack on a player-controlled area [PVP p.14]: basic CBTs, then each side's Tactics
 * modifier (read by the players from their own cards and entered), the winner and the
 * losses (settings U13, U14). */
void cas_rus_battle_player (const CasRusSettings *set, const CasRusForce *attacker,
                            const CasRusForce *defender, int terrain, int attacker_tactic,
                            int defender_tactic, CasRusBattle *out, CasExplain *ex);

/* ---- the Siege step (cas-rus-siege.c; issue 18, rus-table) ---- */

typedef enum {
  CAS_RUS_SIEGE_NONE,              /* no battle, or no settlement card decided anything */
  CAS_RUS_SIEGE_SHELTER,           /* Stand/Siege won against the settlement's card: the
                                      defender may shelter, the invader fights on or withdraws */
  CAS_RUS_SIEGE_RETREAT,           /* the invader won otherwise: the survivors retreat */
  CAS_RUS_SIEGE_HELD,              /* the defender won behind its settlement's card */
  CAS_RUS_SIEGE_TIE,
} CasRusSiegeOutcome;

typedef struct {
  int outcome;                     /* CasRusSiegeOutcome */
  gboolean settlement_card;        /* the defender revealed a settlement's card */
  gboolean siege_card;             /* the invader revealed Stand/Siege */
  int attacker_left, defender_left;  /* survivors after the losses */
  int may_shelter;                 /* defenders who may shelter behind the settlement */
} CasRusSiege;

const char *cas_rus_siege_id (int outcome);   /* "none", "shelter", "retreat", "held", "tie" */
/* What follows from the cards revealed in a battle already resolved [SIEGE p.14; PVP p.14]. */
void cas_rus_siege (const CasRusBattle *r, int attacker_armies, int defender_armies, int attacker_card,
                    int defender_card, CasRusSiege *out, CasExplain *ex);
/* cas_rus_battle_player () with the two cards revealed known, then the Siege step in
 * place of its general retreat line. */
void cas_rus_battle_player_cards (const CasRusSettings *set, const CasRusForce *attacker,
                                  const CasRusForce *defender, int terrain, int attacker_card,
                                  int defender_card, int attacker_tactic, int defender_tactic,
                                  CasRusBattle *out, CasRusSiege *siege, CasExplain *ex);

/* What cas_rus_settlements_left () gives when setting U1 is off: the pieces are not
 * counted (issue 18, rus-table). */
#define CAS_RUS_PIECES_UNCOUNTED 99

/* ---- bonds between Kingdoms (cas-rus-bonds.c; issue 18, rus-table) ---- */

/* Why two Kingdoms may not attack each other, the first that applies. */
typedef enum {
  CAS_RUS_BOND_NONE,
  CAS_RUS_BOND_PAIR,               /* one player's two Kingdoms, two-player game [TWOP p.19] */
  CAS_RUS_BOND_ALLY,               /* an alliance [ALLY p.7] */
  CAS_RUS_BOND_RULER,              /* the first is the second's Ruler [VASSAL p.15] */
  CAS_RUS_BOND_VASSAL,             /* the first is the second's Vassal [VASSAL p.15] */
  CAS_RUS_BOND_INFLUENCE,          /* one Influenced by the other's player this turn [INFLUENCE p.8] */
} CasRusBond;

/* In the two-player game the other Kingdom of `kingdom`'s player (permanently allied with
 * it [TWOP p.19]); -1 otherwise. Needs no `ally` action: old saves read the pair too. */
int cas_rus_pair_partner (const CasRusState *s, int kingdom);
/* Allied for good: an alliance recorded, or the two-player game's pair [ALLY p.7; TWOP p.19]. */
gboolean cas_rus_allied (const CasRusState *s, int a, int b);
int cas_rus_bond (const CasRusState *s, int a, int b);
const char *cas_rus_bond_id (int bond);   /* "none", "pair", "ally", "ruler", "vassal", "influence" */
/* The bond that forbids `attacker` to attack `defender`, with a "Flag:" line citing the
 * rule; CAS_RUS_BOND_NONE when none. Never refuses: the table decides. */
int cas_rus_attack_bond (const CasRusState *s, int attacker, int defender, CasExplain *ex);
/* The two-player game's trades of `kingdom`: offered to the opponent first, then 1:1 with
 * its pair [TWOP p.19]; a line, TRUE in a two-player game. */
gboolean cas_rus_pair_trade (const CasRusState *s, int kingdom, CasExplain *ex);

G_END_DECLS
