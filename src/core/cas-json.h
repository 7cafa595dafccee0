/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-json.h: the reader of untrusted JSON: a strict check before json-glib sees the
 * text (json-glib recurses per nesting level, so a file nested a hundred thousand deep
 * would overflow the stack, and it reads more than strict JSON: comments, single-quoted
 * strings); and the validation context of the loaders of untrusted JSON (game data, the
 * rules index). */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define CAS_JSON_MAX_DEPTH 64

#define CAS_JSON_ERROR (cas_json_error_quark ())
GQuark cas_json_error_quark (void);

typedef enum {
  CAS_JSON_ERROR_TRUNCATED, /* the text ends inside a value */
  CAS_JSON_ERROR_DEPTH,     /* objects and arrays nest deeper than the limit */
  CAS_JSON_ERROR_NOT_STRICT /* anything else that is not strict JSON (RFC 8259) */
} CasJsonError;

/* TRUE when `data` is exactly one strict JSON value (RFC 8259: no comments, no single
 * quotes, no hexadecimal numbers, nothing after the value), with strings of valid UTF-8
 * (\u escapes included: no lone surrogate, no NUL), no member name twice in one object,
 * and objects and arrays nested at most `max_depth` deep. Otherwise FALSE with a message
 * that ends with the line and column. Never recurses, whatever the input. */
gboolean cas_json_check (const char *data, gsize len, int max_depth, GError **error);

/* cas_json_check() at CAS_JSON_MAX_DEPTH, then json-glib: the only way untrusted JSON is
 * parsed. NULL with the error of whichever refused it. */
JsonParser *cas_json_parse (const char *data, gsize len, GError **error);

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

/* A data file's top-level object, for the game loaders: the text NAME holds (DATA, LEN)
 * refused when it is longer than MAX_LEN, empty, not UTF-8, not strict JSON
 * (cas_json_parse ()) or not an object, each problem as "NAME: PROBLEM" (CAS_ERROR_DATA).
 * Returns a new node (json_node_unref ()). */
JsonNode *cas_json_parse_object (const char *name, const char *data, gsize len, gsize max_len, GError **error);

/* The same for the file NAME of a game's data: from FILES (name -> GBytes: the fuzz
 * targets and tests) when given, "NAME: missing" if it is not there; else read from DIR,
 * "NAME: cannot read: ..." if that fails. */
JsonNode *cas_json_load_object (GFile *dir, GHashTable *files, const char *name, gsize max_len, GError **error);

G_END_DECLS
