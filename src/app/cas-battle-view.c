/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle-view.c: the Battle page. Which Battles the table allows is the engine's
 * answer (cas_battle_new for each Lord on the map and each kind); the set-up (Array,
 * Held Events, Concessions, Retreat) is an input the engine validates; the odds and the
 * fight are their own widgets. Nothing here decides a rule. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-battle-array.h"
#include "cas-battle-fight.h"
#include "cas-battle-odds-view.h"
#include "cas-battle-view.h"
#include "cas-page.h"
#include "cas-dice-roller.h"

#define MAX_CONCEDE_ROUND 6

typedef struct {
  CasBattleKind kind;
  int locale;
  int lord;
  int from;                 /* an Approach the engine needs (a Relief, 4.4.1), or -1 */
} Candidate;

struct _CasBattleView
{
  AdwBin parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkStack *mode_stack;
  AdwComboRow *where_row;
  AdwComboRow *lord_row;
  AdwComboRow *from_row;
  GtkLabel *array_hint;
  CasBattleArray *array;
  GtkWidget *events_box;
  GtkWidget *choices_box;   /* Relief Sally and Flanking choices, built in code */
  GtkWidget *absorb_group;  /* in choices_box, or NULL */
  GtkWidget *absorb_expander;
  GtkWidget *concede_group;
  AdwComboRow *att_concede_row;
  AdwComboRow *def_concede_row;
  GtkWidget *fates_group;
  AdwComboRow *retreat_row;
  GtkWidget *withdraw_row;
  GtkSwitch *withdraw_switch;
  GtkLabel *setup_title;
  GtkLabel *setup_error;
  GtkWidget *fight_button;
  AdwButtonContent *fight_content;
  CasBattleOddsView *odds_view;
  CasBattleFight *fight;

  CasJournal *journal;
  GArray *candidates;       /* Candidate: every Battle the engine accepts now */
  GArray *places;           /* Candidate (lord unused): distinct kind + Locale, for where_row */
  GArray *place_lords;      /* int: Lords who may be Active at the chosen place */
  GArray *from_locales;     /* int: choices of from_row after "none" */
  GArray *retreat_locales;  /* int: choices of retreat_row after "Castellan's choice" */
  CasBattleSetup setup;
  gboolean have_setup;
  CasBattle *battle;        /* the set-up as the engine accepts it, or NULL */
  gboolean updating;        /* filling the combo rows: their signals are ours */
  gboolean dirty;           /* the table changed while the page was hidden */
  guint refresh_idle;
};

/* The dice button lives in the header bar, built from the window's template: registering
 * its type with this page's lets the template name it. */
CAS_PAGE_DEFINE_IFACE (cas_battle_view, CAS_BATTLE_VIEW)
G_DEFINE_FINAL_TYPE_WITH_CODE (CasBattleView, cas_battle_view, ADW_TYPE_BIN, g_type_ensure (CAS_TYPE_DICE_ROLLER); CAS_PAGE_IMPLEMENT (cas_battle_view))

static void rebuild_battle (CasBattleView *self);

static void
toast (CasBattleView *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, cas_app_toast_new (text));
}

static const CasTable *
table (CasBattleView *self)
{
  return cas_journal_get_table (self->journal);
}

static CasGame *
game (CasBattleView *self)
{
  return cas_journal_get_game (self->journal);
}

/* Each format is a literal at its g_strdup_printf () so that -Wformat checks it. */
static char *
place_name (CasBattleView *self, CasBattleKind kind, int locale)
{
  const char *name = cas_rules_locale_name (table (self), locale);

  switch (kind)
    {
    case CAS_BATTLE_STORM:
      return g_strdup_printf (_("Storm of %s"), name);
    case CAS_BATTLE_SALLY:
      return g_strdup_printf (_("Sally at %s"), name);
    case CAS_BATTLE_FIELD:
    default:
      /* A field Battle where the Attackers' side is Besieged: Lords who arrive to relieve
       * the Siege, with a Relief Sally (4.4.1). */
      if (CAS_LOCALE (table (self), locale, CAS_C_SIEGE) > 0)
        return g_strdup_printf (_("Relief of %s"), name);
      return g_strdup_printf (_("Battle at %s"), name);
    }
}

/* The Battle as set up; a Lord of the Besieged side arriving from outside to relieve the
 * Siege needs the Locale he Approached from (4.4.1): without one, the first adjacent
 * Locale the engine takes (the player may change it). */
static CasBattle *
new_with_approach (const CasTable *t, CasBattleSetup *s, GError **error)
{
  CasBattle *b = cas_battle_new (t, s, error);
  if (b != NULL || s->kind != CAS_BATTLE_FIELD || s->from_locale >= 0 || !cas_rules_besieged (t, s->active_lord))
    return b;
  for (guint i = 0; b == NULL && i < cas_game_get_n_locales (t->game); i++)
    if (cas_game_adjacent (t->game, s->locale, (int) i))
      {
        s->from_locale = (int) i;
        b = cas_battle_new (t, s, NULL);
      }
  if (b == NULL)
    s->from_locale = -1;
  else if (error)
    g_clear_error (error);
  return b;
}

/* Which Battles the table allows: whatever the engine accepts. */
static void
compute_candidates (CasBattleView *self)
{
  const CasTable *t = table (self);
  guint n_lords = cas_game_get_n_lords (t->game);

  g_array_set_size (self->candidates, 0);
  g_array_set_size (self->places, 0);
  for (guint l = 0; l < n_lords; l++)
    {
      if (CAS_LORD (t, l, CAS_L_STATE) != CAS_LORD_MAP)
        continue;
      for (int kind = CAS_BATTLE_FIELD; kind <= CAS_BATTLE_SALLY; kind++)
        {
          CasBattleSetup s;
          Candidate c = { kind, cas_rules_lord_locale (t, (int) l), (int) l, -1 };
          cas_battle_setup_init (&s, kind, c.locale, c.lord);
          s.record = FALSE;
          g_autoptr(CasBattle) b = new_with_approach (t, &s, NULL);
          if (b == NULL)
            continue;
          c.from = s.from_locale;
          g_array_append_val (self->candidates, c);
          gboolean known = FALSE;
          for (guint i = 0; i < self->places->len && !known; i++)
            {
              Candidate *p = &g_array_index (self->places, Candidate, i);
              known = p->kind == c.kind && p->locale == c.locale;
            }
          if (!known)
            g_array_append_val (self->places, c);
        }
    }
}

