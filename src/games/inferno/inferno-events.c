/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-events.c (cards2, issue 17): Inferno's Arts of War Events outside Battle (1.9.1,
 * 3.1.3; data.md §8; rules-decisions I181-I189). Each Event's effect is said or counted by
 * the calculator that owns the number; here the look-ups and lines they share. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-events.h"
#include "inferno-cta.h"       /* inferno-events2: TREASURERS, one Call to Arms per Levy */
#include "inferno-ransom.h"    /* GENTLE USILIA: the Ransom now */
#include "inferno-rules.h"     /* inferno-events2: POGGIO BONIZIO's condition (I113) */
#include "inferno-scenario.h"  /* inferno-fixes: the Call to Arms a scenario skips (6.0) */
#include "inferno-treachery.h" /* the Treachery card an Event adds */
#include "inferno-turncoat.h"  /* a Turncoat's Locale is that of the Lord it serves (I191) */

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
 * Stronghold of a Revolt; for a Bribe, the Locale of the Lord whose mat has the Vassal on
 * the map (the Lord it serves as a Turncoat, I191, I194, or its own Lord while Mustered
 * with him), else its Vassal Seats. The first that the card names, or -1. */
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
      int units[CAS_MAX_FORCES];
      int with = inferno_turncoat_forces (t, vassal, units);
      if (with >= 0 && cas_table_lord_on_map (t, with))
        return named_place (game, f, cas_rules_lord_locale (t, with)) ? cas_rules_lord_locale (t, with) : -1;
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
                         _("The %s hold %s (%s): played, this Treachery at %s succeeds with 0 Coin and no roll (if "
                           "they play it; rules-decisions I182)"),
                         cas_rules_side_name (t, side), cas_game_get_card (game, k)->event_name, cas_game_get_card (game, k)->id,
                         cas_rules_locale_name (t, place));
      return k;
    }
  return -1;
}

/* BRIGANDS (S19, a Hold Event; 1.9.1, 3.1.3, 4.3): when a Guelph Lord Marches to within 2
 * Locales of Giordano or Astimberg (on the map), he hands that Lord 2 Coin, or 2 Loot, or 4
 * Carts and 4 Provender; the side that plays it chooses (3.1.3). Said in the March of a
 * group of the other side, with the actions of each option a Lord of the group can pay
 * (rules-decisions I183). By card and Lord ids: the table's facts. */
static const char *const brigands_card = "s19";
static const char *const brigands_lords[] = { "giordano", "astimberg" };

typedef struct {
  CasAsset asset;
  int n;
} Toll;

static const Toll brigands_tolls[][2] = {
  { { CAS_ASSET_COIN, 2 }, { CAS_ASSET_COIN, 0 } },
  { { CAS_ASSET_LOOT, 2 }, { CAS_ASSET_LOOT, 0 } },
  { { CAS_ASSET_CART, 4 }, { CAS_ASSET_PROV, 4 } },
};

/* Within 2 Locales: the same Locale, next to it, or next to a Locale next to it. */
static gboolean
within_two (CasGame *game, int a, int b)
{
  if (a == b || cas_game_adjacent (game, a, b))
    return TRUE;
  for (guint m = 0; m < cas_game_get_n_locales (game); m++)
    if (cas_game_adjacent (game, a, (int) m) && cas_game_adjacent (game, (int) m, b))
      return TRUE;
  return FALSE;
}

void
inferno_events_brigands (const CasTable *t, const int *lords, int n_lords, int side, int to, CasExplain *ex)
{
  CasGame *game = t->game;
  int k = cas_game_find_card (game, brigands_card);
  int near = -1;

  if (k < 0 || cas_game_get_card (game, k)->side == side || CAS_CARD (t, k, CAS_K_STATE) != CAS_CARD_HELD)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (brigands_lords) && near < 0; i++)
    {
      int b = cas_game_find_lord (game, brigands_lords[i]);
      if (b >= 0 && cas_table_lord_on_map (t, b) && within_two (game, to, cas_rules_lord_locale (t, b)))
        near = b;
    }
  if (near < 0)
    return;
  const CasCard *card = cas_game_get_card (game, k);
  const char *bid = cas_game_get_lord (game, near)->id;
  cas_explain_add (ex, "1.9.1,3.1.3,4.3",
                   _("The %s hold %s (%s): this March ends within 2 Locales of %s (at %s); played on a Lord of the group, he "
                     "hands %s 2 Coin, or 2 Loot, or 4 Carts and 4 Provender, as the %s choose (rules-decisions I183)"),
                   cas_rules_side_name (t, card->side), card->event_name, card->id, cas_rules_lord_name (t, near),
                   cas_rules_locale_name (t, cas_rules_lord_locale (t, near)), cas_rules_lord_name (t, near),
                   cas_rules_side_name (t, card->side));
  for (int i = 0; i < n_lords; i++)
    {
      const char *id = cas_game_get_lord (game, lords[i])->id;
      g_autoptr(GString) options = g_string_new (NULL);
      for (guint o = 0; o < G_N_ELEMENTS (brigands_tolls); o++)
        {
          gboolean pays = TRUE;
          g_autoptr(GString) acts = g_string_new (NULL);
          for (int p = 0; p < 2 && brigands_tolls[o][p].n > 0; p++)
            {
              int slot = cas_game_asset_slot (game, brigands_tolls[o][p].asset);
              const char *asset = slot >= 0 ? cas_game_get_asset (game, slot)->id : NULL;
              if (asset == NULL || CAS_LORD (t, lords[i], CAS_L_ASSETS + slot) < brigands_tolls[o][p].n)
                {
                  pays = FALSE;
                  break;
                }
              g_string_append_printf (acts, "%sassets %s %s -%d, assets %s %s +%d", acts->len ? ", " : "", id, asset,
                                      brigands_tolls[o][p].n, bid, asset, brigands_tolls[o][p].n);
            }
          if (pays)
            g_string_append_printf (options, "%s%s", options->len ? "; or " : "", acts->str);
        }
      if (options->len)
        cas_explain_add (ex, "1.9.1,3.1.3", _("%s could pay: %s"), cas_rules_lord_name (t, lords[i]), options->str);
      else
        cas_explain_add (ex, "1.9.1,3.1.3", _("%s has neither 2 Coin, nor 2 Loot, nor 4 Carts and 4 Provender; the players "
                                              "settle what he hands over"),
                         cas_rules_lord_name (t, lords[i]));
    }
}

