/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-table.c: the mirrored table: layout, scenario set-up (6.0), Victory (5.1), JSON. */
#include "config.h"

#include <string.h>

#include "cas-table.h"
#include "cas-muster.h"
#include "cas-settings.h"

static const char *const lord_states[] = { "unused", "map", "calendar", "removed" };
static const char *const vassal_states[] = { "ready", "mustered", "unready", "aside", "removed" };
static const char *const card_states[] = { "deck", "capability", "lord", "held", "this_levy", "this_campaign", "removed" };

const char *cas_lord_state_id (CasLordState s) { return s < G_N_ELEMENTS (lord_states) ? lord_states[s] : "?"; }
const char *cas_vassal_state_id (CasVassalState s) { return s < G_N_ELEMENTS (vassal_states) ? vassal_states[s] : "?"; }
const char *cas_card_state_id (CasCardState s) { return s < G_N_ELEMENTS (card_states) ? card_states[s] : "?"; }

static int
find_id (const char *const *ids, int n, const char *id)
{
  for (int i = 0; i < n; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return -1;
}

CasTable *
cas_table_new (CasGame *game)
{
  return cas_table_new_for (CAS_GAME_BASE (game));
}

void
cas_lc_table_init (CasGameBase *base, CasTable *self)
{
  CasGame *game = CAS_GAME (base);
  guint n_lords = cas_game_get_n_lords (game);
  guint n_locales = cas_game_get_n_locales (game);
  guint n_cards = cas_game_get_n_cards (game);

  self->game = game; /* the reference is the core's, in self->base */
  self->lords_at = CAS_G_N;
  self->locales_at = self->lords_at + n_lords * CAS_L_N;
  self->cards_at = self->locales_at + n_locales * CAS_C_N;
  self->mats_at = self->cards_at + n_cards * CAS_K_N;
  /* comune (issue 17): the Comune mats, empty until the players put something there */
  self->n = self->mats_at + cas_game_get_n_comuni (game) * CAS_M_N;
  self->v = g_new0 (gint, self->n);

  CAS_GLOBAL (self, CAS_G_BOX) = 1;
  int n_cells;
  const CasGameCell *cells = cas_game_get_cells (game, &n_cells);
  for (int i = 0; i < n_cells; i++)
    CAS_GLOBAL (self, CAS_G_GAME_0 + i) = cells[i].initial;
  CAS_GLOBAL (self, CAS_G_END_BOX) = -1;
  for (int i = 0; i < CAS_N_SIDES * CAS_MAX_PLAN; i++)
    CAS_GLOBAL (self, CAS_G_PLAN_0 + i) = CAS_PLAN_EMPTY;
  /* Settings (inf-cmd): each at its default (game.json "settings"). */
  for (guint i = 0; i < cas_game_get_n_settings (game); i++)
    CAS_GLOBAL (self, CAS_G_SETTING_0 + (int) i) = cas_game_get_setting (game, (int) i)->def;
  for (guint l = 0; l < n_lords; l++)
    {
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      CAS_LORD (self, l, CAS_L_STATE) = CAS_LORD_UNUSED;
      CAS_LORD (self, l, CAS_L_LOCALE) = -1;
      CAS_LORD (self, l, CAS_L_BOX) = -1;
      CAS_LORD (self, l, CAS_L_SERVICE) = CAS_NO_SERVICE;
      CAS_LORD (self, l, CAS_L_LIEUTENANT) = -1;
      for (int v = 0; v < CAS_MAX_VASSALS; v++)
        {
          CAS_LORD (self, l, CAS_L_VASSAL + v) = CAS_VASSAL_READY;
          CAS_LORD (self, l, CAS_L_VASSAL_BOX + v) = CAS_NO_SERVICE;
          CAS_LORD (self, l, CAS_L_VASSAL_SERVES + v) = -1; /* turncoat (issue 17) */
        }
      /* 3.4.2, 6.0: Special Vassals start aside: those of a card, and a Comune's (Inferno
       * 3.5.3: they come with the Comune mat). */
      for (int v = 0; v < lord->n_vassals; v++)
        {
          const CasVassal *vassal = cas_game_get_vassal (game, lord->vassals[v]);
          if (vassal->special_card >= 0 || vassal->comune >= 0)
            CAS_LORD (self, l, CAS_L_VASSAL + v) = CAS_VASSAL_ASIDE;
        }
    }
  for (guint c = 0; c < n_cards; c++)
    CAS_CARD (self, c, CAS_K_LORD) = -1;
}

const CasSeason *
cas_table_season (const CasTable *self)
{
  /* Settings (inf-cmd): the Season under the table's setting for the box (cas-settings.c). */
  return cas_settings_box_season (self, CAS_GLOBAL (self, CAS_G_BOX));
}

gboolean
cas_table_lord_on_map (const CasTable *self, int lord)
{
  return CAS_LORD (self, lord, CAS_L_STATE) == CAS_LORD_MAP;
}

/* 1.5.1: Marshals; a conditional Marshal only while the other is off the map. */
gboolean
cas_table_lord_is_marshal (const CasTable *self, int lord)
{
  const CasLord *l = cas_game_get_lord (self->game, lord);
  if (!cas_table_lord_on_map (self, lord))
    return FALSE;
  switch (l->marshal)
    {
    case CAS_MARSHAL_ALWAYS:
      return TRUE;
    case CAS_MARSHAL_UNLESS:
      return !cas_table_lord_on_map (self, l->marshal_unless);
    case CAS_MARSHAL_NEVER:
    default:
      return FALSE;
    }
}

int
cas_table_lord_units (const CasTable *self, int lord)
{
  int n = 0;
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    n += CAS_LORD (self, lord, CAS_L_FORCES + f);
  return n;
}

/* comune (issue 17): a Comune mat's own units (Inferno 1.5.1). */
int
cas_table_comune_units (const CasTable *self, int comune)
{
  int n = 0;
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    n += CAS_COMUNE (self, comune, CAS_M_FORCES + f);
  return n;
}

gboolean
cas_table_comune_mat_empty (const CasTable *self, int comune)
{
  for (int c = 0; c < CAS_M_N; c++)
    if (CAS_COMUNE (self, comune, c) != 0)
      return FALSE;
  return TRUE;
}

/* 5.1: Conquered markers (Nevsky) or Allegiance markers (Inferno 1.3.1), always the
 * side's that does not own the Locale, Castle markers (Nevsky) and Ruins (Inferno) of the
 * side's colour, Ravaged markers, each worth what game.json "vp" says (Nevsky 1, 1, ½;
 * Inferno 1, ½, ½), and the game's cells that count as VP (Nevsky 3.5.2: the Veche's VP
 * markers, for the second side). Then
 * the scenario's own rules (Inferno 6.0): C's card worth VP while in play, E's doubling
 * of everything but Ravaged markers. Kept in halves. */
int
cas_table_vp_markers_halves (const CasTable *self, int side)
{
  CasGame *game = self->game;
  const CasVpValues *vp = cas_game_get_vp_values (game);
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (self, CAS_G_SCENARIO));
  int halves = 0, ravaged = 0;

  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    {
      const CasLocale *loc = cas_game_get_locale (game, (int) i);
      if (loc->side != side)
        halves += vp->marker_halves * CAS_LOCALE (self, i, CAS_C_CONQUERED);
      if (CAS_LOCALE (self, i, CAS_C_CASTLE) == side + 1)
        halves += vp->castle_halves;
      if (CAS_LOCALE (self, i, CAS_C_RUINS) == side + 1)
        halves += vp->ruins_halves;
      if (CAS_LOCALE (self, i, CAS_C_RAVAGED) == side + 1)
        ravaged += vp->ravaged_halves;
    }
  int n_cells;
  const CasGameCell *cells = cas_game_get_cells (game, &n_cells);
  for (int i = 0; i < n_cells; i++)
    if (cells[i].vp_side == side + 1)
      halves += cas_game_get_cell_vp_halves (game, i) * CAS_GLOBAL (self, CAS_G_GAME_0 + i);
  if (s && s->vp_bonus_side == side && CAS_CARD (self, s->vp_bonus_card, CAS_K_STATE) == CAS_CARD_CAPABILITY)
    halves += s->vp_bonus_halves;
  if (s && s->vp_double_side == side)
    halves *= 2;
  return halves + ravaged;
}

