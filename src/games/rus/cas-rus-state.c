/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-state.c: Rus names and ids, the Kingdom cards, setup, and the state's JSON. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus-state.h"
#include "cas-rus-private.h"

G_STATIC_ASSERT (sizeof (CasRusState) % sizeof (int) == 0);
G_STATIC_ASSERT (sizeof (CasRusSettings) == CAS_RUS_N_SETTINGS * sizeof (int));

const int *
cas_rus_state_cells (const CasRusState *s)
{
  return (const int *) s;
}

gboolean
cas_rus_state_equal (const CasRusState *a, const CasRusState *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

void
cas_rus_settings_init (CasRusSettings *set)
{
  memset (set, 0, sizeof *set);
  set->u2_one_bonus = 1;
  set->u3_end_on_activation = 0;
  set->u4_count_black_death = 1;
  set->u5_tiles_pile_up = 1;
  set->u6_bulgar_vladimir = 0;
  set->u7_shuffle_each_turn = 0;
  set->u12_invader_bonus = 1;
  set->u13_round_up = 0;
  set->u14_tie_plus = 0;
  set->u15_clockwise = 0;
  set->u16_shared = 0;
  set->c1_order = CAS_RUS_TIES_VP_P17;
  set->neutral_settlement = 1;
  set->u1_box_limits = 1;
  set->u10_one_per_basic = 1;
  set->u11_teutons_8 = 1;
  set->u17_two_player_switch = CAS_RUS_U17_ASK;
  set->u19_lead_any_volume = 1;
  /* issue 18 (rus-rules): the Politics cards' numbers, Castellan's defaults (unverified) */
  set->good_harvest = 1;
  set->harsh_winter = 1;
  set->famine = 1;
}

/* ---- names ---- */

static const char *const kingdom_ids[CAS_RUS_N_KINGDOMS] = {
  "bulgars", "lithuanians", "khazars", "rus", "slavs", "golden-horde", "muscovy", "vladimir",
};
static const char *const kingdom_names[CAS_RUS_N_KINGDOMS] = {
  N_("Bulgars"), N_("Lithuanians"), N_("Khazars"), N_("Rus"), N_("Slavs"),
  N_("Golden Horde"), N_("Muscovy"), N_("Vladimir"),
};
static const char *const resource_ids[CAS_RUS_N_RESOURCES] = {
  "grain", "livestock", "timber", "ore", "money", "cloth", "paper", "supplies",
};
static const char *const action_ids[CAS_RUS_N_ACTIONS] = {
  "politics", "diplomacy", "influence", "harvest", "trade", "construction", "recruitment",
  "campaign", "culture",
};
static const char *const action_names[CAS_RUS_N_ACTIONS] = {
  N_("Politics"), N_("Diplomacy"), N_("Influence/Tribute"), N_("Harvest"), N_("Trade"),
  N_("Construction"), N_("Recruitment"), N_("Campaign"), N_("Culture & Technology"),
};
static const char *const card_ids[CAS_RUS_N_POLITICS] = {
  "golden-horde", "muscovy", "vladimir", "vikings", "teutons", "black-death",
  "good-harvest", "harsh-winter", "famine",
};
static const char *const card_names[CAS_RUS_N_POLITICS] = {
  N_("Golden Horde"), N_("Muscovy"), N_("Vladimir"), N_("Viking Invasion"),
  N_("Teutonic Invasion"), N_("Black Death"), N_("Good Harvest"), N_("Harsh Winter"),
  N_("Famine"),
};
static const char *const resource_names[CAS_RUS_N_RESOURCES] = {
  N_("Grain"), N_("Livestock"), N_("Timber"), N_("Ore"), N_("Money"), N_("Cloth"),
  N_("Paper"), N_("Building Supplies"),
};
static const char *const terrain_ids[] = {
  "unknown", "arable", "steppe", "forest", "mountain", "taiga",
};
static const char *const terrain_names[] = {
  N_("unknown terrain"), N_("Arable"), N_("Steppe"), N_("Forest"), N_("Mountain"), N_("Taiga"),
};
static const char *const settlement_ids[] = { "none", "town", "city", "fortress" };
static const char *const settlement_names[] = {
  N_("no settlement"), N_("Town"), N_("City"), N_("Fortress"),
};
static const char *const status_ids[] = {
  "out-of-play", "active", "neutral", "emerging", "conquered", "wiped-out",
};
static const char *const status_names[] = {
  N_("out of play"), N_("active"), N_("Neutral"), N_("Emerging"), N_("conquered"),
  N_("wiped out"),
};
static const char *const variant_ids[] = { "standard", "long", "learning" };
static const char *const religion_ids[] = { "none", "orthodox", "catholic" };
static const char *const power_ids[CAS_RUS_N_POWERS] = { "china", "europe", "scandinavia", "byzantium" };
static const char *const power_names[CAS_RUS_N_POWERS] = {
  N_("China"), N_("Europe"), N_("Scandinavia"), N_("the Byzantine Empire"),
};
static const char *const ability_ids[CAS_RUS_N_ABILITIES] = {
  "agriculture", "husbandry", "forestry", "mining", "alchemy", "weaving", "pulping",
  "architecture", "carpentry", "academy", "barbarian-horde", "metallurgy", "cavalry", "warehouse",
};
static const char *const ability_names[CAS_RUS_N_ABILITIES] = {
  N_("Agriculture"), N_("Husbandry"), N_("Forestry"), N_("Mining"), N_("Alchemy"),
  N_("Weaving"), N_("Pulping"), N_("Architecture"), N_("Carpentry"), N_("Academy"),
  N_("Barbarian Horde"), N_("Metallurgy"), N_("Cavalry"), N_("Warehouse"),
};

/* The areas the rulebook names [SETUP p.2; LEARN p.18], with the VP printed on them where
 * a source gives it: Kiev, Novgorod, Moscow 2 [VASSAL p.15; VP p.17]; Saray 1, Bulgar
 * and Lithuania 0 follow from the Kingdoms' starting VP (inferred). */
static const struct {
  const char *id;
  const char *name;
  int printed_vp;
} known_areas[CAS_RUS_N_KNOWN_AREAS] = {
  { "bulgar", N_("Bulgar"), 0 },
  { "volga", N_("Volga"), -1 },
  { "ufa", N_("Ufa"), -1 },
  { "vyatka", N_("Vyatka"), -1 },
  { "vladimir", N_("Vladimir"), -1 },            /* U6: perhaps a stray word */
  { "lithuania", N_("Lithuania"), 0 },
  { "latvia", N_("Latvia"), -1 },
  { "polotsk", N_("Polotsk"), -1 },
  { "turov", N_("Turov"), -1 },
  { "saray", N_("Saray"), 1 },
  { "azov", N_("Azov"), -1 },
  { "volga-plain", N_("Volga Plain"), -1 },
  { "turan-steppe", N_("Turan Steppe"), -1 },
  { "kiev", N_("Kiev"), 2 },
  { "ukraine", N_("Ukraine"), -1 },
  { "crimea", N_("Crimea"), -1 },
  { "pecheneg", N_("Pecheneg"), -1 },
  { "novgorod", N_("Novgorod"), 2 },
  { "estonia", N_("Estonia"), -1 },
  { "kola", N_("Kola"), -1 },
  { "vladimir-suzdal", N_("Vladimir-Suzdal"), -1 },
  { "moscow", N_("Moscow"), 2 },
};

static int
find_id (const char *const *ids, gsize n, const char *id)
{
  if (id == NULL)
    return -1;
  for (gsize i = 0; i < n; i++)
    if (g_str_equal (ids[i], id))
      return (int) i;
  return -1;
}

static const char *
get_id (const char *const *ids, gsize n, int i)
{
  return i >= 0 && (gsize) i < n ? ids[i] : NULL;
}

#define ID_FN(fn_id, fn_from, table)                                              \
  const char *fn_id (int i) { return get_id (table, G_N_ELEMENTS (table), i); } \
  int fn_from (const char *id) { return find_id (table, G_N_ELEMENTS (table), id); }

ID_FN (cas_rus_kingdom_id, cas_rus_kingdom_from_id, kingdom_ids)
ID_FN (cas_rus_resource_id, cas_rus_resource_from_id, resource_ids)
ID_FN (cas_rus_action_id, cas_rus_action_from_id, action_ids)
ID_FN (cas_rus_card_id, cas_rus_card_from_id, card_ids)
ID_FN (cas_rus_terrain_id, cas_rus_terrain_from_id, terrain_ids)
ID_FN (cas_rus_settlement_id, cas_rus_settlement_from_id, settlement_ids)
ID_FN (cas_rus_status_id, cas_rus_status_from_id, status_ids)
ID_FN (cas_rus_variant_id, cas_rus_variant_from_id, variant_ids)
ID_FN (cas_rus_religion_id, cas_rus_religion_from_id, religion_ids)
ID_FN (cas_rus_power_id, cas_rus_power_from_id, power_ids)
ID_FN (cas_rus_ability_id, cas_rus_ability_from_id, ability_ids)

#define NAME_FN(fn, table)                                  \
  const char *fn (int i)                                    \
  {                                                         \
    const char *n = get_id (table, G_N_ELEMENTS (table), i); \
    return n ? _(n) : "?";                                  \
  }

NAME_FN (cas_rus_resource_name, resource_names)
NAME_FN (cas_rus_terrain_name, terrain_names)
NAME_FN (cas_rus_settlement_name, settlement_names)
NAME_FN (cas_rus_status_name, status_names)
NAME_FN (cas_rus_power_name, power_names)
NAME_FN (cas_rus_ability_name, ability_names)

NAME_FN (cas_rus_kingdom_name, kingdom_names)
NAME_FN (cas_rus_action_name, action_names)
NAME_FN (cas_rus_card_name, card_names)

char *
cas_rus_area_id (int area)
{
  if (area >= 0 && area < CAS_RUS_N_KNOWN_AREAS)
    return g_strdup (known_areas[area].id);
  return g_strdup_printf ("area-%d", area + 1);
}

const char *
cas_rus_area_name (int area)
{
  return area >= 0 && area < CAS_RUS_N_KNOWN_AREAS ? _(known_areas[area].name) : NULL;
}

int
cas_rus_area_from_id (const char *id)
{
  if (id == NULL)
    return -1;
  for (int i = 0; i < CAS_RUS_N_KNOWN_AREAS; i++)
    if (g_str_equal (known_areas[i].id, id))
      return i;
  if (g_str_has_prefix (id, "area-"))
    {
      guint64 n = 0;
      if (g_ascii_string_to_unsigned (id + 5, 10, CAS_RUS_N_KNOWN_AREAS + 1, CAS_RUS_MAX_AREAS, &n, NULL))
        return (int) n - 1;
    }
  return -1;
}

/* ---- the Kingdom cards [SETUP p.2] ---- */

void
cas_rus_kingdom_card (int kingdom, const CasRusSettings *set, CasRusKingdomCard *card)
{
  static const struct {
    int areas[5];
    int settlement;
    int res[4];     /* resource, count, resource, count */
    int vp;
  } cards[CAS_RUS_N_STARTING] = {
    { { 0, 1, 2, 3, -1 }, CAS_RUS_TOWN, { CAS_RUS_LIVESTOCK, 2, CAS_RUS_TIMBER, 2 }, 0 },
    { { 5, 6, 7, 8, -1 }, CAS_RUS_TOWN, { CAS_RUS_GRAIN, 1, CAS_RUS_TIMBER, 3 }, 0 },
    { { 9, 10, 11, 12, -1 }, CAS_RUS_TOWN, { CAS_RUS_GRAIN, 1, CAS_RUS_LIVESTOCK, 3 }, 1 },
    { { 13, 14, 15, 16, -1 }, CAS_RUS_TOWN, { CAS_RUS_LIVESTOCK, 1, CAS_RUS_GRAIN, 3 }, 2 },
    { { 17, 18, 19, 20, -1 }, CAS_RUS_CITY, { CAS_RUS_MONEY, 3, CAS_RUS_MONEY, 0 }, 3 },
  };
  memset (card, 0, sizeof *card);
  card->capital = -1;
  if (kingdom < 0 || kingdom >= CAS_RUS_N_STARTING)
    return;
  card->capital = cards[kingdom].areas[0];
  for (int i = 0; i < 5 && cards[kingdom].areas[i] >= 0; i++)
    card->areas[card->n_areas++] = cards[kingdom].areas[i];
  /* U6: the Bulgar list has a fifth name, "Vladimir" (area slot 4). */
  if (kingdom == CAS_RUS_BULGARS && set && set->u6_bulgar_vladimir)
    card->areas[card->n_areas++] = 4;
  card->settlement = cards[kingdom].settlement;
  card->resources[cards[kingdom].res[0]] += cards[kingdom].res[1];
  card->resources[cards[kingdom].res[2]] += cards[kingdom].res[3];
  card->printed_vp = cards[kingdom].vp;
}

int
cas_rus_stacking_limit (int terrain, int settlement)
{
  static const int base[] = { -1, 3, 3, 2, 1, 1 };
  static const int extra[] = { 0, 1, 2, 2 };
  if (terrain <= CAS_RUS_TERRAIN_UNKNOWN || terrain > CAS_RUS_TAIGA ||
      settlement < 0 || settlement > CAS_RUS_FORTRESS)
    return -1;
  return base[terrain] + extra[settlement];
}

int
cas_rus_kingdom_player (const CasRusState *s, int kingdom)
{
  for (int p = 0; p < s->n_players; p++)
    if (s->players[p].kingdom == kingdom || (kingdom >= 0 && s->players[p].kingdom2 == kingdom))
      return p;
  return -1;
}

/* ---- setup [SETUP p.2; TWOP p.19; LEARN p.18; LONG p.19] ---- */

static void
place_kingdom (CasRusState *s, int kingdom, gboolean neutral)
{
  CasRusKingdomCard card;
  CasRusKingdom *k = &s->kingdoms[kingdom];

  cas_rus_kingdom_card (kingdom, &s->settings, &card);
  k->status = neutral ? CAS_RUS_NEUTRAL : CAS_RUS_ACTIVE;
  /* SETUP p.2 sidebar: a Neutral Kingdom has 2 armies on each start area, 3 in the
   * capital; a player's Kingdom 1 on each. */
  for (int i = 0; i < card.n_areas; i++)
    {
      CasRusArea *a = &s->areas[card.areas[i]];
      a->owner = kingdom;
      a->armies = neutral ? (card.areas[i] == card.capital ? 3 : 2) : 1;
    }
  if (!neutral || s->settings.neutral_settlement)
    s->areas[card.capital].settlement = card.settlement;
  /* Whether a Neutral Kingdom holds resources is not stated: it starts with none. */
  if (!neutral)
    memcpy (k->resources, card.resources, sizeof k->resources);
}

gboolean
cas_rus_state_setup (CasRusState *s, int n_players, CasRusVariant variant,
                     const int *kingdoms, const CasRusSettings *settings, GError **error)
{
  static const int two_player[2][2] = {
    { CAS_RUS_KHAZARS, CAS_RUS_SLAVS }, { CAS_RUS_LITHUANIANS, CAS_RUS_RUS },
  };
  gboolean taken[CAS_RUS_N_KINGDOMS] = { FALSE };

  if (n_players < CAS_RUS_MIN_PLAYERS || n_players > CAS_RUS_MAX_PLAYERS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Rus is played by 2 to 5 players, not %d"), n_players);
      return FALSE;
    }
  if ((int) variant < CAS_RUS_STANDARD || variant > CAS_RUS_LEARNING)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Unknown Rus variant %d"), variant);
      return FALSE;
    }
  for (int p = 0; n_players > 2 && p < n_players; p++)
    {
      int k = kingdoms ? kingdoms[p] : p;
      if (k < 0 || k >= CAS_RUS_N_STARTING || taken[k])
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("Player %d needs a starting Kingdom of their own (1-5)"), p + 1);
          return FALSE;
        }
      taken[k] = TRUE;
    }

  memset (s, 0, sizeof *s);
  if (settings)
    s->settings = *settings;
  else
    cas_rus_settings_init (&s->settings);
  s->n_players = n_players;
  s->variant = variant;
  s->turn = 1;
  s->round = 0;
  s->n_areas = CAS_RUS_N_KNOWN_AREAS;
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    {
      s->areas[a].owner = -1;
      s->areas[a].printed_vp = a < CAS_RUS_N_KNOWN_AREAS ? known_areas[a].printed_vp : -1;
    }
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    {
      s->kingdoms[k].status = k < CAS_RUS_N_STARTING ? CAS_RUS_NEUTRAL : CAS_RUS_OUT_OF_PLAY;
      s->kingdoms[k].player = -1;
      s->kingdoms[k].influenced_by = -1;
      s->kingdoms[k].ruler = -1;
    }
  for (int p = 0; p < CAS_RUS_MAX_PLAYERS; p++)
    {
      s->players[p].kingdom = -1;
      s->players[p].kingdom2 = -1;
    }
  for (int i = 0; i < CAS_RUS_N_ACTIONS; i++)
    s->track.picker[i] = -1;
  for (int i = 0; i < CAS_RUS_N_INVADER_SLOTS; i++)
    s->invaders[i].controller = -1;
  s->politics.deck_size = variant == CAS_RUS_LONG ? 9 : variant == CAS_RUS_LEARNING ? 5 : 6;

  for (int p = 0; p < n_players; p++)
    {
      s->players[p].seat = p;
      if (n_players == 2)
        {
          s->players[p].kingdom = two_player[p][0];
          s->players[p].kingdom2 = two_player[p][1];
          taken[two_player[p][0]] = taken[two_player[p][1]] = TRUE;
        }
      else
        s->players[p].kingdom = kingdoms ? kingdoms[p] : p;
    }
  for (int k = 0; k < CAS_RUS_N_STARTING; k++)
    {
      int p = cas_rus_kingdom_player (s, k);
      place_kingdom (s, k, p < 0);
      s->kingdoms[k].player = p;
    }
  return TRUE;
}

