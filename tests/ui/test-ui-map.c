/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-map.c: the Map page in the real window: every Locale and Way drawn, markers
 * placed and a Lord moved through a Locale's popover (with undo), keyboard navigation,
 * search, Supply Routes, and light and dark screenshots of each scenario's map. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-map-canvas.h"
#include "cas-map-popover.h"
#include "cas-map-view.h"
#include "cas-window.h"
#include "ui-test-util.h"
#include "nevsky-cells.h"

static gboolean have_display;

static const char *const scenario_ids[] = {
  "pleskau", "watland", "peipus", "return_of_the_prince", "crusade_on_novgorod",
};

/* Lets idle handlers (the popover's refresh) run. */
static void
pump (void)
{
  for (int i = 0; i < 20 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

/* The widget of TYPE named NAME under ROOT, which must exist. */
static GtkWidget *
need_of_type (GtkWidget *root, GType type, const char *name)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  find_all (root, type, found);
  for (guint i = 0; i < found->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (found->pdata[i]), name) == 0)
      return found->pdata[i];
  g_error ("no %s named %s", g_type_name (type), name);
  return NULL;
}

/* The window and the popover when one is open; a "-small" shot is of a smaller window. */
static void
map_screenshot (GtkWidget *window, GtkWidget *popover, const char *name)
{
  if (g_str_has_suffix (name, "-small"))
    save_screenshot (window, popover, name);
  else
    screenshot_with (window, popover, name);
}

static GtkWidget *
map_window (const char *scenario_id, CasJournal **journal_out)
{
  *journal_out = new_game (scenario_id, NULL);
  return game_window (*journal_out, "map");
}

static CasMapView *
the_map (GtkWidget *window)
{
  CasMapView *map = CAS_MAP_VIEW (cas_window_get_page (CAS_WINDOW (window), "map"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (map)));
  g_assert_true (cas_map_view_find (window) == map);
  return map;
}

static gboolean
emit_key (GtkWidget *widget, guint keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        {
          g_signal_emit_by_name (c, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
          return handled;
        }
    }
  g_error ("no key controller");
  return FALSE;
}

