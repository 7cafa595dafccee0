/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-table-view.c: the Table page: the Calendar and the sequence of play across the top,
 * a mat for each Lord on the map grouped by side, markers in a side column. It follows the
 * journal, and every edit made on it goes through its "table.do" action into the journal. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-calendar-view.h"
#include "cas-lord-mat.h"
#include "cas-markers-view.h"
#include "cas-muster-dialog.h"
#include "cas-sequence-view.h"
#include "cas-table-view.h"
#include "cas-page.h"
#include "cas-wrap-layout.h"

typedef struct {
  GtkWidget *section;
  GtkWidget *summary;
  GtkWidget *offmap_button;
  GtkWidget *hide_button;
  GtkWidget *cards_row;
  GtkWidget *cards;
  GtkWidget *flow;
  GtkWidget *empty;
  GtkWidget *hidden;        /* Hidden Mats: the screen, with its Show button */
  GtkWidget *show_button;
  char *cards_shown;        /* the card states the chips show */
} Side;

struct _CasTableView
{
  GtkWidget parent_instance;

  CasCalendarView *calendar;
  CasSequenceView *sequence;
  GtkWidget *sides_box;
  CasMarkersView *markers;

  CasJournal *journal;
  CasGame *game;
  Side sides[CAS_N_SIDES];
  GPtrArray *mats;   /* per Lord: his CasLordMat (owned by the side's flow box) or NULL */
  GPtrArray *second_mats; /* comune: per Lord, his second mat (Inferno's Comune) or NULL */
  /* The side whose mats are made only after the first frame (below the fold, see
   * defer_lower_side ()), or -1. */
  int deferred_side;
  guint deferred_source;

  GQueue pending;    /* char *: actions waiting for the main loop */
  guint pending_source;
  AdwToast *toast;   /* weak: the last "done" toast */

  /* Hidden Mats (1.5.2): which side's owner has lifted the screen, and what the table
   * looked like then, to screen the mats again when the turn moves on. */
  gboolean shown[CAS_N_SIDES];
  int seen_step, seen_box, seen_phase;
  int seen_revealed[CAS_N_SIDES];
};

CAS_PAGE_DEFINE_IFACE (cas_table_view, CAS_TABLE_VIEW)
G_DEFINE_FINAL_TYPE_WITH_CODE (CasTableView, cas_table_view, GTK_TYPE_WIDGET, CAS_PAGE_IMPLEMENT (cas_table_view))

/* Running actions. */

static AdwToastOverlay *
toast_overlay (CasTableView *self)
{
  GtkWidget *w = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  return w ? ADW_TOAST_OVERLAY (w) : NULL;
}

static void
toast (CasTableView *self, const char *text, gboolean undo)
{
  AdwToastOverlay *overlay = toast_overlay (self);
  AdwToast *t;

  if (overlay == NULL)
    return;
  /* One toast, its words replaced: libadwaita 1.2 frees a toast dismissed while it is
   * still sliding in, and its animation then crashes the app. */
  if (self->toast && (adw_toast_get_button_label (self->toast) != NULL) == undo)
    {
      cas_app_toast_set_text (self->toast, text);
      return;
    }
  t = cas_app_toast_new (text);
  adw_toast_set_timeout (t, undo ? 3 : 5);
  if (undo)
    {
      adw_toast_set_button_label (t, _("_Undo"));
      adw_toast_set_action_name (t, "win.undo");
    }
  g_set_weak_pointer (&self->toast, t);
  adw_toast_overlay_add_toast (overlay, t);
}

/* Counts and steps change with a click each and show at once on the table; a toast for
 * each would only hide the undo toast of the moves that matter. */
static gboolean
deserves_toast (CasGame *game, const char *text)
{
  static const char *const quiet[] = { "forces ", "routed ", "assets ", "marker ", "moved ", "step ", "vp ", NULL };
  const char *const *own = cas_game_ui_for (game)->quiet_verbs;

  for (guint i = 0; quiet[i]; i++)
    if (g_str_has_prefix (text, quiet[i]))
      return FALSE;
  for (guint i = 0; own && own[i]; i++)
    if (strchr (own[i], '*') ? g_pattern_match_simple (own[i], text) : g_str_has_prefix (text, own[i]))
      return FALSE;
  return TRUE;
}

static gboolean
run_pending_cb (gpointer user_data)
{
  CasTableView *self = user_data;
  char *text;

  self->pending_source = 0;
  while ((text = g_queue_pop_head (&self->pending)) != NULL)
    {
      g_autofree char *owned = text;
      g_autoptr(GError) error = NULL;

      if (self->journal == NULL)
        continue;
      if (!cas_journal_do (self->journal, owned, &error))
        {
          g_autofree char *sentence = cas_app_sentence (error->message);
          toast (self, sentence, FALSE);
          continue;
        }
      if (deserves_toast (cas_journal_get_game (self->journal), owned))
        toast (self, cas_journal_get_description (self->journal, cas_journal_get_n_done (self->journal) - 1), TRUE);
    }
  return G_SOURCE_REMOVE;
}

static void
do_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  CasTableView *self = CAS_TABLE_VIEW (widget);

  /* The widget that asked may be rebuilt by the change: let its handler finish first. */
  g_queue_push_tail (&self->pending, g_variant_dup_string (param, NULL));
  if (self->pending_source == 0)
    self->pending_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, run_pending_cb, self, NULL);
}

