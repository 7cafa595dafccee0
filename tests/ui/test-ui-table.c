/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-table.c: the Table page through its widgets: +/− buttons on the mats, the Move
 * popover, the Muster dialog, marker editing, Calendar shifts and drag and drop, Hidden
 * Mats, the sequence of play; each edit lands in the journal, undo restores the table,
 * autosave reloads to the same table; screenshots of every scenario, light and dark. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calendar-view.h"
#include "cas-lord-mat.h"
#include "cas-markers-view.h"
#include "cas-muster-dialog.h"
#include "cas-sequence-view.h"
#include "cas-table-view.h"
#include "cas-window.h"
#include "ui-test-util.h"
#include "nevsky-cells.h"

static const char *const scenario_ids[] = {
  "pleskau", "watland", "return_of_the_prince", "return_of_the_prince_nicolle",
  "peipus", "crusade_on_novgorod", "pleskau_quickstart",
};

/* WINDOW, and POPOVER over it where it shows on the screen, once drawn, to NAME.png. */
static void
drawn_screenshot (GtkWidget *window, GtkWidget *popover, const char *name)
{
  wait_drawn (window);
  if (popover)
    wait_drawn (popover);
  save_screenshot (window, popover, name);
}

/* A game on the real window. */

typedef struct {
  CasGame *game;
  CasJournal *journal;
  CasTable *initial;
  GtkWidget *window;
  CasTableView *view;
} Fixture;

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  const char *id = data;

  f->journal = new_game (id, NULL);
  f->game = g_object_ref (cas_journal_get_game (f->journal));
  f->initial = cas_table_copy (cas_journal_get_table (f->journal));
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  f->window = GTK_WIDGET (cas_window_new (GTK_APPLICATION (app)));
  gint64 start = g_get_monotonic_time ();
  cas_window_set_journal (CAS_WINDOW (f->window), f->journal, NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  wait_drawn (f->window);
  g_test_message ("%s: the game's window drawn %.0f ms after its journal was set", id,
                  (g_get_monotonic_time () - start) / 1000.0);
  f->view = CAS_TABLE_VIEW (find_one (f->window, CAS_TYPE_TABLE_VIEW));
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  destroy_window (f->window);
  g_clear_object (&f->journal);
  g_clear_pointer (&f->initial, cas_table_free);
  g_clear_object (&f->game);
}

static const CasTable *
table (Fixture *f)
{
  return cas_journal_get_table (f->journal);
}

static int
lord (Fixture *f, const char *id)
{
  int l = cas_game_find_lord (f->game, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

static int
locale (Fixture *f, const char *id)
{
  int l = cas_game_find_locale (f->game, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

/* Waits for the page's actions to reach the journal and returns the last one recorded. */
static const char *
settle (Fixture *f, guint n_done)
{
  ITERATE_UNTIL (!cas_table_view_has_pending (f->view) && cas_journal_get_n_done (f->journal) == n_done);
  return cas_journal_get_text (f->journal, n_done - 1);
}

static GtkWidget *
mat_of (Fixture *f, int l)
{
  g_autoptr(GPtrArray) mats = g_ptr_array_new ();
  find_all (f->window, CAS_TYPE_LORD_MAT, mats);
  for (guint i = 0; i < mats->len; i++)
    if (cas_lord_mat_get_lord (mats->pdata[i]) == l)
      return mats->pdata[i];
  return NULL;
}

static GtkWidget *
mat_control (Fixture *f, int l, const char *name)
{
  GtkWidget *mat = mat_of (f, l);
  g_assert_nonnull (mat);
  GtkWidget *w = cas_lord_mat_find (CAS_LORD_MAT (mat), name);
  if (w == NULL)
    g_error ("no control %s on the mat", name);
  return w;
}

static GtkWidget *
popup (GtkWidget *menu_button)
{
  GtkPopover *popover;
  g_assert_true (GTK_IS_MENU_BUTTON (menu_button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button));
  g_assert_nonnull (popover);
  ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  return GTK_WIDGET (popover);
}

static void
pause_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;
  guint wake = g_timeout_add (10, wake_cb, NULL);
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
}

static void
undo_all (Fixture *f)
{
  while (cas_journal_can_undo (f->journal))
    {
      g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "undo"));
      g_action_group_activate_action (G_ACTION_GROUP (f->window), "undo", NULL);
      /* The window replaces its "Undone" toast at each undo; libadwaita 1.2 crashes when
       * a toast is dismissed while it still slides in, so undo at a person's pace. */
      pause_ms (400);
    }
  g_assert_true (cas_table_equal (table (f), f->initial));
}

static CasCalendarView *
calendar (Fixture *f)
{
  return CAS_CALENDAR_VIEW (find_one (f->window, CAS_TYPE_CALENDAR_VIEW));
}

static CasMarkersView *
markers (Fixture *f)
{
  return CAS_MARKERS_VIEW (find_one (f->window, CAS_TYPE_MARKERS_VIEW));
}

/* The autosave holds the journal and opens again as the same table. */
static void
check_autosave (Fixture *f)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
  g_autoptr(GError) error = NULL;
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  gboolean same = FALSE;

  while (!same && g_get_monotonic_time () < end)
    {
      g_autoptr(CasJournal) reloaded = NULL;
      g_main_context_iteration (NULL, FALSE);
      if (g_file_test (path, G_FILE_TEST_EXISTS))
        reloaded = cas_savefile_load (path, NULL);
      same = reloaded && cas_table_equal (cas_journal_get_table (reloaded), table (f)) &&
             cas_journal_get_n_entries (reloaded) == cas_journal_get_n_entries (f->journal);
      if (!same)
        g_usleep (2000);
    }
  g_assert_true (same);
  g_autoptr(CasJournal) reloaded = cas_savefile_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cas_journal_get_n_done (reloaded), ==, cas_journal_get_n_done (f->journal));
}

