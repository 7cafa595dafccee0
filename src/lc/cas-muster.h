/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-muster.h: putting a Lord or a Vassal into play as the mats show (3.4.1, 3.4.2, 6.0). */
#pragma once

#include "cas-table.h"

G_BEGIN_DECLS

void cas_muster_default_transport (CasTable *table, int lord, int out[CAS_MAX_ASSETS]);
gboolean cas_muster_place (CasTable *table, int lord, int locale, const int *transport, GError **error);
void cas_muster_vassal (CasTable *table, int lord, int slot, CasVassalState state);
int cas_muster_vassal_box (const CasTable *table, int lord, int slot);
int cas_shift_box (int box, int by, int n_boxes);

G_END_DECLS
