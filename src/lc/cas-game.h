/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-game.h: the immutable facts of one Levy & Campaign game, loaded and validated from
 * JSON: the family "lc"'s CasGameBase (cas-game-base.h). */
#pragma once

#include <gio/gio.h>

#include "cas-game-base.h"
#include "cas-table-base.h"

G_BEGIN_DECLS

#define CAS_N_SIDES 2
#define CAS_MAX_SEATS 8
#define CAS_MAX_WAY_LOCALES 4
/* Inferno's Firenze has 10 Vassals with the Sestieri and his Carroccio (lords.json). */
#define CAS_MAX_VASSALS 12
#define CAS_MAX_PLAN 8
/* Table strides (issue 16, types from data): a game has up to this many unit and Asset
 * types, read from its data (cas_game_get_n_units, cas_game_get_n_assets); the slots
 * beyond a game's own stay 0. */
#define CAS_MAX_FORCES 8
#define CAS_MAX_ASSETS 8
#define CAS_MAX_WAY_TYPES 4
#define CAS_MAX_LOCALE_TYPES 16
#define CAS_MAX_FEED_STEPS 4
#define CAS_MAX_SETTINGS 8
#define CAS_MAX_SETTING_VALUES 4
#define CAS_MAX_VASSAL_SEATS 4

/* Nevsky's unit types, in its forces.json order. The engine takes a game's unit types
 * from its data; these names serve only Nevsky's own rules. */
typedef enum {
  CAS_FORCE_KNIGHTS,
  CAS_FORCE_SERGEANTS,
  CAS_FORCE_LIGHT_HORSE,
  CAS_FORCE_ASIATIC_HORSE,
  CAS_FORCE_MEN_AT_ARMS,
  CAS_FORCE_MILITIA,
  CAS_FORCE_SERFS,
  CAS_N_FORCES
} CasForce;

/* Every game lists Provender, Coin and Loot first (the loader checks it); the
 * Transport types follow. These are also the *roles* the engine knows a type by: a game's
 * type plays a role when its id (or its "role" in game.json) names it, in whatever slot it
 * has (cas_game_asset_slot (): Inferno's Ship is its fifth Asset). Cart and Ship are the
 * series'; the two slots between are the game's own Transport, named by its rules
 * (CasLcRules.asset_roles; Nevsky: its Season-bound carriers, src/games/nevsky). For
 * Nevsky role and slot are the same number. */
typedef enum {
  CAS_ASSET_PROV,
  CAS_ASSET_COIN,
  CAS_ASSET_LOOT,
  CAS_ASSET_CART,
  CAS_ASSET_GAME_0,
  CAS_ASSET_GAME_1,
  CAS_ASSET_SHIP,
  CAS_N_ASSETS
} CasAsset;

/* The Locale types the engine knows, as roles and map symbols: the series' (a Post is an
 * unwalled place that changes hands with the field, 4.3.6) and two the game names itself
 * (CasLcRules.locale_roles). A game's own types come from its data
 * (cas_game_get_locale_type); CasLocale.kind is the role its type plays, or
 * CAS_LOCALE_OTHER. The order is the map's drawing order of labels. */
typedef enum {
  CAS_LOCALE_REGION,
  CAS_LOCALE_TOWN,
  CAS_LOCALE_POST,
  CAS_LOCALE_FORT,
  CAS_LOCALE_CASTLE,
  CAS_LOCALE_GAME_0,
  CAS_LOCALE_CITY,
  CAS_LOCALE_GAME_1,
  CAS_N_LOCALE_TYPES,
  CAS_LOCALE_OTHER = CAS_N_LOCALE_TYPES
} CasLocaleType;

/* The Way types whose id the engine knows (Nevsky's); CasWay.kind. */
typedef enum { CAS_WAY_TRACKWAY, CAS_WAY_WATERWAY, CAS_WAY_OTHER } CasWayType;

