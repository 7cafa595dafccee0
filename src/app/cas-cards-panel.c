/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-cards-panel.c: the Arts of War beside the Plan: each side's Capabilities and Events
 * in play with our summaries, draws from the physical deck or by the app, discards, and
 * a lookup of every card. Each change is a journal action. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-cards-panel.h"
#include "cas-plan-util.h"
#include "cas-game-ui.h" /* scen: the scenario's rule for a draw */

struct _CasCardsPanel
{
  GtkWidget parent_instance;

  GtkSearchEntry *search_entry;
  GtkStack *stack;
  GtkWidget *play_box;
  GtkListBox *browse_list;
  GtkLabel *browse_label;
  GtkDropDown *filter_dropdown;

  CasJournal *journal;
  gboolean browsing;   /* the list of cards, not the cards in play */
  gboolean dirty;
  gboolean updating_filter;
  guint rebuild_source;
};

G_DEFINE_FINAL_TYPE (CasCardsPanel, cas_cards_panel, GTK_TYPE_WIDGET)

static void rebuild (CasCardsPanel *self);

static gboolean
card_names_lord (const CasCard *card, int lord)
{
  return card->eligible != CAS_ELIGIBLE_LIST || (card->eligible_lords & (G_GUINT64_CONSTANT (1) << lord)) != 0;
}

static GMenuItem *
record_item_new (const char *label, const char *format, ...) G_GNUC_PRINTF (2, 3);

static GMenuItem *
record_item_new (const char *label, const char *format, ...)
{
  va_list args;
  g_autofree char *action = NULL;
  GMenuItem *item = g_menu_item_new (label, NULL);

  va_start (args, format);
  action = g_strdup_vprintf (format, args);
  va_end (args);
  g_menu_item_set_action_and_target_value (item, "cards.record", g_variant_new_string (action));
  return item;
}

static void
append_item (GMenu *menu, GMenuItem *item)
{
  g_menu_append_item (menu, item);
  g_object_unref (item);
}

/* What can become of a card: the journal actions of docs/cli.md, as menu items. */
static GMenuModel *
record_menu_new (const CasTable *t, int c)
{
  CasGame *game = t->game;
  const CasCard *card = cas_game_get_card (game, c);
  int state = CAS_CARD (t, c, CAS_K_STATE);
  GMenu *menu = g_menu_new ();

  if (card->no_card)
    {
      g_autoptr(GMenu) section = g_menu_new ();
      if (state != CAS_CARD_REMOVED)
        append_item (section, record_item_new (_("Remove from the Game"), "card %s removed", card->id));
      g_menu_append_section (menu, _("No Event / No Capability"), G_MENU_MODEL (section));
    }
  else
    {
      g_autoptr(GMenu) cap = g_menu_new ();
      g_autoptr(GMenu) event = g_menu_new ();
      g_autofree char *cap_title = g_strdup_printf (_("Capability: %s"), card->cap_name);
      g_autofree char *event_title = g_strdup_printf (_("Event: %s"), card->event_name);

      if (card->this_lord)
        {
          const CasGameUi *ui = cas_game_ui_for (game);
          for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
            {
              const CasLord *lord = cas_game_get_lord (game, l);
              if (lord->side != card->side || !cas_table_lord_on_map (t, l) || !card_names_lord (card, l))
                continue;
              gboolean here = state == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == l;
              if (!here || CAS_CARD (t, c, CAS_K_MAT))
                {
                  g_autofree char *label = g_strdup_printf (_("At %s’s Mat"), lord->name);
                  append_item (cap, record_item_new (label, "capability %s %s", card->id, lord->id));
                }
              /* inferno-app (issue 17): a Commander's Comune mat in play, shown after his
               * (CasGameUi.second_mat_shown), takes This Lord cards too (Inferno 3.4.4,
               * I152): `capability CARD COMUNE`. */
              if (lord->comune >= 0 && ui->second_mat_shown && ui->second_mat_shown (t, l) &&
                  !(here && CAS_CARD (t, c, CAS_K_MAT)))
                {
                  const CasComune *comune = cas_game_get_comune (game, lord->comune);
                  g_autofree char *label = g_strdup_printf (_("At %s’s Mat"), comune->name);
                  append_item (cap, record_item_new (label, "capability %s %s", card->id, comune->id));
                }
            }
        }
      else if (state != CAS_CARD_CAPABILITY)
        append_item (cap, record_item_new (_("Beside the Board"), "capability %s", card->id));
      g_menu_append_section (menu, cap_title, G_MENU_MODEL (cap));

      if (card->timing == CAS_TIMING_HOLD && state != CAS_CARD_HELD)
        append_item (event, record_item_new (_("Held for Later"), "card %s held", card->id));
      else if (card->timing == CAS_TIMING_THIS_LEVY && state != CAS_CARD_THIS_LEVY)
        append_item (event, record_item_new (_("In Force This Levy"), "card %s this_levy", card->id));
      else if (card->timing == CAS_TIMING_THIS_CAMPAIGN && state != CAS_CARD_THIS_CAMPAIGN)
        append_item (event, record_item_new (_("In Force This Campaign"), "card %s this_campaign", card->id));
      if (g_menu_model_get_n_items (G_MENU_MODEL (event)) > 0)
        g_menu_append_section (menu, event_title, G_MENU_MODEL (event));
    }
  if (state != CAS_CARD_DECK)
    {
      g_autoptr(GMenu) back = g_menu_new ();
      append_item (back, record_item_new (state == CAS_CARD_REMOVED ? _("Back to the Deck") : _("Discard to the Deck"),
                                          "discard %s", card->id));
      g_menu_append_section (menu, NULL, G_MENU_MODEL (back));
    }
  return G_MENU_MODEL (menu);
}

