/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-action.c: the Rus action language: parse a line against the state, apply it to
 * a copy (so that a failure changes nothing), print its canonical text and describe it.
 * Citations name the rulebook's heading and page, as docs/rus.md does. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-game.h"
#include "cas-rus-action.h"
#include "cas-action-words.h"

#define MAX_TEXT 512
#define MAX_COUNT 99         /* resources, VP markers, tiles, as Nevsky's counts */
#define MAX_TURN 999
#define MAX_ARMIES (CAS_RUS_COUNTERMIX * 2)   /* the state reader's limit */

typedef enum {
  V_PLAYERS, V_VARIANT, V_SEAT, V_PLAYS, V_STATUS, V_INFLUENCE, V_RULER, V_ALLY, V_ENVOY,
  V_RESOURCE, V_TECH, V_RELIGION, V_VP, V_ARMIES, V_OWNER, V_SETTLEMENT, V_TERRAIN,
  V_PRINTED, V_PICK, V_TILES, V_REVEAL, V_ACTIVATE, V_DECK, V_TURN, V_ROUND, V_SETTING,
  V_KINGDOMS, V_INVADER,
  N_VERBS
} Verb;

static const char *const verbs[N_VERBS + 1] = {
  "players", "variant", "seat", "plays", "status", "influence", "ruler", "ally", "envoy",
  "resource", "tech", "religion", "vp", "armies", "owner", "settlement", "terrain",
  "printed", "pick", "tiles", "reveal", "activate", "deck", "turn", "round", "setting",
  "kingdoms", "invader", NULL,
};

static const char *const usages[N_VERBS] = {
  "players N",
  "variant standard|long|learning",
  "seat PLAYER N",
  "plays PLAYER KINGDOM|none [second]",
  "status KINGDOM out-of-play|active|neutral|emerging|conquered|wiped-out",
  "influence KINGDOM PLAYER|none",
  "ruler KINGDOM RULER|none",
  "ally KINGDOM KINGDOM yes|no",
  "envoy KINGDOM china|europe|scandinavia|byzantium yes|no",
  "resource KINGDOM RESOURCE N|+N|-N",
  "tech KINGDOM ABILITY yes|no [turn N]",
  "religion KINGDOM none|orthodox|catholic",
  "vp KINGDOM ct|border N|+N|-N  or  vp PLAYER submissions|objectives|occupation|switches N|+N|-N",
  "armies AREA KINGDOM N|+N|-N",
  "owner AREA KINGDOM|none",
  "settlement AREA none|town|city|fortress [turn N]",
  "terrain AREA unknown|arable|steppe|forest|mountain|taiga",
  "printed AREA N|unknown",
  "pick KINGDOM|PLAYER|none ACTION",
  "tiles ACTION money|basic N|+N|-N",
  "reveal CARD [no]",
  "activate CARD yes|no",
  "deck N",
  "turn N|+N|-N|next",
  "round N|picking|next",
  "setting SETTING yes|no  or  setting c1_order vp-p17|black-death-p7  or  setting u17_two_player_switch ask|loses|gains  or  setting good_harvest|harsh_winter|famine 0|1|2",
  "kingdoms KINGDOM KINGDOM... (each player's, in seat order: sets the table up again)",
  "invader vikings|teutons waiting N|+N|-N  or  controller PLAYER|none  or  armies AREA N|+N|-N  or  move AREA AREA N  or  holds AREA yes|no  or  vassal KINGDOM yes|no  or  end",
};

static const int min_args[N_VERBS] = {
  1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 2, 3, 3, 2, 2, 2, 2, 2, 3, 1, 2, 1, 1, 1, 2, 3, 2,
};

static const char *const kingdom_vp_ids[] = { "ct", "border" };
static const char *const player_vp_ids[] = { "submissions", "objectives", "occupation", "switches" };
static const char *const tile_ids[] = { "money", "basic" };
/* issue 18 (rus-invaders): the forms of `invader` */
typedef enum { INV_WAITING, INV_CONTROLLER, INV_ARMIES, INV_MOVE, INV_HOLDS, INV_VASSAL, INV_END } InvForm;
static const char *const invader_forms[] = { "waiting", "controller", "armies", "move", "holds", "vassal", "end" };

const char *const *
cas_rus_action_verbs (void)
{
  return verbs;
}

static int
verb_index (const char *verb)
{
  for (int i = 0; i < N_VERBS; i++)
    if (g_strcmp0 (verbs[i], verb) == 0)
      return i;
  return -1;
}

const char *
cas_rus_action_usage (const char *verb)
{
  int v = verb_index (verb);
  return v < 0 ? NULL : usages[v];
}

int
cas_rus_action_min_args (const char *verb)
{
  int v = verb_index (verb);
  return v < 0 ? -1 : min_args[v];
}

static int
find (const char *const *ids, int n, const char *id)
{
  for (int i = 0; i < n; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return -1;
}

/* ---- the parsed action ---- */

typedef struct {
  Verb verb;
  int a, b, c;             /* ids (Kingdom, area, player, card...), -1 for none */
  int value;
  gboolean relative;
  gboolean flag;           /* yes/no, `second`, `next`, `unknown`, a player (not a Kingdom) */
  int turn;                /* an optional `turn N`, 0 when absent */
  int d;                   /* `invader SLOT move FROM TO N`: TO */
  int list[CAS_RUS_MAX_PLAYERS]; /* `kingdoms`: each player's, in seat order */
} RusAction;

typedef struct {
  const CasRusState *s;
  char **tok;
  int n;
  Verb verb;
  GError **error;
} Parser;

G_GNUC_PRINTF (2, 3)
static gboolean
perr (Parser *p, const char *format, ...)
{
  va_list args;
  g_autofree char *msg = NULL;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (p->error, CAS_ERROR, CAS_ERROR_PARSE, "%s (usage: %s)", msg, usages[p->verb]);
  return FALSE;
}

static char *
join_ids (const char *(*get) (int), int n)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", get (i));
  return g_string_free (s, FALSE);
}

static gboolean
parse_id (Parser *p, const char *tok, int (*from) (const char *), const char *(*get) (int), int n,
          const char *what, gboolean allow_none, int *out)
{
  if (allow_none && g_strcmp0 (tok, "none") == 0)
    {
      *out = -1;
      return TRUE;
    }
  *out = from (tok);
  if (*out < 0 || *out >= n)
    {
      g_autofree char *list = join_ids (get, n);
      return perr (p, _("unknown %s “%s”; use one of: %s%s"), what, tok, list, allow_none ? ", none" : "");
    }
  return TRUE;
}

static gboolean
parse_kingdom (Parser *p, const char *tok, gboolean allow_none, int *out)
{
  return parse_id (p, tok, cas_rus_kingdom_from_id, cas_rus_kingdom_id, CAS_RUS_N_KINGDOMS,
                   _("Kingdom"), allow_none, out);
}

static gboolean
parse_area (Parser *p, const char *tok, int *out)
{
  *out = cas_rus_area_from_id (tok);
  if (*out < 0)
    return perr (p, _("unknown area “%s” (the rulebook's areas by id, e.g. volga-plain, or area-23 to area-64 for those the table enters)"), tok);
  return TRUE;
}

static gboolean
parse_table_id (Parser *p, const char *tok, const char *const *ids, int n, const char *what, int *out)
{
  *out = find (ids, n, tok);
  if (*out < 0)
    {
      g_autofree char *list = g_strjoinv (", ", (char **) ids);
      return perr (p, _("unknown %s “%s”; use one of: %s"), what, tok, list);
    }
  return TRUE;
}

