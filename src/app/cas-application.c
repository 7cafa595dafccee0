/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-application.c: the AdwApplication: app-wide actions, accelerators, windows. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "cas-app-util.h"
#include "cas-application.h"
#include "cas-game-ui.h"
#include "cas-help-window.h"
#include "cas-page.h"
#include "cas-preferences-window.h"
#include "cas-scenario-picker.h"
#include "cas-window.h"
#include "cas-paths.h"

#define WEBSITE "https://github.com/castellan/castellan"
#define ISSUE_URL "https://github.com/castellan/castellan/issues"

struct _CasApplication
{
  AdwApplication parent_instance;
  GSettings *settings;   /* NULL when the schema is not installed (an uninstalled build) */
  guint new_game_signal;
  gulong new_game_hook;
  GtkWindow *preferences;   /* weak: one Preferences window for the app */
  GtkWindow *help;          /* weak: one Help window for the app */
};

G_DEFINE_FINAL_TYPE (CasApplication, cas_application, ADW_TYPE_APPLICATION)

enum { RULEBOOK_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

CasApplication *
cas_application_new (void)
{
  return g_object_new (CAS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/castellan/Castellan",
                       NULL);
}

void
cas_application_init_i18n (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, cas_paths_localedir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/* The app's preferences, or NULL: run from the build folder without
 * GSETTINGS_SCHEMA_DIR, Castellan works with its defaults rather than abort. */
GSettings *
cas_application_get_settings (CasApplication *self)
{
  g_return_val_if_fail (CAS_IS_APPLICATION (self), NULL);
  return self->settings;
}

/* An older compiled schema may lack a key the code knows; asking for it would abort. */
gboolean
cas_application_settings_have (GSettings *settings, const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  if (settings == NULL)
    return FALSE;
  g_object_get (settings, "settings-schema", &schema, NULL);
  return g_settings_schema_has_key (schema, key);
}

static void
color_scheme_changed_cb (CasApplication *self)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      (AdwColorScheme) g_settings_get_enum (self->settings, "color-scheme"));
}

/* Castellan's schema: from GSETTINGS_SCHEMA_DIR or the XDG data folders as usual, else
 * from the folder this binary belongs with (the build folder's compiled schema when run
 * from there, the install prefix's otherwise: cas-paths.c), so Preferences work however
 * Castellan was started. */
GSettingsSchema *
cas_application_lookup_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  GSettingsSchema *schema = NULL;
  g_autoptr(GSettingsSchemaSource) own = NULL;

  if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL && cas_paths_uninstalled ())
    source = NULL;   /* the build folder's schema wins over an installed copy's */
  if (source)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      own = g_settings_schema_source_new_from_directory (cas_paths_schema_dir (),
                                                         g_settings_schema_source_get_default (), FALSE, NULL);
      if (own)
        schema = g_settings_schema_source_lookup (own, APP_ID, FALSE);
    }
  return schema;
}

static void
load_settings (CasApplication *self)
{
  g_autoptr(GSettingsSchema) schema = cas_application_lookup_schema ();

  if (schema == NULL)
    return;
  self->settings = g_settings_new_full (schema, NULL, NULL);
  if (cas_application_settings_have (self->settings, "color-scheme"))
    {
      g_signal_connect_swapped (self->settings, "changed::color-scheme", G_CALLBACK (color_scheme_changed_cb), self);
      color_scheme_changed_cb (self);
    }
}

void
cas_application_rulebook_changed (CasApplication *self, const char *game_id)
{
  g_return_if_fail (CAS_IS_APPLICATION (self));
  g_return_if_fail (game_id != NULL);
  g_signal_emit (self, signals[RULEBOOK_CHANGED], 0, game_id);
}

/* New games and their optional rules. */

