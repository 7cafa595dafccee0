/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-kill.c: crash recovery. A child runs the real window through a scripted game of 40
 * actions, 20 ms apart, and reports each action and each autosave it sees on disk; the
 * parent SIGKILLs it at a random (seeded) moment, then loads the autosave: it always loads,
 * its journal is a prefix of the script, and it holds at least the actions reported saved
 * (less one). A new window after the crash offers to continue the autosaved game. A burst
 * (an action every 20 ms whatever the window is doing) measures how far the autosave
 * falls behind. */
#include "config.h"

#include <adwaita.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-scenario-picker.h"
#include "cas-window.h"
#include "ui-test-util.h"

#define N_RUNS 10
#define STEP_MS 20
#define SCENARIO "pleskau"

/* Eight actions, each valid five times over from the Pleskau set-up: 40 in all. */
static const char *const cycle[] = {
  "forces hermann knights +1", "assets hermann prov +1", "moved hermann yes", "forces gavrilo militia +1",
  "assets gavrilo coin +1",    "moved hermann no",       "service yaroslav +1", "marker pskov siege +1",
};
#define N_ACTIONS (5 * G_N_ELEMENTS (cycle))

static gboolean have_display;

static const char *
script (guint i)
{
  return cycle[i % G_N_ELEMENTS (cycle)];
}

/* ------------------------------------------------------------------------ */
/* The child: the real window, a new game from the picker, the script. */

typedef struct {
  CasJournal *journal;
  char *autosave;
  guint next;          /* next action of the script */
  guint reported;      /* actions the autosave on disk was last seen to hold */
  struct stat seen;    /* the autosave file last read */
  int done;            /* atomic: the autosave holds the whole script */
} Child;

static gboolean child_step_cb (gpointer user_data);

static void
child_do_next (Child *c)
{
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  if (!cas_journal_do (c->journal, script (c->next), &error))
    g_error ("action %u “%s”: %s", c->next, script (c->next), error->message);
  c->next++;
  printf ("did %u\n", c->next);
  fflush (stdout);
  if (g_getenv ("CASTELLAN_TEST_KILL_VERBOSE"))
    g_printerr ("action %u took %.1f ms\n", c->next, (g_get_monotonic_time () - start) / 1000.0);
}

/* Paced: the next action 20 ms after the window has handled this one, as players at a
 * (very fast) table. */
static gboolean
child_step_cb (gpointer user_data)
{
  Child *c = user_data;
  child_do_next (c);
  if (c->next < N_ACTIONS)
    g_timeout_add (STEP_MS, child_step_cb, c);
  return G_SOURCE_REMOVE;
}

/* Burst: an action every 20 ms by the clock, however long the window takes over each. */
static gboolean
child_burst_cb (gpointer user_data)
{
  Child *c = user_data;
  if (c->next >= N_ACTIONS)
    return G_SOURCE_REMOVE;
  child_do_next (c);
  return G_SOURCE_CONTINUE;
}

/* Reads the autosave again whenever the file changed (it is replaced by a rename, so a
 * new inode or time means a new version) and reports how many actions it holds. This
 * runs in a thread of its own: polling in the main loop would keep the loop busy and
 * starve the window's autosave, which waits for an idle moment. */
static gpointer
child_watch_thread (gpointer user_data)
{
  Child *c = user_data;

  while (!g_atomic_int_get (&c->done))
    {
      struct stat st;
      g_autoptr(CasJournal) saved = NULL;

      g_usleep (2000);
      if (g_stat (c->autosave, &st) != 0)
        continue;
      if (st.st_ino == c->seen.st_ino && st.st_size == c->seen.st_size &&
          st.st_mtim.tv_sec == c->seen.st_mtim.tv_sec && st.st_mtim.tv_nsec == c->seen.st_mtim.tv_nsec)
        continue;
      c->seen = st;
      saved = cas_savefile_load (c->autosave, NULL);
      if (saved == NULL)
        continue;   /* the parent judges the file; the child only reports */
      if (cas_journal_get_n_entries (saved) > c->reported)
        {
          c->reported = cas_journal_get_n_entries (saved);
          printf ("saved %u\n", c->reported);
          fflush (stdout);
        }
      if (c->reported == N_ACTIONS)
        g_atomic_int_set (&c->done, TRUE);
    }
  return NULL;
}

