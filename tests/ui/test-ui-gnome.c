/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-gnome.c: Preferences, Keyboard Shortcuts, About and Help through their actions;
 * preferences reach GSettings and take effect (style, new-game options, rulebooks); the
 * German catalogue shows in the window; light and dark screenshots of each window. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-cards-panel.h"
#include "cas-help-window.h"
#include "cas-preferences-window.h"
#include "cas-rules-view.h"
#include "cas-scenario-picker.h"
#include "cas-window.h"
#include "ui-test-util.h"

#define NEVSKY_HTML "000_2254073854d83c03.txt"

static gboolean have_display;
static char *rulebook_dir;

/* The one mapped widget of TYPE (popovers hold unmapped look-alikes). */
static GtkWidget *
find_mapped (GtkWidget *root, GType type)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  GtkWidget *result = NULL;
  find_all (root, type, found);
  for (guint i = 0; i < found->len; i++)
    if (gtk_widget_get_mapped (found->pdata[i]))
      {
        g_assert_null (result);
        result = found->pdata[i];
      }
  g_assert_nonnull (result);
  return result;
}

/* The window's page stack: the AdwViewStack with a "rules" page. */
static AdwViewStack *
game_stack (GtkWidget *window)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  find_all (window, ADW_TYPE_VIEW_STACK, found);
  for (guint i = 0; i < found->len; i++)
    if (adw_view_stack_get_child_by_name (found->pdata[i], "rules"))
      return found->pdata[i];
  g_error ("no page stack");
  return NULL;
}

static GSettings *
settings (void)
{
  GSettings *s = cas_application_get_settings (app);
  g_assert_nonnull (s);   /* GSETTINGS_SCHEMA_DIR points at the build's compiled schema */
  return s;
}

/* One game window for all the tests, as a user has: a window is set to a new game of
 * SCENARIO, or to the scenario picker (NULL). */
static GtkWidget *
game_window_new (const char *scenario)
{
  static GtkWidget *window;
  g_autoptr(CasJournal) journal = NULL;

  if (window == NULL)
    window = GTK_WIDGET (cas_window_new (GTK_APPLICATION (app)));
  if (scenario)
    journal = new_game (scenario, NULL);
  cas_window_set_journal (CAS_WINDOW (window), journal, NULL);
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (window);
  return window;
}

static GtkWidget *
need_display (void)
{
  if (!have_display)
    g_test_skip ("no display");
  return NULL;
}

/* ------------------------------------------------------------------------ */
/* Keyboard shortcuts: every accelerator is in the Shortcuts window and the reverse */

static void
test_accels (void)
{
  static const char *const expected[][2] = {
    { "app.new", "<Control>n" },
    { "app.open", "<Control>o" },
    { "app.quit", "<Control>q" },
    { "app.preferences", "<Control>comma" },
    { "app.help", "F1" },
    { "win.save", "<Control>s" },
    { "win.save-as", "<Shift><Control>s" },
    { "win.undo", "<Control>z" },
    { "win.redo", "<Shift><Control>z" },
    { "win.find", "<Control>f" },
    { "win.show-page::table", "<Alt>1" },
    { "win.show-page::rules", "<Alt>6" },
  };
  g_autoptr(GBytes) overlay = NULL;
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GStrv) actions = NULL;
  GtkWidget *window;

  if (!have_display)
    {
      need_display ();
      return;
    }
  window = game_window_new ("pleskau");
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), expected[i][0]);
      g_assert_nonnull (accels[0]);
      g_assert_cmpstr (accels[0], ==, expected[i][1]);
    }
  /* The window has the actions the accelerators name. */
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "save"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "find"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save"));

  /* Every row of the Shortcuts window shows an accelerator the app has... */
  overlay = g_resources_lookup_data ("/io/github/castellan/Castellan/cas-shortcuts-window.ui", 0, NULL);
  g_assert_nonnull (overlay);
  regex = g_regex_new ("<property name=\"(action-name|accelerator)\">([^<]+)</property>", 0, 0, NULL);
  g_regex_match (regex, g_bytes_get_data (overlay, NULL), 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *kind = g_match_info_fetch (match, 1);
      g_autofree char *value = g_match_info_fetch (match, 2);
      if (g_str_equal (kind, "action-name"))
        {
          g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), value);
          if (accels[0] == NULL)
            g_error ("the Shortcuts window lists %s, which has no accelerator", value);
          for (guint i = 0; accels[i]; i++)
            {
              guint key;
              GdkModifierType mods;
              g_assert_true (gtk_accelerator_parse (accels[i], &key, &mods));
              g_hash_table_add (listed, gtk_accelerator_name (key, mods));
            }
        }
      else
        {
          /* Written by hand (XML-escaped): normalise as GTK prints it. */
          g_autoptr(GString) unescaped = g_string_new (value);
          guint key;
          GdkModifierType mods;
          g_string_replace (unescaped, "&lt;", "<", 0);
          g_string_replace (unescaped, "&gt;", ">", 0);
          g_assert_true (gtk_accelerator_parse (unescaped->str, &key, &mods));
          g_hash_table_add (listed, gtk_accelerator_name (key, mods));
        }
      g_match_info_next (match, NULL);
    }
  /* ...and every accelerator of the app is listed. */
  actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  for (guint i = 0; actions[i]; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);
      for (guint j = 0; accels[j]; j++)
        {
          guint key;
          GdkModifierType mods;
          g_autofree char *name = NULL;
          g_assert_true (gtk_accelerator_parse (accels[j], &key, &mods));
          name = gtk_accelerator_name (key, mods);
          if (!g_hash_table_contains (listed, name))
            g_error ("%s (%s) is not in the Shortcuts window", accels[j], actions[i]);
        }
    }
  g_test_message ("%u accelerators listed", g_hash_table_size (listed));
}

