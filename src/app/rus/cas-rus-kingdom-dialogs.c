/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-kingdom-dialogs.c: the Kingdoms page's dialogs (issue 18): a Kingdom's
 * diplomacy (Ruler and Vassals, Influence, alliances, Envoys), its Culture & Technology
 * (abilities, religion, the VP entered from its mat and card), and a player's Kingdom
 * switch. Every change is a Rus action through the journal (cas-rus-dialog.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-rules-popover.h"
#include "cas-rus-ct.h"
#include "rus/cas-rus-dialog.h"

/* A group titled TITLE with the rule links of CITES (NULL-terminated) at its head. */
static AdwPreferencesGroup *
ruled_group_new (const char *title, const char *description, const char *const *cites)
{
  AdwPreferencesGroup *group = cas_rus_group_new (title, description);
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  return group;
}

/* "Bulgars, Khazars", or NONE. */
static char *
kingdom_words (const int *list, int n, const char *none)
{
  GString *out = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", _(cas_rus_kingdom_name (list[i])));
  if (n == 0)
    g_string_append (out, none);
  return g_string_free (out, FALSE);
}

/* ---- diplomacy ---- */

static void
diplomacy_fill (CasRusDialog *dialog, const CasRusState *s, gpointer data)
{
  static const char *const ruler_cites[] = { "VASSAL p.15", "INFLUENCE p.8", NULL };
  static const char *const ally_cites[] = { "ALLY p.7", NULL };
  static const char *const envoy_cites[] = { "ENVOY p.7", NULL };
  static const char *const register_cites[] = { "DIPLO p.7", NULL };
  CasRusPage *page = cas_rus_dialog_get_page (dialog);
  int k = GPOINTER_TO_INT (data);
  const char *id = cas_rus_kingdom_id (k);
  const CasRusKingdom *kd = &s->kingdoms[k];
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  AdwPreferencesGroup *group;
  CasRusDiplomacy d;
  guint selected = 0;
  g_autofree char *vassals = NULL;

  int round_flags = 0;

  cas_rus_diplomacy (s, k, &d, ex);
  /* rusmap: this Diplomacy round's limits, from the journal's lines since it began. */
  if (cas_rus_page_get_journal (page))
    {
      CasRusDiploRound round;
      cas_rus_journal_diplomacy_round (cas_rus_page_get_journal (page), k, &round, ex);
      round_flags = round.n_flags;
    }

  /* Its Ruler (its Vassals follow) and who Influences it this turn. */
  group = ruled_group_new (_("Ruler and Influence"), NULL, ruler_cites);
  g_ptr_array_add (labels, g_strdup (_("No Ruler")));
  g_ptr_array_add (actions, g_strdup_printf ("ruler %s none", id));
  for (int r = 0; r < CAS_RUS_N_KINGDOMS; r++)
    if (r != k && (s->kingdoms[r].status != CAS_RUS_OUT_OF_PLAY || kd->ruler == r))
      {
        if (kd->ruler == r)
          selected = labels->len;
        g_ptr_array_add (labels, g_strdup (_(cas_rus_kingdom_name (r))));
        g_ptr_array_add (actions, g_strdup_printf ("ruler %s %s", id, cas_rus_kingdom_id (r)));
      }
  g_ptr_array_add (labels, NULL);
  g_ptr_array_add (actions, NULL);
  adw_preferences_group_add (group, cas_rus_choice_row_new (page, "rus-ruler", _("Ruler"),
                                                            _("The Kingdom it submitted to"),
                                                            (const char *const *) labels->pdata,
                                                            (const char *const *) actions->pdata, selected));
  vassals = kingdom_words (d.vassals, d.n_vassals, _("none"));
  adw_preferences_group_add (group, cas_rus_row_new (_("Vassals"), vassals));
  g_autofree char *influence = g_strdup_printf ("influence %s", id);
  adw_preferences_group_add (group, cas_rus_player_choice_row_new (page, "rus-influence", _("Influenced by"),
                                                                   _("This turn only: a new turn ends it"), influence,
                                                                   s->n_players, kd->influenced_by));
  cas_rus_dialog_add (dialog, group);

  /* Alliances, both ways. */
  group = ruled_group_new (_("Allies"), _("An alliance is recorded for both Kingdoms"), ally_cites);
  for (int o = 0; o < CAS_RUS_N_KINGDOMS; o++)
    {
      g_autofree char *on = NULL, *off = NULL, *name = NULL;
      const char *subtitle;
      CasRusDiploMove move;
      if (o == k || (s->kingdoms[o].status == CAS_RUS_OUT_OF_PLAY && !kd->allies[o]))
        continue;
      cas_rus_ally_check (s, k, o, &move, NULL);
      if (kd->allies[o])
        subtitle = _("Allied");
      else if (move.allowed)
        subtitle = _("May ally this Diplomacy round");
      else
        subtitle = _("The rules do not allow it as the table stands");
      on = g_strdup_printf ("ally %s %s yes", id, cas_rus_kingdom_id (o));
      off = g_strdup_printf ("ally %s %s no", id, cas_rus_kingdom_id (o));
      name = g_strdup_printf ("ally-%s", cas_rus_kingdom_id (o));
      adw_preferences_group_add (group, cas_rus_switch_row_new (page, name, _(cas_rus_kingdom_name (o)), subtitle,
                                                                kd->allies[o] != 0, on, off));
    }
  cas_rus_dialog_add (dialog, group);

  /* Envoys at the Foreign Powers. */
  group = ruled_group_new (_("Envoys"), _("One Envoy at most at each Foreign Power"), envoy_cites);
  for (int w = 0; w < CAS_RUS_N_POWERS; w++)
    {
      g_autofree char *on = g_strdup_printf ("envoy %s %s yes", id, cas_rus_power_id (w));
      g_autofree char *off = g_strdup_printf ("envoy %s %s no", id, cas_rus_power_id (w));
      g_autofree char *name = g_strdup_printf ("envoy-%s", cas_rus_power_id (w));
      CasRusDiploMove move;
      const char *subtitle;
      cas_rus_envoy_check (s, k, w, &move, NULL);
      if (kd->envoys[w])
        subtitle = _("Its Envoy is there");
      else if (move.allowed)
        subtitle = _("May send an Envoy");
      else
        subtitle = _("No piece free for an Envoy");
      adw_preferences_group_add (group, cas_rus_switch_row_new (page, name, _(cas_rus_power_name (w)), subtitle,
                                                                kd->envoys[w] != 0, on, off));
    }
  cas_rus_dialog_add (dialog, group);

  /* rus-app: the Diplomacy Lead's annexing or Missionaries [DIPLO p.7; ANNEX p.7; MISSION p.7] */
  cas_rus_annex_group_add (dialog, s, k);

  /* issue 18: what each Foreign Power trades, as the table entered its charter [TRADE p.10] */
  cas_rus_charters_group_add (dialog, s, k);

  /* The register and what the rules forbid in it. */
  group = ruled_group_new (_("Register"), d.n_flags ? _("Some links are against the rules: see below")
                                         : round_flags ? _("This round’s changes go beyond the limits: see below")
                                                       : _("Nothing the rules forbid"),
                           register_cites);
  cas_rus_explain_rows (group, ex);
  cas_rus_dialog_add (dialog, group);
}

void
cas_rus_diplomacy_dialog_open (CasRusPage *page, gpointer kingdom)
{
  /* TRANSLATORS: the title of a Kingdom's diplomacy dialog: "Diplomacy of the Bulgars" */
  g_autofree char *title = g_strdup_printf (_("Diplomacy: %s"), _(cas_rus_kingdom_name (GPOINTER_TO_INT (kingdom))));
  cas_rus_dialog_present (page, "rus-diplomacy-dialog", title, diplomacy_fill, kingdom, NULL);
}

/* ---- Culture & Technology ---- */

static void
ct_fill (CasRusDialog *dialog, const CasRusState *s, gpointer data)
{
  static const char *const ct_cites[] = { "CT p.17", NULL };
  static const char *const vp_cites[] = { "VP p.17", "BATTLE p.13", NULL };
  static const char *const religions[] = { N_("No religion"), N_("Orthodox"), N_("Catholic") };
  CasRusPage *page = cas_rus_dialog_get_page (dialog);
  int k = GPOINTER_TO_INT (data);
  const char *id = cas_rus_kingdom_id (k);
  const CasRusKingdom *kd = &s->kingdoms[k];
  AdwPreferencesGroup *group;
  const char *labels[G_N_ELEMENTS (religions) + 1] = { NULL };
  char *actions[G_N_ELEMENTS (religions) + 1] = { NULL };
  g_autofree char *ct_stem = g_strdup_printf ("vp %s ct", id);
  g_autofree char *border_stem = g_strdup_printf ("vp %s border", id);
  CasRusKnown link;
  GtkWidget *row;

  group = ruled_group_new (_("Religion and Victory Points"), _("As its Player Mat and Kingdom card show them"), vp_cites);
  for (guint i = 0; i < G_N_ELEMENTS (religions); i++)
    {
      labels[i] = _(religions[i]);
      actions[i] = g_strdup_printf ("religion %s %s", id, cas_rus_religion_id ((int) i));
    }
  row = cas_rus_choice_row_new (page, "rus-religion", _("Religion"), _("Its cost and combat modifiers are in the C&T file below"),
                                labels, (const char *const *) actions, (guint) CLAMP (kd->religion, 0, 2));
  for (guint i = 0; i < G_N_ELEMENTS (religions); i++)
    g_free (actions[i]);
  adw_preferences_group_add (group, row);
  row = cas_rus_count_row_new (page, _("VP of its abilities"), _("The C&T VP on its Player Mat"), kd->ct_vp, 99, ct_stem,
                               NULL);
  gtk_widget_set_name (row, "rus-ct-vp");
  adw_preferences_group_add (group, row);
  /* issue 18: what the board's marks say of its border link [VP p.17] */
  link = cas_rus_border_link (s, cas_rus_page_map (NULL), k, NULL);
  row = cas_rus_count_row_new (page, _("Bordering VP"),
                               link == CAS_RUS_YES ? _("Objectives met on its Kingdom card; the map shows a border link")
                               : link == CAS_RUS_UNKNOWN ? _("Objectives met on its Kingdom card; its borders are not all entered on the map")
                                                         : _("Objectives met on its Kingdom card; the map shows no border link"),
                               kd->border_vp, 99, border_stem, NULL);
  gtk_widget_set_name (row, "rus-border-vp");
  adw_preferences_group_add (group, row);
  cas_rus_dialog_add (dialog, group);

  group = ruled_group_new (_("Abilities"), _("Switched on: bought this turn, or the turn the table entered"), ct_cites);
  for (int a = 0; a < CAS_RUS_N_ABILITIES; a++)
    {
      int turn = cas_rus_ability_turn (kd, a);
      g_autofree char *on = g_strdup_printf ("tech %s %s yes", id, cas_rus_ability_id (a));
      g_autofree char *off = g_strdup_printf ("tech %s %s no", id, cas_rus_ability_id (a));
      g_autofree char *name = g_strdup_printf ("tech-%s", cas_rus_ability_id (a));
      g_autofree char *subtitle = turn > 0 ? g_strdup_printf (_("Bought in turn %d"), turn)
                                           : g_strdup (turn < 0 ? _("Held") : _("Not held"));
      adw_preferences_group_add (group, cas_rus_switch_row_new (page, name, _(cas_rus_ability_name (a)), subtitle, turn != 0,
                                                                on, off));
    }
  cas_rus_dialog_add (dialog, group);
  cas_rus_ct_tree_fill (dialog, s, k);   /* the C&T tree the table entered (issue 18) */
}

void
cas_rus_ct_dialog_open (CasRusPage *page, gpointer kingdom)
{
  /* TRANSLATORS: the title of a Kingdom's Culture & Technology dialog */
  g_autofree char *title = g_strdup_printf (_("Culture & Technology: %s"),
                                            _(cas_rus_kingdom_name (GPOINTER_TO_INT (kingdom))));
  cas_rus_dialog_present (page, "rus-ct-dialog", title, ct_fill, kingdom, NULL);
}

/* ---- a Kingdom switch ---- */

typedef struct {
  int player;
  int kingdom;               /* the one chosen, -1 before the first fill */
  GStrv proposed;            /* the actions of the switch as last shown */
} SwitchData;

static void
switch_data_free (gpointer data)
{
  SwitchData *sd = data;
  g_strfreev (sd->proposed);
  g_free (sd);
}

static void
switch_chosen_cb (AdwComboRow *row, GParamSpec *pspec, CasRusDialog *dialog)
{
  SwitchData *sd = g_object_get_data (G_OBJECT (row), "cas-switch");
  const int *choices = g_object_get_data (G_OBJECT (row), "cas-choices");
  guint i = adw_combo_row_get_selected (row);

  if (i < (guint) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-n")))
    {
      sd->kingdom = choices[i];
      cas_rus_dialog_queue_fill (dialog);
    }
}

static void
switch_clicked (CasRusDialog *dialog, gpointer data)
{
  SwitchData *sd = data;

  if (cas_rus_dialog_do_lines (dialog, (const char *const *) sd->proposed))
    gtk_window_destroy (GTK_WINDOW (cas_rus_dialog_get_window (dialog)));
}

/* rus-app: a "Switch and Serve" button: the switch's actions and the offer's, each a line
 * of the journal (undo takes them back one at a time), then the dialog closes. */
static void
serve_clicked_cb (GtkButton *button, CasRusDialog *dialog)
{
  if (cas_rus_dialog_do_lines (dialog, g_object_get_data (G_OBJECT (button), "cas-actions")))
    gtk_window_destroy (GTK_WINDOW (cas_rus_dialog_get_window (dialog)));
}

/* rus-app (issue 18): the Vassal offer of the new Kingdom (cas_rus_switch_vassal_offer (),
 * as `castellan-cli switch --vassal-of`) [SWITCH p.5; VASSAL p.15]: a row per Kingdom
 * bordering its land (or whose border the map does not know), its VP against the player's
 * after the switch, and for each it may serve a button recording the switch with the
 * offer's `ruler` and +1VP marker; the lines behind them under "Why". */
static void
vassal_offer_add (CasRusDialog *dialog, const CasRusState *s, const SwitchData *sd, const CasRusSwitch *sw)
{
  static const char *const cites[] = { "SWITCH p.5", "VASSAL p.15", NULL };
  const CasRusMap *map = cas_rus_page_map (NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  AdwPreferencesGroup *group;
  CasRusVassalOffer vo;

  cas_rus_switch_vassal_offer (s, map, sd->player, sd->kingdom, sw, -1, &vo, ex);
  group = ruled_group_new (_("Offer to Serve as a Vassal"),
                           _("At once, to a Kingdom bordering its land with more VP; its Ruler’s player gains 1 VP"), cites);
  gtk_widget_set_name (GTK_WIDGET (group), "rus-vassal-offer");
  for (int i = 0; i < vo.n; i++)
    {
      const char *ruler = cas_rus_kingdom_id (vo.ruler[i]);
      g_autofree char *name = g_strdup_printf ("vassal-%s", ruler);
      g_autofree char *subtitle = NULL;
      GtkWidget *row;

      if (!vo.allowed[i])
        /* TRANSLATORS: the Vassal offer after a switch: "3 VP, not more than the player’s 3: it may not serve it" */
        subtitle = g_strdup_printf (_("%d VP, not more than the player’s %d: it may not serve it"), vo.ruler_vp[i], sw->vp);
      else if (vo.adjacent[i] == CAS_RUS_YES)
        subtitle = g_strdup_printf (_("Borders its land; %d VP, more than the player’s %d"), vo.ruler_vp[i], sw->vp);
      else
        subtitle = g_strdup_printf (_("Whether it borders its land is not entered: the players judge; %d VP, more than the player’s %d"),
                                    vo.ruler_vp[i], sw->vp);
      row = cas_rus_row_new (_(cas_rus_kingdom_name (vo.ruler[i])), subtitle);
      gtk_widget_set_name (row, name);
      if (vo.allowed[i])
        {
          g_autoptr(CasExplain) choice = cas_explain_new ();
          g_autoptr(GStrvBuilder) actions = g_strv_builder_new ();
          g_autofree char *button_name = g_strdup_printf ("vassal-%s-button", ruler);
          g_autofree char *tooltip = NULL;
          GStrv list;
          GtkWidget *button;
          CasRusVassalOffer one;

          cas_rus_switch_vassal_offer (s, map, sd->player, sd->kingdom, sw, vo.ruler[i], &one, choice);
          if (sd->proposed)
            g_strv_builder_addv (actions, (const char **) sd->proposed);
          for (guint a = 0; a < cas_explain_get_n_actions (choice); a++)
            g_strv_builder_add (actions, cas_explain_get_action (choice, a));
          list = g_strv_builder_end (actions);
          tooltip = g_strjoinv ("\n", list);
          /* the two-player game's switch proposes nothing (U17): the table records it, the
           * button the offer only */
          button = gtk_button_new_with_mnemonic (sd->proposed && sd->proposed[0] ? _("Switch and _Serve") : _("_Serve"));
          gtk_widget_set_name (button, button_name);
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (button, tooltip);
          g_object_set_data_full (G_OBJECT (button), "cas-actions", list, (GDestroyNotify) g_strfreev);
          g_signal_connect (button, "clicked", G_CALLBACK (serve_clicked_cb), dialog);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      adw_preferences_group_add (group, row);
    }
  if (vo.n == 0)
    {
      int land = sw->n_rebels;
      for (int a = 0; a < s->n_areas; a++)
        land += s->areas[a].owner == sd->kingdom;
      adw_preferences_group_add (group, cas_rus_row_new (_("No Kingdom to offer"),
                                                         land == 0 ? _("It holds no area yet: enter its start areas to see whom it borders")
                                                                   : _("None borders its land by the map: enter the neighbours on the Map Data page")));
    }
  adw_preferences_group_add (group, cas_rus_why_row_new ("vassal-offer-why", ex));
  cas_rus_dialog_add (dialog, group);
}

static void
switch_fill (CasRusDialog *dialog, const CasRusState *s, gpointer data)
{
  static const char *const cites[] = { "SWITCH p.5", NULL };
  SwitchData *sd = data;
  const CasRusPlayer *pl = &s->players[MIN (sd->player, s->n_players - 1)];
  int *choices = g_new0 (int, CAS_RUS_N_KINGDOMS);
  int n = 0;
  guint selected = 0;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  AdwPreferencesGroup *group;
  GtkWidget *row, *button;
  CasRusSwitch sw;

  /* Any Kingdom but the player's own; the first Neutral or Emerging one to start. */
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    if (k != pl->kingdom && k != pl->kingdom2)
      {
        if (sd->kingdom < 0 && (s->kingdoms[k].status == CAS_RUS_NEUTRAL || s->kingdoms[k].status == CAS_RUS_EMERGING))
          sd->kingdom = k;
        if (k == sd->kingdom)
          selected = (guint) n;
        choices[n++] = k;
        gtk_string_list_append (names, _(cas_rus_kingdom_name (k)));
      }
  if (sd->kingdom < 0)
    sd->kingdom = choices[0];

  group = ruled_group_new (_("The New Kingdom"), _("A Neutral Kingdom, or an Emerging one whose card came up"), cites);
  row = adw_combo_row_new ();
  gtk_widget_set_name (row, "rus-switch-kingdom");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Kingdom"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data (G_OBJECT (row), "cas-switch", sd);
  g_object_set_data_full (G_OBJECT (row), "cas-choices", choices, g_free);
  g_object_set_data (G_OBJECT (row), "cas-n", GINT_TO_POINTER (n));
  g_signal_connect (row, "notify::selected", G_CALLBACK (switch_chosen_cb), dialog);
  adw_preferences_group_add (group, row);
  cas_rus_dialog_add (dialog, group);

  cas_rus_switch_map (s, cas_rus_page_map (NULL), sd->player, sd->kingdom, &sw, ex);
  group = cas_rus_group_new (_("What the Switch Brings"), NULL);
  if (cas_rus_map_initial (sd->kingdom))
    {
      /* issue 18: the areas with its corner initial rebel at a first emergence [SWITCH p.5; BOARD p.3] */
      g_autofree char *rebels = NULL;
      if (!sw.first_emergence)
        rebels = g_strdup (_("None: it has been played before"));
      else if (sw.n_rebels == 0 && sw.marks_unknown > 0)
        rebels = g_strdup_printf (ngettext ("None known; not entered for %d area", "None known; not entered for %d areas",
                                            (gulong) sw.marks_unknown),
                                  sw.marks_unknown);
      else
        {
          GString *list = g_string_new (NULL);
          for (int i = 0; i < sw.n_rebels; i++)
            {
              g_autofree char *where = cas_rus_area_label (sw.rebels[i], cas_rus_page_map (NULL));
              g_string_append_printf (list, "%s%s", i ? ", " : "", where);
            }
          if (sw.n_rebels == 0)
            g_string_append (list, _("None"));
          if (sw.marks_unknown > 0)
            g_string_append_printf (list, ngettext (" (not entered for %d area)", " (not entered for %d areas)",
                                                    (gulong) sw.marks_unknown),
                                    sw.marks_unknown);
          rebels = g_string_free (list, FALSE);
        }
      cas_rus_value_row_add (group, "rus-switch-rebels", _("Areas that rebel to it"), rebels);
    }
  cas_rus_int_row_add (group, "rus-switch-n", _("Politics cards revealed"), sw.n);
  cas_rus_int_row_add (group, "rus-switch-armies", _("Armies added in the capital"), sw.capital_armies);
  cas_rus_value_row_add (group, "rus-switch-town", _("A Town placed in the capital"), sw.place_town ? _("Yes") : _("No"));
  cas_rus_int_row_add (group, "rus-switch-money", _("Money, 1 per area"), sw.money);
  cas_rus_int_row_add (group, "rus-switch-picks", _("Abilities or Envoys chosen"), sw.picks);
  cas_rus_int_row_add (group, "rus-switch-vp", _("The player's VP afterwards"), sw.vp);
  cas_rus_dialog_add (dialog, group);

  group = cas_rus_group_new (_("Why"), NULL);
  cas_rus_explain_rows (group, ex);
  cas_rus_dialog_add (dialog, group);

  g_strfreev (sd->proposed);
  sd->proposed = g_new0 (char *, cas_explain_get_n_actions (ex) + 1);
  group = cas_rus_group_new (_("Actions Recorded"), _("Switch records them in the journal; the rest is the table's choice"));
  for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
    {
      sd->proposed[i] = g_strdup (cas_explain_get_action (ex, i));
      row = cas_rus_row_new (sd->proposed[i], NULL);
      gtk_widget_add_css_class (row, "monospace");
      adw_preferences_group_add (group, row);
    }
  cas_rus_dialog_add (dialog, group);
  vassal_offer_add (dialog, s, sd, &sw);   /* rus-app */
  button = cas_rus_dialog_set_button (dialog, "rus-switch-apply", _("_Switch"), switch_clicked);
  gtk_widget_set_sensitive (button, cas_explain_get_n_actions (ex) > 0);
}

void
cas_rus_switch_dialog_open (CasRusPage *page, gpointer player)
{
  SwitchData *sd = g_new0 (SwitchData, 1);
  /* TRANSLATORS: the title of the Kingdom switch dialog: "Player 2 Switches Kingdom" */
  g_autofree char *title = g_strdup_printf (_("Player %d Switches Kingdom"), GPOINTER_TO_INT (player) + 1);

  sd->player = GPOINTER_TO_INT (player);
  sd->kingdom = -1;
  cas_rus_dialog_present (page, "rus-switch-dialog", title, switch_fill, sd, switch_data_free);
}
