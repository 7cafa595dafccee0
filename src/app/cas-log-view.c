/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-log-view.c: the game log: the journal in words, newest first, undo back to any entry,
 * redo, and export of the whole game as Markdown. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-log-view.h"
#include "cas-page.h"
#include "cas-plan-util.h"

struct _CasLogView
{
  AdwBin parent_instance;

  GtkLabel *count_label;
  GtkWidget *travel_button;
  GtkWidget *redo_button;
  GtkWidget *export_button;
  GtkStack *stack;
  GtkListView *list;

  CasJournal *journal;
  GtkStringList *model;   /* entry indices as text, newest first; quiet entries have no row */
  GtkSingleSelection *selection;
  guint n_entries;        /* the entries the model was made from */
  guint n_done;
  GArray *rows_upto;      /* guint per entry i: rows for entries 0..i (its number when shown) */
};

CAS_PAGE_DEFINE_IFACE (cas_log_view, CAS_LOG_VIEW)
G_DEFINE_FINAL_TYPE_WITH_CODE (CasLogView, cas_log_view, ADW_TYPE_BIN, CAS_PAGE_IMPLEMENT (cas_log_view))

/* Rows: a list view makes widgets only for the rows on screen, so a game of thousands
 * of actions costs no more than a short one. Moves along the sequence of play ("step")
 * are quiet journal entries: no row of their own, and undo takes them back with the
 * action after them (cas_journal_undo_step). A Plan's face-down cards show as "?"
 * (cas_journal_get_shown_text, 4.1). */

static guint
rows_upto (CasLogView *self, guint i)
{
  return i < self->rows_upto->len ? g_array_index (self->rows_upto, guint, i) : 0;
}

/* How many rows entries FROM to TO - 1 have. */
static guint
rows_between (CasLogView *self, guint from, guint to)
{
  return (to > 0 ? rows_upto (self, to - 1) : 0) - (from > 0 ? rows_upto (self, from - 1) : 0);
}

static guint
item_index (gpointer item)
{
  return (guint) g_ascii_strtoull (gtk_string_object_get_string (item), NULL, 10);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *num = gtk_label_new (NULL);
  GtkWidget *desc = gtk_label_new (NULL);
  GtkWidget *action = gtk_label_new (NULL);
  GtkWidget *chip = cas_app_chip_new (_("Undone"), _("Redo brings it back until a new action is recorded"), "tag",
                                      "neutral", NULL);

  gtk_widget_add_css_class (box, "log-entry");
  gtk_widget_add_css_class (num, "numeric");
  gtk_widget_add_css_class (num, "dim-label");
  gtk_widget_add_css_class (num, "log-number");
  gtk_label_set_width_chars (GTK_LABEL (num), 4);
  gtk_label_set_xalign (GTK_LABEL (num), 1);
  gtk_widget_set_valign (num, GTK_ALIGN_START);
  gtk_label_set_xalign (GTK_LABEL (desc), 0);
  gtk_label_set_wrap (GTK_LABEL (desc), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (desc), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (action), 0);
  gtk_label_set_ellipsize (GTK_LABEL (action), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (action, "monospace");
  gtk_widget_add_css_class (action, "caption");
  gtk_widget_add_css_class (action, "dim-label");
  gtk_widget_set_hexpand (words, TRUE);
  gtk_box_append (GTK_BOX (words), desc);
  gtk_box_append (GTK_BOX (words), action);
  gtk_box_append (GTK_BOX (box), num);
  gtk_box_append (GTK_BOX (box), words);
  gtk_box_append (GTK_BOX (box), chip);
  g_object_set_data (G_OBJECT (box), "num", num);
  g_object_set_data (G_OBJECT (box), "desc", desc);
  g_object_set_data (G_OBJECT (box), "action", action);
  g_object_set_data (G_OBJECT (box), "chip", chip);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer user_data)
{
  CasLogView *self = user_data;
  GtkWidget *box = gtk_list_item_get_child (list_item);
  guint i = item_index (gtk_list_item_get_item (list_item));
  gboolean undone = i >= cas_journal_get_n_done (self->journal);
  const char *description = cas_journal_get_description (self->journal, i);
  guint row = rows_upto (self, i);
  g_autofree char *number = g_strdup_printf ("%u", row);
  g_autofree char *access = undone ? g_strdup_printf (_("%u. %s (undone)"), row, description)
                                   : g_strdup_printf ("%u. %s", row, description);

  g_object_set_data (G_OBJECT (box), "entry-index", GUINT_TO_POINTER (i));
  gtk_label_set_label (g_object_get_data (G_OBJECT (box), "num"), number);
  gtk_label_set_label (g_object_get_data (G_OBJECT (box), "desc"), description);
  gtk_label_set_label (g_object_get_data (G_OBJECT (box), "action"), cas_journal_get_shown_text (self->journal, i));
  gtk_widget_set_visible (g_object_get_data (G_OBJECT (box), "chip"), undone);
  if (undone)
    gtk_widget_add_css_class (box, "undone");
  else
    gtk_widget_remove_css_class (box, "undone");
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, access, -1);
}

