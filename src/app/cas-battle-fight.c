/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle-fight.c: a Battle being fought. The engine is replayed from the start with
 * the dice entered so far (cas_battle_run on a queue): either it ends, or its partial
 * record shows where the Battle stands. What the next die is for comes from one more
 * replay with a stand-in die: the engine's record of that roll names its purpose and
 * saving range. Taking a die back is replaying with one die fewer. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-battle-fight.h"
#include "cas-dice-roller.h"

/* The die the engine needs next. */
typedef struct {
  gboolean valid;
  char *purpose;
  int range;
  gboolean walls;
  gboolean end;         /* Losses or Service, after the last Round */
  gboolean service;     /* the Service roll of a Lord who Retreated (4.4.3) */
  int lord;
  int step;             /* index in the record's steps; -1 after the Battle */
  int battle_side;      /* who rolls it */
  /* Select Target (Inferno 4.4.2, 4.5.2): the striking side chose the unit of this Hit;
   * its place among such Hits (CasBattleSetup.targets) and the unit the engine took. */
  gboolean selected;
  int sel_index;
  int force;
} Need;

struct _CasBattleFight
{
  GtkWidget parent_instance;

  GtkWidget *back_button;
  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkWidget *changed_box;
  GtkScrolledWindow *record_scroller;
  GtkWidget *record_box;
  GtkStack *panel_stack;
  GtkWidget *prompt_card;
  GtkLabel *who_badge;
  GtkLabel *who_label;
  GtkLabel *prompt_label;
  GtkLabel *range_label;
  GtkWidget *target_box;        /* Select Target (Inferno 4.4.2) */
  GtkWidget *roll_button;
  GtkWidget *die_buttons;
  GtkEntry *dice_entry;
  GtkWidget *undo_button;
  GtkWidget *roll_rest_button;
  GtkLabel *dice_heading;
  GtkFlowBox *dice_flow;
  GtkWidget *concede_box;
  GtkWidget *summary_box;
  GtkLabel *applied_label;
  GtkWidget *apply_button;
  GtkWidget *take_back_button;
  GtkWidget *summary_undo_button;

  GtkWidget *die_button[6];

  CasJournal *journal;
  CasTable *start_table;       /* the table the Battle is fought on */
  CasBattleSetup setup;
  CasBattle *battle;
  GArray *dice;                /* int: every die so far, in order */
  CasBattleResult *result;     /* when the Battle has ended */
  Need need;
  gboolean applied;
  gboolean stale;              /* the table moved on after Apply */
  guint applied_before;
  guint applied_after;
  GtkWidget *scroll_target;    /* weak: the card to bring into view, NULL for the top */
  guint scroll_tick;
  double last_ms;          /* the engine's replays for the last die */
  double last_render_ms;   /* rebuilding the record and the panel */
};

G_DEFINE_FINAL_TYPE (CasBattleFight, cas_battle_fight, GTK_TYPE_WIDGET)

enum { BACK, N_SIGNALS };
static guint signals[N_SIGNALS];

static void render (CasBattleFight *self);
static void queue_scroll (CasBattleFight *self);

static void
need_clear (Need *need)
{
  g_free (need->purpose);
  memset (need, 0, sizeof *need);
  need->step = -1;
}

static const CasBattleResult *
record (CasBattleFight *self)
{
  if (self->result)
    return self->result;
  return self->battle ? cas_battle_get_partial (self->battle) : NULL;
}

static CasGame *
game (CasBattleFight *self)
{
  return self->start_table->game;
}

static int
game_side (CasBattleFight *self, int battle_side)
{
  return cas_battle_get_side (self->battle, battle_side);
}

static const char *
side_name (CasBattleFight *self, int battle_side)
{
  return cas_game_get_side_name (game (self), game_side (self, battle_side));
}

static const char *
side_css (CasBattleFight *self, int battle_side)
{
  return cas_app_side_css (game (self), game_side (self, battle_side));
}

static void
toast (CasBattleFight *self, const char *text)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  if (overlay)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), cas_app_toast_new (text));
}

/* The i-th die of a record (0-based), in the order the engine rolled them: the steps'
 * rolls, then the rolls after the Battle. Serfs take a Hit without a die (die 0). */
static gboolean
find_roll (const CasBattleResult *r, guint index, Need *out)
{
  guint k = 0;
  int selected = 0;   /* Select Target Hits so far, with or without a die */

  for (guint i = 0; i < r->steps->len; i++)
    {
      const CasBattleStep *s = &g_array_index (r->steps, CasBattleStep, i);
      for (guint j = 0; j < s->rolls->len; j++)
        {
          const CasBattleRoll *roll = &g_array_index (s->rolls, CasBattleRoll, j);
          selected += roll->selected;
          if (roll->die == 0)
            continue;
          if (k++ == index)
            {
              out->valid = TRUE;
              out->selected = roll->selected;
              out->sel_index = selected - 1;
              out->force = roll->force;
              out->purpose = g_strdup (roll->purpose);
              out->range = roll->range;
              out->walls = roll->walls;
              out->lord = roll->lord;
              out->step = (int) i;
              out->battle_side = 1 - s->side;   /* the side struck rolls */
              return TRUE;
            }
        }
    }
  for (guint j = 0; j < r->end_rolls->len; j++)
    {
      const CasBattleRoll *roll = &g_array_index (r->end_rolls, CasBattleRoll, j);
      if (k++ == index)
        {
          out->valid = TRUE;
          out->purpose = g_strdup (roll->purpose);
          out->range = roll->range;
          out->end = TRUE;
          out->service = roll->force < 0;
          out->lord = roll->lord;
          out->step = -1;
          out->battle_side = -1;
          return TRUE;
        }
    }
  return FALSE;
}

/* Runs the engine on the dice so far; on a finished Battle, dice typed beyond its end
 * are dropped (and counted). */
static guint
run_engine (CasBattleFight *self)
{
  guint extra = 0;
  gint64 start = g_get_monotonic_time ();

  need_clear (&self->need);
  g_clear_pointer (&self->result, cas_battle_result_free);
  {
    g_autoptr(CasDice) queue = cas_dice_new_queue ((const int *) self->dice->data, self->dice->len);
    self->result = cas_battle_run (self->battle, queue, NULL);
    if (self->result && cas_dice_get_n_used (queue) < self->dice->len)
      {
        extra = self->dice->len - cas_dice_get_n_used (queue);
        g_array_set_size (self->dice, cas_dice_get_n_used (queue));
      }
  }
  if (self->result == NULL)
    {
      int stand_in = 1;
      guint n = self->dice->len;
      g_array_append_val (self->dice, stand_in);
      {
        g_autoptr(CasDice) probe = cas_dice_new_queue ((const int *) self->dice->data, self->dice->len);
        g_autoptr(CasBattleResult) r = cas_battle_run (self->battle, probe, NULL);
        find_roll (r ? r : cas_battle_get_partial (self->battle), n, &self->need);
      }
      g_array_set_size (self->dice, n);
      {
        /* Again, for the record of the dice actually entered. */
        g_autoptr(CasDice) queue = cas_dice_new_queue ((const int *) self->dice->data, self->dice->len);
        self->result = cas_battle_run (self->battle, queue, NULL);
      }
      if (self->need.valid && self->need.end)
        {
          /* After the Battle, each Lord's own side rolls for his Losses and Service. */
          int lord = self->need.lord;
          if (lord == CAS_BATTLE_GARRISON)
            self->need.battle_side = CAS_DEFENDER;
          else if (lord >= 0 || CAS_BATTLE_IS_COMUNE (lord))   /* battle-comune: a Comune's Losses */
            self->need.battle_side = cas_battle_lord_side (self->start_table, lord) == game_side (self, CAS_ATTACKER)
                                       ? CAS_ATTACKER
                                       : CAS_DEFENDER;
        }
    }
  self->last_ms = (double) (g_get_monotonic_time () - start) / 1000.0;
  return extra;
}