/* An Asset type (game.json "assets"). */
typedef struct {
  char *id;
  char *name;
  gboolean transport;       /* a Transport type (1.7.4) */
  int role;                 /* the CasAsset role it plays (CAS_ASSET_CART ...), or -1 */
  guint64 lords;            /* bit per Lord who may hold it (Inferno's Ships: Pisa); 0: any */
} CasAssetType;

/* A Way type (game.json "way_types"). */
typedef struct {
  char *id;
  char *name;
  int laden_prov_per_cart;  /* Provender each usable Transport carries Unladen (4.3.2): 1, or 2 on an
                             * Inferno Road */
  gboolean free_first_march;/* the card's first Unladen March along it costs no action (4.3.3) */
} CasWayTypeInfo;

/* A Locale type (game.json "locale_types"). */
typedef struct {
  char *id;
  char *name;
  gboolean stronghold;      /* a Stronghold (1.3.1): Siege Capacity and Walls */
  gboolean conquerable;     /* takes Conquered markers (vp above 0) */
  char *symbol;             /* the map's symbol: the id of a known type (town, castle, city ...) */
  CasLocaleType symbol_kind;/* the same as a known type */
  CasLocaleType kind;       /* the known type of this id, or CAS_LOCALE_OTHER */
} CasLocaleTypeInfo;

/* One step of the Feed table (4.8.1): a Lord with up to max_units units (0: no limit)
 * eats prov. */
typedef struct {
  int max_units;
  int prov;
} CasFeedStep;

typedef enum {
  CAS_MARSHAL_NEVER,
  CAS_MARSHAL_ALWAYS,
  CAS_MARSHAL_UNLESS,
} CasMarshalKind;

typedef enum {
  CAS_TIMING_NONE,
  CAS_TIMING_IMMEDIATE,
  CAS_TIMING_HOLD,
  CAS_TIMING_THIS_LEVY,
  CAS_TIMING_THIS_CAMPAIGN,
} CasTiming;

typedef enum {
  CAS_ELIGIBLE_LIST,
  CAS_ELIGIBLE_ANY,
  CAS_ELIGIBLE_ALL,
} CasEligible;

typedef enum {
  CAS_NO_CARDS_NORMAL,
  CAS_NO_CARDS_REMOVE,
  CAS_NO_CARDS_KEEP,
} CasNoCards;

typedef enum {
  CAS_VICTORY_HIGHER,
  CAS_VICTORY_REMOVED_LORDS, /* higher, and 1 VP per enemy Lord who Disbands or is removed
                              * (the extra VP cells; Nevsky's Pleskau) */
  CAS_VICTORY_THRESHOLD,
} CasVictoryKind;

typedef enum {
  CAS_PROTECTION_NONE,
  CAS_PROTECTION_ARMOR,
  CAS_PROTECTION_EVADE,
  CAS_PROTECTION_UNARMORED,
} CasProtection;

/* How Forage goes away from a Friendly Stronghold in a Season (game.json seasons[].forage,
 * Inferno 4.7.1); Nevsky's data has none (CAS_FORAGE_UNSET). */
typedef enum {
  CAS_FORAGE_UNSET,
  CAS_FORAGE_AUTO,
  CAS_FORAGE_ROLL,
  CAS_FORAGE_NONE,
} CasForage;

typedef struct {
  char *id;
  char *name;
  int plan_size;
  CasForage forage;
  guint trackway;   /* bit mask of CasAsset transport usable on Trackways (= way[0]) */
  guint waterway;   /* (= way[1]) */
  guint seaport;
  guint way[CAS_MAX_WAY_TYPES]; /* per Way type of the game (cas_game_get_way_type) */
} CasSeason;

typedef struct {
  int box;
  int season;  /* index into seasons */
  int year;
  char *months;       /* "Feb-Mar" (Inferno), or NULL */
  gboolean grow;      /* Grow at the end of this box (Inferno 4.9.1) */
  gboolean unverified;/* the Season is not settled by a public source */
  int setting;        /* the game setting that switches its Season, or -1 */
  int alt_season;     /* the Season under the other reading, or -1 */
} CasBox;

/* A game setting (game.json "settings"): a value the public sources leave open, with its
 * default and the values a table may choose. */
