/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-game-ui.h: what one Levy & Campaign game shows of its own in the family's pages
 * (issue 16): the pages are the family's (cas-pages.c), the numbers and names the game
 * data's, and what only one game has on its table (Nevsky's Veche box and Legate) comes
 * from the game's table here, in its folder (nevsky/nevsky-ui.c). A game without a row
 * shows none of it. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"
#include "cas-calc-results.h"  /* levy: CasCalcResult for levy_groups */

G_BEGIN_DECLS

/* How the map draws a Locale type's symbol (game.json "locale_types" "symbol"): an
 * outline, an inner mark, its half size and its label's size in points (0: 9 points, bold
 * for a Stronghold). */
typedef enum {
  CAS_MAP_OUTLINE_CIRCLE,
  CAS_MAP_OUTLINE_OPEN_CIRCLE,  /* not filled: a Region */
  CAS_MAP_OUTLINE_DIAMOND,
  CAS_MAP_OUTLINE_SQUARE,
  CAS_MAP_OUTLINE_CRENELLATED,
} CasMapOutline;

typedef enum {
  CAS_MAP_MARK_NONE,
  CAS_MAP_MARK_CROSS,
  CAS_MAP_MARK_RING,
  CAS_MAP_MARK_DOUBLE_RING,
} CasMapMark;

typedef struct {
  CasLocaleType symbol;
  CasMapOutline outline;
  CasMapMark mark;
  double radius;
  double label_points;
  /* The Locale type id (game.json "locale_types" "id") it is for instead of SYMBOL, or NULL:
   * a game whose types share the series' symbols but not their look (Inferno's Town,
   * Castle and Outpost). */
  const char *type_id;
} CasMapShape;

/* How the map draws a Way type: the series' Trackway (dashed), Waterway (wavy), or a
 * Road (solid, wider). */
typedef enum {
  CAS_MAP_WAY_DASHED,
  CAS_MAP_WAY_WAVY,
  CAS_MAP_WAY_SOLID,
} CasMapWayStyle;

typedef struct {
  const char *type_id;     /* game.json "way_types" "id" */
  CasMapWayStyle style;
} CasMapWay;