/* Rule sections as links to the Rules page. */

static gboolean
rule_link_cb (GtkLabel *label, const char *uri, gpointer data)
{
  gtk_widget_activate_action (GTK_WIDGET (label), "win.show-rule", "s", uri);
  return TRUE;
}

static GtkWidget *
rules_label_new (const char *const *rules)
{
  GString *markup = g_string_new (NULL);
  GtkWidget *label;

  for (guint i = 0; rules && rules[i]; i++)
    {
      g_autofree char *escaped = g_markup_escape_text (rules[i], -1);
      g_autofree char *title = g_strdup_printf (_("Open rule %s"), rules[i]);
      g_autofree char *title_escaped = g_markup_escape_text (title, -1);
      g_string_append_printf (markup, "%s<a href=\"%s\" title=\"%s\">%s</a>", i ? ", " : "", escaped, title_escaped, escaped);
    }
  label = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (label), markup->str);
  g_string_free (markup, TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "rule-links");
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  g_signal_connect (label, "activate-link", G_CALLBACK (rule_link_cb), NULL);
  return label;
}

static GtkWidget *
rule_line_new (const char *text, const char *const *rules, const char *css)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (label, TRUE);
  if (css)
    gtk_widget_add_css_class (label, css);
  gtk_box_append (GTK_BOX (box), label);
  if (rules && rules[0])
    gtk_box_append (GTK_BOX (box), rules_label_new (rules));
  return box;
}

/* The record, left. */

static const char *
step_name (CasStepKind step)
{
  static const char *const names[] = { N_("Archery"), N_("Horse"), N_("Foot"), N_("Melee") };
  return _(names[CLAMP ((int) step, 0, 3)]);
}

static const char *
struck_name (CasBattleFight *self, int lord)
{
  if (lord == CAS_BATTLE_GARRISON)
    return _("the Garrison");
  if (lord < 0 && !CAS_BATTLE_IS_COMUNE (lord))
    return _("the enemy");
  return cas_battle_lord_name (self->start_table, lord);
}

static GtkWidget *
roll_chip_new (const CasBattleRoll *r, gboolean after)
{
  g_autofree char *text = r->die ? g_strdup_printf ("%d", r->die) : g_strdup ("×");
  GtkWidget *chip = gtk_label_new (text);
  const char *outcome;
  g_autofree char *tip = NULL;

  gtk_widget_add_css_class (chip, "roll-chip");
  gtk_widget_add_css_class (chip, "numeric");
  if (r->die == 0)
    {
      gtk_widget_add_css_class (chip, "failed");
      outcome = NULL;
    }
  else if (r->range == 0)
    {
      gtk_widget_add_css_class (chip, "neutral");
      outcome = NULL;
    }
  else if (r->walls)
    {
      gtk_widget_add_css_class (chip, "walls");
      gtk_widget_add_css_class (chip, r->saved ? "saved" : "failed");
      outcome = r->saved ? _("cancels the Hit") : _("no effect");
    }
  else if (after)
    {
      gtk_widget_add_css_class (chip, r->saved ? "saved" : "failed");
      outcome = r->saved ? _("the unit returns") : _("the unit is lost");
    }
  else
    {
      gtk_widget_add_css_class (chip, r->saved ? "saved" : "failed");
      outcome = r->saved ? _("saved") : _("Routed");
    }
  if (r->reroll)
    gtk_widget_add_css_class (chip, "reroll");
  /* TRANSLATORS: a die in the Battle record: "4: Knights of Hermann, Armor 1-4, Hit 1 of 2: saved" */
  tip = outcome ? g_strdup_printf (_("%s: %s: %s"), text, r->purpose ? r->purpose : "", outcome)
                : g_strdup_printf (_("%s: %s"), text, r->purpose ? r->purpose : "");
  gtk_widget_set_tooltip_text (chip, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
  return chip;
}

static GtkWidget *
pending_chip_new (CasBattleFight *self)
{
  GtkWidget *chip = gtk_label_new ("?");
  g_autofree char *tip = g_strdup_printf (_("Next die: %s"), self->need.purpose ? self->need.purpose : "");
  gtk_widget_add_css_class (chip, "roll-chip");
  gtk_widget_add_css_class (chip, "pending");
  gtk_widget_set_tooltip_text (chip, tip);
  gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
  return chip;
}

static GtkWidget *
chips_box_new (void)
{
  GtkWidget *flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 24);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_widget_set_halign (flow, GTK_ALIGN_START);
  gtk_widget_add_css_class (flow, "roll-chips");
  return flow;
}

static void
chips_append (GtkWidget *flow, GtkWidget *chip)
{
  gtk_flow_box_append (GTK_FLOW_BOX (flow), chip);
  gtk_widget_set_can_focus (gtk_widget_get_parent (chip), FALSE);
}

/* Walls protect the Besieged; the Besiegers' own are Siegeworks (4.4.1, 4.5.2, 4.5.3). */
static const char *
walls_name (CasBattleFight *self, const CasBattleStep *step)
{
  return cas_battle_step_by_siegeworks (self->battle, step) ? _("Siegeworks") : _("Walls");
}

static GtkWidget *
chips_row_new (const char *caption, GtkWidget *chips)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (caption);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (label, 70, -1);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), chips);
  return row;
}