/* The main menu (F10) is attached when first opened; opening it shows its items. */
static void
test_primary_menu (void)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkMenuButton *primary = NULL;
  GtkWidget *window;
  GtkPopover *popover;

  if (!have_display)
    {
      need_display ();
      return;
    }
  window = game_window_new ("pleskau");
  find_all (window, GTK_TYPE_MENU_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_menu_button_get_primary (g_ptr_array_index (buttons, i)))
      primary = g_ptr_array_index (buttons, i);
  g_assert_nonnull (primary);
  g_assert_null (gtk_menu_button_get_menu_model (primary));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (primary)));
  gtk_menu_button_popup (primary);
  g_assert_nonnull (gtk_menu_button_get_menu_model (primary));
  popover = gtk_menu_button_get_popover (primary);
  ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  g_assert_true (shows (GTK_WIDGET (popover), "Keyboard Shortcuts"));
  g_assert_true (shows (GTK_WIDGET (popover), "Preferences"));
  screenshots_with (window, GTK_WIDGET (popover), "gnome-primary-menu");
  gtk_menu_button_popdown (primary);
  /* Opening it again keeps the same menu. */
  gtk_menu_button_popup (primary);
  g_assert_true (gtk_menu_button_get_popover (primary) == popover);
  gtk_menu_button_popdown (primary);
}

/* A narrow window (at its narrowest): the pages' switcher moves from the header to a bar
 * at the bottom, which is made only then. */
static void
test_narrow (void)
{
  g_autoptr(GPtrArray) bars = g_ptr_array_new ();
  AdwViewSwitcherTitle *title;
  GtkWidget *window;

  if (!have_display)
    {
      need_display ();
      return;
    }
  window = game_window_new ("pleskau");
  title = ADW_VIEW_SWITCHER_TITLE (find_one (window, ADW_TYPE_VIEW_SWITCHER_TITLE));
  g_assert_false (adw_view_switcher_title_get_title_visible (title));
  find_all (window, ADW_TYPE_VIEW_SWITCHER_BAR, bars);
  g_assert_cmpuint (bars->len, ==, 0);

  gtk_window_set_default_size (GTK_WINDOW (window), 560, 800);
  ITERATE_UNTIL (adw_view_switcher_title_get_title_visible (title));
  find_all (window, ADW_TYPE_VIEW_SWITCHER_BAR, bars);
  g_assert_cmpuint (bars->len, ==, 1);
  g_assert_true (adw_view_switcher_bar_get_reveal (bars->pdata[0]));
  ITERATE_UNTIL (gtk_widget_get_mapped (bars->pdata[0]));
  wait_drawn (window);
  native_screenshots (window, "gnome-narrow");

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  ITERATE_UNTIL (!adw_view_switcher_title_get_title_visible (title));
  g_assert_false (adw_view_switcher_bar_get_reveal (bars->pdata[0]));
  wait_drawn (window);
}

static void
test_shortcuts_window (void)
{
  GtkWidget *window, *shortcuts;

  if (!have_display)
    {
      need_display ();
      return;
    }
  window = game_window_new ("pleskau");
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  ITERATE_UNTIL ((shortcuts = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW)) != NULL);
  wait_drawn (shortcuts);
  g_assert_true (has_label (shortcuts, "Save"));
  g_assert_true (has_label (shortcuts, "Plan & Cards"));
  g_assert_true (has_label (shortcuts, "Preferences"));
  native_screenshots (shortcuts, "gnome-shortcuts");
  gtk_window_close (GTK_WINDOW (shortcuts));
  ITERATE_UNTIL (!gtk_widget_get_visible (shortcuts));
  /* Built once (when first asked for), then shown again. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  ITERATE_UNTIL (gtk_widget_get_mapped (shortcuts));
  g_assert_true (find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW) == shortcuts);
  gtk_window_close (GTK_WINDOW (shortcuts));
}

/* ------------------------------------------------------------------------ */
/* About */

