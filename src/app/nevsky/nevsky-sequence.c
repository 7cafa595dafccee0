/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-sequence.c: Nevsky's sequence of play (3.0, 4.0) as the Table page's bar shows it
 * (cas-sequence-steps.h): each step's title, rule section, what it asks in our own words,
 * and the calculators that help with it. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-sequence-steps.h"

const CasSeqStep cas_nevsky_sequence[CAS_SEQ_N] = {
  [CAS_SEQ_ARTS_OF_WAR] = { CAS_PHASE_LEVY, N_("Arts of War"), "3.1",
                            N_("Each side draws two Arts of War cards: Capabilities go into play, Events are "
                               "played or held."),
                            "page:plan" },
  [CAS_SEQ_PAY] = { CAS_PHASE_LEVY, N_("Pay"), "3.2",
                    N_("Lords may spend Coin and Loot to shift Service markers right."), "pay" },
  [CAS_SEQ_DISBAND] = { CAS_PHASE_LEVY, N_("Disband"), "3.3",
                        N_("Lords whose Service has run out leave the map."), "disband" },
  [CAS_SEQ_MUSTER] = { CAS_PHASE_LEVY, N_("Muster"), "3.4",
                       N_("Lords at Friendly Locales spend Lordship on Lords, Vassals, Transport and "
                          "Capabilities."),
                       "levy" },
  [CAS_SEQ_CALL_TO_ARMS] = { CAS_PHASE_LEVY, N_("Call to Arms"), "3.5",
                             N_("The Papal Legate, then the Novgorod Veche, may add strength."), "levy" },
  [CAS_SEQ_DISCARD_EVENTS] = { CAS_PHASE_LEVY, N_("Discard Events"), "3.5.3",
                               N_("This Levy Events are discarded; the Campaign comes next."), "page:plan" },
  [CAS_SEQ_CAPABILITY_DISCARD] = { CAS_PHASE_CAMPAIGN, N_("Capability Discard"), "4.0",
                                   N_("Each side discards side-wide Capabilities beyond its number of Mustered "
                                      "Lords."),
                                   "page:plan" },
  [CAS_SEQ_PLAN] = { CAS_PHASE_CAMPAIGN, N_("Plan"), "4.1",
                     N_("Each side stacks its Plan of Command cards, and may name Lieutenants."), "page:plan" },
  [CAS_SEQ_COMMAND] = { CAS_PHASE_CAMPAIGN, N_("Command"), "4.2",
                        N_("The sides take turns revealing their top Command card and acting with that Lord."),
                        "page:plan" },
  [CAS_SEQ_FEED_PAY_DISBAND] = { CAS_PHASE_CAMPAIGN, N_("Feed/Pay/Disband"), "4.8",
                                 N_("After the card: Moved/Fought Lords Feed, Lords may be Paid, then Disband; "
                                    "Moved/Fought markers come off."),
                                 "feed,pay,disband" },
  [CAS_SEQ_GROW] = { CAS_PHASE_CAMPAIGN, N_("Grow"), "4.9.1",
                     N_("At the end of a Rasputitsa each side removes half the enemy Ravaged markers in its "
                        "territory."),
                     "endcampaign" },
  [CAS_SEQ_GAME_END] = { CAS_PHASE_CAMPAIGN, N_("Game End"), "4.9.2",
                         N_("After the scenario’s last 40 Days the game ends and Victory Points decide."),
                         "endcampaign,victory" },
  [CAS_SEQ_PLOW_AND_REAP] = { CAS_PHASE_CAMPAIGN, N_("Plow and Reap"), "4.9.3",
                              N_("Carts and Sleds turn over at the end of Summer and of Late Winter."),
                              "endcampaign" },
  [CAS_SEQ_WASTAGE] = { CAS_PHASE_CAMPAIGN, N_("Wastage"), "4.9.4",
                        N_("Lords with two or more of an Asset, or several This Lord cards, discard one item."),
                        "endcampaign" },
  [CAS_SEQ_RESET] = { CAS_PHASE_CAMPAIGN, N_("Reset"), "4.9.5",
                      N_("Lieutenants unstack, This Campaign Events go, and the marker moves on to the next "
                         "Levy."),
                      "endcampaign" },
};

