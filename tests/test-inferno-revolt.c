/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-revolt.c: Inferno's Revolt tables and their results (1.4-1.4.4), from the
 * rulebook's examples and hand-worked cases on scenario A (Dolenti Note: Guelph Lords at
 * Firenze and Arezzo, Siena at Siena, Ghibelline Allegiance markers x2 at Poggio Bonizio
 * and Cortona, Guelph x2 at Montalcino and Montepulciano). The game of test-util.c is
 * Inferno here. */
#include "config.h"

#include "test-util.h"

#include <string.h>

#include "inferno-revolt.h"

static int
S (const char *id)
{
  int s = cas_game_find_side (game, id);
  g_assert_cmpint (s, >=, 0);
  return s;
}

static int
LOC (const char *id)
{
  int l = cas_game_find_locale (game, id);
  g_assert_cmpint (l, >=, 0);
  return l;
}

static CasRevoltResult *
roll (CasJournal *j, const char *side, int gold, int purple, const char *pick, CasExplain *ex)
{
  g_autoptr(GError) error = NULL;
  CasRevoltResult *r = cas_inferno_revolt (T (j), S (side), gold, purple, pick ? LOC (pick) : -1, ex, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

/* The Background Book's example (data.md §7, rules-decisions I7): purple 5, gold 6 on the
 * table against the Guelphs is Chiusi. Chiusi (Town, Value 2) is eligible (no Guelph Lord
 * there or adjacent), and the Ghibellines' markers at Cortona, next door, let it Revolt:
 * 2 Ghibelline markers, +2 VP, and the Guelphs' Exiles shift 2 boxes (1.4.2, 1.4.4). */
static void
test_chiusi (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasRevoltResult) r = roll (j, "ghibelline", 6, 5, NULL, ex);
  const char *const expected[] = { "marker chiusi conquered 2", NULL };

  g_assert_cmpint (r->named, ==, LOC ("chiusi"));
  g_assert_cmpint (r->against, ==, S ("guelph"));
  g_assert_cmpint (r->outcome, ==, CAS_REVOLT_REVOLTS);
  g_assert_cmpint (r->target, ==, LOC ("chiusi"));
  g_assert_cmpint (r->markers, ==, 2);
  g_assert_cmpint (r->exiles, ==, 2);
  g_assert_cmpint (r->vp_halves, ==, 4);
  assert_actions (ex, expected);
  assert_cites (ex, "1.4.2,1.4.4");
  g_assert_true (says (ex, "Cortona"));
  g_assert_true (says (ex, "Exiles"));
  int before = cas_table_vp_halves (T (j), S ("ghibelline"));
  apply (j, ex);
  g_assert_cmpint (cas_table_vp_halves (T (j), S ("ghibelline")), ==, before + 4);
}

/* 1.4.4's example: Revolt places two Ghibelline markers at Cortona, and the Guelphs may
 * shift two cylinders or Service markers one box each, or one of them two. Cortona
 * cleared first; Siena marches next to it, to Asinalunga; gold 6, purple 6 is Cortona. */
static void
test_cortona_exiles (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "marker cortona conquered 0", "move siena asinalunga", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasRevoltResult) r = roll (j, "ghibelline", 6, 6, NULL, ex);
  const char *const expected[] = { "marker cortona conquered 2", NULL };

  g_assert_cmpint (r->outcome, ==, CAS_REVOLT_REVOLTS);
  g_assert_cmpint (r->target, ==, LOC ("cortona"));
  g_assert_true (says (ex, "Siena"));
  g_assert_cmpint (r->exiles, ==, 2);
  assert_actions (ex, expected);
}

/* 1.4.2 (errata): a named Stronghold already Friendly to the roller: the roller picks an
 * adjacent enemy Stronghold of the same or less Value that is eligible. Cortona (Value 2)
 * carries Ghibelline markers; of its neighbours Castiglione is next to Arezzo's Lord,
 * Orvieto is an Outpost and Asinalunga is Ghibelline: Chiusi alone qualifies. */
static void
test_adjacent_pick (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasRevoltResult) r = roll (j, "ghibelline", 6, 6, NULL, ex);
  g_autoptr(GError) error = NULL;

  g_assert_true (r->adjacent_pick);
  g_assert_cmpuint (r->candidates->len, ==, 1);
  g_assert_cmpint (r->target, ==, LOC ("chiusi"));
  g_assert_cmpint (r->markers, ==, 2);

  /* Another pick is refused, naming what may be picked. */
  g_assert_null (cas_inferno_revolt (T (j), S ("ghibelline"), 6, 6, LOC ("castiglione"), NULL, &error));
  g_assert_nonnull (strstr (error->message, "Chiusi"));
}

