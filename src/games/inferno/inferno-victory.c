/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-victory.c: Inferno's Victory (victory, issue 17): the VP items (5.1: Allegiance,
 * Ravaged, Ruins, the Captured Carroccio, the scenario's own VP of 6.0), the Victory track's
 * net score beyond 17 VP (2.2.5), the last box by the End marker (6.0, F's Exhaustion),
 * the Captured Carroccio cells and their action word `carroccio`. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-rules.h"

#include "cas-action.h"
#include "cas-audit.h"
#include "cas-victory.h"

/* 5.1: after the engine's Allegiance markers (the table's Conquered cell, 1 VP each) and
 * Ravaged markers (½): Ruins of the side's colour (½ each, 4.5.2), the enemy Carroccio the
 * side Captured (2 VP, 4.4.3), the scenario's own VP (6.0 C: S22 MANFREDI worth 3 while in
 * play; E: the Guelphs' VP doubled but for Ravaged markers, the Carroccio included, I78),
 * and the VP recorded with the vp action. The items sum to cas_table_vp_halves ()
 * (cas-table.c counts the same from game.json "vp" and the cells). */
void
cas_inferno_victory_items (const CasTable *t, int side, CasVictory *v, CasExplain *ex)
{
  CasGame *game = t->game;
  const char *side_name = cas_rules_side_name (t, side);
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int ruins_halves = cas_game_get_vp_values (game)->ruins_halves;
  int extra = CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + side);
  int carroccio = CAS_GLOBAL (t, INFERNO_G_CARROCCIO_0 + side);

  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    if (CAS_LOCALE (t, i, CAS_C_RUINS) == side + 1)
      {
        g_autofree char *vp = cas_vp_text (ruins_halves);
        cas_victory_add_item (v, side, CAS_VP_RUINS, (int) i, 1, ruins_halves);
        cas_explain_add (ex, "5.1,4.5.2", _("%s: Ruins in the %s’ colour: %s VP"), cas_game_get_locale (game, (int) i)->name,
                         side_name, vp);
      }
  if (carroccio > 0)
    {
      int halves = carroccio * cas_game_get_cell_vp_halves (game, INFERNO_G_CARROCCIO_0 + side - CAS_G_GAME_0);
      g_autofree char *vp = cas_vp_text (halves);
      cas_victory_add_item (v, side, CAS_VP_CARROCCIO, -1, carroccio, halves);
      cas_explain_add (ex, "5.1,4.4.3", _("The %s’ Carroccio, Captured by the %s: %s VP"), cas_rules_side_name (t, 1 - side),
                       side_name, vp);
    }
  if (s && s->vp_bonus_side == side && CAS_CARD (t, s->vp_bonus_card, CAS_K_STATE) == CAS_CARD_CAPABILITY)
    {
      const CasCard *card = cas_game_get_card (game, s->vp_bonus_card);
      g_autofree char *vp = cas_vp_text (s->vp_bonus_halves);
      cas_victory_add_item (v, side, CAS_VP_SCENARIO, -1, 1, s->vp_bonus_halves);
      cas_explain_add (ex, "5.1,6.0", _("%s: %s (%s) in play is worth %s VP to the %s"), s->name, card->cap_name,
                       card->id, vp, side_name);
    }
  if (s && s->vp_double_side == side)
    {
      int others = 0;
      for (guint k = 0; k < v->items->len; k++)
        {
          const CasVpItem *item = &g_array_index (v->items, CasVpItem, k);
          if (item->side == side && item->kind != CAS_VP_RAVAGED)
            others += item->halves;
        }
      g_autofree char *vp = cas_vp_text (others);
      cas_victory_add_item (v, side, CAS_VP_SCENARIO, -1, 2, others);
      cas_explain_add (ex, "5.1,6.0", _("%s: the %s’ VP count double except Ravaged markers: %s VP more"), s->name,
                       side_name, vp);
      if (carroccio > 0)
        cas_explain_add (ex, "5.1,6.0", _("Castellan’s reading: the Captured Carroccio is not a Ravaged marker, so it "
                                          "counts double too"));
    }
  if (extra > 0)
    {
      g_autofree char *vp = cas_vp_text (extra);
      cas_victory_add_item (v, side, CAS_VP_EXTRA, -1, extra, extra);
      cas_explain_add (ex, "2.2.5", _("%s extra VP recorded for the %s with the vp action"), vp, side_name);
    }
}

