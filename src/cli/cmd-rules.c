/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-rules.c: `castellan-cli rules`: look up sections and key terms, search, import a rulebook. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cas-cli-commands.h"

#define USAGE                                                                                     \
  "usage: castellan-cli rules GAME show SECTION [--json]\n"                                       \
  "       castellan-cli rules GAME term TERM [--json]\n"                                          \
  "       castellan-cli rules GAME search WORDS... [--json] [--ranker plain|boosted] [--limit N]\n" \
  "       castellan-cli rules GAME import FILE"

/* `translate`: the strings are the game data's prose (cas_game_text). */
static void
add_strv (JsonBuilder *b, const char *member, char **v, gboolean translate)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (char **p = v; p && *p; p++)
    json_builder_add_string_value (b, translate ? cas_game_text (*p) : *p);
  json_builder_end_array (b);
}

static void
print_wrapped (GString *out, const char *text, const char *indent)
{
  g_auto(GStrv) paras = g_strsplit (text, "\n", -1);
  for (char **p = paras; *p; p++)
    {
      g_auto(GStrv) words = g_strsplit (*p, " ", -1);
      gsize col = 0;
      g_string_append (out, indent);
      for (char **w = words; *w; w++)
        {
          gsize len = (gsize) g_utf8_strlen (*w, -1);
          if (col && col + 1 + len > 78)
            {
              g_string_append_printf (out, "\n%s", indent);
              col = 0;
            }
          else if (col)
            {
              g_string_append_c (out, ' ');
              col++;
            }
          g_string_append (out, *w);
          col += len;
        }
      g_string_append_c (out, '\n');
    }
}

/* "4.6.1 Select Supply Sources, 1.7.4 Usable Transport" */
static char *
list_sections (CasRulebook *rb, char **numbers)
{
  GString *s = g_string_new (NULL);
  for (char **n = numbers; n && *n; n++)
    {
      const CasRuleSection *sec = cas_rulebook_find_section (rb, *n);
      g_string_append_printf (s, "%s%s%s%s", s->len ? ", " : "", *n, sec ? " " : "", sec ? cas_game_text (sec->title) : "");
    }
  return g_string_free (s, FALSE);
}

static int
cmd_show (CasRulebook *rb, const char *number, gboolean json)
{
  const CasRuleSection *s = cas_rulebook_find_section (rb, number);
  const char *text;
  g_autofree char *hint = cas_rulebook_get_import_hint (rb);

  if (s == NULL && cas_rulebook_is_paged (rb))
    return cas_cli_fail (2, _("no section “%s” in the %s rules; sections are a heading and its page like "
                              "“%s” (`castellan-cli rules %s search WORDS` finds them)"),
                         number, cas_rulebook_get_game_id (rb), cas_rulebook_get_section (rb, 0)->number,
                         cas_rulebook_get_game_id (rb));
  if (s == NULL)
    return cas_cli_fail (2, _("no section “%s” in the %s rules; sections are numbered like 4.3.2 "
                              "(`castellan-cli rules %s search WORDS` finds them)"),
                         number, cas_rulebook_get_game_id (rb), cas_rulebook_get_game_id (rb));
  text = cas_rulebook_get_text (rb, s->number);
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      cas_cli_json_string (b, "section", s->number);
      cas_cli_json_string (b, "title", cas_game_text (s->title));
      cas_cli_json_string (b, "summary", cas_game_text (s->summary));
      json_builder_set_member_name (b, "text");
      if (text)
        json_builder_add_string_value (b, text);
      else
        json_builder_add_null_value (b);
      add_strv (b, "cross_references", s->see, FALSE);
      add_strv (b, "cited_by", s->cited_by, FALSE);
      add_strv (b, "terms", s->terms, FALSE);
      add_strv (b, "headings", s->headings, TRUE);
      cas_cli_json_bool (b, "imported", cas_rulebook_is_imported (rb));
      if (!cas_rulebook_is_imported (rb))
        {
          cas_cli_json_string (b, "hint", hint);
        }
      json_builder_end_object (b);
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      cas_cli_print_json (root);
      return 0;
    }

  g_autoptr(GString) out = g_string_new (NULL);
  g_string_append_printf (out, "%s %s\n", s->number, cas_game_text (s->title));
  if (s->summary[0])
    {
      g_string_append (out, _("Summary (Castellan's own words):\n"));
      print_wrapped (out, cas_game_text (s->summary), "  ");
    }
  if (s->see[0])
    {
      g_autofree char *l = list_sections (rb, s->see);
      g_string_append_printf (out, _("Cites: %s\n"), l);
    }
  if (s->cited_by[0])
    {
      g_autofree char *l = list_sections (rb, s->cited_by);
      g_string_append_printf (out, _("Cited by: %s\n"), l);
    }
  if (s->terms[0])
    {
      g_autofree char *l = g_strjoinv (", ", s->terms);
      g_string_append_printf (out, _("Key terms: %s\n"), l);
    }
  if (s->headings[0])
    {
      g_autoptr(GString) l = g_string_new (NULL);
      for (char **h = s->headings; *h; h++)
        g_string_append_printf (l, "%s%s", l->len ? ", " : "", cas_game_text (*h));
      g_string_append_printf (out, _("Also under this heading: %s\n"), l->str);
    }
  if (text && text[0])
    {
      g_string_append (out, _("\nText (from your imported rulebook):\n"));
      print_wrapped (out, text, "  ");
    }
  else if (text)
    g_string_append (out, _("\nThe imported rulebook has no text of its own under this heading.\n"));
  else
    g_string_append_printf (out, "\n%s\n", hint);
  g_print ("%s", out->str);
  return 0;
}

