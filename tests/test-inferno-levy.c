/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-levy.c: Inferno's Levy (levy, issue 17): the Comuni in play as table cells
 * (1.5.1, 3.5.3; rules-decisions I62), Muster with the Podestà's status (3.4, 3.4.1: Urban,
 * Exile and Emergency Army; the rulebook's examples of 3.4.1), free Seats and Vassal Seats
 * (3.4.1, 3.4.2), Special Vassals (3.4.2, 3.5.3) and Call to Arms (3.5, 6.0), each with its
 * section. The game of test-util.c is Inferno here. */
#include "test-util.h"

#include <string.h>

#include "cas-levy.h"
#include "cas-commands.h"
#include "cas-supply.h"

static CasLevyResult *
levy (CasJournal *j, CasExplain *ex)
{
  CasLevyResult *r = cas_levy_compute (T (j), ex);
  g_assert_nonnull (r);
  return r;
}

static int
V (const char *id)
{
  int v = cas_game_find_vassal (game, id);
  g_assert_cmpint (v, >=, 0);
  return v;
}

static gboolean
lordship_has (const CasLevyResult *r, const char *lord, CasLevyItemKind kind, int id)
{
  const CasLevyLordship *ll = cas_levy_result_find_lordship (r, L (lord));
  g_assert_nonnull (ll);
  return cas_levy_lordship_has (ll, kind, id);
}

static gboolean
has_lord (const GArray *lords, const char *id)
{
  for (guint i = 0; i < lords->len; i++)
    if (g_array_index (lords, int, i) == L (id))
      return TRUE;
  return FALSE;
}

static gboolean
has_seat (const CasLevyReady *rl, const char *locale)
{
  for (int i = 0; i < rl->n_seats; i++)
    if (rl->seats[i] == cas_game_find_locale (game, locale))
      return TRUE;
  return FALSE;
}

/* The game's levy JSON members ("podesta", "cta"), as castellan-cli levy --json adds them. */
static JsonObject *
levy_json (CasJournal *j, const CasLevyResult *r, JsonNode **keep)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  cas_lc_rules (game)->levy->json (T (j), r, b);
  json_builder_end_object (b);
  *keep = json_builder_get_root (b);
  return json_node_get_object (*keep);
}

static JsonObject *
cta_side (JsonObject *o, const char *side)
{
  return json_object_get_object_member (json_object_get_object_member (o, "cta"), side);
}

/* 1.5.1, 3.5.3, I62: each Comune in play is a cell, in the order of lords.json "comuni",
 * set by the action `comune COMMANDER in|out`, which brings its Special Vassals Ready (and
 * aside again), written in show --json only while in play (older saves read unchanged),
 * and cleared when its Commander Disbands (3.3.2). */
static void
test_comune_cell (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(GError) error = NULL;
  g_assert_cmpint (cas_game_get_comune (game, 0)->commander, ==, L ("firenze"));
  g_assert_cmpint (cas_game_get_comune (game, 1)->commander, ==, L ("siena"));

  g_autoptr(JsonNode) before = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (before), "comune"));
  int carroccio = cas_game_get_vassal (game, V ("firenze_carroccio"))->slot;
  g_assert_cmpint (LORD (j, "firenze", CAS_L_VASSAL + carroccio), ==, CAS_VASSAL_ASIDE);

  g_autoptr(CasAction) a = cas_action_parse (game, "comune   firenze  in", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "comune firenze in");
  ok (j, "comune firenze in");
  g_assert_cmpint (LORD (j, "firenze", CAS_L_VASSAL + carroccio), ==, CAS_VASSAL_READY);
  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonObject *c = json_object_get_object_member (json_node_get_object (node), "comune");
  g_assert_nonnull (c);
  g_assert_cmpint (json_object_get_int_member (c, "firenze"), ==, 1);
  g_assert_false (json_object_has_member (c, "siena"));

  /* Saves round-trip; a document without the member (an older save) reads as aside. */
  g_autoptr(CasTable) copy = cas_table_new (game);
  g_assert_true (cas_table_from_json (copy, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (copy, T (j)));
  g_assert_true (cas_table_from_json (copy, before, &error));
  g_assert_cmpint (CAS_GLOBAL (copy, CAS_G_GAME_0), ==, 0);
  json_object_set_int_member (c, "firenze", 2);
  g_assert_false (cas_table_from_json (copy, node, &error));
  g_clear_error (&error);

  /* Only a Commander has a Comune; only in and out. */
  g_assert_null (cas_action_parse (game, "comune arezzo in", &error));
  g_assert_nonnull (strstr (error->message, "Commander"));
  g_clear_error (&error);
  g_assert_null (cas_action_parse (game, "comune siena yes", &error));
  g_clear_error (&error);

  /* 3.3.2: the Commander Disbands, the Comune is set aside with him. */
  ok (j, "disband firenze");
  g_assert_cmpint (CAS_GLOBAL (T (j), CAS_G_GAME_0), ==, 0);
  g_assert_true (cas_journal_undo (j));
  g_assert_cmpint (CAS_GLOBAL (T (j), CAS_G_GAME_0), ==, 1);
  ok (j, "comune firenze out");
  g_assert_cmpint (CAS_GLOBAL (T (j), CAS_G_GAME_0), ==, 0);
  g_assert_cmpint (LORD (j, "firenze", CAS_L_VASSAL + carroccio), ==, CAS_VASSAL_ASIDE);
}

