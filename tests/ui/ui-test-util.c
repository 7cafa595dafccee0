/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui-test-util.c: the window harness the UI test programs share (ui-test-util.h). */
#include "config.h"

#include <string.h>

#include "cas-calc-dialog.h"
#include "ui-test-util.h"
#include "cas-window.h"
#include "cas-table-view.h"
#include "cas-lord-mat.h"
#include "cas-preferences-window.h"

CasApplication *app;
guint iterate_seconds = 10;
int screenshot_width = WIDTH, screenshot_height = HEIGHT;

gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------------------ */
/* Starting up */

void
app_start (void)
{
  g_autoptr(GError) error = NULL;
  app = cas_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
}

void
drop_solid_frame (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css, "window.solid-csd { margin: 0; padding: 0; border-width: 0; box-shadow: none; }",
                                   -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
}

void
test_no_display (void)
{
  g_test_skip ("no display: the UI tests need one (run them under xvfb-run)");
}

gboolean
ui_test_init (int *argc, char ***argv, const char *no_display_path)
{
  g_test_init (argc, argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_add_func (no_display_path, test_no_display);
      return FALSE;
    }
  app_start ();
  drop_solid_frame ();
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Waiting */

static void
count_painted (GdkFrameClock *clock, guint *n)
{
  (*n)++;
}

void
settle_pending (GtkWidget *window)
{
  for (int i = 0; i < 1000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  wait_drawn (window);
}

void
wait_drawn (GtkWidget *window)
{
  guint painted = 0;
  GdkFrameClock *clock;
  gulong id;

  ITERATE_UNTIL (gtk_widget_get_mapped (window));
  clock = gtk_widget_get_frame_clock (window);
  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_painted), &painted);
  gtk_widget_queue_draw (window);
  ITERATE_UNTIL (painted >= 1);
  gtk_widget_queue_draw (window);
  ITERATE_UNTIL (painted >= 2);
  g_signal_handler_disconnect (clock, id);
  /* The mats the Table page makes just after its first frame. */
  {
    g_autoptr(GPtrArray) views = g_ptr_array_new ();
    find_all (window, CAS_TYPE_TABLE_VIEW, views);
    for (guint i = 0; i < views->len; i++)
      ITERATE_UNTIL (!gtk_widget_get_mapped (views->pdata[i]) || !cas_table_view_has_deferred_mats (views->pdata[i]));
  }
}

void
destroy_window (GtkWidget *window)
{
  g_autoptr(GtkWidget) ref = g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  ITERATE_UNTIL (!gtk_widget_get_mapped (ref));
}

/* ------------------------------------------------------------------------ */
/* Finding widgets */

void
find_all (GtkWidget *widget, GType type, GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    find_all (c, type, out);
}

GtkWidget *
find_one (GtkWidget *root, GType type)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  find_all (root, type, found);
  g_assert_cmpuint (found->len, ==, 1);
  return found->pdata[0];
}

guint
count_mapped (GtkWidget *root, GType type)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  guint n = 0;
  find_all (root, type, found);
  for (guint i = 0; i < found->len; i++)
    n += gtk_widget_get_mapped (found->pdata[i]);
  return n;
}

GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found)
        return found;
    }
  return NULL;
}

GtkWidget *
need (GtkWidget *root, const char *name)
{
  GtkWidget *w = find_named (root, name);
  if (w == NULL)
    g_error ("no widget named %s", name);
  return w;
}

GtkWidget *
find_button (GtkWidget *root, const char *text)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  find_all (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = buttons->pdata[i];
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (b));
      const char *label = gtk_button_get_label (GTK_BUTTON (b));
      if (label == NULL && GTK_IS_LABEL (child))
        label = gtk_label_get_label (GTK_LABEL (child));
      if (gtk_widget_get_mapped (b) && g_strcmp0 (label, text) == 0)
        return b;
    }
  return NULL;
}

