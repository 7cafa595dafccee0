/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-canvas.h: the drawn schematic map: Locales, Ways, Lords and markers, with pan,
 * zoom, pointer and keyboard navigation. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_MAP_CANVAS (cas_map_canvas_get_type ())
G_DECLARE_FINAL_TYPE (CasMapCanvas, cas_map_canvas, CAS, MAP_CANVAS, GtkWidget)

GtkWidget *cas_map_canvas_new (void);
void cas_map_canvas_set_journal (CasMapCanvas *self, CasJournal *journal);
/* The table changed: markers, Lords and chips are drawn again; the geometry stays. */
void cas_map_canvas_refresh (CasMapCanvas *self);

guint cas_map_canvas_get_n_locales (CasMapCanvas *self);
guint cas_map_canvas_get_n_ways (CasMapCanvas *self);

int cas_map_canvas_get_focus_locale (CasMapCanvas *self);
void cas_map_canvas_set_focus_locale (CasMapCanvas *self, int locale);
/* Moves the keyboard focus to the nearest Locale in a direction (dx, dy): -1, 0 or 1. */
gboolean cas_map_canvas_move_focus (CasMapCanvas *self, int dx, int dy);

double cas_map_canvas_get_zoom (CasMapCanvas *self);
void cas_map_canvas_zoom_by (CasMapCanvas *self, double factor);
void cas_map_canvas_fit (CasMapCanvas *self);
gboolean cas_map_canvas_is_fitted (CasMapCanvas *self);
void cas_map_canvas_center_on (CasMapCanvas *self, int locale);
void cas_map_canvas_pan_by (CasMapCanvas *self, double dx, double dy);

/* Where a Locale's symbol is drawn, in the canvas' coordinates. */
gboolean cas_map_canvas_get_locale_rect (CasMapCanvas *self, int locale, GdkRectangle *rect);
/* The Locale under a point (its symbol or its label), or -1. */
int cas_map_canvas_locale_at (CasMapCanvas *self, double x, double y);
/* What a click at (x, y) does: focus and activate the Locale there. */
gboolean cas_map_canvas_click (CasMapCanvas *self, double x, double y);

void cas_map_canvas_add_route (CasMapCanvas *self, const int *locales, int n);
void cas_map_canvas_clear_routes (CasMapCanvas *self);
guint cas_map_canvas_get_n_routes (CasMapCanvas *self);

/* Pairs of labels whose boxes overlap (a test of the label placement). */
guint cas_map_canvas_count_label_overlaps (CasMapCanvas *self);
/* Locale labels that a Locale's Lord chips cover (a test of the chips' placement). */
guint cas_map_canvas_count_chip_label_overlaps (CasMapCanvas *self);

/* The legend's samples, drawn as the map draws them. */
typedef enum {
  CAS_MAP_SYMBOL_WATERWAY = CAS_N_LOCALE_TYPES, /* below: one per CasLocaleType */
  CAS_MAP_SYMBOL_TRACKWAY,
  CAS_MAP_SYMBOL_HUB,
  CAS_MAP_SYMBOL_TERRITORY_0,
  CAS_MAP_SYMBOL_TERRITORY_1,
  CAS_MAP_SYMBOL_SEAPORT,
  CAS_MAP_SYMBOL_COMMANDERY,
  CAS_MAP_SYMBOL_SEAT,
  CAS_MAP_SYMBOL_LORD_0,
  CAS_MAP_SYMBOL_LORD_1,
  CAS_MAP_SYMBOL_BESIEGED,
  CAS_MAP_SYMBOL_MOVED,
  CAS_MAP_SYMBOL_CONQUERED,
  CAS_MAP_SYMBOL_SIEGE,
  CAS_MAP_SYMBOL_RAVAGED,
  CAS_MAP_SYMBOL_WALLS,
  CAS_MAP_SYMBOL_TOKEN,          /* the game's own piece (CasGameUi.token_locale) */
  CAS_MAP_SYMBOL_CASTLE_MARKER,
  CAS_MAP_SYMBOL_ROUTE,
  CAS_MAP_SYMBOL_ROAD,           /* a Way drawn solid (CAS_MAP_WAY_SOLID) */
  CAS_MAP_SYMBOL_DASHED_LINE,    /* the game's dashed line (Inferno 1.3.1) */
  CAS_MAP_SYMBOL_RUINS,
  CAS_MAP_SYMBOL_BYPASS,         /* app (issue 17): Inferno's Bypass marker (4.3.5) */
  CAS_MAP_N_SYMBOLS,
  /* The game's Locale type N (an index into its types), drawn with its own shape. */
  CAS_MAP_SYMBOL_LOCALE_TYPE_0 = 256,
} CasMapSymbol;

/* GAME (may be NULL) for its own symbols and piece; WIDGET (may be NULL) for the style
 * that gives the game's side colours. */
void cas_map_draw_symbol (cairo_t *cr, GtkWidget *widget, CasGame *game, int symbol, double width, double height,
                          gboolean dark);

G_END_DECLS
