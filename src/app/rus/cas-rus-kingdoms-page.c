/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-kingdoms-page.c: the table of Kingdoms and players (issue 18, page a): each
 * player's Kingdom(s) and VP with the ledger's lines [VP p.17], each Kingdom in play with
 * its status, store, areas, armies and settlements, and the end-of-turn check. Every
 * change is a Rus action through the journal. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-rules-popover.h"
#include "rus/cas-rus-dialog.h"
#include "rus/cas-rus-pages.h"

struct _CasRusKingdomsPage
{
  CasRusPage parent_instance;
  GHashTable *expanded;    /* names of the expander rows the user opened */
};

G_DEFINE_FINAL_TYPE (CasRusKingdomsPage, cas_rus_kingdoms_page, CAS_TYPE_RUS_PAGE)

static const char *const status_words[] = {
  N_("Out of play"), N_("Active"), N_("Neutral"), N_("Emerging"), N_("Conquered"), N_("Wiped out"),
};

static void
expanded_cb (AdwExpanderRow *row, GParamSpec *pspec, CasRusKingdomsPage *self)
{
  const char *name = gtk_widget_get_name (GTK_WIDGET (row));
  if (adw_expander_row_get_expanded (row))
    g_hash_table_add (self->expanded, g_strdup (name));
  else
    g_hash_table_remove (self->expanded, name);
}

/* An expander row named NAME that stays open across refreshes once opened. */
static GtkWidget *
expander_new (CasRusKingdomsPage *self, const char *name, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_expander_row_new ();
  cas_app_row_set_plain (row);
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), g_hash_table_contains (self->expanded, name));
  g_signal_connect_object (row, "notify::expanded", G_CALLBACK (expanded_cb), self, 0);
  return row;
}

static char *
kingdoms_of (const CasRusPlayer *pl)
{
  if (pl->kingdom < 0)
    return g_strdup (_("no Kingdom"));
  if (pl->kingdom2 >= 0)
    /* TRANSLATORS: the two Kingdoms of a player in the two-player game */
    return g_strdup_printf (_("%s and %s"), _(cas_rus_kingdom_name (pl->kingdom)), _(cas_rus_kingdom_name (pl->kingdom2)));
  return g_strdup (_(cas_rus_kingdom_name (pl->kingdom)));
}

/* The rows that change a player: seat, Kingdom(s), the +1VP markers and switches, and
 * the Kingdom switch [SWITCH p.5; VP p.17]. */
