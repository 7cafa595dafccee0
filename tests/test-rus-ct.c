/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rus-ct.c: the Culture & Technology tree the table enters from its Player Mat
 * (issue 18, src/games/rus/cas-rus-ct.c): one fact from words, the file round trip and
 * its strict reading, and what a Kingdom may buy now and at what cost [CT p.17]: NEEDS
 * (abilities, a settlement), Money for Basics [COMMOD p.10], the Lead's 1 resource off,
 * the number of Kingdoms that may own it, one VP ability a turn but on the Black Death
 * turn [VP p.17]; "not entered" wherever the tree does not say. */
#include "config.h"

#include <glib/gstdio.h>

#include "cas-game.h"
#include "cas-rus-charters.h"
#include "cas-rus-ct.h"
#include "cas-rus.h"
#include "rus-test-util.h"

static void
set (CasRusCtTree *t, const char *ability, const char *fact, const char *value)
{
  const char *words[] = { fact, value };
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_rus_ct_set_words (t, cas_rus_ct_entry_from_id (ability), words, 2, &error));
  g_assert_no_error (error);
}

static void
refused (CasRusCtTree *t, const char *ability, const char *fact, const char *value, const char *message)
{
  const char *words[] = { fact, value };
  g_autoptr(GError) error = NULL;
  CasRusCtTree before = *t;
  g_assert_false (cas_rus_ct_set_words (t, cas_rus_ct_entry_from_id (ability), words, 2, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
  g_assert_nonnull (strstr (error->message, message));
  g_assert_true (memcmp (&before, t, sizeof before) == 0);   /* nothing changed */
}

/* Metallurgy as the rulebook's example gives it (NEEDS Mining, 1 Ore [CT p.17]); an
 * Academy with a City and 1 VP; the rest as the test needs. */
static void
tree (CasRusCtTree *t)
{
  cas_rus_ct_init (t);
  set (t, "metallurgy", "cost", "ore");
  set (t, "metallurgy", "needs", "mining");
  set (t, "metallurgy", "settlement", "none");
  set (t, "metallurgy", "vp", "0");
  set (t, "metallurgy", "limit", "8");
  set (t, "academy", "cost", "timber:2,paper");
  set (t, "academy", "needs", "none");
  set (t, "academy", "settlement", "city");
  set (t, "academy", "vp", "1");
  set (t, "academy", "limit", "1");
  set (t, "weaving", "cost", "livestock");
  set (t, "weaving", "needs", "husbandry");
  set (t, "weaving", "settlement", "town");
  set (t, "weaving", "vp", "1");
  set (t, "weaving", "limit", "8");
}

/* Every form of `ct set`, the file written and read back, a damaged file refused with its
 * entry named, a missing file empty. */
static void
test_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cas-rus-ct-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "ct.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *words = NULL;
  CasRusCtTree t, back;
  int met = cas_rus_ability_from_id ("metallurgy");

  g_assert_true (cas_rus_ct_load (&t, path, &error));   /* missing: empty */
  g_assert_false (t.items[met].cost_known);
  g_assert_cmpint (t.items[met].vp, ==, -1);
  tree (&t);
  g_assert_true (t.items[met].cost_known);
  g_assert_cmpint (t.items[met].cost[CAS_RUS_ORE], ==, 1);
  g_assert_true (t.items[met].needs[CAS_RUS_MINING]);
  words = cas_rus_ct_item_words (&t.items[met]);
  g_assert_cmpstr (words, ==, "costs 1 Ore · needs Mining · no settlement needed · 0 VP · 8 Kingdoms may own it");
  set (&t, "warehouse", "cost", "free");
  g_assert_true (t.items[CAS_RUS_WAREHOUSE].cost_known);
  set (&t, "warehouse", "cost", "unknown");
  g_assert_false (t.items[CAS_RUS_WAREHOUSE].cost_known);
  refused (&t, "academy", "vp", "3", "is not a number from 0 to 2");
  refused (&t, "academy", "limit", "0", "is not a number from 1 to 8");
  refused (&t, "academy", "cost", "gold", "is not a resource");
  refused (&t, "academy", "cost", "ore:10", "is not a number of tiles");
  refused (&t, "academy", "needs", "mining,academy", "cannot need itself");
  refused (&t, "academy", "settlement", "castle", "is not none, town, city, fortress");
  refused (&t, "academy", "colour", "red", "is not a fact of an ability");

  g_assert_true (cas_rus_ct_save (&t, path, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (cas_rus_ct_load (&back, path, &error));
  g_assert_true (memcmp (&back, &t, sizeof t) == 0);

  /* strict: unknown ability, member or value, each error naming the entry */
  {
    static const char *const bad[][2] = {
      { "{\"format\": \"castellan-rus-ct\", \"version\": 1, \"abilities\": {\"flying\": {}}}", "abilities.flying" },
      { "{\"format\": \"castellan-rus-ct\", \"version\": 1, \"abilities\": {\"academy\": {\"colour\": 1}}}", "colour" },
      { "{\"format\": \"castellan-rus-ct\", \"version\": 1, \"abilities\": {\"academy\": {\"cost\": {\"ore\": 0}}}}", "\"ore\"" },
      { "{\"format\": \"castellan-rus-ct\", \"version\": 1, \"abilities\": {\"academy\": {\"needs\": [\"academy\"]}}}", "cannot need itself" },
      { "{\"format\": \"castellan-rus-ct\", \"version\": 2, \"abilities\": {}}", "version" },
      /* text that is no JSON: the sentence names the C&T file (it said "Tactics" before
       * the four files had one reader) */
      { "{\"format\": \"castellan-rus-ct\",", "not a C&T file" },
    };
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(GError) e = NULL;
        CasRusCtTree keep = t;
        g_assert_false (cas_rus_ct_load_data (&keep, bad[i][0], strlen (bad[i][0]), "ct.json", &e));
        g_assert_nonnull (e);
        g_assert_nonnull (strstr (e->message, bad[i][1]));
        g_assert_true (memcmp (&keep, &t, sizeof t) == 0);   /* a failed read leaves it */
      }
  }
  data = cas_rus_ct_to_data (&t, NULL);
  g_assert_nonnull (strstr (data, "\"castellan-rus-ct\""));
  g_unlink (path);
  g_rmdir (dir);
}

static void
setup (CasRusState *s)
{
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_rus_state_setup (s, 3, CAS_RUS_STANDARD, NULL, NULL, &error));   /* Bulgars: Livestock 2, Timber 2 */
}

/* CT p.17: NEEDS and cost, Money for a missing Basic [COMMOD p.10], never for a Commodity;
 * "not entered" for an ability the tree does not know. */
static void
test_needs_and_cost (void)
{
  CasRusState s;
  CasRusCtTree t;
  CasRusCtOptions o;
  int bulgars = CAS_RUS_BULGARS;
  g_autoptr(CasExplain) ex = cas_explain_new ();

  setup (&s);
  tree (&t);
  cas_rus_ct_options (&s, &t, bulgars, FALSE, &o, ex);
  g_assert_cmpint (o.status[CAS_RUS_METALLURGY], ==, CAS_RUS_CT_BLOCKED);   /* needs Mining, no Ore */
  g_assert_true (says (ex, "Metallurgy: not now: needs Mining; its store cannot pay"));
  g_assert_cmpint (o.status[cas_rus_ability_from_id ("academy")], ==, CAS_RUS_CT_BLOCKED);   /* needs a City */
  g_assert_true (says (ex, "needs a City in its land"));
  g_assert_cmpint (o.status[CAS_RUS_AGRICULTURE], ==, CAS_RUS_CT_NOT_ENTERED);
  g_assert_true (says (ex, "Agriculture: nothing entered in the C&T file yet"));
  /* rus-app2: the app shows the line too: it names no castellan-cli command */
  g_assert_false (says (ex, "castellan-cli"));
  g_assert_cmpint (o.n_buyable, ==, 0);

  /* Mining held, 1 Money for the Ore: Metallurgy may be bought, paid with the Money. */
  s.kingdoms[bulgars].abilities[CAS_RUS_MINING] = 1;
  s.kingdoms[bulgars].resources[CAS_RUS_MONEY] = 1;
  {
    g_autoptr(CasExplain) buy = cas_explain_new ();
    cas_rus_ct_options (&s, &t, bulgars, FALSE, &o, NULL);
    g_assert_cmpint (o.status[CAS_RUS_METALLURGY], ==, CAS_RUS_CT_BUYABLE);
    g_assert_true (o.payable[CAS_RUS_METALLURGY]);
    g_assert_true (cas_rus_ct_buy (&s, &t, bulgars, CAS_RUS_METALLURGY, FALSE, buy));
    g_assert_true (proposes (buy, "tech bulgars metallurgy yes"));
    g_assert_true (proposes (buy, "resource bulgars money -1"));
  }
  /* A Commodity cannot be paid with Money: the Academy (with a City now) still lacks Paper. */
  s.areas[area ("bulgar")].settlement = CAS_RUS_CITY;
  s.kingdoms[bulgars].resources[CAS_RUS_MONEY] = 5;
  cas_rus_ct_options (&s, &t, bulgars, FALSE, &o, NULL);
  g_assert_cmpint (o.status[cas_rus_ability_from_id ("academy")], ==, CAS_RUS_CT_BLOCKED);
  g_assert_false (o.payable[cas_rus_ability_from_id ("academy")]);
  /* A Fortress is a City built up: it meets a City NEED. */
  s.kingdoms[bulgars].resources[CAS_RUS_PAPER] = 1;
  s.areas[area ("bulgar")].settlement = CAS_RUS_FORTRESS;
  cas_rus_ct_options (&s, &t, bulgars, FALSE, &o, NULL);
  g_assert_cmpint (o.status[cas_rus_ability_from_id ("academy")], ==, CAS_RUS_CT_BUYABLE);
  /* Held: no purchase proposed. */
  s.kingdoms[bulgars].metallurgy_turn = 1;
  {
    g_autoptr(CasExplain) buy = cas_explain_new ();
    g_assert_false (cas_rus_ct_buy (&s, &t, bulgars, CAS_RUS_METALLURGY, FALSE, buy));
    g_assert_cmpuint (cas_explain_get_n_actions (buy), ==, 0);
    g_assert_true (says (buy, "holds it already"));
  }
}

/* CT p.17: the Lead spends 1 resource less on one ability (a 1-cost one is free, NEEDS
 * still apply), once; how many Kingdoms may own an ability; one VP ability a turn, lifted
 * on the Black Death turn [VP p.17]. */
static void
test_lead_limit_vp (void)
{
  CasRusState s;
  CasRusCtTree t;
  CasRusCtOptions o;
  int academy = cas_rus_ability_from_id ("academy");
  int weaving = CAS_RUS_WEAVING;

  setup (&s);
  tree (&t);
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_MINING] = 1;
  s.track.picker[CAS_RUS_CULTURE] = 0;   /* player 1, the Bulgars, leads C&T */
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_ct_options (&s, &t, CAS_RUS_BULGARS, FALSE, &o, ex);
    g_assert_true (o.lead);
    g_assert_cmpint (o.status[CAS_RUS_METALLURGY], ==, CAS_RUS_CT_BUYABLE);   /* free, no Ore held */
    g_assert_cmpint (o.discount[CAS_RUS_METALLURGY], ==, CAS_RUS_ORE);
    g_assert_cmpint (o.cost[CAS_RUS_METALLURGY][CAS_RUS_ORE], ==, 0);
    g_assert_true (says (ex, "Metallurgy: may be bought for nothing (the Lead’s 1 Ore off)"));
  }
  /* The discount spent: the Ore is due again. */
  cas_rus_ct_options (&s, &t, CAS_RUS_BULGARS, TRUE, &o, NULL);
  g_assert_cmpint (o.status[CAS_RUS_METALLURGY], ==, CAS_RUS_CT_BLOCKED);
  g_assert_cmpint (o.discount[CAS_RUS_METALLURGY], ==, -1);
  /* Another Kingdom gets no discount. */
  cas_rus_ct_options (&s, &t, CAS_RUS_KHAZARS, FALSE, &o, NULL);
  g_assert_false (o.lead);

  /* The Academy's single box is taken by the Khazars: nobody else may buy it. */
  s.kingdoms[CAS_RUS_KHAZARS].abilities[academy] = 1;
  s.areas[area ("bulgar")].settlement = CAS_RUS_CITY;
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_PAPER] = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_ct_options (&s, &t, CAS_RUS_BULGARS, FALSE, &o, ex);
    g_assert_cmpint (o.owners[academy], ==, 1);
    g_assert_cmpint (o.status[academy], ==, CAS_RUS_CT_BLOCKED);
    g_assert_true (says (ex, "its 1 box is taken"));
  }
  s.kingdoms[CAS_RUS_KHAZARS].abilities[academy] = 0;

  /* Weaving (1 VP) bought this turn: the Academy (1 VP) must wait; Metallurgy (0 VP) not. */
  s.turn = 3;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_HUSBANDRY] = 1;
  s.kingdoms[CAS_RUS_BULGARS].abilities[weaving] = 3;
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_ORE] = 1;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    cas_rus_ct_options (&s, &t, CAS_RUS_BULGARS, FALSE, &o, ex);
    g_assert_true (o.vp_bought);
    g_assert_cmpint (o.status[academy], ==, CAS_RUS_CT_BLOCKED);
    g_assert_true (says (ex, "a VP ability was bought this turn already"));
    g_assert_cmpint (o.status[CAS_RUS_METALLURGY], ==, CAS_RUS_CT_BUYABLE);
  }
  /* The Black Death revealed: the game ends with this turn, the limit is lifted. */
  s.politics.revealed[s.politics.n_revealed] = cas_rus_card_from_id ("black-death");
  s.politics.revealed_turn[s.politics.n_revealed] = 3;
  s.politics.n_revealed++;
  cas_rus_ct_options (&s, &t, CAS_RUS_BULGARS, FALSE, &o, NULL);
  g_assert_true (o.black_death);
  g_assert_cmpint (o.status[academy], ==, CAS_RUS_CT_BUYABLE);
}