gboolean
cas_table_view_has_pending (CasTableView *self)
{
  g_return_val_if_fail (CAS_IS_TABLE_VIEW (self), FALSE);
  return !g_queue_is_empty (&self->pending);
}

void
cas_table_do (GtkWidget *widget, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  if (!gtk_widget_activate_action (widget, "table.do", "s", text))
    g_warning ("no table to do “%s” on", text);
}

GtkWidget *
cas_table_action_button_new (const char *icon_or_label, gboolean icon, const char *name)
{
  GtkWidget *button = icon ? gtk_button_new_from_icon_name (icon_or_label) : gtk_button_new_with_label (icon_or_label);

  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", "");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.do");
  if (name)
    {
      gtk_widget_set_tooltip_text (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  return button;
}

/* Changing a target makes GTK look the action up again; most updates change nothing. */
void
cas_table_action_button_set (GtkWidget *button, const char *action)
{
  GVariant *now = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

  if (now && g_variant_is_of_type (now, G_VARIANT_TYPE_STRING) && g_str_equal (g_variant_get_string (now, NULL), action))
    return;
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", action);
}

/* The Locale picker. */

typedef struct {
  CasGame *game;
  CasLocalePicked picked;
  gpointer user_data;
  GtkWidget *search;
  GtkWidget *list;
  char *first_heading;
  gboolean has_all;
} LocalePicker;

enum { SECTION_EXTRA, SECTION_FIRST, SECTION_ALL };

static void
locale_picker_free (LocalePicker *p)
{
  g_clear_object (&p->game);
  g_free (p->first_heading);
  g_free (p);
}

static int
row_value (GtkListBoxRow *row)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-value")) - 1000;
}

static int
row_section (GtkListBoxRow *row)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-section"));
}

static GtkWidget *
picker_row_new (const char *name, const char *caption, int value, int section)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (name);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), label);
  if (caption)
    {
      GtkWidget *c = gtk_label_new (caption);
      gtk_widget_add_css_class (c, "caption");
      gtk_widget_add_css_class (c, "dim-label");
      gtk_box_append (GTK_BOX (box), c);
    }
  gtk_widget_add_css_class (box, "picker-row");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "cas-name", g_strdup (name), g_free);
  g_object_set_data (G_OBJECT (row), "cas-value", GINT_TO_POINTER (value + 1000));
  g_object_set_data (G_OBJECT (row), "cas-section", GINT_TO_POINTER (section));
  return row;
}

static gboolean
picker_filter (GtkListBoxRow *row, gpointer user_data)
{
  LocalePicker *p = user_data;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (p->search));
  const char *name = g_object_get_data (G_OBJECT (row), "cas-name");
  int value = row_value (row);

  if (text == NULL || *text == '\0')
    return TRUE;
  if (g_str_match_string (text, name, TRUE))
    return TRUE;
  return value >= 0 && g_str_match_string (text, cas_game_get_locale (p->game, value)->id, TRUE);
}

static void
picker_header (GtkListBoxRow *row, GtkListBoxRow *before, gpointer user_data)
{
  LocalePicker *p = user_data;
  int section = row_section (row);
  const char *title = NULL;

  if (before == NULL || row_section (before) != section)
    {
      if (section == SECTION_FIRST)
        title = p->first_heading;
      else if (section == SECTION_ALL && (before != NULL || p->first_heading))
        title = _("All Locales");
    }
  if (title == NULL)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  GtkWidget *header = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_add_css_class (header, "picker-heading");
  gtk_list_box_row_set_header (row, header);
}

static void
picker_activated (GtkListBox *list, GtkListBoxRow *row, gpointer user_data)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_POPOVER);
  LocalePicker *p = g_object_get_data (G_OBJECT (popover), "cas-picker");

  gtk_popover_popdown (GTK_POPOVER (popover));
  p->picked (popover, row_value (row), p->user_data);
}

static void
picker_search_changed (GtkSearchEntry *entry, LocalePicker *p)
{
  gtk_list_box_invalidate_filter (GTK_LIST_BOX (p->list));
  gtk_list_box_invalidate_headers (GTK_LIST_BOX (p->list));
}

static void
picker_search_activate (GtkSearchEntry *entry, LocalePicker *p)
{
  for (GtkWidget *row = gtk_widget_get_first_child (p->list); row; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && gtk_widget_get_child_visible (row) && picker_filter (GTK_LIST_BOX_ROW (row), p))
      {
        g_signal_emit_by_name (p->list, "row-activated", row);
        return;
      }
}

static int
compare_locale_names (gconstpointer a, gconstpointer b, gpointer game)
{
  return g_utf8_collate (cas_game_get_locale (game, *(const int *) a)->name,
                         cas_game_get_locale (game, *(const int *) b)->name);
}

