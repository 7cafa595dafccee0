/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-ui.h: Nevsky's own parts of the Levy & Campaign pages (cas-game-ui.h). */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

/* The Novgorod Veche box and the Papal Legate (nevsky-markers.c). */
GtkWidget *cas_nevsky_markers_new (void);
void cas_nevsky_markers_update (GtkWidget *section, const CasTable *t);

G_END_DECLS
