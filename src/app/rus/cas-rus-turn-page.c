/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-turn-page.c: the turn and its rounds (issue 18, page b), from the turn
 * conductor's calculators: the pick order [CHOOSE p.4], the nine Action cards with who
 * picked them and the tiles on them, the rounds in card order with their Lead and the
 * checks timed on them, and whether this is the last turn [BLACKDEATH p.7]. The buttons
 * and the pick menus record Rus actions through the journal. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-plan-util.h"
#include "cas-rules-popover.h"
#include "rus/cas-rus-pages.h"

struct _CasRusTurnPage
{
  CasRusPage parent_instance;
  gboolean tiles_open;     /* the tiles' expander, kept open across refreshes */
  /* rus-invbattle: per invader, the card's objective with its VP and the controller's
   * route as the table chooses them here (the card's text is in no source; not state) */
  int objective[CAS_RUS_N_INVADER_SLOTS];
  int objective_vp[CAS_RUS_N_INVADER_SLOTS];
  int route[CAS_RUS_N_INVADER_SLOTS][CAS_RUS_INVASION_MAX_ROUTE];
  int n_route[CAS_RUS_N_INVADER_SLOTS];
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
tiles_expanded_cb (AdwExpanderRow *row, GParamSpec *pspec, CasRusTurnPage *self)
{
  self->tiles_open = adw_expander_row_get_expanded (row);
}

/* WHAT (a dimmed word), its count, and − / + buttons recording STEM -1 / +1, at the end
 * of ROW. */
static void
add_counter (CasRusTurnPage *self, GtkWidget *row, const char *what, int value, const char *stem)
{
  GtkWidget *word = gtk_label_new (what);
  g_autofree char *text = g_strdup_printf ("%d", value);
  g_autofree char *minus = g_strdup_printf ("%s -1", stem);
  g_autofree char *plus = g_strdup_printf ("%s +1", stem);
  GtkWidget *label, *less, *more;

  gtk_widget_add_css_class (word, "dim-label");
  gtk_widget_set_margin_start (word, 12);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), word);
  label = cas_rus_row_add_value (row, text);
  gtk_widget_set_size_request (label, 24, -1);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  less = cas_rus_row_add_action (CAS_RUS_PAGE (self), row, NULL, "list-remove-symbolic", _("One fewer"), minus);
  more = cas_rus_row_add_action (CAS_RUS_PAGE (self), row, NULL, "list-add-symbolic", _("One more"), plus);
  gtk_widget_set_sensitive (less, value > 0);
  gtk_widget_set_sensitive (more, value < 99);
}

/* The tiles lying on the nine cards, each count with − and +; what the picks bring
 * [CHOOSE p.4] and, once the six picks are made, the button that records it. */
