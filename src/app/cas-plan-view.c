/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-plan-view.c: the Plan & Cards page: each side builds its Plan in private behind a
 * handover screen, the stacks lie face down until revealed card by card, Lieutenants, and
 * the Arts of War cards beside it. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-cards-panel.h"
#include "cas-plan-util.h"
#include "cas-plan-view.h"
#include "cas-page.h"
#include "cas-sequence-view.h"

typedef enum {
  MODE_OVERVIEW,   /* both stacks, face down until revealed; the reveal */
  MODE_HANDOVER,   /* "hand the device to ...": nothing secret on screen */
  MODE_BUILD,      /* one side arranges its Plan */
  MODE_PEEK,       /* one side looks at its own face-down Plan (4.1) */
} Mode;

struct _CasPlanView
{
  AdwBin parent_instance;

  GtkWidget *plan_box;
  GtkWidget *plan_scroller;
  CasCardsPanel *cards_panel;

  CasJournal *journal;
  Mode mode;
  int side;              /* the side handed the device, building or peeking */
  gboolean peeking;      /* the handover leads to MODE_PEEK rather than MODE_BUILD */
  gboolean round;        /* both sides build, Teutons first, one after the other */
  GArray *draft;         /* int: Lord index or CAS_PLAN_PASS, top card first */
  gboolean dirty;
};

CAS_PAGE_DEFINE_IFACE (cas_plan_view, CAS_PLAN_VIEW)
G_DEFINE_FINAL_TYPE_WITH_CODE (CasPlanView, cas_plan_view, ADW_TYPE_BIN, CAS_PAGE_IMPLEMENT (cas_plan_view))


static void rebuild (CasPlanView *self);

/* Reading the Plans off the table. */

static int
plan_cards (const CasTable *t, int side, int *out)
{
  int n = 0;
  for (int k = 0; k < CAS_MAX_PLAN; k++)
    {
      int v = CAS_GLOBAL (t, CAS_G_PLAN_0 + side * CAS_MAX_PLAN + k);
      if (v == CAS_PLAN_EMPTY)
        continue;
      if (out)
        out[n] = v;
      n++;
    }
  return n;
}

static int
plan_revealed (const CasTable *t, int side)
{
  return MIN (CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0 + side), plan_cards (t, side, NULL));
}

/* The side to flip next: Teutons, then Russians, alternating (4.2); a side with no card
 * left is skipped. -1 when both stacks are used up. */
static int
next_to_reveal (const CasTable *t)
{
  int left[CAS_N_SIDES], done[CAS_N_SIDES];
  for (int s = 0; s < CAS_N_SIDES; s++)
    {
      done[s] = plan_revealed (t, s);
      left[s] = plan_cards (t, s, NULL) - done[s];
    }
  if (left[0] > 0 && (done[0] <= done[1] || left[1] <= 0))
    return 0;
  if (left[1] > 0)
    return 1;
  return -1;
}

/* The card flipped last: the side ahead in the alternation, or the one that went on
 * alone. -1 when nothing is revealed. */
static int
last_revealed_side (const CasTable *t)
{
  int r0 = plan_revealed (t, 0), r1 = plan_revealed (t, 1);
  if (r0 == 0 && r1 == 0)
    return -1;
  if (r0 > r1)
    return 0;
  if (r1 > r0)
    return 1;
  return 1;  /* equal: the Russians flipped after the Teutons */
}

static char *
lord_short (CasGame *game, int lord)
{
  return cas_app_lord_short_name (cas_game_get_lord (game, lord));
}

/* Widgets. */

static GtkWidget *
label_new (const char *text, const char *first_class, ...)
{
  GtkWidget *label = gtk_label_new (text);
  va_list args;
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  va_start (args, first_class);
  for (const char *c = first_class; c != NULL; c = va_arg (args, const char *))
    gtk_widget_add_css_class (label, c);
  va_end (args);
  return label;
}

static void
activate_cb (GtkButton *button, gpointer user_data)
{
  const char *action = g_object_get_data (G_OBJECT (button), "cas-action");
  GVariant *target = g_object_get_data (G_OBJECT (button), "cas-target");
  gtk_widget_activate_action_variant (GTK_WIDGET (button), action, target);
}

/* The page's own actions are activated on click rather than through GtkActionable, whose
 * helper would make every button sensitive again: which cards may still be added is per
 * button, not per action. */
static void
set_button_action (GtkWidget *button, const char *action, GVariant *target)
{
  if (!g_str_has_prefix (action, "plan."))
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
      if (target)
        gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
      return;
    }
  g_object_set_data_full (G_OBJECT (button), "cas-action", g_strdup (action), g_free);
  if (target)
    g_object_set_data_full (G_OBJECT (button), "cas-target", g_variant_ref_sink (target),
                            (GDestroyNotify) g_variant_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (activate_cb), NULL);
}

static GtkWidget *
action_button_new (const char *label, const char *action, GVariant *target, const char *name, const char *css)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  set_button_action (button, action, target);
  if (name)
    gtk_widget_set_name (button, name);
  if (css)
    gtk_widget_add_css_class (button, css);
  return button;
}

static GtkWidget *
icon_button_new (const char *icon, const char *tooltip, const char *action, GVariant *target, const char *name)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "circular");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  set_button_action (button, action, target);
  if (name)
    gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

/* A line of text with its rule links after it. */
static GtkWidget *
ruled_line_new (const char *text, const char *rules, const char *css)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = label_new (text, css, NULL);
  gtk_widget_set_halign (box, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), label);
  if (rules)
    gtk_box_append (GTK_BOX (box), cas_plan_rules_box_new (rules));
  return box;
}

/* A Lord's card face: his short name at the foot, the caption under it (his Command, or
 * "Treachery"), his full name as the tooltip. */
static void
lord_face (GtkWidget *box, CasGame *game, int lord, const char *caption, const char *caption_class)
{
  g_autofree char *name = lord_short (game, lord);
  GtkWidget *l = label_new (name, "plan-card-name", NULL);
  GtkWidget *c = label_new (caption, caption_class, NULL);
  gtk_label_set_xalign (GTK_LABEL (l), 0.5f);
  gtk_label_set_xalign (GTK_LABEL (c), 0.5f);
  gtk_label_set_wrap (GTK_LABEL (l), FALSE);
  gtk_label_set_ellipsize (GTK_LABEL (l), PANGO_ELLIPSIZE_END);
  gtk_label_set_wrap (GTK_LABEL (c), FALSE);
  gtk_widget_set_vexpand (l, TRUE);
  gtk_widget_set_valign (l, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), l);
  gtk_box_append (GTK_BOX (box), c);
  gtk_widget_set_tooltip_text (box, cas_game_get_lord (game, lord)->name);
}

