/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-levy-mat.c (inferno-levy, issue 17): on each Lord's mat during the Levy, the Levy
 * actions he spent in this Muster with a stepper (`levy LORD spent +1|-1`) and whether he
 * arrived in it with a switch (`levy LORD arrived yes|no`), both through the page's
 * table.do action so the log, undo and the toast serve them (3.4, 3.4.1; rules-decisions
 * I156, I157). Inferno's mat section holds it after the Commander's Comune row
 * (inferno-comune-switch.c). Nothing here computes a rule: the numbers are the Levy hooks'. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "inferno/inferno-ui.h"

#include "cas-lc-rules.h"
#include "cas-lord-mat.h"
#include "cas-table-view.h"

typedef struct {
  GtkWidget *spent_caption;
  GtkWidget *minus;
  GtkWidget *count;
  GtkWidget *plus;
  GtkWidget *arrived;
  CasGame *game;  /* the loader's, cached for the process */
  int lord;
  gboolean updating;
} LevyRow;

static void
step_clicked (GtkButton *button, LevyRow *row)
{
  if (row->lord < 0 || row->game == NULL)
    return;
  cas_table_do (GTK_WIDGET (button), "levy %s spent %s", cas_game_get_lord (row->game, row->lord)->id,
                GTK_WIDGET (button) == row->plus ? "+1" : "-1");
}

static void
arrived_cb (GtkSwitch *toggle, GParamSpec *pspec, LevyRow *row)
{
  if (row->updating || row->lord < 0 || row->game == NULL)
    return;
  cas_table_do (GTK_WIDGET (toggle), "levy %s arrived %s", cas_game_get_lord (row->game, row->lord)->id,
                gtk_switch_get_active (toggle) ? "yes" : "no");
}

/* A line of the mat's Levy section: the mat's row (cas-lord-mat.c), its caption wrapped. */
static GtkWidget *
cas_inferno_levy_line (const char *title, GtkWidget *control, GtkWidget **caption)
{
  GtkWidget *line = cas_lord_mat_row_new (title, control, NULL, caption);
  gtk_label_set_wrap (GTK_LABEL (*caption), TRUE);
  return line;
}

static GtkWidget *
step_button (LevyRow *row, const char *icon, const char *name)
{
  GtkWidget *b = gtk_button_new_from_icon_name (icon);
  gtk_widget_set_name (b, name);
  gtk_widget_add_css_class (b, "flat");
  gtk_widget_add_css_class (b, "circular");
  g_signal_connect (b, "clicked", G_CALLBACK (step_clicked), row);
  return b;
}

GtkWidget *
cas_inferno_levy_mat_new (void)
{
  LevyRow *row = g_new0 (LevyRow, 1);
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_label_new (_("Levy"));
  GtkWidget *stepper = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *caption;

  row->lord = -1;
  gtk_widget_set_name (section, "levy-section");
  gtk_widget_set_margin_top (section, 2);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "caption-heading");
  gtk_box_append (GTK_BOX (section), heading);

  row->minus = step_button (row, "list-remove-symbolic", "levy-spent-minus");
  row->count = gtk_label_new ("0");
  row->plus = step_button (row, "list-add-symbolic", "levy-spent-plus");
  gtk_widget_set_name (row->count, "levy-spent-count");
  gtk_label_set_width_chars (GTK_LABEL (row->count), 2);
  gtk_widget_add_css_class (row->count, "numeric");
  gtk_widget_add_css_class (stepper, "stepper");
  gtk_box_append (GTK_BOX (stepper), row->minus);
  gtk_box_append (GTK_BOX (stepper), row->count);
  gtk_box_append (GTK_BOX (stepper), row->plus);
  gtk_box_append (GTK_BOX (section), cas_inferno_levy_line (_("Levy actions spent"), stepper, &row->spent_caption));

  row->arrived = gtk_switch_new ();
  gtk_widget_set_name (row->arrived, "levy-arrived-switch");
  g_signal_connect (row->arrived, "notify::active", G_CALLBACK (arrived_cb), row);
  gtk_box_append (GTK_BOX (section), cas_inferno_levy_line (_("Arrived this Levy"), row->arrived, &caption));
  gtk_label_set_label (GTK_LABEL (caption), _("No Levy actions in this Muster (3.4.1)"));

  g_object_set_data_full (G_OBJECT (section), "cas-levy-row", row, g_free);
  return section;
}

