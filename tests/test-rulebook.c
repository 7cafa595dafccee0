/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rulebook.c: the rules index, rulebook import and lookup (docs/rules-lookup.md).
 * The rulebook fixtures are read from ../shared/seeds at test time, never copied here. */
#include "config.h"

#include <glib/gstdio.h>
#include <libxml/HTMLparser.h>
#include <sqlite3.h>
#include <string.h>

#include "castellan.h"

#define NEVSKY_HTML "000_2254073854d83c03.txt"
#define INFERNO_TEXT "002_ca3f03ea7f904a16.txt"

/* ------------------------------------------------------------------------ */
/* Fixtures and scratch directories */

static char *
fixture_path (const char *name)
{
  const char *env = g_getenv ("CASTELLAN_SOURCE_DIR");
  g_autofree char *src = (env && *env) ? g_strdup (env) : g_path_get_dirname (CAS_SOURCE_DATA_DIR);
  g_autofree char *parent = g_path_get_dirname (src);
  return g_build_filename (parent, "shared", "seeds", name, NULL);
}

/* The fixture's path, or NULL after marking the test skipped. */
static char *
need_fixture (const char *name)
{
  g_autofree char *path = fixture_path (name);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *msg = g_strdup_printf ("rulebook fixture %s is absent", path);
      g_test_skip (msg);
      return NULL;
    }
  return g_steal_pointer (&path);
}

static char *
scratch_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("castellan-rulebook-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

static guint
count_entries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;
  if (d == NULL)
    return 0;
  while (g_dir_read_name (d))
    n++;
  return n;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);
      if (g_file_test (p, G_FILE_TEST_IS_DIR))
        remove_dir (p);
      else
        g_unlink (p);
    }
  g_rmdir (dir);
}

static char *
write_file (const char *dir, const char *name, const char *data, gssize len)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);
  g_file_set_contents (path, data, len, &error);
  g_assert_no_error (error);
  return path;
}

static CasRulebook *
open_nevsky (const char *dir)
{
  g_autoptr(GError) error = NULL;
  CasRulebook *rb = cas_rulebook_open ("nevsky", dir, &error);
  g_assert_no_error (error);
  g_assert_nonnull (rb);
  return rb;
}

static gboolean
same_title (const char *a, const char *b)
{
  g_autofree char *fa = g_utf8_casefold (a, -1);
  g_autofree char *fb = g_utf8_casefold (b, -1);
  return strcmp (fa, fb) == 0;
}

/* ------------------------------------------------------------------------ */
/* The index */

static void
test_index_loads (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autoptr(CasRulebook) rb = open_nevsky (dir);
  const CasRuleSection *s;

  g_assert_true (cas_rulebook_has_index (rb));
  g_assert_false (cas_rulebook_is_imported (rb));
  g_assert_cmpuint (cas_rulebook_get_n_sections (rb), ==, 107);
  g_assert_cmpuint (cas_rulebook_get_n_terms (rb), >=, 140);

  s = cas_rulebook_find_section (rb, "4.6.2");
  g_assert_nonnull (s);
  g_assert_cmpstr (s->title, ==, "Select Supply Routes");
  g_assert_cmpint (s->depth, ==, 3);
  g_assert_cmpuint (strlen (s->summary), >, 20);
  g_assert_true (g_strv_contains ((const char *const *) s->see, "1.7.4"));
  g_assert_null (cas_rulebook_get_text (rb, "4.6.2"));
  g_assert_cmpstr (cas_rulebook_find_section (rb, "4")->number, ==, "4.0");
  g_assert_cmpstr (cas_rulebook_find_section (rb, "5.")->title, ==, "Victory");
  g_assert_null (cas_rulebook_find_section (rb, "4.6.9"));
  g_assert_null (cas_rulebook_find_section (rb, "laden"));
  /* Derived links: 4.3.2 is where Laden points, and Avoid Battle (4.3.4) cites it. */
  s = cas_rulebook_find_section (rb, "4.3.2");
  g_assert_true (g_strv_contains ((const char *const *) s->terms, "Laden"));
  g_assert_true (g_strv_contains ((const char *const *) s->cited_by, "4.3.4"));

  for (guint i = 0; i < cas_rulebook_get_n_sections (rb); i++)
    {
      const CasRuleSection *x = cas_rulebook_get_section (rb, i);
      g_assert_cmpuint (strlen (x->summary), >, 0);
      for (char **n = x->see; *n; n++)
        g_assert_nonnull (cas_rulebook_find_section (rb, *n));
    }
  for (guint i = 0; i < cas_rulebook_get_n_terms (rb); i++)
    {
      const CasRuleTerm *t = cas_rulebook_get_term (rb, i);
      g_assert_nonnull (t->sections[0]);
      for (char **n = t->sections; *n; n++)
        if (cas_rulebook_find_section (rb, *n) == NULL)
          g_error ("key term %s points at unknown section %s", t->term, *n);
    }
  {
    g_autofree char *hint = cas_rulebook_get_import_hint (rb);
    g_assert_nonnull (strstr (hint, "castellan-cli rules nevsky import FILE"));
  }
  remove_dir (dir);
}

typedef struct {
  GHashTable *headings;  /* number -> title */
  GPtrArray *terms;      /* Key Terms (dt) */
  gboolean in_index;
} FixtureWalk;

static char *
squeeze (const char *raw)
{
  g_auto(GStrv) parts = g_strsplit_set (raw, " \t\r\n", -1);
  GString *s = g_string_new (NULL);
  for (char **p = parts; *p; p++)
    if (**p)
      g_string_append_printf (s, "%s%s", s->len ? " " : "", *p);
  return g_string_free (s, FALSE);
}

/* An independent reading of the fixture: every h1-h6 starting with a number, and every <dt>
 * after the Key Terms heading. */
static void
walk_fixture (FixtureWalk *w, xmlNode *node)
{
  for (xmlNode *n = node; n; n = n->next)
    {
      if (n->type != XML_ELEMENT_NODE)
        continue;
      const char *name = (const char *) n->name;
      if (name[0] == 'h' && name[1] >= '1' && name[1] <= '6' && name[2] == '\0')
        {
          xmlChar *c = xmlNodeGetContent (n);
          g_autofree char *text = squeeze ((const char *) c);
          xmlFree (c);
          if (g_ascii_isdigit (text[0]) && strchr (text, ' '))
            {
              char *sp = strchr (text, ' ');
              *sp = '\0';
              g_hash_table_insert (w->headings, g_strdup (text), g_strdup (sp + 1));
            }
          else if (g_str_has_prefix (text, "KEY TERMS"))
            w->in_index = TRUE;
          continue;
        }
      if (w->in_index && strcmp (name, "dt") == 0)
        {
          xmlChar *c = xmlNodeGetContent (n);
          g_ptr_array_add (w->terms, squeeze ((const char *) c));
          xmlFree (c);
        }
      walk_fixture (w, n->children);
    }
}