/* The tests. */

static void
test_mat_steppers (Fixture *f, gconstpointer data)
{
  int hermann = lord (f, "hermann");
  const CasTable *t = table (f);
  int knights = CAS_LORD (t, hermann, CAS_L_FORCES + CAS_FORCE_KNIGHTS);
  int prov = CAS_LORD (t, hermann, CAS_L_ASSETS + CAS_ASSET_PROV);
  GtkWidget *plus;

  /* Forces +1. */
  plus = mat_control (f, hermann, "forces-knights-plus");
  click (plus);
  g_assert_cmpstr (settle (f, 1), ==, "forces hermann knights +1");
  g_assert_cmpint (CAS_LORD (t, hermann, CAS_L_FORCES + CAS_FORCE_KNIGHTS), ==, knights + 1);
  /* The button was updated in place, not rebuilt, so a keyboard user stays on it. */
  g_assert_true (mat_control (f, hermann, "forces-knights-plus") == plus);

  /* Assets −1. */
  click (mat_control (f, hermann, "assets-prov-minus"));
  g_assert_cmpstr (settle (f, 2), ==, "assets hermann prov -1");
  g_assert_cmpint (CAS_LORD (t, hermann, CAS_L_ASSETS + CAS_ASSET_PROV), ==, prov - 1);

  /* Routed: the column opens with its toggle. */
  g_assert_null (cas_lord_mat_find (CAS_LORD_MAT (mat_of (f, hermann)), "routed-knights-plus"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (mat_control (f, hermann, "routed-toggle")), TRUE);
  wait_drawn (f->window);
  GtkWidget *routed_plus = mat_control (f, hermann, "routed-knights-plus");
  g_assert_true (gtk_widget_get_mapped (routed_plus));
  click (routed_plus);
  g_assert_cmpstr (settle (f, 3), ==, "routed hermann knights +1");
  g_assert_cmpint (CAS_LORD (t, hermann, CAS_L_ROUTED + CAS_FORCE_KNIGHTS), ==, 1);

  /* A unit type the mat does not show, from the + menu. */
  GtkWidget *add = popup (mat_control (f, hermann, "forces-add"));
  click (find_named (add, "add-serfs"));
  g_assert_cmpstr (settle (f, 4), ==, "forces hermann serfs +1");
  wait_drawn (f->window);
  g_assert_true (gtk_widget_get_mapped (mat_control (f, hermann, "forces-serfs-minus")));

  /* An Asset from the + menu. */
  add = popup (mat_control (f, hermann, "assets-add"));
  click (find_named (add, "add-loot"));
  g_assert_cmpstr (settle (f, 5), ==, "assets hermann loot +1");

  /* Moved/Fought. */
  gtk_widget_activate (mat_control (f, hermann, "moved-toggle"));
  g_assert_cmpstr (settle (f, 6), ==, "moved hermann yes");
  g_assert_cmpint (CAS_LORD (t, hermann, CAS_L_MOVED), ==, 1);

  /* Ctrl+Z (win.undo) reaches the window from the button that has the focus. */
  g_assert_true (gtk_widget_grab_focus (plus));
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.undo");
    g_assert_cmpstr (accels[0], ==, "<Control>z");
  }
  g_assert_true (gtk_widget_activate_action (plus, "win.undo", NULL));
  g_assert_cmpuint (cas_journal_get_n_done (f->journal), ==, 5);
  g_assert_cmpint (CAS_LORD (t, hermann, CAS_L_MOVED), ==, 0);
  wait_drawn (f->window);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (mat_control (f, hermann, "moved-toggle"))));

  drawn_screenshot (f->window, NULL, "table-mat-edited");
  undo_all (f);
  check_autosave (f);
}

static void
test_move (Fixture *f, gconstpointer data)
{
  int hermann = lord (f, "hermann");
  int here = CAS_LORD (table (f), hermann, CAS_L_LOCALE);
  GtkWidget *popover = popup (mat_control (f, hermann, "move-button"));
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *list;

  drawn_screenshot (f->window, popover, "table-move-popover");

  /* Adjacent Locales first. */
  find_all (popover, GTK_TYPE_LIST_BOX_ROW, rows);
  g_assert_cmpuint (rows->len, >, 10);
  list = gtk_widget_get_ancestor (rows->pdata[0], GTK_TYPE_LIST_BOX);
  g_signal_emit_by_name (list, "row-activated", rows->pdata[0]);
  const char *action = settle (f, 1);
  g_assert_true (g_str_has_prefix (action, "move hermann "));
  int there = CAS_LORD (table (f), hermann, CAS_L_LOCALE);
  g_assert_cmpint (there, !=, here);
  g_assert_true (cas_game_adjacent (f->game, here, there));

  /* The calculators of the mat ask the window for his Supply, Laden with a Locale. */
  {
    GtkWidget *supply = mat_control (f, hermann, "supply-button");
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (supply)), ==, "win.calculate");
    g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (supply)), NULL), ==,
                     "supply:hermann");
    g_assert_true (gtk_widget_is_sensitive (supply));
    popover = popup (mat_control (f, hermann, "laden-button"));
    g_autoptr(GPtrArray) laden_rows = g_ptr_array_new ();
    find_all (popover, GTK_TYPE_LIST_BOX_ROW, laden_rows);
    g_assert_cmpuint (laden_rows->len, >, 1);
    gtk_popover_popdown (GTK_POPOVER (popover));
  }

  /* Searching, then Enter. */
  popover = popup (mat_control (f, hermann, "move-button"));
  GtkWidget *search = find_one (popover, GTK_TYPE_SEARCH_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (search), "Pskov");
  g_signal_emit_by_name (search, "activate");
  g_assert_cmpstr (settle (f, 2), ==, "move hermann pskov");
  g_assert_cmpint (CAS_LORD (table (f), hermann, CAS_L_LOCALE), ==, locale (f, "pskov"));

  /* Enemies there: the mat offers the Battle. */
  wait_drawn (f->window);
  g_assert_true (gtk_widget_get_mapped (mat_control (f, hermann, "battle-button")));
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (
                                           GTK_ACTIONABLE (mat_control (f, hermann, "battle-button"))),
                                         NULL),
                   ==, "battle:pskov:hermann");
  undo_all (f);
}

