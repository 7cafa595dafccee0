/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-cards-panel.h: the Arts of War cards in play, recording draws, and a card lookup. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_CARDS_PANEL (cas_cards_panel_get_type ())
G_DECLARE_FINAL_TYPE (CasCardsPanel, cas_cards_panel, CAS, CARDS_PANEL, GtkWidget)

GtkWidget *cas_cards_panel_new (void);
void cas_cards_panel_set_journal (CasCardsPanel *self, CasJournal *journal);
/* Lists a side's deck (side >= 0) or every card (-1) to pick a drawn card from. */
void cas_cards_panel_browse (CasCardsPanel *self, int side);
/* Draws a random card from the side's deck and asks what became of it; the card, or -1
 * when the deck is empty. */
int cas_cards_panel_draw (CasCardsPanel *self, int side);
/* inferno-app: the draw dialog for card C drawn by SIDE (what cas_cards_panel_draw () shows
 * for the card it picks; tests). */
void cas_cards_panel_show_draw (CasCardsPanel *self, int side, int c);
/* inferno-events2: the dialog of card C, a held Event, played (CasGameUi.play_event_new;
 * the Play button of its row; tests). */
void cas_cards_panel_show_play (CasCardsPanel *self, int c);

G_END_DECLS