/* Every scenario: all 53 Locales and 73 Ways, and how the map looks. */
static void
test_scenario (gconstpointer data)
{
  const char *id = data;
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window;
  CasMapView *map;
  CasMapCanvas *canvas;
  g_autofree char *shot = g_strdup_printf ("map-%s", id);

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  gint64 start = g_get_monotonic_time ();
  window = map_window (id, &journal);
  g_test_message ("window with the map drawn in %.0f ms", (g_get_monotonic_time () - start) / 1000.0);
  map = the_map (window);
  canvas = CAS_MAP_CANVAS (cas_map_view_get_canvas (map));

  g_assert_cmpuint (cas_map_view_get_n_locales (map), ==, 53);
  g_assert_cmpuint (cas_map_view_get_n_ways (map), ==, 73);
  g_assert_cmpuint (cas_map_view_get_n_visible_rows (map), ==, 53);
  g_assert_true (cas_map_canvas_is_fitted (canvas));
  /* Every Locale is inside the view when the map is fitted. */
  for (int i = 0; i < 53; i++)
    {
      GdkRectangle r;
      g_assert_true (cas_map_canvas_get_locale_rect (canvas, i, &r));
      g_assert_cmpint (r.x, >=, 0);
      g_assert_cmpint (r.y, >=, 0);
      g_assert_cmpint (r.x + r.width, <=, gtk_widget_get_width (GTK_WIDGET (canvas)));
      g_assert_cmpint (r.y + r.height, <=, gtk_widget_get_height (GTK_WIDGET (canvas)));
    }
  g_assert_cmpuint (cas_map_canvas_count_label_overlaps (canvas), ==, 0);
  /* No Lord's chip covers a Locale's name (Pleskau: Gavrilo's covered Izborsk). */
  g_test_message ("%u Locale labels under Lord chips", cas_map_canvas_count_chip_label_overlaps (canvas));
  g_assert_cmpuint (cas_map_canvas_count_chip_label_overlaps (canvas), ==, 0);

  /* A redraw after a change reuses the geometry: time one. */
  {
    const CasTable *t = cas_journal_get_table (journal);
    int lord = -1;
    for (guint l = 0; l < cas_game_get_n_lords (t->game) && lord < 0; l++)
      if (CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP)
        lord = (int) l;
    g_autofree char *action = g_strdup_printf ("moved %s yes", cas_game_get_lord (t->game, lord)->id);
    start = g_get_monotonic_time ();
    g_assert_true (cas_journal_do (journal, action, NULL));
    wait_drawn (window);
    g_test_message ("a change and two frames: %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
  }

  /* What a journal change costs the map: markers and Lords placed again and the whole
   * canvas drawn and rasterised, against a redraw that reuses the cached layer. */
  {
    GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
    int cw = gtk_widget_get_width (GTK_WIDGET (canvas)), ch = gtk_widget_get_height (GTK_WIDGET (canvas));
    double ms[2], snap[2];
    for (int cached = 0; cached < 2; cached++)
      {
        gint64 in_snapshot = 0;
        start = g_get_monotonic_time ();
        for (int k = 0; k < 10; k++)
          {
            GtkSnapshot *snapshot = gtk_snapshot_new ();
            g_autoptr(GskRenderNode) node = NULL;
            g_autoptr(GdkTexture) texture = NULL;
            gint64 t0 = g_get_monotonic_time ();
            if (!cached)
              cas_map_canvas_refresh (canvas);
            /* The widget's own snapshot, as a frame would call it. */
            GTK_WIDGET_GET_CLASS (canvas)->snapshot (GTK_WIDGET (canvas), snapshot);
            node = gtk_snapshot_free_to_node (snapshot);
            in_snapshot += g_get_monotonic_time () - t0;
            texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, cw, ch));
          }
        ms[cached] = (g_get_monotonic_time () - start) / 10000.0;
        snap[cached] = in_snapshot / 10000.0;
      }
    g_test_message ("map canvas %dx%d after a change: %.1f ms to build the frame, %.1f ms with the software "
                    "rasteriser; a plain redraw: %.1f ms, %.1f ms",
                    cw, ch, snap[0], ms[0], snap[1], ms[1]);
  }
  screenshots_with (window, NULL, shot);

  /* Zoomed in, the labels still keep apart. */
  cas_map_canvas_zoom_by (canvas, 2.0);
  g_assert_false (cas_map_canvas_is_fitted (canvas));
  g_assert_cmpuint (cas_map_canvas_count_label_overlaps (canvas), ==, 0);
  if (g_str_equal (id, "pleskau"))
    {
      wait_drawn (window);
      map_screenshot (window, NULL, "map-pleskau-zoomed");
    }
  /* The smallest window the app supports: still fitted, still apart. */
  if (g_str_equal (id, "peipus"))
    {
      cas_map_canvas_fit (canvas);
      gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
      ITERATE_UNTIL (gtk_widget_get_width (window) == 1024);
      /* The list of Locales makes way for the map; the toggle brings it back. */
      ITERATE_UNTIL (!gtk_revealer_get_child_revealed (GTK_REVEALER (find_one (GTK_WIDGET (map), GTK_TYPE_REVEALER))));
      wait_drawn (window);
      g_test_message ("1024x768: %u labels overlap", cas_map_canvas_count_label_overlaps (canvas));
      g_assert_cmpuint (cas_map_canvas_count_label_overlaps (canvas), <=, 2);
      map_screenshot (window, NULL, "map-peipus-1024-small");
    }
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  destroy_window (window);
}