static GtkWidget *
record_button_new (const CasTable *t, int c, gboolean with_label)
{
  const CasCard *card = cas_game_get_card (t->game, c);
  GtkWidget *button = gtk_menu_button_new ();
  g_autoptr(GMenuModel) menu = record_menu_new (t, c);
  g_autofree char *number = g_ascii_strup (card->id, -1);
  g_autofree char *tip = g_strdup_printf (_("Record What Became of %s"), number);
  g_autofree char *name = g_strdup_printf ("record-%s", card->id);

  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), menu);
  if (with_label)
    gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Record"));
  else
    {
      gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
      gtk_widget_add_css_class (button, "flat");
    }
  gtk_widget_set_tooltip_text (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_name (button, name);
  return button;
}

/* Cards in play. */

static GtkWidget *
play_row_new (const CasTable *t, int c)
{
  const CasCard *card = cas_game_get_card (t->game, c);
  int state = CAS_CARD (t, c, CAS_K_STATE);
  gboolean event = state == CAS_CARD_HELD || state == CAS_CARD_THIS_LEVY || state == CAS_CARD_THIS_CAMPAIGN;
  g_autofree char *number = g_ascii_strup (card->id, -1);
  g_autofree char *title = g_strdup_printf ("%s · %s", cas_plan_card_title (card, event), number);
  g_autofree char *where = cas_plan_card_where (t, c);
  GtkWidget *row = cas_plan_row_new (title, cas_game_text (event ? card->event_summary : card->cap_summary));
  GtkWidget *chip = cas_app_chip_new (where, NULL, "tag", event ? "event" : "card", NULL);
  g_autofree char *tip = g_strdup_printf (_("Discard %s"), cas_plan_card_title (card, event));
  g_autofree char *name = g_strdup_printf ("discard-%s", card->id);
  GtkWidget *discard = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_set_name (row, card->id);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (row, "card-row");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), chip);
  gtk_widget_add_css_class (discard, "flat");
  gtk_widget_set_valign (discard, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (discard, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (discard), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_widget_set_name (discard, name);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (discard), "cards.record");
  {
    g_autofree char *action = g_strdup_printf ("discard %s", card->id);
    gtk_actionable_set_action_target (GTK_ACTIONABLE (discard), "s", action);
  }
  /* inferno-events2 (issue 17): a held Event played, with what it does (CasGameUi.play_event_new) */
  if (state == CAS_CARD_HELD && cas_game_ui_for (t->game)->play_event_new)
    {
      /* an icon, as the row's Discard: the side column is narrow */
      GtkWidget *play = gtk_button_new_from_icon_name ("media-playback-start-symbolic");
      g_autofree char *play_name = g_strdup_printf ("play-%s", card->id);
      g_autofree char *play_tip = g_strdup_printf (_("Play %s: what it does now, and its options"), cas_plan_card_title (card, TRUE));
      gtk_widget_set_name (play, play_name);
      gtk_widget_add_css_class (play, "flat");
      gtk_widget_set_valign (play, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (play, play_tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (play), GTK_ACCESSIBLE_PROPERTY_LABEL, play_tip, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (play), "cards.play");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (play), "i", c);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), play);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), discard);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), record_button_new (t, c, FALSE));
  return row;
}