int
cas_table_vp_halves (const CasTable *self, int side)
{
  int halves = cas_table_vp_markers_halves (self, side) + CAS_GLOBAL (self, CAS_G_EXTRA_VP_0 + side);
  /* 2.2.5: a side never exceeds the top of the track. */
  return CLAMP (halves, 0, cas_game_get_max_vp_halves (self->game));
}

/* 6.0 set-up. */
gboolean
cas_table_setup (CasTable *self, int scenario_index, GError **error)
{
  CasGame *game = self->game;
  const CasScenario *s = cas_game_get_scenario (game, scenario_index);
  g_autoptr(CasTable) fresh = cas_table_new (game);

  g_return_val_if_fail (s != NULL, FALSE);
  cas_table_assign (self, fresh);
  CAS_GLOBAL (self, CAS_G_BOX) = s->first_box;
  CAS_GLOBAL (self, CAS_G_SCENARIO) = scenario_index;
  CAS_GLOBAL (self, CAS_G_PHASE) = s->campaign ? CAS_PHASE_CAMPAIGN : CAS_PHASE_LEVY;
  int n_cells;
  cas_game_get_cells (game, &n_cells);
  for (int i = 0; i < n_cells; i++)
    CAS_GLOBAL (self, CAS_G_GAME_0 + i) = s->cells[i];
  CAS_GLOBAL (self, CAS_G_END_BOX) = s->end_box;

  for (guint i = 0; i < s->cylinders->len; i++)
    {
      const int *pair = &g_array_index (s->cylinders, int, (gsize) i * 2); /* elements are int[2] */
      CAS_LORD (self, pair[0], CAS_L_STATE) = CAS_LORD_CALENDAR;
      CAS_LORD (self, pair[0], CAS_L_BOX) = pair[1];
    }
  for (guint i = 0; i < s->removed->len; i++)
    CAS_LORD (self, g_array_index (s->removed, int, i), CAS_L_STATE) = CAS_LORD_REMOVED;

  for (guint i = 0; i < s->markers->len; i++)
    {
      const CasScenarioMarker *m = &g_array_index (s->markers, CasScenarioMarker, i);
      CAS_LOCALE (self, m->locale, CAS_C_CONQUERED) = m->conquered;
      CAS_LOCALE (self, m->locale, CAS_C_RAVAGED) = m->ravaged;
      CAS_LOCALE (self, m->locale, CAS_C_CASTLE) = m->castle;
      CAS_LOCALE (self, m->locale, CAS_C_WALLS) = m->walls;
      CAS_LOCALE (self, m->locale, CAS_C_RUINS) = m->ruins;
      CAS_LOCALE (self, m->locale, CAS_C_SIEGE) = m->siege;
    }

  /* Cards: No cards out of the game where the scenario says so (3.1.2). */
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    if (cas_game_get_card (game, (int) c)->no_card && s->no_cards == CAS_NO_CARDS_REMOVE)
      CAS_CARD (self, c, CAS_K_STATE) = CAS_CARD_REMOVED;
  for (guint i = 0; i < s->capabilities->len; i++)
    CAS_CARD (self, g_array_index (s->capabilities, int, i), CAS_K_STATE) = CAS_CARD_CAPABILITY;
  /* Events Held at the start (Inferno 6.0 A and F: F3). */
  for (guint i = 0; i < s->held_events->len; i++)
    CAS_CARD (self, g_array_index (s->held_events, int, i), CAS_K_STATE) = CAS_CARD_HELD;

  /* Side-wide Capabilities come first: they decide which Special Vassals are available. */
  for (guint i = 0; i < s->lords->len; i++)
    {
      const CasScenarioLord *sl = &g_array_index (s->lords, CasScenarioLord, i);
      if (!cas_muster_place (self, sl->lord, sl->locale, sl->has_transport ? sl->transport : NULL, error))
        return FALSE;
      CAS_LORD (self, sl->lord, CAS_L_SERVICE) = sl->service;
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        CAS_LORD (self, sl->lord, CAS_L_ASSETS + a) += sl->extra_assets[a];
      for (int k = 0; k < sl->n_capabilities; k++)
        {
          CAS_CARD (self, sl->capabilities[k], CAS_K_STATE) = CAS_CARD_LORD;
          CAS_CARD (self, sl->capabilities[k], CAS_K_LORD) = sl->lord;
        }
      for (int k = 0; k < sl->n_vassals; k++)
        cas_muster_vassal (self, sl->lord, cas_game_get_vassal (game, sl->vassals[k])->slot, CAS_VASSAL_MUSTERED);
    }
  for (int side = 0; side < CAS_N_SIDES; side++)
    for (int k = 0; k < CAS_MAX_PLAN; k++)
      CAS_GLOBAL (self, CAS_G_PLAN_0 + side * CAS_MAX_PLAN + k) = s->plans[side][k];
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Names of cells, for diffs and messages. */

const char *
cas_table_locale_cell_id (CasGame *game, int cell)
{
  static const char *const cells[CAS_C_N] = { "conquered", "ravaged", "siege", "castle", "walls", "ruins", "bypass" };
  g_return_val_if_fail (cell >= 0 && cell < CAS_C_N, "?");
  if (cell == CAS_C_CONQUERED && cas_game_get_marker_set (game) == CAS_MARKERS_ALLEGIANCE)
    return "allegiance";
  return cells[cell];
}

/* The Locale cells a game's markers use, in the order of `show --json` (docs/cli.md). */
static const int conquered_cells[] = { CAS_C_CONQUERED, CAS_C_RAVAGED, CAS_C_SIEGE, CAS_C_CASTLE, CAS_C_WALLS };
static const int allegiance_cells[] = { CAS_C_CONQUERED, CAS_C_RAVAGED, CAS_C_RUINS, CAS_C_SIEGE, CAS_C_WALLS };

static const int *
locale_cells (CasGame *game)
{
  G_STATIC_ASSERT (G_N_ELEMENTS (conquered_cells) == G_N_ELEMENTS (allegiance_cells));
  return cas_game_get_marker_set (game) == CAS_MARKERS_ALLEGIANCE ? allegiance_cells : conquered_cells;
}

/* Cells that hold a side (side + 1, 0 none), as opposed to a count. */
static gboolean
side_cell (int cell)
{
  return cell == CAS_C_RAVAGED || cell == CAS_C_CASTLE || cell == CAS_C_RUINS;
}

/* A unit or Asset type's id in the game's data ("unused" beyond its own types). */
static const char *
type_id (CasGame *game, gboolean forces, int i)
{
  if (forces)
    return i < (int) cas_game_get_n_units (game) ? cas_game_get_unit (game, i)->id : "unused";
  return i < (int) cas_game_get_n_assets (game) ? cas_game_get_asset (game, i)->id : "unused";
}

char *
cas_table_cell_name (const CasTable *self, guint index)
{
  /* The globals before the game cells, and after them (inferno-levy: two lists, so that
   * CAS_MAX_GAME_CELLS may change without a list of NULLs). */
  static const char *const globals[] = { "box", "phase" };
  static const char *const after_game[] = { "options.hidden_mats", "options.vassal_service",
                                            "options.no_horseback_archery", "options.bid",
                                            "extra_vp.0", "extra_vp.1", "step", "scenario", "plans.revealed.0",
                                            "plans.revealed.1", "end" };
  CasGame *game = self->game;

  G_STATIC_ASSERT (G_N_ELEMENTS (globals) == CAS_G_GAME_0);
  G_STATIC_ASSERT (G_N_ELEMENTS (after_game) == CAS_G_PLAN_0 - CAS_G_GAME_LAST - 1);
  if (index >= CAS_G_GAME_0 && index <= CAS_G_GAME_LAST)
    {
      int n_cells;
      const CasGameCell *cells = cas_game_get_cells (game, &n_cells);
      int i = (int) (index - CAS_G_GAME_0);
      return i < n_cells ? g_strdup (cells[i].name) : g_strdup_printf ("game[%d]", i);
    }
  if (index < CAS_G_GAME_0)
    return g_strdup (globals[index]);
  if (index < CAS_G_PLAN_0)
    return g_strdup (after_game[index - CAS_G_GAME_LAST - 1]);
  /* Settings (inf-cmd): "settings.aug_sep_season". */
  if (index >= CAS_G_SETTING_0 && index < CAS_G_N)
    return (int) (index - CAS_G_SETTING_0) < (int) cas_game_get_n_settings (game)
             ? g_strdup_printf ("settings.%s", cas_game_get_setting (game, (int) (index - CAS_G_SETTING_0))->id)
             : g_strdup_printf ("settings[%u]", index - CAS_G_SETTING_0);
  if (index < CAS_G_N)
    return g_strdup_printf ("plans.%s[%u]", cas_game_get_side_id (game, (int) ((index - CAS_G_PLAN_0) / CAS_MAX_PLAN)),
                            (index - CAS_G_PLAN_0) % CAS_MAX_PLAN);
  if (index < self->locales_at)
    {
      guint l = (index - self->lords_at) / CAS_L_N, c = (index - self->lords_at) % CAS_L_N;
      const char *id = cas_game_get_lord (game, (int) l)->id;
      static const char *const cells[] = { "state", "locale", "box", "service", "moved", "lieutenant" };
      if (c < CAS_L_FORCES)
        return g_strdup_printf ("lords[%s].%s", id, cells[c]);
      if (c < CAS_L_ROUTED)
        return g_strdup_printf ("lords[%s].forces.%s", id, type_id (game, TRUE, (int) (c - CAS_L_FORCES)));
      if (c < CAS_L_ASSETS)
        return g_strdup_printf ("lords[%s].routed.%s", id, type_id (game, TRUE, (int) (c - CAS_L_ROUTED)));
      if (c < CAS_L_VASSAL)
        return g_strdup_printf ("lords[%s].assets.%s", id, type_id (game, FALSE, (int) (c - CAS_L_ASSETS)));
      if (c < CAS_L_VASSAL_BOX)
        return g_strdup_printf ("lords[%s].vassals[%u].state", id, c - CAS_L_VASSAL);
      if (c < CAS_L_VASSAL_SERVES)
        return g_strdup_printf ("lords[%s].vassals[%u].service", id, c - CAS_L_VASSAL_BOX);
      return g_strdup_printf ("lords[%s].vassals[%u].serves", id, c - CAS_L_VASSAL_SERVES);
    }
  if (index < self->cards_at)
    {
      guint l = (index - self->locales_at) / CAS_C_N, c = (index - self->locales_at) % CAS_C_N;
      return g_strdup_printf ("locales[%s].%s", cas_game_get_locale (game, (int) l)->id,
                              cas_table_locale_cell_id (game, (int) c));
    }
  if (index < self->mats_at)
    {
      guint k = (index - self->cards_at) / CAS_K_N, c = (index - self->cards_at) % CAS_K_N;
      return g_strdup_printf ("cards[%s].%s", cas_game_get_card (game, (int) k)->id, c == 0 ? "state" : c == 1 ? "lord" : "mat");
    }
  /* comune (issue 17): "comune_mats[firenze].forces.cavalieri", by the Commander. */
  if (index < self->n)
    {
      guint m = (index - self->mats_at) / CAS_M_N, c = (index - self->mats_at) % CAS_M_N;
      const char *id = cas_game_get_lord (game, cas_game_get_comune (game, (int) m)->commander)->id;
      if (c < CAS_M_ASSETS)
        return g_strdup_printf ("comune_mats[%s].forces.%s", id, type_id (game, TRUE, (int) (c - CAS_M_FORCES)));
      return g_strdup_printf ("comune_mats[%s].assets.%s", id, type_id (game, FALSE, (int) (c - CAS_M_ASSETS)));
    }
  return g_strdup ("?");
}

/* treachery (issue 17): the words of Plan cards. */
char *
cas_plan_card_word (CasGame *game, int card)
{
  int treachery = cas_plan_treachery_lord (card);
  if (card == CAS_PLAN_PASS)
    return g_strdup ("pass");
  if (treachery >= 0)
    return g_strdup_printf ("treachery:%s", cas_game_get_lord (game, treachery)->id);
  return g_strdup (cas_game_get_lord (game, card)->id);
}

int
cas_plan_card_parse (CasGame *game, const char *word)
{
  if (g_strcmp0 (word, "pass") == 0)
    return CAS_PLAN_PASS;
  if (g_str_has_prefix (word, "treachery:"))
    {
      int lord = cas_game_find_lord (game, word + strlen ("treachery:"));
      return lord >= 0 && cas_game_get_lord (game, lord)->treachery ? CAS_PLAN_TREACHERY (lord) : CAS_PLAN_EMPTY;
    }
  int lord = cas_game_find_lord (game, word);
  return lord >= 0 ? lord : CAS_PLAN_EMPTY;
}

/* ------------------------------------------------------------------------ */
/* JSON: the same document serves `show --json` and the save file's snapshot. */

/* The word of a Locale cell's negative value `v` ("card" for -1), "?" beyond its words. */
static const char *
cell_word (const CasGameCell *c, int v)
{
  for (int k = 0; c->words && c->words[k]; k++)
    if (v == -1 - k)
      return c->words[k];
  return "?";
}

static void
add_side_or_null (JsonBuilder *b, CasGame *game, const char *member, int side_plus_one)
{
  json_builder_set_member_name (b, member);
  if (side_plus_one > 0)
    json_builder_add_string_value (b, cas_game_get_side_id (game, side_plus_one - 1));
  else
    json_builder_add_null_value (b);
}

static void
add_vp (JsonBuilder *b, int halves)
{
  if (halves % 2)
    json_builder_add_double_value (b, halves / 2.0);
  else
    json_builder_add_int_value (b, halves / 2);
}

static void
add_box_or_null (JsonBuilder *b, const char *member, int box)
{
  json_builder_set_member_name (b, member);
  if (box >= 0)
    json_builder_add_int_value (b, box);
  else
    json_builder_add_null_value (b);
}

static void
add_counts (CasGame *game, JsonBuilder *b, const char *member, const gint *v, gboolean forces)
{
  int n = (int) (forces ? cas_game_get_n_units (game) : cas_game_get_n_assets (game));
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  for (int i = 0; i < n; i++)
    {
      json_builder_set_member_name (b, type_id (game, forces, i));
      json_builder_add_int_value (b, v[i]);
    }
  json_builder_end_object (b);
}

/* The game's cells (CasGameCell), in their order: "box.vp" and "box.coin" in one object
 * "box", a Locale cell as the Locale's id or the word of its negative value. */
static void
add_game_cells (JsonBuilder *b, const CasTable *self)
{
  int n_cells;
  const CasGameCell *cells = cas_game_get_cells (self->game, &n_cells);
  g_autofree char *open = NULL;

  for (int i = 0; i < n_cells; i++)
    {
      const char *dot = strchr (cells[i].name, '.');
      int v = CAS_GLOBAL (self, CAS_G_GAME_0 + i);
      if (cells[i].omit_initial && v == cells[i].initial)
        continue;  /* levy (issue 17): saves from before the cell stay as they were */
      if (open && (dot == NULL || strncmp (open, cells[i].name, (gsize) (dot - cells[i].name)) != 0 ||
                   open[dot - cells[i].name] != '\0'))
        {
          json_builder_end_object (b);
          g_clear_pointer (&open, g_free);
        }
      if (dot && open == NULL)
        {
          open = g_strndup (cells[i].name, (gsize) (dot - cells[i].name));
          json_builder_set_member_name (b, open);
          json_builder_begin_object (b);
        }
      json_builder_set_member_name (b, dot ? dot + 1 : cells[i].name);
      if (cells[i].kind == CAS_GAME_CELL_LORDS)
        {
          /* treachery (issue 17): the Lords of the set, in their order. */
          json_builder_begin_array (b);
          for (guint l = 0; l < cas_game_get_n_lords (self->game) && l < 31; l++)
            if (v & (1 << l))
              json_builder_add_string_value (b, cas_game_get_lord (self->game, (int) l)->id);
          json_builder_end_array (b);
        }
      else if (cells[i].kind == CAS_GAME_CELL_COUNT)
        json_builder_add_int_value (b, v);
      else if (v >= 0)
        json_builder_add_string_value (b, cas_game_get_locale (self->game, v)->id);
      else
        json_builder_add_string_value (b, cell_word (&cells[i], v));
    }
  if (open)
    json_builder_end_object (b);
}

/* comune (issue 17): "comune_mats": {"firenze": {"forces": {...}, "assets": {...}}}, each
 * Comune mat that holds something, named by its Commander; absent while every mat is
 * empty (so saves from before stay as they were). */
static void
add_comune_mats (JsonBuilder *b, const CasTable *self)
{
  CasGame *game = self->game;
  gboolean open = FALSE;
  for (guint m = 0; m < cas_game_get_n_comuni (game); m++)
    {
      if (cas_table_comune_mat_empty (self, (int) m))
        continue;
      if (!open)
        {
          json_builder_set_member_name (b, "comune_mats");
          json_builder_begin_object (b);
          open = TRUE;
        }
      json_builder_set_member_name (b, cas_game_get_lord (game, cas_game_get_comune (game, (int) m)->commander)->id);
      json_builder_begin_object (b);
      add_counts (game, b, "forces", cas_table_comune ((CasTable *) self, (int) m, CAS_M_FORCES), TRUE);
      add_counts (game, b, "assets", cas_table_comune ((CasTable *) self, (int) m, CAS_M_ASSETS), FALSE);
      json_builder_end_object (b);
    }
  if (open)
    json_builder_end_object (b);
}

JsonNode *
cas_table_to_json (const CasTable *self)
{
  CasGame *game = self->game;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "scenario");
  json_builder_add_string_value (b, cas_game_get_scenario (game, CAS_GLOBAL (self, CAS_G_SCENARIO))->id);
  json_builder_set_member_name (b, "box");
  json_builder_add_int_value (b, CAS_GLOBAL (self, CAS_G_BOX));
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, CAS_GLOBAL (self, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN ? "campaign" : "levy");
  json_builder_set_member_name (b, "vp");
  json_builder_begin_object (b);
  for (int s = 0; s < CAS_N_SIDES; s++)
    {
      json_builder_set_member_name (b, cas_game_get_side_id (game, s));
      add_vp (b, cas_table_vp_halves (self, s));
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "extra_vp");
  json_builder_begin_object (b);
  for (int s = 0; s < CAS_N_SIDES; s++)
    {
      json_builder_set_member_name (b, cas_game_get_side_id (game, s));
      add_vp (b, CAS_GLOBAL (self, CAS_G_EXTRA_VP_0 + s));
    }
  json_builder_end_object (b);
  /* The game's own cells (Nevsky's Higher Authorities, 1.4: the Veche box and the Legate). */
  add_game_cells (b, self);
  /* Inferno 6.0: the End marker's box (null: not on the Calendar yet, F's Exhaustion). */
  if (cas_game_has_end_marker (game))
    add_box_or_null (b, "end", CAS_GLOBAL (self, CAS_G_END_BOX));
  json_builder_set_member_name (b, "options");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "hidden_mats");
  json_builder_add_boolean_value (b, CAS_GLOBAL (self, CAS_G_OPT_HIDDEN_MATS));
  json_builder_set_member_name (b, "vassal_service");
  json_builder_add_boolean_value (b, CAS_GLOBAL (self, CAS_G_OPT_VASSAL_SERVICE));
  json_builder_set_member_name (b, "no_horseback_archery");
  json_builder_add_boolean_value (b, CAS_GLOBAL (self, CAS_G_OPT_NO_HORSEBACK_ARCHERY));
  json_builder_set_member_name (b, "bid");
  json_builder_add_int_value (b, CAS_GLOBAL (self, CAS_G_BID));
  json_builder_end_object (b);
  json_builder_set_member_name (b, "step");
  json_builder_add_int_value (b, CAS_GLOBAL (self, CAS_G_STEP));
  /* Settings (inf-cmd): only once a table has chosen other than the defaults, so that
   * older saves and show --json stay as they were. */
  if (!cas_settings_all_default (self))
    {
      json_builder_set_member_name (b, "settings");
      json_builder_begin_object (b);
      for (guint i = 0; i < cas_game_get_n_settings (game); i++)
        {
          const CasSetting *set = cas_game_get_setting (game, (int) i);
          json_builder_set_member_name (b, set->id);
          json_builder_add_string_value (b, set->values[cas_settings_value (self, (int) i)]);
        }
      json_builder_end_object (b);
    }

  json_builder_set_member_name (b, "lords");
  json_builder_begin_array (b);
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      int state = CAS_LORD (self, l, CAS_L_STATE);
      int locale = CAS_LORD (self, l, CAS_L_LOCALE);
      int lt = CAS_LORD (self, l, CAS_L_LIEUTENANT);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, lord->id);
      json_builder_set_member_name (b, "side");
      json_builder_add_string_value (b, cas_game_get_side_id (game, lord->side));
      json_builder_set_member_name (b, "state");
      json_builder_add_string_value (b, cas_lord_state_id (state));
      json_builder_set_member_name (b, "locale");
      if (state == CAS_LORD_MAP && locale >= 0)
        json_builder_add_string_value (b, cas_game_get_locale (game, locale)->id);
      else
        json_builder_add_null_value (b);
      add_box_or_null (b, "box", state == CAS_LORD_CALENDAR ? CAS_LORD (self, l, CAS_L_BOX) : -1);
      add_box_or_null (b, "service", CAS_LORD (self, l, CAS_L_SERVICE));
      add_counts (game, b, "forces", cas_table_lord ((CasTable *) self, (int) l, CAS_L_FORCES), TRUE);
      add_counts (game, b, "routed", cas_table_lord ((CasTable *) self, (int) l, CAS_L_ROUTED), TRUE);
      add_counts (game, b, "assets", cas_table_lord ((CasTable *) self, (int) l, CAS_L_ASSETS), FALSE);
      json_builder_set_member_name (b, "vassals");
      json_builder_begin_array (b);
      for (int v = 0; v < lord->n_vassals; v++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "id");
          json_builder_add_string_value (b, cas_game_get_vassal (game, lord->vassals[v])->id);
          json_builder_set_member_name (b, "state");
          json_builder_add_string_value (b, cas_vassal_state_id (CAS_LORD (self, l, CAS_L_VASSAL + v)));
          add_box_or_null (b, "service", CAS_LORD (self, l, CAS_L_VASSAL_BOX + v));
          /* turncoat (issue 17): only while it serves another Lord, so older saves stay */
          int serves = CAS_LORD (self, l, CAS_L_VASSAL_SERVES + v);
          if (serves >= 0)
            {
              json_builder_set_member_name (b, "serves");
              json_builder_add_string_value (b, cas_game_get_lord (game, serves)->id);
            }
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "moved");
      json_builder_add_boolean_value (b, CAS_LORD (self, l, CAS_L_MOVED) != 0);
      json_builder_set_member_name (b, "marshal");
      json_builder_add_boolean_value (b, cas_table_lord_is_marshal (self, (int) l));
      json_builder_set_member_name (b, "lieutenant");
      if (lt >= 0)
        json_builder_add_string_value (b, cas_game_get_lord (game, lt)->id);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_comune_mats (b, self);

  json_builder_set_member_name (b, "locales");
  json_builder_begin_array (b);
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, cas_game_get_locale (game, (int) i)->id);
      for (guint k = 0; k < G_N_ELEMENTS (conquered_cells); k++)
        {
          int cell = locale_cells (game)[k];
          if (side_cell (cell))
            add_side_or_null (b, game, cas_table_locale_cell_id (game, cell), CAS_LOCALE (self, i, cell));
          else
            {
              json_builder_set_member_name (b, cas_table_locale_cell_id (game, cell));
              json_builder_add_int_value (b, CAS_LOCALE (self, i, cell));
            }
        }
      /* victory (Inferno 4.3.5): the Bypassing side, only where there is one, so that
       * older saves and show --json stay as they were. */
      if (CAS_LOCALE (self, i, CAS_C_BYPASS))
        add_side_or_null (b, game, cas_table_locale_cell_id (game, CAS_C_BYPASS), CAS_LOCALE (self, i, CAS_C_BYPASS));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    {
      int lord = CAS_CARD (self, c, CAS_K_LORD);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, cas_game_get_card (game, (int) c)->id);
      json_builder_set_member_name (b, "state");
      json_builder_add_string_value (b, cas_card_state_id (CAS_CARD (self, c, CAS_K_STATE)));
      json_builder_set_member_name (b, "lord");
      if (lord >= 0)
        json_builder_add_string_value (b, cas_game_get_lord (game, lord)->id);
      else
        json_builder_add_null_value (b);
      /* battle-sally: a This Lord card on the Comune mat of `lord` (Inferno 3.4.4). */
      if (CAS_CARD (self, c, CAS_K_MAT))
        {
          json_builder_set_member_name (b, "mat");
          json_builder_add_string_value (b, "comune");
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "plans");
  json_builder_begin_object (b);
  for (int s = 0; s < CAS_N_SIDES; s++)
    {
      json_builder_set_member_name (b, cas_game_get_side_id (game, s));
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      for (int k = 0; k < CAS_MAX_PLAN; k++)
        {
          int v = CAS_GLOBAL (self, CAS_G_PLAN_0 + s * CAS_MAX_PLAN + k);
          if (v == CAS_PLAN_EMPTY)
            break;
          g_autofree char *word = cas_plan_card_word (game, v);
          json_builder_add_string_value (b, word);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "revealed");
      json_builder_add_int_value (b, CAS_GLOBAL (self, CAS_G_PLAN_REVEALED_0 + s));
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* The inverse of cas_table_to_json(), strict: anything missing or out of range is an
 * error and the table is left as it was. */
typedef struct {
  CasTable *t;
  GError **error;
  const char *where;
} Reader;

G_GNUC_PRINTF (2, 3)
static void
set_read_error (Reader *r, const char *format, ...)
{
  va_list args;
  g_autofree char *msg = NULL;
  if (r->error == NULL || *r->error)
    return;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (r->error, CAS_ERROR, CAS_ERROR_SAVE, "table snapshot: %s%s%s", r->where ? r->where : "",
               r->where ? ": " : "", msg);
}

/* Sets the error (the first one only) and is FALSE: `return rfail (r, ...)`. A macro so
 * that the FALSE is visible where it is used: static analyzers do not follow calls to
 * variadic functions, and took a failed rbool () for one that had set its *out. */
#define rfail(r, ...) (set_read_error ((r), __VA_ARGS__), FALSE)

static JsonObject *
robj (Reader *r, JsonObject *o, const char *member)
{
  JsonNode *n = o ? json_object_get_member (o, member) : NULL;
  if (n == NULL || !JSON_NODE_HOLDS_OBJECT (n))
    {
      set_read_error (r, "\"%s\" must be an object", member);
      return NULL;
    }
  return json_node_get_object (n);
}

static JsonArray *
rarr (Reader *r, JsonObject *o, const char *member, guint expected)
{
  JsonNode *n = json_object_get_member (o, member);
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    {
      set_read_error (r, "\"%s\" must be a list", member);
      return NULL;
    }
  JsonArray *a = json_node_get_array (n);
  if (expected != G_MAXUINT && json_array_get_length (a) != expected)
    {
      set_read_error (r, "\"%s\" must have %u entries, not %u", member, expected, json_array_get_length (a));
      return NULL;
    }
  return a;
}

static gboolean
read_int (Reader *r, JsonObject *o, const char *member, int min, int max, gboolean nullable, int *out)
{
  JsonNode *n = o ? json_object_get_member (o, member) : NULL;
  if (nullable && n && JSON_NODE_HOLDS_NULL (n))
    {
      *out = -1;
      return TRUE;
    }
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return rfail (r, "\"%s\" must be a whole number", member);
  gint64 v = json_node_get_int (n);
  if (v < min || v > max)
    return rfail (r, "\"%s\" is %" G_GINT64_FORMAT ", expected %d to %d", member, v, min, max);
  *out = (int) v;
  return TRUE;
}

static gboolean
rbool (Reader *r, JsonObject *o, const char *member, int *out)
{
  JsonNode *n = o ? json_object_get_member (o, member) : NULL;
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return rfail (r, "\"%s\" must be true or false", member);
  *out = json_node_get_boolean (n) ? 1 : 0;
  return TRUE;
}

static const char *
rstr (Reader *r, JsonObject *o, const char *member, gboolean nullable)
{
  JsonNode *n = o ? json_object_get_member (o, member) : NULL;
  if (nullable && n && JSON_NODE_HOLDS_NULL (n))
    return "";
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    {
      set_read_error (r, "\"%s\" must be text", member);
      return NULL;
    }
  return json_node_get_string (n);
}

static gboolean
rside (Reader *r, JsonObject *o, const char *member, int *out)
{
  const char *s = rstr (r, o, member, TRUE);
  if (s == NULL)
    return FALSE;
  if (*s == '\0')
    {
      *out = 0;
      return TRUE;
    }
  int side = cas_game_find_side (r->t->game, s);
  if (side < 0)
    return rfail (r, "\"%s\": unknown side \"%s\"", member, s);
  *out = side + 1;
  return TRUE;
}

static gboolean
rlord (Reader *r, JsonObject *o, const char *member, int *out)
{
  const char *s = rstr (r, o, member, TRUE);
  if (s == NULL)
    return FALSE;
  if (*s == '\0')
    {
      *out = -1;
      return TRUE;
    }
  *out = cas_game_find_lord (r->t->game, s);
  return *out >= 0 || rfail (r, "\"%s\": unknown Lord \"%s\"", member, s);
}

static gboolean
rcounts (Reader *r, JsonObject *o, const char *member, gint *out, gboolean forces)
{
  JsonObject *c = robj (r, o, member);
  int n = (int) (forces ? cas_game_get_n_units (r->t->game) : cas_game_get_n_assets (r->t->game));
  if (c == NULL)
    return FALSE;
  for (int i = 0; i < n; i++)
    if (!read_int (r, c, type_id (r->t->game, forces, i), 0, 999, FALSE, &out[i]))
      return FALSE;
  return TRUE;
}

static gboolean
rhalves (Reader *r, JsonObject *o, const char *member, int *out)
{
  JsonNode *n = json_object_get_member (o, member);
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) ||
      (json_node_get_value_type (n) != G_TYPE_INT64 && json_node_get_value_type (n) != G_TYPE_DOUBLE))
    return rfail (r, "\"%s\" must be a number", member);
  double v = json_node_get_double (n);
  if (!(v >= -99 && v <= 99) || v * 2 != (int) (v * 2))
    return rfail (r, "\"%s\" must be a whole or half number", member);
  *out = (int) (v * 2);
  return TRUE;
}

