/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-popover.h: a Locale's details on the map, its markers to edit, and what can
 * happen there (move, Battle, Storm, Sally, Supply). */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_MAP_POPOVER (cas_map_popover_get_type ())
G_DECLARE_FINAL_TYPE (CasMapPopover, cas_map_popover, CAS, MAP_POPOVER, GtkPopover)

GtkWidget *cas_map_popover_new (void);
void cas_map_popover_set_locale (CasMapPopover *self, CasJournal *journal, int locale);
int cas_map_popover_get_locale (CasMapPopover *self);
void cas_map_popover_set_max_height (CasMapPopover *self, int height);
/* Reads the table again (after a change). */
void cas_map_popover_update (CasMapPopover *self);
/* The menus offered now, for tests: "move", "battle", "storm", "sally". */
GMenuModel *cas_map_popover_get_menu (CasMapPopover *self, const char *which);

G_END_DECLS
