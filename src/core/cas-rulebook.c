/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rulebook.c: the rules index, rulebook import (HTML or numbered text to SQLite) and
 * lookup by section, key term and ranked full-text search (docs/rules-lookup.md). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <libxml/HTMLparser.h>
#include <sqlite3.h>
#include <string.h>
#include <unistd.h>

#include "cas-rulebook.h"
#include "cas-json.h"
#include "cas-paths.h"

#define INDEX_FILE "rules-index.json"
#define DB_FORMAT "1"
#define MIN_SECTIONS 3
#define MAX_PARTS 4

struct _CasRulebook
{
  GObject parent_instance;

  char *game_id;
  gboolean has_index;
  gboolean paged;             /* sections are "KEY p.N" (a rulebook without numbers) */
  GPtrArray *sections;        /* CasRuleSection, rule order */
  GHashTable *section_index;  /* number -> CasRuleSection (borrowed) */
  GPtrArray *terms;           /* CasRuleTerm */
  char *db_path;              /* the imported database, or NULL */
  GPtrArray *imported;        /* CasRuleText, or NULL */
  GHashTable *text_index;     /* number -> CasRuleText (borrowed) */
  sqlite3 *search_db;         /* built on first search */
};

G_DEFINE_FINAL_TYPE (CasRulebook, cas_rulebook, G_TYPE_OBJECT)

static void
rule_section_free (CasRuleSection *s)
{
  g_free (s->number);
  g_free (s->title);
  g_free (s->summary);
  g_strfreev (s->see);
  g_strfreev (s->cited_by);
  g_strfreev (s->terms);
  g_strfreev (s->headings);
  g_free (s);
}

static void
rule_term_free (CasRuleTerm *t)
{
  g_free (t->term);
  g_strfreev (t->sections);
  g_free (t);
}

void
cas_rule_text_free (CasRuleText *text)
{
  if (text == NULL)
    return;
  g_free (text->number);
  g_free (text->title);
  g_free (text->body);
  g_free (text);
}

void
cas_rule_hit_free (CasRuleHit *hit)
{
  if (hit == NULL)
    return;
  g_free (hit->section);
  g_free (hit->title);
  g_free (hit->snippet);
  g_free (hit);
}

static void
cas_rulebook_finalize (GObject *object)
{
  CasRulebook *self = CAS_RULEBOOK (object);

  g_free (self->game_id);
  g_clear_pointer (&self->sections, g_ptr_array_unref);
  g_clear_pointer (&self->section_index, g_hash_table_unref);
  g_clear_pointer (&self->terms, g_ptr_array_unref);
  g_free (self->db_path);
  g_clear_pointer (&self->imported, g_ptr_array_unref);
  g_clear_pointer (&self->text_index, g_hash_table_unref);
  g_clear_pointer (&self->search_db, sqlite3_close);
  G_OBJECT_CLASS (cas_rulebook_parent_class)->finalize (object);
}

static void
cas_rulebook_class_init (CasRulebookClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cas_rulebook_finalize;
}

static void
cas_rulebook_init (CasRulebook *self)
{
  self->sections = g_ptr_array_new_with_free_func ((GDestroyNotify) rule_section_free);
  self->section_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->terms = g_ptr_array_new_with_free_func ((GDestroyNotify) rule_term_free);
}

/* ------------------------------------------------------------------------ */
/* Section numbers: "4.3.2" is {4, 3, 2}; "4.0" is a chapter. */

/* Parses a section number at `s`; on success `*end` points after it. Parts are one or
 * two digits, two to four of them. */
static gboolean
parse_number (const char *s, int parts[MAX_PARTS], int *n_parts, const char **end)
{
  int n = 0;
  const char *p = s;

  while (n < MAX_PARTS)
    {
      int v = 0, digits = 0;
      while (g_ascii_isdigit (*p) && digits < 3)
        {
          v = v * 10 + (*p - '0');
          p++;
          digits++;
        }
      if (digits == 0 || digits > 2 || g_ascii_isdigit (*p))
        return FALSE;
      parts[n++] = v;
      if (*p == '.' && g_ascii_isdigit (p[1]))
        p++;
      else
        break;
    }
  if (n < 2 || parts[0] == 0 || (*p == '.' && g_ascii_isdigit (p[1])))
    return FALSE;
  for (int i = n; i < MAX_PARTS; i++)
    parts[i] = 0;
  *n_parts = n;
  if (end)
    *end = p;
  return TRUE;
}

static guint64
number_key (const int parts[MAX_PARTS])
{
  guint64 k = 0;
  for (int i = 0; i < MAX_PARTS; i++)
    k = k * 100 + (guint64) parts[i];
  return k;
}

static char *
format_number (const int parts[MAX_PARTS], int n)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, i ? ".%d" : "%d", parts[i]);
  return g_string_free (s, FALSE);
}

/* Rulebooks without numbered sections (Rus) are cited by heading key and page:
 * "CHOOSE p.4". Reads "CHOOSE p.4", "choose p4", "choose-p4", "CHOOSE_p.4" and a trailing
 * "(sidebar)"; the key is letters and digits, starting with a letter, the page 1-999. */
static gboolean
parse_page_id (const char *text, char **key, int *page)
{
  const char *p = text, *k;
  gsize klen;
  int v = 0, digits = 0;

  while (g_ascii_isspace (*p))
    p++;
  k = p;
  if (!g_ascii_isalpha (*p))
    return FALSE;
  while (g_ascii_isalnum (*p))
    p++;
  klen = (gsize) (p - k);
  /* "CHOOSE" then a separator then "p": the key never ends with the page's "p". */
  if (klen > 24 || !(*p == ' ' || *p == '-' || *p == '_'))
    return FALSE;
  while (*p == ' ' || *p == '-' || *p == '_')
    p++;
  if (*p != 'p' && *p != 'P')
    return FALSE;
  p++;
  if (*p == '.')
    p++;
  while (*p == ' ')
    p++;
  while (g_ascii_isdigit (*p) && digits < 4)
    {
      v = v * 10 + (*p++ - '0');
      digits++;
    }
  if (digits == 0 || digits > 3 || v == 0)
    return FALSE;
  while (g_ascii_isspace (*p))
    p++;
  if (g_ascii_strncasecmp (p, "(sidebar)", 9) == 0)
    p += 9;
  while (g_ascii_isspace (*p))
    p++;
  if (*p != '\0')
    return FALSE;
  if (key)
    *key = g_ascii_strup (k, (gssize) klen);
  if (page)
    *page = v;
  return TRUE;
}

static gboolean
is_page_id (const char *number)
{
  return number && g_ascii_isalpha (number[0]) && parse_page_id (number, NULL, NULL);
}

/* The canonical form of a whole string, or NULL: "4" and "4." become "4.0", "choose-p4"
 * becomes "CHOOSE p.4". */
static char *
canonical_number (const char *text)
{
  int parts[MAX_PARTS], n;
  const char *end;
  g_autofree char *s = g_strstrip (g_strdup (text));
  g_autofree char *key = NULL;
  int page;

  if (parse_page_id (s, &key, &page))
    return g_strdup_printf ("%s p.%d", key, page);

  if (s[0] && strspn (s, "0123456789") == strlen (s) && strlen (s) <= 2)
    return g_strdup_printf ("%s.0", s);
  if (g_str_has_suffix (s, ".") && strlen (s) <= 3 && g_ascii_isdigit (s[0]))
    {
      s[strlen (s) - 1] = '\0';
      if (strspn (s, "0123456789") == strlen (s))
        return g_strdup_printf ("%s.0", s);
      return NULL;
    }
  if (!parse_number (s, parts, &n, &end) || *end != '\0')
    return NULL;
  return format_number (parts, n);
}

/* Sorts sections: by number, or by page for "KEY p.N" (sorts are stable, so headings on
 * one page keep their order). */
static guint64
key_of (const char *number)
{
  int parts[MAX_PARTS], n;
  int page;
  if (parse_page_id (number, NULL, &page))
    return (guint64) page * 1000000;
  if (!parse_number (number, parts, &n, NULL))
    return G_MAXUINT64;
  return number_key (parts);
}

static int
depth_of (const char *number)
{
  int parts[MAX_PARTS], n;
  if (is_page_id (number))
    return 1;
  if (!parse_number (number, parts, &n, NULL))
    return 0;
  if (n == 2 && parts[1] == 0)
    return 1;
  return n;
}

static gint
compare_numbers (gconstpointer a, gconstpointer b)
{
  guint64 ka = key_of (*(const char *const *) a), kb = key_of (*(const char *const *) b);
  return ka < kb ? -1 : ka > kb;
}

static gint
compare_sections (gconstpointer a, gconstpointer b)
{
  const CasRuleSection *sa = *(const CasRuleSection *const *) a;
  const CasRuleSection *sb = *(const CasRuleSection *const *) b;
  guint64 ka = key_of (sa->number), kb = key_of (sb->number);
  return ka < kb ? -1 : ka > kb;
}

static GStrv
sorted_strv (GPtrArray *numbers)
{
  g_ptr_array_sort (numbers, compare_numbers);
  g_ptr_array_add (numbers, NULL);
  return (GStrv) g_ptr_array_free (numbers, FALSE);
}

/* ------------------------------------------------------------------------ */
/* Paths */

static gboolean
valid_game_id (const char *id)
{
  if (id == NULL || id[0] == '\0' || strlen (id) > 64)
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!(g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '_'))
      return FALSE;
  return TRUE;
}

char *
cas_rulebook_get_dir (const char *dir)
{
  const char *env = g_getenv ("CASTELLAN_RULEBOOK_DIR");
  if (dir && *dir)
    return g_strdup (dir);
  if (env && *env)
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "castellan", "rulebooks", NULL);
}

char *
cas_rulebook_get_db_path (const char *game_id, const char *dir, GError **error)
{
  g_autofree char *d = NULL;
  g_autofree char *name = NULL;

  if (!valid_game_id (game_id))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE,
                   _("“%s” is not a game id (game ids are lowercase letters, digits and _)"),
                   game_id ? game_id : "");
      return NULL;
    }
  d = cas_rulebook_get_dir (dir);
  name = g_strconcat (game_id, ".sqlite", NULL);
  return g_build_filename (d, name, NULL);
}

/* Game data lookup as in cas_game_load_builtin(), or DATA_DIR/games/GAME/rules-index.json.
 * The game need not be loadable as a CasGame (Inferno, Rus): only its index is read. */
static char *
builtin_index_path (const char *game_id, const char *data_dir)
{
  if (data_dir && *data_dir)
    return g_build_filename (data_dir, "games", game_id, INDEX_FILE, NULL);
  return cas_paths_data_file (game_id, INDEX_FILE);
}