/* 3.4.1 Exile Army, the rulebook's example: Firenze marked Ghibelline while Prato stays
 * Guelph; Guido Guerra spends his whole Lordship of 2 to roll once for Firenze's Podestà,
 * at Prato. */
static void
test_exile_army (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "disband firenze 4", "muster guido prato",
                                            "marker firenze conquered 3", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = levy (j, ex);
  const CasLevyReady *rl = cas_levy_result_find_ready (r, L ("firenze"));
  g_assert_nonnull (rl);
  g_assert_cmpint (cas_game_get_lord (game, L ("guido"))->lordship, ==, 2);
  g_assert_cmpint (rl->actions, ==, 2);
  g_assert_true (has_seat (rl, "prato"));
  g_assert_false (has_seat (rl, "firenze"));  /* of Enemy Allegiance (3.4.1) */
  g_assert_true (has_lord (rl->levied_by, "guido"));
  g_assert_true (says (ex, "Exile Army"));
  g_assert_true (says (ex, "costs 2 Levy actions"));
  assert_cites (ex, "3.4.1,1.3.1");

  g_autoptr(JsonNode) keep = NULL;
  JsonObject *o = levy_json (j, r, &keep);
  JsonObject *firenze = json_array_get_object_element (json_object_get_array_member (o, "podesta"), 0);
  g_assert_cmpstr (json_object_get_string_member (firenze, "lord"), ==, "firenze");
  g_assert_true (json_object_get_boolean_member (firenze, "exile_army"));
  g_assert_false (json_object_get_boolean_member (firenze, "urban_army"));
}

/* 3.4.1 Urban and Emergency Army, the rulebook's example: Guelph Lords Besiege Pisa; the
 * Ghibellines may Muster Pisa's Podestà there, Besieged, though he is not yet Ready. */
static void
test_emergency_army (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "move firenze pisa", "marker pisa siege 1", NULL);
  g_assert_cmpint (LORD (j, "pisa", CAS_L_BOX), >, CAS_GLOBAL (T (j), CAS_G_BOX));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = levy (j, ex);
  const CasLevyReady *rl = cas_levy_result_find_ready (r, L ("pisa"));
  g_assert_nonnull (rl);
  g_assert_true (rl->anyway);
  g_assert_true (has_seat (rl, "pisa"));
  g_assert_true (has_lord (rl->levied_by, "siena"));
  g_assert_true (says (ex, "Emergency Army"));
  g_assert_true (says (ex, "Urban Army: Pisa Podestà may Muster at his Main Seat Pisa though it is Besieged"));
  assert_cites (ex, "3.4.1,4.3.5");
  /* Lucca, also on the Calendar beyond the box, has no Enemy at his Main Seat. */
  g_assert_null (cas_levy_result_find_ready (r, L ("lucca")));
}

/* 3.4 Urban Army: Besieged inside his Main Seat a Podestà still takes Levy actions; any
 * other Besieged Lord cannot; Bypassed (Enemy Lords there, no Siege) is fine. */
static void
test_lordship (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "move firenze siena", NULL);
  g_autoptr(CasExplain) ex0 = cas_explain_new ();
  g_autoptr(CasLevyResult) r0 = levy (j, ex0);
  g_assert_true (cas_levy_result_find_lordship (r0, L ("siena"))->can_levy);       /* Bypassed */
  g_assert_true (cas_levy_result_find_lordship (r0, L ("provenzano"))->can_levy);
  g_assert_false (cas_levy_result_find_lordship (r0, L ("firenze"))->can_levy);     /* Enemy Allegiance */
  g_assert_true (says (ex0, "of Enemy Allegiance: he cannot take Levy actions"));

  ok (j, "marker siena siege 1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = levy (j, ex);
  g_assert_true (cas_levy_result_find_lordship (r, L ("siena"))->can_levy);
  g_assert_false (cas_levy_result_find_lordship (r, L ("provenzano"))->can_levy);
  g_assert_true (says (ex, "Urban Army: Siena Podestà is Besieged inside his Main Seat Siena"));
  g_assert_true (says (ex, "Provenzano Salvani is Besieged at Siena: he cannot take Levy actions"));
  assert_cites (ex, "3.4,4.3.5");
}

