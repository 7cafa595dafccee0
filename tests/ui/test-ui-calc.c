/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-calc.c: every calculator through win.calculate on positions built with journal
 * actions: the answer shown carries the core's numbers and explanation, inputs re-ask the
 * question, the journal's changes re-run it, rule links lead to the Rules page, Apply
 * records the proposed actions and the toast's Undo takes them back; screenshots of the
 * dialogs light and dark. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calc-dialog.h"
#include "cas-map-view.h"
#include "cas-rules-popover.h"
#include "cas-rules-view.h"
#include "cas-window.h"
#include "ui-test-util.h"

static char *rulebook_dir;

/* A game of `scenario` after `actions`, shown in a window. */
static GtkWidget *
game_window_new (const char *scenario, const char *const *actions, CasJournal **journal_out)
{
  g_autoptr(CasJournal) journal = new_game (scenario, actions);
  GtkWidget *window;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, NULL);
  *journal_out = journal;  /* the window holds it */
  return window;
}

/* Asks the window's calculator (win.calculate) and waits for its dialog. */
static GtkWidget *
calculate (GtkWidget *window, const char *spec)
{
  GtkWidget *dialog;
  gint64 start = g_get_monotonic_time ();

  g_action_group_activate_action (G_ACTION_GROUP (window), "calculate", g_variant_new_string (spec));
  dialog = cas_calc_dialog_find (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_test_message ("“%s”: answer built in %.0f ms", spec, (g_get_monotonic_time () - start) / 1000.0);
  wait_drawn (dialog);
  g_test_message ("“%s”: answer drawn %.0f ms after win.calculate", spec, (g_get_monotonic_time () - start) / 1000.0);
  return dialog;
}

static const char *
headline (GtkWidget *dialog)
{
  return cas_calc_dialog_get_headline (CAS_CALC_DIALOG (dialog));
}

/* Every explanation line is shown, and each of its sections is a rule link. */
static void
assert_explained (GtkWidget *dialog, const CasExplain *ex)
{
  g_autoptr(GPtrArray) links = g_ptr_array_new ();
  g_autoptr(GHashTable) sections = g_hash_table_new (g_str_hash, g_str_equal);

  find_all (dialog, GTK_TYPE_MENU_BUTTON, links);
  for (guint i = 0; i < links->len; i++)
    if (gtk_widget_has_css_class (links->pdata[i], "rule-link") && gtk_widget_get_mapped (links->pdata[i]))
      g_hash_table_add (sections, (gpointer) gtk_label_get_label (GTK_LABEL (gtk_menu_button_get_child (links->pdata[i]))));
  g_assert_cmpuint (cas_explain_get_n_lines (ex), >, 0);
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    {
      const CasExplainLine *line = cas_explain_get_line (ex, i);
      g_assert_true (has_label (dialog, line->text));
      for (char **s = line->rules; s && *s; s++)
        g_assert_true (g_hash_table_contains (sections, *s));
    }
}

/* The proposed actions are listed, and Apply is there exactly when there are some. */
static void
assert_proposed (GtkWidget *dialog, const CasExplain *ex)
{
  GtkWidget *apply = find_button (dialog, "_Apply");
  g_assert_nonnull (apply);
  for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
    g_assert_true (has_label (dialog, cas_explain_get_action (ex, i)));
  g_assert_cmpint (gtk_widget_get_sensitive (apply), ==, cas_explain_get_n_actions (ex) > 0);
}

static GtkWidget *
find_map_button (GtkWidget *dialog)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  find_all (dialog, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_icon_name (buttons->pdata[i]), "mark-location-symbolic") == 0 &&
        gtk_widget_get_mapped (buttons->pdata[i]))
      return buttons->pdata[i];
  return NULL;
}

static GtkWidget *
find_toast_button (GtkWidget *window)
{
  return find_button (window, "_Undo");
}

/* Apply: the proposed actions are recorded as they read, the dialog closes, and the toast's
 * Undo takes them all back. */
