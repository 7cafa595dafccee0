/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-action.h: one change to the table, in the one-line language the app, the CLI and
 * the save file share (docs/cli.md). */
#pragma once

#include "cas-table.h"
#include "cas-journal.h"

G_BEGIN_DECLS

typedef enum {
  CAS_ACTION_MOVE,
  CAS_ACTION_MUSTER,
  CAS_ACTION_DISBAND,
  CAS_ACTION_REMOVE,
  CAS_ACTION_CYLINDER,
  CAS_ACTION_SERVICE,
  CAS_ACTION_FORCES,
  CAS_ACTION_ROUTED,
  CAS_ACTION_ASSETS,
  CAS_ACTION_VASSAL,
  CAS_ACTION_MOVED,
  CAS_ACTION_MARKER,
  CAS_ACTION_BOX,
  CAS_ACTION_PHASE,
  CAS_ACTION_CAPABILITY,
  CAS_ACTION_DISCARD,
  CAS_ACTION_CARD,
  CAS_ACTION_VP,
  CAS_ACTION_OPTION,
  CAS_ACTION_LIEUTENANT,
  CAS_ACTION_PLAN,
  CAS_ACTION_REVEAL,
  CAS_ACTION_STEP,
  CAS_ACTION_GAME,  /* one of the game's own (CasLcRules.actions[game_action]) */
  CAS_N_ACTIONS
} CasActionKind;

typedef enum {
  CAS_MARKER_CONQUERED,
  CAS_MARKER_SIEGE,
  CAS_MARKER_WALLS,
  CAS_MARKER_RAVAGED,
  CAS_MARKER_CASTLE,
  CAS_MARKER_RUINS,   /* Inferno's Ruins marker (1.3.1, 4.5.2; inf-battle) */
  CAS_MARKER_BYPASS,  /* Inferno's Bypass markers, by the Bypassing side (4.3.5; victory) */
} CasMarkerKind;

/* The largest count an action sets or changes by. */
#define CAS_ACTION_MAX_COUNT 99

typedef struct CasAction {
  CasActionKind kind;
  int game_action;  /* CAS_ACTION_GAME: index into the game's CasLcRules.actions */
  int lord;
  int other;        /* a second Lord (lieutenant) */
  int locale;
  int card;
  int slot;         /* Vassal slot on the Lord's mat */
  int side;
  int field;        /* Forces/Asset type, marker kind, a game action's field, option, card state */
  int value;
  gboolean relative;
  gboolean has_value;
  gboolean has_transport;
  int transport[CAS_MAX_ASSETS];
  int plan[CAS_MAX_PLAN];
  int n_plan;
} CasAction;

CasAction *cas_action_parse (CasGame *game, const char *text, GError **error);
char *cas_action_to_string (CasGame *game, const CasAction *action);
gboolean cas_action_apply (const CasAction *action, CasTable *table, GError **error);
char *cas_action_describe (const CasAction *action, const CasTable *before);
void cas_action_free (CasAction *action);
CasAction *cas_action_copy (const CasAction *action);
/* Every action word of the game, in the order of docs/cli.md (the series' and the
 * game's own); free with g_strfreev (). */
char **cas_action_verbs (CasGame *game);
/* The fewest words after `verb` that its action needs (0 for an unknown word). */
int cas_action_min_args (CasGame *game, const char *verb);

/* For a game's own actions (CasLcAction.parse): the words being read (0 is the verb),
 * and the checks with the series' error messages, which name the action's usage. */
typedef struct CasActionParser CasActionParser;
CasGame *cas_action_parser_game (CasActionParser *p);
const char *cas_action_parser_word (CasActionParser *p, int i);
gboolean cas_action_parser_args (CasActionParser *p, int min, int max);
gboolean cas_action_parser_number (CasActionParser *p, int i, gboolean allow_relative, int min, int max, int *value,
                                   gboolean *relative);
/* Word `i` as yes (1) or no (0) in `value`: the yes|no of a game's own actions. */
gboolean cas_action_parser_yes_no (CasActionParser *p, int i, int *value);
gboolean cas_action_parser_locale (CasActionParser *p, int i, int *out);
gboolean cas_action_parser_fail (CasActionParser *p, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* Appends " N" or " +N"/" -N" (a->value, a->relative) to a canonical text. */
void cas_action_append_number (GString *s, const CasAction *a);
/* Appends " yes" or " no" (a->value) to a canonical text. */
void cas_action_append_yes_no (GString *s, const CasAction *a);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasAction, cas_action_free)

/* The family's CasGameBaseClass.apply and .secret_text (cas-game.c sets them): an action
 * text parsed, applied and described; a "plan" entry is secret (4.1) until the cards are
 * revealed one by one (the side's CAS_G_PLAN_REVEALED cell), a "step" entry is quiet. */
gboolean cas_lc_action_apply_text (CasGameBase *game, const char *text, const CasTable *before, CasTable *after,
                                   CasEntryInfo *info, GError **error);
char *cas_lc_action_secret_text (CasGameBase *game, const char *text, int shown, char **description);

/* The journal of a Levy & Campaign game: an action done as its canonical text, and the
 * scenario it was set up from. */
gboolean cas_journal_do_action (CasJournal *self, const CasAction *action, GError **error);
const CasScenario *cas_journal_get_scenario_info (CasJournal *self);

G_END_DECLS