/* ------------------------------------------------------------------------ */
/* An Event drawn in the Levy (3.1.3) or a Hold Event played: what the table does, with the
 * actions that mirror it (castellan-cli event; rules-decisions I184-I186). The drawing or
 * playing side decides (3.1.3 NOTE): Castellan proposes only what is certain (a Hold Event
 * kept, a This Campaign Event in force, a War Event drawn) and lists the options. */

/* The immediate Events that shift named Lords' Service or cylinders (data.md §8): `n`
 * boxes each for each of `lords` ("or": one of them), in the drawing side's favour or
 * against the Lords (`against`). By card and Lord ids: the table's facts. */
typedef struct {
  const char *card;
  const char *lords[4];
  int n;
  gboolean against;
  gboolean one_of;
} Shift;

static const Shift shifts[] = {
  { "f9", { "firenze", "lucca", "colle" }, 1, FALSE, FALSE },
  { "f13", { "firenze", "arezzo", "lucca" }, 1, FALSE, FALSE },
  { "f14", { "provenzano" }, 2, TRUE, FALSE },
  { "f17", { "guido", "orvieto" }, 2, FALSE, TRUE },
  { "f21", { "firenze", "arezzo" }, 2, FALSE, TRUE },
  { "f25", { "colle" }, 3, FALSE, FALSE },
  { "f26", { "firenze", "arezzo", "orvieto" }, 1, FALSE, FALSE },
  { "s9", { "orvieto" }, 3, TRUE, FALSE },
  { "s11", { "colle" }, 2, TRUE, FALSE },
  { "s15", { "siena", "provenzano", "giordano", "astimberg" }, 2, FALSE, TRUE },
  { "s26", { "provenzano", "siena" }, 1, FALSE, FALSE },
  /* inferno-events2: the Hold Events played for their shift (I199) */
  { "f18", { "santa_fiora" }, 2, TRUE, FALSE },
  { "f19", { "pisa" }, 2, TRUE, FALSE },
};

/* One box in a side's favour (2.2.3; data.md §8): a Lord on the map shifts his Service
 * right, one on the Calendar his cylinder left; against him the other way. NULL for a Lord
 * out of play. */
static char *
shift_action (const CasTable *t, int lord, int n, gboolean against)
{
  const char *id = cas_game_get_lord (t->game, lord)->id;
  int state = CAS_LORD (t, lord, CAS_L_STATE);
  if (state == CAS_LORD_MAP)
    return g_strdup_printf ("service %s %c%d", id, against ? '-' : '+', n);
  if (state == CAS_LORD_CALENDAR)
    return g_strdup_printf ("cylinder %s %c%d", id, against ? '+' : '-', n);
  return NULL;
}

/* The actions of Shift `sh` for each of its Lords in play (NULL-free list of strings). */
static GPtrArray *
shift_actions (const CasTable *t, const Shift *sh)
{
  GPtrArray *acts = g_ptr_array_new_with_free_func (g_free);
  for (int l = 0; l < 4 && sh->lords[l]; l++)
    {
      int lord = cas_game_find_lord (t->game, sh->lords[l]);
      char *a = lord >= 0 ? shift_action (t, lord, sh->n, sh->against) : NULL;
      if (a)
        g_ptr_array_add (acts, a);
    }
  return acts;
}

static const Shift *
find_shift (const CasCard *card)
{
  for (guint i = 0; i < G_N_ELEMENTS (shifts); i++)
    if (g_strcmp0 (shifts[i].card, card->id) == 0)
      return &shifts[i];
  return NULL;
}

static void
shift_lines (const CasTable *t, const CasCard *card, CasExplain *ex)
{
  const Shift *sh = find_shift (card);
  if (sh == NULL)
    return;
  g_autoptr(GPtrArray) list = shift_actions (t, sh);
  if (list->len == 0)
    return;
  g_ptr_array_add (list, NULL);
  g_autofree char *acts = g_strjoinv (sh->one_of ? "; or " : ", ", (char **) list->pdata);
  cas_explain_add (ex, "3.1.3,2.2.3",
                   sh->one_of ? _("The shift, on one of them: %s (a Lord on the map shifts his Service, one on "
                                  "the Calendar his cylinder; rules-decisions I185)")
                              : _("The shifts: %s (a Lord on the map shifts his Service, one on the Calendar his "
                                  "cylinder; rules-decisions I185)"),
                   acts);
}

