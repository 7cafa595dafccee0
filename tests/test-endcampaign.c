/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-endcampaign.c: End of Campaign (4.9): the rulebook's examples (4.9.1 Grow 5 → 3,
 * 4.9.3 five Carts → three Sleds, 4.9.4 two Boats) and hand-worked positions from the
 * scenarios, each applied through the journal to check the proposed actions. */
#include "test-util.h"
#include "nevsky-types.h"

static gboolean
proposes (const CasExplain *ex, const char *action)
{
  return g_strv_contains (cas_explain_get_actions (ex), action);
}

static const CasPlowReap *
plow_of (const CasEndCampaign *r, const char *lord)
{
  int l = cas_game_find_lord (game, lord);
  for (guint i = 0; i < r->plow_and_reap->len; i++)
    if (g_array_index (r->plow_and_reap, CasPlowReap, i).lord == l)
      return &g_array_index (r->plow_and_reap, CasPlowReap, i);
  return NULL;
}

static const CasWastage *
wastage_of (const CasEndCampaign *r, const char *lord)
{
  int l = cas_game_find_lord (game, lord);
  for (guint i = 0; i < r->wastage->len; i++)
    if (g_array_index (r->wastage, CasWastage, i).lord == l)
      return &g_array_index (r->wastage, CasWastage, i);
  return NULL;
}

static char *
items_text (const CasWastage *w)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < w->items->len; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", (char *) w->items->pdata[i]);
  return g_string_free (s, FALSE);
}

static int
asset (CasJournal *j, const char *lord, CasAsset a)
{
  return CAS_LORD (cas_journal_get_table (j), cas_game_find_lord (game, lord), CAS_L_ASSETS + a);
}

static gboolean
has_step (const CasEndCampaign *r, const char *step, const char *action)
{
  for (guint i = 0; i < r->reset->len; i++)
    {
      const CasResetStep *s = &g_array_index (r->reset, CasResetStep, i);
      if (g_str_equal (s->step, step) && g_str_equal (s->action, action))
        return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* 4.9.3 example: a Lord with five Carts and no Sleds at Summer's end takes three Sleds
 * into Winter. Crusade on Novgorod, end of box 2. */
static void
test_plow_example (void)
{
  const char *const acts[] = { "box 2", "phase campaign", "assets hermann cart 5", NULL };
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_true (r->plow_box);
  g_assert_false (r->grow_box);
  g_assert_false (r->game_end);
  const CasPlowReap *p = plow_of (r, "hermann");
  g_assert_nonnull (p);
  g_assert_cmpint (p->from, ==, CAS_ASSET_CART);
  g_assert_cmpint (p->to, ==, NEVSKY_ASSET_SLED);
  g_assert_cmpint (p->before, ==, 5);
  g_assert_cmpint (p->held, ==, 0);
  g_assert_cmpint (p->after, ==, 3);
  /* Yaroslav's one default Cart (6.0, Summer) becomes one Sled. */
  g_assert_cmpint (plow_of (r, "yaroslav")->after, ==, 1);
  g_assert_true (proposes (ex, "assets hermann cart 0"));
  g_assert_true (proposes (ex, "assets hermann sled 3"));
  g_assert_true (cites (ex, "4.9.3"));
  g_assert_true (cites (ex, "4.9.5"));

  /* Then Wastage (4.9.4): 1 Provender, 1 Coin, 3 Sleds; the default takes a Sled. */
  g_assert_true (proposes (ex, "assets hermann sled -1"));
  apply (j, ex);
  g_assert_cmpint (asset (j, "hermann", CAS_ASSET_CART), ==, 0);
  g_assert_cmpint (asset (j, "hermann", NEVSKY_ASSET_SLED), ==, 2);
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), CAS_G_BOX), ==, 3);
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), CAS_G_PHASE), ==, CAS_PHASE_LEVY);
}

/* The unresolved case (calendar.md): Sleds already held are kept, only the flipped Carts
 * are halved (Castellan's reading). */
