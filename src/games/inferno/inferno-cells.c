/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-cells.c: the Comuni in play (levy, issue 17; 1.5.1, 3.5.3): the cells, written
 * in `show --json` and saves as "comune": {"firenze": 1} only while one is in play (saves
 * from before load unchanged), the action `comune COMMANDER in|out`, and the Comune set
 * aside when its Commander Disbands or is removed (3.3.2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-cells.h"
#include "inferno-ransom.h"
#include "inferno-rules.h"
#include "inferno-treachery.h"
#include "inferno-taglia.h" /* mats: TAGLIA */
#include "inferno-cta.h" /* mats: Call to Arms declared */
#include "inferno-turncoat.h" /* turncoat: a Bribed Vassal (4.7.6) */

#include "cas-action.h"
#include "cas-action-words.h"

/* In the order of lords.json "comuni" (tests/test-inferno-levy.c checks it): named by
 * their Commander, whose Comune cylinder is stacked under his (1.5.1). */
const CasGameCell inferno_cells[INFERNO_N_CELLS] = {
  { .name = "comune.firenze", .kind = CAS_GAME_CELL_COUNT, .save_max = 1, .omit_initial = TRUE },
  { .name = "comune.siena", .kind = CAS_GAME_CELL_COUNT, .save_max = 1, .omit_initial = TRUE },
  /* ransom: "captured": {"guelph": N, "ghibelline": N} while a box holds knights; the
   * pools hold 43 knights (35 Cavalieri, 8 Ritter, 1.2), a save may record up to 99. */
  INFERNO_CAPTURED_CELLS,
  /* victory: the Captured Carroccio (4.4.3, 5.1): per captor, the enemy's Carroccio he
   * holds (each side has one Comune, so 0 or 1), 2 VP each (game.json "vp"."carroccio");
   * named in saves only once one is Captured (rules-decisions I80). */
  { .name = "captured_carroccio.guelph", .kind = CAS_GAME_CELL_COUNT, .save_max = 1, .vp_side = 1,
    .vp_member = "carroccio", .omit_initial = TRUE },
  { .name = "captured_carroccio.ghibelline", .kind = CAS_GAME_CELL_COUNT, .save_max = 1, .vp_side = 2,
    .vp_member = "carroccio", .omit_initial = TRUE },
  /* treachery: the Treachery cards each side holds (1.4.3), a list of Lord ids, named in
   * saves only while a side holds one (rules-decisions I100). */
  { .name = "treachery.guelph", .kind = CAS_GAME_CELL_LORDS, .lords_side = 1, .omit_initial = TRUE },
  { .name = "treachery.ghibelline", .kind = CAS_GAME_CELL_LORDS, .lords_side = 2, .omit_initial = TRUE },
  /* mats: the Lords who took their one TAGLIA Vassal (S23, 3.4.2), a list of Lord ids,
   * named in saves only while one is marked (rules-decisions I135); TAGLIA is a
   * Ghibelline card. */
  { .name = "taglia", .kind = CAS_GAME_CELL_LORDS, .lords_side = 2, .omit_initial = TRUE },
  /* mats: the Captured Knights boxes by type (I136) */
  INFERNO_CAPTURED_TYPE_CELLS,
  /* mats: each side declared this Levy's Call to Arms (3.5; I137), named in saves only
   * while set */
  { .name = "cta_declared.guelph", .kind = CAS_GAME_CELL_COUNT, .save_max = 1, .omit_initial = TRUE },
  { .name = "cta_declared.ghibelline", .kind = CAS_GAME_CELL_COUNT, .save_max = 1, .omit_initial = TRUE },
  /* inferno-levy: the Levy actions spent per Lord ("levy_spent": {"firenze": 2}), the Lords
   * arrived ("levy_arrived": ["colle"]) and the War Events drawn ("war_drawn": {"f25": 1}),
   * each named in saves only while set (rules-decisions I156-I158) */
  INFERNO_LEVY_STATE_CELLS,
};

static int
comune_cell (CasGame *game, int lord)
{
  const CasLord *l = lord >= 0 ? cas_game_get_lord (game, lord) : NULL;
  return l && l->comune >= 0 && l->comune < INFERNO_N_COMUNE_CELLS ? INFERNO_G_COMUNE_0 + l->comune : -1;
}

gboolean
inferno_comune_in_play (const CasTable *t, int lord)
{
  int cell = comune_cell (t->game, lord);
  return cell >= 0 && CAS_GLOBAL (t, cell) > 0;
}

static const char *const comune_words[] = { "out", "in" };

/* comune (issue 17): the forms of the action (a->field): in play or not, then the Comune
 * mat's own Forces and Assets (1.5.1, 1.5.2), the type in a->slot. */
enum { COMUNE_IN_OUT, COMUNE_FORCES, COMUNE_ASSETS };
static const char *const comune_forms[] = { NULL, "forces", "assets" };

/* comune COMMANDER in|out: the Commander in a->lord, 1 (in play) or 0 in a->value;
 * comune COMMANDER forces|assets TYPE N|+N|-N: a count on his Comune mat. */
static gboolean
comune_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  if (!cas_action_parser_args (p, 2, 4))
    return FALSE;
  const char *who = cas_action_parser_word (p, 1);
  const char *what = cas_action_parser_word (p, 2);
  a->lord = cas_game_find_lord (game, who);
  if (comune_cell (game, a->lord) < 0)
    return cas_action_parser_fail (p, _("“%s” must be a Commander with a Comune (1.5.1)"), who);
  a->has_value = TRUE;
  a->field = COMUNE_IN_OUT;
  for (int f = COMUNE_FORCES; f <= COMUNE_ASSETS; f++)
    if (g_strcmp0 (what, comune_forms[f]) == 0)
      a->field = f;
  if (a->field != COMUNE_IN_OUT)
    {
      gboolean forces = a->field == COMUNE_FORCES;
      const char *type = cas_action_parser_word (p, 3);
      if (!cas_action_parser_args (p, 4, 4))
        return FALSE;
      a->slot = forces ? cas_game_find_unit (game, type) : cas_game_find_asset (game, type);
      if (a->slot < 0)
        return cas_action_parser_fail (p, forces ? _("unknown Forces type “%s”") : _("unknown Asset type “%s”"), type);
      return cas_action_parser_number (p, 4, TRUE, 0, CAS_ACTION_MAX_COUNT, &a->value, &a->relative);
    }
  if (!cas_action_parser_args (p, 2, 2))
    return FALSE;
  a->value = g_strcmp0 (what, comune_words[1]) == 0 ? 1 : g_strcmp0 (what, comune_words[0]) == 0 ? 0 : -1;
  if (a->value < 0)
    return cas_action_parser_fail (p, _("“%s” must be in, out, forces or assets"), what);
  return TRUE;
}

