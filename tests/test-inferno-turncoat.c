/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-turncoat.c (turncoat, issue 17): a Bribed Vassal, a Turncoat (4.7.6;
 * rules-decisions I191-I197), on the mat of the Lord it serves. Hand-worked cases on
 * scenario C (In far Vendetta, box 4): the 4.7.6 example (Pisa's Podestà at Pontedera,
 * next to San Miniato, Bribes Colle's San Miniato Vassal: Berrovieri 1, Armigeri 1,
 * Service 3), a Mustered Vassal taken from its Lord's mat, the Disband of the Lord it
 * serves, Service, Feed, Battle, the Levy and saves. */
#include "config.h"

#include <string.h>

#include "test-util.h"

#include "inferno-events.h"
#include "inferno-revolt.h"
#include "inferno-march.h"
#include "inferno-turncoat.h"
#include "cas-audit.h"

static int
V (const char *id)
{
  int v = cas_game_find_vassal (game, id);
  g_assert_cmpint (v, >=, 0);
  return v;
}

static int
U (const char *id)
{
  int u = cas_game_find_unit (game, id);
  g_assert_cmpint (u, >=, 0);
  return u;
}

static int
units (CasJournal *j, const char *lord)
{
  int n = 0;
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    n += LORD (j, lord, CAS_L_FORCES + f);
  return n;
}

static void
refused (CasJournal *j, const char *text, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_assert_false (cas_journal_do (j, text, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, part) == NULL)
    g_error ("“%s”: “%s” does not say “%s”", text, error->message, part);
}

static CasJournal *
bribed (void)
{
  g_autoptr(GError) error = NULL;
  CasJournal *j = position_after ("in_far_vendetta", "muster pisa pontedera", "assets pisa coin 1", NULL);
  const int four[] = { 4 };
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree CasTreacheryResult *r = cas_inferno_bribe (T (j), L ("pisa"), V ("colle_san_miniato"), four, 1, ex, &error);
  g_assert_no_error (error);
  g_assert_true (r->success);
  const char *const expected[] = { "assets pisa coin -1", "turncoat colle_san_miniato pisa", NULL };
  assert_actions (ex, expected);
  assert_cites (ex, "4.7.6");
  g_assert_true (says (ex, "from the pool"));
  apply (j, ex);
  return j;
}

/* 4.7.6's example, the die 4 above Service 3: Pisa pays 1 Coin and the Unmustered Vassal
 * comes to his mat with its Forces from the pool (I192): Pisa's 5 units + 2 = 7. */
static void
test_bribe_unmustered (void)
{
  g_autoptr(CasJournal) j = bribed ();
  const CasVassal *v = cas_game_get_vassal (game, V ("colle_san_miniato"));

  g_assert_cmpint (inferno_turncoat_lord (T (j), V ("colle_san_miniato")), ==, L ("pisa"));
  g_assert_cmpint (LORD (j, "colle", CAS_L_VASSAL_SERVES + v->slot), ==, L ("pisa"));
  g_assert_cmpint (LORD (j, "colle", CAS_L_VASSAL + v->slot), ==, CAS_VASSAL_READY);
  g_assert_cmpint (units (j, "pisa"), ==, 7);
  g_assert_cmpint (LORD (j, "pisa", CAS_L_FORCES + U ("berrovieri")), ==, 1);
  g_assert_cmpint (LORD (j, "pisa", CAS_L_FORCES + U ("armigeri")), ==, 1);
  g_assert_cmpint (LORD (j, "pisa", CAS_L_ASSETS + CAS_ASSET_COIN), ==, 0);

  /* Undo takes the marker and the Forces back. */
  g_assert_true (cas_journal_undo (j));
  g_assert_cmpint (inferno_turncoat_lord (T (j), V ("colle_san_miniato")), ==, -1);
  g_assert_cmpint (units (j, "pisa"), ==, 5);
}

/* Colle's Rosso Vassal (Berrovieri 1, Militia 1, Service 2), Mustered with him at Colle,
 * where Pisa stands, is taken from his mat to the degree its units survive: one Militia
 * lost (no Militia on his mat): only its Berrovieri go, 6 units for Pisa. */
