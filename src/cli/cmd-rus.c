/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-rus.c: castellan-cli for Rus (family "rus"; docs/cli.md, "Rus"): its set-ups, its
 * table in words, and the calculators `turn` and `vp`. The journal commands (new, do,
 * undo, redo, log) are the neutral ones of castellan-cli.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cas-cli-commands.h"
#include "cas-rus-game.h"
#include "cas-rus.h"
#include "cas-rus-charters.h"
#include "cas-rus-ct.h"
#include "cas-rus-map.h"
#include "cas-rus-tactics.h"
#include "cmd-rus-file.h"

static int proposals (JsonBuilder *b, const CasExplain *ex, gboolean json, gboolean apply, CasJournal *journal,
                      const char *path);

/* The ids of the Tactics cards, for the messages (ids are never translated). */
#define TACTICS_CARDS "frontal-assault, stand-siege, flank-attack, town-barricades, city-walls, fortress-bastions, cavalry-charge"

static const char *const variant_ids[] = { "standard", "long", "learning" };
static const char *const variant_words[] = { N_("standard game"), N_("long game"), N_("learning game") };

int
cas_cli_rus_scenarios (CasGameBase *game, gboolean json)
{
  guint n = cas_game_base_get_n_scenarios (game);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      const char *id = cas_game_base_get_scenario_id (game, i);
      CasRusVariant variant;
      int players;
      if (!cas_rus_setup_parse (id, &variant, &players))
        continue;
      json_builder_begin_object (b);
      cas_cli_json_string (b, "id", id);
      cas_cli_json_string (b, "variant", variant_ids[variant]);
      cas_cli_json_int (b, "players", players);
      json_builder_end_object (b);
      if (!json)
        {
          g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players", (gulong) players), players);
          g_print ("%s\t%s, %s\n", id, _(variant_words[variant]), count);
        }
    }
  json_builder_end_array (b);
  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      cas_cli_print_json (root);
    }
  return 0;
}

/* `new rus --players N [--variant standard|long|learning]`: the set-up id it stands for
 * (NULL with *code set when the options are wrong; the id itself when none is given). */
char *
cas_cli_rus_setup_option (int *argc, char **argv, int *code)
{
  gboolean missing_players = FALSE, missing_variant = FALSE;
  const char *players = cas_cli_take_option (argc, argv, "--players", &missing_players);
  const char *variant = cas_cli_take_option (argc, argv, "--variant", &missing_variant);
  guint64 n = 0;
  char *id;

  if (missing_players || missing_variant)
    {
      *code = cas_cli_fail (2, "usage: castellan-cli new rus --players N [--variant standard|long|learning] -o FILE");
      return NULL;
    }
  if (players == NULL && variant == NULL)
    return NULL;
  if (players == NULL || !g_ascii_string_to_unsigned (players, 10, CAS_RUS_MIN_PLAYERS, CAS_RUS_MAX_PLAYERS, &n, NULL))
    {
      *code = cas_cli_fail (2, _("Rus is played by %d to %d players: give %s"), CAS_RUS_MIN_PLAYERS, CAS_RUS_MAX_PLAYERS, "--players N");
      return NULL;
    }
  id = cas_rus_setup_id (variant ? variant : "standard", (int) n);
  if (id == NULL)
    *code = cas_cli_fail (2, _("unknown Rus variant “%s” (%s)"), variant, "standard, long, learning");
  return id;
}

/* "yes" or "no" in the text answers (the JSON keeps true and false). */
static const char *
yes_no (gboolean yes)
{
  return yes ? _("yes") : _("no");
}

static const char *const status_words[] = {
  N_("out of play"), N_("active"), N_("neutral"), N_("emerging"), N_("conquered"), N_("wiped out"),
};

/* The table in words: turn and round, the players and their Kingdoms with VP, every
 * Kingdom in play with its resources, and the areas with pieces. */
int
cas_cli_rus_show (CasJournal *journal, gboolean json)
{
  const CasTable *t = cas_journal_get_table (journal);
  const CasRusState *s = cas_rus_table_state (t);
  CasGameBase *game = cas_journal_get_base (journal);

  if (json)
    {
      g_autoptr(JsonNode) node = cas_table_base_to_json (t);
      JsonObject *o = json_node_get_object (node);
      json_object_set_string_member (o, "game", cas_game_base_get_id (game));
      json_object_set_string_member (o, "scenario", cas_journal_get_scenario_id (journal));
      cas_cli_print_json (node);
      return 0;
    }
  /* TRANSLATORS: castellan-cli show, a game of Rus: "Rus: standard game, 3 players, turn 1, choosing actions" */
  g_print (_("%s: %s, %d players, turn %d, %s\n"), cas_game_base_get_name (game), _(variant_words[s->variant]), s->n_players,
           s->turn, s->round == 0 ? _("choosing actions") : _(cas_rus_action_name (s->round - 1)));
  for (int p = 0; p < s->n_players; p++)
    {
      const CasRusPlayer *pl = &s->players[p];
      int vp = cas_rus_player_vp (s, p, FALSE, NULL);
      /* TRANSLATORS: castellan-cli show: "  player 1: Bulgars, 0 VP" (two-player game: "Khazars + Slavs") */
      g_print (_("  player %d: %s%s%s, %d VP\n"), p + 1, pl->kingdom >= 0 ? _(cas_rus_kingdom_name (pl->kingdom)) : _("no Kingdom"),
               pl->kingdom2 >= 0 ? " + " : "", pl->kingdom2 >= 0 ? _(cas_rus_kingdom_name (pl->kingdom2)) : "", vp);
    }
  g_print ("\n%s\n", _("Kingdoms"));
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    {
      const CasRusKingdom *kd = &s->kingdoms[k];
      g_autoptr(GString) line = g_string_new (NULL);
      if (kd->status == CAS_RUS_OUT_OF_PLAY)
        continue;
      g_string_append_printf (line, "  %-14s %-10s", _(cas_rus_kingdom_name (k)), _(status_words[kd->status]));
      for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
        if (kd->resources[r])
          g_string_append_printf (line, " %s %d", cas_rus_resource_id (r), kd->resources[r]);
      while (line->len && line->str[line->len - 1] == ' ')
        g_string_truncate (line, line->len - 1);
      g_print ("%s\n", line->str);
    }
  g_print ("\n%s\n", _("Areas"));
  for (int a = 0; a < s->n_areas; a++)
    {
      const CasRusArea *ar = &s->areas[a];
      g_autofree char *id = NULL;
      if (ar->owner < 0 && ar->armies == 0 && ar->settlement == CAS_RUS_NO_SETTLEMENT)
        continue;
      id = cas_rus_area_id (a);
      g_autofree char *armies = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d army", "%d armies", (gulong) ar->armies),
                                                 ar->armies);
      g_print ("  %-16s %s, %s%s%s\n", id, ar->owner >= 0 ? _(cas_rus_kingdom_name (ar->owner)) : _("nobody"), armies,
               ar->settlement ? ", " : "", ar->settlement ? cas_rus_settlement_id (ar->settlement) : "");
    }
  /* issue 18 (rus-invaders): the invaders' pieces, when any are recorded */
  for (int i = 0; i < CAS_RUS_N_INVADER_SLOTS; i++)
    {
      const CasRusInvaderPieces *inv = &s->invaders[i];
      if (!cas_rus_invader_in_play (s, i))
        continue;
      g_print ("\n");
      /* TRANSLATORS: castellan-cli show: "Invaders vikings: 2 on their card, run by player 1" */
      if (inv->controller >= 0)
        g_print (_("Invaders %s: %d on their card, run by player %d\n"), cas_rus_invader_slot_id (i), inv->waiting, inv->controller + 1);
      else
        g_print (_("Invaders %s: %d on their card, run by nobody\n"), cas_rus_invader_slot_id (i), inv->waiting);
      for (int a = 0; a < s->n_areas; a++)
        if (inv->armies[a] > 0 || inv->held[a])
          {
            g_autofree char *id = cas_rus_area_id (a);
            g_print (g_dngettext (GETTEXT_PACKAGE, "  %-16s %d army%s\n", "  %-16s %d armies%s\n", (gulong) inv->armies[a]),
                     id, inv->armies[a], inv->held[a] ? _(", conquered") : "");
          }
      for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
        if (inv->vassals[k])
          g_print (_("  Vassal: %s\n"), _(cas_rus_kingdom_name (k)));
    }
  return 0;
}

static void
print_explain (const CasExplain *ex, gboolean json, JsonBuilder *b)
{
  if (json)
    {
      json_builder_set_member_name (b, "explain");
      json_builder_add_value (b, cas_explain_to_json (ex));
    }
  else
    {
      g_autoptr(GString) out = g_string_new (NULL);
      cas_explain_print (ex, out, "    ");
      g_print ("%s", out->str);
    }
}

/* Closes the answer's object and, with --json, prints it. */
static int
end_json (JsonBuilder *b, gboolean json)
{
  json_builder_end_object (b);
  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      cas_cli_print_json (root);
    }
  return 0;
}

/* A Kingdom named by its id on the command line, or exit 2. */
static int
kingdom_arg (const char *id, int *code)
{
  int k = cas_rus_kingdom_from_id (id);
  if (k < 0)
    *code = cas_cli_fail (2, _("unknown Kingdom “%s” (%s)"), id, "bulgars, lithuanians, khazars, rus, slavs, golden-horde, muscovy, vladimir");
  return k;
}

/* `--tactics A,D`: the two Tactics modifiers, the invader's then the defender's (-9..9). */
static gboolean
tactics_arg (const char *text, int *tactic, int *code)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  gint64 v[2] = { 0, 0 };
  if (g_strv_length (parts) != 2 || !g_ascii_string_to_signed (parts[0], 10, -9, 9, &v[0], NULL)
      || !g_ascii_string_to_signed (parts[1], 10, -9, 9, &v[1], NULL))
    {
      *code = cas_cli_fail (2, _("%s takes the two Tactics modifiers, the invader's then the defender's: %s"), "--tactics", "2,-1");
      return FALSE;
    }
  tactic[0] = (int) v[0];
  tactic[1] = (int) v[1];
  return TRUE;
}

/* ---- what every calculator does (issue 18, review): its command line from a table, the
 * journal and the state, the answer's object and explanation, the ending ---- */

#define RUS_MAX_OPTIONS 5

/* One calculator's command line: what `usage: castellan-cli USAGE` shows; the words left
 * once the flags and options are taken (FILE ...); whether it takes --apply; its options
 * with a value (NULL-terminated) and which of them must be given; the position of its
 * KINGDOM word (0 for none); whether a wrong word count is refused before the options are
 * read (else when the file is loaded). */
typedef struct {
  const char *usage;
  int n_words;
  gboolean apply;
  const char *options[RUS_MAX_OPTIONS + 1];
  guint required;                 /* bit i: options[i] must be given */
  int kingdom_word;
  gboolean early_count;
} RusCmd;

/* One run of a calculator: its flags and option values, then the journal, the state and
 * the Kingdom (rus_load ()), and the answer being built. */
typedef struct {
  const RusCmd *cmd;
  int argc;
  char **argv;
  gboolean json, apply;
  const char *option[RUS_MAX_OPTIONS];
  CasJournal *journal;
  const CasRusState *s;
  int kingdom;
  JsonBuilder *b;
  CasExplain *ex;
} RusRun;

