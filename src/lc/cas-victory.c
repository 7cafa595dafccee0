/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-victory.c: who has how many Victory Points and why, and who wins (5.0-5.3, 6.0). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-victory.h"

#include "cas-lc-rules.h"

const char *
cas_vp_kind_id (CasGame *game, CasVpKind kind)
{
  static const char *const ids[] = { "conquered", "castle", "ravaged", "box", "extra", "ruins", "scenario", "carroccio" };
  const CasLcRules *rules = cas_lc_rules (game);
  if (kind == CAS_VP_BOX && rules && rules->vp_box_id)
    return rules->vp_box_id;
  return kind < G_N_ELEMENTS (ids) ? ids[kind] : "?";
}

char *
cas_vp_text (int halves)
{
  if (halves % 2)
    return halves / 2 ? g_strdup_printf ("%d½", halves / 2) : g_strdup ("½");
  return g_strdup_printf ("%d", halves / 2);
}

const char *
cas_outcome_id (CasGame *game, int outcome)
{
  if (outcome == CAS_OUTCOME_DRAW)
    return "draw";
  if (outcome >= 0 && outcome < CAS_N_SIDES)
    return cas_game_get_side_id (game, outcome);
  return NULL;
}

void
cas_victory_free (CasVictory *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->items);
  g_free (self);
}

void
cas_victory_add_item (CasVictory *v, int side, CasVpKind kind, int locale, int count, int halves)
{
  CasVpItem item = { side, kind, locale, count, halves };
  g_array_append_val (v->items, item);
  v->uncapped[side] += halves;
}

void
cas_victory_track (const CasTable *t, const int halves[CAS_N_SIDES], int track[CAS_N_SIDES], CasExplain *ex)
{
  const CasLcRules *rules = cas_lc_rules (t->game);
  for (int side = 0; side < CAS_N_SIDES; side++)
    track[side] = halves[side];
  if (rules && rules->victory_track)
    rules->victory_track (t, halves, track, ex);
}

/* 5.1, one line per source of VP. */
static void
count_items (CasVictory *v, const CasTable *t, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLcRules *rules = cas_lc_rules (game);

  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      const char *side_name = cas_rules_side_name (t, side);
      for (guint i = 0; i < cas_game_get_n_locales (game); i++)
        {
          const CasLocale *loc = cas_game_get_locale (game, (int) i);
          int conquered = CAS_LOCALE (t, i, CAS_C_CONQUERED);
          /* The table stores no colour for Conquered markers: they are always the side's
           * that does not own the territory (1.3.1). */
          if (loc->side != side && conquered > 0)
            {
              cas_victory_add_item (v, side, CAS_VP_CONQUERED, (int) i, conquered, 2 * conquered);
              /* victory: Inferno's are Allegiance markers (1.3.1). */
              if (cas_game_get_marker_set (game) == CAS_MARKERS_ALLEGIANCE)
                cas_explain_add (ex, "5.1,1.3.1", _("%s: %d Allegiance marker(s) of the %s, 1 VP each: %d VP"), loc->name,
                                 conquered, side_name, conquered);
              else
                cas_explain_add (ex, "5.1,1.3.1", _("%s: %d Conquered marker(s) of the %s, 1 VP each: %d VP"), loc->name,
                                 conquered, side_name, conquered);
            }
          if (CAS_LOCALE (t, i, CAS_C_CASTLE) == side + 1)
            {
              cas_victory_add_item (v, side, CAS_VP_CASTLE, (int) i, 1, 2);
              cas_explain_add (ex, "5.1,1.9.1", _("%s: a Castle marker in the %s’ colour: 1 VP"), loc->name, side_name);
            }
          if (CAS_LOCALE (t, i, CAS_C_RAVAGED) == side + 1)
            {
              cas_victory_add_item (v, side, CAS_VP_RAVAGED, (int) i, 1, 1);
              cas_explain_add (ex, "5.1,4.7.2", _("%s: Ravaged by the %s: ½ VP"), loc->name, side_name);
            }
        }
      /* The game's own (the Veche box), and the VP recorded beside the markers. */
      if (rules && rules->victory_items)
        rules->victory_items (t, side, v, ex);
      else
        {
          int extra = CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + side);
          if (extra > 0)
            {
              g_autofree char *vp = cas_vp_text (extra);
              cas_victory_add_item (v, side, CAS_VP_EXTRA, -1, extra, extra);
              cas_explain_add (ex, "2.2.5", _("%s extra VP recorded for the %s with the vp action"), vp, side_name);
            }
        }
    }
}