static GtkWidget *
step_card_new (CasBattleFight *self, const CasBattleStep *s, gboolean current)
{
  gboolean storm = self->setup.kind == CAS_BATTLE_STORM;
  const char *const rules[] = { storm ? "4.5.2" : "4.4.2", NULL };
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  /* battle-distr: an Event's rolls before Round 1 and a Capability's re-rolls are no Strike step. */
  GtkWidget *kind = gtk_label_new (s->defection ? _("Event") : s->rally ? _("Capability") : step_name (s->step));
  g_autofree char *text = NULL;
  g_autofree char *hits = NULL;
  int routed = 0, saved = 0, walls_rolls = 0;
  GtkWidget *label;

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "battle-step");
  gtk_widget_add_css_class (card, side_css (self, s->side));
  if (current)
    gtk_widget_add_css_class (card, "current");

  gtk_widget_add_css_class (kind, "chip");
  gtk_widget_add_css_class (kind, "tag");
  gtk_widget_add_css_class (kind, "neutral");
  gtk_widget_set_valign (kind, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (top), kind);

  if (s->crossbow_hits > 0)
    /* TRANSLATORS: "3 Hits (2 Crossbow)" */
    hits = g_strdup_printf (ngettext ("%d Hit (%d Crossbow)", "%d Hits (%d Crossbow)", s->hits), s->hits, s->crossbow_hits);
  else
    hits = g_strdup_printf (ngettext ("%d Hit", "%d Hits", s->hits), s->hits);
  if (s->defection)
    /* TRANSLATORS: battle-distr (an Event, Inferno's BOCCA DEGLI ABATI): "Event of the Ghibellines: units of Arezzo Podestà roll as against 3 Hits" */
    text = g_strdup_printf (_("Event of the %s: units of %s roll as against %s"), side_name (self, s->side), struck_name (self, s->target), hits);
  else if (s->rally)
    /* TRANSLATORS: battle-distr (a card, Inferno's DISTRINGITORES): "The Guelphs re-roll the Armor of Routed units of Arezzo Podestà" */
    text = g_strdup_printf (_("The %s re-roll the Armor of Routed units of %s"), side_name (self, s->side), struck_name (self, s->target));
  else
    /* TRANSLATORS: "The Russians Strike Hermann: 2 Hits" */
    text = g_strdup_printf (_("The %s Strike %s: %s"), side_name (self, s->side), struck_name (self, s->target), hits);
  label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (top), label);
  gtk_box_append (GTK_BOX (top), rules_label_new (rules));
  gtk_box_append (GTK_BOX (card), top);
  if (s->sallying || s->absorbed_by != -1)
    {
      /* Relief Sally (4.4.1): the Sallying Lords' Strikes, rounded apart, against
       * Siegeworks; a Flanking Lord who takes the Hits (4.4.2). */
      g_autofree char *note = s->absorbed_by != -1
                                ? g_strdup_printf (_("%s, Flanking, takes these Hits (4.4.2)."),
                                                   cas_battle_lord_name (cas_journal_get_table (self->journal), s->absorbed_by))
                                : g_strdup (_("Strikes by the Sallying Lords, rounded separately, against Siegeworks (4.4.1)."));
      GtkWidget *nl = gtk_label_new (note);
      gtk_label_set_xalign (GTK_LABEL (nl), 0);
      gtk_label_set_wrap (GTK_LABEL (nl), TRUE);
      gtk_widget_add_css_class (nl, "caption");
      gtk_widget_add_css_class (nl, "dim-label");
      gtk_box_append (GTK_BOX (card), nl);
    }

  for (guint j = 0; j < s->rolls->len; j++)
    {
      const CasBattleRoll *r = &g_array_index (s->rolls, CasBattleRoll, j);
      if (r->walls)
        walls_rolls++;
      else if (r->die == 0 || !r->saved)
        {
          /* A failed Warrior Monks re-roll follows the failed roll it replaces. */
          if (s->rally || !(j + 1 < s->rolls->len && g_array_index (s->rolls, CasBattleRoll, j + 1).reroll))
            routed++;
        }
      else
        saved++;
    }
  if (s->rolls->len > 0 || current)
    {
      GString *what = g_string_new (NULL);
      GtkWidget *walls_chips = chips_box_new ();
      GtkWidget *unit_chips = chips_box_new ();
      GtkWidget *rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *what_label;
      gboolean pending_walls = current && self->need.walls;

      if (walls_rolls || pending_walls)
        {
          /* TRANSLATORS: "Walls cancel 2" or "Siegeworks cancel 2" */
          g_string_append_printf (what, _("%s cancel %d"), walls_name (self, s), s->cancelled);
        }
      if (saved)
        {
          g_string_append (what, what->len ? " · " : "");
          if (s->rally)   /* battle-distr: units back in the Lord's Forces */
            g_string_append_printf (what, ngettext ("%d returns", "%d return", saved), saved);
          else
            g_string_append_printf (what, ngettext ("%d saved", "%d saved", saved), saved);
        }
      if (routed)
        {
          g_string_append (what, what->len ? " · " : "");
          if (s->rally)
            g_string_append_printf (what, ngettext ("%d stays Routed", "%d stay Routed", routed), routed);
          else
            g_string_append_printf (what, ngettext ("%d Routed", "%d Routed", routed), routed);
        }
      for (guint j = 0; j < s->rolls->len; j++)
        {
          const CasBattleRoll *r = &g_array_index (s->rolls, CasBattleRoll, j);
          chips_append (r->walls ? walls_chips : unit_chips, roll_chip_new (r, FALSE));
        }
      if (current)
        chips_append (pending_walls ? walls_chips : unit_chips, pending_chip_new (self));
      if (walls_rolls || pending_walls)
        gtk_box_append (GTK_BOX (rows), chips_row_new (walls_name (self, s), walls_chips));
      if (walls_rolls < (int) s->rolls->len || (current && !pending_walls))
        gtk_box_append (GTK_BOX (rows), chips_row_new (_("Protection"), unit_chips));
      gtk_widget_set_hexpand (rows, TRUE);
      gtk_box_append (GTK_BOX (line), rows);
      what_label = gtk_label_new (what->str);
      gtk_widget_add_css_class (what_label, "dim-label");
      gtk_widget_set_valign (what_label, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (line), what_label);
      gtk_box_append (GTK_BOX (card), line);
      g_string_free (what, TRUE);
    }
  else if (s->hits > 0)
    {
      GtkWidget *none = gtk_label_new (_("No die needed"));
      gtk_label_set_xalign (GTK_LABEL (none), 0);
      gtk_widget_add_css_class (none, "dim-label");
      gtk_box_append (GTK_BOX (card), none);
    }
  if (current && self->need.purpose)
    {
      g_autofree char *next = g_strdup_printf (_("Next die: %s"), self->need.purpose);
      GtkWidget *next_label = gtk_label_new (next);
      gtk_label_set_xalign (GTK_LABEL (next_label), 0);
      gtk_label_set_wrap (GTK_LABEL (next_label), TRUE);
      gtk_widget_add_css_class (next_label, "accent");
      gtk_box_append (GTK_BOX (card), next_label);
    }
  return card;
}

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "round-heading");
  return label;
}

static void
render_record (CasBattleFight *self)
{
  const CasBattleResult *r = record (self);
  GtkWidget *narrative;
  int round = 0;

  cas_app_remove_children (self->record_box);
  if (r == NULL)
    return;

  narrative = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_add_css_class (narrative, "battle-narrative");
  for (guint i = 0; i < cas_explain_get_n_lines (r->explain); i++)
    {
      const CasExplainLine *line = cas_explain_get_line (r->explain, i);
      gtk_box_append (GTK_BOX (narrative), rule_line_new (line->text, (const char *const *) line->rules, NULL));
    }
  gtk_box_append (GTK_BOX (self->record_box), narrative);

  g_clear_weak_pointer (&self->scroll_target);
  for (guint i = 0; i < r->steps->len; i++)
    {
      const CasBattleStep *s = &g_array_index (r->steps, CasBattleStep, i);
      gboolean current = self->need.valid && self->need.step == (int) i;
      GtkWidget *card;
      /* The partial record may hold steps set up after the die it stopped at: the
       * Battle stands at the step that waits for it. */
      if (self->need.valid && self->need.step >= 0 && (int) i > self->need.step)
        break;
      if (s->round != round)
        {
          g_autofree char *text = g_strdup_printf (_("Round %d"), s->round);
          round = s->round;
          gtk_box_append (GTK_BOX (self->record_box), heading_new (text));
        }
      card = step_card_new (self, s, current);
      gtk_box_append (GTK_BOX (self->record_box), card);
      if (current)
        g_set_weak_pointer (&self->scroll_target, card);
    }
  if (r->end_rolls->len > 0 || (self->need.valid && self->need.end))
    {
      const char *const rules[] = { "4.4.4", "4.4.3", NULL };
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *chips = chips_box_new ();

      gtk_box_append (GTK_BOX (self->record_box), heading_new (_("After the Battle")));
      gtk_widget_add_css_class (card, "card");
      gtk_widget_add_css_class (card, "battle-step");
      if (self->need.valid && self->need.end)
        {
          gtk_widget_add_css_class (card, "current");
          g_set_weak_pointer (&self->scroll_target, card);
        }
      gtk_box_append (GTK_BOX (card), rule_line_new (_("Losses: each Routed unit rolls to return; Lords who Retreat roll for Service"),
                                                     rules, "heading"));
      for (guint j = 0; j < r->end_rolls->len; j++)
        chips_append (chips, roll_chip_new (&g_array_index (r->end_rolls, CasBattleRoll, j), TRUE));
      if (self->need.valid && self->need.end)
        chips_append (chips, pending_chip_new (self));
      gtk_box_append (GTK_BOX (card), chips);
      if (self->need.valid && self->need.end)
        {
          g_autofree char *next = g_strdup_printf (_("Next die: %s"), self->need.purpose);
          GtkWidget *next_label = gtk_label_new (next);
          gtk_label_set_xalign (GTK_LABEL (next_label), 0);
          gtk_label_set_wrap (GTK_LABEL (next_label), TRUE);
          gtk_widget_add_css_class (next_label, "accent");
          gtk_box_append (GTK_BOX (card), next_label);
        }
      gtk_box_append (GTK_BOX (self->record_box), card);
    }
}

/* The prompt, right. */

