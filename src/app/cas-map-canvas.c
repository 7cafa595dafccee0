/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-canvas.c: draws our schematic map from the Locales' layout coordinates and lets
 * the user pan, zoom, point and move between Locales with the keyboard. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-map-canvas.h"

/* The layout coordinates run 0..1 in both directions; the map is wider than tall. */
#define WORLD_W 1000.0
#define WORLD_H 780.0
#define DASHED_LINE_ON 10.0  /* the dashed line's dashes and gaps, px */
#define DASHED_LINE_OFF 6.0
#define PAD_X 64.0   /* room left for labels at the edges when fitted */
#define PAD_Y 30.0
#define TOOLS_W 48.0  /* the overlaid zoom buttons */
#define CHIP_H 16.0
#define CHIP_GAP 2.0
#define TOKEN_H 14.0
#define MAX_RECTS 1024
#define MAX_SEGS 256

typedef struct {
  double x, y, w, h;
  int kind;
} Box;

typedef struct {
  double wx, wy;            /* world position */
  double r;                 /* symbol half size at zoom 1 of the symbol scale */
  int side;                 /* territory */
  CasLocaleType type;
  const CasMapShape *shape; /* how its type's symbol is drawn */
  PangoLayout *label;
  double lw, lh;
  double lx, ly;            /* label's top-left from the centre, screen px */
  PangoLayout *seats;       /* initials of the Lords seated here, or NULL */
  double sw, sh;
  /* placed on every table change */
  int n_lords;
  int lords[16];            /* besieged first */
  int n_besieged;
  double cw, ch, cx, cy;    /* chip column: size and top-left from the centre */
  int n_tokens;
  PangoLayout *tokens[7];
  int token_kind[7];
  double tw, tx, ty;        /* token row: width, top-left from the centre */
} Node;

typedef struct {
  CasMapWayStyle type;      /* how it is drawn (CasGameUi.map_ways) */
  int n;
  int loc[CAS_MAX_WAY_LOCALES];
  gboolean star;
  double cwx, cwy;          /* star centre, world */
  double off;               /* sideways offset of parallel Ways, screen px */
} WayGeom;

enum { TOKEN_CONQUERED, TOKEN_SIEGE, TOKEN_RAVAGED, TOKEN_WALLS, TOKEN_GAME, TOKEN_RUINS, TOKEN_BYPASS };

typedef struct {
  GdkRGBA fg, dim, label_bg, water, track, road, dashed, focus;
  GdkRGBA territory[CAS_N_SIDES], fill[CAS_N_SIDES];
  GdkRGBA chip_bg[CAS_N_SIDES], chip_fg[CAS_N_SIDES], chip_edge[CAS_N_SIDES];
  GdkRGBA siege, siege_fg, token, token_fg, moved;
  GdkRGBA routes[4];
} Palette;

struct _CasMapCanvas
{
  GtkWidget parent_instance;

  CasJournal *journal;
  CasGame *game;
  const CasGameUi *ui;         /* the game's own symbols and piece */
  Node *nodes;
  guint n_nodes;
  WayGeom *ways;
  guint n_ways;
  PangoLayout **lord_layouts;  /* per Lord: his short name */
  double *lord_w;
  GHashTable *token_layouts;   /* text -> PangoLayout */
  double min_wx, max_wx, min_wy, max_wy;

  double zoom, fit_zoom, pan_x, pan_y;
  gboolean fitted;
  int last_w, last_h;
  double placed_zoom;
  gboolean placed_dynamic;

  int focus;
  int hover;
  GPtrArray *routes;           /* GArray of int */

  gboolean dark;
  Palette pal;
  cairo_surface_t *static_surface; /* Ways, territory, symbols and routes for this view */
  cairo_surface_t *territory; /* the territories' tint, in world coordinates */

  /* gestures */
  double drag_pan_x, drag_pan_y, drag_x, drag_y;
  gboolean dragging;
  double zoom_start;
  double pointer_x, pointer_y;

  /* placement scratch, kept to spare allocations */
  Box *rects;
  int n_rects;
  double (*segs)[4];
  int n_segs;
};

G_DEFINE_FINAL_TYPE (CasMapCanvas, cas_map_canvas, GTK_TYPE_WIDGET)

enum { LOCALE_ACTIVATED, RESIZED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void rgba (GdkRGBA *c, const char *spec) { gdk_rgba_parse (c, spec); }

/* A side's colour: the game's named colour map_side_N_WHAT (its style.css, or what
 * cas-game-style.c makes of game.json's sides[].colour), else the app's side_N_FALLBACK
 * (ui/style.css), else a neutral grey. WIDGET NULL: the neutral grey. */
static void
side_colour (GtkWidget *widget, GdkRGBA *c, int side, const char *what, const char *fallback)
{
  char name[64];
  GtkStyleContext *context = widget ? gtk_widget_get_style_context (widget) : NULL;
  gboolean found = FALSE;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_snprintf (name, sizeof name, "map_side_%d_%s", side, what);
  found = context && gtk_style_context_lookup_color (context, name, c);
  g_snprintf (name, sizeof name, "side_%d_%s", side, fallback);
  found = found || (context && gtk_style_context_lookup_color (context, name, c));
  G_GNUC_END_IGNORE_DEPRECATIONS
  if (!found)
    gdk_rgba_parse (c, "#9a9996");
}

/* The map's colours: the sides' from the game (side_colour ()), the rest the app's.
 * WIDGET gives the style the game's colours are looked up in. */
static void
palette_init (Palette *p, gboolean d, GtkWidget *widget)
{
  rgba (&p->fg, d ? "#ffffff" : "rgba(0,0,0,0.85)");
  rgba (&p->dim, d ? "rgba(255,255,255,0.72)" : "rgba(0,0,0,0.66)");
  rgba (&p->label_bg, d ? "rgba(30,30,30,0.78)" : "rgba(255,255,255,0.8)");
  rgba (&p->water, d ? "#62a0ea" : "#1c71d8");
  rgba (&p->track, d ? "#cdab8f" : "#865e3c");
  rgba (&p->road, d ? "#deddda" : "#5e5c64");
  rgba (&p->dashed, d ? "#f66151" : "#a51d2d");
  rgba (&p->focus, d ? "#78aeed" : "#1c71d8");
  /* Territory (faint behind the map), the Locales' fill and the pieces. */
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      side_colour (widget, &p->territory[side], side, "territory", "edge");
      side_colour (widget, &p->fill[side], side, "fill", "bg");
      /* The pieces: the colours of the Table's chips. */
      side_colour (widget, &p->chip_bg[side], side, "chip_bg", "bg");
      side_colour (widget, &p->chip_fg[side], side, "chip_fg", "fg");
      side_colour (widget, &p->chip_edge[side], side, "chip_edge", "edge");
    }
  rgba (&p->siege, d ? "#e66100" : "#c64600");
  rgba (&p->siege_fg, "#ffffff");
  /* The game's own piece (CasGameUi.token_locale). */
  rgba (&p->token, "#f5c211");
  rgba (&p->token_fg, "#241f31");
  rgba (&p->moved, d ? "#f8e45c" : "#e5a50a");
  rgba (&p->routes[0], d ? "#dc8add" : "#9141ac");
  rgba (&p->routes[1], d ? "#8ff0a4" : "#26a269");
  rgba (&p->routes[2], d ? "#ffa348" : "#e66100");
  rgba (&p->routes[3], d ? "#99c1f1" : "#1a5fb4");
}

static void
load_palette (CasMapCanvas *self)
{
  palette_init (&self->pal, self->dark, GTK_WIDGET (self));
}

static void
invalidate_static (CasMapCanvas *self)
{
  g_clear_pointer (&self->static_surface, cairo_surface_destroy);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Geometry: done once per game. */

/* The series' symbols; a game adds its own (CasGameUi.map_shapes). */
static const CasMapShape series_shapes[] = {
  { CAS_LOCALE_REGION, CAS_MAP_OUTLINE_OPEN_CIRCLE, CAS_MAP_MARK_NONE, 4.5, 0 },
  { CAS_LOCALE_TOWN, CAS_MAP_OUTLINE_CIRCLE, CAS_MAP_MARK_NONE, 5.0, 0 },
  { CAS_LOCALE_POST, CAS_MAP_OUTLINE_DIAMOND, CAS_MAP_MARK_NONE, 6.0, 0 },
  { CAS_LOCALE_FORT, CAS_MAP_OUTLINE_SQUARE, CAS_MAP_MARK_NONE, 6.0, 0 },
  { CAS_LOCALE_CASTLE, CAS_MAP_OUTLINE_CRENELLATED, CAS_MAP_MARK_NONE, 7.0, 0 },
  { CAS_LOCALE_CITY, CAS_MAP_OUTLINE_CIRCLE, CAS_MAP_MARK_RING, 8.5, 0 },
};

/* A symbol no table draws: a small circle. */
static const CasMapShape plain_shape = { CAS_LOCALE_OTHER, CAS_MAP_OUTLINE_CIRCLE, CAS_MAP_MARK_NONE, 5.0, 0 };

static const CasMapShape *
shape_of (const CasGameUi *ui, CasLocaleType symbol)
{
  for (guint i = 0; ui && i < ui->n_map_shapes; i++)
    if (ui->map_shapes[i].type_id == NULL && ui->map_shapes[i].symbol == symbol)
      return &ui->map_shapes[i];
  for (guint i = 0; i < G_N_ELEMENTS (series_shapes); i++)
    if (series_shapes[i].symbol == symbol)
      return &series_shapes[i];
  return &plain_shape;
}

/* The shape of GAME's Locale type TYPE (an index into its types): the game's own for that
 * type id, else its symbol's. */
static const CasMapShape *
shape_of_type (const CasGameUi *ui, CasGame *game, int type)
{
  const CasLocaleTypeInfo *info = cas_game_get_locale_type (game, type);
  for (guint i = 0; ui && i < ui->n_map_shapes; i++)
    if (g_strcmp0 (ui->map_shapes[i].type_id, info->id) == 0)
      return &ui->map_shapes[i];
  return shape_of (ui, info->symbol_kind);
}

/* How GAME's Way type TYPE (an index) is drawn: the game's own style for that id, else
 * the series' (a Trackway dashed, a Waterway wavy, any other dashed). */
static CasMapWayStyle
way_style_of (const CasGameUi *ui, CasGame *game, int type, CasWayType kind)
{
  const CasWayTypeInfo *info = cas_game_get_way_type (game, type);
  for (guint i = 0; ui && info && i < ui->n_map_ways; i++)
    if (g_strcmp0 (ui->map_ways[i].type_id, info->id) == 0)
      return ui->map_ways[i].style;
  return kind == CAS_WAY_WATERWAY ? CAS_MAP_WAY_WAVY : CAS_MAP_WAY_DASHED;
}

static PangoLayout *
make_layout (CasMapCanvas *self, const char *text, double points, PangoWeight weight, PangoStyle style)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *desc = pango_font_description_copy (
    pango_context_get_font_description (pango_layout_get_context (layout)));
  pango_font_description_set_size (desc, (int) (points * PANGO_SCALE));
  pango_font_description_set_weight (desc, weight);
  pango_font_description_set_style (desc, style);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  return layout;
}