/* One Command card of a stack. A face-down card says nothing but its place: no name,
 * tooltip or accessible label gives the Lord away. */
static GtkWidget *
slot_new (CasGame *game, int side, int pos, int card, gboolean face_up, gboolean next)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *number = g_strdup_printf ("%d", pos + 1);
  GtkWidget *num = gtk_label_new (number);
  g_autofree char *access = NULL;

  gtk_widget_add_css_class (box, "plan-card");
  gtk_widget_add_css_class (box, cas_app_side_css (game, side));
  gtk_widget_add_css_class (num, "plan-card-number");
  gtk_widget_set_halign (num, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), num);
  if (next)
    gtk_widget_add_css_class (box, "next");

  if (card == CAS_PLAN_EMPTY)
    {
      gtk_widget_add_css_class (box, "empty");
      GtkWidget *l = label_new (_("Empty"), "caption", "dim-label", NULL);
      gtk_label_set_xalign (GTK_LABEL (l), 0.5f);
      gtk_widget_set_vexpand (l, TRUE);
      gtk_box_append (GTK_BOX (box), l);
      access = g_strdup_printf (_("Place %d, empty"), pos + 1);
    }
  else if (!face_up)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("view-conceal-symbolic");
      GtkWidget *l = label_new (_("Face down"), "caption", NULL);
      gtk_widget_add_css_class (box, "face-down");
      gtk_image_set_pixel_size (GTK_IMAGE (icon), 24);
      gtk_widget_set_vexpand (icon, TRUE);
      gtk_label_set_xalign (GTK_LABEL (l), 0.5f);
      gtk_box_append (GTK_BOX (box), icon);
      gtk_box_append (GTK_BOX (box), l);
      access = g_strdup_printf (_("Card %d, face down"), pos + 1);
    }
  else if (cas_plan_treachery_lord (card) >= 0)
    {
      /* treachery (issue 17): a Lord's Treachery card (Inferno 4.1.1, 4.2.3). */
      const CasLord *lord = cas_game_get_lord (game, cas_plan_treachery_lord (card));
      gtk_widget_add_css_class (box, "treachery");
      lord_face (box, game, cas_plan_treachery_lord (card), _("Treachery"), "caption-heading");
      access = g_strdup_printf (_("Card %d, %s, Treachery"), pos + 1, lord->name);
    }
  else if (card == CAS_PLAN_PASS)
    {
      GtkWidget *l = label_new (_("Pass"), "plan-card-name", NULL);
      gtk_widget_add_css_class (box, "pass");
      gtk_label_set_xalign (GTK_LABEL (l), 0.5f);
      gtk_widget_set_vexpand (l, TRUE);
      gtk_box_append (GTK_BOX (box), l);
      access = g_strdup_printf (_("Card %d, Pass"), pos + 1);
    }
  else
    {
      const CasLord *lord = cas_game_get_lord (game, card);
      g_autofree char *command = g_strdup_printf (_("Command %d"), lord->command);
      lord_face (box, game, card, command, "caption");
      access = g_strdup_printf (_("Card %d, %s, Command %d"), pos + 1, lord->name, lord->command);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, access, -1);
  /* Its labels fill the card; the card does not fill the page. */
  gtk_widget_set_vexpand (box, FALSE);
  return box;
}

static GtkWidget *
card_box_new (int spacing)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "plan-section");
  return box;
}

static GtkWidget *
page_header_new (CasPlanView *self, const char *title)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  const CasSeason *season = cas_table_season (t);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *size = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: each Plan has %d Command card, top card first",
                                                        "%s: each Plan has %d Command cards, top card first",
                                                        (gulong) season->plan_size),
                                           cas_game_text (season->name), season->plan_size);
  gtk_box_append (GTK_BOX (box), label_new (title, "title-2", NULL));
  gtk_box_append (GTK_BOX (box), ruled_line_new (size, "4.1,4.1.2", "dim-label"));
  if (CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_LEVY)
    gtk_box_append (GTK_BOX (box), ruled_line_new (_("It is the Levy: Plans are built when the Campaign starts."), "4.0",
                                                   "dim-label"));
  return box;
}

/* Overview: both stacks. */

static GtkWidget *
stack_row_new (CasPlanView *self, int side, gboolean show_all)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  CasGame *game = t->game;
  int cards[CAS_MAX_PLAN];
  int n = plan_cards (t, side, cards);
  int revealed = plan_revealed (t, side);
  int size = MAX (n, cas_table_season (t)->plan_size);
  int next = next_to_reveal (t);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  gtk_widget_add_css_class (row, "plan-stack");
  for (int k = 0; k < size && k < CAS_MAX_PLAN; k++)
    {
      int card = k < n ? cards[k] : CAS_PLAN_EMPTY;
      gboolean up = show_all || k < revealed;
      GtkWidget *slot = slot_new (game, side, k, card, up, k < n && k == revealed && next == side && !show_all);
      if (k < revealed && !show_all)
        gtk_widget_add_css_class (slot, "revealed");
      gtk_box_append (GTK_BOX (row), slot);
    }
  return row;
}