static void
test_index_complete (void)
{
  g_autofree char *path = need_fixture (NEVSKY_HTML);
  g_autofree char *dir = NULL;
  g_autofree char *data = NULL;
  g_autoptr(CasRulebook) rb = NULL;
  gsize len;
  FixtureWalk w = { 0 };
  htmlDocPtr doc;
  GHashTableIter it;
  gpointer number, title;

  if (path == NULL)
    return;
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  doc = htmlReadMemory (data, (int) len, NULL, "UTF-8", HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
  g_assert_nonnull (doc);
  w.headings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  w.terms = g_ptr_array_new_with_free_func (g_free);
  walk_fixture (&w, xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);

  dir = scratch_dir ();
  rb = open_nevsky (dir);
  g_assert_cmpuint (g_hash_table_size (w.headings), ==, 107);
  g_hash_table_iter_init (&it, w.headings);
  while (g_hash_table_iter_next (&it, &number, &title))
    {
      const CasRuleSection *s = cas_rulebook_find_section (rb, number);
      if (s == NULL)
        g_error ("heading %s %s of the rulebook is not in the index", (char *) number, (char *) title);
      if (!same_title (s->title, title))
        g_error ("section %s: index title “%s”, rulebook “%s”", (char *) number, s->title, (char *) title);
    }
  /* Every Key Term of the rulebook's index, by name. */
  g_assert_cmpuint (w.terms->len, >, 100);
  for (guint i = 0; i < w.terms->len; i++)
    {
      const char *term = g_ptr_array_index (w.terms, i);
      g_autoptr(GPtrArray) found = cas_rulebook_find_terms (rb, term);
      if (found->len == 0 || !same_title (((CasRuleTerm *) g_ptr_array_index (found, 0))->term, term))
        g_error ("Key Term “%s” is not in the index", term);
    }
  g_assert_cmpuint (cas_rulebook_get_n_terms (rb), ==, w.terms->len);
  g_hash_table_unref (w.headings);
  g_ptr_array_unref (w.terms);
  remove_dir (dir);
}

/* The project ships no rulebook sentences: no summary shares a run of seven words with the
 * rulebook's text (ARCHITECTURE.md, "Rules text"). */
static void
test_index_own_words (void)
{
  g_autofree char *path = need_fixture (NEVSKY_HTML);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) text = NULL;
  g_autoptr(GHashTable) grams = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *dir = NULL;
  g_autoptr(CasRulebook) rb = NULL;
  const guint N = 7;

  if (path == NULL)
    return;
  text = cas_rulebook_parse_file (path, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < text->len; i++)
    {
      const CasRuleText *t = g_ptr_array_index (text, i);
      g_autofree char *lower = g_utf8_strdown (t->body, -1);
      g_auto(GStrv) words = g_regex_split_simple ("[^[:alnum:]½]+", lower, 0, 0);
      g_autoptr(GPtrArray) w = g_ptr_array_new ();
      for (char **p = words; *p; p++)
        if (**p)
          g_ptr_array_add (w, *p);
      for (guint k = 0; k + N <= w->len; k++)
        {
          GString *g = g_string_new (NULL);
          for (guint j = 0; j < N; j++)
            g_string_append_printf (g, "%s ", (char *) g_ptr_array_index (w, k + j));
          g_hash_table_add (grams, g_string_free (g, FALSE));
        }
    }
  dir = scratch_dir ();
  rb = open_nevsky (dir);
  for (guint i = 0; i < cas_rulebook_get_n_sections (rb); i++)
    {
      const CasRuleSection *s = cas_rulebook_get_section (rb, i);
      g_autofree char *lower = g_utf8_strdown (s->summary, -1);
      g_auto(GStrv) words = g_regex_split_simple ("[^[:alnum:]½]+", lower, 0, 0);
      g_autoptr(GPtrArray) w = g_ptr_array_new ();
      for (char **p = words; *p; p++)
        if (**p)
          g_ptr_array_add (w, *p);
      for (guint k = 0; k + N <= w->len; k++)
        {
          g_autoptr(GString) g = g_string_new (NULL);
          for (guint j = 0; j < N; j++)
            g_string_append_printf (g, "%s ", (char *) g_ptr_array_index (w, k + j));
          if (g_hash_table_contains (grams, g->str))
            g_error ("summary of %s repeats the rulebook's words “%s”", s->number, g->str);
        }
    }
  remove_dir (dir);
}

static void
expect_index_error (const char *json, const char *needle)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = write_file (dir, "rules-index.json", json, -1);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRulebook) rb = cas_rulebook_load_index (file, &error);

  g_assert_null (rb);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_DATA);
  if (strstr (error->message, needle) == NULL)
    g_error ("expected “%s” in: %s", needle, error->message);
  g_assert_true (g_str_has_prefix (error->message, "rules-index.json: "));
  g_unlink (path);
  g_rmdir (dir);
}

#define SECTIONS                                                                                         \
  "\"sections\": ["                                                                                      \
  "{\"number\": \"4.3\", \"title\": \"March\", \"summary\": \"Moving.\", \"see\": [\"4.3.2\"]},"         \
  "{\"number\": \"4.3.2\", \"title\": \"Laden\", \"summary\": \"Slow.\", \"see\": []}]"
#define HEAD "{\"format\": 1, \"game\": \"nevsky\", \"source\": \"test\", "

