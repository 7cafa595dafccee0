/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-battle.c: castellan-cli battle, odds and roll. */
#include "config.h"

#include <string.h>

#include "cas-cli-commands.h"
#include "cas-settings.h"

static const char *const side_words[] = { "attacker", "defender" };
static const char *const fate_words[] = { "won", "retreat", "withdraw", "removed", "stays" };
static const char battle_usage[] =
  "usage: castellan-cli battle FILE LOCALE --attacker LORD [--from LOCALE] [--storm|--sally] [--array JSON] [--dice 3,1,6,...|--seed N] "
  "[--event E:SIDE,...] [--concede SIDE:ROUND,...] [--withdraw] [--retreat-to LOCALE] [--sally-lords LORD,...|none] [--absorb LORD,...] "
  "[--targets UNIT,...] [--json] [--apply]";
static const char odds_usage[] =
  "usage: castellan-cli odds FILE LOCALE [--storm|--sally] [--attacker LORD] [--from LOCALE] [--trials N] [--seed N] [--array JSON] "
  "[--event E:SIDE,...] [--concede SIDE:ROUND,...] [--withdraw] [--retreat-to LOCALE] [--sally-lords LORD,...|none] [--absorb LORD,...] [--targets UNIT,...] [--json]";

static int
lord_arg (CasGame *game, const char *id, int *code)
{
  int l = cas_game_find_lord (game, id);
  if (l < 0)
    *code = cas_cli_fail (2, "unknown Lord “%s”", id);
  return l;
}

/* battle-comune (issue 17): a Lord or a Comune fighting as its own Lord (Inferno 1.5.1,
 * 4.4.1), for --array and --absorb: its fighter index (CAS_BATTLE_COMUNE for a Comune). */
static int
fighter_arg (CasGame *game, const char *id, int *code)
{
  int l = cas_battle_parse_lord (game, id);
  if (l == -1)
    *code = cas_cli_fail (2, "unknown Lord “%s”", id);
  return l;
}

/* One element of a row or of the Reserve: a Lord's index, -1 for null, or -2 after an
 * error message (set in *code). A Reserve element that was neither once made the command
 * print nothing and exit 0 (found by tests/cli/random-arrays.py). */
static int
lord_element (CasGame *game, JsonNode *e, const char *key, int *code)
{
  if (JSON_NODE_HOLDS_NULL (e))
    return -1;
  const char *id = JSON_NODE_HOLDS_VALUE (e) ? json_node_get_string (e) : NULL;
  if (id == NULL)
    {
      *code = cas_cli_fail (2, "--array: “%s” lists Lord ids or null", key);
      return -2;
    }
  int l = fighter_arg (game, id, code);
  return l == -1 ? -2 : l;
}

/* A row of three places, left, center, right, Lord ids or null, into `row`. */
static gboolean
parse_row (CasGame *game, JsonNode *node, const char *key, int *row, int *code)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) != 3)
    {
      *code = cas_cli_fail (2, "--array: “%s” lists left, center and right (use null for an empty place)", key);
      return FALSE;
    }
  JsonArray *a = json_node_get_array (node);
  for (guint i = 0; i < 3; i++)
    {
      int l = lord_element (game, json_array_get_element (a, i), key, code);
      if (l == -2)
        return FALSE;
      if (l >= 0)
        row[i] = l;
    }
  return TRUE;
}

/* A list of Lord ids (null skipped), up to CAS_BATTLE_MAX_LORDS, into `out`. */
static gboolean
parse_list (CasGame *game, JsonNode *node, const char *key, int *out, int *n, int *code)
{
  if (node && !JSON_NODE_HOLDS_NULL (node) && !JSON_NODE_HOLDS_ARRAY (node))
    {
      *code = cas_cli_fail (2, "--array: “%s” is a list of Lord ids", key);
      return FALSE;
    }
  if (node && JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (a) && *n < CAS_BATTLE_MAX_LORDS; i++)
        {
          int l = lord_element (game, json_array_get_element (a, i), key, code);
          if (l == -2)
            return FALSE;
          if (l >= 0)
            out[(*n)++] = l;
        }
    }
  return TRUE;
}

/* --array '{"attacker": {"front": [null, "hermann", "yaroslav"], "reserve": [], "sally": [...]},
 *           "defender": {"front": [...], "reserve": [...], "rearguard": [...]}}' */
