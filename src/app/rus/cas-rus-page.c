/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-page.c: what the Rus pages share (cas-rus-page.h). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cas-app-util.h"
#include "cas-plan-util.h"
#include "cas-rules-popover.h"
#include "rus/cas-rus-dialog.h"
#include "rus/cas-rus-page.h"

typedef struct {
  AdwPreferencesPage *prefs;
  CasJournal *journal;
  GPtrArray *groups;       /* added since the last refresh */
  guint refresh_source;
  gboolean filling;
} CasRusPagePrivate;

static void cas_rus_page_page_iface_init (CasPageInterface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (CasRusPage, cas_rus_page, GTK_TYPE_WIDGET,
                                  G_ADD_PRIVATE (CasRusPage)
                                  G_IMPLEMENT_INTERFACE (CAS_TYPE_PAGE, cas_rus_page_page_iface_init))

static void
page_set_journal (CasPage *page, CasJournal *journal)
{
  cas_rus_page_set_journal (CAS_RUS_PAGE (page), journal);
}

static void
cas_rus_page_page_iface_init (CasPageInterface *iface)
{
  iface->set_journal = page_set_journal;
}

static CasRusPagePrivate *
priv_of (CasRusPage *self)
{
  return cas_rus_page_get_instance_private (self);
}

void
cas_rus_page_refresh (CasRusPage *self)
{
  CasRusPagePrivate *priv = priv_of (self);
  const CasRusState *s;

  g_clear_handle_id (&priv->refresh_source, g_source_remove);
  for (guint i = 0; i < priv->groups->len; i++)
    adw_preferences_page_remove (priv->prefs, g_ptr_array_index (priv->groups, i));
  g_ptr_array_set_size (priv->groups, 0);
  s = cas_rus_page_get_state (self);
  if (s == NULL)
    return;
  priv->filling = TRUE;
  CAS_RUS_PAGE_GET_CLASS (self)->refresh (self, s);
  priv->filling = FALSE;
}

/* After a change the page is filled again once the signal's handlers are done: the row
 * whose button recorded the change may be the one being replaced. */
static gboolean
refresh_cb (gpointer data)
{
  CasRusPage *self = data;
  priv_of (self)->refresh_source = 0;
  cas_rus_page_refresh (self);
  return G_SOURCE_REMOVE;
}

static void
journal_changed_cb (CasRusPage *self)
{
  CasRusPagePrivate *priv = priv_of (self);
  if (priv->refresh_source == 0)
    priv->refresh_source = g_idle_add (refresh_cb, self);
}

void
cas_rus_page_refresh_later (CasRusPage *self)
{
  journal_changed_cb (self);
}

void
cas_rus_page_set_journal (CasRusPage *self, CasJournal *journal)
{
  CasRusPagePrivate *priv;

  g_return_if_fail (CAS_IS_RUS_PAGE (self));
  priv = priv_of (self);
  if (priv->journal)
    g_signal_handlers_disconnect_by_func (priv->journal, journal_changed_cb, self);
  /* A game of another family is not this page's to show. */
  if (journal && !CAS_IS_RUS_GAME (cas_journal_get_base (journal)))
    journal = NULL;
  g_set_object (&priv->journal, journal);
  if (journal)
    g_signal_connect_object (journal, "changed", G_CALLBACK (journal_changed_cb), self, G_CONNECT_SWAPPED);
  cas_rus_page_refresh (self);
}

CasJournal *
cas_rus_page_get_journal (CasRusPage *self)
{
  g_return_val_if_fail (CAS_IS_RUS_PAGE (self), NULL);
  return priv_of (self)->journal;
}

const CasRusState *
cas_rus_page_get_state (CasRusPage *self)
{
  CasJournal *journal = cas_rus_page_get_journal (self);
  return journal ? cas_rus_table_state (cas_journal_get_table (journal)) : NULL;
}

AdwPreferencesPage *
cas_rus_page_get_prefs (CasRusPage *self)
{
  g_return_val_if_fail (CAS_IS_RUS_PAGE (self), NULL);
  return priv_of (self)->prefs;
}

void
cas_rus_page_add (CasRusPage *self, AdwPreferencesGroup *group)
{
  CasRusPagePrivate *priv = priv_of (self);
  adw_preferences_page_add (priv->prefs, group);
  g_ptr_array_add (priv->groups, group);
}

gboolean
cas_rus_page_is_filling (CasRusPage *self)
{
  return priv_of (self)->filling;
}

gboolean
cas_rus_page_do (CasRusPage *self, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  if (priv_of (self)->filling)
    return FALSE;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  if (cas_plan_do (GTK_WIDGET (self), priv_of (self)->journal, text))
    return TRUE;
  /* A menu or a switch that asked for a refused change shows the table again. */
  journal_changed_cb (self);
  return FALSE;
}

static void
cas_rus_page_dispose (GObject *object)
{
  CasRusPage *self = CAS_RUS_PAGE (object);
  CasRusPagePrivate *priv = priv_of (self);

  g_clear_handle_id (&priv->refresh_source, g_source_remove);
  if (priv->journal)
    g_signal_handlers_disconnect_by_func (priv->journal, journal_changed_cb, self);
  g_clear_object (&priv->journal);
  g_clear_pointer (&priv->groups, g_ptr_array_unref);
  if (priv->prefs)
    {
      gtk_widget_unparent (GTK_WIDGET (priv->prefs));
      priv->prefs = NULL;
    }
  G_OBJECT_CLASS (cas_rus_page_parent_class)->dispose (object);
}

static void
cas_rus_page_class_init (CasRusPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cas_rus_page_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
cas_rus_page_init (CasRusPage *self)
{
  CasRusPagePrivate *priv = priv_of (self);

  priv->groups = g_ptr_array_new ();
  priv->prefs = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  gtk_widget_set_parent (GTK_WIDGET (priv->prefs), GTK_WIDGET (self));
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

/* Widgets the pages share. */

AdwPreferencesGroup *
cas_rus_group_new (const char *title, const char *description)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  if (title)
    adw_preferences_group_set_title (group, title);
  if (description)
    adw_preferences_group_set_description (group, description);
  return group;
}

GtkWidget *
cas_rus_row_new (const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  cas_app_row_set_plain (row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

static GtkWidget *
explain_row_new (const CasExplainLine *line)
{
  GtkWidget *row = cas_rus_row_new (line->text, NULL);
  gtk_widget_add_css_class (row, "calc-why");
  if (line->rules && line->rules[0])
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), cas_rules_links_new ("rus", (const char *const *) line->rules));
  return row;
}

void
cas_rus_explain_rows (AdwPreferencesGroup *group, const CasExplain *ex)
{
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    adw_preferences_group_add (group, explain_row_new (cas_explain_get_line (ex, i)));
}

void
cas_rus_explain_expander_rows (AdwExpanderRow *expander, const CasExplain *ex)
{
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    adw_expander_row_add_row (expander, explain_row_new (cas_explain_get_line (ex, i)));
}

GtkWidget *
cas_rus_why_row_new (const char *name, const CasExplain *ex)
{
  GtkWidget *why = adw_expander_row_new ();

  gtk_widget_set_name (why, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (why), _("Why"));
  cas_rus_explain_expander_rows (ADW_EXPANDER_ROW (why), ex);
  return why;
}

GtkWidget *
cas_rus_row_add_value (GtkWidget *row, const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  if (ADW_IS_EXPANDER_ROW (row))
    adw_expander_row_add_action (ADW_EXPANDER_ROW (row), label);
  else
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return label;
}

/* Records TEXT for WIDGET: through its dialog when it is in one (which shows the table
 * again after a refusal), else through the page. */
gboolean
cas_rus_page_record (CasRusPage *self, GtkWidget *widget, const char *text)
{
  CasRusDialog *dialog = cas_rus_dialog_of (widget);

  if (text == NULL || text[0] == '\0')
    return FALSE;
  if (strchr (text, '\n'))
    {
      /* Several actions at once (a seat swap): each its own line of the journal. */
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
      g_autoptr(GError) error = NULL;
      CasJournal *journal = cas_rus_page_get_journal (self);
      if (journal && cas_journal_do_many (journal, (const char *const *) lines, &error))
        return TRUE;
      if (error)
        {
          g_autofree char *sentence = cas_app_sentence (error->message);
          cas_plan_toast (GTK_WIDGET (self), sentence);
        }
      if (dialog)
        cas_rus_dialog_queue_fill (dialog);
      else
        cas_rus_page_refresh_later (self);
      return FALSE;
    }
  if (dialog)
    return cas_rus_dialog_do (dialog, text);
  return cas_rus_page_do (self, "%s", text);
}

static void
action_clicked_cb (GtkButton *button, CasRusPage *self)
{
  cas_rus_page_record (self, GTK_WIDGET (button), g_object_get_data (G_OBJECT (button), "cas-rus-action"));
}

GtkWidget *
cas_rus_row_add_action (CasRusPage *self, GtkWidget *row, const char *label, const char *icon, const char *tooltip,
                        const char *action)
{
  GtkWidget *button = icon ? gtk_button_new_from_icon_name (icon) : gtk_button_new_with_mnemonic (label);

  if (icon)
    {
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "circular");
    }
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (tooltip)
    gtk_widget_set_tooltip_text (button, tooltip);
  if (icon && tooltip)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  g_object_set_data_full (G_OBJECT (button), "cas-rus-action", g_strdup (action), g_free);
  g_signal_connect_object (button, "clicked", G_CALLBACK (action_clicked_cb), self, 0);
  if (ADW_IS_EXPANDER_ROW (row))
    adw_expander_row_add_action (ADW_EXPANDER_ROW (row), button);
  else
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return button;
}

void
cas_rus_value_row_add (AdwPreferencesGroup *group, const char *name, const char *title, const char *value)
{
  GtkWidget *row = cas_rus_row_new (title, NULL);
  gtk_widget_set_name (row, name);
  cas_rus_row_add_value (row, value);
  adw_preferences_group_add (group, row);
}

void
cas_rus_int_row_add (AdwPreferencesGroup *group, const char *name, const char *title, int value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);
  cas_rus_value_row_add (group, name, title, text);
}