/* The entry selected, or G_MAXUINT. */
static guint
selected_entry (CasLogView *self)
{
  gpointer item = gtk_single_selection_get_selected_item (self->selection);
  return item ? item_index (item) : G_MAXUINT;
}

static void
update_buttons (CasLogView *self)
{
  guint i = selected_entry (self);
  guint n_done = self->journal ? cas_journal_get_n_done (self->journal) : 0;

  gtk_widget_set_sensitive (self->export_button, self->journal != NULL);
  if (i == G_MAXUINT || self->journal == NULL)
    {
      gtk_button_set_label (GTK_BUTTON (self->travel_button), _("_Undo Back to Here"));
      gtk_widget_set_sensitive (self->travel_button, FALSE);
      gtk_widget_set_tooltip_text (self->travel_button, _("Select an entry first: everything after it is undone"));
      return;
    }
  if (i >= n_done)
    {
      gtk_button_set_label (GTK_BUTTON (self->travel_button), _("_Redo Up to Here"));
      gtk_widget_set_sensitive (self->travel_button, TRUE);
      gtk_widget_set_tooltip_text (self->travel_button, _("Do the undone actions again, up to this one"));
    }
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->travel_button), _("_Undo Back to Here"));
      gtk_widget_set_sensitive (self->travel_button, i + 1 < n_done);
      gtk_widget_set_tooltip_text (self->travel_button, i + 1 < n_done ? _("Undo every action after this one")
                                                                       : _("This is the latest action"));
    }
}

static void
update_count (CasLogView *self)
{
  guint n = self->journal ? rows_between (self, 0, cas_journal_get_n_entries (self->journal)) : 0;
  guint done = self->journal ? rows_between (self, 0, cas_journal_get_n_done (self->journal)) : 0;
  g_autofree char *text = NULL;

  if (n == done)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u action, newest first", "%u actions, newest first", done),
                            done);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u action and %u undone, newest first",
                                         "%u actions and %u undone, newest first", done),
                            done, n - done);
  gtk_label_set_label (self->count_label, text);
  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "list" : "empty");
}

/* The list anchors on a row: rows added above it would push the newest out of view. */
static void
scroll_to_newest (CasLogView *self)
{
  if (g_list_model_get_n_items (G_LIST_MODEL (self->model)) > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", 0);
}

/* Entries before the first one that changed keep their rows: a new action replaces only
 * the redo list and adds a row, an undo changes one row. The rows of Plans are made
 * again, since a reveal later on turns their cards face up. */
static void
sync_model (CasLogView *self, gboolean all)
{
  guint n = self->journal ? cas_journal_get_n_entries (self->journal) : 0;
  guint done = self->journal ? cas_journal_get_n_done (self->journal) : 0;
  guint keep = all ? 0 : MIN (MIN (self->n_done, done), MIN (self->n_entries, n));
  guint old_rows = rows_between (self, 0, self->n_entries);
  guint kept_rows = rows_between (self, 0, keep);
  gboolean added = n > self->n_entries || all;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  g_array_set_size (self->rows_upto, n);
  for (guint i = keep; i < n; i++)
    g_array_index (self->rows_upto, guint, i) = (i > 0 ? rows_upto (self, i - 1) : 0) +
                                                (cas_journal_is_quiet (self->journal, i) ? 0 : 1);
  for (guint i = n; i > keep; i--)
    if (!cas_journal_is_quiet (self->journal, i - 1))
      g_ptr_array_add (texts, g_strdup_printf ("%u", i - 1));
  g_ptr_array_add (texts, NULL);
  gtk_string_list_splice (self->model, 0, old_rows - kept_rows, (const char *const *) texts->pdata);
  {
    guint total = rows_between (self, 0, n);
    for (guint i = 0; i < keep; i++)
      if (cas_journal_get_plan_shown (self->journal, i) >= 0)
        {
          g_autofree char *text = g_strdup_printf ("%u", i);
          const char *const one[] = { text, NULL };
          gtk_string_list_splice (self->model, total - rows_upto (self, i), 1, one);
        }
  }
  self->n_entries = n;
  self->n_done = done;
  update_count (self);
  update_buttons (self);
  if (added)
    scroll_to_newest (self);
}

static void
journal_changed_cb (CasLogView *self, CasJournal *journal)
{
  sync_model (self, FALSE);
}

static void
selection_changed_cb (CasLogView *self)
{
  update_buttons (self);
}

/* Undo back to an entry, after saying how much goes. */

static void
undo_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  CasLogView *self = user_data;
  guint keep = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "keep"));

  if (g_str_equal (response, "undo") && self->journal && keep < cas_journal_get_n_done (self->journal))
    {
      guint n = cas_journal_get_n_done (self->journal) - keep;
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Undid %u action", "Undid %u actions", n), n);
      cas_journal_undo_to (self->journal, keep);
      cas_plan_toast (GTK_WIDGET (self), text);
    }
}

