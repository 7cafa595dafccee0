/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-markers-view.c: the markers column: the game's own section (its CasGameUi: Nevsky's
 * Veche box and Legate), every Locale with markers on it (Conquered, Ravaged, Siege,
 * Castle, Walls) with an editor popover, "Add marker…" for the others, and the optional
 * rules. Every edit is a journal action. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-markers-view.h"
#include "cas-table-view.h"
#include "cas-wrap-layout.h"

typedef struct {
  GtkWidget *row;
  GtkWidget *chips;
  GtkWidget *edit;      /* menu button opening the editor */
  int cells[CAS_C_N];   /* what the chips show */
} MarkerRow;

/* The editor popover that is open, if any: updated in place while the player clicks. */
typedef struct {
  int locale;
  GtkWidget *popover;
  GtkWidget *conquered, *conquered_count, *conquered_minus, *conquered_plus;
  GtkWidget *siege, *siege_count, *siege_minus, *siege_plus;
  GtkWidget *walls;
  GtkWidget *ravaged[CAS_N_SIDES + 1];   /* none, then side + 1 */
  GtkWidget *castle[CAS_N_SIDES + 1];
  /* levy (issue 17): Inferno's Ruins (1.3.1, 4.5.2) and Bypass markers (4.3.5) */
  GtkWidget *ruins[CAS_N_SIDES + 1];
  GtkWidget *bypass[CAS_N_SIDES + 1];
  GtkWidget *ruins_box, *bypass_box;
} Editor;

struct _CasMarkersView
{
  GtkWidget parent_instance;

  GtkBox *column;
  GtkWidget *section;    /* the game's own (CasGameUi.markers_new), or NULL */
  const CasGameUi *ui;
  GtkLabel *count_label;
  GtkWidget *add_button;
  GtkListBox *locales_list;
  GtkWidget *option_hidden_mats;
  GtkWidget *option_vassal_service;
  GtkWidget *option_no_horseback_archery;

  CasTable *table;       /* a copy of the table shown */
  GArray *rows;          /* MarkerRow per Locale */
  int pinned;            /* a Locale kept listed while its editor is open, or -1 */
  Editor editor;
  guint n_locales;
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (CasMarkersView, cas_markers_view, GTK_TYPE_WIDGET)

static gboolean
has_markers (const CasTable *t, int i)
{
  return CAS_LOCALE (t, i, CAS_C_CONQUERED) || CAS_LOCALE (t, i, CAS_C_RAVAGED) || CAS_LOCALE (t, i, CAS_C_SIEGE) ||
         CAS_LOCALE (t, i, CAS_C_CASTLE) || CAS_LOCALE (t, i, CAS_C_WALLS) || CAS_LOCALE (t, i, CAS_C_RUINS) ||
         CAS_LOCALE (t, i, CAS_C_BYPASS);
}

static void
add_chip (GtkWidget *box, GtkWidget *chip)
{
  gtk_widget_set_halign (chip, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), chip);
}

