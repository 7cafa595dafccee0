/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-markers.c: Nevsky's own section of the markers column (cas-markers-view.c): the
 * Novgorod Veche box, VP and Coin against its cap (1.4.2, 3.5.2), and where the Papal
 * Legate is (1.4.1, 3.5.1). Every edit is a journal action (veche vp, veche coin, legate). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-table-view.h"
#include "nevsky/nevsky-ui.h"
#include "nevsky-cells.h"
#include "nevsky-types.h"

#define CAS_TYPE_NEVSKY_MARKERS (cas_nevsky_markers_get_type ())
G_DECLARE_FINAL_TYPE (CasNevskyMarkers, cas_nevsky_markers, CAS, NEVSKY_MARKERS, GtkBox)

struct _CasNevskyMarkers
{
  GtkBox parent_instance;

  GtkWidget *veche_vp_minus;
  GtkLabel *veche_vp_label;
  GtkWidget *veche_vp_plus;
  GtkWidget *veche_coin_minus;
  GtkLabel *veche_coin_label;
  GtkWidget *veche_coin_plus;
  GtkWidget *legate_row;
  GtkWidget *legate_button;

  CasGame *game;   /* of the table shown (the loader's cache keeps it) */
};

G_DEFINE_FINAL_TYPE (CasNevskyMarkers, cas_nevsky_markers, GTK_TYPE_BOX)

static void
legate_picked (GtkWidget *popover, int value, gpointer user_data)
{
  CasNevskyMarkers *self = CAS_NEVSKY_MARKERS (user_data);

  if (value >= 0)
    cas_table_do (GTK_WIDGET (self), "legate %s", cas_game_get_locale (self->game, value)->id);
  else
    cas_table_do (GTK_WIDGET (self), "legate %s", value == NEVSKY_LEGATE_ON_CARD ? "card" : "out");
}

static void
legate_popup (GtkMenuButton *button, gpointer user_data)
{
  CasNevskyMarkers *self = CAS_NEVSKY_MARKERS (user_data);
  CasGame *game = self->game;
  g_autofree int *bishoprics = g_new0 (int, cas_game_get_n_locales (game));
  int n = 0;
  GtkWidget *popover;

  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    if (cas_game_get_locale (game, (int) i)->kind == NEVSKY_LOCALE_BISHOPRIC)
      bishoprics[n++] = (int) i;
  popover = cas_locale_popover_new (game, _("Papal Legate"), bishoprics, n, _("Bishoprics"), TRUE, legate_picked, self);
  cas_locale_popover_add_extra (popover, _("On its card"), NEVSKY_LEGATE_ON_CARD);
  cas_locale_popover_add_extra (popover, _("Not in play"), NEVSKY_LEGATE_OUT);
  gtk_menu_button_set_popover (button, popover);
}

void
cas_nevsky_markers_update (GtkWidget *section, const CasTable *t)
{
  CasNevskyMarkers *self = CAS_NEVSKY_MARKERS (section);
  CasGame *game = t->game;
  int vp = CAS_GLOBAL (t, NEVSKY_G_VECHE_VP);
  int coin = CAS_GLOBAL (t, NEVSKY_G_VECHE_COIN);
  int cap = nevsky_veche_cap (game);
  int legate = CAS_GLOBAL (t, NEVSKY_G_LEGATE);

  self->game = game;
  {
    g_autofree char *vp_text = g_strdup_printf ("%d", vp);
    /* TRANSLATORS: Coin in the Veche against its cap, "3 / 8" */
    g_autofree char *coin_text = g_strdup_printf (_("%d / %d"), coin, cap);
    gtk_label_set_label (self->veche_vp_label, vp_text);
    gtk_label_set_label (self->veche_coin_label, coin_text);
    gtk_widget_set_sensitive (self->veche_vp_minus, vp > 0);
    gtk_widget_set_sensitive (self->veche_coin_minus, coin > 0);
    if (coin > cap)
      gtk_widget_add_css_class (GTK_WIDGET (self->veche_coin_label), "error");
    else
      gtk_widget_remove_css_class (GTK_WIDGET (self->veche_coin_label), "error");
  }
  {
    const char *where = legate >= 0 ? cas_game_get_locale (game, legate)->name
                                    : legate == NEVSKY_LEGATE_ON_CARD ? _("On its card") : _("Not in play");
    /* A menu button makes new child widgets for each label it is given. */
    if (g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (self->legate_button)), where) != 0)
      gtk_menu_button_set_label (GTK_MENU_BUTTON (self->legate_button), where);
  }
}

GtkWidget *
cas_nevsky_markers_new (void)
{
  return g_object_new (CAS_TYPE_NEVSKY_MARKERS, NULL);
}

static void
cas_nevsky_markers_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAS_TYPE_NEVSKY_MARKERS);
  G_OBJECT_CLASS (cas_nevsky_markers_parent_class)->dispose (object);
}

static void
cas_nevsky_markers_class_init (CasNevskyMarkersClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = cas_nevsky_markers_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/nevsky-markers.ui");
  gtk_widget_class_bind_template_child (widget_class, CasNevskyMarkers, veche_vp_minus);
  gtk_widget_class_bind_template_child (widget_class, CasNevskyMarkers, veche_vp_label);
  gtk_widget_class_bind_template_child (widget_class, CasNevskyMarkers, veche_vp_plus);
  gtk_widget_class_bind_template_child (widget_class, CasNevskyMarkers, veche_coin_minus);
  gtk_widget_class_bind_template_child (widget_class, CasNevskyMarkers, veche_coin_label);
  gtk_widget_class_bind_template_child (widget_class, CasNevskyMarkers, veche_coin_plus);
  gtk_widget_class_bind_template_child (widget_class, CasNevskyMarkers, legate_row);
  gtk_widget_class_bind_template_child (widget_class, CasNevskyMarkers, legate_button);
}

static void
cas_nevsky_markers_init (CasNevskyMarkers *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->legate_button), legate_popup, self, NULL);
}
