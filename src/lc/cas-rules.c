/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules.c: shared rule predicates (1.3.1, 1.7.4, 4.3.5). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-rules.h"

#include "cas-lc-rules.h"

const char *
cas_rules_lord_name (const CasTable *t, int lord)
{
  return cas_game_get_lord (t->game, lord)->name;
}

gulong
cas_rules_lord_persons (const CasTable *t, int lord)
{
  return (gulong) cas_game_get_lord (t->game, lord)->persons;
}

const char *
cas_rules_locale_name (const CasTable *t, int locale)
{
  return cas_game_get_locale (t->game, locale)->name;
}

const char *
cas_rules_side_name (const CasTable *t, int side)
{
  return cas_game_get_side_name (t->game, side);
}

const char *
cas_rules_side_text (const CasTable *t, int side)
{
  return cas_game_text (cas_game_get_side_name (t->game, side));
}

int
cas_rules_lord_side (const CasTable *t, int lord)
{
  return cas_game_get_lord (t->game, lord)->side;
}

int
cas_rules_lord_locale (const CasTable *t, int lord)
{
  return CAS_LORD (t, lord, CAS_L_STATE) == CAS_LORD_MAP ? CAS_LORD (t, lord, CAS_L_LOCALE) : -1;
}

gboolean
cas_rules_is_stronghold (const CasTable *t, int locale)
{
  return cas_locale_is_stronghold (cas_game_get_locale (t->game, locale)) || CAS_LOCALE (t, locale, CAS_C_CASTLE) != 0;
}

int
cas_rules_holder (const CasTable *t, int locale)
{
  const CasLocale *loc = cas_game_get_locale (t->game, locale);
  /* A Castle marker shows its holder's colour and flips when Conquered (1.9.1). */
  if (CAS_LOCALE (t, locale, CAS_C_CASTLE))
    return CAS_LOCALE (t, locale, CAS_C_CASTLE) - 1;
  return CAS_LOCALE (t, locale, CAS_C_CONQUERED) > 0 ? 1 - loc->side : loc->side;
}

/* 1.3.1 Walls; a Castle marker makes a Castle (Walls 1-4); Walls +1 adds one (1.9.1). */
int
cas_rules_walls (const CasTable *t, int locale)
{
  const CasLocale *loc = cas_game_get_locale (t->game, locale);
  if (CAS_LOCALE (t, locale, CAS_C_CASTLE))
    return cas_game_get_stronghold_kind (t->game, CAS_LOCALE_CASTLE)->walls;
  if (!cas_locale_is_stronghold (loc))
    return 0;
  return loc->walls + (CAS_LOCALE (t, locale, CAS_C_WALLS) ? 1 : 0);
}

int
cas_rules_capacity (const CasTable *t, int locale)
{
  const CasLocale *loc = cas_game_get_locale (t->game, locale);
  if (CAS_LOCALE (t, locale, CAS_C_CASTLE))
    return cas_game_get_stronghold_kind (t->game, CAS_LOCALE_CASTLE)->capacity;
  return loc->capacity;
}

/* 4.3.5: Lords inside a Stronghold under the enemy's Siege markers. The Besieged are the
 * side that holds the Stronghold; the Besiegers are outside. */
gboolean
cas_rules_besieged (const CasTable *t, int lord)
{
  int locale = cas_rules_lord_locale (t, lord);
  if (locale < 0 || CAS_LOCALE (t, locale, CAS_C_SIEGE) == 0 || !cas_rules_is_stronghold (t, locale))
    return FALSE;
  return cas_rules_holder (t, locale) == cas_rules_lord_side (t, lord);
}

int
cas_rules_count_lords (const CasTable *t, int locale, int side)
{
  int n = 0;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_rules_lord_locale (t, (int) l) == locale && cas_rules_lord_side (t, (int) l) == side)
      n++;
  return n;
}

int
cas_rules_count_unbesieged (const CasTable *t, int locale, int side)
{
  int n = 0;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_rules_lord_locale (t, (int) l) == locale && cas_rules_lord_side (t, (int) l) == side &&
        !cas_rules_besieged (t, (int) l))
      n++;
  return n;
}

/* 1.3.1 Friendly: in the side's territory, or a Stronghold in enemy territory that the
 * side has Conquered; and free of enemy Lords, enemy Strongholds and enemy Conquered
 * markers. */