/* 2.2.5: markers for 0 to 16½ VP on the track, above that off it to the right; once a
 * side exceeds 17 VP, a single marker of the side ahead shows the net score (the
 * rulebook's example: 18 against 16 puts the purple marker in box 2). There is no cap
 * (data.md: Nevsky's 17½ does not apply). On a tie above 17 nobody is ahead: both markers
 * at 0 (rules-decisions I79). */
#define INFERNO_NET_ABOVE_HALVES 34

void
cas_inferno_victory_track (const CasTable *t, const int halves[CAS_N_SIDES], int track[CAS_N_SIDES], CasExplain *ex)
{
  if (halves[0] <= INFERNO_NET_ABOVE_HALVES && halves[1] <= INFERNO_NET_ABOVE_HALVES)
    return;
  int ahead = halves[0] > halves[1] ? 0 : halves[1] > halves[0] ? 1 : -1;
  int net = ABS (halves[0] - halves[1]);
  g_autofree char *net_vp = cas_vp_text (net);
  if (ahead < 0)
    {
      track[0] = track[1] = 0;
      if (ex)
        cas_explain_add (ex, "2.2.5", _("Both sides have more than 17 VP and are tied: Castellan’s reading is that the net "
                                        "score is 0 and both Victory markers stand just left of box 1"));
      return;
    }
  track[ahead] = net;
  track[1 - ahead] = -1;
  if (ex)
    cas_explain_add (ex, "2.2.5", _("A side has more than 17 VP: the Calendar shows only the net score, the %s’ Victory "
                                    "marker at %s VP and the %s’ marker off the track"),
                     cas_rules_side_name (t, ahead), net_vp, cas_rules_side_name (t, 1 - ahead));
}

/* 6.0: the End marker blocks the box after the scenario's last Campaign, so the last box
 * is the one before it; in F it is off the Calendar until Exhaustion places it (the game
 * then ends after box 16 at the latest), and once the Levy and End markers share a box
 * the game has ended. The Game End step of the last Campaign decides (4.9.3, 5.3). */
int
cas_inferno_victory_last_box (const CasTable *t, gboolean *ended, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  int end = CAS_GLOBAL (t, CAS_G_END_BOX);
  int last = end >= 1 ? end - 1 : (int) cas_game_get_n_boxes (game);

  *ended = end >= 1 && box >= end;
  if (*ended)
    cas_explain_add (ex, "6.0,5.3", _("The Levy/Campaign marker has reached the End marker in box %d: %s is over, and the "
                                      "result below stands"),
                     end, s->name);
  else if (end < 1 && box >= last)
    cas_explain_add (ex, "4.9.3,5.3,6.0", _("Box %d is the last of the Calendar and the End marker is not on it: %s ends "
                                            "with this Campaign’s Game End step, and the result below stands unless the VP "
                                            "change before then"),
                     box, s->name);
  else if (end < 1)
    cas_explain_add (ex, "6.0", _("Box %d of %s: the End marker is not on the Calendar yet (the Exhaustion roll may place it), "
                                  "so the game lasts until box %d at the latest: no final result yet"),
                     box, s->name, last);
  else if (box >= last)
    cas_explain_add (ex, "4.9.3,5.3,6.0", _("Box %d is the last of %s (the End marker is in box %d): the game ends with this "
                                            "Campaign’s Game End step, and the result below stands unless the VP change "
                                            "before then"),
                     box, s->name, end);
  else
    cas_explain_add (ex, "6.0,5.3", _("Box %d of %s: the End marker is in box %d, so the last Campaign is box %d: no final "
                                      "result yet"),
                     box, s->name, end, last);
  return last;
}