static int
state_order (int state)
{
  switch (state)
    {
    case CAS_CARD_CAPABILITY:
      return 0;
    case CAS_CARD_LORD:
      return 1;
    case CAS_CARD_THIS_LEVY:
      return 2;
    case CAS_CARD_THIS_CAMPAIGN:
      return 3;
    case CAS_CARD_HELD:
      return 4;
    default:
      return -1;
    }
}

static GtkWidget *
side_group_new (CasCardsPanel *self, int side)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  CasGame *game = t->game;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  int in_deck = 0, out = 0, shown = 0;
  g_autofree char *title = g_strdup_printf (_("%s Cards in Play"), cas_plan_side_adjective (game, side));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_widget_add_css_class (group, "cards-side");
  gtk_widget_add_css_class (group, cas_app_side_css (game, side));

  {
    g_autofree char *name = g_strdup_printf ("record-draw-%s", cas_game_get_side_id (game, side));
    g_autofree char *tip = g_strdup_printf (_("Pick the card the %s player drew from the deck"),
                                            cas_plan_side_adjective (game, side));
    GtkWidget *b = gtk_button_new_with_mnemonic (_("_Record a Draw…"));
    gtk_widget_set_name (b, name);
    gtk_widget_set_tooltip_text (b, tip);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (b), "cards.browse");
    gtk_actionable_set_action_target (GTK_ACTIONABLE (b), "i", side);
    gtk_widget_add_css_class (b, "flat");
    gtk_box_append (GTK_BOX (buttons), b);
  }
  {
    g_autofree char *name = g_strdup_printf ("draw-%s", cas_game_get_side_id (game, side));
    g_autofree char *tip = g_strdup_printf (_("Draw a random card from the %s deck"), cas_plan_side_adjective (game, side));
    GtkWidget *b = gtk_button_new ();
    GtkWidget *content = adw_button_content_new ();
    adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "media-playlist-shuffle-symbolic");
    adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _("_Draw for Me"));
    adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
    gtk_button_set_child (GTK_BUTTON (b), content);
    gtk_widget_set_name (b, name);
    gtk_widget_set_tooltip_text (b, tip);
    gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (b), "cards.draw");
    gtk_actionable_set_action_target (GTK_ACTIONABLE (b), "i", side);
    gtk_widget_add_css_class (b, "flat");
    gtk_box_append (GTK_BOX (buttons), b);
  }
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);

  for (int order = 0; order <= 4; order++)
    for (int c = 0; c < (int) cas_game_get_n_cards (game); c++)
      {
        const CasCard *card = cas_game_get_card (game, c);
        int state = CAS_CARD (t, c, CAS_K_STATE);
        if (card->side != side)
          continue;
        if (order == 0)
          {
            in_deck += state == CAS_CARD_DECK;
            out += state == CAS_CARD_REMOVED;
          }
        if (state_order (state) != order)
          continue;
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), play_row_new (t, c));
        shown++;
      }
  if (shown == 0)
    {
      GtkWidget *row = cas_plan_row_new (_("No cards in play"), NULL);
      gtk_widget_add_css_class (row, "dim-label");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  g_autofree char *deck = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card in the deck", "%d cards in the deck",
                                                        (gulong) in_deck),
                                           in_deck);
  g_autofree char *desc = out ? g_strdup_printf (_("%s · %d out of the game"), deck, out) : g_strdup (deck);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), desc);
  gtk_box_append (GTK_BOX (box), group);
  gtk_box_append (GTK_BOX (box), buttons);
  return box;
}

