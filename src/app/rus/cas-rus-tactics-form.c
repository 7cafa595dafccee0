/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-tactics-form.c (rus-app, issue 18): the Tactics file's form, a dialog over the
 * Battle page. For the two cards the page shows revealed, the modifier each gives its own
 * side against the other, as printed on the card [PVP p.14]; and the table's own cards,
 * those some C&T abilities add, with their names and the ability that adds each [PVP p.14;
 * CT p.17]. Saved in the shared Tactics file ($XDG_DATA_HOME/castellan/rus/tactics.json)
 * as `castellan-cli tactics set` and `tactics card` do (cas_rus_dialog_save_fact ()), so
 * the CLI reads what the app entered and the other way round. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-rules-popover.h"
#include "cas-rus-tactics.h"
#include "cas-rus-user-file.h"
#include "rus/cas-rus-dialog.h"
#include "rus/cas-rus-pages.h"

/* "+2", "-1", "0"; "" when not entered. */
static char *
entry_text (const CasRusTactics *t, int own, int opp)
{
  return t->known[own][opp] ? g_strdup_printf ("%+d", t->value[own][opp]) : g_strdup ("");
}

/* The matrix's two entries for the pair revealed: each card against the other. */
static void
pair_group_add (CasRusDialog *dialog, const CasRusTactics *t, const int card[2])
{
  static const char *const cites[] = { "PVP p.14", NULL };
  static const char *const names[] = { "tactics-attacker-entry", "tactics-defender-entry" };
  AdwPreferencesGroup *group = cas_rus_group_new (_("The Cards Revealed"),
                                                  _("The modifier each card gives its own side against the other, as printed "
                                                    "on it: −9 to 9, empty while not entered"));

  gtk_widget_set_name (GTK_WIDGET (group), "rus-tactics-pair");
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  if (card[0] < 0 || card[1] < 0)
    adw_preferences_group_add (group, cas_rus_row_new (_("Pick the card each side reveals on the Battle page"),
                                                       _("Against a player: the two menus under the invading armies")));
  for (int side = 0; side < 2 && card[0] >= 0 && card[1] >= 0; side++)
    {
      int own = card[side], opp = card[1 - side];
      g_autofree char *text = entry_text (t, own, opp);
      /* TRANSLATORS: a matrix entry: "Invader: Stand/Siege against Town Barricades" */
      g_autofree char *title = g_strdup_printf (side == 0 ? _("Invader: %s against %s") : _("Defender: %s against %s"),
                                                cas_rus_tactics_card_name (t, own), cas_rus_tactics_card_name (t, opp));
      adw_preferences_group_add (group, cas_rus_fact_entry_new (&cas_rus_tactics_file, own, cas_rus_tactic_id (opp),
                                                                names[side], title, text));
    }
  cas_rus_dialog_add (dialog, group);
}

/* The table's cards: a name and the ability that adds each [PVP p.14; CT p.17]. */
static void
table_cards_group_add (CasRusDialog *dialog, const CasRusTactics *t)
{
  static const char *const cites[] = { "PVP p.14", "CT p.17", NULL };
  g_autofree char *description = g_markup_escape_text (_("Cards some Culture & Technology abilities add, named in no "
                                                         "source: a Kingdom holding the ability may reveal the card"), -1);
  AdwPreferencesGroup *group = cas_rus_group_new (_("The Table’s Cards"), description);

  gtk_widget_set_name (GTK_WIDGET (group), "rus-tactics-table-cards");
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  for (int i = 0; i < CAS_RUS_N_TABLE_TACTICS; i++)
    {
      int card = CAS_RUS_TABLE_TACTIC_1 + i;
      g_autofree char *name = g_strdup_printf ("tactics-%s", cas_rus_tactic_id (card));
      g_autofree char *name_entry = g_strdup_printf ("tactics-%s-name", cas_rus_tactic_id (card));
      g_autofree char *ability_entry = g_strdup_printf ("tactics-%s-ability", cas_rus_tactic_id (card));
      g_autofree char *subtitle = NULL;
      GtkWidget *row = adw_expander_row_new ();

      if (t->ability[i] >= 0)
        /* TRANSLATORS: the C&T ability that adds a table's Tactics card: "Added by Academy" */
        subtitle = g_strdup_printf (_("Added by %s"), cas_rus_ability_name (t->ability[i]));
      else
        subtitle = g_strdup (t->name[i][0] ? _("The ability that adds it is not entered") : _("Not entered"));
      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cas_rus_tactics_card_name (t, card));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                                cas_rus_fact_entry_new (&cas_rus_tactics_file, card, "name", name_entry, _("Name on the card"),
                                                        t->name[i]));
      /* TRANSLATORS: an entry for an ability's id, as castellan-cli takes it */
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                                cas_rus_fact_entry_new (&cas_rus_tactics_file, card, "ability", ability_entry,
                                                        _("Ability that adds it (academy, cavalry …)"),
                                                        t->ability[i] >= 0 ? cas_rus_ability_id (t->ability[i]) : ""));
      adw_preferences_group_add (group, row);
    }
  cas_rus_dialog_add (dialog, group);
}

static void
tactics_fill (CasRusDialog *dialog, const CasRusState *s, gpointer data)
{
  CasRusPage *page = cas_rus_dialog_get_page (dialog);
  g_autofree char *path = cas_rus_user_file_path (&cas_rus_tactics_file);
  g_autoptr(GError) error = NULL;
  CasRusTactics t;
  int card[2];

  (void) s;
  (void) data;
  if (!cas_rus_tactics_load (&t, path, &error))
    {
      /* a damaged file: shown empty, kept beside the new one when the form saves */
      AdwPreferencesGroup *group = cas_rus_group_new (NULL, NULL);
      GtkWidget *row = cas_rus_row_new (_("The Tactics file could not be read"), error->message);
      gtk_widget_add_css_class (row, "warning");
      adw_preferences_group_add (group, row);
      cas_rus_dialog_add (dialog, group);
      cas_rus_tactics_init (&t);
    }
  cas_rus_battle_page_get_cards (CAS_RUS_BATTLE_PAGE (page), &card[0], &card[1]);
  pair_group_add (dialog, &t, card);
  table_cards_group_add (dialog, &t);
  /* the Battle page reads the file again: its cards, modifiers and Siege step follow */
  cas_rus_page_refresh_later (page);
}

void
cas_rus_tactics_dialog_open (CasRusPage *page, gpointer data)
{
  (void) data;
  cas_rus_dialog_present (page, "rus-tactics-dialog", _("Tactics Cards"), tactics_fill, NULL, NULL);
}