/* HARVEST p.9, CT p.17: a basic ability's extra as the C&T file gives it counts from the
 * turn after it was bought (the setup's, turn 1, at once) and is proposed; a held basic
 * ability whose extra is not entered is counted as such, never guessed; without any
 * entry the Harvest is cas_rus_harvest ()'s. */
static void
test_harvest_extra (void)
{
  CasRusState s;
  CasRusCtTree t;
  CasRusHarvest plain, h;
  g_autoptr(CasExplain) ex = cas_explain_new ();

  setup (&s);
  cas_rus_ct_init (&t);
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_AGRICULTURE] = 1;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_HUSBANDRY] = 1;
  cas_rus_harvest (&s, CAS_RUS_BULGARS, &plain, NULL);
  cas_rus_harvest_ct (&s, &t, CAS_RUS_BULGARS, &h, NULL);
  g_assert_cmpint (h.tiles, ==, plain.tiles);
  g_assert_cmpint (h.extra_unknown, ==, 2);

  set (&t, "agriculture", "harvest", "grain");
  set (&t, "mining", "harvest", "ore:2");   /* not held: nothing */
  cas_rus_harvest_ct (&s, &t, CAS_RUS_BULGARS, &h, ex);
  g_assert_cmpint (h.extra[CAS_RUS_GRAIN], ==, 1);
  g_assert_cmpint (h.extra[CAS_RUS_ORE], ==, 0);
  g_assert_cmpint (h.extra_unknown, ==, 1);   /* Husbandry */
  g_assert_cmpint (h.tiles, ==, plain.tiles);   /* before the extra */
  g_assert_true (proposes (ex, "resource bulgars grain +1"));
  g_assert_true (says (ex, "Agriculture: +1 Grain at Harvest"));
  g_assert_true (says (ex, "Husbandry raises the Harvest by an amount printed on the Player Mat"));
  g_assert_false (says (ex, "Agriculture raises the Harvest"));

  /* Bought in this turn (3): its extra waits for the next turn. */
  s.turn = 3;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_AGRICULTURE] = 3;
  {
    g_autoptr(CasExplain) later = cas_explain_new ();
    cas_rus_harvest_ct (&s, &t, CAS_RUS_BULGARS, &h, later);
    g_assert_cmpint (h.extra[CAS_RUS_GRAIN], ==, 0);
    g_assert_true (says (later, "counts from the next turn"));
    g_assert_false (proposes (later, "resource bulgars grain +1"));
  }
  /* The file keeps it; `none` and `unknown` as for the cost. */
  {
    g_autofree char *data = cas_rus_ct_to_data (&t, NULL);
    CasRusCtTree back;
    g_assert_nonnull (strstr (data, "\"harvest\""));
    g_assert_true (cas_rus_ct_load_data (&back, data, strlen (data), NULL, NULL));
    g_assert_true (memcmp (&back, &t, sizeof t) == 0);
  }
  set (&t, "agriculture", "harvest", "none");
  g_assert_true (t.items[CAS_RUS_AGRICULTURE].harvest_known);
  set (&t, "agriculture", "harvest", "unknown");
  g_assert_false (t.items[CAS_RUS_AGRICULTURE].harvest_known);
}