static void
fill_chips (GtkWidget *chips, const CasTable *t, int i)
{
  CasGame *game = t->game;
  int conquered = CAS_LOCALE (t, i, CAS_C_CONQUERED);
  int ravaged = CAS_LOCALE (t, i, CAS_C_RAVAGED);
  int siege = CAS_LOCALE (t, i, CAS_C_SIEGE);
  int castle = CAS_LOCALE (t, i, CAS_C_CASTLE);
  int walls = CAS_LOCALE (t, i, CAS_C_WALLS);

  cas_app_remove_children (chips);
  if (conquered && cas_game_get_marker_set (game) == CAS_MARKERS_ALLEGIANCE)
    {
      /* Inferno's Allegiance markers (1.3.1), in the colour of the side they count for. */
      int side = 1 - cas_game_get_locale (game, i)->side;
      g_autofree char *text = conquered > 1 ? g_strdup_printf (_("Allegiance ×%d"), conquered) : g_strdup (_("Allegiance"));
      g_autofree char *tip = g_strdup_printf (_("Allegiance markers of the %s"), cas_game_get_side_name (game, side));
      add_chip (chips, cas_app_chip_new (text, tip, "tag", cas_app_side_css (game, side), NULL));
    }
  else if (conquered)
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
  if (CAS_LOCALE (t, i, CAS_C_RUINS))
    {
      /* Inferno's Ruins (4.5.2): the side they count for (5.1). */
      int side = CAS_LOCALE (t, i, CAS_C_RUINS) - 1;
      g_autofree char *tip = g_strdup_printf (_("Ruins, counting for the %s"), cas_game_get_side_name (game, side));
      add_chip (chips, cas_app_chip_new (_("Ruins"), tip, "tag", cas_app_side_css (game, side), NULL));
    }
  if (CAS_LOCALE (t, i, CAS_C_BYPASS))
    {
      /* Inferno's Bypass markers (4.3.5; victory): the side whose Lords Bypass it. */
      int side = CAS_LOCALE (t, i, CAS_C_BYPASS) - 1;
      g_autofree char *tip = g_strdup_printf (_("Bypassed by the %s (4.3.5)"), cas_game_get_side_name (game, side));
      add_chip (chips, cas_app_chip_new (_("Bypassed"), tip, "tag", cas_app_side_css (game, side), NULL));
    }
  if (!has_markers (t, i))
    add_chip (chips, cas_app_chip_new (_("No markers"), NULL, "tag", "neutral", NULL));
}

/* The editor. */

static void editor_popup (GtkMenuButton *button, gpointer user_data);

static GtkWidget *
editor_stepper (const char *what, const char *name, GtkWidget **count, GtkWidget **minus, GtkWidget **plus)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  g_autofree char *less = g_strdup_printf (_("%s −1"), what);
  g_autofree char *more = g_strdup_printf (_("%s +1"), what);
  g_autofree char *minus_name = g_strdup_printf ("%s-minus", name);
  g_autofree char *plus_name = g_strdup_printf ("%s-plus", name);

  *minus = cas_table_action_button_new ("list-remove-symbolic", TRUE, less);
  *plus = cas_table_action_button_new ("list-add-symbolic", TRUE, more);
  *count = gtk_label_new ("0");
  gtk_widget_set_name (*minus, minus_name);
  gtk_widget_set_name (*plus, plus_name);
  gtk_widget_add_css_class (*minus, "flat");
  gtk_widget_add_css_class (*minus, "circular");
  gtk_widget_add_css_class (*plus, "flat");
  gtk_widget_add_css_class (*plus, "circular");
  gtk_widget_add_css_class (*count, "numeric");
  gtk_widget_add_css_class (*count, "count");
  gtk_label_set_width_chars (GTK_LABEL (*count), 2);
  gtk_widget_add_css_class (box, "stepper");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), *minus);
  gtk_box_append (GTK_BOX (box), *count);
  gtk_box_append (GTK_BOX (box), *plus);
  return box;
}

static void
side_toggled (GtkToggleButton *button, CasMarkersView *self)
{
  const char *what = g_object_get_data (G_OBJECT (button), "cas-marker");
  const char *value = g_object_get_data (G_OBJECT (button), "cas-value");

  if (self->updating || !gtk_toggle_button_get_active (button) || self->editor.locale < 0)
    return;
  cas_table_do (GTK_WIDGET (self), "marker %s %s %s", cas_game_get_locale (self->table->game, self->editor.locale)->id,
                what, value);
}

