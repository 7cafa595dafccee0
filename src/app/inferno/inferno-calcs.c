/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-calcs.c: Inferno's own calculators in the app (inferno-app, issue 17):
 * Revolt (1.4.2-1.4.4), Treachery and Bribe (4.2.3, 4.7.5, 4.7.6) and scenario F's
 * Exhaustion (6.0). The players roll and click the faces they rolled; the core answers
 * (cas_inferno_revolt (), cas_inferno_treachery_revolt (), cas_inferno_bribe (),
 * inferno_exhaustion (): the same functions as castellan-cli revolt, treachery and
 * exhaustion) with its explanation and the actions it proposes, which the calculator's
 * Apply records through the journal. Nothing here computes a rule. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "inferno/inferno-ui.h"

#include "cas-app-util.h"
#include "cas-rules.h"
#include "inferno-exhaustion.h"
#include "inferno-revolt.h"
#include "inferno-turncoat.h" /* turncoat: a Bribed Vassal (4.7.6) */

/* ------------------------------------------------------------------------ */
/* Shared */

/* "6" into 1-6, else 0. */
static int
die_value (const char *text)
{
  char *end = NULL;
  long v = text ? strtol (text, &end, 10) : 0;
  return text && end != text && *end == '\0' && v >= 1 && v <= 6 ? (int) v : 0;
}

/* "6,5" into N dice at ARGS (0 where missing); FALSE on a word that is not a die. */
static gboolean
parse_dice (const char *text, int *args, int n, GError **error)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  if (g_strv_length (parts) > (guint) n)
    goto bad;
  for (int i = 0; parts[i]; i++)
    if ((args[i] = die_value (parts[i])) == 0)
      goto bad;
  return TRUE;
bad:
  g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("“%s” is not a list of dice from 1 to 6."), text);
  return FALSE;
}

static void
print_dice (GString *out, const int *dice, int n)
{
  gboolean any = FALSE;
  for (int i = 0; i < n; i++)
    any |= dice[i] > 0;
  if (!any)
    return;
  g_string_append_c (out, ':');
  for (int i = 0; i < n && dice[i] > 0; i++)
    g_string_append_printf (out, "%s%d", i ? "," : "", dice[i]);
}

static gboolean
fail_parse (const char *what, GError **error)
{
  g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("“%s” does not ask this calculator a question it knows."), what);
  return FALSE;
}

/* "Box 9 · Campaign" */
static char *
context_text (const CasTable *t)
{
  /* TRANSLATORS: a calculator's subtitle: "Box 9 · Campaign" */
  return g_strdup_printf (_("Box %d · %s"), CAS_GLOBAL (t, CAS_G_BOX),
                          CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN ? _("Campaign") : _("Levy"));
}

/* A die input; Inferno's sides are purple (the Guelphs) and gold (the Ghibellines), the
 * colours of the Revolt dice (1.4.2). */
static void
add_die (const CasTable *t, GPtrArray *inputs, int arg, const char *name, const char *title, int side)
{
  CasCalcInput *in = cas_calc_input_add (inputs, CAS_CALC_INPUT_DIE, arg, name, title, NULL);
  in->side_css = side >= 0 ? cas_app_side_css (t->game, side) : NULL;
}

/* ------------------------------------------------------------------------ */
/* Revolt: args side, gold, purple, pick (-1). "revolt[:SIDE[:GOLD,PURPLE[:LOCALE]]]" */

enum { R_SIDE, R_GOLD, R_PURPLE, R_PICK };

static gboolean
revolt_parse (CasGame *game, char **parts, guint n, CasCalcSpec *spec, GError **error)
{
  spec->args[R_PICK] = -1;
  if (n > 3)
    return fail_parse (parts[3], error);
  if (n >= 1 && *parts[0] && (spec->args[R_SIDE] = cas_game_find_side (game, parts[0])) < 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("There is no side “%s”."), parts[0]);
      return FALSE;
    }
  if (n >= 2 && *parts[1] && !parse_dice (parts[1], spec->args + R_GOLD, 2, error))
    return FALSE;
  if (n == 3 && *parts[2] && (spec->args[R_PICK] = cas_game_find_locale (game, parts[2])) < 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("There is no Locale “%s”."), parts[2]);
      return FALSE;
    }
  return TRUE;
}

static void
revolt_print (CasGame *game, const CasCalcSpec *spec, GString *out)
{
  g_string_append_printf (out, ":%s", cas_game_get_side_id (game, spec->args[R_SIDE]));
  print_dice (out, spec->args + R_GOLD, 2);
  if (spec->args[R_PICK] >= 0)
    g_string_append_printf (out, "%s:%s", spec->args[R_GOLD] && spec->args[R_PURPLE] ? "" : ":",
                            cas_game_get_locale (game, spec->args[R_PICK])->id);
}

