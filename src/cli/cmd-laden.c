/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-laden.c: placeholder, being written. */
#include "config.h"
#include "cas-cli-commands.h"
int cas_cmd_laden (int argc, char **argv) { return cas_cli_fail (1, "laden: not written yet"); }
int cas_cmd_sail (int argc, char **argv) { return cas_cli_fail (1, "sail: not written yet"); }
int cas_cmd_ravage (int argc, char **argv) { return cas_cli_fail (1, "ravage: not written yet"); }
