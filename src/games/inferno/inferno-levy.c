/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-levy.c: Inferno's Muster and Call to Arms (levy, issue 17), as CasLcLevy hooks
 * and levy_extras for the series' Levy helpers (cas-levy.c, castellan-cli levy):
 *   - Lordship from a Friendly (by Allegiance, 1.3.1), Unbesieged Locale; a Podestà also
 *     Besieged inside his Main Seat (3.4 Urban Army);
 *   - a Seat free for Muster: not of Enemy Allegiance, not Besieged (but a Podestà's Main
 *     Seat, Urban Army), not Ruins with an Enemy Lord; Bypassed or Ravaged is fine (3.4.1);
 *   - a Podestà whose Main Seat carries Enemy Allegiance costs 2 Levy actions a roll (3.4.1
 *     Exile Army), and is Ready wherever his cylinder is while Enemy Lords are at his Main
 *     Seat (3.4.1 Emergency Army);
 *   - Vassals with a Friendly Vassal Seat (3.4.2); a Sestiere or Terzo by a roll while the
 *     Comune is in play and its Commander inside his Leading City, the Carroccio only in
 *     Call to Arms (3.4.2, 3.5.3); Altopascio for no action with TAU COMPANY (3.4.2);
 *   - Call to Arms (3.5): who may declare it, the scenario's rule (6.0), and what each step
 *     (Gather, Commander to Arms, Comune, Allies) could do now.
 * Every number and line cites its section; choices are rules-decisions I62-I69. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "inferno-rules.h"
#include "inferno-cells.h"
#include "inferno-taglia.h" /* mats: TAGLIA marks */
#include "inferno-turncoat.h" /* turncoat: a Bribed Vassal is not Ready (4.7.6) */
#include "inferno-cta.h" /* mats: the Call to Arms declared (I137) */
#include "inferno-levy-state.h" /* inferno-levy: Levy actions, arrivals, War Events drawn */
#include "inferno-scenario.h" /* scen: the first Levy's draws, Resistance (6.0 A, B, E) */
#include "cas-levy.h"
#include "cas-table.h"
#include "cas-victory.h"

/* 3.5: a side trailing by this many VP may declare Call to Arms (game.json carries the same
 * number; tests/test-inferno-levy.c checks the rule, not the file). */
#define CTA_VP_BEHIND 4
/* 3.5: the Coin TREASURERS costs. */
#define CTA_TREASURERS_COIN 2
/* 3.4.1 Exile Army: Levy actions per roll. */
#define EXILE_ACTIONS 2

static gboolean
friendly (const CasTable *t, int loc, int side)
{
  /* 1.3.1: Friendly is the Allegiance (printed, or reversed by Allegiance markers). */
  return loc >= 0 && cas_rules_holder (t, loc) == side;
}

static int
main_seat (const CasTable *t, int lord)
{
  const CasLord *l = cas_game_get_lord (t->game, lord);
  return l->podesta ? l->main_seat : -1;
}

gboolean
cas_inferno_urban_army (const CasTable *t, int lord)
{
  int seat = main_seat (t, lord);
  return seat >= 0 && CAS_LOCALE (t, seat, CAS_C_SIEGE) > 0;
}

gboolean
cas_inferno_exile_army (const CasTable *t, int lord)
{
  int seat = main_seat (t, lord);
  return seat >= 0 && CAS_LOCALE (t, seat, CAS_C_CONQUERED) > 0 && !friendly (t, seat, cas_rules_lord_side (t, lord));
}

gboolean
cas_inferno_emergency_army (const CasTable *t, int lord)
{
  int seat = main_seat (t, lord);
  return seat >= 0 && cas_rules_count_lords (t, seat, 1 - cas_rules_lord_side (t, lord)) > 0;
}

