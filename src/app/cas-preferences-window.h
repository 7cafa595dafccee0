/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-preferences-window.h: Preferences: new-game options, dice, odds, style, rulebooks. */
#pragma once

#include <adwaita.h>

#include "cas-application.h"

G_BEGIN_DECLS

#define CAS_TYPE_PREFERENCES_WINDOW (cas_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (CasPreferencesWindow, cas_preferences_window, CAS, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *cas_preferences_window_new (CasApplication *app);

/* Imports `file` as the rulebook of `game_id` in a worker thread, as the Import button
 * does once a file is chosen. */
void cas_preferences_window_import (CasPreferencesWindow *self, const char *game_id, GFile *file);
/* Imports, removals and listings still under way (0 when the list is up to date). */
guint cas_preferences_window_get_n_pending (CasPreferencesWindow *self);

G_END_DECLS