static void
rus_run_clear (RusRun *run)
{
  g_clear_object (&run->journal);
  g_clear_object (&run->b);
  g_clear_pointer (&run->ex, cas_explain_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (RusRun, rus_run_clear)

static int
rus_usage (const RusCmd *cmd)
{
  return cas_cli_fail (2, "usage: castellan-cli %s", cmd->usage);
}

/* The flags and options of CMD (taken out of ARGV), or FALSE with *CODE. */
static gboolean
rus_args (const RusCmd *cmd, int argc, char **argv, RusRun *run, int *code)
{
  gboolean missing = FALSE;

  run->cmd = cmd;
  run->kingdom = -1;
  run->json = cas_cli_has_flag (&argc, argv, "--json");
  run->apply = cmd->apply && cas_cli_has_flag (&argc, argv, "--apply");
  for (int i = 0; cmd->options[i] && !missing; i++)
    run->option[i] = cas_cli_take_option (&argc, argv, cmd->options[i], &missing);
  for (int i = 0; cmd->options[i]; i++)
    missing = missing || ((cmd->required & (1u << i)) && run->option[i] == NULL);
  run->argc = argc;
  run->argv = argv;
  if (missing || (cmd->early_count && argc != cmd->n_words))
    {
      *code = rus_usage (cmd);
      return FALSE;
    }
  return TRUE;
}

/* The game of FILE, its state and the Kingdom the command names; the answer's builder and
 * explanation. FALSE with *CODE. */
static gboolean
rus_load (RusRun *run, int *code)
{
  if (run->argc != run->cmd->n_words)
    {
      *code = rus_usage (run->cmd);
      return FALSE;
    }
  run->journal = cas_cli_load (run->argv[0], code);
  if (run->journal == NULL)
    return FALSE;
  run->s = cas_rus_table_state (cas_journal_get_table (run->journal));
  if (run->cmd->kingdom_word > 0 && (run->kingdom = kingdom_arg (run->argv[run->cmd->kingdom_word], code)) < 0)
    return FALSE;
  run->b = json_builder_new ();
  run->ex = cas_explain_new ();
  json_builder_begin_object (run->b);
  return TRUE;
}

static gboolean
rus_open (const RusCmd *cmd, int argc, char **argv, RusRun *run, int *code)
{
  return rus_args (cmd, argc, argv, run, code) && rus_load (run, code);
}

/* The "kingdom" member and, in text, the Kingdom's name as the answer's first line. */
static void
rus_kingdom_head (RusRun *run)
{
  cas_cli_json_string (run->b, "kingdom", cas_rus_kingdom_id (run->kingdom));
  if (!run->json)
    g_print ("%s\n", _(cas_rus_kingdom_name (run->kingdom)));
}

static CasRusMap *table_map (void);

/* turn FILE [--json]: who picks in what order, the rounds this turn with their Lead, and
 * whether the game ends with it [CHOOSE p.4; VP p.17; BLACKDEATH p.7]. */
int
cas_cmd_rus_turn (int argc, char **argv)
{
  static const RusCmd cmd = { "turn FILE [--json] [--apply]", 1, TRUE, { NULL }, 0, 0, TRUE };
  int code = 0;
  g_auto(RusRun) run = { 0 };
  if (!rus_open (&cmd, argc, argv, &run, &code))
    return code;
  const CasRusState *s = run.s;
  g_autoptr(CasExplain) pick_ex = cas_explain_new ();
  g_autoptr(CasExplain) round_ex = cas_explain_new ();
  g_autoptr(CasExplain) end_ex = cas_explain_new ();
  CasRusPickOrder order;
  CasRusRounds rounds;
  gboolean last = cas_rus_black_death_turn (s, end_ex);

  cas_rus_pick_order (s, &order, pick_ex);
  cas_rus_round_order (s, &rounds, round_ex);
  /* issue 18 (rus-rules): an invasion activated this turn, where the map knows [INVASION p.16] */
  for (int inv = CAS_RUS_VIKING_INVADERS; inv < CAS_RUS_VIKING_INVADERS + CAS_RUS_N_INVADERS; inv++)
    if (cas_rus_card_in_effect (s, cas_rus_invader_card (inv)))
      {
        g_autoptr(CasRusMap) map = table_map ();
        CasRusInvasion in;
        cas_rus_invasion (s, map, inv, -1, 0, FALSE, &in, round_ex);
      }
  cas_rus_turn_propose (s, round_ex);
  if (run.json)
    {
      json_builder_set_member_name (run.b, "pick_order");
      json_builder_begin_array (run.b);
      for (int i = 0; i < order.n_picks; i++)
        json_builder_add_int_value (run.b, order.picker[i] + 1);
      json_builder_end_array (run.b);
      cas_cli_json_bool (run.b, "by_kingdom", order.by_kingdom);
      json_builder_set_member_name (run.b, "rounds");
      json_builder_begin_array (run.b);
      for (int i = 0; i < rounds.n_rounds; i++)
        {
          json_builder_begin_object (run.b);
          cas_cli_json_string (run.b, "action", cas_rus_action_id (rounds.rounds[i].action));
          cas_cli_json_int (run.b, "lead", rounds.rounds[i].lead + 1);
          json_builder_end_object (run.b);
        }
      json_builder_end_array (run.b);
      cas_cli_json_bool (run.b, "last_turn", last);
    }
  else
    {
      /* TRANSLATORS: castellan-cli turn: "Turn 1" and "  Pick order (players): 3 1 2" */
      g_print (_("Turn %d\n  Pick order (%s):"), s->turn, order.by_kingdom ? _("Kingdoms") : _("players"));
      for (int i = 0; i < order.n_picks; i++)
        g_print (" %d", order.picker[i] + 1);
      g_print ("\n");
    }
  print_explain (pick_ex, run.json, run.b);
  if (!run.json)
    {
      g_print ("  %s\n", _("Rounds:"));
      for (int i = 0; i < rounds.n_rounds; i++)
        g_print (order.by_kingdom ? _("    %s, led by Kingdom %d\n") : _("    %s, led by player %d\n"),
                 _(cas_rus_action_name (rounds.rounds[i].action)), rounds.rounds[i].lead + 1);
      print_explain (round_ex, FALSE, NULL);
      g_print (_("  Last turn: %s\n"), yes_no (last));
      print_explain (end_ex, FALSE, NULL);
      return proposals (run.b, round_ex, FALSE, run.apply, run.journal, run.argv[0]);
    }
  json_builder_set_member_name (run.b, "rounds_explain");
  json_builder_add_value (run.b, cas_explain_to_json (round_ex));
  json_builder_set_member_name (run.b, "end_explain");
  json_builder_add_value (run.b, cas_explain_to_json (end_ex));
  if ((code = proposals (run.b, round_ex, TRUE, run.apply, run.journal, run.argv[0])) != 0)
    return code;
  return end_json (run.b, TRUE);
}

/* The map file the table fills in, for the calculators that read the board's marks
 * (issue 18). A damaged file is named on stderr and read as an empty map: every mark
 * is then "not entered", never guessed. */
static CasRusMap *
table_map (void)
{
  g_autofree char *path = cas_rus_map_default_path ();
  g_autoptr(GError) error = NULL;
  CasRusMap *map = cas_rus_map_load (path, &error);
  if (map)
    return map;
  g_printerr ("%s\n", error->message);
  return cas_rus_map_new ();
}

/* The C&T file the table fills in (issue 18): a damaged file is named on stderr and read
 * as an empty tree, so that every fact is "not entered". */
static void
table_ct (CasRusCtTree *tree)
{
  g_autofree char *path = cas_rus_ct_default_path ();
  g_autoptr(GError) error = NULL;
  if (!cas_rus_ct_load (tree, path, &error))
    {
      g_printerr ("%s\n", error->message);
      cas_rus_ct_init (tree);
    }
}

static const char *
known_word (CasRusKnown k)
{
  return k == CAS_RUS_YES ? "yes" : k == CAS_RUS_NO ? "no" : "unknown";
}

/* vp FILE [--json]: each player's VP with a line per source, and the end check
 * [VP p.17; TWOP p.19; BLACKDEATH p.7]. */
int
cas_cmd_rus_vp (int argc, char **argv)
{
  static const RusCmd cmd = { "vp FILE [--json]", 1, FALSE, { NULL }, 0, 0, TRUE };
  int code = 0;
  g_auto(RusRun) run = { 0 };
  if (!rus_open (&cmd, argc, argv, &run, &code))
    return code;
  const CasRusState *s = run.s;
  g_autoptr(CasExplain) end_ex = cas_explain_new ();
  g_autoptr(CasRusMap) map = table_map ();
  CasRusEnd end;

  json_builder_set_member_name (run.b, "players");
  json_builder_begin_array (run.b);
  for (int p = 0; p < s->n_players; p++)
    {
      g_autoptr(CasExplain) ex = cas_explain_new ();
      int vp = cas_rus_player_vp_map (s, map, p, FALSE, ex);
      const int own[2] = { s->players[p].kingdom, s->players[p].kingdom2 };
      json_builder_begin_object (run.b);
      cas_cli_json_int (run.b, "player", p + 1);
      cas_cli_json_int (run.b, "vp", vp);
      /* issue 18: whether the map shows each Kingdom's border link [VP p.17] */
      json_builder_set_member_name (run.b, "border_link");
      json_builder_begin_object (run.b);
      for (int i = 0; i < 2; i++)
        if (own[i] >= 0)
          cas_cli_json_string (run.b, cas_rus_kingdom_id (own[i]), known_word (cas_rus_border_link (s, map, own[i], NULL)));
      json_builder_end_object (run.b);
      if (!run.json)
        g_print (_("Player %d: %d VP\n"), p + 1, vp);
      print_explain (ex, run.json, run.b);
      json_builder_end_object (run.b);
    }
  json_builder_end_array (run.b);
  cas_rus_end_check (s, &end, end_ex);
  cas_cli_json_bool (run.b, "game_over", end.game_over);
  json_builder_set_member_name (run.b, "winners");
  json_builder_begin_array (run.b);
  for (int i = 0; end.game_over && i < end.n_winners; i++)
    json_builder_add_int_value (run.b, end.player[i] + 1);
  json_builder_end_array (run.b);
  if (!run.json)
    {
      g_print (_("Game over: %s\n"), yes_no (end.game_over));
      for (int i = 0; end.game_over && i < end.n_winners; i++)
        g_print (_("  Winner: player %d\n"), end.player[i] + 1);
    }
  print_explain (end_ex, run.json, run.b);
  return end_json (run.b, run.json);
}

/* Prints one calculator's answer: its members (text: "name: value" lines) and why. */
static int
print_result (JsonBuilder *b, const CasExplain *ex, gboolean json)
{
  print_explain (ex, json, b);
  return end_json (b, json);
}

/* Applies the proposed actions with --apply (and saves); then adds "proposed_actions" and
 * "applied" to the JSON object, or prints the actions to apply, as the Levy & Campaign
 * calculators do. */
static int
proposals (JsonBuilder *b, const CasExplain *ex, gboolean json, gboolean apply, CasJournal *journal, const char *path)
{
  guint n = cas_explain_get_n_actions (ex);

  if (apply && n > 0)
    {
      g_autoptr(GError) error = NULL;
      int code;
      if (!cas_journal_do_many (journal, cas_explain_get_actions (ex), &error))
        return cas_cli_fail (1, _("could not apply: %s"), error->message);
      if ((code = cas_cli_save (journal, path)) != 0)
        return code;
    }
  json_builder_set_member_name (b, "proposed_actions");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (b, cas_explain_get_action (ex, i));
  json_builder_end_array (b);
  cas_cli_json_bool (b, "applied", apply && n > 0);
  if (!json && n > 0)
    {
      g_print ("%s:\n", apply ? _("Applied") : _("To apply (castellan-cli do FILE ... or --apply)"));
      for (guint i = 0; i < n; i++)
        g_print ("  %s\n", cas_explain_get_action (ex, i));
    }
  return 0;
}

/* Ends a calculator's answer that proposes actions: "Why:" and the explanation, then the
 * proposals (applied first with --apply). */
static int
finish_proposed (JsonBuilder *b, const CasExplain *ex, gboolean json, gboolean apply, CasJournal *journal,
                 const char *path)
{
  int code;
  if (!json)
    g_print ("%s\n", _("Why:"));
  print_explain (ex, json, b);
  if ((code = proposals (b, ex, json, apply, journal, path)) != 0)
    return code;
  return end_json (b, json);
}

/* The endings of a calculator's run: its explanation (rus_result), or its explanation and
 * its proposals, applied with --apply (rus_finish). */
static int
rus_result (RusRun *run)
{
  return print_result (run->b, run->ex, run->json);
}

static int
rus_finish (RusRun *run)
{
  return finish_proposed (run->b, run->ex, run->json, run->apply, run->journal, run->argv[0]);
}

/* {"grain": 1, ...}: the resources with a count, in id order. */
static void
member_resources (JsonBuilder *b, const char *name, const int *counts)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (counts[r] > 0)
      cas_cli_json_int (b, cas_rus_resource_id (r), counts[r]);
  json_builder_end_object (b);
}

static int
resources_total (const int *counts)
{
  int n = 0;
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    n += counts[r];
  return n;
}

static char *
resources_words (const int *counts)
{
  GString *s = g_string_new (NULL);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (counts[r] > 0)
      g_string_append_printf (s, "%s%d %s", s->len ? ", " : "", counts[r], cas_rus_resource_id (r));
  if (s->len == 0)
    g_string_append (s, _("nothing"));
  return g_string_free (s, FALSE);
}

/* A number: the JSON member NAME and, in text, "WORDS: VALUE" (indented by INDENT steps). */
static void
member_int (JsonBuilder *b, gboolean json, const char *name, int indent, const char *words, int value)
{
  cas_cli_json_int (b, name, value);
  if (!json)
    g_print ("%*s%s: %d\n", indent * 2, "", words, value);
}

/* A yes/no: the JSON member NAME and, in text, "WORDS: yes|no" (indented by INDENT steps). */
static void
member_bool (JsonBuilder *b, gboolean json, const char *name, int indent, const char *words, gboolean value)
{
  cas_cli_json_bool (b, name, value);
  if (!json)
    g_print ("%*s%s: %s\n", indent * 2, "", words, yes_no (value));
}

/* kingdom FILE KINGDOM [--json]: the checks timed on one Kingdom: the store limit after
 * Harvest [HARVEST p.9], upkeep after Construction [MAINT p.11] and armies over the
 * stacking limits after a round [STACK p.12]. */
int
cas_cmd_rus_kingdom (int argc, char **argv)
{
  static const RusCmd cmd = { "kingdom FILE KINGDOM [--json]", 2, FALSE, { NULL }, 0, 1, TRUE };
  int code = 0;
  g_auto(RusRun) run = { 0 };
  if (!rus_open (&cmd, argc, argv, &run, &code))
    return code;
  const CasRusState *s = run.s;
  int k = run.kingdom;
  CasExplain *ex = run.ex;
  CasRusUpkeep up;
  CasRusStacking st;
  int limit = 0;
  int discard = cas_rus_resource_limit (s, k, &limit, ex);

  cas_rus_upkeep (s, k, &up, ex);
  cas_rus_stacking_excess (s, k, &st, ex);
  rus_kingdom_head (&run);
  member_int (run.b, run.json, "store_limit", 1, _("Store limit"), limit);
  member_int (run.b, run.json, "discard", 1, _("Tiles to discard after Harvest"), discard);
  member_int (run.b, run.json, "upkeep_due", 1, _("Upkeep due"), up.due);
  member_int (run.b, run.json, "upkeep_unpaid", 1, _("Settlements that drop a level"), up.unpaid);
  /* issue 18 (rus-rules): Harsh Winter raises each upkeep; the member only then */
  if (up.per_settlement > 1)
    member_int (run.b, run.json, "upkeep_per_settlement", 1, _("Upkeep per City or Fortress (Harsh Winter)"), up.per_settlement);
  member_int (run.b, run.json, "armies_over_limit", 1, _("Armies over the stacking limits"), st.removed);
  member_int (run.b, run.json, "areas_terrain_unknown", 1, _("Held areas whose terrain is not entered"), st.n_unknown);
  if (!run.json)
    g_print ("%s\n", _("Why:"));
  return rus_result (&run);
}

/* switch FILE PLAYER KINGDOM [--json]: the numbers of a Kingdom switch [SWITCH p.5]. */
int
cas_cmd_rus_switch (int argc, char **argv)
{
  static const RusCmd cmd = { "switch FILE PLAYER KINGDOM [--vassal-of KINGDOM] [--json] [--apply]", 3, TRUE, { "--vassal-of", NULL }, 0, 0, TRUE };
  int code = 0, vassal_of = -1;
  guint64 player = 0;
  g_auto(RusRun) run = { 0 };
  if (!rus_open (&cmd, argc, argv, &run, &code))
    return code;
  const CasRusState *s = run.s;
  if (!g_ascii_string_to_unsigned (run.argv[1], 10, 1, (guint64) s->n_players, &player, NULL))
    return cas_cli_fail (2, _("“%s” is not a player of this game (1-%d)"), run.argv[1], s->n_players);
  int k = kingdom_arg (run.argv[2], &code);
  if (k < 0 || (run.option[0] && (vassal_of = kingdom_arg (run.option[0], &code)) < 0))
    return code;
  CasExplain *ex = run.ex;
  g_autoptr(CasRusMap) map = table_map ();
  CasRusSwitch sw;

  cas_rus_switch_map (s, map, (int) player - 1, k, &sw, ex);
  member_int (run.b, run.json, "cards_revealed", 0, _("Politics cards revealed"), sw.n);
  member_int (run.b, run.json, "capital_armies", 0, _("Armies added in the capital"), sw.capital_armies);
  member_bool (run.b, run.json, "place_town", 0, _("Town placed in the capital"), sw.place_town);
  member_int (run.b, run.json, "money", 0, _("Money (1 per area)"), sw.money);
  member_int (run.b, run.json, "picks", 0, _("Abilities or Envoys chosen"), sw.picks);
  member_int (run.b, run.json, "vp", 0, _("The player's VP after the switch"), sw.vp);
  if (cas_rus_map_initial (k))
    {
      /* issue 18: an Emerging Kingdom's marked areas [SWITCH p.5 step 2; BOARD p.3] */
      member_bool (run.b, run.json, "first_emergence", 0, _("First emergence"), sw.first_emergence);
      /* in text only for a first emergence: the marks matter for nothing else */
      if (sw.first_emergence || run.json)
        {
          member_int (run.b, run.json, "marked_areas", 0, _("Areas with its initial on the map"), sw.n_marked);
          member_int (run.b, run.json, "marks_not_entered", 0, _("Areas whose initial is not entered"), sw.marks_unknown);
        }
      json_builder_set_member_name (run.b, "rebels");
      json_builder_begin_array (run.b);
      for (int i = 0; i < sw.n_rebels; i++)
        {
          g_autofree char *area = cas_rus_area_id (sw.rebels[i]);
          json_builder_begin_object (run.b);
          cas_cli_json_string (run.b, "area", area);
          cas_cli_json_string (run.b, "from", cas_rus_kingdom_id (sw.rebels_from[i]));
          json_builder_end_object (run.b);
        }
      json_builder_end_array (run.b);
    }
  /* issue 18 (rus-rules): the Vassal offer of the newly active Kingdom [SWITCH p.5] */
  {
    CasRusVassalOffer vo;
    cas_rus_switch_vassal_offer (s, map, (int) player - 1, k, &sw, vassal_of, &vo, ex);
    g_autoptr(GString) words = g_string_new (NULL);
    json_builder_set_member_name (run.b, "vassal_offer");
    json_builder_begin_array (run.b);
    for (int i = 0; i < vo.n; i++)
      {
        json_builder_begin_object (run.b);
        cas_cli_json_string (run.b, "ruler", cas_rus_kingdom_id (vo.ruler[i]));
        cas_cli_json_int (run.b, "vp", vo.ruler_vp[i]);
        cas_cli_json_string (run.b, "adjacent", known_word (vo.adjacent[i]));
        cas_cli_json_bool (run.b, "allowed", vo.allowed[i]);
        json_builder_end_object (run.b);
        if (vo.allowed[i])
          g_string_append_printf (words, "%s%s%s", words->len ? ", " : "", _(cas_rus_kingdom_name (vo.ruler[i])),
                                  vo.adjacent[i] == CAS_RUS_YES ? "" : _(" (if adjacent)"));
      }
    json_builder_end_array (run.b);
    if (!run.json)
      /* TRANSLATORS: castellan-cli switch: "May become the Vassal of: Rus, Slavs (if adjacent)" */
      g_print (_("May become the Vassal of: %s\n"), words->len ? words->str : _("none"));
    if (!run.json && words->len && vassal_of < 0)
      /* TRANSLATORS: castellan-cli switch; the command is not translated */
      g_print (_("To accept the offer: castellan-cli switch %s %s %s --vassal-of KINGDOM\n"), run.argv[0], run.argv[1], run.argv[2]);
  }
  return rus_finish (&run);
}

/* plague FILE [--json]: what each Kingdom must remove at the end of the Black Death turn
 * [BLACKDEATH p.7]. */
int
cas_cmd_rus_plague (int argc, char **argv)
{
  static const RusCmd cmd = { "plague FILE [--json] [--apply]", 1, TRUE, { NULL }, 0, 0, TRUE };
  int code = 0;
  g_auto(RusRun) run = { 0 };
  if (!rus_open (&cmd, argc, argv, &run, &code))
    return code;
  const CasRusState *s = run.s;
  CasExplain *ex = run.ex;
  CasRusPlague pl;

  cas_rus_black_death (s, &pl, ex);
  member_int (run.b, run.json, "losses", 0, _("Pieces each Kingdom removes"), pl.losses);
  json_builder_set_member_name (run.b, "kingdoms");
  json_builder_begin_array (run.b);
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    if (pl.pieces[k] > 0)
      {
        json_builder_begin_object (run.b);
        cas_cli_json_string (run.b, "kingdom", cas_rus_kingdom_id (k));
        cas_cli_json_int (run.b, "pieces", pl.pieces[k]);
        cas_cli_json_int (run.b, "owed", pl.owed[k]);
        cas_cli_json_bool (run.b, "wiped_out", pl.wiped_out[k]);
        json_builder_end_object (run.b);
        if (!run.json)
          g_print (_("  %-14s %d of %d pieces%s\n"), _(cas_rus_kingdom_name (k)), pl.owed[k], pl.pieces[k],
                   pl.wiped_out[k] ? _(", wiped out") : "");
      }
  json_builder_end_array (run.b);
  return rus_finish (&run);
}

/* combat FILE AREA --attacker KINGDOM --armies N [--tactics A,D] [--json]: an attack on
 * AREA by N armies of KINGDOM [BATTLE p.13]: on a neutral area [NEUTRAL p.14], or on a
 * player's, where the Tactics modifiers the players read off their revealed cards are
 * entered with --tactics [PVP p.14]. */
int
cas_cmd_rus_combat (int argc, char **argv)
{
  static const RusCmd cmd = {
    "combat FILE AREA --attacker KINGDOM|INVADER --armies N [--cards A,D] [--tactics A,D] [--moved N] [--json]", 2, FALSE,
    { "--attacker", "--armies", "--tactics", "--cards", "--moved", NULL }, 0x3, 0, TRUE,
  };
  int code = 0;
  g_auto(RusRun) run = { 0 };
  guint64 armies = 0;
  int tactic[2] = { CAS_RUS_TACTIC_NONE, CAS_RUS_TACTIC_NONE };
  int card[2] = { -1, -1 };

  if (!rus_args (&cmd, argc, argv, &run, &code))
    return code;
  const char *attacker_id = run.option[0], *armies_text = run.option[1], *tactics = run.option[2], *cards = run.option[3];
  if (!g_ascii_string_to_unsigned (armies_text, 10, 1, 80, &armies, NULL))
    return cas_cli_fail (2, _("“%s” is not a number of armies (1-80)"), armies_text);
  /* issue 18 (rus-rules): areas the stack moved from where it started, this one included */
  guint64 moved = 1;
  if (run.option[4] && !g_ascii_string_to_unsigned (run.option[4], 10, 1, 3, &moved, NULL))
    return cas_cli_fail (2, _("%s takes the areas the stack has moved from where it started, this one included (1-3)"), "--moved");
  if (tactics && !tactics_arg (tactics, tactic, &code))
    return code;
  if (cards)
    {
      g_auto(GStrv) parts = g_strsplit (cards, ",", -1);
      if (g_strv_length (parts) != 2 || (card[0] = cas_rus_tactic_from_id (parts[0])) < 0
          || (card[1] = cas_rus_tactic_from_id (parts[1])) < 0)
        return cas_cli_fail (2, _("%s takes the two Tactics cards revealed, the invader's then the defender's: %s (cards: %s)"), "--cards",
                             "frontal-assault,city-walls", TACTICS_CARDS);
    }
  if (!rus_load (&run, &code))
    return code;
  const CasRusState *s = run.s;
  int area = cas_rus_area_from_id (run.argv[1]);
  if (area < 0 || area >= s->n_areas)
    return cas_cli_fail (2, _("unknown area “%s”"), run.argv[1]);
  /* rus-invbattle: the Vikings or the Teutons may be the attacker [INVASION p.16] */
  int foreign = cas_rus_invader_slot_from_id (attacker_id);
  int k = foreign >= 0 ? -1 : kingdom_arg (attacker_id, &code);
  if (k < 0 && foreign < 0)
    return code;
  const CasRusArea *ar = &s->areas[area];
  if (k >= 0 && ar->owner == k)
    return cas_cli_fail (2, _("%s is %s land already: there is nobody to attack"), run.argv[1], _(cas_rus_kingdom_name (k)));
  if (foreign >= 0 && cas_rus_area_invader (s, area) == foreign)
    return cas_cli_fail (2, _("the %s stand in %s already: there is nobody to attack"), attacker_id, run.argv[1]);
  const char *attacker_name = k >= 0 ? _(cas_rus_kingdom_name (k)) : cas_rus_invader_name (foreign);

  CasExplain *ex = run.ex;
  CasRusForce att, def;
  CasRusBattle r;
  CasRusSiege siege = { 0 };
  gboolean player_area = cas_rus_area_against_player (s, area);
  /* issue 18 (rus-table): an attack on an ally, the pair, the Ruler or a Vassal is
   * flagged, never refused [ALLY p.7; TWOP p.19; VASSAL p.15; INFLUENCE p.8] */
  int bond = ar->owner >= 0 && k >= 0 ? cas_rus_attack_bond (s, k, ar->owner, ex) : CAS_RUS_BOND_NONE;
  /* rus-invbattle: the invaders attacking their own Vassal: flagged, never refused [VASSAL p.15; INVASION p.16] */
  gboolean invader_vassal = foreign >= 0 && ar->owner >= 0 && s->invaders[foreign].vassals[ar->owner];
  if (invader_vassal)
    cas_explain_add (ex, "VASSAL p.15,INVASION p.16", _("%s submitted to the %s: their Vassal, which its Ruler may not attack; flagged, the table decides"),
                     cas_rus_kingdom_name (ar->owner), cas_rus_invader_name (foreign));

  CasRusCtTree tree;
  /* rus-app: the pairs of cards revealed whose entry the Tactics file lacks: the core's
   * line says so, the CLI names its command */
  int missing[2][2] = { { 0 } };
  int n_missing = 0;

  table_ct (&tree);
  if (k >= 0)
    {
      cas_rus_table_force (s, k, (int) armies, &att);
      /* rus-rel: the religions' CBT modifiers the table entered in the C&T file [BATTLE p.13] */
      cas_rus_force_religion (s, &tree, k, ar->owner, TRUE, &att);
    }
  else
    {
      /* their Metallurgy and Cavalry, +1 (U12), Teutons +1 against the Orthodox [INVASION p.16] */
      memset (&att, 0, sizeof att);
      att.armies = (int) armies;
      att.invader = CAS_RUS_VIKING_INVADERS + foreign;
      att.metallurgy = TRUE;
      att.cavalry = TRUE;
      att.against_orthodox = ar->owner >= 0 && s->kingdoms[ar->owner].religion == CAS_RUS_ORTHODOX;
    }
  if (player_area)
    {
      int mod[2] = { 0, 0 };
      cas_rus_table_force (s, ar->owner, ar->armies, &def);
      cas_rus_force_religion (s, &tree, ar->owner, k, FALSE, &def);
      if (cards)
        {
          /* the matrix the table entered from its cards wins over --tactics [PVP p.14] */
          g_autofree char *path = cas_rus_tactics_default_path ();
          g_autoptr(GError) error = NULL;
          CasRusTactics matrix;
          if (!cas_rus_tactics_load (&matrix, path, &error))
            return cas_cli_fail (1, "%s", error->message);
          /* issue 18: a card the side may not reveal is flagged, never refused */
          for (int side = 0; side < 2; side++)
            {
              int who = side == 0 ? k : ar->owner;
              CasRusTacticsOffer o;
              if (who < 0)
                continue;   /* the invaders' cards: theirs and Cavalry Charge [INVASION p.16] */
              cas_rus_tactics_offer (s, &matrix, who, area, side == 1, &o, NULL);
              if (!o.offered[card[side]])
                cas_explain_add (ex, "PVP p.14,SIEGE p.14,CT p.17",
                                 _("%s revealed %s, which is not among its Tactics cards (castellan-cli tactics offer)"),
                                 cas_rus_kingdom_name (who), cas_rus_tactics_card_name (&matrix, card[side]));
            }
          cas_rus_tactics_modifiers (&matrix, path, card[0], card[1], tactic[0], tactic[1], &mod[0], &mod[1], ex);
          for (int side = 0; side < 2; side++)
            if (!matrix.known[card[side]][card[1 - side]])
              {
                missing[n_missing][0] = card[side];
                missing[n_missing++][1] = card[1 - side];
              }
        }
      else if (tactics == NULL)
        cas_explain_add (ex, "PVP p.14", _("The Tactics modifiers are not entered (--tactics A,D): they count as 0 until the players read them off their revealed cards"));
      else
        mod[0] = tactic[0], mod[1] = tactic[1];
      if (cards)
        cas_rus_battle_player_cards (&s->settings, &att, &def, ar->terrain, card[0], card[1], mod[0], mod[1], &r, &siege, ex);
      else
        cas_rus_battle_player (&s->settings, &att, &def, ar->terrain, mod[0], mod[1], &r, ex);
    }
  else if (ar->armies == 0 && cas_rus_area_invader (s, area) >= 0)
    {
      /* rus-invaders: the invaders' Neutral sub-Kingdom holds it [INVASION p.16] */
      int slot = cas_rus_area_invader (s, area);
      cas_explain_add (ex, "INVASION p.16,NEUTRAL p.14", _("%d armies of the %s hold it, a Neutral sub-Kingdom: a neutral battle against them (their own +1 CBT and Metallurgy are not added when they defend: Castellan's reading, unverified)"),
                       s->invaders[slot].armies[area], cas_rus_invader_slot_id (slot));
      cas_rus_battle_neutral (&s->settings, &att, s->invaders[slot].armies[area], ar->terrain, &r, ex);
    }
  else
    cas_rus_battle_neutral (&s->settings, &att, ar->armies, ar->terrain, &r, ex);

  cas_cli_json_string (run.b, "area", run.argv[1]);
  /* rus-invaders: the invader whose armies defend, only when there is one */
  if (!player_area && ar->armies == 0 && cas_rus_area_invader (s, area) >= 0)
    cas_cli_json_string (run.b, "defender_invader", cas_rus_invader_slot_id (cas_rus_area_invader (s, area)));
  cas_cli_json_string (run.b, "attacker", k >= 0 ? cas_rus_kingdom_id (k) : cas_rus_invader_slot_id (foreign));
  if (ar->owner >= 0)
    cas_cli_json_string (run.b, "defender", cas_rus_kingdom_id (ar->owner));
  else
    cas_cli_json_null (run.b, "defender");
  cas_cli_json_bool (run.b, "against_player", player_area);
  if (!run.json)
    /* TRANSLATORS: castellan-cli combat: "Khazars attacks kiev (Rus)", or "(nobody's)" */
    g_print (_("%s attacks %s (%s)\n"), attacker_name, run.argv[1],
             ar->owner >= 0 ? _(cas_rus_kingdom_name (ar->owner)) : _("nobody's"));
  member_int (run.b, run.json, "attacker_cbt", 1, _("Invader's basic CBT"), r.attacker_cbt);
  member_int (run.b, run.json, "defender_cbt", 1, _("Defender's basic CBT"), r.defender_cbt);
  cas_cli_json_bool (run.b, "legal", r.legal);
  cas_cli_json_bool (run.b, "terrain_known", r.terrain_known);
  member_int (run.b, run.json, "attacker_final", 1, _("Invader's final CBT"), r.attacker_final);
  member_int (run.b, run.json, "defender_final", 1, _("Defender's final CBT"), r.defender_final);
  cas_cli_json_string (run.b, "winner", r.winner == 0 ? "attacker" : r.winner == 1 ? "defender" : "none");
  member_int (run.b, run.json, "attacker_losses", 1, _("Invader's losses"), r.attacker_losses);
  member_int (run.b, run.json, "defender_losses", 1, _("Defender's losses"), r.defender_losses);
  cas_cli_json_bool (run.b, "taken", r.taken);
  cas_cli_json_bool (run.b, "attack_again", r.attack_again);
  /* issue 18 (rus-table): the bond the rules forbid an attack across, and the Siege step */
  cas_cli_json_bool (run.b, "forbidden", bond != CAS_RUS_BOND_NONE || invader_vassal);
  cas_cli_json_string (run.b, "bond", cas_rus_bond_id (bond));
  /* rus-invbattle: the Vikings or Teutons attack their own Vassal [VASSAL p.15]; only
   * when they are the attacker */
  if (foreign >= 0)
    cas_cli_json_bool (run.b, "invader_vassal", invader_vassal);
  if (cards)
    {
      json_builder_set_member_name (run.b, "siege");
      json_builder_begin_object (run.b);
      cas_cli_json_string (run.b, "outcome", cas_rus_siege_id (siege.outcome));
      cas_cli_json_bool (run.b, "settlement_card", siege.settlement_card);
      cas_cli_json_bool (run.b, "siege_card", siege.siege_card);
      cas_cli_json_int (run.b, "may_shelter", siege.may_shelter);
      json_builder_end_object (run.b);
    }
  if (cards)
    {
      /* rus-app: the entries to read off the cards and enter (tactics set OWN OPPONENT N) */
      json_builder_set_member_name (run.b, "tactics_not_entered");
      json_builder_begin_array (run.b);
      for (int i = 0; i < n_missing; i++)
        {
          json_builder_begin_object (run.b);
          cas_cli_json_string (run.b, "own", cas_rus_tactic_id (missing[i][0]));
          cas_cli_json_string (run.b, "opponent", cas_rus_tactic_id (missing[i][1]));
          json_builder_end_object (run.b);
        }
      json_builder_end_array (run.b);
    }
  /* rus-app2: the religions whose CBT modifiers the C&T file lacks (the invader's; the
   * defender's against a player): the core's line says so, the CLI names its command */
  int religion_missing[2] = { cas_rus_force_religion_missing (&att),
                              player_area ? cas_rus_force_religion_missing (&def) : CAS_RUS_RELIGION_NONE };
  if (religion_missing[1] == religion_missing[0])
    religion_missing[1] = CAS_RUS_RELIGION_NONE;
  json_builder_set_member_name (run.b, "religion_not_entered");
  json_builder_begin_array (run.b);
  for (int side = 0; side < 2; side++)
    if (religion_missing[side] != CAS_RUS_RELIGION_NONE)
      json_builder_add_string_value (run.b, cas_rus_religion_id (religion_missing[side]));
  json_builder_end_array (run.b);
  /* issue 18 (rus-rules): the Cavalry follow-on after a battle won [CAVALRY p.15] */
  {
    g_autoptr(CasRusMap) map = table_map ();
    CasRusFollowOn fo;
    gboolean won = r.winner == 0 && r.taken && siege.outcome != CAS_RUS_SIEGE_SHELTER;
    memset (&fo, 0, sizeof fo);
    /* the invaders' own campaign beyond is `invasion --route`'s */
    if (k >= 0)
      cas_rus_cavalry_follow_on (s, map, k, area, won, (int) armies - r.attacker_losses, (int) moved, &fo, ex);
    if (fo.cavalry)
      {
        json_builder_set_member_name (run.b, "follow_on");
        json_builder_begin_object (run.b);
        cas_cli_json_bool (run.b, "may_continue", fo.may_continue);
        cas_cli_json_int (run.b, "moves_left", fo.moves_left);
        cas_cli_json_int (run.b, "armies", fo.may_continue ? fo.may_continue_with : 0);
        json_builder_set_member_name (run.b, "next");
        json_builder_begin_array (run.b);
        for (int i = 0; i < fo.n_next; i++)
          {
            g_autofree char *id = cas_rus_area_id (fo.next[i]);
            json_builder_add_string_value (run.b, id);
          }
        json_builder_end_array (run.b);
        cas_cli_json_int (run.b, "adjacency_not_entered", fo.n_unknown);
        json_builder_end_object (run.b);
        if (!run.json && fo.may_continue)
          g_print (_("  Cavalry follow-on: yes (armies that may go on: %d; areas of movement left: %d)\n"), fo.may_continue_with, fo.moves_left);
        else if (!run.json)
          g_print ("%s\n", _("  Cavalry follow-on: no"));
      }
  }
  for (int i = 0; !run.json && i < n_missing; i++)
    /* TRANSLATORS: castellan-cli combat; the command is not translated */
    g_print (_("  Not in the Tactics file: castellan-cli tactics set %s %s N enters it from the card\n"),
             cas_rus_tactic_id (missing[i][0]), cas_rus_tactic_id (missing[i][1]));
  for (int side = 0; !run.json && side < 2; side++)
    if (religion_missing[side] != CAS_RUS_RELIGION_NONE)
      /* TRANSLATORS: castellan-cli combat; the command is not translated */
      g_print (_("  Not in the C&T file: castellan-cli ct set %s cbt SPEC enters its CBT modifiers from the Player Mat\n"),
               cas_rus_religion_id (religion_missing[side]));
  if (!run.json && bond != CAS_RUS_BOND_NONE)
    g_print (_("  The rules forbid this attack (%s): flagged, the table decides\n"), cas_rus_bond_id (bond));
  if (!run.json && invader_vassal)
    g_print ("%s\n", _("  The rules forbid this attack (their own Vassal): flagged, the table decides"));
  if (!run.json && siege.outcome == CAS_RUS_SIEGE_SHELTER)
    g_print (ngettext ("  Siege: the defender may shelter %d army in the settlement; the invader then fights again or withdraws\n",
                       "  Siege: the defender may shelter %d armies in the settlement; the invader then fights again or withdraws\n",
                       (gulong) siege.may_shelter), siege.may_shelter);
  if (!run.json)
    g_print (_("  Allowed: %s; winner: %s; area taken: %s\nWhy:\n"), yes_no (r.legal && bond == CAS_RUS_BOND_NONE && !invader_vassal),
             r.winner == 0 ? _("the invader") : r.winner == 1 ? _("the defender") : _("nobody"), yes_no (r.taken));
  return rus_result (&run);
}

/* payment FILE KINGDOM --cost SPEC [--json] [--apply]: can the Kingdom pay the cost, with
 * Money standing in for Basics and an Influenced Kingdom's store pooled [COMMOD p.10;
 * INFLUENCE p.8]. */
int
cas_cmd_rus_payment (int argc, char **argv)
{
  static const RusCmd cmd = { "payment FILE KINGDOM --cost SPEC [--json] [--apply]", 2, TRUE, { "--cost", NULL }, 0x1, 1 };
  int code = 0;
  g_auto(RusRun) run = { 0 };
  g_autoptr(GError) error = NULL;
  CasRusCost cost;

  if (!rus_args (&cmd, argc, argv, &run, &code))
    return code;
  const char *spec = run.option[0];
  if (!cas_rus_cost_parse (spec, &cost, &error))
    return cas_cli_fail (2, _("--cost: %s"), error->message);
  if (!rus_load (&run, &code))
    return code;
  const CasRusState *s = run.s;
  int k = run.kingdom;
  CasExplain *ex = run.ex;
  CasRusKingdomPayment pay;
  gboolean ok = cas_rus_kingdom_pay (s, k, &cost, &pay, ex);

  cas_cli_json_string (run.b, "kingdom", cas_rus_kingdom_id (k));
  if (pay.kingdom[1] >= 0)
    cas_cli_json_string (run.b, "pooled_with", cas_rus_kingdom_id (pay.kingdom[1]));
  else
    cas_cli_json_null (run.b, "pooled_with");
  cas_cli_json_bool (run.b, "payable", ok);
  if (!run.json)
    g_print (_("%s pays %s: %s\n"), _(cas_rus_kingdom_name (k)), spec, yes_no (ok));
  member_int (run.b, run.json, "money_for_basics", 1, _("Money standing in for Basics"), pay.payment.money_for_basics);
  member_int (run.b, run.json, "short_basics", 1, _("Basics short"), pay.payment.short_basics);
  member_int (run.b, run.json, "short_commodities", 1, _("Commodities short"), pay.payment.short_commodities);
  json_builder_set_member_name (run.b, "pays");
  json_builder_begin_array (run.b);
  for (int i = 0; i < 2 && ok; i++)
    if (pay.kingdom[i] >= 0 && (i == 0 || resources_total (pay.use[i]) > 0))
      {
        g_autofree char *words = resources_words (pay.use[i]);
        json_builder_begin_object (run.b);
        cas_cli_json_string (run.b, "kingdom", cas_rus_kingdom_id (pay.kingdom[i]));
        member_resources (run.b, "resources", pay.use[i]);
        json_builder_end_object (run.b);
        if (!run.json)
          g_print (_("  %s hands over %s\n"), _(cas_rus_kingdom_name (pay.kingdom[i])), words);
      }
  json_builder_end_array (run.b);
  /* issue 18 (rus-table): the two-player game's pair [TWOP p.19] */
  if (pay.pair >= 0)
    cas_cli_json_string (run.b, "pair", cas_rus_kingdom_id (pay.pair));
  else
    cas_cli_json_null (run.b, "pair");
  cas_cli_json_bool (run.b, "pair_trade_pays", pay.pair_trade_pays);
  if (!run.json && !ok && pay.pair >= 0)
    g_print (_("  Paid after 1:1 trades with %s: %s\n"), _(cas_rus_kingdom_name (pay.pair)), yes_no (pay.pair_trade_pays));
  return rus_finish (&run);
}

/* harvest FILE KINGDOM [--json] [--apply]: what the Kingdom draws in the Harvest round
 * [HARVEST p.9; TAIGA p.9; COMMOD p.10]. */
int
cas_cmd_rus_harvest (int argc, char **argv)
{
  static const RusCmd cmd = { "harvest FILE KINGDOM [--json] [--apply]", 2, TRUE, { NULL }, 0, 1 };
  int code = 0;
  g_auto(RusRun) run = { 0 };
  if (!rus_open (&cmd, argc, argv, &run, &code))
    return code;
  const CasRusState *s = run.s;
  int k = run.kingdom;
  CasExplain *ex = run.ex;
  CasRusHarvest h;
  int yields[CAS_RUS_N_RESOURCES] = { 0 };
  CasRusCtTree tree;

  /* issue 18: the abilities' extra from the C&T file (a damaged one: said, not counted) */
  table_ct (&tree);
  cas_rus_harvest_ct (s, &tree, k, &h, ex);
  for (int r = 0; r < CAS_RUS_N_BASICS; r++)
    yields[r] = h.yields[r];
  cas_cli_json_string (run.b, "kingdom", cas_rus_kingdom_id (k));
  if (!run.json)
    {
      g_autofree char *words = resources_words (yields);
      g_print ("%s\n", _(cas_rus_kingdom_name (k)));
      g_print (_("  Tiles by terrain: %s\n"), words);
    }
  member_resources (run.b, "yields", yields);
  member_int (run.b, run.json, "taiga_areas", 1, _("Taiga areas"), h.taiga_areas);
  member_int (run.b, run.json, "taiga", 1, _("Livestock or Timber from the Taiga"), h.taiga);
  member_bool (run.b, run.json, "lead", 1, _("Harvest Lead (+1 Basic of any type)"), h.lead);
  member_int (run.b, run.json, "tiles", 1, _("Tiles drawn (before the abilities' extra)"), h.tiles);
  member_resources (run.b, "conversions", h.conversions);
  if (!run.json)
    {
      g_autofree char *words = resources_words (h.conversions);
      g_print (_("  Conversions allowed: %s\n"), words);
    }
  member_int (run.b, run.json, "areas_terrain_unknown", 1, _("Held areas whose terrain is not entered"), h.n_unknown);
  member_resources (run.b, "extra", h.extra);
  cas_cli_json_int (run.b, "extra_not_entered", h.extra_unknown);
  if (!run.json && (resources_total (h.extra) > 0 || h.extra_unknown > 0))
    {
      g_autofree char *words = resources_words (h.extra);
      g_print (_("  The abilities' extra (C&T file): %s; not entered for %d basic abilities held\n"), words, h.extra_unknown);
    }
  member_int (run.b, run.json, "over_limit", 1, _("Tiles over the store limit afterwards"), h.over_limit);
  return rus_finish (&run);
}

/* A list of Kingdoms as a JSON member and, in text, a line. */
static void
member_kingdoms (JsonBuilder *b, gboolean json, const char *name, const char *words, const int *list, int n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  if (!json)
    g_print ("%s", words);
  for (int j = 0; j < n; j++)
    {
      json_builder_add_string_value (b, cas_rus_kingdom_id (list[j]));
      if (!json)
        g_print (" %s", _(cas_rus_kingdom_name (list[j])));
    }
  if (!json)
    g_print ("%s%s\n", n ? "" : " ", n ? "" : _("none"));
  json_builder_end_array (b);
}

/* diplomacy FILE KINGDOM [--submit-to KINGDOM|INVADER] [--ally KINGDOM]
 * [--envoy POWER] [--json] [--apply]: the Kingdom's register and the legality of a
 * submission, an alliance or an Envoy [DIPLO p.7; SUBMIT p.13; TRIBUTE p.9]. */
int
cas_cmd_rus_diplomacy (int argc, char **argv)
{
  static const RusCmd cmd = {
    "diplomacy FILE KINGDOM [--submit-to KINGDOM|INVADER] [--ally KINGDOM] [--envoy POWER] [--json] [--apply]", 2, TRUE,
    { "--submit-to", "--ally", "--envoy", NULL }, 0, 1,
  };
  int code = 0;
  g_auto(RusRun) run = { 0 };
  int invader = -1, foreign = CAS_RUS_NO_INVADER, other = -1, power = -1;

  if (!rus_args (&cmd, argc, argv, &run, &code))
    return code;
  const char *submit = run.option[0], *ally = run.option[1], *envoy = run.option[2];
  if (submit)
    foreign = cas_rus_invader_from_id (submit);
  if (submit && foreign == CAS_RUS_NO_INVADER && (invader = kingdom_arg (submit, &code)) < 0)
    return code;
  if (ally && (other = kingdom_arg (ally, &code)) < 0)
    return code;
  if (envoy && (power = cas_rus_power_from_id (envoy)) < 0)
    return cas_cli_fail (2, _("unknown Foreign Power “%s” (%s)"), envoy, "china, europe, scandinavia, byzantium");
  if (!rus_load (&run, &code))
    return code;
  const CasRusState *s = run.s;
  int k = run.kingdom;
  CasExplain *ex = run.ex;
  CasRusDiplomacy d;

  cas_rus_diplomacy (s, k, &d, ex);
  rus_kingdom_head (&run);
  if (d.ruler >= 0)
    cas_cli_json_string (run.b, "ruler", cas_rus_kingdom_id (d.ruler));
  else
    cas_cli_json_null (run.b, "ruler");
  if (!run.json)
    g_print (_("  Ruler: %s\n"), d.ruler >= 0 ? _(cas_rus_kingdom_name (d.ruler)) : _("none"));
  member_kingdoms (run.b, run.json, "vassals", _("  Vassals:"), d.vassals, d.n_vassals);
  member_kingdoms (run.b, run.json, "allies", _("  Allies:"), d.allies, d.n_allies);
  json_builder_set_member_name (run.b, "envoys");
  json_builder_begin_array (run.b);
  if (!run.json)
    g_print ("%s", _("  Envoys:"));
  for (int j = 0; j < d.n_envoys; j++)
    {
      json_builder_add_string_value (run.b, cas_rus_power_id (d.envoys[j]));
      if (!run.json)
        g_print (" %s", _(cas_rus_power_name (d.envoys[j])));
    }
  if (!run.json)
    g_print ("%s%s\n", d.n_envoys ? "" : " ", d.n_envoys ? "" : _("none"));
  json_builder_end_array (run.b);
  if (d.influence_ally >= 0)
    cas_cli_json_string (run.b, "influence_ally", cas_rus_kingdom_id (d.influence_ally));
  else
    cas_cli_json_null (run.b, "influence_ally");
  member_int (run.b, run.json, "flags", 1, _("Links the rules forbid"), d.n_flags);
  /* rusmap: this Diplomacy round's limits, from the journal's lines since it began. */
  {
    CasRusDiploRound r;
    cas_rus_journal_diplomacy_round (run.journal, k, &r, ex);
    json_builder_set_member_name (run.b, "round");
    json_builder_begin_object (run.b);
    cas_cli_json_bool (run.b, "diplomacy", r.in_round);
    cas_cli_json_int (run.b, "envoy_moves", r.envoy_moves);
    cas_cli_json_int (run.b, "alliance_changes", r.alliance_changes);
    cas_cli_json_int (run.b, "over_limit", r.n_flags);
    json_builder_end_object (run.b);
    if (!run.json && r.in_round)
      g_print (_("  This Diplomacy round: Envoy moves %d, alliance changes %d, over the limits %d\n"), r.envoy_moves,
               r.alliance_changes, r.n_flags);
  }
  cas_cli_json_bool (run.b, "must_rebel", d.tribute.must_rebel);
  cas_cli_json_bool (run.b, "owes_tribute", d.tribute.owes_tribute);
  if (!run.json && d.tribute.vassal)
    g_print (_("  Must rebel: %s; pays Tribute if asked: %s\n"), yes_no (d.tribute.must_rebel),
             yes_no (d.tribute.owes_tribute));
  /* rus-invbattle: the Vikings or Teutons at its land this turn: the surrender offered and
   * proposed [INVASION p.16] */
  if (!submit)
    {
      g_autoptr(CasRusMap) map = table_map ();
      int offer = cas_rus_invader_submission_offer (s, map, k, ex);
      if (offer != CAS_RUS_NO_INVADER)
        cas_cli_json_string (run.b, "invader_submission", cas_rus_map_invader_id (offer - CAS_RUS_VIKING_INVADERS));
      if (!run.json && offer != CAS_RUS_NO_INVADER)
        g_print (_("  May surrender to the %s now: yes\n"), cas_rus_map_invader_id (offer - CAS_RUS_VIKING_INVADERS));
    }
  if (submit)
    {
      CasRusSubmission sub;
      cas_rus_submission (s, k, invader, foreign, &sub, ex);
      if (sub.allowed)
        cas_rus_submission_propose (s, k, invader, foreign, ex);
      cas_cli_json_bool (run.b, "may_submit", sub.allowed);
      if (!run.json)
        g_print (_("  May submit to %s: %s\n"), submit, yes_no (sub.allowed));
    }
  if (ally)
    {
      CasRusDiploMove m;
      cas_rus_ally_check (s, k, other, &m, ex);
      cas_cli_json_bool (run.b, "may_ally", m.allowed);
      if (!run.json)
        g_print (_("  May ally with %s: %s\n"), _(cas_rus_kingdom_name (other)), yes_no (m.allowed));
    }
  if (envoy)
    {
      CasRusDiploMove m;
      cas_rus_envoy_check (s, k, power, &m, ex);
      cas_cli_json_bool (run.b, "may_send_envoy", m.allowed);
      if (!run.json)
        g_print (_("  May send an Envoy to %s: %s\n"), _(cas_rus_power_name (power)), yes_no (m.allowed));
    }
  return rus_finish (&run);
}

/* build FILE KINGDOM [--area AREA] [--json] [--apply]: the countermix, the settlements
 * left, what can be built area by area and the armies that can be recruited
 * [STACK p.12; BUILD p.11; RECRUIT p.12]; with --area, the build there proposed. */
int
cas_cmd_rus_build (int argc, char **argv)
{
  static const RusCmd cmd = { "build FILE KINGDOM [--area AREA] [--json] [--apply]", 2, TRUE, { "--area", NULL }, 0, 1 };
  int code = 0, area = -1;
  g_auto(RusRun) run = { 0 };
  if (!rus_open (&cmd, argc, argv, &run, &code))
    return code;
  const CasRusState *s = run.s;
  const char *area_id = run.option[0];
  int k = run.kingdom;
  if (area_id && ((area = cas_rus_area_from_id (area_id)) < 0 || area >= s->n_areas))
    return cas_cli_fail (2, _("unknown area “%s”"), area_id);
  CasExplain *ex = run.ex;
  CasRusCountermix mix;
  CasRusConstruction con;
  CasRusRecruitment rec;

  cas_rus_countermix (s, k, &mix, ex);
  cas_rus_construction (s, k, &con, ex);
  cas_rus_recruitment (s, k, &mix, &rec, ex);
  rus_kingdom_head (&run);
  member_int (run.b, run.json, "pieces_in_play", 1, _("Pieces in play (of 40)"), mix.in_play);
  member_int (run.b, run.json, "pieces_free", 1, _("Pieces free"), MAX (mix.free, 0));
  json_builder_set_member_name (run.b, "settlements_left");
  json_builder_begin_object (run.b);
  for (int l = CAS_RUS_TOWN; l <= CAS_RUS_FORTRESS; l++)
    cas_cli_json_int (run.b, cas_rus_settlement_id (l), con.left[l]);
  json_builder_end_object (run.b);
  if (!run.json)
    g_print (_("  Settlements left: %d Towns, %d Cities, %d Fortresses\n"), con.left[CAS_RUS_TOWN], con.left[CAS_RUS_CITY],
             con.left[CAS_RUS_FORTRESS]);
  json_builder_set_member_name (run.b, "builds");
  json_builder_begin_array (run.b);
  for (int i = 0; i < con.n_steps; i++)
    {
      const CasRusConstructionStep *st = &con.steps[i];
      g_autofree char *id = cas_rus_area_id (st->area);
      json_builder_begin_object (run.b);
      cas_cli_json_string (run.b, "area", id);
      cas_cli_json_string (run.b, "settlement", cas_rus_settlement_id (st->level));
      member_resources (run.b, "cost", st->cost.need);
      cas_cli_json_bool (run.b, "allowed", st->allowed);
      cas_cli_json_bool (run.b, "payable", st->payable);
      json_builder_end_object (run.b);
      if (!run.json)
        {
          g_autofree char *words = resources_words (st->cost.need);
          g_print (_("  %-16s %s for %s: %s\n"), id, cas_rus_settlement_id (st->level), words,
                   !st->allowed ? _("not allowed") : st->payable ? _("payable") : _("not payable"));
        }
    }
  json_builder_end_array (run.b);
  member_int (run.b, run.json, "free_armies", 1, _("Free armies"), rec.free_armies);
  member_int (run.b, run.json, "armies_to_buy", 1, _("Armies it can buy"), rec.bought);
  if (area >= 0)
    {
      const CasRusConstructionStep *st = NULL;
      for (int i = 0; i < con.n_steps; i++)
        if (con.steps[i].area == area)
          st = &con.steps[i];
      if (st == NULL)
        cas_explain_add (ex, "BUILD p.11", _("%s: nothing to build there (not %s land, or a Fortress already)"), area_id,
                         _(cas_rus_kingdom_name (k)));
      else if (st->allowed)
        {
          CasRusKingdomPayment pay;
          if (cas_rus_kingdom_pay (s, k, &st->cost, &pay, ex))
            cas_explain_propose (ex, "settlement %s %s turn %d", area_id, cas_rus_settlement_id (st->level), s->turn);
        }
    }
  return rus_finish (&run);
}

/* tactics offer FILE KINGDOM [--area AREA] [--json]: the Tactics cards the Kingdom may
 * reveal in a battle, defending AREA when it is its land [PVP p.14; SIEGE p.14; CT p.17]. */
static int
tactics_offer (const CasRusTactics *t, const char *path, int argc, char **argv)
{
  static const RusCmd cmd = { "tactics offer FILE KINGDOM [--area AREA] [--json]", 2, FALSE, { "--area", NULL }, 0, 1, FALSE };
  int code = 0, area = -1;
  g_auto(RusRun) run = { 0 };
  gboolean defending;
  CasRusTacticsOffer o;

  if (!rus_args (&cmd, argc, argv, &run, &code) || !rus_load (&run, &code))
    return code;
  if (run.option[0] && ((area = cas_rus_area_from_id (run.option[0])) < 0 || area >= run.s->n_areas))
    return cas_cli_fail (2, _("unknown area “%s”"), run.option[0]);
  defending = area >= 0 && run.s->areas[area].owner == run.kingdom;
  cas_rus_tactics_offer (run.s, t, run.kingdom, area, defending, &o, run.ex);
  cas_cli_json_string (run.b, "file", path);
  rus_kingdom_head (&run);
  if (area >= 0)
    cas_cli_json_string (run.b, "area", run.option[0]);
  else
    cas_cli_json_null (run.b, "area");
  cas_cli_json_bool (run.b, "defending", defending);
  json_builder_set_member_name (run.b, "cards");
  json_builder_begin_array (run.b);
  for (int c = 0; c < CAS_RUS_N_TACTICS; c++)
    if (o.offered[c])
      {
        json_builder_add_string_value (run.b, cas_rus_tactic_id (c));
        if (!run.json)
          g_print ("  %-18s %s\n", cas_rus_tactic_id (c), cas_rus_tactics_card_name (t, c));
      }
  json_builder_end_array (run.b);
  cas_cli_json_int (run.b, "not_entered", o.not_entered);
  /* rus-app2: the table's cards whose ability the Tactics file lacks: the core's line says
   * so, the CLI names its command */
  json_builder_set_member_name (run.b, "abilities_not_entered");
  json_builder_begin_array (run.b);
  for (int i = 0; i < CAS_RUS_N_TABLE_TACTICS; i++)
    if (t->name[i][0] && t->ability[i] < 0)
      {
        json_builder_add_string_value (run.b, cas_rus_tactic_id (CAS_RUS_TABLE_TACTIC_1 + i));
        if (!run.json)
          /* TRANSLATORS: castellan-cli tactics offer; the command is not translated */
          g_print (_("  Not in the Tactics file: castellan-cli tactics card %s ability ABILITY enters it from the card\n"),
                   cas_rus_tactic_id (CAS_RUS_TABLE_TACTIC_1 + i));
      }
  json_builder_end_array (run.b);
  if (!run.json)
    g_print ("%s\n", _("Why:"));
  return rus_result (&run);
}

/* tactics [show] [--json] | tactics set OWN OPPONENT N | tactics unset OWN OPPONENT: the
 * Tactics matrix the table enters from its own cards [PVP p.14], kept in
 * $XDG_DATA_HOME/castellan/rus/tactics.json. */
int
cas_cmd_rus_tactics (int argc, char **argv)
{
  static const char usage[] = "usage: castellan-cli tactics [show] [--json] | tactics set OWN OPPONENT N | tactics unset OWN OPPONENT | "
                              "tactics card table-N name TEXT|ability ABILITY|unknown | tactics offer FILE KINGDOM [--area AREA] [--json]";
  gboolean offer = argc > 0 && g_str_equal (argv[0], "offer");
  gboolean json = !offer && cas_cli_has_flag (&argc, argv, "--json");
  g_autofree char *path = cas_rus_tactics_default_path ();
  g_autoptr(GError) error = NULL;
  CasRusTactics t;
  gboolean show = argc == 0 || (argc == 1 && g_str_equal (argv[0], "show"));

  if (!cas_rus_tactics_load (&t, path, &error))
    {
      /* a damaged file: showing it and the offer fail; setting an entry starts a new
       * matrix and keeps the damaged file beside it (cas_rus_tactics_save ()) */
      if (show || offer)
        return cas_cli_fail (1, "%s", error->message);
      g_printerr ("%s\n", error->message);
      cas_rus_tactics_init (&t);
    }
  if (offer)
    return tactics_offer (&t, path, argc - 1, argv + 1);
  if (show)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      int n = 0;
      json_builder_begin_object (b);
      cas_cli_json_string (b, "file", path);
      json_builder_set_member_name (b, "matrix");
      json_builder_begin_array (b);
      for (int own = 0; own < CAS_RUS_N_TACTICS; own++)
        for (int opp = 0; opp < CAS_RUS_N_TACTICS; opp++)
          if (t.known[own][opp])
            {
              json_builder_begin_object (b);
              cas_cli_json_string (b, "own", cas_rus_tactic_id (own));
              cas_cli_json_string (b, "opponent", cas_rus_tactic_id (opp));
              cas_cli_json_int (b, "modifier", t.value[own][opp]);
              json_builder_end_object (b);
              if (!json)
                g_print (_("%-18s against %-18s %+d\n"), cas_rus_tactic_id (own), cas_rus_tactic_id (opp), t.value[own][opp]);
              n++;
            }
      json_builder_end_array (b);
      /* issue 18: the table's cards, named and tied to the ability that adds them */
      json_builder_set_member_name (b, "table_cards");
      json_builder_begin_array (b);
      for (int i = 0; i < CAS_RUS_N_TABLE_TACTICS; i++)
        if (t.name[i][0] || t.ability[i] >= 0)
          {
            int card = CAS_RUS_TABLE_TACTIC_1 + i;
            json_builder_begin_object (b);
            cas_cli_json_string (b, "card", cas_rus_tactic_id (card));
            if (t.name[i][0])
              cas_cli_json_string (b, "name", t.name[i]);
            else
              cas_cli_json_null (b, "name");
            if (t.ability[i] >= 0)
              cas_cli_json_string (b, "ability", cas_rus_ability_id (t.ability[i]));
            else
              cas_cli_json_null (b, "ability");
            json_builder_end_object (b);
            if (!json)
              g_print (_("%-18s %s, added by %s\n"), cas_rus_tactic_id (card), cas_rus_tactics_card_name (&t, card),
                       t.ability[i] >= 0 ? cas_rus_ability_name (t.ability[i]) : _("an ability not entered"));
            n++;
          }
      json_builder_end_array (b);
      json_builder_end_object (b);
      if (json)
        {
          g_autoptr(JsonNode) root = json_builder_get_root (b);
          cas_cli_print_json (root);
        }
      else if (n == 0)
        g_print (_("No Tactics entered yet (cards: %s)\n"), TACTICS_CARDS);
      return 0;
    }
  if (json)
    return cas_cli_fail (2, "%s", usage);
  if ((g_str_equal (argv[0], "set") && argc == 4) || (g_str_equal (argv[0], "unset") && argc == 3))
    {
      int own = cas_rus_tactic_from_id (argv[1]), opp = cas_rus_tactic_from_id (argv[2]);
      gint64 v = 0;
      g_autofree char *backup = NULL;
      if (own < 0 || opp < 0)
        return cas_cli_fail (2, _("unknown Tactics card “%s” (%s)"),
                             own < 0 ? argv[1] : argv[2], TACTICS_CARDS);
      if (argc == 4 && !g_ascii_string_to_signed (argv[3], 10, CAS_RUS_TACTIC_MIN, CAS_RUS_TACTIC_MAX, &v, NULL))
        return cas_cli_fail (2, _("“%s” is not a Tactics modifier (%d to %d)"), argv[3], CAS_RUS_TACTIC_MIN, CAS_RUS_TACTIC_MAX);
      t.known[own][opp] = argc == 4;
      t.value[own][opp] = (int) v;
      if (!cas_rus_tactics_save (&t, path, &backup, &error))
        return cas_cli_fail (1, "%s", error->message);
      if (backup)
        g_printerr (_("the damaged Tactics file was kept as %s\n"), backup);
      if (argc == 4)
        g_print (_("%s against %s: %+d (saved in %s)\n"), cas_rus_tactic_id (own), cas_rus_tactic_id (opp), (int) v, path);
      else
        g_print (_("%s against %s: unknown (saved in %s)\n"), cas_rus_tactic_id (own), cas_rus_tactic_id (opp), path);
      return 0;
    }
  if (g_str_equal (argv[0], "card") && argc == 4)
    {
      int card = cas_rus_tactic_from_id (argv[1]);
      g_autofree char *backup = NULL;
      g_autofree char *words = NULL;
      if (card < 0)
        return cas_cli_fail (2, _("unknown Tactics card “%s” (the table’s cards are table-1 to table-8)"), argv[1]);
      if (!cas_rus_tactics_card_set_words (&t, card, (const char *const *) argv + 2, 2, &error))
        return cas_cli_fail (2, "%s", error->message);
      if (!cas_rus_tactics_save (&t, path, &backup, &error))
        return cas_cli_fail (1, "%s", error->message);
      if (backup)
        g_printerr (_("the damaged Tactics file was kept as %s\n"), backup);
      words = g_strjoinv (" ", argv + 1);
      g_print (_("%s (saved in %s)\n"), words, path);
      return 0;
    }
  return cas_cli_fail (2, "%s", usage);
}