static gboolean
parse_number (Parser *p, const char *tok, gboolean allow_relative, int min, int max, int *value, gboolean *relative)
{
  g_autofree char *problem = NULL;
  if (!cas_words_number (tok, allow_relative, min, max, value, relative, &problem))
    return perr (p, "%s", problem);
  return TRUE;
}

static gboolean
parse_player (Parser *p, const char *tok, gboolean allow_none, int *out)
{
  guint64 v;
  if (allow_none && g_strcmp0 (tok, "none") == 0)
    {
      *out = -1;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (tok, 10, 1, 9999, &v, NULL) || strlen (tok) > 4)
    return perr (p, _("“%s” is not a player: players are numbered 1 to %d%s"), tok, p->s->n_players,
                 allow_none ? _(", or none") : "");
  if ((int) v > p->s->n_players)
    return perr (p, _("there is no player %d in a game of %d players"), (int) v, p->s->n_players);
  *out = (int) v - 1;
  return TRUE;
}

static gboolean
parse_yes_no (Parser *p, const char *tok, gboolean *out)
{
  g_autofree char *problem = NULL;
  if (!cas_words_yes_no (tok, out, &problem))
    return perr (p, "%s", problem);
  return TRUE;
}

static gboolean
expect_args (Parser *p, int min, int max)
{
  g_autofree char *problem = NULL;
  if (!cas_words_arity (p->tok, p->n, verbs[p->verb], min, max, &problem))
    return perr (p, "%s", problem);
  return TRUE;
}

/* An optional `turn N` at word `i`. */
static gboolean
parse_turn_suffix (Parser *p, int i, RusAction *a)
{
  if (p->n <= i)
    return TRUE;
  if (g_strcmp0 (p->tok[i], "turn") != 0)
    return perr (p, _("unexpected “%s”: only “turn N” may follow"), p->tok[i]);
  if (p->n < i + 2)
    return perr (p, _("“turn” needs a number"));
  if (p->n > i + 2)
    return perr (p, _("unexpected “%s” at the end"), p->tok[i + 2]);
  return parse_number (p, p->tok[i + 1], FALSE, 1, MAX_TURN, &a->turn, NULL);
}

/* issue 18 (rus-invaders): `invader SLOT FORM ...` [INVCARD p.6; INVASION p.16]. */
static gboolean
parse_invader (Parser *p, RusAction *a)
{
  char **t = p->tok;
  if (!expect_args (p, 2, 5) ||
      !parse_id (p, t[1], cas_rus_invader_slot_from_id, cas_rus_invader_slot_id, CAS_RUS_N_INVADER_SLOTS,
                 _("invader"), FALSE, &a->a) ||
      !parse_table_id (p, t[2], invader_forms, G_N_ELEMENTS (invader_forms), _("invader form"), &a->b))
    return FALSE;
  switch ((InvForm) a->b)
    {
    case INV_WAITING:
      return expect_args (p, 3, 3) &&
             parse_number (p, t[3], TRUE, 0, CAS_RUS_INVADER_MAX_ARMIES, &a->value, &a->relative);
    case INV_CONTROLLER:
      return expect_args (p, 3, 3) && parse_player (p, t[3], TRUE, &a->c);
    case INV_ARMIES:
      return expect_args (p, 4, 4) && parse_area (p, t[3], &a->c) &&
             parse_number (p, t[4], TRUE, 0, CAS_RUS_INVADER_MAX_ARMIES, &a->value, &a->relative);
    case INV_MOVE:
      if (!expect_args (p, 5, 5) || !parse_area (p, t[3], &a->c) || !parse_area (p, t[4], &a->d) ||
          !parse_number (p, t[5], FALSE, 1, CAS_RUS_INVADER_MAX_ARMIES, &a->value, NULL))
        return FALSE;
      if (a->c == a->d)
        return perr (p, _("an army cannot move to the area it stands in"));
      return TRUE;
    case INV_HOLDS:
      return expect_args (p, 4, 4) && parse_area (p, t[3], &a->c) && parse_yes_no (p, t[4], &a->flag);
    case INV_VASSAL:
      return expect_args (p, 4, 4) && parse_kingdom (p, t[3], FALSE, &a->c) && parse_yes_no (p, t[4], &a->flag);
    case INV_END:
    default:
      return expect_args (p, 2, 2);
    }
}

