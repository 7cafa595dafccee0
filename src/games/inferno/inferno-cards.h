/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-cards.h (cards, issue 17): the Arts of War cards outside Battle that Inferno's
 * calculators read (1.9.1, 3.1.3): MASNADIERI, ROAD WORKS, ECONOMIC SANCTIONS, WAR
 * ENGINEERS, GUASTATORI, HEAT & FROST, COSTRUTTORI, AMBUSH, ASTROLOGERS, VIA FRANCIGENA
 * (docs/inferno.md, rules-decisions I168-I175). */
#pragma once

#include "cas-rules.h"
#include "cas-lc-rules.h"

G_BEGIN_DECLS

/* The card whose This Lord Capability `cap_name` is at `lord`'s mat, or -1. */
int inferno_cards_lord_cap (const CasTable *t, int lord, const char *cap_name);
/* The card of `side` whose Capability `cap_name` is in play for the side, or -1. */
int inferno_cards_side_cap (const CasTable *t, int side, const char *cap_name);
/* The card of `side` whose Event `event_name` is in state `state` (CAS_CARD_HELD,
 * CAS_CARD_THIS_CAMPAIGN ...), or -1. */
int inferno_cards_event (const CasTable *t, int side, const char *event_name, int state);

/* MASNADIERI (F20/S20 at his mat; 4.7.2): does `lord` Ravage for 0 actions and no Loot?
 * Explained in `ex` when given. */
gboolean inferno_cards_masnadieri (const CasTable *t, int lord, CasExplain *ex);

/* ECONOMIC SANCTIONS (S23; 4.7.4): is the enemy's Event in force this Campaign, so that
 * `side` may not Tax? Explained in `ex` when given. */
gboolean inferno_cards_sanctions (const CasTable *t, int side, CasExplain *ex);

/* cards2: is `locale` a Seat of `lord` (his own or his Comune's, not just a Vassal Seat;
 * 1.3.1, 4.7.4)? */
gboolean inferno_cards_at_own_seat (const CasTable *t, int lord, int locale);

/* cards2: REINFORCED WALLS (F25/S25 in play; 1.9.1, 4.2.2, 4.7.4): fills `r->walls`, the
 * Walls +1 marker a Tax action may place at the Seat instead (rules-decisions I181). */
struct CasCommandsResult;
void inferno_cards_reinforced_walls (const CasTable *t, struct CasCommandsResult *r, gboolean besieged, CasExplain *ex);

/* ROAD WORKS (F5/S5; 4.3.2, 4.3.3): CasLcLaden.march_way_type. */
int inferno_cards_march_way_type (const CasTable *t, int side, int way, int type, gboolean *as_unladen, CasExplain *ex);

/* WAR ENGINEERS and GUASTATORI (4.5.1): CasLcCommands.siegeworks. */
struct CasCommandsResult;
int inferno_cards_siegeworks (const CasTable *t, const struct CasCommandsResult *r, CasExplain *ex);
/* WAR ENGINEERS and GUASTATORI for `lord` Besieged inside: the lines of what he may do. */
void inferno_cards_besieged (const CasTable *t, int lord, CasExplain *ex);

/* HEAT & FROST (4.8.1): CasLcRules.feed_notes. */
void inferno_cards_feed_notes (const CasTable *t, CasExplain *ex);

/* COSTRUTTORI, VIA FRANCIGENA, MANFREDI, ASTROLOGERS (1.9.1, 4.2): CasLcRules.command_notes. */
gboolean inferno_cards_command_notes (const CasTable *t, CasLcCommand kind, struct CasCommandsResult *r, CasExplain *ex);

/* AMBUSH (4.3.4): the lines of a March of `side`'s group to `to`, where `enemies`
 * Unbesieged enemy Lords are not Bypassed. */
void inferno_cards_avoid_event (const CasTable *t, int side, int to, int enemies, CasExplain *ex);

G_END_DECLS