GtkWidget *
find_label_full (GtkWidget *root, const char *text, LabelMatch how)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  find_all (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];
      const char *l = (how & LABEL_SOURCE) ? gtk_label_get_label (label) : gtk_label_get_text (label);
      gboolean match = (how & LABEL_PREFIX)     ? g_str_has_prefix (l, text)
                       : (how & LABEL_CONTAINS) ? strstr (l, text) != NULL
                                                : g_strcmp0 (l, text) == 0;
      if (gtk_widget_get_mapped (GTK_WIDGET (label)) && match)
        return GTK_WIDGET (label);
    }
  return NULL;
}

GtkWidget *
find_label (GtkWidget *root, const char *text, gboolean prefix)
{
  return find_label_full (root, text, prefix ? LABEL_PREFIX : LABEL_EXACT);
}

gboolean
has_label (GtkWidget *root, const char *text)
{
  return find_label_full (root, text, LABEL_EXACT) != NULL;
}

gboolean
has_label_containing (GtkWidget *root, const char *text)
{
  return find_label_full (root, text, LABEL_CONTAINS) != NULL;
}

gboolean
has_label_source (GtkWidget *root, const char *text)
{
  return find_label_full (root, text, LABEL_SOURCE) != NULL;
}

gboolean
shows (GtkWidget *root, const char *text)
{
  return find_label_full (root, text, LABEL_SOURCE | LABEL_CONTAINS) != NULL;
}

GtkWidget *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_WIDGET (w);
    }
  return NULL;
}

AdwMessageDialog *
find_message_dialog (void)
{
  GtkWidget *w = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  return w ? ADW_MESSAGE_DIALOG (w) : NULL;
}

void
close_message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */
  g_autoptr(GPtrArray) dialogs = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GObject *w = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (w))
        g_ptr_array_add (dialogs, w);
      else
        g_object_unref (w);
    }
  for (guint i = 0; i < dialogs->len; i++)
    gtk_window_destroy (dialogs->pdata[i]);
}

/* ------------------------------------------------------------------------ */
/* Clicking */

void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

void
click_named (GtkWidget *root, const char *name)
{
  click (need (root, name));
}

/* ------------------------------------------------------------------------ */
/* Screenshots */

void
save_screenshot (GtkWidget *native, GtkWidget *popover, const char *name)
{
  const char *dir = g_getenv ("CASTELLAN_SCREENSHOT_DIR");
  int w = gtk_widget_get_width (native);
  int h = gtk_widget_get_height (native);
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  paintable = gtk_widget_paintable_new (native);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  if (popover && gtk_widget_get_mapped (popover))
    {
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));
      g_autoptr(GdkPaintable) pp = gtk_widget_paintable_new (popover);
      double wx, wy, px, py;
      gtk_native_get_surface_transform (GTK_NATIVE (native), &wx, &wy);
      gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (gdk_popup_get_position_x (GDK_POPUP (surface)) + px - wx,
                                                              gdk_popup_get_position_y (GDK_POPUP (surface)) + py - wy));
      gdk_paintable_snapshot (pp, snapshot, gtk_widget_get_width (popover), gtk_widget_get_height (popover));
      gtk_snapshot_restore (snapshot);
    }
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    g_error ("nothing drawn for %s: %dx%d, popover %p mapped %d", name, w, h, (void *) popover,
             popover ? gtk_widget_get_mapped (popover) : 0);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (native)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot %s (%dx%d)", path, w, h);
}

void
screenshot_with (GtkWidget *window, GtkWidget *popover, const char *name)
{
  if (g_getenv ("CASTELLAN_SCREENSHOT_DIR") == NULL)
    return;
  g_assert_cmpint (gtk_widget_get_width (window), ==, screenshot_width);
  g_assert_cmpint (gtk_widget_get_height (window), ==, screenshot_height);
  save_screenshot (window, popover, name);
}

void
screenshot (GtkWidget *window, const char *name)
{
  screenshot_with (window, NULL, name);
}

void
set_scheme (AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}

typedef void (*ShootFunc) (GtkWidget *window, GtkWidget *popover, const char *name);