static gboolean
parse (Parser *p, RusAction *a)
{
  char **t = p->tok;

  a->a = a->b = a->c = a->d = -1;
  for (int i = 0; i < CAS_RUS_MAX_PLAYERS; i++)
    a->list[i] = -1;
  switch (p->verb)
    {
    case V_PLAYERS:
      return expect_args (p, 1, 1) &&
             parse_number (p, t[1], FALSE, CAS_RUS_MIN_PLAYERS, CAS_RUS_MAX_PLAYERS, &a->value, NULL);
    case V_VARIANT:
      return expect_args (p, 1, 1) &&
             parse_id (p, t[1], cas_rus_variant_from_id, cas_rus_variant_id, CAS_RUS_LEARNING + 1,
                       _("variant"), FALSE, &a->value);
    case V_SEAT:
      return expect_args (p, 2, 2) && parse_player (p, t[1], FALSE, &a->a) &&
             parse_number (p, t[2], FALSE, 1, p->s->n_players, &a->value, NULL);
    case V_PLAYS:
      if (!expect_args (p, 2, 3) || !parse_player (p, t[1], FALSE, &a->a) || !parse_kingdom (p, t[2], TRUE, &a->b))
        return FALSE;
      if (p->n == 4 && g_strcmp0 (t[3], "second") != 0)
        return perr (p, _("unexpected “%s”: only “second” may follow"), t[3]);
      a->flag = p->n == 4;
      return TRUE;
    case V_STATUS:
      return expect_args (p, 2, 2) && parse_kingdom (p, t[1], FALSE, &a->a) &&
             parse_id (p, t[2], cas_rus_status_from_id, cas_rus_status_id, CAS_RUS_WIPED_OUT + 1,
                       _("status"), FALSE, &a->value);
    case V_INFLUENCE:
      return expect_args (p, 2, 2) && parse_kingdom (p, t[1], FALSE, &a->a) && parse_player (p, t[2], TRUE, &a->b);
    case V_RULER:
      if (!expect_args (p, 2, 2) || !parse_kingdom (p, t[1], FALSE, &a->a) || !parse_kingdom (p, t[2], TRUE, &a->b))
        return FALSE;
      if (a->a == a->b)
        return perr (p, _("a Kingdom cannot be its own Ruler"));
      return TRUE;
    case V_ALLY:
      if (!expect_args (p, 3, 3) || !parse_kingdom (p, t[1], FALSE, &a->a) ||
          !parse_kingdom (p, t[2], FALSE, &a->b) || !parse_yes_no (p, t[3], &a->flag))
        return FALSE;
      if (a->a == a->b)
        return perr (p, _("a Kingdom cannot ally with itself"));
      return TRUE;
    case V_ENVOY:
      return expect_args (p, 3, 3) && parse_kingdom (p, t[1], FALSE, &a->a) &&
             parse_id (p, t[2], cas_rus_power_from_id, cas_rus_power_id, CAS_RUS_N_POWERS,
                       _("Foreign Power"), FALSE, &a->b) &&
             parse_yes_no (p, t[3], &a->flag);
    case V_RESOURCE:
      return expect_args (p, 3, 3) && parse_kingdom (p, t[1], FALSE, &a->a) &&
             parse_id (p, t[2], cas_rus_resource_from_id, cas_rus_resource_id, CAS_RUS_N_RESOURCES,
                       _("resource"), FALSE, &a->b) &&
             parse_number (p, t[3], TRUE, 0, MAX_COUNT, &a->value, &a->relative);
    case V_TECH:
      if (!expect_args (p, 3, 5))
        return FALSE;
      if (!parse_kingdom (p, t[1], FALSE, &a->a) ||
          !parse_id (p, t[2], cas_rus_ability_from_id, cas_rus_ability_id, CAS_RUS_N_ABILITIES,
                     _("ability"), FALSE, &a->b) ||
          !parse_yes_no (p, t[3], &a->flag) || !parse_turn_suffix (p, 4, a))
        return FALSE;
      if (a->turn > 0 && !a->flag)
        return perr (p, _("“turn” goes only with yes"));
      if (a->turn > 0 && (a->b == CAS_RUS_CAVALRY || a->b == CAS_RUS_WAREHOUSE))
        return perr (p, _("the turn %s was bought is not kept: leave out “turn”"), cas_rus_ability_name (a->b));
      return TRUE;
    case V_RELIGION:
      return expect_args (p, 2, 2) && parse_kingdom (p, t[1], FALSE, &a->a) &&
             parse_id (p, t[2], cas_rus_religion_from_id, cas_rus_religion_id, CAS_RUS_CATHOLIC + 1,
                       _("religion"), FALSE, &a->value);
    case V_VP:
      if (!expect_args (p, 3, 3))
        return FALSE;
      if (g_ascii_isdigit (t[1][0]))
        {
          a->flag = TRUE;   /* a player's markers */
          return parse_player (p, t[1], FALSE, &a->a) &&
                 parse_table_id (p, t[2], player_vp_ids, G_N_ELEMENTS (player_vp_ids), _("VP marker"), &a->b) &&
                 parse_number (p, t[3], TRUE, 0, a->b == 2 ? 1 : MAX_COUNT, &a->value, &a->relative);
        }
      return parse_kingdom (p, t[1], FALSE, &a->a) &&
             parse_table_id (p, t[2], kingdom_vp_ids, G_N_ELEMENTS (kingdom_vp_ids), _("Kingdom VP"), &a->b) &&
             parse_number (p, t[3], TRUE, 0, MAX_COUNT, &a->value, &a->relative);
    case V_ARMIES:
      return expect_args (p, 3, 3) && parse_area (p, t[1], &a->a) && parse_kingdom (p, t[2], FALSE, &a->b) &&
             parse_number (p, t[3], TRUE, 0, MAX_ARMIES, &a->value, &a->relative);
    case V_OWNER:
      return expect_args (p, 2, 2) && parse_area (p, t[1], &a->a) && parse_kingdom (p, t[2], TRUE, &a->b);
    case V_SETTLEMENT:
      if (!expect_args (p, 2, 4))
        return FALSE;
      if (!parse_area (p, t[1], &a->a) ||
          !parse_id (p, t[2], cas_rus_settlement_from_id, cas_rus_settlement_id, CAS_RUS_FORTRESS + 1,
                     _("settlement"), FALSE, &a->value) ||
          !parse_turn_suffix (p, 3, a))
        return FALSE;
      if (a->turn > 0 && a->value == CAS_RUS_NO_SETTLEMENT)
        return perr (p, _("“turn” goes only with a settlement"));
      return TRUE;
    case V_TERRAIN:
      return expect_args (p, 2, 2) && parse_area (p, t[1], &a->a) &&
             parse_id (p, t[2], cas_rus_terrain_from_id, cas_rus_terrain_id, CAS_RUS_TAIGA + 1,
                       _("terrain"), FALSE, &a->value);
    case V_PRINTED:
      if (!expect_args (p, 2, 2) || !parse_area (p, t[1], &a->a))
        return FALSE;
      if (g_strcmp0 (t[2], "unknown") == 0)
        {
          a->value = -1;
          return TRUE;
        }
      return parse_number (p, t[2], FALSE, 0, 9, &a->value, NULL);
    case V_PICK:
      if (!expect_args (p, 2, 2))
        return FALSE;
      if (g_ascii_isdigit (t[1][0]))
        {
          a->flag = TRUE;
          if (!parse_player (p, t[1], FALSE, &a->b))
            return FALSE;
        }
      else if (!parse_kingdom (p, t[1], TRUE, &a->b))
        return FALSE;
      return parse_id (p, t[2], cas_rus_action_from_id, cas_rus_action_id, CAS_RUS_N_ACTIONS,
                       _("action"), FALSE, &a->a);
    case V_TILES:
      return expect_args (p, 3, 3) &&
             parse_id (p, t[1], cas_rus_action_from_id, cas_rus_action_id, CAS_RUS_N_ACTIONS, _("action"), FALSE, &a->a) &&
             parse_table_id (p, t[2], tile_ids, G_N_ELEMENTS (tile_ids), _("tile"), &a->b) &&
             parse_number (p, t[3], TRUE, 0, MAX_COUNT, &a->value, &a->relative);
    case V_REVEAL:
      if (!expect_args (p, 1, 2) ||
          !parse_id (p, t[1], cas_rus_card_from_id, cas_rus_card_id, CAS_RUS_N_POLITICS, _("Politics card"), FALSE, &a->a))
        return FALSE;
      if (p->n == 3 && g_strcmp0 (t[2], "no") != 0)
        return perr (p, _("unexpected “%s”: only “no” may follow"), t[2]);
      a->flag = p->n == 2;
      return TRUE;
    case V_ACTIVATE:
      return expect_args (p, 2, 2) &&
             parse_id (p, t[1], cas_rus_card_from_id, cas_rus_card_id, CAS_RUS_N_POLITICS, _("Politics card"), FALSE, &a->a) &&
             parse_yes_no (p, t[2], &a->flag);
    case V_DECK:
      return expect_args (p, 1, 1) && parse_number (p, t[1], FALSE, 1, CAS_RUS_N_POLITICS, &a->value, NULL);
    case V_TURN:
      if (!expect_args (p, 1, 1))
        return FALSE;
      a->flag = g_strcmp0 (t[1], "next") == 0;
      return a->flag || parse_number (p, t[1], TRUE, 1, MAX_TURN, &a->value, &a->relative);
    case V_ROUND:
      if (!expect_args (p, 1, 1))
        return FALSE;
      a->flag = g_strcmp0 (t[1], "next") == 0;
      if (g_strcmp0 (t[1], "picking") == 0)
        return TRUE;   /* value 0 */
      return a->flag || parse_number (p, t[1], FALSE, 0, CAS_RUS_N_ACTIONS, &a->value, NULL);
    case V_SETTING:
      if (!expect_args (p, 2, 2) ||
          !parse_id (p, t[1], cas_rus_setting_from_key, cas_rus_setting_key, CAS_RUS_N_SETTINGS, _("setting"), FALSE, &a->a))
        return FALSE;
      if (a->a == CAS_RUS_SETTING_C1)
        return parse_id (p, t[2], cas_rus_tie_order_from_id, cas_rus_tie_order_id, CAS_RUS_TIES_BLACK_DEATH_P7 + 1,
                         _("tie-break order"), FALSE, &a->value);
      if (a->a == CAS_RUS_SETTING_U17)
        return parse_id (p, t[2], cas_rus_u17_from_id, cas_rus_u17_id, CAS_RUS_U17_GAINS + 1,
                         _("reading"), FALSE, &a->value);
      /* issue 18 (rus-rules): a Politics card's number of tiles */
      if (a->a >= CAS_RUS_SETTING_GOOD_HARVEST && a->a <= CAS_RUS_SETTING_FAMINE)
        return parse_number (p, t[2], FALSE, 0, CAS_RUS_MAX_CARD_TILES, &a->value, NULL);
      if (!parse_yes_no (p, t[2], &a->flag))
        return FALSE;
      a->value = a->flag ? 1 : 0;
      return TRUE;
    case V_KINGDOMS:
      /* The choice of Kingdoms at set-up [SETUP p.2]: one per player; the two-player
       * game plays fixed pairs [TWOP p.19]. */
      if (p->s->n_players == 2)
        return perr (p, _("in the two-player game the Kingdoms are fixed: Khazars and Slavs, Lithuanians and Rus"));
      if (!expect_args (p, p->s->n_players, p->s->n_players))
        return FALSE;
      for (int i = 0; i < p->s->n_players; i++)
        if (!parse_kingdom (p, t[i + 1], FALSE, &a->list[i]))
          return FALSE;
      return TRUE;
    case V_INVADER:
      return parse_invader (p, a);
    case N_VERBS:
    default:
      break;
    }
  g_assert_not_reached ();
}

