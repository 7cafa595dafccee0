/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-lc-rules.h: what one Levy & Campaign game adds to the series' engine (issue 16,
 * shared design MULTIGAME.md section 4; docs/adding-a-game.md).
 *
 * The engine in src/lc/ does what every game of the series does. Where a game's own
 * cards, Lords, markers or scenarios change a calculation, the engine asks that game's
 * CasLcRules, a const table in src/games/<id>/<id>-rules.c, registered with the game in
 * src/core/cas-module.c. A NULL member means the game has no such rule; a NULL table
 * (cas_lc_rules () returns NULL) means the game has none at all. Hooks are asked once
 * per question, never inside the Battle's strike loop. Text for people stays in the
 * game's C files, marked for gettext. */
#pragma once

#include "cas-explain.h"
#include "cas-table.h"

G_BEGIN_DECLS

struct CasVictory;

/* Feed (4.8.1): a rule that lets one Lord skip Feeding (Nevsky: Hillforts). */
typedef enum {
  CAS_LC_EXCUSE_GIVEN,        /* `lord` is excused this Feed */
  CAS_LC_EXCUSE_PICKED,       /* the owner did not choose: Castellan picks `lord` */
  CAS_LC_EXCUSE_NOBODY,       /* in play, but no Lord who must Feed qualifies (lord -1) */
  CAS_LC_EXCUSE_REFUSED,      /* the owner's choice `lord` does not qualify */
  CAS_LC_EXCUSE_NOT_IN_PLAY,  /* an excuse was asked for `lord`, but the rule is not in play */
} CasLcExcuseNote;

typedef struct {
  /* Is the rule in play now (its card on the table)? */
  gboolean (*in_play) (const CasTable *t);
  /* May `lord`, who Feeds this time, be excused now? */
  gboolean (*eligible) (const CasTable *t, int lord);
  /* One line of explanation for `note` about `lord`. */
  void (*explain) (const CasTable *t, CasLcExcuseNote note, int lord, CasExplain *ex);
  /* castellan-cli feed: its id, for the option --ID LORD|none and the JSON key of the
   * excused Lord ("hillforts"), and its name in the text ("Hillforts"). */
  const char *id;
  const char *name;
} CasLcFeedExcuse;

/* Pay (3.2): a store of Coin outside the Lords' mats (Nevsky: the Novgorod Veche).
 * Its payer is CAS_PAY_POOL in CasPayResult. */
typedef struct {
  /* The Coin the store can give `lord` now: -1 when it never serves his side or holds
   * nothing (the engine then explains a Besieged Lord's own case), else 0 or more,
   * explained in `ex` (the amount's line only when `room` > 0). */
  int (*coin) (const CasTable *t, int lord, gboolean besieged, int room, CasExplain *ex);
  /* Its name as a payer in a sentence ("the Novgorod Veche"), translated. */
  const char *(*payer_name) (void);
  /* Proposes the action that spends `n` of its Coin. */
  void (*propose_spend) (CasExplain *ex, int n);
  /* Explains Castellan's order of payment for the Lord named `lord_name`, the store
   * last. */
  void (*explain_order) (const char *lord_name, CasExplain *ex);
  /* castellan-cli pay: its id as a payer ("veche"). */
  const char *id;
} CasLcPayPool;

/* The Commands a game may add to (cas-commands.c). */
typedef enum {
  CAS_LC_RAVAGE,     /* before the Commands are checked (Nevsky: Raiders) */
  CAS_LC_FORAGE,     /* Forage is allowed so far: TRUE stops it (Nevsky: Famine) */
  CAS_LC_TAX,        /* Tax is allowed (Nevsky: Veliky Knyaz) */
  CAS_LC_SURRENDER,  /* actions on Surrender, added to r->on_surrender (Nevsky: the
                      * Veche's Coin is lost with Novgorod) */
} CasLcCommand;

struct CasCommandsResult;
/* Explains (and may propose, in `r`) what the game's cards add to Command `kind` of
 * r->lord at r->locale; TRUE stops a CAS_LC_FORAGE. */
typedef gboolean (*CasLcCommandNote) (const CasTable *t, CasLcCommand kind, struct CasCommandsResult *r,
                                      CasExplain *ex);

/* End of Campaign (4.9.5): proposes `action` as the Reset step `step` ("crusade"),
 * applied to the table that later steps see. */
typedef void (*CasLcResetFunc) (gpointer ctx, const char *step, const char *action);

/* Battle (4.4.5): what a game's battle_end hook sees of the end of a Battle. */
typedef struct {
  int locale;     /* the Battle's Locale */
  guint64 fled;   /* bit per Lord (index < 64) who Retreated or Withdrew from it */
  guint64 stays;  /* bit per Lord still at the Locale afterwards */
  /* Battle (4.4.3), for removed_coin: */
  int attacker;     /* the Attackers' side */
  guint64 removed;  /* bit per Lord removed in the Battle */
  int first_winner; /* the Lord Castellan gives the Spoils to, or -1 */
  int spoils_coin;  /* the Coin he is given as Spoils */
  /* Inferno's Battle (inf-battle): */
  gboolean storm;   /* a Storm (4.5.2) */
  gboolean sacked;  /* the Storm Sacked the Stronghold (4.5.2) */
  int captured[2];  /* knight units Captured per game side (Knights' Quarter, 4.4.4, 4.5.2) */
  /* battlecards (Inferno's Carroccio, 4.4.3): */
  guint64 retreated;   /* bit per Lord who Retreated (not Withdrew) */
  gboolean conceded[2]; /* per game side: it Conceded the Field */
  /* mats (issue 17): `captured` by unit type (Inferno's Cavalieri and Ritter, 4.4.4) */
  int captured_units[2][CAS_MAX_FORCES];
  /* battle-comune (Inferno 1.5.1, 3.5.3): bit per Commander whose Comune fought as a Lord
   * of its own and was removed (with him or alone). */
  guint64 comune_removed;
} CasLcBattleEnd;


