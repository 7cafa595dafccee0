/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-audit.c: every freshly set-up scenario is clean, and each audit rule fires on a
 * position that breaks it, names its section, and its fix clears it. Positions are made
 * with actions; the few states no action can produce are written into the table. */
#include "test-util.h"

#include <string.h>

static const CasAuditProblem *
find (const CasAudit *audit, const char *rule, const char *part)
{
  for (guint i = 0; i < cas_audit_get_n_problems (audit); i++)
    {
      const CasAuditProblem *p = cas_audit_get_problem (audit, i);
      if (g_str_equal (p->rule, rule) && strstr (p->message, part))
        return p;
    }
  return NULL;
}

/* The problem is there with its rule, message and fix; the explanation cites the rule
 * and proposes the fix; applying the fix makes it go. Works on a table so that the
 * states no action can make are testable alike. */
static void
check_table (CasTable *t, const char *rule, const char *part, const char *fix)
{
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (t, ex);
  const CasAuditProblem *p = find (audit, rule, part);

  if (p == NULL)
    {
      for (guint i = 0; i < cas_audit_get_n_problems (audit); i++)
        g_printerr ("  found [%s] %s\n", cas_audit_get_problem (audit, i)->rule, cas_audit_get_problem (audit, i)->message);
      g_error ("no [%s] problem saying “%s”", rule, part);
    }
  g_assert_cmpstr (p->fix, ==, fix);
  g_auto(GStrv) sections = g_strsplit (rule, ",", -1);
  g_assert_true (cites (ex, sections[0]));
  if (fix == NULL)
    return;
  g_assert_true (g_strv_contains (cas_explain_get_actions (ex), fix));

  g_autoptr(GError) error = NULL;
  g_autoptr(CasAction) a = cas_action_parse (game, fix, &error);
  g_assert_no_error (error);
  cas_action_apply (a, t, &error);
  g_assert_no_error (error);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasAudit) after = cas_audit_run (t, ex2);
  g_assert_null (find (after, rule, part));
}

static void
check (const char *scenario, const char *const *actions, const char *rule, const char *part, const char *fix)
{
  g_autoptr(CasJournal) j = position (scenario, actions);
  g_autoptr(CasTable) t = cas_table_copy (cas_journal_get_table (j));
  check_table (t, rule, part, fix);
}

#define ACTS(...) ((const char *const[]) { __VA_ARGS__, NULL })

/* ------------------------------------------------------------------------ */

static void
test_fresh (gconstpointer data)
{
  g_autoptr(CasJournal) j = position (data, NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (j), ex);

  for (guint i = 0; i < cas_audit_get_n_problems (audit); i++)
    g_printerr ("  [%s] %s\n", cas_audit_get_problem (audit, i)->rule, cas_audit_get_problem (audit, i)->message);
  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 0);
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 0);
  g_assert_true (cites (ex, "1.7.3"));
  g_assert_true (cites (ex, "4.3.4"));
}

/* 1.7.3 */
static void
test_asset_cap (void)
{
  check ("pleskau", ACTS ("assets hermann prov 9"), "1.7.3", "Hermann has 9 prov", "assets hermann prov 8");
  check ("pleskau", ACTS ("assets gavrilo boat 12"), "1.7.3", "12 boat", "assets gavrilo boat 8");
}

/* 1.6: no Forces; Routed units still count as on the mat. */
static void
test_no_forces (void)
{
  check ("pleskau",
         ACTS ("forces hermann knights 0", "forces hermann sergeants 0", "forces hermann men_at_arms 0", "forces hermann militia 0"),
         "1.6,3.3.2", "Hermann is Mustered with no Forces", "disband hermann");

  g_autoptr(CasJournal) j = position ("pleskau", ACTS ("forces hermann knights 0", "forces hermann sergeants 0",
                                                       "forces hermann men_at_arms 0", "forces hermann militia 0",
                                                       "routed hermann knights 1"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (j), ex);
  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 0);
}

/* 3.4.4: never two of a name, at most two This Lord cards, and only eligible Lords. */
static void
test_this_lord_same_name (void)
{
  check ("pleskau", ACTS ("capability t4 hermann", "capability t5 hermann"), "3.4.4,1.9.1", "two Balistarii", "discard t5");
}

static void
test_this_lord_too_many (void)
{
  check ("pleskau", ACTS ("capability t2 hermann", "capability t3 hermann", "capability t4 hermann"), "3.4.4,1.5.2",
         "Hermann has 3 This Lord Capabilities", "discard t4");
}

