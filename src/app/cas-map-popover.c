/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-popover.c: a Locale's details on the map; every edit here is a journal action. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-map-canvas.h"
#include "cas-map-popover.h"

struct _CasMapPopover
{
  GtkPopover parent_instance;

  GtkScrolledWindow *scroller;
  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkLabel *facts_label;
  GtkListBox *lords_list;
  GtkLabel *conquered_label;
  GtkSpinButton *conquered_spin;
  GtkLabel *siege_label;
  GtkSpinButton *siege_spin;
  GtkDropDown *ravaged_drop;
  GtkDropDown *castle_drop;
  GtkLabel *castle_label;
  GtkLabel *walls_label;
  GtkSwitch *walls_switch;
  GtkLabel *ruins_label;       /* app (issue 17): Inferno's Ruins and Bypass markers */
  GtkDropDown *ruins_drop;
  GtkLabel *bypass_label;
  GtkDropDown *bypass_drop;
  GtkLabel *token_label;
  GtkSwitch *token_switch;   /* the game's own piece here (CasGameUi.token_locale) */
  GtkLabel *error_label;
  GtkMenuButton *move_button;
  GtkMenuButton *battle_button;
  GtkMenuButton *storm_button;
  GtkMenuButton *sally_button;

  CasJournal *journal;
  CasGame *game;
  int locale;
  gboolean updating;
  guint update_idle;
};

G_DEFINE_FINAL_TYPE (CasMapPopover, cas_map_popover, GTK_TYPE_POPOVER)

static const CasLocale *
current_locale (CasMapPopover *self)
{
  return cas_game_get_locale (self->game, self->locale);
}

/* Does one action; a refusal is shown in the popover and the controls go back to the
 * table's values. */
static void
do_action (CasMapPopover *self, const char *text)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->journal == NULL || self->locale < 0)
    return;
  if (!cas_journal_do (self->journal, text, &error))
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      gtk_label_set_label (self->error_label, sentence);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      cas_map_popover_update (self);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
}

/* Controls set by the popover itself (or before it shows a Locale) change nothing. */
static gboolean
editing (CasMapPopover *self)
{
  return !self->updating && self->journal != NULL && self->locale >= 0;
}

static void
marker_number (CasMapPopover *self, const char *what, int value)
{
  if (!editing (self))
    return;
  g_autofree char *text = g_strdup_printf ("marker %s %s %d", current_locale (self)->id, what, value);
  do_action (self, text);
}

static void
conquered_changed_cb (CasMapPopover *self)
{
  marker_number (self, "conquered", gtk_spin_button_get_value_as_int (self->conquered_spin));
}

static void
siege_changed_cb (CasMapPopover *self)
{
  marker_number (self, "siege", gtk_spin_button_get_value_as_int (self->siege_spin));
}

static void
walls_changed_cb (CasMapPopover *self)
{
  marker_number (self, "walls", gtk_switch_get_active (self->walls_switch) ? 1 : 0);
}

static void
marker_side (CasMapPopover *self, const char *what, guint selected)
{
  if (!editing (self))
    return;
  const char *side = "none";
  if (selected != 0 && selected != GTK_INVALID_LIST_POSITION)
    side = cas_game_get_side_id (self->game, (int) selected - 1);
  g_autofree char *text = g_strdup_printf ("marker %s %s %s", current_locale (self)->id, what, side);
  do_action (self, text);
}

static void
ravaged_changed_cb (CasMapPopover *self)
{
  marker_side (self, "ravaged", gtk_drop_down_get_selected (self->ravaged_drop));
}

static void
castle_changed_cb (CasMapPopover *self)
{
  marker_side (self, "castle", gtk_drop_down_get_selected (self->castle_drop));
}

/* app (issue 17): Inferno's Ruins, in the colour of the side they count for (1.3.1, 4.5.2),
 * and the side whose Lords Bypass the Stronghold (4.3.5): `marker LOCALE ruins|bypass
 * SIDE|none`, as the markers view records them. */
