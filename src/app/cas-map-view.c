/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-view.c: the Map page: our drawn map of Locales and Ways with Lords and markers,
 * a searchable list of the Locales beside it, and each Locale's popover. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-map-canvas.h"
#include "cas-game-ui.h"
#include "cas-map-legend.h"
#include "cas-map-popover.h"
#include "cas-map-view.h"
#include "cas-page.h"
#include "cas-window.h"

struct _CasMapView
{
  AdwBin parent_instance;

  GtkRevealer *sidebar_revealer;
  GtkSearchEntry *search_entry;
  GtkListBox *locale_list;
  CasMapCanvas *canvas;
  GtkMenuButton *legend_button;
  GtkWidget *routes_bar;
  GtkLabel *routes_label;
  GtkToggleButton *list_toggle;

  CasMapPopover *popover;
  CasJournal *journal;
  CasGame *game;
  GPtrArray *rows;            /* GtkListBoxRow per Locale, by Locale index */
  GPtrArray *summaries;       /* GtkLabel per Locale: who and what is there */
  char *routes_caption;
  GtkWidget *focus_before;     /* weak: where the focus goes back when the popover closes */
  gboolean list_chosen;       /* the user showed or hid the list: no longer automatic */
  gboolean setting_list;
  guint list_idle;
};

CAS_PAGE_DEFINE_IFACE (cas_map_view, CAS_MAP_VIEW)
G_DEFINE_FINAL_TYPE_WITH_CODE (CasMapView, cas_map_view, ADW_TYPE_BIN, CAS_PAGE_IMPLEMENT (cas_map_view))

/* The text alternative of the map: per Locale, who is there and which markers. */
static char *
locale_summary (const CasTable *t, int locale)
{
  CasGame *game = t->game;
  const CasGameUi *ui = cas_game_ui_for (game);
  GString *out = g_string_new (NULL);
  int conquered = CAS_LOCALE (t, locale, CAS_C_CONQUERED);
  int siege = CAS_LOCALE (t, locale, CAS_C_SIEGE);
  int ravaged = CAS_LOCALE (t, locale, CAS_C_RAVAGED);
  int castle = CAS_LOCALE (t, locale, CAS_C_CASTLE);

  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (cas_rules_lord_locale (t, (int) l) == locale)
      {
        g_autofree char *name = cas_app_lord_short_name (cas_game_get_lord (game, (int) l));
        if (out->len)
          g_string_append (out, ", ");
        g_string_append (out, name);
        if (cas_rules_besieged (t, (int) l))
          g_string_append_printf (out, " (%s)", _("Besieged"));
      }
  if (conquered && cas_game_get_marker_set (game) == CAS_MARKERS_ALLEGIANCE)
    {
      /* Inferno's Allegiance markers (1.3.1). */
      if (out->len)
        g_string_append (out, " · ");
      if (conquered > 1)
        g_string_append_printf (out, _("Allegiance ×%d"), conquered);
      else
        g_string_append (out, _("Allegiance"));
    }
  else if (conquered)
    {
      if (out->len)
        g_string_append (out, " · ");
      if (conquered > 1)
        g_string_append_printf (out, _("Conquered ×%d"), conquered);
      else
        g_string_append (out, _("Conquered"));
    }
  if (siege)
    {
      if (out->len)
        g_string_append (out, " · ");
      g_string_append_printf (out, _("Siege %d"), siege);
    }
  if (ravaged)
    {
      if (out->len)
        g_string_append (out, " · ");
      g_string_append (out, _("Ravaged"));
    }
  if (castle)
    {
      if (out->len)
        g_string_append (out, " · ");
      g_string_append (out, _("Castle marker"));
    }
  if (CAS_LOCALE (t, locale, CAS_C_RUINS))
    {
      if (out->len)
        g_string_append (out, " · ");
      g_string_append (out, _("Ruins"));
    }
  if (CAS_LOCALE (t, locale, CAS_C_BYPASS))
    {
      /* app (issue 17): Inferno's Bypass marker (4.3.5), as the markers view's chip. */
      if (out->len)
        g_string_append (out, " · ");
      g_string_append (out, _("Bypassed"));
    }
  if (CAS_LOCALE (t, locale, CAS_C_WALLS))
    {
      if (out->len)
        g_string_append (out, " · ");
      g_string_append (out, _("Walls +1"));
    }
  if (ui->token_locale && ui->token_locale (t) == locale)
    {
      if (out->len)
        g_string_append (out, " · ");
      g_string_append (out, _(ui->token_short));
    }
  return g_string_free (out, FALSE);
}

