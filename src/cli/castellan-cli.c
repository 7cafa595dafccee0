/* SPDX-License-Identifier: GPL-3.0-or-later */
/* castellan-cli: the scripting interface to Castellan's core (docs/cli.md). */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "cas-cli-commands.h"
#include "cas-lc-rules.h"
#include "cas-rus-action.h"
#include "cas-paths.h"

/* Exit codes: 0 success, 1 a file or data problem, 2 a bad command line or action. */

static void
print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;
  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  text = json_generator_to_data (gen, NULL);
  g_print ("%s\n", text);
}

void
cas_cli_json_int (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

void
cas_cli_json_bool (JsonBuilder *b, const char *name, gboolean value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, value);
}

void
cas_cli_json_string (JsonBuilder *b, const char *name, const char *value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

void
cas_cli_json_double (JsonBuilder *b, const char *name, double value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

void
cas_cli_json_null (JsonBuilder *b, const char *name)
{
  json_builder_set_member_name (b, name);
  json_builder_add_null_value (b);
}

void
cas_cli_print_json (JsonNode *node)
{
  print_json (node);
}

int
cas_cli_fail (int code, const char *format, ...)
{
  va_list args;
  g_autofree char *msg = NULL;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("castellan-cli: %s\n", msg);
  return code;
}

gboolean
cas_cli_has_flag (int *argc, char **argv, const char *flag)
{
  for (int i = 0; i < *argc; i++)
    if (g_strcmp0 (argv[i], flag) == 0)
      {
        memmove (&argv[i], &argv[i + 1], sizeof (char *) * (size_t) (*argc - i));
        (*argc)--;
        return TRUE;
      }
  return FALSE;
}

/* Takes "--name VALUE" out of argv; NULL when absent. */
const char *
cas_cli_take_option (int *argc, char **argv, const char *name, gboolean *missing_value)
{
  *missing_value = FALSE;
  for (int i = 0; i < *argc; i++)
    if (g_strcmp0 (argv[i], name) == 0)
      {
        if (i + 1 >= *argc)
          {
            *missing_value = TRUE;
            return NULL;
          }
        const char *v = argv[i + 1];
        memmove (&argv[i], &argv[i + 2], sizeof (char *) * (size_t) (*argc - i - 1));
        *argc -= 2;
        return v;
      }
  return NULL;
}

/* The save a command reads stays locked until the process ends (or writes it), so a
 * command that changes it reads, changes and writes under one lock: two castellan-cli
 * at once on one file never lose a change (docs/reliability.md, "Shared files"). */
static CasSaveLock *held_lock;

CasJournal *
cas_cli_load (const char *path, int *code)
{
  if (!cas_cli_family_ok (path, code))
    return NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasSaveLock) lock = cas_savefile_lock (path, &error);
  CasJournal *j = lock ? cas_savefile_lock_load (lock, &error) : NULL;
  if (j == NULL)
    {
      *code = cas_cli_fail (1, "%s", error->message);
      return NULL;
    }
  cas_savefile_unlock (held_lock);
  held_lock = g_steal_pointer (&lock);
  return j;
}

int
cas_cli_save (CasJournal *journal, const char *path)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = held_lock != NULL ? cas_savefile_lock_save (held_lock, journal, &error)
                                  : cas_savefile_save (journal, path, &error);
  if (!ok)
    return cas_cli_fail (1, "%s", error->message);
  return 0;
}

/* Prints `out` once the save succeeded: a line that says what was done is never printed
 * for a change that is not on disk. */
static int
save_then_print (CasJournal *journal, const char *path, const GString *out)
{
  int code = cas_cli_save (journal, path);
  if (code == 0)
    g_print ("%s", out->str);
  return code;
}

static int
cmd_games (int argc, char **argv)
{
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  guint n;
  const CasModule *modules = cas_modules (&n); /* the registry (cas-module.c), in order */
  if (argc != 0)
    return cas_cli_fail (2, "usage: castellan-cli games [--json]");
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_array (b);
      for (guint i = 0; i < n; i++)
        {
          json_builder_begin_object (b);
          cas_cli_json_string (b, "id", modules[i].id);
          cas_cli_json_string (b, "name", modules[i].name);
          cas_cli_json_string (b, "family", modules[i].family);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      print_json (root);
      return 0;
    }
  for (guint i = 0; i < n; i++)
    g_print ("%s\t%s\n", modules[i].id, modules[i].name);
  return 0;
}

