/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-turn-page.c: the turn and its rounds (issue 18, page b), from the turn
 * conductor's calculators: the pick order [CHOOSE p.4], the nine Action cards with who
 * picked them and the tiles on them, the rounds in card order with their Lead and the
 * checks timed on them, and whether this is the last turn [BLACKDEATH p.7]. The buttons
 * and the pick menus record Rus actions through the journal. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "rus/cas-rus-pages.h"

struct _CasRusTurnPage
{
  CasRusPage parent_instance;
};

G_DEFINE_FINAL_TYPE (CasRusTurnPage, cas_rus_turn_page, CAS_TYPE_RUS_PAGE)

static char *
ordinal_pick (int n)
{
  /* TRANSLATORS: the n-th action marker placed in a turn: "Pick 1" */
  return g_strdup_printf (_("Pick %d"), n);
}

/* The turn and the round, with the buttons that move them on [CHOOSE p.4]. */
static void
add_turn (CasRusTurnPage *self, const CasRusState *s)
{
  AdwPreferencesGroup *group = cas_rus_group_new (_("Turn"), NULL);
  g_autofree char *turn = g_strdup_printf ("%d", s->turn);
  GtkWidget *turn_row = cas_rus_row_new (_("Turn"), _("A new turn takes the picks back; the tiles stay"));
  GtkWidget *round_row = cas_rus_row_new (_("Round"), s->round == 0 ? _("The players are choosing actions")
                                                                    : _("The action being played"));
  GtkWidget *button;

  gtk_widget_set_name (turn_row, "rus-turn");
  gtk_widget_set_name (round_row, "rus-round");
  cas_rus_row_add_value (turn_row, turn);
  button = cas_rus_row_add_action (CAS_RUS_PAGE (self), turn_row, _("Next _Turn"), NULL, NULL, "turn next");
  gtk_widget_set_name (button, "rus-next-turn");
  cas_rus_row_add_value (round_row, s->round == 0 ? _("Choosing actions") : _(cas_rus_action_name (s->round - 1)));
  button = cas_rus_row_add_action (CAS_RUS_PAGE (self), round_row, _("Next _Round"), NULL,
                                   _("The next picked action in card order"), "round next");
  gtk_widget_set_name (button, "rus-next-round");
  adw_preferences_group_add (group, turn_row);
  adw_preferences_group_add (group, round_row);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    gboolean last = cas_rus_black_death_turn (s, ex);
    GtkWidget *row = cas_rus_row_new (last ? _("This is the last turn") : _("The Black Death has not ended the game"),
                                      NULL);
    adw_preferences_group_add (group, row);
    cas_rus_explain_rows (group, ex);
  }
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

/* Who places the 1st to 6th marker, and why [CHOOSE p.4; TWOP p.19]. */
static void
add_pick_order (CasRusTurnPage *self, const CasRusState *s)
{
  AdwPreferencesGroup *group = cas_rus_group_new (_("Pick Order"), _("Fewest VP pick first"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  GtkWidget *why;
  CasRusPickOrder order;

  cas_rus_pick_order (s, &order, ex);
  for (int i = 0; i < order.n_picks; i++)
    {
      g_autofree char *title = ordinal_pick (i + 1);
      g_autofree char *who = cas_rus_picker_label (s, order.picker[i]);
      GtkWidget *row = cas_rus_row_new (title, NULL);
      cas_rus_row_add_value (row, who);
      adw_preferences_group_add (group, row);
    }
  why = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (why), _("Why this order"));
  cas_rus_explain_expander_rows (ADW_EXPANDER_ROW (why), ex);
  adw_preferences_group_add (group, why);
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

/* Who may pick: the players, or in the two-player game the Kingdoms the players run
 * [TWOP p.19]. Returns the count. */
static int
pickers_of (const CasRusState *s, int *out)
{
  int n = 0;

  if (s->n_players != 2)
    {
      for (int p = 0; p < s->n_players; p++)
        out[n++] = p;
      return n;
    }
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    if (cas_rus_kingdom_player (s, k) >= 0)
      out[n++] = k;
  return n;
}

static void
picker_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, CasRusTurnPage *self)
{
  const CasRusState *s = cas_rus_page_get_state (CAS_RUS_PAGE (self));
  int action = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dropdown), "cas-action"));
  guint selected = gtk_drop_down_get_selected (dropdown);
  int pickers[CAS_RUS_N_KINGDOMS];
  int n;
  g_autofree char *who = NULL;

  if (s == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  n = pickers_of (s, pickers);
  if (selected == 0 || (int) selected > n)
    who = g_strdup ("none");
  else if (s->n_players == 2)
    who = g_strdup (cas_rus_kingdom_id (pickers[selected - 1]));
  else
    who = g_strdup_printf ("%d", pickers[selected - 1] + 1);
  cas_rus_page_do (CAS_RUS_PAGE (self), "pick %s %s", who, cas_rus_action_id (action));
}