/* Laden and Sail (4.3.2, 4.7.3; cas-laden.c): what a game's Transport types and cards
 * add to a March or a Sail (Nevsky: Sleds and Boats, Lodya, Cogs, Converts). */
struct CasLadenResult;
struct CasSailResult;
typedef struct {
  /* The plural of Transport type `asset` in an explanation ("Sleds"), translated, or
   * NULL for the engine's word (Carts, Ships) or the data's name. */
  const char *(*transport_words) (CasGame *game, int asset);
  /* The line of what `lord` of a group holds (1.5.2); NULL: the engine's line naming
   * every Transport type. */
  void (*explain_held) (const CasTable *t, int lord, int prov, int loot, CasExplain *ex);
  /* The line of what the Season lets be used (1.7.4, 2.2.1); NULL: the engine's line
   * per Way type. */
  void (*explain_season) (const CasTable *t, CasExplain *ex);
  /* March: usable Transport that `lord`'s cards add along Way `way`, where the Season
   * makes the Transport types of `mask` usable, explained (Nevsky: Lodya). */
  int (*march_extra) (const CasTable *t, int lord, int way, guint mask, CasExplain *ex);
  /* March: does a card of the group make its first March on a Command card free (r's
   * verdict is known)? Explained (Nevsky: Converts). */
  gboolean (*march_free) (const CasTable *t, const struct CasLadenResult *r, CasExplain *ex);
  /* The JSON key (castellan-cli laden) of march_free's answer, or NULL. */
  const char *march_free_key;
  /* Sail: the Ships `lord` counts, explained; `away` for a Lord of the side who is not
   * in the group and Shares his Ships from afar (0 when he may not). NULL: his Ships,
   * and none from afar (Nevsky: Cogs, Lodya). */
  int (*sail_ships) (const CasTable *t, int lord, gboolean away, CasExplain *ex);
  /* Sail: Ships needed per Horse unit of `side`; NULL: 1 (Nevsky: 2 for the Russians). */
  int (*ships_per_horse) (const CasTable *t, int side);
  /* Sail: the game's notes after the verdict's lines (Nevsky: a Trade Route reached,
   * Converts). */
  void (*sail_notes) (const CasTable *t, const struct CasSailResult *r, CasExplain *ex);

  /* inf-march (issue 17): */
  /* Avoid Battle and Retreat into `to`, an Unbesieged Enemy Stronghold without Unbesieged
   * enemy Lords: explains what the game allows and returns whether Avoid may go there
   * (Inferno 4.3.4: Avoid marks the Lords Bypassing it). NULL: nobody may (the series). */
  gboolean (*avoid_stronghold) (const CasTable *t, int to, CasExplain *ex);
  /* Sail: who may Sail at all, from Locale `from` (Inferno 4.7.3: Pisa's Podestà only,
   * with his Lower Lord, from a Friendly Port): explains each problem and adds its text
   * (g_strdup) to `problems`. NULL: any Lord of the group. */
  void (*sail_who) (const CasTable *t, const int *lords, int n_lords, int from, GPtrArray *problems, CasExplain *ex);
  /* Sail: the sections cited for whether the Season lets Ships be used; NULL:
   * "4.7.3,1.7.4" (Nevsky's). */
  const char *sail_season_rules;
  /* bypass (issue 17): the game's Bypass markers in a March of `side`'s group from `from`
   * to `to` (Inferno 4.3.5, 4.3.6): explains Depart from a Bypass and what the markers at
   * `to` mean, and returns how many of the enemy Lords at `to` are Bypassed by `side`
   * (inside a Stronghold its Lords Bypass: not an Approach, 4.3.4). NULL: none. */
  int (*march_bypass) (const CasTable *t, const int *lords, int n_lords, int from, int to, int side, CasExplain *ex);
  /* scen (issue 17): does a rule of the game or its scenario forbid this move of `side`'s
   * group from `from` to `to` (Inferno 6.0 C: the dashed line)? Explained; flagged in
   * CasLadenResult.forbidden, never refused. NULL: nothing forbids it. */
  gboolean (*march_forbidden) (const CasTable *t, const int *lords, int n_lords, int from, int to, int side, CasExplain *ex);

  /* cards (issue 17): the Way type (an index of the game's way_types) that Way `way`
   * counts as in a March of `side`'s group, given its own type `type`, and whether a
   * Laden group moves along it at the Unladen cost (*as_unladen, FALSE before), explained
   * when either changes (Inferno ROAD WORKS, F5/S5: a Track counts as a Road, Laden moves
   * as Unladen; 4.3.2, 4.3.3). NULL: its own type, Laden as Laden. */
  int (*march_way_type) (const CasTable *t, int side, int way, int type, gboolean *as_unladen, CasExplain *ex);
} CasLcLaden;

/* Actions (cas-action.c, docs/cli.md): a game's own action words beside the series'
 * (Nevsky: veche, legate). Their text, log sentences and effect are the game's; the
 * journal, undo and saves treat them like any other action. */
