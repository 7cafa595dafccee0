/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-turn.c: the skeleton of a Rus turn: who picks actions in what order, the tiles
 * on the Action cards, the rounds in card order with their Lead and timed checks. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus.h"
#include "cas-rus-private.h"

int
cas_rus_seat_order (const CasRusState *s, int lead, int *out)
{
  int n = 0;
  int lead_seat = lead >= 0 && lead < s->n_players ? s->players[lead].seat : 0;
  for (int step = 0; step < s->n_players; step++)
    for (int p = 0; p < s->n_players; p++)
      if (s->players[p].seat == (lead_seat + step) % s->n_players)
        out[n++] = p;
  return n;
}

/* ---- pick order [CHOOSE p.4] ---- */

typedef struct {
  int who;        /* player, or Kingdom in the two-player game */
  int vp;
  int number;     /* Kingdom number, the tie-break */
} Picker;

static int
compare_pickers (gconstpointer pa, gconstpointer pb)
{
  const Picker *a = pa, *b = pb;
  if (a->vp != b->vp)
    return a->vp < b->vp ? -1 : 1;
  return a->number < b->number ? -1 : a->number > b->number;
}

void
cas_rus_pick_order (const CasRusState *s, CasRusPickOrder *out, CasExplain *ex)
{
  Picker pk[CAS_RUS_N_KINGDOMS];
  int n = 0, n_second;
  gboolean by_kingdom = s->n_players == 2;

  memset (out, 0, sizeof *out);
  if (by_kingdom)
    {
      /* TWOP p.19: the two players run 4 Kingdoms, which pick as in a 4-player game
       * (inferred, unverified). */
      for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
        if (cas_rus_kingdom_player (s, k) >= 0)
          pk[n++] = (Picker) { k, cas_rus_kingdom_vp (s, k, NULL, NULL), k + 1 };
      if (ex)
        cas_explain_add (ex, "TWOP p.19", _("Two-player game: the 4 Kingdoms pick as 4 players would (inferred, unverified)"));
    }
  else
    for (int p = 0; p < s->n_players; p++)
      pk[n++] = (Picker) { p, cas_rus_player_vp (s, p, FALSE, NULL),
                           s->players[p].kingdom >= 0 ? s->players[p].kingdom + 1 : CAS_RUS_N_KINGDOMS + 1 };
  if (n == 0)
    return;

  qsort (pk, (gsize) n, sizeof pk[0], compare_pickers);
  out->n_pickers = n;
  out->by_kingdom = by_kingdom;
  for (int i = 0; i < n; i++)
    out->vp[i] = pk[i].vp;

  if (ex)
    {
      g_autofree char *first = rus_picker_label (s, by_kingdom, pk[0].who);
      cas_explain_add (ex, "CHOOSE p.4", _("%s picks first: fewest VP (%d)"), first, pk[0].vp);
      for (int i = 1; i < n; i++)
        if (pk[i].vp == pk[i - 1].vp)
          {
            g_autofree char *a = rus_picker_label (s, by_kingdom, pk[i - 1].who);
            g_autofree char *b = rus_picker_label (s, by_kingdom, pk[i].who);
            cas_explain_add (ex, "CHOOSE p.4", _("%s before %s: both have %d VP, Kingdom number %d before %d"),
                             a, b, pk[i].vp, pk[i - 1].number, pk[i].number);
          }
    }

  if (s->settings.u15_clockwise && !by_kingdom)
    {
      int order[CAS_RUS_MAX_PLAYERS];
      int m = cas_rus_seat_order (s, pk[0].who, order);
      for (int i = 0; i < m; i++)
        {
          pk[i].who = order[i];
          pk[i].vp = cas_rus_player_vp (s, order[i], FALSE, NULL);
        }
      if (ex)
        cas_explain_add (ex, "CHOOSE p.4", _("The others pick clockwise from the first (setting U15, an uncertain reading: unverified)"));
    }
  else if (ex && n > 1)
    cas_explain_add (ex, "CHOOSE p.4", _("The others pick by rising VP, ties by Kingdom number (setting U15, an uncertain reading: unverified)"));
  for (int i = 0; i < n; i++)
    out->vp[i] = pk[i].vp;

  for (int i = 0; i < n && i < CAS_RUS_N_PICKS; i++)
    out->picker[out->n_picks++] = pk[i].who;
  /* 5 pickers: the first picks again; 4: the first two; 3: all [CHOOSE p.4]. */
  n_second = CAS_RUS_N_PICKS - out->n_picks;
  for (int i = 0; i < n_second && i < n; i++)
    out->picker[out->n_picks++] = pk[i].who;
  if (ex && n_second > 0)
    {
      if (n_second >= n)
        cas_explain_add (ex, "CHOOSE p.4", _("%d pickers: each picks a second action, in the same order, so that 6 actions are chosen"), n);
      else if (n_second == 1)
        {
          g_autofree char *who = rus_picker_label (s, by_kingdom, pk[0].who);
          cas_explain_add (ex, "CHOOSE p.4", _("%d pickers: only %s picks a second action, so that 6 actions are chosen"), n, who);
        }
      else
        {
          g_autofree char *a = rus_picker_label (s, by_kingdom, pk[0].who);
          g_autofree char *b = rus_picker_label (s, by_kingdom, pk[1].who);
          cas_explain_add (ex, "CHOOSE p.4", _("%d pickers: %s and %s pick a second action, so that 6 actions are chosen"), n, a, b);
        }
    }
}

