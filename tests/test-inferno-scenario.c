/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-scenario.c (scen, issue 17): the special rules of Inferno's scenarios (6.0)
 * where a calculator's answer changes: A's first draws and B's cards assigned first (3.1,
 * 3.1.2), E's extra Muster (3.4; I162), C's Grosseto Surrendering at once (4.5.1; I163) and
 * C's dashed line in March and the audit (1.3.1; I164, I165). Hand-worked from the
 * rulebook's 6.0 and the data (Grosseto a Town of Value 2; Lucca's and Arezzo's Lordship 2;
 * Monteriggioni printed Ghibelline, Colle printed Guelph). The game of test-util.c is
 * Inferno. */
#include "test-util.h"

#include <string.h>

#include "cas-audit.h"
#include "cas-laden.h"
#include "cas-levy.h"

static gboolean
has_note (const CasLevyResult *r, const char *part)
{
  for (guint i = 0; i < r->notes->len; i++)
    if (strstr (g_ptr_array_index (r->notes, i), part))
      return TRUE;
  return FALSE;
}

/* 6.0 C: Grosseto with 2 Siege markers and nobody inside Surrenders at once: no roll, so
 * its 2 dice (its Value) are each 1-6 (before: each 1-2, 4 in 36); with 1 marker the roll
 * stands (each 1-1) and the line says when it would; another Stronghold (Montemassi, a
 * Castle of Value 1) at 2 markers still rolls (1 die, 1-2). */
static void
test_grosseto (void)
{
  g_autoptr(CasJournal) j = position_after ("santafior_oscura", "move giordano grosseto", "marker grosseto siege 2", NULL);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "giordano", ex);
    g_assert_true (r->siege.allowed);
    g_assert_true (r->surrender_at_once);
    g_assert_cmpint (r->surrender_dice, ==, 2);
    g_assert_cmpint (r->surrender_max, ==, 6);
    g_assert_cmpint (r->revolt_rolls, ==, 2);
    g_assert_true (says (ex, "Surrenders at once"));
    assert_cites (ex, "4.5.1,6.0");
  }
  ok (j, "marker grosseto siege 1");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "giordano", ex);
    g_assert_false (r->surrender_at_once);
    g_assert_cmpint (r->surrender_max, ==, 1);
    g_assert_true (says (ex, "with 2 Siege markers and nobody inside, Grosseto Surrenders at once"));
  }
  ok (j, "move giordano montemassi");
  ok (j, "marker montemassi siege 2");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "giordano", ex);
    g_assert_false (r->surrender_at_once);
    g_assert_cmpint (r->surrender_dice, ==, 1);
    g_assert_cmpint (r->surrender_max, ==, 2);
    g_assert_false (says (ex, "at once"));
  }
  /* The same Siege in another scenario rolls. */
  g_autoptr(CasJournal) b = position_after ("in_far_vendetta", "move siena grosseto", "marker grosseto conquered 2",
                                            "marker grosseto siege 2", NULL);
  g_autoptr(CasCommandsResult) rb = commands (b, "siena", NULL);
  g_assert_false (rb->surrender_at_once);
  g_assert_cmpint (rb->surrender_max, ==, 2);
}

static gboolean
forbidden (CasJournal *j, const char *lord, const char *to, CasExplain *ex)
{
  int l = L (lord);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasLadenResult) r = cas_laden (T (j), &l, 1, cas_game_find_locale (game, to), ex, &error);
  g_assert_no_error (error);
  return r->forbidden;
}

static gboolean
audit_says (CasJournal *j, const char *part)
{
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) a = cas_audit_run (T (j), ex);
  return says (ex, part);
}

/* 6.0 C, 1.3.1: Giordano may March Siena -> Monteriggioni (both printed Ghibelline), not
 * Monteriggioni -> Colle (printed Guelph) while the Guelphs have placed no Siege or Ravaged
 * marker; flagged, not refused. A Guelph Ravaged marker (purple, at a Ghibelline-printed
 * Locale: Montemassi) or Siege markers at a Stronghold the Ghibellines hold (Poggio
 * Bonizio) open the line (I164). The audit flags a Ghibelline Lord already across (I165). */
