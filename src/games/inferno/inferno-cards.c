/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-cards.c (cards, issue 17): the Arts of War cards outside Battle that Inferno's
 * calculators read (1.9.1, 3.1.3; data.md §8; rules-decisions I168-I175). Each card's
 * effect sits with the calculator that owns the number (inferno-commands.c,
 * inferno-laden.c ...); here the look-ups and the lines they share. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-cards.h"
#include "cas-commands.h"
#include "cas-settings.h"

int
inferno_cards_lord_cap (const CasTable *t, int lord, const char *cap_name)
{
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    if (CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == lord &&
        g_strcmp0 (cas_game_get_card (t->game, (int) c)->cap_name, cap_name) == 0)
      return (int) c;
  return -1;
}

int
inferno_cards_side_cap (const CasTable *t, int side, const char *cap_name)
{
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      if (card->side == side && CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_CAPABILITY && g_strcmp0 (card->cap_name, cap_name) == 0)
        return (int) c;
    }
  return -1;
}

int
inferno_cards_event (const CasTable *t, int side, const char *event_name, int state)
{
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      if (card->side == side && CAS_CARD (t, c, CAS_K_STATE) == state && g_strcmp0 (card->event_name, event_name) == 0)
        return (int) c;
    }
  return -1;
}

/* MASNADIERI (F20/S20, a This Lord Capability; 4.7.2, 1.9.1): his Ravage costs no action
 * and gives no Loot (its Provender as usual, doubled by Berrovieri or GUALDANA). */
#define MASNADIERI_CAP_NAME "Masnadieri"

gboolean
inferno_cards_masnadieri (const CasTable *t, int lord, CasExplain *ex)
{
  int k = inferno_cards_lord_cap (t, lord, MASNADIERI_CAP_NAME);
  if (k < 0)
    return FALSE;
  if (ex)
    cas_explain_add (ex, "4.7.2,1.9.1", _("%s (%s) is at the mat of %s: his Ravage costs no action and takes no Loot"),
                     cas_game_get_card (t->game, k)->cap_name, cas_game_get_card (t->game, k)->id,
                     cas_rules_lord_name (t, lord));
  return TRUE;
}

/* ECONOMIC SANCTIONS (S23, an Event in force this Campaign; 4.7.4, 3.1.3): the enemy's
 * Lords may not Tax (nor place Walls +1 by REINFORCED WALLS instead). */
#define SANCTIONS_EVENT_NAME "Economic Sanctions"

gboolean
inferno_cards_sanctions (const CasTable *t, int side, CasExplain *ex)
{
  int k = inferno_cards_event (t, 1 - side, SANCTIONS_EVENT_NAME, CAS_CARD_THIS_CAMPAIGN);
  if (k < 0)
    return FALSE;
  if (ex)
    cas_explain_add (ex, "4.7.4,3.1.3",
                     _("Tax: the %s' Event %s (%s) is in force this Campaign: no Lord of the %s may Tax (nor place Walls +1 "
                       "instead by Reinforced Walls)"),
                     cas_rules_side_name (t, 1 - side), cas_game_get_card (t->game, k)->event_name,
                     cas_game_get_card (t->game, k)->id, cas_rules_side_name (t, side));
  return TRUE;
}

gboolean
inferno_cards_at_own_seat (const CasTable *t, int lord, int locale)
{
  int seats[32];
  int n = cas_rules_seats (t, lord, seats, G_N_ELEMENTS (seats), NULL);
  for (int i = 0; i < n; i++)
    if (seats[i] == locale)
      return TRUE;
  return FALSE;
}

/* cards2 (issue 17): REINFORCED WALLS (F25/S25, side-wide for all the side's Lords; 1.9.1,
 * 1.3.1, 4.2.2, 4.7.4): instead of Taxing, a Lord at his Seat places a Walls +1 marker there
 * (whole Command card), even Besieged (4.2.2); not at Ruins, an Outpost, a Locale already
 * marked, nor past 4 markers of the side, which the table counts at the Locales the side
 * holds (the table keeps no colour, I142; rules-decisions I181). ECONOMIC SANCTIONS bars it
 * with the Tax. */
#define REINFORCED_WALLS_CAP_NAME "Reinforced Walls"
#define REINFORCED_WALLS_MAX 4