static void
test_about (void)
{
  GtkWidget *window, *about;

  if (!have_display)
    {
      need_display ();
      return;
    }
  window = game_window_new ("pleskau");
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  ITERATE_UNTIL ((about = find_toplevel (ADW_TYPE_ABOUT_WINDOW)) != NULL);
  wait_drawn (about);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==, "Castellan");
  g_assert_cmpstr (adw_about_window_get_application_icon (ADW_ABOUT_WINDOW (about)), ==, APP_ID);
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_developer_name (ADW_ABOUT_WINDOW (about)), ==, "The Castellan developers");
  g_assert_cmpint (adw_about_window_get_license_type (ADW_ABOUT_WINDOW (about)), ==, GTK_LICENSE_GPL_3_0);
  g_assert_true (g_str_has_prefix (adw_about_window_get_website (ADW_ABOUT_WINDOW (about)), "https://"));
  g_assert_true (g_str_has_prefix (adw_about_window_get_issue_url (ADW_ABOUT_WINDOW (about)), "https://"));
  g_assert_nonnull (strstr (adw_about_window_get_debug_info (ADW_ABOUT_WINDOW (about)), PACKAGE_VERSION));
  /* The icon comes from the app's resources even uninstalled. */
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gdk_display_get_default ()), APP_ID));
  native_screenshots (about, "gnome-about");
  /* The Legal page carries the disclaimer. */
  {
    g_assert_true (gtk_widget_activate_action (about, "about.subpage", "s", "legal"));
    ITERATE_UNTIL (has_label_containing (about, "GMT Games"));
    g_assert_true (has_label_containing (about, "ships no rules text"));
    native_screenshots (about, "gnome-about-legal");
  }
  gtk_window_destroy (GTK_WINDOW (about));
}

/* ------------------------------------------------------------------------ */
/* Help */

static void
test_help_markup (void)
{
  g_autofree char *a = cas_help_inline_markup ("Press **Undo** (`Ctrl`+`Z`) & *see* [4.6](rule:4.6) <now>");
  g_autofree char *b = cas_help_inline_markup ("an **unclosed bold");
  g_autofree char *c = cas_help_inline_markup ("2 * 3 = 6");

  g_assert_cmpstr (a, ==,
                   "Press <b>Undo</b> (<tt>Ctrl</tt>+<tt>Z</tt>) &amp; <i>see</i> <a href=\"rule:4.6\">4.6</a> &lt;now&gt;");
  g_assert_cmpstr (b, ==, "an <b>unclosed bold</b>");
  g_assert_cmpstr (c, ==, "2 * 3 = 6");
}

static void
test_help (void)
{
  static const char *const topics[] = { "Your First Game", "Mirroring a Turn", "Supply", "Battle", "Looking Up Rules" };
  GtkWidget *window, *help;
  g_auto(GStrv) headings = NULL;
  AdwViewStack *stack;
  gint64 start;

  if (!have_display)
    {
      need_display ();
      return;
    }
  window = game_window_new ("pleskau");
  /* F1 is app.help. */
  start = g_get_monotonic_time ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_test_message ("Help built and presented in %.0f ms", (g_get_monotonic_time () - start) / 1000.0);
  ITERATE_UNTIL ((help = find_toplevel (CAS_TYPE_HELP_WINDOW)) != NULL);
  gtk_window_set_default_size (GTK_WINDOW (help), 760, 720);
  wait_drawn (help);
  g_test_message ("Help drawn %.0f ms after F1", (g_get_monotonic_time () - start) / 1000.0);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (help)) == GTK_WINDOW (window));

  headings = cas_help_window_get_headings (CAS_HELP_WINDOW (help));
  g_assert_cmpstr (headings[0], ==, "Castellan User Guide");
  for (guint i = 0; i < G_N_ELEMENTS (topics); i++)
    {
      if (!g_strv_contains ((const char *const *) headings, topics[i]))
        g_error ("the guide has no “%s” section", topics[i]);
    }
  g_assert_true (has_label (help, "Castellan User Guide"));
  native_screenshots (help, "gnome-help");

  /* The contents menu scrolls to a section. */
  for (guint i = 0; headings[i]; i++)
    if (g_str_equal (headings[i], "Battle"))
      {
        GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (
          GTK_SCROLLED_WINDOW (find_mapped (help, GTK_TYPE_SCROLLED_WINDOW)));
        g_assert_true (gtk_widget_activate_action (help, "help.show-heading", "u", i));
        g_assert_cmpfloat (gtk_adjustment_get_value (adj), >, 100);
        wait_drawn (help);
        save_screenshot (help, NULL, "gnome-help-battle-light");
      }

  /* A rule link opens the section on the game window's Rules page. */
  stack = game_stack (window);
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    gboolean followed = FALSE;
    find_all (help, GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len && !followed; i++)
      if (strstr (gtk_label_get_label (labels->pdata[i]), "href=\"rule:4.6\""))
        {
          gboolean handled = FALSE;
          g_signal_emit_by_name (labels->pdata[i], "activate-link", "rule:4.6", &handled);
          g_assert_true (handled);
          followed = TRUE;
        }
    g_assert_true (followed);
  }
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "rules");

  /* One Help window: F1 again presents the same one. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_assert_true (find_toplevel (CAS_TYPE_HELP_WINDOW) == help);
  gtk_window_destroy (GTK_WINDOW (help));
}

/* ------------------------------------------------------------------------ */
/* Preferences */

static CasPreferencesWindow *
open_preferences (void)
{
  GtkWidget *prefs;
  gint64 start = g_get_monotonic_time ();

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_test_message ("Preferences built and presented in %.0f ms", (g_get_monotonic_time () - start) / 1000.0);
  ITERATE_UNTIL ((prefs = find_toplevel (CAS_TYPE_PREFERENCES_WINDOW)) != NULL);
  wait_drawn (prefs);
  g_test_message ("Preferences drawn %.0f ms after Ctrl+,", (g_get_monotonic_time () - start) / 1000.0);
  ITERATE_UNTIL (cas_preferences_window_get_n_pending (CAS_PREFERENCES_WINDOW (prefs)) == 0);
  g_test_message ("rulebooks listed %.0f ms after Ctrl+,", (g_get_monotonic_time () - start) / 1000.0);
  return CAS_PREFERENCES_WINDOW (prefs);
}

