/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-levy-state.c (inferno-levy, issue 17): what the table keeps of the Levy in
 * progress (rules-decisions I156-I159): the Levy actions each Lord spent (3.4: one point of
 * Lordship each), the Lords who arrived in this Muster (3.4.1: no Levy actions until a
 * Call to Arms' extra Muster, 3.5.4), and the War Events drawn this Levy (3.1.3: drawing
 * one lets the side declare Call to Arms, 3.5). Each case is worked by hand from scenario
 * B's first Levy (box 4): Firenze's Podestà (Lordship 3) at Firenze, Arezzo's (Lordship 2)
 * at Arezzo, Colle's Podestà Ready in box 4. Before the change none of it existed (the
 * actions failed to parse, the Levy used each Lord's whole Lordship). */
#include "test-util.h"

#include <string.h>

#include "cas-audit.h"
#include "cas-endcampaign.h"
#include "cas-levy.h"

static const char *
name (const char *lord)
{
  return cas_game_get_lord (game, L (lord))->name;
}

static gboolean
levied_by (const CasLevyResult *r, const char *lord, const char *by)
{
  const CasLevyReady *rl = cas_levy_result_find_ready (r, L (lord));
  g_assert_nonnull (rl);
  for (guint i = 0; i < rl->levied_by->len; i++)
    if (g_array_index (rl->levied_by, int, i) == L (by))
      return TRUE;
  return FALSE;
}

/* Says "LORD'S NAME" followed by `rest`. */
static gboolean
says_of (const CasExplain *ex, const char *lord, const char *rest)
{
  g_autofree char *s = g_strconcat (name (lord), rest, NULL);
  return says (ex, s);
}

static gboolean
proposes_reset (CasJournal *j, const char *action)
{
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) e = cas_endcampaign_compute (T (j), ex);
  for (guint i = 0; i < e->reset->len; i++)
    if (g_strcmp0 (g_array_index (e->reset, CasResetStep, i).action, action) == 0)
      return says (ex, "cleared before the next Levy") && cites (ex, "4.9.6");
  return FALSE;
}

static void
fails (CasJournal *j, const char *text, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_assert_false (cas_journal_do (j, text, &error));
  g_assert_nonnull (error);
  g_test_message ("%s: %s", text, error->message);
  g_assert_nonnull (strstr (error->message, part));
}

/* The cells: one per Lord in lords.json's order, then the arrivals, then the War Events,
 * which are exactly the cards flagged War (data.md: F25, F26, S25, S26). */
static void
test_cells (void)
{
  int n = 0;
  const CasGameCell *cells = cas_game_get_cells (game, &n);
  g_assert_cmpint (n, <=, CAS_MAX_GAME_CELLS);
  int first = -1, wars = 0;
  for (int i = 0; i < n; i++)
    if (first < 0 && g_str_has_prefix (cells[i].name, "levy_spent."))
      first = i;
  g_assert_cmpint (first, >=, 0);
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      g_autofree char *want = g_strdup_printf ("levy_spent.%s", cas_game_get_lord (game, (int) l)->id);
      g_assert_cmpstr (cells[first + (int) l].name, ==, want);
      g_assert_true (cells[first + (int) l].omit_initial);
    }
  g_assert_cmpstr (cells[first + (int) cas_game_get_n_lords (game)].name, ==, "levy_arrived");
  for (guint k = 0; k < cas_game_get_n_cards (game); k++)
    {
      const CasCard *card = cas_game_get_card (game, (int) k);
      if (!card->war)
        continue;
      g_autofree char *want = g_strdup_printf ("war_drawn.%s", card->id);
      gboolean found = FALSE;
      for (int i = 0; i < n; i++)
        found |= g_strcmp0 (cells[i].name, want) == 0;
      g_assert_true (found);
      wars++;
    }
  g_assert_cmpint (wars, ==, 4);
}

/* 3.4: each Levy action spends one point of Lordship. Firenze (3) spends 2: 1 left, and
 * he may still roll for Colle (1 action a roll); Arezzo (2) spends 2: none left, so he
 * is no longer among those who may Levy Colle. In the Campaign the counts are the last
 * Levy's and count for nothing; the Reset clears them (4.9.6). */