static void
travel_clicked_cb (CasLogView *self)
{
  guint i = selected_entry (self);
  guint n_done;

  if (i == G_MAXUINT || self->journal == NULL)
    return;
  n_done = cas_journal_get_n_done (self->journal);
  if (i >= n_done)
    {
      /* Redo is never lost work: no question asked. */
      while (cas_journal_get_n_done (self->journal) <= i && cas_journal_can_redo (self->journal))
        cas_journal_redo (self->journal);
      return;
    }
  if (i + 1 >= n_done)
    return;

  guint n = rows_between (self, i + 1, n_done);
  g_autofree char *heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Undo %u Action?", "Undo %u Actions?", n), n);
  g_autofree char *body = NULL;
  if (n == 1)
    body = g_strdup_printf (_("Entry %u goes back to the redo list, and the table returns to how it was after “%s”. "
                              "Redo brings it back until a new action is recorded."),
                            rows_upto (self, n_done - 1), cas_journal_get_description (self->journal, i));
  else
    body = g_strdup_printf (_("Entries %u to %u go back to the redo list, and the table returns to how it was after "
                              "“%s”. Redo brings them back until a new action is recorded."),
                            rows_upto (self, i) + 1, rows_upto (self, n_done - 1), cas_journal_get_description (self->journal, i));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);
  g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Undo %u Action", "_Undo %u Actions", n), n);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "undo", label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "undo", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "undo");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "keep", GUINT_TO_POINTER (i + 1));
  g_signal_connect_object (dialog, "response", G_CALLBACK (undo_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Markdown. The heading, the Scenario section and the last one are the family's
 * (CasFamilyUi); the actions are the journal's. */

char *
cas_log_markdown (CasJournal *journal)
{
  const CasFamilyUi *ui;
  GString *out;
  guint n_done, n;

  g_return_val_if_fail (CAS_IS_JOURNAL (journal), NULL);
  ui = cas_family_ui_of (journal);
  n_done = cas_journal_get_n_done (journal);
  n = cas_journal_get_n_entries (journal);
  out = g_string_new (NULL);

  g_string_append (out, "# ");
  if (ui)
    ui->markdown_title (journal, out);
  else
    cas_app_markdown_append (out, cas_game_base_get_name (cas_journal_get_base (journal)));
  g_string_append (out, "\n\n");
  {
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H:%M");
    /* TRANSLATORS: the date and time the game log was exported */
    g_string_append_printf (out, _("*Exported from Castellan on %s.*"), date);
    g_string_append (out, "\n\n");
  }
  g_string_append (out, "## ");
  g_string_append (out, _("Scenario"));
  g_string_append (out, "\n\n");
  if (ui)
    ui->markdown_scenario (journal, out);

  g_string_append (out, "## ");
  g_string_append (out, _("Actions"));
  g_string_append (out, "\n\n");
  if (n_done == 0)
    {
      g_string_append (out, _("No actions yet."));
      g_string_append (out, "\n");
    }
  for (guint i = 0, row = 0; i < n_done; i++)
    {
      if (cas_journal_is_quiet (journal, i))
        continue;
      g_string_append_printf (out, "%u. ", ++row);
      cas_app_markdown_append (out, cas_journal_get_description (journal, i));
      g_string_append_printf (out, " — `%s`\n", cas_journal_get_shown_text (journal, i));
    }
  for (guint i = n_done; i < n; i++)
    if (cas_journal_is_quiet (journal, i))
      n--;
  if (n > n_done)
    {
      g_string_append (out, "\n");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "(%u undone action is not included.)",
                                                "(%u undone actions are not included.)", n - n_done),
                              n - n_done);
      g_string_append (out, "\n");
    }
  if (ui)
    ui->markdown_end (journal, out);
  return g_string_free (out, FALSE);
}

