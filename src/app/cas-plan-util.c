/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-plan-util.c: words and little widgets the Plan & Cards and Log pages share. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-plan-util.h"

/* "Hand the device to the Teutonic player": the side as an adjective. */
const char *
cas_plan_side_adjective (CasGame *game, int side)
{
  const char *adjective = cas_game_ui_for (game)->side_adjective[side];
  return adjective ? _(adjective) : cas_game_get_side_name (game, side);
}

/* A link to a rule section: opens the Rules page there (win.show-rule). */
GtkWidget *
cas_plan_rule_button_new (const char *section)
{
  GtkWidget *button = gtk_button_new_with_label (section);
  g_autofree char *tip = g_strdup_printf (_("Rule %s"), section);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "rule-link");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.show-rule");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", section);
  return button;
}

/* One link per comma-separated section. */
GtkWidget *
cas_plan_rules_box_new (const char *sections)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  g_auto(GStrv) parts = g_strsplit (sections, ",", -1);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint i = 0; parts[i]; i++)
    if (*g_strstrip (parts[i]))
      gtk_box_append (GTK_BOX (box), cas_plan_rule_button_new (parts[i]));
  return box;
}

void
cas_plan_toast (GtkWidget *widget, const char *text)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), cas_app_toast_new (text));
  else
    g_message ("%s", text);
}

/* Records one action; a refusal becomes a toast that says why. */
gboolean
cas_plan_do (GtkWidget *widget, CasJournal *journal, const char *action)
{
  g_autoptr(GError) error = NULL;

  if (journal == NULL)
    return FALSE;
  if (cas_journal_do (journal, action, &error))
    return TRUE;
  g_autofree char *sentence = cas_app_sentence (error->message);
  cas_plan_toast (widget, sentence);
  return FALSE;
}

const char *
cas_plan_card_title (const CasCard *card, gboolean event)
{
  if (card->no_card)
    return event ? _("No Event") : _("No Capability");
  return event ? card->event_name : card->cap_name;
}

/* "T3 · Vodian Treachery / Converts" */
char *
cas_plan_card_label (const CasCard *card)
{
  g_autofree char *number = g_ascii_strup (card->id, -1);
  if (card->no_card)
    return g_strdup_printf (_("%s · No Event / No Capability"), number);
  return g_strdup_printf ("%s · %s / %s", number, card->event_name, card->cap_name);
}

const char *
cas_plan_timing_name (CasTiming timing)
{
  switch (timing)
    {
    case CAS_TIMING_IMMEDIATE:
      return _("Immediate");
    case CAS_TIMING_HOLD:
      return _("Hold");
    case CAS_TIMING_THIS_LEVY:
      return _("This Levy");
    case CAS_TIMING_THIS_CAMPAIGN:
      return _("This Campaign");
    case CAS_TIMING_NONE:
    default:
      return "";
    }
}

/* Where the card is now, in words. */
char *
cas_plan_card_where (const CasTable *t, int card)
{
  switch (CAS_CARD (t, card, CAS_K_STATE))
    {
    case CAS_CARD_DECK:
      return g_strdup (_("In the deck"));
    case CAS_CARD_CAPABILITY:
      return g_strdup (_("Capability"));
    case CAS_CARD_LORD:
      {
        int lord = CAS_CARD (t, card, CAS_K_LORD);
        g_autofree char *name = lord >= 0 ? cas_app_lord_short_name (cas_game_get_lord (t->game, lord)) : g_strdup ("?");
        /* TRANSLATORS: a This Lord Capability at a Lord's mat */
        return g_strdup_printf (_("At %s"), name);
      }
    case CAS_CARD_HELD:
      return g_strdup (_("Held Event"));
    case CAS_CARD_THIS_LEVY:
      return g_strdup (_("This Levy"));
    case CAS_CARD_THIS_CAMPAIGN:
      return g_strdup (_("This Campaign"));
    case CAS_CARD_REMOVED:
      return g_strdup (_("Out of the game"));
    default:
      return g_strdup ("");
    }
}

GtkWidget *
cas_plan_heading_new (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* An action row that shows its text as it is ("Knud & Abel" is not markup). */
GtkWidget *
cas_plan_row_new (const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (title)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}