gboolean
cas_rulebook_has_builtin_index (const char *game_id, const char *data_dir)
{
  g_autofree char *path = NULL;
  if (!valid_game_id (game_id))
    return FALSE;
  path = builtin_index_path (game_id, data_dir);
  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/* ------------------------------------------------------------------------ */
/* The index: every problem is "FILE: ENTRY: PROBLEM" (docs/data-format.md). */

static const char *
get_string (CasJsonCtx *ctx, JsonObject *o, const char *member)
{
  JsonNode *n = json_object_get_member (o, member);
  const char *s;
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    {
      cas_json_set_error (ctx, "\"%s\" must be a string", member);
      return NULL;
    }
  s = json_node_get_string (n);
  if (s[0] == '\0' || !g_utf8_validate (s, -1, NULL))
    {
      cas_json_set_error (ctx, "\"%s\" must not be empty", member);
      return NULL;
    }
  return s;
}

/* An array of non-empty strings, or NULL with an error. */
static GPtrArray *
get_strings (CasJsonCtx *ctx, JsonObject *o, const char *member)
{
  JsonNode *n = json_object_get_member (o, member);
  JsonArray *a;
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);

  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    {
      cas_json_set_error (ctx, "\"%s\" must be an array of strings", member);
      return NULL;
    }
  a = json_node_get_array (n);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
          json_node_get_string (e)[0] == '\0')
        {
          cas_json_set_error (ctx, "\"%s\"[%u] must be a non-empty string", member, i);
          return NULL;
        }
      g_ptr_array_add (out, g_strdup (json_node_get_string (e)));
    }
  return g_steal_pointer (&out);
}

static void
add_section (CasRulebook *self, CasRuleSection *s)
{
  g_ptr_array_add (self->sections, s);
  g_hash_table_insert (self->section_index, s->number, s);
}

/* Fills in what the index implies: which terms point at each section, which sections cite
 * it. Called again after imported-only sections are added. */
static void
derive_links (CasRulebook *self)
{
  g_autoptr(GHashTable) terms = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                       (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) cited = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                       (GDestroyNotify) g_ptr_array_unref);

  for (guint i = 0; i < self->terms->len; i++)
    {
      const CasRuleTerm *t = g_ptr_array_index (self->terms, i);
      for (char **n = t->sections; *n; n++)
        {
          GPtrArray *list = g_hash_table_lookup (terms, *n);
          if (list == NULL)
            g_hash_table_insert (terms, *n, list = g_ptr_array_new ());
          if (!g_ptr_array_find_with_equal_func (list, t->term, g_str_equal, NULL))
            g_ptr_array_add (list, t->term);
        }
    }
  for (guint i = 0; i < self->sections->len; i++)
    {
      const CasRuleSection *s = g_ptr_array_index (self->sections, i);
      for (char **n = s->see; n && *n; n++)
        {
          GPtrArray *list = g_hash_table_lookup (cited, *n);
          if (list == NULL)
            g_hash_table_insert (cited, *n, list = g_ptr_array_new ());
          g_ptr_array_add (list, s->number);
        }
    }
  for (guint i = 0; i < self->sections->len; i++)
    {
      CasRuleSection *s = g_ptr_array_index (self->sections, i);
      GPtrArray *t = g_hash_table_lookup (terms, s->number);
      GPtrArray *c = g_hash_table_lookup (cited, s->number);
      g_autoptr(GPtrArray) tl = g_ptr_array_new ();
      g_autoptr(GPtrArray) cl = g_ptr_array_new ();

      for (guint k = 0; t && k < t->len; k++)
        g_ptr_array_add (tl, g_strdup (g_ptr_array_index (t, k)));
      for (guint k = 0; c && k < c->len; k++)
        g_ptr_array_add (cl, g_strdup (g_ptr_array_index (c, k)));
      g_ptr_array_add (tl, NULL);
      g_strfreev (s->terms);
      s->terms = (GStrv) g_ptr_array_steal (tl, NULL);
      g_strfreev (s->cited_by);
      s->cited_by = sorted_strv (g_steal_pointer (&cl));
    }
}

static gboolean
load_index_sections (CasRulebook *self, CasJsonCtx *ctx, JsonArray *list)
{
  static const char *const req[] = { "number", "title", "summary", "see", NULL };
  static const char *const opt[] = { "headings", NULL };
  guint64 last = 0;

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      JsonObject *o;
      const char *number, *title, *summary;
      g_autofree char *canon = NULL;
      g_autoptr(GPtrArray) see = NULL;
      g_autoptr(GPtrArray) headings = NULL;
      CasRuleSection *s;

      o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      cas_json_set_entry (ctx, "sections", i, o, "number");
      if (o == NULL)
        return cas_json_fail (ctx, "must be an object");
      if (!cas_json_check_members (ctx, o, req, opt) || (number = get_string (ctx, o, "number")) == NULL)
        return FALSE;
      canon = canonical_number (number);
      if (canon == NULL || strcmp (canon, number) != 0)
        return cas_json_fail (ctx, "\"%s\" is not a section number such as \"4.3.2\" or a heading and "
                                   "page such as \"CHOOSE p.4\"", number);
      if (i > 0 && is_page_id (number) != self->paged)
        return cas_json_fail (ctx, "\"%s\": an index has either numbered sections or headings with pages, not both",
                              number);
      self->paged = is_page_id (number);
      if (g_hash_table_contains (self->section_index, number))
        return cas_json_fail (ctx, "section %s appears twice", number);
      /* Several headings share a page: their order within it is the file's. */
      if (self->paged ? key_of (number) < last : key_of (number) <= last)
        return cas_json_fail (ctx, "sections must be in rule order (%s comes after a later one)", number);
      last = key_of (number);
      if ((title = get_string (ctx, o, "title")) == NULL || (summary = get_string (ctx, o, "summary")) == NULL ||
          (see = get_strings (ctx, o, "see")) == NULL)
        return FALSE;
      if (json_object_has_member (o, "headings") && (headings = get_strings (ctx, o, "headings")) == NULL)
        return FALSE;
      s = g_new0 (CasRuleSection, 1);
      s->number = g_strdup (number);
      s->title = g_strdup (title);
      s->summary = g_strdup (summary);
      g_ptr_array_add (see, NULL);
      s->see = (GStrv) g_ptr_array_steal (see, NULL);
      if (headings)
        {
          g_ptr_array_add (headings, NULL);
          s->headings = (GStrv) g_ptr_array_steal (headings, NULL);
        }
      else
        s->headings = g_new0 (char *, 1);
      s->depth = depth_of (number);
      add_section (self, s);
    }
  if (self->sections->len == 0)
    {
      ctx->entry[0] = '\0';
      return cas_json_fail (ctx, "\"sections\" is empty");
    }
  /* Cross references only once every section is known. */
  for (guint i = 0; i < self->sections->len; i++)
    {
      const CasRuleSection *s = g_ptr_array_index (self->sections, i);
      g_snprintf (ctx->entry, sizeof ctx->entry, "sections[%u] (%s)", i, s->number);
      for (char **n = s->see; *n; n++)
        {
          if (strcmp (*n, s->number) == 0)
            return cas_json_fail (ctx, "cross reference to itself");
          if (!g_hash_table_contains (self->section_index, *n))
            return cas_json_fail (ctx, "cross reference to unknown section \"%s\"", *n);
          for (char **m = s->see; m < n; m++)
            if (strcmp (*m, *n) == 0)
              return cas_json_fail (ctx, "cross reference to %s listed twice", *n);
        }
    }
  return TRUE;
}

static gboolean
load_index_terms (CasRulebook *self, CasJsonCtx *ctx, JsonArray *list)
{
  static const char *const req[] = { "term", "sections", NULL };
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      JsonObject *o;
      const char *term;
      g_autoptr(GPtrArray) refs = NULL;
      CasRuleTerm *t;

      o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      cas_json_set_entry (ctx, "terms", i, o, "term");
      if (o == NULL)
        return cas_json_fail (ctx, "must be an object");
      if (!cas_json_check_members (ctx, o, req, NULL) || (term = get_string (ctx, o, "term")) == NULL)
        return FALSE;
      if (!g_hash_table_add (seen, g_utf8_casefold (term, -1)))
        return cas_json_fail (ctx, "term listed twice");
      if ((refs = get_strings (ctx, o, "sections")) == NULL)
        return FALSE;
      if (refs->len == 0)
        return cas_json_fail (ctx, "\"sections\" is empty");
      for (guint k = 0; k < refs->len; k++)
        if (!g_hash_table_contains (self->section_index, g_ptr_array_index (refs, k)))
          return cas_json_fail (ctx, "unknown section \"%s\"", (const char *) g_ptr_array_index (refs, k));
      t = g_new0 (CasRuleTerm, 1);
      t->term = g_strdup (term);
      g_ptr_array_add (refs, NULL);
      t->sections = (GStrv) g_ptr_array_steal (refs, NULL);
      g_ptr_array_add (self->terms, t);
    }
  return TRUE;
}

static gboolean
load_index_into (CasRulebook *self, GFile *file, const char *expect_game, GError **error)
{
  static const char *const req[] = { "format", "game", "source", "sections", "terms", NULL };
  g_autoptr(JsonParser) parser = NULL;
  g_autofree char *base = g_file_get_basename (file);
  g_autofree char *contents = NULL;
  gsize len = 0;
  g_autoptr(GError) local = NULL;
  CasJsonCtx ctx = { base, "", error };
  JsonNode *root;
  JsonObject *o;
  JsonNode *fmt;
  const char *game;

  if (!g_file_load_contents (file, NULL, &contents, &len, NULL, &local) ||
      (parser = cas_json_parse (contents, len, &local)) == NULL)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_DATA, "%s: %s", base, local->message);
      return FALSE;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return cas_json_fail (&ctx, "the top level must be an object");
  o = json_node_get_object (root);
  if (!cas_json_check_members (&ctx, o, req, NULL))
    return FALSE;
  fmt = json_object_get_member (o, "format");
  if (!JSON_NODE_HOLDS_VALUE (fmt) || json_node_get_value_type (fmt) != G_TYPE_INT64 || json_node_get_int (fmt) != 1)
    return cas_json_fail (&ctx, "\"format\" must be 1");
  if ((game = get_string (&ctx, o, "game")) == NULL || get_string (&ctx, o, "source") == NULL)
    return FALSE;
  if (!valid_game_id (game))
    return cas_json_fail (&ctx, "\"game\" must be a game id");
  if (expect_game && strcmp (game, expect_game) != 0)
    return cas_json_fail (&ctx, "\"game\" is \"%s\", expected \"%s\"", game, expect_game);
  if (!JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "sections")))
    return cas_json_fail (&ctx, "\"sections\" must be an array");
  if (!JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "terms")))
    return cas_json_fail (&ctx, "\"terms\" must be an array");
  if (!load_index_sections (self, &ctx, json_object_get_array_member (o, "sections")) ||
      !load_index_terms (self, &ctx, json_object_get_array_member (o, "terms")))
    return FALSE;
  self->game_id = g_strdup (game);
  self->has_index = TRUE;
  derive_links (self);
  return TRUE;
}

