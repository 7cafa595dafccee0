/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-victory.c: the victory, audit and endcampaign subcommands of castellan-cli
 * (docs/calculators/victory.md, audit.md, endcampaign.md). */
#include "config.h"

#include "cas-cli-commands.h"

#include "cas-lc-rules.h"

static void
add_vp (JsonObject *o, const char *member, int halves)
{
  if (halves % 2)
    json_object_set_double_member (o, member, halves / 2.0);
  else
    json_object_set_int_member (o, member, halves / 2);
}

static void
set_string_or_null (JsonObject *o, const char *member, const char *value)
{
  if (value)
    json_object_set_string_member (o, member, value);
  else
    json_object_set_null_member (o, member);
}

static JsonObject *
victory_json (CasGame *game, const CasVictory *v)
{
  JsonObject *o = json_object_new ();
  JsonObject *vp = json_object_new ();
  JsonArray *items = json_array_new ();

  for (int side = 0; side < CAS_N_SIDES; side++)
    add_vp (vp, cas_game_get_side_id (game, side), v->halves[side]);
  json_object_set_object_member (o, "vp", vp);
  for (guint i = 0; i < v->items->len; i++)
    {
      const CasVpItem *it = &g_array_index (v->items, CasVpItem, i);
      JsonObject *io = json_object_new ();
      json_object_set_string_member (io, "side", cas_game_get_side_id (game, it->side));
      json_object_set_string_member (io, "kind", cas_vp_kind_id (game, it->kind));
      set_string_or_null (io, "locale", it->locale >= 0 ? cas_game_get_locale (game, it->locale)->id : NULL);
      json_object_set_int_member (io, "count", it->kind == CAS_VP_EXTRA ? it->halves / 2 : it->count);
      add_vp (io, "vp", it->halves);
      json_array_add_object_element (items, io);
    }
  json_object_set_array_member (o, "items", items);
  set_string_or_null (o, "campaign_victory", cas_outcome_id (game, v->campaign_victory));
  set_string_or_null (o, "leader", cas_outcome_id (game, v->leader));
  json_object_set_boolean_member (o, "final_box", v->final_box);
  set_string_or_null (o, "result", cas_outcome_id (game, v->result));
  set_string_or_null (o, "if_ended_now", cas_outcome_id (game, v->if_ended_now));
  /* victory (issue 17): a game with its own Victory track and last box (Inferno 2.2.5,
   * 6.0) adds them; Nevsky's document stays as it was. */
  const CasLcRules *rules = cas_lc_rules (game);
  if (rules && rules->victory_track)
    {
      JsonObject *track = json_object_new ();
      for (int side = 0; side < CAS_N_SIDES; side++)
        if (v->track[side] >= 0)
          add_vp (track, cas_game_get_side_id (game, side), v->track[side]);
        else
          json_object_set_null_member (track, cas_game_get_side_id (game, side));
      json_object_set_object_member (o, "track", track);
    }
  if (rules && rules->victory_last_box)
    json_object_set_int_member (o, "last_box", v->last_box);
  return o;
}

static const char *
outcome_words (CasGame *game, int outcome)
{
  if (outcome == CAS_OUTCOME_DRAW)
    return "a draw";
  if (outcome >= 0 && outcome < CAS_N_SIDES)
    return cas_game_get_side_name (game, outcome);
  return "none";
}

