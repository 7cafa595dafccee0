/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-victory.c: the VP ledger, the end-of-turn check and the tie-breaks, the Black
 * Death, and the numbers of a Kingdom switch. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus.h"
#include "cas-rus-map.h"
#include "cas-rus-private.h"

#define SARAY 9   /* known area slot whose printed VP is inferred */

static const char *
settlement_name (int settlement)
{
  switch (settlement)
    {
    case CAS_RUS_TOWN:
      return _("Town");
    case CAS_RUS_CITY:
      return _("City");
    case CAS_RUS_FORTRESS:
      return _("Fortress");
    default:
      return _("no settlement");
    }
}

static char *
area_label (int area)
{
  const char *name = cas_rus_area_name (area);
  return name ? g_strdup (name) : cas_rus_area_id (area);
}

int
cas_rus_kingdom_vp (const CasRusState *s, int kingdom, CasRusTally *tally, CasExplain *ex)
{
  CasRusTally t = { 0 };
  const CasRusKingdom *k;

  if (kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    {
      if (tally)
        *tally = t;
      return 0;
    }
  k = &s->kingdoms[kingdom];
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      if (ar->owner != kingdom)
        continue;
      t.areas++;
      t.armies += ar->armies;
      t.pieces += ar->armies + ar->settlement;
      if (ar->settlement == CAS_RUS_TOWN)
        t.towns++;
      else if (ar->settlement == CAS_RUS_CITY)
        t.cities++;
      else if (ar->settlement == CAS_RUS_FORTRESS)
        t.fortresses++;
      if (ar->settlement == CAS_RUS_NO_SETTLEMENT)
        continue;
      t.settlements++;
      if (ar->printed_vp > 0)
        {
          g_autofree char *name = area_label (a);
          t.printed_vp += ar->printed_vp;
          if (ex && a == SARAY)
            cas_explain_add (ex, "VP p.17,SETUP p.2", _("%s: %d printed VP, held with a settlement (inferred from the Khazars' starting VP: unverified)"),
                             name, ar->printed_vp);
          else if (ex)
            cas_explain_add (ex, "VP p.17", _("%s: %d printed VP, held with a settlement"), name, ar->printed_vp);
        }
      else if (ar->printed_vp < 0)
        {
          g_autofree char *name = area_label (a);
          t.unknown_vp_areas++;
          if (ex)
            cas_explain_add (ex, "VP p.17", _("%s: its printed VP (if any) is not entered yet, counted as 0"), name);
        }
      if (ar->settlement >= CAS_RUS_CITY && ex)
        {
          g_autofree char *name = area_label (a);
          cas_explain_add (ex, "VP p.17", _("%s: a %s, 1 VP"), name, settlement_name (ar->settlement));
        }
    }
  t.vp = t.printed_vp + t.cities + t.fortresses;
  if (k->ct_vp > 0)
    {
      t.vp += k->ct_vp;
      if (ex)
        cas_explain_add (ex, "VP p.17,CT p.17", _("C&T abilities worth VP: %d (entered from the Player Mat)"), k->ct_vp);
    }
  if (k->border_vp > 0)
    {
      t.vp += k->border_vp;
      if (ex)
        cas_explain_add (ex, "VP p.17", _("Bordering objectives met: %d (entered from the Kingdom card)"), k->border_vp);
    }
  if (ex)
    cas_explain_add (ex, "VP p.17", _("%s: %d Kingdom VP"), cas_rus_kingdom_name (kingdom), t.vp);
  if (tally)
    *tally = t;
  return t.vp;
}

static int
learning_bonus (const CasRusState *s, int kingdom, gboolean black_death_scoring, CasExplain *ex)
{
  if (!black_death_scoring || s->variant != CAS_RUS_LEARNING ||
      (kingdom != CAS_RUS_BULGARS && kingdom != CAS_RUS_LITHUANIANS))
    return 0;
  if (ex)
    cas_explain_add (ex, "LEARN p.18", _("Learning game, Black Death scoring: %s +1"), cas_rus_kingdom_name (kingdom));
  return 1;
}