static char *
range_text (const Need *need)
{
  /* A losing Lord who Retreated shifts his Service left by the roll (4.4.3). */
  if (need->service)
    return g_strdup (_("Roll one die: on 1–2 his Service marker shifts 1 box left, on 3–4 two boxes, on 5–6 three "
                       "boxes (4.4.3)."));
  if (need->range <= 0)
    return g_strdup (_("Roll one die."));
  if (need->walls)
    return need->range == 1 ? g_strdup (_("Roll one die: a 1 cancels the Hit.")) :
                              g_strdup_printf (_("Roll one die: 1–%d cancels the Hit."), need->range);
  if (need->end)
    return need->range == 1 ? g_strdup (_("Roll one die: only a 1 brings the unit back; anything else and it is lost.")) :
                              g_strdup_printf (_("Roll one die: 1–%d and the unit returns; higher and it is lost."), need->range);
  if (need->range >= 6)
    return g_strdup (_("Roll one die: any roll saves the unit."));
  return need->range == 1 ? g_strdup (_("Roll one die: only a 1 saves the unit; anything else Routs it.")) :
                            g_strdup_printf (_("Roll one die: 1–%d saves the unit; %d–6 Routs it."), need->range, need->range + 1);
}

static int
max_round_rolled (const CasBattleResult *r)
{
  int max = 0;
  for (guint i = 0; r && i < r->steps->len; i++)
    {
      const CasBattleStep *s = &g_array_index (r->steps, CasBattleStep, i);
      for (guint j = 0; j < s->rolls->len; j++)
        if (g_array_index (s->rolls, CasBattleRoll, j).die > 0)
          max = MAX (max, s->round);
    }
  return max;
}

static gboolean restart_battle (CasBattleFight *self, gboolean keep_dice, GError **error);

static void
concede_clicked_cb (GtkButton *button, CasBattleFight *self)
{
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-side"));
  int round = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-round"));
  int old = self->setup.concede_round[side];
  g_autoptr(GError) error = NULL;

  self->setup.concede_round[side] = round;
  if (!restart_battle (self, TRUE, &error))
    {
      self->setup.concede_round[side] = old;
      toast (self, error->message);
      restart_battle (self, TRUE, NULL);
    }
}

static void
target_clicked_cb (GtkButton *button, CasBattleFight *self)
{
  int unit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-unit"));
  int k = self->need.sel_index;
  g_autoptr(GError) error = NULL;

  if (k < 0 || k >= CAS_BATTLE_MAX_TARGETS)
    return;
  for (int i = self->setup.n_targets; i < k; i++)
    self->setup.targets[i] = -1;   /* earlier Hits: as Castellan proposed */
  self->setup.targets[k] = unit;
  self->setup.n_targets = MAX (self->setup.n_targets, k + 1);
  if (!restart_battle (self, TRUE, &error))
    {
      toast (self, error->message);
      restart_battle (self, TRUE, NULL);
    }
}

/* Select Target (Inferno 4.4.2, 4.5.2): when the next die is for a Crossbow Hit whose unit
 * the striking side selects, the units the Lord struck still has, the one taken shown as
 * chosen; picking another replays the Battle with that choice. */
static void
render_targets (CasBattleFight *self)
{
  const Need *need = &self->need;
  const CasBattleResult *r = record (self);
  const char *const rules[] = { "4.4.2", "4.5.2", NULL };
  int units[CAS_MAX_FORCES] = { 0 };
  CasGame *g = game (self);

  cas_app_remove_children (self->target_box);
  gtk_widget_set_visible (self->target_box, FALSE);
  if (self->result || !need->valid || !need->selected || (need->lord < 0 && !CAS_BATTLE_IS_COMUNE (need->lord)))
    return;
  gtk_widget_set_visible (self->target_box, TRUE);
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    units[u] = cas_battle_lord_forces (self->start_table, need->lord, u);
  /* Less the units Routed or removed so far (a failed roll not followed by a re-roll). */
  for (guint i = 0; r && i < r->steps->len; i++)
    {
      const CasBattleStep *s = &g_array_index (r->steps, CasBattleStep, i);
      for (guint j = 0; j < s->rolls->len; j++)
        {
          const CasBattleRoll *ro = &g_array_index (s->rolls, CasBattleRoll, j);
          gboolean rerolled = j + 1 < s->rolls->len && g_array_index (s->rolls, CasBattleRoll, j + 1).reroll;
          if (ro->lord == need->lord && !ro->walls && !ro->saved && ro->force >= 0 && !rerolled && units[ro->force] > 0)
            units[ro->force]--;
        }
    }
  gtk_box_append (GTK_BOX (self->target_box), rule_line_new (_("Select Target"), rules, "heading"));
  {
    /* TRANSLATORS: "The Guelphs choose which unit of Giordano di Agliano takes this Crossbow Hit; Castellan proposes the one least likely to save." */
    g_autofree char *text = g_strdup_printf (_("The %s choose which unit of %s takes this Crossbow Hit; Castellan proposes the one least likely to save."),
                                             side_name (self, 1 - need->battle_side), cas_battle_lord_name (self->start_table, need->lord));
    GtkWidget *label = gtk_label_new (text);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
    gtk_box_append (GTK_BOX (self->target_box), label);
  }
  GtkWidget *row = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (row), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (row), 4);
  gtk_widget_set_name (row, "target-buttons");
  for (int u = 0; u < (int) cas_game_get_n_units (g); u++)
    {
      if (units[u] <= 0)
        continue;
      /* TRANSLATORS: a unit type and how many the Lord has: "Ritter (3)" */
      g_autofree char *text = g_strdup_printf (_("%s (%d)"), cas_game_get_unit (g, u)->name, units[u]);
      g_autofree char *name = g_strdup_printf ("target-%s", cas_game_unit_id (g, u));
      /* Toggled: the unit this Hit goes to now (the Roll button stays the one suggested
       * action); any click replays with that choice and draws the buttons again. */
      GtkWidget *button = gtk_toggle_button_new_with_label (text);
      gtk_widget_set_name (button, name);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), u == need->force);
      g_object_set_data (G_OBJECT (button), "cas-unit", GINT_TO_POINTER (u));
      g_signal_connect (button, "clicked", G_CALLBACK (target_clicked_cb), self);
      if (u == need->force)
        gtk_widget_set_tooltip_text (button, _("The unit this Hit goes to now"));
      gtk_flow_box_append (GTK_FLOW_BOX (row), button);
    }
  gtk_box_append (GTK_BOX (self->target_box), row);
}

static void
render_concede (CasBattleFight *self)
{
  const CasBattleResult *r = record (self);
  int next = max_round_rolled (r) + 1;
  gboolean storm = self->setup.kind == CAS_BATTLE_STORM;
  const char *const rules[] = { storm ? "4.5.2" : "4.4.2", NULL };
  GtkWidget *heading;

  cas_app_remove_children (self->concede_box);
  /* Concessions come at the start of a Round (4.4.2): none once the Rounds are over. */
  if (self->result || (self->need.valid && self->need.end))
    return;
  heading = rule_line_new (_("Concede the Field"), rules, "heading");
  gtk_box_append (GTK_BOX (self->concede_box), heading);
  for (int side = 0; side < 2; side++)
    {
      int round = self->setup.concede_round[side];
      GtkWidget *button;
      g_autofree char *text = NULL;

      if (storm && side == CAS_DEFENDER)
        continue;
      if (round > 0 && round < next)
        {
          text = g_strdup_printf (_("The %s Conceded at the start of Round %d."), side_name (self, side), round);
          GtkWidget *label = gtk_label_new (text);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_box_append (GTK_BOX (self->concede_box), label);
          continue;
        }
      if (round > 0)
        {
          text = g_strdup_printf (_("Withdraw the %s’ Concession"), side_name (self, side));
          button = gtk_button_new_with_label (text);
          g_object_set_data (G_OBJECT (button), "cas-round", GINT_TO_POINTER (0));
        }
      else
        {
          /* TRANSLATORS: "The Teutons Concede at the start of Round 2" */
          text = g_strdup_printf (_("The %s Concede at the start of Round %d"), side_name (self, side), next);
          button = gtk_button_new_with_label (text);
          g_object_set_data (G_OBJECT (button), "cas-round", GINT_TO_POINTER (next));
        }
      g_object_set_data (G_OBJECT (button), "cas-side", GINT_TO_POINTER (side));
      gtk_widget_set_name (button, side == CAS_ATTACKER ? "concede-attacker" : "concede-defender");
      gtk_widget_set_tooltip_text (button, _("Pursuit then halves the Conceding side’s Hits, and it loses the Battle"));
      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      g_signal_connect (button, "clicked", G_CALLBACK (concede_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->concede_box), button);
    }
}

