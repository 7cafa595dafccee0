/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-rus-file.h: the table's own files of Rus as castellan-cli commands (issue 18):
 * `map`, `ct` and `charter` are one command (cmd-rus-file.c) with a table each. */
#pragma once

#include <json-glib/json-glib.h>

#include "cas-rus-user-file.h"

/* One file's command: `NAME [show] [--json]`, `NAME set KEY WORDS...`, `NAME check FILE ...`.
 * A damaged file makes `show` and `check` fail; `set` starts anew and keeps the damaged
 * file beside the new one. */
typedef struct {
  const CasRusUserFile *kind;
  const char *usage;
  int (*key) (const char *id, int *code);  /* the entry `set` names, or -1 with *code (exit 2) */
  int n_set_words;                          /* the words after the key: this many; negative: at least -n */
  const char *not_json;                     /* marked for translation: the file's text did not read back as JSON */
  /* `show` in words: a heading with the path, then the entries (`list`: the file's list) */
  void (*print) (const void *file, JsonObject *list, const char *path);
  /* `check FILE ...` (argv after "check"; --json not taken yet) */
  int (*check) (const void *file, const char *path, int argc, char **argv);
} RusFileCmd;

int cas_cli_rus_file (const RusFileCmd *cmd, int argc, char **argv);
