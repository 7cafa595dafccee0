/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-supply.c: placeholder, being written. */
#include "config.h"
#include "cas-cli-commands.h"
int cas_cmd_supply (int argc, char **argv) { return cas_cli_fail (1, "supply: not written yet"); }