/* A Kingdom's VP in a player's ledger; with the map, whether it still borders a Foreign
 * Power follows its bordering VP (cas_rus_border_link (): the board's marks, issue 18). */
static int
ledger_kingdom_vp (const CasRusState *s, const CasRusMap *map, int kingdom, gboolean black_death_scoring, CasExplain *ex)
{
  int vp = cas_rus_kingdom_vp (s, kingdom, NULL, ex);
  if (map && ex)
    cas_rus_border_link (s, map, kingdom, ex);
  return vp + learning_bonus (s, kingdom, black_death_scoring, ex);
}

static int
player_vp (const CasRusState *s, const CasRusMap *map, int player, gboolean black_death_scoring, CasExplain *ex)
{
  const CasRusPlayer *p;
  int vp = 0;

  if (player < 0 || player >= s->n_players)
    return 0;
  p = &s->players[player];
  if (p->kingdom >= 0)
    vp += ledger_kingdom_vp (s, map, p->kingdom, black_death_scoring, ex);
  if (p->kingdom2 >= 0)
    vp += ledger_kingdom_vp (s, map, p->kingdom2, black_death_scoring, ex);
  if (p->submissions > 0)
    {
      vp += p->submissions;
      if (ex)
        cas_explain_add (ex, "SUBMIT p.13,VASSAL p.15", _("+%d: Kingdoms that submitted to this player (a +1VP marker each, kept for good)"), p->submissions);
    }
  if (p->objective_vp > 0)
    {
      vp += p->objective_vp;
      if (ex)
        cas_explain_add (ex, "INVASION p.16", _("+%d: invasion objectives met (kept for good)"), p->objective_vp);
    }
  if (p->occupation_vp > 0)
    {
      vp += p->occupation_vp;
      if (ex)
        cas_explain_add (ex, "OCCUPY p.16", _("+%d: the Golden Horde occupied Europe"), p->occupation_vp);
    }
  if (p->switches > 0)
    {
      vp -= p->switches;
      if (ex)
        cas_explain_add (ex, "SWITCH p.5", _("-%d: Kingdom switches, 1 VP each (kept after the switch: inferred, unverified)"), p->switches);
    }
  if (ex)
    {
      g_autofree char *who = rus_player_label (s, player);
      if (s->n_players == 2)
        cas_explain_add (ex, "TWOP p.19", _("%s: %d VP over both Kingdoms; the win goes to a Kingdom at 8 VP"), who, vp);
      else
        cas_explain_add (ex, "VP p.17", _("%s: %d VP"), who, vp);
    }
  return vp;
}

int
cas_rus_player_vp (const CasRusState *s, int player, gboolean black_death_scoring, CasExplain *ex)
{
  return player_vp (s, NULL, player, black_death_scoring, ex);
}

int
cas_rus_player_vp_map (const CasRusState *s, const CasRusMap *map, int player, gboolean black_death_scoring,
                       CasExplain *ex)
{
  return player_vp (s, map, player, black_death_scoring, ex);
}

/* ---- tie-breaks [VP p.17; BLACKDEATH p.7; setting C1] ---- */

