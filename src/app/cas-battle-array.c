/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle-array.c: the Battle Array as the engine places it (4.4.1, 4.5.2): a card per
 * Lord in each side's Front and Reserve rows, facing across the middle of the grid. A
 * card is dragged to another place, or moved by its menu; the page asks the engine
 * whether the new Array stands. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-battle-array.h"

struct _CasBattleArray
{
  GtkWidget parent_instance;

  GtkGrid *grid;
  CasBattleKind kind;
  gboolean relief;              /* Relief Sally: the Sally row and the Rearguard (4.4.1) */
  guint64 sallying;             /* bit per Lord: Sallying (Attackers' Sally row only) */
  int sally_size;               /* battle-sally: the Sally row's Lords at most, Arrayed per Sally
                                 * (Inferno 4.4.1, 4.5.3); 0: the series' row of three */
};

G_DEFINE_FINAL_TYPE (CasBattleArray, cas_battle_array, GTK_TYPE_WIDGET)

enum { MOVE_LORD, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char *
position_name (int side, int pos)
{
  static const char *const names[] = { N_("Front Left"),   N_("Front Center"),   N_("Front Right"),   N_("Reserve"),
                                       N_("Sally Left"),   N_("Sally Center"),   N_("Sally Right"),
                                       N_("Rearguard Left"), N_("Rearguard Center"), N_("Rearguard Right") };
  if (pos == CAS_BATTLE_ARRAY_SALLY_WAIT)
    return _("Waiting to Sally");
  pos = CLAMP (pos, 0, 6);
  return _(names[pos >= CAS_BATTLE_ARRAY_SALLY && side == CAS_DEFENDER ? pos + 3 : pos]);
}

/* Whether a Lord may go to a place: a Sallying Lord stays in the Sally row, the other
 * Attackers stay out of it (4.4.1); the engine judges the rest. */
static gboolean
allowed_place (CasBattleArray *self, int side, int lord, int pos)
{
  gboolean sally_place = pos >= CAS_BATTLE_ARRAY_SALLY;
  if (sally_place && !self->relief)
    return FALSE;
  /* battle-sally: per Sally, one Sallying Lord at the center at first, the others wait. */
  if (pos == CAS_BATTLE_ARRAY_SALLY_WAIT && (side != CAS_ATTACKER || self->sally_size == 0))
    return FALSE;
  if (self->sally_size && side == CAS_ATTACKER && (pos == CAS_BATTLE_ARRAY_SALLY || pos == CAS_BATTLE_ARRAY_SALLY + 2))
    return FALSE;
  if (side == CAS_ATTACKER && lord >= 0 && lord < 64)
    return sally_place == (((self->sallying >> lord) & 1) != 0);
  return TRUE;
}



void
cas_battle_array_move (CasBattleArray *self, int side, int lord, int pos)
{
  g_return_if_fail (CAS_IS_BATTLE_ARRAY (self));
  if (!allowed_place (self, side, lord, pos))
    return;
  g_signal_emit (self, signals[MOVE_LORD], 0, side, lord, pos);
}

static void
move_action_cb (GtkWidget *widget, const char *action_name, GVariant *param)
{
  int side, lord, pos;
  g_variant_get (param, "(iii)", &side, &lord, &pos);
  cas_battle_array_move (CAS_BATTLE_ARRAY (widget), side, lord, pos);
}

/* Drag and drop: a card carries "side:lord"; a slot knows its side and position. */

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source, double x, double y, gpointer data)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "cas-side"));
  int lord = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "cas-lord"));
  g_autofree char *text = g_strdup_printf ("%d:%d", side, lord);
  GValue value = G_VALUE_INIT;
  GdkContentProvider *provider;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, text);
  provider = gdk_content_provider_new_for_value (&value);
  g_value_unset (&value);
  return provider;
}

static void
drag_begin_cb (GtkDragSource *source, GdkDrag *drag, gpointer data)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (card);
  gtk_drag_source_set_icon (source, paintable, gtk_widget_get_width (card) / 2, gtk_widget_get_height (card) / 2);
}

/* Reads drag_prepare_cb ()'s "side:lord". Any app may drop text on a slot, so anything
 * else (a number out of range, trailing text) is refused rather than half read. */