/* ---- the C&T tree the table enters (issue 18, rus): `ct` ---- */

static const char *const ct_status_ids[] = { "held", "buyable", "blocked", "not-entered" };

static int
ability_key (const char *id, int *code)
{
  int a = cas_rus_ability_from_id (id);
  if (a < 0)
    *code = cas_cli_fail (2, _("unknown ability “%s”"), id);
  return a;
}

/* An entry of the C&T tree: an ability or (rus-rel) a religion. */
static int
ct_entry_key (const char *id, int *code)
{
  int a = cas_rus_ct_entry_from_id (id);
  if (a < 0)
    *code = cas_cli_fail (2, _("unknown ability or religion “%s”"), id);
  return a;
}

/* One entry of `ct check`'s answer: its status, cost, discount; in text a line. */
static void
ct_entry (RusRun *run, const CasRusCtTree *t, const CasRusCtOptions *o, int a, const char *key)
{
  const CasRusCtItem *it = &t->items[a];
  json_builder_begin_object (run->b);
  cas_cli_json_string (run->b, key, cas_rus_ct_entry_id (a));
  cas_cli_json_string (run->b, "status", ct_status_ids[o->status[a]]);
  if (it->cost_known && o->status[a] != CAS_RUS_CT_HELD)
    {
      member_resources (run->b, "cost", o->cost[a]);
      cas_cli_json_bool (run->b, "payable", o->payable[a]);
    }
  else
    cas_cli_json_null (run->b, "cost");
  if (o->discount[a] >= 0)
    cas_cli_json_string (run->b, "discount", cas_rus_resource_id (o->discount[a]));
  json_builder_end_object (run->b);
  if (!run->json && o->status[a] != CAS_RUS_CT_HELD)
    {
      g_autofree char *cost = it->cost_known ? resources_words (o->cost[a]) : g_strdup (_("not entered"));
      g_print (_("  %-16s %-12s cost: %s\n"), cas_rus_ct_entry_id (a), ct_status_ids[o->status[a]], cost);
    }
}

