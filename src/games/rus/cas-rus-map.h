/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-map.h: the Rus board as the table enters it. No source holds the map's areas,
 * terrain, adjacency or printed VP (reference/rus/assistant.md §4), so the table records
 * each fact when an area first matters, and Castellan keeps them in one map file shared
 * by every later game ($XDG_DATA_HOME/castellan/rus/map.json; docs/rus.md, "The map
 * file"). Every fact is known or unknown, never guessed: the queries answer "unknown"
 * distinctly from a value. Area numbers are the state's (cas_rus_area_from_id ()). */
#pragma once

#include "cas-explain.h"
#include "cas-rus-state.h"
#include "cas-rus.h"

G_BEGIN_DECLS

#define CAS_RUS_MAP_FORMAT "castellan-rus-map"
#define CAS_RUS_MAP_VERSION 1
#define CAS_RUS_MAP_NAME_MAX 80

/* A fact that may not be entered yet. */
typedef enum {
  CAS_RUS_UNKNOWN = -1,
  CAS_RUS_NO = 0,
  CAS_RUS_YES = 1,
} CasRusKnown;

#define CAS_RUS_N_EMERGING 3    /* the GH, M and V corner initials [BOARD p.3] */
#define CAS_RUS_N_INVADERS 2    /* Viking and Teuton entry symbols [INVASION p.16] */

/* What the map says about one area. Every int is a CasRusKnown unless noted. */
typedef struct {
  char *name;                        /* as entered; NULL: the rulebook's name, or unknown */
  int terrain;                       /* CasRusTerrain, CAS_RUS_TERRAIN_UNKNOWN */
  int printed_vp;                    /* 0-9, -1 unknown */
  int rebels_to[CAS_RUS_N_EMERGING]; /* by Kingdom - CAS_RUS_GOLDEN_HORDE: may rebel to it */
  int borders[CAS_RUS_N_POWERS];     /* lies on that Foreign Power's original border */
  int entry[CAS_RUS_N_INVADERS];     /* carries the Viking / Teuton entry symbol */
  int europe_route;                  /* on a trade route to Europe [OCCUPY p.16] */
  int adjacent[CAS_RUS_MAX_AREAS];   /* shares a border with that area */
} CasRusMapArea;

typedef struct {
  CasRusMapArea areas[CAS_RUS_MAX_AREAS];
} CasRusMap;

/* The invader an id names (`vikings`, `teutons`: the map file's entry ids), as a
 * CasRusInvader; CAS_RUS_NO_INVADER for any other word. */
int cas_rus_invader_from_id (const char *id);
/* The map file's id of the entry symbol i (0 Vikings, 1 Teutons, as CasRusMapArea.entry). */
const char *cas_rus_map_invader_id (int i);

/* An area with every fact unknown (for cas_rus_map_merge ()). */
void cas_rus_map_area_init (CasRusMapArea *a);

CasRusMap *cas_rus_map_new (void);           /* nothing known */
void cas_rus_map_free (CasRusMap *map);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasRusMap, cas_rus_map_free)

/* $XDG_DATA_HOME/castellan/rus/map.json (g_get_user_data_dir ()). */
char *cas_rus_map_default_path (void);

/* Reads the map file: strict JSON (cas_json_parse ()), every member checked. A missing
 * file is an empty map, not an error. A damaged one is an error (CAS_ERROR_DATA) that
 * names the file and the problem; the file is left as it is. */
CasRusMap *cas_rus_map_load (const char *path, GError **error);

/* The map as JSON text (the facts that are known only). */
char *cas_rus_map_to_data (const CasRusMap *map, gsize *length);
CasRusMap *cas_rus_map_load_data (const char *data, gsize length, const char *file, GError **error);

/* Writes the map file atomically (temporary file, fsync, rename: cas_savefile_write ()),
 * creating its folder. If the file there does not load as a map, it is first kept as
 * FILE.corrupt (or FILE.corrupt-2 ...), whose path `backup` receives (else NULL); a file
 * changed by another program since it was read is not overwritten (CAS_ERROR_CHANGED). */
gboolean cas_rus_map_save (const CasRusMap *map, const char *path, char **backup, GError **error);

/* ---- queries: CAS_RUS_UNKNOWN (or the unknown value) when not entered ---- */