static gboolean
parse_drag_text (const char *text, int *side, int *lord)
{
  g_auto(GStrv) parts = text ? g_strsplit (text, ":", 3) : NULL;
  gint64 s, l;

  if (parts == NULL || g_strv_length (parts) != 2 ||
      !g_ascii_string_to_signed (parts[0], 10, 0, CAS_N_SIDES - 1, &s, NULL) ||
      !g_ascii_string_to_signed (parts[1], 10, 0, G_MAXINT, &l, NULL))
    return FALSE;
  *side = (int) s;
  *lord = (int) l;
  return TRUE;
}

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, CasBattleArray *self)
{
  GtkWidget *slot = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (slot), "cas-side"));
  int pos = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (slot), "cas-pos"));
  int from_side, lord;

  if (!G_VALUE_HOLDS_STRING (value) || !parse_drag_text (g_value_get_string (value), &from_side, &lord))
    return FALSE;
  if (from_side != side || !allowed_place (self, side, lord, pos))
    return FALSE;   /* a Lord never changes sides, nor Sallies in or out by a drag */
  cas_battle_array_move (self, side, lord, pos);
  return TRUE;
}

static void
make_drop_target (CasBattleArray *self, GtkWidget *slot, int side, int pos)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);
  g_object_set_data (G_OBJECT (slot), "cas-side", GINT_TO_POINTER (side));
  g_object_set_data (G_OBJECT (slot), "cas-pos", GINT_TO_POINTER (pos));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (slot, GTK_EVENT_CONTROLLER (target));
}

/* A chip per kind of unit, so "Men-at-Arms" never breaks across lines. */
static GtkWidget *
units_box_new (const CasTable *t, int lord)
{
  GtkWidget *flow = gtk_flow_box_new ();
  int n_kinds = 0;

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_widget_add_css_class (flow, "unit-chips");
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    {
      int n = cas_battle_lord_forces (t, lord, f);   /* battle-comune: a Comune's own mat */
      if (n > 0)
        {
          g_autofree char *text = g_strdup_printf ("%d %s", n, cas_game_get_unit (t->game, f)->name);
          GtkWidget *chip = gtk_label_new (text);
          gtk_widget_add_css_class (chip, "chip");
          gtk_widget_add_css_class (chip, "tag");
          gtk_widget_add_css_class (chip, "neutral");
          gtk_widget_set_halign (chip, GTK_ALIGN_START);
          gtk_flow_box_append (GTK_FLOW_BOX (flow), chip);
          gtk_widget_set_can_focus (gtk_widget_get_parent (chip), FALSE);
          n_kinds++;
        }
    }
  if (n_kinds == 0)
    {
      GtkWidget *none = gtk_label_new (_("No units"));
      gtk_widget_add_css_class (none, "dim-label");
      gtk_flow_box_append (GTK_FLOW_BOX (flow), none);
    }
  return flow;
}