/* ct check FILE KINGDOM [--buy ABILITY] [--json] [--apply]: what the Kingdom may buy now
 * and what it costs [CT p.17; COMMOD p.10]; with --buy, the purchase's actions. */
static int
ct_check (const void *file, const char *path, int argc, char **argv)
{
  const CasRusCtTree *t = file;
  static const RusCmd cmd = {
    "ct check FILE KINGDOM [--buy ABILITY|RELIGION] [--discount-spent] [--json] [--apply]", 2, TRUE, { "--buy", NULL }, 0, 1, FALSE,
  };
  int code = 0, buy = -1;
  g_auto(RusRun) run = { 0 };
  gboolean spent = cas_cli_has_flag (&argc, argv, "--discount-spent");
  CasRusCtOptions o;

  if (!rus_args (&cmd, argc, argv, &run, &code))
    return code;
  if (run.option[0] && (buy = ct_entry_key (run.option[0], &code)) < 0)
    return code;
  if (!rus_load (&run, &code))
    return code;
  cas_rus_ct_options (run.s, t, run.kingdom, spent, &o, run.ex);
  cas_cli_json_string (run.b, "file", path);
  rus_kingdom_head (&run);
  cas_cli_json_bool (run.b, "lead", o.lead);
  cas_cli_json_bool (run.b, "discount_spent", o.discount_spent);
  cas_cli_json_bool (run.b, "vp_bought", o.vp_bought);
  cas_cli_json_bool (run.b, "black_death", o.black_death);
  cas_cli_json_int (run.b, "pieces_free", o.pieces_free);
  member_int (run.b, run.json, "buyable", 1, _("Abilities it may buy now"), o.n_buyable);
  json_builder_set_member_name (run.b, "abilities");
  json_builder_begin_array (run.b);
  for (int a = 0; a < CAS_RUS_N_ABILITIES; a++)
    ct_entry (&run, t, &o, a, "ability");
  json_builder_end_array (run.b);
  /* rus-rel: the religions of the tree, and the one it holds */
  cas_cli_json_string (run.b, "religion", cas_rus_religion_id (run.s->kingdoms[run.kingdom].religion));
  json_builder_set_member_name (run.b, "religions");
  json_builder_begin_array (run.b);
  for (int a = CAS_RUS_N_ABILITIES; a < CAS_RUS_CT_N_ENTRIES; a++)
    ct_entry (&run, t, &o, a, "religion");
  json_builder_end_array (run.b);
  /* rus-app2: the core's lines say what is not entered; the CLI names its command */
  for (int a = 0; !run.json && a < CAS_RUS_CT_N_ENTRIES; a++)
    if (o.status[a] == CAS_RUS_CT_NOT_ENTERED)
      {
        /* TRANSLATORS: castellan-cli ct check; the command is not translated */
        g_print ("%s\n", _("  Not entered: castellan-cli ct set ABILITY|RELIGION FACT VALUE enters it from the Player Mat"));
        break;
      }
  if (buy >= 0)
    cas_rus_ct_buy (run.s, t, run.kingdom, buy, spent, run.ex);
  return rus_finish (&run);
}

