/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-victory.c: Victory Points item by item (5.1), the 17½ cap (2.2.5), Campaign
 * Victory (5.2) and each scenario's end rule (5.3, 6.0), on the scenario set-ups (whose
 * Victory markers 6.0 lists) and on hand-worked positions. */
#include "test-util.h"

static int
count_items (const CasVictory *v, int side, CasVpKind kind)
{
  int n = 0;
  for (guint i = 0; i < v->items->len; i++)
    {
      const CasVpItem *it = &g_array_index (v->items, CasVpItem, i);
      if (it->side == side && it->kind == kind)
        n++;
    }
  return n;
}

/* ------------------------------------------------------------------------ */
/* 6.0: the Victory markers each scenario lists, derived from its markers (5.1). */

typedef struct {
  const char *id;
  int t, r;                 /* halves */
  int leader;
  int if_ended_now;
  int n_conquered_t, n_ravaged_t, n_castle_t, n_castle_r, n_veche_r;
} SetUp;

static const SetUp setups[] = {
  /* Pleskau: nothing on the map, 1 Veche VP marker: Teutons 0, Russians 1. */
  { "pleskau", 0, 2, 1, 1, 0, 0, 0, 0, 1 },
  /* Watland: Izborsk 1 + Pskov 2 + two Ravaged = 4; Veche 1. The Teutons lack 7 VP. */
  { "watland", 8, 2, 0, 1, 2, 2, 0, 0, 1 },
  /* Return of the Prince: Kaibolovo, Koporye, Castle, Izborsk, Pskov 2, six Ravaged = 9; Veche 3. */
  { "return_of_the_prince", 18, 6, 0, 0, 4, 6, 1, 0, 1 },
  /* Nicolle: Kaibolovo, Koporye, Castle, four Ravaged = 5; Veche 3. */
  { "return_of_the_prince_nicolle", 10, 6, 0, 0, 2, 4, 1, 0, 1 },
  /* Peipus: Izborsk, Pskov 2, six Ravaged = 6; Veche 4 + white Castle at Koporye = 5. */
  { "peipus", 12, 10, 0, 0, 2, 6, 0, 1, 1 },
  /* Crusade on Novgorod: as Pleskau. */
  { "crusade_on_novgorod", 0, 2, 1, 1, 0, 0, 0, 0, 1 },
  { "pleskau_quickstart", 0, 2, 1, 1, 0, 0, 0, 0, 1 },
};

static void
test_setup (gconstpointer data)
{
  const SetUp *e = data;
  g_autoptr(CasJournal) j = position (e->id, NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, e->t);
  g_assert_cmpint (v->halves[1], ==, e->r);
  g_assert_cmpint (v->halves[0], ==, cas_game_get_scenario (game, cas_game_find_scenario (game, e->id))->victory_halves[0]);
  g_assert_cmpint (v->halves[1], ==, cas_game_get_scenario (game, cas_game_find_scenario (game, e->id))->victory_halves[1]);
  g_assert_cmpint (v->leader, ==, e->leader);
  g_assert_cmpint (v->campaign_victory, ==, CAS_OUTCOME_NONE);
  g_assert_false (v->final_box);
  g_assert_cmpint (v->result, ==, CAS_OUTCOME_NONE);
  g_assert_cmpint (v->if_ended_now, ==, e->if_ended_now);
  g_assert_cmpint (count_items (v, 0, CAS_VP_CONQUERED), ==, e->n_conquered_t);
  g_assert_cmpint (count_items (v, 0, CAS_VP_RAVAGED), ==, e->n_ravaged_t);
  g_assert_cmpint (count_items (v, 0, CAS_VP_CASTLE), ==, e->n_castle_t);
  g_assert_cmpint (count_items (v, 1, CAS_VP_CASTLE), ==, e->n_castle_r);
  g_assert_cmpint (count_items (v, 1, CAS_VP_BOX), ==, e->n_veche_r);
  g_assert_cmpint (count_items (v, 1, CAS_VP_CONQUERED) + count_items (v, 1, CAS_VP_RAVAGED), ==, 0);
  g_assert_true (cites (ex, "5.1"));
  g_assert_true (cites (ex, "5.3"));
  if (e->n_ravaged_t)
    g_assert_true (cites (ex, "4.7.2"));
}

/* ------------------------------------------------------------------------ */
/* Watland (6.0, June 2023): the Teutons need at least 7 VP and double the Russians. */

static void
test_watland_seven_vs_three (void)
{
  /* 4 at set-up + Kaibolovo 1 + Koporye 1 + Vod and Zheltsy Ravaged ½ each = 7; Veche 3. */
  const char *const acts[] = { "box 8", "phase campaign", "marker kaibolovo conquered 1", "marker koporye conquered 1",
                               "marker vod ravaged teutonic", "marker zheltsy ravaged teutonic", "veche vp 3", NULL };
  g_autoptr(CasJournal) j = position ("watland", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 14);
  g_assert_cmpint (v->halves[1], ==, 6);
  g_assert_true (v->final_box);
  g_assert_cmpint (v->result, ==, 0);
  g_assert_true (cites (ex, "6.0"));
  g_assert_true (cites (ex, "4.9.2"));
  g_assert_true (says (ex, "at least 7 VP"));
}