static void
add_tiles (CasRusTurnPage *self, const CasRusState *s)
{
  static const char *const cites[] = { "CHOOSE p.4", NULL };
  CasRusPage *page = CAS_RUS_PAGE (self);
  AdwPreferencesGroup *group = cas_rus_group_new (_("Tiles on the Action Cards"),
                                                  _("The picker of an action takes what lies on it; an action nobody picked gets a tile"));
  g_autoptr(CasExplain) tiles_ex = cas_explain_new ();
  g_autoptr(CasExplain) propose_ex = cas_explain_new ();
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  int money = 0, basic = 0, picks = 0;
  CasRusTiles tiles;
  g_autofree char *totals = NULL;

  for (int a = 0; a < CAS_RUS_N_ACTIONS; a++)
    {
      money += s->track.money[a];
      basic += s->track.basic[a];
      picks += s->track.pick[a] > 0;
    }
  gtk_box_append (GTK_BOX (header), cas_rules_links_new ("rus", cites));
  if (s->round == 0 && picks == CAS_RUS_N_PICKS)
    {
      cas_rus_turn_propose (s, propose_ex);
      gtk_box_append (GTK_BOX (header), cas_rus_proposals_button_new (page, "rus-tiles-record", _("_Take the Tiles and Begin"),
                                                                      propose_ex));
    }
  adw_preferences_group_set_header_suffix (group, header);

  /* TRANSLATORS: the tiles lying on the Action cards: "5 Money, 0 Basic" */
  totals = g_strdup_printf (_("%d Money, %d Basic"), money, basic);
  gtk_widget_set_name (expander, "rus-tiles-edit");
  cas_app_row_set_plain (expander);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Tiles lying on the cards"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), totals);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), self->tiles_open);
  g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (tiles_expanded_cb), self, 0);
  for (int a = 0; a < CAS_RUS_N_ACTIONS; a++)
    {
      g_autofree char *title = g_strdup_printf ("%d · %s", a + 1, _(cas_rus_action_name (a)));
      g_autofree char *money_stem = g_strdup_printf ("tiles %s money", cas_rus_action_id (a));
      g_autofree char *basic_stem = g_strdup_printf ("tiles %s basic", cas_rus_action_id (a));
      g_autofree char *name = g_strdup_printf ("tiles-%s", cas_rus_action_id (a));
      GtkWidget *row = cas_rus_row_new (title, NULL);

      gtk_widget_set_name (row, name);
      add_counter (self, row, _("Money"), s->track.money[a], money_stem);
      add_counter (self, row, _("Basic"), s->track.basic[a], basic_stem);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }
  adw_preferences_group_add (group, expander);

  cas_rus_action_tiles (s, -1, &tiles, tiles_ex);
  cas_rus_explain_rows (group, tiles_ex);
  cas_rus_proposals_rows (group, propose_ex);
  cas_rus_page_add (page, group);
}

static void
reveal_clicked_cb (GtkButton *button, CasRusTurnPage *self)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (button), "cas-row");
  const int *cards = g_object_get_data (G_OBJECT (row), "cas-cards");
  guint i = adw_combo_row_get_selected (row);

  if (i < (guint) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-n")))
    cas_rus_page_do (CAS_RUS_PAGE (self), "reveal %s", cas_rus_card_id (cards[i]));
}

/* The Politics deck [POLITICS p.5; SETUP p.2]: its size, the cards revealed in order with
 * the turn each came up and whether the Politics Lead activated it, and a card to reveal. */
