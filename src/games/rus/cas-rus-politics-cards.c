/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-politics-cards.c (issue 18, rus-rules): the Politics cards whose effect touches
 * resources, in the Harvest and the upkeep [POLITICS p.5]. A card acts in the turn the
 * Politics Lead activates it (Castellan's reading: the rulebook says the revealed cards take
 * effect when Politics is led, not how long); the Politics Lead's player is spared the
 * harmful ones (Harsh Winter, Famine) [POLITICS p.5]. What Good Harvest, Harsh Winter and
 * Famine do is printed only on the cards, in no source: each is read as a number of tiles,
 * a setting whose default is Castellan's (unverified), 0 leaving the card to the table. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-rus-private.h"

gboolean
cas_rus_card_in_effect (const CasRusState *s, int card)
{
  for (int i = 0; i < s->politics.n_revealed && i < CAS_RUS_N_POLITICS; i++)
    if (s->politics.revealed[i] == card && s->politics.activated_turn[i] == s->turn && s->turn > 0)
      return TRUE;
  return FALSE;
}

/* Revealed, lying on the Politics action, not activated yet. */
static gboolean
card_waiting (const CasRusState *s, int card)
{
  for (int i = 0; i < s->politics.n_revealed && i < CAS_RUS_N_POLITICS; i++)
    if (s->politics.revealed[i] == card && s->politics.activated_turn[i] == 0)
      return TRUE;
  return FALSE;
}

gboolean
cas_rus_politics_immune (const CasRusState *s, int kingdom)
{
  int picker = s->track.picker[CAS_RUS_POLITICS];
  /* in the two-player game the Kingdoms pick: the player is the picking Kingdom's */
  int lead = picker < 0 ? -1 : s->n_players == 2 ? cas_rus_kingdom_player (s, picker) : picker;
  return lead >= 0 && kingdom >= 0 && cas_rus_kingdom_player (s, kingdom) == lead;
}

/* The line of a card in effect whose setting is 0, or of one still waiting. */
static void
card_state_lines (const CasRusState *s, int card, int n, const char *cite, CasExplain *ex)
{
  if (cas_rus_card_in_effect (s, card) && n == 0)
    cas_explain_add (ex, cite, _("%s was activated this turn; its setting is 0, so Castellan counts nothing for it: apply the card by hand"),
                     cas_rus_card_name (card));
  else if (card_waiting (s, card))
    cas_explain_add (ex, "POLITICS p.5", _("%s is revealed but not activated: it acts only once the Politics Lead activates it"),
                     cas_rus_card_name (card));
}

void
rus_cards_harvest (const CasRusState *s, int kingdom, int *yields, CasExplain *ex)
{
  const char *name = cas_rus_kingdom_name (kingdom);
  int good = s->settings.good_harvest, famine = s->settings.famine;

  if (cas_rus_card_in_effect (s, CAS_RUS_CARD_GOOD_HARVEST) && good > 0)
    {
      for (int r = 0; r < CAS_RUS_N_BASICS; r++)
        if (yields[r] > 0)
          yields[r] += good;
      if (ex)
        cas_explain_add (ex, "POLITICS p.5,HARVEST p.9",
                         g_dngettext (GETTEXT_PACKAGE, "Good Harvest, activated this turn: +%d tile of each Basic type the land of %s yields; the card’s number is in no source: setting good_harvest (Castellan’s default 1), unverified",
                                      "Good Harvest, activated this turn: +%d tiles of each Basic type the land of %s yields; the card’s number is in no source: setting good_harvest (Castellan’s default 1), unverified",
                                      (gulong) good),
                         good, name);
    }
  else if (ex)
    card_state_lines (s, CAS_RUS_CARD_GOOD_HARVEST, good, "POLITICS p.5,HARVEST p.9", ex);

  if (cas_rus_card_in_effect (s, CAS_RUS_CARD_FAMINE) && famine > 0)
    {
      if (cas_rus_politics_immune (s, kingdom))
        {
          if (ex)
            cas_explain_add (ex, "POLITICS p.5", _("Famine, activated this turn: %s is spared, its player leads Politics and is immune to the cards’ harmful effects"),
                             name);
        }
      else
        {
          int lost = MIN (famine, yields[CAS_RUS_GRAIN]);
          yields[CAS_RUS_GRAIN] -= lost;
          if (ex)
            cas_explain_add (ex, "POLITICS p.5,HARVEST p.9",
                             _("Famine, activated this turn: %d Grain fewer from the land of %s (it loses %d); the card’s number is in no source: setting famine (Castellan’s default 1), unverified"),
                             famine, name, lost);
        }
    }
  else if (ex)
    card_state_lines (s, CAS_RUS_CARD_FAMINE, famine, "POLITICS p.5,HARVEST p.9", ex);
}

int
rus_cards_upkeep (const CasRusState *s, int kingdom, CasExplain *ex)
{
  int winter = s->settings.harsh_winter;

  if (!cas_rus_card_in_effect (s, CAS_RUS_CARD_HARSH_WINTER) || winter == 0)
    {
      if (ex)
        card_state_lines (s, CAS_RUS_CARD_HARSH_WINTER, winter, "POLITICS p.5,MAINT p.11", ex);
      return 0;
    }
  if (cas_rus_politics_immune (s, kingdom))
    {
      if (ex)
        cas_explain_add (ex, "POLITICS p.5", _("Harsh Winter, activated this turn: %s is spared, its player leads Politics and is immune to the cards’ harmful effects"),
                         cas_rus_kingdom_name (kingdom));
      return 0;
    }
  if (ex)
    cas_explain_add (ex, "POLITICS p.5,MAINT p.11",
                     _("Harsh Winter, activated this turn: each City and Fortress costs %d more Grain or Livestock, %d in all; the card’s number is in no source: setting harsh_winter (Castellan’s default 1), unverified"),
                     winter, winter + 1);
  return winter;
}
