/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-settings-group.h: the Preferences group of a game of Rus (rusmap, issue 18): one
 * row per uncertain reading of the rules dossier (CasRusSettings; docs/rus.md, "Settings"),
 * each with its two readings in words and the dossier's proposed default. A choice is the
 * journal action `setting KEY VALUE`, so it goes into the game's log and is undone like
 * any other; the rows follow the journal. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

/* The group (named "game-settings") for the game of Rus JOURNAL runs. */
AdwPreferencesGroup *cas_rus_settings_group_new (CasJournal *journal);

G_END_DECLS
