/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-feed.c: the Feed, Pay, Disband and Levy calculator commands of castellan-cli
 * (docs/calculators/feed.md, pay.md, disband.md, levy.md). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-cli-commands.h"
#include "cas-lc-rules.h"

static char *
box_text (const CasTable *t, int box)
{
  int n_boxes = (int) cas_game_get_n_boxes (t->game);
  if (box <= 0)
    return g_strdup ("off-left");
  if (box > n_boxes)
    return g_strdup ("off-right");
  return g_strdup_printf ("%d", box);
}

static const char *
lord_id (const CasTable *t, int lord)
{
  return cas_game_get_lord (t->game, lord)->id;
}

static void
header (GString *out, const CasTable *t, const char *what)
{
  g_string_append_printf (out, "%s — box %d, %s\n", what, CAS_GLOBAL (t, CAS_G_BOX),
                          CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN ? "Campaign" : "Levy");
}

/* Takes --json and --apply and checks that exactly FILE remains. */
static CasJournal *
open_file (int *argc, char **argv, const char *usage, gboolean *json, gboolean *apply, int *code)
{
  *json = cas_cli_has_flag (argc, argv, "--json");
  *apply = cas_cli_has_flag (argc, argv, "--apply");
  if (*argc != 1 || argv[0][0] == '-')
    {
      *code = cas_cli_fail (2, "usage: castellan-cli %s", usage);
      return NULL;
    }
  return cas_cli_load (argv[0], code);
}

/* A calculator's result on `t`: computed with `ex` and written into `b` (an open JSON
 * object) and `text` (after the header). 0, or an exit code when the command's options
 * do not fit the table. */
typedef int (*ResultFunc) (const CasTable *t, CasExplain *ex, JsonBuilder *b, GString *text, gconstpointer options);

/* What the four commands share: opens FILE (--json, --apply), writes the header, has
 * `result` fill in the rest, and prints it or applies it (cas_cli_finish_calc). */
static int
run (int *argc, char **argv, const char *usage, const char *what, ResultFunc result, gconstpointer options)
{
  int code = 0;
  gboolean json, apply;
  g_autoptr(CasJournal) journal = open_file (argc, argv, usage, &json, &apply, &code);
  if (journal == NULL)
    return code;
  const CasTable *t = cas_journal_get_table (journal);

  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  header (text, t, what);
  json_builder_begin_object (b);
  code = result (t, ex, b, text, options);
  if (code != 0)
    return code;
  json_builder_end_object (b);
  return cas_cli_finish_calc (argv[0], journal, json_builder_get_root (b), text->str, ex, json, apply);
}

/* ------------------------------------------------------------------------ */
/* feed */

/* The Feed excuses of the registered games (CasLcRules.feed_excuse, 4.8.1): each is an
 * option --ID LORD|none (Nevsky: --hillforts). */
#define MAX_EXCUSES 8

static int
feed_excuses (const CasLcFeedExcuse **out)
{
  guint n_modules;
  const CasModule *modules = cas_modules (&n_modules);
  int n = 0;

  for (guint m = 0; m < n_modules && n < MAX_EXCUSES; m++)
    {
      const CasLcRules *rules = modules[m].rules;
      if (rules && rules->feed_excuse && rules->feed_excuse->id)
        out[n++] = rules->feed_excuse;
    }
  return n;
}

/* "feed FILE [--hillforts LORD|none] [--json] [--apply]" */
static char *
feed_usage (void)
{
  const CasLcFeedExcuse *excuses[MAX_EXCUSES];
  int n = feed_excuses (excuses);
  GString *s = g_string_new ("feed FILE");

  for (int i = 0; i < n; i++)
    g_string_append_printf (s, " [--%s LORD|none]", excuses[i]->id);
  g_string_append (s, " [--json] [--apply]");
  return g_string_free (s, FALSE);
}

char *
cas_cmd_feed_synopsis (void)
{
  g_autofree char *usage = feed_usage ();
  return g_strdup_printf ("%s  who Feeds, who goes Unfed (4.8.1)", usage);
}

/* The values of the excuse options, by the excuses of feed_excuses (). */
typedef struct {
  const CasLcFeedExcuse *excuses[MAX_EXCUSES];
  const char *values[MAX_EXCUSES];
  int n;
} FeedOptions;

