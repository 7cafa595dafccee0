/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-lordship.c: the Arts of War cards that change Inferno's Muster (levy, issue 17),
 * as CasLcLevy hooks:
 *   - Lordship bonuses (3.4, 1.5.3): the Capability TAU COMPANY (F22: Firenze and Lucca
 *     +1) and the Events that give one Lord more Levy actions this Levy, recorded at his
 *     mat with `card CARD this_levy LORD`: POGGIO BONIZIO (F11, +3), A BETTER PAID DEATH
 *     (S10, +2), WAR LOANS (S15, +2), GHIBELLINE REFUGEES (S17, +2 to one or both),
 *     CONSTITUTO (S21, +3);
 *   - other Lords' Vassals (3.4.2): Altopascio for Lucca while TAU COMPANY is in play (for
 *     no Levy action), TAGLIA (S23: one Ready Vassal of another of its four Lords, with 2
 *     Carts).
 * Which Lords each Event names is the card's (data.md §8); choices are rules-decisions
 * I112-I115. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-rules.h"
#include "inferno-taglia.h" /* mats: who took his TAGLIA Vassal */
#include "inferno-turncoat.h" /* turncoat: a Bribed Vassal is not Ready (4.7.6) */
#include "cas-levy.h"
#include "cas-table.h"

/* The Lordship Events (data.md §8): the card, its bonus, the Lords it may name (NULL: any
 * Lord of its side; `non_podesta`: any but a Podestà), whether an Event at no Lord's mat
 * means every Lord it names (S17: "one or both"). */
typedef struct {
  const char *card;
  int bonus;
  const char *lords[4];
  gboolean non_podesta;
  gboolean all_if_unnamed;
} LordshipEvent;

static const LordshipEvent lordship_events[] = {
  { "f11", 3, { NULL }, FALSE, FALSE },                                         /* POGGIO BONIZIO */
  { "s10", 2, { NULL }, TRUE, FALSE },                                          /* A BETTER PAID DEATH */
  { "s15", 2, { "siena", "provenzano", "giordano", "astimberg" }, FALSE, FALSE }, /* WAR LOANS */
  { "s17", 2, { "provenzano", "santa_fiora" }, FALSE, TRUE },                   /* GHIBELLINE REFUGEES */
  { "s21", 3, { "siena", "pisa" }, FALSE, FALSE },                              /* CONSTITUTO */
};
#define POGGIO_CARD "f11"
#define POGGIO_LOCALE "poggio_bonizio"
#define TAU_CARD "f22"
#define TAU_BONUS 1
#define TAGLIA_CARD INFERNO_TAGLIA_CARD
#define TAGLIA_CARTS INFERNO_TAGLIA_CARTS

static gboolean
event_names (const CasTable *t, const LordshipEvent *e, int lord)
{
  const CasLord *l = cas_game_get_lord (t->game, lord);
  const CasCard *card = cas_game_get_card (t->game, cas_game_find_card (t->game, e->card));
  if (l->side != card->side || (e->non_podesta && l->podesta))
    return FALSE;
  if (e->lords[0] == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (e->lords) && e->lords[i]; i++)
    if (g_str_equal (e->lords[i], l->id))
      return TRUE;
  return FALSE;
}

/* F11: Poggio Bonizio carries no gold (Ghibelline) marker: no Ghibelline Allegiance,
 * Ravaged or Ruins marker, and no Siege markers of Ghibelline Besiegers (rules-decisions
 * I113). inferno-events2: exported for the Event played for its Lordship or Treachery
 * (inferno-events.c, I199). */
gboolean
inferno_lordship_poggio_free (const CasTable *t, int guelph)
{
  int loc = cas_game_find_locale (t->game, POGGIO_LOCALE);
  int gold = 1 - guelph;
  if (loc < 0)
    return TRUE;
  return !(CAS_LOCALE (t, loc, CAS_C_CONQUERED) > 0 && cas_rules_holder (t, loc) == gold) &&
         CAS_LOCALE (t, loc, CAS_C_RAVAGED) != gold + 1 && CAS_LOCALE (t, loc, CAS_C_RUINS) != gold + 1 &&
         !(CAS_LOCALE (t, loc, CAS_C_SIEGE) > 0 && cas_rules_count_lords (t, loc, gold) > 0);
}

static int
in_play (const CasTable *t, const char *id, int state)
{
  int k = cas_game_find_card (t->game, id);
  return k >= 0 && CAS_CARD (t, k, CAS_K_STATE) == state ? k : -1;
}

