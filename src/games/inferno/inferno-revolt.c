/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-revolt.c: Inferno's Revolt tables and their results (1.4-1.4.4; rules-decisions
 * I7, I50-I52). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-revolt.h"
#include "inferno-events.h" /* cards2: the 0-Coin Treachery Events */
#include "inferno-turncoat.h" /* turncoat: a Bribed Vassal (4.7.6) */
#include "cas-json.h"
#include "cas-paths.h"
#include "cas-rules.h"
#include "cas-victory.h"

#define SUBMISSION "submission"

/* revolt.json: per table, the side it is against and its 6 x 6 Locale ids (rows by the
 * gold die, columns by the purple die), read once per process. */
typedef struct {
  char *against;
  char *cells[6][6];
} RevoltTable;

static RevoltTable tables[2];
static int n_tables;
static char *load_error;

/* The largest revolt.json read: the real one is 3 KB. */
#define MAX_REVOLT_JSON ((gsize) 256 * 1024)

static void
clear_tables (RevoltTable *list, int n)
{
  for (int i = 0; i < n; i++)
    {
      g_clear_pointer (&list[i].against, g_free);
      for (guint g = 0; g < 6; g++)
        for (guint p = 0; p < 6; p++)
          g_clear_pointer (&list[i].cells[g][p], g_free);
    }
}

/* Member `name` of `o` when it is a text, else NULL (json-glib's getters complain of any
 * other kind). */
static const char *
member_text (JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);
  return n && json_node_get_value_type (n) == G_TYPE_STRING ? json_node_get_string (n) : NULL;
}

/* One table: "against" a side of `game`, "rows" by the gold die, and "cells" 6 rows of 6
 * Locale ids of `game` or "submission"; FALSE with the problem in `ctx`. */
static gboolean
read_table (CasGame *game, CasJsonCtx *ctx, JsonObject *o, RevoltTable *table)
{
  const char *against = member_text (o, "against");
  JsonNode *cells = json_object_get_member (o, "cells");
  JsonArray *rows;
  if (against == NULL || cas_game_find_side (game, against) < 0)
    return cas_json_fail (ctx, "\"against\" must name a side: %s or %s", cas_game_get_side_id (game, 0),
                          cas_game_get_side_id (game, 1));
  if (g_strcmp0 (member_text (o, "rows"), "gold") != 0)
    return cas_json_fail (ctx, "\"rows\" must be \"gold\" (rules-decisions I7)");
  if (cells == NULL || !JSON_NODE_HOLDS_ARRAY (cells) || json_array_get_length (rows = json_node_get_array (cells)) != 6)
    return cas_json_fail (ctx, "\"cells\" must be 6 rows (by the gold die) of 6 Locale ids");
  table->against = g_strdup (against);
  for (guint g = 0; g < 6; g++)
    {
      JsonNode *row = json_array_get_element (rows, g);
      if (!JSON_NODE_HOLDS_ARRAY (row) || json_array_get_length (json_node_get_array (row)) != 6)
        return cas_json_fail (ctx, "\"cells\" row %u must list 6 Locale ids (by the purple die)", g + 1);
      for (guint p = 0; p < 6; p++)
        {
          JsonNode *cell = json_array_get_element (json_node_get_array (row), p);
          const char *id = json_node_get_value_type (cell) == G_TYPE_STRING ? json_node_get_string (cell) : NULL;
          if (id == NULL || (!g_str_equal (id, SUBMISSION) && cas_game_find_locale (game, id) < 0))
            return cas_json_fail (ctx, "\"cells\" row %u, column %u must be a Locale id or \"%s\"", g + 1, p + 1, SUBMISSION);
          table->cells[g][p] = g_strdup (id);
        }
    }
  return TRUE;
}

/* revolt.json's text (DATA, LEN) read into `out` and checked against `game`: two tables,
 * against the two sides; FALSE with an error that names revolt.json and the problem. */