static void
layout_size (PangoLayout *layout, double *w, double *h)
{
  int pw, ph;
  pango_layout_get_pixel_size (layout, &pw, &ph);
  *w = pw;
  *h = ph;
}

static void
clear_geometry (CasMapCanvas *self)
{
  for (guint i = 0; i < self->n_nodes; i++)
    {
      g_clear_object (&self->nodes[i].label);
      g_clear_object (&self->nodes[i].seats);
    }
  g_clear_pointer (&self->nodes, g_free);
  g_clear_pointer (&self->ways, g_free);
  g_clear_pointer (&self->territory, cairo_surface_destroy);
  if (self->lord_layouts)
    for (guint l = 0; self->game && l < cas_game_get_n_lords (self->game); l++)
      g_clear_object (&self->lord_layouts[l]);
  g_clear_pointer (&self->lord_layouts, g_free);
  g_clear_pointer (&self->lord_w, g_free);
  self->n_nodes = 0;
  self->n_ways = 0;
}

static void
build_geometry (CasMapCanvas *self)
{
  CasGame *game = self->game;
  guint n = cas_game_get_n_locales (game);

  self->nodes = g_new0 (Node, n);
  self->n_nodes = n;
  self->min_wx = self->min_wy = G_MAXDOUBLE;
  self->max_wx = self->max_wy = -G_MAXDOUBLE;
  for (guint i = 0; i < n; i++)
    {
      const CasLocale *loc = cas_game_get_locale (game, (int) i);
      Node *node = &self->nodes[i];
      /* A Locale without layout coordinates still gets a place: a row along the bottom. */
      node->wx = (loc->has_xy ? loc->x : 0.05 + 0.9 * i / MAX (n, 1)) * WORLD_W;
      node->wy = (loc->has_xy ? loc->y : 0.98) * WORLD_H;
      node->side = loc->side;
      node->type = loc->symbol;
      node->shape = shape_of_type (self->ui, game, loc->type);
      node->r = node->shape->radius;
      if (loc->kind == CAS_LOCALE_REGION)
        node->label = make_layout (self, loc->name, 8.5, PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC);
      else if (node->shape->label_points > 0)
        node->label = make_layout (self, loc->name, node->shape->label_points, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL);
      else if (cas_locale_is_stronghold (loc))
        node->label = make_layout (self, loc->name, 9, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL);
      else
        node->label = make_layout (self, loc->name, 9, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL);
      layout_size (node->label, &node->lw, &node->lh);
      if (loc->n_seats > 0)
        {
          char initials[CAS_MAX_SEATS * 4 + 1] = "";
          for (int s = 0; s < loc->n_seats && s < 3; s++)
            {
              const CasLord *lord = cas_game_get_lord (game, loc->seats[s]);
              g_utf8_strncpy (initials + strlen (initials), lord->name, 1);
            }
          node->seats = make_layout (self, initials, 6.5, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL);
          layout_size (node->seats, &node->sw, &node->sh);
        }
      self->min_wx = MIN (self->min_wx, node->wx);
      self->max_wx = MAX (self->max_wx, node->wx);
      self->min_wy = MIN (self->min_wy, node->wy);
      self->max_wy = MAX (self->max_wy, node->wy);
    }

  self->n_ways = cas_game_get_n_ways (game);
  self->ways = g_new0 (WayGeom, self->n_ways);
  for (guint w = 0; w < self->n_ways; w++)
    {
      const CasWay *way = cas_game_get_way (game, (int) w);
      WayGeom *g = &self->ways[w];
      g->type = way_style_of (self->ui, game, way->type, way->kind);
      g->n = way->n_locales;
      for (int k = 0; k < way->n_locales; k++)
        {
          g->loc[k] = way->locales[k];
          g->cwx += self->nodes[way->locales[k]].wx / way->n_locales;
          g->cwy += self->nodes[way->locales[k]].wy / way->n_locales;
        }
      g->star = way->n_locales > 2;
    }
  /* Two Ways joining the same two Locales are drawn side by side. */
  for (guint w = 0; w < self->n_ways; w++)
    {
      WayGeom *g = &self->ways[w];
      int before = 0, total = 0;
      if (g->star)
        continue;
      for (guint v = 0; v < self->n_ways; v++)
        {
          WayGeom *h = &self->ways[v];
          if (h->star)
            continue;
          if ((h->loc[0] == g->loc[0] && h->loc[1] == g->loc[1]) || (h->loc[0] == g->loc[1] && h->loc[1] == g->loc[0]))
            {
              total++;
              if (v < w)
                before++;
            }
        }
      g->off = total > 1 ? (before - (total - 1) / 2.0) * 5.0 : 0;
    }

  guint n_lords = cas_game_get_n_lords (game);
  self->lord_layouts = g_new0 (PangoLayout *, n_lords);
  self->lord_w = g_new0 (double, n_lords);
  for (guint l = 0; l < n_lords; l++)
    {
      g_autofree char *name = cas_app_lord_short_name (cas_game_get_lord (game, (int) l));
      double h;
      self->lord_layouts[l] = make_layout (self, name, 8, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL);
      layout_size (self->lord_layouts[l], &self->lord_w[l], &h);
    }
  self->placed_zoom = 0;
  self->placed_dynamic = FALSE;
}

/* View transform. */

static double
symbol_scale (CasMapCanvas *self)
{
  if (self->fit_zoom <= 0)
    return 1;
  return CLAMP (sqrt (self->zoom / self->fit_zoom), 0.9, 1.6);
}

static inline double
sx (CasMapCanvas *self, double wx)
{
  return wx * self->zoom + self->pan_x;
}

static inline double
sy (CasMapCanvas *self, double wy)
{
  return wy * self->zoom + self->pan_y;
}

static void
compute_fit (CasMapCanvas *self, int width, int height, double *zoom, double *pan_x, double *pan_y)
{
  double bw = MAX (self->max_wx - self->min_wx, 1);
  double bh = MAX (self->max_wy - self->min_wy, 1);
  /* The zoom buttons stand over the right edge. */
  double z = MIN ((width - 2 * PAD_X - TOOLS_W) / bw, (height - 2 * PAD_Y) / bh);
  z = MAX (z, 0.05);
  *zoom = z;
  *pan_x = (width - TOOLS_W) / 2.0 - z * (self->min_wx + self->max_wx) / 2;
  *pan_y = height / 2.0 - z * (self->min_wy + self->max_wy) / 2;
}

/* Placement of labels, chips and tokens: greedy, cheapest free spot among a few
 * candidates around each symbol. Offsets are in screen pixels from the Locale's centre;
 * positions are compared at the current zoom without the pan. */

static double
overlap (const Box *a, const Box *b)
{
  double w = MIN (a->x + a->w, b->x + b->w) - MAX (a->x, b->x);
  double h = MIN (a->y + a->h, b->y + b->h) - MAX (a->y, b->y);
  return (w > 0 && h > 0) ? w * h : 0;
}

static gboolean
segment_hits_box (const double s[4], const Box *b)
{
  /* Liang-Barsky clipping of the segment against the box. */
  double x0 = s[0], y0 = s[1], dx = s[2] - s[0], dy = s[3] - s[1];
  double p[4] = { -dx, dx, -dy, dy };
  double q[4] = { x0 - b->x, b->x + b->w - x0, y0 - b->y, b->y + b->h - y0 };
  double t0 = 0, t1 = 1;
  for (int i = 0; i < 4; i++)
    {
      if (p[i] == 0)
        {
          if (q[i] < 0)
            return FALSE;
          continue;
        }
      double t = q[i] / p[i];
      if (p[i] < 0)
        t0 = MAX (t0, t);
      else
        t1 = MIN (t1, t);
      if (t0 > t1)
        return FALSE;
    }
  return TRUE;
}

enum { R_NODE, R_DECOR, R_LABEL, R_CHIPS, R_TOKENS };

static void
add_rect (CasMapCanvas *self, int kind, double x, double y, double w, double h)
{
  if (self->n_rects >= MAX_RECTS)
    return;
  self->rects[self->n_rects++] = (Box){ x, y, w, h, kind };
}

static double
cost_of (CasMapCanvas *self, const Box *b, const double weights[5], double seg_cost)
{
  double c = 0;
  for (int i = 0; i < self->n_rects; i++)
    {
      double o = overlap (b, &self->rects[i]);
      if (o > 0)
        c += weights[self->rects[i].kind] * (o + 20);
    }
  if (seg_cost > 0)
    for (int i = 0; i < self->n_segs; i++)
      if (segment_hits_box (self->segs[i], b))
        c += seg_cost;
  /* Keep off the canvas' edges. */
  double left = b->x + self->pan_x, right = left + b->w, top = b->y + self->pan_y, bottom = top + b->h;
  if (left < 2 || top < 2 || right > self->last_w - 2 || bottom > self->last_h - 2)
    c += 400;
  else if (right > self->last_w - TOOLS_W && top < 250)
    c += 200;
  return c;
}

static void
add_static_obstacles (CasMapCanvas *self, double s)
{
  self->n_rects = 0;
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      const CasLocale *loc = cas_game_get_locale (self->game, (int) i);
      double x = n->wx * self->zoom, y = n->wy * self->zoom, r = n->r * s;
      add_rect (self, R_NODE, x - r - 1, y - r - 1, 2 * r + 2, 2 * r + 2);
      if (n->seats)
        add_rect (self, R_DECOR, x - r - n->sw - 3, y - r - n->sh + 1, n->sw + 4, n->sh + 2);
      if (loc->seaport)
        add_rect (self, R_DECOR, x - r - 10, y + r - 4, 11, 12);
      if (loc->commandery)
        add_rect (self, R_DECOR, x + r - 1, y + r - 3, 10, 10);
    }
}

static void
build_segments (CasMapCanvas *self)
{
  self->n_segs = 0;
  for (guint w = 0; w < self->n_ways && self->n_segs < MAX_SEGS; w++)
    {
      WayGeom *g = &self->ways[w];
      if (!g->star)
        {
          Node *a = &self->nodes[g->loc[0]], *b = &self->nodes[g->loc[1]];
          double *seg = self->segs[self->n_segs++];
          seg[0] = a->wx * self->zoom;
          seg[1] = a->wy * self->zoom;
          seg[2] = b->wx * self->zoom;
          seg[3] = b->wy * self->zoom;
          continue;
        }
      for (int k = 0; k < g->n && self->n_segs < MAX_SEGS; k++)
        {
          Node *a = &self->nodes[g->loc[k]];
          double *seg = self->segs[self->n_segs++];
          seg[0] = g->cwx * self->zoom;
          seg[1] = g->cwy * self->zoom;
          seg[2] = a->wx * self->zoom;
          seg[3] = a->wy * self->zoom;
        }
    }
}

