/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-preferences-window.c: Preferences: new-game options, dice, odds, style, rulebooks. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "castellan.h"
#include "cas-app-util.h"
#include "cas-preferences-window.h"
#include "cas-rules-cache.h"
#include "cas-settings.h"
#include "cas-window.h"
#include "cas-rus-game.h"
#include "rus/cas-rus-settings-group.h"   /* rusmap: a game of Rus's settings */

/* What the rulebook folder holds for one game; filled in a worker thread. */
typedef struct {
  char *game_id;
  char *name;           /* the game's name, or its id for a game Castellan does not know */
  gboolean builtin;     /* a game Castellan ships: it can be imported */
  gboolean imported;    /* its database file exists */
  guint n_sections;
  GDateTime *modified;
  char *problem;        /* the database is there but could not be read */
} RulebookInfo;

struct _CasPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  AdwPreferencesGroup *new_games_group;
  AdwPreferencesGroup *dice_group;
  AdwPreferencesGroup *appearance_group;
  GtkSwitch *hidden_mats_switch;
  GtkSwitch *vassal_service_switch;
  GtkSwitch *no_horseback_archery_switch;
  GtkSwitch *physical_dice_switch;
  GtkSwitch *dice_animation_switch;
  GtkSwitch *show_odds_switch;
  AdwComboRow *style_row;
  GtkListBox *rulebook_list;
  GtkLabel *rulebook_dir_label;

  /* The open game's settings (issue 17): a group of rows for the game of the window the
   * Preferences are for, when its game has settings. */
  AdwPreferencesGroup *game_group;
  CasJournal *journal;
  gulong journal_changed;
  gboolean syncing;

  CasApplication *app;
  GSettings *settings;      /* NULL without the schema: the rows are then insensitive */
  GPtrArray *rulebooks;     /* RulebookInfo, the last listing */
  GHashTable *importing;    /* game ids being imported */
  guint listing;            /* generation of the newest listing */
  guint n_pending;
};

G_DEFINE_FINAL_TYPE (CasPreferencesWindow, cas_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static void refresh_rulebooks (CasPreferencesWindow *self);

static void
rulebook_info_free (RulebookInfo *info)
{
  g_free (info->game_id);
  g_free (info->name);
  g_clear_pointer (&info->modified, g_date_time_unref);
  g_free (info->problem);
  g_free (info);
}

/* Settings. */

static const char *const scheme_nicks[] = { "default", "light", "dark" };

static gboolean
scheme_get_mapping (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (scheme_nicks); i++)
    if (g_str_equal (nick, scheme_nicks[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
scheme_set_mapping (const GValue *value, const GVariantType *type, gpointer user_data)
{
  guint i = g_value_get_uint (value);
  return g_variant_new_string (scheme_nicks[i < G_N_ELEMENTS (scheme_nicks) ? i : 0]);
}

static void
bind_switch (CasPreferencesWindow *self, const char *key, GtkSwitch *widget)
{
  if (cas_application_settings_have (self->settings, key))
    g_settings_bind (self->settings, key, widget, "active", G_SETTINGS_BIND_DEFAULT);
  else
    gtk_widget_set_sensitive (gtk_widget_get_ancestor (GTK_WIDGET (widget), ADW_TYPE_ACTION_ROW), FALSE);
}

static void
bind_settings (CasPreferencesWindow *self)
{
  bind_switch (self, "hidden-mats", self->hidden_mats_switch);
  bind_switch (self, "vassal-service", self->vassal_service_switch);
  bind_switch (self, "no-horseback-archery", self->no_horseback_archery_switch);
  bind_switch (self, "physical-dice", self->physical_dice_switch);
  bind_switch (self, "dice-animation", self->dice_animation_switch);
  bind_switch (self, "show-odds", self->show_odds_switch);
  if (cas_application_settings_have (self->settings, "color-scheme"))
    g_settings_bind_with_mapping (self->settings, "color-scheme", self->style_row, "selected",
                                  G_SETTINGS_BIND_DEFAULT, scheme_get_mapping, scheme_set_mapping, NULL, NULL);
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self->style_row), FALSE);

  if (self->settings == NULL)
    adw_preferences_group_set_description (
      self->new_games_group,
      _("These preferences cannot be kept: Castellan’s settings schema is not installed. Install Castellan, or "
        "run it with GSETTINGS_SCHEMA_DIR pointing at a folder with the compiled schema."));
}

/* The open game's settings (issue 17; rules-decisions I1-I3): values the public sources
 * leave open. A choice is the journal action `option ID VALUE`, so it goes into the game's
 * log, is undone like any other, and follows the game rather than the app. */

/* A value's label: the Season of that id in the game's words, else the id. */
static char *
setting_value_label (CasGame *game, const char *value)
{
  for (guint i = 0; i < cas_game_get_n_seasons (game); i++)
    if (g_str_equal (cas_game_get_season (game, (int) i)->id, value))
      return g_strdup (cas_game_text (cas_game_get_season (game, (int) i)->name));
  if (g_str_equal (value, "harness"))
    return g_strdup (_("Harness"));
  if (g_str_equal (value, "vitale"))
    return g_strdup (_("Vitale"));
  return g_strdup (value);
}

static void
sync_game_rows (CasPreferencesWindow *self)
{
  const CasTable *t;
  GtkWidget *row;
  int i = 0;

  if (self->journal == NULL || self->game_group == NULL)
    return;
  t = cas_journal_get_table (self->journal);
  self->syncing = TRUE;
  for (row = g_object_get_data (G_OBJECT (self->game_group), "first-row"); row;
       row = g_object_get_data (G_OBJECT (row), "next-row"), i++)
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), (guint) cas_settings_value (t, i));
  self->syncing = FALSE;
}

