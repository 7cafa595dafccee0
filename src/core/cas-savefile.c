/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-savefile.c: a save is the scenario, the journal (done and undone actions) and a
 * snapshot of the table. Loading replays the journal and checks it against the
 * snapshot, so a damaged file is refused instead of half-loaded. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "cas-savefile.h"
#include "cas-json.h"

char *
cas_savefile_to_data (CasJournal *journal, gsize *length)
{
  CasGameBase *game = cas_journal_get_base (journal);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  guint n_done = cas_journal_get_n_done (journal);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, CAS_SAVE_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, CAS_SAVE_VERSION);
  json_builder_set_member_name (b, "app_version");
  json_builder_add_string_value (b, PACKAGE_VERSION);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, cas_game_base_get_id (game));
  json_builder_set_member_name (b, "scenario");
  json_builder_add_string_value (b, cas_journal_get_scenario_id (journal));
  json_builder_set_member_name (b, "journal");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_done; i++)
    json_builder_add_string_value (b, cas_journal_get_text (journal, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "redo");
  json_builder_begin_array (b);
  for (guint i = n_done; i < cas_journal_get_n_entries (journal); i++)
    json_builder_add_string_value (b, cas_journal_get_text (journal, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "snapshot");
  json_builder_add_value (b, cas_table_base_to_json (cas_journal_get_table (journal)));
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 1);
  return json_generator_to_data (gen, length);
}

static const char *
member_string (JsonObject *o, const char *member)
{
  JsonNode *n = json_object_get_member (o, member);
  if (n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
    return json_node_get_string (n);
  return NULL;
}

static GPtrArray *
string_list (JsonObject *o, const char *member, GError **error)
{
  JsonNode *n = json_object_get_member (o, member);
  g_autoptr(GPtrArray) out = g_ptr_array_new ();
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file has no “%s” list"), member);
      return NULL;
    }
  JsonArray *a = json_node_get_array (n);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("entry %u of “%s” is not an action"), i + 1, member);
          return NULL;
        }
      g_ptr_array_add (out, (gpointer) json_node_get_string (e));
    }
  return g_steal_pointer (&out);
}