static void
apply_and_undo (GtkWidget *window, GtkWidget *dialog, CasJournal *journal, const CasExplain *ex, const char *toast)
{
  const CasTable *t = cas_journal_get_table (journal);
  g_autoptr(CasTable) before = cas_table_copy (t);
  guint done = cas_journal_get_n_done (journal);
  guint n = cas_explain_get_n_actions (ex);
  g_autoptr(GtkWidget) ref = g_object_ref (dialog);
  GtkWidget *undo;

  g_assert_cmpuint (n, >, 0);
  click (find_button (dialog, "_Apply"));
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, done + n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (cas_journal_get_text (journal, done + i), ==, cas_explain_get_action (ex, i));
  g_assert_false (cas_table_equal (before, t));
  ITERATE_UNTIL (!gtk_widget_get_visible (ref));
  g_assert_null (cas_calc_dialog_find (GTK_WINDOW (window)));

  ITERATE_UNTIL (has_label (window, toast));
  undo = find_toast_button (window);
  g_assert_nonnull (undo);
  click (undo);
  g_assert_cmpuint (cas_journal_get_n_done (journal), ==, done);
  g_assert_true (cas_table_equal (before, t));
}

/* ------------------------------------------------------------------------ */

static void
test_supply (void)
{
  static const char *const none[] = { NULL };
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", none, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  int hermann = cas_game_find_lord (t->game, "hermann");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = cas_supply_compute (t, hermann, ex, NULL);
  g_autofree char *expected = g_strdup_printf ("+%d Provender", r->provender);
  GtkWidget *dialog;

  g_assert_cmpint (r->provender, ==, 2);
  dialog = calculate (window, "supply:hermann");
  g_assert_cmpstr (headline (dialog), ==, expected);
  g_assert_nonnull (find_label (dialog, "from Dorpat and Odenpäh; Hermann will have 3", FALSE));
  g_assert_true (has_label (dialog, "Sources"));
  g_assert_true (has_label (dialog, "Seat by Dorpat → Odenpäh, using 1 Cart"));
  assert_explained (dialog, ex);
  assert_proposed (dialog, ex);
  g_assert_true (has_label (dialog, "Hermann’s Provender rose by 2, to 3") || cas_explain_get_n_actions (ex) == 1);
  native_screenshots (dialog, "calc-supply");

  /* The Routes are drawn on the Map page; the dialog's map button goes there. */
  {
    CasMapView *map = cas_map_view_find (window);
    g_assert_nonnull (map);
    g_assert_cmpuint (cas_map_view_get_n_routes (map), >=, 1);
    click (find_map_button (dialog));
    g_assert_cmpstr (adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (find_one (window, ADW_TYPE_VIEW_STACK))),
                     ==, "map");
    g_assert_true (gtk_widget_get_visible (dialog));
  }

  apply_and_undo (window, dialog, journal, ex, "Supply applied: 1 change");
  destroy_window (window);
}

/* A rule link: its "why?" popover, then the Rules page at that section. */
static void
test_rule_link (void)
{
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", NULL, &journal);
  GtkWidget *dialog = calculate (window, "supply:hermann");
  g_autoptr(GtkWidget) ref = g_object_ref (dialog);
  g_autoptr(GPtrArray) links = g_ptr_array_new ();
  CasRulesView *rules = CAS_RULES_VIEW (cas_window_get_page (CAS_WINDOW (window), "rules"));
  GtkMenuButton *link = NULL;
  GtkPopover *popover;
  const char *section;

  /* The rulebook loads in the background; popovers read it. */
  ITERATE_UNTIL (cas_rules_view_get_rulebook (rules) != NULL);
  find_all (dialog, GTK_TYPE_MENU_BUTTON, links);
  for (guint i = 0; i < links->len && link == NULL; i++)
    if (gtk_widget_has_css_class (links->pdata[i], "rule-link") && gtk_widget_get_mapped (links->pdata[i]))
      link = links->pdata[i];
  g_assert_nonnull (link);
  section = gtk_label_get_label (GTK_LABEL (gtk_menu_button_get_child (link)));
  g_assert_cmpstr (section, ==, "4.6");  /* the headline's: Supply */

  gtk_menu_button_popup (link);
  popover = gtk_menu_button_get_popover (link);
  g_assert_true (CAS_IS_RULES_POPOVER (popover));
  ITERATE_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  wait_drawn (dialog);
  g_assert_true (has_label (GTK_WIDGET (popover), "Supply"));
  g_assert_true (has_label (GTK_WIDGET (popover), "Section 4.6"));
  save_screenshot (GTK_WIDGET (popover), NULL, "calc-why-popover-light");

  click (find_button (GTK_WIDGET (popover), "_Open in Rules"));
  ITERATE_UNTIL (!gtk_widget_get_visible (ref));
  g_clear_object (&ref);  /* a dialog must not outlive its window */
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (find_one (window, ADW_TYPE_VIEW_STACK))), ==,
                   "rules");
  g_assert_cmpstr (cas_rules_view_get_section (rules), ==, "4.6");
  wait_drawn (window);
  screenshot (window, "calc-rule-link-rules-light");
  destroy_window (window);
}