static void
ct_print (const void *file, JsonObject *list, const char *path)
{
  const CasRusCtTree *t = file;
  (void) list;
  g_print (_("C&T file: %s\n"), path);
  for (int a = 0; a < CAS_RUS_CT_N_ENTRIES; a++)
    {
      g_autofree char *words = cas_rus_ct_entry_words (t, a);
      g_print ("  %-16s %s\n", cas_rus_ct_entry_id (a), words);
    }
}

/* ct [show] [--json] | ct set ABILITY|RELIGION FACT VALUE | ct check FILE KINGDOM ...: the C&T tree
 * the table enters from its Player Mat, kept in $XDG_DATA_HOME/castellan/rus/ct.json. */
int
cas_cmd_rus_ct (int argc, char **argv)
{
  static const RusFileCmd cmd = {
    &cas_rus_ct_file,
    "usage: castellan-cli ct [show] [--json] | ct set ABILITY|RELIGION FACT VALUE | "
    "ct check FILE KINGDOM [--buy ABILITY|RELIGION] [--discount-spent] [--json] [--apply]",
    ct_entry_key, 2, N_("the C&T tree could not be written as JSON"), ct_print, ct_check,
  };
  return cas_cli_rus_file (&cmd, argc, argv);
}

/* ---- the Foreign Powers' trade charters the table enters (issue 18, rus): `charter` ---- */