/* Two candidates: the roller must pick (the line says so, I189); with Arezzo's Lord gone to Montevarchi,
 * Castiglione (Castle, Value 1) qualifies beside Chiusi. */
static void
test_pick_needed (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move arezzo montevarchi", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasRevoltResult) r = roll (j, "ghibelline", 6, 6, NULL, ex);
  g_assert_cmpint (r->outcome, ==, CAS_REVOLT_PICK);
  g_assert_cmpuint (r->candidates->len, ==, 2);
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
  g_assert_true (says (ex, "Castellan needs the one picked")); /* I189: no CLI option in the core line */

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasRevoltResult) r2 = roll (j, "ghibelline", 6, 6, "castiglione", ex2);
  const char *const expected[] = { "marker castiglione conquered 1", NULL };
  g_assert_cmpint (r2->target, ==, LOC ("castiglione"));
  g_assert_cmpint (r2->exiles, ==, 1);
  assert_actions (ex2, expected);
}

/* 1.4.1: an enemy Lord there or adjacent makes a Stronghold ineligible: gold 1, purple 3
 * is Firenze, where the Guelph Podestà stands: nothing happens. Without a Ghibelline
 * Lord or marker near, an eligible one does not Revolt either: gold 1, purple 6 is
 * Battifolle. */
static void
test_nothing (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasRevoltResult) r = roll (j, "ghibelline", 1, 3, NULL, ex);
  g_assert_cmpint (r->named, ==, LOC ("firenze"));
  g_assert_cmpint (r->outcome, ==, CAS_REVOLT_NOTHING);
  g_assert_true (says (ex, "not eligible"));
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
  assert_cites (ex, "1.4.1");

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasRevoltResult) r2 = roll (j, "ghibelline", 1, 6, NULL, ex2);
  g_assert_cmpint (r2->named, ==, LOC ("battifolle"));
  g_assert_cmpint (r2->outcome, ==, CAS_REVOLT_NOTHING);
  g_assert_true (says (ex2, "printed Allegiance does not count"));
}

/* Ruins never Revolt (1.4.1): Chiusi in Ruins (the action `marker chiusi ruins
 * ghibelline`, 4.5.2), gold 6, purple 5: nothing. The action undoes, and Nevsky has no
 * such marker. */
static void
test_ruins (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "marker chiusi ruins ghibelline", NULL);
  const CasTable *t = T (j);
  g_assert_cmpint (CAS_LOCALE (t, LOC ("chiusi"), CAS_C_RUINS), ==, S ("ghibelline") + 1);
  g_assert_cmpint (cas_table_vp_halves (t, S ("ghibelline")), ==, 8 + 1);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasRevoltResult) r = cas_inferno_revolt (t, S ("ghibelline"), 6, 5, -1, ex, NULL);
  g_assert_nonnull (r);
  g_assert_cmpint (r->outcome, ==, CAS_REVOLT_NOTHING);
  g_assert_true (says (ex, "Ruins"));

  ok (j, "marker chiusi ruins none");
  g_assert_cmpint (CAS_LOCALE (T (j), LOC ("chiusi"), CAS_C_RUINS), ==, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) nevsky = cas_game_load_builtin ("nevsky", &error);
  g_autoptr(CasAction) a = cas_action_parse (nevsky, "marker pskov ruins teutons", &error);
  g_assert_null (a);
  g_assert_nonnull (error);
}

/* Submission (1.4.2): the Guelphs roll gold 1, purple 6 on the table against the
 * Ghibellines. Cortona (Guelph, with Ghibelline markers) qualifies once a Guelph Lord is
 * next to it (Arezzo's at Castiglione) and no Ghibelline Lord is near; it Revolts back:
 * its 2 markers come off, and the Ghibellines' Exiles shift 2. Without the Lord: nothing. */
static void
test_submission (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasRevoltResult) r = roll (j, "guelph", 1, 6, NULL, ex);
  g_assert_true (r->submission);
  g_assert_cmpint (r->outcome, ==, CAS_REVOLT_NOTHING);

  ok (j, "move arezzo castiglione");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasRevoltResult) r2 = roll (j, "guelph", 1, 6, NULL, ex2);
  const char *const expected[] = { "marker cortona conquered 0", NULL };
  g_assert_cmpint (r2->target, ==, LOC ("cortona"));
  g_assert_cmpint (r2->markers, ==, -2);
  g_assert_cmpint (r2->exiles, ==, 2);
  assert_actions (ex2, expected);
  g_assert_true (says (ex2, "Exiles: the Ghibellines"));
}

/* A Revolt at a Siege removes the Siege markers too (1.4.4). */
static void
test_siege_lifted (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "marker chiusi siege 2", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasRevoltResult) r = roll (j, "ghibelline", 6, 5, NULL, ex);
  const char *const expected[] = { "marker chiusi conquered 2", "marker chiusi siege 0", NULL };
  assert_actions (ex, expected);
}