/* 3.4.1 free Seats: not of Enemy Allegiance, not Besieged, not Ruins with an Enemy Lord;
 * 3.4.2 a Vassal needs a Friendly Vassal Seat (Besieged is fine). */
static void
test_seats (void)
{
  /* Colle's Seats are Colle and San Gimignano; Colle is Ready in box 4 of scenario B. */
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "marker san_gimignano conquered 2", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = levy (j, ex);
  const CasLevyReady *rl = cas_levy_result_find_ready (r, L ("colle"));
  g_assert_nonnull (rl);
  g_assert_true (has_seat (rl, "colle"));
  g_assert_false (has_seat (rl, "san_gimignano"));
  g_assert_true (says (ex, "Seat San Gimignano is not free: it is of Enemy Allegiance"));

  ok (j, "marker san_gimignano conquered 0");
  ok (j, "marker san_gimignano ruins ghibelline");
  ok (j, "move siena san_gimignano");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLevyResult) r2 = levy (j, ex2);
  g_assert_false (has_seat (cas_levy_result_find_ready (r2, L ("colle")), "san_gimignano"));
  g_assert_true (says (ex2, "in Ruins with Enemy Lords there"));
  assert_cites (ex2, "3.4.1,4.5.2");

  /* Besieged: no Seat but a Podestà's Main Seat (Urban Army); Santa Fiora, Ready in box
   * 4 too, is no Podestà. */
  ok (j, "marker colle siege 1");
  ok (j, "marker santa_fiora siege 1");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasLevyResult) r3 = levy (j, ex3);
  g_assert_true (has_seat (cas_levy_result_find_ready (r3, L ("colle")), "colle"));
  g_assert_true (says (ex3, "Urban Army: Colle Podestà may Muster at his Main Seat Colle though it is Besieged"));
  g_assert_false (has_seat (cas_levy_result_find_ready (r3, L ("santa_fiora")), "santa_fiora"));
  g_assert_true (says (ex3, "Seat Santa Fiora is not free: it is Besieged"));

  /* 3.4.2: Firenze's Prato Comune Vassal needs Prato Friendly; a Siege there does not
   * matter. */
  g_autoptr(CasJournal) k = position_after ("in_far_vendetta", "marker prato siege 1", NULL);
  g_autoptr(CasLevyResult) s1 = levy (k, NULL);
  g_assert_true (lordship_has (s1, "firenze", CAS_LEVY_ITEM_VASSAL, V ("firenze_prato")));
  ok (k, "marker prato siege 0");
  ok (k, "marker prato conquered 2");
  g_autoptr(CasExplain) kx = cas_explain_new ();
  g_autoptr(CasLevyResult) s2 = levy (k, kx);
  g_assert_false (lordship_has (s2, "firenze", CAS_LEVY_ITEM_VASSAL, V ("firenze_prato")));
  g_assert_true (lordship_has (s2, "firenze", CAS_LEVY_ITEM_VASSAL, V ("firenze_cerchi")));
  g_assert_true (says (kx, "its Vassal Seat (Prato) is not Friendly"));
  assert_cites (kx, "3.4.2,1.3.1");
}

/* 3.4.2, 3.5.3: Sestieri and Terzi by a roll of their marker's die only while the Comune
 * is in play and the Commander inside his Leading City; the Carroccio never outside Call
 * to Arms. Siena's Terzi: 1-4, 1-4, 1-5 (data.md). Altopascio with TAU COMPANY. */