static void
replace_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
cas_log_view_export_async (CasLogView *self, GFile *file, GCancellable *cancellable, GAsyncReadyCallback callback,
                           gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;
  char *text;

  g_return_if_fail (CAS_IS_LOG_VIEW (self));
  g_return_if_fail (G_IS_FILE (file));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, cas_log_view_export_async);
  if (self->journal == NULL)
    {
      g_task_return_new_error (task, CAS_ERROR, CAS_ERROR_FAILED, _("There is no game to export"));
      return;
    }
  text = cas_log_markdown (self->journal);
  bytes = g_bytes_new_take (text, strlen (text));
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, cancellable,
                                       replace_done_cb, g_steal_pointer (&task));
}

gboolean
cas_log_view_export_finish (CasLogView *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
export_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CasLogView *self = CAS_LOG_VIEW (source);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);

  if (cas_log_view_export_finish (self, result, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Exported to “%s”"), name);
      cas_plan_toast (GTK_WIDGET (self), text);
    }
  else
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      g_autofree char *heading = g_strdup_printf (_("Could Not Export to “%s”"), name);
      g_autofree char *body = cas_app_sentence (error->message);
      GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static void
export_response_cb (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  CasLogView *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        cas_log_view_export_async (self, file, NULL, export_done_cb, g_object_ref (file));
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
export_clicked_cb (CasLogView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = NULL;

  if (self->journal == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Export the Game Log"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("Markdown Documents"));
  gtk_file_filter_add_pattern (filter, "*.md");
  gtk_file_filter_add_mime_type (filter, "text/markdown");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  /* TRANSLATORS: file name of an exported log, "Pleskau log.md" */
  {
    const CasFamilyUi *ui = cas_family_ui_of (self->journal);
    g_autofree char *stem = ui ? ui->file_stem (self->journal) : g_strdup (cas_journal_get_scenario_id (self->journal));
    name = g_strdup_printf (_("%s log.md"), stem);
  }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
cas_log_view_dispose (GObject *object)
{
  CasLogView *self = CAS_LOG_VIEW (object);
  if (self->journal)
    g_signal_handlers_disconnect_by_data (self->journal, self);
  g_clear_object (&self->journal);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAS_TYPE_LOG_VIEW);
  G_OBJECT_CLASS (cas_log_view_parent_class)->dispose (object);
}

static void
cas_log_view_finalize (GObject *object)
{
  CasLogView *self = CAS_LOG_VIEW (object);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->rows_upto, g_array_unref);
  G_OBJECT_CLASS (cas_log_view_parent_class)->finalize (object);
}

static void
cas_log_view_class_init (CasLogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_log_view_dispose;
  object_class->finalize = cas_log_view_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-log-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasLogView, count_label);
  gtk_widget_class_bind_template_child (widget_class, CasLogView, travel_button);
  gtk_widget_class_bind_template_child (widget_class, CasLogView, redo_button);
  gtk_widget_class_bind_template_child (widget_class, CasLogView, export_button);
  gtk_widget_class_bind_template_child (widget_class, CasLogView, stack);
  gtk_widget_class_bind_template_child (widget_class, CasLogView, list);
  gtk_widget_class_bind_template_callback (widget_class, travel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked_cb);
}

static void
cas_log_view_init (CasLogView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows_upto = g_array_new (FALSE, TRUE, sizeof (guint));
  self->model = gtk_string_list_new (NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->model));  /* owns the model */
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  gtk_list_view_set_factory (self->list, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->list, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect_swapped (self->selection, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  g_signal_connect_swapped (self->selection, "items-changed", G_CALLBACK (selection_changed_cb), self);
  update_count (self);
  update_buttons (self);
}

GtkWidget *
cas_log_view_new (void)
{
  return g_object_new (CAS_TYPE_LOG_VIEW, NULL);
}

void
cas_log_view_set_journal (CasLogView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_LOG_VIEW (self));
  g_return_if_fail (journal == NULL || CAS_IS_JOURNAL (journal));

  if (self->journal)
    g_signal_handlers_disconnect_by_data (self->journal, self);
  /* The rows read the journal: empty the model while the old one is still here. */
  gtk_string_list_splice (self->model, 0, g_list_model_get_n_items (G_LIST_MODEL (self->model)), NULL);
  self->n_entries = self->n_done = 0;
  g_array_set_size (self->rows_upto, 0);
  g_set_object (&self->journal, journal);
  if (journal)
    g_signal_connect_swapped (journal, "changed", G_CALLBACK (journal_changed_cb), self);
  sync_model (self, TRUE);
}