/* The GtkSwitch of the row titled TITLE. */
static GtkWidget *
row_switch (GtkWidget *prefs, const char *title)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  find_all (prefs, ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      const char *t = adw_preferences_row_get_title (rows->pdata[i]);
      g_autofree char *plain = NULL;
      g_assert_true (pango_parse_markup (t, -1, '_', NULL, &plain, NULL, NULL));
      if (g_str_equal (plain, title))
        return find_one (rows->pdata[i], GTK_TYPE_SWITCH);
    }
  g_error ("no row “%s”", title);
  return NULL;
}

static void
test_preferences (void)
{
  GSettings *s;
  GtkWidget *window, *prefs, *picker, *sw;
  AdwComboRow *style;
  CasJournal *journal;
  const CasTable *t;

  if (!have_display)
    {
      need_display ();
      return;
    }
  s = settings ();
  g_settings_reset (s, "hidden-mats");
  g_settings_reset (s, "vassal-service");
  g_settings_reset (s, "color-scheme");
  window = game_window_new (NULL);
  prefs = GTK_WIDGET (open_preferences ());
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (prefs)) == GTK_WINDOW (window));
  g_assert_true (has_label (prefs, "New Games"));
  g_assert_true (has_label (prefs, "Hidden Mats"));
  native_screenshots (prefs, "gnome-preferences");

  /* A switch writes its key (GtkSwitch toggles at the end of its animation). */
  sw = row_switch (prefs, "Hidden Mats");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  gtk_widget_activate (sw);
  ITERATE_UNTIL (gtk_switch_get_active (GTK_SWITCH (sw)));
  g_assert_true (g_settings_get_boolean (s, "hidden-mats"));
  gtk_widget_activate (row_switch (prefs, "Advanced Vassal Service"));
  ITERATE_UNTIL (g_settings_get_boolean (s, "vassal-service"));
  gtk_widget_activate (row_switch (prefs, "Roll Real Dice"));
  ITERATE_UNTIL (g_settings_get_boolean (s, "physical-dice"));
  gtk_widget_activate (row_switch (prefs, "Roll Real Dice"));
  ITERATE_UNTIL (!g_settings_get_boolean (s, "physical-dice"));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (row_switch (prefs, "Show Odds"))));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (row_switch (prefs, "Animate Dice"))));
  /* And the key moves the switch. */
  g_settings_set_boolean (s, "show-odds", FALSE);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (row_switch (prefs, "Show Odds"))));
  g_settings_reset (s, "show-odds");

  /* The style: the key, then the whole app turns dark. */
  style = ADW_COMBO_ROW (find_one (prefs, ADW_TYPE_COMBO_ROW));
  g_assert_cmpuint (adw_combo_row_get_selected (style), ==, 0);
  adw_combo_row_set_selected (style, 2);
  g_assert_cmpstr (g_settings_get_string (s, "color-scheme"), ==, "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (adw_style_manager_get_default ()));
  wait_drawn (prefs);
  save_screenshot (prefs, NULL, "gnome-preferences-style-dark");
  adw_combo_row_set_selected (style, 1);
  g_assert_cmpstr (g_settings_get_string (s, "color-scheme"), ==, "light");
  g_assert_false (adw_style_manager_get_dark (adw_style_manager_get_default ()));
  /* And the other way round: the key moves the row. */
  g_settings_set_string (s, "color-scheme", "default");
  g_assert_cmpuint (adw_combo_row_get_selected (style), ==, 0);
  gtk_window_close (GTK_WINDOW (prefs));
  ITERATE_UNTIL (find_toplevel (CAS_TYPE_PREFERENCES_WINDOW) == NULL);

  /* A new game starts with the options turned on, as its first actions. */
  picker = find_one (window, CAS_TYPE_SCENARIO_PICKER);
  cas_scenario_picker_choose (CAS_SCENARIO_PICKER (picker), 0);
  journal = cas_window_get_journal (CAS_WINDOW (window));
  g_assert_nonnull (journal);
  t = cas_journal_get_table (journal);
  g_assert_cmpuint (cas_journal_get_n_entries (journal), ==, 2);
  g_assert_cmpstr (cas_journal_get_text (journal, 0), ==, "option hidden_mats yes");
  g_assert_cmpstr (cas_journal_get_text (journal, 1), ==, "option vassal_service yes");
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_OPT_HIDDEN_MATS), ==, 1);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_OPT_VASSAL_SERVICE), ==, 1);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_OPT_NO_HORSEBACK_ARCHERY), ==, 0);
  /* Undoable like any action. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_OPT_VASSAL_SERVICE), ==, 0);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_OPT_HIDDEN_MATS), ==, 1);

  /* With the options off, a new game has an empty journal. */
  g_settings_reset (s, "hidden-mats");
  g_settings_reset (s, "vassal-service");
  {
    g_auto(GStrv) none = cas_application_new_game_actions (app);
    g_assert_null (none);
  }
}