static GtkWidget *
lord_card_new (CasBattleArray *self, const CasTable *t, const CasBattleSetup *setup, int side, int lord, int pos)
{
  CasGame *game = t->game;
  int gside = cas_battle_lord_side (t, lord);   /* battle-comune: a Lord or a Comune */
  const char *name = cas_battle_lord_name (t, lord);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name_label = gtk_label_new (name);
  GtkWidget *menu_button = gtk_menu_button_new ();
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autofree char *tip = g_strdup_printf (_("Move %s"), name);
  g_autofree char *a11y = g_strdup_printf (_("%s, %s"), name, position_name (side, pos));
  GtkDragSource *drag = gtk_drag_source_new ();

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "lord-card");
  gtk_widget_add_css_class (card, cas_app_side_css (game, gside));
  g_object_set_data (G_OBJECT (card), "cas-side", GINT_TO_POINTER (side));
  g_object_set_data (G_OBJECT (card), "cas-lord", GINT_TO_POINTER (lord));
  gtk_widget_set_name (card, cas_battle_lord_id (game, lord));
  gtk_accessible_update_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  gtk_widget_set_tooltip_text (card, _("Drag to another place in the Array"));

  gtk_label_set_xalign (GTK_LABEL (name_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name_label, TRUE);
  gtk_widget_add_css_class (name_label, "heading");
  gtk_box_append (GTK_BOX (top), name_label);
  if (lord == setup->active_lord)
    {
      GtkWidget *chip = gtk_label_new (_("Active"));
      gtk_widget_add_css_class (chip, "chip");
      gtk_widget_add_css_class (chip, "tag");
      gtk_widget_add_css_class (chip, "accent");
      gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (chip, _("The Active Lord Attacks and starts at Front center (4.4.1)"));
      gtk_box_append (GTK_BOX (top), chip);
    }

  for (int p = 0; p <= CAS_BATTLE_ARRAY_SALLY_WAIT; p++)
    {
      g_autoptr(GMenuItem) item = NULL;
      if (p == pos || (self->kind == CAS_BATTLE_STORM && (p == 0 || p == 2)) || !allowed_place (self, side, lord, p))
        continue;
      item = g_menu_item_new (position_name (side, p), NULL);
      g_menu_item_set_action_and_target_value (item, "array.move", g_variant_new ("(iii)", side, lord, p));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu_button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (menu_button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (menu_button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_widget_add_css_class (menu_button, "flat");
  gtk_widget_set_valign (menu_button, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (top), menu_button);
  gtk_box_append (GTK_BOX (card), top);

  gtk_box_append (GTK_BOX (card), units_box_new (t, lord));

  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect (drag, "prepare", G_CALLBACK (drag_prepare_cb), NULL);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), NULL);
  gtk_widget_add_controller (card, GTK_EVENT_CONTROLLER (drag));
  return card;
}

static GtkWidget *
garrison_card_new (void)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (_("Garrison"));
  GtkWidget *what = gtk_label_new (_("Fights beside the Front Lord and takes the Hits first (4.5.2)"));

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "lord-card");
  gtk_widget_add_css_class (card, "garrison");
  gtk_widget_set_name (card, "garrison");
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_add_css_class (name, "heading");
  gtk_label_set_xalign (GTK_LABEL (what), 0);
  gtk_label_set_wrap (GTK_LABEL (what), TRUE);
  gtk_widget_add_css_class (what, "caption");
  gtk_box_append (GTK_BOX (card), name);
  gtk_box_append (GTK_BOX (card), what);
  return card;
}

static GtkWidget *
empty_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_vexpand (label, TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  return label;
}

static GtkWidget *
slot_new (CasBattleArray *self, int side, int pos)
{
  gboolean list = pos == CAS_BATTLE_ARRAY_RESERVE || pos == CAS_BATTLE_ARRAY_SALLY_WAIT;
  GtkWidget *slot = gtk_box_new (list ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, 8);
  if (pos >= CAS_BATTLE_ARRAY_SALLY)
    gtk_widget_add_css_class (slot, side == CAS_ATTACKER ? "sally" : "rearguard");
  gtk_widget_add_css_class (slot, "array-slot");
  if (list)
    gtk_widget_add_css_class (slot, "reserve");
  g_autofree char *name = g_strdup_printf ("slot-%s-%d", side == CAS_ATTACKER ? "attacker" : "defender", pos);
  gtk_widget_set_name (slot, name);
  gtk_widget_set_hexpand (slot, TRUE);
  make_drop_target (self, slot, side, pos);
  return slot;
}

static GtkWidget *
row_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption-heading");
  return label;
}

/* A row's name with its side's badge below (the Relief Sally's rows stand among the
 * Defenders' rows, 4.4.1). */
static GtkWidget *
side_row_label (CasGame *game, int gs, const char *text, const char *tip)
{
  GtkWidget *label = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *side_badge = gtk_label_new (cas_game_get_side_name (game, gs));
  gtk_box_append (GTK_BOX (label), row_label (text));
  gtk_widget_add_css_class (side_badge, "side-badge");
  gtk_widget_add_css_class (side_badge, cas_app_side_css (game, gs));
  gtk_widget_set_halign (side_badge, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (label), side_badge);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (label, tip);
  return label;
}

static void
clear (CasBattleArray *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
}