/* INFLUENCE p.8 (issue 18): the Rus, Neutral, Influenced by player 1 (the Bulgars) have
 * the Bulgars' C&T abilities this turn, in the Harvest as in battle. Worked by hand: the
 * Bulgars hold Agriculture (+1 Grain in the C&T file), Husbandry (extra not entered) and
 * Weaving (1 Livestock may become 1 Cloth [COMMOD p.10]); the Rus hold none. Before the
 * Influence: no extra, no conversion. Influenced: +1 Grain proposed, 1 Cloth conversion,
 * Husbandry's extra counted as not entered; each line names the Influencer. */
static void
test_influence_harvest (void)
{
  CasRusState s;
  CasRusCtTree t;
  CasRusHarvest h;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  setup (&s);
  cas_rus_ct_init (&t);
  set (&t, "agriculture", "harvest", "grain");
  g_assert_cmpint (s.players[0].kingdom, ==, CAS_RUS_BULGARS);
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_AGRICULTURE] = 1;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_HUSBANDRY] = 1;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_WEAVING] = 1;
  cas_rus_harvest_ct (&s, &t, CAS_RUS_RUS, &h, NULL);
  g_assert_cmpint (h.extra[CAS_RUS_GRAIN], ==, 0);
  g_assert_cmpint (h.conversions[CAS_RUS_CLOTH], ==, 0);
  g_assert_cmpint (h.extra_unknown, ==, 0);

  s.kingdoms[CAS_RUS_RUS].influenced_by = 0;
  cas_rus_harvest_ct (&s, &t, CAS_RUS_RUS, &h, ex);
  g_assert_cmpint (h.extra[CAS_RUS_GRAIN], ==, 1);
  g_assert_cmpint (h.conversions[CAS_RUS_CLOTH], ==, 1);
  g_assert_cmpint (h.extra_unknown, ==, 1);   /* Husbandry */
  g_assert_true (proposes (ex, "resource rus grain +1"));
  cas_explain_print (ex, text, "");
  g_assert_nonnull (strstr (text->str, "Agriculture of its Influencer Bulgars, which it has this turn: +1 Grain at Harvest"));
  g_assert_nonnull (strstr (text->str, "Weaving of its Influencer Bulgars, which it has this turn: 1 Livestock may become 1 Cloth"));
  g_assert_nonnull (strstr (text->str, "Husbandry (its Influencer Bulgars’s, which it has this turn) raises the Harvest"));
  g_assert_nonnull (strstr (text->str, "INFLUENCE p.8"));
  /* The Bulgars' own Harvest is unchanged by it: +1 Grain, their own lines. */
  {
    g_autoptr(CasExplain) own = cas_explain_new ();
    cas_rus_harvest_ct (&s, &t, CAS_RUS_BULGARS, &h, own);
    g_assert_cmpint (h.extra[CAS_RUS_GRAIN], ==, 1);
    g_assert_true (says (own, "Agriculture: +1 Grain at Harvest"));
    g_assert_false (says (own, "Influencer"));
  }
  /* Bought by the Influencer this turn (3): its extra waits for the next turn, as its own would. */
  s.turn = 3;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_AGRICULTURE] = 3;
  cas_rus_harvest_ct (&s, &t, CAS_RUS_RUS, &h, NULL);
  g_assert_cmpint (h.extra[CAS_RUS_GRAIN], ==, 0);
}