static void
setting_selected_cb (AdwComboRow *row, GParamSpec *pspec, CasPreferencesWindow *self)
{
  int i = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "setting"));
  guint v = adw_combo_row_get_selected (row);
  CasGame *game;
  const CasSetting *s;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (self->syncing || self->journal == NULL || v == GTK_INVALID_LIST_POSITION)
    return;
  game = cas_journal_get_game (self->journal);
  s = cas_game_get_setting (game, i);
  if ((int) v >= s->n_values || (int) v == cas_settings_value (cas_journal_get_table (self->journal), i))
    return;
  text = g_strdup_printf ("option %s %s", s->id, s->values[v]);
  if (!cas_journal_do (self->journal, text, &error))
    {
      adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), cas_app_toast_new (error->message));
      sync_game_rows (self);
    }
}

/* The row's subtitle: the boxes whose Season the setting switches, or what it is for. */
static char *
setting_subtitle (CasGame *game, int i)
{
  g_autoptr(GString) boxes = g_string_new (NULL);
  for (guint box = 1; box <= cas_game_get_n_boxes (game); box++)
    if (cas_game_get_box (game, (int) box)->setting == i)
      g_string_append_printf (boxes, "%s%u", boxes->len ? ", " : "", box);
  if (boxes->len)
    /* Translators: "Unverified: the Season of Calendar boxes 1, 7, 13; every explanation that rests on it says so". */
    return g_strdup_printf (_("Unverified: the Season of Calendar boxes %s; every explanation that rests on it says so"),
                            boxes->str);
  return g_strdup (_("Unverified: the public sources disagree on it"));
}

static void
clear_game_group (CasPreferencesWindow *self)
{
  if (self->journal && self->journal_changed)
    g_signal_handler_disconnect (self->journal, self->journal_changed);
  self->journal_changed = 0;
  g_clear_object (&self->journal);
  if (self->game_group)
    {
      AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (
        gtk_widget_get_ancestor (GTK_WIDGET (self->new_games_group), ADW_TYPE_PREFERENCES_PAGE));
      adw_preferences_page_remove (page, self->game_group);
      self->game_group = NULL;
    }
}