gboolean
cas_rus_tie_break_beats (const CasRusState *s, int a, int b, CasRusTieOrder order, CasExplain *ex)
{
  CasRusTally ta, tb;
  int keys_a[3], keys_b[3];
  const char *what[3];
  const char *cite = order == CAS_RUS_TIES_BLACK_DEATH_P7 ? "BLACKDEATH p.7" : "VP p.17";

  cas_rus_kingdom_vp (s, a, &ta, NULL);
  cas_rus_kingdom_vp (s, b, &tb, NULL);
  if (order == CAS_RUS_TIES_BLACK_DEATH_P7)
    {
      keys_a[0] = ta.areas, keys_b[0] = tb.areas, what[0] = _("more areas");
      keys_a[1] = ta.settlements, keys_b[1] = tb.settlements, what[1] = _("more settlements");
    }
  else
    {
      /* A Fortress is a City built up and keeps its VP: it counts as a City here
       * (Castellan's reading, docs/rus.md). */
      keys_a[0] = ta.cities + ta.fortresses, keys_b[0] = tb.cities + tb.fortresses, what[0] = _("more Cities (a Fortress counts as a City: Castellan's reading)");
      keys_a[1] = ta.areas, keys_b[1] = tb.areas, what[1] = _("more areas");
    }
  keys_a[2] = a + 1, keys_b[2] = b + 1, what[2] = _("the higher Kingdom number");
  for (int i = 0; i < 3; i++)
    if (keys_a[i] != keys_b[i])
      {
        gboolean beats = keys_a[i] > keys_b[i];
        if (ex)
          cas_explain_add (ex, cite, _("Tie-break (setting C1: the order of %s): %s before %s, %s (%d to %d)"),
                           cite, cas_rus_kingdom_name (beats ? a : b), cas_rus_kingdom_name (beats ? b : a), what[i],
                           beats ? keys_a[i] : keys_b[i], beats ? keys_b[i] : keys_a[i]);
        return beats;
      }
  return FALSE;
}

/* ---- the Black Death ---- */

static int
black_death_index (const CasRusState *s)
{
  for (int i = 0; i < s->politics.n_revealed; i++)
    if (s->politics.revealed[i] == CAS_RUS_CARD_BLACK_DEATH)
      return i;
  return -1;
}

gboolean
cas_rus_black_death_turn (const CasRusState *s, CasExplain *ex)
{
  int i = black_death_index (s);
  if (i < 0)
    return FALSE;
  if (s->settings.u3_end_on_activation)
    {
      gboolean now = s->politics.activated_turn[i] == s->turn;
      if (ex)
        cas_explain_add (ex, "BLACKDEATH p.7", now
                         ? _("The Black Death was activated this turn: the game ends with it (setting U3, an uncertain reading: unverified)")
                         : _("The Black Death is revealed but not activated: the game goes on until the turn the Politics Lead activates it (setting U3, an uncertain reading: unverified)"));
      return now;
    }
  if (ex)
    cas_explain_add (ex, "INTRO p.1,BLACKDEATH p.7", s->politics.revealed_turn[i] == s->turn
                     ? _("The Black Death was revealed this turn: the game ends with it (setting U3, an uncertain reading: unverified)")
                     : _("The Black Death came up in an earlier turn (setting U3, an uncertain reading: unverified)"));
  return s->politics.revealed_turn[i] == s->turn;
}

int
cas_rus_cards_revealed (const CasRusState *s, gboolean for_black_death)
{
  int n = s->politics.n_revealed;
  if (for_black_death && !s->settings.u4_count_black_death && black_death_index (s) >= 0)
    n--;
  return n;
}

