/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-feed.c: placeholder, being written. */
#include "config.h"
#include "cas-cli-commands.h"
int cas_cmd_feed (int argc, char **argv) { return cas_cli_fail (1, "feed: not written yet"); }
int cas_cmd_pay (int argc, char **argv) { return cas_cli_fail (1, "pay: not written yet"); }
int cas_cmd_disband (int argc, char **argv) { return cas_cli_fail (1, "disband: not written yet"); }
int cas_cmd_levy (int argc, char **argv) { return cas_cli_fail (1, "levy: not written yet"); }
