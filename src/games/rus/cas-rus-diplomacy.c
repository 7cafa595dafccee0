/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-diplomacy.c: who may submit to whom, and what a Vassal owes in the
 * Influence/Tribute round. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus.h"

int
cas_rus_side_vp (const CasRusState *s, int kingdom)
{
  int p = cas_rus_kingdom_player (s, kingdom);
  if (p >= 0 && s->n_players > 2)
    return cas_rus_player_vp (s, p, FALSE, NULL);
  return cas_rus_kingdom_vp (s, kingdom, NULL, NULL);
}

void
cas_rus_submission (const CasRusState *s, int vassal, int invader, int foreign,
                    CasRusSubmission *out, CasExplain *ex)
{
  const CasRusKingdom *v = &s->kingdoms[CLAMP (vassal, 0, CAS_RUS_N_KINGDOMS - 1)];
  const char *name = cas_rus_kingdom_name (vassal);
  gboolean by_foreign = foreign == CAS_RUS_VIKING_INVADERS || foreign == CAS_RUS_TEUTON_INVADERS;

  memset (out, 0, sizeof *out);
  out->vassal_vp = cas_rus_side_vp (s, vassal);
  if (v->ruler >= 0)
    {
      if (ex)
        cas_explain_add (ex, "VASSAL p.15", _("%s: already a Vassal of %s, and a Kingdom has one Ruler at most"),
                         name, cas_rus_kingdom_name (v->ruler));
      return;
    }
  if (by_foreign)
    {
      out->allowed = TRUE;
      if (ex)
        cas_explain_add (ex, "INVASION p.16", _("%s: may surrender to the %s whatever the VP; the invasion's controller scores +1 VP"),
                         name, foreign == CAS_RUS_VIKING_INVADERS ? _("Vikings") : _("Teutons"));
      return;
    }
  if (invader < 0 || invader >= CAS_RUS_N_KINGDOMS || invader == vassal)
    return;
  if (s->kingdoms[invader].ruler == vassal)
    {
      if (ex)
        cas_explain_add (ex, "VASSAL p.15", _("%s: Ruler of %s, and Ruler and Vassal never fight each other"),
                         name, cas_rus_kingdom_name (invader));
      return;
    }
  if (v->influenced_by >= 0 && cas_rus_kingdom_player (s, invader) == v->influenced_by)
    {
      if (ex)
        cas_explain_add (ex, "INFLUENCE p.8", _("%s: Influenced this turn by the invader's player, and may not submit to its Influencer"), name);
      return;
    }
  out->invader_vp = cas_rus_side_vp (s, invader) + 1;
  out->allowed = out->vassal_vp <= out->invader_vp;
  if (ex)
    {
      cas_explain_add (ex, "SUBMIT p.13,VASSAL p.15", _("Submitting gives the %s's player +1 VP for good: %d VP after it"),
                       cas_rus_kingdom_name (invader), out->invader_vp);
      cas_explain_add (ex, "SUBMIT p.13", out->allowed
                       ? _("%s (%d VP) may submit: afterwards no more VP than the invader (the VP of each side's player: Castellan's reading)")
                       : _("%s (%d VP) may not submit: afterwards more VP than the invader (the VP of each side's player: Castellan's reading)"),
                       name, out->vassal_vp);
    }
}

void
cas_rus_tribute (const CasRusState *s, int vassal, CasRusTribute *out, CasExplain *ex)
{
  const CasRusKingdom *v = &s->kingdoms[CLAMP (vassal, 0, CAS_RUS_N_KINGDOMS - 1)];
  const char *name = cas_rus_kingdom_name (vassal);
  int held = 0;

  memset (out, 0, sizeof *out);
  if (v->ruler < 0)
    {
      if (ex)
        cas_explain_add (ex, "VASSAL p.15", _("%s: no one's Vassal"), name);
      return;
    }
  out->vassal = TRUE;
  out->vassal_vp = cas_rus_side_vp (s, vassal);
  out->ruler_vp = cas_rus_side_vp (s, v->ruler);
  out->must_rebel = out->vassal_vp > out->ruler_vp;
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    held += v->resources[r];
  out->owes_tribute = held > 0 && !out->must_rebel;
  if (!ex)
    return;
  if (out->must_rebel)
    cas_explain_add (ex, "REBEL p.9,VASSAL p.15", _("%s (%d VP): more VP than its Ruler, %s (%d VP), so it must rebel; the Ruler's player keeps the +1 VP"),
                     name, out->vassal_vp, cas_rus_kingdom_name (v->ruler), out->ruler_vp);
  else if (held == 0)
    cas_explain_add (ex, "TRIBUTE p.9", _("%s: no resource in store, so neither Tribute nor rebellion"), name);
  else
    cas_explain_add (ex, "TRIBUTE p.9,REBEL p.9", _("%s: if its Ruler, %s, demands Tribute, it pays 1 resource of its choice or rebels"),
                     name, cas_rus_kingdom_name (v->ruler));
}
