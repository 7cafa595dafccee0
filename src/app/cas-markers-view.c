/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-markers-view.c: the Veche box and every Locale with markers on it, as boxed lists. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-markers-view.h"

struct _CasMarkersView
{
  GtkWidget parent_instance;

  GtkLabel *veche_vp_label;
  GtkLabel *veche_coin_label;
  GtkWidget *legate_row;
  GtkLabel *legate_label;
  GtkLabel *count_label;
  GtkListBox *locales_list;

  guint n_locales;
};

G_DEFINE_FINAL_TYPE (CasMarkersView, cas_markers_view, GTK_TYPE_WIDGET)

static const char *
locale_type_name (CasLocaleType type)
{
  static const char *const names[CAS_N_LOCALE_TYPES] = {
    N_("Region"), N_("Town"), N_("Trade Route"), N_("Fort"), N_("Castle"), N_("Bishopric"), N_("City"),
    N_("Novgorod"),
  };
  return type < CAS_N_LOCALE_TYPES ? _(names[type]) : "";
}

static void
add_chip (GtkWidget *box, GtkWidget *chip)
{
  gtk_widget_set_halign (chip, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), chip);
}

/* A row for one Locale, or NULL when it has no markers. */
static GtkWidget *
locale_row_new (const CasTable *t, int i)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, i);
  int conquered = CAS_LOCALE (t, i, CAS_C_CONQUERED);
  int ravaged = CAS_LOCALE (t, i, CAS_C_RAVAGED);
  int siege = CAS_LOCALE (t, i, CAS_C_SIEGE);
  int castle = CAS_LOCALE (t, i, CAS_C_CASTLE);
  int walls = CAS_LOCALE (t, i, CAS_C_WALLS);

  if (!conquered && !ravaged && !siege && !castle && !walls)
    return NULL;

  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (loc->name);
  GtkWidget *type = gtk_label_new (locale_type_name (loc->type));
  GtkWidget *chips = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (box, "marker-row");
  gtk_widget_set_valign (names, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (type), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (type, "caption");
  gtk_widget_add_css_class (type, "dim-label");
  gtk_box_append (GTK_BOX (names), name);
  gtk_box_append (GTK_BOX (names), type);
  gtk_box_append (GTK_BOX (box), names);

  gtk_widget_set_hexpand (chips, TRUE);
  gtk_widget_set_halign (chips, GTK_ALIGN_END);
  gtk_widget_set_valign (chips, GTK_ALIGN_CENTER);

  if (conquered)
    {
      g_autofree char *text = conquered > 1 ? g_strdup_printf (_("Conquered ×%d"), conquered) : g_strdup (_("Conquered"));
      add_chip (chips, cas_app_chip_new (text, _("Conquered marker"), "tag", "conquered", NULL));
    }
  if (ravaged)
    {
      g_autofree char *tip = g_strdup_printf (_("Ravaged by the %s"), cas_game_get_side_name (game, ravaged - 1));
      add_chip (chips, cas_app_chip_new (_("Ravaged"), tip, "tag", cas_app_side_css (game, ravaged - 1), NULL));
    }
  if (siege)
    {
      g_autofree char *text = g_strdup_printf (_("Siege %d"), siege);
      add_chip (chips, cas_app_chip_new (text, _("Siege markers"), "tag", "siege", NULL));
    }
  if (castle)
    {
      g_autofree char *tip = g_strdup_printf (_("Castle built by the %s"), cas_game_get_side_name (game, castle - 1));
      add_chip (chips, cas_app_chip_new (_("Castle"), tip, "tag", cas_app_side_css (game, castle - 1), NULL));
    }
  if (walls)
    add_chip (chips, cas_app_chip_new (_("Walls +1"), _("Walls marker"), "tag", "neutral", NULL));

  gtk_box_append (GTK_BOX (box), chips);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

void
cas_markers_view_update (CasMarkersView *self, const CasTable *t)
{
  CasGame *game;
  int legate;
  g_autofree char *vp = NULL;
  g_autofree char *coin = NULL;

  g_return_if_fail (CAS_IS_MARKERS_VIEW (self));
  g_return_if_fail (t != NULL);

  game = t->game;
  vp = g_strdup_printf ("%d", CAS_GLOBAL (t, CAS_G_VECHE_VP));
  /* TRANSLATORS: Coin in the Veche against its cap, "3 / 8" */
  coin = g_strdup_printf (_("%d / %d"), CAS_GLOBAL (t, CAS_G_VECHE_COIN), cas_game_get_veche_cap (game));
  gtk_label_set_label (self->veche_vp_label, vp);
  gtk_label_set_label (self->veche_coin_label, coin);

  legate = CAS_GLOBAL (t, CAS_G_LEGATE);
  if (legate >= 0)
    gtk_label_set_label (self->legate_label, cas_game_get_locale (game, legate)->name);
  else
    gtk_label_set_label (self->legate_label, legate == CAS_LEGATE_ON_CARD ? _("On its card") : _("Not in play"));

  cas_app_remove_children (GTK_WIDGET (self->locales_list));
  self->n_locales = 0;
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    {
      GtkWidget *row = locale_row_new (t, (int) i);
      if (row)
        {
          gtk_list_box_append (self->locales_list, row);
          self->n_locales++;
        }
    }
  if (self->n_locales)
    {
      g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Locale", "%u Locales", self->n_locales),
                                                self->n_locales);
      gtk_label_set_label (self->count_label, count);
    }
  else
    gtk_label_set_label (self->count_label, "");
}

guint
cas_markers_view_get_n_locales (CasMarkersView *self)
{
  g_return_val_if_fail (CAS_IS_MARKERS_VIEW (self), 0);
  return self->n_locales;
}

static void
cas_markers_view_dispose (GObject *object)
{
  cas_app_dispose_children (GTK_WIDGET (object), CAS_TYPE_MARKERS_VIEW);
  G_OBJECT_CLASS (cas_markers_view_parent_class)->dispose (object);
}

static void
cas_markers_view_class_init (CasMarkersViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_markers_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-markers-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, veche_vp_label);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, veche_coin_label);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, legate_row);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, legate_label);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, count_label);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, locales_list);
  gtk_widget_class_set_css_name (widget_class, "markers-view");
}

static void
cas_markers_view_init (CasMarkersView *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  placeholder = gtk_label_new (_("No markers on the map"));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_add_css_class (placeholder, "placeholder");
  gtk_list_box_set_placeholder (self->locales_list, placeholder);
}
