/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-comune-mat.c: a Comune's mat on the Table page (comune, issue 17; 1.5.1, 1.5.2,
 * 3.5.3), shown after its Commander's mat while the Comune is in play: its own Forces
 * and Assets, each with a stepper whose click records `comune COMMANDER forces|assets
 * TYPE +1|-1` (cas_table_do through the page's table.do action, as a Lord mat's). The
 * rows are the types its Special Vassals bring (Cavalieri, Armigeri, Villici) and every
 * Asset but Ships, and any other type the mat holds. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "inferno/inferno-ui.h"

#include "inferno-cells.h"
#include "cas-app-util.h"
#include "cas-lord-mat.h"
#include "cas-rules.h"
#include "cas-table-view.h"
#include "cas-wrap-layout.h"

#define CAS_TYPE_INFERNO_COMUNE_MAT (cas_inferno_comune_mat_get_type ())
G_DECLARE_FINAL_TYPE (CasInfernoComuneMat, cas_inferno_comune_mat, CAS, INFERNO_COMUNE_MAT, GtkWidget)

typedef struct {
  GtkWidget *row;
  GtkWidget *count, *minus, *plus;
} Row;

struct _CasInfernoComuneMat
{
  GtkWidget parent_instance;

  GtkWidget *card;
  GtkLabel *name;
  GtkLabel *title;
  GtkLabel *side_badge;
  GtkWidget *forces_box;
  GtkWidget *assets_box;
  GtkLabel *empty;
  GtkWidget *cards_section;  /* inferno-app: the This Lord cards on this mat (I152) */
  GtkWidget *cards_box;
  guint64 cards_shown;
  gboolean cards_known;
  Row forces[CAS_MAX_FORCES];
  Row assets[CAS_MAX_ASSETS];
  GtkSizeGroup *stepper_group;
  int lord;
  int side;
};

G_DEFINE_FINAL_TYPE (CasInfernoComuneMat, cas_inferno_comune_mat, GTK_TYPE_WIDGET)

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *l = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_widget_set_margin_top (l, 2);
  gtk_widget_add_css_class (l, "caption-heading");
  return l;
}

/* A row: the type's name, then − count + (named "comune-forces-cavalieri-plus" ...). */
static void
row_build (CasInfernoComuneMat *self, Row *row, GtkWidget *parent, const char *form, const char *id, const char *name)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *label = gtk_label_new (name);
  GtkWidget *stepper = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  /* TRANSLATORS: the tooltip of a − button on a mat, "Knights −1", "Routed Knights −1" */
  g_autofree char *less = g_strdup_printf (_("%s −1"), name);
  g_autofree char *more = g_strdup_printf (_("%s +1"), name);
  g_autofree char *minus_name = g_strdup_printf ("comune-%s-%s-minus", form, id);
  g_autofree char *plus_name = g_strdup_printf ("comune-%s-%s-plus", form, id);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  row->minus = cas_table_action_button_new ("list-remove-symbolic", TRUE, less);
  row->plus = cas_table_action_button_new ("list-add-symbolic", TRUE, more);
  row->count = gtk_label_new ("0");
  gtk_widget_set_name (row->minus, minus_name);
  gtk_widget_set_name (row->plus, plus_name);
  gtk_widget_add_css_class (stepper, "stepper");
  gtk_widget_add_css_class (row->count, "numeric");
  gtk_widget_add_css_class (row->count, "count");
  gtk_label_set_width_chars (GTK_LABEL (row->count), 2);
  for (GtkWidget **b = (GtkWidget *[]) { row->minus, row->plus, NULL }; *b; b++)
    {
      gtk_widget_add_css_class (*b, "flat");
      gtk_widget_add_css_class (*b, "circular");
    }
  gtk_box_append (GTK_BOX (stepper), row->minus);
  gtk_box_append (GTK_BOX (stepper), row->count);
  gtk_box_append (GTK_BOX (stepper), row->plus);
  gtk_size_group_add_widget (self->stepper_group, stepper);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), stepper);
  gtk_widget_add_css_class (box, "count-row");
  gtk_box_append (GTK_BOX (parent), box);
  row->row = box;
}