static void
ruins_changed_cb (CasMapPopover *self)
{
  marker_side (self, "ruins", gtk_drop_down_get_selected (self->ruins_drop));
}

static void
bypass_changed_cb (CasMapPopover *self)
{
  marker_side (self, "bypass", gtk_drop_down_get_selected (self->bypass_drop));
}

static void
token_changed_cb (CasMapPopover *self)
{
  const CasGameUi *ui = cas_game_ui_for (self->game);

  if (!editing (self) || ui->token_action == NULL)
    return;
  g_autofree char *text = ui->token_action (self->game, gtk_switch_get_active (self->token_switch) ? self->locale : -1);
  do_action (self, text);
}

static void
move_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  CasMapPopover *self = CAS_MAP_POPOVER (widget);
  g_autofree char *text = NULL;

  if (self->locale < 0)
    return;
  text = g_strdup_printf ("move %s %s", g_variant_get_string (param, NULL), current_locale (self)->id);
  do_action (self, text);
}

/* Lords here, and the menus that depend on them. */

static GtkWidget *
lord_row_new (CasMapPopover *self, const CasTable *t, int lord)
{
  const CasLord *l = cas_game_get_lord (self->game, lord);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (l->name);
  GString *status = g_string_new (NULL);
  GtkWidget *supply;

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 5);
  gtk_widget_set_margin_bottom (box, 5);
  {
    /* His cylinder: the side's colour, his name beside it. */
    GtkWidget *cylinder = cas_app_chip_new ("", cas_game_get_side_name (self->game, l->side),
                                            cas_app_side_css (self->game, l->side), "cylinder", NULL);
    gtk_box_append (GTK_BOX (box), cylinder);
  }

  gtk_widget_set_valign (names, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (names, TRUE);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (names), name);
  if (l->title && l->title[0])
    g_string_append (status, l->title);
  if (cas_rules_besieged (t, lord))
    {
      if (status->len)
        g_string_append (status, " · ");
      g_string_append (status, _("Besieged"));
    }
  if (CAS_LORD (t, lord, CAS_L_MOVED))
    {
      if (status->len)
        g_string_append (status, " · ");
      g_string_append (status, _("Moved/Fought"));
    }
  if (status->len)
    {
      GtkWidget *caption = gtk_label_new (status->str);
      gtk_label_set_xalign (GTK_LABEL (caption), 0);
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_box_append (GTK_BOX (names), caption);
    }
  g_string_free (status, TRUE);
  gtk_box_append (GTK_BOX (box), names);

  supply = gtk_button_new_with_label (_("Supply…"));
  gtk_widget_set_valign (supply, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (supply, "flat");
  {
    g_autofree char *tip = g_strdup_printf (_("Where %s can Supply from, and by which Routes (4.6)"), l->name);
    gtk_widget_set_tooltip_text (supply, tip);
  }
  gtk_actionable_set_action_name (GTK_ACTIONABLE (supply), "map.supply");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (supply), "s", l->id);
  gtk_box_append (GTK_BOX (box), supply);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
set_menu (GtkMenuButton *button, GMenu *menu)
{
  gboolean any = menu && g_menu_model_get_n_items (G_MENU_MODEL (menu)) > 0;
  gtk_menu_button_set_menu_model (button, any ? G_MENU_MODEL (menu) : NULL);
  gtk_widget_set_visible (GTK_WIDGET (button), any);
}

static void
add_spec_item (GMenu *menu, const char *label, const char *kind, const char *locale, const char *lord)
{
  g_autofree char *spec = g_strdup_printf ("%s:%s:%s", kind, locale, lord);
  g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);
  g_menu_item_set_action_and_target (item, "win.battle", "s", spec);
  g_menu_append_item (menu, item);
}