static void
test_plow_with_sleds_held (void)
{
  const char *const acts[] = { "box 10", "phase campaign", "muster hermann dorpat", "assets hermann cart 5",
                               "assets hermann sled 2", NULL };
  g_autoptr(CasJournal) j = position ("return_of_the_prince", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);
  const CasPlowReap *p = plow_of (r, "hermann");

  g_assert_nonnull (p);
  g_assert_cmpint (p->before, ==, 5);
  g_assert_cmpint (p->held, ==, 2);
  g_assert_cmpint (p->after, ==, 5);
  g_assert_true (says (ex, "Castellan’s reading"));
  apply (j, ex);
  g_assert_cmpint (asset (j, "hermann", NEVSKY_ASSET_SLED), ==, 5 - 1); /* then Wastage takes one Sled by default */
}

/* 1.7.3: the mat holds at most eight; the excess Sleds are lost. */
static void
test_plow_cap (void)
{
  const char *const acts[] = { "box 2", "phase campaign", "assets gavrilo cart 8", "assets gavrilo sled 6", NULL };
  g_autoptr(CasJournal) j = position ("pleskau_quickstart", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  /* Pleskau ends with box 2: no Plow and Reap, the game is over. */
  g_assert_true (r->game_end);
  g_assert_cmpuint (r->plow_and_reap->len, ==, 0);

  const char *const acts2[] = { "box 10", "phase campaign", "muster gavrilo pskov", "assets gavrilo cart 8",
                                "assets gavrilo sled 6", NULL };
  g_autoptr(CasJournal) j2 = position ("return_of_the_prince", acts2);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasEndCampaign) r2 = cas_endcampaign_compute (cas_journal_get_table (j2), ex2);
  const CasPlowReap *p = plow_of (r2, "gavrilo");
  g_assert_cmpint (p->after, ==, 8);
  g_assert_true (cites (ex2, "1.7.3"));
  g_assert_true (proposes (ex2, "assets gavrilo sled 8"));
}

/* End of Late Winter (box 6): Sleds flip to Carts. Watland's Early Winter set-up gave
 * everyone Sleds (6.0). */
static void
test_reap_box6 (void)
{
  const char *const acts[] = { "box 6", "phase campaign", NULL };
  g_autoptr(CasJournal) j = position ("watland", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_true (r->plow_box);
  const CasPlowReap *domash = plow_of (r, "domash");
  g_assert_cmpint (domash->from, ==, NEVSKY_ASSET_SLED);
  g_assert_cmpint (domash->to, ==, CAS_ASSET_CART);
  g_assert_cmpint (domash->before, ==, 4);
  g_assert_cmpint (domash->after, ==, 2);
  g_assert_cmpint (plow_of (r, "andreas")->after, ==, 1);
  g_assert_cmpint (plow_of (r, "vladislav")->after, ==, 1);
  g_assert_null (plow_of (r, "knud_and_abel")); /* Ships only */
  apply (j, ex);
  g_assert_cmpint (asset (j, "domash", NEVSKY_ASSET_SLED), ==, 0);
  g_assert_cmpint (CAS_GLOBAL (cas_journal_get_table (j), CAS_G_BOX), ==, 7);
}

/* 4.9.4 example: two Boats, one Provender and one card: discard a Boat, the Provender or
 * the card. Gavrilo in Crusade on Novgorod, box 1. */
static void
test_wastage_example (void)
{
  const char *const acts[] = { "phase campaign", "assets gavrilo prov 1", "assets gavrilo coin 0", "assets gavrilo cart 0",
                               "assets gavrilo boat 2", "capability r2 gavrilo", NULL };
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);
  const CasWastage *w = wastage_of (r, "gavrilo");

  g_assert_nonnull (w);
  g_autofree char *items = items_text (w);
  g_assert_cmpstr (items, ==, "prov boat r2");
  g_assert_cmpstr (w->actions->pdata[2], ==, "discard r2");
  g_assert_cmpstr (w->items->pdata[w->default_item], ==, "boat");
  g_assert_true (proposes (ex, "assets gavrilo boat -1"));
  g_assert_true (cites (ex, "4.9.4"));
  apply (j, ex);
  g_assert_cmpint (asset (j, "gavrilo", NEVSKY_ASSET_BOAT), ==, 1);
  g_assert_cmpint (asset (j, "gavrilo", CAS_ASSET_PROV), ==, 1);
}

