/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-scenario-picker.c: the list of a game's scenarios; choosing one sets up a new game. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-scenario-picker.h"

struct _CasScenarioPicker
{
  GtkWidget parent_instance;

  GtkStack *stack;
  GtkLabel *game_label;
  GtkListBox *resume_list;
  GtkListBox *list;
  AdwStatusPage *error_page;

  CasGame *game;
  AdwActionRow *resume_row;
  guint resume_serial;   /* the autosave reading whose answer is wanted */
};

G_DEFINE_FINAL_TYPE (CasScenarioPicker, cas_scenario_picker, GTK_TYPE_WIDGET)

enum { JOURNAL_CREATED, N_SIGNALS };
static guint signals[N_SIGNALS];

static GtkWidget *
scenario_row_new (const CasScenario *s)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *facts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *years = gtk_label_new (s->years);
  g_autofree char *boxes_text = s->first_box == s->last_box ? g_strdup_printf (_("Box %d"), s->first_box)
                                                             : g_strdup_printf (_("Boxes %d–%d"), s->first_box,
                                                                                s->last_box);
  GtkWidget *boxes = gtk_label_new (boxes_text);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cas_game_text (s->name));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), s->summary ? cas_game_text (s->summary) : "");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  if (s->unverified)
    {
      GtkWidget *tag = cas_app_chip_new (_("Unverified"),
                                         _("This set-up has not yet been checked against the published rules"),
                                         "tag", "warning", NULL);
      gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), tag);
    }

  gtk_widget_set_valign (facts, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (facts, 96, -1);
  gtk_label_set_xalign (GTK_LABEL (years), 1);
  gtk_label_set_xalign (GTK_LABEL (boxes), 1);
  gtk_widget_add_css_class (years, "numeric");
  gtk_widget_add_css_class (boxes, "caption");
  gtk_widget_add_css_class (boxes, "dim-label");
  gtk_box_append (GTK_BOX (facts), years);
  gtk_box_append (GTK_BOX (facts), boxes);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), facts);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

void
cas_scenario_picker_set_game (CasScenarioPicker *self, CasGame *game)
{
  g_return_if_fail (CAS_IS_SCENARIO_PICKER (self));
  g_return_if_fail (CAS_IS_GAME (game));

  g_set_object (&self->game, game);
  gtk_label_set_label (self->game_label, cas_game_get_name (game));
  cas_app_remove_children (GTK_WIDGET (self->list));
  for (guint i = 0; i < cas_game_get_n_scenarios (game); i++)
    gtk_list_box_append (self->list, scenario_row_new (cas_game_get_scenario (game, (int) i)));
  gtk_stack_set_visible_child_name (self->stack, "list");
  cas_scenario_picker_refresh (self);
}

void
cas_scenario_picker_set_error (CasScenarioPicker *self, const char *message)
{
  g_autofree char *body = cas_app_sentence (message);

  g_return_if_fail (CAS_IS_SCENARIO_PICKER (self));
  cas_app_status_page_set_text (self->error_page, body);
  gtk_stack_set_visible_child_name (self->stack, "error");
}

/* Which game the autosave holds, in words: the scenario, where the Levy/Campaign marker
 * stands and how many actions were recorded. Read and replayed on a worker thread (the
 * whole save is checked, as when it is opened); NULL when it cannot be read. */
static char *
describe_save (CasJournal *journal)
{
  const CasTable *t = cas_journal_get_table (journal);
  CasGame *game = cas_journal_get_game (journal);
  const CasScenario *sc = cas_journal_get_scenario_info (journal);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  const CasBox *b = cas_game_get_box (game, box);
  guint n = cas_journal_get_n_done (journal);
  g_autofree char *actions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u action", "%u actions", n), n);

  /* TRANSLATORS: the autosaved game: "Pleskau, box 2 (Summer 1240), Campaign · 42 actions" */
  return g_strdup_printf (_("%s, box %d (%s %d), %s · %s"), sc->name, box, cas_game_get_season (game, b->season)->name,
                          b->year, CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_LEVY ? _("Levy") : _("Campaign"),
                          actions);
}

