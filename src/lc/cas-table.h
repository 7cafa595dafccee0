/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-table.h: the mirrored table of a Levy & Campaign game: the blocks of the table
 * vector (cas-table-base.h) for globals, Lords, Locales and cards. */
#pragma once

#include <json-glib/json-glib.h>

#include "cas-game.h"

G_BEGIN_DECLS

/* Lord cylinder states. A cylinder "off the board" left or right of the Calendar
 * (2.2.3) is on the Calendar in box 0 or box n_boxes + 1. */
typedef enum {
  CAS_LORD_UNUSED,
  CAS_LORD_MAP,
  CAS_LORD_CALENDAR,
  CAS_LORD_REMOVED,
} CasLordState;

typedef enum {
  CAS_VASSAL_READY,
  CAS_VASSAL_MUSTERED,
  CAS_VASSAL_UNREADY,
  CAS_VASSAL_ASIDE,      /* Special Vassal kept aside until its Capability is in play (3.4.2) */
  CAS_VASSAL_REMOVED,    /* permanently removed (advanced Vassal Service, 3.4.2) */
  CAS_N_VASSAL_STATES
} CasVassalState;

typedef enum {
  CAS_PHASE_LEVY,
  CAS_PHASE_CAMPAIGN,
} CasPhase;

/* Where an Arts of War card is. */
typedef enum {
  CAS_CARD_DECK,           /* in its side's deck (or discarded back to it) */
  CAS_CARD_CAPABILITY,     /* Capability in play for the side */
  CAS_CARD_LORD,           /* This Lord Capability at a Lord's mat */
  CAS_CARD_HELD,           /* Event held for later play */
  CAS_CARD_THIS_LEVY,      /* Event in force this Levy */
  CAS_CARD_THIS_CAMPAIGN,  /* Event in force this Campaign */
  CAS_CARD_REMOVED,        /* out of the game (No cards, 3.1.2) */
  CAS_N_CARD_STATES
} CasCardState;

#define CAS_NO_SERVICE (-1)
#define CAS_PLAN_EMPTY (-1)
#define CAS_PLAN_PASS (-2)
/* treachery (issue 17): a Lord's Treachery Command card in a Plan (Inferno 1.4.3, 4.1.1):
 * CAS_PLAN_TREACHERY (lord), -3 and below; written "treachery:LORD". */
#define CAS_PLAN_TREACHERY(lord) (-3 - (lord))
static inline int
cas_plan_treachery_lord (int card)
{
  return card <= -3 ? -3 - card : -1;
}

/* Global cells. */
enum {
  CAS_G_BOX,
  CAS_G_PHASE,
  CAS_G_GAME_0,            /* the game's own cells (CasGameCell, its CasLcRules.cells): */
  CAS_G_GAME_LAST = CAS_G_GAME_0 + CAS_MAX_GAME_CELLS - 1, /* Nevsky: Veche VP, Veche Coin, Legate */
  CAS_G_OPT_HIDDEN_MATS,
  CAS_G_OPT_VASSAL_SERVICE,
  CAS_G_OPT_NO_HORSEBACK_ARCHERY,
  CAS_G_BID,
  CAS_G_EXTRA_VP_0,        /* halves: Pleskau's VP for enemy Lords removed, per side */
  CAS_G_EXTRA_VP_1,
  CAS_G_STEP,              /* sequence-of-play step, see cas-sequence */
  CAS_G_SCENARIO,          /* index of the scenario set up, for its special rules */
  CAS_G_PLAN_REVEALED_0,
  CAS_G_PLAN_REVEALED_1,
  CAS_G_END_BOX,           /* the End marker's box (Inferno 6.0), -1 off the Calendar */
  CAS_G_PLAN_0,            /* CAS_MAX_PLAN cells per side */
  /* Settings (inf-cmd, issue 17; cas-settings.h): the value chosen for each game setting
   * (game.json "settings"), an index into its values; CAS_MAX_SETTINGS cells. */
  CAS_G_SETTING_0 = CAS_G_PLAN_0 + CAS_N_SIDES * CAS_MAX_PLAN,
  CAS_G_N = CAS_G_SETTING_0 + CAS_MAX_SETTINGS
};

/* Cells per Lord. */
enum {
  CAS_L_STATE,
  CAS_L_LOCALE,
  CAS_L_BOX,
  CAS_L_SERVICE,
  CAS_L_MOVED,
  CAS_L_LIEUTENANT,        /* the Lord whose Lieutenant carries this one (Lower Lord), or -1 */
  CAS_L_FORCES,
  CAS_L_ROUTED = CAS_L_FORCES + CAS_MAX_FORCES,   /* the game's unit types, then unused 0 slots */
  CAS_L_ASSETS = CAS_L_ROUTED + CAS_MAX_FORCES,
  CAS_L_VASSAL = CAS_L_ASSETS + CAS_MAX_ASSETS,
  CAS_L_VASSAL_BOX = CAS_L_VASSAL + CAS_MAX_VASSALS,  /* advanced rule 3.4.2 */
  /* turncoat (issue 17): the Lord a Vassal serves on his mat though it is not his, or -1
   * (Inferno 4.7.6: a Bribed Vassal, a Turncoat, with its Forces on the briber's mat). Its
   * own state cell then says Ready: its marker is not on its own Lord's mat. */
  CAS_L_VASSAL_SERVES = CAS_L_VASSAL_BOX + CAS_MAX_VASSALS,
  CAS_L_N = CAS_L_VASSAL_SERVES + CAS_MAX_VASSALS
};