/* The conditions printed on immediate Events that the table shows (data.md §8; I184):
 * Allegiance markers of a side at named Locales, or at Strongholds of a type printed for
 * the other side, or a side's Siege markers anywhere. By card, Locale and type ids. */
typedef enum {
  COND_MARKERS,      /* some of `locales` (or a Stronghold of `type` printed for the enemy) has `side`'s markers */
  COND_NO_MARKERS,   /* `locales[0]` has none of `side`'s markers */
  COND_SIEGE,        /* `side`'s Siege markers are somewhere on the map */
  COND_POGGIO,       /* inferno-events2: Poggio Bonizio carries no marker of `side`'s enemy (I113) */
} CondKind;

typedef struct {
  const char *card;
  CondKind kind;
  int side;          /* 0 the Guelphs, 1 the Ghibellines (the order of game.json's sides) */
  const char *locales[4];
  const char *type;
} Condition;

static const Condition conditions[] = {
  { "f14", COND_SIEGE, 0, { NULL }, NULL },
  { "f25", COND_MARKERS, 0, { NULL }, "castle" },
  { "f26", COND_MARKERS, 0, { NULL }, "town" },
  { "s11", COND_NO_MARKERS, 0, { "volterra" }, NULL },
  { "s25", COND_MARKERS, 0, { "grosseto", "castiglione_della_pescaia", "montemassi", "montepescali" }, NULL },
  { "s26", COND_MARKERS, 0, { NULL }, "town" },
  /* inferno-events2: the Hold Events' second options (I199) */
  { "f11", COND_POGGIO, 0, { NULL }, NULL },
  { "f18", COND_MARKERS, 0, { "grosseto" }, NULL },
  { "f19", COND_MARKERS, 0, { "volterra" }, NULL },
  { "s18", COND_MARKERS, 1, { "cortona" }, NULL },
};

/* Does `locale` carry `side`'s Allegiance markers (1.3.1: on a Locale printed for the
 * other side)? */
static gboolean
markers_of (const CasTable *t, int locale, int side)
{
  return CAS_LOCALE (t, locale, CAS_C_CONQUERED) > 0 && cas_rules_holder (t, locale) == side;
}

/* The first Locale that meets the condition (or, for COND_NO_MARKERS, that fails it), or -1. */
static int
condition_locale (const CasTable *t, const Condition *c)
{
  CasGame *game = t->game;
  for (guint l = 0; l < cas_game_get_n_locales (game); l++)
    {
      const CasLocale *loc = cas_game_get_locale (game, (int) l);
      gboolean named = FALSE;
      for (int i = 0; i < 4 && c->locales[i]; i++)
        named |= g_strcmp0 (loc->id, c->locales[i]) == 0;
      if (c->type)
        named = loc->stronghold && loc->side != c->side &&
                g_strcmp0 (cas_game_get_locale_type (game, loc->type)->id, c->type) == 0;
      if (c->kind == COND_SIEGE)
        {
          if (CAS_LOCALE (t, l, CAS_C_SIEGE) > 0 && cas_rules_holder (t, (int) l) != c->side)
            return (int) l;
        }
      else if (named && markers_of (t, (int) l, c->side))
        return (int) l;
    }
  return -1;
}

/* The card's printed condition as the table shows it: 1 holds, 0 not, -1 none printed
 * (or not one the table shows). With a line. */
static int
condition_holds (const CasTable *t, const CasCard *card, CasExplain *ex)
{
  const char *who;
  for (guint i = 0; i < G_N_ELEMENTS (conditions); i++)
    {
      const Condition *c = &conditions[i];
      if (g_strcmp0 (c->card, card->id) != 0)
        continue;
      if (c->kind == COND_POGGIO)
        {
          gboolean free = inferno_lordship_poggio_free (t, c->side);
          cas_explain_add (ex, "3.1.3,1.3.1",
                           free ? _("Its condition holds: Poggio Bonizio carries no marker of the %s (rules-decisions I113)")
                                : _("Its condition does not hold: Poggio Bonizio carries markers of the %s (rules-decisions I113)"),
                           cas_rules_side_name (t, 1 - c->side));
          return free ? 1 : 0;
        }
      int at = condition_locale (t, c);
      gboolean holds = c->kind == COND_NO_MARKERS ? at < 0 : at >= 0;
      who = cas_rules_side_name (t, c->side);
      if (c->kind == COND_SIEGE)
        cas_explain_add (ex, "3.1.3,4.3.5",
                         holds ? _("Its condition holds: the %s have Siege markers at %s") : _("Its condition does not hold: the %s have no Siege marker on the map"),
                         who, at >= 0 ? cas_rules_locale_name (t, at) : "");
      else if (c->kind == COND_NO_MARKERS)
        cas_explain_add (ex, "3.1.3,1.3.1",
                         holds ? _("Its condition holds: %s has no Allegiance markers of the %s")
                               : _("Its condition does not hold: %s has Allegiance markers of the %s"),
                         cas_rules_locale_name (t, cas_game_find_locale (t->game, c->locales[0])), who);
      else
        cas_explain_add (ex, "3.1.3,1.3.1",
                         holds ? _("Its condition holds: %s has Allegiance markers of the %s")
                               : _("Its condition does not hold: none of the Locales it names has Allegiance markers of the %s"),
                         holds ? cas_rules_locale_name (t, at) : who, who);
      return holds ? 1 : 0;
    }
  return -1;
}

