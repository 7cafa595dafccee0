/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-annex-form.c (rus-app, issue 18): annexing and Missionaries in a Kingdom's
 * Diplomacy dialog, the Diplomacy Lead's bonus [DIPLO p.7]: each area the map file shows
 * next to its land with whether it may be annexed [ANNEX p.7] or converted [MISSION p.7]
 * and why (cas_rus_annex (), what `castellan-cli annex` says), the areas whose adjacency
 * is not entered named, never guessed; an allowed area has a button that records the
 * actions the calculator proposes, each a line of the journal (undo and the Log see them). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-rules-popover.h"
#include "rus/cas-rus-dialog.h"

/* The line of EX that judges the area LABEL ("Turov (Lithuanians): may be annexed"). */
static const char *
verdict_line (const CasExplain *ex, const char *label)
{
  g_autofree char *prefix = g_strdup_printf ("%s (", label);

  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    if (g_str_has_prefix (cas_explain_get_line (ex, i)->text, prefix))
      return cas_explain_get_line (ex, i)->text;
  return NULL;
}

/* One area next to KINGDOM's land: its verdict and, when allowed, the button. */
static GtkWidget *
area_row_new (CasRusPage *page, const CasRusState *s, const CasRusMap *map, int kingdom, int area, int kind, int allowed)
{
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree char *label = cas_rus_area_label (area, map);
  g_autofree char *id = cas_rus_area_id (area);
  g_autofree char *name = g_strdup_printf ("annex-%s", id);
  CasRusAnnex one;
  GtkWidget *row;

  cas_rus_annex (s, map, kingdom, area, &one, ex);
  row = cas_rus_row_new (label, verdict_line (ex, label));
  gtk_widget_set_name (row, name);
  if (allowed == CAS_RUS_YES && cas_explain_get_n_actions (ex) > 0)
    {
      g_autofree char *actions = g_strjoinv ("\n", (char **) cas_explain_get_actions (ex));
      g_autofree char *button_name = g_strdup_printf ("annex-%s-button", id);
      GtkWidget *button = cas_rus_row_add_action (page, row, kind == CAS_RUS_ANNEX_NEUTRAL ? _("_Annex") : _("_Convert"),
                                                  NULL, NULL, actions);
      gtk_widget_set_name (button, button_name);
      gtk_widget_set_tooltip_text (button, actions);
    }
  else if (allowed == CAS_RUS_UNKNOWN)
    cas_rus_row_add_value (row, _("The players judge"));
  return row;
}

void
cas_rus_annex_group_add (CasRusDialog *dialog, const CasRusState *s, int kingdom)
{
  static const char *const cites[] = { "DIPLO p.7", "ANNEX p.7", "MISSION p.7", NULL };
  CasRusPage *page = cas_rus_dialog_get_page (dialog);
  const CasRusMap *map = cas_rus_page_map (NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  AdwPreferencesGroup *group;
  CasRusAnnex an;

  cas_rus_annex (s, map, kingdom, -1, &an, ex);
  group = cas_rus_group_new (_("Annexing and Missionaries"),
                             an.lead ? _("The Diplomacy Lead’s bonus at the start of the round: one area next to its land")
                                     : _("The Diplomacy Lead’s bonus only: its player does not lead Diplomacy this turn"));
  gtk_widget_set_name (GTK_WIDGET (group), "rus-annex");
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  for (int i = 0; i < an.n_areas; i++)
    adw_preferences_group_add (group, area_row_new (page, s, map, kingdom, an.areas[i], an.kind[i], an.allowed[i]));
  if (an.n_areas == 0)
    adw_preferences_group_add (group, cas_rus_row_new (_("No area is entered as next to its land"),
                                                       _("Enter the neighbours on the Map Data page")));
  if (an.n_unknown > 0)
    {
      /* TRANSLATORS: areas whose adjacency to the Kingdom's land the map file does not hold */
      g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d area not entered as next to its land or not",
                                                             "%d areas not entered as next to its land or not",
                                                             (gulong) an.n_unknown),
                                                an.n_unknown);
      GtkWidget *row = cas_rus_row_new (title, _("The players judge; enter the neighbours on the Map Data page"));
      gtk_widget_set_name (row, "annex-not-entered");
      adw_preferences_group_add (group, row);
    }
  adw_preferences_group_add (group, cas_rus_why_row_new ("annex-why", ex));
  cas_rus_dialog_add (dialog, group);
}