/* The entered name, else the rulebook's, else NULL (a table-entered area not named yet). */
const char *cas_rus_map_name (const CasRusMap *map, int area);
int cas_rus_map_terrain (const CasRusMap *map, int area);
/* TRUE with the VP when known. */
gboolean cas_rus_map_printed_vp (const CasRusMap *map, int area, int *vp);
CasRusKnown cas_rus_map_adjacent (const CasRusMap *map, int a, int b);
CasRusKnown cas_rus_map_rebels_to (const CasRusMap *map, int area, int kingdom);
CasRusKnown cas_rus_map_borders (const CasRusMap *map, int area, int power);
CasRusKnown cas_rus_map_entry (const CasRusMap *map, int area, int invader);
CasRusKnown cas_rus_map_europe_route (const CasRusMap *map, int area);
/* Whether anything at all is known about the area. */
gboolean cas_rus_map_entered (const CasRusMap *map, int area);

/* Records adjacency both ways ("is this adjacent?" answered by the players). */
void cas_rus_map_set_adjacent (CasRusMap *map, int a, int b, CasRusKnown known);

/* Merges what the table entered for `area`: each known fact of `entered` goes into the
 * map, unknown ones leave it alone, adjacency both ways. A fact the map knows with
 * another value is a conflict: with `replace` the new one wins, else FALSE with an error
 * naming the fact and nothing changes. */
gboolean cas_rus_map_merge (CasRusMap *map, int area, const CasRusMapArea *entered, gboolean replace,
                            GError **error);

/* The terrain and printed VP a game's table entered (actions `terrain`, `printed`) go
 * into the map, the table's word winning. Returns the facts added or changed. */
int cas_rus_map_merge_state (CasRusMap *map, const CasRusState *s);

/* A game takes the map: each area whose terrain or printed VP the state does not know
 * gets the map's, and the areas in use grow to the last one the map knows. Returns the
 * cells filled. */
int cas_rus_map_fill_state (const CasRusMap *map, CasRusState *s);

/* ---- calculators that need the map ---- */

typedef struct {
  int n_friendly;                    /* adjacent areas the survivors may enter */
  int friendly[CAS_RUS_MAX_AREAS];
  int n_unknown;                     /* areas whose adjacency to it is not entered */
} CasRusRetreat;

/* Where the loser's survivors in `area` may retreat [PVP p.14]: the adjacent areas held
 * by `kingdom`, its allies or its Vassals. Adjacency comes from the map; where
 * it is not entered the explanation says so and names nothing it does not know (the
 * players judge, and the app may record their answer with cas_rus_map_set_adjacent ()). */
void cas_rus_retreat (const CasRusState *s, const CasRusMap *map, int area, int kingdom,
                      CasRusRetreat *out, CasExplain *ex);

typedef struct {
  int n_targets;                     /* areas adjacent to its land that it does not hold */
  int targets[CAS_RUS_MAX_AREAS];
  gboolean forbidden[CAS_RUS_MAX_AREAS];  /* by target index: an ally's, its Ruler's or a Vassal's */
  int n_unknown;                     /* areas whose adjacency to its land is not entered */
} CasRusTargets;

/* The areas `kingdom` may invade from its own land, one area away (no Cavalry)
 * [CAMPAIGN p.13]: the known neighbours of its areas that it does not hold, with those of
 * an ally, its Ruler or a Vassal flagged (no attack on them [ALLY p.7; VASSAL p.15]).
 * Areas whose adjacency is not entered are counted and named as such, never guessed;
 * Cavalry lines, campaigns from an ally's border and areas not in use are not covered. */
void cas_rus_campaign_targets (const CasRusState *s, const CasRusMap *map, int kingdom,
                               CasRusTargets *out, CasExplain *ex);

/* ---- annexing and Missionaries (cas-rus-annex.c, rus-rel) ---- */

typedef enum {
  CAS_RUS_ANNEX_NEUTRAL = 1,   /* a neutral area: annexing [ANNEX p.7] */
  CAS_RUS_ANNEX_MISSION,       /* another player's Kingdom's area: Missionaries [MISSION p.7] */
} CasRusAnnexKind;

typedef struct {
  int area;                          /* the one asked about, -1: all next to its land */
  gboolean lead;                     /* its player leads Diplomacy this turn */
  gboolean christian;                /* it holds a religion (Orthodox or Catholic) */
  int pieces_free;                   /* of its 40: an army for annexing */
  int n_areas;                       /* areas judged */
  int areas[CAS_RUS_MAX_AREAS];
  int kind[CAS_RUS_MAX_AREAS];       /* CasRusAnnexKind, by index */
  CasRusKnown allowed[CAS_RUS_MAX_AREAS];  /* YES, NO, UNKNOWN (a fact not entered) */
  int n_annex, n_mission;            /* those allowed */
  int n_unknown;                     /* listing all: areas whose adjacency to its land is not entered */
} CasRusAnnex;

