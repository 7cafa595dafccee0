/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rus-invaders.c (issue 18, rus-invaders): the Vikings' and Teutons' pieces in the
 * state [INVCARD p.6; INVASION p.16; CAVALRY p.15]: the `invader` actions, their limits,
 * the save form, and the invasion calculator reading them. The rulebook has no worked
 * example: the cases are worked by hand (3 players: Bulgars 1, Lithuanians 2, Khazars 3;
 * the Slavs Neutral with 2 armies in Kola; the Viking symbol in Kola, Arable). */
#include "config.h"

#include "cas-rus-action.h"
#include "cas-rus-map.h"
#include "cas-rus.h"
#include "rus-test-util.h"

static void
refused (CasRusState *s, const char *text, const char *message)
{
  g_autoptr(GError) error = NULL;
  CasRusState before = *s;
  g_assert_false (cas_rus_action_apply (s, text, NULL, NULL, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, message) == NULL)
    g_error ("“%s”: %s", text, error->message);
  g_assert_true (cas_rus_state_equal (&before, s));   /* nothing lost */
}

static void
apply_proposals (CasRusState *s, const CasExplain *ex)
{
  for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
    rus_act (s, cas_explain_get_action (ex, i));
}

static CasRusMap *
kola_map (CasRusState *s)
{
  CasRusMap *map = cas_rus_map_new ();
  rus_setup (s, 3);
  rus_act (s, "reveal vikings");
  rus_act (s, "pick 2 politics");
  rus_act (s, "activate vikings yes");
  rus_act (s, "terrain kola arable");
  map->areas[area ("kola")].entry[0] = CAS_RUS_YES;
  cas_rus_map_set_adjacent (map, area ("kola"), area ("estonia"), CAS_RUS_YES);
  return map;
}