static CasGameBase *
load_game (const char *id, int *code)
{
  g_autoptr(GError) error = NULL;
  CasGameBase *game = cas_game_base_load_builtin (id, &error);
  if (game == NULL)
    *code = cas_cli_fail (error->code == CAS_ERROR_NOT_FOUND ? 2 : 1, "%s", error->message);
  return game;
}

static int
cmd_scenarios (int argc, char **argv)
{
  int code = 0;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  if (argc != 1)
    return cas_cli_fail (2, "usage: castellan-cli scenarios GAME [--json]");
  g_autoptr(CasGameBase) base = load_game (argv[0], &code);
  if (base == NULL)
    return code;
  if (!CAS_IS_GAME (base))
    return cas_cli_rus_scenarios (base, json);
  CasGame *game = CAS_GAME (base);
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_array (b);
      for (guint i = 0; i < cas_game_get_n_scenarios (game); i++)
        {
          const CasScenario *s = cas_game_get_scenario (game, (int) i);
          json_builder_begin_object (b);
          cas_cli_json_string (b, "id", s->id);
          cas_cli_json_string (b, "name", cas_game_text (s->name));
          cas_cli_json_string (b, "years", s->years);
          cas_cli_json_int (b, "first_box", s->first_box);
          cas_cli_json_int (b, "last_box", s->last_box);
          cas_cli_json_string (b, "summary", cas_game_text (s->summary));
          cas_cli_json_bool (b, "unverified", s->unverified);
          /* scen (issue 17): the special rules and remarks (6.0), translated */
          json_builder_set_member_name (b, "notes");
          json_builder_begin_array (b);
          for (int k = 0; s->notes && s->notes[k]; k++)
            json_builder_add_string_value (b, cas_game_text (s->notes[k]));
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      print_json (root);
      return 0;
    }
  for (guint i = 0; i < cas_game_get_n_scenarios (game); i++)
    {
      const CasScenario *s = cas_game_get_scenario (game, (int) i);
      g_print ("%s\t%s (%s), boxes %d-%d%s\n", s->id, cas_game_text (s->name), s->years, s->first_box, s->last_box,
               s->unverified ? ", unverified set-up" : "");
    }
  return 0;
}

static int
cmd_new (int argc, char **argv)
{
  int code = 0;
  gboolean missing;
  const char *out = cas_cli_take_option (&argc, argv, "-o", &missing);
  if (out == NULL && !missing)
    out = cas_cli_take_option (&argc, argv, "--output", &missing);
  /* Rus: `new rus --players N [--variant V]` stands for the set-up "V-N". */
  g_autofree char *setup = argc >= 1 && g_str_equal (argv[0], "rus") ? cas_cli_rus_setup_option (&argc, argv, &code) : NULL;
  if (code)
    return code;
  if ((setup ? argc != 1 : argc != 2) || out == NULL)
    return cas_cli_fail (2, "usage: castellan-cli new GAME SCENARIO -o FILE\n"
                            "       castellan-cli new rus --players N [--variant standard|long|learning] -o FILE");
  g_autoptr(CasGameBase) game = load_game (argv[0], &code);
  if (game == NULL)
    return code;
  const char *wanted = setup ? setup : argv[1];
  int scenario = cas_game_base_find_scenario (game, wanted);
  if (scenario < 0)
    return cas_cli_fail (2, "unknown %s scenario “%s”; `castellan-cli scenarios %s` lists them", cas_game_base_get_name (game),
                         wanted, argv[0]);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) journal = cas_journal_new_for (game, scenario, &error);
  if (journal == NULL)
    return cas_cli_fail (1, "%s", error->message);
  return cas_cli_save (journal, out);
}

/* The counts from `cells` (a Lord's or a Comune mat's Forces or Assets). */
static void
print_cells (GString *s, const CasTable *t, const gint *cells, gboolean forces)
{
  int n = (int) (forces ? cas_game_get_n_units (t->game) : cas_game_get_n_assets (t->game));
  gboolean any = FALSE;
  for (int i = 0; i < n; i++)
    {
      int v = cells[i];
      if (v == 0)
        continue;
      g_string_append_printf (s, "%s%d %s", any ? ", " : "", v,
                              forces ? cas_game_get_unit (t->game, i)->name : cas_game_asset_id (t->game, i));
      any = TRUE;
    }
  if (!any)
    g_string_append (s, "none");
}

static void
print_counts (GString *s, const CasTable *t, int lord, int first, gboolean forces)
{
  print_cells (s, t, cas_table_lord ((CasTable *) t, lord, first), forces);
}