static void
test_this_lord_not_eligible (void)
{
  /* Warrior Monks (T7) shows only Andreas and Rudolf. */
  check ("pleskau", ACTS ("capability t7 hermann"), "3.4.4,1.9.1", "Hermann may not hold t7", "discard t7");
}

static void
test_side_card_at_mat (void)
{
  /* No action puts a side-wide Capability at a mat; write it into the table. */
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(CasTable) t = cas_table_copy (cas_journal_get_table (j));
  int t1 = cas_game_find_card (game, "t1");
  CAS_CARD (t, t1, CAS_K_STATE) = CAS_CARD_LORD;
  CAS_CARD (t, t1, CAS_K_LORD) = cas_game_find_lord (game, "hermann");
  check_table (t, "3.4.4,1.9.1", "not a This Lord Capability", "discard t1");
}

/* 3.3.2: a card at the mat of a Lord who is not on the map (no action leaves one). */
static void
test_card_off_map_lord (void)
{
  g_autoptr(CasJournal) j = start ("pleskau");
  g_autoptr(CasTable) t = cas_table_copy (cas_journal_get_table (j));
  int t3 = cas_game_find_card (game, "t3");
  CAS_CARD (t, t3, CAS_K_STATE) = CAS_CARD_LORD;
  CAS_CARD (t, t3, CAS_K_LORD) = cas_game_find_lord (game, "rudolf");
  check_table (t, "3.3.2,3.3.1", "Rudolf von Kassel is not on the map", "discard t3");
}

/* 4.3.4: opposing Lords outside a Stronghold; a Withdrawal (Siege marker) settles it. */
static void
test_opposing_lords (void)
{
  check ("pleskau", ACTS ("move hermann pskov"), "4.3.4", "Lords of both sides are at Pskov", NULL);
  check ("pleskau", ACTS ("move hermann sorot_river", "move gavrilo sorot_river"), "4.3.4", "Sorot", NULL);
  g_autoptr(CasJournal) j = position ("pleskau", ACTS ("move hermann pskov", "marker pskov siege 1"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (j), ex);
  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 0);
}

/* 4.3.5: Siege markers need Besiegers; Besiegers alone at an enemy Stronghold Besiege it. */
static void
test_siege_without_besiegers (void)
{
  check ("pleskau", ACTS ("marker pskov siege 2"), "4.3.5", "no Lord of the Teutons Besieges", "marker pskov siege 0");
}

static void
test_besiegers_without_marker (void)
{
  check ("pleskau", ACTS ("move hermann izborsk"), "4.3.5", "a Siege begins", "marker izborsk siege 1");
  /* The owner's Lords alone at their own Stronghold Conquered by the enemy Besiege it too. */
  check ("watland", ACTS ("move domash izborsk"), "4.3.5", "Izborsk, a Stronghold the Teutons hold", "marker izborsk siege 1");
}

/* 4.5.1: at most four Siege markers. */
static void
test_siege_over_four (void)
{
  check ("pleskau", ACTS ("move hermann pskov", "marker pskov siege 5"), "4.5.1", "5 Siege markers", "marker pskov siege 4");
}

static void
test_siege_not_stronghold (void)
{
  /* A Castle marker made Gdov a Stronghold, then was taken away (which the rules forbid). */
  check ("pleskau", ACTS ("move hermann gdov", "marker gdov castle teutonic", "marker gdov siege 1", "marker gdov castle none"),
         "4.3.5", "is not a Stronghold", "marker gdov siege 0");
}

/* 1.3.1: Conquered markers number the Locale's VP value, or none. */
static void
test_conquered_count (void)
{
  check ("watland", ACTS ("marker pskov conquered 1"), "1.3.1", "Pskov takes exactly 2", "marker pskov conquered 2");
  check ("watland", ACTS ("marker novgorod conquered 4"), "1.3.1", "takes exactly 3", "marker novgorod conquered 3");
}

static void
test_conquered_not_conquerable (void)
{
  /* A Castle marker made Gdov conquerable, then was taken away (which the rules forbid). */
  check ("pleskau", ACTS ("marker gdov castle teutonic", "marker gdov conquered 1", "marker gdov castle none"), "1.3.1",
         "cannot be Conquered", "marker gdov conquered 0");
}

/* 4.3.6: Trade Routes follow whoever stands there alone. */
static void
test_trade_route (void)
{
  check ("pleskau", ACTS ("move hermann luga"), "4.3.6", "they Conquer it", "marker luga conquered 1");
  check ("pleskau", ACTS ("marker neva conquered 1"), "4.3.6", "they retake it", "marker neva conquered 0");
}

