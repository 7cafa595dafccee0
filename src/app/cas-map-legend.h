/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-legend.h: what the map's shapes, lines and counters mean. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_MAP_LEGEND (cas_map_legend_get_type ())
G_DECLARE_FINAL_TYPE (CasMapLegend, cas_map_legend, CAS, MAP_LEGEND, GtkPopover)

/* The legend of GAME's map (NULL: the series' samples only): its Locale types from the data
 * (game.json "locale_types", largest first), its sides and its own piece. */
GtkWidget *cas_map_legend_new (CasGame *game);

G_END_DECLS
