/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-scenario.c (scen, issue 17): the special rules of Inferno's scenarios (6.0) that
 * change what a calculator says, read once per process from scenarios.json (whose loader,
 * cas-game.c, checks them):
 *   - B "skip_grow": no Grow after those boxes (4.9.1; read by inferno-endcampaign.c);
 *   - A "first_levy_draw": the first Levy draws one Capability, then one Event (3.1);
 *   - B "assign_capabilities": cards given to the side's Lords before its first draw (3.1.2);
 *   - E "extra_muster": an extra Muster before the first Levy (3.4; I162);
 *   - C "surrender_at": a Stronghold that Surrenders at once at so many Siege markers
 *     with no Lord inside (4.5.1; I163);
 *   - C "no_cross_dashed_line": the side's Lords may not cross the dashed line until the
 *     other side places a Siege or Ravaged marker (1.3.1, 4.3.5, 4.7.2; I164, I165).
 * Castellan flags what these forbid; it never refuses to record what the table did. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-scenario.h"
#include "inferno-revolt.h" /* cas_inferno_data_parse () */
#include "cas-audit.h"
#include "cas-rules.h"

/* Scenario id -> InfernoScenario (indices of the game first asked; every Inferno game
 * loads the same data). */
static GHashTable *rules_by_id;

static int
side_index (CasGame *game, const char *id)
{
  for (int s = 0; id && s < CAS_N_SIDES; s++)
    if (g_str_equal (cas_game_get_side_id (game, s), id))
      return s;
  return -1;
}

static void
read_ids (JsonArray *a, CasGame *game, int (*find) (CasGame *, const char *), int *out, int *n)
{
  for (guint k = 0; a && k < json_array_get_length (a) && *n < INFERNO_SCENARIO_MAX; k++)
    {
      int i = find (game, json_array_get_string_element (a, k));
      if (i >= 0)
        out[(*n)++] = i;
    }
}

static void
read_scenario (JsonObject *o, CasGame *game, InfernoScenario *s)
{
  s->assign_side = s->dashed_side = -1;
  if (json_object_has_member (o, "skip_grow"))
    {
      JsonArray *boxes = json_object_get_array_member (o, "skip_grow");
      for (guint k = 0; boxes && k < json_array_get_length (boxes); k++)
        {
          gint64 box = json_array_get_int_element (boxes, k);
          if (box > 0 && box < 64)
            s->skip_grow |= G_GUINT64_CONSTANT (1) << box;
        }
    }
  s->first_draw_cap_event = json_object_has_member (o, "first_levy_draw");
  if (json_object_has_member (o, "assign_capabilities"))
    {
      JsonObject *a = json_object_get_object_member (o, "assign_capabilities");
      for (int side = 0; a && side < CAS_N_SIDES; side++)
        if (json_object_has_member (a, cas_game_get_side_id (game, side)))
          {
            s->assign_side = side;
            read_ids (json_object_get_array_member (a, cas_game_get_side_id (game, side)), game, cas_game_find_card,
                      s->assign_cards, &s->n_assign);
          }
    }
  if (json_object_has_member (o, "extra_muster"))
    read_ids (json_object_get_array_member (o, "extra_muster"), game, cas_game_find_lord, s->extra_muster, &s->n_extra_muster);
  JsonArray *sur = json_object_has_member (o, "surrender_at") ? json_object_get_array_member (o, "surrender_at") : NULL;
  for (guint k = 0; sur && k < json_array_get_length (sur) && s->n_surrender < INFERNO_SCENARIO_MAX; k++)
    {
      JsonObject *e = json_array_get_object_element (sur, k);
      int loc = e ? cas_game_find_locale (game, json_object_get_string_member (e, "locale")) : -1;
      if (loc < 0)
        continue;
      s->surrender_locale[s->n_surrender] = loc;
      s->surrender_siege[s->n_surrender++] = (int) json_object_get_int_member (e, "siege");
    }
  if (json_object_has_member (o, "no_cross_dashed_line"))
    {
      JsonObject *d = json_object_get_object_member (o, "no_cross_dashed_line");
      s->dashed_side = d && json_object_has_member (d, "side") ? side_index (game, json_object_get_string_member (d, "side")) : -1;
    }
}