static int
find_place (CasBattleView *self, CasBattleKind kind, int locale)
{
  for (guint i = 0; i < self->places->len; i++)
    {
      Candidate *p = &g_array_index (self->places, Candidate, i);
      if (p->kind == kind && p->locale == locale)
        return (int) i;
    }
  return -1;
}

static void
fill_place_lords (CasBattleView *self, const Candidate *place)
{
  g_array_set_size (self->place_lords, 0);
  for (guint i = 0; i < self->candidates->len; i++)
    {
      Candidate *c = &g_array_index (self->candidates, Candidate, i);
      if (c->kind == place->kind && c->locale == place->locale)
        g_array_append_val (self->place_lords, c->lord);
    }
}

/* The Active Lord to offer first at a place: the one whose March the journal recorded
 * last (the table does not tell a Lord who has just arrived at his side's Besieged
 * Stronghold from those inside), else the first. */
static int
preferred_lord (CasBattleView *self)
{
  guint n = cas_journal_get_n_done (self->journal);
  CasGame *g = cas_journal_get_game (self->journal);

  for (guint k = 0; k < n && k < 200; k++)
    {
      const char *text = cas_journal_get_text (self->journal, n - 1 - k);
      if (text == NULL || !g_str_has_prefix (text, "move "))
        continue;
      for (guint i = 0; i < self->place_lords->len; i++)
        {
          int lord = g_array_index (self->place_lords, int, i);
          g_autofree char *prefix = g_strdup_printf ("move %s ", cas_game_get_lord (g, lord)->id);
          if (g_str_has_prefix (text, prefix))
            return lord;
        }
    }
  return g_array_index (self->place_lords, int, 0);
}

static int
index_of (GArray *ints, int value)
{
  for (guint i = 0; i < ints->len; i++)
    if (g_array_index (ints, int, i) == value)
      return (int) i;
  return -1;
}

static void
set_model (AdwComboRow *row, GtkStringList *list, guint selected)
{
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (row, selected);
}

/* The Locales adjacent to the Battle's (game data), for Approach and Retreat. */
static void
fill_adjacent (CasBattleView *self, GArray *out)
{
  CasGame *g = game (self);
  g_array_set_size (out, 0);
  for (guint i = 0; i < cas_game_get_n_locales (g); i++)
    if ((int) i != self->setup.locale && cas_game_adjacent (g, self->setup.locale, (int) i))
      {
        int v = (int) i;
        g_array_append_val (out, v);
      }
}

/* Held Events of one battle side. */

static void
event_toggled_cb (GtkCheckButton *check, CasBattleView *self)
{
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "cas-side"));
  guint event = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "cas-event"));
  GtkDropDown *lord_drop = g_object_get_data (G_OBJECT (check), "cas-event-lord");

  if (self->updating)
    return;
  if (gtk_check_button_get_active (check))
    self->setup.events[side] |= event;
  else
    self->setup.events[side] &= ~event;
  /* battle-distr: a DEFECTION Event's mats (defect_row_new ()) follow the check. */
  for (int k = 0; k < 2; k++)
    {
      GtkWidget *mat_row = g_object_get_data (G_OBJECT (check), k ? "cas-defect-to" : "cas-defect-from");
      if (mat_row)
        gtk_widget_set_sensitive (mat_row, gtk_check_button_get_active (check));
    }
  if (lord_drop)
    {
      GArray *lords = g_object_get_data (G_OBJECT (lord_drop), "cas-lords");
      guint sel = gtk_drop_down_get_selected (lord_drop);
      gtk_widget_set_sensitive (GTK_WIDGET (lord_drop), gtk_check_button_get_active (check));
      self->setup.event_lord = gtk_check_button_get_active (check) && lords && sel < lords->len
                                 ? g_array_index (lords, int, sel) : -1;
    }
  rebuild_battle (self);
}

static void
event_lord_cb (GtkDropDown *drop, GParamSpec *pspec, CasBattleView *self)
{
  GArray *lords = g_object_get_data (G_OBJECT (drop), "cas-lords");
  guint sel = gtk_drop_down_get_selected (drop);
  if (self->updating || lords == NULL || sel >= lords->len || self->setup.event_lord < 0)
    return;
  self->setup.event_lord = g_array_index (lords, int, sel);
  rebuild_battle (self);
}

/* battle-distr (session 11): a DEFECTION Event's two mats (Inferno S16 BOCCA DEGLI ABATI:
 * the Guelph mat whose Cavalieri roll, the Ghibelline Lord who receives one), as
 * castellan-cli's --event NAME:FROM:TO; the first entry is Castellan's proposal (-1). */
static void
defect_row_cb (AdwComboRow *row, GParamSpec *pspec, CasBattleView *self)
{
  GArray *lords = g_object_get_data (G_OBJECT (row), "cas-lords");
  guint sel = adw_combo_row_get_selected (row);
  int *field = g_object_get_data (G_OBJECT (row), "cas-to") ? &self->setup.defect_to : &self->setup.defect_from;
  if (self->updating || lords == NULL || sel == GTK_INVALID_LIST_POSITION)
    return;
  *field = sel == 0 || sel > lords->len ? -1 : g_array_index (lords, int, sel - 1);
  rebuild_battle (self);
}