GtkWidget *
cas_locale_popover_new (CasGame *game, const char *title, const int *first, int n_first, const char *first_heading,
                        gboolean all, CasLocalePicked picked, gpointer user_data)
{
  LocalePicker *p = g_new0 (LocalePicker, 1);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  guint n = cas_game_get_n_locales (game);
  g_autoptr(GArray) rest = g_array_new (FALSE, FALSE, sizeof (int));

  p->game = g_object_ref (game);
  p->picked = picked;
  p->user_data = user_data;
  p->first_heading = n_first > 0 ? g_strdup (first_heading) : NULL;
  p->has_all = all;
  g_object_set_data_full (G_OBJECT (popover), "cas-picker", p, (GDestroyNotify) locale_picker_free);
  gtk_widget_add_css_class (popover, "locale-picker");

  if (title)
    {
      GtkWidget *heading = gtk_label_new (title);
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_add_css_class (heading, "heading");
      gtk_box_append (GTK_BOX (box), heading);
    }
  p->search = gtk_search_entry_new ();
  g_object_set (p->search, "placeholder-text", _("Search Locales"), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (p->search), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search Locales"), -1);
  g_signal_connect (p->search, "search-changed", G_CALLBACK (picker_search_changed), p);
  g_signal_connect (p->search, "activate", G_CALLBACK (picker_search_activate), p);
  gtk_box_append (GTK_BOX (box), p->search);

  p->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (p->list), GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (p->list), TRUE);
  gtk_list_box_set_filter_func (GTK_LIST_BOX (p->list), picker_filter, p, NULL);
  gtk_list_box_set_header_func (GTK_LIST_BOX (p->list), picker_header, p, NULL);
  gtk_widget_add_css_class (p->list, "navigation-sidebar");
  g_signal_connect (p->list, "row-activated", G_CALLBACK (picker_activated), NULL);

  for (int i = 0; i < n_first; i++)
    {
      const CasLocale *loc = cas_game_get_locale (game, first[i]);
      gtk_list_box_append (GTK_LIST_BOX (p->list),
                           picker_row_new (loc->name, cas_app_locale_type_name (game, loc), first[i], SECTION_FIRST));
    }
  if (all)
    {
      for (guint i = 0; i < n; i++)
        {
          gboolean listed = FALSE;
          for (int j = 0; j < n_first && !listed; j++)
            listed = first[j] == (int) i;
          if (!listed)
            g_array_append_val (rest, i);
        }
      g_array_sort_with_data (rest, compare_locale_names, game);
      for (guint i = 0; i < rest->len; i++)
        {
          int l = g_array_index (rest, int, i);
          const CasLocale *loc = cas_game_get_locale (game, l);
          gtk_list_box_append (GTK_LIST_BOX (p->list), picker_row_new (loc->name, cas_app_locale_type_name (game, loc), l,
                                                                       SECTION_ALL));
        }
    }

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 340);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), p->list);
  gtk_widget_set_size_request (scrolled, 260, -1);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_popover_set_default_widget (GTK_POPOVER (popover), NULL);
  return popover;
}

void
cas_locale_popover_add_extra (GtkWidget *popover, const char *label, int value)
{
  LocalePicker *p = g_object_get_data (G_OBJECT (popover), "cas-picker");
  g_return_if_fail (p != NULL);

  /* Extras go before the Locales, in the order they are added. */
  int position = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (p->list); row; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && row_section (GTK_LIST_BOX_ROW (row)) == SECTION_EXTRA)
      position++;
  gtk_list_box_insert (GTK_LIST_BOX (p->list), picker_row_new (label, NULL, value, SECTION_EXTRA), position);
}

gboolean
cas_locale_popover_pick (GtkWidget *popover, int locale)
{
  LocalePicker *p = g_object_get_data (G_OBJECT (popover), "cas-picker");
  g_return_val_if_fail (p != NULL, FALSE);

  for (GtkWidget *row = gtk_widget_get_first_child (p->list); row; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && row_value (GTK_LIST_BOX_ROW (row)) == locale)
      {
        g_signal_emit_by_name (p->list, "row-activated", row);
        return TRUE;
      }
  return FALSE;
}

/* Dialogs. */

static int
lord_from_param (CasTableView *self, GVariant *param)
{
  if (self->journal == NULL)
    return -1;
  return cas_game_find_lord (cas_journal_get_game (self->journal), g_variant_get_string (param, NULL));
}

static void
muster_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  CasTableView *self = CAS_TABLE_VIEW (widget);
  int lord = lord_from_param (self, param);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (lord < 0)
    return;
  GtkWidget *dialog = cas_muster_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->journal, lord);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
confirm_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  CasTableView *self = CAS_TABLE_VIEW (user_data);
  const char *action = g_object_get_data (G_OBJECT (dialog), "cas-action");

  if (g_str_equal (response, "confirm") && action)
    cas_table_do (GTK_WIDGET (self), "%s", action);
}

static void
confirm (CasTableView *self, const char *heading, const char *body, const char *verb, const char *action)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "confirm", verb, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "confirm", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "cas-action", g_strdup (action), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
disband_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  CasTableView *self = CAS_TABLE_VIEW (widget);
  int lord = lord_from_param (self, param);

  if (lord < 0)
    return;
  const CasLord *l = cas_game_get_lord (cas_journal_get_game (self->journal), lord);
  g_autofree char *heading = g_strdup_printf (_("Disband %s?"), l->name);
  g_autofree char *body = g_strdup_printf (_("%s leaves the map. His cylinder goes on the Calendar where Disband puts "
                                             "it (3.3.2) and his mat is cleared: Forces, Routed units and Assets go, "
                                             "his Vassals return to Ready (3.3.1)."),
                                           l->name);
  g_autofree char *action = g_strdup_printf ("disband %s", l->id);
  confirm (self, heading, body, _("_Disband"), action);
}