static void
add_player_rows (CasRusKingdomsPage *self, AdwExpanderRow *expander, const CasRusState *s, int p)
{
  static const struct {
    const char *id, *title, *subtitle;
    int max;
  } markers[] = {
    { "submissions", N_("Submissions"), N_("+1VP markers for Kingdoms that submitted"), 99 },
    { "objectives", N_("Invasion objectives"), N_("VP from the objectives met"), 99 },
    { "occupation", N_("Occupation of Europe"), N_("The Golden Horde's VP"), 1 },
    { "switches", N_("Kingdom switches"), N_("−1 VP each"), 99 },
  };
  CasRusPage *page = CAS_RUS_PAGE (self);
  const CasRusPlayer *pl = &s->players[p];
  const int *values[] = { &pl->submissions, &pl->objective_vp, &pl->occupation_vp, &pl->switches };
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *name = NULL;

  /* Seat: the player who sits there takes this player's seat. */
  for (int seat = 0; seat < s->n_players; seat++)
    {
      int other = -1;
      for (int q = 0; q < s->n_players; q++)
        if (q != p && s->players[q].seat == seat)
          other = q;
      g_ptr_array_add (labels, g_strdup_printf ("%d", seat + 1));
      if (other >= 0)
        g_ptr_array_add (actions, g_strdup_printf ("seat %d %d\nseat %d %d", p + 1, seat + 1, other + 1, pl->seat + 1));
      else
        g_ptr_array_add (actions, g_strdup_printf ("seat %d %d", p + 1, seat + 1));
    }
  g_ptr_array_add (labels, NULL);
  g_ptr_array_add (actions, NULL);
  name = g_strdup_printf ("seat-%d", p + 1);
  adw_expander_row_add_row (expander, cas_rus_choice_row_new (page, name, _("Seat"), _("Clockwise round the table"),
                                                              (const char *const *) labels->pdata,
                                                              (const char *const *) actions->pdata,
                                                              (guint) CLAMP (pl->seat, 0, s->n_players - 1)));
  /* Kingdom (two-player game: and the second one) [TWOP p.19]. */
  for (int second = 0; second < (s->n_players == 2 ? 2 : 1); second++)
    {
      int now = second ? pl->kingdom2 : pl->kingdom;
      g_ptr_array_set_size (labels, 0);
      g_ptr_array_set_size (actions, 0);
      g_ptr_array_add (labels, g_strdup (_("No Kingdom")));
      g_ptr_array_add (actions, g_strdup_printf ("plays %d none%s", p + 1, second ? " second" : ""));
      for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
        {
          g_ptr_array_add (labels, g_strdup (_(cas_rus_kingdom_name (k))));
          g_ptr_array_add (actions, g_strdup_printf ("plays %d %s%s", p + 1, cas_rus_kingdom_id (k), second ? " second" : ""));
        }
      g_ptr_array_add (labels, NULL);
      g_ptr_array_add (actions, NULL);
      g_free (name);
      name = g_strdup_printf ("%s-%d", second ? "kingdom2" : "kingdom", p + 1);
      adw_expander_row_add_row (expander,
                                cas_rus_choice_row_new (page, name, second ? _("Second Kingdom") : _("Kingdom"),
                                                        _("Its former Kingdom is left without a player"),
                                                        (const char *const *) labels->pdata,
                                                        (const char *const *) actions->pdata, (guint) (now + 1)));
    }
  for (guint i = 0; i < G_N_ELEMENTS (markers); i++)
    {
      g_autofree char *stem = g_strdup_printf ("vp %d %s", p + 1, markers[i].id);
      GtkWidget *row = cas_rus_count_row_new (page, _(markers[i].title), _(markers[i].subtitle), *values[i], markers[i].max,
                                              stem, NULL);
      g_autofree char *row_name = g_strdup_printf ("%s-%d", markers[i].id, p + 1);
      gtk_widget_set_name (row, row_name);
      adw_expander_row_add_row (expander, row);
    }
  if (s->n_players > 2)
    {
      g_free (name);
      name = g_strdup_printf ("switch-%d", p + 1);
      adw_expander_row_add_row (expander, cas_rus_open_row_new (page, name, _("Switch Kingdom"),
                                                                _("The numbers of a switch, and the actions that record it"),
                                                                _("_Switch…"), cas_rus_switch_dialog_open,
                                                                GINT_TO_POINTER (p)));
    }
}

/* Players: their number, then each one's seat, Kingdom(s), VP, the ledger behind the VP
 * [VP p.17]. */