static void
read_save_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  const char *path = task_data;
  g_autofree char *data = NULL;
  g_autoptr(CasJournal) journal = NULL;
  gsize length = 0;
  GError *error = NULL;

  if (!g_file_get_contents (path, &data, &length, &error) ||
      (journal = cas_savefile_load_data (data, length, &error)) == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, describe_save (journal), g_free);
}

static void
read_save_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CasScenarioPicker *self = CAS_SCENARIO_PICKER (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_task_propagate_pointer (G_TASK (result), &error);

  if (GPOINTER_TO_UINT (user_data) != self->resume_serial)
    return;
  if (text)
    adw_action_row_set_subtitle (self->resume_row, text);
  else
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      g_autofree char *line = g_strdup_printf (_("It cannot be opened: %s"), sentence);
      adw_action_row_set_subtitle (self->resume_row, line);
    }
}

/* Offers the autosave only when there is one (a stat, cheap enough for each showing),
 * and says which game it is once read. */
void
cas_scenario_picker_refresh (CasScenarioPicker *self)
{
  g_autofree char *path = cas_app_autosave_path ();
  gboolean have;

  g_return_if_fail (CAS_IS_SCENARIO_PICKER (self));
  have = g_file_test (path, G_FILE_TEST_IS_REGULAR);
  gtk_widget_set_visible (GTK_WIDGET (self->resume_list), have);
  self->resume_serial++;
  if (have)
    {
      g_autoptr(GTask) task = g_task_new (self, NULL, read_save_done, GUINT_TO_POINTER (self->resume_serial));
      g_task_set_source_tag (task, cas_scenario_picker_refresh);
      g_task_set_task_data (task, g_steal_pointer (&path), g_free);
      g_task_run_in_thread (task, read_save_thread);
    }
}

guint
cas_scenario_picker_get_n_scenarios (CasScenarioPicker *self)
{
  g_return_val_if_fail (CAS_IS_SCENARIO_PICKER (self), 0);
  return self->game ? cas_game_get_n_scenarios (self->game) : 0;
}

/* Sets up the scenario as the rulebook does and hands the new game on. */
void
cas_scenario_picker_choose (CasScenarioPicker *self, int scenario)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) journal = NULL;

  g_return_if_fail (CAS_IS_SCENARIO_PICKER (self));
  g_return_if_fail (self->game != NULL);

  journal = cas_journal_new (self->game, scenario, &error);
  if (journal == NULL)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      g_autofree char *body = cas_app_sentence (error->message);
      GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                  _("Could Not Set Up the Scenario"), body);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  g_signal_emit (self, signals[JOURNAL_CREATED], 0, journal);
}

static void
row_activated_cb (CasScenarioPicker *self, GtkListBoxRow *row)
{
  cas_scenario_picker_choose (self, gtk_list_box_row_get_index (row));
}

static void
cas_scenario_picker_dispose (GObject *object)
{
  CasScenarioPicker *self = CAS_SCENARIO_PICKER (object);

  self->resume_serial++;  /* a reading still under way is not wanted any more */
  cas_app_dispose_children (GTK_WIDGET (self), CAS_TYPE_SCENARIO_PICKER);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (cas_scenario_picker_parent_class)->dispose (object);
}

static void
cas_scenario_picker_class_init (CasScenarioPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_scenario_picker_dispose;

  /* A new game, set up and not yet shown; the handler takes a reference to keep it. */
  signals[JOURNAL_CREATED] = g_signal_new ("journal-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                           NULL, NULL, G_TYPE_NONE, 1, CAS_TYPE_JOURNAL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/castellan/Castellan/cas-scenario-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, CasScenarioPicker, stack);
  gtk_widget_class_bind_template_child (widget_class, CasScenarioPicker, game_label);
  gtk_widget_class_bind_template_child (widget_class, CasScenarioPicker, resume_list);
  gtk_widget_class_bind_template_child (widget_class, CasScenarioPicker, resume_row);
  gtk_widget_class_bind_template_child (widget_class, CasScenarioPicker, list);
  gtk_widget_class_bind_template_child (widget_class, CasScenarioPicker, error_page);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_set_css_name (widget_class, "scenario-picker");
}

static void
cas_scenario_picker_init (CasScenarioPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