static const char *
comune_type_id (CasGame *game, const CasAction *a)
{
  return a->field == COMUNE_FORCES ? cas_game_unit_id (game, a->slot) : cas_game_asset_id (game, a->slot);
}

static void
comune_print (CasGame *game, const CasAction *a, GString *s)
{
  g_string_append_printf (s, " %s", cas_game_get_lord (game, a->lord)->id);
  if (a->field == COMUNE_IN_OUT)
    {
      g_string_append_printf (s, " %s", comune_words[a->value]);
      return;
    }
  g_string_append_printf (s, " %s %s", comune_forms[a->field], comune_type_id (game, a));
  cas_action_append_number (s, a);
}

/* 1.5.1, 3.3.2: the Comune set aside: its cylinder and its mat, with what the mat held. */
static void
comune_set_aside (CasTable *t, int lord)
{
  int comune = cas_game_get_lord (t->game, lord)->comune;
  CAS_GLOBAL (t, comune_cell (t->game, lord)) = 0;
  for (int c = 0; c < CAS_M_N; c++)
    CAS_COMUNE (t, comune, c) = 0;
}

/* 3.5.3: set out, the Comune mat brings its Special Vassals Ready (Sestieri or Terzi and
 * the Carroccio, kept on the Commander's mat, I30, I106); set aside, they go aside with
 * it (3.3.2) and the mat's Forces and Assets go with it. Its Assets and the units
 * Mustered are recorded on the mat with `comune COMMANDER forces|assets` (I106). */
