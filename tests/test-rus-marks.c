/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rus-marks.c: the board's marks where the calculators use them (issue 18,
 * src/games/rus/cas-rus-marks-calc.c): the border link behind the bordering VP of the VP
 * ledger [VP p.17], and the areas that rebel at an Emerging Kingdom's first emergence in
 * a Kingdom switch [SWITCH p.5 step 2; BOARD p.3]; "not entered" wherever the map does
 * not know. */
#include "config.h"

#include <string.h>

#include "cas-rus-map.h"
#include "cas-rus.h"
#include "rus-test-util.h"

static void
setup (CasRusState *s, int players)
{
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_rus_state_setup (s, players, CAS_RUS_STANDARD, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* VP p.17: a Kingdom borders a Foreign Power through an area it holds itself on that
 * Power's original border. Unknown marks say "not entered"; with every mark known and no
 * link, bordering VP entered are flagged as lost; a Kingdom without land gets no line. */
static void
test_border_link (void)
{
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  CasRusState s;
  const int rus[] = { area ("kiev"), area ("ukraine"), area ("crimea"), area ("pecheneg") };

  setup (&s, 5);   /* Rus holds kiev, ukraine, crimea, pecheneg */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_cmpint (cas_rus_border_link (&s, map, CAS_RUS_RUS, ex), ==, CAS_RUS_UNKNOWN);
    g_assert_true (says (ex, "is not entered on the map"));
    g_assert_true (says (ex, "China, Europe, Scandinavia, the Byzantine Empire"));
  }
  /* Crimea on the Byzantine border: a link, and the Powers still not entered are named. */
  map->areas[rus[2]].borders[CAS_RUS_BYZANTIUM] = CAS_RUS_YES;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_cmpint (cas_rus_border_link (&s, map, CAS_RUS_RUS, ex), ==, CAS_RUS_YES);
    g_assert_true (says (ex, "borders the Byzantine Empire (Crimea) through its own land"));
    g_assert_true (says (ex, "China, Europe, Scandinavia"));
  }
  /* A Vassal's or an ally's area does not count: crimea given to the Slavs, an ally. */
  s.areas[rus[2]].owner = CAS_RUS_SLAVS;
  s.kingdoms[CAS_RUS_RUS].allies[CAS_RUS_SLAVS] = s.kingdoms[CAS_RUS_SLAVS].allies[CAS_RUS_RUS] = 1;
  g_assert_cmpint (cas_rus_border_link (&s, map, CAS_RUS_RUS, NULL), ==, CAS_RUS_UNKNOWN);
  /* Every mark of its land known as not printed: no link; bordering VP entered are lost. */
  for (guint i = 0; i < G_N_ELEMENTS (rus); i++)
    for (int p = 0; p < CAS_RUS_N_POWERS; p++)
      if (i != 2)
        map->areas[rus[i]].borders[p] = CAS_RUS_NO;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_cmpint (cas_rus_border_link (&s, map, CAS_RUS_RUS, ex), ==, CAS_RUS_NO);
    g_assert_true (says (ex, "borders no Foreign Power"));
    g_assert_false (says (ex, "lost"));
  }
  s.kingdoms[CAS_RUS_RUS].border_vp = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    int vp = cas_rus_player_vp_map (&s, map, cas_rus_kingdom_player (&s, CAS_RUS_RUS), FALSE, ex);
    /* the ledger still counts what the table entered: Castellan flags, the players decide */
    g_assert_cmpint (vp, ==, cas_rus_player_vp (&s, cas_rus_kingdom_player (&s, CAS_RUS_RUS), FALSE, NULL));
    g_assert_true (says (ex, "1 bordering VP entered, but on the map it borders no Foreign Power"));
  }
  /* Without land: no line at all. */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_assert_cmpint (cas_rus_border_link (&s, map, CAS_RUS_MUSCOVY, ex), ==, CAS_RUS_NO);
    g_assert_cmpuint (cas_explain_get_n_lines (ex), ==, 0);
  }
  /* No map: the ledger as before, without the line. */
  {
    g_autoptr(CasExplain) a = cas_explain_new ();
    g_autoptr(CasExplain) b = cas_explain_new ();
    cas_rus_player_vp_map (&s, NULL, 0, FALSE, a);
    cas_rus_player_vp (&s, 0, FALSE, b);
    g_assert_cmpuint (cas_explain_get_n_lines (a), ==, cas_explain_get_n_lines (b));
  }
}

