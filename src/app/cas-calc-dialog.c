/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calc-dialog.c: a calculator's answer with its reasons: the question's inputs, the
 * answer in large type, the details, the explanation with its rule sections as links, and an
 * Apply that records the proposed actions in the journal. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-calc-dialog.h"
#include "cas-calc-results.h"
#include "cas-dice-roller.h"
#include "cas-map-view.h"
#include "cas-rules-cache.h"
#include "cas-rules-popover.h"

#define DIALOG_KEY "cas-calc-dialog"

struct _CasCalcDialog
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkWidget *map_button;
  GtkWidget *apply_button;
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  AdwPreferencesGroup *inputs_group;
  GtkWidget *hero;
  GtkLabel *headline_label;
  GtkLabel *detail_label;
  GtkBox *hero_links;
  GtkBox *groups_box;
  AdwPreferencesGroup *why_group;
  AdwPreferencesGroup *actions_group;
  AdwStatusPage *error_page;

  CasJournal *journal;
  CasCalcSpec spec;
  gboolean have_spec;
  CasCalcResult *result;
  const char *hero_style;
  GPtrArray *input_rows;      /* widgets added to inputs_group */
  GPtrArray *why_rows;        /* widgets added to why_group */
  GPtrArray *action_rows;     /* widgets added to actions_group */
  guint rerun_source;
  gboolean building;          /* inputs are being filled: their signals are ours */

  /* Inputs, when the calculator has them. */
  AdwComboRow *destination_row;
  GArray *destinations;       /* int Locales, in the combo's order */
  GPtrArray *group_checks;    /* GtkCheckButton, data "cas-lord" */
  AdwComboRow *lord_row;      /* Pay: whom; Feed: whom the game's excuse from Feeding is for */
  GArray *lord_choices;       /* int: a Lord, or -1 (nobody), CAS_FEED_EXCUSE_* */
  GtkSpinButton *shift_spin;
  GPtrArray *game_inputs;     /* inferno-app: CasCalcInput of a game calculator */
};

G_DEFINE_FINAL_TYPE (CasCalcDialog, cas_calc_dialog, ADW_TYPE_WINDOW)

static void rerun (CasCalcDialog *self);

static const char *
game_id (CasCalcDialog *self)
{
  return self->journal ? cas_game_get_id (cas_journal_get_game (self->journal)) : NULL;
}

/* ------------------------------------------------------------------------ */
/* Rows */

static void
remove_rows (AdwPreferencesGroup *group, GPtrArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

static void
add_to_group (AdwPreferencesGroup *group, GPtrArray *rows, GtkWidget *row)
{
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, row);
}

static void
add_style (GtkWidget *widget, const char *style)
{
  if (style == NULL)
    return;
  if (g_str_equal (style, "dim"))
    gtk_widget_add_css_class (widget, "dim-label");
  else
    gtk_widget_add_css_class (widget, style);
}

/* A row of text that may be long: it wraps rather than being cut. Rows are bare preference
 * rows laid out like AdwActionRow: AdwActionRow measures a wrapping title many times over,
 * which made a forty-line explanation take over half a second to show. */
static GtkWidget *
text_row_new (const char *title, const char *subtitle)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (title ? title : "");

  gtk_widget_add_css_class (row, "calc-row");
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title ? title : "");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "title");
  gtk_box_append (GTK_BOX (texts), label);
  if (subtitle)
    {
      GtkWidget *sub = gtk_label_new (subtitle);
      gtk_label_set_wrap (GTK_LABEL (sub), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (sub), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (sub), 0);
      gtk_widget_add_css_class (sub, "subtitle");
      gtk_box_append (GTK_BOX (texts), sub);
    }
  gtk_box_append (GTK_BOX (box), texts);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
row_add_suffix (GtkWidget *row, GtkWidget *widget)
{
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))), widget);
}

static void could_not_apply (CasCalcDialog *self, const GError *error);
static void journal_changed_cb (CasCalcDialog *self);

/* app (issue 17): a row's switch records its action; the journal's change reruns the
 * calculator, which shows the new table. */
static void
row_switch_cb (GtkSwitch *toggle, GParamSpec *pspec, CasCalcDialog *self)
{
  const char *action = g_object_get_data (G_OBJECT (toggle), gtk_switch_get_active (toggle) ? "cas-on" : "cas-off");
  g_autoptr(GError) error = NULL;

  if (self->journal == NULL || action == NULL)
    return;
  if (!cas_journal_do (self->journal, action, &error))
    {
      could_not_apply (self, error);
      journal_changed_cb (self); /* the switch shows the table again */
    }
}

