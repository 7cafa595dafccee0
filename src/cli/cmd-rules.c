/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-rules.c: placeholder, being written. */
#include "config.h"
#include "cas-cli-commands.h"
int cas_cmd_rules (int argc, char **argv) { return cas_cli_fail (1, "rules: not written yet"); }