static void
actions_clicked_cb (GtkButton *button, CasRusPage *self)
{
  cas_rus_page_record (self, GTK_WIDGET (button), g_object_get_data (G_OBJECT (button), "cas-rus-action"));
}

GtkWidget *
cas_rus_proposals_button_new (CasRusPage *self, const char *name, const char *label, const CasExplain *ex)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
    g_string_append_printf (text, "%s%s", i ? "\n" : "", cas_explain_get_action (ex, i));
  gtk_widget_set_name (button, name);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (button, text->len > 0);
  g_object_set_data_full (G_OBJECT (button), "cas-rus-action", g_string_free (g_steal_pointer (&text), FALSE), g_free);
  g_signal_connect_object (button, "clicked", G_CALLBACK (actions_clicked_cb), self, 0);
  return button;
}

void
cas_rus_proposals_rows (AdwPreferencesGroup *group, const CasExplain *ex)
{
  for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
    {
      GtkWidget *row = cas_rus_row_new (cas_explain_get_action (ex, i), NULL);
      gtk_widget_add_css_class (row, "monospace");
      adw_preferences_group_add (group, row);
    }
}

GtkWidget *
cas_rus_count_row_new (CasRusPage *self, const char *title, const char *subtitle, int value, int max,
                       const char *action_stem, GtkWidget *first)
{
  GtkWidget *row = cas_rus_row_new (title, subtitle);
  g_autofree char *text = g_strdup_printf ("%d", value);
  g_autofree char *minus = g_strdup_printf ("%s -1", action_stem);
  g_autofree char *plus = g_strdup_printf ("%s +1", action_stem);
  GtkWidget *less, *more, *label;

  if (first)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), first);
  label = cas_rus_row_add_value (row, text);
  gtk_widget_set_size_request (label, 28, -1);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  less = cas_rus_row_add_action (self, row, NULL, "list-remove-symbolic", _("One fewer"), minus);
  more = cas_rus_row_add_action (self, row, NULL, "list-add-symbolic", _("One more"), plus);
  gtk_widget_set_sensitive (less, value > 0);
  gtk_widget_set_sensitive (more, value < max);
  return row;
}

