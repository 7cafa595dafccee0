/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-window.c: the main window: one game's table, its file, undo and autosave. */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-application.h"
#include "cas-scenario-picker.h"
#include "cas-page.h"
#include "cas-battle-view.h"
#include "cas-rules-view.h"
#include "cas-calc-dialog.h"
#include "cas-dice-roller.h"
#include "cas-game-style.h"
#include "cas-window.h"

/* One pending write of a save. Writes run one at a time, in a thread, in order. */
typedef struct {
  char *path;
  char *data;
  gsize length;
  gboolean make_dir;   /* the autosave folder may not exist yet */
  GFile *save_as;      /* set for Save As: becomes the window's file on success */
  guint generation;    /* the journal change this data reflects */
  gboolean own_file;   /* a write to the window's file (not the autosave, not Save As) */
  GBytes *expected;    /* own_file: what the file must still hold, else it is not written */
  guint journal_serial; /* the game it was taken from (a reload makes another) */
} WriteJob;

struct _CasWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwViewSwitcherTitle *window_title;
  AdwViewStack *game_stack;
  GtkBox *game_box;
  GtkWidget *switcher_bar;   /* NULL until the window is first narrow */
  GtkStack *stack;
  GtkWidget *back_button;
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkMenuButton *primary_menu_button;
  CasDiceRoller *dice_roller;
  GMenuModel *primary_menu;
  /* The game's pages: the page table of its family (cas_pages_for), a bin per page in
   * the view stack, and each page once built (see "Pages built on demand"). */
  const char *family;
  const CasPageInfo *page_info;
  guint n_pages;
  AdwBin *page_bins[CAS_MAX_PAGES];
  GtkWidget *pages[CAS_MAX_PAGES];
  /* Built when first needed (see "Pages built on demand"); NULL until then. */
  AdwBin *picker_bin;
  CasScenarioPicker *picker;
  guint build_pages_source;
  guint present_source;      /* presents the window if opening its save takes long */
  char *game_error;          /* why the game data could not be loaded, or NULL */

  CasGameBase *game;        /* the registry's first game, for the picker */
  CasJournal *journal;
  GFile *file;               /* where changes are saved; NULL: the autosave file */
  guint generation;          /* counts journal changes, to tell stale saves */

  guint autosave_source;
  GQueue writes;             /* WriteJob, not yet started */
  gboolean writing;
  gboolean autosave_failing;
  GCancellable *load_cancellable;
  AdwToast *undo_toast;
  gboolean disposed;

  /* The window's file as shared with other programs (docs/reliability.md, "Shared
   * files"): what this window last read from it or wrote to it, a monitor, and whether a
   * change of this window could not be saved because the file had changed on disk. */
  GBytes *disk_bytes;
  GFileMonitor *monitor;
  guint monitor_check_source;
  gboolean conflict;
  AdwToast *conflict_toast;
  guint journal_serial;      /* counts cas_window_set_journal () */
};

G_DEFINE_FINAL_TYPE (CasWindow, cas_window, ADW_TYPE_APPLICATION_WINDOW)

static void update_actions (CasWindow *self);

static void
write_job_free (WriteJob *job)
{
  g_free (job->path);
  g_free (job->data);
  g_clear_object (&job->save_as);
  g_clear_pointer (&job->expected, g_bytes_unref);
  g_free (job);
}

CasWindow *
cas_window_new (GtkApplication *app)
{
  return g_object_new (CAS_TYPE_WINDOW, "application", app, NULL);
}

CasJournal *
cas_window_get_journal (CasWindow *self)
{
  g_return_val_if_fail (CAS_IS_WINDOW (self), NULL);
  return self->journal;
}

GFile *
cas_window_get_file (CasWindow *self)
{
  g_return_val_if_fail (CAS_IS_WINDOW (self), NULL);
  return self->file;
}

static void
show_toast (CasWindow *self, const char *text)
{
  if (self->disposed)
    return;
  adw_toast_overlay_add_toast (self->toast_overlay, cas_app_toast_new (text));
}

/* A window opened on a save is shown once the game is in it (or could not be opened),
 * so that its first frame is the game rather than the scenario picker, and it is laid
 * out once. Reading a save takes milliseconds; on a slow disk it is shown after 300 ms
 * (CASTELLAN_PRESENT_TIMEOUT_MS changes that, for profiling under valgrind, where
 * reading takes longer: bench/profile-startup). */
static void
present_if_waiting (CasWindow *self)
{
  if (self->present_source == 0)
    return;
  g_clear_handle_id (&self->present_source, g_source_remove);
  if (!self->disposed)
    gtk_window_present (GTK_WINDOW (self));
}

static gboolean
present_timeout_cb (gpointer user_data)
{
  CasWindow *self = user_data;
  self->present_source = 0;
  if (!self->disposed)
    gtk_window_present (GTK_WINDOW (self));
  return G_SOURCE_REMOVE;
}

