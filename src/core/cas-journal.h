/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-journal.h: the ordered actions of a game: undo, redo and the game log. */
#pragma once

#include "cas-table-base.h"

G_BEGIN_DECLS

#define CAS_TYPE_JOURNAL (cas_journal_get_type ())
G_DECLARE_FINAL_TYPE (CasJournal, cas_journal, CAS, JOURNAL, GObject)

/* A journal from the game's set-up number `scenario`, for a game of any family. */
CasJournal *cas_journal_new_for (CasGameBase *game, int scenario, GError **error);
CasGameBase *cas_journal_get_base (CasJournal *self);
/* The same for a Levy & Campaign game (src/lc/cas-game.h): get_game () is NULL for a
 * game of another family. cas_journal_get_scenario_info () and cas_journal_do_action ()
 * are the family's (src/lc/cas-action.h). */
CasJournal *cas_journal_new (CasGame *game, int scenario, GError **error);
CasGame *cas_journal_get_game (CasJournal *self);
int cas_journal_get_scenario (CasJournal *self);
const char *cas_journal_get_scenario_id (CasJournal *self);
const CasTable *cas_journal_get_table (CasJournal *self);
const CasTable *cas_journal_get_initial (CasJournal *self);

gboolean cas_journal_do (CasJournal *self, const char *text, GError **error);
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
gboolean cas_journal_get_old_value (CasJournal *self, guint i, guint cell, int *value);

/* Secret entries (CasEntryInfo; Nevsky's Plans, 4.1): the description above and the
 * shown text hide the face-down items of the entry until later entries reveal them;
 * cas_journal_get_text () is the whole action (save files). */
int cas_journal_get_plan_shown (CasJournal *self, guint i);
gboolean cas_journal_is_hidden (CasJournal *self, guint i);
const char *cas_journal_get_shown_text (CasJournal *self, guint i);

/* Moves along the sequence of play (quiet entries: Nevsky's "step") are quiet: no Log entry and no
 * undo step of their own. They go with the next entry that is not quiet (the action
 * done at that step); quiet entries with nothing after them yet go together. */
gboolean cas_journal_is_quiet (CasJournal *self, guint i);
guint cas_journal_get_undo_step_start (CasJournal *self);
gboolean cas_journal_undo_step (CasJournal *self);
gboolean cas_journal_redo_step (CasJournal *self);

G_END_DECLS