static void
remove_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  CasTableView *self = CAS_TABLE_VIEW (widget);
  int lord = lord_from_param (self, param);

  if (lord < 0)
    return;
  const CasLord *l = cas_game_get_lord (cas_journal_get_game (self->journal), lord);
  g_autofree char *heading = g_strdup_printf (_("Remove %s from Play?"), l->name);
  g_autofree char *body = g_strdup_printf (_("%s leaves the game: his mat is cleared and he has no cylinder on the "
                                             "Calendar (3.3.1). Undo brings him back."),
                                           l->name);
  g_autofree char *action = g_strdup_printf ("remove %s", l->id);
  confirm (self, heading, body, _("_Remove"), action);
}

/* Hidden Mats. */

static gboolean
mats_hidden (CasTableView *self, const CasTable *t, int side)
{
  return CAS_GLOBAL (t, CAS_G_OPT_HIDDEN_MATS) && !self->shown[side];
}

static void
show_mats_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  CasTableView *self = CAS_TABLE_VIEW (widget);
  int side = g_variant_get_int32 (param);

  if (side < 0 || side >= CAS_N_SIDES)
    return;
  self->shown[side] = g_str_equal (name, "table.show-mats");
  /* One screen lifted at a time: the other side is looking away. */
  if (self->shown[side])
    self->shown[1 - side] = FALSE;
  cas_table_view_refresh (self);
}

gboolean
cas_table_view_get_mats_shown (CasTableView *self, int side)
{
  g_return_val_if_fail (CAS_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (side >= 0 && side < CAS_N_SIDES, FALSE);
  return self->shown[side];
}

/* The screens go back up when the turn moves on: a new step, box or phase, or the other
 * side revealing a Command card. */
static void
follow_turn (CasTableView *self, const CasTable *t)
{
  int step = CAS_GLOBAL (t, CAS_G_STEP), box = CAS_GLOBAL (t, CAS_G_BOX), phase = CAS_GLOBAL (t, CAS_G_PHASE);
  int revealed[CAS_N_SIDES] = { CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0), CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_1) };

  if (step != self->seen_step || box != self->seen_box || phase != self->seen_phase)
    self->shown[0] = self->shown[1] = FALSE;
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (revealed[1 - side] > self->seen_revealed[1 - side])
      self->shown[side] = FALSE;
  self->seen_step = step;
  self->seen_box = box;
  self->seen_phase = phase;
  for (int side = 0; side < CAS_N_SIDES; side++)
    self->seen_revealed[side] = revealed[side];
}

/* The sides. */

static void offmap_popup (GtkMenuButton *button, gpointer user_data);

static GtkWidget *
side_section_new (CasTableView *self, CasGame *game, int side, Side *out)
{
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *title = gtk_label_new (cas_game_get_side_name (game, side));
  GtkWidget *summary = gtk_label_new (NULL);
  GtkWidget *offmap = gtk_menu_button_new ();
  GtkWidget *hide = gtk_button_new ();
  GtkWidget *cards_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *cards_title = gtk_label_new (_("Capabilities"));
  GtkWidget *cards = cas_wrap_box_new (4, 4);
  GtkWidget *flow = gtk_flow_box_new ();
  GtkWidget *empty = gtk_label_new (_("No Lords on the map"));
  GtkWidget *hidden = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *hidden_icon = gtk_image_new_from_icon_name ("view-conceal-symbolic");
  GtkWidget *hidden_label = gtk_label_new (NULL);
  g_autofree char *show_text = g_strdup_printf (_("Show the %s’ Mats"), cas_game_get_side_name (game, side));
  g_autofree char *hidden_text = g_strdup_printf (_("The %s’ mats are behind their screen (Hidden Mats, 1.5.2). Only "
                                                    "their owner should look."),
                                                  cas_game_get_side_name (game, side));
  GtkWidget *show = gtk_button_new_with_label (show_text);

  gtk_widget_add_css_class (section, "side-section");
  gtk_widget_add_css_class (section, cas_app_side_css (game, side));
  gtk_widget_add_css_class (header, "side-header");
  gtk_widget_add_css_class (title, "title-4");
  gtk_widget_add_css_class (title, "side-title");
  gtk_widget_add_css_class (title, cas_app_side_css (game, side));
  gtk_widget_add_css_class (summary, "dim-label");
  gtk_widget_set_valign (summary, GTK_ALIGN_BASELINE);
  gtk_widget_set_valign (title, GTK_ALIGN_BASELINE);
  gtk_label_set_xalign (GTK_LABEL (summary), 0);
  gtk_label_set_ellipsize (GTK_LABEL (summary), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (summary, TRUE);
  gtk_box_append (GTK_BOX (header), title);
  gtk_box_append (GTK_BOX (header), summary);

  /* The Lords who are not on the map, with a way to Muster them. */
  gtk_widget_add_css_class (offmap, "flat");
  gtk_widget_set_valign (offmap, GTK_ALIGN_CENTER);
  gtk_widget_set_name (offmap, "offmap-button");
  g_object_set_data (G_OBJECT (offmap), "cas-side", GINT_TO_POINTER (side));
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (offmap), offmap_popup, self, NULL);
  gtk_box_append (GTK_BOX (header), offmap);

  {
    GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_box_append (GTK_BOX (content), gtk_image_new_from_icon_name ("view-conceal-symbolic"));
    gtk_box_append (GTK_BOX (content), gtk_label_new (_("Hide Mats")));
    gtk_button_set_child (GTK_BUTTON (hide), content);
  }
  gtk_widget_add_css_class (hide, "flat");
  gtk_widget_set_valign (hide, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (hide, _("Put the screen back over these mats"));
  gtk_widget_set_name (hide, "hide-mats");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (hide), "i", side);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (hide), "table.hide-mats");
  gtk_box_append (GTK_BOX (header), hide);
  gtk_box_append (GTK_BOX (section), header);

  gtk_widget_add_css_class (cards_title, "caption-heading");
  gtk_widget_set_valign (cards_title, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (cards, TRUE);
  gtk_widget_set_valign (cards, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (cards_row), cards_title);
  gtk_box_append (GTK_BOX (cards_row), cards);
  gtk_box_append (GTK_BOX (section), cards_row);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_widget_add_css_class (flow, "mats");
  gtk_box_append (GTK_BOX (section), flow);

  gtk_widget_add_css_class (empty, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (empty), 0);
  gtk_box_append (GTK_BOX (section), empty);

  /* The screen of Hidden Mats. */
  gtk_widget_add_css_class (hidden, "card");
  gtk_widget_add_css_class (hidden, "mats-screen");
  gtk_widget_add_css_class (hidden_icon, "dim-label");
  gtk_image_set_icon_size (GTK_IMAGE (hidden_icon), GTK_ICON_SIZE_LARGE);
  gtk_label_set_label (GTK_LABEL (hidden_label), hidden_text);
  gtk_label_set_wrap (GTK_LABEL (hidden_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hidden_label), 0);
  gtk_widget_set_hexpand (hidden_label, TRUE);
  gtk_widget_set_valign (show, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (show, "pill");
  gtk_widget_set_name (show, "show-mats");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (show), "i", side);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (show), "table.show-mats");
  gtk_box_append (GTK_BOX (hidden), hidden_icon);
  gtk_box_append (GTK_BOX (hidden), hidden_label);
  gtk_box_append (GTK_BOX (hidden), show);
  gtk_box_append (GTK_BOX (section), hidden);

  out->section = section;
  out->summary = summary;
  out->offmap_button = offmap;
  out->hide_button = hide;
  out->cards_row = cards_row;
  out->cards = cards;
  out->flow = flow;
  out->empty = empty;
  out->hidden = hidden;
  out->show_button = show;
  g_clear_pointer (&out->cards_shown, g_free);
  return section;
}

