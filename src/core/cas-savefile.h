/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-savefile.h: save files: JSON with the journal and a snapshot, written atomically. */
#pragma once

#include "cas-journal.h"

G_BEGIN_DECLS

#define CAS_SAVE_FORMAT "castellan-save"
#define CAS_SAVE_VERSION 1
#define CAS_SAVE_MAX_SIZE (16L * 1024 * 1024)

char *cas_savefile_to_data (CasJournal *journal, gsize *length);
CasJournal *cas_savefile_load_data (const char *data, gsize length, GError **error);

/* Save files on disk (docs/reliability.md, "Shared files"). A symlink is followed to the
 * real file, whose permissions, owner (where allowed) and hard links are kept. Writing is
 * atomic (temporary file beside it, fsync, rename), except for a file with other hard
 * links, which is rewritten in place after a full copy was fsync'd beside it. Every write
 * and every read holds the file's lock (flock: exclusive to write, shared to read); a
 * lock held elsewhere is waited for up to 10 seconds ($CASTELLAN_LOCK_TIMEOUT_MS), then
 * refused with a message. */
gboolean cas_savefile_save (CasJournal *journal, const char *path, GError **error);
/* Writes `data` as the file at `path`. With `expected`, only while the file still holds
 * exactly those bytes: otherwise CAS_ERROR_CHANGED and nothing is written. */
gboolean cas_savefile_write (const char *path, const char *data, gsize len, GBytes *expected, GError **error);
/* The bytes of the file (under the shared lock), at most CAS_SAVE_MAX_SIZE. */
GBytes *cas_savefile_read (const char *path, GError **error);
CasJournal *cas_savefile_load (const char *path, GError **error);

/* A change from reading to writing under one exclusive lock, so that two writers never
 * lose each other's changes: lock, load, change the journal, save, unlock. The file must
 * exist. */
typedef struct _CasSaveLock CasSaveLock;
CasSaveLock *cas_savefile_lock (const char *path, GError **error);
CasJournal *cas_savefile_lock_load (CasSaveLock *lock, GError **error);
gboolean cas_savefile_lock_save (CasSaveLock *lock, CasJournal *journal, GError **error);
void cas_savefile_unlock (CasSaveLock *lock);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasSaveLock, cas_savefile_unlock)

G_END_DECLS
