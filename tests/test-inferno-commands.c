/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno-commands.c: Inferno's settings (issue 17; rules-decisions I1, I2) and its
 * Commands (4.5.1, 4.7.1, 4.7.2, 4.7.4), with their sections. The game of test-util.c is
 * Inferno here. */
#include "test-util.h"

#include <string.h>

#include "cas-settings.h"

/* 1.3.2, I1: box 1 (Feb-Mar) is Spring by default (Plan of 7); the setting makes it
 * Winter (Plan of 4), with the action `option feb_mar_season winter`, which undoes. */
static void
test_setting_season (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  const CasTable *t = T (j);

  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_BOX), ==, 1);
  g_assert_cmpstr (cas_table_season (t)->id, ==, "spring");
  g_assert_cmpint (cas_table_season (t)->plan_size, ==, 7);
  g_assert_cmpstr (cas_settings_box_alternative (t, 1)->id, ==, "winter");
  g_assert_null (cas_settings_box_alternative (t, 2));   /* Apr-May is settled */
  g_assert_true (cas_settings_all_default (t));

  ok (j, "option feb_mar_season winter");
  t = T (j);
  g_assert_cmpstr (cas_table_season (t)->id, ==, "winter");
  g_assert_cmpint (cas_table_season (t)->plan_size, ==, 4);
  g_assert_cmpstr (cas_settings_box_season (t, 7)->id, ==, "winter");
  g_assert_cmpstr (cas_settings_box_season (t, 4)->id, ==, "summer");
  g_assert_cmpstr (cas_settings_box_alternative (t, 1)->id, ==, "spring");
  g_assert_false (cas_settings_all_default (t));
  ok (j, "option aug_sep_season autumn");
  g_assert_cmpstr (cas_settings_box_season (T (j), 10)->id, ==, "autumn");

  g_assert_true (cas_journal_undo (j));
  g_assert_true (cas_journal_undo (j));
  g_assert_cmpstr (cas_table_season (T (j))->id, ==, "spring");
  g_assert_true (cas_settings_all_default (T (j)));
}

/* The action's canonical text, its refusals, and the log's sentence naming it unverified. */
static void
test_setting_action (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(GError) error = NULL;
  g_autoptr(CasAction) a = cas_action_parse (game, "option  aug_sep_season   autumn", &error);
  g_assert_no_error (error);
  g_autofree char *text = cas_action_to_string (game, a);
  g_assert_cmpstr (text, ==, "option aug_sep_season autumn");
  g_autofree char *said = cas_action_describe (a, T (j));
  g_assert_nonnull (strstr (said, "unverified"));
  g_assert_nonnull (strstr (said, "autumn"));

  g_assert_null (cas_action_parse (game, "option aug_sep_season winter", &error));
  g_assert_nonnull (strstr (error->message, "summer|autumn"));
  g_clear_error (&error);
  g_assert_false (cas_journal_do (j, "option feb_mar_season", &error));
  g_clear_error (&error);
  /* The series' options stay. */
  ok (j, "option hidden_mats yes");
}

/* Saves: a table with every default writes no "settings" (older saves stay as they were);
 * a chosen one writes them all and reads back. */
static void
test_setting_json (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(JsonNode) before = cas_table_to_json (T (j));
  g_assert_false (json_object_has_member (json_node_get_object (before), "settings"));

  ok (j, "option feb_mar_season winter");
  g_autoptr(JsonNode) node = cas_table_to_json (T (j));
  JsonObject *s = json_object_get_object_member (json_node_get_object (node), "settings");
  g_assert_nonnull (s);
  g_assert_cmpstr (json_object_get_string_member (s, "feb_mar_season"), ==, "winter");
  g_assert_cmpstr (json_object_get_string_member (s, "aug_sep_season"), ==, "summer");

  g_autoptr(CasTable) copy = cas_table_new (game);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_table_from_json (copy, node, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (cas_table_season (copy)->id, ==, "winter");
  g_assert_true (cas_table_from_json (copy, before, &error));
  g_assert_cmpstr (cas_table_season (copy)->id, ==, "spring");

  json_object_set_string_member (s, "feb_mar_season", "autumn");
  g_assert_false (cas_table_from_json (copy, node, &error));
  g_assert_nonnull (strstr (error->message, "feb_mar_season"));
}

/* Every explanation resting on the Season of an unverified box says so and names the
 * alternative (1.3.2, I1): Forage (4.7.1), Supply (4.6), Laden (4.3.2). */
static void
test_setting_explained (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = cas_commands (T (j), L ("firenze"), ex, NULL);
  g_assert_nonnull (r);
  g_assert_true (says (ex, "unverified"));
  g_assert_true (says (ex, "the alternative is Winter"));
  assert_cites (ex, "1.3.2,4.7.1");

  g_autoptr(CasExplain) sx = cas_explain_new ();
  g_autoptr(CasSupplyResult) sr = cas_supply_compute (T (j), L ("firenze"), sx, NULL);
  g_assert_true (says (sx, "the alternative is Winter"));

  /* Apr-May is Spring in every reading: no such line. */
  ok (j, "box 2");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = cas_commands (T (j), L ("firenze"), ex2, NULL);
  g_assert_false (says (ex2, "unverified"));
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");

  g_test_add_func ("/inferno/settings/season", test_setting_season);
  g_test_add_func ("/inferno/settings/action", test_setting_action);
  g_test_add_func ("/inferno/settings/json", test_setting_json);
  g_test_add_func ("/inferno/settings/explained", test_setting_explained);
  return test_util_run ();
}