/* GENTLE USILIA (S13, a Hold Event; 4.9.2, 3.1.3): the enemy's Ransom, Languish included,
 * at once: the End of Campaign's step for that side alone (inferno-ransom.c). */
static const char *const ransom_now_card = "s13";
/* FRIARS (S14, This Campaign): the enemy's Plan shuffled and played blind (I190). */
static const char *const friars_card = "s14";

static void
propose_to_explain (gpointer ctx, const char *step, const char *action)
{
  (void) step;
  cas_explain_propose ((CasExplain *) ctx, "%s", action);
}

static void
ransom_now (const CasTable *t, const CasCard *card, CasExplain *ex)
{
  g_autoptr(CasTable) work = cas_table_copy (t);
  g_autoptr(GArray) out = g_array_new (FALSE, TRUE, sizeof (CasLcCaptives));
  int side = 1 - card->side;
  CAS_GLOBAL (work, INFERNO_G_CAPTURED_0 + card->side) = 0; /* the enemy's box only */
  if (CAS_GLOBAL (t, INFERNO_G_CAPTURED_0 + side) == 0)
    {
      cas_explain_add (ex, "4.9.2,3.1.3", _("The %s have no knights in their Captured Knights box: %s changes nothing now"),
                       cas_rules_side_name (t, side), card->event_name);
      return;
    }
  cas_explain_add (ex, "4.9.2,3.1.3", _("%s (%s) played: the %s Ransom their Captured Knights now, as at the End of Campaign, "
                                        "or they Languish (rules-decisions I186)"),
                   card->event_name, card->id, cas_rules_side_name (t, side));
  cas_inferno_ransom (work, out, propose_to_explain, ex, ex);
}

/* inferno-events2: the Hold Events' second uses (below). */
typedef struct HoldSecond HoldSecond;
static const HoldSecond *hold_second_of (const CasCard *card);
static GPtrArray *play_options (const CasTable *t, const CasCard *card, CasExplain *ex);
static void play_lines (const CasTable *t, const CasCard *card, const HoldSecond *h, CasExplain *ex);