/* The menu of who picked ACTION: nobody, or a player (two-player game: a Kingdom). */
static GtkWidget *
picker_dropdown_new (CasRusTurnPage *self, const CasRusState *s, int action)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  int pickers[CAS_RUS_N_KINGDOMS];
  int n = pickers_of (s, pickers);
  guint selected = 0;
  GtkWidget *dropdown;

  gtk_string_list_append (list, _("Not picked"));
  for (int i = 0; i < n; i++)
    {
      g_autofree char *label = cas_rus_picker_label (s, pickers[i]);
      gtk_string_list_append (list, label);
      if (pickers[i] == s->track.picker[action])
        selected = (guint) i + 1;
    }
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (list)), NULL);
  gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (dropdown, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Picked by"), -1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), selected);
  g_object_set_data (G_OBJECT (dropdown), "cas-action", GINT_TO_POINTER (action));
  g_signal_connect_object (dropdown, "notify::selected", G_CALLBACK (picker_selected_cb), self, 0);
  return dropdown;
}

/* The nine Action cards: who picked each and what lies on it [CHOOSE p.4]. */
static void
add_actions (CasRusTurnPage *self, const CasRusState *s)
{
  AdwPreferencesGroup *group = cas_rus_group_new (_("Action Cards"), _("Who picked each action this turn"));

  for (int a = 0; a < CAS_RUS_N_ACTIONS; a++)
    {
      g_autofree char *title = g_strdup_printf ("%d · %s", a + 1, _(cas_rus_action_name (a)));
      g_autofree char *subtitle = NULL;
      g_autofree char *name = g_strdup_printf ("action-%s", cas_rus_action_id (a));
      GtkWidget *row;
      if (s->track.pick[a] > 0)
        subtitle = ordinal_pick (s->track.pick[a]);
      else if (s->track.money[a] || s->track.basic[a])
        /* TRANSLATORS: the tiles lying on an Action card nobody picked [CHOOSE p.4] */
        subtitle = g_strdup_printf (_("On the card: %d Money, %d Basic"), s->track.money[a], s->track.basic[a]);
      row = cas_rus_row_new (title, subtitle);
      gtk_widget_set_name (row, name);
      if (s->round == a + 1)
        gtk_widget_add_css_class (row, "rus-current-round");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), picker_dropdown_new (self, s, a));
      adw_preferences_group_add (group, row);
    }
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

/* The rounds in card order, their Lead and the checks timed on them. */
static void
add_rounds (CasRusTurnPage *self, const CasRusState *s)
{
  AdwPreferencesGroup *group = cas_rus_group_new (_("Rounds"), _("In card order, each led by its picker"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  CasRusRounds rounds;

  cas_rus_round_order (s, &rounds, ex);
  for (int i = 0; i < rounds.n_rounds; i++)
    {
      const CasRusRound *r = &rounds.rounds[i];
      g_autofree char *lead = cas_rus_picker_label (s, r->lead);
      g_autofree char *subtitle = g_strdup_printf (_("Lead: %s"), lead);
      GtkWidget *row = cas_rus_row_new (_(cas_rus_action_name (r->action)), subtitle);
      if (r->strict)
        cas_rus_row_add_value (row, _("Strict order"));
      adw_preferences_group_add (group, row);
    }
  if (rounds.n_rounds == 0)
    adw_preferences_group_add (group, cas_rus_row_new (_("No action picked yet"), NULL));
  cas_rus_page_add (CAS_RUS_PAGE (self), group);

  group = cas_rus_group_new (_("Checks of This Turn"), _("What each round brings, with the rule behind it"));
  cas_rus_explain_rows (group, ex);
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

static void
turn_page_refresh (CasRusPage *page, const CasRusState *s)
{
  CasRusTurnPage *self = CAS_RUS_TURN_PAGE (page);

  add_turn (self, s);
  add_pick_order (self, s);
  add_actions (self, s);
  add_rounds (self, s);
}

static void
cas_rus_turn_page_class_init (CasRusTurnPageClass *klass)
{
  CAS_RUS_PAGE_CLASS (klass)->refresh = turn_page_refresh;
}

static void
cas_rus_turn_page_init (CasRusTurnPage *self)
{
}