static void
test_laden (void)
{
  static const char *const actions[] = { "assets hermann prov 2", "move yaroslav dorpat", "assets yaroslav prov 0", NULL };
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", actions, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  int group[2] = { cas_game_find_lord (t->game, "hermann"), cas_game_find_lord (t->game, "yaroslav") };
  int odenpah = cas_game_find_locale (t->game, "odenpah");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasLadenResult) alone = cas_laden (t, group, 1, odenpah, ex, NULL);
  g_autoptr(CasLadenResult) together = NULL;
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  GtkWidget *dialog;

  /* Hermann alone: 2 Provender, 1 Cart: Laden (4.3.2). */
  g_assert_cmpint (alone->status, ==, CAS_LADEN_LADEN);
  g_assert_cmpint (alone->actions, ==, 2);
  dialog = calculate (window, "laden:hermann:odenpah");
  g_assert_cmpstr (headline (dialog), ==, "Laden — March costs 2 actions");
  g_assert_true (has_label (dialog, "Hermann · Dorpat → Odenpäh · Summer 1240"));
  g_assert_true (has_label (dialog, "2 Provender and 0 Loot against 1 usable Transport"));
  assert_explained (dialog, ex);
  assert_proposed (dialog, ex);  /* nothing to record: Apply is off */
  native_screenshots (dialog, "calc-laden");

  /* Yaroslav goes along (his check box): the group Shares his Cart and moves Unladen. */
  find_all (dialog, GTK_TYPE_CHECK_BUTTON, checks);
  g_assert_cmpuint (checks->len, ==, 1);
  gtk_check_button_set_active (checks->pdata[0], TRUE);
  cas_explain_free (g_steal_pointer (&ex));
  ex = cas_explain_new ();
  together = cas_laden (t, group, 2, odenpah, ex, NULL);
  g_assert_cmpint (together->status, ==, CAS_LADEN_UNLADEN);
  g_assert_cmpstr (headline (dialog), ==, "Unladen — March costs 1 action");
  wait_drawn (dialog);
  g_assert_true (has_label (dialog, "Hermann and Yaroslav · Dorpat → Odenpäh · Summer 1240"));
  assert_explained (dialog, ex);
  native_screenshots (dialog, "calc-laden-group");

  /* Another destination from the list re-asks the question. */
  {
    AdwComboRow *to = ADW_COMBO_ROW (find_one (dialog, ADW_TYPE_COMBO_ROW));
    GListModel *names = adw_combo_row_get_model (to);
    guint pos = GTK_INVALID_LIST_POSITION;
    int uzmen = cas_game_find_locale (t->game, "uzmen");
    g_autoptr(CasExplain) ex2 = cas_explain_new ();
    g_autoptr(CasLadenResult) r = NULL;
    g_autofree char *expected = NULL;
    for (guint i = 0; i < g_list_model_get_n_items (names); i++)
      if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Uzmen"))
        pos = i;
    g_assert_cmpuint (pos, !=, GTK_INVALID_LIST_POSITION);
    adw_combo_row_set_selected (to, pos);
    r = cas_laden (t, group, 2, uzmen, ex2, NULL);
    expected = g_strdup_printf (r->status == CAS_LADEN_BLOCKED  ? "Blocked — discard %d Provender first"
                                : r->status == CAS_LADEN_LADEN  ? "Laden — March costs %d actions"
                                : r->actions == 1               ? "Unladen — March costs %d action"
                                                                : "Unladen — March costs %d actions",
                                r->status == CAS_LADEN_BLOCKED ? r->discard_prov : r->actions);
    g_assert_cmpstr (headline (dialog), ==, expected);
    wait_drawn (dialog);
    assert_explained (dialog, ex2);
  }

  /* The table changes: the answer follows (and the group stays as chosen). */
  g_assert_true (cas_journal_do (journal, "assets hermann prov 8", NULL));
  {
    g_autoptr(CasExplain) ex3 = cas_explain_new ();
    g_autoptr(CasLadenResult) r = cas_laden (t, group, 2, cas_game_find_locale (t->game, "uzmen"), ex3, NULL);
    g_autofree char *expected = g_strdup_printf ("Blocked — discard %d Provender first", r->discard_prov);
    g_assert_cmpint (r->status, ==, CAS_LADEN_BLOCKED);
    g_assert_cmpint (r->discard_prov, ==, 8);
    ITERATE_UNTIL (g_str_equal (headline (dialog), expected));
    wait_drawn (dialog);
    assert_explained (dialog, ex3);
    /* The inputs were made anew for the new table, with the same choices. */
    g_ptr_array_set_size (checks, 0);
    find_all (dialog, GTK_TYPE_CHECK_BUTTON, checks);
    g_assert_cmpuint (checks->len, ==, 1);
    g_assert_true (gtk_check_button_get_active (checks->pdata[0]));
    g_assert_true (has_label (dialog, "Hermann and Yaroslav · Dorpat → Uzmen · Summer 1240"));
  }
  destroy_window (window);
}

