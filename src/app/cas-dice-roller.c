/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-dice-roller.c: the dice button: rolls 1-10 d6 (each roll a freshly seeded CasDice),
 * shows them as die faces in the chosen side's colours, keeps the recent rolls. Its
 * popover (cas-dice-popover.ui, 150 widgets) is built when first needed, not with the
 * window. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-application.h"
#include "cas-dice-roller.h"

#define TUMBLE_FRAMES 7
#define TUMBLE_MS 60

struct _CasDiceRoller
{
  AdwBin parent_instance;

  GtkMenuButton *button;
  GtkPopover *popover;   /* NULL until first needed: see ensure_popover () */
  GtkSpinButton *count_spin;
  GtkToggleButton *side0_toggle;   /* the game's sides; Nevsky's names until a game is set */
  GtkToggleButton *side1_toggle;
  CasGame *game;                   /* NULL until cas_dice_roller_set_game () */
  GtkFlowBox *tray;
  GtkLabel *total_label;
  GtkButton *roll_button;
  GtkCheckButton *animate_check;
  GtkWidget *history_heading;
  GtkWidget *history_scroller;
  GtkListBox *history_list;

  GtkWidget *faces[CAS_DICE_ROLLER_MAX_DICE];
  int values[CAS_DICE_ROLLER_MAX_DICE];
  int n_values;          /* of the last settled roll; 0 before the first */
  int pending[CAS_DICE_ROLLER_MAX_DICE];
  int n_pending;
  guint tumble_source;
  int tumble_left;
  guint n_history;
};

G_DEFINE_FINAL_TYPE (CasDiceRoller, cas_dice_roller, ADW_TYPE_BIN)

/* Die faces. */

/* Pips lit for each value, bit r * 3 + c of a 3x3 grid. */
static const guint pip_masks[7] = {
  0,
  1 << 4,
  1 << 0 | 1 << 8,
  1 << 0 | 1 << 4 | 1 << 8,
  1 << 0 | 1 << 2 | 1 << 6 | 1 << 8,
  1 << 0 | 1 << 2 | 1 << 4 | 1 << 6 | 1 << 8,
  1 << 0 | 1 << 3 | 1 << 6 | 1 << 2 | 1 << 5 | 1 << 8,
};

GtkWidget *
cas_die_face_new (int value, const char *side_css, gboolean large)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_widget_add_css_class (grid, "die");
  if (large)
    gtk_widget_add_css_class (grid, "large");
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (grid, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION, _("die"), -1);
  for (int i = 0; i < 9; i++)
    {
      GtkWidget *pip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_add_css_class (pip, "pip");
      gtk_widget_set_halign (pip, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (pip, GTK_ALIGN_CENTER);
      gtk_grid_attach (GTK_GRID (grid), pip, i % 3, i / 3, 1, 1);
    }
  cas_die_face_set_side (grid, side_css);
  cas_die_face_set_value (grid, value);
  return grid;
}

