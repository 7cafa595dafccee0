/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-rus-invader-edit.c (rus-app2, issue 18): the editor of a foreign invader's
 * pieces, opened from the Kingdoms page's "Foreign Invaders" group. Its Move form checks
 * the move with the action's own checks and shows the refusal in the form (an area where
 * a Kingdom's armies stand), its count no more than stand where they leave; a move from the card and
 * one between areas, a conquest and its release, a Kingdom's submission (the Vassal and
 * the controller's +1VP marker, two lines) and its removal, who runs them and the end of
 * the invasion turn are each recorded through the journal, and undo (the window's, with
 * the dialog open) takes them back [INVCARD p.6; INVASION p.16; CONQUER p.15; VASSAL p.15].
 * Hand-worked cases: the rulebook has no worked example of an invasion. Light and dark
 * screenshots of the dialog at its own size and of the page at 1280x800. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-window.h"
#include "rus/cas-rus-dialog.h"
#include "rus/cas-rus-pages.h"
#include "ui-test-util.h"

/* Player 2 leads Politics and activates the Viking Invasion; the card's 10 armies wait
 * beside the board and player 2 runs them (the Turn page's proposals). */
static const char *const actions[] = {
  "pick 1 harvest", "pick 2 politics", "pick 3 campaign", "reveal vikings", "activate vikings yes",
  "invader vikings waiting 10", "invader vikings controller 2", NULL,
};

static const CasRusState *
state (CasJournal *journal)
{
  return cas_rus_table_state (cas_journal_get_table (journal));
}

/* The first two areas in use with nobody's armies, and one with a Kingdom's. */
static void
pick_areas (const CasRusState *s, int *empty1, int *empty2, int *occupied)
{
  *empty1 = *empty2 = *occupied = -1;
  for (int a = 0; a < s->n_areas; a++)
    if (s->areas[a].owner >= 0 && s->areas[a].armies > 0)
      {
        if (*occupied < 0)
          *occupied = a;
      }
    else if (*empty1 < 0)
      *empty1 = a;
    else if (*empty2 < 0)
      *empty2 = a;
  g_assert_cmpint (*empty1, >=, 0);
  g_assert_cmpint (*empty2, >=, 0);
  g_assert_cmpint (*occupied, >=, 0);
}

/* Selects AREA in the dialog's menu NAME, whose items are the areas in use but SKIP. */
static void
select_area (GtkWidget *dialog, const char *name, int area, int skip)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, name)), (guint) (skip >= 0 && area > skip ? area - 1 : area));
  settle_pending (dialog);
}

static void
set_armies (GtkWidget *dialog, int n)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (need (dialog, "invader-move-armies")), n);
  settle_pending (dialog);
}

static void
undo (GtkWidget *window, GtkWidget *dialog)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  settle_pending (window);
  settle_pending (dialog);
}

static GtkWidget *
open_editor (GtkWidget *window)
{
  GtkWidget *page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  GtkWidget *dialog;

  g_assert_true (shows (need (page, "invaders-vikings-edit"), "10 armies on their card"));
  g_assert_true (shows (need (page, "invaders-teutons-edit"), "Not in play"));
  click (find_one (need (page, "invaders-vikings-edit"), GTK_TYPE_BUTTON));
  dialog = dialog_named ("rus-invader-dialog-vikings");
  settle_pending (dialog);
  return dialog;
}