/* 5.3 and the scenario's own rule (6.0): a side index or CAS_OUTCOME_DRAW. */
static int
verdict (const CasTable *t, const CasScenario *s, const int halves[CAS_N_SIDES], CasExplain *ex, gboolean final)
{
  if (s && s->victory == CAS_VICTORY_THRESHOLD)
    {
      int side = s->victory_side, other = 1 - side;
      gboolean enough = halves[side] >= 2 * s->victory_min_vp;
      gboolean doubled = !s->victory_double || halves[side] >= 2 * halves[other];
      g_autofree char *have = cas_vp_text (halves[side]);
      g_autofree char *theirs = cas_vp_text (halves[other]);
      g_autofree char *twice = cas_vp_text (2 * halves[other]);
      int winner = enough && doubled ? side : other;

      if (s->victory_double)
        cas_explain_add (ex, "5.3,6.0", _("%s: the %s win only with at least %d VP and at least double the %s’ VP; otherwise the %s win (there is no draw)"),
                         s->name, cas_rules_side_name (t, side), s->victory_min_vp, cas_rules_side_name (t, other),
                         cas_rules_side_name (t, other));
      else
        cas_explain_add (ex, "5.3,6.0", _("%s: the %s win only with at least %d VP; otherwise the %s win (there is no draw)"),
                         s->name, cas_rules_side_name (t, side), s->victory_min_vp, cas_rules_side_name (t, other));
      cas_explain_add (ex, "5.3,6.0",
                       final ? _("The %s have %s VP (%s %d) and the %s %s VP (twice theirs is %s: %s): the %s win")
                             : _("The %s have %s VP (%s %d) and the %s %s VP (twice theirs is %s: %s): if the scenario ended now, the %s would win"),
                       cas_rules_side_name (t, side), have, enough ? _("at least") : _("short of"), s->victory_min_vp,
                       cas_rules_side_name (t, other), theirs, twice,
                       !s->victory_double ? _("not required") : doubled ? _("matched") : _("not matched"),
                       cas_rules_side_name (t, winner));
      return winner;
    }

  int winner = halves[0] > halves[1] ? 0 : halves[1] > halves[0] ? 1 : CAS_OUTCOME_DRAW;
  if (winner == CAS_OUTCOME_DRAW)
    cas_explain_add (ex, "5.3", final ? _("The sides are tied on VP: the game is a draw")
                                      : _("The sides are tied on VP: if the scenario ended now, it would be a draw"));
  else
    cas_explain_add (ex, "5.3", final ? _("The side with more VP wins: the %s")
                                      : _("The side with more VP wins: if the scenario ended now, the %s would win"),
                     cas_rules_side_name (t, winner));
  return winner;
}

gboolean
cas_victory_last_box (const CasTable *t, int *last_box, gboolean *ended, CasExplain *ex)
{
  const CasScenario *s = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  const CasLcRules *rules = cas_lc_rules (t->game);

  *ended = FALSE;
  *last_box = s ? s->last_box : 0;
  if (s == NULL || rules == NULL || rules->victory_last_box == NULL)
    return FALSE;
  *last_box = rules->victory_last_box (t, ended, ex);
  return TRUE;
}