static void
choice_selected_cb (AdwComboRow *row, GParamSpec *pspec, CasRusPage *self)
{
  const char *const *actions = g_object_get_data (G_OBJECT (row), "cas-rus-actions");
  guint i = adw_combo_row_get_selected (row);

  if (i < g_strv_length ((char **) actions))
    cas_rus_page_record (self, GTK_WIDGET (row), actions[i]);
}

GtkWidget *
cas_rus_choice_row_new (CasRusPage *self, const char *name, const char *title, const char *subtitle,
                        const char *const *labels, const char *const *actions, guint selected)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (labels);

  if (name)
    gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data_full (G_OBJECT (row), "cas-rus-actions", g_strdupv ((char **) actions), (GDestroyNotify) g_strfreev);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (choice_selected_cb), self, 0);
  return row;
}

GtkWidget *
cas_rus_player_choice_row_new (CasRusPage *self, const char *name, const char *title, const char *subtitle,
                               const char *action_stem, int n_players, int player)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (labels, g_strdup (_("Nobody")));
  g_ptr_array_add (actions, g_strdup_printf ("%s none", action_stem));
  for (int p = 0; p < n_players; p++)
    {
      g_ptr_array_add (labels, g_strdup_printf (_("Player %d"), p + 1));
      g_ptr_array_add (actions, g_strdup_printf ("%s %d", action_stem, p + 1));
    }
  g_ptr_array_add (labels, NULL);
  g_ptr_array_add (actions, NULL);
  return cas_rus_choice_row_new (self, name, title, subtitle, (const char *const *) labels->pdata,
                                 (const char *const *) actions->pdata, (guint) CLAMP (player + 1, 0, n_players));
}