static void
rulebook_changed_cb (CasApplication *application, const char *game_id, guint *n)
{
  g_assert_cmpstr (game_id, ==, "nevsky");
  (*n)++;
}

static void
test_rulebooks (void)
{
  g_autofree char *fixture = fixture_path (NEVSKY_HTML);
  g_autofree char *db = cas_rulebook_get_db_path ("nevsky", NULL, NULL);
  g_auto(GStrv) sources = NULL;
  GtkWidget *prefs, *remove;
  AdwMessageDialog *dialog;
  g_autoptr(GFile) file = NULL;
  gint64 start;
  guint changed = 0;
  gulong handler;

  if (!have_display)
    {
      need_display ();
      return;
    }
  g_assert_true (g_str_has_prefix (db, rulebook_dir));
  g_unlink (db);
  game_window_new ("pleskau");
  prefs = GTK_WIDGET (open_preferences ());
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (prefs), "rules");
  wait_drawn (prefs);
  g_assert_true (has_label (prefs, "Nevsky"));
  g_assert_true (has_label (prefs, "Rus")); /* every registered game, named as the registry names it */
  g_assert_true (has_label_containing (prefs, "Not imported"));
  g_assert_null (find_named (prefs, "remove-rulebook"));
  native_screenshots (prefs, "gnome-rulebooks-none");

  if (!g_file_test (fixture, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("the rulebook fixture is absent (../shared/seeds)");
      gtk_window_destroy (GTK_WINDOW (prefs));
          return;
    }

  handler = g_signal_connect (app, "rulebook-changed", G_CALLBACK (rulebook_changed_cb), &changed);

  /* Import (what the file chooser's answer does), in a thread. */
  file = g_file_new_for_path (fixture);
  start = g_get_monotonic_time ();
  cas_preferences_window_import (CAS_PREFERENCES_WINDOW (prefs), "nevsky", file);
  g_assert_cmpuint (cas_preferences_window_get_n_pending (CAS_PREFERENCES_WINDOW (prefs)), >, 0);
  g_assert_true (has_label (prefs, "Importing…") || !gtk_widget_get_mapped (prefs));
  ITERATE_UNTIL (cas_preferences_window_get_n_pending (CAS_PREFERENCES_WINDOW (prefs)) == 0);
  g_test_message ("import and listing took %.0f ms", (g_get_monotonic_time () - start) / 1000.0);
  g_assert_true (g_file_test (db, G_FILE_TEST_IS_REGULAR));
  g_assert_true (has_label_containing (prefs, " sections, imported "));
  g_assert_true (has_label_containing (prefs, NEVSKY_HTML));
  g_assert_cmpuint (changed, ==, 1);   /* the Rules pages are told */
  sources = g_settings_get_strv (settings (), "rulebooks");
  g_assert_cmpuint (g_strv_length (sources), ==, 1);
  g_assert_true (g_str_has_prefix (sources[0], "nevsky:"));
  g_assert_true (g_str_has_suffix (sources[0], NEVSKY_HTML));
  wait_drawn (prefs);
  native_screenshots (prefs, "gnome-rulebooks-imported");

  /* A file that is no rulebook: an error, and the import before it stays. */
  {
    g_autofree char *bad_path = g_build_filename (rulebook_dir, "not-a-rulebook.txt", NULL);
    g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
    GtkWidget *error_dialog;
    g_assert_true (g_file_set_contents (bad_path, "no numbered sections here\n", -1, NULL));
    cas_preferences_window_import (CAS_PREFERENCES_WINDOW (prefs), "nevsky", bad);
    ITERATE_UNTIL (cas_preferences_window_get_n_pending (CAS_PREFERENCES_WINDOW (prefs)) == 0);
    ITERATE_UNTIL ((error_dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL);
    g_assert_true (g_file_test (db, G_FILE_TEST_IS_REGULAR));
    g_assert_true (g_str_has_prefix (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (error_dialog)),
                                     "Could Not Import the Rulebook of Nevsky"));
    /* adw_message_dialog_response() answers as a button would but leaves the dialog. */
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (error_dialog), "close");
    gtk_window_destroy (GTK_WINDOW (error_dialog));
    g_unlink (bad_path);
  }

  /* Remove, through the row's button and the confirmation. */
  remove = find_named (prefs, "remove-rulebook");
  g_assert_nonnull (remove);
  gtk_widget_activate (remove);
  ITERATE_UNTIL ((dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG))) != NULL);
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_heading (dialog), "Remove the Rulebook of Nevsky"));
  adw_message_dialog_response (dialog, "remove");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ITERATE_UNTIL (cas_preferences_window_get_n_pending (CAS_PREFERENCES_WINDOW (prefs)) == 0);
  g_assert_false (g_file_test (db, G_FILE_TEST_EXISTS));
  g_assert_true (has_label_containing (prefs, "Not imported"));
  g_assert_cmpuint (changed, ==, 2);
  g_signal_handler_disconnect (app, handler);
  g_clear_pointer (&sources, g_strfreev);
  sources = g_settings_get_strv (settings (), "rulebooks");
  g_assert_cmpuint (g_strv_length (sources), ==, 0);

  gtk_window_destroy (GTK_WINDOW (prefs));
}