static gboolean
comune_apply (const CasAction *a, CasTable *t, GError **error)
{
  const CasLord *lord = cas_game_get_lord (t->game, a->lord);
  const CasComune *c = cas_game_get_comune (t->game, lord->comune);
  if (a->field != COMUNE_IN_OUT)
    {
      /* 1.5.2: a mat set aside holds nothing (as a Lord's off the map). */
      if (!inferno_comune_in_play (t, a->lord))
        return cas_words_fail (error, _("%s is not in play; set it out first (comune %s in)"), c->name, lord->id);
      gint *cell = cas_table_comune (t, lord->comune, (a->field == COMUNE_FORCES ? CAS_M_FORCES : CAS_M_ASSETS) + a->slot);
      const char *what = a->field == COMUNE_FORCES ? cas_game_get_unit (t->game, a->slot)->name : cas_game_asset_id (t->game, a->slot);
      return cas_words_set_count (cell, a->value, a->relative, CAS_ACTION_MAX_COUNT, c->name, what, error);
    }
  if (!a->value)
    comune_set_aside (t, a->lord);
  CAS_GLOBAL (t, comune_cell (t->game, a->lord)) = a->value;
  for (int v = 0; v < lord->n_vassals; v++)
    {
      gint *state = cas_table_lord (t, a->lord, CAS_L_VASSAL + v);
      if (cas_game_get_vassal (t->game, lord->vassals[v])->comune_kind == CAS_COMUNE_VASSAL_NONE)
        continue;
      if (a->value && *state == CAS_VASSAL_ASIDE)
        *state = CAS_VASSAL_READY;
      else if (!a->value && *state != CAS_VASSAL_REMOVED)
        *state = CAS_VASSAL_ASIDE;
    }
  return TRUE;
}

static char *
comune_describe (const CasAction *a, const CasTable *before)
{
  const CasLord *l = cas_game_get_lord (before->game, a->lord);
  const CasComune *c = cas_game_get_comune (before->game, l->comune);
  if (a->field != COMUNE_IN_OUT)
    {
      const char *what = a->field == COMUNE_FORCES ? cas_game_get_unit (before->game, a->slot)->name
                                                    : cas_game_asset_id (before->game, a->slot);
      if (a->relative && a->value >= 0)
        return g_strdup_printf (_("%s gained %d %s"), c->name, a->value, what);
      if (a->relative)
        return g_strdup_printf (_("%s lost %d %s"), c->name, -a->value, what);
      return g_strdup_printf (_("%s now has %d %s"), c->name, a->value, what);
    }
  if (a->value)
    return g_strdup_printf (_("%s is in play with %s"), c->name, l->name);
  return g_strdup_printf (_("%s is set aside"), c->name);
}

/* endmarker (issue 17; 6.0): `end N|+N|-N|off`, the End marker's box (CAS_G_END_BOX,
 * `show --json` "end"): placed in box N, shifted (only while on the Calendar), or taken
 * off it (-1). F's Exhaustion roll places and shifts it (castellan-cli exhaustion). */
static gboolean
end_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  if (!cas_action_parser_args (p, 1, 1))
    return FALSE;
  a->has_value = TRUE;
  if (g_strcmp0 (cas_action_parser_word (p, 1), "off") == 0)
    {
      a->value = -1;
      return TRUE;
    }
  return cas_action_parser_number (p, 1, TRUE, 1, (int) cas_game_get_n_boxes (game), &a->value, &a->relative);
}

static void
end_print (CasGame *game, const CasAction *a, GString *s)
{
  (void) game;
  if (!a->relative && a->value < 0)
    g_string_append (s, " off");
  else
    cas_action_append_number (s, a);
}

