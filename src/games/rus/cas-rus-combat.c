/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-combat.c: basic CBT with its modifiers, the exceed-by-one condition, attacks on
 * neutral areas and battles between players with the Tactics modifiers entered from the
 * players' own cards. Nothing is rolled: Rus has no dice. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus.h"
#include "cas-rus-ct.h"
#include "cas-rus-private.h"

int
cas_rus_basic_cbt (const CasRusSettings *set, const CasRusForce *f, gboolean attacker,
                   int terrain, CasExplain *ex)
{
  const char *side = attacker ? _("Invader") : _("Defender");
  gboolean invader = f->invader == CAS_RUS_VIKING_INVADERS || f->invader == CAS_RUS_TEUTON_INVADERS;
  /* Vikings and Teutons count as holding Metallurgy and Cavalry [INFLUENCE p.8]. */
  gboolean metallurgy = f->metallurgy || invader;
  gboolean cavalry = f->cavalry || invader;
  int cbt = f->armies;

  if (ex)
    cas_explain_add (ex, "BATTLE p.13", g_dngettext (GETTEXT_PACKAGE, "%s: %d army", "%s: %d armies", (gulong) f->armies), side, f->armies);
  if (f->campaign_lead)
    {
      cbt++;
      if (ex)
        cas_explain_add (ex, "BATTLE p.13,CAMPAIGN p.13", _("%s: +1, Campaign Lead this turn (the CBT list's \"Combat Action Card\" read as Campaign: setting U2, an uncertain reading: unverified)"), side);
      if (!set->u2_one_bonus)
        {
          cbt++;
          if (ex)
            cas_explain_add (ex, "BATTLE p.13", _("%s: +1 more, the CBT list's bonus counted apart from the Lead bonus (setting U2, an uncertain reading: unverified)"), side);
        }
    }
  if (metallurgy)
    {
      cbt++;
      if (ex)
        cas_explain_add (ex, f->metallurgy_influencer ? "BATTLE p.13,CT p.17,INFLUENCE p.8" : "BATTLE p.13,CT p.17", invader
                         ? _("%s: +1, Metallurgy (foreign invaders hold it)")
                         : f->metallurgy_influencer ? _("%s: +1, Metallurgy of its Influencer, whose abilities it has this turn")
                         : _("%s: +1, Metallurgy bought in an earlier turn"), side);
    }
  if (!attacker && terrain == CAS_RUS_MOUNTAIN)
    {
      cbt++;
      if (ex)
        cas_explain_add (ex, "BATTLE p.13", _("%s: +1, defending a Mountain"), side);
    }
  if (attacker && cavalry && (terrain == CAS_RUS_FOREST || terrain == CAS_RUS_TAIGA))
    {
      cbt--;
      if (ex)
        cas_explain_add (ex, f->cavalry_influencer ? "BATTLE p.13,INFLUENCE p.8" : "BATTLE p.13",
                         f->cavalry_influencer ? _("%s: -1, a force with Cavalry (its Influencer's this turn) invading Forest or Taiga")
                         : _("%s: -1, a force with Cavalry invading Forest or Taiga"), side);
    }
  if (ex && terrain == CAS_RUS_TERRAIN_UNKNOWN && (!attacker || cavalry))
    cas_explain_add (ex, "BATTLE p.13", _("%s: the area's terrain is not entered, so a Mountain or Forest/Taiga modifier may be missing"), side);
  if (invader && set->u12_invader_bonus)
    {
      cbt++;
      if (ex)
        cas_explain_add (ex, "INVASION p.16", _("%s: +1, Vikings and Teutons (besides their Metallurgy: setting U12, an uncertain reading: unverified)"), side);
    }
  if (f->invader == CAS_RUS_TEUTON_INVADERS && f->against_orthodox)
    {
      cbt++;
      if (ex)
        cas_explain_add (ex, "INVASION p.16", _("%s: +1, Teutons against an Orthodox Kingdom"), side);
    }
  cbt += rus_religion_line (f, side, ex);   /* typed, else the C&T file's (rus-rel) */
  if (ex)
    cas_explain_add (ex, "BATTLE p.13", _("%s: basic CBT %d"), side, cbt);
  return cbt;
}

static gboolean
check_legal (CasRusBattle *out, CasExplain *ex)
{
  out->legal = out->attacker_cbt >= out->defender_cbt + 1;
  if (ex)
    cas_explain_add (ex, "BATTLE p.13", out->legal
                     ? _("The invader's basic CBT %d exceeds the defender's %d by at least 1: the attack may go ahead")
                     : _("The invader's basic CBT %d does not exceed the defender's %d by at least 1: the area cannot be taken"),
                     out->attacker_cbt, out->defender_cbt);
  return out->legal;
}