static void
update_lords (CasMapPopover *self, const CasTable *t)
{
  const CasLocale *loc = current_locale (self);
  guint n_lords = cas_game_get_n_lords (self->game);
  int siege = CAS_LOCALE (t, self->locale, CAS_C_SIEGE);
  int unbesieged[CAS_N_SIDES] = { 0, 0 };
  g_autoptr(GMenu) move = g_menu_new ();
  g_autoptr(GMenu) near = g_menu_new ();
  g_autoptr(GMenu) far = g_menu_new ();
  g_autoptr(GMenu) battle = g_menu_new ();
  g_autoptr(GMenu) storm = g_menu_new ();
  g_autoptr(GMenu) sally = g_menu_new ();

  cas_app_remove_children (GTK_WIDGET (self->lords_list));
  for (guint l = 0; l < n_lords; l++)
    if (cas_rules_lord_locale (t, (int) l) == self->locale)
      {
        gtk_list_box_append (self->lords_list, lord_row_new (self, t, (int) l));
        if (!cas_rules_besieged (t, (int) l))
          unbesieged[cas_rules_lord_side (t, (int) l)]++;
      }

  for (guint l = 0; l < n_lords; l++)
    {
      const CasLord *lord = cas_game_get_lord (self->game, (int) l);
      int at = cas_rules_lord_locale (t, (int) l);
      gboolean besieged = cas_rules_besieged (t, (int) l);
      if (at < 0)
        continue;
      if (at != self->locale)
        {
          /* TRANSLATORS: a Lord to move, and where he is now: "Hermann (Dorpat)" */
          g_autofree char *label = g_strdup_printf (_("%s (%s)"), lord->name,
                                                    cas_game_get_locale (self->game, at)->name);
          g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);
          g_menu_item_set_action_and_target (item, "locale.move", "s", lord->id);
          g_menu_append_item (cas_game_adjacent (self->game, at, self->locale) ? near : far, item);
          continue;
        }
      if (!besieged && unbesieged[0] > 0 && unbesieged[1] > 0)
        {
          g_autofree char *label = g_strdup_printf (_("%s Attacks"), lord->name);
          add_spec_item (battle, label, "battle", loc->id, lord->id);
        }
      if (siege > 0 && !besieged && cas_rules_is_stronghold (t, self->locale) &&
          cas_rules_lord_side (t, (int) l) != cas_rules_holder (t, self->locale))
        {
          g_autofree char *label = g_strdup_printf (_("%s Storms"), lord->name);
          add_spec_item (storm, label, "storm", loc->id, lord->id);
        }
      if (siege > 0 && besieged)
        {
          g_autofree char *label = g_strdup_printf (_("%s Sallies"), lord->name);
          add_spec_item (sally, label, "sally", loc->id, lord->id);
        }
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (near)))
    {
      g_autofree char *title = g_strdup_printf (_("Next to %s"), loc->name);
      g_menu_append_section (move, title, G_MENU_MODEL (near));
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (far)))
    g_menu_append_section (move, g_menu_model_get_n_items (G_MENU_MODEL (near)) ? _("Further Away") : NULL,
                           G_MENU_MODEL (far));
  set_menu (self->move_button, move);
  set_menu (self->battle_button, battle);
  set_menu (self->storm_button, storm);
  set_menu (self->sally_button, sally);
}

