/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-endcampaign.c: Nevsky's own Reset step at the end of a Campaign (4.9.5): the
 * Crusade Capability goes in the year's first Late Winter box (3.4.2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

static const CasSeason *
season_of (CasGame *game, int box)
{
  if (box < 1 || box > (int) cas_game_get_n_boxes (game))
    return NULL;
  return cas_game_get_box_season (game, box);
}

void
nevsky_end_campaign (const CasTable *w, int box, int next, CasLcResetFunc reset, gpointer ctx, CasExplain *ex)
{
  CasGame *game = w->game;
  int crusade = -1;

  if (!season_of (game, next) || season_of (game, next) == season_of (game, box) ||
      g_strcmp0 (season_of (game, next)->id, "late_winter") != 0)
    return;
  for (guint k = 0; k < cas_game_get_n_cards (game); k++)
    if (g_strcmp0 (cas_game_get_card (game, (int) k)->cap_name, "Crusade") == 0 &&
        CAS_CARD (w, k, CAS_K_STATE) == CAS_CARD_CAPABILITY)
      crusade = (int) k;
  if (crusade >= 0)
    {
      g_autofree char *action = g_strdup_printf ("discard %s", cas_game_get_card (game, crusade)->id);
      cas_explain_add (ex, "4.9.5,3.4.2", _("Box %d is the year’s first Late Winter box: the Crusade Capability (%s) is discarded and the Summer Crusaders Disband"),
                       next, cas_game_get_card (game, crusade)->id);
      reset (ctx, "crusade", action);
    }
  else
    cas_explain_add (ex, "4.9.5,3.4.2", _("Box %d is the year’s first Late Winter box, but Crusade is not in play: nothing to discard"), next);
}

/* End of Campaign (lint-lc2): Grow at the end of a Rasputitsa (4.9.1), Plow and Reap at
 * the end of Summer and of Late Winter (4.9.3), Serfs back to the Smerdi card (4.9.5). */
static void
grow_line (int box, gboolean grows, const char *first, const char *second, CasExplain *ex)
{
  if (!grows)
    cas_explain_add (ex, "4.9.1", _("Box %d does not end a Rasputitsa: no Grow"), box);
  else
    cas_explain_add (ex, "4.9.1", _("Box %d ends a Rasputitsa: Grow. The %s, then the %s, remove enemy Ravaged markers from their own territory down to half their number, rounded up"),
                     box, first, second);
}

static void
grow_choice (const char *side, const char *list, CasExplain *ex)
{
  cas_explain_add (ex, "4.9.1,4.7.1", _("The %s choose which; Castellan’s default removes those at Strongholds first (the only places to Forage outside Summer), then by name: %s. The players may remove others instead"),
                   side, list);
}

static void
no_plow (int box, CasExplain *ex)
{
  cas_explain_add (ex, "4.9.3", _("Box %d ends neither Summer nor Late Winter: no Plow and Reap"), box);
}

static void
serfs_back (const char *lord, int n, CasExplain *ex)
{
  cas_explain_add (ex, "4.9.5", _("%s’s %d Serfs go back to the Smerdi card (Besieged or not)"), lord, n);
}

const CasLcEndCampaign nevsky_end_campaign_seasons = {
  .grow_season = "rasputitsa",
  .plow_season = "summer",
  .reap_season = "late_winter",
  .transport = NEVSKY_ASSET_SLED,
  .grow_line = grow_line,
  .grow_choice = grow_choice,
  .no_plow = no_plow,
  .serfs_back = serfs_back,
};
