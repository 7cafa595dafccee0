/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-muster-dialog.c: Mustering a Lord who is not on the map (3.4.1): his Seat, free ones
 * first as the Levy calculator finds them, any other Locale if that is where the players put
 * him; the Transport of his "any" and "no Ship" allotment, starting from core's default for
 * the Season; then one `muster LORD LOCALE TRANSPORT...` action. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-muster-dialog.h"
#include "cas-table-view.h"

/* Transport: the game's Asset types that are Transport (game.json "assets"), by index. */
#define N_TRANSPORT CAS_MAX_ASSETS

struct _CasMusterDialog
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkWidget *muster_button;
  GtkLabel *summary_label;
  GtkWidget *seats_group;
  GtkWidget *transport_group;
  GtkLabel *error_label;
  GtkWidget *why_group;

  CasJournal *journal;
  int lord;
  int other_locale;          /* a Locale that is not one of his Seats, or -1 */
  GtkWidget *other_check;
  GtkWidget *other_row;
  GPtrArray *seat_checks;    /* GtkCheckButton, "cas-locale" data */
  int transport[CAS_MAX_ASSETS];
  GtkWidget *counts[N_TRANSPORT];
  GtkWidget *minus[N_TRANSPORT];
  GtkWidget *plus[N_TRANSPORT];
  GtkWidget *transport_total;
};

G_DEFINE_FINAL_TYPE (CasMusterDialog, cas_muster_dialog, ADW_TYPE_WINDOW)

static const CasLord *
get_lord (CasMusterDialog *self)
{
  return cas_game_get_lord (cas_journal_get_game (self->journal), self->lord);
}

static int
chosen_locale (CasMusterDialog *self)
{
  for (guint i = 0; i < self->seat_checks->len; i++)
    {
      GtkCheckButton *check = self->seat_checks->pdata[i];
      if (gtk_check_button_get_active (check))
        return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "cas-locale"));
    }
  if (self->other_check && gtk_check_button_get_active (GTK_CHECK_BUTTON (self->other_check)))
    return self->other_locale;
  return -1;
}

static int
transport_total (CasMusterDialog *self)
{
  int n = 0;
  for (guint i = 0; i < N_TRANSPORT; i++)
    n += self->transport[i];
  return n;
}

char *
cas_muster_dialog_get_action (CasMusterDialog *self)
{
  const CasLord *lord;
  CasGame *game;
  int locale;
  GString *s;

  g_return_val_if_fail (CAS_IS_MUSTER_DIALOG (self), NULL);
  game = cas_journal_get_game (self->journal);
  lord = get_lord (self);
  locale = chosen_locale (self);
  if (locale < 0 || transport_total (self) != lord->transport_any + lord->transport_no_ship ||
      self->transport[CAS_ASSET_SHIP] > lord->transport_any)
    return NULL;
  s = g_string_new (NULL);
  g_string_append_printf (s, "muster %s %s", lord->id, cas_game_get_locale (game, locale)->id);
  for (guint i = 0; i < N_TRANSPORT; i++)
    for (int k = 0; k < self->transport[i]; k++)
      g_string_append_printf (s, " %s", cas_game_asset_id (game, (int) i));
  return g_string_free (s, FALSE);
}

static void
update_state (CasMusterDialog *self)
{
  const CasLord *lord = get_lord (self);
  int need = lord->transport_any + lord->transport_no_ship;
  int total = transport_total (self);
  g_autofree char *action = cas_muster_dialog_get_action (self);

  for (guint i = 0; i < N_TRANSPORT; i++)
    {
      CasAsset a = (CasAsset) i;
      g_autofree char *text = g_strdup_printf ("%d", self->transport[a]);
      if (self->counts[i] == NULL)
        continue;
      gtk_label_set_label (GTK_LABEL (self->counts[i]), text);
      gtk_widget_set_sensitive (self->minus[i], self->transport[a] > 0);
      gtk_widget_set_sensitive (self->plus[i], total < need &&
                                                 (a != CAS_ASSET_SHIP || self->transport[a] < lord->transport_any));
    }
  if (self->transport_total)
    {
      /* TRANSLATORS: Transport units chosen against the allotment, "2 of 3 chosen" */
      g_autofree char *text = g_strdup_printf (_("%d of %d chosen"), total, need);
      gtk_label_set_label (GTK_LABEL (self->transport_total), text);
    }
  gtk_widget_set_sensitive (self->muster_button, action != NULL);
}

static void
transport_clicked (GtkButton *button, CasMusterDialog *self)
{
  int i = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-transport"));
  int by = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-by"));
  CasAsset a = (CasAsset) i;

  self->transport[a] = MAX (0, self->transport[a] + by);
  update_state (self);
}

static void
check_toggled (GtkCheckButton *check, CasMusterDialog *self)
{
  update_state (self);
}