static void
add_politics (CasRusTurnPage *self, const CasRusState *s)
{
  static const char *const cites[] = { "POLITICS p.5", "SETUP p.2", NULL };
  CasRusPage *page = CAS_RUS_PAGE (self);
  const CasRusPolitics *pol = &s->politics;
  g_autofree char *description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d card revealed",
                                                               "%d of %d cards revealed", (gulong) pol->deck_size),
                                                  pol->n_revealed, pol->deck_size);
  AdwPreferencesGroup *group = cas_rus_group_new (_("Politics Deck"), description);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  int *cards = g_new0 (int, CAS_RUS_N_POLITICS);
  int n = 0;
  GtkWidget *row, *button;

  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  row = cas_rus_count_row_new (page, _("Cards in the deck"), _("Standard 6, long 9, learning 5"), pol->deck_size,
                               CAS_RUS_N_POLITICS, "deck", NULL);
  gtk_widget_set_name (row, "rus-deck");
  adw_preferences_group_add (group, row);
  for (int i = 0; i < pol->n_revealed; i++)
    {
      int card = pol->revealed[i];
      g_autofree char *title = g_strdup_printf ("%d · %s", i + 1, _(cas_rus_card_name (card)));
      g_autofree char *subtitle = pol->activated_turn[i] > 0
        ? g_strdup_printf (_("Revealed in turn %d, activated in turn %d"), pol->revealed_turn[i], pol->activated_turn[i])
        : g_strdup_printf (_("Revealed in turn %d, not activated"), pol->revealed_turn[i]);
      g_autofree char *on = g_strdup_printf ("activate %s yes", cas_rus_card_id (card));
      g_autofree char *off = g_strdup_printf ("activate %s no", cas_rus_card_id (card));
      g_autofree char *back = g_strdup_printf ("reveal %s no", cas_rus_card_id (card));
      g_autofree char *name = g_strdup_printf ("card-%s", cas_rus_card_id (card));
      row = cas_rus_switch_row_new (page, name, title, subtitle, pol->activated_turn[i] > 0, on, off);
      cas_rus_row_add_action (page, row, NULL, "edit-undo-symbolic", _("Take the card back"), back);
      adw_preferences_group_add (group, row);
    }
  for (int c = 0; c < CAS_RUS_N_POLITICS; c++)
    {
      gboolean seen = FALSE;
      for (int i = 0; i < pol->n_revealed; i++)
        seen = seen || pol->revealed[i] == c;
      if (!seen)
        {
          gtk_string_list_append (names, _(cas_rus_card_name (c)));
          cards[n++] = c;
        }
    }
  row = adw_combo_row_new ();
  gtk_widget_set_name (row, "rus-reveal");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Reveal a card"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The card the Politics Lead turns up"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  g_object_set_data_full (G_OBJECT (row), "cas-cards", cards, g_free);
  g_object_set_data (G_OBJECT (row), "cas-n", GINT_TO_POINTER (n));
  button = gtk_button_new_with_mnemonic (_("_Reveal"));
  gtk_widget_set_name (button, "rus-reveal-button");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (button, n > 0 && pol->n_revealed < pol->deck_size);
  g_object_set_data (G_OBJECT (button), "cas-row", row);
  g_signal_connect_object (button, "clicked", G_CALLBACK (reveal_clicked_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (group, row);
  cas_rus_page_add (page, group);
}

/* The Black Death [BLACKDEATH p.7]: what each Kingdom removes in this game, with the
 * button that records the removals Castellan can name, and the losses each deck recipe
 * brings [SETUP p.2; LONG p.19; LEARN p.18], every number with its rule. */
static void
add_black_death (CasRusTurnPage *self, const CasRusState *s)
{
  static const char *const cites[] = { "BLACKDEATH p.7", NULL };
  static const char *const recipe_titles[] = { N_("Standard game"), N_("Long game"), N_("Learning game") };
  CasRusPage *page = CAS_RUS_PAGE (self);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  AdwPreferencesGroup *group;
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *losses = NULL;
  CasRusPlague plague;
  int shown = 0;

  cas_rus_black_death (s, &plague, ex);
  group = cas_rus_group_new (_("Black Death"), _("What each Kingdom removes at the end of the Black Death turn"));
  gtk_box_append (GTK_BOX (header), cas_rules_links_new ("rus", cites));
  /* Only when Castellan can name removals (the Kingdoms wiped out): the rest is each
   * owner's choice. */
  if (cas_explain_get_n_actions (ex) > 0)
    gtk_box_append (GTK_BOX (header), cas_rus_proposals_button_new (page, "rus-plague-record", _("Record the _Removals"), ex));
  adw_preferences_group_set_header_suffix (group, header);
  losses = g_strdup_printf ("%d", plague.losses);
  {
    GtkWidget *row = cas_rus_row_new (_("Pieces each Kingdom removes"), _("Armies or settlement steps, its owner's choice"));
    gtk_widget_set_name (row, "rus-plague-losses");
    cas_rus_row_add_value (row, losses);
    adw_preferences_group_add (group, row);
  }
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    if (plague.pieces[k] > 0)
      {
        /* TRANSLATORS: what a Kingdom loses to the Black Death: "3 of 7 pieces" */
        g_autofree char *value = g_strdup_printf (_("%d of %d pieces"), plague.owed[k], plague.pieces[k]);
        g_autofree char *name = g_strdup_printf ("plague-%s", cas_rus_kingdom_id (k));
        GtkWidget *row = cas_rus_row_new (_(cas_rus_kingdom_name (k)), plague.wiped_out[k] ? _("Wiped out: it cannot score") : NULL);
        gtk_widget_set_name (row, name);
        if (plague.wiped_out[k])
          gtk_widget_add_css_class (row, "error");
        cas_rus_row_add_value (row, value);
        adw_preferences_group_add (group, row);
        shown++;
      }
  if (shown == 0)
    adw_preferences_group_add (group, cas_rus_row_new (_("No Kingdom has a piece on the map"), NULL));
  cas_rus_explain_rows (group, ex);
  cas_rus_proposals_rows (group, ex);
  cas_rus_page_add (page, group);

  group = cas_rus_group_new (_("Losses by Deck Recipe"),
                             _("The Black Death takes one piece per Politics card revealed; where it lies in the deck sets how many"));
  for (int v = CAS_RUS_STANDARD; v <= CAS_RUS_LEARNING; v++)
    {
      g_autoptr(CasExplain) recipe_ex = cas_explain_new ();
      g_autofree char *name = g_strdup_printf ("recipe-%s", cas_rus_variant_id (v));
      g_autofree char *value = NULL;
      GtkWidget *row = adw_expander_row_new ();
      int min = 0, max = 0;

      cas_rus_black_death_recipe (v, &s->settings, &min, &max, recipe_ex);
      /* TRANSLATORS: a range of pieces lost to the Black Death: "5–8" */
      value = min == max ? g_strdup_printf ("%d", min) : g_strdup_printf (_("%d–%d"), min, max);
      cas_app_row_set_plain (row);
      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(recipe_titles[v]));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), v == s->variant ? _("This game · pieces each Kingdom removes")
                                                                              : _("Pieces each Kingdom removes"));
      cas_rus_row_add_value (row, value);
      cas_rus_explain_expander_rows (ADW_EXPANDER_ROW (row), recipe_ex);
      adw_preferences_group_add (group, row);
    }
  cas_rus_page_add (page, group);
}