static char *
offmap_status (CasGame *game, const CasTable *t, int lord, const CasLevyResult *levy)
{
  int state = CAS_LORD (t, lord, CAS_L_STATE);

  if (state == CAS_LORD_UNUSED)
    return g_strdup (_("Not in this scenario yet"));
  if (state == CAS_LORD_REMOVED)
    return g_strdup (_("Removed from play"));
  g_autofree char *where = cas_app_box_name (game, CAS_LORD (t, lord, CAS_L_BOX));
  const CasLevyReady *ready = cas_levy_result_find_ready (levy, lord);
  /* TRANSLATORS: "Cylinder in box 3 (Early Winter 1240) · Ready" */
  return ready ? g_strdup_printf (_("Cylinder %s · Ready"), where) : g_strdup_printf (_("Cylinder %s"), where);
}

static void
offmap_popup (GtkMenuButton *button, gpointer user_data)
{
  CasTableView *self = CAS_TABLE_VIEW (user_data);
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-side"));
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *heading;
  const CasTable *t;
  CasGame *game;
  g_autoptr(CasLevyResult) levy = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();

  if (self->journal == NULL)
    return;
  t = cas_journal_get_table (self->journal);
  game = t->game;
  levy = cas_levy_compute (t, ex);

  {
    g_autofree char *text = g_strdup_printf (_("%s off the Map"), cas_game_get_side_name (game, side));
    heading = gtk_label_new (text);
  }
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");

  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      int state = CAS_LORD (t, l, CAS_L_STATE);
      if (lord->side != side || state == CAS_LORD_MAP)
        continue;
      g_autofree char *status = offmap_status (game, t, (int) l, levy);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      cas_app_row_set_plain (row); /* Knud & Abel */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), lord->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), status);
      gtk_widget_set_valign (button_box, GTK_ALIGN_CENTER);
      if (state == CAS_LORD_REMOVED)
        {
          /* To correct a mistake: back on the Calendar in the current box. */
          g_autofree char *action = g_strdup_printf ("cylinder %s %d", lord->id, CAS_GLOBAL (t, CAS_G_BOX));
          GtkWidget *back = cas_table_action_button_new (_("Return to Calendar"), FALSE,
                                                         _("Put his cylinder back on the Calendar, in the current box"));
          cas_table_action_button_set (back, action);
          gtk_box_append (GTK_BOX (button_box), back);
        }
      else
        {
          GtkWidget *muster = gtk_button_new_with_label (_("Muster…"));
          g_autofree char *tip = g_strdup_printf (_("Muster %s: choose his Seat and Transport"), lord->name);
          gtk_widget_set_tooltip_text (muster, tip);
          gtk_widget_set_name (muster, "muster-button");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (muster), "s", lord->id);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (muster), "table.muster");
          if (cas_levy_result_find_ready (levy, (int) l))
            gtk_widget_add_css_class (muster, "suggested-action");
          gtk_box_append (GTK_BOX (button_box), muster);
          if (state == CAS_LORD_UNUSED)
            {
              g_autofree char *action = g_strdup_printf ("cylinder %s %d", lord->id, CAS_GLOBAL (t, CAS_G_BOX));
              GtkWidget *place = cas_table_action_button_new (_("To Calendar"), FALSE,
                                                              _("Put his cylinder on the Calendar, in the current box"));
              cas_table_action_button_set (place, action);
              gtk_box_append (GTK_BOX (button_box), place);
            }
        }
      for (GtkWidget *b = gtk_widget_get_first_child (button_box); b; b = gtk_widget_get_next_sibling (b))
        g_signal_connect_swapped (b, "clicked", G_CALLBACK (gtk_popover_popdown), popover);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button_box);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_box_append (GTK_BOX (box), list);
  gtk_widget_set_size_request (box, 380, -1);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