static void
test_sail (void)
{
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", NULL, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  int knud = cas_game_find_lord (t->game, "knud_and_abel");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSailResult) r = cas_sail (t, &knud, 1, cas_game_find_locale (t->game, "riga"), ex, NULL);
  g_autofree char *detail = g_strdup_printf ("%d Ships needed, %d available", r->ships_needed, r->ships_available);
  GtkWidget *dialog = calculate (window, "sail:knud_and_abel:riga");

  g_assert_false (r->can_sail);
  g_assert_cmpstr (headline (dialog), ==, "Cannot Sail");
  g_assert_nonnull (find_label (dialog, detail, TRUE));
  g_assert_true (has_label (dialog, "Sail To"));
  assert_explained (dialog, ex);
  assert_proposed (dialog, ex);
  native_screenshots (dialog, "calc-sail");
  destroy_window (window);
}

static void
test_ravage (void)
{
  static const char *const actions[] = { "move hermann izborsk", NULL };
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", actions, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = cas_commands (t, cas_game_find_lord (t->game, "hermann"), ex, NULL);
  g_autofree char *expected = g_strdup_printf ("Ravage: +%d Provender, +%d Loot", r->ravage.prov, r->ravage.loot);
  GtkWidget *dialog = calculate (window, "ravage:hermann");

  g_assert_true (r->ravage.allowed);
  g_assert_cmpstr (headline (dialog), ==, expected);
  g_assert_true (has_label (dialog, "2 actions; +½ VP for the Teutons"));
  g_assert_true (has_label (dialog, "Forage"));
  assert_explained (dialog, ex);
  assert_proposed (dialog, ex);
  native_screenshots (dialog, "calc-ravage");
  apply_and_undo (window, dialog, journal, ex, "Ravage, Forage, Tax applied: 3 changes");
  destroy_window (window);
}

static void
test_feed (void)
{
  static const char *const actions[] = { "move yaroslav dorpat", "moved hermann yes", "moved yaroslav yes",
                                         "assets yaroslav prov 0", "assets hermann prov 2", NULL };
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", actions, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasFeedResult) r = cas_feed_compute (t, CAS_FEED_EXCUSE_AUTO, ex);
  GtkWidget *dialog = calculate (window, "feed");

  g_assert_cmpuint (r->lords->len, ==, 2);
  g_assert_cmpstr (headline (dialog), ==, "2 Lords Feed — all fed");
  g_assert_true (has_label (dialog, "Hermann gives 1 Provender to Yaroslav"));
  g_assert_true (has_label (dialog, "4 units, needs 1, ate 1"));
  assert_explained (dialog, ex);
  assert_proposed (dialog, ex);
  native_screenshots (dialog, "calc-feed");
  apply_and_undo (window, dialog, journal, ex, "Feed applied: 3 changes");

  /* Without Provender to share, someone goes Unfed and loses Service. */
  g_assert_true (cas_journal_do (journal, "assets hermann prov 1", NULL));
  dialog = calculate (window, "feed");
  g_assert_cmpstr (headline (dialog), ==, "1 Lord Goes Unfed");
  g_assert_nonnull (find_label (dialog, "Unfed: Service box 2 → box 1", FALSE));
  native_screenshots (dialog, "calc-feed-unfed");
  destroy_window (window);
}