static int
power_key (const char *id, int *code)
{
  int p = cas_rus_power_from_id (id);
  if (p < 0)
    *code = cas_cli_fail (2, _("unknown Foreign Power “%s” (china, europe, scandinavia, byzantium)"), id);
  return p;
}

/* charter check FILE KINGDOM [--power POWER] [--json]: what the Kingdom may buy from each
 * Foreign Power (or one) in the Trade round [TRADE p.10; ENVOY p.7]. */
static int
charter_check (const void *file, const char *path, int argc, char **argv)
{
  const CasRusCharters *c = file;
  static const RusCmd cmd = { "charter check FILE KINGDOM [--power POWER] [--json]", 2, FALSE, { "--power", NULL }, 0, 1, FALSE };
  int code = 0, only = -1;
  g_auto(RusRun) run = { 0 };

  if (!rus_args (&cmd, argc, argv, &run, &code))
    return code;
  if (run.option[0] && (only = power_key (run.option[0], &code)) < 0)
    return code;
  if (!rus_load (&run, &code))
    return code;
  cas_cli_json_string (run.b, "file", path);
  rus_kingdom_head (&run);
  json_builder_set_member_name (run.b, "powers");
  json_builder_begin_array (run.b);
  for (int p = 0; p < CAS_RUS_N_POWERS; p++)
    {
      CasRusTrade tr;
      if (only >= 0 && p != only)
        continue;
      cas_rus_trade (run.s, c, run.kingdom, p, &tr, run.ex);
      json_builder_begin_object (run.b);
      cas_cli_json_string (run.b, "power", cas_rus_power_id (p));
      cas_cli_json_bool (run.b, "envoy", tr.envoy);
      cas_cli_json_bool (run.b, "lead", tr.lead);
      cas_cli_json_int (run.b, "paying", tr.paying);
      member_resources (run.b, "price", tr.price);
      member_resources (run.b, "most", tr.most);
      /* rus-app2: the facts of its charter the file lacks (`charter set POWER FACT`) */
      json_builder_set_member_name (run.b, "not_entered");
      json_builder_begin_array (run.b);
      if (!c->powers[p].sells_known)
        json_builder_add_string_value (run.b, "sells");
      if (!c->powers[p].wants_known)
        json_builder_add_string_value (run.b, "wants");
      json_builder_end_array (run.b);
      json_builder_end_object (run.b);
      if (!run.json)
        {
          g_autofree char *most = resources_words (tr.most);
          g_print (_("  %-12s Envoy: %s; it may buy at most: %s\n"), cas_rus_power_id (p), yes_no (tr.envoy), most);
          if (tr.envoy && (!c->powers[p].sells_known || !c->powers[p].wants_known))
            /* TRANSLATORS: castellan-cli charter check; the command is not translated */
            g_print (_("  Not entered: castellan-cli charter set %s %s VALUE enters it from the board\n"), cas_rus_power_id (p),
                     !c->powers[p].sells_known && !c->powers[p].wants_known ? "sells|wants"
                     : !c->powers[p].sells_known                             ? "sells"
                                                                             : "wants");
        }
    }
  json_builder_end_array (run.b);
  /* issue 18 (rus-table): trades inside the two-player game's pair [TWOP p.19] */
  gboolean pair = cas_rus_pair_trade (run.s, run.kingdom, run.ex);
  if (pair)
    cas_cli_json_string (run.b, "pair", cas_rus_kingdom_id (cas_rus_pair_partner (run.s, run.kingdom)));
  else
    cas_cli_json_null (run.b, "pair");
  if (!run.json)
    g_print ("%s\n", _("Why:"));
  return rus_result (&run);
}