void
cas_die_face_set_value (GtkWidget *face, int value)
{
  g_autofree char *label = NULL;

  g_return_if_fail (GTK_IS_GRID (face));
  value = CLAMP (value, 0, 6);
  for (int i = 0; i < 9; i++)
    {
      GtkWidget *pip = gtk_grid_get_child_at (GTK_GRID (face), i % 3, i / 3);
      if (pip_masks[value] & (1u << i))
        gtk_widget_add_css_class (pip, "on");
      else
        gtk_widget_remove_css_class (pip, "on");
    }
  g_object_set_data (G_OBJECT (face), "cas-die-value", GINT_TO_POINTER (value));
  label = value ? g_strdup_printf (_("Die showing %d"), value) : g_strdup (_("Die not rolled"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (face), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
cas_die_face_set_side (GtkWidget *face, const char *side_css)
{
  g_return_if_fail (GTK_IS_WIDGET (face));
  gtk_widget_remove_css_class (face, "side-0");
  gtk_widget_remove_css_class (face, "side-1");
  gtk_widget_remove_css_class (face, "neutral");
  gtk_widget_add_css_class (face, side_css ? side_css : "neutral");
}

/* Settings: the app's GSettings when its schema is installed and has the key. */
static GSettings *
app_settings_with (const char *key)
{
  GApplication *app = g_application_get_default ();
  GSettings *settings;
  g_autoptr(GSettingsSchema) schema = NULL;

  if (!CAS_IS_APPLICATION (app))
    return NULL;
  settings = cas_application_get_settings (CAS_APPLICATION (app));
  if (settings == NULL)
    return NULL;
  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema && g_settings_schema_has_key (schema, key) ? settings : NULL;
}

static const char *
side_css (CasDiceRoller *self)
{
  return gtk_toggle_button_get_active (self->side1_toggle) ? "side-1" : "side-0";
}

static void
show_count (CasDiceRoller *self, int n)
{
  for (int i = 0; i < CAS_DICE_ROLLER_MAX_DICE; i++)
    gtk_widget_set_visible (gtk_widget_get_parent (self->faces[i]), i < n);
}

static void
add_history (CasDiceRoller *self)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *swatch = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label;
  GString *text = g_string_new (NULL);
  GtkWidget *last;
  int total = 0;

  for (int i = 0; i < self->n_values; i++)
    {
      g_string_append_printf (text, "%s%d", i ? " " : "", self->values[i]);
      total += self->values[i];
    }
  /* TRANSLATORS: a past roll: "3d6: 5 2 1 (8)" */
  g_autofree char *line = g_strdup_printf (_("%dd6: %s (%d)"), self->n_values, text->str, total);
  g_string_free (text, TRUE);

  gtk_widget_add_css_class (swatch, "die-swatch");
  gtk_widget_add_css_class (swatch, side_css (self));
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (swatch, gtk_button_get_label (GTK_BUTTON (gtk_toggle_button_get_active (self->side1_toggle)
                                                                              ? self->side1_toggle
                                                                              : self->side0_toggle)));
  label = gtk_label_new (line);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_add_css_class (box, "history-row");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_insert (self->history_list, row, 0);
  self->n_history++;

  /* Only the recent ones. */
  while ((last = GTK_WIDGET (gtk_list_box_get_row_at_index (self->history_list, CAS_DICE_ROLLER_HISTORY))) != NULL)
    gtk_list_box_remove (self->history_list, last);
  gtk_widget_set_visible (self->history_heading, TRUE);
  gtk_widget_set_visible (self->history_scroller, TRUE);
}

static void
settle (CasDiceRoller *self)
{
  g_autofree char *total_text = NULL;
  int total = 0;

  memcpy (self->values, self->pending, sizeof self->values);
  self->n_values = self->n_pending;
  for (int i = 0; i < self->n_values; i++)
    {
      cas_die_face_set_value (self->faces[i], self->values[i]);
      total += self->values[i];
    }
  show_count (self, self->n_values);
  if (self->n_values == 1)
    total_text = g_strdup_printf (_("Rolled %d"), total);
  else
    total_text = g_strdup_printf (_("Total %d"), total);
  gtk_label_set_label (self->total_label, total_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tray), GTK_ACCESSIBLE_PROPERTY_LABEL, total_text, -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->roll_button), TRUE);
  add_history (self);
}

static gboolean
tumble_cb (gpointer data)
{
  CasDiceRoller *self = data;

  if (--self->tumble_left <= 0)
    {
      self->tumble_source = 0;
      settle (self);
      return G_SOURCE_REMOVE;
    }
  for (int i = 0; i < self->n_pending; i++)
    cas_die_face_set_value (self->faces[i], g_random_int_range (1, 7));
  return G_SOURCE_CONTINUE;
}

static gboolean
animations_wanted (CasDiceRoller *self)
{
  gboolean enabled = TRUE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && gtk_check_button_get_active (self->animate_check) && gtk_widget_get_mapped (GTK_WIDGET (self->tray));
}

/* The side buttons say the game's side names (from its data, translated as the data's
 * prose is); the popover's own labels stand until a game is set. */
static void
name_sides (CasDiceRoller *self)
{
  GtkToggleButton *toggles[CAS_N_SIDES] = { self->side0_toggle, self->side1_toggle };

  if (self->popover == NULL || self->game == NULL)
    return;
  for (int s = 0; s < CAS_N_SIDES; s++)
    {
      gtk_button_set_label (GTK_BUTTON (toggles[s]), cas_game_text (cas_game_get_side_name (self->game, s)));
      gtk_widget_set_tooltip_text (GTK_WIDGET (toggles[s]), NULL);
    }
}