static int
cmd_term (CasRulebook *rb, const char *query, gboolean json)
{
  g_autoptr(GPtrArray) terms = cas_rulebook_find_terms (rb, query);
  g_autofree char *hint = cas_rulebook_get_import_hint (rb);

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      cas_cli_json_string (b, "query", query);
      json_builder_set_member_name (b, "terms");
      json_builder_begin_array (b);
      for (guint i = 0; i < terms->len; i++)
        {
          const CasRuleTerm *t = g_ptr_array_index (terms, i);
          json_builder_begin_object (b);
          cas_cli_json_string (b, "term", t->term);
          json_builder_set_member_name (b, "sections");
          json_builder_begin_array (b);
          for (char **n = t->sections; *n; n++)
            {
              const CasRuleSection *s = cas_rulebook_find_section (rb, *n);
              json_builder_begin_object (b);
              cas_cli_json_string (b, "section", *n);
              cas_cli_json_string (b, "title", s ? cas_game_text (s->title) : "");
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      cas_cli_json_bool (b, "imported", cas_rulebook_is_imported (rb));
      if (!cas_rulebook_is_imported (rb))
        {
          cas_cli_json_string (b, "hint", hint);
        }
      json_builder_end_object (b);
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      cas_cli_print_json (root);
      return terms->len ? 0 : 1;
    }
  if (terms->len == 0)
    return cas_cli_fail (1, _("no key term matches “%s”; try `castellan-cli rules %s search %s`"), query,
                         cas_rulebook_get_game_id (rb), query);
  for (guint i = 0; i < terms->len; i++)
    {
      const CasRuleTerm *t = g_ptr_array_index (terms, i);
      g_autofree char *l = list_sections (rb, t->sections);
      g_print ("%s: %s\n", t->term, l);
    }
  if (!cas_rulebook_is_imported (rb))
    g_print ("\n%s\n", hint);
  return 0;
}

static int
cmd_search (CasRulebook *rb, const char *query, CasRulebookRanker ranker, guint limit, gboolean json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) hits = cas_rulebook_search (rb, query, ranker, limit, &error);
  g_autofree char *hint = cas_rulebook_get_import_hint (rb);

  if (hits == NULL)
    return cas_cli_fail (error->code == CAS_ERROR_PARSE ? 2 : 1, "%s", error->message);
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      cas_cli_json_string (b, "query", query);
      json_builder_set_member_name (b, "results");
      json_builder_begin_array (b);
      for (guint i = 0; i < hits->len; i++)
        {
          const CasRuleHit *h = g_ptr_array_index (hits, i);
          json_builder_begin_object (b);
          cas_cli_json_string (b, "section", h->section);
          cas_cli_json_string (b, "title", cas_game_text (h->title));
          cas_cli_json_string (b, "snippet", h->snippet);
          cas_cli_json_double (b, "score", h->score);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      cas_cli_json_bool (b, "imported", cas_rulebook_is_imported (rb));
      if (!cas_rulebook_is_imported (rb))
        {
          cas_cli_json_string (b, "hint", hint);
        }
      json_builder_end_object (b);
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      cas_cli_print_json (root);
      return 0;
    }
  if (hits->len == 0)
    g_print (_("Nothing matches “%s”.\n"), query);
  for (guint i = 0; i < hits->len; i++)
    {
      const CasRuleHit *h = g_ptr_array_index (hits, i);
      g_autofree char *flat = g_strdup (h->snippet);
      g_strdelimit (flat, "\n", ' ');
      g_print ("%-7s %s  (%.1f)\n        %s\n", h->section, cas_game_text (h->title), h->score, flat);
    }
  if (!cas_rulebook_is_imported (rb))
    g_print (_("\nSearched Castellan's titles, key terms and summaries only. %s\n"), hint);
  return 0;
}