gboolean
cas_rules_friendly (const CasTable *t, int locale, int side, CasExplain *why)
{
  const CasLocale *loc = cas_game_get_locale (t->game, locale);
  int enemy = 1 - side;
  int conquered = CAS_LOCALE (t, locale, CAS_C_CONQUERED);

  int castle = CAS_LOCALE (t, locale, CAS_C_CASTLE);
  /* A Castle marker makes the Locale a Stronghold of its colour (1.9.1). */
  if (castle && castle - 1 != side)
    {
      if (why)
        cas_explain_add (why, "1.3.1,1.9.1", _("%s holds an enemy Castle, so it is not Friendly to the %s"), loc->name,
                         cas_rules_side_name (t, side));
      return FALSE;
    }
  gboolean own_castle = castle && castle - 1 == side;
  if (!own_castle && loc->side != side && !(cas_rules_is_stronghold (t, locale) && conquered > 0))
    {
      if (why)
        cas_explain_add (why, "1.3.1", _("%s is in enemy territory and is not a Stronghold the %s have Conquered, so it is not Friendly to them"),
                         loc->name, cas_rules_side_name (t, side));
      return FALSE;
    }
  if (!own_castle && loc->side == side && conquered > 0)
    {
      if (why)
        cas_explain_add (why, "1.3.1", _("%s carries enemy Conquered markers, so it is not Friendly to the %s"), loc->name,
                         cas_rules_side_name (t, side));
      return FALSE;
    }
  if (cas_rules_count_lords (t, locale, enemy) > 0)
    {
      if (why)
        cas_explain_add (why, "1.3.1", _("enemy Lords are at %s, so it is not Friendly to the %s"), loc->name,
                         cas_rules_side_name (t, side));
      return FALSE;
    }
  if (why)
    cas_explain_add (why, "1.3.1", _("%s is Friendly to the %s"), loc->name, cas_rules_side_name (t, side));
  return TRUE;
}

guint
cas_rules_usable_on_way (const CasTable *t, int way)
{
  /* 1.7.4: the Season says what is usable along each Way type (game.json). */
  const CasSeason *season = cas_table_season (t);
  return season->way[cas_game_get_way (t->game, way)->type];
}

guint
cas_rules_usable_on_land (const CasTable *t)
{
  const CasSeason *season = cas_table_season (t);
  guint mask = 0;
  for (int k = 0; k < (int) cas_game_get_n_way_types (t->game); k++)
    mask |= season->way[k];
  return mask;
}

const char *
cas_rules_way_type_name (const CasTable *t, int way)
{
  const CasWay *w = cas_game_get_way (t->game, way);
  switch (w->kind)
    {
    case CAS_WAY_WATERWAY:
      return _("Waterway");
    case CAS_WAY_TRACKWAY:
      return _("Trackway");
    case CAS_WAY_OTHER:
    default:
      return cas_game_get_way_type (t->game, w->type)->name;
    }
}

int
cas_rules_ways_between (CasGame *game, int a, int b, int *out, int max)
{
  const CasLocale *la = cas_game_get_locale (game, a);
  int n = 0;
  for (guint i = 0; i < la->ways->len; i++)
    {
      int w = g_array_index (la->ways, int, i);
      const CasWay *way = cas_game_get_way (game, w);
      for (int k = 0; k < way->n_locales; k++)
        if (way->locales[k] == b && n < max)
          out[n++] = w;
    }
  return n;
}

int
cas_rules_transport_count (const CasTable *t, int lord, guint mask)
{
  int n = 0;
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    if (mask & (1u << a))
      n += CAS_LORD (t, lord, CAS_L_ASSETS + a);
  return n;
}

gboolean
cas_rules_side_has_capability (const CasTable *t, int side, const char *name)
{
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      if (card->side == side && CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_CAPABILITY && g_strcmp0 (card->cap_name, name) == 0)
        return TRUE;
    }
  return FALSE;
}

gboolean
cas_rules_lord_has_capability (const CasTable *t, int lord, const char *name)
{
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      if (CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == lord &&
          g_strcmp0 (card->cap_name, name) == 0)
        return TRUE;
    }
  return FALSE;
}