/* The lookup and the deck lists. */

static gboolean
card_matches (const CasCard *card, const char *query)
{
  g_autofree char *number = NULL;
  if (query == NULL || *query == '\0')
    return TRUE;
  number = g_strdup_printf ("%d", card->number);
  if (g_ascii_strcasecmp (query, card->id) == 0 || g_str_equal (query, number))
    return TRUE;
  if (g_str_match_string (query, card->id, TRUE))
    return TRUE;
  if (card->no_card)
    return g_str_match_string (query, _("No Event"), TRUE) || g_str_match_string (query, _("No Capability"), TRUE);
  return g_str_match_string (query, card->event_name, TRUE) || g_str_match_string (query, card->cap_name, TRUE);
}

static GtkWidget *
browse_row_new (const CasTable *t, int c)
{
  CasGame *game = t->game;
  const CasCard *card = cas_game_get_card (game, c);
  g_autofree char *title = cas_plan_card_label (card);
  g_autofree char *where = cas_plan_card_where (t, c);
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  if (card->no_card)
    subtitle = g_strdup (_("No effect when drawn."));
  else
    {
      const char *timing = cas_plan_timing_name (card->timing);
      const char *kind = card->this_lord ? _("This Lord") : _("side-wide");
      subtitle = g_strdup_printf (_("Event (%s): %s\nCapability (%s): %s"), timing, cas_game_text (card->event_summary),
                                  kind, cas_game_text (card->cap_summary));
    }
  row = cas_plan_row_new (title, subtitle);
  gtk_widget_set_name (row, card->id);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (row, "card-row");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), cas_app_side_badge_new (game, card->side));
  GtkWidget *suffix = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *chip = cas_app_chip_new (where, NULL, "tag", CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_DECK ? "neutral" : "card",
                                      NULL);
  gtk_widget_set_halign (chip, GTK_ALIGN_END);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (suffix), chip);
  gtk_box_append (GTK_BOX (suffix), record_button_new (t, c, TRUE));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  return row;
}

static int
filter_side (CasCardsPanel *self)
{
  guint selected = gtk_drop_down_get_selected (self->filter_dropdown);
  return selected == 0 || selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected - 1;
}

static void
build_browse (CasCardsPanel *self)
{
  const CasTable *t = cas_journal_get_table (self->journal);
  CasGame *game = t->game;
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  int side = filter_side (self);
  guint n = 0;

  cas_app_remove_children (GTK_WIDGET (self->browse_list));
  for (int c = 0; c < (int) cas_game_get_n_cards (game); c++)
    {
      const CasCard *card = cas_game_get_card (game, c);
      if (side >= 0 && (card->side != side || CAS_CARD (t, c, CAS_K_STATE) != CAS_CARD_DECK))
        continue;
      if (!card_matches (card, query))
        continue;
      gtk_list_box_append (self->browse_list, browse_row_new (t, c));
      n++;
    }
  g_autofree char *label = NULL;
  if (side >= 0)
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card in the %s deck", "%d cards in the %s deck", (gulong) n),
                             n, cas_plan_side_adjective (game, side));
  else
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card", "%d cards", (gulong) n), n);
  gtk_label_set_label (self->browse_label, label);
}

static void
build_play (CasCardsPanel *self)
{
  cas_app_remove_children (self->play_box);
  for (int side = 0; side < CAS_N_SIDES; side++)
    gtk_box_append (GTK_BOX (self->play_box), side_group_new (self, side));
}