static void roll_clicked_cb (CasDiceRoller *self);
static void count_changed_cb (CasDiceRoller *self);
static void side_toggled_cb (CasDiceRoller *self);
static void popover_show_cb (CasDiceRoller *self);

/* Builds the popover the first time it is needed (opened, or driven by a test). */
static void
ensure_popover (CasDiceRoller *self)
{
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GtkBuilderScope) scope = NULL;
  g_autoptr(GError) error = NULL;
  GSettings *settings;

  if (self->popover)
    return;
  scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback_symbols (GTK_BUILDER_CSCOPE (scope),
                                           "roll_clicked_cb", G_CALLBACK (roll_clicked_cb),
                                           "count_changed_cb", G_CALLBACK (count_changed_cb),
                                           "side_toggled_cb", G_CALLBACK (side_toggled_cb),
                                           "popover_show_cb", G_CALLBACK (popover_show_cb), NULL);
  builder = gtk_builder_new ();
  gtk_builder_set_scope (builder, scope);
  gtk_builder_set_current_object (builder, G_OBJECT (self));
  /* Our own resource: a failure is a build defect, not an input error. */
  if (!gtk_builder_add_from_resource (builder, "/io/github/castellan/Castellan/cas-dice-popover.ui", &error))
    g_error ("cas-dice-popover.ui: %s", error->message);
#define GET(member, type) self->member = type (gtk_builder_get_object (builder, #member))
  GET (popover, GTK_POPOVER);
  GET (count_spin, GTK_SPIN_BUTTON);
  GET (side0_toggle, GTK_TOGGLE_BUTTON);
  GET (side1_toggle, GTK_TOGGLE_BUTTON);
  GET (tray, GTK_FLOW_BOX);
  GET (total_label, GTK_LABEL);
  GET (roll_button, GTK_BUTTON);
  GET (animate_check, GTK_CHECK_BUTTON);
  GET (history_heading, GTK_WIDGET);
  GET (history_scroller, GTK_WIDGET);
  GET (history_list, GTK_LIST_BOX);
#undef GET
  for (int i = 0; i < CAS_DICE_ROLLER_MAX_DICE; i++)
    {
      self->faces[i] = cas_die_face_new (0, "side-0", TRUE);
      gtk_flow_box_append (self->tray, self->faces[i]);
      gtk_widget_set_can_focus (gtk_widget_get_parent (self->faces[i]), FALSE);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tray), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dice"), -1);
  show_count (self, (int) gtk_spin_button_get_value (self->count_spin));
  if ((settings = app_settings_with ("dice-animation")) != NULL)
    g_settings_bind (settings, "dice-animation", self->animate_check, "active", G_SETTINGS_BIND_DEFAULT);
  gtk_menu_button_set_popover (self->button, GTK_WIDGET (self->popover));
  name_sides (self);
}

static void
create_popup_cb (GtkMenuButton *button, gpointer self)
{
  ensure_popover (self);
}

void
cas_dice_roller_roll (CasDiceRoller *self)
{
  g_autoptr(CasDice) dice = NULL;

  g_return_if_fail (CAS_IS_DICE_ROLLER (self));
  if (self->tumble_source)
    return;
  ensure_popover (self);
  /* A fresh seed per roll, as the Battle page's app dice. */
  dice = cas_dice_new_seeded (g_random_int ());
  self->n_pending = CLAMP ((int) gtk_spin_button_get_value (self->count_spin), 1, CAS_DICE_ROLLER_MAX_DICE);
  for (int i = 0; i < self->n_pending; i++)
    self->pending[i] = cas_dice_roll_fast (dice);
  if (!animations_wanted (self))
    {
      settle (self);
      return;
    }
  show_count (self, self->n_pending);
  gtk_label_set_label (self->total_label, _("Rolling…"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->roll_button), FALSE);
  self->tumble_left = TUMBLE_FRAMES;
  self->tumble_source = g_timeout_add (TUMBLE_MS, tumble_cb, self);
  tumble_cb (self);
}

static void
roll_clicked_cb (CasDiceRoller *self)
{
  cas_dice_roller_roll (self);
}

