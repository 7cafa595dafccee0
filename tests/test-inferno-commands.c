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
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move siena san_gimignano", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = cas_commands (T (j), L ("siena"), ex, NULL);
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
  g_autoptr(CasCommandsResult) r2 = cas_commands (T (j), L ("siena"), ex2, NULL);
  g_assert_false (says (ex2, "unverified"));
}


/* 4.7.2: at a Town two actions, one Provender and one Loot; the marker is the colour
 * opposite the printed Allegiance (San Gimignano is Guelph: a Ghibelline marker, ½ VP to
 * the Ghibellines). Siena has no Berrovieri. */
static void
test_ravage_town (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move siena san_gimignano", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
  const char *const expected[] = { "marker san_gimignano ravaged ghibelline", "assets siena prov +1", "assets siena loot +1", NULL };
  g_assert_true (r->ravage.allowed);
  g_assert_cmpint (r->ravage.actions, ==, 2);
  g_assert_cmpint (r->ravage.prov, ==, 1);
  g_assert_cmpint (r->ravage.loot, ==, 1);
  g_assert_cmpint (r->ravage.vp_halves, ==, 1);
  assert_actions (ex, expected);
  assert_cites (ex, "4.7.2,5.1");
}

/* 4.7.2: at a Castle one action, Provender only, doubled by Berrovieri (Arezzo has one):
 * Monteriggioni, Ghibelline, gets a Guelph marker. */
static void
test_ravage_castle_berrovieri (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move arezzo monteriggioni", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "arezzo", ex);
  const char *const expected[] = { "marker monteriggioni ravaged guelph", "assets arezzo prov +2", NULL };
  g_assert_true (r->ravage.allowed);
  g_assert_cmpint (r->ravage.actions, ==, 1);
  g_assert_cmpint (r->ravage.prov, ==, 2);
  g_assert_cmpint (r->ravage.loot, ==, 0);
  g_assert_true (says (ex, "Berrovieri"));
  assert_actions (ex, expected);
}

/* 4.7.2 play note: Cortona is printed Guelph but carries Ghibelline markers, so it is
 * Enemy to the Guelphs; their Ravage places a Ghibelline marker: ½ VP to the enemy.
 * Friendly Firenze cannot be Ravaged. */
static void
test_ravage_colour (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move arezzo cortona", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "arezzo", ex);
  g_assert_true (r->ravage.allowed);
  g_assert_cmpint (r->ravage.actions, ==, 2);
  g_assert_cmpint (r->ravage.prov, ==, 2);
  g_assert_cmpint (r->ravage.loot, ==, 2);
  g_assert_cmpint (r->ravage.vp_halves, ==, 0);
  g_assert_cmpstr (g_ptr_array_index (r->ravage.proposed, 0), ==, "marker cortona ravaged ghibelline");
  g_assert_true (says (ex, "penalty"));

  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (j, "firenze", ex2);
  g_assert_false (r2->ravage.allowed);
  g_assert_true (says (ex2, "Friendly"));
}

/* 4.7.1: at an Unbesieged Friendly Stronghold Forage always adds one; elsewhere by the
 * Season: Spring a roll of 1-3, Summer always, Winter never (the Feb-Mar setting, I1). */
static void
test_forage_season (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move siena san_gimignano", NULL);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "firenze", ex);
    g_assert_true (r->forage.allowed);
    g_assert_true (says (ex, "Unbesieged Friendly Stronghold"));
  }
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
    g_assert_true (r->forage.allowed);
    g_assert_true (says (ex, "1-3 adds 1"));
    g_assert_true (says (ex, "unverified"));
  }
  ok (j, "option feb_mar_season winter");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
    g_assert_false (r->forage.allowed);
    g_assert_true (says (ex, "no Forage outside Friendly Strongholds"));
    g_assert_true (says (ex, "the alternative is Spring"));
  }
  ok (j, "box 3");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
    g_assert_true (r->forage.allowed);
    g_assert_cmpuint (r->forage.proposed->len, ==, 1);
    g_assert_false (says (ex, "unverified"));
  }
}

/* 4.7.1: Besieged by as many enemy Lords as the Size or more, no Forage; by fewer, Forage
 * by the Season. Siena inside Poggio Bonizio (Town, Size 2; Ghibelline markers). */
static void
test_forage_besieged (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move siena poggio_bonizio", "move firenze poggio_bonizio",
                                            "marker poggio_bonizio siege 1", NULL);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
    g_assert_true (r->forage.allowed);
    g_assert_true (says (ex, "fewer enemy Lords (1)"));
    g_assert_true (says (ex, "perhaps Forage"));
  }
  ok (j, "move arezzo poggio_bonizio");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
    g_assert_false (r->forage.allowed);
    assert_cites (ex, "4.7.1");
  }
}

/* 4.7.4: Tax at one of his Seats, the whole card: a Podestà gains 2 Coin. */
static void
test_tax_podesta (void)
{
  g_autoptr(CasJournal) j = start ("dolenti_note");
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasCommandsResult) r = commands (j, "firenze", ex);
  g_assert_true (r->tax.allowed);
  g_assert_cmpint (r->tax.actions, ==, CAS_COMMAND_WHOLE_CARD);
  g_assert_cmpint (r->tax.coin, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (r->tax.proposed, 0), ==, "assets firenze coin +2");
  assert_cites (ex, "4.7.4,1.5.1");
  ok (j, "move firenze monteriggioni");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasCommandsResult) r2 = commands (j, "firenze", ex2);
  g_assert_false (r2->tax.allowed);
}