static void
test_index_invalid (void)
{
  /* A valid one first, so that the errors below are the ones meant. */
  {
    g_autofree char *dir = scratch_dir ();
    g_autofree char *path = write_file (dir, "rules-index.json",
                                        HEAD SECTIONS ", \"terms\": [{\"term\": \"Laden\", \"sections\": [\"4.3.2\"]}]}", -1);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autoptr(CasRulebook) rb = cas_rulebook_load_index (file, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (cas_rulebook_get_n_sections (rb), ==, 2);
    g_unlink (path);
    g_rmdir (dir);
  }
  expect_index_error (HEAD SECTIONS ", \"terms\": [{\"term\": \"Laden\", \"sections\": [\"4.3.9\"]}]}",
                      "terms[0] (Laden): unknown section \"4.3.9\"");
  expect_index_error (HEAD "\"sections\": [{\"number\": \"4.3\", \"title\": \"March\", \"summary\": \"x\", \"see\": [\"9.9\"]}],"
                           " \"terms\": []}",
                      "sections[0] (4.3): cross reference to unknown section \"9.9\"");
  expect_index_error (HEAD "\"sections\": [{\"number\": \"4.3\", \"title\": \"March\", \"summary\": \"x\", \"see\": []},"
                           " {\"number\": \"4.3\", \"title\": \"March\", \"summary\": \"x\", \"see\": []}], \"terms\": []}",
                      "sections[1] (4.3): section 4.3 appears twice");
  expect_index_error (HEAD "\"sections\": [{\"number\": \"4.3\", \"title\": \"March\", \"summary\": \"\", \"see\": []}],"
                           " \"terms\": []}",
                      "sections[0] (4.3): \"summary\" must not be empty");
  expect_index_error (HEAD "\"sections\": [{\"number\": \"four\", \"title\": \"March\", \"summary\": \"x\", \"see\": []}],"
                           " \"terms\": []}",
                      "is not a section number");
  expect_index_error (HEAD SECTIONS ", \"terms\": [{\"term\": \"Laden\", \"sections\": [\"4.3.2\"], \"text\": \"x\"}]}",
                      "terms[0] (Laden): unknown member \"text\"");
  expect_index_error (HEAD SECTIONS ", \"terms\": [{\"term\": \"Laden\", \"sections\": []}]}",
                      "terms[0] (Laden): \"sections\" is empty");
  expect_index_error ("[1, 2]", "the top level must be an object");
  expect_index_error ("{", "rules-index.json: ");
  /* Headings with pages (a rulebook without numbered sections, Rus): pages never go back,
   * and an index does not mix the two kinds. */
  expect_index_error (HEAD "\"sections\": [{\"number\": \"VP p.17\", \"title\": \"Victory Points\", \"summary\": \"x\", "
                           "\"see\": []}, {\"number\": \"CHOOSE p.4\", \"title\": \"Choosing\", \"summary\": \"x\", "
                           "\"see\": []}], \"terms\": []}",
                      "sections[1] (CHOOSE p.4): sections must be in rule order");
  expect_index_error (HEAD "\"sections\": [{\"number\": \"CHOOSE p.4\", \"title\": \"Choosing\", \"summary\": \"x\", "
                           "\"see\": []}, {\"number\": \"4.3\", \"title\": \"March\", \"summary\": \"x\", "
                           "\"see\": []}], \"terms\": []}",
                      "not both");
  expect_index_error (HEAD "\"sections\": [{\"number\": \"choose-p4\", \"title\": \"Choosing\", \"summary\": \"x\", "
                           "\"see\": []}], \"terms\": []}",
                      "is not a section number");
}

/* Every game's index under data/games loads by game id alone, whether or not the game is
 * registered (Inferno and Rus are not yet: issues 17 and 18). */
static void
test_index_games (void)
{
  static const struct { const char *game; guint sections, min_terms; gboolean paged; } games[] = {
    { "nevsky", 107, 140, FALSE }, { "inferno", 112, 170, FALSE }, { "rus", 43, 50, TRUE },
  };
  g_autofree char *dir = scratch_dir ();

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CasRulebook) rb = NULL;

      g_assert_true (cas_rulebook_has_builtin_index (games[i].game, CAS_SOURCE_DATA_DIR));
      rb = cas_rulebook_open_in (games[i].game, CAS_SOURCE_DATA_DIR, dir, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cas_rulebook_get_game_id (rb), ==, games[i].game);
      g_assert_cmpuint (cas_rulebook_get_n_sections (rb), ==, games[i].sections);
      g_assert_cmpuint (cas_rulebook_get_n_terms (rb), >=, games[i].min_terms);
      g_assert_cmpint (cas_rulebook_is_paged (rb), ==, games[i].paged);
      for (guint k = 0; k < cas_rulebook_get_n_sections (rb); k++)
        g_assert_cmpuint (strlen (cas_rulebook_get_section (rb, k)->summary), >, 20);
    }
  g_assert_false (cas_rulebook_has_builtin_index ("nosuchgame", CAS_SOURCE_DATA_DIR));
  g_assert_false (cas_rulebook_has_builtin_index ("../nevsky", CAS_SOURCE_DATA_DIR));
  remove_dir (dir);
}

static CasRulebook *
open_game (const char *game, const char *dir)
{
  g_autoptr(GError) error = NULL;
  CasRulebook *rb = cas_rulebook_open_in (game, CAS_SOURCE_DATA_DIR, dir, &error);
  g_assert_no_error (error);
  return rb;
}

/* Rus is cited by heading and page ("CHOOSE p.4", docs/rus.md); the forms a player may type
 * find the same section. */
static void
test_index_paged_lookup (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autoptr(CasRulebook) rb = open_game ("rus", dir);
  const CasRuleSection *s = cas_rulebook_find_section (rb, "CHOOSE p.4");

  g_assert_nonnull (s);
  g_assert_cmpstr (s->title, ==, "Choosing Action Cards");
  g_assert_cmpint (s->depth, ==, 1);
  for (const char *const *f = (const char *const[]) { "choose-p4", "Choose p4", "CHOOSE_p.4", "choose",
                                                      " CHOOSE p.4 (sidebar) ", NULL };
       *f; f++)
    if (cas_rulebook_find_section (rb, *f) != s)
      g_error ("“%s” does not find CHOOSE p.4", *f);
  g_assert_null (cas_rulebook_find_section (rb, "CHOOSE p.5"));
  g_assert_null (cas_rulebook_find_section (rb, "4.3"));
  g_assert_null (cas_rulebook_find_section (rb, "chooses"));
  /* Cross references and the sections citing a section, in page order. */
  s = cas_rulebook_find_section (rb, "VASSAL p.15");
  g_assert_true (g_strv_contains ((const char *const *) s->cited_by, "REBEL p.9"));
  g_assert_true (g_strv_contains ((const char *const *) s->terms, "Vassal"));
  remove_dir (dir);
}

/* Every citation in src/games/rus (cas_explain_add (ex, "VP p.17,TWOP p.19", ...)) resolves
 * to a section of data/games/rus/rules-index.json: the why link of every calculator. */