static GtkWidget *
side_choice (CasMarkersView *self, const char *what, GtkWidget *buttons[CAS_N_SIDES + 1])
{
  CasGame *game = self->table->game;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (int i = 0; i <= CAS_N_SIDES; i++)
    {
      const char *value = i == 0 ? "none" : cas_game_get_side_id (game, i - 1);
      GtkWidget *b = gtk_toggle_button_new_with_label (i == 0 ? _("None") : cas_game_get_side_name (game, i - 1));
      g_autofree char *name = g_strdup_printf ("%s-%s", what, value);
      gtk_widget_set_name (b, name);
      g_object_set_data (G_OBJECT (b), "cas-marker", (gpointer) what);
      g_object_set_data_full (G_OBJECT (b), "cas-value", g_strdup (value), g_free);
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (b), GTK_TOGGLE_BUTTON (buttons[0]));
      g_signal_connect (b, "toggled", G_CALLBACK (side_toggled), self);
      gtk_box_append (GTK_BOX (box), b);
      buttons[i] = b;
    }
  return box;
}

static void
walls_changed (GtkSwitch *sw, GParamSpec *pspec, CasMarkersView *self)
{
  if (self->updating || self->editor.locale < 0)
    return;
  cas_table_do (GTK_WIDGET (self), "marker %s walls %d",
                cas_game_get_locale (self->table->game, self->editor.locale)->id, gtk_switch_get_active (sw) ? 1 : 0);
}

static GtkWidget *
editor_row (GtkWidget *grid, int y, const char *title, const char *rule, GtkWidget *control)
{
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *rule_button = gtk_button_new_with_label (rule);
  g_autofree char *tip = g_strdup_printf (_("Read rule %s"), rule);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_tooltip_text (rule_button, tip);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (rule_button), "s", rule);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (rule_button), "win.show-rule");
  gtk_widget_add_css_class (rule_button, "flat");
  gtk_widget_add_css_class (rule_button, "rule-link");
  gtk_widget_set_valign (rule_button, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (control, GTK_ALIGN_END);
  gtk_grid_attach (GTK_GRID (grid), label, 0, y, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), rule_button, 1, y, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), control, 2, y, 1, 1);
  return label;
}

static void
editor_update (CasMarkersView *self)
{
  Editor *e = &self->editor;
  const CasTable *t = self->table;
  int i = e->locale;

  if (i < 0 || e->popover == NULL)
    return;
  const CasLocale *loc = cas_game_get_locale (t->game, i);
  const char *id = loc->id;
  int conquered = CAS_LOCALE (t, i, CAS_C_CONQUERED);
  int siege = CAS_LOCALE (t, i, CAS_C_SIEGE);
  /* Which markers the Locale can carry is the action's rule; the editor only greys out
   * what it would refuse. */
  gboolean can_conquer = cas_locale_is_conquerable (loc) || CAS_LOCALE (t, i, CAS_C_CASTLE) > 0;
  gboolean can_siege = cas_rules_is_stronghold (t, i);
  struct {
    GtkWidget *count, *minus, *plus, *row;
    const char *verb;
    int n;
    gboolean can;
  } steppers[] = {
    { e->conquered_count, e->conquered_minus, e->conquered_plus, e->conquered, "conquered", conquered, can_conquer },
    { e->siege_count, e->siege_minus, e->siege_plus, e->siege, "siege", siege, can_siege },
  };

  self->updating = TRUE;
  for (guint k = 0; k < G_N_ELEMENTS (steppers); k++)
    {
      g_autofree char *text = g_strdup_printf ("%d", steppers[k].n);
      g_autofree char *less = g_strdup_printf ("marker %s %s -1", id, steppers[k].verb);
      g_autofree char *more = g_strdup_printf ("marker %s %s +1", id, steppers[k].verb);
      gtk_label_set_label (GTK_LABEL (steppers[k].count), text);
      cas_table_action_button_set (steppers[k].minus, less);
      cas_table_action_button_set (steppers[k].plus, more);
      gtk_widget_set_sensitive (steppers[k].minus, steppers[k].n > 0);
      gtk_widget_set_sensitive (steppers[k].plus, steppers[k].can);
    }
  gtk_switch_set_active (GTK_SWITCH (e->walls), CAS_LOCALE (t, i, CAS_C_WALLS) > 0);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (e->ravaged[CAS_LOCALE (t, i, CAS_C_RAVAGED)]), TRUE);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (e->castle[CAS_LOCALE (t, i, CAS_C_CASTLE)]), TRUE);
  if (e->ruins_box)
    {
      /* The action refuses a side's Ruins or Bypass at what is no Stronghold (an Outpost). */
      gboolean stronghold = cas_locale_is_stronghold (loc);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (e->ruins[CAS_LOCALE (t, i, CAS_C_RUINS)]), TRUE);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (e->bypass[CAS_LOCALE (t, i, CAS_C_BYPASS)]), TRUE);
      for (int k = 1; k <= CAS_N_SIDES; k++)
        {
          gtk_widget_set_sensitive (e->ruins[k], stronghold);
          gtk_widget_set_sensitive (e->bypass[k], stronghold);
        }
    }
  self->updating = FALSE;
}

