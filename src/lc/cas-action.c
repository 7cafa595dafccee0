/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-action.c: parse, print, apply and describe table actions. Undo does not live here:
 * the journal records which cells an action changed, so every action reverts exactly. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cas-action.h"
#include "cas-action-words.h"
#include "cas-lc-rules.h"
#include "cas-muster.h"
#include "cas-settings.h"

#define MAX_ACTION_TEXT 1024
#define MAX_COUNT CAS_ACTION_MAX_COUNT

/* The series' action words; a game's own (CasLcRules.actions) come in after theirs. */
static const char *const verbs[CAS_N_ACTIONS + 1] = {
  "move", "muster", "disband", "remove", "cylinder", "service", "forces", "routed", "assets",
  "vassal", "moved", "marker", "box", "phase", "capability", "discard", "card", "vp",
  "option", "lieutenant", "plan", "reveal", "step", NULL, NULL,
};

/* The fewest words after each verb (the minimum of expect_args () below). */
static const int min_args[CAS_N_ACTIONS] = {
  2, 2, 1, 1, 2, 2, 3, 3, 3, 3, 2, 3, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 1, 0,
};

static const char *const usages[CAS_N_ACTIONS] = {
  "move LORD LOCALE",
  "muster LORD LOCALE [TRANSPORT...]",
  "disband LORD [BOX]",
  "remove LORD",
  "cylinder LORD BOX",
  "service LORD N|+N|-N",
  "forces LORD TYPE N|+N|-N",
  "routed LORD TYPE N|+N|-N",
  "assets LORD TYPE N|+N|-N",
  "vassal LORD VASSAL ready|muster|unready|aside|removed",
  "moved LORD yes|no",
  "marker LOCALE conquered|siege|walls N  or  marker LOCALE ravaged|castle SIDE|none",
  "box N",
  "phase levy|campaign",
  "capability CARD [LORD]",
  "discard CARD",
  "card CARD deck|held|this_levy|this_campaign|removed",
  "vp SIDE N|+N|-N (extra VP, halves as 0.5)",
  "option hidden_mats|vassal_service|no_horseback_archery yes|no  or  option bid N",
  "lieutenant LORD LOWER_LORD|none",
  "plan SIDE CARD,CARD,...|none",
  "reveal SIDE N",
  "step N",
  NULL,
};

static const char *const marker_ids[] = { "conquered", "siege", "walls", "ravaged", "castle", "ruins" /* Inferno, inf-battle */,
                                          "bypass" /* Inferno, victory */ };
static const char *const option_ids[] = { "hidden_mats", "vassal_service", "no_horseback_archery", "bid" };
/* Settings (inf-cmd, issue 17): `option ID VALUE` for a game setting (game.json
 * "settings"); its field is N_OPTION_IDS + the setting's index, its value the value's. */
#define N_OPTION_IDS ((int) G_N_ELEMENTS (option_ids))
static const char *const vassal_verbs[] = { "ready", "muster", "unready", "aside", "removed" };
static const char *const card_verbs[] = { "deck", "capability", "lord", "held", "this_levy", "this_campaign", "removed" };

/* The game's own actions, or NULL. */
static const CasLcAction *
game_actions (CasGame *game, int *n)
{
  const CasLcRules *rules = cas_lc_rules (game);
  *n = rules && rules->actions ? rules->n_actions : 0;
  return *n > 0 ? rules->actions : NULL;
}

char **
cas_action_verbs (CasGame *game)
{
  int n_own;
  const CasLcAction *own = game_actions (game, &n_own);
  GPtrArray *list = g_ptr_array_new ();

  for (int k = 0; k < CAS_ACTION_GAME; k++)
    {
      g_ptr_array_add (list, g_strdup (verbs[k]));
      for (int i = 0; i < n_own; i++)
        if (g_strcmp0 (own[i].after, verbs[k]) == 0)
          g_ptr_array_add (list, g_strdup (own[i].verb));
    }
  g_ptr_array_add (list, NULL);
  return (char **) g_ptr_array_free (list, FALSE);
}

int
cas_action_min_args (CasGame *game, const char *verb)
{
  int n_own;
  const CasLcAction *own = game_actions (game, &n_own);

  for (int k = 0; k < CAS_ACTION_GAME; k++)
    if (g_strcmp0 (verbs[k], verb) == 0)
      return min_args[k];
  for (int i = 0; i < n_own; i++)
    if (g_strcmp0 (own[i].verb, verb) == 0)
      return own[i].min_args;
  return 0;
}

void
cas_action_free (CasAction *action)
{
  g_free (action);
}

CasAction *
cas_action_copy (const CasAction *action)
{
  return g_memdup2 (action, sizeof *action);
}

static int
index_of (const char *const *ids, int n, const char *id)
{
  for (int i = 0; i < n; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return -1;
}

/* ------------------------------------------------------------------------ */
/* Parsing. */

typedef struct CasActionParser {
  CasGame *game;
  char **tok;
  int n;
  const char *usage;
  GError **error;
} Parser;

/* A parse error naming the action's usage; always FALSE. */
#define perr cas_action_parser_fail

gboolean
cas_action_parser_fail (CasActionParser *p, const char *format, ...)
{
  va_list args;
  g_autofree char *msg = NULL;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (p->error, CAS_ERROR, CAS_ERROR_PARSE, "%s (usage: %s)", msg, p->usage);
  return FALSE;
}

static char *
id_list (CasGame *game, guint n, const char *(*get) (CasGame *, int))
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      if (i)
        g_string_append (s, ", ");
      g_string_append (s, get (game, (int) i));
    }
  return g_string_free (s, FALSE);
}

static const char *lord_id_at (CasGame *g, int i) { return cas_game_get_lord (g, i)->id; }

static gboolean
parse_lord (Parser *p, const char *tok, int *out)
{
  *out = cas_game_find_lord (p->game, tok);
  if (*out < 0)
    {
      g_autofree char *list = id_list (p->game, cas_game_get_n_lords (p->game), lord_id_at);
      return perr (p, _("unknown Lord “%s”; the Lords are %s"), tok, list);
    }
  return TRUE;
}

/* A Locale id for an example: the data's first with an underscore, else its first. */
static const char *
example_locale (CasGame *game)
{
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    if (strchr (cas_game_get_locale (game, (int) i)->id, '_'))
      return cas_game_get_locale (game, (int) i)->id;
  return cas_game_get_n_locales (game) ? cas_game_get_locale (game, 0)->id : "";
}

static gboolean
parse_locale (Parser *p, const char *tok, int *out)
{
  *out = cas_game_find_locale (p->game, tok);
  if (*out < 0)
    return perr (p, _("unknown Locale “%s” (Locale ids are lowercase, e.g. %s; `castellan-cli show FILE --json` lists them)"), tok,
                 example_locale (p->game));
  return TRUE;
}

/* The card ids in short, from the data: each side's first to last card, then the first
 * No Capability card ("t1…t18, r1…r18, t0a…"). */
static char *
card_ids_text (CasGame *game)
{
  GString *s = g_string_new (NULL);
  const char *no_card = NULL;

  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      const char *first = NULL, *last = NULL;
      for (guint c = 0; c < cas_game_get_n_cards (game); c++)
        {
          const CasCard *card = cas_game_get_card (game, (int) c);
          if (card->no_card && no_card == NULL)
            no_card = card->id;
          if (card->side != side || card->no_card)
            continue;
          if (first == NULL)
            first = card->id;
          last = card->id;
        }
      if (first)
        g_string_append_printf (s, "%s%s…%s", s->len ? ", " : "", first, last);
    }
  if (no_card)
    g_string_append_printf (s, "%s%s…", s->len ? ", " : "", no_card);
  return g_string_free (s, FALSE);
}

static gboolean
parse_card (Parser *p, const char *tok, int *out)
{
  *out = cas_game_find_card (p->game, tok);
  if (*out < 0)
    {
      g_autofree char *ids = card_ids_text (p->game);
      return perr (p, _("unknown Arts of War card “%s” (ids are %s)"), tok, ids);
    }
  return TRUE;
}