static gboolean
read_tables (CasGame *game, const char *data, gsize len, RevoltTable out[2], GError **error)
{
  CasJsonCtx ctx = { .file = "revolt.json", .error = error };
  g_autoptr(JsonNode) root = cas_json_parse_object ("revolt.json", data, len, MAX_REVOLT_JSON, error);
  JsonNode *list;
  if (root == NULL)
    return FALSE;
  list = json_object_get_member (json_node_get_object (root), "tables");
  if (list == NULL || !JSON_NODE_HOLDS_ARRAY (list) || json_array_get_length (json_node_get_array (list)) != 2)
    return cas_json_fail (&ctx, "\"tables\" must list the two Revolt tables");
  for (guint i = 0; i < 2; i++)
    {
      JsonNode *n = json_array_get_element (json_node_get_array (list), i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
      cas_json_set_entry (&ctx, "tables", i, o, "id");
      if (o == NULL)
        return cas_json_fail (&ctx, "must be an object");
      if (!read_table (game, &ctx, o, &out[i]))
        return FALSE;
    }
  if (g_str_equal (out[0].against, out[1].against))
    return cas_json_fail (&ctx, "the two tables must be against the two sides");
  return TRUE;
}

gboolean
cas_inferno_revolt_check_data (CasGame *game, const char *data, gsize len, GError **error)
{
  RevoltTable scratch[2] = { 0 };
  gboolean ok = read_tables (game, data, len, scratch, error);
  clear_tables (scratch, 2);
  return ok;
}

JsonParser *
cas_inferno_data_parse (const char *file, GError **error)
{
  g_autofree char *path = cas_paths_data_file ("inferno", file);
  g_autofree char *text = NULL;
  gsize len;

  if (!g_file_get_contents (path, &text, &len, error))
    return NULL;
  return cas_json_parse (text, len, error);
}

static gpointer
load_tables (gpointer game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = cas_paths_data_file ("inferno", "revolt.json");
  g_autofree char *text = NULL;
  gsize len;

  if (!g_file_get_contents (path, &text, &len, &error))
    load_error = g_strdup_printf ("revolt.json: %s", error->message);
  else if (!read_tables (game, text, len, tables, &error))
    {
      clear_tables (tables, 2);
      load_error = g_strdup (error->message);
    }
  else
    n_tables = 2;
  return NULL;
}

/* The table against side `against`, or NULL with `error`. */
static const RevoltTable *
table_against (CasGame *game, int against, GError **error)
{
  static GOnce once = G_ONCE_INIT;
  g_once (&once, load_tables, game);
  for (int i = 0; i < n_tables; i++)
    if (g_strcmp0 (tables[i].against, cas_game_get_side_id (game, against)) == 0)
      return &tables[i];
  g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, "%s",
               load_error ? load_error : "revolt.json has no table against that side");
  return NULL;
}

void
cas_inferno_revolt_result_free (CasRevoltResult *r)
{
  if (r == NULL)
    return;
  g_clear_pointer (&r->candidates, g_array_unref);
  g_free (r);
}

/* A Lord of `side` on the map at `locale` or next to it (1.4.1: even Bypassed or
 * Besieged), or -1. */
static int
lord_near (const CasTable *t, int locale, int side)
{
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    {
      int at = cas_rules_lord_locale (t, (int) l);
      if (at >= 0 && cas_rules_lord_side (t, (int) l) == side &&
          (at == locale || cas_game_adjacent (t->game, locale, at)))
        return (int) l;
    }
  return -1;
}

/* An Allegiance marker of `side` (never printed Allegiance) at `locale` or next to it: a
 * Locale printed for the other side carrying markers (1.3.1, 1.4.2), or -1. */
static int
marker_near (const CasTable *t, int locale, int side)
{
  CasGame *game = t->game;
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    if (((int) i == locale || cas_game_adjacent (game, locale, (int) i)) && cas_game_get_locale (game, (int) i)->side != side &&
        CAS_LOCALE (t, i, CAS_C_CONQUERED) > 0)
      return (int) i;
  return -1;
}