static gboolean
parse_array (CasGame *game, const char *text, CasBattleSetup *s, int *code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = cas_json_parse (text, strlen (text), &error);
  if (parser == NULL || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      *code = cas_cli_fail (2, "--array: not a JSON object (%s)", error ? error->message : "");
      return FALSE;
    }
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  s->has_array = TRUE;
  for (int side = 0; side < 2; side++)
    {
      JsonNode *n = json_object_get_member (root, side_words[side]);
      if (n == NULL)
        continue;
      if (!JSON_NODE_HOLDS_OBJECT (n))
        {
          *code = cas_cli_fail (2, "--array: “%s” must be an object", side_words[side]);
          return FALSE;
        }
      JsonObject *o = json_node_get_object (n);
      JsonNode *front = json_object_get_member (o, "front");
      JsonNode *reserve = json_object_get_member (o, "reserve");
      /* Relief Sally (4.4.1): the Sallying row (Attackers) and the Rearguard (Defenders). */
      const char *extra = side == CAS_ATTACKER ? "sally" : "rearguard";
      if (!parse_row (game, front, "front", s->front[side], code))
        return FALSE;
      if (!parse_row (game, json_object_get_member (o, extra), extra, side == CAS_ATTACKER ? s->sally_row : s->rearguard, code))
        return FALSE;
      if (!parse_list (game, reserve, "reserve", s->reserve[side], &s->n_reserve[side], code))
        return FALSE;
      /* battle-sally (Inferno 4.4.1, 4.5.3): the Sallying Lords waiting to come forward. */
      if (side == CAS_ATTACKER && !parse_list (game, json_object_get_member (o, "sally_reserve"), "sally_reserve", s->sally_reserve, &s->n_sally_reserve, code))
        return FALSE;
    }
  return TRUE;
}

/* --event NAME:attacker|defender|LORD,...: the game's Held Events by their ids
 * (CasLcBattleRules.events; Nevsky: hill:defender,field_organ:hermann). An Event played
 * on one Lord names him instead of the side; battle-distr: a DEFECTION Event may name
 * FROM:TO (Inferno: bocca_degli_abati:arezzo:siena) instead of the side. */
static gboolean
parse_events (CasGame *game, const char *text, CasBattleSetup *s, int active_side, int *code)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  for (char **it = items; *it; it++)
    {
      g_auto(GStrv) kv = g_strsplit (*it, ":", 2);
      const CasLcBattleEvent *ev = NULL;
      for (guint i = 0; cas_battle_event (game, i); i++)
        if (g_strcmp0 (kv[0], cas_battle_event (game, i)->id) == 0)
          ev = cas_battle_event (game, i);
      if (ev == NULL || kv[1] == NULL)
        {
          g_autoptr(GString) names = g_string_new (NULL);
          const char *on_lord = "";
          for (guint i = 0; cas_battle_event (game, i); i++)
            {
              const CasLcBattleEvent *e = cas_battle_event (game, i);
              g_string_append_printf (names, "%s%s", i ? " " : "", e->id);
              if (e->lord_label && !*on_lord)
                on_lord = e->id;
            }
          *code = cas_cli_fail (2, "--event: “%s” must be NAME:attacker|defender (%s:LORD); names: %s", *it, on_lord, names->str);
          return FALSE;
        }
      int side;
      /* battle-distr: DEFECTION (Inferno: bocca_degli_abati:FROM:TO) names the enemy Lord
       * (or Comune) whose units roll and the playing side's Lord who receives. */
      const char *colon = ev->effect == CAS_BATTLE_EVENT_DEFECTION ? strchr (kv[1], ':') : NULL;
      if (colon)
        {
          g_autofree char *from_id = g_strndup (kv[1], (gsize) (colon - kv[1]));
          int from = fighter_arg (game, from_id, code), to;
          if (from == -1 || (to = fighter_arg (game, colon + 1, code)) == -1)
            return FALSE;
          int from_side = cas_game_get_lord (game, cas_battle_lord_commander (game, from))->side;
          int to_side = cas_game_get_lord (game, cas_battle_lord_commander (game, to))->side;
          if (from_side == to_side)
            {
              *code = cas_cli_fail (2, "--event: “%s”: FROM and TO are of one side (FROM: the enemy mat whose units roll; TO: the Lord of the playing side who receives one)", *it);
              return FALSE;
            }
          s->defect_from = from;
          s->defect_to = to;
          s->events[to_side == active_side ? CAS_ATTACKER : CAS_DEFENDER] |= ev->effect;
          continue;
        }
      if (g_str_equal (kv[1], "attacker"))
        side = CAS_ATTACKER;
      else if (g_str_equal (kv[1], "defender"))
        side = CAS_DEFENDER;
      else if (ev->lord_label)   /* played on one Lord (Nevsky: Field Organ; Inferno: Sudden Clash) */
        {
          int l = lord_arg (game, kv[1], code);
          if (l < 0)
            return FALSE;
          s->event_lord = l;
          side = cas_game_get_lord (game, l)->side == active_side ? CAS_ATTACKER : CAS_DEFENDER;
        }
      else
        {
          *code = cas_cli_fail (2, "--event: “%s” must name attacker or defender", *it);
          return FALSE;
        }
      s->events[side] |= ev->effect;
    }
  return TRUE;
}