static gboolean
parse_side (Parser *p, const char *tok, gboolean allow_none, int *out)
{
  if (allow_none && g_strcmp0 (tok, "none") == 0)
    {
      *out = -1;
      return TRUE;
    }
  *out = cas_game_find_side (p->game, tok);
  if (*out < 0)
    return perr (p, _("“%s” is not a side: use %s or %s%s"), tok, cas_game_get_side_id (p->game, 0),
                 cas_game_get_side_id (p->game, 1), allow_none ? " or none" : "");
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
parse_yes_no (Parser *p, const char *tok, int *out)
{
  g_autofree char *problem = NULL;
  gboolean yes = FALSE;
  if (!cas_words_yes_no (tok, &yes, &problem))
    return perr (p, "%s", problem);
  *out = yes ? 1 : 0;
  return TRUE;
}

static gboolean
expect_args (Parser *p, int min, int max)
{
  g_autofree char *problem = NULL;
  if (!cas_words_arity (p->tok, p->n, p->tok[0], min, max, &problem))
    return perr (p, "%s", problem);
  return TRUE;
}

CasGame *
cas_action_parser_game (CasActionParser *p)
{
  return p->game;
}

const char *
cas_action_parser_word (CasActionParser *p, int i)
{
  return i >= 0 && i < p->n ? p->tok[i] : NULL;
}

gboolean
cas_action_parser_args (CasActionParser *p, int min, int max)
{
  return expect_args (p, min, max);
}

gboolean
cas_action_parser_number (CasActionParser *p, int i, gboolean allow_relative, int min, int max, int *value,
                          gboolean *relative)
{
  return parse_number (p, p->tok[i], allow_relative, min, max, value, relative);
}

gboolean
cas_action_parser_yes_no (CasActionParser *p, int i, int *value)
{
  return parse_yes_no (p, p->tok[i], value);
}

void
cas_action_append_yes_no (GString *s, const CasAction *a)
{
  g_string_append (s, a->value ? " yes" : " no");
}

gboolean
cas_action_parser_locale (CasActionParser *p, int i, int *out)
{
  return parse_locale (p, p->tok[i], out);
}

static gboolean
parse_vassal (Parser *p, int lord, const char *tok, int *slot)
{
  const CasLord *l = cas_game_get_lord (p->game, lord);
  int v = cas_game_find_vassal (p->game, tok);
  if (v < 0)
    {
      g_autofree char *full = g_strdup_printf ("%s_%s", l->id, tok);
      v = cas_game_find_vassal (p->game, full);
    }
  if (v < 0 || cas_game_get_vassal (p->game, v)->lord != lord)
    {
      GString *list = g_string_new (NULL);
      for (int i = 0; i < l->n_vassals; i++)
        g_string_append_printf (list, "%s%s", i ? ", " : "", cas_game_get_vassal (p->game, l->vassals[i])->id);
      g_autofree char *names = g_string_free (list, FALSE);
      return perr (p, _("%s has no Vassal “%s”; his Vassals are: %s"), l->name, tok, *names ? names : _("none"));
    }
  *slot = cas_game_get_vassal (p->game, v)->slot;
  return TRUE;
}

/* "cart sled boat ship": the game's Transport types. */
static char *
transport_ids (CasGame *game)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < (int) cas_game_get_n_assets (game); i++)
    if (cas_game_asset_is_transport (game, i))
      g_string_append_printf (s, "%s%s", s->len ? " " : "", cas_game_asset_id (game, i));
  return g_string_free (s, FALSE);
}

static gboolean
parse_counts_action (Parser *p, CasAction *a, gboolean forces)
{
  if (!expect_args (p, 3, 3) || !parse_lord (p, p->tok[1], &a->lord))
    return FALSE;
  a->field = forces ? cas_game_find_unit (p->game, p->tok[2]) : cas_game_find_asset (p->game, p->tok[2]);
  if (a->field < 0)
    {
      GString *list = g_string_new (NULL);
      int n = (int) (forces ? cas_game_get_n_units (p->game) : cas_game_get_n_assets (p->game));
      for (int i = 0; i < n; i++)
        g_string_append_printf (list, "%s%s", i ? " " : "", forces ? cas_game_unit_id (p->game, i) : cas_game_asset_id (p->game, i));
      g_autofree char *types = g_string_free (list, FALSE);
      return perr (p, _("unknown %s type “%s”; use one of: %s"), forces ? _("Forces") : _("Asset"), p->tok[2], types);
    }
  a->has_value = TRUE;
  return parse_number (p, p->tok[3], TRUE, 0, MAX_COUNT, &a->value, &a->relative);
}