static void
revolt_inputs (const CasTable *t, CasCalcSpec *spec, GPtrArray *inputs)
{
  CasGame *game = t->game;
  CasCalcInput *in = cas_calc_input_add (inputs, CAS_CALC_INPUT_CHOICE, R_SIDE, "revolt-side", _("Rolled By"),
                                         _("The side that benefits rolls, on the table of Revolt against the other"));
  for (int s = 0; s < CAS_N_SIDES; s++)
    cas_calc_input_add_choice (in, s, cas_game_get_side_name (game, s));
  add_die (t, inputs, R_GOLD, "revolt-gold", _("Gold Die"), 1);
  add_die (t, inputs, R_PURPLE, "revolt-purple", _("Purple Die"), 0);

  /* The roll leaves the rolling side a pick: which Stronghold Revolts (1.4.2). */
  if (spec->args[R_GOLD] && spec->args[R_PURPLE])
    {
      g_autoptr(CasRevoltResult) r = cas_inferno_revolt (t, spec->args[R_SIDE], spec->args[R_GOLD], spec->args[R_PURPLE],
                                                         -1, NULL, NULL);
      if (r && r->candidates->len > 1)
        {
          in = cas_calc_input_add (inputs, CAS_CALC_INPUT_CHOICE, R_PICK, "revolt-pick", _("Stronghold That Revolts"),
                                   _("The rolling side picks one of these (1.4.2)"));
          cas_calc_input_add_choice (in, -1, _("Not picked yet"));
          for (guint i = 0; i < r->candidates->len; i++)
            {
              int l = g_array_index (r->candidates, int, i);
              cas_calc_input_add_choice (in, l, cas_game_get_locale (game, l)->name);
            }
        }
      else
        spec->args[R_PICK] = -1;
    }
  else
    spec->args[R_PICK] = -1;
}

static gboolean
revolt_run (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  CasGame *game = t->game;
  int side = spec->args[R_SIDE];
  g_autoptr(CasRevoltResult) rv = NULL;
  g_autofree char *named = NULL;

  r->context = context_text (t);
  if (!spec->args[R_GOLD] || !spec->args[R_PURPLE])
    {
      /* TRANSLATORS: the Revolt calculator before the dice: "The Guelphs roll against the Ghibellines" */
      cas_calc_result_set_headline (r, g_strdup (_("Roll the Revolt Dice")),
                                    g_strdup_printf (_("The %s roll against the %s: the gold die picks the row, the "
                                                       "purple die the column."),
                                                     cas_game_get_side_name (game, side),
                                                     cas_game_get_side_name (game, 1 - side)),
                                    "dim");
      return TRUE;
    }
  rv = cas_inferno_revolt (t, side, spec->args[R_GOLD], spec->args[R_PURPLE], spec->args[R_PICK], r->explain, error);
  if (rv == NULL)
    return FALSE;
  named = rv->submission ? g_strdup (_("Submission")) : g_strdup (cas_game_get_locale (game, rv->named)->name);
  /* TRANSLATORS: "Gold 6, purple 5: Volterra" */
  g_autofree char *detail = g_strdup_printf (_("Gold %d, purple %d: %s"), rv->gold, rv->purple, named);
  switch (rv->outcome)
    {
    case CAS_REVOLT_REVOLTS:
      cas_calc_result_set_headline (r, g_strdup_printf (_("%s Revolts"), cas_game_get_locale (game, rv->target)->name),
                                    g_steal_pointer (&detail), "success");
      break;
    case CAS_REVOLT_PICK:
      cas_calc_result_set_headline (r, g_strdup_printf (_("The %s Pick a Stronghold"), cas_game_get_side_name (game, side)),
                                    g_steal_pointer (&detail), "warning");
      break;
    case CAS_REVOLT_NOTHING:
    default:
      cas_calc_result_set_headline (r, g_strdup (_("Nothing Happens")), g_steal_pointer (&detail), "dim");
      break;
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Treachery: args lord, kind (0 Revolt, 1 Bribe), target (a Locale or a Vassal), coin,
 * dice (3). "treachery:LORD[:revolt:LOCALE:COIN|:bribe:VASSAL][:D,D,D]" */

enum { T_LORD, T_KIND, T_TARGET, T_COIN, T_DICE };
#define T_MAX_DICE 3

static gboolean
treachery_parse (CasGame *game, char **parts, guint n, CasCalcSpec *spec, GError **error)
{
  guint i = 1;

  spec->args[T_LORD] = -1;
  spec->args[T_TARGET] = -1;
  spec->args[T_COIN] = 1;
  if (n >= 1 && *parts[0] && (spec->args[T_LORD] = cas_game_find_lord (game, parts[0])) < 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("There is no Lord “%s”."), parts[0]);
      return FALSE;
    }
  if (n > i && g_str_equal (parts[i], "revolt"))
    {
      spec->args[T_KIND] = 0;
      if (n > i + 1 && (spec->args[T_TARGET] = cas_game_find_locale (game, parts[i + 1])) < 0)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("There is no Locale “%s”."), parts[i + 1]);
          return FALSE;
        }
      if (n > i + 2)
        {
          guint64 coin = 0;
          if (!g_ascii_string_to_unsigned (parts[i + 2], 10, 1, 4, &coin, NULL))
            return fail_parse (parts[i + 2], error);
          spec->args[T_COIN] = (int) coin;
        }
      i += 3;
    }
  else if (n > i && g_str_equal (parts[i], "bribe"))
    {
      spec->args[T_KIND] = 1;
      if (n > i + 1 && (spec->args[T_TARGET] = cas_game_find_vassal (game, parts[i + 1])) < 0)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("There is no Vassal “%s”."), parts[i + 1]);
          return FALSE;
        }
      i += 2;
    }
  else if (n > i)
    return fail_parse (parts[i], error);
  if (n > i && !parse_dice (parts[i], spec->args + T_DICE, T_MAX_DICE, error))
    return FALSE;
  if (n > i + 1)
    return fail_parse (parts[i + 1], error);
  return TRUE;
}