InfernoEventKind
inferno_events_event (const CasTable *t, int k, gboolean play, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasCard *card = cas_game_get_card (game, k);
  const char *side = cas_rules_side_name (t, card->side);
  int state = CAS_CARD (t, k, CAS_K_STATE);

  if (card->event_name == NULL)
    {
      cas_explain_add (ex, "1.9.1", _("%s has no Event"), card->id);
      return INFERNO_EVENT_NONE;
    }
  if (state == CAS_CARD_CAPABILITY || state == CAS_CARD_LORD)
    cas_explain_add (ex, "1.9.1,3.1.3", _("%s (%s) is in play as the Capability %s: its Event cannot be drawn now"),
                     card->event_name, card->id, card->cap_name);
  cas_explain_add (ex, "3.1.3,1.9.1", _("%s (%s), the %s' Event: %s"), card->event_name, card->id, side,
                   cas_game_text (card->event_summary));
  switch (card->timing)
    {
    case CAS_TIMING_HOLD:
      if (!play)
        {
          cas_explain_add (ex, "3.1.3", _("A Hold Event: the %s keep it hidden for later (card %s held); the other cards' "
                                          "calculators name it where it may be played"),
                           side, card->id);
          if (state != CAS_CARD_HELD)
            cas_explain_propose (ex, "card %s held", card->id);
          return INFERNO_EVENT_HOLD;
        }
      if (g_strcmp0 (card->id, ransom_now_card) == 0)
        ransom_now (t, card, ex);
      else if (hold_second_of (card))
        {
          /* inferno-events2 (I199-I202): its second use computed, with its options */
          play_lines (t, card, hold_second_of (card), ex);
          if (!inferno_events_played_elsewhere (t, k))
            return INFERNO_EVENT_PLAYED; /* each option carries the card's fate (I200) */
        }
      else
        /* inferno-events2: in table words; castellan-cli adds its commands (I189) */
        cas_explain_add (ex, "3.1.3", _("Played: the %s do what it says; the calculator that owns its number says it where "
                                        "it applies (the Treachery, the Battle, the March, the Feed)"),
                         side);
      cas_explain_add (ex, "3.1.3,3.1.4", _("Once used, a Hold Event goes back to its deck (discard %s)"), card->id);
      cas_explain_propose (ex, "discard %s", card->id);
      return INFERNO_EVENT_PLAYED;
    case CAS_TIMING_THIS_LEVY:
    case CAS_TIMING_THIS_CAMPAIGN:
      cas_explain_add (ex, "3.1.3",
                       card->timing == CAS_TIMING_THIS_LEVY
                         ? _("In force this Levy (card %s this_levy); its Capability cannot be taken this Levy")
                         : _("In force this Campaign (card %s this_campaign); its Capability cannot be taken this Levy"),
                       card->id);
      if (state != (card->timing == CAS_TIMING_THIS_LEVY ? CAS_CARD_THIS_LEVY : CAS_CARD_THIS_CAMPAIGN))
        cas_explain_propose (ex, "card %s %s", card->id, card->timing == CAS_TIMING_THIS_LEVY ? "this_levy" : "this_campaign");
      if (g_strcmp0 (card->id, friars_card) == 0)
        cas_explain_add (ex, "3.1.3,4.1", _("While it is in force, the %s shuffle each Plan they build and play it blind: "
                                            "Castellan offers the shuffle on the Plan page, or the players record the order "
                                            "the real cards come in (rules-decisions I190)"),
                         cas_rules_side_name (t, 1 - card->side));
      return INFERNO_EVENT_IN_FORCE;
    default:
      break;
    }
  cas_explain_add (ex, "3.1.3", _("An immediate Event: the %s resolve it now, if its condition holds, and it goes back to the "
                                  "deck; they choose among its options (rules-decisions I184)"),
                   side);
  /* inferno-fixes (3.5, 6.0; I67): a scenario that skips the side's Call to Arms leaves
   * a War Event only its own effect */
  gboolean war_open = card->war && !inferno_scenario_cta_skipped (t, card->side);
  int holds = condition_holds (t, card, ex);
  if (holds == 0)
    cas_explain_add (ex, "3.1.3", war_open ? _("So it does nothing now but allow the Call to Arms")
                                           : _("So it does nothing now"));
  else
    shift_lines (t, card, ex);
  if (holds != 0 && card->flags && g_strv_contains ((const char *const *) card->flags, "treachery"))
    {
      g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(CasExplain) quiet = cas_explain_new ();
      inferno_treachery_gain (t, card->side, 1, list, quiet);
      if (list->len)
        cas_explain_add (ex, "3.1.3,1.4.3", _("Or, where it offers one, a Treachery card added to the %s' Command deck (%s)"),
                         side, (const char *) g_ptr_array_index (list, 0));
    }
  if (holds != 0 && card->flags && g_strv_contains ((const char *const *) card->flags, "revolt"))
    cas_explain_add (ex, "3.1.3,1.4.2", _("A Revolt roll it gives is made on the %s' Revolt table, once the gold and purple "
                                          "dice are rolled (the Revolt calculator)"),
                     side);
  if (war_open)
    {
      cas_explain_add (ex, "3.1.3,3.5", _("A War Event: drawn this Levy, it lets the %s declare Call to Arms (war %s yes)"), side,
                       card->id);
      cas_explain_propose (ex, "war %s yes", card->id);
    }
  else if (card->war)
    cas_explain_add (ex, "3.5,6.0", _("A War Event, but %s skips the %s' Call to Arms in this Levy: it allows none, and "
                                      "nothing is recorded for it (rules-decisions I67)"),
                     inferno_scenario_name (t), side);
  return INFERNO_EVENT_IMMEDIATE;
}

/* ------------------------------------------------------------------------ */
/* inferno-app (issue 17; rules-decisions I187): the options above one by one, for a table
 * that applies the one the drawing side chooses (the draw dialog). */

void
inferno_event_option_free (InfernoEventOption *o)
{
  if (o == NULL)
    return;
  g_free (o->label);
  g_strfreev (o->actions);
  g_free (o);
}

static void
add_option (GPtrArray *opts, const char *rules, GStrv actions, const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
add_option (GPtrArray *opts, const char *rules, GStrv actions, const char *format, ...)
{
  InfernoEventOption *o = g_new0 (InfernoEventOption, 1);
  va_list args;
  va_start (args, format);
  o->label = g_strdup_vprintf (format, args);
  va_end (args);
  o->rules = rules;
  o->actions = actions;
  g_ptr_array_add (opts, o);
}

static GStrv
one_action (const char *action)
{
  GStrv v = g_new0 (char *, 2);
  v[0] = g_strdup (action);
  return v;
}

/* inferno-events2: the actions `before` (or NULL), then `action`, then `fate` (or NULL). */
static GStrv
actions_of (GPtrArray *before, const char *action, const char *fate)
{
  GPtrArray *v = g_ptr_array_new ();
  for (guint i = 0; before && i < before->len; i++)
    g_ptr_array_add (v, g_strdup (g_ptr_array_index (before, i)));
  g_ptr_array_add (v, g_strdup (action));
  if (fate)
    g_ptr_array_add (v, g_strdup (fate));
  g_ptr_array_add (v, NULL);
  return (GStrv) g_ptr_array_free (v, FALSE);
}

/* The option of a Treachery card added to `side`'s deck (1.4.3; the first set aside, I102),
 * after the actions `before` (a payment) and before `fate`; a line in `ex` (when given)
 * when none is left set aside. */
static void
treachery_option (const CasTable *t, int side, GPtrArray *before, const char *fate, GPtrArray *opts, CasExplain *ex)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(CasExplain) quiet = cas_explain_new ();
  inferno_treachery_gain (t, side, 1, list, quiet);
  if (list->len == 0)
    {
      if (ex)
        cas_explain_add (ex, "1.4.3", _("The %s have no Treachery card left set aside: that option adds none"),
                         cas_rules_side_name (t, side));
      return;
    }
  add_option (opts, "3.1.3,1.4.3", actions_of (before, g_ptr_array_index (list, 0), fate), _("Treachery card added: %s"),
              (const char *) g_ptr_array_index (list, 0));
}

