/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-battle-page.c: battle (issue 18, page c): the combat calculator as a form. The
 * table names the area attacked, the invading Kingdom, its armies and, against a player,
 * the two Tactics modifiers the players read off their revealed cards; the page shows the
 * basic and final CBT, the winner and the losses step by step [BATTLE p.13; NEUTRAL p.14;
 * PVP p.14], and records the result on the area through the journal. The Campaign Lead,
 * Metallurgy and Cavalry come from the table (cas_rus_table_force).
 * rus-app (issue 18): against a player each side picks the card it reveals from those it
 * may reveal (cas_rus_tactics_offer ()); the modifiers are then read from the Tactics file
 * as `castellan-cli combat --cards` does, the typed ones standing where the file has no
 * entry, and the Siege step follows [PVP p.14; SIEGE p.14]. "Tactics Cards…" opens the
 * form for the pair's entries and the table's cards (cas-rus-tactics-form.c).
 * rus-app: a Kingdom with Cavalry (its own or its Influencer's) has an "Areas moved" row,
 * and the Cavalry follow-on after a battle won (cas_rus_cavalry_follow_on (), as
 * `castellan-cli combat --moved N`) follows the result [CAVALRY p.15]; a pair of cards the
 * Tactics file lacks has a row opening the form [PVP p.14]. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-rules-popover.h"
#include "cas-rus-ct.h"
#include "cas-rus-tactics.h"
#include "rus/cas-rus-dialog.h"
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
  /* rus-app: the revealed cards' menus: item i + 1 is card_of[side][i], item 0 "not entered" */
  AdwComboRow *card_rows[2];
  int card_of[2][CAS_RUS_N_TACTICS];
  int n_cards[2];
  int n_offered[2];        /* the first n_offered of card_of: those it may reveal */
  GtkWidget *cards_row;    /* "Tactics Cards…" */
  /* rus-app: the areas the stack has moved from where it started, this one included
   * (shown for a Kingdom with Cavalry) [CAVALRY p.15] */
  GtkSpinButton *moved_spin;
  GtkWidget *moved_row;
};

G_DEFINE_FINAL_TYPE (CasRusBattlePage, cas_rus_battle_page, CAS_TYPE_RUS_PAGE)

static void
input_changed_cb (CasRusBattlePage *self)
{
  if (!cas_rus_page_is_filling (CAS_RUS_PAGE (self)))
    cas_rus_page_refresh (CAS_RUS_PAGE (self));
}

/* rus-app: a revealed card's menu fills itself again in the refresh, so the page is
 * filled on an idle turn, after the menu's own handlers. */
