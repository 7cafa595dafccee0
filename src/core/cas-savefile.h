/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-savefile.h: save files: JSON with the journal and a snapshot, written atomically. */
#pragma once

#include "cas-journal.h"

G_BEGIN_DECLS

#define CAS_SAVE_FORMAT "castellan-save"
#define CAS_SAVE_VERSION 1
#define CAS_SAVE_MAX_SIZE (16L * 1024 * 1024)

char *cas_savefile_to_data (CasJournal *journal, gsize *length);
gboolean cas_savefile_save (CasJournal *journal, const char *path, GError **error);
CasJournal *cas_savefile_load_data (const char *data, gsize length, GError **error);
CasJournal *cas_savefile_load (const char *path, GError **error);

G_END_DECLS
