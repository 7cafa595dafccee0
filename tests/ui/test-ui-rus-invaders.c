/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-rus-invaders.c (issue 18, rus-invaders): the Turn page of a Rus game shows an
 * invasion activated this turn with the calculator's lines, and its button records the
 * proposals through the journal (undo takes them back) [INVCARD p.6; INVASION p.16]; the
 * invaders' pieces recorded show there too. Light and dark screenshots at 1280x800. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-window.h"
#include "rus/cas-rus-pages.h"
#include "ui-test-util.h"

/* Player 2 leads Politics and activates the Viking Invasion. */
static const char *const actions[] = {
  "pick 1 harvest", "pick 2 politics", "pick 3 campaign", "reveal vikings", "activate vikings yes", NULL,
};

static const CasRusState *
state (CasJournal *journal)
{
  return cas_rus_table_state (cas_journal_get_table (journal));
}

static void
test_invasion (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", actions);
  GtkWidget *window, *page, *button;
  guint done;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "turn");
  page = cas_window_get_page (CAS_WINDOW (window), "turn");
  g_assert_true (CAS_IS_RUS_TURN_PAGE (page));
  g_assert_true (shows (page, "Viking Invasion"));
  g_assert_true (shows (page, "Place their 10 armies on their card beside the board"));
  g_assert_true (shows (page, "invader vikings waiting 10"));
  button = need (page, "rus-invasion-vikings");
  scroll_page_to (window, page, button);
  screenshots (window, "rus-invasion");

  done = cas_journal_get_n_done (journal);
  click_named (page, "rus-invasion-vikings");
  g_assert_cmpint (state (journal)->invaders[0].waiting, ==, 10);
  g_assert_cmpint (state (journal)->invaders[0].controller, ==, 1);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, done + 2);
  settle_pending (window);
  g_assert_true (shows (page, "10 armies wait on their card beside the board"));
  g_assert_false (gtk_widget_get_sensitive (need (page, "rus-invasion-vikings")));   /* nothing more */
  scroll_page_to (window, page, need (page, "rus-invasion-vikings"));
  screenshots (window, "rus-invasion-placed");

  /* pieces on the map, shown in the same group */
  g_assert_true (cas_journal_do (journal, "invader vikings waiting 0", NULL));
  g_assert_true (cas_journal_do (journal, "invader vikings armies moscow 6", NULL));
  g_assert_true (cas_journal_do (journal, "invader vikings holds moscow yes", NULL));
  settle_pending (window);
  g_assert_true (shows (page, "Moscow: 6 of their armies, conquered by them"));
  g_assert_true (cas_journal_undo (journal));
  settle_pending (window);
  g_assert_true (shows (page, "not conquered yet"));
  g_assert_true (cas_journal_do (journal, "invader vikings holds moscow yes", NULL));
  g_assert_true (cas_journal_do (journal, "invader vikings vassal rus yes", NULL));

  /* the Kingdoms page lists their armies beside the Kingdoms', − and + record them */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-page", g_variant_new_string ("kingdoms"));
  settle_pending (window);
  page = cas_window_get_page (CAS_WINDOW (window), "kingdoms");
  g_assert_true (shows (page, "Foreign Invaders"));
  g_assert_true (shows (page, "Rus is their Vassal"));
  scroll_page_to (window, page, need (page, "invaders-vikings-moscow"));
  screenshots (window, "rus-invaders-kingdoms");
  done = cas_journal_get_n_done (journal);
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    GtkWidget *plus = NULL;
    find_all (need (page, "invaders-vikings-moscow"), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len && plus == NULL; i++)
      if (g_strcmp0 (g_object_get_data (buttons->pdata[i], "cas-rus-action"), "invader vikings armies moscow +1") == 0)
        plus = buttons->pdata[i];
    g_assert_nonnull (plus);
    click (plus);
  }
  g_assert_cmpint (state (journal)->invaders[0].armies[cas_rus_area_from_id ("moscow")], ==, 7);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, done + 1);
  destroy_window (window);
}

/* The map file of these tests: Kola - Estonia - Novgorod, with the Viking entry symbol
 * in Kola when ENTRY. */
static void
kola_estonia_novgorod_map (const char *path, gboolean entry)
{
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  int kola = cas_rus_area_from_id ("kola"), estonia = cas_rus_area_from_id ("estonia");

  g_mkdir_with_parents (dir, 0755);
  if (entry)
    map->areas[kola].entry[0] = CAS_RUS_YES;
  cas_rus_map_set_adjacent (map, kola, estonia, CAS_RUS_YES);
  cas_rus_map_set_adjacent (map, estonia, cas_rus_area_from_id ("novgorod"), CAS_RUS_YES);
  g_assert_true (cas_rus_map_save (map, path, NULL, &error));
  g_assert_no_error (error);
}

/* rus-invbattle: the table's entries in the invasion's group: the entry area written to
 * the map file (no CLI syntax in the lines), the controller's route one area at a time
 * and the card's objective; the button records the route's results. Kola (entry, Slavs
 * 2) - Estonia (Slavs 2) - Novgorod (Slavs 1), all Arable; 10 Vikings on the card. */
static const char *const route_actions[] = {
  "pick 1 harvest", "pick 2 politics", "pick 3 campaign", "reveal vikings", "activate vikings yes",
  "terrain kola arable", "terrain estonia arable", "terrain novgorod arable", "armies novgorod slavs 1",
  "invader vikings waiting 10", "invader vikings controller 2", NULL,
};