GStrv
cas_application_new_game_actions (CasApplication *self)
{
  /* GSettings key, action option: the preferences are only the defaults a new game starts
   * with; the game itself keeps them as journal actions, so they are saved, logged and
   * undoable like any other change. */
  static const char *const options[][2] = {
    { "hidden-mats", "hidden_mats" },
    { "vassal-service", "vassal_service" },
    { "no-horseback-archery", "no_horseback_archery" },
  };
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  gboolean any = FALSE;

  g_return_val_if_fail (CAS_IS_APPLICATION (self), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (cas_application_settings_have (self->settings, options[i][0]) &&
        g_settings_get_boolean (self->settings, options[i][0]))
      {
        g_autofree char *text = g_strdup_printf ("option %s yes", options[i][1]);
        g_strv_builder_add (builder, text);
        any = TRUE;
      }
  return any ? g_strv_builder_end (builder) : NULL;
}

/* The scenario picker sets up a game and emits CasScenarioPicker::journal-created; the
 * window's handler then shows it. This hook runs before any handler, so the options are
 * the new game's first actions, before the window autosaves it. A hook keeps the
 * preference-reading here rather than in the picker or the window. */
static gboolean
new_game_hook (GSignalInvocationHint *hint, guint n_params, const GValue *params, gpointer user_data)
{
  CasApplication *self = user_data;
  CasJournal *journal = n_params >= 2 ? g_value_get_object (&params[1]) : NULL;
  g_auto(GStrv) actions = NULL;
  g_autoptr(GError) error = NULL;

  if (!CAS_IS_JOURNAL (journal) || cas_journal_get_n_entries (journal) > 0)
    return TRUE;
  actions = cas_application_new_game_actions (self);
  if (actions && !cas_journal_do_many (journal, (const char *const *) actions, &error))
    g_warning ("Could not turn on the optional rules of a new game: %s", error->message);
  return TRUE;
}

static void
watch_new_games (CasApplication *self)
{
  /* g_signal_lookup needs the class, which exists once a picker was made; make sure. */
  g_type_class_unref (g_type_class_ref (CAS_TYPE_SCENARIO_PICKER));
  self->new_game_signal = g_signal_lookup ("journal-created", CAS_TYPE_SCENARIO_PICKER);
  if (self->new_game_signal != 0)
    self->new_game_hook = g_signal_add_emission_hook (self->new_game_signal, 0, new_game_hook, self, NULL);
}

/* Windows and their actions. */

/* The game window in front, or NULL. A Preferences or Help window may be the active one:
 * then the game window behind it (the list is in most recently focused order). */
static GtkWindow *
game_window (CasApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    if (CAS_IS_WINDOW (l->data))
      return GTK_WINDOW (l->data);
  return NULL;
}

static CasWindow *
active_window (CasApplication *self)
{
  GtkWindow *window = game_window (self);
  return window ? CAS_WINDOW (window) : cas_window_new (GTK_APPLICATION (self));
}

/* The "last-game" setting (written by cas-window.c): started without a file and without a
 * window, the app reopens the game that was open last, if its file is still there. */
static gboolean
reopen_last_game (CasApplication *self)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  if (!cas_application_settings_have (self->settings, "last-game"))
    return FALSE;
  path = g_settings_get_string (self->settings, "last-game");
  if (path[0] == '\0' || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  file = g_file_new_for_path (path);
  cas_window_open_file_and_present (cas_window_new (GTK_APPLICATION (self)), file);
  return TRUE;
}

static void
cas_application_activate (GApplication *app)
{
  if (game_window (CAS_APPLICATION (app)) == NULL && reopen_last_game (CAS_APPLICATION (app)))
    return;
  gtk_window_present (GTK_WINDOW (active_window (CAS_APPLICATION (app))));
}

/* `castellan FILE...`: each save in its own window. A window that still shows the
 * scenario picker is reused rather than left empty beside the game. */
static void
cas_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
      CasWindow *win;
      if (CAS_IS_WINDOW (window) && cas_window_get_journal (CAS_WINDOW (window)) == NULL)
        win = CAS_WINDOW (window);
      else
        win = cas_window_new (GTK_APPLICATION (app));
      cas_window_open_file_and_present (win, files[i]);
    }
}

/* win.save (Ctrl+S). The window writes every change to its file as it happens, so a game
 * that has a file is always saved; Save then only says so. A game that lives in the
 * autosave has no file yet, and Save asks for one (Save As). */
