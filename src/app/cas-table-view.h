/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-table-view.h: the read-only table: Calendar, Lord mats by side, markers. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_TABLE_VIEW (cas_table_view_get_type ())
G_DECLARE_FINAL_TYPE (CasTableView, cas_table_view, CAS, TABLE_VIEW, GtkWidget)

void cas_table_view_set_journal (CasTableView *self, CasJournal *journal);
CasJournal *cas_table_view_get_journal (CasTableView *self);
void cas_table_view_refresh (CasTableView *self);
guint cas_table_view_get_n_mats (CasTableView *self);

G_END_DECLS