static int
feed_result (const CasTable *t, CasExplain *ex, JsonBuilder *b, GString *text, gconstpointer options)
{
  const FeedOptions *o = options;
  const CasLcRules *rules = cas_lc_rules (t->game);
  const CasLcFeedExcuse *excuse = rules ? rules->feed_excuse : NULL;
  const char *chosen = NULL;
  int lord = CAS_FEED_EXCUSE_AUTO;

  for (int i = 0; i < o->n; i++)
    if (o->excuses[i] == excuse)
      chosen = o->values[i];
  if (chosen && g_str_equal (chosen, "none"))
    lord = CAS_FEED_EXCUSE_NONE;
  else if (chosen && (lord = cas_game_find_lord (t->game, chosen)) < 0)
    return cas_cli_fail (2, "unknown Lord “%s”", chosen);

  g_autoptr(CasFeedResult) r = cas_feed_compute (t, lord, ex);

  json_builder_set_member_name (b, "lords");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->lords->len; i++)
    {
      const CasFeedLord *fl = &g_array_index (r->lords, CasFeedLord, i);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "id", lord_id (t, fl->lord));
      cas_cli_json_int (b, "units", fl->units);
      cas_cli_json_int (b, "need", fl->need);
      cas_cli_json_int (b, "eaten", fl->eaten);
      cas_cli_json_bool (b, "exempt", fl->exempt);
      cas_cli_json_bool (b, "fed", fl->fed);
      cas_cli_json_int (b, "service_shift", fl->service_shift);
      cas_cli_json_int (b, "service", fl->service);
      cas_cli_json_int (b, "service_after", fl->service_after);
      json_builder_end_object (b);

      g_autofree char *svc = box_text (t, fl->service);
      g_autofree char *after = box_text (t, fl->service_after);
      g_autofree char *excused = g_strdup_printf ("excused (%s)", excuse && excuse->name ? excuse->name : "?");
      g_string_append_printf (text, "  %-14s %2d %-5s  needs %d  ate %d  %s", lord_id (t, fl->lord), fl->units,
                              fl->units == 1 ? "unit" : "units", fl->need, fl->eaten, /* inferno-game: "1 unit" */
                              fl->exempt ? excused : fl->fed ? "fed" : "UNFED");
      if (!fl->fed)
        g_string_append_printf (text, ", Service %s -> %s", svc, after);
      g_string_append_c (text, '\n');
    }
  if (r->lords->len == 0)
    g_string_append (text, "  nobody is marked Moved/Fought\n");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "eats");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->eats->len; i++)
    {
      const CasFeedEat *e = &g_array_index (r->eats, CasFeedEat, i);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "from", lord_id (t, e->from));
      cas_cli_json_string (b, "to", lord_id (t, e->to));
      cas_cli_json_string (b, "type", cas_game_asset_id (t->game, e->type));
      cas_cli_json_int (b, "n", e->n);
      /* comune (issue 17): from the Comune mat of `from` (Inferno 1.5.1); absent otherwise */
      if (e->comune_mat)
        cas_cli_json_string (b, "mat", "comune");
      json_builder_end_object (b);
      if (e->comune_mat && e->from == e->to)
        g_string_append_printf (text, "  %s eats %d %s (Comune mat)\n", lord_id (t, e->from), e->n, cas_game_asset_id (t->game, e->type));
      else if (e->comune_mat)
        g_string_append_printf (text, "  %s gives %d %s from his Comune mat to %s\n", lord_id (t, e->from), e->n,
                                cas_game_asset_id (t->game, e->type), lord_id (t, e->to));
      else if (e->from == e->to)
        g_string_append_printf (text, "  %s eats %d %s (own mat)\n", lord_id (t, e->from), e->n, cas_game_asset_id (t->game, e->type));
      else
        g_string_append_printf (text, "  %s gives %d %s to %s\n", lord_id (t, e->from), e->n, cas_game_asset_id (t->game, e->type), lord_id (t, e->to));
    }
  json_builder_end_array (b);
  if (excuse && excuse->id)
    {
      /* The Lord the game's excuse spares ("hillforts"), or null. */
      json_builder_set_member_name (b, excuse->id);
      if (r->excused >= 0)
        json_builder_add_string_value (b, lord_id (t, r->excused));
      else
        json_builder_add_null_value (b);
    }
  return 0;
}

