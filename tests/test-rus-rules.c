/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rus-rules.c (issue 18, rus-rules): rules a Rus table did by hand. The Politics
 * cards Good Harvest, Harsh Winter and Famine in the Harvest and the upkeep [POLITICS p.5;
 * HARVEST p.9; MAINT p.11]: their numbers are printed only on the cards, so the cases are
 * worked by hand from Castellan's stated defaults and the settings that change them. The
 * Vikings' and Teutons' invasion [INVCARD p.6; INVASION p.16], the Cavalry follow-on
 * [CAVALRY p.15] and the Vassal offer after a switch [SWITCH p.5], on small maps entered
 * here as a table would (the rulebook has no worked example of them). */
#include "config.h"

#include "cas-rus-action.h"
#include "cas-rus-map.h"
#include "cas-rus.h"
#include "rus-test-util.h"

/* Bulgars (player 1) hold Arable Bulgar, Steppe Volga, Forest Ufa: 1 Grain, 1 Livestock,
 * 1 Timber by HARVEST p.9; Lithuanians (player 2) Arable Lithuania: 1 Grain. */
static void
harvest_table (CasRusState *s)
{
  rus_setup (s, 3);
  rus_act (s, "terrain bulgar arable");
  rus_act (s, "terrain volga steppe");
  rus_act (s, "terrain ufa forest");
  rus_act (s, "terrain lithuania arable");
}

static void
test_good_harvest (void)
{
  CasRusState s;
  CasRusHarvest h;
  harvest_table (&s);

  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, NULL);
  g_assert_cmpint (h.tiles, ==, 3);

  /* revealed, lying on the Politics action: nothing yet [POLITICS p.5] */
  rus_act (&s, "reveal good-harvest");
  g_autoptr(CasExplain) waiting = cas_explain_new ();
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, waiting);
  g_assert_cmpint (h.tiles, ==, 3);
  g_assert_true (says (waiting, "Good Harvest is revealed but not activated"));
  g_assert_false (cas_rus_card_in_effect (&s, CAS_RUS_CARD_GOOD_HARVEST));

  /* activated by the Politics Lead (player 2): +1 tile of each type, everyone (default) */
  rus_act (&s, "pick 2 politics");
  rus_act (&s, "activate good-harvest yes");
  g_assert_true (cas_rus_card_in_effect (&s, CAS_RUS_CARD_GOOD_HARVEST));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, ex);
  g_assert_cmpint (h.yields[CAS_RUS_GRAIN], ==, 2);
  g_assert_cmpint (h.yields[CAS_RUS_LIVESTOCK], ==, 2);
  g_assert_cmpint (h.yields[CAS_RUS_TIMBER], ==, 2);
  g_assert_cmpint (h.yields[CAS_RUS_ORE], ==, 0);
  g_assert_cmpint (h.tiles, ==, 6);
  g_assert_true (says (ex, "Good Harvest, activated this turn: +1 tile of each Basic type"));
  g_assert_true (says (ex, "unverified"));
  g_assert_true (proposes (ex, "resource bulgars grain +2"));
  g_assert_true (proposes (ex, "resource bulgars timber +2"));
  cas_rus_harvest (&s, CAS_RUS_LITHUANIANS, &h, NULL);
  g_assert_cmpint (h.yields[CAS_RUS_GRAIN], ==, 2);

  /* the setting: 2 tiles; 0, the table applies the card by hand */
  rus_act (&s, "setting good_harvest 2");
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, NULL);
  g_assert_cmpint (h.tiles, ==, 9);
  rus_act (&s, "setting good_harvest 0");
  g_autoptr(CasExplain) off = cas_explain_new ();
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, off);
  g_assert_cmpint (h.tiles, ==, 3);
  g_assert_true (says (off, "apply the card by hand"));

  /* the next turn the card no longer acts (Castellan's reading: the turn it is activated) */
  rus_act (&s, "setting good_harvest 1");
  rus_act (&s, "turn next");
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, NULL);
  g_assert_cmpint (h.tiles, ==, 3);
}