static GtkWidget *
defect_row_new (CasBattleView *self, int bside, gboolean to, const char *title, gboolean sensitive)
{
  const CasTable *t = table (self);
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GArray *lords = g_array_new (FALSE, FALSE, sizeof (int));
  int current = to ? self->setup.defect_to : self->setup.defect_from;
  guint selected = 0;
  gtk_string_list_append (names, _("As Castellan proposes"));
  for (int i = 0; i < cas_battle_get_n_lords (self->battle, bside); i++)
    {
      int lord = cas_battle_get_lord (self->battle, bside, i);
      if (lord == current)
        selected = lords->len + 1;
      g_array_append_val (lords, lord);
      gtk_string_list_append (names, cas_battle_lord_name (t, lord));
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  /* The choice as the subtitle: a Lord's whole name fits at 1280x800 (the column is narrow). */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  gtk_widget_set_name (row, to ? "event-defect-to" : "event-defect-from");
  gtk_widget_set_sensitive (row, sensitive);
  g_object_set_data_full (G_OBJECT (row), "cas-lords", lords, (GDestroyNotify) g_array_unref);
  g_object_set_data (G_OBJECT (row), "cas-to", GINT_TO_POINTER (to));
  g_signal_connect (row, "notify::selected", G_CALLBACK (defect_row_cb), self);
  return row;
}

static GtkWidget *
events_group_new (CasBattleView *self, int side)
{
  CasGame *g = game (self);
  const CasTable *t = table (self);
  int gs = cas_battle_get_side (self->battle, side);
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = g_strdup_printf (_("Held Events of the %s"), cas_game_get_side_name (g, gs));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), side == CAS_ATTACKER ? _("Attackers") : _("Defenders"));
  gtk_widget_set_valign (group, GTK_ALIGN_START);
  for (guint e = 0;; e++)
      {
        CasBattleEvent event;
        int card = cas_battle_event_card (g, e, gs, &event);
        const CasCard *c;
        GtkWidget *row, *check;
        g_autofree char *name = NULL;
        if (card == -2)
          break;
        if (card < 0)
          continue;
        c = cas_game_get_card (g, card);
        row = adw_action_row_new ();
        check = gtk_check_button_new ();
        name = g_strdup_printf ("event-%s", c->id);
        gtk_widget_set_name (check, name);
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), c->event_name);
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), c->event_summary ? cas_game_text (c->event_summary) : "");
        gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
        gtk_check_button_set_active (GTK_CHECK_BUTTON (check), (self->setup.events[side] & event) != 0);
        gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, c->event_name, -1);
        g_object_set_data (G_OBJECT (check), "cas-side", GINT_TO_POINTER (side));
        g_object_set_data (G_OBJECT (check), "cas-event", GUINT_TO_POINTER (event));
        adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
        if (CAS_CARD (t, card, CAS_K_STATE) == CAS_CARD_HELD)
          {
            GtkWidget *chip = gtk_label_new (_("Held"));
            g_autofree char *tip = g_strdup_printf (_("The %s hold this card"), cas_game_get_side_name (g, gs));
            gtk_widget_add_css_class (chip, "chip");
            gtk_widget_add_css_class (chip, "tag");
            gtk_widget_add_css_class (chip, "success");
            gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
            gtk_widget_set_tooltip_text (chip, tip);
            adw_action_row_add_suffix (ADW_ACTION_ROW (row), chip);
          }
        if (cas_battle_event (g, e)->lord_label)   /* played on one Lord (Field Organ, Sudden Clash) */
          {
            /* Played on one Lord of the side: the game names the choice. */
            const CasLcBattleEvent *info = cas_battle_event (g, e);
            g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
            GArray *lords = g_array_new (FALSE, FALSE, sizeof (int));
            GtkWidget *drop;
            guint selected = 0;
            for (int i = 0; i < cas_battle_get_n_lords (self->battle, side); i++)
              {
                int lord = cas_battle_get_lord (self->battle, side, i);
                if (CAS_BATTLE_IS_COMUNE (lord))
                  continue;   /* battle-comune: the Event's Lord is a Lord (as castellan-cli's --event) */
                if (lord == self->setup.event_lord)
                  selected = lords->len;
                g_array_append_val (lords, lord);
                gtk_string_list_append (names, cas_battle_lord_name (t, lord));
              }
            drop = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
            gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), selected);
            gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
            gtk_widget_set_sensitive (drop, gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
            if (info->lord_tip)
              gtk_widget_set_tooltip_text (drop, _(info->lord_tip));
            if (info->lord_label)
              gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, _(info->lord_label), -1);
            g_object_set_data_full (G_OBJECT (drop), "cas-lords", lords, (GDestroyNotify) g_array_unref);
            g_signal_connect (drop, "notify::selected", G_CALLBACK (event_lord_cb), self);
            g_object_set_data (G_OBJECT (check), "cas-event-lord", drop);
            adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
          }
        g_signal_connect (check, "toggled", G_CALLBACK (event_toggled_cb), self);
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        if (event == CAS_BATTLE_EVENT_DEFECTION && cas_battle_event (g, e)->unit)
          {
            /* battle-distr: the mat whose units roll and the Lord who receives one. */
            gboolean on = (self->setup.events[side] & event) != 0;
            const CasUnit *u = cas_game_get_unit (g, cas_game_find_unit (g, cas_battle_event (g, e)->unit));
            const char *enemy = cas_game_get_side_name (g, cas_battle_get_side (self->battle, 1 - side));
            /* TRANSLATORS: battle-distr (Bocca degli Abati): "Mat of the Guelphs Whose Cavalieri Roll" */
            g_autofree char *from_title = g_strdup_printf (_("Mat of the %s Whose %s Roll"), enemy, u->name);
            /* TRANSLATORS: battle-distr (Bocca degli Abati): "Lord Who Receives One Cavalieri" */
            g_autofree char *to_title = g_strdup_printf (_("Lord Who Receives One %s"), u->name);
            GtkWidget *from_row = defect_row_new (self, 1 - side, FALSE, from_title, on);
            GtkWidget *to_row = defect_row_new (self, side, TRUE, to_title, on);
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), from_row);
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), to_row);
            g_object_set_data (G_OBJECT (check), "cas-defect-from", from_row);
            g_object_set_data (G_OBJECT (check), "cas-defect-to", to_row);
          }
      }
  return group;
}

/* Relief Sally (4.4.1): which Besieged Lords join the Attack. */

static gboolean
sallies (const CasBattleSetup *s, int lord)
{
  if (!s->sally_chosen)
    return TRUE;
  for (int i = 0; i < s->n_sally_lords; i++)
    if (s->sally_lords[i] == lord)
      return TRUE;
  return FALSE;
}

static void rebuild_absorb (CasBattleView *self);
static void try_setup (CasBattleView *self, const CasBattleSetup *next, const char *what);