static void
test_muster (Fixture *f, gconstpointer data)
{
  int rudolf = lord (f, "rudolf");
  GtkWidget *marker, *popover, *dialog;
  g_autofree char *expected = NULL;

  g_assert_cmpint (CAS_LORD (table (f), rudolf, CAS_L_STATE), ==, CAS_LORD_CALENDAR);
  marker = cas_calendar_view_find_marker (calendar (f), "cylinder:rudolf");
  g_assert_nonnull (marker);
  g_assert_true (gtk_widget_has_css_class (marker, "ready"));
  popover = popup (marker);
  drawn_screenshot (f->window, popover, "table-cylinder-popover");
  click (find_named (popover, "muster-button"));
  ITERATE_UNTIL ((dialog = find_toplevel (CAS_TYPE_MUSTER_DIALOG)) != NULL);
  wait_drawn (dialog);

  /* A free Seat is chosen, with the Season's Transport. */
  g_autofree char *start = cas_muster_dialog_get_action (CAS_MUSTER_DIALOG (dialog));
  g_assert_nonnull (start);
  g_assert_true (g_str_has_prefix (start, "muster rudolf "));

  /* Pick another Seat and change the Transport: one Cart less, one Boat more. */
  {
    int seats[CAS_MAX_SEATS * 2];
    int n = cas_rules_seats (table (f), rudolf, seats, G_N_ELEMENTS (seats), NULL);
    g_assert_cmpint (n, >, 0);
    g_autofree char *name = g_strdup_printf ("seat-%s", cas_game_get_locale (f->game, seats[n - 1])->id);
    GtkWidget *check = cas_muster_dialog_find (CAS_MUSTER_DIALOG (dialog), name);
    g_assert_nonnull (check);
    gtk_widget_activate (check);
    g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    expected = g_strdup_printf ("muster rudolf %s", cas_game_get_locale (f->game, seats[n - 1])->id);
  }
  {
    const CasLord *l = cas_game_get_lord (f->game, rudolf);
    if (l->transport_any + l->transport_no_ship > 0)
      {
        GtkWidget *cart_minus = cas_muster_dialog_find (CAS_MUSTER_DIALOG (dialog), "transport-cart-minus");
        GtkWidget *sled_minus = cas_muster_dialog_find (CAS_MUSTER_DIALOG (dialog), "transport-sled-minus");
        GtkWidget *minus = gtk_widget_get_sensitive (cart_minus) ? cart_minus : sled_minus;
        click (minus);
        g_assert_null (cas_muster_dialog_get_action (CAS_MUSTER_DIALOG (dialog)));
        g_assert_false (gtk_widget_get_sensitive (cas_muster_dialog_find (CAS_MUSTER_DIALOG (dialog), "muster")));
        click (cas_muster_dialog_find (CAS_MUSTER_DIALOG (dialog), "transport-boat-plus"));
      }
  }
  wait_drawn (dialog);
  {
    const char *dir = g_getenv ("CASTELLAN_SCREENSHOT_DIR");
    if (dir)
      {
        int w = gtk_widget_get_width (dialog), h = gtk_widget_get_height (dialog);
        g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (dialog);
        GtkSnapshot *snapshot = gtk_snapshot_new ();
        gdk_paintable_snapshot (paintable, snapshot, w, h);
        g_autoptr(GskRenderNode) node = gtk_snapshot_free_to_node (snapshot);
        g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (dialog)),
                                                                     node, &GRAPHENE_RECT_INIT (0, 0, w, h));
        g_autofree char *path = g_build_filename (dir, "table-muster-dialog.png", NULL);
        g_assert_true (gdk_texture_save_to_png (texture, path));
      }
  }
  g_autofree char *action = cas_muster_dialog_get_action (CAS_MUSTER_DIALOG (dialog));
  g_assert_nonnull (action);
  g_assert_true (g_str_has_prefix (action, expected));
  click (cas_muster_dialog_find (CAS_MUSTER_DIALOG (dialog), "muster"));
  ITERATE_UNTIL (find_toplevel (CAS_TYPE_MUSTER_DIALOG) == NULL);
  g_assert_cmpstr (settle (f, 1), ==, action);
  g_assert_cmpint (CAS_LORD (table (f), rudolf, CAS_L_STATE), ==, CAS_LORD_MAP);
  wait_drawn (f->window);
  g_assert_nonnull (mat_of (f, rudolf));
  undo_all (f);
  g_assert_null (mat_of (f, rudolf));
}