static void
test_rus_cites_resolve (void)
{
  g_autofree char *root = g_path_get_dirname (CAS_SOURCE_DATA_DIR);
  g_autofree char *src = g_build_filename (root, "src", "games", "rus", NULL);
  g_autofree char *dir = scratch_dir ();
  g_autoptr(CasRulebook) rb = open_game ("rus", dir);
  g_autoptr(GDir) d = g_dir_open (src, 0, NULL);
  g_autoptr(GRegex) re = g_regex_new ("\"([A-Z][A-Z0-9]* p\\.[0-9]+[^\"]*)\"", 0, 0, NULL);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *name;
  guint n_cites = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (src, name, NULL);
      g_autofree char *text = NULL;
      g_autoptr(GMatchInfo) m = NULL;

      if (!g_str_has_suffix (name, ".c") && !g_str_has_suffix (name, ".h"))
        continue;
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      for (g_regex_match (re, text, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
        {
          g_autofree char *cite = g_match_info_fetch (m, 1);
          g_auto(GStrv) parts = g_strsplit (cite, ",", -1);
          n_cites++;
          for (char **p = parts; *p; p++)
            {
              if (cas_rulebook_find_section (rb, *p) == NULL)
                g_error ("%s: the cite “%s” (in “%s”) is not in data/games/rus/rules-index.json", name, *p, cite);
              g_hash_table_add (seen, g_strstrip (g_strdup (*p)));
            }
        }
    }
  g_test_message ("%u Rus cite strings, %u distinct sections, all in the index", n_cites, g_hash_table_size (seen));
  g_assert_cmpuint (n_cites, >=, 100);
  g_assert_cmpuint (g_hash_table_size (seen), >=, 30);
  remove_dir (dir);
}

/* ------------------------------------------------------------------------ */
/* Import */

static void
test_import_nevsky_html (void)
{
  g_autofree char *path = need_fixture (NEVSKY_HTML);
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRulebook) rb = NULL;
  gint64 t0;
  int n;

  if (path == NULL)
    return;
  dir = scratch_dir ();
  t0 = g_get_monotonic_time ();
  n = cas_rulebook_import ("nevsky", path, dir, &error);
  g_assert_no_error (error);
  g_test_message ("imported %d sections of the Nevsky HTML in %.1f ms", n, (g_get_monotonic_time () - t0) / 1000.0);
  g_assert_cmpint (n, ==, 107);
  g_assert_cmpuint (count_entries (dir), ==, 1); /* only nevsky.sqlite, no temporary left */

  rb = open_nevsky (dir);
  g_assert_true (cas_rulebook_is_imported (rb));
  g_assert_cmpuint (cas_rulebook_get_n_imported (rb), ==, 107);
  g_assert_cmpuint (cas_rulebook_get_n_sections (rb), ==, 107); /* nothing the index lacks */
  for (guint i = 0; i < cas_rulebook_get_n_imported (rb); i++)
    {
      const CasRuleText *t = cas_rulebook_get_imported (rb, i);
      const CasRuleSection *s = cas_rulebook_get_section (rb, i);
      g_assert_cmpstr (t->number, ==, s->number); /* same numbers, same order */
      if (!same_title (t->title, s->title))
        g_error ("%s: imported title “%s”, index “%s”", t->number, t->title, s->title);
    }
  /* Text lands in the right section, without tags, and stops at the next heading. */
  {
    const char *laden = cas_rulebook_get_text (rb, "4.3.2");
    g_assert_nonnull (laden);
    g_assert_nonnull (strstr (laden, "Provender and Loot can hinder March"));
    g_assert_null (strstr (laden, "<"));
    g_assert_null (strstr (laden, "March Adjacent"));
    g_assert_nonnull (strstr (cas_rulebook_get_text (rb, "1.5.2"), "Hidden Mats Option"));
    /* The Key Terms index is not part of 6.0. */
    g_assert_null (strstr (cas_rulebook_get_text (rb, "6.0"), "KEY TERMS"));
    g_assert_nonnull (strstr (cas_rulebook_get_text (rb, "6.0"), "Crusade on Novgorod"));
    g_assert_cmpstr (cas_rulebook_get_text (rb, "4.7"), ==, "");
  }
  /* Importing again replaces the first import. */
  n = cas_rulebook_import ("nevsky", path, dir, &error);
  g_assert_no_error (error);
  g_assert_cmpint (n, ==, 107);
  g_assert_cmpuint (count_entries (dir), ==, 1);
  remove_dir (dir);
}

static void
test_import_inferno_text (void)
{
  static const struct { const char *number, *title; } known[] = {
    { "1.0", NULL }, { "1.1", "General Course of Play" }, { "1.2", "Components" }, { "1.3.1", "Map" },
    { "1.4", "Revolt and Treachery" }, { "1.4.3", "Treachery" }, { "1.5.1", "Lords" }, { "1.5.3", "Ratings" },
    { "1.7.2", "Greed" }, { "1.9.2", "Command Cards" }, { "2.1.2", "Scenarios" }, { "2.2.4", "Player Order" },
    { "3.1.2", "Draw Capabilities" }, { "3.2.1", "Pay with Coin" }, { "3.3.1", "Beyond Service Limit" },
    { "3.3.2", "At Service Limit" }, { "3.4.4", "Levy Capabilities" }, { "3.5.4", "Allies" },
    { "4.1.3", "Lieutenants" }, { "4.2.4", "Pass Card" }, { "4.3.2", "Laden" }, { "4.3.4", "Approach" },
    { "4.3.6", "March from Bypass" }, { "4.4.1", "Battle Array" }, { "4.4.3", "Ending the Battle" },
    { "4.5.1", "Siege" }, { "4.5.2", "Storm" }, { "4.7.2", "Ravage" }, { "4.7.6", "Treachery - Bribe" },
    { "4.9.1", "Grow" }, { "4.9.6", "Reset" }, { "5.3", "End of Scenario Victory" }, { "6.0", NULL },
  };
  g_autofree char *path = need_fixture (INFERNO_TEXT);
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) found = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *dir = NULL;
  g_autoptr(CasRulebook) rb = NULL;
  gint64 t0;
  int n;

  if (path == NULL)
    return;
  dir = scratch_dir ();
  t0 = g_get_monotonic_time ();
  n = cas_rulebook_import ("inferno", path, dir, &error);
  g_assert_no_error (error);
  g_test_message ("imported %d sections of the Inferno OCR text in %.1f ms", n,
                  (g_get_monotonic_time () - t0) / 1000.0);
  g_assert_cmpint (n, >=, 100);
  rb = cas_rulebook_open ("inferno", dir, &error);
  g_assert_no_error (error);
  /* Every section found is one of the index's (data/games/inferno/rules-index.json); the
   * OCR lost one heading (4.2.1), so the index has one section more. */
  g_assert_true (cas_rulebook_has_index (rb));
  g_assert_cmpuint (cas_rulebook_get_n_sections (rb), ==, 112);
  g_assert_cmpint (n, ==, 111);
  g_assert_null (cas_rulebook_get_text (rb, "4.2.1"));
  for (guint i = 0; i < cas_rulebook_get_n_imported (rb); i++)
    {
      const CasRuleText *t = cas_rulebook_get_imported (rb, i);
      const CasRuleSection *s = cas_rulebook_find_section (rb, t->number);
      g_assert_nonnull (s);
      g_assert_cmpstr (s->summary, !=, "");
      g_hash_table_insert (found, t->number, t->title);
    }
  /* The Key Terms index at the end is no part of 6.0. */
  g_assert_null (strstr (cas_rulebook_get_text (rb, "6.0"), "Index"));
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    {
      const char *title = g_hash_table_lookup (found, known[i].number);
      if (title == NULL)
        g_error ("Inferno section %s not found", known[i].number);
      if (known[i].title && g_strcmp0 (title, known[i].title) != 0)
        g_error ("Inferno %s: title “%s”, expected “%s”", known[i].number, title, known[i].title);
    }
  /* The rulebook's front matter (the change lists cite sections) is no section. */
  g_assert_nonnull (strstr (cas_rulebook_get_text (rb, "4.3.2"), "Provender and Loot can hinder March"));
  g_assert_null (strstr (cas_rulebook_get_text (rb, "1.0"), "Summary of Inferno Changes"));
  /* Search works on an imported rulebook without an index. */
  {
    g_autoptr(GPtrArray) hits = cas_rulebook_search (rb, "bribe treachery", CAS_RULEBOOK_RANK_BOOSTED, 3, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (hits->len, >, 0);
    g_assert_cmpstr (((CasRuleHit *) g_ptr_array_index (hits, 0))->section, ==, "4.7.6");
  }
  remove_dir (dir);
}