static GtkWidget *
side_stack_new (CasPlanView *self, int side)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  CasGame *game = t->game;
  int n = plan_cards (t, side, NULL);
  int revealed = plan_revealed (t, side);
  GtkWidget *box = card_box_new (10);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  g_autofree char *title = g_strdup_printf (_("%s Plan"), cas_plan_side_adjective (game, side));
  g_autofree char *status = NULL;

  if (n == 0)
    status = g_strdup (_("Not built yet"));
  else if (revealed == 0)
    status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card, face down", "%d cards, face down", (gulong) n), n);
  else if (revealed < n)
    status = g_strdup_printf (_("%d of %d cards revealed, the rest face down"), revealed, n);
  else
    status = g_strdup_printf (_("All %d cards revealed"), n);
  /* inferno-app (issue 17): a Plan played blind (Inferno's FRIARS, I190) */
  const CasGameUi *gui = cas_game_ui_for (game);
  gboolean blind = gui->plan_blind && gui->plan_blind (t, side);

  gtk_box_append (GTK_BOX (header), label_new (title, "heading", NULL));
  GtkWidget *st = label_new (status, "dim-label", NULL);
  gtk_label_set_wrap (GTK_LABEL (st), FALSE);
  gtk_label_set_ellipsize (GTK_LABEL (st), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (st, TRUE);
  gtk_box_append (GTK_BOX (header), st);
  if (blind) /* its own label, never cut */
    {
      GtkWidget *b = label_new (_("Shuffled: blind"), "dim-label", NULL);
      gtk_label_set_wrap (GTK_LABEL (b), FALSE);
      gtk_widget_set_name (b, "plan-blind");
      gtk_widget_set_tooltip_text (b, _("FRIARS is in force: this Plan was shuffled and is played in the order it comes (3.1.3)"));
      gtk_box_append (GTK_BOX (header), b);
    }
  if (n == 0)
    {
      g_autofree char *label = g_strdup_printf (_("Build the %s Plan"), cas_plan_side_adjective (game, side));
      g_autofree char *name = g_strdup_printf ("build-%s", cas_game_get_side_id (game, side));
      gtk_box_append (GTK_BOX (header), action_button_new (label, "plan.build", g_variant_new_int32 (side), name, NULL));
    }
  else if (revealed < n)
    {
      if (blind && revealed == 0)
        {
          g_autofree char *name = g_strdup_printf ("shuffle-%s", cas_game_get_side_id (game, side));
          GtkWidget *s = action_button_new (_("_Shuffle"), "plan.shuffle", g_variant_new_int32 (side), name, NULL);
          gtk_widget_set_tooltip_text (s, _("Shuffle the Plan in a random order, or record the order of the real cards "
                                            "shuffled (FRIARS, 3.1.3)"));
          gtk_box_append (GTK_BOX (header), s);
        }
      g_autofree char *label = g_strdup_printf (_("Show to the %s Player…"), cas_plan_side_adjective (game, side));
      g_autofree char *name = g_strdup_printf ("peek-%s", cas_game_get_side_id (game, side));
      GtkWidget *b = action_button_new (label, "plan.peek", g_variant_new_int32 (side), name, "flat");
      gtk_widget_set_tooltip_text (b, _("Players may always look at their own Plan (4.1)"));
      gtk_box_append (GTK_BOX (header), b);
    }
  gtk_widget_add_css_class (box, "side-plan");
  gtk_widget_add_css_class (box, cas_app_side_css (game, side));
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), stack_row_new (self, side, FALSE));
  return box;
}

static gboolean
card_has_flag (const CasCard *card, const char *flag)
{
  return card->flags && g_strv_contains ((const char *const *) card->flags, flag);
}

static gboolean
card_names_lord (const CasCard *card, int lord)
{
  return card->eligible != CAS_ELIGIBLE_LIST || (card->eligible_lords & (G_GUINT64_CONSTANT (1) << lord)) != 0;
}

/* The card flipped last: who is Active, his printed Command, whether it is a Pass
 * (4.2.3), and the cards in play that the data marks as changing Command. */
static GtkWidget *
active_card_new (CasPlanView *self)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  CasGame *game = t->game;
  int side = last_revealed_side (t);
  int cards[CAS_MAX_PLAN];
  GtkWidget *box, *info;
  gboolean pass = FALSE;

  if (side < 0)
    return NULL;
  plan_cards (t, side, cards);
  int pos = plan_revealed (t, side) - 1;
  int card = cards[pos];

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 16);
  gtk_widget_set_name (box, "active-card");
  gtk_box_append (GTK_BOX (box), slot_new (game, side, pos, card, TRUE, FALSE));
  info = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_hexpand (info, TRUE);
  gtk_box_append (GTK_BOX (box), info);

  g_autofree char *whose = g_strdup_printf (_("%s card %d"), cas_plan_side_adjective (game, side), pos + 1);
  gtk_box_append (GTK_BOX (info), label_new (whose, "caption-heading", "dim-label", NULL));

  if (card == CAS_PLAN_PASS)
    {
      gtk_box_append (GTK_BOX (info), label_new (_("Pass"), "title-3", NULL));
      gtk_box_append (GTK_BOX (info),
                      ruled_line_new (_("A Pass card: this side does nothing; play passes to the other side."), "4.2.3", NULL));
      pass = TRUE;
    }
  else if (cas_plan_treachery_lord (card) >= 0)
    {
      /* treachery (issue 17): Inferno 4.2.3: no Command actions; Revolt, Bribe or Pass. */
      const CasLord *lord = cas_game_get_lord (game, cas_plan_treachery_lord (card));
      g_autofree char *title = g_strdup_printf (_("%s on his Treachery card"), lord->name);
      gtk_box_append (GTK_BOX (info), label_new (title, "title-3", NULL));
      gtk_box_append (GTK_BOX (info),
                      ruled_line_new (_("No Command actions: if Unbesieged he may attempt the Revolt of a nearby Enemy "
                                        "Stronghold or Bribe an Enemy Vassal, or Pass."),
                                      "4.2.3,4.7.5,4.7.6", NULL));
      /* inferno-app (issue 17): the game's Treachery calculator, on his card. */
      if (cas_game_ui_find_calc (game, "treachery"))
        {
          g_autofree char *spec = g_strdup_printf ("treachery:%s", lord->id);
          GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
          gtk_box_append (GTK_BOX (row), action_button_new (_("_Revolt or Bribe…"), "win.calculate",
                                                            g_variant_new_string (spec), "calc-treachery", NULL));
          gtk_box_append (GTK_BOX (info), row);
        }
      gtk_box_append (GTK_BOX (info), ruled_line_new (_("The card is set aside at the Reset, used or not."), "4.9.6", "dim-label"));
    }
  else
    {
      const CasLord *lord = cas_game_get_lord (game, card);
      int upper = CAS_LORD (t, card, CAS_L_LIEUTENANT);

      if (!cas_table_lord_on_map (t, card))
        {
          g_autofree char *title = g_strdup_printf (_("%s: Pass"), lord->name);
          g_autofree char *why = g_strdup_printf (_("%s is not on the map, so his card counts as a Pass."), lord->name);
          gtk_box_append (GTK_BOX (info), label_new (title, "title-3", NULL));
          gtk_box_append (GTK_BOX (info), ruled_line_new (why, "4.2.3", NULL));
          pass = TRUE;
        }
      else if (upper >= 0)
        {
          g_autofree char *title = g_strdup_printf (_("%s: Pass"), lord->name);
          g_autofree char *why = g_strdup_printf (_("%s is the Lower Lord of %s, so his card counts as a Pass."), lord->name,
                                                  cas_game_get_lord (game, upper)->name);
          gtk_box_append (GTK_BOX (info), label_new (title, "title-3", NULL));
          gtk_box_append (GTK_BOX (info), ruled_line_new (why, "4.1.3,4.2.3", NULL));
          pass = TRUE;
        }
      else
        {
          g_autofree char *title = g_strdup_printf (_("%s is the Active Lord"), lord->name);
          g_autofree char *rating = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  "Command %d: %d action, his printed rating",
                                                                  "Command %d: %d actions, his printed rating",
                                                                  (gulong) lord->command),
                                                     lord->command, lord->command);
          gtk_box_append (GTK_BOX (info), label_new (title, "title-3", NULL));
          gtk_box_append (GTK_BOX (info), ruled_line_new (rating, "4.2.1,1.5.3", "heading"));
          for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
            if (l != card && CAS_LORD (t, l, CAS_L_LIEUTENANT) == card)
              {
                g_autofree char *with = g_strdup_printf (_("His Lower Lord %s moves with him."),
                                                         cas_game_get_lord (game, l)->name);
                gtk_box_append (GTK_BOX (info), ruled_line_new (with, "4.1.3", "dim-label"));
              }
          const CasGameUi *ui = cas_game_ui_for (game);
          if (cas_rules_besieged (t, card))
            gtk_box_append (GTK_BOX (info),
                            ruled_line_new (ui->besieged_note ? _(ui->besieged_note)
                                                              : _("He is Besieged: he may only Sally or Pass."),
                                            "4.2.1,4.5.3", "warning"));
          /* Possible extra Command: the game's own (its CasGameUi), and cards the data marks
           * "command". */
          const char *rules = NULL;
          g_autofree char *note = ui->command_note ? ui->command_note (t, card, &rules) : NULL;
          if (note)
            gtk_box_append (GTK_BOX (info), ruled_line_new (note, rules, NULL));
          for (int c = 0; c < (int) cas_game_get_n_cards (game); c++)
            {
              const CasCard *k = cas_game_get_card (game, c);
              int state = CAS_CARD (t, c, CAS_K_STATE);
              if (k->side != side || k->no_card || !card_has_flag (k, "command"))
                continue;
              if ((state == CAS_CARD_CAPABILITY && card_names_lord (k, card)) ||
                  (state == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == card))
                {
                  g_autofree char *text = g_strdup_printf (_("May add Command — %s: %s"), k->cap_name,
                                                           cas_game_text (k->cap_summary));
                  gtk_box_append (GTK_BOX (info), ruled_line_new (text, "1.9.1", NULL));
                }
            }
        }
    }

  /* 4.8: after each Command card. */
  GtkWidget *after = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *what = label_new (pass ? _("After the card: Lords who moved or fought Feed, then Pay and Disband.")
                                    : _("When he is done: Lords who moved or fought Feed, then Pay and Disband."),
                               "dim-label", NULL);
  gtk_widget_add_css_class (after, "after-card");
  gtk_box_append (GTK_BOX (after), what);
  gtk_box_append (GTK_BOX (after), cas_plan_rule_button_new ("4.8"));
  gtk_box_append (GTK_BOX (info), after);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (buttons), action_button_new (_("_Feed…"), "win.calculate", g_variant_new_string ("feed"),
                                                        "calc-feed", NULL));
  gtk_box_append (GTK_BOX (buttons), action_button_new (_("_Pay…"), "win.calculate", g_variant_new_string ("pay"),
                                                        "calc-pay", NULL));
  gtk_box_append (GTK_BOX (buttons), action_button_new (_("_Disband…"), "win.calculate",
                                                        g_variant_new_string ("disband"), "calc-disband", NULL));
  gtk_box_append (GTK_BOX (info), buttons);
  return box;
}

