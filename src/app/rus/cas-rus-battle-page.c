/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-battle-page.c: battle (issue 18, page c): the combat calculator as a form. The
 * table names the area attacked, the invading Kingdom, its armies and, against a player,
 * the two Tactics modifiers the players read off their revealed cards; the page shows the
 * basic and final CBT, the winner and the losses step by step [BATTLE p.13; NEUTRAL p.14;
 * PVP p.14], and records the result on the area through the journal. The Campaign Lead,
 * Metallurgy and Cavalry come from the table (cas_rus_table_force). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-rules-popover.h"
#include "cas-rus-ct.h"
#include "cas-rus-tactics.h"
#include "rus/cas-rus-pages.h"

struct _CasRusBattlePage
{
  CasRusPage parent_instance;

  AdwPreferencesGroup *form;
  AdwComboRow *area_row;
  AdwComboRow *attacker_row;
  GtkSpinButton *armies_spin;
  GtkSpinButton *attacker_tactic_spin;
  GtkSpinButton *defender_tactic_spin;
  GtkWidget *tactics_rows[2];
  int n_areas;             /* the areas the area menu lists */
};

G_DEFINE_FINAL_TYPE (CasRusBattlePage, cas_rus_battle_page, CAS_TYPE_RUS_PAGE)

static void
input_changed_cb (CasRusBattlePage *self)
{
  if (!cas_rus_page_is_filling (CAS_RUS_PAGE (self)))
    cas_rus_page_refresh (CAS_RUS_PAGE (self));
}

static GtkSpinButton *
spin_row_add (CasRusBattlePage *self, const char *name, const char *title, const char *subtitle, int min, int max,
              int value, GtkWidget **row_out)
{
  GtkWidget *row = cas_rus_row_new (title, subtitle);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_widget_set_name (row, name);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_signal_connect_object (spin, "value-changed", G_CALLBACK (input_changed_cb), self, G_CONNECT_SWAPPED);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (self->form, row);
  if (row_out)
    *row_out = row;
  return GTK_SPIN_BUTTON (spin);
}

static AdwComboRow *
combo_row_add (CasRusBattlePage *self, const char *name, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_combo_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (input_changed_cb), self, G_CONNECT_SWAPPED);
  adw_preferences_group_add (self->form, row);
  return ADW_COMBO_ROW (row);
}

/* The area menu lists the areas of the game, by the names the table knows. */
static void
fill_areas (CasRusBattlePage *self, const CasRusState *s, const CasRusMap *map)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint selected = adw_combo_row_get_selected (self->area_row);

  for (int a = 0; a < s->n_areas; a++)
    {
      g_autofree char *label = cas_rus_area_label (a, map);
      gtk_string_list_append (list, label);
    }
  adw_combo_row_set_model (self->area_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->area_row, selected < (guint) s->n_areas ? selected : 0);
  self->n_areas = s->n_areas;
}

static const char *
yes_no (gboolean yes)
{
  return yes ? _("Yes") : _("No");
}

static void
record_clicked_cb (GtkButton *button, CasRusBattlePage *self)
{
  GStrv actions = g_object_get_data (G_OBJECT (button), "cas-actions");
  CasJournal *journal = cas_rus_page_get_journal (CAS_RUS_PAGE (self));
  g_autoptr(GError) error = NULL;

  if (journal && actions && !cas_journal_do_many (journal, (const char *const *) actions, &error))
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
      if (overlay)
        adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), cas_app_toast_new (sentence));
    }
}

/* What the result changes on the area: the defender's losses, or the area taken with the
 * invader's survivors in it. The invader's losses come off the armies that attacked, which
 * stood elsewhere: the players take them off there. */