struct CasAction;
struct CasActionParser;
typedef struct {
  const char *verb;   /* the word that starts it ("veche") */
  const char *usage;  /* for errors: "veche vp|coin N|+N|-N" */
  const char *after;  /* the series verb it follows in the list of actions ("marker") */
  int min_args;       /* the fewest words after the verb (castellan-cli do splits by it) */
  /* Reads the words (cas_action_parser_* ()) into `a`, whose kind is CAS_ACTION_GAME,
   * game_action its index and lord, locale, card ... -1. */
  gboolean (*parse) (struct CasActionParser *p, struct CasAction *a);
  /* Appends the canonical words after the verb (" vp +2"). */
  void (*print) (CasGame *game, const struct CasAction *a, GString *s);
  /* Changes the table; refuses only what cannot exist on it. */
  gboolean (*apply) (const struct CasAction *a, CasTable *t, GError **error);
  /* The game log's sentence, translated. */
  char *(*describe) (const struct CasAction *a, const CasTable *before);
} CasLcAction;
/* Battle (4.4, 4.5): what a game's cards change in a Battle, Storm or Sally. The engine
 * knows the effects (CasBattleEvent, the fields below); the game says which of its cards
 * has which, and its own conditions and texts. Asked when a Battle is set up (once per
 * Lord, side or Event), never inside the strike loop. */

/* What a Lord's Capabilities change for his units (the engine zeroes it first). */
typedef struct {
  guint8 archery[CAS_MAX_FORCES];   /* halves of Archery per unit at least (0: the Forces table's) */
  guint8 crossbow[CAS_MAX_FORCES];  /* halves of Crossbow Archery per unit instead of its Archery (0: none) */
  guint8 armor[CAS_MAX_FORCES];     /* added to an Armor saving range */
  guint reroll;                     /* bit per unit: one failed Armor roll re-rolled in each step */
  int walls_cut;                    /* enemy Walls and Siegeworks this much lower in a Storm, a Sally
                                     * or against Sallying Lords, while the Lord is present and Unrouted */
  /* battlecards (issue 17; Inferno's Capabilities, inferno-battle-cards.c): */
  int kind;                           /* in: the combat (CasBattleKind: Battle, Storm, Sally) */
  gboolean defending;                 /* in: the Lord is a Defender */
  guint8 shoot_max[CAS_MAX_FORCES];   /* at most this many units of the type shoot `archery` or
                                       * `crossbow` (0: all of them) */
  guint8 armor_until[CAS_MAX_FORCES]; /* `armor` lasts until this many units of the type have
                                       * Routed in the combat (0: throughout) */
  gboolean xselect;                   /* his Crossbow Hits select their target in any combat (4.4.2) */
  struct {
    guint8 unit;                      /* Forces type */
    guint8 max;                       /* at most this many units (0: all of them) */
    guint8 first, last;               /* Rounds (last 0: to the end); first 0: no such bonus */
  } double_melee[2];                  /* units that strike twice their Melee in a Battle (not a Storm) */
  /* battlecards (session 9): */
  gboolean restore_lost;              /* his side's CAS_BATTLE_EVENT_RESTORE_HALF works for him */
  /* battlecards (session 10; Inferno's SIEGE TOWERS): */
  guint8 strike_first;                /* Storm: from this Round on his Strikes, Archery and Melee, come
                                       * before everyone else's (0: never) */
  /* battle-distr (session 11; Inferno's DISTRINGITORES): after both Archery steps of each
   * Round, one Unrouted fighter of the side with `rally` re-rolls the Armor of up to this
   * many of his Routed Armored units; each saved returns to his Forces (0: never). */
  guint8 rally;
  const char *rally_name;             /* the card's name and id in the texts ("Distringitores (F21)"),
                                       * a string that lives as long as the game */
} CasLcFighterMods;

/* A Held Event a game's cards may play into a Battle (3.1.3), in the order castellan-cli
 * and the app list them. */
typedef struct {
  const char *id;          /* its word in castellan-cli's --event ("hill"), public */
  const char *name;        /* the Event's name on the cards: the playing side's card of that name */
  guint effect;            /* what it does: a CasBattleEvent bit (cas-battle.h) */
  const char *lord_label;  /* played on one Lord (CAS_BATTLE_EVENT_LORD_MELEE): the app's label */
  const char *lord_tip;    /* and tooltip for choosing him, marked for gettext; else NULL */
  /* battlecards (session 9): the Event works only for a side that has a card of that name
   * (Inferno: A Bloody Red Stream is the Guelphs' alone). */
  gboolean own_card;
  /* battle-distr (session 11): the unit type (forces.json id) the Event acts on, or NULL
   * (Inferno: Bocca degli Abati's Cavalieri, CAS_BATTLE_EVENT_DEFECTION). */
  const char *unit;
} CasLcBattleEvent;

/* Coin a Lord gains for an enemy Lord removed in a Battle (4.4.3). */
typedef struct {
  int removed, lord, coin;
} CasLcRemovedCoin;