/* SWITCH p.5 step 2, BOARD p.3: at Muscovy's first emergence the areas with its M that
 * another Kingdom holds rebel (their armies change colour); the switch's Money and VP
 * count them. Areas whose initial is not entered are counted and named, never guessed.
 * A Kingdom already on the board makes nothing rebel. */
static void
test_switch_rebels (void)
{
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  CasRusState s;
  CasRusSwitch plain, sw;
  int vs = area ("vladimir-suzdal"), nov = area ("novgorod"), vol = area ("volga");

  setup (&s, 3);   /* the Slavs are Neutral: novgorod (City, 2 printed VP), vladimir-suzdal ... */
  s.kingdoms[CAS_RUS_MUSCOVY].status = CAS_RUS_EMERGING;
  for (int a = 0; a < s.n_areas; a++)
    map->areas[a].rebels_to[CAS_RUS_MUSCOVY - CAS_RUS_GOLDEN_HORDE] = CAS_RUS_NO;
  map->areas[vs].rebels_to[CAS_RUS_MUSCOVY - CAS_RUS_GOLDEN_HORDE] = CAS_RUS_YES;
  map->areas[nov].rebels_to[CAS_RUS_MUSCOVY - CAS_RUS_GOLDEN_HORDE] = CAS_RUS_YES;
  map->areas[vol].rebels_to[CAS_RUS_MUSCOVY - CAS_RUS_GOLDEN_HORDE] = CAS_RUS_UNKNOWN;

  cas_rus_switch (&s, 0, CAS_RUS_MUSCOVY, &plain, NULL);
  g_assert_false (plain.first_emergence);
  g_assert_cmpint (plain.money, ==, 0);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_switch_map (&s, map, 0, CAS_RUS_MUSCOVY, &sw, ex);
    g_assert_true (sw.first_emergence);
    g_assert_cmpint (sw.n_marked, ==, 2);
    g_assert_cmpint (sw.marks_unknown, ==, 1);
    g_assert_cmpint (sw.n_rebels, ==, 2);
    g_assert_cmpint (sw.rebels_from[0], ==, CAS_RUS_SLAVS);
    /* Money: 1 per area it controls after the rebellion; VP: Novgorod's 2 printed + its City */
    g_assert_cmpint (sw.money, ==, 2);
    g_assert_cmpint (sw.vp, ==, 2 + 1 - 1);
    g_assert_true (proposes (ex, "owner vladimir-suzdal muscovy"));
    g_assert_true (proposes (ex, "owner novgorod muscovy"));
    g_assert_true (proposes (ex, "plays 1 muscovy"));
    g_assert_true (says (ex, "Vladimir-Suzdal rebels from Slavs"));
    g_assert_true (says (ex, "1 area's initial is not entered"));
    /* the flips come before the switch's own actions */
    g_assert_cmpstr (cas_explain_get_action (ex, 0), ==, "owner novgorod muscovy");
  }
  /* Once Muscovy holds land, nothing rebels and the switch is the plain one. */
  s.areas[vs].owner = CAS_RUS_MUSCOVY;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_switch_map (&s, map, 0, CAS_RUS_MUSCOVY, &sw, ex);
    g_assert_false (sw.first_emergence);
    g_assert_cmpint (sw.n_rebels, ==, 0);
    g_assert_false (proposes (ex, "owner novgorod muscovy"));
    g_assert_true (says (ex, "no area rebels to it"));
  }
  /* A Kingdom that is not an Emerging one reads no initial. */
  cas_rus_switch_map (&s, map, 0, CAS_RUS_RUS, &sw, NULL);
  g_assert_false (sw.first_emergence);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rus/marks/border-link", test_border_link);
  g_test_add_func ("/rus/marks/switch-rebels", test_switch_rebels);
  return g_test_run ();
}