void
inferno_cards_reinforced_walls (const CasTable *t, CasCommandsResult *r, gboolean besieged, CasExplain *ex)
{
  CasGame *game = t->game;
  CasCommandOption *o = &r->walls;
  int k = inferno_cards_side_cap (t, r->side, REINFORCED_WALLS_CAP_NAME);
  const CasLocale *loc = cas_game_get_locale (game, r->locale);
  const char *name = cas_rules_lord_name (t, r->lord);
  int placed = 0;

  if (k < 0)
    return;
  const CasCard *card = cas_game_get_card (game, k);
  o->applies = TRUE;
  for (guint l = 0; l < cas_game_get_n_locales (game); l++)
    if (CAS_LOCALE (t, l, CAS_C_WALLS) && cas_rules_holder (t, (int) l) == r->side)
      placed++;
  if (!inferno_cards_at_own_seat (t, r->lord, r->locale))
    cas_explain_add (ex, "1.9.1,4.7.4", _("%s (%s) is in play for the %s, but %s is not a Seat of %s: no Walls +1 marker here"),
                     card->cap_name, card->id, cas_rules_side_name (t, r->side), loc->name, name);
  else if (inferno_cards_sanctions (t, r->side, NULL))
    cas_explain_add (ex, "1.9.1,4.7.4,3.1.3",
                     _("%s (%s) is in play for the %s, but Economic Sanctions bars their Tax this Campaign, so no Walls +1 "
                       "marker instead"),
                     card->cap_name, card->id, cas_rules_side_name (t, r->side));
  else if (!loc->stronghold || CAS_LOCALE (t, r->locale, CAS_C_RUINS) != 0)
    cas_explain_add (ex, "1.9.1,1.3.1",
                     _("%s (%s) is in play for the %s, but %s is an Outpost or in Ruins: no Walls +1 marker there"),
                     card->cap_name, card->id, cas_rules_side_name (t, r->side), loc->name);
  else if (CAS_LOCALE (t, r->locale, CAS_C_WALLS))
    cas_explain_add (ex, "1.9.1,1.3.1", _("%s (%s) is in play for the %s, but %s already has its Walls +1 marker (one per Seat)"),
                     card->cap_name, card->id, cas_rules_side_name (t, r->side), loc->name);
  else if (placed >= REINFORCED_WALLS_MAX)
    cas_explain_add (ex, "1.9.1",
                     _("%s (%s) is in play for the %s, but %d Walls +1 markers already stand at Locales they hold, the most "
                       "(rules-decisions I181)"),
                     card->cap_name, card->id, cas_rules_side_name (t, r->side), placed);
  else
    {
      o->allowed = TRUE;
      o->actions = CAS_COMMAND_WHOLE_CARD;
      cas_commands_propose (o, "marker %s walls 1", loc->id);
      cas_explain_add (ex, "1.9.1,4.7.4,4.2.2",
                       besieged ? _("%s (%s) is in play for the %s: Besieged at his Seat, %s may still use his whole Command card "
                                    "to place a Walls +1 marker at %s: Walls %d → %d (marker %s walls 1; rules-decisions I181)")
                                : _("%s (%s) is in play for the %s: instead of Taxing, %s may use his whole Command card to place "
                                    "a Walls +1 marker at %s: Walls %d → %d (marker %s walls 1; rules-decisions I181)"),
                       card->cap_name, card->id, cas_rules_side_name (t, r->side), name, loc->name,
                       cas_rules_walls (t, r->locale), cas_rules_walls (t, r->locale) + 1, loc->id);
      cas_explain_add (ex, "1.9.1", _("Walls +1 markers of the %s at Locales they hold: %d of %d"), cas_rules_side_name (t, r->side),
                       placed, REINFORCED_WALLS_MAX);
    }
}

/* ROAD WORKS (F5/S5, an Event in force this Campaign; 4.3.2, 4.3.3, 3.1.3): in a March of
 * the side that played it, a Track counts as a Road (2 Provender per Cart Unladen, the
 * card's first Unladen March free), and a Laden group moves at the Unladen cost; more than
 * twice the Carts in Provender still stops it (rules-decisions I169). */