static void
test_special_vassals (void)
{
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  g_autoptr(CasLevyResult) r0 = levy (j, NULL);
  g_assert_false (lordship_has (r0, "siena", CAS_LEVY_ITEM_VASSAL, V ("siena_camollia")));

  ok (j, "comune siena in");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = levy (j, ex);
  const CasLevyLordship *ll = cas_levy_result_find_lordship (r, L ("siena"));
  int rolls = 0, n = 0;
  for (guint i = 0; i < ll->items->len; i++)
    {
      const CasLevyItem *it = &g_array_index (ll->items, CasLevyItem, i);
      if (it->kind == CAS_LEVY_ITEM_VASSAL && cas_game_get_vassal (game, it->id)->comune >= 0)
        {
          rolls += it->roll;
          n++;
        }
    }
  g_assert_cmpint (n, ==, 3);
  g_assert_cmpint (rolls, ==, 4 + 4 + 5);
  g_assert_false (lordship_has (r, "siena", CAS_LEVY_ITEM_VASSAL, V ("siena_carroccio")));
  g_assert_true (says (ex, "each Levy action Musters it on a roll of 1-5 (5 in 6)"));
  g_assert_true (says (ex, "The Carroccio of Siena Musters only in Call to Arms"));
  assert_cites (ex, "3.4.2,3.5.3");

  /* 3.4.2 Altopascio: Ready once TAU COMPANY (F22) is in play, for no Levy action, its
   * Vassal Seat Friendly. */
  g_autoptr(CasLevyResult) a0 = levy (j, NULL);
  g_assert_false (lordship_has (a0, "firenze", CAS_LEVY_ITEM_VASSAL, V ("altopascio")));
  ok (j, "capability f22");
  g_autoptr(CasExplain) ax = cas_explain_new ();
  g_autoptr(CasLevyResult) a1 = levy (j, ax);
  g_assert_true (lordship_has (a1, "firenze", CAS_LEVY_ITEM_VASSAL, V ("altopascio")));
  g_assert_true (says (ax, "Firenze Podestà may Muster Altopascio for no Levy action while Tau Company is in play"));

  ok (j, "move siena asinalunga");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLevyResult) r2 = levy (j, ex2);
  g_assert_false (lordship_has (r2, "siena", CAS_LEVY_ITEM_VASSAL, V ("siena_camollia")));
  g_assert_true (says (ex2, "is not inside Siena"));
}

/* levy (Lordship bonuses; 3.4, 1.9.1, 3.1.3; rules-decisions I112-I113): TAU COMPANY (F22)
 * gives Firenze and Lucca Lordship +1; an Event in force this Levy at a Lord's mat
 * (`card CARD this_levy LORD`) gives him its bonus if the card names him: A BETTER PAID
 * DEATH (S10) +2 to a non-Podestà Ghibelline, WAR LOANS (S15) +2, CONSTITUTO (S21) +3 to
 * Siena or Pisa, GHIBELLINE REFUGEES (S17) +2 to both Provenzano and Santa Fiora when at
 * no mat, POGGIO BONIZIO (F11) +3 while Poggio Bonizio has no gold markers. Hand-worked
 * from scenario B's box 4 (Firenze 3, Arezzo 2, Siena 3, Provenzano 3), Poggio Bonizio's
 * two Ghibelline Allegiance markers taken off first. */
static void
test_lordship_bonus (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "marker poggio_bonizio conquered 0", NULL);
  g_autoptr(CasLevyResult) r0 = levy (j, NULL);
  g_assert_cmpint (cas_levy_result_find_lordship (r0, L ("firenze"))->lordship, ==, 3);
  g_assert_cmpint (cas_levy_result_find_lordship (r0, L ("provenzano"))->lordship, ==, 3);

  ok (j, "capability f22");
  ok (j, "card s10 this_levy provenzano");
  ok (j, "card f11 this_levy arezzo");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = levy (j, ex);
  g_assert_cmpint (cas_levy_result_find_lordship (r, L ("firenze"))->lordship, ==, 3 + 1);
  g_assert_cmpint (cas_levy_result_find_lordship (r, L ("firenze"))->bonus, ==, 1);
  g_assert_cmpint (cas_levy_result_find_lordship (r, L ("arezzo"))->lordship, ==, 2 + 3);
  g_assert_cmpint (cas_levy_result_find_lordship (r, L ("provenzano"))->lordship, ==, 3 + 2);
  g_assert_cmpint (cas_levy_result_find_lordship (r, L ("siena"))->lordship, ==, 3);
  g_assert_true (says (ex, "Tau Company (f22) is in play: Firenze Podestà has Lordship +1"));
  g_assert_true (says (ex, "A Better Paid Death (s10) is in force this Levy for Provenzano Salvani: Lordship +2"));
  g_assert_true (says (ex, "his Lordship gives him 5 Levy actions"));
  assert_cites (ex, "3.1.3,1.9.1");

  /* S10 names no Podestà: at Siena's mat it gives nothing, and says why. */
  ok (j, "card s10 this_levy siena");
  /* F11 only while Poggio Bonizio has no gold markers. */
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasLevyResult) r2 = levy (j, ex2);
  g_assert_cmpint (cas_levy_result_find_lordship (r2, L ("siena"))->lordship, ==, 3);
  g_assert_cmpint (cas_levy_result_find_lordship (r2, L ("provenzano"))->lordship, ==, 3);
  g_assert_true (says (ex2, "but the card does not name him"));
  g_assert_cmpint (cas_levy_result_find_lordship (r2, L ("arezzo"))->lordship, ==, 2 + 3);
  ok (j, "marker poggio_bonizio conquered 2");
  g_assert_cmpint (cas_rules_holder (T (j), cas_game_find_locale (game, "poggio_bonizio")), ==, 1);
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasLevyResult) r3 = levy (j, ex3);
  g_assert_cmpint (cas_levy_result_find_lordship (r3, L ("arezzo"))->lordship, ==, 2);
  g_assert_true (says (ex3, "Poggio Bonizio carries Ghibelline markers"));

  /* S17 at no Lord's mat: both Lords it names; S21 at Siena's; held cards are a line. */
  ok (j, "card s17 this_levy");
  ok (j, "card s21 this_levy siena");
  ok (j, "card s15 held");
  g_autoptr(CasExplain) ex4 = cas_explain_new ();
  g_autoptr(CasLevyResult) r4 = levy (j, ex4);
  g_assert_cmpint (cas_levy_result_find_lordship (r4, L ("provenzano"))->lordship, ==, 3 + 2);
  g_assert_cmpint (cas_levy_result_find_lordship (r4, L ("siena"))->lordship, ==, 3 + 3);
  g_assert_true (says (ex4, "The Ghibellines hold War Loans (s15)"));

  /* F11 at the mat of Guido, no Podestà: 2 + 3 (3.4.1 rolls spend from it). */
  g_autoptr(CasJournal) k = position_after ("in_far_vendetta", "disband firenze 4", "muster guido prato",
                                            "marker poggio_bonizio conquered 0", "card f11 this_levy guido", NULL);
  g_autoptr(CasLevyResult) rk = levy (k, NULL);
  g_assert_cmpint (cas_levy_result_find_lordship (rk, L ("guido"))->lordship, ==, 5);

  /* The action: only held or in-force Events sit at a mat, of the card's side. */
  g_autoptr(GError) e1 = NULL;
  g_autoptr(GError) e2 = NULL;
  g_assert_false (cas_journal_do (j, "card s10 deck siena", &e1));
  g_assert_false (cas_journal_do (j, "card s10 this_levy firenze", &e2));
  g_assert_true (strstr (e2->message, "not of the side") != NULL);
}