/* Labels: where the Locale's symbol and its neighbours leave room. Most constrained first
 * would be better; the big places first reads well enough. */
static void
place_labels (CasMapCanvas *self)
{
  static const double w_label[5] = { 6, 3, 6, 0, 0 };
  double s = symbol_scale (self);
  g_autofree int *order = g_new (int, self->n_nodes);
  int n_order = 0;

  add_static_obstacles (self, s);
  build_segments (self);
  for (int type = CAS_N_LOCALE_TYPES - 1; type >= 0; type--)
    for (guint i = 0; i < self->n_nodes; i++)
      if ((int) self->nodes[i].type == type)
        order[n_order++] = (int) i;

  for (int k = 0; k < n_order; k++)
    {
      Node *n = &self->nodes[order[k]];
      double x = n->wx * self->zoom, y = n->wy * self->zoom, r = n->r * s + 2, lw = n->lw, lh = n->lh;
      double d = r * 0.72;
      const double cand[][2] = {
        { r, -lh / 2 },          { -r - lw, -lh / 2 },    { -lw / 2, r },          { -lw / 2, -r - lh },
        { d, d - 2 },            { -d - lw, d - 2 },      { d, -d - lh + 2 },      { -d - lw, -d - lh + 2 },
        { r + 8, -lh / 2 },      { -r - 8 - lw, -lh / 2 }, { -lw / 2, r + 8 },     { -lw / 2, -r - 8 - lh },
        { -lw * 0.15, r + 1 },   { -lw * 0.85, r + 1 },   { -lw * 0.15, -r - lh - 1 }, { -lw * 0.85, -r - lh - 1 },
      };
      double best = G_MAXDOUBLE;
      int best_i = 0;
      for (guint c = 0; c < G_N_ELEMENTS (cand); c++)
        {
          Box b = { x + cand[c][0], y + cand[c][1], lw, lh, 0 };
          double cost = c * 1.5 + cost_of (self, &b, w_label, 45);
          if (cost < best)
            {
              best = cost;
              best_i = (int) c;
            }
        }
      n->lx = cand[best_i][0];
      n->ly = cand[best_i][1];
      add_rect (self, R_LABEL, x + n->lx, y + n->ly, lw, lh);
    }
  self->placed_zoom = self->zoom;
  self->placed_dynamic = FALSE;
}

static PangoLayout *
token_layout (CasMapCanvas *self, const char *text)
{
  PangoLayout *layout = g_hash_table_lookup (self->token_layouts, text);
  if (layout == NULL)
    {
      layout = make_layout (self, text, 7, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL);
      g_hash_table_insert (self->token_layouts, g_strdup (text), layout);
    }
  return layout;
}

static double
token_width (PangoLayout *layout)
{
  double w, h;
  layout_size (layout, &w, &h);
  return MAX (TOKEN_H, w + 6);
}

/* Which Lords and markers each Locale shows now. */
static void
collect_dynamic (CasMapCanvas *self)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  int token = self->ui->token_locale ? self->ui->token_locale (t) : -1;
  char text[16];

  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      int loc = (int) i;
      n->n_lords = 0;
      n->n_besieged = 0;
      n->n_tokens = 0;
      for (int pass = 0; pass < 2; pass++)
        for (guint l = 0; l < cas_game_get_n_lords (self->game); l++)
          {
            if (cas_rules_lord_locale (t, (int) l) != loc || n->n_lords >= (int) G_N_ELEMENTS (n->lords))
              continue;
            gboolean besieged = cas_rules_besieged (t, (int) l);
            if (besieged != (pass == 0))
              continue;
            n->lords[n->n_lords++] = (int) l;
            n->n_besieged += besieged;
          }
      if (CAS_LOCALE (t, loc, CAS_C_CONQUERED))
        {
          int c = CAS_LOCALE (t, loc, CAS_C_CONQUERED);
          const char *letter = self->ui->conquered_letter ? self->ui->conquered_letter : "C";
          if (c > 1)
            g_snprintf (text, sizeof text, "%s%d", letter, c);
          else
            g_strlcpy (text, letter, sizeof text);
          n->token_kind[n->n_tokens] = TOKEN_CONQUERED;
          n->tokens[n->n_tokens++] = token_layout (self, text);
        }
      if (CAS_LOCALE (t, loc, CAS_C_SIEGE))
        {
          g_snprintf (text, sizeof text, "S%d", CAS_LOCALE (t, loc, CAS_C_SIEGE));
          n->token_kind[n->n_tokens] = TOKEN_SIEGE;
          n->tokens[n->n_tokens++] = token_layout (self, text);
        }
      if (CAS_LOCALE (t, loc, CAS_C_RAVAGED))
        {
          n->token_kind[n->n_tokens] = TOKEN_RAVAGED;
          n->tokens[n->n_tokens++] = token_layout (self, "R");
        }
      if (CAS_LOCALE (t, loc, CAS_C_RUINS))
        {
          n->token_kind[n->n_tokens] = TOKEN_RUINS;
          n->tokens[n->n_tokens++] = token_layout (self, "✕");
        }
      if (CAS_LOCALE (t, loc, CAS_C_BYPASS))
        {
          /* app (issue 17): Inferno's Bypass marker (4.3.5), in the Bypassing side's colour. */
          n->token_kind[n->n_tokens] = TOKEN_BYPASS;
          /* TRANSLATORS: the letter on a Bypass marker's token on the map (4.3.5) */
          n->tokens[n->n_tokens++] = token_layout (self, C_("map token", "B"));
        }
      if (CAS_LOCALE (t, loc, CAS_C_WALLS))
        {
          n->token_kind[n->n_tokens] = TOKEN_WALLS;
          n->tokens[n->n_tokens++] = token_layout (self, "+1");
        }
      if (token == loc)
        {
          n->token_kind[n->n_tokens] = TOKEN_GAME;
          n->tokens[n->n_tokens++] = token_layout (self, self->ui->token_letter);
        }
      n->tw = 0;
      for (int k = 0; k < n->n_tokens; k++)
        n->tw += token_width (n->tokens[k]) + (k ? 2 : 0);
      n->cw = 0;
      for (int k = 0; k < n->n_lords; k++)
        n->cw = MAX (n->cw, self->lord_w[n->lords[k]] + 12);
      n->ch = n->n_lords ? n->n_lords * (CHIP_H + CHIP_GAP) - CHIP_GAP : 0;
      if (n->n_besieged)
        {
          n->cw += 6;
          n->ch += 6;
        }
    }
}

static void
place_dynamic (CasMapCanvas *self)
{
  static const double w_tokens[5] = { 8, 5, 6, 8, 8 };
  static const double w_chips[5] = { 25, 10, 25, 8, 25 }; /* a Locale's name and tokens as dear as its symbol */
  double s = symbol_scale (self);

  /* Labels stay where they are; chips and tokens find room around them. */
  add_static_obstacles (self, s);
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      add_rect (self, R_LABEL, n->wx * self->zoom + n->lx, n->wy * self->zoom + n->ly, n->lw, n->lh);
    }
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      double x = n->wx * self->zoom, y = n->wy * self->zoom, r = n->r * s + 1;
      if (n->n_tokens == 0)
        continue;
      const double cand[][2] = {
        { r - 3, -r - TOKEN_H + 2 },    { -r - n->tw + 3, -r - TOKEN_H + 2 }, { r - 3, r - 2 },
        { -r - n->tw + 3, r - 2 },      { r + 1, -TOKEN_H / 2 },              { -r - 1 - n->tw, -TOKEN_H / 2 },
        { -n->tw / 2, -r - TOKEN_H - 1 }, { -n->tw / 2, r + 1 },
      };
      double best = G_MAXDOUBLE;
      int best_i = 0;
      for (guint c = 0; c < G_N_ELEMENTS (cand); c++)
        {
          Box b = { x + cand[c][0], y + cand[c][1], n->tw, TOKEN_H, 0 };
          double cost = c * 2 + cost_of (self, &b, w_tokens, 0);
          if (cost < best)
            best = cost, best_i = (int) c;
        }
      n->tx = cand[best_i][0];
      n->ty = cand[best_i][1];
      add_rect (self, R_TOKENS, x + n->tx, y + n->ty, n->tw, TOKEN_H);
    }
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      double x = n->wx * self->zoom, y = n->wy * self->zoom, r = n->r * s + 2;
      if (n->n_lords == 0)
        continue;
      const double cand[][2] = {
        { -n->cw / 2, r + 1 },      { -n->cw / 2, -r - 1 - n->ch },
        { r + 1, -n->ch / 2 },      { -r - 1 - n->cw, -n->ch / 2 },
        { r - 2, r - 2 },           { -r + 2 - n->cw, r - 2 },
        { r - 2, -r + 2 - n->ch },  { -r + 2 - n->cw, -r + 2 - n->ch },
        { -n->cw / 2, r + 12 },     { r + 12, -n->ch / 2 },         { -r - 12 - n->cw, -n->ch / 2 },
      };
      double best = G_MAXDOUBLE;
      int best_i = 0;
      for (guint c = 0; c < G_N_ELEMENTS (cand); c++)
        {
          Box b = { x + cand[c][0], y + cand[c][1], n->cw, n->ch, 0 };
          double cost = c * 3 + cost_of (self, &b, w_chips, 6);
          if (cost < best)
            best = cost, best_i = (int) c;
        }
      n->cx = cand[best_i][0];
      n->cy = cand[best_i][1];
      add_rect (self, R_CHIPS, x + n->cx, y + n->cy, n->cw, n->ch);
    }
  self->placed_dynamic = TRUE;
}

static void
ensure_placed (CasMapCanvas *self)
{
  if (self->game == NULL || self->last_w <= 0)
    return;
  if (self->placed_zoom != self->zoom)
    place_labels (self);
  if (!self->placed_dynamic)
    place_dynamic (self);
}

/* Drawing: the static layer with cairo, cached until the view or the table changes. */

static void
set_source (cairo_t *cr, const GdkRGBA *c, double alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha * alpha);
}

static void
wavy_line (cairo_t *cr, double x0, double y0, double x1, double y1, double amp)
{
  double dx = x1 - x0, dy = y1 - y0, len = hypot (dx, dy);
  int k = MAX (2, (int) round (len / 9));
  double nx = -dy / len, ny = dx / len;
  cairo_move_to (cr, x0, y0);
  for (int i = 0; i < k; i++)
    {
      double a = (double) i / k, b = (double) (i + 1) / k, sign = (i % 2) ? -1 : 1;
      double c1 = a + (b - a) / 3, c2 = a + 2 * (b - a) / 3;
      cairo_curve_to (cr, x0 + dx * c1 + nx * amp * sign, y0 + dy * c1 + ny * amp * sign,
                      x0 + dx * c2 + nx * amp * sign, y0 + dy * c2 + ny * amp * sign, x0 + dx * b, y0 + dy * b);
    }
}