/* Dice out of range and a pick where the roll offers none are refused. */
static void
test_refused (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(GError) error = NULL;
  g_assert_null (cas_inferno_revolt (T (j), 0, 7, 1, -1, NULL, &error));
  g_clear_error (&error);
  g_assert_null (cas_inferno_revolt (T (j), 0, 1, 0, -1, NULL, &error));
  g_clear_error (&error);
  g_assert_null (cas_inferno_revolt (T (j), S ("ghibelline"), 6, 5, LOC ("cortona"), NULL, &error));
  g_assert_nonnull (error);
}


/* 4.7.5's example: a Lord next to an originally Enemy Castle commits 3 Coin; a die of
 * 1-3 pays the Coin and places one Allegiance marker. Siena at Poggio Bonizio (held by
 * the Ghibellines), Barberino (Guelph Castle) next door, no Guelph Lord near. */
static void
test_treachery_revolt (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move siena poggio_bonizio", "assets siena coin 3", NULL);
  const int two[] = { 2 }, four[] = { 4 };
  g_autoptr(CasExplain) odds = cas_explain_new ();
  g_autofree CasTreacheryResult *r0 = cas_inferno_treachery_revolt (T (j), L ("siena"), LOC ("barberino"), 3, NULL, 0, odds, NULL);
  g_assert_nonnull (r0);
  g_assert_true (r0->allowed);
  g_assert_cmpint (r0->n_dice, ==, 1);
  g_assert_cmpfloat_with_epsilon (r0->chance, 0.5, 1e-9);
  g_assert_cmpuint (cas_explain_get_n_actions (odds), ==, 0);

  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree CasTreacheryResult *r = cas_inferno_treachery_revolt (T (j), L ("siena"), LOC ("barberino"), 3, two, 1, ex, NULL);
  const char *const expected[] = { "assets siena coin -3", "marker barberino conquered 1", NULL };
  g_assert_true (r->success);
  assert_actions (ex, expected);
  assert_cites (ex, "4.7.5,1.4.4");

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autofree CasTreacheryResult *r2 = cas_inferno_treachery_revolt (T (j), L ("siena"), LOC ("barberino"), 3, four, 1, ex2, NULL);
  g_assert_false (r2->success);
  g_assert_cmpuint (cas_explain_get_n_actions (ex2), ==, 0);
  g_assert_true (says (ex2, "keeps the Coin"));

  /* Not at or next to him, and more Coin than he has: not allowed. */
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autofree CasTreacheryResult *r3 = cas_inferno_treachery_revolt (T (j), L ("siena"), LOC ("vecliano"), 4, NULL, 0, ex3, NULL);
  g_assert_false (r3->allowed);
  g_assert_true (says (ex3, "neither at nor next to"));
  g_assert_true (says (ex3, "only 3 Coin"));
}

/* 4.7.6's example: Pisa's Podestà at Pontedera, next to San Miniato; Colle's San Miniato
 * Vassal is Unmustered: Pisa may try to Bribe it, a die above its Service 3. */