static GtkWidget *
row_switch_new (CasCalcDialog *self, const CasCalcRow *r)
{
  GtkWidget *toggle = gtk_switch_new ();

  if (r->switch_name)
    gtk_widget_set_name (toggle, r->switch_name);
  gtk_switch_set_active (GTK_SWITCH (toggle), r->switch_active);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, r->title, -1);
  g_object_set_data_full (G_OBJECT (toggle), "cas-on", g_strdup (r->switch_on), g_free);
  g_object_set_data_full (G_OBJECT (toggle), "cas-off", g_strdup (r->switch_off), g_free);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (row_switch_cb), self);
  return toggle;
}

static GtkWidget *
result_row_new (CasCalcDialog *self, const CasCalcRow *r)
{
  GtkWidget *row = text_row_new (r->title, r->subtitle);

  if (r->value)
    {
      GtkWidget *value = gtk_label_new (r->value);
      gtk_widget_add_css_class (value, "calc-value");
      gtk_widget_add_css_class (value, "numeric");
      add_style (value, r->style);
      /* Values are short; the title wraps instead. */
      gtk_label_set_xalign (GTK_LABEL (value), 1);
      row_add_suffix (row, value);
    }
  else if (r->style && g_str_equal (r->style, "dim"))
    gtk_widget_add_css_class (row, "calc-row-dim");
  if (r->switch_on)
    row_add_suffix (row, row_switch_new (self, r));
  if (r->rules && r->rules[0])
    row_add_suffix (row, cas_rules_links_new (game_id (self), (const char *const *) r->rules));
  return row;
}

/* ------------------------------------------------------------------------ */
/* Inputs */

static void
clear_inputs (CasCalcDialog *self)
{
  remove_rows (self->inputs_group, self->input_rows);
  self->destination_row = NULL;
  self->lord_row = NULL;
  self->shift_spin = NULL;
  g_ptr_array_set_size (self->group_checks, 0);
  g_array_set_size (self->destinations, 0);
  g_array_set_size (self->lord_choices, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->inputs_group), FALSE);
}

static void
inputs_changed (CasCalcDialog *self)
{
  if (self->building)
    return;
  if (self->destination_row)
    {
      guint i = adw_combo_row_get_selected (self->destination_row);
      if (i < self->destinations->len)
        self->spec.locale = g_array_index (self->destinations, int, i);
    }
  if (self->spec.kind == CAS_CALC_LADEN || self->spec.kind == CAS_CALC_SAIL)
    {
      self->spec.n_lords = 1;
      for (guint i = 0; i < self->group_checks->len && self->spec.n_lords < CAS_CALC_MAX_GROUP; i++)
        {
          GtkCheckButton *check = g_ptr_array_index (self->group_checks, i);
          if (gtk_check_button_get_active (check))
            self->spec.lords[self->spec.n_lords++] = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "cas-lord"));
        }
    }
  if (self->lord_row && self->spec.kind == CAS_CALC_PAY)
    {
      guint i = adw_combo_row_get_selected (self->lord_row);
      int lord = i < self->lord_choices->len ? g_array_index (self->lord_choices, int, i) : -1;
      self->spec.n_lords = lord >= 0;
      if (lord >= 0)
        self->spec.lords[0] = lord;
      self->spec.shift = lord >= 0 ? gtk_spin_button_get_value_as_int (self->shift_spin) : 0;
      gtk_widget_set_sensitive (GTK_WIDGET (self->shift_spin), lord >= 0);
    }
  if (self->lord_row && self->spec.kind == CAS_CALC_FEED)
    {
      guint i = adw_combo_row_get_selected (self->lord_row);
      self->spec.excused = i < self->lord_choices->len ? g_array_index (self->lord_choices, int, i)
                                                          : CAS_FEED_EXCUSE_AUTO;
    }
  rerun (self);
}

static void
add_input (CasCalcDialog *self, GtkWidget *row)
{
  add_to_group (self->inputs_group, self->input_rows, row);
  gtk_widget_set_visible (GTK_WIDGET (self->inputs_group), TRUE);
}

static int
compare_locale_names (gconstpointer a, gconstpointer b, gpointer game)
{
  return g_utf8_collate (cas_game_get_locale (game, *(const int *) a)->name,
                         cas_game_get_locale (game, *(const int *) b)->name);
}

static void
add_unique (GArray *list, int value)
{
  for (guint i = 0; i < list->len; i++)
    if (g_array_index (list, int, i) == value)
      return;
  g_array_append_val (list, value);
}

