/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-build.c: the 40-piece countermix of a Kingdom, the settlements left in the
 * supply, and what a Kingdom can build and recruit with them and its store
 * [STACK p.12; BUILD p.11; RECRUIT p.12]. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus.h"

/* The settlement pieces in the box, by setting U1's default (Town 15, City 10,
 * Fortress 5: the OCR jumbles the list) [INTRO p.1]. */
static const int settlement_pieces[CAS_RUS_FORTRESS + 1] = { 0, 15, 10, 5 };

/* The player whose markers are this Kingdom's colour: its player, else -1. */
static int
colour_player (const CasRusState *s, int kingdom)
{
  int p = cas_rus_kingdom_player (s, kingdom);
  return p >= 0 && s->players[p].kingdom == kingdom ? p : -1;
}

void
cas_rus_countermix (const CasRusState *s, int kingdom, CasRusCountermix *out, CasExplain *ex)
{
  const CasRusKingdom *k = &s->kingdoms[CLAMP (kingdom, 0, CAS_RUS_N_KINGDOMS - 1)];
  int p = colour_player (s, kingdom);

  memset (out, 0, sizeof *out);
  for (int a = 0; a < s->n_areas; a++)
    if (s->areas[a].owner == kingdom)
      out->armies += s->areas[a].armies;
  for (int i = 0; i < CAS_RUS_N_ABILITY_CELLS; i++)
    out->abilities += k->abilities[i] > 0;
  out->abilities += (k->metallurgy_turn > 0) + (k->cavalry != 0) + (k->warehouse != 0);
  /* rus-rel: a religion is a C&T ability ("Christian Religion" [MISSION p.7]), its marker on the mat [CT p.17] */
  out->abilities += k->religion != CAS_RUS_RELIGION_NONE;
  for (int i = 0; i < CAS_RUS_N_POWERS; i++)
    out->envoys += k->envoys[i] != 0;
  for (int o = 0; o < CAS_RUS_N_KINGDOMS; o++)
    {
      out->allies += o != kingdom && k->allies[o] != 0;
      out->ruler_markers += o != kingdom && s->kingdoms[o].ruler == kingdom;
    }
  out->vassal_markers = k->ruler >= 0 ? 2 : 0;
  if (p >= 0)
    {
      for (int a = 0; a < CAS_RUS_N_ACTIONS; a++)
        if ((s->n_players == 2 ? s->track.picker[a] == kingdom : s->track.picker[a] == p)
            && (s->round == 0 || a + 1 >= s->round))
          out->picks++;
      out->vp_markers = s->players[p].objective_vp + s->players[p].occupation_vp;
      out->vp_counter = 1;
    }
  else if (s->n_players == 2 && cas_rus_kingdom_player (s, kingdom) >= 0)
    for (int a = 0; a < CAS_RUS_N_ACTIONS; a++)
      out->picks += s->track.picker[a] == kingdom && (s->round == 0 || a + 1 >= s->round);
  out->in_play = out->armies + out->abilities + out->envoys + out->allies + out->ruler_markers + out->vassal_markers
    + out->picks + out->vp_markers + out->vp_counter;
  out->free = CAS_RUS_COUNTERMIX - out->in_play;
  if (!ex)
    return;
  if (out->armies > 0)
    cas_explain_add (ex, "STACK p.12", g_dngettext (GETTEXT_PACKAGE, "%d army on the map", "%d armies on the map", (gulong) out->armies),
                     out->armies);
  if (out->abilities > 0)
    cas_explain_add (ex, "STACK p.12,CT p.17", g_dngettext (GETTEXT_PACKAGE, "%d C&T marker (never taken back while the Kingdom is kept)",
                                                             "%d C&T markers (never taken back while the Kingdom is kept)", (gulong) out->abilities),
                     out->abilities);
  if (out->envoys > 0)
    cas_explain_add (ex, "ENVOY p.7,STACK p.12", g_dngettext (GETTEXT_PACKAGE, "%d Envoy at a Foreign Power (Diplomacy may recall it)",
                                                               "%d Envoys at Foreign Powers (Diplomacy may recall them)", (gulong) out->envoys),
                     out->envoys);
  if (out->allies > 0)
    cas_explain_add (ex, "ALLY p.7", g_dngettext (GETTEXT_PACKAGE, "%d marker on an ally's Envoy Chart", "%d markers on allies' Envoy Charts",
                                                   (gulong) out->allies), out->allies);
  if (out->vassal_markers > 0)
    cas_explain_add (ex, "SUBMIT p.13", _("2 markers on its Ruler's Envoy Chart (Vassal and +1VP)"));
  if (out->ruler_markers > 0)
    cas_explain_add (ex, "SUBMIT p.13", g_dngettext (GETTEXT_PACKAGE, "%d marker on a Vassal's Ruler box", "%d markers on Vassals' Ruler boxes",
                                                      (gulong) out->ruler_markers), out->ruler_markers);
  if (out->picks > 0)
    cas_explain_add (ex, "CHOOSE p.4", g_dngettext (GETTEXT_PACKAGE, "%d pick marker on the Action cards until its round ends (counted: Castellan's reading, not stated)",
                                                     "%d pick markers on the Action cards until their rounds end (counted: Castellan's reading, not stated)",
                                                     (gulong) out->picks), out->picks);
  if (out->vp_markers > 0)
    cas_explain_add (ex, "INVASION p.16,OCCUPY p.16", g_dngettext (GETTEXT_PACKAGE, "%d +1VP marker of its own colour", "%d +1VP markers of its own colour",
                                                                    (gulong) out->vp_markers), out->vp_markers);
  if (out->vp_counter > 0)
    cas_explain_add (ex, "BOARD p.3", _("1 counter on the VP track (counted: Castellan's reading, not stated)"));
  cas_explain_add (ex, "STACK p.12", _("%s: %d of its 40 pieces in play, %d free%s"), cas_rus_kingdom_name (kingdom), out->in_play,
                   MAX (out->free, 0), out->free < 0 ? _(": more than the countermix holds") : "");
}