/* ------------------------------------------------------------------------ */
/* Save and Find */

static void
test_save_and_find (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "gnome-save.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *window, *focus;
  AdwViewStack *stack;

  if (!have_display)
    {
      need_display ();
      return;
    }
  window = game_window_new ("pleskau");
  cas_window_set_journal (CAS_WINDOW (window), cas_window_get_journal (CAS_WINDOW (window)), file);
  g_assert_true (cas_journal_do (cas_window_get_journal (CAS_WINDOW (window)), "moved hermann yes", NULL));
  /* A game with a file: Save says where every change goes. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "save", NULL);
  ITERATE_UNTIL (has_label_containing (window, "Every change is saved to “gnome-save.json”"));
  ITERATE_UNTIL (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  /* Find from the Table page goes to the Rules page's search. */
  stack = game_stack (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("table"));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "table");
  g_action_group_activate_action (G_ACTION_GROUP (window), "find", NULL);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "rules");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  if (focus && gtk_widget_get_ancestor (focus, GTK_TYPE_SEARCH_ENTRY))
    g_test_message ("Ctrl+F focused the Rules search");
  else
    g_test_message ("the Rules page has no search entry to focus yet");

  /* Alt+6 and friends are win.show-page. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("map"));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "map");
  g_unlink (path);
}

/* ------------------------------------------------------------------------ */
/* German: LANGUAGE=de shows po/de.po's strings (skipped until de.po exists) */

/* Candidates the picker window shows, in order of preference. */
static const char *const german_msgids[] = { "New Game", "Scenarios", "Continue the Autosaved Game", "Main Menu", "_Open" };

static char *
po_unquote (const char *line)
{
  const char *start = strchr (line, '"');
  const char *end = strrchr (line, '"');
  g_autofree char *inner = NULL;
  if (start == NULL || end == start)
    return g_strdup ("");
  inner = g_strndup (start + 1, end - start - 1);
  return g_strcompress (inner);
}

/* msgid -> msgstr of po/de.po: translated, not fuzzy, no context, singular. */
static GHashTable *
read_po (const char *path)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GHashTable *table;
  g_autoptr(GString) id = g_string_new (NULL);
  g_autoptr(GString) str = g_string_new (NULL);
  enum { NONE, ID, STR, OTHER } state = NONE;
  gboolean fuzzy = FALSE, context = FALSE;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return NULL;
  table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0;; i++)
    {
      const char *l = lines[i] ? lines[i] : "";
      gboolean entry_end = lines[i] == NULL || l[0] == '\0' || g_str_has_prefix (l, "#") ||
                           (g_str_has_prefix (l, "msgid ") && state == STR) ||
                           (g_str_has_prefix (l, "msgctxt ") && state == STR);
      if (entry_end && state == STR)
        {
          if (!fuzzy && !context && id->len > 0 && str->len > 0)
            g_hash_table_insert (table, g_strdup (id->str), g_strdup (str->str));
          g_string_truncate (id, 0);
          g_string_truncate (str, 0);
          fuzzy = context = FALSE;
          state = NONE;
        }
      if (lines[i] == NULL)
        break;
      if (g_str_has_prefix (l, "#,") && strstr (l, "fuzzy"))
        fuzzy = TRUE;
      else if (g_str_has_prefix (l, "msgctxt "))
        context = TRUE, state = OTHER;
      else if (g_str_has_prefix (l, "msgid_plural "))
        state = OTHER, context = TRUE;   /* plural entries are not used here */
      else if (g_str_has_prefix (l, "msgid "))
        {
          g_autofree char *s = po_unquote (l + 6);
          g_string_assign (id, s);
          state = ID;
        }
      else if (g_str_has_prefix (l, "msgstr "))
        {
          g_autofree char *s = po_unquote (l + 7);
          g_string_assign (str, s);
          state = STR;
        }
      else if (l[0] == '"')
        {
          g_autofree char *s = po_unquote (l);
          if (state == ID)
            g_string_append (id, s);
          else if (state == STR)
            g_string_append (str, s);
        }
    }
  return table;
}

/* The reader of po/de.po, on a catalogue of our own. */
static void
test_po_reader (void)
{
  static const char po[] =
    "# German\n"
    "msgid \"\"\n"
    "msgstr \"\"\n"
    "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    "\n"
    "#: src/app/cas-window.c:1\n"
    "msgid \"New Game\"\n"
    "msgstr \"Neues Spiel\"\n"
    "\n"
    "#, fuzzy\n"
    "msgid \"Scenarios\"\n"
    "msgstr \"Szenarien\"\n"
    "\n"
    "msgctxt \"shortcut window\"\n"
    "msgid \"Undo\"\n"
    "msgstr \"Rückgängig\"\n"
    "\n"
    "msgid \"\"\n"
    "\"Continue the \"\n"
    "\"Autosaved Game\"\n"
    "msgstr \"\"\n"
    "\"Das automatisch \\\"gespeicherte\\\" \"\n"
    "\"Spiel fortsetzen\"\n"
    "\n"
    "msgid \"Main Menu\"\n"
    "msgstr \"\"\n";
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "test.po", NULL);
  g_autoptr(GHashTable) table = NULL;

  g_assert_true (g_file_set_contents (path, po, -1, NULL));
  table = read_po (path);
  g_assert_nonnull (table);
  g_assert_cmpstr (g_hash_table_lookup (table, "New Game"), ==, "Neues Spiel");
  g_assert_null (g_hash_table_lookup (table, "Scenarios"));   /* fuzzy */
  g_assert_null (g_hash_table_lookup (table, "Undo"));        /* another context */
  g_assert_null (g_hash_table_lookup (table, "Main Menu"));   /* untranslated */
  g_assert_cmpstr (g_hash_table_lookup (table, "Continue the Autosaved Game"), ==,
                   "Das automatisch \"gespeicherte\" Spiel fortsetzen");
  g_unlink (path);
}