static void
journal_changed_cb (CasJournal *journal, CasPreferencesWindow *self)
{
  sync_game_rows (self);
}

static void
update_game_group (CasPreferencesWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  CasJournal *journal = CAS_IS_WINDOW (parent) ? cas_window_get_journal (CAS_WINDOW (parent)) : NULL;
  CasGame *game = journal ? cas_journal_get_game (journal) : NULL;
  AdwPreferencesPage *page;
  GtkWidget *prev = NULL;

  if (journal == self->journal && (journal == NULL || self->game_group))
    {
      sync_game_rows (self);
      return;
    }
  clear_game_group (self);
  /* Rus (rusmap, issue 18): its uncertain readings, a group of its own that follows the
   * journal itself. */
  if (journal && CAS_IS_RUS_GAME (cas_journal_get_base (journal)))
    {
      page = ADW_PREFERENCES_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (self->new_games_group), ADW_TYPE_PREFERENCES_PAGE));
      self->journal = g_object_ref (journal);
      self->game_group = cas_rus_settings_group_new (journal);
      adw_preferences_page_add (page, self->game_group);
      return;
    }
  if (game == NULL || cas_game_get_n_settings (game) == 0)
    return;
  self->journal = g_object_ref (journal);
  self->journal_changed = g_signal_connect (journal, "changed", G_CALLBACK (journal_changed_cb), self);
  page = ADW_PREFERENCES_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (self->new_games_group), ADW_TYPE_PREFERENCES_PAGE));
  self->game_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  gtk_widget_set_name (GTK_WIDGET (self->game_group), "game-settings");
  {
    g_autofree char *title = g_strdup_printf (_("This Game: %s"), cas_game_get_name (game));
    adw_preferences_group_set_title (self->game_group, title);
  }
  adw_preferences_group_set_description (
    self->game_group, _("Values the public sources leave open. A choice is recorded in this game’s log and can be undone."));
  for (guint i = 0; i < cas_game_get_n_settings (game); i++)
    {
      const CasSetting *s = cas_game_get_setting (game, (int) i);
      g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
      GtkWidget *row = adw_combo_row_new ();
      g_autofree char *subtitle = setting_subtitle (game, (int) i);
      for (int k = 0; k < s->n_values; k++)
        {
          g_autofree char *label = setting_value_label (game, s->values[k]);
          gtk_string_list_append (model, label);
        }
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cas_game_text (s->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      g_object_set (row, "subtitle-lines", 0, NULL);
      gtk_widget_set_name (row, s->id);
      g_object_set_data (G_OBJECT (row), "setting", GINT_TO_POINTER (i));
      if (prev)
        g_object_set_data (G_OBJECT (prev), "next-row", row);
      else
        g_object_set_data (G_OBJECT (self->game_group), "first-row", row);
      prev = row;
      adw_preferences_group_add (self->game_group, row);
    }
  adw_preferences_page_add (page, self->game_group);
  sync_game_rows (self);
  for (GtkWidget *row = g_object_get_data (G_OBJECT (self->game_group), "first-row"); row;
       row = g_object_get_data (G_OBJECT (row), "next-row"))
    g_signal_connect (row, "notify::selected", G_CALLBACK (setting_selected_cb), self);
}

static void
transient_for_cb (GObject *object, GParamSpec *pspec, CasPreferencesWindow *self)
{
  update_game_group (self);
}

/* The "rulebooks" key lists "GAME_ID:PATH", the file each game's rulebook was imported
 * from, to tell the user which copy they imported. Game ids never hold a colon. */