static void
refresh_rows (CasMarkersView *self);

static void
editor_closed (GtkPopover *popover, CasMarkersView *self)
{
  if (self->editor.popover != GTK_WIDGET (popover))
    return;
  memset (&self->editor, 0, sizeof self->editor);
  self->editor.locale = -1;
  self->pinned = -1;
  /* A Locale emptied in the editor leaves the list now. */
  refresh_rows (self);
}

static void
editor_popup (GtkMenuButton *button, gpointer user_data)
{
  CasMarkersView *self = CAS_MARKERS_VIEW (user_data);
  int i = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-locale"));
  const CasLocale *loc = cas_game_get_locale (self->table->game, i);
  Editor *e = &self->editor;
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title = gtk_label_new (loc->name);
  GtkWidget *caption = gtk_label_new (cas_app_locale_type_name (self->table->game, loc));
  GtkWidget *count, *minus, *plus;

  memset (e, 0, sizeof *e);
  e->locale = i;
  e->popover = popover;
  self->pinned = i;

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), caption);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  if (cas_game_get_marker_set (self->table->game) == CAS_MARKERS_ALLEGIANCE)
    e->conquered = editor_row (grid, 0, _("Allegiance"), "1.3.1",
                               editor_stepper (_("Allegiance markers"), "conquered", &count, &minus, &plus));
  else
    e->conquered = editor_row (grid, 0, _("Conquered"), "1.3.1",
                               editor_stepper (_("Conquered markers"), "conquered", &count, &minus, &plus));
  e->conquered_count = count, e->conquered_minus = minus, e->conquered_plus = plus;
  e->siege = editor_row (grid, 1, _("Siege"), "4.3.5", editor_stepper (_("Siege markers"), "siege", &count, &minus,
                                                                      &plus));
  e->siege_count = count, e->siege_minus = minus, e->siege_plus = plus;
  e->walls = gtk_switch_new ();
  gtk_widget_set_name (e->walls, "walls-switch");
  gtk_widget_set_valign (e->walls, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (e->walls), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Walls +1 marker"), -1);
  g_signal_connect (e->walls, "notify::active", G_CALLBACK (walls_changed), self);
  editor_row (grid, 2, _("Walls +1"), "1.9.1", e->walls);
  if (cas_game_get_marker_set (self->table->game) == CAS_MARKERS_ALLEGIANCE)
    {
      /* levy (issue 17): Inferno's Ruins, in the colour of the side they count for (1.3.1,
       * 4.5.2), and the side whose Lords Bypass the Stronghold (4.3.5): a row each, so the
       * editor stays short enough for a Locale low in the list. */
      editor_row (grid, 3, _("Ravaged by"), "4.7.2", side_choice (self, "ravaged", e->ravaged));
      e->ruins_box = side_choice (self, "ruins", e->ruins);
      editor_row (grid, 4, _("Ruins of"), "4.5.2", e->ruins_box);
      e->bypass_box = side_choice (self, "bypass", e->bypass);
      editor_row (grid, 5, _("Bypassed by"), "4.3.5", e->bypass_box);
    }
  gtk_box_append (GTK_BOX (box), grid);

  {
    GtkWidget *label;
    if (e->ruins_box == NULL)  /* Inferno's is a row of the grid, above */
      {
        label = gtk_label_new (_("Ravaged by"));
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_widget_add_css_class (label, "caption-heading");
        gtk_box_append (GTK_BOX (box), label);
        gtk_box_append (GTK_BOX (box), side_choice (self, "ravaged", e->ravaged));
      }
    label = gtk_label_new (_("Castle of"));
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_widget_add_css_class (label, "caption-heading");
    gtk_box_append (GTK_BOX (box), label);
    gtk_box_append (GTK_BOX (box), side_choice (self, "castle", e->castle));
    /* Inferno has no Castle markers. */
    gtk_widget_set_visible (label, cas_game_get_marker_set (self->table->game) != CAS_MARKERS_ALLEGIANCE);
    gtk_widget_set_visible (gtk_widget_get_last_child (box),
                            cas_game_get_marker_set (self->table->game) != CAS_MARKERS_ALLEGIANCE);
  }
  gtk_widget_set_size_request (box, 280, -1);
  gtk_widget_add_css_class (popover, "marker-editor");
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_signal_connect (popover, "closed", G_CALLBACK (editor_closed), self);
  gtk_menu_button_set_popover (button, popover);
  editor_update (self);
}

