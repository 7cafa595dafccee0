/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-json.h: a guard run before json-glib sees untrusted text: its parser recurses per
 * nesting level, so a file nested a hundred thousand deep would overflow the stack. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CAS_JSON_MAX_DEPTH 64

/* FALSE with a message when objects/arrays nest deeper than `max_depth`. */
gboolean cas_json_check_depth (const char *data, gsize len, int max_depth, GError **error);

G_END_DECLS