static char *
rulebook_source (CasPreferencesWindow *self, const char *game_id)
{
  g_auto(GStrv) entries = NULL;
  gsize len = strlen (game_id);

  if (!cas_application_settings_have (self->settings, "rulebooks"))
    return NULL;
  entries = g_settings_get_strv (self->settings, "rulebooks");
  for (guint i = 0; entries[i]; i++)
    if (strncmp (entries[i], game_id, len) == 0 && entries[i][len] == ':')
      return g_strdup (entries[i] + len + 1);
  return NULL;
}

static void
set_rulebook_source (CasPreferencesWindow *self, const char *game_id, const char *path)
{
  g_auto(GStrv) entries = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) result = NULL;
  gsize len = strlen (game_id);

  if (!cas_application_settings_have (self->settings, "rulebooks"))
    return;
  entries = g_settings_get_strv (self->settings, "rulebooks");
  for (guint i = 0; entries[i]; i++)
    if (!(strncmp (entries[i], game_id, len) == 0 && entries[i][len] == ':'))
      g_strv_builder_add (builder, entries[i]);
  if (path)
    {
      g_autofree char *entry = g_strconcat (game_id, ":", path, NULL);
      g_strv_builder_add (builder, entry);
    }
  result = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "rulebooks", (const char *const *) result);
}

/* Listing the rulebook folder: opening each database reads it, so not on the UI thread. */

static RulebookInfo *
rulebook_info_read (const char *game_id, gboolean builtin)
{
  RulebookInfo *info = g_new0 (RulebookInfo, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *db = cas_rulebook_get_db_path (game_id, NULL, NULL);
  const CasModule *module = builtin ? cas_module_find (game_id) : NULL;
  GStatBuf st;

  info->game_id = g_strdup (game_id);
  info->builtin = builtin;
  info->name = g_strdup (module ? module->name : game_id); /* the registry's name, whatever the family */
  if (db == NULL || g_stat (db, &st) != 0)
    return info;
  info->imported = TRUE;
  info->modified = g_date_time_new_from_unix_local (st.st_mtime);

  g_autoptr(CasRulebook) rulebook = cas_rulebook_open (game_id, NULL, &error);
  if (rulebook == NULL)
    info->problem = g_strdup (error->message);
  else
    info->n_sections = cas_rulebook_get_n_imported (rulebook);
  return info;
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
list_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  const char *const *builtin = cas_module_ids ();
  g_autofree char *dir_path = cas_rulebook_get_dir (NULL);
  g_autoptr(GPtrArray) infos = g_ptr_array_new_with_free_func ((GDestroyNotify) rulebook_info_free);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) others = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  for (guint i = 0; builtin[i]; i++)
    g_ptr_array_add (infos, rulebook_info_read (builtin[i], TRUE));

  /* Databases of games this version does not ship (imported by another version). */
  dir = g_dir_open (dir_path, 0, NULL);
  while (dir && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = g_str_has_suffix (name, ".sqlite") ? g_strndup (name, strlen (name) - 7) : NULL;
      g_autofree char *check = id ? cas_rulebook_get_db_path (id, NULL, NULL) : NULL;
      if (check && !g_strv_contains (builtin, id))
        g_ptr_array_add (others, g_steal_pointer (&id));
    }
  g_ptr_array_sort (others, compare_ids);
  for (guint i = 0; i < others->len; i++)
    g_ptr_array_add (infos, rulebook_info_read (others->pdata[i], FALSE));
  g_task_return_pointer (task, g_steal_pointer (&infos), (GDestroyNotify) g_ptr_array_unref);
}

static void
import_clicked_cb (GtkButton *button, CasPreferencesWindow *self);
static void
remove_clicked_cb (GtkButton *button, CasPreferencesWindow *self);