static void
test_bribe_mustered (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "muster colle colle", "vassal colle colle_rosso muster",
                                            "forces colle militia 0", "muster pisa colle", "assets pisa coin 1", NULL);
  const int six[] = { 6 };
  int before = units (j, "colle");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree CasTreacheryResult *r = cas_inferno_bribe (T (j), L ("pisa"), V ("colle_rosso"), six, 1, ex, &error);
  g_assert_no_error (error);
  g_assert_true (r->success);
  g_assert_true (says (ex, "Mustered with"));
  g_assert_true (says (ex, "that Colle Podestà's mat still has: 1 Berrovieri ("));
  g_assert_false (says (ex, "Disbands"));
  apply (j, ex);
  g_assert_cmpint (units (j, "colle"), ==, before - 1);
  g_assert_cmpint (units (j, "pisa"), ==, 6);
  g_assert_cmpint (LORD (j, "colle", CAS_L_VASSAL + 3), ==, CAS_VASSAL_READY);

  /* His own Levy no longer lists it, nor may the table Muster it with him. */
  g_autoptr(CasExplain) lex = cas_explain_new ();
  CasLevyResult *lr = cas_levy_compute (T (j), lex);
  g_assert_true (says (lex, "serves Pisa Podestà as a Turncoat"));
  cas_levy_result_free (lr);
  refused (j, "vassal colle colle_rosso muster", "serves");

  /* Bribed back by the Guelphs: Colle's side may target the Turncoat (4.7.6), and the
   * Ghibellines may not (it serves them). */
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autofree CasTreacheryResult *r2 = cas_inferno_bribe (T (j), L ("siena"), V ("colle_rosso"), NULL, 0, ex2, NULL);
  g_assert_false (r2->allowed);
  g_assert_true (says (ex2, "already serves the Ghibellines"));
  ok (j, "assets colle coin 1");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autofree CasTreacheryResult *r3 = cas_inferno_bribe (T (j), L ("colle"), V ("colle_rosso"), six, 1, ex3, NULL);
  g_assert_true (r3->allowed);
  g_assert_true (says (ex3, "his Turncoat, and a Bribe may take a Turncoat"));
  apply (j, ex3);
  g_assert_cmpint (inferno_turncoat_lord (T (j), V ("colle_rosso")), ==, L ("colle"));
  /* Units are not told apart on a mat (I192): its printed Militia comes off Pisa's mat,
   * which has his own, though its own Militia was lost before (4.7.6: as far as there). */
  g_assert_cmpint (units (j, "pisa"), ==, 4);
  g_assert_cmpint (units (j, "colle"), ==, before + 1);
}

/* The last Forces of a Lord taken: the line says he Disbands (1.6). */
static void
test_bribe_last_forces (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "muster colle colle", "vassal colle colle_rosso muster",
                                            "forces colle cavalieri 0", "forces colle armigeri 0", "forces colle militia 1",
                                            "muster pisa colle", "assets pisa coin 1", NULL);
  const int six[] = { 6 };
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autofree CasTreacheryResult *r = cas_inferno_bribe (T (j), L ("pisa"), V ("colle_rosso"), six, 1, ex, NULL);
  g_assert_true (r->success);
  g_assert_true (says (ex, "without Forces: he Disbands"));
  assert_cites (ex, "1.6");
}

/* 4.7.6: when the Lord it serves Disbands (or is removed), the Turncoat goes back to its
 * own side, Ready, and its Forces leave with his mat; its own Lord's Disband leaves it
 * where it is. */