/* INFLUENCE p.8, CT p.17 (issue 18): a NEED is met by the Influencer's ability this turn.
 * Worked by hand: Metallurgy NEEDS Mining and costs 1 Ore; the Rus hold 1 Ore and no
 * Mining, the Bulgars hold Mining. Not Influenced: blocked, "needs Mining". Influenced by
 * the Bulgars' player: buyable, the line naming Mining through the Influencer; the
 * proposal is `tech rus metallurgy yes` paid with the Rus's Ore. */
static void
test_influence_needs (void)
{
  CasRusState s;
  CasRusCtTree t;
  CasRusCtOptions o;
  g_autoptr(CasExplain) before = cas_explain_new ();
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasExplain) buy = cas_explain_new ();

  setup (&s);
  tree (&t);
  memset (s.kingdoms[CAS_RUS_RUS].resources, 0, sizeof s.kingdoms[CAS_RUS_RUS].resources);
  s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_ORE] = 1;
  s.kingdoms[CAS_RUS_BULGARS].abilities[CAS_RUS_MINING] = 1;
  cas_rus_ct_options (&s, &t, CAS_RUS_RUS, FALSE, &o, before);
  g_assert_cmpint (o.status[CAS_RUS_METALLURGY], ==, CAS_RUS_CT_BLOCKED);
  g_assert_true (says (before, "Metallurgy: not now: needs Mining"));

  s.kingdoms[CAS_RUS_RUS].influenced_by = 0;
  cas_rus_ct_options (&s, &t, CAS_RUS_RUS, FALSE, &o, ex);
  g_assert_cmpint (o.status[CAS_RUS_METALLURGY], ==, CAS_RUS_CT_BUYABLE);
  g_assert_true (o.payable[CAS_RUS_METALLURGY]);
  g_assert_true (says (ex, "Metallurgy: may be bought for 1 Ore"));
  g_assert_true (says (ex, "Metallurgy: NEEDS met this turn by what it has of its Influencer’s abilities: Mining through its Influencer Bulgars"));
  g_assert_true (cas_rus_ct_buy (&s, &t, CAS_RUS_RUS, CAS_RUS_METALLURGY, FALSE, buy));
  g_assert_true (proposes (buy, "tech rus metallurgy yes"));
  g_assert_true (proposes (buy, "resource rus ore -1"));
  /* The Bulgars' own Mining is theirs: nothing lent the other way. */
  cas_rus_ct_options (&s, &t, CAS_RUS_BULGARS, FALSE, &o, NULL);
  g_assert_cmpint (cas_rus_kingdom_ability_turn (&s, CAS_RUS_BULGARS, CAS_RUS_MINING, NULL), ==, 1);
  g_assert_cmpint (cas_rus_kingdom_ability_turn (&s, CAS_RUS_KHAZARS, CAS_RUS_MINING, NULL), ==, 0);
}