static char *
rulebook_subtitle (CasPreferencesWindow *self, const RulebookInfo *info)
{
  g_autofree char *source = NULL;
  g_autofree char *date = NULL;
  g_autofree char *sections = NULL;

  if (g_hash_table_contains (self->importing, info->game_id))
    return g_strdup (_("Importing…"));
  if (!info->imported)
    return g_strdup (_("Not imported: the Rules page shows Castellan’s own summaries"));
  if (info->problem)
    return g_strdup_printf (_("Could not be read (%s). Import it again, or remove it."), info->problem);

  /* Translators: the number of rulebook sections Castellan stored from the user's file. */
  sections = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u section", "%u sections", info->n_sections),
                              info->n_sections);
  date = g_date_time_format (info->modified, "%x");
  source = rulebook_source (self, info->game_id);
  if (source)
    {
      g_autofree char *base = g_path_get_basename (source);
      /* Translators: "412 sections, imported 22/11/2025 from “rules.html”". */
      return g_strdup_printf (_("%s, imported %s from “%s”"), sections, date, base);
    }
  /* Translators: "412 sections, imported 22/11/2025". */
  return g_strdup_printf (_("%s, imported %s"), sections, date);
}

static GtkWidget *
rulebook_row_new (CasPreferencesWindow *self, const RulebookInfo *info)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *subtitle = rulebook_subtitle (self, info);
  gboolean busy = g_hash_table_contains (self->importing, info->game_id);
  GtkWidget *icon;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), info->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  g_object_set (row, "subtitle-lines", 0, NULL);
  icon = gtk_image_new_from_icon_name (info->problem ? "dialog-warning-symbolic" : "accessories-dictionary-symbolic");
  if (!info->imported)
    gtk_widget_add_css_class (icon, "dim-label");
  if (info->problem)
    gtk_widget_add_css_class (icon, "warning");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  if (busy)
    {
      GtkWidget *spinner = gtk_spinner_new ();
      gtk_spinner_start (GTK_SPINNER (spinner));
      gtk_widget_set_valign (spinner, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spinner);
    }
  if (info->builtin)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (info->imported ? _("_Replace…") : _("_Import…"));
      g_autofree char *tip = g_strdup_printf (info->imported ? _("Import the rulebook of %s again, from a file")
                                                             : _("Import your copy of the rulebook of %s"),
                                              info->name);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, tip);
      gtk_widget_set_sensitive (button, !busy);
      if (!info->imported)
        gtk_widget_add_css_class (button, "suggested-action");
      g_object_set_data_full (G_OBJECT (button), "game-id", g_strdup (info->game_id), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (import_clicked_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  if (info->imported)
    {
      GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");
      g_autofree char *tip = g_strdup_printf (_("Remove the imported rulebook of %s"), info->name);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
      gtk_widget_set_sensitive (button, !busy);
      gtk_widget_set_name (button, "remove-rulebook");
      g_object_set_data_full (G_OBJECT (button), "game-id", g_strdup (info->game_id), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  return row;
}

static void
show_rulebooks (CasPreferencesWindow *self)
{
  cas_app_remove_children (GTK_WIDGET (self->rulebook_list));
  for (guint i = 0; self->rulebooks && i < self->rulebooks->len; i++)
    gtk_list_box_append (self->rulebook_list, rulebook_row_new (self, self->rulebooks->pdata[i]));
}

static void
list_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CasPreferencesWindow *self = CAS_PREFERENCES_WINDOW (source);
  guint generation = GPOINTER_TO_UINT (user_data);
  GPtrArray *infos = g_task_propagate_pointer (G_TASK (result), NULL);

  self->n_pending--;
  if (generation != self->listing || infos == NULL)
    {
      g_clear_pointer (&infos, g_ptr_array_unref);
      return;
    }
  g_clear_pointer (&self->rulebooks, g_ptr_array_unref);
  self->rulebooks = infos;
  show_rulebooks (self);
}

static void
refresh_rulebooks (CasPreferencesWindow *self)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, list_done_cb, GUINT_TO_POINTER (++self->listing));
  self->n_pending++;
  g_task_set_source_tag (task, refresh_rulebooks);
  g_task_run_in_thread (task, list_thread);
}

