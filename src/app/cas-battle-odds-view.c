/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle-odds-view.c: the odds of a Battle: 10,000 runs of the engine with its default
 * choices (cas_battle_odds) in a worker thread, shown when they arrive; stale results
 * from an older set-up are dropped. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-application.h"
#include "cas-battle-odds-view.h"

typedef struct {
  CasTable *table;
  CasBattleSetup setup;
  CasBattleOdds odds;
  guint generation;
  double ms;
} OddsJob;

struct _CasBattleOddsView
{
  AdwBin parent_instance;

  GtkSwitch *show_switch;
  GtkStack *stack;
  GtkLabel *none_label;
  GtkSpinner *spinner;
  GtkLabel *busy_label;
  GtkLabel *win_label;
  GtkLabel *win_caption;
  GtkLevelBar *win_bar;
  GtkGrid *rout_grid;
  GtkGrid *loss_grid;
  GtkLabel *footnote;

  CasTable *table;        /* the Battle to simulate, NULL for none */
  CasBattleSetup setup;
  guint generation;       /* of the set-up; a job for an older one is stale */
  gboolean busy;
  gboolean have_odds;
  CasBattleOdds odds;
  double last_ms;
  GCancellable *cancellable;
};

G_DEFINE_FINAL_TYPE (CasBattleOddsView, cas_battle_odds_view, ADW_TYPE_BIN)

static void
odds_job_free (OddsJob *job)
{
  cas_table_free (job->table);
  g_free (job);
}

static void
odds_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  OddsJob *job = task_data;
  GError *error = NULL;
  gint64 start = g_get_monotonic_time ();

  if (!cas_battle_odds (job->table, &job->setup, CAS_BATTLE_ODDS_TRIALS, CAS_BATTLE_ODDS_SEED, &job->odds, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  job->ms = (double) (g_get_monotonic_time () - start) / 1000.0;
  g_task_return_boolean (task, TRUE);
}

static char *
percent (double p)
{
  /* Rounded, but never "0%" or "100%" for what can happen. */
  int v = (int) (p * 100 + 0.5);
  if (p > 0 && v == 0)
    return g_strdup (_("<1%"));
  if (p < 1 && v == 100)
    return g_strdup (_(">99%"));
  /* TRANSLATORS: a percentage */
  return g_strdup_printf (_("%d%%"), v);
}

static GtkWidget *
grid_label (const char *text, gboolean number)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), number ? 1 : 0);
  if (number)
    gtk_widget_add_css_class (label, "numeric");
  else
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  return label;
}

static void
clear_grid (GtkGrid *grid)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
}