/* TRADE p.10, ENVOY p.7: the charters the table enters (what a Power sells at how many
 * tiles a piece of what it takes), their file; a Kingdom trades with a Power only where
 * its Envoy is, the Trade Lead 1 for 1; "not entered" where the charter does not say. */
static void
test_charters (void)
{
  CasRusCharters c, back;
  CasRusState s;
  CasRusTrade tr;
  g_autofree char *data = NULL;
  const char *sells[] = { "sells", "grain:2,cloth:3" };
  const char *wants[] = { "wants", "ore,timber" };
  const char *bad[] = { "wants", "gold" };
  g_autoptr(GError) error = NULL;

  setup (&s);   /* Bulgars: Livestock 2, Timber 2 */
  cas_rus_charters_init (&c);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    s.kingdoms[CAS_RUS_BULGARS].envoys[CAS_RUS_CHINA] = 1;
    cas_rus_trade (&s, &c, CAS_RUS_BULGARS, CAS_RUS_CHINA, &tr, ex);
    g_assert_true (tr.envoy);
    g_assert_cmpint (tr.most[CAS_RUS_GRAIN], ==, 0);
    g_assert_true (says (ex, "The charter of China is not entered: what it sells and what it takes"));
    g_assert_false (says (ex, "castellan-cli"));   /* rus-app2 */
  }
  g_assert_true (cas_rus_charters_set_words (&c, CAS_RUS_CHINA, sells, 2, NULL));
  g_assert_true (cas_rus_charters_set_words (&c, CAS_RUS_CHINA, wants, 2, NULL));
  g_assert_false (cas_rus_charters_set_words (&c, CAS_RUS_CHINA, bad, 2, &error));
  g_assert_error (error, CAS_ERROR, CAS_ERROR_ACTION);
  g_assert_true (c.powers[CAS_RUS_CHINA].wants[CAS_RUS_TIMBER]);   /* the refusal changed nothing */
  data = cas_rus_charters_to_data (&c, NULL);
  g_assert_true (cas_rus_charters_load_data (&back, data, strlen (data), NULL, NULL));
  g_assert_true (memcmp (&back, &c, sizeof c) == 0);
  {
    static const char broken[] = "{\"format\": \"castellan-rus-charters\", \"version\": 1, \"powers\": {\"mars\": {}}}";
    g_autoptr(GError) e = NULL;
    g_assert_false (cas_rus_charters_load_data (&back, broken, strlen (broken), "charters.json", &e));
    g_assert_nonnull (strstr (e->message, "powers.mars"));
    g_clear_error (&e);
    g_assert_false (cas_rus_charters_load_data (&back, broken, 20, "charters.json", &e));
    g_assert_nonnull (strstr (e->message, "not a charters file"));
  }

  /* 2 Timber pay for 1 Grain at 2 a piece, no Cloth at 3; no Envoy in Europe: no trade. */
  cas_rus_trade (&s, &c, CAS_RUS_BULGARS, CAS_RUS_CHINA, &tr, NULL);
  g_assert_cmpint (tr.paying, ==, 2);
  g_assert_cmpint (tr.price[CAS_RUS_GRAIN], ==, 2);
  g_assert_cmpint (tr.most[CAS_RUS_GRAIN], ==, 1);
  g_assert_cmpint (tr.most[CAS_RUS_CLOTH], ==, 0);
  cas_rus_trade (&s, &c, CAS_RUS_BULGARS, CAS_RUS_EUROPE, &tr, NULL);
  g_assert_false (tr.envoy);
  g_assert_cmpint (tr.paying, ==, 0);
  /* The Trade Lead: 1 for 1. */
  s.track.picker[CAS_RUS_TRADE] = 0;
  cas_rus_trade (&s, &c, CAS_RUS_BULGARS, CAS_RUS_CHINA, &tr, NULL);
  g_assert_true (tr.lead);
  g_assert_cmpint (tr.most[CAS_RUS_GRAIN], ==, 2);
  g_assert_cmpint (tr.most[CAS_RUS_CLOTH], ==, 2);
}

/* Conquering a Kingdom: only once it holds no area; the whole store and one ability the
 * conqueror lacks, its pick [CONQUER p.15]. */
