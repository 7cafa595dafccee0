/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-sequence-view.c: the sequence of play (3.0, 4.0) as a slim bar on the Table page: the
 * step the table's step cell records, what it asks, the calculators that help with it, and
 * a button to the next step, which also moves the Levy/Campaign marker when a phase ends. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-plan-util.h"  /* inferno-events2: "the Guelph Plan" */
#include "cas-sequence-steps.h"
#include "cas-sequence-view.h"
#include "cas-table-view.h"

struct _CasSequenceView
{
  GtkWidget parent_instance;

  GtkLabel *phase_label;
  GtkMenuButton *steps_button;
  GtkLabel *steps_label;
  GtkButton *rule_button;
  GtkLabel *asks_label;
  GtkWidget *helpers_box;
  GtkButton *alt_button;
  GtkButton *next_button;

  const CasSeqStep *steps; /* the game's (cas_sequence_steps_for); NULL: no bar */
  int step;           /* the step shown */
  int shown_step;     /* the table's step when the bar was last drawn, -1 before */
  int table_step;     /* the table's cell */
  int phase;
  int box;
  int last_box;
  int n_boxes;
  int used_up;        /* both Plans revealed to the last card (4.9), -1 before */
  char *note;         /* inferno-events2: the game's note for the step (CasGameUi.step_note) */
  char *asks;         /* inferno-fixes: the game's words for the step now (CasGameUi.step_asks) */
  int shuffle_mask;   /* inferno-events2: bit (1 << side): its Plan may be shuffled now */
};

G_DEFINE_FINAL_TYPE (CasSequenceView, cas_sequence_view, GTK_TYPE_WIDGET)

static int
first_of (int phase)
{
  return phase == CAS_PHASE_CAMPAIGN ? CAS_SEQ_CAPABILITY_DISCARD : CAS_SEQ_ARTS_OF_WAR;
}

int
cas_sequence_view_get_step (CasSequenceView *self)
{
  g_return_val_if_fail (CAS_IS_SEQUENCE_VIEW (self), 0);
  return self->step;
}

/* Going to STEP from where the table is: the phase flips with it, and leaving the Reset
 * for the next Levy advances the Levy/Campaign marker (2.2.1, 4.9.5). */
static void
go_to (CasSequenceView *self, int step)
{
  GtkWidget *w = GTK_WIDGET (self);

  if (step <= 0 || step >= CAS_SEQ_N || self->steps == NULL)
    return;
  /* The step is a quiet entry that goes with the next one (cas_journal_undo_step): set
   * before the phase flips, one Undo takes both back. */
  if ((int) self->steps[step].phase != self->phase)
    {
      if (self->steps[step].phase == CAS_PHASE_LEVY && self->step == CAS_SEQ_RESET && self->box < self->n_boxes)
        cas_table_do (w, "box +1");
      cas_table_do (w, "step %d", step);
      cas_table_do (w, "phase %s", self->steps[step].phase == CAS_PHASE_CAMPAIGN ? "campaign" : "levy");
    }
  else
    cas_table_do (w, "step %d", step);
}

static int
next_of (int step)
{
  switch (step)
    {
    case CAS_SEQ_FEED_PAY_DISBAND:
      return CAS_SEQ_COMMAND;   /* the next card; the other button ends the Campaign */
    case CAS_SEQ_RESET:
      return CAS_SEQ_ARTS_OF_WAR;
    default:
      return step + 1;
    }
}

static void
next_clicked (CasSequenceView *self)
{
  go_to (self, next_of (self->step));
}

/* inferno-events2 (issue 17): a blind Plan shuffled from the bar (CasGameUi.plan_shuffle;
 * Inferno's FRIARS, I190), as the Plan page's Shuffle does. */
