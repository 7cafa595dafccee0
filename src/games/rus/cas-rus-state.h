/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-state.h: the state of a game of Rus (2-5 players, Kingdoms 1-8, no dice) as
 * one plain struct of ints, so that it can live in a flat int vector (copy = memcpy,
 * equal = memcmp), with its settings for the uncertain readings of the rules dossier
 * (docs/rus.md) and its JSON form. Citations name the rulebook's heading and page
 * ("CHOOSE p.4"), as the dossier does: the rulebook has no numbered sections. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define CAS_RUS_MIN_PLAYERS 2
#define CAS_RUS_MAX_PLAYERS 5
#define CAS_RUS_N_KINGDOMS 8
#define CAS_RUS_N_STARTING 5        /* Kingdoms 1-5; 6-8 emerge from the Politics deck */
#define CAS_RUS_N_ACTIONS 9
#define CAS_RUS_N_PICKS 6           /* actions chosen each turn [CHOOSE p.4] */
#define CAS_RUS_N_RESOURCES 8
#define CAS_RUS_N_BASICS 4          /* Grain, Livestock, Timber, Ore come first */
#define CAS_RUS_N_POLITICS 9
#define CAS_RUS_N_POWERS 4          /* Foreign Powers that host Envoys [ENVOY p.7] */
#define CAS_RUS_N_ABILITIES 14      /* the C&T abilities the rulebook names [CT p.17] */
#define CAS_RUS_MAX_AREAS 64
#define CAS_RUS_N_KNOWN_AREAS 22    /* the areas the rulebook names; the rest come from the map file */
#define CAS_RUS_WIN_VP 8
#define CAS_RUS_COUNTERMIX 40

/* Index + 1 is the Kingdom number used to break ties [CHOOSE p.4]. */
typedef enum {
  CAS_RUS_BULGARS,
  CAS_RUS_LITHUANIANS,
  CAS_RUS_KHAZARS,
  CAS_RUS_RUS,
  CAS_RUS_SLAVS,
  CAS_RUS_GOLDEN_HORDE,
  CAS_RUS_MUSCOVY,
  CAS_RUS_VLADIMIR,
} CasRusKingdomId;

typedef enum {
  CAS_RUS_GRAIN,
  CAS_RUS_LIVESTOCK,
  CAS_RUS_TIMBER,
  CAS_RUS_ORE,
  CAS_RUS_MONEY,       /* the Commodities follow the Basics */
  CAS_RUS_CLOTH,
  CAS_RUS_PAPER,
  CAS_RUS_SUPPLIES,    /* Building Supplies ("Building Materials", U8) */
} CasRusResource;

/* Index + 1 is the number on the Action card; rounds run in that order [CHOOSE p.4]. */
typedef enum {
  CAS_RUS_POLITICS,
  CAS_RUS_DIPLOMACY,
  CAS_RUS_INFLUENCE,
  CAS_RUS_HARVEST,
  CAS_RUS_TRADE,
  CAS_RUS_CONSTRUCTION,
  CAS_RUS_RECRUITMENT,
  CAS_RUS_CAMPAIGN,
  CAS_RUS_CULTURE,
} CasRusAction;

typedef enum {
  CAS_RUS_CARD_GOLDEN_HORDE,
  CAS_RUS_CARD_MUSCOVY,
  CAS_RUS_CARD_VLADIMIR,
  CAS_RUS_CARD_VIKINGS,
  CAS_RUS_CARD_TEUTONS,
  CAS_RUS_CARD_BLACK_DEATH,
  CAS_RUS_CARD_GOOD_HARVEST,
  CAS_RUS_CARD_HARSH_WINTER,
  CAS_RUS_CARD_FAMINE,
} CasRusCard;

/* The Foreign Powers on the board's edge [BOARD p.3; ENVOY p.7]. */
typedef enum {
  CAS_RUS_CHINA,
  CAS_RUS_EUROPE,
  CAS_RUS_SCANDINAVIA,
  CAS_RUS_BYZANTIUM,
} CasRusPower;

/* The Culture & Technology abilities the rulebook names [CT p.17; SETUP p.2; HARVEST p.9;
 * COMMOD p.10; BATTLE p.13]; the rest of the tree is on the Player Mat, in no source.
 * Metallurgy, Cavalry and Warehouse live in their own cells of CasRusKingdom (the
 * calculators read them); the others in `abilities`, in this order. */