static void
render_prompt (CasBattleFight *self)
{
  const Need *need = &self->need;
  const CasBattleResult *r = record (self);
  int side = need->battle_side >= 0 ? need->battle_side : CAS_ATTACKER;
  g_autofree char *who = NULL;
  g_autofree char *range = range_text (need);
  g_autofree char *heading = NULL;
  GtkWidget *child;

  gtk_label_set_label (self->who_badge, side_name (self, side));
  for (int s = 0; s < 2; s++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->who_badge), side_css (self, s));
  gtk_widget_add_css_class (GTK_WIDGET (self->who_badge), side_css (self, side));
  if (need->step >= 0 && r && (guint) need->step < r->steps->len)
    {
      const CasBattleStep *s = &g_array_index (r->steps, CasBattleStep, need->step);
      /* TRANSLATORS: "roll, die 7 · Round 2, Horse" */
      who = g_strdup_printf (_("roll · die %u · Round %d, %s"), self->dice->len + 1, s->round, step_name (s->step));
    }
  else
    who = g_strdup_printf (_("roll · die %u · after the Battle"), self->dice->len + 1);
  gtk_label_set_label (self->who_label, who);
  gtk_label_set_label (self->prompt_label, need->purpose ? need->purpose : "");
  gtk_label_set_label (self->range_label, range);
  for (int v = 0; v < 6; v++)
    cas_die_face_set_side (gtk_button_get_child (GTK_BUTTON (self->die_button[v])), side_css (self, side));

  gtk_widget_set_sensitive (self->undo_button, self->dice->len > 0);
  heading = g_strdup_printf (_("Dice So Far (%u)"), self->dice->len);
  gtk_label_set_label (self->dice_heading, heading);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->dice_flow))) != NULL)
    gtk_flow_box_remove (self->dice_flow, child);
  for (guint i = 0; i < self->dice->len; i++)
    {
      g_autofree char *text = g_strdup_printf ("%d", g_array_index (self->dice, int, i));
      GtkWidget *chip = gtk_label_new (text);
      gtk_widget_add_css_class (chip, "roll-chip");
      gtk_widget_add_css_class (chip, "neutral");
      if (i + 1 == self->dice->len)
        gtk_widget_add_css_class (chip, "last");
      gtk_flow_box_append (self->dice_flow, chip);
      gtk_widget_set_can_focus (gtk_widget_get_parent (chip), FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->dice_heading), self->dice->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->dice_flow), self->dice->len > 0);
  render_concede (self);
  render_targets (self);
}

/* The summary, at the end. */

static const char *
fate_text (CasBattleFight *self, const CasBattleLordEnd *e, char **owned)
{
  switch (e->fate)
    {
    case CAS_FATE_WON:
      return _("Holds the field");
    case CAS_FATE_RETREAT:
      *owned = g_strdup_printf (_("Retreats to %s"), cas_rules_locale_name (self->start_table, e->to_locale));
      return *owned;
    case CAS_FATE_WITHDRAW:
      return _("Withdraws");
    case CAS_FATE_REMOVED:
      return _("Removed");
    case CAS_FATE_STAYS:
      return _("Stays at the Siege");
    default:
      return "";
    }
}

static char *
units_list (CasGame *g, const int *units)
{
  GString *s = g_string_new (NULL);
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    if (units[f] > 0)
      g_string_append_printf (s, "%s%d %s", s->len ? ", " : "", units[f], cas_game_get_unit (g, f)->name);
  return g_string_free (s, FALSE);
}

/* Every Forces slot: Inferno has eight unit types (Villici in the last; fixed: the
 * summary used to count seven). */
static int
sum7 (const int *v)
{
  int n = 0;
  for (int i = 0; i < CAS_MAX_FORCES; i++)
    n += v[i];
  return n;
}

static GtkWidget *
cell_new (const char *text, const char *name, const char *tooltip, gboolean number)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), number ? 1 : 0);
  if (number)
    gtk_widget_add_css_class (label, "numeric");
  else
    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (name)
    gtk_widget_set_name (label, name);
  if (tooltip && *tooltip)
    gtk_widget_set_tooltip_text (label, tooltip);
  return label;
}

static GtkWidget *
changes_expander_new (CasBattleFight *self, const char *const *actions)
{
  g_autoptr(CasTable) scratch = cas_table_copy (cas_journal_get_table (self->journal));
  guint n = g_strv_length ((char **) actions);
  g_autofree char *title = g_strdup_printf (ngettext ("%u change to the table", "%u changes to the table", n), n);
  GtkWidget *expander = gtk_expander_new (title);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_widget_set_name (expander, "changes-expander");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CasAction) action = cas_action_parse (scratch->game, actions[i], NULL);
      g_autofree char *text = NULL;
      GtkWidget *label;
      if (action)
        {
          text = cas_action_describe (action, scratch);
          cas_action_apply (action, scratch, NULL);
        }
      label = gtk_label_new (text ? text : actions[i]);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_tooltip_text (label, actions[i]);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_expander_set_child (GTK_EXPANDER (expander), box);
  return expander;
}

/* The Held Events played are discarded in the Aftermath (4.4.5): the engine proposes the
 * discard of those the table shows Held, with the Battle's other changes; the others are
 * only a reminder. */
static void
render_events_note (CasBattleFight *self)
{
  CasGame *g = game (self);
  const CasTable *t = cas_journal_get_table (self->journal);
  g_autoptr(GString) held = g_string_new (NULL);
  g_autoptr(GString) other = g_string_new (NULL);
  const char *const rules[] = { "4.4.5", NULL };

  for (int side = 0; side < 2; side++)
    for (guint i = 0;; i++)
      {
        CasBattleEvent event;
        int card = cas_battle_event_card (g, i, game_side (self, side), &event);
        if (card == -2)
          break;
        if (card < 0 || !(self->setup.events[side] & event))
          continue;
        GString *list = CAS_CARD (t, card, CAS_K_STATE) == CAS_CARD_HELD ? held : other;
        g_string_append_printf (list, "%s%s", list->len ? ", " : "", cas_game_get_card (g, card)->event_name);
      }
  if (held->len > 0)
    {
      g_autofree char *text = g_strdup_printf (_("Held Events played, discarded with the Battle’s changes: %s."), held->str);
      GtkWidget *line = rule_line_new (text, rules, NULL);
      gtk_widget_set_name (line, "summary-events-held");
      gtk_box_append (GTK_BOX (self->summary_box), line);
    }
  if (other->len > 0)
    {
      g_autofree char *text = g_strdup_printf (_("Discard the Held Events played: %s (the table does not show them Held)."), other->str);
      GtkWidget *line = rule_line_new (text, rules, NULL);
      gtk_widget_set_name (line, "summary-events-other");
      gtk_box_append (GTK_BOX (self->summary_box), line);
    }
}