static void
show_odds (CasBattleOddsView *self)
{
  const CasBattleOdds *o = &self->odds;
  CasGame *game = self->table->game;
  int att = cas_rules_lord_side (self->table, self->setup.active_lord);
  g_autofree char *win = percent (o->attacker_wins);
  g_autofree char *caption = NULL;
  g_autofree char *note = NULL;
  int row = 0;

  gtk_label_set_label (self->win_label, win);
  /* TRANSLATORS: "the Teutons (Attackers) win", under a percentage */
  caption = g_strdup_printf (_("the %s (Attackers) win"), cas_game_get_side_name (game, att));
  gtk_label_set_label (self->win_caption, caption);
  gtk_level_bar_set_value (self->win_bar, o->attacker_wins);
  for (int gs = 0; gs < CAS_N_SIDES; gs++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->win_bar), cas_app_side_css (game, gs));
  gtk_widget_add_css_class (GTK_WIDGET (self->win_bar), cas_app_side_css (game, att));

  clear_grid (self->rout_grid);
  for (int i = 0; i < o->n_lords; i++)
    {
      int lord = o->lords[i];
      int side = cas_battle_lord_side (self->table, lord);   /* battle-comune: a Lord or a Comune */
      g_autofree char *p = percent (o->rout[i]);
      GtkWidget *name = grid_label (cas_battle_lord_name (self->table, lord), FALSE);
      GtkWidget *bar = gtk_level_bar_new_for_interval (0, 1);
      GtkWidget *value = grid_label (p, TRUE);
      g_autofree char *a11y = g_strdup_printf (_("%s Routs in %s of the Battles"), cas_battle_lord_name (self->table, lord), p);

      gtk_widget_add_css_class (name, "side-title");
      gtk_widget_add_css_class (name, cas_app_side_css (game, side));
      gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), o->rout[i]);
      gtk_widget_add_css_class (bar, "odds-bar");
      gtk_widget_add_css_class (bar, "rout");
      gtk_widget_set_hexpand (bar, TRUE);
      gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
      gtk_widget_set_size_request (value, 48, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_grid_attach (self->rout_grid, name, 0, row, 1, 1);
      gtk_grid_attach (self->rout_grid, bar, 1, row, 1, 1);
      gtk_grid_attach (self->rout_grid, value, 2, row, 1, 1);
      row++;
    }

  clear_grid (self->loss_grid);
  for (int side = 0; side < 2; side++)
    {
      int gs = side == CAS_ATTACKER ? att : 1 - att;
      g_autofree char *who = g_strdup_printf ("%s (%s)", cas_game_get_side_name (game, gs),
                                              side == CAS_ATTACKER ? _("Attackers") : _("Defenders"));
      g_autofree char *n = g_strdup_printf ("%.1f", o->expected_losses[side]);
      GtkWidget *name = grid_label (who, FALSE);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_widget_add_css_class (name, "side-title");
      gtk_widget_add_css_class (name, cas_app_side_css (game, gs));
      gtk_grid_attach (self->loss_grid, name, 0, side, 1, 1);
      gtk_grid_attach (self->loss_grid, grid_label (n, TRUE), 1, side, 1, 1);
    }

  note = g_strdup_printf (_("%'d simulated Battles with Castellan’s default choices: Hits on the best-protected unit, "
                            "Retreat to the first free Locale, the Array and Events as set here (%.0f ms)."),
                          o->trials, self->last_ms);
  gtk_label_set_label (self->footnote, note);
  gtk_stack_set_visible_child_name (self->stack, "odds");
}

static void
odds_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CasBattleOddsView *self = CAS_BATTLE_ODDS_VIEW (source);
  OddsJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || job->generation != self->generation)
    return;
  self->busy = FALSE;
  gtk_spinner_stop (self->spinner);
  if (!ok)
    {
      g_autofree char *text = g_strdup_printf (_("No odds: %s."), error->message);
      gtk_label_set_label (self->none_label, text);
      gtk_stack_set_visible_child_name (self->stack, "none");
      return;
    }
  self->odds = job->odds;
  self->have_odds = TRUE;
  self->last_ms = job->ms;
  show_odds (self);
}

static void
recompute (CasBattleOddsView *self)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *busy = NULL;
  OddsJob *job;

  self->generation++;
  self->have_odds = FALSE;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (!gtk_switch_get_active (self->show_switch))
    {
      self->busy = FALSE;
      gtk_spinner_stop (self->spinner);
      gtk_stack_set_visible_child_name (self->stack, "hidden");
      return;
    }
  if (self->table == NULL)
    {
      self->busy = FALSE;
      gtk_spinner_stop (self->spinner);
      gtk_label_set_label (self->none_label, _("No Battle chosen."));
      gtk_stack_set_visible_child_name (self->stack, "none");
      return;
    }

  job = g_new0 (OddsJob, 1);
  job->table = cas_table_copy (self->table);
  job->setup = self->setup;
  job->generation = self->generation;
  self->cancellable = g_cancellable_new ();
  self->busy = TRUE;
  busy = g_strdup_printf (_("Simulating %d Battles…"), CAS_BATTLE_ODDS_TRIALS);
  gtk_label_set_label (self->busy_label, busy);
  /* The last odds stay on show while new ones are computed: no flicker for a quick job. */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "odds") != 0)
    gtk_stack_set_visible_child_name (self->stack, "busy");
  gtk_spinner_start (self->spinner);
  task = g_task_new (self, self->cancellable, odds_done_cb, NULL);
  g_task_set_source_tag (task, recompute);
  g_task_set_task_data (task, job, (GDestroyNotify) odds_job_free);
  g_task_run_in_thread (task, odds_thread);
}

