/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-draw.c (scen, issue 17): the scenario's rule for an Arts of War draw in its first
 * Levy, for the Plan & Cards page's draw dialog (cas-cards-panel.c): A draws one
 * Capability, then one Event (3.1); B's Ghibellines give S18, S19 and S20 to their Lords
 * before their draw, so those are not drawn (3.1.2). From inferno-scenario.c's rules. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "cas-app-util.h"       /* inferno-app: an error as a sentence */
#include "cas-plan-util.h"      /* inferno-app: "the Guelph Plan" */
#include "inferno/inferno-ui.h"
#include "inferno-events.h"      /* inferno-app: the Event drawn */
#include "inferno-scenario.h"
#include "cas-sequence-view.h"  /* inferno-events2: CAS_SEQ_PLAN */

/* Capabilities of `side` in play now that the set-up did not place (6.0). */
static int
drawn_capabilities (const CasTable *t, int side)
{
  const CasScenario *sc = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int n = 0;
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      int state = CAS_CARD (t, c, CAS_K_STATE);
      if (cas_game_get_card (t->game, (int) c)->side != side || (state != CAS_CARD_CAPABILITY && state != CAS_CARD_LORD))
        continue;
      gboolean placed = FALSE;
      for (guint k = 0; sc && k < sc->capabilities->len; k++)
        placed |= g_array_index (sc->capabilities, int, k) == (int) c;
      n += !placed;
    }
  return n;
}

gboolean
cas_inferno_draw_excluded (const CasTable *t, int card)
{
  const InfernoScenario *s = inferno_scenario (t);
  if (!inferno_scenario_first_levy (t))
    return FALSE;
  for (int k = 0; k < s->n_assign; k++)
    if (s->assign_cards[k] == card)
      return TRUE;
  return FALSE;
}

char *
cas_inferno_draw_note (const CasTable *t, int side, gboolean *as_event)
{
  const InfernoScenario *s = inferno_scenario (t);
  *as_event = FALSE;
  if (!inferno_scenario_first_levy (t))
    return NULL;
  if (s->first_draw_cap_event)
    {
      *as_event = drawn_capabilities (t, side) > 0;
      return g_strdup_printf (*as_event ? _("%s, Sudden Campaign: this is the side’s second card of the first Levy, an Event instead of a Capability (3.1, 6.0).")
                                        : _("%s, Sudden Campaign: the side’s first card of the first Levy is a Capability, the second an Event (3.1, 6.0)."),
                              inferno_scenario_name (t));
    }
  g_autofree char *cards = s->assign_side == side ? inferno_scenario_assign_ids (t) : NULL;
  if (cards)
    return g_strdup_printf (_("%s, Reprisal War: the side gives %s to its Lords before this draw (each card’s Record menu); they are not drawn (3.1.2, 6.0)."),
                            inferno_scenario_name (t), cards);
  return NULL;
}

/* ------------------------------------------------------------------------ */
/* inferno-app (issue 17; rules-decisions I187): the Event drawn, as `castellan-cli event`
 * says it (inferno_events_event ()): its lines with their sections, then a row per action
 * Castellan proposes for certain and per option of the drawing side
 * (inferno_events_options ()), each with a button that applies it through the journal
 * (one step, so one Undo takes it back). */

static void
apply_clicked_cb (GtkButton *button, AdwActionRow *row)
{
  CasJournal *journal = g_object_get_data (G_OBJECT (button), "journal");
  const char *const *actions = g_object_get_data (G_OBJECT (button), "actions");
  g_autoptr(GError) error = NULL;

  if (journal == NULL || actions == NULL)
    return;
  if (!cas_journal_do_many (journal, actions, &error))
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      adw_action_row_set_subtitle (row, sentence);
      return;
    }
  gtk_button_set_label (button, _("Applied"));
  gtk_widget_set_sensitive (GTK_WIDGET (button), FALSE);
}

static void
add_row (GtkListBox *list, CasJournal *journal, const char *name, const char *title, const char *subtitle, GStrv actions)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (actions)
    {
      GtkWidget *b = gtk_button_new_with_mnemonic (_("_Apply"));
      g_autofree char *joined = g_strjoinv (", ", actions);
      gtk_widget_set_name (b, name);
      gtk_widget_set_valign (b, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (b, joined);
      g_object_set_data_full (G_OBJECT (b), "journal", g_object_ref (journal), g_object_unref);
      g_object_set_data_full (G_OBJECT (b), "actions", actions, (GDestroyNotify) g_strfreev);
      g_signal_connect (b, "clicked", G_CALLBACK (apply_clicked_cb), row);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), b);
    }
  gtk_list_box_append (list, row);
}

static char *
cites (GStrv rules)
{
  g_autofree char *joined = rules ? g_strjoinv (", ", rules) : NULL;
  return joined ? g_strdup_printf (_("Rules %s"), joined) : g_strdup ("");
}