static char *
box_text (int box, int n_boxes)
{
  if (box < 0)
    return g_strdup ("-");
  if (box == 0)
    return g_strdup ("off-left");
  if (box > n_boxes)
    return g_strdup ("off-right");
  return g_strdup_printf ("%d", box);
}

static char *
vp_text (int halves)
{
  return halves % 2 ? g_strdup_printf ("%d½", halves / 2) : g_strdup_printf ("%d", halves / 2);
}

static int
cmd_show (int argc, char **argv)
{
  int code = 0;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  if (argc != 1)
    return cas_cli_fail (2, "usage: castellan-cli show FILE [--json]");
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  if (cas_journal_get_game (journal) == NULL)
    return cas_cli_rus_show (journal, json);
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  const CasScenario *sc = cas_journal_get_scenario_info (journal);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  const CasSeason *season = cas_table_season (t);
  int n_boxes = (int) cas_game_get_n_boxes (game);

  if (json)
    {
      g_autoptr(JsonNode) node = cas_table_to_json (t);
      JsonObject *o = json_node_get_object (node);
      json_object_set_string_member (o, "game", cas_game_get_id (game));
      json_object_set_string_member (o, "scenario", sc->id);
      json_object_set_string_member (o, "season", season->id);
      json_object_set_int_member (o, "year", cas_game_get_box (game, box)->year);
      print_json (node);
      return 0;
    }

  g_autofree char *vp0 = vp_text (cas_table_vp_halves (t, 0));
  g_autofree char *vp1 = vp_text (cas_table_vp_halves (t, 1));
  g_print ("%s: %s (%s)\n", cas_game_get_name (game), sc->name, sc->years);
  g_print ("Box %d of %d-%d, %s %d, %s\n", box, sc->first_box, sc->last_box, season->name,
           cas_game_get_box (game, box)->year, CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN ? "Campaign" : "Levy");
  g_print ("Victory: %s %s, %s %s\n", cas_game_get_side_name (game, 0), vp0, cas_game_get_side_name (game, 1), vp1);
  {
    const CasLcRules *rules = cas_lc_rules (game);
    g_autofree char *own = rules && rules->show_line ? rules->show_line (t) : NULL;
    if (own)
      g_print ("%s\n", own);
  }
  if (cas_game_has_end_marker (game) && CAS_GLOBAL (t, CAS_G_END_BOX) > 0)
    g_print ("End marker in box %d\n", CAS_GLOBAL (t, CAS_G_END_BOX));
  else if (cas_game_has_end_marker (game))
    g_print ("End marker not on the Calendar\n");
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      g_print ("\n%s\n", cas_game_get_side_name (game, side));
      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        {
          const CasLord *lord = cas_game_get_lord (game, (int) l);
          if (lord->side != side)
            continue;
          int state = CAS_LORD (t, l, CAS_L_STATE);
          if (state == CAS_LORD_MAP)
            {
              g_autofree char *svc = box_text (CAS_LORD (t, l, CAS_L_SERVICE), n_boxes);
              GString *line = g_string_new (NULL);
              g_string_append_printf (line, "  %-14s at %s, Service %s%s%s\n", lord->id,
                                      cas_game_get_locale (game, CAS_LORD (t, l, CAS_L_LOCALE))->name, svc,
                                      cas_table_lord_is_marshal (t, (int) l) ? ", Marshal" : "",
                                      CAS_LORD (t, l, CAS_L_MOVED) ? ", Moved/Fought" : "");
              g_string_append (line, "                 Forces: ");
              print_counts (line, t, (int) l, CAS_L_FORCES, TRUE);
              gboolean routed = FALSE;
              for (int f = 0; f < CAS_MAX_FORCES; f++)
                routed |= CAS_LORD (t, l, CAS_L_ROUTED + f) > 0;
              if (routed)
                {
                  g_string_append (line, "; Routed: ");
                  print_counts (line, t, (int) l, CAS_L_ROUTED, TRUE);
                }
              g_string_append (line, "\n                 Assets: ");
              print_counts (line, t, (int) l, CAS_L_ASSETS, FALSE);
              g_string_append (line, "\n");
              /* comune (issue 17): his Comune mat, when it holds something */
              if (lord->comune >= 0 && !cas_table_comune_mat_empty (t, lord->comune))
                {
                  g_string_append_printf (line, "                 %s mat: Forces: ", cas_game_get_comune (game, lord->comune)->name);
                  print_cells (line, t, cas_table_comune ((CasTable *) t, lord->comune, CAS_M_FORCES), TRUE);
                  g_string_append (line, "; Assets: ");
                  print_cells (line, t, cas_table_comune ((CasTable *) t, lord->comune, CAS_M_ASSETS), FALSE);
                  g_string_append (line, "\n");
                }
              for (int v = 0; v < lord->n_vassals; v++)
                {
                  int vs = CAS_LORD (t, l, CAS_L_VASSAL + v);
                  if (vs == CAS_VASSAL_MUSTERED)
                    g_string_append_printf (line, "                 Vassal %s Mustered\n",
                                            cas_game_get_vassal (game, lord->vassals[v])->name);
                }
              /* turncoat (issue 17): the Vassals of other Lords on his mat (Inferno 4.7.6) */
              for (guint i = 0; i < cas_game_get_n_vassals (game); i++)
                {
                  const CasVassal *tv = cas_game_get_vassal (game, (int) i);
                  if (tv->lord >= 0 && CAS_LORD (t, tv->lord, CAS_L_VASSAL_SERVES + tv->slot) == (int) l)
                    g_string_append_printf (line, "                 Vassal %s (%s's) serving as a Turncoat\n", tv->name,
                                            cas_game_get_lord (game, tv->lord)->id);
                }
              for (guint c = 0; c < cas_game_get_n_cards (game); c++)
                if (CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == (int) l)
                  g_string_append_printf (line, "                 Capability %s (%s)\n", cas_game_get_card (game, (int) c)->cap_name,
                                          cas_game_get_card (game, (int) c)->id);
              g_print ("%s", line->str);
              g_string_free (line, TRUE);
            }
          else if (state == CAS_LORD_CALENDAR)
            {
              g_autofree char *b = box_text (CAS_LORD (t, l, CAS_L_BOX), n_boxes);
              g_print ("  %-14s cylinder in box %s%s\n", lord->id, b, CAS_LORD (t, l, CAS_L_BOX) <= box ? " (Ready)" : "");
            }
          else
            g_print ("  %-14s %s\n", lord->id, cas_lord_state_id (state));
        }
      for (guint c = 0; c < cas_game_get_n_cards (game); c++)
        {
          const CasCard *card = cas_game_get_card (game, (int) c);
          if (card->side == side && CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_CAPABILITY)
            g_print ("  Capability %s (%s)\n", card->cap_name, card->id);
        }
    }
  g_print ("\nMarkers\n");
  gboolean any = FALSE;
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    {
      GString *m = g_string_new (NULL);
      int v;
      if ((v = CAS_LOCALE (t, i, CAS_C_CONQUERED)))
        g_string_append_printf (m, cas_game_get_marker_set (game) == CAS_MARKERS_ALLEGIANCE ? " Allegiance x%d" : " Conquered x%d", v);
      if ((v = CAS_LOCALE (t, i, CAS_C_RAVAGED)))
        g_string_append_printf (m, " Ravaged (%s)", cas_game_get_side_id (game, v - 1));
      if ((v = CAS_LOCALE (t, i, CAS_C_SIEGE)))
        g_string_append_printf (m, " Siege x%d", v);
      if ((v = CAS_LOCALE (t, i, CAS_C_CASTLE)))
        g_string_append_printf (m, " Castle (%s)", cas_game_get_side_id (game, v - 1));
      if ((v = CAS_LOCALE (t, i, CAS_C_RUINS)))
        g_string_append_printf (m, " Ruins (%s)", cas_game_get_side_id (game, v - 1));
      if (CAS_LOCALE (t, i, CAS_C_WALLS))
        g_string_append (m, " Walls +1");
      /* victory (Inferno 4.3.5): Bypass markers, by the Bypassing side. */
      if ((v = CAS_LOCALE (t, i, CAS_C_BYPASS)))
        g_string_append_printf (m, " Bypassed (%s)", cas_game_get_side_id (game, v - 1));
      if (m->len)
        {
          g_print ("  %-14s%s\n", cas_game_get_locale (game, (int) i)->id, m->str);
          any = TRUE;
        }
      g_string_free (m, TRUE);
    }
  if (!any)
    g_print ("  none\n");
  return 0;
}