static const RulebookInfo *
find_rulebook (CasPreferencesWindow *self, const char *game_id)
{
  for (guint i = 0; self->rulebooks && i < self->rulebooks->len; i++)
    {
      const RulebookInfo *info = self->rulebooks->pdata[i];
      if (g_str_equal (info->game_id, game_id))
        return info;
    }
  return NULL;
}

static void
show_error (CasPreferencesWindow *self, const char *heading, const char *message)
{
  g_autofree char *body = cas_app_sentence (message);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Import: the file is parsed and stored in a worker thread (cas_rules_cache_import_async);
 * then the app is told, so the Rules pages read the new text. */

static void
import_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CasPreferencesWindow *self = CAS_PREFERENCES_WINDOW (source);
  const char *game_id, *path;
  g_autoptr(GError) error = NULL;
  gssize n = cas_rules_cache_import_finish (result, &game_id, &path, &error);
  const RulebookInfo *info = find_rulebook (self, game_id);
  const char *name = info ? info->name : game_id;

  self->n_pending--;
  g_hash_table_remove (self->importing, game_id);
  if (n < 0)
    {
      g_autofree char *heading = g_strdup_printf (_("Could Not Import the Rulebook of %s"), name);
      show_error (self, heading, error->message);
    }
  else
    {
      g_autofree char *text = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "Imported %d section of the rulebook of %s",
                     "Imported %d sections of the rulebook of %s", (gulong) n),
        (int) n, name);
      set_rulebook_source (self, game_id, path);
      cas_application_rulebook_changed (self->app, game_id);
      adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), cas_app_toast_new (text));
    }
  refresh_rulebooks (self);
}

void
cas_preferences_window_import (CasPreferencesWindow *self, const char *game_id, GFile *file)
{
  g_autofree char *path = NULL;

  g_return_if_fail (CAS_IS_PREFERENCES_WINDOW (self));
  g_return_if_fail (game_id != NULL);
  g_return_if_fail (G_IS_FILE (file));

  if (g_hash_table_contains (self->importing, game_id))
    return;
  path = g_file_get_path (file);
  if (path == NULL)
    {
      show_error (self, _("Could Not Import the Rulebook"), _("Castellan can only import a file from this computer."));
      return;
    }
  g_hash_table_add (self->importing, g_strdup (game_id));
  self->n_pending++;
  show_rulebooks (self);
  cas_rules_cache_import_async (self, game_id, path, NULL, import_done_cb, NULL);
}