CasJournal *
cas_savefile_load_data (const char *data, gsize length, GError **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(CasGameBase) game = NULL;
  g_autoptr(CasJournal) journal = NULL;
  g_autoptr(GPtrArray) done = NULL;
  g_autoptr(GPtrArray) redo = NULL;
  g_autoptr(CasTable) snapshot = NULL;
  JsonObject *root;
  JsonNode *version;
  const char *s;

  if (length > CAS_SAVE_MAX_SIZE)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the file is too large to be a save (%llu bytes; at most %d)"),
                   (unsigned long long) length, (int) CAS_SAVE_MAX_SIZE);
      return NULL;
    }
  if (length == 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the file is empty"));
      return NULL;
    }
  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("not a Castellan save: the file is not text"));
      return NULL;
    }
  parser = cas_json_parse (data, length, &local);
  if (parser == NULL)
    {
      if (g_error_matches (local, CAS_JSON_ERROR, CAS_JSON_ERROR_DEPTH))
        g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("not a Castellan save: %s"), local->message);
      else if (g_error_matches (local, CAS_JSON_ERROR, CAS_JSON_ERROR_NOT_STRICT))
        g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file is not valid JSON: %s"), local->message);
      else
        g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file is damaged or truncated (%s)"), local->message);
      return NULL;
    }
  if (json_parser_get_root (parser) == NULL || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("not a Castellan save file"));
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  if (g_strcmp0 (member_string (root, "format"), CAS_SAVE_FORMAT) != 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("not a Castellan save file"));
      return NULL;
    }
  version = json_object_get_member (root, "version");
  if (version == NULL || !JSON_NODE_HOLDS_VALUE (version) || json_node_get_value_type (version) != G_TYPE_INT64)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file has no format version"));
      return NULL;
    }
  if (json_node_get_int (version) < 1)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file has an invalid format version (%lld)"),
                   (long long) json_node_get_int (version));
      return NULL;
    }
  if (json_node_get_int (version) > CAS_SAVE_VERSION)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE,
                   _("the save file was written by a newer Castellan (format %lld, this one reads %d); update Castellan to open it"),
                   (long long) json_node_get_int (version), CAS_SAVE_VERSION);
      return NULL;
    }
  s = member_string (root, "game");
  if (s == NULL)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file does not say which game it is"));
      return NULL;
    }
  game = cas_game_base_load_builtin (s, &local);
  if (game == NULL)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save is for a game this Castellan does not know (%s)"), local->message);
      return NULL;
    }
  s = member_string (root, "scenario");
  int scenario = s ? cas_game_base_find_scenario (game, s) : -1;
  if (scenario < 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save names an unknown %s scenario “%s”"), cas_game_base_get_name (game),
                   s ? s : "?");
      return NULL;
    }
  if ((done = string_list (root, "journal", error)) == NULL || (redo = string_list (root, "redo", error)) == NULL)
    return NULL;
  journal = cas_journal_new_for (game, scenario, error);
  if (journal == NULL)
    return NULL;
  g_ptr_array_add (done, NULL);
  for (guint i = 0; i < redo->len; i++)
    g_ptr_array_insert (done, (int) done->len - 1, redo->pdata[i]);
  if (!cas_journal_do_many (journal, (const char *const *) done->pdata, &local))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file’s journal is damaged: %s"), local->message);
      return NULL;
    }
  for (guint i = 0; i < redo->len; i++)
    cas_journal_undo (journal);

  snapshot = cas_table_new_for (game);
  if (!cas_table_base_from_json (snapshot, json_object_get_member (root, "snapshot"), &local))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("the save file is damaged: %s"), local->message);
      return NULL;
    }
  if (!cas_table_equal (snapshot, cas_journal_get_table (journal)))
    {
      const CasTable *t = cas_journal_get_table (journal);
      guint i = 0;
      while (i < t->n && t->v[i] == snapshot->v[i])
        i++;
      g_autofree char *cell = cas_table_base_cell_name (t, i);
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE,
                   _("the save file is inconsistent: its journal gives %s = %d but its snapshot says %d"), cell, t->v[i],
                   snapshot->v[i]);
      return NULL;
    }
  return g_steal_pointer (&journal);
}

/* ------------------------------------------------------------------------ */
/* Files on disk (docs/reliability.md, "Shared files"). POSIX calls relative to an open
 * directory, so that a symlink is followed to the real file, a long name or a working
 * directory deeper than PATH_MAX still works, and the lock, the check and the write are
 * about the same file. */

struct _CasSaveLock {
  char *path;   /* as given, for messages */
  int dirfd;    /* the directory of the real file (symlinks followed) */
  char *base;   /* its name there */
  int fd;       /* the file, locked; -1 while it does not exist */
  struct stat st;
};

#define MAX_SYMLINKS 40
#define TEMP_PREFIX ".castellan-"

typedef enum { DOING_OPEN, DOING_READ, DOING_SAVE, DOING_LOCK } Doing;

/* FALSE with "Could not open PATH: No such file or directory" and the like. */
static gboolean
set_errno_error (GError **error, int errsv, Doing doing, const char *path)
{
  const char *why = g_strerror (errsv);
  switch (doing)
    {
    case DOING_OPEN:
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("Could not open %s: %s"), path, why);
      break;
    case DOING_READ:
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("Could not read %s: %s"), path, why);
      break;
    case DOING_SAVE:
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("Could not save to %s: %s"), path, why);
      break;
    case DOING_LOCK:
    default:
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("Could not lock %s: %s"), path, why);
      break;
    }
  return FALSE;
}

static int
lock_timeout_ms (void)
{
  const char *env = g_getenv ("CASTELLAN_LOCK_TIMEOUT_MS");
  guint64 ms = 0;
  if (env && g_ascii_string_to_unsigned (env, 10, 0, 600000, &ms, NULL))
    return (int) ms;
  return 10000;
}

/* flock() with a bounded wait. ENOLCK or EOPNOTSUPP (a file system without locks) is
 * not an error: the save is then as safe as it was without a lock. */