static void
charter_print (const void *file, JsonObject *list, const char *path)
{
  const CasRusCharters *c = file;
  (void) list;
  g_print (_("Charters file: %s\n"), path);
  for (int p = 0; p < CAS_RUS_N_POWERS; p++)
    {
      g_autofree char *words = cas_rus_charter_words (&c->powers[p]);
      g_print ("  %-12s %s\n", cas_rus_power_id (p), words);
    }
}

/* charter [show] [--json] | charter set POWER FACT VALUE | charter check FILE KINGDOM ...:
 * the trade charters the table enters from the board, kept in
 * $XDG_DATA_HOME/castellan/rus/charters.json. */
int
cas_cmd_rus_charter (int argc, char **argv)
{
  static const RusFileCmd cmd = {
    &cas_rus_charters_file,
    "usage: castellan-cli charter [show] [--json] | charter set POWER FACT VALUE | "
    "charter check FILE KINGDOM [--power POWER] [--json]",
    power_key, 2, N_("the charters could not be written as JSON"), charter_print, charter_check,
  };
  return cas_cli_rus_file (&cmd, argc, argv);
}

/* ---- conquering a Kingdom (issue 18): `conquer` ---- */

/* conquer FILE CONQUEROR CONQUERED [--ability ABILITY] [--json] [--apply]: the conquered
 * Kingdom's store to the conqueror and the conqueror's pick of one of its abilities
 * [CONQUER p.15]. */
int
cas_cmd_rus_conquer (int argc, char **argv)
{
  static const RusCmd cmd = {
    "conquer FILE CONQUEROR CONQUERED [--ability ABILITY] [--json] [--apply]", 3, TRUE, { "--ability", NULL }, 0, 1, FALSE,
  };
  int code = 0, conquered, ability = -1;
  g_auto(RusRun) run = { 0 };
  CasRusConquest c;

  if (!rus_args (&cmd, argc, argv, &run, &code))
    return code;
  if (run.option[0] && (ability = ability_key (run.option[0], &code)) < 0)
    return code;
  if (!rus_load (&run, &code) || (conquered = kingdom_arg (run.argv[2], &code)) < 0)
    return code;
  if (conquered == run.kingdom)
    return cas_cli_fail (2, "%s", _("a Kingdom does not conquer itself"));
  cas_rus_conquest (run.s, run.kingdom, conquered, ability, &c, run.ex);
  rus_kingdom_head (&run);
  cas_cli_json_string (run.b, "conquered", cas_rus_kingdom_id (conquered));
  member_int (run.b, run.json, "areas", 1, _("Areas it still holds"), c.n_areas);
  member_bool (run.b, run.json, "is_conquered", 1, _("Conquered"), c.conquered);
  member_resources (run.b, "store", c.resources);
  json_builder_set_member_name (run.b, "may_take");
  json_builder_begin_array (run.b);
  for (int a = 0; a < CAS_RUS_N_ABILITIES; a++)
    if (c.may_take[a])
      json_builder_add_string_value (run.b, cas_rus_ability_id (a));
  json_builder_end_array (run.b);
  if (c.ability_taken)
    cas_cli_json_string (run.b, "ability", cas_rus_ability_id (c.ability));
  else
    cas_cli_json_null (run.b, "ability");
  return rus_finish (&run);
}

