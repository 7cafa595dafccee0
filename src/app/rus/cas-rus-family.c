/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-family.c: what the window, the Log and the scenario picker say of a game of Rus
 * (CasFamilyUi, cas-page.h; issue 18): its set-up in words (a variant and a player
 * count), the autosave in a line, the Markdown export's sections, and the picker's form
 * for a new game (players 2-5, variant standard / long / learning). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "rus/cas-rus-page.h"

static const char *const variant_titles[] = { N_("Standard game"), N_("Long game"), N_("Learning game") };
static const char *const variant_notes[] = {
  /* TRANSLATORS: the Rus variants, as the picker describes them [SETUP p.2; LONG p.19; LEARN p.18] */
  N_("Six Politics cards, the Black Death among them"),
  N_("Nine Politics cards, the Black Death among the last four"),
  N_("Muscovy and three events, then the Black Death"),
};

/* "Standard game, 3 players" */
static char *
setup_words (int variant, int players)
{
  g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players", (gulong) players),
                                            players);
  /* TRANSLATORS: a game of Rus: "Standard game, 3 players" */
  return g_strdup_printf (_("%s, %s"), _(variant_titles[CLAMP (variant, 0, 2)]), count);
}

static const CasRusState *
state_of (CasJournal *journal)
{
  return cas_rus_table_state (cas_journal_get_table (journal));
}

static char *
rus_title (CasJournal *journal)
{
  const CasRusState *s = state_of (journal);
  return setup_words (s->variant, s->n_players);
}

static char *
rus_file_stem (CasJournal *journal)
{
  return g_strdup (cas_journal_get_scenario_id (journal));
}

/* "Turn 2, Harvest" or "Turn 1, choosing actions" */
static char *
where_words (const CasRusState *s)
{
  if (s->round == 0)
    return g_strdup_printf (_("Turn %d, choosing actions"), s->turn);
  /* TRANSLATORS: the turn and the action being played: "Turn 2, Harvest" */
  return g_strdup_printf (_("Turn %d, %s"), s->turn, cas_rus_action_name (s->round - 1));
}

static char *
rus_summary (CasJournal *journal)
{
  const CasRusState *s = state_of (journal);
  g_autofree char *setup = setup_words (s->variant, s->n_players);
  g_autofree char *where = where_words (s);
  guint n = cas_journal_get_n_done (journal);
  g_autofree char *actions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u action", "%u actions", n), n);

  /* TRANSLATORS: the autosaved game of Rus: "Rus: Standard game, 3 players, Turn 2, Harvest · 5 actions" */
  return g_strdup_printf (_("Rus: %s, %s · %s"), setup, where, actions);
}

static void
rus_markdown_title (CasJournal *journal, GString *out)
{
  g_autofree char *setup = rus_title (journal);
  cas_app_markdown_append (out, cas_game_base_get_name (cas_journal_get_base (journal)));
  g_string_append (out, ": ");
  cas_app_markdown_append (out, setup);
}

static void
rus_markdown_scenario (CasJournal *journal, GString *out)
{
  const CasRusState *s = state_of (journal);
  g_autofree char *where = where_words (s);

  for (int p = 0; p < s->n_players; p++)
    {
      const CasRusPlayer *pl = &s->players[p];
      g_autofree char *line = NULL;
      if (pl->kingdom2 >= 0)
        line = g_strdup_printf (_("Player %d: %s and %s"), p + 1, cas_rus_kingdom_name (pl->kingdom),
                                cas_rus_kingdom_name (pl->kingdom2));
      else
        line = g_strdup_printf (_("Player %d: %s"), p + 1,
                                pl->kingdom >= 0 ? cas_rus_kingdom_name (pl->kingdom) : _("no Kingdom"));
      g_string_append (out, "- ");
      cas_app_markdown_append (out, line);
      g_string_append (out, "\n");
    }
  g_string_append (out, "\n");
  cas_app_markdown_append (out, where);
  g_string_append (out, ".\n\n");
}