static void
rebuild (CasCardsPanel *self)
{
  self->dirty = FALSE;
  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  if (self->journal == NULL)
    {
      cas_app_remove_children (self->play_box);
      cas_app_remove_children (GTK_WIDGET (self->browse_list));
      return;
    }
  if (self->browsing)
    build_browse (self);
  else
    build_play (self);
  gtk_stack_set_visible_child_name (self->stack, self->browsing ? "browse" : "play");
}

static gboolean
rebuild_idle_cb (gpointer user_data)
{
  CasCardsPanel *self = user_data;
  self->rebuild_source = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

/* After the main loop turn, before the next frame: the change may come from a menu item
 * of a row that the rebuild replaces, and the menu is still busy with it. */
static void
queue_rebuild (CasCardsPanel *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->dirty = TRUE;
  else if (self->rebuild_source == 0)
    self->rebuild_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, rebuild_idle_cb, self, NULL);
}

static void
set_filter (CasCardsPanel *self, int side)
{
  self->updating_filter = TRUE;
  gtk_drop_down_set_selected (self->filter_dropdown, (guint) (side + 1));
  self->updating_filter = FALSE;
}

void
cas_cards_panel_browse (CasCardsPanel *self, int side)
{
  g_return_if_fail (CAS_IS_CARDS_PANEL (self));
  set_filter (self, side);
  self->browsing = TRUE;
  rebuild (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
search_changed_cb (CasCardsPanel *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  if (!self->browsing && *text)
    {
      /* A lookup covers every card unless a deck was chosen first. */
      set_filter (self, -1);
      self->browsing = TRUE;
    }
  rebuild (self);
}

static void
back_cb (CasCardsPanel *self)
{
  self->browsing = FALSE;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  rebuild (self);
}

static void
stop_search_cb (CasCardsPanel *self)
{
  back_cb (self);
}

static void
filter_changed_cb (CasCardsPanel *self)
{
  if (!self->updating_filter && self->browsing)
    rebuild (self);
}

/* Drawing for the players (3.1): a random card of the deck, then what became of it. */

typedef struct {
  CasCardsPanel *self;
  int card;
  GtkDropDown *lords;
  GPtrArray *lord_ids; /* the ids of the Lords (or a Comune, I152) in LORDS, not owned */
} DrawCtx;

static void
draw_ctx_free (DrawCtx *ctx)
{
  g_clear_weak_pointer (&ctx->self);
  g_ptr_array_unref (ctx->lord_ids);
  g_free (ctx);
}

static void
draw_response_cb (AdwMessageDialog *dialog, const char *response, DrawCtx *ctx)
{
  CasCardsPanel *self = ctx->self;
  g_autofree char *action = NULL;
  const CasCard *card;

  if (self == NULL || self->journal == NULL)
    return;
  card = cas_game_get_card (cas_journal_get_game (self->journal), ctx->card);
  if (g_str_equal (response, "capability"))
    {
      if (card->this_lord)
        {
          guint i = ctx->lords ? gtk_drop_down_get_selected (ctx->lords) : GTK_INVALID_LIST_POSITION;
          if (i == GTK_INVALID_LIST_POSITION || i >= ctx->lord_ids->len)
            return;
          action = g_strdup_printf ("capability %s %s", card->id, (const char *) g_ptr_array_index (ctx->lord_ids, i));
        }
      else
        action = g_strdup_printf ("capability %s", card->id);
    }
  else if (g_str_equal (response, "held") || g_str_equal (response, "this_levy") ||
           g_str_equal (response, "this_campaign") || g_str_equal (response, "removed"))
    action = g_strdup_printf ("card %s %s", card->id, response);
  if (action)
    cas_plan_do (GTK_WIDGET (self), self->journal, action);
}

int
cas_cards_panel_draw (CasCardsPanel *self, int side)
{
  const CasTable *t;
  CasGame *game;
  g_autoptr(GArray) deck = g_array_new (FALSE, FALSE, sizeof (int));

  g_return_val_if_fail (CAS_IS_CARDS_PANEL (self), -1);
  if (self->journal == NULL)
    return -1;
  t = cas_journal_get_table (self->journal);
  game = t->game;
  const CasGameUi *gui = cas_game_ui_for (game);
  for (int c = 0; c < (int) cas_game_get_n_cards (game); c++)
    if (cas_game_get_card (game, c)->side == side && CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_DECK &&
        !(gui->draw_excluded && gui->draw_excluded (t, c))) /* scen: given out before the draw */
      g_array_append_val (deck, c);
  if (deck->len == 0)
    {
      g_autofree char *text = g_strdup_printf (_("The %s deck is empty"), cas_plan_side_adjective (game, side));
      cas_plan_toast (GTK_WIDGET (self), text);
      return -1;
    }

  int c = g_array_index (deck, int, g_random_int_range (0, (gint32) deck->len));
  cas_cards_panel_show_draw (self, side, c);
  return c;
}

void
cas_cards_panel_show_draw (CasCardsPanel *self, int side, int c)
{
  const CasTable *t;
  CasGame *game;
  DrawCtx *ctx;
  GtkWidget *dialog, *extra = NULL;
  const char *preferred;

  g_return_if_fail (CAS_IS_CARDS_PANEL (self));
  if (self->journal == NULL)
    return;
  t = cas_journal_get_table (self->journal);
  game = t->game;
  const CasGameUi *gui = cas_game_ui_for (game);
  const CasCard *card = cas_game_get_card (game, c);
  const CasScenario *sc = cas_journal_get_scenario_info (self->journal);
  g_autofree char *number = g_ascii_strup (card->id, -1);
  g_autofree char *heading = g_strdup_printf (_("The %s Player Drew %s"), cas_plan_side_adjective (game, side), number);
  g_autoptr(GString) body = g_string_new (NULL);
  gboolean first_levy = CAS_GLOBAL (t, CAS_G_BOX) == sc->first_box && CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_LEVY;

  ctx = g_new0 (DrawCtx, 1);
  g_set_weak_pointer (&ctx->self, self);
  ctx->card = c;
  ctx->lord_ids = g_ptr_array_new ();

  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, NULL);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "back", card->no_card || card->timing != CAS_TIMING_IMMEDIATE
                                                                             ? _("_Put Back")
                                                                             : _("_Done, Back to the Deck"));
  if (card->no_card)
    {
      g_string_append (body, _("No Event / No Capability: no effect."));
      if (sc->no_cards == CAS_NO_CARDS_KEEP)
        {
          g_string_append (body, _(" This scenario returns it to the deck (6.0)."));
          preferred = "back";
        }
      else
        {
          g_string_append (body, _(" It leaves the game (3.1.2, 3.1.3)."));
          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "removed", _("_Remove from the Game"));
          preferred = "removed";
        }
    }
  else
    {
      g_string_append_printf (body, _("Event — %s (%s): %s"), card->event_name, cas_plan_timing_name (card->timing),
                              cas_game_text (card->event_summary));
      g_string_append (body, "\n\n");
      g_string_append_printf (body, _("Capability — %s (%s): %s"), card->cap_name,
                              card->this_lord ? _("This Lord") : _("side-wide"), cas_game_text (card->cap_summary));
      g_string_append (body, "\n\n");
      /* scen (issue 17): the scenario's own rule for this draw (Inferno 6.0 A, B) */
      gboolean as_event = FALSE;
      g_autofree char *rule = gui->draw_note ? gui->draw_note (t, side, &as_event) : NULL;
      if (rule && as_event)
        g_string_append (body, rule);
      else
        {
          g_string_append (body, first_levy ? _("In the scenario’s first Levy, drawn cards are Capabilities (3.1.2).")
                                            : _("After the first Levy, drawn cards are Events (3.1.3)."));
          if (rule)
            {
              g_string_append (body, "\n\n");
              g_string_append (body, rule);
            }
        }

      /* The Capability: at a Lord's mat needs one of the Lords the card names. */
      extra = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
      if (card->this_lord)
        for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
          {
            const CasLord *lord = cas_game_get_lord (game, l);
            if (lord->side != side || !cas_table_lord_on_map (t, l) || !card_names_lord (card, l))
              continue;
            gtk_string_list_append (names, lord->name);
            g_ptr_array_add (ctx->lord_ids, (gpointer) lord->id);
            /* inferno-app (issue 17): his Comune mat in play too, as the Record menu
             * offers (CasGameUi.second_mat_shown; Inferno 3.4.4, I152). */
            if (lord->comune >= 0 && gui->second_mat_shown && gui->second_mat_shown (t, l))
              {
                const CasComune *comune = cas_game_get_comune (game, lord->comune);
                g_autofree char *label = g_strdup_printf (_("%s’s Mat"), comune->name);
                gtk_string_list_append (names, label);
                g_ptr_array_add (ctx->lord_ids, (gpointer) comune->id);
              }
          }
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "capability",
                                       card->this_lord ? _("_Capability at the Lord’s Mat") : _("_Capability"));
      if (card->this_lord)
        {
          if (ctx->lord_ids->len > 0)
            {
              GtkWidget *dd = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
              gtk_widget_set_tooltip_text (dd, _("The Lord who takes the Capability"));
              gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              _("The Lord who takes the Capability"), -1);
              gtk_widget_set_halign (dd, GTK_ALIGN_CENTER);
              gtk_widget_set_name (dd, "draw-lord");
              gtk_box_append (GTK_BOX (extra), dd);
              ctx->lords = GTK_DROP_DOWN (dd);
            }
          else
            {
              adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "capability", FALSE);
              g_string_append (body, "\n\n");
              g_string_append (body, _("No Lord on the map may take this Capability: it adds none (3.1.2)."));
            }
        }
      /* inferno-app (issue 17): what the Event drawn does, with a button per proposal
       * and option (CasGameUi.draw_event_new; Inferno's `event`, 3.1.3). */
      GtkWidget *event = gui->draw_event_new && !(first_levy && !as_event) ? gui->draw_event_new (self->journal, c) : NULL;
      if (event)
        gtk_box_append (GTK_BOX (extra), event);
      const char *event_response = NULL;
      if (card->timing == CAS_TIMING_HOLD)
        adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), event_response = "held", _("_Hold the Event"));
      else if (card->timing == CAS_TIMING_THIS_LEVY)
        adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), event_response = "this_levy",
                                         _("Event _This Levy"));
      else if (card->timing == CAS_TIMING_THIS_CAMPAIGN)
        adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), event_response = "this_campaign",
                                         _("Event _This Campaign"));
      preferred = first_levy && !as_event ? "capability" : (event_response ? event_response : "back");
      if (g_str_equal (preferred, "capability") && card->this_lord && ctx->lord_ids->len == 0)
        preferred = "back";
    }
  if (extra && gtk_widget_get_first_child (extra))
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), extra);
  else if (extra)
    {
      g_object_ref_sink (extra);
      g_object_unref (extra);
    }
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body->str);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), preferred, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), preferred);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "back");
  g_signal_connect_data (dialog, "response", G_CALLBACK (draw_response_cb), ctx, (GClosureNotify) (void (*) (void)) draw_ctx_free,
                         0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Actions. */

static void
record_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CasCardsPanel *self = CAS_CARDS_PANEL (widget);
  cas_plan_do (widget, self->journal, g_variant_get_string (param, NULL));
}