/* ---- tiles on the Action cards [CHOOSE p.4] ---- */

void
cas_rus_action_tiles (const CasRusState *s, int money_left, CasRusTiles *out, CasExplain *ex)
{
  int n_picked = 0;

  memset (out, 0, sizeof *out);
  for (int i = 0; i < CAS_RUS_N_ACTIONS; i++)
    {
      const char *name = cas_rus_action_name (i);
      int picker = s->track.picker[i];
      if (picker >= 0)
        {
          n_picked++;
          out->collect_money[i] = s->track.money[i];
          out->collect_basic[i] = s->track.basic[i];
          if (ex && (s->track.money[i] > 0 || s->track.basic[i] > 0))
            {
              g_autofree char *who = rus_picker_label (s, s->n_players == 2, picker);
              cas_explain_add (ex, "CHOOSE p.4", _("%s: %s takes the tiles left on it (%d Money, %d Basic) and may swap each for any Basic"),
                               name, who, s->track.money[i], s->track.basic[i]);
            }
          continue;
        }
      out->n_unpicked++;
      out->money[i] = s->track.money[i];
      out->basic[i] = s->track.basic[i];
      if (!s->settings.u5_tiles_pile_up && s->track.money[i] + s->track.basic[i] > 0)
        {
          if (ex)
            cas_explain_add (ex, "CHOOSE p.4", _("%s: skipped again, keeps its one tile (setting U5, an uncertain reading: unverified)"), name);
          continue;
        }
      if (money_left != 0)
        {
          out->add_money[i] = 1;
          out->money[i]++;
          if (money_left > 0)
            money_left--;
          if (ex)
            cas_explain_add (ex, "CHOOSE p.4", _("%s: not picked, 1 Money tile goes on it"), name);
        }
      else
        {
          out->add_basic[i] = 1;
          out->basic[i]++;
          if (ex)
            cas_explain_add (ex, "CHOOSE p.4", _("%s: not picked and no Money is left, so 1 Basic tile of any type goes on it"), name);
        }
      if (ex && s->track.money[i] + s->track.basic[i] > 0)
        cas_explain_add (ex, "CHOOSE p.4", _("%s: tiles pile up over skipped turns (setting U5, an uncertain reading: unverified)"), name);
    }
  if (ex && n_picked != CAS_RUS_N_PICKS)
    cas_explain_add (ex, "CHOOSE p.4", _("%d actions are picked; a turn plays 6 of the 9"), n_picked);
}

/* ---- rounds [CHOOSE p.4] ---- */

/* 0: no invasion this turn; 1: an invasion card waits on the Politics action (it comes
 * if the Politics Lead activates it); 2: one was activated this turn. */
static int
invasion_state (const CasRusState *s)
{
  int state = 0;
  for (int i = 0; i < s->politics.n_revealed; i++)
    {
      int c = s->politics.revealed[i];
      int act = s->politics.activated_turn[i];
      if (c != CAS_RUS_CARD_VIKINGS && c != CAS_RUS_CARD_TEUTONS)
        continue;
      if (act == s->turn)
        return 2;
      if (act == 0)
        state = 1;
    }
  return state;
}

