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

/* The whole game as Markdown: scenario, each done action in words and in the action
 * language, the Victory totals now. */
char *cas_log_markdown (CasJournal *journal);
/* Writes cas_log_markdown() of the view's journal to FILE without blocking. */
void cas_log_view_export_async (CasLogView *self, GFile *file, GCancellable *cancellable, GAsyncReadyCallback callback,
                                gpointer user_data);
gboolean cas_log_view_export_finish (CasLogView *self, GAsyncResult *result, GError **error);

G_END_DECLS
