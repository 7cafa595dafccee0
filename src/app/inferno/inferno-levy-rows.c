/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-levy-rows.c: Inferno's Call to Arms steps (3.5-3.5.4) as rows of the app's Levy
 * calculator (levy, issue 17): one group per side, read from the same members that
 * castellan-cli levy --json gives as "cta" (the game's CasLcLevy json hook), so the app and
 * the CLI cannot disagree. Nothing here computes a rule. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-game-ui.h"
#include "inferno/inferno-ui.h"

#include "inferno-cta.h"    /* app: the Call to Arms declared, a switch on the Declare row */
#include "inferno-taglia.h" /* app: who took his TAGLIA Vassal, a switch per Lord */

static int
lord_of (CasGame *game, const char *id)
{
  return id ? cas_game_find_lord (game, id) : -1;
}

/* "Firenze Podestà, Arezzo Podestà" from an array of Lord or Vassal ids. */
static char *
names (CasGame *game, JsonObject *o, const char *member, gboolean vassals)
{
  JsonArray *a = json_object_get_array_member (o, member);
  g_autoptr(GPtrArray) list = g_ptr_array_new ();
  for (guint i = 0; a && i < json_array_get_length (a); i++)
    {
      const char *id = json_array_get_string_element (a, i);
      int k = vassals ? cas_game_find_vassal (game, id) : cas_game_find_lord (game, id);
      if (k >= 0)
        g_ptr_array_add (list, vassals ? cas_game_get_vassal (game, k)->name : cas_game_get_lord (game, k)->name);
    }
  if (list->len == 0)
    return NULL;
  g_ptr_array_add (list, NULL);
  return g_strjoinv (", ", (char **) list->pdata);
}

static guint
count (JsonObject *o, const char *member)
{
  JsonArray *a = json_object_get_array_member (o, member);
  return a ? json_array_get_length (a) : 0;
}

static const char *
leading_city (CasGame *game, int commander)
{
  for (guint i = 0; i < cas_game_get_n_comuni (game); i++)
    if (cas_game_get_comune (game, (int) i)->commander == commander)
      return cas_game_get_locale (game, cas_game_get_comune (game, (int) i)->leading_city)->name;
  return "";
}

/* 3.5: may the side declare, and why. */
static void
declare_row (CasGame *game, JsonObject *o, CasCalcGroup *g)
{
  g_autoptr(GPtrArray) why = g_ptr_array_new_with_free_func (g_free);
  JsonArray *wars = json_object_get_array_member (o, "war_events");
  g_autoptr(GPtrArray) war_names = g_ptr_array_new ();

  if (json_object_get_boolean_member (o, "by_vp"))
    {
      g_autofree char *vp = g_strdup_printf ("%g", json_object_get_double_member (o, "vp_behind"));
      /* TRANSLATORS: a reason to declare Call to Arms: "4 VP behind" */
      g_ptr_array_add (why, g_strdup_printf (_("%s VP behind"), vp));
    }
  if (json_object_get_boolean_member (o, "as_war"))
    g_ptr_array_add (why, g_strdup (_("as if a War Event, by the scenario")));
  if (json_object_get_boolean_member (o, "treasurers"))
    g_ptr_array_add (why, g_strdup (_("Treasurers and 2 Coin")));
  for (guint i = 0; wars && i < json_array_get_length (wars); i++)
    {
      int k = cas_game_find_card (game, json_array_get_string_element (wars, i));
      if (k >= 0 && cas_game_get_card (game, k)->event_name)
        g_ptr_array_add (war_names, (gpointer) cas_game_text (cas_game_get_card (game, k)->event_name));
    }
  g_ptr_array_add (war_names, NULL);
  g_autofree char *wars_text = g_strjoinv (", ", (char **) war_names->pdata);
  /* inferno-levy (I158): the War Events the side drew this Levy, as the table records them */
  JsonArray *drawn = json_object_has_member (o, "war_drawn") ? json_object_get_array_member (o, "war_drawn") : NULL;
  for (guint i = 0; drawn && i < json_array_get_length (drawn); i++)
    {
      int k = cas_game_find_card (game, json_array_get_string_element (drawn, i));
      if (k >= 0 && cas_game_get_card (game, k)->event_name)
        /* TRANSLATORS: a reason to declare Call to Arms: "drew Val d'Orcia this Levy" */
        g_ptr_array_add (why, g_strdup_printf (_("drew %s this Levy"), cas_game_text (cas_game_get_card (game, k)->event_name)));
    }
  gboolean now = why->len > 0;
  /* TRANSLATORS: the other way to declare Call to Arms: "or a War Event drawn this Levy (Val d'Orcia, Montalcino)" */
  g_autofree char *war = g_strdup_printf (now ? _("or a War Event drawn this Levy (%s)") : _("A War Event drawn this Levy (%s)"),
                                          wars_text);
  if (drawn == NULL || json_array_get_length (drawn) == 0) /* inferno-levy: else said above */
    g_ptr_array_add (why, g_steal_pointer (&war));
  g_ptr_array_add (why, NULL);
  g_autofree char *sub = g_strjoinv (" · ", (char **) why->pdata);
  cas_calc_group_add_row (g, _("Declare"), sub, now ? _("May declare") : _("On a War Event"), now ? "success" : NULL, "3.5");
}

/* app (issue 17): the table's declaration recorded from the group's last row, the Declare
 * row, with a switch (cta SIDE yes|no). */
static void
declare_switch (const CasTable *t, int side, CasCalcGroup *g)
{
  const char *sid = cas_game_get_side_id (t->game, side);
  g_autofree char *on = g_strdup_printf ("cta %s yes", sid);
  g_autofree char *off = g_strdup_printf ("cta %s no", sid);
  g_autofree char *name = g_strdup_printf ("cta-%s", sid);
  cas_calc_row_set_switch (g_ptr_array_index (g->rows, g->rows->len - 1), name, inferno_cta_declared (t, side), on, off);
}

static void
side_group (const CasTable *t, int side, JsonObject *o, CasCalcResult *r)
{
  CasGame *game = t->game;
  /* TRANSLATORS: a group of the Levy calculator: "Call to Arms: Guelphs" */
  g_autofree char *title = g_strdup_printf (_("Call to Arms: %s"), cas_game_get_side_name (game, side));
  g_autofree char *what = g_strdup_printf (_("What each step could do now if the %s declare it."), cas_game_get_side_name (game, side));
  CasCalcGroup *g = cas_calc_result_add_group (r, title, what);

  if (json_object_get_boolean_member (o, "skipped"))
    {
      cas_calc_group_add_row (g, _("Skipped by the scenario"), _("No Call to Arms for this side in this Levy"), NULL, "dim", "3.5,6.0");
      /* app: a table that declared all the same is mirrored (the switch shows it). */
      if (inferno_cta_declared (t, side))
        declare_switch (t, side, g);
      return;
    }
  declare_row (game, o, g);
  declare_switch (t, side, g);

  /* 3.5.1 Gather. */
  g_autofree char *gather = names (game, o, "gather", FALSE);
  guint n = count (o, "gather");
  g_autofree char *gather_value = g_strdup_printf (ngettext ("%u Lord", "%u Lords", n), n);
  cas_calc_group_add_row (g, _("Gather"), gather ? gather : _("No Unbesieged Lord on the map"), gather_value, n ? NULL : "dim", "3.5.1");

  /* 3.5.2 Commander to Arms, 3.5.3 Comune. */
  int cmd = lord_of (game, json_object_has_member (o, "commander") && !json_object_get_null_member (o, "commander")
                              ? json_object_get_string_member (o, "commander") : NULL);
  if (cmd >= 0)
    {
      const char *name = cas_game_get_lord (game, cmd)->name;
      const char *city = leading_city (game, cmd);
      gboolean inside = json_object_get_boolean_member (o, "commander_inside");
      gboolean to_arms = json_object_get_boolean_member (o, "commander_to_arms");
      g_autofree char *sub = inside ? g_strdup_printf (_("%s is inside %s"), name, city)
                             : to_arms ? g_strdup_printf (_("%s may be Disbanded and Mustered inside %s, without a roll"), name, city)
                                       : g_strdup_printf (_("%s cannot be Mustered inside %s now: it is not a free Seat for him"), name, city);
      cas_calc_group_add_row (g, _("Commander to Arms"), sub, inside ? _("Inside") : to_arms ? _("Possible") : _("Not now"),
                              inside ? "success" : to_arms ? NULL : "warning", "3.5.2");

      g_autofree char *special = names (game, o, "special_vassals", TRUE);
      guint k = count (o, "special_vassals");
      g_autofree char *value = g_strdup_printf (ngettext ("%u Special Vassal", "%u Special Vassals", k), k);
      g_autofree char *comune = NULL;
      if (!inside && !to_arms)
        comune = g_strdup_printf (_("Only with %s inside %s"), name, city);
      else if (json_object_get_boolean_member (o, "comune_in_play"))
        comune = g_strdup_printf (_("In play · Muster without a roll: %s"), special ? special : _("none left"));
      else
        comune = g_strdup_printf (_("May be set out, with its Carroccio and a Sestiere or Terzo · Muster without a roll: %s"),
                                  special ? special : _("none left"));
      cas_calc_group_add_row (g, _("Comune"), comune, (inside || to_arms) ? value : NULL, (inside || to_arms) ? NULL : "dim", "3.5.3");
    }

  /* 3.5.4 Allies. */
  g_autofree char *extra = names (game, o, "extra_muster", FALSE);
  g_autofree char *allies = names (game, o, "allies", FALSE);
  /* TRANSLATORS: "Extra Muster: Firenze Podestà, Arezzo Podestà · without a roll: Colle Podestà" */
  g_autofree char *sub = g_strdup_printf (_("Extra Muster: %s · Mustered without a roll: %s"), extra ? extra : _("nobody"),
                                          allies ? allies : _("nobody"));
  cas_calc_group_add_row (g, _("Allies"), sub, _("One of the two"), extra || allies ? NULL : "dim", "3.5.4");
}

/* app (issue 17): while TAGLIA is in play (levy --json "taglia_taken"), a row per Lord it
 * names who is on the map, with a switch recording `taglia LORD yes|no` (3.4.2, S23). */
static void
taglia_group (const CasTable *t, CasCalcResult *r)
{
  CasGame *game = t->game;
  int k = cas_game_find_card (game, INFERNO_TAGLIA_CARD);
  if (k < 0)
    return;
  const CasCard *card = cas_game_get_card (game, k);
  const char *cap = card->cap_name ? cas_game_text (card->cap_name) : INFERNO_TAGLIA_CARD;
  CasCalcGroup *g = NULL;
  for (guint l = 0; l < cas_game_get_n_lords (game) && l < 31; l++)
    {
      if ((card->eligible_lords & (G_GUINT64_CONSTANT (1) << l)) == 0 || !cas_table_lord_on_map (t, (int) l))
        continue;
      if (g == NULL)
        {
          /* TRANSLATORS: a group of the Levy calculator, named for the Capability card: "TAGLIA" */
          g_autofree char *title = g_strdup_printf (_("%s Vassals"), cap);
          g = cas_calc_result_add_group (r, title, _("Each Lord it names may Muster one such Vassal in all: switch on a Lord who took his."));
        }
      const CasLord *lord = cas_game_get_lord (game, (int) l);
      gboolean taken = inferno_taglia_taken (t, (int) l);
      g_autofree char *on = g_strdup_printf ("taglia %s yes", lord->id);
      g_autofree char *off = g_strdup_printf ("taglia %s no", lord->id);
      g_autofree char *name = g_strdup_printf ("taglia-%s", lord->id);
      CasCalcRow *row = cas_calc_group_add_row (g, lord->name,
                                                taken ? _("Has taken his one: no other is listed for him")
                                                      : _("May still Muster one"),
                                                NULL, NULL, "3.4.2");
      cas_calc_row_set_switch (row, name, taken, on, off);
    }
}

void
cas_inferno_levy_groups (const CasTable *t, const CasLevyResult *l, CasCalcResult *r)
{
  const CasLcRules *rules = cas_lc_rules (t->game);
  if (rules == NULL || rules->levy == NULL || rules->levy->json == NULL)
    return;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  rules->levy->json (t, l, b);
  json_builder_end_object (b);
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  JsonObject *cta = json_object_get_object_member (json_node_get_object (root), "cta");
  for (int side = 0; cta && side < CAS_N_SIDES; side++)
    {
      const char *id = cas_game_get_side_id (t->game, side);
      if (json_object_has_member (cta, id))
        side_group (t, side, json_object_get_object_member (cta, id), r);
    }
  if (json_object_has_member (json_node_get_object (root), "taglia_taken"))
    taglia_group (t, r);
}