static char *
facts_text (CasMapPopover *self, const CasTable *t)
{
  const CasLocale *loc = current_locale (self);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);
  int walls = cas_rules_walls (t, self->locale);
  int holder = cas_rules_holder (t, self->locale);

  if (cas_rules_is_stronghold (t, self->locale))
    {
      g_ptr_array_add (parts, g_strdup_printf (_("Capacity %d"), cas_rules_capacity (t, self->locale)));
      /* TRANSLATORS: the Walls roll, "Walls 1–4" */
      g_ptr_array_add (parts, walls > 0 ? g_strdup_printf (_("Walls 1–%d"), walls) : g_strdup (_("No Walls")));
    }
  if (loc->vp > 0)
    {
      g_autofree char *vp = cas_app_vp_text (loc->vp * 2);
      g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s VP", "%s VP", (gulong) loc->vp), vp));
    }
  if (loc->seaport)
    g_ptr_array_add (parts, g_strdup (_("Seaport")));
  if (loc->commandery)
    g_ptr_array_add (parts, g_strdup (_("Commandery")));
  for (guint i = 0; i < parts->len; i++)
    {
      if (i)
        g_string_append (out, " · ");
      g_string_append (out, parts->pdata[i]);
    }
  if (loc->n_seats > 0)
    {
      GString *names = g_string_new (NULL);
      for (int s = 0; s < loc->n_seats; s++)
        {
          if (s)
            g_string_append (names, s == loc->n_seats - 1 ? _(" and ") : ", ");
          g_string_append (names, cas_game_get_lord (self->game, loc->seats[s])->name);
        }
      if (out->len)
        g_string_append_c (out, '\n');
      /* TRANSLATORS: "Seat of Hermann and Yaroslav" */
      g_string_append_printf (out, _("Seat of %s"), names->str);
      g_string_free (names, TRUE);
    }
  if (holder != loc->side)
    {
      if (out->len)
        g_string_append_c (out, '\n');
      g_string_append_printf (out, _("Held by the %s"), cas_game_get_side_name (self->game, holder));
    }
  return g_string_free (out, FALSE);
}

void
cas_map_popover_update (CasMapPopover *self)
{
  const CasTable *t;
  const CasLocale *loc;
  int castle, conquered, siege;

  g_return_if_fail (CAS_IS_MAP_POPOVER (self));
  g_clear_handle_id (&self->update_idle, g_source_remove);
  if (self->journal == NULL || self->locale < 0)
    return;
  t = cas_journal_get_table (self->journal);
  loc = current_locale (self);
  castle = CAS_LOCALE (t, self->locale, CAS_C_CASTLE);
  conquered = CAS_LOCALE (t, self->locale, CAS_C_CONQUERED);
  siege = CAS_LOCALE (t, self->locale, CAS_C_SIEGE);

  self->updating = TRUE;
  gtk_label_set_label (self->title_label, loc->name);
  {
    const CasRegion *region = loc->region >= 0 ? cas_game_get_region (self->game, loc->region) : NULL;
    /* TRANSLATORS: "Castle in Crusader Livonia, territory of the Teutons" */
    g_autofree char *sub = region ? g_strdup_printf (_("%s in %s, territory of the %s"),
                                                     cas_app_locale_type_name (self->game, loc), region->name,
                                                     cas_game_get_side_name (self->game, loc->side))
                                  /* TRANSLATORS: a Locale of a game without Regions (Inferno): "Castle,
                                   * printed side of the Guelphs" */
                                  : g_strdup_printf (_("%s, printed side of the %s"),
                                                     cas_app_locale_type_name (self->game, loc),
                                                     cas_game_get_side_name (self->game, loc->side));
    gtk_label_set_label (self->subtitle_label, sub);
  }
  {
    g_autofree char *facts = facts_text (self, t);
    gtk_label_set_label (self->facts_label, facts);
    gtk_widget_set_visible (GTK_WIDGET (self->facts_label), facts[0] != '\0');
  }

  /* The action refuses markers a Locale cannot carry; the controls say so first. */
  gboolean can_conquer = cas_locale_is_conquerable (loc) || castle || conquered > 0;
  gboolean can_siege = cas_rules_is_stronghold (t, self->locale) || siege > 0;
  gtk_spin_button_set_value (self->conquered_spin, conquered);
  gtk_spin_button_set_value (self->siege_spin, siege);
  gtk_widget_set_sensitive (GTK_WIDGET (self->conquered_spin), can_conquer);
  gtk_widget_set_sensitive (GTK_WIDGET (self->conquered_label), can_conquer);
  gtk_widget_set_sensitive (GTK_WIDGET (self->siege_spin), can_siege);
  gtk_widget_set_sensitive (GTK_WIDGET (self->siege_label), can_siege);
  gtk_drop_down_set_selected (self->ravaged_drop, (guint) CAS_LOCALE (t, self->locale, CAS_C_RAVAGED));
  gtk_drop_down_set_selected (self->castle_drop, (guint) castle);
  gtk_switch_set_active (self->walls_switch, CAS_LOCALE (t, self->locale, CAS_C_WALLS) != 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->walls_switch), can_siege || CAS_LOCALE (t, self->locale, CAS_C_WALLS));
  gtk_widget_set_sensitive (GTK_WIDGET (self->walls_label), can_siege || CAS_LOCALE (t, self->locale, CAS_C_WALLS));
  if (gtk_widget_get_visible (GTK_WIDGET (self->ruins_drop)))
    {
      /* The action refuses a side's Ruins or Bypass at what is no Stronghold (an Outpost). */
      int ruins = CAS_LOCALE (t, self->locale, CAS_C_RUINS);
      int bypass = CAS_LOCALE (t, self->locale, CAS_C_BYPASS);
      gboolean stronghold = cas_locale_is_stronghold (loc);
      gtk_drop_down_set_selected (self->ruins_drop, (guint) ruins);
      gtk_drop_down_set_selected (self->bypass_drop, (guint) bypass);
      gtk_widget_set_sensitive (GTK_WIDGET (self->ruins_drop), stronghold || ruins);
      gtk_widget_set_sensitive (GTK_WIDGET (self->ruins_label), stronghold || ruins);
      gtk_widget_set_sensitive (GTK_WIDGET (self->bypass_drop), stronghold || bypass);
      gtk_widget_set_sensitive (GTK_WIDGET (self->bypass_label), stronghold || bypass);
    }
  {
    const CasGameUi *ui = cas_game_ui_for (self->game);
    gboolean has_token = ui->token_locale != NULL;
    gtk_widget_set_visible (GTK_WIDGET (self->token_label), has_token);
    gtk_widget_set_visible (GTK_WIDGET (self->token_switch), has_token);
    if (has_token)
      {
        gtk_label_set_text_with_mnemonic (self->token_label, _(ui->token_switch));
        gtk_widget_set_tooltip_text (GTK_WIDGET (self->token_switch), _(ui->token_tip));
        gtk_widget_set_name (GTK_WIDGET (self->token_switch), ui->token_id);
        gtk_switch_set_active (self->token_switch, ui->token_locale (t) == self->locale);
      }
  }
  update_lords (self, t);
  self->updating = FALSE;
}

