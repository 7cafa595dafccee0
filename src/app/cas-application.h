/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-application.h: the AdwApplication: app-wide actions, accelerators, windows. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CAS_TYPE_APPLICATION (cas_application_get_type ())
G_DECLARE_FINAL_TYPE (CasApplication, cas_application, CAS, APPLICATION, AdwApplication)

CasApplication *cas_application_new (void);
GSettings *cas_application_get_settings (CasApplication *self);
gboolean cas_application_settings_have (GSettings *settings, const char *key);
GSettingsSchema *cas_application_lookup_schema (void);

/* setlocale() and the translations: $CASTELLAN_LOCALEDIR (a build folder's po/, for an
 * uninstalled run or a test) else the installed locale folder. */
void cas_application_init_i18n (void);

/* Tells the app (signal "rulebook-changed", with the game id) that a game's imported
 * rulebook was imported, replaced or removed, so the Rules pages read it again. */
void cas_application_rulebook_changed (CasApplication *self, const char *game_id);

/* The optional rules the preferences turn on for new games, as actions
 * ("option hidden_mats yes", ...); NULL when none. */
GStrv cas_application_new_game_actions (CasApplication *self);

/* <Alt>1 to <Alt>6 show the first six pages of FAMILY's page table (cas-pages.c): the
 * family of the game a window opens (Levy & Campaign: table, map, plan, battle, log,
 * rules). APP may be NULL (a window not yet shown): nothing happens. */
void cas_application_set_page_accels (GtkApplication *app, const char *family);

G_END_DECLS