static void
treachery_print (CasGame *game, const CasCalcSpec *spec, GString *out)
{
  if (spec->args[T_LORD] < 0)
    return;
  g_string_append_printf (out, ":%s", cas_game_get_lord (game, spec->args[T_LORD])->id);
  if (spec->args[T_TARGET] < 0)
    return;
  if (spec->args[T_KIND] == 0)
    g_string_append_printf (out, ":revolt:%s:%d", cas_game_get_locale (game, spec->args[T_TARGET])->id, spec->args[T_COIN]);
  else
    g_string_append_printf (out, ":bribe:%s", cas_game_get_vassal (game, spec->args[T_TARGET])->id);
  print_dice (out, spec->args + T_DICE, T_MAX_DICE);
}

/* The dice the attempt rolls: the Stronghold's Value (4.7.5), or one (4.7.6). */
static int
treachery_n_dice (const CasTable *t, const CasCalcSpec *spec)
{
  if (spec->args[T_TARGET] < 0)
    return 0;
  if (spec->args[T_KIND] == 1)
    return 1;
  return CLAMP (cas_game_get_locale (t->game, spec->args[T_TARGET])->vp, 1, T_MAX_DICE);
}

static void
treachery_inputs (const CasTable *t, CasCalcSpec *spec, GPtrArray *inputs)
{
  CasGame *game = t->game;
  int lord = spec->args[T_LORD], here, side, n;
  CasCalcInput *in;

  in = cas_calc_input_add (inputs, CAS_CALC_INPUT_CHOICE, T_LORD, "treachery-lord", _("Lord"),
                           _("The Lord on his Treachery card (4.2.3)"));
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (cas_table_lord_on_map (t, (int) l))
      {
        cas_calc_input_add_choice (in, (int) l, cas_game_get_lord (game, (int) l)->name);
        if (lord < 0 || !cas_table_lord_on_map (t, lord))
          spec->args[T_LORD] = lord = (int) l;
      }
  if (lord < 0)
    return;
  here = cas_rules_lord_locale (t, lord);
  side = cas_rules_lord_side (t, lord);

  in = cas_calc_input_add (inputs, CAS_CALC_INPUT_CHOICE, T_KIND, "treachery-kind", _("Attempt"), NULL);
  cas_calc_input_add_choice (in, 0, _("Revolt (4.7.5)"));
  cas_calc_input_add_choice (in, 1, _("Bribe (4.7.6)"));

  if (spec->args[T_KIND] == 0)
    {
      /* The enemy's Strongholds at or next to him; the core says which may Revolt. */
      gboolean listed = FALSE;
      in = cas_calc_input_add (inputs, CAS_CALC_INPUT_CHOICE, T_TARGET, "treachery-target", _("Stronghold"),
                               _("An Enemy Stronghold at or next to him"));
      for (guint l = 0; l < cas_game_get_n_locales (game); l++)
        if (((int) l == here || cas_game_adjacent (game, here, (int) l)) &&
            cas_locale_is_stronghold (cas_game_get_locale (game, (int) l)) && cas_rules_holder (t, (int) l) == 1 - side)
          {
            cas_calc_input_add_choice (in, (int) l, cas_game_get_locale (game, (int) l)->name);
            listed |= spec->args[T_TARGET] == (int) l;
          }
      if (!listed)
        spec->args[T_TARGET] = in->values->len ? g_array_index (in->values, int, 0) : -1;
      in = cas_calc_input_add (inputs, CAS_CALC_INPUT_NUMBER, T_COIN, "treachery-coin", _("Coin Committed"),
                               _("1 to 4: each die must be at most this (4.7.5)"));
      in->min = 1;
      in->max = 4;
      spec->args[T_COIN] = CLAMP (spec->args[T_COIN], 1, 4);
    }
  else
    {
      /* The enemy Lords' Vassals; the core says which may be Bribed. */
      gboolean listed = FALSE;
      in = cas_calc_input_add (inputs, CAS_CALC_INPUT_CHOICE, T_TARGET, "treachery-target", _("Vassal"),
                               _("An Enemy Vassal, Mustered near him or with a Seat near him"));
      for (guint v = 0; v < cas_game_get_n_vassals (game); v++)
        {
          const CasVassal *vassal = cas_game_get_vassal (game, (int) v);
          /* turncoat (issue 17): a Turncoat is the enemy's while it serves an enemy Lord (4.7.6, I195) */
          int serves = inferno_turncoat_lord (t, (int) v);
          if (cas_game_get_lord (game, serves >= 0 ? serves : vassal->lord)->side != 1 - side)
            continue;
          /* TRANSLATORS: a Vassal and its Lord in a list: "Ubertini Family (Arezzo Podestà)" */
          g_autofree char *label = serves >= 0
                                       /* TRANSLATORS: a Bribed Vassal and the Lord it serves now, in a list */
                                       ? g_strdup_printf (_("%s (Turncoat with %s)"), vassal->name, cas_game_get_lord (game, serves)->name)
                                       : g_strdup_printf (_("%s (%s)"), vassal->name, cas_game_get_lord (game, vassal->lord)->name);
          cas_calc_input_add_choice (in, (int) v, label);
          listed |= spec->args[T_TARGET] == (int) v;
        }
      if (!listed)
        spec->args[T_TARGET] = in->values->len ? g_array_index (in->values, int, 0) : -1;
    }

  n = treachery_n_dice (t, spec);
  for (int i = 0; i < T_MAX_DICE; i++)
    {
      g_autofree char *name = g_strdup_printf ("treachery-die-%d", i + 1);
      /* TRANSLATORS: one of the dice of a Treachery attempt: "Die 2" */
      g_autofree char *title = n > 1 ? g_strdup_printf (_("Die %d"), i + 1) : g_strdup (_("Die"));
      if (i < n)
        add_die (t, inputs, T_DICE + i, name, title, side);
      else
        spec->args[T_DICE + i] = 0;
    }
}

