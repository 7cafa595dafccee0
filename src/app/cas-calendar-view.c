/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calendar-view.c: the Calendar as on the board: two rows of boxes between the off-board
 * spaces, with the Levy/Campaign marker, Lord cylinders, Service, Vassal and Victory
 * markers. Each marker is a button: drag it to another box, or open its popover to shift
 * it, place it, Muster its Lord. Every change is a journal action. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-calendar-view.h"
#include "cas-victory.h"
#include "cas-table-view.h"
#include "cas-wrap-layout.h"

typedef struct {
  GtkWidget *frame;
  GtkWidget *flow;
  GtkDropTarget *drop;
} BoxWidgets;

struct _CasCalendarView
{
  GtkWidget parent_instance;

  GtkLabel *status_label;
  GtkLabel *range_label;
  GtkWidget *rules_button; /* scen (issue 17): the scenario's special rules */
  GtkWidget *rules_box;
  const CasScenario *rules_for;
  GtkWidget *legend;
  GtkWidget *victory_box;
  GtkWidget *end_slot;    /* app (issue 17): the End marker while off the Calendar */
  GtkWidget *boxes_row;

  CasGame *game;
  CasTable *table;   /* a copy of the table shown, for the popovers */
  GArray *boxes;     /* BoxWidgets, index = box number, 0 and n + 1 off the board */
  GArray *shown;     /* int: what the markers showed last time (see signature ()) */
};

G_DEFINE_FINAL_TYPE (CasCalendarView, cas_calendar_view, GTK_TYPE_WIDGET)

static int
n_boxes (CasCalendarView *self)
{
  return (int) cas_game_get_n_boxes (self->game);
}

/* Keys: what a marker is, as its widget name and as the payload of its drag. */

typedef enum { KEY_NONE, KEY_CYLINDER, KEY_SERVICE, KEY_VASSAL, KEY_PHASE, KEY_VICTORY, KEY_END } KeyKind;

static KeyKind
parse_key (CasGame *game, const char *key, int *index)
{
  *index = -1;
  if (key == NULL)
    return KEY_NONE;
  if (g_str_equal (key, "phase"))
    return KEY_PHASE;
  if (g_str_equal (key, "end-marker")) /* app (issue 17): Inferno's End marker (6.0) */
    return cas_game_has_end_marker (game) ? KEY_END : KEY_NONE;
  if (g_str_has_prefix (key, "cylinder:"))
    return (*index = cas_game_find_lord (game, key + strlen ("cylinder:"))) >= 0 ? KEY_CYLINDER : KEY_NONE;
  if (g_str_has_prefix (key, "service:"))
    return (*index = cas_game_find_lord (game, key + strlen ("service:"))) >= 0 ? KEY_SERVICE : KEY_NONE;
  if (g_str_has_prefix (key, "vassal:"))
    return (*index = cas_game_find_vassal (game, key + strlen ("vassal:"))) >= 0 ? KEY_VASSAL : KEY_NONE;
  if (g_str_has_prefix (key, "victory:"))
    return (*index = cas_game_find_side (game, key + strlen ("victory:"))) >= 0 ? KEY_VICTORY : KEY_NONE;
  return KEY_NONE;
}

/* Where the marker of KEY is now, or -1. */
static int
key_box (CasCalendarView *self, KeyKind kind, int index)
{
  const CasTable *t = self->table;
  switch (kind)
    {
    case KEY_CYLINDER:
      return CAS_LORD (t, index, CAS_L_STATE) == CAS_LORD_CALENDAR ? CAS_LORD (t, index, CAS_L_BOX) : -1;
    case KEY_SERVICE:
      return CAS_LORD (t, index, CAS_L_STATE) == CAS_LORD_MAP ? CAS_LORD (t, index, CAS_L_SERVICE) : -1;
    case KEY_VASSAL:
      {
        const CasVassal *v = cas_game_get_vassal (self->game, index);
        return CAS_LORD (t, v->lord, CAS_L_VASSAL_BOX + v->slot);
      }
    case KEY_PHASE:
      return CAS_GLOBAL (t, CAS_G_BOX);
    case KEY_END:
      return CAS_GLOBAL (t, CAS_G_END_BOX) >= 1 ? CAS_GLOBAL (t, CAS_G_END_BOX) : -1;
    case KEY_VICTORY:
      {
        /* victory (Inferno 2.2.5): the track may show only the net score. */
        int halves[CAS_N_SIDES] = { cas_table_vp_halves (t, 0), cas_table_vp_halves (t, 1) }, track[CAS_N_SIDES];
        cas_victory_track (t, halves, track, NULL);
        return track[index] < 0 ? -1 : CLAMP (track[index] / 2, 0, n_boxes (self) + 1);
      }
    case KEY_NONE:
    default:
      return -1;
    }
}