static AdwComboRow *
combo_row_new (const char *title, const char *subtitle, GtkStringList *names, guint selected)
{
  GtkWidget *row = adw_combo_row_new ();
  cas_app_row_set_plain (row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  if (selected != GTK_INVALID_LIST_POSITION)
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  return ADW_COMBO_ROW (row);
}

/* Laden and Sail: where to, and who goes along. */
static void
build_group_inputs (CasCalcDialog *self, const CasTable *t)
{
  CasGame *game = t->game;
  int leader = self->spec.lords[0];
  int from = cas_table_lord_on_map (t, leader) ? CAS_LORD (t, leader, CAS_L_LOCALE) : -1;
  int side = cas_rules_lord_side (t, leader);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = GTK_INVALID_LIST_POSITION;

  if (from < 0)
    return;
  if (self->spec.kind == CAS_CALC_LADEN)
    {
      const CasLocale *loc = cas_game_get_locale (game, from);
      for (guint w = 0; w < loc->ways->len; w++)
        {
          const CasWay *way = cas_game_get_way (game, g_array_index (loc->ways, int, w));
          for (int k = 0; k < way->n_locales; k++)
            if (way->locales[k] != from)
              add_unique (self->destinations, way->locales[k]);
        }
    }
  else
    for (guint l = 0; l < cas_game_get_n_locales (game); l++)
      if ((int) l != from && cas_game_get_locale (game, (int) l)->seaport)
        add_unique (self->destinations, (int) l);
  if (self->spec.locale >= 0 && self->spec.locale != from)
    add_unique (self->destinations, self->spec.locale);
  g_array_sort_with_data (self->destinations, compare_locale_names, game);
  for (guint i = 0; i < self->destinations->len; i++)
    {
      int l = g_array_index (self->destinations, int, i);
      gtk_string_list_append (names, cas_game_get_locale (game, l)->name);
      if (l == self->spec.locale)
        selected = i;
    }
  if (self->destinations->len)
    {
      if (selected == GTK_INVALID_LIST_POSITION)
        {
          selected = 0;
          self->spec.locale = g_array_index (self->destinations, int, 0);
        }
      self->destination_row = combo_row_new (self->spec.kind == CAS_CALC_LADEN ? _("March To") : _("Sail To"),
                                             self->spec.kind == CAS_CALC_LADEN ? _("An adjacent Locale")
                                                                               : _("A Seaport"),
                                             names, selected);
      g_signal_connect_swapped (self->destination_row, "notify::selected", G_CALLBACK (inputs_changed), self);
      add_input (self, GTK_WIDGET (self->destination_row));
    }

  /* The others of his side at his Locale may go along. */
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      GtkWidget *row, *check;
      gboolean in_group = FALSE;
      g_autofree char *subtitle = NULL;

      if ((int) l == leader || !cas_table_lord_on_map (t, (int) l) || CAS_LORD (t, l, CAS_L_LOCALE) != from ||
          cas_rules_lord_side (t, (int) l) != side)
        continue;
      for (int i = 1; i < self->spec.n_lords; i++)
        in_group |= self->spec.lords[i] == (int) l;
      row = adw_action_row_new ();
      check = gtk_check_button_new ();
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), in_group);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (check), "cas-lord", GINT_TO_POINTER (l));
      /* TRANSLATORS: a Lord who may move along with the group's leader */
      subtitle = g_strdup_printf (_("Goes along with %s"), cas_game_get_lord (game, leader)->name);
      cas_app_row_set_plain (row);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cas_game_get_lord (game, (int) l)->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      cas_game_get_lord (game, (int) l)->name, -1);
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (inputs_changed), self);
      g_ptr_array_add (self->group_checks, check);
      add_input (self, row);
    }
}

