/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-legend.c: the map's legend, each sample drawn by the map's own drawing code. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cas-game-ui.h"
#include "cas-map-canvas.h"
#include "cas-map-legend.h"

struct _CasMapLegend
{
  GtkPopover parent_instance;
  GtkGrid *grid;
  CasGame *game;   /* the loader's cache keeps it */
};

G_DEFINE_FINAL_TYPE (CasMapLegend, cas_map_legend, GTK_TYPE_POPOVER)

typedef struct
{
  int symbol;
  const char *text;   /* translated */
} CasMapLegendEntry;

typedef struct {
  int symbol;
  const char *text;   /* marked for translation */
} LegendItem;

/* After the Locale types and the sides: what every Levy & Campaign map shows. */
static const LegendItem series_entries[] = {
  { CAS_MAP_SYMBOL_SEAPORT, N_("Seaport") },
  { CAS_MAP_SYMBOL_SEAT, N_("Seat (Lords’ initials)") },
  { CAS_MAP_SYMBOL_COMMANDERY, N_("Commandery") },
  { CAS_MAP_SYMBOL_WATERWAY, N_("Waterway") },
  { CAS_MAP_SYMBOL_TRACKWAY, N_("Trackway") },
  { CAS_MAP_SYMBOL_HUB, N_("Way joining three or more Locales") },
};

static const LegendItem marker_entries[] = {
  { CAS_MAP_SYMBOL_BESIEGED, N_("Besieged Lords (inside)") },
  { CAS_MAP_SYMBOL_MOVED, N_("Moved/Fought") },
  { CAS_MAP_SYMBOL_CONQUERED, N_("Conquered markers") },
  { CAS_MAP_SYMBOL_SIEGE, N_("Siege markers") },
  { CAS_MAP_SYMBOL_RAVAGED, N_("Ravaged") },
  { CAS_MAP_SYMBOL_WALLS, N_("Walls +1") },
  { CAS_MAP_SYMBOL_CASTLE_MARKER, N_("Castle marker (its builder’s colour)") },
};

static void
draw_sample (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  CasMapLegend *self = CAS_MAP_LEGEND (gtk_widget_get_ancestor (GTK_WIDGET (area), CAS_TYPE_MAP_LEGEND));
  cas_map_draw_symbol (cr, GTK_WIDGET (area), self ? self->game : NULL, GPOINTER_TO_INT (data), width, height,
                       adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
dark_changed_cb (AdwStyleManager *manager, GParamSpec *pspec, CasMapLegend *self)
{
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->grid)); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_DRAWING_AREA (c))
      gtk_widget_queue_draw (c);
}

static void
cas_map_legend_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAS_TYPE_MAP_LEGEND);
  G_OBJECT_CLASS (cas_map_legend_parent_class)->dispose (object);
}

static void
cas_map_legend_class_init (CasMapLegendClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = cas_map_legend_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-map-legend.ui");
  gtk_widget_class_bind_template_child (widget_class, CasMapLegend, grid);
}

static void
cas_map_legend_init (CasMapLegend *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (dark_changed_cb), self, 0);
}

/* The side's territory or Lord in the legend: the game's words, or "Territory of the
 * Teutons", "Lord of the Teutons". */
static char *
side_text (const char *given, gboolean lord, CasGame *game, int side)
{
  const char *name = cas_game_get_side_name (game, side);

  if (given)
    return g_strdup (_(given));
  return lord ? g_strdup_printf (_("Lord of the %s"), name) : g_strdup_printf (_("Territory of the %s"), name);
}

static void
add_entry (GArray *entries, int symbol, const char *text)
{
  CasMapLegendEntry e = { symbol, text };
  g_array_append_val (entries, e);
}

/* A fixed list of entries, translated. */
static void
add_entries (GArray *entries, const LegendItem *items, guint n)
{
  for (guint i = 0; i < n; i++)
    add_entry (entries, items[i].symbol, _(items[i].text));
}

