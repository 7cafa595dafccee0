/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-markers.c: Inferno's own section of the markers column (cas-markers-view.c;
 * ransom, issue 17): each side's Captured Knights box (4.4.4, 4.9.2), a count of knight
 * units, with a stepper per side. Every edit is a journal action (`captured SIDE +1|-1`,
 * cas_table_do ()), as Nevsky's Legate button's (nevsky-markers.c). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "inferno/inferno-ui.h"

#include "inferno-ransom.h"
#include "cas-rules.h"
#include "cas-table-view.h"

#define CAS_TYPE_INFERNO_MARKERS (cas_inferno_markers_get_type ())
G_DECLARE_FINAL_TYPE (CasInfernoMarkers, cas_inferno_markers, CAS, INFERNO_MARKERS, GtkBox)

struct _CasInfernoMarkers
{
  GtkBox parent_instance;

  AdwActionRow *row[CAS_N_SIDES];
  GtkWidget *minus[CAS_N_SIDES];
  GtkLabel *count[CAS_N_SIDES];
  GtkWidget *plus[CAS_N_SIDES];
  CasGame *game;   /* of the table shown (the loader's cache keeps it) */
};

G_DEFINE_FINAL_TYPE (CasInfernoMarkers, cas_inferno_markers, GTK_TYPE_BOX)

/* Records the button's action (`captured SIDE +1|-1`, its "action" data) in the journal. */
static void
step_clicked (GtkButton *button, gpointer user_data)
{
  const char *action = g_object_get_data (G_OBJECT (button), "action");
  if (action)
    cas_table_do (GTK_WIDGET (button), "%s", action);
}

/* A flat circular button of the stepper; its action is set for the game. It is not a
 * GtkActionable: its sensitivity is ours (off at 0), not the table.do action's. */
static GtkWidget *
step_button (const char *icon)
{
  GtkWidget *b = gtk_button_new_from_icon_name (icon);
  g_signal_connect (b, "clicked", G_CALLBACK (step_clicked), NULL);
  gtk_widget_add_css_class (b, "flat");
  gtk_widget_add_css_class (b, "circular");
  return b;
}

/* The button's name ("captured-guelph-plus"), words and action (`captured guelph +1`). */
static void
step_set (GtkWidget *b, const char *side_id, gboolean plus, const char *label)
{
  g_autofree char *name = g_strdup_printf ("captured-%s-%s", side_id, plus ? "plus" : "minus");
  g_autofree char *action = g_strdup_printf ("captured %s %s", side_id, plus ? "+1" : "-1");
  gtk_widget_set_name (b, name);
  gtk_widget_set_tooltip_text (b, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data_full (G_OBJECT (b), "action", g_steal_pointer (&action), g_free);
}

void
cas_inferno_markers_update (GtkWidget *section, const CasTable *t)
{
  CasInfernoMarkers *self = CAS_INFERNO_MARKERS (section);
  CasGame *game = t->game;

  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int n = CAS_GLOBAL (t, INFERNO_G_CAPTURED_0 + side);
      g_autofree char *text = g_strdup_printf ("%d", n);

      if (self->game != game)
        {
          const char *id = cas_game_get_side_id (game, side);
          const char *name = cas_rules_side_text (t, side);
          /* TRANSLATORS: a button of the Captured Knights box, "Release a knight of the Guelphs" */
          g_autofree char *minus = g_strdup_printf (_("Release a knight of the %s"), name);
          /* TRANSLATORS: a button of the Captured Knights box, "Capture a knight of the Guelphs" */
          g_autofree char *plus = g_strdup_printf (_("Capture a knight of the %s"), name);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->row[side]), name);
          step_set (self->minus[side], id, FALSE, minus);
          step_set (self->plus[side], id, TRUE, plus);
        }
      gtk_label_set_label (self->count[side], text);
      gtk_widget_set_sensitive (self->minus[side], n > 0);
    }
  self->game = game;
}

GtkWidget *
cas_inferno_markers_new (void)
{
  return g_object_new (CAS_TYPE_INFERNO_MARKERS, NULL);
}

static void
cas_inferno_markers_class_init (CasInfernoMarkersClass *klass)
{
}

static void
cas_inferno_markers_init (CasInfernoMarkers *self)
{
  GtkWidget *heading = gtk_label_new (_("Captured Knights"));
  GtkWidget *list = gtk_list_box_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_set_tooltip_text (heading, _("Each side’s own knights held by the enemy, for Ransom or Languish at the End of Campaign (4.4.4, 4.9.2)"));
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      self->row[side] = ADW_ACTION_ROW (adw_action_row_new ());
      gtk_widget_set_name (GTK_WIDGET (self->row[side]), side ? "captured-row-1" : "captured-row-0");
      self->minus[side] = step_button ("list-remove-symbolic");
      self->count[side] = GTK_LABEL (gtk_label_new ("0"));
      self->plus[side] = step_button ("list-add-symbolic");
      gtk_label_set_width_chars (self->count[side], 5);
      gtk_widget_add_css_class (GTK_WIDGET (self->count[side]), "numeric");
      gtk_widget_add_css_class (GTK_WIDGET (self->count[side]), "heading");
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (box, "stepper");
      gtk_box_append (GTK_BOX (box), self->minus[side]);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->count[side]));
      gtk_box_append (GTK_BOX (box), self->plus[side]);
      adw_action_row_add_suffix (self->row[side], box);
      gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->row[side]));
    }
  gtk_box_append (GTK_BOX (self), heading);
  gtk_box_append (GTK_BOX (self), list);
}