static gboolean
end_apply (const CasAction *a, CasTable *t, GError **error)
{
  int n_boxes = (int) cas_game_get_n_boxes (t->game);
  gint *end = &CAS_GLOBAL (t, CAS_G_END_BOX);
  if (!a->relative)
    {
      *end = a->value;
      return TRUE;
    }
  if (*end < 1)
    return cas_words_fail (error, _("The End marker is not on the Calendar; place it with end BOX"));
  if (*end + a->value < 1 || *end + a->value > n_boxes)
    return cas_words_fail (error, _("The End marker is in box %d; it cannot move to box %d"), *end, *end + a->value);
  *end += a->value;
  return TRUE;
}

static char *
end_describe (const CasAction *a, const CasTable *before)
{
  int end = CAS_GLOBAL (before, CAS_G_END_BOX);
  if (a->relative)
    return g_strdup_printf (a->value < 0 ? _("End marker shifted %d left, now in box %d") : _("End marker shifted %d right, now in box %d"),
                            ABS (a->value), end + a->value);
  if (a->value < 0)
    return g_strdup (_("End marker taken off the Calendar"));
  return g_strdup_printf (_("End marker placed in box %d"), a->value);
}

const CasLcAction inferno_actions[INFERNO_N_ACTIONS] = {
  /* comune (issue 17): and the Comune mat's Forces and Assets */
  { .verb = "comune", .usage = "comune COMMANDER in|out|forces TYPE N|+N|-N|assets TYPE N|+N|-N", .after = "marker", .min_args = 2,
    .parse = comune_parse, .print = comune_print, .apply = comune_apply, .describe = comune_describe },
  /* ransom: a capture or a release (4.4.4, 4.9.2; inferno-ransom.c) */
  { .verb = "captured", .usage = "captured SIDE [TYPE] N|+N|-N", .after = "marker", .min_args = 2,
    .parse = inferno_captured_parse, .print = inferno_captured_print, .apply = inferno_captured_apply,
    .describe = inferno_captured_describe },
  /* victory: the Captured Carroccio (4.4.3; inferno-victory.c) */
  { .verb = "carroccio", .usage = "carroccio SIDE yes|no", .after = "vp", .min_args = 2,
    .parse = inferno_carroccio_parse, .print = inferno_carroccio_print, .apply = inferno_carroccio_apply,
    .describe = inferno_carroccio_describe },
  /* treachery: the Treachery cards added or set aside (1.4.3, 4.9.6; inferno-treachery.c) */
  { .verb = "treachery", .usage = "treachery SIDE add|aside LORD,...", .after = "plan", .min_args = 3,
    .parse = inferno_treachery_parse, .print = inferno_treachery_print, .apply = inferno_treachery_apply,
    .describe = inferno_treachery_describe },
  /* endmarker (issue 17): the End marker (6.0) */
  { .verb = "end", .usage = "end BOX|+N|-N|off", .after = "box", .min_args = 1, .parse = end_parse, .print = end_print,
    .apply = end_apply, .describe = end_describe },
  /* mats (issue 17): who took his one TAGLIA Vassal (S23, 3.4.2; inferno-taglia.c) */
  { .verb = "taglia", .usage = "taglia LORD yes|no", .after = "vassal", .min_args = 2, .parse = inferno_taglia_parse,
    .print = inferno_taglia_print, .apply = inferno_taglia_apply, .describe = inferno_taglia_describe },
  /* mats (issue 17): a side declared this Levy's Call to Arms (3.5; inferno-cta.c) */
  { .verb = "cta", .usage = "cta SIDE yes|no", .after = "phase", .min_args = 2, .parse = inferno_cta_parse,
    .print = inferno_cta_print, .apply = inferno_cta_apply, .describe = inferno_cta_describe },
  /* inferno-levy (issue 17): Levy actions spent, Lords arrived (3.4, 3.4.1), and the War
   * Events drawn this Levy (3.1.3, 3.5; inferno-levy-state.c) */
  { .verb = "levy", .usage = "levy LORD spent N|+N|-N|LORD arrived yes|no|clear", .after = "cta", .min_args = 1,
    .parse = inferno_levy_parse, .print = inferno_levy_print, .apply = inferno_levy_apply, .describe = inferno_levy_describe },
  { .verb = "war", .usage = "war CARD yes|no", .after = "cta", .min_args = 2, .parse = inferno_war_parse,
    .print = inferno_war_print, .apply = inferno_war_apply, .describe = inferno_war_describe },
  /* turncoat (issue 17): a Bribed Vassal on the mat of the Lord it serves (4.7.6;
   * inferno-turncoat.c) */
  { .verb = "turncoat", .usage = "turncoat VASSAL LORD|none", .after = "taglia", .min_args = 2,
    .parse = inferno_turncoat_parse, .print = inferno_turncoat_print, .apply = inferno_turncoat_apply,
    .describe = inferno_turncoat_describe },
};