CasVictory *
cas_victory_compute (const CasTable *t, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int max = cas_game_get_max_vp_halves (game);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  CasVictory *v = g_new0 (CasVictory, 1);
  int on_map[CAS_N_SIDES] = { 0 };

  g_return_val_if_fail (ex != NULL, NULL);
  v->items = g_array_new (FALSE, TRUE, sizeof (CasVpItem));
  v->campaign_victory = v->result = CAS_OUTCOME_NONE;

  count_items (v, t, ex);
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      g_autofree char *total = cas_vp_text (v->uncapped[side]);
      v->halves[side] = CLAMP (v->uncapped[side], 0, max);
      if (v->uncapped[side] > max)
        {
          g_autofree char *cap = cas_vp_text (max);
          cas_explain_add (ex, "2.2.5", _("The %s have %s VP, but no side may score more than %s: the excess is lost"),
                           cas_rules_side_name (t, side), total, cap);
        }
      /* Keep the item sum equal to the table's own derivation. */
      g_warn_if_fail (v->halves[side] == cas_table_vp_halves (t, side));
    }
  {
    g_autofree char *vp0 = cas_vp_text (v->halves[0]);
    g_autofree char *vp1 = cas_vp_text (v->halves[1]);
    cas_explain_add (ex, "5.1,2.2.5", _("Victory: %s %s VP, %s %s VP"), cas_rules_side_name (t, 0), vp0,
                     cas_rules_side_name (t, 1), vp1);
  }
  v->leader = v->halves[0] > v->halves[1] ? 0 : v->halves[1] > v->halves[0] ? 1 : CAS_OUTCOME_NONE;

  /* 5.2: during Campaign a side without Mustered Lords on the map loses at once. */
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (cas_table_lord_on_map (t, (int) l))
      on_map[cas_game_get_lord (game, (int) l)->side]++;
  if (CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN)
    {
      if (on_map[0] == 0 && on_map[1] == 0)
        {
          cas_explain_add (ex, "5.2", _("Castellan’s reading: neither side has a Mustered Lord on the map during the Campaign, so neither wins by Campaign Victory and the game ends in a draw"));
          v->result = CAS_OUTCOME_DRAW;
        }
      else
        for (int side = 0; side < CAS_N_SIDES; side++)
          if (on_map[side] == 0)
            {
              v->campaign_victory = 1 - side;
              v->result = 1 - side;
              cas_explain_add (ex, "5.2", _("The %s have no Mustered Lord on the map during the Campaign: the game ends at once and the %s win, whatever the VP"),
                               cas_rules_side_name (t, side), cas_rules_side_name (t, 1 - side));
            }
    }
  else
    for (int side = 0; side < CAS_N_SIDES; side++)
      if (on_map[side] == 0)
        cas_explain_add (ex, "5.2", _("The %s have no Mustered Lord on the map; this ends the game only if it is still so during the Campaign"),
                         cas_rules_side_name (t, side));

  /* victory (issue 17): the Calendar's Victory markers (2.2.5), and the last box as the
   * game's table has it (Inferno 6.0: the End marker), explained by the game. */
  cas_victory_track (t, v->halves, v->track, ex);
  gboolean ended;
  if (cas_victory_last_box (t, &v->last_box, &ended, ex))
    v->final_box = ended || box >= v->last_box;
  else
    {
      v->final_box = s != NULL && box >= s->last_box;
      if (v->final_box)
        cas_explain_add (ex, "4.9.2,5.3", _("Box %d is the last of %s: the game ends with this Campaign and the result below stands unless the VP change before then"),
                         box, s->name);
      else if (s)
        cas_explain_add (ex, "5.3", _("Box %d of %s, which ends with box %d: no final result yet"), box, s->name, s->last_box);
    }
  v->if_ended_now = verdict (t, s, v->halves, ex, v->final_box && v->result == CAS_OUTCOME_NONE);
  if (v->result == CAS_OUTCOME_NONE && v->final_box)
    v->result = v->if_ended_now;
  return v;
}