static gpointer
load_rules (gpointer data)
{
  CasGame *game = data;
  g_autoptr(JsonParser) parser = NULL;
  JsonNode *root;

  rules_by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if ((parser = cas_inferno_data_parse ("scenarios.json", NULL)) == NULL)
    return NULL;
  root = json_parser_get_root (parser);
  if (!JSON_NODE_HOLDS_OBJECT (root) || !json_object_has_member (json_node_get_object (root), "scenarios"))
    return NULL;
  JsonArray *list = json_object_get_array_member (json_node_get_object (root), "scenarios");
  for (guint i = 0; list && i < json_array_get_length (list); i++)
    {
      JsonNode *n = json_array_get_element (list, i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
      if (o == NULL || !json_object_has_member (o, "id"))
        continue;
      InfernoScenario *s = g_new0 (InfernoScenario, 1);
      read_scenario (o, game, s);
      g_hash_table_insert (rules_by_id, g_strdup (json_object_get_string_member (o, "id")), s);
    }
  return NULL;
}

const InfernoScenario *
inferno_scenario (const CasTable *t)
{
  static GOnce once = G_ONCE_INIT;
  static const InfernoScenario none = { .assign_side = -1, .dashed_side = -1 };
  const CasScenario *sc = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  g_once (&once, load_rules, t->game);
  const InfernoScenario *s = sc ? g_hash_table_lookup (rules_by_id, sc->id) : NULL;
  return s ? s : &none;
}

gboolean
inferno_scenario_first_levy (const CasTable *t)
{
  const CasScenario *sc = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  return sc && CAS_GLOBAL (t, CAS_G_BOX) == sc->first_box && CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_LEVY;
}

const char *
inferno_scenario_name (const CasTable *t)
{
  const CasScenario *sc = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  return sc ? cas_game_text (sc->name) : "";
}

static const char *
scenario_letter (const CasTable *t)
{
  const CasScenario *sc = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  return sc && sc->letter ? sc->letter : "";
}

gboolean
inferno_scenario_cta_skipped (const CasTable *t, int side)
{
  const char *letter = scenario_letter (t);
  if (g_str_equal (letter, "A") || g_str_equal (letter, "E"))
    return TRUE;
  if (g_str_equal (letter, "C"))
    return !inferno_scenario_first_levy (t) || g_strcmp0 (cas_game_get_side_id (t->game, side), "ghibelline") != 0;
  return FALSE;
}

gboolean
inferno_scenario_cta_as_war (const CasTable *t)
{
  return g_str_equal (scenario_letter (t), "D") && inferno_scenario_first_levy (t);
}

char *
inferno_scenario_assign_ids (const CasTable *t)
{
  const InfernoScenario *s = inferno_scenario (t);
  if (s->assign_side < 0 || s->n_assign == 0)
    return NULL;
  GString *cards = g_string_new (NULL);
  for (int k = 0; k < s->n_assign; k++)
    {
      g_autofree char *up = g_ascii_strup (cas_game_get_card (t->game, s->assign_cards[k])->id, -1);
      g_string_append_printf (cards, "%s%s", k ? ", " : "", up);
    }
  return g_string_free (cards, FALSE);
}

/* ------------------------------------------------------------------------ */
/* Levy (3.1, 3.4) */

/* B: the cards to assign that are still in the deck. */
static int
cards_to_assign (const CasTable *t, const InfernoScenario *s, int *out)
{
  int n = 0;
  for (int k = 0; k < s->n_assign; k++)
    if (CAS_CARD (t, s->assign_cards[k], CAS_K_STATE) == CAS_CARD_DECK)
      out[n++] = s->assign_cards[k];
  return n;
}

/* E: the Levy actions of `lord`'s extra Muster (his Lordship now), or -1 when he cannot
 * take Levy actions (not on the map, or where Lordship is barred). */
static int
extra_muster_actions (const CasLevyResult *r, int lord)
{
  const CasLevyLordship *ll = cas_levy_result_find_lordship (r, lord);
  return ll && ll->can_levy ? ll->lordship : -1;
}

void
inferno_scenario_levy_notes (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  const InfernoScenario *s = inferno_scenario (t);
  if (!inferno_scenario_first_levy (t))
    return;
  const char *name = inferno_scenario_name (t);
  if (s->first_draw_cap_event)
    cas_levy_note (r, ex, "3.1,3.1.2,6.0", _("%s, Sudden Campaign: in this first Levy each side draws one Capability, then one Event, instead of two Capabilities"),
                   name);
  int left[INFERNO_SCENARIO_MAX];
  int n_left = s->assign_side >= 0 ? cards_to_assign (t, s, left) : 0;
  if (n_left > 0)
    {
      GString *cards = g_string_new (NULL);
      for (int k = 0; k < n_left; k++)
        {
          const CasCard *c = cas_game_get_card (t->game, left[k]);
          g_autofree char *up = g_ascii_strup (c->id, -1);
          g_string_append_printf (cards, "%s%s %s", k ? ", " : "", up, c->cap_name);
        }
      cas_levy_note (r, ex, "3.1.2,6.0", _("%s, Reprisal War: before their first Arts of War draw the %s give their Lords %s (capability CARD LORD), then draw two Capabilities as usual"),
                     name, cas_rules_side_name (t, s->assign_side), cards->str);
      g_string_free (cards, TRUE);
    }
  for (int k = 0; k < s->n_extra_muster; k++)
    {
      int lord = s->extra_muster[k];
      int actions = extra_muster_actions (r, lord);
      if (actions < 0)
        cas_levy_note (r, ex, "3.4,6.0", _("%s, Resistance: %s would take an extra Muster before this first Levy, but cannot take Levy actions now"),
                       name, cas_rules_lord_name (t, lord));
      else
        cas_levy_note (r, ex, "3.4,6.0", ngettext ("%s, Resistance: before this first Levy %s takes an extra Muster of his own: %d more Levy action (his Lordship), spent before the Levy's Muster and not added to it",
                                                   "%s, Resistance: before this first Levy %s takes an extra Muster of his own: %d more Levy actions (his Lordship), spent before the Levy's Muster and not added to it",
                                                   (gulong) actions),
                       name, cas_rules_lord_name (t, lord), actions);
    }
}

/* The first Levy's rules that apply now (cards_to_assign () into left). */
static gboolean
levy_rules_apply (const CasTable *t, const InfernoScenario *s, int *left, int *n_left)
{
  *n_left = s->assign_side >= 0 ? cards_to_assign (t, s, left) : 0;
  return inferno_scenario_first_levy (t) && (s->first_draw_cap_event || *n_left > 0 || s->n_extra_muster > 0);
}

void
inferno_scenario_levy_json (const CasTable *t, const CasLevyResult *r, JsonBuilder *b)
{
  const InfernoScenario *s = inferno_scenario (t);
  int left[INFERNO_SCENARIO_MAX], n_left;
  if (!levy_rules_apply (t, s, left, &n_left))
    return;
  json_builder_set_member_name (b, "scenario_rules");
  json_builder_begin_object (b);
  if (s->first_draw_cap_event)
    {
      json_builder_set_member_name (b, "first_draw");
      json_builder_add_string_value (b, "capability_then_event");
    }
  if (n_left > 0)
    {
      json_builder_set_member_name (b, "assign_first");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "side");
      json_builder_add_string_value (b, cas_game_get_side_id (t->game, s->assign_side));
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      for (int k = 0; k < n_left; k++)
        json_builder_add_string_value (b, cas_game_get_card (t->game, left[k])->id);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  if (s->n_extra_muster > 0)
    {
      json_builder_set_member_name (b, "extra_muster");
      json_builder_begin_array (b);
      for (int k = 0; k < s->n_extra_muster; k++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "lord");
          json_builder_add_string_value (b, cas_game_get_lord (t->game, s->extra_muster[k])->id);
          json_builder_set_member_name (b, "levy_actions");
          json_builder_add_int_value (b, MAX (0, extra_muster_actions (r, s->extra_muster[k])));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

void
inferno_scenario_levy_text (const CasTable *t, const CasLevyResult *r, GString *out)
{
  const InfernoScenario *s = inferno_scenario (t);
  int left[INFERNO_SCENARIO_MAX], n_left;
  if (!levy_rules_apply (t, s, left, &n_left))
    return;
  g_string_append (out, "Scenario rules (6.0):\n");
  if (s->first_draw_cap_event)
    g_string_append (out, "  first draw: one Capability, then one Event\n");
  if (n_left > 0)
    {
      g_string_append_printf (out, "  %s assign first:", cas_game_get_side_id (t->game, s->assign_side));
      for (int k = 0; k < n_left; k++)
        g_string_append_printf (out, " %s", cas_game_get_card (t->game, left[k])->id);
      g_string_append (out, "; then draw two\n");
    }
  for (int k = 0; k < s->n_extra_muster; k++)
    g_string_append_printf (out, "  extra Muster: %s, %d Levy actions\n", cas_game_get_lord (t->game, s->extra_muster[k])->id,
                            MAX (0, extra_muster_actions (r, s->extra_muster[k])));
}

/* ------------------------------------------------------------------------ */
/* Surrender (4.5.1) */

int
inferno_scenario_surrender_at (const CasTable *t, int locale)
{
  const InfernoScenario *s = inferno_scenario (t);
  for (int k = 0; k < s->n_surrender; k++)
    if (s->surrender_locale[k] == locale)
      return s->surrender_siege[k];
  return 0;
}

/* ------------------------------------------------------------------------ */
/* The dashed line (1.3.1) */

/* I164: a marker the other side may have placed: Siege markers at a Stronghold of `side`'s
 * Allegiance (the other side Besieges it), or a Ravaged marker of the other side's colour. */
gboolean
inferno_scenario_line_closed (const CasTable *t, int side, CasExplain *ex)
{
  const InfernoScenario *s = inferno_scenario (t);
  if (s->dashed_side != side)
    return FALSE;
  int other = 1 - side;
  for (guint l = 0; l < cas_game_get_n_locales (t->game); l++)
    {
      gboolean siege = CAS_LOCALE (t, l, CAS_C_SIEGE) > 0 && cas_rules_holder (t, (int) l) == side;
      gboolean ravaged = CAS_LOCALE (t, l, CAS_C_RAVAGED) == other + 1;
      if (siege || ravaged)
        {
          if (ex)
            cas_explain_add (ex, "1.3.1,6.0", _("%s: the %s have a %s marker at %s, so the %s may cross the dashed line"),
                             inferno_scenario_name (t), cas_rules_side_name (t, other), siege ? _("Siege") : _("Ravaged"),
                             cas_rules_locale_name (t, (int) l), cas_rules_side_name (t, side));
          return FALSE;
        }
    }
  return TRUE;
}

/* The printed side of a Locale tells its side of the dashed line (1.3.1). */
static gboolean
crosses (const CasTable *t, int from, int to)
{
  int a = cas_game_get_locale (t->game, from)->side, b = cas_game_get_locale (t->game, to)->side;
  return a >= 0 && b >= 0 && a != b;
}

gboolean
inferno_scenario_march_forbidden (const CasTable *t, const int *lords, int n_lords, int from, int to, int side, CasExplain *ex)
{
  (void) lords;
  (void) n_lords;
  if (from < 0 || to < 0 || inferno_scenario (t)->dashed_side != side)
    return FALSE;
  if (!crosses (t, from, to))
    return FALSE;
  if (!inferno_scenario_line_closed (t, side, ex))
    return FALSE;
  cas_explain_add (ex, "1.3.1,6.0",
                   _("%s: %s and %s lie on the two sides of the dashed line, which the %s' Lords may not cross (not by "
                     "March, Avoid Battle or Retreat) until the %s place a Siege or Ravaged marker; the map shows none "
                     "they placed (if they did and it is gone, the line is open)"),
                   inferno_scenario_name (t), cas_rules_locale_name (t, from), cas_rules_locale_name (t, to),
                   cas_rules_side_name (t, side), cas_rules_side_name (t, 1 - side));
  return TRUE;
}

void
inferno_scenario_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex)
{
  int side = inferno_scenario (t)->dashed_side;
  if (side < 0 || !inferno_scenario_line_closed (t, side, NULL))
    return;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    {
      if (!cas_table_lord_on_map (t, (int) l) || cas_rules_lord_side (t, (int) l) != side)
        continue;
      int loc = cas_rules_lord_locale (t, (int) l);
      if (loc < 0 || cas_game_get_locale (t->game, loc)->side != 1 - side)
        continue;
      cas_audit_problem (a, ex, "1.3.1,6.0", NULL,
                         _("%s: %s is at %s, across the dashed line, which the %s' Lords may not cross until the %s place a "
                           "Siege or Ravaged marker, and the map shows none they placed"),
                         inferno_scenario_name (t), cas_rules_lord_name (t, (int) l), cas_rules_locale_name (t, loc),
                         cas_rules_side_name (t, side), cas_rules_side_name (t, 1 - side));
    }
}