static void
add_players (CasRusKingdomsPage *self, const CasRusState *s)
{
  static const char *const counts[] = { "2", "3", "4", "5", NULL };
  static const char *const count_actions[] = { "players 2", "players 3", "players 4", "players 5", NULL };
  AdwPreferencesGroup *group = cas_rus_group_new (_("Players"), _("Victory Points now; open a player to change their seat, Kingdom and markers, or for the ledger"));

  adw_preferences_group_add (group, cas_rus_choice_row_new (CAS_RUS_PAGE (self), "rus-player-count", _("Number of players"),
                                                            _("Players who leave lose their Kingdoms"), counts, count_actions,
                                                            (guint) (s->n_players - CAS_RUS_MIN_PLAYERS)));
  for (int p = 0; p < s->n_players; p++)
    {
      const CasRusPlayer *pl = &s->players[p];
      g_autoptr(CasExplain) ex = cas_explain_new ();
      int vp = cas_rus_player_vp_map (s, cas_rus_page_map (NULL), p, FALSE, ex);
      g_autofree char *name = g_strdup_printf ("player-%d", p + 1);
      g_autofree char *kingdoms = kingdoms_of (pl);
      g_autofree char *title = g_strdup_printf (_("Player %d · %s"), p + 1, kingdoms);
      g_autofree char *seat = g_strdup_printf (_("Seat %d clockwise"), pl->seat + 1);
      g_autofree char *vp_text = g_strdup_printf (_("%d VP"), vp);
      GtkWidget *row = expander_new (self, name, title, seat);

      cas_rus_row_add_value (row, vp_text);
      add_player_rows (self, ADW_EXPANDER_ROW (row), s, p);
      cas_rus_explain_expander_rows (ADW_EXPANDER_ROW (row), ex);
      adw_preferences_group_add (group, row);
    }
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

/* The players' choice of starting Kingdoms [SETUP p.2]: the action `kingdoms` sets the
 * table up again for it, so the page offers it only before the first pick. A Kingdom
 * another player has goes to them in exchange. */
static void
start_selected_cb (AdwComboRow *row, GParamSpec *pspec, CasRusKingdomsPage *self)
{
  const CasRusState *s = cas_rus_page_get_state (CAS_RUS_PAGE (self));
  int player = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-player"));
  int chosen = (int) adw_combo_row_get_selected (row);
  int kingdoms[CAS_RUS_MAX_PLAYERS];
  g_autoptr(GString) text = g_string_new ("kingdoms");

  if (s == NULL || chosen < 0 || chosen >= CAS_RUS_N_STARTING)
    return;
  for (int p = 0; p < s->n_players; p++)
    kingdoms[p] = s->players[p].kingdom;
  for (int p = 0; p < s->n_players; p++)
    if (p != player && kingdoms[p] == chosen)
      kingdoms[p] = kingdoms[player];
  kingdoms[player] = chosen;
  for (int p = 0; p < s->n_players; p++)
    g_string_append_printf (text, " %s", kingdoms[p] >= 0 ? cas_rus_kingdom_id (kingdoms[p]) : "none");
  cas_rus_page_do (CAS_RUS_PAGE (self), "%s", text->str);
}

static void
add_starting (CasRusKingdomsPage *self, const CasRusState *s)
{
  static const char *const setup[] = { "SETUP p.2", NULL };
  AdwPreferencesGroup *group;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  if (s->n_players == 2 || s->turn != 1 || s->round != 0)
    return;
  for (int a = 0; a < CAS_RUS_N_ACTIONS; a++)
    if (s->track.picker[a] >= 0)
      return;
  group = cas_rus_group_new (_("Starting Kingdoms"),
                             _("Before the first pick: the table is set up again for the Kingdoms chosen"));
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", setup));
  for (int k = 0; k < CAS_RUS_N_STARTING; k++)
    gtk_string_list_append (names, _(cas_rus_kingdom_name (k)));
  for (int p = 0; p < s->n_players; p++)
    {
      GtkWidget *row = adw_combo_row_new ();
      g_autofree char *title = g_strdup_printf (_("Player %d"), p + 1);
      g_autofree char *name = g_strdup_printf ("start-%d", p + 1);
      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
      if (s->players[p].kingdom >= 0 && s->players[p].kingdom < CAS_RUS_N_STARTING)
        adw_combo_row_set_selected (ADW_COMBO_ROW (row), (guint) s->players[p].kingdom);
      g_object_set_data (G_OBJECT (row), "cas-player", GINT_TO_POINTER (p));
      g_signal_connect_object (row, "notify::selected", G_CALLBACK (start_selected_cb), self, 0);
      adw_preferences_group_add (group, row);
    }
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

static void
settlement_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, CasRusKingdomsPage *self)
{
  g_autofree char *area = cas_rus_area_id (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dropdown), "cas-area")));
  cas_rus_page_do (CAS_RUS_PAGE (self), "settlement %s %s", area,
                   cas_rus_settlement_id ((int) gtk_drop_down_get_selected (dropdown)));
}

/* The settlement of AREA, a menu [BUILD p.11]. */
static GtkWidget *
settlement_dropdown_new (CasRusKingdomsPage *self, int area, int settlement)
{
  const char *names[] = { _("No settlement"), _("Town"), _("City"), _("Fortress"), NULL };
  GtkWidget *dropdown = gtk_drop_down_new_from_strings (names);

  gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (dropdown, "flat");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), (guint) CLAMP (settlement, 0, CAS_RUS_FORTRESS));
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Settlement"), -1);
  g_object_set_data (G_OBJECT (dropdown), "cas-area", GINT_TO_POINTER (area));
  g_signal_connect_object (dropdown, "notify::selected", G_CALLBACK (settlement_selected_cb), self, 0);
  return dropdown;
}

