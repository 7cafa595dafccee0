/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-journal.h: the ordered actions of a game: undo, redo and the game log. */
#pragma once

#include "cas-action.h"

G_BEGIN_DECLS

#define CAS_TYPE_JOURNAL (cas_journal_get_type ())
G_DECLARE_FINAL_TYPE (CasJournal, cas_journal, CAS, JOURNAL, GObject)

CasJournal *cas_journal_new (CasGame *game, int scenario, GError **error);
CasGame *cas_journal_get_game (CasJournal *self);
int cas_journal_get_scenario (CasJournal *self);
const CasScenario *cas_journal_get_scenario_info (CasJournal *self);
const CasTable *cas_journal_get_table (CasJournal *self);
const CasTable *cas_journal_get_initial (CasJournal *self);

gboolean cas_journal_do (CasJournal *self, const char *text, GError **error);
gboolean cas_journal_do_action (CasJournal *self, const CasAction *action, GError **error);
gboolean cas_journal_do_many (CasJournal *self, const char *const *texts, GError **error);
gboolean cas_journal_undo (CasJournal *self);
gboolean cas_journal_redo (CasJournal *self);
gboolean cas_journal_can_undo (CasJournal *self);
gboolean cas_journal_can_redo (CasJournal *self);
void cas_journal_undo_to (CasJournal *self, guint n_done);

guint cas_journal_get_n_done (CasJournal *self);
guint cas_journal_get_n_entries (CasJournal *self);
const char *cas_journal_get_text (CasJournal *self, guint i);
const char *cas_journal_get_description (CasJournal *self, guint i);
guint cas_journal_get_n_changes (CasJournal *self, guint i);

G_END_DECLS