static void
test_calendar (Fixture *f, gconstpointer data)
{
  int hermann = lord (f, "hermann");
  int rudolf = lord (f, "rudolf");
  const CasTable *t = table (f);
  int service = CAS_LORD (t, hermann, CAS_L_SERVICE);
  GtkWidget *popover;

  /* Shift by 2: one action. */
  popover = popup (cas_calendar_view_find_marker (calendar (f), "service:hermann"));
  drawn_screenshot (f->window, popover, "table-service-popover");
  click (find_named (popover, "shift+2"));
  g_assert_cmpstr (settle (f, 1), ==, "service hermann +2");
  g_assert_cmpint (CAS_LORD (t, hermann, CAS_L_SERVICE), ==, service + 2);
  /* The marker keeps the keyboard focus in its new box. */
  wait_drawn (f->window);
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
    GtkWidget *marker = cas_calendar_view_find_marker (calendar (f), "service:hermann");
    g_assert_nonnull (focus);
    g_assert_true (focus == marker || gtk_widget_is_ancestor (focus, marker));
  }

  /* Place in a box. */
  popover = popup (cas_calendar_view_find_marker (calendar (f), "cylinder:rudolf"));
  click (find_named (popover, "place-5"));
  g_assert_cmpstr (settle (f, 2), ==, "cylinder rudolf 5");
  g_assert_cmpint (CAS_LORD (t, rudolf, CAS_L_BOX), ==, 5);
  wait_drawn (f->window);
  g_assert_false (gtk_widget_has_css_class (cas_calendar_view_find_marker (calendar (f), "cylinder:rudolf"), "ready"));

  /* Drag and drop: the drop target of box 8 receives Hermann's Service marker. */
  {
    GValue value = G_VALUE_INIT;
    gboolean accepted = FALSE;
    g_value_init (&value, G_TYPE_STRING);
    g_value_set_string (&value, "service:hermann");
    g_signal_emit_by_name (cas_calendar_view_get_drop_target (calendar (f), 8), "drop", &value, 10.0, 10.0, &accepted);
    g_value_unset (&value);
    g_assert_true (accepted);
  }
  g_assert_cmpstr (settle (f, 3), ==, "service hermann 8");
  {
    /* A drop on the box the marker is in is nothing. */
    GValue value = G_VALUE_INIT;
    gboolean accepted = TRUE;
    g_value_init (&value, G_TYPE_STRING);
    g_value_set_string (&value, "service:hermann");
    g_signal_emit_by_name (cas_calendar_view_get_drop_target (calendar (f), 8), "drop", &value, 10.0, 10.0, &accepted);
    g_value_unset (&value);
    g_assert_false (accepted);
  }

  /* The Levy/Campaign marker: flip, advance. */
  popover = popup (cas_calendar_view_find_marker (calendar (f), "phase"));
  click (find_named (popover, "flip-phase"));
  g_assert_cmpstr (settle (f, 4), ==, "phase campaign");
  popover = popup (cas_calendar_view_find_marker (calendar (f), "phase"));
  click (find_named (popover, "shift+1"));
  g_assert_cmpstr (settle (f, 5), ==, "box +1");
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_BOX), ==, 2);

  /* Victory: half a point more. */
  popover = popup (cas_calendar_view_find_marker (calendar (f), "victory:teutonic"));
  click (find_named (popover, "vp-more"));
  g_assert_cmpstr (settle (f, 6), ==, "vp teutonic +0.5");

  undo_all (f);
  check_autosave (f);
}

static void
test_markers (Fixture *f, gconstpointer data)
{
  CasMarkersView *mv = markers (f);
  int pskov = locale (f, "pskov");
  const CasTable *t = table (f);
  GtkWidget *popover;

  /* Add marker…: pick a Locale, its editor opens. */
  popover = popup (cas_markers_view_find (mv, "add-marker"));
  g_assert_true (cas_locale_popover_pick (popover, pskov));
  ITERATE_UNTIL ((popover = cas_markers_view_find (mv, "conquered-plus")) != NULL && gtk_widget_get_mapped (popover));
  click (cas_markers_view_find (mv, "conquered-plus"));
  g_assert_cmpstr (settle (f, 1), ==, "marker pskov conquered +1");
  g_assert_cmpint (CAS_LOCALE (t, pskov, CAS_C_CONQUERED), ==, 1);
  /* The editor stays open and up to date. */
  wait_drawn (f->window);
  g_assert_true (gtk_widget_get_mapped (cas_markers_view_find (mv, "conquered-plus")));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (cas_markers_view_find (mv, "ravaged-teutonic")), TRUE);
  g_assert_cmpstr (settle (f, 2), ==, "marker pskov ravaged teutonic");
  gtk_switch_set_active (GTK_SWITCH (cas_markers_view_find (mv, "walls-switch")), TRUE);
  g_assert_cmpstr (settle (f, 3), ==, "marker pskov walls 1");
  click (cas_markers_view_find (mv, "siege-plus"));
  g_assert_cmpstr (settle (f, 4), ==, "marker pskov siege +1");
  g_assert_cmpuint (cas_markers_view_get_n_locales (mv), ==, 1);
  wait_drawn (f->window);
  {
    GtkWidget *editor = gtk_widget_get_ancestor (cas_markers_view_find (mv, "siege-plus"), GTK_TYPE_POPOVER);
    drawn_screenshot (f->window, editor, "table-marker-popover");
    set_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
    wait_drawn (f->window);
    drawn_screenshot (f->window, editor, "table-marker-popover-dark");
    set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
    gtk_popover_popdown (GTK_POPOVER (editor));
  }

  /* The Veche and the Legate. */
  click (cas_markers_view_find (mv, "veche-vp-plus"));
  g_assert_cmpstr (settle (f, 5), ==, "veche vp +1");
  click (cas_markers_view_find (mv, "veche-coin-plus"));
  g_assert_cmpstr (settle (f, 6), ==, "veche coin +1");
  popover = popup (cas_markers_view_find (mv, "legate-button"));
  g_assert_true (cas_locale_popover_pick (popover, NEVSKY_LEGATE_ON_CARD));
  g_assert_cmpstr (settle (f, 7), ==, "legate card");
  popover = popup (cas_markers_view_find (mv, "legate-button"));
  g_assert_true (cas_locale_popover_pick (popover, locale (f, "dorpat")));
  g_assert_cmpstr (settle (f, 8), ==, "legate dorpat");

  /* Clearing a Locale's markers takes its row away once the editor closes. */
  popover = cas_markers_view_edit (mv, pskov);
  ITERATE_UNTIL (gtk_widget_get_mapped (popover));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (cas_markers_view_find (mv, "ravaged-none")), TRUE);
  g_assert_cmpstr (settle (f, 9), ==, "marker pskov ravaged none");

  undo_all (f);
  wait_drawn (f->window);
  check_autosave (f);
}