/* 4.5.1: nobody inside San Gimignano (Town, Value 2) with 2 Siege markers: 2 dice, each
 * at most 2 (4 in 36); a Ravaged marker of either colour adds 1 (9 in 36). On Surrender
 * 2 Ghibelline markers, the Siege markers off, then 2 Revolt rolls and 2 Treachery. */
static void
test_surrender (void)
{
  g_autoptr(CasJournal) j = position_after ("dolenti_note", "move siena san_gimignano", "marker san_gimignano siege 2", NULL);
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
    g_assert_true (r->siege.allowed);
    g_assert_cmpint (r->surrender_dice, ==, 2);
    g_assert_cmpint (r->surrender_max, ==, 2);
    g_assert_true (says (ex, "(4 in 36)"));
    g_assert_cmpint (r->revolt_rolls, ==, 2);
    g_assert_cmpint (r->treachery, ==, 2);
    g_assert_cmpstr (g_ptr_array_index (r->on_surrender, 0), ==, "marker san_gimignano conquered 2");
    g_assert_cmpstr (g_ptr_array_index (r->on_surrender, 1), ==, "marker san_gimignano siege 0");
    g_assert_cmpint (r->siege.vp_halves, ==, 4);
    assert_cites (ex, "4.5.1,1.4.2,1.4.3");
  }
  ok (j, "marker san_gimignano ravaged guelph");
  ok (j, "marker san_gimignano siege 4");
  {
    g_autoptr(CasExplain) ex = cas_explain_new ();
    g_autoptr(CasCommandsResult) r = commands (j, "siena", ex);
    g_assert_cmpint (r->surrender_max, ==, 5);
    g_assert_true (says (ex, "whoever"));
  }
}


/* 4.9.4 (errata): at the end of a Campaign each Town or City with 3 or 4 Siege markers
 * loses one; a Castle keeps its markers. 4.9.1, 6.0 B: In far Vendetta skips the Grow
 * after box 5 (rules-decisions I12). */
static void
test_endcampaign_repair (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "box 5", "marker san_gimignano siege 4", "marker colle siege 3",
                                            "marker barberino siege 3", "marker poggio_bonizio siege 2", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);
  gboolean sg = FALSE, colle = FALSE, other = FALSE;

  g_assert_false (r->grow_box);
  g_assert_true (says (ex, "skips this Grow"));
  for (guint i = 0; i < r->reset->len; i++)
    {
      const CasResetStep *st = &g_array_index (r->reset, CasResetStep, i);
      if (g_strcmp0 (st->step, "repair") != 0)
        continue;
      sg |= g_str_equal (st->action, "marker san_gimignano siege 3");
      colle |= g_str_equal (st->action, "marker colle siege 2");
      other |= !g_str_equal (st->action, "marker san_gimignano siege 3") && !g_str_equal (st->action, "marker colle siege 2");
    }
  g_assert_true (sg && colle);
  g_assert_false (other);
  assert_cites (ex, "4.9.1,4.9.4");
}

/* 4.9.1 and its example: Grow after box 8 (a Grow box, not skipped): five markers are
 * reduced to three. In far Vendetta starts with three Ghibelline Ravaged markers in
 * Guelph territory; two more make five. */
static void
test_endcampaign_grow (void)
{
  g_autoptr(CasJournal) j = position_after ("in_far_vendetta", "box 8", "marker san_gimignano ravaged ghibelline",
                                            "marker barberino ravaged ghibelline", NULL);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasEndCampaign) r = cas_endcampaign_compute (T (j), ex);
  const CasGrowStep *guelph;

  g_assert_true (r->grow_box);
  g_assert_cmpuint (r->grow->len, ==, 2);
  guelph = &g_array_index (r->grow, CasGrowStep, 0);
  g_assert_cmpint (guelph->ravaged, ==, 5);
  g_assert_cmpint (guelph->keep, ==, 3);
  g_assert_cmpuint (guelph->remove->len, ==, 2);
  g_assert_true (says (ex, "ends with Grow"));

  /* Box 7 is no Grow box. */
  ok (j, "box 7");
  g_autoptr(CasExplain) ex2 = cas_explain_new ();
  g_autoptr(CasEndCampaign) r2 = cas_endcampaign_compute (T (j), ex2);
  g_assert_false (r2->grow_box);
}

int
main (int argc, char *argv[])
{
  test_util_init_game (&argc, &argv, "inferno");

  g_test_add_func ("/inferno/settings/season", test_setting_season);
  g_test_add_func ("/inferno/settings/action", test_setting_action);
  g_test_add_func ("/inferno/settings/json", test_setting_json);
  g_test_add_func ("/inferno/settings/explained", test_setting_explained);
  g_test_add_func ("/inferno/commands/ravage-town", test_ravage_town);
  g_test_add_func ("/inferno/commands/ravage-castle-berrovieri", test_ravage_castle_berrovieri);
  g_test_add_func ("/inferno/commands/ravage-colour", test_ravage_colour);
  g_test_add_func ("/inferno/commands/forage-season", test_forage_season);
  g_test_add_func ("/inferno/commands/forage-besieged", test_forage_besieged);
  g_test_add_func ("/inferno/commands/tax-podesta", test_tax_podesta);
  g_test_add_func ("/inferno/commands/surrender", test_surrender);
  g_test_add_func ("/inferno/endcampaign/repair", test_endcampaign_repair);
  g_test_add_func ("/inferno/endcampaign/grow", test_endcampaign_grow);
  return test_util_run ();
}