gboolean
cas_inferno_revolt_eligible (const CasTable *t, int locale, int side, CasExplain *why)
{
  const CasLocale *loc = cas_game_get_locale (t->game, locale);
  int enemy = 1 - side, lord;

  if (!cas_locale_is_stronghold (loc))
    {
      if (why)
        cas_explain_add (why, "1.4.1,1.3.1", _("%s is not a Stronghold: it never Revolts"), loc->name);
      return FALSE;
    }
  if (CAS_LOCALE (t, locale, CAS_C_RUINS) != 0)
    {
      if (why)
        cas_explain_add (why, "1.4.1,4.5.2", _("%s lies in Ruins: Ruins never Revolt"), loc->name);
      return FALSE;
    }
  if (cas_rules_holder (t, locale) != enemy)
    {
      if (why)
        cas_explain_add (why, "1.4.1,1.3.1", _("%s is already Friendly to the %s"), loc->name, cas_rules_side_name (t, side));
      return FALSE;
    }
  if ((lord = lord_near (t, locale, enemy)) >= 0)
    {
      if (why)
        cas_explain_add (why, "1.4.1", _("%s is not eligible for Revolt: %s, a Lord of the %s, is at %s, there or adjacent"),
                         loc->name, cas_rules_lord_name (t, lord), cas_rules_side_name (t, enemy),
                         cas_rules_locale_name (t, cas_rules_lord_locale (t, lord)));
      return FALSE;
    }
  return TRUE;
}

int
cas_inferno_revolt_switch (const CasTable *t, int locale, int side, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, locale);
  int enemy = 1 - side;
  int markers, siege = CAS_LOCALE (t, locale, CAS_C_SIEGE);
  int value = MAX (1, loc->vp);

  if (loc->side == enemy)
    {
      markers = value;
      cas_explain_add (ex, "1.4.4,1.3.1,5.1",
                       ngettext ("%s Revolts: the %s place %d Allegiance marker there, its Value (+%d VP)",
                                 "%s Revolts: the %s place %d Allegiance markers there, its Value (+%d VP)", (gulong) value),
                       loc->name, cas_rules_side_name (t, side), value, value);
      cas_explain_propose (ex, "marker %s conquered %d", loc->id, value);
    }
  else
    {
      int had = CAS_LOCALE (t, locale, CAS_C_CONQUERED);
      markers = -had;
      cas_explain_add (ex, "1.4.4,1.3.1,5.1",
                       ngettext ("%s Revolts back to the %s: its %d Allegiance marker comes off (−%d VP to the %s)",
                                 "%s Revolts back to the %s: its %d Allegiance markers come off (−%d VP to the %s)",
                                 (gulong) had),
                       loc->name, cas_rules_side_name (t, side), had, had, cas_rules_side_name (t, enemy));
      cas_explain_propose (ex, "marker %s conquered 0", loc->id);
    }
  if (siege > 0)
    {
      cas_explain_add (ex, "1.4.4,4.5.1", _("A Revolt at a Siege ends it: the %d Siege markers at %s come off"), siege, loc->name);
      cas_explain_propose (ex, "marker %s siege 0", loc->id);
    }
  cas_explain_add (ex, "1.4.4,4.5.1", _("Terms: a Revolt gives no Spoils and counts as no Surrender or Sack"));
  cas_explain_add (ex, "1.4.4,2.2.3",
                   ngettext ("Exiles: the %s may now shift their own Lords' Service markers right or cylinders left on "
                             "the Calendar, %d box in all (one per marker placed or removed); they choose which",
                             "Exiles: the %s may now shift their own Lords' Service markers right or cylinders left on "
                             "the Calendar, %d boxes in all (one per marker placed or removed); they choose which",
                             (gulong) ABS (markers)),
                   cas_rules_side_name (t, enemy), ABS (markers));
  return markers;
}

static void
add_candidate (CasRevoltResult *r, int locale)
{
  g_array_append_val (r->candidates, locale);
}

static gboolean
is_candidate (const CasRevoltResult *r, int locale)
{
  for (guint i = 0; i < r->candidates->len; i++)
    if (g_array_index (r->candidates, int, i) == locale)
      return TRUE;
  return FALSE;
}

static char *
candidate_names (const CasTable *t, const CasRevoltResult *r)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < r->candidates->len; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", cas_rules_locale_name (t, g_array_index (r->candidates, int, i)));
  return g_string_free (s, FALSE);
}

/* 1.4.2: the rolling side picks one of r->candidates (`what` says which they are); one
 * alone is taken, several need `pick`. */
