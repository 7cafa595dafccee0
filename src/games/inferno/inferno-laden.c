/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-laden.c: what Inferno changes in March and Sail (4.3.2-4.3.4, 4.7.3). Its
 * Carts serve every Way in every Season, a Road lets each Cart carry 2 Provender Unladen
 * and makes the first Unladen March of a card free (game.json "way_types"); here Avoid
 * Battle into an Enemy Stronghold (Bypass, 4.3.4) and who may Sail (Pisa's Podestà). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-bypass.h"
#include "inferno-march.h"
#include "inferno-scenario.h" /* scen: the dashed line (6.0 C) */
#include "inferno-cards.h" /* cards: ROAD WORKS */
#include "inferno-events.h" /* cards2: BRIGANDS */
#include "cas-rules.h"

/* 4.3.4, 4.3.5, 4.4.3: Avoid Battle may go to an Unbesieged Enemy Stronghold (the Lords
 * are then Bypassing it); Retreat only to join Friendly Lords already Bypassing it, which
 * the Bypass markers say (bypass, issue 17: inferno_march_bypass ()). */
static gboolean
inferno_avoid_stronghold (const CasTable *t, int to, CasExplain *ex)
{
  const char *name = cas_rules_locale_name (t, to);
  if (CAS_LOCALE (t, to, CAS_C_BYPASS) != 0) /* bypass: the side's own marker (4.3.5) */
    cas_explain_add (ex, "4.3.4,4.3.5", _("%s is an Enemy Stronghold not under Siege: Lords may Avoid Battle there, "
                                          "joining its Bypass"),
                     name);
  else
    cas_explain_add (ex, "4.3.4,4.3.5", _("%s is an Enemy Stronghold not under Siege: Lords may Avoid Battle there and "
                                          "are marked as Bypassing it; a March there must Besiege or Bypass it"),
                     name);
  if (CAS_LOCALE (t, to, CAS_C_BYPASS) == 0)
    cas_explain_add (ex, "4.4.3,4.3.5", _("A Retreat may go to %s only to join Friendly Lords already Bypassing it, and "
                                          "none do (no Bypass marker there)"),
                     name);
  return TRUE;
}

/* 1.7, 4.3: Inferno's only land Transport, Carts, serves every Way in every Season. */
static void
inferno_explain_season (const CasTable *t, CasExplain *ex)
{
  (void) t;
  cas_explain_add (ex, "1.7,4.3", _("Carts are the only Transport on land and serve every Way in every Season"));
}

static gboolean
is_pisa (const CasTable *t, int lord)
{
  /* Pisa's Podestà: the Lord whose Main Seat is Pisa's, the one Lord who may hold Ships
   * (game.json "assets": the Ship's "lords"). */
  int ship = cas_game_asset_slot (t->game, CAS_ASSET_SHIP);
  guint64 holders = ship >= 0 ? cas_game_get_asset (t->game, ship)->lords : 0;
  return holders != 0 && lord < 64 && (holders & (G_GUINT64_CONSTANT (1) << lord)) != 0;
}

/* 4.7.3: the Podestà of Pisa (only), at a Friendly Port; as a Lieutenant he takes his
 * Lower Lord along (4.1.3). */
static void
inferno_sail_who (const CasTable *t, const int *lords, int n_lords, int from, GPtrArray *problems, CasExplain *ex)
{
  int pisa = -1;
  for (int i = 0; i < n_lords; i++)
    if (is_pisa (t, lords[i]))
      pisa = lords[i];
  for (int i = 0; i < n_lords; i++)
    {
      int l = lords[i];
      if (l == pisa || (pisa >= 0 && CAS_LORD (t, l, CAS_L_LIEUTENANT) == pisa))
        continue;
      char *text = pisa >= 0
                     ? g_strdup_printf (_("%s may not Sail: only the Podestà of Pisa Sails, with his Lower Lord if he is "
                                          "a Lieutenant"),
                                        cas_rules_lord_name (t, l))
                     : g_strdup_printf (_("%s may not Sail: only the Podestà of Pisa Sails"), cas_rules_lord_name (t, l));
      cas_explain_add (ex, "4.7.3,4.1.3", "%s", text);
      g_ptr_array_add (problems, text);
    }
  if (pisa >= 0)
    cas_inferno_ship_season_note (t, ex);
  if (pisa >= 0 && !cas_rules_friendly (t, from, cas_rules_lord_side (t, pisa), NULL))
    {
      char *text = g_strdup_printf (_("%s is not Friendly to the %s: Sail starts only from a Friendly Port"),
                                    cas_rules_locale_name (t, from), cas_rules_side_name (t, cas_rules_lord_side (t, pisa)));
      cas_explain_add (ex, "4.7.3,1.3.1", "%s", text);
      g_ptr_array_add (problems, text);
    }
}

/* bypass, then cards (issue 17): the Bypass markers of a March (inferno-bypass.c), then
 * AMBUSH where an Avoid Battle may follow (inferno-cards.c). */
static int
inferno_march_approach (const CasTable *t, const int *lords, int n_lords, int from, int to, int side, CasExplain *ex)
{
  int bypassed = inferno_march_bypass (t, lords, n_lords, from, to, side, ex);
  inferno_cards_avoid_event (t, side, to, cas_rules_count_unbesieged (t, to, 1 - side) - bypassed, ex);
  inferno_events_brigands (t, lords, n_lords, side, to, ex); /* cards2: BRIGANDS (S19, I183) */
  return bypassed;
}

const CasLcLaden cas_inferno_laden = {
  .explain_season = inferno_explain_season,
  .avoid_stronghold = inferno_avoid_stronghold,
  .sail_who = inferno_sail_who,
  .sail_season_rules = "4.7.3,1.3.2",
  .march_forbidden = inferno_scenario_march_forbidden, /* scen: the dashed line (6.0 C) */
  .march_bypass = inferno_march_approach, /* bypass (issue 17): Depart, a Bypassed destination; cards: AMBUSH */
  .march_way_type = inferno_cards_march_way_type, /* cards (issue 17): ROAD WORKS (inferno-cards.c) */
};
