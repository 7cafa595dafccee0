/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-scenario-picker.c: the games of the registry, each with its scenarios; choosing one
 * sets up a new game. With one game it is that game's page (its name, its scenarios);
 * with several, a group per game in the registry's order. A game the app cannot show (no
 * pages for its family, data that does not load) keeps its place with a row that says why. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-page.h"
#include "cas-scenario-picker.h"

struct _CasScenarioPicker
{
  GtkWidget parent_instance;

  GtkStack *stack;
  GtkLabel *game_label;
  GtkListBox *resume_list;
  GtkBox *games_box;
  AdwStatusPage *error_page;

  CasGameBase *game;     /* the first game, which the window loaded */
  AdwActionRow *resume_row;
  guint resume_serial;   /* the autosave reading whose answer is wanted */
};

G_DEFINE_FINAL_TYPE (CasScenarioPicker, cas_scenario_picker, GTK_TYPE_WIDGET)

enum { JOURNAL_CREATED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void row_activated_cb (CasScenarioPicker *self, GtkListBoxRow *row);

/* The heading of a game's group: its name, and its family on the right. */
static GtkWidget *
game_heading_new (const char *name, const char *family)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *title = gtk_label_new (name);
  GtkWidget *kind = gtk_label_new (cas_module_family_name (family));

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (kind), 1);
  gtk_widget_set_valign (kind, GTK_ALIGN_BASELINE);
  gtk_widget_set_valign (title, GTK_ALIGN_BASELINE);
  gtk_widget_add_css_class (kind, "caption");
  gtk_widget_add_css_class (kind, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), kind);
  return box;
}

/* The row of a game that cannot be opened, and why. */
static GtkWidget *
unavailable_row_new (const char *why)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("action-unavailable-symbolic");
  g_autofree char *sentence = cas_app_sentence (why);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("This game cannot be opened"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sentence);
  gtk_widget_add_css_class (icon, "dim-label");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_name (row, "unavailable-row");
  return row;
}

/* A game's group: a heading (with several games) and its family's rows for a new game
 * (CasFamilyUi.new_game_rows), or why it cannot be opened. GAME is NULL when it could not
 * be loaded (WHY says why). */
static void
add_game (CasScenarioPicker *self, const CasModule *module, CasGameBase *game, const char *why, gboolean several)
{
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = gtk_list_box_new ();
  const CasFamilyUi *ui = cas_family_ui_for (module->family);

  if (several)
    gtk_box_append (GTK_BOX (group), game_heading_new (game ? cas_game_base_get_name (game) : module->name,
                                                       module->family));
  else
    {
      GtkWidget *heading = gtk_label_new (_("Scenarios"));
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_add_css_class (heading, "heading");
      gtk_box_append (GTK_BOX (group), heading);
    }
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  g_signal_connect_object (list, "row-activated", G_CALLBACK (row_activated_cb), self, G_CONNECT_SWAPPED);
  if (game && ui)
    {
      g_object_set_data_full (G_OBJECT (list), "cas-game", g_object_ref (game), g_object_unref);
      ui->new_game_rows (game, GTK_LIST_BOX (list));
    }
  else
    gtk_list_box_append (GTK_LIST_BOX (list), unavailable_row_new (why));
  gtk_widget_set_name (group, module->id);
  gtk_box_append (GTK_BOX (group), list);
  gtk_box_append (self->games_box, group);
}

/* The registry's game MODULE, or NULL with why the app cannot open it: no pages for its
 * family, or data that does not load. */
static CasGameBase *
open_game (const CasModule *module, GError **error)
{
  guint n_pages;
  if (cas_pages_for (module->family, &n_pages, error) == NULL)
    return NULL;
  return cas_game_base_load_builtin (module->id, error);
}

void
cas_scenario_picker_set_game (CasScenarioPicker *self, CasGameBase *game)
{
  guint n_modules;
  const CasModule *modules;

  g_return_if_fail (CAS_IS_SCENARIO_PICKER (self));
  g_return_if_fail (CAS_IS_GAME_BASE (game));

  g_set_object (&self->game, game);
  modules = cas_modules (&n_modules);
  gtk_label_set_label (self->game_label, n_modules > 1 ? _("New Game") : cas_game_base_get_name (game));
  cas_app_remove_children (GTK_WIDGET (self->games_box));
  for (guint i = 0; i < n_modules; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CasGameBase) other = NULL;
      if (g_strcmp0 (modules[i].id, cas_game_base_get_id (game)) == 0)
        add_game (self, &modules[i], game, NULL, n_modules > 1);
      else
        {
          other = open_game (&modules[i], &error);
          add_game (self, &modules[i], other, error ? error->message : NULL, n_modules > 1);
        }
    }
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

/* Which game the autosave holds, in words (CasFamilyUi.summary). Read and replayed on a
 * worker thread (the whole save is checked, as when it is opened). */
static char *
describe_save (CasJournal *journal)
{
  const CasFamilyUi *ui = cas_family_ui_of (journal);
  return ui ? ui->summary (journal) : g_strdup (cas_journal_get_scenario_id (journal));
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
  return self->game ? cas_game_base_get_n_scenarios (self->game) : 0;
}

/* Sets up GAME's scenario as the rulebook does and hands the new game on. */
static void
choose (CasScenarioPicker *self, CasGameBase *game, int scenario)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) journal = NULL;

  journal = cas_journal_new_for (game, scenario, &error);
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

void
cas_scenario_picker_choose (CasScenarioPicker *self, int scenario)
{
  g_return_if_fail (CAS_IS_SCENARIO_PICKER (self));
  g_return_if_fail (self->game != NULL);
  choose (self, self->game, scenario);
}

static void
row_activated_cb (CasScenarioPicker *self, GtkListBoxRow *row)
{
  CasGameBase *game = g_object_get_data (G_OBJECT (gtk_widget_get_parent (GTK_WIDGET (row))), "cas-game");
  int scenario = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), CAS_PICKER_ROW_SCENARIO)) - 1;
  if (game && scenario >= 0)
    choose (self, game, scenario);
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
  gtk_widget_class_bind_template_child (widget_class, CasScenarioPicker, games_box);
  gtk_widget_class_bind_template_child (widget_class, CasScenarioPicker, error_page);
  gtk_widget_class_set_css_name (widget_class, "scenario-picker");
}

static void
cas_scenario_picker_init (CasScenarioPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