/* The Diplomacy Lead's bonus for `kingdom` [DIPLO p.7]: annex a neutral area (nobody's,
 * or a Kingdom's no player runs) adjacent to its land, not a Neutral Kingdom's capital,
 * with an army from its stock, the Neutral armies removed [ANNEX p.7]; or instead, with a
 * Christian religion, Missionaries converting a settlement-free area of another player's
 * Kingdom (an ally's too, not hostile), all its armies changing colour [MISSION p.7].
 * With `area` -1 every area the map shows next to its land, the others whose adjacency is
 * not entered counted and named; with an area that one, and its actions proposed when
 * allowed (`armies AREA OWNER 0`, `armies AREA K 1`; `owner AREA K`). What the map or the
 * cards do not say is "not entered: the players judge", never a guess. */
void cas_rus_annex (const CasRusState *s, const CasRusMap *map, int kingdom, int area, CasRusAnnex *out,
                    CasExplain *ex);

/* The terrain of an area for the calculators (combat, stacking): the state's, else the
 * map's, else CAS_RUS_TERRAIN_UNKNOWN. */
int cas_rus_area_terrain (const CasRusState *s, const CasRusMap *map, int area);

/* ---- the marks the board prints on an area (issue 18, the map form; cas-rus-map-marks.c) ---- */

/* "GH", "M", "V": the corner initial of an Emerging Kingdom [BOARD p.3]; NULL otherwise. */
const char *cas_rus_map_initial (int kingdom);

/* Sets one fact of `area`, the table's word winning (`castellan-cli map set AREA ...`):
 * `name TEXT...`, `terrain T|unknown`, `printed_vp N|unknown`, `adjacent AREA V`,
 * `rebels_to KINGDOM V`, `borders POWER V`, `entry INVADER V`, `europe_route V`, where V is
 * yes, no or unknown (the fact forgotten). The keys are the map file's members. FALSE with
 * an error (CAS_ERROR_ACTION) and nothing changed for words that are not a fact. */
gboolean cas_rus_map_set_words (CasRusMap *map, int area, const char *const *words, int n_words, GError **error);
/* The forms cas_rus_map_set_words () takes, for a usage message. */
const char *cas_rus_map_set_usage (void);

typedef struct {
  int borders[CAS_RUS_N_POWERS];       /* CasRusKnown: holds an area on that Power's original border */
  int border_area[CAS_RUS_N_POWERS];   /* one such area, -1 */
  int n_rebels;                        /* Emerging Kingdom: areas in use with its initial */
  int rebels[CAS_RUS_MAX_AREAS];
  int rebels_unknown;                  /* areas whose initial is not entered */
  int europe_line;                     /* CasRusKnown; the Golden Horde only (else unknown) */
  int entry_area[CAS_RUS_N_INVADERS];  /* the Viking / Teuton entry area among those in use, -1 */
  int entry_unknown[CAS_RUS_N_INVADERS];  /* areas whose entry symbol is not entered */
} CasRusMarks;

/* What the board's marks mean for `kingdom` (or -1: the entry areas only): the Foreign
 * Powers it borders through its own areas [VP p.17]; for an Emerging Kingdom, the areas
 * with its initial [BOARD p.3; SWITCH p.5]; for the Golden Horde, whether a line of
 * friendly areas along a trade route reaches Europe [OCCUPY p.16]; and where the
 * invaders enter [INVASION p.16] (explained only for -1: they concern no one Kingdom).
 * What the map does not say is unknown and named as not entered, never guessed. */
void cas_rus_map_marks (const CasRusState *s, const CasRusMap *map, int kingdom, CasRusMarks *out, CasExplain *ex);

/* ---- the marks where the calculators use them (issue 18; cas-rus-marks-calc.c) ---- */

/* Whether the map shows `kingdom` bordering a Foreign Power through an area it holds
 * itself [VP p.17], for its bordering VP: one line naming the Powers it borders and the
 * area, one naming those not entered, or, when every mark is known and there is no link,
 * that its bordering VP entered are lost. Returns YES (some link), UNKNOWN (none known,
 * some not entered) or NO; a Kingdom without land borders nothing and gets no line. */
CasRusKnown cas_rus_border_link (const CasRusState *s, const CasRusMap *map, int kingdom, CasExplain *ex);

