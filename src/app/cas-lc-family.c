/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-lc-family.c: what the window, the Log and the scenario picker say of a Levy &
 * Campaign game (CasFamilyUi, cas-page.h): its scenario by name, the autosave in words, the
 * Markdown export's Scenario and Victory sections, and the picker's scenario rows. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-page.h"

static char *
lc_title (CasJournal *journal)
{
  return g_strdup (cas_game_text (cas_journal_get_scenario_info (journal)->name));
}

static char *
lc_file_stem (CasJournal *journal)
{
  return g_strdup (cas_journal_get_scenario_info (journal)->name);
}

/* Which game the autosave holds, in words: the scenario, where the Levy/Campaign marker
 * stands and how many actions were recorded. */
static char *
lc_summary (CasJournal *journal)
{
  const CasTable *t = cas_journal_get_table (journal);
  CasGame *game = cas_journal_get_game (journal);
  const CasScenario *sc = cas_journal_get_scenario_info (journal);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  const CasBox *b = cas_game_get_box (game, box);
  guint n = cas_journal_get_n_done (journal);
  g_autofree char *actions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u action", "%u actions", n), n);

  /* TRANSLATORS: the autosaved game: "Pleskau, box 2 (Summer 1240), Campaign · 42 actions" */
  return g_strdup_printf (_("%s, box %d (%s %d), %s · %s"), sc->name, box, cas_game_get_season (game, b->season)->name,
                          b->year, CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_LEVY ? _("Levy") : _("Campaign"),
                          actions);
}

static void
lc_markdown_title (CasJournal *journal, GString *out)
{
  const CasScenario *sc = cas_journal_get_scenario_info (journal);

  cas_app_markdown_append (out, cas_game_get_name (cas_journal_get_game (journal)));
  g_string_append (out, ": ");
  cas_app_markdown_append (out, cas_game_text (sc->name));
  g_string_append_printf (out, " (%s)", sc->years);
}

static void
lc_markdown_scenario (CasJournal *journal, GString *out)
{
  const CasScenario *sc = cas_journal_get_scenario_info (journal);
  const CasTable *t = cas_journal_get_table (journal);
  CasGame *game = cas_journal_get_game (journal);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  const CasBox *b = cas_game_get_box (game, box);
  g_autofree char *where = NULL;

  if (sc->summary && *sc->summary)
    {
      cas_app_markdown_append (out, cas_game_text (sc->summary));
      g_string_append (out, "\n\n");
    }
  where = g_strdup_printf (_("Now: box %d of %d–%d, %s %d, %s."), box, sc->first_box, sc->last_box,
                           cas_game_text (cas_game_get_season (game, b->season)->name), b->year,
                           CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_LEVY ? _("Levy") : _("Campaign"));
  cas_app_markdown_append (out, where);
  g_string_append (out, "\n\n");
}

/* Victory now (5.1), with the explanation's lines. */
static void
lc_markdown_end (CasJournal *journal, GString *out)
{
  CasGame *game = cas_journal_get_game (journal);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (journal), ex);
  g_autofree char *line = NULL;
  int verdict;

  g_string_append (out, "\n## ");
  g_string_append (out, _("Victory"));
  g_string_append (out, "\n\n");
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      g_autofree char *vp = cas_vp_text (v->halves[side]);
      g_string_append_printf (out, "- **%s: %s VP**\n", cas_game_get_side_name (game, side), vp);
    }
  g_string_append (out, "\n");
  verdict = v->result != CAS_OUTCOME_NONE ? v->result : v->campaign_victory;
  if (verdict == CAS_OUTCOME_DRAW)
    line = g_strdup (_("Result: a draw."));
  else if (verdict >= 0)
    line = g_strdup_printf (_("Result: the %s win."), cas_game_get_side_name (game, verdict));
  else if (v->leader >= 0)
    line = g_strdup_printf (_("The game goes on; the %s lead."), cas_game_get_side_name (game, v->leader));
  else
    line = g_strdup (_("The game goes on; the sides are level."));
  cas_app_markdown_append (out, line);
  g_string_append (out, "\n\n");
  cas_app_markdown_explain (out, ex);
}

static GtkWidget *
scenario_row_new (const CasScenario *s)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *facts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *years = gtk_label_new (s->years);
  g_autofree char *boxes_text = s->first_box == s->last_box ? g_strdup_printf (_("Box %d"), s->first_box)
                                                             : g_strdup_printf (_("Boxes %d–%d"), s->first_box,
                                                                                s->last_box);
  GtkWidget *boxes = gtk_label_new (boxes_text);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cas_game_text (s->name));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), s->summary ? cas_game_text (s->summary) : "");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  if (s->unverified)
    {
      GtkWidget *tag = cas_app_chip_new (_("Unverified"),
                                         _("This set-up has not yet been checked against the published rules"),
                                         "tag", "warning", NULL);
      gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), tag);
    }

  gtk_widget_set_valign (facts, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (facts, 96, -1);
  gtk_label_set_xalign (GTK_LABEL (years), 1);
  gtk_label_set_xalign (GTK_LABEL (boxes), 1);
  gtk_widget_add_css_class (years, "numeric");
  gtk_widget_add_css_class (boxes, "caption");
  gtk_widget_add_css_class (boxes, "dim-label");
  gtk_box_append (GTK_BOX (facts), years);
  gtk_box_append (GTK_BOX (facts), boxes);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), facts);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

/* A row per scenario (6.0), in the data's order. */
static void
lc_new_game_rows (CasGameBase *base, GtkListBox *list)
{
  CasGame *game = CAS_GAME (base);

  for (guint i = 0; i < cas_game_get_n_scenarios (game); i++)
    {
      GtkWidget *row = scenario_row_new (cas_game_get_scenario (game, (int) i));
      g_object_set_data (G_OBJECT (row), CAS_PICKER_ROW_SCENARIO, GINT_TO_POINTER ((int) i + 1));
      gtk_list_box_append (list, row);
    }
}

const CasFamilyUi cas_lc_family_ui = {
  .title = lc_title,
  .file_stem = lc_file_stem,
  .summary = lc_summary,
  .markdown_title = lc_markdown_title,
  .markdown_scenario = lc_markdown_scenario,
  .markdown_end = lc_markdown_end,
  .new_game_rows = lc_new_game_rows,
};