/* The action that puts the marker of KEY in BOX, or NULL when it cannot go there. */
static char *
place_action (CasCalendarView *self, KeyKind kind, int index, int box)
{
  int n = n_boxes (self);

  if (box < 0 || box > n + 1)
    return NULL;
  switch (kind)
    {
    case KEY_CYLINDER:
      return g_strdup_printf ("cylinder %s %d", cas_game_get_lord (self->game, index)->id, box);
    case KEY_SERVICE:
      return g_strdup_printf ("service %s %d", cas_game_get_lord (self->game, index)->id, box);
    case KEY_PHASE:
      return box >= 1 && box <= n ? g_strdup_printf ("box %d", box) : NULL;
    case KEY_END:
      return box >= 1 && box <= n ? g_strdup_printf ("end %d", box) : NULL;
    case KEY_VASSAL:
    case KEY_VICTORY:
    case KEY_NONE:
    default:
      /* Vassal markers travel with their Lord's Service marker (3.4.2); Victory follows
       * the markers on the map (5.1). */
      return NULL;
    }
}

static char *
shift_action (CasCalendarView *self, KeyKind kind, int index, int by)
{
  switch (kind)
    {
    case KEY_CYLINDER:
      return g_strdup_printf ("cylinder %s %+d", cas_game_get_lord (self->game, index)->id, by);
    case KEY_SERVICE:
      return g_strdup_printf ("service %s %+d", cas_game_get_lord (self->game, index)->id, by);
    case KEY_PHASE:
      return g_strdup_printf ("box %+d", by);
    case KEY_END:
      return g_strdup_printf ("end %+d", by);
    case KEY_VASSAL:
    case KEY_VICTORY:
    case KEY_NONE:
    default:
      return NULL;
    }
}

/* Popovers. */

static void
popdown_cb (GtkWidget *button)
{
  GtkWidget *popover = gtk_widget_get_ancestor (button, GTK_TYPE_POPOVER);
  if (popover)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

/* A button in a marker's popover: it records ACTION, then the popover closes. */
static GtkWidget *
popover_button_new (const char *label, const char *tip, const char *action, const char *name)
{
  GtkWidget *button = cas_table_action_button_new (label, FALSE, tip);
  cas_table_action_button_set (button, action);
  if (name)
    gtk_widget_set_name (button, name);
  g_signal_connect (button, "clicked", G_CALLBACK (popdown_cb), NULL);
  return button;
}

static GtkWidget *
section_label_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  return label;
}

static void
add_shift_row (CasCalendarView *self, GtkWidget *box, KeyKind kind, int index, int max)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_box_append (GTK_BOX (box), section_label_new (_("Shift")));
  gtk_widget_add_css_class (row, "shift-row");
  for (int by = -max; by <= max; by++)
    {
      if (by == 0)
        {
          GtkWidget *gap = gtk_separator_new (GTK_ORIENTATION_VERTICAL);
          gtk_widget_add_css_class (gap, "spacer");
          gtk_box_append (GTK_BOX (row), gap);
          continue;
        }
      g_autofree char *action = shift_action (self, kind, index, by);
      /* TRANSLATORS: a shift of a marker by a number of boxes, as on its button: "−2", "+1" */
      g_autofree char *label = by < 0 ? g_strdup_printf (_("−%d"), -by) : g_strdup_printf (_("+%d"), by);
      g_autofree char *tip = by < 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Shift %d box left",
                                                                    "Shift %d boxes left", (gulong) -by), -by)
                                    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Shift %d box right",
                                                                    "Shift %d boxes right", (gulong) by), by);
      g_autofree char *name = g_strdup_printf ("shift%+d", by);
      GtkWidget *b = popover_button_new (label, tip, action, name);
      gtk_widget_set_hexpand (b, TRUE);
      gtk_box_append (GTK_BOX (row), b);
    }
  gtk_box_append (GTK_BOX (box), row);
}

static void
add_place_grid (CasCalendarView *self, GtkWidget *box, KeyKind kind, int index, int from, int to)
{
  GtkWidget *grid = gtk_grid_new ();
  int n = n_boxes (self);
  int per_row = (to - from + 2) / 2;
  int now = key_box (self, kind, index);

  gtk_box_append (GTK_BOX (box), section_label_new (_("Place in Box")));
  gtk_grid_set_column_spacing (GTK_GRID (grid), 3);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 3);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_widget_add_css_class (grid, "place-grid");
  /* As on the board: off-board left, then the first row, the second row, off-board right. */
  for (int b = from; b <= to; b++)
    {
      g_autofree char *action = place_action (self, kind, index, b);
      g_autofree char *label = g_strdup_printf ("%d", b);
      g_autofree char *where = cas_app_box_name (self->game, b);
      g_autofree char *tip = g_strdup_printf (_("Place %s"), where);
      g_autofree char *name = g_strdup_printf ("place-%d", b);
      GtkWidget *button;
      int slot = b - from;

      if (action == NULL)
        continue;
      button = popover_button_new (label, tip, action, name);
      gtk_widget_add_css_class (button, "box-button");
      if (b == 0 || b == n + 1)
        gtk_widget_add_css_class (button, "off-board");
      if (b == now)
        {
          gtk_widget_add_css_class (button, "current");
          gtk_widget_set_sensitive (button, FALSE);
        }
      if (b >= 1 && b <= n)
        {
          const CasBox *cb = cas_game_get_box (self->game, b);
          gtk_widget_add_css_class (button, cas_game_get_season (self->game, cb->season)->id);
        }
      gtk_grid_attach (GTK_GRID (grid), button, slot % per_row, slot / per_row, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
}

static GtkWidget *
action_row_new (void)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  gtk_widget_set_margin_top (row, 4);
  return row;
}