static void
test_famine (void)
{
  CasRusState s;
  CasRusHarvest h;
  harvest_table (&s);
  rus_act (&s, "reveal famine");
  rus_act (&s, "pick 2 politics");
  rus_act (&s, "activate famine yes");

  /* Bulgars: 1 Grain fewer (default), so none; Livestock and Timber stay */
  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, ex);
  g_assert_cmpint (h.yields[CAS_RUS_GRAIN], ==, 0);
  g_assert_cmpint (h.tiles, ==, 2);
  g_assert_true (says (ex, "Famine, activated this turn: 1 Grain fewer from the land of Bulgars (it loses 1)"));
  g_assert_false (proposes (ex, "resource bulgars grain +1"));
  g_assert_true (proposes (ex, "resource bulgars livestock +1"));

  /* the Politics Lead's player (2, Lithuanians) is spared the harmful effect [POLITICS p.5] */
  g_assert_true (cas_rus_politics_immune (&s, CAS_RUS_LITHUANIANS));
  g_assert_false (cas_rus_politics_immune (&s, CAS_RUS_BULGARS));
  g_autoptr(CasExplain) spared = cas_explain_new ();
  cas_rus_harvest (&s, CAS_RUS_LITHUANIANS, &h, spared);
  g_assert_cmpint (h.yields[CAS_RUS_GRAIN], ==, 1);
  g_assert_true (says (spared, "Lithuanians is spared"));

  /* with Good Harvest too: Bulgars 1 + 1 - 1 Grain */
  rus_act (&s, "reveal good-harvest");
  rus_act (&s, "activate good-harvest yes");
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &h, NULL);
  g_assert_cmpint (h.yields[CAS_RUS_GRAIN], ==, 1);
  g_assert_cmpint (h.yields[CAS_RUS_LIVESTOCK], ==, 2);
}

/* 5 players: Slavs (player 5) with the City of Novgorod (setup) and a City in Estonia built
 * in turn 1; in turn 2 both owe upkeep [MAINT p.11]. */
static void
test_harsh_winter (void)
{
  CasRusState s;
  CasRusUpkeep up;
  rus_setup (&s, 5);
  rus_act (&s, "settlement estonia city");
  rus_act (&s, "turn next");
  rus_act (&s, "resource slavs money 0");
  rus_act (&s, "resource slavs grain 3");
  rus_act (&s, "pick 1 construction");
  cas_rus_upkeep (&s, CAS_RUS_SLAVS, &up, NULL);
  g_assert_cmpint (up.due, ==, 2);
  g_assert_cmpint (up.per_settlement, ==, 1);
  g_assert_cmpint (up.unpaid, ==, 0);

  rus_act (&s, "reveal harsh-winter");
  rus_act (&s, "pick 2 politics");
  rus_act (&s, "activate harsh-winter yes");
  /* 2 each (default +1): 4 tiles due, 3 in store: one settlement drops a level */
  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_rus_upkeep (&s, CAS_RUS_SLAVS, &up, ex);
  g_assert_cmpint (up.per_settlement, ==, 2);
  g_assert_cmpint (up.unpaid, ==, 1);
  g_assert_true (says (ex, "Harsh Winter, activated this turn: each City and Fortress costs 1 more Grain or Livestock, 2 in all"));
  g_assert_true (says (ex, "Upkeep to pay: 4 tiles for 2 settlements"));

  /* the Construction Lead's 1 off one upkeep [BUILD p.11]: 3 tiles, paid */
  rus_act (&s, "pick none construction");
  rus_act (&s, "pick 5 construction");
  cas_rus_upkeep (&s, CAS_RUS_SLAVS, &up, NULL);
  g_assert_cmpint (up.discount, ==, 1);
  g_assert_cmpint (up.unpaid, ==, 0);

  /* setting harsh_winter 2: 3 each, 6 - 1 = 5 > 3: 1 paid (2 tiles), 1 unpaid */
  rus_act (&s, "setting harsh_winter 2");
  cas_rus_upkeep (&s, CAS_RUS_SLAVS, &up, NULL);
  g_assert_cmpint (up.per_settlement, ==, 3);
  g_assert_cmpint (up.unpaid, ==, 1);

  /* the Politics Lead's own Kingdom is spared [POLITICS p.5] */
  rus_act (&s, "pick none politics");
  rus_act (&s, "pick 5 politics");
  g_autoptr(CasExplain) spared = cas_explain_new ();
  cas_rus_upkeep (&s, CAS_RUS_SLAVS, &up, spared);
  g_assert_cmpint (up.per_settlement, ==, 1);
  g_assert_true (says (spared, "Slavs is spared"));
}