/* annex FILE KINGDOM [--area AREA] [--json] [--apply] (rus-rel): the Diplomacy Lead's
 * bonus [DIPLO p.7]: the areas next to its land it may annex [ANNEX p.7] or convert with
 * Missionaries [MISSION p.7], by the map file; with --area that one and its actions. */
int
cas_cmd_rus_annex (int argc, char **argv)
{
  static const RusCmd cmd = { "annex FILE KINGDOM [--area AREA] [--json] [--apply]", 2, TRUE, { "--area", NULL }, 0, 1, FALSE };
  static const char *const kinds[] = { "none", "annex", "missionaries" };
  int code = 0, area = -1;
  g_auto(RusRun) run = { 0 };
  g_autoptr(CasRusMap) map = NULL;
  CasRusAnnex an;

  if (!rus_args (&cmd, argc, argv, &run, &code) || !rus_load (&run, &code))
    return code;
  if (run.option[0] && ((area = cas_rus_area_from_id (run.option[0])) < 0 || area >= run.s->n_areas))
    return cas_cli_fail (2, _("unknown area “%s”"), run.option[0]);
  map = table_map ();
  cas_rus_annex (run.s, map, run.kingdom, area, &an, run.ex);
  rus_kingdom_head (&run);
  member_bool (run.b, run.json, "lead", 1, _("Diplomacy Lead"), an.lead);
  member_bool (run.b, run.json, "christian", 1, _("Christian religion"), an.christian);
  member_int (run.b, run.json, "may_annex", 1, _("Areas it may annex"), an.n_annex);
  member_int (run.b, run.json, "may_convert", 1, _("Areas Missionaries may convert"), an.n_mission);
  member_int (run.b, run.json, "adjacency_not_entered", 1, _("Areas whose adjacency to its land is not entered"), an.n_unknown);
  json_builder_set_member_name (run.b, "areas");
  json_builder_begin_array (run.b);
  for (int i = 0; i < an.n_areas; i++)
    {
      g_autofree char *id = cas_rus_area_id (an.areas[i]);
      json_builder_begin_object (run.b);
      cas_cli_json_string (run.b, "area", id);
      cas_cli_json_string (run.b, "kind", kinds[CLAMP (an.kind[i], 0, 2)]);
      cas_cli_json_string (run.b, "allowed", known_word (an.allowed[i]));
      json_builder_end_object (run.b);
    }
  json_builder_end_array (run.b);
  return rus_finish (&run);
}

/* ---- the foreign invasion (issue 18, rus-rules): `invasion` ---- */

/* The invasion's answer: its members and, in text, its lines (shared with `turn`). */
static void
member_invasion (JsonBuilder *b, gboolean json, const CasRusState *s, const CasRusInvasion *in)
{
  g_autofree char *entry = in->entry >= 0 ? cas_rus_area_id (in->entry) : NULL;

  cas_cli_json_string (b, "invader", cas_rus_map_invader_id (in->invader - CAS_RUS_VIKING_INVADERS));
  cas_cli_json_string (b, "card", cas_rus_invasion_card_state_id (in->card_state));
  member_int (b, json, "armies", 1, _("Armies"), in->armies);
  if (in->controller >= 0)
    member_int (b, json, "controller", 1, _("Run by player"), in->controller + 1);
  else
    cas_cli_json_null (b, "controller");
  if (entry)
    cas_cli_json_string (b, "entry", entry);
  else
    cas_cli_json_null (b, "entry");
  if (!json)
    g_print (_("  Entry area: %s\n"), entry ? entry : _("not entered"));
  cas_cli_json_int (b, "entry_not_entered", in->entry_unknown);
  if (in->entry >= 0)
    {
      cas_cli_json_bool (b, "entry_battle", !in->entry_free);
      cas_cli_json_int (b, "entry_invader_cbt", in->entry_invader_cbt);
      cas_cli_json_int (b, "entry_defender_cbt", in->entry_defender_cbt);
      cas_cli_json_bool (b, "entry_legal", in->entry_legal);
      if (!json && !in->entry_free)
        g_print (_("  At the entry: invaders' basic CBT %d against %d; they may attack: %s\n"), in->entry_invader_cbt,
                 in->entry_defender_cbt, yes_no (in->entry_legal));
    }
  json_builder_set_member_name (b, "reach");
  json_builder_begin_array (b);
  if (!json && in->entry >= 0)
    g_print ("  %s", _("Within 3 areas:"));
  for (int i = 0; i < in->n_reach; i++)
    {
      g_autofree char *id = cas_rus_area_id (in->reach[i]);
      int owner = s->areas[in->reach[i]].owner;
      json_builder_begin_object (b);
      cas_cli_json_string (b, "area", id);
      cas_cli_json_int (b, "steps", in->reach_steps[i]);
      if (owner >= 0)
        cas_cli_json_string (b, "owner", cas_rus_kingdom_id (owner));
      else
        cas_cli_json_null (b, "owner");
      cas_cli_json_bool (b, "free", in->reach_free[i]);
      cas_cli_json_bool (b, "objective_scores_nothing", in->reach_no_vp[i]);
      json_builder_end_object (b);
      if (!json)
        g_print (" %s (%d)", id, in->reach_steps[i]);
    }
  json_builder_end_array (b);
  if (!json && in->entry >= 0)
    g_print ("%s\n", in->n_reach ? "" : _(" none known"));
  cas_cli_json_int (b, "reach_not_entered", in->reach_unknown);
  if (in->objective >= 0)
    {
      g_autofree char *id = cas_rus_area_id (in->objective);
      cas_cli_json_string (b, "objective", id);
      cas_cli_json_int (b, "objective_vp", in->objective_vp);
      cas_cli_json_string (b, "objective_in_reach", known_word (in->objective_in_reach));
      cas_cli_json_bool (b, "objective_scores", in->objective_scores);
    }
  /* issue 18 (rus-invaders): their pieces, when the state records any */
  if (in->in_play)
    {
      cas_cli_json_int (b, "waiting", in->waiting);
      cas_cli_json_int (b, "on_map", in->on_map);
      cas_cli_json_int (b, "held", in->n_held);
      if (!json)
        g_print (_("  Their armies: %d on the card, %d on the map; areas conquered: %d\n"), in->waiting, in->on_map, in->n_held);
    }
  /* issue 18 (rus-invbattle): the campaign beyond the entry, step by step, or the choices */
  if (in->n_steps > 0 || in->route_asked)
    {
      json_builder_set_member_name (b, "route");
      json_builder_begin_array (b);
      for (int i = 0; i < in->n_steps; i++)
        {
          const CasRusInvasionStep *st = &in->steps[i];
          g_autofree char *id = cas_rus_area_id (st->area);
          json_builder_begin_object (b);
          cas_cli_json_string (b, "area", id);
          cas_cli_json_string (b, "kind", cas_rus_step_kind_id (st->kind));
          if (st->owner >= 0)
            cas_cli_json_string (b, "owner", cas_rus_kingdom_id (st->owner));
          else
            cas_cli_json_null (b, "owner");
          cas_cli_json_int (b, "armies", st->stack);
          cas_cli_json_int (b, "defenders", st->defenders);
          cas_cli_json_int (b, "invader_cbt", st->invader_cbt);
          cas_cli_json_int (b, "defender_cbt", st->defender_cbt);
          cas_cli_json_bool (b, "legal", st->legal);
          cas_cli_json_int (b, "ties", st->ties);
          cas_cli_json_int (b, "invader_losses", st->invader_losses);
          cas_cli_json_int (b, "defender_losses", st->defender_losses);
          cas_cli_json_bool (b, "taken", st->taken);
          cas_cli_json_bool (b, "conquest", st->conquest);
          cas_cli_json_bool (b, "unverified", st->unverified);
          json_builder_end_object (b);
          if (!json)
            g_print (_("  Step %d, %s (%s): %d armies against %d, CBT %d against %d; losses %d and %d; taken: %s\n"), i + 1, id,
                     cas_rus_step_kind_id (st->kind), st->stack, st->defenders, st->invader_cbt, st->defender_cbt,
                     st->invader_losses, st->defender_losses, yes_no (st->taken));
        }
      json_builder_end_array (b);
      cas_cli_json_bool (b, "route_to_objective", in->route_to_objective);
    }
  cas_cli_json_string (b, "route_stop", cas_rus_route_stop_id (in->route_stop));
  if (!json && in->route_stop > CAS_RUS_ROUTE_DONE)
    g_print (_("  The route stops: %s\n"), cas_rus_route_stop_id (in->route_stop));
  json_builder_set_member_name (b, "route_choices");
  json_builder_begin_array (b);
  for (int i = 0; i < in->n_choices; i++)
    {
      g_autofree char *id = cas_rus_area_id (in->choices[i]);
      json_builder_add_string_value (b, id);
    }
  json_builder_end_array (b);
}

/* The CLI's own hints after the core lines, which name no command (rus-invbattle). */
static void
invasion_hints (const CasRusInvasion *in, int objective)
{
  const char *id = cas_rus_map_invader_id (in->invader - CAS_RUS_VIKING_INVADERS);
  if (in->entry < 0)
    /* TRANSLATORS: castellan-cli invasion; the command is not translated */
    g_print (_("  The entry: castellan-cli map set AREA entry %s yes marks it\n"), id);
  if (objective < 0 && in->entry >= 0)
    /* TRANSLATORS: castellan-cli invasion; the option is not translated */
    g_print ("%s\n", _("  The objective: --objective AREA:VP checks it, --achieved proposes its VP"));
  if (in->n_choices > 0 && !in->route_asked)
    /* TRANSLATORS: castellan-cli invasion; the option is not translated */
    g_print ("%s\n", _("  The route: --route AREA,AREA,... follows the controller's choice"));
}

/* invasion FILE INVADER [--objective AREA:VP] [--achieved] [--json] [--apply]: the
 * foreign invasion where the map knows [INVCARD p.6; INVASION p.16]. */
int
cas_cmd_rus_invasion (int argc, char **argv)
{
  static const RusCmd cmd = {
    "invasion FILE INVADER [--objective AREA:VP] [--route AREA,AREA,...] [--tactics A,D] [--achieved] [--json] [--apply]", 2, TRUE,
    { "--objective", "--route", "--tactics", NULL }, 0, 0, FALSE,
  };
  int code = 0, invader, objective = -1, n_route = 0;
  int route[8];   /* beyond 3 areas the core flags it */
  guint64 vp = 0;
  gboolean achieved;
  g_auto(RusRun) run = { 0 };
  g_autoptr(CasRusMap) map = NULL;
  CasRusInvasion in;

  achieved = cas_cli_has_flag (&argc, argv, "--achieved");
  if (!rus_args (&cmd, argc, argv, &run, &code) || !rus_load (&run, &code))
    return code;
  invader = cas_rus_invader_from_id (run.argv[1]);
  if (invader == CAS_RUS_NO_INVADER)
    return cas_cli_fail (2, _("unknown invader “%s” (%s, %s)"), run.argv[1], cas_rus_map_invader_id (0), cas_rus_map_invader_id (1));
  if (run.option[0])
    {
      g_auto(GStrv) parts = g_strsplit (run.option[0], ":", -1);
      if (g_strv_length (parts) != 2 || (objective = cas_rus_area_from_id (parts[0])) < 0 || objective >= run.s->n_areas
          || !g_ascii_string_to_unsigned (parts[1], 10, 1, 9, &vp, NULL))
        return cas_cli_fail (2, _("%s takes an area in use and the card's VP for it (1-9): %s"), "--objective", "kiev:1");
    }
  if (achieved && objective < 0)
    return cas_cli_fail (2, "%s", _("--achieved needs --objective AREA:VP"));
  /* rus-invbattle: the controller's route, one area at a time from the entry */
  if (run.option[1])
    {
      g_auto(GStrv) parts = g_strsplit (run.option[1], ",", -1);
      guint n = g_strv_length (parts);
      if (n < 1 || n > G_N_ELEMENTS (route))
        return cas_cli_fail (2, _("%s takes 1 to %d areas in use, comma-separated: %s"), "--route", (int) G_N_ELEMENTS (route), "volga,ufa");
      for (guint i = 0; i < n; i++)
        {
          int a = cas_rus_area_from_id (g_strstrip (parts[i]));
          if (a < 0 || a >= run.s->n_areas)
            return cas_cli_fail (2, _("%s: “%s” is not an area in use"), "--route", parts[i]);
          route[n_route++] = a;
        }
    }
  /* the Tactics modifiers of the route's first battle against a player, read off the cards */
  int tactics[2] = { 0, 0 };
  if (run.option[2] && !tactics_arg (run.option[2], tactics, &code))
    return code;
  map = table_map ();
  cas_rus_invasion_route (run.s, map, invader, objective, (int) vp, achieved, route, n_route, run.option[2] ? tactics : NULL,
                          &in, run.ex);
  if (!run.json)
    g_print ("%s\n", _(cas_rus_card_name (cas_rus_invader_card (invader))));
  member_invasion (run.b, run.json, run.s, &in);
  if (!run.json)
    invasion_hints (&in, objective);
  return rus_finish (&run);
}