static void
count_paint (guint *n)
{
  static gint64 last;
  gint64 now = g_get_monotonic_time ();
  (*n)++;
  g_printerr ("paint %u (%.1f ms since the last)\n", *n, last ? (now - last) / 1000.0 : 0.0);
  last = now;
}

static int
child_main (void)
{
  Child c = { 0 };
  GtkWidget *window, *picker;
  GThread *watcher;
  g_autoptr(CasGame) game = NULL;

  if (!gtk_init_check ())
    {
      printf ("no display\n");
      return 77;
    }
  app_start ();
  window = GTK_WIDGET (cas_window_new (GTK_APPLICATION (app)));
  gtk_window_present (GTK_WINDOW (window));
  ITERATE_UNTIL (gtk_widget_get_mapped (window));

  /* A new game, as the user starts one: the picker. */
  game = cas_game_load_builtin ("nevsky", NULL);
  g_assert_nonnull (game);
  picker = find_one (window, CAS_TYPE_SCENARIO_PICKER);
  cas_scenario_picker_choose (CAS_SCENARIO_PICKER (picker), cas_game_find_scenario (game, SCENARIO));
  c.journal = cas_window_get_journal (CAS_WINDOW (window));
  g_assert_nonnull (c.journal);
  g_assert_cmpuint (cas_journal_get_n_entries (c.journal), ==, 0);
  c.autosave = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);

  if (g_getenv ("CASTELLAN_TEST_KILL_VERBOSE"))
    {
      static guint painted;
      g_signal_connect_swapped (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (count_paint), &painted);
    }
  printf ("ready\n");
  fflush (stdout);
  if (g_strcmp0 (g_getenv ("CASTELLAN_TEST_KILL_CHILD"), "burst") == 0)
    g_timeout_add (STEP_MS, child_burst_cb, &c);
  else
    g_timeout_add (STEP_MS, child_step_cb, &c);
  watcher = g_thread_new ("autosave-watch", child_watch_thread, &c);
  while (!g_atomic_int_get (&c.done))
    g_main_context_iteration (NULL, TRUE);
  g_thread_join (watcher);
  printf ("done\n");
  fflush (stdout);
  g_free (c.autosave);
  return 0;
}

/* ------------------------------------------------------------------------ */
/* The parent */

static GPtrArray *
expected_texts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load_builtin ("nevsky", &error);
  g_autoptr(CasJournal) journal = NULL;
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  g_assert_no_error (error);
  journal = cas_journal_new (game, cas_game_find_scenario (game, SCENARIO), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < N_ACTIONS; i++)
    {
      g_assert_true (cas_journal_do (journal, script (i), &error));
      g_assert_no_error (error);
      g_ptr_array_add (texts, g_strdup (cas_journal_get_text (journal, i)));
    }
  return texts;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* The autosave of the last run that left one, for the resume test. */
static char *crashed_autosave;
static guint crashed_entries;

typedef struct {
  guint done;       /* actions the child reported done before it died */
  guint reported;   /* actions it saw in the autosave on disk */
  guint saved;      /* actions in the autosave the parent loads */
  gboolean finished;
} RunResult;

/* Runs a child in MODE ("paced" or "burst"), kills it once it reported KILL_AFTER actions
 * done and EXTRA_US more microseconds passed, and judges the autosave it leaves. */