/* Synthetic OCR-like rulebooks of our own (invented filler, the games' headings only):
 * tests/data/rulebooks. CI has no copy of the real rulebooks. */
static char *
rulebook_fixture (const char *name)
{
  g_autofree char *root = g_path_get_dirname (CAS_SOURCE_DATA_DIR);
  return g_build_filename (root, "tests", "data", "rulebooks", name, NULL);
}

static const char *
first_hit (CasRulebook *rb, const char *query)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) hits = cas_rulebook_search (rb, query, CAS_RULEBOOK_RANK_BOOSTED, 5, &error);
  static char first[64];
  g_assert_no_error (error);
  if (hits->len == 0)
    g_error ("“%s” finds nothing", query);
  g_strlcpy (first, ((CasRuleHit *) g_ptr_array_index (hits, 0))->section, sizeof first);
  return first;
}

typedef struct { const char *q, *expect; } Question;

/* Each question finds the expected section first, with the game's index and no import. */
static void
check_first_hits (const char *game, const Question *questions, gsize n)
{
  g_autofree char *dir = scratch_dir ();
  g_autoptr(CasRulebook) rb = open_game (game, dir);
  for (gsize i = 0; i < n; i++)
    if (g_strcmp0 (first_hit (rb, questions[i].q), questions[i].expect) != 0)
      g_error ("%s: “%s” finds %s first, expected %s", game, questions[i].q, first_hit (rb, questions[i].q),
               questions[i].expect);
  g_test_message ("%s: %" G_GSIZE_FORMAT " questions, each finds its section first", game, n);
  remove_dir (dir);
}

/* OCR noise in the headings ("Cords and Vassals", "Day with Coot"), a change list citing
 * sections before the rules, running text that starts with a number, and the Key Terms
 * index at the end: the import finds exactly the numbered sections. */
static void
test_import_inferno_fixture (void)
{
  static const char *const expect[] = { "1.0", "1.4.3", "1.5", "1.5.1", "3.2", "3.2.2", "4.3", "4.3.2",
                                        "4.3.3", "4.7", "4.7.6", "5.0", NULL };
  g_autofree char *path = rulebook_fixture ("inferno-ocr.md");
  g_autofree char *dir = scratch_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRulebook) rb = NULL;
  int n;

  n = cas_rulebook_import_in ("inferno", CAS_SOURCE_DATA_DIR, path, dir, &error);
  g_assert_no_error (error);
  g_assert_cmpint (n, ==, (int) g_strv_length ((char **) expect));
  rb = open_game ("inferno", dir);
  g_assert_true (cas_rulebook_is_imported (rb));
  g_assert_cmpuint (cas_rulebook_get_n_sections (rb), ==, 112);
  for (guint i = 0; expect[i]; i++)
    {
      g_assert_cmpstr (cas_rulebook_get_imported (rb, i)->number, ==, expect[i]);
      g_assert_nonnull (cas_rulebook_get_text (rb, expect[i]));
    }
  /* The OCR'd heading is the file's; the index keeps the right title. */
  g_assert_cmpstr (cas_rulebook_get_imported (rb, 2)->title, ==, "Cords and Vassals");
  g_assert_cmpstr (cas_rulebook_find_section (rb, "1.5")->title, ==, "Lords and Vassals");
  g_assert_nonnull (strstr (cas_rulebook_get_text (rb, "1.5.1"), "4.4.3 and 4.4.4 apply"));
  g_assert_null (strstr (cas_rulebook_get_text (rb, "1.0"), "change list"));
  g_assert_null (strstr (cas_rulebook_get_text (rb, "5.0"), "Filler gloss"));
  g_assert_null (cas_rulebook_get_text (rb, "4.4.3"));
  /* Ranking: a key term, a word of the imported text only, a question. */
  g_assert_cmpstr (first_hit (rb, "bribe"), ==, "4.7.6");
  g_assert_cmpstr (first_hit (rb, "zibbertonk"), ==, "4.3.3");
  g_assert_cmpstr (first_hit (rb, "can I pay with loot at a siege"), ==, "3.2.2");
  g_assert_cmpstr (first_hit (rb, "what is laden"), ==, "4.3.2");
  remove_dir (dir);
}

/* The Inferno index without an imported book: search ranks our titles, terms and summaries
 * as well as Nevsky's (docs/rules-lookup.md, Ranking). */
static void
test_search_inferno_summaries (void)
{
  static const Question questions[] = {
    { "how many actions to ravage a town", "4.7.2" },
    { "what is a podesta", "1.5.1" },
    { "captured knights ransom", "4.9.2" },
    { "how much provender does a lord feed", "4.8.1" },
    { "can pisa sail in winter", "4.7.3" },
    { "surrender dice siege markers", "4.5.1" },
    { "revolt table roll", "1.4.2" },
    { "encamp", "4.3.6" },
    { "call to arms", "3.5" },
    { "asset cap", "1.7.3" },
    { "how many command cards in winter", "4.1" },
    { "crossbow select target", "4.4.2" },
  };
  check_first_hits ("inferno", questions, G_N_ELEMENTS (questions));
}

/* Rus has no numbered sections: the import splits an OCR'd text at the index's headings,
 * despite misread letters ("PLAUING", "HARLEST", "RECAULTMENT", "MCTORY"), debris in other
 * scripts, inline HTML, a contents list and a stray heading on the wrong page (form feeds
 * are page breaks). */