void
cas_battle_array_update (CasBattleArray *self, const CasTable *t, CasBattle *battle, const CasBattleSetup *setup)
{
  CasGame *game;
  gboolean storm;

  g_return_if_fail (CAS_IS_BATTLE_ARRAY (self));
  clear (self);
  if (battle == NULL)
    return;
  game = t->game;
  self->kind = setup->kind;
  storm = setup->kind == CAS_BATTLE_STORM;

  /* Rows from the top: Defenders' header; in a Relief Sally the Sally row and the
   * Rearguard facing it (4.4.1); Defenders' Reserve, Front; the axis; Attackers' Front,
   * Reserve, header. */
  self->relief = cas_battle_is_relief_sally (battle);
  self->sally_size = self->relief ? cas_battle_get_sally_size (battle) : 0;
  self->sallying = 0;
  /* battle-sally (Inferno): a row above the Sally row for the Sallying Lords waiting. */
  int wait = self->sally_size ? 1 : 0;
  int shift = self->relief ? 2 + wait : 0;
  if (self->relief)
    for (int p = 0; p < 3 + CAS_BATTLE_MAX_LORDS; p++)
      {
        int l = cas_battle_get_sally_row (battle, CAS_ATTACKER, p);
        if (l >= 0 && l < 64)
          self->sallying |= G_GUINT64_CONSTANT (1) << l;
      }
  for (int side = 0; side < 2; side++)
    {
      gboolean top = side == CAS_DEFENDER;
      int header_row = top ? 0 : 6 + shift, reserve_row = top ? 1 + shift : 5 + shift, front_row = top ? 2 + shift : 4 + shift;
      int gs = cas_battle_get_side (battle, side);
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *badge = gtk_label_new (cas_game_get_side_name (game, gs));
      GtkWidget *role = gtk_label_new (side == CAS_ATTACKER ? (storm ? _("Attackers, Storming") : _("Attackers"))
                                                            : (storm ? _("Defenders, Besieged") : _("Defenders")));
      GtkWidget *reserve = slot_new (self, side, CAS_BATTLE_ARRAY_RESERVE);
      int n_reserve = 0;

      gtk_widget_add_css_class (badge, "side-badge");
      gtk_widget_add_css_class (badge, cas_app_side_css (game, gs));
      gtk_widget_add_css_class (role, "dim-label");
      gtk_box_append (GTK_BOX (header), badge);
      gtk_box_append (GTK_BOX (header), role);
      gtk_grid_attach (self->grid, header, 1, header_row, 3, 1);

      gtk_grid_attach (self->grid, row_label (_("Reserve")), 0, reserve_row, 1, 1);
      for (int i = 0; i < CAS_BATTLE_MAX_LORDS; i++)
        {
          int lord = cas_battle_get_front (battle, side, 3 + i);
          if (lord == -1)
            break;
          gtk_box_append (GTK_BOX (reserve), lord_card_new (self, t, setup, side, lord, CAS_BATTLE_ARRAY_RESERVE));
          n_reserve++;
        }
      if (n_reserve == 0)
        gtk_box_append (GTK_BOX (reserve), empty_label (_("No Lords in Reserve")));
      gtk_grid_attach (self->grid, reserve, 1, reserve_row, 3, 1);

      gtk_grid_attach (self->grid, row_label (_("Front")), 0, front_row, 1, 1);
      for (int pos = 0; pos < 3; pos++)
        {
          int lord = cas_battle_get_front (battle, side, pos);
          GtkWidget *slot;
          if (storm && pos != 1)
            {
              if (pos == 0 && side == CAS_DEFENDER && cas_battle_has_garrison (battle))
                gtk_grid_attach (self->grid, garrison_card_new (), 1, front_row, 1, 1);
              else
                {
                  GtkWidget *unused = empty_label (pos == 0 && side == CAS_DEFENDER ? _("No Garrison") : "");
                  gtk_widget_set_size_request (unused, 140, -1);
                  gtk_grid_attach (self->grid, unused, 1 + pos, front_row, 1, 1);
                }
              continue;
            }
          slot = slot_new (self, side, pos);
          gtk_widget_set_size_request (slot, 140, -1);
          if (lord != -1)
            gtk_box_append (GTK_BOX (slot), lord_card_new (self, t, setup, side, lord, pos));
          else
            gtk_box_append (GTK_BOX (slot), empty_label (_("Empty")));
          gtk_grid_attach (self->grid, slot, 1 + pos, front_row, 1, 1);
        }

      /* The Sally row (row 1) and the Rearguard (row 2), behind the Defenders. */
      if (self->relief && side == CAS_ATTACKER && self->sally_size)
        {
          /* battle-sally (Inferno 4.4.1, 4.5.3): those waiting come forward one a Round. */
          GtkWidget *waiting = slot_new (self, side, CAS_BATTLE_ARRAY_SALLY_WAIT);
          g_autofree char *tip = g_strdup_printf (ngettext ("Sallying Lords come forward one a Round, up to %d in their row (the Stronghold's Size, 4.4.1, 4.5.3)",
                                                            "Sallying Lords come forward one a Round, up to %d in their row (the Stronghold's Size, 4.4.1, 4.5.3)",
                                                            (gulong) self->sally_size),
                                                  self->sally_size);
          int n_wait = 0;
          gtk_grid_attach (self->grid, side_row_label (game, gs, _("Waiting"), tip), 0, 1, 1, 1);
          /* Cards as wide as a place of the rows below: three columns at least. */
          gtk_box_set_homogeneous (GTK_BOX (waiting), TRUE);
          for (int i = 0; i < CAS_BATTLE_MAX_LORDS; i++)
            {
              int lord = cas_battle_get_sally_row (battle, side, 3 + i);
              if (lord == -1)
                break;
              gtk_box_append (GTK_BOX (waiting), lord_card_new (self, t, setup, side, lord, CAS_BATTLE_ARRAY_SALLY_WAIT));
              n_wait++;
            }
          if (n_wait == 0)
            gtk_box_append (GTK_BOX (waiting), empty_label (_("No Sallying Lord waiting")));
          else
            for (int i = n_wait; i < 3; i++)
              gtk_box_append (GTK_BOX (waiting), empty_label (""));
          gtk_grid_attach (self->grid, waiting, 1, 1, 3, 1);
        }
      if (self->relief)
        {
          int row = (side == CAS_ATTACKER ? 1 : 2) + wait;
          gboolean none = TRUE;
          for (int pos = 0; pos < 3; pos++)
            none &= cas_battle_get_sally_row (battle, side, pos) < 0;
          /* The row's name and its side: the Sally row stands among the Defenders' rows. */
          GtkWidget *label = side_row_label (game, gs, side == CAS_ATTACKER ? _("Sally") : _("Rearguard"),
                                             side == CAS_ATTACKER ? _("Besieged Lords who join the Attack, behind the Defenders (4.4.1)")
                                                                  : _("Defenders who would be in Reserve fight the Sally here (4.4.1)"));
          gtk_grid_attach (self->grid, label, 0, row, 1, 1);
          for (int pos = 0; pos < 3; pos++)
            {
              int lord = cas_battle_get_sally_row (battle, side, pos);
              if (side == CAS_ATTACKER && self->sally_size && pos != 1)
                {
                  /* battle-sally: one Sallying Lord at first, at the center (as a Storm's Front). */
                  GtkWidget *unused = empty_label ("");
                  gtk_widget_set_size_request (unused, 140, -1);
                  gtk_grid_attach (self->grid, unused, 1 + pos, row, 1, 1);
                  continue;
                }
              GtkWidget *slot = slot_new (self, side, CAS_BATTLE_ARRAY_SALLY + pos);
              gtk_widget_set_size_request (slot, 140, -1);
              if (lord != -1)
                gtk_box_append (GTK_BOX (slot), lord_card_new (self, t, setup, side, lord, CAS_BATTLE_ARRAY_SALLY + pos));
              else
                gtk_box_append (GTK_BOX (slot), empty_label (side == CAS_DEFENDER && pos == 1 && none ? _("No Rearguard: the Sally Flanks the Front") : _("Empty")));
              gtk_grid_attach (self->grid, slot, 1 + pos, row, 1, 1);
            }
        }
    }

  /* The axis between the two Fronts. */
  for (int pos = 0; pos < 3; pos++)
    {
      GtkWidget *label = gtk_label_new (storm && pos != 1 ? "" : pos == 0 ? _("Left") : pos == 1 ? _("Center") : _("Right"));
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "array-axis");
      gtk_grid_attach (self->grid, label, 1 + pos, 3 + shift, 1, 1);
    }
}

GtkWidget *
cas_battle_array_new (void)
{
  return g_object_new (CAS_TYPE_BATTLE_ARRAY, NULL);
}

static void
cas_battle_array_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAS_TYPE_BATTLE_ARRAY);
  G_OBJECT_CLASS (cas_battle_array_parent_class)->dispose (object);
}

static void
cas_battle_array_class_init (CasBattleArrayClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = cas_battle_array_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-battle-array.ui");
  gtk_widget_class_bind_template_child (widget_class, CasBattleArray, grid);
  gtk_widget_class_install_action (widget_class, "array.move", "(iii)", move_action_cb);
  gtk_widget_class_set_css_name (widget_class, "battle-array");

  /* (battle side, lord index, position 0-2 Front, 3 Reserve) */
  signals[MOVE_LORD] = g_signal_new ("move-lord", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
}

static void
cas_battle_array_init (CasBattleArray *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