static RunResult
run_child (const char *mode, guint kill_after, gulong extra_us, GPtrArray *expected)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("castellan-kill-XXXXXX", &error);
  g_autofree char *autosave = NULL;
  g_auto(GStrv) env = g_get_environ ();
  const char *argv[] = { "/proc/self/exe", NULL };
  RunResult r = { 0 };
  GPid pid;
  int out_fd, status;
  FILE *out;
  char line[128];
  gboolean killed = FALSE;

  g_assert_no_error (error);
  autosave = g_build_filename (tmp, "castellan", "autosave.json", NULL);
  env = g_environ_setenv (env, "XDG_DATA_HOME", tmp, TRUE);
  env = g_environ_setenv (env, "CASTELLAN_TEST_KILL_CHILD", mode, TRUE);
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, env, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                                           NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  out = fdopen (out_fd, "r");
  g_assert_nonnull (out);

  /* Until the moment to kill; what the child printed after it stays in the pipe. */
  while (!killed && fgets (line, sizeof line, out))
    {
      guint n;
      if (g_str_has_prefix (line, "no display"))
        g_error ("the child has no display");
      if (sscanf (line, "saved %u", &n) == 1)
        r.reported = MAX (r.reported, n);
      if (sscanf (line, "did %u", &n) == 1)
        r.done = n;
      r.finished = r.finished || g_str_has_prefix (line, "done");
      if (g_str_has_prefix (line, "ready") ? kill_after == 0 : r.done >= kill_after && r.done > 0)
        {
          g_usleep (extra_us);
          kill (pid, SIGKILL);
          killed = TRUE;
        }
    }
  if (!killed)
    kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  while (fgets (line, sizeof line, out))
    {
      guint n;
      if (sscanf (line, "saved %u", &n) == 1)
        {
          g_assert_cmpuint (n, >=, r.reported);   /* the autosave never goes back */
          r.reported = n;
        }
      if (sscanf (line, "did %u", &n) == 1)
        r.done = n;
      r.finished = r.finished || g_str_has_prefix (line, "done");
    }
  fclose (out);
  /* Killed, or finished and gone: never a failure of its own (an abort is SIGABRT). */
  g_assert_true ((WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL) ||
                 (WIFEXITED (status) && WEXITSTATUS (status) == 0));

  if (!g_file_test (autosave, G_FILE_TEST_EXISTS))
    g_assert_cmpuint (r.reported, ==, 0);   /* nothing saved, so nothing can have been seen */
  else
    {
      g_autoptr(CasJournal) journal = cas_savefile_load (autosave, &error);
      g_assert_no_error (error);   /* never corrupt */
      g_assert_nonnull (journal);
      r.saved = cas_journal_get_n_entries (journal);
      g_assert_cmpuint (r.saved, <=, r.done);
      g_assert_cmpuint (r.saved + 1, >=, r.reported);
      g_assert_cmpuint (cas_journal_get_n_done (journal), ==, r.saved);
      for (guint i = 0; i < r.saved; i++)
        g_assert_cmpstr (cas_journal_get_text (journal, i), ==, expected->pdata[i]);
      if (r.saved > 0)
        {
          g_free (crashed_autosave);
          g_assert_true (g_file_get_contents (autosave, &crashed_autosave, NULL, NULL));
          crashed_entries = r.saved;
        }
    }
  remove_tree (tmp);
  return r;
}