CasRulebook *
cas_rulebook_load_index (GFile *file, GError **error)
{
  g_autoptr(CasRulebook) self = g_object_new (CAS_TYPE_RULEBOOK, NULL);
  if (!load_index_into (self, file, NULL, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* ------------------------------------------------------------------------ */
/* Reading a file to import */

typedef enum { FORMAT_TEXT, FORMAT_HTML } FileFormat;

static gboolean
has_prefix_ci (const char *s, gsize len, const char *prefix)
{
  gsize n = strlen (prefix);
  return len >= n && g_ascii_strncasecmp (s, prefix, n) == 0;
}

/* Contains `needle` (ASCII, lowercase) in the first `len` bytes, ignoring case. */
static gboolean
contains_ci (const char *s, gsize len, const char *needle)
{
  gsize n = strlen (needle);
  for (gsize i = 0; i + n <= len; i++)
    if (g_ascii_strncasecmp (s + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
refuse (GError **error, const char *name, const char *why)
{
  g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("%s is not a rulebook: %s; nothing was imported"), name, why);
  return FALSE;
}

/* Reads `path` into UTF-8 text and decides whether it is HTML or plain text. */
static char *
read_rulebook_file (const char *path, FileFormat *format, gsize *out_len, GError **error)
{
  g_autofree char *name = g_filename_display_name (path);
  g_autofree char *data = NULL;
  g_autoptr(GError) local = NULL;
  GStatBuf st;
  gsize len = 0;
  const char *p;
  gsize skip = 0;

  if (g_stat (path, &st) != 0)
    {
      int e = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (e), _("cannot read %s: %s"), name, g_strerror (e));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    return refuse (error, name, _("it is not a regular file")), NULL;
  if (st.st_size > CAS_RULEBOOK_MAX_FILE_SIZE)
    return refuse (error, name, _("it is larger than 20 MB")), NULL;
  if (!g_file_get_contents (path, &data, &len, &local))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("cannot read %s: %s"), name, local->message);
      return NULL;
    }
  if (len > CAS_RULEBOOK_MAX_FILE_SIZE)
    return refuse (error, name, _("it is larger than 20 MB")), NULL;
  if (len == 0)
    return refuse (error, name, _("the file is empty")), NULL;
  if (has_prefix_ci (data, len, "%PDF"))
    return refuse (error, name, _("it is a PDF; save the rules as HTML or text (for example with pdftotext) and import that")), NULL;
  if (memchr (data, '\0', len) != NULL || (len >= 3 && (guchar) data[0] == 0xFF && (guchar) data[1] == 0xD8) ||
      has_prefix_ci (data, len, "\x89PNG") || has_prefix_ci (data, len, "GIF8") || has_prefix_ci (data, len, "PK\x03\x04"))
    return refuse (error, name, _("it is a binary file (an image or an archive?), not text")), NULL;

  if (!g_utf8_validate_len (data, len, NULL))
    {
      /* Older text exports are often Windows-1252; that charset maps every byte. */
      gsize written = 0;
      char *conv = g_convert (data, (gssize) len, "UTF-8", "WINDOWS-1252", NULL, &written, NULL);
      if (conv == NULL)
        conv = g_convert (data, (gssize) len, "UTF-8", "ISO-8859-1", NULL, &written, NULL);
      if (conv == NULL)
        return refuse (error, name, _("it is neither UTF-8 nor Latin-1 text")), NULL;
      g_free (data);
      data = conv;
      len = written;
    }
  if (len >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    skip = 3;
  p = data + skip;
  while ((gsize) (p - data) < len && g_ascii_isspace (*p))
    p++;
  if (*p == '{' || *p == '[')
    {
      g_autoptr(GError) json_error = NULL;
      gsize rest = len - (gsize) (p - data);
      /* JSON (however deep) is not a rulebook; json-glib is never asked (cas-json.h). */
      if (cas_json_check (p, rest, CAS_JSON_MAX_DEPTH, &json_error) ||
          g_error_matches (json_error, CAS_JSON_ERROR, CAS_JSON_ERROR_DEPTH))
        return refuse (error, name, _("it is a JSON file")), NULL;
    }
  {
    gsize head = MIN (len - (gsize) (p - data), 4096);
    *format = (*p == '<' && (contains_ci (p, head, "<html") || contains_ci (p, head, "<!doctype html") ||
                             contains_ci (p, head, "<body") || contains_ci (p, head, "<h1") ||
                             contains_ci (p, head, "<h2") || contains_ci (p, head, "<p>")))
                ? FORMAT_HTML
                : FORMAT_TEXT;
  }
  if (skip)
    memmove (data, data + skip, len - skip + 1);
  *out_len = len - skip;
  return g_steal_pointer (&data);
}

/* Collapses runs of spaces, trims lines and keeps at most one empty line in a row. */
static char *
tidy_text (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);
  gboolean blank = TRUE;

  for (char **l = lines; *l; l++)
    {
      GString *line = g_string_new (NULL);
      gboolean space = FALSE;
      for (const char *p = *l; *p; p = g_utf8_next_char (p))
        {
          gunichar c = g_utf8_get_char (p);
          if (g_unichar_isspace (c) || c == 0x00A0)
            space = TRUE;
          else
            {
              if (space && line->len)
                g_string_append_c (line, ' ');
              space = FALSE;
              g_string_append_unichar (line, c);
            }
        }
      if (line->len == 0)
        {
          if (!blank)
            g_string_append_c (out, '\n');
          blank = TRUE;
        }
      else
        {
          g_string_append_len (out, line->str, (gssize) line->len);
          g_string_append_c (out, '\n');
          blank = FALSE;
        }
      g_string_free (line, TRUE);
    }
  while (out->len && out->str[out->len - 1] == '\n')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

/* "4.3.2 Laden" -> number and title; FALSE if the text does not start with a number. */
static gboolean
split_heading (const char *text, char **number, char **title)
{
  int parts[MAX_PARTS], n;
  const char *end;
  g_autofree char *t = NULL;

  if (!parse_number (text, parts, &n, &end))
    return FALSE;
  if (*end == '.')
    end++;
  if (*end != '\0' && !g_ascii_isspace (*end))
    return FALSE;
  t = g_strstrip (g_strdup (end));
  *number = format_number (parts, n);
  *title = g_steal_pointer (&t);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* HTML: walk libxml2's tree; a heading (h1-h6) that starts with a number opens a section. */

typedef struct {
  GPtrArray *out;        /* CasRuleText */
  CasRuleText *cur;
  GString *body;
  int chapter_level;     /* heading level of the current chapter ("4.0") */
} HtmlWalk;

static gboolean
is_block (const char *name)
{
  static const char *const blocks[] = { "p", "div", "li", "ul", "ol", "dl", "dt", "dd", "blockquote", "aside",
                                        "table", "tr", "section", "article", "figure", "figcaption", "pre",
                                        "header", "footer", "main", "hr", NULL };
  return g_strv_contains (blocks, name);
}

static int
heading_level (const char *name)
{
  if (name[0] == 'h' && name[1] >= '1' && name[1] <= '6' && name[2] == '\0')
    return name[1] - '0';
  return 0;
}

static void
html_finish_section (HtmlWalk *w)
{
  if (w->cur == NULL)
    return;
  w->cur->body = tidy_text (w->body->str);
  g_ptr_array_add (w->out, w->cur);
  w->cur = NULL;
  g_string_truncate (w->body, 0);
}

static char *
node_text (xmlNode *node)
{
  xmlChar *c = xmlNodeGetContent (node);
  g_autofree char *raw = g_strdup (c ? (const char *) c : "");
  xmlFree (c);
  g_strdelimit (raw, "\n\r\t\v\f", ' ');
  return tidy_text (raw);
}

static void
html_walk (HtmlWalk *w, xmlNode *node) /* NOLINT(misc-no-recursion): libxml2 stops HTML nesting at 256 levels (no HTML_PARSE_HUGE) */
{
  for (xmlNode *n = node; n; n = n->next)
    {
      if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE)
        {
          if (w->cur && n->content)
            {
              const char *s = (const char *) n->content;
              /* Source line breaks are spaces in HTML. */
              for (const char *p = s; *p; p++)
                g_string_append_c (w->body, (*p == '\n' || *p == '\r' || *p == '\t') ? ' ' : *p);
            }
          continue;
        }
      if (n->type != XML_ELEMENT_NODE || n->name == NULL)
        continue;

      const char *name = (const char *) n->name;
      int level = heading_level (name);
      if (g_strv_contains ((const char *const[]) { "script", "style", "head", "nav", "noscript", "template", "img",
                                                   "svg", "iframe", "object", NULL },
                           name))
        continue;
      if (level)
        {
          g_autofree char *text = node_text (n);
          char *number = NULL, *title = NULL;
          if (split_heading (text, &number, &title))
            {
              html_finish_section (w);
              w->cur = g_new0 (CasRuleText, 1);
              w->cur->number = number;
              w->cur->title = title;
              if (depth_of (number) == 1 || w->chapter_level == 0)
                w->chapter_level = level;
            }
          else if (w->cur && level <= w->chapter_level)
            html_finish_section (w); /* an unnumbered chapter (Key Terms, Credits) ends the rules */
          else if (w->cur && text[0])
            g_string_append_printf (w->body, "\n\n%s\n\n", text);
          continue;
        }
      if (strcmp (name, "br") == 0)
        {
          g_string_append_c (w->body, '\n');
          continue;
        }
      if (is_block (name))
        g_string_append_c (w->body, '\n');
      if (strcmp (name, "li") == 0 && w->cur)
        g_string_append (w->body, "• ");
      html_walk (w, n->children);
      if (is_block (name))
        g_string_append_c (w->body, '\n');
      else if (strcmp (name, "td") == 0 || strcmp (name, "th") == 0)
        g_string_append_c (w->body, ' ');
    }
}

static GPtrArray *
parse_html (const char *data, gsize len)
{
  HtmlWalk w = { 0 };
  htmlDocPtr doc;

  w.out = g_ptr_array_new_with_free_func ((GDestroyNotify) cas_rule_text_free);
  w.body = g_string_new (NULL);
  doc = htmlReadMemory (data, (int) len, NULL, "UTF-8", HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
  if (doc)
    {
      html_walk (&w, xmlDocGetRootElement (doc));
      html_finish_section (&w);
      xmlFreeDoc (doc);
    }
  g_string_free (w.body, TRUE);
  return w.out;
}

/* ------------------------------------------------------------------------ */
/* Plain text and Markdown: lines that start with a section number are candidate headings;
 * OCR noise and cross references that happen to begin a line are weeded out by keeping
 * the heaviest subsequence of candidates whose numbers strictly increase. */

typedef struct {
  guint line;
  guint64 key;
  int weight;
  char *number;
  char *title;
  char *rest;   /* the text after the title on the same line */
} Candidate;

static void
candidate_clear (Candidate *c)
{
  g_free (c->number);
  g_free (c->title);
  g_free (c->rest);
}

static gboolean
is_decoration (gunichar c)
{
  return c == '#' || c == '*' || c == '_' || c == '>' || c == '|' || c == 0x25B6 /* ▶ */ ||
         c == 0x25BA /* ► */ || c == 0x2022 /* • */ || c == 0x00B7 /* · */ || c == '-' || c == 0x2013 ||
         c == ':' || g_unichar_isspace (c);
}

static const char *
skip_decoration (const char *p, gboolean *hash)
{
  while (*p)
    {
      gunichar c = g_utf8_get_char (p);
      if (!is_decoration (c))
        break;
      if (c == '#' && hash)
        *hash = TRUE;
      p = g_utf8_next_char (p);
    }
  return p;
}

static gboolean
try_candidate (const char *line, Candidate *c)
{
  static const char *const joiners[] = { "and", "or", "the", "of", "to", "in", "see", "for", "with", "a", "an",
                                         "per", "is", "are", "as", "by", "on", "at", "if", "then", NULL };
  gboolean hash = FALSE;
  const char *p = skip_decoration (line, &hash);
  const char *end, *title_end;
  int parts[MAX_PARTS], n;
  g_autofree char *title = NULL;
  g_autofree char *first = NULL;
  GString *clean;
  int words = 0;

  if (!g_ascii_isdigit (*p) || !parse_number (p, parts, &n, &end) || parts[0] > 30)
    return FALSE;
  if (*end == '.')
    end++;
  while (*end == '*' || *end == '_')
    end++;
  if (*end != '\0' && !g_ascii_isspace (*end))
    return FALSE;
  p = skip_decoration (end, NULL);
  /* The title runs to the first full stop, colon or bold end, or to the end of the line. */
  title_end = p;
  while (*title_end && *title_end != ':' && *title_end != '*' &&
         !(*title_end == '.' && (title_end[1] == '\0' || g_ascii_isspace (title_end[1]) || title_end[1] == '*')))
    title_end++;
  title = g_strndup (p, (gsize) (title_end - p));
  clean = g_string_new (NULL);
  for (const char *q = title; *q; q = g_utf8_next_char (q))
    {
      gunichar u = g_utf8_get_char (q);
      if (u == 0x25B6 || u == 0x25BA || u == '_' || u == '#')
        continue;
      g_string_append_unichar (clean, u);
    }
  g_free (title);
  title = g_strstrip (g_string_free (clean, FALSE));
  if (title[0] == '\0' || !g_unichar_isalpha (g_utf8_get_char (title)) || g_utf8_strlen (title, -1) > 60)
    return FALSE;
  {
    g_auto(GStrv) w = g_strsplit_set (title, " \t", -1);
    for (char **x = w; *x; x++)
      if (**x)
        words++;
    first = g_ascii_strdown (w[0], -1);
  }
  /* "4.4.3 and 4.4.4 apply" is running text; "At Service Limit" is a title. */
  if (words > 8 || (g_unichar_islower (g_utf8_get_char (title)) && g_strv_contains (joiners, first)))
    return FALSE;
  /* A long line with no end to its title is running text that starts with a number. */
  if (*title_end == '\0' && words > 6 && !hash)
    return FALSE;

  c->number = format_number (parts, n);
  c->key = number_key (parts);
  c->title = g_steal_pointer (&title);
  while (*title_end == '.' || *title_end == ':' || *title_end == '*')
    title_end++;
  c->rest = g_strstrip (g_strdup (title_end));
  c->weight = (hash || g_unichar_isupper (g_utf8_get_char (c->title))) ? 3 : 1;
  return TRUE;
}

/* Heaviest strictly increasing subsequence by key, O(n log n) with a Fenwick tree over the
 * ranks of the keys. Returns the indices of the chosen candidates, in order. */
static GArray *
heaviest_increasing (GArray *cands)
{
  guint n = cands->len;
  g_autofree guint64 *keys = g_new (guint64, n);
  g_autofree int *tree_best = g_new0 (int, n + 1);
  g_autofree int *tree_idx = g_new (int, n + 1);
  g_autofree int *best = g_new (int, n);
  g_autofree int *prev = g_new (int, n);
  guint n_keys = 0;
  int top = -1;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < n; i++)
    keys[i] = g_array_index (cands, Candidate, i).key;
  {
    g_autofree guint64 *sorted = g_memdup2 (keys, sizeof (guint64) * n);
    for (guint i = 1; i < n; i++) /* insertion sort is fine: candidates arrive nearly sorted */
      {
        guint64 k = sorted[i];
        guint j = i;
        while (j > 0 && sorted[j - 1] > k)
          {
            sorted[j] = sorted[j - 1];
            j--;
          }
        sorted[j] = k;
      }
    for (guint i = 0; i < n; i++)
      if (n_keys == 0 || sorted[n_keys - 1] != sorted[i])
        sorted[n_keys++] = sorted[i];
    for (guint i = 0; i < n; i++)
      {
        guint lo = 0, hi = n_keys;
        while (lo < hi)
          {
            guint mid = (lo + hi) / 2;
            if (sorted[mid] < keys[i])
              lo = mid + 1;
            else
              hi = mid;
          }
        keys[i] = lo + 1; /* rank, 1-based */
      }
  }
  for (guint i = 0; i <= n; i++)
    tree_idx[i] = -1;
  for (guint i = 0; i < n; i++)
    {
      int rank = (int) keys[i];
      int b = 0, bi = -1;
      for (int r = rank - 1; r > 0; r -= r & -r) /* best over ranks below this one */
        if (tree_best[r] > b)
          {
            b = tree_best[r];
            bi = tree_idx[r];
          }
      best[i] = b + g_array_index (cands, Candidate, i).weight;
      prev[i] = bi;
      for (int r = rank; r <= (int) n_keys; r += r & -r)
        if (best[i] > tree_best[r])
          {
            tree_best[r] = best[i];
            tree_idx[r] = (int) i;
          }
      if (top < 0 || best[i] >= best[top])
        top = (int) i;
    }
  for (int i = top; i >= 0; i = prev[i])
    g_array_prepend_val (out, i);
  return out;
}

static GPtrArray *
parse_text (const char *data)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GArray) cands = g_array_new (FALSE, TRUE, sizeof (Candidate));
  g_autoptr(GArray) chosen = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) cas_rule_text_free);
  guint n_lines;

  g_array_set_clear_func (cands, (GDestroyNotify) candidate_clear);
  {
    g_autofree char *copy = g_strdup (data);
    for (char *p = copy; *p; p++)
      if (*p == '\r')
        *p = (p[1] == '\n') ? ' ' : '\n';
    lines = g_strsplit (copy, "\n", -1);
  }
  n_lines = g_strv_length (lines);
  for (guint i = 0; i < n_lines; i++)
    {
      Candidate c = { 0 };
      if (try_candidate (lines[i], &c))
        {
          c.line = i;
          g_array_append_val (cands, c);
        }
    }
  /* A heading followed by text of its own outweighs a table-of-contents line. */
  for (guint i = 0; i < cands->len; i++)
    {
      Candidate *c = &g_array_index (cands, Candidate, i);
      guint next = (i + 1 < cands->len) ? g_array_index (cands, Candidate, i + 1).line : n_lines;
      gboolean text = c->rest[0] != '\0';
      for (guint l = c->line + 1; !text && l < next; l++)
        text = g_strstrip (lines[l])[0] != '\0';
      if (text)
        c->weight += 1;
    }
  if (cands->len == 0)
    return out;
  chosen = heaviest_increasing (cands);
  for (guint k = 0; k < chosen->len; k++)
    {
      Candidate *c = &g_array_index (cands, Candidate, g_array_index (chosen, guint, k));
      guint next = (k + 1 < chosen->len)
                     ? g_array_index (cands, Candidate, g_array_index (chosen, guint, k + 1)).line
                     : n_lines;
      GString *body = g_string_new (c->rest);
      CasRuleText *t = g_new0 (CasRuleText, 1);
      g_autofree char *raw = NULL;

      for (guint l = c->line + 1; l < next; l++)
        {
          const char *s = lines[l];
          /* An unnumbered Markdown heading naming the index ("#### Key Terms Index", OCR'd
           * "Key Cerms Index") ends the rules: the index is no part of the last section. */
          if (*s == '#' && contains_ci (s, strlen (s), "index"))
            break;
          /* Markdown heading marks are layout, not text. */
          while (*s == '#')
            s++;
          g_string_append_c (body, '\n');
          g_string_append (body, s);
        }
      raw = g_string_free (body, FALSE);
      t->number = g_strdup (c->number);
      t->title = g_strdup (c->title);
      t->body = tidy_text (raw);
      g_ptr_array_add (out, t);
    }
  return out;
}