typedef struct {
  const CasLcBattleEvent *events;
  guint n_events;
  /* Why the Held Event with `effect`, played by the Defenders (`defending`) or the
   * Attackers, does not work in this combat (a Storm when `storm`), translated; NULL
   * when it works. The engine checks itself that an Event played on one Lord names a
   * Lord of the playing side. */
  const char *(*event_void) (const CasTable *t, gboolean storm, gboolean defending, guint effect);
  /* What `lord`'s Capabilities change for his units. */
  void (*fighter_mods) (const CasTable *t, int lord, CasLcFighterMods *mods);
  /* The purpose of a re-roll of `unit` (CasLcFighterMods.reroll) of the Lord named
   * `lord_name` with the saving range 1-`range`, translated; asked only when recording. */
  char *(*reroll_purpose) (const char *lord_name, int unit, int range);
  /* The JSON key of the removed_coin list in castellan-cli battle --json ("ransom"). */
  const char *removed_coin_key;
  /* Coin gained for the enemy Lords removed in a recorded Battle (`end`), explained and
   * proposed after the Spoils: fills out[0..max) and returns how many. */
  int (*removed_coin) (const CasTable *t, const CasLcBattleEnd *end, CasLcRemovedCoin *out, int max,
                       CasExplain *ex);
  /* Storm (4.5.2): Coin a Sack of `locale` adds to the Spoils beyond its VP; asked once
   * when a Storm is set up. */
  int (*sack_coin) (const CasTable *t, int locale);
  /* Storm (4.5.2): proposes what else a Sack of `locale` changes, after its markers. */
  void (*sacked) (const CasTable *t, int locale, CasExplain *ex);

  /* Inferno's Battle (inf-battle; 4.4.2, 4.4.4, 4.5.2, 4.5.3): switches of the engine's
   * own rules, read once when a Battle is set up (0 and FALSE: Nevsky's). */
  /* Crossbow Hits lower Armor by 2 but not below 1-`crossbow_min_armor` (Inferno 4.4.2: 1). */
  int crossbow_min_armor;
  /* The Defenders' Crossbow Hits in a Storm (the Garrison's and the Lords') select their
   * target unit (4.4.2 Select Target, 4.5.2): the striking side chooses, the engine
   * proposes a default and takes the players' choices (CasBattleSetup.targets). */
  gboolean select_target;
  /* Storm and Sally: each side begins with one Front Lord; from Round 2 each may add one
   * from Reserve to the Front, up to the Stronghold's Size (4.5.2, 4.5.3). */
  gboolean front_by_size;
  /* Sack Ruins the Stronghold (4.5.2): Spoils of Loot, Provender and Coin equal to the
   * Stronghold's Spoils value (its Value); the Allegiance, Siege and Walls +1 markers go
   * and one Ruins marker in the colour opposite its printed side is placed. */
  gboolean sack_ruins;
  /* Knights' Quarter (4.4.4, 4.5.2): a Lost unit whose type is CasUnit.knights_quarter and
   * whose Loss roll was at least this is Captured (in a Sack: every knight of the
   * Defenders, and the Garrison's); 0: the game has no Knights' Quarter. */
  int knights_quarter_roll;

  /* battlecards (issue 17; Inferno's Arts of War cards, inferno-battle-cards.c): explains
   * what `lord`'s Capabilities change in this combat (`mods`, as fighter_mods filled them),
   * one line per card; asked once per Lord when a Battle is recorded, never for the odds. */
  void (*fighter_notes) (const CasTable *t, int lord, const CasLcFighterMods *mods, CasExplain *ex);
  /* battlecards (Inferno's Carroccio, 4.4.3 EXCEPTION): the name of what `lord` has with
   * him that spares every Lord of his side who Concedes and Retreats the Service roll
   * (each shifts one box, no roll), or NULL. Asked once per losing Lord, after the Battle. */
  const char *(*retreat_standard) (const CasTable *t, int lord);
  /* battlecards (session 9; Inferno: SOVRINTENDENTE): changes the Garrison of a Storm at
   * `locale` (`units`, from the Strongholds table) and returns the line that explains it,
   * translated, or NULL when nothing changes. Asked once when a Storm is set up. */
  const char *(*garrison) (const CasTable *t, int locale, int units[CAS_MAX_FORCES]);
} CasLcBattleRules;
/* Supply (4.6): one way a game's card lets one Lord change the Transport he Shares for
 * one Supply action (Nevsky: Lodya, R16, turns Boats into Ships and back). */
typedef struct {
  int kind;                     /* the game's own number for it, 1 or more (0: none used) */
  int n;                        /* how many Transport it converts */
  int change[CAS_MAX_ASSETS];   /* added to the Shared Transport per Asset type; a negative
                                 * change takes away, never below 0 */
} CasLcSupplyOption;

struct CasSupplyResult;

/* Supply (4.6): what a game's cards and map add to the series' Supply (cas-supply.c).
 * The series: up to two Seats, Ships at the Seaports, each Lord's Ships Shared where he
 * stands. Every member may be NULL. */
typedef struct {
  /* Explains that Besieged `lord` cannot Supply (4.6, 4.2), naming what a Besieged Lord
   * may do instead (Nevsky: Stone Kremlin). */
  void (*besieged) (const CasTable *t, int lord, CasExplain *ex);
  /* Explains which Transport the Season lets carry Provender along each Way type and
   * whether Ships are usable (1.7.4). */
  void (*season) (const CasTable *t, CasExplain *ex);
  /* The game's own Transport type `asset` in words, translated: "2 Sleds", or the plural
   * noun "Sleds" when `n` < 0; NULL for a type it leaves to the engine (which names Carts
   * and Ships, and any other type by the name in the game's data). */
  char *(*transport_words) (int asset, int n);
  /* The Ships `lord`, of the Active Lord's side and on the map, Shares for this Supply
   * (1.5.2, 4.6.3); `here` when he is at the Active Lord's Locale. -1 leaves it to the
   * series (his Ships, only from there). Sets *note when a card of his makes the
   * difference (Nevsky: Cogs, T18: twice, from anywhere). */
  int (*ships) (const CasTable *t, int lord, gboolean here, gboolean *note);
  /* Explains the Lords whose *note was set, `names` joined by ", ". */
  void (*ships_note) (const char *names, CasExplain *ex);
  /* The Ship Sources of `side` (4.6.1) into out[0..max): their count, or -1 for the
   * series' (every Seaport). Nevsky: Novgorod for the Russians. */
  int (*ship_sources) (const CasTable *t, int side, int *out, int max);
  /* The most Seats that give Provender to `side` (4.6.3): below `limit` (the series')
   * when a card lowers it, explained in `ex` (Nevsky: Famine, T16/R7); else `limit`. */
  int (*seat_limit) (const CasTable *t, int side, int limit, CasExplain *ex);
  /* Why Seat `seat` (its name) gives nothing under that lowered limit, with the
   * sections to cite in *rules. */
  char *(*seat_limit_text) (const char *seat, const char **rules);
  /* The Lord of `side` at `locale` whose card offers Transport options, or -1. */
  int (*option_lord) (const CasTable *t, int side, int locale);
  /* The options of `lord` this Season, at most `max`, into `out`: their count, or -1 when
   * the Season leaves the card nothing to convert. */
  int (*options) (const CasTable *t, int lord, CasLcSupplyOption *out, int max);
  /* Explains the option used (NULL: none adds Provender), or with `n_options` -1 that
   * the Season leaves it nothing. */
  void (*option_explain) (const CasTable *t, int lord, const CasLcSupplyOption *used, int n_options, CasExplain *ex);
  /* The game's own members of the Supply JSON, after "ship_limit" (Nevsky: "famine",
   * "lodya"). */
  void (*json) (const CasTable *t, const struct CasSupplyResult *r, JsonBuilder *b);

  /* inf-march (issue 17): a game whose Supply differs from the series' in kind (Inferno
   * 4.6: each Seat gives up to its Size, no Seat limit, one Cart per Provender per Way,
   * Pisa's Ships at a Port) computes it itself. Called for an Active Lord on the map and
   * Unbesieged, after the engine's line that he may Supply, with r's lord, locale,
   * provender_before and room set and can_supply TRUE: fills the rest of `r` (sources,
   * rejected, provender, entitled, transport, seat_limit -1 for none, ship_limit),
   * explains every number and proposes the action. NULL: the series' Supply. */
  void (*compute) (const CasTable *t, struct CasSupplyResult *r, CasExplain *ex);
  /* levy (issue 17): may Besieged `lord` Supply all the same (Inferno's STORES & WELL
   * WATER, at his own Seat)? Explained when TRUE; `compute` is then called as for an
   * Unbesieged Lord and must keep to what the card allows. NULL: never. */
  gboolean (*besieged_may) (const CasTable *t, int lord, CasExplain *ex);
} CasLcSupply;