static void
status_selected_cb (AdwComboRow *row, GParamSpec *pspec, CasRusKingdomsPage *self)
{
  int k = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-kingdom"));
  cas_rus_page_do (CAS_RUS_PAGE (self), "status %s %s", cas_rus_kingdom_id (k),
                   cas_rus_status_id ((int) adw_combo_row_get_selected (row)));
}

static GtkWidget *
status_row_new (CasRusKingdomsPage *self, int k, int status)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (status_words); i++)
    gtk_string_list_append (list, _(status_words[i]));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Status"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), (guint) status);
  g_object_set_data (G_OBJECT (row), "cas-kingdom", GINT_TO_POINTER (k));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (status_selected_cb), self, 0);
  return row;
}

/* "3 areas · 5 armies · 1 Town" */
static char *
holdings_words (const CasRusTally *t)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d area", "%d areas", (gulong) t->areas), t->areas);
  g_string_append (out, " · ");
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d army", "%d armies", (gulong) t->armies), t->armies);
  if (t->towns)
    {
      g_string_append (out, " · ");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d Town", "%d Towns", (gulong) t->towns), t->towns);
    }
  if (t->cities)
    {
      g_string_append (out, " · ");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d City", "%d Cities", (gulong) t->cities), t->cities);
    }
  if (t->fortresses)
    {
      g_string_append (out, " · ");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d Fortress", "%d Fortresses", (gulong) t->fortresses),
                              t->fortresses);
    }
  return g_string_free (out, FALSE);
}

/* The rows that open a Kingdom's diplomacy and its Culture & Technology, each with what
 * is entered now. */
static void
add_kingdom_links (CasRusKingdomsPage *self, AdwExpanderRow *expander, const CasRusState *s, int k)
{
  const CasRusKingdom *kd = &s->kingdoms[k];
  g_autoptr(GString) diplo = g_string_new (NULL);
  g_autoptr(GString) ct = g_string_new (NULL);
  g_autofree char *name = g_strdup_printf ("diplomacy-%s", cas_rus_kingdom_id (k));
  CasRusDiplomacy d;

  cas_rus_diplomacy (s, k, &d, NULL);
  if (d.ruler >= 0)
    g_string_append_printf (diplo, _("Vassal of the %s"), _(cas_rus_kingdom_name (d.ruler)));
  else
    g_string_append (diplo, _("No Ruler"));
  if (d.n_vassals)
    {
      g_string_append (diplo, " · ");
      g_string_append_printf (diplo, g_dngettext (GETTEXT_PACKAGE, "%d Vassal", "%d Vassals", (gulong) d.n_vassals),
                              d.n_vassals);
    }
  g_string_append (diplo, " · ");
  g_string_append_printf (diplo, g_dngettext (GETTEXT_PACKAGE, "%d ally", "%d allies", (gulong) d.n_allies), d.n_allies);
  g_string_append (diplo, " · ");
  g_string_append_printf (diplo, g_dngettext (GETTEXT_PACKAGE, "%d Envoy", "%d Envoys", (gulong) d.n_envoys), d.n_envoys);
  if (kd->influenced_by >= 0)
    {
      g_string_append (diplo, " · ");
      g_string_append_printf (diplo, _("Influenced by player %d"), kd->influenced_by + 1);
    }
  adw_expander_row_add_row (expander, cas_rus_open_row_new (CAS_RUS_PAGE (self), name, _("Diplomacy"), diplo->str,
                                                            _("_Change…"), cas_rus_diplomacy_dialog_open,
                                                            GINT_TO_POINTER (k)));
  for (int a = 0; a < CAS_RUS_N_ABILITIES; a++)
    {
      gboolean held = a < CAS_RUS_N_ABILITY_CELLS ? kd->abilities[a] > 0
                      : a == CAS_RUS_METALLURGY   ? kd->metallurgy_turn > 0
                      : a == CAS_RUS_CAVALRY      ? kd->cavalry
                                                  : kd->warehouse;
      if (held)
        g_string_append_printf (ct, "%s%s", ct->len ? ", " : "", _(cas_rus_ability_name (a)));
    }
  if (ct->len == 0)
    g_string_append (ct, _("No ability entered"));
  g_free (name);
  name = g_strdup_printf ("ct-%s", cas_rus_kingdom_id (k));
  adw_expander_row_add_row (expander, cas_rus_open_row_new (CAS_RUS_PAGE (self), name, _("Culture & Technology"), ct->str,
                                                            _("_Change…"), cas_rus_ct_dialog_open, GINT_TO_POINTER (k)));
}