/* The three settings: words 0-2 in the action language, written to JSON only when not at
 * their default (old saves load with the defaults). */
static void
test_card_settings (void)
{
  CasRusState s, back;
  g_autoptr(GError) error = NULL;
  g_autofree char *canonical = NULL;
  rus_setup (&s, 3);
  g_assert_cmpint (s.settings.good_harvest, ==, 1);
  g_assert_cmpint (s.settings.harsh_winter, ==, 1);
  g_assert_cmpint (s.settings.famine, ==, 1);
  g_assert_true (cas_rus_action_apply (&s, "setting famine 2", &canonical, NULL, &error));
  g_assert_cmpstr (canonical, ==, "setting famine 2");
  g_assert_false (cas_rus_action_apply (&s, "setting famine 3", NULL, NULL, &error));
  g_clear_error (&error);
  g_assert_false (cas_rus_action_apply (&s, "setting famine yes", NULL, NULL, &error));
  g_clear_error (&error);

  g_autoptr(JsonNode) node = cas_rus_state_to_json (&s);
  JsonObject *settings = json_object_get_object_member (json_node_get_object (node), "settings");
  g_assert_cmpstr (json_object_get_string_member (settings, "famine"), ==, "2");
  g_assert_false (json_object_has_member (settings, "good_harvest"));
  rus_setup (&back, 3);
  g_assert_true (cas_rus_state_from_json (&back, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_rus_state_equal (&s, &back));
}

static void
adjacent (CasRusMap *map, const char *a, const char *b)
{
  cas_rus_map_set_adjacent (map, area (a), area (b), CAS_RUS_YES);
}

/* INVASION p.16, worked by hand: 3 players (Bulgars 1, Lithuanians 2, Khazars 3), the Slavs
 * Neutral with 2 armies in Kola. The map: the Viking symbol in Kola (Arable), then Kola -
 * Estonia - Novgorod - Latvia - Lithuania. Player 2 leads Politics and activates the card. */
static void
test_invasion (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) empty = cas_rus_map_new ();
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  rus_setup (&s, 3);

  /* not revealed; then nothing on the map: "not entered" */
  g_autoptr(CasExplain) none = cas_explain_new ();
  cas_rus_invasion (&s, empty, CAS_RUS_VIKING_INVADERS, -1, 0, FALSE, &in, none);
  g_assert_cmpint (in.card_state, ==, CAS_RUS_INVASION_NOT_REVEALED);
  g_assert_cmpint (in.entry, ==, -1);
  g_assert_cmpint (in.entry_unknown, ==, s.n_areas);
  g_assert_true (says (none, "Where they enter is not entered on the map"));

  rus_act (&s, "reveal vikings");
  cas_rus_invasion (&s, empty, CAS_RUS_VIKING_INVADERS, -1, 0, FALSE, &in, NULL);
  g_assert_cmpint (in.card_state, ==, CAS_RUS_INVASION_WAITING);
  rus_act (&s, "pick 2 politics");
  rus_act (&s, "activate vikings yes");
  rus_act (&s, "terrain kola arable");
  map->areas[area ("kola")].entry[0] = CAS_RUS_YES;
  adjacent (map, "kola", "estonia");
  adjacent (map, "estonia", "novgorod");
  adjacent (map, "novgorod", "latvia");
  adjacent (map, "latvia", "lithuania");

  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_rus_invasion (&s, map, CAS_RUS_VIKING_INVADERS, area ("novgorod"), 1, TRUE, &in, ex);
  g_assert_cmpint (in.card_state, ==, CAS_RUS_INVASION_ACTIVATED);
  g_assert_cmpint (in.armies, ==, 10);
  g_assert_cmpint (in.controller, ==, 1);
  g_assert_cmpint (in.entry, ==, area ("kola"));
  /* 10 armies + Metallurgy 1 + U12 1 = 12 against 2 Neutral armies on Arable: taken for
   * 2 losses [NEUTRAL p.14], 8 go on */
  g_assert_cmpint (in.entry_invader_cbt, ==, 12);
  g_assert_cmpint (in.entry_defender_cbt, ==, 2);
  g_assert_true (in.entry_legal);
  g_assert_true (in.entry_taken);
  g_assert_cmpint (in.entry_survivors, ==, 8);
  /* as Cavalry, 3 areas from the entry: Estonia 1, Novgorod 2, Latvia 3 (the controller's
   * land, crossed freely); Lithuania, 4 away, is out of reach */
  g_assert_cmpint (in.n_reach, ==, 3);
  g_assert_cmpint (in.reach[0], ==, area ("estonia"));
  g_assert_cmpint (in.reach_steps[2], ==, 3);
  g_assert_true (in.reach_free[2]);
  g_assert_false (in.reach_free[1]);
  g_assert_cmpint (in.reach_unknown, >, 0);
  /* the card's objective as entered: Novgorod, 1 VP, within reach; achieved: proposed */
  g_assert_cmpint (in.objective_in_reach, ==, CAS_RUS_YES);
  g_assert_true (in.objective_scores);
  g_assert_true (proposes (ex, "vp 2 objectives +1"));
  g_assert_true (says (ex, "Run by player 2"));

  /* an objective in the controller's own land scores nothing [INVASION p.16] */
  g_autoptr(CasExplain) own = cas_explain_new ();
  cas_rus_invasion (&s, map, CAS_RUS_VIKING_INVADERS, area ("latvia"), 1, TRUE, &in, own);
  g_assert_false (in.objective_scores);
  g_assert_false (proposes (own, "vp 2 objectives +1"));

  /* the Teutons: 8 armies by U11's default, 10 with it off */
  cas_rus_invasion (&s, map, CAS_RUS_TEUTON_INVADERS, -1, 0, FALSE, &in, NULL);
  g_assert_cmpint (in.armies, ==, 8);
  g_assert_cmpint (in.entry, ==, -1);
  rus_act (&s, "setting u11_teutons_8 no");
  cas_rus_invasion (&s, map, CAS_RUS_TEUTON_INVADERS, -1, 0, FALSE, &in, NULL);
  g_assert_cmpint (in.armies, ==, 10);
}