/* Wastage for two This Lord cards alone; a Lord with one of everything escapes. */
static void
test_wastage_cards (void)
{
  const char *const acts[] = { "phase campaign", "capability t4 hermann", "capability t14 hermann", NULL };
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);
  const CasWastage *w = wastage_of (r, "hermann");

  /* Hermann: 1 Provender, 1 Coin, 1 Cart (6.0 default), T4 and T14. */
  g_assert_nonnull (w);
  g_autofree char *items = items_text (w);
  g_assert_cmpstr (items, ==, "prov coin cart t4 t14");
  g_assert_true (says (ex, "2 This Lord cards"));
  /* Yaroslav (1 Provender, 1 Cart) and Vladislav (1 Provender, 1 Cart) escape. */
  g_assert_null (wastage_of (r, "yaroslav"));
  g_assert_null (wastage_of (r, "vladislav"));
  /* Knud & Abel (2 Provender, 2 Ships) and Gavrilo (2 Provender) do not. */
  g_assert_nonnull (wastage_of (r, "knud_and_abel"));
  g_assert_nonnull (wastage_of (r, "gavrilo"));
  /* Teutons first (4.9.4). */
  g_assert_cmpint (cas_game_get_lord (game, g_array_index (r->wastage, CasWastage, 0).lord)->side, ==, 0);
}

/* 4.9.1 Grow (second edition): 5 enemy Ravaged markers go down to 3. Watland, box 8,
 * which is also its last box (4.9.2): the game ends after Grow. */
static void
test_grow_example_and_game_end (void)
{
  const char *const acts[] = { "box 8", "phase campaign", "marker vod ravaged teutonic", "marker zheltsy ravaged teutonic",
                               "marker tesovo ravaged teutonic", "marker ugaunia ravaged russian", NULL };
  g_autoptr(CasJournal) j = position ("watland", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_true (r->grow_box);
  g_assert_cmpuint (r->grow->len, ==, 2);
  const CasGrowStep *t = &g_array_index (r->grow, CasGrowStep, 0);
  const CasGrowStep *ru = &g_array_index (r->grow, CasGrowStep, 1);
  g_assert_cmpint (t->side, ==, 0);
  g_assert_cmpint (t->ravaged, ==, 1);
  g_assert_cmpint (t->keep, ==, 1);
  g_assert_cmpuint (t->remove->len, ==, 0);
  g_assert_cmpint (ru->ravaged, ==, 5);
  g_assert_cmpint (ru->keep, ==, 3);
  g_assert_cmpuint (ru->remove->len, ==, 2);
  /* Default: Strongholds first (Pskov), then by name (Dubrovno before Tesovo, Vod, Zheltsy). */
  g_assert_cmpint (g_array_index (ru->remove, int, 0), ==, cas_game_find_locale (game, "pskov"));
  g_assert_cmpint (g_array_index (ru->remove, int, 1), ==, cas_game_find_locale (game, "dubrovno"));
  g_assert_true (proposes (ex, "marker pskov ravaged none"));
  g_assert_true (proposes (ex, "marker dubrovno ravaged none"));
  g_assert_true (says (ex, "may remove others"));

  /* Game end: Izborsk 1 + Pskov 2 + three Ravaged left = 4½, short of 7: the Russians win. */
  g_assert_true (r->game_end);
  g_assert_nonnull (r->victory);
  g_assert_cmpint (r->victory->halves[0], ==, 9);
  g_assert_cmpint (r->victory->result, ==, 1);
  g_assert_cmpuint (r->plow_and_reap->len, ==, 0);
  g_assert_cmpuint (r->wastage->len, ==, 0);
  g_assert_cmpuint (r->reset->len, ==, 0);
  g_assert_true (cites (ex, "4.9.1"));
  g_assert_true (cites (ex, "4.9.2"));
  g_assert_true (cites (ex, "6.0"));
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 2);
}

