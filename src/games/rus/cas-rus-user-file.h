/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-user-file.h: the table's own files of Rus (issue 18): the map, the Tactics
 * matrix, the C&T tree and the trade charters. Each is one JSON object with exactly
 * "format", "version" (not above `version`) and `list`, an object of entries keyed by id,
 * kept as $XDG_DATA_HOME/castellan/rus/`basename`; one reader and one writer
 * (cas-rus-user-file.c) serve the four, and castellan-cli's `map`, `ct` and `charter`
 * commands serve them through this table. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One kind of file. The loaded file is `size` bytes (the map: a CasRusMap pointer):
 * `init` makes it empty (nothing known), `load_data` reads a text into it (untouched on
 * error), `clear` frees what it holds (NULL: nothing), `to_data` writes it as the file's
 * text, `set_words` sets one fact of entry `key` from words (NULL: the file takes no
 * such words). */
typedef struct {
  const char *what;          /* "map", "Tactics", "C&T", "charters": named in the errors */
  const char *format;
  int version;
  const char *list;          /* "areas", "matrix", "abilities", "powers" */
  const char *basename;      /* "map.json" */
  int (*from_id) (const char *id);  /* an entry's index from its key; -1 if none */
  const char *unknown;       /* the error for a key that names none */
  gsize size;
  void (*init) (void *out);
  gboolean (*load_data) (void *out, const char *data, gsize length, const char *file, GError **error);
  void (*clear) (void *file);
  char *(*to_data) (const void *file, gsize *length);
  gboolean (*set_words) (void *file, int key, const char *const *words, int n_words, GError **error);
} CasRusUserFile;

extern const CasRusUserFile cas_rus_map_file;       /* cas-rus-map.c */
extern const CasRusUserFile cas_rus_tactics_file;   /* cas-rus-tactics.c */
extern const CasRusUserFile cas_rus_ct_file;        /* cas-rus-ct.c */
extern const CasRusUserFile cas_rus_charters_file;  /* cas-rus-charters.c */

/* $XDG_DATA_HOME/castellan/rus/BASENAME */
char *cas_rus_user_file_path (const CasRusUserFile *kind);
/* The file at `path` into `out`: a missing file is empty (kind->init); a damaged one an
 * error naming the file and the entry, `out` untouched. */
gboolean cas_rus_user_file_load (const CasRusUserFile *kind, void *out, const char *path, GError **error);
/* Writes `file` atomically through cas_savefile_write (), creating its folder; a file
 * there that does not load as this kind is first kept as FILE.corrupt (.corrupt-2 ...),
 * whose path `backup` receives. */
gboolean cas_rus_user_file_save (const CasRusUserFile *kind, const void *file, const char *path, char **backup,
                                 GError **error);

G_END_DECLS