/* 4.7.2: a side Ravages only enemy territory. */
static void
test_ravaged_own (void)
{
  check ("pleskau", ACTS ("marker pskov ravaged russian"), "4.7.2", "Ravaged marker of the Russians",
         "marker pskov ravaged none");
  check ("pleskau", ACTS ("marker ugaunia ravaged teutonic"), "4.7.2", "Ugaunia", "marker ugaunia ravaged none");
}

/* 1.9.1: Walls +1 only at the Russians' Forts, Cities and Novgorod, never with a Castle. */
static void
test_walls (void)
{
  check ("pleskau", ACTS ("marker dorpat walls 1"), "1.9.1", "Stone Kremlin raises only", "marker dorpat walls 0");
  check ("pleskau", ACTS ("marker sablia walls 1"), "1.9.1", "Sablia carries a Walls", "marker sablia walls 0");
  check ("pleskau", ACTS ("marker izborsk walls 1", "marker izborsk castle teutonic"), "1.9.1",
         "both a Castle marker and a Walls", "marker izborsk walls 0");
  g_autoptr(CasJournal) j = position ("pleskau", ACTS ("marker izborsk walls 1", "marker novgorod walls 1"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (j), ex);
  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 0);
}

/* 1.9.1: Castle markers only turn Forts and Towns in Rus into Castles. */
static void
test_castle_place (void)
{
  check ("pleskau", ACTS ("marker dorpat castle teutonic"), "1.9.1", "Stonemasons turn only", "marker dorpat castle none");
  check ("pleskau", ACTS ("marker pskov castle teutonic"), "1.9.1", "Pskov carries a Castle", "marker pskov castle none");
}

/* 1.3.3: eight VP markers and eight Coin in the Veche at most. */
static void
test_veche (void)
{
  check ("peipus", ACTS ("veche vp 9"), "1.3.3,1.4.2", "9 VP markers", "veche vp 8");
  check ("peipus", ACTS ("veche coin 11"), "1.3.3,1.4.2", "11 Coin", "veche coin 8");
}

/* 5.1, 6.0: extra VP belong to Pleskau only. */
static void
test_extra_vp (void)
{
  check ("crusade_on_novgorod", ACTS ("vp teutonic 1"), "5.1,6.0", "only the Pleskau scenario", "vp teutonic 0");
  g_autoptr(CasJournal) j = position ("pleskau", ACTS ("vp teutonic 1", "disband gavrilo"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (j), ex);
  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 0);
}

/* 3.4.2: Special Vassals only with their Capability; Summer Crusaders only in Summer and
 * Early Winter. */
static void
test_special_vassal (void)
{
  check ("crusade_on_novgorod", ACTS ("muster rudolf wenden", "vassal rudolf summer_crusaders muster"), "3.4.2",
         "Crusade Capability (t11) is not in play", "vassal rudolf rudolf_summer_crusaders aside");
}

static void
test_summer_crusaders_season (void)
{
  check ("crusade_on_novgorod",
         ACTS ("capability t11", "muster rudolf wenden", "vassal rudolf summer_crusaders muster", "box 5"), "3.4.2,4.9.5",
         "Mustered in Late Winter", "vassal rudolf rudolf_summer_crusaders ready");
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", ACTS ("capability t11", "muster rudolf wenden",
                                                                   "vassal rudolf summer_crusaders muster", "box 4"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (j), ex);
  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 0);
}

/* 1.4.1: the Legate is in play exactly while William of Modena is, and is Endangered
 * alone with Russian Lords. */
static void
test_legate (void)
{
  check ("pleskau", ACTS ("legate dorpat"), "1.4.1", "The Legate is at Dorpat", "legate out");
  check ("pleskau", ACTS ("legate card"), "1.4.1", "on his card", "legate out");
  check ("pleskau", ACTS ("capability t13"), "1.4.1", "should be on its card", "legate card");
  check ("pleskau", ACTS ("capability t13", "legate pskov"), "1.4.1", "Endangered", "discard t13");
}

/* 4.1.3: Lieutenants. */
static void
test_lieutenant_apart (void)
{
  check ("crusade_on_novgorod",
         ACTS ("phase campaign", "move yaroslav dorpat", "lieutenant hermann yaroslav", "move yaroslav odenpah"), "4.1.3",
         "different Locales", "lieutenant hermann none");
}

static void
test_lieutenant_in_levy (void)
{
  check ("crusade_on_novgorod", ACTS ("move yaroslav dorpat", "lieutenant hermann yaroslav"), "4.1.3,4.9.5",
         "during the Levy", "lieutenant hermann none");
}