static void
way_segment (CasMapCanvas *self, cairo_t *cr, const WayGeom *g, double x0, double y0, double x1, double y1)
{
  double len = hypot (x1 - x0, y1 - y0);
  if (len < 1)
    return;
  if (g->off != 0)
    {
      double nx = -(y1 - y0) / len * g->off, ny = (x1 - x0) / len * g->off;
      x0 += nx, x1 += nx, y0 += ny, y1 += ny;
    }
  if (g->type == CAS_MAP_WAY_WAVY)
    wavy_line (cr, x0, y0, x1, y1, 1.6);
  else
    {
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
    }
}

static void
draw_ways (CasMapCanvas *self, cairo_t *cr)
{
  static const double dash[] = { 6, 4 };

  for (int type = CAS_MAP_WAY_DASHED; type <= CAS_MAP_WAY_SOLID; type++)
    {
      cairo_new_path (cr);
      for (guint w = 0; w < self->n_ways; w++)
        {
          WayGeom *g = &self->ways[w];
          if ((int) g->type != type)
            continue;
          if (!g->star)
            {
              Node *a = &self->nodes[g->loc[0]], *b = &self->nodes[g->loc[1]];
              way_segment (self, cr, g, sx (self, a->wx), sy (self, a->wy), sx (self, b->wx), sy (self, b->wy));
              continue;
            }
          for (int k = 0; k < g->n; k++)
            {
              Node *a = &self->nodes[g->loc[k]];
              way_segment (self, cr, g, sx (self, g->cwx), sy (self, g->cwy), sx (self, a->wx), sy (self, a->wy));
            }
        }
      if (type == CAS_MAP_WAY_WAVY)
        {
          set_source (cr, &self->pal.water, 1);
          cairo_set_line_width (cr, 2.4);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      else if (type == CAS_MAP_WAY_SOLID)
        {
          /* A Road: solid and wider than a Track. */
          set_source (cr, &self->pal.road, 1);
          cairo_set_line_width (cr, 3.2);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      else
        {
          set_source (cr, &self->pal.track, 1);
          cairo_set_line_width (cr, 2.2);
          cairo_set_dash (cr, dash, 2, 0);
        }
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
  /* The hub of a Way joining three or four Locales. */
  for (guint w = 0; w < self->n_ways; w++)
    {
      WayGeom *g = &self->ways[w];
      if (!g->star)
        continue;
      cairo_arc (cr, sx (self, g->cwx), sy (self, g->cwy), 3.2, 0, 2 * G_PI);
      set_source (cr, g->type == CAS_MAP_WAY_WAVY ? &self->pal.water
                      : g->type == CAS_MAP_WAY_SOLID ? &self->pal.road : &self->pal.track, 1);
      cairo_fill (cr);
    }
}

/* The game's dashed line (Inferno 1.3.1: between the printed sides), our own polyline:
 * long dashes over a light casing, so that it stands apart from the Tracks. */
static void
draw_dashed_line (CasMapCanvas *self, cairo_t *cr)
{
  static const double dash[] = { DASHED_LINE_ON, DASHED_LINE_OFF };
  guint n = 0;
  const double *p = cas_game_get_dashed_line (self->game, &n);

  if (n < 2)
    return;
  cairo_new_path (cr);
  for (guint i = 0; i < n; i++)
    cairo_line_to (cr, sx (self, p[(gsize) 2 * i] * WORLD_W), sy (self, p[(gsize) 2 * i + 1] * WORLD_H));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  set_source (cr, &self->pal.label_bg, 0.9);
  cairo_set_line_width (cr, 4.5);
  cairo_stroke_preserve (cr);
  set_source (cr, &self->pal.dashed, 1);
  cairo_set_line_width (cr, 2);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

#define TERRITORY_SCALE 0.5  /* pixels per world unit: a soft tint needs no more */
#define TERRITORY_MARGIN 80.0

/* A patch of the owner's colour behind each Locale, no further than halfway to the
 * nearest Locale of the other side, so the border between the two shows. Drawn once per
 * game and colour scheme at low resolution, then scaled to the view. */
static cairo_surface_t *
render_territory (CasMapCanvas *self)
{
  double x0 = self->min_wx - TERRITORY_MARGIN, y0 = self->min_wy - TERRITORY_MARGIN;
  int w = (int) ceil ((self->max_wx - self->min_wx + 2 * TERRITORY_MARGIN) * TERRITORY_SCALE);
  int h = (int) ceil ((self->max_wy - self->min_wy + 2 * TERRITORY_MARGIN) * TERRITORY_SCALE);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, TERRITORY_SCALE, TERRITORY_SCALE);
  cairo_translate (cr, -x0, -y0);
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      cairo_push_group (cr);
      for (guint i = 0; i < self->n_nodes; i++)
        {
          Node *n = &self->nodes[i];
          double reach = 75;
          if (n->side != side)
            continue;
          for (guint j = 0; j < self->n_nodes; j++)
            if (self->nodes[j].side != side)
              reach = MIN (reach, hypot (self->nodes[j].wx - n->wx, self->nodes[j].wy - n->wy) * 0.5);
          cairo_new_sub_path (cr);
          cairo_arc (cr, n->wx, n->wy, MAX (reach, 20), 0, 2 * G_PI);
        }
      set_source (cr, &self->pal.territory[side], 1);
      cairo_fill (cr);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, self->dark ? 0.12 : 0.09);
    }
  cairo_destroy (cr);
  return surface;
}

static void
draw_territory (CasMapCanvas *self, cairo_t *cr)
{
  cairo_pattern_t *pattern;

  if (self->territory == NULL)
    self->territory = render_territory (self);
  cairo_save (cr);
  cairo_translate (cr, sx (self, self->min_wx - TERRITORY_MARGIN), sy (self, self->min_wy - TERRITORY_MARGIN));
  cairo_scale (cr, self->zoom / TERRITORY_SCALE, self->zoom / TERRITORY_SCALE);
  cairo_set_source_surface (cr, self->territory, 0, 0);
  pattern = cairo_get_source (cr);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_BILINEAR);
  cairo_paint (cr);
  cairo_restore (cr);
}

static void
draw_routes (CasMapCanvas *self, cairo_t *cr)
{
  if (self->routes == NULL)
    return;
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint r = 0; r < self->routes->len; r++)
    {
      GArray *route = g_ptr_array_index (self->routes, r);
      const GdkRGBA *c = &self->pal.routes[r % G_N_ELEMENTS (self->pal.routes)];
      const int *loc = (const int *) route->data;

      cairo_new_path (cr);
      for (guint k = 0; k < route->len; k++)
        {
          Node *n = &self->nodes[loc[k]];
          if (k == 0)
            {
              cairo_move_to (cr, sx (self, n->wx), sy (self, n->wy));
              continue;
            }
          /* Through a star Way's hub, as the Way is drawn. */
          int ways[4];
          int nw = cas_rules_ways_between (self->game, loc[k - 1], loc[k], ways, 4);
          for (int i = 0; i < nw; i++)
            if (self->ways[ways[i]].star)
              {
                cairo_line_to (cr, sx (self, self->ways[ways[i]].cwx), sy (self, self->ways[ways[i]].cwy));
                break;
              }
          cairo_line_to (cr, sx (self, n->wx), sy (self, n->wy));
        }
      set_source (cr, c, 0.55);
      cairo_set_line_width (cr, 9);
      cairo_stroke (cr);
      if (route->len > 0)
        {
          Node *end = &self->nodes[loc[route->len - 1]];
          cairo_arc (cr, sx (self, end->wx), sy (self, end->wy), 14, 0, 2 * G_PI);
          set_source (cr, c, 0.9);
          cairo_set_line_width (cr, 3);
          cairo_stroke (cr);
        }
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

static void
crenellated (cairo_t *cr, double x, double y, double r, double top)
{
  /* A square with three merlons on top. */
  double m = 2 * r / 5;
  cairo_move_to (cr, x - r, y + r);
  cairo_line_to (cr, x - r, y - r + top);
  for (int i = 0; i < 5; i++)
    {
      double x0 = x - r + i * m;
      double h = (i % 2 == 0) ? -r : -r + top;
      cairo_line_to (cr, x0, y + h);
      cairo_line_to (cr, x0 + m, y + h);
    }
  cairo_line_to (cr, x + r, y + r);
  cairo_close_path (cr);
}

static void
anchor (cairo_t *cr, double x, double y)
{
  /* x, y: the top of the ring; about 9 x 11 px. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y + 1.6, 1.6, 0, 2 * G_PI);
  cairo_move_to (cr, x, y + 3.2);
  cairo_line_to (cr, x, y + 10.5);
  cairo_move_to (cr, x - 3, y + 5);
  cairo_line_to (cr, x + 3, y + 5);
  cairo_move_to (cr, x - 4.2, y + 7.2);
  cairo_curve_to (cr, x - 3.8, y + 10.5, x + 3.8, y + 10.5, x + 4.2, y + 7.2);
}

/* A Locale's symbol (its shape); `side` picks the fill (the territory, or the holder of a
 * Conquered place); a Castle marker (castle: side + 1) makes it a Castle of that colour. */
static void
locale_shape (cairo_t *cr, const Palette *pal, const CasMapShape *shape, int side, int castle, double x, double y,
              double r, double s)
{
  const GdkRGBA *fill = &pal->fill[side];
  gboolean fill_symbol = TRUE;

  if (castle)
    {
      fill = &pal->chip_bg[castle - 1];
      crenellated (cr, x, y, 7 * s, 3 * s);
    }
  else
    switch (shape->outline)
      {
      case CAS_MAP_OUTLINE_OPEN_CIRCLE:
        cairo_arc (cr, x, y, r, 0, 2 * G_PI);
        fill_symbol = FALSE;
        break;
      case CAS_MAP_OUTLINE_DIAMOND:
        cairo_move_to (cr, x, y - r);
        cairo_line_to (cr, x + r, y);
        cairo_line_to (cr, x, y + r);
        cairo_line_to (cr, x - r, y);
        cairo_close_path (cr);
        break;
      case CAS_MAP_OUTLINE_SQUARE:
        cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
        break;
      case CAS_MAP_OUTLINE_CRENELLATED:
        crenellated (cr, x, y, r, 3 * s);
        break;
      case CAS_MAP_OUTLINE_CIRCLE:
      default:
        cairo_arc (cr, x, y, r, 0, 2 * G_PI);
        break;
      }
  set_source (cr, fill_symbol ? fill : &pal->label_bg, 1);
  cairo_fill_preserve (cr);
  set_source (cr, fill_symbol ? &pal->fg : &pal->territory[side], 1);
  cairo_set_line_width (cr, fill_symbol ? 1.3 : 2);
  cairo_stroke (cr);

  /* Inner marks: a cross, a ring, a double ring. */
  if (!castle && shape->mark == CAS_MAP_MARK_CROSS)
    {
      cairo_move_to (cr, x, y - r * 0.25);
      cairo_line_to (cr, x, y + r * 0.8);
      cairo_move_to (cr, x - r * 0.4, y + r * 0.15);
      cairo_line_to (cr, x + r * 0.4, y + r * 0.15);
      set_source (cr, &pal->fg, 1);
      cairo_set_line_width (cr, 1.6);
      cairo_stroke (cr);
    }
  else if (!castle && (shape->mark == CAS_MAP_MARK_RING || shape->mark == CAS_MAP_MARK_DOUBLE_RING))
    {
      cairo_arc (cr, x, y, r * 0.55, 0, 2 * G_PI);
      if (shape->mark == CAS_MAP_MARK_DOUBLE_RING)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, r * 0.25, 0, 2 * G_PI);
        }
      set_source (cr, &pal->fg, 1);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);
    }
}