static GtkWidget *
sequence_button (Fixture *f, const char *label_prefix)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  find_all (GTK_WIDGET (find_one (f->window, CAS_TYPE_SEQUENCE_VIEW)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *label = gtk_button_get_label (buttons->pdata[i]);
      if (label && g_str_has_prefix (label, label_prefix) && gtk_widget_get_mapped (buttons->pdata[i]))
        return buttons->pdata[i];
    }
  g_error ("no sequence button %s", label_prefix);
  return NULL;
}

static void
test_hidden_mats (Fixture *f, gconstpointer data)
{
  CasMarkersView *mv = markers (f);
  GtkWidget *sw = cas_markers_view_find (mv, "option-hidden_mats");
  g_autoptr(GPtrArray) shows = g_ptr_array_new ();
  guint all = count_mapped (f->window, CAS_TYPE_LORD_MAT);

  g_assert_cmpuint (all, >, 0);
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  g_assert_cmpstr (settle (f, 1), ==, "option hidden_mats yes");
  wait_drawn (f->window);
  g_assert_cmpuint (count_mapped (f->window, CAS_TYPE_LORD_MAT), ==, 0);
  drawn_screenshot (f->window, NULL, "table-hidden-mats");

  /* The Teutons lift their screen. */
  find_all (f->window, GTK_TYPE_BUTTON, shows);
  GtkWidget *show_teutons = NULL;
  for (guint i = 0; i < shows->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (shows->pdata[i]), "show-mats") == 0 && gtk_widget_get_mapped (shows->pdata[i]))
      {
        show_teutons = shows->pdata[i];
        break;
      }
  click (show_teutons);
  wait_drawn (f->window);
  g_assert_true (cas_table_view_get_mats_shown (f->view, 0));
  g_assert_false (cas_table_view_get_mats_shown (f->view, 1));
  guint teutons = count_mapped (f->window, CAS_TYPE_LORD_MAT);
  g_assert_cmpuint (teutons, >, 0);
  g_assert_cmpuint (teutons, <, all);
  drawn_screenshot (f->window, NULL, "table-hidden-mats-shown");

  /* The turn moves on: the screen is back. */
  click (sequence_button (f, "Next: "));
  settle (f, 2);
  wait_drawn (f->window);
  g_assert_false (cas_table_view_get_mats_shown (f->view, 0));
  g_assert_cmpuint (count_mapped (f->window, CAS_TYPE_LORD_MAT), ==, 0);

  undo_all (f);
  wait_drawn (f->window);
  g_assert_cmpuint (count_mapped (f->window, CAS_TYPE_LORD_MAT), ==, all);
}