void
cas_cards_panel_show_play (CasCardsPanel *self, int c)
{
  g_return_if_fail (CAS_IS_CARDS_PANEL (self));
  if (self->journal == NULL)
    return;
  const CasTable *t = cas_journal_get_table (self->journal);
  const CasCard *card = cas_game_get_card (t->game, c);
  const CasGameUi *gui = cas_game_ui_for (t->game);
  GtkWidget *extra = gui->play_event_new ? gui->play_event_new (self->journal, c) : NULL;
  if (extra == NULL)
    return;
  g_autofree char *number = g_ascii_strup (card->id, -1);
  /* TRANSLATORS: the dialog of a held Event played, "Play Grosseto (F18)" */
  g_autofree char *heading = g_strdup_printf (_("Play %s (%s)"), cas_plan_card_title (card, TRUE), number);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                              cas_game_text (card->event_summary));
  gtk_widget_set_name (dialog, "play-dialog");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), extra);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  cas_cards_panel_show_play (CAS_CARDS_PANEL (widget), g_variant_get_int32 (param));
}

static void
browse_action (GtkWidget *widget, const char *name, GVariant *param)
{
  cas_cards_panel_browse (CAS_CARDS_PANEL (widget), g_variant_get_int32 (param));
}

static void
draw_action (GtkWidget *widget, const char *name, GVariant *param)
{
  cas_cards_panel_draw (CAS_CARDS_PANEL (widget), g_variant_get_int32 (param));
}