static void
seat_shield (cairo_t *cr, const Palette *pal, int side, double x0, double y0, double w, double h)
{
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x0 + w, y0);
  cairo_line_to (cr, x0 + w, y0 + h * 0.6);
  cairo_curve_to (cr, x0 + w, y0 + h * 0.9, x0 + w / 2, y0 + h + 1, x0 + w / 2, y0 + h + 1);
  cairo_curve_to (cr, x0 + w / 2, y0 + h + 1, x0, y0 + h * 0.9, x0, y0 + h * 0.6);
  cairo_close_path (cr);
  set_source (cr, &pal->chip_bg[side], 1);
  cairo_fill_preserve (cr);
  set_source (cr, &pal->chip_edge[side], 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
commandery_cross (cairo_t *cr, const Palette *pal, double cx, double cy)
{
  cairo_rectangle (cr, cx - 4, cy - 1.3, 8, 2.6);
  cairo_rectangle (cr, cx - 1.3, cy - 4, 2.6, 8);
  set_source (cr, &pal->fg, 1);
  cairo_fill (cr);
}

static void
draw_symbols (CasMapCanvas *self, cairo_t *cr)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  double s = symbol_scale (self);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      const CasLocale *loc = cas_game_get_locale (self->game, (int) i);
      double x = round (sx (self, n->wx)) + 0.5, y = round (sy (self, n->wy)) + 0.5, r = n->r * s;
      int castle = CAS_LOCALE (t, (int) i, CAS_C_CASTLE);
      /* A Conquered Stronghold shows its holder's colour. */
      int holder = cas_rules_holder (t, (int) i);

      if (holder != n->side && cas_locale_is_conquerable (loc) && !castle)
        locale_shape (cr, &self->pal, n->shape, holder, castle, x, y, r, s);
      else
        locale_shape (cr, &self->pal, n->shape, n->side, castle, x, y, r, s);

      /* Decorations: Seat shield (initials drawn with the labels), Seaport anchor,
       * Commandery cross. */
      if (n->seats)
        {
          double w = n->sw + 4, h = n->sh + 2, x0 = x - r - n->sw - 3, y0 = y - r - n->sh + 1;
          const CasLord *lord = cas_game_get_lord (self->game, loc->seats[0]);
          seat_shield (cr, &self->pal, lord->side, x0, y0, w, h);
        }
      if (loc->seaport)
        {
          anchor (cr, x - r - 5, y + r - 3);
          set_source (cr, &self->pal.water, 1);
          cairo_set_line_width (cr, 1.4);
          cairo_stroke (cr);
        }
      if (loc->commandery)
        {
          commandery_cross (cr, &self->pal, x + r + 4, y + r + 2);
        }
    }
}

/* Drawn once into pixels, until the view or the table changes: a cairo render node
 * of its own would replay every path at every frame. */
static cairo_surface_t *
render_static (CasMapCanvas *self, int width, int height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  draw_territory (self, cr);
  draw_dashed_line (self, cr);
  draw_ways (self, cr);
  draw_routes (self, cr);
  draw_symbols (self, cr);
  cairo_destroy (cr);
  return surface;
}

/* The dynamic layer with GtkSnapshot: labels, markers, Lords, focus. */

static void
fill_rounded (GtkSnapshot *snapshot, double x, double y, double w, double h, double radius, const GdkRGBA *fill,
              const GdkRGBA *edge, double edge_width)
{
  GskRoundedRect rr;
  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (x, y, w, h), MIN (radius, MIN (w, h) / 2));
  if (fill)
    {
      gtk_snapshot_push_rounded_clip (snapshot, &rr);
      gtk_snapshot_append_color (snapshot, fill, &rr.bounds);
      gtk_snapshot_pop (snapshot);
    }
  if (edge)
    {
      const float w = (float) edge_width;
      const float widths[4] = { w, w, w, w };
      const GdkRGBA colors[4] = { *edge, *edge, *edge, *edge };
      gtk_snapshot_append_border (snapshot, &rr, widths, colors);
    }
}

static void
text_at (GtkSnapshot *snapshot, PangoLayout *layout, double x, double y, const GdkRGBA *color)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x), round (y)));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static void
draw_tokens (CasMapCanvas *self, GtkSnapshot *snapshot, const CasTable *t, int i, double x, double y)
{
  Node *n = &self->nodes[i];
  double tx = x + n->tx;
  for (int k = 0; k < n->n_tokens; k++)
    {
      double w = token_width (n->tokens[k]), lw, lh;
      const GdkRGBA *bg, *fg, *edge;
      double radius = 3;
      switch (n->token_kind[k])
        {
        case TOKEN_CONQUERED:
          {
            int side = 1 - n->side;
            bg = &self->pal.chip_bg[side], fg = &self->pal.chip_fg[side], edge = &self->pal.chip_edge[side];
          }
          break;
        case TOKEN_RAVAGED:
          {
            int side = CAS_LOCALE (t, i, CAS_C_RAVAGED) - 1;
            bg = &self->pal.chip_bg[side], fg = &self->pal.chip_fg[side], edge = &self->pal.siege;
            radius = TOKEN_H / 2;
          }
          break;
        case TOKEN_SIEGE:
          bg = &self->pal.siege, fg = &self->pal.siege_fg, edge = &self->pal.siege;
          break;
        case TOKEN_RUINS:
          {
            /* Ruins (Inferno 4.5.2): in the colour of the side it counts for. */
            int side = CAS_LOCALE (t, i, CAS_C_RUINS) - 1;
            bg = &self->pal.chip_bg[side], fg = &self->pal.chip_fg[side], edge = &self->pal.fg;
            radius = 1;
          }
          break;
        case TOKEN_BYPASS:
          {
            /* Bypass (Inferno 4.3.5): the side whose Lords Bypass it, edged as a Siege. */
            int side = CAS_LOCALE (t, i, CAS_C_BYPASS) - 1;
            bg = &self->pal.chip_bg[side], fg = &self->pal.chip_fg[side], edge = &self->pal.siege;
            radius = 1;
          }
          break;
        case TOKEN_GAME:
          bg = &self->pal.token, fg = &self->pal.token_fg, edge = &self->pal.token_fg;
          radius = TOKEN_H / 2;
          break;
        case TOKEN_WALLS:
        default:
          bg = &self->pal.label_bg, fg = &self->pal.fg, edge = &self->pal.fg;
          break;
        }
      fill_rounded (snapshot, tx, y + n->ty, w, TOKEN_H, radius, bg, edge, n->token_kind[k] == TOKEN_RAVAGED ? 2 : 1);
      layout_size (n->tokens[k], &lw, &lh);
      text_at (snapshot, n->tokens[k], tx + (w - lw) / 2, y + n->ty + (TOKEN_H - lh) / 2, fg);
      tx += w + 2;
    }
}

static void
draw_chips (CasMapCanvas *self, GtkSnapshot *snapshot, const CasTable *t, int i, double x, double y)
{
  Node *n = &self->nodes[i];
  double cx = x + n->cx, cy = y + n->cy;
  double inset = n->n_besieged ? 3 : 0;

  if (n->n_besieged)
    {
      /* The Besieged stand inside the walls: a frame around their cylinders. */
      double h = n->n_besieged * (CHIP_H + CHIP_GAP) - CHIP_GAP + 2 * inset;
      fill_rounded (snapshot, cx, cy, n->cw, h, 4, NULL, &self->pal.siege, 2);
    }
  for (int k = 0; k < n->n_lords; k++)
    {
      int lord = n->lords[k];
      int side = cas_game_get_lord (self->game, lord)->side;
      double w = n->cw - 2 * inset;
      double yk = cy + inset + k * (CHIP_H + CHIP_GAP) + (k >= n->n_besieged ? 2 * inset : 0);
      double lw, lh;
      fill_rounded (snapshot, cx + inset, yk, w, CHIP_H, CHIP_H / 2, &self->pal.chip_bg[side],
                    &self->pal.chip_edge[side], 1);
      layout_size (self->lord_layouts[lord], &lw, &lh);
      text_at (snapshot, self->lord_layouts[lord], cx + inset + (w - lw) / 2, yk + (CHIP_H - lh) / 2,
               &self->pal.chip_fg[side]);
      if (CAS_LORD (t, lord, CAS_L_MOVED))
        {
          /* The Moved/Fought marker: a small square on the cylinder's shoulder. */
          fill_rounded (snapshot, cx + inset + w - 7, yk - 2, 8, 8, 1.5, &self->pal.moved, &self->pal.chip_edge[0], 1);
        }
    }
}

static void
cas_map_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  CasMapCanvas *self = CAS_MAP_CANVAS (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  const CasTable *t;
  double s;

  if (self->game == NULL || width <= 0 || height <= 0)
    return;
  t = cas_journal_get_table (self->journal);
  ensure_placed (self);
  s = symbol_scale (self);

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->static_surface == NULL)
    self->static_surface = render_static (self, width, height);
  {
    cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
    cairo_set_source_surface (cr, self->static_surface, 0, 0);
    cairo_paint (cr);
    cairo_destroy (cr);
  }

  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      double x = sx (self, n->wx), y = sy (self, n->wy);
      if (x + n->lx + n->lw < -20 || x + n->lx > width + 20 || y + n->ly + n->lh < -20 || y + n->ly > height + 20)
        continue;
      fill_rounded (snapshot, x + n->lx - 1, y + n->ly, n->lw + 2, n->lh, 4, &self->pal.label_bg, NULL, 0);
      text_at (snapshot, n->label, x + n->lx, y + n->ly, n->type == CAS_LOCALE_REGION ? &self->pal.dim : &self->pal.fg);
      if (n->seats)
        {
          const CasLocale *loc = cas_game_get_locale (self->game, (int) i);
          int side = cas_game_get_lord (self->game, loc->seats[0])->side;
          double r = n->r * s;
          text_at (snapshot, n->seats, x - r - n->sw - 1, y - r - n->sh + 1.5, &self->pal.chip_fg[side]);
        }
    }
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      double x = sx (self, n->wx), y = sy (self, n->wy);
      if (n->n_tokens)
        draw_tokens (self, snapshot, t, (int) i, x, y);
    }
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      if (n->n_lords)
        draw_chips (self, snapshot, t, (int) i, sx (self, n->wx), sy (self, n->wy));
    }

  if (self->hover >= 0 && self->hover != self->focus)
    {
      Node *n = &self->nodes[self->hover];
      double r = n->r * s + 5;
      GdkRGBA c = self->pal.focus;
      c.alpha = 0.5f;
      fill_rounded (snapshot, sx (self, n->wx) - r, sy (self, n->wy) - r, 2 * r, 2 * r, r, NULL, &c, 2);
    }
  if (self->focus >= 0)
    {
      Node *n = &self->nodes[self->focus];
      double r = n->r * s + 6;
      fill_rounded (snapshot, sx (self, n->wx) - r, sy (self, n->wy) - r, 2 * r, 2 * r, r, NULL, &self->pal.focus,
                    gtk_widget_has_focus (widget) ? 3 : 2);
    }
  gtk_snapshot_pop (snapshot);
}

