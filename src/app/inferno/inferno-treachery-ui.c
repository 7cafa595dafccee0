/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-treachery-ui.c: the Treachery cards on the Plan & Cards page (treachery, issue
 * 17; 1.4.3, 1.9.2, 4.1.1, 4.9.6): per side a row, collapsed until its player opens it
 * (the other side may not see which cards were added; rules-decisions I104), listing its
 * six cards: set aside, in the Command deck, in the current Plan or used, with the action
 * that adds one or sets it aside (`treachery SIDE add|aside LORD`). The Plan builder
 * offers the cards held (cas-plan-view.c, through cas_inferno_treachery_held ()). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "inferno/inferno-ui.h"

#include "inferno-treachery.h"
#include "cas-plan-util.h"

int
cas_inferno_treachery_held (const CasTable *t, int side)
{
  return inferno_treachery_held (t, side);
}

static void
card_clicked (GtkButton *button, gpointer user_data)
{
  CasJournal *journal = g_object_get_data (G_OBJECT (button), "journal");
  const char *action = g_object_get_data (G_OBJECT (button), "action");
  cas_plan_do (GTK_WIDGET (button), journal, action);
}

/* The row's open or closed state survives the page's rebuild after each action. */
static void
expanded_cb (AdwExpanderRow *row, GParamSpec *pspec, CasJournal *journal)
{
  const char *key = g_object_get_data (G_OBJECT (row), "key");
  g_object_set_data (G_OBJECT (journal), key, GINT_TO_POINTER (adw_expander_row_get_expanded (row)));
}

static GtkWidget *
card_row_new (CasJournal *journal, int lord)
{
  const CasTable *t = cas_journal_get_table (journal);
  CasGame *game = t->game;
  const CasLord *l = cas_game_get_lord (game, lord);
  const char *side_id = cas_game_get_side_id (game, l->side);
  InfernoTreacheryWhere where = inferno_treachery_where (t, lord);
  static const char *const subtitles[] = {
    N_("Set aside"),
    N_("In the Command deck, for the next Plan"),
    N_("In the current Plan, face down: set aside at Reset"),
    N_("Used in the current Plan: set aside at Reset"),
  };
  GtkWidget *row = adw_action_row_new ();
  gboolean add = where == INFERNO_TREACHERY_ASIDE;
  GtkWidget *button = gtk_button_new_with_label (add ? _("Add") : _("Set Aside"));
  g_autofree char *name = g_strdup_printf ("treachery-%s-%s", add ? "add" : "aside", l->id);
  g_autofree char *action = g_strdup_printf ("treachery %s %s %s", side_id, add ? "add" : "aside", l->id);
  g_autofree char *tip = add ? g_strdup_printf (_("Add %s’s Treachery card to the Command deck"), l->name)
                             : g_strdup_printf (_("Set %s’s Treachery card aside"), l->name);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), l->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(subtitles[where]));
  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* 1.4.3: a card in the current Plan may not be selected; Reset sets it aside. */
  if (where == INFERNO_TREACHERY_PLAN || where == INFERNO_TREACHERY_USED)
    {
      gtk_widget_set_sensitive (button, FALSE);
      gtk_widget_set_tooltip_text (button, _("A card in the current Plan stays there until the Reset sets it aside (1.4.3, 4.9.6)"));
    }
  g_object_set_data_full (G_OBJECT (button), "journal", g_object_ref (journal), g_object_unref);
  g_object_set_data_full (G_OBJECT (button), "action", g_steal_pointer (&action), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (card_clicked), NULL);
  /* 6.0, I102: the scenario removed the Lord; his card is in the game box, not set aside.
   * Still a button: the table is mirrored, and a card added anyway is the audit's to flag. */
  if (where == INFERNO_TREACHERY_ASIDE && inferno_treachery_boxed (t, lord))
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("In the game box: the scenario removed this Lord from play (6.0)"));
      gtk_widget_set_tooltip_text (button, _("The scenario put this card in the game box: no side adds it (6.0; rules-decisions I102)"));
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

GtkWidget *
cas_inferno_treachery_group_new (CasJournal *journal)
{
  const CasTable *t = cas_journal_get_table (journal);
  CasGame *game = t->game;
  GtkWidget *group = adw_preferences_group_new ();

  gtk_widget_set_name (group, "treachery-cards");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Treachery Cards"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Each Lord’s Treachery card starts set aside. Added cards go into the Command "
                                           "deck for the next Plan; the Reset sets aside those that were in a Plan. Open "
                                           "only your own side’s row."));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), cas_plan_rules_box_new ("1.4.3,4.1.1,4.9.6"));
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int counts[4] = { 0, 0, 0, 0 };
      GtkWidget *expander = adw_expander_row_new ();
      g_autofree char *key = g_strdup_printf ("cas-treachery-expanded-%d", side);
      g_autofree char *title = g_strdup_printf (_("%s Treachery Cards"), cas_plan_side_adjective (game, side));
      g_autofree char *name = g_strdup_printf ("treachery-%s", cas_game_get_side_id (game, side));

      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        if (cas_game_get_lord (game, (int) l)->side == side && cas_game_get_lord (game, (int) l)->treachery)
          {
            InfernoTreacheryWhere where = inferno_treachery_where (t, (int) l);
            /* 6.0: a removed Lord's card is in the game box, not among those set aside */
            if (where != INFERNO_TREACHERY_ASIDE || !inferno_treachery_boxed (t, (int) l))
              counts[where]++;
            adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), card_row_new (journal, (int) l));
          }
      /* Only counts while closed: how many a side added is no secret, which ones are. */
      int n_held = counts[1] + counts[2] + counts[3], n_plan = counts[2] + counts[3];
      g_autofree char *held = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d held", "%d held", (gulong) n_held), n_held);
      g_autofree char *plan = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d in the Plan", "%d in the Plan", (gulong) n_plan),
                                               n_plan);
      g_autofree char *aside = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d set aside", "%d set aside", (gulong) counts[0]),
                                                counts[0]);
      /* TRANSLATORS: "2 held · 1 in the Plan · 4 set aside" */
      g_autofree char *subtitle = g_strdup_printf (_("%s · %s · %s"), held, plan, aside);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
      gtk_widget_set_name (expander, name);
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander),
                                     GPOINTER_TO_INT (g_object_get_data (G_OBJECT (journal), key)));
      g_object_set_data_full (G_OBJECT (expander), "key", g_steal_pointer (&key), g_free);
      g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (expanded_cb), journal, 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }
  return group;
}