static void
add_area_clicked_cb (GtkButton *button, CasRusKingdomsPage *self)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (button), "cas-row");
  const int *areas = g_object_get_data (G_OBJECT (row), "cas-areas");
  int n = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-n"));
  int k = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-kingdom"));
  guint i = adw_combo_row_get_selected (row);
  g_autofree char *area = NULL;

  if (i >= (guint) n)
    return;
  area = cas_rus_area_id (areas[i]);
  cas_rus_page_do (CAS_RUS_PAGE (self), "armies %s %s +1", area, cas_rus_kingdom_id (k));
}

/* An army into an area that is not the Kingdom's land yet (a Campaign's move, a
 * rebellion's new land): the area becomes its land [CAMPAIGN p.13]. */
static void
add_area_row (CasRusKingdomsPage *self, AdwExpanderRow *expander, const CasRusState *s, int k, const CasRusMap *map)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Add"));
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  int *areas = g_new0 (int, CAS_RUS_MAX_AREAS);
  int n = 0;
  g_autofree char *name = g_strdup_printf ("add-area-%s", cas_rus_kingdom_id (k));

  for (int a = 0; a < s->n_areas; a++)
    if (s->areas[a].owner != k)
      {
        g_autofree char *label = cas_rus_area_label (a, map);
        g_autofree char *text = s->areas[a].owner >= 0 && s->areas[a].armies > 0
          /* TRANSLATORS: an area in the "Army into another area" menu, held by another Kingdom */
          ? g_strdup_printf (_("%s (%s)"), label, _(cas_rus_kingdom_name (s->areas[a].owner)))
          : g_strdup (label);
        gtk_string_list_append (names, text);
        areas[n++] = a;
      }
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("An army into another area"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The area becomes its land; a battle is on the Battle page"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  g_object_set_data_full (G_OBJECT (row), "cas-areas", areas, g_free);
  g_object_set_data (G_OBJECT (row), "cas-n", GINT_TO_POINTER (n));
  g_object_set_data (G_OBJECT (row), "cas-kingdom", GINT_TO_POINTER (k));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_name (button, "add-area");
  gtk_widget_set_sensitive (button, n > 0);
  g_object_set_data (G_OBJECT (button), "cas-row", row);
  g_signal_connect_object (button, "clicked", G_CALLBACK (add_area_clicked_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_expander_row_add_row (expander, row);
}

static void
add_kingdom (CasRusKingdomsPage *self, AdwPreferencesGroup *group, const CasRusState *s, int k, const CasRusMap *map)
{
  const CasRusKingdom *kd = &s->kingdoms[k];
  const char *id = cas_rus_kingdom_id (k);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  CasRusTally tally;
  int vp = cas_rus_kingdom_vp (s, k, &tally, ex);
  cas_rus_border_link (s, map, k, ex);   /* the board's marks (issue 18) [VP p.17] */
  int player = cas_rus_kingdom_player (s, k);
  g_autofree char *name = g_strdup_printf ("kingdom-%s", id);
  g_autofree char *holdings = holdings_words (&tally);
  g_autofree char *who = player >= 0 ? g_strdup_printf (_("Player %d"), player + 1) : g_strdup (_(status_words[kd->status]));
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", who, holdings);
  g_autofree char *vp_text = g_strdup_printf (_("%d VP"), vp);
  GtkWidget *row = expander_new (self, name, _(cas_rus_kingdom_name (k)), subtitle);

  cas_rus_row_add_value (row, vp_text);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), status_row_new (self, k, kd->status));
  add_kingdom_links (self, ADW_EXPANDER_ROW (row), s, k);
  cas_rus_explain_expander_rows (ADW_EXPANDER_ROW (row), ex);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    {
      g_autofree char *stem = g_strdup_printf ("resource %s %s", id, cas_rus_resource_id (r));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                                cas_rus_count_row_new (CAS_RUS_PAGE (self), _(cas_rus_resource_name (r)),
                                               r < CAS_RUS_N_BASICS ? _("Basic resource") : _("Commodity"),
                                               kd->resources[r], 99, stem, NULL));
    }
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      g_autofree char *area_id = NULL;
      g_autofree char *label = NULL;
      g_autofree char *stem = NULL;
      if (ar->owner != k)
        continue;
      area_id = cas_rus_area_id (a);
      label = cas_rus_area_label (a, map);
      stem = g_strdup_printf ("armies %s %s", area_id, id);
      /* TRANSLATORS: an area's row on the Kingdoms page: its settlement (a menu), then
       * the count of its armies */
      GtkWidget *area_row = cas_rus_count_row_new (CAS_RUS_PAGE (self), label, _("Settlement and armies"), ar->armies, 80, stem,
                                           settlement_dropdown_new (self, a, ar->settlement));
      gtk_widget_set_name (area_row, area_id);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), area_row);
    }
  add_area_row (self, ADW_EXPANDER_ROW (row), s, k, map);
  adw_preferences_group_add (group, row);
}