void
cas_window_open_file_and_present (CasWindow *self, GFile *file)
{
  g_return_if_fail (CAS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  cas_window_open_file (self, file);
  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    gtk_window_present (GTK_WINDOW (self));
  else if (self->present_source == 0)
    {
      const char *env = g_getenv ("CASTELLAN_PRESENT_TIMEOUT_MS");
      guint64 ms = 300;
      if (env && !g_ascii_string_to_unsigned (env, 10, 1, 600000, &ms, NULL))
        ms = 300;
      self->present_source = g_timeout_add ((guint) ms, present_timeout_cb, self);
    }
}

static void
show_error (CasWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog;

  g_autofree char *sentence = cas_app_sentence (body);

  if (self->disposed)
    return;
  present_if_waiting (self);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, sentence);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static char *
file_display_name (GFile *file)
{
  return g_file_get_basename (file);
}

/* Saving: the journal is serialised on the main thread (it is not thread-safe), the
 * bytes are written in a worker thread (cas_savefile_write: atomic, under the file's
 * lock), so a slow disk never stalls the UI. */

static void
write_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  WriteJob *job = task_data;
  g_autoptr(GError) local = NULL;

  if (job->make_dir)
    {
      g_autofree char *dir = g_path_get_dirname (job->path);
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved = errno;
          g_task_return_new_error (task, CAS_ERROR, CAS_ERROR_SAVE, _("Could not create the folder %s: %s"), dir,
                                   g_strerror (saved));
          return;
        }
    }
  /* The core's write: symlinks followed, permissions and hard links kept, the file's lock,
   * and for the window's own file only over what the window last saw there. */
  if (!cas_savefile_write (job->path, job->data, job->length, job->expected, &local))
    {
      g_task_return_error (task, g_steal_pointer (&local));
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void pump_writes (CasWindow *self);
static void file_conflict (CasWindow *self);
static void watch_file (CasWindow *self);
static void remember_last_game (CasWindow *self);

static void
write_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CasWindow *self = CAS_WINDOW (source);
  WriteJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  GApplication *app = g_application_get_default ();

  self->writing = FALSE;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (g_error_matches (error, CAS_ERROR, CAS_ERROR_CHANGED))
        {
          if (job->journal_serial == self->journal_serial)
            file_conflict (self);
        }
      else if (job->save_as)
        show_error (self, _("Could Not Save the Game"), error->message);
      else if (!self->autosave_failing)
        {
          /* Once, not at every change, until a save works again. */
          g_autofree char *text = g_strdup_printf (_("Autosave failed: %s"), error->message);
          show_toast (self, text);
          self->autosave_failing = TRUE;
        }
    }
  else if (job->save_as == NULL)
    {
      self->autosave_failing = FALSE;
      if (job->own_file)
        {
          g_clear_pointer (&self->disk_bytes, g_bytes_unref);
          self->disk_bytes = g_bytes_new (job->data, job->length);
        }
    }
  else if (!self->disposed)
    {
      g_autofree char *name = file_display_name (job->save_as);
      g_autofree char *text = g_strdup_printf (_("Saved as “%s”"), name);
      g_set_object (&self->file, job->save_as);
      g_clear_pointer (&self->disk_bytes, g_bytes_unref);
      self->disk_bytes = g_bytes_new (job->data, job->length);
      watch_file (self);
      remember_last_game (self);
      adw_view_switcher_title_set_subtitle (self->window_title, name);
      show_toast (self, text);
      /* Changes made while the file was being written went to the old place. */
      if (job->generation != self->generation && self->journal)
        {
          gsize len = 0;
          char *data = cas_savefile_to_data (self->journal, &len);
          WriteJob *again = g_new0 (WriteJob, 1);
          again->path = g_file_get_path (self->file);
          again->data = data;
          again->length = len;
          again->generation = self->generation;
          again->own_file = TRUE;
          again->journal_serial = self->journal_serial;
          g_queue_push_tail (&self->writes, again);
        }
    }
  pump_writes (self);
  if (app)
    g_application_release (app);
}

static void
pump_writes (CasWindow *self)
{
  g_autoptr(GTask) task = NULL;
  GApplication *app = g_application_get_default ();
  WriteJob *job;

  if (self->writing || g_queue_is_empty (&self->writes))
    return; /* cppcheck-suppress memleak ; cppcheck's gtk.cfg takes g_application_get_default () for an allocator: it is transfer none */
  job = g_queue_pop_head (&self->writes);
  self->writing = TRUE;
  /* The previous write has landed: this one goes only over what it left. */
  if (job->own_file && self->disk_bytes)
    job->expected = g_bytes_ref (self->disk_bytes);
  /* Keeps the app alive until the bytes are on disk, even if the window closes. */
  if (app)
    g_application_hold (app);
  task = g_task_new (self, NULL, write_done_cb, NULL);
  g_task_set_source_tag (task, pump_writes);
  g_task_set_task_data (task, job, (GDestroyNotify) write_job_free);
  g_task_run_in_thread (task, write_thread);
}

static void
queue_write (CasWindow *self, WriteJob *job)
{
  /* A newer autosave of the same file makes a queued, unstarted one pointless. */
  for (GList *l = self->writes.head; l;)
    {
      GList *next = l->next;
      WriteJob *old = l->data;
      if (old->save_as == NULL && job->save_as == NULL && g_str_equal (old->path, job->path))
        {
          write_job_free (old);
          g_queue_delete_link (&self->writes, l);
        }
      l = next;
    }
  g_queue_push_tail (&self->writes, job);
  pump_writes (self);
}