static void
update_summaries (CasMapView *self)
{
  const CasTable *t;

  if (self->journal == NULL)
    return;
  t = cas_journal_get_table (self->journal);
  for (guint i = 0; i < self->summaries->len; i++)
    {
      GtkLabel *label = self->summaries->pdata[i];
      g_autofree char *text = locale_summary (t, (int) i);
      if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
        gtk_label_set_label (label, text);
      gtk_widget_set_visible (GTK_WIDGET (label), text[0] != '\0');
    }
  gtk_list_box_invalidate_filter (self->locale_list);
}

static int
compare_rows (GtkListBoxRow *a, GtkListBoxRow *b, gpointer data)
{
  CasMapView *self = data;
  const CasLocale *la = cas_game_get_locale (self->game, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (a), "locale")));
  const CasLocale *lb = cas_game_get_locale (self->game, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (b), "locale")));
  return g_utf8_collate (la->name, lb->name);
}

static gboolean
filter_row (GtkListBoxRow *row, gpointer data)
{
  CasMapView *self = data;
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  int i = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "locale"));
  const CasLocale *loc;

  if (search == NULL || search[0] == '\0' || self->game == NULL)
    return TRUE;
  loc = cas_game_get_locale (self->game, i);
  return g_str_match_string (search, loc->name, TRUE) || g_str_match_string (search, loc->id, TRUE) ||
         g_str_match_string (search, cas_app_locale_type_name (self->game, loc), TRUE) ||
         g_str_match_string (search, gtk_label_get_label (self->summaries->pdata[i]), TRUE);
}

static void
build_rows (CasMapView *self)
{
  cas_app_remove_children (GTK_WIDGET (self->locale_list));
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->summaries, 0);
  if (self->game == NULL)
    return;
  for (guint i = 0; i < cas_game_get_n_locales (self->game); i++)
    {
      const CasLocale *loc = cas_game_get_locale (self->game, (int) i);
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);
      GtkWidget *name = gtk_label_new (loc->name);
      /* TRANSLATORS: a Locale's kind and whose territory: "Castle · Teutonic" */
      g_autofree char *kind_text = g_strdup_printf (_("%s · %s"), cas_app_locale_type_name (self->game, loc),
                                                    cas_game_get_side_name (self->game, loc->side));
      GtkWidget *kind = gtk_label_new (kind_text);
      GtkWidget *summary = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_xalign (GTK_LABEL (kind), 0);
      gtk_label_set_xalign (GTK_LABEL (summary), 0);
      gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
      gtk_widget_add_css_class (kind, "caption");
      gtk_widget_add_css_class (kind, "dim-label");
      gtk_widget_add_css_class (summary, "caption");
      gtk_widget_add_css_class (summary, "map-summary");
      gtk_widget_set_visible (summary, FALSE);
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), kind);
      gtk_box_append (GTK_BOX (box), summary);
      gtk_widget_set_margin_top (box, 3);
      gtk_widget_set_margin_bottom (box, 3);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      g_object_set_data (G_OBJECT (row), "locale", GINT_TO_POINTER (i));
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, loc->name, -1);
      gtk_list_box_append (self->locale_list, row);
      g_ptr_array_add (self->rows, row);
      g_ptr_array_add (self->summaries, summary);
    }
}

static void
update_routes_bar (CasMapView *self)
{
  guint n = cas_map_canvas_get_n_routes (self->canvas);
  gtk_widget_set_visible (self->routes_bar, n > 0);
  if (n == 0)
    return;
  if (self->routes_caption)
    gtk_label_set_label (self->routes_label, self->routes_caption);
  else
    {
      g_autofree char *text =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Route shown", "%u Routes shown", n), n);
      gtk_label_set_label (self->routes_label, text);
    }
}

static void
journal_changed_cb (CasMapView *self)
{
  /* Redraw only: the geometry was computed when the game was set. */
  cas_map_canvas_refresh (self->canvas);
  update_summaries (self);
}