/* A Locale's popover: a Siege marker and a Lord moved there through it, then undo. */
static void
test_popover (void)
{
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(CasTable) before = NULL;
  GtkWidget *window, *popover;
  CasMapView *map;
  CasMapCanvas *canvas;
  const CasTable *t;
  CasGame *game;
  GdkRectangle rect;
  int pskov, hermann, gavrilo;
  guint entries;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = map_window ("pleskau", &journal);
  map = the_map (window);
  canvas = CAS_MAP_CANVAS (cas_map_view_get_canvas (map));
  popover = cas_map_view_get_popover (map);
  t = cas_journal_get_table (journal);
  game = t->game;
  pskov = cas_game_find_locale (game, "pskov");
  hermann = cas_game_find_lord (game, "hermann");
  gavrilo = cas_game_find_lord (game, "gavrilo");
  before = cas_table_copy (t);
  entries = cas_journal_get_n_done (journal);

  /* Lords who can reach a Locale come first in its move menu: Hermann at Dorpat is one
   * Way (the Waterway from Dorpat to Uzmen) from Uzmen. */
  cas_map_view_open_locale (map, cas_game_find_locale (game, "uzmen"));
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  {
    GMenuModel *move = cas_map_popover_get_menu (CAS_MAP_POPOVER (popover), "move");
    g_autoptr(GMenuModel) near = g_menu_model_get_item_link (move, 0, G_MENU_LINK_SECTION);
    g_autofree char *title = NULL;
    g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (near, 0, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_STRING);
    g_assert_true (g_menu_model_get_item_attribute (move, 0, G_MENU_ATTRIBUTE_LABEL, "s", &title));
    g_assert_cmpstr (title, ==, "Next to Uzmen");
    g_assert_cmpstr (g_variant_get_string (target, NULL), ==, "hermann");
  }
  gtk_popover_popdown (GTK_POPOVER (popover));
  ITERATE_UNTIL (!gtk_widget_get_mapped (popover));

  /* A click on Pskov's symbol opens its popover. */
  g_assert_true (cas_map_canvas_get_locale_rect (canvas, pskov, &rect));
  g_assert_cmpint (cas_map_canvas_locale_at (canvas, rect.x + rect.width / 2.0, rect.y + rect.height / 2.0), ==, pskov);
  g_assert_true (cas_map_canvas_click (canvas, rect.x + rect.width / 2.0, rect.y + rect.height / 2.0));
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  g_assert_cmpint (cas_map_popover_get_locale (CAS_MAP_POPOVER (popover)), ==, pskov);
  g_assert_cmpint (cas_map_canvas_get_focus_locale (canvas), ==, pskov);
  /* Hermann is next to Pskov? No: he is at Dorpat, further away; the move menu has him. */
  g_assert_nonnull (cas_map_popover_get_menu (CAS_MAP_POPOVER (popover), "move"));
  g_assert_null (cas_map_popover_get_menu (CAS_MAP_POPOVER (popover), "battle"));

  /* Two Siege markers, through the spin button. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (need_of_type (popover, GTK_TYPE_SPIN_BUTTON, "siege")), 2);
  g_assert_cmpint (CAS_LOCALE (t, pskov, CAS_C_SIEGE), ==, 2);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, entries + 1);
  g_assert_cmpstr (cas_journal_get_text (journal, entries), ==, "marker pskov siege 2");
  g_assert_true (cas_rules_besieged (t, gavrilo));
  pump ();

  /* Hermann moves there, through the popover's action. */
  g_assert_true (gtk_widget_activate_action (popover, "locale.move", "s", "hermann"));
  g_assert_cmpint (cas_rules_lord_locale (t, hermann), ==, pskov);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, entries + 2);
  ITERATE_UNTIL (cas_map_popover_get_menu (CAS_MAP_POPOVER (popover), "storm") != NULL);
  /* Gavrilo inside may Sally; Hermann outside may Storm; no field Battle. */
  g_assert_cmpint (g_menu_model_get_n_items (cas_map_popover_get_menu (CAS_MAP_POPOVER (popover), "storm")), ==, 1);
  g_assert_cmpint (g_menu_model_get_n_items (cas_map_popover_get_menu (CAS_MAP_POPOVER (popover), "sally")), ==, 1);
  g_assert_null (cas_map_popover_get_menu (CAS_MAP_POPOVER (popover), "battle"));
  {
    g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (
      cas_map_popover_get_menu (CAS_MAP_POPOVER (popover), "storm"), 0, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_STRING);
    g_assert_cmpstr (g_variant_get_string (target, NULL), ==, "storm:pskov:hermann");
  }

  /* The popover refreshes after the change: the list of Lords shows both. */
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    find_all (popover, GTK_TYPE_LIST_BOX_ROW, rows);
    g_assert_cmpuint (rows->len, ==, 2);
  }
  screenshots_with (window, popover, "map-popover");

  /* A Locale near the top opens its popover below it, inside the window. */
  cas_map_view_open_locale (map, cas_game_find_locale (game, "karelia"));
  pump ();
  wait_drawn (window);
  g_assert_cmpint (gtk_popover_get_position (GTK_POPOVER (popover)), ==, GTK_POS_BOTTOM);
  map_screenshot (window, popover, "map-popover-top-light");
  cas_map_view_open_locale (map, pskov);
  pump ();

  /* Conquered markers up and down. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (need_of_type (popover, GTK_TYPE_SPIN_BUTTON, "conquered")), 9);
  g_assert_cmpint (CAS_LOCALE (t, pskov, CAS_C_CONQUERED), ==, 9);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (need_of_type (popover, GTK_TYPE_SPIN_BUTTON, "conquered")), 0);
  g_assert_cmpint (CAS_LOCALE (t, pskov, CAS_C_CONQUERED), ==, 0);

  /* Ravaged and the Castle by drop-down, Walls by switch. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (need_of_type (popover, GTK_TYPE_DROP_DOWN, "ravaged")), 1);
  g_assert_cmpint (CAS_LOCALE (t, pskov, CAS_C_RAVAGED), ==, 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (need_of_type (popover, GTK_TYPE_DROP_DOWN, "castle")), 2);
  g_assert_cmpint (CAS_LOCALE (t, pskov, CAS_C_CASTLE), ==, 2);
  gtk_switch_set_active (GTK_SWITCH (need_of_type (popover, GTK_TYPE_SWITCH, "walls")), TRUE);
  g_assert_cmpint (CAS_LOCALE (t, pskov, CAS_C_WALLS), ==, 1);
  gtk_switch_set_active (GTK_SWITCH (need_of_type (popover, GTK_TYPE_SWITCH, "legate")), TRUE);
  g_assert_cmpint (CAS_GLOBAL (t, NEVSKY_G_LEGATE), ==, pskov);
  pump ();

  /* Undo takes everything back, and the popover follows. The last step goes through the
   * window's action; the others straight to the journal, because libadwaita 1.2 can crash
   * when a toast is dismissed during its animation, as the window's Undo toasts are when
   * Undo is pressed many times within a moment. */
  while (cas_journal_get_n_done (journal) > entries + 1)
    g_assert_true (cas_journal_undo (journal));
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, entries);
  g_assert_true (cas_table_equal (before, t));
  ITERATE_UNTIL (gtk_spin_button_get_value_as_int (
                   GTK_SPIN_BUTTON (need_of_type (popover, GTK_TYPE_SPIN_BUTTON, "siege"))) == 0);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (need_of_type (popover, GTK_TYPE_SWITCH, "walls"))));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (need_of_type (popover, GTK_TYPE_SWITCH, "legate"))));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (need_of_type (popover, GTK_TYPE_DROP_DOWN, "ravaged"))), ==, 0);

  /* The Supply button of a Lord's row: the calculator opens and the map shows the Routes
   * (Hermann at Dorpat, his Seat: at least that one). */
  cas_map_view_open_locale (map, cas_game_find_locale (game, "dorpat"));
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    GtkWidget *supply = NULL;
    find_all (popover, GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "map.supply") == 0)
        supply = buttons->pdata[i];
    g_assert_nonnull (supply);
    g_assert_true (gtk_widget_activate (supply));
    /* A button pressed by keyboard clicks once its pressed look has shown. */
    ITERATE_UNTIL (cas_map_view_get_n_routes (map) >= 1);
    ITERATE_UNTIL (!gtk_widget_get_mapped (popover));
    close_other_windows (window);
  }
  destroy_window (window);
}