static void
add_record (CasRusBattlePage *self, const CasRusState *s, int area, int attacker, int armies, const CasRusBattle *r)
{
  const CasRusArea *ar = &s->areas[area];
  g_autofree char *area_id = cas_rus_area_id (area);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  AdwPreferencesGroup *group;
  GtkWidget *button;

  if (r->taken)
    {
      if (ar->owner >= 0 && ar->armies > 0)
        g_ptr_array_add (actions, g_strdup_printf ("armies %s %s 0", area_id, cas_rus_kingdom_id (ar->owner)));
      g_ptr_array_add (actions, g_strdup_printf ("armies %s %s %d", area_id, cas_rus_kingdom_id (attacker),
                                                 MAX (armies - r->attacker_losses, 1)));
    }
  else if (ar->owner >= 0 && r->defender_losses > 0 && ar->armies > 0)
    g_ptr_array_add (actions, g_strdup_printf ("armies %s %s -%d", area_id, cas_rus_kingdom_id (ar->owner),
                                               MIN (r->defender_losses, ar->armies)));
  if (actions->len == 0)
    return;
  g_ptr_array_add (actions, NULL);

  group = cas_rus_group_new (_("Record the Result"),
                             _("The invader's losses come off the armies that attacked: take them off where they stood"));
  for (guint i = 0; actions->pdata[i]; i++)
    {
      GtkWidget *row = cas_rus_row_new (actions->pdata[i], NULL);
      gtk_widget_add_css_class (row, "monospace");
      adw_preferences_group_add (group, row);
    }
  button = gtk_button_new_with_mnemonic (_("_Record on the Table"));
  gtk_widget_set_name (button, "rus-battle-record");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (button), "cas-actions", g_ptr_array_steal (actions, NULL), (GDestroyNotify) g_strfreev);
  g_signal_connect_object (button, "clicked", G_CALLBACK (record_clicked_cb), self, 0);
  adw_preferences_group_set_header_suffix (group, button);
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

/* A row with the Tactics cards KINGDOM may reveal (issue 18): the basic ones, a defended
 * settlement's, and the table's cards of the abilities it holds [PVP p.14; SIEGE p.14]. */
static void
offer_row_add (AdwPreferencesGroup *group, const char *name, const char *title, const CasRusState *s,
               const CasRusTactics *t, int kingdom, int area, gboolean defending)
{
  CasRusTacticsOffer o;
  GString *cards = g_string_new (NULL);
  GtkWidget *row;

  cas_rus_tactics_offer (s, t, kingdom, area, defending, &o, NULL);
  for (int c = 0; c < CAS_RUS_N_TACTICS; c++)
    if (o.offered[c])
      g_string_append_printf (cards, "%s%s", cards->len ? ", " : "", cas_rus_tactics_card_name (t, c));
  row = cas_rus_row_new (title, cards->str);
  gtk_widget_set_name (row, name);
  adw_preferences_group_add (group, row);
  g_string_free (cards, TRUE);
}