/* The game's cells of `kind` (add_game_cells ()): its counts come before the End marker,
 * its Locales after the extra VP. */
static gboolean
read_game_cells (Reader *r, JsonObject *o, CasGameCellKind kind)
{
  int n_cells;
  const CasGameCell *cells = cas_game_get_cells (r->t->game, &n_cells);
  for (int i = 0; i < n_cells; i++)
    {
      const CasGameCell *c = &cells[i];
      const char *dot = strchr (c->name, '.');
      gint *cell = &CAS_GLOBAL (r->t, CAS_G_GAME_0 + i);
      JsonObject *in = o;
      if (c->kind != kind)
        continue;
      /* levy (issue 17): a cell written only when not at its initial value. */
      if (c->omit_initial)
        {
          g_autofree char *obj = dot ? g_strndup (c->name, (gsize) (dot - c->name)) : NULL;
          JsonNode *on = obj ? json_object_get_member (o, obj) : NULL;
          *cell = c->initial;
          if (obj && on == NULL)
            continue;
          if ((obj == NULL || JSON_NODE_HOLDS_OBJECT (on)) &&
              !json_object_has_member (obj ? json_node_get_object (on) : o, dot ? dot + 1 : c->name))
            continue;
        }
      if (dot)
        {
          g_autofree char *obj = g_strndup (c->name, (gsize) (dot - c->name));
          if ((in = robj (r, o, obj)) == NULL)
            return FALSE;
        }
      const char *member = dot ? dot + 1 : c->name;
      if (kind == CAS_GAME_CELL_LORDS)
        {
          /* treachery (issue 17): an array of Lord ids, each once, of the cell's side. */
          JsonArray *ids = rarr (r, in, member, G_MAXUINT);
          if (ids == NULL)
            return FALSE;
          *cell = 0;
          for (guint k = 0; k < json_array_get_length (ids); k++)
            {
              JsonNode *n = json_array_get_element (ids, k);
              const char *id = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
                                   ? json_node_get_string (n) : NULL;
              int l = id ? cas_game_find_lord (r->t->game, id) : -1;
              if (l < 0 || l >= 31)
                return rfail (r, "\"%s\": unknown Lord \"%s\"", c->name, id ? id : "?");
              if (c->lords_side > 0 && cas_game_get_lord (r->t->game, l)->side != c->lords_side - 1)
                return rfail (r, "\"%s\": %s is not a Lord of that side", c->name, id);
              if (*cell & (1 << l))
                return rfail (r, "\"%s\": %s is listed twice", c->name, id);
              *cell |= 1 << l;
            }
          continue;
        }
      if (kind == CAS_GAME_CELL_COUNT)
        {
          if (!read_int (r, in, member, 0, c->save_max, FALSE, cell))
            return FALSE;
          continue;
        }
      const char *s = rstr (r, in, member, FALSE);
      if (s == NULL)
        return FALSE;
      *cell = G_MININT;
      for (int k = 0; c->words && c->words[k]; k++)
        if (g_str_equal (s, c->words[k]))
          *cell = -1 - k;
      if (*cell == G_MININT && (*cell = cas_game_find_locale (r->t->game, s)) < 0)
        return rfail (r, "\"%s\": unknown Locale \"%s\"", c->name, s);
    }
  return TRUE;
}