int
cas_cmd_feed (int argc, char **argv)
{
  g_autofree char *usage = feed_usage ();
  FeedOptions o = { 0 };
  o.n = feed_excuses (o.excuses);
  for (int i = 0; i < o.n; i++)
    {
      g_autofree char *option = g_strconcat ("--", o.excuses[i]->id, NULL);
      gboolean missing;
      o.values[i] = cas_cli_take_option (&argc, argv, option, &missing);
      if (missing)
        return cas_cli_fail (2, "usage: castellan-cli %s", usage);
    }
  return run (&argc, argv, usage, "Feed", feed_result, &o);
}

/* ------------------------------------------------------------------------ */
/* pay */

static const char pay_usage[] = "pay FILE [--lord LORD --shift N] [--json] [--apply]";

typedef struct {
  const char *lord, *shift; /* the --lord and --shift arguments, or NULL */
} PayOptions;

/* The id of the game's store of Coin as a payer ("veche"). */
static const char *
pool_id (const CasTable *t)
{
  const CasLcRules *rules = cas_lc_rules (t->game);
  return rules && rules->pay_pool && rules->pay_pool->id ? rules->pay_pool->id : "pool";
}

static int
pay_result (const CasTable *t, CasExplain *ex, JsonBuilder *b, GString *text, gconstpointer options)
{
  const PayOptions *o = options;
  int lord = -1;
  guint64 shift = 0;
  if ((o->lord == NULL) != (o->shift == NULL))
    return cas_cli_fail (2, "--lord and --shift go together (usage: castellan-cli %s)", pay_usage);
  if (o->lord && (lord = cas_game_find_lord (t->game, o->lord)) < 0)
    return cas_cli_fail (2, "unknown Lord “%s”", o->lord);
  if (o->shift && !g_ascii_string_to_unsigned (o->shift, 10, 1, 99, &shift, NULL))
    return cas_cli_fail (2, "“%s” is not a number of shifts from 1 to 99", o->shift);
  if (lord >= 0 && !cas_table_lord_on_map (t, lord))
    return cas_cli_fail (2, "%s is not on the map", cas_game_get_lord (t->game, lord)->name);

  g_autoptr(CasPayResult) r = cas_pay_compute (t, lord, (int) shift, ex);

  json_builder_set_member_name (b, "lords");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->lords->len; i++)
    {
      const CasPayLord *pl = &g_array_index (r->lords, CasPayLord, i);
      g_autofree char *svc = box_text (t, pl->service);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "id", lord_id (t, pl->lord));
      cas_cli_json_int (b, "service", pl->service);
      cas_cli_json_bool (b, "at_risk", pl->at_risk);
      cas_cli_json_int (b, "needed", pl->needed);
      cas_cli_json_int (b, "max_shifts", pl->max_shifts);
      /* inf-march: Coin or Loot per box, for a game whose boxes may cost more than 1. */
      if (cas_lc_rules (t->game) && cas_lc_rules (t->game)->pay_cost)
        cas_cli_json_int (b, "cost", pl->cost);
      json_builder_set_member_name (b, "can_pay");
      json_builder_begin_array (b);
      g_string_append_printf (text, "  %-14s Service %-9s %s", lord_id (t, pl->lord), svc, pl->at_risk ? "AT RISK" : "safe   ");
      if (pl->at_risk)
        g_string_append_printf (text, " (needs %d)", pl->needed);
      g_string_append_printf (text, "  can buy %d:", pl->max_shifts);
      for (guint k = 0; k < pl->sources->len; k++)
        {
          const CasPaySource *s = &g_array_index (pl->sources, CasPaySource, k);
          const char *payer = s->payer == CAS_PAY_POOL ? pool_id (t) : lord_id (t, s->payer);
          json_builder_begin_object (b);
          cas_cli_json_string (b, "payer", payer);
          cas_cli_json_string (b, "type", cas_game_asset_id (t->game, s->type));
          cas_cli_json_int (b, "max", s->max);
          /* comune (issue 17): from the payer's Comune mat; absent otherwise */
          if (s->comune_mat)
            cas_cli_json_string (b, "mat", "comune");
          json_builder_end_object (b);
          g_string_append_printf (text, "%s %d %s of %s%s", k ? "," : "", s->max, cas_game_asset_id (t->game, s->type), payer,
                                  s->comune_mat ? "'s Comune mat" : "");
        }
      if (pl->sources->len == 0)
        g_string_append (text, " nothing");
      g_string_append_c (text, '\n');
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  if (r->lords->len == 0)
    g_string_append (text, "  no Lord is on the map\n");
  json_builder_end_array (b);
  if (lord >= 0)
    {
      json_builder_set_member_name (b, "payment");
      json_builder_begin_object (b);
      cas_cli_json_string (b, "lord", lord_id (t, lord));
      cas_cli_json_int (b, "asked", r->asked);
      cas_cli_json_int (b, "bought", r->bought);
      json_builder_end_object (b);
      g_string_append_printf (text, "Paying %s: %d of %d shifts\n", lord_id (t, lord), r->bought, r->asked);
    }
  return 0;
}