static gboolean
lock_fd (int fd, int how, gint64 deadline, const char *path, GError **error)
{
  for (;;)
    {
      if (flock (fd, how | LOCK_NB) == 0)
        return TRUE;
      if (errno == EINTR)
        continue;
      if (errno == ENOLCK || errno == EOPNOTSUPP)
        return TRUE;
      if (errno != EWOULDBLOCK)
        return set_errno_error (error, errno, DOING_LOCK, path);
      if (g_get_monotonic_time () >= deadline)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE,
                       _("%s is being changed by another program (it stayed locked for %d seconds); nothing was changed"),
                       path, (lock_timeout_ms () + 999) / 1000);
          return FALSE;
        }
      g_usleep (10000);
    }
}

/* Follows `path` through symlinks to the directory and name of the real file (which
 * need not exist yet). */
static gboolean
resolve (const char *path, int *out_dirfd, char **out_base, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  int dirfd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (dirfd < 0)
    return set_errno_error (error, errno, DOING_SAVE, path);
  for (int hops = 0;; hops++)
    {
      char target[PATH_MAX + 1];
      ssize_t n = readlinkat (dirfd, base, target, sizeof target - 1);
      if (n < 0)
        {
          if (errno == EINVAL || errno == ENOENT)
            break; /* not a symlink, or nothing there yet */
          int errsv = errno;
          close (dirfd);
          return set_errno_error (error, errsv, DOING_SAVE, path);
        }
      if (hops >= MAX_SYMLINKS)
        {
          close (dirfd);
          return set_errno_error (error, ELOOP, DOING_SAVE, path);
        }
      target[n] = '\0';
      g_autofree char *tdir = g_path_get_dirname (target);
      int next = openat (dirfd, tdir, O_RDONLY | O_DIRECTORY | O_CLOEXEC); /* absolute: dirfd ignored */
      int errsv = errno;
      close (dirfd);
      if (next < 0)
        return set_errno_error (error, errsv, DOING_SAVE, path);
      dirfd = next;
      g_free (base);
      base = g_path_get_basename (target);
    }
  *out_dirfd = dirfd;
  *out_base = g_steal_pointer (&base);
  return TRUE;
}

/* Opens and locks the real file, again if a writer replaced it meanwhile (a lock on the
 * file it replaced guards nothing). fd -1: there is no file yet. */
static gboolean
open_locked (CasSaveLock *l, int how, GError **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) lock_timeout_ms () * 1000;

  for (;;)
    {
      struct stat now;
      l->fd = openat (l->dirfd, l->base, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
      if (l->fd < 0)
        {
          if (errno == ENOENT)
            return TRUE;
          return set_errno_error (error, errno, DOING_OPEN, l->path);
        }
      if (fstat (l->fd, &l->st) != 0)
        return set_errno_error (error, errno, DOING_OPEN, l->path);
      if (!S_ISREG (l->st.st_mode))
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("%s is not a regular file"), l->path);
          return FALSE;
        }
      if (!lock_fd (l->fd, how, deadline, l->path, error))
        return FALSE;
      if (fstatat (l->dirfd, l->base, &now, AT_SYMLINK_NOFOLLOW) == 0 && now.st_ino == l->st.st_ino &&
          now.st_dev == l->st.st_dev)
        return fstat (l->fd, &l->st) == 0 || set_errno_error (error, errno, DOING_OPEN, l->path);
      close (l->fd);
      l->fd = -1;
    }
}

static CasSaveLock *
lock_new (const char *path, int how, GError **error)
{
  g_autoptr(CasSaveLock) l = g_new0 (CasSaveLock, 1);

  l->path = g_strdup (path);
  l->dirfd = -1;
  l->fd = -1;
  if (!resolve (path, &l->dirfd, &l->base, error) || !open_locked (l, how, error))
    return NULL;
  return g_steal_pointer (&l);
}

CasSaveLock *
cas_savefile_lock (const char *path, GError **error)
{
  g_autoptr(CasSaveLock) l = lock_new (path, LOCK_EX, error);

  if (l && l->fd < 0)
    {
      set_errno_error (error, ENOENT, DOING_OPEN, path);
      return NULL;
    }
  return g_steal_pointer (&l);
}