static void
test_watland_eight_vs_four_and_half (void)
{
  /* 8 VP for the Teutons, but the Russians' 4½ (Veche 4 + a Ravaged marker in Ugaunia)
   * doubled is 9: the Russians win although they trail. */
  const char *const acts[] = { "box 8", "phase campaign", "marker kaibolovo conquered 1", "marker koporye conquered 1",
                               "marker vod ravaged teutonic", "marker zheltsy ravaged teutonic",
                               "marker tesovo ravaged teutonic", "marker sablia ravaged teutonic", "veche vp 4",
                               "marker ugaunia ravaged russian", NULL };
  g_autoptr(CasJournal) j = position ("watland", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 16);
  g_assert_cmpint (v->halves[1], ==, 9);
  g_assert_cmpint (v->leader, ==, 0);
  g_assert_cmpint (v->result, ==, 1);
  g_assert_true (says (ex, "not matched"));
  g_assert_true (cites (ex, "5.3"));
}

static void
test_watland_exact_double (void)
{
  /* 7 against 3½: twice 3½ is 7, which the Teutons match. */
  const char *const acts[] = { "box 8", "marker kaibolovo conquered 1", "marker koporye conquered 1",
                               "marker vod ravaged teutonic", "marker zheltsy ravaged teutonic", "veche vp 3",
                               "marker ugaunia ravaged russian", NULL };
  g_autoptr(CasJournal) j = position ("watland", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 14);
  g_assert_cmpint (v->halves[1], ==, 7);
  g_assert_cmpint (v->result, ==, 0);
}

static void
test_watland_short_of_seven (void)
{
  /* 6½ against 1: doubled easily, but short of 7 VP: the Russians win; no draw. */
  const char *const acts[] = { "box 8", "marker kaibolovo conquered 1", "marker koporye conquered 1",
                               "marker vod ravaged teutonic", NULL };
  g_autoptr(CasJournal) j = position ("watland", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 13);
  g_assert_cmpint (v->halves[1], ==, 2);
  g_assert_cmpint (v->result, ==, 1);
  g_assert_true (says (ex, "short of"));
}

/* ------------------------------------------------------------------------ */
/* Pleskau (6.0): 1 VP each time an enemy Lord Disbands or is removed. */