GtkWidget *
cas_map_legend_new (CasGame *game)
{
  CasMapLegend *self = g_object_new (CAS_TYPE_MAP_LEGEND, NULL);
  const CasGameUi *ui = cas_game_ui_for (game);
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (CasMapLegendEntry));
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint half;

  self->game = game;
  /* The Locale types, largest first (the data lists them smallest first). */
  for (int i = game ? (int) cas_game_get_n_locale_types (game) - 1 : -1; i >= 0; i--)
    {
      const CasLocaleTypeInfo *type = cas_game_get_locale_type (game, i);
      add_entry (entries, CAS_MAP_SYMBOL_LOCALE_TYPE_0 + i, cas_game_text (type->name));
    }
  for (int side = 0; game && side < CAS_N_SIDES; side++)
    {
      g_ptr_array_add (texts, side_text (ui->territory_name[side], FALSE, game, side));
      add_entry (entries, CAS_MAP_SYMBOL_TERRITORY_0 + side, texts->pdata[texts->len - 1]);
    }
  if (ui->map_ways == NULL)
    add_entries (entries, series_entries, G_N_ELEMENTS (series_entries));
  else
    {
      /* A game that draws its own Way types (Inferno's Roads and Tracks): those, named
       * from its data, and its dashed line. */
      guint n_dashed = 0;
      add_entry (entries, CAS_MAP_SYMBOL_SEAPORT, _("Port"));
      add_entry (entries, CAS_MAP_SYMBOL_SEAT, _("Seat (Lords’ initials)"));
      for (guint i = 0; i < ui->n_map_ways; i++)
        {
          int type = -1;
          for (guint k = 0; k < cas_game_get_n_way_types (game); k++)
            if (g_strcmp0 (cas_game_get_way_type (game, (int) k)->id, ui->map_ways[i].type_id) == 0)
              type = (int) k;
          if (type < 0)
            continue;
          add_entry (entries,
                     ui->map_ways[i].style == CAS_MAP_WAY_SOLID  ? CAS_MAP_SYMBOL_ROAD
                     : ui->map_ways[i].style == CAS_MAP_WAY_WAVY ? CAS_MAP_SYMBOL_WATERWAY
                                                                 : CAS_MAP_SYMBOL_TRACKWAY,
                     cas_game_text (cas_game_get_way_type (game, type)->name));
        }
      add_entry (entries, CAS_MAP_SYMBOL_HUB, _("Way joining three or more Locales"));
      cas_game_get_dashed_line (game, &n_dashed);
      if (n_dashed > 1)
        add_entry (entries, CAS_MAP_SYMBOL_DASHED_LINE, _("Dashed line"));
    }
  for (int side = 0; game && side < CAS_N_SIDES; side++)
    {
      g_ptr_array_add (texts, side_text (ui->lord_name[side], TRUE, game, side));
      add_entry (entries, CAS_MAP_SYMBOL_LORD_0 + side, texts->pdata[texts->len - 1]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (marker_entries); i++)
    {
      const LegendItem *item = &marker_entries[i];
      gboolean allegiance = game && cas_game_get_marker_set (game) == CAS_MARKERS_ALLEGIANCE;
      if (item->symbol == CAS_MAP_SYMBOL_CONQUERED && ui->conquered_legend)
        add_entry (entries, item->symbol, _(ui->conquered_legend));
      else if (item->symbol == CAS_MAP_SYMBOL_CASTLE_MARKER && allegiance)
        {
          add_entry (entries, CAS_MAP_SYMBOL_RUINS, _("Ruins (the colour of the side they count for)"));
          /* app (issue 17): Bypass markers (4.3.5). */
          add_entry (entries, CAS_MAP_SYMBOL_BYPASS, _("Bypass (the colour of the Bypassing side)"));
        }
      else
        add_entry (entries, item->symbol, _(item->text));
    }
  if (ui->token_locale)
    add_entry (entries, CAS_MAP_SYMBOL_TOKEN, _(ui->token_name));
  add_entry (entries, CAS_MAP_SYMBOL_ROUTE, _("Route shown (Supply)"));

  half = (entries->len + 1) / 2;
  for (guint i = 0; i < entries->len; i++)
    {
      const CasMapLegendEntry *entry = &g_array_index (entries, CasMapLegendEntry, i);
      GtkWidget *sample = gtk_drawing_area_new ();
      GtkWidget *label = gtk_label_new (entry->text);
      int column = i < half ? 0 : 2, row = (int) (i < half ? i : i - half);

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (sample), 44);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (sample), 24);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (sample), draw_sample, GINT_TO_POINTER (entry->symbol), NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sample), GTK_ACCESSIBLE_PROPERTY_LABEL, entry->text, -1);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (self->grid, sample, column, row, 1, 1);
      gtk_grid_attach (self->grid, label, column + 1, row, 1, 1);
    }
  return GTK_WIDGET (self);
}