/* CAVALRY p.15, worked by hand: the Bulgars hold Cavalry and have just taken Saray; the map
 * knows Saray - Azov (Khazars) and Saray - Volga Plain (Khazars). */
static void
test_cavalry_follow_on (void)
{
  CasRusState s;
  CasRusFollowOn fo;
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  rus_setup (&s, 3);
  adjacent (map, "saray", "azov");
  adjacent (map, "saray", "volga-plain");

  /* no Cavalry: nothing, no line */
  g_autoptr(CasExplain) quiet = cas_explain_new ();
  cas_rus_cavalry_follow_on (&s, map, CAS_RUS_BULGARS, area ("saray"), TRUE, 3, 1, &fo, quiet);
  g_assert_false (fo.cavalry);
  g_assert_cmpuint (cas_explain_get_n_lines (quiet), ==, 0);

  rus_act (&s, "tech bulgars cavalry yes");
  /* 3 survivors after the first area: 2 go on (1 stays), 2 areas of movement left */
  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_rus_cavalry_follow_on (&s, map, CAS_RUS_BULGARS, area ("saray"), TRUE, 3, 1, &fo, ex);
  g_assert_true (fo.cavalry);
  g_assert_true (fo.may_continue);
  g_assert_cmpint (fo.may_continue_with, ==, 2);
  g_assert_cmpint (fo.moves_left, ==, 2);
  g_assert_cmpint (fo.n_next, ==, 2);
  g_assert_false (fo.forbidden[0]);
  g_assert_cmpint (fo.n_unknown, >, 0);
  g_assert_true (says (ex, "may go on into another area with up to 2 armies"));
  g_assert_true (says (ex, "2 more areas of movement"));
  g_assert_cmpstr (cas_explain_get_line (ex, 0)->rules[0], ==, "CAVALRY p.15");

  /* an ally's area next: flagged [ALLY p.7] */
  rus_act (&s, "ally bulgars khazars yes");
  cas_rus_cavalry_follow_on (&s, map, CAS_RUS_BULGARS, area ("saray"), TRUE, 3, 1, &fo, NULL);
  g_assert_true (fo.forbidden[0]);
  rus_act (&s, "ally bulgars khazars no");

  /* 1 survivor must hold the area; the third area used up the movement; a battle lost */
  cas_rus_cavalry_follow_on (&s, map, CAS_RUS_BULGARS, area ("saray"), TRUE, 1, 1, &fo, NULL);
  g_assert_false (fo.may_continue);
  cas_rus_cavalry_follow_on (&s, map, CAS_RUS_BULGARS, area ("saray"), TRUE, 5, 3, &fo, NULL);
  g_assert_false (fo.may_continue);
  g_assert_cmpint (fo.moves_left, ==, 0);
  cas_rus_cavalry_follow_on (&s, map, CAS_RUS_BULGARS, area ("saray"), FALSE, 5, 1, &fo, NULL);
  g_assert_false (fo.may_continue);
}