static void
collect_texts (GtkWidget *widget, GPtrArray *out)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      g_ptr_array_add (out, g_strdup (gtk_label_get_label (GTK_LABEL (widget))));
      g_ptr_array_add (out, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
    }
  if (ADW_IS_VIEW_SWITCHER_TITLE (widget))
    {
      g_ptr_array_add (out, g_strdup (adw_view_switcher_title_get_title (ADW_VIEW_SWITCHER_TITLE (widget))));
      g_ptr_array_add (out, g_strdup (adw_view_switcher_title_get_subtitle (ADW_VIEW_SWITCHER_TITLE (widget))));
    }
  if (ADW_IS_PREFERENCES_ROW (widget))
    g_ptr_array_add (out, g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget))));
  if (tip)
    g_ptr_array_add (out, g_strdup (tip));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_texts (c, out);
}

static gboolean
texts_have (GPtrArray *texts, const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_strcmp0 (texts->pdata[i], text) == 0)
      return TRUE;
  return FALSE;
}

/* The game data's prose in German (po/data-strings.c, cas_game_text ()): the picker's
 * summary of the first scenario (already in `picker`), then a Capability's summary on
 * the Plan & Cards page of Pleskau Quickstart, whose set-up puts Capabilities in play,
 * then a rule section's title and summary on the Rules page. Screenshots of the three.
 * TRUE when all are German and shown. */
static gboolean
german_data_shown (GtkWidget *window, GPtrArray *picker)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load_builtin ("nevsky", &error);
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  const char *summary, *german;
  const CasTable *t;
  const CasRuleSection *section;
  GtkWidget *cards, *rules;
  int card = -1;

  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  summary = cas_game_get_scenario (game, 0)->summary;
  german = cas_game_text (summary);
  if (g_str_equal (german, summary) || !texts_have (picker, german))
    {
      g_printerr ("the picker does not show the German summary of %s: “%s”\n", cas_game_get_scenario (game, 0)->id,
                  german);
      return FALSE;
    }
  g_print ("found “%s”\n", german);
  screenshots (window, "gnome-german-picker");

  journal = new_game ("pleskau_quickstart", NULL);
  t = cas_journal_get_table (journal);
  cas_window_set_journal (CAS_WINDOW (window), journal, NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("plan"));
  wait_drawn (window);
  cards = find_one (cas_window_get_page (CAS_WINDOW (window), "plan"), CAS_TYPE_CARDS_PANEL);
  for (int c = 0; c < (int) cas_game_get_n_cards (game) && card < 0; c++)
    if (CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_CAPABILITY || CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD)
      card = c;
  if (card < 0)
    {
      g_printerr ("Pleskau Quickstart has no Capability in play\n");
      return FALSE;
    }
  summary = cas_game_get_card (game, card)->cap_summary;
  german = cas_game_text (summary);
  collect_texts (cards, texts);
  if (g_str_equal (german, summary) || !texts_have (texts, german))
    {
      g_printerr ("the cards panel does not show the German summary of %s: “%s”\n", cas_game_get_card (game, card)->id,
                  german);
      return FALSE;
    }
  g_print ("found “%s”\n", german);
  screenshots (window, "gnome-german-plan");

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("rules"));
  rules = cas_window_get_page (CAS_WINDOW (window), "rules");
  ITERATE_UNTIL (cas_rules_view_get_rulebook (CAS_RULES_VIEW (rules)) != NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-rule", g_variant_new_string ("4.3.2"));
  wait_drawn (window);
  section = cas_rulebook_find_section (cas_rules_view_get_rulebook (CAS_RULES_VIEW (rules)), "4.3.2");
  for (guint i = 0; i < 2; i++)
    {
      summary = i == 0 ? section->title : section->summary;
      german = cas_game_text (summary);
      if (g_str_equal (german, summary) || !has_label (rules, german))
        {
          g_printerr ("the Rules page does not show the German text of 4.3.2: “%s”\n", german);
          return FALSE;
        }
      g_print ("found “%s”\n", german);
    }
  screenshots (window, "gnome-german-rules");
  return TRUE;
}

/* The child: the real window under LANGUAGE=de; exit 0 when `expected` is shown, and the
 * game data's prose is German too. */