/* Arrow keys move between Locales by direction; Enter opens the one in focus; drag,
 * scroll and the zoom buttons; the searchable list. */
static void
test_keyboard (void)
{
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window, *canvas, *popover;
  CasMapView *map;
  CasGame *game;
  int dorpat, pskov, focus;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = map_window ("watland", &journal);
  map = the_map (window);
  canvas = cas_map_view_get_canvas (map);
  popover = cas_map_view_get_popover (map);
  game = cas_journal_get_game (journal);
  dorpat = cas_game_find_locale (game, "dorpat");
  pskov = cas_game_find_locale (game, "pskov");

  gtk_widget_grab_focus (canvas);
  ITERATE_UNTIL (gtk_widget_has_focus (canvas));
  g_assert_cmpint (cas_map_canvas_get_focus_locale (CAS_MAP_CANVAS (canvas)), >=, 0);
  cas_map_canvas_set_focus_locale (CAS_MAP_CANVAS (canvas), dorpat);

  /* East of Dorpat, then back west. */
  g_assert_true (emit_key (canvas, GDK_KEY_Right));
  focus = cas_map_canvas_get_focus_locale (CAS_MAP_CANVAS (canvas));
  g_assert_cmpint (focus, !=, dorpat);
  g_assert_cmpfloat (cas_game_get_locale (game, focus)->x, >, cas_game_get_locale (game, dorpat)->x);
  g_test_message ("right of Dorpat: %s", cas_game_get_locale (game, focus)->name);
  g_assert_true (emit_key (canvas, GDK_KEY_Left));
  g_assert_cmpfloat (cas_game_get_locale (game, cas_map_canvas_get_focus_locale (CAS_MAP_CANVAS (canvas)))->x, <,
                     cas_game_get_locale (game, focus)->x);
  cas_map_canvas_set_focus_locale (CAS_MAP_CANVAS (canvas), dorpat);
  /* South, then north. */
  g_assert_true (emit_key (canvas, GDK_KEY_Down));
  focus = cas_map_canvas_get_focus_locale (CAS_MAP_CANVAS (canvas));
  g_assert_cmpfloat (cas_game_get_locale (game, focus)->y, >, cas_game_get_locale (game, dorpat)->y);
  g_assert_true (emit_key (canvas, GDK_KEY_Up));
  focus = cas_map_canvas_get_focus_locale (CAS_MAP_CANVAS (canvas));
  g_assert_cmpfloat (cas_game_get_locale (game, focus)->y, <, cas_game_get_locale (game, dorpat)->y + 0.08);

  /* Keyboard zoom in and back to the whole map. */
  g_assert_true (emit_key (canvas, GDK_KEY_plus));
  g_assert_cmpfloat (cas_map_canvas_get_zoom (CAS_MAP_CANVAS (canvas)), >, 1.2);
  g_assert_true (emit_key (canvas, GDK_KEY_0));
  g_assert_true (cas_map_canvas_is_fitted (CAS_MAP_CANVAS (canvas)));

  /* Dragging pans, a drag that does not move is a click, scrolling zooms. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (canvas);
    GtkGesture *drag = NULL;
    GtkEventController *scroll = NULL;
    GdkRectangle before, after;
    gboolean handled = FALSE;
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) c = g_list_model_get_item (controllers, i);
        if (GTK_IS_GESTURE_DRAG (c))
          drag = GTK_GESTURE (c);
        else if (GTK_IS_EVENT_CONTROLLER_SCROLL (c))
          scroll = GTK_EVENT_CONTROLLER (c);
      }
    g_assert_nonnull (drag);
    g_assert_nonnull (scroll);
    cas_map_canvas_get_locale_rect (CAS_MAP_CANVAS (canvas), pskov, &before);
    g_signal_emit_by_name (drag, "drag-begin", 300.0, 300.0);
    g_signal_emit_by_name (drag, "drag-update", 40.0, -25.0);
    g_signal_emit_by_name (drag, "drag-end", 40.0, -25.0);
    cas_map_canvas_get_locale_rect (CAS_MAP_CANVAS (canvas), pskov, &after);
    g_assert_cmpint (after.x - before.x, ==, 40);
    g_assert_cmpint (after.y - before.y, ==, -25);
    g_assert_false (cas_map_canvas_is_fitted (CAS_MAP_CANVAS (canvas)));
    g_signal_emit_by_name (scroll, "scroll", 0.0, -2.0, &handled);
    g_assert_true (handled);
    g_assert_cmpfloat (cas_map_canvas_get_zoom (CAS_MAP_CANVAS (canvas)), >, 1.2);
    g_assert_true (gtk_widget_activate_action (canvas, "map.fit", NULL));
    g_assert_true (cas_map_canvas_is_fitted (CAS_MAP_CANVAS (canvas)));
    g_assert_cmpfloat (cas_map_canvas_get_zoom (CAS_MAP_CANVAS (canvas)), ==, 1.0);
    g_assert_true (gtk_widget_activate_action (canvas, "map.zoom-in", NULL));
    g_assert_cmpfloat (cas_map_canvas_get_zoom (CAS_MAP_CANVAS (canvas)), >, 1.2);
    g_assert_true (gtk_widget_activate_action (canvas, "map.zoom-out", NULL));
    g_assert_cmpfloat (fabs (cas_map_canvas_get_zoom (CAS_MAP_CANVAS (canvas)) - 1.0), <, 0.01);
    gtk_widget_activate_action (canvas, "map.fit", NULL);

    /* A drag that stays put is a click on the Locale under it. */
    cas_map_canvas_get_locale_rect (CAS_MAP_CANVAS (canvas), dorpat, &before);
    g_signal_emit_by_name (drag, "drag-begin", before.x + before.width / 2.0, before.y + before.height / 2.0);
    g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
    ITERATE_UNTIL (gtk_widget_get_mapped (popover));
    g_assert_cmpint (cas_map_popover_get_locale (CAS_MAP_POPOVER (popover)), ==, dorpat);
    gtk_popover_popdown (GTK_POPOVER (popover));
    ITERATE_UNTIL (!gtk_widget_get_mapped (popover));
  }

  /* From Pskov, Enter opens Pskov. */
  cas_map_canvas_set_focus_locale (CAS_MAP_CANVAS (canvas), pskov);
  g_assert_true (emit_key (canvas, GDK_KEY_Return));
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  g_assert_cmpint (cas_map_popover_get_locale (CAS_MAP_POPOVER (popover)), ==, pskov);
  gtk_popover_popdown (GTK_POPOVER (popover));
  ITERATE_UNTIL (!gtk_widget_get_mapped (popover));

  /* The text alternative: the list, searched. */
  {
    GtkWidget *search = cas_map_view_get_search_entry (map);
    gtk_editable_set_text (GTK_EDITABLE (search), "velikiye");
    ITERATE_UNTIL (cas_map_view_get_n_visible_rows (map) == 1);
    g_signal_emit_by_name (search, "activate");
    ITERATE_UNTIL (gtk_widget_get_mapped (popover));
    g_assert_cmpint (cas_map_popover_get_locale (CAS_MAP_POPOVER (popover)), ==,
                     cas_game_find_locale (game, "velikiye_luki"));
    gtk_popover_popdown (GTK_POPOVER (popover));
    ITERATE_UNTIL (!gtk_widget_get_mapped (popover));
    /* Lords are found by name too: Yaroslav is at Pskov in Watland. */
    gtk_editable_set_text (GTK_EDITABLE (search), "yaroslav");
    ITERATE_UNTIL (cas_map_view_get_n_visible_rows (map) == 1);
    gtk_editable_set_text (GTK_EDITABLE (search), "");
    ITERATE_UNTIL (cas_map_view_get_n_visible_rows (map) == 53);
  }
  destroy_window (window);
}

