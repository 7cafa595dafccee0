/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-dialog.c: a small window over a Rus page (cas-rus-dialog.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-plan-util.h"
#include "rus/cas-rus-dialog.h"

struct _CasRusDialog
{
  GtkWidget *window;         /* AdwWindow; owns this struct */
  CasRusPage *page;          /* weak: the window is destroyed with its parent */
  CasJournal *journal;
  AdwPreferencesPage *prefs;
  AdwHeaderBar *header;
  GtkWidget *button;
  void (*clicked) (CasRusDialog *dialog, gpointer data);
  GPtrArray *groups;
  CasRusDialogFill fill;
  gpointer data;
  GDestroyNotify destroy;
  guint fill_source;
};

static void
dialog_fill (CasRusDialog *d)
{
  const CasRusState *s = cas_rus_table_state (cas_journal_get_table (d->journal));

  g_clear_handle_id (&d->fill_source, g_source_remove);
  for (guint i = 0; i < d->groups->len; i++)
    adw_preferences_page_remove (d->prefs, g_ptr_array_index (d->groups, i));
  g_ptr_array_set_size (d->groups, 0);
  d->fill (d, s, d->data);
}

static gboolean
fill_cb (gpointer data)
{
  CasRusDialog *d = data;
  d->fill_source = 0;
  dialog_fill (d);
  return G_SOURCE_REMOVE;
}

void
cas_rus_dialog_queue_fill (CasRusDialog *d)
{
  if (d->fill_source == 0)
    d->fill_source = g_idle_add (fill_cb, d);
}

static void
dialog_free (gpointer data)
{
  CasRusDialog *d = data;

  g_clear_handle_id (&d->fill_source, g_source_remove);
  g_signal_handlers_disconnect_by_data (d->journal, d);
  g_clear_object (&d->journal);
  g_ptr_array_unref (d->groups);
  if (d->destroy)
    d->destroy (d->data);
  g_free (d);
}

static void
button_clicked_cb (GtkButton *button, CasRusDialog *d)
{
  if (d->clicked)
    d->clicked (d, d->data);
}

GtkWidget *
cas_rus_dialog_present (CasRusPage *page, const char *name, const char *title, CasRusDialogFill fill, gpointer data,
                        GDestroyNotify destroy)
{
  CasRusDialog *d = g_new0 (CasRusDialog, 1);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (page));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  g_return_val_if_fail (cas_rus_page_get_journal (page) != NULL, NULL);
  d->page = page;
  d->journal = g_object_ref (cas_rus_page_get_journal (page));
  d->groups = g_ptr_array_new ();
  d->fill = fill;
  d->data = data;
  d->destroy = destroy;
  d->window = adw_window_new ();
  gtk_widget_set_name (d->window, name);
  gtk_window_set_title (GTK_WINDOW (d->window), title);
  gtk_window_set_modal (GTK_WINDOW (d->window), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (d->window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (d->window), 560, 680);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (d->window), GTK_WINDOW (root));
  d->header = ADW_HEADER_BAR (adw_header_bar_new ());
  adw_header_bar_set_title_widget (d->header, adw_window_title_new (title, NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (d->header));
  d->prefs = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (d->prefs), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (d->prefs));
  adw_window_set_content (ADW_WINDOW (d->window), box);
  g_object_set_data_full (G_OBJECT (d->window), "cas-rus-dialog", d, dialog_free);
  g_signal_connect_swapped (d->journal, "changed", G_CALLBACK (cas_rus_dialog_queue_fill), d);
  dialog_fill (d);
  gtk_window_present (GTK_WINDOW (d->window));
  return d->window;
}

CasRusPage *
cas_rus_dialog_get_page (CasRusDialog *d)
{
  return d->page;
}

GtkWidget *
cas_rus_dialog_get_window (CasRusDialog *d)
{
  return d->window;
}

void
cas_rus_dialog_add (CasRusDialog *d, AdwPreferencesGroup *group)
{
  adw_preferences_page_add (d->prefs, group);
  g_ptr_array_add (d->groups, group);
}

gboolean
cas_rus_dialog_do (CasRusDialog *d, const char *text)
{
  if (cas_rus_page_do (d->page, "%s", text))
    return TRUE;
  cas_rus_dialog_queue_fill (d);
  return FALSE;
}

gboolean
cas_rus_dialog_do_lines (CasRusDialog *d, const char *const *lines)
{
  g_autoptr(GError) error = NULL;

  if (lines == NULL || lines[0] == NULL)
    return FALSE;
  if (cas_journal_do_many (d->journal, lines, &error))
    return TRUE;
  {
    g_autofree char *sentence = cas_app_sentence (error->message);
    cas_plan_toast (GTK_WIDGET (d->page), sentence);
  }
  cas_rus_dialog_queue_fill (d);
  return FALSE;
}

CasRusDialog *
cas_rus_dialog_of (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  return root ? g_object_get_data (G_OBJECT (root), "cas-rus-dialog") : NULL;
}

GtkWidget *
cas_rus_dialog_set_button (CasRusDialog *d, const char *name, const char *label,
                           void (*clicked) (CasRusDialog *dialog, gpointer data))
{
  if (d->button == NULL)
    {
      d->button = gtk_button_new_with_mnemonic (label);
      gtk_widget_add_css_class (d->button, "suggested-action");
      g_signal_connect (d->button, "clicked", G_CALLBACK (button_clicked_cb), d);
      adw_header_bar_pack_end (d->header, d->button);
    }
  gtk_widget_set_name (d->button, name);
  gtk_button_set_label (GTK_BUTTON (d->button), label);
  d->clicked = clicked;
  return d->button;
}