/* The option of a Revolt roll on `side`'s table: no actions, the dice first (1.4.2). */
static void
revolt_option (const CasTable *t, int side, GPtrArray *opts)
{
  add_option (opts, "3.1.3,1.4.2", NULL, _("A Revolt roll on the %s' Revolt table: roll the gold and purple dice, then "
                                           "the Revolt calculator"),
              cas_rules_side_name (t, side));
}

GPtrArray *
inferno_events_options (const CasTable *t, int k)
{
  GPtrArray *opts = g_ptr_array_new_with_free_func ((GDestroyNotify) inferno_event_option_free);
  const CasCard *card = cas_game_get_card (t->game, k);
  g_autoptr(CasExplain) quiet = cas_explain_new ();

  if (card->event_name == NULL || card->timing != CAS_TIMING_IMMEDIATE || condition_holds (t, card, quiet) == 0)
    return opts;
  const Shift *sh = find_shift (card);
  g_autoptr(GPtrArray) acts = sh ? shift_actions (t, sh) : g_ptr_array_new_with_free_func (g_free);
  if (sh && sh->one_of)
    for (guint i = 0; i < acts->len; i++)
      add_option (opts, "3.1.3,2.2.3", one_action (g_ptr_array_index (acts, i)), _("Shift: %s"),
                  (const char *) g_ptr_array_index (acts, i));
  else if (acts->len > 0)
    {
      g_ptr_array_add (acts, NULL);
      GStrv all = g_strdupv ((char **) acts->pdata);
      g_autofree char *joined = g_strjoinv (", ", all);
      add_option (opts, "3.1.3,2.2.3", all, _("Shifts: %s"), joined);
    }
  if (card->flags && g_strv_contains ((const char *const *) card->flags, "treachery"))
    treachery_option (t, card->side, NULL, NULL, opts, NULL);
  if (card->flags && g_strv_contains ((const char *const *) card->flags, "revolt"))
    revolt_option (t, card->side, opts);
  return opts;
}

/* ------------------------------------------------------------------------ */
/* inferno-events2 (issue 17; 3.1.3, 1.9.1; rules-decisions I199-I202): the Hold Events
 * played for their second use, computed as the immediate Events' options are: GROSSETO
 * (F18) and VOLTERRA (F19), once the Locale they name carries Guelph markers, shift
 * Santa Fiora or Pisa 2 boxes against them; CORTONA (S18), once Cortona carries Ghibelline
 * markers, a Revolt roll or a Treachery card; POGGIO BONIZIO (F11), while Poggio Bonizio
 * carries no Ghibelline marker, Lordship +3 this Levy for a Guelph Lord or a Treachery card;
 * TREASURERS (F23), 2 Coin for a Call to Arms or a Treachery card. By card id: the
 * table's facts (data.md §8), not the cards' words. */

typedef enum {
  SECOND_SHIFT,    /* an enemy Lord's shift (the card's Shift) */
  SECOND_REVOLT,   /* a Revolt roll or a Treachery card */
  SECOND_LORDSHIP, /* a Lord's Lordship this Levy (card CARD this_levy LORD) or a Treachery card */
  SECOND_COIN,     /* Coin paid for a Call to Arms or a Treachery card */
} SecondKind;

struct HoldSecond {
  const char *card;
  SecondKind kind;
  gboolean elsewhere; /* its first use is said by another calculator (the Treachery's, I182) */
};

static const HoldSecond hold_seconds[] = {
  { "f11", SECOND_LORDSHIP, FALSE },
  { "f18", SECOND_SHIFT, TRUE },
  { "f19", SECOND_SHIFT, TRUE },
  { "s18", SECOND_REVOLT, TRUE },
  { "f23", SECOND_COIN, FALSE },
};
#define POGGIO_LORDSHIP 3 /* F11, as inferno-lordship.c counts it */
#define TREASURERS_COIN 2 /* 3.5 */

static const HoldSecond *
hold_second_of (const CasCard *card)
{
  for (guint i = 0; i < G_N_ELEMENTS (hold_seconds); i++)
    if (g_strcmp0 (hold_seconds[i].card, card->id) == 0)
      return &hold_seconds[i];
  return NULL;
}

gboolean
inferno_events_played_elsewhere (const CasTable *t, int k)
{
  const CasCard *card = cas_game_get_card (t->game, k);
  const HoldSecond *h = hold_second_of (card);
  return card->timing == CAS_TIMING_HOLD && g_strcmp0 (card->id, ransom_now_card) != 0 && (h == NULL || h->elsewhere);
}

/* `n` Coin paid by `side`'s Lords on the map, the one with the most first (ties in the
 * Lords' order), as `assets LORD coin -N` (rules-decisions I201); NULL when they hold
 * fewer, with their total in *total. */