/* The Event of CARD drawn, or (PLAY) a Hold Event played (inferno-events2, I199-I202). */
static GtkWidget *
event_box_new (CasJournal *journal, int card, gboolean play)
{
  const CasTable *t = cas_journal_get_table (journal);
  const CasCard *c = cas_game_get_card (t->game, card);
  g_autoptr(CasExplain) ex = cas_explain_new ();

  if (c->no_card || c->event_name == NULL || (play && c->timing != CAS_TIMING_HOLD))
    return NULL;
  inferno_events_event (t, card, play, ex);
  g_autoptr(GPtrArray) options = play ? inferno_events_play_options (t, card) : inferno_events_options (t, card);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_name (box, "draw-event");
  g_autoptr(GString) text = g_string_new (NULL);
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    {
      const CasExplainLine *line = cas_explain_get_line (ex, i);
      if (c->event_summary && strstr (line->text, cas_game_text (c->event_summary)))
        continue; /* the summary: the dialog's body says it */
      gboolean an_option = FALSE; /* inferno-events2: an option's line; its row says it */
      for (guint o = 0; play && o < options->len; o++)
        an_option |= strstr (line->text, ((InfernoEventOption *) g_ptr_array_index (options, o))->label) != NULL;
      if (an_option)
        continue;
      g_autofree char *joined = line->rules ? g_strjoinv (", ", line->rules) : NULL;
      g_string_append_printf (text, "%s• %s", text->len ? "\n" : "", line->text);
      if (joined)
        g_string_append_printf (text, " (%s)", joined);
    }
  GtkWidget *label = gtk_label_new (text->str);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_widget_set_name (label, "draw-event-lines");
  /* In the dialog's body, not a scrolled window: that measured the wrapped lines at the
   * label's natural width and cut the last ones off. */
  gtk_box_append (GTK_BOX (box), label);

  guint n_actions = cas_explain_get_n_actions (ex);
  if (n_actions == 0 && options->len == 0)
    return box;
  GtkWidget *list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_name (list, "draw-event-rows");
  for (guint i = 0; i < n_actions; i++)
    {
      g_autofree char *name = g_strdup_printf ("draw-event-proposal-%u", i);
      GStrv one = g_new0 (char *, 2);
      one[0] = g_strdup (cas_explain_get_action (ex, i));
      add_row (GTK_LIST_BOX (list), journal, name, one[0],
               play ? _("Proposed: the card’s fate once played, whatever use the side makes of it (3.1.3)")
                    : _("Proposed: certain whatever the side chooses (3.1.3)"),
               one);
    }
  for (guint i = 0; i < options->len; i++)
    {
      InfernoEventOption *o = g_ptr_array_index (options, i);
      g_autofree char *name = g_strdup_printf ("draw-event-option-%u", i);
      g_auto(GStrv) rules = g_strsplit (o->rules, ",", -1);
      g_autofree char *cite = cites (rules);
      g_autofree char *subtitle = g_strdup_printf (o->actions ? _("The %s’ option · %s") : _("The %s’ option, once rolled · %s"),
                                                   cas_game_get_side_name (t->game, c->side), cite);
      add_row (GTK_LIST_BOX (list), journal, name, o->label, subtitle, g_steal_pointer (&o->actions));
    }
  gtk_box_append (GTK_BOX (box), list);
  return box;
}

GtkWidget *
cas_inferno_draw_event_new (CasJournal *journal, int card)
{
  return event_box_new (journal, card, FALSE);
}

/* inferno-events2 (issue 17; I199-I202): a held Hold Event played, from its row in Cards
 * in Play: what it does now, its fate and its options, each with Apply. */
GtkWidget *
cas_inferno_play_event_new (CasJournal *journal, int card)
{
  return event_box_new (journal, card, TRUE);
}

/* inferno-events2 (issue 17; FRIARS, 3.1.3, 4.1; I190): the sequence bar's Plan step. */
char *
cas_inferno_step_note (const CasTable *t, int step, char **tip)
{
  int side = inferno_friars_side (t);
  if (step != CAS_SEQ_PLAN || side < 0)
    return NULL;
  const char *adj = cas_plan_side_adjective (t->game, side);
  *tip = g_strdup_printf (_("FRIARS is in force: the %s Plan is shuffled once built, before its first card is revealed, "
                            "and played blind in the order it comes (3.1.3, 4.1; rules-decisions I190)"),
                          adj);
  /* TRANSLATORS: the sequence bar's note at the Plan step, "Guelph Plan: blind" */
  return g_strdup_printf (_("%s Plan: blind"), adj);
}

/* inferno-app (issue 17; FRIARS, 3.1.3, 4.1; rules-decisions I190): the Plan page's
 * "Shuffled: blind" and its Shuffle button. */
gboolean
cas_inferno_plan_blind (const CasTable *t, int side)
{
  return inferno_friars_side (t) == side;
}

char *
cas_inferno_plan_shuffle (const CasTable *t, int side, GRand *rand)
{
  g_autoptr(CasExplain) quiet = cas_explain_new ();
  if (inferno_friars_side (t) != side)
    return NULL;
  return inferno_friars_shuffle (t, rand, quiet);
}

/* The Command of a Lord whose side's Plan is blind: FRIARS said beside his card. */
char *
cas_inferno_command_note (const CasTable *t, int lord, const char **rules)
{
  if (lord < 0 || inferno_friars_side (t) != cas_game_get_lord (t->game, lord)->side)
    return NULL;
  *rules = "3.1.3,4.1";
  return g_strdup_printf (_("FRIARS is in force: the %s Plan was shuffled, and its cards are played in the order they come "
                            "(rules-decisions I190)."),
                          cas_plan_side_adjective (t->game, cas_game_get_lord (t->game, lord)->side));
}