static void
test_import_rus_fixture (void)
{
  static const char *const expect[] = { "INTRO p.1", "SETUP p.2", "BOARD p.3", "PLAY p.4", "CHOOSE p.4",
                                        "POLITICS p.5", "SWITCH p.5", "BLACKDEATH p.7", "MISSION p.7",
                                        "INFLUENCE p.8", "HARVEST p.9", "TAIGA p.9", "BUILD p.11",
                                        "RECRUIT p.12", "STACK p.12", "BATTLE p.13", "VP p.17", NULL };
  g_autofree char *path = rulebook_fixture ("rus-ocr.txt");
  g_autofree char *dir = scratch_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRulebook) rb = NULL;
  g_autoptr(GPtrArray) plain = NULL;
  int n;

  n = cas_rulebook_import_in ("rus", CAS_SOURCE_DATA_DIR, path, dir, &error);
  g_assert_no_error (error);
  rb = open_game ("rus", dir);
  for (guint i = 0; i < cas_rulebook_get_n_imported (rb); i++)
    g_test_message ("found %s", cas_rulebook_get_imported (rb, i)->number);
  g_assert_cmpint (n, ==, (int) g_strv_length ((char **) expect));
  for (guint i = 0; expect[i]; i++)
    g_assert_cmpstr (cas_rulebook_get_imported (rb, i)->number, ==, expect[i]);
  g_assert_cmpuint (cas_rulebook_get_n_sections (rb), ==, 43);
  g_assert_nonnull (strstr (cas_rulebook_get_text (rb, "STACK p.12"), "quibblefrump"));
  g_assert_nonnull (strstr (cas_rulebook_get_text (rb, "BLACKDEATH p.7"), "stands on page seven"));
  g_assert_null (strstr (cas_rulebook_get_text (rb, "INTRO p.1"), "崩"));
  g_assert_null (strstr (cas_rulebook_get_text (rb, "VP p.17"), "Stacking"));
  g_assert_null (cas_rulebook_get_text (rb, "TRADE p.10"));
  g_assert_nonnull (cas_rulebook_get_text (rb, "choose-p4"));
  g_assert_cmpstr (first_hit (rb, "quibblefrump"), ==, "STACK p.12");
  g_assert_cmpstr (first_hit (rb, "stacking limit on a mountain"), ==, "STACK p.12");
  g_assert_cmpstr (first_hit (rb, "who picks action cards first"), ==, "CHOOSE p.4");
  /* Without the Rus index the same file is no rulebook: it has no numbered headings. */
  plain = cas_rulebook_parse_file (path, &error);
  g_assert_null (plain);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_PARSE);
  remove_dir (dir);
}

/* The Rus index alone: questions players ask find the heading. */
static void
test_search_rus_summaries (void)
{
  static const Question questions[] = {
    { "upkeep of cities", "MAINT p.11" },
    { "how do I switch kingdom", "SWITCH p.5" },
    { "when does the game end black death", "BLACKDEATH p.7" },
    { "can a vassal rebel", "REBEL p.9" },
    { "how many tiles can I keep after harvest", "HARVEST p.9" },
    { "money instead of basic resources", "COMMOD p.10" },
    { "tactics cards", "PVP p.14" },
    { "stacking", "STACK p.12" },
    { "submit to an invader", "SUBMIT p.13" },
    { "how many victory points to win", "VP p.17" },
  };
  check_first_hits ("rus", questions, G_N_ELEMENTS (questions));
}

static void
expect_refused (const char *dir, const char *name, const char *data, gssize len, const char *needle)
{
  g_autofree char *files = g_build_filename (dir, "files", NULL);
  g_autofree char *books = g_build_filename (dir, "books", NULL);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  int n;

  g_mkdir_with_parents (files, 0700);
  path = write_file (files, name, data, len);
  n = cas_rulebook_import ("nevsky", path, books, &error);
  g_assert_cmpint (n, ==, -1);
  g_assert_nonnull (error);
  if (strstr (error->message, needle) == NULL)
    g_error ("%s: expected “%s” in: %s", name, needle, error->message);
  g_assert_nonnull (strstr (error->message, "nothing was imported"));
  g_assert_cmpuint (count_entries (books), ==, 0);
  g_unlink (path);
}

static void
test_import_refuses (void)
{
  static const char jpeg[] = "\xFF\xD8\xFF\xE0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00\xFF\xDB";
  g_autofree char *dir = scratch_dir ();
  g_autofree char *books = g_build_filename (dir, "books", NULL);
  g_autoptr(GError) error = NULL;

  expect_refused (dir, "photo.jpg", jpeg, sizeof jpeg - 1, "binary");
  expect_refused (dir, "empty.txt", "", 0, "empty");
  expect_refused (dir, "map.json", "{\"locales\": [{\"id\": \"4.3 March\"}]}\n", -1, "JSON");
  expect_refused (dir, "notes.md",
                  "# Notes\n\nWe played on Sunday. Hermann took Pskov.\n\n## Next time\n\nTry the Peipus scenario.\n"
                  "3 Lords mustered, 2 disbanded.\n",
                  -1, "numbered section");
  expect_refused (dir, "page.html", "<!DOCTYPE html><html><body><h1>Photos</h1><p>Nothing here.</p></body></html>", -1,
                  "numbered section");
  expect_refused (dir, "scan.pdf", "%PDF-1.7\n1 0 obj\n", -1, "PDF");
  /* Too large: a sparse file, cheap to make. */
  {
    g_autofree char *big = g_build_filename (dir, "big.txt", NULL);
    FILE *f = fopen (big, "w");
    g_assert_nonnull (f);
    g_assert_cmpint (fseek (f, CAS_RULEBOOK_MAX_FILE_SIZE + 1, SEEK_SET), ==, 0);
    fputc ('x', f);
    fclose (f);
    g_assert_cmpint (cas_rulebook_import ("nevsky", big, books, &error), ==, -1);
    g_assert_nonnull (strstr (error->message, "20 MB"));
    g_clear_error (&error);
    g_unlink (big);
  }
  /* Missing file, and a game id that would lead outside the rulebook directory. */
  g_assert_cmpint (cas_rulebook_import ("nevsky", "/nonexistent/rules.html", books, &error), ==, -1);
  g_clear_error (&error);
  g_assert_cmpint (cas_rulebook_import ("../nevsky", "/nonexistent/rules.html", books, &error), ==, -1);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_cmpuint (count_entries (books), ==, 0);

  /* A refused import leaves an earlier one alone. */
  {
    g_autofree char *ok = write_file (dir, "mine.md",
                                      "# House rules\n\n## 1.0 Basics\nRead this.\n\n## 1.1 Table\nA big one.\n\n"
                                      "## 1.2 Snacks\nCheese.\n",
                                      -1);
    g_autofree char *bad = write_file (dir, "bad.txt", "just words\n", -1);
    g_autoptr(CasRulebook) rb = NULL;
    g_assert_cmpint (cas_rulebook_import ("nevsky", ok, books, &error), ==, 3);
    g_assert_no_error (error);
    g_assert_cmpint (cas_rulebook_import ("nevsky", bad, books, &error), ==, -1);
    g_clear_error (&error);
    g_assert_cmpuint (count_entries (books), ==, 1);
    rb = open_nevsky (books);
    g_assert_cmpuint (cas_rulebook_get_n_imported (rb), ==, 3);
    g_assert_cmpstr (cas_rulebook_get_text (rb, "1.2"), ==, "Cheese.");
    g_unlink (ok);
    g_unlink (bad);
  }
  remove_dir (dir);
}

