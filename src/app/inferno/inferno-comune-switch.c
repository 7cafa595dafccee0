/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-comune-switch.c: on a Commander's mat, his Comune set out (in play, its cylinder
 * stacked under his) or aside (app, issue 17; 1.5.1, 3.5.3), with a switch whose change
 * records `comune COMMANDER in|out` through the page's table.do action, so the log, undo
 * and the toast's Undo serve it as any other edit. Setting it aside empties the Comune mat
 * (docs/cli.md, comune): the toast says so and undoes it. Another Lord's mat shows no row. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "inferno/inferno-ui.h"

#include "inferno-cells.h"
#include "cas-table-view.h"

typedef struct {
  GtkWidget *name;
  GtkWidget *caption;
  GtkWidget *toggle;
  CasGame *game;  /* the loader's, cached for the process */
  int lord;
  gboolean updating;
} ComuneRow;

static void
toggled_cb (GtkSwitch *toggle, GParamSpec *pspec, ComuneRow *row)
{
  if (row->updating || row->lord < 0 || row->game == NULL)
    return;
  cas_table_do (GTK_WIDGET (toggle), "comune %s %s", cas_game_get_lord (row->game, row->lord)->id,
                gtk_switch_get_active (toggle) ? "in" : "out");
}

GtkWidget *
cas_inferno_comune_switch_new (void)
{
  ComuneRow *row = g_new0 (ComuneRow, 1);
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_label_new (_("Comune"));

  row->lord = -1;
  gtk_widget_set_name (section, "comune-section");
  gtk_widget_set_margin_top (section, 2);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "caption-heading");
  gtk_box_append (GTK_BOX (section), heading);

  row->toggle = gtk_switch_new ();
  gtk_widget_set_name (row->toggle, "comune-switch");
  g_signal_connect (row->toggle, "notify::active", G_CALLBACK (toggled_cb), row);
  /* inferno-levy: the line shared with the Levy's rows (inferno-levy-mat.c) */
  gtk_box_append (GTK_BOX (section), cas_inferno_mat_line_new (NULL, &row->name, &row->caption, row->toggle));

  g_object_set_data_full (G_OBJECT (section), "cas-comune-row", row, g_free);
  return section;
}

/* Shows LORD's Comune in play or aside; FALSE (no row) for a Lord without one. */
gboolean
cas_inferno_comune_switch_update (GtkWidget *section, const CasTable *t, int lord)
{
  ComuneRow *row = g_object_get_data (G_OBJECT (section), "cas-comune-row");
  const CasLord *l = cas_game_get_lord (t->game, lord);

  g_return_val_if_fail (row != NULL, FALSE);
  if (l->comune < 0)
    {
      row->lord = -1;
      return FALSE;
    }

  const CasComune *c = cas_game_get_comune (t->game, l->comune);
  gboolean in = inferno_comune_in_play (t, lord);
  /* TRANSLATORS: the switch of a Commander's Comune on his mat, "Set Firenze Comune out (in play)" */
  g_autofree char *tip = g_strdup_printf (_("Set %s out (in play) or aside (1.5.1)"), c->name);

  row->updating = TRUE;
  row->lord = lord;
  row->game = t->game;
  gtk_label_set_label (GTK_LABEL (row->name), c->name);
  gtk_label_set_label (GTK_LABEL (row->caption),
                       in ? _("In play, stacked under him: its mat follows his (1.5.1)")
                          : _("Aside: a Call to Arms sets it out while he is in his Leading City (3.5.3)"));
  gtk_widget_set_tooltip_text (row->toggle, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_switch_set_active (GTK_SWITCH (row->toggle), in);
  row->updating = FALSE;
  return TRUE;
}