/* Shows LORD's Levy actions spent and arrival; FALSE (no section) outside the Levy or for a
 * game that does not keep them. */
gboolean
cas_inferno_levy_mat_update (GtkWidget *section, const CasTable *t, int lord)
{
  LevyRow *row = g_object_get_data (G_OBJECT (section), "cas-levy-row");
  const CasLcRules *rules = cas_lc_rules (t->game);
  const CasLcLevy *lv = rules ? rules->levy : NULL;

  g_return_val_if_fail (row != NULL, FALSE);
  if (lv == NULL || lv->actions_spent == NULL || CAS_GLOBAL (t, CAS_G_PHASE) != CAS_PHASE_LEVY)
    {
      row->lord = -1;
      return FALSE;
    }
  const CasLord *l = cas_game_get_lord (t->game, lord);
  int spent = lv->actions_spent (t, lord);
  gboolean arrived = lv->arrived && lv->arrived (t, lord);
  int lordship = l->lordship + (lv->lordship_bonus ? lv->lordship_bonus (t, lord, NULL) : 0);
  g_autofree char *count = g_strdup_printf ("%d", spent);
  /* TRANSLATORS: under "Levy actions spent" on a Lord's mat: "1 of Lordship 3 left (3.4)" */
  g_autofree char *left = arrived ? g_strdup (_("None while he arrived this Levy (3.4.1)"))
                                  : g_strdup_printf (_("%d of Lordship %d left (3.4)"), MAX (0, lordship - spent), lordship);
  /* TRANSLATORS: the buttons of the Levy actions spent on a Lord's mat */
  g_autofree char *plus = g_strdup_printf (_("%s spent a Levy action"), l->name);
  g_autofree char *minus = g_strdup_printf (_("Take back a Levy action of %s"), l->name);
  g_autofree char *tip = g_strdup_printf (_("%s arrived on the map in this Muster (3.4.1)"), l->name);

  row->updating = TRUE;
  row->lord = lord;
  row->game = t->game;
  gtk_label_set_label (GTK_LABEL (row->count), count);
  gtk_label_set_label (GTK_LABEL (row->spent_caption), left);
  gtk_widget_set_sensitive (row->minus, spent > 0);
  gtk_widget_set_tooltip_text (row->plus, plus);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->plus), GTK_ACCESSIBLE_PROPERTY_LABEL, plus, -1);
  gtk_widget_set_tooltip_text (row->minus, minus);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->minus), GTK_ACCESSIBLE_PROPERTY_LABEL, minus, -1);
  gtk_widget_set_tooltip_text (row->arrived, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->arrived), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_switch_set_active (GTK_SWITCH (row->arrived), arrived);
  row->updating = FALSE;
  return TRUE;
}

/* Inferno's mat section (CasGameUi.mat_section_new): the Commander's Comune row, then the
 * Levy's; shown while either is. */
GtkWidget *
cas_inferno_mat_section_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *comune = cas_inferno_comune_switch_new ();
  GtkWidget *levy = cas_inferno_levy_mat_new ();
  gtk_box_append (GTK_BOX (box), comune);
  gtk_box_append (GTK_BOX (box), levy);
  g_object_set_data (G_OBJECT (box), "cas-comune", comune);
  g_object_set_data (G_OBJECT (box), "cas-levy", levy);
  return box;
}

gboolean
cas_inferno_mat_section_update (GtkWidget *section, const CasTable *t, int lord)
{
  GtkWidget *comune = g_object_get_data (G_OBJECT (section), "cas-comune");
  GtkWidget *levy = g_object_get_data (G_OBJECT (section), "cas-levy");
  gboolean c = cas_inferno_comune_switch_update (comune, t, lord);
  gboolean l = cas_inferno_levy_mat_update (levy, t, lord);
  gtk_widget_set_visible (comune, c);
  gtk_widget_set_visible (levy, l);
  return c || l;
}
