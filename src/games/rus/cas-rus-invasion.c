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
                         ? g_dngettext (GETTEXT_PACKAGE, "Where they enter is not entered on the map (%d area without its entry symbol entered): the card names it; enter it with `map set AREA entry %s yes`",
                                        "Where they enter is not entered on the map (%d areas without their entry symbol entered): the card names it; enter it with `map set AREA entry %s yes`",
                                        (gulong) out->entry_unknown)
                         : _("No area in use carries their entry symbol (%d unknown): the card names it; enter it with `map set AREA entry %s yes`"),
                         out->entry_unknown, cas_rus_map_invader_id (invader - CAS_RUS_VIKING_INVADERS));
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
    }

  /* the card's objective, as the table enters it [INVASION p.16; VP p.17] */
  out->objective = objective;
  out->objective_vp = objective_vp;
  if (objective < 0)
    {
      if (ex)
        cas_explain_add (ex, "INVASION p.16,VP p.17", _("The card's objectives and their VP are printed on it, in no source: enter one (--objective AREA:VP) to have it checked"));
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
    if (!ex)
      return;
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
                         : _("If it is achieved, %s scores %d VP for good (--achieved proposes it)"),
                         who, objective_vp);
        if (achieved)
          cas_explain_propose (ex, "vp %d objectives +%d", out->controller + 1, objective_vp);
      }
  }
}