typedef struct {
  char *id;
  char *name;
  char *values[CAS_MAX_SETTING_VALUES];
  int n_values;
  int def;            /* index into values */
} CasSetting;

/* What a game's Victory markers count (game.json "vp", in half VP; 5.1). Nevsky: a
 * Conquered marker 1, a Castle marker 1, a Ravaged marker ½. */
typedef struct {
  int marker_halves;  /* per Conquered (Nevsky) or Allegiance (Inferno) marker */
  int ravaged_halves;
  int ruins_halves;
  int castle_halves;
  int carroccio_halves;
} CasVpValues;

/* The Locale markers a game uses (game.json "locale_markers"): what `show --json` and the
 * scenarios name for each Locale cell. */
typedef enum {
  CAS_MARKERS_CONQUERED,  /* Nevsky: conquered, ravaged, siege, castle, walls */
  CAS_MARKERS_ALLEGIANCE, /* Inferno: allegiance, ravaged, ruins, siege, walls */
} CasMarkerSet;

typedef struct {
  char *id;
  char *name;
  int side;
} CasRegion;

typedef struct {
  char *id;
  char *name;
  int region;               /* -1 in a game without Regions (Inferno) */
  int side;                 /* owner of the territory (its Region's, or printed: Inferno) */
  int type;                 /* index into the game's Locale types */
  CasLocaleType kind;       /* the known type, or CAS_LOCALE_OTHER */
  CasLocaleType symbol;     /* the map symbol of its type */
  gboolean stronghold;      /* from its type */
  gboolean conquerable;
  int capacity;
  int walls;
  int vp;
  gboolean seaport;
  gboolean commandery;
  gboolean leading_city;    /* Inferno 1.3.1: Firenze, Siena */
  int main_seat_of;         /* the Podestà whose Main Seat it is, or -1 */
  int seats[CAS_MAX_SEATS];
  int n_seats;
  int vassal_seats[CAS_MAX_SEATS * 2]; /* Vassals whose Vassal Seat it is (Inferno 3.4.2) */
  int n_vassal_seats;
  double x, y;
  gboolean has_xy;
  GArray *ways;             /* int indices of the Ways touching this Locale */
} CasLocale;

typedef struct {
  char *id;
  int type;                 /* index into the game's Way types */
  CasWayType kind;          /* the known type, or CAS_WAY_OTHER */
  int locales[CAS_MAX_WAY_LOCALES];
  int n_locales;
} CasWay;

typedef struct {
  char *id;
  char *name;
  char *title;
  int side;
  int fealty;
  int service;
  int lordship;
  int command;
  CasMarshalKind marshal;
  int marshal_unless;       /* lord index for CAS_MARSHAL_UNLESS */
  gboolean ships;
  int persons;              /* 2 for a Lord who is two persons (Knud & Abel): the
                             * explanations then speak of them in the plural */
  int seats[CAS_MAX_SEATS];
  int n_seats;
  int conquered_seats[CAS_MAX_SEATS]; /* Seats only while Conquered by his side */
  int n_conquered_seats;
  int forces[CAS_MAX_FORCES];
  int assets[CAS_MAX_ASSETS];
  int transport_any;
  int transport_no_ship;
  int vassals[CAS_MAX_VASSALS];
  int n_vassals;
  gboolean podesta;         /* Inferno 1.5.1 */
  gboolean commander;       /* Inferno 1.5.1: Firenze, Siena */
  int main_seat;            /* Locale, or -1 */
  int comune;               /* index into the Comuni, or -1 */
  /* treachery (issue 17): he has a Treachery Command card (cards.json "kind":
   * "treachery"; Inferno 1.4.3, 1.9.2). */
  gboolean treachery;
} CasLord;

/* levy (issue 17): the kinds of a Comune's Special Vassals (Inferno 3.4.2, 3.5.3). */
typedef enum {
  CAS_COMUNE_VASSAL_NONE,
  CAS_COMUNE_VASSAL_CARROCCIO,
  CAS_COMUNE_VASSAL_SESTIERE,
  CAS_COMUNE_VASSAL_TERZO,
} CasComuneVassal;