static gboolean
choose (const CasTable *t, CasRevoltResult *r, int pick, const char *what, CasExplain *ex, GError **error)
{
  g_autofree char *names = candidate_names (t, r);

  if (pick >= 0 && !is_candidate (r, pick))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("%s is not one the %s may pick here (%s: %s)"),
                   cas_rules_locale_name (t, pick), cas_rules_side_name (t, r->side), what,
                   r->candidates->len ? names : _("none"));
      return FALSE;
    }
  if (r->candidates->len == 0)
    {
      cas_explain_add (ex, "1.4.2", _("No Stronghold qualifies (%s): nothing happens"), what);
      r->outcome = CAS_REVOLT_NOTHING;
      return TRUE;
    }
  if (pick < 0 && r->candidates->len == 1)
    pick = g_array_index (r->candidates, int, 0);
  if (pick < 0)
    {
      r->outcome = CAS_REVOLT_PICK;
      cas_explain_add (ex, "1.4.2", _("The %s must pick one (%s): %s; Castellan needs the one picked"),
                       cas_rules_side_name (t, r->side), what, names);
      return TRUE;
    }
  if (r->candidates->len == 1)
    cas_explain_add (ex, "1.4.2", _("Only %s qualifies (%s): it Revolts"), cas_rules_locale_name (t, pick), what);
  else
    cas_explain_add (ex, "1.4.2", _("The %s pick %s of %s (%s): it Revolts"), cas_rules_side_name (t, r->side),
                     cas_rules_locale_name (t, pick), names, what);
  r->outcome = CAS_REVOLT_REVOLTS;
  r->target = pick;
  return TRUE;
}

CasRevoltResult *
cas_inferno_revolt (const CasTable *t, int side, int gold, int purple, int pick, CasExplain *ex, GError **error)
{
  CasGame *game = t->game;
  g_autoptr(CasExplain) own = NULL;
  g_autoptr(CasRevoltResult) r = NULL;
  const RevoltTable *table;
  const char *cell;
  int enemy = 1 - side;

  if (ex == NULL)
    ex = own = cas_explain_new (); /* NOLINT(clang-analyzer-deadcode.DeadStores): read by g_autoptr's cleanup, which clang 14's analyzer does not model */
  if (side < 0 || side > 1)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("there is no side number %d"), side);
      return NULL;
    }
  if (gold < 1 || gold > 6 || purple < 1 || purple > 6)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("the Revolt dice are two six-sided dice, gold and purple: 1 to 6 each"));
      return NULL;
    }
  if ((table = table_against (game, enemy, error)) == NULL)
    return NULL;

  r = g_new0 (CasRevoltResult, 1);
  r->side = side;
  r->against = enemy;
  r->gold = gold;
  r->purple = purple;
  r->target = -1;
  r->named = -1;
  r->candidates = g_array_new (FALSE, FALSE, sizeof (int));
  cell = table->cells[gold - 1][purple - 1];
  cas_explain_add (ex, "1.4.2", _("The %s roll on the table of Revolt against the %s: gold %d picks the row, purple %d the column "
                                  "(rules-decisions I7)"),
                   cas_rules_side_name (t, side), cas_rules_side_name (t, enemy), gold, purple);

  if (g_str_equal (cell, SUBMISSION))
    {
      /* Submission: an eligible Stronghold carrying the enemy's Allegiance markers (not
       * printed Allegiance) at or next to which the rolling side has a Lord. */
      r->submission = TRUE;
      cas_explain_add (ex, "1.4.2", _("Submission: the %s must pick a Stronghold eligible for Revolt that carries Allegiance "
                                      "markers of the %s and has one of their own Lords there or adjacent"),
                       cas_rules_side_name (t, side), cas_rules_side_name (t, enemy));
      for (guint i = 0; i < cas_game_get_n_locales (game); i++)
        if (cas_game_get_locale (game, (int) i)->side == side && CAS_LOCALE (t, i, CAS_C_CONQUERED) > 0 &&
            cas_inferno_revolt_eligible (t, (int) i, side, NULL) && lord_near (t, (int) i, side) >= 0)
          add_candidate (r, (int) i);
      if (!choose (t, r, pick, _("Submission"), ex, error))
        return NULL;
    }
  else
    {
      const CasLocale *loc;
      r->named = cas_game_find_locale (game, cell);
      if (r->named < 0)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, "revolt.json: unknown Locale \"%s\"", cell);
          return NULL;
        }
      loc = cas_game_get_locale (game, r->named);
      cas_explain_add (ex, "1.4.2", _("The table names %s (Value %d)"), loc->name, loc->vp);
      if (cas_rules_holder (t, r->named) == side)
        {
          /* Already Friendly (errata: always this bullet): an adjacent eligible enemy
           * Stronghold of the same or less Value, either side of the dashed line. */
          r->adjacent_pick = TRUE;
          cas_explain_add (ex, "1.4.2", _("%s is already Friendly to the %s: they must pick an adjacent enemy Stronghold of "
                                          "Value %d or less that is eligible for Revolt"),
                           loc->name, cas_rules_side_name (t, side), loc->vp);
          for (guint i = 0; i < cas_game_get_n_locales (game); i++)
            if (cas_game_adjacent (game, r->named, (int) i) && cas_game_get_locale (game, (int) i)->vp <= loc->vp &&
                cas_inferno_revolt_eligible (t, (int) i, side, NULL))
              add_candidate (r, (int) i);
          g_autofree char *what = g_strdup_printf (_("next to %s"), loc->name);
          if (!choose (t, r, pick, what, ex, error))
            return NULL;
        }
      else if (!cas_inferno_revolt_eligible (t, r->named, side, ex))
        {
          cas_explain_add (ex, "1.4.2", _("So nothing happens"));
          r->outcome = CAS_REVOLT_NOTHING;
        }
      else
        {
          int lord = lord_near (t, r->named, side);
          int marker = lord >= 0 ? -1 : marker_near (t, r->named, side);
          if (lord >= 0)
            cas_explain_add (ex, "1.4.2", _("%s is eligible, and %s of the %s is at %s, there or adjacent: it Revolts"), loc->name,
                             cas_rules_lord_name (t, lord), cas_rules_side_name (t, side),
                             cas_rules_locale_name (t, cas_rules_lord_locale (t, lord)));
          else if (marker >= 0)
            cas_explain_add (ex, "1.4.2", _("%s is eligible, and Allegiance markers of the %s are at %s, there or adjacent: it Revolts"),
                             loc->name, cas_rules_side_name (t, side), cas_rules_locale_name (t, marker));
          else
            cas_explain_add (ex, "1.4.2",
                             _("%s is eligible, but the %s have no Lord and no Allegiance marker (printed Allegiance does not "
                               "count) there or adjacent: nothing happens"),
                             loc->name, cas_rules_side_name (t, side));
          if (lord >= 0 || marker >= 0)
            {
              r->outcome = CAS_REVOLT_REVOLTS;
              r->target = r->named;
            }
        }
      if (pick >= 0 && !r->adjacent_pick)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("this roll leaves the %s nothing to pick"),
                       cas_rules_side_name (t, side));
          return NULL;
        }
    }

  if (r->outcome == CAS_REVOLT_REVOLTS)
    {
      r->markers = cas_inferno_revolt_switch (t, r->target, side, ex);
      r->exiles = ABS (r->markers);
      r->vp_halves = ABS (r->markers) * cas_game_get_vp_values (game)->marker_halves;
    }
  return g_steal_pointer (&r);
}