int
cas_rus_settlements_left (const CasRusState *s, int settlement, CasExplain *ex)
{
  int on_map = 0, cap;

  if (settlement < CAS_RUS_TOWN || settlement > CAS_RUS_FORTRESS)
    return 0;
  cap = settlement_pieces[settlement];
  for (int a = 0; a < s->n_areas; a++)
    on_map += s->areas[a].settlement == settlement;
  if (!s->settings.u1_box_limits)
    {
      /* issue 18 (rus-table): the table does not count the pieces (setting U1 off) */
      if (ex)
        cas_explain_add (ex, "INTRO p.1,BUILD p.11", _("%s pieces: not counted against the box (setting U1 off: the OCR'd list of 15 Towns, 10 Cities, 5 Fortresses is not trusted); %d on the map"),
                         cas_rus_settlement_name (settlement), on_map);
      return CAS_RUS_PIECES_UNCOUNTED;
    }
  if (ex)
    cas_explain_add (ex, "INTRO p.1,BUILD p.11", _("%s pieces: %d in the box (setting U1's default, Town 15, City 10, Fortress 5: unverified), %d on the map, %d left"),
                     cas_rus_settlement_name (settlement), cap, on_map, MAX (0, cap - on_map));
  return MAX (0, cap - on_map);
}

void
cas_rus_construction (const CasRusState *s, int kingdom, CasRusConstruction *out, CasExplain *ex)
{
  int picker = s->track.picker[CAS_RUS_CONSTRUCTION];
  int lead_kingdom = picker < 0 ? -1 : s->n_players == 2 ? picker : s->players[CLAMP (picker, 0, CAS_RUS_MAX_PLAYERS - 1)].kingdom;
  int left[CAS_RUS_FORTRESS + 1] = { 0 };

  memset (out, 0, sizeof *out);
  out->lead = lead_kingdom == kingdom && kingdom >= 0;
  for (int l = CAS_RUS_TOWN; l <= CAS_RUS_FORTRESS; l++)
    left[l] = out->left[l] = cas_rus_settlements_left (s, l, ex);
  if (ex && out->lead)
    cas_explain_add (ex, "BUILD p.11", _("Construction Lead: 1 resource less for one build or one upkeep"));
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      CasRusConstructionStep *st;
      CasRusKingdomPayment pay;
      g_autofree char *id = NULL;
      const char *name;
      if (ar->owner != kingdom || ar->settlement >= CAS_RUS_FORTRESS || out->n_steps >= CAS_RUS_MAX_AREAS)
        continue;
      st = &out->steps[out->n_steps++];
      st->area = a;
      st->level = ar->settlement + 1;
      cas_rus_cost_settlement (st->level, &st->cost);
      st->fresh = ar->settlement > CAS_RUS_NO_SETTLEMENT && ar->built_turn >= s->turn;
      st->piece_left = left[st->level] > 0;
      st->payable = cas_rus_kingdom_pay (s, kingdom, &st->cost, &pay, NULL);
      st->allowed = !st->fresh && st->piece_left;
      if (!ex)
        continue;
      id = cas_rus_area_id (a);
      name = cas_rus_area_name (a) ? cas_rus_area_name (a) : id;
      if (st->fresh)
        cas_explain_add (ex, "BUILD p.11", _("%s: its %s was built this turn and may not be raised before the next"),
                         name, cas_rus_settlement_name (ar->settlement));
      else if (!st->piece_left)
        cas_explain_add (ex, "BUILD p.11", _("%s: a %s, but none is left in the supply"), name, cas_rus_settlement_name (st->level));
      else
        cas_explain_add (ex, "BUILD p.11,COMMOD p.10", st->payable ? _("%s: a %s may be built, and the store pays it")
                         : _("%s: a %s may be built, but the store does not pay it"),
                         name, cas_rus_settlement_name (st->level));
    }
}

