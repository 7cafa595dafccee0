/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-invasion.c (issue 18, rus-rules): the foreign invasion of the Vikings or the
 * Teutons [INVCARD p.6; INVASION p.16], computed where the map file knows: the card's
 * state, who runs it (the Politics Lead, whose Kingdom is their ally this turn), its armies
 * (setting U11), the entry area by the map's entry symbol and the battle there, the areas
 * the invaders may reach as Cavalry (up to 3 areas from the entry) by the map's adjacency,
 * who may surrender to them whatever their VP, and the card's objective as the table
 * enters it (the card's text is in no source). What the map does not know is "not
 * entered", never guessed. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus-private.h"

#define INVASION_REACH 3   /* they move as Cavalry: up to 3 areas from the entry [INVASION p.16] */

int
cas_rus_invader_card (int invader)
{
  return invader == CAS_RUS_TEUTON_INVADERS ? CAS_RUS_CARD_TEUTONS : CAS_RUS_CARD_VIKINGS;
}

static const char *
invader_name (int invader)
{
  return invader == CAS_RUS_TEUTON_INVADERS ? _("The Teutons") : _("The Vikings");
}

const char *
cas_rus_invasion_card_state_id (int state)
{
  static const char *const ids[] = { "not-revealed", "waiting", "activated", "past" };
  return state >= 0 && state < (int) G_N_ELEMENTS (ids) ? ids[state] : "not-revealed";
}

static int
card_state (const CasRusState *s, int card)
{
  int state = CAS_RUS_INVASION_NOT_REVEALED;
  for (int i = 0; i < s->politics.n_revealed && i < CAS_RUS_N_POLITICS; i++)
    {
      if (s->politics.revealed[i] != card)
        continue;
      if (s->politics.activated_turn[i] == 0)
        state = CAS_RUS_INVASION_WAITING;
      else if (s->politics.activated_turn[i] == s->turn)
        state = CAS_RUS_INVASION_ACTIVATED;
      else
        state = CAS_RUS_INVASION_PAST;
    }
  return state;
}

/* The Kingdom of the controller that `owner` is: an ally or Vassal of one of them. */
static gboolean
friend_of_controller (const CasRusState *s, int controller, int owner)
{
  if (controller < 0 || owner < 0)
    return FALSE;
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    if (cas_rus_kingdom_player (s, k) == controller && k != owner
        && (cas_rus_allied (s, k, owner) || s->kingdoms[owner].ruler == k))
      return TRUE;
  return FALSE;
}

/* The battle at the entry area, with its lines. */
static void
entry_battle (const CasRusState *s, const CasRusMap *map, int invader, CasRusInvasion *out, CasExplain *ex)
{
  const CasRusArea *ar = &s->areas[out->entry];
  int terrain = cas_rus_area_terrain (s, map, out->entry);
  CasRusForce att = { 0 }, def;
  CasRusBattle r;
  g_autofree char *where = rus_area_label (map, out->entry);

  out->entry_owner = ar->owner;
  out->entry_defenders = ar->armies;
  if (ar->owner >= 0 && cas_rus_kingdom_player (s, ar->owner) == out->controller && out->controller >= 0)
    {
      out->entry_free = TRUE;
      if (ex)
        cas_explain_add (ex, "INVASION p.16", _("%s is the land of %s, the controller's Kingdom, allied to the invaders this turn: they pass through it unhindered"),
                         where, cas_rus_kingdom_name (ar->owner));
      return;
    }
  if (ar->armies <= 0)
    {
      out->entry_free = TRUE;
      if (ex)
        cas_explain_add (ex, "INVASION p.16", _("%s holds no armies: the invaders enter it without a battle"), where);
      return;
    }
  att.armies = out->waiting > 0 ? out->waiting : out->armies;   /* the state's, once placed */
  att.invader = invader;
  att.cavalry = TRUE;
  att.metallurgy = TRUE;
  if (cas_rus_area_against_player (s, out->entry))
    {
      cas_rus_table_force (s, ar->owner, ar->armies, &def);
      att.against_orthodox = s->kingdoms[ar->owner].religion == CAS_RUS_ORTHODOX;
      out->entry_against_player = TRUE;
      if (ex)
        cas_explain_add (ex, "INVASION p.16,SUBMIT p.13", _("%s holds %s: it may surrender to the invaders the moment they enter, whatever its VP (their controller gains 1 VP); else a battle with Tactics cards, the invaders having Cavalry Charge"),
                         cas_rus_kingdom_name (ar->owner), where);
      cas_rus_battle_player (&s->settings, &att, &def, terrain, 0, 0, &r, ex);
    }
  else
    cas_rus_battle_neutral (&s->settings, &att, ar->armies, terrain, &r, ex);
  out->entry_invader_cbt = r.attacker_cbt;
  out->entry_defender_cbt = r.defender_cbt;
  out->entry_legal = r.legal;
  out->entry_taken = !out->entry_against_player && r.taken;
  out->entry_survivors = out->entry_taken ? att.armies - r.attacker_losses : 0;
}

/* issue 18 (rus-invaders): the invaders' armies enter the entry area from their card
 * [INVASION p.16]: the actions once the battle there is decided (a neutral one, computed) or
 * when there is none. A battle against a player's Kingdom is fought with Tactics cards:
 * nothing proposed, the table enters its result. */
static void
propose_entry (const CasRusState *s, const CasRusMap *map, int invader, const CasRusInvasion *out, CasExplain *ex)
{
  const char *id = cas_rus_map_invader_id (invader - CAS_RUS_VIKING_INVADERS);
  g_autofree char *area = cas_rus_area_id (out->entry);
  g_autofree char *where = rus_area_label (map, out->entry);
  const CasRusArea *ar = &s->areas[out->entry];
  gboolean own_land = ar->owner >= 0 && out->controller >= 0 && cas_rus_kingdom_player (s, ar->owner) == out->controller;
  int survivors;

  if (out->waiting <= 0 || ex == NULL)
    return;
  if (out->entry_against_player)
    {
      cas_explain_add (ex, "INVASION p.16,SUBMIT p.13", _("Once the battle in %s is fought, enter its result (invader %s armies %s N, armies %s %s N, invader %s holds %s yes); a surrender: invader %s vassal %s yes and a +1VP marker for the controller"),
                       where, id, area, area, cas_rus_kingdom_id (ar->owner), id, area, id, cas_rus_kingdom_id (ar->owner));
      return;
    }
  if (!out->entry_free && !out->entry_taken)
    {
      cas_explain_add (ex, "INVASION p.16", _("They do not take %s: enter what is left of both sides by hand"), where);
      return;
    }
  if (own_land)
    {
      cas_explain_add (ex, "INVASION p.16", _("They pass through %s unhindered: enter where they stop (invader %s waiting 0, invader %s armies AREA N)"),
                       where, id, id);
      return;
    }
  survivors = out->entry_free ? out->waiting : out->entry_survivors;
  if (!out->entry_free)
    cas_explain_add (ex, "INVASION p.16", _("They take %s and lose armies equal to its CBT: %d of their %d survive"),
                     where, survivors, out->waiting);
  cas_explain_propose (ex, "invader %s waiting 0", id);
  if (ar->owner >= 0 && ar->armies > 0)
    cas_explain_propose (ex, "armies %s %s 0", area, cas_rus_kingdom_id (ar->owner));
  cas_explain_propose (ex, "invader %s armies %s %d", id, area, survivors);
  cas_explain_propose (ex, "invader %s holds %s yes", id, area);
}

/* issue 18 (rus-invaders): their pieces as the state records them [INVASION p.16; CAVALRY p.15]. */
static void
explain_pieces (const CasRusState *s, const CasRusMap *map, int invader, CasRusInvasion *out, CasExplain *ex)
{
  int slot = invader - CAS_RUS_VIKING_INVADERS;
  const CasRusInvaderPieces *inv = &s->invaders[slot];
  const char *name = invader_name (invader);

  out->in_play = cas_rus_invader_in_play (s, slot);
  out->waiting = inv->waiting;
  out->on_map = cas_rus_invader_armies_on_map (s, slot);
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    out->n_held += inv->held[a] ? 1 : 0;
  if (ex == NULL)
    return;
  if (out->waiting > 0)
    cas_explain_add (ex, "INVCARD p.6", _("%s: %d armies wait on their card beside the board"), name, out->waiting);
  for (int a = 0; a < s->n_areas; a++)
    {
      g_autofree char *where = NULL;
      if (inv->armies[a] <= 0 && !inv->held[a])
        continue;
      where = rus_area_label (map, a);
      if (inv->armies[a] > 1 && out->card_state == CAS_RUS_INVASION_ACTIVATED)
        cas_explain_add (ex, "CAVALRY p.15,INVASION p.16", _("%s: %d of their armies, %s; as Cavalry they may go on up to 3 areas, leaving at least 1 army behind"),
                         where, inv->armies[a], inv->held[a] ? _("conquered by them") : _("not conquered yet"));
      else
        cas_explain_add (ex, "INVASION p.16", _("%s: %d of their armies, %s"), where, inv->armies[a],
                         inv->held[a] ? _("conquered by them") : _("not conquered yet"));
    }
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    if (inv->vassals[k])
      cas_explain_add (ex, "INVASION p.16,VASSAL p.15", _("%s submitted to them: their Vassal, which they do not attack; they may campaign on from its borders"),
                       cas_rus_kingdom_name (k));
  if (out->card_state == CAS_RUS_INVASION_PAST && (out->on_map > 0 || out->n_held > 0))
    cas_explain_add (ex, "INVASION p.16", _("%s stay as a Neutral sub-Kingdom in what they conquered, allied to nobody: they move again only when Influenced"), name);
  if (inv->controller >= 0 && out->card_state != CAS_RUS_INVASION_ACTIVATED)
    {
      cas_explain_add (ex, "INVASION p.16", _("Their alliance lasts the invasion turn only: it ends"));
      cas_explain_propose (ex, "invader %s end", cas_rus_map_invader_id (slot));
    }
}

/* The areas within 3 of the entry by the map's adjacency (breadth first). */
static void
reach (const CasRusState *s, const CasRusMap *map, CasRusInvasion *out)
{
  int dist[CAS_RUS_MAX_AREAS];
  gboolean unknown[CAS_RUS_MAX_AREAS] = { FALSE };
  int queue[CAS_RUS_MAX_AREAS], head = 0, tail = 0;

  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    dist[a] = -1;
  dist[out->entry] = 0;
  queue[tail++] = out->entry;
  while (head < tail)
    {
      int f = queue[head++];
      if (dist[f] >= INVASION_REACH)
        continue;
      for (int b = 0; b < s->n_areas; b++)
        {
          CasRusKnown adj;
          if (dist[b] >= 0)
            continue;
          adj = cas_rus_map_adjacent (map, f, b);
          if (adj == CAS_RUS_YES)
            {
              dist[b] = dist[f] + 1;
              queue[tail++] = b;
            }
          else if (adj == CAS_RUS_UNKNOWN)
            unknown[b] = TRUE;
        }
    }
  for (int i = 1; i < tail; i++)
    {
      int a = queue[i], owner = s->areas[a].owner;
      int n = out->n_reach++;
      out->reach[n] = a;
      out->reach_steps[n] = dist[a];
      out->reach_free[n] = owner >= 0 && out->controller >= 0 && cas_rus_kingdom_player (s, owner) == out->controller;
      out->reach_no_vp[n] = friend_of_controller (s, out->controller, owner);
    }
  for (int b = 0; b < s->n_areas; b++)
    if (unknown[b] && dist[b] < 0)
      out->reach_unknown++;
}

void
cas_rus_invasion (const CasRusState *s, const CasRusMap *map, int invader, int objective, int objective_vp,
                  gboolean achieved, CasRusInvasion *out, CasExplain *ex)
{
  cas_rus_invasion_route (s, map, invader, objective, objective_vp, achieved, NULL, 0, NULL, out, ex);
}

void
cas_rus_invasion_route (const CasRusState *s, const CasRusMap *map, int invader, int objective, int objective_vp,
                        gboolean achieved, const int *route, int n_route, const int *tactics,
                        CasRusInvasion *out, CasExplain *ex)
{
  const char *name = invader_name (invader);
  int card = cas_rus_invader_card (invader), lead;
  CasRusMarks marks;

  memset (out, 0, sizeof *out);
  out->invader = invader;
  out->entry = -1;
  out->entry_owner = -1;
  out->controller = -1;
  out->card_state = card_state (s, card);
  out->armies = invader == CAS_RUS_TEUTON_INVADERS && s->settings.u11_teutons_8 ? 8 : 10;
  lead = s->track.picker[CAS_RUS_POLITICS];
  out->controller = lead < 0 ? -1 : s->n_players == 2 ? cas_rus_kingdom_player (s, lead) : lead;

  if (ex)
    switch (out->card_state)
      {
      case CAS_RUS_INVASION_NOT_REVEALED:
        cas_explain_add (ex, "INVCARD p.6", _("%s: the card is not revealed, so no invasion this turn"), cas_rus_card_name (card));
        break;
      case CAS_RUS_INVASION_WAITING:
        cas_explain_add (ex, "POLITICS p.5,INVCARD p.6", _("%s lies on the Politics action: the invasion comes only if the Politics Lead activates it"),
                         cas_rus_card_name (card));
        break;
      case CAS_RUS_INVASION_ACTIVATED:
        cas_explain_add (ex, "INVCARD p.6", _("%s was activated this turn: the invasion resolves at the end of the Campaign round, picked or not"),
                         cas_rus_card_name (card));
        break;
      default:
        cas_explain_add (ex, "INVASION p.16", _("%s was activated in an earlier turn: its survivors are a Neutral sub-Kingdom that moves only when Influenced"),
                         cas_rus_card_name (card));
        break;
      }
  if (ex)
    {
      cas_explain_add (ex, "INVCARD p.6", s->settings.u11_teutons_8
                       ? _("%s bring %d armies (Vikings 10, Teutons 8: setting U11, unverified)")
                       : _("%s bring %d armies (Vikings 10, Teutons 10: setting U11, unverified)"),
                       name, out->armies);
      if (out->controller >= 0)
        {
          g_autofree char *who = rus_player_label (s, out->controller);
          cas_explain_add (ex, "INVCARD p.6,INVASION p.16", _("Run by %s, the Politics Lead, who chooses their targets; that player's Kingdom is their ally this turn"), who);
        }
      else
        cas_explain_add (ex, "INVCARD p.6", _("Nobody leads Politics this turn: whoever does runs the invasion"));
      cas_explain_add (ex, "INVASION p.16", invader == CAS_RUS_TEUTON_INVADERS
                       ? _("They hold Metallurgy and Cavalry, +1 CBT (setting U12) and may reveal Cavalry Charge; the Teutons are Catholic, +1 against Orthodox Kingdoms")
                       : _("They hold Metallurgy and Cavalry, +1 CBT (setting U12) and may reveal Cavalry Charge"));
    }

  /* issue 18 (rus-invaders): their pieces in the state; an activated card puts its armies
   * on the card and its Lead in charge [INVCARD p.6] */
  explain_pieces (s, map, invader, out, ex);
  if (out->card_state == CAS_RUS_INVASION_ACTIVATED && ex)
    {
      const char *id = cas_rus_map_invader_id (invader - CAS_RUS_VIKING_INVADERS);
      if (out->waiting == 0 && out->on_map == 0 && out->n_held == 0)
        {
          cas_explain_add (ex, "INVCARD p.6", _("Place their %d armies on their card beside the board"), out->armies);
          cas_explain_propose (ex, "invader %s waiting %d", id, out->armies);
        }
      if (out->controller >= 0 && s->invaders[invader - CAS_RUS_VIKING_INVADERS].controller != out->controller)
        cas_explain_propose (ex, "invader %s controller %d", id, out->controller + 1);
    }

  /* the entry area: the map's entry symbol [INVASION p.16] */
  cas_rus_map_marks (s, map, -1, &marks, NULL);
  out->entry = marks.entry_area[invader - CAS_RUS_VIKING_INVADERS];
  out->entry_unknown = marks.entry_unknown[invader - CAS_RUS_VIKING_INVADERS];
  if (out->entry < 0)
    {
      if (ex)
        cas_explain_add (ex, "INVASION p.16", out->entry_unknown > 0
                         ? g_dngettext (GETTEXT_PACKAGE, "Where they enter is not entered on the map (%d area without its entry symbol entered): the card names the area; mark their entry symbol there on the map",
                                        "Where they enter is not entered on the map (%d areas without their entry symbol entered): the card names the area; mark their entry symbol there on the map",
                                        (gulong) out->entry_unknown)
                         : _("No area in use carries their entry symbol (%d unknown): the card names the area; mark their entry symbol there on the map"),
                         out->entry_unknown);
    }
  else
    {
      g_autofree char *where = rus_area_label (map, out->entry);
      if (ex)
        cas_explain_add (ex, "INVASION p.16", _("They appear in %s, the area with their entry symbol, and fight whoever holds it"), where);
      entry_battle (s, map, invader, out, ex);
      if (out->card_state == CAS_RUS_INVASION_ACTIVATED)
        propose_entry (s, map, invader, out, ex);
      reach (s, map, out);
      if (ex)
        {
          for (int i = 0; i < out->n_reach; i++)
            {
              int a = out->reach[i], owner = s->areas[a].owner;
              g_autofree char *to = rus_area_label (map, a);
              int held_by = cas_rus_area_invader (s, a);
              if (owner >= 0 && s->invaders[invader - CAS_RUS_VIKING_INVADERS].vassals[owner])
                cas_explain_add (ex, "VASSAL p.15,INVASION p.16", _("%s (%d from the entry): held by %s, their Vassal, which they cannot attack"),
                                 to, out->reach_steps[i], cas_rus_kingdom_name (owner));
              else if (held_by >= 0)
                cas_explain_add (ex, "INVASION p.16", held_by == invader - CAS_RUS_VIKING_INVADERS
                                 ? _("%s (%d from the entry): their own armies stand there")
                                 : _("%s (%d from the entry): the other invader's armies stand there, a neutral battle"),
                                 to, out->reach_steps[i]);
              else if (out->reach_free[i])
                cas_explain_add (ex, "INVASION p.16", _("%s (%d from the entry): the controller's land, crossed freely"), to, out->reach_steps[i]);
              else if (owner < 0 || s->areas[a].armies == 0)
                cas_explain_add (ex, "CAVALRY p.15,INVASION p.16", _("%s (%d from the entry): held by nobody"), to, out->reach_steps[i]);
              else if (out->reach_no_vp[i])
                cas_explain_add (ex, "INVASION p.16", _("%s (%d from the entry): held by %s, an ally or Vassal of the controller's Kingdom: an objective there scores nothing"),
                                 to, out->reach_steps[i], cas_rus_kingdom_name (owner));
              else if (cas_rus_area_against_player (s, a))
                cas_explain_add (ex, "INVASION p.16,SUBMIT p.13", _("%s (%d from the entry): held by %s, which may surrender whatever its VP when they enter its land"),
                                 to, out->reach_steps[i], cas_rus_kingdom_name (owner));
              else
                cas_explain_add (ex, "CAVALRY p.15,NEUTRAL p.14", _("%s (%d from the entry): held by %s, no player's: a neutral battle"),
                                 to, out->reach_steps[i], cas_rus_kingdom_name (owner));
            }
          cas_explain_add (ex, "CAMPAIGN p.13,CAVALRY p.15", _("A line of campaign must win each enemy area it passes before going beyond; from a new Vassal's borders they may go on"));
          if (out->reach_unknown > 0)
            cas_explain_add (ex, "INVASION p.16", g_dngettext (GETTEXT_PACKAGE, "%d more area's adjacency on the way is not entered: the players judge, and the map records their answer",
                                                               "%d more areas' adjacency on the way is not entered: the players judge, and the map records their answer",
                                                               (gulong) out->reach_unknown),
                             out->reach_unknown);
        }
      /* issue 18 (rus-invbattle): the steps beyond the entry, or the choices */
      rus_invasion_campaign (s, map, route, n_route, tactics, objective, out, ex);
    }

  /* the card's objective, as the table enters it [INVASION p.16; VP p.17] */
  out->objective = objective;
  out->objective_vp = objective_vp;
  if (objective < 0)
    {
      if (ex)
        cas_explain_add (ex, "INVASION p.16,VP p.17", _("The card's objectives and their VP are printed on it, in no source: enter an objective area with its VP to have it checked"));
      return;
    }
  {
    g_autofree char *where = rus_area_label (map, objective);
    int owner = s->areas[objective].owner;
    out->objective_in_reach = objective == out->entry ? CAS_RUS_YES : CAS_RUS_NO;
    for (int i = 0; i < out->n_reach; i++)
      if (out->reach[i] == objective)
        out->objective_in_reach = CAS_RUS_YES;
    if (out->objective_in_reach == CAS_RUS_NO && (out->entry < 0 || out->reach_unknown > 0))
      out->objective_in_reach = CAS_RUS_UNKNOWN;
    out->objective_scores = !friend_of_controller (s, out->controller, owner)
      && !(owner >= 0 && out->controller >= 0 && cas_rus_kingdom_player (s, owner) == out->controller);
    out->objective_achieved = achieved || out->objective_taken;
    if (!ex)
      return;
    if (out->objective_taken && !achieved)
      {
        achieved = TRUE;
        cas_explain_add (ex, "INVASION p.16", _("The route takes the objective: it is achieved"));
      }
    cas_explain_add (ex, "INVASION p.16", out->objective_in_reach == CAS_RUS_YES
                     ? _("Objective %s (%d VP, from the card): within their reach")
                     : out->objective_in_reach == CAS_RUS_NO ? _("Objective %s (%d VP, from the card): beyond their 3 areas")
                     : _("Objective %s (%d VP, from the card): whether they reach it is not entered on the map"),
                     where, objective_vp);
    if (!out->objective_scores)
      cas_explain_add (ex, "INVASION p.16", _("It lies in the land of the controller's Kingdom, an ally or a Vassal: achieving it scores nothing"));
    else if (out->controller >= 0)
      {
        g_autofree char *who = rus_player_label (s, out->controller);
        cas_explain_add (ex, "INVASION p.16,VP p.17", achieved
                         ? _("Achieved: %s scores %d VP for good, a marker on the +1VP box")
                         : _("If it is achieved, %s scores %d VP for good (marked achieved, the marker is proposed)"),
                         who, objective_vp);
        if (achieved)
          {
            g_autofree char *action = cas_rus_invasion_objective_action (out);
            cas_explain_propose (ex, "%s", action);
          }
      }
  }
}

char *
cas_rus_invasion_objective_action (const CasRusInvasion *in)
{
  if (!in->objective_achieved || !in->objective_scores || in->objective < 0 || in->controller < 0)
    return NULL;
  return g_strdup_printf ("vp %d objectives +%d", in->controller + 1, in->objective_vp);
}

/* ---- issue 18 (rus-invbattle): the campaign beyond the entry, one area at a time ----
 * [INVASION p.16; CAVALRY p.15]. They move as Cavalry, up to 3 areas from the entry; each
 * area must be won before the next; each area taken keeps 1 army when the stack goes on
 * [CAVALRY p.15]; the controller's land is crossed unhindered and their own Vassal's never
 * attacked [INVASION p.16; VASSAL p.15]. A neutral area costs its CBT [NEUTRAL p.14]; a
 * player's Kingdom is fought with Tactics cards [PVP p.14]: the modifiers the table read
 * off the cards count for the route's first such battle, any other is counted 0, said
 * unverified, and nothing from there on is proposed. What the map lacks (adjacency,
 * terrain) stops the route and is named, never guessed. */

#define TIE_ROUNDS_MAX 10   /* a tie is fought again while the invader may; a bound for safety */

const char *
cas_rus_route_stop_id (int stop)
{
  static const char *const ids[] = {
    "none", "done", "too-far", "not-adjacent", "adjacency-not-entered", "terrain-not-entered",
    "vassal", "not-allowed", "lost", "no-armies", "no-stand", "no-start",
  };
  return stop >= 0 && stop < (int) G_N_ELEMENTS (ids) ? ids[stop] : "none";
}

const char *
cas_rus_step_kind_id (int kind)
{
  static const char *const ids[] = { "free", "own", "neutral", "player" };
  return kind >= 0 && kind < (int) G_N_ELEMENTS (ids) ? ids[kind] : "neutral";
}

/* The route as it goes: the armies where it leaves them, and whether the state backs
 * them (then the results are proposed). */
typedef struct {
  const CasRusState *s;
  const CasRusMap *map;
  CasRusInvasion *out;
  CasExplain *ex;
  int slot;
  const char *id;
  int inv[CAS_RUS_MAX_AREAS];      /* this invader's armies */
  int kar[CAS_RUS_MAX_AREAS];      /* the Kingdoms' */
  int oth[CAS_RUS_MAX_AREAS];      /* the other invader's */
  int stand;                       /* the last area they hold on the way (retreats go there), -1 */
  int left_from;                   /* the area the stack left, whose count changed, -1 */
  int stack;                       /* armies on the move */
  gboolean backed;                 /* the stack is in the state: propose */
  int objective;                   /* as the table entered it, -1 */
  const int *tactics;              /* the first player's battle's Tactics modifiers, NULL */
  gboolean from_card;              /* the stack comes off the card through the controller's
                                      land: `waiting 0` not proposed yet */
} Route;

static gboolean
controller_land (const Route *r, int owner)
{
  return owner >= 0 && r->out->controller >= 0 && cas_rus_kingdom_player (r->s, owner) == r->out->controller;
}

static gboolean
vassal_land (const Route *r, int owner)
{
  return owner >= 0 && r->s->invaders[r->slot].vassals[owner];
}

/* Where the route starts: the entry as the entry battle leaves it. */
static gboolean
route_start (Route *r)
{
  const CasRusState *s = r->s;
  CasRusInvasion *out = r->out;
  const CasRusInvaderPieces *p = &s->invaders[r->slot];
  int entry = out->entry;
  g_autofree char *where = rus_area_label (r->map, entry);

  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    {
      r->inv[a] = p->armies[a];
      r->kar[a] = s->areas[a].owner >= 0 ? s->areas[a].armies : 0;
      r->oth[a] = s->invaders[1 - r->slot].armies[a];
    }
  r->stand = -1;
  r->left_from = -1;
  r->stack = 0;
  if (out->card_state == CAS_RUS_INVASION_PAST)
    return FALSE;   /* a Neutral sub-Kingdom: it moves only when Influenced */
  if (out->waiting > 0 || !out->in_play)
    {
      /* they come from the card: the entry battle first (with the card's armies when none
       * are recorded: a plan, nothing proposed) */
      int stack = out->waiting > 0 ? out->waiting : out->armies;
      r->backed = out->waiting > 0 && out->card_state == CAS_RUS_INVASION_ACTIVATED;
      if (out->entry_against_player)
        {
          out->route_stop = CAS_RUS_ROUTE_NO_START;
          if (r->ex)
            cas_explain_add (r->ex, "INVASION p.16,CAVALRY p.15", _("Beyond %s: the campaign goes on once the battle there is fought and its result entered"), where);
          return FALSE;
        }
      if (!out->entry_free && !out->entry_taken)
        {
          out->route_stop = CAS_RUS_ROUTE_NO_START;
          if (r->ex)
            cas_explain_add (r->ex, "CAVALRY p.15", _("Beyond %s: they do not take it, so the campaign goes no further"), where);
          return FALSE;
        }
      if (controller_land (r, s->areas[entry].owner))
        {
          r->stack = stack;   /* crossed: nobody stays behind */
          r->from_card = r->backed;
          return TRUE;
        }
      r->kar[entry] = 0;
      r->inv[entry] = out->entry_free ? stack : out->entry_survivors;
      r->stand = entry;
      return TRUE;
    }
  r->backed = out->card_state == CAS_RUS_INVASION_ACTIVATED;
  if (p->armies[entry] <= 0)
    {
      out->route_stop = CAS_RUS_ROUTE_NO_START;
      if (r->ex)
        cas_explain_add (r->ex, "INVASION p.16,CAVALRY p.15", _("None of their armies stands in %s: the line of campaign from the entry cannot be followed; record their moves by hand"), where);
      return FALSE;
    }
  r->stand = entry;
  return TRUE;
}

/* The stack leaves the area it holds, 1 army staying [CAVALRY p.15]. */
static gboolean
depart (Route *r)
{
  int moving;
  if (r->stack > 0 || r->stand < 0)
    return TRUE;
  moving = r->inv[r->stand] - 1;
  if (moving < 1)
    {
      g_autofree char *where = rus_area_label (r->map, r->stand);
      r->out->route_stop = CAS_RUS_ROUTE_NO_ARMIES;
      if (r->ex)
        cas_explain_add (r->ex, "CAVALRY p.15", _("Only 1 of their armies stands in %s: it stays to hold the area, so the campaign goes no further"), where);
      return FALSE;
    }
  r->inv[r->stand] -= moving;
  r->stack = moving;
  r->left_from = r->stand;
  if (r->ex)
    {
      g_autofree char *where = rus_area_label (r->map, r->stand);
      cas_explain_add (r->ex, "CAVALRY p.15", g_dngettext (GETTEXT_PACKAGE, "%d army goes on from %s, 1 stays to hold it",
                                                           "%d armies go on from %s, 1 stays to hold it", (gulong) moving),
                       moving, where);
    }
  return TRUE;
}

/* The stack turns back: it rejoins the area it left (a route step refused). */
static void
turn_back (Route *r)
{
  if (r->stack > 0 && r->left_from >= 0)
    r->inv[r->left_from] += r->stack;
  if (r->left_from >= 0 && r->stand == r->left_from)
    r->left_from = -1;
  r->stack = 0;
}

/* The actions of an area the state backs: the area left, the area entered. */
static void
propose_left (Route *r)
{
  if (!r->backed || !r->ex)
    return;
  if (r->from_card)
    {
      /* off the card, through the controller's land: the card is empty now */
      cas_explain_propose (r->ex, "invader %s waiting 0", r->id);
      r->from_card = FALSE;
    }
  if (r->left_from < 0)
    return;
  {
    g_autofree char *from = cas_rus_area_id (r->left_from);
    cas_explain_propose (r->ex, "invader %s armies %s %d", r->id, from, r->inv[r->left_from]);
  }
  r->left_from = -1;
}

static void
propose_taken (Route *r, int a, int owner)
{
  g_autofree char *area = cas_rus_area_id (a);
  if (!r->backed || !r->ex)
    return;
  if (owner >= 0 && r->s->areas[a].armies > 0)
    cas_explain_propose (r->ex, "armies %s %s 0", area, cas_rus_kingdom_id (owner));
  if (r->s->invaders[1 - r->slot].armies[a] > 0)
    cas_explain_propose (r->ex, "invader %s armies %s 0", cas_rus_invader_slot_id (1 - r->slot), area);
  propose_left (r);
  cas_explain_propose (r->ex, "invader %s armies %s %d", r->id, area, r->inv[a]);
  cas_explain_propose (r->ex, "invader %s holds %s yes", r->id, area);
}

/* The owner's last area taken: the Kingdom is conquered [CONQUER p.15]. */
static gboolean
conquest (Route *r, int a, int owner)
{
  if (owner < 0)
    return FALSE;
  for (int b = 0; b < r->s->n_areas; b++)
    if (b != a && r->s->areas[b].owner == owner && r->kar[b] > 0)
      return FALSE;
  if (r->ex)
    cas_explain_add (r->ex, "CONQUER p.15", cas_rus_kingdom_player (r->s, owner) >= 0
                     ? _("That was the last area of %s: the Kingdom is conquered; its player takes a face-up Kingdom card at the end of the turn")
                     : _("That was the last area of %s: the Kingdom is conquered"),
                     cas_rus_kingdom_name (owner));
  return TRUE;
}

/* rus-inv3: where the survivors of a battle lost in `a` (attacked from `from`) retreat
 * [PVP p.14]: into an adjacent area friendly to them, else they are eliminated; through
 * allied or Vassal land on to the nearest area of their own. Theirs: an area where their
 * armies stand or that they hold; allied: the controller's land this turn [INVASION p.16];
 * their Vassals' land. The area they came from first when it is theirs, else the nearest
 * by the map (the lowest area number among equals). -1: none (eliminated); *UNKNOWN set
 * when an adjacency on the way is not entered. */
static gboolean
theirs (const Route *r, int b)
{
  return r->inv[b] > 0 || (r->s->invaders[r->slot].held[b] && r->s->areas[b].owner < 0);
}

static int
retreat_area (const Route *r, int from, int a, gboolean *unknown)
{
  const CasRusState *s = r->s;
  int queue[CAS_RUS_MAX_AREAS], head = 0, tail = 0;
  gboolean seen[CAS_RUS_MAX_AREAS] = { FALSE };

  *unknown = FALSE;
  if (from >= 0 && from != a && theirs (r, from))
    return from;
  queue[tail++] = a;
  seen[a] = TRUE;
  while (head < tail)
    {
      int c = queue[head++];
      for (int b = 0; b < s->n_areas; b++)
        {
          CasRusKnown adj;
          int owner = s->areas[b].owner;
          if (seen[b])
            continue;
          adj = cas_rus_map_adjacent (r->map, c, b);
          if (adj == CAS_RUS_UNKNOWN)
            *unknown = TRUE;
          if (adj != CAS_RUS_YES)
            continue;
          if (theirs (r, b))
            return b;
          if (controller_land (r, owner) || vassal_land (r, owner))
            {
              seen[b] = TRUE;
              queue[tail++] = b;
            }
        }
    }
  return -1;
}

/* A battle in `a` against what stands there; FALSE when the route stops. */
static gboolean
battle (Route *r, CasRusInvasionStep *st, int from, int a)
{
  const CasRusState *s = r->s;
  int owner = st->owner, terrain = cas_rus_area_terrain (s, r->map, a);
  CasRusForce att = { 0 };
  CasRusBattle b;
  g_autofree char *where = rus_area_label (r->map, a);

  att.invader = r->out->invader;
  att.cavalry = TRUE;
  att.metallurgy = TRUE;
  att.armies = r->stack;
  if (st->kind == CAS_RUS_STEP_PLAYER)
    {
      CasRusForce def;
      /* the Tactics modifiers the table read off the cards count for the route's first
       * battle against a player; any other is counted 0 and not proposed */
      gboolean known = r->tactics != NULL;
      int mod_a = known ? r->tactics[0] : 0, mod_d = known ? r->tactics[1] : 0;
      r->tactics = NULL;
      cas_rus_table_force (s, owner, st->defenders, &def);
      att.against_orthodox = s->kingdoms[owner].religion == CAS_RUS_ORTHODOX;
      if (r->ex)
        {
          cas_explain_add (r->ex, "INVASION p.16,SUBMIT p.13", _("%s may surrender the moment they enter, before any Tactics card is revealed, whatever its VP"),
                           cas_rus_kingdom_name (owner));
          if (!known)
            cas_explain_add (r->ex, "PVP p.14", _("A battle with Tactics cards, which are chosen at the table: counted 0 on both sides here (unverified), so from here on nothing is proposed and the table enters the result"));
        }
      cas_rus_battle_player (&s->settings, &att, &def, terrain, mod_a, mod_d, &b, r->ex);
      st->invader_cbt = b.attacker_cbt;
      st->defender_cbt = b.defender_cbt;
      st->legal = b.legal;
      while (b.legal && b.winner < 0 && b.attack_again && st->ties < TIE_ROUNDS_MAX)
        {
          /* a tie: both lose; the invader may attack again (U14), a new battle whose cards
           * are not known: counted 0, the controller may withdraw instead */
          att.armies -= b.attacker_losses;
          def.armies -= b.defender_losses;
          st->invader_losses += b.attacker_losses;
          st->defender_losses += b.defender_losses;
          st->ties++;
          known = FALSE;
          if (def.armies <= 0)
            {
              b.winner = 0;
              b.taken = TRUE;
              b.attacker_losses = b.defender_losses = 0;
              break;
            }
          if (r->ex)
            cas_explain_add (r->ex, "PVP p.14", _("After the tie they attack again with %d against %d, their new Tactics cards counted 0 (unverified; the controller may withdraw instead)"),
                             att.armies, def.armies);
          cas_rus_battle_player (&s->settings, &att, &def, terrain, 0, 0, &b, r->ex);
        }
      st->unverified = !known;
      if (!known)
        r->backed = FALSE;   /* the moves before this battle are proposed already */
    }
  else
    {
      cas_rus_battle_neutral (&s->settings, &att, st->defenders, terrain, &b, r->ex);
      st->invader_cbt = b.attacker_cbt;
      st->defender_cbt = b.defender_cbt;
      st->legal = b.legal;
    }
  if (!b.legal)
    {
      r->out->route_stop = CAS_RUS_ROUTE_NOT_ALLOWED;
      turn_back (r);
      return FALSE;
    }
  st->invader_losses += b.attacker_losses;
  st->defender_losses += b.defender_losses;
  st->taken = b.taken;
  if (!b.taken)
    {
      int survivors = MAX (0, r->stack - st->invader_losses);
      gboolean unknown = FALSE;
      int left;
      int to = survivors > 0 ? retreat_area (r, from, a, &unknown) : -1;
      r->out->route_stop = CAS_RUS_ROUTE_LOST;
      r->kar[a] = st->kind == CAS_RUS_STEP_PLAYER ? MAX (0, st->defenders - st->defender_losses) : r->kar[a];
      if (to >= 0)
        r->inv[to] += survivors;   /* they retreat there [PVP p.14] */
      r->stack = 0;
      if (r->backed && r->ex && st->kind == CAS_RUS_STEP_PLAYER)
        {
          g_autofree char *area = cas_rus_area_id (a);
          cas_explain_propose (r->ex, "armies %s %s %d", area, cas_rus_kingdom_id (owner), r->kar[a]);
        }
      if (r->ex && survivors <= 0)
        cas_explain_add (r->ex, "PVP p.14,CAVALRY p.15", _("They do not take %s: the campaign ends"), where);
      else if (r->ex && to >= 0)
        {
          g_autofree char *there = rus_area_label (r->map, to);
          cas_explain_add (r->ex, "PVP p.14,INVASION p.16", to == from
                           ? _("They do not take %s: the survivors retreat to %s, where they came from, and the campaign ends")
                           : _("They do not take %s: the survivors retreat to %s, the nearest area of theirs through friendly land, and the campaign ends"),
                           where, there);
        }
      else if (r->ex && unknown)
        {
          cas_explain_add (r->ex, "PVP p.14,INVASION p.16", _("They do not take %s: where the survivors retreat is not known until the map's adjacency is entered; the table records it"), where);
        }
      else if (r->ex)
        cas_explain_add (r->ex, "PVP p.14,INVASION p.16", _("They do not take %s: no area of theirs borders it, nor allied or Vassal land leading to one, so the survivors are eliminated and the campaign ends"), where);
      left = r->left_from;
      propose_left (r);
      if (to >= 0 && to != left && r->backed && r->ex)
        {
          g_autofree char *there = cas_rus_area_id (to);
          cas_explain_propose (r->ex, "invader %s armies %s %d", r->id, there, r->inv[to]);
        }
      return FALSE;
    }
  r->kar[a] = 0;
  r->oth[a] = 0;
  r->inv[a] = r->stack - st->invader_losses;
  r->stack = 0;
  r->stand = a;
  st->conquest = conquest (r, a, owner);
  /* the objective taken, the state backing it: achieved [INVASION p.16] */
  r->out->objective_taken |= a == r->objective && r->backed;
  propose_taken (r, a, owner);
  return TRUE;
}

int
cas_rus_invasion_vassal_start (const CasRusState *s, const CasRusMap *map, int invader, int entry, int a)
{
  int slot = invader - CAS_RUS_VIKING_INVADERS;
  if (entry < 0 || a < 0 || a == entry || (s->areas[a].owner >= 0 && s->invaders[slot].vassals[s->areas[a].owner]))
    return -1;
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    {
      gboolean at_entry = FALSE, at_a = FALSE;
      if (!s->invaders[slot].vassals[k])
        continue;
      for (int v = 0; v < s->n_areas; v++)
        {
          if (s->areas[v].owner != k)
            continue;
          at_entry |= v == entry || cas_rus_map_adjacent (map, v, entry) == CAS_RUS_YES;
          at_a |= v != a && cas_rus_map_adjacent (map, v, a) == CAS_RUS_YES;
        }
      if (at_entry && at_a)
        return k;
    }
  return -1;
}

/* One area of the route; FALSE when the route stops. */
static gboolean
step (Route *r, int from, int a)
{
  const CasRusState *s = r->s;
  CasRusInvasion *out = r->out;
  CasRusInvasionStep *st;
  CasRusKnown adj = a == from ? CAS_RUS_NO : cas_rus_map_adjacent (r->map, from, a);
  g_autofree char *where = rus_area_label (r->map, a);
  g_autofree char *there = rus_area_label (r->map, from);
  int owner = s->areas[a].owner;

  if (out->n_steps >= CAS_RUS_INVASION_MAX_ROUTE)
    {
      out->route_stop = CAS_RUS_ROUTE_TOO_FAR;
      if (r->ex)
        cas_explain_add (r->ex, "INVASION p.16,CAVALRY p.15", _("%s is more than 3 areas from the entry: as Cavalry they go no further"), where);
      return FALSE;
    }
  if (adj != CAS_RUS_YES && out->n_steps == 0 && from == out->entry)
    {
      int vassal = cas_rus_invasion_vassal_start (s, r->map, out->invader, out->entry, a);
      if (vassal >= 0)
        {
          adj = CAS_RUS_YES;
          if (r->ex)
            cas_explain_add (r->ex, "INVASION p.16,CAMPAIGN p.13", _("%s borders the land of %s, their Vassal, which borders %s: the campaign may start from the Vassal's borders"),
                             where, cas_rus_kingdom_name (vassal), there);
        }
    }
  if (adj != CAS_RUS_YES)
    {
      out->route_stop = adj == CAS_RUS_NO ? CAS_RUS_ROUTE_NOT_ADJACENT : CAS_RUS_ROUTE_ADJACENCY_UNKNOWN;
      if (r->ex)
        cas_explain_add (r->ex, "CAVALRY p.15", adj == CAS_RUS_NO
                         ? _("%s does not border %s on the map: the route stops before it")
                         : _("Whether %s borders %s is not entered on the map: the route stops before it"),
                         where, there);
      return FALSE;
    }
  if (vassal_land (r, owner))
    {
      out->route_stop = CAS_RUS_ROUTE_VASSAL;
      if (r->ex)
        cas_explain_add (r->ex, "VASSAL p.15,INVASION p.16", _("%s is the land of %s, their Vassal, which they do not attack: the route stops before it"),
                         where, cas_rus_kingdom_name (owner));
      return FALSE;
    }
  if (!(controller_land (r, owner) && r->kar[a] > 0) && r->inv[a] <= 0
      && cas_rus_area_terrain (s, r->map, a) == CAS_RUS_TERRAIN_UNKNOWN)
    {
      out->route_stop = CAS_RUS_ROUTE_TERRAIN_UNKNOWN;
      if (r->ex)
        cas_explain_add (r->ex, "BATTLE p.13,NEUTRAL p.14", _("%s has no terrain entered: the battle there cannot be computed, so the route stops before it"), where);
      return FALSE;
    }
  if (!depart (r))
    return FALSE;
  st = &out->steps[out->n_steps++];
  memset (st, 0, sizeof *st);
  st->area = a;
  st->owner = owner;
  st->stack = r->stack;
  st->legal = TRUE;
  if (controller_land (r, owner) && r->kar[a] > 0)
    {
      st->kind = CAS_RUS_STEP_FREE;
      if (r->ex)
        cas_explain_add (r->ex, "INVASION p.16", _("Step %d, %s: the land of %s, the controller's Kingdom: crossed unhindered"),
                         out->n_steps, where, cas_rus_kingdom_name (owner));
      return TRUE;
    }
  if (r->inv[a] > 0)
    {
      st->kind = CAS_RUS_STEP_OWN;
      if (r->ex)
        cas_explain_add (r->ex, "INVASION p.16", _("Step %d, %s: their own armies stand there"), out->n_steps, where);
      return TRUE;
    }
  st->defenders = r->oth[a] > 0 ? r->oth[a] : r->kar[a];
  st->kind = r->oth[a] == 0 && r->kar[a] > 0 && cas_rus_area_against_player (s, a) ? CAS_RUS_STEP_PLAYER : CAS_RUS_STEP_NEUTRAL;
  if (r->ex)
    cas_explain_add (r->ex, "CAVALRY p.15,BATTLE p.13", st->defenders == 0
                     ? g_dngettext (GETTEXT_PACKAGE, "Step %d, %s: %d army of theirs enters it, held by nobody",
                                    "Step %d, %s: %d armies of theirs enter it, held by nobody", (gulong) r->stack)
                     : g_dngettext (GETTEXT_PACKAGE, "Step %d, %s: %d army of theirs attacks it",
                                    "Step %d, %s: %d armies of theirs attack it", (gulong) r->stack),
                     out->n_steps, where, r->stack);
  return battle (r, st, from, a);
}

/* The stack ends where the route ends: joined to their own armies there, or turned back
 * from the controller's land, where an area holds one side's armies only. */
static void
route_end (Route *r)
{
  CasRusInvasion *out = r->out;
  const CasRusInvasionStep *last = out->n_steps > 0 ? &out->steps[out->n_steps - 1] : NULL;
  if (r->stack <= 0 || last == NULL)
    return;
  if (last->kind == CAS_RUS_STEP_OWN)
    {
      g_autofree char *area = cas_rus_area_id (last->area);
      r->inv[last->area] += r->stack;
      r->stack = 0;
      if (r->backed && r->ex)
        {
          propose_left (r);
          cas_explain_propose (r->ex, "invader %s armies %s %d", r->id, area, r->inv[last->area]);
        }
      return;
    }
  out->route_stop = CAS_RUS_ROUTE_NO_STAND;
  if (r->ex)
    {
      g_autofree char *where = rus_area_label (r->map, last->area);
      cas_explain_add (r->ex, "INVASION p.16", _("The route ends in %s, the controller's land, where they cannot stand beside its armies: it must go on to an area they may hold"), where);
    }
  turn_back (r);
}

/* No route given: the one shortest way to the objective, else the choices [INVASION p.16:
 * the controller chooses where they go]. Breadth first over the map's adjacency, their
 * Vassal's land left out. */
static int
way (Route *r, int objective, int *path, gboolean *toward)
{
  const CasRusState *s = r->s;
  CasRusInvasion *out = r->out;
  int dist[CAS_RUS_MAX_AREAS], ways[CAS_RUS_MAX_AREAS], parent[CAS_RUS_MAX_AREAS];
  guint64 first[CAS_RUS_MAX_AREAS];   /* the first areas of the shortest ways to it (64 areas) */
  int queue[CAS_RUS_MAX_AREAS], head = 0, tail = 0, n = 0;

  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    dist[a] = -1, ways[a] = 0, parent[a] = -1, first[a] = 0;
  dist[out->entry] = 0;
  ways[out->entry] = 1;
  queue[tail++] = out->entry;
  while (head < tail)
    {
      int f = queue[head++];
      if (dist[f] >= CAS_RUS_INVASION_MAX_ROUTE || (f != out->entry && f == objective))
        continue;
      for (int b = 0; b < s->n_areas; b++)
        {
          if (b == f || cas_rus_map_adjacent (r->map, f, b) != CAS_RUS_YES || vassal_land (r, s->areas[b].owner))
            continue;
          if (dist[b] < 0)
            {
              dist[b] = dist[f] + 1;
              parent[b] = f;
              queue[tail++] = b;
            }
          if (dist[b] == dist[f] + 1)
            {
              ways[b] = MIN (2, ways[b] + ways[f]);
              first[b] |= f == out->entry ? G_GUINT64_CONSTANT (1) << b : first[f];
            }
        }
    }
  if (objective >= 0 && objective != out->entry && dist[objective] > 0)
    {
      if (ways[objective] == 1)
        {
          for (int a = objective; a != out->entry; a = parent[a])
            n++;
          for (int a = objective, i = n - 1; a != out->entry; a = parent[a], i--)
            path[i] = a;
          return n;
        }
      /* several: the first areas of the shortest ways */
      *toward = TRUE;
      for (int b = 0; b < s->n_areas; b++)
        if (first[objective] & (G_GUINT64_CONSTANT (1) << b))
          out->choices[out->n_choices++] = b;
      return 0;
    }
  for (int b = 0; b < s->n_areas; b++)
    if (dist[b] == 1)
      out->choices[out->n_choices++] = b;
  return 0;
}

static void
say_choices (Route *r, gboolean toward)
{
  CasRusInvasion *out = r->out;
  g_autoptr(GString) names = g_string_new (NULL);
  if (!r->ex)
    return;
  for (int i = 0; i < out->n_choices; i++)
    {
      g_autofree char *where = rus_area_label (r->map, out->choices[i]);
      g_string_append_printf (names, "%s%s", i ? ", " : "", where);
    }
  if (out->n_choices == 0)
    cas_explain_add (r->ex, "INVASION p.16,CAVALRY p.15", _("No area bordering the entry is entered on the map: the way on is the controller's, and the map must say what borders what"));
  else if (toward)
    cas_explain_add (r->ex, "INVASION p.16", _("Several ways lead on toward the objective: the controller chooses the route, first area among %s"), names->str);
  else
    cas_explain_add (r->ex, "INVASION p.16", _("Where the campaign goes on from the entry is the controller's choice: %s"), names->str);
}

void
rus_invasion_campaign (const CasRusState *s, const CasRusMap *map, const int *route, int n_route,
                       const int *tactics, int objective, CasRusInvasion *out, CasExplain *ex)
{
  Route r = { 0 };
  int path[CAS_RUS_INVASION_MAX_ROUTE];
  int from;

  r.s = s;
  r.map = map;
  r.out = out;
  r.ex = ex;
  r.objective = objective;
  r.tactics = tactics;
  r.slot = out->invader - CAS_RUS_VIKING_INVADERS;
  r.id = cas_rus_invader_slot_id (r.slot);
  out->route_asked = n_route > 0;
  if (!route_start (&r))
    return;
  if (n_route <= 0)
    {
      gboolean toward = FALSE;
      n_route = way (&r, objective, path, &toward);
      if (n_route <= 0)
        {
          say_choices (&r, toward);
          return;
        }
      route = path;
      out->route_to_objective = TRUE;
      if (ex)
        {
          g_autofree char *where = rus_area_label (map, objective);
          cas_explain_add (ex, "INVASION p.16,CAVALRY p.15", _("One shortest way leads from the entry to the objective %s: followed as the controller's route"), where);
        }
    }
  else if (ex)
    cas_explain_add (ex, "INVASION p.16", _("The controller's route, one area at a time: each must be won before the next"));
  out->route_stop = CAS_RUS_ROUTE_DONE;
  from = out->entry;
  for (int i = 0; i < n_route; i++)
    {
      if (!step (&r, from, route[i]))
        break;
      from = route[i];
    }
  if (out->route_stop == CAS_RUS_ROUTE_DONE)
    route_end (&r);
  else
    turn_back (&r);
  if (r.backed && out->route_stop != CAS_RUS_ROUTE_DONE)
    propose_left (&r);
}

/* issue 18 (rus-invbattle): the moment a foreign army stands at `kingdom`'s land, it may
 * surrender whatever its VP [INVASION p.16; SUBMIT p.13]: an invasion activated this turn
 * whose armies wait to enter an area of that Kingdom, or stand in an area bordering its
 * land by the map. */
int
cas_rus_invader_submission_offer (const CasRusState *s, const CasRusMap *map, int kingdom, CasExplain *ex)
{
  CasRusMarks marks;

  if (kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    return CAS_RUS_NO_INVADER;
  cas_rus_map_marks (s, map, -1, &marks, NULL);
  for (int slot = 0; slot < CAS_RUS_N_INVADER_SLOTS; slot++)
    {
      const CasRusInvaderPieces *p = &s->invaders[slot];
      int invader = CAS_RUS_VIKING_INVADERS + slot, entry = marks.entry_area[slot], at = -1;
      CasRusSubmission sub;
      if (!cas_rus_card_in_effect (s, cas_rus_invader_card (invader)) || p->vassals[kingdom]
          || (p->controller >= 0 && cas_rus_kingdom_player (s, kingdom) == p->controller))
        continue;
      if (p->waiting > 0 && entry >= 0 && s->areas[entry].owner == kingdom && s->areas[entry].armies > 0)
        at = entry;
      for (int a = 0; a < s->n_areas && at < 0; a++)
        for (int b = 0; b < s->n_areas && at < 0; b++)
          if (p->armies[a] > 0 && s->areas[b].owner == kingdom && s->areas[b].armies > 0
              && cas_rus_map_adjacent (map, a, b) == CAS_RUS_YES)
            at = b;
      /* a neutral area is conquered without a choice [NEUTRAL p.14]: a player's Kingdom chooses */
      if (at < 0 || !cas_rus_area_against_player (s, at))
        continue;
      if (ex)
        {
          g_autofree char *where = rus_area_label (map, at);
          cas_explain_add (ex, "INVASION p.16,SUBMIT p.13", _("The %s stand at %s, land of %s: it may surrender to them before any Tactics card is revealed, whatever its VP, and become their Vassal"),
                           cas_rus_invader_slot_id (slot), where, cas_rus_kingdom_name (kingdom));
        }
      cas_rus_submission (s, kingdom, -1, invader, &sub, ex);
      if (!sub.allowed)
        continue;
      if (ex)
        cas_rus_submission_propose (s, kingdom, -1, invader, ex);
      return invader;
    }
  return CAS_RUS_NO_INVADER;
}
