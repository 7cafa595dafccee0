/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-kingdoms-page.c: the table of Kingdoms and players (issue 18, page a): each
 * player's Kingdom(s) and VP with the ledger's lines [VP p.17], each Kingdom in play with
 * its status, store, areas, armies and settlements, and the end-of-turn check. Every
 * change is a Rus action through the journal. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-rules-popover.h"
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

/* Players: seat, Kingdom(s), VP, the ledger behind the VP [VP p.17]. */
static void
add_players (CasRusKingdomsPage *self, const CasRusState *s)
{
  AdwPreferencesGroup *group = cas_rus_group_new (_("Players"), _("Victory Points now; open a player for the ledger"));

  for (int p = 0; p < s->n_players; p++)
    {
      const CasRusPlayer *pl = &s->players[p];
      g_autoptr(CasExplain) ex = cas_explain_new ();
      int vp = cas_rus_player_vp (s, p, FALSE, ex);
      g_autofree char *name = g_strdup_printf ("player-%d", p + 1);
      g_autofree char *kingdoms = kingdoms_of (pl);
      g_autofree char *title = g_strdup_printf (_("Player %d · %s"), p + 1, kingdoms);
      g_autofree char *seat = g_strdup_printf (_("Seat %d clockwise"), pl->seat + 1);
      g_autofree char *vp_text = g_strdup_printf (_("%d VP"), vp);
      GtkWidget *row = expander_new (self, name, title, seat);

      cas_rus_row_add_value (row, vp_text);
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

/* A count with a − and a + button that record ACTION_STEM -1 / +1, after FIRST (a widget,
 * or NULL). */
static GtkWidget *
count_row_new (CasRusKingdomsPage *self, const char *title, const char *subtitle, int value, int max,
               const char *action_stem, GtkWidget *first)
{
  GtkWidget *row = cas_rus_row_new (title, subtitle);
  g_autofree char *text = g_strdup_printf ("%d", value);
  g_autofree char *minus = g_strdup_printf ("%s -1", action_stem);
  g_autofree char *plus = g_strdup_printf ("%s +1", action_stem);
  GtkWidget *less, *more, *label;

  if (first)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), first);
  label = cas_rus_row_add_value (row, text);
  gtk_widget_set_size_request (label, 28, -1);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  less = cas_rus_row_add_action (CAS_RUS_PAGE (self), row, NULL, "list-remove-symbolic", _("One fewer"), minus);
  more = cas_rus_row_add_action (CAS_RUS_PAGE (self), row, NULL, "list-add-symbolic", _("One more"), plus);
  gtk_widget_set_sensitive (less, value > 0);
  gtk_widget_set_sensitive (more, value < max);
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

static void
add_kingdom (CasRusKingdomsPage *self, AdwPreferencesGroup *group, const CasRusState *s, int k, const CasRusMap *map)
{
  const CasRusKingdom *kd = &s->kingdoms[k];
  const char *id = cas_rus_kingdom_id (k);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  CasRusTally tally;
  int vp = cas_rus_kingdom_vp (s, k, &tally, ex);
  int player = cas_rus_kingdom_player (s, k);
  g_autofree char *name = g_strdup_printf ("kingdom-%s", id);
  g_autofree char *holdings = holdings_words (&tally);
  g_autofree char *who = player >= 0 ? g_strdup_printf (_("Player %d"), player + 1) : g_strdup (_(status_words[kd->status]));
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", who, holdings);
  g_autofree char *vp_text = g_strdup_printf (_("%d VP"), vp);
  GtkWidget *row = expander_new (self, name, _(cas_rus_kingdom_name (k)), subtitle);

  cas_rus_row_add_value (row, vp_text);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), status_row_new (self, k, kd->status));
  cas_rus_explain_expander_rows (ADW_EXPANDER_ROW (row), ex);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    {
      g_autofree char *stem = g_strdup_printf ("resource %s %s", id, cas_rus_resource_id (r));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                                count_row_new (self, _(cas_rus_resource_name (r)),
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
      GtkWidget *area_row = count_row_new (self, label, _("Settlement and armies"), ar->armies, 80, stem,
                                           settlement_dropdown_new (self, a, ar->settlement));
      gtk_widget_set_name (area_row, area_id);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), area_row);
    }
  adw_preferences_group_add (group, row);
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