static void
build_pay_inputs (CasCalcDialog *self, const CasTable *t)
{
  CasGame *game = t->game;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;
  int nobody = -1;
  GtkWidget *row;

  gtk_string_list_append (names, _("Nobody — Service only"));
  g_array_append_val (self->lord_choices, nobody);
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (cas_table_lord_on_map (t, (int) l))
      {
        int lord = (int) l;
        if (self->spec.n_lords && self->spec.lords[0] == lord)
          selected = self->lord_choices->len;
        gtk_string_list_append (names, cas_game_get_lord (game, lord)->name);
        g_array_append_val (self->lord_choices, lord);
      }
  if (self->spec.n_lords && selected == 0)
    self->spec.n_lords = 0;  /* no longer on the map */
  self->lord_row = combo_row_new (_("Pay"), _("The Lord whose Service to extend"), names, selected);
  g_signal_connect_swapped (self->lord_row, "notify::selected", G_CALLBACK (inputs_changed), self);
  add_input (self, GTK_WIDGET (self->lord_row));

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Shifts"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Boxes to move his Service marker right"));
  self->shift_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, cas_game_get_n_boxes (game), 1));
  gtk_spin_button_set_value (self->shift_spin, MAX (self->spec.shift, 1));
  gtk_widget_set_valign (GTK_WIDGET (self->shift_spin), GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (GTK_WIDGET (self->shift_spin), self->spec.n_lords > 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->shift_spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Shifts"), -1);
  g_signal_connect_swapped (self->shift_spin, "value-changed", G_CALLBACK (inputs_changed), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->shift_spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (self->shift_spin));
  add_input (self, row);
}

/* Feed: whom the game's excuse from Feeding (Nevsky: Hillforts, T8) excuses, when a side
 * has it (CasGameUi.feed_excuse_side). */
static void
build_feed_inputs (CasCalcDialog *self, const CasTable *t)
{
  CasGame *game = t->game;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  int side = -1, choice;
  guint selected = 0;

  const CasGameUi *ui = cas_game_ui_for (game);

  if (ui->feed_excuse_side)
    side = ui->feed_excuse_side (t);
  if (side < 0)
    return;
  gtk_string_list_append (names, _("Castellan’s choice"));
  choice = CAS_FEED_EXCUSE_AUTO;
  g_array_append_val (self->lord_choices, choice);
  gtk_string_list_append (names, _("Nobody"));
  choice = CAS_FEED_EXCUSE_NONE;
  g_array_append_val (self->lord_choices, choice);
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (cas_table_lord_on_map (t, (int) l) && cas_rules_lord_side (t, (int) l) == side)
      {
        choice = (int) l;
        gtk_string_list_append (names, cas_game_get_lord (game, choice)->name);
        g_array_append_val (self->lord_choices, choice);
      }
  for (guint i = 0; i < self->lord_choices->len; i++)
    if (g_array_index (self->lord_choices, int, i) == self->spec.excused)
      selected = i;
  self->lord_row = combo_row_new (_(ui->feed_excuse_title), _("The Lord it excuses from Feeding"), names, selected);
  g_signal_connect_swapped (self->lord_row, "notify::selected", G_CALLBACK (inputs_changed), self);
  add_input (self, GTK_WIDGET (self->lord_row));
}

/* inferno-app (issue 17): a game calculator's inputs. A change records the new value in
 * the spec, then the inputs are built again (one may depend on another: the dice on the
 * target) and the calculator reruns, on an idle turn (the changed widget goes). */
static void
game_input_changed (CasCalcDialog *self, int arg, int value)
{
  if (self->building || arg < 0 || arg >= CAS_CALC_MAX_ARGS)
    return;
  self->spec.args[arg] = value;
  journal_changed_cb (self);
}

static void
game_choice_cb (AdwComboRow *row, GParamSpec *pspec, CasCalcDialog *self)
{
  const CasCalcInput *in = g_object_get_data (G_OBJECT (row), "cas-input");
  guint i = adw_combo_row_get_selected (row);
  if (in && i < in->values->len)
    game_input_changed (self, in->arg, g_array_index (in->values, int, i));
}

static void
game_number_cb (GtkSpinButton *spin, CasCalcDialog *self)
{
  const CasCalcInput *in = g_object_get_data (G_OBJECT (spin), "cas-input");
  if (in)
    game_input_changed (self, in->arg, gtk_spin_button_get_value_as_int (spin));
}

/* A die face pressed: that value; pressed again: none (0), as the Battle page's dice are
 * taken back. */
static void
game_die_cb (GtkToggleButton *button, CasCalcDialog *self)
{
  const CasCalcInput *in = g_object_get_data (G_OBJECT (button), "cas-input");
  int value = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-die"));
  if (in)
    game_input_changed (self, in->arg, gtk_toggle_button_get_active (button) ? value : 0);
}

/* The die's six faces in its colours, as on the Battle page (cas-battle-fight.c). */
static GtkWidget *
game_die_row_new (CasCalcDialog *self, const CasCalcInput *in)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *faces = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  int now = self->spec.args[in->arg];

  cas_app_row_set_plain (row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), in->title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), in->subtitle ? in->subtitle
                                                                   : now ? _("Click the die again to take it back")
                                                                         : _("Not rolled yet: click the face rolled"));
  for (int v = 1; v <= 6; v++)
    {
      GtkWidget *b = gtk_toggle_button_new ();
      g_autofree char *name = g_strdup_printf ("%s-%d", in->name, v);
      /* TRANSLATORS: a die face button's label for screen readers: "Gold die: 5" */
      g_autofree char *label = g_strdup_printf (_("%s: %d"), in->title, v);
      gtk_button_set_child (GTK_BUTTON (b), cas_die_face_new (v, in->side_css, FALSE));
      gtk_widget_add_css_class (b, "flat");
      gtk_widget_add_css_class (b, "die-button");
      gtk_widget_set_name (b, name);
      gtk_widget_set_valign (b, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (b, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), v == now);
      g_object_set_data (G_OBJECT (b), "cas-input", (gpointer) in);
      g_object_set_data (G_OBJECT (b), "cas-die", GINT_TO_POINTER (v));
      g_signal_connect (b, "toggled", G_CALLBACK (game_die_cb), self);
      gtk_box_append (GTK_BOX (faces), b);
    }
  gtk_widget_set_valign (faces, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), faces);
  return row;
}