static void
light_and_dark (GtkWidget *window, GtkWidget *popover, const char *name, ShootFunc shoot)
{
  g_autofree char *light = g_strdup_printf ("%s-light", name);
  g_autofree char *dark = g_strdup_printf ("%s-dark", name);

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_drawn (window);
  shoot (window, popover, light);
  set_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  wait_drawn (window);
  shoot (window, popover, dark);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_drawn (window);
}

void
screenshots (GtkWidget *window, const char *name)
{
  light_and_dark (window, NULL, name, screenshot_with);
}

void
screenshots_with (GtkWidget *window, GtkWidget *popover, const char *name)
{
  light_and_dark (window, popover, name, screenshot_with);
}

void
native_screenshots (GtkWidget *native, const char *name)
{
  light_and_dark (native, NULL, name, save_screenshot);
}

/* ------------------------------------------------------------------------ */
/* Games */

CasJournal *
new_game (const char *scenario, const char *const *actions)
{
  return new_game_of ("nevsky", scenario, actions);
}

CasJournal *
new_game_of (const char *game_id, const char *scenario, const char *const *actions)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGameBase) game = cas_game_base_load_builtin (game_id, &error);
  CasJournal *journal;
  int s;

  g_assert_no_error (error);
  s = cas_game_base_find_scenario (game, scenario);
  g_assert_cmpint (s, >=, 0);
  journal = cas_journal_new_for (game, s, &error);
  g_assert_no_error (error);
  if (actions)
    {
      g_assert_true (cas_journal_do_many (journal, actions, &error));
      g_assert_no_error (error);
    }
  return journal;
}

GtkWidget *
game_window (CasJournal *journal, const char *page)
{
  GtkWidget *window = GTK_WIDGET (cas_window_new (GTK_APPLICATION (app)));
  cas_window_set_journal (CAS_WINDOW (window), journal, NULL);
  gtk_window_present (GTK_WINDOW (window));
  if (page)
    g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string (page));
  wait_drawn (window);
  return window;
}

char *
fixture_path (const char *name)
{
  const char *env = g_getenv ("CASTELLAN_SOURCE_DIR");
  g_autofree char *src = (env && *env) ? g_strdup (env) : g_path_get_dirname (CAS_SOURCE_DATA_DIR);
  g_autofree char *parent = g_path_get_dirname (src);
  return g_build_filename (parent, "shared", "seeds", name, NULL);
}

void
show_page (GtkWidget *window, const char *page)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string (page));
  wait_drawn (window);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (find_one (window, ADW_TYPE_VIEW_STACK))), ==,
                   page);
}

/* Every shown toplevel but KEEP, destroyed (a calculator's window beside the map). */
void
close_other_windows (GtkWidget *keep)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */
  g_autoptr(GPtrArray) others = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GObject *w = g_list_model_get_item (toplevels, i);
      if (GTK_WIDGET (w) != keep && gtk_widget_get_visible (GTK_WIDGET (w)))
        g_ptr_array_add (others, w);
      else
        g_object_unref (w);
    }
  for (guint i = 0; i < others->len; i++)
    gtk_window_destroy (others->pdata[i]);
}

/* rusmap: Preferences and scrolling, shared by the tests that open them. */
GtkWidget *
open_preferences_of (GtkWidget *window)
{
  GtkWidget *prefs = NULL;

  gtk_window_present (GTK_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  ITERATE_UNTIL ((prefs = find_toplevel (CAS_TYPE_PREFERENCES_WINDOW)) != NULL);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (prefs)) == GTK_WINDOW (window));
  wait_drawn (prefs);
  ITERATE_UNTIL (cas_preferences_window_get_n_pending (CAS_PREFERENCES_WINDOW (prefs)) == 0);
  return prefs;
}