/* cas_rus_player_vp () with each of the player's Kingdoms followed by its border link
 * (cas_rus_border_link ()); a NULL map gives cas_rus_player_vp (). */
int cas_rus_player_vp_map (const CasRusState *s, const CasRusMap *map, int player, gboolean black_death_scoring,
                           CasExplain *ex);

/* cas_rus_switch () with the board's marks [SWITCH p.5 step 2; BOARD p.3]: when an
 * Emerging Kingdom has never been played (status emerging or out of play, no area held),
 * the areas with its corner initial that another Kingdom holds rebel: their armies change
 * colour. Those are proposed first (`owner AREA KINGDOM`), and the Money and VP of the
 * switch count them; areas whose initial is not entered are named as such, never
 * guessed. Any other switch is cas_rus_switch () (the `first_emergence` fields 0). */
void cas_rus_switch_map (const CasRusState *s, const CasRusMap *map, int player, int kingdom, CasRusSwitch *out,
                         CasExplain *ex);

/* ---- the foreign invasion (issue 18, rus-rules; cas-rus-invasion.c) ---- */

typedef enum {
  CAS_RUS_INVASION_NOT_REVEALED,
  CAS_RUS_INVASION_WAITING,          /* revealed, on the Politics action, not activated */
  CAS_RUS_INVASION_ACTIVATED,        /* activated this turn: resolves after round 8 */
  CAS_RUS_INVASION_PAST,             /* activated in an earlier turn */
} CasRusInvasionCardState;

/* The Politics card of an invader (CasRusInvader): the Viking or the Teutonic Invasion. */
int cas_rus_invader_card (int invader);

/* "not-revealed", "waiting", "activated", "past" */
const char *cas_rus_invasion_card_state_id (int state);

/* issue 18 (rus-invbattle): one area the invaders' stack enters beyond the entry. */
#define CAS_RUS_INVASION_MAX_ROUTE 3   /* as Cavalry, up to 3 areas from the entry [INVASION p.16] */

typedef enum {
  CAS_RUS_STEP_FREE,                 /* the controller's land: crossed unhindered */
  CAS_RUS_STEP_OWN,                  /* their own armies stand there */
  CAS_RUS_STEP_NEUTRAL,              /* nobody's, a Neutral Kingdom's or the other invader's */
  CAS_RUS_STEP_PLAYER,               /* a player's Kingdom: Tactics cards */
} CasRusInvasionStepKind;

typedef enum {
  CAS_RUS_ROUTE_NONE,                /* no route followed */
  CAS_RUS_ROUTE_DONE,                /* every area of the route entered */
  CAS_RUS_ROUTE_TOO_FAR,             /* more than 3 areas from the entry */
  CAS_RUS_ROUTE_NOT_ADJACENT,        /* the map says the next area does not border the last */
  CAS_RUS_ROUTE_ADJACENCY_UNKNOWN,   /* the map does not say */
  CAS_RUS_ROUTE_TERRAIN_UNKNOWN,     /* a battle whose area has no terrain entered */
  CAS_RUS_ROUTE_VASSAL,              /* their own Vassal's land [VASSAL p.15] */
  CAS_RUS_ROUTE_NOT_ALLOWED,         /* the exceed-by-one condition fails [BATTLE p.13] */
  CAS_RUS_ROUTE_LOST,                /* a battle lost or no army left to hold the area */
  CAS_RUS_ROUTE_NO_ARMIES,           /* 1 army where they stand: it must stay [CAVALRY p.15] */
  CAS_RUS_ROUTE_NO_STAND,            /* it ends in the controller's land, where they cannot stand */
  CAS_RUS_ROUTE_NO_START,            /* the entry is not resolved: nothing to go on from */
} CasRusRouteStop;

/* "none", "done", "too-far", "not-adjacent", "adjacency-not-entered", "terrain-not-entered",
 * "vassal", "not-allowed", "lost", "no-armies", "no-stand", "no-start" */
const char *cas_rus_route_stop_id (int stop);
/* "free", "own", "neutral", "player" */
const char *cas_rus_step_kind_id (int kind);

typedef struct {
  int area, kind;                    /* CasRusInvasionStepKind */
  int owner;                         /* the Kingdom holding it, -1 */
  int stack;                         /* the invaders' armies entering */
  int defenders;
  int invader_cbt, defender_cbt;     /* basic */
  gboolean legal;                    /* the exceed-by-one condition (TRUE where no battle) */
  int ties;                          /* battles tied and fought again */
  int invader_losses, defender_losses;
  gboolean taken;
  gboolean conquest;                 /* the owner's last area [CONQUER p.15] */
  gboolean unverified;               /* a player's battle: Tactics counted 0, not proposed */
} CasRusInvasionStep;