static void
victory_text (GString *out, CasGame *game, const CasVictory *v)
{
  g_autofree char *vp0 = cas_vp_text (v->halves[0]);
  g_autofree char *vp1 = cas_vp_text (v->halves[1]);

  g_string_append_printf (out, "  %s: %s VP   %s: %s VP\n", cas_game_get_side_name (game, 0), vp0,
                          cas_game_get_side_name (game, 1), vp1);
  g_string_append_printf (out, "  Leader: %s\n", v->leader >= 0 ? cas_game_get_side_name (game, v->leader) : "tied");
  /* victory (Inferno 2.2.5): the net score, when the track shows it. */
  if (v->track[0] != v->halves[0] || v->track[1] != v->halves[1])
    for (int side = 0; side < CAS_N_SIDES; side++)
      if (v->track[side] >= 0 && (v->track[1 - side] < 0 || side == 0))
        {
          g_autofree char *net = cas_vp_text (v->track[side]);
          if (v->track[1 - side] >= 0)
            g_string_append (out, "  Victory track: net score 0, both markers at 0\n");
          else
            g_string_append_printf (out, "  Victory track: net score, the %s' marker at %s\n",
                                    cas_game_get_side_name (game, side), net);
        }
  g_string_append_printf (out, "  Campaign Victory: %s\n", outcome_words (game, v->campaign_victory));
  g_string_append_printf (out, "  Final box: %s\n", v->final_box ? "yes" : "no");
  if (v->result != CAS_OUTCOME_NONE)
    g_string_append_printf (out, "  Result: %s\n", outcome_words (game, v->result));
  else
    g_string_append_printf (out, "  If the scenario ended now: %s\n", outcome_words (game, v->if_ended_now));
}

static char *
heading (const char *what, CasJournal *journal)
{
  const CasTable *t = cas_journal_get_table (journal);
  CasGame *game = cas_journal_get_game (journal);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  return g_strdup_printf ("%s, box %d (%s %d, %s) of %s\n", what, box, cas_table_season (t)->name,
                          cas_game_get_box (game, box)->year,
                          CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN ? "Campaign" : "Levy",
                          cas_journal_get_scenario_info (journal)->name);
}

/* Shared argument handling: FILE plus --json and (where allowed) --apply. */
static CasJournal *
load (int *argc, char **argv, const char *usage, gboolean allow_apply, gboolean *json, gboolean *apply, int *code)
{
  *json = cas_cli_has_flag (argc, argv, "--json");
  *apply = allow_apply && cas_cli_has_flag (argc, argv, "--apply");
  if (*argc != 1 || argv[0][0] == '-')
    {
      *code = cas_cli_fail (2, "usage: castellan-cli %s", usage);
      return NULL;
    }
  return cas_cli_load (argv[0], code);
}

int
cas_cmd_victory (int argc, char **argv)
{
  int code = 0;
  gboolean json, apply;
  g_autoptr(CasJournal) journal = load (&argc, argv, "victory FILE [--json]", FALSE, &json, &apply, &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (journal), ex);
  g_autofree char *head = heading ("Victory", journal);
  g_autoptr(GString) text = g_string_new (head);
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  victory_text (text, game, v);
  json_node_take_object (node, victory_json (game, v));
  return cas_cli_finish_calc (argv[0], journal, node, text->str, ex, json, FALSE);
}

int
cas_cmd_audit (int argc, char **argv)
{
  int code = 0;
  gboolean json, apply;
  g_autoptr(CasJournal) journal = load (&argc, argv, "audit FILE [--json] [--apply]", TRUE, &json, &apply, &code);
  if (journal == NULL)
    return code;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (journal), ex);
  g_autofree char *head = heading ("Audit", journal);
  g_autoptr(GString) text = g_string_new (head);
  JsonObject *o = json_object_new ();
  JsonArray *problems = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  guint n = cas_audit_get_n_problems (audit);

  if (n == 0)
    g_string_append (text, "  No problem found.\n");
  else
    g_string_append_printf (text, "  %u problem%s:\n", n, n == 1 ? "" : "s");
  for (guint i = 0; i < n; i++)
    {
      const CasAuditProblem *p = cas_audit_get_problem (audit, i);
      JsonObject *po = json_object_new ();
      json_object_set_string_member (po, "rule", p->rule);
      json_object_set_string_member (po, "message", p->message);
      set_string_or_null (po, "fix", p->fix);
      json_array_add_object_element (problems, po);
      g_string_append_printf (text, "  [%s] %s\n      fix: %s\n", p->rule, p->message, p->fix ? p->fix : "(the players decide)");
    }
  json_object_set_array_member (o, "problems", problems);
  json_node_take_object (node, o);
  return cas_cli_finish_calc (argv[0], journal, node, text->str, ex, json, apply);
}