typedef struct {
  char *id;
  char *name;
  int lord;
  int slot;                 /* index among the Lord's vassals */
  int forces[CAS_MAX_FORCES];
  int service;              /* 0: none printed (a Carroccio) */
  int special_card;         /* card index, or -1 */
  int comune;               /* a Comune's Special Vassal (Inferno 3.5.3): its index, or -1 */
  guint64 also_lords;       /* Lords besides `lord` who may Muster it (Altopascio: Lucca) */
  int seats[CAS_MAX_VASSAL_SEATS]; /* Vassal Seats (Inferno 3.4.2) */
  int n_seats;
  /* levy (issue 17): a Comune's Special Vassal's kind (lords.json "kind") and the die
   * that Musters a Sestiere or Terzo outside Call to Arms ("muster_roll", 3.4.2; 0 none). */
  CasComuneVassal comune_kind;
  int muster_roll;
  int capture_vp;           /* battlecards: VP to the enemy who captures it (Inferno's Carroccio, 4.4.3, 5.1); 0: none */
} CasVassal;

/* An Inferno Comune (1.5.1, 3.5.3): the Commander's second mat. */
typedef struct {
  char *id;
  char *name;
  int side;
  int commander;            /* Lord */
  int leading_city;         /* Locale */
  int assets[CAS_MAX_ASSETS];
} CasComune;

typedef struct {
  char *id;
  char *name;
  gboolean horse;
  gboolean armored;
  CasProtection protection;
  int range;
  double melee;
  double storm_melee;
  double archery;
  int pieces;               /* the pool (Inferno 1.6), 0 when the data gives none */
  /* Inferno's Battle (inf-battle; forces.json, data-format.md "Inferno"): */
  double storm_melee_defend;  /* Storm Melee when Defending (Berrovieri ½, 4.5.2); = storm_melee when not given */
  double garrison_archery;    /* Archery per unit in a Storm Garrison (4.5.2); 0: none given (Nevsky: the engine's) */
  gboolean garrison_crossbow; /* that Archery is Crossbow ("archery_kind": "crossbow") */
  gboolean knights_quarter;   /* Captured rather than Lost (4.4.4 Knights' Quarter) */
  /* battlecards (issue 17): an unverified row of the Forces table ("unverified",
   * "alternative", "setting"): the game setting that switches it, or -1, and the row
   * under the other reading (the members "alternative" gives changed, the rest as above;
   * filled when the row has a setting). cas_settings_unit () picks one for a table. */
  int setting;
  struct CasUnitAlt {
    int range;
    double melee, storm_melee, storm_melee_defend, archery;
  } alt;
} CasUnit;

typedef struct {
  int type;                 /* index into the game's Locale types */
  int built_by;
  int capacity;
  int walls;
  int garrison[CAS_MAX_FORCES];
  int vp;
  int spoils;
} CasStronghold;

typedef struct {
  char *id;
  int side;
  int number;
  gboolean no_card;
  gboolean war;             /* levy (issue 17): a War Event (Inferno 1.9.1, 3.5) */
  char *event_name;
  CasTiming timing;
  char *event_summary;
  char *cap_name;
  gboolean this_lord;
  CasEligible eligible;
  guint64 eligible_lords;   /* bit per lord index, for CAS_ELIGIBLE_LIST */
  char *cap_summary;
  GStrv flags;
} CasCard;

/* A global cell of the table that a game owns (issue 16, "cells from specs"): Nevsky's
 * Veche box and Legate. The game's rules declare them (CasLcRules.cells, in the game's
 * folder); the engine keeps them in cells CAS_G_GAME_0 ... of the table (cas-table.h),
 * writes and reads them in `show --json` and saves, names them in diffs and sets them up
 * from a scenario. */