static GPtrArray *
coin_actions (const CasTable *t, int side, int n, int *total)
{
  CasGame *game = t->game;
  int slot = cas_game_asset_slot (game, CAS_ASSET_COIN);
  int left[64] = { 0 };
  guint n_lords = MIN (cas_game_get_n_lords (game), G_N_ELEMENTS (left));
  *total = 0;
  if (slot < 0)
    return NULL;
  for (guint l = 0; l < n_lords; l++)
    if (cas_table_lord_on_map (t, (int) l) && cas_rules_lord_side (t, (int) l) == side)
      *total += left[l] = CAS_LORD (t, l, CAS_L_ASSETS + slot);
  if (*total < n)
    return NULL;
  GPtrArray *acts = g_ptr_array_new_with_free_func (g_free);
  while (n > 0)
    {
      guint best = 0;
      for (guint l = 1; l < n_lords; l++)
        if (left[l] > left[best])
          best = l;
      int take = MIN (left[best], n);
      g_ptr_array_add (acts, g_strdup_printf ("assets %s %s -%d", cas_game_get_lord (game, (int) best)->id,
                                              cas_game_get_asset (game, slot)->id, take));
      left[best] = 0;
      n -= take;
    }
  return acts;
}

/* May `side` declare Call to Arms with TREASURERS now (3.5, 6.0)? A line when not. */
static gboolean
cta_open (const CasTable *t, int side, CasExplain *ex)
{
  const char *who = cas_rules_side_name (t, side);
  if (CAS_GLOBAL (t, CAS_G_PHASE) != CAS_PHASE_LEVY)
    cas_explain_add (ex, "3.5", _("A Call to Arms is declared in the Levy only: not now"));
  else if (inferno_cta_declarer (t) >= 0)
    cas_explain_add (ex, "3.5", _("A Call to Arms is declared this Levy already (by the %s): there is no other"),
                     cas_rules_side_name (t, inferno_cta_declarer (t)));
  else if (inferno_scenario_cta_skipped (t, side)) /* inferno-fixes: as the Levy reads it (I67) */
    cas_explain_add (ex, "3.5,6.0", _("%s: the %s skip Call to Arms in this scenario"), inferno_scenario_name (t), who);
  else
    return TRUE;
  return FALSE;
}

static GPtrArray *
play_options (const CasTable *t, const CasCard *card, CasExplain *ex)
{
  GPtrArray *opts = g_ptr_array_new_with_free_func ((GDestroyNotify) inferno_event_option_free);
  const HoldSecond *h = hold_second_of (card);
  CasGame *game = t->game;
  const char *who = cas_rules_side_name (t, card->side);
  g_autofree char *discard = g_strdup_printf ("discard %s", card->id);

  if (h == NULL || condition_holds (t, card, ex) == 0)
    return opts;
  switch (h->kind)
    {
    case SECOND_SHIFT:
      {
        g_autoptr(GPtrArray) acts = shift_actions (t, find_shift (card));
        if (acts->len == 0)
          cas_explain_add (ex, "3.1.3,2.2.3", _("The Lord it shifts is out of play: the shift does nothing"));
        for (guint i = 0; i < acts->len; i++)
          add_option (opts, "3.1.3,2.2.3", one_action (g_ptr_array_index (acts, i)), _("Shift: %s"),
                      (const char *) g_ptr_array_index (acts, i));
        break;
      }
    case SECOND_REVOLT:
      revolt_option (t, card->side, opts);
      treachery_option (t, card->side, NULL, NULL, opts, ex);
      break;
    case SECOND_LORDSHIP:
      if (CAS_GLOBAL (t, CAS_G_PHASE) != CAS_PHASE_LEVY)
        cas_explain_add (ex, "3.1.3,3.4,3.5.4", _("Its Lordship serves a Muster or a Call to Arms' extra Muster: in the Levy "
                                                  "only, not now"));
      else
        for (guint l = 0; l < cas_game_get_n_lords (game); l++)
          {
            if (!cas_table_lord_on_map (t, (int) l) || cas_rules_lord_side (t, (int) l) != card->side)
              continue;
            g_autofree char *action = g_strdup_printf ("card %s this_levy %s", card->id, cas_game_get_lord (game, (int) l)->id);
            add_option (opts, "3.1.3,3.4,1.9.1", one_action (action), _("Lordship +%d for %s this Levy: %s"), POGGIO_LORDSHIP,
                        cas_rules_lord_name (t, (int) l), action);
          }
      treachery_option (t, card->side, NULL, discard, opts, ex);
      break;
    case SECOND_COIN:
      {
        int total = 0;
        g_autoptr(GPtrArray) paid = coin_actions (t, card->side, TREASURERS_COIN, &total);
        if (paid == NULL)
          {
            cas_explain_add (ex, "3.5,1.9.1", _("The Lords of the %s on the map hold %d Coin, fewer than the %d it costs: they cannot "
                                                "play it now"),
                             who, total, TREASURERS_COIN);
            break;
          }
        if (cta_open (t, card->side, ex))
          {
            g_autofree char *cta = g_strdup_printf ("cta %s yes", cas_game_get_side_id (game, card->side));
            GStrv acts = actions_of (paid, cta, discard);
            g_autofree char *joined = g_strjoinv (", ", acts);
            add_option (opts, "3.5,1.9.1", acts, _("Pay %d Coin and declare Call to Arms: %s"), TREASURERS_COIN, joined);
          }
        guint n = opts->len;
        treachery_option (t, card->side, paid, discard, opts, ex);
        if (opts->len > n) /* the label names the payment too */
          {
            InfernoEventOption *o = g_ptr_array_index (opts, n);
            g_autofree char *joined = g_strjoinv (", ", o->actions);
            g_free (o->label);
            o->label = g_strdup_printf (_("Pay %d Coin for a Treachery card: %s"), TREASURERS_COIN, joined);
          }
        break;
      }
    }
  return opts;
}