void
cas_map_view_open_locale (CasMapView *self, int locale)
{
  GdkRectangle rect;

  g_return_if_fail (CAS_IS_MAP_VIEW (self));
  if (self->journal == NULL || locale < 0 || (guint) locale >= cas_game_get_n_locales (self->game))
    return;
  {
    GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
    GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
    if (focus && !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->popover)))
      g_set_weak_pointer (&self->focus_before, focus);
  }
  cas_map_canvas_set_focus_locale (self->canvas, locale);
  cas_map_popover_set_locale (self->popover, self->journal, locale);
  if (cas_map_canvas_get_locale_rect (self->canvas, locale, &rect))
    {
      /* Above or below the Locale, where there is more room, and no taller than that:
       * the popover stays over the map. */
      int height = gtk_widget_get_height (GTK_WIDGET (self->canvas));
      int below = height - (rect.y + rect.height), above = rect.y + 40;
      gtk_popover_set_position (GTK_POPOVER (self->popover), above > below ? GTK_POS_TOP : GTK_POS_BOTTOM);
      cas_map_popover_set_max_height (self->popover, MAX (MAX (above, below) - 40, 260));
      gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
    }
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

static void
locale_activated_cb (CasMapView *self, int locale)
{
  GtkListBoxRow *row = self->rows->len > (guint) locale ? self->rows->pdata[locale] : NULL;
  if (row && gtk_widget_get_child_visible (GTK_WIDGET (row)))
    gtk_list_box_select_row (self->locale_list, row);
  cas_map_view_open_locale (self, locale);
}

static void
row_activated_cb (CasMapView *self, GtkListBoxRow *row)
{
  int locale = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "locale"));
  GdkRectangle rect;
  int w = gtk_widget_get_width (GTK_WIDGET (self->canvas)), h = gtk_widget_get_height (GTK_WIDGET (self->canvas));

  /* Bring it into view when the map is zoomed elsewhere. */
  if (cas_map_canvas_get_locale_rect (self->canvas, locale, &rect) &&
      (rect.x < 40 || rect.y < 40 || rect.x + rect.width > w - 40 || rect.y + rect.height > h - 40))
    cas_map_canvas_center_on (self->canvas, locale);
  cas_map_view_open_locale (self, locale);
}

static void
search_changed_cb (CasMapView *self)
{
  gtk_list_box_invalidate_filter (self->locale_list);
}

static void
search_activate_cb (CasMapView *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->locale_list, (int) i);
      if (row && gtk_widget_get_child_visible (GTK_WIDGET (row)))
        {
          gtk_list_box_select_row (self->locale_list, row);
          row_activated_cb (self, row);
          return;
        }
    }
}

static void
popover_closed_cb (CasMapView *self)
{
  GtkWidget *back = self->focus_before ? self->focus_before : GTK_WIDGET (self->canvas);
  g_clear_weak_pointer (&self->focus_before);
  if (gtk_widget_get_mapped (back))
    gtk_widget_grab_focus (back);
}

/* Actions: map.zoom-in, map.zoom-out, map.fit, map.clear-routes, map.supply("hermann"),
 * map.search. */

static void
zoom_in_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  cas_map_canvas_zoom_by (CAS_MAP_VIEW (widget)->canvas, 1.25);
}

static void
zoom_out_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  cas_map_canvas_zoom_by (CAS_MAP_VIEW (widget)->canvas, 1 / 1.25);
}

static void
fit_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  cas_map_canvas_fit (CAS_MAP_VIEW (widget)->canvas);
}

static void
clear_routes_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  cas_map_view_clear_routes (CAS_MAP_VIEW (widget));
}

static void
search_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  CasMapView *self = CAS_MAP_VIEW (widget);
  self->list_chosen = TRUE;
  gtk_toggle_button_set_active (self->list_toggle, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* Supply for a Lord here: the calculator explains it; the map shows its Routes. */
static void
supply_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  CasMapView *self = CAS_MAP_VIEW (widget);
  const char *id = g_variant_get_string (param, NULL);
  g_autofree char *spec = g_strdup_printf ("supply:%s", id);
  int lord;

  if (self->journal == NULL || (lord = cas_game_find_lord (self->game, id)) < 0)
    return;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(GError) error = NULL;
    g_autoptr(CasSupplyResult) result = cas_supply_compute (cas_journal_get_table (self->journal), lord, ex, &error);

    cas_map_view_clear_routes (self);
    if (result)
      for (guint i = 0; i < result->sources->len; i++)
        {
          const CasSupplySource *src = &g_array_index (result->sources, CasSupplySource, i);
          cas_map_view_show_routes (self, src->route, src->n_route);
        }
    g_free (self->routes_caption);
    self->routes_caption = g_strdup_printf (_("Supply Routes of %s"), cas_game_get_lord (self->game, lord)->name);
    update_routes_bar (self);
  }
  gtk_popover_popdown (GTK_POPOVER (self->popover));
  gtk_widget_activate_action (widget, "win.calculate", "s", spec);
}