static void
render_summary (CasBattleFight *self)
{
  const CasBattleResult *r = self->result;
  CasGame *g = game (self);
  int wside = r->winner;
  GtkWidget *title_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title;
  GtkWidget *sub;
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *title_text = NULL;
  g_autofree char *sub_text = NULL;
  static const char *const headers[] = { N_("Lord"), N_("Result"), N_("Routed"), N_("Lost"), N_("Back"), N_("Service") };
  int row = 1;
  int spoils = 0;
  const char *const *actions = cas_explain_get_actions (r->explain);

  cas_app_remove_children (self->summary_box);

  /* TRANSLATORS: the end of a Battle: "The Teutons Win" */
  title_text = g_strdup_printf (_("The %s Win"), side_name (self, wside));
  title = gtk_label_new (title_text);
  gtk_widget_set_name (title, "summary-winner");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-2");
  gtk_widget_add_css_class (title, "side-title");
  gtk_widget_add_css_class (title, side_css (self, wside));
  if (r->conceded[1 - wside])
    sub_text = g_strdup_printf (ngettext ("%s · the %s Conceded · %d Round", "%s · the %s Conceded · %d Rounds", r->rounds),
                                wside == CAS_ATTACKER ? _("Attackers") : _("Defenders"), side_name (self, 1 - wside), r->rounds);
  else
    sub_text = g_strdup_printf (ngettext ("%s · after %d Round", "%s · after %d Rounds", r->rounds),
                                wside == CAS_ATTACKER ? _("Attackers") : _("Defenders"), r->rounds);
  sub = gtk_label_new (sub_text);
  gtk_widget_set_name (sub, "summary-rounds");
  gtk_label_set_xalign (GTK_LABEL (sub), 0);
  gtk_widget_add_css_class (sub, "dim-label");
  gtk_box_append (GTK_BOX (title_box), title);
  gtk_box_append (GTK_BOX (title_box), sub);
  gtk_box_append (GTK_BOX (self->summary_box), title_box);

  /* Each Lord's end. */
  gtk_grid_set_column_spacing (GTK_GRID (grid), 10);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_add_css_class (grid, "summary-grid");
  for (guint c = 0; c < G_N_ELEMENTS (headers); c++)
    {
      GtkWidget *h = cell_new (_(headers[c]), NULL, NULL, c >= 2 && c <= 4);
      gtk_widget_add_css_class (h, "caption-heading");
      gtk_widget_add_css_class (h, "dim-label");
      gtk_grid_attach (GTK_GRID (grid), h, (int) c, 0, 1, 1);
    }
  for (guint i = 0; i < r->lord_ends->len; i++)
    {
      const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, i);
      const char *id = cas_battle_lord_id (g, e->lord);
      g_autofree char *fate_owned = NULL;
      const char *fate = fate_text (self, e, &fate_owned);
      g_autofree char *routed = g_strdup_printf ("%d", sum7 (e->routed));
      g_autofree char *lost = g_strdup_printf ("%d", sum7 (e->lost));
      g_autofree char *back = g_strdup_printf ("%d", sum7 (e->recovered));
      g_autofree char *service = e->service_shift && e->service_roll ? g_strdup_printf (_("−%d (rolled %d)"), e->service_shift, e->service_roll)
                                 : e->service_shift ? g_strdup_printf (_("−%d (no roll)"), e->service_shift) /* Inferno's Carroccio, 4.4.3 */
                                                    : g_strdup ("—");
      g_autofree char *routed_tip = units_list (g, e->routed);
      g_autofree char *lost_tip = units_list (g, e->lost);
      g_autofree char *back_tip = units_list (g, e->recovered);
      g_autofree char *n_fate = g_strdup_printf ("summary-fate-%s", id);
      g_autofree char *n_routed = g_strdup_printf ("summary-routed-%s", id);
      g_autofree char *n_lost = g_strdup_printf ("summary-lost-%s", id);
      g_autofree char *n_back = g_strdup_printf ("summary-back-%s", id);
      g_autofree char *n_service = g_strdup_printf ("summary-service-%s", id);
      int gs = cas_battle_lord_side (self->start_table, e->lord);
      GtkWidget *name = cell_new (cas_battle_lord_name (self->start_table, e->lord), NULL, NULL, FALSE);

      gtk_widget_add_css_class (name, "side-title");
      gtk_widget_add_css_class (name, cas_app_side_css (g, gs));
      gtk_grid_attach (GTK_GRID (grid), name, 0, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_new (fate, n_fate, NULL, FALSE), 1, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_new (routed, n_routed, routed_tip, TRUE), 2, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_new (lost, n_lost, lost_tip, TRUE), 3, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_new (back, n_back, back_tip, TRUE), 4, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_new (service, n_service, NULL, FALSE), 5, row, 1, 1);
      row++;
    }
  gtk_box_append (GTK_BOX (self->summary_box), grid);

  if (self->setup.kind == CAS_BATTLE_STORM)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("The Garrison had %d unit Routed (Garrison units go back to the pool).",
                                                         "The Garrison had %d units Routed (Garrison units go back to the pool).",
                                                         r->garrison_lost),
                                               r->garrison_lost);
      GtkWidget *label = cell_new (text, "summary-garrison", NULL, FALSE);
      gtk_box_append (GTK_BOX (self->summary_box), label);
    }

  /* Knights' Quarter (Inferno 4.4.4, 4.5.2): the Captured knights of each side. */
  for (int side = 0; side < 2; side++)
    if (sum7 (r->captured[side]) > 0)
      {
        const char *const rules[] = { "4.4.4", "4.9.2", NULL };
        g_autofree char *what = units_list (g, r->captured[side]);
        /* TRANSLATORS: "Knights' Quarter: 2 Cavalieri to the Guelphs’ Captured Knights box." */
        g_autofree char *text = g_strdup_printf (_("Knights' Quarter: %s to the %s’ Captured Knights box."), what, side_name (self, side));
        g_autofree char *name = g_strdup_printf ("summary-captured-%s", side == CAS_ATTACKER ? "attacker" : "defender");
        GtkWidget *line = rule_line_new (text, rules, NULL);
        gtk_widget_set_name (gtk_widget_get_first_child (line), name);
        gtk_box_append (GTK_BOX (self->summary_box), line);
      }

  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    spoils += r->spoils[a];
  {
    GString *s = g_string_new (NULL);
    for (int a = 0; a < CAS_MAX_ASSETS; a++)
      if (r->spoils[a])
        {
          g_autofree char *amount = cas_rules_asset_amount (g, a, r->spoils[a]);
          g_string_append_printf (s, "%s%s", s->len ? ", " : "", amount);
        }
    g_autofree char *text = spoils ? g_strdup_printf (_("Spoils: %s"), s->str) : g_strdup (_("No Spoils"));
    const char *const rules[] = { "4.4.3", NULL };
    GtkWidget *line = rule_line_new (text, rules, NULL);
    gtk_widget_set_name (gtk_widget_get_first_child (line), "summary-spoils");
    gtk_box_append (GTK_BOX (self->summary_box), line);
    g_string_free (s, TRUE);
  }
  if (r->sacked)
    {
      const char *const rules[] = { "4.5.2", NULL };
      g_autofree char *text = g_strdup_printf (r->ruined ? _("%s is Sacked and Ruined.") : _("%s is Sacked."),
                                               cas_rules_locale_name (self->start_table, self->setup.locale));
      GtkWidget *line = rule_line_new (text, rules, "heading");
      gtk_widget_set_name (gtk_widget_get_first_child (line), "summary-sack");
      gtk_box_append (GTK_BOX (self->summary_box), line);
    }

  gtk_box_append (GTK_BOX (self->summary_box), changes_expander_new (self, actions));
  render_events_note (self);
}

static void
render_apply (CasBattleFight *self)
{
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->apply_button, !self->applied);
  gtk_widget_set_sensitive (self->apply_button, !self->stale);
  gtk_widget_set_visible (self->take_back_button, self->applied);
  gtk_widget_set_sensitive (self->take_back_button, self->applied && !self->stale);
  gtk_widget_set_sensitive (self->summary_undo_button, !self->applied);
  gtk_widget_set_visible (GTK_WIDGET (self->applied_label), self->applied || self->stale);
  if (self->stale)
    text = g_strdup (_("The table has changed since: use Undo in the header bar to go back."));
  else if (self->applied)
    text = g_strdup_printf (ngettext ("Recorded on the table: %u change. The Log lists it; Undo takes it back.",
                                      "Recorded on the table: %u changes. The Log lists them; Undo takes them back.",
                                      self->applied_after - self->applied_before),
                            self->applied_after - self->applied_before);
  gtk_label_set_label (self->applied_label, text ? text : "");
}