struct CasLevyResult;
struct CasAudit;

/* End of Campaign (4.9.1, 4.9.3, 4.9.5; lint-lc2): which Seasons' ends Grow and Plow
 * and Reap, and the game's own lines for them. */
typedef struct {
  const char *grow_season;  /* the Season whose last box Grows, or NULL: never */
  const char *plow_season;  /* its last box flips Carts to `transport` (NULL: never) */
  const char *reap_season;  /* its last box flips `transport` back to Carts */
  int transport;            /* a CasAsset */
  /* The line whether box `box` Grows (`first`, `second`: the sides in order). */
  void (*grow_line) (int box, gboolean grows, const char *first, const char *second, CasExplain *ex);
  /* The line on which Ravaged markers `side` removes, Castellan's default `list`. */
  void (*grow_choice) (const char *side, const char *list, CasExplain *ex);
  /* The line that box `box` does not Plow and Reap. */
  void (*no_plow) (int box, CasExplain *ex);
  /* The line that `lord`'s `n` Serfs go back to their card (4.9.5). */
  void (*serfs_back) (const char *lord, int n, CasExplain *ex);
} CasLcEndCampaign;

/* Commands (4.7.1, 4.7.2, 4.7.4, 4.5.1; inf-cmd, issue 17): a game whose Ravage, Forage,
 * Tax or Surrender differ from the series'. Each member set replaces the engine's option
 * for r->lord at r->locale (`besieged`: he is Besieged there), filling r and explaining
 * it; the engine's helpers are in cas-commands.h. NULL members: the series' rule. */
typedef struct {
  void (*ravage) (const CasTable *t, struct CasCommandsResult *r, gboolean besieged, CasExplain *ex);
  void (*forage) (const CasTable *t, struct CasCommandsResult *r, gboolean besieged, CasExplain *ex);
  void (*tax) (const CasTable *t, struct CasCommandsResult *r, gboolean besieged, CasExplain *ex);
  /* The Surrender roll when no Lord is inside (r->siege_markers > 0): sets
   * r->surrender_dice and the rest, and fills r->on_surrender. */
  void (*surrender) (const CasTable *t, struct CasCommandsResult *r, CasExplain *ex);
  /* bypass (issue 17): after the series' options, the game's March from a Bypass for
   * r->lord (Inferno 4.3.6: Depart explained, r->encamp and r->sortie filled). */
  void (*bypass) (const CasTable *t, struct CasCommandsResult *r, CasExplain *ex);
  /* cards (issue 17): the Siege markers r->lord's Siege adds when the Stronghold holds
   * (r->siege_markers, r->besiegers as they count, r->capacity set), explained; -1: the
   * series' rule, which the engine explains (one marker once the Besiegers reach the
   * Siege Capacity). Inferno 4.5.1: WAR ENGINEERS, GUASTATORI. */
  int (*siegeworks) (const CasTable *t, const struct CasCommandsResult *r, CasExplain *ex);
} CasLcCommands;

/* End of Campaign (4.9.1, 4.9.4; inf-cmd, issue 17): a game whose Grow follows the boxes
 * its calendar marks, and which Repairs Sieges. NULL members: none of it. */
typedef struct {
  /* Does the end of box `box` Grow? Explained (Inferno: the calendar's Grow boxes, less
   * those the scenario skips). Asked instead of end_campaign_seasons' grow_season. */
  gboolean (*grows) (const CasTable *t, int box, CasExplain *ex);
  /* Repair (after the Game End check): each change through `reset` as step "repair",
   * explained. */
  void (*repair) (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex);

  /* ransom (issue 17): Ransom and Languish of the Captured Knights (Inferno 4.9.2), after
   * Grow and before the Game End check: appends a CasLcCaptives to `out` for each side with Captured Knights, in the
   * sides' order, explains it and proposes each change through `propose` (step
   * "ransom"), applied to `work` before the next side's turn. */
  void (*captives) (const CasTable *work, GArray *out, CasLcResetFunc propose, gpointer ctx, CasExplain *ex);
  /* ransom: the sections of the series' later steps where the game numbers them
   * otherwise (Inferno: Game End 4.9.3, Waste 4.9.5, Reset 4.9.6); NULL: the series'
   * 4.9.2, 4.9.4 and 4.9.5. */
  const char *game_end_section;
  const char *waste_section;
  const char *reset_section;
  /* ransom: the game's own Reset lines before the series' (Inferno 4.9.6: the Treachery
   * cards of this Campaign's Plans set aside). */
  void (*reset_notes) (const CasTable *work, CasExplain *ex);
  /* treachery (issue 17): the game's own Reset steps that the table records, first of the
   * Reset, each explained and proposed through `reset` (step "treachery"; Inferno 4.9.6:
   * the Treachery cards of this Campaign's Plans set aside). */
  void (*reset_steps) (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex);
} CasLcEndCampaignSteps;