/* ------------------------------------------------------------------------ */
/* Treachery (4.7.5, 4.7.6). */

/* 1.5.2: the Coin `lord` may use: his own and that of his side's Lords at his Locale. */
static int
shareable_coin (const CasTable *t, int lord)
{
  int here = cas_rules_lord_locale (t, lord), side = cas_rules_lord_side (t, lord), coin = 0;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_rules_lord_locale (t, (int) l) == here && cas_rules_lord_side (t, (int) l) == side)
      coin += CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_COIN);
  return coin;
}

static CasTreacheryResult *
treachery_new (const CasTable *t, int lord, GError **error)
{
  CasTreacheryResult *r;
  if (lord < 0 || lord >= (int) cas_game_get_n_lords (t->game) || !cas_table_lord_on_map (t, lord))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("the Active Lord must be on the map (4.2.3)"));
      return NULL;
    }
  r = g_new0 (CasTreacheryResult, 1);
  r->lord = lord;
  r->side = cas_rules_lord_side (t, lord);
  r->target = -1;
  r->vassal = -1;
  r->event = -1; /* cards2 */
  r->held = -1;  /* inferno-app */
  return r;
}

static gboolean
take_dice (CasTreacheryResult *r, const int *dice, int n_rolled, GError **error)
{
  if (n_rolled != 0 && n_rolled != r->n_dice)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, ngettext ("this attempt rolls %d die", "this attempt rolls %d dice", (gulong) r->n_dice),
                   r->n_dice);
      return FALSE;
    }
  for (int i = 0; i < n_rolled; i++)
    {
      if (dice[i] < 1 || dice[i] > 6)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("a die shows 1 to 6, not %d"), dice[i]);
          return FALSE;
        }
      r->dice[i] = dice[i];
    }
  r->n_rolled = n_rolled;
  return TRUE;
}