static GtkWidget *
dialog_button_new (const char *label, const char *tip, const char *action, const char *target, const char *name)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", target);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_name (button, name);
  g_signal_connect (button, "clicked", G_CALLBACK (popdown_cb), NULL);
  return button;
}

static gboolean
lord_ready (const CasTable *t, int lord)
{
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) levy = cas_levy_compute (t, ex);
  return cas_levy_result_find_ready (levy, lord) != NULL;
}

static void
fill_popover (CasCalendarView *self, GtkWidget *box, KeyKind kind, int index)
{
  const CasTable *t = self->table;
  CasGame *game = self->game;
  int n = n_boxes (self);
  int where = key_box (self, kind, index);
  g_autofree char *title = NULL;
  g_autofree char *caption = NULL;
  g_autofree char *place = cas_app_box_name (game, where);
  GtkWidget *label;

  switch (kind)
    {
    case KEY_CYLINDER:
      {
        const CasLord *lord = cas_game_get_lord (game, index);
        gboolean ready = lord_ready (t, index);
        title = g_strdup_printf (_("%s’s Cylinder"), lord->name);
        caption = ready ? g_strdup_printf (_("%s · Ready to Muster (3.4.1)"), place)
                        : g_strdup_printf (_("%s · not Ready yet"), place);
        break;
      }
    case KEY_SERVICE:
      title = g_strdup_printf (_("%s’s Service Marker"), cas_game_get_lord (game, index)->name);
      caption = g_strdup_printf (_("%s · he Disbands when the Levy/Campaign marker reaches it (3.3)"), place);
      break;
    case KEY_VASSAL:
      {
        const CasVassal *v = cas_game_get_vassal (game, index);
        title = g_strdup_printf (_("%s’s Service Marker"), v->name);
        caption = g_strdup_printf (_("%s · Vassal of %s; it shifts with his Service marker (3.4.2)"), place,
                                   cas_game_get_lord (game, v->lord)->name);
        break;
      }
    case KEY_END:
      title = g_strdup (_("End Marker"));
      /* app (issue 17): off the Calendar it can be placed again (6.0; Exhaustion, F). */
      caption = where >= 1 ? g_strdup_printf (_("%s · the scenario ends after this box (6.0)"), place)
                           : g_strdup (_("Off the Calendar · the scenario runs to its end (6.0)"));
      break;
    case KEY_PHASE:
      title = g_strdup (_("Levy/Campaign Marker"));
      caption = g_strdup_printf ("%s · %s", place,
                                 CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN ? _("Campaign") : _("Levy"));
      break;
    case KEY_VICTORY:
      {
        g_autofree char *total = cas_app_vp_text (cas_table_vp_halves (t, index));
        g_autofree char *markers = cas_app_vp_text (cas_table_vp_markers_halves (t, index));
        g_autofree char *extra = cas_app_vp_text (CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + index));
        title = g_strdup_printf (_("%s: %s Victory Points"), cas_game_get_side_name (game, index), total);
        caption = g_strdup_printf (_("%s from markers (5.1), %s more (Lords Disbanded or removed, corrections)"),
                                   markers, extra);
        break;
      }
    case KEY_NONE:
    default:
      return;
    }

  label = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  label = gtk_label_new (caption);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);

  switch (kind)
    {
    case KEY_CYLINDER:
      {
        const CasLord *lord = cas_game_get_lord (game, index);
        GtkWidget *row = action_row_new ();
        g_autofree char *muster_tip = g_strdup_printf (_("Muster %s: choose his Seat and Transport"), lord->name);
        g_autofree char *remove_tip = g_strdup_printf (_("Remove %s from play"), lord->name);
        GtkWidget *muster = dialog_button_new (_("Muster…"), muster_tip, "table.muster", lord->id, "muster-button");
        add_shift_row (self, box, kind, index, 3);
        add_place_grid (self, box, kind, index, 0, n + 1);
        if (lord_ready (t, index))
          gtk_widget_add_css_class (muster, "suggested-action");
        gtk_box_append (GTK_BOX (row), muster);
        gtk_box_append (GTK_BOX (row), dialog_button_new (_("Remove…"), remove_tip, "table.remove", lord->id,
                                                          "remove-button"));
        gtk_box_append (GTK_BOX (box), row);
        break;
      }
    case KEY_SERVICE:
      {
        const CasLord *lord = cas_game_get_lord (game, index);
        GtkWidget *row = action_row_new ();
        g_autofree char *disband_tip = g_strdup_printf (_("Disband %s now"), lord->name);
        add_shift_row (self, box, kind, index, 3);
        add_place_grid (self, box, kind, index, 0, n + 1);
        gtk_box_append (GTK_BOX (row), dialog_button_new (_("Disband…"), disband_tip, "table.disband", lord->id,
                                                          "disband-button"));
        gtk_box_append (GTK_BOX (box), row);
        break;
      }
    case KEY_VASSAL:
      {
        const CasVassal *v = cas_game_get_vassal (game, index);
        GtkWidget *row = action_row_new ();
        g_autofree char *action = g_strdup_printf ("vassal %s %s ready", cas_game_get_lord (game, v->lord)->id, v->id);
        g_autofree char *tip = g_strdup_printf (_("%s Disbands: its Forces leave the mat and it is Ready again"),
                                                v->name);
        gtk_box_append (GTK_BOX (row), popover_button_new (_("Disband Vassal"), tip, action, "vassal-disband"));
        gtk_box_append (GTK_BOX (box), row);
        break;
      }
    case KEY_PHASE:
      {
        gboolean campaign = CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN;
        GtkWidget *row = action_row_new ();
        add_shift_row (self, box, kind, index, 1);
        add_place_grid (self, box, kind, index, 1, n);
        gtk_box_append (GTK_BOX (row), popover_button_new (campaign ? _("Flip to Levy") : _("Flip to Campaign"),
                                                           _("Turn the marker over"),
                                                           campaign ? "phase levy" : "phase campaign", "flip-phase"));
        gtk_box_append (GTK_BOX (box), row);
        break;
      }
    case KEY_END:
      {
        GtkWidget *row = action_row_new ();
        /* app (issue 17): off the Calendar, only a box to put it in (end BOX). */
        if (where >= 1)
          add_shift_row (self, box, kind, index, 1);
        add_place_grid (self, box, kind, index, 1, n);
        if (where < 1)
          break;
        gtk_box_append (GTK_BOX (row), popover_button_new (_("Take Off the Calendar"),
                                                           _("No End marker: the scenario runs to its last box"),
                                                           "end off", "end-off"));
        gtk_box_append (GTK_BOX (box), row);
        break;
      }
    case KEY_VICTORY:
      {
        const char *side = cas_game_get_side_id (game, index);
        GtkWidget *row = action_row_new ();
        g_autofree char *less = g_strdup_printf ("vp %s -0.5", side);
        g_autofree char *more = g_strdup_printf ("vp %s +0.5", side);
        gtk_box_append (GTK_BOX (box), section_label_new (_("Points Beyond the Markers")));
        gtk_box_append (GTK_BOX (row), popover_button_new ("−½", _("Half a Victory Point less"), less, "vp-less"));
        gtk_box_append (GTK_BOX (row), popover_button_new ("+½", _("Half a Victory Point more"), more, "vp-more"));
        gtk_box_append (GTK_BOX (box), row);
        break;
      }
    case KEY_NONE:
    default:
      break;
    }
}