static void
test_route (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", route_actions);
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page;
  int kola = cas_rus_area_from_id ("kola"), estonia = cas_rus_area_from_id ("estonia");
  int novgorod = cas_rus_area_from_id ("novgorod");

  kola_estonia_novgorod_map (path, FALSE);
  cas_rus_page_map_changed ();
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "turn");
  page = cas_window_get_page (CAS_WINDOW (window), "turn");
  g_assert_true (shows (page, "mark their entry symbol there on the map"));
  g_assert_false (has_label_containing (page, "map set"));
  g_assert_false (has_label_containing (page, "--objective"));

  /* the entry area, a map fact: written to the map file */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-invasion-entry-vikings")), (guint) kola + 1);
  settle_pending (window);
  {
    g_autoptr(CasRusMap) map = cas_rus_map_load (path, &error);
    g_assert_no_error (error);
    g_assert_cmpint (map->areas[kola].entry[0], ==, CAS_RUS_YES);
  }
  g_assert_true (shows (page, "They appear in Kola, the area with their entry symbol, and fight whoever holds it"));
  g_assert_true (shows (page, "Where the campaign goes on from the entry is the controller's choice: Estonia"));

  /* the route: Estonia, then Novgorod, each battle computed */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-invasion-route-vikings")), 1);
  settle_pending (window);
  g_assert_true (shows (page, "Step 1, Estonia: 7 armies of theirs attack it"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-invasion-route-vikings")), 1);
  settle_pending (window);
  g_assert_true (shows (page, "Step 2, Novgorod: 4 armies of theirs attack it"));

  /* the card's objective, Novgorod, taken on the route: its VP proposed */
  adw_combo_row_set_selected (ADW_COMBO_ROW (need (page, "rus-invasion-objective-vikings")), (guint) novgorod + 1);
  settle_pending (window);
  g_assert_true (shows (page, "The route takes the objective: it is achieved"));
  g_assert_true (shows (page, "vp 2 objectives +1"));
  scroll_page_to (window, page, need (page, "rus-invasion-vikings"));
  screenshots (window, "rus-invasion-route");

  /* rus-inv3: the objective achieved: its own row and button score the controller's VP
   * alone, through the journal (undo takes it back) [INVASION p.16; VP p.17] */
  g_assert_true (shows (page, "Player 2 scores 1 VP for good, as the invaders' controller"));
  scroll_page_to (window, page, need (page, "rus-invasion-objective-achieved-vikings"));
  screenshots (window, "rus-invasion-objective");
  click_named (page, "rus-invasion-objective-score-vikings");
  g_assert_cmpint (state (journal)->players[1].objective_vp, ==, 1);
  g_assert_cmpint (state (journal)->invaders[0].armies[novgorod], ==, 0);
  g_assert_true (cas_journal_undo (journal));
  g_assert_cmpint (state (journal)->players[1].objective_vp, ==, 0);
  settle_pending (window);

  click_named (page, "rus-invasion-vikings");
  g_assert_cmpint (state (journal)->invaders[0].armies[estonia], ==, 1);
  g_assert_cmpint (state (journal)->invaders[0].armies[novgorod], ==, 3);
  g_assert_true (state (journal)->invaders[0].held[novgorod]);
  g_assert_cmpint (state (journal)->players[1].objective_vp, ==, 1);

  /* cleared: the choice again */
  settle_pending (window);
  click_named (page, "rus-invasion-route-clear-vikings");
  settle_pending (window);
  g_assert_true (shows (page, "The controller's choice: one area at a time from the entry"));
  destroy_window (window);
  g_unlink (path);
  cas_rus_page_map_changed ();
}

/* rus-inv3: the Route's first area from a Vassal's borders [INVASION p.16]: Estonia the
 * Khazars', their Vassal, bordering Kola (the entry); Novgorod borders Estonia only, and
 * the Route offers it; chosen, Novgorod is attacked from the Vassal's borders. */
static const char *const vassal_actions[] = {
  "pick 1 harvest", "pick 2 politics", "pick 3 campaign", "reveal vikings", "activate vikings yes",
  "terrain kola arable", "terrain estonia arable", "terrain novgorod arable", "armies novgorod slavs 1",
  "armies estonia slavs 0", "owner estonia khazars", "armies estonia khazars 2",
  "invader vikings waiting 10", "invader vikings controller 2", "invader vikings vassal khazars yes", NULL,
};

static void
test_vassal_start (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("rus", "standard-3", vassal_actions);
  g_autofree char *path = cas_rus_map_default_path ();
  GtkWidget *window, *page, *route;
  GListModel *model;

  kola_estonia_novgorod_map (path, TRUE);
  cas_rus_page_map_changed ();
  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "turn");
  page = cas_window_get_page (CAS_WINDOW (window), "turn");
  route = need (page, "rus-invasion-route-vikings");
  model = adw_combo_row_get_model (ADW_COMBO_ROW (route));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 3);   /* the prompt, Estonia, Novgorod */
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 1), ==, "Novgorod");   /* by area number */
  adw_combo_row_set_selected (ADW_COMBO_ROW (route), 1);
  settle_pending (window);
  g_assert_true (shows (page, "the campaign may start from the Vassal's borders"));
  g_assert_true (shows (page, "Step 1, Novgorod"));
  destroy_window (window);
  g_unlink (path);
  cas_rus_page_map_changed ();
}

int
main (int argc, char *argv[])
{
  if (ui_test_init (&argc, &argv, "/ui/rus-invaders/no-display"))
    {
      /* A run stopped halfway leaves its map file behind: each run starts without one. */
      g_autofree char *map = cas_rus_map_default_path ();
      g_unlink (map);
      g_test_add_func ("/ui/rus-invaders/invasion", test_invasion);
      g_test_add_func ("/ui/rus-invaders/route", test_route);
      g_test_add_func ("/ui/rus-invaders/vassal-start", test_vassal_start);
    }
  return g_test_run ();
}