int
inferno_lordship_bonus (const CasTable *t, int lord, CasExplain *ex)
{
  CasGame *game = t->game;
  const char *name = cas_rules_lord_name (t, lord);
  int bonus = 0;
  int k = in_play (t, TAU_CARD, CAS_CARD_CAPABILITY);

  /* F22 TAU COMPANY: a side-wide Capability for the Lords it shows (3.4.4). */
  if (k >= 0 && (cas_game_get_card (game, k)->eligible_lords & (G_GUINT64_CONSTANT (1) << lord)) != 0)
    {
      bonus += TAU_BONUS;
      if (ex)
        cas_explain_add (ex, "3.4,1.9.1", _("%s (%s) is in play: %s has Lordship +%d"), cas_game_get_card (game, k)->cap_name,
                         cas_game_get_card (game, k)->id, name, TAU_BONUS);
    }
  for (guint i = 0; i < G_N_ELEMENTS (lordship_events); i++)
    {
      const LordshipEvent *e = &lordship_events[i];
      k = in_play (t, e->card, CAS_CARD_THIS_LEVY);
      if (k < 0)
        continue;
      const CasCard *card = cas_game_get_card (game, k);
      int at = CAS_CARD (t, k, CAS_K_LORD);
      if (at != lord && !(at < 0 && e->all_if_unnamed))
        continue;
      if (!event_names (t, e, lord))
        {
          if (ex && at == lord)
            cas_explain_add (ex, "3.1.3,1.9.1", _("%s (%s) is at the mat of %s, but the card does not name him: no Lordship bonus"),
                             card->event_name, card->id, name);
          continue;
        }
      if (g_str_equal (e->card, POGGIO_CARD) && !inferno_lordship_poggio_free (t, card->side))
        {
          if (ex)
            cas_explain_add (ex, "3.1.3,1.9.1", _("%s (%s) is at the mat of %s, but Poggio Bonizio carries Ghibelline markers: no Lordship bonus while it does"),
                             card->event_name, card->id, name);
          continue;
        }
      bonus += e->bonus;
      if (ex)
        cas_explain_add (ex, "3.1.3,1.9.1", _("%s (%s) is in force this Levy for %s: Lordship +%d"), card->event_name, card->id, name, e->bonus);
    }
  return bonus;
}

/* The Lordship Events held, or in force at no Lord's mat: what the table may do. */
void
inferno_lordship_notes (const CasTable *t, CasExplain *ex)
{
  CasGame *game = t->game;
  for (guint i = 0; i < G_N_ELEMENTS (lordship_events); i++)
    {
      const LordshipEvent *e = &lordship_events[i];
      int k = cas_game_find_card (game, e->card);
      if (k < 0)
        continue;
      const CasCard *card = cas_game_get_card (game, k);
      int state = CAS_CARD (t, k, CAS_K_STATE);
      if (state == CAS_CARD_HELD)
        cas_explain_add (ex, "3.1.3,1.9.1", _("The %s hold %s (%s): played for its Lordship it gives a Lord it names +%d this Levy (record card %s this_levy LORD)"),
                         cas_rules_side_name (t, card->side), card->event_name, card->id, e->bonus, card->id);
      else if (state == CAS_CARD_THIS_LEVY && CAS_CARD (t, k, CAS_K_LORD) < 0 && !e->all_if_unnamed)
        cas_explain_add (ex, "3.1.3,1.9.1", _("%s (%s) is in force this Levy at no Lord's mat: name the Lord it gives Lordship +%d (card %s this_levy LORD)"),
                         card->event_name, card->id, e->bonus, card->id);
    }
}

static void
add_vassal (GArray *items, int vassal, gboolean no_action, int carts)
{
  CasLevyItem it = { CAS_LEVY_ITEM_VASSAL, vassal, FALSE, 0, no_action, carts };
  g_array_append_val (items, it);
}

/* 3.4.2 Altopascio: TAU COMPANY lets another Lord it names (Lucca) Muster it, for no Levy
 * action, its Vassal Seat Friendly; the table keeps it on its first Lord's row (I20). */
