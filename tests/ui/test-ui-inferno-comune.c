/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-comune.c: the Comune mats on the Table page (comune, issue 17; 1.5.1,
 * 1.5.2, 3.5.3): Firenze's Comune in play shows its own mat right after his, with its
 * Forces and Assets; a + click records `comune firenze forces cavalieri +1`; set aside,
 * the mat goes. Light and dark screenshots at 1280x800.
 * app (issue 17): the Commander's mat sets his Comune out or aside with a switch that
 * records `comune COMMANDER in|out` (undo, the log and the toast's Undo serve it); another
 * Lord's mat has no such switch.
 * inferno-app (issue 17): the This Lord cards on a Comune's mat show there (I152). */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-lord-mat.h"
#include "cas-plan-view.h"
#include "cas-table-view.h"
#include "ui-test-util.h"
#include "inferno-cells.h"

static int
comune_cavalieri (CasJournal *journal)
{
  const CasTable *t = cas_journal_get_table (journal);
  int comune = cas_game_get_lord (t->game, cas_game_find_lord (t->game, "firenze"))->comune;
  return CAS_COMUNE (t, comune, CAS_M_FORCES + cas_game_find_unit (t->game, "cavalieri"));
}

static void
test_comune_mat (void)
{
  static const char *const actions[] = { "comune firenze in", "comune firenze forces cavalieri 8",
                                         "comune firenze forces armigeri 5", "comune firenze forces villici 7",
                                         "comune firenze assets coin 2", "comune firenze assets cart 4",
                                         "comune siena in", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", actions);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *mat;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  mat = need (window, "comune-mat-firenze");
  g_assert_true (gtk_widget_get_mapped (mat));
  g_assert_true (has_label (mat, "Firenze Comune"));
  g_assert_true (has_label (mat, "Stacked under Firenze Podestà"));
  g_assert_true (has_label (mat, "8"));
  /* Its mat follows his in the Guelphs' row. */
  GtkWidget *child = gtk_widget_get_parent (mat);
  g_assert_cmpint (gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (child)), ==, 1);
  /* Siena's Comune has no Forces yet: the mat says a Comune without Forces is removed. */
  GtkWidget *siena = need (window, "comune-mat-siena");
  g_assert_true (has_label_containing (siena, "a Comune without Forces is removed"));
  g_assert_false (has_label_containing (mat, "a Comune without Forces is removed"));
  /* Five mats: the sides' rows one above the other (not beside), the Comune mats counted. */
  scroll_page_to (window, find_one (window, CAS_TYPE_TABLE_VIEW), mat);
  screenshots (window, "inferno-comune-mat");

  click_named (mat, "comune-forces-cavalieri-plus");
  ITERATE_UNTIL (comune_cavalieri (journal) == 9);
  ITERATE_UNTIL (has_label (mat, "9"));

  g_assert_true (cas_journal_do (journal, "comune firenze out", &error));
  g_assert_no_error (error);
  ITERATE_UNTIL (find_named (window, "comune-mat-firenze") == NULL);
  destroy_window (window);
}


/* The card's mat (0 his own, 1 his Comune's) and its Lord, or -1 off any mat. */
static int
card_mat (CasJournal *journal, const char *card)
{
  const CasTable *t = cas_journal_get_table (journal);
  int c = cas_game_find_card (t->game, card);
  if (CAS_CARD (t, c, CAS_K_STATE) != CAS_CARD_LORD)
    return -1;
  return CAS_CARD (t, c, CAS_K_MAT);
}

/* inferno-app (issue 17): a This Lord card on a Comune's mat (`capability f16
 * firenze_comune`, 3.4.4, I152) shows on the Comune's mat, not on the Commander's; the
 * card's Record menu on Plan & Cards moves it to his own mat and back. */
static void
test_comune_cards (void)
{
  static const char *const actions[] = { "comune firenze in", "comune firenze forces militia 4",
                                         "capability f16 firenze_comune", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", actions);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window, *mat, *commander, *plan;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  mat = need (window, "comune-mat-firenze");
  commander = lord_mat (window, game, "firenze");
  g_assert_true (gtk_widget_get_mapped (need (mat, "comune-cards")));
  g_assert_true (has_label (mat, "Arcieri"));
  g_assert_false (has_label (commander, "Arcieri"));
  scroll_page_to (window, find_one (window, CAS_TYPE_TABLE_VIEW), mat);
  screenshots (window, "inferno-comune-cards");

  /* Plan & Cards: to his own mat, then back to the Comune's. */
  show_page (window, "plan");
  plan = find_one (window, CAS_TYPE_PLAN_VIEW);
  g_assert_false (record_menu_offers (plan, "f16", "capability f16 firenze_comune"));
  record_through_menu (plan, "f16", "capability f16 firenze");
  ITERATE_UNTIL (card_mat (journal, "f16") == 0);
  show_page (window, "table");
  ITERATE_UNTIL (has_label (lord_mat (window, game, "firenze"), "Arcieri"));
  g_assert_false (gtk_widget_get_visible (need (need (window, "comune-mat-firenze"), "comune-cards")));
  show_page (window, "plan");
  ITERATE_UNTIL (record_menu_offers (plan, "f16", "capability f16 firenze_comune"));
  g_assert_false (record_menu_offers (plan, "f16", "capability f16 firenze"));
  record_through_menu (plan, "f16", "capability f16 firenze_comune");
  ITERATE_UNTIL (card_mat (journal, "f16") == 1);
  show_page (window, "table");
  ITERATE_UNTIL (has_label (need (window, "comune-mat-firenze"), "Arcieri"));
  g_assert_false (has_label (lord_mat (window, game, "firenze"), "Arcieri"));
  destroy_window (window);
}


static GtkWidget *
undo_button (GtkWidget *window)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  find_all (window, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_mapped (buttons->pdata[i]) &&
        g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), "_Undo") == 0)
      return buttons->pdata[i];
  return NULL;
}