/* ------------------------------------------------------------------------ */
/* Rulebooks without numbered sections (Rus): the index's headings are looked for in the
 * text. A heading line is short and stands alone (decoration such as "#" and "**" aside);
 * OCR misreads letters ("PLAUING THE GAME"), so a line matches a title within a few
 * edits. The headings are matched in the index's order (the longest common subsequence of
 * index headings and heading lines), so a stray line that happens to read like a later
 * heading cannot reorder the book. Page markers (form feeds from pdftotext, "Page 4",
 * "p. 4", "<!-- page 4 -->") are followed; when the text has them, a heading is taken only
 * within a page of where the index puts it. */

#define PAGED_MAX_LINE 70
#define PAGED_MAX_HITS 65536

/* Uppercase letters and digits, single spaces, no leading "THE ": the form compared. */
static char *
heading_key (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c < 128 && g_ascii_isalnum ((char) c))
        {
          if (space && out->len)
            g_string_append_c (out, ' ');
          space = FALSE;
          g_string_append_c (out, g_ascii_toupper ((char) c));
        }
      else if (c == '&')
        {
          if (out->len)
            g_string_append_c (out, ' ');
          g_string_append (out, "AND");
          space = TRUE;
        }
      else if (c < 128 || g_unichar_isspace (c))
        space = TRUE;
      /* other characters (OCR debris in other scripts) vanish */
    }
  if (g_str_has_prefix (out->str, "THE ") && out->len > 8)
    g_string_erase (out, 0, 4);
  return g_string_free (out, FALSE);
}

