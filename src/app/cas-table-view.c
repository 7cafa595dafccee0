/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-table-view.c: the read-only table: the Calendar across the top, a mat for each Lord
 * on the map grouped by side, markers in a side column; it follows the journal. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-calendar-view.h"
#include "cas-lord-mat.h"
#include "cas-markers-view.h"
#include "cas-table-view.h"
#include "cas-wrap-layout.h"

typedef struct {
  GtkWidget *section;
  GtkWidget *summary;
  GtkWidget *cards_row;
  GtkWidget *cards;
  GtkWidget *flow;
  GtkWidget *empty;
} Side;

struct _CasTableView
{
  GtkWidget parent_instance;

  CasCalendarView *calendar;
  GtkWidget *sides_box;
  CasMarkersView *markers;

  CasJournal *journal;
  CasGame *game;
  Side sides[CAS_N_SIDES];
  GPtrArray *mats;   /* per Lord: his CasLordMat (owned by the side's flow box) or NULL */
};

G_DEFINE_FINAL_TYPE (CasTableView, cas_table_view, GTK_TYPE_WIDGET)

static GtkWidget *
side_section_new (CasGame *game, int side, Side *out)
{
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *title = gtk_label_new (cas_game_get_side_name (game, side));
  GtkWidget *summary = gtk_label_new (NULL);
  GtkWidget *cards_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *cards_title = gtk_label_new (_("Capabilities"));
  GtkWidget *cards = cas_wrap_box_new (4, 4);
  GtkWidget *flow = gtk_flow_box_new ();
  GtkWidget *empty = gtk_label_new (_("No Lords on the map"));

  gtk_widget_add_css_class (section, "side-section");
  gtk_widget_add_css_class (section, cas_app_side_css (game, side));
  gtk_widget_add_css_class (header, "side-header");
  gtk_widget_add_css_class (title, "title-4");
  gtk_widget_add_css_class (title, "side-title");
  gtk_widget_add_css_class (title, cas_app_side_css (game, side));
  gtk_widget_add_css_class (summary, "dim-label");
  gtk_widget_set_valign (summary, GTK_ALIGN_BASELINE);
  gtk_widget_set_valign (title, GTK_ALIGN_BASELINE);
  gtk_label_set_xalign (GTK_LABEL (summary), 0);
  gtk_label_set_ellipsize (GTK_LABEL (summary), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (summary, TRUE);
  gtk_box_append (GTK_BOX (header), title);
  gtk_box_append (GTK_BOX (header), summary);
  gtk_box_append (GTK_BOX (section), header);

  gtk_widget_add_css_class (cards_title, "caption-heading");
  gtk_widget_set_valign (cards_title, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (cards, TRUE);
  gtk_widget_set_valign (cards, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (cards_row), cards_title);
  gtk_box_append (GTK_BOX (cards_row), cards);
  gtk_box_append (GTK_BOX (section), cards_row);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_widget_add_css_class (flow, "mats");
  gtk_box_append (GTK_BOX (section), flow);

  gtk_widget_add_css_class (empty, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (empty), 0);
  gtk_box_append (GTK_BOX (section), empty);

  out->section = section;
  out->summary = summary;
  out->cards_row = cards_row;
  out->cards = cards;
  out->flow = flow;
  out->empty = empty;
  return section;
}

static void
build (CasTableView *self, CasGame *game)
{
  cas_app_remove_children (self->sides_box);
  g_ptr_array_set_size (self->mats, 0);
  g_ptr_array_set_size (self->mats, (int) cas_game_get_n_lords (game));
  g_set_object (&self->game, game);
  for (int side = 0; side < CAS_N_SIDES; side++)
    gtk_box_append (GTK_BOX (self->sides_box), side_section_new (game, side, &self->sides[side]));
}

static void
update_side (CasTableView *self, const CasTable *t, int side)
{
  CasGame *game = t->game;
  Side *s = &self->sides[side];
  int on_map = 0, on_calendar = 0;
  gboolean any_card = FALSE;

  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      if (cas_game_get_lord (game, (int) l)->side != side)
        continue;
      on_map += CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP;
      on_calendar += CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_CALENDAR;
    }
  g_autofree char *map_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Lord on the map",
                                                            "%d Lords on the map", (gulong) on_map), on_map);
  g_autofree char *cal_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d on the Calendar",
                                                            "%d on the Calendar", (gulong) on_calendar), on_calendar);
  g_autofree char *summary = g_strdup_printf ("%s · %s", map_text, cal_text);
  gtk_label_set_label (GTK_LABEL (s->summary), summary);
  gtk_widget_set_visible (s->empty, on_map == 0);
  gtk_widget_set_visible (s->flow, on_map > 0);

  /* Side-wide cards in play: Capabilities and the Events in force. Held Events stay
   * hidden, as they are in the players' hands. */
  cas_app_remove_children (s->cards);
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    {
      const CasCard *card = cas_game_get_card (game, (int) c);
      int state = CAS_CARD (t, c, CAS_K_STATE);
      GtkWidget *chip;
      if (card->side != side)
        continue;
      if (state == CAS_CARD_CAPABILITY)
        chip = cas_app_chip_new (card->cap_name ? card->cap_name : card->id, card->cap_summary, "tag", "card", NULL);
      else if (state == CAS_CARD_THIS_LEVY || state == CAS_CARD_THIS_CAMPAIGN)
        {
          g_autofree char *text = g_strdup_printf (state == CAS_CARD_THIS_LEVY ? _("%s (this Levy)")
                                                                               : _("%s (this Campaign)"),
                                                   card->event_name ? card->event_name : card->id);
          chip = cas_app_chip_new (text, card->event_summary, "tag", "event", NULL);
        }
      else
        continue;
      gtk_box_append (GTK_BOX (s->cards), chip);
      any_card = TRUE;
    }
  gtk_widget_set_visible (s->cards_row, any_card);
}