#define ROAD_WORKS_EVENT_NAME "Road Works"
#define ROAD_WAY_TYPE "road"

int
inferno_cards_march_way_type (const CasTable *t, int side, int way, int type, gboolean *as_unladen, CasExplain *ex)
{
  CasGame *game = t->game;
  int k = inferno_cards_event (t, side, ROAD_WORKS_EVENT_NAME, CAS_CARD_THIS_CAMPAIGN);
  int road = -1;
  if (k < 0)
    return type;
  for (int i = 0; i < (int) cas_game_get_n_way_types (game); i++)
    if (g_strcmp0 (cas_game_get_way_type (game, i)->id, ROAD_WAY_TYPE) == 0)
      road = i;
  *as_unladen = TRUE;
  const CasCard *card = cas_game_get_card (game, k);
  (void) way;
  if (road >= 0 && type != road)
    cas_explain_add (ex, "4.3.2,4.3.3,3.1.3",
                     _("%s (%s) is in force this Campaign for the %s: in their Marches a %s counts as a %s, and a Laden "
                       "group moves as if Unladen (still at most %d Provender per Cart; rules-decisions I169)"),
                     card->event_name, card->id, cas_rules_side_name (t, side), cas_game_get_way_type (game, type)->name,
                     cas_game_get_way_type (game, road)->name, cas_game_get_way_type (game, road)->laden_prov_per_cart);
  else
    cas_explain_add (ex, "4.3.2,4.3.3,3.1.3",
                     _("%s (%s) is in force this Campaign for the %s: in their Marches a Laden group moves as if Unladen "
                       "(still at most %d Provender per Cart; rules-decisions I169)"),
                     card->event_name, card->id, cas_rules_side_name (t, side),
                     cas_game_get_way_type (game, road >= 0 ? road : type)->laden_prov_per_cart);
  return road >= 0 ? road : type;
}

/* WAR ENGINEERS (F5/S5) and GUASTATORI (F2/S2), This Lord Capabilities (4.5.1, 1.9.1):
 * his Siege adds a marker whatever the Besiegers' count against the Size (WAR ENGINEERS),
 * or 2 markers once they reach it (GUASTATORI); with both, 2 whatever the count
 * (rules-decisions I170). At most 4 Siege markers. */
#define WAR_ENGINEERS_CAP_NAME "War Engineers"
#define GUASTATORI_CAP_NAME "Guastatori"
#define MAX_SIEGE_MARKERS 4

int
inferno_cards_siegeworks (const CasTable *t, const CasCommandsResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  int engineers = inferno_cards_lord_cap (t, r->lord, WAR_ENGINEERS_CAP_NAME);
  int guastatori = inferno_cards_lord_cap (t, r->lord, GUASTATORI_CAP_NAME);
  const char *name = cas_rules_lord_name (t, r->lord);
  const char *here = cas_rules_locale_name (t, r->locale);
  gboolean reach = r->besiegers >= r->capacity;
  int add;

  if (engineers < 0 && guastatori < 0)
    return -1;
  if (r->siege_markers >= MAX_SIEGE_MARKERS)
    {
      cas_explain_add (ex, "4.5.1", _("Siegeworks: %s already has 4 Siege markers, the most"), here);
      return 0;
    }
  if (!reach && engineers < 0)
    {
      cas_explain_add (ex, "4.5.1,1.9.1",
                       _("Siegeworks: the Besieging Lords (%d) are fewer than the Siege Capacity %d: no Siege marker is "
                         "added, %s (%s) notwithstanding"),
                       r->besiegers, r->capacity, cas_game_get_card (game, guastatori)->cap_name,
                       cas_game_get_card (game, guastatori)->id);
      return 0;
    }
  if (reach)
    cas_explain_add (ex, "4.5.1", _("Siegeworks: the Besieging Lords (%d) reach the Siege Capacity %d"), r->besiegers,
                     r->capacity);
  else
    cas_explain_add (ex, "4.5.1,1.9.1",
                     _("Siegeworks: the Besieging Lords (%d) are fewer than the Siege Capacity %d, but %s (%s) is at the "
                       "mat of %s: his Siege adds a marker all the same (rules-decisions I170)"),
                     r->besiegers, r->capacity, cas_game_get_card (game, engineers)->cap_name,
                     cas_game_get_card (game, engineers)->id, name);
  add = guastatori >= 0 ? 2 : 1;
  if (guastatori >= 0)
    cas_explain_add (ex, "4.5.1,1.9.1", _("%s (%s) is at the mat of %s: his Siege adds 2 Siege markers instead of 1 (rules-decisions I170)"),
                     cas_game_get_card (game, guastatori)->cap_name, cas_game_get_card (game, guastatori)->id, name);
  cas_explain_addn (ex, "4.5.1", MIN (add, MAX_SIEGE_MARKERS - r->siege_markers),
                    "Siegeworks: without Surrender, %d Siege marker is added (%d in all; at most 4)",
                    "Siegeworks: without Surrender, %d Siege markers are added (%d in all; at most 4)",
                    MIN (add, MAX_SIEGE_MARKERS - r->siege_markers), MIN (MAX_SIEGE_MARKERS, r->siege_markers + add));
  return add;
}

