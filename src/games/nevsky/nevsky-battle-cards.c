/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-battle-cards.c: what Nevsky's Arts of War cards change in a Battle, Storm or
 * Sally (4.4, 4.5; cards.md): the Held Events and the Capabilities mapped onto the
 * effects the engine knows (CasLcBattleRules), Ransom (T16 / R7) and the Veche's Coin in
 * a Sack of Novgorod (1.4.2, 4.5.2). Asked when a Battle is set up or ends, never per
 * strike. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-battle.h"
#include "cas-rules.h"

/* The Held Events (3.1.3), in castellan-cli's --event order; the card of each side is
 * the one of that Event name (T9 / R5 Hill, T10 Field Organ, T5 / R2 Marsh, T4 / R1
 * Bridge, T6 / R6 Ambush, R4 Raven's Rock). */
static const CasLcBattleEvent events[] = {
  { "hill", "Hill", CAS_BATTLE_EVENT_FULL_ARCHERY, NULL, NULL },
  { "field_organ", "Field Organ", CAS_BATTLE_EVENT_LORD_MELEE, N_("Field Organ Lord"),
    N_("The Lord whose Knights and Sergeants get the Field Organ") },
  { "marsh", "Marsh", CAS_BATTLE_EVENT_NO_HORSE, NULL, NULL },
  { "bridge", "Bridge", CAS_BATTLE_EVENT_NARROW_CENTER, NULL, NULL },
  { "ambush", "Ambush", CAS_BATTLE_EVENT_FLANKS_OUT, NULL, NULL },
  { "ravens_rock", "Raven's Rock", CAS_BATTLE_EVENT_MELEE_WALLS, NULL, NULL },
};

/* The Capabilities the Battle asks for by name. */
static const char *const capabilities[] = { "Balistarii", "Streltsy", "Luchniki", "Halbbrüder", "Warrior Monks", "Trebuchets" };

gboolean
nevsky_battle_cards_check (CasGame *game, GError **error)
{
  for (gsize i = 0; i < G_N_ELEMENTS (events) + G_N_ELEMENTS (capabilities); i++)
    {
      gboolean event = i < G_N_ELEMENTS (events);
      const char *name = event ? events[i].name : capabilities[i - G_N_ELEMENTS (events)];
      gboolean found = FALSE;
      for (guint c = 0; c < cas_game_get_n_cards (game) && !found; c++)
        {
          const CasCard *card = cas_game_get_card (game, (int) c);
          found = g_strcmp0 (event ? card->event_name : card->cap_name, name) == 0;
        }
      if (!found)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "no %s \"%s\"", event ? "Event" : "Capability", name);
          return FALSE;
        }
    }
  return TRUE;
}

/* Who may use each Held Event, Battle or Storm, the Season (cards.md). A Sally is a
 * Battle (4.5.3), a Storm is not (4.4 NOTE); Winter is Early and Late Winter. */
static const char *
nevsky_event_void (const CasTable *t, gboolean storm, gboolean defending, guint effect)
{
  const char *season = cas_table_season (t)->id;
  gboolean winter = g_str_has_suffix (season, "winter");
  gboolean summer = g_str_equal (season, "summer");

  switch (effect)
    {
    case CAS_BATTLE_EVENT_FULL_ARCHERY:
      return defending && !storm ? NULL : _("only the Defenders may use it, in a Battle");
    case CAS_BATTLE_EVENT_NO_HORSE:
      return defending && !storm && !winter ? NULL : _("only the Defenders may use it, in a Battle outside Winter");
    case CAS_BATTLE_EVENT_NARROW_CENTER:
      return !storm && !winter ? NULL : _("it works only in a Battle outside Winter");
    case CAS_BATTLE_EVENT_FLANKS_OUT:
      return !storm ? NULL : _("it works only in a Battle");
    case CAS_BATTLE_EVENT_MELEE_WALLS:
      return !storm && !summer ? NULL : _("it works only in a Battle outside Summer");
    default:
      return NULL;
    }
}

/* A Lord's battle Capabilities (1.9.1, cards.md). */
static void
nevsky_fighter_mods (const CasTable *t, int lord, CasLcFighterMods *m)
{
  /* T4-T6 Balistarii, R3 / R13 Streltsy: Men-at-Arms shoot as Crossbowmen, half a Hit each. */
  if (cas_rules_lord_has_capability (t, lord, "Balistarii") || cas_rules_lord_has_capability (t, lord, "Streltsy"))
    m->crossbow[CAS_FORCE_MEN_AT_ARMS] = 1;
  /* R1 / R2 Luchniki: Light Horse and Militia shoot, half a Hit each. */
  if (cas_rules_lord_has_capability (t, lord, "Luchniki"))
    m->archery[CAS_FORCE_LIGHT_HORSE] = m->archery[CAS_FORCE_MILITIA] = 1;
  /* T9 / T10 Halbbrüder: Sergeants and Men-at-Arms Armor 1-4. */
  if (cas_rules_lord_has_capability (t, lord, "Halbbrüder"))
    m->armor[CAS_FORCE_SERGEANTS] = m->armor[CAS_FORCE_MEN_AT_ARMS] = 1;
  /* T7 / T15 Warrior Monks: one failed Knights Armor roll re-rolled per step. */
  if (cas_rules_lord_has_capability (t, lord, "Warrior Monks"))
    m->reroll |= 1u << CAS_FORCE_KNIGHTS;
  /* T14 Trebuchets: Russian Walls and Siegeworks 1 lower. */
  if (cas_rules_lord_has_capability (t, lord, "Trebuchets") && cas_rules_lord_side (t, lord) == nevsky_ids (t)->teutons)
    m->walls_cut = 1;
}

