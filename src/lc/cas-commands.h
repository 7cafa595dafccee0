/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-commands.h: the other Commands open to one Lord where he stands: Ravage (4.7.2),
 * Forage (4.7.1), Tax (4.7.4), Conquer of a Trade Route (4.3.6) and advancing a Siege
 * (4.5.1). */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

#define CAS_COMMAND_WHOLE_CARD (-1)

typedef struct {
  gboolean applies;       /* the option concerns this Lord here at all (Conquer, Siege) */
  gboolean allowed;
  int actions;            /* Command actions it costs; CAS_COMMAND_WHOLE_CARD; 0 for none */
  int prov;               /* Assets gained (after the 8-per-type cap, 1.7.3) */
  int loot;
  int coin;
  int vp_halves;          /* VP change for the Lord's side, in halves */
  GPtrArray *proposed;    /* char *: journal actions that apply it */
} CasCommandOption;

typedef struct CasCommandsResult {
  int lord;
  int locale;
  int side;
  CasCommandOption ravage;
  CasCommandOption forage;
  gboolean forage_barred; /* a card of the game empties Forage (CasLcRules.forage_barred_key) */
  CasCommandOption tax;
  CasCommandOption conquer;
  int conquer_markers;    /* Conquered markers placed (> 0) or removed (< 0) */
  CasCommandOption siege; /* advancing a Siege with the whole card */
  int siege_markers;      /* Siege markers there now */
  int besieged_lords;     /* enemy Lords inside */
  int besiegers;          /* Lords of his side there */
  int capacity;           /* the Stronghold's Siege Capacity */
  int surrender_roll;     /* Surrender on a die roll up to this; 0 if no roll is allowed */
  gboolean siegeworks;    /* a Siege marker is added if there is no Surrender */
  GPtrArray *on_surrender; /* char *: journal actions if the Stronghold Surrenders */
  GPtrArray *on_hold;      /* char *: journal actions if it holds */
  /* Surrender by Value dice (inf-cmd; Inferno 4.5.1, a game's CasLcCommands.surrender):
   * `surrender_dice` dice (0: the series' one die up to surrender_roll), each at most
   * `surrender_max`; then `revolt_rolls` Revolt table rolls and `treachery` Treachery cards
   * for the Besiegers. */
  int surrender_dice;
  int surrender_max;
  int revolt_rolls;
  int treachery;
  /* scen (issue 17): the scenario makes it Surrender at once, no roll (Inferno 6.0 C:
   * Grosseto at 2 Siege markers); surrender_dice stay, each die's range is then 1-6. */
  gboolean surrender_at_once;
  /* bypass (issue 17): March from a Bypass (Inferno 4.3.6, the game's
   * CasLcCommands.bypass): Encamp for a Lord Bypassing an Enemy Stronghold, Sortie for one
   * inside a Bypassed Friendly Stronghold; `applies` FALSE elsewhere (and in a game
   * without Bypass markers). */
  CasCommandOption encamp;
  CasCommandOption sortie;
  /* cards (issue 17): the Siege markers after the Siegeworks when `siegeworks` (one more
   * in the series; Inferno's GUASTATORI adds 2, at most 4). */
  int siege_after;
  /* cards2 (issue 17): a game's alternative to Tax (Inferno's REINFORCED WALLS, F25/S25:
   * the whole Command card places a Walls +1 marker at the Seat instead, 1.9.1, 4.2.2);
   * `applies` FALSE where no card offers it (and in a game without it). */
  CasCommandOption walls;
} CasCommandsResult;

/* For a game's own Commands (CasLcRules.commands; inf-cmd): the engine's helpers. */
/* Adds a journal action to an option's proposals. */
void cas_commands_propose (CasCommandOption *o, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* Adds a journal action to a list (on_surrender, on_hold). */
void cas_commands_add_action (GPtrArray *list, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* How much of Asset `asset` `lord` can still take before the cap (1.7.3). */
int cas_commands_room (const CasTable *t, int lord, int asset);
/* Proposes "moved LORD yes" for every Lord at `locale` not yet marked. */
void cas_commands_mark_moved (const CasTable *t, int locale, GPtrArray *list);

/* The options of `lord` where he stands. The explanation proposes the Ravage's actions
 * only (castellan-cli ravage --apply); each option carries its own in `proposed`. */
CasCommandsResult *cas_commands (const CasTable *t, int lord, CasExplain *ex, GError **error);
void cas_commands_result_free (CasCommandsResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasCommandsResult, cas_commands_result_free)

G_END_DECLS