static void
import_response_cb (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  CasPreferencesWindow *self = user_data;
  const char *game_id = g_object_get_data (G_OBJECT (dialog), "game-id");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        cas_preferences_window_import (self, game_id, file);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
import_clicked_cb (GtkButton *button, CasPreferencesWindow *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (button), "game-id");
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) rulebooks = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Import a Rulebook"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Import"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (rulebooks, _("Rulebooks (HTML, text, Markdown)"));
  gtk_file_filter_add_mime_type (rulebooks, "text/html");
  gtk_file_filter_add_mime_type (rulebooks, "text/plain");
  gtk_file_filter_add_mime_type (rulebooks, "text/markdown");
  gtk_file_filter_add_suffix (rulebooks, "html");
  gtk_file_filter_add_suffix (rulebooks, "htm");
  gtk_file_filter_add_suffix (rulebooks, "txt");
  gtk_file_filter_add_suffix (rulebooks, "md");
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), rulebooks);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_object_set_data_full (G_OBJECT (chooser), "game-id", g_strdup (game_id), g_free);
  g_signal_connect (chooser, "response", G_CALLBACK (import_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Remove: deletes the database (never the user's own file), after asking. */

static void
delete_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(CasPreferencesWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  const char *game_id = g_object_get_data (source, "game-id");

  self->n_pending--;
  if (!g_file_delete_finish (G_FILE (source), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    show_error (self, _("Could Not Remove the Rulebook"), error->message);
  else
    {
      set_rulebook_source (self, game_id, NULL);
      cas_application_rulebook_changed (self->app, game_id);
      adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), adw_toast_new (_("Rulebook removed")));
    }
  refresh_rulebooks (self);
}

static void
remove_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  CasPreferencesWindow *self = CAS_PREFERENCES_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
  const char *game_id = user_data;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  if (!g_str_equal (response, "remove"))
    return;
  path = cas_rulebook_get_db_path (game_id, NULL, NULL);
  if (path == NULL)
    return;
  file = g_file_new_for_path (path);
  g_object_set_data_full (G_OBJECT (file), "game-id", g_strdup (game_id), g_free);
  self->n_pending++;
  g_file_delete_async (file, G_PRIORITY_DEFAULT, NULL, delete_done_cb, g_object_ref (self));
}

static void
remove_clicked_cb (GtkButton *button, CasPreferencesWindow *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (button), "game-id");
  const RulebookInfo *info = find_rulebook (self, game_id);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL);

  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Remove the Rulebook of %s?"),
                                     info ? info->name : game_id);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                               _("The Rules page goes back to Castellan’s own summaries until you import the "
                                 "rulebook again. The file you imported it from is not touched."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "remove", _("_Remove"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (remove_response_cb), g_strdup (game_id),
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

guint
cas_preferences_window_get_n_pending (CasPreferencesWindow *self)
{
  g_return_val_if_fail (CAS_IS_PREFERENCES_WINDOW (self), 0);
  return self->n_pending;
}

GtkWidget *
cas_preferences_window_new (CasApplication *app)
{
  CasPreferencesWindow *self;

  g_return_val_if_fail (CAS_IS_APPLICATION (app), NULL);
  self = g_object_new (CAS_TYPE_PREFERENCES_WINDOW, "application", app, NULL);
  self->app = app;   /* the application outlives its windows */
  g_set_object (&self->settings, cas_application_get_settings (app));
  bind_settings (self);
  g_signal_connect (self, "notify::transient-for", G_CALLBACK (transient_for_cb), self);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (transient_for_cb), self);
  return GTK_WIDGET (self);
}

static void
cas_preferences_window_dispose (GObject *object)
{
  CasPreferencesWindow *self = CAS_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  if (self->journal && self->journal_changed)
    g_signal_handler_disconnect (self->journal, self->journal_changed);
  self->journal_changed = 0;
  g_clear_object (&self->journal);
  G_OBJECT_CLASS (cas_preferences_window_parent_class)->dispose (object);
}

static void
cas_preferences_window_finalize (GObject *object)
{
  CasPreferencesWindow *self = CAS_PREFERENCES_WINDOW (object);

  g_clear_pointer (&self->rulebooks, g_ptr_array_unref);
  g_clear_pointer (&self->importing, g_hash_table_unref);
  G_OBJECT_CLASS (cas_preferences_window_parent_class)->finalize (object);
}

static void
cas_preferences_window_class_init (CasPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_preferences_window_dispose;
  object_class->finalize = cas_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/castellan/Castellan/cas-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, new_games_group);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, dice_group);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, appearance_group);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, hidden_mats_switch);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, vassal_service_switch);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, no_horseback_archery_switch);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, physical_dice_switch);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, dice_animation_switch);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, show_odds_switch);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, rulebook_list);
  gtk_widget_class_bind_template_child (widget_class, CasPreferencesWindow, rulebook_dir_label);
}

static void
cas_preferences_window_init (CasPreferencesWindow *self)
{
  g_autofree char *dir = cas_rulebook_get_dir (NULL);
  g_autofree char *text = g_strdup_printf (_("Imported rulebooks are kept in %s"), dir);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->importing = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_label_set_text (self->rulebook_dir_label, text);
  refresh_rulebooks (self);
}