/* levy (3.4.2; rules-decisions I20, I114): Altopascio for Lucca with TAU COMPANY (for no
 * Levy action, kept on Firenze's mat by the table), and TAGLIA (S23): Giordano may Muster
 * a Ready Vassal of Provenzano (on the map, its Vassal Seat Friendly) with 2 Carts. */
static void
test_other_vassals (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "muster lucca lucca", "capability f22", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = levy (j, ex);
  g_assert_true (lordship_has (r, "lucca", CAS_LEVY_ITEM_VASSAL, V ("altopascio")));
  g_assert_true (lordship_has (r, "firenze", CAS_LEVY_ITEM_VASSAL, V ("altopascio")));
  g_assert_true (says (ex, "Lucca Podestà may Muster Altopascio for no Levy action while Tau Company is in play"));
  const CasLevyLordship *ll = cas_levy_result_find_lordship (r, L ("lucca"));
  for (guint i = 0; i < ll->items->len; i++)
    if (g_array_index (ll->items, CasLevyItem, i).id == V ("altopascio"))
      g_assert_true (g_array_index (ll->items, CasLevyItem, i).no_action);
  /* Mustered by Firenze: no longer Lucca's to take. */
  ok (j, "vassal firenze altopascio muster");
  g_autoptr(CasLevyResult) r1 = levy (j, NULL);
  g_assert_false (lordship_has (r1, "lucca", CAS_LEVY_ITEM_VASSAL, V ("altopascio")));
  /* Altopascio of Enemy Allegiance: its Vassal Seat is not Friendly. */
  ok (j, "vassal firenze altopascio ready");
  ok (j, "marker altopascio conquered 2");
  g_autoptr(CasLevyResult) r2 = levy (j, NULL);
  g_assert_false (lordship_has (r2, "lucca", CAS_LEVY_ITEM_VASSAL, V ("altopascio")));

  /* TAGLIA: Giordano and Provenzano on the map (scenario B: Provenzano at Siena). */
  g_autoptr(CasJournal) k = position_after ("in_far_vendetta", "muster giordano siena", NULL);
  g_autoptr(CasLevyResult) t0 = levy (k, NULL);
  g_assert_false (lordship_has (t0, "giordano", CAS_LEVY_ITEM_VASSAL, V ("provenzano_farinata")));
  ok (k, "capability s23");
  g_autoptr(CasExplain) tx = cas_explain_new ();
  g_autoptr(CasLevyResult) t1 = levy (k, tx);
  g_assert_true (lordship_has (t1, "giordano", CAS_LEVY_ITEM_VASSAL, V ("provenzano_farinata")));
  g_assert_true (lordship_has (t1, "provenzano", CAS_LEVY_ITEM_VASSAL, V ("giordano_naples")));
  g_assert_false (lordship_has (t1, "siena", CAS_LEVY_ITEM_VASSAL, V ("provenzano_farinata")));  /* not one of the four */
  g_assert_true (says (tx, "with 2 Carts"));
  assert_cites (tx, "3.4.2,1.9.1");
  /* Mustered by Provenzano himself: not Giordano's to take. */
  ok (k, "vassal provenzano farinata muster");
  g_autoptr(CasLevyResult) t2 = levy (k, NULL);
  g_assert_false (lordship_has (t2, "giordano", CAS_LEVY_ITEM_VASSAL, V ("provenzano_farinata")));
}

