/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-sequence.c: Inferno's sequence of play (3.0, 4.0) as the Table page's bar shows
 * it (cas-sequence-steps.h, issue 17): the series' steps with Inferno's sections and words:
 * Call to Arms with the Commander and his Comune (3.5), Treachery in the Plan (4.1), Grow
 * in boxes 2, 5, 8, 11 and 14 then Ransom (4.9.1-.2), Repair instead of Plow and Reap
 * (4.9.4), Waste (4.9.5), and the Treachery cards set aside at Reset (4.9.6). What each
 * step asks is our own summary; in a scenario's first Levy and where a scenario skips the
 * Call to Arms, the bar says what this Levy does instead (inferno-fixes, issue 17). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-rules.h"
#include "cas-sequence-steps.h"
#include "inferno/inferno-ui.h"
#include "inferno-scenario.h" /* inferno-fixes: the scenario's first Levy and Call to Arms (6.0) */

const CasSeqStep cas_inferno_sequence[CAS_SEQ_N] = {
  [CAS_SEQ_ARTS_OF_WAR] = { CAS_PHASE_LEVY, N_("Arts of War"), "3.1",
                            N_("From the second Levy on, Guelphs then Ghibellines draw two Arts of War cards "
                               "each and carry out their Events."),
                            "page:plan,exhaustion" }, /* inferno-app: F's Exhaustion roll first (6.0) */
  [CAS_SEQ_PAY] = { CAS_PHASE_LEVY, N_("Pay"), "3.2",
                    N_("Lords may spend Coin and Loot to shift Service markers right."), "pay" },
  [CAS_SEQ_DISBAND] = { CAS_PHASE_LEVY, N_("Disband"), "3.3",
                        N_("Lords beyond their Service leave the map and Revolt is checked; Lords at it "
                           "Disband."),
                        "disband,revolt" }, /* inferno-app: the Revolt roll (1.4) */
  [CAS_SEQ_MUSTER] = { CAS_PHASE_LEVY, N_("Muster"), "3.4",
                       N_("Lords at Friendly Locales spend Lordship on Lords, Vassals whose Seats are "
                          "Friendly, Transport and Capabilities."),
                       "levy" },
  [CAS_SEQ_CALL_TO_ARMS] = { CAS_PHASE_LEVY, N_("Call to Arms"), "3.5",
                             N_("A side four VP behind, or with a War Event or Treasurers, may Gather, "
                                "call its Commander home and Muster its Comune."),
                             "levy" },
  [CAS_SEQ_DISCARD_EVENTS] = { CAS_PHASE_LEVY, N_("Discard Events"), "3.1.3",
                               N_("This Levy Events are discarded; the Campaign comes next."), "page:plan" },
  [CAS_SEQ_CAPABILITY_DISCARD] = { CAS_PHASE_CAMPAIGN, N_("Capability Discard"), "4.0",
                                   N_("Each side discards side-wide Capabilities beyond its number of Lords "
                                      "on the map (Comuni not counted)."),
                                   "page:plan" },
  [CAS_SEQ_PLAN] = { CAS_PHASE_CAMPAIGN, N_("Plan"), "4.1",
                     N_("Each side stacks its Plan of Command, Treachery and Pass cards, and may name "
                        "Lieutenants."),
                     "page:plan" },
  [CAS_SEQ_COMMAND] = { CAS_PHASE_CAMPAIGN, N_("Command"), "4.2",
                        N_("Guelphs first, the sides take turns revealing their top card and acting with "
                           "that Lord, or with Treachery."),
                        "page:plan,treachery" }, /* inferno-app: Revolt or Bribe on a Treachery card (4.2.3) */
  [CAS_SEQ_FEED_PAY_DISBAND] = { CAS_PHASE_CAMPAIGN, N_("Feed/Pay/Disband"), "4.8",
                                 N_("After the card: Moved/Fought Lords Feed, Lords may be Paid, then Disband; "
                                    "Moved/Fought markers come off."),
                                 "feed,pay,disband" },
  [CAS_SEQ_GROW] = { CAS_PHASE_CAMPAIGN, N_("Grow and Ransom"), "4.9.1",
                     N_("After boxes 2, 5, 8, 11 and 14 each side halves the enemy’s Ravaged markers, "
                        "rounding up; then captured Lords may be Ransomed (4.9.2)."),
                     "endcampaign" },
  [CAS_SEQ_GAME_END] = { CAS_PHASE_CAMPAIGN, N_("Game End"), "4.9.3",
                         N_("After the scenario’s last 60-Day Turn the game ends and Victory Points decide."),
                         "endcampaign,victory" },
  [CAS_SEQ_PLOW_AND_REAP] = { CAS_PHASE_CAMPAIGN, N_("Repair"), "4.9.4",
                              N_("Each Town and City with three or four Siege markers loses one."),
                              "endcampaign" },
  [CAS_SEQ_WASTAGE] = { CAS_PHASE_CAMPAIGN, N_("Waste"), "4.9.5",
                        N_("Lords with two or more of an Asset, or several This Lord cards, discard one item."),
                        "endcampaign" },
  [CAS_SEQ_RESET] = { CAS_PHASE_CAMPAIGN, N_("Reset"), "4.9.6",
                      N_("Treachery cards of the Plans are set aside, Lieutenants unstack, This Campaign "
                         "Events go, and the marker moves on to the next Levy."),
                      "endcampaign" },
};