/* ---- rus-invbattle: the table's entries for an invasion: the entry area (a map fact),
 * the card's objective and its VP, the controller's route [INVASION p.16] ---- */

static int
row_slot (GtkWidget *row)
{
  return CLAMP (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-slot")), 0, CAS_RUS_N_INVADER_SLOTS - 1);
}

/* The entry symbol written to the map file, as the Map Data page does. */
static void
entry_selected_cb (AdwComboRow *row, GParamSpec *pspec, CasRusTurnPage *self)
{
  int slot = row_slot (GTK_WIDGET (row)), area = (int) adw_combo_row_get_selected (row) - 1;
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRusMap) map = cas_rus_map_load (path, &error);

  if (area < 0 || area >= CAS_RUS_MAX_AREAS)
    return;
  if (map == NULL)
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      g_autofree char *text = g_strdup_printf (_("The map file was not changed: %s"), sentence);
      cas_plan_toast (GTK_WIDGET (self), text);
      return;
    }
  /* one area carries each symbol: the others' answer becomes "no" */
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    if (map->areas[a].entry[slot] == CAS_RUS_YES)
      map->areas[a].entry[slot] = CAS_RUS_NO;
  map->areas[area].entry[slot] = CAS_RUS_YES;
  if (cas_rus_page_save_map (GTK_WIDGET (self), map, path))
    cas_rus_page_refresh_later (CAS_RUS_PAGE (self));
}

static void
objective_selected_cb (AdwComboRow *row, GParamSpec *pspec, CasRusTurnPage *self)
{
  int slot = row_slot (GTK_WIDGET (row));
  self->objective[slot] = (int) adw_combo_row_get_selected (row) - 1;
  cas_rus_page_refresh_later (CAS_RUS_PAGE (self));
}