/* levy (1.5.1): a Commander with his Comune in play counts as two Lords against a
 * Stronghold's Size, for Siegeworks (4.5.1) and for blocking Forage (4.7.1). Hand-worked:
 * Montepulciano, a Town (Size 2) under Guelph Allegiance in scenario B, one Siege marker,
 * Siena Podestà alone outside, Arezzo Podestà Besieged inside. */
static void
test_comune_two_lords (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "move siena montepulciano", "move arezzo montepulciano",
                                            "marker montepulciano siege 1", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasCommandsResult) s0 = cas_commands (T (j), L ("siena"), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (s0->capacity, ==, 2);
  g_assert_cmpint (s0->besiegers, ==, 1);
  g_assert_false (s0->siegeworks);
  g_autoptr(CasCommandsResult) a0 = cas_commands (T (j), L ("arezzo"), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (a0->forage.applies);
  g_assert_cmpint (a0->forage.prov, ==, 1);  /* 1 Besieger, fewer than the Size 2 */

  ok (j, "comune siena in");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) s1 = cas_commands (T (j), L ("siena"), ex, &error);
  g_assert_no_error (error);
  g_assert_cmpint (s1->besiegers, ==, 2);
  g_assert_true (s1->siegeworks);
  g_assert_true (says (ex, "Siena Podestà and his Siena Comune count as two Lords against the Size of Montepulciano"));
  assert_cites (ex, "1.5.1");
  g_autoptr(CasExplain) fx = cas_explain_new ();
  g_autoptr(CasCommandsResult) a1 = cas_commands (T (j), L ("arezzo"), fx, &error);
  g_assert_no_error (error);
  g_assert_cmpint (a1->forage.prov, ==, 0);
  g_assert_false (a1->forage.allowed);
  g_assert_true (says (fx, "Besieged by 2 enemy Lords"));
}

static int
supply_of (CasJournal *j, const char *lord, CasExplain *ex)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasSupplyResult) r = cas_supply_compute (T (j), L (lord), ex, &error);
  g_assert_no_error (error);
  return r->can_supply ? r->provender : -1;
}

/* levy (F1/S1 STORES & WELL WATER, 4.6, 4.6.2; rules-decisions I116): each of the side's
 * own Seats gives up to 4 Provender, Ruined Seats too, and a Lord Besieged at his own Seat
 * may Supply from it (that Seat only). Hand-worked, scenario B: Siena Podestà at Siena
 * (City, 3) with no Provender and 3 Carts Shared; Asinalunga (Town, 2) three Tracks away
 * gives 1 (3 Carts for one Provender). */
static void
test_stores_and_well_water (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "assets siena prov 0", NULL);
  g_assert_cmpint (supply_of (j, "siena", NULL), ==, 3 + 1);
  ok (j, "capability s1");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_cmpint (supply_of (j, "siena", ex), ==, 4 + 1);
  g_assert_true (says (ex, "each Seat of the Ghibellines gives up to 4 Provender"));
  assert_cites (ex, "4.6.2,1.9.1");
  /* A Ruined Seat still gives. */
  ok (j, "marker asinalunga ruins guelph");
  g_assert_cmpint (supply_of (j, "siena", NULL), ==, 4 + 1);
  /* Besieged at his own Seat: Siena alone, no Route out. */
  ok (j, "move firenze siena");
  ok (j, "marker siena siege 1");
  g_autoptr(CasExplain) bx = cas_explain_new ();
  g_assert_cmpint (supply_of (j, "siena", bx), ==, 4);
  g_assert_true (says (bx, "Siena Podestà is Besieged at Siena, his own Seat, but Stores & Well Water (s1) lets him Supply from it"));
  /* Without the card a Besieged Lord cannot Supply (4.6), nor a Ruined Seat give (4.6.1). */
  ok (j, "discard s1");
  g_assert_cmpint (supply_of (j, "siena", NULL), ==, -1);
  ok (j, "marker siena siege 0");
  ok (j, "move firenze firenze");
  g_assert_cmpint (supply_of (j, "siena", NULL), ==, 3);
}

