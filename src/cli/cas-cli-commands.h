/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-cli-commands.h: the calculator subcommands of castellan-cli, one file each group. */
#pragma once

#include "cas-cli.h"

G_BEGIN_DECLS

typedef int (*CasCliCommand) (int argc, char **argv);

typedef struct {
  const char *name;
  CasCliCommand run;
  const char *synopsis;
  /* A synopsis that depends on the registered games' rules (feed: their Feed excuse
   * options), used instead of `synopsis` when set; freed by the caller. */
  char *(*synopsis_fn) (void);
} CasCliCommandInfo;

/* The calculator commands of one family of games (cas-module.h): they take a save of a
 * game of that family. NULL-terminated, like the tables it points to. */
typedef struct {
  const char *family;
  const CasCliCommandInfo *commands;
} CasCliFamilyCommands;

extern const CasCliFamilyCommands cas_cli_family_commands[];
/* NULL-terminated table of the commands for every family (dice, rulebook). */
extern const CasCliCommandInfo cas_cli_commands[];

/* Runs the calculator `name` and sets *code to its exit code; FALSE when there is no
 * such command. A family's command asked of a save of another family's game exits 2
 * (cas_cli_load () checks it). */
gboolean cas_cli_run_command (const char *name, int argc, char **argv, int *code);
/* The synopsis lines of the calculator commands, each family's then the others'. */
void cas_cli_list_commands (void (*out) (const char *format, ...));
/* Whether the save at `path` is of a game of the running command's family (or does not
 * say which game it is); if not, FALSE with *code 2 and a message. */
gboolean cas_cli_family_ok (const char *path, int *code);

/* Rus (family "rus", cmd-rus.c): the neutral commands' Rus parts, and its calculators. */
int cas_cli_rus_scenarios (CasGameBase *game, gboolean json);
char *cas_cli_rus_setup_option (int *argc, char **argv, int *code);
int cas_cli_rus_show (CasJournal *journal, gboolean json);
int cas_cmd_rus_turn (int argc, char **argv);
int cas_cmd_rus_vp (int argc, char **argv);
int cas_cmd_rus_kingdom (int argc, char **argv);
int cas_cmd_rus_switch (int argc, char **argv);
int cas_cmd_rus_plague (int argc, char **argv);
int cas_cmd_rus_combat (int argc, char **argv);
int cas_cmd_rus_payment (int argc, char **argv);
int cas_cmd_rus_harvest (int argc, char **argv);
int cas_cmd_rus_diplomacy (int argc, char **argv);
int cas_cmd_rus_build (int argc, char **argv);
int cas_cmd_rus_tactics (int argc, char **argv);
int cas_cmd_rus_map (int argc, char **argv);     /* cmd-rus-map.c (rusmap) */
int cas_cmd_rus_ct (int argc, char **argv);      /* cmd-rus.c: the C&T tree (issue 18) */
int cas_cmd_rus_charter (int argc, char **argv); /* cmd-rus.c: the trade charters (issue 18) */
int cas_cmd_rus_conquer (int argc, char **argv); /* cmd-rus.c: conquering a Kingdom (issue 18) */
int cas_cmd_rus_annex (int argc, char **argv);   /* cmd-rus.c: annexing and Missionaries (rus-rel) */
int cas_cmd_rus_invasion (int argc, char **argv); /* cmd-rus.c: the foreign invasion (rus-rules) */

int cas_cmd_laden (int argc, char **argv);       /* cmd-laden.c */
int cas_cmd_sail (int argc, char **argv);        /* cmd-laden.c */
int cas_cmd_ravage (int argc, char **argv);      /* cmd-laden.c */
int cas_cmd_supply (int argc, char **argv);      /* cmd-supply.c */
int cas_cmd_feed (int argc, char **argv);        /* cmd-feed.c */
char *cas_cmd_feed_synopsis (void);
int cas_cmd_pay (int argc, char **argv);         /* cmd-feed.c */
int cas_cmd_disband (int argc, char **argv);     /* cmd-feed.c */
int cas_cmd_levy (int argc, char **argv);        /* cmd-feed.c */
int cas_cmd_victory (int argc, char **argv);     /* cmd-victory.c */
int cas_cmd_audit (int argc, char **argv);       /* cmd-victory.c */
int cas_cmd_endcampaign (int argc, char **argv); /* cmd-victory.c */
int cas_cmd_battle (int argc, char **argv);      /* cmd-battle.c */
int cas_cmd_odds (int argc, char **argv);        /* cmd-battle.c */
int cas_cmd_roll (int argc, char **argv);        /* cmd-battle.c */
int cas_cmd_rules (int argc, char **argv);       /* cmd-rules.c */
/* Inferno's commands and settings (inf-cmd, issue 17) */
int cas_cmd_settings (int argc, char **argv);    /* cmd-settings.c */
int cas_cmd_revolt (int argc, char **argv);      /* cmd-revolt.c */
int cas_cmd_treachery (int argc, char **argv);   /* cmd-revolt.c */
int cas_cmd_exhaustion (int argc, char **argv);  /* cmd-exhaustion.c (endmarker) */
int cas_cmd_event (int argc, char **argv);       /* cmd-event.c (cards2) */
/* "G,P": `n` dice of 1-6 (cmd-revolt.c). */
gboolean cas_cli_parse_dice (const char *text, int *out, int n);
/* A member listing Locales (int indices) by id (cmd-revolt.c). */
void cas_cli_json_locales (JsonBuilder *b, CasGame *game, const char *name, GArray *locales);

/* Shared ending of every calculator command. `result` is a JSON object (taken over);
 * `text` the readable result. Prints JSON (result + "explain" + "proposed_actions" +
 * "applied") or text with
 * the explanation and the proposed actions; with `apply`, records the proposed actions in
 * FILE's journal (all or nothing) and saves. Returns the exit code. */
int cas_cli_finish_calc (const char *path, CasJournal *journal, JsonNode *result, const char *text,
                         const CasExplain *explain, gboolean json, gboolean apply);
/* Parses "a,b,c" Lord ids; exit code 2 with a message on an unknown one. */
GArray *cas_cli_parse_lords (CasGame *game, const char *list, int *code);
int cas_cli_parse_locale (CasGame *game, const char *id, int *code);

G_END_DECLS