void
cas_rus_recruitment (const CasRusState *s, int kingdom, const CasRusCountermix *mix, CasRusRecruitment *out,
                     CasExplain *ex)
{
  const CasRusKingdom *k = &s->kingdoms[CLAMP (kingdom, 0, CAS_RUS_N_KINGDOMS - 1)];
  int picker = s->track.picker[CAS_RUS_RECRUITMENT];
  int lead_kingdom = picker < 0 ? -1 : s->n_players == 2 ? picker : s->players[CLAMP (picker, 0, CAS_RUS_MAX_PLAYERS - 1)].kingdom;
  int store = 0, partner = cas_rus_pool_partner (s, kingdom), free_pieces = MAX (0, mix->free);

  memset (out, 0, sizeof *out);
  for (int a = 0; a < s->n_areas; a++)
    out->settlements += s->areas[a].owner == kingdom && s->areas[a].settlement > CAS_RUS_NO_SETTLEMENT;
  out->lead = lead_kingdom == kingdom && kingdom >= 0;
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    store += k->resources[r] + (partner >= 0 ? s->kingdoms[partner].resources[r] : 0);
  out->payable = k->resources[CAS_RUS_GRAIN] + k->resources[CAS_RUS_LIVESTOCK] + k->resources[CAS_RUS_MONEY];
  if (partner >= 0)
    out->payable += s->kingdoms[partner].resources[CAS_RUS_GRAIN] + s->kingdoms[partner].resources[CAS_RUS_LIVESTOCK]
      + s->kingdoms[partner].resources[CAS_RUS_MONEY];
  out->lone = out->settlements == 0 && store == 0;
  out->free_armies = MIN (out->settlements + (out->lead ? 1 : 0) + (out->lone ? 1 : 0), free_pieces);
  out->bought = MIN (out->payable, free_pieces - out->free_armies);
  if (!ex)
    return;
  if (out->settlements > 0)
    cas_explain_add (ex, "RECRUIT p.12", g_dngettext (GETTEXT_PACKAGE, "%d settlement: 1 free army there", "%d settlements: 1 free army at each",
                                                       (gulong) out->settlements), out->settlements);
  if (out->lead)
    cas_explain_add (ex, "RECRUIT p.12", _("Recruitment Lead: 1 more free army, placed first"));
  if (out->lone)
    cas_explain_add (ex, "RECRUIT p.12", _("No settlement and no resources: 1 army may be raised anywhere in its land"));
  cas_explain_add (ex, "RECRUIT p.12,COMMOD p.10", g_dngettext (GETTEXT_PACKAGE, "Grain, Livestock or Money in store: %d, so at most %d army bought (1 each)",
                                                                 "Grain, Livestock or Money in store: %d, so at most %d armies bought (1 each)",
                                                                 (gulong) MIN (out->payable, 99)), out->payable, out->payable);
  if (out->free_armies + out->bought < out->settlements + (out->lead ? 1 : 0) + (out->lone ? 1 : 0) + out->payable)
    cas_explain_add (ex, "STACK p.12", g_dngettext (GETTEXT_PACKAGE, "The countermix has %d free piece, which limits the new armies",
                                                     "The countermix has %d free pieces, which limits the new armies", (gulong) free_pieces),
                     free_pieces);
  cas_explain_add (ex, "RECRUIT p.12,STACK p.12", _("New armies: %d free and up to %d bought; each area's stacking limit still applies at the end of the round"),
                   out->free_armies, out->bought);
}