static void
window_save_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *win = user_data;
  GFile *file = cas_window_get_file (win);
  GtkWidget *content;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (cas_window_get_journal (win) == NULL)
    return;
  if (file == NULL)
    {
      g_action_group_activate_action (G_ACTION_GROUP (win), "save-as", NULL);
      return;
    }
  name = g_file_get_basename (file);
  text = g_strdup_printf (_("Every change is saved to “%s” as you make it"), name);
  content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (win));
  if (ADW_IS_TOAST_OVERLAY (content))
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (content), cas_app_toast_new (text));
}

static AdwViewStack *
find_game_stack (GtkWidget *widget) /* NOLINT(misc-no-recursion): a widget tree is a few dozen levels deep */
{
  if (ADW_IS_VIEW_STACK (widget) && adw_view_stack_get_child_by_name (ADW_VIEW_STACK (widget), "rules") != NULL)
    return ADW_VIEW_STACK (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      AdwViewStack *found = find_game_stack (c);
      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_search_entry (GtkWidget *widget) /* NOLINT(misc-no-recursion): a widget tree is a few dozen levels deep */
{
  if (GTK_IS_SEARCH_ENTRY (widget) && gtk_widget_is_drawable (widget) && gtk_widget_is_sensitive (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_search_entry (c);
      if (found)
        return found;
    }
  return NULL;
}

/* win.find (Ctrl+F): the search of the page being shown (the Rules, the cards), else the
 * Rules page's search. Pages need nothing but a GtkSearchEntry for this to reach them. */
static void
window_find_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *win = user_data;
  AdwViewStack *stack;
  GtkWidget *page, *entry = NULL;

  if (cas_window_get_journal (win) == NULL)
    return;
  stack = find_game_stack (GTK_WIDGET (win));
  if (stack == NULL || !gtk_widget_is_drawable (GTK_WIDGET (stack)))
    return;
  page = adw_view_stack_get_visible_child (stack);
  if (page)
    entry = find_search_entry (page);
  if (entry == NULL)
    {
      g_action_group_activate_action (G_ACTION_GROUP (win), "show-page", g_variant_new_string ("rules"));
      page = adw_view_stack_get_visible_child (stack);
      if (page)
        entry = find_search_entry (page);
    }
  if (entry)
    {
      gtk_widget_grab_focus (entry);
      gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
    }
}

/* The Keyboard Shortcuts window. GtkApplication would build it with every window (25 M
 * instructions, a tenth of the window's start) if it sat at gtk/help-overlay.ui in our
 * resources; here it is built when first asked for. */
static void
window_shortcuts_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkApplicationWindow *window = user_data;
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/castellan/Castellan/cas-shortcuts-window.ui");
      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* Keeps our action: GTK adds its own only when the window has none. */
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

static const GActionEntry window_actions[] = {
  { "save", window_save_activated },
  { "find", window_find_activated },
  { "show-help-overlay", window_shortcuts_activated },
};

/* Save and Find live here rather than in the window, which other pages are changing;
 * they use only the window's public API and actions. */
static void
cas_application_window_added (GtkApplication *app, GtkWindow *window)
{
  GTK_APPLICATION_CLASS (cas_application_parent_class)->window_added (app, window);

  if (CAS_IS_WINDOW (window) && g_action_map_lookup_action (G_ACTION_MAP (window), "save") == NULL)
    {
      GAction *save_as = g_action_map_lookup_action (G_ACTION_MAP (window), "save-as");
      g_action_map_add_action_entries (G_ACTION_MAP (window), window_actions, G_N_ELEMENTS (window_actions), window);
      /* Save is possible exactly when Save As is: when there is a game. */
      if (save_as)
        g_object_bind_property (save_as, "enabled", g_action_map_lookup_action (G_ACTION_MAP (window), "save"),
                                "enabled", G_BINDING_SYNC_CREATE);
    }
}

/* App actions. */

static void
new_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *win = active_window (CAS_APPLICATION (user_data));
  cas_window_new_game (win);
  gtk_window_present (GTK_WINDOW (win));
}

static void
open_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *win = active_window (CAS_APPLICATION (user_data));
  gtk_window_present (GTK_WINDOW (win));
  cas_window_choose_file (win);
}

/* Closing each window lets it finish its autosave; the app ends when the last
 * window and the last pending write are gone. */
static void
quit_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
}

