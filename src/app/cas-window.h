/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-window.h: the main window: one game's table, its file, undo and autosave. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_WINDOW (cas_window_get_type ())
G_DECLARE_FINAL_TYPE (CasWindow, cas_window, CAS, WINDOW, AdwApplicationWindow)

CasWindow *cas_window_new (GtkApplication *app);
/* A page of the window by name ("picker", "table", "map", "plan", "battle", "log",
 * "rules"), built now if it was not yet (pages are built on demand). */
GtkWidget *cas_window_get_page (CasWindow *self, const char *name);
void cas_window_set_journal (CasWindow *self, CasJournal *journal, GFile *file);
CasJournal *cas_window_get_journal (CasWindow *self);
GFile *cas_window_get_file (CasWindow *self);
void cas_window_open_file (CasWindow *self, GFile *file);
/* Opens FILE and presents the window once the game is shown (or could not be opened). */
void cas_window_open_file_and_present (CasWindow *self, GFile *file);
void cas_window_choose_file (CasWindow *self);
void cas_window_new_game (CasWindow *self);

G_END_DECLS