static GtkWidget *
command_section_new (CasPlanView *self)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  CasGame *game = t->game;
  GtkWidget *box = card_box_new (12);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  int next = next_to_reveal (t);
  GtkWidget *active;

  GtkWidget *title = label_new (_("Command"), "heading", NULL);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_box_append (GTK_BOX (header), title);
  gtk_box_append (GTK_BOX (header), cas_plan_rules_box_new ("4.2"));
  gtk_box_append (GTK_BOX (box), header);

  if (next >= 0)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      g_autofree char *text = g_strdup_printf (_("Next: the %s player flips card %d of their Plan."),
                                               cas_plan_side_adjective (game, next), plan_revealed (t, next) + 1);
      g_autofree char *label = g_strdup_printf (_("_Reveal the Next %s Card"), cas_plan_side_adjective (game, next));
      GtkWidget *l = label_new (text, NULL);
      GtkWidget *b = action_button_new (label, "plan.reveal", g_variant_new_int32 (next), "reveal-next", "suggested-action");
      gtk_widget_set_hexpand (l, TRUE);
      gtk_box_append (GTK_BOX (row), l);
      gtk_box_append (GTK_BOX (row), b);
      gtk_box_append (GTK_BOX (box), row);
    }
  else
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *l = ruled_line_new (_("Both Plans are used up: the Campaign ends."), "4.9", NULL);
      gtk_widget_set_hexpand (l, TRUE);
      gtk_box_append (GTK_BOX (row), l);
      gtk_box_append (GTK_BOX (row), action_button_new (_("Build _New Plans"), "plan.build-all", NULL, "build-all", NULL));
      gtk_box_append (GTK_BOX (box), row);
    }
  active = active_card_new (self);
  if (active)
    {
      gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      gtk_box_append (GTK_BOX (box), active);
    }
  return box;
}

/* Lieutenants (4.1.3). */

static gboolean
is_lower_lord (const CasTable *t, int lord)
{
  return CAS_LORD (t, lord, CAS_L_LIEUTENANT) >= 0;
}

static gboolean
has_lower_lord (const CasTable *t, int lord)
{
  for (int l = 0; l < (int) cas_game_get_n_lords (t->game); l++)
    if (CAS_LORD (t, l, CAS_L_LIEUTENANT) == lord)
      return TRUE;
  return FALSE;
}

/* Existing Lieutenants of a side (or of both, side -1), then, while building, the pairs
 * 4.1.3 allows: same Locale, neither a Marshal nor Besieged, a Lower Lord is no Lieutenant. */