/* ---- JSON ---- */

static void
add_int (JsonBuilder *b, const char *key, int v)
{
  json_builder_set_member_name (b, key);
  json_builder_add_int_value (b, v);
}

static void
add_str (JsonBuilder *b, const char *key, const char *v)
{
  json_builder_set_member_name (b, key);
  if (v)
    json_builder_add_string_value (b, v);
  else
    json_builder_add_null_value (b);
}

static void
add_bool (JsonBuilder *b, const char *key, int v)
{
  json_builder_set_member_name (b, key);
  json_builder_add_boolean_value (b, v != 0);
}

static void
add_resources (JsonBuilder *b, const int *res)
{
  json_builder_set_member_name (b, "resources");
  json_builder_begin_object (b);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (res[r] != 0)
      add_int (b, resource_ids[r], res[r]);
  json_builder_end_object (b);
}

/* The ids whose cell is not 0, as a list. */
static void
add_flags (JsonBuilder *b, const char *key, const int *cells, const char *const *ids, int n)
{
  json_builder_set_member_name (b, key);
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    if (cells[i] != 0)
      json_builder_add_string_value (b, ids[i]);
  json_builder_end_array (b);
}

/* Settings by name in JSON; order = CasRusSettings members. */
static const char *const setting_keys[CAS_RUS_N_SETTINGS] = {
  "u2_one_bonus", "u3_end_on_activation", "u4_count_black_death", "u5_tiles_pile_up",
  "u6_bulgar_vladimir", "u7_shuffle_each_turn", "u12_invader_bonus", "u13_round_up",
  "u14_tie_plus", "u15_clockwise", "u16_shared", "c1_order", "neutral_settlement",
  "u1_box_limits", "u10_one_per_basic", "u11_teutons_8", "u17_two_player_switch", "u19_lead_any_volume",
  "good_harvest", "harsh_winter", "famine",   /* issue 18 (rus-rules) */
};
static const char *const tie_order_ids[] = { "vp-p17", "black-death-p7" };
static const char *const u17_ids[] = { "ask", "loses", "gains" };
/* issue 18 (rus-rules): a Politics card's number of tiles */
static const char *const card_tiles_ids[CAS_RUS_MAX_CARD_TILES + 1] = { "0", "1", "2" };