static void
preferences_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasApplication *self = user_data;
  GtkWindow *parent = game_window (self);

  if (self->preferences == NULL)
    {
      GtkWidget *window = cas_preferences_window_new (self);
      g_set_weak_pointer (&self->preferences, GTK_WINDOW (window));
    }
  gtk_window_set_transient_for (self->preferences, parent);
  gtk_window_present (self->preferences);
}

static void
help_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasApplication *self = user_data;
  GtkWindow *parent = game_window (self);

  if (self->help == NULL)
    {
      GtkWidget *window = cas_help_window_new ();
      g_set_weak_pointer (&self->help, GTK_WINDOW (window));
    }
  /* Not modal: the guide can stay open beside the game. */
  gtk_window_set_transient_for (self->help, parent);
  gtk_window_present (self->help);
}

static char *
debug_info (void)
{
  g_autoptr(GSettingsSchema) schema = cas_application_lookup_schema ();
  g_autofree char *rulebooks = cas_rulebook_get_dir (NULL);

  return g_strdup_printf ("Castellan %s\n"
                          "GLib %u.%u.%u, GTK %u.%u.%u, libadwaita %u.%u.%u\n"
                          "Data folder: %s\n"
                          "Rulebook folder: %s\n"
                          "Settings schema: %s\n",
                          PACKAGE_VERSION, glib_major_version, glib_minor_version, glib_micro_version,
                          gtk_get_major_version (), gtk_get_minor_version (), gtk_get_micro_version (),
                          adw_get_major_version (), adw_get_minor_version (), adw_get_micro_version (),
                          g_get_user_data_dir (), rulebooks, schema ? "installed" : "not installed");
}

static void
about_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasApplication *self = user_data;
  GtkWidget *about = adw_about_window_new ();
  const char *developers[] = { _("The Castellan developers"), NULL };
  guint n_games;
  const CasGameUi *const *games = cas_game_ui_all (&n_games);
  g_autofree const char **game = g_new0 (const char *, n_games + 1);
  g_autofree char *info = debug_info ();

  /* The credit of each game the app has pages of its own for (cas-game-ui.c). */
  for (guint i = 0, k = 0; i < n_games; i++)
    if (games[i]->credit)
      game[k++] = _(games[i]->credit);

  adw_about_window_set_application_name (ADW_ABOUT_WINDOW (about), _("Castellan"));
  adw_about_window_set_application_icon (ADW_ABOUT_WINDOW (about), APP_ID);
  adw_about_window_set_version (ADW_ABOUT_WINDOW (about), PACKAGE_VERSION);
  adw_about_window_set_developer_name (ADW_ABOUT_WINDOW (about), _("The Castellan developers"));
  adw_about_window_set_developers (ADW_ABOUT_WINDOW (about), developers);
  adw_about_window_set_website (ADW_ABOUT_WINDOW (about), WEBSITE);
  adw_about_window_set_issue_url (ADW_ABOUT_WINDOW (about), ISSUE_URL);
  adw_about_window_set_comments (ADW_ABOUT_WINDOW (about),
                                 _("Castellan keeps the books beside a face-to-face game of Nevsky: the "
                                   "Calendar, the Lords’ mats and the markers on the map, with every change "
                                   "undoable, and the reason and rule section behind every number it works out."));
  adw_about_window_set_copyright (ADW_ABOUT_WINDOW (about), _("© The Castellan developers"));
  adw_about_window_set_license_type (ADW_ABOUT_WINDOW (about), GTK_LICENSE_GPL_3_0);
  /* Translators: put your names here, one a line, to be credited in the About window. */
  adw_about_window_set_translator_credits (ADW_ABOUT_WINDOW (about), _("translator-credits"));
  adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about), _("The Game"), game);
  adw_about_window_add_legal_section (
    ADW_ABOUT_WINDOW (about), _("Nevsky and Levy & Campaign"), NULL, GTK_LICENSE_CUSTOM,
    _("Nevsky and the Levy &amp; Campaign series are games of GMT Games, LLC. Castellan is an unofficial "
      "companion, neither made nor endorsed by GMT Games.\n\n"
      "Castellan ships no rules text, no card text and no art: only facts of play (names, numbers, the map’s "
      "connections), section numbers and titles, and summaries in its own words. To read the rules themselves, "
      "players import their own copy of the rulebook, which stays on their computer."));
  adw_about_window_set_debug_info (ADW_ABOUT_WINDOW (about), info);
  adw_about_window_set_debug_info_filename (ADW_ABOUT_WINDOW (about), "castellan-debug-info.txt");

  gtk_window_set_transient_for (GTK_WINDOW (about), game_window (self));
  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { "new", new_activated },
  { "open", open_activated },
  { "quit", quit_activated },
  { "preferences", preferences_activated },
  { "help", help_activated },
  { "about", about_activated },
};

