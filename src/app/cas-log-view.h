/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-log-view.h: the game log: the journal in words, undo to any point, export. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_LOG_VIEW (cas_log_view_get_type ())
G_DECLARE_FINAL_TYPE (CasLogView, cas_log_view, CAS, LOG_VIEW, AdwBin)

GtkWidget *cas_log_view_new (void);
void cas_log_view_set_journal (CasLogView *self, CasJournal *journal);

G_END_DECLS