/* WAR ENGINEERS and GUASTATORI for a Lord Besieged inside (4.5.1, 4.3.5, 1.9.1): with
 * WAR ENGINEERS his whole Command card cuts the enemy's Siege markers there to 1; with
 * GUASTATORI his Pass turns the enemy's Siege into a Bypass. What the players do, said
 * with the actions that mirror it. */
void
inferno_cards_besieged (const CasTable *t, int lord, CasExplain *ex)
{
  CasGame *game = t->game;
  int locale = cas_rules_lord_locale (t, lord);
  int markers = CAS_LOCALE (t, locale, CAS_C_SIEGE);
  int engineers = inferno_cards_lord_cap (t, lord, WAR_ENGINEERS_CAP_NAME);
  int guastatori = inferno_cards_lord_cap (t, lord, GUASTATORI_CAP_NAME);
  const char *id = cas_game_get_locale (game, locale)->id;

  if (engineers >= 0 && markers > 1)
    cas_explain_add (ex, "4.5.1,1.9.1",
                     _("%s (%s) is at the mat of %s: for his whole Command card he may cut the %d enemy Siege markers at %s "
                       "to 1 (marker %s siege 1)"),
                     cas_game_get_card (game, engineers)->cap_name, cas_game_get_card (game, engineers)->id,
                     cas_rules_lord_name (t, lord), markers, cas_rules_locale_name (t, locale), id);
  if (guastatori >= 0 && markers > 0)
    cas_explain_add (ex, "4.5.1,4.3.5,1.9.1",
                     _("%s (%s) is at the mat of %s: if he Passes, the enemy's Siege of %s becomes a Bypass (marker %s siege "
                       "0, marker %s bypass %s)"),
                     cas_game_get_card (game, guastatori)->cap_name, cas_game_get_card (game, guastatori)->id,
                     cas_rules_lord_name (t, lord), cas_rules_locale_name (t, locale), id, id,
                     cas_game_get_side_id (game, 1 - cas_rules_lord_side (t, lord)));
}

/* HEAT & FROST (F20/S20, a held Event; 4.8.1, 4.9.5, 3.1.3): played just before a Feed in
 * the hottest or coldest Season, it makes every Lord Waste at once (twice at a Siege or
 * when marked Moved/Fought), and in the hot one takes a unit too. A one-off the players
 * do: the Feed reminds them while a side holds it in a Season where it may be played.
 * Those Seasons are the two whose Forage is not a roll (4.7.1): the data's, not a name. */
#define HEAT_FROST_EVENT_NAME "Heat & Frost"

void
inferno_cards_feed_notes (const CasTable *t, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasSeason *season = cas_table_season (t);
  if (season == NULL || (season->forage != CAS_FORAGE_AUTO && season->forage != CAS_FORAGE_NONE))
    return;
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int k = inferno_cards_event (t, side, HEAT_FROST_EVENT_NAME, CAS_CARD_HELD);
      if (k < 0)
        continue;
      const CasCard *card = cas_game_get_card (game, k);
      cas_settings_explain_season (t, CAS_GLOBAL (t, CAS_G_BOX), ex);
      cas_explain_add (ex, "4.8.1,4.9.5,3.1.3",
                       _("The %s hold %s (%s), which may be played just before this Feed in %s: %s Each Waste as at the "
                         "End of Campaign (castellan-cli endcampaign lists what a Waste takes); once played, "
                         "record it with discard %s (rules-decisions I171)"),
                       cas_rules_side_name (t, side), card->event_name, card->id, cas_game_text (season->name),
                       cas_game_text (card->event_summary), card->id);
    }
}