static void
rule_clicked (GtkButton *button, CasMusterDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  const char *rule = gtk_button_get_label (button);

  /* The rules show on the main window, behind this dialog. */
  if (parent && g_action_group_has_action (G_ACTION_GROUP (parent), "show-rule"))
    g_action_group_activate_action (G_ACTION_GROUP (parent), "show-rule", g_variant_new_string (rule));
}

static GtkWidget *
seat_row (CasMusterDialog *self, int locale, const char *subtitle, GtkCheckButton *group)
{
  CasGame *game = cas_journal_get_game (self->journal);
  const CasLocale *loc = cas_game_get_locale (game, locale);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *name = g_strdup_printf ("seat-%s", loc->id);

  cas_app_row_set_plain (row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), loc->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (check, name);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, loc->name, -1);
  if (group)
    gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
  g_object_set_data (G_OBJECT (check), "cas-locale", GINT_TO_POINTER (locale));
  g_signal_connect (check, "toggled", G_CALLBACK (check_toggled), self);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_ptr_array_add (self->seat_checks, check);
  return row;
}

static void
other_picked (GtkWidget *popover, int locale, gpointer user_data)
{
  CasMusterDialog *self = CAS_MUSTER_DIALOG (user_data);
  CasGame *game = cas_journal_get_game (self->journal);

  self->other_locale = locale;
  cas_app_row_set_plain (self->other_row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->other_row), cas_game_get_locale (game, locale)->name);
  gtk_widget_set_sensitive (self->other_check, TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->other_check), TRUE);
  update_state (self);
}

static void
other_popup (GtkMenuButton *button, gpointer user_data)
{
  CasMusterDialog *self = CAS_MUSTER_DIALOG (user_data);
  CasGame *game = cas_journal_get_game (self->journal);
  gtk_menu_button_set_popover (button, cas_locale_popover_new (game, _("Muster at…"), NULL, 0, NULL, TRUE,
                                                               other_picked, self));
}

static void
build_seats (CasMusterDialog *self, const CasTable *t, const CasLevyReady *ready)
{
  int seats[CAS_MAX_SEATS * 2];
  int n = cas_rules_seats (t, self->lord, seats, G_N_ELEMENTS (seats), NULL);
  GtkCheckButton *group = NULL;
  GtkWidget *first = NULL;

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->seats_group),
                                         _("He Musters at one of his free Seats: no enemy Lords there, not held by "
                                           "the enemy (3.4.1)."));
  /* Free Seats first, as the Levy calculator finds them; then his other Seats. */
  for (int i = 0; ready && i < ready->n_seats; i++)
    {
      GtkWidget *row = seat_row (self, ready->seats[i], _("Free Seat"), group);
      if (group == NULL)
        group = self->seat_checks->pdata[0];
      if (first == NULL)
        first = row;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->seats_group), row);
    }
  for (int i = 0; i < n; i++)
    {
      gboolean listed = FALSE;
      for (guint j = 0; j < self->seat_checks->len && !listed; j++)
        listed = GPOINTER_TO_INT (g_object_get_data (self->seat_checks->pdata[j], "cas-locale")) == seats[i];
      if (listed)
        continue;
      GtkWidget *row = seat_row (self, seats[i], _("Not free now"), group);
      if (group == NULL)
        group = self->seat_checks->pdata[0];
      gtk_widget_add_css_class (row, "dim-seat");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->seats_group), row);
    }
  if (self->seat_checks->len > 0 && ready && ready->n_seats > 0)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (self->seat_checks->pdata[0]), TRUE);

  /* The table is the truth: wherever the players put him. */
  {
    GtkWidget *row = adw_action_row_new ();
    GtkWidget *check = gtk_check_button_new ();
    GtkWidget *pick = gtk_menu_button_new ();

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Another Locale"));
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Where the players have put him"));
    gtk_widget_set_name (check, "seat-other");
    gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
    gtk_widget_set_sensitive (check, FALSE);
    gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Another Locale"), -1);
    if (group)
      gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
    g_signal_connect (check, "toggled", G_CALLBACK (check_toggled), self);
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
    gtk_menu_button_set_label (GTK_MENU_BUTTON (pick), _("Choose…"));
    gtk_widget_set_name (pick, "seat-other-pick");
    gtk_widget_set_valign (pick, GTK_ALIGN_CENTER);
    gtk_widget_set_tooltip_text (pick, _("Choose any Locale"));
    gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (pick), other_popup, self, NULL);
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), pick);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->seats_group), row);
    self->other_check = check;
    self->other_row = row;
  }
}

