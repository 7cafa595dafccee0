/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-rules.c: Nevsky's CasLcRules: the ids its hooks rely on, and its Seats (1.3.1).
 * The other hooks live in the nevsky-*.c files beside it. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-rules.h"

/* The Capabilities and Events the hooks ask for by name (cas_rules_side_has_capability ()). */
static const char *const capabilities[] = { "Ordensburgen", "Archbishopric", "Hillforts", "Ransom", "Raiders", "Veliky Knyaz", "Crusade", "Steppe Warriors", "William of Modena" };
static const char *const events[] = { "Famine" };

static gboolean
need (int index, const char *kind, const char *id, GError **error)
{
  if (index >= 0)
    return TRUE;
  g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "no %s \"%s\"", kind, id);
  return FALSE;
}

static int
find_region (CasGame *game, const char *id)
{
  for (guint i = 0; i < cas_game_get_n_regions (game); i++)
    if (g_strcmp0 (cas_game_get_region (game, (int) i)->id, id) == 0)
      return (int) i;
  return -1;
}

static gboolean
has_card (CasGame *game, const char *name, gboolean event)
{
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    {
      const CasCard *card = cas_game_get_card (game, (int) c);
      if (g_strcmp0 (event ? card->event_name : card->cap_name, name) == 0)
        return TRUE;
    }
  return FALSE;
}

static gpointer
nevsky_bind (CasGame *game, GError **error)
{
  g_autofree NevskyIds *ids = g_new0 (NevskyIds, 1);

  ids->teutons = cas_game_find_side (game, "teutonic");
  ids->russians = cas_game_find_side (game, "russian");
  ids->crusader_livonia = find_region (game, "crusader_livonia");
  ids->novgorod = cas_game_find_locale (game, "novgorod");
  ids->william_of_modena = cas_game_find_card (game, "t13");
  ids->crusade = cas_game_find_card (game, "t11");
  ids->steppe_warriors = cas_game_find_card (game, "r10");
  ids->valdemar = cas_game_find_card (game, "r11");
  ids->death_of_the_pope = cas_game_find_card (game, "r15");
  ids->dietrich = cas_game_find_card (game, "r17");
  ids->knud_and_abel = cas_game_find_lord (game, "knud_and_abel");
  ids->andreas = cas_game_find_lord (game, "andreas");
  ids->rudolf = cas_game_find_lord (game, "rudolf");
  ids->aleksandr = cas_game_find_lord (game, "aleksandr");
  ids->andrey = cas_game_find_lord (game, "andrey");
  if (!need (ids->teutons, "side", "teutonic", error) || !need (ids->russians, "side", "russian", error) ||
      !need (ids->crusader_livonia, "Region", "crusader_livonia", error) ||
      !need (ids->novgorod, "Locale", "novgorod", error) || !need (ids->william_of_modena, "card", "t13", error))
    return NULL;
  {
    const struct {
      int index;
      const char *kind, *id;
    } more[] = {
      { ids->crusade, "card", "t11" },           { ids->steppe_warriors, "card", "r10" },
      { ids->valdemar, "card", "r11" },          { ids->death_of_the_pope, "card", "r15" },
      { ids->dietrich, "card", "r17" },          { ids->knud_and_abel, "Lord", "knud_and_abel" },
      { ids->andreas, "Lord", "andreas" },       { ids->rudolf, "Lord", "rudolf" },
      { ids->aleksandr, "Lord", "aleksandr" },   { ids->andrey, "Lord", "andrey" },
    };
    for (gsize i = 0; i < G_N_ELEMENTS (more); i++)
      if (!need (more[i].index, more[i].kind, more[i].id, error))
        return NULL;
  }
  for (gsize i = 0; i < G_N_ELEMENTS (capabilities); i++)
    if (!need (has_card (game, capabilities[i], FALSE) ? 0 : -1, "Capability", capabilities[i], error))
      return NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (events); i++)
    if (!need (has_card (game, events[i], TRUE) ? 0 : -1, "Event", events[i], error))
      return NULL;
  /* Battle (4.4, 4.5): the cards nevsky-battle-cards.c names. */
  if (!nevsky_battle_cards_check (game, error))
    return NULL;
  /* Supply (4.6): its Transport in Nevsky's slots, its Capabilities by name. */
  {
    static const char *const supply_capabilities[] = { "Cogs", "Lodya" };
    for (gsize i = 0; i < G_N_ELEMENTS (supply_capabilities); i++)
      if (!need (has_card (game, supply_capabilities[i], FALSE) ? 0 : -1, "Capability", supply_capabilities[i], error))
        return NULL;
  }
  if (!nevsky_supply_check (game, error))
    return NULL;
  return g_steal_pointer (&ids);
}