CasAction *
cas_action_parse (CasGame *game, const char *text, GError **error)
{
  g_autoptr(CasAction) a = g_new0 (CasAction, 1);
  g_auto(GStrv) raw = NULL;
  g_autoptr(GPtrArray) tokens = g_ptr_array_new ();
  Parser p = { .game = game, .error = error };
  int n_boxes = (int) cas_game_get_n_boxes (game);

  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("the action is not valid UTF-8 text"));
      return NULL;
    }
  if (strlen (text) > MAX_ACTION_TEXT)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("the action is longer than %d characters"), MAX_ACTION_TEXT);
      return NULL;
    }
  raw = g_strsplit_set (text, " \t\r\n", -1);
  for (char **t = raw; *t; t++)
    if (**t)
      g_ptr_array_add (tokens, *t);
  if (tokens->len == 0)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("empty action"));
      return NULL;
    }
  p.tok = (char **) tokens->pdata;
  p.n = (int) tokens->len;
  int kind = index_of (verbs, CAS_ACTION_GAME, p.tok[0]);
  int n_own;
  const CasLcAction *own = game_actions (game, &n_own);
  a->lord = a->other = a->locale = a->card = a->slot = a->side = a->game_action = -1;
  if (kind < 0)
    for (int i = 0; i < n_own; i++)
      if (g_strcmp0 (own[i].verb, p.tok[0]) == 0)
        {
          kind = CAS_ACTION_GAME;
          a->game_action = i;
        }
  if (kind < 0)
    {
      g_auto(GStrv) list = cas_action_verbs (game);
      g_autofree char *all = g_strjoinv (", ", list);
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("unknown action “%s”; the actions are: %s"), p.tok[0], all);
      return NULL;
    }
  a->kind = kind;
  p.usage = kind == CAS_ACTION_GAME ? own[a->game_action].usage : usages[kind];

  gboolean ok = FALSE;
  switch (a->kind)
    {
    case CAS_ACTION_MOVE:
      ok = expect_args (&p, 2, 2) && parse_lord (&p, p.tok[1], &a->lord) && parse_locale (&p, p.tok[2], &a->locale);
      break;
    case CAS_ACTION_MUSTER:
      ok = expect_args (&p, 2, 2 + 8) && parse_lord (&p, p.tok[1], &a->lord) && parse_locale (&p, p.tok[2], &a->locale);
      for (int i = 3; ok && i < p.n; i++)
        {
          int t = cas_game_find_asset (game, p.tok[i]);
          if (t < 0 || !cas_game_asset_is_transport (game, t))
            {
              g_autofree char *types = transport_ids (game);
              ok = perr (&p, _("“%s” is not a Transport type (%s)"), p.tok[i], types);
            }
          else
            {
              a->transport[t]++;
              a->has_transport = TRUE;
            }
        }
      break;
    case CAS_ACTION_DISBAND:
      ok = expect_args (&p, 1, 2) && parse_lord (&p, p.tok[1], &a->lord);
      if (ok && p.n == 3)
        {
          a->has_value = TRUE;
          ok = parse_number (&p, p.tok[2], FALSE, 0, n_boxes + 1, &a->value, &a->relative);
        }
      break;
    case CAS_ACTION_REMOVE:
      ok = expect_args (&p, 1, 1) && parse_lord (&p, p.tok[1], &a->lord);
      break;
    case CAS_ACTION_CYLINDER:
    case CAS_ACTION_SERVICE:
      a->has_value = TRUE;
      ok = expect_args (&p, 2, 2) && parse_lord (&p, p.tok[1], &a->lord) &&
           parse_number (&p, p.tok[2], TRUE, 0, n_boxes + 1, &a->value, &a->relative);
      break;
    case CAS_ACTION_FORCES:
    case CAS_ACTION_ROUTED:
      ok = parse_counts_action (&p, a, TRUE);
      break;
    case CAS_ACTION_ASSETS:
      ok = parse_counts_action (&p, a, FALSE);
      break;
    case CAS_ACTION_VASSAL:
      ok = expect_args (&p, 3, 3) && parse_lord (&p, p.tok[1], &a->lord) && parse_vassal (&p, a->lord, p.tok[2], &a->slot);
      if (ok && (a->field = index_of (vassal_verbs, G_N_ELEMENTS (vassal_verbs), p.tok[3])) < 0)
        ok = perr (&p, _("“%s” must be ready, muster, unready, aside or removed"), p.tok[3]);
      break;
    case CAS_ACTION_MOVED:
      a->has_value = TRUE;
      ok = expect_args (&p, 2, 2) && parse_lord (&p, p.tok[1], &a->lord) && parse_yes_no (&p, p.tok[2], &a->value);
      break;
    case CAS_ACTION_MARKER:
      ok = expect_args (&p, 3, 3) && parse_locale (&p, p.tok[1], &a->locale);
      /* inferno-levy (issue 17): a game whose Locale markers are Allegiance markers names
       * them so too (`marker LOCALE allegiance N`, Inferno 1.3.1); `conquered` stays the
       * canonical word, so saves and transcripts keep it (rules-decisions I160). */
      if (ok && cas_game_get_marker_set (game) == CAS_MARKERS_ALLEGIANCE && g_strcmp0 (p.tok[2], "allegiance") == 0)
        {
          a->field = CAS_MARKER_CONQUERED;
          a->has_value = TRUE;
          ok = parse_number (&p, p.tok[3], TRUE, 0, 9, &a->value, &a->relative);
        }
      /* inf-cmd: Ruins only in a game that has them (Inferno's Allegiance markers). */
      else if (ok && ((a->field = index_of (marker_ids, G_N_ELEMENTS (marker_ids), p.tok[2])) < 0 ||
                 ((a->field == CAS_MARKER_RUINS || a->field == CAS_MARKER_BYPASS) &&
                  cas_game_get_marker_set (game) != CAS_MARKERS_ALLEGIANCE)))
        ok = perr (&p, _("unknown marker “%s”; use conquered, siege, walls, ravaged or castle"), p.tok[2]);
      else if (ok && a->field >= CAS_MARKER_RAVAGED)
        ok = parse_side (&p, p.tok[3], TRUE, &a->side);
      else if (ok)
        {
          a->has_value = TRUE;
          ok = parse_number (&p, p.tok[3], TRUE, 0, a->field == CAS_MARKER_WALLS ? 1 : 9, &a->value, &a->relative);
        }
      break;
    case CAS_ACTION_BOX:
      a->has_value = TRUE;
      ok = expect_args (&p, 1, 1) && parse_number (&p, p.tok[1], TRUE, 1, n_boxes, &a->value, &a->relative);
      break;
    case CAS_ACTION_PHASE:
      ok = expect_args (&p, 1, 1);
      if (ok && g_strcmp0 (p.tok[1], "levy") == 0)
        a->value = CAS_PHASE_LEVY;
      else if (ok && g_strcmp0 (p.tok[1], "campaign") == 0)
        a->value = CAS_PHASE_CAMPAIGN;
      else if (ok)
        ok = perr (&p, _("“%s” must be levy or campaign"), p.tok[1]);
      a->has_value = TRUE;
      break;
    case CAS_ACTION_CAPABILITY:
      ok = expect_args (&p, 1, 2) && parse_card (&p, p.tok[1], &a->card);
      /* battle-sally (Inferno 1.5.1, 3.4.4): a Commander may Levy a This Lord card to his
       * Comune's mat, named by the Comune's id (`capability f16 firenze_comune`); `field`
       * is then 1 + the Comune. */
      for (guint c = 0; ok && p.n == 3 && c < cas_game_get_n_comuni (game); c++)
        if (g_strcmp0 (p.tok[2], cas_game_get_comune (game, (int) c)->id) == 0)
          {
            a->lord = cas_game_get_comune (game, (int) c)->commander;
            a->field = 1 + (int) c;
          }
      if (ok && p.n == 3 && a->field == 0)
        ok = parse_lord (&p, p.tok[2], &a->lord);
      if (ok)
        {
          const CasCard *c = cas_game_get_card (game, a->card);
          if (c->no_card)
            ok = perr (&p, _("%s is a No Capability card"), c->id);
          else if (c->this_lord && a->lord < 0)
            ok = perr (&p, _("%s (%s) is a This Lord Capability: name the Lord"), c->id, c->cap_name);
          else if (!c->this_lord && a->lord >= 0)
            ok = perr (&p, _("%s (%s) is a side-wide Capability: name no Lord"), c->id, c->cap_name);
          else if (a->lord >= 0 && cas_game_get_lord (game, a->lord)->side != c->side)
            ok = perr (&p, _("%s is not of the side of card %s"), cas_game_get_lord (game, a->lord)->name, c->id);
        }
      break;
    case CAS_ACTION_DISCARD:
      ok = expect_args (&p, 1, 1) && parse_card (&p, p.tok[1], &a->card);
      break;
    case CAS_ACTION_CARD:
      ok = expect_args (&p, 2, 3) && parse_card (&p, p.tok[1], &a->card);
      if (ok && ((a->field = index_of (card_verbs, G_N_ELEMENTS (card_verbs), p.tok[2])) < 0 ||
                 a->field == CAS_CARD_CAPABILITY || a->field == CAS_CARD_LORD))
        ok = perr (&p, _("“%s” must be deck, held, this_levy, this_campaign or removed (use `capability` for Capabilities)"), p.tok[2]);
      /* levy (issue 17): an Event in force or held at one Lord's mat (1.9.1, 3.1.3: Events
       * that affect a Lord are tucked at his mat; Inferno's Lordship Events). */
      if (ok && p.n == 4)
        {
          ok = parse_lord (&p, p.tok[3], &a->lord);
          if (ok && a->field != CAS_CARD_HELD && a->field != CAS_CARD_THIS_LEVY && a->field != CAS_CARD_THIS_CAMPAIGN)
            ok = perr (&p, _("only a held Event or one in force this Levy or this Campaign sits at a Lord’s mat"));
          else if (ok && cas_game_get_lord (game, a->lord)->side != cas_game_get_card (game, a->card)->side)
            ok = perr (&p, _("%s is not of the side of card %s"), cas_game_get_lord (game, a->lord)->name, cas_game_get_card (game, a->card)->id);
        }
      break;
    case CAS_ACTION_VP:
      ok = expect_args (&p, 2, 2) && parse_side (&p, p.tok[1], FALSE, &a->side);
      if (ok)
        {
          /* Halves allowed: "+0.5", "1.5". */
          g_autofree char *t = g_strdup (p.tok[2]);
          char *dot = strchr (t, '.');
          int half = 0;
          if (dot && g_strcmp0 (dot, ".5") == 0)
            half = 1, *dot = '\0';
          else if (dot && g_strcmp0 (dot, ".0") == 0)
            *dot = '\0';
          else if (dot)
            ok = perr (&p, _("“%s” must be a whole or half number"), p.tok[2]);
          /* "+.5" and "-.5" leave a bare sign: read it as a change of 0 and a half. */
          if (ok && half && (g_strcmp0 (t, "-") == 0 || g_strcmp0 (t, "+") == 0))
            {
              char *signed_zero = g_strconcat (t, "0", NULL);
              g_free (t);
              t = signed_zero;
            }
          ok = ok && parse_number (&p, t, TRUE, 0, cas_game_get_max_vp_halves (game) / 2, &a->value, &a->relative);
          if (ok && !a->relative && a->value * 2 + half > cas_game_get_max_vp_halves (game))
            ok = perr (&p, _("%s is above the top of the Victory track (%g)"), p.tok[2], cas_game_get_max_vp_halves (game) / 2.0);
          a->value = a->value * 2 + (p.tok[2][0] == '-' ? -half : half);
          a->has_value = TRUE;
        }
      break;
    case CAS_ACTION_OPTION:
      ok = expect_args (&p, 2, 2);
      if (ok && index_of (option_ids, N_OPTION_IDS, p.tok[1]) < 0 && cas_game_find_setting (game, p.tok[1]) >= 0)
        {
          /* Settings (inf-cmd): one of the setting's values. */
          int set = cas_game_find_setting (game, p.tok[1]);
          const CasSetting *setting = cas_game_get_setting (game, set);
          a->field = N_OPTION_IDS + set;
          a->value = index_of ((const char *const *) setting->values, setting->n_values, p.tok[2]);
          if (a->value < 0)
            {
              g_autofree char *values = g_strjoinv ("|", (char **) setting->values);
              ok = perr (&p, _("the setting %s is one of %s, not “%s”"), setting->id, values, p.tok[2]);
            }
        }
      else if (ok && (a->field = index_of (option_ids, G_N_ELEMENTS (option_ids), p.tok[1])) < 0)
        ok = perr (&p, _("unknown option “%s”"), p.tok[1]);
      else if (ok && a->field == 3)
        ok = parse_number (&p, p.tok[2], FALSE, 0, 36, &a->value, &a->relative);
      else if (ok)
        ok = parse_yes_no (&p, p.tok[2], &a->value);
      a->has_value = TRUE;
      break;
    case CAS_ACTION_LIEUTENANT:
      ok = expect_args (&p, 2, 2) && parse_lord (&p, p.tok[1], &a->lord);
      if (ok && g_strcmp0 (p.tok[2], "none") != 0)
        ok = parse_lord (&p, p.tok[2], &a->other);
      if (ok && a->other == a->lord)
        ok = perr (&p, _("a Lord cannot be his own Lieutenant"));
      break;
    case CAS_ACTION_PLAN:
      ok = expect_args (&p, 2, 2) && parse_side (&p, p.tok[1], FALSE, &a->side);
      if (ok && g_strcmp0 (p.tok[2], "none") != 0)
        {
          g_auto(GStrv) cards = g_strsplit (p.tok[2], ",", -1);
          for (int i = 0; ok && cards[i]; i++)
            {
              if (i >= CAS_MAX_PLAN)
                ok = perr (&p, _("a Plan holds at most %d cards"), CAS_MAX_PLAN);
              else if (g_strcmp0 (cards[i], "pass") == 0)
                a->plan[a->n_plan++] = CAS_PLAN_PASS;
              else if (g_str_has_prefix (cards[i], "treachery:"))
                {
                  /* treachery (issue 17): a Lord's Treachery card (Inferno 1.4.3, 4.1.1). */
                  int lord;
                  if ((ok = parse_lord (&p, cards[i] + strlen ("treachery:"), &lord)))
                    {
                      if (!cas_game_get_lord (game, lord)->treachery)
                        ok = perr (&p, _("%s has no Treachery card"), cas_game_get_lord (game, lord)->name);
                      else if (cas_game_get_lord (game, lord)->side != a->side)
                        ok = perr (&p, _("%s's Treachery card is not in the %s deck"), cas_game_get_lord (game, lord)->name,
                                   cas_game_get_side_id (game, a->side));
                      a->plan[a->n_plan++] = CAS_PLAN_TREACHERY (lord);
                    }
                }
              else if ((ok = parse_lord (&p, cards[i], &a->plan[a->n_plan])))
                {
                  if (cas_game_get_lord (game, a->plan[a->n_plan])->side != a->side)
                    ok = perr (&p, _("%s's Command card is not in the %s deck"),
                               cas_game_get_lord (game, a->plan[a->n_plan])->name, cas_game_get_side_id (game, a->side));
                  a->n_plan++;
                }
            }
        }
      break;
    case CAS_ACTION_REVEAL:
      a->has_value = TRUE;
      ok = expect_args (&p, 2, 2) && parse_side (&p, p.tok[1], FALSE, &a->side) &&
           parse_number (&p, p.tok[2], TRUE, 0, CAS_MAX_PLAN, &a->value, &a->relative);
      break;
    case CAS_ACTION_STEP:
      a->has_value = TRUE;
      ok = expect_args (&p, 1, 1) && parse_number (&p, p.tok[1], TRUE, 0, 999, &a->value, &a->relative);
      break;
    case CAS_ACTION_GAME:
      ok = own[a->game_action].parse (&p, a);
      break;
    case CAS_N_ACTIONS:
    default:
      g_assert_not_reached ();
    }
  if (!ok)
    return NULL;
  return g_steal_pointer (&a);
}