static void
autosave_now (CasWindow *self)
{
  WriteJob *job;

  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->journal == NULL)
    return;
  job = g_new0 (WriteJob, 1);
  if (self->file)
    job->path = g_file_get_path (self->file);
  job->own_file = job->path != NULL;
  if (job->path == NULL)
    {
      job->path = cas_app_autosave_path ();
      job->make_dir = TRUE;
    }
  job->data = cas_savefile_to_data (self->journal, &job->length);
  job->generation = self->generation;
  job->journal_serial = self->journal_serial;
  queue_write (self, job);
}

static gboolean
autosave_idle_cb (gpointer user_data)
{
  CasWindow *self = user_data;
  self->autosave_source = 0;
  autosave_now (self);
  return G_SOURCE_REMOVE;
}

/* Several changes in one main-loop turn (an action and its consequences, or a burst of
 * undos) make one save. The save is taken right after that turn, before any layout or
 * drawing, so a crash loses at most the action being recorded (at low priority it fell
 * several actions behind while the views were busy redrawing). */
static void
schedule_autosave (CasWindow *self)
{
  if (self->autosave_source == 0)
    self->autosave_source = g_idle_add_full (G_PRIORITY_HIGH, autosave_idle_cb, self, NULL);
}

static void
flush_autosave (CasWindow *self)
{
  if (self->autosave_source != 0)
    autosave_now (self);
}

/* Title and actions. */

/* JOURNAL's game in words (its family's CasFamilyUi): "Pleskau". */
static char *
game_title (CasJournal *journal)
{
  const CasFamilyUi *ui = cas_family_ui_of (journal);
  return ui ? ui->title (journal) : g_strdup (cas_journal_get_scenario_id (journal));
}

static void
update_title (CasWindow *self)
{
  if (self->journal == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Castellan"));
      adw_view_switcher_title_set_title (self->window_title, _("Castellan"));
      adw_view_switcher_title_set_subtitle (self->window_title, _("New Game"));
      return;
    }

  g_autofree char *game = game_title (self->journal);
  g_autofree char *title = g_strdup_printf (_("%s — Castellan"), game);
  g_autofree char *name = self->file ? file_display_name (self->file) : NULL;
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_view_switcher_title_set_title (self->window_title, game);
  adw_view_switcher_title_set_subtitle (self->window_title, name ? name : _("Autosaved"));
}

static gboolean
showing_table (CasWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0;
}