static int
altopascio (const CasTable *t, int lord, GArray *items, CasExplain *ex)
{
  CasGame *game = t->game;
  int n = 0;
  for (guint i = 0; i < cas_game_get_n_vassals (game); i++)
    {
      const CasVassal *v = cas_game_get_vassal (game, (int) i);
      if (v->lord == lord || (v->also_lords & (G_GUINT64_CONSTANT (1) << lord)) == 0 || v->special_card < 0)
        continue;
      const CasCard *card = cas_game_get_card (game, v->special_card);
      const char *name = cas_rules_lord_name (t, lord);
      const char *owner = cas_rules_lord_name (t, v->lord);
      if (CAS_CARD (t, v->special_card, CAS_K_STATE) != CAS_CARD_CAPABILITY)
        continue;
      if (!inferno_vassal_seat_friendly (t, v, cas_rules_lord_side (t, lord)))
        {
          g_autofree char *seats = cas_levy_locale_list (t, v->seats, v->n_seats);
          cas_explain_add (ex, "3.4.2,1.3.1", _("%s cannot Muster %s: its Vassal Seat (%s) is not Friendly"), name, v->name, seats);
          continue;
        }
      if (cas_table_lord_on_map (t, v->lord))
        {
          if (CAS_LORD (t, v->lord, CAS_L_VASSAL + v->slot) != CAS_VASSAL_READY)
            continue;
          cas_explain_add (ex, "3.4.2,1.9.1", _("%s may Muster %s for no Levy action while %s is in play; the table keeps it on the mat of %s (record vassal %s %s muster, then move its Forces with forces)"),
                           name, v->name, card->cap_name, owner, cas_game_get_lord (game, v->lord)->id, v->id);
        }
      else
        cas_explain_add (ex, "3.4.2,1.9.1", _("%s may Muster %s for no Levy action while %s is in play, unless he has it already; with %s off the map the table keeps its Forces on his own mat (forces)"),
                         name, v->name, card->cap_name, owner);
      add_vassal (items, (int) i, TRUE, 0);
      n++;
    }
  return n;
}

/* S23 TAGLIA (3.4.2): each Lord it shows may Muster one Ready Vassal of another of them
 * (on the map: its marker is on his mat, 3.4.1), with its Vassal Seat Friendly, 2 Carts
 * with it; I114. */
static int
taglia (const CasTable *t, int lord, GArray *items, CasExplain *ex)
{
  CasGame *game = t->game;
  int k = in_play (t, TAGLIA_CARD, CAS_CARD_CAPABILITY);
  int n = 0;
  if (k < 0)
    return 0;
  const CasCard *card = cas_game_get_card (game, k);
  guint64 four = card->eligible_lords;
  if ((four & (G_GUINT64_CONSTANT (1) << lord)) == 0)
    return 0;
  /* mats: one such Vassal each; the table marks who took his (I135) */
  if (inferno_taglia_taken (t, lord))
    {
      cas_explain_add (ex, "3.4.2,1.9.1",
                       _("%s (%s): %s has already taken his one TAGLIA Vassal, so no other is listed for him (taglia %s no "
                         "if the table says otherwise)"),
                       card->cap_name, card->id, cas_rules_lord_name (t, lord), cas_game_get_lord (game, lord)->id);
      return 0;
    }
  for (guint m = 0; m < cas_game_get_n_lords (game); m++)
    {
      if ((int) m == lord || (four & (G_GUINT64_CONSTANT (1) << m)) == 0 || !cas_table_lord_on_map (t, (int) m))
        continue;
      const CasLord *other = cas_game_get_lord (game, (int) m);
      int here = 0;
      for (int s = 0; s < other->n_vassals; s++)
        {
          const CasVassal *v = cas_game_get_vassal (game, other->vassals[s]);
          if (CAS_LORD (t, m, CAS_L_VASSAL + s) != CAS_VASSAL_READY || inferno_turncoat_lord (t, other->vassals[s]) >= 0 ||
              v->special_card >= 0 || v->comune_kind != CAS_COMUNE_VASSAL_NONE ||
              !inferno_vassal_seat_friendly (t, v, cas_rules_lord_side (t, lord)))
            continue;
          add_vassal (items, other->vassals[s], FALSE, TAGLIA_CARTS);
          here++;
        }
      if (here)
        cas_explain_addn (ex, "3.4.2,1.9.1", here,
                          "%s (%s): %s may Muster %d Ready Vassal of %s to his own mat for a Levy action, with %d Carts; one such Vassal in all (the table keeps its marker on the mat of %s: record vassal %s VASSAL muster and taglia %s yes, then move its Forces and add the Carts with forces and assets)",
                          "%s (%s): %s may Muster one of %d Ready Vassals of %s to his own mat for a Levy action, with %d Carts; one such Vassal in all (the table keeps its marker on the mat of %s: record vassal %s VASSAL muster and taglia %s yes, then move its Forces and add the Carts with forces and assets)",
                          card->cap_name, card->id, cas_rules_lord_name (t, lord), here, other->name, TAGLIA_CARTS, other->name, other->id,
                          cas_game_get_lord (game, lord)->id);
      n += here;
    }
  return n;
}

int
inferno_other_vassals (const CasTable *t, int lord, GArray *items, CasExplain *ex)
{
  return altopascio (t, lord, items, ex) + taglia (t, lord, items, ex);
}