/* 3.4: Lordship from a Friendly, Unbesieged Locale (Bypassed is fine); Urban Army. */
static gboolean
levy_can_act (const CasTable *t, int lord, CasExplain *ex)
{
  int side = cas_rules_lord_side (t, lord);
  int loc = cas_rules_lord_locale (t, lord);
  const char *name = cas_rules_lord_name (t, lord);

  if (!friendly (t, loc, side))
    {
      if (ex)
        cas_explain_add (ex, "3.4,1.3.1", _("%s is at %s, of Enemy Allegiance: he cannot take Levy actions"), name,
                         cas_rules_locale_name (t, loc));
      return FALSE;
    }
  if (cas_rules_besieged (t, lord))
    {
      if (loc == main_seat (t, lord))
        {
          if (ex)
            cas_explain_add (ex, "3.4,4.3.5", _("Urban Army: %s is Besieged inside his Main Seat %s, where a Podestà may still take Levy actions"),
                             name, cas_rules_locale_name (t, loc));
          return TRUE;
        }
      if (ex)
        cas_explain_add (ex, "3.4,4.3.5", _("%s is Besieged at %s: he cannot take Levy actions"), name, cas_rules_locale_name (t, loc));
      return FALSE;
    }
  return TRUE;
}

/* 3.4.1 Emergency Army. */
static gboolean
levy_ready_anyway (const CasTable *t, int lord, CasExplain *ex)
{
  if (!cas_inferno_emergency_army (t, lord))
    return FALSE;
  if (ex)
    cas_explain_add (ex, "3.4.1", _("Emergency Army: Enemy Lords are at %s, the Main Seat of %s, so he is Ready though his cylinder is in box %d"),
                     cas_rules_locale_name (t, main_seat (t, lord)), cas_rules_lord_name (t, lord), CAS_LORD (t, lord, CAS_L_BOX));
  return TRUE;
}

/* 3.4.1: a free Seat. */
static gboolean
levy_seat_free (const CasTable *t, int lord, int loc, CasExplain *ex)
{
  int side = cas_rules_lord_side (t, lord);
  const char *name = cas_rules_lord_name (t, lord);
  const char *where = cas_rules_locale_name (t, loc);

  if (!friendly (t, loc, side))
    {
      if (ex)
        cas_explain_add (ex, "3.4.1,1.3.1", _("%s's Seat %s is not free: it is of Enemy Allegiance"), name, where);
      return FALSE;
    }
  if (CAS_LOCALE (t, loc, CAS_C_SIEGE) > 0)
    {
      if (loc == main_seat (t, lord))
        {
          if (ex)
            cas_explain_add (ex, "3.4.1,4.3.5", _("Urban Army: %s may Muster at his Main Seat %s though it is Besieged"), name, where);
          return TRUE;
        }
      if (ex)
        cas_explain_add (ex, "3.4.1,4.3.5", _("%s's Seat %s is not free: it is Besieged"), name, where);
      return FALSE;
    }
  if (CAS_LOCALE (t, loc, CAS_C_RUINS) > 0 && cas_rules_count_lords (t, loc, 1 - side) > 0)
    {
      if (ex)
        cas_explain_add (ex, "3.4.1,4.5.2", _("%s's Seat %s is not free: it is in Ruins with Enemy Lords there"), name, where);
      return FALSE;
    }
  return TRUE;
}

/* 3.4.1 Exile Army. */
static int
levy_roll_actions (const CasTable *t, int lord, CasExplain *ex)
{
  if (!cas_inferno_exile_army (t, lord))
    return 1;
  if (ex)
    cas_explain_add (ex, "3.4.1,1.3.1", _("Exile Army: %s, the Main Seat of %s, carries Enemy Allegiance: each roll to Muster him costs %d Levy actions"),
                   cas_rules_locale_name (t, main_seat (t, lord)), cas_rules_lord_name (t, lord), EXILE_ACTIONS);
  return EXILE_ACTIONS;
}

/* 3.4.2: a Commander inside (not Bypassing or Besieging) his Leading City. */
static gboolean
inside_leading_city (const CasTable *t, int lord, const CasComune *c)
{
  return cas_rules_lord_locale (t, lord) == c->leading_city && friendly (t, c->leading_city, c->side);
}