static void
marker_popup (GtkMenuButton *button, gpointer user_data)
{
  CasCalendarView *self = CAS_CALENDAR_VIEW (user_data);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  int index;
  KeyKind kind = parse_key (self->game, gtk_widget_get_name (GTK_WIDGET (button)), &index);

  gtk_widget_add_css_class (popover, "marker-popover");
  gtk_widget_set_size_request (box, 300, -1);
  fill_popover (self, box, kind, index);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

/* Drag and drop. */

static GdkContentProvider *
drag_prepare (GtkDragSource *source, double x, double y, gpointer user_data)
{
  GtkWidget *chip = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  return gdk_content_provider_new_typed (G_TYPE_STRING, gtk_widget_get_name (chip));
}

static void
drag_begin (GtkDragSource *source, GdkDrag *drag, gpointer user_data)
{
  GtkWidget *chip = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (chip);
  gtk_drag_source_set_icon (source, paintable, gtk_widget_get_width (chip) / 2, gtk_widget_get_height (chip) / 2);
}

static gboolean
box_drop (GtkDropTarget *target, const GValue *value, double x, double y, gpointer user_data)
{
  CasCalendarView *self = CAS_CALENDAR_VIEW (user_data);
  int box = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (target), "cas-box"));
  int index;
  KeyKind kind;
  g_autofree char *action = NULL;

  if (self->game == NULL || !G_VALUE_HOLDS_STRING (value))
    return FALSE;
  kind = parse_key (self->game, g_value_get_string (value), &index);
  if (kind == KEY_NONE || key_box (self, kind, index) == box)
    return FALSE;
  action = place_action (self, kind, index, box);
  if (action == NULL)
    return FALSE;
  cas_table_do (GTK_WIDGET (self), "%s", action);
  return TRUE;
}

