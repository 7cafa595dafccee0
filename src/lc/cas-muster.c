/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-muster.c: putting a Lord or a Vassal into play as the mats show (3.4.1, 3.4.2, 6.0). */
#include "config.h"

#include "cas-muster.h"

/* 2.2.3: boxes run 1..n; 0 and n + 1 are "just off the board". A shift further off is
 * ignored; the first shift back from off the board lands in box 1 or box n, however
 * many boxes it was (docs/rules-decisions.md). */
int
cas_shift_box (int box, int by, int n_boxes)
{
  if (by == 0)
    return box;
  if (box <= 0)
    return by > 0 ? 1 : 0;
  if (box > n_boxes)
    return by < 0 ? n_boxes : n_boxes + 1;
  return CLAMP (box + by, 0, n_boxes + 1);
}

/* Our default for "any" / "no Ship" Transport (6.0, 3.4.1 leave it to the player):
 * what is usable in the current Season, Carts and Boats alternating in Summer. */
void
cas_muster_default_transport (CasTable *table, int lord, int out[CAS_MAX_ASSETS])
{
  const CasLord *l = cas_game_get_lord (table->game, lord);
  const CasSeason *season = cas_table_season (table);
  guint usable = 0;
  for (int k = 0; k < (int) cas_game_get_n_way_types (table->game); k++)
    usable |= season->way[k];
  int total = l->transport_any + l->transport_no_ship;
  CasAsset order[CAS_MAX_ASSETS];
  int n_order = 0;

  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    out[a] = 0;
  /* The Transport types usable along some Way this Season, in the data's order (Ships
   * are not usable on Ways: they Sail). */
  for (int a = 0; a < (int) cas_game_get_n_assets (table->game); a++)
    if ((usable & (1u << a)) && cas_game_asset_is_transport (table->game, a) &&
        g_strcmp0 (cas_game_asset_id (table->game, a), "ship") != 0)
      order[n_order++] = (CasAsset) a;
  if (n_order == 0)
    order[n_order++] = CAS_ASSET_CART;
  for (int i = 0; i < total; i++)
    out[order[i % n_order]]++;
}

gboolean
cas_muster_place (CasTable *t, int lord, int locale, const int *transport, GError **error)
{
  CasGame *game = t->game;
  const CasLord *l = cas_game_get_lord (game, lord);
  int n_boxes = (int) cas_game_get_n_boxes (game);
  int chosen[CAS_MAX_ASSETS];

  if (transport)
    {
      int total = 0;
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        {
          if (transport[a] < 0 || (transport[a] > 0 && !cas_game_asset_is_transport (t->game, a)))
            {
              g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, "%s is not a Transport type", cas_game_asset_id (t->game, a));
              return FALSE;
            }
          total += transport[a];
        }
      if (total != l->transport_any + l->transport_no_ship)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, "%s's mat gives %d Transport to choose, not %d",
                       l->name, l->transport_any + l->transport_no_ship, total);
          return FALSE;
        }
      if (transport[CAS_ASSET_SHIP] > l->transport_any)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, "%s may choose at most %d Ships", l->name, l->transport_any);
          return FALSE;
        }
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        chosen[a] = transport[a];
    }
  else
    cas_muster_default_transport (t, lord, chosen);

  CAS_LORD (t, lord, CAS_L_STATE) = CAS_LORD_MAP;
  CAS_LORD (t, lord, CAS_L_LOCALE) = locale;
  CAS_LORD (t, lord, CAS_L_BOX) = -1;
  /* 3.4.1: Service marker Service-rating boxes right of the current box, or just off. */
  CAS_LORD (t, lord, CAS_L_SERVICE) = MIN (CAS_GLOBAL (t, CAS_G_BOX) + l->service, n_boxes + 1);
  CAS_LORD (t, lord, CAS_L_MOVED) = 0;
  CAS_LORD (t, lord, CAS_L_LIEUTENANT) = -1;
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    {
      CAS_LORD (t, lord, CAS_L_FORCES + f) = l->forces[f];
      CAS_LORD (t, lord, CAS_L_ROUTED + f) = 0;
    }
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    CAS_LORD (t, lord, CAS_L_ASSETS + a) = l->assets[a] + chosen[a];
  /* 3.4.1, 6.0: non-Special Vassals Ready; Special ones only while their card is in play;
   * a Comune's (Inferno 3.5.3) aside: they come with the Comune mat. */
  for (int v = 0; v < CAS_MAX_VASSALS; v++)
    {
      CasVassalState state = CAS_VASSAL_READY;
      if (v < l->n_vassals)
        {
          const CasVassal *vassal = cas_game_get_vassal (game, l->vassals[v]);
          int card = vassal->special_card;
          if ((card >= 0 && CAS_CARD (t, card, CAS_K_STATE) != CAS_CARD_CAPABILITY) || vassal->comune >= 0)
            state = CAS_VASSAL_ASIDE;
        }
      CAS_LORD (t, lord, CAS_L_VASSAL + v) = state;
      CAS_LORD (t, lord, CAS_L_VASSAL_BOX + v) = CAS_NO_SERVICE;
    }
  return TRUE;
}

/* 3.4.2 advanced rule: the Calendar box where a Mustering Vassal's Service marker goes,
 * its Service rating right of the current box (as for a Lord, 3.4.1), but only when that
 * is left of (earlier than) its Lord's Service marker; otherwise CAS_NO_SERVICE: the
 * marker stays on the mat and the Vassal serves as long as its Lord. */
int
cas_muster_vassal_box (const CasTable *t, int lord, int slot)
{
  const CasLord *l = cas_game_get_lord (t->game, lord);
  const CasVassal *v = cas_game_get_vassal (t->game, l->vassals[slot]);
  int n_boxes = (int) cas_game_get_n_boxes (t->game);
  int box = MIN (CAS_GLOBAL (t, CAS_G_BOX) + v->service, n_boxes + 1);

  return box < CAS_LORD (t, lord, CAS_L_SERVICE) ? box : CAS_NO_SERVICE;
}

/* 3.4.2: a Mustering Vassal brings its Forces; one leaving takes them back (as far as
 * they are still on the mat). Under the advanced rule its marker may go on the Calendar
 * (cas_muster_vassal_box). */
void
cas_muster_vassal (CasTable *t, int lord, int slot, CasVassalState state)
{
  const CasLord *l = cas_game_get_lord (t->game, lord);
  const CasVassal *v = cas_game_get_vassal (t->game, l->vassals[slot]);
  int old = CAS_LORD (t, lord, CAS_L_VASSAL + slot);

  if (old == (int) state)
    return;
  if (state == CAS_VASSAL_MUSTERED)
    {
      for (int f = 0; f < CAS_MAX_FORCES; f++)
        CAS_LORD (t, lord, CAS_L_FORCES + f) += v->forces[f];
      if (CAS_GLOBAL (t, CAS_G_OPT_VASSAL_SERVICE))
        CAS_LORD (t, lord, CAS_L_VASSAL_BOX + slot) = cas_muster_vassal_box (t, lord, slot);
    }
  else if (old == CAS_VASSAL_MUSTERED)
    {
      for (int f = 0; f < CAS_MAX_FORCES; f++)
        {
          int *n = cas_table_lord (t, lord, CAS_L_FORCES + f);
          *n = MAX (0, *n - v->forces[f]);
        }
      CAS_LORD (t, lord, CAS_L_VASSAL_BOX + slot) = CAS_NO_SERVICE;
    }
  CAS_LORD (t, lord, CAS_L_VASSAL + slot) = state;
}