/* 3.4.2: a Vassal Seat of `v` is Friendly to `side` (or it has none). */
gboolean
inferno_vassal_seat_friendly (const CasTable *t, const CasVassal *v, int side)
{
  gboolean any = v->n_seats == 0;
  for (int i = 0; i < v->n_seats && !any; i++)
    any = friendly (t, v->seats[i], side);
  return any;
}

/* 1.5.1: Commander and Comune count as two Lords against a Stronghold's Size (Withdrawal
 * 4.3.4, Siege 4.5.1, blocking Forage 4.7.1): `counted` plus one for each Commander of
 * `side` at `locale` whose Comune is in play, explained. */
int
cas_inferno_lords_for_size (const CasTable *t, int locale, int side, int counted, CasExplain *ex)
{
  int extra = 0;
  for (guint i = 0; i < cas_game_get_n_comuni (t->game); i++)
    {
      int cmd = cas_game_get_comune (t->game, (int) i)->commander;
      if (!cas_table_lord_on_map (t, cmd) || cas_rules_lord_locale (t, cmd) != locale || cas_rules_lord_side (t, cmd) != side ||
          !inferno_comune_in_play (t, cmd))
        continue;
      extra++;
      if (ex)
        cas_explain_add (ex, "1.5.1", _("%s and his %s count as two Lords against the Size of %s"), cas_rules_lord_name (t, cmd),
                         cas_game_get_comune (t->game, (int) i)->name, cas_rules_locale_name (t, locale));
    }
  return counted + extra;
}

/* 3.4.2, 3.5.3: may `lord` spend a Levy action on his Ready Vassal `v`? */
static gboolean
levy_vassal (const CasTable *t, int lord, const CasVassal *v, CasExplain *ex)
{
  int side = cas_rules_lord_side (t, lord);
  const char *name = cas_rules_lord_name (t, lord);

  /* turncoat (issue 17): a Bribed Vassal serves another Lord: it is not Unmustered (4.7.6) */
  int serves = inferno_turncoat_serves (t, v);
  if (serves >= 0)
    {
      cas_explain_add (ex, "4.7.6,3.4.2", _("%s serves %s as a Turncoat: it is Mustered with him, not Ready on %s's mat"), v->name,
                       cas_rules_lord_name (t, serves), name);
      return FALSE;
    }
  if (v->comune_kind == CAS_COMUNE_VASSAL_CARROCCIO)
    {
      cas_explain_add (ex, "3.5.3", _("The %s Musters only in Call to Arms"), v->name);
      return FALSE;
    }
  if (v->comune_kind != CAS_COMUNE_VASSAL_NONE)
    {
      const CasComune *c = cas_game_get_comune (t->game, v->comune);
      if (!inferno_comune_in_play (t, lord))
        {
          cas_explain_add (ex, "3.4.2,3.5.3", _("%s: the %s is not in play, so its Sestieri or Terzi Muster only in Call to Arms"), v->name,
                           c->name);
          return FALSE;
        }
      if (!inside_leading_city (t, lord, c))
        {
          cas_explain_add (ex, "3.4.2", _("%s: %s is not inside %s, so he cannot roll for it outside Call to Arms"), v->name, name,
                           cas_rules_locale_name (t, c->leading_city));
          return FALSE;
        }
      cas_explain_add (ex, "3.4.2", _("%s can roll for %s: each Levy action Musters it on a roll of 1-%d (%d in 6)"), name, v->name,
                       v->muster_roll, v->muster_roll);
      return TRUE;
    }
  if (!inferno_vassal_seat_friendly (t, v, side))
    {
      g_autofree char *seats = cas_levy_locale_list (t, v->seats, v->n_seats);
      cas_explain_add (ex, "3.4.2,1.3.1", _("%s cannot Muster %s: its Vassal Seat (%s) is not Friendly"), name, v->name, seats);
      return FALSE;
    }
  if (v->special_card >= 0)
    cas_explain_add (ex, "3.4.2,1.9.1", _("%s may Muster %s for no Levy action while %s is in play"), name, v->name,
                     cas_game_get_card (t->game, v->special_card)->cap_name);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Call to Arms (3.5) */

typedef struct {
  gboolean skipped;       /* the scenario skips it for this side this Levy (6.0) */
  gboolean as_war;        /* the scenario lets this side declare as if War (6.0 D) */
  int behind_halves;      /* VP the side trails by, in halves, 0 if not behind */
  gboolean by_vp;         /* behind by CTA_VP_BEHIND or more (3.5) */
  gboolean treasurers;    /* TREASURERS Held and the Coin to pay (3.5) */
  int commander;          /* the Commander, or -1 */
  const CasComune *comune;
  gboolean commander_in;  /* inside his Leading City now */
  gboolean to_arms;       /* the Leading City is a free Seat for him (3.5.2) */
  int special[CAS_MAX_VASSALS];  /* the Comune's Ready Special Vassals (3.5.3) */
  int n_special;
  int gather[32];         /* Unbesieged Lords on the map (3.5.1) */
  int n_gather;
  int allies[32];         /* Ready Lords, not the Commander, with a free Seat (3.5.4) */
  int n_allies;
  int extra[32];          /* Lords who could take an extra Muster (3.5.4) */
  int n_extra;
  int war[INFERNO_N_WAR_EVENTS]; /* inferno-levy: War Events it drew this Levy (3.1.3, 3.5) */
  int n_war;
} Cta;

/* 6.0: the scenario's Call to Arms rule for `side` in this Levy, by its letter (A and E
 * skip it; C: the Ghibellines only, in the first Levy; D: either side may in the first
 * Levy, as if it had drawn a War Event); rules-decisions I67. */
static void
scenario_rule (const CasTable *t, int side, Cta *c)
{
  c->skipped = inferno_scenario_cta_skipped (t, side); /* inferno-fixes: shared with the Events */
  c->as_war = inferno_scenario_cta_as_war (t);
}

static int
side_coin (const CasTable *t, int side)
{
  int coin = 0;
  int slot = cas_game_asset_slot (t->game, CAS_ASSET_COIN);
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_table_lord_on_map (t, (int) l) && cas_rules_lord_side (t, (int) l) == side && slot >= 0)
      coin += CAS_LORD (t, l, CAS_L_ASSETS + slot);
  return coin;
}