static void
shuffle_clicked (GtkButton *button, CasSequenceView *self)
{
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-side"));
  CasTableView *view = CAS_TABLE_VIEW (gtk_widget_get_ancestor (GTK_WIDGET (self), CAS_TYPE_TABLE_VIEW));
  CasJournal *journal = view ? cas_table_view_get_journal (view) : NULL;
  if (journal == NULL)
    return;
  const CasGameUi *gui = cas_game_ui_for (cas_journal_get_game (journal));
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_random_int ());
  g_autofree char *action = gui->plan_shuffle ? gui->plan_shuffle (cas_journal_get_table (journal), side, rand) : NULL;
  if (action)
    cas_table_do (GTK_WIDGET (self), "%s", action);
}

/* The sides whose Plan the game can shuffle now (CasGameUi.plan_shuffle), bit (1 << side). */
static int
shuffle_mask (const CasGameUi *gui, const CasTable *t)
{
  int mask = 0;
  if (gui->plan_blind == NULL || gui->plan_shuffle == NULL)
    return 0;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      g_autofree char *action = gui->plan_blind (t, side) ? gui->plan_shuffle (t, side, rand) : NULL;
      if (action)
        mask |= 1 << side;
    }
  return mask;
}

static void
alt_clicked (CasSequenceView *self)
{
  go_to (self, CAS_SEQ_GROW);
}

static void
step_clicked (GtkButton *button, CasSequenceView *self)
{
  int step = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-step"));
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  /* The action must start from the bar, which stays, not from the popover. */
  if (popover)
    gtk_popover_popdown (GTK_POPOVER (popover));
  go_to (self, step);
}

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "steps-heading");
  return label;
}

static void
steps_popup (GtkMenuButton *button, gpointer user_data)
{
  CasSequenceView *self = CAS_SEQUENCE_VIEW (user_data);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  for (int s = 1; self->steps && s < CAS_SEQ_N; s++)
    {
      if (s == CAS_SEQ_ARTS_OF_WAR)
        gtk_box_append (GTK_BOX (box), heading_new (_("Levy")));
      else if (s == CAS_SEQ_CAPABILITY_DISCARD)
        gtk_box_append (GTK_BOX (box), heading_new (_("Campaign")));
      else if (s == CAS_SEQ_GROW)
        gtk_box_append (GTK_BOX (box), heading_new (_("End Campaign")));

      GtkWidget *b = gtk_button_new ();
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");
      g_autofree char *title = g_strdup_printf ("%s", _(self->steps[s].title));
      GtkWidget *label = gtk_label_new (title);
      GtkWidget *rule = gtk_label_new (self->steps[s].rule);

      gtk_widget_set_opacity (check, s == self->step ? 1.0 : 0.0);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_widget_add_css_class (rule, "dim-label");
      gtk_widget_add_css_class (rule, "caption");
      gtk_box_append (GTK_BOX (row), check);
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (row), rule);
      gtk_button_set_child (GTK_BUTTON (b), row);
      gtk_widget_add_css_class (b, "flat");
      g_object_set_data (G_OBJECT (b), "cas-step", GINT_TO_POINTER (s));
      {
        g_autofree char *name = g_strdup_printf ("step-%d", s);
        gtk_widget_set_name (b, name);
      }
      g_signal_connect (b, "clicked", G_CALLBACK (step_clicked), self);
      gtk_box_append (GTK_BOX (box), b);
    }
  gtk_widget_set_size_request (box, 260, -1);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