void
cas_savefile_unlock (CasSaveLock *lock)
{
  if (lock == NULL)
    return;
  if (lock->fd >= 0)
    close (lock->fd);
  if (lock->dirfd >= 0)
    close (lock->dirfd);
  g_free (lock->path);
  g_free (lock->base);
  g_free (lock);
}

static GBytes *
read_fd (int fd, const struct stat *st, const char *path, GError **error)
{
  if (st->st_size > CAS_SAVE_MAX_SIZE)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("%s is too large to be a save (%lld bytes)"), path,
                   (long long) st->st_size);
      return NULL;
    }
  gsize size = (gsize) st->st_size;
  g_autofree char *data = g_malloc (size + 1);
  gsize got = 0;
  while (got < size)
    {
      ssize_t n = pread (fd, data + got, size - got, (off_t) got);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return set_errno_error (error, errno, DOING_READ, path), NULL;
      if (n == 0)
        break;
      got += (gsize) n;
    }
  data[got] = '\0';
  return g_bytes_new_take (g_steal_pointer (&data), got);
}

static CasJournal *
journal_from_bytes (GBytes *bytes, const char *path, GError **error)
{
  g_autoptr(GError) local = NULL;
  gsize len = 0;
  const char *data = g_bytes_get_data (bytes, &len);
  CasJournal *j = cas_savefile_load_data (data ? data : "", len, &local);
  if (j == NULL)
    g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, "%s: %s", path, local ? local->message : "?");
  return j;
}

CasJournal *
cas_savefile_lock_load (CasSaveLock *lock, GError **error)
{
  g_autoptr(GBytes) bytes = read_fd (lock->fd, &lock->st, lock->path, error);
  return bytes ? journal_from_bytes (bytes, lock->path, error) : NULL;
}

static gboolean
write_all (int fd, const char *data, gsize len)
{
  gsize done = 0;
  while (done < len)
    {
      ssize_t n = pwrite (fd, data + done, len - done, (off_t) done);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      done += (gsize) n;
    }
  return TRUE;
}

/* A new file with a short name beside the real one: the name stays short whatever the
 * save's name (NAME_MAX is 255 bytes). */
