/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-cli-calc.c: what every calculator command shares: the command table, argument
 * parsing, and printing a result with its explanation and proposed actions. */
#include "config.h"

#include "cas-cli-commands.h"

/* Levy & Campaign (family "lc"): the rules calculators and the battle engine. */
static const CasCliCommandInfo lc_commands[] = {
  { "feed", cas_cmd_feed, NULL, cas_cmd_feed_synopsis },
  { "laden", cas_cmd_laden, "laden FILE LORD[,LORD...] TO [--json]  Laden status of a March (4.3.2)" },
  { "supply", cas_cmd_supply, "supply FILE LORD [--take N] [--json] [--apply]  Supply Sources and Routes (4.6)" },
  { "pay", cas_cmd_pay, "pay FILE [--lord LORD --shift N] [--json] [--apply]  who may Pay whom (3.2, 4.8.2)" },
  { "disband", cas_cmd_disband, "disband FILE [--json] [--apply]     Disband checks (3.3, 4.8.2)" },
  { "levy", cas_cmd_levy, "levy FILE [--json] [--apply]        Levy helpers (3.4, 3.5)" },
  { "sail", cas_cmd_sail, "sail FILE LORD[,LORD...] TO [--json]   Ships needed to Sail (4.7.3)" },
  { "ravage", cas_cmd_ravage, "ravage FILE LORD [--choose ravage|forage|tax|walls] [--json] [--apply]  Ravage, Forage, Tax (4.7)" },
  { "victory", cas_cmd_victory, "victory FILE [--json]               Victory Points and who wins (5.0)" },
  { "audit", cas_cmd_audit, "audit FILE [--json]                 what on the table breaks the rules" },
  { "endcampaign", cas_cmd_endcampaign, "endcampaign FILE [--json] [--apply] End of Campaign steps (4.9)" },
  { "battle", cas_cmd_battle, "battle FILE LOCALE --attacker LORD [--from LOCALE] [--storm|--sally] [--array JSON] [--dice 3,1,6|--seed N] [--event E:SIDE,...] [--concede SIDE:ROUND] [--json] [--apply]" },
  /* Settings (inf-cmd, issue 17): the values the public sources leave open. */
  { "settings", cas_cmd_settings, "settings FILE [--json]              the game's settings (option ID VALUE chooses)" },
  { "revolt", cas_cmd_revolt, "revolt FILE SIDE --dice GOLD,PURPLE [--pick LOCALE] [--json] [--apply]  Inferno: a Revolt table roll (1.4.2)" },
  { "treachery", cas_cmd_treachery, "treachery FILE LORD (--revolt LOCALE --coin N | --bribe VASSAL) [--dice D,...] [--json] [--apply]  Inferno: Treachery card (4.7.5, 4.7.6)" },
  /* endmarker (issue 17): scenario F's Exhaustion roll (6.0) */
  { "exhaustion", cas_cmd_exhaustion, "exhaustion FILE [--die N] [--json] [--apply]  Inferno: scenario F's Exhaustion roll (6.0)" },
  { "event", cas_cmd_event, "event FILE CARD [--play] [--option N] [--json] [--apply]  Inferno: an Event drawn or a Hold Event played (3.1.3)" }, /* cards2 */
  { "odds", cas_cmd_odds, "odds FILE LOCALE [--storm|--sally] [--attacker LORD] --trials N [--seed N] [--json]" },
  { NULL, NULL, NULL },
};