/* Edit distance, capped: anything above `cap` is cap + 1. */
static guint
edit_distance (const char *a, const char *b, guint cap)
{
  gsize la = strlen (a), lb = strlen (b);
  g_autofree guint *row = NULL;

  if ((la > lb ? la - lb : lb - la) > cap)
    return cap + 1;
  row = g_new (guint, lb + 1);
  for (gsize j = 0; j <= lb; j++)
    row[j] = (guint) j;
  for (gsize i = 1; i <= la; i++)
    {
      guint diag = row[0], best;
      row[0] = (guint) i;
      best = row[0];
      for (gsize j = 1; j <= lb; j++)
        {
          guint up = row[j];
          guint v = diag + (a[i - 1] != b[j - 1]);
          v = MIN (v, up + 1);
          v = MIN (v, row[j - 1] + 1);
          row[j] = v;
          diag = up;
          best = MIN (best, v);
        }
      if (best > cap)
        return cap + 1;
    }
  return MIN (row[lb], cap + 1);
}

/* Does a heading line read as `title` (both heading_key()s)? About one misread letter
 * in five. */
static gboolean
heading_matches (const char *line_key, const char *title_key)
{
  gsize n = strlen (title_key);
  guint cap = (guint) (n >= 10 ? n / 5 : n >= 5 ? 1 : 0);
  gsize len = strlen (line_key);

  if (n == 0)
    return FALSE;
  /* A stray mark or two after the heading ("LEARNING GAME 50", "Influencing a Kingdom H"). */
  if (n >= 5 && len > n && len <= n + 3 && line_key[n] == ' ' && strncmp (line_key, title_key, n) == 0)
    return TRUE;
  return edit_distance (line_key, title_key, cap) <= cap;
}

static char *strip_ocr_debris (const char *text);

/* A page marker line; its page, or 0. */
static int
page_marker (const char *line)
{
  const char *p = line;
  int v = 0, digits = 0;

  while (*p == ' ' || *p == '\t' || *p == '-' || *p == '<' || *p == '!' || *p == '[' || *p == '(')
    p++;
  if (g_ascii_strncasecmp (p, "page", 4) == 0)
    p += 4;
  else if (*p == 'p' || *p == 'P')
    {
      p++;
      if (*p != '.')
        return 0;
      p++;
    }
  else
    return 0;
  while (*p == ' ' || *p == '.' || *p == ':')
    p++;
  while (g_ascii_isdigit (*p) && digits < 4)
    {
      v = v * 10 + (*p++ - '0');
      digits++;
    }
  if (digits == 0 || digits > 3)
    return 0;
  while (*p == ' ' || *p == '\t' || *p == '-' || *p == '>' || *p == ']' || *p == ')')
    p++;
  return *p == '\0' ? v : 0;
}

/* The heading_key() of a line that could be a heading, or NULL. */
static char *
heading_line_key (const char *line)
{
  g_autofree char *bare = strip_ocr_debris (line);
  const char *p;
  g_autofree char *trim = NULL;
  gsize n;
  int words = 0;

  /* Inline HTML of OCR'd Markdown ("<u>Taiga</u>") is layout. */
  for (char *q = bare, *open = NULL; *q; q++)
    if (*q == '<')
      open = q;
    else if (*q == '>' && open)
      {
        memset (open, ' ', (gsize) (q - open + 1));
        open = NULL;
      }
  p = skip_decoration (bare, NULL);
  trim = g_strstrip (g_strdup (p));
  /* A contents line ("Stacking<TAB>12", perhaps with debris after it) is no heading. */
  for (const char *tab = strchr (trim, '\t'); tab; tab = strchr (tab + 1, '\t'))
    {
      gsize digits = strspn (tab + 1, "0123456789");
      if (digits > 0 && digits <= 3 && (tab[1 + digits] == '\t' || tab[1 + digits] == '\0'))
        return NULL;
    }

  /* "**Overview**", "## Stacking", "Missionaries:" */
  n = strlen (trim);
  while (n && (trim[n - 1] == '*' || trim[n - 1] == '_' || trim[n - 1] == ':' || trim[n - 1] == '#' ||
               trim[n - 1] == ' '))
    trim[--n] = '\0';
  if (n == 0 || g_utf8_strlen (trim, -1) > PAGED_MAX_LINE)
    return NULL;
  for (const char *q = trim; *q; q++)
    if (*q == ' ' && q[1] && q[1] != ' ')
      words++;
  if (words > 9)
    return NULL;
  return heading_key (trim);
}

/* Strips characters no English rulebook has (the Rus OCR scatters CJK glyphs where the
 * page has ornaments). */
static char *
strip_ocr_debris (const char *text)
{
  GString *out = g_string_new (NULL);
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if ((c >= 0x0C00 && c <= 0x0DFF) || (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
          (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF) || c >= 0x1F000)
        continue;
      g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

static GPtrArray *
parse_paged (const char *data, CasRulebook *index)
{
  g_auto(GStrv) lines = NULL;
  g_autofree int *page = NULL;
  g_autofree char **keys = NULL;
  g_autofree int *match = NULL;
  g_autoptr(GArray) hits = NULL;        /* lines that read as some heading */
  g_autoptr(GByteArray) hit_rows = NULL; /* per such line, which sections it reads as */
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) cas_rule_text_free);
  guint n_lines, n_sec = index->sections->len;
  gboolean has_pages = FALSE;
  int cur = 1;

  {
    g_autofree char *copy = g_strdup (data);
    for (char *p = copy; *p; p++)
      if (*p == '\r')
        *p = (p[1] == '\n') ? ' ' : '\n';
    lines = g_strsplit (copy, "\n", -1);
  }
  n_lines = g_strv_length (lines);
  page = g_new0 (int, n_lines + 1);
  keys = g_new0 (char *, n_lines + 1);
  for (guint i = 0; i < n_lines; i++)
    {
      int m;
      /* A form feed (pdftotext) starts the next page. */
      for (const char *p = lines[i]; *p; p++)
        if (*p == '\f')
          {
            cur++;
            has_pages = TRUE;
          }
      g_strdelimit (lines[i], "\f", ' ');
      if ((m = page_marker (lines[i])) > 0)
        {
          cur = m;
          has_pages = TRUE;
          lines[i][0] = '\0';
        }
      page[i] = cur;
      keys[i] = heading_line_key (lines[i]);
    }
  /* Which lines read as which of the index's headings (title or one of its `headings`),
   * within a page of the index's page when the file has page breaks. Only such lines
   * take part below; a real rulebook has a few dozen, and more than PAGED_MAX_HITS
   * (a file of nothing but headings) are ignored. */
  {
    g_autoptr(GPtrArray) tkeys = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
    g_autofree int *want = g_new0 (int, n_sec + 1);
    for (guint i = 0; i < n_sec; i++)
      {
        const CasRuleSection *s = g_ptr_array_index (index->sections, i);
        GPtrArray *k = g_ptr_array_new ();
        g_ptr_array_add (k, heading_key (s->title));
        for (char **h = s->headings; h && *h; h++)
          g_ptr_array_add (k, heading_key (*h));
        g_ptr_array_add (k, NULL);
        g_ptr_array_add (tkeys, g_ptr_array_free (k, FALSE));
        parse_page_id (s->number, NULL, &want[i]);
      }
    hits = g_array_new (FALSE, FALSE, sizeof (guint));
    hit_rows = g_byte_array_new ();
    for (guint j = 0; j < n_lines && hits->len < PAGED_MAX_HITS; j++)
      {
        gboolean any = FALSE;
        guint8 *row;
        if (keys[j] == NULL)
          continue;
        g_byte_array_set_size (hit_rows, (hits->len + 1) * n_sec);
        row = hit_rows->data + (gsize) hits->len * n_sec;
        for (guint i = 0; i < n_sec; i++)
          {
            gboolean hit = FALSE;
            if (!has_pages || ABS (page[j] - want[i]) <= 1)
              for (char **k = g_ptr_array_index (tkeys, i); *k && !hit; k++)
                hit = heading_matches (keys[j], *k);
            row[i] = (guint8) hit;
            any |= hit;
          }
        if (any)
          g_array_append_val (hits, j);
        else
          g_byte_array_set_size (hit_rows, hits->len * n_sec);
      }
  }
  /* Longest common subsequence of the index's headings (rows) and those lines (columns);
   * a length is at most the number of sections, stored as guint16. */
  {
    guint n_hits = hits->len;
    g_autofree guint16 *lcs = g_new0 (guint16, (gsize) (n_sec + 1) * (n_hits + 1));
#define LCS(i, j) lcs[(gsize) (i) * (n_hits + 1) + (j)]
#define HIT(i, j) hit_rows->data[(gsize) (j) * n_sec + (i)]
    for (guint i = n_sec; i-- > 0;)
      for (guint j = n_hits; j-- > 0;)
        {
          guint16 best = MAX (LCS (i + 1, j), LCS (i, j + 1));
          if (HIT (i, j))
            best = MAX (best, (guint16) (LCS (i + 1, j + 1) + 1));
          LCS (i, j) = best;
        }
    match = g_new (int, n_sec);
    for (guint k = 0; k < n_sec; k++)
      match[k] = -1;
    for (guint i = 0, j = 0; i < n_sec && j < n_hits;)
      {
        if (LCS (i, j) == LCS (i + 1, j))
          i++;
        else if (LCS (i, j) == LCS (i, j + 1))
          j++;
        else
          {
            match[i] = (int) g_array_index (hits, guint, j);
            i++;
            j++;
          }
      }
#undef HIT
#undef LCS
  }
  for (guint k = 0; k < n_sec; k++)
    {
      const CasRuleSection *s = g_ptr_array_index (index->sections, k);
      guint next = n_lines;
      GString *body;
      CasRuleText *t;
      g_autofree char *raw = NULL;
      g_autofree char *clean = NULL;

      if (match[k] < 0)
        continue;
      for (guint m = k + 1; m < n_sec; m++)
        if (match[m] >= 0)
          {
            next = (guint) match[m];
            break;
          }
      body = g_string_new (NULL);
      for (guint l = (guint) match[k] + 1; l < next; l++)
        {
          const char *x = lines[l];
          /* A contents list or an index (at the end of the book) is no part of a section. */
          if (keys[l] && (strcmp (keys[l], "CONTENTS") == 0 || strcmp (keys[l], "TABLE OF CONTENTS") == 0 ||
                          strcmp (keys[l], "INDEX") == 0))
            break;
          while (*x == '#')
            x++;
          g_string_append (body, x);
          g_string_append_c (body, '\n');
        }
      raw = g_string_free (body, FALSE);
      clean = strip_ocr_debris (raw);
      t = g_new0 (CasRuleText, 1);
      t->number = g_strdup (s->number);
      t->title = g_strdup (s->title);
      t->body = tidy_text (clean);
      g_ptr_array_add (out, t);
    }
  for (guint i = 0; i < n_lines; i++)
    g_free (keys[i]);
  return out;
}