static void
test_spent (void)
{
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) before = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (before), "levy_spent"));
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex);
    g_assert_true (says (ex, "the table records them (levy LORD spent +1, levy LORD arrived yes)"));
    g_assert_false (says (ex, "does not track"));
    g_assert_true (levied_by (r, "colle", "arezzo"));
    g_assert_cmpint (cas_levy_result_find_lordship (r, L ("firenze"))->spent, ==, 0);
  }

  g_autoptr(CasAction) a = cas_action_parse (game, "levy  firenze spent +2", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "levy firenze spent +2");
  ok (j, "levy firenze spent +2");
  ok (j, "levy arezzo spent 2");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex);
    const CasLevyLordship *f = cas_levy_result_find_lordship (r, L ("firenze"));
    const CasLevyLordship *ar = cas_levy_result_find_lordship (r, L ("arezzo"));
    g_assert_cmpint (f->lordship, ==, 3);
    g_assert_cmpint (f->spent, ==, 2);
    g_assert_true (f->can_levy);
    g_assert_true (says_of (ex, "firenze", " has spent 2 of them this Muster: 1 left"));
    g_assert_cmpint (ar->spent, ==, 2);
    g_assert_false (ar->can_levy);
    g_assert_true (ar->able);
    g_assert_cmpuint (ar->items->len, ==, 0);
    g_assert_true (says_of (ex, "arezzo", " has spent all 2 of his Levy actions this Muster: none left"));
    g_assert_true (levied_by (r, "colle", "firenze"));
    g_assert_false (levied_by (r, "colle", "arezzo"));
    assert_cites (ex, "3.4");
  }

  /* Saved only while set; a save without them (an older one) reads as none spent. */
  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonObject *s = json_object_get_object_member (json_node_get_object (node), "levy_spent");
  g_assert_nonnull (s);
  g_assert_cmpint (json_object_get_int_member (s, "firenze"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (s, "arezzo"), ==, 2);
  g_assert_false (json_object_has_member (s, "siena"));
  g_autoptr(CasTable) copy = cas_table_new (game);
  g_assert_true (cas_table_from_json (copy, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (copy, T (j)));
  g_assert_true (cas_table_from_json (copy, before, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cas_lc_rules (game)->levy->actions_spent (copy, L ("firenze")), ==, 0);

  /* The audit: more than his Lordship (the table did it; flagged, not refused). */
  ok (j, "levy arezzo spent +1");
  {
    g_autoptr(CasExplain) ax = cas_explain_new ();
    g_autoptr(CasAudit) audit = cas_audit_run (T (j), ax);
    g_assert_true (says_of (ax, "arezzo", " is recorded with 3 Levy actions spent this Muster, more than his Lordship of 2"));
    assert_actions (ax, (const char *const[]) { "levy arezzo spent 2", NULL });
  }
  g_assert_true (cas_journal_undo (j));
  fails (j, "levy arezzo spent -3", "Levy actions spent");
  fails (j, "levy santa_fiora spent 1", "not on the map");

  /* The Campaign: the last Levy's, counted as none; the Reset clears them. */
  ok (j, "phase campaign");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex);
    g_assert_cmpint (cas_levy_result_find_lordship (r, L ("arezzo"))->spent, ==, 0);
    g_assert_true (says (ex, "until the End of Campaign’s Reset clears them"));
  }
  g_assert_true (proposes_reset (j, "levy clear"));
  ok (j, "levy clear");
  g_autoptr(JsonNode) cleared = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (cleared), "levy_spent"));
}

/* 3.4.1: a Lord Levied in this Muster takes no Levy actions in it; 3.5.4: the extra Muster
 * of a Call to Arms is a segment of its own, so he may be its Lord. Leaving the map (3.3.1)
 * takes the mark with his mat. */
static void
test_arrived (void)
{
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  ok (j, "muster colle colle");
  ok (j, "levy colle arrived yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex);
  const CasLevyLordship *c = cas_levy_result_find_lordship (r, L ("colle"));
  g_assert_true (c->arrived);
  g_assert_false (c->can_levy);
  g_assert_true (c->able);
  g_assert_true (says_of (ex, "colle", " arrived on the map in this Muster: he takes no Levy actions until a Call to Arms gives him an extra Muster"));
  assert_cites (ex, "3.4.1,3.5.4");
  JsonNode *keep = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  cas_lc_rules (game)->levy->json (T (j), r, b);
  json_builder_end_object (b);
  keep = json_builder_get_root (b);
  JsonObject *guelph = json_object_get_object_member (json_object_get_object_member (json_node_get_object (keep), "cta"), "guelph");
  JsonArray *extra = json_object_get_array_member (guelph, "extra_muster");
  gboolean colle = FALSE;
  for (guint i = 0; i < json_array_get_length (extra); i++)
    colle |= g_strcmp0 (json_array_get_string_element (extra, i), "colle") == 0;
  g_assert_true (colle);
  json_node_unref (keep);

  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonArray *arr = json_object_get_array_member (json_node_get_object (node), "levy_arrived");
  g_assert_nonnull (arr);
  g_assert_cmpuint (json_array_get_length (arr), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (arr, 0), ==, "colle");

  ok (j, "disband colle");
  g_autoptr(JsonNode) after = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (after), "levy_arrived"));
  fails (j, "levy colle arrived yes", "not on the map");
}