static void
set_action_enabled (CasWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (CasWindow *self)
{
  gboolean table = self->journal != NULL && showing_table (self);

  set_action_enabled (self, "undo", table && cas_journal_can_undo (self->journal));
  set_action_enabled (self, "redo", table && cas_journal_can_redo (self->journal));
  set_action_enabled (self, "save-as", self->journal != NULL);
  set_action_enabled (self, "back-to-game", self->journal != NULL && !showing_table (self));
  gtk_widget_set_visible (self->back_button, self->journal != NULL && !showing_table (self));
  gtk_widget_set_visible (self->undo_button, table);
  gtk_widget_set_visible (self->redo_button, table);
}

static void
journal_changed_cb (CasWindow *self, CasJournal *journal)
{
  self->generation++;
  update_actions (self);
  schedule_autosave (self);
}

/* Pages built on demand. Only the Table is built with the window: the scenario picker
 * when a new game is asked for, and the other pages of the game when first shown or
 * needed, or else one by one when the main loop is idle after the game's first frame,
 * so switching to them is still immediate. Building every page before the first frame
 * took about two thirds of the time to show a game (docs/performance.md). */

static void picker_journal_created_cb (CasWindow *self, CasJournal *journal);

static CasScenarioPicker *
ensure_picker (CasWindow *self)
{
  if (self->picker == NULL)
    {
      self->picker = g_object_new (CAS_TYPE_SCENARIO_PICKER, NULL);
      g_signal_connect_object (self->picker, "journal-created", G_CALLBACK (picker_journal_created_cb), self,
                               G_CONNECT_SWAPPED);
      if (self->game)
        cas_scenario_picker_set_game (self->picker, self->game);
      else
        cas_scenario_picker_set_error (self->picker, self->game_error);
      adw_bin_set_child (self->picker_bin, GTK_WIDGET (self->picker));
    }
  return self->picker;
}

static GtkWidget *
build_page (CasWindow *self, guint page)
{
  g_return_val_if_fail (page < self->n_pages, NULL);
  if (self->pages[page] == NULL)
    {
      /* While the stack changes family the game is still the last one's: a page of the
       * new family waits for the new game (cas_window_set_journal). */
      CasJournal *journal = self->journal && g_strcmp0 (cas_journal_family (self->journal), self->family) == 0
                              ? self->journal
                              : NULL;
      self->pages[page] = g_object_new (self->page_info[page].get_type (), NULL);
      cas_page_set_journal (CAS_PAGE (self->pages[page]), journal);
      adw_bin_set_child (self->page_bins[page], self->pages[page]);
    }
  return self->pages[page];
}

/* The view stack of FAMILY's pages, the first one built (the others are empty bins until
 * needed). Nothing changes when the stack is already FAMILY's. FALSE with the error when
 * the app has no pages for FAMILY. */
static gboolean
set_family (CasWindow *self, const char *family, GError **error)
{
  guint n = 0;
  const CasPageInfo *info;

  if (self->page_info && g_strcmp0 (self->family, family) == 0)
    return TRUE;
  info = cas_pages_for (family, &n, error);
  if (info == NULL)
    return FALSE;
  /* The switchers let go of the stack meanwhile: each would remake its buttons for every
   * page added (as many as a template's pages cost; 40 M instructions at start). */
  adw_view_switcher_title_set_stack (self->window_title, NULL);
  if (self->switcher_bar)
    adw_view_switcher_bar_set_stack (ADW_VIEW_SWITCHER_BAR (self->switcher_bar), NULL);
  for (guint i = 0; i < self->n_pages; i++)
    adw_view_stack_remove (self->game_stack, GTK_WIDGET (self->page_bins[i]));
  memset (self->pages, 0, sizeof self->pages);
  memset (self->page_bins, 0, sizeof self->page_bins);
  self->family = family;
  self->page_info = info;
  self->n_pages = MIN (n, CAS_MAX_PAGES);
  for (guint i = 0; i < self->n_pages; i++)
    {
      AdwViewStackPage *page;
      self->page_bins[i] = ADW_BIN (adw_bin_new ());
      page = adw_view_stack_add_titled (self->game_stack, GTK_WIDGET (self->page_bins[i]), info[i].name,
                                        _(info[i].title));
      adw_view_stack_page_set_icon_name (page, info[i].icon);
    }
  adw_view_switcher_title_set_stack (self->window_title, self->game_stack);
  if (self->switcher_bar)
    adw_view_switcher_bar_set_stack (ADW_VIEW_SWITCHER_BAR (self->switcher_bar), self->game_stack);
  build_page (self, 0);
  cas_application_set_page_accels (gtk_window_get_application (GTK_WINDOW (self)), family);
  return TRUE;
}

GtkWidget *
cas_window_get_page (CasWindow *self, const char *name)
{
  int i;

  g_return_val_if_fail (CAS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  if (self->disposed)
    return NULL;
  if (g_str_equal (name, "picker"))
    return GTK_WIDGET (ensure_picker (self));
  i = cas_pages_find (self->page_info, self->n_pages, name);
  return i < 0 ? NULL : build_page (self, (guint) i);
}

/* One page per idle turn, so input and drawing go on in between. */
static gboolean
build_next_page_cb (gpointer user_data)
{
  CasWindow *self = user_data;

  for (guint i = 0; i < self->n_pages; i++)
    if (self->pages[i] == NULL)
      {
        build_page (self, i);
        return G_SOURCE_CONTINUE;
      }
  self->build_pages_source = 0;
  return G_SOURCE_REMOVE;
}

/* Runs in the frame that first shows the game; the pages are built after it is painted. */
static gboolean
game_frame_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  CasWindow *self = CAS_WINDOW (widget);

  if (self->build_pages_source == 0 && !self->disposed)
    self->build_pages_source = g_idle_add_full (G_PRIORITY_LOW, build_next_page_cb, self, NULL);
  return G_SOURCE_REMOVE;
}

static void
game_page_shown_cb (CasWindow *self)
{
  int i = cas_pages_find (self->page_info, self->n_pages, adw_view_stack_get_visible_child_name (self->game_stack));
  if (i >= 0 && self->journal && !self->disposed)
    build_page (self, (guint) i);
}

/* The picker is built when it is on screen (a window opened on a save never needs it). */
static void
stack_page_shown_cb (CasWindow *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "picker") == 0)
    ensure_picker (self);
}

static void
show_page (CasWindow *self, const char *name)
{
  gtk_stack_set_visible_child_name (self->stack, name);
  adw_view_switcher_title_set_view_switcher_enabled (self->window_title, !g_str_equal (name, "picker"));
  if (g_str_equal (name, "picker"))
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Castellan"));
      adw_view_switcher_title_set_title (self->window_title, _("Castellan"));
      adw_view_switcher_title_set_subtitle (self->window_title, _("New Game"));
    }
  else
    update_title (self);
  update_actions (self);
}