typedef enum {
  CAS_RUS_AGRICULTURE,
  CAS_RUS_HUSBANDRY,
  CAS_RUS_FORESTRY,
  CAS_RUS_MINING,
  CAS_RUS_ALCHEMY,
  CAS_RUS_WEAVING,
  CAS_RUS_PULPING,
  CAS_RUS_ARCHITECTURE,
  CAS_RUS_CARPENTRY,
  CAS_RUS_ACADEMY,
  CAS_RUS_BARBARIAN_HORDE,
  CAS_RUS_METALLURGY,        /* the three with cells of their own come last */
  CAS_RUS_CAVALRY,
  CAS_RUS_WAREHOUSE,
} CasRusAbility;

#define CAS_RUS_N_ABILITY_CELLS CAS_RUS_METALLURGY

typedef enum {
  CAS_RUS_TERRAIN_UNKNOWN,   /* not entered yet: the map is in no source we hold */
  CAS_RUS_ARABLE,
  CAS_RUS_STEPPE,
  CAS_RUS_FOREST,
  CAS_RUS_MOUNTAIN,
  CAS_RUS_TAIGA,
} CasRusTerrain;

typedef enum {
  CAS_RUS_NO_SETTLEMENT,
  CAS_RUS_TOWN,
  CAS_RUS_CITY,
  CAS_RUS_FORTRESS,          /* also the number of settlement steps [BLACKDEATH p.7] */
} CasRusSettlement;

typedef enum {
  CAS_RUS_OUT_OF_PLAY,       /* an Emerging Kingdom whose card has not come up */
  CAS_RUS_ACTIVE,            /* run by a player */
  CAS_RUS_NEUTRAL,           /* card face up beside the board, pieces on the map */
  CAS_RUS_EMERGING,          /* card face up, never played yet */
  CAS_RUS_CONQUERED,         /* its last area was taken [CONQUER p.15] */
  CAS_RUS_WIPED_OUT,         /* lost every piece to the Black Death [VP p.17] */
} CasRusStatus;

typedef enum {
  CAS_RUS_STANDARD,          /* 5 random cards on the Black Death [SETUP p.2] */
  CAS_RUS_LONG,              /* Black Death among the last 4 [LONG p.19] */
  CAS_RUS_LEARNING,          /* Muscovy + 3 events, then Black Death [LEARN p.18] */
} CasRusVariant;

typedef enum {
  CAS_RUS_RELIGION_NONE,
  CAS_RUS_ORTHODOX,
  CAS_RUS_CATHOLIC,
} CasRusReligion;

typedef enum {
  CAS_RUS_NO_INVADER,
  CAS_RUS_VIKING_INVADERS,
  CAS_RUS_TEUTON_INVADERS,
} CasRusInvader;

/* One field per uncertain reading of the dossier (README §14 of reference/rus), each
 * defaulting as the dossier proposes (cas_rus_settings_init ()); the explanations that
 * rest on one name it. All are ints: they live in the state's int vector. */
