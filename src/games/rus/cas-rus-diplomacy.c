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
                         name, cas_rus_invader_name (foreign - 1));
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
      cas_explain_add (ex, "SUBMIT p.13,VASSAL p.15", _("Submitting gives the player of %s +1 VP for good: %d VP after it"),
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

/* ---- the register: Rulers, Vassals, allies, Envoys [DIPLO p.7] ---- */

/* Run by a player, or Influenced by one this turn: the Kingdoms that may hold alliances
 * ("active" [ENVOY p.7]; the Influenced one is its Influencer's ally [INFLUENCE p.8]). */
static gboolean
player_run (const CasRusState *s, int kingdom)
{
  return cas_rus_kingdom_player (s, kingdom) >= 0;
}

void
cas_rus_submission_propose (const CasRusState *s, int vassal, int invader, int foreign, CasExplain *ex)
{
  int p = -1;

  if (foreign == CAS_RUS_VIKING_INVADERS || foreign == CAS_RUS_TEUTON_INVADERS)
    {
      int picker = s->track.picker[CAS_RUS_POLITICS];
      int slot = foreign - CAS_RUS_VIKING_INVADERS;
      p = picker < 0 ? -1 : s->n_players == 2 ? cas_rus_kingdom_player (s, picker) : picker;
      /* rus-invaders: the state records the invader's Vassals and, once entered, who runs them */
      if (s->invaders[slot].controller >= 0)
        p = s->invaders[slot].controller;
      cas_explain_propose (ex, "invader %s vassal %s yes", cas_rus_invader_slot_id (slot), cas_rus_kingdom_id (vassal));
      if (p < 0)
        cas_explain_add (ex, "INVASION p.16", _("Nobody leads Politics this turn: enter the invasion's controller's +1VP marker by hand"));
    }
  else
    {
      cas_explain_propose (ex, "ruler %s %s", cas_rus_kingdom_id (vassal), cas_rus_kingdom_id (invader));
      p = cas_rus_kingdom_player (s, invader);
    }
  if (p >= 0)
    cas_explain_propose (ex, "vp %d submissions +1", p + 1);
}

void
cas_rus_diplomacy (const CasRusState *s, int kingdom, CasRusDiplomacy *out, CasExplain *ex)
{
  const CasRusKingdom *k = &s->kingdoms[CLAMP (kingdom, 0, CAS_RUS_N_KINGDOMS - 1)];
  const char *name = cas_rus_kingdom_name (kingdom);
  /* issue 18 (rus-table): the two-player game's pair, allied for good [TWOP p.19] */
  int pair = cas_rus_pair_partner (s, kingdom);

  memset (out, 0, sizeof *out);
  out->ruler = k->ruler;
  out->influence_ally = -1;
  out->pair = pair;
  for (int o = 0; o < CAS_RUS_N_KINGDOMS; o++)
    {
      if (o == kingdom)
        continue;
      if (s->kingdoms[o].ruler == kingdom)
        out->vassals[out->n_vassals++] = o;
      if (k->allies[o] || o == pair)
        out->allies[out->n_allies++] = o;
    }
  for (int i = 0; i < CAS_RUS_N_POWERS; i++)
    if (k->envoys[i])
      out->envoys[out->n_envoys++] = i;
  if (k->influenced_by >= 0 && k->influenced_by < s->n_players && s->players[k->influenced_by].kingdom >= 0)
    out->influence_ally = s->players[k->influenced_by].kingdom;
  else
    out->influence_ally = cas_rus_pool_partner (s, kingdom);

  if (ex)
    {
      if (k->ruler >= 0)
        cas_explain_add (ex, "VASSAL p.15", _("%s is a Vassal of %s: neither may attack the other"), name, cas_rus_kingdom_name (k->ruler));
      for (int i = 0; i < out->n_vassals; i++)
        cas_explain_add (ex, "VASSAL p.15", _("%s is the Ruler of %s, and may campaign from its borders"), name,
                         cas_rus_kingdom_name (out->vassals[i]));
      for (int i = 0; i < out->n_allies; i++)
        if (out->allies[i] == pair)
          cas_explain_add (ex, "TWOP p.19,ALLY p.7", _("Allied for good with %s, its player's other Kingdom in the two-player game (no marker needed): they may not attack each other; trades between them come after the opponent refused, at 1 for 1"),
                           cas_rus_kingdom_name (pair));
        else
          cas_explain_add (ex, "ALLY p.7", _("Allied with %s: they may not attack each other, and never share VP"), cas_rus_kingdom_name (out->allies[i]));
      if (out->influence_ally >= 0)
        cas_explain_add (ex, "INFLUENCE p.8", _("Allied with %s for this turn only, by Influence"), cas_rus_kingdom_name (out->influence_ally));
      for (int i = 0; i < out->n_envoys; i++)
        cas_explain_add (ex, "ENVOY p.7,TRADE p.10", _("Envoy at %s: may trade with it in the Trade round"), cas_rus_power_name (out->envoys[i]));
      if (k->ruler < 0 && out->n_vassals == 0 && out->n_allies == 0 && out->n_envoys == 0 && out->influence_ally < 0)
        cas_explain_add (ex, "DIPLO p.7", _("%s has no Ruler, Vassal, ally or Envoy"), name);
    }

  /* What the table shows that the rules forbid. */
  for (int i = 0; i < out->n_allies; i++)
    if (!player_run (s, out->allies[i]) || !player_run (s, kingdom))
      {
        out->n_flags++;
        if (ex)
          cas_explain_add (ex, "ENVOY p.7,ALLY p.7", _("Flag: an alliance between %s and %s, but only Kingdoms run by a player may ally (a Neutral Kingdom hosts no Envoy)"),
                           name, cas_rus_kingdom_name (out->allies[i]));
      }
  if (k->ruler >= 0)
    {
      const CasRusKingdom *r = &s->kingdoms[k->ruler];
      int seen = 0, at = k->ruler;
      if (r->status == CAS_RUS_OUT_OF_PLAY || r->status == CAS_RUS_WIPED_OUT || r->status == CAS_RUS_CONQUERED)
        {
          out->n_flags++;
          if (ex)
            cas_explain_add (ex, "VASSAL p.15", _("Flag: its Ruler, %s, is not on the map (%s)"), cas_rus_kingdom_name (k->ruler),
                             cas_rus_status_name (r->status));
        }
      if (k->influenced_by >= 0 && cas_rus_kingdom_player (s, k->ruler) == k->influenced_by)
        {
          out->n_flags++;
          if (ex)
            cas_explain_add (ex, "INFLUENCE p.8", _("Flag: a Vassal of the Kingdom that Influences it, to which it may not submit"));
        }
      while (at >= 0 && at != kingdom && seen++ < CAS_RUS_N_KINGDOMS)
        at = s->kingdoms[at].ruler;
      if (at == kingdom)
        {
          out->n_flags++;
          if (ex)
            cas_explain_add (ex, "VASSAL p.15", _("Flag: the chain of Rulers comes back to %s, which would then rule itself"), name);
        }
    }

  cas_rus_tribute (s, kingdom, &out->tribute, ex);
  if (ex && out->tribute.must_rebel)
    cas_explain_propose (ex, "ruler %s none", cas_rus_kingdom_id (kingdom));
  else if (ex && out->tribute.owes_tribute)
    {
      int best = -1;
      for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
        if (k->resources[r] > 0 && (best < 0 || k->resources[r] > k->resources[best]))
          best = r;
      cas_explain_add (ex, "TRIBUTE p.9", _("Proposed if Tribute is demanded and paid: 1 %s, the tile it holds most of (the Vassal chooses)"),
                       cas_rus_resource_name (best));
      cas_explain_propose (ex, "resource %s %s -1", cas_rus_kingdom_id (kingdom), cas_rus_resource_id (best));
      cas_explain_propose (ex, "resource %s %s +1", cas_rus_kingdom_id (k->ruler), cas_rus_resource_id (best));
    }
}

void
cas_rus_ally_check (const CasRusState *s, int kingdom, int other, CasRusDiploMove *out, CasExplain *ex)
{
  CasRusCountermix a, b;
  const char *name = cas_rus_kingdom_name (kingdom), *oname = cas_rus_kingdom_name (other);

  memset (out, 0, sizeof *out);
  cas_rus_countermix (s, kingdom, &a, NULL);
  cas_rus_countermix (s, other, &b, NULL);
  out->free_marker = a.free > 0;
  out->partner_marker = b.free > 0;
  if (other == kingdom)
    {
      if (ex)
        cas_explain_add (ex, "ALLY p.7", _("A Kingdom cannot ally with itself"));
      return;
    }
  if (cas_rus_pair_partner (s, kingdom) == other)
    {
      /* issue 18 (rus-table) */
      if (ex)
        cas_explain_add (ex, "TWOP p.19", _("%s and %s are one player's two Kingdoms, allied for good in the two-player game: no alliance to make or break"), name, oname);
      return;
    }
  if (s->kingdoms[kingdom].allies[other])
    {
      if (ex)
        cas_explain_add (ex, "ALLY p.7", _("%s and %s are allies already; breaking it takes the markers back (ally %s %s no)"), name, oname,
                         cas_rus_kingdom_id (kingdom), cas_rus_kingdom_id (other));
      return;
    }
  out->allowed = player_run (s, kingdom) && player_run (s, other) && out->free_marker && out->partner_marker;
  if (!ex)
    return;
  if (!player_run (s, other) || !player_run (s, kingdom))
    cas_explain_add (ex, "ENVOY p.7,ALLY p.7", _("%s and %s cannot ally: both must be run by a player"), name, oname);
  if (!out->free_marker)
    cas_explain_add (ex, "ALLY p.7,STACK p.12", _("%s has no free piece for its marker on %s's chart"), name, oname);
  if (!out->partner_marker)
    cas_explain_add (ex, "ALLY p.7,STACK p.12", _("%s has no free piece for its marker on %s's chart"), oname, name);
  if (out->allowed)
    {
      cas_explain_add (ex, "ALLY p.7,DIPLO p.7", _("%s and %s may ally, each placing a piece on the other's chart; one alliance change per turn, and none in a round in which an Envoy was removed or an alliance broken (the table checks these)"),
                       name, oname);
      cas_explain_propose (ex, "ally %s %s yes", cas_rus_kingdom_id (kingdom), cas_rus_kingdom_id (other));
    }
}

void
cas_rus_envoy_check (const CasRusState *s, int kingdom, int power, CasRusDiploMove *out, CasExplain *ex)
{
  CasRusCountermix a;
  const char *name = cas_rus_kingdom_name (kingdom);

  memset (out, 0, sizeof *out);
  cas_rus_countermix (s, kingdom, &a, NULL);
  out->free_marker = a.free > 0;
  out->partner_marker = TRUE;
  if (s->kingdoms[kingdom].envoys[CLAMP (power, 0, CAS_RUS_N_POWERS - 1)])
    {
      if (ex)
        cas_explain_add (ex, "ENVOY p.7", _("%s has an Envoy at %s already"), name, cas_rus_power_name (power));
      return;
    }
  out->allowed = out->free_marker;
  if (!ex)
    return;
  if (!out->free_marker)
    cas_explain_add (ex, "ENVOY p.7,STACK p.12", _("%s has no free piece for an Envoy: recall one or disband armies first"), name);
  else
    {
      cas_explain_add (ex, "ENVOY p.7", _("%s may send an Envoy to %s; one Envoy move per Diplomacy round, and not after an Envoy was removed or an alliance broken in it (the table checks these)"),
                       name, cas_rus_power_name (power));
      cas_explain_propose (ex, "envoy %s %s yes", cas_rus_kingdom_id (kingdom), cas_rus_power_id (power));
    }
}