/* castellan-cli event --play (I199-I202): its first use, its condition, its options. */
static void
play_lines (const CasTable *t, const CasCard *card, const HoldSecond *h, CasExplain *ex)
{
  if (h->elsewhere)
    cas_explain_add (ex, "1.9.1,4.7.5,4.7.6", _("Played for a Treachery at the Locale it names, it is counted by the "
                                                "Treachery: 0 Coin and no roll (rules-decisions I182); or for its other "
                                                "use:"));
  g_autoptr(GPtrArray) opts = play_options (t, card, ex);
  for (guint i = 0; i < opts->len; i++)
    {
      const InfernoEventOption *o = g_ptr_array_index (opts, i);
      cas_explain_add (ex, o->rules, _("Option %u: %s"), i + 1, o->label);
    }
  if (opts->len > 0)
    cas_explain_add (ex, "3.1.3", _("The %s choose among them (rules-decisions I199)"), cas_rules_side_name (t, card->side));
  else if (!h->elsewhere)
    cas_explain_add (ex, "3.1.3", _("It has no use now: the %s keep it held"), cas_rules_side_name (t, card->side));
  if (!h->elsewhere && opts->len > 0)
    cas_explain_add (ex, "3.1.3,3.1.4", h->kind == SECOND_LORDSHIP
                                          ? _("Played for its Lordship, it stays in force this Levy at the Lord's mat; "
                                              "otherwise it goes back to its deck: each option says which (rules-decisions "
                                              "I200)")
                                          : _("Once used, it goes back to its deck: each option ends with it "
                                              "(rules-decisions I200)"));
}

GPtrArray *
inferno_events_play_options (const CasTable *t, int k)
{
  g_autoptr(CasExplain) quiet = cas_explain_new ();
  const CasCard *card = cas_game_get_card (t->game, k);
  if (card->event_name == NULL || card->timing != CAS_TIMING_HOLD)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) inferno_event_option_free);
  return play_options (t, card, quiet);
}

/* ------------------------------------------------------------------------ */
/* FRIARS (S14, This Campaign; 3.1.3, 4.1; rules-decisions I190): the enemy of the card's
 * side shuffles its chosen Plan and plays it blind. Castellan offers the shuffle (a random
 * order, like its dice); the players may as well shuffle the real cards and record the
 * order revealed (`plan`, `reveal`): the audit flags no Plan order either way. */
int
inferno_friars_side (const CasTable *t)
{
  int k = cas_game_find_card (t->game, friars_card);
  if (k < 0 || CAS_CARD (t, k, CAS_K_STATE) != CAS_CARD_THIS_CAMPAIGN)
    return -1;
  return 1 - cas_game_get_card (t->game, k)->side;
}

char *
inferno_friars_shuffle (const CasTable *t, GRand *rand, CasExplain *ex)
{
  CasGame *game = t->game;
  int side = inferno_friars_side (t);
  if (side < 0)
    {
      cas_explain_add (ex, "3.1.3", _("FRIARS is not in force: each Plan keeps the order its side chose"));
      return NULL;
    }
  const int *plan = &CAS_GLOBAL (t, CAS_G_PLAN_0 + side * CAS_MAX_PLAN);
  int cards[CAS_MAX_PLAN], n = 0;
  for (int i = 0; i < CAS_MAX_PLAN; i++)
    if (plan[i] != CAS_PLAN_EMPTY)
      cards[n++] = plan[i];
  const char *who = cas_rules_side_name (t, side);
  if (n == 0)
    {
      cas_explain_add (ex, "4.1,3.1.3", _("FRIARS is in force, but the %s have no Plan yet: build it, then shuffle it"), who);
      return NULL;
    }
  if (CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0 + side) > 0)
    {
      cas_explain_add (ex, "4.1,3.1.3", _("A card of the %s' Plan is revealed already: the shuffle is done before the first"),
                       who);
      return NULL;
    }
  for (int i = n - 1; i > 0; i--) /* Fisher-Yates */
    {
      int j = g_rand_int_range (rand, 0, i + 1), x = cards[i];
      cards[i] = cards[j];
      cards[j] = x;
    }
  GString *action = g_string_new (NULL);
  g_string_printf (action, "plan %s ", cas_game_get_side_id (game, side));
  for (int i = 0; i < n; i++)
    {
      g_autofree char *word = cas_plan_card_word (game, cards[i]);
      g_string_append_printf (action, "%s%s", i ? "," : "", word);
    }
  cas_explain_add (ex, "3.1.3,4.1", _("FRIARS is in force: the %s' Plan is shuffled and played blind, the cards revealed in the "
                                      "order they come (rules-decisions I190)"),
                   who);
  cas_explain_propose (ex, "%s", action->str);
  return g_string_free (action, FALSE);
}
