/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-events.h (cards2, issue 17): Inferno's Arts of War Events outside Battle that
 * the calculators read (1.9.1, 3.1.3; data.md §8; rules-decisions I181-I189): the Hold
 * Events that make a Treachery succeed for 0 Coin (F15 CASOLE, F18 GROSSETO, F19 VOLTERRA,
 * S18 CORTONA), the held Events BRIGANDS, GENTLE USILIA and FRIARS, and the immediate
 * Events' proposals on the draw (`castellan-cli event`). */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

/* Does the Event of card `card` make `lord`'s Treachery succeed with 0 Coin and no roll
 * (4.7.5, 4.7.6, 1.9.1; I182)? The Treachery is the Revolt of `locale` (vassal -1) or the
 * Bribe of `vassal` (locale -1). Explains in `ex` either way (when given). */
gboolean inferno_events_free_treachery (const CasTable *t, int card, int lord, int locale, int vassal, CasExplain *ex);
/* The card the side of `lord` holds (CAS_CARD_HELD) that would make this Treachery free,
 * or -1; with a line saying so in `ex` when given (the CLI adds `--event CARD`; I189). */
int inferno_events_free_treachery_held (const CasTable *t, int lord, int locale, int vassal, CasExplain *ex);

/* BRIGANDS (S19 held; 1.9.1, 3.1.3; I183): the lines of a March of `side`'s group `lords`
 * to `to`, when the enemy holds the card and `to` is within 2 Locales of its Lords. */
void inferno_events_brigands (const CasTable *t, const int *lords, int n_lords, int side, int to, CasExplain *ex);

/* The Event of card `k` drawn in the Levy (3.1.3), or a Hold Event played (`play`): its
 * lines, the options with their actions, and the actions that are certain proposed
 * (castellan-cli event; I184-I186). */
typedef enum {
  INFERNO_EVENT_NONE,      /* no Event (or not Inferno's) */
  INFERNO_EVENT_IMMEDIATE, /* resolved on the draw and back to the deck */
  INFERNO_EVENT_HOLD,      /* kept hidden: card CARD held */
  INFERNO_EVENT_IN_FORCE,  /* This Levy or This Campaign: card CARD this_levy|this_campaign */
  INFERNO_EVENT_PLAYED,    /* a Hold Event played: back to the deck */
} InfernoEventKind;
InfernoEventKind inferno_events_event (const CasTable *t, int k, gboolean play, CasExplain *ex);

/* inferno-app (issue 17; I187): the drawing side's options for the immediate Event of card
 * `k` drawn now, as inferno_events_event () names them in its lines, one by one so that a
 * table may apply the one chosen: a Service or cylinder shift (each Lord's for an Event
 * that shifts one of them), a Treachery card added, or a Revolt roll (no actions: the
 * Revolt calculator). Empty when the Event's condition does not hold or it is no immediate
 * Event. */
typedef struct {
  char *label;      /* marked for translation, for the table */
  const char *rules;
  GStrv actions;    /* the journal actions that apply it; NULL: the players roll first */
} InfernoEventOption;
void inferno_event_option_free (InfernoEventOption *o);
/* Of InfernoEventOption, freeing them. */
GPtrArray *inferno_events_options (const CasTable *t, int k);

/* inferno-events2 (issue 17; 3.1.3, 1.9.1; rules-decisions I199-I202): the options of the
 * Hold Event of card `k` played now for its second use, as inferno_events_event (play)
 * lists them: GROSSETO and VOLTERRA's shift, CORTONA's Revolt roll or Treachery card,
 * POGGIO BONIZIO's Lordship this Levy (one option per Lord of the side on the map) or
 * Treachery card, TREASURERS' Coin for a Call to Arms or a Treachery card. Each option's
 * actions end with the card's fate where it is not the certain `discard CARD` (POGGIO
 * BONIZIO, TREASURERS). Empty when its condition does not hold or it has no second use. */
GPtrArray *inferno_events_play_options (const CasTable *t, int k);
/* Is the Hold Event of card `k`, played, said by another calculator (the Treachery, the
 * Battle, the March, the Feed) rather than here? castellan-cli names them (I189). */
gboolean inferno_events_played_elsewhere (const CasTable *t, int k);

/* inferno-app (issue 17; FRIARS, S14 This Campaign; 3.1.3, 4.1; rules-decisions I190):
 * the side whose Plan is played blind while the card is in force (`card s14
 * this_campaign`), or -1. */
int inferno_friars_side (const CasTable *t);
/* Its Plan in a random order drawn from `rand` (as the players shuffle the real cards), as
 * the action that records it (`plan SIDE ...`), with lines in `ex`; NULL (and a line) when
 * FRIARS is not in force, the side has no Plan, or a card of it is revealed already. */
char *inferno_friars_shuffle (const CasTable *t, GRand *rand, CasExplain *ex);

G_END_DECLS
