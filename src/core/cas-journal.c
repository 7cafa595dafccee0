/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-journal.c: each entry keeps the cells its action changed (old and new values), so
 * undo and redo restore the table exactly, whatever the action did. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cas-journal.h"

typedef struct {
  guint index;
  gint old_value;
  gint new_value;
} Change;

typedef struct {
  char *text;
  char *description;
  GArray *changes;  /* Change */
  gboolean quiet;   /* CasEntryInfo */
  int secret_group;
  int n_secret;
  guint reveal_cell;
  int shown_for;    /* the face-up count the two strings below were made for, -1: none */
  char *shown_text;
  char *shown_description;
} Entry;

struct _CasJournal
{
  GObject parent_instance;
  CasGameBase *game;
  int scenario;
  CasTable *initial;
  CasTable *table;
  CasTable *scratch;
  GArray *entries;  /* Entry */
  guint n_done;
};

G_DEFINE_FINAL_TYPE (CasJournal, cas_journal, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
clear_entry (gpointer p)
{
  Entry *e = p;
  g_free (e->text);
  g_free (e->description);
  g_free (e->shown_text);
  g_free (e->shown_description);
  g_clear_pointer (&e->changes, g_array_unref);
}

static Entry
entry_copy (const Entry *e)
{
  Entry copy = *e;
  copy.text = g_strdup (e->text);
  copy.description = g_strdup (e->description);
  copy.changes = g_array_copy (e->changes);
  copy.shown_for = -1;
  copy.shown_text = copy.shown_description = NULL;
  return copy;
}

static void
cas_journal_finalize (GObject *object)
{
  CasJournal *self = CAS_JOURNAL (object);
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->initial, cas_table_free);
  g_clear_pointer (&self->table, cas_table_free);
  g_clear_pointer (&self->scratch, cas_table_free);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (cas_journal_parent_class)->finalize (object);
}