/* inferno-fixes (issue 17): the Arts of War of the scenario's first Levy: two Capabilities
 * each and no Events (3.1.2), or A's one Capability then one Event (6.0), after B's cards
 * given (6.0). NULL in a later Levy: the table's words (3.1.3). */
static char *
arts_of_war_asks (const CasTable *t)
{
  const InfernoScenario *s = inferno_scenario (t);
  if (!inferno_scenario_first_levy (t))
    return NULL;
  if (s->first_draw_cap_event)
    /* TRANSLATORS: the sequence bar in scenario A's first Levy, "First Levy (Dolenti Note): ..." */
    return g_strdup_printf (_("First Levy (%s): each side draws one Capability, then one Event (6.0)."), inferno_scenario_name (t));
  g_autofree char *cards = inferno_scenario_assign_ids (t);
  if (cards)
    /* TRANSLATORS: "First Levy: the Ghibellines give S18, S19, S20 to their Lords, then ..." */
    return g_strdup_printf (_("First Levy: the %s give %s to their Lords, then two Capabilities a side (6.0)."),
                            cas_rules_side_name (t, s->assign_side), cards);
  return g_strdup (_("First Levy: Guelphs then Ghibellines each draw two Arts of War cards as Capabilities, no Events."));
}

/* inferno-fixes (issue 17; 3.5, 6.0, rules-decisions I67): the Call to Arms the scenario
 * skips for both sides or one, or lets either side declare as if War (D). */
static char *
call_to_arms_asks (const CasTable *t)
{
  const char *name = inferno_scenario_name (t);
  gboolean skipped[CAS_N_SIDES];
  for (int side = 0; side < CAS_N_SIDES; side++)
    skipped[side] = inferno_scenario_cta_skipped (t, side);
  if (skipped[0] && skipped[1])
    /* TRANSLATORS: the sequence bar, "Dolenti Note skips the Call to Arms in this Levy (6.0): ..." */
    return g_strdup_printf (_("%s skips the Call to Arms in this Levy (6.0): nothing to do here."), name);
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (skipped[1 - side])
      /* TRANSLATORS: "First Levy (Santafior Oscura): only the Ghibellines may declare Call to Arms (6.0)." */
      return g_strdup_printf (_("First Levy (%s): only the %s may declare Call to Arms (6.0)."), name,
                              cas_rules_side_name (t, side));
  if (inferno_scenario_cta_as_war (t))
    /* TRANSLATORS: "First Levy (Arbia Colorata in Rosso): either side may declare ..." */
    return g_strdup_printf (_("First Levy (%s): either side may declare Call to Arms as if it drew a War Event (6.0)."),
                            name);
  return NULL;
}

char *
cas_inferno_step_asks (const CasTable *t, int step)
{
  if (step == CAS_SEQ_ARTS_OF_WAR)
    return arts_of_war_asks (t);
  if (step == CAS_SEQ_CALL_TO_ARMS)
    return call_to_arms_asks (t);
  return NULL;
}