void
cas_rus_round_order (const CasRusState *s, CasRusRounds *out, CasExplain *ex)
{
  gboolean by_kingdom = s->n_players == 2;
  gboolean politics_led = s->track.picker[CAS_RUS_POLITICS] >= 0;
  int invasion = invasion_state (s);

  memset (out, 0, sizeof *out);
  out->invasion = invasion == 2 || (invasion == 1 && politics_led);
  for (int i = 0; i < CAS_RUS_N_ACTIONS; i++)
    {
      int lead = s->track.picker[i];
      if (lead >= 0 && out->n_rounds < CAS_RUS_N_PICKS)
        {
          CasRusRound *r = &out->rounds[out->n_rounds++];
          r->action = i;
          r->lead = lead;
          r->strict = i == CAS_RUS_POLITICS || i == CAS_RUS_HARVEST || i == CAS_RUS_CAMPAIGN;
          if (ex)
            {
              g_autofree char *who = rus_picker_label (s, by_kingdom, lead);
              cas_explain_add (ex, "CHOOSE p.4", _("Round %d, %s: %s leads, does the bonus and the all-player step first, then everyone else"),
                               i + 1, cas_rus_action_name (i), who);
              if (r->strict)
                cas_explain_add (ex, "POLITICS p.5", _("%s is always played in strict order: the Lead, then clockwise"),
                                 cas_rus_action_name (i));
              switch (i)
                {
                case CAS_RUS_INFLUENCE:
                  cas_explain_add (ex, "REBEL p.9", _("Influence/Tribute: a Vassal with more VP than its Ruler must rebel"));
                  break;
                case CAS_RUS_HARVEST:
                  cas_explain_add (ex, "HARVEST p.9", _("End of Harvest: stores above 10 tiles (20 with Warehouse) are cut down"));
                  break;
                case CAS_RUS_CONSTRUCTION:
                  cas_explain_add (ex, "MAINT p.11", _("End of Construction: upkeep of the Cities and Fortresses built in earlier turns"));
                  break;
                default:
                  break;
                }
            }
        }
      if (i == CAS_RUS_CAMPAIGN && out->invasion && ex)
        {
          if (invasion == 1)
            cas_explain_add (ex, "POLITICS p.5,INVCARD p.6", _("An invasion card lies on the Politics action: if the Politics Lead activates it, it resolves after round 8"));
          cas_explain_add (ex, "INVCARD p.6", lead >= 0
                           ? _("End of the Campaign round: the foreign invasion resolves")
                           : _("After round 8, though Campaign was not picked: the foreign invasion resolves"));
          /* issue 18 (rus-table): the invaders' armies, setting U11 */
          cas_explain_add (ex, "INVCARD p.6", s->settings.u11_teutons_8
                           ? _("The activated card brings 10 Viking or 8 Teuton armies (setting U11: the 8 may be an OCR error for 10, unverified)")
                           : _("The activated card brings 10 Viking or 10 Teuton armies (setting U11: the printed 8 read as an OCR error for 10, unverified)"));
        }
    }
  if (ex)
    {
      cas_explain_add (ex, "STACK p.12", _("After every round: armies over the stacking limit are removed (one overstack allowed)"));
      /* issue 18 (rus-invbattle): the invaders' armies in the state under the same limits
       * (Castellan's reading: STACK p.12 names Kingdoms; their sub-Kingdom is read as one) */
      for (int slot = 0; slot < CAS_RUS_N_INVADER_SLOTS; slot++)
        if (cas_rus_invader_armies_on_map (s, slot) > 0)
          {
            CasRusStacking st;
            cas_explain_add (ex, "STACK p.12,INVASION p.16", slot == 0
                             ? _("The Vikings' armies on the map count against the same limits, one overstack (Castellan's reading, unverified); while they campaign any number may stand where they attack")
                             : _("The Teutons' armies on the map count against the same limits, one overstack (Castellan's reading, unverified); while they campaign any number may stand where they attack"));
            cas_rus_invader_stacking_excess (s, slot, &st, ex);
          }
      cas_explain_add (ex, "VP p.17", _("End of the turn: a player holding 8 VP wins"));
      if (cas_rus_black_death_turn (s, NULL))
        cas_explain_add (ex, "BLACKDEATH p.7", _("This is the Black Death turn: the game ends with it"));
    }
}

/* ---- what the table does once the picks are made [CHOOSE p.4] ---- */

void
cas_rus_turn_propose (const CasRusState *s, CasExplain *ex)
{
  CasRusTiles tiles;
  int n_picked = 0, first = -1;

  for (int i = 0; i < CAS_RUS_N_ACTIONS; i++)
    if (s->track.picker[i] >= 0)
      {
        n_picked++;
        if (first < 0)
          first = i;
      }
  if (s->round != 0 || n_picked != CAS_RUS_N_PICKS)
    return;
  cas_rus_action_tiles (s, -1, &tiles, ex);
  for (int i = 0; i < CAS_RUS_N_ACTIONS; i++)
    {
      int picker = s->track.picker[i];
      if (picker >= 0)
        {
          int k = s->n_players == 2 ? picker : s->players[CLAMP (picker, 0, CAS_RUS_MAX_PLAYERS - 1)].kingdom;
          if (tiles.collect_money[i] > 0)
            {
              cas_explain_propose (ex, "tiles %s money 0", cas_rus_action_id (i));
              if (k >= 0)
                cas_explain_propose (ex, "resource %s money +%d", cas_rus_kingdom_id (k), tiles.collect_money[i]);
            }
          if (tiles.collect_basic[i] > 0)
            {
              /* the Basic's type is the picker's choice: enter it with `resource` */
              cas_explain_propose (ex, "tiles %s basic 0", cas_rus_action_id (i));
            }
        }
      else if (tiles.add_money[i] > 0)
        cas_explain_propose (ex, "tiles %s money +1", cas_rus_action_id (i));
      else if (tiles.add_basic[i] > 0)
        cas_explain_propose (ex, "tiles %s basic +1", cas_rus_action_id (i));
    }
  cas_explain_add (ex, "CHOOSE p.4", _("The six actions are picked: the tiles move as above, unless the table has moved them already (a Money tile may be swapped for any Basic: enter the swap with `resource`), then round %d, %s, begins"),
                   first + 1, cas_rus_action_name (first));
  cas_explain_propose (ex, "round %d", first + 1);
}