typedef struct {
  int u2_one_bonus;          /* 1: the CBT table's "+1 for the Combat Action Card" is the
                                Campaign Lead's +1, not a second bonus */
  int u3_end_on_activation;  /* 0: the game ends after the turn the Black Death is revealed;
                                1: after the turn the Politics Lead activates it */
  int u4_count_black_death;  /* 1: the Black Death card counts among the cards revealed */
  int u5_tiles_pile_up;      /* 1: an action skipped turn after turn gathers a tile each turn */
  int u6_bulgar_vladimir;    /* 1: "Vladimir" is a fifth Bulgar start area */
  int u7_shuffle_each_turn;  /* 1: the deck is shuffled every turn (the Black Death may come
                                up any turn); 0: at setup only */
  int u12_invader_bonus;     /* 1: Vikings and Teutons get +1 CBT besides their Metallurgy */
  int u13_round_up;          /* 0: 1 loss per 2 points of the enemy's CBT, rounded down */
  int u14_tie_plus;          /* 0: a tie costs 1 army each instead of the 2-point losses;
                                1: on top of them */
  int u15_clockwise;         /* 0: after the first picker, rising VP; 1: clockwise */
  int u16_shared;            /* 0: several players at 8 VP: most VP, then the tie-breaks;
                                1: they share the win */
  int c1_order;              /* CAS_RUS_TIES_VP_P17 or CAS_RUS_TIES_BLACK_DEATH_P7 */
  int neutral_settlement;    /* 1: a Neutral Kingdom gets its starting settlement (not
                                stated; Castellan's choice) */
  /* issue 18 (rus-table): the uncertain readings that had no setting (appended: the JSON
   * names them, so old saves load with the defaults) */
  int u1_box_limits;         /* 1: the box holds Town 15, City 10, Fortress 5 and builds are
                                counted against them; 0: not counted (the OCR jumbles the list) */
  int u10_one_per_basic;     /* 1: one conversion per Basic type; 0: one per ability (Ore
                                twice with Alchemy and Architecture) */
  int u11_teutons_8;         /* 1: Vikings 10 armies, Teutons 8; 0: 10 each */
  int u17_two_player_switch; /* CasRusU17: the two-player switch's 1 VP for the other Kingdom */
  int u19_lead_any_volume;   /* 1: the Trade Lead trades any volume 1:1 with one Power; 0: one exchange */
  /* issue 18 (rus-rules): the Politics cards whose effect is printed only on the card
   * [POLITICS p.5], in no source: Castellan's stated defaults, unverified, each a number of
   * tiles 0-2 (0: the card does nothing Castellan counts; the table applies it by hand) */
  int good_harvest;          /* Good Harvest: +N tiles of each Basic type a Kingdom's land yields */
  int harsh_winter;          /* Harsh Winter: +N Grain or Livestock on each City's and Fortress's upkeep */
  int famine;                /* Famine: N fewer Grain from a Kingdom's land */
} CasRusSettings;

#define CAS_RUS_N_SETTINGS 21

/* issue 18 (rus-table): U17, the other Kingdom's 1 VP when one of a two-player pair switches
 * [TWOP p.19, cut off by the OCR]. */
typedef enum {
  CAS_RUS_U17_ASK,                /* the table settles it: no actions proposed */
  CAS_RUS_U17_LOSES,              /* the other Kingdom loses 1 VP */
  CAS_RUS_U17_GAINS,              /* the other Kingdom gains 1 VP */
} CasRusU17;

typedef enum {
  CAS_RUS_TIES_VP_P17,            /* most Cities, most areas, highest Kingdom number */
  CAS_RUS_TIES_BLACK_DEATH_P7,    /* most areas, most settlements, highest Kingdom number */
} CasRusTieOrder;

typedef struct {
  int seat;                  /* 0.. clockwise round the table */
  int kingdom;               /* CasRusKingdomId, -1 for none */
  int kingdom2;              /* two-player game: the second Kingdom, else -1 */
  int submissions;           /* +1VP markers: Kingdoms that submitted to this player */
  int objective_vp;          /* VP from invasion objectives met */
  int occupation_vp;         /* 1 once the Golden Horde occupied Europe for this player */
  int switches;              /* Kingdom switches made: -1 VP each */
} CasRusPlayer;

typedef struct {
  int status;                /* CasRusStatus */
  int player;                /* controlling player, -1 */
  int influenced_by;         /* player who Influenced it this turn, -1 */
  int resources[CAS_RUS_N_RESOURCES];
  int ct_vp;                 /* VP of its C&T abilities, entered from the Player Mat */
  int border_vp;             /* VP of bordering objectives met, entered from its card */
  int warehouse;             /* holds Warehouse: store limit 20 */
  int metallurgy_turn;       /* turn Metallurgy was bought, 0 for never */
  int cavalry;               /* holds Cavalry */
  int religion;              /* CasRusReligion */
  int ruler;                 /* Kingdom it is the Vassal of, -1 */
  int envoys[CAS_RUS_N_POWERS];      /* 1: its Envoy is at that Foreign Power [ENVOY p.7] */
  int allies[CAS_RUS_N_KINGDOMS];    /* 1: allied with that Kingdom (both cells set) [ALLY p.7] */
  int abilities[CAS_RUS_N_ABILITY_CELLS];  /* turn bought (abilities taken at setup: 1), 0 */
} CasRusKingdom;

typedef struct {
  int owner;                 /* Kingdom, -1 for no Kingdom's land */
  int armies;
  int settlement;            /* CasRusSettlement */
  int built_turn;            /* turn its present level was built; 0 at setup */
  int terrain;               /* CasRusTerrain */
  int printed_vp;            /* VP printed on the map, -1 while unknown */
} CasRusArea;