static void
cta_compute (const CasTable *t, const CasLevyResult *r, int side, Cta *c)
{
  CasGame *game = t->game;
  memset (c, 0, sizeof *c);
  c->commander = -1;
  scenario_rule (t, side, c);
  int behind = cas_table_vp_halves (t, 1 - side) - cas_table_vp_halves (t, side);
  c->behind_halves = MAX (0, behind);
  c->by_vp = behind >= CTA_VP_BEHIND * 2;
  c->n_war = inferno_war_drawn (t, side, c->war); /* inferno-levy (I158) */
  for (guint k = 0; k < cas_game_get_n_cards (game); k++)
    {
      const CasCard *card = cas_game_get_card (game, (int) k);
      /* TREASURERS: the Held Event whose Coin declares it (3.5; F23). */
      if (card->side == side && !card->war && card->event_name && g_str_equal (card->id, "f23") &&
          CAS_CARD (t, k, CAS_K_STATE) == CAS_CARD_HELD && side_coin (t, side) >= CTA_TREASURERS_COIN)
        c->treasurers = TRUE;
    }
  for (guint i = 0; i < cas_game_get_n_comuni (game); i++)
    if (cas_game_get_comune (game, (int) i)->side == side)
      c->comune = cas_game_get_comune (game, (int) i);
  if (c->comune)
    {
      int cmd = c->comune->commander;
      const CasLord *lord = cas_game_get_lord (game, cmd);
      c->commander = cmd;
      c->commander_in = inside_leading_city (t, cmd, c->comune);
      c->to_arms = CAS_LORD (t, cmd, CAS_L_STATE) != CAS_LORD_REMOVED && CAS_LORD (t, cmd, CAS_L_STATE) != CAS_LORD_UNUSED &&
                   levy_seat_free (t, cmd, c->comune->leading_city, NULL);
      for (int v = 0; v < lord->n_vassals; v++)
        {
          const CasVassal *vassal = cas_game_get_vassal (game, lord->vassals[v]);
          int state = CAS_LORD (t, cmd, CAS_L_VASSAL + v);
          if (vassal->comune_kind != CAS_COMUNE_VASSAL_NONE && (state == CAS_VASSAL_READY || state == CAS_VASSAL_ASIDE) &&
              c->n_special < CAS_MAX_VASSALS)
            c->special[c->n_special++] = lord->vassals[v];
        }
    }
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (cas_table_lord_on_map (t, (int) l) && cas_rules_lord_side (t, (int) l) == side && !cas_rules_besieged (t, (int) l) &&
        c->n_gather < (int) G_N_ELEMENTS (c->gather))
      c->gather[c->n_gather++] = (int) l;
  for (guint i = 0; i < r->ready->len; i++)
    {
      const CasLevyReady *rl = &g_array_index (r->ready, CasLevyReady, i);
      if (cas_rules_lord_side (t, rl->lord) == side && rl->lord != c->commander && rl->n_seats > 0 && !rl->blocked &&
          rl->fealty > 0 && c->n_allies < (int) G_N_ELEMENTS (c->allies))
        c->allies[c->n_allies++] = rl->lord;
    }
  for (guint i = 0; i < r->lordship->len; i++)
    {
      const CasLevyLordship *ll = &g_array_index (r->lordship, CasLevyLordship, i);
      /* inferno-levy: the extra Muster is a segment of its own (3.5.4): a Lord who arrived
       * in this Muster, or spent his actions, may take it (I157) */
      if (cas_rules_lord_side (t, ll->lord) == side && ll->able && c->n_extra < (int) G_N_ELEMENTS (c->extra))
        c->extra[c->n_extra++] = ll->lord;
    }
}