static void
objective_vp_cb (AdwComboRow *row, GParamSpec *pspec, CasRusTurnPage *self)
{
  int slot = row_slot (GTK_WIDGET (row));
  self->objective_vp[slot] = (int) adw_combo_row_get_selected (row) + 1;
  cas_rus_page_refresh_later (CAS_RUS_PAGE (self));
}

/* The next area of the route: the choice's position in the row's list of areas. */
static void
route_next_cb (AdwComboRow *row, GParamSpec *pspec, CasRusTurnPage *self)
{
  int slot = row_slot (GTK_WIDGET (row));
  guint i = adw_combo_row_get_selected (row);
  GArray *areas = g_object_get_data (G_OBJECT (row), "cas-areas");

  if (i == 0 || areas == NULL || i > areas->len || self->n_route[slot] >= CAS_RUS_INVASION_MAX_ROUTE)
    return;
  self->route[slot][self->n_route[slot]++] = g_array_index (areas, int, i - 1);
  cas_rus_page_refresh_later (CAS_RUS_PAGE (self));
}

static void
route_clear_cb (GtkButton *button, CasRusTurnPage *self)
{
  self->n_route[row_slot (GTK_WIDGET (button))] = 0;
  cas_rus_page_refresh_later (CAS_RUS_PAGE (self));
}

/* A combo row of "none" and the areas in use, NONE_LABEL first, SELECTED the area or -1. */
static GtkWidget *
area_combo_new (const CasRusState *s, const CasRusMap *map, const char *name, const char *title, const char *subtitle,
                const char *none_label, int selected, int slot)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  gtk_string_list_append (list, none_label);
  for (int a = 0; a < s->n_areas; a++)
    {
      g_autofree char *label = cas_rus_area_label (a, map);
      gtk_string_list_append (list, label);
    }
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), (guint) (selected + 1));
  g_object_set_data (G_OBJECT (row), "cas-slot", GINT_TO_POINTER (slot));
  return row;
}

/* The route row: the areas chosen so far, the next one to choose among those bordering
 * the last by the map, and a button that clears it. */
static GtkWidget *
route_row_new (CasRusTurnPage *self, const CasRusState *s, const CasRusMap *map, const CasRusInvasion *in, int slot)
{
  const char *id = cas_rus_invader_slot_id (slot);
  g_autofree char *name = g_strdup_printf ("rus-invasion-route-%s", id);
  g_autoptr(GString) chosen = g_string_new (NULL);
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  GArray *areas = g_array_new (FALSE, FALSE, sizeof (int));
  GtkWidget *row = adw_combo_row_new ();
  int last = self->n_route[slot] > 0 ? self->route[slot][self->n_route[slot] - 1] : in->entry;

  for (int i = 0; i < self->n_route[slot]; i++)
    {
      g_autofree char *label = cas_rus_area_label (self->route[slot][i], map);
      /* TRANSLATORS: the areas of an invasion's route, one after the other */
      g_string_append_printf (chosen, "%s%s", i ? _(" → ") : "", label);
    }
  gtk_string_list_append (list, self->n_route[slot] >= CAS_RUS_INVASION_MAX_ROUTE ? _("3 areas chosen") : _("Choose the next area"));
  for (int a = 0; a < s->n_areas && self->n_route[slot] < CAS_RUS_INVASION_MAX_ROUTE; a++)
    if (a != last && (cas_rus_map_adjacent (map, last, a) == CAS_RUS_YES
                      /* rus-inv3: the first area from a Vassal's borders [INVASION p.16] */
                      || (self->n_route[slot] == 0
                          && cas_rus_invasion_vassal_start (s, map, CAS_RUS_VIKING_INVADERS + slot, last, a) >= 0)))
      {
        g_autofree char *label = cas_rus_area_label (a, map);
        gtk_string_list_append (list, label);
        g_array_append_val (areas, a);
      }
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Route"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), chosen->len ? chosen->str
                               : areas->len ? _("The controller's choice: one area at a time from the entry")
                               : _("No area bordering it is entered on the map"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 0);
  g_object_set_data (G_OBJECT (row), "cas-slot", GINT_TO_POINTER (slot));
  g_object_set_data_full (G_OBJECT (row), "cas-areas", areas, (GDestroyNotify) g_array_unref);
  gtk_widget_set_sensitive (row, areas->len > 0 || self->n_route[slot] > 0);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (route_next_cb), self, 0);
  if (self->n_route[slot] > 0)
    {
      GtkWidget *clear = gtk_button_new_from_icon_name ("edit-clear-symbolic");
      g_autofree char *clear_name = g_strdup_printf ("rus-invasion-route-clear-%s", id);
      gtk_widget_set_name (clear, clear_name);
      gtk_widget_set_valign (clear, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (clear, "flat");
      gtk_widget_set_tooltip_text (clear, _("Clear the route"));
      g_object_set_data (G_OBJECT (clear), "cas-slot", GINT_TO_POINTER (slot));
      g_signal_connect_object (clear, "clicked", G_CALLBACK (route_clear_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), clear);
    }
  return row;
}