/* SWITCH p.5, worked by hand: 3 players; player 3 leaves the Khazars for the Neutral Rus
 * (Kiev 2 VP - 1 for the switch = 1 VP). The map: Kiev borders Vladimir-Suzdal (Slavs,
 * Neutral, 3 VP) and Crimea borders Azov (Khazars, left Neutral: Saray 1 VP). */
static void
test_vassal_offer (void)
{
  CasRusState s;
  CasRusSwitch sw;
  CasRusVassalOffer vo;
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  rus_setup (&s, 3);
  adjacent (map, "kiev", "vladimir-suzdal");
  adjacent (map, "crimea", "azov");

  cas_rus_switch_map (&s, map, 2, CAS_RUS_RUS, &sw, NULL);
  g_assert_cmpint (sw.vp, ==, 1);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_rus_switch_vassal_offer (&s, map, 2, CAS_RUS_RUS, &sw, -1, &vo, ex);
  gboolean slavs = FALSE, khazars = FALSE;
  for (int i = 0; i < vo.n; i++)
    if (vo.ruler[i] == CAS_RUS_SLAVS)
      {
        slavs = TRUE;
        g_assert_true (vo.allowed[i]);
        g_assert_cmpint (vo.adjacent[i], ==, CAS_RUS_YES);
        g_assert_cmpint (vo.ruler_vp[i], ==, 3);
      }
    else if (vo.ruler[i] == CAS_RUS_KHAZARS)
      {
        khazars = TRUE;
        g_assert_false (vo.allowed[i]);   /* 1 VP, not more than 1 */
      }
  g_assert_true (slavs);
  g_assert_true (khazars);
  g_assert_true (says (ex, "Vassal offer: Rus may become the Vassal of Slavs, which borders it and has 3 VP, more than its 1"));
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);

  /* chosen: `ruler rus slavs`; the Slavs have no player, so no +1VP marker */
  g_autoptr(CasExplain) chosen = cas_explain_new ();
  cas_rus_switch_vassal_offer (&s, map, 2, CAS_RUS_RUS, &sw, CAS_RUS_SLAVS, &vo, chosen);
  g_assert_true (proposes (chosen, "ruler rus slavs"));
  g_assert_cmpuint (cas_explain_get_n_actions (chosen), ==, 1);
  /* a Kingdom with no more VP: flagged, nothing proposed */
  g_autoptr(CasExplain) refused = cas_explain_new ();
  cas_rus_switch_vassal_offer (&s, map, 2, CAS_RUS_RUS, &sw, CAS_RUS_KHAZARS, &vo, refused);
  g_assert_cmpuint (cas_explain_get_n_actions (refused), ==, 0);
  g_assert_true (says (refused, "may not become the Vassal of Khazars"));

  /* a player's Kingdom as Ruler: its player gains the +1VP marker [VASSAL p.15] */
  rus_act (&s, "vp 1 submissions 3");
  adjacent (map, "pecheneg", "volga");
  cas_rus_switch_vassal_offer (&s, map, 2, CAS_RUS_RUS, &sw, CAS_RUS_BULGARS, &vo, chosen);
  g_assert_true (proposes (chosen, "ruler rus bulgars"));
  g_assert_true (proposes (chosen, "vp 1 submissions +1"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rus/rules/good-harvest", test_good_harvest);
  g_test_add_func ("/rus/rules/famine", test_famine);
  g_test_add_func ("/rus/rules/harsh-winter", test_harsh_winter);
  g_test_add_func ("/rus/rules/card-settings", test_card_settings);
  g_test_add_func ("/rus/rules/invasion", test_invasion);
  g_test_add_func ("/rus/rules/cavalry-follow-on", test_cavalry_follow_on);
  g_test_add_func ("/rus/rules/vassal-offer", test_vassal_offer);
  return g_test_run ();
}