/* --sally-lords LORD,LORD|none, --absorb LORD,LORD */
static gboolean
parse_lords (CasGame *game, const char *option, const char *text, int *lords, int *n, int *code)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  *n = 0;
  if (g_strcmp0 (text, "none") == 0)
    return TRUE;
  for (char **it = items; *it; it++)
    {
      if (*n >= CAS_BATTLE_MAX_LORDS)
        {
          *code = cas_cli_fail (2, "%s: too many Lords", option);
          return FALSE;
        }
      /* --absorb may name a Comune (battle-comune); --sally-lords only Lords. */
      int l = g_str_equal (option, "--absorb") ? fighter_arg (game, g_strstrip (*it), code) : lord_arg (game, g_strstrip (*it), code);
      if ((lords[(*n)++] = l) == -1)
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_concede (const char *text, CasBattleSetup *s, int *code)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  for (char **it = items; *it; it++)
    {
      g_auto(GStrv) kv = g_strsplit (*it, ":", 2);
      guint64 round;
      int side = g_strcmp0 (kv[0], "attacker") == 0 ? 0 : g_strcmp0 (kv[0], "defender") == 0 ? 1 : -1;
      if (side < 0 || kv[1] == NULL || !g_ascii_string_to_unsigned (kv[1], 10, 1, 99, &round, NULL))
        {
          *code = cas_cli_fail (2, "--concede: “%s” must be attacker:ROUND or defender:ROUND", *it);
          return FALSE;
        }
      s->concede_round[side] = (int) round;
    }
  return TRUE;
}

/* --targets UNIT,UNIT,... (Inferno's Select Target, 4.4.2): the unit the striking side
 * picks for each such Hit in turn; "-" for Castellan's proposal. */
static gboolean
parse_targets (CasGame *game, const char *text, CasBattleSetup *s, int *code)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  s->n_targets = 0;
  for (char **it = items; *it; it++)
    {
      const char *id = g_strstrip (*it);
      if (s->n_targets >= CAS_BATTLE_MAX_TARGETS)
        {
          *code = cas_cli_fail (2, "--targets: at most %d choices", CAS_BATTLE_MAX_TARGETS);
          return FALSE;
        }
      int u = g_strcmp0 (id, "-") == 0 ? -1 : cas_game_find_unit (game, id);
      if (u < 0 && g_strcmp0 (id, "-") != 0)
        {
          *code = cas_cli_fail (2, "--targets: “%s” is not a unit type (or - for Castellan's proposal)", id);
          return FALSE;
        }
      s->targets[s->n_targets++] = u;
    }
  return TRUE;
}

static void
add_counts (CasGame *game, JsonBuilder *b, const char *member, const int *v)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    if (v[u])
      {
        cas_cli_json_int (b, cas_game_unit_id (game, u), v[u]);
      }
  json_builder_end_object (b);
}

static const char *
unit_lord_id (CasGame *game, int lord)
{
  return lord == CAS_BATTLE_GARRISON ? "garrison" : lord >= 0 || CAS_BATTLE_IS_COMUNE (lord) ? cas_battle_lord_id (game, lord) : NULL;
}

