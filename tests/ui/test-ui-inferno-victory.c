/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-victory.c: Inferno's Victory track and Bypass markers on the Table page
 * (victory, issue 17): once a side exceeds 17 VP the Calendar shows one Victory marker, the
 * side ahead's, at the net score (2.2.5); the markers view shows a Locale's Bypass markers
 * in the Bypassing side's colour (4.3.5). Light and dark screenshots at 1280x800. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calendar-view.h"
#include "cas-markers-view.h"
#include "ui-test-util.h"

/* The Victory markers on the track in box BOX of the Calendar (not the header's). */
static guint
victory_markers_in (GtkWidget *calendar, int box)
{
  GtkEventController *drop = GTK_EVENT_CONTROLLER (cas_calendar_view_get_drop_target (CAS_CALENDAR_VIEW (calendar), box));
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  guint n = 0;
  find_all (gtk_event_controller_get_widget (drop), GTK_TYPE_MENU_BUTTON, all);
  for (guint i = 0; i < all->len; i++)
    n += gtk_widget_has_css_class (all->pdata[i], "victory");
  return n;
}

static guint
victory_markers (GtkWidget *calendar)
{
  guint n = 0;
  for (int box = 0; box <= 17; box++)
    n += victory_markers_in (calendar, box);
  return n;
}

/* Scenario A with 18 Guelph against 16 Ghibelline VP (the rulebook's example of 2.2.5):
 * one purple marker in box 2, none elsewhere; 17 against 16: each at its total, box 17
 * (off the track right) and box 16. Montepulciano Bypassed by the Ghibellines: a chip. */
static void
test_track_and_bypass (void)
{
  static const char *const actions[] = { "vp guelph 14", "vp ghibelline 12", "marker montepulciano bypass ghibelline",
                                         NULL };
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", actions);
  GtkWidget *window, *calendar, *markers;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  calendar = find_one (window, CAS_TYPE_CALENDAR_VIEW);
  g_assert_cmpuint (victory_markers_in (calendar, 2), ==, 1);
  g_assert_cmpuint (victory_markers (calendar), ==, 1);
  markers = find_one (window, CAS_TYPE_MARKERS_VIEW);
  g_assert_true (has_label (markers, "Bypassed"));
  screenshots (window, "inferno-victory-net-bypass");

  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do (journal, "vp guelph 13", &error));
  g_assert_no_error (error);
  ITERATE_UNTIL (victory_markers (calendar) == 2);
  g_assert_cmpuint (victory_markers_in (calendar, 17), ==, 1);
  g_assert_cmpuint (victory_markers_in (calendar, 16), ==, 1);
  g_assert_true (cas_journal_do (journal, "marker montepulciano bypass none", &error));
  ITERATE_UNTIL (!has_label (markers, "Bypassed"));
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-victory/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-victory/track-and-bypass", test_track_and_bypass);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