static GtkWidget *
lieutenants_group_new (CasPlanView *self, int side, gboolean offer)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  CasGame *game = t->game;
  int n_lords = (int) cas_game_get_n_lords (game);
  GtkWidget *group = adw_preferences_group_new ();
  guint rows = 0;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Lieutenants"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("A Lord stacked on another at the same Locale leads him for the whole Campaign; "
                                           "the Lower Lord’s cards are Passes."));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), cas_plan_rules_box_new ("4.1.3"));

  for (int lower = 0; lower < n_lords; lower++)
    {
      int upper = CAS_LORD (t, lower, CAS_L_LIEUTENANT);
      if (upper < 0 || (side >= 0 && cas_game_get_lord (game, upper)->side != side))
        continue;
      GtkWidget *row = cas_plan_row_new (NULL, NULL);
      g_autofree char *title = g_strdup_printf (_("%s leads %s"), cas_game_get_lord (game, upper)->name,
                                                cas_game_get_lord (game, lower)->name);
      g_autofree char *tip = g_strdup_printf (_("Unstack %s"), cas_game_get_lord (game, upper)->name);
      g_autofree char *name = g_strdup_printf ("release-%s", cas_game_get_lord (game, upper)->id);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cas_rules_locale_name (t, CAS_LORD (t, lower, CAS_L_LOCALE)));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 icon_button_new ("edit-delete-symbolic", tip, "plan.release",
                                                  g_variant_new_string (cas_game_get_lord (game, upper)->id), name));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      rows++;
    }

  if (offer)
    for (int a = 0; a < n_lords; a++)
      for (int b = 0; b < n_lords; b++)
        {
          if (a == b || cas_game_get_lord (game, a)->side != side || cas_game_get_lord (game, b)->side != side)
            continue;
          if (!cas_table_lord_on_map (t, a) || !cas_table_lord_on_map (t, b) ||
              CAS_LORD (t, a, CAS_L_LOCALE) != CAS_LORD (t, b, CAS_L_LOCALE))
            continue;
          if (cas_table_lord_is_marshal (t, a) || cas_table_lord_is_marshal (t, b) || cas_rules_besieged (t, a) ||
              cas_rules_besieged (t, b))
            continue;
          if (is_lower_lord (t, a) || is_lower_lord (t, b) || has_lower_lord (t, a) || has_lower_lord (t, b))
            continue;
          GtkWidget *row = cas_plan_row_new (NULL, NULL);
          g_autofree char *title = g_strdup_printf (_("%s could lead %s"), cas_game_get_lord (game, a)->name,
                                                    cas_game_get_lord (game, b)->name);
          g_autofree char *target = g_strdup_printf ("%s %s", cas_game_get_lord (game, a)->id, cas_game_get_lord (game, b)->id);
          g_autofree char *name = g_strdup_printf ("lieutenant-%s-%s", cas_game_get_lord (game, a)->id,
                                                   cas_game_get_lord (game, b)->id);
          GtkWidget *button = action_button_new (_("Stack"), "plan.lieutenant", g_variant_new_string (target), name, NULL);
          g_autofree char *tip = g_strdup_printf (_("Make %s Lieutenant over %s"), cas_game_get_lord (game, a)->name,
                                                  cas_game_get_lord (game, b)->name);
          gtk_widget_set_tooltip_text (button, tip);
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cas_rules_locale_name (t, CAS_LORD (t, a, CAS_L_LOCALE)));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          rows++;
        }

  if (rows == 0)
    {
      GtkWidget *row = cas_plan_row_new (NULL, NULL);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     offer ? _("No two of these Lords can stack now") : _("No Lieutenants"));
      if (offer)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                     _("Both must be at the same Locale, and neither a Marshal nor Besieged."));
      gtk_widget_add_css_class (row, "dim-label");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

static void
build_overview (CasPlanView *self)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  gboolean any = plan_cards (t, 0, NULL) > 0 || plan_cards (t, 1, NULL) > 0;
  gboolean both = plan_cards (t, 0, NULL) > 0 && plan_cards (t, 1, NULL) > 0;
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *head = page_header_new (self, _("Plans"));

  gtk_widget_set_hexpand (head, TRUE);
  gtk_box_append (GTK_BOX (header), head);
  if (!any)
    {
      GtkWidget *b = action_button_new (_("_Build Plans"), "plan.build-all", NULL, "build-all", "suggested-action");
      gtk_widget_set_valign (b, GTK_ALIGN_START);
      const char *tip = cas_game_ui_for (cas_journal_get_game (self->journal))->plan_order_tip;
      g_autofree char *order = tip ? g_strdup (_(tip))
                                   : g_strdup_printf (_("Each side builds its Plan in private, the %s first"),
                                                      cas_game_get_side_name (cas_journal_get_game (self->journal), 0));
      gtk_widget_set_tooltip_text (b, order);
      gtk_box_append (GTK_BOX (header), b);
    }
  gtk_box_append (GTK_BOX (self->plan_box), header);
  /* The card just flipped matters most during the Campaign: it comes first. */
  if (both)
    gtk_box_append (GTK_BOX (self->plan_box), command_section_new (self));
  for (int side = 0; side < CAS_N_SIDES; side++)
    gtk_box_append (GTK_BOX (self->plan_box), side_stack_new (self, side));
  gtk_box_append (GTK_BOX (self->plan_box), lieutenants_group_new (self, -1, FALSE));
  /* treachery (issue 17): where each side's Treachery cards are (Inferno 1.4.3). */
  const CasGameUi *ui = cas_game_ui_for (cas_journal_get_game (self->journal));
  if (ui->treachery_group_new)
    gtk_box_append (GTK_BOX (self->plan_box), ui->treachery_group_new (self->journal));
}

/* Handover: a screen the other player may see. */

static void
build_handover (CasPlanView *self)
{
  CasGame *game = cas_journal_get_game (self->journal);
  const char *who = cas_plan_side_adjective (game, self->side);
  const char *other = cas_plan_side_adjective (game, 1 - self->side);
  GtkWidget *page = adw_status_page_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_autofree char *title = g_strdup_printf (_("Hand the Device to the %s Player"), who);
  g_autofree char *body = self->peeking
                              ? g_strdup_printf (_("The %s player may look at their own Plan. The %s player looks away."),
                                                 who, other)
                              : g_strdup_printf (_("The %s player builds their Plan in private. The %s player looks away "
                                                   "until it lies face down."),
                                                 who, other);
  g_autofree char *label = self->peeking ? g_strdup_printf (_("_Show the %s Plan"), who)
                                         : g_strdup_printf (_("_Start the %s Plan"), who);

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "view-conceal-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (page), title);
  cas_app_status_page_set_text (ADW_STATUS_PAGE (page), body);
  gtk_widget_set_name (page, "handover");
  GtkWidget *start = action_button_new (label, "plan.start", NULL, "handover-start", "suggested-action");
  gtk_widget_add_css_class (start, "pill");
  gtk_widget_set_halign (start, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), start);
  GtkWidget *cancel = action_button_new (_("_Cancel"), "plan.cancel", NULL, "handover-cancel", "flat");
  gtk_widget_set_halign (cancel, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), cancel);
  adw_status_page_set_child (ADW_STATUS_PAGE (page), buttons);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (self->plan_box), page);

  /* Only counts of the stacks. */
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (plan_cards (cas_journal_get_table (self->journal), side, NULL) > 0)
      gtk_box_append (GTK_BOX (self->plan_box), side_stack_new (self, side));
}

/* Building. */

static int
draft_count (CasPlanView *self, int card)
{
  int n = 0;
  for (guint i = 0; i < self->draft->len; i++)
    n += g_array_index (self->draft, int, i) == card;
  return n;
}

