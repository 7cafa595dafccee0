/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui-test-util.h: the window harness the UI test programs share. */
#pragma once

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"

G_BEGIN_DECLS

/* The size of the main window on the virtual display. */
#define WIDTH 1280
#define HEIGHT 800

/* The application the windows belong to (app_start ()). */
extern CasApplication *app;

/* How long ITERATE_UNTIL waits before it gives up, in seconds: 10 unless a test sets it. */
extern guint iterate_seconds;

/* A timeout callback that only wakes the main loop up. */
gboolean wake_cb (gpointer data);

/* Runs the main loop until COND holds, at most iterate_seconds. */
#define ITERATE_UNTIL(cond)                                                            \
  G_STMT_START                                                                         \
  {                                                                                    \
    gint64 end_ = g_get_monotonic_time () + iterate_seconds * G_USEC_PER_SEC;          \
    guint wake_ = g_timeout_add (10, wake_cb, NULL);                                   \
    while (!(cond))                                                                    \
      {                                                                                \
        if (g_get_monotonic_time () > end_)                                            \
          g_error ("timed out waiting for %s", #cond);                                 \
        g_main_context_iteration (NULL, TRUE);                                         \
      }                                                                                \
    g_source_remove (wake_);                                                           \
  }                                                                                    \
  G_STMT_END

/* Starting up */

/* The application, registered without a D-Bus name (none under a bare virtual display):
 * one process, one instance. */
void app_start (void);
/* Without a compositor (Xvfb) GTK gives a client-side decorated window a solid frame with
 * resize borders inside its default size, and the 1280 px wide virtual screen leaves no
 * room to grow. Dropping the frame gives the window's content the 1280x800 it has on a
 * desktop, where the frame is a shadow outside it. */
void drop_solid_frame (void);
/* g_test_init (), then the display: without one, only NO_DISPLAY_PATH is added (a skip)
 * and FALSE returned; with one, app_start () and drop_solid_frame (). */
gboolean ui_test_init (int *argc, char ***argv, const char *no_display_path);
/* The test of a run without a display: skipped. */
void test_no_display (void);

/* Waiting */

/* Until WINDOW is mapped and two frames are painted, so restyles have landed. */
void wait_drawn (GtkWidget *window);
/* The pending idles (the pages' and dialogs' refreshes) run, then WINDOW drawn. */
void settle_pending (GtkWidget *window);
/* Destroys WINDOW and waits until it is off the screen. */
void destroy_window (GtkWidget *window);

/* Finding widgets */

/* Every widget of TYPE under WIDGET (itself included), into OUT. */
void find_all (GtkWidget *widget, GType type, GPtrArray *out);
/* The one widget of TYPE under ROOT (there must be exactly one). */
GtkWidget *find_one (GtkWidget *root, GType type);
/* How many widgets of TYPE under ROOT are mapped. */
guint count_mapped (GtkWidget *root, GType type);
/* The first widget named NAME (gtk_widget_set_name) under ROOT, or NULL. */
GtkWidget *find_named (GtkWidget *root, const char *name);
/* The widget named NAME under ROOT, which must exist. */
GtkWidget *need (GtkWidget *root, const char *name);
/* A mapped button whose label (or child label) reads TEXT, or NULL. */
GtkWidget *find_button (GtkWidget *root, const char *text);

/* How find_label_full () matches a label's text. */
typedef enum {
  LABEL_EXACT = 0,
  LABEL_PREFIX = 1 << 0,   /* the text starts with the one asked for */
  LABEL_CONTAINS = 1 << 1, /* the text contains it */
  LABEL_SOURCE = 1 << 2,   /* the label as written (gtk_label_get_label: markup and
                            * mnemonics), not as shown (gtk_label_get_text) */
} LabelMatch;

/* A mapped label under ROOT whose text matches TEXT as HOW says, or NULL. */
GtkWidget *find_label_full (GtkWidget *root, const char *text, LabelMatch how);
/* A mapped label showing exactly TEXT (or starting with it), or NULL. */
GtkWidget *find_label (GtkWidget *root, const char *text, gboolean prefix);
/* Whether a mapped label under ROOT shows exactly TEXT. */
gboolean has_label (GtkWidget *root, const char *text);
/* Whether a mapped label under ROOT shows a text containing TEXT. */
gboolean has_label_containing (GtkWidget *root, const char *text);
/* Whether a mapped label under ROOT is written exactly TEXT (gtk_label_get_label). */
gboolean has_label_source (GtkWidget *root, const char *text);
/* Whether a label on screen under ROOT, as written, contains TEXT. */
gboolean shows (GtkWidget *root, const char *text);

/* The toplevel window of TYPE that is shown, or NULL. */
GtkWidget *find_toplevel (GType type);
/* The message dialog that is shown, or NULL. */
AdwMessageDialog *find_message_dialog (void);
/* Destroys every message dialog, shown or not. */
void close_message_dialogs (void);

/* Clicking */

/* A click: the button's "clicked" signal, at once (gtk_widget_activate waits for the
 * pressed look to time out first). The button must be there and sensitive. */
void click (GtkWidget *button);
/* A click on the button named NAME under ROOT. */
void click_named (GtkWidget *root, const char *name);

/* Screenshots: NAME.png in $CASTELLAN_SCREENSHOT_DIR, nothing when it is unset. */

/* The size screenshot () and screenshot_with () expect of a main window: WIDTH x HEIGHT
 * unless a test sets another. */
extern int screenshot_width, screenshot_height;

/* NATIVE (a window, dialog or popover: a surface of its own) as drawn now at its own
 * size, and POPOVER (or NULL), a surface of its own too, painted over it where it shows. */
void save_screenshot (GtkWidget *native, GtkWidget *popover, const char *name);
/* A main window, which must have the expected size. */
void screenshot (GtkWidget *window, const char *name);
/* A main window, which must have the expected size, and POPOVER over it. */
void screenshot_with (GtkWidget *window, GtkWidget *popover, const char *name);

/* Forces the light or the dark style. */
void set_scheme (AdwColorScheme scheme);
/* NAME-light and NAME-dark of a main window (screenshot ()), each once drawn; then the
 * light style again. */
void screenshots (GtkWidget *window, const char *name);
/* The same with POPOVER over the window (screenshot_with ()). */
void screenshots_with (GtkWidget *window, GtkWidget *popover, const char *name);
/* The same of a window or dialog at its own size (save_screenshot ()). */
void native_screenshots (GtkWidget *native, const char *name);

/* Games */

/* A new game of Nevsky's SCENARIO, then ACTIONS (NULL-terminated, or NULL), which must
 * apply. */
CasJournal *new_game (const char *scenario, const char *const *actions);
/* The same for the registered game GAME_ID (any family) and its set-up SCENARIO. */
CasJournal *new_game_of (const char *game_id, const char *scenario, const char *const *actions);
/* A window of the application on JOURNAL (the window takes its own reference), presented,
 * on PAGE (win.show-page) unless NULL, and drawn. */
GtkWidget *game_window (CasJournal *journal, const char *page);
/* Destroys every shown toplevel window but KEEP. */
void close_other_windows (GtkWidget *keep);
/* WINDOW on its page PAGE (win.show-page), drawn; the page must then be the one shown. */
void show_page (GtkWidget *window, const char *page);
/* A file of ../shared/seeds next to the source tree (or $CASTELLAN_SOURCE_DIR). */
char *fixture_path (const char *name);

/* rusmap: the Preferences of WINDOW's application (app.preferences), transient for
 * WINDOW, drawn, with its rulebook listing done. */
GtkWidget *open_preferences_of (GtkWidget *window);
/* rusmap: the first scrolled window of PAGE scrolled so that WIDGET is at its top (as far
 * as the page goes), drawn. */
void scroll_page_to (GtkWidget *window, GtkWidget *page, GtkWidget *widget);
/* The shown window named NAME (a Rus dialog), waited for. */
GtkWidget *dialog_named (const char *name);

/* inferno-app: the window's calculator asked SPEC (win.calculate), drawn (shared by the
 * Inferno calculator tests). */
GtkWidget *open_calculator (GtkWidget *window, const char *spec);

/* Plan & Cards (moved here from test-ui-plan.c for inferno-app): activates the menu item
 * of a card's Record button (named "record-CARD" under ROOT) whose action is TEXT, as the
 * popover menu would. */
void record_through_menu (GtkWidget *root, const char *card, const char *text);
/* Whether that menu offers TEXT. */
gboolean record_menu_offers (GtkWidget *root, const char *card, const char *text);

/* turncoat (moved here from the Inferno Comune and Levy tests): the Table's Lord mat of the
 * Lord ID of GAME under WINDOW, which must be there. */
GtkWidget *lord_mat (GtkWidget *window, CasGame *game, const char *id);

G_END_DECLS