static void
build (CasTableView *self, CasGame *game)
{
  cas_app_remove_children (self->sides_box);
  g_ptr_array_set_size (self->mats, 0);
  g_ptr_array_set_size (self->mats, (int) cas_game_get_n_lords (game));
  g_ptr_array_set_size (self->second_mats, 0);
  g_ptr_array_set_size (self->second_mats, (int) cas_game_get_n_lords (game));
  g_set_object (&self->game, game);
  for (int side = 0; side < CAS_N_SIDES; side++)
    gtk_box_append (GTK_BOX (self->sides_box), side_section_new (self, game, side, &self->sides[side]));
}

static void
update_side (CasTableView *self, const CasTable *t, int side)
{
  CasGame *game = t->game;
  Side *s = &self->sides[side];
  int on_map = 0, off_map = 0;
  gboolean any_card = FALSE;
  gboolean hidden = mats_hidden (self, t, side);

  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      if (cas_game_get_lord (game, (int) l)->side != side)
        continue;
      if (CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP)
        on_map++;
      else
        off_map++;
    }
  g_autofree char *summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Lord on the map", "%d Lords on the map",
                                                           (gulong) on_map), on_map);
  gtk_label_set_label (GTK_LABEL (s->summary), summary);
  g_autofree char *offmap = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Off the Map", "%d Off the Map",
                                                          (gulong) off_map), off_map);
  /* A menu button makes new child widgets for each label it is given. */
  if (g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (s->offmap_button)), offmap) != 0)
    {
      g_autofree char *offmap_tip = g_strdup_printf (_("The %s not on the map: on the Calendar, unused or removed; "
                                                       "Muster them from here"),
                                                     cas_game_get_side_name (game, side));
      gtk_menu_button_set_label (GTK_MENU_BUTTON (s->offmap_button), offmap);
      gtk_widget_set_tooltip_text (s->offmap_button, offmap_tip);
    }
  gtk_widget_set_visible (s->offmap_button, off_map > 0);
  gtk_widget_set_visible (s->hide_button, CAS_GLOBAL (t, CAS_G_OPT_HIDDEN_MATS) && self->shown[side] && on_map > 0);
  gtk_widget_set_visible (s->hidden, hidden && on_map > 0);
  gtk_widget_set_visible (s->empty, on_map == 0);
  gtk_widget_set_visible (s->flow, on_map > 0 && !hidden);

  /* Side-wide cards in play: Capabilities and the Events in force. Held Events stay
   * hidden, as they are in the players' hands. Rebuilt only when they change. */
  {
    GString *sig = g_string_new (NULL);
    for (guint c = 0; c < cas_game_get_n_cards (game); c++)
      g_string_append_c (sig, (char) ('a' + CAS_CARD (t, c, CAS_K_STATE)));
    gboolean same = g_strcmp0 (s->cards_shown, sig->str) == 0;
    g_free (s->cards_shown);
    s->cards_shown = g_string_free (sig, FALSE);
    if (same)
      return;
  }
  cas_app_remove_children (s->cards);
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    {
      const CasCard *card = cas_game_get_card (game, (int) c);
      int state = CAS_CARD (t, c, CAS_K_STATE);
      GtkWidget *chip;
      if (card->side != side)
        continue;
      if (state == CAS_CARD_CAPABILITY)
        chip = cas_app_chip_new (card->cap_name ? card->cap_name : card->id, cas_game_text (card->cap_summary), "tag",
                                 "card", NULL);
      else if (state == CAS_CARD_THIS_LEVY || state == CAS_CARD_THIS_CAMPAIGN)
        {
          g_autofree char *text = g_strdup_printf (state == CAS_CARD_THIS_LEVY ? _("%s (this Levy)")
                                                                               : _("%s (this Campaign)"),
                                                   card->event_name ? card->event_name : card->id);
          chip = cas_app_chip_new (text, cas_game_text (card->event_summary), "tag", "event", NULL);
        }
      else
        continue;
      gtk_box_append (GTK_BOX (s->cards), chip);
      any_card = TRUE;
    }
  gtk_widget_set_visible (s->cards_row, any_card);
}

/* comune (issue 17): the second mat of Lord L (Inferno's Comune mat, 1.5.1) right after
 * his, while the game says it is in play; else none. */
static void
remove_second_mat (CasTableView *self, int l, int side)
{
  GtkWidget *mat = g_ptr_array_index (self->second_mats, l);
  if (mat)
    {
      gtk_flow_box_remove (GTK_FLOW_BOX (self->sides[side].flow), gtk_widget_get_parent (mat));
      g_ptr_array_index (self->second_mats, l) = NULL;
    }
}