/* ---- the canonical text ---- */

static void
append_number (GString *s, const RusAction *a)
{
  g_string_append_printf (s, a->relative ? " %+d" : " %d", a->value);
}

static const char *
yes_no (gboolean v)
{
  return v ? "yes" : "no";
}

static const char *
kid (int k)
{
  return k < 0 ? "none" : cas_rus_kingdom_id (k);
}

static void
invader_to_string (GString *s, const RusAction *a)
{
  g_autofree char *area = a->b == INV_ARMIES || a->b == INV_MOVE || a->b == INV_HOLDS ? cas_rus_area_id (a->c) : NULL;
  g_string_append_printf (s, " %s %s", cas_rus_invader_slot_id (a->a), invader_forms[a->b]);
  switch ((InvForm) a->b)
    {
    case INV_WAITING:
      append_number (s, a);
      break;
    case INV_CONTROLLER:
      if (a->c < 0)
        g_string_append (s, " none");
      else
        g_string_append_printf (s, " %d", a->c + 1);
      break;
    case INV_ARMIES:
      g_string_append_printf (s, " %s", area);
      append_number (s, a);
      break;
    case INV_MOVE:
      {
        g_autofree char *to = cas_rus_area_id (a->d);
        g_string_append_printf (s, " %s %s %d", area, to, a->value);
        break;
      }
    case INV_HOLDS:
      g_string_append_printf (s, " %s %s", area, yes_no (a->flag));
      break;
    case INV_VASSAL:
      g_string_append_printf (s, " %s %s", kid (a->c), yes_no (a->flag));
      break;
    case INV_END:
    default:
      break;
    }
}

static char *
to_string (const RusAction *a)
{
  GString *s = g_string_new (verbs[a->verb]);
  g_autofree char *area = a->verb >= V_ARMIES && a->verb <= V_PRINTED ? cas_rus_area_id (a->a) : NULL;

  switch (a->verb)
    {
    case V_PLAYERS:
    case V_DECK:
      g_string_append_printf (s, " %d", a->value);
      break;
    case V_VARIANT:
      g_string_append_printf (s, " %s", cas_rus_variant_id (a->value));
      break;
    case V_SEAT:
      g_string_append_printf (s, " %d %d", a->a + 1, a->value);
      break;
    case V_PLAYS:
      g_string_append_printf (s, " %d %s%s", a->a + 1, kid (a->b), a->flag ? " second" : "");
      break;
    case V_STATUS:
      g_string_append_printf (s, " %s %s", kid (a->a), cas_rus_status_id (a->value));
      break;
    case V_INFLUENCE:
      if (a->b < 0)
        g_string_append_printf (s, " %s none", kid (a->a));
      else
        g_string_append_printf (s, " %s %d", kid (a->a), a->b + 1);
      break;
    case V_RULER:
      g_string_append_printf (s, " %s %s", kid (a->a), kid (a->b));
      break;
    case V_ALLY:
      g_string_append_printf (s, " %s %s %s", kid (a->a), kid (a->b), yes_no (a->flag));
      break;
    case V_ENVOY:
      g_string_append_printf (s, " %s %s %s", kid (a->a), cas_rus_power_id (a->b), yes_no (a->flag));
      break;
    case V_RESOURCE:
      g_string_append_printf (s, " %s %s", kid (a->a), cas_rus_resource_id (a->b));
      append_number (s, a);
      break;
    case V_TECH:
      g_string_append_printf (s, " %s %s %s", kid (a->a), cas_rus_ability_id (a->b), yes_no (a->flag));
      if (a->turn > 0)
        g_string_append_printf (s, " turn %d", a->turn);
      break;
    case V_RELIGION:
      g_string_append_printf (s, " %s %s", kid (a->a), cas_rus_religion_id (a->value));
      break;
    case V_VP:
      if (a->flag)
        g_string_append_printf (s, " %d %s", a->a + 1, player_vp_ids[a->b]);
      else
        g_string_append_printf (s, " %s %s", kid (a->a), kingdom_vp_ids[a->b]);
      append_number (s, a);
      break;
    case V_ARMIES:
      g_string_append_printf (s, " %s %s", area, kid (a->b));
      append_number (s, a);
      break;
    case V_OWNER:
      g_string_append_printf (s, " %s %s", area, kid (a->b));
      break;
    case V_SETTLEMENT:
      g_string_append_printf (s, " %s %s", area, cas_rus_settlement_id (a->value));
      if (a->turn > 0)
        g_string_append_printf (s, " turn %d", a->turn);
      break;
    case V_TERRAIN:
      g_string_append_printf (s, " %s %s", area, cas_rus_terrain_id (a->value));
      break;
    case V_PRINTED:
      if (a->value < 0)
        g_string_append_printf (s, " %s unknown", area);
      else
        g_string_append_printf (s, " %s %d", area, a->value);
      break;
    case V_PICK:
      if (a->flag)
        g_string_append_printf (s, " %d %s", a->b + 1, cas_rus_action_id (a->a));
      else
        g_string_append_printf (s, " %s %s", kid (a->b), cas_rus_action_id (a->a));
      break;
    case V_TILES:
      g_string_append_printf (s, " %s %s", cas_rus_action_id (a->a), tile_ids[a->b]);
      append_number (s, a);
      break;
    case V_REVEAL:
      g_string_append_printf (s, " %s%s", cas_rus_card_id (a->a), a->flag ? "" : " no");
      break;
    case V_ACTIVATE:
      g_string_append_printf (s, " %s %s", cas_rus_card_id (a->a), yes_no (a->flag));
      break;
    case V_TURN:
      if (a->flag)
        g_string_append (s, " next");
      else
        append_number (s, a);
      break;
    case V_ROUND:
      if (a->flag)
        g_string_append (s, " next");
      else if (a->value == 0)
        g_string_append (s, " picking");
      else
        g_string_append_printf (s, " %d", a->value);
      break;
    case V_SETTING:
      if (cas_rus_setting_value_id (a->a, 0))
        g_string_append_printf (s, " %s %s", cas_rus_setting_key (a->a), cas_rus_setting_value_id (a->a, a->value));
      else
        g_string_append_printf (s, " %s %s", cas_rus_setting_key (a->a), yes_no (a->value));
      break;
    case V_KINGDOMS:
      for (int i = 0; i < CAS_RUS_MAX_PLAYERS && a->list[i] >= 0; i++)
        g_string_append_printf (s, " %s", cas_rus_kingdom_id (a->list[i]));
      break;
    case V_INVADER:
      invader_to_string (s, a);
      break;
    case N_VERBS:
    default:
      g_assert_not_reached ();
    }
  return g_string_free (s, FALSE);
}

/* ---- applying, on a copy ---- */