/* The fewest words after the verb that each action needs (cas_action_min_args (), the
 * game's own actions included). Until an action has them, a word is its argument even when
 * it is also a verb: "veche vp 3", "legate card", "vassal hermann X muster". */
static int
lc_min_args (gpointer game, const char *verb)
{
  return cas_action_min_args (game, verb);
}

static int
rus_min_args (gpointer game, const char *verb)
{
  return cas_rus_action_min_args (verb);
}

/* Splits the words after FILE into actions. Each argument that holds a space (and no
 * ";") is one action. Otherwise ";" separates actions, and a verb starts a new action
 * once the current one has all the words its verb needs (min_args ()). */
static GPtrArray *
split_actions (int argc, char **argv, const char *const *verbs, int (*min_args) (gpointer game, const char *verb),
               gpointer game)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  GString *cur = NULL;
  int cur_args = 0;
  int cur_needs = 0;

  for (int i = 0; i < argc; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (argv[i], " \t\n", -1);
      gboolean one_arg_action = strchr (argv[i], ' ') || strchr (argv[i], '\t') || strchr (argv[i], '\n');
      if (one_arg_action && !strchr (argv[i], ';'))
        {
          if (cur)
            g_ptr_array_add (out, g_string_free (g_steal_pointer (&cur), FALSE));
          g_ptr_array_add (out, g_strdup (argv[i]));
          continue;
        }
      for (char **w = words; *w; w++)
        {
          g_auto(GStrv) parts = g_strsplit (*w, ";", -1);
          for (char **p = parts; *p; p++)
            {
              if (p != parts && cur)
                g_ptr_array_add (out, g_string_free (g_steal_pointer (&cur), FALSE));
              if (**p == '\0')
                continue;
              gboolean is_verb = g_strv_contains (verbs, *p);
              if (cur && is_verb && cur_args >= cur_needs)
                g_ptr_array_add (out, g_string_free (g_steal_pointer (&cur), FALSE));
              if (cur == NULL)
                {
                  cur = g_string_new (*p);
                  cur_args = 0;
                  cur_needs = min_args (game, *p);
                }
              else
                {
                  g_string_append_printf (cur, " %s", *p);
                  cur_args++;
                }
            }
        }
    }
  if (cur)
    g_ptr_array_add (out, g_string_free (cur, FALSE));
  return out;
}

