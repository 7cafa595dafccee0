/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-legend.c: the map's legend, each sample drawn by the map's own drawing code. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cas-map-canvas.h"
#include "cas-map-legend.h"

struct _CasMapLegend
{
  GtkPopover parent_instance;
  GtkGrid *grid;
};

G_DEFINE_FINAL_TYPE (CasMapLegend, cas_map_legend, GTK_TYPE_POPOVER)

static const struct {
  int symbol;
  const char *text;
} entries[] = {
  { CAS_LOCALE_NOVGOROD, N_("Novgorod") },
  { CAS_LOCALE_CITY, N_("City") },
  { CAS_LOCALE_BISHOPRIC, N_("Bishopric") },
  { CAS_LOCALE_CASTLE, N_("Castle") },
  { CAS_LOCALE_FORT, N_("Fort") },
  { CAS_LOCALE_TRADE_ROUTE, N_("Trade Route") },
  { CAS_LOCALE_TOWN, N_("Town") },
  { CAS_LOCALE_REGION, N_("Region") },
  { CAS_MAP_SYMBOL_TERRITORY_0, N_("Teutonic territory") },
  { CAS_MAP_SYMBOL_TERRITORY_1, N_("Russian territory") },
  { CAS_MAP_SYMBOL_SEAPORT, N_("Seaport") },
  { CAS_MAP_SYMBOL_SEAT, N_("Seat (Lords’ initials)") },
  { CAS_MAP_SYMBOL_COMMANDERY, N_("Commandery") },
  { CAS_MAP_SYMBOL_WATERWAY, N_("Waterway") },
  { CAS_MAP_SYMBOL_TRACKWAY, N_("Trackway") },
  { CAS_MAP_SYMBOL_HUB, N_("Way joining three or more Locales") },
  { CAS_MAP_SYMBOL_LORD_0, N_("Teutonic Lord") },
  { CAS_MAP_SYMBOL_LORD_1, N_("Russian Lord") },
  { CAS_MAP_SYMBOL_BESIEGED, N_("Besieged Lords (inside)") },
  { CAS_MAP_SYMBOL_MOVED, N_("Moved/Fought") },
  { CAS_MAP_SYMBOL_CONQUERED, N_("Conquered markers") },
  { CAS_MAP_SYMBOL_SIEGE, N_("Siege markers") },
  { CAS_MAP_SYMBOL_RAVAGED, N_("Ravaged") },
  { CAS_MAP_SYMBOL_WALLS, N_("Walls +1") },
  { CAS_MAP_SYMBOL_CASTLE_MARKER, N_("Castle marker (its builder’s colour)") },
  { CAS_MAP_SYMBOL_LEGATE, N_("Papal Legate") },
  { CAS_MAP_SYMBOL_ROUTE, N_("Route shown (Supply)") },
};

static void
draw_sample (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  cas_map_draw_symbol (cr, GPOINTER_TO_INT (data), width, height,
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
  guint half = (G_N_ELEMENTS (entries) + 1) / 2;

  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      GtkWidget *sample = gtk_drawing_area_new ();
      GtkWidget *label = gtk_label_new (_(entries[i].text));
      int column = i < half ? 0 : 2, row = (int) (i < half ? i : i - half);

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (sample), 44);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (sample), 24);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (sample), draw_sample, GINT_TO_POINTER (entries[i].symbol),
                                      NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sample), GTK_ACCESSIBLE_PROPERTY_LABEL, _(entries[i].text), -1);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (self->grid, sample, column, row, 1, 1);
      gtk_grid_attach (self->grid, label, column + 1, row, 1, 1);
    }
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (dark_changed_cb), self, 0);
}

GtkWidget *
cas_map_legend_new (void)
{
  return g_object_new (CAS_TYPE_MAP_LEGEND, NULL);
}