static GtkWidget *
helper_button_new (const CasTable *t, const char *spec)
{
  static const struct {
    const char *spec, *label, *tip;
  } helpers[] = {
    { "pay", N_("Pay"), N_("Who may Pay, and with what (3.2, 4.8.2)") },
    { "disband", N_("Disband"), N_("Who Disbands now, and where their cylinders go (3.3)") },
    { "levy", N_("Levy"), N_("Ready Lords, free Seats, and what each Lord’s Lordship can buy (3.4, 3.5)") },
    { "feed", N_("Feed"), N_("Who must Feed, and who goes Unfed (4.8.1)") },
    { "endcampaign", N_("End Campaign"), N_("The End of Campaign steps for this box (4.9)") },
    { "victory", N_("Victory"), N_("Victory Points now and who wins (5.0)") },
    { "audit", N_("Check Table"), N_("Check the mirrored table against the rules") },
    { "page:plan", N_("Plan & Cards"), N_("The Plans and the Arts of War cards") },
  };

  /* inferno-app (issue 17): a game's own calculator (CasGameUi.calcs) by its id, when it
   * is offered now. */
  const CasGameCalc *calc = cas_game_ui_find_calc (t->game, spec);
  if (calc && (calc->offered == NULL || calc->offered (t)))
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *name = g_strdup_printf ("helper-%s", spec);
      gtk_box_append (GTK_BOX (content), gtk_image_new_from_icon_name ("accessories-calculator-symbolic"));
      gtk_box_append (GTK_BOX (content), gtk_label_new (_(calc->name)));
      gtk_button_set_child (GTK_BUTTON (button), content);
      gtk_widget_set_tooltip_text (button, _(calc->tip));
      gtk_widget_add_css_class (button, "flat");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", spec);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.calculate");
      gtk_widget_set_name (button, name);
      return button;
    }
  for (guint i = 0; i < G_N_ELEMENTS (helpers); i++)
    {
      if (!g_str_equal (helpers[i].spec, spec))
        continue;
      GtkWidget *button = gtk_button_new ();
      GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *label = gtk_label_new (_(helpers[i].label));
      gboolean page = g_str_has_prefix (spec, "page:");

      gtk_box_append (GTK_BOX (content), gtk_image_new_from_icon_name (page ? "view-list-bullet-symbolic"
                                                                            : "accessories-calculator-symbolic"));
      gtk_box_append (GTK_BOX (content), label);
      gtk_button_set_child (GTK_BUTTON (button), content);
      gtk_widget_set_tooltip_text (button, _(helpers[i].tip));
      gtk_widget_add_css_class (button, "flat");
      if (page)
        {
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", spec + strlen ("page:"));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.show-page");
        }
      else
        {
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", spec);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.calculate");
        }
      {
        g_autofree char *name = g_strdup_printf ("helper-%s", page ? spec + strlen ("page:") : spec);
        gtk_widget_set_name (button, name);
      }
      return button;
    }
  return NULL;
}