static void
test_kill (void)
{
  g_autoptr(GPtrArray) expected = expected_texts ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240611);
  guint mid_game = 0, lag_max = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  for (guint run = 0; run < N_RUNS; run++)
    {
      /* A random action to die after (0: before the first), then up to 30 ms more. */
      guint kill_after = (guint) g_rand_int_range (rand, 0, N_ACTIONS + 1);
      gulong extra_us = (gulong) g_rand_int_range (rand, 0, 30000);
      RunResult r = run_child ("paced", kill_after, extra_us, expected);

      g_test_message ("run %u: killed %.1f ms after action %u; %u done, %u seen saved, %u in the autosave%s", run,
                      extra_us / 1000.0, kill_after, r.done, r.reported, r.saved,
                      r.finished ? " (the script had finished)" : "");
      mid_game += r.saved > 0 && r.saved < N_ACTIONS;
      lag_max = MAX (lag_max, r.done - r.saved);
    }
  g_test_message ("%u of %u runs died in the middle of the game; the autosave was at most %u actions behind",
                  mid_game, N_RUNS, lag_max);
  /* The checks above are the contract. How far behind the autosave may be is not, but
   * a lag beyond the action in hand is flagged (TAP "TODO"), as is a test that never
   * caught a game in the middle. */
  if (mid_game == 0)
    g_test_incomplete ("no run died with a partly saved game: the kills tested nothing in between");
  else if (lag_max > 2)
    {
      g_autofree char *msg = g_strdup_printf (
        "with 20 ms between actions the autosave fell up to %u actions behind: the window saves on a "
        "low-priority idle, which waits while the views relayout and repaint after each action",
        lag_max);
      g_test_incomplete (msg);
    }
}

/* A burst of actions faster than the window can refresh: the autosave must still be
 * correct; how far it falls behind is measured. */
static void
test_burst (void)
{
  g_autoptr(GPtrArray) expected = expected_texts ();
  RunResult r;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  r = run_child ("burst", 30, 0, expected);
  g_test_message ("burst: killed after %u actions, %u seen saved, %u in the autosave", r.done, r.reported, r.saved);
  if (r.done > r.saved + 2)
    {
      g_autofree char *msg = g_strdup_printf (
        "during a burst the autosave fell %u actions behind: the window saves on a low-priority idle, which never "
        "runs while each action's refresh takes longer than the gap to the next",
        r.done - r.saved);
      g_test_incomplete (msg);
    }
}

/* After a crash, the next start offers the autosaved game, and it continues. */
static void
test_resume (void)
{
  g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
  g_autofree char *dir = g_path_get_dirname (autosave);
  g_autoptr(GtkWidget) window = NULL;
  GtkWidget *picker;
  CasJournal *journal;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  if (crashed_autosave == NULL)
    {
      g_test_skip ("no run left an autosave");
      return;
    }
  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (autosave, crashed_autosave, -1, NULL));

  app_start ();
  window = g_object_ref (GTK_WIDGET (cas_window_new (GTK_APPLICATION (app))));
  gtk_window_present (GTK_WINDOW (window));
  ITERATE_UNTIL (gtk_widget_get_mapped (window));
  picker = find_one (window, CAS_TYPE_SCENARIO_PICKER);
  ITERATE_UNTIL (gtk_widget_get_mapped (picker));
  g_assert_true (has_label (window, "Continue the Autosaved Game"));

  g_action_group_activate_action (G_ACTION_GROUP (window), "resume-autosave", NULL);
  ITERATE_UNTIL (cas_window_get_journal (CAS_WINDOW (window)) != NULL);
  journal = cas_window_get_journal (CAS_WINDOW (window));
  g_assert_cmpuint (cas_journal_get_n_entries (journal), ==, crashed_entries);
  g_assert_cmpstr (cas_journal_get_scenario_info (journal)->id, ==, SCENARIO);
  /* The game goes on where it stopped. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));

  g_unlink (autosave);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  iterate_seconds = 20;
  if (g_getenv ("CASTELLAN_TEST_KILL_CHILD"))
    return child_main ();

  /* The resume test's autosave goes to a folder of its own; set before GLib reads (and
   * caches) the variable. */
  if (g_getenv ("XDG_DATA_HOME"))
    data_home = g_build_filename (g_getenv ("XDG_DATA_HOME"), "kill-test", NULL);
  else
    data_home = g_dir_make_tmp ("castellan-kill-test-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();
  g_test_add_func ("/kill/autosave-survives", test_kill);
  g_test_add_func ("/kill/burst", test_burst);
  g_test_add_func ("/kill/resume", test_resume);
  status = g_test_run ();
  g_clear_object (&app);
  g_free (crashed_autosave);
  return status;
}