static GtkWidget *
marker_new (CasCalendarView *self, const char *key, const char *text, const char *tooltip, gboolean draggable)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), label);
  gtk_menu_button_set_has_frame (GTK_MENU_BUTTON (button), FALSE);
  gtk_widget_set_name (button, key);
  gtk_widget_add_css_class (button, "chip");
  gtk_widget_add_css_class (button, "marker");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), marker_popup, self, NULL);
  if (draggable)
    {
      GtkDragSource *drag = gtk_drag_source_new ();
      gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
      /* Before the button's own click gesture, which would otherwise claim the press. */
      gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
      g_signal_connect (drag, "prepare", G_CALLBACK (drag_prepare), self);
      g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
      gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (drag));
    }
  return button;
}

/* Building the board. */

static GtkWidget *
box_new (CasCalendarView *self, CasGame *game, int box, BoxWidgets *out)
{
  int n = (int) cas_game_get_n_boxes (game);
  GtkWidget *frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autofree char *number_text = g_strdup_printf ("%d", box);
  GtkWidget *number = gtk_label_new (number_text);
  GtkWidget *season, *year, *flow;
  GtkDropTarget *drop;

  gtk_widget_add_css_class (frame, "calendar-box");
  gtk_widget_add_css_class (header, "box-header");
  gtk_widget_add_css_class (number, "box-number");
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_set_valign (number, GTK_ALIGN_START);
  if (box >= 1 && box <= n)
    {
      const CasBox *b = cas_game_get_box (game, box);
      /* Inferno's boxes are 60 Days with their months: "Apr-May 1259" (2.2). */
      g_autofree char *year_text = b->months ? g_strdup_printf ("%s %d", b->months, b->year)
                                             : g_strdup_printf ("%d", b->year);
      season = gtk_label_new (cas_game_text (cas_game_get_season (game, b->season)->name));
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

  /* Markers dragged here land in this box. */
  drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);
  g_object_set_data (G_OBJECT (drop), "cas-box", GINT_TO_POINTER (box));
  g_signal_connect (drop, "drop", G_CALLBACK (box_drop), self);
  gtk_widget_add_controller (frame, GTK_EVENT_CONTROLLER (drop));

  out->frame = frame;
  out->flow = flow;
  out->drop = drop;
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
  g_clear_pointer (&self->shown, g_array_unref);
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
      gtk_box_append (GTK_BOX (row), box_new (self, game, box, &g_array_index (self->boxes, BoxWidgets, box)));
    }
  gtk_box_append (GTK_BOX (self->boxes_row), box_new (self, game, 0, &g_array_index (self->boxes, BoxWidgets, 0)));
  gtk_box_append (GTK_BOX (self->boxes_row), rows);
  gtk_box_append (GTK_BOX (self->boxes_row),
                  box_new (self, game, n + 1, &g_array_index (self->boxes, BoxWidgets, n + 1)));
}

static void
add_chip (CasCalendarView *self, int box, GtkWidget *chip)
{
  gtk_box_append (GTK_BOX (g_array_index (self->boxes, BoxWidgets, box).flow), chip);
}

static GtkWidget *
victory_marker_new (CasCalendarView *self, int side, int halves, gboolean long_form)
{
  CasGame *game = self->game;
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  g_autofree char *vp = cas_app_vp_text (halves);
  g_autofree char *text = long_form ? g_strdup_printf ("%s %s", cas_game_get_side_name (game, side), vp)
                                    : g_strdup (vp);
  /* TRANSLATORS: "Teutons: 1½ Victory Points" */
  g_autofree char *tip = g_strdup_printf (_("%s: %s Victory Points"), cas_game_get_side_name (game, side), vp);
  g_autofree char *key = g_strdup_printf ("victory:%s", cas_game_get_side_id (game, side));
  GtkWidget *marker = marker_new (self, key, NULL, tip, FALSE);

  gtk_box_append (GTK_BOX (content), gtk_image_new_from_icon_name ("starred-symbolic"));
  gtk_box_append (GTK_BOX (content), gtk_label_new (text));
  gtk_menu_button_set_child (GTK_MENU_BUTTON (marker), content);
  gtk_widget_add_css_class (marker, "victory");
  gtk_widget_add_css_class (marker, cas_app_side_css (game, side));
  return marker;
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
                  cas_app_chip_new (_("Ready"), _("A cylinder the Levy/Campaign marker has reached: the Lord may "
                                                  "be Mustered (3.4.1)"),
                                    "cylinder", "ready", "legend", NULL));
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