static void
sally_switch_cb (GtkSwitch *sw, GParamSpec *pspec, CasBattleView *self)
{
  int lord = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (sw), "cas-lord"));
  int candidates[CAS_BATTLE_MAX_LORDS];
  CasBattleSetup next = self->setup;
  int n;

  if (self->updating)
    return;
  n = cas_battle_sally_candidates (table (self), &self->setup, candidates, CAS_BATTLE_MAX_LORDS);
  next.sally_chosen = TRUE;
  next.n_sally_lords = 0;
  for (int i = 0; i < n; i++)
    if (candidates[i] == lord ? gtk_switch_get_active (sw) : sallies (&self->setup, candidates[i]))
      next.sally_lords[next.n_sally_lords++] = candidates[i];
  for (int p = 0; p < 3; p++)
    next.sally_row[p] = next.rearguard[p] = -1;   /* the rows as Castellan arrays them */
  next.n_sally_reserve = 0;
  try_setup (self, &next, _("Not that Sally"));
  rebuild_absorb (self);
}

static GtkWidget *
relief_group_new (CasBattleView *self, const int *lords, int n)
{
  const CasTable *t = table (self);
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Relief Sally"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Lords Besieged here may join the Attack: they Array in a row behind the Defenders, and the Besiegers’ Siegeworks protect against them only (4.4.1)."));
  for (int i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *sw = gtk_switch_new ();
      const char *name = cas_rules_lord_name (t, lords[i]);
      g_autofree char *title = g_strdup_printf (_("%s Sallies"), name);
      g_autofree char *id = g_strdup_printf ("sally-%s", cas_game_get_lord (t->game, lords[i])->id);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Besieged here; if the Attackers lose he Withdraws back inside"));
      gtk_widget_set_name (sw, id);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (sw), sallies (&self->setup, lords[i]));
      gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      g_object_set_data (G_OBJECT (sw), "cas-lord", GINT_TO_POINTER (lords[i]));
      g_signal_connect (sw, "notify::active", G_CALLBACK (sally_switch_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

/* Flanking Lords who absorb the Hits meant for the Lord beside them (4.4.2). */

static void
absorb_subtitle (CasBattleView *self)
{
  g_autoptr(GString) names = g_string_new (NULL);
  for (int i = 0; i < self->setup.n_absorb; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "", cas_battle_lord_name (table (self), self->setup.absorb[i]));
  if (self->absorb_expander)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->absorb_expander), names->len ? names->str : _("None"));
}

static void
absorb_toggled_cb (GtkCheckButton *check, CasBattleView *self)
{
  int lord = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "cas-lord"));
  int k = 0;

  if (self->updating)
    return;
  for (int i = 0; i < self->setup.n_absorb; i++)
    if (self->setup.absorb[i] != lord)
      self->setup.absorb[k++] = self->setup.absorb[i];
  if (gtk_check_button_get_active (check) && k < CAS_BATTLE_MAX_LORDS)
    self->setup.absorb[k++] = lord;
  self->setup.n_absorb = k;
  absorb_subtitle (self);
  rebuild_battle (self);
}

static void
rebuild_absorb (CasBattleView *self)
{
  const CasTable *t = table (self);
  GtkWidget *expander;

  if (self->absorb_group)
    gtk_box_remove (GTK_BOX (self->choices_box), self->absorb_group);
  self->absorb_group = self->absorb_expander = NULL;
  gtk_widget_set_visible (self->choices_box, gtk_widget_get_first_child (self->choices_box) != NULL);
  if (self->battle == NULL || self->setup.kind == CAS_BATTLE_STORM)
    return;
  self->absorb_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->absorb_group), _("Flanking Lords"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->absorb_group),
                                         _("A Flanking Lord may take the Hits meant for the Lord beside him when no enemy Flanks that Lord (4.4.2). Otherwise the Lord struck takes them."));
  expander = adw_expander_row_new ();
  gtk_widget_set_name (expander, "absorb-expander");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Lords Who Take Hits When Flanking"));
  self->absorb_expander = expander;
  absorb_subtitle (self);
  self->updating = TRUE;
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < cas_battle_get_n_lords (self->battle, side); i++)
      {
        int lord = cas_battle_get_lord (self->battle, side, i);
        GtkWidget *row = adw_action_row_new ();
        GtkWidget *check = gtk_check_button_new ();
        const char *name = cas_battle_lord_name (t, lord);
        g_autofree char *id = g_strdup_printf ("absorb-%s", cas_battle_lord_id (t->game, lord));
        gboolean on = FALSE;
        for (int k = 0; k < self->setup.n_absorb; k++)
          on |= self->setup.absorb[k] == lord;
        adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cas_game_get_side_name (t->game, cas_battle_lord_side (t, lord)));
        gtk_widget_set_name (check, id);
        gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
        gtk_check_button_set_active (GTK_CHECK_BUTTON (check), on);
        gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        g_object_set_data (G_OBJECT (check), "cas-lord", GINT_TO_POINTER (lord));
        g_signal_connect (check, "toggled", G_CALLBACK (absorb_toggled_cb), self);
        adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
        adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
      }
  self->updating = FALSE;
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->absorb_group), expander);
  gtk_box_append (GTK_BOX (self->choices_box), self->absorb_group);
  gtk_widget_set_visible (self->choices_box, TRUE);
}

