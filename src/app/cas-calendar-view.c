/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calendar-view.c: the Calendar as on the board: two rows of boxes between the off-board
 * spaces, with the Levy/Campaign marker, Lord cylinders, Service and Victory markers. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-calendar-view.h"
#include "cas-wrap-layout.h"

typedef struct {
  GtkWidget *frame;
  GtkWidget *flow;
} BoxWidgets;

struct _CasCalendarView
{
  GtkWidget parent_instance;

  GtkLabel *status_label;
  GtkLabel *range_label;
  GtkWidget *legend;
  GtkWidget *victory_box;
  GtkWidget *boxes_row;

  CasGame *game;
  GArray *boxes;   /* BoxWidgets, index = box number, 0 and n + 1 off the board */
};

G_DEFINE_FINAL_TYPE (CasCalendarView, cas_calendar_view, GTK_TYPE_WIDGET)

static GtkWidget *
box_new (CasGame *game, int box, BoxWidgets *out)
{
  int n = (int) cas_game_get_n_boxes (game);
  GtkWidget *frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autofree char *number_text = g_strdup_printf ("%d", box);
  GtkWidget *number = gtk_label_new (number_text);
  GtkWidget *season, *year, *flow;

  gtk_widget_add_css_class (frame, "calendar-box");
  gtk_widget_add_css_class (header, "box-header");
  gtk_widget_add_css_class (number, "box-number");
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_set_valign (number, GTK_ALIGN_START);
  if (box >= 1 && box <= n)
    {
      const CasBox *b = cas_game_get_box (game, box);
      g_autofree char *year_text = g_strdup_printf ("%d", b->year);
      season = gtk_label_new (cas_game_get_season (game, b->season)->name);
      year = gtk_label_new (year_text);
      gtk_widget_add_css_class (frame, cas_game_get_season (game, b->season)->id);
    }
  else
    {
      /* The off-board spaces are narrow: the number over a short caption. */
      season = gtk_label_new (_("Off"));
      year = gtk_label_new (_("board"));
      gtk_orientable_set_orientation (GTK_ORIENTABLE (header), GTK_ORIENTATION_VERTICAL);
      gtk_widget_add_css_class (frame, "off-board");
      gtk_widget_set_tooltip_text (frame, box == 0 ? _("Off the Calendar, left: 0 on the Victory track")
                                                   : _("Off the Calendar, right: the top of the Victory track"));
    }
  gtk_label_set_xalign (GTK_LABEL (season), 0);
  gtk_label_set_xalign (GTK_LABEL (year), 0);
  gtk_label_set_ellipsize (GTK_LABEL (season), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (season, "caption-heading");
  gtk_widget_add_css_class (year, "caption");
  gtk_widget_add_css_class (year, "dim-label");
  gtk_box_append (GTK_BOX (words), season);
  gtk_box_append (GTK_BOX (words), year);
  gtk_box_append (GTK_BOX (header), number);
  gtk_box_append (GTK_BOX (header), words);
  gtk_box_append (GTK_BOX (frame), header);

  flow = cas_wrap_box_new (3, 3);
  gtk_widget_set_valign (flow, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (frame), flow);

  out->frame = frame;
  out->flow = flow;
  return frame;
}

static void
build (CasCalendarView *self, CasGame *game)
{
  int n = (int) cas_game_get_n_boxes (game);
  int per_row = (n + 1) / 2;
  GtkWidget *rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *row = NULL;

  g_set_object (&self->game, game);
  cas_app_remove_children (self->boxes_row);
  g_array_set_size (self->boxes, (guint) n + 2);

  gtk_widget_set_hexpand (rows, TRUE);
  for (int box = 1; box <= n; box++)
    {
      if ((box - 1) % per_row == 0)
        {
          row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
          gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
          gtk_box_append (GTK_BOX (rows), row);
        }
      gtk_box_append (GTK_BOX (row), box_new (game, box, &g_array_index (self->boxes, BoxWidgets, box)));
    }
  gtk_box_append (GTK_BOX (self->boxes_row), box_new (game, 0, &g_array_index (self->boxes, BoxWidgets, 0)));
  gtk_box_append (GTK_BOX (self->boxes_row), rows);
  gtk_box_append (GTK_BOX (self->boxes_row), box_new (game, n + 1, &g_array_index (self->boxes, BoxWidgets, n + 1)));
}

static void
add_chip (CasCalendarView *self, int box, GtkWidget *chip)
{
  gtk_box_append (GTK_BOX (g_array_index (self->boxes, BoxWidgets, box).flow), chip);
}

static GtkWidget *
victory_chip_new (CasGame *game, int side, int halves, gboolean long_form)
{
  GtkWidget *chip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  g_autofree char *vp = cas_app_vp_text (halves);
  g_autofree char *text = long_form ? g_strdup_printf ("%s %s", cas_game_get_side_name (game, side), vp)
                                    : g_strdup (vp);
  /* TRANSLATORS: "Teutons: 1½ Victory Points" */
  g_autofree char *tip = g_strdup_printf (_("%s: %s Victory Points"), cas_game_get_side_name (game, side), vp);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (chip, "chip");
  gtk_widget_add_css_class (chip, "victory");
  gtk_widget_add_css_class (chip, cas_app_side_css (game, side));
  gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (chip, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (chip, tip);
  gtk_box_append (GTK_BOX (chip), gtk_image_new_from_icon_name ("starred-symbolic"));
  gtk_box_append (GTK_BOX (chip), label);
  return chip;
}

static void
update_legend (CasCalendarView *self)
{
  GtkWidget *victory = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);

  cas_app_remove_children (self->legend);
  gtk_box_append (GTK_BOX (self->legend),
                  cas_app_chip_new (_("Cylinder"), _("A Lord’s cylinder: he is off the map until this box"),
                                    "cylinder", "legend", NULL));
  gtk_box_append (GTK_BOX (self->legend),
                  cas_app_chip_new (_("Service"), _("A Mustered Lord’s Service marker"), "service", "legend", NULL));
  gtk_widget_add_css_class (victory, "chip");
  gtk_widget_add_css_class (victory, "victory");
  gtk_widget_add_css_class (victory, "legend");
  gtk_widget_set_valign (victory, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (victory, _("A side’s Victory marker; the Calendar is also the Victory track"));
  gtk_box_append (GTK_BOX (victory), gtk_image_new_from_icon_name ("starred-symbolic"));
  gtk_box_append (GTK_BOX (victory), gtk_label_new (_("Victory")));
  gtk_box_append (GTK_BOX (self->legend), victory);
}

void
cas_calendar_view_update (CasCalendarView *self, const CasTable *t, const CasScenario *sc)
{
  CasGame *game;
  int n, current;
  gboolean campaign;

  g_return_if_fail (CAS_IS_CALENDAR_VIEW (self));
  g_return_if_fail (t != NULL && sc != NULL);

  game = t->game;
  if (game != self->game)
    build (self, game);
  n = (int) cas_game_get_n_boxes (game);
  current = CAS_GLOBAL (t, CAS_G_BOX);
  campaign = CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN;

  if (current >= 1 && current <= n)
    {
      const CasBox *b = cas_game_get_box (game, current);
      /* TRANSLATORS: "Box 1 · Summer 1240 · Levy" */
      g_autofree char *status = g_strdup_printf (_("Box %d · %s %d · %s"), current,
                                                 cas_game_get_season (game, b->season)->name, b->year,
                                                 campaign ? _("Campaign") : _("Levy"));
      gtk_label_set_label (self->status_label, status);
    }
  else
    gtk_label_set_label (self->status_label, campaign ? _("Campaign") : _("Levy"));
  g_autofree char *range = sc->first_box == sc->last_box
                             ? g_strdup_printf (_("%s plays box %d"), sc->name, sc->first_box)
                             : g_strdup_printf (_("%s plays boxes %d–%d"), sc->name, sc->first_box, sc->last_box);
  gtk_label_set_label (self->range_label, range);

  cas_app_remove_children (self->victory_box);
  for (int side = 0; side < CAS_N_SIDES; side++)
    gtk_box_append (GTK_BOX (self->victory_box), victory_chip_new (game, side, cas_table_vp_halves (t, side), TRUE));

  for (int box = 0; box <= n + 1; box++)
    {
      BoxWidgets *w = &g_array_index (self->boxes, BoxWidgets, box);
      cas_app_remove_children (w->flow);
      if (box == current)
        gtk_widget_add_css_class (w->frame, "current");
      else
        gtk_widget_remove_css_class (w->frame, "current");
      if (box >= 1 && box <= n && (box < sc->first_box || box > sc->last_box))
        gtk_widget_add_css_class (w->frame, "outside");
      else
        gtk_widget_remove_css_class (w->frame, "outside");
    }

  if (current >= 0 && current <= n + 1)
    add_chip (self, current,
              cas_app_chip_new (campaign ? _("Campaign") : _("Levy"), _("The Levy/Campaign marker"), "phase", NULL));

  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int halves = cas_table_vp_halves (t, side);
      add_chip (self, CLAMP (halves / 2, 0, n + 1), victory_chip_new (game, side, halves, FALSE));
    }

  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      int state = CAS_LORD (t, l, CAS_L_STATE);
      int box;
      const char *kind;
      g_autofree char *tip = NULL;

      if (state == CAS_LORD_CALENDAR)
        {
          box = CAS_LORD (t, l, CAS_L_BOX);
          kind = "cylinder";
          tip = g_strdup_printf (_("%s’s cylinder"), lord->name);
        }
      else if (state == CAS_LORD_MAP && CAS_LORD (t, l, CAS_L_SERVICE) != CAS_NO_SERVICE)
        {
          box = CAS_LORD (t, l, CAS_L_SERVICE);
          kind = "service";
          tip = g_strdup_printf (_("%s’s Service marker"), lord->name);
        }
      else
        continue;
      g_autofree char *name = cas_app_lord_short_name (lord);
      add_chip (self, CLAMP (box, 0, n + 1),
                cas_app_chip_new (name, tip, kind, cas_app_side_css (game, lord->side), NULL));
    }
}

