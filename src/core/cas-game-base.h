/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-game-base.h: what every game is to the game-neutral core (issue 16;
 * docs/architecture.md, "Families"). A game of any family is a CasGameBase: an id, a
 * name, a family, its set-ups ("scenarios"), and the class functions the journal, the
 * save file and the CLI go through: lay out and set up the table vector, apply an action
 * text, write and read the table as JSON, name a cell. The base assumes no sides, no
 * calendar and no Lords: the Levy & Campaign family's CasGame (src/lc/cas-game.h) and
 * the Rus family's CasRusGame (src/games/rus/) derive from it. */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "cas-module.h"

G_BEGIN_DECLS

#define CAS_ERROR (cas_error_quark ())
GQuark cas_error_quark (void);

typedef enum {
  CAS_ERROR_DATA,      /* a game data file is malformed */
  CAS_ERROR_PARSE,     /* an action or argument could not be understood */
  CAS_ERROR_ACTION,    /* an action does not fit the table */
  CAS_ERROR_SAVE,      /* a save file is corrupt, foreign or newer */
  CAS_ERROR_NOT_FOUND, /* an unknown id */
  CAS_ERROR_FAILED,
  CAS_ERROR_CHANGED,   /* a save file changed on disk since it was read (cas_savefile_write) */
} CasErrorCode;

typedef struct _CasTable CasTable;

/* What the journal keeps of one applied action besides its cells (cas-journal.c). */
typedef struct {
  char *text;          /* canonical text: parses back to the same action (save files) */
  char *description;   /* the Log's sentence, in the user's language */
  gboolean quiet;      /* a move along the sequence of play: no Log row, no undo step of its own */
  int secret_group;    /* >= 0: the entry hides n_secret items from the other players until
                        * revealed (Nevsky's Plans, 4.1); entries of one group end each
                        * other's reveal count. -1: nothing hidden */
  int n_secret;
  guint reveal_cell;   /* the table cell whose later values count the items face up */
} CasEntryInfo;

#define CAS_TYPE_GAME_BASE (cas_game_base_get_type ())
G_DECLARE_DERIVABLE_TYPE (CasGameBase, cas_game_base, CAS, GAME_BASE, GObject)

struct _CasGameBaseClass
{
  GObjectClass parent_class;

  /* Reads the game's data from `dir`, or from `files` (name -> GBytes) if not NULL, and
   * sets the id and name (cas_game_base_set_identity). */
  gboolean (*load) (CasGameBase *self, GFile *dir, GHashTable *files, GError **error);
  guint (*get_n_scenarios) (CasGameBase *self);
  const char *(*get_scenario_id) (CasGameBase *self, guint scenario);
  /* Lays out a new table: sets n (and the family's block offsets), allocates v
   * (g_new0) and writes the cells' values before any set-up. */
  void (*init_table) (CasGameBase *self, CasTable *table);
  gboolean (*setup) (CasGameBase *self, CasTable *table, int scenario, GError **error);
  /* Applies one action text to `after` (a copy of `before`); all or nothing. Fills
   * `info` (text and description newly allocated; it comes zeroed but for
   * secret_group = -1) on success. */
  gboolean (*apply) (CasGameBase *self, const char *text, const CasTable *before, CasTable *after,
                     CasEntryInfo *info, GError **error);
  /* The text and description of a secret entry with `shown` of its items face up. */
  char *(*secret_text) (CasGameBase *self, const char *text, int shown, char **description);
  JsonNode *(*to_json) (const CasTable *table);
  gboolean (*from_json) (CasTable *table, JsonNode *node, GError **error);
  char *(*cell_name) (const CasTable *table, guint index);

  gpointer padding[8];
};

/* A registered game (cas-module.h), loaded once per process from its data folder
 * ($CASTELLAN_DATA_DIR/games/<id>, the source tree of a build, or the installed data). */
CasGameBase *cas_game_base_load_builtin (const char *game_id, GError **error);
/* A game of `type` loaded from a folder (tests, other data). */
CasGameBase *cas_game_base_load_dir (GType type, GFile *dir, GError **error);

const char *cas_game_base_get_id (CasGameBase *self);
const char *cas_game_base_get_name (CasGameBase *self);
/* The registry's family ("lc", "rus"), or NULL for a game loaded by path. */
const char *cas_game_base_get_family (CasGameBase *self);
void cas_game_base_set_identity (CasGameBase *self, const char *id, const char *name);

guint cas_game_base_get_n_scenarios (CasGameBase *self);
const char *cas_game_base_get_scenario_id (CasGameBase *self, guint scenario);
int cas_game_base_find_scenario (CasGameBase *self, const char *id);

/* The game data's prose in the user's language (po/data-strings.c; data-format.md,
 * "Translation"). NULL and "" are returned as they are. Proper names and ids are never
 * passed here. */
const char *cas_game_text (const char *text);

void cas_entry_info_clear (CasEntryInfo *info);

G_END_DECLS