void
cas_sequence_view_update (CasSequenceView *self, const CasTable *t, const CasScenario *sc)
{
  CasGame *game;
  const CasSeqStep *s;
  int step;

  g_return_if_fail (CAS_IS_SEQUENCE_VIEW (self));
  g_return_if_fail (t != NULL && sc != NULL);

  game = t->game;
  /* A game without a sequence (cas-sequence-steps.c) shows no bar. */
  self->steps = cas_sequence_steps_for (game);
  gtk_widget_set_visible (GTK_WIDGET (self), self->steps != NULL);
  if (self->steps == NULL)
    return;
  /* inferno-events2: the game's note for the step the bar will show, and the Shuffle */
  const CasGameUi *gui = cas_game_ui_for (game);
  step = CAS_GLOBAL (t, CAS_G_STEP);
  if (step <= 0 || step >= CAS_SEQ_N || (int) self->steps[step].phase != CAS_GLOBAL (t, CAS_G_PHASE))
    step = first_of (CAS_GLOBAL (t, CAS_G_PHASE));
  g_autofree char *note_tip = NULL;
  g_autofree char *note = gui->step_note ? gui->step_note (t, step, &note_tip) : NULL;
  int mask = step == CAS_SEQ_PLAN ? shuffle_mask (gui, t) : 0;
  g_autofree char *asks = gui->step_asks ? gui->step_asks (t, step) : NULL;
  if (self->shown_step == CAS_GLOBAL (t, CAS_G_STEP) && self->phase == CAS_GLOBAL (t, CAS_G_PHASE) &&
      self->box == CAS_GLOBAL (t, CAS_G_BOX) && self->last_box == sc->last_box &&
      self->n_boxes == (int) cas_game_get_n_boxes (game) && self->used_up == cas_endcampaign_plans_used_up (t) &&
      g_strcmp0 (self->note, note) == 0 && self->shuffle_mask == mask && g_strcmp0 (self->asks, asks) == 0)
    return;
  g_free (self->note);
  self->note = g_strdup (note);
  g_free (self->asks);
  self->asks = g_strdup (asks);
  self->shuffle_mask = mask;
  self->used_up = cas_endcampaign_plans_used_up (t);
  self->shown_step = CAS_GLOBAL (t, CAS_G_STEP);
  self->phase = CAS_GLOBAL (t, CAS_G_PHASE);
  self->box = CAS_GLOBAL (t, CAS_G_BOX);
  self->last_box = sc->last_box;
  self->n_boxes = (int) cas_game_get_n_boxes (game);
  self->table_step = CAS_GLOBAL (t, CAS_G_STEP);
  step = self->table_step;
  if (step <= 0 || step >= CAS_SEQ_N || (int) self->steps[step].phase != self->phase)
    step = first_of (self->phase);
  self->step = step;
  s = &self->steps[step];

  gtk_label_set_label (self->phase_label, self->phase == CAS_PHASE_CAMPAIGN ? _("Campaign") : _("Levy"));
  {
    int first = first_of (self->phase);
    int count = self->phase == CAS_PHASE_CAMPAIGN ? CAS_SEQ_N - CAS_SEQ_CAPABILITY_DISCARD
                                                  : CAS_SEQ_CAPABILITY_DISCARD - CAS_SEQ_ARTS_OF_WAR;
    /* TRANSLATORS: "Step 2 of 6: Pay" */
    g_autofree char *text = g_strdup_printf (_("Step %d of %d: %s"), step - first + 1, count, _(s->title));
    gtk_label_set_label (self->steps_label, text);
  }
  gtk_button_set_label (self->rule_button, s->rule);
  {
    g_autofree char *tip = g_strdup_printf (_("Read rule %s"), s->rule);
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->rule_button), tip);
  }
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rule_button), "s", s->rule);

  if (step == CAS_SEQ_GAME_END && self->box >= sc->last_box)
    gtk_label_set_label (self->asks_label, _("This is the scenario’s last box: the game ends now, and Victory "
                                             "Points decide."));
  else
    gtk_label_set_label (self->asks_label, asks ? asks : _(s->asks));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->asks_label), gtk_label_get_label (self->asks_label));

  cas_app_remove_children (self->helpers_box);
  if (note) /* inferno-events2: the game's note, then its Shuffle */
    {
      GtkWidget *chip = cas_app_chip_new (note, note_tip, "tag", "event", NULL);
      gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
      gtk_widget_set_name (chip, "step-note");
      gtk_box_append (GTK_BOX (self->helpers_box), chip);
    }
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (mask & (1 << side))
      {
        GtkWidget *b = gtk_button_new_with_label (_("Shuffle"));
        g_autofree char *name = g_strdup_printf ("helper-shuffle-%s", cas_game_get_side_id (game, side));
        /* TRANSLATORS: the sequence bar's Shuffle, "Shuffle the Guelph Plan, as it is played blind (4.1)" */
        g_autofree char *tip = g_strdup_printf (_("Shuffle the %s Plan, as it is played blind (4.1)"),
                                                cas_plan_side_adjective (game, side));
        gtk_widget_set_name (b, name);
        gtk_widget_set_tooltip_text (b, tip);
        gtk_widget_add_css_class (b, "flat");
        g_object_set_data (G_OBJECT (b), "cas-side", GINT_TO_POINTER (side));
        g_signal_connect (b, "clicked", G_CALLBACK (shuffle_clicked), self);
        gtk_box_append (GTK_BOX (self->helpers_box), b);
      }
  {
    g_auto(GStrv) specs = g_strsplit (s->helpers, ",", -1);
    for (guint i = 0; specs[i]; i++)
      {
        GtkWidget *b = helper_button_new (t, specs[i]);
        if (b)
          gtk_box_append (GTK_BOX (self->helpers_box), b);
      }
  }

  /* The next step, and the alternative after a Command card. */
  {
    int next = next_of (step);
    g_autofree char *label = NULL;
    g_autofree char *tip = NULL;
    gboolean can = TRUE;

    if (step == CAS_SEQ_FEED_PAY_DISBAND)
      label = g_strdup (_("Next Card"));
    else if (step == CAS_SEQ_RESET)
      {
        can = self->box < self->n_boxes && self->box < sc->last_box;
        /* TRANSLATORS: the Levy of the next box, "Levy of Box 3" */
        label = can ? g_strdup_printf (_("Levy of Box %d"), self->box + 1) : g_strdup (_("Game Over"));
        tip = g_strdup (_("Moves the Levy/Campaign marker to the next box and flips it to Levy"));
      }
    else if (step == CAS_SEQ_DISCARD_EVENTS)
      {
        label = g_strdup_printf (_("Campaign: %s"), _(self->steps[next].title));
        tip = g_strdup (_("Flips the Levy/Campaign marker to Campaign"));
      }
    else
      /* TRANSLATORS: the next step's button, "Next: Disband" */
      label = g_strdup_printf (_("Next: %s"), _(self->steps[next].title));
    gtk_button_set_label (self->next_button, label);
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->next_button), tip ? tip : _("Go on to the next step"));
    gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), can);
    /* The Campaign ends only when both Plans are revealed to the last card (4.2, 4.9);
     * then ending it is what comes next. */
    gtk_widget_set_visible (GTK_WIDGET (self->alt_button), step == CAS_SEQ_FEED_PAY_DISBAND && self->used_up);
    if (step == CAS_SEQ_FEED_PAY_DISBAND && self->used_up)
      {
        gtk_widget_add_css_class (GTK_WIDGET (self->alt_button), "suggested-action");
        gtk_widget_remove_css_class (GTK_WIDGET (self->next_button), "suggested-action");
      }
    else
      {
        gtk_widget_remove_css_class (GTK_WIDGET (self->alt_button), "suggested-action");
        gtk_widget_add_css_class (GTK_WIDGET (self->next_button), "suggested-action");
      }
  }
}