/* ------------------------------------------------------------------------ */
/* Lookup */

static const char *
first_term (CasRulebook *rb, const char *query)
{
  g_autoptr(GPtrArray) t = cas_rulebook_find_terms (rb, query);
  return t->len ? ((const CasRuleTerm *) g_ptr_array_index (t, 0))->term : NULL;
}

static void
test_terms (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autoptr(CasRulebook) rb = open_nevsky (dir);
  g_autoptr(GPtrArray) battle = NULL;
  const CasRuleTerm *laden;

  g_assert_cmpstr (first_term (rb, "Laden"), ==, "Laden");
  g_assert_cmpstr (first_term (rb, "laden"), ==, "Laden");
  g_assert_cmpstr (first_term (rb, "WITHDRAW"), ==, "Withdraw");
  g_assert_cmpstr (first_term (rb, "lad"), ==, "Laden");
  g_assert_cmpstr (first_term (rb, "  marshals "), ==, "Marshal");
  g_assert_cmpstr (first_term (rb, "avoid"), ==, "Avoid Battle");
  g_assert_null (first_term (rb, "zzz"));
  g_assert_null (first_term (rb, ""));
  {
    g_autoptr(GPtrArray) found = cas_rulebook_find_terms (rb, "laden");
    laden = g_ptr_array_index (found, 0);
    g_assert_cmpstr (laden->sections[0], ==, "4.3.2");
  }
  /* Exact first, then prefix ("Battle mat"), then a later word ("Avoid Battle"). */
  battle = cas_rulebook_find_terms (rb, "battle");
  g_assert_cmpuint (battle->len, ==, 3);
  g_assert_cmpstr (((CasRuleTerm *) g_ptr_array_index (battle, 0))->term, ==, "Battle");
  g_assert_cmpstr (((CasRuleTerm *) g_ptr_array_index (battle, 1))->term, ==, "Battle mat");
  g_assert_cmpstr (((CasRuleTerm *) g_ptr_array_index (battle, 2))->term, ==, "Avoid Battle");
  remove_dir (dir);
}

/* Real questions and the section that answers them. `summaries`: also answered first from
 * our titles, terms and summaries alone. */
static const struct {
  const char *question, *section;
  gboolean summaries;
} questions[] = {
  { "how many command cards in rasputitsa", "4.1", TRUE },
  { "can I pay with loot at a siege", "3.2.2", TRUE },
  { "what does laden mean", "4.3.2", TRUE },
  { "how does supply by ship work", "4.6", TRUE },
  { "when do lords disband", "3.3", TRUE },
  { "what is a friendly locale", "1.3.1", TRUE },
  { "how many vassals can muster", "3.4.2", TRUE },
  { "what happens to routed units after battle", "4.4.4", TRUE },
  { "storm walls siegeworks", "4.5.2", TRUE },
  { "when does grow happen", "4.9.1", TRUE },
  { "who feeds after a command card", "4.8", TRUE },
  { "avoid battle transport", "4.3.4", TRUE },
  { "sail horses ships", "4.7.3", TRUE },
  { "what is a marshal", "1.5.1", TRUE },
  { "capability discard at campaign start", "4.0", TRUE },
  { "plow and reap sleds carts", "4.9.3", TRUE },
  { "veche coin pay", "3.2.1", TRUE },
  { "legate command bonus", "4.2", TRUE },
  { "garrison storm", "4.5.2", TRUE },
  { "ravage loot provender", "4.7.2", TRUE },
  { "how much provender does forage give", "4.7.1", TRUE },
  { "where can a defeated lord retreat", "4.4.3", TRUE },
  { "lieutenant and lower lord", "4.1.3", TRUE },
  { "what is the maximum number of each asset a lord can hold", "1.7.3", TRUE },
  { "unfed lords lose service", "4.8.1", FALSE },
  { "tax coin at seat", "4.7.4", TRUE },
  { "surrender roll siege markers", "4.5.1", TRUE },
  { "how are victory points earned", "5.1", TRUE },
  { "levy a boat cart or sled", "3.4.3", TRUE },
  { "sally out of a besieged stronghold", "4.5.3", TRUE },
  { "draw events in later levies", "3.1.3", TRUE },
  { "which transport is usable in winter", "1.7.4", TRUE },
};

/* Ranks every question with both rankers; asserts the boosted one (the default) answers
 * each first and beats plain bm25, which is why it is kept. */
static void
check_ranking (CasRulebook *rb, gboolean only_summaries_set, const char *what)
{
  guint right[2] = { 0, 0 }, asked = 0;
  g_autoptr(GString) misses = g_string_new (NULL);
  gint64 t0 = g_get_monotonic_time ();

  for (guint q = 0; q < G_N_ELEMENTS (questions); q++)
    {
      if (only_summaries_set && !questions[q].summaries)
        continue;
      asked++;
      for (int r = CAS_RULEBOOK_RANK_PLAIN; r <= CAS_RULEBOOK_RANK_BOOSTED; r++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GPtrArray) hits = cas_rulebook_search (rb, questions[q].question, r, 5, &error);
          const char *top;
          g_assert_no_error (error);
          top = hits->len ? ((CasRuleHit *) g_ptr_array_index (hits, 0))->section : "(none)";
          if (g_strcmp0 (top, questions[q].section) == 0)
            right[r]++;
          else
            g_string_append_printf (misses, "\n  %s: “%s” → %s, expected %s", r ? "boosted" : "plain",
                                    questions[q].question, top, questions[q].section);
        }
    }
  g_test_message ("%s: %u questions, plain bm25 %u right, boosted %u right, %.1f ms%s", what, asked,
                  right[CAS_RULEBOOK_RANK_PLAIN], right[CAS_RULEBOOK_RANK_BOOSTED],
                  (g_get_monotonic_time () - t0) / 1000.0, misses->str);
  if (right[CAS_RULEBOOK_RANK_BOOSTED] != asked)
    g_error ("%s: boosted ranker missed questions:%s", what, misses->str);
  g_assert_cmpuint (right[CAS_RULEBOOK_RANK_BOOSTED], >, right[CAS_RULEBOOK_RANK_PLAIN]);
}

