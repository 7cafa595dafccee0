/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-application.c: the AdwApplication: app-wide actions, accelerators, windows. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-application.h"
#include "cas-window.h"

struct _CasApplication
{
  AdwApplication parent_instance;
  GSettings *settings;   /* NULL when the schema is not installed (an uninstalled build) */
};

G_DEFINE_FINAL_TYPE (CasApplication, cas_application, ADW_TYPE_APPLICATION)

CasApplication *
cas_application_new (void)
{
  return g_object_new (CAS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/castellan/Castellan",
                       NULL);
}

/* The app's preferences, or NULL: run from the build folder without
 * GSETTINGS_SCHEMA_DIR, Castellan works with its defaults rather than abort. */
GSettings *
cas_application_get_settings (CasApplication *self)
{
  g_return_val_if_fail (CAS_IS_APPLICATION (self), NULL);
  return self->settings;
}

static gboolean
settings_have (GSettings *settings, const char *key)
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

static void
load_settings (CasApplication *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;

  if (schema == NULL)
    return;
  self->settings = g_settings_new_full (schema, NULL, NULL);
  if (settings_have (self->settings, "color-scheme"))
    {
      g_signal_connect_swapped (self->settings, "changed::color-scheme", G_CALLBACK (color_scheme_changed_cb), self);
      color_scheme_changed_cb (self);
    }
}

static CasWindow *
active_window (CasApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (CAS_IS_WINDOW (window))
    return CAS_WINDOW (window);
  return cas_window_new (GTK_APPLICATION (self));
}

static void
cas_application_activate (GApplication *app)
{
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
      cas_window_open_file (win, files[i]);
      gtk_window_present (GTK_WINDOW (win));
    }
}

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
about_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  const char *developers[] = { _("The Castellan contributors"), NULL };

  adw_show_about_window (parent,
                         "application-name", _("Castellan"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "developer-name", _("The Castellan contributors"),
                         "developers", developers,
                         "comments", _("Castellan keeps the books beside a face-to-face game of Nevsky: "
                                       "the Calendar, the Lords’ mats and the markers on the map, "
                                       "with every change undoable.\n\n"
                                       "Castellan is an unofficial companion; Nevsky is published by GMT Games."),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "new", new_activated },
  { "open", open_activated },
  { "quit", quit_activated },
  { "about", about_activated },
};

static void
cas_application_startup (GApplication *app)
{
  static const struct {
    const char *action;
    const char *accels[2];
  } accels[] = {
    { "app.new", { "<Control>n", NULL } },
    { "app.open", { "<Control>o", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", NULL } },
  };

  G_APPLICATION_CLASS (cas_application_parent_class)->startup (app);
  load_settings (CAS_APPLICATION (app));

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
}

static void
cas_application_finalize (GObject *object)
{
  g_clear_object (&CAS_APPLICATION (object)->settings);
  G_OBJECT_CLASS (cas_application_parent_class)->finalize (object);
}

static void
cas_application_class_init (CasApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = cas_application_finalize;
  app_class->startup = cas_application_startup;
  app_class->activate = cas_application_activate;
  app_class->open = cas_application_open;
}

static void
cas_application_init (CasApplication *self)
{
}