/* levy (F18/S18 LA CAVALLATA, 4.7.2; rules-decisions I117): for his whole Command card and
 * 1 Provender a Lord who has it may Ravage an adjacent Enemy Locale, not yet Ravaged and
 * free of Unbesieged Enemy Lords, an Outpost too. Hand-worked, scenario B: Santa Fiora
 * (Berrovieri: gains doubled) at Chiusi, next to Orvieto (a Guelph Outpost): 2 Provender
 * back for 1 paid; Provenzano at Monteriggioni next to Colle (a Town): 1 Provender (net 0)
 * and 1 Loot. */
/* Whether castellan-cli ravage's explanation for `lord` (his Commands, 4.7) says `part`. */
static gboolean
commands_say (CasJournal *j, const char *lord, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = cas_commands (T (j), L (lord), ex, &error);
  g_assert_no_error (error);
  if (part && says (ex, part))
    assert_cites (ex, "4.7.2,1.9.1");
  return part && says (ex, part);
}

static void
test_la_cavallata (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "muster santa_fiora santa_fiora", "move santa_fiora chiusi",
                                            "move provenzano monteriggioni", NULL);
  g_assert_false (commands_say (j, "santa_fiora", "La Cavallata"));

  ok (j, "capability s18 santa_fiora");
  ok (j, "capability s3 provenzano");  /* another This Lord card: no La Cavallata for him */
  g_assert_true (commands_say (j, "santa_fiora", "may instead Ravage Orvieto next door"));
  g_assert_true (commands_say (j, "santa_fiora", "1 Provender: 2 Provender and 0 Loot back"));
  g_assert_true (commands_say (j, "santa_fiora", "(marker orvieto ravaged ghibelline, assets santa_fiora prov +1)"));
  g_assert_false (commands_say (j, "provenzano", "La Cavallata"));

  ok (j, "discard s18");
  ok (j, "capability s18 provenzano");
  g_assert_true (commands_say (j, "provenzano", "may instead Ravage Colle next door"));
  g_assert_true (commands_say (j, "provenzano", "1 Provender: 1 Provender and 1 Loot back"));
  /* An Unbesieged Enemy Lord at Colle bars it; no Provender to pay bars it all. */
  ok (j, "muster colle colle");
  g_assert_false (commands_say (j, "provenzano", "Ravage Colle next door"));
  ok (j, "assets provenzano prov 0");
  g_assert_true (commands_say (j, "provenzano", "La Cavallata: Provenzano Salvani has no Provender to pay for it"));
}

/* 3.4.3, 1.7: Carts for every Lord, a Ship only for Pisa's Podestà, up to 16 of each. */
static void
test_transport (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "muster pisa pisa", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = levy (j, ex);
  int cart = cas_game_asset_slot (game, CAS_ASSET_CART), ship = cas_game_asset_slot (game, CAS_ASSET_SHIP);
  g_assert_true (lordship_has (r, "pisa", CAS_LEVY_ITEM_TRANSPORT, cart));
  g_assert_true (lordship_has (r, "pisa", CAS_LEVY_ITEM_TRANSPORT, ship));
  g_assert_true (lordship_has (r, "siena", CAS_LEVY_ITEM_TRANSPORT, cart));
  g_assert_false (lordship_has (r, "siena", CAS_LEVY_ITEM_TRANSPORT, ship));
  const CasLevyLordship *ll = cas_levy_result_find_lordship (r, L ("siena"));
  int transport = 0;
  for (guint i = 0; i < ll->items->len; i++)
    transport += g_array_index (ll->items, CasLevyItem, i).kind == CAS_LEVY_ITEM_TRANSPORT;
  g_assert_cmpint (transport, ==, 1);
  g_assert_true (says (ex, "up to 16 of each"));
}

/* 3.5, 6.0: who may declare Call to Arms. A and E skip it; C only the Ghibellines in the
 * first Levy; D either side in the first Levy as if War; a side 4 VP behind; TREASURERS
 * Held with 2 Coin (the Guelphs'). */
