/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-dice-roller.h: a dice button for the header bar: a pool of d6 in a side's colours,
 * with a short history; and the die faces the Battle page shows too. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_DICE_ROLLER_MAX_DICE 10
#define CAS_DICE_ROLLER_HISTORY 12

#define CAS_TYPE_DICE_ROLLER (cas_dice_roller_get_type ())
G_DECLARE_FINAL_TYPE (CasDiceRoller, cas_dice_roller, CAS, DICE_ROLLER, AdwBin)

GtkWidget *cas_dice_roller_new (void);
/* Rolls the pool now (as the Roll button does). */
void cas_dice_roller_roll (CasDiceRoller *self);
void cas_dice_roller_set_n_dice (CasDiceRoller *self, int n);
/* The game whose sides the dice are for: its side names on the side buttons. */
void cas_dice_roller_set_game (CasDiceRoller *self, CasGame *game);
/* The second side's dice for "side-1" or its id in the game ("russian"), else the first's. */
void cas_dice_roller_set_side (CasDiceRoller *self, const char *side);
void cas_dice_roller_set_animate (CasDiceRoller *self, gboolean animate);
gboolean cas_dice_roller_is_rolling (CasDiceRoller *self);
/* The last settled roll; NULL before the first. */
const int *cas_dice_roller_get_values (CasDiceRoller *self, int *n);
guint cas_dice_roller_get_n_history (CasDiceRoller *self);
void cas_dice_roller_popup (CasDiceRoller *self);
GtkPopover *cas_dice_roller_get_popover (CasDiceRoller *self);

/* A die face with pips (1-6; 0 shows a blank die), styled by the .die rules of style.css. */
GtkWidget *cas_die_face_new (int value, const char *side_css, gboolean large);
void cas_die_face_set_value (GtkWidget *face, int value);
void cas_die_face_set_side (GtkWidget *face, const char *side_css);

G_END_DECLS
