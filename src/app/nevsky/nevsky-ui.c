/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-ui.c: Nevsky's row of the app's per-game table (cas-game-ui.h): the Veche box and
 * the Legate in the markers column, the map symbols of its Bishoprics and of Novgorod, its
 * sides' names in the map's legend, and the Papal Legate on the map (1.4.1). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-game-ui.h"
#include "nevsky/nevsky-ui.h"
#include "nevsky-cells.h"
#include "nevsky-types.h"

/* A Bishopric: a crenellated outline with a cross; Novgorod: the largest ring, doubled,
 * with the largest label. */
static const CasMapShape shapes[] = {
  { NEVSKY_LOCALE_BISHOPRIC, CAS_MAP_OUTLINE_CRENELLATED, CAS_MAP_MARK_CROSS, 7.5, 0 },
  { NEVSKY_LOCALE_NOVGOROD, CAS_MAP_OUTLINE_CIRCLE, CAS_MAP_MARK_DOUBLE_RING, 11.0, 10.5 },
};

static int
legate_locale (const CasTable *t)
{
  return CAS_GLOBAL (t, NEVSKY_G_LEGATE);
}

/* The Legate to LOCALE, or back on its card (-1). */
static char *
legate_action (CasGame *game, int locale)
{
  return locale >= 0 ? g_strdup_printf ("legate %s", cas_game_get_locale (game, locale)->id) : g_strdup ("legate card");
}

/* The Papal Legate offers a Teutonic Lord at his Locale +1 Command (4.2, 1.4.1). */
static char *
legate_command (const CasTable *t, int lord, const char **rules)
{
  int legate = CAS_GLOBAL (t, NEVSKY_G_LEGATE);

  if (legate < 0 || legate != CAS_LORD (t, lord, CAS_L_LOCALE) ||
      g_strcmp0 (cas_game_get_side_id (t->game, cas_game_get_lord (t->game, lord)->side), "teutonic") != 0)
    return NULL;
  *rules = "4.2,1.4.1";
  return g_strdup_printf (_("+1 Command for this card if he uses the Papal Legate, who is here at %s."),
                          cas_rules_locale_name (t, legate));
}

/* Hillforts (T8) is the Teutons' (4.8.1): the side that holds it. */
static int
hillforts_side (const CasTable *t)
{
  int side = -1;
  for (int s = 0; s < CAS_N_SIDES; s++)
    if (cas_rules_side_has_capability (t, s, "Hillforts"))
      side = s;
  return side;
}

static char *
veche_vp_text (int count)
{
  return g_strdup_printf (ngettext ("%d VP marker in the Veche", "%d VP markers in the Veche", count), count);
}

static const char *const quiet_verbs[] = { "veche ", NULL };

const CasGameUi cas_nevsky_ui = {
  .game_id = "nevsky",
  .markers_new = cas_nevsky_markers_new,
  .markers_update = cas_nevsky_markers_update,
  .map_shapes = shapes,
  .n_map_shapes = G_N_ELEMENTS (shapes),
  .territory_name = { N_("Teutonic territory"), N_("Russian territory") },
  .lord_name = { N_("Teutonic Lord"), N_("Russian Lord") },
  .token_locale = legate_locale,
  .token_action = legate_action,
  .token_id = "legate",
  .token_letter = "L",
  .token_name = N_("Papal Legate"),
  .token_short = N_("Legate"),
  .token_switch = N_("_Legate"),
  .token_tip = N_("The Papal Legate is here (off: back on its card)"),
  .quiet_verbs = quiet_verbs,
  .side_adjective = { N_("Teutonic"), N_("Russian") },
  .plan_order_tip = N_("Each side builds its Plan in private, the Teutons first"),
  .besieged_note = N_("He is Besieged: he may only Sally, use a stone Kremlin, or Pass."),
  .command_note = legate_command,
  .feed_excuse_side = hillforts_side,
  .feed_excuse_title = N_("Hillforts"),
  .feed_excused = N_("Excused (Hillforts)"),
  .vp_box_text = veche_vp_text,
  .credit = N_("Nevsky: Teutons and Rus in Collision, 1240–1242, GMT Games https://www.gmtgames.com"),
};