/* Reads the registry's first game's data (Nevsky's) into the loader's cache (29 M
 * instructions of JSON, a twentieth of the start): the window's own
 * cas_game_load_builtin () then finds it there, or waits for it under the loader's lock.
 * A failure is not cached: the window meets it again and says so. */
static gpointer
preload_game (gpointer data)
{
  guint n;
  g_autoptr(CasGame) game = cas_game_load_builtin (cas_modules (&n)[0].id, NULL);
  return NULL;
}

static void
cas_application_startup (GApplication *app)
{
  /* Every shortcut here is also listed in ui/cas-shortcuts-window.ui (Ctrl+?). */
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.new", { "<Control>n", NULL } },
    { "app.open", { "<Control>o", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "app.help", { "F1", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", NULL } },
    { "win.find", { "<Control>f", NULL } },
  };
  CasApplication *self = CAS_APPLICATION (app);
  guint n_modules;

  /* The game data is read on the second core while GTK and libadwaita start up. */
  g_thread_unref (g_thread_new ("castellan-data", preload_game, NULL));
  G_APPLICATION_CLASS (cas_application_parent_class)->startup (app);
  load_settings (self);
  watch_new_games (self);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
  /* <Alt>1…6: the pages of the first game's family, as the first window shows it. */
  cas_application_set_page_accels (GTK_APPLICATION (app), cas_modules (&n_modules)[0].family);
}

void
cas_application_set_page_accels (GtkApplication *app, const char *family)
{
  guint n = 0;
  const CasPageInfo *pages;
  g_auto (GStrv) actions = NULL;

  if (app == NULL || (pages = cas_pages_for (family, &n, NULL)) == NULL)
    return;
  /* The last family's page names let go of their keys first. */
  actions = gtk_application_list_action_descriptions (app);
  for (guint i = 0; actions[i]; i++)
    if (g_str_has_prefix (actions[i], "win.show-page::"))
      {
        static const char *const none[] = { NULL };
        gtk_application_set_accels_for_action (app, actions[i], none);
      }
  for (guint i = 0; i < n && i < 6; i++)
    {
      g_autofree char *action = g_strdup_printf ("win.show-page::%s", pages[i].name);
      g_autofree char *accel = g_strdup_printf ("<Alt>%u", i + 1);
      const char *accels[] = { accel, NULL };
      gtk_application_set_accels_for_action (app, action, accels);
    }
}

static void
cas_application_shutdown (GApplication *app)
{
  CasApplication *self = CAS_APPLICATION (app);

  if (self->new_game_hook != 0)
    g_signal_remove_emission_hook (self->new_game_signal, self->new_game_hook);
  self->new_game_hook = 0;
  G_APPLICATION_CLASS (cas_application_parent_class)->shutdown (app);
}

static void
cas_application_finalize (GObject *object)
{
  CasApplication *self = CAS_APPLICATION (object);

  /* A test may drop the app without running it (no shutdown). */
  if (self->new_game_hook != 0)
    g_signal_remove_emission_hook (self->new_game_signal, self->new_game_hook);
  g_clear_weak_pointer (&self->preferences);
  g_clear_weak_pointer (&self->help);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (cas_application_parent_class)->finalize (object);
}

static void
cas_application_class_init (CasApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = cas_application_finalize;
  app_class->startup = cas_application_startup;
  app_class->shutdown = cas_application_shutdown;
  app_class->activate = cas_application_activate;
  app_class->open = cas_application_open;
  GTK_APPLICATION_CLASS (klass)->window_added = cas_application_window_added;

  /* A game's imported rulebook changed on disk (Preferences imported or removed it). */
  signals[RULEBOOK_CHANGED] = g_signal_new ("rulebook-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                            NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
cas_application_init (CasApplication *self)
{
}