/* rus-app2: "10 armies on their card · 6 on the map · 1 area conquered · run by player 2",
 * or "Not in play" (their Vassals have rows of their own). */
static char *
invader_words (const CasRusState *s, int slot)
{
  const CasRusInvaderPieces *inv = &s->invaders[slot];
  int on_map = cas_rus_invader_armies_on_map (s, slot), held = 0;
  GString *out = g_string_new (NULL);

  if (!cas_rus_invader_in_play (s, slot))
    {
      g_string_append (out, _("Not in play"));
      return g_string_free (out, FALSE);
    }
  for (int a = 0; a < s->n_areas; a++)
    held += inv->held[a] != 0;
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d army on their card", "%d armies on their card",
                                            (gulong) inv->waiting),
                          inv->waiting);
  g_string_append (out, " · ");
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d on the map", "%d on the map", (gulong) on_map), on_map);
  if (held)
    {
      g_string_append (out, " · ");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d area conquered", "%d areas conquered", (gulong) held),
                              held);
    }
  g_string_append (out, " · ");
  if (inv->controller >= 0)
    g_string_append_printf (out, _("run by player %d"), inv->controller + 1);
  else
    g_string_append (out, _("run by nobody"));
  return g_string_free (out, FALSE);
}

/* issue 18 (rus-invaders): the Vikings' and Teutons' pieces the state records, beside the
 * Kingdoms' armies: their armies on the card and in each area, − and + [INVCARD p.6;
 * INVASION p.16]; rus-app2: a row per invader opening its editor (the invasion turn, a move,
 * the areas they conquered, their Vassals), shown before their card comes up too. */
