/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-markers.c: Inferno's own section of the markers column (cas-markers-view.c;
 * ransom, issue 17): each side's Captured Knights box (4.4.4, 4.9.2) by unit type, a
 * row per type (Ritter, Cavalieri) per side with a stepper (app-fixes: the steppers
 * used to record a count without a type). Every edit is a journal action (`captured SIDE
 * TYPE +1|-1`, cas_table_do ()), as Nevsky's Legate button's (nevsky-markers.c).
 * Knights of no recorded type (older saves; rules-decisions I136) are shown on the
 * Cavalieri row, read as Cavalieri, and its − takes them first (`captured SIDE -1`). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "inferno/inferno-ui.h"

#include "inferno-ransom.h"
#include "cas-rules.h"
#include "cas-table-view.h"

#define CAS_TYPE_INFERNO_MARKERS (cas_inferno_markers_get_type ())
G_DECLARE_FINAL_TYPE (CasInfernoMarkers, cas_inferno_markers, CAS, INFERNO_MARKERS, GtkBox)

/* The knight types of a box, in the rows' order (unit ids of Inferno's game.json). */
enum { KNIGHT_RITTER, KNIGHT_CAVALIERI, N_KNIGHTS };
static const char *const knight_id[N_KNIGHTS] = { "ritter", "cavalieri" };

struct _CasInfernoMarkers
{
  GtkBox parent_instance;

  GtkLabel *side_label[CAS_N_SIDES];
  AdwActionRow *row[CAS_N_SIDES][N_KNIGHTS];
  GtkWidget *minus[CAS_N_SIDES][N_KNIGHTS];
  GtkLabel *count[CAS_N_SIDES][N_KNIGHTS];
  GtkWidget *plus[CAS_N_SIDES][N_KNIGHTS];
  CasGame *game;   /* of the table shown (the loader's cache keeps it) */
};

G_DEFINE_FINAL_TYPE (CasInfernoMarkers, cas_inferno_markers, GTK_TYPE_BOX)

/* Records the button's action (`captured SIDE TYPE +1|-1`, its "action" data) in the
 * journal. */
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

/* The button's name ("captured-guelph-cavalieri-plus"), words and action. */
static void
step_set (GtkWidget *b, const char *side_id, const char *type_id, gboolean plus, const char *label, const char *action)
{
  g_autofree char *name = g_strdup_printf ("captured-%s-%s-%s", side_id, type_id, plus ? "plus" : "minus");
  gtk_widget_set_name (b, name);
  gtk_widget_set_tooltip_text (b, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data_full (G_OBJECT (b), "action", g_strdup (action), g_free);
}

void
cas_inferno_markers_update (GtkWidget *section, const CasTable *t)
{
  CasInfernoMarkers *self = CAS_INFERNO_MARKERS (section);
  CasGame *game = t->game;

  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      const char *side_id = cas_game_get_side_id (game, side);
      const char *side_name = cas_rules_side_text (t, side);
      /* I136: the knights of no recorded type are read as Cavalieri. */
      int untyped = inferno_captured_untyped (t, side);

      if (self->game != game)
        gtk_label_set_label (self->side_label[side], side_name);
      for (int k = 0; k < N_KNIGHTS; k++)
        {
          int unit = cas_game_find_unit (game, knight_id[k]);
          const char *unit_name = unit >= 0 ? cas_game_get_unit (game, unit)->name : knight_id[k];
          int n = inferno_captured_of (t, side, unit) + (k == KNIGHT_CAVALIERI ? untyped : 0);
          g_autofree char *text = g_strdup_printf ("%d", n);
          /* The Cavalieri row's − takes the untyped knights first (the count alone). */
          g_autofree char *minus_action = k == KNIGHT_CAVALIERI && untyped > 0
                                            ? g_strdup_printf ("captured %s -1", side_id)
                                            : g_strdup_printf ("captured %s %s -1", side_id, knight_id[k]);

          if (self->game != game)
            {
              g_autofree char *plus_action = g_strdup_printf ("captured %s %s +1", side_id, knight_id[k]);
              /* TRANSLATORS: a button of the Captured Knights box, "Capture a Ritter of the Ghibellines" */
              g_autofree char *plus = g_strdup_printf (_("Capture a %s of the %s"), unit_name, side_name);
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->row[side][k]), unit_name);
              step_set (self->plus[side][k], side_id, knight_id[k], TRUE, plus, plus_action);
            }
          /* TRANSLATORS: a button of the Captured Knights box, "Release a Ritter of the Ghibellines" */
          g_autofree char *minus = g_strdup_printf (_("Release a %s of the %s"), unit_name, side_name);
          step_set (self->minus[side][k], side_id, knight_id[k], FALSE, minus, minus_action);
          if (k == KNIGHT_CAVALIERI && untyped > 0)
            {
              /* TRANSLATORS: the Cavalieri row of a Captured Knights box; the number is of
               * knights recorded without a type (older saves), counted as Cavalieri */
              g_autofree char *sub = g_strdup_printf (ngettext ("%d of no recorded type, read as Cavalieri (I136)",
                                                                "%d of no recorded type, read as Cavalieri (I136)",
                                                                (gulong) untyped),
                                                      untyped);
              adw_action_row_set_subtitle (self->row[side][k], sub);
            }
          else
            adw_action_row_set_subtitle (self->row[side][k], NULL);
          gtk_label_set_label (self->count[side][k], text);
          gtk_widget_set_sensitive (self->minus[side][k], n > 0);
        }
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

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_set_tooltip_text (heading, _("Each side’s own knights held by the enemy, for Ransom or Languish at the End of Campaign (4.4.4, 4.9.2)"));
  gtk_box_append (GTK_BOX (self), heading);
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      GtkWidget *list = gtk_list_box_new ();
      self->side_label[side] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_xalign (self->side_label[side], 0);
      gtk_widget_add_css_class (GTK_WIDGET (self->side_label[side]), "caption-heading");
      gtk_widget_add_css_class (GTK_WIDGET (self->side_label[side]), "dim-label");
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      for (int k = 0; k < N_KNIGHTS; k++)
        {
          GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
          g_autofree char *row_name = g_strdup_printf ("captured-row-%d-%s", side, knight_id[k]);
          self->row[side][k] = ADW_ACTION_ROW (adw_action_row_new ());
          gtk_widget_set_name (GTK_WIDGET (self->row[side][k]), row_name);
          self->minus[side][k] = step_button ("list-remove-symbolic");
          self->count[side][k] = GTK_LABEL (gtk_label_new ("0"));
          self->plus[side][k] = step_button ("list-add-symbolic");
          gtk_label_set_width_chars (self->count[side][k], 5);
          gtk_widget_add_css_class (GTK_WIDGET (self->count[side][k]), "numeric");
          gtk_widget_add_css_class (GTK_WIDGET (self->count[side][k]), "heading");
          gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (box, "stepper");
          gtk_box_append (GTK_BOX (box), self->minus[side][k]);
          gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->count[side][k]));
          gtk_box_append (GTK_BOX (box), self->plus[side][k]);
          adw_action_row_add_suffix (self->row[side][k], box);
          gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->row[side][k]));
        }
      gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->side_label[side]));
      gtk_box_append (GTK_BOX (self), list);
    }
}
