/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-tactics.h: the Tactics matrix as the table enters it from its own cards. Each
 * Tactics card shows, for each card the opponent may reveal, a modifier to its own
 * player's CBT [PVP p.14]; no source holds those numbers (reference/rus/README.md §15),
 * so the table types them in once and Castellan keeps them in one file shared by every
 * later game ($XDG_DATA_HOME/castellan/rus/tactics.json; docs/rus.md, "The Tactics
 * file"). An entry is known or unknown, never guessed. */
#pragma once

#include "cas-explain.h"
#include "cas-rus-state.h"

G_BEGIN_DECLS

#define CAS_RUS_TACTICS_FORMAT "castellan-rus-tactics"
#define CAS_RUS_TACTICS_VERSION 1
#define CAS_RUS_TACTIC_MIN -9
#define CAS_RUS_TACTIC_MAX 9

/* The Tactics cards the rulebook names [BATTLE p.13; PVP p.14; BUILD p.11; INVASION
 * p.16], then the table's: the cards some C&T abilities add are named in no source
 * [PVP p.14], so the table names them (`table-1` ... `table-8`) in the Tactics file and
 * ties each to the ability that adds it (issue 18). */
typedef enum {
  CAS_RUS_FRONTAL_ASSAULT,
  CAS_RUS_STAND_SIEGE,
  CAS_RUS_FLANK_ATTACK,
  CAS_RUS_TOWN_BARRICADES,
  CAS_RUS_CITY_WALLS,
  CAS_RUS_FORTRESS_BASTIONS,
  CAS_RUS_CAVALRY_CHARGE,
  CAS_RUS_TABLE_TACTIC_1,          /* table-1 ... table-8 */
  CAS_RUS_N_TACTICS = CAS_RUS_TABLE_TACTIC_1 + 8,
} CasRusTactic;

#define CAS_RUS_N_TABLE_TACTICS (CAS_RUS_N_TACTICS - CAS_RUS_TABLE_TACTIC_1)
#define CAS_RUS_TACTIC_NAME_MAX 60   /* a table card's name, in bytes */

const char *cas_rus_tactic_id (int card);      /* "frontal-assault" */
const char *cas_rus_tactic_name (int card);    /* "Frontal Assault", translated */
int cas_rus_tactic_from_id (const char *id);

typedef struct {
  gboolean known[CAS_RUS_N_TACTICS][CAS_RUS_N_TACTICS];
  int value[CAS_RUS_N_TACTICS][CAS_RUS_N_TACTICS];  /* [own card][opponent's card] */
  /* the table's cards: the name printed on it ("" not entered) and the C&T ability that
   * adds it (an ability index; -1 not entered) */
  char name[CAS_RUS_N_TABLE_TACTICS][CAS_RUS_TACTIC_NAME_MAX + 1];
  int ability[CAS_RUS_N_TABLE_TACTICS];
} CasRusTactics;

void cas_rus_tactics_init (CasRusTactics *t);   /* nothing known */
/* A card's name: a table card's as the file gives it, else its own ("Table Card 1"). */
const char *cas_rus_tactics_card_name (const CasRusTactics *t, int card);
/* One fact of a table card from words (`castellan-cli tactics card table-N ...`):
 * `name TEXT|unknown` (1-60 bytes), `ability ABILITY|unknown`. FALSE with an error
 * (CAS_ERROR_ACTION) and nothing changed for a card of the rulebook or other words. */
gboolean cas_rus_tactics_card_set_words (CasRusTactics *t, int card, const char *const *words, int n_words, GError **error);

/* rus-app (issue 18): one fact of the file from words, as the app's form enters it: for
 * the card `own`, `OPPONENT N|unknown` (the matrix's entry, -9 to 9; "+2" allowed) or a
 * table card's `name TEXT|unknown`, `ability ABILITY|unknown` (as
 * cas_rus_tactics_card_set_words ()). FALSE with an error (CAS_ERROR_ACTION) and nothing
 * changed for other words. */
gboolean cas_rus_tactics_set_words (CasRusTactics *t, int own, const char *const *words, int n_words, GError **error);

/* The Tactics cards `kingdom` may reveal in a battle [PVP p.14]: the three basic ones every
 * Kingdom begins with; defending an area with a settlement, its card (Town Barricades,
 * City Walls, Fortress Bastions) [SIEGE p.14; BUILD p.11]; and each table card tied to an
 * ability it holds and may use (bought before this turn, or at the setup: CT p.17). A
 * table card whose ability is not entered is counted apart (`not_entered`), never offered.
 * `area` is the area fought over (-1: none known); `defending` says which side it is. */
typedef struct {
  gboolean offered[CAS_RUS_N_TACTICS];
  int n_offered;
  int not_entered;                 /* named table cards whose ability is not entered */
} CasRusTacticsOffer;

void cas_rus_tactics_offer (const CasRusState *s, const CasRusTactics *t, int kingdom, int area, gboolean defending,
                            CasRusTacticsOffer *out, CasExplain *ex);

/* $XDG_DATA_HOME/castellan/rus/tactics.json. */
char *cas_rus_tactics_default_path (void);

/* Reads the file: strict (cas_json_parse ()), every member checked; a missing file is an
 * empty matrix; a damaged one is an error naming the file, which stays as it is. */
gboolean cas_rus_tactics_load (CasRusTactics *t, const char *path, GError **error);
gboolean cas_rus_tactics_load_data (CasRusTactics *t, const char *data, gsize length, const char *file, GError **error);
char *cas_rus_tactics_to_data (const CasRusTactics *t, gsize *length);
/* Atomic save with the damaged file kept as FILE.corrupt (as the map file). */
gboolean cas_rus_tactics_save (const CasRusTactics *t, const char *path, char **backup, GError **error);

/* The modifiers of a battle [PVP p.14]: each side's revealed card (-1: not entered) looked
 * up in the matrix against the other's; where the matrix has no entry, `fallback` (the
 * value the players typed, -1000 for none, then 0). Explains where each number came
 * from (`file`: the matrix's path, for the explanation). */
void cas_rus_tactics_modifiers (const CasRusTactics *t, const char *file, int attacker_card, int defender_card,
                                int attacker_fallback, int defender_fallback, int *attacker, int *defender,
                                CasExplain *ex);
#define CAS_RUS_TACTIC_NONE (-1000)

G_END_DECLS