/* Rus (family "rus", cmd-rus.c; docs/rus.md). */
static const CasCliCommandInfo rus_commands[] = {
  { "turn", cas_cmd_rus_turn, "turn FILE [--json] [--apply]        Rus: pick order, rounds, last turn (CHOOSE p.4)" },
  { "vp", cas_cmd_rus_vp, "vp FILE [--json]                    Rus: each player's VP and the end check (VP p.17)" },
  { "kingdom", cas_cmd_rus_kingdom, "kingdom FILE KINGDOM [--json]       Rus: store limit, upkeep, stacking (HARVEST p.9, MAINT p.11, STACK p.12)" },
  { "switch", cas_cmd_rus_switch, "switch FILE PLAYER KINGDOM [--json] [--apply]  Rus: the numbers of a Kingdom switch (SWITCH p.5)" },
  { "combat", cas_cmd_rus_combat, "combat FILE AREA --attacker KINGDOM --armies N [--cards A,D] [--tactics A,D] [--json]  Rus: an attack (BATTLE p.13)" },
  { "plague", cas_cmd_rus_plague, "plague FILE [--json] [--apply]      Rus: the Black Death's losses (BLACKDEATH p.7)" },
  { "payment", cas_cmd_rus_payment, "payment FILE KINGDOM --cost SPEC [--json] [--apply]  Rus: pay a cost, Money for Basics (COMMOD p.10)" },
  { "harvest", cas_cmd_rus_harvest, "harvest FILE KINGDOM [--json] [--apply]  Rus: a Kingdom's Harvest (HARVEST p.9)" },
  { "diplomacy", cas_cmd_rus_diplomacy, "diplomacy FILE KINGDOM [--submit-to K|INVADER] [--ally K] [--envoy POWER] [--json] [--apply]  Rus: Rulers, Vassals, allies, Envoys (DIPLO p.7)" },
  { "build", cas_cmd_rus_build, "build FILE KINGDOM [--area AREA] [--json] [--apply]  Rus: countermix, construction, recruitment (BUILD p.11, RECRUIT p.12)" },
  { "tactics", cas_cmd_rus_tactics, "tactics [show] [--json] | tactics set OWN OPPONENT N | tactics unset OWN OPPONENT | tactics card table-N FACT VALUE | tactics offer FILE KINGDOM [--area AREA] [--json]  Rus: the Tactics matrix and cards (PVP p.14)" },
  /* The map file (rusmap, issue 18): the table's facts and the board's marks. */
  { "map", cas_cmd_rus_map, "map [show] [--json] | map set AREA FACT [WHAT] VALUE | map check FILE [KINGDOM] [--json]  Rus: the map file (BOARD p.3)" },
  /* The C&T tree (issue 18): costs, NEEDS, VP, limits entered from the Player Mat. */
  { "ct", cas_cmd_rus_ct, "ct [show] [--json] | ct set ABILITY|RELIGION FACT VALUE | ct check FILE KINGDOM [--buy ABILITY|RELIGION] [--discount-spent] [--json] [--apply]  Rus: the C&T tree (CT p.17)" },
  /* The trade charters (issue 18): what each Foreign Power sells and takes. */
  { "charter", cas_cmd_rus_charter, "charter [show] [--json] | charter set POWER FACT VALUE | charter check FILE KINGDOM [--power POWER] [--json]  Rus: trade charters (TRADE p.10)" },
  /* Conquering a Kingdom (issue 18): the store and one ability to the conqueror. */
  { "conquer", cas_cmd_rus_conquer, "conquer FILE CONQUEROR CONQUERED [--ability ABILITY] [--json] [--apply]  Rus: conquering a Kingdom (CONQUER p.15)" },
  /* rus-rel: the Diplomacy Lead's bonus, annexing or Missionaries. */
  { "annex", cas_cmd_rus_annex, "annex FILE KINGDOM [--area AREA] [--json] [--apply]  Rus: annexing and Missionaries (ANNEX p.7, MISSION p.7)" },
  /* rus-rules: the Vikings' and Teutons' invasion where the map knows. */
  { "invasion", cas_cmd_rus_invasion, "invasion FILE INVADER [--objective AREA:VP] [--route AREA,AREA,...] [--tactics A,D] [--achieved] [--json] [--apply]  Rus: a foreign invasion (INVASION p.16)" },
  { NULL, NULL, NULL },
};

const CasCliFamilyCommands cas_cli_family_commands[] = {
  { "lc", lc_commands },
  { "rus", rus_commands },
  { NULL, NULL },
};

const CasCliCommandInfo cas_cli_commands[] = {
  { "roll", cas_cmd_roll, "roll NdM [--seed N] [--json]                dice" },
  { "rules", cas_cmd_rules, "rules GAME show SECTION | term TERM | search WORDS [--json] | import FILE" },
  { NULL, NULL, NULL },
};

/* The family of the command being run (cas_cli_run_command ()), NULL for the others. */
static const char *command_family;
static const char *command_name;

gboolean
cas_cli_run_command (const char *name, int argc, char **argv, int *code)
{
  for (const CasCliFamilyCommands *f = cas_cli_family_commands; f->family; f++)
    for (const CasCliCommandInfo *c = f->commands; c->name; c++)
      if (g_str_equal (name, c->name))
        {
          command_family = f->family;
          command_name = c->name;
          *code = c->run (argc, argv);
          return TRUE;
        }
  for (const CasCliCommandInfo *c = cas_cli_commands; c->name; c++)
    if (g_str_equal (name, c->name))
      {
        *code = c->run (argc, argv);
        return TRUE;
      }
  return FALSE;
}

