/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-action-words.h: what every family's action language shares (src/lc/cas-action.c,
 * src/games/rus/cas-rus-action.c): its numbers ("3" sets, "+2" and "-1" change, at most
 * four digits), counts on the table kept within their range, and the error of an action
 * that does not fit the table. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* CAS_ERROR_ACTION with the message; FALSE, so that `return cas_words_fail (...)`. */
gboolean cas_words_fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* The number word `tok`: absolute within min..max, or (allow_relative) a change no
 * larger than the whole range. FALSE with the problem (newly allocated, translated) for
 * the language to report with its usage. `relative` may be NULL. */
gboolean cas_words_number (const char *tok, gboolean allow_relative, int min, int max, int *value,
                           gboolean *relative, char **problem);

/* The word `tok` as yes (TRUE) or no (FALSE); FALSE with the problem (newly allocated,
 * translated) otherwise. */
gboolean cas_words_yes_no (const char *tok, gboolean *out, char **problem);

/* Whether the `n` words `tok` (the verb `verb` first) hold `min` to `max` words after the
 * verb; FALSE with the problem (newly allocated, translated) otherwise. */
gboolean cas_words_arity (char **tok, int n, const char *verb, int min, int max, char **problem);

/* Sets `*cell` to `value`, or changes it by `value`, within 0..max; otherwise
 * CAS_ERROR_ACTION naming who holds how many of what, and the cell is unchanged. */
gboolean cas_words_set_count (int *cell, int value, gboolean relative, int max, const char *who, const char *what,
                              GError **error);

G_END_DECLS