static JsonNode *
result_json (CasBattle *battle, CasGame *game, const CasBattleResult *r)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "winner");
  if (r->winner >= 0)
    json_builder_add_string_value (b, side_words[r->winner]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "sides");
  json_builder_begin_object (b);
  for (int s = 0; s < 2; s++)
    {
      cas_cli_json_string (b, side_words[s], cas_game_get_side_id (game, cas_battle_get_side (battle, s)));
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "array");
  json_builder_begin_object (b);
  for (int s = 0; s < 2; s++)
    {
      json_builder_set_member_name (b, side_words[s]);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "front");
      json_builder_begin_array (b);
      for (int p = 0; p < 3; p++)
        {
          int l = cas_battle_get_front (battle, s, p);
          if (l != -1)
            json_builder_add_string_value (b, cas_battle_lord_id (game, l));
          else
            json_builder_add_null_value (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "reserve");
      json_builder_begin_array (b);
      for (int p = 3; cas_battle_get_front (battle, s, p) != -1; p++)
        json_builder_add_string_value (b, cas_battle_lord_id (game, cas_battle_get_front (battle, s, p)));
      json_builder_end_array (b);
      /* Relief Sally (4.4.1): the Sallying row and the Rearguard, only when there is one. */
      if (cas_battle_is_relief_sally (battle))
        {
          json_builder_set_member_name (b, s == CAS_ATTACKER ? "sally" : "rearguard");
          json_builder_begin_array (b);
          for (int p = 0; p < 3; p++)
            {
              int l = cas_battle_get_sally_row (battle, s, p);
              if (l != -1)
                json_builder_add_string_value (b, cas_battle_lord_id (game, l));
              else
                json_builder_add_null_value (b);
            }
          json_builder_end_array (b);
          /* battle-sally (Inferno 4.4.1, 4.5.3): the Sallying Lords waiting to come forward. */
          if (s == CAS_ATTACKER && cas_battle_get_sally_size (battle) > 0)
            {
              json_builder_set_member_name (b, "sally_reserve");
              json_builder_begin_array (b);
              for (int p = 3; cas_battle_get_sally_row (battle, s, p) != -1; p++)
                json_builder_add_string_value (b, cas_battle_lord_id (game, cas_battle_get_sally_row (battle, s, p)));
              json_builder_end_array (b);
            }
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "rounds");
  json_builder_begin_array (b);
  for (int round = 1; round <= r->rounds; round++)
    {
      json_builder_begin_object (b);
      cas_cli_json_int (b, "round", round);
      json_builder_set_member_name (b, "steps");
      json_builder_begin_array (b);
      for (guint i = 0; i < r->steps->len; i++)
        {
          const CasBattleStep *st = &g_array_index (r->steps, CasBattleStep, i);
          if (st->round != round)
            continue;
          json_builder_begin_object (b);
          cas_cli_json_string (b, "step", cas_battle_step_id (battle, st->step));
          cas_cli_json_string (b, "side", side_words[st->side]);
          json_builder_set_member_name (b, "target");
          if (unit_lord_id (game, st->target))
            json_builder_add_string_value (b, unit_lord_id (game, st->target));
          else
            json_builder_add_null_value (b);
          cas_cli_json_int (b, "hits", st->hits);
          cas_cli_json_int (b, "crossbow_hits", st->crossbow_hits);
          cas_cli_json_int (b, "walls_cancelled", st->cancelled);
          if (st->sallying)
            {
              cas_cli_json_bool (b, "sallying", TRUE);
            }
          if (st->absorbed_by != -1)
            {
              cas_cli_json_string (b, "absorbed_by", cas_battle_lord_id (game, st->absorbed_by));
            }
          /* battle-distr: a card's Armor re-rolls for the target's Routed units (Inferno F21). */
          if (st->rally)
            {
              cas_cli_json_bool (b, "rally", TRUE);
            }
          /* battle-distr: a DEFECTION Event's rolls before Round 1's Strikes (Inferno S16). */
          if (st->defection)
            {
              cas_cli_json_bool (b, "defection", TRUE);
            }
          json_builder_set_member_name (b, "rolls");
          json_builder_begin_array (b);
          for (guint k = 0; k < st->rolls->len; k++)
            {
              const CasBattleRoll *ro = &g_array_index (st->rolls, CasBattleRoll, k);
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "unit");
              if (ro->walls)
                json_builder_add_string_value (b, "walls");
              else
                json_builder_add_string_value (b, cas_game_unit_id (game, ro->force));
              json_builder_set_member_name (b, "lord");
              if (unit_lord_id (game, ro->lord))
                json_builder_add_string_value (b, unit_lord_id (game, ro->lord));
              else
                json_builder_add_null_value (b);
              char range[16] = "none";
              if (ro->range > 0)
                g_snprintf (range, sizeof range, "1-%d", ro->range);
              cas_cli_json_string (b, "range", range);
              json_builder_set_member_name (b, "die");
              if (ro->die)
                json_builder_add_int_value (b, ro->die);
              else
                json_builder_add_null_value (b);
              cas_cli_json_bool (b, "saved", ro->saved);
              cas_cli_json_bool (b, "reroll", ro->reroll);
              /* Select Target (Inferno 4.4.2): only on the Hits whose unit the striker chose. */
              if (ro->selected)
                {
                  cas_cli_json_bool (b, "selected", TRUE);
                  cas_cli_json_int (b, "target_choice", ro->target_choice);
                }
              cas_cli_json_string (b, "for", ro->purpose ? ro->purpose : "");
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "losses");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->lord_ends->len; i++)
    {
      const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, i);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "lord", cas_battle_lord_id (game, e->lord));
      cas_cli_json_string (b, "fate", fate_words[e->fate]);
      json_builder_set_member_name (b, "retreat_to");
      if (e->to_locale >= 0)
        json_builder_add_string_value (b, cas_game_get_locale (game, e->to_locale)->id);
      else
        json_builder_add_null_value (b);
      add_counts (game, b, "lost", e->lost);
      add_counts (game, b, "recovered", e->recovered);
      /* Knights' Quarter (Inferno 4.4.4): of "lost", the units Captured; only in a game that has it. */
      if (cas_lc_rules (game) && cas_lc_rules (game)->battle && cas_lc_rules (game)->battle->knights_quarter_roll)
        add_counts (game, b, "captured", e->captured);
      /* The Assets this Lord hands over as Spoils (4.4.3); part of "spoils" below. */
      json_builder_set_member_name (b, "spoils_given");
      json_builder_begin_object (b);
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        if (e->given[a])
          {
            cas_cli_json_int (b, cas_game_asset_id (game, a), e->given[a]);
          }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "spoils");
  json_builder_begin_object (b);
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    {
      cas_cli_json_int (b, cas_game_asset_id (game, a), r->spoils[a]);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "service_shifts");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->lord_ends->len; i++)
    {
      const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, i);
      if (!e->service_shift)   /* roll 0: shifted without a roll (Inferno's Carroccio, 4.4.3) */
        continue;
      json_builder_begin_object (b);
      cas_cli_json_string (b, "lord", cas_battle_lord_id (game, e->lord));
      cas_cli_json_int (b, "roll", e->service_roll);
      cas_cli_json_int (b, "shift", -e->service_shift);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "end_rolls");
  json_builder_begin_array (b);
  for (guint k = 0; k < r->end_rolls->len; k++)
    {
      const CasBattleRoll *ro = &g_array_index (r->end_rolls, CasBattleRoll, k);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "lord", unit_lord_id (game, ro->lord));
      json_builder_set_member_name (b, "unit");
      if (ro->force >= 0)
        json_builder_add_string_value (b, cas_game_unit_id (game, ro->force));
      else
        json_builder_add_null_value (b);
      cas_cli_json_int (b, "die", ro->die);
      cas_cli_json_string (b, "for", ro->purpose);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  cas_cli_json_bool (b, "sacked", r->sacked);
  /* battle-distr (docs/cli.md): a DEFECTION Event played and working (Inferno S16 BOCCA
   * DEGLI ABATI); present only then. */
  if (r->defect_side >= 0)
    {
      json_builder_set_member_name (b, "defection");
      json_builder_begin_object (b);
      cas_cli_json_string (b, "side", side_words[r->defect_side]);
      cas_cli_json_string (b, "from", cas_battle_lord_id (game, r->defect_from));
      cas_cli_json_string (b, "to", cas_battle_lord_id (game, r->defect_to));
      cas_cli_json_string (b, "unit", cas_game_unit_id (game, r->defect_unit));
      cas_cli_json_int (b, "rolled", r->defect_rolled);
      cas_cli_json_int (b, "routed", r->defect_routed);
      cas_cli_json_int (b, "moved", r->defect_moved);
      json_builder_end_object (b);
    }
  /* Inferno (docs/cli.md): the Sack's Ruins and the Captured Knights boxes (4.4.4, 4.5.2,
   * 4.9.2), per side id; present only for a game with Knights' Quarter. */
  if (cas_lc_rules (game) && cas_lc_rules (game)->battle && cas_lc_rules (game)->battle->knights_quarter_roll)
    {
      cas_cli_json_bool (b, "ruined", r->ruined);
      json_builder_set_member_name (b, "captured");
      json_builder_begin_object (b);
      for (int s = 0; s < 2; s++)
        add_counts (game, b, cas_game_get_side_id (game, cas_battle_get_side (battle, s)), r->captured[s]);
      json_builder_end_object (b);
      add_counts (game, b, "garrison_captured", r->garrison_captured);
    }
  if (r->n_removed_coin > 0)
    {
      /* The game's key for them (CasLcBattleRules.removed_coin_key; Nevsky's is public). */
      json_builder_set_member_name (b, cas_lc_rules (game)->battle->removed_coin_key);
      json_builder_begin_array (b);
      for (int i = 0; i < r->n_removed_coin; i++)
        {
          json_builder_begin_object (b);
          cas_cli_json_string (b, "removed", cas_game_get_lord (game, r->removed_coin[i].removed)->id);
          cas_cli_json_string (b, "lord", cas_game_get_lord (game, r->removed_coin[i].lord)->id);
          cas_cli_json_int (b, "coin", r->removed_coin[i].coin);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char *
result_text (CasBattle *battle, CasGame *game, const CasBattleResult *r)
{
  GString *s = g_string_new (NULL);
  for (int round = 1; round <= r->rounds; round++)
    {
      g_string_append_printf (s, "Round %d\n", round);
      for (guint i = 0; i < r->steps->len; i++)
        {
          const CasBattleStep *st = &g_array_index (r->steps, CasBattleStep, i);
          if (st->round != round)
            continue;
          if (st->defection)   /* battle-distr: a DEFECTION Event's rolls (Inferno S16) */
            g_string_append_printf (s, "  %s's Event: %d %s of %s roll%s as against a Hit", side_words[st->side], st->hits,
                                    st->rolls->len ? cas_game_unit_id (game, g_array_index (st->rolls, CasBattleRoll, 0).force) : "",
                                    cas_battle_lord_id (game, st->target), st->hits == 1 ? "s" : "");
          else if (st->rally)   /* battle-distr: a card's Armor re-rolls after the Archery */
            g_string_append_printf (s, "  %s re-rolls Armor of Routed units of %s", side_words[st->side],
                                    cas_battle_lord_id (game, st->target));
          else
            g_string_append_printf (s, "  %s %s at %s: %d Hit%s", side_words[st->side], cas_battle_step_id (battle, st->step),
                                    st->target == CAS_BATTLE_GARRISON ? "the Garrison" : cas_battle_lord_id (game, st->target),
                                    st->hits, st->hits == 1 ? "" : "s");
          if (st->crossbow_hits)
            g_string_append_printf (s, " (%d Crossbow)", st->crossbow_hits);
          if (st->cancelled)
            g_string_append_printf (s, ", %d cancelled by %s", st->cancelled,
                                    cas_battle_step_by_siegeworks (battle, st) ? "Siegeworks" : "Walls");
          if (st->sallying)
            g_string_append (s, " (Sallying Lords, rounded separately)");
          if (st->absorbed_by != -1)
            g_string_append_printf (s, " (absorbed by %s)", cas_battle_lord_id (game, st->absorbed_by));
          g_string_append_c (s, '\n');
          for (guint k = 0; k < st->rolls->len; k++)
            {
              const CasBattleRoll *ro = &g_array_index (st->rolls, CasBattleRoll, k);
              if (ro->die)
                g_string_append_printf (s, "    %s: rolled %d, %s\n", ro->purpose, ro->die,
                                        ro->saved ? (ro->walls ? "cancelled" : "saved") : (ro->walls ? "stands" : "Routed"));
              else
                g_string_append_printf (s, "    %s\n", ro->purpose);
            }
        }
    }
  if (r->end_rolls->len)
    g_string_append (s, "After the Battle\n");
  for (guint k = 0; k < r->end_rolls->len; k++)
    {
      const CasBattleRoll *ro = &g_array_index (r->end_rolls, CasBattleRoll, k);
      g_string_append_printf (s, "    %s: rolled %d%s\n", ro->purpose, ro->die,
                              ro->range ? (ro->saved ? ", returns" : ", removed") : "");
    }
  g_string_append_printf (s, "Winner: %s (%s)\n", side_words[r->winner],
                          cas_game_get_side_name (game, cas_battle_get_side (battle, r->winner)));
  for (guint i = 0; i < r->lord_ends->len; i++)
    {
      const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, i);
      g_string_append_printf (s, "  %-14s %s", cas_battle_lord_id (game, e->lord), fate_words[e->fate]);
      if (e->to_locale >= 0)
        g_string_append_printf (s, " to %s", cas_game_get_locale (game, e->to_locale)->id);
      if (e->service_roll)
        g_string_append_printf (s, ", Service roll %d: %d left", e->service_roll, e->service_shift);
      else if (e->service_shift)
        g_string_append_printf (s, ", Service %d left without a roll", e->service_shift);
      /* Knights' Quarter (Inferno 4.4.4); never for Nevsky. */
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        if (e->captured[u])
          g_string_append_printf (s, ", %d %s Captured", e->captured[u], cas_game_unit_id (game, u));
      g_string_append_c (s, '\n');
    }
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    if (r->garrison_captured[u])
      g_string_append_printf (s, "  %-14s %d %s Captured\n", "garrison", r->garrison_captured[u], cas_game_unit_id (game, u));
  /* battle-distr: DEFECTION (Inferno S16). */
  if (r->defect_moved)
    g_string_append_printf (s, "  %d %s went over from %s to %s before Round 1\n", r->defect_moved, cas_game_unit_id (game, r->defect_unit),
                            cas_battle_lord_id (game, r->defect_from), cas_battle_lord_id (game, r->defect_to));
  return g_string_free (s, FALSE);
}

/* Shared by battle and odds: the table (with the attacker moved to LOCALE if he is not
 * there yet) and the setup. */
static CasTable *
prepare (CasJournal *journal, int argc, char **argv, CasBattleSetup *s, gboolean *json, gboolean *apply, const char **dice,
         const char **seed, const char **trials, gboolean odds, int *code)
{
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  gboolean missing = FALSE;
  *json = cas_cli_has_flag (&argc, argv, "--json");
  *apply = cas_cli_has_flag (&argc, argv, "--apply");
  gboolean storm = cas_cli_has_flag (&argc, argv, "--storm");
  gboolean sally = cas_cli_has_flag (&argc, argv, "--sally");
  gboolean withdraw = cas_cli_has_flag (&argc, argv, "--withdraw");
  const char *attacker = cas_cli_take_option (&argc, argv, "--attacker", &missing);
  const char *from = missing ? NULL : cas_cli_take_option (&argc, argv, "--from", &missing);
  const char *array = missing ? NULL : cas_cli_take_option (&argc, argv, "--array", &missing);
  const char *events = missing ? NULL : cas_cli_take_option (&argc, argv, "--event", &missing);
  const char *concede = missing ? NULL : cas_cli_take_option (&argc, argv, "--concede", &missing);
  const char *retreat_to = missing ? NULL : cas_cli_take_option (&argc, argv, "--retreat-to", &missing);
  const char *sally_lords = missing ? NULL : cas_cli_take_option (&argc, argv, "--sally-lords", &missing);
  const char *absorb = missing ? NULL : cas_cli_take_option (&argc, argv, "--absorb", &missing);
  const char *targets = missing ? NULL : cas_cli_take_option (&argc, argv, "--targets", &missing);
  *dice = missing ? NULL : cas_cli_take_option (&argc, argv, "--dice", &missing);
  *seed = missing ? NULL : cas_cli_take_option (&argc, argv, "--seed", &missing);
  if (trials)
    *trials = missing ? NULL : cas_cli_take_option (&argc, argv, "--trials", &missing);
  if (missing || argc != 1 || (storm && sally) || (!odds && attacker == NULL))
    {
      *code = cas_cli_fail (2, "%s", odds ? odds_usage : battle_usage);
      return NULL;
    }
  int locale = cas_cli_parse_locale (game, argv[0], code);
  if (locale < 0)
    return NULL;
  int active = -1;
  if (attacker)
    {
      if ((active = lord_arg (game, attacker, code)) < 0)
        return NULL;
    }
  else
    {
      /* odds without --attacker: the first Lord there of the side that does not hold it
       * (the Besieger in a Storm), else the first Lord there. */
      int holder = cas_rules_holder (t, locale);
      for (guint l = 0; l < cas_game_get_n_lords (game) && active < 0; l++)
        if (cas_rules_lord_locale (t, (int) l) == locale && cas_rules_lord_side (t, (int) l) != holder)
          active = (int) l;
      for (guint l = 0; l < cas_game_get_n_lords (game) && active < 0; l++)
        if (cas_rules_lord_locale (t, (int) l) == locale)
          active = (int) l;
      if (active < 0)
        {
          *code = cas_cli_fail (2, "nobody is at %s; name the attacker with --attacker LORD", argv[0]);
          return NULL;
        }
    }
  cas_battle_setup_init (s, storm ? CAS_BATTLE_STORM : sally ? CAS_BATTLE_SALLY : CAS_BATTLE_FIELD, locale, active);
  if (from && (s->from_locale = cas_cli_parse_locale (game, from, code)) < 0)
    return NULL;
  if (array && !parse_array (game, array, s, code))
    return NULL;
  if (events && !parse_events (game, events, s, cas_game_get_lord (game, active)->side, code))
    return NULL;
  if (concede && !parse_concede (concede, s, code))
    return NULL;
  s->withdraw = withdraw;
  if (sally_lords && !parse_lords (game, "--sally-lords", sally_lords, s->sally_lords, &s->n_sally_lords, code))
    return NULL;
  s->sally_chosen = sally_lords != NULL;
  if (absorb && !parse_lords (game, "--absorb", absorb, s->absorb, &s->n_absorb, code))
    return NULL;
  if (targets && !parse_targets (game, targets, s, code))
    return NULL;
  if (retreat_to && (s->retreat_to = cas_cli_parse_locale (game, retreat_to, code)) < 0)
    return NULL;
  CasTable *copy = cas_table_copy (t);
  /* Odds before a March: the attacker is where he would arrive. */
  if (odds && cas_rules_lord_locale (copy, active) != locale && cas_rules_lord_locale (copy, active) >= 0)
    {
      if (s->from_locale < 0)
        s->from_locale = cas_rules_lord_locale (copy, active);
      CAS_LORD (copy, active, CAS_L_LOCALE) = locale;
    }
  return copy;
}

int
cas_cmd_battle (int argc, char **argv)
{
  int code = 0;
  gboolean json, apply;
  const char *dice_arg, *seed_arg;
  CasBattleSetup setup;
  if (argc < 2)
    return cas_cli_fail (2, "%s", battle_usage);
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  g_autoptr(CasTable) table = prepare (journal, argc - 1, argv + 1, &setup, &json, &apply, &dice_arg, &seed_arg, NULL, FALSE, &code);
  if (table == NULL)
    return code;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasDice) dice = NULL;
  guint64 seed = 0;
  if (dice_arg && seed_arg)
    return cas_cli_fail (2, "give --dice or --seed, not both");
  if (dice_arg)
    {
      dice = cas_dice_new_from_string (dice_arg, &error);
      if (dice == NULL)
        return cas_cli_fail (2, "--dice: %s", error->message);
    }
  else if (seed_arg && !g_ascii_string_to_unsigned (seed_arg, 10, 0, G_MAXUINT32, &seed, NULL))
    return cas_cli_fail (2, "--seed must be a whole number");
  else
    dice = cas_dice_new_seeded (seed_arg ? (guint32) seed : (guint32) g_random_int ());
  g_autoptr(CasBattle) battle = cas_battle_new (table, &setup, &error);
  if (battle == NULL)
    return cas_cli_fail (2, "%s", error->message);
  g_autoptr(CasBattleResult) r = cas_battle_run (battle, dice, &error);
  if (r == NULL)
    return cas_cli_fail (2, "%s", error->message);
  JsonNode *node = result_json (battle, game, r);
  g_autofree char *text = result_text (battle, game, r);
  if (dice_arg)
    {
      /* Extra dice are not an error (players may type ahead), but say so. */
      g_auto(GStrv) parts = g_strsplit_set (dice_arg, ", \t", -1);
      guint given = 0, used = cas_dice_get_n_used (dice);
      for (char **p = parts; *p; p++)
        given += **p != '\0';
      json_object_set_int_member (json_node_get_object (node), "dice_given", given);
      json_object_set_int_member (json_node_get_object (node), "dice_used", used);
      if (used < given)
        {
          g_autofree char *longer = g_strdup_printf ("%sOnly the first %u of the %u dice given were needed.\n", text, used, given);
          g_free (text);
          text = g_steal_pointer (&longer);
        }
    }
  return cas_cli_finish_calc (argv[0], journal, node, text, r->explain, json, apply);
}

