/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-private.h: helpers shared by the Rus calculators. */
#pragma once

#include "cas-rus-state.h"

G_BEGIN_DECLS

/* "player 2 (Rus)", or in the two-player game, where Kingdoms pick, "Rus (player 1)". */
char *rus_picker_label (const CasRusState *s, gboolean by_kingdom, int who);
/* "player 2 (Rus)" */
char *rus_player_label (const CasRusState *s, int player);

G_END_DECLS