static gboolean
treachery_run (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  CasGame *game = t->game;
  int lord = spec->args[T_LORD], n = treachery_n_dice (t, spec), n_rolled = 0;
  CasTreacheryResult *tr;
  g_autofree char *target = NULL;

  r->context = context_text (t);
  /* The headline's rule: the Revolt's or the Bribe's. */
  g_strfreev (r->rules);
  r->rules = g_strsplit (spec->args[T_KIND] == 0 ? "4.7.5" : "4.7.6", ",", -1);
  if (lord < 0 || spec->args[T_TARGET] < 0)
    {
      cas_calc_result_set_headline (r, g_strdup (_("Nothing to Attempt")),
                                    g_strdup (lord < 0 ? _("No Lord is on the map.")
                                                       : spec->args[T_KIND] == 0 ? _("No Enemy Stronghold is at or next to him.")
                                                                                 : _("The enemy has no Vassal.")),
                                    "dim");
      return TRUE;
    }
  for (int i = 0; i < n; i++)
    n_rolled += spec->args[T_DICE + i] > 0;
  if (n_rolled < n)
    n_rolled = 0;   /* the odds until every die is in */
  if (spec->args[T_KIND] == 0)
    tr = cas_inferno_treachery_revolt (t, lord, spec->args[T_TARGET], spec->args[T_COIN], spec->args + T_DICE, n_rolled,
                                       r->explain, error);
  else
    tr = cas_inferno_bribe (t, lord, spec->args[T_TARGET], spec->args + T_DICE, n_rolled, r->explain, error);
  if (tr == NULL)
    return FALSE;
  target = g_strdup (tr->bribe ? cas_game_get_vassal (game, tr->vassal)->name : cas_game_get_locale (game, tr->target)->name);
  if (!tr->allowed)
    cas_calc_result_set_headline (r, g_strdup (_("Not Allowed")),
                                  g_strdup_printf (tr->bribe ? _("%s may not Bribe %s now") : _("%s may not attempt the Revolt of %s now"),
                                                   cas_game_get_lord (game, lord)->name, target),
                                  "error");
  else if (n_rolled == 0)
    cas_calc_result_set_headline (r, g_strdup_printf (_("%.0f%% Chance"), 100 * tr->chance),
                                  tr->bribe ? g_strdup_printf (_("Roll one die: above %d Bribes %s"), tr->need, target)
                                            : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Roll %d die: at most %d and %s Revolts",
                                                                            "Roll %d dice: each at most %d and %s Revolts",
                                                                            (gulong) tr->n_dice),
                                                               tr->n_dice, tr->need, target),
                                  NULL);
  else if (tr->success)
    cas_calc_result_set_headline (r, g_strdup_printf (tr->bribe ? _("%s Is Bribed") : _("%s Revolts"), target), NULL,
                                  "success");
  else
    cas_calc_result_set_headline (r, g_strdup (tr->bribe ? _("No Bribe") : _("No Revolt")),
                                  g_strdup_printf (_("%s keeps the Coin"), cas_game_get_lord (game, lord)->name), "warning");
  g_free (tr);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Exhaustion (scenario F, 6.0): args die. "exhaustion[:DIE]" */