/* rus-inv3: the objective achieved (the route takes it): a row with a button recording
 * the controller's VP, the calculator's proposal alone [INVASION p.16; VP p.17]. */
static void
add_objective_score (CasRusTurnPage *self, AdwPreferencesGroup *group, const CasRusState *s,
                     const CasRusInvasion *in, int slot)
{
  g_autofree char *action = cas_rus_invasion_objective_action (in);
  g_autofree char *name = NULL, *button_name = NULL, *who = NULL, *subtitle = NULL;
  GtkWidget *row, *button;

  if (action == NULL)
    return;
  name = g_strdup_printf ("rus-invasion-objective-achieved-%s", cas_rus_invader_slot_id (slot));
  button_name = g_strdup_printf ("rus-invasion-objective-score-%s", cas_rus_invader_slot_id (slot));
  who = cas_rus_picker_label (s, in->controller);
  /* TRANSLATORS: "Player 2 scores 3 VP for good, the controller of the invaders" */
  subtitle = g_strdup_printf (ngettext ("%s scores %d VP for good, as the invaders' controller",
                                        "%s scores %d VP for good, as the invaders' controller", in->objective_vp),
                              who, in->objective_vp);
  row = cas_rus_row_new (_("Objective Achieved"), subtitle);
  gtk_widget_set_name (row, name);
  button = cas_rus_row_add_action (CAS_RUS_PAGE (self), row, _("_Score"), NULL, _("Record the controller's VP"), action);
  gtk_widget_set_name (button, button_name);
  adw_preferences_group_add (group, row);
}

/* The entry, the objective with its VP and the route, as rows of GROUP. */
static void
add_invasion_entries (CasRusTurnPage *self, AdwPreferencesGroup *group, const CasRusState *s, const CasRusMap *map,
                      const CasRusInvasion *in, int slot)
{
  const char *id = cas_rus_invader_slot_id (slot);
  g_autofree char *entry_name = g_strdup_printf ("rus-invasion-entry-%s", id);
  g_autofree char *objective_name = g_strdup_printf ("rus-invasion-objective-%s", id);
  GtkWidget *row;

  row = area_combo_new (s, map, entry_name, _("Entry Area"), _("The area with their entry symbol, named on the card; saved in the map file"),
                        _("Not entered"), in->entry, slot);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (entry_selected_cb), self, 0);
  adw_preferences_group_add (group, row);
  row = area_combo_new (s, map, objective_name, _("Objective"), _("An objective printed on the card, to have it checked"),
                        _("None"), self->objective[slot], slot);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (objective_selected_cb), self, 0);
  adw_preferences_group_add (group, row);
  if (self->objective[slot] >= 0)
    {
      g_autofree char *vp_name = g_strdup_printf ("rus-invasion-objective-vp-%s", id);
      static const char *const vps[] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", NULL };
      g_autoptr(GtkStringList) list = gtk_string_list_new (vps);
      row = adw_combo_row_new ();
      gtk_widget_set_name (row, vp_name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Objective VP"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("As printed on the card"));
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), (guint) CLAMP (self->objective_vp[slot] - 1, 0, 8));
      g_object_set_data (G_OBJECT (row), "cas-slot", GINT_TO_POINTER (slot));
      g_signal_connect_object (row, "notify::selected", G_CALLBACK (objective_vp_cb), self, 0);
      adw_preferences_group_add (group, row);
    }
  add_objective_score (self, group, s, in, slot);
  if (in->entry >= 0 && in->card_state != CAS_RUS_INVASION_PAST)
    adw_preferences_group_add (group, route_row_new (self, s, map, in, slot));
}