static gboolean
update_idle_cb (gpointer data)
{
  CasMapPopover *self = data;
  self->update_idle = 0;
  cas_map_popover_update (self);
  return G_SOURCE_REMOVE;
}

/* After a change the popover reads the table once the handler that made it has returned,
 * so no control is rebuilt under the user's pointer. */
static void
journal_changed_cb (CasMapPopover *self)
{
  if (self->update_idle == 0 && self->locale >= 0)
    self->update_idle = g_idle_add (update_idle_cb, self);
}

static void
set_side_model (CasMapPopover *self, GtkDropDown *drop)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  gtk_string_list_append (list, C_("marker", "None"));
  for (int s = 0; s < CAS_N_SIDES; s++)
    gtk_string_list_append (list, cas_game_get_side_name (self->game, s));
  self->updating = TRUE;
  gtk_drop_down_set_model (drop, G_LIST_MODEL (list));
  self->updating = FALSE;
}

void
cas_map_popover_set_locale (CasMapPopover *self, CasJournal *journal, int locale)
{
  g_return_if_fail (CAS_IS_MAP_POPOVER (self));

  if (journal != self->journal)
    {
      if (self->journal)
        g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
      g_set_object (&self->journal, journal);
      if (journal)
        g_signal_connect_object (journal, "changed", G_CALLBACK (journal_changed_cb), self, G_CONNECT_SWAPPED);
    }
  if (journal && cas_journal_get_game (journal) != self->game)
    {
      g_set_object (&self->game, cas_journal_get_game (journal));
      set_side_model (self, self->ravaged_drop);
      set_side_model (self, self->castle_drop);
      set_side_model (self, self->ruins_drop);
      set_side_model (self, self->bypass_drop);
      /* Inferno's Allegiance markers (1.3.1) in the place of Conquered markers; it has no
       * Castle markers. */
      {
        gboolean allegiance = cas_game_get_marker_set (self->game) == CAS_MARKERS_ALLEGIANCE;
        gtk_label_set_text_with_mnemonic (self->conquered_label, allegiance ? _("_Allegiance") : _("_Conquered"));
        gtk_widget_set_tooltip_text (GTK_WIDGET (self->conquered_spin),
                                     allegiance ? _("Allegiance markers") : _("Conquered markers"));
        gtk_widget_set_visible (GTK_WIDGET (self->castle_label), !allegiance);
        gtk_widget_set_visible (GTK_WIDGET (self->castle_drop), !allegiance);
        /* app (issue 17): its Ruins and Bypass markers, as the markers view offers them. */
        gtk_widget_set_visible (GTK_WIDGET (self->ruins_label), allegiance);
        gtk_widget_set_visible (GTK_WIDGET (self->ruins_drop), allegiance);
        gtk_widget_set_visible (GTK_WIDGET (self->bypass_label), allegiance);
        gtk_widget_set_visible (GTK_WIDGET (self->bypass_drop), allegiance);
      }
    }
  self->locale = journal ? locale : -1;
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  cas_map_popover_update (self);
}

