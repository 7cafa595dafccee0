/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-scenario-picker.h: the list of a game's scenarios; choosing one sets up a new game. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_SCENARIO_PICKER (cas_scenario_picker_get_type ())
G_DECLARE_FINAL_TYPE (CasScenarioPicker, cas_scenario_picker, CAS, SCENARIO_PICKER, GtkWidget)

void cas_scenario_picker_set_game (CasScenarioPicker *self, CasGameBase *game);
void cas_scenario_picker_set_error (CasScenarioPicker *self, const char *message);
void cas_scenario_picker_refresh (CasScenarioPicker *self);
guint cas_scenario_picker_get_n_scenarios (CasScenarioPicker *self);
void cas_scenario_picker_choose (CasScenarioPicker *self, int scenario);

G_END_DECLS