static void
cas_sequence_view_dispose (GObject *object)
{
  g_clear_pointer (&CAS_SEQUENCE_VIEW (object)->note, g_free);
  g_clear_pointer (&CAS_SEQUENCE_VIEW (object)->asks, g_free);
  cas_app_dispose_children (GTK_WIDGET (object), CAS_TYPE_SEQUENCE_VIEW);
  G_OBJECT_CLASS (cas_sequence_view_parent_class)->dispose (object);
}

static void
cas_sequence_view_class_init (CasSequenceViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_sequence_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-sequence-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasSequenceView, phase_label);
  gtk_widget_class_bind_template_child (widget_class, CasSequenceView, steps_button);
  gtk_widget_class_bind_template_child (widget_class, CasSequenceView, steps_label);
  gtk_widget_class_bind_template_child (widget_class, CasSequenceView, rule_button);
  gtk_widget_class_bind_template_child (widget_class, CasSequenceView, asks_label);
  gtk_widget_class_bind_template_child (widget_class, CasSequenceView, helpers_box);
  gtk_widget_class_bind_template_child (widget_class, CasSequenceView, alt_button);
  gtk_widget_class_bind_template_child (widget_class, CasSequenceView, next_button);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked);
  gtk_widget_class_bind_template_callback (widget_class, alt_clicked);
  gtk_widget_class_set_css_name (widget_class, "sequence-view");
}

static void
cas_sequence_view_init (CasSequenceView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->shown_step = -1;
  self->used_up = -1;
  gtk_menu_button_set_create_popup_func (self->steps_button, steps_popup, self, NULL);
}