/* Supply Routes drawn on the map, from the popover's Supply button and from the API. */
static void
test_routes (void)
{
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window;
  CasMapView *map;
  CasGame *game;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = map_window ("crusade_on_novgorod", &journal);
  map = the_map (window);
  game = cas_journal_get_game (journal);

  /* Hermann at Dorpat Supplies from his Seats: each Source's Route is drawn. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (map), "map.supply", "s", "hermann"));
  g_assert_cmpuint (cas_map_view_get_n_routes (map), >=, 1);
  close_other_windows (window);

  /* A Route of our own: Odenpäh to Izborsk to Pskov, and the same again is one Route. */
  {
    int path[] = { cas_game_find_locale (game, "odenpah"), cas_game_find_locale (game, "uzmen"),
                   cas_game_find_locale (game, "izborsk"), cas_game_find_locale (game, "pskov") };
    guint before = cas_map_view_get_n_routes (map);
    cas_map_view_show_routes (map, path, G_N_ELEMENTS (path));
    cas_map_view_show_routes (map, path, G_N_ELEMENTS (path));
    g_assert_cmpuint (cas_map_view_get_n_routes (map), ==, before + 1);
  }
  {
    int path[] = { cas_game_find_locale (game, "dorpat"), cas_game_find_locale (game, "narwia") };
    cas_map_view_show_routes (map, path, G_N_ELEMENTS (path));
  }
  screenshots_with (window, NULL, "map-routes");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (map), "map.clear-routes", NULL));
  g_assert_cmpuint (cas_map_view_get_n_routes (map), ==, 0);
  destroy_window (window);
}