/* A count: absolute, or changed within 0..max. */
static gboolean
set_count (int *cell, const RusAction *a, int max, const char *who, const char *what, GError **error)
{
  return cas_words_set_count (cell, a->value, a->relative, max, who, what, error);
}

static char *
area_label (int area)
{
  const char *name = cas_rus_area_name (area);
  return name ? g_strdup (name) : g_strdup_printf (_("area %d"), area + 1);
}

static int
revealed_index (const CasRusState *s, int card)
{
  for (int i = 0; i < s->politics.n_revealed; i++)
    if (s->politics.revealed[i] == card)
      return i;
  return -1;
}

static int *
ability_cell (CasRusKingdom *k, int ability)
{
  switch (ability)
    {
    case CAS_RUS_METALLURGY:
      return &k->metallurgy_turn;
    case CAS_RUS_CAVALRY:
      return &k->cavalry;
    case CAS_RUS_WAREHOUSE:
      return &k->warehouse;
    default:
      return &k->abilities[ability];
    }
}

/* `plays`: the player's Kingdom (or second Kingdom); the Kingdom's player follows. */
static gboolean
apply_plays (CasRusState *s, const RusAction *a, GError **error)
{
  CasRusPlayer *pl = &s->players[a->a];
  int *slot = a->flag ? &pl->kingdom2 : &pl->kingdom;
  int other = a->flag ? pl->kingdom : pl->kingdom2;

  if (a->b >= 0)
    {
      int q = cas_rus_kingdom_player (s, a->b);
      if (q >= 0 && q != a->a)
        return cas_words_fail (error, _("%s is played by player %d; give that player another Kingdom first"),
                     cas_rus_kingdom_name (a->b), q + 1);
      if (other == a->b)
        return cas_words_fail (error, _("player %d already plays %s"), a->a + 1, cas_rus_kingdom_name (a->b));
    }
  if (*slot >= 0 && s->kingdoms[*slot].player == a->a)
    s->kingdoms[*slot].player = -1;
  *slot = a->b;
  if (a->b >= 0)
    s->kingdoms[a->b].player = a->a;
  return TRUE;
}

static gboolean
apply_armies (CasRusState *s, const RusAction *a, GError **error)
{
  CasRusArea *ar = &s->areas[a->a];
  int cell = ar->owner == a->b ? ar->armies : 0;
  g_autofree char *name = area_label (a->a);

  if (ar->owner != a->b && ar->owner >= 0 && ar->armies > 0)
    {
      g_autofree char *id = cas_rus_area_id (a->a);
      return cas_words_fail (error, _("%s holds %d %s armies; take them away first (armies %s %s 0)"), name,
                   ar->armies, cas_rus_kingdom_name (ar->owner), id, cas_rus_kingdom_id (ar->owner));
    }
  if (!set_count (&cell, a, MAX_ARMIES, name, _("armies"), error))
    return FALSE;
  /* rus-invaders: one side holds an area; a Kingdom moving in takes it from the invader */
  if (cell > 0 && cas_rus_area_invader (s, a->a) >= 0)
    {
      int slot = cas_rus_area_invader (s, a->a);
      g_autofree char *id = cas_rus_area_id (a->a);
      return cas_words_fail (error, _("%s holds %d armies of the %s; take them away first (invader %s armies %s 0)"), name,
                             s->invaders[slot].armies[a->a], cas_rus_invader_slot_id (slot), cas_rus_invader_slot_id (slot), id);
    }
  if (cell > 0 || ar->owner == a->b)
    {
      ar->owner = a->b;
      ar->armies = cell;
    }
  if (cell > 0)
    for (int i = 0; i < CAS_RUS_N_INVADER_SLOTS; i++)
      s->invaders[i].held[a->a] = 0;
  return TRUE;
}

static gboolean
apply_pick (CasRusState *s, const RusAction *a, GError **error)
{
  gboolean by_kingdom = s->n_players == 2;
  int who = a->b, max = 0;

  if (who >= 0 && a->flag && by_kingdom)
    return cas_words_fail (error, _("in the two-player game the Kingdoms pick: name the Kingdom, not the player"));
  if (who >= 0 && !a->flag && !by_kingdom)
    {
      who = cas_rus_kingdom_player (s, a->b);
      if (who < 0)
        return cas_words_fail (error, _("no player plays %s"), cas_rus_kingdom_name (a->b));
    }
  if (who < 0)
    {
      int n = s->track.pick[a->a];
      for (int i = 0; n > 0 && i < CAS_RUS_N_ACTIONS; i++)
        if (s->track.pick[i] > n)
          s->track.pick[i]--;
      s->track.picker[a->a] = -1;
      s->track.pick[a->a] = 0;
      return TRUE;
    }
  for (int i = 0; i < CAS_RUS_N_ACTIONS; i++)
    max = MAX (max, s->track.pick[i]);
  if (s->track.pick[a->a] == 0)
    {
      if (max >= CAS_RUS_N_PICKS)
        return cas_words_fail (error, _("%d actions are picked already: a turn has only %d picks [CHOOSE p.4]"),
                     max, CAS_RUS_N_PICKS);
      s->track.pick[a->a] = max + 1;
    }
  s->track.picker[a->a] = who;
  return TRUE;
}

static gboolean
apply_round_next (CasRusState *s, GError **error)
{
  for (int r = s->round; r < CAS_RUS_N_ACTIONS; r++)   /* round N is action index N-1 */
    if (s->track.picker[r] >= 0)
      {
        s->round = r + 1;
        return TRUE;
      }
  return cas_words_fail (error, _("no picked action comes after this round; use “turn next” or “round N”"));
}

/* issue 18 (rus-invaders): may the invader's armies stand in `area`? Not beside a Kingdom's
 * or the other invader's (one side holds an area). */
static gboolean
invader_area_free (const CasRusState *s, int slot, int area, GError **error)
{
  const CasRusArea *ar = &s->areas[area];
  g_autofree char *name = area_label (area);
  int other = 1 - slot;
  if (ar->owner >= 0 && ar->armies > 0)
    {
      g_autofree char *id = cas_rus_area_id (area);
      return cas_words_fail (error, _("%s holds %d %s armies; take them away first (armies %s %s 0)"), name,
                             ar->armies, cas_rus_kingdom_name (ar->owner), id, cas_rus_kingdom_id (ar->owner));
    }
  if (s->invaders[other].armies[area] > 0)
    return cas_words_fail (error, _("%s holds %d armies of the %s; take them away first"), name,
                           s->invaders[other].armies[area], cas_rus_invader_slot_id (other));
  return TRUE;
}

/* The box holds 10 pieces of each invader [COMPONENTS p.1; INVASION p.16]. */
static gboolean
invader_count_ok (const CasRusState *s, int slot, GError **error)
{
  int n = cas_rus_invader_armies_on_map (s, slot) + s->invaders[slot].waiting;
  if (n > CAS_RUS_INVADER_MAX_ARMIES)
    return cas_words_fail (error, _("the %s would have %d armies in play: they never have more than %d [INVASION p.16]"),
                           cas_rus_invader_slot_id (slot), n, CAS_RUS_INVADER_MAX_ARMIES);
  return TRUE;
}

