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
/* TRUE while the page fills itself: widgets set then must not record actions. */
gboolean cas_rus_page_is_filling (CasRusPage *self);
/* Records one Rus action text; a refusal becomes a toast saying why. */
gboolean cas_rus_page_do (CasRusPage *self, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Widgets the pages share. */

AdwPreferencesGroup *cas_rus_group_new (const char *title, const char *description);
/* A row of plain text (no markup), its subtitle or NULL. */
GtkWidget *cas_rus_row_new (const char *title, const char *subtitle);
/* A row for each line of EX, its rule headings as links to the Rules page. */
void cas_rus_explain_rows (AdwPreferencesGroup *group, const CasExplain *ex);
void cas_rus_explain_expander_rows (AdwExpanderRow *expander, const CasExplain *ex);
/* A value at the end of ROW (a "numeric" label). */
GtkWidget *cas_rus_row_add_value (GtkWidget *row, const char *text);
/* A flat button at the end of ROW that records ACTION (a Rus action text) when clicked. */
GtkWidget *cas_rus_row_add_action (CasRusPage *self, GtkWidget *row, const char *label, const char *icon,
                                   const char *tooltip, const char *action);
/* The name of AREA as the table knows it: the rulebook's, the map file's, else its id. */
char *cas_rus_area_label (int area, const CasRusMap *map);
/* "Player 2", "Khazars" in the two-player game (whose pickers are Kingdoms). */
char *cas_rus_picker_label (const CasRusState *s, int picker);
/* The map file the table fills in (cas_rus_map_default_path ()), read again when it
 * changed on disk; an empty map when it cannot be read (ERROR, if given, says why). */
const CasRusMap *cas_rus_page_map (GError **error);
/* Forgets the map read, so that the next cas_rus_page_map () reads the file. */
void cas_rus_page_map_changed (void);

G_END_DECLS