static void
test_sequence (Fixture *f, gconstpointer data)
{
  CasSequenceView *seq = CAS_SEQUENCE_VIEW (find_one (f->window, CAS_TYPE_SEQUENCE_VIEW));
  const CasTable *t = table (f);
  guint n = 0;

  g_assert_cmpint (cas_sequence_view_get_step (seq), ==, CAS_SEQ_ARTS_OF_WAR);
  click (sequence_button (f, "Next: Pay"));
  g_assert_cmpstr (settle (f, ++n), ==, "step 2");
  g_assert_cmpint (cas_sequence_view_get_step (seq), ==, CAS_SEQ_PAY);
  g_assert_nonnull (find_named (GTK_WIDGET (seq), "helper-pay"));

  /* Jump to the last Levy step, then on to the Campaign: the marker flips. */
  GtkWidget *popover = popup (find_one (GTK_WIDGET (seq), GTK_TYPE_MENU_BUTTON));
  drawn_screenshot (f->window, popover, "table-steps-popover");
  click (find_named (popover, "step-6"));
  g_assert_cmpstr (settle (f, ++n), ==, "step 6");
  click (sequence_button (f, "Campaign: "));
  n += 2;
  settle (f, n);
  g_assert_cmpstr (cas_journal_get_text (f->journal, n - 1), ==, "phase campaign");
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PHASE), ==, CAS_PHASE_CAMPAIGN);
  g_assert_cmpint (cas_sequence_view_get_step (seq), ==, CAS_SEQ_CAPABILITY_DISCARD);
  /* The steps and the flip are one undo step: steps are quiet, and go with the action
   * after them (issue 14); nothing else was done since the start. */
  g_assert_true (cas_journal_is_quiet (f->journal, n - 2));
  g_assert_cmpuint (cas_journal_get_undo_step_start (f->journal), ==, 0);

  /* Feed/Pay/Disband after a card: its calculators; then the End of Campaign. */
  popover = popup (find_one (GTK_WIDGET (seq), GTK_TYPE_MENU_BUTTON));
  click (find_named (popover, "step-10"));
  g_assert_cmpstr (settle (f, ++n), ==, "step 10");
  g_assert_nonnull (find_named (GTK_WIDGET (seq), "helper-feed"));
  g_assert_nonnull (find_named (GTK_WIDGET (seq), "helper-disband"));
  click (sequence_button (f, "End Campaign"));
  g_assert_cmpstr (settle (f, ++n), ==, "step 11");
  g_assert_nonnull (find_named (GTK_WIDGET (seq), "helper-endcampaign"));

  /* From the Reset to the next Levy: the marker advances and flips. */
  popover = popup (find_one (GTK_WIDGET (seq), GTK_TYPE_MENU_BUTTON));
  click (find_named (popover, "step-15"));
  g_assert_cmpstr (settle (f, ++n), ==, "step 15");
  click (sequence_button (f, "Levy of Box 2"));
  n += 3;
  settle (f, n);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_BOX), ==, 2);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PHASE), ==, CAS_PHASE_LEVY);
  g_assert_cmpint (cas_sequence_view_get_step (seq), ==, CAS_SEQ_ARTS_OF_WAR);
  /* Undo: the marker flips back to Campaign at the Reset, then goes back a box. */
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "undo", NULL);
  wait_drawn (f->window);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PHASE), ==, CAS_PHASE_CAMPAIGN);
  g_assert_cmpint (cas_sequence_view_get_step (seq), ==, CAS_SEQ_RESET);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_BOX), ==, 2);
  pause_ms (400);

  undo_all (f);
}

static gboolean
sequence_has_button (Fixture *f, const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  find_all (GTK_WIDGET (find_one (f->window, CAS_TYPE_SEQUENCE_VIEW)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0 && gtk_widget_get_mapped (buttons->pdata[i]))
      return TRUE;
  return FALSE;
}

/* Issue 14: End Campaign is offered after a card only once both Plans are revealed to
 * the last card (4.2, 4.9); revealing a card on the Plan page moves the step bar from
 * Plan to Command (4.2), in the same undo step as the reveal. */
static void
test_end_campaign (Fixture *f, gconstpointer data)
{
  CasSequenceView *seq = CAS_SEQUENCE_VIEW (find_one (f->window, CAS_TYPE_SEQUENCE_VIEW));
  const CasTable *t = table (f);
  const char *const acts[] = { "phase campaign", "step 8", "plan teutonic hermann,hermann,yaroslav,pass,yaroslav,hermann",
                               "plan russian gavrilo,pass,gavrilo,vladislav,pass,gavrilo", NULL };
  GtkWidget *plan;
  guint n;

  g_assert_true (cas_journal_do_many (f->journal, acts, NULL));
  n = cas_journal_get_n_done (f->journal);
  wait_drawn (f->window);
  g_assert_cmpint (cas_sequence_view_get_step (seq), ==, CAS_SEQ_PLAN);

  /* The first card, from the Plan page: the bar is on Command now. */
  plan = cas_window_get_page (CAS_WINDOW (f->window), "plan");
  gtk_widget_activate_action (plan, "plan.reveal", "i", 0);
  g_assert_cmpuint (cas_journal_get_n_done (f->journal), ==, n + 2);
  g_assert_cmpstr (cas_journal_get_text (f->journal, n), ==, "step 9");
  wait_drawn (f->window);
  g_assert_cmpint (cas_sequence_view_get_step (seq), ==, CAS_SEQ_COMMAND);
  drawn_screenshot (f->window, NULL, "table-step-command");
  /* One Undo takes the reveal and the step back. */
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "undo", NULL);
  g_assert_cmpuint (cas_journal_get_n_done (f->journal), ==, n);
  wait_drawn (f->window);
  g_assert_cmpint (cas_sequence_view_get_step (seq), ==, CAS_SEQ_PLAN);
  gtk_widget_activate_action (plan, "plan.reveal", "i", 0);

  /* After the first card: Next Card, no End Campaign. */
  click (sequence_button (f, "Next: Feed/Pay/Disband"));
  ITERATE_UNTIL (CAS_GLOBAL (t, CAS_G_STEP) == CAS_SEQ_FEED_PAY_DISBAND);
  wait_drawn (f->window);
  g_assert_true (sequence_has_button (f, "Next Card"));
  g_assert_false (sequence_has_button (f, "End Campaign"));
  drawn_screenshot (f->window, NULL, "table-after-first-card");

  /* Every card but the last Russian one: still not. */
  g_assert_true (cas_journal_do (f->journal, "reveal teutonic 6", NULL));
  g_assert_true (cas_journal_do (f->journal, "reveal russian 5", NULL));
  wait_drawn (f->window);
  g_assert_false (sequence_has_button (f, "End Campaign"));
  g_assert_true (cas_journal_do (f->journal, "reveal russian 6", NULL));
  wait_drawn (f->window);
  g_assert_true (sequence_has_button (f, "End Campaign"));
  g_assert_true (sequence_has_button (f, "Next Card"));
  pause_ms (400);  /* the buttons' colour transition */
  drawn_screenshot (f->window, NULL, "table-plans-used-up");
  click (sequence_button (f, "End Campaign"));
  ITERATE_UNTIL (CAS_GLOBAL (t, CAS_G_STEP) == CAS_SEQ_GROW);

  undo_all (f);
}