/* levy (issue 17): a game whose Muster differs from the series' (Inferno 3.4, 3.4.1,
 * 3.4.2: Friendly means the Allegiance, Unbesieged to use Lordship, the Podestà's Urban,
 * Exile and Emergency Armies, Vassal Seats, Special Vassals). Asked by cas_levy_compute ();
 * NULL members: the series' rule. */
struct CasLevyResult;
typedef struct {
  /* May `lord`, on the map, use his Lordship (3.4)? Explains why not, or the exception
   * that lets him; replaces the series' Friendly check. */
  gboolean (*can_act) (const CasTable *t, int lord, CasExplain *ex);
  /* Is `lord`, on the Calendar right of the current box, Ready all the same (Inferno
   * 3.4.1 Emergency Army)? Explained when TRUE. */
  gboolean (*ready_anyway) (const CasTable *t, int lord, CasExplain *ex);
  /* Is Seat `loc` of `lord` free for his Muster (3.4.1)? Explains when not; replaces
   * cas_levy_seat_free (). */
  gboolean (*seat_free) (const CasTable *t, int lord, int loc, CasExplain *ex);
  /* The Levy actions one roll for `lord` costs (Inferno 3.4.1 Exile Army: 2), explained
   * when not 1. */
  int (*roll_actions) (const CasTable *t, int lord, CasExplain *ex);
  /* May `lord` spend a Levy action on his Ready Vassal `v` now (Inferno 3.4.2: its Vassal
   * Seat Friendly; a Sestiere or Terzo by a roll)? Explains when not, or the roll. */
  gboolean (*vassal) (const CasTable *t, int lord, const CasVassal *v, CasExplain *ex);
  /* castellan-cli levy: the game's own members after "notes" (Inferno: "podesta", "cta"). */
  void (*json) (const CasTable *t, const struct CasLevyResult *r, JsonBuilder *b);
  /* castellan-cli levy: the game's own lines of the text answer, before the notes. */
  void (*text) (const CasTable *t, const struct CasLevyResult *r, GString *s);
  /* levy (Lordship bonuses, TAGLIA, Altopascio; issue 17): */
  /* Levy actions `lord` has this Levy beyond his Lordship rating (Inferno: TAU COMPANY +1,
   * a Lordship Event at his mat), each explained when `ex` is given; 0 for none. */
  int (*lordship_bonus) (const CasTable *t, int lord, CasExplain *ex);
  /* Other Lords' Vassals `lord`, able to Levy, may Muster to his own mat (Inferno 3.4.2:
   * Altopascio for Lucca with TAU COMPANY, TAGLIA): appends CasLevyItem (kind Vassal) to
   * `items` and explains them; returns how many. */
  int (*other_vassals) (const CasTable *t, int lord, GArray *items, CasExplain *ex);
  /* inferno-levy (issue 17): a game whose table keeps the Levy actions spent and the Lords
   * arrived in this Muster segment (Inferno 3.4, 3.4.1; NULL: the players keep them, and
   * the Levy says so): */
  /* The Levy actions `lord` spent in this Muster segment (3.4), 0 for none. */
  int (*actions_spent) (const CasTable *t, int lord);
  /* Did `lord` arrive on the map in this Muster segment (3.4.1: he takes no Levy actions
   * in it)? */
  gboolean (*arrived) (const CasTable *t, int lord);
  /* The line that says how the table keeps them, in place of the series' "not tracked". */
  void (*tracked_note) (const CasTable *t, CasExplain *ex);
} CasLcLevy;
/* End of Campaign (ransom, issue 17): one side's Captured Knights box at Ransom (Inferno
 * 4.9.2), in castellan-cli endcampaign --json "captives". The engine's words are
 * "captives" and "freed" (Ransom is a Nevsky card's name, tests/lint/game-literals.py). */
typedef struct {
  int side;            /* whose knights they are */
  int captured;        /* knight units in its Captured Knights box */
  int coin;            /* the Ransom: 1 Coin per 6 units, rounded up */
  int coin_held;       /* Coin on the side's Lords on the map */
  gboolean freed;      /* Castellan's default: Ransom when the side can pay */
  int returned;        /* freed: half, rounded up, to the side's Lords on the map */
  int to_pool;         /* freed: the rest, back to the pool */
  int languish;        /* not freed: Revolt rolls or Treachery cards for the other side */
} CasLcCaptives;