/* Grow in the middle of Crusade on Novgorod (box 8): 1 → 1, 2 → 1, then play goes on;
 * no Plow and Reap at the end of Rasputitsa. */
static void
test_grow_box8_goes_on (void)
{
  const char *const acts[] = { "box 8", "phase campaign", "marker vod ravaged teutonic", "marker gdov ravaged teutonic",
                               "marker ugaunia ravaged russian", NULL };
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_false (r->game_end);
  g_assert_false (r->plow_box);
  g_assert_cmpint (g_array_index (r->grow, CasGrowStep, 0).keep, ==, 1);
  g_assert_cmpint (g_array_index (r->grow, CasGrowStep, 1).keep, ==, 1);
  g_assert_true (proposes (ex, "marker gdov ravaged none"));
  g_assert_false (proposes (ex, "marker vod ravaged none"));
  g_assert_true (has_step (r, "box", "box 9"));
  apply (j, ex);
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 0), ==, 1);
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 1), ==, 3);
}

/* Box 1 ends no Season that matters: no Grow, no Plow and Reap, only Wastage and Reset. */
static void
test_box1_nothing_seasonal (void)
{
  const char *const acts[] = { "phase campaign", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_false (r->grow_box);
  g_assert_false (r->plow_box);
  g_assert_false (r->game_end);
  g_assert_cmpuint (r->grow->len, ==, 0);
  g_assert_true (says (ex, "no Grow"));
  g_assert_true (says (ex, "no Plow and Reap"));
  g_assert_true (has_step (r, "box", "box 2"));
  g_assert_true (has_step (r, "phase", "phase levy"));
  g_assert_false (cites (ex, "4.0"));
}

/* Issue 14: the Plans are used up only when every card of both is revealed (4.2, 4.9). */
static void
test_plans_used_up (void)
{
  const char *const acts[] = { "phase campaign", "plan teutonic hermann,hermann,yaroslav,knud_and_abel,pass,hermann",
                               "plan russian gavrilo,pass,gavrilo,vladislav,pass,gavrilo", "reveal teutonic 1", NULL };
  g_autoptr(CasJournal) j = position ("pleskau", acts);

  g_assert_cmpint (cas_endcampaign_face_down (cas_journal_get_table (j), 0), ==, 5);
  g_assert_false (cas_endcampaign_plans_used_up (cas_journal_get_table (j)));
  g_assert_true (cas_journal_do (j, "reveal teutonic 6", NULL));
  g_assert_false (cas_endcampaign_plans_used_up (cas_journal_get_table (j)));
  g_assert_true (cas_journal_do (j, "reveal russian 6", NULL));
  g_assert_true (cas_endcampaign_plans_used_up (cas_journal_get_table (j)));
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);
    g_assert_true (says (ex, "The Plan of the Teutons is used up"));
    g_assert_true (says (ex, "The Plan of the Russians is used up"));
    g_assert_false (says (ex, "face down"));
  }
  /* No Plan on the table: nothing left to reveal. */
  g_assert_true (cas_journal_do (j, "plan teutonic none", NULL));
  g_assert_true (cas_journal_do (j, "plan russian none", NULL));
  g_assert_true (cas_endcampaign_plans_used_up (cas_journal_get_table (j)));
}

/* Reset (4.9.5): Lieutenants unstacked, Serfs back to Smerdi, This Campaign Events back,
 * used Plans cleared. */