int
cas_cmd_endcampaign (int argc, char **argv)
{
  int code = 0;
  gboolean json, apply;
  g_autoptr(CasJournal) journal = load (&argc, argv, "endcampaign FILE [--json] [--apply]", TRUE, &json, &apply, &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (journal), ex);
  g_autofree char *head = heading ("End of Campaign", journal);
  g_autoptr(GString) text = g_string_new (head);
  JsonObject *o = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_int_member (o, "box", r->box);

  /* Grow */
  JsonArray *grow = json_array_new ();
  if (!r->grow_box)
    g_string_append (text, "  Grow: not this box\n");
  for (guint i = 0; i < r->grow->len; i++)
    {
      const CasGrowStep *g = &g_array_index (r->grow, CasGrowStep, i);
      JsonObject *go = json_object_new ();
      JsonArray *remove = json_array_new ();
      GString *names = g_string_new (NULL);
      for (guint k = 0; k < g->remove->len; k++)
        {
          const char *id = cas_game_get_locale (game, g_array_index (g->remove, int, k))->id;
          json_array_add_string_element (remove, id);
          g_string_append_printf (names, "%s%s", k ? " " : "", id);
        }
      json_object_set_string_member (go, "side", cas_game_get_side_id (game, g->side));
      json_object_set_int_member (go, "ravaged", g->ravaged);
      json_object_set_int_member (go, "keep", g->keep);
      json_object_set_array_member (go, "remove", remove);
      json_array_add_object_element (grow, go);
      g_string_append_printf (text, "  Grow: the %s keep %d of %d enemy Ravaged markers%s%s\n", cas_game_get_side_name (game, g->side),
                              g->keep, g->ravaged, names->len ? "; default removal: " : "", names->str);
      g_string_free (names, TRUE);
    }
  json_object_set_array_member (o, "grow", grow);

  /* Ransom and Languish (ransom, issue 17; Inferno 4.9.2): only for a game with the step. */
  if (r->captives)
    {
      JsonArray *captives = json_array_new ();
      if (r->captives->len == 0)
        g_string_append (text, "  Captives: no Captured Knights\n");
      for (guint i = 0; i < r->captives->len; i++)
        {
          const CasLcCaptives *k = &g_array_index (r->captives, CasLcCaptives, i);
          JsonObject *ko = json_object_new ();
          json_object_set_string_member (ko, "side", cas_game_get_side_id (game, k->side));
          json_object_set_int_member (ko, "captured", k->captured);
          json_object_set_int_member (ko, "coin", k->coin);
          json_object_set_int_member (ko, "coin_held", k->coin_held);
          json_object_set_boolean_member (ko, "freed", k->freed);
          json_object_set_int_member (ko, "returned", k->returned);
          json_object_set_int_member (ko, "to_pool", k->to_pool);
          json_object_set_int_member (ko, "languish", k->languish);
          json_array_add_object_element (captives, ko);
          if (k->freed)
            g_string_append_printf (text, "  Captives: the %s pay %d Coin to free %d Captured Knights; %d back to their Lords, %d to the pool\n",
                                    cas_game_get_side_name (game, k->side), k->coin, k->captured, k->returned, k->to_pool);
          else
            g_string_append_printf (text, "  Captives: the %s cannot pay %d Coin for %d Captured Knights, who Languish; the %s get %d Revolt roll(s) or Treachery card(s)\n",
                                    cas_game_get_side_name (game, k->side), k->coin, k->captured,
                                    cas_game_get_side_name (game, 1 - k->side), k->languish);
        }
      json_object_set_array_member (o, "captives", captives);
    }

  /* Game End */
  json_object_set_boolean_member (o, "game_end", r->game_end);
  set_string_or_null (o, "result", r->victory ? cas_outcome_id (game, r->victory->result) : NULL);
  if (r->victory)
    {
      json_object_set_object_member (o, "victory", victory_json (game, r->victory));
      g_string_append (text, "  Game end: yes\n");
      victory_text (text, game, r->victory);
    }
  else
    g_string_append (text, "  Game end: no\n");

  /* Plow and Reap */
  JsonArray *plow = json_array_new ();
  /* inferno-game: a game without Plow and Reap (Inferno) has no such line. */
  const CasLcRules *lc = cas_lc_rules (game);
  gboolean plows = lc == NULL || (lc->end_campaign_seasons ? lc->end_campaign_seasons->plow_season != NULL
                                                            : lc->end_campaign_steps == NULL);
  if (!r->game_end && !r->plow_box && plows)
    g_string_append (text, "  Plow and Reap: not this box\n");
  for (guint i = 0; i < r->plow_and_reap->len; i++)
    {
      const CasPlowReap *p = &g_array_index (r->plow_and_reap, CasPlowReap, i);
      JsonObject *po = json_object_new ();
      const char *lord = cas_game_get_lord (game, p->lord)->id;
      json_object_set_string_member (po, "lord", lord);
      json_object_set_string_member (po, "from", cas_game_asset_id (game, p->from));
      json_object_set_string_member (po, "to", cas_game_asset_id (game, p->to));
      json_object_set_int_member (po, "before", p->before);
      json_object_set_int_member (po, "held", p->held);
      json_object_set_int_member (po, "after", p->after);
      json_array_add_object_element (plow, po);
      g_string_append_printf (text, "  Plow and Reap: %s %d %s -> %d %s\n", lord, p->before, cas_game_asset_id (game, p->from), p->after,
                              cas_game_asset_id (game, p->to));
    }
  json_object_set_array_member (o, "plow_and_reap", plow);

  /* Wastage */
  JsonArray *wastage = json_array_new ();
  for (guint i = 0; i < r->wastage->len; i++)
    {
      const CasWastage *w = &g_array_index (r->wastage, CasWastage, i);
      JsonObject *wo = json_object_new ();
      JsonArray *cands = json_array_new ();
      const char *lord = cas_game_get_lord (game, w->lord)->id;
      g_autofree char *items = NULL;
      GString *names = g_string_new (NULL);
      for (guint k = 0; k < w->items->len; k++)
        {
          JsonObject *co = json_object_new ();
          json_object_set_string_member (co, "item", w->items->pdata[k]);
          json_object_set_string_member (co, "action", w->actions->pdata[k]);
          json_array_add_object_element (cands, co);
          g_string_append_printf (names, "%s%s", k ? ", " : "", (char *) w->items->pdata[k]);
        }
      items = g_string_free (names, FALSE);
      json_object_set_string_member (wo, "lord", lord);
      json_object_set_array_member (wo, "candidates", cands);
      json_object_set_string_member (wo, "default", w->actions->pdata[w->default_item]);
      json_array_add_object_element (wastage, wo);
      g_string_append_printf (text, "  Wastage: %s discards one of %s (default: %s)\n", lord, items,
                              (char *) w->items->pdata[w->default_item]);
    }
  json_object_set_array_member (o, "wastage", wastage);

  /* Reset */
  JsonArray *reset = json_array_new ();
  for (guint i = 0; i < r->reset->len; i++)
    {
      const CasResetStep *s = &g_array_index (r->reset, CasResetStep, i);
      JsonObject *so = json_object_new ();
      json_object_set_string_member (so, "step", s->step);
      json_object_set_string_member (so, "action", s->action);
      json_array_add_object_element (reset, so);
      g_string_append_printf (text, "  Reset (%s): %s\n", s->step, s->action);
    }
  json_object_set_array_member (o, "reset", reset);

  json_node_take_object (node, o);
  return cas_cli_finish_calc (argv[0], journal, node, text->str, ex, json, apply);
}