/* Cells per Locale. */
enum {
  CAS_C_CONQUERED,
  CAS_C_RAVAGED,   /* side + 1, 0 none */
  CAS_C_SIEGE,
  CAS_C_CASTLE,    /* side + 1, 0 none */
  CAS_C_WALLS,
  CAS_C_RUINS,     /* side + 1, 0 none (Inferno 1.3.1, 4.5.2) */
  CAS_C_BYPASS,    /* victory (issue 17): side + 1 of the Lords Bypassing the Stronghold
                    * there, 0 none (Inferno 4.3.5) */
  CAS_C_N
};

/* Cells per second mat (comune, issue 17): each Comune of the game (lords.json "comuni";
 * Inferno 1.5.1, 3.5.3), after the cards, holds Forces and Assets of its own, as a
 * Commander's second Lord mat (1.5.2). None in a game without Comuni. */
enum {
  CAS_M_FORCES,
  CAS_M_ASSETS = CAS_M_FORCES + CAS_MAX_FORCES,
  CAS_M_N = CAS_M_ASSETS + CAS_MAX_ASSETS
};

/* The Locale cells' names in `show --json` and saves: Nevsky's conquered/castle, or
 * Inferno's allegiance/ruins (the game's CasMarkerSet). */
const char *cas_table_locale_cell_id (CasGame *game, int cell);

/* Cells per card. */
enum {
  CAS_K_STATE,
  CAS_K_LORD,
  CAS_K_MAT,   /* battle-sally (Inferno 1.5.1, 3.4.4): 1 when a This Lord card of LORD sits on
                * his Comune's mat, 0 on his own (the JSON's "mat": "comune", only then) */
  CAS_K_N
};

/* The table of a Levy & Campaign game: cas_table_new_for () (cas-table-base.h) with this
 * layout; the vector, copy, equality and free are the core's. */
CasTable *cas_table_new (CasGame *game);
/* CasGameBaseClass.init_table and .setup of the family (cas-game.c sets them). */
void cas_lc_table_init (CasGameBase *game, CasTable *table);
gboolean cas_lc_table_setup (CasGameBase *game, CasTable *table, int scenario, GError **error);
gboolean cas_table_setup (CasTable *self, int scenario, GError **error);

/* Cell addresses. */
static inline gint *
cas_table_global (CasTable *t, int cell)
{
  return &t->v[cell];
}
static inline gint *
cas_table_lord (CasTable *t, int lord, int cell)
{
  return &t->v[t->lords_at + (guint) lord * CAS_L_N + (guint) cell];
}
static inline gint *
cas_table_locale (CasTable *t, int locale, int cell)
{
  return &t->v[t->locales_at + (guint) locale * CAS_C_N + (guint) cell];
}
static inline gint *
cas_table_card (CasTable *t, int card, int cell)
{
  return &t->v[t->cards_at + (guint) card * CAS_K_N + (guint) cell];
}

/* comune (issue 17): a cell of the Comune mat `comune` (an index into the game's Comuni). */
static inline gint *
cas_table_comune (CasTable *t, int comune, int cell)
{
  return &t->v[t->mats_at + (guint) comune * CAS_M_N + (guint) cell];
}

#define CAS_GLOBAL(t, cell) (*cas_table_global ((CasTable *) (t), (cell)))
#define CAS_LORD(t, lord, cell) (*cas_table_lord ((CasTable *) (t), (lord), (cell)))
#define CAS_LOCALE(t, loc, cell) (*cas_table_locale ((CasTable *) (t), (loc), (cell)))
#define CAS_CARD(t, card, cell) (*cas_table_card ((CasTable *) (t), (card), (cell)))
#define CAS_COMUNE(t, comune, cell) (*cas_table_comune ((CasTable *) (t), (comune), (cell)))

/* Derived facts. */
int cas_table_vp_halves (const CasTable *self, int side);
int cas_table_vp_markers_halves (const CasTable *self, int side); /* without Pleskau's extra VP */
gboolean cas_table_lord_on_map (const CasTable *self, int lord);
gboolean cas_table_lord_is_marshal (const CasTable *self, int lord);
int cas_table_lord_units (const CasTable *self, int lord);
/* comune (issue 17): the units on a Comune mat; whether it holds any Force or Asset. */
int cas_table_comune_units (const CasTable *self, int comune);
gboolean cas_table_comune_mat_empty (const CasTable *self, int comune);
const CasSeason *cas_table_season (const CasTable *self);

/* treachery (issue 17): a Plan card's word ("pass", a Lord's id, "treachery:LORD"), and
 * back: CAS_PLAN_EMPTY for a word that is none of them (a Treachery card only of a Lord
 * who has one). */
char *cas_plan_card_word (CasGame *game, int card);
int cas_plan_card_parse (CasGame *game, const char *word);

/* Where a cell lives, for diffs and for error messages: "lords[hermann].forces.knights". */
char *cas_table_cell_name (const CasTable *self, guint index);

JsonNode *cas_table_to_json (const CasTable *self);
gboolean cas_table_from_json (CasTable *self, JsonNode *node, GError **error);

const char *cas_lord_state_id (CasLordState state);
const char *cas_vassal_state_id (CasVassalState state);
const char *cas_card_state_id (CasCardState state);

G_END_DECLS