static void
add_invaders (CasRusKingdomsPage *self, const CasRusState *s, const CasRusMap *map)
{
  AdwPreferencesGroup *group = cas_rus_group_new (_("Foreign Invaders"),
                                                  _("Their armies, a Neutral sub-Kingdom in the areas they conquered"));

  for (int i = 0; i < CAS_RUS_N_INVADER_SLOTS; i++)
    {
      const CasRusInvaderPieces *inv = &s->invaders[i];
      const char *id = cas_rus_invader_slot_id (i);
      const char *title = cas_rus_invader_name (i);
      g_autofree char *stem = g_strdup_printf ("invader %s waiting", id);
      g_autofree char *name = g_strdup_printf ("invaders-%s", id);
      g_autofree char *words = invader_words (s, i);
      g_autofree char *edit = g_strdup_printf ("invaders-%s-edit", id);
      GtkWidget *row;

      adw_preferences_group_add (group, cas_rus_open_row_new (CAS_RUS_PAGE (self), edit, title, words, _("_Change…"),
                                                              cas_rus_invader_dialog_open, GINT_TO_POINTER (i)));
      if (!cas_rus_invader_in_play (s, i))
        continue;
      /* TRANSLATORS: the invaders' armies waiting on their Politics card beside the board:
       * "Vikings · Their card" */
      g_autofree char *card_title = g_strdup_printf (_("%s · %s"), title, _("Their card"));
      row = cas_rus_count_row_new (CAS_RUS_PAGE (self), card_title, _("Armies beside the board"), inv->waiting,
                                   CAS_RUS_INVADER_MAX_ARMIES, stem, NULL);
      gtk_widget_set_name (row, name);
      adw_preferences_group_add (group, row);
      for (int a = 0; a < s->n_areas; a++)
        {
          g_autofree char *area_id = NULL;
          g_autofree char *label = NULL;
          g_autofree char *area_stem = NULL;
          g_autofree char *area_name = NULL;
          g_autofree char *area_title = NULL;
          if (inv->armies[a] <= 0 && !inv->held[a])
            continue;
          area_id = cas_rus_area_id (a);
          label = cas_rus_area_label (a, map);
          area_stem = g_strdup_printf ("invader %s armies %s", id, area_id);
          area_name = g_strdup_printf ("invaders-%s-%s", id, area_id);
          /* TRANSLATORS: "Vikings · Kola" */
          area_title = g_strdup_printf (_("%s · %s"), title, label);
          row = cas_rus_count_row_new (CAS_RUS_PAGE (self), area_title, inv->held[a] ? _("Conquered by them") : _("Not conquered"),
                                       inv->armies[a], CAS_RUS_INVADER_MAX_ARMIES, area_stem, NULL);
          gtk_widget_set_name (row, area_name);
          adw_preferences_group_add (group, row);
        }
      for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
        if (inv->vassals[k])
          {
            g_autofree char *vassal = g_strdup_printf (_("%s is their Vassal"), _(cas_rus_kingdom_name (k)));
            adw_preferences_group_add (group, cas_rus_row_new (title, vassal));
          }
    }
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

static void
kingdoms_page_refresh (CasRusPage *page, const CasRusState *s)
{
  CasRusKingdomsPage *self = CAS_RUS_KINGDOMS_PAGE (page);
  const CasRusMap *map = cas_rus_page_map (NULL);
  AdwPreferencesGroup *group;
  AdwPreferencesGroup *end_group;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(GString) waiting = g_string_new (NULL);
  CasRusEnd end;

  add_starting (self, s);
  add_players (self, s);

  group = cas_rus_group_new (_("Kingdoms"), _("Status, store, areas and armies; open a Kingdom to change them"));
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    if (s->kingdoms[k].status != CAS_RUS_OUT_OF_PLAY)
      add_kingdom (self, group, s, k, map);
    else
      g_string_append_printf (waiting, "%s%s", waiting->len ? ", " : "", _(cas_rus_kingdom_name (k)));
  if (waiting->len)
    {
      /* TRANSLATORS: the Emerging Kingdoms whose Politics card has not come up [POLITICS p.5] */
      GtkWidget *row = cas_rus_row_new (_("Not in play yet"), waiting->str);
      gtk_widget_set_name (row, "kingdoms-waiting");
      adw_preferences_group_add (group, row);
    }
  cas_rus_page_add (page, group);
  add_invaders (self, s, map);

  cas_rus_end_check (s, &end, ex);
  end_group = cas_rus_group_new (_("End of the Turn"), end.game_over ? _("The game is over") : _("The game goes on"));
  cas_rus_explain_rows (end_group, ex);
  cas_rus_page_add (page, end_group);
}

static void
cas_rus_kingdoms_page_finalize (GObject *object)
{
  g_hash_table_unref (CAS_RUS_KINGDOMS_PAGE (object)->expanded);
  G_OBJECT_CLASS (cas_rus_kingdoms_page_parent_class)->finalize (object);
}

static void
cas_rus_kingdoms_page_class_init (CasRusKingdomsPageClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cas_rus_kingdoms_page_finalize;
  CAS_RUS_PAGE_CLASS (klass)->refresh = kingdoms_page_refresh;
}

static void
cas_rus_kingdoms_page_init (CasRusKingdomsPage *self)
{
  self->expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}