static char *
first_word (const char *name)
{
  const char *space = strchr (name, ' ');
  return space ? g_strndup (name, (gsize) (space - name)) : g_strdup (name);
}

/* Everything the Calendar shows, so that a change elsewhere (a Lord's Forces) does not
 * rebuild its markers. */
static GArray *
signature (const CasTable *t, const CasScenario *sc, const CasLevyResult *levy)
{
  GArray *sig = g_array_new (FALSE, FALSE, sizeof (int));
  int head[] = { CAS_GLOBAL (t, CAS_G_BOX), CAS_GLOBAL (t, CAS_G_PHASE), cas_table_vp_halves (t, 0),
                 cas_table_vp_halves (t, 1), cas_table_vp_markers_halves (t, 0), cas_table_vp_markers_halves (t, 1),
                 sc->first_box, sc->last_box, GPOINTER_TO_INT (sc), CAS_GLOBAL (t, CAS_G_END_BOX) };

  g_array_append_vals (sig, head, G_N_ELEMENTS (head));
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    {
      int lord[] = { CAS_LORD (t, l, CAS_L_STATE), CAS_LORD (t, l, CAS_L_BOX), CAS_LORD (t, l, CAS_L_SERVICE),
                     cas_levy_result_find_ready (levy, (int) l) != NULL };
      g_array_append_vals (sig, lord, G_N_ELEMENTS (lord));
      g_array_append_vals (sig, cas_table_lord ((CasTable *) t, (int) l, CAS_L_VASSAL_BOX), CAS_MAX_VASSALS);
    }
  return sig;
}

/* The marker that has the keyboard focus, so that it gets it back once rebuilt. */
static char *
focused_key (CasCalendarView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  for (; focus && focus != GTK_WIDGET (self); focus = gtk_widget_get_parent (focus))
    if (GTK_IS_MENU_BUTTON (focus) && gtk_widget_has_css_class (focus, "marker"))
      return g_strdup (gtk_widget_get_name (focus));
  return NULL;
}

/* scen (issue 17): the scenario's special rules and our remarks on its set-up (6.0:
 * scenarios.json "notes"), one wrapped line each, behind the Scenario Rules button; the
 * button shows only for a scenario that has some. */
static void
update_rules (CasCalendarView *self, const CasScenario *sc)
{
  if (sc == self->rules_for)
    return;
  self->rules_for = sc;
  cas_app_remove_children (self->rules_box);
  gboolean any = sc->notes && sc->notes[0];
  gtk_widget_set_visible (self->rules_button, any);
  if (!any)
    return;
  /* TRANSLATORS: the heading of a scenario's special rules, "Dolenti Note: Special Rules" */
  g_autofree char *title = g_strdup_printf (_("%s: Special Rules"), cas_game_text (sc->name));
  GtkWidget *heading = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->rules_box), heading);
  for (int i = 0; sc->notes[i]; i++)
    {
      GtkWidget *line = gtk_label_new (cas_game_text (sc->notes[i]));
      gtk_label_set_wrap (GTK_LABEL (line), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (line), 60);
      gtk_label_set_width_chars (GTK_LABEL (line), 40);
      gtk_label_set_xalign (GTK_LABEL (line), 0);
      gtk_label_set_selectable (GTK_LABEL (line), FALSE);
      gtk_box_append (GTK_BOX (self->rules_box), line);
    }
}