/* The list beside the map is shown when there is room for both; once the user shows or
 * hides it, it stays as they chose. */
#define LIST_MIN_WIDTH 1100

static void
list_toggled_cb (CasMapView *self)
{
  if (!self->setting_list)
    self->list_chosen = TRUE;
}

static gboolean
list_idle_cb (gpointer data)
{
  CasMapView *self = data;
  self->list_idle = 0;
  self->setting_list = TRUE;
  gtk_toggle_button_set_active (self->list_toggle, gtk_widget_get_width (GTK_WIDGET (self)) >= LIST_MIN_WIDTH);
  self->setting_list = FALSE;
  return G_SOURCE_REMOVE;
}

/* The canvas was given a new size: the page's own width is known by now. */
static void
canvas_resized_cb (CasMapView *self)
{
  gboolean want = gtk_widget_get_width (GTK_WIDGET (self)) >= LIST_MIN_WIDTH;

  /* Not during the allocation itself: showing the list resizes the page. */
  if (!self->list_chosen && want != gtk_toggle_button_get_active (self->list_toggle) && self->list_idle == 0)
    self->list_idle = g_idle_add (list_idle_cb, self);
}

/* Public API. */

void
cas_map_view_set_journal (CasMapView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_MAP_VIEW (self));
  g_return_if_fail (journal == NULL || CAS_IS_JOURNAL (journal));

  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  gtk_popover_popdown (GTK_POPOVER (self->popover));
  g_set_object (&self->journal, journal);
  if (journal)
    g_signal_connect_object (journal, "changed", G_CALLBACK (journal_changed_cb), self, G_CONNECT_SWAPPED);
  CasGame *game = journal ? cas_journal_get_game (journal) : NULL;
  if (game != self->game)
    {
      g_set_object (&self->game, game);
      build_rows (self);
      gtk_menu_button_set_popover (self->legend_button, cas_map_legend_new (game));
    }
  g_clear_pointer (&self->routes_caption, g_free);
  cas_map_canvas_set_journal (self->canvas, journal);
  cas_map_popover_set_locale (self->popover, journal, -1);
  update_summaries (self);
  update_routes_bar (self);
}

CasMapView *
cas_map_view_find (GtkWidget *widget)
{
  GtkWidget *root;
  GtkWidget *stack[64];
  int n = 0;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  root = GTK_WIDGET (gtk_widget_get_root (widget));
  if (root == NULL)
    root = widget;
  /* The main window builds its Map page on demand. */
  if (CAS_IS_WINDOW (root))
    return CAS_MAP_VIEW (cas_window_get_page (CAS_WINDOW (root), "map"));
  /* Depth first, without recursion; the window is not deep. */
  stack[n++] = root;
  while (n > 0)
    {
      GtkWidget *w = stack[--n];
      if (CAS_IS_MAP_VIEW (w))
        return CAS_MAP_VIEW (w);
      for (GtkWidget *c = gtk_widget_get_last_child (w); c && n < (int) G_N_ELEMENTS (stack);
           c = gtk_widget_get_prev_sibling (c))
        stack[n++] = c;
    }
  return NULL;
}

void
cas_map_view_show_routes (CasMapView *self, const int *locales, int n)
{
  g_return_if_fail (CAS_IS_MAP_VIEW (self));
  cas_map_canvas_add_route (self->canvas, locales, n);
  g_clear_pointer (&self->routes_caption, g_free);
  update_routes_bar (self);
}

void
cas_map_view_clear_routes (CasMapView *self)
{
  g_return_if_fail (CAS_IS_MAP_VIEW (self));
  cas_map_canvas_clear_routes (self->canvas);
  g_clear_pointer (&self->routes_caption, g_free);
  update_routes_bar (self);
}

guint
cas_map_view_get_n_locales (CasMapView *self)
{
  g_return_val_if_fail (CAS_IS_MAP_VIEW (self), 0);
  return cas_map_canvas_get_n_locales (self->canvas);
}

guint
cas_map_view_get_n_ways (CasMapView *self)
{
  g_return_val_if_fail (CAS_IS_MAP_VIEW (self), 0);
  return cas_map_canvas_get_n_ways (self->canvas);
}