static void
count_changed_cb (CasDiceRoller *self)
{
  int n = (int) gtk_spin_button_get_value (self->count_spin);
  if (self->tumble_source)
    return;
  /* New dice show blank until rolled. */
  for (int i = self->n_values; i < n && i < CAS_DICE_ROLLER_MAX_DICE; i++)
    cas_die_face_set_value (self->faces[i], 0);
  show_count (self, n);
}

static void
side_toggled_cb (CasDiceRoller *self)
{
  for (int i = 0; i < CAS_DICE_ROLLER_MAX_DICE; i++)
    cas_die_face_set_side (self->faces[i], side_css (self));
}

static void
popover_show_cb (CasDiceRoller *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->roll_button));
}

void
cas_dice_roller_set_n_dice (CasDiceRoller *self, int n)
{
  g_return_if_fail (CAS_IS_DICE_ROLLER (self));
  ensure_popover (self);
  gtk_spin_button_set_value (self->count_spin, CLAMP (n, 1, CAS_DICE_ROLLER_MAX_DICE));
}

void
cas_dice_roller_set_side (CasDiceRoller *self, const char *side)
{
  g_return_if_fail (CAS_IS_DICE_ROLLER (self));
  ensure_popover (self);
  gboolean second = g_strcmp0 (side, "side-1") == 0 ||
                    (self->game && g_strcmp0 (side, cas_game_get_side_id (self->game, 1)) == 0);
  gtk_toggle_button_set_active (second ? self->side1_toggle : self->side0_toggle, TRUE);
}

void
cas_dice_roller_set_game (CasDiceRoller *self, CasGame *game)
{
  g_return_if_fail (CAS_IS_DICE_ROLLER (self));
  g_return_if_fail (game == NULL || CAS_IS_GAME (game));
  if (self->game == game)
    return;
  g_set_object (&self->game, game);
  name_sides (self);
}

void
cas_dice_roller_set_animate (CasDiceRoller *self, gboolean animate)
{
  g_return_if_fail (CAS_IS_DICE_ROLLER (self));
  ensure_popover (self);
  gtk_check_button_set_active (self->animate_check, animate);
}

gboolean
cas_dice_roller_is_rolling (CasDiceRoller *self)
{
  g_return_val_if_fail (CAS_IS_DICE_ROLLER (self), FALSE);
  return self->tumble_source != 0;
}

const int *
cas_dice_roller_get_values (CasDiceRoller *self, int *n)
{
  g_return_val_if_fail (CAS_IS_DICE_ROLLER (self), NULL);
  if (n)
    *n = self->n_values;
  return self->n_values ? self->values : NULL;
}

guint
cas_dice_roller_get_n_history (CasDiceRoller *self)
{
  g_return_val_if_fail (CAS_IS_DICE_ROLLER (self), 0);
  return self->n_history;
}

void
cas_dice_roller_popup (CasDiceRoller *self)
{
  g_return_if_fail (CAS_IS_DICE_ROLLER (self));
  ensure_popover (self);
  gtk_menu_button_popup (self->button);
}

GtkPopover *
cas_dice_roller_get_popover (CasDiceRoller *self)
{
  g_return_val_if_fail (CAS_IS_DICE_ROLLER (self), NULL);
  ensure_popover (self);
  return self->popover;
}

GtkWidget *
cas_dice_roller_new (void)
{
  return g_object_new (CAS_TYPE_DICE_ROLLER, NULL);
}

static void
cas_dice_roller_dispose (GObject *object)
{
  CasDiceRoller *self = CAS_DICE_ROLLER (object);
  g_clear_handle_id (&self->tumble_source, g_source_remove);
  g_clear_object (&self->game);
  /* The bin's child is a template child: the bin lets go of it first, or both would
   * unparent it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAS_TYPE_DICE_ROLLER);
  G_OBJECT_CLASS (cas_dice_roller_parent_class)->dispose (object);
}

static void
cas_dice_roller_class_init (CasDiceRollerClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = cas_dice_roller_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-dice-roller.ui");
  gtk_widget_class_bind_template_child (widget_class, CasDiceRoller, button);
}

static void
cas_dice_roller_init (CasDiceRoller *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->button, create_popup_cb, self, NULL);
}