void
cas_rus_black_death_recipe (CasRusVariant variant, const CasRusSettings *set,
                            int *min_losses, int *max_losses, CasExplain *ex)
{
  int deck, first, last;
  int self = set->u4_count_black_death ? 0 : 1;

  switch (variant)
    {
    case CAS_RUS_LONG:
      deck = 9, first = 6, last = 9;
      if (ex)
        cas_explain_add (ex, "LONG p.19", _("Long game: 5 cards, then the Black Death shuffled with the other 3: it comes up 6th to 9th"));
      break;
    case CAS_RUS_LEARNING:
      deck = 5, first = 5, last = 5;
      if (ex)
        cas_explain_add (ex, "LEARN p.18", _("Learning game: 4 cards, then the Black Death: it comes up 5th"));
      break;
    case CAS_RUS_STANDARD:
    default:
      deck = 6, first = 6, last = 6;
      if (ex)
        cas_explain_add (ex, "SETUP p.2", _("Standard game: 5 cards on top of the Black Death: it comes up 6th"));
      break;
    }
  if (set->u7_shuffle_each_turn)
    {
      first = 1;
      if (ex)
        cas_explain_add (ex, "CHOOSE p.4", _("The deck is shuffled every turn, so the Black Death may come up on any turn (setting U7, an uncertain reading: unverified)"));
    }
  if (set->u3_end_on_activation && last < deck)
    {
      last = deck;
      if (ex)
        cas_explain_add (ex, "BLACKDEATH p.7", _("Cards revealed before the Politics Lead activates it count too (setting U3, an uncertain reading: unverified)"));
    }
  *min_losses = first - self;
  *max_losses = last - self;
  if (ex)
    {
      cas_explain_add (ex, "BLACKDEATH p.7", set->u4_count_black_death
                       ? _("The Black Death card counts among the cards revealed (setting U4, an uncertain reading: unverified)")
                       : _("The Black Death card does not count among the cards revealed (setting U4, an uncertain reading: unverified)"));
      if (*min_losses == *max_losses)
        cas_explain_add (ex, "BLACKDEATH p.7", g_dngettext (GETTEXT_PACKAGE, "Each Kingdom removes %d army or settlement step at the end of the Black Death turn",
                                                          "Each Kingdom removes %d armies or settlement steps at the end of the Black Death turn",
                                                          (gulong) *min_losses), *min_losses);
      else
        cas_explain_add (ex, "BLACKDEATH p.7", _("Each Kingdom removes %d to %d armies or settlement steps at the end of the Black Death turn"),
                         *min_losses, *max_losses);
    }
}

void
cas_rus_black_death (const CasRusState *s, CasRusPlague *out, CasExplain *ex)
{
  memset (out, 0, sizeof *out);
  out->losses = cas_rus_cards_revealed (s, TRUE);
  if (ex)
    cas_explain_add (ex, "BLACKDEATH p.7", g_dngettext (GETTEXT_PACKAGE, "Politics cards revealed: %d; each Kingdom removes %d army or settlement step, its owner's choice (setting U4, an uncertain reading: unverified)",
                                                      "Politics cards revealed: %d; each Kingdom removes %d armies or settlement steps, its owner's choice (setting U4, an uncertain reading: unverified)",
                                                      (gulong) out->losses),
                     s->politics.n_revealed, out->losses);
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    {
      CasRusTally t;
      cas_rus_kingdom_vp (s, k, &t, NULL);
      out->pieces[k] = t.pieces;
      if (t.pieces == 0)
        continue;
      out->owed[k] = MIN (out->losses, t.pieces);
      out->wiped_out[k] = t.pieces <= out->losses;
      if (!ex)
        continue;
      if (out->wiped_out[k])
        {
          cas_explain_add (ex, "BLACKDEATH p.7,VP p.17", g_dngettext (GETTEXT_PACKAGE, "%s: its %d piece goes; wiped out, it cannot score",
                                                                       "%s: all %d pieces go; wiped out, it cannot score", (gulong) t.pieces),
                           cas_rus_kingdom_name (k), t.pieces);
          /* nothing is left to choose: every piece goes */
          for (int a = 0; a < s->n_areas; a++)
            if (s->areas[a].owner == k)
              {
                g_autofree char *id = cas_rus_area_id (a);
                if (s->areas[a].armies > 0)
                  cas_explain_propose (ex, "armies %s %s 0", id, cas_rus_kingdom_id (k));
                if (s->areas[a].settlement != CAS_RUS_NO_SETTLEMENT)
                  cas_explain_propose (ex, "settlement %s none", id);
                cas_explain_propose (ex, "owner %s none", id);
              }
          cas_explain_propose (ex, "status %s wiped-out", cas_rus_kingdom_id (k));
        }
      else
        {
          g_autofree char *armies = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d army", "%d armies", (gulong) t.armies), t.armies);
          g_autofree char *steps = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d settlement step", "%d settlement steps", (gulong) (t.pieces - t.armies)),
                                                    t.pieces - t.armies);
          cas_explain_add (ex, "BLACKDEATH p.7", _("%s: removes %d of its %d pieces (%s, %s); an emptied area is lost"),
                           cas_rus_kingdom_name (k), out->owed[k], t.pieces, armies, steps);
        }
    }
}