typedef enum {
  CAS_GAME_CELL_COUNT,   /* a whole number from 0 */
  CAS_GAME_CELL_LOCALE,  /* a Locale's index, or a negative value named by `words` */
  /* treachery (issue 17): a set of Lords, bit (1 << index) per Lord (at most 31 Lords),
   * written as an array of Lord ids in the Lords' order; scenarios do not set it. */
  CAS_GAME_CELL_LORDS,
} CasGameCellKind;

typedef struct {
  /* Its name in diffs, and its place in the table's JSON and in a scenario: "box.vp" is
   * member "vp" of the object "box", "piece" a member of its own. The cells of one
   * object follow each other. */
  const char *name;
  CasGameCellKind kind;
  int initial;              /* in a fresh table, and where a scenario leaves it unset */
  int save_max;             /* COUNT: the most a save may hold */
  /* COUNT: the game.json member (1-99, optional) that is the most a scenario sets
   * (cas_game_get_cell_max ()); a scenario must set the cell when it is above 0. */
  const char *max_member;
  const char *const *words; /* LOCALE: the words of the values -1, -2 ... (NULL-terminated) */
  int vp_side;              /* COUNT: side + 1 whose VP it adds to, 1 VP each; 0 none */
  /* levy (issue 17): written in `show --json` and saves only when not `initial`, and read
   * as `initial` when absent, so that saves from before the cell load unchanged. */
  gboolean omit_initial;
  /* victory (issue 17): */
  const char *vp_member;    /* COUNT with vp_side: the game.json "vp" member that gives its
                             * VP per unit instead of 1 (Inferno: "carroccio", 5.1) */
  /* treachery (issue 17): */
  int lords_side;           /* LORDS: side + 1 whose Lords it may hold; 0 any */
} CasGameCell;

/* inferno-levy (issue 17): 48 (was 16): Inferno uses 32 with the Levy's per-Lord actions
 * spent, the Lords arrived this Levy and the War Events drawn; 48 leaves 16 for more. */
#define CAS_MAX_GAME_CELLS 48

typedef struct {
  int lord;
  int locale;
  int service;
  gboolean has_transport;
  gboolean besieging;   /* starts Besieging the Stronghold there (Inferno D) */
  int transport[CAS_MAX_ASSETS];
  int extra_assets[CAS_MAX_ASSETS];  /* gained before play (Quickstart) */
  int vassals[CAS_MAX_VASSALS];
  int n_vassals;
  int capabilities[4];
  int n_capabilities;
} CasScenarioLord;

typedef struct {
  int locale;
  int conquered; /* Conquered (Nevsky) or Allegiance (Inferno) markers */
  int ravaged;   /* side + 1, 0 none */
  int castle;    /* side + 1, 0 none */
  int walls;
  int ruins;     /* side + 1, 0 none (Inferno) */
  int siege;     /* Siege markers at set-up (Inferno D) */
  int siege_side;/* side + 1 of the Besiegers, 0 none */
} CasScenarioMarker;

typedef struct {
  char *id;
  char *name;
  char *years;
  char *summary;
  int first_box;
  int last_box;
  GArray *lords;        /* CasScenarioLord */
  GArray *cylinders;    /* pairs {lord, box} as int[2] */
  GArray *removed;      /* int lord indices */
  GArray *markers;      /* CasScenarioMarker */
  int cells[CAS_MAX_GAME_CELLS]; /* the game's own global cells at the start (CasGameCell) */
  int victory_halves[CAS_N_SIDES];
  CasNoCards no_cards;
  CasVictoryKind victory;
  int victory_side;
  int victory_min_vp;
  gboolean victory_double;
  gboolean campaign;    /* starts in the Campaign (Quickstart) */
  GArray *capabilities; /* side-wide card indices */
  int plans[CAS_N_SIDES][CAS_MAX_PLAN]; /* lord index, -2 pass, -1 empty */
  gboolean unverified;
  GStrv notes;
  /* Inferno (scenarios.json; 6.0) */
  char *letter;         /* "A" ... "F", or NULL */
  int end_box;          /* where the End marker starts, -1 none (Nevsky, or Exhaustion) */
  GArray *held_events;  /* card indices Held at the start (their side's) */
  int vp_bonus_side;    /* -1 none; else that side gets vp_bonus_halves while the card is in play */
  int vp_bonus_halves;
  int vp_bonus_card;
  int vp_double_side;   /* -1 none; else that side's VP count double, Ravaged markers aside */
  /* endmarker (issue 17; Inferno 6.0 F, scenarios.json "exhaustion"): from the Levy of
   * box exhaustion_from (0: no Exhaustion) a die up to exhaustion_roll puts the End marker
   * in box exhaustion_end, or shifts it by exhaustion_shift when on the Calendar. */
  int exhaustion_from;
  int exhaustion_roll;
  int exhaustion_end;
  int exhaustion_shift;
} CasScenario;

