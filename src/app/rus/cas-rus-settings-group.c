/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-settings-group.c: the Preferences group of a game of Rus (cas-rus-settings-group.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-rus-game.h"
#include "rus/cas-rus-settings-group.h"

/* One reading: its setting (the state's cell and the action's key), the row's title, the
 * words of the cell's values 0, 1 (and 2 for U17), and the reading's source. */
typedef struct {
  const char *title;
  const char *value[3];
  const char *source;
} Reading;

/* In the order of CasRusSettings (cas_rus_setting_key ()). */
static const Reading readings[CAS_RUS_N_SETTINGS] = {
  { N_("U2: The Campaign card’s +1 CBT is"), { N_("A second +1"), N_("The Lead’s +1") }, "BATTLE p.13" },
  { N_("U3: The game ends after the Black Death is"), { N_("Revealed"), N_("Activated") }, "INTRO p.1, BLACKDEATH p.7" },
  { N_("U4: For its losses, the Black Death card is"), { N_("Not counted"), N_("Counted") }, "BLACKDEATH p.7" },
  { N_("U5: An action skipped turn after turn gets"), { N_("One tile at most"), N_("A tile each turn") }, "CHOOSE p.4" },
  { N_("U6: “Vladimir” on the Bulgar card is"), { N_("A stray word"), N_("A start area") }, "SETUP p.2" },
  { N_("U7: The Politics deck is shuffled"), { N_("At setup only"), N_("Every turn") }, "CHOOSE p.4" },
  { N_("U12: The invaders’ +1 CBT is"), { N_("Their Metallurgy"), N_("An extra +1") }, "INVASION p.16" },
  { N_("U13: Losses per 2 points of CBT are"), { N_("Rounded down"), N_("Rounded up") }, "PVP p.14" },
  { N_("U14: In a tie, 1 army each is lost"), { N_("Instead of losses"), N_("On top of losses") }, "PVP p.14" },
  { N_("U15: After the first picker, the others pick"), { N_("By rising VP"), N_("Clockwise") }, "CHOOSE p.4" },
  { N_("U16: Several players at 8 VP"), { N_("Most VP wins"), N_("Share the win") }, "VP p.17" },
  { N_("C1: The tie-break order"), { N_("Cities first (p.17)"), N_("Areas first (p.7)") }, "VP p.17, BLACKDEATH p.7" },
  { N_("A Neutral Kingdom’s starting settlement is"), { N_("Not placed"), N_("Placed") }, "SETUP p.2" },
  /* issue 18 (rus-table) */
  { N_("U1: The box’s 15 Towns, 10 Cities and 5 Fortresses are"), { N_("Not counted"), N_("Counted") }, "INTRO p.1, BUILD p.11" },
  { N_("U10: Harvest conversions are"), { N_("One per ability"), N_("One per Basic type") }, "COMMOD p.10" },
  { N_("U11: The Teutonic Invasion brings"), { N_("10 armies"), N_("8 armies") }, "INVCARD p.6" },
  { N_("U17: In a two-player switch, the other Kingdom"), { N_("Table decides"), N_("Loses 1 VP"), N_("Gains 1 VP") }, "TWOP p.19" },
  { N_("U19: The Trade Lead’s 1:1 with one Power is"), { N_("One exchange"), N_("Any number") }, "TRADE p.10" },
  /* issue 18 (rus-rules): the Politics cards' numbers, printed only on the cards */
  { N_("Good Harvest: extra tiles of each Basic type harvested"), { N_("None (by hand)"), N_("1 tile"), N_("2 tiles") }, "POLITICS p.5, HARVEST p.9" },
  { N_("Harsh Winter: extra upkeep on each City and Fortress"), { N_("None (by hand)"), N_("1 tile"), N_("2 tiles") }, "POLITICS p.5, MAINT p.11" },
  { N_("Famine: fewer Grain harvested"), { N_("None (by hand)"), N_("1 tile"), N_("2 tiles") }, "POLITICS p.5, HARVEST p.9" },
};

static const CasRusState *
state_of (CasJournal *journal)
{
  return cas_rus_table_state (cas_journal_get_table (journal));
}

static int
cell (const CasRusState *s, int i)
{
  return ((const int *) &s->settings)[i];
}

/* Each row shows the journal's value (after undo too). */
static void
sync_rows (AdwPreferencesGroup *group)
{
  CasJournal *journal = g_object_get_data (G_OBJECT (group), "cas-journal");
  GPtrArray *rows = g_object_get_data (G_OBJECT (group), "cas-rows");
  const CasRusState *s = state_of (journal);

  g_object_set_data (G_OBJECT (group), "cas-syncing", GINT_TO_POINTER (TRUE));
  for (int i = 0; i < CAS_RUS_N_SETTINGS; i++)
    adw_combo_row_set_selected (rows->pdata[i], (guint) cell (s, i));
  g_object_set_data (G_OBJECT (group), "cas-syncing", NULL);
}

static void
selected_cb (AdwComboRow *row, GParamSpec *pspec, AdwPreferencesGroup *group)
{
  CasJournal *journal = g_object_get_data (G_OBJECT (group), "cas-journal");
  int i = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-setting"));
  guint v = adw_combo_row_get_selected (row);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GtkRoot *root;

  if (g_object_get_data (G_OBJECT (group), "cas-syncing") || (int) v >= cas_rus_setting_n_values (i)
      || (int) v == cell (state_of (journal), i))
    return;
  if (cas_rus_setting_value_id (i, (int) v))
    text = g_strdup_printf ("setting %s %s", cas_rus_setting_key (i), cas_rus_setting_value_id (i, (int) v));
  else
    text = g_strdup_printf ("setting %s %s", cas_rus_setting_key (i), v ? "yes" : "no");
  if (cas_journal_do (journal, text, &error))
    return;
  root = gtk_widget_get_root (GTK_WIDGET (group));
  if (ADW_IS_PREFERENCES_WINDOW (root))
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root), cas_app_toast_new (error->message));
  sync_rows (group);
}