static void
row_set (Row *row, const char *commander, const char *form, const char *id, int n)
{
  g_autofree char *text = g_strdup_printf ("%d", n);
  g_autofree char *less = g_strdup_printf ("comune %s %s %s -1", commander, form, id);
  g_autofree char *more = g_strdup_printf ("comune %s %s %s +1", commander, form, id);
  gtk_label_set_label (GTK_LABEL (row->count), text);
  cas_table_action_button_set (row->minus, less);
  cas_table_action_button_set (row->plus, more);
  gtk_widget_set_sensitive (row->minus, n > 0);
}

/* The unit types the Comune's Special Vassals bring (3.5.3: Carroccio, Sestieri, Terzi). */
static gboolean
comune_brings (CasGame *game, const CasLord *commander, int unit)
{
  for (int v = 0; v < commander->n_vassals; v++)
    {
      const CasVassal *vassal = cas_game_get_vassal (game, commander->vassals[v]);
      if (vassal->comune_kind != CAS_COMUNE_VASSAL_NONE && vassal->forces[unit] > 0)
        return TRUE;
    }
  return FALSE;
}

static void
build_rows (CasInfernoComuneMat *self, CasGame *game, const CasLord *commander)
{
  int ship = cas_game_asset_slot (game, CAS_ASSET_SHIP);
  for (int f = 0; f < (int) cas_game_get_n_units (game); f++)
    row_build (self, &self->forces[f], self->forces_box, "forces", cas_game_unit_id (game, f),
               cas_game_get_unit (game, f)->name);
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    row_build (self, &self->assets[a], self->assets_box, "assets", cas_game_asset_id (game, a),
               cas_app_asset_name (game, a));
  for (int f = 0; f < (int) cas_game_get_n_units (game); f++)
    g_object_set_data (G_OBJECT (self->forces[f].row), "cas-usual", GINT_TO_POINTER (comune_brings (game, commander, f)));
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    g_object_set_data (G_OBJECT (self->assets[a].row), "cas-usual", GINT_TO_POINTER (a != ship));
}

/* inferno-app (issue 17): the This Lord cards the table records on this Comune's mat
 * (`capability CARD COMUNE`, CAS_K_MAT; 1.5.1, 3.4.4, I152), as chips like those of a
 * Lord's mat; the Plan & Cards page moves them (its record menu). */
static void
update_cards (CasInfernoComuneMat *self, const CasTable *t, int lord)
{
  gtk_widget_set_visible (self->cards_section,
                          cas_lord_mat_fill_cards (self->cards_box, t, lord, TRUE, &self->cards_shown, &self->cards_known));
}

void
cas_inferno_comune_mat_update (GtkWidget *widget, const CasTable *t, int lord)
{
  CasInfernoComuneMat *self = CAS_INFERNO_COMUNE_MAT (widget);
  CasGame *game = t->game;
  const CasLord *commander = cas_game_get_lord (game, lord);
  const CasComune *c = cas_game_get_comune (game, commander->comune);

  if (self->lord != lord)
    {
      /* TRANSLATORS: under a Comune's name on its mat: "Stacked under Firenze Podestà" */
      g_autofree char *title = g_strdup_printf (_("Stacked under %s"), commander->name);
      g_autofree char *name = g_strdup_printf ("comune-mat-%s", commander->id);
      self->lord = lord;
      gtk_widget_set_name (widget, name);
      gtk_label_set_label (self->name, c->name);
      gtk_label_set_label (self->title, title);
      if (self->side >= 0)
        gtk_widget_remove_css_class (GTK_WIDGET (self->side_badge), cas_app_side_css (game, self->side));
      self->side = commander->side;
      gtk_widget_add_css_class (GTK_WIDGET (self->side_badge), cas_app_side_css (game, self->side));
      gtk_label_set_label (self->side_badge, cas_game_get_side_name (game, self->side));
      if (self->forces[0].row == NULL)
        build_rows (self, game, commander);
    }
  for (int f = 0; f < (int) cas_game_get_n_units (game); f++)
    {
      int n = CAS_COMUNE (t, commander->comune, CAS_M_FORCES + f);
      Row *row = &self->forces[f];
      gtk_widget_set_visible (row->row, n > 0 || g_object_get_data (G_OBJECT (row->row), "cas-usual"));
      row_set (row, commander->id, "forces", cas_game_unit_id (game, f), n);
    }
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    {
      int n = CAS_COMUNE (t, commander->comune, CAS_M_ASSETS + a);
      Row *row = &self->assets[a];
      gtk_widget_set_visible (row->row, n > 0 || g_object_get_data (G_OBJECT (row->row), "cas-usual"));
      row_set (row, commander->id, "assets", cas_game_asset_id (game, a), n);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->empty), cas_table_comune_units (t, commander->comune) == 0);
  update_cards (self, t, lord);
}

