/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-table-base.h: the table vector of any game (issue 16): everything on the physical
 * table as one flat vector of ints. Copy is memcpy, equality memcmp, and the journal
 * records an action as the cells it changed. What the cells mean is the family's: the
 * Levy & Campaign blocks are in src/lc/cas-table.h, the Rus state in
 * src/games/rus/cas-rus-state.h. */
#pragma once

#include "cas-game-base.h"

G_BEGIN_DECLS

typedef struct _CasGame CasGame; /* the Levy & Campaign game (src/lc/cas-game.h) */

struct _CasTable
{
  CasGame *game;      /* the same object as `base` when it is a Levy & Campaign game (the
                       * engine's many call sites read it), else NULL */
  gint *v;
  guint n;
  guint lords_at;     /* the Levy & Campaign blocks (src/lc/cas-table.h); other families */
  guint locales_at;   /* keep their own offsets in their state */
  guint cards_at;
  guint mats_at;      /* comune (issue 17): the games' second mats (Inferno's Comuni) */
  CasGameBase *base;  /* the game, whatever its family (holds the reference) */
};

#define CAS_TYPE_TABLE (cas_table_get_type ())
GType cas_table_get_type (void) G_GNUC_CONST;

/* A table laid out by the game's family, before any set-up. */
CasTable *cas_table_new_for (CasGameBase *game);
CasTable *cas_table_copy (const CasTable *self);
void cas_table_assign (CasTable *dest, const CasTable *src);
void cas_table_free (CasTable *self);
gboolean cas_table_equal (const CasTable *a, const CasTable *b);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasTable, cas_table_free)

/* The family's set-up, JSON and cell names (CasGameBaseClass). */
gboolean cas_table_base_setup (CasTable *self, int scenario, GError **error);
JsonNode *cas_table_base_to_json (const CasTable *self);
gboolean cas_table_base_from_json (CasTable *self, JsonNode *node, GError **error);
char *cas_table_base_cell_name (const CasTable *self, guint index);

G_END_DECLS