static char *
vassal_list (const CasTable *t, const int *v, int n)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", cas_game_get_vassal (t->game, v[i])->name);
  return g_string_free (s, FALSE);
}

static void
cta_explain (const CasTable *t, CasLevyResult *r, int side, const Cta *c, CasExplain *ex)
{
  const char *sname = cas_rules_side_name (t, side);
  const CasScenario *s = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  const char *scenario = s ? s->name : "";

  if (c->skipped)
    {
      cas_levy_note (r, ex, "3.5,6.0", _("%s: the %s skip Call to Arms in this Levy"), scenario, sname);
      return;
    }
  /* mats (I137): declared this Levy, by either side: its steps are open to both, the
   * Guelphs first; no other this Levy (3.5). */
  int declarer = inferno_cta_declarer (t);
  if (declarer >= 0)
    cas_levy_note (r, ex, "3.5", _("Call to Arms is declared this Levy (by the %s): the %s may carry out its steps now, the Guelphs first; there is no other Call to Arms this Levy"),
                   cas_rules_side_name (t, declarer), sname);
  g_autofree char *behind = cas_vp_text (c->behind_halves);
  if (c->by_vp && declarer < 0)
    cas_levy_note (r, ex, "3.5,2.2.5", _("The %s trail by %s VP (%d or more): they may declare Call to Arms"), sname, behind, CTA_VP_BEHIND);
  else if (declarer < 0)
    cas_explain_add (ex, "3.5,2.2.5", _("The %s trail by %s VP, fewer than %d: the score alone does not let them declare Call to Arms"),
                     sname, behind, CTA_VP_BEHIND);
  if (c->as_war && declarer < 0)
    cas_levy_note (r, ex, "3.5,6.0", _("%s: in the first Levy the %s may declare Call to Arms as if they had drawn a War Event"), scenario,
                   sname);
  if (c->treasurers && declarer < 0)
    cas_levy_note (r, ex, "3.5,1.9.1", _("The %s hold TREASURERS and %d Coin: playing it and paying %d Coin declares Call to Arms"), sname,
                   side_coin (t, side), CTA_TREASURERS_COIN);
  /* inferno-levy (I158): the War Events drawn this Levy, as the table records them */
  for (int k = 0; k < c->n_war && declarer < 0; k++)
    {
      const CasCard *card = cas_game_get_card (t->game, c->war[k]);
      cas_levy_note (r, ex, "3.5,3.1.3", _("The %s drew the War Event %s (%s) this Levy: they may declare Call to Arms"), sname,
                     card->event_name ? cas_game_text (card->event_name) : card->id, card->id);
    }
  if (declarer < 0 && c->n_war == 0)
    cas_explain_add (ex, "3.5,3.1.3", _("A War Event the %s draw this Levy also lets them declare Call to Arms (record the draw with war CARD yes); at most one Call to Arms by both sides per Levy, the Guelphs' steps first"),
                     sname);
  if (declarer < 0 && (c->by_vp || c->as_war || c->treasurers || c->n_war > 0))
    cas_explain_add (ex, "3.5", _("If the %s declare it, record it with cta %s yes"), sname, cas_game_get_side_id (t->game, side));
  if (c->commander < 0)
    return;
  const char *cmd = cas_rules_lord_name (t, c->commander);
  const char *city = cas_rules_locale_name (t, c->comune->leading_city);
  g_autofree char *gather = cas_levy_lord_list (t, c->gather, c->n_gather);
  if (c->n_gather)
    cas_explain_add (ex, "3.5.1", _("Gather: each Unbesieged Lord (%s) may March with his Command rating, never entering an un-Ruined Enemy Stronghold or Unbesieged Enemy Lords, and end closer to %s"),
                     gather, city);
  if (c->commander_in)
    cas_explain_add (ex, "3.5.2,3.5.3", _("Commander to Arms: %s is already inside %s"), cmd, city);
  else if (c->to_arms)
    cas_explain_add (ex, "3.5.2,3.4.1", _("Commander to Arms: %s may be Disbanded as at his Service limit and Mustered inside %s, a free Seat, from anywhere on the Calendar"),
                     cmd, city);
  else
    cas_explain_add (ex, "3.5.2,3.4.1", _("Commander to Arms: %s cannot be Mustered inside %s now: it is not a free Seat for him"), cmd,
                     city);
  if (c->commander_in || c->to_arms)
    {
      g_autofree char *special = vassal_list (t, c->special, c->n_special);
      if (inferno_comune_in_play (t, c->commander))
        cas_explain_add (ex, "3.5.3", _("Comune: the %s is in play; it may Muster without a roll: %s"), c->comune->name,
                         c->n_special ? special : _("none left"));
      else
        cas_explain_add (ex, "3.5.3", _("Comune: the %s may be set out under %s with its Assets (action comune), with its Carroccio and at least one Sestiere or Terzo, Mustered without a roll: %s"),
                         c->comune->name, cmd, c->n_special ? special : _("none left"));
    }
  g_autofree char *allies = cas_levy_lord_list (t, c->allies, c->n_allies);
  g_autofree char *extra = cas_levy_lord_list (t, c->extra, c->n_extra);
  cas_explain_add (ex, "3.5.4", _("Allies: an extra Muster by one of %s, or one Lord Mustered without a roll or Levy action: %s"),
                   c->n_extra ? extra : _("none"), c->n_allies ? allies : _("none"));
}