/* The choices that depend on who fights where: rebuilt when the Battle changes. */
static void
rebuild_options (CasBattleView *self)
{
  CasGame *g = game (self);
  const CasTable *t = table (self);
  gboolean storm = self->setup.kind == CAS_BATTLE_STORM;
  gboolean field = self->setup.kind == CAS_BATTLE_FIELD;
  GtkWidget *child;

  self->updating = TRUE;

  /* Approached from (field Battles). */
  gtk_widget_set_visible (GTK_WIDGET (self->from_row), field);
  fill_adjacent (self, self->from_locales);
  {
    g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
    gtk_string_list_append (list, _("Not after a March"));
    for (guint i = 0; i < self->from_locales->len; i++)
      gtk_string_list_append (list, cas_rules_locale_name (t, g_array_index (self->from_locales, int, i)));
    set_model (self->from_row, list, (guint) (index_of (self->from_locales, self->setup.from_locale) + 1));
  }

  /* Relief Sally and Flanking Lords. */
  self->absorb_group = self->absorb_expander = NULL;
  while ((child = gtk_widget_get_first_child (self->choices_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choices_box), child);
  {
    int lords[CAS_BATTLE_MAX_LORDS];
    int n = cas_battle_sally_candidates (t, &self->setup, lords, CAS_BATTLE_MAX_LORDS);
    if (n > 0)
      gtk_box_append (GTK_BOX (self->choices_box), relief_group_new (self, lords, n));
  }
  self->updating = FALSE;
  rebuild_absorb (self);
  self->updating = TRUE;

  /* Held Events. */
  while ((child = gtk_widget_get_first_child (self->events_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->events_box), child);
  if (self->battle)
    for (int side = 0; side < 2; side++)
      gtk_box_append (GTK_BOX (self->events_box), events_group_new (self, side));

  /* Concessions. */
  for (int side = 0; side < 2; side++)
    {
      AdwComboRow *row = side == CAS_ATTACKER ? self->att_concede_row : self->def_concede_row;
      g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
      int gs = side == CAS_ATTACKER ? cas_rules_lord_side (t, self->setup.active_lord) : 1 - cas_rules_lord_side (t, self->setup.active_lord);
      g_autofree char *title = g_strdup_printf (_("The %s (%s) Concede"), cas_game_get_side_name (g, gs),
                                                side == CAS_ATTACKER ? _("Attackers") : _("Defenders"));
      gtk_string_list_append (list, _("Never"));
      for (int r = 1; r <= MAX_CONCEDE_ROUND; r++)
        {
          g_autofree char *text = g_strdup_printf (_("At the start of Round %d"), r);
          gtk_string_list_append (list, text);
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      set_model (row, list, (guint) CLAMP (self->setup.concede_round[side], 0, MAX_CONCEDE_ROUND));
    }
  /* In a Storm only the Storming side may give up (4.5.2). */
  gtk_widget_set_visible (GTK_WIDGET (self->def_concede_row), !storm);

  /* The losing Defenders' fates (4.4.3). */
  gtk_widget_set_visible (self->fates_group, !storm);
  fill_adjacent (self, self->retreat_locales);
  {
    g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
    gtk_string_list_append (list, _("Castellan’s choice"));
    for (guint i = 0; i < self->retreat_locales->len; i++)
      gtk_string_list_append (list, cas_rules_locale_name (t, g_array_index (self->retreat_locales, int, i)));
    set_model (self->retreat_row, list, (guint) (index_of (self->retreat_locales, self->setup.retreat_to) + 1));
  }
  gtk_widget_set_visible (self->withdraw_row, field && cas_rules_is_stronghold (t, self->setup.locale));
  gtk_switch_set_active (self->withdraw_switch, self->setup.withdraw);

  self->updating = FALSE;
}

/* Asks the engine for the Battle as set up; shows its Array, or why it cannot be. */
static void
rebuild_battle (CasBattleView *self)
{
  g_autoptr(GError) error = NULL;
  const CasTable *t = table (self);
  g_autofree char *title = NULL;
  const char *fight_label;

  g_clear_pointer (&self->battle, cas_battle_free);
  self->battle = cas_battle_new (t, &self->setup, &error);
  if (self->battle == NULL && self->setup.has_array)
    {
      /* An Array the table no longer allows (a Lord left): back to the engine's. */
      g_clear_error (&error);
      self->setup.has_array = FALSE;
      self->battle = cas_battle_new (t, &self->setup, &error);
    }

  title = place_name (self, self->setup.kind, self->setup.locale);
  gtk_label_set_label (self->setup_title, title);
  gtk_widget_set_visible (GTK_WIDGET (self->setup_error), self->battle == NULL);
  if (self->battle == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Castellan cannot set up this Battle: %s."), error->message);
      gtk_label_set_label (self->setup_error, text);
    }
  gtk_widget_set_sensitive (self->fight_button, self->battle != NULL);
  fight_label = self->setup.kind == CAS_BATTLE_STORM ? _("_Storm") : self->setup.kind == CAS_BATTLE_SALLY ? _("_Sally") : _("_Fight");
  adw_button_content_set_label (self->fight_content, fight_label);
  gtk_widget_set_tooltip_text (self->fight_button, _("Start rolling: the Array, Events and Concessions are fixed from here"));

  gtk_label_set_label (self->array_hint, self->setup.kind == CAS_BATTLE_STORM
                                           ? _("One Lord a side in front, the others in Reserve (4.5.2). Drag a card, or use its menu.")
                                         : self->battle && cas_battle_is_relief_sally (self->battle) && cas_battle_get_sally_size (self->battle) > 0
                                           ? _("Drag a Lord card to another place, or use its menu. The Sallying Lords fight behind the Defenders, facing the Rearguard: one at first, then one more each Round up to the Stronghold's Size (4.4.1, 4.5.3).")
                                         : self->battle && cas_battle_is_relief_sally (self->battle)
                                           ? _("Drag a Lord card to another place, or use its menu. The Sallying Lords stay in their row behind the Defenders, facing the Rearguard (4.4.1).")
                                           : _("Drag a Lord card to another place, or use its menu. The Active Lord starts at Front center (4.4.1)."));
  cas_battle_array_update (self->array, t, self->battle, &self->setup);
  cas_battle_odds_view_set_battle (self->odds_view, self->battle ? t : NULL, &self->setup);
}

/* Where LORD Marched from into LOCALE, when the journal's last move of his (since the
 * last Command card was revealed) brought him there from an adjacent Locale: the
 * Locale he Approached from (4.3.4, 4.4.3), else -1. */
static int
march_origin (CasBattleView *self, int lord, int locale)
{
  CasGame *g = cas_journal_get_game (self->journal);
  const CasTable *t = cas_journal_get_table (self->journal);
  g_autofree char *prefix = g_strdup_printf ("move %s ", cas_game_get_lord (g, lord)->id);
  guint cell = (guint) (cas_table_lord ((CasTable *) t, lord, CAS_L_LOCALE) - t->v);
  guint n = cas_journal_get_n_done (self->journal);
  int from;

  if (cas_rules_lord_locale (t, lord) != locale)
    return -1;
  for (guint k = 0; k < n && k < 200; k++)
    {
      const char *text = cas_journal_get_text (self->journal, n - 1 - k);
      if (g_str_has_prefix (text, "reveal "))
        return -1;
      if (!g_str_has_prefix (text, prefix))
        continue;
      if (!cas_journal_get_old_value (self->journal, n - 1 - k, cell, &from) || from < 0 ||
          !cas_game_adjacent (g, from, locale))
        return -1;
      return from;
    }
  return -1;
}

/* Right after a March, the Battle is his Approach (4.3.4): from where he came, when the
 * engine takes it. */
static void
approach_from_march (CasBattleView *self, CasBattleSetup *setup)
{
  CasBattleSetup s = *setup;
  g_autoptr(CasBattle) b = NULL;

  if (setup->kind != CAS_BATTLE_FIELD || setup->from_locale >= 0)
    return;
  s.from_locale = march_origin (self, setup->active_lord, setup->locale);
  if (s.from_locale < 0)
    return;
  s.record = FALSE;
  b = cas_battle_new (cas_journal_get_table (self->journal), &s, NULL);
  if (b)
    setup->from_locale = s.from_locale;
}

static void
reset_setup (CasBattleView *self, CasBattleKind kind, int locale, int lord)
{
  cas_battle_setup_init (&self->setup, kind, locale, lord);
  for (guint i = 0; i < self->candidates->len; i++)
    {
      Candidate *c = &g_array_index (self->candidates, Candidate, i);
      if (c->kind == kind && c->locale == locale && c->lord == lord)
        self->setup.from_locale = c->from;
    }
  approach_from_march (self, &self->setup);
  self->have_setup = TRUE;
}

/* Re-reads the table: which Battles there are, keeping the chosen one when it still
 * stands. */
static void
refresh (CasBattleView *self)
{
  int place;
  int lord_index;
  Candidate chosen;

  self->dirty = FALSE;
  g_clear_handle_id (&self->refresh_idle, g_source_remove);
  if (self->journal == NULL)
    return;
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->mode_stack), "fight") == 0)
    return;
  compute_candidates (self);
  if (self->places->len == 0)
    {
      g_clear_pointer (&self->battle, cas_battle_free);
      cas_battle_odds_view_set_battle (self->odds_view, NULL, NULL);
      gtk_stack_set_visible_child_name (self->mode_stack, "empty");
      return;
    }

  place = self->have_setup ? find_place (self, self->setup.kind, self->setup.locale) : -1;
  if (place < 0)
    {
      Candidate *first = &g_array_index (self->places, Candidate, 0);
      reset_setup (self, first->kind, first->locale, first->lord);
      place = 0;
    }
  chosen = g_array_index (self->places, Candidate, place);
  fill_place_lords (self, &chosen);
  lord_index = index_of (self->place_lords, self->setup.active_lord);
  if (lord_index < 0)
    {
      reset_setup (self, chosen.kind, chosen.locale, preferred_lord (self));
      lord_index = index_of (self->place_lords, self->setup.active_lord);
    }

  self->updating = TRUE;
  {
    g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
    for (guint i = 0; i < self->places->len; i++)
      {
        Candidate *p = &g_array_index (self->places, Candidate, i);
        g_autofree char *name = place_name (self, p->kind, p->locale);
        gtk_string_list_append (list, name);
      }
    set_model (self->where_row, list, (guint) place);
  }
  {
    g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
    for (guint i = 0; i < self->place_lords->len; i++)
      {
        int lord = g_array_index (self->place_lords, int, i);
        g_autofree char *name = g_strdup_printf ("%s (%s)", cas_rules_lord_name (table (self), lord),
                                                 cas_game_get_side_name (game (self), cas_rules_lord_side (table (self), lord)));
        gtk_string_list_append (list, name);
      }
    set_model (self->lord_row, list, (guint) lord_index);
  }
  self->updating = FALSE;

  rebuild_battle (self);
  rebuild_options (self);
  gtk_stack_set_visible_child_name (self->mode_stack, "setup");
}