void
cas_window_set_journal (CasWindow *self, CasJournal *journal, GFile *file)
{
  g_return_if_fail (CAS_IS_WINDOW (self));
  g_return_if_fail (journal == NULL || CAS_IS_JOURNAL (journal));

  /* A game the app has no pages for is not taken: the window keeps what it shows. */
  if (journal)
    {
      g_autoptr(GError) error = NULL;
      if (!set_family (self, cas_journal_family (journal), &error))
        {
          show_error (self, _("Could Not Show the Game"), error->message);
          return;
        }
    }

  /* The game being replaced keeps its last change. */
  flush_autosave (self);
  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  g_set_object (&self->journal, journal);
  g_set_object (&self->file, file);
  if (file == NULL)
    g_clear_pointer (&self->disk_bytes, g_bytes_unref);
  self->journal_serial++;
  self->conflict = FALSE;
  if (self->conflict_toast)
    adw_toast_dismiss (self->conflict_toast);
  watch_file (self);
  if (journal)
    remember_last_game (self);
  /* The last game's undo toast must not redo in this one (and is not dismissed: see
   * undo_activated). */
  if (self->undo_toast)
    adw_toast_set_action_name (self->undo_toast, NULL);
  if (journal)
    g_signal_connect_object (journal, "changed", G_CALLBACK (journal_changed_cb), self, G_CONNECT_SWAPPED);
  if (journal)
    {
      /* The game's colours (its style.css), and its sides on the dice: a game without
       * dice (Rus) has no dice roller. */
      cas_game_style_use (cas_journal_get_base (journal));
      cas_dice_roller_set_game (self->dice_roller, cas_journal_get_game (journal));
      gtk_widget_set_visible (GTK_WIDGET (self->dice_roller), cas_journal_get_game (journal) != NULL);
    }
  for (guint i = 0; i < self->n_pages; i++)
    if (self->pages[i])
      cas_page_set_journal (CAS_PAGE (self->pages[i]), journal);
  show_page (self, journal ? "table" : "picker");
  if (journal && self->build_pages_source == 0)
    gtk_widget_add_tick_callback (GTK_WIDGET (self), game_frame_tick_cb, NULL, NULL);
  present_if_waiting (self);
}

/* Opening a save: the bytes are read asynchronously, then parsed and replayed. */

static void
load_contents_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GFile *file = G_FILE (source);
  g_autoptr(CasWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *name = file_display_name (file);
  g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);
  gsize length = 0;

  if (!g_file_load_contents_finish (file, result, &data, &length, NULL, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, heading, error->message);
      return;
    }
  if (self->disposed)
    return;

  g_autoptr(CasJournal) journal = cas_savefile_load_data (data, length, &error);
  if (journal == NULL)
    {
      g_autofree char *body = g_strdup_printf (_("%s\n\nThe game that was open stays open."), error->message);
      show_error (self, heading, self->journal ? body : error->message);
      return;
    }

  /* The autosave file is not "the game's file": a later Save As gives it one. */
  g_autofree char *autosave = cas_app_autosave_path ();
  g_autofree char *path = g_file_get_path (file);
  gboolean own = g_strcmp0 (path, autosave) != 0;
  cas_window_set_journal (self, journal, own ? file : NULL);
  if (own)
    {
      g_clear_pointer (&self->disk_bytes, g_bytes_unref);
      self->disk_bytes = g_bytes_new_take (g_steal_pointer (&data), length);
    }
}

static void
query_info_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GFile *file = G_FILE (source);
  g_autoptr(CasWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileInfo) info = g_file_query_info_finish (file, result, &error);
  g_autofree char *name = file_display_name (file);
  g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);

  if (info == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, heading, error->message);
      return;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      show_error (self, heading, _("It is not a file."));
      return;
    }
  if (g_file_info_get_size (info) > CAS_SAVE_MAX_SIZE)
    {
      show_error (self, heading, _("The file is far too large to be a Castellan save."));
      return;
    }
  g_file_load_contents_async (file, self->load_cancellable, load_contents_cb, g_object_ref (self));
}

void
cas_window_open_file (CasWindow *self, GFile *file)
{
  g_return_if_fail (CAS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  self->load_cancellable = g_cancellable_new ();
  g_file_query_info_async (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                           G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, self->load_cancellable, query_info_cb,
                           g_object_ref (self));
}

static void
add_save_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) saves = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (saves, _("Castellan Saves"));
  gtk_file_filter_add_pattern (saves, "*.json");
  gtk_file_filter_add_mime_type (saves, "application/json");
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, saves);
  gtk_file_chooser_add_filter (chooser, all);
}

static void
open_response_cb (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  CasWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        cas_window_open_file (self, file);
    }
  g_object_unref (dialog);
}