static void
journal_changed_cb (CasCardsPanel *self, CasJournal *journal)
{
  queue_rebuild (self);
}

static void
map_cb (CasCardsPanel *self)
{
  if (self->dirty)
    rebuild (self);
}

static void
cas_cards_panel_dispose (GObject *object)
{
  CasCardsPanel *self = CAS_CARDS_PANEL (object);
  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  if (self->journal)
    g_signal_handlers_disconnect_by_data (self->journal, self);
  g_clear_object (&self->journal);
  cas_app_dispose_children (GTK_WIDGET (self), CAS_TYPE_CARDS_PANEL);
  G_OBJECT_CLASS (cas_cards_panel_parent_class)->dispose (object);
}

static void
cas_cards_panel_class_init (CasCardsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_cards_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-cards-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CasCardsPanel, search_entry);
  gtk_widget_class_bind_template_child (widget_class, CasCardsPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, CasCardsPanel, play_box);
  gtk_widget_class_bind_template_child (widget_class, CasCardsPanel, browse_list);
  gtk_widget_class_bind_template_child (widget_class, CasCardsPanel, browse_label);
  gtk_widget_class_bind_template_child (widget_class, CasCardsPanel, filter_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, back_cb);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_install_action (widget_class, "cards.record", "s", record_action);
  gtk_widget_class_install_action (widget_class, "cards.browse", "i", browse_action);
  gtk_widget_class_install_action (widget_class, "cards.draw", "i", draw_action);
  gtk_widget_class_install_action (widget_class, "cards.play", "i", play_action); /* inferno-events2 */
  gtk_widget_class_set_css_name (widget_class, "cards-panel");
}

