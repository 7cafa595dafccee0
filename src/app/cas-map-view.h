/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-view.h: the schematic map of Locales and Ways, with Lords and markers. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_MAP_VIEW (cas_map_view_get_type ())
G_DECLARE_FINAL_TYPE (CasMapView, cas_map_view, CAS, MAP_VIEW, AdwBin)

GtkWidget *cas_map_view_new (void);
void cas_map_view_set_journal (CasMapView *self, CasJournal *journal);

G_END_DECLS
