/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-rules.c: Inferno's CasLcRules (docs/adding-a-game.md, "Hooks of a Levy &
 * Campaign game"). So far its Victory items (5.1, 6.0); the rest of Inferno's own rules
 * are to come (docs/inferno.md). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-rules.h"
#include "inferno-march.h" /* inf-march: Feed, Supply, Laden and Sail */
#include "inferno-ransom.h" /* ransom: Captured Knights, Ransom, Languish */
#include "cas-victory.h"
#include "inferno-cells.h" /* levy: the Comuni in play, the action comune */
#include "inferno-treachery.h" /* treachery: the Treachery cards (1.4.3) */
#include "inferno-taglia.h" /* mats: TAGLIA marks */
#include "inferno-turncoat.h" /* turncoat: Bribed Vassals (4.7.6) */
#include "inferno-levy-state.h" /* inferno-levy: its audit */
#include "inferno-scenario.h" /* scen: the scenarios' special rules (6.0) */
#include "inferno-cards.h" /* cards: Arts of War cards outside Battle */

/* The game's own audit checks (docs/calculators/audit.md): the Treachery cards in the
 * Plans (inferno-treachery.c), then the Comune mats (inferno-comune.c). */
static void
inferno_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex)
{
  inferno_treachery_audit (t, a, ex);
  inferno_audit_comune (t, a, ex);
  inferno_taglia_audit (t, a, ex); /* mats: TAGLIA marks without the card (I135) */
  inferno_turncoat_audit (t, a, ex); /* turncoat: a Turncoat with a Lord off the map (I193) */
  inferno_levy_state_audit (t, a, ex); /* inferno-levy: Levy actions beyond the Lordship (I156) */
  inferno_scenario_audit (t, a, ex); /* scen: Lords across a closed dashed line (6.0 C, I165) */
}

/* inferno-game: the audit's clean line in Inferno's words (no Conquered or Castle
 * markers: Allegiance, Ruins, Bypass; 1.3.1, 4.3.5, 4.5.2). */
static const char *
inferno_audit_clean (void)
{
  return _("No problem found: Assets, Forces, This Lord cards, Special Vassals, the Comuni, Lieutenants, opposing Lords, "
           "Sieges and Bypasses, Allegiance, Ravaged, Ruins and Walls +1 markers, Treachery cards, Levy actions and the "
           "Plans all fit the rules");
}

const CasLcRules cas_inferno_rules = {
  .id = "inferno",
  /* victory (inferno-victory.c): VP items, the track's net score, the End marker. */
  .victory_items = cas_inferno_victory_items,
  .victory_track = cas_inferno_victory_track,
  .victory_last_box = cas_inferno_victory_last_box,
  /* its cells and the action carroccio are in inferno-cells.c's tables */
  .audit_locale = cas_inferno_audit_locale, /* victory: Bypass markers (4.3.5) */
  /* Battle, Storm and Sally (inferno-battle.c; inf-battle) */
  .battle = &inferno_battle_rules,
  .battle_end = inferno_battle_end,
  /* inf-march: Feed (4.8.1, 1.5.1), Supply (4.6), Laden and Sail (4.3, 4.7.3) */
  .feed_units = cas_inferno_feed_units,
  .supply = &cas_inferno_supply,
  .laden = &cas_inferno_laden,
  /* inf-march: Pay and Disband (3.2, 3.3) */
  .pay_cost = cas_inferno_pay_cost,
  .beyond_service_disbands = cas_inferno_beyond_service_disbands,
  .lord_removed = cas_inferno_lord_removed,
  /* Commands (inf-cmd): Ravage, Forage, Tax, Surrender (inferno-commands.c). */
  .commands = &cas_inferno_commands,
  .besieged_commands = cas_inferno_besieged_commands,
  .end_campaign_steps = &cas_inferno_end_campaign,
  /* levy (issue 17): Muster with the Podestà's status, Vassal Seats, Special Vassals and
   * Call to Arms (inferno-levy.c); the Comuni in play as cells, with the action comune
   * (inferno-cells.c). */
  /* ransom (issue 17): the Captured Knights boxes (4.4.4, 4.9.2; inferno-ransom.c) are
   * cells and the action `captured` in the same tables (inferno-cells.c). */
  .levy = &cas_inferno_levy,
  .levy_extras = cas_inferno_levy_extras,
  .cells = inferno_cells,
  .n_cells = INFERNO_N_CELLS,
  .actions = inferno_actions,
  .n_actions = INFERNO_N_ACTIONS,
  .lord_leaves = inferno_lord_leaves,
  .show_line = inferno_show_line,
  /* treachery and comune (issue 17): a Treachery card in a Plan its side does not hold
   * (4.1.1; inferno-treachery.c), then the Comune mats' checks (inferno-comune.c) */
  .audit = inferno_audit,
  .audit_clean = inferno_audit_clean, /* inferno-game */
  /* levy: a Commander with his Comune counts as two Lords against a Stronghold's Size
   * (1.5.1: Siegeworks 4.5.1, Forage 4.7.1; inferno-levy.c). */
  .lords_for_size = cas_inferno_lords_for_size,
  /* cards (issue 17): HEAT & FROST held before a Feed (4.8.1; inferno-cards.c). */
  .feed_notes = inferno_cards_feed_notes,
  /* cards: COSTRUTTORI, VIA FRANCIGENA, MANFREDI, ASTROLOGERS after the Ravage (4.2, 1.9.1) */
  .command_notes = inferno_cards_command_notes,
};