static void
cas_cards_panel_init (CasCardsPanel *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  placeholder = gtk_label_new (_("No card matches"));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 18);
  gtk_widget_set_margin_bottom (placeholder, 18);
  gtk_list_box_set_placeholder (self->browse_list, placeholder);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
}

GtkWidget *
cas_cards_panel_new (void)
{
  return g_object_new (CAS_TYPE_CARDS_PANEL, NULL);
}

void
cas_cards_panel_set_journal (CasCardsPanel *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_CARDS_PANEL (self));

  if (self->journal)
    g_signal_handlers_disconnect_by_data (self->journal, self);
  g_set_object (&self->journal, journal);
  if (journal)
    {
      CasGame *game = cas_journal_get_game (journal);
      g_autofree char *deck0 = g_strdup_printf (_("%s Deck"), cas_plan_side_adjective (game, 0));
      g_autofree char *deck1 = g_strdup_printf (_("%s Deck"), cas_plan_side_adjective (game, 1));
      const char *const items[] = { _("All Cards"), deck0, deck1, NULL };
      g_autoptr(GtkStringList) model = gtk_string_list_new (items);
      self->updating_filter = TRUE;
      gtk_drop_down_set_model (self->filter_dropdown, G_LIST_MODEL (model));
      gtk_drop_down_set_selected (self->filter_dropdown, 0);
      self->updating_filter = FALSE;
      g_signal_connect_swapped (journal, "changed", G_CALLBACK (journal_changed_cb), self);
    }
  self->browsing = FALSE;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  rebuild (self);
}
