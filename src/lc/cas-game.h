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
#define CAS_MAX_VASSALS 8
#define CAS_MAX_PLAN 8

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

typedef enum {
  CAS_ASSET_PROV,
  CAS_ASSET_COIN,
  CAS_ASSET_LOOT,
  CAS_ASSET_CART,
  CAS_ASSET_SLED,
  CAS_ASSET_BOAT,
  CAS_ASSET_SHIP,
  CAS_N_ASSETS
} CasAsset;

typedef enum {
  CAS_LOCALE_REGION,
  CAS_LOCALE_TOWN,
  CAS_LOCALE_TRADE_ROUTE,
  CAS_LOCALE_FORT,
  CAS_LOCALE_CASTLE,
  CAS_LOCALE_BISHOPRIC,
  CAS_LOCALE_CITY,
  CAS_LOCALE_NOVGOROD,
  CAS_N_LOCALE_TYPES
} CasLocaleType;

typedef enum { CAS_WAY_TRACKWAY, CAS_WAY_WATERWAY } CasWayType;

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
  CAS_VICTORY_PLESKAU,
  CAS_VICTORY_THRESHOLD,
} CasVictoryKind;

typedef enum {
  CAS_PROTECTION_NONE,
  CAS_PROTECTION_ARMOR,
  CAS_PROTECTION_EVADE,
  CAS_PROTECTION_UNARMORED,
} CasProtection;

typedef struct {
  char *id;
  char *name;
  int plan_size;
  guint trackway;   /* bit mask of CasAsset transport usable on Trackways */
  guint waterway;
  guint seaport;
} CasSeason;

typedef struct {
  int box;
  int season;  /* index into seasons */
  int year;
} CasBox;

typedef struct {
  char *id;
  char *name;
  int side;
} CasRegion;

typedef struct {
  char *id;
  char *name;
  int region;
  int side;                 /* owner of the territory */
  CasLocaleType type;
  int capacity;
  int walls;
  int vp;
  gboolean seaport;
  gboolean commandery;
  int seats[CAS_MAX_SEATS];
  int n_seats;
  double x, y;
  gboolean has_xy;
  GArray *ways;             /* int indices of the Ways touching this Locale */
} CasLocale;

typedef struct {
  char *id;
  CasWayType type;
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
  int forces[CAS_N_FORCES];
  int assets[CAS_N_ASSETS];
  int transport_any;
  int transport_no_ship;
  int vassals[CAS_MAX_VASSALS];
  int n_vassals;
} CasLord;

typedef struct {
  char *id;
  char *name;
  int lord;
  int slot;                 /* index among the Lord's vassals */
  int forces[CAS_N_FORCES];
  int service;
  int special_card;         /* card index, or -1 */
} CasVassal;

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
} CasUnit;

typedef struct {
  CasLocaleType type;
  int built_by;
  int capacity;
  int walls;
  int garrison[CAS_N_FORCES];
  int vp;
  int spoils;
} CasStronghold;

typedef struct {
  char *id;
  int side;
  int number;
  gboolean no_card;
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

typedef struct {
  int lord;
  int locale;
  int service;
  gboolean has_transport;
  int transport[CAS_N_ASSETS];
  int extra_assets[CAS_N_ASSETS];  /* gained before play (Quickstart) */
  int vassals[CAS_MAX_VASSALS];
  int n_vassals;
  int capabilities[4];
  int n_capabilities;
} CasScenarioLord;

typedef struct {
  int locale;
  int conquered;
  int ravaged;   /* side + 1, 0 none */
  int castle;    /* side + 1, 0 none */
  int walls;
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
  int veche_vp;
  int veche_coin;
  int victory_halves[CAS_N_SIDES];
  CasNoCards no_cards;
  CasVictoryKind victory;
  int victory_side;
  int victory_min_vp;
  gboolean victory_double;
  gboolean campaign;    /* starts in the Campaign (Quickstart) */
  GArray *capabilities; /* side-wide card indices */
  int legate;           /* locale index, -1 on its card */
  int plans[CAS_N_SIDES][CAS_MAX_PLAN]; /* lord index, -2 pass, -1 empty */
  gboolean unverified;
  GStrv notes;
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
int cas_game_get_veche_cap (CasGame *self);
int cas_game_get_max_vp_halves (CasGame *self);

guint cas_game_get_n_boxes (CasGame *self);
const CasBox *cas_game_get_box (CasGame *self, int box);  /* 1-based */
const CasSeason *cas_game_get_box_season (CasGame *self, int box);
guint cas_game_get_n_seasons (CasGame *self);
const CasSeason *cas_game_get_season (CasGame *self, int i);

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
const CasUnit *cas_game_get_unit (CasGame *self, CasForce force);
const CasStronghold *cas_game_get_stronghold (CasGame *self, CasLocaleType type);
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

const char *cas_force_id (CasForce force);
const char *cas_asset_id (CasAsset asset);
int cas_force_from_id (const char *id);
int cas_asset_from_id (const char *id);
const char *cas_locale_type_id (CasLocaleType type);
gboolean cas_asset_is_transport (CasAsset asset);

G_END_DECLS