/* Template signals. */

static void
where_changed_cb (CasBattleView *self)
{
  guint i = adw_combo_row_get_selected (self->where_row);
  Candidate place;

  if (self->updating || i >= self->places->len)
    return;
  place = g_array_index (self->places, Candidate, i);
  fill_place_lords (self, &place);
  reset_setup (self, place.kind, place.locale, preferred_lord (self));
  refresh (self);
}

static void
lord_changed_cb (CasBattleView *self)
{
  guint i = adw_combo_row_get_selected (self->lord_row);

  if (self->updating || i >= self->place_lords->len)
    return;
  reset_setup (self, self->setup.kind, self->setup.locale, g_array_index (self->place_lords, int, i));
  refresh (self);
}

/* Tries a change of the set-up; the engine's refusal is shown and the change undone. */
static void
try_setup (CasBattleView *self, const CasBattleSetup *next, const char *what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasBattle) b = cas_battle_new (table (self), next, &error);

  if (b == NULL)
    {
      g_autofree char *sentence = g_strdup_printf (_("%s: %s"), what, error->message);
      toast (self, sentence);
      rebuild_options (self);   /* the rows show the set-up that stands */
      rebuild_battle (self);
      return;
    }
  self->setup = *next;
  rebuild_battle (self);
}

static void
from_changed_cb (CasBattleView *self)
{
  guint i = adw_combo_row_get_selected (self->from_row);
  CasBattleSetup next = self->setup;

  if (self->updating)
    return;
  next.from_locale = i == 0 || i > self->from_locales->len ? -1 : g_array_index (self->from_locales, int, i - 1);
  try_setup (self, &next, _("Not that Approach"));
}

static void
retreat_changed_cb (CasBattleView *self)
{
  guint i = adw_combo_row_get_selected (self->retreat_row);
  CasBattleSetup next = self->setup;

  if (self->updating)
    return;
  next.retreat_to = i == 0 || i > self->retreat_locales->len ? -1 : g_array_index (self->retreat_locales, int, i - 1);
  try_setup (self, &next, _("No Retreat there"));
}