/* ---- the end of the turn [VP p.17; BLACKDEATH p.7; TWOP p.19] ---- */

void
cas_rus_end_check (const CasRusState *s, CasRusEnd *out, CasExplain *ex)
{
  gboolean bd_end = cas_rus_black_death_turn (s, ex);
  gboolean by_kingdom = s->n_players == 2;
  CasRusTieOrder order = s->settings.c1_order == CAS_RUS_TIES_BLACK_DEATH_P7 ? CAS_RUS_TIES_BLACK_DEATH_P7 : CAS_RUS_TIES_VP_P17;
  int n = 0;

  memset (out, 0, sizeof *out);
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    {
      int p = cas_rus_kingdom_player (s, k);
      CasRusTally t;
      if (p < 0 || (!by_kingdom && s->players[p].kingdom != k))
        continue;
      cas_rus_kingdom_vp (s, k, &t, NULL);
      out->player[n] = p;
      out->kingdom[n] = k;
      out->vp[n] = by_kingdom ? cas_rus_kingdom_vp (s, k, NULL, NULL) + learning_bonus (s, k, bd_end, NULL)
                              : cas_rus_player_vp (s, p, bd_end, NULL);
      out->scores[n] = s->kingdoms[k].status != CAS_RUS_WIPED_OUT && !(bd_end && t.pieces == 0);
      n++;
    }
  out->n_ranked = n;

  /* Best first: scoring before wiped out, then VP, then the tie-break of setting C1. */
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0; j--)
      {
        gboolean swap;
        if (out->scores[j] != out->scores[j - 1])
          swap = out->scores[j];
        else if (out->vp[j] != out->vp[j - 1])
          swap = out->vp[j] > out->vp[j - 1];
        else
          swap = cas_rus_tie_break_beats (s, out->kingdom[j], out->kingdom[j - 1], order, NULL);
        if (!swap)
          break;
#define SWAP(f, T) { T tmp = out->f[j]; out->f[j] = out->f[j - 1]; out->f[j - 1] = tmp; }
        SWAP (player, int) SWAP (kingdom, int) SWAP (vp, int) SWAP (scores, gboolean)
#undef SWAP
      }

  for (int i = 0; i < n; i++)
    if (out->scores[i] && out->vp[i] >= CAS_RUS_WIN_VP)
      out->n_at_goal++;

  if (ex)
    for (int i = 0; i < n; i++)
      {
        g_autofree char *who = rus_picker_label (s, by_kingdom, by_kingdom ? out->kingdom[i] : out->player[i]);
        if (!out->scores[i])
          cas_explain_add (ex, "VP p.17", _("%s: wiped out by the Black Death, cannot score"), who);
        else
          cas_explain_add (ex, by_kingdom ? "VP p.17,TWOP p.19" : "VP p.17", _("%s: %d VP"), who, out->vp[i]);
      }

  if (out->n_at_goal > 0)
    {
      out->game_over = TRUE;
      /* Several at once: they share the win only under setting U16. */
      out->n_winners = s->settings.u16_shared ? out->n_at_goal : 1;
      if (ex)
        {
          if (out->n_at_goal > 1)
            cas_explain_add (ex, "VP p.17", s->settings.u16_shared
                             ? _("%d hold 8 VP or more at once: they share the win (setting U16, an uncertain reading: unverified)")
                             : _("%d hold 8 VP or more at once: most VP wins, then the tie-break (setting U16, an uncertain reading: unverified)"),
                             out->n_at_goal);
          if (out->n_winners == 1 && n > 1 && out->vp[1] == out->vp[0] && out->scores[1])
            cas_rus_tie_break_beats (s, out->kingdom[0], out->kingdom[1], order, ex);
          for (int i = 0; i < out->n_winners; i++)
            {
              g_autofree char *who = rus_picker_label (s, by_kingdom, by_kingdom ? out->kingdom[i] : out->player[i]);
              cas_explain_add (ex, by_kingdom ? "VP p.17,TWOP p.19" : "VP p.17", _("%s holds %d VP at the end of the turn and wins"), who, out->vp[i]);
            }
        }
      return;
    }
  if (!bd_end)
    {
      if (ex)
        cas_explain_add (ex, "VP p.17", _("Nobody holds 8 VP: the game goes on"));
      return;
    }
  out->game_over = TRUE;
  out->black_death_end = TRUE;
  out->n_winners = n > 0 && out->scores[0] ? 1 : 0;
  if (ex && out->n_winners == 1)
    {
      g_autofree char *who = rus_picker_label (s, by_kingdom, by_kingdom ? out->kingdom[0] : out->player[0]);
      if (n > 1 && out->vp[1] == out->vp[0] && out->scores[1])
        cas_rus_tie_break_beats (s, out->kingdom[0], out->kingdom[1], order, ex);
      cas_explain_add (ex, "BLACKDEATH p.7,VP p.17", _("The Black Death ends the game: %s wins with the most VP (%d)"), who, out->vp[0]);
    }
}