static void
test_declare (void)
{
  g_autoptr(JsonNode) k1 = NULL, k2 = NULL, k3 = NULL, k4 = NULL, k5 = NULL;
  g_autoptr(CasJournal) a = start ("dolenti_note");
  g_autoptr(CasExplain) ax = cas_explain_new ();
  g_autoptr(CasLevyResult) ar = levy (a, ax);
  g_assert_true (json_object_get_boolean_member (cta_side (levy_json (a, ar, &k1), "guelph"), "skipped"));
  g_assert_true (says (ax, "the Guelphs skip Call to Arms in this Levy"));
  assert_cites (ax, "3.5,6.0");

  g_autoptr(CasJournal) c = start ("santafior_oscura");
  g_autoptr(CasLevyResult) cr = levy (c, NULL);
  JsonObject *co = levy_json (c, cr, &k2);
  g_assert_true (json_object_get_boolean_member (cta_side (co, "guelph"), "skipped"));
  g_assert_false (json_object_get_boolean_member (cta_side (co, "ghibelline"), "skipped"));
  ok (c, "box +1");
  g_autoptr(CasLevyResult) cr2 = levy (c, NULL);
  g_assert_true (json_object_get_boolean_member (cta_side (levy_json (c, cr2, &k3), "ghibelline"), "skipped"));

  g_autoptr(CasJournal) d = start ("arbia_colorata");
  g_autoptr(CasLevyResult) dr = levy (d, NULL);
  JsonObject *dgo = cta_side (levy_json (d, dr, &k4), "guelph");
  g_assert_true (json_object_get_boolean_member (dgo, "as_war"));

  /* F: the Guelphs lead by 2 at the start; 6 extra VP to the Ghibellines put them 4 behind;
   * TREASURERS Held with the Coin to pay (Firenze 2, Arezzo 1). */
  g_autoptr(CasJournal) f = position_after ("di_sangue_tempio", "vp ghibelline +6", "card f23 held", NULL);
  g_autoptr(CasExplain) fx = cas_explain_new ();
  g_autoptr(CasLevyResult) fr = levy (f, fx);
  JsonObject *fo = levy_json (f, fr, &k5);
  JsonObject *g = cta_side (fo, "guelph");
  g_assert_true (json_object_get_boolean_member (g, "by_vp"));
  g_assert_true (json_object_get_boolean_member (g, "treasurers"));
  g_assert_false (json_object_get_boolean_member (cta_side (fo, "ghibelline"), "treasurers"));
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (g, "war_events")), ==, 2);
  g_assert_true (says (fx, "may declare Call to Arms"));
  assert_cites (fx, "3.5,2.2.5");
}

/* 3.5.2-3.5.4: what the steps could do. F, box 1: Firenze inside Firenze (Comune aside,
 * its six Sestieri and the Carroccio to Muster without a roll); Siena's Allies: Provenzano
 * Ready with a free Seat. */
static void
test_steps (void)
{
  g_autoptr(JsonNode) keep = NULL, keep2 = NULL;
  g_autoptr(CasJournal) j = start ("di_sangue_tempio");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = levy (j, ex);
  JsonObject *o = levy_json (j, r, &keep);
  JsonObject *g = cta_side (o, "guelph"), *gh = cta_side (o, "ghibelline");
  g_assert_cmpstr (json_object_get_string_member (g, "commander"), ==, "firenze");
  g_assert_true (json_object_get_boolean_member (g, "commander_inside"));
  g_assert_false (json_object_get_boolean_member (g, "comune_in_play"));
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (g, "special_vassals")), ==, 7);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (g, "allies")), ==, 0);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (gh, "allies")), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (gh, "allies"), 0), ==, "provenzano");
  assert_cites (ex, "3.5.1,3.5.2,3.5.3,3.5.4");

  /* Commander to Arms: Firenze on the Calendar, Firenze free: he may be Mustered there;
   * with Firenze of Enemy Allegiance he cannot. */
  ok (j, "disband firenze 9");
  g_autoptr(CasLevyResult) r2 = levy (j, NULL);
  g = cta_side (levy_json (j, r2, &keep2), "guelph");
  g_assert_false (json_object_get_boolean_member (g, "commander_inside"));
  g_assert_true (json_object_get_boolean_member (g, "commander_to_arms"));
  ok (j, "marker firenze conquered 3");
  g_autoptr(CasExplain) ex3 = cas_explain_new ();
  g_autoptr(CasLevyResult) r3 = levy (j, ex3);
  g_assert_true (says (ex3, "Commander to Arms: Firenze Podestà cannot be Mustered inside Firenze now"));
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");

  g_test_add_func ("/inferno/levy/comune-cell", test_comune_cell);
  g_test_add_func ("/inferno/levy/exile-army", test_exile_army);
  g_test_add_func ("/inferno/levy/emergency-army", test_emergency_army);
  g_test_add_func ("/inferno/levy/lordship", test_lordship);
  g_test_add_func ("/inferno/levy/seats", test_seats);
  g_test_add_func ("/inferno/levy/special-vassals", test_special_vassals);
  g_test_add_func ("/inferno/levy/transport", test_transport);
  g_test_add_func ("/inferno/levy/lordship-bonus", test_lordship_bonus);
  g_test_add_func ("/inferno/levy/other-vassals", test_other_vassals);
  g_test_add_func ("/inferno/levy/comune-two-lords", test_comune_two_lords);
  g_test_add_func ("/inferno/levy/stores-and-well-water", test_stores_and_well_water);
  g_test_add_func ("/inferno/levy/la-cavallata", test_la_cavallata);
  g_test_add_func ("/inferno/levy/declare", test_declare);
  g_test_add_func ("/inferno/levy/steps", test_steps);
  return test_util_run ();
}