static void
build_game_inputs (CasCalcDialog *self, const CasTable *t)
{
  g_clear_pointer (&self->game_inputs, g_ptr_array_unref);
  self->game_inputs = cas_calc_inputs_new ();
  self->spec.game_calc->inputs (t, &self->spec, self->game_inputs);
  for (guint i = 0; i < self->game_inputs->len; i++)
    {
      const CasCalcInput *in = g_ptr_array_index (self->game_inputs, i);
      GtkWidget *row = NULL;

      switch (in->kind)
        {
        case CAS_CALC_INPUT_CHOICE:
          {
            g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
            guint selected = GTK_INVALID_LIST_POSITION;
            for (guint k = 0; k < in->values->len; k++)
              {
                gtk_string_list_append (names, g_ptr_array_index (in->labels, k));
                if (g_array_index (in->values, int, k) == self->spec.args[in->arg])
                  selected = k;
              }
            row = GTK_WIDGET (combo_row_new (in->title, in->subtitle, names, selected));
            g_object_set_data (G_OBJECT (row), "cas-input", (gpointer) in);
            g_signal_connect (row, "notify::selected", G_CALLBACK (game_choice_cb), self);
            break;
          }
        case CAS_CALC_INPUT_NUMBER:
          {
            GtkWidget *spin = gtk_spin_button_new_with_range (in->min, in->max, 1);
            row = adw_action_row_new ();
            cas_app_row_set_plain (row);
            adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), in->title);
            if (in->subtitle)
              adw_action_row_set_subtitle (ADW_ACTION_ROW (row), in->subtitle);
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), self->spec.args[in->arg]);
            gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
            gtk_widget_set_name (spin, in->name);
            gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, in->title, -1);
            g_object_set_data (G_OBJECT (spin), "cas-input", (gpointer) in);
            g_signal_connect (spin, "value-changed", G_CALLBACK (game_number_cb), self);
            adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
            adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
            break;
          }
        case CAS_CALC_INPUT_DIE:
        default:
          row = game_die_row_new (self, in);
          break;
        }
      if (in->kind != CAS_CALC_INPUT_NUMBER)
        gtk_widget_set_name (row, in->name);
      add_input (self, row);
    }
}

static void
build_inputs (CasCalcDialog *self)
{
  const CasTable *t = cas_journal_get_table (self->journal);

  self->building = TRUE;
  clear_inputs (self);
  switch (self->spec.kind)
    {
    case CAS_CALC_LADEN:
    case CAS_CALC_SAIL:
      build_group_inputs (self, t);
      break;
    case CAS_CALC_PAY:
      build_pay_inputs (self, t);
      break;
    case CAS_CALC_FEED:
      build_feed_inputs (self, t);
      break;
    case CAS_CALC_GAME: /* inferno-app */
      build_game_inputs (self, t);
      break;
    default:
      break;
    }
  self->building = FALSE;
}

/* ------------------------------------------------------------------------ */
/* The answer */

static void
set_hero_style (CasCalcDialog *self, const char *style)
{
  if (self->hero_style)
    gtk_widget_remove_css_class (self->hero, self->hero_style);
  self->hero_style = style;
  if (style)
    gtk_widget_add_css_class (self->hero, style);
}

static GtkWidget *
group_new (CasCalcDialog *self, const CasCalcGroup *g)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (g->folded)
    {
      GtkWidget *expander = adw_expander_row_new ();
      cas_app_row_set_plain (expander);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), g->title);
      if (g->description)
        adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), g->description);
      for (guint i = 0; i < g->rows->len; i++)
        adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), result_row_new (self, g_ptr_array_index (g->rows, i)));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
      return group;
    }
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), g->title);
  if (g->description)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), g->description);
  for (guint i = 0; i < g->rows->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), result_row_new (self, g_ptr_array_index (g->rows, i)));
  return group;
}

/* The proposed actions in words, each described against the table as it will be when it
 * is recorded (the earlier ones applied). */