/* The legend opens and lists its samples. */
static void
test_legend (void)
{
  g_autoptr(CasJournal) journal = NULL;
  GtkWidget *window, *button, *legend;
  g_autoptr(GPtrArray) areas = g_ptr_array_new ();

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = map_window ("peipus", &journal);
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    button = NULL;
    find_all (GTK_WIDGET (the_map (window)), GTK_TYPE_MENU_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), "Legend") == 0)
        button = buttons->pdata[i];
    g_assert_nonnull (button);
  }
  legend = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  ITERATE_UNTIL (gtk_widget_get_mapped (legend));
  find_all (legend, GTK_TYPE_DRAWING_AREA, areas);
  g_assert_cmpuint (areas->len, >=, 20);
  screenshots_with (window, legend, "map-legend");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  have_display = ui_test_init (&argc, &argv, "/ui/map/no-display");
  if (!have_display)
    return g_test_run ();

  for (guint i = 0; i < G_N_ELEMENTS (scenario_ids); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/map/scenario/%s", scenario_ids[i]);
      g_test_add_data_func (path, scenario_ids[i], test_scenario);
    }
  g_test_add_func ("/ui/map/popover", test_popover);
  g_test_add_func ("/ui/map/navigation", test_keyboard);
  g_test_add_func ("/ui/map/routes", test_routes);
  g_test_add_func ("/ui/map/legend", test_legend);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
