/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-events.c (cards2, issue 17): Inferno's Arts of War Events outside Battle (1.9.1,
 * 3.1.3; data.md §8; rules-decisions I181-I189). Each Event's effect is said or counted by
 * the calculator that owns the number; here the look-ups and lines they share. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-events.h"

/* The Hold Events that make a Treachery (Revolt or Bribe) succeed with 0 Coin (1.9.1,
 * 4.7.5, 4.7.6): CASOLE (F15) for Firenze's Treachery at or against a Castle; GROSSETO
 * (F18), VOLTERRA (F19) and CORTONA (S18) for any Treachery of the card's side at that
 * Locale. By card id: the table's facts, not the cards' words (data.md §8). */
typedef struct {
  const char *card;
  const char *locale;      /* the Locale it names, or NULL */
  const char *locale_type; /* or the type of Locale it names */
  const char *lord;        /* the Lord whose Treachery only, or NULL: any of the side */
} FreeTreachery;

static const FreeTreachery free_treachery[] = {
  { "f15", NULL, "castle", "firenze" },
  { "f18", "grosseto", NULL, NULL },
  { "f19", "volterra", NULL, NULL },
  { "s18", "cortona", NULL, NULL },
};

static const FreeTreachery *
free_treachery_of (CasGame *game, int card)
{
  for (guint i = 0; i < G_N_ELEMENTS (free_treachery); i++)
    if (cas_game_find_card (game, free_treachery[i].card) == card)
      return &free_treachery[i];
  return NULL;
}

/* The name of the Locale type `id` (game.json "locale_types"). */
static const char *
locale_type_name (CasGame *game, const char *id)
{
  for (guint i = 0; i < cas_game_get_n_locale_types (game); i++)
    if (g_strcmp0 (cas_game_get_locale_type (game, (int) i)->id, id) == 0)
      return cas_game_get_locale_type (game, (int) i)->name;
  return id;
}

/* Is `locale` the place the card names? */
static gboolean
named_place (CasGame *game, const FreeTreachery *f, int locale)
{
  const CasLocale *loc;
  if (locale < 0)
    return FALSE;
  loc = cas_game_get_locale (game, locale);
  if (f->locale)
    return g_strcmp0 (loc->id, f->locale) == 0;
  return loc->stronghold && g_strcmp0 (cas_game_get_locale_type (game, loc->type)->id, f->locale_type) == 0;
}

/* The places of a Treachery (I182): the Active Lord's Locale and its target's: the
 * Stronghold of a Revolt; for a Bribe, the Locale of the Vassal's Lord if it is Mustered
 * with him on the map, else its Vassal Seats. The first that the card names, or -1. */
static int
treachery_place (const CasTable *t, const FreeTreachery *f, int lord, int locale, int vassal)
{
  CasGame *game = t->game;
  int here = cas_rules_lord_locale (t, lord);
  if (named_place (game, f, here))
    return here;
  if (named_place (game, f, locale))
    return locale;
  if (vassal >= 0)
    {
      const CasVassal *v = cas_game_get_vassal (game, vassal);
      if (CAS_LORD (t, v->lord, CAS_L_VASSAL + v->slot) == CAS_VASSAL_MUSTERED && cas_table_lord_on_map (t, v->lord))
        return named_place (game, f, cas_rules_lord_locale (t, v->lord)) ? cas_rules_lord_locale (t, v->lord) : -1;
      for (int s = 0; s < v->n_seats; s++)
        if (named_place (game, f, v->seats[s]))
          return v->seats[s];
    }
  return -1;
}