static void
withdraw_changed_cb (CasBattleView *self)
{
  CasBattleSetup next = self->setup;

  if (self->updating)
    return;
  next.withdraw = gtk_switch_get_active (self->withdraw_switch);
  try_setup (self, &next, _("No Withdrawal"));
}

static void
concede_changed_cb (CasBattleView *self)
{
  if (self->updating)
    return;
  self->setup.concede_round[CAS_ATTACKER] = (int) adw_combo_row_get_selected (self->att_concede_row);
  self->setup.concede_round[CAS_DEFENDER] = (int) adw_combo_row_get_selected (self->def_concede_row);
  if (self->setup.kind == CAS_BATTLE_STORM)
    self->setup.concede_round[CAS_DEFENDER] = 0;
  rebuild_battle (self);
}

static void
default_array_cb (CasBattleView *self)
{
  self->setup.has_array = FALSE;
  rebuild_battle (self);
}

/* A Lord goes to a place in his side's Array; whoever is there takes his old place.
 * Places: 0-2 Front, 3 Reserve, 4-6 the Sally row or Rearguard (Relief Sally, 4.4.1),
 * 7 the Sallying Lords waiting (battle-sally, Inferno). The Reserve and the waiting
 * Lords are lists. */
static void
move_lord_cb (CasBattleView *self, int side, int lord, int pos)
{
  CasBattleSetup next = self->setup;
  int place[2][CAS_BATTLE_ARRAY_SALLY + 3];   /* [3] unused: the Reserve is a list */
  int reserve[2][CAS_BATTLE_MAX_LORDS];
  int n_reserve[2] = { 0, 0 };
  int wait[CAS_BATTLE_MAX_LORDS], n_wait = 0;
  int old = -1, at = -1, wat = -1;

  if (self->battle == NULL)
    return;
  for (int s = 0; s < 2; s++)
    {
      for (int p = 0; p < 3; p++)
        {
          place[s][p] = cas_battle_get_front (self->battle, s, p);
          place[s][CAS_BATTLE_ARRAY_SALLY + p] = cas_battle_get_sally_row (self->battle, s, p);
        }
      place[s][CAS_BATTLE_ARRAY_RESERVE] = -1;
      for (int i = 0; i < CAS_BATTLE_MAX_LORDS; i++)
        {
          int l = cas_battle_get_front (self->battle, s, 3 + i);
          if (l == -1)
            break;
          reserve[s][n_reserve[s]++] = l;
        }
    }
  for (int i = 0; i < CAS_BATTLE_MAX_LORDS && cas_battle_get_sally_row (self->battle, CAS_ATTACKER, 3 + i) != -1; i++)
    wait[n_wait++] = cas_battle_get_sally_row (self->battle, CAS_ATTACKER, 3 + i);
  for (int p = 0; p < CAS_BATTLE_ARRAY_SALLY + 3; p++)
    if (p != CAS_BATTLE_ARRAY_RESERVE && place[side][p] == lord)
      old = p;
  for (int i = 0; i < n_reserve[side]; i++)
    if (reserve[side][i] == lord)
      at = i;
  for (int i = 0; i < n_wait && side == CAS_ATTACKER; i++)
    if (wait[i] == lord)
      wat = i;
  /* The list he comes from (Reserve or waiting), if any. */
  int *from = at >= 0 ? reserve[side] : wait;
  int *n_from = at >= 0 ? &n_reserve[side] : &n_wait;
  int from_i = at >= 0 ? at : wat;
  if (old < 0 && from_i < 0)
    return;
  if (pos == CAS_BATTLE_ARRAY_RESERVE || pos == CAS_BATTLE_ARRAY_SALLY_WAIT)
    {
      int *to = pos == CAS_BATTLE_ARRAY_RESERVE ? reserve[side] : wait;
      int *n_to = pos == CAS_BATTLE_ARRAY_RESERVE ? &n_reserve[side] : &n_wait;
      if (old >= 0)
        place[side][old] = -1;
      else if (to == from)
        return;
      else
        {
          memmove (&from[from_i], &from[from_i + 1], sizeof (int) * (size_t) (*n_from - from_i - 1));
          (*n_from)--;
        }
      to[(*n_to)++] = lord;
    }
  else if (old < 0)
    {
      /* From the Reserve (or the waiting Sallying Lords): the Lord there (if any) takes
       * his place in that list. */
      if (place[side][pos] != -1)   /* battle-comune: a Comune's index is negative */
        from[from_i] = place[side][pos];
      else
        {
          memmove (&from[from_i], &from[from_i + 1], sizeof (int) * (size_t) (*n_from - from_i - 1));
          (*n_from)--;
        }
      place[side][pos] = lord;
    }
  else
    {
      if (old == pos)
        return;
      place[side][old] = place[side][pos];
      place[side][pos] = lord;
    }

  next.has_array = TRUE;
  for (int s = 0; s < 2; s++)
    for (int p = 0; p < 3; p++)
      next.front[s][p] = place[s][p];
  for (int p = 0; p < 3; p++)
    {
      next.sally_row[p] = place[CAS_ATTACKER][CAS_BATTLE_ARRAY_SALLY + p];
      next.rearguard[p] = place[CAS_DEFENDER][CAS_BATTLE_ARRAY_SALLY + p];
    }
  memcpy (next.reserve, reserve, sizeof next.reserve);
  memcpy (next.n_reserve, n_reserve, sizeof next.n_reserve);
  memcpy (next.sally_reserve, wait, sizeof (int) * (size_t) n_wait);
  next.n_sally_reserve = n_wait;
  try_setup (self, &next, _("Not a possible Array"));
}

static void
fight_clicked_cb (CasBattleView *self)
{
  g_autoptr(GError) error = NULL;

  if (self->battle == NULL)
    return;
  if (!cas_battle_fight_start (self->fight, self->journal, &self->setup, &error))
    {
      toast (self, error->message);
      return;
    }
  gtk_stack_set_visible_child_name (self->mode_stack, "fight");
}

static void
fight_back_cb (CasBattleView *self)
{
  cas_battle_fight_stop (self->fight);
  gtk_stack_set_visible_child_name (self->mode_stack, "setup");
  refresh (self);
}