void
cas_battle_odds_view_set_battle (CasBattleOddsView *self, const CasTable *table, const CasBattleSetup *setup)
{
  g_return_if_fail (CAS_IS_BATTLE_ODDS_VIEW (self));

  g_clear_pointer (&self->table, cas_table_free);
  if (table && setup)
    {
      self->table = cas_table_copy (table);
      self->setup = *setup;
    }
  recompute (self);
}

void
cas_battle_odds_view_set_shown (CasBattleOddsView *self, gboolean shown)
{
  g_return_if_fail (CAS_IS_BATTLE_ODDS_VIEW (self));
  gtk_switch_set_active (self->show_switch, shown);
}

gboolean
cas_battle_odds_view_get_shown (CasBattleOddsView *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_ODDS_VIEW (self), FALSE);
  return gtk_switch_get_active (self->show_switch);
}

gboolean
cas_battle_odds_view_is_busy (CasBattleOddsView *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_ODDS_VIEW (self), FALSE);
  return self->busy;
}

const CasBattleOdds *
cas_battle_odds_view_get_odds (CasBattleOddsView *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_ODDS_VIEW (self), NULL);
  return self->have_odds && gtk_switch_get_active (self->show_switch) ? &self->odds : NULL;
}

double
cas_battle_odds_view_get_last_ms (CasBattleOddsView *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_ODDS_VIEW (self), 0);
  return self->last_ms;
}

static void
show_changed_cb (CasBattleOddsView *self)
{
  recompute (self);
}

GtkWidget *
cas_battle_odds_view_new (void)
{
  return g_object_new (CAS_TYPE_BATTLE_ODDS_VIEW, NULL);
}

static void
cas_battle_odds_view_dispose (GObject *object)
{
  CasBattleOddsView *self = CAS_BATTLE_ODDS_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->table, cas_table_free);
  /* The bin's child is a template child: the bin lets go of it first, or both would
   * unparent it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAS_TYPE_BATTLE_ODDS_VIEW);
  G_OBJECT_CLASS (cas_battle_odds_view_parent_class)->dispose (object);
}

static void
cas_battle_odds_view_class_init (CasBattleOddsViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = cas_battle_odds_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-battle-odds-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, show_switch);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, stack);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, none_label);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, spinner);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, busy_label);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, win_label);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, win_caption);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, win_bar);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, rout_grid);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, loss_grid);
  gtk_widget_class_bind_template_child (widget_class, CasBattleOddsView, footnote);
  gtk_widget_class_bind_template_callback (widget_class, show_changed_cb);
}

static void
cas_battle_odds_view_init (CasBattleOddsView *self)
{
  GApplication *app = g_application_get_default ();
  GSettings *settings = CAS_IS_APPLICATION (app) ? cas_application_get_settings (CAS_APPLICATION (app)) : NULL;
  g_autoptr(GSettingsSchema) schema = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The preference when the schema is installed; a toggle for this page otherwise. */
  if (settings)
    g_object_get (settings, "settings-schema", &schema, NULL);
  if (schema && g_settings_schema_has_key (schema, "show-odds"))
    g_settings_bind (settings, "show-odds", self->show_switch, "active", G_SETTINGS_BIND_DEFAULT);
  gtk_stack_set_visible_child_name (self->stack, gtk_switch_get_active (self->show_switch) ? "none" : "hidden");
}