int
cas_cmd_odds (int argc, char **argv)
{
  int code = 0;
  gboolean json, apply;
  const char *dice_arg, *seed_arg, *trials_arg;
  CasBattleSetup setup;
  if (argc < 2)
    return cas_cli_fail (2, "%s", odds_usage);
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  g_autoptr(CasTable) table = prepare (journal, argc - 1, argv + 1, &setup, &json, &apply, &dice_arg, &seed_arg, &trials_arg, TRUE, &code);
  if (table == NULL)
    return code;
  guint64 trials = 1000, seed = 1;
  if (trials_arg && !g_ascii_string_to_unsigned (trials_arg, 10, 1, 10000000, &trials, NULL))
    return cas_cli_fail (2, "--trials must be 1 to 10000000");
  if (seed_arg && !g_ascii_string_to_unsigned (seed_arg, 10, 0, G_MAXUINT32, &seed, NULL))
    return cas_cli_fail (2, "--seed must be a whole number");
  if (dice_arg)
    return cas_cli_fail (2, "odds rolls its own dice: use --seed");
  g_autoptr(GError) error = NULL;
  CasBattleOdds odds;
  if (!cas_battle_odds (table, &setup, (int) trials, (guint32) seed, &odds, &error))
    return cas_cli_fail (2, "%s", error->message);
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      cas_cli_json_int (b, "trials", odds.trials);
      cas_cli_json_double (b, "attacker_wins", odds.attacker_wins);
      json_builder_set_member_name (b, "rout");
      json_builder_begin_object (b);
      for (int i = 0; i < odds.n_lords; i++)
        {
          cas_cli_json_double (b, cas_battle_lord_id (game, odds.lords[i]), odds.rout[i]);
        }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "expected_losses");
      json_builder_begin_object (b);
      for (int s = 0; s < 2; s++)
        {
          cas_cli_json_double (b, side_words[s], odds.expected_losses[s]);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      cas_cli_print_json (root);
      return 0;
    }
  g_print ("%s at %s, %d trials (default policies: nobody Concedes, Hits to the best Protection):\n",
           setup.kind == CAS_BATTLE_STORM ? "Storm" : setup.kind == CAS_BATTLE_SALLY ? "Sally" : "Battle",
           cas_game_get_locale (game, setup.locale)->name, odds.trials);
  g_print ("  attacker wins: %.1f%%\n", 100 * odds.attacker_wins);
  for (int i = 0; i < odds.n_lords; i++)
    g_print ("  %-14s Routs in %.1f%%\n", cas_battle_lord_id (game, odds.lords[i]), 100 * odds.rout[i]);
  g_print ("  expected units lost: attacker %.2f, defender %.2f\n", odds.expected_losses[0], odds.expected_losses[1]);
  /* battlecards (rules-decisions I86): the Forces table values these odds rest on, when
   * the public sources leave some open (Inferno's forces_table). */
  for (guint u = 0; u < cas_game_get_n_units (game); u++)
    {
      const CasUnit *unit = cas_game_get_unit (game, (int) u);
      if (unit->setting < 0)
        continue;
      const CasSetting *st = cas_game_get_setting (game, unit->setting);
      int v = cas_settings_value (table, unit->setting);
      g_print ("  Forces table: %s (setting %s): values not confirmed against the printed table; the other reading: option %s %s\n",
               st->values[v], st->id, st->id, st->values[v == 0 && st->n_values > 1 ? 1 : 0]);
      break;
    }
  return 0;
}