void
cas_rus_battle_neutral (const CasRusSettings *set, const CasRusForce *attacker,
                        int defenders, int terrain, CasRusBattle *out, CasExplain *ex)
{
  CasRusForce def = { 0 };
  int survivors;

  memset (out, 0, sizeof *out);
  out->winner = -1;
  out->terrain_known = terrain != CAS_RUS_TERRAIN_UNKNOWN;
  def.armies = MAX (defenders, 0);
  out->attacker_cbt = cas_rus_basic_cbt (set, attacker, TRUE, terrain, ex);
  out->defender_cbt = cas_rus_basic_cbt (set, &def, FALSE, terrain, ex);
  out->attacker_final = out->attacker_cbt;
  out->defender_final = out->defender_cbt;
  if (ex)
    cas_explain_add (ex, "NEUTRAL p.14", _("A neutral area: no Tactics cards are played"));
  if (!check_legal (out, ex))
    return;
  out->attacker_losses = CLAMP (out->defender_cbt, 0, attacker->armies);
  survivors = attacker->armies - out->attacker_losses;
  out->taken = survivors >= 1;
  if (out->taken)
    {
      out->winner = 0;
      out->defender_losses = def.armies;
    }
  if (!ex)
    return;
  cas_explain_add (ex, "NEUTRAL p.14", _("The invader loses armies equal to the area's CBT: %d"), out->attacker_losses);
  cas_explain_add (ex, "NEUTRAL p.14", out->taken
                   ? g_dngettext (GETTEXT_PACKAGE, "%d army survives: the area is taken", "%d armies survive: the area is taken", (gulong) survivors)
                   : g_dngettext (GETTEXT_PACKAGE, "%d army survives: the area stays neutral", "%d armies survive: the area stays neutral", (gulong) survivors),
                   survivors);
}

static int
losses_from (const CasRusSettings *set, int enemy_final)
{
  if (enemy_final <= 0)
    return 0;
  return set->u13_round_up ? (enemy_final + 1) / 2 : enemy_final / 2;
}

/* `siege_said`: the cards revealed are known and the Siege step says what follows for the
 * defender's survivors (cas_rus_battle_player_cards (), issue 18), so the general line is
 * left out. */
static void
battle_player (const CasRusSettings *set, const CasRusForce *attacker,
               const CasRusForce *defender, int terrain, int attacker_tactic,
               int defender_tactic, gboolean siege_said, CasRusBattle *out, CasExplain *ex)
{
  const char *rounding = set->u13_round_up ? _("rounded up") : _("rounded down");

  memset (out, 0, sizeof *out);
  out->winner = -1;
  out->terrain_known = terrain != CAS_RUS_TERRAIN_UNKNOWN;
  out->attacker_cbt = cas_rus_basic_cbt (set, attacker, TRUE, terrain, ex);
  out->defender_cbt = cas_rus_basic_cbt (set, defender, FALSE, terrain, ex);
  out->attacker_final = out->attacker_cbt;
  out->defender_final = out->defender_cbt;
  if (!check_legal (out, ex))
    return;
  out->attacker_final = out->attacker_cbt + attacker_tactic;
  out->defender_final = out->defender_cbt + defender_tactic;
  if (ex)
    {
      cas_explain_add (ex, "PVP p.14", _("Invader's Tactics card against the defender's: %+d (read from the invader's own card), final CBT %d"),
                       attacker_tactic, out->attacker_final);
      cas_explain_add (ex, "PVP p.14", _("Defender's Tactics card against the invader's: %+d (read from the defender's own card), final CBT %d"),
                       defender_tactic, out->defender_final);
    }
  if (out->attacker_final == out->defender_final)
    {
      int extra_a = set->u14_tie_plus ? losses_from (set, out->defender_final) : 0;
      int extra_d = set->u14_tie_plus ? losses_from (set, out->attacker_final) : 0;
      out->attacker_losses = MIN (1 + extra_a, attacker->armies);
      out->defender_losses = MIN (1 + extra_d, defender->armies);
      out->attack_again = attacker->armies - out->attacker_losses >= 1;
      if (ex)
        {
          cas_explain_add (ex, "PVP p.14", set->u14_tie_plus
                           ? _("A tie: each side loses 1 army besides 1 per 2 points of the enemy's CBT (setting U14, an uncertain reading: unverified)")
                           : _("A tie: each side loses 1 army, instead of 1 per 2 points (setting U14, an uncertain reading: unverified)"));
          cas_explain_add (ex, "PVP p.14", _("Losses: invader %d, defender %d; the invader may attack again with what is left"),
                           out->attacker_losses, out->defender_losses);
        }
      return;
    }
  out->winner = out->attacker_final > out->defender_final ? 0 : 1;
  out->attacker_losses = MIN (losses_from (set, out->defender_final), attacker->armies);
  out->defender_losses = MIN (losses_from (set, out->attacker_final), defender->armies);
  out->taken = out->winner == 0 && attacker->armies - out->attacker_losses >= 1;
  if (!ex)
    return;
  cas_explain_add (ex, "PVP p.14", out->winner == 0 ? _("The invader wins, %d to %d") : _("The defender wins, %d to %d"),
                   MAX (out->attacker_final, out->defender_final), MIN (out->attacker_final, out->defender_final));
  cas_explain_add (ex, "PVP p.14", _("Each side loses 1 army per 2 points of the enemy's final CBT, %s (setting U13, an uncertain reading: unverified): invader %d, defender %d"),
                   rounding, out->attacker_losses, out->defender_losses);
  if (out->winner == 0 && !(siege_said && out->taken))
    cas_explain_add (ex, "PVP p.14,SIEGE p.14", out->taken
                     ? _("The defender's survivors retreat to an adjacent friendly area or are destroyed (after a successful Siege against a settlement card they may stay inside it)")
                     : _("No invading army is left to hold the area"));
  else if (out->winner == 1)
    cas_explain_add (ex, "PVP p.14", _("The invader's survivors retreat to an adjacent friendly area or are destroyed"));
}