void
cas_calendar_view_update (CasCalendarView *self, const CasTable *t, const CasScenario *sc)
{
  CasGame *game;
  int n, current;
  gboolean campaign;
  g_autofree char *focus = NULL;
  g_autoptr(CasLevyResult) levy = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();

  g_return_if_fail (CAS_IS_CALENDAR_VIEW (self));
  g_return_if_fail (t != NULL && sc != NULL);

  game = t->game;
  focus = focused_key (self);
  if (game != self->game)
    build (self, game);
  if (self->table && self->table->game == game)
    cas_table_assign (self->table, t);
  else
    {
      g_clear_pointer (&self->table, cas_table_free);
      self->table = cas_table_copy (t);
    }
  n = (int) cas_game_get_n_boxes (game);
  current = CAS_GLOBAL (t, CAS_G_BOX);
  campaign = CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN;
  update_rules (self, sc); /* scen (issue 17) */
  levy = cas_levy_compute (t, ex);
  {
    GArray *sig = signature (t, sc, levy);
    gboolean same = self->shown && self->shown->len == sig->len &&
                    memcmp (self->shown->data, sig->data, sig->len * sizeof (int)) == 0;
    g_clear_pointer (&self->shown, g_array_unref);
    self->shown = sig;
    if (same)
      return;
  }

  if (current >= 1 && current <= n)
    {
      const CasBox *b = cas_game_get_box (game, current);
      /* TRANSLATORS: "Box 1 · Summer 1240 · Levy" */
      g_autofree char *status = g_strdup_printf (_("Box %d · %s %d · %s"), current,
                                                 cas_game_text (cas_game_get_season (game, b->season)->name), b->year,
                                                 campaign ? _("Campaign") : _("Levy"));
      gtk_label_set_label (self->status_label, status);
    }
  else
    gtk_label_set_label (self->status_label, campaign ? _("Campaign") : _("Levy"));
  g_autofree char *range = sc->first_box == sc->last_box
                             ? g_strdup_printf (_("%s plays box %d"), cas_game_text (sc->name), sc->first_box)
                             : g_strdup_printf (_("%s plays boxes %d–%d"), cas_game_text (sc->name), sc->first_box, sc->last_box);
  gtk_label_set_label (self->range_label, range);

  cas_app_remove_children (self->victory_box);
  for (int side = 0; side < CAS_N_SIDES; side++)
    gtk_box_append (GTK_BOX (self->victory_box), victory_marker_new (self, side, cas_table_vp_halves (t, side), TRUE));

  for (int box = 0; box <= n + 1; box++)
    {
      BoxWidgets *w = &g_array_index (self->boxes, BoxWidgets, box);
      cas_app_remove_children (w->flow);
      if (box >= 1 && box <= n && cas_game_get_box (game, box)->grow)
        {
          /* Grow at the end of this box (Inferno 4.9.1): a tag first among its markers. */
          GtkWidget *grow = gtk_label_new (_("Grow"));
          gtk_widget_add_css_class (grow, "chip");
          gtk_widget_add_css_class (grow, "grow-tag");
          gtk_widget_set_tooltip_text (grow, _("Grow at the end of this box: each side halves the enemy’s Ravaged "
                                               "markers (4.9.1)"));
          gtk_widget_set_valign (grow, GTK_ALIGN_CENTER);
          gtk_widget_set_name (grow, "grow");
          gtk_box_append (GTK_BOX (w->flow), grow);
        }
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
    {
      GtkWidget *phase = marker_new (self, "phase", campaign ? _("Campaign") : _("Levy"),
                                     _("The Levy/Campaign marker: advance it, flip it"), TRUE);
      gtk_widget_add_css_class (phase, "phase");
      add_chip (self, current, phase);
    }

  /* victory (Inferno 2.2.5): once a side exceeds 17 VP, one marker of the side ahead at
   * the net score (cas_victory_track ()); the header keeps the totals. */
  int halves[CAS_N_SIDES] = { cas_table_vp_halves (t, 0), cas_table_vp_halves (t, 1) }, track[CAS_N_SIDES];
  cas_victory_track (t, halves, track, NULL);
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      if (track[side] < 0)
        continue;
      GtkWidget *marker = victory_marker_new (self, side, track[side], FALSE);
      if (track[side] != halves[side])
        {
          g_autofree char *net = cas_app_vp_text (track[side]);
          g_autofree char *mine = cas_app_vp_text (halves[side]);
          g_autofree char *theirs = cas_app_vp_text (halves[1 - side]);
          /* TRANSLATORS: "Guelphs: net score 2 (18 against 16 Victory Points, 2.2.5)" */
          g_autofree char *tip = g_strdup_printf (_("%s: net score %s (%s against %s Victory Points, 2.2.5)"),
                                                  cas_game_get_side_name (game, side), net, mine, theirs);
          gtk_widget_set_tooltip_text (marker, tip);
        }
      add_chip (self, CLAMP (track[side] / 2, 0, n + 1), marker);
    }

  /* Inferno's End marker (6.0): the game ends after its box. */
  if (cas_game_has_end_marker (game) && CAS_GLOBAL (t, CAS_G_END_BOX) >= 1 && CAS_GLOBAL (t, CAS_G_END_BOX) <= n)
    {
      /* app (issue 17): a marker like the others: its popover shifts, places or removes
       * it (end BOX|+N|-N|off), and it can be dragged to another box. */
      GtkWidget *end = marker_new (self, "end-marker", _("End"),
                                   _("The End marker: the scenario ends after this box (6.0)"), TRUE);
      gtk_widget_add_css_class (end, "end-marker");
      add_chip (self, CAS_GLOBAL (t, CAS_G_END_BOX), end);
    }
  /* app (issue 17): off the Calendar, the End marker waits in the header: its popover
   * places it in a box, and it can be dragged onto one. */
  cas_app_remove_children (self->end_slot);
  gtk_widget_set_visible (self->end_slot, cas_game_has_end_marker (game) && CAS_GLOBAL (t, CAS_G_END_BOX) < 1);
  if (gtk_widget_get_visible (self->end_slot))
    {
      GtkWidget *end = marker_new (self, "end-marker", _("End: Off"),
                                   _("The End marker is off the Calendar: place it in a box (6.0)"), TRUE);
      gtk_widget_add_css_class (end, "end-marker");
      gtk_widget_add_css_class (end, "off-calendar");
      gtk_box_append (GTK_BOX (self->end_slot), end);
    }

  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      int state = CAS_LORD (t, l, CAS_L_STATE);
      g_autofree char *name = cas_app_lord_short_name (lord);
      g_autofree char *tip = NULL;
      g_autofree char *key = NULL;
      GtkWidget *marker;
      int box;

      if (state == CAS_LORD_CALENDAR)
        {
          gboolean ready = cas_levy_result_find_ready (levy, (int) l) != NULL;
          box = CAS_LORD (t, l, CAS_L_BOX);
          key = g_strdup_printf ("cylinder:%s", lord->id);
          tip = ready ? g_strdup_printf (_("%s’s cylinder: Ready to Muster"), lord->name)
                      : g_strdup_printf (_("%s’s cylinder"), lord->name);
          marker = marker_new (self, key, name, tip, TRUE);
          gtk_widget_add_css_class (marker, "cylinder");
          if (ready)
            gtk_widget_add_css_class (marker, "ready");
        }
      else if (state == CAS_LORD_MAP && CAS_LORD (t, l, CAS_L_SERVICE) != CAS_NO_SERVICE)
        {
          box = CAS_LORD (t, l, CAS_L_SERVICE);
          key = g_strdup_printf ("service:%s", lord->id);
          tip = g_strdup_printf (_("%s’s Service marker"), lord->name);
          marker = marker_new (self, key, name, tip, TRUE);
          gtk_widget_add_css_class (marker, "service");
        }
      else
        continue;
      gtk_widget_add_css_class (marker, cas_app_side_css (game, lord->side));
      add_chip (self, CLAMP (box, 0, n + 1), marker);

      /* The advanced Vassal Service rule (3.4.2): Mustered Vassals' own markers. */
      if (state != CAS_LORD_MAP)
        continue;
      for (int v = 0; v < lord->n_vassals; v++)
        {
          int vbox = CAS_LORD (t, l, CAS_L_VASSAL_BOX + v);
          if (vbox < 0)
            continue;
          const CasVassal *vassal = cas_game_get_vassal (game, lord->vassals[v]);
          g_autofree char *vkey = g_strdup_printf ("vassal:%s", vassal->id);
          g_autofree char *vname = first_word (vassal->name);
          g_autofree char *vtip = g_strdup_printf (_("%s’s Service marker (Vassal of %s)"), vassal->name, lord->name);
          GtkWidget *vm = marker_new (self, vkey, vname, vtip, FALSE);
          gtk_widget_add_css_class (vm, "service");
          gtk_widget_add_css_class (vm, "vassal");
          gtk_widget_add_css_class (vm, cas_app_side_css (game, lord->side));
          add_chip (self, CLAMP (vbox, 0, n + 1), vm);
        }
    }

  if (focus)
    {
      GtkWidget *again = cas_calendar_view_find_marker (self, focus);
      if (again)
        gtk_widget_grab_focus (again);
    }
}