static void
cas_journal_class_init (CasJournalClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cas_journal_finalize;
  /* Emitted after every change of the table (do, undo, redo). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
cas_journal_init (CasJournal *self)
{
  self->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (self->entries, clear_entry);
}

CasJournal *
cas_journal_new_for (CasGameBase *game, int scenario, GError **error)
{
  g_autoptr(CasJournal) self = g_object_new (CAS_TYPE_JOURNAL, NULL);

  g_return_val_if_fail (CAS_IS_GAME_BASE (game), NULL);
  if (scenario < 0 || (guint) scenario >= cas_game_base_get_n_scenarios (game))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, "no scenario number %d", scenario);
      return NULL;
    }
  self->game = g_object_ref (game);
  self->scenario = scenario;
  self->initial = cas_table_new_for (game);
  if (!cas_table_base_setup (self->initial, scenario, error))
    return NULL;
  self->table = cas_table_copy (self->initial);
  self->scratch = cas_table_copy (self->initial);
  return g_steal_pointer (&self);
}

CasJournal *
cas_journal_new (CasGame *game, int scenario, GError **error)
{
  return cas_journal_new_for ((CasGameBase *) game, scenario, error);
}

CasGame *cas_journal_get_game (CasJournal *self) { return self->table->game; }
CasGameBase *cas_journal_get_base (CasJournal *self) { return self->game; }
int cas_journal_get_scenario (CasJournal *self) { return self->scenario; }
const CasTable *cas_journal_get_table (CasJournal *self) { return self->table; }
const CasTable *cas_journal_get_initial (CasJournal *self) { return self->initial; }
guint cas_journal_get_n_done (CasJournal *self) { return self->n_done; }
guint cas_journal_get_n_entries (CasJournal *self) { return self->entries->len; }
gboolean cas_journal_can_undo (CasJournal *self) { return self->n_done > 0; }
gboolean cas_journal_can_redo (CasJournal *self) { return self->n_done < self->entries->len; }

const char *
cas_journal_get_scenario_id (CasJournal *self)
{
  return cas_game_base_get_scenario_id (self->game, (guint) self->scenario);
}

const char *
cas_journal_get_text (CasJournal *self, guint i)
{
  g_return_val_if_fail (i < self->entries->len, NULL);
  return g_array_index (self->entries, Entry, i).text;
}

/* Whether entry I changed CELL, and the value it had before. */
gboolean
cas_journal_get_old_value (CasJournal *self, guint i, guint cell, int *value)
{
  const Entry *e;
  g_return_val_if_fail (i < self->entries->len, FALSE);
  e = &g_array_index (self->entries, Entry, i);
  for (guint k = 0; k < e->changes->len; k++)
    if (g_array_index (e->changes, Change, k).index == cell)
      {
        if (value)
          *value = g_array_index (e->changes, Change, k).old_value;
        return TRUE;
      }
  return FALSE;
}

/* Plans are secret (4.1): each side stacks its Command cards face down, and the other
 * side sees them only as they are revealed, one by one (4.2). This is the one place that
 * knows how much of a "plan" entry the table has shown: the most cards of that Plan face
 * up at any point after it was placed, up to the side's next Plan (the reveal count starts
 * again there). Undone entries are not the table's past: an undone Plan is face down,
 * and undone reveals show nothing. Every view of the journal (Log page, its Markdown, the
 * toasts, undo, castellan-cli log) goes through cas_journal_get_description () and
 * cas_journal_get_shown_text (); cas_journal_get_text () is the whole action, for the
 * save file and for `castellan-cli log --reveal-plans`. */
int
cas_journal_get_plan_shown (CasJournal *self, guint i)
{
  const Entry *e;
  guint cell;
  int shown = 0;

  g_return_val_if_fail (i < self->entries->len, -1);
  e = &g_array_index (self->entries, Entry, i);
  if (e->secret_group < 0)
    return -1;
  if (i >= self->n_done)
    return 0;
  cell = e->reveal_cell;
  for (guint j = i + 1; j < self->n_done; j++)
    {
      const Entry *later = &g_array_index (self->entries, Entry, j);
      if (later->secret_group == e->secret_group)
        break;
      for (guint k = 0; k < later->changes->len; k++)
        {
          const Change *c = &g_array_index (later->changes, Change, k);
          if (c->index == cell)
            shown = MAX (shown, c->new_value);
        }
    }
  return MIN (shown, e->n_secret);
}

gboolean
cas_journal_is_hidden (CasJournal *self, guint i)
{
  int shown = cas_journal_get_plan_shown (self, i);
  return shown >= 0 && shown < g_array_index (self->entries, Entry, i).n_secret;
}

/* The entry's shown strings (the family's CasGameBaseClass.secret_text), made again when
 * the count of face-up items changed. */
static Entry *
shown_entry (CasJournal *self, guint i)
{
  Entry *e = &g_array_index (self->entries, Entry, i);
  int shown = cas_journal_get_plan_shown (self, i);

  if (shown < 0 || shown >= e->n_secret || shown == e->shown_for)
    return e;
  g_clear_pointer (&e->shown_text, g_free);
  g_clear_pointer (&e->shown_description, g_free);
  e->shown_text = CAS_GAME_BASE_GET_CLASS (self->game)->secret_text (self->game, e->text, shown, &e->shown_description);
  e->shown_for = shown;
  return e;
}

const char *
cas_journal_get_shown_text (CasJournal *self, guint i)
{
  g_return_val_if_fail (i < self->entries->len, NULL);
  if (!cas_journal_is_hidden (self, i))
    return g_array_index (self->entries, Entry, i).text;
  return shown_entry (self, i)->shown_text;
}

const char *
cas_journal_get_description (CasJournal *self, guint i)
{
  g_return_val_if_fail (i < self->entries->len, NULL);
  if (!cas_journal_is_hidden (self, i))
    return g_array_index (self->entries, Entry, i).description;
  return shown_entry (self, i)->shown_description;
}

guint
cas_journal_get_n_changes (CasJournal *self, guint i)
{
  g_return_val_if_fail (i < self->entries->len, 0);
  return g_array_index (self->entries, Entry, i).changes->len;
}

/* The cells compared at once when looking for an action's changes (do_one ()). */
#define DIFF_BLOCK 32

/* Applies without emitting "changed"; on failure the table is untouched. */
static gboolean
do_one (CasJournal *self, const char *text, GError **error)
{
  CasTable *t = self->table;
  CasEntryInfo info = { .secret_group = -1 };
  Entry e = { 0 };

  cas_table_assign (self->scratch, t);
  if (!CAS_GAME_BASE_GET_CLASS (self->game)->apply (self->game, text, t, self->scratch, &info, error))
    {
      cas_entry_info_clear (&info);
      return FALSE;
    }
  e.changes = g_array_new (FALSE, FALSE, sizeof (Change));
  /* inferno-levy: an action changes a few cells of the vector; blocks of DIFF_BLOCK cells
   * that memcmp () finds equal are skipped whole, the others compared cell by cell. */
  for (guint b = 0; b < t->n; b += DIFF_BLOCK)
    {
      guint end = MIN (b + DIFF_BLOCK, t->n);
      if (memcmp (&t->v[b], &self->scratch->v[b], (end - b) * sizeof (gint)) == 0)
        continue;
      for (guint i = b; i < end; i++)
        if (t->v[i] != self->scratch->v[i])
          {
            Change c = { i, t->v[i], self->scratch->v[i] };
            g_array_append_val (e.changes, c);
          }
    }
  e.text = g_steal_pointer (&info.text);
  e.description = g_steal_pointer (&info.description);
  e.quiet = info.quiet;
  e.secret_group = info.secret_group;
  e.n_secret = info.secret_group >= 0 ? info.n_secret : 0;
  e.reveal_cell = info.reveal_cell;
  e.shown_for = -1;
  cas_table_assign (t, self->scratch);
  /* A new action forgets what was undone. */
  g_array_set_size (self->entries, self->n_done);
  g_array_append_val (self->entries, e);
  self->n_done++;
  /* cppcheck-suppress memleak ; g_array_append_val () moved the struct, and what its members own, into the array, whose clear function frees it */
  return TRUE;
}

gboolean
cas_journal_do (CasJournal *self, const char *text, GError **error)
{
  if (!do_one (self, text, error))
    return FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static void undo_one (CasJournal *self);

/* All or nothing: if one action fails, the ones before it are taken back. */
gboolean
cas_journal_do_many (CasJournal *self, const char *const *texts, GError **error)
{
  guint start_done = self->n_done;
  g_autoptr(GArray) saved = NULL;
  guint i;

  /* Keep the redo tail so a failed batch loses nothing. */
  saved = g_array_new (FALSE, TRUE, sizeof (Entry));
  for (i = self->n_done; i < self->entries->len; i++)
    {
      Entry copy = entry_copy (&g_array_index (self->entries, Entry, i));
      g_array_append_val (saved, copy);
    }
  for (i = 0; texts[i]; i++)
    {
      g_autoptr(GError) local = NULL;
      if (!do_one (self, texts[i], &local))
        {
          while (self->n_done > start_done)
            undo_one (self);
          g_array_set_size (self->entries, start_done);
          g_array_append_vals (self->entries, saved->data, saved->len);
          g_array_set_clear_func (saved, NULL);
          g_propagate_prefixed_error (error, g_steal_pointer (&local), "“%s”: ", texts[i]);
          return FALSE;
        }
    }
  g_array_set_clear_func (saved, clear_entry);
  if (i > 0)
    g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static void
undo_one (CasJournal *self)
{
  Entry *e = &g_array_index (self->entries, Entry, self->n_done - 1);
  for (guint i = e->changes->len; i-- > 0;)
    {
      Change *c = &g_array_index (e->changes, Change, i);
      self->table->v[c->index] = c->old_value;
    }
  self->n_done--;
}

gboolean
cas_journal_undo (CasJournal *self)
{
  if (self->n_done == 0)
    return FALSE;
  undo_one (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static void
redo_one (CasJournal *self)
{
  Entry *e = &g_array_index (self->entries, Entry, self->n_done);
  for (guint i = 0; i < e->changes->len; i++)
    {
      Change *c = &g_array_index (e->changes, Change, i);
      self->table->v[c->index] = c->new_value;
    }
  self->n_done++;
}

gboolean
cas_journal_redo (CasJournal *self)
{
  if (self->n_done >= self->entries->len)
    return FALSE;
  redo_one (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
cas_journal_is_quiet (CasJournal *self, guint i)
{
  g_return_val_if_fail (i < self->entries->len, FALSE);
  return g_array_index (self->entries, Entry, i).quiet;
}

/* Where one undo step from the present goes back to: the latest entry that is not
 * quiet with the quiet ones just before it, or the quiet ones at the end. */
guint
cas_journal_get_undo_step_start (CasJournal *self)
{
  guint k = self->n_done;
  if (k > 0 && !cas_journal_is_quiet (self, k - 1))
    k--;
  while (k > 0 && cas_journal_is_quiet (self, k - 1))
    k--;
  return k;
}

gboolean
cas_journal_undo_step (CasJournal *self)
{
  if (self->n_done == 0)
    return FALSE;
  cas_journal_undo_to (self, cas_journal_get_undo_step_start (self));
  return TRUE;
}

gboolean
cas_journal_redo_step (CasJournal *self)
{
  if (self->n_done >= self->entries->len)
    return FALSE;
  while (self->n_done < self->entries->len)
    {
      gboolean quiet = cas_journal_is_quiet (self, self->n_done);
      redo_one (self);
      if (!quiet)
        break;
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
cas_journal_undo_to (CasJournal *self, guint n_done)
{
  if (n_done >= self->n_done)
    return;
  while (self->n_done > n_done)
    undo_one (self);
  g_signal_emit (self, signals[CHANGED], 0);
}