static void
test_bribe (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  const int four[] = { 4 }, three[] = { 3 };
  int vassal = cas_game_find_vassal (game, "colle_san_miniato");

  ok (j, "muster pisa pontedera");
  ok (j, "assets pisa coin 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree CasTreacheryResult *r = cas_inferno_bribe (T (j), L ("pisa"), vassal, four, 1, ex, &error);
  g_assert_no_error (error);
  const char *const expected[] = { "assets pisa coin -1", "turncoat colle_san_miniato pisa", NULL };
  g_assert_true (r->allowed);
  g_assert_cmpint (r->need, ==, 3);
  g_assert_true (r->success);
  assert_actions (ex, expected);
  assert_cites (ex, "4.7.6");

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autofree CasTreacheryResult *r2 = cas_inferno_bribe (T (j), L ("pisa"), vassal, three, 1, ex2, NULL);
  g_assert_false (r2->success);
  g_assert_cmpuint (cas_explain_get_n_actions (ex2), ==, 0);

  /* Without Coin, no Bribe. */
  ok (j, "assets pisa coin 0");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autofree CasTreacheryResult *r3 = cas_inferno_bribe (T (j), L ("pisa"), vassal, NULL, 0, ex3, NULL);
  g_assert_false (r3->allowed);
}

/* A hostile revolt.json is refused with a message naming the file and the problem, never
 * read in part (the fuzz target fuzz-inferno-gamedata's check; docs/reliability.md). */
static void
check_refused (const char *text, const char *problem)
{
  g_autoptr(GError) error = NULL;
  g_assert_false (cas_inferno_revolt_check_data (game, text, strlen (text), &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "revolt.json: "));
  if (strstr (error->message, problem) == NULL)
    g_error ("expected \"%s\" in: %s", problem, error->message);
}

static void
test_hostile_data (void)
{
  g_autofree char *path = g_build_filename (CAS_SOURCE_DATA_DIR, "games", "inferno", "revolt.json", NULL);
  g_autofree char *real = NULL;
  gsize len;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) row = g_string_new (NULL);
  g_autofree char *long_id = NULL;

  g_assert_true (g_file_get_contents (path, &real, &len, NULL));
  g_assert_true (cas_inferno_revolt_check_data (game, real, len, &error));
  g_assert_no_error (error);

  check_refused ("", "empty");
  check_refused ("{\"tables\": [", "");
  check_refused ("[1, 2]", "object");
  check_refused ("{\"tables\": {\"a\": 1}}", "\"tables\" must list the two Revolt tables");
  check_refused ("{\"tables\": [1, 2]}", "tables[0]: must be an object");
  check_refused ("{\"tables\": [{\"against\": 7}, {}]}", "tables[0]: \"against\" must name a side: guelph or ghibelline");
  check_refused ("{\"tables\": [{\"against\": {\"x\": 1}}, {}]}", "\"against\" must name a side");
  check_refused ("{\"tables\": [{\"against\": \"teutons\"}, {}]}", "\"against\" must name a side");
  /* A "rows" that is not a text: json-glib's getter complained (a critical, fatal in the
   * fuzz target) before session 13. */
  check_refused ("{\"tables\": [{\"against\": \"guelph\", \"rows\": [\"gold\"]}, {}]}", "\"rows\" must be \"gold\"");
  check_refused ("{\"tables\": [{\"against\": \"guelph\", \"rows\": \"gold\", \"cells\": {}}, {}]}", "\"cells\" must be 6 rows");
  for (int i = 0; i < 6; i++)
    g_string_append_printf (row, "%s[\"lucca\", \"submission\", \"pisa\", \"siena\", \"firenze\", %s]", i ? ", " : "",
                            i == 3 ? "1e999" : i == 4 ? "\"atlantis\"" : "\"arezzo\"");
  g_autofree char *bad_cells = g_strdup_printf ("{\"tables\": [{\"against\": \"guelph\", \"rows\": \"gold\", \"cells\": [%s]}, {}]}", row->str);
  check_refused (bad_cells, "\"cells\" row 4, column 6 must be a Locale id or \"submission\"");
  g_autofree char *short_row = g_strdup_printf ("{\"tables\": [{\"against\": \"guelph\", \"rows\": \"gold\", \"cells\": [[], %s]}, {}]}",
                                                strchr (row->str, ']') + 3); /* rows 2 to 6 */
  check_refused (short_row, "\"cells\" row 1 must list 6 Locale ids");
  /* Both tables against one side. */
  g_autofree char *same = g_strdup (real);
  char *second = strstr (strstr (same, "\"against\": \"ghibelline\""), "ghibelline");
  memcpy (second, "guelph\"    ", 11); /* ghibelline" */
  check_refused (same, "the two tables must be against the two sides");
  /* An id longer than the message's entry buffer, cut inside a character: the message
   * stays UTF-8. */
  GString *id = g_string_new (NULL);
  for (int i = 0; i < 200; i++)
    g_string_append (id, "\xc3\xa9");
  long_id = g_strdup_printf ("{\"tables\": [{\"id\": \"x%s\"}, {}]}", id->str);
  g_string_free (id, TRUE);
  g_autoptr(GError) long_error = NULL;
  g_assert_false (cas_inferno_revolt_check_data (game, long_id, strlen (long_id), &long_error));
  g_assert_true (g_utf8_validate (long_error->message, -1, NULL));
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");

  g_test_add_func ("/inferno/revolt/chiusi", test_chiusi);
  g_test_add_func ("/inferno/revolt/cortona-exiles", test_cortona_exiles);
  g_test_add_func ("/inferno/revolt/adjacent-pick", test_adjacent_pick);
  g_test_add_func ("/inferno/revolt/pick-needed", test_pick_needed);
  g_test_add_func ("/inferno/revolt/nothing", test_nothing);
  g_test_add_func ("/inferno/revolt/ruins", test_ruins);
  g_test_add_func ("/inferno/revolt/submission", test_submission);
  g_test_add_func ("/inferno/revolt/siege-lifted", test_siege_lifted);
  g_test_add_func ("/inferno/revolt/refused", test_refused);
  g_test_add_func ("/inferno/revolt/hostile-data", test_hostile_data);
  g_test_add_func ("/inferno/treachery/revolt", test_treachery_revolt);
  g_test_add_func ("/inferno/treachery/bribe", test_bribe);
  return test_util_run ();
}
