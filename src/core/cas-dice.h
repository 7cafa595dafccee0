/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-dice.h: where die rolls come from: a seeded generator (the app's roller, odds) or a
 * queue of physical rolls typed in. The engine asks for exactly the rolls it needs and
 * says what each is for. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _CasDice CasDice;

CasDice *cas_dice_new_seeded (guint32 seed);
CasDice *cas_dice_new_queue (const int *rolls, guint n);
/* "3,1,6" or "3 1 6"; each 1-6. */
CasDice *cas_dice_new_from_string (const char *list, GError **error);
void cas_dice_free (CasDice *self);
/* A roll of one d6 for `purpose`; FALSE with an error naming the purpose when a queue
 * has run out. */
gboolean cas_dice_roll (CasDice *self, const char *purpose, int *out, GError **error);
int cas_dice_roll_fast (CasDice *self); /* seeded only, no bookkeeping */
gboolean cas_dice_is_queue (const CasDice *self);
guint cas_dice_get_n_used (const CasDice *self);
void cas_dice_reseed (CasDice *self, guint32 seed);

/* NdM, e.g. "3d6": fills `out` (at most `max` dice). */
gboolean cas_dice_parse_pool (const char *spec, int *n, int *sides, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasDice, cas_dice_free)

G_END_DECLS