static int
german_child (const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *window;
  gboolean found = FALSE;

  cas_application_init_i18n ();
  if (!gtk_init_check ())
    return 77;
  app = cas_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    return 1;
  have_display = TRUE;
  drop_solid_frame ();
  /* Started with no variable pointing at the build folder, as a user starts it from
   * there: the schema is found all the same, so Preferences work. */
  if (cas_application_get_settings (app) == NULL)
    {
      g_printerr ("no settings: the build folder's compiled schema was not found\n");
      return 1;
    }
  window = game_window_new (NULL);
  collect_texts (window, texts);
  g_ptr_array_add (texts, g_strdup (gtk_window_get_title (GTK_WINDOW (window))));
  for (guint i = 0; i < texts->len && !found; i++)
    found = g_strcmp0 (texts->pdata[i], expected) == 0;
  if (!found)
    {
      for (guint i = 0; i < texts->len; i++)
        if (texts->pdata[i] && *(char *) texts->pdata[i])
          g_printerr ("shown: %s\n", (char *) texts->pdata[i]);
    }
  g_print ("%s “%s”\n", found ? "found" : "did not find", expected);
  return found && german_data_shown (window, texts) ? 0 : 1;
}

static void
test_german (void)
{
  g_autofree char *source_root = g_path_get_dirname (CAS_SOURCE_DATA_DIR);
  g_autofree char *po = g_build_filename (source_root, "po", "de.po", NULL);
  g_autofree char *localedir = g_build_filename (CAS_BUILD_ROOT, "po", NULL);
  g_autofree char *mo = NULL;
  g_autoptr(GHashTable) catalogue = NULL;
  const char *msgid = NULL, *msgstr = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) env = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "/proc/self/exe", NULL };
  int status = 0;

  if (!have_display)
    {
      need_display ();
      return;
    }
  if (!g_file_test (po, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("po/de.po does not exist yet");
      return;
    }
  mo = g_build_filename (localedir, "de", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  if (!g_file_test (mo, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *msg = g_strdup_printf ("%s was not built: is “de” in po/LINGUAS?", mo);
      g_test_skip (msg);
      return;
    }
  catalogue = read_po (po);
  g_assert_nonnull (catalogue);
  for (guint i = 0; i < G_N_ELEMENTS (german_msgids) && msgid == NULL; i++)
    {
      const char *s = g_hash_table_lookup (catalogue, german_msgids[i]);
      if (s && !g_str_equal (s, german_msgids[i]))
        msgid = german_msgids[i], msgstr = s;
    }
  if (msgid == NULL)
    {
      g_test_skip ("po/de.po translates none of the picker’s strings yet");
      return;
    }
  g_test_message ("expecting “%s” for “%s”", msgstr, msgid);

  /* A fresh process, for the locale is read once at start; started as a user starts
   * Castellan from its build folder (issue "Installed like a GNOME app"): no variable
   * points it at the catalogues, the schema or the data (cas-paths.c finds them). */
  env = g_get_environ ();
  env = g_environ_unsetenv (env, "CASTELLAN_LOCALEDIR");
  env = g_environ_unsetenv (env, "GSETTINGS_SCHEMA_DIR");
  env = g_environ_unsetenv (env, "CASTELLAN_DATA_DIR");
  env = g_environ_setenv (env, "LANGUAGE", "de", TRUE);
  env = g_environ_setenv (env, "LC_ALL", "C.UTF-8", TRUE);   /* gettext ignores LANGUAGE in the C locale */
  env = g_environ_setenv (env, "CASTELLAN_TEST_GERMAN", msgstr, TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  g_test_message ("child: %s%s", out, err);
  if (WIFEXITED (status) && WEXITSTATUS (status) == 77)
    {
      g_test_skip ("the child had no display");
      return;
    }
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  iterate_seconds = 20;
  if (g_getenv ("CASTELLAN_TEST_GERMAN"))
    return german_child (g_getenv ("CASTELLAN_TEST_GERMAN"));

  /* Imports go to a folder of this test, not the user's (nor the Rules page tests'). */
  data_home = g_strdup (g_get_user_data_dir ());
  rulebook_dir = g_build_filename (data_home, "gnome-rulebooks", NULL);
  g_setenv ("CASTELLAN_RULEBOOK_DIR", rulebook_dir, TRUE);
  g_mkdir_with_parents (rulebook_dir, 0700);

  g_test_init (&argc, &argv, NULL);
  cas_application_init_i18n ();
  have_display = gtk_init_check ();
  if (have_display)
    {
      app_start ();
      drop_solid_frame ();
      g_settings_reset (settings (), "rulebooks");
    }

  g_test_add_func ("/gnome/help-markup", test_help_markup);
  g_test_add_func ("/gnome/accels", test_accels);
  g_test_add_func ("/gnome/primary-menu", test_primary_menu);
  g_test_add_func ("/gnome/narrow", test_narrow);
  g_test_add_func ("/gnome/shortcuts", test_shortcuts_window);
  g_test_add_func ("/gnome/about", test_about);
  g_test_add_func ("/gnome/help", test_help);
  g_test_add_func ("/gnome/preferences", test_preferences);
  g_test_add_func ("/gnome/rulebooks", test_rulebooks);
  g_test_add_func ("/gnome/save-and-find", test_save_and_find);
  g_test_add_func ("/gnome/po-reader", test_po_reader);
  g_test_add_func ("/gnome/german", test_german);

  status = g_test_run ();
  g_clear_object (&app);
  g_free (rulebook_dir);
  return status;
}
