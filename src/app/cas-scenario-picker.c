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
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), s->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), s->summary ? s->summary : "");
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

/* Offers the autosave only when there is one; a stat, cheap enough for each showing. */
void
cas_scenario_picker_refresh (CasScenarioPicker *self)
{
  g_autofree char *path = cas_app_autosave_path ();
  g_return_if_fail (CAS_IS_SCENARIO_PICKER (self));
  gtk_widget_set_visible (GTK_WIDGET (self->resume_list), g_file_test (path, G_FILE_TEST_IS_REGULAR));
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