CasTreacheryResult *
cas_inferno_treachery_revolt (const CasTable *t, int lord, int locale, int coin, const int *dice, int n_rolled,
                              CasExplain *ex, GError **error)
{
  return cas_inferno_treachery_revolt_event (t, lord, locale, coin, -1, dice, n_rolled, ex, error);
}

CasTreacheryResult *
cas_inferno_treachery_revolt_event (const CasTable *t, int lord, int locale, int coin, int event, const int *dice,
                                    int n_rolled, CasExplain *ex, GError **error)
{
  CasGame *game = t->game;
  g_autoptr(CasExplain) own = NULL;
  CasTreacheryResult *r;
  const CasLocale *loc;
  const char *name;
  int here, have;

  if (ex == NULL)
    ex = own = cas_explain_new (); /* NOLINT(clang-analyzer-deadcode.DeadStores): read by g_autoptr's cleanup, which clang 14's analyzer does not model */
  if (locale < 0 || locale >= (int) cas_game_get_n_locales (game))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("there is no Locale number %d"), locale);
      return NULL;
    }
  if (coin < (event >= 0 ? 0 : 1) || coin > 4)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("a Treachery Revolt commits 1 to 4 Coin (4.7.5), not %d"), coin);
      return NULL;
    }
  if ((r = treachery_new (t, lord, error)) == NULL)
    return NULL;
  loc = cas_game_get_locale (game, locale);
  name = cas_rules_lord_name (t, lord);
  here = cas_rules_lord_locale (t, lord);
  r->target = locale;
  /* cards2: a Hold Event played for it (I182), else one held that would serve */
  if (event >= 0 && inferno_events_free_treachery (t, event, lord, locale, -1, ex))
    r->event = event;
  else if (event < 0)
    r->held = inferno_events_free_treachery_held (t, lord, locale, -1, ex);
  r->coin = r->event >= 0 ? 0 : coin;
  r->n_dice = r->event >= 0 ? 0 : MAX (1, loc->vp);
  r->need = r->coin;
  if (!take_dice (r, dice, n_rolled, error))
    {
      g_free (r);
      return NULL;
    }
  r->allowed = TRUE;
  if (cas_rules_besieged (t, lord))
    {
      cas_explain_add (ex, "4.7.5,4.3.5", _("%s is Besieged: no Treachery Revolt"), name);
      r->allowed = FALSE;
    }
  if (here != locale && !cas_game_adjacent (game, here, locale))
    {
      cas_explain_add (ex, "4.7.5", _("%s is neither at nor next to %s"), loc->name, name);
      r->allowed = FALSE;
    }
  if (!cas_inferno_revolt_eligible (t, locale, r->side, ex))
    r->allowed = FALSE;
  have = shareable_coin (t, lord);
  if (r->event < 0 && coin == 0)
    {
      cas_explain_add (ex, "4.7.5", _("Without the Event, a Treachery Revolt commits 1 to 4 Coin (--coin)"));
      r->allowed = FALSE;
    }
  else if (have < r->coin)
    {
      cas_explain_add (ex, "4.7.5,1.5.2", _("%s can commit only %d Coin, his own and what the Lords with him Share"), name, have);
      r->allowed = FALSE;
    }
  r->chance = 1;
  for (int i = 0; i < r->n_dice; i++)
    r->chance *= coin / 6.0;
  if (!r->allowed)
    return r;
  if (r->event >= 0) /* cards2: no Coin, no roll (I182) */
    {
      r->success = TRUE;
      cas_explain_propose (ex, "discard %s", cas_game_get_card (game, r->event)->id);
      cas_inferno_revolt_switch (t, locale, r->side, ex);
      return r;
    }
  cas_explain_add (ex, "4.7.5,4.2.3",
                   ngettext ("%s, on his Treachery card, commits %d Coin to the Revolt of %s: %d die, each %d or less (no help "
                             "from Ravage), %.0f%%",
                             "%s, on his Treachery card, commits %d Coin to the Revolt of %s: %d dice, each %d or less (no help "
                             "from Ravage), %.0f%%",
                             (gulong) r->n_dice),
                   name, coin, loc->name, r->n_dice, coin, 100 * r->chance);
  if (r->n_rolled == 0)
    return r;
  r->success = TRUE;
  for (int i = 0; i < r->n_dice; i++)
    r->success &= r->dice[i] <= coin;
  if (!r->success)
    {
      cas_explain_add (ex, "4.7.5", _("A die is above %d: no Revolt, and %s keeps the Coin"), coin, name);
      return r;
    }
  cas_explain_add (ex, "4.7.5", _("Every die is %d or less: %s pays the %d Coin into the pool and %s Revolts"), coin, name, coin,
                   loc->name);
  {
    /* Paid from his own Coin first, then from the Lords with him (1.5.2). */
    int left = coin;
    for (int pass = 0; pass < 2 && left > 0; pass++)
      for (guint l = 0; l < cas_game_get_n_lords (game) && left > 0; l++)
        if ((pass == 0) == ((int) l == lord) && cas_rules_lord_locale (t, (int) l) == here &&
            cas_rules_lord_side (t, (int) l) == r->side)
          {
            int pay = MIN (left, CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_COIN));
            if (pay > 0)
              cas_explain_propose (ex, "assets %s coin -%d", cas_game_get_lord (game, (int) l)->id, pay);
            left -= pay;
          }
  }
  cas_inferno_revolt_switch (t, locale, r->side, ex);
  return r;
}