gboolean
inferno_events_free_treachery (const CasTable *t, int card, int lord, int locale, int vassal, CasExplain *ex)
{
  CasGame *game = t->game;
  const FreeTreachery *f;
  const CasCard *c;
  const char *name = cas_rules_lord_name (t, lord);
  int side = cas_rules_lord_side (t, lord), place;

  if (card < 0 || card >= (int) cas_game_get_n_cards (game))
    return FALSE;
  c = cas_game_get_card (game, card);
  if ((f = free_treachery_of (game, card)) == NULL)
    {
      if (ex)
        cas_explain_add (ex, "1.9.1,4.7.5,4.7.6", _("%s (%s) does not make a Treachery succeed for 0 Coin"),
                         c->event_name ? c->event_name : c->cap_name, c->id);
      return FALSE;
    }
  if (c->side != side)
    {
      if (ex)
        cas_explain_add (ex, "1.9.1,3.1.3", _("%s (%s) is an Event of the %s, not of %s's side"), c->event_name, c->id,
                         cas_rules_side_name (t, c->side), name);
      return FALSE;
    }
  if (f->lord && g_strcmp0 (cas_game_get_lord (game, lord)->id, f->lord) != 0)
    {
      if (ex)
        cas_explain_add (ex, "1.9.1,4.2.3", _("%s (%s) serves only the Treachery of %s, not of %s"), c->event_name, c->id,
                         cas_game_get_lord (game, cas_game_find_lord (game, f->lord))->name, name);
      return FALSE;
    }
  place = treachery_place (t, f, lord, locale, vassal);
  if (place < 0)
    {
      if (ex)
        cas_explain_add (ex, "1.9.1,4.7.5,4.7.6",
                         f->locale ? _("%s (%s) serves a Treachery at %s only: neither %s nor the target is there "
                                       "(rules-decisions I182)")
                                   : _("%s (%s) serves a Treachery at or against a %s only: neither %s nor the target is at "
                                       "one (rules-decisions I182)"),
                         c->event_name, c->id,
                         f->locale ? cas_game_get_locale (game, cas_game_find_locale (game, f->locale))->name
                                   : locale_type_name (game, f->locale_type),
                         name);
      return FALSE;
    }
  if (ex)
    {
      if (CAS_CARD (t, card, CAS_K_STATE) != CAS_CARD_HELD)
        cas_explain_add (ex, "3.1.3", _("The table does not show %s (%s) held by the %s (card %s held); counted as played all the same"),
                         c->event_name, c->id, cas_rules_side_name (t, side), c->id);
      cas_explain_add (ex, "1.9.1,4.7.5,4.7.6,3.1.3",
                       _("%s (%s), a Hold Event of the %s, played: this Treachery of %s at %s succeeds with 0 Coin and no "
                         "roll; the card goes back to its deck (discard %s; rules-decisions I182)"),
                       c->event_name, c->id, cas_rules_side_name (t, side), name, cas_rules_locale_name (t, place), c->id);
    }
  return TRUE;
}

int
inferno_events_free_treachery_held (const CasTable *t, int lord, int locale, int vassal, CasExplain *ex)
{
  CasGame *game = t->game;
  int side = cas_rules_lord_side (t, lord);
  for (guint i = 0; i < G_N_ELEMENTS (free_treachery); i++)
    {
      int k = cas_game_find_card (game, free_treachery[i].card);
      if (k < 0 || cas_game_get_card (game, k)->side != side || CAS_CARD (t, k, CAS_K_STATE) != CAS_CARD_HELD)
        continue;
      if (free_treachery[i].lord && g_strcmp0 (cas_game_get_lord (game, lord)->id, free_treachery[i].lord) != 0)
        continue;
      int place = treachery_place (t, &free_treachery[i], lord, locale, vassal);
      if (place < 0)
        continue;
      if (ex)
        cas_explain_add (ex, "1.9.1,4.7.5,4.7.6,3.1.3",
                         _("The %s hold %s (%s): played, this Treachery at %s succeeds with 0 Coin and no roll (--event %s; "
                           "rules-decisions I182)"),
                         cas_rules_side_name (t, side), cas_game_get_card (game, k)->event_name, cas_game_get_card (game, k)->id,
                         cas_rules_locale_name (t, place), cas_game_get_card (game, k)->id);
      return k;
    }
  return -1;
}