/* ---- switching Kingdom [SWITCH p.5] ---- */

void
cas_rus_switch (const CasRusState *s, int player, int kingdom, CasRusSwitch *out, CasExplain *ex)
{
  CasRusKingdomCard card;
  CasRusTally t;
  const CasRusPlayer *p = &s->players[CLAMP (player, 0, CAS_RUS_MAX_PLAYERS - 1)];
  int markers = p->submissions + p->objective_vp + p->occupation_vp;

  memset (out, 0, sizeof *out);
  out->n = cas_rus_cards_revealed (s, FALSE);
  cas_rus_kingdom_card (kingdom, &s->settings, &card);
  out->capital = card.capital;
  if (ex)
    cas_explain_add (ex, "SWITCH p.5", _("Politics cards revealed so far: N = %d"), out->n);

  /* Step 3: the capital. */
  if (card.capital < 0)
    {
      out->capital_armies = out->n;
      if (ex)
        cas_explain_add (ex, "SWITCH p.5,EMERGING p.5", g_dngettext (GETTEXT_PACKAGE, "Capital: +%d army, up to the overstack limit; the capital is on the %s card, not in the rulebook: enter it",
                                                                       "Capital: +%d armies, up to the overstack limit; the capital is on the %s card, not in the rulebook: enter it",
                                                                       (gulong) out->n),
                         out->n, cas_rus_kingdom_name (kingdom));
    }
  else
    {
      const CasRusArea *cap = &s->areas[card.capital];
      g_autofree char *name = area_label (card.capital);
      int settlement = cap->settlement == CAS_RUS_NO_SETTLEMENT ? CAS_RUS_TOWN : cap->settlement;
      int limit = cas_rus_stacking_limit (cap->terrain, settlement);
      out->place_town = cap->settlement == CAS_RUS_NO_SETTLEMENT;
      out->capital_limit_known = limit >= 0;
      if (limit >= 0)
        {
          int room = MAX (0, 2 * limit - cap->armies);
          out->capital_armies = MIN (out->n, room);
          out->capital_capped = room < out->n;
          if (ex)
            cas_explain_add (ex, "SWITCH p.5,STACK p.12", g_dngettext (GETTEXT_PACKAGE, "Capital %s: +%d army (1 per card revealed, up to the overstack of %d; %d there now)",
                                                                         "Capital %s: +%d armies (1 per card revealed, up to the overstack of %d; %d there now)",
                                                                         (gulong) out->capital_armies),
                             name, out->capital_armies, 2 * limit, cap->armies);
        }
      else
        {
          out->capital_armies = out->n;
          if (ex)
            cas_explain_add (ex, "SWITCH p.5,STACK p.12", g_dngettext (GETTEXT_PACKAGE, "Capital %s: +%d army (1 per card revealed), fewer if that passes twice its stacking limit: enter its terrain to check",
                                                                         "Capital %s: +%d armies (1 per card revealed), fewer if that passes twice its stacking limit: enter its terrain to check",
                                                                         (gulong) out->n),
                             name, out->n);
        }
      if (out->place_town && ex)
        cas_explain_add (ex, "SWITCH p.5", _("Capital %s has no settlement: place a Town"), name);
    }

  /* Step 4: Money per area controlled. */
  cas_rus_kingdom_vp (s, kingdom, &t, NULL);
  out->money = t.areas;
  if (ex)
    cas_explain_add (ex, "SWITCH p.5,COMMOD p.10", _("Discard every resource; take %d Money, 1 per area controlled (a Basic of choice for each the Money pile lacks)"), out->money);

  /* Step 6: abilities. */
  out->picks = out->n;
  if (ex)
    cas_explain_add (ex, "SWITCH p.5", _("Take the 4 basic abilities, then N = %d more picks of an ability or an Envoy, following NEEDS, none worth 2 VP"), out->picks);

  /* Step 7: VP. */
  out->vp = t.vp + markers - p->switches - 1;
  if (out->place_town && card.capital >= 0 && s->areas[card.capital].printed_vp > 0)
    out->vp += s->areas[card.capital].printed_vp;
  if (!ex)
    return;
  cas_explain_add (ex, "SWITCH p.5", _("VP: %d of the %s Kingdom + %d on +1VP markers - 1 for this switch - %d for earlier switches = %d"),
                   out->vp - markers + p->switches + 1, cas_rus_kingdom_name (kingdom), markers, p->switches, out->vp);

  /* The actions that mirror steps 1, 3, 4 and 7 (the abilities of step 6 are the
   * player's choice). */
  if (s->n_players == 2)
    {
      /* issue 18 (rus-table): setting U17 names the reading */
      switch (s->settings.u17_two_player_switch)
        {
        case CAS_RUS_U17_LOSES:
          cas_explain_add (ex, "TWOP p.19", _("Two-player game: the other Kingdom the player keeps loses 1 VP (setting U17: the rule is cut off in the OCR, unverified); enter it and the switch by hand: no actions are proposed"));
          break;
        case CAS_RUS_U17_GAINS:
          cas_explain_add (ex, "TWOP p.19", _("Two-player game: the other Kingdom the player keeps gains 1 VP (setting U17: the rule is cut off in the OCR, unverified); enter it and the switch by hand: no actions are proposed"));
          break;
        default:
          cas_explain_add (ex, "TWOP p.19", _("A switch in the two-player game moves 1 VP by a reading the table settles (U17): no actions are proposed"));
          break;
        }
      return;
    }
  if (p->kingdom >= 0 && p->kingdom != kingdom)
    cas_explain_propose (ex, "status %s neutral", cas_rus_kingdom_id (p->kingdom));
  cas_explain_propose (ex, "plays %d %s", player + 1, cas_rus_kingdom_id (kingdom));
  cas_explain_propose (ex, "status %s active", cas_rus_kingdom_id (kingdom));
  if (card.capital >= 0)
    {
      g_autofree char *cap = cas_rus_area_id (card.capital);
      if (out->capital_armies > 0)
        cas_explain_propose (ex, "armies %s %s +%d", cap, cas_rus_kingdom_id (kingdom), out->capital_armies);
      if (out->place_town)
        cas_explain_propose (ex, "settlement %s town turn %d", cap, s->turn);
    }
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (r != CAS_RUS_MONEY && s->kingdoms[kingdom].resources[r] > 0)
      cas_explain_propose (ex, "resource %s %s 0", cas_rus_kingdom_id (kingdom), cas_rus_resource_id (r));
  cas_explain_propose (ex, "resource %s money %d", cas_rus_kingdom_id (kingdom), out->money);
  cas_explain_propose (ex, "vp %d switches +1", player + 1);
}