static gboolean
exhaustion_offered (const CasTable *t)
{
  return cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO))->exhaustion_from >= 1;
}

static gboolean
exhaustion_parse (CasGame *game, char **parts, guint n, CasCalcSpec *spec, GError **error)
{
  if (n > 1)
    return fail_parse (parts[1], error);
  return n == 0 || !*parts[0] || parse_dice (parts[0], spec->args, 1, error);
}

static void
exhaustion_print (CasGame *game, const CasCalcSpec *spec, GString *out)
{
  print_dice (out, spec->args, 1);
}

static void
exhaustion_inputs (const CasTable *t, CasCalcSpec *spec, GPtrArray *inputs)
{
  InfernoExhaustion x;
  inferno_exhaustion (t, 0, &x, NULL);
  if (x.due)
    add_die (t, inputs, 0, "exhaustion-die", _("Exhaustion Die"), -1);
}

static gboolean
exhaustion_run (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error)
{
  InfernoExhaustion x;

  r->context = context_text (t);
  inferno_exhaustion (t, spec->args[0], &x, r->explain);
  if (!x.applies || !x.due)
    cas_calc_result_set_headline (r, g_strdup (_("No Roll Now")), NULL, "dim");
  else if (x.die == 0)
    cas_calc_result_set_headline (r, g_strdup (_("Roll One Die")),
                                  g_strdup_printf (_("1–%d moves the End marker"), x.roll_max), "dim");
  else if (!x.moves)
    cas_calc_result_set_headline (r, g_strdup (_("The End Marker Stays")), NULL, "success");
  else if (x.ends)
    cas_calc_result_set_headline (r, g_strdup (_("The Game Ends Now")),
                                  g_strdup_printf (_("The End marker goes to box %d"), x.end_after), "error");
  else
    cas_calc_result_set_headline (r, g_strdup_printf (_("End Marker to Box %d"), x.end_after), NULL, "warning");
  return TRUE;
}

const CasGameCalc cas_inferno_calcs[CAS_INFERNO_N_CALCS] = {
  { "revolt", N_("Revolt"), "1.4.2", N_("Roll on a Revolt table: which Stronghold Revolts (1.4)"), NULL,
    revolt_parse, revolt_print, revolt_inputs, revolt_run },
  { "treachery", N_("Treachery"), "4.7.5,4.7.6", N_("A Lord on his Treachery card: Revolt by Coin or Bribe (4.7.5, 4.7.6)"),
    NULL, treachery_parse, treachery_print, treachery_inputs, treachery_run },
  { "exhaustion", N_("Exhaustion"), "6.0", N_("Scenario F’s Exhaustion roll at the start of the Levy (6.0)"),
    exhaustion_offered, exhaustion_parse, exhaustion_print, exhaustion_inputs, exhaustion_run },
};