static void
test_conquest (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  CasRusState *s = g_new0 (CasRusState, 1);
  CasRusConquest c;
  int mining = cas_rus_ability_from_id ("mining");
  const char *const *actions;

  g_assert_true (cas_rus_state_setup (s, 3, CAS_RUS_STANDARD, NULL, NULL, &error));
  s->kingdoms[CAS_RUS_RUS].resources[CAS_RUS_GRAIN] = 2;
  s->kingdoms[CAS_RUS_RUS].abilities[mining] = 1;
  s->kingdoms[CAS_RUS_RUS].cavalry = 1;
  s->kingdoms[CAS_RUS_KHAZARS].abilities[mining] = 1;
  cas_rus_conquest (s, CAS_RUS_KHAZARS, CAS_RUS_RUS, -1, &c, NULL);
  g_assert_false (c.conquered);
  g_assert_cmpint (c.n_areas, >, 0);
  for (int a = 0; a < s->n_areas; a++)
    if (s->areas[a].owner == CAS_RUS_RUS)
      s->areas[a].owner = CAS_RUS_KHAZARS;
  cas_rus_conquest (s, CAS_RUS_KHAZARS, CAS_RUS_RUS, mining, &c, NULL);   /* held already: not a pick */
  g_assert_true (c.conquered);
  g_assert_cmpint (c.resources[CAS_RUS_GRAIN], ==, 2);
  g_assert_true (c.may_take[CAS_RUS_CAVALRY]);
  g_assert_false (c.may_take[mining]);
  g_assert_cmpint (c.n_may_take, ==, 1);
  g_assert_false (c.ability_taken);
  cas_rus_conquest (s, CAS_RUS_KHAZARS, CAS_RUS_RUS, CAS_RUS_CAVALRY, &c, ex);
  g_assert_true (c.ability_taken);
  actions = cas_explain_get_actions (ex);
  g_assert_cmpstr (actions[0], ==, "status rus conquered");
  g_assert_cmpstr (actions[1], ==, "resource khazars grain +2");
  g_assert_cmpstr (actions[2], ==, "resource rus grain 0");
  g_assert_cmpstr (actions[3], ==, "tech khazars cavalry yes");
  g_assert_null (actions[4]);
  g_free (s);
}

/* HARVEST p.9, INFLUENCE p.8 (issue 18): an Influenced Kingdom has its Influencer's
 * Warehouse this turn, so its store limit is 20. Worked by hand: the Rus hold 14 tiles
 * (9 Grain, 5 Ore) and no Warehouse; the Bulgars hold Warehouse. Not Influenced: limit
 * 10, discard 4. Influenced by the Bulgars' player: limit 20, discard 0, the line naming
 * the Influencer; its Harvest's tiles count against 20 too. 7 Cloth more: 21 tiles, 1 to
 * discard. The Bulgars' own limit stays theirs. */
static void
test_influence_warehouse (void)
{
  CasRusState s;
  CasRusHarvest h;
  int limit = 0;
  g_autoptr(CasExplain) ex = cas_explain_new ();

  setup (&s);
  memset (s.kingdoms[CAS_RUS_RUS].resources, 0, sizeof s.kingdoms[CAS_RUS_RUS].resources);
  s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_GRAIN] = 9;
  s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_ORE] = 5;
  s.kingdoms[CAS_RUS_BULGARS].warehouse = 1;
  g_assert_cmpint (cas_rus_resource_limit (&s, CAS_RUS_RUS, &limit, NULL), ==, 4);
  g_assert_cmpint (limit, ==, 10);
  cas_rus_harvest (&s, CAS_RUS_RUS, &h, NULL);
  g_assert_cmpint (h.over_limit, ==, 4 + h.tiles);

  s.kingdoms[CAS_RUS_RUS].influenced_by = 0;
  g_assert_cmpint (cas_rus_resource_limit (&s, CAS_RUS_RUS, &limit, ex), ==, 0);
  g_assert_cmpint (limit, ==, 20);
  g_assert_true (says (ex, "End of Harvest, Rus: at most 20 tiles (the Warehouse of its Influencer Bulgars, whose abilities it has this turn, doubles the 10)"));
  g_assert_cmpstr (cas_explain_get_line (ex, 0)->rules[1], ==, "INFLUENCE p.8");
  cas_rus_harvest (&s, CAS_RUS_RUS, &h, NULL);
  g_assert_cmpint (h.over_limit, ==, MAX (0, 14 + h.tiles - 20));
  /* 7 Cloth more: 21 tiles, 1 over the Influencer's 20. */
  s.kingdoms[CAS_RUS_RUS].resources[CAS_RUS_CLOTH] = 7;
  g_assert_cmpint (cas_rus_resource_limit (&s, CAS_RUS_RUS, &limit, NULL), ==, 1);
  /* The Bulgars' own limit is theirs; the Influence lends nothing back. */
  g_assert_cmpint (cas_rus_resource_limit (&s, CAS_RUS_BULGARS, &limit, NULL), ==, 0);
  g_assert_cmpint (limit, ==, 20);
  s.kingdoms[CAS_RUS_BULGARS].warehouse = 0;
  s.kingdoms[CAS_RUS_RUS].warehouse = 1;
  cas_rus_resource_limit (&s, CAS_RUS_BULGARS, &limit, NULL);
  g_assert_cmpint (limit, ==, 10);
}

/* CT p.17, MISSION p.7, BATTLE p.13 (rus-rel): the religions are entries of the C&T
 * tree like the abilities, with their CBT modifiers. Worked by hand: Catholic costs 1 Ore
 * and 1 Money, NEEDS no ability and a Town, 0 VP, 8 Kingdoms; +1 invading an Orthodox
 * Kingdom, -1 defending against a Kingdom without a religion. The Bulgars (Livestock 2,
 * Timber 2, a Town in Bulgar) get 1 Ore and 1 Money: Catholic may be bought, proposed as
 * `religion bulgars catholic` and the two tiles. Once Catholic, Orthodox is not offered
 * (one religion a Kingdom). Bulgars' 3 armies invading Orthodox Rus on Arable: 3 + 1 = 4,
 * the line naming Catholic; Rus defending with 2: Orthodox's modifiers are not entered,
 * counted 0 with a line saying so; a modifier typed in (-2) wins over the file's. */