int
cas_cmd_pay (int argc, char **argv)
{
  gboolean missing1, missing2;
  PayOptions options;
  options.lord = cas_cli_take_option (&argc, argv, "--lord", &missing1);
  options.shift = cas_cli_take_option (&argc, argv, "--shift", &missing2);
  if (missing1 || missing2)
    return cas_cli_fail (2, "usage: castellan-cli %s", pay_usage);
  return run (&argc, argv, pay_usage, "Pay", pay_result, &options);
}

/* ------------------------------------------------------------------------ */
/* disband */

static int
disband_result (const CasTable *t, CasExplain *ex, JsonBuilder *b, GString *text, gconstpointer options)
{
  g_autoptr(CasDisbandResult) r = cas_disband_compute (t, ex);

  json_builder_set_member_name (b, "lords");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->lords->len; i++)
    {
      const CasDisbandLord *dl = &g_array_index (r->lords, CasDisbandLord, i);
      g_autofree char *svc = box_text (t, dl->service);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "id", lord_id (t, dl->lord));
      cas_cli_json_int (b, "service", dl->service);
      cas_cli_json_string (b, "verdict", cas_disband_verdict_id (dl->verdict));
      json_builder_set_member_name (b, "cylinder_box");
      if (dl->cylinder_box >= 0)
        json_builder_add_int_value (b, dl->cylinder_box);
      else
        json_builder_add_null_value (b);
      cas_cli_json_bool (b, "no_forces", dl->no_forces);
      json_builder_end_object (b);
      g_string_append_printf (text, "  %-14s Service %-9s %s", lord_id (t, dl->lord), svc, cas_disband_verdict_id (dl->verdict));
      if (dl->cylinder_box >= 0)
        {
          g_autofree char *cyl = box_text (t, dl->cylinder_box);
          g_string_append_printf (text, ", cylinder to %s", cyl);
        }
      if (dl->no_forces)
        g_string_append (text, " (no Forces)");
      g_string_append_c (text, '\n');
    }
  if (r->lords->len == 0)
    g_string_append (text, "  no Lord is on the map\n");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "vassals");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->vassals->len; i++)
    {
      const CasDisbandVassal *dv = &g_array_index (r->vassals, CasDisbandVassal, i);
      const char *vid = cas_game_get_vassal (t->game, dv->vassal)->id;
      g_autofree char *svc = box_text (t, dv->service);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "lord", lord_id (t, dv->lord));
      cas_cli_json_string (b, "vassal", vid);
      cas_cli_json_int (b, "service", dv->service);
      cas_cli_json_string (b, "verdict", cas_disband_vassal_verdict_id (dv->verdict));
      json_builder_end_object (b);
      g_string_append_printf (text, "  Vassal %s: Service %s, %s\n", vid, svc, cas_disband_vassal_verdict_id (dv->verdict));
    }
  json_builder_end_array (b);
  return 0;
}

int
cas_cmd_disband (int argc, char **argv)
{
  return run (&argc, argv, "disband FILE [--json] [--apply]", "Disband", disband_result, NULL);
}

/* ------------------------------------------------------------------------ */
/* levy */