guint
cas_map_view_get_n_routes (CasMapView *self)
{
  g_return_val_if_fail (CAS_IS_MAP_VIEW (self), 0);
  return cas_map_canvas_get_n_routes (self->canvas);
}

GtkWidget *
cas_map_view_get_canvas (CasMapView *self)
{
  g_return_val_if_fail (CAS_IS_MAP_VIEW (self), NULL);
  return GTK_WIDGET (self->canvas);
}

GtkWidget *
cas_map_view_get_popover (CasMapView *self)
{
  g_return_val_if_fail (CAS_IS_MAP_VIEW (self), NULL);
  return GTK_WIDGET (self->popover);
}

GtkWidget *
cas_map_view_get_search_entry (CasMapView *self)
{
  g_return_val_if_fail (CAS_IS_MAP_VIEW (self), NULL);
  return GTK_WIDGET (self->search_entry);
}

guint
cas_map_view_get_n_visible_rows (CasMapView *self)
{
  guint n = 0;
  g_return_val_if_fail (CAS_IS_MAP_VIEW (self), 0);
  for (guint i = 0; i < self->rows->len; i++)
    n += gtk_widget_get_child_visible (self->rows->pdata[i]);
  return n;
}

GtkWidget *
cas_map_view_new (void)
{
  return g_object_new (CAS_TYPE_MAP_VIEW, NULL);
}

/* GObject. */

static void
cas_map_view_dispose (GObject *object)
{
  CasMapView *self = CAS_MAP_VIEW (object);

  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  g_clear_object (&self->journal);
  g_clear_object (&self->game);
  g_clear_pointer (&self->routes_caption, g_free);
  g_clear_handle_id (&self->list_idle, g_source_remove);
  g_clear_weak_pointer (&self->focus_before);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAS_TYPE_MAP_VIEW);
  G_OBJECT_CLASS (cas_map_view_parent_class)->dispose (object);
}

static void
cas_map_view_finalize (GObject *object)
{
  CasMapView *self = CAS_MAP_VIEW (object);
  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->summaries);
  G_OBJECT_CLASS (cas_map_view_parent_class)->finalize (object);
}

static void
cas_map_view_class_init (CasMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_map_view_dispose;
  object_class->finalize = cas_map_view_finalize;

  g_type_ensure (CAS_TYPE_MAP_CANVAS);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-map-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasMapView, sidebar_revealer);
  gtk_widget_class_bind_template_child (widget_class, CasMapView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, CasMapView, locale_list);
  gtk_widget_class_bind_template_child (widget_class, CasMapView, canvas);
  gtk_widget_class_bind_template_child (widget_class, CasMapView, legend_button);
  gtk_widget_class_bind_template_child (widget_class, CasMapView, routes_bar);
  gtk_widget_class_bind_template_child (widget_class, CasMapView, routes_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapView, list_toggle);
  gtk_widget_class_bind_template_callback (widget_class, locale_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, list_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, canvas_resized_cb);

  gtk_widget_class_install_action (widget_class, "map.zoom-in", NULL, zoom_in_activated);
  gtk_widget_class_install_action (widget_class, "map.zoom-out", NULL, zoom_out_activated);
  gtk_widget_class_install_action (widget_class, "map.fit", NULL, fit_activated);
  gtk_widget_class_install_action (widget_class, "map.clear-routes", NULL, clear_routes_activated);
  gtk_widget_class_install_action (widget_class, "map.supply", "s", supply_activated);
  gtk_widget_class_install_action (widget_class, "map.search", NULL, search_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "map.search", NULL);
}

static void
cas_map_view_init (CasMapView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->list_chosen = FALSE;  /* the template's own setting is not the user's */
  self->rows = g_ptr_array_new ();
  self->summaries = g_ptr_array_new ();

  gtk_list_box_set_sort_func (self->locale_list, compare_rows, self, NULL);
  gtk_list_box_set_filter_func (self->locale_list, filter_row, self, NULL);
  gtk_search_entry_set_key_capture_widget (self->search_entry, NULL);

  self->popover = CAS_MAP_POPOVER (cas_map_popover_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->popover), GTK_WIDGET (self->canvas));
  g_signal_connect_object (self->popover, "closed", G_CALLBACK (popover_closed_cb), self, G_CONNECT_SWAPPED);

  gtk_menu_button_set_popover (self->legend_button, cas_map_legend_new (NULL));
}