CasTreacheryResult *
cas_inferno_bribe (const CasTable *t, int lord, int vassal, const int *dice, int n_rolled, CasExplain *ex, GError **error)
{
  return cas_inferno_bribe_event (t, lord, vassal, -1, dice, n_rolled, ex, error);
}

CasTreacheryResult *
cas_inferno_bribe_event (const CasTable *t, int lord, int vassal, int event, const int *dice, int n_rolled, CasExplain *ex,
                         GError **error)
{
  CasGame *game = t->game;
  g_autoptr(CasExplain) own = NULL;
  CasTreacheryResult *r;
  const CasVassal *v;
  const char *name;
  int here, owner, state, serves;
  gboolean near = FALSE;

  if (ex == NULL)
    ex = own = cas_explain_new (); /* NOLINT(clang-analyzer-deadcode.DeadStores): read by g_autoptr's cleanup, which clang 14's analyzer does not model */
  if (vassal < 0 || vassal >= (int) cas_game_get_n_vassals (game))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("there is no Vassal number %d"), vassal);
      return NULL;
    }
  if ((r = treachery_new (t, lord, error)) == NULL)
    return NULL;
  r->bribe = TRUE;
  r->vassal = vassal;
  /* cards2: a Hold Event played for it (I182), else one held that would serve */
  if (event >= 0 && inferno_events_free_treachery (t, event, lord, -1, vassal, ex))
    r->event = event;
  else if (event < 0)
    r->held = inferno_events_free_treachery_held (t, lord, -1, vassal, ex);
  r->coin = r->event >= 0 ? 0 : 1;
  r->n_dice = r->event >= 0 ? 0 : 1;
  v = cas_game_get_vassal (game, vassal);
  r->need = v->service;
  if (!take_dice (r, dice, n_rolled, error))
    {
      g_free (r);
      return NULL;
    }
  name = cas_rules_lord_name (t, lord);
  here = cas_rules_lord_locale (t, lord);
  owner = v->lord;
  state = owner >= 0 ? CAS_LORD (t, owner, CAS_L_VASSAL + v->slot) : CAS_VASSAL_ASIDE;
  /* turncoat (issue 17; 4.7.6): a Turncoat is Mustered with the Lord it serves, and may be
   * Bribed again, back by its own side too (I195) */
  serves = inferno_turncoat_serves (t, v);
  if (serves >= 0)
    {
      owner = serves;
      state = CAS_VASSAL_MUSTERED;
    }
  r->allowed = TRUE;
  if (cas_rules_besieged (t, lord))
    {
      cas_explain_add (ex, "4.7.6,4.3.5", _("%s is Besieged: no Bribe"), name);
      r->allowed = FALSE;
    }
  if (r->event < 0 && shareable_coin (t, lord) < 1)
    {
      cas_explain_add (ex, "4.7.6,1.5.2", _("%s has no Coin, even Shared: no Bribe"), name);
      r->allowed = FALSE;
    }
  if (owner >= 0 && cas_game_get_lord (game, owner)->side == r->side)
    {
      if (serves >= 0)
        cas_explain_add (ex, "4.7.6", _("%s already serves the %s as %s's Turncoat"), v->name, cas_rules_side_name (t, r->side),
                         cas_rules_lord_name (t, serves));
      else
        cas_explain_add (ex, "4.7.6", _("%s is a Vassal of the %s' own"), v->name, cas_rules_side_name (t, r->side));
      r->allowed = FALSE;
    }
  if (!inferno_vassal_regular (v))
    {
      cas_explain_add (ex, "4.7.6,3.4.2", _("%s is a Special Vassal: only regular Vassals take a Bribe"), v->name);
      r->allowed = FALSE;
    }
  if (state == CAS_VASSAL_MUSTERED && cas_table_lord_on_map (t, owner))
    {
      int at = cas_rules_lord_locale (t, owner);
      near = at == here || cas_game_adjacent (game, here, at);
      cas_explain_add (ex, "4.7.6", near ? _("%s is Mustered with %s at %s, at or next to %s") : _("%s is Mustered with %s at %s, "
                                                                                                   "neither at nor next to %s"),
                       v->name, cas_rules_lord_name (t, owner), cas_rules_locale_name (t, at), name);
      if (serves >= 0)
        cas_explain_add (ex, "4.7.6", _("%s is his Turncoat, and a Bribe may take a Turncoat"), v->name);
    }
  else
    {
      for (int s = 0; s < v->n_seats; s++)
        if (v->seats[s] == here || cas_game_adjacent (game, here, v->seats[s]))
          near = TRUE;
      cas_explain_add (ex, "4.7.6", near ? _("%s is Unmustered, and a Vassal Seat of it is at or next to %s")
                                         : _("%s is Unmustered, and none of its Vassal Seats is at or next to %s"),
                       v->name, name);
    }
  r->allowed &= near;
  r->chance = r->event >= 0 ? 1 : (6 - MIN (6, v->service)) / 6.0;
  if (!r->allowed)
    return r;
  if (r->event >= 0) /* cards2: no Coin, no roll (I182) */
    {
      r->success = TRUE;
      cas_explain_add (ex, "4.7.6", _("%s becomes a Turncoat of %s, with its surviving Forces"), v->name, name);
      cas_explain_propose (ex, "discard %s", cas_game_get_card (game, r->event)->id);
      inferno_turncoat_propose (t, vassal, lord, ex);
      return r;
    }
  cas_explain_add (ex, "4.7.6,4.2.3", _("%s, on his Treachery card, may Bribe %s: a die above its Service %d (%.0f%%)"), name,
                   v->name, v->service, 100 * r->chance);
  if (r->n_rolled == 0)
    return r;
  r->success = r->dice[0] > v->service;
  if (!r->success)
    {
      cas_explain_add (ex, "4.7.6", _("The die, %d, is not above %d: no effect, and %s keeps the Coin"), r->dice[0], v->service, name);
      return r;
    }
  cas_explain_add (ex, "4.7.6", _("The die, %d, is above %d: %s pays 1 Coin into the pool and %s becomes his Turncoat, with its "
                                  "surviving Forces"),
                   r->dice[0], v->service, name, v->name);
  {
    /* His own Coin first, else a Lord with him Shares it (1.5.2). */
    int payer = lord;
    for (guint l = 0; l < cas_game_get_n_lords (game) && CAS_LORD (t, payer, CAS_L_ASSETS + CAS_ASSET_COIN) == 0; l++)
      if (cas_rules_lord_locale (t, (int) l) == here && cas_rules_lord_side (t, (int) l) == r->side)
        payer = (int) l;
    cas_explain_propose (ex, "assets %s coin -1", cas_game_get_lord (game, payer)->id);
  }
  inferno_turncoat_propose (t, vassal, lord, ex); /* turncoat (issue 17): the marker and Forces */
  return r;
}