typedef struct {
  int invader;                       /* CasRusInvader */
  int card_state;                    /* CasRusInvasionCardState */
  int armies;                        /* 10, or 8 Teutons (setting U11) */
  int controller;                    /* the Politics Lead's player, -1 */
  int entry;                         /* the area with their entry symbol, -1 not entered */
  int entry_unknown;                 /* areas whose entry symbol is not entered */
  int entry_owner, entry_defenders;  /* who holds the entry, with how many armies */
  gboolean entry_free;               /* no battle there: nobody's armies, or the controller's land */
  gboolean entry_against_player;     /* a battle with Tactics cards (or a surrender) */
  int entry_invader_cbt, entry_defender_cbt;  /* basic CBTs at the entry */
  gboolean entry_legal;              /* the exceed-by-one condition */
  gboolean entry_taken;              /* a neutral entry area taken */
  int entry_survivors;               /* after a neutral battle there */
  int n_reach;                       /* areas within 3 of the entry by the map, the entry left out */
  int reach[CAS_RUS_MAX_AREAS];
  int reach_steps[CAS_RUS_MAX_AREAS];      /* by index: 1-3 */
  gboolean reach_free[CAS_RUS_MAX_AREAS];  /* the controller's land: crossed freely */
  gboolean reach_no_vp[CAS_RUS_MAX_AREAS]; /* an ally's or Vassal's of the controller's Kingdom */
  int reach_unknown;                 /* areas whose adjacency on the way is not entered */
  int objective, objective_vp;       /* as entered from the card, -1 / 0 */
  int objective_in_reach;            /* CasRusKnown */
  gboolean objective_scores;         /* not in the controller's, an ally's or a Vassal's land */
  /* issue 18 (rus-invaders): their pieces in the state */
  gboolean in_play;                  /* any piece of theirs is recorded */
  int waiting;                       /* armies on the card, not yet entered */
  int on_map;                        /* armies on the map */
  int n_held;                        /* areas they conquered */
  /* issue 18 (rus-invbattle): the campaign beyond the entry, one area at a time
   * [INVASION p.16; CAVALRY p.15] (cas-rus-invasion.c) */
  gboolean route_asked;              /* the controller's route was given */
  gboolean route_to_objective;       /* none given: the one shortest way to the objective */
  int n_steps;
  CasRusInvasionStep steps[CAS_RUS_INVASION_MAX_ROUTE];
  int route_stop;                    /* CasRusRouteStop: why the route ends where it does */
  int n_choices;                     /* none given, several ways: the next areas to choose from */
  int choices[CAS_RUS_MAX_AREAS];
  gboolean objective_taken;          /* the route takes the objective */
  gboolean objective_achieved;       /* rus-inv3: taken on the route or said achieved */
} CasRusInvasion;

/* The Viking or Teuton invasion [INVCARD p.6; INVASION p.16] where the map knows: the
 * card's state, its controller (the Politics Lead) and armies (U11), the entry area by
 * the map's entry symbol and the battle there (neutral: computed; a player's: the basic
 * CBTs and the exceed-by-one condition, a surrender possible whatever the VP), the areas
 * within 3 of the entry by the map's adjacency (as Cavalry; the controller's land crossed
 * freely), and the card's objective as the table enters it (`objective` an area or -1,
 * `objective_vp` its VP): nothing scores in the land of the controller's Kingdom, an ally
 * or a Vassal; with `achieved` it proposes `vp P objectives +N`. What the map does not
 * know is "not entered", never guessed. */
void cas_rus_invasion (const CasRusState *s, const CasRusMap *map, int invader, int objective, int objective_vp,
                       gboolean achieved, CasRusInvasion *out, CasExplain *ex);

/* issue 18 (rus-invbattle): the Vikings or Teutons (CasRusInvader) to whom `kingdom` may
 * surrender now, their armies at its land this turn [INVASION p.16; SUBMIT p.13], with the
 * submission proposed (`invader X vassal K yes`, `vp P submissions +1`);
 * CAS_RUS_NO_INVADER when none. */
int cas_rus_invader_submission_offer (const CasRusState *s, const CasRusMap *map, int kingdom, CasExplain *ex);