static void
test_disband (void)
{
  g_autoptr(CasJournal) j = bribed ();
  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_inferno_lord_removed (T (j), L ("pisa"), ex);
  g_assert_true (says (ex, "San Miniato Comune, his Turncoat, is available to the Guelphs again"));
  ok (j, "disband pisa");
  g_assert_cmpint (inferno_turncoat_lord (T (j), V ("colle_san_miniato")), ==, -1);
  g_assert_cmpint (LORD (j, "colle", CAS_L_VASSAL + 1), ==, CAS_VASSAL_READY);

  g_autoptr(CasJournal) k = bribed ();
  ok (k, "muster colle colle");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  cas_inferno_lord_removed (T (k), L ("pisa"), ex2);
  g_assert_true (says (ex2, "goes back to Colle Podestà's mat face up, Ready"));
  ok (k, "disband colle");
  g_assert_cmpint (inferno_turncoat_lord (T (k), V ("colle_san_miniato")), ==, L ("pisa"));
  ok (k, "muster colle colle");
  g_assert_cmpint (inferno_turncoat_lord (T (k), V ("colle_san_miniato")), ==, L ("pisa"));
  ok (k, "remove pisa");
  g_assert_cmpint (inferno_turncoat_lord (T (k), V ("colle_san_miniato")), ==, -1);

  /* turncoat VASSAL none takes its Forces back off the mat. */
  g_autoptr(CasJournal) m = bribed ();
  ok (m, "turncoat colle_san_miniato none");
  g_assert_cmpint (units (m, "pisa"), ==, 5);
  refused (m, "turncoat colle_san_miniato none", "not a Turncoat");
}

/* Service (3.4.2 advanced rule): a Turncoat has no marker on the Calendar and does not
 * shift with either Lord; the Disband check lists none for it. */
static void
test_service (void)
{
  g_autoptr(CasJournal) j = bribed ();
  ok (j, "option vassal_service yes");
  ok (j, "service pisa +1");
  g_assert_cmpint (LORD (j, "colle", CAS_L_VASSAL_BOX + 1), ==, CAS_NO_SERVICE);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  CasDisbandResult *r = cas_disband_compute (T (j), ex);
  for (guint i = 0; i < r->vassals->len; i++)
    g_assert_cmpint (g_array_index (r->vassals, CasDisbandVassal, i).vassal, !=, V ("colle_san_miniato"));
  cas_disband_result_free (r);
}

/* Feed (4.8.1) and Battle count the Turncoat's units on the mat it serves: Pisa 7. */
static void
test_feed_battle (void)
{
  g_autoptr(CasJournal) j = bribed ();
  g_assert_cmpint (cas_inferno_feed_units (T (j), L ("pisa"), NULL), ==, 7);
  g_assert_cmpint (cas_battle_lord_forces (T (j), L ("pisa"), U ("berrovieri")), ==, 1);
  g_assert_cmpint (cas_battle_lord_forces (T (j), L ("pisa"), U ("armigeri")), ==, 1);
}

/* Saves: "serves" only while set; the table round-trips; an older save loads unchanged. */
static void
test_json (void)
{
  g_autoptr(CasJournal) j = bribed ();
  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  g_autofree char *text = json_to_string (node, FALSE);
  g_assert_nonnull (strstr (text, "\"serves\":\"pisa\""));
  g_autoptr(CasTable) back = cas_table_new (game);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_table_from_json (back, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (back, T (j)));

  g_autoptr(CasJournal) old = start ("in_far_vendetta");
  g_autoptr(JsonNode) onode = cas_table_to_json (T (old));
  g_autofree char *otext = json_to_string (onode, FALSE);
  g_assert_null (strstr (otext, "serves"));
  g_autoptr(CasTable) oback = cas_table_new (game);
  g_assert_true (cas_table_from_json (oback, onode, NULL));
  g_assert_true (cas_table_equal (oback, T (old)));
  g_assert_cmpint (inferno_turncoat_lord (oback, V ("colle_san_miniato")), ==, -1);
}

/* The action: canonical text, log line, refusals, audit. */
static void
test_action (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasAction) a = cas_action_parse (game, "turncoat colle_san_miniato pisa", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "turncoat colle_san_miniato pisa");
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  g_autofree char *said = cas_action_describe (a, T (j));
  g_assert_cmpstr (said, ==, "San Miniato Comune, Colle Podestà's Vassal, serves Pisa Podestà as a Turncoat");
  refused (j, "turncoat colle_san_miniato pisa", "not on the map");
  refused (j, "turncoat siena_carroccio pisa", "Special Vassal");
  refused (j, "turncoat nobody pisa", "unknown Vassal");
  refused (j, "turncoat colle_san_miniato nobody", "unknown Lord");
  ok (j, "muster pisa pontedera");
  ok (j, "turncoat colle_san_miniato pisa");
  refused (j, "turncoat colle_san_miniato pisa", "already serves");
  ok (j, "muster colle colle");
  refused (j, "turncoat colle_rosso colle", "own Vassal");
}