/* Presses the dialog's response button, as a person would (it closes the dialog). */
static void
respond (AdwMessageDialog *dialog, const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  find_all (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0)
      {
        click (buttons->pdata[i]);
        return;
      }
  g_error ("no button %s in the dialog", label);
}

static void
test_disband_vassal (Fixture *f, gconstpointer data)
{
  int hermann = lord (f, "hermann");
  const CasLord *l = cas_game_get_lord (f->game, hermann);
  const CasVassal *v = cas_game_get_vassal (f->game, l->vassals[0]);
  const CasTable *t = table (f);
  g_autofree char *vassal_name = g_strdup_printf ("vassal-%s", v->id);
  g_autofree char *expected = g_strdup_printf ("vassal hermann %s muster", v->id);
  AdwMessageDialog *dialog;
  int knights = CAS_LORD (t, hermann, CAS_L_FORCES + CAS_FORCE_KNIGHTS);

  /* A Vassal Musters: its Forces join. */
  GtkWidget *popover = popup (mat_control (f, hermann, vassal_name));
  click (find_named (popover, "vassal-muster"));
  g_assert_cmpstr (settle (f, 1), ==, expected);
  g_assert_cmpint (CAS_LORD (t, hermann, CAS_L_VASSAL + 0), ==, CAS_VASSAL_MUSTERED);
  g_assert_cmpint (CAS_LORD (t, hermann, CAS_L_FORCES + CAS_FORCE_KNIGHTS), >=, knights);

  /* Disband asks first; Cancel changes nothing. */
  popover = popup (mat_control (f, hermann, "mat-menu"));
  click (find_named (popover, "disband-button"));
  ITERATE_UNTIL ((dialog = find_message_dialog ()) != NULL);
  respond (dialog, "_Cancel");
  ITERATE_UNTIL (find_message_dialog () == NULL);
  g_assert_cmpuint (cas_journal_get_n_done (f->journal), ==, 1);

  popover = popup (mat_control (f, hermann, "mat-menu"));
  click (find_named (popover, "disband-button"));
  ITERATE_UNTIL ((dialog = find_message_dialog ()) != NULL);
  respond (dialog, "_Disband");
  g_assert_cmpstr (settle (f, 2), ==, "disband hermann");
  g_assert_cmpint (CAS_LORD (t, hermann, CAS_L_STATE), ==, CAS_LORD_CALENDAR);
  wait_drawn (f->window);
  g_assert_null (mat_of (f, hermann));
  g_assert_nonnull (cas_calendar_view_find_marker (calendar (f), "cylinder:hermann"));

  /* The Lords off the map, and Muster from there. */
  {
    g_autoptr(GPtrArray) offmap = g_ptr_array_new ();
    GtkWidget *teutons = NULL;
    find_all (f->window, GTK_TYPE_MENU_BUTTON, offmap);
    for (guint i = 0; i < offmap->len && !teutons; i++)
      if (g_strcmp0 (gtk_widget_get_name (offmap->pdata[i]), "offmap-button") == 0)
        teutons = offmap->pdata[i];
    popover = popup (teutons);
    g_assert_nonnull (find_named (popover, "muster-button"));
    gtk_popover_popdown (GTK_POPOVER (popover));
  }
  undo_all (f);
}

/* The advanced Vassal Service rule puts a Mustered Vassal's marker on the Calendar;
 * a Lieutenant gets his badge. */
static void
test_vassal_service (Fixture *f, gconstpointer data)
{
  int hermann = lord (f, "hermann");
  const CasLord *l = cas_game_get_lord (f->game, hermann);
  const CasVassal *v = cas_game_get_vassal (f->game, l->vassals[0]);
  g_autofree char *vassal_name = g_strdup_printf ("vassal-%s", v->id);
  g_autofree char *key = g_strdup_printf ("vassal:%s", v->id);
  g_autoptr(GError) error = NULL;
  GtkWidget *popover;

  gtk_switch_set_active (GTK_SWITCH (cas_markers_view_find (markers (f), "option-vassal_service")), TRUE);
  g_assert_cmpstr (settle (f, 1), ==, "option vassal_service yes");
  popover = popup (mat_control (f, hermann, vassal_name));
  click (find_named (popover, "vassal-muster"));
  settle (f, 2);
  wait_drawn (f->window);
  GtkWidget *marker = cas_calendar_view_find_marker (calendar (f), key);
  g_assert_nonnull (marker);
  g_assert_true (gtk_widget_get_mapped (marker));
  /* Its popover offers to Disband it. */
  popover = popup (marker);
  click (find_named (popover, "vassal-disband"));
  g_assert_true (g_str_has_suffix (settle (f, 3), " ready"));
  wait_drawn (f->window);
  g_assert_null (cas_calendar_view_find_marker (calendar (f), key));

  /* Hermann takes Yaroslav under him. */
  g_assert_true (cas_journal_do (f->journal, "move yaroslav dorpat", &error));
  g_assert_true (cas_journal_do (f->journal, "lieutenant hermann yaroslav", &error));
  g_assert_no_error (error);
  wait_drawn (f->window);
  g_assert_true (gtk_widget_get_mapped (mat_control (f, hermann, "lieutenant-badge")));
  g_assert_false (gtk_widget_get_mapped (mat_control (f, lord (f, "knud_and_abel"), "lieutenant-badge")));
  undo_all (f);
}