static void
build_transport (CasMusterDialog *self, CasTable *scratch)
{
  const CasLord *lord = get_lord (self);
  const CasSeason *season = cas_table_season (scratch);
  int need = lord->transport_any + lord->transport_no_ship;
  g_autofree char *description = NULL;

  if (need == 0)
    {
      gtk_widget_set_visible (self->transport_group, FALSE);
      return;
    }
  cas_muster_default_transport (scratch, self->lord, self->transport);
  if (lord->transport_no_ship == 0)
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "His mat gives %d Transport of his choice (3.4.1). "
                                                "Castellan starts from what the Season can use.",
                                                "His mat gives %d Transport of his choice (3.4.1). Castellan starts "
                                                "from what the Season can use.",
                                                (gulong) need),
                                   need);
  else if (lord->transport_any == 0)
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "His mat gives %d Transport other than a Ship "
                                                "(3.4.1). Castellan starts from what the Season can use.",
                                                "His mat gives %d Transport other than Ships (3.4.1). Castellan "
                                                "starts from what the Season can use.",
                                                (gulong) need),
                                   need);
  else
    description = g_strdup_printf (_("His mat gives %d Transport of his choice and %d other than Ships (3.4.1). "
                                     "Castellan starts from what the Season can use."),
                                   lord->transport_any, lord->transport_no_ship);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->transport_group), description);

  for (guint i = 0; i < N_TRANSPORT; i++)
    {
      CasAsset a = (CasAsset) i;
      gboolean usable = ((season->trackway | season->waterway | season->seaport) & (1u << a)) != 0;
      GtkWidget *row, *box;
      if (!cas_game_asset_is_transport (scratch->game, a) || (a == CAS_ASSET_SHIP && lord->transport_any == 0))
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cas_app_asset_name (scratch->game, a));
      {
        g_autofree char *sub = usable ? g_strdup_printf (_("Usable in %s"), cas_game_text (season->name))
                                      : g_strdup_printf (_("Not usable in %s"), cas_game_text (season->name));
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sub);
      }
      box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_add_css_class (box, "stepper");
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      for (int k = 0; k < 2; k++)
        {
          int by = k == 0 ? -1 : 1;
          g_autofree char *name = g_strdup_printf ("transport-%s-%s", cas_game_asset_id (scratch->game, a), by < 0 ? "minus" : "plus");
          g_autofree char *tip = g_strdup_printf (by < 0 ? _("%s −1") : _("%s +1"), cas_app_asset_name (scratch->game, a));
          GtkWidget *b = gtk_button_new_from_icon_name (by < 0 ? "list-remove-symbolic" : "list-add-symbolic");
          gtk_widget_set_name (b, name);
          gtk_widget_set_tooltip_text (b, tip);
          gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
          gtk_widget_add_css_class (b, "flat");
          gtk_widget_add_css_class (b, "circular");
          g_object_set_data (G_OBJECT (b), "cas-transport", GINT_TO_POINTER (i));
          g_object_set_data (G_OBJECT (b), "cas-by", GINT_TO_POINTER (by));
          g_signal_connect (b, "clicked", G_CALLBACK (transport_clicked), self);
          if (k == 0)
            {
              self->minus[i] = b;
              gtk_box_append (GTK_BOX (box), b);
              self->counts[i] = gtk_label_new ("0");
              gtk_label_set_width_chars (GTK_LABEL (self->counts[i]), 2);
              gtk_widget_add_css_class (self->counts[i], "numeric");
              gtk_widget_add_css_class (self->counts[i], "count");
              gtk_box_append (GTK_BOX (box), self->counts[i]);
            }
          else
            {
              self->plus[i] = b;
              gtk_box_append (GTK_BOX (box), b);
            }
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->transport_group), row);
    }
  self->transport_total = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->transport_total, "dim-label");
  gtk_widget_set_valign (self->transport_total, GTK_ALIGN_CENTER);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->transport_group), self->transport_total);
}

static void
build_why (CasMusterDialog *self, const CasExplain *ex, gboolean ready)
{
  const CasLord *lord = get_lord (self);
  gboolean skipped = ready;
  guint shown = 0;

  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    {
      const CasExplainLine *line = cas_explain_get_line (ex, i);
      if (strstr (line->text, lord->name) == NULL)
        continue;
      /* The scratch table made him Ready to find his Seats; its "is Ready" line is not
       * the table's. */
      if (!skipped)
        {
          skipped = TRUE;
          continue;
        }
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), line->text);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      for (guint r = 0; line->rules && line->rules[r]; r++)
        {
          GtkWidget *b = gtk_button_new_with_label (line->rules[r]);
          g_autofree char *tip = g_strdup_printf (_("Read rule %s"), line->rules[r]);
          gtk_widget_set_tooltip_text (b, tip);
          gtk_widget_set_valign (b, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (b, "flat");
          gtk_widget_add_css_class (b, "rule-link");
          g_signal_connect (b, "clicked", G_CALLBACK (rule_clicked), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), b);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->why_group), row);
      shown++;
    }
  gtk_widget_set_visible (self->why_group, shown > 0);
}