static void
show_actions (CasCalcDialog *self, const CasExplain *ex)
{
  CasGame *game = cas_journal_get_game (self->journal);
  g_autoptr(CasTable) scratch = cas_table_copy (cas_journal_get_table (self->journal));
  guint n = cas_explain_get_n_actions (ex);

  for (guint i = 0; i < n; i++)
    {
      const char *text = cas_explain_get_action (ex, i);
      g_autoptr(CasAction) action = cas_action_parse (game, text, NULL);
      g_autofree char *words = action ? cas_action_describe (action, scratch) : NULL;
      GtkWidget *row = text_row_new (words ? words : text, words ? text : NULL);

      gtk_widget_add_css_class (row, "calc-action");
      if (action)
        cas_action_apply (action, scratch, NULL);
      add_to_group (self->actions_group, self->action_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->actions_group), n > 0);
  gtk_widget_set_sensitive (self->apply_button, n > 0);
}

/* Supply: the Routes drawn on the Map page too (they stay there until cleared on the map). */
static void
show_routes (CasCalcDialog *self, const CasCalcResult *r)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  CasMapView *map = parent ? cas_map_view_find (GTK_WIDGET (parent)) : NULL;

  gtk_widget_set_visible (self->map_button, map != NULL && r->routes->len > 0);
  if (map == NULL || r->kind != CAS_CALC_SUPPLY)
    return;
  cas_map_view_clear_routes (map);
  for (guint i = 0; i < r->routes->len; i++)
    {
      GArray *route = g_ptr_array_index (r->routes, i);
      cas_map_view_show_routes (map, (const int *) (void *) route->data, (int) route->len);
    }
}

static void
show_result (CasCalcDialog *self, const CasCalcResult *r)
{
  const CasExplain *ex = r->explain;

  adw_window_title_set_subtitle (self->window_title, r->context ? r->context : "");
  gtk_label_set_label (self->headline_label, r->headline);
  gtk_label_set_label (self->detail_label, r->detail ? r->detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), r->detail && *r->detail);
  set_hero_style (self, r->style);
  cas_app_remove_children (GTK_WIDGET (self->hero_links));
  if (r->rules && r->rules[0])
    {
      GtkWidget *label = gtk_label_new (g_strv_length (r->rules) > 1 ? _("Rules") : _("Rule"));
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (self->hero_links, label);
    }
  if (r->rules)
    for (char **s = r->rules; *s; s++)
      gtk_box_append (self->hero_links, cas_rules_link_new (game_id (self), *s));
  gtk_widget_set_visible (GTK_WIDGET (self->hero_links), r->rules && r->rules[0]);

  for (guint i = 0; i < r->groups->len; i++)
    gtk_box_append (self->groups_box, group_new (self, g_ptr_array_index (r->groups, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->groups_box), r->groups->len > 0);

  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    {
      const CasExplainLine *line = cas_explain_get_line (ex, i);
      GtkWidget *row = text_row_new (line->text, NULL);
      if (line->rules && line->rules[0])
        row_add_suffix (row, cas_rules_links_new (game_id (self), (const char *const *) line->rules));
      gtk_widget_add_css_class (row, "calc-why");
      add_to_group (self->why_group, self->why_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->why_group), cas_explain_get_n_lines (ex) > 0 && !r->explained);
  show_actions (self, ex);
  show_routes (self, r);
}

static void
show_failure (CasCalcDialog *self, const char *message)
{
  g_autofree char *sentence = cas_app_sentence (message);

  adw_window_title_set_subtitle (self->window_title, "");
  gtk_label_set_label (self->headline_label, _("No Answer Yet"));
  gtk_label_set_label (self->detail_label, sentence);
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->hero_links), FALSE);
  set_hero_style (self, "warning");
  gtk_widget_set_visible (GTK_WIDGET (self->groups_box), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->why_group), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->actions_group), FALSE);
  gtk_widget_set_sensitive (self->apply_button, FALSE);
  gtk_widget_set_visible (self->map_button, FALSE);
}

static void
rerun (CasCalcDialog *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_handle_id (&self->rerun_source, g_source_remove);
  g_clear_pointer (&self->result, cas_calc_result_free);
  cas_app_remove_children (GTK_WIDGET (self->groups_box));
  remove_rows (self->why_group, self->why_rows);
  remove_rows (self->actions_group, self->action_rows);
  if (!self->have_spec || self->journal == NULL)
    return;

  gtk_stack_set_visible_child_name (self->stack, "result");
  adw_window_title_set_title (self->window_title, cas_calc_spec_name (&self->spec));
  gtk_window_set_title (GTK_WINDOW (self), cas_calc_spec_name (&self->spec));
  self->result = cas_calc_run (cas_journal_get_table (self->journal), &self->spec, &error);
  if (self->result == NULL)
    show_failure (self, error->message);
  else
    show_result (self, self->result);
}

static gboolean
rerun_idle_cb (gpointer user_data)
{
  CasCalcDialog *self = user_data;

  self->rerun_source = 0;
  /* Lords may have moved: the choices follow the table. */
  build_inputs (self);
  rerun (self);
  return G_SOURCE_REMOVE;
}