static void
update_second_mat (CasTableView *self, const CasTable *t, int l, int *position)
{
  const CasGameUi *ui = cas_game_ui_for (t->game);
  int side = cas_game_get_lord (t->game, l)->side;
  GtkWidget *mat = g_ptr_array_index (self->second_mats, l);
  if (ui->second_mat_shown == NULL || !ui->second_mat_shown (t, l))
    {
      remove_second_mat (self, l, side);
      return;
    }
  if (mat == NULL)
    {
      mat = ui->second_mat_new ();
      gtk_flow_box_insert (GTK_FLOW_BOX (self->sides[side].flow), mat, *position);
      gtk_widget_set_focusable (gtk_widget_get_parent (mat), FALSE);
      g_ptr_array_index (self->second_mats, l) = mat;
    }
  if (!mats_hidden (self, t, side))
    ui->second_mat_update (mat, t, l);
  (*position)++;
}

/* Keeps one mat per Lord on the map, in the order of the game's Lords; mats of Lords who
 * stay on the map are updated in place (so a button keeps the keyboard focus). */
static void
update_mats (CasTableView *self, const CasTable *t)
{
  CasGame *game = t->game;
  int position[CAS_N_SIDES] = { 0 };

  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      GtkWidget *mat = g_ptr_array_index (self->mats, l);
      Side *s = &self->sides[lord->side];

      if (CAS_LORD (t, l, CAS_L_STATE) != CAS_LORD_MAP)
        {
          if (mat)
            {
              gtk_flow_box_remove (GTK_FLOW_BOX (s->flow), gtk_widget_get_parent (mat));
              g_ptr_array_index (self->mats, l) = NULL;
            }
          remove_second_mat (self, (int) l, lord->side);
          continue;
        }
      if (mat == NULL && lord->side == self->deferred_side)
        continue;
      if (mat == NULL)
        {
          mat = cas_lord_mat_new ();
          gtk_flow_box_insert (GTK_FLOW_BOX (s->flow), mat, position[lord->side]);
          gtk_widget_set_focusable (gtk_widget_get_parent (mat), FALSE);
          g_ptr_array_index (self->mats, l) = mat;
        }
      /* A screened mat is not kept up to date: nothing of it shows. */
      if (!mats_hidden (self, t, lord->side))
        cas_lord_mat_update (CAS_LORD_MAT (mat), t, (int) l);
      position[lord->side]++;
      update_second_mat (self, t, (int) l, &position[lord->side]);
    }
}

/* Sides with few Lords on the map sit next to each other rather than leave most of a
 * row empty each; otherwise each side has its rows of mats, Teutons above Russians.
 * N_MATS: the mats shown per side (not behind a screen). inferno-fixes (issue 17): two
 * each sit beside too, a column per side with its mats one under the other at 1280
 * pixels (two a row where the window is wide), so that both sides' first mats show
 * without scrolling; three or more on a side keep the rows of three. */
static gboolean
sides_beside (const CasTable *t, const guint n_mats[CAS_N_SIDES])
{
  return (n_mats[0] + n_mats[1] <= 3 || (n_mats[0] <= 2 && n_mats[1] <= 2)) && !CAS_GLOBAL (t, CAS_G_OPT_HIDDEN_MATS);
}

static void
arrange_sides (CasTableView *self, const CasTable *t)
{
  guint shown[CAS_N_SIDES] = { 0 };
  gboolean beside;

  for (guint l = 0; l < self->mats->len; l++)
    {
      const CasLord *lord = cas_game_get_lord (t->game, (int) l);
      shown[lord->side] += g_ptr_array_index (self->mats, l) != NULL && !mats_hidden (self, t, lord->side);
      /* comune: a second mat takes a place in the row too */
      shown[lord->side] += g_ptr_array_index (self->second_mats, l) != NULL && !mats_hidden (self, t, lord->side);
    }
  beside = sides_beside (t, shown);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->sides_box),
                                  beside ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->sides_box), beside ? 24 : 18);
  for (int side = 0; side < CAS_N_SIDES; side++)
    gtk_widget_set_valign (self->sides[side].section, GTK_ALIGN_START);
}

void
cas_table_view_refresh (CasTableView *self)
{
  const CasTable *t;

  g_return_if_fail (CAS_IS_TABLE_VIEW (self));
  if (self->journal == NULL)
    return;
  t = cas_journal_get_table (self->journal);
  if (t->game != self->game)
    build (self, t->game);
  follow_turn (self, t);
  cas_calendar_view_update (self->calendar, t, cas_journal_get_scenario_info (self->journal));
  cas_sequence_view_update (self->sequence, t, cas_journal_get_scenario_info (self->journal));
  update_mats (self, t);
  for (int side = 0; side < CAS_N_SIDES; side++)
    update_side (self, t, side);
  arrange_sides (self, t);
  cas_markers_view_update (self->markers, t);
}

static gboolean
build_deferred_cb (gpointer data)
{
  CasTableView *self = data;

  self->deferred_source = 0;
  self->deferred_side = -1;
  if (self->journal)
    {
      const CasTable *t = cas_journal_get_table (self->journal);
      update_mats (self, t);
      arrange_sides (self, t);
    }
  return G_SOURCE_REMOVE;
}

/* Runs in the first frame; the deferred mats are made once it is painted. */
static gboolean
first_frame_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  CasTableView *self = CAS_TABLE_VIEW (widget);

  if (self->deferred_side >= 0 && self->deferred_source == 0)
    self->deferred_source = g_idle_add (build_deferred_cb, self);
  return G_SOURCE_REMOVE;
}