#define CAS_TYPE_GAME (cas_game_get_type ())
G_DECLARE_FINAL_TYPE (CasGame, cas_game, CAS, GAME, CasGameBase)

CasGame *cas_game_load (GFile *dir, GError **error);
CasGame *cas_game_load_builtin (const char *game_id, GError **error);
CasGame *cas_game_load_from_memory (GHashTable *files, GError **error);
const char *const *cas_game_list_builtin (void); /* = cas_module_ids () */

const char *cas_game_get_id (CasGame *self);
const char *cas_game_get_name (CasGame *self);

const char *cas_game_get_side_id (CasGame *self, int side);
const char *cas_game_get_side_name (CasGame *self, int side);
int cas_game_get_asset_cap (CasGame *self);
/* The game's own global cells (CasGameCell), from its rules; `n` set to their count. */
const CasGameCell *cas_game_get_cells (CasGame *self, int *n);
/* The most a scenario sets game cell `i` to (its max_member in game.json), 0 without one. */
int cas_game_get_cell_max (CasGame *self, int i);
/* victory (issue 17): what one unit of game cell `i` adds to its vp_side, in halves (2
 * unless its vp_member names another game.json "vp" value; 0 without vp_side). */
int cas_game_get_cell_vp_halves (CasGame *self, int i);
int cas_game_get_max_vp_halves (CasGame *self);
/* The Locale markers of the game, and what its Victory markers count (5.1). */
CasMarkerSet cas_game_get_marker_set (CasGame *self);
const CasVpValues *cas_game_get_vp_values (CasGame *self);
int cas_game_get_days_per_box (CasGame *self); /* 0 when the data gives none */
/* A side's Command deck (1.9.2): its Pass cards (game.json "pass_cards": Nevsky 3, Inferno
 * 4) and each Lord's Command action cards ("command_cards", 3 in both); 3 when not given. */
int cas_game_get_pass_cards (CasGame *self);
int cas_game_get_command_cards (CasGame *self);
/* Whether the game's scenarios place an End marker (Inferno 6.0): the table then keeps it. */
gboolean cas_game_has_end_marker (CasGame *self);
/* A side's colour (game.json sides[].colour), or NULL when the data gives none. */
const char *cas_game_get_side_colour (CasGame *self, int side);
/* The app's map (issue 17): the dashed line's schematic polyline (map.json "dashed_line"
 * "points"), *n_points pairs of x and y in 0..1, or NULL with 0 when the game has none. */
const double *cas_game_get_dashed_line (CasGame *self, guint *n_points);

/* Types from data (issue 16): units, Assets, Way and Locale types, the Feed table. */
guint cas_game_get_n_units (CasGame *self);
int cas_game_find_unit (CasGame *self, const char *id);
/* A unit or Asset type's id, or NULL for a slot beyond the game's own types. */
const char *cas_game_unit_id (CasGame *self, int unit);
const char *cas_game_asset_id (CasGame *self, int asset);
guint cas_game_get_n_assets (CasGame *self);
const CasAssetType *cas_game_get_asset (CasGame *self, int asset);
int cas_game_find_asset (CasGame *self, const char *id);
gboolean cas_game_asset_is_transport (CasGame *self, int asset);
/* The slot of the Asset type that plays a role (CAS_ASSET_CART ... CAS_ASSET_SHIP; Provender,
 * Coin and Loot are always 0 to 2), or -1 when the game has none: Nevsky's are the role's
 * own number, Inferno's Ship is 4 and it has no Sled or Boat. */