static gboolean
in_play (CasJournal *journal, const char *id)
{
  const CasTable *t = cas_journal_get_table (journal);
  return inferno_comune_in_play (t, cas_game_find_lord (t->game, id));
}

/* app (issue 17; 1.5.1, 3.5.3): the Commander's mat sets his Comune out and aside. */
static void
test_comune_switch (void)
{
  static const char *const actions[] = { "comune siena in", NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", actions);
  CasGame *game = cas_journal_get_game (journal);
  GtkWidget *window, *mat, *toggle, *undo;
  guint done;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  mat = lord_mat (window, game, "firenze");
  toggle = cas_lord_mat_find (CAS_LORD_MAT (mat), "comune-switch");
  g_assert_nonnull (toggle);
  g_assert_true (gtk_widget_get_mapped (toggle));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  g_assert_true (has_label (mat, "Firenze Comune"));
  g_assert_true (has_label_containing (mat, "Call to Arms sets it out"));
  /* A Lord who is no Commander has no Comune. */
  {
    GtkWidget *other = cas_lord_mat_find (CAS_LORD_MAT (lord_mat (window, game, "arezzo")), "comune-switch");
    g_assert_true (other == NULL || !gtk_widget_is_visible (other));
  }
  /* Siena's Comune is in play: his switch is on. */
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (cas_lord_mat_find (CAS_LORD_MAT (lord_mat (window, game, "siena")),
                                                                       "comune-switch"))));

  /* Set out: the action, its log line, its mat after his. */
  done = cas_journal_get_n_done (journal);
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  ITERATE_UNTIL (in_play (journal, "firenze"));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, done + 1);
  g_assert_cmpstr (cas_journal_get_text (journal, done), ==, "comune firenze in");
  ITERATE_UNTIL (find_named (window, "comune-mat-firenze") != NULL);
  ITERATE_UNTIL (has_label_containing (mat, "its mat follows his"));
  /* Three mats in a row at 1280 px: his title wraps rather than being cut. */
  {
    GtkWidget *title = find_label (mat, cas_game_get_lord (game, cas_game_find_lord (game, "firenze"))->title, FALSE);
    g_assert_nonnull (title);
    wait_drawn (window);
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (title))));
  }
  /* The Comune section at the top of the view, the Comune mat beside his. */
  scroll_page_to (window, find_one (window, CAS_TYPE_TABLE_VIEW), gtk_widget_get_parent (gtk_widget_get_parent (toggle)));
  screenshots (window, "inferno-comune-switch");

  /* Set aside: the toast says so, and its Undo sets it out again. */
  g_assert_true (cas_journal_do (journal, "comune firenze forces cavalieri 3", NULL));
  gtk_switch_set_active (GTK_SWITCH (toggle), FALSE);
  ITERATE_UNTIL (!in_play (journal, "firenze"));
  g_assert_cmpstr (cas_journal_get_text (journal, done + 2), ==, "comune firenze out");
  ITERATE_UNTIL (find_named (window, "comune-mat-firenze") == NULL);
  ITERATE_UNTIL (has_label (window, "Firenze Comune is set aside"));
  ITERATE_UNTIL ((undo = undo_button (window)) != NULL);
  click (undo);
  ITERATE_UNTIL (in_play (journal, "firenze"));
  ITERATE_UNTIL (gtk_switch_get_active (GTK_SWITCH (toggle)));
  g_assert_cmpint (comune_cavalieri (journal), ==, 3);
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-comune/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-comune/mat", test_comune_mat);
  g_test_add_func ("/ui/inferno-comune/switch", test_comune_switch); /* app */
  g_test_add_func ("/ui/inferno-comune/cards", test_comune_cards); /* inferno-app */
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
