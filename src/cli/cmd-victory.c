/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-victory.c: placeholder, being written. */
#include "config.h"
#include "cas-cli-commands.h"
int cas_cmd_victory (int argc, char **argv) { return cas_cli_fail (1, "victory: not written yet"); }
int cas_cmd_audit (int argc, char **argv) { return cas_cli_fail (1, "audit: not written yet"); }
int cas_cmd_endcampaign (int argc, char **argv) { return cas_cli_fail (1, "endcampaign: not written yet"); }