guint
cas_calendar_view_get_n_boxes (CasCalendarView *self)
{
  g_return_val_if_fail (CAS_IS_CALENDAR_VIEW (self), 0);
  return self->boxes->len;
}

static void
cas_calendar_view_dispose (GObject *object)
{
  CasCalendarView *self = CAS_CALENDAR_VIEW (object);

  cas_app_dispose_children (GTK_WIDGET (self), CAS_TYPE_CALENDAR_VIEW);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (cas_calendar_view_parent_class)->dispose (object);
}

static void
cas_calendar_view_finalize (GObject *object)
{
  CasCalendarView *self = CAS_CALENDAR_VIEW (object);

  g_clear_pointer (&self->boxes, g_array_unref);
  G_OBJECT_CLASS (cas_calendar_view_parent_class)->finalize (object);
}

static void
cas_calendar_view_class_init (CasCalendarViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_calendar_view_dispose;
  object_class->finalize = cas_calendar_view_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-calendar-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, status_label);
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, range_label);
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, legend);
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, victory_box);
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, boxes_row);
  gtk_widget_class_set_css_name (widget_class, "calendar-view");
}

static void
cas_calendar_view_init (CasCalendarView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->boxes = g_array_new (FALSE, TRUE, sizeof (BoxWidgets));
  update_legend (self);
}