/* comune (issue 17): "comune_mats" is optional (absent: every mat empty); a member per
 * Commander whose Comune mat holds something. */
static gboolean
read_comune_mats (Reader *r, JsonObject *o)
{
  CasGame *game = r->t->game;
  if (!json_object_has_member (o, "comune_mats"))
    return TRUE;
  JsonObject *mats = robj (r, o, "comune_mats");
  if (mats == NULL)
    return FALSE;
  g_autoptr(GList) members = json_object_get_members (mats);
  for (GList *m = members; m; m = m->next)
    {
      int lord = cas_game_find_lord (game, m->data);
      int comune = lord >= 0 ? cas_game_get_lord (game, lord)->comune : -1;
      if (comune < 0)
        return rfail (r, "\"comune_mats\": \"%s\" is not a Commander with a Comune", (const char *) m->data);
      r->where = m->data;
      JsonObject *mo = robj (r, mats, m->data);
      if (mo == NULL || !rcounts (r, mo, "forces", cas_table_comune (r->t, comune, CAS_M_FORCES), TRUE) ||
          !rcounts (r, mo, "assets", cas_table_comune (r->t, comune, CAS_M_ASSETS), FALSE))
        return FALSE;
    }
  r->where = NULL;
  return TRUE;
}

gboolean
cas_table_from_json (CasTable *self, JsonNode *node, GError **error)
{
  CasGame *game = self->game;
  g_autoptr(CasTable) t = cas_table_new (game);
  Reader r = { .t = t, .error = error };
  int n_boxes = (int) cas_game_get_n_boxes (game);
  JsonObject *o, *sub;
  const char *s;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return rfail (&r, "must be an object");
  o = json_node_get_object (node);
  if ((s = rstr (&r, o, "scenario", FALSE)) == NULL)
    return FALSE;
  if ((CAS_GLOBAL (t, CAS_G_SCENARIO) = cas_game_find_scenario (game, s)) < 0)
    return rfail (&r, "unknown scenario \"%s\"", s);
  if (!read_int (&r, o, "box", 1, n_boxes, FALSE, &CAS_GLOBAL (t, CAS_G_BOX)))
    return FALSE;
  if ((s = rstr (&r, o, "phase", FALSE)) == NULL)
    return FALSE;
  if (!g_str_equal (s, "levy") && !g_str_equal (s, "campaign"))
    return rfail (&r, "\"phase\" must be levy or campaign");
  CAS_GLOBAL (t, CAS_G_PHASE) = g_str_equal (s, "campaign");
  if (!read_game_cells (&r, o, CAS_GAME_CELL_COUNT))
    return FALSE;
  if (cas_game_has_end_marker (game) && !read_int (&r, o, "end", 1, n_boxes + 1, TRUE, &CAS_GLOBAL (t, CAS_G_END_BOX)))
    return FALSE;
  if ((sub = robj (&r, o, "extra_vp")) == NULL)
    return FALSE;
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (!rhalves (&r, sub, cas_game_get_side_id (game, side), &CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + side)))
      return FALSE;
  if (!read_game_cells (&r, o, CAS_GAME_CELL_LOCALE))
    return FALSE;
  if (!read_game_cells (&r, o, CAS_GAME_CELL_LORDS)) /* treachery (issue 17) */
    return FALSE;
  if ((sub = robj (&r, o, "options")) == NULL || !rbool (&r, sub, "hidden_mats", &CAS_GLOBAL (t, CAS_G_OPT_HIDDEN_MATS)) ||
      !rbool (&r, sub, "vassal_service", &CAS_GLOBAL (t, CAS_G_OPT_VASSAL_SERVICE)) ||
      !rbool (&r, sub, "no_horseback_archery", &CAS_GLOBAL (t, CAS_G_OPT_NO_HORSEBACK_ARCHERY)) ||
      !read_int (&r, sub, "bid", 0, 99, FALSE, &CAS_GLOBAL (t, CAS_G_BID)))
    return FALSE;
  if (!read_int (&r, o, "step", 0, 999, FALSE, &CAS_GLOBAL (t, CAS_G_STEP)))
    return FALSE;
  /* Settings (inf-cmd): absent means every default. */
  for (guint i = 0; i < cas_game_get_n_settings (game); i++)
    CAS_GLOBAL (t, CAS_G_SETTING_0 + (int) i) = cas_game_get_setting (game, (int) i)->def;
  if (json_object_has_member (o, "settings"))
    {
      if ((sub = robj (&r, o, "settings")) == NULL)
        return FALSE;
      for (guint i = 0; i < cas_game_get_n_settings (game); i++)
        {
          const CasSetting *set = cas_game_get_setting (game, (int) i);
          if (!json_object_has_member (sub, set->id))
            continue;
          if ((s = rstr (&r, sub, set->id, FALSE)) == NULL)
            return FALSE;
          int v = find_id ((const char *const *) set->values, set->n_values, s);
          if (v < 0)
            return rfail (&r, "\"settings\": \"%s\" cannot be \"%s\"", set->id, s);
          CAS_GLOBAL (t, CAS_G_SETTING_0 + (int) i) = v;
        }
    }

  JsonArray *lords = rarr (&r, o, "lords", cas_game_get_n_lords (game));
  if (lords == NULL)
    return FALSE;
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      JsonNode *ln = json_array_get_element (lords, l);
      JsonObject *lo = JSON_NODE_HOLDS_OBJECT (ln) ? json_node_get_object (ln) : NULL;
      int state, moved;
      r.where = lord->id;
      if (lo == NULL)
        return rfail (&r, "must be an object");
      if (g_strcmp0 (rstr (&r, lo, "id", FALSE), lord->id) != 0)
        return rfail (&r, "Lords are out of order");
      if ((s = rstr (&r, lo, "state", FALSE)) == NULL)
        return FALSE;
      if ((state = find_id (lord_states, G_N_ELEMENTS (lord_states), s)) < 0)
        return rfail (&r, "unknown state \"%s\"", s);
      CAS_LORD (t, l, CAS_L_STATE) = state;
      if ((s = rstr (&r, lo, "locale", TRUE)) == NULL)
        return FALSE;
      CAS_LORD (t, l, CAS_L_LOCALE) = *s ? cas_game_find_locale (game, s) : -1;
      if (*s && CAS_LORD (t, l, CAS_L_LOCALE) < 0)
        return rfail (&r, "unknown Locale \"%s\"", s);
      if ((state == CAS_LORD_MAP) != (*s != '\0'))
        return rfail (&r, "a Lord has a Locale exactly when he is on the map");
      if (!read_int (&r, lo, "box", 0, n_boxes + 1, TRUE, &CAS_LORD (t, l, CAS_L_BOX)) ||
          !read_int (&r, lo, "service", 0, n_boxes + 1, TRUE, &CAS_LORD (t, l, CAS_L_SERVICE)))
        return FALSE;
      if ((state == CAS_LORD_CALENDAR) != (CAS_LORD (t, l, CAS_L_BOX) >= 0))
        return rfail (&r, "a Lord has a cylinder box exactly when he is on the Calendar");
      if (!rcounts (&r, lo, "forces", cas_table_lord (t, (int) l, CAS_L_FORCES), TRUE) ||
          !rcounts (&r, lo, "routed", cas_table_lord (t, (int) l, CAS_L_ROUTED), TRUE) ||
          !rcounts (&r, lo, "assets", cas_table_lord (t, (int) l, CAS_L_ASSETS), FALSE) ||
          !rbool (&r, lo, "moved", &moved) || !rlord (&r, lo, "lieutenant", &CAS_LORD (t, l, CAS_L_LIEUTENANT)))
        return FALSE;
      CAS_LORD (t, l, CAS_L_MOVED) = moved;
      JsonArray *vs = rarr (&r, lo, "vassals", (guint) lord->n_vassals);
      if (vs == NULL)
        return FALSE;
      for (int v = 0; v < lord->n_vassals; v++)
        {
          JsonNode *vn = json_array_get_element (vs, (guint) v);
          JsonObject *vo = JSON_NODE_HOLDS_OBJECT (vn) ? json_node_get_object (vn) : NULL;
          int vstate;
          if (vo == NULL || g_strcmp0 (rstr (&r, vo, "id", FALSE), cas_game_get_vassal (game, lord->vassals[v])->id) != 0)
            return rfail (&r, "vassals[%d] must be %s", v, cas_game_get_vassal (game, lord->vassals[v])->id);
          if ((s = rstr (&r, vo, "state", FALSE)) == NULL)
            return FALSE;
          if ((vstate = find_id (vassal_states, G_N_ELEMENTS (vassal_states), s)) < 0)
            return rfail (&r, "vassal %d: unknown state \"%s\"", v, s);
          CAS_LORD (t, l, CAS_L_VASSAL + v) = vstate;
          if (!read_int (&r, vo, "service", 0, n_boxes + 1, TRUE, &CAS_LORD (t, l, CAS_L_VASSAL_BOX + v)))
            return FALSE;
          /* turncoat (issue 17): optional, absent in older saves */
          if (json_object_has_member (vo, "serves") && !rlord (&r, vo, "serves", &CAS_LORD (t, l, CAS_L_VASSAL_SERVES + v)))
            return FALSE;
        }
    }
  r.where = NULL;
  if (!read_comune_mats (&r, o))
    return FALSE;

  JsonArray *locales = rarr (&r, o, "locales", cas_game_get_n_locales (game));
  if (locales == NULL)
    return FALSE;
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    {
      const CasLocale *loc = cas_game_get_locale (game, (int) i);
      JsonNode *ln = json_array_get_element (locales, i);
      JsonObject *lo = JSON_NODE_HOLDS_OBJECT (ln) ? json_node_get_object (ln) : NULL;
      r.where = loc->id;
      if (lo == NULL || g_strcmp0 (rstr (&r, lo, "id", FALSE), loc->id) != 0)
        return rfail (&r, "Locales are out of order");
      for (guint k = 0; k < G_N_ELEMENTS (conquered_cells); k++)
        {
          int cell = locale_cells (game)[k];
          const char *id = cas_table_locale_cell_id (game, cell);
          if (side_cell (cell) ? !rside (&r, lo, id, &CAS_LOCALE (t, i, cell))
                               : !read_int (&r, lo, id, 0, cell == CAS_C_WALLS ? 1 : 9, FALSE, &CAS_LOCALE (t, i, cell)))
            return FALSE;
        }
      /* victory (Inferno 4.3.5): "bypass" is optional (absent: none). */
      if (json_object_has_member (lo, "bypass") && !rside (&r, lo, "bypass", &CAS_LOCALE (t, i, CAS_C_BYPASS)))
        return FALSE;
    }
  r.where = NULL;

  JsonArray *cards = rarr (&r, o, "cards", cas_game_get_n_cards (game));
  if (cards == NULL)
    return FALSE;
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    {
      const CasCard *card = cas_game_get_card (game, (int) c);
      JsonNode *cn = json_array_get_element (cards, c);
      JsonObject *co = JSON_NODE_HOLDS_OBJECT (cn) ? json_node_get_object (cn) : NULL;
      int state;
      r.where = card->id;
      if (co == NULL || g_strcmp0 (rstr (&r, co, "id", FALSE), card->id) != 0)
        return rfail (&r, "cards are out of order");
      if ((s = rstr (&r, co, "state", FALSE)) == NULL)
        return FALSE;
      if ((state = find_id (card_states, G_N_ELEMENTS (card_states), s)) < 0)
        return rfail (&r, "unknown card state \"%s\"", s);
      CAS_CARD (t, c, CAS_K_STATE) = state;
      if (!rlord (&r, co, "lord", &CAS_CARD (t, c, CAS_K_LORD)))
        return FALSE;
      /* battle-sally: "mat": "comune", present only for a This Lord card on a Comune mat
       * (older saves have none). */
      CAS_CARD (t, c, CAS_K_MAT) = 0;
      if (json_object_has_member (co, "mat"))
        {
          if ((s = rstr (&r, co, "mat", FALSE)) == NULL)
            return FALSE;
          if (g_strcmp0 (s, "comune") != 0 || state != CAS_CARD_LORD || CAS_CARD (t, c, CAS_K_LORD) < 0 ||
              cas_game_get_lord (game, CAS_CARD (t, c, CAS_K_LORD))->comune < 0)
            return rfail (&r, "\"mat\" is \"comune\", for a This Lord card of a Commander with a Comune");
          CAS_CARD (t, c, CAS_K_MAT) = 1;
        }
    }
  r.where = NULL;

  JsonObject *plans = robj (&r, o, "plans");
  if (plans == NULL)
    return FALSE;
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      JsonObject *p = robj (&r, plans, cas_game_get_side_id (game, side));
      JsonArray *pc;
      if (p == NULL || (pc = rarr (&r, p, "cards", G_MAXUINT)) == NULL ||
          !read_int (&r, p, "revealed", 0, CAS_MAX_PLAN, FALSE, &CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0 + side)))
        return FALSE;
      if (json_array_get_length (pc) > CAS_MAX_PLAN)
        return rfail (&r, "a Plan holds at most %d cards", CAS_MAX_PLAN);
      for (guint k = 0; k < json_array_get_length (pc); k++)
        {
          const char *id = json_node_get_string (json_array_get_element (pc, k));
          int v = id ? cas_plan_card_parse (game, id) : CAS_PLAN_EMPTY;
          if (v == CAS_PLAN_EMPTY)
            return rfail (&r, "unknown Plan card \"%s\"", id ? id : "?");
          CAS_GLOBAL (t, CAS_G_PLAN_0 + side * CAS_MAX_PLAN + (int) k) = v;
        }
    }
  cas_table_assign (self, t);
  return TRUE;
}

gboolean
cas_lc_table_setup (CasGameBase *game, CasTable *table, int scenario, GError **error)
{
  g_return_val_if_fail (table->base == game, FALSE);
  return cas_table_setup (table, scenario, error);
}