/* The Podestà's status for Muster (3.4, 3.4.1), one line each where it matters. */
static void
podesta_explain (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    {
      int seat = main_seat (t, (int) l);
      if (seat < 0)
        continue;
      const char *name = cas_rules_lord_name (t, (int) l);
      const char *where = cas_rules_locale_name (t, seat);
      if (cas_inferno_exile_army (t, (int) l))
        cas_levy_note (r, ex, "3.4.1", _("Exile Army: %s carries Enemy Allegiance: a roll to Muster %s costs %d Levy actions"), where, name,
                       EXILE_ACTIONS);
      if (cas_inferno_urban_army (t, (int) l))
        cas_levy_note (r, ex, "3.4,3.4.1", _("Urban Army: %s is Besieged: %s may take Levy actions inside it and be Mustered there"), where,
                       name);
      if (cas_inferno_emergency_army (t, (int) l) && !cas_table_lord_on_map (t, (int) l))
        cas_levy_note (r, ex, "3.4.1", _("Emergency Army: Enemy Lords are at %s: %s is Ready wherever his cylinder is"), where, name);
    }
}

void
cas_inferno_levy_extras (const CasTable *t, CasLevyResult *r, CasExplain *ex)
{
  podesta_explain (t, r, ex);
  inferno_lordship_notes (t, ex);  /* levy: the Lordship Events held or at no Lord's mat */
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      Cta c;
      cta_compute (t, r, side, &c);
      cta_explain (t, r, side, &c, ex);
    }
  inferno_scenario_levy_notes (t, r, ex); /* scen: the first Levy's draws, Resistance (6.0 A, B, E) */
}