/* Is `lord` among the Lords a side-wide Capability names (data.md §8: "all", "any" or a
 * list)? */
static gboolean
eligible (const CasCard *card, int lord)
{
  return card->eligible != CAS_ELIGIBLE_LIST || (lord < 64 && (card->eligible_lords & (G_GUINT64_CONSTANT (1) << lord)) != 0);
}

/* COSTRUTTORI (F26/S26, side-wide; 1.9.1, 4.5.2, 5.1): for his whole Command card, 1 Coin
 * and 3 Provender, a Lord removes the Ruins at his Locale. Said with the actions that
 * mirror it (rules-decisions I172). */
#define COSTRUTTORI_CAP_NAME "Costruttori"
#define COSTRUTTORI_COIN 1
#define COSTRUTTORI_PROV 3

static void
costruttori (const CasTable *t, const CasCommandsResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  int k = inferno_cards_side_cap (t, r->side, COSTRUTTORI_CAP_NAME);
  int ruins = CAS_LOCALE (t, r->locale, CAS_C_RUINS);
  if (k < 0 || ruins == 0 || !eligible (cas_game_get_card (game, k), r->lord))
    return;
  const CasCard *card = cas_game_get_card (game, k);
  const char *id = cas_game_get_lord (game, r->lord)->id;
  int coin = CAS_LORD (t, r->lord, CAS_L_ASSETS + CAS_ASSET_COIN), prov = CAS_LORD (t, r->lord, CAS_L_ASSETS + CAS_ASSET_PROV);
  if (coin < COSTRUTTORI_COIN || prov < COSTRUTTORI_PROV)
    {
      cas_explain_add (ex, "1.9.1,4.5.2",
                       _("%s (%s) is in play for the %s: removing the Ruins at %s takes his whole Command card, %d Coin and %d "
                         "Provender, and %s has %d Coin and %d Provender"),
                       card->cap_name, card->id, cas_rules_side_name (t, r->side), cas_rules_locale_name (t, r->locale),
                       COSTRUTTORI_COIN, COSTRUTTORI_PROV, cas_rules_lord_name (t, r->lord), coin, prov);
      return;
    }
  cas_explain_add (ex, "1.9.1,4.5.2,5.1",
                   _("%s (%s) is in play for the %s: for his whole Command card, %d Coin and %d Provender %s may remove the "
                     "Ruins at %s, and the %s lose their ½ VP (marker %s ruins none, assets %s coin -%d, assets %s prov -%d; "
                     "rules-decisions I172)"),
                   card->cap_name, card->id, cas_rules_side_name (t, r->side), COSTRUTTORI_COIN, COSTRUTTORI_PROV,
                   cas_rules_lord_name (t, r->lord), cas_rules_locale_name (t, r->locale), cas_rules_side_name (t, ruins - 1),
                   cas_game_get_locale (game, r->locale)->id, id, COSTRUTTORI_COIN, id, COSTRUTTORI_PROV);
}

/* VIA FRANCIGENA (F23) and MANFREDI (S22), side-wide for the Lords they name (4.2, 1.9.1):
 * a Command card that starts at a Friendly Lord Seat has one more action; the Seat of any
 * Lord of the side (not a Vassal Seat; rules-decisions I173). ASTROLOGERS (F24/S24): each
 * Lord's first Command card of a Campaign gains an action on a die of 1-2. Castellan does
 * not know where a card started nor which is his first: reminders. */
static const char *const command_caps[] = { "Via Francigena", "Manfredi" };
#define ASTROLOGERS_CAP_NAME "Astrologers"
#define ASTROLOGERS_ROLL 2

