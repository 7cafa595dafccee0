/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-draw.c (scen, issue 17): the scenario's rule for an Arts of War draw in its first
 * Levy, for the Plan & Cards page's draw dialog (cas-cards-panel.c): A draws one
 * Capability, then one Event (3.1); B's Ghibellines give S18, S19 and S20 to their Lords
 * before their draw, so those are not drawn (3.1.2). From inferno-scenario.c's rules. */
#include "config.h"

#include <glib/gi18n.h>

#include "inferno/inferno-ui.h"
#include "inferno-scenario.h"

/* Capabilities of `side` in play now that the set-up did not place (6.0). */
static int
drawn_capabilities (const CasTable *t, int side)
{
  const CasScenario *sc = cas_game_get_scenario (t->game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  int n = 0;
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      int state = CAS_CARD (t, c, CAS_K_STATE);
      if (cas_game_get_card (t->game, (int) c)->side != side || (state != CAS_CARD_CAPABILITY && state != CAS_CARD_LORD))
        continue;
      gboolean placed = FALSE;
      for (guint k = 0; sc && k < sc->capabilities->len; k++)
        placed |= g_array_index (sc->capabilities, int, k) == (int) c;
      n += !placed;
    }
  return n;
}

gboolean
cas_inferno_draw_excluded (const CasTable *t, int card)
{
  const InfernoScenario *s = inferno_scenario (t);
  if (!inferno_scenario_first_levy (t))
    return FALSE;
  for (int k = 0; k < s->n_assign; k++)
    if (s->assign_cards[k] == card)
      return TRUE;
  return FALSE;
}

char *
cas_inferno_draw_note (const CasTable *t, int side, gboolean *as_event)
{
  const InfernoScenario *s = inferno_scenario (t);
  *as_event = FALSE;
  if (!inferno_scenario_first_levy (t))
    return NULL;
  if (s->first_draw_cap_event)
    {
      *as_event = drawn_capabilities (t, side) > 0;
      return g_strdup_printf (*as_event ? _("%s, Sudden Campaign: this is the side’s second card of the first Levy, an Event instead of a Capability (3.1, 6.0).")
                                        : _("%s, Sudden Campaign: the side’s first card of the first Levy is a Capability, the second an Event (3.1, 6.0)."),
                              inferno_scenario_name (t));
    }
  if (s->assign_side == side && s->n_assign > 0)
    {
      GString *cards = g_string_new (NULL);
      for (int k = 0; k < s->n_assign; k++)
        {
          g_autofree char *up = g_ascii_strup (cas_game_get_card (t->game, s->assign_cards[k])->id, -1);
          g_string_append_printf (cards, "%s%s", k ? ", " : "", up);
        }
      char *text = g_strdup_printf (_("%s, Reprisal War: the side gives %s to its Lords before this draw (each card’s Record menu); they are not drawn (3.1.2, 6.0)."),
                                    inferno_scenario_name (t), cards->str);
      g_string_free (cards, TRUE);
      return text;
    }
  return NULL;
}