static int
cmd_import (const char *game_id, const char *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = cas_rulebook_get_db_path (game_id, NULL, &error);
  int n;

  if (path == NULL)
    return cas_cli_fail (2, "%s", error->message);
  n = cas_rulebook_import (game_id, file, NULL, &error);
  if (n < 0)
    return cas_cli_fail (1, "%s", error->message);
  g_print (_("Imported %d sections into %s.\n"), n, path);
  return 0;
}

int
cas_cmd_rules (int argc, char **argv)
{
  gboolean missing = FALSE;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  const char *ranker_name = cas_cli_take_option (&argc, argv, "--ranker", &missing);
  const char *limit_text = NULL;
  CasRulebookRanker ranker = CAS_RULEBOOK_RANK_BOOSTED;
  guint64 limit = 10;
  const char *game_id, *verb;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRulebook) rb = NULL;

  if (!missing)
    limit_text = cas_cli_take_option (&argc, argv, "--limit", &missing);
  if (missing || argc < 3)
    return cas_cli_fail (2, "%s", USAGE);
  if (ranker_name && g_strcmp0 (ranker_name, "plain") == 0)
    ranker = CAS_RULEBOOK_RANK_PLAIN;
  else if (ranker_name && g_strcmp0 (ranker_name, "boosted") != 0)
    return cas_cli_fail (2, _("--ranker is “plain” or “boosted”, not “%s”"), ranker_name);
  if (limit_text && (!g_ascii_string_to_unsigned (limit_text, 10, 1, 1000, &limit, NULL)))
    return cas_cli_fail (2, _("--limit takes a number from 1 to 1000, not “%s”"), limit_text);

  game_id = argv[0];
  verb = argv[1];
  /* A game that is not registered yet (Inferno, Rus) still has its rules index. */
  if (cas_module_find (game_id) == NULL && !cas_rulebook_has_builtin_index (game_id, NULL))
    {
      g_autofree char *known = g_strjoinv (", ", (char **) cas_module_ids ());
      return cas_cli_fail (2, _("unknown game “%s” (known: %s)"), game_id, known);
    }
  if (g_strcmp0 (verb, "import") == 0)
    {
      if (argc != 3 || json || ranker_name || limit_text)
        return cas_cli_fail (2, "%s", USAGE);
      return cmd_import (game_id, argv[2]);
    }
  if (g_strcmp0 (verb, "show") != 0 && g_strcmp0 (verb, "term") != 0 && g_strcmp0 (verb, "search") != 0)
    return cas_cli_fail (2, "%s", USAGE);
  if (g_strcmp0 (verb, "term") == 0 && (argc != 3 || ranker_name || limit_text))
    return cas_cli_fail (2, "%s", USAGE);
  /* "show CHOOSE p.4": a heading and its page may come as two words. */
  if (g_strcmp0 (verb, "show") == 0 && (argc < 3 || argc > 4 || ranker_name || limit_text))
    return cas_cli_fail (2, "%s", USAGE);

  rb = cas_rulebook_open (game_id, NULL, &error);
  if (rb == NULL)
    return cas_cli_fail (1, "%s", error->message);
  if (g_strcmp0 (verb, "show") == 0)
    {
      g_autofree char *section = argc == 4 ? g_strjoin (" ", argv[2], argv[3], NULL) : g_strdup (argv[2]);
      return cmd_show (rb, section, json);
    }
  if (g_strcmp0 (verb, "term") == 0)
    return cmd_term (rb, argv[2], json);
  g_autoptr(GString) query = g_string_new (NULL);
  for (int i = 2; i < argc; i++)
    g_string_append_printf (query, "%s%s", i > 2 ? " " : "", argv[i]);
  return cmd_search (rb, query->str, ranker, (guint) limit, json);
}
