/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-actions.c: Nevsky's own action words (docs/cli.md): `veche` (the Novgorod Veche
 * box, 1.4.2) and `legate` (the Papal Legate, 1.4.1); and Pleskau's VP when a Lord leaves
 * the map (6.0). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-action.h"
#include "cas-action-words.h"

static const char *const veche_ids[] = { "vp", "coin" };

/* veche vp|coin N|+N|-N: field 0 VP markers, 1 Coin. */
static gboolean
veche_parse (CasActionParser *p, CasAction *a)
{
  gboolean ok = cas_action_parser_args (p, 2, 2);
  const char *what = cas_action_parser_word (p, 1);

  if (ok)
    {
      a->field = g_strcmp0 (what, veche_ids[0]) == 0 ? 0 : g_strcmp0 (what, veche_ids[1]) == 0 ? 1 : -1;
      if (a->field < 0)
        ok = cas_action_parser_fail (p, _("“%s” must be vp or coin"), what);
    }
  a->has_value = TRUE;
  return ok && cas_action_parser_number (p, 2, TRUE, 0, CAS_ACTION_MAX_COUNT, &a->value, &a->relative);
}

static void
veche_print (CasGame *game, const CasAction *a, GString *s)
{
  g_string_append_printf (s, " %s", veche_ids[a->field]);
  cas_action_append_number (s, a);
}

static gboolean
veche_apply (const CasAction *a, CasTable *t, GError **error)
{
  return cas_words_set_count (cas_table_global (t, a->field ? NEVSKY_G_VECHE_COIN : NEVSKY_G_VECHE_VP), a->value, a->relative,
                              CAS_ACTION_MAX_COUNT, _("The Veche"), a->field ? "Coin" : "VP", error);
}

static char *
veche_describe (const CasAction *a, const CasTable *before)
{
  int old = CAS_GLOBAL (before, a->field ? NEVSKY_G_VECHE_COIN : NEVSKY_G_VECHE_VP);
  return g_strdup_printf (a->field ? _("Veche Coin now %d") : _("Veche VP markers now %d"), a->relative ? old + a->value : a->value);
}

/* legate LOCALE|card|out: the value is the Locale, NEVSKY_LEGATE_ON_CARD or NEVSKY_LEGATE_OUT. */
static gboolean
legate_parse (CasActionParser *p, CasAction *a)
{
  gboolean ok = cas_action_parser_args (p, 1, 1);
  const char *where = cas_action_parser_word (p, 1);

  if (ok && g_strcmp0 (where, "card") == 0)
    a->value = NEVSKY_LEGATE_ON_CARD;
  else if (ok && g_strcmp0 (where, "out") == 0)
    a->value = NEVSKY_LEGATE_OUT;
  else if (ok && (ok = cas_action_parser_locale (p, 1, &a->locale)))
    a->value = a->locale;
  a->has_value = TRUE;
  return ok;
}

static void
legate_print (CasGame *game, const CasAction *a, GString *s)
{
  if (a->value == NEVSKY_LEGATE_ON_CARD)
    g_string_append (s, " card");
  else if (a->value == NEVSKY_LEGATE_OUT)
    g_string_append (s, " out");
  else
    g_string_append_printf (s, " %s", cas_game_get_locale (game, a->locale)->id);
}

static gboolean
legate_apply (const CasAction *a, CasTable *t, GError **error)
{
  CAS_GLOBAL (t, NEVSKY_G_LEGATE) = a->value;
  return TRUE;
}

static char *
legate_describe (const CasAction *a, const CasTable *before)
{
  if (a->value == NEVSKY_LEGATE_ON_CARD)
    return g_strdup (_("The Legate returns to his card"));
  if (a->value == NEVSKY_LEGATE_OUT)
    return g_strdup (_("The Legate leaves play"));
  return g_strdup_printf (_("The Legate goes to %s"), cas_game_get_locale (before->game, a->locale)->name);
}

const CasLcAction nevsky_actions[NEVSKY_N_ACTIONS] = {
  { .verb = "veche", .usage = "veche vp|coin N|+N|-N", .after = "marker", .min_args = 2,
    .parse = veche_parse, .print = veche_print, .apply = veche_apply, .describe = veche_describe },
  { .verb = "legate", .usage = "legate LOCALE|card|out", .after = "vp", .min_args = 1,
    .parse = legate_parse, .print = legate_print, .apply = legate_apply, .describe = legate_describe },
};

/* Pleskau (6.0): 1 VP to a side each time an enemy Lord Disbands or is removed. */
void
nevsky_lord_leaves (CasTable *t, int lord)
{
  const CasScenario *s = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  if (s && s->victory == CAS_VICTORY_REMOVED_LORDS)
    CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + (1 - cas_game_get_lord (t->game, lord)->side)) += 2;
}

/* castellan-cli show: the Veche box. */
char *
nevsky_show_line (const CasTable *t)
{
  return g_strdup_printf ("Veche: %d VP, %d Coin", CAS_GLOBAL (t, NEVSKY_G_VECHE_VP), CAS_GLOBAL (t, NEVSKY_G_VECHE_COIN));
}
