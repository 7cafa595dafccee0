/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-comune.c: the Comune mats (comune, issue 17; 1.5.1, 1.5.2, 3.5.3): what the
 * audit checks of them. The mats' cells are the engine's (cas-table.h CAS_M_*, read by
 * Feed, Pay and Laden as the Commander's second mat); the action `comune COMMANDER
 * forces|assets TYPE N` is in inferno-cells.c. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-cells.h"
#include "inferno-rules.h"
#include "cas-audit.h"
#include "cas-rules.h"

void
inferno_audit_comune (const CasTable *t, CasAudit *a, CasExplain *ex)
{
  CasGame *game = t->game;
  int cap = cas_game_get_asset_cap (game);
  for (guint m = 0; m < cas_game_get_n_comuni (game); m++)
    {
      const CasComune *c = cas_game_get_comune (game, (int) m);
      const CasLord *cmd = cas_game_get_lord (game, c->commander);
      if (!inferno_comune_in_play (t, c->commander))
        continue;
      /* 1.5.1: the Comune goes with its Commander (3.3.2 sets it aside with him). */
      if (!cas_table_lord_on_map (t, c->commander))
        {
          cas_audit_problem (a, ex, "1.5.1,3.3.2", g_strdup_printf ("comune %s out", cmd->id),
                             _("%s is in play but %s is not on the map: a Comune is set aside with its Commander"), c->name,
                             cmd->name);
          continue;
        }
      /* 1.5.1, 1.6: a Comune left without Forces is removed on its own (the Commander stays
       * while his own mat has some). */
      if (cas_table_comune_units (t, (int) m) == 0)
        cas_audit_problem (a, ex, "1.5.1,1.6", g_strdup_printf ("comune %s out", cmd->id),
                           _("%s is in play with no Forces on its mat: it is removed (its Commander stays); record its "
                             "units with comune %s forces TYPE N if they are on its mat at the table"),
                           c->name, cmd->id);
      /* 1.7.3: as on any mat, at most `cap` of each Asset. */
      for (int k = 0; k < (int) cas_game_get_n_assets (game); k++)
        {
          int n = CAS_COMUNE (t, m, CAS_M_ASSETS + k);
          if (n > cap)
            cas_audit_problem (a, ex, "1.7.3,1.5.1",
                               g_strdup_printf ("comune %s assets %s %d", cmd->id, cas_game_asset_id (game, k), cap),
                               _("%s's mat has %d %s; a mat holds at most %d of each Asset and the excess is lost"), c->name, n,
                               cas_game_asset_id (game, k), cap);
        }
    }
}
