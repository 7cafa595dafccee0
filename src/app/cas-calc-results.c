/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calc-results.c: the calculator questions the app asks and the core's answers put into
 * words (headline, rows, explanation) for the calculator dialog. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-calc-results.h"

static const struct {
  const char *id;
  const char *name;
  const char *section;  /* the section the calculator answers; the headline links to it */
} calcs[CAS_N_CALCS] = {
  [CAS_CALC_SUPPLY] = { "supply", N_("Supply"), "4.6" },
  [CAS_CALC_LADEN] = { "laden", N_("Laden"), "4.3.2" },
  [CAS_CALC_SAIL] = { "sail", N_("Sail"), "4.7.3" },
  [CAS_CALC_RAVAGE] = { "ravage", N_("Ravage, Forage, Tax"), "4.7" },
  [CAS_CALC_FEED] = { "feed", N_("Feed"), "4.8.1" },
  [CAS_CALC_PAY] = { "pay", N_("Pay"), "3.2" },
  [CAS_CALC_DISBAND] = { "disband", N_("Disband"), "3.3" },
  [CAS_CALC_LEVY] = { "levy", N_("Levy"), "3.4" },
  [CAS_CALC_VICTORY] = { "victory", N_("Victory"), "5.0" },
  [CAS_CALC_AUDIT] = { "audit", N_("Table Check"), NULL },
  [CAS_CALC_ENDCAMPAIGN] = { "endcampaign", N_("End of Campaign"), "4.9" },
  /* inferno-app: the game's own; never matched by its id (cas_calc_spec_parse). */
  [CAS_CALC_GAME] = { "", N_("Calculator"), NULL },
};

const char *
cas_calc_kind_id (CasCalcKind kind)
{
  g_return_val_if_fail (kind < CAS_N_CALCS, "");
  return calcs[kind].id;
}

const char *
cas_calc_kind_name (CasCalcKind kind)
{
  g_return_val_if_fail (kind < CAS_N_CALCS, "");
  return _(calcs[kind].name);
}

const char *
cas_calc_spec_name (const CasCalcSpec *spec)
{
  if (spec->kind == CAS_CALC_GAME && spec->game_calc)
    return _(spec->game_calc->name);
  return cas_calc_kind_name (spec->kind);
}

/* ------------------------------------------------------------------------ */
/* Game calculators' inputs (inferno-app) */

static void
input_free (CasCalcInput *input)
{
  g_free (input->title);
  g_free (input->subtitle);
  g_free (input->name);
  g_clear_pointer (&input->values, g_array_unref);
  g_clear_pointer (&input->labels, g_ptr_array_unref);
  g_free (input);
}

GPtrArray *
cas_calc_inputs_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) input_free);
}

CasCalcInput *
cas_calc_input_add (GPtrArray *inputs, CasCalcInputKind kind, int arg, const char *name, const char *title,
                    const char *subtitle)
{
  CasCalcInput *input = g_new0 (CasCalcInput, 1);

  g_return_val_if_fail (arg >= 0 && arg < CAS_CALC_MAX_ARGS, NULL);
  input->kind = kind;
  input->arg = arg;
  input->name = g_strdup (name);
  input->title = g_strdup (title);
  input->subtitle = g_strdup (subtitle);
  input->values = g_array_new (FALSE, FALSE, sizeof (int));
  input->labels = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (inputs, input);
  return input;
}

void
cas_calc_input_add_choice (CasCalcInput *input, int value, const char *label)
{
  g_array_append_val (input->values, value);
  g_ptr_array_add (input->labels, g_strdup (label));
}

/* ------------------------------------------------------------------------ */
/* Specs */

static gboolean
parse_lords (CasGame *game, const char *list, CasCalcSpec *spec, GError **error)
{
  g_auto(GStrv) ids = g_strsplit (list, ",", -1);

  for (char **id = ids; *id; id++)
    {
      int lord = cas_game_find_lord (game, *id);
      if (lord < 0)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("There is no Lord “%s”."), *id);
          return FALSE;
        }
      if (spec->n_lords == CAS_CALC_MAX_GROUP)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("Too many Lords in one group."));
          return FALSE;
        }
      spec->lords[spec->n_lords++] = lord;
    }
  if (spec->n_lords == 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("No Lord was given."));
      return FALSE;
    }
  return TRUE;
}

gboolean
cas_calc_spec_parse (CasGame *game, const char *text, CasCalcSpec *spec, GError **error)
{
  g_auto(GStrv) parts = NULL;
  guint n;
  int kind = -1;

  g_return_val_if_fail (CAS_IS_GAME (game), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  parts = g_strsplit (text, ":", -1);
  n = g_strv_length (parts);
  memset (spec, 0, sizeof *spec);
  spec->locale = -1;
  spec->excused = CAS_FEED_EXCUSE_AUTO;
  for (int k = 0; n > 0 && k < CAS_N_CALCS; k++)
    if (k != CAS_CALC_GAME && g_str_equal (parts[0], calcs[k].id))
      kind = k;
  /* inferno-app (issue 17): the game's own calculators after the series'. */
  if (kind < 0 && n > 0 && (spec->game_calc = cas_game_ui_find_calc (game, parts[0])) != NULL)
    {
      spec->kind = CAS_CALC_GAME;
      return spec->game_calc->parse (game, parts + 1, n - 1, spec, error);
    }
  if (kind < 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("“%s” is not one of Castellan’s calculators."), text);
      return FALSE;
    }
  spec->kind = (CasCalcKind) kind;

  switch (spec->kind)
    {
    case CAS_CALC_SUPPLY:
    case CAS_CALC_RAVAGE:
      if (n != 2)
        break;
      if (!parse_lords (game, parts[1], spec, error))
        return FALSE;
      spec->n_lords = 1;  /* one Lord asks */
      return TRUE;
    case CAS_CALC_LADEN:
    case CAS_CALC_SAIL:
      if (n < 2 || n > 3 || !parse_lords (game, parts[1], spec, error))
        break;
      if (n == 3 && *parts[2] && (spec->locale = cas_game_find_locale (game, parts[2])) < 0)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("There is no Locale “%s”."), parts[2]);
          return FALSE;
        }
      return TRUE;
    case CAS_CALC_FEED:
      if (n > 2)
        break;
      if (n == 2 && g_str_equal (parts[1], "none"))
        spec->excused = CAS_FEED_EXCUSE_NONE;
      else if (n == 2 && *parts[1] && !g_str_equal (parts[1], "auto"))
        {
          if (!parse_lords (game, parts[1], spec, error))
            return FALSE;
          spec->excused = spec->lords[0];
          spec->n_lords = 0;
        }
      return TRUE;
    case CAS_CALC_PAY:
      if (n > 3)
        break;
      if (n >= 2 && *parts[1] && !parse_lords (game, parts[1], spec, error))
        return FALSE;
      spec->n_lords = MIN (spec->n_lords, 1);
      if (n == 3)
        {
          guint64 shift = 0;
          if (!g_ascii_string_to_unsigned (parts[2], 10, 0, 99, &shift, NULL))
            {
              g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("“%s” is not a number of shifts."), parts[2]);
              return FALSE;
            }
          spec->shift = (int) shift;
        }
      else if (spec->n_lords == 1)
        spec->shift = 1;
      return TRUE;
    default:
      if (n == 1)
        return TRUE;
      break;
    }
  if (error && *error == NULL)
    g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("“%s” does not ask the %s calculator a question it knows."),
                 text, calcs[kind].id);
  return FALSE;
}