const NevskyIds *
nevsky_ids (const CasTable *t)
{
  return cas_lc_rules_bound (t->game);
}

/* 1.3.1 Seats, Nevsky's extras: the Commanderies under Ordensburgen (T12); Novgorod
 * under Archbishopric (R15), which may repeat a printed Seat. */
int
nevsky_seats (const CasTable *t, int lord, int *out, int n, int max, CasExplain *why)
{
  CasGame *game = t->game;
  int side = cas_rules_lord_side (t, lord);

  if (cas_rules_side_has_capability (t, side, "Ordensburgen"))
    {
      for (guint i = 0; i < cas_game_get_n_locales (game) && n < max; i++)
        if (cas_game_get_locale (game, (int) i)->commandery)
          out[n++] = (int) i;
      if (why)
        cas_explain_add (why, "1.3.1,1.9.1", _("Ordensburgen makes the Commanderies extra Seats"));
    }
  if (cas_rules_side_has_capability (t, side, "Archbishopric"))
    {
      if (n < max)
        out[n++] = nevsky_ids (t)->novgorod;
      if (why)
        cas_explain_add (why, "1.3.1,1.9.1", _("Archbishopric makes Novgorod an extra Seat"));
    }
  return n;
}

const CasLcRules cas_nevsky_rules = {
  .id = "nevsky",
  .bind = nevsky_bind,
  .seats = nevsky_seats,
  .feed_excuse = &nevsky_hillforts,
  .pay_pool = &nevsky_veche_coin,
  .victory_items = nevsky_victory_items,
  .lord_removed = nevsky_ransom,
  .departures = nevsky_departures,
  .command_notes = nevsky_command_notes,
  .levy_barred = nevsky_levy_barred,
  .levy_extras = nevsky_levy_extras,
  .end_campaign = nevsky_end_campaign,
  .audit = nevsky_audit,
  .battle_end = nevsky_battle_end,
  /* Laden and Sail (4.3.2, 4.7.3) */
  .laden = &nevsky_laden,
  /* Actions (docs/cli.md) */
  .actions = nevsky_actions,
  .n_actions = NEVSKY_N_ACTIONS,
  .lord_leaves = nevsky_lord_leaves,
  .show_line = nevsky_show_line,
  /* Battle (4.4, 4.5) */
  .battle = &nevsky_battle_cards,
  /* Audit of one Special Vassal, one Locale */
  .audit_vassal = nevsky_audit_vassal,
  .audit_locale = nevsky_audit_locale,
  /* Supply (4.6) */
  .supply = &nevsky_supply,
  /* Levy, Audit, Victory (lint-lc2) */
  .vassal_own_muster = nevsky_levy_is_crusader,
  .levy_no_fealty = nevsky_levy_no_fealty,
  .audit_clean = nevsky_audit_clean,
  .vp_box_id = "veche",
  .forage_barred_key = "famine",
  .forage_barred_name = "Famine",
  .forage_season = nevsky_forage_season,
  .besieged_commands = nevsky_besieged_commands,
  .end_campaign_seasons = &nevsky_end_campaign_seasons,
  /* Table cells (lint0): the Veche box and the Legate (1.4) */
  .cells = nevsky_cells,
  .n_cells = NEVSKY_N_CELLS,
  /* Roles (issue 16): the ids of Nevsky's Transport and Locale types (nevsky-types.h) */
  .asset_roles = { [NEVSKY_ASSET_SLED] = "sled", [NEVSKY_ASSET_BOAT] = "boat" },
  .locale_roles = { [NEVSKY_LOCALE_TRADE_ROUTE] = "trade_route", [NEVSKY_LOCALE_BISHOPRIC] = "bishopric",
                    [NEVSKY_LOCALE_NOVGOROD] = "novgorod" },
};