int cas_game_asset_slot (CasGame *self, CasAsset role);
guint cas_game_get_n_way_types (CasGame *self);
const CasWayTypeInfo *cas_game_get_way_type (CasGame *self, int type);
guint cas_game_get_n_locale_types (CasGame *self);
const CasLocaleTypeInfo *cas_game_get_locale_type (CasGame *self, int type);
guint cas_game_get_n_feed_steps (CasGame *self);
const CasFeedStep *cas_game_get_feed_step (CasGame *self, int i);
/* Provender or Loot a Lord with `units` units eats (4.8.1): 0 for none. */
int cas_game_feed_need (CasGame *self, int units);

guint cas_game_get_n_boxes (CasGame *self);
const CasBox *cas_game_get_box (CasGame *self, int box);  /* 1-based */
const CasSeason *cas_game_get_box_season (CasGame *self, int box);
guint cas_game_get_n_seasons (CasGame *self);
const CasSeason *cas_game_get_season (CasGame *self, int i);

guint cas_game_get_n_settings (CasGame *self);
const CasSetting *cas_game_get_setting (CasGame *self, int i);
int cas_game_find_setting (CasGame *self, const char *id);
guint cas_game_get_n_comuni (CasGame *self);
const CasComune *cas_game_get_comune (CasGame *self, int i);

guint cas_game_get_n_regions (CasGame *self);
const CasRegion *cas_game_get_region (CasGame *self, int i);
guint cas_game_get_n_locales (CasGame *self);
const CasLocale *cas_game_get_locale (CasGame *self, int i);
guint cas_game_get_n_ways (CasGame *self);
const CasWay *cas_game_get_way (CasGame *self, int i);
guint cas_game_get_n_lords (CasGame *self);
const CasLord *cas_game_get_lord (CasGame *self, int i);
guint cas_game_get_n_vassals (CasGame *self);
const CasVassal *cas_game_get_vassal (CasGame *self, int i);
const CasUnit *cas_game_get_unit (CasGame *self, int unit);
/* The Stronghold facts of a Locale type (an index into the game's Locale types). */
const CasStronghold *cas_game_get_stronghold (CasGame *self, int type);
/* The same by known type (CAS_LOCALE_CASTLE for a Castle marker); all 0 (no garrison, type -1)
 * when the game has no such Stronghold type. */
const CasStronghold *cas_game_get_stronghold_kind (CasGame *self, CasLocaleType kind);
guint cas_game_get_n_cards (CasGame *self);
const CasCard *cas_game_get_card (CasGame *self, int i);
guint cas_game_get_n_scenarios (CasGame *self);
const CasScenario *cas_game_get_scenario (CasGame *self, int i);

int cas_game_find_locale (CasGame *self, const char *id);
int cas_game_find_lord (CasGame *self, const char *id);
int cas_game_find_vassal (CasGame *self, const char *id);
int cas_game_find_card (CasGame *self, const char *id);
int cas_game_find_scenario (CasGame *self, const char *id);
int cas_game_find_side (CasGame *self, const char *id);

gboolean cas_game_adjacent (CasGame *self, int a, int b);
gboolean cas_locale_is_stronghold (const CasLocale *locale);
gboolean cas_locale_is_conquerable (const CasLocale *locale);

/* The series' id of an Asset role (cas-game.c's table; NULL for the game's own slots,
 * CAS_ASSET_GAME_0 and 1). The engine uses the game's own: cas_game_get_unit ()->id,
 * cas_game_get_asset ()->id, cas_game_get_locale_type ()->id. */
const char *cas_asset_id (CasAsset asset);
/* The id GAME gives an Asset role: the series' or its rules' (CasLcRules.asset_roles). */
const char *cas_game_asset_role_id (CasGame *self, CasAsset role);
gboolean cas_asset_is_transport (CasAsset asset);

G_END_DECLS