static gboolean
apply_invader (CasRusState *s, const RusAction *a, GError **error)
{
  CasRusInvaderPieces *inv = &s->invaders[a->a];
  const char *who = cas_rus_invader_slot_id (a->a);

  if (a->c >= 0 && (a->b == INV_ARMIES || a->b == INV_MOVE || a->b == INV_HOLDS))
    s->n_areas = MAX (s->n_areas, MAX (a->c, a->d) + 1);
  switch ((InvForm) a->b)
    {
    case INV_WAITING:
      return set_count (&inv->waiting, a, CAS_RUS_INVADER_MAX_ARMIES, who, _("armies on the card"), error) &&
             invader_count_ok (s, a->a, error);
    case INV_CONTROLLER:
      inv->controller = a->c;
      return TRUE;
    case INV_ARMIES:
      {
        g_autofree char *name = area_label (a->c);
        if (!set_count (&inv->armies[a->c], a, CAS_RUS_INVADER_MAX_ARMIES, name, _("invader armies"), error))
          return FALSE;
        return (inv->armies[a->c] == 0 || invader_area_free (s, a->a, a->c, error)) && invader_count_ok (s, a->a, error);
      }
    case INV_MOVE:
      {
        g_autofree char *name = area_label (a->c);
        if (inv->armies[a->c] < a->value)
          return cas_words_fail (error, _("%s holds %d armies of the %s, not %d"), name, inv->armies[a->c], who, a->value);
        if (!invader_area_free (s, a->a, a->d, error))
          return FALSE;
        inv->armies[a->c] -= a->value;
        inv->armies[a->d] += a->value;
        return TRUE;
      }
    case INV_HOLDS:
      if (a->flag)
        {
          /* conquered: no Kingdom's land any more [CONQUER p.15; INVASION p.16] */
          if (!invader_area_free (s, a->a, a->c, error))
            return FALSE;
          s->areas[a->c].owner = -1;
          s->areas[a->c].armies = 0;
          s->invaders[1 - a->a].held[a->c] = 0;
        }
      inv->held[a->c] = a->flag;
      return TRUE;
    case INV_VASSAL:
      inv->vassals[a->c] = a->flag;
      return TRUE;
    case INV_END:
    default:
      /* the invasion turn ends: no longer allied to anyone [INVASION p.16] */
      inv->controller = -1;
      return TRUE;
    }
}

static gboolean
apply (CasRusState *s, const RusAction *a, GError **error)
{
  /* the Kingdom of the Kingdom verbs (for the others a->a is another id or -1) */
  CasRusKingdom *k = &s->kingdoms[CLAMP (a->a, 0, CAS_RUS_N_KINGDOMS - 1)];

  if (a->verb >= V_ARMIES && a->verb <= V_PRINTED)
    s->n_areas = MAX (s->n_areas, a->a + 1);
  switch (a->verb)
    {
    case V_PLAYERS:
      /* players who leave take their links with them: their Kingdoms and Influence */
      for (int p = a->value; p < s->n_players; p++)
        s->players[p].kingdom = s->players[p].kingdom2 = -1;
      for (int i = 0; i < CAS_RUS_N_KINGDOMS; i++)
        {
          if (s->kingdoms[i].player >= a->value)
            s->kingdoms[i].player = -1;
          if (s->kingdoms[i].influenced_by >= a->value)
            s->kingdoms[i].influenced_by = -1;
        }
      s->n_players = a->value;
      return TRUE;
    case V_VARIANT:
      s->variant = a->value;
      return TRUE;
    case V_SEAT:
      s->players[a->a].seat = a->value - 1;
      return TRUE;
    case V_PLAYS:
      return apply_plays (s, a, error);
    case V_STATUS:
      k->status = a->value;
      return TRUE;
    case V_INFLUENCE:
      k->influenced_by = a->b;
      return TRUE;
    case V_RULER:
      k->ruler = a->b;
      return TRUE;
    case V_ALLY:
      k->allies[a->b] = a->flag;
      s->kingdoms[a->b].allies[a->a] = a->flag;
      return TRUE;
    case V_ENVOY:
      k->envoys[a->b] = a->flag;
      return TRUE;
    case V_RESOURCE:
      return set_count (&k->resources[a->b], a, MAX_COUNT, cas_rus_kingdom_name (a->a),
                        cas_rus_resource_name (a->b), error);
    case V_TECH:
      {
        int *cell = ability_cell (k, a->b);
        gboolean by_turn = a->b != CAS_RUS_CAVALRY && a->b != CAS_RUS_WAREHOUSE;
        *cell = !a->flag ? 0 : !by_turn ? 1 : a->turn > 0 ? a->turn : s->turn;
        return TRUE;
      }
    case V_RELIGION:
      k->religion = a->value;
      return TRUE;
    case V_VP:
      if (a->flag)
        {
          CasRusPlayer *pl = &s->players[a->a];
          int *cells[] = { &pl->submissions, &pl->objective_vp, &pl->occupation_vp, &pl->switches };
          const char *what[] = {
            _("submission markers"), _("objective VP"), _("occupation VP"), _("switches"),
          };
          g_autofree char *who = g_strdup_printf (_("player %d"), a->a + 1);
          return set_count (cells[a->b], a, a->b == 2 ? 1 : MAX_COUNT, who, what[a->b], error);
        }
      return set_count (a->b == 0 ? &k->ct_vp : &k->border_vp, a, MAX_COUNT, cas_rus_kingdom_name (a->a),
                        a->b == 0 ? _("C&T VP") : _("bordering VP"), error);
    case V_ARMIES:
      return apply_armies (s, a, error);
    case V_OWNER:
      s->areas[a->a].owner = a->b;
      if (a->b >= 0)   /* rus-invaders: no longer the invader's conquest */
        for (int i = 0; i < CAS_RUS_N_INVADER_SLOTS; i++)
          s->invaders[i].held[a->a] = 0;
      return TRUE;
    case V_SETTLEMENT:
      s->areas[a->a].settlement = a->value;
      s->areas[a->a].built_turn = a->value == CAS_RUS_NO_SETTLEMENT ? 0 : a->turn > 0 ? a->turn : s->turn;
      return TRUE;
    case V_TERRAIN:
      s->areas[a->a].terrain = a->value;
      return TRUE;
    case V_PRINTED:
      s->areas[a->a].printed_vp = a->value;
      return TRUE;
    case V_PICK:
      return apply_pick (s, a, error);
    case V_TILES:
      return set_count (a->b == 0 ? &s->track.money[a->a] : &s->track.basic[a->a], a, MAX_COUNT,
                        cas_rus_action_name (a->a), a->b == 0 ? _("Money tiles") : _("Basic tiles"), error);
    case V_REVEAL:
      {
        CasRusPolitics *pol = &s->politics;
        int i = revealed_index (s, a->a);
        if (a->flag)
          {
            if (i >= 0)
              return cas_words_fail (error, _("%s is revealed already (turn %d)"), cas_rus_card_name (a->a), pol->revealed_turn[i]);
            if (pol->n_revealed >= pol->deck_size)
              return cas_words_fail (error, ngettext ("the Politics deck has %d card, all revealed",
                                           "the Politics deck has %d cards, all revealed", pol->deck_size),
                           pol->deck_size);
            i = pol->n_revealed++;
            pol->revealed[i] = a->a;
            pol->revealed_turn[i] = s->turn;
            pol->activated_turn[i] = 0;
            return TRUE;
          }
        if (i < 0)
          return cas_words_fail (error, _("%s is not among the revealed cards"), cas_rus_card_name (a->a));
        for (; i + 1 < pol->n_revealed; i++)
          {
            pol->revealed[i] = pol->revealed[i + 1];
            pol->revealed_turn[i] = pol->revealed_turn[i + 1];
            pol->activated_turn[i] = pol->activated_turn[i + 1];
          }
        pol->n_revealed--;
        pol->revealed[pol->n_revealed] = 0;
        pol->revealed_turn[pol->n_revealed] = 0;
        pol->activated_turn[pol->n_revealed] = 0;
        return TRUE;
      }
    case V_ACTIVATE:
      {
        int i = revealed_index (s, a->a);
        if (i < 0)
          return cas_words_fail (error, _("%s is not revealed; reveal it first"), cas_rus_card_name (a->a));
        s->politics.activated_turn[i] = a->flag ? s->turn : 0;
        return TRUE;
      }
    case V_DECK:
      if (a->value < s->politics.n_revealed)
        return cas_words_fail (error, _("Politics cards revealed already: %d; the deck cannot have fewer"),
                     s->politics.n_revealed);
      s->politics.deck_size = a->value;
      return TRUE;
    case V_TURN:
      if (a->flag)
        {
          /* A new turn: the picks of the last one are taken back and Influence ends
           * [CHOOSE p.4; INFLUENCE p.8]; the tiles stay on the cards. */
          if (s->turn >= MAX_TURN)
            return cas_words_fail (error, _("turn %d is the last that can be recorded"), MAX_TURN);
          s->turn++;
          s->round = 0;
          for (int i = 0; i < CAS_RUS_N_ACTIONS; i++)
            {
              s->track.picker[i] = -1;
              s->track.pick[i] = 0;
            }
          for (int i = 0; i < CAS_RUS_N_KINGDOMS; i++)
            s->kingdoms[i].influenced_by = -1;
          /* the invaders' alliance lasts the invasion turn only [INVASION p.16] */
          for (int i = 0; i < CAS_RUS_N_INVADER_SLOTS; i++)
            s->invaders[i].controller = -1;
          return TRUE;
        }
      {
        int v = a->relative ? s->turn + a->value : a->value;
        if (v < 1 || v > MAX_TURN)
          return cas_words_fail (error, _("turn %d cannot be recorded: turns run 1 to %d"), v, MAX_TURN);
        s->turn = v;
        return TRUE;
      }
    case V_ROUND:
      if (a->flag)
        return apply_round_next (s, error);
      s->round = a->value;
      return TRUE;
    case V_SETTING:
      ((int *) &s->settings)[a->a] = a->value;
      return TRUE;
    case V_KINGDOMS:
      {
        /* The table set up again with these Kingdoms, its settings kept [SETUP p.2]. */
        CasRusSettings settings = s->settings;
        g_autoptr(GError) local = NULL;
        if (!cas_rus_state_setup (s, s->n_players, (CasRusVariant) s->variant, a->list, &settings, &local))
          {
            g_set_error_literal (error, CAS_ERROR, CAS_ERROR_ACTION, local->message);
            return FALSE;
          }
        return TRUE;
      }
    case V_INVADER:
      return apply_invader (s, a, error);
    case N_VERBS:
    default:
      break;
    }
  g_assert_not_reached ();
}