/* The audit (I193): a Turncoat whose own row says other than Ready is flagged, with the fix. */
static void
test_audit (void)
{
  g_autoptr(CasJournal) j = bribed ();
  ok (j, "muster colle colle");
  g_autoptr(CasExplain) clean = cas_explain_new ();
  cas_audit_free (cas_audit_run (T (j), clean));
  g_assert_false (says (clean, "Turncoat"));
  ok (j, "vassal colle colle_san_miniato unready");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_audit_free (cas_audit_run (T (j), ex));
  g_assert_true (says (ex, "serves Pisa Podestà as a Turncoat but its own Lord's row does not say Ready"));
  const char *const expected[] = { "vassal colle colle_san_miniato ready", NULL };
  assert_actions (ex, expected);
}

/* I182 with a Turncoat (I191, I194; 1.9.1, 4.7.6): GROSSETO (F18) serves a Bribe whose
 * target is at Grosseto. Santa Fiora's Grosseto Commune (Vassal Seat Grosseto), Bribed
 * back by Siena, serves him as a Turncoat: it is with Siena, at his Locale, not at its
 * Seat. Hand-worked: Firenze at Montemassi (not Grosseto), Siena at Siena: neither is at
 * Grosseto, so the card does not serve; Siena moved to Grosseto: it does. */
static void
test_free_treachery_turncoat (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "move firenze montemassi", "card f18 held",
                                            "turncoat santa_fiora_grosseto siena", NULL);
  int f18 = cas_game_find_card (game, "f18");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_false (inferno_events_free_treachery (T (j), f18, L ("firenze"), -1, V ("santa_fiora_grosseto"), ex));
  g_assert_true (says (ex, "serves a Treachery at Grosseto only: neither Firenze Podestà nor the target is there"));
  g_assert_cmpint (inferno_events_free_treachery_held (T (j), L ("firenze"), -1, V ("santa_fiora_grosseto"), NULL), ==, -1);

  ok (j, "move siena grosseto");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_assert_true (inferno_events_free_treachery (T (j), f18, L ("firenze"), -1, V ("santa_fiora_grosseto"), ex2));
  g_assert_true (says (ex2, "this Treachery of Firenze Podestà at Grosseto succeeds with 0 Coin"));
  g_assert_cmpint (inferno_events_free_treachery_held (T (j), L ("firenze"), -1, V ("santa_fiora_grosseto"), NULL), ==, f18);

  /* Back to its own side (Santa Fiora off the map): Unmustered, its Seat counts again. */
  ok (j, "move siena siena");
  ok (j, "turncoat santa_fiora_grosseto none");
  g_assert_true (inferno_events_free_treachery (T (j), f18, L ("firenze"), -1, V ("santa_fiora_grosseto"), NULL));
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");
  g_test_add_func ("/inferno/turncoat/bribe-unmustered", test_bribe_unmustered);
  g_test_add_func ("/inferno/turncoat/bribe-mustered", test_bribe_mustered);
  g_test_add_func ("/inferno/turncoat/bribe-last-forces", test_bribe_last_forces);
  g_test_add_func ("/inferno/turncoat/disband", test_disband);
  g_test_add_func ("/inferno/turncoat/service", test_service);
  g_test_add_func ("/inferno/turncoat/feed-battle", test_feed_battle);
  g_test_add_func ("/inferno/turncoat/json", test_json);
  g_test_add_func ("/inferno/turncoat/action", test_action);
  g_test_add_func ("/inferno/turncoat/audit", test_audit);
  g_test_add_func ("/inferno/turncoat/free-treachery", test_free_treachery_turncoat);
  return test_util_run ();
}
