/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-vassal-offer.c (issue 18, rus-rules): after a Kingdom switch the newly active
 * Kingdom may at once become the Vassal of one Kingdom adjacent to it that has more VP
 * [SWITCH p.5], which is a submission: the Ruler's player gains 1 VP for good [VASSAL
 * p.15] (Castellan's reading, docs/rus.md). Adjacency comes from the map file: where it
 * is not entered the Kingdom is named as "not entered: the players judge", never guessed. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus-private.h"

/* Does `ruler`'s land border the new Kingdom's land (its areas now, and those that rebel
 * to it at its first emergence)? */
static CasRusKnown
borders_new_land (const CasRusState *s, const CasRusMap *map, int kingdom, const CasRusSwitch *sw, int ruler)
{
  gboolean unknown = FALSE;
  for (int a = 0; a < s->n_areas; a++)
    {
      gboolean mine = s->areas[a].owner == kingdom;
      for (int i = 0; i < sw->n_rebels && !mine; i++)
        mine = sw->rebels[i] == a;
      if (!mine || s->areas[a].owner == ruler)
        continue;
      switch (rus_land_adjacent (s, map, ruler, a, NULL))
        {
        case CAS_RUS_YES:
          return CAS_RUS_YES;
        case CAS_RUS_UNKNOWN:
          unknown = TRUE;
          break;
        default:
          break;
        }
    }
  return unknown ? CAS_RUS_UNKNOWN : CAS_RUS_NO;
}

void
cas_rus_switch_vassal_offer (const CasRusState *s, const CasRusMap *map, int player, int kingdom, const CasRusSwitch *sw,
                             int choice, CasRusVassalOffer *out, CasExplain *ex)
{
  const char *name = cas_rus_kingdom_name (kingdom);

  memset (out, 0, sizeof *out);
  out->choice = -1;
  {
    int land = sw->n_rebels;
    for (int a = 0; a < s->n_areas; a++)
      land += s->areas[a].owner == kingdom;
    if (land == 0)
      {
        if (ex)
          cas_explain_add (ex, "SWITCH p.5,EMERGING p.5", _("Vassal offer: %s holds no area yet (its start areas are on its card, in no source: enter them), so whom it borders is not known"),
                           name);
        return;
      }
  }
  for (int r = 0; r < CAS_RUS_N_KINGDOMS; r++)
    {
      int owner_player = cas_rus_kingdom_player (s, r);
      int vp;
      CasRusKnown adj;
      if (r == kingdom || s->kingdoms[r].status == CAS_RUS_OUT_OF_PLAY || s->kingdoms[r].status == CAS_RUS_CONQUERED
          || s->kingdoms[r].status == CAS_RUS_WIPED_OUT)
        continue;
      /* the player's own other Kingdoms (the two-player pair) are not a Ruler to offer;
       * the Kingdom it leaves becomes Neutral, with its own VP */
      if (owner_player == player && r != s->players[player].kingdom)
        continue;
      adj = borders_new_land (s, map, kingdom, sw, r);
      if (adj == CAS_RUS_NO)
        continue;
      vp = owner_player == player ? cas_rus_kingdom_vp (s, r, NULL, NULL) : cas_rus_side_vp (s, r);
      {
        int i = out->n++;
        out->ruler[i] = r;
        out->ruler_vp[i] = vp;
        out->adjacent[i] = adj;
        out->allowed[i] = vp > sw->vp;
      }
      if (!ex || adj != CAS_RUS_YES)
        continue;
      if (vp <= sw->vp)
        cas_explain_add (ex, "SWITCH p.5", _("Vassal offer: %s borders it but has %d VP, not more than its %d: no"),
                         cas_rus_kingdom_name (r), vp, sw->vp);
      else
        cas_explain_add (ex, "SWITCH p.5", _("Vassal offer: %s may become the Vassal of %s, which borders it and has %d VP, more than its %d"),
                         name, cas_rus_kingdom_name (r), vp, sw->vp);
    }
  if (ex)
    {
      /* those whose border with it the map does not know: one line */
      g_autoptr(GString) more = g_string_new (NULL);
      int n_unknown = 0;
      for (int i = 0; i < out->n; i++)
        if (out->adjacent[i] == CAS_RUS_UNKNOWN)
          {
            n_unknown++;
            if (out->allowed[i])
              g_string_append_printf (more, "%s%s", more->len ? ", " : "", cas_rus_kingdom_name (out->ruler[i]));
          }
      if (n_unknown > 0)
        cas_explain_add (ex, "SWITCH p.5", g_dngettext (GETTEXT_PACKAGE, "Vassal offer: whether %d Kingdom borders %s is not entered on the map (the players judge); with more VP than its %d: %s",
                                                        "Vassal offer: whether %d Kingdoms border %s is not entered on the map (the players judge); with more VP than its %d: %s",
                                                        (gulong) n_unknown),
                         n_unknown, name, sw->vp, more->len ? more->str : _("none"));
    }
  if (ex && out->n == 0)
    cas_explain_add (ex, "SWITCH p.5", _("Vassal offer: no Kingdom borders %s's land by the map; enter its neighbours to see whom it may offer to serve"), name);
  else if (ex)
    cas_explain_add (ex, "SWITCH p.5,VASSAL p.15", _("The offer is the new Kingdom's choice, made at once: becoming a Vassal gives the Ruler's player +1 VP for good (read as a submission: Castellan's reading); the new Kingdom's player names the one chosen"));
  if (choice < 0)
    return;
  for (int i = 0; i < out->n; i++)
    if (out->ruler[i] == choice)
      out->choice = i;
  if (out->choice < 0 || !out->allowed[out->choice])
    {
      if (ex)
        cas_explain_add (ex, "SWITCH p.5", _("%s may not become the Vassal of %s: it must border it and have more VP; flagged, the table decides"),
                         name, cas_rus_kingdom_name (choice));
      return;
    }
  if (ex)
    {
      int rp = cas_rus_kingdom_player (s, choice);
      cas_explain_propose (ex, "ruler %s %s", cas_rus_kingdom_id (kingdom), cas_rus_kingdom_id (choice));
      if (rp >= 0 && rp != player)
        cas_explain_propose (ex, "vp %d submissions +1", rp + 1);
    }
}