/* Each player's VP and the end-of-turn check [VP p.17]. */
static void
rus_markdown_end (CasJournal *journal, GString *out)
{
  const CasRusState *s = state_of (journal);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  CasRusEnd end;

  g_string_append (out, "\n## ");
  g_string_append (out, _("Victory Points"));
  g_string_append (out, "\n\n");
  for (int p = 0; p < s->n_players; p++)
    {
      g_autofree char *who = g_strdup_printf (_("Player %d"), p + 1);
      g_string_append_printf (out, "- **%s: %d VP**\n", who, cas_rus_player_vp (s, p, FALSE, NULL));
    }
  g_string_append (out, "\n");
  cas_rus_end_check (s, &end, ex);
  cas_app_markdown_explain (out, ex);
}

/* The picker's form: a variant, a player count, and the row that sets the game up. The
 * start row carries the set-up's scenario (CAS_PICKER_ROW_SCENARIO), kept in step with
 * the two choices. */
static void
update_start_row (GtkWidget *start)
{
  CasGameBase *game = g_object_get_data (G_OBJECT (start), "cas-game");
  AdwComboRow *variant = g_object_get_data (G_OBJECT (start), "cas-variant");
  AdwComboRow *players = g_object_get_data (G_OBJECT (start), "cas-players");
  int v = (int) adw_combo_row_get_selected (variant);
  int n = CAS_RUS_MIN_PLAYERS + (int) adw_combo_row_get_selected (players);
  g_autofree char *id = cas_rus_setup_id (cas_rus_variant_id (v), n);
  int scenario = id ? cas_game_base_find_scenario (game, id) : -1;
  g_autofree char *words = setup_words (v, n);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (start), words);
  g_object_set_data (G_OBJECT (start), CAS_PICKER_ROW_SCENARIO, GINT_TO_POINTER (scenario + 1));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (start), scenario >= 0);
}

static GtkWidget *
combo_row_new (const char *name, const char *title, const char *const *items, guint n_items, guint selected)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n_items; i++)
    gtk_string_list_append (list, items[i]);
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  return row;
}

static void
variant_selected_cb (AdwComboRow *variant, GParamSpec *pspec, GtkWidget *start)
{
  adw_action_row_set_subtitle (ADW_ACTION_ROW (variant), _(variant_notes[adw_combo_row_get_selected (variant)]));
  update_start_row (start);
}

static void
rus_new_game_rows (CasGameBase *game, GtkListBox *list)
{
  const char *variants[G_N_ELEMENTS (variant_titles)];
  const char *counts[CAS_RUS_MAX_PLAYERS - CAS_RUS_MIN_PLAYERS + 1] = { "2", "3", "4", "5" };
  GtkWidget *variant, *players, *start;

  for (guint i = 0; i < G_N_ELEMENTS (variant_titles); i++)
    variants[i] = _(variant_titles[i]);
  variant = combo_row_new ("rus-variant", _("Variant"), variants, G_N_ELEMENTS (variants), CAS_RUS_STANDARD);
  players = combo_row_new ("rus-players", _("Players"), counts, G_N_ELEMENTS (counts), 3 - CAS_RUS_MIN_PLAYERS);
  start = adw_action_row_new ();
  cas_app_row_set_plain (start);
  gtk_widget_set_name (start, "rus-start");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (start), _("Start a New Game"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (start), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (start), "cas-game", g_object_ref (game), g_object_unref);
  g_object_set_data (G_OBJECT (start), "cas-variant", variant);
  g_object_set_data (G_OBJECT (start), "cas-players", players);
  g_signal_connect_object (variant, "notify::selected", G_CALLBACK (variant_selected_cb), start, 0);
  g_signal_connect_object (players, "notify::selected", G_CALLBACK (update_start_row), start, G_CONNECT_SWAPPED);
  gtk_list_box_append (list, variant);
  gtk_list_box_append (list, players);
  gtk_list_box_append (list, start);
  variant_selected_cb (ADW_COMBO_ROW (variant), NULL, start);
}

const CasFamilyUi cas_rus_family_ui = {
  .title = rus_title,
  .file_stem = rus_file_stem,
  .summary = rus_summary,
  .markdown_title = rus_markdown_title,
  .markdown_scenario = rus_markdown_scenario,
  .markdown_end = rus_markdown_end,
  .new_game_rows = rus_new_game_rows,
};
