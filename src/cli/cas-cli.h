/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-cli.h: helpers shared by castellan-cli's commands. */
#pragma once

#include "castellan.h"

G_BEGIN_DECLS

int cas_cli_fail (int code, const char *format, ...) G_GNUC_PRINTF (2, 3);
gboolean cas_cli_has_flag (int *argc, char **argv, const char *flag);
const char *cas_cli_take_option (int *argc, char **argv, const char *name, gboolean *missing_value);
CasJournal *cas_cli_load (const char *path, int *code);
int cas_cli_save (CasJournal *journal, const char *path);
void cas_cli_print_json (JsonNode *node);
/* A member of the object being built: its name, then its value. */
void cas_cli_json_int (JsonBuilder *b, const char *name, gint64 value);
void cas_cli_json_bool (JsonBuilder *b, const char *name, gboolean value);
void cas_cli_json_string (JsonBuilder *b, const char *name, const char *value);
void cas_cli_json_double (JsonBuilder *b, const char *name, double value);
void cas_cli_json_null (JsonBuilder *b, const char *name);

G_END_DECLS
