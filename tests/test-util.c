/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-util.c: fixtures the calculator tests share (test-util.h). */
#include "test-util.h"

#include <string.h>


CasGame *game;

void
test_util_init (int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (argc, argv, NULL);
  game = cas_game_load_builtin ("nevsky", &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
}

void
test_util_init_game (int *argc, char ***argv, const char *game_id)
{
  g_autoptr(GError) error = NULL;

  test_util_init (argc, argv);
  g_clear_object (&game);
  game = cas_game_load_builtin (game_id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
}

int
test_util_run (void)
{
  int ret = g_test_run ();
  g_clear_object (&game);
  return ret;
}

CasJournal *
start (const char *scenario)
{
  g_autoptr(GError) error = NULL;
  CasJournal *j = cas_journal_new (game, cas_game_find_scenario (game, scenario), &error);
  g_assert_no_error (error);
  g_assert_nonnull (j);
  return j;
}

CasJournal *
position (const char *scenario, const char *const *actions)
{
  CasJournal *j = start (scenario);
  for (const char *const *a = actions; a && *a; a++)
    ok (j, *a);
  return j;
}

CasJournal *
position_after (const char *scenario, ...)
{
  CasJournal *j = start (scenario);
  va_list args;
  const char *action;

  va_start (args, scenario);
  while ((action = va_arg (args, const char *)))
    ok (j, action);
  va_end (args);
  return j;
}

void
ok (CasJournal *j, const char *text)
{
  g_autoptr(GError) error = NULL;
  if (!cas_journal_do (j, text, &error))
    g_error ("“%s” failed: %s", text, error->message);
}

void
apply (CasJournal *j, const CasExplain *ex)
{
  g_autoptr(GError) error = NULL;
  if (!cas_journal_do_many (j, cas_explain_get_actions (ex), &error))
    g_error ("proposed actions failed: %s", error->message);
}

int
L (const char *id)
{
  int l = cas_game_find_lord (game, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

gboolean
cites (const CasExplain *ex, const char *rule)
{
  g_auto(GStrv) rules = cas_explain_get_rules (ex);
  return g_strv_contains ((const char *const *) rules, rule);
}

gboolean
says (const CasExplain *ex, const char *part)
{
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    if (strstr (cas_explain_get_line (ex, i)->text, part))
      return TRUE;
  return FALSE;
}

void
assert_cites (const CasExplain *ex, const char *sections)
{
  g_auto(GStrv) want = g_strsplit (sections, ",", -1);
  g_auto(GStrv) rules = cas_explain_get_rules (ex);
  for (char **w = want; *w; w++)
    if (!g_strv_contains ((const char *const *) rules, *w))
      {
        g_autofree char *all = g_strjoinv (" ", rules);
        g_error ("the explanation does not cite %s (it cites %s)", *w, all);
      }
}

void
assert_actions (const CasExplain *ex, const char *const *expected)
{
  guint n = 0;
  for (; expected[n]; n++)
    {
      g_assert_cmpuint (n, <, cas_explain_get_n_actions (ex));
      g_assert_cmpstr (cas_explain_get_action (ex, n), ==, expected[n]);
    }
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, n);
}

/* mats (issue 17) */
CasCommandsResult *
commands (CasJournal *j, const char *lord, CasExplain *ex)
{
  g_autoptr(GError) error = NULL;
  CasCommandsResult *r = cas_commands (T (j), L (lord), ex, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}