typedef struct {
  int picker[CAS_RUS_N_ACTIONS];     /* player (two-player game: Kingdom), -1 when unpicked */
  int pick[CAS_RUS_N_ACTIONS];       /* 1-6: when it was picked this turn, 0 */
  int money[CAS_RUS_N_ACTIONS];      /* Money tiles lying on the card */
  int basic[CAS_RUS_N_ACTIONS];      /* Basic tiles lying on it (Money ran out) */
} CasRusTrack;

typedef struct {
  int deck_size;                     /* 6 standard, 9 long, 5 learning */
  int n_revealed;
  int revealed[CAS_RUS_N_POLITICS];  /* CasRusCard, in order of reveal */
  int revealed_turn[CAS_RUS_N_POLITICS];
  int activated_turn[CAS_RUS_N_POLITICS];  /* 0 while it lies on the Politics action */
} CasRusPolitics;

/* issue 18 (rus-invaders): a foreign invader's pieces [INVCARD p.6; INVASION p.16]. Not a
 * Kingdom: its own block (appended to the state, so that the Kingdoms' cells, the JSON's
 * "kingdoms" and every calculator indexing them stay as they were). An area it conquered
 * has owner -1 in `areas` and `held` set here; its armies stand in `armies`, beside the
 * Kingdoms' (an area holds either). docs/rus.md "Foreign invaders" says why. */
#define CAS_RUS_N_INVADER_SLOTS 2    /* Vikings, Teutons (CasRusInvader - 1) */
#define CAS_RUS_INVADER_MAX_ARMIES 10  /* never more than 10 in play [INVASION p.16] */
typedef struct {
  int waiting;               /* armies on the card beside the board, not yet entered */
  int controller;            /* player running the invasion this turn (allied), -1 */
  int armies[CAS_RUS_MAX_AREAS];
  int held[CAS_RUS_MAX_AREAS];           /* 1: conquered by the invader */
  int vassals[CAS_RUS_N_KINGDOMS];       /* 1: that Kingdom submitted to the invader */
} CasRusInvaderPieces;

typedef struct {
  int n_players;             /* 2-5 */
  int variant;               /* CasRusVariant */
  int turn;                  /* 1.. */
  int round;                 /* 0 while picking, else the action number 1-9 being played */
  int n_areas;               /* slots in use: the known areas, then table-entered ones */
  CasRusSettings settings;
  CasRusPlayer players[CAS_RUS_MAX_PLAYERS];
  CasRusKingdom kingdoms[CAS_RUS_N_KINGDOMS];
  CasRusTrack track;
  CasRusPolitics politics;
  CasRusArea areas[CAS_RUS_MAX_AREAS];
  CasRusInvaderPieces invaders[CAS_RUS_N_INVADER_SLOTS];   /* issue 18 (rus-invaders), last */
} CasRusState;

/* The state as a flat vector of ints (blocks in the order of the struct's members). */
#define CAS_RUS_N_CELLS ((guint) (sizeof (CasRusState) / sizeof (int)))
const int *cas_rus_state_cells (const CasRusState *s);
gboolean cas_rus_state_equal (const CasRusState *a, const CasRusState *b);

void cas_rus_settings_init (CasRusSettings *set);

/* Names and ids. Ids are stable (saves and the text language use them). */
const char *cas_rus_kingdom_id (int kingdom);
const char *cas_rus_kingdom_name (int kingdom);
int cas_rus_kingdom_from_id (const char *id);
const char *cas_rus_resource_id (int resource);
int cas_rus_resource_from_id (const char *id);
const char *cas_rus_action_id (int action);
const char *cas_rus_action_name (int action);
int cas_rus_action_from_id (const char *id);
const char *cas_rus_card_id (int card);
const char *cas_rus_card_name (int card);
int cas_rus_card_from_id (const char *id);
const char *cas_rus_terrain_id (int terrain);
int cas_rus_terrain_from_id (const char *id);
const char *cas_rus_terrain_name (int terrain);
const char *cas_rus_settlement_id (int settlement);
int cas_rus_settlement_from_id (const char *id);
const char *cas_rus_settlement_name (int settlement);
const char *cas_rus_resource_name (int resource);
const char *cas_rus_status_id (int status);
int cas_rus_status_from_id (const char *id);
const char *cas_rus_status_name (int status);
const char *cas_rus_variant_id (int variant);
int cas_rus_variant_from_id (const char *id);
const char *cas_rus_religion_id (int religion);
int cas_rus_religion_from_id (const char *id);
const char *cas_rus_power_id (int power);
int cas_rus_power_from_id (const char *id);
const char *cas_rus_power_name (int power);
const char *cas_rus_ability_id (int ability);
int cas_rus_ability_from_id (const char *id);
const char *cas_rus_ability_name (int ability);
/* The settings by their JSON key ("u13_round_up"), in the order of CasRusSettings. */
const char *cas_rus_setting_key (int setting);
int cas_rus_setting_from_key (const char *key);
#define CAS_RUS_SETTING_C1 11      /* a setting that is not yes/no */
#define CAS_RUS_SETTING_U17 16     /* the other one (issue 18, rus-table) */
/* issue 18 (rus-rules): the Politics cards' numbers, words "0", "1", "2" */
#define CAS_RUS_SETTING_GOOD_HARVEST 18
#define CAS_RUS_SETTING_HARSH_WINTER 19
#define CAS_RUS_SETTING_FAMINE 20
#define CAS_RUS_MAX_CARD_TILES 2
/* Settings from this one on (U1, U10, U11, U17, U19) are in the JSON only when not at their
 * default, so saves and `show --json` stay as they were (issue 18, rus-table). */
