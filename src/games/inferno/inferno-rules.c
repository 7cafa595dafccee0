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

/* 5.1: after the engine's Allegiance markers (the table's Conquered cell, 1 VP each) and
 * Ravaged markers (½): Ruins of the side's colour (½ each, 4.5.2), the scenario's own VP
 * (6.0 C: S22 MANFREDI worth 3 while in play; E: the Guelphs' VP doubled but for Ravaged
 * markers), and the VP recorded with the vp action. The items sum to
 * cas_table_vp_halves () (cas-table.c counts the same from game.json "vp"). */
static void
inferno_victory_items (const CasTable *t, int side, CasVictory *v, CasExplain *ex)
{
  CasGame *game = t->game;
  const char *side_name = cas_rules_side_name (t, side);
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int ruins_halves = cas_game_get_vp_values (game)->ruins_halves;
  int extra = CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + side);

  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    if (CAS_LOCALE (t, i, CAS_C_RUINS) == side + 1)
      {
        g_autofree char *vp = cas_vp_text (ruins_halves);
        cas_victory_add_item (v, side, CAS_VP_RUINS, (int) i, 1, ruins_halves);
        cas_explain_add (ex, "5.1,4.5.2", _("%s: Ruins in the %s’ colour: %s VP"), cas_game_get_locale (game, (int) i)->name,
                         side_name, vp);
      }
  if (s && s->vp_bonus_side == side && CAS_CARD (t, s->vp_bonus_card, CAS_K_STATE) == CAS_CARD_CAPABILITY)
    {
      const CasCard *card = cas_game_get_card (game, s->vp_bonus_card);
      g_autofree char *vp = cas_vp_text (s->vp_bonus_halves);
      cas_victory_add_item (v, side, CAS_VP_SCENARIO, -1, 1, s->vp_bonus_halves);
      cas_explain_add (ex, "5.1,6.0", _("%s: %s (%s) in play is worth %s VP to the %s"), s->name, card->cap_name,
                       card->id, vp, side_name);
    }
  if (s && s->vp_double_side == side)
    {
      int others = 0;
      for (guint k = 0; k < v->items->len; k++)
        {
          const CasVpItem *item = &g_array_index (v->items, CasVpItem, k);
          if (item->side == side && item->kind != CAS_VP_RAVAGED)
            others += item->halves;
        }
      g_autofree char *vp = cas_vp_text (others);
      cas_victory_add_item (v, side, CAS_VP_SCENARIO, -1, 2, others);
      cas_explain_add (ex, "5.1,6.0", _("%s: the %s’ VP count double except Ravaged markers: %s VP more"), s->name,
                       side_name, vp);
    }
  if (extra > 0)
    {
      g_autofree char *vp = cas_vp_text (extra);
      cas_victory_add_item (v, side, CAS_VP_EXTRA, -1, extra, extra);
      cas_explain_add (ex, "2.2.5", _("%s extra VP recorded for the %s with the vp action"), vp, side_name);
    }
}

const CasLcRules cas_inferno_rules = {
  .id = "inferno",
  .victory_items = inferno_victory_items,
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
};