void
cas_window_choose_file (CasWindow *self)
{
  GtkFileChooserNative *chooser;

  g_return_if_fail (CAS_IS_WINDOW (self));
  chooser = gtk_file_chooser_native_new (_("Open a Saved Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_save_filters (GTK_FILE_CHOOSER (chooser));
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_as_response_cb (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  CasWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT && self->journal)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      char *path = file ? g_file_get_path (file) : NULL;
      if (path == NULL)
        show_error (self, _("Could Not Save the Game"), _("Castellan can only save to a local folder."));
      else
        {
          WriteJob *job = g_new0 (WriteJob, 1);
          flush_autosave (self);
          job->path = path;
          job->data = cas_savefile_to_data (self->journal, &job->length);
          job->save_as = g_steal_pointer (&file);
          job->generation = self->generation;
          queue_write (self, job);
        }
    }
  g_object_unref (dialog);
}

static void
save_as_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;
  GtkFileChooserNative *chooser;

  if (self->journal == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Save the Game As"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_save_filters (GTK_FILE_CHOOSER (chooser));
  if (self->file)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    {
      const CasFamilyUi *ui = cas_family_ui_of (self->journal);
      g_autofree char *stem = ui ? ui->file_stem (self->journal) : g_strdup (cas_journal_get_scenario_id (self->journal));
      g_autofree char *name = g_strdup_printf ("%s.json", stem);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
undo_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;
  g_autofree char *what = NULL;

  if (self->journal == NULL || !cas_journal_can_undo (self->journal))
    return;
  what = g_strdup (cas_journal_get_description (self->journal, cas_journal_get_n_done (self->journal) - 1));
  /* A move along the sequence of play goes with the action done at that step. */
  cas_journal_undo_step (self->journal);

  /* One toast for the latest undo, not a queue of them. A toast still on screen is
   * updated rather than dismissed: libadwaita 1.2 crashes later when a toast is
   * dismissed during its show animation. */
  g_autofree char *text = g_strdup_printf (_("Undone: %s"), what ? what : "");
  if (self->undo_toast)
    {
      cas_app_toast_set_text (self->undo_toast, text);
      return;
    }
  AdwToast *toast = cas_app_toast_new (text);
  adw_toast_set_button_label (toast, _("_Redo"));
  adw_toast_set_action_name (toast, "win.redo");
  adw_toast_set_timeout (toast, 3);
  g_set_weak_pointer (&self->undo_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
redo_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;

  if (self->journal == NULL || !cas_journal_can_redo (self->journal))
    return;
  /* The undo toast times out by itself (see undo_activated); its Redo button follows
   * the action's sensitivity. */
  cas_journal_redo_step (self->journal);
}

static void
back_to_game_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;
  if (self->journal)
    show_page (self, "table");
}

static void
resume_autosave_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;
  g_autofree char *path = cas_app_autosave_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  cas_window_open_file (self, file);
}

void
cas_window_new_game (CasWindow *self)
{
  g_return_if_fail (CAS_IS_WINDOW (self));
  cas_scenario_picker_refresh (ensure_picker (self));
  show_page (self, "picker");
}

static void
replace_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  CasWindow *self = CAS_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
  CasJournal *journal = user_data;

  if (g_str_equal (response, "replace"))
    cas_window_set_journal (self, journal, NULL);
}

/* The picker made a fresh game. A game that lives only in the autosave file would be
 * overwritten by the new one's first change, so ask first. */
static void
picker_journal_created_cb (CasWindow *self, CasJournal *journal)
{
  if (self->journal && self->file == NULL && cas_journal_get_n_entries (self->journal) > 0)
    {
      g_autofree char *game = game_title (self->journal);
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Replace the Current Game?"), NULL);
      adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                      _("The game of %s is kept only in the autosave, which the new game will "
                                        "replace. To keep it, cancel and use Save As first."),
                                      game);
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "replace",
                                        _("_Start New Game"), NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace",
                                                  ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
      g_signal_connect_data (dialog, "response", G_CALLBACK (replace_response_cb), g_object_ref (journal),
                             (GClosureNotify) (void (*) (void)) g_object_unref, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  cas_window_set_journal (self, journal, NULL);
}

static GSettings *
window_settings (CasWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings *settings = CAS_IS_APPLICATION (app) ? cas_application_get_settings (CAS_APPLICATION (app)) : NULL;
  g_autoptr(GSettingsSchema) schema = NULL;

  if (settings == NULL)
    return NULL;
  g_object_get (settings, "settings-schema", &schema, NULL);
  if (!g_settings_schema_has_key (schema, "window-width") || !g_settings_schema_has_key (schema, "window-height") ||
      !g_settings_schema_has_key (schema, "window-maximized"))
    return NULL;
  return settings;
}

static void
restore_window_state (CasWindow *self)
{
  GSettings *settings = window_settings (self);

  if (settings == NULL)
    return;
  gtk_window_set_default_size (GTK_WINDOW (self), g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_state (CasWindow *self)
{
  GSettings *settings = window_settings (self);
  int width, height;

  if (settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
}

static gboolean
close_request_cb (GtkWindow *window, gpointer user_data)
{
  CasWindow *self = CAS_WINDOW (window);
  flush_autosave (self);
  save_window_state (self);
  return FALSE;
}

static void
cas_window_constructed (GObject *object)
{
  G_OBJECT_CLASS (cas_window_parent_class)->constructed (object);
  /* The application, and so the settings, are known only now. */
  restore_window_state (CAS_WINDOW (object));
}

/* Navigation shared by every page: win.show-page("map"), win.show-rule("4.6.2"),
 * win.battle("storm:pskov:hermann"), win.calculate("supply:hermann"). */
static void
show_page_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;
  const char *name = g_variant_get_string (param, NULL);
  /* A page the game's family has not (Alt+4 on a game without Battles) does nothing. */
  if (self->journal && cas_pages_find (self->page_info, self->n_pages, name) >= 0)
    adw_view_stack_set_visible_child_name (self->game_stack, name);
}

static void
show_rule_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;
  GtkWidget *rules = self->journal ? cas_window_get_page (self, "rules") : NULL;
  if (!CAS_IS_RULES_VIEW (rules))
    return;
  adw_view_stack_set_visible_child_name (self->game_stack, "rules");
  cas_rules_view_show (CAS_RULES_VIEW (rules), g_variant_get_string (param, NULL));
}

static void
battle_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;
  GtkWidget *battle = self->journal ? cas_window_get_page (self, "battle") : NULL;
  if (!CAS_IS_BATTLE_VIEW (battle))
    return;
  adw_view_stack_set_visible_child_name (self->game_stack, "battle");
  cas_battle_view_start (CAS_BATTLE_VIEW (battle), g_variant_get_string (param, NULL));
}

static void
calculate_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;
  /* The calculator dialog is the Levy & Campaign series' (its games are CasGames). */
  if (self->journal && cas_journal_get_game (self->journal))
    cas_calc_dialog_present (GTK_WINDOW (self), self->journal, g_variant_get_string (param, NULL));
}

