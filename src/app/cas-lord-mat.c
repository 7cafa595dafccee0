/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-lord-mat.c: one Mustered Lord's mat, read from the table: a card per Lord. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-lord-mat.h"
#include "cas-wrap-layout.h"

enum { RATING_FEALTY, RATING_SERVICE, RATING_LORDSHIP, RATING_COMMAND, N_RATINGS };

struct _CasLordMat
{
  GtkWidget parent_instance;

  GtkLabel *name_label;
  GtkLabel *title_label;
  GtkLabel *side_badge;
  GtkLabel *locale_label;
  GtkWidget *marshal_badge;
  GtkWidget *moved_badge;
  GtkLabel *service_label;
  GtkWidget *ratings;
  GtkWidget *forces_grid;
  GtkWidget *assets_heading;
  GtkWidget *assets_grid;
  GtkWidget *vassals_section;
  GtkWidget *vassals_grid;
  GtkWidget *cards_section;
  GtkWidget *cards_box;

  GtkLabel *rating_values[N_RATINGS];
  int lord;
  int side;
};

G_DEFINE_FINAL_TYPE (CasLordMat, cas_lord_mat, GTK_TYPE_WIDGET)

GtkWidget *
cas_lord_mat_new (void)
{
  return g_object_new (CAS_TYPE_LORD_MAT, NULL);
}

int
cas_lord_mat_get_lord (CasLordMat *self)
{
  g_return_val_if_fail (CAS_IS_LORD_MAT (self), -1);
  return self->lord;
}

static GtkWidget *
grid_label (const char *text, gboolean name)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), name ? 0 : 1);
  if (name)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (label, TRUE);
    }
  else
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

static void
add_none (GtkWidget *grid)
{
  GtkWidget *none = gtk_label_new (_("None"));
  gtk_label_set_xalign (GTK_LABEL (none), 0);
  gtk_widget_add_css_class (none, "dim-label");
  gtk_grid_attach (GTK_GRID (grid), none, 0, 0, 1, 1);
}

static void
update_forces (CasLordMat *self, const CasTable *t, int lord)
{
  int row = 0;

  cas_app_remove_children (self->forces_grid);
  for (int f = 0; f < CAS_N_FORCES; f++)
    {
      int n = CAS_LORD (t, lord, CAS_L_FORCES + f);
      int routed = CAS_LORD (t, lord, CAS_L_ROUTED + f);
      if (n == 0 && routed == 0)
        continue;
      g_autofree char *count = g_strdup_printf ("%d", n);
      gtk_grid_attach (GTK_GRID (self->forces_grid), grid_label (cas_game_get_unit (t->game, f)->name, TRUE), 0, row,
                       1, 1);
      gtk_grid_attach (GTK_GRID (self->forces_grid), grid_label (count, FALSE), 1, row, 1, 1);
      if (routed > 0)
        {
          g_autofree char *text = g_strdup_printf (_("+%d Routed"), routed);
          GtkWidget *r = grid_label (text, FALSE);
          gtk_widget_add_css_class (r, "routed");
          gtk_widget_add_css_class (r, "caption");
          gtk_grid_attach (GTK_GRID (self->forces_grid), r, 2, row, 1, 1);
        }
      row++;
    }
  if (row == 0)
    add_none (self->forces_grid);
}

static void
update_assets (CasLordMat *self, const CasTable *t, int lord)
{
  int cap = cas_game_get_asset_cap (t->game);
  int row = 0;
  g_autofree char *tip = g_strdup_printf (_("Each type of Asset holds at most %d"), cap);

  gtk_widget_set_tooltip_text (self->assets_heading, tip);
  cas_app_remove_children (self->assets_grid);
  for (int a = 0; a < CAS_N_ASSETS; a++)
    {
      int n = CAS_LORD (t, lord, CAS_L_ASSETS + a);
      if (n == 0)
        continue;
      /* TRANSLATORS: an Asset count against its cap, "2 / 8" */
      g_autofree char *count = g_strdup_printf (_("%d / %d"), n, cap);
      gtk_grid_attach (GTK_GRID (self->assets_grid), grid_label (cas_app_asset_name (a), TRUE), 0, row, 1, 1);
      gtk_grid_attach (GTK_GRID (self->assets_grid), grid_label (count, FALSE), 1, row, 1, 1);
      row++;
    }
  if (row == 0)
    add_none (self->assets_grid);
}

static void
update_vassals (CasLordMat *self, const CasTable *t, int lord)
{
  const CasLord *l = cas_game_get_lord (t->game, lord);

  cas_app_remove_children (self->vassals_grid);
  gtk_widget_set_visible (self->vassals_section, l->n_vassals > 0);
  for (int v = 0; v < l->n_vassals; v++)
    {
      const CasVassal *vassal = cas_game_get_vassal (t->game, l->vassals[v]);
      CasVassalState state = CAS_LORD (t, lord, CAS_L_VASSAL + v);
      GtkWidget *name = grid_label (vassal->name, TRUE);
      GtkWidget *chip = cas_app_chip_new (cas_app_vassal_state_name (state), NULL, "tag",
                                          state == CAS_VASSAL_MUSTERED ? "success" : "neutral", NULL);
      gtk_widget_set_halign (chip, GTK_ALIGN_END);
      if (state != CAS_VASSAL_MUSTERED)
        gtk_widget_add_css_class (name, "dim-label");
      gtk_grid_attach (GTK_GRID (self->vassals_grid), name, 0, v, 1, 1);
      gtk_grid_attach (GTK_GRID (self->vassals_grid), chip, 1, v, 1, 1);
    }
}