static void
test_pay (void)
{
  static const char *const actions[] = { "service hermann 1", NULL };
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", actions, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  int hermann = cas_game_find_lord (t->game, "hermann");
  g_autoptr(CasExplain) ex0 = cas_explain_new ();
  g_autoptr(CasPayResult) risk = cas_pay_compute (t, -1, 0, ex0);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasPayResult) pay = cas_pay_compute (t, hermann, 1, ex);
  GtkWidget *dialog = calculate (window, "pay");
  AdwComboRow *whom;
  GListModel *names;
  guint pos = GTK_INVALID_LIST_POSITION;

  g_assert_true (cas_pay_result_find (risk, hermann)->at_risk);
  g_assert_cmpstr (headline (dialog), ==, "1 Lord at Risk of Disbanding");
  g_assert_true (has_label (dialog, "At risk: needs 1"));
  assert_explained (dialog, ex0);
  assert_proposed (dialog, ex0);

  /* Choosing whom to pay (the combo row) asks for one shift. */
  whom = ADW_COMBO_ROW (find_one (dialog, ADW_TYPE_COMBO_ROW));
  names = adw_combo_row_get_model (whom);
  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Hermann"))
      pos = i;
  adw_combo_row_set_selected (whom, pos);
  g_assert_cmpint (pay->bought, ==, 1);
  g_assert_cmpstr (headline (dialog), ==, "Pay Hermann: 1 of 1 shift");
  wait_drawn (dialog);
  assert_explained (dialog, ex);
  assert_proposed (dialog, ex);
  native_screenshots (dialog, "calc-pay");
  apply_and_undo (window, dialog, journal, ex, "Pay applied: 2 changes");
  destroy_window (window);
}

static void
test_disband (void)
{
  static const char *const actions[] = { "service hermann 1", "service yaroslav 0", NULL };
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", actions, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasDisbandResult) r = cas_disband_compute (t, ex);
  GtkWidget *dialog = calculate (window, "disband");

  g_assert_cmpint (cas_disband_result_find (r, cas_game_find_lord (t->game, "hermann"))->verdict, ==, CAS_DISBAND_DISBANDS);
  g_assert_cmpstr (headline (dialog), ==, "1 Lord Disbands, 1 removed from play");
  g_assert_true (has_label (dialog, "Disbands, cylinder to box 5"));
  assert_explained (dialog, ex);
  assert_proposed (dialog, ex);
  native_screenshots (dialog, "calc-disband");
  apply_and_undo (window, dialog, journal, ex, "Disband applied: 2 changes");
  destroy_window (window);
}

static void
test_levy_victory (void)
{
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", NULL, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  GtkWidget *dialog;

  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasLevyResult) r = cas_levy_compute (t, ex);
    g_autofree char *expected = g_strdup_printf ("%u Ready Lords", r->ready->len);
    g_assert_cmpuint (r->ready->len, ==, 2);
    dialog = calculate (window, "levy");
    g_assert_cmpstr (headline (dialog), ==, expected);
    g_assert_true (has_label (dialog, "83%"));  /* Rudolf, Fealty 5 */
    assert_proposed (dialog, ex);
    native_screenshots (dialog, "calc-levy");
  }
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasVictory) v = cas_victory_compute (t, ex);
    g_autofree char *vp0 = cas_vp_text (v->halves[0]);
    g_autofree char *vp1 = cas_vp_text (v->halves[1]);
    g_autofree char *expected = g_strdup_printf ("Teutons %s — Russians %s VP", vp0, vp1);
    /* The same dialog answers the next question. */
    g_assert_true (calculate (window, "victory") == dialog);
    g_assert_cmpstr (headline (dialog), ==, expected);
    g_assert_true (has_label (dialog, "If the scenario ended now: the Russians win"));
    assert_explained (dialog, ex);
    assert_proposed (dialog, ex);
    native_screenshots (dialog, "calc-victory");
  }
  /* A question the table cannot answer: the dialog says why, and offers nothing to apply. */
  calculate (window, "laden:rudolf:pskov");
  g_assert_cmpstr (headline (dialog), ==, "No Answer Yet");
  g_assert_true (has_label (dialog, "Rudolf von Kassel is not on the map."));
  g_assert_false (gtk_widget_get_sensitive (find_button (dialog, "_Apply")));

  /* A question no calculator answers. */
  calculate (window, "horoscope");
  g_assert_true (has_label (dialog, "No Such Calculator"));
  g_assert_false (gtk_widget_get_sensitive (find_button (dialog, "_Apply")));
  destroy_window (window);
}