/* Keeps one mat per Lord on the map, in the order of the game's Lords; mats of Lords who
 * stay on the map are updated in place rather than rebuilt. */
static void
update_mats (CasTableView *self, const CasTable *t)
{
  CasGame *game = t->game;
  int position[CAS_N_SIDES] = { 0 };

  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      GtkWidget *mat = g_ptr_array_index (self->mats, l);
      Side *s = &self->sides[lord->side];

      if (CAS_LORD (t, l, CAS_L_STATE) != CAS_LORD_MAP)
        {
          if (mat)
            {
              gtk_flow_box_remove (GTK_FLOW_BOX (s->flow), gtk_widget_get_parent (mat));
              g_ptr_array_index (self->mats, l) = NULL;
            }
          continue;
        }
      if (mat == NULL)
        {
          mat = cas_lord_mat_new ();
          gtk_flow_box_insert (GTK_FLOW_BOX (s->flow), mat, position[lord->side]);
          gtk_widget_set_focusable (gtk_widget_get_parent (mat), FALSE);
          g_ptr_array_index (self->mats, l) = mat;
        }
      cas_lord_mat_update (CAS_LORD_MAT (mat), t, (int) l);
      position[lord->side]++;
    }
}

/* Sides with few Lords on the map sit next to each other rather than leave most of a
 * row empty each; otherwise each side has its rows of mats, Teutons above Russians. */
static void
arrange_sides (CasTableView *self)
{
  guint total = 0;
  gboolean beside;

  for (guint l = 0; l < self->mats->len; l++)
    total += g_ptr_array_index (self->mats, l) != NULL;
  beside = total <= 3;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->sides_box),
                                  beside ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->sides_box), beside ? 24 : 18);
  for (int side = 0; side < CAS_N_SIDES; side++)
    gtk_widget_set_valign (self->sides[side].section, GTK_ALIGN_START);
}

void
cas_table_view_refresh (CasTableView *self)
{
  const CasTable *t;

  g_return_if_fail (CAS_IS_TABLE_VIEW (self));
  if (self->journal == NULL)
    return;
  t = cas_journal_get_table (self->journal);
  if (t->game != self->game)
    build (self, t->game);
  cas_calendar_view_update (self->calendar, t, cas_journal_get_scenario_info (self->journal));
  update_mats (self, t);
  for (int side = 0; side < CAS_N_SIDES; side++)
    update_side (self, t, side);
  arrange_sides (self);
  cas_markers_view_update (self->markers, t);
}

void
cas_table_view_set_journal (CasTableView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_TABLE_VIEW (self));
  g_return_if_fail (journal == NULL || CAS_IS_JOURNAL (journal));

  if (self->journal == journal)
    return;
  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, cas_table_view_refresh, self);
  g_set_object (&self->journal, journal);
  if (journal)
    {
      g_signal_connect_object (journal, "changed", G_CALLBACK (cas_table_view_refresh), self, G_CONNECT_SWAPPED);
      /* A new game starts from fresh mats. */
      g_clear_object (&self->game);
      cas_table_view_refresh (self);
    }
}

CasJournal *
cas_table_view_get_journal (CasTableView *self)
{
  g_return_val_if_fail (CAS_IS_TABLE_VIEW (self), NULL);
  return self->journal;
}

guint
cas_table_view_get_n_mats (CasTableView *self)
{
  guint n = 0;
  g_return_val_if_fail (CAS_IS_TABLE_VIEW (self), 0);
  for (guint i = 0; i < self->mats->len; i++)
    n += g_ptr_array_index (self->mats, i) != NULL;
  return n;
}

static void
cas_table_view_dispose (GObject *object)
{
  CasTableView *self = CAS_TABLE_VIEW (object);

  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, cas_table_view_refresh, self);
  g_clear_object (&self->journal);
  cas_app_dispose_children (GTK_WIDGET (self), CAS_TYPE_TABLE_VIEW);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (cas_table_view_parent_class)->dispose (object);
}

static void
cas_table_view_finalize (GObject *object)
{
  CasTableView *self = CAS_TABLE_VIEW (object);

  g_clear_pointer (&self->mats, g_ptr_array_unref);
  G_OBJECT_CLASS (cas_table_view_parent_class)->finalize (object);
}

static void
cas_table_view_class_init (CasTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_table_view_dispose;
  object_class->finalize = cas_table_view_finalize;

  g_type_ensure (CAS_TYPE_CALENDAR_VIEW);
  g_type_ensure (CAS_TYPE_MARKERS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasTableView, calendar);
  gtk_widget_class_bind_template_child (widget_class, CasTableView, sides_box);
  gtk_widget_class_bind_template_child (widget_class, CasTableView, markers);
  gtk_widget_class_set_css_name (widget_class, "table-view");
}

static void
cas_table_view_init (CasTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->mats = g_ptr_array_new ();
}