static void
test_reset_pieces (void)
{
  const char *const acts[] = { "phase campaign", "move yaroslav dorpat", "lieutenant hermann yaroslav",
                               "forces gavrilo serfs 2", "routed gavrilo serfs 1", "card t16 this_campaign",
                               "plan teutonic hermann,hermann,yaroslav,knud_and_abel,pass,hermann", NULL };
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_true (has_step (r, "unstack", "lieutenant hermann none"));
  g_assert_true (has_step (r, "serfs", "forces gavrilo serfs 0"));
  g_assert_true (has_step (r, "serfs", "routed gavrilo serfs 0"));
  g_assert_true (has_step (r, "this_campaign", "card t16 deck"));
  g_assert_true (has_step (r, "plan", "plan teutonic none"));
  g_assert_false (has_step (r, "plan", "plan russian none"));
  /* Issue 14: six cards still face down is no used-up Plan (4.2, 4.9). */
  g_assert_true (says (ex, "The Plan of the Teutons still has 6 cards face down"));
  g_assert_false (says (ex, "The Plan of the Teutons is used up"));
  g_assert_false (cas_endcampaign_plans_used_up (cas_journal_get_table (j)));
  g_assert_cmpint (cas_endcampaign_face_down (cas_journal_get_table (j), 0), ==, 6);
  g_assert_cmpint (cas_endcampaign_face_down (cas_journal_get_table (j), 1), ==, 0);
  g_assert_true (cites (ex, "4.1.3"));
  g_assert_true (cites (ex, "3.1.3"));
  apply (j, ex);
  const CasTable *t = cas_journal_get_table (j);
  g_assert_cmpint (CAS_LORD (t, cas_game_find_lord (game, "yaroslav"), CAS_L_LIEUTENANT), ==, -1);
  g_assert_cmpint (CAS_LORD (t, cas_game_find_lord (game, "gavrilo"), CAS_L_FORCES + CAS_FORCE_SERFS), ==, 0);
  g_assert_cmpint (CAS_CARD (t, cas_game_find_card (game, "t16"), CAS_K_STATE), ==, CAS_CARD_DECK);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PLAN_0), ==, CAS_PLAN_EMPTY);
  /* The audit finds nothing left over. */
  g_autoptr(CasExplain) aex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (t, aex);
  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 0);
}

/* A Lord whose only Forces were Serfs Disbands when they leave (1.6). */
static void
test_reset_serfs_only (void)
{
  const char *const acts[] = { "phase campaign", "forces vladislav sergeants 0", "forces vladislav light_horse 0",
                               "forces vladislav men_at_arms 0", "forces vladislav serfs 3", NULL };
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_true (has_step (r, "disband", "disband vladislav"));
  g_assert_true (cites (ex, "1.6"));
  apply (j, ex);
  const CasTable *t = cas_journal_get_table (j);
  int v = cas_game_find_lord (game, "vladislav");
  g_assert_cmpint (CAS_LORD (t, v, CAS_L_STATE), ==, CAS_LORD_CALENDAR);
  /* Disbanded in the Campaign of box 1: Service 3 boxes right of the next box (3.3.2). */
  g_assert_cmpint (CAS_LORD (t, v, CAS_L_BOX), ==, 2 + cas_game_get_lord (game, v)->service);
}

/* Entering box 5 (the year's first Late Winter): Crusade is discarded and the Summer
 * Crusaders Disband (4.9.5, 3.4.2). */
static void
test_reset_crusade (void)
{
  const char *const acts[] = { "box 4", "phase campaign", "capability t11", "muster rudolf wenden",
                               "vassal rudolf summer_crusaders muster", NULL };
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", acts);
  int rudolf = cas_game_find_lord (game, "rudolf");
  g_assert_cmpint (CAS_LORD (cas_journal_get_table (j), rudolf, CAS_L_FORCES + CAS_FORCE_KNIGHTS), ==, 3);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_true (has_step (r, "crusade", "discard t11"));
  g_assert_true (has_step (r, "box", "box 5"));
  g_assert_true (cites (ex, "3.4.2"));
  apply (j, ex);
  g_assert_cmpint (CAS_LORD (cas_journal_get_table (j), rudolf, CAS_L_FORCES + CAS_FORCE_KNIGHTS), ==, 1);

  /* Box 3 → 4 stays in Early Winter: nothing to discard. */
  const char *const acts2[] = { "box 3", "phase campaign", "capability t11", NULL };
  g_autoptr(CasJournal) j2 = position ("crusade_on_novgorod", acts2);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasEndCampaign) r2 = cas_endcampaign_compute (cas_journal_get_table (j2), ex2);
  g_assert_false (proposes (ex2, "discard t11"));
}