static GtkWidget *
draft_slot_new (CasPlanView *self, int k, int size)
{
  CasGame *game = cas_journal_get_game (self->journal);
  gboolean filled = k < (int) self->draft->len;
  int card = filled ? g_array_index (self->draft, int, k) : CAS_PLAN_EMPTY;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *slot = slot_new (game, self->side, k, card, TRUE, k == (int) self->draft->len);
  GtkWidget *tools = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_box_append (GTK_BOX (box), slot);
  gtk_widget_set_halign (tools, GTK_ALIGN_CENTER);
  if (filled)
    {
      g_autofree char *n_left = g_strdup_printf ("left-%d", k);
      g_autofree char *n_right = g_strdup_printf ("right-%d", k);
      g_autofree char *n_remove = g_strdup_printf ("remove-%d", k);
      GtkWidget *left = icon_button_new ("go-previous-symbolic", _("Move Earlier"), "plan.left", g_variant_new_int32 (k), n_left);
      GtkWidget *right = icon_button_new ("go-next-symbolic", _("Move Later"), "plan.right", g_variant_new_int32 (k), n_right);
      GtkWidget *remove = icon_button_new ("window-close-symbolic", _("Take Out"), "plan.remove", g_variant_new_int32 (k),
                                           n_remove);
      gtk_widget_add_css_class (left, "plan-tool");
      gtk_widget_add_css_class (right, "plan-tool");
      gtk_widget_add_css_class (remove, "plan-tool");
      gtk_widget_set_sensitive (left, k > 0);
      gtk_widget_set_sensitive (right, k + 1 < (int) self->draft->len);
      gtk_box_append (GTK_BOX (tools), left);
      gtk_box_append (GTK_BOX (tools), remove);
      gtk_box_append (GTK_BOX (tools), right);
    }
  else
    {
      /* Keeps the row as tall as a filled one. */
      GtkWidget *spacer = gtk_button_new_from_icon_name ("window-close-symbolic");
      gtk_widget_add_css_class (spacer, "flat");
      gtk_widget_add_css_class (spacer, "circular");
      gtk_widget_add_css_class (spacer, "plan-tool");
      gtk_widget_set_opacity (spacer, 0);
      gtk_widget_set_can_target (spacer, FALSE);
      gtk_widget_set_focusable (spacer, FALSE);
      gtk_accessible_update_state (GTK_ACCESSIBLE (spacer), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (tools), spacer);
    }
  gtk_box_append (GTK_BOX (box), tools);
  return box;
}

/* A card to choose in the builder: its row's words and its Add button (4.1.1). */
static void
card_row_finish (GtkWidget *group, GtkWidget *r, const char *title, const char *sub, int card, const char *name,
                 const char *tip, gboolean sensitive)
{
  GtkWidget *add = action_button_new (_("Add"), "plan.add", g_variant_new_int32 (card), name, NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (r), sub);
  gtk_widget_set_tooltip_text (add, tip);
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (add, sensitive);
  adw_action_row_add_suffix (ADW_ACTION_ROW (r), add);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (r), add);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), r);
}

static void
build_builder (CasPlanView *self)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  CasGame *game = t->game;
  int size = cas_table_season (t)->plan_size;
  int n = (int) self->draft->len;
  const char *who = cas_plan_side_adjective (game, self->side);
  g_autofree char *title = g_strdup_printf (_("%s Plan"), who);
  GtkWidget *stack_box = card_box_new (10);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  g_autofree char *progress = n < size ? g_strdup_printf (_("%d of %d cards: %d more to place"), n, size, size - n)
                                       : g_strdup_printf (_("%d of %d cards: ready to place face down"), n, size);

  gtk_box_append (GTK_BOX (self->plan_box), page_header_new (self, title));

  gtk_widget_add_css_class (stack_box, "side-plan");
  gtk_widget_add_css_class (stack_box, cas_app_side_css (game, self->side));
  gtk_box_append (GTK_BOX (top), cas_app_side_badge_new (game, self->side));
  GtkWidget *pl = label_new (progress, n == size ? "success" : "dim-label", NULL);
  gtk_widget_set_name (pl, "plan-progress");
  gtk_widget_set_hexpand (pl, TRUE);
  gtk_box_append (GTK_BOX (top), pl);
  gtk_box_append (GTK_BOX (top), action_button_new (_("_Cancel"), "plan.cancel", NULL, "plan-cancel", NULL));
  GtkWidget *done = action_button_new (_("_Place Face Down"), "plan.done", NULL, "plan-done", "suggested-action");
  gtk_widget_set_tooltip_text (done, _("Record the Plan; it stays hidden until its cards are revealed"));
  gtk_widget_set_sensitive (done, n == size);
  gtk_box_append (GTK_BOX (top), done);
  gtk_box_append (GTK_BOX (stack_box), top);
  gtk_widget_add_css_class (row, "plan-stack");
  for (int k = 0; k < MAX (size, n) && k < CAS_MAX_PLAN; k++)
    gtk_box_append (GTK_BOX (row), draft_slot_new (self, k, size));
  gtk_box_append (GTK_BOX (stack_box), row);
  gtk_box_append (GTK_BOX (self->plan_box), stack_box);

  /* The cards to choose from (4.1.1): Mustered Lords' Command cards and Pass cards. */
  GtkWidget *group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Command Cards"));
  int n_command = cas_game_get_command_cards (game), n_pass = cas_game_get_pass_cards (game);
  /* TRANSLATORS: the Command cards a side may put in its Plan (1.9.2): "Only Lords on the
   * map: 3 cards each, and 4 Pass cards." */
  g_autofree char *deck = g_strdup_printf (_("Only Lords on the map: %d cards each, and %d Pass cards."), n_command, n_pass);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), deck);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), cas_plan_rules_box_new ("4.1.1,1.9.2"));
  for (int l = 0; l <= (int) cas_game_get_n_lords (game); l++)
    {
      gboolean is_pass = l == (int) cas_game_get_n_lords (game);
      int card = is_pass ? CAS_PLAN_PASS : l;
      int copies = is_pass ? n_pass : n_command; /* 1.9.2 */
      if (!is_pass && (cas_game_get_lord (game, l)->side != self->side || !cas_table_lord_on_map (t, l)))
        continue;
      int left = copies - draft_count (self, card);
      GtkWidget *r = cas_plan_row_new (NULL, NULL);
      g_autofree char *sub = NULL;
      /* TRANSLATORS: Command cards of a Lord not yet in the Plan, "2 of 3 left" */
      g_autofree char *left_text = g_strdup_printf (_("%d of %d left"), left, copies);
      if (is_pass)
        sub = g_strdup_printf (_("Does nothing · %s"), left_text);
      else
        {
          const CasLord *lord = cas_game_get_lord (game, l);
          sub = g_strdup_printf (_("Command %d · at %s · %s"), lord->command,
                                 cas_rules_locale_name (t, CAS_LORD (t, l, CAS_L_LOCALE)), left_text);
          if (is_lower_lord (t, l))
            {
              g_autofree char *more = g_strdup_printf (_("%s · Lower Lord: his cards are Passes"), sub);
              g_free (sub);
              sub = g_steal_pointer (&more);
            }
        }
      g_autofree char *name = g_strdup_printf ("add-%s", is_pass ? "pass" : cas_game_get_lord (game, l)->id);
      g_autofree char *tip = g_strdup_printf (_("Add a %s Card to the Plan"),
                                              is_pass ? _("Pass") : cas_game_get_lord (game, l)->name);
      card_row_finish (group, r, is_pass ? _("Pass") : cas_game_get_lord (game, l)->name, sub, card, name, tip,
                       left > 0 && n < size);
    }
  /* treachery (issue 17): the Treachery cards the side holds (Inferno 4.1.1, 1.4.3). */
  const CasGameUi *ui = cas_game_ui_for (game);
  int held = ui->treachery_held ? ui->treachery_held (t, self->side) : 0;
  for (int l = 0; l < (int) cas_game_get_n_lords (game) && l < 31; l++)
    {
      if (!(held & (1 << l)))
        continue;
      const CasLord *lord = cas_game_get_lord (game, l);
      int card = CAS_PLAN_TREACHERY (l);
      int left = 1 - draft_count (self, card);
      GtkWidget *r = cas_plan_row_new (NULL, NULL);
      g_autofree char *title = g_strdup_printf (_("%s: Treachery"), lord->name);
      g_autofree char *sub = g_strdup_printf (_("Revolt or Bribe instead of Command actions · %d of %d left"), left, 1);
      g_autofree char *name = g_strdup_printf ("add-treachery-%s", lord->id);
      g_autofree char *tip = g_strdup_printf (_("Add %s’s Treachery Card to the Plan"), lord->name);
      card_row_finish (group, r, title, sub, card, name, tip, left > 0 && n < size);
    }
  gtk_box_append (GTK_BOX (self->plan_box), group);

  gtk_box_append (GTK_BOX (self->plan_box), lieutenants_group_new (self, self->side, TRUE));
}