static void
render (CasBattleFight *self)
{
  gint64 start = g_get_monotonic_time ();
  const CasBattleResult *r = record (self);
  g_autofree char *title = NULL;
  g_autofree char *status = NULL;

  if (self->battle == NULL)
    return;
  title = g_strdup_printf (self->setup.kind == CAS_BATTLE_STORM   ? _("Storm of %s")
                           : self->setup.kind == CAS_BATTLE_SALLY ? _("Sally at %s")
                                                                  : _("Battle at %s"),
                           cas_rules_locale_name (self->start_table, self->setup.locale));
  gtk_label_set_label (self->title_label, title);

  if (self->result)
    status = g_strdup_printf (ngettext ("Ended after %d Round: the %s win", "Ended after %d Rounds: the %s win", self->result->rounds),
                              self->result->rounds, side_name (self, self->result->winner));
  else if (self->need.valid && self->need.step >= 0 && r && (guint) self->need.step < r->steps->len)
    {
      const CasBattleStep *s = &g_array_index (r->steps, CasBattleStep, self->need.step);
      status = g_strdup_printf (_("Round %d · %s · the %s Strike · die %u"), s->round, step_name (s->step), side_name (self, s->side),
                                self->dice->len + 1);
    }
  else if (self->need.valid)
    status = g_strdup_printf (_("After the Battle: Losses and Service · die %u"), self->dice->len + 1);
  else
    status = g_strdup (_("The engine could not go on"));
  gtk_label_set_label (self->subtitle_label, status);

  render_record (self);
  queue_scroll (self);
  if (self->result)
    {
      render_summary (self);
      render_apply (self);
      gtk_stack_set_visible_child_name (self->panel_stack, "summary");
    }
  else
    {
      render_prompt (self);
      gtk_stack_set_visible_child_name (self->panel_stack, "prompt");
    }
  self->last_render_ms = (double) (g_get_monotonic_time () - start) / 1000.0;
}

/* Brings the step waiting for a die into view once it is laid out; at the end, the top
 * (the narrative says who won). */
static gboolean
scroll_tick_cb (GtkWidget *scroller, GdkFrameClock *clock, gpointer data)
{
  CasBattleFight *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->record_scroller);
  graphene_rect_t bounds;

  if (self->scroll_target == NULL)
    gtk_adjustment_set_value (adj, 0);
  else if (gtk_widget_get_height (self->scroll_target) == 0)
    return G_SOURCE_CONTINUE;   /* not laid out yet */
  else if (gtk_widget_compute_bounds (self->scroll_target, self->record_box, &bounds))
    {
      double value = gtk_adjustment_get_value (adj);
      double page = gtk_adjustment_get_page_size (adj);
      double bottom = bounds.origin.y + bounds.size.height + 24;
      double top = bounds.origin.y - 48;
      if (bottom > value + page)
        value = bottom - page;
      if (top < value)
        value = MAX (0, top);
      gtk_adjustment_set_value (adj, value);
    }
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
queue_scroll (CasBattleFight *self)
{
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->record_scroller), scroll_tick_cb, self, NULL);
}

static gboolean
restart_battle (CasBattleFight *self, gboolean keep_dice, GError **error)
{
  CasBattle *battle = cas_battle_new (self->start_table, &self->setup, error);
  if (battle == NULL)
    return FALSE;
  g_clear_pointer (&self->battle, cas_battle_free);
  self->battle = battle;
  if (!keep_dice)
    g_array_set_size (self->dice, 0);
  run_engine (self);
  render (self);
  return TRUE;
}

static void
journal_changed_cb (CasBattleFight *self)
{
  guint n = cas_journal_get_n_done (self->journal);

  if (self->applied)
    {
      if (n == self->applied_before)
        self->applied = self->stale = FALSE;   /* taken back (here or by Undo) */
      else
        self->stale = n != self->applied_after;
    }
  else if (self->stale && n == self->applied_after)
    self->applied = TRUE, self->stale = FALSE;  /* redone */
  gtk_widget_set_visible (self->changed_box, !self->applied && !self->stale &&
                                               !cas_table_equal (self->start_table, cas_journal_get_table (self->journal)));
  if (self->result)
    render_apply (self);
}

gboolean
cas_battle_fight_start (CasBattleFight *self, CasJournal *journal, const CasBattleSetup *setup, GError **error)
{
  g_autoptr(CasTable) table = NULL;
  CasBattle *battle;

  g_return_val_if_fail (CAS_IS_BATTLE_FIGHT (self), FALSE);
  g_return_val_if_fail (CAS_IS_JOURNAL (journal), FALSE);

  table = cas_table_copy (cas_journal_get_table (journal));
  battle = cas_battle_new (table, setup, error);
  if (battle == NULL)
    return FALSE;
  cas_battle_fight_stop (self);
  self->journal = g_object_ref (journal);
  g_signal_connect_object (journal, "changed", G_CALLBACK (journal_changed_cb), self, G_CONNECT_SWAPPED);
  self->start_table = g_steal_pointer (&table);
  self->setup = *setup;
  self->battle = battle;
  g_array_set_size (self->dice, 0);
  self->applied = self->stale = FALSE;
  gtk_widget_set_visible (self->changed_box, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), "");
  run_engine (self);
  render (self);
  gtk_widget_grab_focus (self->roll_button);
  return TRUE;
}

void
cas_battle_fight_stop (CasBattleFight *self)
{
  g_return_if_fail (CAS_IS_BATTLE_FIGHT (self));
  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  g_clear_object (&self->journal);
  g_clear_pointer (&self->result, cas_battle_result_free);
  g_clear_pointer (&self->battle, cas_battle_free);
  g_clear_pointer (&self->start_table, cas_table_free);
  need_clear (&self->need);
  g_array_set_size (self->dice, 0);
}

void
cas_battle_fight_add_die (CasBattleFight *self, int value)
{
  guint extra;

  g_return_if_fail (CAS_IS_BATTLE_FIGHT (self));
  g_return_if_fail (value >= 1 && value <= 6);
  if (self->battle == NULL || self->result)
    return;
  g_array_append_val (self->dice, value);
  extra = run_engine (self);
  render (self);
  if (extra)
    toast (self, _("The Battle is over: the extra dice were left out."));
}

void
cas_battle_fight_roll (CasBattleFight *self)
{
  g_autoptr(CasDice) dice = NULL;
  int value = 1;

  g_return_if_fail (CAS_IS_BATTLE_FIGHT (self));
  if (self->battle == NULL || self->result)
    return;
  /* A freshly seeded die for each roll. */
  dice = cas_dice_new_seeded (g_random_int ());
  cas_dice_roll (dice, self->need.purpose, &value, NULL);
  cas_battle_fight_add_die (self, value);
}

gboolean
cas_battle_fight_undo_die (CasBattleFight *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_FIGHT (self), FALSE);
  if (self->battle == NULL || self->dice->len == 0 || self->applied)
    return FALSE;
  g_array_set_size (self->dice, self->dice->len - 1);
  run_engine (self);
  render (self);
  return TRUE;
}

const int *
cas_battle_fight_get_dice (CasBattleFight *self, guint *n)
{
  g_return_val_if_fail (CAS_IS_BATTLE_FIGHT (self), NULL);
  if (n)
    *n = self->dice->len;
  return (const int *) self->dice->data;
}

const CasBattleResult *
cas_battle_fight_get_result (CasBattleFight *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_FIGHT (self), NULL);
  return self->result;
}

const char *
cas_battle_fight_get_prompt (CasBattleFight *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_FIGHT (self), NULL);
  return self->need.valid ? self->need.purpose : NULL;
}