/* At 1024x768 the page still works: a screenshot in the Campaign's busiest step. */
static void
test_narrow (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1024, 768);
  ITERATE_UNTIL (gtk_widget_get_width (f->window) == 1024);
  g_assert_true (cas_journal_do (f->journal, "phase campaign", &error));
  g_assert_true (cas_journal_do (f->journal, "step 10", &error));
  g_assert_true (cas_journal_do (f->journal, "moved hermann yes", &error));
  g_assert_no_error (error);
  wait_drawn (f->window);
  drawn_screenshot (f->window, NULL, "table-narrow-1024");
  GtkWidget *seq = find_one (f->window, CAS_TYPE_SEQUENCE_VIEW);
  g_assert_cmpint (gtk_widget_get_width (seq), <=, 1024);
  g_assert_true (gtk_widget_get_mapped (sequence_button (f, "Next Card")));
  g_assert_true (gtk_widget_get_mapped (sequence_button (f, "End Campaign")));
  undo_all (f);
}

/* Every scenario: the page, one edit through a mat, undo, autosave, screenshots. */
static void
test_scenario (Fixture *f, gconstpointer data)
{
  const char *id = data;
  g_autofree char *shot = g_strdup_printf ("table-%s", id);
  g_autoptr(GPtrArray) mats = g_ptr_array_new ();
  gint64 start;

  find_all (f->window, CAS_TYPE_LORD_MAT, mats);
  g_assert_cmpuint (mats->len, ==, cas_table_view_get_n_mats (f->view));
  g_assert_cmpuint (mats->len, >, 0);
  native_screenshots (f->window, shot);

  /* Every Lord's whole name on his mat at 1280x800 ("Rudolf von Kassel", issue 14). */
  for (guint i = 0; i < mats->len; i++)
    {
      GtkWidget *label = cas_lord_mat_find (mats->pdata[i], "mat-name");
      const CasLord *lord_i = cas_game_get_lord (f->game, cas_lord_mat_get_lord (mats->pdata[i]));
      g_assert_nonnull (label);
      if (!gtk_widget_get_mapped (label))
        continue;
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, lord_i->name);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
      g_assert_cmpint (gtk_widget_get_width (label), <=, gtk_widget_get_width (gtk_widget_get_parent (label)));
    }

  /* The first mat's first Forces +1, timed from the click to the refreshed page. */
  CasLordMat *mat = mats->pdata[0];
  const CasLord *l = cas_game_get_lord (f->game, cas_lord_mat_get_lord (mat));
  int force = 0;
  while (CAS_LORD (table (f), cas_lord_mat_get_lord (mat), CAS_L_FORCES + force) == 0)
    force++;
  g_autofree char *name = g_strdup_printf ("forces-%s-plus", cas_game_unit_id (f->game, force));
  g_autofree char *expected = g_strdup_printf ("forces %s %s +1", l->id, cas_game_unit_id (f->game, force));
  start = g_get_monotonic_time ();
  click (cas_lord_mat_find (mat, name));
  g_assert_cmpstr (settle (f, 1), ==, expected);
  g_test_message ("%s: “%s” and the page's refresh took %.1f ms", id, expected,
                  (g_get_monotonic_time () - start) / 1000.0);
  g_assert_false (cas_table_equal (table (f), f->initial));

  /* The Table page's own share of opening a game: a fresh page shown a journal. */
  {
    g_autoptr(GtkWidget) fresh = g_object_ref_sink (g_object_new (CAS_TYPE_TABLE_VIEW, NULL));
    start = g_get_monotonic_time ();
    cas_table_view_set_journal (CAS_TABLE_VIEW (fresh), f->journal);
    g_test_message ("%s: a new Table page takes %.1f ms to show the game (widgets, without drawing)", id,
                    (g_get_monotonic_time () - start) / 1000.0);
    cas_table_view_set_journal (CAS_TABLE_VIEW (fresh), NULL);
  }

  /* The Table page's own share: a refresh of every widget on it. */
  start = g_get_monotonic_time ();
  int loops = g_getenv ("CAS_REFRESH_LOOPS") ? atoi (g_getenv ("CAS_REFRESH_LOOPS")) : 10;
  for (int i = 0; i < loops; i++)
    cas_table_view_refresh (f->view);
  g_test_message ("%s: one refresh of the Table page takes %.2f ms", id, (g_get_monotonic_time () - start) / 1000.0 / loops);

  check_autosave (f);
  undo_all (f);
  check_autosave (f);
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/table/no-display"))
    return g_test_run ();

#define ADD(path, scenario, func) \
  g_test_add ("/ui/table/" path, Fixture, scenario, fixture_setup, func, fixture_teardown)
  ADD ("mat-steppers", "pleskau", test_mat_steppers);
  ADD ("move", "pleskau", test_move);
  ADD ("muster", "pleskau", test_muster);
  ADD ("calendar", "pleskau", test_calendar);
  ADD ("markers", "pleskau", test_markers);
  ADD ("hidden-mats", "pleskau", test_hidden_mats);
  ADD ("sequence", "pleskau", test_sequence);
  ADD ("end-campaign", "pleskau", test_end_campaign);
  ADD ("disband-vassal", "pleskau", test_disband_vassal);
  ADD ("vassal-service", "pleskau", test_vassal_service);
  ADD ("narrow", "pleskau", test_narrow);
#undef ADD
  for (guint i = 0; i < G_N_ELEMENTS (scenario_ids); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/table/scenario/%s", scenario_ids[i]);
      g_test_add (path, Fixture, scenario_ids[i], fixture_setup, test_scenario, fixture_teardown);
    }

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