int
cas_map_popover_get_locale (CasMapPopover *self)
{
  g_return_val_if_fail (CAS_IS_MAP_POPOVER (self), -1);
  return self->locale;
}

void
cas_map_popover_set_max_height (CasMapPopover *self, int height)
{
  g_return_if_fail (CAS_IS_MAP_POPOVER (self));
  gtk_scrolled_window_set_max_content_height (self->scroller, height);
}

GMenuModel *
cas_map_popover_get_menu (CasMapPopover *self, const char *which)
{
  GtkMenuButton *button = NULL;
  g_return_val_if_fail (CAS_IS_MAP_POPOVER (self), NULL);
  if (g_str_equal (which, "move"))
    button = self->move_button;
  else if (g_str_equal (which, "battle"))
    button = self->battle_button;
  else if (g_str_equal (which, "storm"))
    button = self->storm_button;
  else if (g_str_equal (which, "sally"))
    button = self->sally_button;
  return button ? gtk_menu_button_get_menu_model (button) : NULL;
}

static void
cas_map_popover_dispose (GObject *object)
{
  CasMapPopover *self = CAS_MAP_POPOVER (object);

  g_clear_handle_id (&self->update_idle, g_source_remove);
  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  g_clear_object (&self->journal);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAS_TYPE_MAP_POPOVER);
  G_OBJECT_CLASS (cas_map_popover_parent_class)->dispose (object);
}

static void
cas_map_popover_class_init (CasMapPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_map_popover_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-map-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, scroller);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, title_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, facts_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, lords_list);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, conquered_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, conquered_spin);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, siege_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, siege_spin);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, ravaged_drop);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, castle_drop);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, castle_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, walls_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, walls_switch);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, ruins_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, ruins_drop);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, bypass_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, bypass_drop);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, token_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, token_switch);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, error_label);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, move_button);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, battle_button);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, storm_button);
  gtk_widget_class_bind_template_child (widget_class, CasMapPopover, sally_button);
  gtk_widget_class_bind_template_callback (widget_class, conquered_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, siege_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, ravaged_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, castle_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, walls_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, ruins_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, bypass_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, token_changed_cb);

  gtk_widget_class_install_action (widget_class, "locale.move", "s", move_activated);
}

static void
cas_map_popover_init (CasMapPopover *self)
{
  self->locale = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
cas_map_popover_new (void)
{
  return g_object_new (CAS_TYPE_MAP_POPOVER, NULL);
}