/* The window's file shared with other programs (docs/reliability.md, "Shared files").
 * castellan-cli or another window may change it while it is open. The window watches it:
 * when it changes and this window has nothing unsaved, the game is reloaded from it; when
 * a change of this window could not be written because the file had changed (the write
 * compares the file with what the window last saw, under the file's lock), the window
 * does not overwrite it and offers to reload instead. */

static gboolean
has_unsaved_change (CasWindow *self)
{
  return self->conflict || self->writing || self->autosave_source != 0 || !g_queue_is_empty (&self->writes);
}

/* Replaces the game by the file's BYTES; FALSE with the error when they do not load. */
static gboolean
reload_from (CasWindow *self, GBytes *bytes, GError **error)
{
  gsize len = 0;
  const char *data = g_bytes_get_data (bytes, &len);
  g_autoptr(CasJournal) journal = cas_savefile_load_data (data ? data : "", len, error);
  g_autoptr(GFile) file = self->file ? g_object_ref (self->file) : NULL;

  if (journal == NULL)
    return FALSE;
  cas_window_set_journal (self, journal, file);
  g_clear_pointer (&self->disk_bytes, g_bytes_unref);
  self->disk_bytes = g_bytes_ref (bytes);
  return TRUE;
}

static void
file_conflict (CasWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  AdwToast *toast;

  self->conflict = TRUE;
  if (self->disposed || self->file == NULL || self->conflict_toast)
    return;
  name = file_display_name (self->file);
  text = g_strdup_printf (_("“%s” was changed by another program; your latest change is not saved there"), name);
  toast = cas_app_toast_new (text);
  adw_toast_set_button_label (toast, _("_Reload"));
  adw_toast_set_action_name (toast, "win.reload-file");
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_set_weak_pointer (&self->conflict_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
reload_file_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  CasWindow *self = user_data;
  g_autofree char *path = self->file ? g_file_get_path (self->file) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  if (path == NULL)
    return;
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  g_queue_clear_full (&self->writes, (GDestroyNotify) write_job_free);
  bytes = cas_savefile_read (path, &error);
  if (bytes == NULL || !reload_from (self, bytes, &error))
    {
      g_autofree char *name = file_display_name (self->file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);
      show_error (self, heading, error->message);
    }
}

static gboolean
check_file_cb (gpointer user_data)
{
  CasWindow *self = user_data;
  g_autofree char *path = self->file ? g_file_get_path (self->file) : NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  self->monitor_check_source = 0;
  if (path == NULL || self->disposed || self->conflict)
    return G_SOURCE_REMOVE;
  if (has_unsaved_change (self))
    {
      /* Our own write is under way; look again once it has landed. */
      self->monitor_check_source = g_timeout_add (200, check_file_cb, self);
      return G_SOURCE_REMOVE;
    }
  bytes = cas_savefile_read (path, NULL);
  if (bytes == NULL || (self->disk_bytes && g_bytes_equal (bytes, self->disk_bytes)))
    return G_SOURCE_REMOVE; /* gone (a rename under way), or what we wrote */
  g_autofree char *name = file_display_name (self->file);
  if (reload_from (self, bytes, &error))
    {
      g_autofree char *text = g_strdup_printf (_("“%s” was changed by another program and is shown as it is now"), name);
      show_toast (self, text);
    }
  else
    {
      /* A file that does not load (half edited by hand?) is not taken: the game stays,
       * and its next change will offer to reload rather than overwrite the file. */
      g_autofree char *text = g_strdup_printf (_("“%s” was changed by another program and cannot be read: %s"), name,
                                               error->message);
      show_toast (self, text);
    }
  return G_SOURCE_REMOVE;
}

static void
file_changed_cb (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event, gpointer user_data)
{
  CasWindow *self = user_data;
  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED)
    return;
  /* A burst of events (a write, a rename) makes one check. */
  g_clear_handle_id (&self->monitor_check_source, g_source_remove);
  self->monitor_check_source = g_timeout_add (100, check_file_cb, self);
}

/* The "last-game" setting: the file of the game shown last, reopened at start (by
 * cas-application.c); empty for a game that lives in the autosave, so that the start
 * offers to resume it. */
static void
remember_last_game (CasWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings *settings = CAS_IS_APPLICATION (app) ? cas_application_get_settings (CAS_APPLICATION (app)) : NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autofree char *path = NULL;

  if (settings == NULL)
    return;
  g_object_get (settings, "settings-schema", &schema, NULL);
  if (!g_settings_schema_has_key (schema, "last-game"))
    return;
  path = self->file ? g_file_get_path (self->file) : NULL;
  g_settings_set_string (settings, "last-game", path ? path : "");
}

