/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-family.c: the game-neutral core with a family that has no sides, calendar or
 * Lords (issue 16): a made-up "tally" game whose table is three counters and whose
 * actions are `add <counter> <n>`, `hide <a> <b> <c>` (secret until `show <k>`) and
 * `tick` (quiet). The journal (undo, redo, batches, secret and quiet entries) and the
 * save file must serve it through CasGameBaseClass alone. */
#include <glib/gstdio.h>

#include "cas-game-base.h"
#include "cas-journal.h"
#include "cas-savefile.h"
#include "cas-table-base.h"

enum { CELL_A, CELL_B, CELL_C, CELL_SHOWN, CELL_TICKS, N_CELLS };

typedef struct { CasGameBase parent_instance; } TallyGame;
typedef struct { CasGameBaseClass parent_class; } TallyGameClass;
static GType tally_game_get_type (void);
G_DEFINE_TYPE (TallyGame, tally_game, CAS_TYPE_GAME_BASE)

static const char *const scenarios[] = { "zero", "ten" };

static gboolean
tally_load (CasGameBase *self, GFile *dir, GHashTable *files, GError **error)
{
  (void) dir;
  (void) files;
  (void) error;
  cas_game_base_set_identity (self, "tally", "Tally");
  return TRUE;
}

static guint tally_n_scenarios (CasGameBase *self) { (void) self; return G_N_ELEMENTS (scenarios); }
static const char *tally_scenario_id (CasGameBase *self, guint i) { (void) self; return scenarios[i]; }

static void
tally_init_table (CasGameBase *self, CasTable *t)
{
  (void) self;
  t->n = N_CELLS;
  t->v = g_new0 (gint, t->n);
}

static gboolean
tally_setup (CasGameBase *self, CasTable *t, int scenario, GError **error)
{
  (void) self;
  (void) error;
  memset (t->v, 0, sizeof (gint) * t->n);
  t->v[CELL_A] = t->v[CELL_B] = t->v[CELL_C] = scenario == 1 ? 10 : 0;
  return TRUE;
}

static gboolean
tally_apply (CasGameBase *self, const char *text, const CasTable *before, CasTable *after, CasEntryInfo *info,
             GError **error)
{
  g_auto(GStrv) w = g_strsplit (text, " ", -1);
  guint n = g_strv_length (w);
  (void) self;
  (void) before;
  if (n == 3 && g_str_equal (w[0], "add") && strlen (w[1]) == 1 && w[1][0] >= 'a' && w[1][0] <= 'c')
    {
      after->v[w[1][0] - 'a'] += atoi (w[2]);
      info->description = g_strdup_printf ("Counter %s changes by %d", w[1], atoi (w[2]));
    }
  else if (n == 4 && g_str_equal (w[0], "hide"))
    {
      after->v[CELL_SHOWN] = 0;
      info->secret_group = 0;
      info->n_secret = 3;
      info->reveal_cell = CELL_SHOWN;
      info->description = g_strdup ("Three items hidden");
    }
  else if (n == 2 && g_str_equal (w[0], "show"))
    {
      after->v[CELL_SHOWN] = atoi (w[1]);
      info->description = g_strdup_printf ("%d shown", atoi (w[1]));
    }
  else if (n == 1 && g_str_equal (w[0], "tick"))
    {
      after->v[CELL_TICKS]++;
      info->quiet = TRUE;
      info->description = g_strdup ("Tick");
    }
  else
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, "not a tally action: %s", text);
      return FALSE;
    }
  info->text = g_strdup (text);
  return TRUE;
}

static char *
tally_secret_text (CasGameBase *self, const char *text, int shown, char **description)
{
  g_auto(GStrv) w = g_strsplit (text, " ", -1);
  (void) self;
  *description = g_strdup_printf ("Three items, %d shown", shown);
  return g_strdup_printf ("hide %s %s %s", shown > 0 ? w[1] : "?", shown > 1 ? w[2] : "?", shown > 2 ? w[3] : "?");
}

static JsonNode *
tally_to_json (const CasTable *t)
{
  JsonArray *a = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);
  for (guint i = 0; i < t->n; i++)
    json_array_add_int_element (a, t->v[i]);
  json_node_take_array (node, a);
  return node;
}

static gboolean
tally_from_json (CasTable *t, JsonNode *node, GError **error)
{
  JsonArray *a = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  if (a == NULL || json_array_get_length (a) != t->n)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_SAVE, "not a tally table");
      return FALSE;
    }
  for (guint i = 0; i < t->n; i++)
    t->v[i] = (gint) json_array_get_int_element (a, i);
  return TRUE;
}

static char *tally_cell_name (const CasTable *t, guint i) { (void) t; return g_strdup_printf ("cell%u", i); }

static void
tally_game_class_init (TallyGameClass *klass)
{
  CasGameBaseClass *base = CAS_GAME_BASE_CLASS (klass);
  base->load = tally_load;
  base->get_n_scenarios = tally_n_scenarios;
  base->get_scenario_id = tally_scenario_id;
  base->init_table = tally_init_table;
  base->setup = tally_setup;
  base->apply = tally_apply;
  base->secret_text = tally_secret_text;
  base->to_json = tally_to_json;
  base->from_json = tally_from_json;
  base->cell_name = tally_cell_name;
}