/* Rows. */

static MarkerRow *
row_at (CasMarkersView *self, int i)
{
  return &g_array_index (self->rows, MarkerRow, i);
}

static void
row_build (CasMarkersView *self, int i)
{
  const CasLocale *loc = cas_game_get_locale (self->table->game, i);
  MarkerRow *mr = row_at (self, i);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (loc->name);
  GtkWidget *type = gtk_label_new (cas_app_locale_type_name (self->table->game, loc));
  GtkWidget *chips = cas_wrap_box_new (4, 4);
  GtkWidget *edit = gtk_menu_button_new ();
  g_autofree char *edit_name = g_strdup_printf ("edit-%s", loc->id);
  g_autofree char *edit_tip = g_strdup_printf (_("Edit the markers on %s"), loc->name);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (box, "marker-row");
  gtk_widget_set_valign (names, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (type), 0);
  /* Wrapped, not cut: beside two chips "Montepulciano" read "Montepu…" (app, issue 17). */
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (type, "caption");
  gtk_widget_add_css_class (type, "dim-label");
  gtk_box_append (GTK_BOX (names), name);
  gtk_box_append (GTK_BOX (names), type);
  gtk_box_append (GTK_BOX (box), names);

  gtk_widget_set_hexpand (chips, TRUE);
  gtk_widget_set_valign (chips, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), chips);

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (edit), "document-edit-symbolic");
  /* The editor opens beside the column, over the mats, where there is room. */
  gtk_menu_button_set_direction (GTK_MENU_BUTTON (edit), GTK_ARROW_LEFT);
  gtk_widget_set_name (edit, edit_name);
  gtk_widget_set_tooltip_text (edit, edit_tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (edit), GTK_ACCESSIBLE_PROPERTY_LABEL, edit_tip, -1);
  gtk_widget_set_valign (edit, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (edit, "flat");
  g_object_set_data (G_OBJECT (edit), "cas-locale", GINT_TO_POINTER (i));
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (edit), editor_popup, self, NULL);
  gtk_box_append (GTK_BOX (box), edit);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* In map order among the rows there are. */
  int position = 0;
  for (int j = 0; j < i; j++)
    position += row_at (self, j)->row != NULL;
  gtk_list_box_insert (self->locales_list, row, position);
  mr->row = row;
  mr->chips = chips;
  mr->edit = edit;
}