/* ---- the log's sentence ---- */

static char *
describe_invader (const RusAction *a, const CasRusState *before, const CasRusState *after)
{
  const char *who = cas_rus_invader_name (a->a);
  const CasRusInvaderPieces *b = &before->invaders[a->a], *n = &after->invaders[a->a];
  g_autofree char *area = a->c >= 0 && (a->b == INV_ARMIES || a->b == INV_MOVE || a->b == INV_HOLDS) ? area_label (a->c) : NULL;

  switch ((InvForm) a->b)
    {
    case INV_WAITING:
      /* TRANSLATORS: "Vikings: armies on their card 0 → 10" */
      return g_strdup_printf (_("%s: armies on their card %d → %d"), who, b->waiting, n->waiting);
    case INV_CONTROLLER:
      if (a->c < 0)
        return g_strdup_printf (_("%s: nobody runs them"), who);
      return g_strdup_printf (_("%s run by player %d, allied to that player's Kingdom this turn"), who, a->c + 1);
    case INV_ARMIES:
      return g_strdup_printf (_("%s: %s armies %d → %d"), area, who, b->armies[a->c], n->armies[a->c]);
    case INV_MOVE:
      {
        g_autofree char *to = area_label (a->d);
        return g_strdup_printf (ngettext ("%s: %d army moves from %s to %s", "%s: %d armies move from %s to %s", a->value),
                                who, a->value, area, to);
      }
    case INV_HOLDS:
      return g_strdup_printf (a->flag ? _("%s conquered by the %s") : _("%s no longer held by the %s"), area, who);
    case INV_VASSAL:
      return g_strdup_printf (a->flag ? _("%s submits to the %s, their Vassal") : _("%s is no Vassal of the %s"),
                              cas_rus_kingdom_name (a->c), who);
    case INV_END:
    default:
      return g_strdup_printf (_("%s: the invasion turn ends, they are allied to nobody"), who);
    }
}