/* View changes. */

static void
view_changed (CasMapCanvas *self)
{
  invalidate_static (self);
}

static void
set_zoom_at (CasMapCanvas *self, double zoom, double cx, double cy)
{
  double min = self->fit_zoom * 0.6, max = self->fit_zoom * 8;
  zoom = CLAMP (zoom, min, max);
  if (zoom == self->zoom)
    return;
  self->pan_x = cx - (cx - self->pan_x) * (zoom / self->zoom);
  self->pan_y = cy - (cy - self->pan_y) * (zoom / self->zoom);
  self->zoom = zoom;
  self->fitted = FALSE;
  view_changed (self);
}

static void
cas_map_canvas_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  CasMapCanvas *self = CAS_MAP_CANVAS (widget);
  double z, px, py;

  if (self->game && width > 0 && height > 0)
    {
      compute_fit (self, width, height, &z, &px, &py);
      self->fit_zoom = z;
      if (self->fitted || self->last_w <= 0)
        {
          self->zoom = z;
          self->pan_x = px;
          self->pan_y = py;
          self->fitted = TRUE;
        }
      else
        {
          /* Keep what was in the middle in the middle. */
          self->pan_x += (width - self->last_w) / 2.0;
          self->pan_y += (height - self->last_h) / 2.0;
        }
    }
  gboolean resized = width != self->last_w || height != self->last_h;
  if (resized)
    {
      self->placed_zoom = 0;
      invalidate_static (self);
    }
  self->last_w = width;
  self->last_h = height;
  if (resized)
    g_signal_emit (self, signals[RESIZED], 0);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      gtk_popover_present (GTK_POPOVER (child));
}

static void
cas_map_canvas_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                        int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 900 : 700;
}

/* Pointer. */

int
cas_map_canvas_locale_at (CasMapCanvas *self, double x, double y)
{
  double s, best = G_MAXDOUBLE;
  int found = -1;

  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), -1);
  if (self->game == NULL)
    return -1;
  ensure_placed (self);
  s = symbol_scale (self);
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      double nx = sx (self, n->wx), ny = sy (self, n->wy);
      double d = hypot (x - nx, y - ny);
      double reach = MAX (n->r * s + 5, 12);
      if (d <= reach && d < best)
        best = d, found = (int) i;
    }
  if (found >= 0)
    return found;
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      double lx = sx (self, n->wx) + n->lx, ly = sy (self, n->wy) + n->ly;
      if (x >= lx && x <= lx + n->lw && y >= ly && y <= ly + n->lh)
        return (int) i;
      lx = sx (self, n->wx) + n->cx, ly = sy (self, n->wy) + n->cy;
      if (n->n_lords && x >= lx && x <= lx + n->cw && y >= ly && y <= ly + n->ch)
        return (int) i;
    }
  return -1;
}

/* The Lord whose cylinder is under a point, or -1. */
static int
lord_at (CasMapCanvas *self, double x, double y)
{
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      double cx = sx (self, n->wx) + n->cx, cy = sy (self, n->wy) + n->cy;
      if (n->n_lords == 0 || x < cx || x > cx + n->cw || y < cy || y > cy + n->ch)
        continue;
      int k = (int) ((y - cy) / (CHIP_H + CHIP_GAP));
      return n->lords[CLAMP (k, 0, n->n_lords - 1)];
    }
  return -1;
}

static void
update_accessible (CasMapCanvas *self)
{
  if (self->game == NULL || self->focus < 0)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  cas_game_get_locale (self->game, self->focus)->name, -1);
}

gboolean
cas_map_canvas_click (CasMapCanvas *self, double x, double y)
{
  int locale;

  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), FALSE);
  locale = cas_map_canvas_locale_at (self, x, y);
  if (locale < 0)
    return FALSE;
  cas_map_canvas_set_focus_locale (self, locale);
  g_signal_emit (self, signals[LOCALE_ACTIVATED], 0, locale);
  return TRUE;
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, CasMapCanvas *self)
{
  self->drag_pan_x = self->pan_x;
  self->drag_pan_y = self->pan_y;
  self->drag_x = x;
  self->drag_y = y;
  self->dragging = FALSE;
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, CasMapCanvas *self)
{
  if (!self->dragging && hypot (dx, dy) < 4)
    return;
  if (!self->dragging)
    {
      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
    }
  self->pan_x = self->drag_pan_x + dx;
  self->pan_y = self->drag_pan_y + dy;
  self->fitted = FALSE;
  view_changed (self);
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, CasMapCanvas *self)
{
  if (self->dragging)
    {
      self->dragging = FALSE;
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self));
  cas_map_canvas_click (self, self->drag_x, self->drag_y);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, CasMapCanvas *self)
{
  if (dy == 0)
    return FALSE;
  set_zoom_at (self, self->zoom * pow (1.15, -dy), self->pointer_x, self->pointer_y);
  return TRUE;
}

static void
zoom_begin_cb (GtkGesture *gesture, GdkEventSequence *sequence, CasMapCanvas *self)
{
  self->zoom_start = self->zoom;
}

static void
zoom_scale_cb (GtkGestureZoom *gesture, double scale, CasMapCanvas *self)
{
  double x, y;
  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    x = self->last_w / 2.0, y = self->last_h / 2.0;
  set_zoom_at (self, self->zoom_start * scale, x, y);
}

static void
motion_cb (GtkEventControllerMotion *controller, double x, double y, CasMapCanvas *self)
{
  int hover;
  self->pointer_x = x;
  self->pointer_y = y;
  if (self->dragging)
    return;
  hover = cas_map_canvas_locale_at (self, x, y);
  if (hover != self->hover)
    {
      self->hover = hover;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), hover >= 0 ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave_cb (GtkEventControllerMotion *controller, CasMapCanvas *self)
{
  if (self->hover >= 0)
    {
      self->hover = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static gboolean
query_tooltip_cb (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  CasMapCanvas *self = CAS_MAP_CANVAS (widget);
  const CasTable *t;
  int lord, locale;

  if (self->game == NULL)
    return FALSE;
  t = cas_journal_get_table (self->journal);
  if (keyboard)
    locale = self->focus;
  else if ((lord = lord_at (self, x, y)) >= 0)
    {
      const CasLord *l = cas_game_get_lord (self->game, lord);
      GString *text = g_string_new (NULL);
      g_string_append_printf (text, "%s (%s)", l->name, cas_game_get_side_name (self->game, l->side));
      if (cas_rules_besieged (t, lord))
        g_string_append_printf (text, "\n%s", _("Besieged"));
      if (CAS_LORD (t, lord, CAS_L_MOVED))
        g_string_append_printf (text, "\n%s", _("Moved/Fought"));
      gtk_tooltip_set_text (tooltip, text->str);
      g_string_free (text, TRUE);
      return TRUE;
    }
  else
    locale = cas_map_canvas_locale_at (self, x, y);
  if (locale < 0)
    return FALSE;

  const CasLocale *loc = cas_game_get_locale (self->game, locale);
  /* TRANSLATORS: a Locale's tooltip: "Dorpat", "Bishopric", "Teutons" */
  g_autofree char *text = g_strdup_printf (_("%s\n%s, territory of the %s"), loc->name,
                                           cas_app_locale_type_name (self->game, loc),
                                           cas_game_get_side_name (self->game, loc->side));
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* Keyboard. */

gboolean
cas_map_canvas_move_focus (CasMapCanvas *self, int dx, int dy)
{
  double best = G_MAXDOUBLE;
  int found = -1;
  Node *from;

  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), FALSE);
  if (self->game == NULL)
    return FALSE;
  if (self->focus < 0)
    {
      cas_map_canvas_set_focus_locale (self, 0);
      return TRUE;
    }
  from = &self->nodes[self->focus];
  for (guint i = 0; i < self->n_nodes; i++)
    {
      Node *n = &self->nodes[i];
      double vx = n->wx - from->wx, vy = n->wy - from->wy;
      double along = vx * dx + vy * dy;
      double across = fabs (vx * dy - vy * dx);
      if ((int) i == self->focus || along <= 0)
        continue;
      /* Within 45 degrees of the direction, nearest first, straight ahead preferred. */
      if (across > along)
        continue;
      double score = along + 2 * across;
      if (score < best)
        best = score, found = (int) i;
    }
  if (found < 0)
    return FALSE;
  cas_map_canvas_set_focus_locale (self, found);
  return TRUE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                CasMapCanvas *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      return cas_map_canvas_move_focus (self, -1, 0) || TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return cas_map_canvas_move_focus (self, 1, 0) || TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      return cas_map_canvas_move_focus (self, 0, -1) || TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      return cas_map_canvas_move_focus (self, 0, 1) || TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
      if (self->focus < 0)
        return FALSE;
      g_signal_emit (self, signals[LOCALE_ACTIVATED], 0, self->focus);
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      cas_map_canvas_zoom_by (self, 1.25);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      cas_map_canvas_zoom_by (self, 1 / 1.25);
      return TRUE;
    case GDK_KEY_0:
    case GDK_KEY_KP_0:
      cas_map_canvas_fit (self);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
focus_enter_cb (GtkEventControllerFocus *controller, CasMapCanvas *self)
{
  if (self->focus < 0 && self->game)
    {
      /* Start from the Locale nearest the middle of the view. */
      double best = G_MAXDOUBLE;
      int found = 0;
      for (guint i = 0; i < self->n_nodes; i++)
        {
          double d = hypot (sx (self, self->nodes[i].wx) - self->last_w / 2.0,
                            sy (self, self->nodes[i].wy) - self->last_h / 2.0);
          if (d < best)
            best = d, found = (int) i;
        }
      self->focus = found;
      update_accessible (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
focus_leave_cb (GtkEventControllerFocus *controller, CasMapCanvas *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
scale_changed_cb (GtkWidget *widget, GParamSpec *pspec, gpointer data)
{
  invalidate_static (CAS_MAP_CANVAS (widget));
}

static void
dark_changed_cb (AdwStyleManager *manager, GParamSpec *pspec, CasMapCanvas *self)
{
  self->dark = adw_style_manager_get_dark (manager);
  load_palette (self);
  g_clear_pointer (&self->territory, cairo_surface_destroy);
  invalidate_static (self);
}

/* Whether two palettes differ: colour by colour (a Palette holds only GdkRGBA). */
G_STATIC_ASSERT (sizeof (Palette) % sizeof (GdkRGBA) == 0);
static gboolean
palette_differs (const Palette *a, const Palette *b)
{
  const GdkRGBA *x = (const GdkRGBA *) a, *y = (const GdkRGBA *) b;
  for (gsize i = 0; i < sizeof (Palette) / sizeof (GdkRGBA); i++)
    if (!gdk_rgba_equal (&x[i], &y[i]))
      return TRUE;
  return FALSE;
}

/* The game's colours come with the style (cas-game-style.c loads them when a window's
 * game becomes the active one): look them up again when it changes. */
static void
cas_map_canvas_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  CasMapCanvas *self = CAS_MAP_CANVAS (widget);
  Palette before = self->pal;

  GTK_WIDGET_CLASS (cas_map_canvas_parent_class)->css_changed (widget, change);
  load_palette (self);
  if (palette_differs (&before, &self->pal))
    {
      g_clear_pointer (&self->territory, cairo_surface_destroy);
      invalidate_static (self);
    }
}

/* Public API. */

void
cas_map_canvas_set_journal (CasMapCanvas *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_MAP_CANVAS (self));

  if (journal == self->journal)
    return;
  CasGame *game = journal ? cas_journal_get_game (journal) : NULL;
  if (game != self->game)
    {
      clear_geometry (self);
      g_set_object (&self->game, game);
      self->ui = cas_game_ui_for (game);
      if (game)
        build_geometry (self);
      self->fitted = TRUE;
      self->last_w = 0;
      self->focus = -1;
      self->hover = -1;
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
  g_set_object (&self->journal, journal);
  g_ptr_array_set_size (self->routes, 0);
  if (journal)
    collect_dynamic (self);
  self->placed_dynamic = FALSE;
  invalidate_static (self);
}

void
cas_map_canvas_refresh (CasMapCanvas *self)
{
  g_return_if_fail (CAS_IS_MAP_CANVAS (self));
  if (self->journal == NULL)
    return;
  collect_dynamic (self);
  self->placed_dynamic = FALSE;
  invalidate_static (self);
}

guint
cas_map_canvas_get_n_locales (CasMapCanvas *self)
{
  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), 0);
  return self->n_nodes;
}

guint
cas_map_canvas_get_n_ways (CasMapCanvas *self)
{
  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), 0);
  return self->n_ways;
}

int
cas_map_canvas_get_focus_locale (CasMapCanvas *self)
{
  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), -1);
  return self->focus;
}