static void
test_lieutenant_chain (void)
{
  check ("crusade_on_novgorod",
         ACTS ("phase campaign", "move yaroslav dorpat", "move knud_and_abel dorpat", "lieutenant hermann yaroslav",
               "lieutenant yaroslav knud_and_abel"),
         "4.1.3", "while also a Lower Lord", "lieutenant hermann none");
}

static void
test_lieutenant_two_lower (void)
{
  /* The lieutenant action frees a Lieutenant's previous Lower Lord; write the state. */
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod",
                                      ACTS ("phase campaign", "move yaroslav dorpat", "move knud_and_abel dorpat"));
  g_autoptr(CasTable) t = cas_table_copy (cas_journal_get_table (j));
  int hermann = cas_game_find_lord (game, "hermann");
  CAS_LORD (t, cas_game_find_lord (game, "yaroslav"), CAS_L_LIEUTENANT) = hermann;
  CAS_LORD (t, cas_game_find_lord (game, "knud_and_abel"), CAS_L_LIEUTENANT) = hermann;
  check_table (t, "4.1.3", "over both", "lieutenant hermann none");
}

static void
test_lieutenant_off_map (void)
{
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", ACTS ("phase campaign"));
  g_autoptr(CasTable) t = cas_table_copy (cas_journal_get_table (j));
  CAS_LORD (t, cas_game_find_lord (game, "yaroslav"), CAS_L_LIEUTENANT) = cas_game_find_lord (game, "rudolf");
  check_table (t, "4.1.3", "Rudolf von Kassel is recorded as Lieutenant", "lieutenant rudolf none");
}

/* 4.1, 4.1.1, 1.9.2: the Plan. */
/* 4.1.3, 1.5.1 (issue 14, item 4): Andreas is always a Marshal, so he may not be a
 * Lieutenant (Watland); as Lower Lord neither. */
static void
test_lieutenant_marshal (void)
{
  check ("watland", ACTS ("phase campaign", "move yaroslav fellin", "lieutenant andreas yaroslav"), "4.1.3,1.5.1",
         "Andreas von Felben is a Marshal and Lieutenant over Yaroslav", "lieutenant andreas none");
  check ("watland", ACTS ("phase campaign", "move yaroslav fellin", "lieutenant yaroslav andreas"), "4.1.3,1.5.1",
         "Andreas von Felben is a Marshal and the Lower Lord of Yaroslav", "lieutenant yaroslav none");
}

/* 4.1.3, 1.5.1: Marshal status is derived. In Crusade on Novgorod Aleksandr is off the
 * map, so Andrey is a Marshal and may not be a Lieutenant; the message gives Castellan's
 * reading for a Marshal made during the Campaign. With Aleksandr on the map he is not a
 * Marshal and the stack is fine. */
static void
test_lieutenant_derived_marshal (void)
{
  check ("crusade_on_novgorod", ACTS ("phase campaign", "muster andrey novgorod", "move gavrilo novgorod", "lieutenant andrey gavrilo"),
         "4.1.3,1.5.1", "Andrey is a Marshal and Lieutenant over Gavrilo (a Marshal while Aleksandr is not on the map)",
         "lieutenant andrey none");
  g_autoptr(CasJournal) j = position ("crusade_on_novgorod", ACTS ("phase campaign", "muster andrey novgorod", "muster aleksandr novgorod",
                                                                   "move gavrilo novgorod", "lieutenant andrey gavrilo"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (j), ex);
  g_assert_false (cas_table_lord_is_marshal (cas_journal_get_table (j), cas_game_find_lord (game, "andrey")));
  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 0);
}

static void
test_plan_size (void)
{
  check ("pleskau_quickstart", ACTS ("plan teutonic hermann,rudolf,yaroslav,pass"), "4.1", "has 4 cards; in Summer a Plan has exactly 6",
         NULL);
  check ("pleskau", ACTS ("box 3", "phase campaign", "plan russian gavrilo,vladislav,gavrilo,vladislav,pass,pass"), "4.1",
         "in Early Winter a Plan has exactly 4", NULL);
}

static void
test_plan_absent_lord (void)
{
  check ("pleskau_quickstart", ACTS ("disband rudolf"), "4.1.1", "(Rudolf von Kassel)",
         "plan teutonic yaroslav,pass,hermann,hermann,pass,hermann");
  /* Once cards are revealed, a Lord gone since is a Pass (4.2.3), not a mistake. */
  g_autoptr(CasJournal) j = position ("pleskau_quickstart", ACTS ("reveal teutonic 1", "disband rudolf"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (j), ex);
  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 0);
}