/* carroccio SIDE yes|no: SIDE holds the enemy's Carroccio, Captured (4.4.3), or no longer.
 * a->side is the captor, a->value 1 or 0. */
gboolean
inferno_carroccio_parse (CasActionParser *p, CasAction *a)
{
  gboolean ok = cas_action_parser_args (p, 2, 2);
  const char *side = cas_action_parser_word (p, 1);

  a->has_value = TRUE;
  if (!ok)
    return FALSE;
  if ((a->side = cas_game_find_side (cas_action_parser_game (p), side)) < 0)
    return cas_action_parser_fail (p, _("“%s” must be guelph or ghibelline"), side);
  return cas_action_parser_yes_no (p, 2, &a->value);
}

void
inferno_carroccio_print (CasGame *game, const CasAction *a, GString *s)
{
  g_string_append_printf (s, " %s", cas_game_get_side_id (game, a->side));
  cas_action_append_yes_no (s, a);
}

gboolean
inferno_carroccio_apply (const CasAction *a, CasTable *t, GError **error)
{
  CAS_GLOBAL (t, INFERNO_G_CARROCCIO_0 + a->side) = a->value;
  return TRUE;
}

char *
inferno_carroccio_describe (const CasAction *a, const CasTable *before)
{
  CasGame *game = before->game;
  const char *captor = cas_game_get_side_name (game, a->side);
  const char *owner = cas_game_get_side_name (game, 1 - a->side);
  g_autofree char *vp = cas_vp_text (cas_game_get_cell_vp_halves (game, INFERNO_G_CARROCCIO_0 + a->side - CAS_G_GAME_0));
  return a->value ? g_strdup_printf (_("The %s hold the %s’ Carroccio, Captured (%s VP)"), captor, owner, vp)
                  : g_strdup_printf (_("The %s no longer hold the %s’ Carroccio"), captor, owner);
}

/* Audit (4.3.5; victory): a Locale's Bypass markers. Lords Bypass only an Enemy Stronghold,
 * never Ruins; Lords outside are all Besieging or all Bypassing it; the markers go once no
 * Lord of the Bypassing side is left there (rules-decisions I81). */
void
cas_inferno_audit_locale (const CasTable *t, int i, CasAudit *a, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, i);
  int bypass = CAS_LOCALE (t, i, CAS_C_BYPASS);
  gboolean present = FALSE;

  if (bypass == 0)
    return;
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    present |= cas_rules_lord_locale (t, (int) l) == i && cas_rules_lord_side (t, (int) l) == bypass - 1;
  if (CAS_LOCALE (t, i, CAS_C_RUINS))
    cas_audit_problem (a, ex, "4.3.5,1.3.1", g_strdup_printf ("marker %s bypass none", loc->id),
                       _("%s is in Ruins and carries Bypass markers; Lords never Bypass Ruins"), loc->name);
  else if (cas_rules_holder (t, i) == bypass - 1)
    cas_audit_problem (a, ex, "4.3.5", g_strdup_printf ("marker %s bypass none", loc->id),
                       _("%s is Bypassed by the %s, but it is their own Stronghold; Lords Bypass only an Enemy Stronghold"),
                       loc->name, cas_rules_side_name (t, bypass - 1));
  else if (CAS_LOCALE (t, i, CAS_C_SIEGE))
    cas_audit_problem (a, ex, "4.3.5,4.3.6", NULL,
                       _("%s carries both Siege and Bypass markers; the Lords outside are either all Besieging or all "
                         "Bypassing it (Encamp replaces the Bypass markers with one Siege marker)"),
                       loc->name);
  else if (!present)
    cas_audit_problem (a, ex, "4.3.5,4.3.6", g_strdup_printf ("marker %s bypass none", loc->id),
                       _("%s carries Bypass markers of the %s, but none of their Lords is there; the markers go once no "
                         "Lord is left at the Stronghold"),
                       loc->name, cas_rules_side_name (t, bypass - 1));
}