void
cas_map_canvas_set_focus_locale (CasMapCanvas *self, int locale)
{
  GdkRectangle rect;

  g_return_if_fail (CAS_IS_MAP_CANVAS (self));
  if (locale < 0 || (guint) locale >= self->n_nodes)
    return;
  self->focus = locale;
  update_accessible (self);
  /* Bring it into view when it is off the edge. */
  if (self->last_w > 0 && cas_map_canvas_get_locale_rect (self, locale, &rect) &&
      (rect.x < 30 || rect.y < 30 || rect.x + rect.width > self->last_w - 30 ||
       rect.y + rect.height > self->last_h - 30))
    cas_map_canvas_center_on (self, locale);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
cas_map_canvas_get_zoom (CasMapCanvas *self)
{
  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), 1);
  return self->fit_zoom > 0 ? self->zoom / self->fit_zoom : 1;
}

void
cas_map_canvas_zoom_by (CasMapCanvas *self, double factor)
{
  double cx, cy;
  g_return_if_fail (CAS_IS_MAP_CANVAS (self));
  cx = self->last_w / 2.0;
  cy = self->last_h / 2.0;
  /* Keyboard zoom keeps the focused Locale in place when it is in view. */
  if (self->focus >= 0 && gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      double fx = sx (self, self->nodes[self->focus].wx), fy = sy (self, self->nodes[self->focus].wy);
      if (fx > 0 && fy > 0 && fx < self->last_w && fy < self->last_h)
        cx = fx, cy = fy;
    }
  set_zoom_at (self, self->zoom * factor, cx, cy);
}

void
cas_map_canvas_fit (CasMapCanvas *self)
{
  g_return_if_fail (CAS_IS_MAP_CANVAS (self));
  self->fitted = TRUE;
  if (self->game && self->last_w > 0)
    {
      compute_fit (self, self->last_w, self->last_h, &self->zoom, &self->pan_x, &self->pan_y);
      self->fit_zoom = self->zoom;
    }
  view_changed (self);
}

gboolean
cas_map_canvas_is_fitted (CasMapCanvas *self)
{
  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), FALSE);
  return self->fitted;
}

void
cas_map_canvas_center_on (CasMapCanvas *self, int locale)
{
  g_return_if_fail (CAS_IS_MAP_CANVAS (self));
  if (locale < 0 || (guint) locale >= self->n_nodes || self->last_w <= 0)
    return;
  self->pan_x = self->last_w / 2.0 - self->nodes[locale].wx * self->zoom;
  self->pan_y = self->last_h / 2.0 - self->nodes[locale].wy * self->zoom;
  self->fitted = FALSE;
  view_changed (self);
}

void
cas_map_canvas_pan_by (CasMapCanvas *self, double dx, double dy)
{
  g_return_if_fail (CAS_IS_MAP_CANVAS (self));
  self->pan_x += dx;
  self->pan_y += dy;
  self->fitted = FALSE;
  view_changed (self);
}

gboolean
cas_map_canvas_get_locale_rect (CasMapCanvas *self, int locale, GdkRectangle *rect)
{
  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), FALSE);
  if (locale < 0 || (guint) locale >= self->n_nodes)
    return FALSE;
  Node *n = &self->nodes[locale];
  double r = n->r * symbol_scale (self) + 2;
  rect->x = (int) floor (sx (self, n->wx) - r);
  rect->y = (int) floor (sy (self, n->wy) - r);
  rect->width = rect->height = (int) ceil (2 * r);
  return TRUE;
}

void
cas_map_canvas_add_route (CasMapCanvas *self, const int *locales, int n)
{
  GArray *route;

  g_return_if_fail (CAS_IS_MAP_CANVAS (self));
  if (self->game == NULL || n <= 0)
    return;
  for (int i = 0; i < n; i++)
    g_return_if_fail (locales[i] >= 0 && (guint) locales[i] < self->n_nodes);
  /* The same Route shown twice (by the page and by the calculator) is one Route. */
  for (guint r = 0; r < self->routes->len; r++)
    {
      GArray *old = g_ptr_array_index (self->routes, r);
      if (old->len == (guint) n && memcmp (old->data, locales, sizeof (int) * (gsize) n) == 0)
        return;
    }
  route = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) n);
  g_array_append_vals (route, locales, (guint) n);
  g_ptr_array_add (self->routes, route);
  invalidate_static (self);
}

void
cas_map_canvas_clear_routes (CasMapCanvas *self)
{
  g_return_if_fail (CAS_IS_MAP_CANVAS (self));
  if (self->routes->len == 0)
    return;
  g_ptr_array_set_size (self->routes, 0);
  invalidate_static (self);
}

guint
cas_map_canvas_get_n_routes (CasMapCanvas *self)
{
  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), 0);
  return self->routes->len;
}

/* A Locale's label box, or its Lords' chip column, at the current zoom without the pan. */
static Box
placed_box (CasMapCanvas *self, const Node *n, gboolean chips)
{
  double x = n->wx * self->zoom, y = n->wy * self->zoom;
  return chips ? (Box){ x + n->cx, y + n->cy, n->cw, n->ch, 0 } : (Box){ x + n->lx, y + n->ly, n->lw, n->lh, 0 };
}

/* Pairs (I, J) whose boxes overlap: labels with labels (J after I), or I's chips with J's label. */
static guint
count_overlaps (CasMapCanvas *self, gboolean chips)
{
  guint n = 0;
  ensure_placed (self);
  for (guint i = 0; i < self->n_nodes; i++)
    {
      if (chips && self->nodes[i].n_lords == 0)
        continue;
      Box a = placed_box (self, &self->nodes[i], chips);
      for (guint j = chips ? 0 : i + 1; j < self->n_nodes; j++)
        {
          Box b = placed_box (self, &self->nodes[j], FALSE);
          if (overlap (&a, &b) > 0)
            {
              g_debug ("%s of %s over the label of %s", chips ? "Lords" : "label",
                       cas_game_get_locale (self->game, (int) i)->name, cas_game_get_locale (self->game, (int) j)->name);
              n++;
            }
        }
    }
  return n;
}

guint
cas_map_canvas_count_label_overlaps (CasMapCanvas *self)
{
  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), 0);
  return count_overlaps (self, FALSE);
}

guint
cas_map_canvas_count_chip_label_overlaps (CasMapCanvas *self)
{
  g_return_val_if_fail (CAS_IS_MAP_CANVAS (self), 0);
  return count_overlaps (self, TRUE);
}

/* GObject. */

static void
cas_map_canvas_dispose (GObject *object)
{
  CasMapCanvas *self = CAS_MAP_CANVAS (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  clear_geometry (self);
  g_clear_object (&self->journal);
  g_clear_object (&self->game);
  g_clear_pointer (&self->static_surface, cairo_surface_destroy);
  g_clear_pointer (&self->token_layouts, g_hash_table_unref);
  g_clear_pointer (&self->routes, g_ptr_array_unref);
  G_OBJECT_CLASS (cas_map_canvas_parent_class)->dispose (object);
}

static void
cas_map_canvas_finalize (GObject *object)
{
  CasMapCanvas *self = CAS_MAP_CANVAS (object);
  g_free (self->rects);
  g_free (self->segs);
  G_OBJECT_CLASS (cas_map_canvas_parent_class)->finalize (object);
}

static void
cas_map_canvas_class_init (CasMapCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_map_canvas_dispose;
  object_class->finalize = cas_map_canvas_finalize;
  widget_class->snapshot = cas_map_canvas_snapshot;
  widget_class->css_changed = cas_map_canvas_css_changed;
  widget_class->size_allocate = cas_map_canvas_size_allocate;
  widget_class->measure = cas_map_canvas_measure;

  /* A Locale was clicked, or Enter pressed on it. */
  signals[LOCALE_ACTIVATED] = g_signal_new ("locale-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                            NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /* The canvas has a new size (emitted during allocation: change no layout in it). */
  signals[RESIZED] = g_signal_new ("resized", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "map-canvas");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
cas_map_canvas_init (CasMapCanvas *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *drag, *zoom;
  GtkEventController *scroll, *motion, *key, *focus;
  AdwStyleManager *manager = adw_style_manager_get_default ();

  self->focus = -1;
  self->hover = -1;
  self->fitted = TRUE;
  self->routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->token_layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->rects = g_new (Box, MAX_RECTS);
  self->segs = g_malloc (sizeof (double[4]) * MAX_SEGS);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Map of the Locales and Ways. Arrow keys move between Locales, Enter opens one."),
                                  -1);

  drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  zoom = gtk_gesture_zoom_new ();
  g_signal_connect (zoom, "begin", G_CALLBACK (zoom_begin_cb), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (zoom_scale_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, scroll);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, motion);

  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, key);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_enter_cb), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (widget, focus);

  g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  g_signal_connect (widget, "notify::scale-factor", G_CALLBACK (scale_changed_cb), NULL);
  g_signal_connect_object (manager, "notify::dark", G_CALLBACK (dark_changed_cb), self, 0);
  self->dark = adw_style_manager_get_dark (manager);
  load_palette (self);
}