/* Before the window is first shown, the lower side's mats (Russians, below the Teutons')
 * are below the fold: on a 1280x800 screen the Teutons' first row of mats already fills
 * the page. They are made right after the first frame, before anyone can scroll to
 * them, which takes a fifth off the time to the window (docs/performance.md). Not when
 * the sides sit beside each other (three Lords or fewer, or two a side) or the upper side's mats are
 * screened (Hidden Mats): then the lower side shows at once. */
static void
defer_lower_side (CasTableView *self, const CasTable *t)
{
  guint on_map[CAS_N_SIDES] = { 0 };

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP)
      on_map[cas_game_get_lord (t->game, (int) l)->side]++;
  if (on_map[0] == 0 || on_map[1] == 0 || mats_hidden (self, t, 0) || sides_beside (t, on_map))
    return;
  self->deferred_side = 1;
  gtk_widget_add_tick_callback (GTK_WIDGET (self), first_frame_tick_cb, NULL, NULL);
}

void
cas_table_view_set_journal (CasTableView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_TABLE_VIEW (self));
  g_return_if_fail (journal == NULL || CAS_IS_JOURNAL (journal));

  if (self->journal == journal)
    return;
  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, cas_table_view_refresh, self);
  g_set_object (&self->journal, journal);
  g_queue_clear_full (&self->pending, g_free);
  self->shown[0] = self->shown[1] = FALSE;
  if (journal)
    {
      const CasTable *t = cas_journal_get_table (journal);
      g_signal_connect_object (journal, "changed", G_CALLBACK (cas_table_view_refresh), self, G_CONNECT_SWAPPED);
      self->seen_step = CAS_GLOBAL (t, CAS_G_STEP);
      self->seen_box = CAS_GLOBAL (t, CAS_G_BOX);
      self->seen_phase = CAS_GLOBAL (t, CAS_G_PHASE);
      self->seen_revealed[0] = CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0);
      self->seen_revealed[1] = CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_1);
      /* A new game starts from fresh mats. */
      g_clear_object (&self->game);
      defer_lower_side (self, t);
      cas_table_view_refresh (self);
    }
}

CasJournal *
cas_table_view_get_journal (CasTableView *self)
{
  g_return_val_if_fail (CAS_IS_TABLE_VIEW (self), NULL);
  return self->journal;
}

/* Whether some mats wait for the first frame (see defer_lower_side ()). */
gboolean
cas_table_view_has_deferred_mats (CasTableView *self)
{
  g_return_val_if_fail (CAS_IS_TABLE_VIEW (self), FALSE);
  return self->deferred_side >= 0;
}

guint
cas_table_view_get_n_mats (CasTableView *self)
{
  guint n = 0;
  g_return_val_if_fail (CAS_IS_TABLE_VIEW (self), 0);
  for (guint i = 0; i < self->mats->len; i++)
    n += g_ptr_array_index (self->mats, i) != NULL;
  return n;
}

static void
cas_table_view_dispose (GObject *object)
{
  CasTableView *self = CAS_TABLE_VIEW (object);

  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, cas_table_view_refresh, self);
  g_clear_object (&self->journal);
  g_clear_handle_id (&self->pending_source, g_source_remove);
  g_clear_handle_id (&self->deferred_source, g_source_remove);
  g_queue_clear_full (&self->pending, g_free);
  g_clear_weak_pointer (&self->toast);
  cas_app_dispose_children (GTK_WIDGET (self), CAS_TYPE_TABLE_VIEW);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (cas_table_view_parent_class)->dispose (object);
}

static void
cas_table_view_finalize (GObject *object)
{
  CasTableView *self = CAS_TABLE_VIEW (object);

  g_clear_pointer (&self->mats, g_ptr_array_unref);
  g_clear_pointer (&self->second_mats, g_ptr_array_unref);
  for (int side = 0; side < CAS_N_SIDES; side++)
    g_clear_pointer (&self->sides[side].cards_shown, g_free);
  G_OBJECT_CLASS (cas_table_view_parent_class)->finalize (object);
}

static void
cas_table_view_class_init (CasTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_table_view_dispose;
  object_class->finalize = cas_table_view_finalize;

  g_type_ensure (CAS_TYPE_CALENDAR_VIEW);
  g_type_ensure (CAS_TYPE_SEQUENCE_VIEW);
  g_type_ensure (CAS_TYPE_MARKERS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasTableView, calendar);
  gtk_widget_class_bind_template_child (widget_class, CasTableView, sequence);
  gtk_widget_class_bind_template_child (widget_class, CasTableView, sides_box);
  gtk_widget_class_bind_template_child (widget_class, CasTableView, markers);
  gtk_widget_class_set_css_name (widget_class, "table-view");

  /* table.do("forces hermann knights +1"): every edit on the page. */
  gtk_widget_class_install_action (widget_class, "table.do", "s", do_activated);
  gtk_widget_class_install_action (widget_class, "table.muster", "s", muster_activated);
  gtk_widget_class_install_action (widget_class, "table.disband", "s", disband_activated);
  gtk_widget_class_install_action (widget_class, "table.remove", "s", remove_activated);
  gtk_widget_class_install_action (widget_class, "table.show-mats", "i", show_mats_activated);
  gtk_widget_class_install_action (widget_class, "table.hide-mats", "i", show_mats_activated);
}

static void
cas_table_view_init (CasTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->mats = g_ptr_array_new ();
  self->second_mats = g_ptr_array_new ();
  self->deferred_side = -1;
  g_queue_init (&self->pending);
}