static void
test_search_imported (void)
{
  g_autofree char *path = need_fixture (NEVSKY_HTML);
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRulebook) rb = NULL;

  if (path == NULL)
    return;
  dir = scratch_dir ();
  g_assert_cmpint (cas_rulebook_import ("nevsky", path, dir, &error), ==, 107);
  rb = open_nevsky (dir);
  g_assert_cmpuint (G_N_ELEMENTS (questions), >=, 20);
  check_ranking (rb, FALSE, "imported Nevsky rulebook");

  /* Matched words are highlighted in a snippet of the rulebook's own text. */
  {
    g_autoptr(GPtrArray) hits = cas_rulebook_search (rb, "what does laden mean", CAS_RULEBOOK_RANK_BOOSTED, 3, &error);
    const CasRuleHit *h = g_ptr_array_index (hits, 0);
    g_assert_no_error (error);
    g_assert_cmpstr (h->title, ==, "Laden");
    g_assert_nonnull (strstr (h->snippet, CAS_RULEBOOK_MARK_OPEN "Laden" CAS_RULEBOOK_MARK_CLOSE));
    g_assert_cmpfloat (h->score, >, 0);
  }
  remove_dir (dir);
}

/* Issue 15, finding 5: a crafted database (NULL titles and text, bytes that are not
 * UTF-8) gave "(null)", "title": null and invalid UTF-8 in the CLI's output. Whatever it
 * holds, every text read from it is a valid UTF-8 string. */
static void
test_crafted_db (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = cas_rulebook_get_db_path ("nevsky", dir, &error);
  sqlite3 *db = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db,
                                 "CREATE TABLE meta (key TEXT, value TEXT);"
                                 "INSERT INTO meta VALUES ('format', '1'), ('game', 'nevsky'), ('source', NULL);"
                                 "CREATE TABLE sections (ord INTEGER PRIMARY KEY, number TEXT, title TEXT, body TEXT);"
                                 "INSERT INTO sections VALUES (1, '4.3', NULL, CAST(X'4C6164656E20FF20636172747320C3' AS TEXT));"
                                 "INSERT INTO sections VALUES (2, '4.3.2', CAST(X'4C6164FF656E' AS TEXT), NULL);",
                                 NULL, NULL, NULL),
                   ==, SQLITE_OK);
  sqlite3_close (db);

  g_autoptr(CasRulebook) rb = cas_rulebook_open ("nevsky", dir, &error);
  g_assert_no_error (error);
  g_assert_true (cas_rulebook_is_imported (rb));
  for (guint i = 0; i < cas_rulebook_get_n_imported (rb); i++)
    {
      const char *numbers[] = { "4.3", "4.3.2" };
      const char *text = cas_rulebook_get_text (rb, numbers[i]);
      g_assert_nonnull (text);
      g_assert_true (g_utf8_validate (text, -1, NULL));
    }
  g_assert_nonnull (strstr (cas_rulebook_get_text (rb, "4.3"), "Laden"));
  g_autoptr(GPtrArray) hits = cas_rulebook_search (rb, "laden carts", CAS_RULEBOOK_RANK_BOOSTED, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hits->len, >, 0);
  for (guint i = 0; i < hits->len; i++)
    {
      const CasRuleHit *h = g_ptr_array_index (hits, i);
      g_assert_nonnull (h->section);
      g_assert_nonnull (h->title);
      g_assert_nonnull (h->snippet);
      g_assert_true (g_utf8_validate (h->section, -1, NULL) && g_utf8_validate (h->title, -1, NULL) &&
                     g_utf8_validate (h->snippet, -1, NULL));
    }
  g_clear_object (&rb);
  remove_dir (dir);
}

static void
test_search_summaries (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autoptr(CasRulebook) rb = open_nevsky (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) hits = NULL;

  check_ranking (rb, TRUE, "titles, key terms and summaries only");

  hits = cas_rulebook_search (rb, "Laden", CAS_RULEBOOK_RANK_BOOSTED, 3, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (((CasRuleHit *) g_ptr_array_index (hits, 0))->snippet, CAS_RULEBOOK_MARK_OPEN));
  g_clear_pointer (&hits, g_ptr_array_unref);
  /* User input never reaches FTS5 as syntax. */
  hits = cas_rulebook_search (rb, "\"laden\" OR NEAR(march) {title}: *", CAS_RULEBOOK_RANK_PLAIN, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hits->len, >, 0);
  g_clear_pointer (&hits, g_ptr_array_unref);
  hits = cas_rulebook_search (rb, "xylophone", CAS_RULEBOOK_RANK_BOOSTED, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hits->len, ==, 0);
  g_clear_pointer (&hits, g_ptr_array_unref);
  hits = cas_rulebook_search (rb, " ?! ", CAS_RULEBOOK_RANK_BOOSTED, 3, &error);
  g_assert_null (hits);
  g_assert_error (error, CAS_ERROR, CAS_ERROR_PARSE);
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rulebook/index/loads", test_index_loads);
  g_test_add_func ("/rulebook/index/complete", test_index_complete);
  g_test_add_func ("/rulebook/index/own-words", test_index_own_words);
  g_test_add_func ("/rulebook/index/invalid", test_index_invalid);
  g_test_add_func ("/rulebook/index/games", test_index_games);
  g_test_add_func ("/rulebook/index/paged-lookup", test_index_paged_lookup);
  g_test_add_func ("/rulebook/index/rus-cites", test_rus_cites_resolve);
  g_test_add_func ("/rulebook/import/nevsky-html", test_import_nevsky_html);
  g_test_add_func ("/rulebook/import/inferno-fixture", test_import_inferno_fixture);
  g_test_add_func ("/rulebook/import/rus-fixture", test_import_rus_fixture);
  g_test_add_func ("/rulebook/search/inferno-summaries", test_search_inferno_summaries);
  g_test_add_func ("/rulebook/search/rus-summaries", test_search_rus_summaries);
  g_test_add_func ("/rulebook/import/inferno-text", test_import_inferno_text);
  g_test_add_func ("/rulebook/import/refuses", test_import_refuses);
  g_test_add_func ("/rulebook/terms", test_terms);
  g_test_add_func ("/rulebook/search/imported", test_search_imported);
  g_test_add_func ("/rulebook/search/summaries", test_search_summaries);
  g_test_add_func ("/rulebook/crafted-db", test_crafted_db);
  return g_test_run ();
}