static GPtrArray *
parse_file_with (const char *path, CasRulebook *index, GError **error)
{
  g_autofree char *name = g_filename_display_name (path);
  g_autofree char *data = NULL;
  g_autoptr(GPtrArray) sections = NULL;
  FileFormat format = FORMAT_TEXT;
  gsize len = 0;
  gboolean paged = index && index->paged;

  data = read_rulebook_file (path, &format, &len, error);
  if (data == NULL)
    return NULL;
  if (paged && format == FORMAT_HTML)
    {
      refuse (error, name, _("this rulebook has no numbered sections and is imported from text only; save it as text"));
      return NULL;
    }
  sections = paged ? parse_paged (data, index) : format == FORMAT_HTML ? parse_html (data, len) : parse_text (data);
  if (paged && sections->len < MIN_SECTIONS)
    {
      g_autofree char *why = g_strdup_printf (
        _("found %u of the rulebook's %u headings (such as “%s”)"), sections->len, index->sections->len,
        ((CasRuleSection *) g_ptr_array_index (index->sections, 0))->title);
      refuse (error, name, why);
      return NULL;
    }
  if (sections->len < MIN_SECTIONS)
    {
      g_autofree char *why = g_strdup_printf (
        _("found %u numbered section heading(s); a rulebook has headings such as “4.3 March” or “4.3.2 Laden”"),
        sections->len);
      refuse (error, name, why);
      return NULL;
    }
  /* HTML may repeat a number (a heading inside an aside); keep the first. */
  {
    g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
    for (guint i = 0; i < sections->len;)
      {
        CasRuleText *t = g_ptr_array_index (sections, i);
        /* g_hash_table_add() would replace the stored key with this one, which is freed
         * right after: test first (a use after free found by fuzzing). */
        if (g_hash_table_contains (seen, t->number))
          g_ptr_array_remove_index (sections, i);
        else
          {
            g_hash_table_add (seen, t->number);
            i++;
          }
      }
  }
  return g_steal_pointer (&sections);
}

GPtrArray *
cas_rulebook_parse_file (const char *path, GError **error)
{
  return parse_file_with (path, NULL, error);
}

GPtrArray *
cas_rulebook_parse_file_for (CasRulebook *index, const char *path, GError **error)
{
  return parse_file_with (path, index, error);
}

/* ------------------------------------------------------------------------ */
/* The imported database: meta(key, value) and sections(ord, number, title, body). */

static gboolean
db_fail (GError **error, sqlite3 *db, const char *path, const char *what)
{
  g_autofree char *name = g_filename_display_name (path);
  g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("%s: %s: %s"), name, what,
               db ? sqlite3_errmsg (db) : "out of memory");
  return FALSE;
}

static gboolean
write_db (const char *path, const char *game_id, const char *source, GPtrArray *sections, GError **error)
{
  static const char *const schema =
    "PRAGMA journal_mode=MEMORY;"
    "BEGIN;"
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "CREATE TABLE sections (ord INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, title TEXT NOT NULL,"
    " body TEXT NOT NULL);";
  sqlite3 *db = NULL;
  sqlite3_stmt *st = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *when = g_date_time_format_iso8601 (now);
  g_autofree char *count = g_strdup_printf ("%u", sections->len);
  const char *meta[][2] = { { "format", DB_FORMAT }, { "game", game_id }, { "source", source },
                            { "imported", when }, { "sections", count }, { "castellan", PACKAGE_VERSION } };
  gboolean ok = FALSE;

  if (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW, NULL) != SQLITE_OK)
    goto out;
  if (sqlite3_exec (db, schema, NULL, NULL, NULL) != SQLITE_OK)
    goto out;
  if (sqlite3_prepare_v2 (db, "INSERT INTO meta VALUES (?, ?)", -1, &st, NULL) != SQLITE_OK)
    goto out;
  for (guint i = 0; i < G_N_ELEMENTS (meta); i++)
    {
      sqlite3_bind_text (st, 1, meta[i][0], -1, SQLITE_STATIC);
      sqlite3_bind_text (st, 2, meta[i][1], -1, SQLITE_STATIC);
      if (sqlite3_step (st) != SQLITE_DONE)
        goto out;
      sqlite3_reset (st);
    }
  g_clear_pointer (&st, sqlite3_finalize);
  if (sqlite3_prepare_v2 (db, "INSERT INTO sections VALUES (?, ?, ?, ?)", -1, &st, NULL) != SQLITE_OK)
    goto out;
  for (guint i = 0; i < sections->len; i++)
    {
      const CasRuleText *t = g_ptr_array_index (sections, i);
      sqlite3_bind_int (st, 1, (int) i);
      sqlite3_bind_text (st, 2, t->number, -1, SQLITE_STATIC);
      sqlite3_bind_text (st, 3, t->title, -1, SQLITE_STATIC);
      sqlite3_bind_text (st, 4, t->body, -1, SQLITE_STATIC);
      if (sqlite3_step (st) != SQLITE_DONE)
        goto out;
      sqlite3_reset (st);
    }
  g_clear_pointer (&st, sqlite3_finalize);
  if (sqlite3_exec (db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
    goto out;
  ok = TRUE;
out:
  if (!ok)
    db_fail (error, db, path, _("cannot write the rulebook database"));
  g_clear_pointer (&st, sqlite3_finalize);
  if (db && sqlite3_close (db) != SQLITE_OK && ok)
    ok = db_fail (error, NULL, path, _("cannot close the rulebook database"));
  return ok;
}

int
cas_rulebook_import (const char *game_id, const char *path, const char *dir, GError **error)
{
  return cas_rulebook_import_in (game_id, NULL, path, dir, error);
}

int
cas_rulebook_import_in (const char *game_id, const char *data_dir, const char *path, const char *dir,
                        GError **error)
{
  g_autofree char *db_path = cas_rulebook_get_db_path (game_id, dir, error);
  g_autofree char *d = NULL;
  g_autofree char *tmp = NULL;
  g_autofree char *source = NULL;
  g_autofree char *index_path = NULL;
  g_autoptr(CasRulebook) index = NULL;
  g_autoptr(GPtrArray) sections = NULL;
  int fd;

  if (db_path == NULL)
    return -1;
  /* A rulebook without numbered sections is split at the headings of the game's index. */
  index_path = builtin_index_path (game_id, data_dir);
  if (g_file_test (index_path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(GFile) file = g_file_new_for_path (index_path);
      index = g_object_new (CAS_TYPE_RULEBOOK, NULL);
      if (!load_index_into (index, file, game_id, error))
        return -1;
    }
  sections = parse_file_with (path, index, error);
  if (sections == NULL)
    return -1;
  d = cas_rulebook_get_dir (dir);
  if (g_mkdir_with_parents (d, 0700) != 0)
    {
      int e = errno;
      g_autofree char *name = g_filename_display_name (d);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (e), _("cannot create %s: %s"), name, g_strerror (e));
      return -1;
    }
  tmp = g_strdup_printf ("%s.XXXXXX", db_path);
  fd = g_mkstemp_full (tmp, O_RDWR, 0600);
  if (fd < 0)
    {
      int e = errno;
      g_autofree char *name = g_filename_display_name (d);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (e), _("cannot write in %s: %s"), name, g_strerror (e));
      return -1;
    }
  close (fd);
  source = g_path_get_basename (path);
  if (!write_db (tmp, game_id, source, sections, error))
    {
      g_unlink (tmp);
      return -1;
    }
  if (g_rename (tmp, db_path) != 0)
    {
      int e = errno;
      g_autofree char *name = g_filename_display_name (db_path);
      g_unlink (tmp);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (e), _("cannot replace %s: %s"), name, g_strerror (e));
      return -1;
    }
  return (int) sections->len;
}

/* A text column of a database that may have been crafted (issue 15, finding 5): never
 * NULL (it printed "(null)" and gave "title": null), always valid UTF-8. */
static char *
db_text (sqlite3_stmt *st, int col)
{
  const char *text = (const char *) sqlite3_column_text (st, col);
  return g_utf8_make_valid (text ? text : "", -1);
}

static gboolean
read_db (CasRulebook *self, const char *path, GError **error)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *st = NULL;
  g_autofree char *format = NULL;
  g_autofree char *game = NULL;
  gboolean ok = FALSE;

  if (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOFOLLOW, NULL) != SQLITE_OK)
    return db_fail (error, db, path, _("cannot open the imported rulebook")), sqlite3_close (db), FALSE;
  if (sqlite3_prepare_v2 (db, "SELECT key, value FROM meta", -1, &st, NULL) != SQLITE_OK)
    goto bad;
  while (sqlite3_step (st) == SQLITE_ROW)
    {
      const char *k = (const char *) sqlite3_column_text (st, 0);
      const char *v = (const char *) sqlite3_column_text (st, 1);
      if (g_strcmp0 (k, "format") == 0)
        {
          g_free (format);
          format = g_strdup (v);
        }
      else if (g_strcmp0 (k, "game") == 0)
        {
          g_free (game);
          game = g_strdup (v);
        }
    }
  g_clear_pointer (&st, sqlite3_finalize);
  if (g_strcmp0 (format, DB_FORMAT) != 0 || g_strcmp0 (game, self->game_id) != 0)
    goto bad;
  if (sqlite3_prepare_v2 (db, "SELECT number, title, body FROM sections ORDER BY ord", -1, &st, NULL) != SQLITE_OK)
    goto bad;
  self->imported = g_ptr_array_new_with_free_func ((GDestroyNotify) cas_rule_text_free);
  self->text_index = g_hash_table_new (g_str_hash, g_str_equal);
  while (sqlite3_step (st) == SQLITE_ROW)
    {
      CasRuleText *t = g_new0 (CasRuleText, 1);
      g_autofree char *canon = canonical_number ((const char *) sqlite3_column_text (st, 0));
      if (canon == NULL)
        {
          cas_rule_text_free (t);
          goto bad;
        }
      t->number = g_steal_pointer (&canon);
      t->title = db_text (st, 1);
      t->body = db_text (st, 2);
      g_ptr_array_add (self->imported, t);
      g_hash_table_insert (self->text_index, t->number, t);
    }
  ok = TRUE;