static int
cmd_do (int argc, char **argv)
{
  int code = 0;
  if (argc < 2)
    return cas_cli_fail (2, "usage: castellan-cli do FILE ACTION...");
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  g_auto(GStrv) lc_verbs = game ? cas_action_verbs (game) : NULL;
  g_autoptr(GPtrArray) actions = split_actions (argc - 1, argv + 1,
                                                game ? (const char *const *) lc_verbs : cas_rus_action_verbs (),
                                                game ? lc_min_args : rus_min_args, game);
  if (actions->len == 0)
    return cas_cli_fail (2, "usage: castellan-cli do FILE ACTION...");
  g_autoptr(GError) error = NULL;
  g_ptr_array_add (actions, NULL);
  if (!cas_journal_do_many (journal, (const char *const *) actions->pdata, &error))
    return cas_cli_fail (2, "%s (nothing was changed)", error->message);
  guint n = actions->len - 1;
  guint done = cas_journal_get_n_done (journal);
  g_autoptr(GString) out = g_string_new (NULL);
  for (guint i = done - n; i < done; i++)
    g_string_append_printf (out, "%u. %s\n", i + 1, cas_journal_get_description (journal, i));
  return save_then_print (journal, argv[0], out);
}

static int
cmd_undo_redo (int argc, char **argv, gboolean undo)
{
  int code = 0;
  guint64 steps = 1;
  if (argc == 2 && !g_ascii_string_to_unsigned (argv[1], 10, 1, 100000, &steps, NULL))
    return cas_cli_fail (2, "“%s” is not a number of steps", argv[1]);
  if (argc < 1 || argc > 2)
    return cas_cli_fail (2, "usage: castellan-cli %s FILE [N]", undo ? "undo" : "redo");
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  /* All or nothing, like `do`: check first, so a failure changes and prints nothing. */
  guint available = undo ? cas_journal_get_n_done (journal)
                         : cas_journal_get_n_entries (journal) - cas_journal_get_n_done (journal);
  if (available == 0)
    return cas_cli_fail (2, undo ? "nothing to undo" : "nothing to redo");
  if (steps > available)
    return cas_cli_fail (2, undo ? "only %u action%s to undo (nothing was changed)" : "only %u action%s to redo (nothing was changed)",
                         available, available == 1 ? "" : "s");
  g_autoptr(GString) out = g_string_new (NULL);
  for (guint64 i = 0; i < steps; i++)
    {
      guint at = cas_journal_get_n_done (journal);
      if (undo ? !cas_journal_undo (journal) : !cas_journal_redo (journal))
        g_assert_not_reached ();
      g_string_append_printf (out, "%s: %s\n", undo ? "Undid" : "Redid",
                              cas_journal_get_description (journal, undo ? at - 1 : at));
    }
  return save_then_print (journal, argv[0], out);
}