static void
test_religions (void)
{
  CasRusState s;
  CasRusCtTree t, back;
  CasRusCtOptions o;
  CasRusForce att, def;
  g_autofree char *data = NULL;
  g_autofree char *words = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasExplain) buy = cas_explain_new ();
  g_autoptr(CasExplain) after = cas_explain_new ();
  g_autoptr(CasExplain) battle = cas_explain_new ();
  g_autoptr(CasExplain) typed = cas_explain_new ();

  g_assert_cmpint (cas_rus_ct_entry_from_id ("orthodox"), ==, CAS_RUS_CT_ORTHODOX);
  g_assert_cmpint (cas_rus_ct_entry_from_id ("catholic"), ==, CAS_RUS_CT_CATHOLIC);
  g_assert_cmpint (cas_rus_ct_entry_from_id ("none"), ==, -1);
  g_assert_cmpint (cas_rus_ct_entry_from_id ("metallurgy"), ==, CAS_RUS_METALLURGY);
  g_assert_cmpstr (cas_rus_ct_entry_id (CAS_RUS_CT_CATHOLIC), ==, "catholic");

  tree (&t);
  set (&t, "catholic", "cost", "ore,money");
  set (&t, "catholic", "needs", "none");
  set (&t, "catholic", "settlement", "town");
  set (&t, "catholic", "vp", "0");
  set (&t, "catholic", "limit", "8");
  set (&t, "catholic", "cbt", "invading:orthodox:+1,defending:none:-1");
  g_assert_true (t.items[CAS_RUS_CT_CATHOLIC].cbt_known);
  g_assert_cmpint (t.items[CAS_RUS_CT_CATHOLIC].cbt[CAS_RUS_CBT_INVADING][CAS_RUS_ORTHODOX], ==, 1);
  g_assert_cmpint (t.items[CAS_RUS_CT_CATHOLIC].cbt[CAS_RUS_CBT_DEFENDING][CAS_RUS_RELIGION_NONE], ==, -1);
  g_assert_cmpint (t.items[CAS_RUS_CT_CATHOLIC].cbt[CAS_RUS_CBT_DEFENDING][CAS_RUS_ORTHODOX], ==, 0);
  words = cas_rus_ct_entry_words (&t, CAS_RUS_CT_CATHOLIC);
  g_assert_nonnull (strstr (words, "CBT +1 invading an Orthodox Kingdom, CBT -1 defending against a Kingdom without a religion"));
  g_clear_pointer (&words, g_free);
  words = cas_rus_ct_entry_words (&t, CAS_RUS_CT_ORTHODOX);
  g_assert_nonnull (strstr (words, "CBT modifiers not entered"));
  refused (&t, "catholic", "harvest", "grain", "a religion adds nothing to the Harvest");
  refused (&t, "metallurgy", "cbt", "any:+1", "only a religion has CBT modifiers");
  refused (&t, "catholic", "cbt", "orthodox:+4", "not a CBT modifier from -3 to 3");
  refused (&t, "catholic", "cbt", "attacking:none:1", "not invading or defending");
  refused (&t, "catholic", "cbt", "pagan:1", "not a religion");
  /* `any` sets all three; `none` clears them, known */
  set (&t, "orthodox", "cbt", "any:-1");
  g_assert_cmpint (t.items[CAS_RUS_CT_ORTHODOX].cbt[CAS_RUS_CBT_INVADING][CAS_RUS_CATHOLIC], ==, -1);
  g_assert_cmpint (t.items[CAS_RUS_CT_ORTHODOX].cbt[CAS_RUS_CBT_DEFENDING][CAS_RUS_RELIGION_NONE], ==, -1);
  set (&t, "orthodox", "cbt", "unknown");
  g_assert_false (t.items[CAS_RUS_CT_ORTHODOX].cbt_known);

  /* the file: round trip; "cbt" only on a religion, its religions known */
  data = cas_rus_ct_to_data (&t, NULL);
  g_assert_nonnull (strstr (data, "\"catholic\""));
  g_assert_true (cas_rus_ct_load_data (&back, data, strlen (data), "ct.json", &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (&back, &t, sizeof t) == 0);
  {
    static const char *const bad[][2] = {
      { "{\"format\": \"castellan-rus-ct\", \"version\": 1, \"abilities\": {\"academy\": {\"cbt\": {}}}}", "cbt" },
      { "{\"format\": \"castellan-rus-ct\", \"version\": 1, \"abilities\": {\"catholic\": {\"harvest\": {}}}}", "harvest" },
      { "{\"format\": \"castellan-rus-ct\", \"version\": 1, \"abilities\": {\"catholic\": {\"cbt\": {\"invading\": {\"pagan\": 1}}}}}", "pagan" },
      { "{\"format\": \"castellan-rus-ct\", \"version\": 1, \"abilities\": {\"catholic\": {\"cbt\": {\"invading\": {\"none\": 5}}}}}", "-3 to 3" },
      { "{\"format\": \"castellan-rus-ct\", \"version\": 1, \"abilities\": {\"catholic\": {\"cbt\": {\"sailing\": {}}}}}", "sailing" },
    };
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(GError) e = NULL;
        g_assert_false (cas_rus_ct_load_data (&back, bad[i][0], strlen (bad[i][0]), "ct.json", &e));
        g_assert_nonnull (strstr (e->message, bad[i][1]));
      }
  }

  /* what the Bulgars may buy: Catholic, paid with its Ore and Money */
  setup (&s);
  g_assert_cmpint (s.areas[area ("bulgar")].settlement, >=, CAS_RUS_TOWN);
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_ORE] = 1;
  s.kingdoms[CAS_RUS_BULGARS].resources[CAS_RUS_MONEY] = 1;
  cas_rus_ct_options (&s, &t, CAS_RUS_BULGARS, FALSE, &o, ex);
  g_assert_cmpint (o.status[CAS_RUS_CT_CATHOLIC], ==, CAS_RUS_CT_BUYABLE);
  g_assert_cmpint (o.status[CAS_RUS_CT_ORTHODOX], ==, CAS_RUS_CT_NOT_ENTERED);
  g_assert_true (says (ex, "Catholic: may be bought for 1 Ore, 1 Money"));
  g_assert_true (cas_rus_ct_buy (&s, &t, CAS_RUS_BULGARS, CAS_RUS_CT_CATHOLIC, FALSE, buy));
  g_assert_cmpstr (cas_explain_get_action (buy, 0), ==, "religion bulgars catholic");
  g_assert_true (proposes (buy, "resource bulgars ore -1"));
  g_assert_true (proposes (buy, "resource bulgars money -1"));
  {
    /* its marker leaves the countermix [CT p.17] */
    CasRusCountermix before, mix;
    cas_rus_countermix (&s, CAS_RUS_BULGARS, &before, NULL);
    s.kingdoms[CAS_RUS_BULGARS].religion = CAS_RUS_CATHOLIC;
    cas_rus_countermix (&s, CAS_RUS_BULGARS, &mix, NULL);
    g_assert_cmpint (mix.free, ==, before.free - 1);
  }
  set (&t, "orthodox", "cost", "free");
  cas_rus_ct_options (&s, &t, CAS_RUS_BULGARS, FALSE, &o, after);
  g_assert_cmpint (o.status[CAS_RUS_CT_CATHOLIC], ==, CAS_RUS_CT_HELD);
  g_assert_cmpint (o.status[CAS_RUS_CT_ORTHODOX], ==, CAS_RUS_CT_BLOCKED);
  g_assert_true (says (after, "Orthodox: not now: it is Catholic already (one religion a Kingdom"));
  g_assert_cmpint (o.owners[CAS_RUS_CT_CATHOLIC], ==, 1);

  /* in battle: the file's modifier for Catholic invading Orthodox; Orthodox not entered */
  s.kingdoms[CAS_RUS_RUS].religion = CAS_RUS_ORTHODOX;
  cas_rus_table_force (&s, CAS_RUS_BULGARS, 3, &att);
  cas_rus_force_religion (&s, &t, CAS_RUS_BULGARS, CAS_RUS_RUS, TRUE, &att);
  cas_rus_table_force (&s, CAS_RUS_RUS, 2, &def);
  cas_rus_force_religion (&s, &t, CAS_RUS_RUS, CAS_RUS_BULGARS, FALSE, &def);
  g_assert_cmpint (cas_rus_basic_cbt (&s.settings, &att, TRUE, CAS_RUS_ARABLE, battle), ==, 4);
  g_assert_cmpint (cas_rus_basic_cbt (&s.settings, &def, FALSE, CAS_RUS_ARABLE, battle), ==, 2);
  g_assert_true (says (battle, "Invader: +1, Catholic against an Orthodox Kingdom (the C&T file, from the Player Mat)"));
  g_assert_true (says (battle, "Defender: its religion (Orthodox) may change the CBT, but its modifiers are not entered in the C&T file"));
  g_assert_false (says (battle, "castellan-cli"));   /* rus-app2 */
  /* rus-app2: the religion whose modifiers are missing, for the CLI's hint and the app's row */
  g_assert_cmpint (cas_rus_force_religion_missing (&def), ==, CAS_RUS_ORTHODOX);
  g_assert_cmpint (cas_rus_force_religion_missing (&att), ==, CAS_RUS_RELIGION_NONE);   /* entered */
  def.religion = 1;   /* a modifier typed in wins: nothing missing */
  g_assert_cmpint (cas_rus_force_religion_missing (&def), ==, CAS_RUS_RELIGION_NONE);
  def.religion = 0;
  /* the typed modifier wins */
  att.religion = -2;
  g_assert_cmpint (cas_rus_basic_cbt (&s.settings, &att, TRUE, CAS_RUS_ARABLE, typed), ==, 1);
  g_assert_true (says (typed, "Invader: -2, religion (entered from the Player Mat)"));
  g_assert_false (says (typed, "the C&T file"));
  /* Catholic defending against a Kingdom without a religion: -1 */
  s.kingdoms[CAS_RUS_RUS].religion = CAS_RUS_RELIGION_NONE;
  cas_rus_force_religion (&s, &t, CAS_RUS_BULGARS, CAS_RUS_RUS, FALSE, &att);
  g_assert_cmpint (att.religion_ct, ==, -1);
  g_assert_true (att.religion_ct_known);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rus/ct/file", test_file);
  g_test_add_func ("/rus/ct/needs-and-cost", test_needs_and_cost);
  g_test_add_func ("/rus/ct/lead-limit-vp", test_lead_limit_vp);
  g_test_add_func ("/rus/ct/harvest-extra", test_harvest_extra);
  g_test_add_func ("/rus/ct/influence-harvest", test_influence_harvest);
  g_test_add_func ("/rus/ct/influence-needs", test_influence_needs);
  g_test_add_func ("/rus/ct/influence-warehouse", test_influence_warehouse);
  g_test_add_func ("/rus/ct/religions", test_religions);
  g_test_add_func ("/rus/ct/charters", test_charters);
  g_test_add_func ("/rus/ct/conquest", test_conquest);
  return g_test_run ();
}