int
cas_cmd_roll (int argc, char **argv)
{
  gboolean missing = FALSE;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  const char *seed_arg = cas_cli_take_option (&argc, argv, "--seed", &missing);
  guint64 seed = 0;
  int n, sides;
  g_autoptr(GError) error = NULL;
  if (missing || argc != 1)
    return cas_cli_fail (2, "usage: castellan-cli roll NdM [--seed N] [--json]");
  if (!cas_dice_parse_pool (argv[0], &n, &sides, &error))
    return cas_cli_fail (2, "%s", error->message);
  if (seed_arg && !g_ascii_string_to_unsigned (seed_arg, 10, 0, G_MAXUINT32, &seed, NULL))
    return cas_cli_fail (2, "--seed must be a whole number");
  GRand *rand = seed_arg ? g_rand_new_with_seed ((guint32) seed) : g_rand_new ();
  g_autoptr(GString) s = g_string_new (NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  int total = 0;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "dice");
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    {
      int d = g_rand_int_range (rand, 1, sides + 1);
      total += d;
      json_builder_add_int_value (b, d);
      g_string_append_printf (s, "%s%d", i ? " " : "", d);
    }
  json_builder_end_array (b);
  cas_cli_json_int (b, "total", total);
  json_builder_end_object (b);
  g_rand_free (rand);
  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      cas_cli_print_json (root);
    }
  else
    g_print ("%s  (total %d)\n", s->str, total);
  return 0;
}