/* Whether LORD's Comune is in play: its mat shows after his (1.5.1). */
gboolean
cas_inferno_comune_mat_shown (const CasTable *t, int lord)
{
  return inferno_comune_in_play (t, lord);
}

GtkWidget *
cas_inferno_comune_mat_new (void)
{
  return g_object_new (CAS_TYPE_INFERNO_COMUNE_MAT, NULL);
}

static void
cas_inferno_comune_mat_dispose (GObject *object)
{
  CasInfernoComuneMat *self = CAS_INFERNO_COMUNE_MAT (object);
  g_clear_pointer (&self->card, gtk_widget_unparent);
  g_clear_object (&self->stepper_group);
  G_OBJECT_CLASS (cas_inferno_comune_mat_parent_class)->dispose (object);
}

static void
cas_inferno_comune_mat_class_init (CasInfernoComuneMatClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cas_inferno_comune_mat_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "lord-mat");
}

static void
cas_inferno_comune_mat_init (CasInfernoComuneMat *self)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *note = gtk_label_new (_("Comune mat: its own Forces and Assets; it Feeds and Pays with its Commander "
                                     "as one Lord (1.5.1)"));

  self->lord = -1;
  self->side = -1;
  self->stepper_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->card, "card");
  gtk_widget_add_css_class (self->card, "lord-mat");
  gtk_widget_set_parent (self->card, GTK_WIDGET (self));

  self->name = GTK_LABEL (gtk_label_new (NULL));
  self->title = GTK_LABEL (gtk_label_new (NULL));
  self->side_badge = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->name, 0);
  gtk_label_set_wrap (self->name, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->name), "title-4");
  gtk_label_set_xalign (self->title, 0);
  gtk_label_set_wrap (self->title, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "dim-label");
  gtk_widget_set_valign (GTK_WIDGET (self->side_badge), GTK_ALIGN_START);
  gtk_widget_set_margin_top (GTK_WIDGET (self->side_badge), 4);
  gtk_widget_add_css_class (GTK_WIDGET (self->side_badge), "side-badge");
  gtk_widget_set_hexpand (titles, TRUE);
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (self->name));
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (self->title));
  gtk_box_append (GTK_BOX (header), titles);
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (self->side_badge));
  gtk_box_append (GTK_BOX (self->card), header);

  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 36);
  gtk_widget_add_css_class (note, "caption");
  gtk_widget_add_css_class (note, "dim-label");
  gtk_box_append (GTK_BOX (self->card), note);

  self->forces_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  self->assets_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  self->empty = GTK_LABEL (gtk_label_new (_("No Forces on this mat: a Comune without Forces is removed (1.6)")));
  gtk_label_set_xalign (self->empty, 0);
  gtk_label_set_wrap (self->empty, TRUE);
  gtk_label_set_max_width_chars (self->empty, 36);
  gtk_widget_add_css_class (GTK_WIDGET (self->empty), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->empty), "warning");
  gtk_box_append (GTK_BOX (self->card), heading_new (_("Forces")));
  gtk_box_append (GTK_BOX (self->card), GTK_WIDGET (self->empty));
  gtk_box_append (GTK_BOX (self->card), self->forces_box);
  gtk_box_append (GTK_BOX (self->card), heading_new (_("Assets")));
  gtk_box_append (GTK_BOX (self->card), self->assets_box);

  /* inferno-app: its This Lord cards, as on a Lord's mat. */
  self->cards_section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->cards_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_name (self->cards_section, "comune-cards");
  gtk_widget_set_layout_manager (self->cards_box, cas_wrap_layout_new (4, 4));
  gtk_box_append (GTK_BOX (self->cards_section), heading_new (_("Capabilities")));
  gtk_box_append (GTK_BOX (self->cards_section), self->cards_box);
  gtk_widget_set_visible (self->cards_section, FALSE);
  gtk_box_append (GTK_BOX (self->card), self->cards_section);
}