static void
journal_changed_cb (CasCalcDialog *self)
{
  if (self->rerun_source == 0)
    self->rerun_source = g_idle_add (rerun_idle_cb, self);
}

/* ------------------------------------------------------------------------ */
/* Apply, the map, the rules */

static AdwToastOverlay *
find_toast_overlay (GtkWidget *widget) /* NOLINT(misc-no-recursion): a widget tree is a few dozen levels deep */
{
  if (ADW_IS_TOAST_OVERLAY (widget))
    return ADW_TOAST_OVERLAY (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      AdwToastOverlay *found = find_toast_overlay (c);
      if (found)
        return found;
    }
  return NULL;
}

/* The toast's Undo takes back the whole batch, if nothing was done or undone since. */
typedef struct {
  CasJournal *journal;
  guint before;
  guint after;
} UndoBatch;

static void
undo_batch_free (UndoBatch *batch)
{
  g_object_unref (batch->journal);
  g_free (batch);
}

static void
undo_batch_cb (AdwToast *toast, UndoBatch *batch)
{
  if (cas_journal_get_n_done (batch->journal) == batch->after)
    cas_journal_undo_to (batch->journal, batch->before);
}

static void
could_not_apply (CasCalcDialog *self, const GError *error)
{
  g_autofree char *sentence = cas_app_sentence (error->message);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Apply"), sentence);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
apply_clicked_cb (CasCalcDialog *self)
{
  g_autoptr(GError) error = NULL;
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  AdwToastOverlay *overlay;
  guint n;

  if (self->result == NULL || self->journal == NULL)
    return;
  n = cas_explain_get_n_actions (self->result->explain);
  if (n == 0)
    return;
  if (!cas_journal_do_many (self->journal, cas_explain_get_actions (self->result->explain), &error))
    {
      could_not_apply (self, error);
      return;
    }

  overlay = parent ? find_toast_overlay (GTK_WIDGET (parent)) : NULL;
  if (overlay)
    {
      /* TRANSLATORS: toast after a calculator's changes were recorded, "Supply applied: 1 change" */
      g_autofree char *text = g_strdup_printf (ngettext ("%s applied: %u change", "%s applied: %u changes", n),
                                               cas_calc_spec_name (&self->spec), n);
      AdwToast *toast = cas_app_toast_new (text);
      UndoBatch *batch = g_new0 (UndoBatch, 1);

      batch->journal = g_object_ref (self->journal);
      batch->after = cas_journal_get_n_done (self->journal);
      batch->before = batch->after - n;
      adw_toast_set_button_label (toast, _("_Undo"));
      g_signal_connect_data (toast, "button-clicked", G_CALLBACK (undo_batch_cb), batch,
                             (GClosureNotify) (void (*) (void)) undo_batch_free, 0);
      adw_toast_overlay_add_toast (overlay, toast);
    }
  gtk_window_close (GTK_WINDOW (self));
}

static void
map_clicked_cb (CasCalcDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (parent)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.show-page", "s", "map");
}

/* Rule links in this window open the section on the parent window's Rules page; this
 * window would hide it, so it closes. */
static void
show_rule_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasCalcDialog *self = user_data;
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (parent == NULL)
    return;
  if (G_IS_ACTION_GROUP (parent) && g_action_group_has_action (G_ACTION_GROUP (parent), "show-rule"))
    g_action_group_activate_action (G_ACTION_GROUP (parent), "show-rule", param);
  else
    gtk_widget_activate_action_variant (GTK_WIDGET (parent), "win.show-rule", param);
  gtk_window_close (GTK_WINDOW (self));
  gtk_window_present (parent);
}

/* ------------------------------------------------------------------------ */

static void
set_journal (CasCalcDialog *self, CasJournal *journal)
{
  if (self->journal == journal)
    return;
  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  g_set_object (&self->journal, journal);
  if (journal)
    g_signal_connect_object (journal, "changed", G_CALLBACK (journal_changed_cb), self, G_CONNECT_SWAPPED);
}

static void
set_spec (CasCalcDialog *self, const char *text)
{
  g_autoptr(GError) error = NULL;

  self->have_spec = cas_calc_spec_parse (cas_journal_get_game (self->journal), text, &self->spec, &error);
  if (!self->have_spec)
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      clear_inputs (self);
      rerun (self);
      adw_window_title_set_title (self->window_title, _("Calculator"));
      adw_window_title_set_subtitle (self->window_title, "");
      adw_status_page_set_title (self->error_page, _("No Such Calculator"));
      cas_app_status_page_set_text (self->error_page, sentence);
      gtk_stack_set_visible_child_name (self->stack, "error");
      gtk_widget_set_sensitive (self->apply_button, FALSE);
      return;
    }
  gtk_widget_set_visible (self->map_button, FALSE);
  build_inputs (self);
  rerun (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
}