/* The words of a setting that is not yes/no, NULL for yes/no. */
static const char *const *
setting_words (int setting, gsize *n)
{
  const char *const *words = NULL;
  *n = 2;
  if (setting == CAS_RUS_SETTING_C1)
    {
      words = tie_order_ids;
      *n = G_N_ELEMENTS (tie_order_ids);
    }
  else if (setting == CAS_RUS_SETTING_U17)
    {
      words = u17_ids;
      *n = G_N_ELEMENTS (u17_ids);
    }
  else if (setting >= CAS_RUS_SETTING_GOOD_HARVEST && setting <= CAS_RUS_SETTING_FAMINE)
    {
      words = card_tiles_ids;
      *n = G_N_ELEMENTS (card_tiles_ids);
    }
  return words;
}

int
cas_rus_setting_n_values (int setting)
{
  gsize n = 0;
  setting_words (setting, &n);
  return (int) n;
}

const char *
cas_rus_setting_value_id (int setting, int value)
{
  gsize n = 0;
  const char *const *words = setting_words (setting, &n);
  return words ? get_id (words, n, value) : NULL;
}

int
cas_rus_setting_value_from_id (int setting, const char *id)
{
  gsize n = 0;
  const char *const *words = setting_words (setting, &n);
  return words ? find_id (words, n, id) : -1;
}