static void
test_dashed_line (void)
{
  g_autoptr(CasJournal) j = position_after ("santafior_oscura", "move giordano monteriggioni", NULL);
  g_assert_false (forbidden (j, "giordano", "siena", NULL));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_assert_true (forbidden (j, "giordano", "colle", ex));
  assert_cites (ex, "1.3.1,6.0");
  g_assert_true (says (ex, "dashed line"));
  /* The Guelph Lord may cross: the rule is the Ghibellines'. */
  g_assert_false (forbidden (j, "colle", "monteriggioni", NULL));
  g_assert_false (audit_says (j, "dashed line"));

  ok (j, "move giordano colle");
  g_assert_true (audit_says (j, "across the dashed line"));
  ok (j, "marker montemassi ravaged guelph");
  g_assert_false (audit_says (j, "across the dashed line"));
  ok (j, "marker montemassi ravaged none");
  ok (j, "marker poggio_bonizio siege 1");
  g_assert_false (audit_says (j, "across the dashed line"));
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_assert_false (forbidden (j, "giordano", "monteriggioni", ex2));
  g_assert_true (says (ex2, "may cross the dashed line"));

  /* No such rule in B. */
  g_autoptr(CasJournal) b = position_after ("in_far_vendetta", "move siena monteriggioni", NULL);
  g_assert_false (forbidden (b, "siena", "colle", NULL));
}

/* 6.0 E: in the first Levy (box 12) Lucca and Arezzo each take an extra Muster: their
 * Lordship, 2 Levy actions each, of their own (3.4; I162); not in box 13. */
static void
test_resistance (void)
{
  g_autoptr(CasJournal) j = start ("lasciate_ogne_speranza");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) r = cas_levy_compute (T (j), ex);
  g_assert_true (has_note (r, "Resistance: before this first Levy Lucca Podestà takes an extra Muster of his own: 2 more Levy actions"));
  g_assert_true (has_note (r, "Resistance: before this first Levy Arezzo Podestà takes an extra Muster of his own: 2 more Levy actions"));
  assert_cites (ex, "3.4,6.0");
  ok (j, "box 13");
  g_autoptr(CasLevyResult) r13 = cas_levy_compute (T (j), NULL);
  g_assert_false (has_note (r13, "Resistance"));
}

/* 6.0 A: the first Levy draws one Capability, then one Event (3.1); 6.0 B: the Ghibellines
 * give S18, S19, S20 to their Lords first, then draw two (3.1.2); one given, two are left. */
static void
test_first_draws (void)
{
  g_autoptr(CasJournal) a = start ("dolenti_note");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLevyResult) ra = cas_levy_compute (T (a), ex);
  g_assert_true (has_note (ra, "one Capability, then one Event"));
  assert_cites (ex, "3.1,6.0");
  ok (a, "box 2");
  g_autoptr(CasLevyResult) ra2 = cas_levy_compute (T (a), NULL);
  g_assert_false (has_note (ra2, "one Capability, then one Event"));

  g_autoptr(CasJournal) b = start ("in_far_vendetta");
  g_autoptr(CasLevyResult) rb = cas_levy_compute (T (b), NULL);
  g_assert_true (has_note (rb, "give their Lords S18 La Cavallata, S19 Gualdana, S20 Masnadieri"));
  ok (b, "capability s18 siena");
  g_autoptr(CasLevyResult) rb2 = cas_levy_compute (T (b), NULL);
  g_assert_true (has_note (rb2, "give their Lords S19 Gualdana, S20 Masnadieri"));
  ok (b, "capability s19 siena");
  ok (b, "capability s20 provenzano");
  g_autoptr(CasLevyResult) rb3 = cas_levy_compute (T (b), NULL);
  g_assert_false (has_note (rb3, "Reprisal War"));
}

int
main (int argc, char **argv)
{
  test_util_init_game (&argc, &argv, "inferno");
  g_test_add_func ("/inferno-scenario/grosseto", test_grosseto);
  g_test_add_func ("/inferno-scenario/dashed-line", test_dashed_line);
  g_test_add_func ("/inferno-scenario/resistance", test_resistance);
  g_test_add_func ("/inferno-scenario/first-draws", test_first_draws);
  return test_util_run ();
}