static char *
describe (const RusAction *a, const CasRusState *before, const CasRusState *after)
{
  const char *kname = a->verb != V_INVADER && a->a >= 0 && a->a < CAS_RUS_N_KINGDOMS ? cas_rus_kingdom_name (a->a) : "";
  g_autofree char *area = a->verb >= V_ARMIES && a->verb <= V_PRINTED ? area_label (a->a) : NULL;

  switch (a->verb)
    {
    case V_PLAYERS:
      return g_strdup_printf (_("%d players (were %d)"), after->n_players, before->n_players);
    case V_VARIANT:
      return g_strdup_printf (_("Variant: %s"), cas_rus_variant_id (a->value));
    case V_SEAT:
      return g_strdup_printf (_("Player %d sits in seat %d"), a->a + 1, a->value);
    case V_PLAYS:
      if (a->b < 0)
        return g_strdup_printf (a->flag ? _("Player %d plays no second Kingdom") : _("Player %d plays no Kingdom"), a->a + 1);
      return g_strdup_printf (a->flag ? _("Player %d plays %s as a second Kingdom") : _("Player %d plays %s"),
                              a->a + 1, cas_rus_kingdom_name (a->b));
    case V_STATUS:
      return g_strdup_printf (_("%s: %s (was %s)"), kname, cas_rus_status_name (a->value),
                              cas_rus_status_name (before->kingdoms[a->a].status));
    case V_INFLUENCE:
      if (a->b < 0)
        return g_strdup_printf (_("%s is not Influenced"), kname);
      return g_strdup_printf (_("Player %d Influences %s this turn"), a->b + 1, kname);
    case V_RULER:
      if (a->b < 0)
        return g_strdup_printf (_("%s has no Ruler"), kname);
      return g_strdup_printf (_("%s is a Vassal of %s"), kname, cas_rus_kingdom_name (a->b));
    case V_ALLY:
      return g_strdup_printf (a->flag ? _("%s and %s are allied") : _("%s and %s are not allied"),
                              kname, cas_rus_kingdom_name (a->b));
    case V_ENVOY:
      return g_strdup_printf (a->flag ? _("%s has an Envoy at %s") : _("%s has no Envoy at %s"),
                              kname, cas_rus_power_name (a->b));
    case V_RESOURCE:
      return g_strdup_printf (_("%s: %s %d → %d"), kname, cas_rus_resource_name (a->b),
                              before->kingdoms[a->a].resources[a->b], after->kingdoms[a->a].resources[a->b]);
    case V_TECH:
      if (!a->flag)
        return g_strdup_printf (_("%s does not hold %s"), kname, cas_rus_ability_name (a->b));
      if (a->b == CAS_RUS_CAVALRY || a->b == CAS_RUS_WAREHOUSE)
        return g_strdup_printf (_("%s holds %s"), kname, cas_rus_ability_name (a->b));
      return g_strdup_printf (_("%s holds %s, bought in turn %d"), kname, cas_rus_ability_name (a->b),
                              a->b == CAS_RUS_METALLURGY ? after->kingdoms[a->a].metallurgy_turn
                                                         : after->kingdoms[a->a].abilities[a->b]);
    case V_RELIGION:
      return g_strdup_printf (_("%s: religion %s"), kname, cas_rus_religion_id (a->value));
    case V_VP:
      if (a->flag)
        {
          const CasRusPlayer *b = &before->players[a->a], *n = &after->players[a->a];
          const int was[] = { b->submissions, b->objective_vp, b->occupation_vp, b->switches };
          const int now[] = { n->submissions, n->objective_vp, n->occupation_vp, n->switches };
          const char *what[] = {
            _("+1VP markers for submissions"), _("VP from invasion objectives"),
            _("VP for occupying Europe"), _("Kingdom switches (-1 VP each)"),
          };
          return g_strdup_printf (_("Player %d: %s %d → %d"), a->a + 1, what[a->b], was[a->b], now[a->b]);
        }
      if (a->b == 0)
        return g_strdup_printf (_("%s: C&T VP %d → %d"), kname, before->kingdoms[a->a].ct_vp, after->kingdoms[a->a].ct_vp);
      return g_strdup_printf (_("%s: bordering VP %d → %d"), kname, before->kingdoms[a->a].border_vp,
                              after->kingdoms[a->a].border_vp);
    case V_ARMIES:
      return g_strdup_printf (_("%s: %s armies %d → %d"), area, cas_rus_kingdom_name (a->b),
                              before->areas[a->a].owner == a->b ? before->areas[a->a].armies : 0,
                              after->areas[a->a].owner == a->b ? after->areas[a->a].armies : 0);
    case V_OWNER:
      if (a->b < 0)
        return g_strdup_printf (_("%s belongs to no Kingdom"), area);
      return g_strdup_printf (_("%s belongs to %s"), area, cas_rus_kingdom_name (a->b));
    case V_SETTLEMENT:
      if (a->value == CAS_RUS_NO_SETTLEMENT)
        return g_strdup_printf (_("%s: no settlement (was %s)"), area,
                                cas_rus_settlement_name (before->areas[a->a].settlement));
      return g_strdup_printf (_("%s: %s, built in turn %d (was %s)"), area, cas_rus_settlement_name (a->value),
                              after->areas[a->a].built_turn, cas_rus_settlement_name (before->areas[a->a].settlement));
    case V_TERRAIN:
      return g_strdup_printf (_("%s: %s"), area, cas_rus_terrain_name (a->value));
    case V_PRINTED:
      if (a->value < 0)
        return g_strdup_printf (_("%s: printed VP not known"), area);
      return g_strdup_printf (_("%s: %d VP printed on the map"), area, a->value);
    case V_PICK:
      if (after->track.picker[a->a] < 0)
        return g_strdup_printf (_("%s: not picked"), cas_rus_action_name (a->a));
      if (after->n_players == 2)
        return g_strdup_printf (_("%s picks %s (pick %d)"), cas_rus_kingdom_name (after->track.picker[a->a]),
                                cas_rus_action_name (a->a), after->track.pick[a->a]);
      return g_strdup_printf (_("Player %d picks %s (pick %d)"), after->track.picker[a->a] + 1,
                              cas_rus_action_name (a->a), after->track.pick[a->a]);
    case V_TILES:
      if (a->b == 0)
        return g_strdup_printf (_("%s: Money tiles %d → %d"), cas_rus_action_name (a->a), before->track.money[a->a],
                                after->track.money[a->a]);
      return g_strdup_printf (_("%s: Basic tiles %d → %d"), cas_rus_action_name (a->a), before->track.basic[a->a],
                              after->track.basic[a->a]);
    case V_REVEAL:
      if (!a->flag)
        return g_strdup_printf (_("%s taken back from the revealed Politics cards"), cas_rus_card_name (a->a));
      return g_strdup_printf (_("Politics card revealed: %s (%d so far)"), cas_rus_card_name (a->a),
                              after->politics.n_revealed);
    case V_ACTIVATE:
      return g_strdup_printf (a->flag ? _("%s activated in turn %d") : _("%s not activated"),
                              cas_rus_card_name (a->a), after->turn);
    case V_DECK:
      return g_strdup_printf (ngettext ("The Politics deck has %d card", "The Politics deck has %d cards", a->value),
                              a->value);
    case V_TURN:
      if (a->flag)
        return g_strdup_printf (_("Turn %d begins: the picks are taken back"), after->turn);
      return g_strdup_printf (_("Turn %d (was %d)"), after->turn, before->turn);
    case V_ROUND:
      if (after->round == 0)
        return g_strdup (_("Picking actions"));
      return g_strdup_printf (_("Round %d: %s"), after->round, cas_rus_action_name (after->round - 1));
    case V_SETTING:
      if (cas_rus_setting_value_id (a->a, 0))
        return g_strdup_printf (_("Setting %s: %s"), cas_rus_setting_key (a->a), cas_rus_setting_value_id (a->a, a->value));
      return g_strdup_printf (_("Setting %s: %s"), cas_rus_setting_key (a->a), a->value ? _("yes") : _("no"));
    case V_KINGDOMS:
      {
        g_autoptr(GString) names = g_string_new (NULL);
        for (int i = 0; i < after->n_players; i++)
          g_string_append_printf (names, "%s%s", i ? ", " : "", cas_rus_kingdom_name (after->players[i].kingdom));
        /* TRANSLATORS: the Kingdoms of the players in seat order, "Bulgars, Rus, Slavs" */
        return g_strdup_printf (_("The players take their Kingdoms: %s (the table is set up for them)"), names->str);
      }
    case V_INVADER:
      return describe_invader (a, before, after);
    case N_VERBS:
    default:
      break;
    }
  g_assert_not_reached ();
}

/* ---- entry points ---- */

gboolean
cas_rus_action_apply (CasRusState *state, const char *text, char **canonical, char **description,
                      GError **error)
{
  g_auto(GStrv) raw = NULL;
  g_autoptr(GPtrArray) tok = g_ptr_array_new ();
  RusAction a = { 0 };
  Parser p = { .s = state, .error = error };
  CasRusState copy;
  int v;

  g_return_val_if_fail (state != NULL && text != NULL, FALSE);
  if (strlen (text) > MAX_TEXT)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("the action is longer than %d characters"), MAX_TEXT);
      return FALSE;
    }
  raw = g_strsplit_set (text, " \t\n\r", -1);
  for (int i = 0; raw[i]; i++)
    if (*raw[i])
      g_ptr_array_add (tok, raw[i]);
  g_ptr_array_add (tok, NULL);
  p.tok = (char **) tok->pdata;
  p.n = (int) tok->len - 1;
  if (p.n == 0)
    {
      g_set_error_literal (error, CAS_ERROR, CAS_ERROR_PARSE, _("empty action"));
      return FALSE;
    }
  v = verb_index (p.tok[0]);
  if (v < 0)
    {
      g_autofree char *list = g_strjoinv (", ", (char **) verbs);
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("unknown Rus action “%s”; the verbs are %s"), p.tok[0], list);
      return FALSE;
    }
  p.verb = a.verb = (Verb) v;
  if (!parse (&p, &a))
    return FALSE;

  copy = *state;
  if (!apply (&copy, &a, error))
    return FALSE;
  if (canonical)
    *canonical = to_string (&a);
  if (description)
    *description = describe (&a, state, &copy);
  *state = copy;
  return TRUE;
}

gboolean
cas_rus_action_apply_cells (int *cells, guint n_cells, const char *text, char **canonical,
                            char **description, GError **error)
{
  if (n_cells != CAS_RUS_N_CELLS)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("a Rus table has %u cells, not %u"), CAS_RUS_N_CELLS, n_cells);
      return FALSE;
    }
  return cas_rus_action_apply ((CasRusState *) (void *) cells, text, canonical, description, error);
}