typedef struct CasLcRules {
  const char *id; /* the game's id, as in the registry */

  /* Resolves the ids the hooks rely on (Lords, cards, Locales, sides) to indices, once
   * per game: returns a block that cas_lc_rules_bound () gives back (freed with
   * g_free), or NULL with `error` set when the data lacks one of them. Never NULL. */
  gpointer (*bind) (CasGame *game, GError **error);

  /* Seats (1.3.1) beyond the printed and the Conquered ones: appends Locales to
   * out[n..max) and returns the new count; explains each in `why` if given. */
  int (*seats) (const CasTable *t, int lord, int *out, int n, int max, CasExplain *why);

  const CasLcFeedExcuse *feed_excuse;  /* Feed (4.8.1) */
  const CasLcPayPool *pay_pool;        /* Pay (3.2) */

  /* Victory (5.1): the side's VP items beyond Conquered, Castle and Ravaged markers,
   * added with cas_victory_add_item () and explained, after the Locales' items of that
   * side: the game's own (Nevsky: the Veche box) and the extra VP cell
   * (CAS_G_EXTRA_VP_0 + side: Pleskau's VP), which the engine counts itself only for a
   * game without this hook. */
  void (*victory_items) (const CasTable *t, int side, struct CasVictory *v, CasExplain *ex);

  /* Disband (3.3): a Lord Disbands or is removed; his own consequences, explained and
   * proposed before his disband/remove action (Nevsky: Ransom, T16/R7). */
  void (*lord_removed) (const CasTable *t, int lord, CasExplain *ex);
  /* Disband (3.3): the consequences once the Lords flagged in `leaves` (one per Lord)
   * have left; it calls cas_disband_lift_sieges () in its place among them (Nevsky:
   * Pleskau's VP note, then the Sieges, then the Legate left alone, 1.4.1). */
  void (*departures) (const CasTable *t, const gboolean *leaves, CasExplain *ex);

  CasLcCommandNote command_notes; /* Commands (4.7, 4.5) */

  /* Levy (3.4): the name of the Event that bars `lord` from Muster and Lordship this
   * Levy ("Valdemar (R11)"), or NULL. */
  const char *(*levy_barred) (const CasTable *t, int lord);
  /* Levy (3.4.2, 3.5): the game's own Levy helpers after Ready Lords, Lordship and the
   * Capability limit, as notes (cas_levy_note ()) and proposals (Nevsky: Special
   * Vassals, the Papal Legate's and the Novgorod Veche's Call to Arms). */
  void (*levy_extras) (const CasTable *t, struct CasLevyResult *r, CasExplain *ex);

  /* End of Campaign (4.9.5): the game's own Reset steps when the Campaign of `box` ends
   * and `next` begins, after the Calendar moves and before Lords left without Forces
   * Disband; `work` has every earlier step applied. Each step goes through `reset`. */
  void (*end_campaign) (const CasTable *work, int box, int next, CasLcResetFunc reset, gpointer ctx,
                        CasExplain *ex);

  /* Audit (docs/calculators/audit.md): the game's own checks, after the Lords, cards
   * and Locales and before the Plans; each problem through cas_audit_problem () (Nevsky:
   * the Veche box's limits, extra VP outside Pleskau, the Legate and William of Modena). */
  void (*audit) (const CasTable *t, struct CasAudit *a, CasExplain *ex);

  /* Battle (4.4.5): the game's own consequences once a Battle, Storm or Sally is over,
   * explained and proposed after the Siege and Conquest lines and before the Held
   * Events are discarded; asked only when the Battle is recorded, never for the odds
   * (Nevsky: the Legate endangered, 1.4.1, 4.4.3). */
  void (*battle_end) (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex);

  /* Laden and Sail (4.3.2, 4.7.3) */
  const CasLcLaden *laden;

  /* Actions (docs/cli.md): the game's own action words, `n_actions` of them. */
  const CasLcAction *actions;
  int n_actions;
  /* Actions: a Lord on the map Disbands or is removed (`disband`, `remove`): the game's
   * own bookkeeping on the table (Nevsky: Pleskau's VP for the other side, 6.0). */
  void (*lord_leaves) (CasTable *t, int lord);
  /* Audit (docs/calculators/audit.md): the game's own checks of one Special Vassal on
   * `lord`'s mat (slot `slot`, Mustered or Ready) whose card is in play, and of one
   * Locale, each in its place among the series' checks, with cas_audit_problem ()
   * (Nevsky: Summer Crusaders out of Season, 3.4.2; Walls +1 and Castle markers against
   * Stone Kremlin and Stonemasons, 1.9.1). */
  void (*audit_vassal) (const CasTable *t, int lord, int slot, struct CasAudit *a, CasExplain *ex);
  void (*audit_locale) (const CasTable *t, int locale, struct CasAudit *a, CasExplain *ex);

  /* castellan-cli show: the game's own line after the Victory line, or NULL (not
   * translated, like the rest of that text; Nevsky: the Veche box). */
  char *(*show_line) (const CasTable *t);
  /* Battle (4.4, 4.5): the Held Events and Capabilities of the game's cards, the Coin
   * for removed Lords and a Sack's own Coin (Nevsky: nevsky-battle-cards.c). */
  const CasLcBattleRules *battle;
  /* Supply (4.6): the game's Seat limit, Ship Sources, Ships and Transport options. */
  const CasLcSupply *supply;

  /* Levy, Audit, Victory (lint-lc2): */
  /* Levy (3.4.2): does the game's levy_extras Muster Special Vassal `v` itself, so that
   * the series' Levy list leaves it out? (Nevsky: Summer Crusaders.) */
  gboolean (*vassal_own_muster) (const CasTable *t, const CasVassal *v);
  /* Levy (3.4.1, 1.5.3): explains that no Lord may Levy `lord`, whose Fealty is 0
   * (Nevsky: only the Veche brings him in); NULL: the engine's line. */
  void (*levy_no_fealty) (const CasTable *t, int lord, CasExplain *ex);
  /* Audit: the sentence (translated) when no problem is found, naming what the game's
   * checks cover too; NULL: the engine's sentence. */
  const char *(*audit_clean) (void);
  /* Victory (5.1): the id of CAS_VP_BOX items in castellan-cli victory --json
   * (Nevsky: "veche"); NULL: "box". */
  const char *vp_box_id;
  /* Commands (4.7.1): the JSON key (castellan-cli commands) of CasCommandsResult's
   * forage_barred, set when command_notes empties Forage, or NULL for none (Nevsky:
   * "famine"); and the name of what bars it in the CLI's text, not translated
   * (Nevsky: "Famine"). */
  const char *forage_barred_key;
  const char *forage_barred_name;
  /* Commands (4.7.1): explains what the Season lets `r`'s Lord Forage (`stronghold`: at
   * a Friendly Stronghold); FALSE: he cannot Forage here (Nevsky: anywhere in Summer).
   * NULL: only at a Friendly Stronghold. */
  gboolean (*forage_season) (const CasTable *t, struct CasCommandsResult *r, gboolean stronghold, CasExplain *ex);
  /* Commands (4.3.5, 4.5.1): explains what a Besieged `lord` may still do, for the
   * Commands (`siege` FALSE) or the Siege line (TRUE) (Nevsky: Stone Kremlin too);
   * NULL: the engine's line. */
  void (*besieged_commands) (const CasTable *t, int lord, gboolean siege, CasExplain *ex);
  /* End of Campaign (4.9.1, 4.9.3, 4.9.5): NULL: no Grow, no Plow and Reap, the
   * engine's Serfs line. */
  const CasLcEndCampaign *end_campaign_seasons;

  /* inf-march (issue 17): Feed (4.8.1). The units `lord` Feeds for, explained in `ex`
   * when given (Inferno 1.5.1: a Commander and his Comune Feed as one Lord); NULL: the
   * units on his mat. */
  int (*feed_units) (const CasTable *t, int lord, CasExplain *ex);
  /* Table cells (lint0; cas-game.h CasGameCell): the game's own global
   * cells, kept in CAS_G_GAME_0 + i (Nevsky: the Veche box's VP and Coin, the Legate),
   * at most CAS_MAX_GAME_CELLS; the loader reads them from game.json and scenarios, the
   * table writes and reads them in show --json and saves. */
  const CasGameCell *cells;
  int n_cells;
  /* inf-march: Pay (3.2.1, 3.2.2): the Coin or Loot one box of `lord`'s Service costs,
   * explained in `ex` when it is not 1 (Inferno: 2 for a Podestà); NULL: 1. */
  int (*pay_cost) (const CasTable *t, int lord, CasExplain *ex);
  /* inf-march: Disband (3.3.1): does `lord`, beyond his Service limit, Disband as at the
   * limit instead of leaving the game (Inferno: a Podestà)? Explains it when TRUE;
   * NULL: never. */
  gboolean (*beyond_service_disbands) (const CasTable *t, int lord, CasExplain *ex);
  /* Commands (inf-cmd, issue 17): the game's own Ravage, Forage, Tax and Surrender. */
  const CasLcCommands *commands;
  /* End of Campaign (inf-cmd): Grow by the calendar's boxes, Repair. */
  const CasLcEndCampaignSteps *end_campaign_steps;
  /* Roles (issue 16, cas-game.h): the game's ids for the engine's Asset and Locale roles,
   * by role; NULL entries keep the series' id ("cart", "post" ...). The two slots
   * CAS_ASSET_GAME_0/1 and CAS_LOCALE_GAME_0/1 have no series id: a game that uses them
   * names them here (Nevsky: its Season-bound Transport, its church Seats and its
   * capital). A game.json type plays a role when its id or "role" is that name, and its
   * "symbol" may be any named Locale role. */
  const char *asset_roles[CAS_N_ASSETS];
  const char *locale_roles[CAS_N_LOCALE_TYPES];
  /* levy (issue 17): Muster (3.4-3.4.2) and the CLI's Levy members. */
  const CasLcLevy *levy;

  /* Victory (victory, issue 17; src/games/inferno/inferno-victory.c): */
  /* Where the Calendar's Victory markers stand for the totals `halves` (2.2.5): changes
   * track[side] (halves, each set to the side's total before; -1: the marker is not on the
   * track), explained in `ex` when given (Inferno: once a side passes 17 VP, one marker of
   * the side ahead shows the net score). NULL: each side's marker at its total. */
  void (*victory_track) (const CasTable *t, const int halves[CAS_N_SIDES], int track[CAS_N_SIDES], CasExplain *ex);
  /* The scenario's last box as the table has it, explained with the current box (final or
   * not, with the sections) in place of the engine's line; *ended set when the game ended
   * before reaching that box (Inferno 6.0: the box before the End marker; F: the Levy and
   * End markers share a box after Exhaustion). NULL: the scenario's last_box. */
  int (*victory_last_box) (const CasTable *t, gboolean *ended, CasExplain *ex);

  /* levy (issue 17): the Lords of `side` at `locale` as they count against a Stronghold's
   * Size (Siegeworks 4.5.1, Forage 4.7.1), given the series' count `counted`, explained in
   * `ex` when it differs (Inferno 1.5.1: a Commander with his Comune counts as two). NULL:
   * `counted`. */
  int (*lords_for_size) (const CasTable *t, int locale, int side, int counted, CasExplain *ex);

  /* cards (issue 17): Feed (4.8.1): the game's lines before the Lords Feed, when some
   * Lord does (Inferno: HEAT & FROST held, played just before a Feed). NULL: none. */
  void (*feed_notes) (const CasTable *t, CasExplain *ex);
} CasLcRules;

/* The rules of the game, or NULL when it has none (a test game). Looked up once per
 * game by its id in the registry, and bound then: a game whose data lacks an id its
 * rules rely on is a programming error, reported with g_critical (). */
const CasLcRules *cas_lc_rules (CasGame *game);
/* What the rules' bind () returned for the game, or NULL. */
gconstpointer cas_lc_rules_bound (CasGame *game);

G_END_DECLS