static void
battle_page_refresh (CasRusPage *page, const CasRusState *s)
{
  CasRusBattlePage *self = CAS_RUS_BATTLE_PAGE (page);
  const CasRusMap *map = cas_rus_page_map (NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  AdwPreferencesGroup *result, *why;
  CasRusForce att, def;
  CasRusBattle r;
  const CasRusArea *ar;
  int area, attacker, armies;
  gboolean against_player;
  int terrain;

  if (self->n_areas != s->n_areas)
    fill_areas (self, s, map);
  area = (int) adw_combo_row_get_selected (self->area_row);
  attacker = (int) adw_combo_row_get_selected (self->attacker_row);
  armies = gtk_spin_button_get_value_as_int (self->armies_spin);
  if (area < 0 || area >= s->n_areas || attacker < 0 || attacker >= CAS_RUS_N_KINGDOMS)
    return;
  ar = &s->areas[area];
  terrain = cas_rus_area_terrain (s, map, area);
  against_player = cas_rus_area_against_player (s, area);
  for (int i = 0; i < 2; i++)
    gtk_widget_set_sensitive (self->tactics_rows[i], against_player);

  result = cas_rus_group_new (_("Result"), NULL);
  if (ar->owner == attacker)
    {
      g_autofree char *line = g_strdup_printf (_("%s holds this area already: there is nobody to attack"),
                                               _(cas_rus_kingdom_name (attacker)));
      adw_preferences_group_add (result, cas_rus_row_new (line, NULL));
      cas_rus_page_add (page, result);
      return;
    }
  /* issue 18 (rus-table): an attack across an alliance, the pair, Ruler/Vassal or the
   * turn's Influence is flagged, never refused [ALLY p.7; TWOP p.19; VASSAL p.15; INFLUENCE p.8] */
  int bond = ar->owner >= 0 ? cas_rus_attack_bond (s, attacker, ar->owner, ex) : CAS_RUS_BOND_NONE;
  {
    /* rus-rel: the religions' CBT modifiers from the C&T file (a damaged one: none) */
    g_autofree char *ct_path = cas_rus_ct_default_path ();
    CasRusCtTree tree;
    if (!cas_rus_ct_load (&tree, ct_path, NULL))
      cas_rus_ct_init (&tree);
    cas_rus_table_force (s, attacker, armies, &att);
    cas_rus_force_religion (s, &tree, attacker, ar->owner, TRUE, &att);
    cas_rus_table_force (s, ar->owner, ar->armies, &def);
    cas_rus_force_religion (s, &tree, ar->owner, attacker, FALSE, &def);
  }
  if (against_player)
    {
      cas_rus_battle_player (&s->settings, &att, &def, terrain, gtk_spin_button_get_value_as_int (self->attacker_tactic_spin),
                             gtk_spin_button_get_value_as_int (self->defender_tactic_spin), &r, ex);
    }
  else
    cas_rus_battle_neutral (&s->settings, &att, ar->armies, terrain, &r, ex);

  {
    static const char *const pvp[] = { "PVP p.14", NULL };
    static const char *const neutral[] = { "NEUTRAL p.14", NULL };
    g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d army", "%d armies", (gulong) ar->armies),
                                              ar->armies);
    /* TRANSLATORS: the defender of an area: "Rus, 3 armies" */
    g_autofree char *defender = ar->owner >= 0 ? g_strdup_printf (_("%s, %s"), _(cas_rus_kingdom_name (ar->owner)), count)
                                               : g_strdup (_("Nobody's land"));
    adw_preferences_group_set_description (result, against_player ? _("A battle against a player")
                                                                  : _("An attack on a neutral area"));
    adw_preferences_group_set_header_suffix (result, cas_rules_links_new ("rus", against_player ? pvp : neutral));
    cas_rus_value_row_add (result, "rus-defender", _("Defender"), defender);
  }
  if (against_player)
    {
      /* the cards each side may reveal, the table's own among them (issue 18) */
      g_autofree char *path = cas_rus_tactics_default_path ();
      CasRusTactics t;
      if (!cas_rus_tactics_load (&t, path, NULL))
        cas_rus_tactics_init (&t);   /* a damaged file: the rulebook's cards only */
      offer_row_add (result, "rus-attacker-cards", _("Invader's Tactics cards"), s, &t, attacker, area, FALSE);
      offer_row_add (result, "rus-defender-cards", _("Defender's Tactics cards"), s, &t, ar->owner, area, TRUE);
    }
  cas_rus_int_row_add (result, "rus-attacker-cbt", _("Invader's basic CBT"), r.attacker_cbt);
  cas_rus_int_row_add (result, "rus-defender-cbt", _("Defender's basic CBT"), r.defender_cbt);
  cas_rus_value_row_add (result, "rus-legal", _("Invader exceeds by one or more"), yes_no (r.legal));
  if (against_player && r.legal)
    {
      cas_rus_int_row_add (result, "rus-attacker-final", _("Invader's final CBT"), r.attacker_final);
      cas_rus_int_row_add (result, "rus-defender-final", _("Defender's final CBT"), r.defender_final);
    }
  cas_rus_value_row_add (result, "rus-winner", _("Winner"),
             r.winner == 0 ? _("The invader") : r.winner == 1 ? _("The defender") : _("Nobody"));
  cas_rus_int_row_add (result, "rus-attacker-losses", _("Invader's losses"), r.attacker_losses);
  cas_rus_int_row_add (result, "rus-defender-losses", _("Defender's losses"), r.defender_losses);
  cas_rus_value_row_add (result, "rus-taken", _("Area taken"), yes_no (r.taken));
  if (bond != CAS_RUS_BOND_NONE)
    {
      GtkWidget *row = cas_rus_row_new (_("The rules forbid this attack"), cas_explain_get_line (ex, 0)->text);
      gtk_widget_set_name (row, "rus-forbidden");
      gtk_widget_add_css_class (row, "warning");
      adw_preferences_group_add (result, row);
    }
  if (!r.terrain_known)
    {
      GtkWidget *row = cas_rus_row_new (_("The area's terrain is not entered"),
                                        _("Its modifiers are left out: enter it on the Map Data page"));
      gtk_widget_add_css_class (row, "warning");
      adw_preferences_group_add (result, row);
    }
  cas_rus_page_add (page, result);

  why = cas_rus_group_new (_("Step by Step"), NULL);
  if (against_player && r.legal && r.taken && ar->owner >= 0)
    {
      CasRusRetreat retreat;
      cas_rus_retreat (s, map, area, ar->owner, &retreat, ex);
    }
  cas_rus_explain_rows (why, ex);
  cas_rus_page_add (page, why);
  if (r.legal)
    add_record (self, s, area, attacker, armies, &r);
}