bad:
  if (!ok)
    {
      g_autofree char *name = g_filename_display_name (path);
      g_clear_pointer (&self->imported, g_ptr_array_unref);
      g_clear_pointer (&self->text_index, g_hash_table_unref);
      g_set_error (error, CAS_ERROR, CAS_ERROR_DATA,
                   _("%s is not a %s rulebook imported by this version of Castellan; import the rulebook again"),
                   name, self->game_id);
    }
  g_clear_pointer (&st, sqlite3_finalize);
  sqlite3_close (db);
  return ok;
}

CasRulebook *
cas_rulebook_open (const char *game_id, const char *dir, GError **error)
{
  return cas_rulebook_open_in (game_id, NULL, dir, error);
}

CasRulebook *
cas_rulebook_open_in (const char *game_id, const char *data_dir, const char *dir, GError **error)
{
  g_autoptr(CasRulebook) self = g_object_new (CAS_TYPE_RULEBOOK, NULL);
  g_autofree char *db_path = cas_rulebook_get_db_path (game_id, dir, error);
  g_autofree char *index_path = NULL;

  if (db_path == NULL)
    return NULL;
  index_path = builtin_index_path (game_id, data_dir);
  if (g_file_test (index_path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(GFile) file = g_file_new_for_path (index_path);
      if (!load_index_into (self, file, game_id, error))
        return NULL;
    }
  else
    self->game_id = g_strdup (game_id);

  if (g_file_test (db_path, G_FILE_TEST_EXISTS))
    {
      gboolean added = FALSE;
      if (!read_db (self, db_path, error))
        return NULL;
      self->db_path = g_steal_pointer (&db_path);
      /* Sections the index does not know (another edition, a game without an index). */
      for (guint i = 0; i < self->imported->len; i++)
        {
          const CasRuleText *t = g_ptr_array_index (self->imported, i);
          CasRuleSection *s;
          if (g_hash_table_contains (self->section_index, t->number))
            continue;
          s = g_new0 (CasRuleSection, 1);
          s->number = g_strdup (t->number);
          s->title = g_strdup (t->title);
          s->summary = g_strdup ("");
          s->see = g_new0 (char *, 1);
          s->headings = g_new0 (char *, 1);
          s->depth = depth_of (t->number);
          add_section (self, s);
          added = TRUE;
        }
      if (added)
        {
          g_ptr_array_sort (self->sections, compare_sections);
          derive_links (self);
        }
    }
  if (self->sections->len == 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND,
                   _("there is no rules index for “%s” and no imported rulebook; import one with "
                     "`castellan-cli rules %s import FILE`"),
                   game_id, game_id);
      return NULL;
    }
  return g_steal_pointer (&self);
}

/* ------------------------------------------------------------------------ */
/* Lookups */

const char *
cas_rulebook_get_game_id (CasRulebook *self)
{
  return self->game_id;
}

gboolean
cas_rulebook_has_index (CasRulebook *self)
{
  return self->has_index;
}

gboolean
cas_rulebook_is_imported (CasRulebook *self)
{
  return self->imported != NULL;
}

const char *
cas_rulebook_get_imported_path (CasRulebook *self)
{
  return self->db_path;
}

char *
cas_rulebook_get_import_hint (CasRulebook *self)
{
  if (self->paged)
    return g_strdup_printf (_("Castellan ships only the rulebook's headings with their pages, key terms and its own "
                              "summaries. To read and search the rulebook's own text, import your copy: "
                              "castellan-cli rules %s import FILE (text or Markdown, an OCR'd copy too)."),
                            self->game_id ? self->game_id : "GAME");
  return g_strdup_printf (_("Castellan ships only section titles, key terms and its own summaries. To read and "
                            "search the rulebook's own text, import your copy: castellan-cli rules %s import FILE "
                            "(the publisher's HTML living rules, or text with numbered headings)."),
                          self->game_id ? self->game_id : "GAME");
}

guint
cas_rulebook_get_n_sections (CasRulebook *self)
{
  return self->sections->len;
}

const CasRuleSection *
cas_rulebook_get_section (CasRulebook *self, guint i)
{
  g_return_val_if_fail (i < self->sections->len, NULL);
  return g_ptr_array_index (self->sections, i);
}

const CasRuleSection *
cas_rulebook_find_section (CasRulebook *self, const char *number)
{
  g_autofree char *canon = number ? canonical_number (number) : NULL;
  g_autofree char *key = NULL;
  g_autofree char *stripped = NULL;
  gsize len;

  if (canon)
    return g_hash_table_lookup (self->section_index, canon);
  if (!self->paged || number == NULL)
    return NULL;
  /* A heading key without its page: "choose" is "CHOOSE p.4". */
  stripped = g_strstrip (g_strdup (number));
  key = g_ascii_strup (stripped, -1);
  len = strlen (key);
  if (len == 0)
    return NULL;
  for (const char *p = key; *p; p++)
    if (!g_ascii_isalnum (*p))
      return NULL;
  for (guint i = 0; i < self->sections->len; i++)
    {
      const CasRuleSection *s = g_ptr_array_index (self->sections, i);
      if (strncmp (s->number, key, len) == 0 && s->number[len] == ' ')
        return s;
    }
  return NULL;
}

gboolean
cas_rulebook_is_paged (CasRulebook *self)
{
  return self->paged;
}

const char *
cas_rulebook_get_text (CasRulebook *self, const char *number)
{
  const CasRuleSection *s = cas_rulebook_find_section (self, number);
  g_autofree char *canon = (s == NULL && number) ? canonical_number (number) : NULL;
  const char *n = s ? s->number : canon;
  const CasRuleText *t = (n && self->text_index) ? g_hash_table_lookup (self->text_index, n) : NULL;
  return t ? t->body : NULL;
}

guint
cas_rulebook_get_n_imported (CasRulebook *self)
{
  return self->imported ? self->imported->len : 0;
}

const CasRuleText *
cas_rulebook_get_imported (CasRulebook *self, guint i)
{
  g_return_val_if_fail (self->imported && i < self->imported->len, NULL);
  return g_ptr_array_index (self->imported, i);
}

guint
cas_rulebook_get_n_terms (CasRulebook *self)
{
  return self->terms->len;
}

const CasRuleTerm *
cas_rulebook_get_term (CasRulebook *self, guint i)
{
  g_return_val_if_fail (i < self->terms->len, NULL);
  return g_ptr_array_index (self->terms, i);
}

static void
match_terms (CasRulebook *self, const char *q, GPtrArray *out)
{
  /* Three passes so that better matches come first. */
  for (int pass = 0; pass < 3; pass++)
    for (guint i = 0; i < self->terms->len; i++)
      {
        const CasRuleTerm *t = g_ptr_array_index (self->terms, i);
        g_autofree char *f = g_utf8_casefold (t->term, -1);
        gboolean hit = FALSE;

        if (g_ptr_array_find (out, t, NULL))
          continue;
        if (pass == 0)
          hit = strcmp (f, q) == 0;
        else if (pass == 1)
          hit = g_str_has_prefix (f, q);
        else
          for (const char *p = f; *p && !hit; p++)
            hit = (p == f || p[-1] == ' ' || p[-1] == '/' || p[-1] == '-') && g_str_has_prefix (p, q);
        if (hit)
          g_ptr_array_add (out, (gpointer) t);
      }
}

GPtrArray *
cas_rulebook_find_terms (CasRulebook *self, const char *query)
{
  GPtrArray *out = g_ptr_array_new ();
  g_autofree char *raw = g_strstrip (g_strdup (query ? query : ""));
  g_autofree char *q = g_utf8_casefold (raw, -1);
  gsize len = strlen (q);

  if (len == 0)
    return out;
  match_terms (self, q, out);
  /* "Marshals" finds "Marshal". */
  if (out->len == 0 && len > 3 && q[len - 1] == 's')
    {
      q[len - 1] = '\0';
      match_terms (self, q, out);
    }
  return out;
}

/* ------------------------------------------------------------------------ */
/* Search: an in-memory FTS5 table built from the index and the imported text. It is derived
 * data (our index changes with Castellan, the text with each import), so it is rebuilt at
 * the first search rather than stored. */

enum { COL_NUMBER, COL_TITLE, COL_TERMS, COL_SUMMARY, COL_BODY };

/* Added to a section's score when its key terms account for every word of the question;
 * about one strong title match. */
#define TERM_BOOST 5.0

/* Words that carry no meaning in a question about the rules. */
static const char *const stopwords[] = {
  "a", "about", "an", "and", "any", "are", "as", "at", "be", "by", "can", "could", "did", "do", "does",
  "for", "from", "get", "happen", "happens", "how", "i", "if", "in", "into", "is", "it", "its", "many",
  "may", "me", "mean", "means", "much", "my", "of", "on", "or", "rule", "rules", "should", "so", "that",
  "the", "their", "them", "then", "there", "they", "this", "to", "up", "was", "we", "what", "when",
  "where", "which", "who", "why", "will", "with", "work", "works", "you", "your", NULL
};