static void
journal_changed_cb (CasBattleView *self)
{
  /* Hidden, the page waits to be shown: no odds simulated for nobody. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->dirty = TRUE;
      return;
    }
  refresh (self);
}

static gboolean
refresh_idle_cb (gpointer data)
{
  CasBattleView *self = data;
  self->refresh_idle = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

/* Shown again: catch up, once the page is on screen (a Battle asked for with
 * win.battle comes right after and refreshes it anyway). */
static void
map_cb (CasBattleView *self)
{
  if (self->dirty && self->refresh_idle == 0)
    self->refresh_idle = g_idle_add (refresh_idle_cb, self);
}

/* Public API. */

GtkWidget *
cas_battle_view_new (void)
{
  return g_object_new (CAS_TYPE_BATTLE_VIEW, NULL);
}

void
cas_battle_view_set_journal (CasBattleView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_BATTLE_VIEW (self));

  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  cas_battle_fight_stop (self->fight);
  g_set_object (&self->journal, journal);
  self->have_setup = FALSE;
  g_clear_pointer (&self->battle, cas_battle_free);
  gtk_stack_set_visible_child_name (self->mode_stack, "empty");
  if (journal == NULL)
    {
      cas_battle_odds_view_set_battle (self->odds_view, NULL, NULL);
      return;
    }
  g_signal_connect_object (journal, "changed", G_CALLBACK (journal_changed_cb), self, G_CONNECT_SWAPPED);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    refresh (self);
  else
    self->dirty = TRUE;
}

void
cas_battle_view_start (CasBattleView *self, const char *spec)
{
  g_auto(GStrv) parts = NULL;
  CasBattleKind kind;
  int locale, lord;

  g_return_if_fail (CAS_IS_BATTLE_VIEW (self));
  if (self->journal == NULL || spec == NULL)
    return;
  parts = g_strsplit (spec, ":", 3);
  if (g_strv_length (parts) != 3)
    {
      g_autofree char *text = g_strdup_printf (_("“%s” does not name a Battle"), spec);
      toast (self, text);
      return;
    }
  if (g_str_equal (parts[0], "storm"))
    kind = CAS_BATTLE_STORM;
  else if (g_str_equal (parts[0], "sally"))
    kind = CAS_BATTLE_SALLY;
  else
    kind = CAS_BATTLE_FIELD;
  locale = cas_game_find_locale (game (self), parts[1]);
  lord = cas_game_find_lord (game (self), parts[2]);

  cas_battle_fight_stop (self->fight);
  gtk_stack_set_visible_child_name (self->mode_stack, "setup");
  if (locale >= 0 && lord >= 0)
    {
      CasBattleSetup s;
      g_autoptr(GError) error = NULL;
      g_autoptr(CasBattle) b = NULL;
      cas_battle_setup_init (&s, kind, locale, lord);
      b = new_with_approach (table (self), &s, &error);
      if (b)
        {
          approach_from_march (self, &s);
          self->setup = s;
          self->have_setup = TRUE;
        }
      else
        {
          g_autofree char *text = g_strdup_printf (_("No %s: %s"), parts[0], error->message);
          toast (self, text);
        }
    }
  else
    {
      g_autofree char *text = g_strdup_printf (_("“%s” does not name a Battle"), spec);
      toast (self, text);
    }
  refresh (self);
}

/* For tests and the window. */
CasBattleFight *
cas_battle_view_get_fight (CasBattleView *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_VIEW (self), NULL);
  return self->fight;
}

CasBattleOddsView *
cas_battle_view_get_odds_view (CasBattleView *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_VIEW (self), NULL);
  return self->odds_view;
}

const CasBattleSetup *
cas_battle_view_get_setup (CasBattleView *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_VIEW (self), NULL);
  return self->have_setup ? &self->setup : NULL;
}

static void
cas_battle_view_dispose (GObject *object)
{
  CasBattleView *self = CAS_BATTLE_VIEW (object);

  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  g_clear_handle_id (&self->refresh_idle, g_source_remove);
  g_clear_object (&self->journal);
  g_clear_pointer (&self->battle, cas_battle_free);
  /* The bin's child is a template child: the bin lets go of it first, or both would
   * unparent it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAS_TYPE_BATTLE_VIEW);
  G_OBJECT_CLASS (cas_battle_view_parent_class)->dispose (object);
}

static void
cas_battle_view_finalize (GObject *object)
{
  CasBattleView *self = CAS_BATTLE_VIEW (object);

  g_array_unref (self->candidates);
  g_array_unref (self->places);
  g_array_unref (self->place_lords);
  g_array_unref (self->from_locales);
  g_array_unref (self->retreat_locales);
  G_OBJECT_CLASS (cas_battle_view_parent_class)->finalize (object);
}

static void
cas_battle_view_class_init (CasBattleViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_battle_view_dispose;
  object_class->finalize = cas_battle_view_finalize;

  g_type_ensure (CAS_TYPE_BATTLE_ARRAY);
  g_type_ensure (CAS_TYPE_BATTLE_FIGHT);
  g_type_ensure (CAS_TYPE_BATTLE_ODDS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-battle-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, where_row);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, lord_row);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, from_row);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, array_hint);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, array);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, events_box);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, choices_box);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, concede_group);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, att_concede_row);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, def_concede_row);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, fates_group);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, retreat_row);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, withdraw_row);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, withdraw_switch);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, setup_title);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, setup_error);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, fight_button);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, fight_content);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, odds_view);
  gtk_widget_class_bind_template_child (widget_class, CasBattleView, fight);
  gtk_widget_class_bind_template_callback (widget_class, where_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, lord_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, from_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, retreat_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, withdraw_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, concede_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, default_array_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_lord_cb);
  gtk_widget_class_bind_template_callback (widget_class, fight_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, fight_back_cb);
}

static void
cas_battle_view_init (CasBattleView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  self->places = g_array_new (FALSE, FALSE, sizeof (Candidate));
  self->place_lords = g_array_new (FALSE, FALSE, sizeof (int));
  self->from_locales = g_array_new (FALSE, FALSE, sizeof (int));
  self->retreat_locales = g_array_new (FALSE, FALSE, sizeof (int));
  g_signal_connect_swapped (self, "map", G_CALLBACK (map_cb), self);
}
