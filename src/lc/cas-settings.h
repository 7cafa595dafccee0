/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-settings.h: a game's settings on the table (issue 17): the values the public sources
 * leave open (game.json "settings"), chosen per game with the action `option ID VALUE` and
 * kept in the table's CAS_G_SETTING_0 cells; the Season of a Calendar box under them, and
 * the line every explanation resting on an unverified Season adds. */
#pragma once

#include "cas-explain.h"
#include "cas-table.h"

G_BEGIN_DECLS

/* The value (an index into the setting's values) the table has chosen for setting `i`. */
int cas_settings_value (const CasTable *t, int i);
/* TRUE when every setting has its default (show --json and saves then leave them out). */
gboolean cas_settings_all_default (const CasTable *t);
/* The Season of box `box` on this table: the data's, or the other reading when the box's
 * setting says so (rules-decisions I1, I2). */
const CasSeason *cas_settings_box_season (const CasTable *t, int box);
/* The Season box `box` would have under the other reading of its setting, or NULL when
 * the public sources settle its Season. */
const CasSeason *cas_settings_box_alternative (const CasTable *t, int box);
/* When the Season of box `box` is unverified, explains which reading is used, that it is
 * unverified, and the alternative with the action that chooses it (1.3.2). */
void cas_settings_explain_season (const CasTable *t, int box, CasExplain *ex);

/* battlecards (issue 17; rules-decisions I86): Forces type `u` as this table reads the
 * Forces table: the game's row, or, when its setting (Inferno's forces_table) is not at
 * its default, that row with the data's alternative filled into `buf`. */
const CasUnit *cas_settings_unit (const CasTable *t, int u, CasUnit *buf);
/* When Forces type `u`'s row is unverified, explains the values used, that they are
 * unverified, and the other reading with the action that chooses it. */
void cas_settings_explain_unit (const CasTable *t, int u, CasExplain *ex);

G_END_DECLS