char *
cas_calc_spec_to_string (CasGame *game, const CasCalcSpec *spec)
{
  GString *out = g_string_new (calcs[spec->kind].id);

  if (spec->kind == CAS_CALC_GAME)
    {
      g_string_assign (out, spec->game_calc->id);
      spec->game_calc->print (game, spec, out);
      return g_string_free (out, FALSE);
    }

  switch (spec->kind)
    {
    case CAS_CALC_SUPPLY:
    case CAS_CALC_RAVAGE:
    case CAS_CALC_LADEN:
    case CAS_CALC_SAIL:
      for (int i = 0; i < spec->n_lords; i++)
        g_string_append_printf (out, "%c%s", i ? ',' : ':', cas_game_get_lord (game, spec->lords[i])->id);
      if ((spec->kind == CAS_CALC_LADEN || spec->kind == CAS_CALC_SAIL) && spec->locale >= 0)
        g_string_append_printf (out, ":%s", cas_game_get_locale (game, spec->locale)->id);
      break;
    case CAS_CALC_FEED:
      if (spec->excused == CAS_FEED_EXCUSE_NONE)
        g_string_append (out, ":none");
      else if (spec->excused >= 0)
        g_string_append_printf (out, ":%s", cas_game_get_lord (game, spec->excused)->id);
      break;
    case CAS_CALC_PAY:
      if (spec->n_lords == 1)
        g_string_append_printf (out, ":%s:%d", cas_game_get_lord (game, spec->lords[0])->id, spec->shift);
      break;
    default:
      break;
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------------ */
/* Building a result */

static void
row_free (CasCalcRow *row)
{
  g_free (row->title);
  g_free (row->subtitle);
  g_free (row->value);
  g_strfreev (row->rules);
  g_free (row->switch_on);
  g_free (row->switch_off);
  g_free (row->switch_name);
  g_free (row);
}

static void
group_free (CasCalcGroup *group)
{
  g_free (group->title);
  g_free (group->description);
  g_ptr_array_unref (group->rows);
  g_free (group);
}

void
cas_calc_result_free (CasCalcResult *result)
{
  if (result == NULL)
    return;
  g_free (result->context);
  g_free (result->headline);
  g_free (result->detail);
  g_strfreev (result->rules);
  g_ptr_array_unref (result->groups);
  g_ptr_array_unref (result->routes);
  cas_explain_free (result->explain);
  g_free (result);
}

static CasCalcGroup *
add_group (CasCalcResult *r, const char *title, const char *description)
{
  CasCalcGroup *g = g_new0 (CasCalcGroup, 1);
  g->title = g_strdup (title);
  g->description = g_strdup (description);
  g->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  g_ptr_array_add (r->groups, g);
  return g;
}

/* rules: comma-separated sections or NULL. */
static CasCalcRow *
add_row (CasCalcGroup *g, const char *title, const char *subtitle, const char *value, const char *style,
         const char *rules)
{
  CasCalcRow *row = g_new0 (CasCalcRow, 1);
  row->title = g_strdup (title);
  row->subtitle = g_strdup (subtitle);
  row->value = g_strdup (value);
  row->style = style;
  row->rules = rules ? g_strsplit (rules, ",", -1) : NULL;
  g_ptr_array_add (g->rows, row);
  return row;
}

CasCalcGroup *
cas_calc_result_add_group (CasCalcResult *r, const char *title, const char *description)
{
  return add_group (r, title, description);
}

CasCalcRow *
cas_calc_group_add_row (CasCalcGroup *g, const char *title, const char *subtitle, const char *value, const char *style,
                        const char *rules)
{
  return add_row (g, title, subtitle, value, style, rules);
}

void
cas_calc_row_set_switch (CasCalcRow *row, const char *name, gboolean active, const char *on, const char *off)
{
  g_free (row->switch_on);
  g_free (row->switch_off);
  g_free (row->switch_name);
  row->switch_name = g_strdup (name);
  row->switch_active = active;
  row->switch_on = g_strdup (on);
  row->switch_off = g_strdup (off);
}

void
cas_calc_result_set_headline (CasCalcResult *r, char *headline, char *detail, const char *style)
{
  g_free (r->headline);
  g_free (r->detail);
  r->headline = headline;
  r->detail = detail;
  r->style = style;
}

static void
set_headline (CasCalcResult *r, char *headline, char *detail, const char *style)
{
  cas_calc_result_set_headline (r, headline, detail, style);
}

static const char *
lord_name (const CasTable *t, int lord)
{
  return cas_game_get_lord (t->game, lord)->name;
}

static const char *
locale_name (const CasTable *t, int locale)
{
  return locale >= 0 ? cas_game_get_locale (t->game, locale)->name : "";
}

/* "Summer 1240" */
static char *
season_text (const CasTable *t)
{
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  const CasBox *b = box >= 1 && box <= (int) cas_game_get_n_boxes (t->game) ? cas_game_get_box (t->game, box) : NULL;
  /* TRANSLATORS: a Season and its year, "Summer 1240" */
  return b ? g_strdup_printf (_("%s %d"), cas_game_text (cas_table_season (t)->name), b->year)
           : g_strdup (cas_game_text (cas_table_season (t)->name));
}

/* "Summer 1240, box 1, Levy" */
static char *
when_text (const CasTable *t)
{
  g_autofree char *season = season_text (t);
  gboolean campaign = CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN;
  /* TRANSLATORS: "Summer 1240, box 1, Levy" */
  return g_strdup_printf (_("%s, box %d, %s"), season, CAS_GLOBAL (t, CAS_G_BOX), campaign ? _("Campaign") : _("Levy"));
}

/* "box 4", or an off-board space (2.2.3). */
static char *
box_text (const CasTable *t, int box)
{
  if (box <= 0)
    return g_strdup (_("just left of the Calendar"));
  if (box > (int) cas_game_get_n_boxes (t->game))
    return g_strdup (_("just right of the Calendar"));
  return g_strdup_printf (_("box %d"), box);
}

/* Joins names: "A", "A and B", "A, B and C". */
static char *
join_names (GPtrArray *names)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < names->len; i++)
    {
      if (i > 0)
        g_string_append (out, i + 1 == names->len ? _(" and ") : _(", "));
      g_string_append (out, g_ptr_array_index (names, i));
    }
  return g_string_free (out, FALSE);
}

static char *
lord_names (const CasTable *t, const int *lords, int n)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  for (int i = 0; i < n; i++)
    g_ptr_array_add (names, (gpointer) lord_name (t, lords[i]));
  return join_names (names);
}

static char *
transport_text (CasGame *game, const int *transport)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  for (int a = CAS_ASSET_CART; a <= CAS_ASSET_SHIP; a++)
    if (transport[a] > 0)
      g_ptr_array_add (parts, cas_rules_asset_amount (game, a, transport[a]));
  if (parts->len == 0)
    return g_strdup (_("no Transport"));
  return join_names (parts);
}

static gboolean
need_map (const CasTable *t, int lord, GError **error)
{
  if (cas_table_lord_on_map (t, lord))
    return TRUE;
  g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("%s is not on the map."), lord_name (t, lord));
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* Supply (4.6) */

