/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-feed.c: Hillforts (T8), Nevsky's excuse from Feeding (4.8.1, 1.9.1). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-rules.h"

static gboolean
hillforts_in_play (const CasTable *t)
{
  return cas_rules_side_has_capability (t, nevsky_ids (t)->teutons, "Hillforts");
}

/* T8 Hillforts: one Unbesieged Teutonic Lord in Crusader Livonia need not Feed. */
static gboolean
hillforts_eligible (const CasTable *t, int lord)
{
  const NevskyIds *ids = nevsky_ids (t);
  int locale = cas_rules_lord_locale (t, lord);

  return locale >= 0 && cas_rules_lord_side (t, lord) == ids->teutons && CAS_LORD (t, lord, CAS_L_MOVED) &&
         cas_table_lord_units (t, lord) > 0 && !cas_rules_besieged (t, lord) &&
         cas_game_get_locale (t->game, locale)->region == ids->crusader_livonia;
}

static void
hillforts_explain (const CasTable *t, CasLcExcuseNote note, int lord, CasExplain *ex)
{
  const char *name = lord >= 0 ? cas_rules_lord_name (t, lord) : NULL;

  switch (note)
    {
    case CAS_LC_EXCUSE_GIVEN:
      cas_explain_add (ex, "4.8.1,1.9.1", _("Hillforts (T8): %s is Unbesieged in Crusader Livonia and need not Feed this time"), name);
      break;
    case CAS_LC_EXCUSE_PICKED:
      cas_explain_add (ex, "4.8.1,1.9.1", _("Hillforts (T8) excuses one Unbesieged Teutonic Lord in Crusader Livonia; Castellan picks %s, which leaves the fewest Lords Unfed (choose another with --hillforts)"),
                       name);
      break;
    case CAS_LC_EXCUSE_NOBODY:
      cas_explain_add (ex, "4.8.1,1.9.1", _("Hillforts (T8) is in play, but no Teutonic Lord who must Feed is Unbesieged in Crusader Livonia"));
      break;
    case CAS_LC_EXCUSE_REFUSED:
      cas_explain_add (ex, "4.8.1,1.9.1", _("Hillforts (T8) cannot excuse %s: only a Teutonic Lord who must Feed, Unbesieged, in Crusader Livonia"),
                       name);
      break;
    case CAS_LC_EXCUSE_NOT_IN_PLAY:
    default:
      cas_explain_add (ex, "4.8.1,1.9.1", _("Hillforts (T8) is not in play, so it cannot excuse %s"), name);
      break;
    }
}

const CasLcFeedExcuse nevsky_hillforts = {
  .in_play = hillforts_in_play,
  .eligible = hillforts_eligible,
  .explain = hillforts_explain,
  .id = "hillforts",
  .name = "Hillforts",
};