/* Box 12 → 13 in Return of the Prince: the year's first Late Winter again, but without
 * Crusade there is nothing to discard. */
static void
test_reset_box12_without_crusade (void)
{
  const char *const acts[] = { "box 12", "phase campaign", NULL };
  g_autoptr(CasJournal) j = position ("return_of_the_prince", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_true (says (ex, "Crusade is not in play"));
  g_assert_true (has_step (r, "box", "box 13"));
  g_assert_false (r->plow_box);
}

/* Asked during the Levy: worked out as if the Campaign had ended, with a note. */
static void
test_levy_note (void)
{
  g_autoptr(CasJournal) j = start ("peipus");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);

  g_assert_true (cites (ex, "4.0"));
  g_assert_false (r->plow_box);  /* box 13 is Late Winter's first box */
  g_assert_true (has_step (r, "box", "box 14"));
  /* Aleksandr, Andrey and Domash have Sleds from their "any" allotment (6.0, Winter):
   * Wastage for Domash (4 Sleds, 4 Provender). */
  g_assert_nonnull (wastage_of (r, "domash"));
}

/* Peipus box 14 → Sleds to Carts; box 16 → Grow, then the game ends. */
static void
test_peipus_last_turns (void)
{
  const char *const acts[] = { "box 14", "phase campaign", NULL };
  g_autoptr(CasJournal) j = position ("peipus", acts);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (cas_journal_get_table (j), ex);
  g_assert_true (r->plow_box);
  g_assert_cmpint (plow_of (r, "domash")->after, ==, 2);
  apply (j, ex);
  g_assert_cmpint (asset (j, "domash", CAS_ASSET_CART), ==, 2);

  g_assert_true (cas_journal_do (j, "box 16", NULL));
  g_assert_true (cas_journal_do (j, "phase campaign", NULL));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasEndCampaign) r2 = cas_endcampaign_compute (cas_journal_get_table (j), ex2);
  /* Six Teutonic Ravaged markers in Rus → 3; Teutons 6 - 1½ = 4½ against the Russians' 5. */
  g_assert_true (r2->game_end);
  g_assert_cmpint (g_array_index (r2->grow, CasGrowStep, 1).keep, ==, 3);
  g_assert_cmpint (r2->victory->halves[0], ==, 9);
  g_assert_cmpint (r2->victory->halves[1], ==, 10);
  g_assert_cmpint (r2->victory->result, ==, 1);
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);

  g_test_add_func ("/endcampaign/4.9.3/example-five-carts", test_plow_example);
  g_test_add_func ("/endcampaign/4.9.3/sleds-held", test_plow_with_sleds_held);
  g_test_add_func ("/endcampaign/4.9.3/cap", test_plow_cap);
  g_test_add_func ("/endcampaign/4.9.3/box6-sleds-to-carts", test_reap_box6);
  g_test_add_func ("/endcampaign/4.9.4/example-two-boats", test_wastage_example);
  g_test_add_func ("/endcampaign/4.9.4/cards", test_wastage_cards);
  g_test_add_func ("/endcampaign/4.9.1/example-five-to-three", test_grow_example_and_game_end);
  g_test_add_func ("/endcampaign/4.9.1/box8-goes-on", test_grow_box8_goes_on);
  g_test_add_func ("/endcampaign/box1", test_box1_nothing_seasonal);
  g_test_add_func ("/endcampaign/4.9.5/pieces", test_reset_pieces);
  g_test_add_func ("/endcampaign/4.9.5/serfs-only", test_reset_serfs_only);
  g_test_add_func ("/endcampaign/4.9.5/crusade", test_reset_crusade);
  g_test_add_func ("/endcampaign/4.9.5/box12", test_reset_box12_without_crusade);
  g_test_add_func ("/endcampaign/levy-note", test_levy_note);
  g_test_add_func ("/endcampaign/peipus", test_peipus_last_turns);
  g_test_add_func ("/endcampaign/plans-used-up", test_plans_used_up);
  return test_util_run ();
}