static gboolean
run_supply (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  int lord = spec->lords[0];
  g_autoptr(CasSupplyResult) s = NULL;
  g_autofree char *season = season_text (t);
  CasCalcGroup *g;

  s = cas_supply_compute (t, lord, r->explain, error);
  if (s == NULL)
    return FALSE;
  /* TRANSLATORS: "Hermann at Dorpat · Summer 1240" */
  r->context = s->locale >= 0 ? g_strdup_printf (_("%s at %s · %s"), lord_name (t, lord), locale_name (t, s->locale), season)
                              : g_strdup_printf ("%s · %s", lord_name (t, lord), season);

  if (!s->can_supply)
    set_headline (r, g_strdup (_("No Supply Now")),
                  g_strdup_printf (_("%s cannot take the Supply command where he is; see why below."), lord_name (t, lord)),
                  "warning");
  else if (s->provender > 0)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *from = NULL;
      g_autofree char *detail = NULL;
      for (guint i = 0; i < s->sources->len; i++)
        {
          const CasSupplySource *src = &g_array_index (s->sources, CasSupplySource, i);
          g_ptr_array_add (names, g_strdup (locale_name (t, src->locale)));
        }
      from = join_names (names);
      /* TRANSLATORS: "from Dorpat and Odenpäh; Hermann will have 3" */
      detail = g_strdup_printf (_("from %s; %s will have %d"), from, lord_name (t, lord), s->provender_before + s->provender);
      set_headline (r, g_strdup_printf (_("+%d Provender"), s->provender), g_steal_pointer (&detail), "success");
    }
  else
    set_headline (r, g_strdup (_("No Provender to Add")),
                  s->room == 0 ? g_strdup_printf (_("%s’s mat is full of Provender already."), lord_name (t, lord))
                               : g_strdup (_("No Source reaches him with what he can carry; see why below.")),
                  "warning");

  if (s->sources->len)
    {
      g = add_group (r, _("Sources"), NULL);
      for (guint i = 0; i < s->sources->len; i++)
        {
          const CasSupplySource *src = &g_array_index (s->sources, CasSupplySource, i);
          GString *route = g_string_new (NULL);
          g_autofree char *transport = transport_text (t->game, src->transport);
          g_autofree char *subtitle = NULL;
          g_autofree char *value = g_strdup_printf ("+%d", src->provender);
          GArray *locales = g_array_new (FALSE, FALSE, sizeof (int));

          for (int k = 0; k < src->n_route; k++)
            {
              g_string_append_printf (route, "%s%s", k ? " → " : "", locale_name (t, src->route[k]));
              g_array_append_val (locales, src->route[k]);
            }
          g_ptr_array_add (r->routes, locales);
          if (src->n_route <= 1)
            /* TRANSLATORS: a Supply Source where the Lord stands */
            subtitle = g_strdup_printf (_("%s, where he stands"),
                                        src->kind == CAS_SUPPLY_SEAT ? _("Seat") : _("Ships"));
          else
            /* TRANSLATORS: "Seat by Dorpat → Odenpäh, using 1 Cart" */
            subtitle = g_strdup_printf (_("%s by %s, using %s"), src->kind == CAS_SUPPLY_SEAT ? _("Seat") : _("Ships"),
                                        route->str, transport);
          add_row (g, locale_name (t, src->locale), subtitle, value, "success", "4.6.2");
          g_string_free (route, TRUE);
        }
    }
  if (s->rejected->len)
    {
      g_autofree char *title = g_strdup_printf (ngettext ("%u Source Not Used", "%u Sources Not Used", s->rejected->len),
                                                s->rejected->len);
      g = add_group (r, title, NULL);
      g->folded = TRUE;
      for (guint i = 0; i < s->rejected->len; i++)
        {
          const CasSupplyRejected *x = &g_array_index (s->rejected, CasSupplyRejected, i);
          add_row (g, locale_name (t, x->locale), x->text, NULL, "dim", NULL);
        }
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Laden (4.3.2) and Sail (4.7.3) */

static const char *
way_type_name (CasWayType type)
{
  return type == CAS_WAY_WATERWAY ? _("Waterway") : _("Trackway");
}

static char *
actions_text (int n)
{
  return g_strdup_printf (ngettext ("%d action", "%d actions", n), n);
}

static gboolean
group_on_map (const CasTable *t, const CasCalcSpec *spec, GError **error)
{
  for (int i = 0; i < spec->n_lords; i++)
    if (!need_map (t, spec->lords[i], error))
      return FALSE;
  if (spec->locale < 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("Choose where to go."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
run_laden (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  g_autoptr(CasLadenResult) l = NULL;
  g_autofree char *names = NULL;
  g_autofree char *season = season_text (t);
  g_autofree char *detail = NULL;
  CasCalcGroup *g;

  if (!group_on_map (t, spec, error))
    return FALSE;
  l = cas_laden (t, spec->lords, spec->n_lords, spec->locale, r->explain, error);
  if (l == NULL)
    return FALSE;
  names = lord_names (t, l->lords, l->n_lords);
  /* TRANSLATORS: "Hermann · Dorpat → Odenpäh · Summer 1240" */
  r->context = g_strdup_printf (_("%s · %s → %s · %s"), names, locale_name (t, l->from), locale_name (t, l->to), season);

  /* TRANSLATORS: "2 Provender and 1 Loot against 2 usable Transport" */
  detail = g_strdup_printf (_("%d Provender and %d Loot against %d usable Transport"), l->provender, l->loot,
                            l->transport);
  if (!l->group_legal)
    {
      g_autofree char *d = g_strdup_printf (_("These Lords cannot all March together; see why below. %s"), detail);
      g_free (detail);
      detail = g_steal_pointer (&d);
    }
  switch (l->status)
    {
    case CAS_LADEN_BLOCKED:
      set_headline (r, g_strdup_printf (ngettext ("Blocked — discard %d Provender first", "Blocked — discard %d Provender first",
                                                  l->discard_prov),
                                        l->discard_prov),
                    g_steal_pointer (&detail), "error");
      break;
    case CAS_LADEN_LADEN:
      set_headline (r, g_strdup_printf (ngettext ("Laden — March costs %d action", "Laden — March costs %d actions", l->actions),
                                        l->actions),
                    g_steal_pointer (&detail), l->group_legal ? "warning" : "error");
      break;
    default:
      set_headline (r, g_strdup_printf (ngettext ("Unladen — March costs %d action", "Unladen — March costs %d actions", l->actions),
                                        l->actions),
                    g_steal_pointer (&detail), l->group_legal ? "success" : "error");
      break;
    }

  {
    g_autofree char *title = g_strdup_printf (_("Ways to %s"), locale_name (t, l->to));
    g = add_group (r, title, NULL);
  }
  for (int k = 0; k < l->n_ways; k++)
    {
      const CasLadenWay *w = &l->ways[k];
      g_autofree char *subtitle = NULL;
      g_autofree char *value = NULL;
      const char *style;

      if (k == l->best && l->n_ways > 1)
        subtitle = g_strdup_printf (_("%d usable Transport · the better Way"), w->usable_transport);
      else
        subtitle = g_strdup_printf (_("%d usable Transport"), w->usable_transport);
      if (w->status == CAS_LADEN_BLOCKED)
        {
          value = g_strdup_printf (_("Discard %d Provender"), w->discard_prov);
          style = "error";
        }
      else
        {
          g_autofree char *acts = actions_text (w->actions);
          value = g_strdup_printf ("%s, %s", w->status == CAS_LADEN_LADEN ? _("Laden") : _("Unladen"), acts);
          style = w->status == CAS_LADEN_LADEN ? "warning" : "success";
        }
      add_row (g, way_type_name (w->type), subtitle, value, style, "4.3.2,1.7.4");
    }

  g = add_group (r, _("Avoid Battle or Retreat"), NULL);
  {
    const CasLadenWay *w = &l->ways[l->avoid_way];
    g_autofree char *title = NULL;
    g_autofree char *subtitle = g_strdup_printf (_("Along the %s"), way_type_name (w->type));
    if (l->avoid_prov == 0 && l->avoid_loot == 0)
      title = g_strdup (_("Nothing need be left behind"));
    else
      title = g_strdup_printf (_("Leave %d Provender and %d Loot behind"), l->avoid_prov, l->avoid_loot);
    add_row (g, title, subtitle, l->avoid_destination_ok ? NULL : _("Not into this Locale"),
             l->avoid_destination_ok ? NULL : "error", "4.3.4,4.4.3");
  }
  return TRUE;
}

static gboolean
run_sail (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  g_autoptr(CasSailResult) s = NULL;
  g_autofree char *names = NULL;
  g_autofree char *season = season_text (t);
  GString *detail;
  CasCalcGroup *g;

  if (!group_on_map (t, spec, error))
    return FALSE;
  s = cas_sail (t, spec->lords, spec->n_lords, spec->locale, r->explain, error);
  if (s == NULL)
    return FALSE;
  names = lord_names (t, s->lords, s->n_lords);
  r->context = g_strdup_printf (_("%s · %s → %s · %s"), names, locale_name (t, s->from), locale_name (t, s->to), season);

  detail = g_string_new (NULL);
  /* TRANSLATORS: "4 Ships needed, 2 available" */
  g_string_append_printf (detail, _("%d Ships needed, %d available"), s->ships_needed, s->ships_available);
  if (s->shortfall > 0 && s->horse_fit)
    {
      g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *what = NULL;
      if (s->discard_prov)
        g_ptr_array_add (parts, cas_rules_asset_amount (t->game, CAS_ASSET_PROV, s->discard_prov));
      if (s->discard_loot)
        g_ptr_array_add (parts, cas_rules_asset_amount (t->game, CAS_ASSET_LOOT, s->discard_loot));
      what = join_names (parts);
      /* TRANSLATORS: " · discard 2 Provender to Sail" */
      g_string_append_printf (detail, _(" · discard %s to Sail"), what);
    }
  if (s->siege)
    g_string_append (detail, _(" · arriving places a Siege marker"));
  set_headline (r, g_strdup (s->can_sail ? _("Can Sail") : _("Cannot Sail")), g_string_free (detail, FALSE),
                s->can_sail ? "success" : "warning");

  g = add_group (r, _("Ships Needed"), NULL);
  {
    g_autofree char *units = g_strdup_printf (ngettext ("%d unit", "%d units", s->horse), s->horse);
    g_autofree char *each = g_strdup_printf (ngettext ("%d Ship each", "%d Ships each", s->ships_per_horse),
                                             s->ships_per_horse);
    /* TRANSLATORS: "2 units × 1 Ship each" */
    g_autofree char *sub = g_strdup_printf (_("%s × %s"), units, each);
    g_autofree char *v1 = g_strdup_printf ("%d", s->horse * s->ships_per_horse);
    g_autofree char *v2 = g_strdup_printf ("%d", s->provender);
    g_autofree char *sub3 = g_strdup_printf (ngettext ("%d Loot × 2 Ships each", "%d Loot × 2 Ships each", s->loot), s->loot);
    g_autofree char *v3 = g_strdup_printf ("%d", 2 * s->loot);
    g_autofree char *v4 = g_strdup_printf ("%d", s->ships_available);
    g_autofree char *sub2 = g_strdup_printf (_("%d Provender × 1 Ship each"), s->provender);
    add_row (g, _("Horse"), sub, v1, NULL, "4.7.3,1.6");
    add_row (g, _("Provender"), sub2, v2, NULL, "4.7.3");
    add_row (g, _("Loot"), sub3, v3, NULL, "4.7.3");
    add_row (g, _("Ships available"), _("Shared by the group"), v4, s->shortfall > 0 ? "warning" : "success", "1.5.2");
  }
  if (!s->can_sail && s->reasons->len)
    {
      g = add_group (r, _("Why Not"), NULL);
      for (guint i = 0; i < s->reasons->len; i++)
        add_row (g, g_ptr_array_index (s->reasons, i), NULL, NULL, NULL, NULL);
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Ravage, Forage, Tax (4.7) */

static gboolean
run_ravage (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  int lord = spec->lords[0];
  g_autoptr(CasCommandsResult) c = NULL;
  g_autofree char *season = season_text (t);
  CasCalcGroup *g;

  if (!need_map (t, lord, error))
    return FALSE;
  c = cas_commands (t, lord, r->explain, error);
  if (c == NULL)
    return FALSE;
  r->context = g_strdup_printf (_("%s at %s · %s"), lord_name (t, lord), locale_name (t, c->locale), season);

  if (c->ravage.allowed)
    {
      g_autofree char *vp = cas_vp_text (c->ravage.vp_halves);
      g_autofree char *acts = actions_text (c->ravage.actions);
      /* TRANSLATORS: "Ravage: +1 Provender, +1 Loot" */
      set_headline (r, g_strdup_printf (_("Ravage: +%d Provender, +%d Loot"), c->ravage.prov, c->ravage.loot),
                    /* TRANSLATORS: "1 action; +½ VP for the Teutons" */
                    g_strdup_printf (_("%s; +%s VP for the %s"), acts, vp, cas_game_get_side_name (t->game, c->side)),
                    "success");
    }
  else
    set_headline (r, g_strdup (_("Cannot Ravage Here")), g_strdup (_("The other Commands open to him here are below.")),
                  "warning");

  g = add_group (r, _("Commands Here"), NULL);
  {
    g_autofree char *sub = NULL;
    g_autofree char *value = NULL;
    if (c->ravage.allowed)
      {
        g_autofree char *vp = cas_vp_text (c->ravage.vp_halves);
        sub = g_strdup_printf (_("+%d Provender, +%d Loot, +%s VP"), c->ravage.prov, c->ravage.loot, vp);
        value = actions_text (c->ravage.actions);
      }
    add_row (g, _("Ravage"), c->ravage.allowed ? sub : _("Not here"), value, c->ravage.allowed ? NULL : "dim", "4.7.2");
  }
  {
    /* What bars Forage: the game's name for it (CasLcRules.forage_barred_name, Nevsky's
     * Famine card). */
    const CasLcRules *rules = cas_lc_rules (t->game);
    const char *barred = c->forage_barred && rules ? rules->forage_barred_name : NULL;
    /* TRANSLATORS: %s names what bars Forage here, a card ("Famine") */
    g_autofree char *sub = c->forage.allowed ? g_strdup_printf (_("+%d Provender for each action"), c->forage.prov)
                           : barred          ? g_strdup_printf (_("Not here: %s"), _(barred))
                                             : g_strdup (_("Not here"));
    add_row (g, _("Forage"), sub, c->forage.allowed ? _("1 action each") : NULL, c->forage.allowed ? NULL : "dim",
             "4.7.1");
  }
  {
    g_autofree char *sub = c->tax.allowed ? g_strdup_printf (_("+%d Coin"), c->tax.coin) : g_strdup (_("Not here"));
    add_row (g, _("Tax"), sub, c->tax.allowed ? _("Whole Command card") : NULL, c->tax.allowed ? NULL : "dim", "4.7.4");
  }
  if (c->conquer.applies)
    {
      const char *sub = !c->conquer.allowed          ? _("Not now")
                        : c->conquer_markers > 0     ? _("Place a Conquered marker")
                        : c->conquer_markers < 0     ? _("Remove the enemy’s Conquered marker")
                                                     : _("Nothing to change");
      add_row (g, _("Conquer the Trade Route"), sub, NULL, c->conquer.allowed ? NULL : "dim", "4.3.6");
    }
  if (c->siege.applies)
    {
      g_autofree char *sub = NULL;
      if (!c->siege.allowed)
        sub = g_strdup (_("No Siege to advance"));
      else if (c->surrender_at_once) /* scen: the scenario's rule (Inferno 6.0 C) */
        sub = g_strdup (_("Surrenders at once, without a roll"));
      else if (c->surrender_roll > 0)
        sub = g_strdup_printf (ngettext ("Surrender on a roll of %d", "Surrender on a roll of 1–%d", c->surrender_roll),
                               c->surrender_roll);
      else
        sub = g_strdup (_("No Surrender roll while Lords are inside"));
      add_row (g, _("Siege"), sub, c->siege.allowed ? _("Whole Command card") : NULL, c->siege.allowed ? NULL : "dim",
               "4.5.1");
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Feed (4.8.1), Pay (3.2), Disband (3.3) */

static gboolean
run_feed (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  g_autoptr(CasFeedResult) f = cas_feed_compute (t, spec->excused, r->explain);
  guint unfed = 0, n = f->lords->len;
  CasCalcGroup *g;

  r->context = when_text (t);
  for (guint i = 0; i < n; i++)
    unfed += !g_array_index (f->lords, CasFeedLord, i).fed;

  if (n == 0)
    set_headline (r, g_strdup (_("Nobody Feeds")), g_strdup (_("No Lord is marked Moved/Fought.")), NULL);
  else if (unfed == 0)
    set_headline (r, g_strdup_printf (ngettext ("%u Lord Feeds — all fed", "%u Lords Feed — all fed", n), n),
                  g_strdup (_("Everyone marked Moved/Fought eats.")), "success");
  else
    set_headline (r, g_strdup_printf (ngettext ("%u Lord Goes Unfed", "%u Lords Go Unfed", unfed), unfed),
                  g_strdup_printf (ngettext ("of %u Lord who must Feed", "of %u Lords who must Feed", n), n),
                  "warning");

  if (n)
    {
      g = add_group (r, _("Lords"), NULL);
      for (guint i = 0; i < n; i++)
        {
          const CasFeedLord *fl = &g_array_index (f->lords, CasFeedLord, i);
          g_autofree char *units = g_strdup_printf (ngettext ("%d unit", "%d units", fl->units), fl->units);
          /* TRANSLATORS: "4 units, needs 1, ate 1" */
          g_autofree char *sub = g_strdup_printf (_("%s, needs %d, ate %d"), units, fl->need, fl->eaten);
          g_autofree char *value = NULL;
          const char *style;
          if (fl->exempt)
            {
              const char *excused = cas_game_ui_for (t->game)->feed_excused;
              value = g_strdup (excused ? _(excused) : _("Excused"));
              style = NULL;
            }
          else if (fl->fed)
            {
              value = g_strdup (_("Fed"));
              style = "success";
            }
          else
            {
              g_autofree char *before = box_text (t, fl->service);
              g_autofree char *after = box_text (t, fl->service_after);
              /* TRANSLATORS: "Unfed: Service box 4 → box 3" */
              value = g_strdup_printf (_("Unfed: Service %s → %s"), before, after);
              style = "warning";
            }
          add_row (g, lord_name (t, fl->lord), sub, value, style, "4.8.1");
        }
    }
  if (f->eats->len)
    {
      g = add_group (r, _("Who Eats What"), NULL);
      for (guint i = 0; i < f->eats->len; i++)
        {
          const CasFeedEat *e = &g_array_index (f->eats, CasFeedEat, i);
          g_autofree char *what = cas_rules_asset_amount (t->game, e->type, e->n);
          g_autofree char *title = NULL;
          if (e->from == e->to)
            /* TRANSLATORS: "Hermann eats 1 Provender of his own" */
            title = g_strdup_printf (_("%s eats %s of his own"), lord_name (t, e->from), what);
          else
            /* TRANSLATORS: "Hermann gives 1 Provender to Yaroslav" */
            title = g_strdup_printf (_("%s gives %s to %s"), lord_name (t, e->from), what, lord_name (t, e->to));
          add_row (g, title, NULL, NULL, NULL, e->from == e->to ? "4.8.1" : "4.8.1,1.5.2");
        }
    }
  return TRUE;
}

static gboolean
run_pay (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  int lord = spec->n_lords ? spec->lords[0] : -1;
  g_autoptr(CasPayResult) p = NULL;
  guint at_risk = 0;
  CasCalcGroup *g;

  if (lord >= 0 && !need_map (t, lord, error))
    return FALSE;
  p = cas_pay_compute (t, lord, lord >= 0 ? spec->shift : 0, r->explain);
  r->context = when_text (t);
  for (guint i = 0; i < p->lords->len; i++)
    at_risk += g_array_index (p->lords, CasPayLord, i).at_risk;

  if (lord >= 0 && spec->shift > 0)
    /* TRANSLATORS: "Pay Hermann: 2 of 2 shifts" */
    set_headline (r, g_strdup_printf (ngettext ("Pay %s: %d of %d shift", "Pay %s: %d of %d shifts", p->asked), lord_name (t, lord),
                                      p->bought, p->asked),
                  p->bought < p->asked ? g_strdup (_("His sources cannot pay for every shift asked."))
                                       : g_strdup (_("The changes below pay for it.")),
                  p->bought < p->asked ? "warning" : "success");
  else if (at_risk)
    set_headline (r, g_strdup_printf (ngettext ("%u Lord at Risk of Disbanding", "%u Lords at Risk of Disbanding", at_risk),
                                      at_risk),
                  g_strdup (_("Choose a Lord to pay below.")), "warning");
  else
    set_headline (r, g_strdup (_("No Lord at Risk of Disbanding")), g_strdup (_("Every Service marker is safe for now.")),
                  "success");

  g = add_group (r, _("Service"), NULL);
  for (guint i = 0; i < p->lords->len; i++)
    {
      const CasPayLord *pl = &g_array_index (p->lords, CasPayLord, i);
      g_autofree char *box = box_text (t, pl->service);
      g_autofree char *buy = g_strdup_printf (ngettext ("can buy %d shift", "can buy %d shifts", pl->max_shifts), pl->max_shifts);
      /* TRANSLATORS: "Service box 4, can buy 2 shifts" */
      g_autofree char *sub = g_strdup_printf (_("Service %s, %s"), box, buy);
      g_autofree char *value = pl->at_risk ? g_strdup_printf (ngettext ("At risk: needs %d", "At risk: needs %d", pl->needed), pl->needed)
                                           : g_strdup (_("Safe"));
      add_row (g, lord_name (t, pl->lord), sub, value, pl->at_risk ? "warning" : "success", "3.2,3.3");
    }
  if (p->lords->len == 0)
    add_row (g, _("No Lord is on the map"), NULL, NULL, "dim", NULL);
  return TRUE;
}

static gboolean
run_disband (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  g_autoptr(CasDisbandResult) d = cas_disband_compute (t, r->explain);
  guint disbands = 0, removed = 0;
  CasCalcGroup *g;

  r->context = when_text (t);
  for (guint i = 0; i < d->lords->len; i++)
    {
      const CasDisbandLord *dl = &g_array_index (d->lords, CasDisbandLord, i);
      disbands += dl->verdict == CAS_DISBAND_DISBANDS;
      removed += dl->verdict == CAS_DISBAND_REMOVED;
    }
  if (disbands + removed == 0)
    set_headline (r, g_strdup (_("Nobody Disbands")), g_strdup (_("Every Lord on the map stays.")), "success");
  else
    {
      g_autofree char *a = g_strdup_printf (ngettext ("%u Lord Disbands", "%u Lords Disband", disbands), disbands);
      g_autofree char *b = g_strdup_printf (ngettext ("%u removed from play", "%u removed from play", removed), removed);
      set_headline (r, removed ? g_strdup_printf ("%s, %s", a, b) : g_steal_pointer (&a),
                    g_strdup (_("The changes below take them off the map.")), "warning");
    }

  g = add_group (r, _("Lords"), NULL);
  for (guint i = 0; i < d->lords->len; i++)
    {
      const CasDisbandLord *dl = &g_array_index (d->lords, CasDisbandLord, i);
      g_autofree char *box = box_text (t, dl->service);
      g_autofree char *sub = dl->no_forces ? g_strdup_printf (_("Service %s, no Forces"), box)
                                           : g_strdup_printf (_("Service %s"), box);
      g_autofree char *value = NULL;
      const char *style = NULL;
      switch (dl->verdict)
        {
        case CAS_DISBAND_DISBANDS:
          {
            g_autofree char *cyl = box_text (t, dl->cylinder_box);
            /* TRANSLATORS: "Disbands, cylinder to box 6" */
            value = g_strdup_printf (_("Disbands, cylinder to %s"), cyl);
            style = "warning";
          }
          break;
        case CAS_DISBAND_REMOVED:
          value = g_strdup (_("Removed from play"));
          style = "error";
          break;
        default:
          value = g_strdup (_("Stays"));
          style = "success";
          break;
        }
      add_row (g, lord_name (t, dl->lord), sub, value, style, dl->no_forces ? "3.3,1.6" : "3.3");
    }
  if (d->lords->len == 0)
    add_row (g, _("No Lord is on the map"), NULL, NULL, "dim", NULL);

  if (d->vassals->len)
    {
      g = add_group (r, _("Vassals"), NULL);
      for (guint i = 0; i < d->vassals->len; i++)
        {
          const CasDisbandVassal *dv = &g_array_index (d->vassals, CasDisbandVassal, i);
          g_autofree char *box = box_text (t, dv->service);
          g_autofree char *sub = g_strdup_printf (_("%s’s Vassal, Service %s"), lord_name (t, dv->lord), box);
          static const char *const verdicts[] = { N_("Stays"), N_("Unready"), N_("Removed from play"), N_("Leaves with his Lord") };
          add_row (g, cas_game_get_vassal (t->game, dv->vassal)->name, sub, _(verdicts[dv->verdict]),
                   dv->verdict == CAS_DISBAND_VASSAL_STAYS ? "success" : "warning", "3.4.2");
        }
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Levy (3.4, 3.5) */

static char *
locale_list (const CasTable *t, const int *locales, int n)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  for (int i = 0; i < n; i++)
    g_ptr_array_add (names, (gpointer) locale_name (t, locales[i]));
  return n ? join_names (names) : g_strdup (_("none"));
}

static gboolean
run_levy (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  g_autoptr(CasLevyResult) l = cas_levy_compute (t, r->explain);
  CasCalcGroup *g;

  r->context = when_text (t);
  set_headline (r, g_strdup_printf (ngettext ("%u Ready Lord", "%u Ready Lords", l->ready->len), l->ready->len),
                g_strdup_printf (ngettext ("%u Lord on the map", "%u Lords on the map", l->lordship->len),
                                 l->lordship->len),
                NULL);

  g = add_group (r, _("Ready Lords"), _("Who may be Mustered, and the chance one Levy action does it."));
  for (guint i = 0; i < l->ready->len; i++)
    {
      const CasLevyReady *rl = &g_array_index (l->ready, CasLevyReady, i);
      g_autofree char *seats = locale_list (t, rl->seats, rl->n_seats);
      g_autofree char *by = rl->levied_by->len ? lord_names (t, (const int *) (void *) rl->levied_by->data, (int) rl->levied_by->len)
                                               : g_strdup (_("nobody"));
      /* TRANSLATORS: "Fealty 3 · Seats: Pskov · Levied by: Gavrilo" */
      g_autofree char *sub = g_strdup_printf (_("Fealty %d · Seats: %s · Levied by: %s"), rl->fealty, seats, by);
      /* levy (issue 17): Inferno's Exile and Emergency Army (3.4.1) */
      if (rl->actions > 1)
        {
          /* TRANSLATORS: appended to the line above: "· 2 Levy actions a roll" */
          g_autofree char *more = g_strdup_printf (_("%s · %d Levy actions a roll"), sub, rl->actions);
          g_free (sub);
          sub = g_steal_pointer (&more);
        }
      if (rl->anyway)
        {
          g_autofree char *more = g_strdup_printf (_("%s · Ready: Enemy Lords at his Main Seat"), sub);
          g_free (sub);
          sub = g_steal_pointer (&more);
        }
      g_autofree char *value = rl->blocked ? g_strdup (_("Barred by an Event")) : g_strdup_printf ("%.0f%%", rl->odds * 100);
      add_row (g, lord_name (t, rl->lord), sub, value, rl->blocked ? "warning" : NULL, "3.4.1");
    }
  if (l->ready->len == 0)
    add_row (g, _("No Lord is Ready"), NULL, NULL, "dim", NULL);

  g = add_group (r, _("Lordship"), _("What each Lord’s Levy actions can buy."));
  g_autoptr(GPtrArray) rolls = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < l->lordship->len; i++)
    {
      const CasLevyLordship *ll = &g_array_index (l->lordship, CasLevyLordship, i);
      g_autoptr(GPtrArray) lords = g_ptr_array_new ();
      g_autoptr(GPtrArray) vassals = g_ptr_array_new ();
      g_autoptr(GPtrArray) transport = g_ptr_array_new ();
      g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
      guint capabilities = 0;
      g_autofree char *sub = NULL;
      g_autofree char *value = g_strdup_printf (_("Lordship %d"), ll->lordship);

      for (guint k = 0; k < ll->items->len; k++)
        {
          const CasLevyItem *it = &g_array_index (ll->items, CasLevyItem, k);
          switch (it->kind)
            {
            case CAS_LEVY_ITEM_LORD:
              g_ptr_array_add (lords, (gpointer) lord_name (t, it->id));
              break;
            case CAS_LEVY_ITEM_VASSAL:
              if (it->roll > 0)  /* levy: a Sestiere or Terzo by a roll (Inferno 3.4.2) */
                {
                  /* TRANSLATORS: a Vassal Mustered on a roll: "Terzo di Città (1-5)" */
                  char *name = g_strdup_printf (_("%s (1-%d)"), cas_game_get_vassal (t->game, it->id)->name, it->roll);
                  g_ptr_array_add (rolls, name);
                  g_ptr_array_add (vassals, name);
                }
              else
                g_ptr_array_add (vassals, cas_game_get_vassal (t->game, it->id)->name);
              break;
            case CAS_LEVY_ITEM_TRANSPORT:
              g_ptr_array_add (transport, (gpointer) cas_app_asset_name (t->game, it->id));
              break;
            default:
              capabilities++;
              break;
            }
        }
      /* Many Capabilities may be open to him: their number here, the cards on the Plan page. */
      if (lords->len)
        g_ptr_array_add (parts, join_names (lords));
      if (vassals->len)
        {
          g_autofree char *v = join_names (vassals);
          g_ptr_array_add (parts, g_strdup_printf (_("Vassals: %s"), v));
        }
      if (transport->len)
        {
          g_autofree char *v = join_names (transport);
          g_ptr_array_add (parts, g_strdup_printf (_("Transport: %s"), v));
        }
      if (capabilities)
        g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u Capability", "%u Capabilities", capabilities), capabilities));
      /* inferno-levy (issue 17): where the table keeps the Levy actions spent and arrivals */
      if (ll->arrived)
        {
          g_free (value);
          value = g_strdup (_("Arrived"));
        }
      else if (ll->spent > 0)
        {
          g_free (value);
          /* TRANSLATORS: the Levy actions a Lord has left: "1 of Lordship 3 left" */
          value = g_strdup_printf (_("%d of Lordship %d left"), MAX (0, ll->lordship - ll->spent), ll->lordship);
        }
      if (ll->arrived)
        sub = g_strdup (_("Arrived this Levy: no Levy actions until Call to Arms"));
      else if (ll->able && !ll->can_levy)
        sub = g_strdup (_("No Levy actions left"));
      else if (!ll->can_levy)
        sub = g_strdup (_("Cannot Levy where he is"));
      else if (parts->len == 0)
        sub = g_strdup (_("Nothing to Levy"));
      else
        {
          g_ptr_array_add (parts, NULL);
          sub = g_strjoinv (" · ", (char **) parts->pdata);
        }
      add_row (g, lord_name (t, ll->lord), sub, value, ll->can_levy ? NULL : "dim", "3.4");
    }

  /* levy (issue 17): the game's own groups (Inferno's Call to Arms steps, 3.5). */
  const CasGameUi *ui = cas_game_ui_for (t->game);
  if (ui->levy_groups)
    ui->levy_groups (t, l, r);

  if (l->notes->len || l->capability_excess[0] || l->capability_excess[1])
    {
      g = add_group (r, _("Notes"), NULL);
      for (int side = 0; side < CAS_N_SIDES; side++)
        if (l->capability_excess[side] > 0)
          {
            g_autofree char *title = g_strdup_printf (ngettext ("The %s have %d Capability too many",
                                                                "The %s have %d Capabilities too many",
                                                                l->capability_excess[side]),
                                                      cas_game_get_side_name (t->game, side), l->capability_excess[side]);
            add_row (g, title, NULL, NULL, "warning", "3.4.4");
          }
      for (guint i = 0; i < l->notes->len; i++)
        add_row (g, g_ptr_array_index (l->notes, i), NULL, NULL, NULL, NULL);
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Victory (5.0), audit, End of Campaign (4.9) */

static char *
outcome_text (CasGame *game, int outcome)
{
  if (outcome == CAS_OUTCOME_DRAW)
    return g_strdup (_("a draw"));
  if (outcome >= 0 && outcome < CAS_N_SIDES)
    /* TRANSLATORS: "the Teutons win" */
    return g_strdup_printf (_("the %s win"), cas_game_get_side_name (game, outcome));
  return g_strdup (_("no result"));
}

static void
victory_groups (const CasTable *t, const CasVictory *v, CasCalcResult *r)
{
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      g_autofree char *vp = cas_vp_text (v->halves[side]);
      g_autofree char *title = g_strdup_printf (_("%s: %s VP"), cas_game_get_side_name (t->game, side), vp);
      CasCalcGroup *g = add_group (r, title, NULL);
      guint n = 0;
      for (guint i = 0; i < v->items->len; i++)
        {
          const CasVpItem *it = &g_array_index (v->items, CasVpItem, i);
          g_autofree char *value = NULL;
          g_autofree char *text = NULL;
          g_autofree char *ivp = cas_vp_text (it->halves);
          if (it->side != side)
            continue;
          const char *rules = "5.1";
          value = g_strdup_printf ("+%s", ivp);
          switch (it->kind)
            {
            case CAS_VP_CONQUERED:
              /* Inferno's Allegiance markers (1.3.1) are the table's Conquered markers. */
              if (cas_game_get_marker_set (t->game) == CAS_MARKERS_ALLEGIANCE)
                text = g_strdup_printf (ngettext ("%d Allegiance marker at %s", "%d Allegiance markers at %s",
                                                  it->count),
                                        it->count, locale_name (t, it->locale));
              else
                text = g_strdup_printf (ngettext ("%d Conquered marker at %s", "%d Conquered markers at %s",
                                                  it->count),
                                        it->count, locale_name (t, it->locale));
              break;
            /* app (issue 17): Inferno's own VP (they read "Extra VP recorded" before). */
            case CAS_VP_RUINS:
              text = g_strdup_printf (_("Ruins at %s"), locale_name (t, it->locale));
              rules = "5.1,4.5.2";
              break;
            case CAS_VP_CARROCCIO:
              text = g_strdup (_("The enemy’s Carroccio, Captured"));
              rules = "5.1,4.4.3";
              break;
            case CAS_VP_SCENARIO:
              /* A card in play worth VP (count 1), or the side's VP counted double (2). */
              text = g_strdup (it->count == 2 ? _("The scenario counts these VP double")
                                              : _("The scenario’s card in play"));
              rules = "5.1,6.0";
              break;
            case CAS_VP_CASTLE:
              text = g_strdup_printf (_("Castle at %s"), locale_name (t, it->locale));
              break;
            case CAS_VP_RAVAGED:
              text = g_strdup_printf (_("Ravaged marker at %s"), locale_name (t, it->locale));
              break;
            case CAS_VP_BOX:
              text = cas_game_ui_for (t->game)->vp_box_text
                       ? cas_game_ui_for (t->game)->vp_box_text (it->count)
                       : g_strdup_printf (ngettext ("%d VP marker in the box", "%d VP markers in the box", it->count),
                                          it->count);
              break;
            default:
              text = g_strdup (_("Extra VP recorded"));
              break;
            }
          if (it->kind == CAS_VP_EXTRA)
            rules = "5.1,6.0";
          add_row (g, text, NULL, value, NULL, rules);
          n++;
        }
      if (v->uncapped[side] > v->halves[side])
        add_row (g, _("Capped at the track’s top"), NULL, NULL, "warning", "2.2.5");
      if (n == 0)
        add_row (g, _("No VP yet"), NULL, NULL, "dim", NULL);
    }
}

static gboolean
run_victory (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  g_autoptr(CasVictory) v = cas_victory_compute (t, r->explain);
  g_autofree char *vp0 = cas_vp_text (v->halves[0]);
  g_autofree char *vp1 = cas_vp_text (v->halves[1]);
  g_autofree char *detail = NULL;

  r->context = when_text (t);
  if (v->campaign_victory != CAS_OUTCOME_NONE)
    detail = g_strdup_printf (_("Campaign Victory: %s"), cas_game_get_side_name (t->game, v->campaign_victory));
  else if (v->result != CAS_OUTCOME_NONE)
    {
      g_autofree char *o = outcome_text (t->game, v->result);
      detail = g_strdup_printf (_("The scenario is over: %s"), o);
    }
  else
    {
      g_autofree char *o = outcome_text (t->game, v->if_ended_now);
      detail = g_strdup_printf (_("If the scenario ended now: %s"), o);
    }
  /* TRANSLATORS: "Teutons 3 — Russians 1½ VP" */
  set_headline (r, g_strdup_printf (_("%s %s — %s %s VP"), cas_game_get_side_name (t->game, 0), vp0,
                                    cas_game_get_side_name (t->game, 1), vp1),
                g_steal_pointer (&detail), NULL);
  victory_groups (t, v, r);
  return TRUE;
}

static gboolean
run_audit (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  g_autoptr(CasAudit) a = cas_audit_run (t, r->explain);
  guint n = cas_audit_get_n_problems (a);
  CasCalcGroup *g;

  r->context = when_text (t);
  if (n == 0)
    {
      set_headline (r, g_strdup (_("No Problems Found")), g_strdup (_("Nothing on the table breaks a rule Castellan checks.")),
                    "success");
      return TRUE;
    }
  set_headline (r, g_strdup_printf (ngettext ("%u Problem on the Table", "%u Problems on the Table", n), n),
                g_strdup (_("Fix the pieces on the table, then record the same fix here.")), "warning");
  /* One explanation line per problem, as listed: the list is the explanation. */
  r->explained = TRUE;
  g = add_group (r, _("Problems"), NULL);
  for (guint i = 0; i < n; i++)
    {
      const CasAuditProblem *p = cas_audit_get_problem (a, i);
      g_autofree char *sentence = cas_app_sentence (p->message);
      g_autofree char *fix = p->fix ? g_strdup_printf (_("Fix: %s"), p->fix) : g_strdup (_("The players decide the fix."));
      add_row (g, sentence, fix, NULL, "warning", p->rule);
    }
  return TRUE;
}

/* A Wastage item: an Asset id ("boat") or a This Lord card id ("t4"), in words. */
static const char *
item_name (CasGame *game, const char *id)
{
  int card;
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    if (g_str_equal (cas_game_asset_id (game, a), id))
      return cas_app_asset_name (game, a);
  card = cas_game_find_card (game, id);
  if (card >= 0 && cas_game_get_card (game, card)->cap_name)
    return cas_game_get_card (game, card)->cap_name;
  return id;
}

static gboolean
run_endcampaign (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  g_autoptr(CasEndCampaign) e = cas_endcampaign_compute (t, r->explain);
  g_autoptr(GPtrArray) steps = g_ptr_array_new ();
  CasCalcGroup *g;

  r->context = when_text (t);
  if (e->grow_box)
    g_ptr_array_add (steps, (gpointer) _("Grow"));
  if (e->plow_and_reap->len)
    g_ptr_array_add (steps, (gpointer) _("Plow and Reap"));
  if (e->wastage->len)
    g_ptr_array_add (steps, (gpointer) _("Wastage"));
  if (e->reset->len)
    g_ptr_array_add (steps, (gpointer) _("Reset"));
  {
    g_autofree char *list = steps->len ? join_names (steps) : g_strdup (_("nothing to do"));
    g_autofree char *o = e->victory ? outcome_text (t->game, e->victory->result) : NULL;
    if (e->game_end)
      set_headline (r, g_strdup (_("The Game Ends")), g_strdup_printf (_("Result: %s"), o ? o : _("no result")), "accent");
    else
      set_headline (r, g_strdup_printf (_("End of Campaign, Box %d"), e->box), g_strdup_printf (_("Steps: %s"), list),
                    NULL);
  }

  if (e->grow_box)
    {
      g = add_group (r, _("Grow"), NULL);
      for (guint i = 0; i < e->grow->len; i++)
        {
          const CasGrowStep *gs = &g_array_index (e->grow, CasGrowStep, i);
          g_autofree char *title = g_strdup_printf (ngettext ("The %s keep %d of %d enemy Ravaged marker",
                                                              "The %s keep %d of %d enemy Ravaged markers", gs->ravaged),
                                                    cas_game_get_side_name (t->game, gs->side), gs->keep, gs->ravaged);
          g_autofree char *sub = gs->remove->len ? locale_list (t, (const int *) (void *) gs->remove->data, (int) gs->remove->len) : NULL;
          g_autofree char *subtitle = sub ? g_strdup_printf (_("Castellan removes: %s"), sub) : NULL;
          add_row (g, title, subtitle, NULL, NULL, "4.9.1");
        }
    }
  if (e->victory)
    victory_groups (t, e->victory, r);
  if (e->plow_and_reap->len)
    {
      g = add_group (r, _("Plow and Reap"), NULL);
      for (guint i = 0; i < e->plow_and_reap->len; i++)
        {
          const CasPlowReap *p = &g_array_index (e->plow_and_reap, CasPlowReap, i);
          g_autofree char *a = cas_rules_asset_amount (t->game, p->from, p->before);
          g_autofree char *b = cas_rules_asset_amount (t->game, p->to, p->after);
          g_autofree char *value = g_strdup_printf ("%s → %s", a, b);
          add_row (g, lord_name (t, p->lord), NULL, value, NULL, "4.9.3");
        }
    }
  if (e->wastage->len)
    {
      g = add_group (r, _("Wastage"), NULL);
      for (guint i = 0; i < e->wastage->len; i++)
        {
          const CasWastage *w = &g_array_index (e->wastage, CasWastage, i);
          GString *items = g_string_new (NULL);
          g_autofree char *sub = NULL;
          g_autofree char *value = NULL;
          for (guint k = 0; k < w->items->len; k++)
            g_string_append_printf (items, "%s%s", k ? ", " : "", item_name (t->game, w->items->pdata[k]));
          sub = g_strdup_printf (_("Discards one of: %s"), items->str);
          value = g_strdup_printf (_("Default: %s"), item_name (t->game, w->items->pdata[w->default_item]));
          add_row (g, lord_name (t, w->lord), sub, value, NULL, "4.9.4");
          g_string_free (items, TRUE);
        }
    }
  if (e->reset->len)
    {
      /* Each step in words, as it will read in the log once the earlier ones are done. */
      g_autoptr(CasTable) scratch = cas_table_copy (t);
      g = add_group (r, _("Reset"), NULL);
      g->folded = e->reset->len > 4;
      for (guint i = 0; i < e->reset->len; i++)
        {
          const CasResetStep *s = &g_array_index (e->reset, CasResetStep, i);
          g_autoptr(CasAction) action = cas_action_parse (t->game, s->action, NULL);
          g_autofree char *words = action ? cas_action_describe (action, scratch) : NULL;
          if (action)
            cas_action_apply (action, scratch, NULL);
          add_row (g, words ? words : s->action, NULL, NULL, NULL, "4.9.5");
        }
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */

CasCalcResult *
cas_calc_run (const CasTable *t, const CasCalcSpec *spec, GError **error)
{
  g_autoptr(CasCalcResult) r = g_new0 (CasCalcResult, 1);
  gboolean ok = FALSE;

  g_return_val_if_fail (t != NULL && spec != NULL, NULL);
  g_return_val_if_fail (spec->kind < CAS_N_CALCS, NULL);

  r->kind = spec->kind;
  r->explain = cas_explain_new ();
  r->groups = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);
  r->routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  if (calcs[spec->kind].section)
    r->rules = g_strsplit (calcs[spec->kind].section, ",", -1);
  if (spec->kind == CAS_CALC_GAME && spec->game_calc->section)
    r->rules = g_strsplit (spec->game_calc->section, ",", -1);

  switch (spec->kind)
    {
    case CAS_CALC_SUPPLY:
      ok = run_supply (t, spec, r, error);
      break;
    case CAS_CALC_LADEN:
      ok = run_laden (t, spec, r, error);
      break;
    case CAS_CALC_SAIL:
      ok = run_sail (t, spec, r, error);
      break;
    case CAS_CALC_RAVAGE:
      ok = run_ravage (t, spec, r, error);
      break;
    case CAS_CALC_FEED:
      ok = run_feed (t, spec, r, error);
      break;
    case CAS_CALC_PAY:
      ok = run_pay (t, spec, r, error);
      break;
    case CAS_CALC_DISBAND:
      ok = run_disband (t, spec, r, error);
      break;
    case CAS_CALC_LEVY:
      ok = run_levy (t, spec, r, error);
      break;
    case CAS_CALC_VICTORY:
      ok = run_victory (t, spec, r, error);
      break;
    case CAS_CALC_AUDIT:
      ok = run_audit (t, spec, r, error);
      break;
    case CAS_CALC_ENDCAMPAIGN:
      ok = run_endcampaign (t, spec, r, error);
      break;
    case CAS_CALC_GAME: /* inferno-app */
      ok = spec->game_calc->run (t, spec, r, error);
      break;
    default:
      g_assert_not_reached ();
    }
  if (!ok)
    return NULL;
  if (r->headline == NULL)
    r->headline = g_strdup (cas_calc_spec_name (spec));
  return g_steal_pointer (&r);
}