void
scroll_page_to (GtkWidget *window, GtkWidget *page, GtkWidget *widget)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  graphene_point_t p;

  find_all (page, GTK_TYPE_SCROLLED_WINDOW, found);
  g_assert_cmpuint (found->len, >, 0);
  /* Again once the page's new height is laid out, which may clamp the first try; the
   * point is in the viewport, which shows the view from the adjustment's value. */
  for (int i = 0; i < 3; i++)
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (found->pdata[0]));
      wait_drawn (window);
      g_assert_true (gtk_widget_compute_point (widget, gtk_scrolled_window_get_child (found->pdata[0]),
                                               &GRAPHENE_POINT_INIT (0, 0), &p));
      if (ABS (p.y - 12) < 1)
        break;
      gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + p.y - 12);
      wait_drawn (window);
    }
}

/* The shown window named NAME (a Rus dialog), waited for. */
GtkWidget *
dialog_named (const char *name)
{
  GtkWidget *found = NULL;
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (found == NULL && g_get_monotonic_time () < end)
    {
      g_autoptr(GList) list = gtk_window_list_toplevels ();
      for (GList *l = list; l; l = l->next)
        if (gtk_widget_get_visible (l->data) && g_strcmp0 (gtk_widget_get_name (l->data), name) == 0)
          found = l->data;
      if (found == NULL)
        g_main_context_iteration (NULL, FALSE);
    }
  g_assert_nonnull (found);
  wait_drawn (found);
  return found;
}

/* The item of a card's Record menu whose target is TEXT: its action and target through
 * *ACTION and *TARGET (NULL both when there is none). */
static void
record_menu_find (GMenuModel *menu, const char *text, char **action, GVariant **target)
{
  *action = NULL;
  *target = NULL;
  for (int s = 0; s < g_menu_model_get_n_items (menu) && *target == NULL; s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);
      for (int i = 0; section && i < g_menu_model_get_n_items (section) && *target == NULL; i++)
        {
          g_autoptr(GVariant) v = g_menu_model_get_item_attribute_value (section, i, G_MENU_ATTRIBUTE_TARGET,
                                                                         G_VARIANT_TYPE_STRING);
          if (v && g_str_equal (g_variant_get_string (v, NULL), text))
            {
              g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", action);
              *target = g_steal_pointer (&v);
            }
        }
    }
}

gboolean
record_menu_offers (GtkWidget *root, const char *card, const char *text)
{
  g_autofree char *name = g_strdup_printf ("record-%s", card);
  GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (need (root, name)));
  g_autofree char *action = NULL;
  g_autoptr(GVariant) target = NULL;

  record_menu_find (menu, text, &action, &target);
  return target != NULL;
}

void
record_through_menu (GtkWidget *root, const char *card, const char *text)
{
  g_autofree char *name = g_strdup_printf ("record-%s", card);
  GtkWidget *button = need (root, name);
  /* The rows are rebuilt after the change: the menu must outlive its button. */
  g_autoptr(GMenuModel) menu = g_object_ref (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)));
  g_autofree char *action = NULL;
  g_autoptr(GVariant) target = NULL;

  record_menu_find (menu, text, &action, &target);
  if (target == NULL)
    g_error ("the menu of %s has no “%s”", card, text);
  g_assert_cmpstr (action, ==, "cards.record");
  g_assert_true (gtk_widget_activate_action_variant (button, action, target));
}

GtkWidget *
open_calculator (GtkWidget *window, const char *spec)
{
  GtkWidget *dialog;
  g_action_group_activate_action (G_ACTION_GROUP (window), "calculate", g_variant_new_string (spec));
  dialog = cas_calc_dialog_find (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  wait_drawn (dialog);
  return dialog;
}

GtkWidget *
lord_mat (GtkWidget *window, CasGame *game, const char *id)
{
  g_autoptr(GPtrArray) mats = g_ptr_array_new ();
  find_all (window, CAS_TYPE_LORD_MAT, mats);
  for (guint i = 0; i < mats->len; i++)
    if (cas_lord_mat_get_lord (mats->pdata[i]) == cas_game_find_lord (game, id))
      return mats->pdata[i];
  g_error ("no mat of %s", id);
  return NULL;
}