static void
cas_calc_dialog_dispose (GObject *object)
{
  CasCalcDialog *self = CAS_CALC_DIALOG (object);

  g_clear_handle_id (&self->rerun_source, g_source_remove);
  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  g_clear_object (&self->journal);
  g_clear_pointer (&self->result, cas_calc_result_free);
  G_OBJECT_CLASS (cas_calc_dialog_parent_class)->dispose (object);
}

static void
cas_calc_dialog_finalize (GObject *object)
{
  CasCalcDialog *self = CAS_CALC_DIALOG (object);

  g_ptr_array_unref (self->input_rows);
  g_ptr_array_unref (self->why_rows);
  g_ptr_array_unref (self->action_rows);
  g_ptr_array_unref (self->group_checks);
  g_array_unref (self->destinations);
  g_array_unref (self->lord_choices);
  g_clear_pointer (&self->game_inputs, g_ptr_array_unref);
  G_OBJECT_CLASS (cas_calc_dialog_parent_class)->finalize (object);
}

static void
cas_calc_dialog_class_init (CasCalcDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_calc_dialog_dispose;
  object_class->finalize = cas_calc_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-calc-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, map_button);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, apply_button);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, scroller);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, inputs_group);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, hero);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, headline_label);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, detail_label);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, hero_links);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, groups_box);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, why_group);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, actions_group);
  gtk_widget_class_bind_template_child (widget_class, CasCalcDialog, error_page);
  gtk_widget_class_bind_template_callback (widget_class, apply_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, map_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cas_calc_dialog_init (CasCalcDialog *self)
{
  static const GActionEntry actions[] = {
    { "show-rule", show_rule_activated, "s" },
  };
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->input_rows = g_ptr_array_new ();
  self->why_rows = g_ptr_array_new ();
  self->action_rows = g_ptr_array_new ();
  self->group_checks = g_ptr_array_new ();
  self->destinations = g_array_new (FALSE, FALSE, sizeof (int));
  self->lord_choices = g_array_new (FALSE, FALSE, sizeof (int));
  g_action_map_add_action_entries (G_ACTION_MAP (group), actions, G_N_ELEMENTS (actions), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "win", G_ACTION_GROUP (group));
}

/* A closed dialog is no longer the window's calculator, even while something holds it. */
static void
dialog_destroyed_cb (GtkWidget *dialog, GtkWindow *parent)
{
  if (g_object_get_data (G_OBJECT (parent), DIALOG_KEY) == dialog)
    g_object_set_data (G_OBJECT (parent), DIALOG_KEY, NULL);
}

static gboolean
dialog_close_request_cb (GtkWindow *dialog, GtkWindow *parent)
{
  dialog_destroyed_cb (GTK_WIDGET (dialog), parent);
  return FALSE;
}

static void
rulebook_ready_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(CasRulebook) rulebook = cas_rules_cache_load_finish (result, NULL);
}

void
cas_calc_dialog_present (GtkWindow *parent, CasJournal *journal, const char *spec)
{
  CasCalcDialog *self;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (CAS_IS_JOURNAL (journal));
  g_return_if_fail (spec != NULL);

  /* One calculator per window: asking another question reuses it. */
  self = parent ? g_object_get_data (G_OBJECT (parent), DIALOG_KEY) : NULL;
  if (self == NULL)
    {
      self = g_object_new (CAS_TYPE_CALC_DIALOG, "transient-for", parent, NULL);
      if (parent)
        {
          g_object_set_data (G_OBJECT (parent), DIALOG_KEY, self);
          g_signal_connect_object (self, "destroy", G_CALLBACK (dialog_destroyed_cb), parent, 0);
          g_signal_connect_object (self, "close-request", G_CALLBACK (dialog_close_request_cb), parent, 0);
        }
    }
  /* The rule links' popovers read the index; it is usually loaded by the Rules page. */
  cas_rules_cache_load_async (cas_game_get_id (cas_journal_get_game (journal)), NULL, rulebook_ready_cb, NULL);
  set_journal (self, journal);
  set_spec (self, spec);
  gtk_window_present (GTK_WINDOW (self));
}

GtkWidget *
cas_calc_dialog_find (GtkWindow *parent)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  return g_object_get_data (G_OBJECT (parent), DIALOG_KEY);
}

const char *
cas_calc_dialog_get_headline (CasCalcDialog *self)
{
  g_return_val_if_fail (CAS_IS_CALC_DIALOG (self), NULL);
  return gtk_label_get_label (self->headline_label);
}