/* ------------------------------------------------------------------------ */
/* Printing: the canonical text, which parses back to the same action. */

void
cas_action_append_number (GString *s, const CasAction *a)
{
  if (a->relative)
    g_string_append_printf (s, " %+d", a->value);
  else
    g_string_append_printf (s, " %d", a->value);
}

char *
cas_action_to_string (CasGame *game, const CasAction *a)
{
  int n_own;
  const CasLcAction *own = game_actions (game, &n_own);
  GString *s = g_string_new (a->kind == CAS_ACTION_GAME ? own[a->game_action].verb : verbs[a->kind]);
  const char *lord = a->lord >= 0 ? cas_game_get_lord (game, a->lord)->id : NULL;
  const char *locale = a->locale >= 0 ? cas_game_get_locale (game, a->locale)->id : NULL;
  const char *card = a->card >= 0 ? cas_game_get_card (game, a->card)->id : NULL;

  switch (a->kind)
    {
    case CAS_ACTION_MOVE:
      g_string_append_printf (s, " %s %s", lord, locale);
      break;
    case CAS_ACTION_MUSTER:
      g_string_append_printf (s, " %s %s", lord, locale);
      for (int t = 0; t < CAS_MAX_ASSETS; t++)
        for (int i = 0; i < a->transport[t]; i++)
          g_string_append_printf (s, " %s", cas_game_asset_id (game, t));
      break;
    case CAS_ACTION_DISBAND:
      g_string_append_printf (s, " %s", lord);
      if (a->has_value)
        cas_action_append_number (s, a);
      break;
    case CAS_ACTION_REMOVE:
      g_string_append_printf (s, " %s", lord);
      break;
    case CAS_ACTION_CYLINDER:
    case CAS_ACTION_SERVICE:
      g_string_append_printf (s, " %s", lord);
      cas_action_append_number (s, a);
      break;
    case CAS_ACTION_FORCES:
    case CAS_ACTION_ROUTED:
      g_string_append_printf (s, " %s %s", lord, cas_game_unit_id (game, a->field));
      cas_action_append_number (s, a);
      break;
    case CAS_ACTION_ASSETS:
      g_string_append_printf (s, " %s %s", lord, cas_game_asset_id (game, a->field));
      cas_action_append_number (s, a);
      break;
    case CAS_ACTION_VASSAL:
      g_string_append_printf (s, " %s %s %s", lord,
                              cas_game_get_vassal (game, cas_game_get_lord (game, a->lord)->vassals[a->slot])->id,
                              vassal_verbs[a->field]);
      break;
    case CAS_ACTION_MOVED:
      g_string_append_printf (s, " %s", lord);
      cas_action_append_yes_no (s, a);
      break;
    case CAS_ACTION_MARKER:
      g_string_append_printf (s, " %s %s", locale, marker_ids[a->field]);
      if (a->field >= CAS_MARKER_RAVAGED)
        g_string_append_printf (s, " %s", a->side >= 0 ? cas_game_get_side_id (game, a->side) : "none");
      else
        cas_action_append_number (s, a);
      break;
    case CAS_ACTION_BOX:
    case CAS_ACTION_STEP:
      cas_action_append_number (s, a);
      break;
    case CAS_ACTION_PHASE:
      g_string_append (s, a->value == CAS_PHASE_CAMPAIGN ? " campaign" : " levy");
      break;
    case CAS_ACTION_CAPABILITY:
      g_string_append_printf (s, " %s", card);
      if (a->field > 0)   /* battle-sally: on the Comune's mat */
        g_string_append_printf (s, " %s", cas_game_get_comune (game, a->field - 1)->id);
      else if (lord)
        g_string_append_printf (s, " %s", lord);
      break;
    case CAS_ACTION_DISCARD:
      g_string_append_printf (s, " %s", card);
      break;
    case CAS_ACTION_CARD:
      g_string_append_printf (s, " %s %s", card, card_verbs[a->field]);
      if (lord)
        g_string_append_printf (s, " %s", lord);
      break;
    case CAS_ACTION_VP:
      {
        int v = ABS (a->value);
        g_string_append_printf (s, " %s %s%d%s", cas_game_get_side_id (game, a->side),
                                a->relative ? (a->value < 0 ? "-" : "+") : "", v / 2, v % 2 ? ".5" : "");
      }
      break;
    case CAS_ACTION_OPTION:
      if (a->field >= N_OPTION_IDS)
        {
          const CasSetting *setting = cas_game_get_setting (game, a->field - N_OPTION_IDS);
          g_string_append_printf (s, " %s %s", setting->id, setting->values[a->value]);
          break;
        }
      g_string_append_printf (s, " %s", option_ids[a->field]);
      if (a->field == 3)
        g_string_append_printf (s, " %d", a->value);
      else
        g_string_append (s, a->value ? " yes" : " no");
      break;
    case CAS_ACTION_LIEUTENANT:
      g_string_append_printf (s, " %s %s", lord, a->other >= 0 ? cas_game_get_lord (game, a->other)->id : "none");
      break;
    case CAS_ACTION_PLAN:
      g_string_append_printf (s, " %s ", cas_game_get_side_id (game, a->side));
      if (a->n_plan == 0)
        g_string_append (s, "none");
      for (int i = 0; i < a->n_plan; i++)
        {
          g_autofree char *word = cas_plan_card_word (game, a->plan[i]);
          g_string_append_printf (s, "%s%s", i ? "," : "", word);
        }
      break;
    case CAS_ACTION_REVEAL:
      g_string_append_printf (s, " %s", cas_game_get_side_id (game, a->side));
      cas_action_append_number (s, a);
      break;
    case CAS_ACTION_GAME:
      own[a->game_action].print (game, a, s);
      break;
    case CAS_N_ACTIONS:
    default:
      g_assert_not_reached ();
    }
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------------------ */
/* Applying. The table is the truth: anything the players can do with the pieces is
 * accepted; only what cannot exist on the table (a Lord on the map without a mat, a
 * negative count) is refused. The caller restores the table on failure. */

static gboolean
set_count (int *cell, const CasAction *a, int max, const char *what, const char *who, GError **error)
{
  return cas_words_set_count (cell, a->value, a->relative, max, who, what, error);
}

static gboolean
need_on_map (CasTable *t, int lord, GError **error)
{
  if (cas_table_lord_on_map (t, lord))
    return TRUE;
  const CasLord *l = cas_game_get_lord (t->game, lord);
  switch (CAS_LORD (t, lord, CAS_L_STATE))
    {
    case CAS_LORD_REMOVED:
      return cas_words_fail (error, _("%s is not on the map: he was removed from play"), l->name);
    case CAS_LORD_CALENDAR:
      return cas_words_fail (error, _("%s is not on the map: his cylinder is on the Calendar; Muster him first"), l->name);
    default:
      return cas_words_fail (error, _("%s is not on the map: he is not in play yet; Muster him first"), l->name);
    }
}

/* Return the mat to the Unused area (3.3.1, 3.3.2): Forces, Assets and cards leave. */
static void
clear_mat (CasTable *t, int lord)
{
  CasGame *game = t->game;
  const CasLord *l = cas_game_get_lord (game, lord);

  for (int f = 0; f < CAS_MAX_FORCES; f++)
    CAS_LORD (t, lord, CAS_L_FORCES + f) = CAS_LORD (t, lord, CAS_L_ROUTED + f) = 0;
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    CAS_LORD (t, lord, CAS_L_ASSETS + a) = 0;
  for (int v = 0; v < l->n_vassals; v++)
    {
      int card = cas_game_get_vassal (game, l->vassals[v])->special_card;
      if (CAS_LORD (t, lord, CAS_L_VASSAL + v) != CAS_VASSAL_REMOVED)
        CAS_LORD (t, lord, CAS_L_VASSAL + v) = card >= 0 ? CAS_VASSAL_ASIDE : CAS_VASSAL_READY;
      CAS_LORD (t, lord, CAS_L_VASSAL_BOX + v) = CAS_NO_SERVICE;
    }
  CAS_LORD (t, lord, CAS_L_LOCALE) = -1;
  CAS_LORD (t, lord, CAS_L_SERVICE) = CAS_NO_SERVICE;
  CAS_LORD (t, lord, CAS_L_MOVED) = 0;
  CAS_LORD (t, lord, CAS_L_LIEUTENANT) = -1;
  for (guint l2 = 0; l2 < cas_game_get_n_lords (game); l2++)
    if (CAS_LORD (t, l2, CAS_L_LIEUTENANT) == lord)
      CAS_LORD (t, l2, CAS_L_LIEUTENANT) = -1;
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    if (CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == lord)
      {
        CAS_CARD (t, c, CAS_K_STATE) = CAS_CARD_DECK;
        CAS_CARD (t, c, CAS_K_LORD) = -1;
        CAS_CARD (t, c, CAS_K_MAT) = 0;
      }
}

/* A Lord on the map Disbands or is removed: the game's own bookkeeping (its lord_leaves
 * hook). */
static void
lord_leaves (CasTable *t, int lord)
{
  const CasLcRules *rules = cas_lc_rules (t->game);
  if (rules && rules->lord_leaves)
    rules->lord_leaves (t, lord);
}

/* 3.4.2: a Special Vassal is available exactly while its card is in play. */
static void
sync_special_vassals (CasTable *t, int card)
{
  CasGame *game = t->game;
  gboolean in_play = CAS_CARD (t, card, CAS_K_STATE) == CAS_CARD_CAPABILITY;

  for (guint i = 0; i < cas_game_get_n_vassals (game); i++)
    {
      const CasVassal *v = cas_game_get_vassal (game, (int) i);
      if (v->special_card != card || !cas_table_lord_on_map (t, v->lord))
        continue;
      int state = CAS_LORD (t, v->lord, CAS_L_VASSAL + v->slot);
      if (in_play && state == CAS_VASSAL_ASIDE)
        cas_muster_vassal (t, v->lord, v->slot, CAS_VASSAL_READY);
      else if (!in_play && state != CAS_VASSAL_ASIDE)
        cas_muster_vassal (t, v->lord, v->slot, CAS_VASSAL_ASIDE);
    }
}

/* Whether an action of this kind always names a Lord (a card): cas_action_parse () makes
 * sure it does. apply and describe check it rather than dereference a missing one. */
static gboolean
kind_needs_lord (CasActionKind kind)
{
  switch (kind)
    {
    case CAS_ACTION_MOVE:
    case CAS_ACTION_MUSTER:
    case CAS_ACTION_DISBAND:
    case CAS_ACTION_REMOVE:
    case CAS_ACTION_CYLINDER:
    case CAS_ACTION_SERVICE:
    case CAS_ACTION_FORCES:
    case CAS_ACTION_ROUTED:
    case CAS_ACTION_ASSETS:
    case CAS_ACTION_VASSAL:
    case CAS_ACTION_MOVED:
    case CAS_ACTION_LIEUTENANT:
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
kind_needs_card (CasActionKind kind)
{
  return kind == CAS_ACTION_CAPABILITY || kind == CAS_ACTION_DISCARD || kind == CAS_ACTION_CARD;
}

gboolean
cas_action_apply (const CasAction *a, CasTable *t, GError **error)
{
  CasGame *game = t->game;
  int n_boxes = (int) cas_game_get_n_boxes (game);
  const CasLord *lord = a->lord >= 0 ? cas_game_get_lord (game, a->lord) : NULL;

  g_return_val_if_fail (lord != NULL || !kind_needs_lord (a->kind), FALSE);

  switch (a->kind)
    {
    case CAS_ACTION_MOVE:
      if (!need_on_map (t, a->lord, error))
        return FALSE;
      CAS_LORD (t, a->lord, CAS_L_LOCALE) = a->locale;
      return TRUE;

    case CAS_ACTION_MUSTER:
      if (cas_table_lord_on_map (t, a->lord))
        return cas_words_fail (error, _("%s is already on the map"), lord->name);
      if (CAS_LORD (t, a->lord, CAS_L_STATE) == CAS_LORD_REMOVED)
        return cas_words_fail (error, _("%s was removed from play and cannot return (3.3.1)"), lord->name);
      return cas_muster_place (t, a->lord, a->locale, a->has_transport ? a->transport : NULL, error);

    case CAS_ACTION_DISBAND:
      {
        if (!need_on_map (t, a->lord, error))
          return FALSE;
        /* 3.3.2: cylinder Service boxes right of the current box in Levy, of the next in Campaign. */
        int from = CAS_GLOBAL (t, CAS_G_BOX) + (CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN ? 1 : 0);
        int box = a->has_value ? a->value : MIN (from + lord->service, n_boxes + 1);
        clear_mat (t, a->lord);
        CAS_LORD (t, a->lord, CAS_L_STATE) = CAS_LORD_CALENDAR;
        CAS_LORD (t, a->lord, CAS_L_BOX) = box;
        lord_leaves (t, a->lord);
        return TRUE;
      }

    case CAS_ACTION_REMOVE:
      if (CAS_LORD (t, a->lord, CAS_L_STATE) == CAS_LORD_REMOVED)
        return cas_words_fail (error, _("%s is already removed from play"), lord->name);
      if (cas_table_lord_on_map (t, a->lord))
        lord_leaves (t, a->lord);
      clear_mat (t, a->lord);
      CAS_LORD (t, a->lord, CAS_L_STATE) = CAS_LORD_REMOVED;
      CAS_LORD (t, a->lord, CAS_L_BOX) = -1;
      return TRUE;

    case CAS_ACTION_CYLINDER:
      {
        int state = CAS_LORD (t, a->lord, CAS_L_STATE);
        if (state == CAS_LORD_MAP)
          return cas_words_fail (error, _("%s is on the map; use disband to put his cylinder on the Calendar"), lord->name);
        if (a->relative && state != CAS_LORD_CALENDAR)
          return cas_words_fail (error, _("%s's cylinder is not on the Calendar; give a box number"), lord->name);
        int box = a->relative ? cas_shift_box (CAS_LORD (t, a->lord, CAS_L_BOX), a->value, n_boxes) : a->value;
        CAS_LORD (t, a->lord, CAS_L_STATE) = CAS_LORD_CALENDAR;
        CAS_LORD (t, a->lord, CAS_L_BOX) = box;
        return TRUE;
      }

    case CAS_ACTION_SERVICE:
      {
        if (!need_on_map (t, a->lord, error))
          return FALSE;
        int old = CAS_LORD (t, a->lord, CAS_L_SERVICE);
        int box = a->relative ? cas_shift_box (old, a->value, n_boxes) : a->value;
        CAS_LORD (t, a->lord, CAS_L_SERVICE) = box;
        /* 3.4.2 advanced rule: his Vassals' markers on the Calendar shift with him, the
         * full number of boxes even when his own marker is off the board. */
        if (a->relative)
          for (int v = 0; v < lord->n_vassals; v++)
            {
              int *vb = cas_table_lord (t, a->lord, CAS_L_VASSAL_BOX + v);
              if (*vb >= 0)
                {
                  int step = a->value > 0 ? 1 : -1;
                  for (int k = 0; k < ABS (a->value); k++)
                    *vb = cas_shift_box (*vb, step, n_boxes);
                }
            }
        return TRUE;
      }

    case CAS_ACTION_FORCES:
    case CAS_ACTION_ROUTED:
      if (!need_on_map (t, a->lord, error))
        return FALSE;
      return set_count (cas_table_lord (t, a->lord, (a->kind == CAS_ACTION_FORCES ? CAS_L_FORCES : CAS_L_ROUTED) + a->field),
                        a, MAX_COUNT, cas_game_get_unit (game, a->field)->name, lord->name, error);

    case CAS_ACTION_ASSETS:
      if (!need_on_map (t, a->lord, error))
        return FALSE;
      return set_count (cas_table_lord (t, a->lord, CAS_L_ASSETS + a->field), a, MAX_COUNT, cas_game_asset_id (t->game, a->field),
                        lord->name, error);

    case CAS_ACTION_VASSAL:
      {
        static const CasVassalState states[] = { CAS_VASSAL_READY, CAS_VASSAL_MUSTERED, CAS_VASSAL_UNREADY,
                                                 CAS_VASSAL_ASIDE, CAS_VASSAL_REMOVED };
        if (!need_on_map (t, a->lord, error))
          return FALSE;
        const CasVassal *v = cas_game_get_vassal (game, lord->vassals[a->slot]);
        if (states[a->field] == CAS_VASSAL_MUSTERED && CAS_LORD (t, a->lord, CAS_L_VASSAL + a->slot) == CAS_VASSAL_MUSTERED)
          return cas_words_fail (error, _("%s is already Mustered"), v->name);
        /* turncoat (issue 17): its marker is on the mat of the Lord it serves (Inferno 4.7.6) */
        int serves = CAS_LORD (t, a->lord, CAS_L_VASSAL_SERVES + a->slot);
        if (states[a->field] == CAS_VASSAL_MUSTERED && serves >= 0)
          return cas_words_fail (error, _("%s serves %s: its marker is on his mat, not on %s's"), v->name,
                                 cas_game_get_lord (game, serves)->name, lord->name);
        cas_muster_vassal (t, a->lord, a->slot, states[a->field]);
        return TRUE;
      }

    case CAS_ACTION_MOVED:
      if (!need_on_map (t, a->lord, error))
        return FALSE;
      CAS_LORD (t, a->lord, CAS_L_MOVED) = a->value;
      return TRUE;

    case CAS_ACTION_MARKER:
      {
        const CasLocale *loc = cas_game_get_locale (game, a->locale);
        static const int cells[] = { CAS_C_CONQUERED, CAS_C_SIEGE, CAS_C_WALLS, CAS_C_RAVAGED, CAS_C_CASTLE, CAS_C_RUINS,
                                     CAS_C_BYPASS };
        int *cell = cas_table_locale (t, a->locale, cells[a->field]);
        /* Bypass (Inferno 4.3.5; victory): only in a game that has it, only at a Stronghold. */
        if (a->field == CAS_MARKER_BYPASS && a->side >= 0 &&
            (cas_game_get_marker_set (game) != CAS_MARKERS_ALLEGIANCE || !cas_locale_is_stronghold (loc)))
          return cas_words_fail (error, _("%s is not a Stronghold and cannot be Bypassed (4.3.5)"), loc->name);
        /* Ruins (Inferno 1.3.1, 4.5.2): only a game with Ruins markers, only at a Stronghold. */
        if (a->field == CAS_MARKER_RUINS && a->side >= 0 &&
            (cas_game_get_marker_set (game) != CAS_MARKERS_ALLEGIANCE || !cas_locale_is_stronghold (loc)))
          return cas_words_fail (error, _("%s cannot carry a Ruins marker (1.3.1)"), loc->name);
        if (a->field >= CAS_MARKER_RAVAGED)
          {
            *cell = a->side + 1;
            return TRUE;
          }
        int v = a->relative ? *cell + a->value : a->value;
        /* Taking markers away is always possible; placing them needs the right Locale. */
        if (v > 0 && a->field == CAS_MARKER_CONQUERED && !cas_locale_is_conquerable (loc) && !CAS_LOCALE (t, a->locale, CAS_C_CASTLE))
          return cas_words_fail (error, _("%s is a %s and cannot be Conquered (1.3.1)"), loc->name, cas_game_get_locale_type (t->game, loc->type)->id);
        if (v > 0 && a->field == CAS_MARKER_SIEGE && !cas_locale_is_stronghold (loc) && !CAS_LOCALE (t, a->locale, CAS_C_CASTLE))
          return cas_words_fail (error, _("%s is not a Stronghold and cannot be Besieged (4.3.5)"), loc->name);
        return set_count (cell, a, a->field == CAS_MARKER_WALLS ? 1 : 9, marker_ids[a->field], loc->name, error);
      }

    case CAS_ACTION_BOX:
      {
        int v = a->relative ? CAS_GLOBAL (t, CAS_G_BOX) + a->value : a->value;
        if (v < 1 || v > n_boxes)
          return cas_words_fail (error, _("box %d is not on the Calendar (1 to %d)"), v, n_boxes);
        CAS_GLOBAL (t, CAS_G_BOX) = v;
        return TRUE;
      }

    case CAS_ACTION_PHASE:
      CAS_GLOBAL (t, CAS_G_PHASE) = a->value;
      return TRUE;

    case CAS_ACTION_CAPABILITY:
      {
        const CasCard *c = cas_game_get_card (game, a->card);
        int state = CAS_CARD (t, a->card, CAS_K_STATE);
        if (state == CAS_CARD_REMOVED)
          return cas_words_fail (error, _("%s is out of the game"), c->id);
        /* The table is the truth: more than two This Lord cards, or a Lord the card does
         * not name, are recorded and flagged by the audit (3.4.4). */
        if (a->lord >= 0 && !need_on_map (t, a->lord, error))
          return FALSE;
        CAS_CARD (t, a->card, CAS_K_STATE) = a->lord >= 0 ? CAS_CARD_LORD : CAS_CARD_CAPABILITY;
        CAS_CARD (t, a->card, CAS_K_LORD) = a->lord;
        CAS_CARD (t, a->card, CAS_K_MAT) = a->field > 0;   /* battle-sally: his Comune's mat */
        sync_special_vassals (t, a->card);
        return TRUE;
      }

    case CAS_ACTION_DISCARD:
      CAS_CARD (t, a->card, CAS_K_STATE) = CAS_CARD_DECK;
      CAS_CARD (t, a->card, CAS_K_LORD) = -1;
      CAS_CARD (t, a->card, CAS_K_MAT) = 0;
      sync_special_vassals (t, a->card);
      return TRUE;

    case CAS_ACTION_CARD:
      CAS_CARD (t, a->card, CAS_K_STATE) = a->field;
      CAS_CARD (t, a->card, CAS_K_LORD) = a->lord;
      CAS_CARD (t, a->card, CAS_K_MAT) = 0;
      sync_special_vassals (t, a->card);
      return TRUE;

    case CAS_ACTION_VP:
      {
        int *cell = cas_table_global (t, CAS_G_EXTRA_VP_0 + a->side);
        int v = a->relative ? *cell + a->value : a->value;
        if (v < 0 || v > cas_game_get_max_vp_halves (game))
          return cas_words_fail (error, _("extra VP must stay between 0 and %g"), cas_game_get_max_vp_halves (game) / 2.0);
        *cell = v;
        return TRUE;
      }

    case CAS_ACTION_OPTION:
      if (a->field >= N_OPTION_IDS)
        CAS_GLOBAL (t, CAS_G_SETTING_0 + a->field - N_OPTION_IDS) = a->value;
      else
        CAS_GLOBAL (t, CAS_G_OPT_HIDDEN_MATS + a->field) = a->value;
      return TRUE;

    case CAS_ACTION_LIEUTENANT:
      if (a->other >= 0)
        {
          const CasLord *lower = cas_game_get_lord (game, a->other);
          if (!need_on_map (t, a->lord, error) || !need_on_map (t, a->other, error))
            return FALSE;
          if (lower->side != lord->side)
            return cas_words_fail (error, _("%s and %s are not on the same side"), lord->name, lower->name);
          if (CAS_LORD (t, a->lord, CAS_L_LOCALE) != CAS_LORD (t, a->other, CAS_L_LOCALE))
            return cas_words_fail (error, _("a Lieutenant stacks with a Lord at the same Locale (4.1.3)"));
        }
      /* Stored on the Lower Lord: whose Lieutenant carries him. */
      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        if (CAS_LORD (t, l, CAS_L_LIEUTENANT) == a->lord)
          CAS_LORD (t, l, CAS_L_LIEUTENANT) = -1;
      if (a->other >= 0)
        CAS_LORD (t, a->other, CAS_L_LIEUTENANT) = a->lord;
      return TRUE;

    case CAS_ACTION_PLAN:
      for (int k = 0; k < CAS_MAX_PLAN; k++)
        CAS_GLOBAL (t, CAS_G_PLAN_0 + a->side * CAS_MAX_PLAN + k) = k < a->n_plan ? a->plan[k] : CAS_PLAN_EMPTY;
      CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0 + a->side) = 0;
      return TRUE;

    case CAS_ACTION_REVEAL:
      {
        int *cell = cas_table_global (t, CAS_G_PLAN_REVEALED_0 + a->side);
        int v = a->relative ? *cell + a->value : a->value;
        if (v < 0 || v > CAS_MAX_PLAN)
          return cas_words_fail (error, _("a Plan has at most %d cards to reveal"), CAS_MAX_PLAN);
        *cell = v;
        return TRUE;
      }

    case CAS_ACTION_STEP:
      {
        int v = a->relative ? CAS_GLOBAL (t, CAS_G_STEP) + a->value : a->value;
        if (v < 0 || v > 999)
          return cas_words_fail (error, _("step %d is out of range"), v);
        CAS_GLOBAL (t, CAS_G_STEP) = v;
        return TRUE;
      }

    case CAS_ACTION_GAME:
      return cas_lc_rules (game)->actions[a->game_action].apply (a, t, error);

    case CAS_N_ACTIONS:
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* The game log in words. */

static char *
box_words (int box, int n_boxes)
{
  if (box <= 0)
    return g_strdup (_("just off the Calendar, left of box 1"));
  if (box > n_boxes)
    return g_strdup_printf (_("just off the Calendar, right of box %d"), n_boxes);
  return g_strdup_printf (_("in box %d"), box);
}

char *
cas_action_describe (const CasAction *a, const CasTable *before)
{
  CasGame *game = before->game;
  int n_boxes = (int) cas_game_get_n_boxes (game);
  const char *lord = a->lord >= 0 ? cas_game_get_lord (game, a->lord)->name : "";
  const char *locale = a->locale >= 0 ? cas_game_get_locale (game, a->locale)->name : "";
  const CasCard *card = a->card >= 0 ? cas_game_get_card (game, a->card) : NULL;

  g_return_val_if_fail (card != NULL || !kind_needs_card (a->kind), NULL);
  switch (a->kind)
    {
    case CAS_ACTION_MOVE:
      {
        int from = CAS_LORD (before, a->lord, CAS_L_LOCALE);
        if (from >= 0)
          return g_strdup_printf (_("%s moved from %s to %s"), lord, cas_game_get_locale (game, from)->name, locale);
        return g_strdup_printf (_("%s moved to %s"), lord, locale);
      }
    case CAS_ACTION_MUSTER:
      return g_strdup_printf (_("%s Mustered at %s"), lord, locale);
    case CAS_ACTION_DISBAND:
      return g_strdup_printf (_("%s Disbanded"), lord);
    case CAS_ACTION_REMOVE:
      return g_strdup_printf (_("%s was removed from play"), lord);
    case CAS_ACTION_CYLINDER:
      {
        g_autofree char *to = box_words (a->relative ? cas_shift_box (CAS_LORD (before, a->lord, CAS_L_BOX), a->value, n_boxes) : a->value, n_boxes);
        return g_strdup_printf (_("%s’s cylinder placed %s"), lord, to);
      }
    case CAS_ACTION_SERVICE:
      {
        int old = CAS_LORD (before, a->lord, CAS_L_SERVICE);
        g_autofree char *to = box_words (a->relative ? cas_shift_box (old, a->value, n_boxes) : a->value, n_boxes);
        if (a->relative)
          return g_strdup_printf (a->value > 0 ? _("%s’s Service shifted %d right, now %s") : _("%s’s Service shifted %d left, now %s"),
                                  lord, ABS (a->value), to);
        return g_strdup_printf (_("%s’s Service marker placed %s"), lord, to);
      }
    case CAS_ACTION_FORCES:
    case CAS_ACTION_ROUTED:
    case CAS_ACTION_ASSETS:
      {
        const char *what = a->kind == CAS_ACTION_ASSETS ? cas_game_asset_id (game, a->field) : cas_game_get_unit (game, a->field)->name;
        const char *where = a->kind == CAS_ACTION_ROUTED ? _(" (Routed)") : "";
        if (a->relative && a->value >= 0)
          return g_strdup_printf (_("%s gained %d %s%s"), lord, a->value, what, where);
        if (a->relative)
          return g_strdup_printf (_("%s lost %d %s%s"), lord, -a->value, what, where);
        return g_strdup_printf (_("%s now has %d %s%s"), lord, a->value, what, where);
      }
    case CAS_ACTION_VASSAL:
      {
        const char *v = cas_game_get_vassal (game, cas_game_get_lord (game, a->lord)->vassals[a->slot])->name;
        static const char *const words[] = { N_("is Ready"), N_("Mustered"), N_("is Unready"), N_("is set aside"), N_("was removed") };
        /* 3.4.2 advanced rule: where the Mustering Vassal's Service marker goes. */
        if (a->field == 1 && CAS_GLOBAL (before, CAS_G_OPT_VASSAL_SERVICE) &&
            CAS_LORD (before, a->lord, CAS_L_VASSAL + a->slot) != CAS_VASSAL_MUSTERED)
          {
            int vbox = cas_muster_vassal_box (before, a->lord, a->slot);
            int own = MIN (CAS_GLOBAL (before, CAS_G_BOX) + cas_game_get_vassal (game, cas_game_get_lord (game, a->lord)->vassals[a->slot])->service,
                           n_boxes + 1);
            g_autofree char *where = box_words (own, n_boxes);
            g_autofree char *lord_where = box_words (CAS_LORD (before, a->lord, CAS_L_SERVICE), n_boxes);
            if (vbox != CAS_NO_SERVICE)
              return g_strdup_printf (_("%s’s Vassal %s Mustered; its Service marker goes on the Calendar %s, left of %s’s (%s)"), lord, v,
                                      where, lord, lord_where);
            return g_strdup_printf (_("%s’s Vassal %s Mustered; its Service marker stays on the mat: placed %s it would not be left of "
                                      "%s’s (%s)"),
                                    lord, v, where, lord, lord_where);
          }
        return g_strdup_printf (_("%s’s Vassal %s %s"), lord, v, _(words[a->field]));
      }
    case CAS_ACTION_MOVED:
      return g_strdup_printf (a->value ? _("%s marked Moved/Fought") : _("%s’s Moved/Fought marker removed"), lord);
    case CAS_ACTION_MARKER:
      if (a->field == CAS_MARKER_BYPASS)
        return a->side < 0 ? g_strdup_printf (_("Bypass markers removed at %s"), locale)
                           : g_strdup_printf (_("%s Bypassed by the %s"), locale, cas_game_get_side_name (game, a->side));
      if (a->field == CAS_MARKER_RUINS)
        return a->side < 0 ? g_strdup_printf (_("Ruins marker removed at %s"), locale)
                           : g_strdup_printf (_("%s Ruined: Ruins marker of the %s"), locale, cas_game_get_side_name (game, a->side));
      if (a->field >= CAS_MARKER_RAVAGED)
        {
          if (a->side < 0)
            return g_strdup_printf (a->field == CAS_MARKER_RAVAGED ? _("Ravaged marker removed at %s") : _("Castle marker removed at %s"), locale);
          return g_strdup_printf (a->field == CAS_MARKER_RAVAGED ? _("%s Ravaged by the %s") : _("%s Castle marker at %s"),
                                  a->field == CAS_MARKER_RAVAGED ? locale : cas_game_get_side_name (game, a->side),
                                  a->field == CAS_MARKER_RAVAGED ? cas_game_get_side_name (game, a->side) : locale);
        }
      {
        int old = CAS_LOCALE (before, a->locale, a->field == CAS_MARKER_CONQUERED ? CAS_C_CONQUERED : a->field == CAS_MARKER_SIEGE ? CAS_C_SIEGE : CAS_C_WALLS);
        int v = a->relative ? old + a->value : a->value;
        if (a->field == CAS_MARKER_WALLS)
          return g_strdup_printf (v ? _("%s: Walls +1 marker placed") : _("%s: Walls +1 marker removed"), locale);
        if (a->field == CAS_MARKER_CONQUERED && cas_game_get_marker_set (game) == CAS_MARKERS_ALLEGIANCE)
          /* inferno-levy (issue 17): the log's word for Inferno's markers (1.3.1, I160) */
          return g_strdup_printf (ngettext ("%s: %d Allegiance marker", "%s: %d Allegiance markers", (gulong) v), locale, v);
        if (a->field == CAS_MARKER_CONQUERED)
          return g_strdup_printf (ngettext ("%s: %d Conquered marker", "%s: %d Conquered markers", (gulong) v), locale, v);
        return g_strdup_printf (ngettext ("%s: %d Siege marker", "%s: %d Siege markers", (gulong) v), locale, v);
      }
    case CAS_ACTION_BOX:
      return g_strdup_printf (_("Levy/Campaign marker to box %d"), a->relative ? CAS_GLOBAL (before, CAS_G_BOX) + a->value : a->value);
    case CAS_ACTION_PHASE:
      return g_strdup (a->value == CAS_PHASE_CAMPAIGN ? _("Campaign begins") : _("Levy begins"));
    case CAS_ACTION_CAPABILITY:
      if (a->field > 0)   /* battle-sally (Inferno 3.4.4) */
        /* Translators: "Firenze Podestà Levied the Capability Arcieri (f16) to the mat of Firenze Comune". */
        return g_strdup_printf (_("%s Levied the Capability %s (%s) to the mat of %s"), lord, card->cap_name, card->id,
                                cas_game_get_comune (game, a->field - 1)->name);
      if (a->lord >= 0)
        return g_strdup_printf (_("%s Levied the Capability %s (%s)"), lord, card->cap_name, card->id);
      return g_strdup_printf (_("The %s have the Capability %s (%s)"), cas_game_get_side_name (game, card->side), card->cap_name, card->id);
    case CAS_ACTION_DISCARD:
      return g_strdup_printf (_("Card %s discarded to its deck"), card->id);
    case CAS_ACTION_CARD:
      {
        static const char *const words[] = { N_("back in the deck"), "", "", N_("held"), N_("in force this Levy"), N_("in force this Campaign"), N_("out of the game") };
        if (a->lord >= 0)  /* levy (issue 17) */
          /* Translators: "Card s10 in force this Levy, at the mat of Count Giordano di Agliano". */
          return g_strdup_printf (_("Card %s %s, at the mat of %s"), card->id, _(words[a->field]), lord);
        return g_strdup_printf (_("Card %s %s"), card->id, _(words[a->field]));
      }
    case CAS_ACTION_VP:
      return g_strdup_printf (_("Extra VP for the %s: %s%g"), cas_game_get_side_name (game, a->side), a->relative && a->value > 0 ? "+" : "", a->value / 2.0);
    case CAS_ACTION_OPTION:
      if (a->field >= N_OPTION_IDS)
        {
          const CasSetting *setting = cas_game_get_setting (game, a->field - N_OPTION_IDS);
          const char *value = setting->values[a->value];
          /* Translators: "Setting Season of the Aug-Sep boxes: autumn (unverified; default summer)". */
          return g_strdup_printf (_("Setting %s: %s (unverified; default %s)"), cas_game_text (setting->name), value,
                                  setting->values[setting->def]);
        }
      if (a->field == 3)
        return g_strdup_printf (_("Bid for the %s: %d"), cas_game_text (cas_game_get_side_name (game, 1)), a->value);
      return g_strdup_printf (_("Option %s %s"), option_ids[a->field], a->value ? _("on") : _("off"));
    case CAS_ACTION_LIEUTENANT:
      if (a->other >= 0)
        return g_strdup_printf (_("%s becomes Lieutenant over %s"), lord, cas_game_get_lord (game, a->other)->name);
      return g_strdup_printf (_("%s leads no Lower Lord"), lord);
    case CAS_ACTION_PLAN:
      return g_strdup_printf (_("The %s set their Plan (%d cards)"), cas_game_get_side_name (game, a->side), a->n_plan);
    case CAS_ACTION_REVEAL:
      return g_strdup_printf (_("The %s revealed Plan cards: %d"), cas_game_get_side_name (game, a->side),
                              a->relative ? CAS_GLOBAL (before, CAS_G_PLAN_REVEALED_0 + a->side) + a->value : a->value);
    case CAS_ACTION_STEP:
      return g_strdup_printf (_("Sequence of play step %d"), a->relative ? CAS_GLOBAL (before, CAS_G_STEP) + a->value : a->value);
    case CAS_ACTION_GAME:
      return cas_lc_rules (game)->actions[a->game_action].describe (a, before);
    case CAS_N_ACTIONS:
    default:
      break;
    }
  return g_strdup ("?");
}

/* ------------------------------------------------------------------------ */
/* The family's journal functions (cas-game-base.h, CasGameBaseClass). */

gboolean
cas_lc_action_apply_text (CasGameBase *base, const char *text, const CasTable *before, CasTable *after,
                          CasEntryInfo *info, GError **error)
{
  CasGame *game = CAS_GAME (base);
  g_autoptr(CasAction) a = cas_action_parse (game, text, error);

  if (a == NULL || !cas_action_apply (a, after, error))
    return FALSE;
  info->text = cas_action_to_string (game, a);
  info->description = cas_action_describe (a, before);
  info->quiet = a->kind == CAS_ACTION_STEP;
  info->secret_group = a->kind == CAS_ACTION_PLAN ? a->side : -1;
  info->n_secret = a->kind == CAS_ACTION_PLAN ? a->n_plan : 0;
  info->reveal_cell = a->kind == CAS_ACTION_PLAN ? CAS_G_PLAN_REVEALED_0 + (guint) a->side : 0;
  return TRUE;
}

/* Secret Plans (4.1): "plan teutons ?,?,?" and "The Teutons set their Plan (3 cards, face
 * down)" until the side reveals its cards; the revealed ones by name. */
char *
cas_lc_action_secret_text (CasGameBase *base, const char *text, int shown, char **description)
{
  CasGame *game = CAS_GAME (base);
  g_autoptr(CasAction) a = cas_action_parse (game, text, NULL);
  const char *side_name;
  GString *out;

  g_return_val_if_fail (a != NULL && a->kind == CAS_ACTION_PLAN, NULL);
  out = g_string_new ("plan ");
  g_string_append (out, cas_game_get_side_id (game, a->side));
  for (int k = 0; k < a->n_plan; k++)
    {
      g_string_append_c (out, k ? ',' : ' ');
      if (k >= shown)
        g_string_append_c (out, '?');
      else
        {
          g_autofree char *word = cas_plan_card_word (game, a->plan[k]);
          g_string_append (out, word);
        }
    }
  side_name = cas_game_get_side_name (game, a->side);
  *description = shown == 0
    ? g_strdup_printf (_("The %s set their Plan (%d cards, face down)"), side_name, a->n_plan)
    : g_strdup_printf (_("The %s set their Plan (%d cards, %d revealed)"), side_name, a->n_plan, shown);
  return g_string_free (out, FALSE);
}

gboolean
cas_journal_do_action (CasJournal *self, const CasAction *action, GError **error)
{
  g_autofree char *text = cas_action_to_string (cas_journal_get_game (self), action);
  return cas_journal_do (self, text, error);
}

const CasScenario *
cas_journal_get_scenario_info (CasJournal *self)
{
  return cas_game_get_scenario (cas_journal_get_game (self), cas_journal_get_scenario (self));
}