static void
switch_active_cb (GtkSwitch *sw, GParamSpec *pspec, CasRusPage *self)
{
  const char *key = gtk_switch_get_active (sw) ? "cas-on" : "cas-off";
  cas_rus_page_record (self, GTK_WIDGET (sw), g_object_get_data (G_OBJECT (sw), key));
}

GtkWidget *
cas_rus_switch_row_new (CasRusPage *self, const char *name, const char *title, const char *subtitle, gboolean active,
                        const char *on_action, const char *off_action)
{
  GtkWidget *row = cas_rus_row_new (title, subtitle);
  GtkWidget *sw = gtk_switch_new ();

  if (name)
    gtk_widget_set_name (row, name);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (sw), active);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data_full (G_OBJECT (sw), "cas-on", g_strdup (on_action), g_free);
  g_object_set_data_full (G_OBJECT (sw), "cas-off", g_strdup (off_action), g_free);
  g_signal_connect_object (sw, "notify::active", G_CALLBACK (switch_active_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  return row;
}

static void
open_clicked_cb (GtkButton *button, CasRusPage *self)
{
  void (*open) (CasRusPage *, gpointer) = g_object_get_data (G_OBJECT (button), "cas-rus-open");
  open (self, g_object_get_data (G_OBJECT (button), "cas-rus-open-data"));
}

GtkWidget *
cas_rus_open_row_new (CasRusPage *self, const char *name, const char *title, const char *subtitle, const char *label,
                      void (*open) (CasRusPage *page, gpointer data), gpointer data)
{
  GtkWidget *row = cas_rus_row_new (title, subtitle);
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  if (name)
    gtk_widget_set_name (row, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "cas-rus-open", open);
  g_object_set_data (G_OBJECT (button), "cas-rus-open-data", data);
  g_signal_connect_object (button, "clicked", G_CALLBACK (open_clicked_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

char *
cas_rus_area_label (int area, const CasRusMap *map)
{
  const char *name = cas_rus_area_name (area);
  const char *entered = map ? cas_rus_map_name (map, area) : NULL;

  if (name)
    return g_strdup (name);
  if (entered)
    return g_strdup (entered);
  /* TRANSLATORS: an area of the board the table has not named yet: "Area 23" */
  return g_strdup_printf (_("Area %d"), area + 1);
}

char *
cas_rus_picker_label (const CasRusState *s, int picker)
{
  if (picker < 0)
    return g_strdup (_("nobody"));
  if (s->n_players == 2)
    return g_strdup (_(cas_rus_kingdom_name (picker)));
  return g_strdup_printf (_("Player %d"), picker + 1);
}

/* The map file: read once, and again after cas_rus_page_map_changed () or when the file's
 * modification time moved. */
static struct {
  CasRusMap *map;
  gint64 mtime;
  char *error;
} map_cache;

void
cas_rus_page_map_changed (void)
{
  g_clear_pointer (&map_cache.map, cas_rus_map_free);
}

gboolean
cas_rus_page_save_map (GtkWidget *widget, const CasRusMap *map, const char *path)
{
  g_autofree char *backup = NULL;
  g_autoptr(GError) error = NULL;

  if (!cas_rus_map_save (map, path, &backup, &error))
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      g_autofree char *text = g_strdup_printf (_("The map file was not saved: %s"), sentence);
      cas_plan_toast (widget, text);
      return FALSE;
    }
  cas_rus_page_map_changed ();
  if (backup)
    {
      g_autofree char *text = g_strdup_printf (_("The old map file did not load; it is kept as %s"), backup);
      cas_plan_toast (widget, text);
    }
  return TRUE;
}

const CasRusMap *
cas_rus_page_map (GError **error)
{
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  gint64 mtime = info ? (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) : 0;

  if (map_cache.map == NULL || mtime != map_cache.mtime)
    {
      g_autoptr(GError) local = NULL;
      g_clear_pointer (&map_cache.map, cas_rus_map_free);
      g_clear_pointer (&map_cache.error, g_free);
      map_cache.map = cas_rus_map_load (path, &local);
      if (map_cache.map == NULL)
        {
          map_cache.error = g_strdup (local->message);
          map_cache.map = cas_rus_map_new ();
        }
      map_cache.mtime = mtime;
    }
  if (map_cache.error)
    g_set_error_literal (error, CAS_ERROR, CAS_ERROR_DATA, map_cache.error);
  return map_cache.map;
}