static void
test_plan_card_counts (void)
{
  check ("pleskau_quickstart", ACTS ("plan teutonic hermann,hermann,hermann,hermann,yaroslav,rudolf"), "1.9.2,4.1.1",
         "4 Command cards of Hermann", NULL);
  check ("pleskau_quickstart", ACTS ("plan russian pass,pass,pass,pass,gavrilo,domash"), "1.9.2,4.1.1", "4 Pass cards",
         NULL);
}

/* Several problems at once: each fix is proposed once, and applying them all leaves a
 * clean table. */
static void
test_apply_all (void)
{
  g_autoptr(CasJournal) j = position ("peipus", ACTS ("assets hermann prov 10", "veche vp 9", "marker pskov ravaged russian",
                                                       "vp russian 2", "marker dorpat walls 1"));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) audit = cas_audit_run (cas_journal_get_table (j), ex);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (cas_audit_get_n_problems (audit), ==, 5);
  g_assert_cmpuint (cas_explain_get_n_actions (ex), ==, 5);
  cas_journal_do_many (j, cas_explain_get_actions (ex), &error);
  g_assert_no_error (error);
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasAudit) after = cas_audit_run (cas_journal_get_table (j), ex2);
  g_assert_cmpuint (cas_audit_get_n_problems (after), ==, 0);
}

int
main (int argc, char **argv)
{
  test_util_init (&argc, &argv);

  for (guint i = 0; i < cas_game_get_n_scenarios (game); i++)
    {
      const char *id = cas_game_get_scenario (game, (int) i)->id;
      g_autofree char *path = g_strdup_printf ("/audit/fresh/%s", id);
      g_test_add_data_func (path, id, test_fresh);
    }
  g_test_add_func ("/audit/1.7.3/asset-cap", test_asset_cap);
  g_test_add_func ("/audit/1.6/no-forces", test_no_forces);
  g_test_add_func ("/audit/3.4.4/same-name", test_this_lord_same_name);
  g_test_add_func ("/audit/3.4.4/too-many", test_this_lord_too_many);
  g_test_add_func ("/audit/3.4.4/not-eligible", test_this_lord_not_eligible);
  g_test_add_func ("/audit/3.4.4/side-card-at-mat", test_side_card_at_mat);
  g_test_add_func ("/audit/3.3.2/card-off-map", test_card_off_map_lord);
  g_test_add_func ("/audit/4.3.4/opposing-lords", test_opposing_lords);
  g_test_add_func ("/audit/4.3.5/no-besiegers", test_siege_without_besiegers);
  g_test_add_func ("/audit/4.3.5/no-marker", test_besiegers_without_marker);
  g_test_add_func ("/audit/4.3.5/not-stronghold", test_siege_not_stronghold);
  g_test_add_func ("/audit/4.5.1/over-four", test_siege_over_four);
  g_test_add_func ("/audit/1.3.1/conquered-count", test_conquered_count);
  g_test_add_func ("/audit/1.3.1/not-conquerable", test_conquered_not_conquerable);
  g_test_add_func ("/audit/4.3.6/trade-route", test_trade_route);
  g_test_add_func ("/audit/4.7.2/ravaged-own", test_ravaged_own);
  g_test_add_func ("/audit/1.9.1/walls", test_walls);
  g_test_add_func ("/audit/1.9.1/castle", test_castle_place);
  g_test_add_func ("/audit/1.3.3/veche", test_veche);
  g_test_add_func ("/audit/5.1/extra-vp", test_extra_vp);
  g_test_add_func ("/audit/3.4.2/special-vassal", test_special_vassal);
  g_test_add_func ("/audit/3.4.2/summer-crusaders", test_summer_crusaders_season);
  g_test_add_func ("/audit/1.4.1/legate", test_legate);
  g_test_add_func ("/audit/4.1.3/apart", test_lieutenant_apart);
  g_test_add_func ("/audit/4.1.3/levy", test_lieutenant_in_levy);
  g_test_add_func ("/audit/4.1.3/chain", test_lieutenant_chain);
  g_test_add_func ("/audit/4.1.3/two-lower", test_lieutenant_two_lower);
  g_test_add_func ("/audit/4.1.3/off-map", test_lieutenant_off_map);
  g_test_add_func ("/audit/4.1.3/marshal", test_lieutenant_marshal);
  g_test_add_func ("/audit/4.1.3/derived-marshal", test_lieutenant_derived_marshal);
  g_test_add_func ("/audit/4.1/size", test_plan_size);
  g_test_add_func ("/audit/4.1.1/absent-lord", test_plan_absent_lord);
  g_test_add_func ("/audit/1.9.2/card-counts", test_plan_card_counts);
  g_test_add_func ("/audit/apply-all", test_apply_all);
  return test_util_run ();
}