static void
card_changed_cb (CasRusBattlePage *self)
{
  if (!cas_rus_page_is_filling (CAS_RUS_PAGE (self)))
    cas_rus_page_refresh_later (CAS_RUS_PAGE (self));
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
combo_row_add (CasRusBattlePage *self, const char *name, const char *title, const char *subtitle, GCallback changed)
{
  GtkWidget *row = adw_combo_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  g_signal_connect_object (row, "notify::selected", changed, self, G_CONNECT_SWAPPED);
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
 * settlement's, and the table's cards of the abilities it holds [PVP p.14; SIEGE p.14].
 * Returns how many of the table's cards lack the ability that adds them (rus-app2). */
static int
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
  return o.not_entered;
}

/* rus-app: the card SIDE (0 the invader, 1 the defender) reveals, -1 if not entered. */
static int
revealed_card (CasRusBattlePage *self, int side)
{
  guint i = adw_combo_row_get_selected (self->card_rows[side]);
  return i >= 1 && i <= (guint) self->n_cards[side] ? self->card_of[side][i - 1] : -1;
}

/* rus-app: the menu of the cards SIDE may reveal [PVP p.14; SIEGE p.14], then the other
 * cards the game knows (the rulebook's, the table's entered), marked: the table may have
 * revealed one, which is flagged, never refused. The card chosen is kept. */
static void
fill_cards (CasRusBattlePage *self, int side, const CasRusTactics *t, const CasRusTacticsOffer *o)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  int chosen = revealed_card (self, side);
  guint selected = 0;

  gtk_string_list_append (list, _("Not entered"));
  self->n_cards[side] = 0;
  for (int pass = 0; o && pass < 2; pass++)
    {
      for (int c = 0; c < CAS_RUS_N_TACTICS; c++)
        {
          int i = c - CAS_RUS_TABLE_TACTIC_1;
          g_autofree char *label = NULL;
          if (o->offered[c] != (pass == 0) || (i >= 0 && !o->offered[c] && !t->name[i][0] && t->ability[i] < 0))
            continue;
          self->card_of[side][self->n_cards[side]++] = c;
          /* TRANSLATORS: a Tactics card in the menu of a side that may not reveal it */
          label = pass == 0 ? g_strdup (cas_rus_tactics_card_name (t, c))
                            : g_strdup_printf (_("%s (not among its cards)"), cas_rus_tactics_card_name (t, c));
          gtk_string_list_append (list, label);
          if (c == chosen)
            selected = (guint) self->n_cards[side];
        }
      if (pass == 0)
        self->n_offered[side] = self->n_cards[side];
    }
  adw_combo_row_set_model (self->card_rows[side], G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->card_rows[side], selected);
}

/* rus-app: what the Siege step says, in a few words [SIEGE p.14]. */
static char *
siege_words (const CasRusSiege *siege)
{
  switch (siege->outcome)
    {
    case CAS_RUS_SIEGE_SHELTER:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The defender may shelter %d army in the settlement",
                                           "The defender may shelter %d armies in the settlement", (gulong) siege->may_shelter),
                              siege->may_shelter);
    case CAS_RUS_SIEGE_RETREAT:
      return g_strdup (_("The survivors retreat: the area is taken"));
    case CAS_RUS_SIEGE_HELD:
      return g_strdup (_("The settlement held"));
    case CAS_RUS_SIEGE_TIE:
      return g_strdup (_("A tie: the invader may attack again"));
    default:
      return g_strdup (_("No settlement’s card decided it"));
    }
}

/* rus-app: the Cavalry follow-on after the battle [CAVALRY p.15; CAMPAIGN p.13]: whether
 * the stack may go on, with how many armies (1 stays to hold the area taken), how far, and
 * the next areas by the map, each line with its rule. Nothing for a Kingdom without Cavalry. */