void
cas_cli_list_commands (void (*out) (const char *format, ...))
{
  for (const CasCliFamilyCommands *f = cas_cli_family_commands; f->family; f++)
    for (const CasCliCommandInfo *c = f->commands; c->name; c++)
      {
        g_autofree char *own = c->synopsis_fn ? c->synopsis_fn () : NULL;
        out ("  %s\n", own ? own : c->synopsis);
      }
  for (const CasCliCommandInfo *c = cas_cli_commands; c->name; c++)
    out ("  %s\n", c->synopsis);
}

/* The "game" member of a save, read before the save is loaded (a game of another
 * family may have no loader here), or NULL when the file does not say: then loading
 * it says what is wrong. */
static char *
save_game_id (const char *path)
{
  g_autofree char *data = NULL;
  gsize len = 0;
  g_autoptr(JsonParser) parser = NULL;
  if (!g_file_get_contents (path, &data, &len, NULL) || len > CAS_SAVE_MAX_SIZE
      || (parser = cas_json_parse (data, len, NULL)) == NULL)
    return NULL;
  JsonNode *root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  JsonNode *game = json_object_get_member (json_node_get_object (root), "game");
  if (game == NULL || json_node_get_value_type (game) != G_TYPE_STRING)
    return NULL;
  return g_strdup (json_node_get_string (game));
}

gboolean
cas_cli_family_ok (const char *path, int *code)
{
  if (command_family == NULL)
    return TRUE;
  g_autofree char *game = save_game_id (path);
  const CasModule *module = cas_module_find (game);
  if (module == NULL || g_str_equal (module->family, command_family))
    return TRUE;
  *code = cas_cli_fail (2, "%s is a %s command, and %s is a game of %s, which has no such rule", command_name,
                        cas_module_family_name (command_family), path, module->name);
  return FALSE;
}

GArray *
cas_cli_parse_lords (CasGame *game, const char *list, int *code)
{
  g_auto(GStrv) ids = g_strsplit (list, ",", -1);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));
  for (char **id = ids; *id; id++)
    {
      int l = cas_game_find_lord (game, *id);
      if (l < 0)
        {
          *code = cas_cli_fail (2, "unknown Lord “%s”", *id);
          g_array_unref (out);
          return NULL;
        }
      g_array_append_val (out, l);
    }
  if (out->len == 0)
    {
      *code = cas_cli_fail (2, "no Lord given");
      g_array_unref (out);
      return NULL;
    }
  return out;
}

int
cas_cli_parse_locale (CasGame *game, const char *id, int *code)
{
  int l = cas_game_find_locale (game, id);
  if (l < 0)
    *code = cas_cli_fail (2, "unknown Locale “%s”", id);
  return l;
}

int
cas_cli_finish_calc (const char *path, CasJournal *journal, JsonNode *result, const char *text,
                     const CasExplain *explain, gboolean json, gboolean apply)
{
  g_autoptr(JsonNode) owned = result;
  guint n_actions = cas_explain_get_n_actions (explain);

  /* Applied and saved first: "Applied" is printed only once it is on disk. */
  if (apply && n_actions > 0)
    {
      g_autoptr(GError) error = NULL;
      int code;
      if (!cas_journal_do_many (journal, cas_explain_get_actions (explain), &error))
        return cas_cli_fail (1, "could not apply: %s", error->message);
      if ((code = cas_cli_save (journal, path)) != 0)
        return code;
    }

  if (json)
    {
      JsonObject *o = json_node_get_object (result);
      JsonArray *actions = json_array_new ();
      json_object_set_member (o, "explain", cas_explain_to_json (explain));
      for (guint i = 0; i < n_actions; i++)
        json_array_add_string_element (actions, cas_explain_get_action (explain, i));
      /* "actions" is a calculator's own key where promised (laden: the March cost). */
      json_object_set_array_member (o, "proposed_actions", actions);
      json_object_set_boolean_member (o, "applied", apply && n_actions > 0);
      cas_cli_print_json (result);
    }
  else
    {
      g_autoptr(GString) out = g_string_new (text);
      if (out->len && out->str[out->len - 1] != '\n')
        g_string_append_c (out, '\n');
      g_string_append (out, "\nWhy:\n");
      cas_explain_print (explain, out, "  ");
      if (n_actions > 0)
        {
          g_string_append_printf (out, "\n%s:\n", apply ? "Applied" : "To apply (castellan-cli do FILE ... or --apply)");
          for (guint i = 0; i < n_actions; i++)
            g_string_append_printf (out, "  %s\n", cas_explain_get_action (explain, i));
        }
      g_print ("%s", out->str);
    }
  return 0;
}