/* 1.3.1 Seats: the printed ones; those a Lord has only while his side holds them
 * Conquered (Pskov for Yaroslav); then the game's own (CasLcRules.seats). */
int
cas_rules_seats (const CasTable *t, int lord, int *out, int max, CasExplain *why)
{
  CasGame *game = t->game;
  const CasLord *l = cas_game_get_lord (game, lord);
  const CasLcRules *rules = cas_lc_rules (game);
  int n = 0;

  for (int i = 0; i < l->n_seats && n < max; i++)
    out[n++] = l->seats[i];
  for (int i = 0; i < l->n_conquered_seats && n < max; i++)
    {
      int loc = l->conquered_seats[i];
      gboolean held = CAS_LOCALE (t, loc, CAS_C_CONQUERED) > 0 && cas_rules_holder (t, loc) == l->side;
      if (held)
        out[n++] = loc;
      if (why)
        cas_explain_add (why, "1.3.1", held ? _("%s is a Seat of %s while Conquered by his side, as it is now")
                                            : _("%s would be a Seat of %s only while Conquered by his side"),
                         cas_game_get_locale (game, loc)->name, l->name);
    }
  if (rules && rules->seats)
    n = rules->seats (t, lord, out, n, max, why);
  return n;
}

/* "3 Provender", "1 Cart", "2 Carts" */
char *
cas_rules_asset_amount (CasGame *game, int asset, int n)
{
  const CasLcRules *rules = cas_lc_rules (game);
  char *own = rules && rules->supply && rules->supply->transport_words && n >= 0
                ? rules->supply->transport_words (asset, n) : NULL;
  const CasAssetType *type = asset >= 0 && asset < (int) cas_game_get_n_assets (game) ? cas_game_get_asset (game, asset) : NULL;

  if (own)
    return own;
  if (type == NULL)
    return g_strdup_printf ("%d", n);
  switch (type->role)
    {
    case CAS_ASSET_PROV:
      return g_strdup_printf (ngettext ("%d Provender", "%d Provender", (gulong) n), n);
    case CAS_ASSET_COIN:
      return g_strdup_printf (ngettext ("%d Coin", "%d Coin", (gulong) n), n);
    case CAS_ASSET_LOOT:
      return g_strdup_printf (ngettext ("%d Loot", "%d Loot", (gulong) n), n);
    case CAS_ASSET_CART:
      return g_strdup_printf (ngettext ("%d Cart", "%d Carts", (gulong) n), n);
    case CAS_ASSET_SHIP:
      return g_strdup_printf (ngettext ("%d Ship", "%d Ships", (gulong) n), n);
    default:
      return g_strdup_printf ("%d %s", n, type->name);
    }
}

char *
cas_rules_way_words (const CasTable *t, int way, int from, int to)
{
  const CasWay *w = cas_game_get_way (t->game, way);
  const char *a = cas_rules_locale_name (t, from), *b = cas_rules_locale_name (t, to);
  g_autofree char *base = w->kind == CAS_WAY_WATERWAY   ? g_strdup_printf (_("Waterway from %s to %s"), a, b)
                          : w->kind == CAS_WAY_TRACKWAY ? g_strdup_printf (_("Trackway from %s to %s"), a, b)
                                                        : g_strdup_printf (_("%s from %s to %s"),
                                                                           cas_rules_way_type_name (t, way), a, b);
  g_autoptr(GPtrArray) others = g_ptr_array_new ();

  for (int k = 0; k < w->n_locales; k++)
    if (w->locales[k] != from && w->locales[k] != to)
      g_ptr_array_add (others, (gpointer) cas_rules_locale_name (t, w->locales[k]));
  if (others->len == 0)
    return g_steal_pointer (&base);
  GString *list = g_string_new (g_ptr_array_index (others, 0));
  for (guint k = 1; k < others->len; k++)
    {
      if (k + 1 == others->len)
        g_string_append_printf (list, _(" and %s"), (const char *) g_ptr_array_index (others, k));
      else
        g_string_append_printf (list, ", %s", (const char *) g_ptr_array_index (others, k));
    }
  /* TRANSLATORS: "Waterway from Gdov to Uzmen (also joining Dorpat and Narwia)" */
  char *text = g_strdup_printf (_("%s (also joining %s)"), base, list->str);
  g_string_free (list, TRUE);
  return text;
}