static void
test_editor (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", actions);
  g_autofree char *map_path = cas_rus_map_default_path ();
  GtkWidget *window, *page, *dialog;
  int empty1, empty2, occupied, rus;
  guint n;

  g_unlink (map_path);   /* no map file: nothing flagged by adjacency */
  cas_rus_page_map_changed ();
  pick_areas (state (journal), &empty1, &empty2, &occupied);
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "kingdoms");
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  scroll_page_to (window, page, need (page, "invaders-vikings-edit"));
  screenshots (window, "rus-invader-edit-page");
  dialog = open_editor (window);

  /* who runs them: player 2, from the journal */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (need (dialog, "invader-controller"))), ==, 2);
  g_assert_true (gtk_widget_get_sensitive (need (dialog, "invader-end")));

  /* a move from the card into an area a Kingdom's armies stand in: the action refuses it,
   * the form says why and Move is insensitive; nothing is recorded */
  n = cas_journal_get_n_done (journal);
  select_area (dialog, "invader-move-to", occupied, -1);
  set_armies (dialog, 6);
  g_assert_true (shows (need (dialog, "invader-move-check"), "take them away first"));
  g_assert_true (gtk_widget_has_css_class (need (dialog, "invader-move-check"), "error"));
  g_assert_false (gtk_widget_get_sensitive (need (dialog, "invader-move")));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n);

  /* into an empty area: 6 armies leave the card, two lines of the journal */
  select_area (dialog, "invader-move-to", empty1, -1);
  g_assert_true (shows (need (dialog, "invader-move-check"), "Ready to move"));
  g_assert_true (gtk_widget_get_sensitive (need (dialog, "invader-move")));
  for (int dark = 0; dark < 2; dark++)
    {
      set_scheme (dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      settle_pending (dialog);
      save_screenshot (dialog, NULL, dark ? "rus-invader-edit-move-dark" : "rus-invader-edit-move-light");
    }
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  click_named (dialog, "invader-move");
  settle_pending (dialog);
  g_assert_cmpint (state (journal)->invaders[0].waiting, ==, 4);
  g_assert_cmpint (state (journal)->invaders[0].armies[empty1], ==, 6);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n + 2);
  g_assert_cmpstr (cas_journal_get_text (journal, n), ==, "invader vikings waiting -6");

  /* between areas: no more than stand there (6), 2 are moved */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "invader-move-from")), 1);   /* after the card */
  settle_pending (dialog);
  set_armies (dialog, 7);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (need (dialog, "invader-move-armies"))), ==, 6);
  set_armies (dialog, 2);
  select_area (dialog, "invader-move-to", empty2, empty1);
  g_assert_null (find_named (dialog, "invader-move-flag"));   /* the map knows nothing */
  /* the map says the two areas are not neighbours: flagged, never refused [INVASION p.16] */
  {
    g_autoptr(CasRusMap) map = cas_rus_map_new ();
    g_autofree char *to = cas_rus_area_id (empty2);
    g_autoptr(GError) error = NULL;
    const char *words[] = { "adjacent", to, "no" };
    g_assert_true (cas_rus_map_set_words (map, empty1, words, 3, &error));
    g_assert_true (cas_rus_map_save (map, map_path, NULL, &error));
    g_assert_no_error (error);
    cas_rus_page_map_changed ();
    cas_rus_dialog_queue_fill (cas_rus_dialog_of (need (dialog, "invader-move")));
    settle_pending (dialog);
    g_assert_true (shows (need (dialog, "invader-move-flag"), "are not neighbours on the map"));
    g_assert_true (gtk_widget_get_sensitive (need (dialog, "invader-move")));
  }
  click_named (dialog, "invader-move");
  settle_pending (dialog);
  g_assert_cmpint (state (journal)->invaders[0].armies[empty1], ==, 4);
  g_assert_cmpint (state (journal)->invaders[0].armies[empty2], ==, 2);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n + 3);
  /* the window's Undo, with the dialog open, takes the move back and the form shows it */
  undo (window, dialog);
  g_assert_cmpint (state (journal)->invaders[0].armies[empty1], ==, 6);
  g_assert_cmpint (state (journal)->invaders[0].armies[empty2], ==, 0);

  /* a conquest where they stand (the area offered first), then released */
  {
    g_autofree char *id = cas_rus_area_id (empty1);
    g_autofree char *held = g_strdup_printf ("invader-held-%s", id);
    g_autofree char *release = g_strdup_printf ("invader-release-%s", id);
    g_assert_nonnull (find_named (dialog, "invader-held-none"));
    click_named (dialog, "invader-conquer");
    settle_pending (dialog);
    g_assert_true (state (journal)->invaders[0].held[empty1]);
    g_assert_nonnull (find_named (dialog, held));
    g_assert_true (shows (need (dialog, held), "6 of their armies"));
    click_named (dialog, release);
    settle_pending (dialog);
    g_assert_false (state (journal)->invaders[0].held[empty1]);
    undo (window, dialog);
    g_assert_true (state (journal)->invaders[0].held[empty1]);
  }
  /* an area a Kingdom's armies stand in cannot be conquered before they are taken away */
  select_area (dialog, "invader-conquer-area", occupied, empty1);
  g_assert_false (gtk_widget_get_sensitive (need (dialog, "invader-conquer")));
  g_assert_true (shows (need (dialog, "invader-conquer-check"), "take them away first"));

  /* the Rus submit: their Vassal, and player 2 (who runs them) scores 1 VP, two lines */
  rus = CAS_RUS_RUS;
  n = cas_journal_get_n_done (journal);
  {
    guint index = 0;
    for (int k = 0; k < rus; k++)
      index += state (journal)->kingdoms[k].status != CAS_RUS_OUT_OF_PLAY;
    adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "invader-submit-kingdom")), index);
    settle_pending (dialog);
  }
  g_assert_true (shows (need (dialog, "invader-submit-kingdom"), "Player 2, who runs them, scores 1 VP for good"));
  click_named (dialog, "invader-submit");
  settle_pending (dialog);
  g_assert_true (state (journal)->invaders[0].vassals[rus]);
  g_assert_cmpint (state (journal)->players[1].submissions, ==, 1);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, n + 2);
  g_assert_cmpstr (cas_journal_get_text (journal, n), ==, "invader vikings vassal rus yes");
  g_assert_cmpstr (cas_journal_get_text (journal, n + 1), ==, "vp 2 submissions +1");
  g_assert_nonnull (find_named (dialog, "invader-vassal-rus"));
  for (int dark = 0; dark < 2; dark++)
    {
      set_scheme (dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      scroll_page_to (dialog, dialog, need (dialog, "invader-vassals-group"));
      save_screenshot (dialog, NULL, dark ? "rus-invader-edit-vassals-dark" : "rus-invader-edit-vassals-light");
    }
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  /* removed: the +1VP marker stays for good [VASSAL p.15] */
  click_named (dialog, "invader-unvassal-rus");
  settle_pending (dialog);
  g_assert_false (state (journal)->invaders[0].vassals[rus]);
  g_assert_cmpint (state (journal)->players[1].submissions, ==, 1);
  undo (window, dialog);
  g_assert_true (state (journal)->invaders[0].vassals[rus]);

  /* the end of the invasion turn: allied to nobody, End Turn insensitive; undo */
  click_named (dialog, "invader-end");
  settle_pending (dialog);
  g_assert_cmpint (state (journal)->invaders[0].controller, ==, -1);
  g_assert_false (gtk_widget_get_sensitive (need (dialog, "invader-end")));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (need (dialog, "invader-controller"))), ==, 0);
  undo (window, dialog);
  g_assert_cmpint (state (journal)->invaders[0].controller, ==, 1);
  /* who runs them, from the menu */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (dialog, "invader-controller")), 3);
  settle_pending (dialog);
  g_assert_cmpint (state (journal)->invaders[0].controller, ==, 2);

  gtk_window_destroy (GTK_WINDOW (dialog));
  settle_pending (window);
  /* the page's summary follows the journal */
  g_assert_true (shows (need (page, "invaders-vikings-edit"), "1 area conquered"));
  g_assert_true (shows (need (page, "invaders-vikings-edit"), "run by player 3"));
  destroy_window (window);
  g_unlink (map_path);
  cas_rus_page_map_changed ();
}

int
main (int argc, char *argv[])
{
  if (ui_test_init (&argc, &argv, "/ui/rus-invader-edit/no-display"))
    g_test_add_func ("/ui/rus-invader-edit/editor", test_editor);
  return g_test_run ();
}
