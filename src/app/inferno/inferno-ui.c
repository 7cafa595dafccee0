/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-ui.c: Inferno's row of the app's per-game table (cas-game-ui.h, issue 17): the
 * map symbols of its City, Town, Castle and Outpost (1.3.1), its Roads solid and its
 * Tracks dashed (1.3.2), its Allegiance markers (1.3.1, 5.1), its sides' words in the
 * map's legend and in the Plan. Its colours are game.json's sides[].colour
 * (cas-game-style.c). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-game-ui.h"
#include "inferno/inferno-ui.h"

/* Our own symbols (the board's art is not ours): a City is the largest ring, a Town a
 * walled square, a Castle a small crenellated tower, an Outpost a diamond. By type id:
 * Inferno's types share the series' symbols (game.json) but not their look. */
static const CasMapShape shapes[] = {
  { CAS_LOCALE_CITY, CAS_MAP_OUTLINE_CIRCLE, CAS_MAP_MARK_DOUBLE_RING, 9.5, 10.5, "city" },
  { CAS_LOCALE_CASTLE, CAS_MAP_OUTLINE_SQUARE, CAS_MAP_MARK_RING, 6.5, 0, "town" },
  { CAS_LOCALE_FORT, CAS_MAP_OUTLINE_CRENELLATED, CAS_MAP_MARK_NONE, 5.5, 0, "castle" },
  { CAS_LOCALE_POST, CAS_MAP_OUTLINE_DIAMOND, CAS_MAP_MARK_NONE, 6.0, 0, "outpost" },
};

static const CasMapWay ways[] = {
  { "road", CAS_MAP_WAY_SOLID },
  { "track", CAS_MAP_WAY_DASHED },
};

/* The Comune mat's steppers get no toast; setting a Comune out or aside does, with Undo
 * (setting it aside empties its mat). */
static const char *const quiet_verbs[] = { "comune * forces *", "comune * assets *", NULL };

const CasGameUi cas_inferno_ui = {
  .game_id = "inferno",
  /* ransom (issue 17): the Captured Knights boxes above the Locales' markers. */
  .markers_new = cas_inferno_markers_new,
  .markers_update = cas_inferno_markers_update,
  .map_shapes = shapes,
  .n_map_shapes = G_N_ELEMENTS (shapes),
  .map_ways = ways,
  .n_map_ways = G_N_ELEMENTS (ways),
  .conquered_letter = "A",
  .conquered_legend = N_("Allegiance markers"),
  .territory_name = { N_("Printed Guelph"), N_("Printed Ghibelline") },
  .lord_name = { N_("Guelph Lord"), N_("Ghibelline Lord") },
  .side_adjective = { N_("Guelph"), N_("Ghibelline") },
  /* levy: the Call to Arms steps as rows of the Levy calculator (3.5). */
  .levy_groups = cas_inferno_levy_groups,
  .draw_note = cas_inferno_draw_note, /* scen: the first Levy's draws (6.0 A, B) */
  .draw_excluded = cas_inferno_draw_excluded,
  .draw_event_new = cas_inferno_draw_event_new, /* inferno-app: `event` in the draw dialog */
  .plan_blind = cas_inferno_plan_blind,         /* inferno-app: FRIARS (I190) */
  .plan_shuffle = cas_inferno_plan_shuffle,
  .play_event_new = cas_inferno_play_event_new, /* inferno-events2: a Hold Event played */
  .step_note = cas_inferno_step_note,           /* inferno-events2: FRIARS on the bar */
  .step_asks = cas_inferno_step_asks,           /* inferno-fixes: the scenario's Levy (6.0) */
  .command_note = cas_inferno_command_note,     /* inferno-app: FRIARS' blind card (I190) */
  .credit = N_("Inferno: Guelphs and Ghibellines Vie for Tuscany, 1259–1261, GMT Games https://www.gmtgames.com"),
  /* treachery (issue 17): the Treachery cards in the Plan builder and on the Plan page. */
  .treachery_held = cas_inferno_treachery_held,
  .treachery_group_new = cas_inferno_treachery_group_new,
  /* comune (issue 17): the Comune mats after their Commanders' (inferno-comune-mat.c);
   * their steppers' clicks get no toast, as a Lord mat's */
  .second_mat_shown = cas_inferno_comune_mat_shown,
  .second_mat_new = cas_inferno_comune_mat_new,
  .second_mat_update = cas_inferno_comune_mat_update,
  /* app (issue 17): the Commander's mat sets his Comune out or aside (inferno-comune-switch.c). */
  .mat_section_new = cas_inferno_mat_section_new, /* inferno-levy: and the Levy's row (inferno-levy-mat.c) */
  .mat_section_update = cas_inferno_mat_section_update,
  .quiet_verbs = quiet_verbs,
  /* inferno-app (issue 17): Revolt, Treachery and Bribe, Exhaustion (inferno-calcs.c). */
  .calcs = cas_inferno_calcs,
  .n_calcs = CAS_INFERNO_N_CALCS,
};