static void
add_follow_on (CasRusBattlePage *self, const CasRusState *s, const CasRusMap *map, int area, int attacker, int armies,
               const CasRusBattle *r)
{
  static const char *const cites[] = { "CAVALRY p.15", NULL };
  g_autoptr(CasExplain) ex = cas_explain_new ();
  AdwPreferencesGroup *group;
  g_autofree char *verdict = NULL;
  CasRusFollowOn fo;
  int moved = gtk_spin_button_get_value_as_int (self->moved_spin);

  /* as `combat --moved`: won means the area taken (not while the defender may shelter) */
  cas_rus_cavalry_follow_on (s, map, attacker, area, r->winner == 0 && r->taken, armies - r->attacker_losses, moved,
                             &fo, ex);
  if (!fo.cavalry)
    return;
  group = cas_rus_group_new (_("Cavalry Follow-On"), _("A stack with Cavalry that won may go on, up to 3 areas from where it started"));
  gtk_widget_set_name (GTK_WIDGET (group), "rus-follow-on-group");
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  if (fo.may_continue)
    verdict = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Yes, with up to %d army", "Yes, with up to %d armies",
                                            (gulong) fo.may_continue_with),
                               fo.may_continue_with);
  else
    verdict = g_strdup (_("No"));
  cas_rus_value_row_add (group, "rus-follow-on", _("The stack may go on"), verdict);
  if (fo.may_continue)
    {
      cas_rus_int_row_add (group, "rus-follow-on-moves", _("Areas of movement left"), fo.moves_left);
      cas_rus_int_row_add (group, "rus-follow-on-stays", _("Armies that stay to hold the area"), 1);
    }
  cas_rus_explain_rows (group, ex);
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
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
  CasRusSiege siege = { 0 };
  CasRusTactics t;
  g_autofree char *tactics_path = cas_rus_tactics_default_path ();
  const CasRusArea *ar;
  int area, attacker, armies;
  int card[2] = { -1, -1 };
  gboolean against_player, with_siege = FALSE;
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
  /* rus-app: the areas moved matter only to a Kingdom with Cavalry [CAVALRY p.15] */
  gtk_widget_set_visible (self->moved_row, cas_rus_kingdom_ability_turn (s, attacker, CAS_RUS_CAVALRY, NULL) != 0);
  for (int i = 0; i < 2; i++)
    {
      gtk_widget_set_sensitive (self->tactics_rows[i], against_player);
      gtk_widget_set_sensitive (GTK_WIDGET (self->card_rows[i]), against_player && ar->owner != attacker);
    }
  /* the cards each side may reveal, the table's own among them (issue 18) */
  if (!cas_rus_tactics_load (&t, tactics_path, NULL))
    cas_rus_tactics_init (&t);   /* a damaged file: the rulebook's cards only */
  for (int side = 0; side < 2; side++)
    {
      CasRusTacticsOffer o;
      int who = side == 0 ? attacker : ar->owner;
      if (against_player && ar->owner != attacker)
        cas_rus_tactics_offer (s, &t, who, area, side == 1, &o, NULL);
      fill_cards (self, side, &t, against_player && ar->owner != attacker ? &o : NULL);
      card[side] = revealed_card (self, side);
    }

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
  /* rus-app: a card the side may not reveal is flagged, never refused [PVP p.14; SIEGE p.14; CT p.17] */
  gboolean card_flagged[2] = { FALSE, FALSE };
  for (int side = 0; side < 2; side++)
    if (card[side] >= 0 && adw_combo_row_get_selected (self->card_rows[side]) > (guint) self->n_offered[side])
      {
        card_flagged[side] = TRUE;
        cas_explain_add (ex, "PVP p.14,SIEGE p.14,CT p.17", _("%s revealed %s, which is not among the Tactics cards it may reveal: flagged, the table decides"),
                         _(cas_rus_kingdom_name (side == 0 ? attacker : ar->owner)), cas_rus_tactics_card_name (&t, card[side]));
      }
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
  if (against_player && (card[0] >= 0 || card[1] >= 0))
    {
      /* rus-app: the matrix for the cards revealed, the typed modifier where it has no
       * entry, as `combat --cards` [PVP p.14]; with both cards, the Siege step [SIEGE p.14] */
      int mod[2];
      cas_rus_tactics_modifiers (&t, tactics_path, card[0], card[1], gtk_spin_button_get_value_as_int (self->attacker_tactic_spin),
                                 gtk_spin_button_get_value_as_int (self->defender_tactic_spin), &mod[0], &mod[1], ex);
      with_siege = card[0] >= 0 && card[1] >= 0;
      if (with_siege)
        cas_rus_battle_player_cards (&s->settings, &att, &def, terrain, card[0], card[1], mod[0], mod[1], &r, &siege, ex);
      else
        cas_rus_battle_player (&s->settings, &att, &def, terrain, mod[0], mod[1], &r, ex);
    }
  else if (against_player)
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
      int unknown = offer_row_add (result, "rus-attacker-cards", _("Invader's Tactics cards"), s, &t, attacker, area, FALSE);
      int unknown_defender = offer_row_add (result, "rus-defender-cards", _("Defender's Tactics cards"), s, &t, ar->owner, area, TRUE);
      unknown = MAX (unknown, unknown_defender);
      /* rus-app2: a table card whose ability the Tactics file lacks: the form enters it [PVP p.14; CT p.17] */
      if (unknown > 0)
        {
          g_autofree char *title = g_strdup_printf (ngettext ("%d table card without the ability that adds it",
                                                              "%d table cards without the ability that adds them", (gulong) unknown),
                                                    unknown);
          adw_preferences_group_add (result, cas_rus_open_row_new (page, "rus-tactics-ability-missing", title,
                                                                   _("Not in the Tactics file yet: read it off the card"),
                                                                   _("_Tactics Cards…"), cas_rus_tactics_dialog_open, self));
        }
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
  /* rus-app: Stand/Siege won against the settlement's card: not taken while the defender
   * may shelter [SIEGE p.14] */
  if (with_siege && siege.outcome == CAS_RUS_SIEGE_SHELTER)
    {
      r.taken = FALSE;
      cas_rus_value_row_add (result, "rus-taken", _("Area taken"), _("Not yet: the defender may shelter"));
    }
  else
    cas_rus_value_row_add (result, "rus-taken", _("Area taken"), yes_no (r.taken));
  if (with_siege)
    {
      g_autofree char *words = siege_words (&siege);
      cas_rus_value_row_add (result, "rus-siege", _("Siege step"), words);
    }
  if (bond != CAS_RUS_BOND_NONE)
    {
      GtkWidget *row = cas_rus_row_new (_("The rules forbid this attack"), cas_explain_get_line (ex, 0)->text);
      gtk_widget_set_name (row, "rus-forbidden");
      gtk_widget_add_css_class (row, "warning");
      adw_preferences_group_add (result, row);
    }
  for (int side = 0; side < 2; side++)
    if (card_flagged[side])
      {
        GtkWidget *row = cas_rus_row_new (side == 0 ? _("The invader may not reveal this card")
                                                    : _("The defender may not reveal this card"),
                                          _("Not among the Tactics cards its abilities and settlement give it"));
        gtk_widget_set_name (row, side == 0 ? "rus-attacker-card-flag" : "rus-defender-card-flag");
        gtk_widget_add_css_class (row, "warning");
        adw_preferences_group_add (result, row);
      }
  /* rus-app: a pair the Tactics file lacks: the form enters it [PVP p.14] */
  if (against_player && card[0] >= 0 && card[1] >= 0 && (!t.known[card[0]][card[1]] || !t.known[card[1]][card[0]]))
    {
      GtkWidget *row = cas_rus_open_row_new (page, "rus-tactics-missing", _("Not in the Tactics file yet"),
                                             _("Read the modifiers off the two cards and enter them once"),
                                             _("_Tactics Cards…"), cas_rus_tactics_dialog_open, self);
      adw_preferences_group_add (result, row);
    }
  /* rus-app2: a religion whose CBT modifiers the C&T file lacks (the line says "counted as
   * 0"): the Kingdom's Culture & Technology dialog enters them [BATTLE p.13; CT p.17] */
  for (int side = 0; side < 2; side++)
    {
      int who = side == 0 ? attacker : ar->owner;
      int religion = cas_rus_force_religion_missing (side == 0 ? &att : &def);
      if ((side == 1 && (!against_player || religion == cas_rus_force_religion_missing (&att))) || who < 0 ||
          religion == CAS_RUS_RELIGION_NONE)
        continue;
      g_autofree char *title = g_strdup_printf (_("%s: CBT modifiers not entered"),
                                                cas_rus_ct_entry_name (CAS_RUS_CT_ORTHODOX + religion - CAS_RUS_ORTHODOX));
      GtkWidget *row = cas_rus_open_row_new (page, side == 0 ? "rus-attacker-religion-missing" : "rus-defender-religion-missing",
                                             title, _("Counted as 0 until entered from the Player Mat"),
                                             _("Culture & _Technology…"), cas_rus_ct_dialog_open, GINT_TO_POINTER (who));
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
  if (r.legal)
    add_follow_on (self, s, map, area, attacker, armies, &r);

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

void
cas_rus_battle_page_set_cards (CasRusBattlePage *self, int attacker_card, int defender_card)
{
  const int want[2] = { attacker_card, defender_card };

  g_return_if_fail (CAS_IS_RUS_BATTLE_PAGE (self));
  for (int side = 0; side < 2; side++)
    {
      guint selected = 0;
      for (int i = 0; i < self->n_cards[side]; i++)
        if (self->card_of[side][i] == want[side])
          selected = (guint) i + 1;
      adw_combo_row_set_selected (self->card_rows[side], selected);
    }
  cas_rus_page_refresh (CAS_RUS_PAGE (self));
}

void
cas_rus_battle_page_set_moved (CasRusBattlePage *self, int moved)
{
  g_return_if_fail (CAS_IS_RUS_BATTLE_PAGE (self));
  gtk_spin_button_set_value (self->moved_spin, moved);
  cas_rus_page_refresh (CAS_RUS_PAGE (self));
}

void
cas_rus_battle_page_get_cards (CasRusBattlePage *self, int *attacker_card, int *defender_card)
{
  g_return_if_fail (CAS_IS_RUS_BATTLE_PAGE (self));
  *attacker_card = gtk_widget_get_sensitive (GTK_WIDGET (self->card_rows[0])) ? revealed_card (self, 0) : -1;
  *defender_card = gtk_widget_get_sensitive (GTK_WIDGET (self->card_rows[1])) ? revealed_card (self, 1) : -1;
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
  self->area_row = combo_row_add (self, "rus-area", _("Area attacked"), NULL, G_CALLBACK (input_changed_cb));
  self->attacker_row = combo_row_add (self, "rus-attacker", _("Invading Kingdom"), NULL, G_CALLBACK (input_changed_cb));
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    gtk_string_list_append (kingdoms, _(cas_rus_kingdom_name (k)));
  adw_combo_row_set_model (self->attacker_row, G_LIST_MODEL (kingdoms));
  self->armies_spin = spin_row_add (self, "rus-armies", _("Invading armies"), NULL, 1, 80, 3, NULL);
  /* rus-app: as `combat --moved`, 1-3: the battle's area is one of the 3 [CAVALRY p.15] */
  self->moved_spin = spin_row_add (self, "rus-moved", _("Areas moved"),
                                   _("With Cavalry: from where the stack started, this area included"), 1, 3, 1,
                                   &self->moved_row);
  /* rus-app: the cards revealed, from those each side may reveal [PVP p.14] */
  self->card_rows[0] = combo_row_add (self, "rus-attacker-card", _("Invader's revealed card"),
                                      _("Against a player: its modifiers are read from the Tactics file"),
                                      G_CALLBACK (card_changed_cb));
  self->card_rows[1] = combo_row_add (self, "rus-defender-card", _("Defender's revealed card"), NULL,
                                      G_CALLBACK (card_changed_cb));
  for (int side = 0; side < 2; side++)
    fill_cards (self, side, NULL, NULL);
  self->attacker_tactic_spin = spin_row_add (self, "rus-attacker-tactic", _("Invader's Tactics modifier"),
                                             _("Read off the cards; counts where the Tactics file has no entry for them"), -9, 9, 0,
                                             &self->tactics_rows[0]);
  self->defender_tactic_spin = spin_row_add (self, "rus-defender-tactic", _("Defender's Tactics modifier"), NULL, -9, 9,
                                             0, &self->tactics_rows[1]);
  self->cards_row = cas_rus_open_row_new (CAS_RUS_PAGE (self), "rus-tactics-cards", _("Tactics File"),
                                          _("The modifiers printed on the cards revealed, and the table’s own cards"),
                                          _("_Tactics Cards…"), cas_rus_tactics_dialog_open, self);
  adw_preferences_group_add (self->form, self->cards_row);
  adw_preferences_page_add (cas_rus_page_get_prefs (CAS_RUS_PAGE (self)), self->form);
}