static char *
nevsky_reroll_purpose (const char *lord_name, int unit, int range)
{
  return g_strdup_printf (_("Warrior Monks re-roll for the Knights of %s, Armor 1-%d"), lord_name, range);
}

/* T16 / R7 Ransom (cards.md): each enemy Lord removed in the Battle gives one Lord of the
 * side holding the Capability who is there Coin equal to the removed Lord's Service
 * rating. Castellan gives it to the first such Lord in Lord order (after the Spoils,
 * up to the cap of 8). The Attackers' removed Lords first, each side's in Lord order. */
static int
nevsky_battle_ransom (const CasTable *t, const CasLcBattleEnd *end, CasLcRemovedCoin *out, int max, CasExplain *ex)
{
  CasGame *game = t->game;
  int cap = cas_game_get_asset_cap (game);
  int n = 0;

  for (int k = 0; k < 2; k++)
    {
      int losers = k == 0 ? end->attacker : 1 - end->attacker;
      int gs = 1 - losers;
      int card = -1;
      for (guint c = 0; c < cas_game_get_n_cards (game) && card < 0; c++)
        {
          const CasCard *kc = cas_game_get_card (game, (int) c);
          if (kc->side == gs && g_strcmp0 (kc->cap_name, "Ransom") == 0 && CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_CAPABILITY)
            card = (int) c;
        }
      if (card < 0)
        continue;
      g_autofree char *card_id = g_ascii_strup (cas_game_get_card (game, card)->id, -1);
      int gainer = -1, given = 0;
      for (guint l = 0; l < cas_game_get_n_lords (game) && l < 64 && gainer < 0; l++)
        if (cas_rules_lord_side (t, (int) l) == gs && (end->stays & (G_GUINT64_CONSTANT (1) << l)))
          gainer = (int) l;
      for (guint l = 0; l < cas_game_get_n_lords (game) && l < 64; l++)
        {
          int coin = cas_game_get_lord (game, (int) l)->service;
          if (!(end->removed & (G_GUINT64_CONSTANT (1) << l)) || cas_rules_lord_side (t, (int) l) != losers)
            continue;
          if (gainer < 0)
            {
              cas_explain_add (ex, "1.9.1", _("Ransom (%s): no Lord of the %s is left there to gain Coin for %s."), card_id,
                               cas_game_get_side_name (game, gs), cas_rules_lord_name (t, (int) l));
              continue;
            }
          if (n < max)
            {
              out[n].removed = (int) l;
              out[n].lord = gainer;
              out[n++].coin = coin;
            }
          cas_explain_add (ex, "1.9.1,4.4.3", _("Ransom (%s): %s gains %d Coin for %s, that Lord's Service rating (Castellan gives it to the first Lord of the %s there)."),
                           card_id, cas_rules_lord_name (t, gainer), coin, cas_rules_lord_name (t, (int) l),
                           cas_game_get_side_name (game, gs));
          int have = CAS_LORD (t, gainer, CAS_L_ASSETS + CAS_ASSET_COIN) + given + (gainer == end->first_winner ? end->spoils_coin : 0);
          int add = MIN (coin, cap - have);
          if (add > 0)
            {
              cas_explain_propose (ex, "assets %s coin +%d", cas_game_get_lord (game, gainer)->id, add);
              given += add;
            }
        }
    }
  return n;
}

/* 4.5.2, 1.4.2: a Sack of Novgorod adds the Veche's Coin to the Spoils... */
static int
nevsky_sack_coin (const CasTable *t, int locale)
{
  return cas_game_get_locale (t->game, locale)->kind == NEVSKY_LOCALE_NOVGOROD ? CAS_GLOBAL (t, NEVSKY_G_VECHE_COIN) : 0;
}

/* ... and empties it. */
static void
nevsky_sacked (const CasTable *t, int locale, CasExplain *ex)
{
  if (cas_game_get_locale (t->game, locale)->kind == NEVSKY_LOCALE_NOVGOROD && CAS_GLOBAL (t, NEVSKY_G_VECHE_COIN))
    cas_explain_propose (ex, "veche coin 0");
}

const CasLcBattleRules nevsky_battle_cards = {
  .events = events,
  .n_events = G_N_ELEMENTS (events),
  .event_void = nevsky_event_void,
  .fighter_mods = nevsky_fighter_mods,
  .reroll_purpose = nevsky_reroll_purpose,
  .removed_coin_key = "ransom",
  .removed_coin = nevsky_battle_ransom,
  .sack_coin = nevsky_sack_coin,
  .sacked = nevsky_sacked,
};