static gboolean
at_friendly_lord_seat (const CasTable *t, int lord, int locale)
{
  int side = cas_rules_lord_side (t, lord);
  int seats[32];
  if (!cas_rules_friendly (t, locale, side, NULL))
    return FALSE;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    {
      if (cas_game_get_lord (t->game, (int) l)->side != side)
        continue;
      int n = cas_rules_seats (t, (int) l, seats, G_N_ELEMENTS (seats), NULL);
      for (int i = 0; i < n; i++)
        if (seats[i] == locale)
          return TRUE;
    }
  return FALSE;
}

/* inferno-events2 (issue 17; 4.1, 4.2; rules-decisions I203, I204): the Lord's Command card
 * as the Plan shows it: TRUE when the last card revealed of his side's Plan is his (he acts
 * on it now), with *first set when no card of his was revealed before it in this Campaign's
 * Plan (4.1: one Plan a Campaign). */
static gboolean
acting_card (const CasTable *t, int lord, gboolean *first)
{
  int side = cas_rules_lord_side (t, lord);
  int n = CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0 + side);
  const int *plan = &CAS_GLOBAL (t, CAS_G_PLAN_0 + side * CAS_MAX_PLAN);
  *first = FALSE;
  if (n <= 0 || n > CAS_MAX_PLAN || plan[n - 1] != lord)
    return FALSE;
  *first = TRUE;
  for (int i = 0; i < n - 1; i++)
    if (plan[i] == lord)
      *first = FALSE;
  return TRUE;
}

static void
command_bonus (const CasTable *t, const CasCommandsResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  const char *name = cas_rules_lord_name (t, r->lord);
  int rating = cas_game_get_lord (game, r->lord)->command;
  gboolean first = FALSE;
  gboolean acting = acting_card (t, r->lord, &first);
  /* inferno-events2 (I203): not marked Moved/Fought, he is where his card was revealed */
  gboolean stayed = acting && CAS_LORD (t, r->lord, CAS_L_MOVED) == 0;
  int actions = rating; /* the card's actions as counted: his rating and the bonuses known */
  gboolean unsure = FALSE; /* a bonus rests on where the card started, not on the table */
  for (guint i = 0; i < G_N_ELEMENTS (command_caps); i++)
    {
      int k = inferno_cards_side_cap (t, r->side, command_caps[i]);
      if (k < 0 || !eligible (cas_game_get_card (game, k), r->lord))
        continue;
      const CasCard *card = cas_game_get_card (game, k);
      gboolean seat = at_friendly_lord_seat (t, r->lord, r->locale);
      actions += stayed && seat;
      unsure |= !stayed;
      if (stayed)
        cas_explain_add (ex, "4.2,1.9.1,4.1",
                         seat ? _("%s (%s) is in play for the %s: the Command card of %s revealed now started here, at %s, a "
                                  "Friendly Lord Seat (he is not marked Moved/Fought): it has %d actions, his Command %d and 1 "
                                  "more (rules-decisions I173, I203)")
                              : _("%s (%s) is in play for the %s: the Command card of %s revealed now started here, at %s, "
                                  "which is not a Friendly Lord Seat (he is not marked Moved/Fought): no action more, %d "
                                  "actions, his Command %d (rules-decisions I203)"),
                         card->cap_name, card->id, cas_rules_side_name (t, r->side), name, cas_rules_locale_name (t, r->locale),
                         seat ? rating + 1 : rating, rating);
      else if (seat)
        cas_explain_add (ex, "4.2,1.9.1",
                         _("%s (%s) is in play for the %s: a Command card of %s that starts here at %s, a Friendly Lord "
                           "Seat, has 1 action more (rules-decisions I173)"),
                         card->cap_name, card->id, cas_rules_side_name (t, r->side), name, cas_rules_locale_name (t, r->locale));
      else
        cas_explain_add (ex, "4.2,1.9.1",
                         _("%s (%s) is in play for the %s: a Command card of %s has 1 action more only when it starts at a "
                           "Friendly Lord Seat, which %s is not"),
                         card->cap_name, card->id, cas_rules_side_name (t, r->side), name, cas_rules_locale_name (t, r->locale));
    }
  int k = inferno_cards_side_cap (t, r->side, ASTROLOGERS_CAP_NAME);
  if (k >= 0 && eligible (cas_game_get_card (game, k), r->lord) && acting)
    /* inferno-events2 (I204): his first card this Campaign, as the Plan shows it */
    cas_explain_add (ex, "4.2,1.9.1,4.1",
                     first && !unsure
                       ? _("%s (%s) is in play for the %s: the card of %s revealed now is his first of this Campaign's Plan: "
                           "a die of 1-%d gives it 1 action more, %d actions in all (rules-decisions I204)")
                     : first ? _("%s (%s) is in play for the %s: the card of %s revealed now is his first of this Campaign's "
                                 "Plan: a die of 1-%d gives it 1 action more, %d actions in all besides a bonus that rests on "
                                 "where it started (rules-decisions I204)")
                     : !unsure ? _("%s (%s) is in play for the %s: the card of %s revealed now is not his first of this "
                                   "Campaign's Plan (the die of 1-%d is for his first): no die, %d actions (rules-decisions "
                                   "I204)")
                               : _("%s (%s) is in play for the %s: the card of %s revealed now is not his first of this "
                                   "Campaign's Plan (the die of 1-%d is for his first): no die, %d actions besides a bonus "
                                   "that rests on where it started (rules-decisions I204)"),
                     cas_game_get_card (game, k)->cap_name, cas_game_get_card (game, k)->id, cas_rules_side_name (t, r->side),
                     name, ASTROLOGERS_ROLL, first ? actions + 1 : actions);
  else if (k >= 0 && eligible (cas_game_get_card (game, k), r->lord))
    cas_explain_add (ex, "4.2,1.9.1",
                     _("%s (%s) is in play for the %s: on the first Command card of %s this Campaign, a die of 1-%d gives "
                       "it 1 action more (rules-decisions I173)"),
                     cas_game_get_card (game, k)->cap_name, cas_game_get_card (game, k)->id, cas_rules_side_name (t, r->side),
                     name, ASTROLOGERS_ROLL);
}