typedef struct {
  const char *game_id;

  /* Table page, markers column: the game's own section above the Locales' markers
   * (NULL: none). update shows the table T in it. */
  GtkWidget *(*markers_new) (void);
  void (*markers_update) (GtkWidget *section, const CasTable *t);

  /* Map: the symbols of its own Locale types, beside the series' (cas-map-canvas.c). */
  const CasMapShape *map_shapes;
  guint n_map_shapes;
  /* Map: how its Way types are drawn (NULL: Nevsky's Trackway dashed, Waterway wavy, any
   * other dashed). */
  const CasMapWay *map_ways;
  guint n_map_ways;
  /* Map: the letter of a Conquered marker's token ("C" when NULL; Inferno's Allegiance
   * markers "A") and its legend line (marked for translation; NULL: "Conquered markers"). */
  const char *conquered_letter;
  const char *conquered_legend;
  /* Map legend: its sides' territory and Lords (marked for translation; NULL: "Territory of the Teutons"). */
  const char *territory_name[CAS_N_SIDES];
  const char *lord_name[CAS_N_SIDES];

  /* Map: a piece of its own that stands on a Locale (token_locale NULL: none): where it is
   * (a Locale, or below 0: off the map) and the action that puts it on LOCALE (-1: takes it
   * off the map). Shown as a round token with a letter, and as a switch in a Locale's
   * popover. */
  int (*token_locale) (const CasTable *t);
  char *(*token_action) (CasGame *game, int locale);
  const char *token_id;      /* the switch's widget name */
  const char *token_letter;  /* on the token */
  const char *token_name;    /* marked for translation: in the legend */
  const char *token_short;   /* marked for translation: in a Locale's summary */
  const char *token_switch;  /* marked for translation: the switch's label, with a mnemonic */
  const char *token_tip;     /* marked for translation: the switch's tooltip */

  /* Table page: the first words of its own actions that change a count with a click and
   * get no toast ("veche "), NULL-terminated; one with a `*` is a pattern of the whole
   * action ("comune * forces *", g_pattern_match_simple ()). */
  const char *const *quiet_verbs;

  /* Plan & Cards: its sides as adjectives, "the Teutonic player" (marked for translation;
   * NULL: the side's name). */
  const char *side_adjective[CAS_N_SIDES];
  /* Build Plans' tooltip (marked for translation; NULL: the first side builds first). */
  const char *plan_order_tip;
  /* What a Besieged Active Lord may do (marked for translation; NULL: Sally or Pass). */
  const char *besieged_note;
  /* An extra Command the game offers the Active Lord's card now (NULL: none); its rule
   * sections in *rules. */
  char *(*command_note) (const CasTable *t, int lord, const char **rules);

  /* Calculators, Feed: the side whose Lord the game's excuse from Feeding (CasLcRules
   * feed_excuse) may be for now, or -1; its title and the Lord's value (marked for
   * translation). */
  int (*feed_excuse_side) (const CasTable *t);
  const char *feed_excuse_title;
  const char *feed_excused;
  /* Victory: "N VP markers in the …" for the game's VP box (CAS_VP_BOX). */
  char *(*vp_box_text) (int count);

  /* About: the game's credit line (marked for translation). */
  const char *credit;

  /* treachery (issue 17), Plan & Cards: the Treachery cards SIDE holds, bit (1 << lord),
   * that the Plan builder offers (NULL: the game has none); and the overview's section
   * where each side's cards are, with their actions (NULL: none). */
  int (*treachery_held) (const CasTable *t, int side);
  GtkWidget *(*treachery_group_new) (CasJournal *journal);
  /* comune (issue 17): Table page: a second mat of a Lord, shown right after his while
   * second_mat_shown says so (Inferno's Comune mat, 1.5.1); NULL: none. */
  gboolean (*second_mat_shown) (const CasTable *t, int lord);
  GtkWidget *(*second_mat_new) (void);
  void (*second_mat_update) (GtkWidget *mat, const CasTable *t, int lord);
  /* app (issue 17): Table page: a section of the game's own on a Lord's mat, after his
   * Vassals (Inferno: a Commander's Comune in play or aside, 1.5.1, 3.5.3); update shows
   * the table T for LORD and says whether the section shows for him. NULL: none. */
  GtkWidget *(*mat_section_new) (void);
  gboolean (*mat_section_update) (GtkWidget *section, const CasTable *t, int lord);
  /* levy (issue 17): Calculators, Levy: the game's own groups of rows after Lordship, from
   * the Levy result L (Inferno: the Call to Arms steps of levy --json "cta"), added with
   * cas_calc_result_add_group (); NULL: none. */
  void (*levy_groups) (const CasTable *t, const struct CasLevyResult *l, CasCalcResult *r);
  /* scen (issue 17): Plan & Cards, the draw dialog: the scenario's rule for SIDE's draw in
   * this Levy as a sentence, or NULL (Inferno 6.0 A: a Capability, then an Event, with
   * *AS_EVENT set for the Event; B: the cards given out first); and a card not to be drawn
   * now (B's). NULL: none. */
  char *(*draw_note) (const CasTable *t, int side, gboolean *as_event);
  gboolean (*draw_excluded) (const CasTable *t, int card);
  /* inferno-app (issue 17): Calculators: the game's own, after the series' (win.calculate
   * "ID[:...]"; cas-calc-results.h); N_CALCS of them. NULL: none. */
  const CasGameCalc *calcs;
  guint n_calcs;
  /* inferno-app (issue 17): Plan & Cards, the draw dialog: what the Event of CARD drawn
   * does, its lines and a button per proposal or option that applies its actions through
   * JOURNAL (Inferno's `event`, 3.1.3); NULL returned or member: none. */
  GtkWidget *(*draw_event_new) (CasJournal *journal, int card);
  /* inferno-app (issue 17): Plan & Cards: whether SIDE's Plan is shuffled and played blind
   * now (Inferno's FRIARS, I190), and the action that records it in an order drawn from
   * RAND (NULL: not now). NULL members: none. */
  gboolean (*plan_blind) (const CasTable *t, int side);
  char *(*plan_shuffle) (const CasTable *t, int side, GRand *rand);
  /* inferno-events2 (issue 17): Table page, the sequence bar: a short note of the game's
   * own for STEP (CAS_SEQ_*) now, with its longer TIP (both translated), or NULL (Inferno:
   * the Plan step while FRIARS is in force, I190). The bar then also offers a Shuffle for
   * each side whose Plan plan_shuffle can shuffle now. NULL member: none. */
  char *(*step_note) (const CasTable *t, int step, char **tip);
  /* inferno-fixes (issue 17): Table page, the sequence bar: what STEP (CAS_SEQ_*) asks in
   * this Levy of this scenario (translated), in place of the step's usual words, or NULL
   * to keep them (Inferno: a scenario's first Levy draws, the Call to Arms it skips, 6.0).
   * NULL member: none. */
  char *(*step_asks) (const CasTable *t, int step);
  /* inferno-events2 (issue 17): Plan & Cards, Cards in Play: a held Event of CARD played
   * now, its lines and a button per proposal or option (Inferno's `event --play`, 3.1.3);
   * NULL returned or member: no Play button. */
  GtkWidget *(*play_event_new) (CasJournal *journal, int card);
} CasGameUi;

/* inferno-app: GAME's calculator called ID, or NULL. */
const CasGameCalc *cas_game_ui_find_calc (CasGame *game, const char *id);

/* Every game's row, in the table's order; *n set to their number. */
const CasGameUi *const *cas_game_ui_all (guint *n);

/* GAME's table; one with no member set for a game without a row (never NULL). */
const CasGameUi *cas_game_ui_for (CasGame *game);

/* Nevsky's (nevsky/nevsky-ui.c). */
extern const CasGameUi cas_nevsky_ui;
/* Inferno's (inferno/inferno-ui.c). */
extern const CasGameUi cas_inferno_ui;

G_END_DECLS
