/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-module.h: the registry of the games built in (issue 16; docs/architecture.md).
 * One const list, in menu order: the loader, the app and castellan-cli ask it which
 * games exist, instead of naming them. A game belongs to a family, which decides what
 * code serves it: "lc" (the Levy & Campaign series: Nevsky) today, "rus" later. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;     /* "nevsky": in saves, on the CLI, data/games/<id>/ */
  const char *name;   /* "Nevsky": the game data's "name", untranslated */
  const char *family; /* "lc" (Levy & Campaign), "rus" ... */
  GType (*game_type) (void); /* the family's CasGameBase subclass; NULL: cannot be opened */
  const void *rules;  /* the family's per-game rules: a const CasLcRules * for "lc"
                       * (src/lc/cas-lc-rules.h; cas_lc_rules ()), or NULL: none */
} CasModule;

/* The list itself is kept by src/games/cas-games.c, the one file that knows every
 * family's code (the core names none): all the games, of which the last `n_test` are
 * only for the tests. */
const CasModule *cas_games_list (guint *n_all, guint *n_test);

/* The games, in menu order (the first is the default); sets *n_modules. */
const CasModule *cas_modules (guint *n_modules);

/* The game `id`, or NULL. */
const CasModule *cas_module_find (const char *id);

/* The ids of cas_modules (), NULL-terminated, for g_strv_contains () and messages. */
const char *const *cas_module_ids (void);

/* "Levy & Campaign" for "lc": the family's name for people (translated), or the id
 * itself for an unknown family. */
const char *cas_module_family_name (const char *family);

G_END_DECLS