/* CasLcRules.command_notes: after the Ravage, COSTRUTTORI and the Command bonuses. */
gboolean
inferno_cards_command_notes (const CasTable *t, CasLcCommand kind, CasCommandsResult *r, CasExplain *ex)
{
  if (kind != CAS_LC_RAVAGE)
    return FALSE;
  costruttori (t, r, ex);
  command_bonus (t, r, ex);
  return FALSE;
}

/* AMBUSH (F1/S1, a held Event; 4.3.4, 3.1.3): when Lords Avoid Battle, the side that holds
 * it makes their side pick one of them to stay and fight or Withdraw. A one-off the
 * players do: the March says it where an Avoid may happen, either way. */
/* By card id: the Event's name is also one of Nevsky's (the literal gate). */
static const char *const avoid_event_cards[] = { "f1", "s1" };

static int
avoid_event_of (const CasTable *t, int side)
{
  for (guint i = 0; i < G_N_ELEMENTS (avoid_event_cards); i++)
    {
      int k = cas_game_find_card (t->game, avoid_event_cards[i]);
      if (k >= 0 && cas_game_get_card (t->game, k)->side == side && CAS_CARD (t, k, CAS_K_STATE) == CAS_CARD_HELD)
        return k;
    }
  return -1;
}

void
inferno_cards_avoid_event (const CasTable *t, int side, int to, int enemies, CasExplain *ex)
{
  CasGame *game = t->game;
  int ours = avoid_event_of (t, side);
  int theirs = avoid_event_of (t, 1 - side);
  if (ours >= 0 && enemies > 0)
    cas_explain_add (ex, "4.3.4,3.1.3",
                     _("The %s hold %s (%s): if the %s at %s Avoid Battle, playing it makes them pick one of their Lords to "
                       "stay and fight or Withdraw (rules-decisions I174)"),
                     cas_rules_side_name (t, side), cas_game_get_card (game, ours)->event_name, cas_game_get_card (game, ours)->id,
                     cas_rules_side_name (t, 1 - side), cas_rules_locale_name (t, to));
  if (theirs >= 0)
    cas_explain_add (ex, "4.3.4,3.1.3",
                     _("The %s hold %s (%s): if this group Avoids Battle, playing it makes the %s pick one of its Lords to "
                       "stay and fight or Withdraw"),
                     cas_rules_side_name (t, 1 - side), cas_game_get_card (game, theirs)->event_name,
                     cas_game_get_card (game, theirs)->id, cas_rules_side_name (t, side));
}