static void
add_ids (JsonBuilder *b, GString *text, const CasTable *t, const int *ids, int n, gboolean locales)
{
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    {
      const char *id = locales ? cas_game_get_locale (t->game, ids[i])->id : lord_id (t, ids[i]);
      json_builder_add_string_value (b, id);
      if (text)
        g_string_append_printf (text, "%s%s", i ? ", " : "", id);
    }
  json_builder_end_array (b);
  if (text && n == 0)
    g_string_append (text, "none");
}

static int
levy_result (const CasTable *t, CasExplain *ex, JsonBuilder *b, GString *text, gconstpointer options)
{
  CasGame *game = t->game;
  g_autoptr(CasLevyResult) r = cas_levy_compute (t, ex);
  const CasLcRules *rules = cas_lc_rules (game);
  const CasLcLevy *lv = rules ? rules->levy : NULL;

  g_string_append (text, "Ready Lords:\n");
  json_builder_set_member_name (b, "ready");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->ready->len; i++)
    {
      const CasLevyReady *rl = &g_array_index (r->ready, CasLevyReady, i);
      g_autofree char *box = box_text (t, rl->box);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "lord", lord_id (t, rl->lord));
      cas_cli_json_int (b, "box", rl->box);
      g_string_append_printf (text, "  %-14s box %-9s Fealty %d (%.0f%%)  Seats: ", lord_id (t, rl->lord), box, rl->fealty, rl->odds * 100);
      json_builder_set_member_name (b, "seats");
      add_ids (b, text, t, rl->seats, rl->n_seats, TRUE);
      cas_cli_json_int (b, "fealty", rl->fealty);
      cas_cli_json_int (b, "service_box", rl->service_box);
      cas_cli_json_double (b, "odds", rl->odds);
      cas_cli_json_bool (b, "blocked", rl->blocked);
      if (lv)
        {
          /* levy (issue 17): Levy actions per roll (Exile Army), Ready anyway (Emergency Army) */
          cas_cli_json_int (b, "actions", rl->actions);
          cas_cli_json_bool (b, "ready_anyway", rl->anyway);
        }
      json_builder_set_member_name (b, "levied_by");
      g_string_append (text, "  Levied by: ");
      add_ids (b, text, t, (const int *) (void *) rl->levied_by->data, (int) rl->levied_by->len, FALSE);
      if (rl->blocked)
        g_string_append (text, " (barred by an Event)");
      if (rl->actions > 1)
        g_string_append_printf (text, " (%d Levy actions a roll)", rl->actions);
      if (rl->anyway)
        g_string_append (text, " (Ready anyway)");
      g_string_append_c (text, '\n');
      json_builder_end_object (b);
    }
  if (r->ready->len == 0)
    g_string_append (text, "  none\n");
  json_builder_end_array (b);

  g_string_append (text, "Lordship:\n");
  json_builder_set_member_name (b, "lordship");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->lordship->len; i++)
    {
      const CasLevyLordship *ll = &g_array_index (r->lordship, CasLevyLordship, i);
      json_builder_begin_object (b);
      cas_cli_json_string (b, "lord", lord_id (t, ll->lord));
      cas_cli_json_int (b, "lordship", ll->lordship);
      if (ll->bonus != 0)
        cas_cli_json_int (b, "bonus", ll->bonus); /* levy: the cards' part of it (Inferno's TAU COMPANY) */
      cas_cli_json_bool (b, "may_levy", ll->can_levy);
      /* inferno-levy (issue 17): where the table keeps them, only when set */
      if (ll->spent > 0)
        {
          cas_cli_json_int (b, "levy_actions_spent", ll->spent);
          cas_cli_json_int (b, "levy_actions_left", MAX (0, ll->lordship - ll->spent));
        }
      if (ll->arrived)
        cas_cli_json_bool (b, "arrived_this_levy", TRUE);
      json_builder_set_member_name (b, "can_levy");
      json_builder_begin_array (b);
      g_string_append_printf (text, "  %-14s Lordship %d", lord_id (t, ll->lord), ll->lordship);
      if (ll->spent > 0 && !ll->arrived)
        g_string_append_printf (text, " (%d spent, %d left)", ll->spent, MAX (0, ll->lordship - ll->spent));
      g_string_append (text, ": ");
      if (ll->arrived)
        g_string_append (text, "arrived this Levy: no Levy actions until Call to Arms");
      else if (ll->able && !ll->can_levy)
        g_string_append (text, "no Levy actions left");
      else if (!ll->can_levy)
        g_string_append (text, "cannot Levy here");
      for (guint k = 0; k < ll->items->len; k++)
        {
          const CasLevyItem *it = &g_array_index (ll->items, CasLevyItem, k);
          const char *id = it->kind == CAS_LEVY_ITEM_LORD        ? lord_id (t, it->id)
                           : it->kind == CAS_LEVY_ITEM_VASSAL    ? cas_game_get_vassal (game, it->id)->id
                           : it->kind == CAS_LEVY_ITEM_TRANSPORT ? cas_game_asset_id (t->game, it->id)
                                                                 : cas_game_get_card (game, it->id)->id;
          json_builder_begin_object (b);
          cas_cli_json_string (b, "kind", cas_levy_item_kind_id (it->kind));
          cas_cli_json_string (b, "id", id);
          if (it->kind == CAS_LEVY_ITEM_CAPABILITY)
            {
              const CasCard *card = cas_game_get_card (game, it->id);
              cas_cli_json_string (b, "name", card->cap_name);
              cas_cli_json_bool (b, "this_lord", card->this_lord);
              cas_cli_json_bool (b, "must_discard", it->must_discard);
            }
          if (it->roll > 0)
            cas_cli_json_int (b, "roll", it->roll); /* levy: a Sestiere or Terzo, 1-roll (3.4.2) */
          /* levy (TAGLIA, Altopascio): another Lord's Vassal, for no action, with Carts */
          int owner = it->kind == CAS_LEVY_ITEM_VASSAL ? cas_game_get_vassal (game, it->id)->lord : -1;
          gboolean other = owner >= 0 && owner != ll->lord;
          if (other)
            cas_cli_json_string (b, "from", lord_id (t, owner));
          if (it->no_action)
            cas_cli_json_bool (b, "no_action", TRUE);
          if (it->carts > 0)
            cas_cli_json_int (b, "carts", it->carts);
          json_builder_end_object (b);
          g_string_append_printf (text, "%s%s %s", k ? ", " : "", cas_levy_item_kind_id (it->kind), id);
          if (it->roll > 0)
            g_string_append_printf (text, " (1-%d)", it->roll);
          if (other || it->no_action || it->carts > 0)
            {
              g_autoptr(GPtrArray) tags = g_ptr_array_new_with_free_func (g_free);
              if (other)
                g_ptr_array_add (tags, g_strdup_printf ("from %s", lord_id (t, owner)));
              if (it->no_action)
                g_ptr_array_add (tags, g_strdup ("no action"));
              if (it->carts > 0)
                g_ptr_array_add (tags, g_strdup_printf ("+%d carts", it->carts));
              g_ptr_array_add (tags, NULL);
              g_autofree char *joined = g_strjoinv (", ", (char **) tags->pdata);
              g_string_append_printf (text, " (%s)", joined);
            }
        }
      g_string_append_c (text, '\n');
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  if (r->lordship->len == 0)
    g_string_append (text, "  no Lord is on the map\n");
  json_builder_end_array (b);

  json_builder_set_member_name (b, "capability_excess");
  json_builder_begin_object (b);
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      cas_cli_json_int (b, cas_game_get_side_id (game, side), r->capability_excess[side]);
    }
  json_builder_end_object (b);
  g_string_append_printf (text, "Capability excess: %s %d, %s %d\n", cas_game_get_side_id (game, 0), r->capability_excess[0],
                          cas_game_get_side_id (game, 1), r->capability_excess[1]);

  if (lv && lv->text)
    lv->text (t, r, text);
  json_builder_set_member_name (b, "notes");
  json_builder_begin_array (b);
  if (r->notes->len)
    g_string_append (text, "Notes:\n");
  for (guint i = 0; i < r->notes->len; i++)
    {
      json_builder_add_string_value (b, r->notes->pdata[i]);
      g_string_append_printf (text, "  %s\n", (const char *) r->notes->pdata[i]);
    }
  json_builder_end_array (b);
  if (lv && lv->json)
    lv->json (t, r, b);
  return 0;
}

int
cas_cmd_levy (int argc, char **argv)
{
  return run (&argc, argv, "levy FILE [--json] [--apply]", "Levy", levy_result, NULL);
}
