/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-charters-form.c: the Foreign Powers' trade charters in a Kingdom's Diplomacy
 * dialog (issue 18): each Power's charter as the table entered it from the board, what
 * the Kingdom may buy there (cas_rus_trade () [TRADE p.10; ENVOY p.7]), and a form for
 * the charter's two facts (what the Power sells at what price, what it takes in payment),
 * saved in the shared charters file ($XDG_DATA_HOME/castellan/rus/charters.json) as
 * `castellan-cli charter set` does. Also the one way the dialogs save a fact of the
 * table's own files (cas_rus_dialog_save_fact ()). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-plan-util.h"
#include "cas-rules-popover.h"
#include "cas-rus-charters.h"
#include "cas-rus-user-file.h"
#include "rus/cas-rus-dialog.h"

void
cas_rus_dialog_save_fact (GtkWidget *row, const CasRusUserFile *kind, int key, const char *fact, const char *value)
{
  CasRusDialog *dialog = cas_rus_dialog_of (row);
  g_autofree char *path = cas_rus_user_file_path (kind);
  g_autofree char *backup = NULL;
  g_autofree void *file = g_malloc0 (kind->size);
  g_autoptr(GError) error = NULL;
  const char *words[] = { fact, value && *value ? value : "unknown" };

  if (!cas_rus_user_file_load (kind, file, path, &error))
    {
      g_clear_error (&error);
      kind->init (file);   /* a damaged file is kept beside the new one */
    }
  if (!kind->set_words (file, key, words, 2, &error) || !cas_rus_user_file_save (kind, file, path, &backup, &error))
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      if (dialog)
        cas_plan_toast (GTK_WIDGET (cas_rus_dialog_get_page (dialog)), sentence);
    }
  else if (backup && dialog)
    {
      /* a whole sentence per kind of file */
      g_autofree char *text = kind == &cas_rus_charters_file
                                /* TRANSLATORS: the charters file could not be read and was set aside */
                                ? g_strdup_printf (_("The damaged charters file was kept as %s"), backup)
                              : kind == &cas_rus_tactics_file
                                /* TRANSLATORS: the Tactics file could not be read and was set aside (rus-app) */
                                ? g_strdup_printf (_("The damaged Tactics file was kept as %s"), backup)
                                /* TRANSLATORS: the C&T file could not be read and was set aside */
                                : g_strdup_printf (_("The damaged C&T file was kept as %s"), backup);
      cas_plan_toast (GTK_WIDGET (cas_rus_dialog_get_page (dialog)), text);
    }
  if (kind->clear)
    kind->clear (file);
  if (dialog)
    cas_rus_dialog_queue_fill (dialog);
}

/* The charter's facts for the form, as `charter set` takes them: "grain:2,cloth:3" or
 * "none"; "ore,timber" or "none"; "" when not entered. */
static char *
sells_spec (const CasRusCharter *ch)
{
  GString *out = g_string_new (NULL);
  if (!ch->sells_known)
    return g_string_free (out, FALSE);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (ch->price[r] > 0)
      g_string_append_printf (out, "%s%s:%d", out->len ? "," : "", cas_rus_resource_id (r), ch->price[r]);
  if (out->len == 0)
    g_string_append (out, "none");
  return g_string_free (out, FALSE);
}

static char *
wants_spec (const CasRusCharter *ch)
{
  GString *out = g_string_new (NULL);
  if (!ch->wants_known)
    return g_string_free (out, FALSE);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (ch->wants[r])
      g_string_append_printf (out, "%s%s", out->len ? "," : "", cas_rus_resource_id (r));
  if (out->len == 0)
    g_string_append (out, "none");
  return g_string_free (out, FALSE);
}

static void
fact_applied_cb (AdwEntryRow *row)
{
  cas_rus_dialog_save_fact (GTK_WIDGET (row), g_object_get_data (G_OBJECT (row), "cas-kind"),
                            GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-key")),
                            g_object_get_data (G_OBJECT (row), "cas-fact"), gtk_editable_get_text (GTK_EDITABLE (row)));
}

GtkWidget *
cas_rus_fact_entry_new (const CasRusUserFile *kind, int key, const char *fact, const char *name, const char *title,
                        const char *text)
{
  GtkWidget *row = adw_entry_row_new ();
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "cas-kind", (gpointer) kind);
  g_object_set_data (G_OBJECT (row), "cas-key", GINT_TO_POINTER (key));
  g_object_set_data (G_OBJECT (row), "cas-fact", (gpointer) fact);
  g_signal_connect (row, "apply", G_CALLBACK (fact_applied_cb), NULL);
  return row;
}

static GtkWidget *
fact_row_new (int power, const char *fact, const char *title, const char *text)
{
  g_autofree char *name = g_strdup_printf ("charter-%s-%s", cas_rus_power_id (power), fact);
  return cas_rus_fact_entry_new (&cas_rus_charters_file, power, fact, name, title, text);
}

void
cas_rus_charters_group_add (CasRusDialog *dialog, const CasRusState *s, int kingdom)
{
  static const char *const cites[] = { "TRADE p.10", NULL };
  g_autofree char *path = cas_rus_charters_default_path ();
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;
  g_autofree char *markup = NULL;
  AdwPreferencesGroup *group;
  CasRusCharters c;

  if (!cas_rus_charters_load (&c, path, &error))
    {
      description = g_strdup (error->message);
      cas_rus_charters_init (&c);
    }
  else
    /* TRANSLATORS: %s is the charters file's path */
    description = g_strdup_printf (_("Entered once from the board, kept for every game in %s"), path);
  markup = g_markup_escape_text (description, -1);
  group = cas_rus_group_new (_("Trade Charters"), markup);
  gtk_widget_set_name (GTK_WIDGET (group), "rus-charters");
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  for (int p = 0; p < CAS_RUS_N_POWERS; p++)
    {
      const CasRusCharter *ch = &c.powers[p];
      g_autofree char *words = cas_rus_charter_words (ch);
      g_autofree char *name = g_strdup_printf ("charter-%s", cas_rus_power_id (p));
      g_autofree char *sells = sells_spec (ch);
      g_autofree char *wants = wants_spec (ch);
      GString *most = g_string_new (NULL);
      g_autofree char *value = NULL;
      GtkWidget *row;
      CasRusTrade tr;
      cas_rus_trade (s, &c, kingdom, p, &tr, NULL);
      for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
        if (tr.most[r] > 0)
          g_string_append_printf (most, "%s%d %s", most->len ? ", " : "", tr.most[r], cas_rus_resource_name (r));
      row = adw_expander_row_new ();
      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cas_rus_power_name (p));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), words);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      /* TRANSLATORS: the most a Kingdom may buy from a Foreign Power: "Buys up to 1 Grain" */
      value = most->len ? g_strdup_printf (_("Buys up to %s"), most->str) : g_strdup (_("Nothing it can buy"));
      cas_rus_row_add_value (row, !tr.envoy ? _("No Envoy there")
                                  : !ch->sells_known || !ch->wants_known ? _("Charter not entered") : value);
      g_string_free (most, TRUE);
      /* TRANSLATORS: a charter's entry: resource ids with the tiles asked for one, as castellan-cli takes them */
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), fact_row_new (p, "sells", _("Sells (grain:2,cloth:3 or none)"), sells));
      /* TRANSLATORS: a charter's entry: resource ids, as castellan-cli takes them */
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), fact_row_new (p, "wants", _("Takes in payment (ore,timber or none)"), wants));
      adw_preferences_group_add (group, row);
    }
  cas_rus_dialog_add (dialog, group);
}
