/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rulebook.h: the rules index (sections, key terms, cross references, our summaries)
 * and the text of a rulebook the user imported, with lookup and ranked full-text search. */
#pragma once

#include "cas-game.h"

G_BEGIN_DECLS

/* Highlight markers around matched words in search snippets (docs/rules-lookup.md). */
#define CAS_RULEBOOK_MARK_OPEN "«"
#define CAS_RULEBOOK_MARK_CLOSE "»"
#define CAS_RULEBOOK_ELLIPSIS "…"

/* Files larger than this are refused by the import. */
#define CAS_RULEBOOK_MAX_FILE_SIZE (20L * 1024 * 1024)

typedef struct {
  char *number;     /* "4.3.2"; chapters are "4.0" */
  char *title;      /* "Laden" */
  char *summary;    /* our own words; "" when the game has no index */
  GStrv see;        /* sections this one cites, in rule order */
  GStrv cited_by;   /* sections citing this one, in rule order */
  GStrv terms;      /* key terms that point here */
  GStrv headings;   /* unnumbered headings inside (options, scenario names) */
  int depth;        /* 1 for "4.0", 2 for "4.3", 3 for "4.3.2" */
} CasRuleSection;

typedef struct {
  char *term;       /* "Avoid Battle" */
  GStrv sections;   /* where the rulebook's Key Terms index sends the reader */
} CasRuleTerm;

/* A section of an imported rulebook, as found in the user's file. */
typedef struct {
  char *number;
  char *title;
  char *body;
} CasRuleText;

typedef struct {
  char *section;
  char *title;
  char *snippet;    /* matched words between CAS_RULEBOOK_MARK_OPEN and _CLOSE */
  double score;     /* larger is better: minus FTS5's bm25() */
} CasRuleHit;

typedef enum {
  /* FTS5 bm25 over the section titles (weighted higher) and the text: the imported
   * text when there is one, else our summaries. */
  CAS_RULEBOOK_RANK_PLAIN,
  /* bm25 over titles, key terms mapped to sections, our summaries and the imported
   * text, each column with its own weight. The default. */
  CAS_RULEBOOK_RANK_BOOSTED,
} CasRulebookRanker;

void cas_rule_hit_free (CasRuleHit *hit);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasRuleHit, cas_rule_hit_free)
void cas_rule_text_free (CasRuleText *text);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasRuleText, cas_rule_text_free)

#define CAS_TYPE_RULEBOOK (cas_rulebook_get_type ())
G_DECLARE_FINAL_TYPE (CasRulebook, cas_rulebook, CAS, RULEBOOK, GObject)

/* Where imported rulebooks live: `dir` if given, else $CASTELLAN_RULEBOOK_DIR, else
 * g_get_user_data_dir()/castellan/rulebooks. */
char *cas_rulebook_get_dir (const char *dir);
/* <dir>/<game_id>.sqlite; fails on a game id that is not [a-z0-9_]+. */
char *cas_rulebook_get_db_path (const char *game_id, const char *dir, GError **error);

/* Loads and validates a rules-index.json (docs/rules-lookup.md); no imported text. */
CasRulebook *cas_rulebook_load_index (GFile *file, GError **error);
/* The game's built-in index (found like the game data) plus the rulebook imported into
 * `dir` (see cas_rulebook_get_dir()), if any. Needs at least one of the two. */
CasRulebook *cas_rulebook_open (const char *game_id, const char *dir, GError **error);
/* The same with the index read from DATA_DIR/games/GAME/rules-index.json (NULL: where the
 * game data is). Keyed by game id alone: the game need not be loadable (Inferno, Rus). */
CasRulebook *cas_rulebook_open_in (const char *game_id, const char *data_dir, const char *dir, GError **error);
/* Whether DATA_DIR (NULL: where the game data is) has a rules index for `game_id`. */
gboolean cas_rulebook_has_builtin_index (const char *game_id, const char *data_dir);

/* Splits a rulebook file (HTML living rules, or plain text / Markdown with numbered
 * headings) into sections. Refuses binary, empty, JSON, oversized files and files
 * without numbered sections. Returns CasRuleText elements. Never touches the network. */
GPtrArray *cas_rulebook_parse_file (const char *path, GError **error);
/* The same, split at the sections of `index` when its sections are headings with pages
 * ("CHOOSE p.4": a rulebook without numbered sections, such as Rus); `index` may be NULL. */
GPtrArray *cas_rulebook_parse_file_for (CasRulebook *index, const char *path, GError **error);
/* Parses `path` and stores its sections as <dir>/<game_id>.sqlite, replacing an earlier
 * import only on success (temporary database, then rename). Returns the number of
 * sections stored, or -1 with `error` set and nothing written. */
int cas_rulebook_import (const char *game_id, const char *path, const char *dir, GError **error);
/* The same with the game's index read from DATA_DIR (see cas_rulebook_open_in()). */
int cas_rulebook_import_in (const char *game_id, const char *data_dir, const char *path, const char *dir,
                            GError **error);

const char *cas_rulebook_get_game_id (CasRulebook *self);
gboolean cas_rulebook_has_index (CasRulebook *self);
gboolean cas_rulebook_is_imported (CasRulebook *self);
/* TRUE when the sections are headings with pages ("CHOOSE p.4") rather than numbers. */
gboolean cas_rulebook_is_paged (CasRulebook *self);
/* Path of the imported database, NULL when nothing is imported. */
const char *cas_rulebook_get_imported_path (CasRulebook *self);
/* One sentence telling how to import the full text (translatable). */
char *cas_rulebook_get_import_hint (CasRulebook *self);

guint cas_rulebook_get_n_sections (CasRulebook *self);
const CasRuleSection *cas_rulebook_get_section (CasRulebook *self, guint i);
/* "4.6.2", also "4" or "4." for "4.0"; "CHOOSE p.4", also "choose-p4", "CHOOSE p.4 (sidebar)"
 * or the key alone ("choose") in a paged index; NULL if unknown. */
const CasRuleSection *cas_rulebook_find_section (CasRulebook *self, const char *number);
/* The imported text of a section, or NULL. */
const char *cas_rulebook_get_text (CasRulebook *self, const char *number);
guint cas_rulebook_get_n_imported (CasRulebook *self);
const CasRuleText *cas_rulebook_get_imported (CasRulebook *self, guint i);

guint cas_rulebook_get_n_terms (CasRulebook *self);
const CasRuleTerm *cas_rulebook_get_term (CasRulebook *self, guint i);
/* Key terms matching `query` case-insensitively: exact matches first, then terms that
 * start with it, then terms with a word starting with it. Elements are borrowed. */
GPtrArray *cas_rulebook_find_terms (CasRulebook *self, const char *query);

/* Ranked search; elements are CasRuleHit. An empty array when nothing matches; an error
 * only when the query has no words. */
GPtrArray *cas_rulebook_search (CasRulebook *self, const char *query, CasRulebookRanker ranker,
                                guint limit, GError **error);

G_END_DECLS