/* 3.3.2, 1.5.1: a Commander who Disbands or is removed sets his Comune aside with him. */
void
inferno_lord_leaves (CasTable *t, int lord)
{
  if (comune_cell (t->game, lord) >= 0)
    comune_set_aside (t, lord);
  inferno_taglia_lord_leaves (t, lord); /* mats: his TAGLIA mark goes with his mat (3.3.1) */
  inferno_levy_state_lord_leaves (t, lord); /* inferno-levy: his Levy actions and arrival too */
  inferno_turncoat_lord_leaves (t, lord); /* turncoat: his Turncoats go back to their side (4.7.6) */
}

/* castellan-cli show: the Comuni in play, or NULL when none is (older transcripts stay). */
char *
inferno_show_line (const CasTable *t)
{
  GString *s = NULL;
  for (guint i = 0; i < cas_game_get_n_comuni (t->game) && i < INFERNO_N_COMUNE_CELLS; i++)
    if (CAS_GLOBAL (t, INFERNO_G_COMUNE_0 + (int) i) > 0)
      {
        const CasComune *c = cas_game_get_comune (t->game, (int) i);
        if (s == NULL)
          s = g_string_new ("Comune in play:");
        g_string_append_printf (s, " %s (under %s)", c->name, cas_game_get_lord (t->game, c->commander)->id);
      }
  /* ransom: the Captured Knights boxes, on a line of their own */
  g_autofree char *captured = cas_inferno_captured_line (t);
  if (captured)
    {
      if (s == NULL)
        return g_steal_pointer (&captured);
      g_string_append_printf (s, "\n%s", captured);
    }
  /* treachery: the Treachery cards held, on a line of their own */
  g_autofree char *treachery = inferno_treachery_line (t);
  if (treachery)
    {
      if (s == NULL)
        return g_steal_pointer (&treachery);
      g_string_append_printf (s, "\n%s", treachery);
    }
  /* mats: the Call to Arms declared this Levy, on a line of its own */
  g_autofree char *cta = inferno_cta_line (t);
  if (cta)
    {
      if (s == NULL)
        return g_steal_pointer (&cta);
      g_string_append_printf (s, "\n%s", cta);
    }
  /* mats: who took his TAGLIA Vassal, on a line of its own */
  g_autofree char *taglia = inferno_taglia_line (t);
  if (taglia)
    {
      if (s == NULL)
        return g_steal_pointer (&taglia);
      g_string_append_printf (s, "\n%s", taglia);
    }
  /* turncoat: the Turncoats and whom they serve, on a line of their own */
  g_autofree char *turncoats = inferno_turncoat_line (t);
  if (turncoats)
    {
      if (s == NULL)
        return g_steal_pointer (&turncoats);
      g_string_append_printf (s, "\n%s", turncoats);
    }
  /* inferno-levy: the Levy actions spent, the Lords arrived, the War Events drawn */
  g_autofree char *levy = inferno_levy_state_line (t);
  if (levy)
    {
      if (s == NULL)
        return g_steal_pointer (&levy);
      g_string_append_printf (s, "\n%s", levy);
    }
  return s ? g_string_free (s, FALSE) : NULL;
}
