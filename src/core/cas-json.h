/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-json.h: a guard run before json-glib sees untrusted text: its parser recurses per
 * nesting level, so a file nested a hundred thousand deep would overflow the stack; and
 * the validation context of the loaders of untrusted JSON (game data, the rules index). */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define CAS_JSON_MAX_DEPTH 64

/* FALSE with a message when objects/arrays nest deeper than `max_depth`. */
gboolean cas_json_check_depth (const char *data, gsize len, int max_depth, GError **error);

/* Where a loader is, so that every problem names the file, the entry and the problem:
 * "FILE: ENTRY: PROBLEM", or "FILE: PROBLEM" while `entry` is empty (docs/data-format.md). */
typedef struct {
  const char *file;
  char entry[160];
  GError **error;
} CasJsonCtx;

/* Sets the error to the problem, the first one only. */
void cas_json_set_error (CasJsonCtx *ctx, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Sets the error (the first one only) and is FALSE: `return cas_json_fail (ctx, ...)`. A
 * macro so that the FALSE is visible where it is used: static analyzers do not follow
 * calls to variadic functions, and took a failed getter for one that had set its *out. */
#define cas_json_fail(ctx, ...) (cas_json_set_error ((ctx), __VA_ARGS__), FALSE)

/* The entry is item `i` of `list`, named by its member `key` when that is a string:
 * "terms[40] (Laden)", else "terms[40]". */
void cas_json_set_entry (CasJsonCtx *ctx, const char *list, guint i, JsonObject *o, const char *key);

/* FALSE with an error when `o` lacks a `required` member or has one that is neither
 * `required` nor `optional` (both NULL-terminated, or NULL for none). */
gboolean cas_json_check_members (CasJsonCtx *ctx, JsonObject *o, const char *const *required,
                                 const char *const *optional);

G_END_DECLS