/* ------------------------------------------------------------------------ */
/* castellan-cli levy */

static void
json_ids (JsonBuilder *b, const char *member, const CasTable *t, const int *ids, int n, gboolean vassals)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    json_builder_add_string_value (b, vassals ? cas_game_get_vassal (t->game, ids[i])->id : cas_game_get_lord (t->game, ids[i])->id);
  json_builder_end_array (b);
}

static void
json_bool (JsonBuilder *b, const char *member, gboolean v)
{
  json_builder_set_member_name (b, member);
  json_builder_add_boolean_value (b, v);
}

static void
levy_json (const CasTable *t, const CasLevyResult *r, JsonBuilder *b)
{
  CasGame *game = t->game;
  json_builder_set_member_name (b, "podesta");
  json_builder_begin_array (b);
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      int seat = main_seat (t, (int) l);
      if (seat < 0)
        continue;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "lord");
      json_builder_add_string_value (b, cas_game_get_lord (game, (int) l)->id);
      json_builder_set_member_name (b, "main_seat");
      json_builder_add_string_value (b, cas_game_get_locale (game, seat)->id);
      json_bool (b, "urban_army", cas_inferno_urban_army (t, (int) l));
      json_bool (b, "exile_army", cas_inferno_exile_army (t, (int) l));
      json_bool (b, "emergency_army", cas_inferno_emergency_army (t, (int) l));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "cta");
  json_builder_begin_object (b);
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      Cta c;
      cta_compute (t, r, side, &c);
      json_builder_set_member_name (b, cas_game_get_side_id (game, side));
      json_builder_begin_object (b);
      json_bool (b, "skipped", c.skipped);
      json_builder_set_member_name (b, "vp_behind");
      if (c.behind_halves % 2)
        json_builder_add_double_value (b, c.behind_halves / 2.0);
      else
        json_builder_add_int_value (b, c.behind_halves / 2);
      json_bool (b, "by_vp", !c.skipped && c.by_vp);
      json_bool (b, "as_war", !c.skipped && c.as_war);
      json_bool (b, "treasurers", !c.skipped && c.treasurers);
      json_builder_set_member_name (b, "war_events");
      json_builder_begin_array (b);
      for (guint k = 0; k < cas_game_get_n_cards (game); k++)
        if (cas_game_get_card (game, (int) k)->war && cas_game_get_card (game, (int) k)->side == side)
          json_builder_add_string_value (b, cas_game_get_card (game, (int) k)->id);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "commander");
      if (c.commander >= 0)
        json_builder_add_string_value (b, cas_game_get_lord (game, c.commander)->id);
      else
        json_builder_add_null_value (b);
      json_bool (b, "commander_inside", c.commander_in);
      json_bool (b, "commander_to_arms", c.to_arms);
      json_bool (b, "comune_in_play", c.commander >= 0 && inferno_comune_in_play (t, c.commander));
      json_ids (b, "special_vassals", t, c.special, c.n_special, TRUE);
      json_ids (b, "gather", t, c.gather, c.n_gather, FALSE);
      json_ids (b, "extra_muster", t, c.extra, c.n_extra, FALSE);
      json_ids (b, "allies", t, c.allies, c.n_allies, FALSE);
      if (inferno_cta_declared (t, side)) /* mats (I137): only when the side declared */
        json_bool (b, "declared", TRUE);
      if (c.n_war > 0) /* inferno-levy (I158): only when the side drew one this Levy */
        {
          json_builder_set_member_name (b, "war_drawn");
          json_builder_begin_array (b);
          for (int k = 0; k < c.n_war; k++)
            json_builder_add_string_value (b, cas_game_get_card (game, c.war[k])->id);
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  inferno_taglia_json (t, b); /* mats: who took his TAGLIA Vassal (I135) */
  inferno_scenario_levy_json (t, r, b); /* scen: "scenario_rules" (6.0 A, B, E) */
}