GtkWidget *
cas_map_canvas_new (void)
{
  return g_object_new (CAS_TYPE_MAP_CANVAS, NULL);
}

/* The legend. */

static void
legend_text (cairo_t *cr, const char *text, double x, double y, double w, double h, const GdkRGBA *color)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string ("Sans Bold 7");
  int pw, ph;
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &pw, &ph);
  cairo_move_to (cr, x + (w - pw) / 2, y + (h - ph) / 2);
  set_source (cr, color, 1);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (desc);
  g_object_unref (layout);
}

static void
legend_pill (cairo_t *cr, double x, double y, double w, double h, double radius, const GdkRGBA *fill,
             const GdkRGBA *edge, double edge_width)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  set_source (cr, fill, 1);
  if (edge)
    {
      cairo_fill_preserve (cr);
      set_source (cr, edge, 1);
      cairo_set_line_width (cr, edge_width);
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);
}

/* A line across a legend sample W wide at Y, dashed as DASH (two lengths) unless NULL. */
static void
legend_line (cairo_t *cr, double w, double y, const GdkRGBA *color, double width, const double *dash)
{
  cairo_move_to (cr, 2, y);
  cairo_line_to (cr, w - 2, y);
  set_source (cr, color, 1);
  cairo_set_line_width (cr, width);
  cairo_set_dash (cr, dash, dash ? 2 : 0, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
cas_map_draw_symbol (cairo_t *cr, GtkWidget *widget, CasGame *game, int symbol, double w, double h, gboolean dark)
{
  const CasGameUi *ui = cas_game_ui_for (game);
  Palette pal;
  double x = w / 2, y = h / 2;
  static const double dash[] = { 6, 4 }, long_dash[] = { DASHED_LINE_ON, DASHED_LINE_OFF };

  palette_init (&pal, dark, widget);
  if (game && symbol >= CAS_MAP_SYMBOL_LOCALE_TYPE_0 &&
      symbol - CAS_MAP_SYMBOL_LOCALE_TYPE_0 < (int) cas_game_get_n_locale_types (game))
    {
      const CasMapShape *shape = shape_of_type (ui, game, symbol - CAS_MAP_SYMBOL_LOCALE_TYPE_0);
      locale_shape (cr, &pal, shape, shape->symbol == CAS_LOCALE_REGION ? 0 : 1, 0, x, y, shape->radius, 1);
      return;
    }
  if (symbol >= 0 && symbol < CAS_N_LOCALE_TYPES)
    {
      const CasMapShape *shape = shape_of (ui, (CasLocaleType) symbol);
      locale_shape (cr, &pal, shape, symbol == CAS_LOCALE_REGION ? 0 : 1, 0, x, y, shape->radius, 1);
      return;
    }
  switch (symbol)
    {
    case CAS_MAP_SYMBOL_WATERWAY:
      wavy_line (cr, 2, y, w - 2, y, 1.6);
      set_source (cr, &pal.water, 1);
      cairo_set_line_width (cr, 2.4);
      cairo_stroke (cr);
      break;
    case CAS_MAP_SYMBOL_TRACKWAY:
      legend_line (cr, w, y, &pal.track, 2.2, dash);
      break;
    case CAS_MAP_SYMBOL_ROAD:
      legend_line (cr, w, y, &pal.road, 3.2, NULL);
      break;
    case CAS_MAP_SYMBOL_DASHED_LINE:
      legend_line (cr, w, y, &pal.dashed, 2, long_dash);
      break;
    case CAS_MAP_SYMBOL_RUINS:
      legend_pill (cr, x - 7, y - TOKEN_H / 2, TOKEN_H, TOKEN_H, 1, &pal.chip_bg[0], &pal.fg, 1);
      legend_text (cr, "✕", x - 7, y - TOKEN_H / 2, TOKEN_H, TOKEN_H, &pal.chip_fg[0]);
      break;
    case CAS_MAP_SYMBOL_BYPASS:
      legend_pill (cr, x - 7, y - TOKEN_H / 2, TOKEN_H, TOKEN_H, 1, &pal.chip_bg[0], &pal.siege, 1);
      legend_text (cr, C_("map token", "B"), x - 7, y - TOKEN_H / 2, TOKEN_H, TOKEN_H, &pal.chip_fg[0]);
      break;
    case CAS_MAP_SYMBOL_HUB:
      for (int k = 0; k < 3; k++)
        {
          double a = -G_PI / 2 + k * 2 * G_PI / 3;
          cairo_move_to (cr, x, y);
          cairo_line_to (cr, x + cos (a) * 10, y + sin (a) * 10);
        }
      set_source (cr, &pal.track, 1);
      cairo_set_line_width (cr, 2.2);
      cairo_stroke (cr);
      cairo_arc (cr, x, y, 3.2, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case CAS_MAP_SYMBOL_TERRITORY_0:
    case CAS_MAP_SYMBOL_TERRITORY_1:
      {
        int side = symbol - CAS_MAP_SYMBOL_TERRITORY_0;
        GdkRGBA tint = pal.territory[side];
        tint.alpha = dark ? 0.2f : 0.15f;
        legend_pill (cr, 3, 3, w - 6, h - 6, 6, &tint, NULL, 0);
        cairo_arc (cr, x, y, 5, 0, 2 * G_PI);
        set_source (cr, &pal.fill[side], 1);
        cairo_fill_preserve (cr);
        set_source (cr, &pal.fg, 1);
        cairo_set_line_width (cr, 1.3);
        cairo_stroke (cr);
      }
      break;
    case CAS_MAP_SYMBOL_SEAPORT:
      anchor (cr, x, y - 5.5);
      set_source (cr, &pal.water, 1);
      cairo_set_line_width (cr, 1.4);
      cairo_stroke (cr);
      break;
    case CAS_MAP_SYMBOL_COMMANDERY:
      commandery_cross (cr, &pal, x, y);
      break;
    case CAS_MAP_SYMBOL_SEAT:
      seat_shield (cr, &pal, 0, x - 5, y - 6, 10, 11);
      legend_text (cr, "H", x - 5, y - 6, 10, 10, &pal.chip_fg[0]);
      break;
    case CAS_MAP_SYMBOL_LORD_0:
    case CAS_MAP_SYMBOL_LORD_1:
      {
        int side = symbol - CAS_MAP_SYMBOL_LORD_0;
        legend_pill (cr, x - 18, y - CHIP_H / 2, 36, CHIP_H, CHIP_H / 2, &pal.chip_bg[side], &pal.chip_edge[side], 1);
        legend_text (cr, "Lord", x - 18, y - CHIP_H / 2, 36, CHIP_H, &pal.chip_fg[side]);
      }
      break;
    case CAS_MAP_SYMBOL_BESIEGED:
      legend_pill (cr, x - 21, y - CHIP_H / 2 - 3, 42, CHIP_H + 6, 4, &pal.label_bg, &pal.siege, 2);
      legend_pill (cr, x - 18, y - CHIP_H / 2, 36, CHIP_H, CHIP_H / 2, &pal.chip_bg[1], &pal.chip_edge[1], 1);
      legend_text (cr, "Lord", x - 18, y - CHIP_H / 2, 36, CHIP_H, &pal.chip_fg[1]);
      break;
    case CAS_MAP_SYMBOL_MOVED:
      legend_pill (cr, x - 18, y - CHIP_H / 2, 36, CHIP_H, CHIP_H / 2, &pal.chip_bg[0], &pal.chip_edge[0], 1);
      legend_text (cr, "Lord", x - 18, y - CHIP_H / 2, 36, CHIP_H, &pal.chip_fg[0]);
      legend_pill (cr, x + 18 - 7, y - CHIP_H / 2 - 2, 8, 8, 1.5, &pal.moved, &pal.chip_edge[0], 1);
      break;
    case CAS_MAP_SYMBOL_CONQUERED:
      legend_pill (cr, x - 10, y - TOKEN_H / 2, 20, TOKEN_H, 3, &pal.chip_bg[0], &pal.chip_edge[0], 1);
      {
        g_autofree char *text = g_strdup_printf ("%s2", ui->conquered_letter ? ui->conquered_letter : "C");
        legend_text (cr, text, x - 10, y - TOKEN_H / 2, 20, TOKEN_H, &pal.chip_fg[0]);
      }
      break;
    case CAS_MAP_SYMBOL_SIEGE:
      legend_pill (cr, x - 10, y - TOKEN_H / 2, 20, TOKEN_H, 3, &pal.siege, NULL, 0);
      legend_text (cr, "S2", x - 10, y - TOKEN_H / 2, 20, TOKEN_H, &pal.siege_fg);
      break;
    case CAS_MAP_SYMBOL_RAVAGED:
      legend_pill (cr, x - 7, y - TOKEN_H / 2, TOKEN_H, TOKEN_H, TOKEN_H / 2, &pal.chip_bg[0], &pal.siege, 2);
      legend_text (cr, "R", x - 7, y - TOKEN_H / 2, TOKEN_H, TOKEN_H, &pal.chip_fg[0]);
      break;
    case CAS_MAP_SYMBOL_WALLS:
      legend_pill (cr, x - 9, y - TOKEN_H / 2, 18, TOKEN_H, 3, &pal.label_bg, &pal.fg, 1);
      legend_text (cr, "+1", x - 9, y - TOKEN_H / 2, 18, TOKEN_H, &pal.fg);
      break;
    case CAS_MAP_SYMBOL_TOKEN:
      legend_pill (cr, x - 7, y - TOKEN_H / 2, TOKEN_H, TOKEN_H, TOKEN_H / 2, &pal.token, &pal.token_fg, 1);
      legend_text (cr, ui->token_letter ? ui->token_letter : "", x - 7, y - TOKEN_H / 2, TOKEN_H, TOKEN_H, &pal.token_fg);
      break;
    case CAS_MAP_SYMBOL_CASTLE_MARKER:
      locale_shape (cr, &pal, shape_of (NULL, CAS_LOCALE_TOWN), 1, 2, x, y, 5, 1);
      break;
    case CAS_MAP_SYMBOL_ROUTE:
      cairo_move_to (cr, 4, y);
      cairo_line_to (cr, w - 12, y);
      set_source (cr, &pal.routes[0], 0.55);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, 8);
      cairo_stroke (cr);
      cairo_arc (cr, w - 10, y, 6, 0, 2 * G_PI);
      set_source (cr, &pal.routes[0], 0.9);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
      break;
    default:
      break;
    }
}