void
cas_rus_battle_player (const CasRusSettings *set, const CasRusForce *attacker,
                       const CasRusForce *defender, int terrain, int attacker_tactic,
                       int defender_tactic, CasRusBattle *out, CasExplain *ex)
{
  battle_player (set, attacker, defender, terrain, attacker_tactic, defender_tactic, FALSE, out, ex);
}

/* issue 18 (rus-table): the battle with the two cards revealed known, then the Siege step
 * (cas-rus-siege.c). */
void
cas_rus_battle_player_cards (const CasRusSettings *set, const CasRusForce *attacker,
                             const CasRusForce *defender, int terrain, int attacker_card,
                             int defender_card, int attacker_tactic, int defender_tactic,
                             CasRusBattle *out, CasRusSiege *siege, CasExplain *ex)
{
  battle_player (set, attacker, defender, terrain, attacker_tactic, defender_tactic, TRUE, out, ex);
  cas_rus_siege (out, attacker->armies, defender->armies, attacker_card, defender_card, siege, ex);
}

/* A Kingdom's force as the table shows it: armies given, its Campaign Lead (the Kingdom's
 * player, or the Kingdom in the two-player game, picked Campaign this turn), Metallurgy
 * bought in an earlier turn, Cavalry [BATTLE p.13]. */
void
cas_rus_table_force (const CasRusState *s, int kingdom, int armies, CasRusForce *f)
{
  const CasRusKingdom *k = &s->kingdoms[kingdom];
  int picker = s->track.picker[CAS_RUS_CAMPAIGN];

  memset (f, 0, sizeof *f);
  f->armies = armies;
  f->campaign_lead = picker >= 0 && (s->n_players == 2 ? picker == kingdom : picker == k->player);
  f->metallurgy = k->metallurgy_turn > 0 && k->metallurgy_turn < s->turn;
  f->cavalry = k->cavalry != 0;
  f->invader = CAS_RUS_NO_INVADER;
  /* an Influenced Kingdom has all its Influencer's C&T abilities this turn [INFLUENCE p.8] */
  int inf = cas_rus_influencer_kingdom (s, kingdom);
  if (inf >= 0)
    {
      const CasRusKingdom *ik = &s->kingdoms[inf];
      f->metallurgy_influencer = !f->metallurgy && ik->metallurgy_turn > 0 && ik->metallurgy_turn < s->turn;
      f->cavalry_influencer = !f->cavalry && ik->cavalry != 0;
      f->metallurgy = f->metallurgy || f->metallurgy_influencer;
      f->cavalry = f->cavalry || f->cavalry_influencer;
    }
}

int
cas_rus_influencer_kingdom (const CasRusState *s, int kingdom)
{
  int p = kingdom >= 0 && kingdom < CAS_RUS_N_KINGDOMS ? s->kingdoms[kingdom].influenced_by : -1;
  int k = p >= 0 && p < s->n_players ? s->players[p].kingdom : -1;
  return k != kingdom ? k : -1;
}

/* issue 18: the abilities an Influenced Kingdom has this turn, read by Harvest and the
 * C&T tree's NEEDS as battle reads its Influencer [INFLUENCE p.8]. */
int
cas_rus_kingdom_ability_turn (const CasRusState *s, int kingdom, int ability, int *from)
{
  int turn = 0, who = -1, inf;

  if (kingdom >= 0 && kingdom < CAS_RUS_N_KINGDOMS && ability >= 0 && ability < CAS_RUS_N_ABILITIES)
    {
      if ((turn = cas_rus_ability_turn (&s->kingdoms[kingdom], ability)) != 0)
        who = kingdom;
      else if ((inf = cas_rus_influencer_kingdom (s, kingdom)) >= 0
               && (turn = cas_rus_ability_turn (&s->kingdoms[inf], ability)) != 0)
        who = inf;
    }
  if (from)
    *from = who;
  return turn;
}

/* Is an attack on AREA a battle against a player (PVP p.14): its Kingdom is run by a
 * player or Influenced this turn; else it is neutral (NEUTRAL p.14). */
gboolean
cas_rus_area_against_player (const CasRusState *s, int area)
{
  const CasRusArea *ar = &s->areas[area];
  return ar->owner >= 0 && (cas_rus_kingdom_player (s, ar->owner) >= 0 || s->kingdoms[ar->owner].influenced_by >= 0);
}