/* issue 18 (rus-invbattle): the same with the controller's route beyond the entry (`route`,
 * `n_route` areas, NULL/0: none given). Each area entered in turn [INVASION p.16; CAVALRY
 * p.15]: the controller's land crossed, a neutral area's battle (losses its CBT), a player's
 * Kingdom by the CBT comparison (`tactics`: the invader's and the defender's Tactics
 * modifiers of the route's first such battle, NULL: counted 0, unverified, not proposed), ties
 * fought again (U14), 1 army left in each area taken, conquest; their Vassal's land never
 * attacked. Without a route: the one shortest way to the objective, else the choices. The
 * results the state backs are proposed as `invader ...` actions. */
void cas_rus_invasion_route (const CasRusState *s, const CasRusMap *map, int invader, int objective, int objective_vp,
                             gboolean achieved, const int *route, int n_route, const int *tactics,
                             CasRusInvasion *out, CasExplain *ex);

/* rus-inv3: the Vassal (a CasRusKingdom) of INVADER from whose borders its route's first
 * area A may be entered, the entry ENTRY not bordering it [INVASION p.16: on from the new
 * Vassal's borders; CAMPAIGN p.13]: a Vassal of theirs with an area that is, or borders,
 * the entry and an area bordering A by the map; A not the Vassal's land. -1: none. */
int cas_rus_invasion_vassal_start (const CasRusState *s, const CasRusMap *map, int invader, int entry, int a);

/* rus-inv3: the action scoring IN's objective for the controller (`vp P objectives +N`)
 * when it is achieved and scores [INVASION p.16; VP p.17], else NULL. Free it. */
char *cas_rus_invasion_objective_action (const CasRusInvasion *in);

/* ---- the Cavalry follow-on (issue 18, rus-rules; cas-rus-cavalry.c) ---- */

typedef struct {
  gboolean cavalry;                  /* the Kingdom holds Cavalry (its own or its Influencer's) */
  gboolean may_continue;
  int moves_left;                    /* of the 3 areas from where the stack started */
  int may_continue_with;             /* the survivors less the 1 left in the area taken */
  int n_next;                        /* areas adjacent by the map that it does not hold */
  int next[CAS_RUS_MAX_AREAS];
  gboolean forbidden[CAS_RUS_MAX_AREAS];  /* by index: an attack the rules forbid (cas_rus_bond ()) */
  int n_unknown;                     /* areas whose adjacency to it is not entered */
} CasRusFollowOn;

/* After `kingdom`'s battle for `area` [CAVALRY p.15]: with Cavalry, whether the stack may
 * go on (`won`: the battle won and the area taken; `survivors` its armies left; `moved` the
 * areas moved from where it started, this one included), with how many armies (1 stays),
 * and the next areas by the map (forbidden attacks flagged, unknown adjacency counted).
 * Without Cavalry: `cavalry` FALSE and no line. */
void cas_rus_cavalry_follow_on (const CasRusState *s, const CasRusMap *map, int kingdom, int area, gboolean won,
                                int survivors, int moved, CasRusFollowOn *out, CasExplain *ex);

/* ---- the Vassal offer after a switch (issue 18, rus-rules; cas-rus-vassal-offer.c) ---- */

typedef struct {
  int n;                             /* Kingdoms bordering the new one, or not entered */
  int ruler[CAS_RUS_N_KINGDOMS];
  int ruler_vp[CAS_RUS_N_KINGDOMS];
  int adjacent[CAS_RUS_N_KINGDOMS];  /* CasRusKnown: YES, or UNKNOWN (not entered) */
  gboolean allowed[CAS_RUS_N_KINGDOMS];  /* it has more VP than the new Kingdom's player after the switch */
  int choice;                        /* index of the Kingdom chosen, -1 */
} CasRusVassalOffer;

/* After `player` switches to `kingdom` (`sw` from cas_rus_switch_map ()) [SWITCH p.5]: the
 * Kingdoms it may at once become the Vassal of: bordering its land (its areas and those
 * that rebel to it) by the map, "not entered" where the map does not say, with more VP than
 * its player will have. With `choice` (a Kingdom, -1 none) proposes `ruler K R` and the
 * Ruler's player's `vp P submissions +1` [VASSAL p.15]. */
void cas_rus_switch_vassal_offer (const CasRusState *s, const CasRusMap *map, int player, int kingdom, const CasRusSwitch *sw,
                                  int choice, CasRusVassalOffer *out, CasExplain *ex);

G_END_DECLS