const CasBattleSetup *
cas_battle_fight_get_setup (CasBattleFight *self)
{
  g_return_val_if_fail (CAS_IS_BATTLE_FIGHT (self), NULL);
  return &self->setup;
}

double
cas_battle_fight_get_last_ms (CasBattleFight *self, double *render_ms)
{
  g_return_val_if_fail (CAS_IS_BATTLE_FIGHT (self), 0);
  if (render_ms)
    *render_ms = self->last_render_ms;
  return self->last_ms;
}

/* Signals of the template. */

static void
die_clicked_cb (GtkButton *button, CasBattleFight *self)
{
  cas_battle_fight_add_die (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-die")));
}

static void
roll_clicked_cb (CasBattleFight *self)
{
  cas_battle_fight_roll (self);
}

static void
roll_rest_clicked_cb (CasBattleFight *self)
{
  g_autoptr(CasDice) dice = cas_dice_new_seeded (g_random_int ());

  if (self->battle == NULL || self->result)
    return;
  /* Plain runs until the end (no prompts on the way), then one render. */
  for (int guard = 0; guard < 100000 && self->result == NULL; guard++)
    {
      int value = cas_dice_roll_fast (dice);
      g_autoptr(CasDice) queue = NULL;
      g_array_append_val (self->dice, value);
      queue = cas_dice_new_queue ((const int *) self->dice->data, self->dice->len);
      self->result = cas_battle_run (self->battle, queue, NULL);
    }
  run_engine (self);
  render (self);
}

static void
undo_clicked_cb (CasBattleFight *self)
{
  cas_battle_fight_undo_die (self);
}

static void
entry_changed_cb (CasBattleFight *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->dice_entry), "error");
}

static void
entry_activate_cb (CasBattleFight *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->dice_entry));
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (int));
  guint extra;

  for (const char *p = text; *p; p++)
    {
      if (*p >= '1' && *p <= '6')
        {
          int v = *p - '0';
          g_array_append_val (values, v);
        }
      else if (!g_ascii_isspace (*p) && *p != ',' && *p != ';')
        {
          gtk_widget_add_css_class (GTK_WIDGET (self->dice_entry), "error");
          toast (self, _("Dice are 1 to 6: type them with spaces or nothing between"));
          return;
        }
    }
  if (values->len == 0 || self->battle == NULL || self->result)
    return;
  g_array_append_vals (self->dice, values->data, values->len);
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), "");
  extra = run_engine (self);
  render (self);
  /* The keys 1-6 enter single dice again: the entry gives the focus back. */
  gtk_widget_grab_focus (self->result ? self->apply_button : self->roll_button);
  if (extra)
    {
      g_autofree char *text2 = g_strdup_printf (ngettext ("The Battle is over: %u extra die was left out.",
                                                          "The Battle is over: %u extra dice were left out.", extra),
                                                extra);
      toast (self, text2);
    }
}

static void
apply_clicked_cb (CasBattleFight *self)
{
  g_autoptr(GError) error = NULL;
  guint before;

  if (self->result == NULL || self->journal == NULL || self->applied)
    return;
  before = cas_journal_get_n_done (self->journal);
  if (!cas_journal_do_many (self->journal, cas_explain_get_actions (self->result->explain), &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not apply the Battle: %s"), error->message);
      toast (self, text);
      return;
    }
  self->applied = TRUE;
  self->stale = FALSE;
  self->applied_before = before;
  self->applied_after = cas_journal_get_n_done (self->journal);
  gtk_widget_set_visible (self->changed_box, FALSE);
  render_apply (self);
  gtk_widget_grab_focus (self->take_back_button);
}

static void
take_back_clicked_cb (CasBattleFight *self)
{
  if (!self->applied || self->stale || cas_journal_get_n_done (self->journal) != self->applied_after)
    return;
  cas_journal_undo_to (self->journal, self->applied_before);
  render_apply (self);
  gtk_widget_grab_focus (self->apply_button);
}

static void
restart_clicked_cb (CasBattleFight *self)
{
  g_autoptr(GError) error = NULL;
  CasJournal *journal = self->journal ? g_object_ref (self->journal) : NULL;
  CasBattleSetup setup = self->setup;

  if (journal && !cas_battle_fight_start (self, journal, &setup, &error))
    toast (self, error->message);
  g_clear_object (&journal);
}

static void
discard_response_cb (AdwMessageDialog *dialog, const char *response, CasBattleFight *self)
{
  if (g_str_equal (response, "discard"))
    g_signal_emit (self, signals[BACK], 0);
}

static void
back_clicked_cb (CasBattleFight *self)
{
  GtkWidget *dialog;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->dice->len == 0 || self->applied || !GTK_IS_WINDOW (root))
    {
      g_signal_emit (self, signals[BACK], 0);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (root), _("Discard the Dice?"),
                                   _("Going back to the Array starts this Battle again without the dice entered so far."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "discard", _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Keys 1-6 enter a die, Backspace takes one back, wherever the focus is on this page
 * (a text entry keeps its own keys). */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, CasBattleFight *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_6 && self->battle && !self->result)
    {
      cas_battle_fight_add_die (self, (int) (keyval - GDK_KEY_0));
      return TRUE;
    }
  if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_6 && self->battle && !self->result)
    {
      cas_battle_fight_add_die (self, (int) (keyval - GDK_KEY_KP_0));
      return TRUE;
    }
  if (keyval == GDK_KEY_BackSpace && self->battle)
    return cas_battle_fight_undo_die (self);
  return FALSE;
}

GtkWidget *
cas_battle_fight_new (void)
{
  return g_object_new (CAS_TYPE_BATTLE_FIGHT, NULL);
}

static void
cas_battle_fight_dispose (GObject *object)
{
  CasBattleFight *self = CAS_BATTLE_FIGHT (object);

  cas_battle_fight_stop (self);
  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->record_scroller), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_weak_pointer (&self->scroll_target);
  cas_app_dispose_children (GTK_WIDGET (self), CAS_TYPE_BATTLE_FIGHT);
  G_OBJECT_CLASS (cas_battle_fight_parent_class)->dispose (object);
}

static void
cas_battle_fight_finalize (GObject *object)
{
  CasBattleFight *self = CAS_BATTLE_FIGHT (object);
  g_array_unref (self->dice);
  G_OBJECT_CLASS (cas_battle_fight_parent_class)->finalize (object);
}

static void
cas_battle_fight_class_init (CasBattleFightClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_battle_fight_dispose;
  object_class->finalize = cas_battle_fight_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-battle-fight.ui");
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, back_button);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, title_label);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, changed_box);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, record_scroller);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, record_box);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, prompt_card);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, who_badge);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, who_label);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, range_label);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, roll_button);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, die_buttons);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, dice_entry);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, undo_button);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, roll_rest_button);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, dice_heading);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, dice_flow);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, concede_box);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, target_box);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, summary_box);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, applied_label);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, apply_button);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, CasBattleFight, summary_undo_button);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, restart_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, roll_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, roll_rest_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, undo_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, apply_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, take_back_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "battle-fight");

  signals[BACK] = g_signal_new ("back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cas_battle_fight_init (CasBattleFight *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->dice = g_array_new (FALSE, FALSE, sizeof (int));
  need_clear (&self->need);

  for (int v = 1; v <= 6; v++)
    {
      GtkWidget *button = gtk_button_new ();
      g_autofree char *name = g_strdup_printf ("die-button-%d", v);
      g_autofree char *tip = g_strdup_printf (_("Enter a %d (key %d)"), v, v);
      gtk_button_set_child (GTK_BUTTON (button), cas_die_face_new (v, "side-0", FALSE));
      gtk_widget_set_name (button, name);
      gtk_widget_set_tooltip_text (button, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
      gtk_widget_add_css_class (button, "die-button");
      g_object_set_data (G_OBJECT (button), "cas-die", GINT_TO_POINTER (v));
      g_signal_connect (button, "clicked", G_CALLBACK (die_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->die_buttons), button);
      self->die_button[v - 1] = button;
    }

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

}