static void
build_peek (CasPlanView *self)
{
  CasGame *game = cas_journal_get_game (self->journal);
  const char *who = cas_plan_side_adjective (game, self->side);
  g_autofree char *title = g_strdup_printf (_("%s Plan"), who);
  g_autofree char *note = g_strdup_printf (_("For the %s player’s eyes only."), who);
  GtkWidget *box = card_box_new (10);

  gtk_box_append (GTK_BOX (self->plan_box), page_header_new (self, title));
  gtk_widget_add_css_class (box, "side-plan");
  gtk_widget_add_css_class (box, cas_app_side_css (game, self->side));
  gtk_box_append (GTK_BOX (box), label_new (note, "dim-label", NULL));
  gtk_box_append (GTK_BOX (box), stack_row_new (self, self->side, TRUE));
  gtk_box_append (GTK_BOX (self->plan_box), box);
  GtkWidget *hide = action_button_new (_("_Hide the Plan"), "plan.cancel", NULL, "peek-hide", "suggested-action");
  gtk_widget_set_halign (hide, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (self->plan_box), hide);
}

static void
rebuild (CasPlanView *self)
{
  self->dirty = FALSE;
  cas_app_remove_children (self->plan_box);
  if (self->journal == NULL)
    return;
  switch (self->mode)
    {
    case MODE_HANDOVER:
      build_handover (self);
      break;
    case MODE_BUILD:
      build_builder (self);
      break;
    case MODE_PEEK:
      build_peek (self);
      break;
    case MODE_OVERVIEW:
    default:
      build_overview (self);
      break;
    }
}

static void
queue_rebuild (CasPlanView *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    rebuild (self);
  else
    self->dirty = TRUE;
}

static void
set_mode (CasPlanView *self, Mode mode, int side)
{
  self->mode = mode;
  self->side = side;
  /* Whatever the mode, start at the top: the next player should not scroll to find it. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->plan_scroller)), 0);
  rebuild (self);
}

/* Actions. */

static void
build_all_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  self->round = TRUE;
  self->peeking = FALSE;
  set_mode (self, MODE_HANDOVER, 0);
}

static void
build_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  self->peeking = FALSE;
  self->round = FALSE;
  set_mode (self, MODE_HANDOVER, g_variant_get_int32 (param));
}

/* inferno-app (issue 17): the Plan shuffled (CasGameUi.plan_shuffle; Inferno's FRIARS). */
static void
shuffle_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  int side = g_variant_get_int32 (param);
  if (self->journal == NULL)
    return;
  const CasGameUi *gui = cas_game_ui_for (cas_journal_get_game (self->journal));
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_random_int ());
  g_autofree char *action = gui->plan_shuffle ? gui->plan_shuffle (cas_journal_get_table (self->journal), side, rand) : NULL;
  if (action && cas_plan_do (widget, self->journal, action))
    {
      g_autofree char *text = g_strdup_printf (_("The %s Plan is shuffled"), cas_plan_side_adjective (cas_journal_get_game (self->journal), side));
      cas_plan_toast (widget, text);
    }
}

static void
peek_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  self->peeking = TRUE;
  self->round = FALSE;
  set_mode (self, MODE_HANDOVER, g_variant_get_int32 (param));
}

static void
start_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  if (self->journal == NULL || self->mode != MODE_HANDOVER)
    return;
  g_array_set_size (self->draft, 0);
  set_mode (self, self->peeking ? MODE_PEEK : MODE_BUILD, self->side);
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  g_array_set_size (self->draft, 0);
  self->peeking = FALSE;
  self->round = FALSE;
  set_mode (self, MODE_OVERVIEW, 0);
}

static void
add_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  int card = g_variant_get_int32 (param);
  if (self->mode != MODE_BUILD || self->draft->len >= CAS_MAX_PLAN)
    return;
  g_array_append_val (self->draft, card);
  rebuild (self);
}

static void
remove_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  int k = g_variant_get_int32 (param);
  if (self->mode != MODE_BUILD || k < 0 || k >= (int) self->draft->len)
    return;
  g_array_remove_index (self->draft, (guint) k);
  rebuild (self);
}

static void
swap (CasPlanView *self, int a, int b)
{
  if (self->mode != MODE_BUILD || a < 0 || b < 0 || a >= (int) self->draft->len || b >= (int) self->draft->len)
    return;
  int tmp = g_array_index (self->draft, int, a);
  g_array_index (self->draft, int, a) = g_array_index (self->draft, int, b);
  g_array_index (self->draft, int, b) = tmp;
  rebuild (self);
}