void
cas_rus_battle_page_set (CasRusBattlePage *self, int area, int attacker, int armies, int attacker_tactic,
                         int defender_tactic)
{
  const CasRusState *s;

  g_return_if_fail (CAS_IS_RUS_BATTLE_PAGE (self));
  s = cas_rus_page_get_state (CAS_RUS_PAGE (self));
  if (s && self->n_areas != s->n_areas)
    fill_areas (self, s, cas_rus_page_map (NULL));
  adw_combo_row_set_selected (self->area_row, (guint) area);
  adw_combo_row_set_selected (self->attacker_row, (guint) attacker);
  gtk_spin_button_set_value (self->armies_spin, armies);
  gtk_spin_button_set_value (self->attacker_tactic_spin, attacker_tactic);
  gtk_spin_button_set_value (self->defender_tactic_spin, defender_tactic);
  cas_rus_page_refresh (CAS_RUS_PAGE (self));
}

static void
cas_rus_battle_page_class_init (CasRusBattlePageClass *klass)
{
  CAS_RUS_PAGE_CLASS (klass)->refresh = battle_page_refresh;
}

static void
cas_rus_battle_page_init (CasRusBattlePage *self)
{
  g_autoptr(GtkStringList) kingdoms = gtk_string_list_new (NULL);

  self->form = cas_rus_group_new (_("Attack"), _("The Campaign Lead, Metallurgy and Cavalry come from the table"));
  self->area_row = combo_row_add (self, "rus-area", _("Area attacked"), NULL);
  self->attacker_row = combo_row_add (self, "rus-attacker", _("Invading Kingdom"), NULL);
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    gtk_string_list_append (kingdoms, _(cas_rus_kingdom_name (k)));
  adw_combo_row_set_model (self->attacker_row, G_LIST_MODEL (kingdoms));
  self->armies_spin = spin_row_add (self, "rus-armies", _("Invading armies"), NULL, 1, 80, 3, NULL);
  self->attacker_tactic_spin = spin_row_add (self, "rus-attacker-tactic", _("Invader's Tactics modifier"),
                                             _("Read off the revealed Tactics cards; against a player only"), -9, 9, 0,
                                             &self->tactics_rows[0]);
  self->defender_tactic_spin = spin_row_add (self, "rus-defender-tactic", _("Defender's Tactics modifier"), NULL, -9, 9,
                                             0, &self->tactics_rows[1]);
  adw_preferences_page_add (cas_rus_page_get_prefs (CAS_RUS_PAGE (self)), self->form);
}
