/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-page.h: what the Rus pages share (issue 18). A CasRusPage is a CasPage that
 * shows one AdwPreferencesPage (the look of the Preferences and of the Nevsky pages'
 * lists) and fills it again, on an idle turn, whenever the journal changes. Every change
 * it proposes is a Rus action text recorded through the journal (cas_rus_page_do), so
 * undo, the Log and the save file see it. */
#pragma once

#include <adwaita.h>

#include "castellan.h"
#include "cas-page.h"
#include "cas-rus-game.h"
#include "cas-rus.h"
#include "cas-rus-map.h"

G_BEGIN_DECLS

#define CAS_TYPE_RUS_PAGE (cas_rus_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (CasRusPage, cas_rus_page, CAS, RUS_PAGE, GtkWidget)

struct _CasRusPageClass
{
  GtkWidgetClass parent_class;

  /* Fills the page for the state S (never NULL): groups added with cas_rus_page_add ()
   * are removed before the next refresh. */
  void (*refresh) (CasRusPage *self, const CasRusState *s);
};

void cas_rus_page_set_journal (CasRusPage *self, CasJournal *journal);
CasJournal *cas_rus_page_get_journal (CasRusPage *self);
/* The state shown, or NULL without a game. */
const CasRusState *cas_rus_page_get_state (CasRusPage *self);
AdwPreferencesPage *cas_rus_page_get_prefs (CasRusPage *self);
/* Adds GROUP to the page until the next refresh. */
void cas_rus_page_add (CasRusPage *self, AdwPreferencesGroup *group);
/* Fills the page again now (forms call it when an input changes). */
void cas_rus_page_refresh (CasRusPage *self);
/* Fills the page again on an idle turn. */
void cas_rus_page_refresh_later (CasRusPage *self);
/* TRUE while the page fills itself: widgets set then must not record actions. */
gboolean cas_rus_page_is_filling (CasRusPage *self);
/* Records one Rus action text; a refusal becomes a toast saying why. */
gboolean cas_rus_page_do (CasRusPage *self, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Records TEXT (a Rus action, or several separated by newlines, each its own line of the
 * journal) for WIDGET: through its dialog when it is in one (cas-rus-dialog.h), else
 * through the page. A refusal is a toast, and the table is shown again. */
gboolean cas_rus_page_record (CasRusPage *self, GtkWidget *widget, const char *text);

/* Widgets the pages share. */

AdwPreferencesGroup *cas_rus_group_new (const char *title, const char *description);
/* A row of plain text (no markup), its subtitle or NULL. */
GtkWidget *cas_rus_row_new (const char *title, const char *subtitle);
/* A row for each line of EX, its rule headings as links to the Rules page. */
void cas_rus_explain_rows (AdwPreferencesGroup *group, const CasExplain *ex);
void cas_rus_explain_expander_rows (AdwExpanderRow *expander, const CasExplain *ex);
/* rus-app: a "Why" expander row named NAME with a row for each line of EX. */
GtkWidget *cas_rus_why_row_new (const char *name, const CasExplain *ex);
/* A value at the end of ROW (a "numeric" label). */
GtkWidget *cas_rus_row_add_value (GtkWidget *row, const char *text);
/* A row named NAME in GROUP: TITLE, and VALUE (or the number) at its end. */
void cas_rus_value_row_add (AdwPreferencesGroup *group, const char *name, const char *title, const char *value);
void cas_rus_int_row_add (AdwPreferencesGroup *group, const char *name, const char *title, int value);
/* A flat button at the end of ROW that records ACTION (a Rus action text) when clicked. */
GtkWidget *cas_rus_row_add_action (CasRusPage *self, GtkWidget *row, const char *label, const char *icon,
                                   const char *tooltip, const char *action);
/* A suggested button LABEL that records the actions EX proposes, all of them (insensitive
 * when it proposes none). */
GtkWidget *cas_rus_proposals_button_new (CasRusPage *self, const char *name, const char *label, const CasExplain *ex);
/* A row for each action EX proposes, in the action language. */
void cas_rus_proposals_rows (AdwPreferencesGroup *group, const CasExplain *ex);
/* A count with a − and a + button that record ACTION_STEM -1 / +1 (0 to MAX), after
 * FIRST (a widget, or NULL). */
GtkWidget *cas_rus_count_row_new (CasRusPage *self, const char *title, const char *subtitle, int value, int max,
                                  const char *action_stem, GtkWidget *first);
/* A menu row named NAME: choosing LABELS[i] records ACTIONS[i] (both NULL-terminated, of
 * one length; an empty action records nothing; lines separated by newlines are recorded
 * one after the other, each its own line of the journal). */
GtkWidget *cas_rus_choice_row_new (CasRusPage *self, const char *name, const char *title, const char *subtitle,
                                   const char *const *labels, const char *const *actions, guint selected);
/* A menu row named NAME of "Nobody", "Player 1" ... "Player N_PLAYERS": choosing one
 * records "ACTION_STEM none" or "ACTION_STEM P"; PLAYER (-1: nobody) is selected. */
GtkWidget *cas_rus_player_choice_row_new (CasRusPage *self, const char *name, const char *title, const char *subtitle,
                                          const char *action_stem, int n_players, int player);
/* A row with a switch: turned on it records ON_ACTION, off OFF_ACTION. */
GtkWidget *cas_rus_switch_row_new (CasRusPage *self, const char *name, const char *title, const char *subtitle,
                                   gboolean active, const char *on_action, const char *off_action);
/* A row whose button (LABEL) calls OPEN with the page and DATA: it opens a dialog. */
GtkWidget *cas_rus_open_row_new (CasRusPage *self, const char *name, const char *title, const char *subtitle,
                                 const char *label, void (*open) (CasRusPage *page, gpointer data), gpointer data);
/* The name of AREA as the table knows it: the rulebook's, the map file's, else its id. */
char *cas_rus_area_label (int area, const CasRusMap *map);
/* "Player 2", "Khazars" in the two-player game (whose pickers are Kingdoms). */
char *cas_rus_picker_label (const CasRusState *s, int picker);
/* The map file the table fills in (cas_rus_map_default_path ()), read again when it
 * changed on disk; an empty map when it cannot be read (ERROR, if given, says why). */
const CasRusMap *cas_rus_page_map (GError **error);
/* Forgets the map read, so that the next cas_rus_page_map () reads the file. */
void cas_rus_page_map_changed (void);
/* Saves MAP to PATH and forgets the map read; a toast on WIDGET says what went wrong, or
 * where the old file that did not load is kept (rus-invbattle: the Map Data page's and the
 * Turn page's entry symbol). */
gboolean cas_rus_page_save_map (GtkWidget *widget, const CasRusMap *map, const char *path);

G_END_DECLS