static int
make_temp (int dirfd, char **out_name)
{
  static const char chars[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  for (int attempt = 0; attempt < 100; attempt++)
    {
      char name[sizeof TEMP_PREFIX + 8];
      memcpy (name, TEMP_PREFIX, sizeof TEMP_PREFIX - 1);
      for (gsize i = 0; i < 8; i++)
        name[sizeof TEMP_PREFIX - 1 + i] = chars[g_random_int_range (0, (gint32) sizeof chars - 1)];
      name[sizeof TEMP_PREFIX + 7] = '\0';
      int fd = openat (dirfd, name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
      if (fd >= 0)
        {
          *out_name = g_strdup (name);
          return fd;
        }
      if (errno != EEXIST)
        return -1;
    }
  errno = EEXIST;
  return -1;
}

/* The bytes go to a temporary file beside the real one (fsync'd). A file with other
 * hard links is then rewritten in place (a rename would give this name a new file and
 * leave the other names on the old one); the temporary file, a full copy of the new
 * save, is removed once the file is fsync'd, so a crash in between leaves it behind. Any
 * other file is replaced by renaming the temporary file over it, atomically, with the
 * old file's permissions and (where allowed) owner. The lock moves to the new file
 * before it is renamed into place, so a waiting writer never gets the old one. */
static gboolean
write_locked (CasSaveLock *l, const char *data, gsize len, GError **error)
{
  g_autofree char *temp = NULL;
  gboolean existed = l->fd >= 0;
  int fd = make_temp (l->dirfd, &temp);
  int errsv;

  if (fd < 0)
    return set_errno_error (error, errno, DOING_SAVE, l->path);
  if (!write_all (fd, data, len) || fsync (fd) != 0)
    goto fail;
  if (existed && l->st.st_nlink > 1)
    {
      int out = openat (l->dirfd, l->base, O_WRONLY | O_CLOEXEC | O_NOFOLLOW);
      if (out < 0)
        goto fail;
      if (!write_all (out, data, len) || ftruncate (out, (off_t) len) != 0 || fsync (out) != 0)
        {
          errsv = errno;
          close (out);
          errno = errsv;
          goto fail;
        }
      close (out);
      close (fd);
      unlinkat (l->dirfd, temp, 0);
      if (fstat (l->fd, &l->st) != 0)
        memset (&l->st, 0, sizeof l->st);
      return TRUE;
    }
  if (fchmod (fd, existed ? (l->st.st_mode & 07777) : 0644) != 0)
    goto fail;
  if (existed && (l->st.st_uid != geteuid () || l->st.st_gid != getegid ()))
    (void) !fchown (fd, l->st.st_uid, l->st.st_gid); /* best effort: only root may give a file away */
  (void) flock (fd, LOCK_EX | LOCK_NB);                /* ours alone: nobody else has it open */
  if (renameat (l->dirfd, temp, l->dirfd, l->base) != 0)
    goto fail;
  (void) fsync (l->dirfd);
  if (l->fd >= 0)
    close (l->fd);
  l->fd = fd;
  if (fstat (fd, &l->st) != 0)
    memset (&l->st, 0, sizeof l->st);
  return TRUE;

fail:
  errsv = errno;
  close (fd);
  unlinkat (l->dirfd, temp, 0);
  return set_errno_error (error, errsv ? errsv : EIO, DOING_SAVE, l->path);
}

gboolean
cas_savefile_lock_save (CasSaveLock *lock, CasJournal *journal, GError **error)
{
  gsize len = 0;
  g_autofree char *data = cas_savefile_to_data (journal, &len);
  return write_locked (lock, data, len, error);
}

gboolean
cas_savefile_write (const char *path, const char *data, gsize len, GBytes *expected, GError **error)
{
  g_autoptr(CasSaveLock) l = lock_new (path, LOCK_EX, error);

  if (l == NULL)
    return FALSE;
  if (expected)
    {
      g_autoptr(GBytes) now = NULL;
      if (l->fd >= 0 && (now = read_fd (l->fd, &l->st, path, error)) == NULL)
        return FALSE;
      if (now == NULL || !g_bytes_equal (now, expected))
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_CHANGED,
                       _("%s was changed by another program; it was not overwritten"), path);
          return FALSE;
        }
    }
  return write_locked (l, data, len, error);
}

gboolean
cas_savefile_save (CasJournal *journal, const char *path, GError **error)
{
  gsize len = 0;
  g_autofree char *data = cas_savefile_to_data (journal, &len);
  return cas_savefile_write (path, data, len, NULL, error);
}

GBytes *
cas_savefile_read (const char *path, GError **error)
{
  g_autoptr(CasSaveLock) l = g_new0 (CasSaveLock, 1);

  /* Under a shared lock: a file with hard links is rewritten in place (write_locked). */
  l->path = g_strdup (path);
  l->dirfd = -1;
  /* The path as it is (open() follows symlinks and works below PATH_MAX's depth). */
  l->fd = open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (l->fd < 0)
    return set_errno_error (error, errno, DOING_OPEN, path), NULL;
  if (fstat (l->fd, &l->st) != 0)
    return set_errno_error (error, errno, DOING_OPEN, path), NULL;
  if (!S_ISREG (l->st.st_mode))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, _("%s is not a regular file"), path);
      return NULL;
    }
  if (!lock_fd (l->fd, LOCK_SH, g_get_monotonic_time () + (gint64) lock_timeout_ms () * 1000, path, error) ||
      fstat (l->fd, &l->st) != 0)
    return NULL;
  return read_fd (l->fd, &l->st, path, error);
}

CasJournal *
cas_savefile_load (const char *path, GError **error)
{
  g_autoptr(GBytes) bytes = cas_savefile_read (path, error);
  return bytes ? journal_from_bytes (bytes, path, error) : NULL;
}