AdwPreferencesGroup *
cas_rus_settings_group_new (CasJournal *journal)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GPtrArray *rows = g_ptr_array_new ();
  CasRusSettings defaults;

  g_return_val_if_fail (CAS_IS_JOURNAL (journal), NULL);
  cas_rus_settings_init (&defaults);
  gtk_widget_set_name (GTK_WIDGET (group), "game-settings");
  adw_preferences_group_set_title (group, _("This Game: Rus"));
  adw_preferences_group_set_description (
    group, _("Readings of the rulebook that are not certain. Every explanation that rests on one names it. A choice is "
             "recorded in this game’s log and can be undone."));
  g_object_set_data_full (G_OBJECT (group), "cas-journal", g_object_ref (journal), g_object_unref);
  g_object_set_data_full (G_OBJECT (group), "cas-rows", rows, (GDestroyNotify) g_ptr_array_unref);
  for (int i = 0; i < CAS_RUS_N_SETTINGS; i++)
    {
      const Reading *r = &readings[i];
      const char *values[] = { _(r->value[0]), _(r->value[1]), r->value[2] ? _(r->value[2]) : NULL, NULL };
      GtkWidget *row = adw_combo_row_new ();
      g_autoptr(GtkStringList) model = gtk_string_list_new (values);
      /* TRANSLATORS: a setting's subtitle: "Proposed default: Rounded down · CHOOSE p.4" */
      g_autofree char *subtitle = g_strdup_printf (_("Proposed default: %s · %s"), _(r->value[((int *) &defaults)[i]]),
                                                   r->source);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(r->title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_name (row, cas_rus_setting_key (i));
      g_object_set_data (G_OBJECT (row), "cas-setting", GINT_TO_POINTER (i));
      g_ptr_array_add (rows, row);
      adw_preferences_group_add (group, row);
    }
  sync_rows (group);
  for (guint i = 0; i < rows->len; i++)
    g_signal_connect (rows->pdata[i], "notify::selected", G_CALLBACK (selected_cb), group);
  g_signal_connect_object (journal, "changed", G_CALLBACK (sync_rows), group, G_CONNECT_SWAPPED);
  return group;
}