static void
refresh_rows (CasMarkersView *self)
{
  const CasTable *t = self->table;

  if (t == NULL)
    return;
  self->n_locales = 0;
  for (guint i = 0; i < self->rows->len; i++)
    {
      MarkerRow *mr = row_at (self, (int) i);
      gboolean has = has_markers (t, (int) i);
      if (!has && (int) i != self->pinned)
        {
          if (mr->row)
            {
              gtk_list_box_remove (self->locales_list, mr->row);
              memset (mr, 0, sizeof *mr);
            }
          continue;
        }
      if (mr->row == NULL)
        {
          row_build (self, (int) i);
          fill_chips (mr->chips, t, (int) i);
        }
      else if (memcmp (mr->cells, cas_table_locale ((CasTable *) t, (int) i, 0), sizeof mr->cells) != 0)
        fill_chips (mr->chips, t, (int) i);
      memcpy (mr->cells, cas_table_locale ((CasTable *) t, (int) i, 0), sizeof mr->cells);
      self->n_locales += has;
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

/* Add marker…: a Locale without markers gets a row and its editor. */

static gboolean
popup_editor_idle (gpointer user_data)
{
  CasMarkersView *self = CAS_MARKERS_VIEW (user_data);
  int i = self->pinned;

  if (i >= 0 && (guint) i < self->rows->len && row_at (self, i)->edit)
    gtk_menu_button_popup (GTK_MENU_BUTTON (row_at (self, i)->edit));
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
add_picked (GtkWidget *popover, int locale, gpointer user_data)
{
  CasMarkersView *self = CAS_MARKERS_VIEW (user_data);

  self->pinned = locale;
  refresh_rows (self);
  /* Once the picker has gone: one popover at a time. */
  g_idle_add (popup_editor_idle, g_object_ref (self));
}

static void
add_popup (GtkMenuButton *button, gpointer user_data)
{
  CasMarkersView *self = CAS_MARKERS_VIEW (user_data);
  CasGame *game = self->table->game;
  g_autofree int *marked = g_new0 (int, cas_game_get_n_locales (game));
  int n = 0;

  /* Strongholds first: most markers go on them. */
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    if (cas_rules_is_stronghold (self->table, (int) i) && !has_markers (self->table, (int) i))
      marked[n++] = (int) i;
  gtk_menu_button_set_popover (button, cas_locale_popover_new (game, _("Add Markers to…"), marked, n,
                                                               _("Strongholds"), TRUE, add_picked, self));
}

/* Optional rules. */

static void
option_changed (GtkSwitch *sw, GParamSpec *pspec, CasMarkersView *self)
{
  const char *option = g_object_get_data (G_OBJECT (sw), "cas-option");
  if (self->updating)
    return;
  cas_table_do (GTK_WIDGET (self), "option %s %s", option, gtk_switch_get_active (sw) ? "yes" : "no");
}

void
cas_markers_view_update (CasMarkersView *self, const CasTable *t)
{
  CasGame *game;

  g_return_if_fail (CAS_IS_MARKERS_VIEW (self));
  g_return_if_fail (t != NULL);

  game = t->game;
  if (self->table == NULL || self->table->game != game)
    {
      /* Another game: fresh rows. */
      cas_app_remove_children (GTK_WIDGET (self->locales_list));
      g_array_set_size (self->rows, 0);
      g_array_set_size (self->rows, cas_game_get_n_locales (game));
      self->pinned = -1;
      g_clear_pointer (&self->table, cas_table_free);
      self->table = cas_table_copy (t);
    }
  else
    cas_table_assign (self->table, t);

  {
    const CasGameUi *ui = cas_game_ui_for (game);
    if (ui != self->ui)
      {
        if (self->section)
          gtk_box_remove (self->column, self->section);
        self->section = ui->markers_new ? ui->markers_new () : NULL;
        if (self->section)
          gtk_box_prepend (self->column, self->section);
        self->ui = ui;
      }
  }

  self->updating = TRUE;
  if (self->section)
    self->ui->markers_update (self->section, t);
  gtk_switch_set_active (GTK_SWITCH (self->option_hidden_mats), CAS_GLOBAL (t, CAS_G_OPT_HIDDEN_MATS) != 0);
  gtk_switch_set_active (GTK_SWITCH (self->option_vassal_service), CAS_GLOBAL (t, CAS_G_OPT_VASSAL_SERVICE) != 0);
  gtk_switch_set_active (GTK_SWITCH (self->option_no_horseback_archery),
                         CAS_GLOBAL (t, CAS_G_OPT_NO_HORSEBACK_ARCHERY) != 0);
  self->updating = FALSE;

  refresh_rows (self);
  editor_update (self);
}

guint
cas_markers_view_get_n_locales (CasMarkersView *self)
{
  g_return_val_if_fail (CAS_IS_MARKERS_VIEW (self), 0);
  return self->n_locales;
}

GtkWidget *
cas_markers_view_edit (CasMarkersView *self, int locale)
{
  g_return_val_if_fail (CAS_IS_MARKERS_VIEW (self), NULL);
  g_return_val_if_fail (self->table && locale >= 0 && (guint) locale < self->rows->len, NULL);

  self->pinned = locale;
  refresh_rows (self);
  gtk_menu_button_popup (GTK_MENU_BUTTON (row_at (self, locale)->edit));
  return self->editor.popover;
}

GtkWidget *
cas_markers_view_find (CasMarkersView *self, const char *name)
{
  g_return_val_if_fail (CAS_IS_MARKERS_VIEW (self), NULL);
  return cas_app_find_named (GTK_WIDGET (self), name, GTK_TYPE_WIDGET);
}

static void
cas_markers_view_dispose (GObject *object)
{
  CasMarkersView *self = CAS_MARKERS_VIEW (object);

  memset (&self->editor, 0, sizeof self->editor);
  self->editor.locale = -1;
  cas_app_dispose_children (GTK_WIDGET (object), CAS_TYPE_MARKERS_VIEW);
  g_clear_pointer (&self->table, cas_table_free);
  G_OBJECT_CLASS (cas_markers_view_parent_class)->dispose (object);
}

static void
cas_markers_view_finalize (GObject *object)
{
  CasMarkersView *self = CAS_MARKERS_VIEW (object);

  g_clear_pointer (&self->rows, g_array_unref);
  G_OBJECT_CLASS (cas_markers_view_parent_class)->finalize (object);
}

static void
cas_markers_view_class_init (CasMarkersViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_markers_view_dispose;
  object_class->finalize = cas_markers_view_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-markers-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, column);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, count_label);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, add_button);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, locales_list);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, option_hidden_mats);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, option_vassal_service);
  gtk_widget_class_bind_template_child (widget_class, CasMarkersView, option_no_horseback_archery);
  gtk_widget_class_bind_template_callback (widget_class, option_changed);
  gtk_widget_class_set_css_name (widget_class, "markers-view");
}

static void
cas_markers_view_init (CasMarkersView *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_array_new (FALSE, TRUE, sizeof (MarkerRow));
  self->pinned = -1;
  self->editor.locale = -1;
  placeholder = gtk_label_new (_("No markers on the map"));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_add_css_class (placeholder, "placeholder");
  gtk_list_box_set_placeholder (self->locales_list, placeholder);
  g_object_set_data (G_OBJECT (self->option_hidden_mats), "cas-option", (gpointer) "hidden_mats");
  g_object_set_data (G_OBJECT (self->option_vassal_service), "cas-option", (gpointer) "vassal_service");
  g_object_set_data (G_OBJECT (self->option_no_horseback_archery), "cas-option", (gpointer) "no_horseback_archery");
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->add_button), add_popup, self, NULL);
}