/* The actions: each form, the canonical text and the log's sentence. */
static void
test_actions (void)
{
  CasRusState s;
  g_autofree char *canonical = NULL;
  g_autofree char *description = NULL;
  g_autoptr(GError) error = NULL;
  const CasRusInvaderPieces *v;

  rus_setup (&s, 3);
  v = &s.invaders[0];
  g_assert_false (cas_rus_invader_in_play (&s, 0));
  g_assert_cmpint (v->controller, ==, -1);
  g_assert_true (cas_rus_action_apply (&s, "invader  vikings waiting 10", &canonical, &description, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (canonical, ==, "invader vikings waiting 10");
  g_assert_nonnull (strstr (description, "0 → 10"));
  g_assert_true (cas_rus_invader_in_play (&s, 0));
  rus_act (&s, "invader vikings controller 2");
  g_assert_cmpint (v->controller, ==, 1);
  rus_act (&s, "invader vikings waiting -6");
  rus_act (&s, "invader vikings armies moscow 6");
  rus_act (&s, "invader vikings move moscow area-23 2");
  g_assert_cmpint (v->armies[area ("moscow")], ==, 4);
  g_assert_cmpint (v->armies[area ("area-23")], ==, 2);
  g_assert_cmpint (cas_rus_invader_armies_on_map (&s, 0), ==, 6);
  g_assert_cmpint (cas_rus_area_invader (&s, area ("area-23")), ==, 0);

  /* conquest: no Kingdom's land any more [INVASION p.16] */
  rus_act (&s, "armies kola slavs 0");
  rus_act (&s, "invader vikings holds kola yes");
  g_assert_true (v->held[area ("kola")]);
  g_assert_cmpint (s.areas[area ("kola")].owner, ==, -1);
  rus_act (&s, "invader vikings vassal rus yes");
  g_assert_true (v->vassals[CAS_RUS_RUS]);

  /* the alliance lasts the turn: `end`, and `turn next` ends it too */
  rus_act (&s, "invader vikings end");
  g_assert_cmpint (v->controller, ==, -1);
  rus_act (&s, "invader vikings controller 1");
  rus_act (&s, "turn next");
  g_assert_cmpint (v->controller, ==, -1);
  g_assert_cmpint (v->armies[area ("moscow")], ==, 4);   /* the pieces stay */
}

/* Bad input: a clear message, nothing changed. */
static void
test_limits (void)
{
  CasRusState s;
  rus_setup (&s, 3);
  rus_act (&s, "invader vikings armies moscow 8");
  /* 10 pieces in the box, never more than 10 in play [INVASION p.16] */
  refused (&s, "invader vikings waiting 3", "never have more than 10");
  refused (&s, "invader vikings armies moscow 11", "expected 0 to 10");
  refused (&s, "invader vikings move moscow area-23 9", "not 9");
  refused (&s, "invader vikings move moscow moscow 1", "area it stands in");
  /* one side holds an area */
  refused (&s, "invader teutons armies moscow 1", "take them away first");
  refused (&s, "invader vikings armies kola 1", "take them away first");   /* the Slavs' 2 */
  refused (&s, "invader vikings holds kola yes", "take them away first");
  refused (&s, "invader danes waiting 1", "unknown invader");
  /* a Kingdom moving into the invaders' area: they go first; retaking it ends their hold */
  refused (&s, "armies moscow rus 1", "invader vikings armies moscow 0");
  rus_act (&s, "invader vikings holds moscow yes");
  rus_act (&s, "invader vikings armies moscow 0");
  rus_act (&s, "armies moscow rus 1");
  g_assert_false (s.invaders[0].held[area ("moscow")]);
  g_assert_cmpint (s.areas[area ("moscow")].owner, ==, CAS_RUS_RUS);
  refused (&s, "invader vikings held kola", "unknown invader form");
  refused (&s, "invader vikings end now", "");
}

/* The save form: a member only when pieces are recorded; it reads back equal. */
static void
test_json (void)
{
  CasRusState s, back;
  g_autoptr(GError) error = NULL;

  rus_setup (&s, 3);
  {
    g_autoptr(JsonNode) node = cas_rus_state_to_json (&s);
    g_assert_false (json_object_has_member (json_node_get_object (node), "invaders"));
  }
  rus_act (&s, "invader teutons waiting 2");
  rus_act (&s, "invader teutons armies area-24 5");
  rus_act (&s, "invader teutons holds area-24 yes");
  rus_act (&s, "invader teutons vassal lithuanians yes");
  rus_act (&s, "invader teutons controller 3");
  {
    g_autoptr(JsonNode) node = cas_rus_state_to_json (&s);
    JsonObject *inv = json_object_get_object_member (json_node_get_object (node), "invaders");
    g_assert_nonnull (inv);
    g_assert_false (json_object_has_member (inv, "vikings"));
    g_assert_true (cas_rus_state_from_json (&back, node, &error));
    g_assert_no_error (error);
    g_assert_true (cas_rus_state_equal (&s, &back));
  }
  {
    /* a damaged member: a clear message */
    g_autoptr(JsonNode) bad = json_from_string ("{\"players\":3,\"invaders\":{\"vikings\":{\"armies\":{\"kola\":12}}}}", NULL);
    g_assert_false (cas_rus_state_from_json (&back, bad, &error));
    g_assert_nonnull (error);
  }
}

/* INVASION p.16 with the state's armies: 10 wait on the card; at Kola 10 + Metallurgy 1 +
 * U12 1 = 12 against the Slavs' 2 on Arable: taken, losses equal to its CBT 2, 8 stay. */
static void
test_invasion_reads_state (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = kola_map (&s);

  g_autoptr(CasExplain) place = cas_explain_new ();
  cas_rus_invasion (&s, map, CAS_RUS_VIKING_INVADERS, -1, 0, FALSE, &in, place);
  g_assert_true (says (place, "Place their 10 armies on their card"));
  g_assert_true (proposes (place, "invader vikings waiting 10"));
  g_assert_true (proposes (place, "invader vikings controller 2"));
  g_assert_false (proposes (place, "invader vikings holds kola yes"));   /* not yet placed */
  apply_proposals (&s, place);

  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_rus_invasion (&s, map, CAS_RUS_VIKING_INVADERS, -1, 0, FALSE, &in, ex);
  g_assert_true (in.in_play);
  g_assert_cmpint (in.waiting, ==, 10);
  g_assert_cmpint (in.entry_invader_cbt, ==, 12);
  g_assert_cmpint (in.entry_survivors, ==, 8);
  g_assert_true (proposes (ex, "invader vikings waiting 0"));
  g_assert_true (proposes (ex, "armies kola slavs 0"));
  g_assert_true (proposes (ex, "invader vikings armies kola 8"));
  g_assert_true (proposes (ex, "invader vikings holds kola yes"));
  g_assert_false (proposes (ex, "invader vikings controller 2"));
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    g_assert_true (cas_explain_get_line (ex, i)->rules && cas_explain_get_line (ex, i)->rules[0]);
  apply_proposals (&s, ex);
  g_assert_cmpint (s.areas[area ("kola")].owner, ==, -1);
  g_assert_cmpint (s.invaders[0].armies[area ("kola")], ==, 8);

  /* the Slavs submit: Estonia, theirs, is not attacked [VASSAL p.15] */
  rus_act (&s, "invader vikings vassal slavs yes");
  /* on the map: the Cavalry campaign may go on, leaving 1 army [CAVALRY p.15] */
  g_autoptr(CasExplain) on = cas_explain_new ();
  cas_rus_invasion (&s, map, CAS_RUS_VIKING_INVADERS, -1, 0, FALSE, &in, on);
  g_assert_cmpint (in.on_map, ==, 8);
  g_assert_cmpint (in.n_held, ==, 1);
  g_assert_true (says (on, "leaving at least 1 army behind"));
  g_assert_true (says (on, "Estonia (1 from the entry): held by Slavs, their Vassal, which they cannot attack"));
  g_assert_cmpuint (cas_explain_get_n_actions (on), ==, 0);

  /* next turn: a Neutral sub-Kingdom, the alliance over */
  rus_act (&s, "invader vikings controller 2");
  rus_act (&s, "turn +1");
  g_autoptr(CasExplain) past = cas_explain_new ();
  cas_rus_invasion (&s, map, CAS_RUS_VIKING_INVADERS, -1, 0, FALSE, &in, past);
  g_assert_cmpint (in.card_state, ==, CAS_RUS_INVASION_PAST);
  g_assert_true (says (past, "Neutral sub-Kingdom"));
  g_assert_true (proposes (past, "invader vikings end"));
}

/* Fewer armies on the card (the table's count): 5 + 2 = 7 against 2: 3 survive. */
static void
test_invasion_fewer (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = kola_map (&s);
  rus_act (&s, "invader vikings waiting 5");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  cas_rus_invasion (&s, map, CAS_RUS_VIKING_INVADERS, -1, 0, FALSE, &in, ex);
  g_assert_cmpint (in.entry_invader_cbt, ==, 7);
  g_assert_cmpint (in.entry_survivors, ==, 3);
  g_assert_true (proposes (ex, "invader vikings armies kola 3"));
}

/* The entry in the controller's land: crossed, not conquered [INVASION p.16]; a player's
 * Kingdom: a battle with Tactics cards, nothing proposed but the way to enter it. */
static void
test_invasion_own_land (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = kola_map (&s);
  rus_act (&s, "invader vikings waiting 10");
  rus_act (&s, "invader vikings controller 2");
  rus_act (&s, "owner kola lithuanians");
  rus_act (&s, "armies kola lithuanians 3");
  g_autoptr(CasExplain) own = cas_explain_new ();
  cas_rus_invasion (&s, map, CAS_RUS_VIKING_INVADERS, -1, 0, FALSE, &in, own);
  g_assert_true (in.entry_free);
  g_assert_true (says (own, "pass through"));
  g_assert_cmpuint (cas_explain_get_n_actions (own), ==, 0);

  rus_act (&s, "armies kola lithuanians 0");
  rus_act (&s, "owner kola khazars");
  rus_act (&s, "armies kola khazars 3");
  g_autoptr(CasExplain) player = cas_explain_new ();
  cas_rus_invasion (&s, map, CAS_RUS_VIKING_INVADERS, -1, 0, FALSE, &in, player);
  g_assert_true (in.entry_against_player);
  g_assert_true (says (player, "Once the battle in"));
  g_assert_false (proposes (player, "invader vikings holds kola yes"));
}

/* issue 18 (rus-invbattle): the route beyond the entry [INVASION p.16; CAVALRY p.15]. The
 * map: Kola (entry) - Estonia - Novgorod - Vladimir-Suzdal - Moscow, all Arable; Kola -
 * Volga (a link made up for the tests). The Vikings wait with 10, run by player 2. */
static CasRusMap *
route_map (CasRusState *s)
{
  CasRusMap *map = kola_map (s);
  rus_act (s, "terrain estonia arable");
  rus_act (s, "terrain novgorod arable");
  rus_act (s, "terrain vladimir-suzdal arable");
  rus_act (s, "terrain volga arable");
  cas_rus_map_set_adjacent (map, area ("estonia"), area ("novgorod"), CAS_RUS_YES);
  cas_rus_map_set_adjacent (map, area ("novgorod"), area ("vladimir-suzdal"), CAS_RUS_YES);
  cas_rus_map_set_adjacent (map, area ("vladimir-suzdal"), area ("moscow"), CAS_RUS_YES);
  cas_rus_map_set_adjacent (map, area ("kola"), area ("volga"), CAS_RUS_YES);
  rus_act (s, "invader vikings waiting 10");
  rus_act (s, "invader vikings controller 2");
  return map;
}

static void
route_run (const CasRusState *s, const CasRusMap *map, const char *const *ids, const int *tactics, int objective,
           CasRusInvasion *in, CasExplain *ex)
{
  int route[8], n = 0;
  for (; ids && ids[n]; n++)
    route[n] = area (ids[n]);
  cas_rus_invasion_route (s, map, CAS_RUS_VIKING_INVADERS, objective, objective >= 0 ? 1 : 0, FALSE, route, n, tactics, in, ex);
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    g_assert_true (cas_explain_get_line (ex, i)->rules && cas_explain_get_line (ex, i)->rules[0]);
}

/* A 3-area Cavalry campaign against neutral areas, worked by hand: Kola 10 (CBT 12) vs 2:
 * 8 stay. Estonia: 7 go on (1 stays), CBT 9 vs 2, lose 2: 5. Novgorod (1 army): 4 go on,
 * CBT 6 vs 1, lose 1: 3. Vladimir-Suzdal (1 army): 2 go on, CBT 4 vs 1, lose 1: 1, the
 * Slavs' last area: conquered. A 4th area is beyond the 3 [INVASION p.16]. */
static void
test_route_three_areas (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = route_map (&s);
  static const char *const route[] = { "estonia", "novgorod", "vladimir-suzdal", NULL };
  static const char *const longer[] = { "estonia", "novgorod", "vladimir-suzdal", "moscow", NULL };
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasExplain) far = cas_explain_new ();

  rus_act (&s, "armies novgorod slavs 1");
  rus_act (&s, "armies vladimir-suzdal slavs 1");
  route_run (&s, map, route, NULL, -1, &in, ex);
  g_assert_cmpint (in.route_stop, ==, CAS_RUS_ROUTE_DONE);
  g_assert_cmpint (in.n_steps, ==, 3);
  g_assert_cmpint (in.steps[0].stack, ==, 7);
  g_assert_cmpint (in.steps[0].invader_cbt, ==, 9);
  g_assert_cmpint (in.steps[0].invader_losses, ==, 2);
  g_assert_cmpint (in.steps[1].stack, ==, 4);
  g_assert_cmpint (in.steps[1].invader_cbt, ==, 6);
  g_assert_cmpint (in.steps[2].stack, ==, 2);
  g_assert_cmpint (in.steps[2].invader_cbt, ==, 4);
  g_assert_true (in.steps[2].taken);
  g_assert_true (in.steps[2].conquest);
  g_assert_true (says (ex, "1 stays to hold it"));
  g_assert_true (says (ex, "last area of Slavs"));
  g_assert_true (proposes (ex, "invader vikings armies kola 1"));
  g_assert_true (proposes (ex, "armies novgorod slavs 0"));
  g_assert_true (proposes (ex, "invader vikings holds vladimir-suzdal yes"));
  apply_proposals (&s, ex);
  g_assert_cmpint (s.invaders[0].waiting, ==, 0);
  g_assert_cmpint (s.invaders[0].armies[area ("kola")], ==, 1);
  g_assert_cmpint (s.invaders[0].armies[area ("estonia")], ==, 1);
  g_assert_cmpint (s.invaders[0].armies[area ("novgorod")], ==, 1);
  g_assert_cmpint (s.invaders[0].armies[area ("vladimir-suzdal")], ==, 1);
  g_assert_true (s.invaders[0].held[area ("vladimir-suzdal")]);

  /* the same with a 4th area: flagged beyond the 3, the first three still computed */
  {
    CasRusState t;
    g_autoptr(CasRusMap) map2 = route_map (&t);
    rus_act (&t, "armies novgorod slavs 1");
    rus_act (&t, "armies vladimir-suzdal slavs 1");
    route_run (&t, map2, longer, NULL, -1, &in, far);
    g_assert_cmpint (in.n_steps, ==, 3);
    g_assert_cmpint (in.route_stop, ==, CAS_RUS_ROUTE_TOO_FAR);
    g_assert_true (says (far, "more than 3 areas from the entry"));
  }
}

/* What stops a route: 1 army left where they stand, their Vassal, the map's gaps. */
static void
test_route_stops (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = route_map (&s);
  static const char *const to_estonia[] = { "estonia", NULL };
  static const char *const to_moscow[] = { "moscow", NULL };
  static const char *const to_latvia[] = { "estonia", "latvia", NULL };

  /* their Vassal is never attacked [VASSAL p.15] */
  rus_act (&s, "invader vikings vassal slavs yes");
  g_autoptr(CasExplain) vassal = cas_explain_new ();
  route_run (&s, map, to_estonia, NULL, -1, &in, vassal);
  g_assert_cmpint (in.route_stop, ==, CAS_RUS_ROUTE_VASSAL);
  g_assert_cmpint (in.n_steps, ==, 0);
  g_assert_false (proposes (vassal, "invader vikings holds estonia yes"));
  rus_act (&s, "invader vikings vassal slavs no");

  /* Kola does not border Moscow on the map */
  cas_rus_map_set_adjacent (map, area ("kola"), area ("moscow"), CAS_RUS_NO);
  g_autoptr(CasExplain) apart = cas_explain_new ();
  route_run (&s, map, to_moscow, NULL, -1, &in, apart);
  g_assert_cmpint (in.route_stop, ==, CAS_RUS_ROUTE_NOT_ADJACENT);

  /* Estonia - Latvia not entered: said, not guessed */
  g_autoptr(CasExplain) gap = cas_explain_new ();
  route_run (&s, map, to_latvia, NULL, -1, &in, gap);
  g_assert_cmpint (in.route_stop, ==, CAS_RUS_ROUTE_ADJACENCY_UNKNOWN);
  g_assert_cmpint (in.n_steps, ==, 1);
  g_assert_true (says (gap, "is not entered on the map"));

  /* terrain not entered: the battle is not computed */
  rus_act (&s, "terrain estonia unknown");
  g_autoptr(CasExplain) terrain = cas_explain_new ();
  route_run (&s, map, to_estonia, NULL, -1, &in, terrain);
  g_assert_cmpint (in.route_stop, ==, CAS_RUS_ROUTE_TERRAIN_UNKNOWN);
  g_assert_cmpint (in.n_steps, ==, 0);
}

/* A battle against a player's Kingdom [PVP p.14]: 7 go on from Kola into Volga, the
 * Bulgars' (player 1) with 4 armies: basic CBT 9 against 4. Tactics not entered: counted
 * 0, unverified, nothing proposed for it. Tactics -4/0: 5 against 4, the Vikings win,
 * losses 2 (4/2) and 2 (5/2): proposed. Tactics -5/0: 4 against 4, a tie: 1 each (U14);
 * they attack again 6 against 3, new cards counted 0: 8 against 3, losses 1 and 3. */
static void
test_route_player (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = route_map (&s);
  static const char *const to_volga[] = { "volga", NULL };
  static const int win[2] = { -4, 0 };
  static const int tie[2] = { -5, 0 };

  rus_act (&s, "armies volga bulgars 4");
  g_autoptr(CasExplain) plain = cas_explain_new ();
  route_run (&s, map, to_volga, NULL, -1, &in, plain);
  g_assert_cmpint (in.steps[0].kind, ==, CAS_RUS_STEP_PLAYER);
  g_assert_cmpint (in.steps[0].invader_cbt, ==, 9);
  g_assert_cmpint (in.steps[0].defender_cbt, ==, 4);
  g_assert_true (in.steps[0].unverified);
  g_assert_true (says (plain, "may surrender the moment they enter"));
  g_assert_false (proposes (plain, "invader vikings holds volga yes"));
  g_assert_false (proposes (plain, "invader vikings armies kola 1"));

  g_autoptr(CasExplain) won = cas_explain_new ();
  route_run (&s, map, to_volga, win, -1, &in, won);
  g_assert_false (in.steps[0].unverified);
  g_assert_cmpint (in.steps[0].invader_losses, ==, 2);
  g_assert_cmpint (in.steps[0].defender_losses, ==, 2);
  g_assert_true (in.steps[0].taken);
  g_assert_true (proposes (won, "armies volga bulgars 0"));
  g_assert_true (proposes (won, "invader vikings armies kola 1"));
  g_assert_true (proposes (won, "invader vikings armies volga 5"));
  g_assert_true (proposes (won, "invader vikings holds volga yes"));

  g_autoptr(CasExplain) tied = cas_explain_new ();
  route_run (&s, map, to_volga, tie, -1, &in, tied);
  g_assert_cmpint (in.steps[0].ties, ==, 1);
  g_assert_cmpint (in.steps[0].invader_losses, ==, 2);
  g_assert_cmpint (in.steps[0].defender_losses, ==, 4);
  g_assert_true (in.steps[0].taken);
  g_assert_true (in.steps[0].unverified);
  g_assert_true (says (tied, "After the tie they attack again with 6 against 3"));
  g_assert_false (proposes (tied, "invader vikings holds volga yes"));
}

/* The entry in the controller's land (the Lithuanians', player 2's): crossed, nobody left
 * there; all 10 attack Estonia, CBT 12 against 2, 8 take it; the card emptied first. */
static void
test_route_from_own_land (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = route_map (&s);
  static const char *const to_estonia[] = { "estonia", NULL };
  g_autoptr(CasExplain) ex = cas_explain_new ();

  rus_act (&s, "armies kola slavs 0");
  rus_act (&s, "owner kola lithuanians");
  rus_act (&s, "armies kola lithuanians 3");
  route_run (&s, map, to_estonia, NULL, -1, &in, ex);
  g_assert_cmpint (in.steps[0].stack, ==, 10);
  g_assert_cmpint (in.steps[0].invader_cbt, ==, 12);
  g_assert_true (proposes (ex, "invader vikings waiting 0"));
  g_assert_true (proposes (ex, "invader vikings armies estonia 8"));
  apply_proposals (&s, ex);
  g_assert_cmpint (s.invaders[0].waiting, ==, 0);
  g_assert_cmpint (s.invaders[0].armies[area ("estonia")], ==, 8);
  g_assert_cmpint (s.areas[area ("kola")].armies, ==, 3);
}

/* No route given: the choices, or the one shortest way to the objective. */
static void
test_route_choices (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = route_map (&s);

  g_autoptr(CasExplain) open = cas_explain_new ();
  route_run (&s, map, NULL, NULL, -1, &in, open);
  g_assert_cmpint (in.n_steps, ==, 0);
  g_assert_cmpint (in.n_choices, ==, 2);   /* Estonia, Volga */
  g_assert_true (says (open, "is the controller's choice"));

  /* Novgorod: one shortest way, Kola - Estonia - Novgorod */
  g_autoptr(CasExplain) one = cas_explain_new ();
  route_run (&s, map, NULL, NULL, area ("novgorod"), &in, one);
  g_assert_true (in.route_to_objective);
  g_assert_cmpint (in.n_steps, ==, 2);
  g_assert_cmpint (in.steps[1].area, ==, area ("novgorod"));
  g_assert_true (in.objective_taken);
  g_assert_true (proposes (one, "vp 2 objectives +1"));

  /* a second way through Volga: the controller chooses */
  cas_rus_map_set_adjacent (map, area ("volga"), area ("novgorod"), CAS_RUS_YES);
  g_autoptr(CasExplain) two = cas_explain_new ();
  route_run (&s, map, NULL, NULL, area ("novgorod"), &in, two);
  g_assert_false (in.route_to_objective);
  g_assert_cmpint (in.n_steps, ==, 0);
  g_assert_cmpint (in.n_choices, ==, 2);
  g_assert_true (says (two, "Several ways lead on toward the objective"));
}

/* rus-inv3: a battle lost on the route: the survivors retreat into an adjacent area
 * friendly to them, through allied or Vassal land on to the nearest area of theirs, else
 * they are eliminated [PVP p.14; INVASION p.16]. Worked by hand: Volga, Bulgars 4 (CBT 4).
 * From Kola (8 after the entry battle, 7 go on, CBT 9), Tactics -8: 1 against 4, they
 * lose 2 and the 5 left retreat to Kola, theirs, where they came from: 6 there. Kola the
 * controller's (Lithuanians, player 2), 8 off the card crossing it (CBT 10), Tactics -9:
 * 1 against 4, they lose 2; Kola is allied land, so the 6 pass through it to Estonia,
 * where 2 of theirs stand: 8. Without Estonia: no area of theirs the map leads to, and
 * the map's other adjacencies not entered: the table records it, nothing placed. */
static void
test_route_retreat (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = route_map (&s);
  static const char *const to_volga[] = { "volga", NULL };
  static const int lose[2] = { -8, 0 };
  static const int lose_more[2] = { -9, 0 };

  rus_act (&s, "armies volga bulgars 4");
  g_autoptr(CasExplain) back = cas_explain_new ();
  route_run (&s, map, to_volga, lose, -1, &in, back);
  g_assert_false (in.steps[0].taken);
  g_assert_cmpint (in.steps[0].stack, ==, 7);
  g_assert_cmpint (in.steps[0].invader_losses, ==, 2);
  g_assert_cmpint (in.route_stop, ==, CAS_RUS_ROUTE_LOST);
  g_assert_true (says (back, "the survivors retreat to Kola, where they came from"));
  g_assert_true (proposes (back, "invader vikings armies kola 6"));

  rus_act (&s, "armies kola slavs 0");
  rus_act (&s, "owner kola lithuanians");
  rus_act (&s, "armies kola lithuanians 3");
  rus_act (&s, "armies estonia slavs 0");
  rus_act (&s, "invader vikings waiting 8");
  rus_act (&s, "invader vikings armies estonia 2");
  g_autoptr(CasExplain) through = cas_explain_new ();
  route_run (&s, map, to_volga, lose_more, -1, &in, through);
  g_assert_false (in.steps[0].taken);
  g_assert_cmpint (in.steps[0].stack, ==, 8);
  g_assert_cmpint (in.steps[0].invader_cbt, ==, 10);
  g_assert_cmpint (in.steps[0].invader_losses, ==, 2);
  g_assert_true (says (through, "the survivors retreat to Estonia, the nearest area of theirs through friendly land"));
  g_assert_true (proposes (through, "invader vikings waiting 0"));
  g_assert_true (proposes (through, "invader vikings armies estonia 8"));
  apply_proposals (&s, through);
  g_assert_cmpint (s.invaders[0].armies[area ("estonia")], ==, 8);
  g_assert_cmpint (s.invaders[0].waiting, ==, 0);

  rus_act (&s, "invader vikings armies estonia 0");
  rus_act (&s, "invader vikings waiting 10");
  g_autoptr(CasExplain) lost = cas_explain_new ();
  route_run (&s, map, to_volga, lose_more, -1, &in, lost);
  g_assert_true (says (lost, "where the survivors retreat is not known until the map's adjacency is entered"));
  for (guint i = 0; i < cas_explain_get_n_actions (lost); i++)
    g_assert_null (strstr (cas_explain_get_action (lost, i), "invader vikings armies"));
}

/* rus-inv3: the campaign from a new Vassal's borders [INVASION p.16; CAMPAIGN p.13].
 * Estonia the Khazars' (2 armies), who submitted to the Vikings; Novgorod (Slavs 1)
 * borders Estonia, not Kola (not entered). From Kola (8 after the entry battle) 7 go on
 * into Novgorod from the Vassal's borders: CBT 9 against 1, they lose 1: 6 take it.
 * Without the submission the route stops before Novgorod. */
static void
test_route_from_vassal (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = route_map (&s);
  static const char *const to_novgorod[] = { "novgorod", NULL };

  rus_act (&s, "armies novgorod slavs 1");
  rus_act (&s, "armies estonia slavs 0");
  rus_act (&s, "owner estonia khazars");
  rus_act (&s, "armies estonia khazars 2");
  g_autoptr(CasExplain) alone = cas_explain_new ();
  route_run (&s, map, to_novgorod, NULL, -1, &in, alone);
  g_assert_cmpint (in.n_steps, ==, 0);
  g_assert_cmpint (in.route_stop, ==, CAS_RUS_ROUTE_ADJACENCY_UNKNOWN);
  g_assert_cmpint (cas_rus_invasion_vassal_start (&s, map, CAS_RUS_VIKING_INVADERS, area ("kola"), area ("novgorod")), ==, -1);

  rus_act (&s, "invader vikings vassal khazars yes");
  /* what the Turn page's Route offers first: Novgorod, not the Vassal's own Estonia */
  g_assert_cmpint (cas_rus_invasion_vassal_start (&s, map, CAS_RUS_VIKING_INVADERS, area ("kola"), area ("novgorod")), ==, CAS_RUS_KHAZARS);
  g_assert_cmpint (cas_rus_invasion_vassal_start (&s, map, CAS_RUS_VIKING_INVADERS, area ("kola"), area ("estonia")), ==, -1);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  route_run (&s, map, to_novgorod, NULL, -1, &in, ex);
  g_assert_cmpint (in.n_steps, ==, 1);
  g_assert_cmpint (in.steps[0].area, ==, area ("novgorod"));
  g_assert_cmpint (in.steps[0].stack, ==, 7);
  g_assert_true (in.steps[0].taken);
  g_assert_true (says (ex, "the campaign may start from the Vassal's borders"));
  g_assert_true (proposes (ex, "invader vikings armies kola 1"));
  g_assert_true (proposes (ex, "invader vikings armies novgorod 6"));
  g_assert_true (proposes (ex, "invader vikings holds novgorod yes"));
}

/* rus-inv3: the objective's VP as one action, for the app's button [INVASION p.16; VP
 * p.17]. Novgorod (1 VP entered) taken on the route: player 2 (the controller) scores 1.
 * Not taken and not said achieved: nothing. Said achieved (the table's word): scored.
 * Novgorod in the controller's own land: achieved, nothing scores. */
static void
test_objective_action (void)
{
  CasRusState s;
  CasRusInvasion in;
  g_autoptr(CasRusMap) map = route_map (&s);
  static const char *const to_estonia[] = { "estonia", NULL };
  int route[1] = { area ("estonia") };

  g_autoptr(CasExplain) taken = cas_explain_new ();
  route_run (&s, map, NULL, NULL, area ("novgorod"), &in, taken);
  g_assert_true (in.objective_achieved);
  {
    g_autofree char *action = cas_rus_invasion_objective_action (&in);
    g_assert_cmpstr (action, ==, "vp 2 objectives +1");
    g_assert_true (proposes (taken, action));
  }

  g_autoptr(CasExplain) short_of = cas_explain_new ();
  route_run (&s, map, to_estonia, NULL, area ("novgorod"), &in, short_of);
  g_assert_false (in.objective_achieved);
  g_assert_null (cas_rus_invasion_objective_action (&in));

  g_autoptr(CasExplain) said = cas_explain_new ();
  cas_rus_invasion_route (&s, map, CAS_RUS_VIKING_INVADERS, area ("novgorod"), 3, TRUE, route, 1, NULL, &in, said);
  {
    g_autofree char *action = cas_rus_invasion_objective_action (&in);
    g_assert_cmpstr (action, ==, "vp 2 objectives +3");
  }

  rus_act (&s, "owner novgorod lithuanians");
  g_autoptr(CasExplain) own = cas_explain_new ();
  cas_rus_invasion_route (&s, map, CAS_RUS_VIKING_INVADERS, area ("novgorod"), 3, TRUE, route, 1, NULL, &in, own);
  g_assert_false (in.objective_scores);
  g_assert_null (cas_rus_invasion_objective_action (&in));
  g_assert_false (proposes (own, "vp 2 objectives +3"));
}

/* STACK p.12 read for their armies (Castellan's reading): Kola 6 and Estonia 4, Arable
 * (limit 3): the overstack where it saves most (Kola: 6 may stay), Estonia 1 goes. The
 * turn's check names them. */
static void
test_invader_stacking (void)
{
  CasRusState s;
  CasRusStacking st;
  CasRusRounds rounds;
  g_autoptr(CasRusMap) map = route_map (&s);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasExplain) turn = cas_explain_new ();

  rus_act (&s, "invader vikings waiting 0");
  rus_act (&s, "armies kola slavs 0");
  rus_act (&s, "armies estonia slavs 0");
  rus_act (&s, "invader vikings armies kola 6");
  rus_act (&s, "invader vikings armies estonia 4");
  cas_rus_invader_stacking_excess (&s, 0, &st, ex);
  g_assert_cmpint (st.overstack, ==, area ("kola"));
  g_assert_cmpint (st.excess[area ("kola")], ==, 0);
  g_assert_cmpint (st.excess[area ("estonia")], ==, 1);
  g_assert_cmpint (st.removed, ==, 1);
  cas_rus_round_order (&s, &rounds, turn);
  g_assert_true (says (turn, "The Vikings' armies on the map count against the same limits"));
  g_assert_true (says (turn, "Armies over the limits at the end of the round: 1"));
}