static void
levy_text (const CasTable *t, const CasLevyResult *r, GString *s)
{
  CasGame *game = t->game;
  g_string_append (s, "Podestà:\n");
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      int seat = main_seat (t, (int) l);
      if (seat < 0)
        continue;
      g_autoptr(GPtrArray) status = g_ptr_array_new ();
      if (cas_inferno_urban_army (t, (int) l))
        g_ptr_array_add (status, (gpointer) "urban_army");
      if (cas_inferno_exile_army (t, (int) l))
        g_ptr_array_add (status, (gpointer) "exile_army");
      if (cas_inferno_emergency_army (t, (int) l))
        g_ptr_array_add (status, (gpointer) "emergency_army");
      g_ptr_array_add (status, NULL);
      g_autofree char *words = g_strjoinv (" ", (char **) status->pdata);
      g_string_append_printf (s, "  %-14s Main Seat %-14s %s\n", cas_game_get_lord (game, (int) l)->id,
                              cas_game_get_locale (game, seat)->id, *words ? words : "-");
    }
  g_string_append (s, "Call to Arms (3.5):\n");
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      Cta c;
      cta_compute (t, r, side, &c);
      g_string_append_printf (s, "  %-11s", cas_game_get_side_id (game, side));
      if (c.skipped)
        {
          g_string_append (s, "skipped by the scenario\n");
          continue;
        }
      if (inferno_cta_declared (t, side)) /* mats (I137) */
        g_string_append (s, "declared; ");
      g_string_append_printf (s, "declare: %s%s%s", c.by_vp ? "vp_behind, " : "", c.as_war ? "as_war, " : "",
                              c.treasurers ? "treasurers, " : "");
      for (int k = 0; k < c.n_war; k++) /* inferno-levy (I158) */
        g_string_append_printf (s, "war_drawn %s, ", cas_game_get_card (game, c.war[k])->id);
      g_string_append (s, "a War Event drawn");
      if (c.commander >= 0)
        g_string_append_printf (s, "; commander %s %s; comune %s; allies %d",
                                cas_game_get_lord (game, c.commander)->id,
                                c.commander_in ? "inside" : c.to_arms ? "to_arms" : "unable",
                                inferno_comune_in_play (t, c.commander) ? "in_play" : "aside", c.n_allies);
      g_string_append_c (s, '\n');
    }
  inferno_scenario_levy_text (t, r, s); /* scen: the first Levy's draws, Resistance (6.0 A, B, E) */
}

const CasLcLevy cas_inferno_levy = {
  .can_act = levy_can_act,
  .ready_anyway = levy_ready_anyway,
  .seat_free = levy_seat_free,
  .roll_actions = levy_roll_actions,
  .vassal = levy_vassal,
  .json = levy_json,
  .text = levy_text,
  /* levy: the cards' Lordship bonuses, Altopascio for Lucca, TAGLIA (inferno-lordship.c) */
  .lordship_bonus = inferno_lordship_bonus,
  .other_vassals = inferno_other_vassals,
  /* inferno-levy: the Levy actions spent and the Lords arrived, kept on the table (I156) */
  .actions_spent = inferno_levy_actions_spent,
  .arrived = inferno_levy_arrived,
  .tracked_note = inferno_levy_tracked_note,
};
