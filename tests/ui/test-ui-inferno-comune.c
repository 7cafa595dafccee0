/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-comune.c: the Comune mats on the Table page (comune, issue 17; 1.5.1,
 * 1.5.2, 3.5.3): Firenze's Comune in play shows its own mat right after his, with its
 * Forces and Assets; a + click records `comune firenze forces cavalieri +1`; set aside,
 * the mat goes. Light and dark screenshots at 1280x800. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-table-view.h"
#include "ui-test-util.h"

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

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-comune/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-comune/mat", test_comune_mat);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