/* The surrender offered [INVASION p.16]: the Khazars (player 3) hold Kola, where the
 * Vikings wait to enter: `invader vikings vassal khazars yes`, player 2's +1 VP. The
 * controller's own Kingdom is their ally: nothing offered. */
static void
test_submission_offer (void)
{
  CasRusState s;
  g_autoptr(CasRusMap) map = route_map (&s);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasExplain) ally = cas_explain_new ();

  rus_act (&s, "armies kola slavs 0");
  rus_act (&s, "owner kola khazars");
  rus_act (&s, "armies kola khazars 3");
  g_assert_cmpint (cas_rus_invader_submission_offer (&s, map, CAS_RUS_KHAZARS, ex), ==, CAS_RUS_VIKING_INVADERS);
  g_assert_true (proposes (ex, "invader vikings vassal khazars yes"));
  g_assert_true (proposes (ex, "vp 2 submissions +1"));
  g_assert_cmpint (cas_rus_invader_submission_offer (&s, map, CAS_RUS_BULGARS, NULL), ==, CAS_RUS_NO_INVADER);
  rus_act (&s, "armies kola khazars 0");
  rus_act (&s, "owner kola lithuanians");
  rus_act (&s, "armies kola lithuanians 3");
  g_assert_cmpint (cas_rus_invader_submission_offer (&s, map, CAS_RUS_LITHUANIANS, ally), ==, CAS_RUS_NO_INVADER);
  g_assert_cmpuint (cas_explain_get_n_actions (ally), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rus/invaders/actions", test_actions);
  g_test_add_func ("/rus/invaders/limits", test_limits);
  g_test_add_func ("/rus/invaders/json", test_json);
  g_test_add_func ("/rus/invaders/invasion", test_invasion_reads_state);
  g_test_add_func ("/rus/invaders/fewer", test_invasion_fewer);
  g_test_add_func ("/rus/invaders/own-land", test_invasion_own_land);
  g_test_add_func ("/rus/invaders/route-three-areas", test_route_three_areas);
  g_test_add_func ("/rus/invaders/route-stops", test_route_stops);
  g_test_add_func ("/rus/invaders/route-player", test_route_player);
  g_test_add_func ("/rus/invaders/route-choices", test_route_choices);
  g_test_add_func ("/rus/invaders/route-own-land", test_route_from_own_land);
  g_test_add_func ("/rus/invaders/route-retreat", test_route_retreat);
  g_test_add_func ("/rus/invaders/objective-action", test_objective_action);
  g_test_add_func ("/rus/invaders/route-from-vassal", test_route_from_vassal);
  g_test_add_func ("/rus/invaders/stacking", test_invader_stacking);
  g_test_add_func ("/rus/invaders/submission-offer", test_submission_offer);
  return g_test_run ();
}