/* 3.1.3, 3.5: the Guelphs drew F25 VAL D'ORCIA this Levy: they may declare; the
 * Ghibellines did not draw one. The Reset clears it (4.9.6). Only a War Event. */
static void
test_war (void)
{
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  g_autoptr(GError) error = NULL;
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex);
    g_assert_true (says (ex, "record the draw with war CARD yes"));
    g_assert_false (says (ex, "drew the War Event"));
  }
  ok (j, "war f25 yes");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex);
  const CasCard *f25 = cas_game_get_card (game, cas_game_find_card (game, "f25"));
  g_autofree char *line = g_strdup_printf ("The Guelphs drew the War Event %s (f25) this Levy: they may declare Call to Arms", f25->event_name);
  g_assert_true (says (ex, line));
  g_assert_true (says (ex, "record it with cta guelph yes"));
  g_assert_true (says (ex, "A War Event the Ghibellines draw this Levy also lets them declare"));
  assert_cites (ex, "3.5,3.1.3");
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  cas_lc_rules (game)->levy->json (T (j), r, b);
  json_builder_end_object (b);
  g_autoptr(JsonNode) keep = json_builder_get_root (b);
  JsonObject *cta = json_object_get_object_member (json_node_get_object (keep), "cta");
  JsonArray *drawn = json_object_get_array_member (json_object_get_object_member (cta, "guelph"), "war_drawn");
  g_assert_nonnull (drawn);
  g_assert_cmpstr (json_array_get_string_element (drawn, 0), ==, "f25");
  g_assert_false (json_object_has_member (json_object_get_object_member (cta, "ghibelline"), "war_drawn"));

  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonObject *w = json_object_get_object_member (json_node_get_object (node), "war_drawn");
  g_assert_nonnull (w);
  g_assert_cmpint (json_object_get_int_member (w, "f25"), ==, 1);

  g_assert_null (cas_action_parse (game, "war f23 yes", &error));
  g_assert_nonnull (strstr (error->message, "War Event"));
  g_clear_error (&error);

  ok (j, "phase campaign");
  g_assert_true (proposes_reset (j, "war f25 no"));
  {
    g_autoptr(CasExplain) ex2 = cas_explain_new ();
    g_autoptr(CasLevyResult) r2 = cas_levy_compute (T (j), ex2);
    g_assert_false (says (ex2, "drew the War Event"));
  }
}

/* 1.3.1 (I160): Inferno's Allegiance markers under their own word: `marker LOCALE
 * allegiance N` sets the same cell as `conquered`, whose canonical text it keeps; the log
 * names them Allegiance markers. */
static void
test_marker_allegiance (void)
{
  g_autoptr(CasJournal) j = start ("in_far_vendetta");
  g_autoptr(GError) error = NULL;
  int volterra = cas_game_find_locale (game, "volterra");
  g_autoptr(CasAction) a = cas_action_parse (game, "marker volterra allegiance +1", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "marker volterra conquered +1");
  g_autofree char *said = cas_action_describe (a, T (j));
  g_assert_cmpstr (said, ==, "Volterra: 3 Allegiance markers");
  ok (j, "marker volterra allegiance 1");
  g_assert_cmpint (CAS_LOCALE (T (j), volterra, CAS_C_CONQUERED), ==, 1);
  ok (j, "marker volterra conquered 2"); /* the kept word */
  g_assert_cmpint (CAS_LOCALE (T (j), volterra, CAS_C_CONQUERED), ==, 2);
  g_assert_null (cas_action_parse (game, "marker volterra allegiance 10", &error));
  g_clear_error (&error);
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");
  g_test_add_func ("/inferno/levy-state/cells", test_cells);
  g_test_add_func ("/inferno/levy-state/spent", test_spent);
  g_test_add_func ("/inferno/levy-state/arrived", test_arrived);
  g_test_add_func ("/inferno/levy-state/war", test_war);
  g_test_add_func ("/inferno/marker/allegiance", test_marker_allegiance);
  return test_util_run ();
}