static void
update_cards (CasLordMat *self, const CasTable *t, int lord)
{
  gboolean any = FALSE;

  cas_app_remove_children (self->cards_box);
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      if (CAS_CARD (t, c, CAS_K_STATE) != CAS_CARD_LORD || CAS_CARD (t, c, CAS_K_LORD) != lord)
        continue;
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      GtkWidget *chip = cas_app_chip_new (card->cap_name ? card->cap_name : card->id, card->cap_summary, "tag", "card",
                                          NULL);
      gtk_box_append (GTK_BOX (self->cards_box), chip);
      any = TRUE;
    }
  gtk_widget_set_visible (self->cards_section, any);
}

static void
update_place (CasLordMat *self, const CasTable *t, int lord)
{
  CasGame *game = t->game;
  int service = CAS_LORD (t, lord, CAS_L_SERVICE);
  int lieutenant = CAS_LORD (t, lord, CAS_L_LIEUTENANT);
  GString *text = g_string_new (NULL);

  gtk_label_set_label (self->locale_label, cas_game_get_locale (game, CAS_LORD (t, lord, CAS_L_LOCALE))->name);
  if (service == CAS_NO_SERVICE)
    g_string_append (text, _("No Service marker"));
  else
    {
      g_autofree char *where = cas_app_box_name (game, service);
      g_string_append_printf (text, _("Service marker %s"), where);
    }
  if (lieutenant >= 0)
    g_string_append_printf (text, _(" · Lower Lord under %s"), cas_game_get_lord (game, lieutenant)->name);
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP && CAS_LORD (t, l, CAS_L_LIEUTENANT) == lord)
      g_string_append_printf (text, _(" · Lieutenant over %s"), cas_game_get_lord (game, (int) l)->name);
  gtk_label_set_label (self->service_label, text->str);
  g_string_free (text, TRUE);
}

/* Shows the Lord as the table has him; the caller keeps a mat only for Lords on the map. */
void
cas_lord_mat_update (CasLordMat *self, const CasTable *table, int lord)
{
  const CasLord *l;
  int ratings[N_RATINGS];

  g_return_if_fail (CAS_IS_LORD_MAT (self));
  g_return_if_fail (table != NULL);

  l = cas_game_get_lord (table->game, lord);
  self->lord = lord;
  gtk_label_set_label (self->name_label, l->name);
  gtk_label_set_label (self->title_label, l->title ? l->title : "");
  if (self->side != l->side)
    {
      if (self->side >= 0)
        gtk_widget_remove_css_class (GTK_WIDGET (self->side_badge), cas_app_side_css (table->game, self->side));
      gtk_widget_add_css_class (GTK_WIDGET (self->side_badge), cas_app_side_css (table->game, l->side));
      gtk_label_set_label (self->side_badge, cas_game_get_side_name (table->game, l->side));
      self->side = l->side;
    }
  gtk_widget_set_visible (self->marshal_badge, cas_table_lord_is_marshal (table, lord));
  gtk_widget_set_visible (self->moved_badge, CAS_LORD (table, lord, CAS_L_MOVED) != 0);
  update_place (self, table, lord);

  ratings[RATING_FEALTY] = l->fealty;
  ratings[RATING_SERVICE] = l->service;
  ratings[RATING_LORDSHIP] = l->lordship;
  ratings[RATING_COMMAND] = l->command;
  for (int i = 0; i < N_RATINGS; i++)
    {
      g_autofree char *v = g_strdup_printf ("%d", ratings[i]);
      gtk_label_set_label (self->rating_values[i], v);
    }

  update_forces (self, table, lord);
  update_assets (self, table, lord);
  update_vassals (self, table, lord);
  update_cards (self, table, lord);
}

static void
cas_lord_mat_dispose (GObject *object)
{
  cas_app_dispose_children (GTK_WIDGET (object), CAS_TYPE_LORD_MAT);
  G_OBJECT_CLASS (cas_lord_mat_parent_class)->dispose (object);
}

static void
cas_lord_mat_class_init (CasLordMatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_lord_mat_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-lord-mat.ui");
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, name_label);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, title_label);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, side_badge);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, locale_label);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, marshal_badge);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, moved_badge);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, service_label);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, ratings);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, forces_grid);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, assets_heading);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, assets_grid);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, vassals_section);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, vassals_grid);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, cards_section);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, cards_box);
  gtk_widget_class_set_css_name (widget_class, "lord-mat");
}

static void
cas_lord_mat_init (CasLordMat *self)
{
  static const char *const captions[N_RATINGS] = { N_("Fealty"), N_("Service"), N_("Lordship"), N_("Command") };

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (self->cards_box, cas_wrap_layout_new (4, 4));
  self->lord = -1;
  self->side = -1;
  for (int i = 0; i < N_RATINGS; i++)
    {
      GtkWidget *tile = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *value = gtk_label_new (NULL);
      GtkWidget *caption = gtk_label_new (_(captions[i]));
      gtk_widget_add_css_class (tile, "rating");
      gtk_widget_add_css_class (value, "title-4");
      gtk_widget_add_css_class (value, "numeric");
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_box_append (GTK_BOX (tile), value);
      gtk_box_append (GTK_BOX (tile), caption);
      gtk_box_append (GTK_BOX (self->ratings), tile);
      self->rating_values[i] = GTK_LABEL (value);
    }
}