static void
left_action (GtkWidget *widget, const char *name, GVariant *param)
{
  int k = g_variant_get_int32 (param);
  swap (CAS_PLAN_VIEW (widget), k, k - 1);
}

static void
right_action (GtkWidget *widget, const char *name, GVariant *param)
{
  int k = g_variant_get_int32 (param);
  swap (CAS_PLAN_VIEW (widget), k, k + 1);
}

static void
done_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  CasGame *game;
  g_autoptr(GString) action = NULL;
  int side = self->side;
  gboolean round = self->round;

  if (self->mode != MODE_BUILD || self->journal == NULL || self->draft->len == 0)
    return;
  game = cas_journal_get_game (self->journal);
  action = g_string_new ("plan ");
  g_string_append (action, cas_game_get_side_id (game, side));
  for (guint i = 0; i < self->draft->len; i++)
    {
      int card = g_array_index (self->draft, int, i);
      g_string_append_c (action, i ? ',' : ' ');
      g_autofree char *word = cas_plan_card_word (game, card); /* treachery: "treachery:LORD" too */
      g_string_append (action, word);
    }
  /* The mode changes first, so the journal's "changed" rebuilds the next screen rather
   * than the builder with its cards face up. */
  g_array_set_size (self->draft, 0);
  self->mode = MODE_OVERVIEW;
  if (!cas_plan_do (widget, self->journal, action->str))
    {
      self->mode = MODE_BUILD;
      return;
    }
  {
    g_autofree char *text = g_strdup_printf (_("The %s Plan is face down"), cas_plan_side_adjective (game, side));
    cas_plan_toast (widget, text);
  }
  const CasTable *t = cas_journal_get_table (self->journal);
  gboolean other_next = (round && side == 0) || (!round && plan_cards (t, 1 - side, NULL) == 0);
  self->round = round && side == 0;
  self->peeking = FALSE;
  set_mode (self, other_next ? MODE_HANDOVER : MODE_OVERVIEW, other_next ? 1 - side : 0);
}

static void
reveal_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  g_autofree char *action = NULL;
  if (self->journal == NULL)
    return;
  action = g_strdup_printf ("reveal %s +1", cas_game_get_side_id (cas_journal_get_game (self->journal),
                                                                    g_variant_get_int32 (param)));
  /* A card flipped starts a Command Activation (4.2): the sequence of play moves on to
   * Command first, a quiet entry that Undo takes back with the reveal. */
  {
    const CasTable *t = cas_journal_get_table (self->journal);
    if (CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN && CAS_GLOBAL (t, CAS_G_STEP) != CAS_SEQ_COMMAND)
      {
        g_autofree char *step = g_strdup_printf ("step %d", CAS_SEQ_COMMAND);
        if (!cas_plan_do (widget, self->journal, step))
          return;
      }
  }
  cas_plan_do (widget, self->journal, action);
}

static void
lieutenant_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  g_autofree char *action = g_strdup_printf ("lieutenant %s", g_variant_get_string (param, NULL));
  cas_plan_do (widget, self->journal, action);
}

static void
release_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasPlanView *self = CAS_PLAN_VIEW (widget);
  g_autofree char *action = g_strdup_printf ("lieutenant %s none", g_variant_get_string (param, NULL));
  cas_plan_do (widget, self->journal, action);
}

/* The journal. */

static void
journal_changed_cb (CasPlanView *self, CasJournal *journal)
{
  /* A hidden draft stays as it is; what it offers may have changed (Lieutenants). */
  queue_rebuild (self);
}

static void
map_cb (CasPlanView *self)
{
  if (self->dirty)
    rebuild (self);
}

static void
cas_plan_view_dispose (GObject *object)
{
  CasPlanView *self = CAS_PLAN_VIEW (object);
  if (self->journal)
    g_signal_handlers_disconnect_by_data (self->journal, self);
  g_clear_object (&self->journal);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAS_TYPE_PLAN_VIEW);
  G_OBJECT_CLASS (cas_plan_view_parent_class)->dispose (object);
}

static void
cas_plan_view_finalize (GObject *object)
{
  CasPlanView *self = CAS_PLAN_VIEW (object);
  g_array_unref (self->draft);
  G_OBJECT_CLASS (cas_plan_view_parent_class)->finalize (object);
}

static void
cas_plan_view_class_init (CasPlanViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_plan_view_dispose;
  object_class->finalize = cas_plan_view_finalize;

  g_type_ensure (CAS_TYPE_CARDS_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-plan-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasPlanView, plan_box);
  gtk_widget_class_bind_template_child (widget_class, CasPlanView, plan_scroller);
  gtk_widget_class_bind_template_child (widget_class, CasPlanView, cards_panel);

  gtk_widget_class_install_action (widget_class, "plan.build-all", NULL, build_all_action);
  gtk_widget_class_install_action (widget_class, "plan.build", "i", build_action);
  gtk_widget_class_install_action (widget_class, "plan.peek", "i", peek_action);
  gtk_widget_class_install_action (widget_class, "plan.shuffle", "i", shuffle_action);
  gtk_widget_class_install_action (widget_class, "plan.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "plan.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "plan.add", "i", add_action);
  gtk_widget_class_install_action (widget_class, "plan.remove", "i", remove_action);
  gtk_widget_class_install_action (widget_class, "plan.left", "i", left_action);
  gtk_widget_class_install_action (widget_class, "plan.right", "i", right_action);
  gtk_widget_class_install_action (widget_class, "plan.done", NULL, done_action);
  gtk_widget_class_install_action (widget_class, "plan.reveal", "i", reveal_action);
  gtk_widget_class_install_action (widget_class, "plan.lieutenant", "s", lieutenant_action);
  gtk_widget_class_install_action (widget_class, "plan.release", "s", release_action);
}

static void
cas_plan_view_init (CasPlanView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->draft = g_array_new (FALSE, FALSE, sizeof (int));
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
}

GtkWidget *
cas_plan_view_new (void)
{
  return g_object_new (CAS_TYPE_PLAN_VIEW, NULL);
}

void
cas_plan_view_set_journal (CasPlanView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_PLAN_VIEW (self));
  g_return_if_fail (journal == NULL || CAS_IS_JOURNAL (journal));

  if (self->journal == journal)
    return;
  if (self->journal)
    g_signal_handlers_disconnect_by_data (self->journal, self);
  g_set_object (&self->journal, journal);
  if (journal)
    g_signal_connect_swapped (journal, "changed", G_CALLBACK (journal_changed_cb), self);
  g_array_set_size (self->draft, 0);
  self->mode = MODE_OVERVIEW;
  self->round = FALSE;
  self->peeking = FALSE;
  cas_cards_panel_set_journal (self->cards_panel, journal);
  rebuild (self);
}