/* issue 18 (rus-invaders): an invasion activated this turn, or invaders whose pieces are
 * recorded: the calculator's lines and a button applying its proposals [INVCARD p.6;
 * INVASION p.16]; rus-invbattle: the table's entries and the route. */
static void
add_invasions (CasRusTurnPage *self, const CasRusState *s)
{
  static const char *const cites[] = { "INVASION p.16", NULL };
  CasRusPage *page = CAS_RUS_PAGE (self);
  const CasRusMap *map = cas_rus_page_map (NULL);
  g_autoptr(CasRusMap) empty = map ? NULL : cas_rus_map_new ();

  if (map == NULL)
    map = empty;
  for (int slot = 0; slot < CAS_RUS_N_INVADER_SLOTS; slot++)
    {
      int inv = CAS_RUS_VIKING_INVADERS + slot;
      g_autoptr(CasExplain) ex = NULL;
      g_autofree char *name = NULL;
      AdwPreferencesGroup *group;
      GtkWidget *header;
      CasRusInvasion in;

      if (!cas_rus_card_in_effect (s, cas_rus_invader_card (inv)) && !cas_rus_invader_in_play (s, slot))
        continue;
      ex = cas_explain_new ();
      cas_rus_invasion_route (s, map, inv, self->objective[slot] < s->n_areas ? self->objective[slot] : -1,
                              self->objective_vp[slot], FALSE, self->route[slot], self->n_route[slot], NULL, &in, ex);
      group = cas_rus_group_new (_(cas_rus_card_name (cas_rus_invader_card (inv))),
                                 _("Resolved at the end of the Campaign round; the Politics Lead runs it"));
      header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_box_append (GTK_BOX (header), cas_rules_links_new ("rus", cites));
      name = g_strdup_printf ("rus-invasion-%s", cas_rus_invader_slot_id (slot));
      /* insensitive when there is nothing to record */
      gtk_box_append (GTK_BOX (header), cas_rus_proposals_button_new (page, name, _("_Record the Invasion"), ex));
      adw_preferences_group_set_header_suffix (group, header);
      add_invasion_entries (self, group, s, map, &in, slot);
      cas_rus_explain_rows (group, ex);
      cas_rus_proposals_rows (group, ex);
      cas_rus_page_add (page, group);
    }
}

static void
turn_page_refresh (CasRusPage *page, const CasRusState *s)
{
  CasRusTurnPage *self = CAS_RUS_TURN_PAGE (page);

  add_turn (self, s);
  add_pick_order (self, s);
  add_actions (self, s);
  add_tiles (self, s);
  add_rounds (self, s);
  add_politics (self, s);
  add_invasions (self, s);
  add_black_death (self, s);
}

static void
cas_rus_turn_page_class_init (CasRusTurnPageClass *klass)
{
  CAS_RUS_PAGE_CLASS (klass)->refresh = turn_page_refresh;
}

static void
cas_rus_turn_page_init (CasRusTurnPage *self)
{
  for (int slot = 0; slot < CAS_RUS_N_INVADER_SLOTS; slot++)
    {
      self->objective[slot] = -1;
      self->objective_vp[slot] = 1;
    }
}