static void
test_audit (void)
{
  static const char *const actions[] = { "assets hermann prov 9", NULL };
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", actions, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasAudit) a = cas_audit_run (t, ex);
  GtkWidget *dialog = calculate (window, "audit");

  g_assert_cmpuint (cas_audit_get_n_problems (a), ==, 1);
  g_assert_cmpstr (headline (dialog), ==, "1 Problem on the Table");
  g_assert_true (has_label (dialog, "Fix: assets hermann prov 8"));
  /* The problems are the explanation: each with its rule link. */
  {
    const CasAuditProblem *p = cas_audit_get_problem (a, 0);
    g_autoptr(GPtrArray) links = g_ptr_array_new ();
    gboolean linked = FALSE;
    g_assert_true (has_label (dialog, p->message));
    find_all (dialog, GTK_TYPE_MENU_BUTTON, links);
    for (guint i = 0; i < links->len; i++)
      linked |= gtk_widget_get_mapped (links->pdata[i]) &&
                g_strcmp0 (gtk_label_get_label (GTK_LABEL (gtk_menu_button_get_child (links->pdata[i]))), p->rule) == 0;
    g_assert_true (linked);
  }
  assert_proposed (dialog, ex);
  native_screenshots (dialog, "calc-audit");
  apply_and_undo (window, dialog, journal, ex, "Table Check applied: 1 change");

  /* Applied and kept, the table is clean. */
  dialog = calculate (window, "audit");
  click (find_button (dialog, "_Apply"));
  dialog = calculate (window, "audit");
  g_assert_cmpstr (headline (dialog), ==, "No Problems Found");
  g_assert_false (gtk_widget_get_sensitive (find_button (dialog, "_Apply")));
  destroy_window (window);
}

static void
test_endcampaign (void)
{
  CasJournal *journal;
  GtkWidget *window = game_window_new ("pleskau", NULL, &journal);
  const CasTable *t = cas_journal_get_table (journal);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) e = cas_endcampaign_compute (t, ex);
  g_autofree char *expected = g_strdup_printf ("End of Campaign, Box %d", e->box);
  g_autofree char *toast = g_strdup_printf ("End of Campaign applied: %u changes", cas_explain_get_n_actions (ex));
  GtkWidget *dialog = calculate (window, "endcampaign");

  g_assert_cmpstr (headline (dialog), ==, expected);
  g_assert_true (has_label (dialog, "Wastage"));
  assert_explained (dialog, ex);
  assert_proposed (dialog, ex);
  native_screenshots (dialog, "calc-endcampaign");
  apply_and_undo (window, dialog, journal, ex, toast);
  destroy_window (window);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  /* The Rules page may import nothing here, but it must not read the user's rulebook. */
  rulebook_dir = g_dir_make_tmp ("castellan-calc-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("CASTELLAN_RULEBOOK_DIR", rulebook_dir, TRUE);

  if (!ui_test_init (&argc, &argv, "/ui/calc/no-display"))
    return g_test_run ();

  g_test_add_func ("/ui/calc/supply", test_supply);
  g_test_add_func ("/ui/calc/rule-link", test_rule_link);
  g_test_add_func ("/ui/calc/laden", test_laden);
  g_test_add_func ("/ui/calc/sail", test_sail);
  g_test_add_func ("/ui/calc/ravage", test_ravage);
  g_test_add_func ("/ui/calc/feed", test_feed);
  g_test_add_func ("/ui/calc/pay", test_pay);
  g_test_add_func ("/ui/calc/disband", test_disband);
  g_test_add_func ("/ui/calc/levy-victory", test_levy_victory);
  g_test_add_func ("/ui/calc/audit", test_audit);
  g_test_add_func ("/ui/calc/endcampaign", test_endcampaign);
  status = g_test_run ();

  g_clear_object (&app);
  g_rmdir (rulebook_dir);
  g_free (rulebook_dir);
  return status;
}