static void tally_game_init (TallyGame *self) { (void) self; }

static CasGameBase *
new_tally (void)
{
  g_autoptr(GFile) dir = g_file_new_for_path (".");
  CasGameBase *game = cas_game_base_load_dir (tally_game_get_type (), dir, NULL);
  g_assert_nonnull (game);
  return game;
}

static void
test_journal (void)
{
  g_autoptr(CasGameBase) game = new_tally ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) j = cas_journal_new_for (game, cas_game_base_find_scenario (game, "ten"), &error);
  const char *const batch_bad[] = { "add a 1", "add z 1", NULL };

  g_assert_no_error (error);
  g_assert_null (cas_journal_get_game (j)); /* not a Levy & Campaign game */
  g_assert_cmpstr (cas_journal_get_scenario_id (j), ==, "ten");
  g_assert_cmpint (cas_journal_get_table (j)->v[CELL_B], ==, 10);
  g_assert_true (cas_journal_do (j, "add b 5", NULL));
  g_assert_cmpint (cas_journal_get_table (j)->v[CELL_B], ==, 15);
  g_assert_cmpstr (cas_journal_get_description (j, 0), ==, "Counter b changes by 5");
  /* Refused: nothing changes; a batch is all or nothing. */
  g_assert_false (cas_journal_do (j, "roll", &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_PARSE);
  g_assert_false (cas_journal_do_many (j, batch_bad, NULL));
  g_assert_cmpuint (cas_journal_get_n_entries (j), ==, 1);
  g_assert_cmpint (cas_journal_get_table (j)->v[CELL_A], ==, 10);
  /* Quiet entries go with the next one in undo steps. */
  g_assert_true (cas_journal_do (j, "tick", NULL));
  g_assert_true (cas_journal_is_quiet (j, 1));
  g_assert_true (cas_journal_do (j, "add c -3", NULL));
  g_assert_true (cas_journal_undo_step (j));
  g_assert_cmpuint (cas_journal_get_n_done (j), ==, 1);
  g_assert_true (cas_journal_redo_step (j));
  g_assert_cmpuint (cas_journal_get_n_done (j), ==, 3);
  /* A secret entry shows its items as later values of its cell reveal them. */
  g_assert_true (cas_journal_do (j, "hide x y z", NULL));
  g_assert_true (cas_journal_is_hidden (j, 3));
  g_assert_cmpstr (cas_journal_get_shown_text (j, 3), ==, "hide ? ? ?");
  g_assert_true (cas_journal_do (j, "show 2", NULL));
  g_assert_cmpstr (cas_journal_get_shown_text (j, 3), ==, "hide x y ?");
  g_assert_cmpstr (cas_journal_get_description (j, 3), ==, "Three items, 2 shown");
  g_assert_cmpstr (cas_journal_get_text (j, 3), ==, "hide x y z");
  g_assert_true (cas_journal_do (j, "show 3", NULL));
  g_assert_false (cas_journal_is_hidden (j, 3));
  g_assert_cmpstr (cas_journal_get_shown_text (j, 3), ==, "hide x y z");
  /* Undo all returns to the set-up exactly. */
  cas_journal_undo_to (j, 0);
  g_assert_true (cas_table_equal (cas_journal_get_initial (j), cas_journal_get_table (j)));
}

static void
test_table (void)
{
  g_autoptr(CasGameBase) game = new_tally ();
  g_autoptr(CasTable) t = cas_table_new_for (game);
  g_autoptr(CasTable) copy = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *name = NULL;

  g_assert_null (t->game);
  g_assert_cmpuint (t->n, ==, N_CELLS);
  g_assert_true (cas_table_base_setup (t, 1, NULL));
  copy = cas_table_copy (t);
  g_assert_true (cas_table_equal (t, copy));
  copy->v[CELL_C] = 7;
  g_assert_false (cas_table_equal (t, copy));
  json = cas_table_base_to_json (copy);
  g_assert_true (cas_table_base_from_json (t, json, NULL));
  g_assert_true (cas_table_equal (t, copy));
  name = cas_table_base_cell_name (t, CELL_C);
  g_assert_cmpstr (name, ==, "cell2");
  g_assert_cmpint (cas_game_base_find_scenario (game, "nine"), ==, -1);
}

/* A game id the registry does not hold, and one whose family has no code here. */
static void
test_registry (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGameBase) nevsky = cas_game_base_load_builtin ("nevsky", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cas_game_base_get_family (nevsky), ==, "lc");
  g_assert_cmpstr (cas_game_base_get_id (nevsky), ==, "nevsky");
  g_assert_null (cas_game_base_load_builtin ("tally", &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (cas_game_base_load_builtin ("testfamily", &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "cannot be opened"));
}

int
main (int argc, char **argv)
{
  g_setenv ("CASTELLAN_TEST_MODULES", "1", TRUE); /* read once, at the registry's first use */
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/family/journal", test_journal);
  g_test_add_func ("/family/table", test_table);
  g_test_add_func ("/family/registry", test_registry);
  return g_test_run ();
}