/* A Plan's face-down cards stay hidden (4.1) unless --reveal-plans asks for them. */
static int
cmd_log (int argc, char **argv)
{
  int code = 0;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  gboolean reveal = cas_cli_has_flag (&argc, argv, "--reveal-plans");
  if (argc != 1)
    return cas_cli_fail (2, "usage: castellan-cli log FILE [--json] [--reveal-plans]");
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  guint done = cas_journal_get_n_done (journal);
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_array (b);
      for (guint i = 0; i < cas_journal_get_n_entries (journal); i++)
        {
          json_builder_begin_object (b);
          cas_cli_json_int (b, "n", i + 1);
          cas_cli_json_string (b, "action", reveal ? cas_journal_get_text (journal, i) : cas_journal_get_shown_text (journal, i));
          cas_cli_json_string (b, "text", cas_journal_get_description (journal, i));
          cas_cli_json_bool (b, "undone", i >= done);
          if (cas_journal_get_plan_shown (journal, i) >= 0)
            cas_cli_json_bool (b, "hidden", cas_journal_is_hidden (journal, i));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      print_json (root);
      return 0;
    }
  if (cas_journal_get_game (journal))
    g_print ("%s: %s\n", cas_game_get_name (cas_journal_get_game (journal)), cas_journal_get_scenario_info (journal)->name);
  else
    g_print ("%s: %s\n", cas_game_base_get_name (cas_journal_get_base (journal)), cas_journal_get_scenario_id (journal));
  for (guint i = 0; i < cas_journal_get_n_entries (journal); i++)
    g_print ("%4u. %-40s %s%s\n", i + 1, reveal ? cas_journal_get_text (journal, i) : cas_journal_get_shown_text (journal, i),
             cas_journal_get_description (journal, i), i >= done ? "  (undone)" : "");
  if (cas_journal_get_n_entries (journal) == 0)
    g_print ("      (no actions yet)\n");
  return 0;
}

/* On stdout when asked for, on stderr when the command line was wrong. */
static void
usage (gboolean to_stderr)
{
  void (*out) (const char *, ...) = to_stderr ? g_printerr : g_print;
  out ("Usage: castellan-cli COMMAND ...\n\n"
           "  games [--json]                 list the games, id first\n"
           "  scenarios GAME [--json]        list a game's scenarios, id first\n"
           "  new GAME SCENARIO -o FILE      set up a scenario in a new save file\n"
           "  new rus --players N [--variant V] -o FILE   a new game of Rus\n"
           "  show FILE [--json]             the table\n"
           "  do FILE ACTION...              record actions (docs/cli.md)\n"
           "  undo FILE [N] / redo FILE [N]  take back or redo actions\n"
           "  log FILE [--json]              the game log (--reveal-plans: face-down Plan cards too)\n"
           "  help                           this text\n\n"
           "Calculators (each also takes --json; those that propose actions take --apply):\n");
  cas_cli_list_commands (out);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, cas_paths_localedir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || g_str_equal (argv[1], "help") || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h"))
    {
      usage (argc < 2);
      return argc < 2 ? 2 : 0;
    }
  const char *cmd = argv[1];
  int rest = argc - 2;
  char **args = argv + 2;
  if (g_str_equal (cmd, "games"))
    return cmd_games (rest, args);
  if (g_str_equal (cmd, "scenarios"))
    return cmd_scenarios (rest, args);
  if (g_str_equal (cmd, "new"))
    return cmd_new (rest, args);
  if (g_str_equal (cmd, "show"))
    return cmd_show (rest, args);
  if (g_str_equal (cmd, "do"))
    return cmd_do (rest, args);
  if (g_str_equal (cmd, "undo"))
    return cmd_undo_redo (rest, args, TRUE);
  if (g_str_equal (cmd, "redo"))
    return cmd_undo_redo (rest, args, FALSE);
  if (g_str_equal (cmd, "log"))
    return cmd_log (rest, args);
  int code;
  if (cas_cli_run_command (cmd, rest, args, &code))
    return code;
  return cas_cli_fail (2, "unknown command “%s”; `castellan-cli help` lists the commands", cmd);
}