/* Watches the real file (through symlinks): that is the one other programs change. */
static void
watch_file (CasWindow *self)
{
  g_autofree char *path = NULL;
  g_autofree char *real = NULL;
  g_autoptr(GFile) target = NULL;

  g_clear_handle_id (&self->monitor_check_source, g_source_remove);
  if (self->monitor)
    {
      g_signal_handlers_disconnect_by_func (self->monitor, file_changed_cb, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  if (self->file == NULL || self->disposed || (path = g_file_get_path (self->file)) == NULL)
    return;
  real = realpath (path, NULL);
  target = g_file_new_for_path (real ? real : path);
  self->monitor = g_file_monitor_file (target, G_FILE_MONITOR_NONE, NULL, NULL);
  if (self->monitor)
    g_signal_connect (self->monitor, "changed", G_CALLBACK (file_changed_cb), self);
}

static const GActionEntry win_actions[] = {
  { "show-page", show_page_activated, "s" },
  { "show-rule", show_rule_activated, "s" },
  { "battle", battle_activated, "s" },
  { "calculate", calculate_activated, "s" },
  { "save-as", save_as_activated },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "back-to-game", back_to_game_activated },
  { "resume-autosave", resume_autosave_activated },
  { "reload-file", reload_file_activated },
};

static void
cas_window_dispose (GObject *object)
{
  CasWindow *self = CAS_WINDOW (object);

  if (!self->disposed)
    flush_autosave (self);
  self->disposed = TRUE;
  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  g_clear_handle_id (&self->build_pages_source, g_source_remove);
  g_clear_handle_id (&self->present_source, g_source_remove);
  g_clear_weak_pointer (&self->undo_toast);
  g_clear_weak_pointer (&self->conflict_toast);
  g_clear_handle_id (&self->monitor_check_source, g_source_remove);
  if (self->monitor)
    g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
  if (self->journal)
    g_signal_handlers_disconnect_by_func (self->journal, journal_changed_cb, self);
  G_OBJECT_CLASS (cas_window_parent_class)->dispose (object);
}

static void
cas_window_finalize (GObject *object)
{
  CasWindow *self = CAS_WINDOW (object);

  g_queue_clear_full (&self->writes, (GDestroyNotify) write_job_free);
  g_clear_object (&self->journal);
  g_clear_object (&self->file);
  g_clear_pointer (&self->disk_bytes, g_bytes_unref);
  g_clear_object (&self->game);
  g_free (self->game_error);
  G_OBJECT_CLASS (cas_window_parent_class)->finalize (object);
}

static void
cas_window_class_init (CasWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = cas_window_constructed;
  object_class->dispose = cas_window_dispose;
  object_class->finalize = cas_window_finalize;

  g_type_ensure (CAS_TYPE_SCENARIO_PICKER);
  g_type_ensure (CAS_TYPE_DICE_ROLLER);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CasWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, dice_roller);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, picker_bin);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, game_stack);
  gtk_widget_class_bind_template_child (widget_class, CasWindow, game_box);
  gtk_widget_class_bind_template_callback (widget_class, close_request_cb);
}

/* The view switcher bar at the bottom is made the first time the header is too narrow
 * for its view switcher (the title shows instead); then it is shown whenever the
 * title is. Not made at all on a wide window. */
static void
narrow_cb (CasWindow *self)
{
  if (self->switcher_bar || !adw_view_switcher_title_get_title_visible (self->window_title))
    return;
  self->switcher_bar = adw_view_switcher_bar_new ();
  gtk_widget_set_name (self->switcher_bar, "switcher-bar");
  adw_view_switcher_bar_set_stack (ADW_VIEW_SWITCHER_BAR (self->switcher_bar), self->game_stack);
  g_object_bind_property (self->window_title, "title-visible", self->switcher_bar, "reveal", G_BINDING_SYNC_CREATE);
  gtk_box_append (self->game_box, self->switcher_bar);
}

/* The main menu's popover (50 widgets) is made when the menu is first opened (a click or
 * F10), not with the window. */
static void
primary_menu_popup_cb (GtkMenuButton *button, gpointer data)
{
  CasWindow *self = data;
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

/* One game's colours at a time on the display: the active window's. */
static void
active_cb (CasWindow *self)
{
  if (self->journal && gtk_window_is_active (GTK_WINDOW (self)))
    cas_game_style_use (cas_journal_get_base (self->journal));
}

static void
cas_window_init (CasWindow *self)
{
  g_autoptr(GError) error = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, primary_menu_popup_cb, self, NULL);
  g_signal_connect_object (self->window_title, "notify::title-visible", G_CALLBACK (narrow_cb), self, G_CONNECT_SWAPPED);
  g_queue_init (&self->writes);
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);

  /* The registry's first game (Nevsky, the one game so far); the loader caches it, so
   * windows share it. Its family's first page is built now, the others when needed. */
  guint n_modules;
  const CasModule *first = &cas_modules (&n_modules)[0];
  self->game = cas_game_base_load_builtin (first->id, &error);
  if (self->game == NULL)
    self->game_error = g_strdup (error->message);
  g_clear_error (&error);
  if (!set_family (self, first->family, &error))
    g_warning ("%s", error->message);
  g_signal_connect_object (self->game_stack, "notify::visible-child-name", G_CALLBACK (game_page_shown_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::visible-child-name", G_CALLBACK (stack_page_shown_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (stack_page_shown_cb), NULL);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (active_cb), NULL);
  show_page (self, "picker");
}