ID_FN (cas_rus_setting_key, cas_rus_setting_from_key, setting_keys)
ID_FN (cas_rus_tie_order_id, cas_rus_tie_order_from_id, tie_order_ids)
ID_FN (cas_rus_u17_id, cas_rus_u17_from_id, u17_ids)

/* issue 18 (rus-invaders): the invaders' pieces, a member written only when some are in
 * play, so that saves and `show --json` without them stay as they were. */
static void
add_invaders (JsonBuilder *b, const CasRusState *s)
{
  gboolean any = FALSE;
  for (int i = 0; i < CAS_RUS_N_INVADER_SLOTS; i++)
    any = any || cas_rus_invader_in_play (s, i);
  if (!any)
    return;
  json_builder_set_member_name (b, "invaders");
  json_builder_begin_object (b);
  for (int i = 0; i < CAS_RUS_N_INVADER_SLOTS; i++)
    {
      const CasRusInvaderPieces *inv = &s->invaders[i];
      if (!cas_rus_invader_in_play (s, i))
        continue;
      json_builder_set_member_name (b, cas_rus_invader_slot_id (i));
      json_builder_begin_object (b);
      add_int (b, "waiting", inv->waiting);
      add_int (b, "controller", inv->controller);
      json_builder_set_member_name (b, "armies");
      json_builder_begin_object (b);
      for (int a = 0; a < s->n_areas; a++)
        if (inv->armies[a] > 0)
          {
            g_autofree char *id = cas_rus_area_id (a);
            add_int (b, id, inv->armies[a]);
          }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "held");
      json_builder_begin_array (b);
      for (int a = 0; a < s->n_areas; a++)
        if (inv->held[a])
          {
            g_autofree char *id = cas_rus_area_id (a);
            json_builder_add_string_value (b, id);
          }
      json_builder_end_array (b);
      add_flags (b, "vassals", inv->vassals, kingdom_ids, CAS_RUS_N_KINGDOMS);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

JsonNode *
cas_rus_state_to_json (const CasRusState *s)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const int *set = (const int *) &s->settings;
  CasRusSettings defaults;

  cas_rus_settings_init (&defaults);
  json_builder_begin_object (b);
  add_str (b, "game", "rus");
  add_int (b, "players", s->n_players);
  add_str (b, "variant", get_id (variant_ids, G_N_ELEMENTS (variant_ids), s->variant));
  add_int (b, "turn", s->turn);
  add_int (b, "round", s->round);

  json_builder_set_member_name (b, "settings");
  json_builder_begin_object (b);
  for (int i = 0; i < CAS_RUS_N_SETTINGS; i++)
    if (i >= CAS_RUS_SETTING_OMIT_DEFAULT && set[i] == ((const int *) &defaults)[i])
      continue;   /* issue 18 (rus-table): written only when chosen, so saves stay as they were */
    else if (cas_rus_setting_value_id (i, 0))
      add_str (b, setting_keys[i], cas_rus_setting_value_id (i, set[i]));
    else
      add_bool (b, setting_keys[i], set[i]);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (int p = 0; p < s->n_players; p++)
    {
      const CasRusPlayer *pl = &s->players[p];
      json_builder_begin_object (b);
      add_int (b, "seat", pl->seat);
      add_str (b, "kingdom", cas_rus_kingdom_id (pl->kingdom));
      if (pl->kingdom2 >= 0)
        add_str (b, "kingdom2", cas_rus_kingdom_id (pl->kingdom2));
      add_int (b, "submissions", pl->submissions);
      add_int (b, "objective_vp", pl->objective_vp);
      add_int (b, "occupation_vp", pl->occupation_vp);
      add_int (b, "switches", pl->switches);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "kingdoms");
  json_builder_begin_object (b);
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    {
      const CasRusKingdom *kg = &s->kingdoms[k];
      json_builder_set_member_name (b, kingdom_ids[k]);
      json_builder_begin_object (b);
      add_str (b, "status", get_id (status_ids, G_N_ELEMENTS (status_ids), kg->status));
      add_int (b, "player", kg->player);
      add_int (b, "influenced_by", kg->influenced_by);
      add_resources (b, kg->resources);
      add_int (b, "ct_vp", kg->ct_vp);
      add_int (b, "border_vp", kg->border_vp);
      add_bool (b, "warehouse", kg->warehouse);
      add_int (b, "metallurgy_turn", kg->metallurgy_turn);
      add_bool (b, "cavalry", kg->cavalry);
      add_str (b, "religion", get_id (religion_ids, G_N_ELEMENTS (religion_ids), kg->religion));
      add_str (b, "ruler", cas_rus_kingdom_id (kg->ruler));
      add_flags (b, "envoys", kg->envoys, power_ids, CAS_RUS_N_POWERS);
      add_flags (b, "allies", kg->allies, kingdom_ids, CAS_RUS_N_KINGDOMS);
      json_builder_set_member_name (b, "abilities");
      json_builder_begin_object (b);
      for (int i = 0; i < CAS_RUS_N_ABILITY_CELLS; i++)
        if (kg->abilities[i] != 0)
          add_int (b, ability_ids[i], kg->abilities[i]);
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "areas");
  json_builder_begin_object (b);
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      g_autofree char *id = cas_rus_area_id (a);
      json_builder_set_member_name (b, id);
      json_builder_begin_object (b);
      add_str (b, "owner", cas_rus_kingdom_id (ar->owner));
      add_int (b, "armies", ar->armies);
      add_str (b, "settlement", settlement_ids[CLAMP (ar->settlement, 0, 3)]);
      add_int (b, "built_turn", ar->built_turn);
      add_str (b, "terrain", terrain_ids[CLAMP (ar->terrain, 0, 5)]);
      if (ar->printed_vp >= 0)
        add_int (b, "printed_vp", ar->printed_vp);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "actions");
  json_builder_begin_object (b);
  for (int i = 0; i < CAS_RUS_N_ACTIONS; i++)
    {
      json_builder_set_member_name (b, action_ids[i]);
      json_builder_begin_object (b);
      add_int (b, "picker", s->track.picker[i]);
      add_int (b, "pick", s->track.pick[i]);
      add_int (b, "money", s->track.money[i]);
      add_int (b, "basic", s->track.basic[i]);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "politics");
  json_builder_begin_object (b);
  add_int (b, "deck_size", s->politics.deck_size);
  json_builder_set_member_name (b, "revealed");
  json_builder_begin_array (b);
  for (int i = 0; i < s->politics.n_revealed; i++)
    {
      json_builder_begin_object (b);
      add_str (b, "card", cas_rus_card_id (s->politics.revealed[i]));
      add_int (b, "turn", s->politics.revealed_turn[i]);
      add_int (b, "activated_turn", s->politics.activated_turn[i]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  add_invaders (b, s);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* Reading: every member is optional (a missing one keeps the setup default); a present
 * one must be of the right kind and range. */

typedef struct {
  GError **error;
  gboolean failed;
} Reader;

static gboolean
fail (Reader *r, const char *where, const char *what)
{
  if (!r->failed)
    g_set_error (r->error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Rus state: %s: %s"), where, what);
  r->failed = TRUE;
  return FALSE;
}

static JsonNode *
member (JsonObject *o, const char *key)
{
  return o && json_object_has_member (o, key) ? json_object_get_member (o, key) : NULL;
}

static void
read_int (Reader *r, JsonObject *o, const char *key, int min, int max, int *out)
{
  JsonNode *n = member (o, key);
  gint64 v;
  if (n == NULL)
    return;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    {
      fail (r, key, _("not a whole number"));
      return;
    }
  v = json_node_get_int (n);
  if (v < min || v > max)
    {
      fail (r, key, _("out of range"));
      return;
    }
  *out = (int) v;
}

static void
read_bool (Reader *r, JsonObject *o, const char *key, int *out)
{
  JsonNode *n = member (o, key);
  if (n == NULL)
    return;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    {
      fail (r, key, _("not true or false"));
      return;
    }
  *out = json_node_get_boolean (n) ? 1 : 0;
}

/* A string from `ids` (or, with `null_ok`, null for -1). */
static void
read_id (Reader *r, JsonObject *o, const char *key, int (*from) (const char *),
         const char *const *ids, gsize n_ids, gboolean null_ok, int *out)
{
  JsonNode *n = member (o, key);
  int v;
  if (n == NULL)
    return;
  if (JSON_NODE_HOLDS_NULL (n) && null_ok)
    {
      *out = -1;
      return;
    }
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    {
      fail (r, key, _("not a name"));
      return;
    }
  v = from ? from (json_node_get_string (n)) : find_id (ids, n_ids, json_node_get_string (n));
  if (v < 0)
    {
      fail (r, key, _("unknown name"));
      return;
    }
  *out = v;
}

/* The member if it is an object (a list with `array`), NULL if it is absent or, with an
 * error, of another kind. */
static JsonNode *
read_container (Reader *r, JsonObject *o, const char *key, gboolean array)
{
  JsonNode *n = member (o, key);
  if (n != NULL && JSON_NODE_TYPE (n) != (array ? JSON_NODE_ARRAY : JSON_NODE_OBJECT))
    {
      fail (r, key, array ? _("not a list") : _("not an object"));
      return NULL;
    }
  return n;
}

static JsonObject *
read_object (Reader *r, JsonObject *o, const char *key)
{
  JsonNode *n = read_container (r, o, key, FALSE);
  return n ? json_node_get_object (n) : NULL;
}

static JsonArray *
read_array (Reader *r, JsonObject *o, const char *key)
{
  JsonNode *n = read_container (r, o, key, TRUE);
  return n ? json_node_get_array (n) : NULL;
}

#define MAX_COUNT 1000

/* A list of ids, each setting its cell to 1 (the others 0). */
static void
read_flags (Reader *r, JsonObject *o, const char *key, const char *const *ids, int n, int *cells)
{
  JsonArray *a = read_array (r, o, key);
  if (a == NULL)
    return;
  memset (cells, 0, sizeof (int) * (gsize) n);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      int v = -1;
      if (JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_STRING)
        v = find_id (ids, (gsize) n, json_node_get_string (e));
      if (v < 0)
        {
          fail (r, key, _("unknown name"));
          return;
        }
      cells[v] = 1;
    }
}

static void
read_settings (Reader *r, JsonObject *o, CasRusSettings *set)
{
  int *cells = (int *) set;
  if (o == NULL)
    return;
  for (int i = 0; i < CAS_RUS_N_SETTINGS; i++)
    {
      gsize n = 0;
      const char *const *words = setting_words (i, &n);
      if (words)
        read_id (r, o, setting_keys[i], NULL, words, n, FALSE, &cells[i]);
      else
        read_bool (r, o, setting_keys[i], &cells[i]);
    }
}

static void
read_kingdom (Reader *r, JsonObject *o, CasRusKingdom *k)
{
  JsonObject *res = read_object (r, o, "resources");
  read_id (r, o, "status", NULL, status_ids, G_N_ELEMENTS (status_ids), FALSE, &k->status);
  read_int (r, o, "player", -1, CAS_RUS_MAX_PLAYERS - 1, &k->player);
  read_int (r, o, "influenced_by", -1, CAS_RUS_MAX_PLAYERS - 1, &k->influenced_by);
  if (res)
    {
      memset (k->resources, 0, sizeof k->resources);
      for (int i = 0; i < CAS_RUS_N_RESOURCES; i++)
        read_int (r, res, resource_ids[i], 0, MAX_COUNT, &k->resources[i]);
      /* an unknown resource name is a mistake, not something to drop silently */
      g_autoptr(GList) names = json_object_get_members (res);
      for (GList *l = names; l; l = l->next)
        if (cas_rus_resource_from_id (l->data) < 0)
          fail (r, l->data, _("unknown resource"));
    }
  read_int (r, o, "ct_vp", 0, MAX_COUNT, &k->ct_vp);
  read_int (r, o, "border_vp", 0, MAX_COUNT, &k->border_vp);
  read_bool (r, o, "warehouse", &k->warehouse);
  read_int (r, o, "metallurgy_turn", 0, MAX_COUNT, &k->metallurgy_turn);
  read_bool (r, o, "cavalry", &k->cavalry);
  read_id (r, o, "religion", NULL, religion_ids, G_N_ELEMENTS (religion_ids), FALSE, &k->religion);
  read_id (r, o, "ruler", cas_rus_kingdom_from_id, NULL, 0, TRUE, &k->ruler);
  read_flags (r, o, "envoys", power_ids, CAS_RUS_N_POWERS, k->envoys);
  read_flags (r, o, "allies", kingdom_ids, CAS_RUS_N_KINGDOMS, k->allies);
  res = read_object (r, o, "abilities");
  if (res)
    {
      g_autoptr(GList) names = json_object_get_members (res);
      memset (k->abilities, 0, sizeof k->abilities);
      for (GList *l = names; l; l = l->next)
        {
          int i = cas_rus_ability_from_id (l->data);
          if (i < 0 || i >= CAS_RUS_N_ABILITY_CELLS)
            fail (r, l->data, _("unknown ability"));
          else
            read_int (r, res, l->data, 0, MAX_COUNT, &k->abilities[i]);
        }
    }
}

static void
read_area (Reader *r, JsonObject *o, CasRusArea *a)
{
  read_id (r, o, "owner", cas_rus_kingdom_from_id, NULL, 0, TRUE, &a->owner);
  read_int (r, o, "armies", 0, CAS_RUS_COUNTERMIX * 2, &a->armies);
  read_id (r, o, "settlement", NULL, settlement_ids, G_N_ELEMENTS (settlement_ids), FALSE, &a->settlement);
  read_int (r, o, "built_turn", 0, MAX_COUNT, &a->built_turn);
  read_id (r, o, "terrain", NULL, terrain_ids, G_N_ELEMENTS (terrain_ids), FALSE, &a->terrain);
  read_int (r, o, "printed_vp", -1, 9, &a->printed_vp);
}

static void
read_seats (Reader *r, JsonArray *seats, CasRusState *s)
{
  if (seats == NULL)
    return;
  if ((int) json_array_get_length (seats) != s->n_players)
    {
      fail (r, "seats", _("one entry per player is needed"));
      return;
    }
  for (int p = 0; p < s->n_players; p++)
    {
      JsonNode *n = json_array_get_element (seats, p);
      JsonObject *o;
      CasRusPlayer *pl = &s->players[p];
      if (!JSON_NODE_HOLDS_OBJECT (n))
        {
          fail (r, "seats", _("not an object"));
          return;
        }
      o = json_node_get_object (n);
      read_int (r, o, "seat", 0, s->n_players - 1, &pl->seat);
      read_id (r, o, "kingdom", cas_rus_kingdom_from_id, NULL, 0, TRUE, &pl->kingdom);
      read_id (r, o, "kingdom2", cas_rus_kingdom_from_id, NULL, 0, TRUE, &pl->kingdom2);
      read_int (r, o, "submissions", 0, MAX_COUNT, &pl->submissions);
      read_int (r, o, "objective_vp", 0, MAX_COUNT, &pl->objective_vp);
      read_int (r, o, "occupation_vp", 0, 1, &pl->occupation_vp);
      read_int (r, o, "switches", 0, MAX_COUNT, &pl->switches);
    }
}

static void
read_politics (Reader *r, JsonObject *o, CasRusPolitics *pol)
{
  JsonArray *rev;
  if (o == NULL)
    return;
  read_int (r, o, "deck_size", 1, CAS_RUS_N_POLITICS, &pol->deck_size);
  rev = read_array (r, o, "revealed");
  if (rev == NULL)
    return;
  if (json_array_get_length (rev) > CAS_RUS_N_POLITICS)
    {
      fail (r, "revealed", _("more cards than the deck has"));
      return;
    }
  pol->n_revealed = (int) json_array_get_length (rev);
  for (int i = 0; i < pol->n_revealed; i++)
    {
      JsonNode *n = json_array_get_element (rev, i);
      if (!JSON_NODE_HOLDS_OBJECT (n))
        {
          fail (r, "revealed", _("not an object"));
          return;
        }
      pol->revealed[i] = -1;
      read_id (r, json_node_get_object (n), "card", cas_rus_card_from_id, NULL, 0, FALSE, &pol->revealed[i]);
      if (pol->revealed[i] < 0)
        fail (r, "revealed", _("a card is needed"));
      read_int (r, json_node_get_object (n), "turn", 0, MAX_COUNT, &pol->revealed_turn[i]);
      read_int (r, json_node_get_object (n), "activated_turn", 0, MAX_COUNT, &pol->activated_turn[i]);
      for (int j = 0; j < i; j++)
        if (pol->revealed[j] == pol->revealed[i])
          fail (r, "revealed", _("a card revealed twice"));
    }
}

/* issue 18 (rus-invaders): the optional "invaders" member. */
static void
read_invaders (Reader *r, JsonObject *o, CasRusState *st)
{
  for (int i = 0; o && i < CAS_RUS_N_INVADER_SLOTS; i++)
    {
      CasRusInvaderPieces *inv = &st->invaders[i];
      JsonObject *io = read_object (r, o, cas_rus_invader_slot_id (i));
      JsonObject *armies;
      JsonArray *held;
      if (io == NULL)
        continue;
      read_int (r, io, "waiting", 0, CAS_RUS_INVADER_MAX_ARMIES, &inv->waiting);
      read_int (r, io, "controller", -1, st->n_players - 1, &inv->controller);
      armies = read_object (r, io, "armies");
      if (armies)
        {
          g_autoptr(GList) names = json_object_get_members (armies);
          for (GList *l = names; l; l = l->next)
            {
              int a = cas_rus_area_from_id (l->data);
              if (a < 0)
                {
                  fail (r, l->data, _("unknown area"));
                  return;
                }
              read_int (r, armies, l->data, 0, CAS_RUS_INVADER_MAX_ARMIES, &inv->armies[a]);
              st->n_areas = MAX (st->n_areas, a + 1);
            }
        }
      held = read_array (r, io, "held");
      for (guint j = 0; held && j < json_array_get_length (held); j++)
        {
          JsonNode *e = json_array_get_element (held, j);
          int a = -1;
          if (JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_STRING)
            a = cas_rus_area_from_id (json_node_get_string (e));
          if (a < 0)
            {
              fail (r, "held", _("unknown area"));
              return;
            }
          inv->held[a] = 1;
          st->n_areas = MAX (st->n_areas, a + 1);
        }
      read_flags (r, io, "vassals", kingdom_ids, CAS_RUS_N_KINGDOMS, inv->vassals);
    }
}

gboolean
cas_rus_state_from_json (CasRusState *s, JsonNode *node, GError **error)
{
  Reader r = { error, FALSE };
  JsonObject *o, *kingdoms, *areas, *actions;
  int n_players = 0, variant = CAS_RUS_STANDARD;
  CasRusState st;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return fail (&r, "state", _("not an object"));
  o = json_node_get_object (node);
  read_int (&r, o, "players", CAS_RUS_MIN_PLAYERS, CAS_RUS_MAX_PLAYERS, &n_players);
  if (n_players == 0)
    return fail (&r, "players", _("missing"));
  read_id (&r, o, "variant", NULL, variant_ids, G_N_ELEMENTS (variant_ids), FALSE, &variant);
  if (r.failed)
    return FALSE;

  /* Start from the setup of that many players, then overwrite what the file says. */
  {
    int order[CAS_RUS_MAX_PLAYERS] = { 0, 1, 2, 3, 4 };
    CasRusSettings set;
    cas_rus_settings_init (&set);
    read_settings (&r, read_object (&r, o, "settings"), &set);
    if (r.failed || !cas_rus_state_setup (&st, n_players, variant, order, &set, error))
      return FALSE;
  }
  read_int (&r, o, "turn", 1, MAX_COUNT, &st.turn);
  read_int (&r, o, "round", 0, CAS_RUS_N_ACTIONS, &st.round);
  read_seats (&r, read_array (&r, o, "seats"), &st);

  kingdoms = read_object (&r, o, "kingdoms");
  for (int k = 0; kingdoms && k < CAS_RUS_N_KINGDOMS; k++)
    {
      JsonObject *ko = read_object (&r, kingdoms, kingdom_ids[k]);
      if (ko)
        read_kingdom (&r, ko, &st.kingdoms[k]);
    }

  areas = read_object (&r, o, "areas");
  if (areas)
    {
      g_autoptr(GList) names = json_object_get_members (areas);
      for (GList *l = names; l; l = l->next)
        {
          int a = cas_rus_area_from_id (l->data);
          JsonObject *ao = read_object (&r, areas, l->data);
          if (a < 0)
            {
              fail (&r, l->data, _("unknown area"));
              break;
            }
          if (ao)
            read_area (&r, ao, &st.areas[a]);
          st.n_areas = MAX (st.n_areas, a + 1);
        }
    }

  actions = read_object (&r, o, "actions");
  for (int i = 0; actions && i < CAS_RUS_N_ACTIONS; i++)
    {
      JsonObject *ao = read_object (&r, actions, action_ids[i]);
      if (ao == NULL)
        continue;
      read_int (&r, ao, "picker", -1, CAS_RUS_N_KINGDOMS - 1, &st.track.picker[i]);
      read_int (&r, ao, "pick", 0, CAS_RUS_N_PICKS, &st.track.pick[i]);
      read_int (&r, ao, "money", 0, MAX_COUNT, &st.track.money[i]);
      read_int (&r, ao, "basic", 0, MAX_COUNT, &st.track.basic[i]);
    }

  read_politics (&r, read_object (&r, o, "politics"), &st.politics);
  read_invaders (&r, read_object (&r, o, "invaders"), &st);
  if (r.failed)
    return FALSE;
  *s = st;
  return TRUE;
}

/* ---- the invaders (issue 18, rus-invaders) ---- */

/* The invaders' ids, for the state's pieces and the map file's entry symbols alike. */
const char *const cas_rus_invader_ids[CAS_RUS_N_INVADER_SLOTS] = { "vikings", "teutons" };

const char *
cas_rus_invader_slot_id (int slot)
{
  return slot >= 0 && slot < CAS_RUS_N_INVADER_SLOTS ? cas_rus_invader_ids[slot] : NULL;
}

/* Their name in a translated sentence ("Vikings", "Teutons"). */
const char *
cas_rus_invader_name (int slot)
{
  return slot == CAS_RUS_TEUTON_INVADERS - 1 ? _("Teutons") : _("Vikings");
}

int
cas_rus_invader_slot_from_id (const char *id)
{
  return find_id (cas_rus_invader_ids, CAS_RUS_N_INVADER_SLOTS, id);
}

int
cas_rus_invader_armies_on_map (const CasRusState *s, int slot)
{
  int n = 0;
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    n += s->invaders[slot].armies[a];
  return n;
}

gboolean
cas_rus_invader_in_play (const CasRusState *s, int slot)
{
  const CasRusInvaderPieces *inv = &s->invaders[slot];
  if (inv->waiting > 0 || inv->controller >= 0)
    return TRUE;
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    if (inv->armies[a] > 0 || inv->held[a])
      return TRUE;
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    if (inv->vassals[k])
      return TRUE;
  return FALSE;
}

int
cas_rus_area_invader (const CasRusState *s, int area)
{
  for (int i = 0; i < CAS_RUS_N_INVADER_SLOTS; i++)
    if (area >= 0 && area < CAS_RUS_MAX_AREAS && s->invaders[i].armies[area] > 0)
      return i;
  return -1;
}

/* ---- labels for the explanations ---- */

char *
rus_player_label (const CasRusState *s, int player)
{
  int k = player >= 0 && player < s->n_players ? s->players[player].kingdom : -1;
  if (k < 0)
    return g_strdup_printf (_("player %d"), player + 1);
  return g_strdup_printf (_("player %d (%s)"), player + 1, cas_rus_kingdom_name (k));
}

char *
rus_picker_label (const CasRusState *s, gboolean by_kingdom, int who)
{
  if (!by_kingdom)
    return rus_player_label (s, who);
  return g_strdup_printf (_("%s (player %d)"), cas_rus_kingdom_name (who), cas_rus_kingdom_player (s, who) + 1);
}