static void
test_pleskau_removals (void)
{
  const char *const acts[] = { "disband gavrilo", "remove vladislav", "disband yaroslav", "box 2", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  /* Teutons 2 (two Russian Lords gone); Russians Veche 1 + Yaroslav 1 = 2: a draw. */
  g_assert_cmpint (v->halves[0], ==, 4);
  g_assert_cmpint (v->halves[1], ==, 4);
  g_assert_cmpint (count_items (v, 0, CAS_VP_EXTRA), ==, 1);
  g_assert_cmpint (count_items (v, 1, CAS_VP_EXTRA), ==, 1);
  g_assert_cmpint (v->leader, ==, CAS_OUTCOME_NONE);
  g_assert_true (v->final_box);
  g_assert_cmpint (v->result, ==, CAS_OUTCOME_DRAW);
  g_assert_true (cites (ex, "6.0"));
  g_assert_true (says (ex, "Pleskau"));
  /* The Russians have no Lord on the map, but it is the Levy: no Campaign Victory. */
  g_assert_cmpint (v->campaign_victory, ==, CAS_OUTCOME_NONE);
  g_assert_true (cites (ex, "5.2"));
}

/* 5.2: in the Campaign a side with no Mustered Lord on the map loses at once. */
static void
test_campaign_victory_pleskau (void)
{
  const char *const acts[] = { "phase campaign", "disband gavrilo", "remove vladislav", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 4);
  g_assert_cmpint (v->halves[1], ==, 2);
  g_assert_cmpint (v->campaign_victory, ==, 0);
  g_assert_cmpint (v->result, ==, 0);
  g_assert_false (v->final_box);
  g_assert_true (cites (ex, "5.2"));
}

static void
test_campaign_victory_regardless_of_vp (void)
{
  /* Return of the Prince: Andreas, the only Teutonic Lord, Disbands in the Campaign; the
   * Teutons lead 9 to 3 but lose. */
  const char *const acts[] = { "phase campaign", "disband andreas", NULL };
  g_autoptr(CasJournal) j = position ("return_of_the_prince", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 18);
  g_assert_cmpint (v->leader, ==, 0);
  g_assert_cmpint (v->campaign_victory, ==, 1);
  g_assert_cmpint (v->result, ==, 1);
  g_assert_true (says (ex, "whatever the VP"));
}

static void
test_no_lords_at_all (void)
{
  const char *const acts[] = { "phase campaign", "disband andreas", "disband aleksandr", NULL };
  g_autoptr(CasJournal) j = position ("return_of_the_prince", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->campaign_victory, ==, CAS_OUTCOME_NONE);
  g_assert_cmpint (v->result, ==, CAS_OUTCOME_DRAW);
  g_assert_true (says (ex, "Castellan’s reading"));
}

/* ------------------------------------------------------------------------ */

/* 2.2.5: no side scores above 17½. */
static void
test_cap (void)
{
  const char *const acts[] = { "veche vp 20", NULL };
  g_autoptr(CasJournal) j = position ("return_of_the_prince", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->uncapped[1], ==, 40);
  g_assert_cmpint (v->halves[1], ==, 35);
  g_assert_cmpint (v->halves[1], ==, cas_table_vp_halves (cas_journal_get_table (j), 1));
  g_assert_true (cites (ex, "2.2.5"));
  g_assert_true (says (ex, "17½"));
}

/* 5.3: higher VP wins, a tie is a draw. */
static void
test_peipus_tie (void)
{
  const char *const acts[] = { "box 16", "phase campaign", "veche vp 5", NULL };
  g_autoptr(CasJournal) j = position ("peipus", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 12);
  g_assert_cmpint (v->halves[1], ==, 12);
  g_assert_true (v->final_box);
  g_assert_cmpint (v->result, ==, CAS_OUTCOME_DRAW);
  g_assert_true (says (ex, "draw"));
}

static void
test_nicolle_final (void)
{
  /* Box 16: the Russians have Conquered Dorpat (2 markers) and Ravaged Ugaunia:
   * Veche 3 + 2 + ½ = 5½ against the Teutons' 5. */
  const char *const acts[] = { "box 16", "marker dorpat conquered 2", "marker ugaunia ravaged russian", NULL };
  g_autoptr(CasJournal) j = position ("return_of_the_prince_nicolle", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 10);
  g_assert_cmpint (v->halves[1], ==, 11);
  g_assert_cmpint (count_items (v, 1, CAS_VP_CONQUERED), ==, 1);
  g_assert_cmpint (v->leader, ==, 1);
  g_assert_cmpint (v->result, ==, 1);
}

/* A retaken Locale loses its markers (1.3.1); a conquered Novgorod is worth 3. */
static void
test_crusade_novgorod_conquered (void)
{
  const char *const acts[] = { "marker novgorod conquered 3", "marker pskov conquered 2", "marker pskov conquered 0", NULL };
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 6);
  g_assert_cmpint (count_items (v, 0, CAS_VP_CONQUERED), ==, 1);
  g_assert_cmpint (v->if_ended_now, ==, 0);
  g_assert_true (says (ex, "Novgorod: 3 Conquered"));
}

/* Extra VP outside Pleskau count (the table derives them) but are named for what they are. */
static void
test_extra_vp_elsewhere (void)
{
  const char *const acts[] = { "vp teutonic 1.5", NULL };
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);

  g_assert_cmpint (v->halves[0], ==, 3);
  g_assert_cmpint (count_items (v, 0, CAS_VP_EXTRA), ==, 1);
  g_assert_cmpint (v->leader, ==, 0);
  g_assert_true (cites (ex, "2.2.5"));
  g_assert_true (says (ex, "vp action"));
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      g_autofree char *path = g_strdup_printf ("/victory/setup/%s", setups[i].id);
      g_test_add_data_func (path, &setups[i], test_setup);
    }
  g_test_add_func ("/victory/watland/7-vs-3-wins", test_watland_seven_vs_three);
  g_test_add_func ("/victory/watland/8-vs-4.5-loses", test_watland_eight_vs_four_and_half);
  g_test_add_func ("/victory/watland/exact-double", test_watland_exact_double);
  g_test_add_func ("/victory/watland/short-of-7", test_watland_short_of_seven);
  g_test_add_func ("/victory/pleskau/removals", test_pleskau_removals);
  g_test_add_func ("/victory/5.2/pleskau", test_campaign_victory_pleskau);
  g_test_add_func ("/victory/5.2/regardless-of-vp", test_campaign_victory_regardless_of_vp);
  g_test_add_func ("/victory/5.2/nobody", test_no_lords_at_all);
  g_test_add_func ("/victory/2.2.5/cap", test_cap);
  g_test_add_func ("/victory/5.3/tie", test_peipus_tie);
  g_test_add_func ("/victory/5.3/nicolle", test_nicolle_final);
  g_test_add_func ("/victory/1.3.1/novgorod", test_crusade_novgorod_conquered);
  g_test_add_func ("/victory/extra-vp", test_extra_vp_elsewhere);
  return test_util_run ();
}