GtkWidget *
cas_calendar_view_find_marker (CasCalendarView *self, const char *key)
{
  g_return_val_if_fail (CAS_IS_CALENDAR_VIEW (self), NULL);
  /* Boxes first: the header's Victory markers repeat those in the boxes. */
  GtkWidget *found = cas_app_find_named (self->boxes_row, key, GTK_TYPE_MENU_BUTTON);
  return found ? found : cas_app_find_named (GTK_WIDGET (self), key, GTK_TYPE_MENU_BUTTON);
}

GtkDropTarget *
cas_calendar_view_get_drop_target (CasCalendarView *self, int box)
{
  g_return_val_if_fail (CAS_IS_CALENDAR_VIEW (self), NULL);
  g_return_val_if_fail (box >= 0 && (guint) box < self->boxes->len, NULL);
  return g_array_index (self->boxes, BoxWidgets, box).drop;
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
  g_clear_pointer (&self->table, cas_table_free);
  G_OBJECT_CLASS (cas_calendar_view_parent_class)->dispose (object);
}

static void
cas_calendar_view_finalize (GObject *object)
{
  CasCalendarView *self = CAS_CALENDAR_VIEW (object);

  g_clear_pointer (&self->boxes, g_array_unref);
  g_clear_pointer (&self->shown, g_array_unref);
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
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, rules_button);
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, rules_box);
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, legend);
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, victory_box);
  gtk_widget_class_bind_template_child (widget_class, CasCalendarView, end_slot);
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