static void
setup (CasMusterDialog *self)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  CasGame *game = t->game;
  const CasLord *lord = get_lord (self);
  g_autoptr(CasTable) scratch = cas_table_copy (t);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) levy = NULL;
  const CasLevyReady *ready_entry;
  int state = CAS_LORD (t, self->lord, CAS_L_STATE);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  gboolean ready;
  g_autofree char *title = g_strdup_printf (_("Muster %s"), lord->name);
  GString *summary = g_string_new (NULL);

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, lord->title ? lord->title : "");
  gtk_window_set_title (GTK_WINDOW (self), title);

  /* The Levy calculator answers for Ready Lords; for one who is not Ready yet (or unused)
   * it is asked about a scratch table where he is, so that his Seats are judged alike. */
  {
    g_autoptr(CasExplain) probe = cas_explain_new ();
    g_autoptr(CasLevyResult) real = cas_levy_compute (t, probe);
    ready = cas_levy_result_find_ready (real, self->lord) != NULL;
  }
  if (!ready)
    {
      CAS_LORD (scratch, self->lord, CAS_L_STATE) = CAS_LORD_CALENDAR;
      CAS_LORD (scratch, self->lord, CAS_L_BOX) = box;
    }
  levy = cas_levy_compute (scratch, ex);
  ready_entry = cas_levy_result_find_ready (levy, self->lord);

  if (state == CAS_LORD_CALENDAR)
    {
      g_autofree char *where = cas_app_box_name (game, CAS_LORD (t, self->lord, CAS_L_BOX));
      g_string_append_printf (summary, ready ? _("His cylinder is %s: he is Ready.")
                                             : _("His cylinder is %s: he is not Ready yet, so this Musters him "
                                                 "early."),
                              where);
    }
  else
    g_string_append (summary, _("He has no cylinder on the Calendar yet."));
  if (ready_entry)
    {
      g_autofree char *service = cas_app_box_name (game, ready_entry->service_box);
      g_string_append_c (summary, ' ');
      g_string_append_printf (summary, _("His Service marker will go %s (Service %d)."), service, lord->service);
    }
  gtk_label_set_label (self->summary_label, summary->str);
  g_string_free (summary, TRUE);

  build_seats (self, scratch, ready_entry);
  build_transport (self, scratch);
  build_why (self, ex, ready);
  update_state (self);
}

GtkWidget *
cas_muster_dialog_new (GtkWindow *parent, CasJournal *journal, int lord)
{
  CasMusterDialog *self;

  g_return_val_if_fail (CAS_IS_JOURNAL (journal), NULL);
  g_return_val_if_fail (lord >= 0 && (guint) lord < cas_game_get_n_lords (cas_journal_get_game (journal)), NULL);

  self = g_object_new (CAS_TYPE_MUSTER_DIALOG, "transient-for", parent, NULL);
  self->journal = g_object_ref (journal);
  self->lord = lord;
  setup (self);
  return GTK_WIDGET (self);
}

static void
muster_clicked (CasMusterDialog *self)
{
  g_autofree char *action = cas_muster_dialog_get_action (self);
  g_autoptr(GError) error = NULL;

  if (action == NULL)
    return;
  if (!cas_journal_do (self->journal, action, &error))
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      gtk_label_set_label (self->error_label, sentence);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }
  gtk_window_close (GTK_WINDOW (self));
}

static void
cancel_clicked (CasMusterDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

GtkWidget *
cas_muster_dialog_find (CasMusterDialog *self, const char *name)
{
  g_return_val_if_fail (CAS_IS_MUSTER_DIALOG (self), NULL);
  return cas_app_find_named (GTK_WIDGET (self), name, GTK_TYPE_WIDGET);
}

static void
cas_muster_dialog_dispose (GObject *object)
{
  CasMusterDialog *self = CAS_MUSTER_DIALOG (object);

  g_clear_object (&self->journal);
  g_clear_pointer (&self->seat_checks, g_ptr_array_unref);
  G_OBJECT_CLASS (cas_muster_dialog_parent_class)->dispose (object);
}

static void
cas_muster_dialog_class_init (CasMusterDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_muster_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-muster-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CasMusterDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, CasMusterDialog, muster_button);
  gtk_widget_class_bind_template_child (widget_class, CasMusterDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, CasMusterDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, CasMusterDialog, transport_group);
  gtk_widget_class_bind_template_child (widget_class, CasMusterDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, CasMusterDialog, why_group);
  gtk_widget_class_bind_template_callback (widget_class, muster_clicked);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cas_muster_dialog_init (CasMusterDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->seat_checks = g_ptr_array_new ();
  self->other_locale = -1;
}
