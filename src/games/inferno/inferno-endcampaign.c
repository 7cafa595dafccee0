/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-endcampaign.c: Inferno's End of Campaign steps beyond the series' (inf-cmd,
 * issue 17): Grow after the calendar's Grow boxes unless the scenario skips it (4.9.1,
 * 6.0 B; rules-decisions I12), and Repair of Sieges (4.9.4; I57); Ransom and Languish
 * (4.9.2) and the Reset's Treachery line (4.9.6) are in inferno-ransom.c (I70-I77). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-rules.h"
#include "inferno-revolt.h"
#include "inferno-ransom.h"
#include "inferno-treachery.h"
#include "inferno-cta.h" /* mats: the Call to Arms declared (I137) */
#include "inferno-levy-state.h" /* inferno-levy: the Levy's state cleared at Reset */
#include "inferno-scenario.h" /* scen: the Grow a scenario skips (6.0 B) */
#include "cas-rules.h"

static gboolean
inferno_grows (const CasTable *t, int box, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasBox *b = box >= 1 && box <= (int) cas_game_get_n_boxes (game) ? cas_game_get_box (game, box) : NULL;
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));

  if (b == NULL || !b->grow)
    {
      cas_explain_add (ex, "4.9.1", _("Box %d is not a Grow box (Grow follows boxes 2, 5, 8, 11 and 14)"), box);
      return FALSE;
    }
  if (s && box > 0 && box < 64 && (inferno_scenario (t)->skip_grow & (G_GUINT64_CONSTANT (1) << box))) /* scen */
    {
      cas_explain_add (ex, "4.9.1,6.0", _("Box %d would Grow, but %s skips this Grow"), box, cas_game_text (s->name));
      return FALSE;
    }
  cas_explain_add (ex, "4.9.1",
                   _("Box %d (%s) ends with Grow: the %s, then the %s, reduce the enemy's Ravaged markers to half, rounded up"),
                   box, b->months ? b->months : "", cas_rules_side_name (t, 0), cas_rules_side_name (t, 1));
  return TRUE;
}

/* 4.9.4 (errata): each Town or City with 3 or 4 Siege markers loses one. */
static void
inferno_repair (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex)
{
  CasGame *game = work->game;
  int n = 0;

  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    {
      const CasLocale *loc = cas_game_get_locale (game, (int) i);
      int siege = CAS_LOCALE (work, i, CAS_C_SIEGE);
      if (!loc->stronghold || loc->vp < 2 || siege < 3)
        continue;
      g_autofree char *action = g_strdup_printf ("marker %s siege %d", loc->id, siege - 1);
      cas_explain_add (ex, "4.9.4", _("Repair: %s, a %s with %d Siege markers, loses one"), loc->name,
                       cas_game_text (cas_game_get_locale_type (game, loc->type)->name), siege);
      reset (ctx, "repair", action);
      n++;
    }
  if (n == 0)
    cas_explain_add (ex, "4.9.4", _("Repair: no Town or City has 3 or 4 Siege markers; Castles keep theirs"));
}

/* 4.9.6: the Treachery cards of the Plans set aside (treachery), then this Levy's Call to
 * Arms declarations cleared (mats, I137). */
static void
inferno_reset_steps (const CasTable *work, CasLcResetFunc reset, gpointer ctx, CasExplain *ex)
{
  inferno_treachery_reset (work, reset, ctx, ex);
  inferno_cta_reset (work, reset, ctx, ex);
  inferno_levy_state_reset (work, reset, ctx, ex); /* inferno-levy: Levy actions, arrivals, War Events */
}

const CasLcEndCampaignSteps cas_inferno_end_campaign = {
  .grows = inferno_grows,
  .repair = inferno_repair,
  /* ransom (issue 17): Ransom and Languish (4.9.2, inferno-ransom.c); Inferno numbers
   * Game End 4.9.3, Waste 4.9.5 and Reset 4.9.6; the Treachery cards set aside (4.9.6). */
  .captives = cas_inferno_ransom,
  .game_end_section = "4.9.3",
  .waste_section = "4.9.5",
  .reset_section = "4.9.6",
  /* treachery (issue 17): the Treachery cards of the Plans set aside, proposed (4.9.6;
   * inferno-treachery.c; I76 made real) */
  .reset_steps = inferno_reset_steps, /* mats: and the Call to Arms declarations (I137) */
};