#define CAS_RUS_SETTING_OMIT_DEFAULT 13
/* A setting's values: 2 for yes/no (their ids NULL), else its words ("vp-p17", "ask" ...). */
int cas_rus_setting_n_values (int setting);
const char *cas_rus_setting_value_id (int setting, int value);
int cas_rus_setting_value_from_id (int setting, const char *id);
const char *cas_rus_tie_order_id (int order);
int cas_rus_tie_order_from_id (const char *id);
const char *cas_rus_u17_id (int reading);        /* "ask", "loses", "gains" */
int cas_rus_u17_from_id (const char *id);
/* Known areas have ids ("kiev"); table-entered slots are "area-N" (N = slot + 1). */
char *cas_rus_area_id (int area);
const char *cas_rus_area_name (int area);   /* NULL for a table-entered slot */
int cas_rus_area_from_id (const char *id);

/* The starting Kingdoms' cards [SETUP p.2]: capital (an area), start areas, settlement
 * in the capital, resources and VP as printed. Emerging Kingdoms: capital -1, no areas
 * (their cards are not in the text). Returns the number of start areas. */
typedef struct {
  int capital;
  int areas[5];
  int n_areas;
  int settlement;
  int resources[CAS_RUS_N_RESOURCES];
  int printed_vp;            /* the card's VP, which the ledger must reproduce */
} CasRusKingdomCard;
void cas_rus_kingdom_card (int kingdom, const CasRusSettings *set, CasRusKingdomCard *card);

/* Stacking limit of an area [STACK p.12]: terrain plus its settlement; -1 while the
 * terrain is unknown. */
int cas_rus_stacking_limit (int terrain, int settlement);

/* A new game [SETUP p.2; TWOP p.19; LEARN p.18; LONG p.19]: `kingdoms` gives each player's
 * Kingdom in seat order (n_players entries; two-player game: ignored, Khazars + Slavs and
 * Lithuanians + Rus). Unpicked starting Kingdoms are Neutral. FALSE with an error for a
 * bad count or a Kingdom taken twice. */
gboolean cas_rus_state_setup (CasRusState *s, int n_players, CasRusVariant variant,
                              const int *kingdoms, const CasRusSettings *settings, GError **error);

JsonNode *cas_rus_state_to_json (const CasRusState *s);
gboolean cas_rus_state_from_json (CasRusState *s, JsonNode *node, GError **error);

/* issue 18 (rus-invaders): "vikings", "teutons" for slot 0, 1 (NULL else); -1 for an unknown id. */
const char *cas_rus_invader_slot_id (int slot);
int cas_rus_invader_slot_from_id (const char *id);
/* Their name in a translated sentence: "Vikings", "Teutons". */
const char *cas_rus_invader_name (int slot);
/* The invader's armies on the map, and whether any of its pieces are in the state. */
int cas_rus_invader_armies_on_map (const CasRusState *s, int slot);
gboolean cas_rus_invader_in_play (const CasRusState *s, int slot);
/* The invader slot whose armies stand in `area`, -1. */
int cas_rus_area_invader (const CasRusState *s, int area);

/* The player running a Kingdom (either of a two-player seat's pair), -1. */
int cas_rus_kingdom_player (const CasRusState *s, int kingdom);

G_END_DECLS