static gboolean
build_search_db (CasRulebook *self, GError **error)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *st = NULL;

  if (self->search_db)
    return TRUE;
  if (sqlite3_open_v2 (":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_MEMORY, NULL) != SQLITE_OK ||
      sqlite3_exec (db,
                    "CREATE VIRTUAL TABLE search USING fts5 (number UNINDEXED, title, terms, summary, body,"
                    " tokenize = 'porter unicode61 remove_diacritics 2');"
                    "BEGIN;",
                    NULL, NULL, NULL) != SQLITE_OK ||
      sqlite3_prepare_v2 (db, "INSERT INTO search (rowid, number, title, terms, summary, body) VALUES (?, ?, ?, ?, ?, ?)",
                          -1, &st, NULL) != SQLITE_OK)
    goto fail;
  for (guint i = 0; i < self->sections->len; i++)
    {
      const CasRuleSection *s = g_ptr_array_index (self->sections, i);
      const char *body = cas_rulebook_get_text (self, s->number);
      g_autoptr(GString) terms = g_string_new (NULL);

      for (char **t = s->terms; t && *t; t++)
        g_string_append_printf (terms, "%s%s", terms->len ? "; " : "", *t);
      for (char **h = s->headings; h && *h; h++)
        g_string_append_printf (terms, "%s%s", terms->len ? "; " : "", *h);
      sqlite3_bind_int (st, 1, (int) i + 1);
      sqlite3_bind_text (st, 2, s->number, -1, SQLITE_STATIC);
      sqlite3_bind_text (st, 3, s->title, -1, SQLITE_STATIC);
      sqlite3_bind_text (st, 4, terms->str, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (st, 5, s->summary, -1, SQLITE_STATIC);
      sqlite3_bind_text (st, 6, body ? body : "", -1, SQLITE_STATIC);
      if (sqlite3_step (st) != SQLITE_DONE)
        goto fail;
      sqlite3_reset (st);
    }
  g_clear_pointer (&st, sqlite3_finalize);
  if (sqlite3_exec (db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
    goto fail;
  self->search_db = db;
  return TRUE;
fail:
  g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("cannot build the rules search index: %s"),
               db ? sqlite3_errmsg (db) : "out of memory");
  g_clear_pointer (&st, sqlite3_finalize);
  sqlite3_close (db);
  return FALSE;
}

/* The words of `text`, casefolded and without diacritics ("Podestà" is "podesta", as in
 * the search index's tokenizer), without repeats; one-letter words only if digits. */
static GPtrArray *
split_words (const char *text)
{
  g_autofree char *cased = g_utf8_casefold (text, -1);
  g_autofree char *folded = g_str_to_ascii (cased, "C");
  GPtrArray *all = g_ptr_array_new_with_free_func (g_free);
  GString *word = g_string_new (NULL);

  for (const char *p = folded;; p = g_utf8_next_char (p))
    {
      gunichar c = *p ? g_utf8_get_char (p) : 0;
      if (c && g_unichar_isalnum (c))
        {
          g_string_append_unichar (word, c);
          continue;
        }
      if (word->len && (word->len > 1 || g_ascii_isdigit (word->str[0])) &&
          !g_ptr_array_find_with_equal_func (all, word->str, g_str_equal, NULL))
        g_ptr_array_add (all, g_strdup (word->str));
      g_string_truncate (word, 0);
      if (!c)
        break;
    }
  g_string_free (word, TRUE);
  return all;
}

/* The meaningful words of a question; all its words if every one is a stopword. */
static GPtrArray *
content_words (const char *query)
{
  GPtrArray *all = split_words (query);
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < all->len; i++)
    if (!g_strv_contains (stopwords, g_ptr_array_index (all, i)))
      g_ptr_array_add (words, g_strdup (g_ptr_array_index (all, i)));
  if (words->len == 0)
    {
      g_ptr_array_unref (words);
      return all;
    }
  g_ptr_array_unref (all);
  return words;
}

/* "can I pay with loot at a siege" -> "pay" OR "loot" OR "siege": each word quoted, so that
 * no user input is FTS5 syntax. NULL when the query has no words. */
static char *
build_match (const char *query)
{
  g_autoptr(GPtrArray) words = content_words (query);
  GString *out;

  if (words->len == 0)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < words->len; i++)
    g_string_append_printf (out, "%s\"%s\"", i ? " OR " : "", (const char *) g_ptr_array_index (words, i));
  return g_string_free (out, FALSE);
}

/* English plurals, enough to match "lords" to the key term "Lord". */
static char *
singular (const char *w)
{
  gsize n = strlen (w);
  if (n > 4 && g_str_has_suffix (w, "ies"))
    {
      g_autofree char *stem = g_strndup (w, n - 3);
      return g_strconcat (stem, "y", NULL);
    }
  if (n > 4 && (g_str_has_suffix (w, "ches") || g_str_has_suffix (w, "shes") || g_str_has_suffix (w, "sses") ||
                g_str_has_suffix (w, "xes")))
    return g_strndup (w, n - 2);
  if (n > 3 && w[n - 1] == 's' && w[n - 2] != 's')
    return g_strndup (w, n - 1);
  return g_strdup (w);
}

/* How much of a question the key terms pointing at each section account for: a key term
 * matches when all its words are in the question. When a section's terms account for the
 * whole question ("what is a friendly locale": Friendly and Locale, both 1.3.1), the
 * rulebook's own index sends the reader there. Returns number -> covered fraction (double *). */
static GHashTable *
term_coverage (CasRulebook *self, const char *query)
{
  g_autoptr(GPtrArray) words = content_words (query);
  g_autoptr(GPtrArray) norm = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) covered = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  GHashTable *out = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  GHashTableIter it;
  gpointer key, value;

  if (words->len == 0)
    return out;
  for (guint i = 0; i < words->len; i++)
    g_ptr_array_add (norm, singular (g_ptr_array_index (words, i)));
  for (guint i = 0; i < self->terms->len; i++)
    {
      const CasRuleTerm *t = g_ptr_array_index (self->terms, i);
      g_autoptr(GPtrArray) tw = split_words (t->term);
      guint64 mask = 0;
      gboolean all = tw->len > 0;

      for (guint k = 0; k < tw->len && all; k++)
        {
          g_autofree char *s = singular (g_ptr_array_index (tw, k));
          guint at;
          all = g_ptr_array_find_with_equal_func (norm, s, g_str_equal, &at);
          if (all && at < 64)
            mask |= G_GUINT64_CONSTANT (1) << at;
        }
      if (!all)
        continue;
      for (char **n = t->sections; *n; n++)
        {
          guint64 *m = g_hash_table_lookup (covered, *n);
          if (m == NULL)
            g_hash_table_insert (covered, *n, m = g_new0 (guint64, 1));
          *m |= mask;
        }
    }
  g_hash_table_iter_init (&it, covered);
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      double *f = g_new (double, 1);
      *f = (double) __builtin_popcountll (*(guint64 *) value) / (double) MIN (norm->len, 64);
      g_hash_table_insert (out, key, f);
    }
  return out;
}

static gint
compare_hits (gconstpointer a, gconstpointer b)
{
  const CasRuleHit *ha = *(const CasRuleHit *const *) a;
  const CasRuleHit *hb = *(const CasRuleHit *const *) b;
  if (ha->score != hb->score)
    return ha->score > hb->score ? -1 : 1;
  return compare_numbers (&ha->section, &hb->section);
}

GPtrArray *
cas_rulebook_search (CasRulebook *self, const char *query, CasRulebookRanker ranker, guint limit, GError **error)
{
  g_autofree char *terms = build_match (query ? query : "");
  g_autofree char *match = NULL;
  g_autofree char *sql = NULL;
  GPtrArray *out;
  sqlite3_stmt *st = NULL;
  gboolean imported = cas_rulebook_is_imported (self);
  int text_col = imported ? COL_BODY : COL_SUMMARY;
  int rc;

  if (limit == 0)
    limit = 10;
  if (terms == NULL)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("nothing to search for in “%s”"), query ? query : "");
      return NULL;
    }
  if (!build_search_db (self, error))
    return NULL;
  /* bm25() weights, in column order: number, title, terms, summary, body. */
  if (ranker == CAS_RULEBOOK_RANK_PLAIN)
    {
      /* Titles weighted higher than the text, nothing else. */
      match = g_strdup_printf ("{title %s} : (%s)", imported ? "body" : "summary", terms);
      sql = g_strdup_printf ("SELECT number, title, snippet(search, -1, ?2, ?3, ?4, 24), snippet(search, %d, ?2, ?3, ?4, 24),"
                             " bm25(search, 0, 10, 0, %s) AS r FROM search WHERE search MATCH ?1 ORDER BY r, rowid LIMIT ?5",
                             text_col, imported ? "0, 1" : "1, 0");
    }
  else
    {
      /* All rows: the key-term boost below may reorder any of them. */
      match = g_strdup_printf ("{title terms summary body} : (%s)", terms);
      sql = g_strdup_printf ("SELECT number, title, snippet(search, -1, ?2, ?3, ?4, 24), snippet(search, %d, ?2, ?3, ?4, 24),"
                             " bm25(search, 0, 10, 5, %s, 1) AS r FROM search WHERE search MATCH ?1 ORDER BY r, rowid LIMIT ?5",
                             text_col, imported ? "2" : "4");
    }
  if (sqlite3_prepare_v2 (self->search_db, sql, -1, &st, NULL) != SQLITE_OK)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("rules search failed: %s"), sqlite3_errmsg (self->search_db));
      return NULL;
    }
  sqlite3_bind_text (st, 1, match, -1, SQLITE_STATIC);
  sqlite3_bind_text (st, 2, CAS_RULEBOOK_MARK_OPEN, -1, SQLITE_STATIC);
  sqlite3_bind_text (st, 3, CAS_RULEBOOK_MARK_CLOSE, -1, SQLITE_STATIC);
  sqlite3_bind_text (st, 4, CAS_RULEBOOK_ELLIPSIS, -1, SQLITE_STATIC);
  sqlite3_bind_int (st, 5, ranker == CAS_RULEBOOK_RANK_PLAIN ? (int) MIN (limit, 10000) : -1);
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) cas_rule_hit_free);
  while ((rc = sqlite3_step (st)) == SQLITE_ROW)
    {
      CasRuleHit *h = g_new0 (CasRuleHit, 1);
      const char *best = (const char *) sqlite3_column_text (st, 2);
      const char *text = (const char *) sqlite3_column_text (st, 3);
      h->section = db_text (st, 0);
      h->title = db_text (st, 1);
      /* Prefer a snippet of the text; fall back to wherever the words matched. */
      h->snippet = g_utf8_make_valid (text && strstr (text, CAS_RULEBOOK_MARK_OPEN) ? text : (best ? best : ""), -1);
      h->score = -sqlite3_column_double (st, 4);
      g_ptr_array_add (out, h);
    }
  if (rc != SQLITE_DONE)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("rules search failed: %s"), sqlite3_errmsg (self->search_db));
      g_clear_pointer (&out, g_ptr_array_unref);
    }
  sqlite3_finalize (st);
  if (out && ranker == CAS_RULEBOOK_RANK_BOOSTED)
    {
      g_autoptr(GHashTable) coverage = term_coverage (self, query);
      for (guint i = 0; i < out->len; i++)
        {
          CasRuleHit *h = g_ptr_array_index (out, i);
          const double *f = g_hash_table_lookup (coverage, h->section);
          if (f && *f > 0.999)
            h->score += TERM_BOOST;
        }
      g_ptr_array_sort (out, compare_hits);
      if (out->len > limit)
        g_ptr_array_set_size (out, (gint) limit);
    }
  return out;
}
