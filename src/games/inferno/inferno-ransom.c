/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-ransom.c: Inferno's Captured Knights boxes (issue 17, "ransom"). Knights'
 * Quarter puts a side's Cavalieri and Ritter Lost in Battle on a Loss roll of 3-6, those
 * of a Lord removed in Battle, and a Sacked Stronghold's knights into that side's
 * Captured Knights box (4.4.4, 4.4.5, 4.5.2); at the End of Campaign the side Ransoms
 * them (1 Coin per six, rounded up, to the enemy; half come back to its Lords, the rest
 * to the pool) or they Languish (the enemy gets a Revolt roll or a Treachery card per
 * six, rounded up) (4.9.2). The table keeps each box as a count of units
 * (rules-decisions I70); `captured SIDE N|+N|-N` records a capture or a release. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-ransom.h"

#include "cas-action.h"
#include "cas-action-words.h"
#include "cas-rules.h"

/* ------------------------------------------------------------------------ */
/* captured SIDE N|+N|-N: field = the side whose box it is. */

gboolean
inferno_captured_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  gboolean ok = cas_action_parser_args (p, 2, 2);
  const char *side = cas_action_parser_word (p, 1);

  if (ok && (a->field = cas_game_find_side (game, side)) < 0)
    ok = cas_action_parser_fail (p, _("“%s” must be %s or %s"), side, cas_game_get_side_id (game, 0), cas_game_get_side_id (game, 1));
  a->has_value = TRUE;
  return ok && cas_action_parser_number (p, 2, TRUE, 0, CAS_ACTION_MAX_COUNT, &a->value, &a->relative);
}

void
inferno_captured_print (CasGame *game, const CasAction *a, GString *s)
{
  g_string_append_printf (s, " %s", cas_game_get_side_id (game, a->field));
  cas_action_append_number (s, a);
}

gboolean
inferno_captured_apply (const CasAction *a, CasTable *t, GError **error)
{
  g_autofree char *who = g_strdup_printf (_("The Captured Knights box of the %s"), cas_rules_side_text (t, a->field));
  return cas_words_set_count (cas_table_global (t, INFERNO_G_CAPTURED_0 + a->field), a->value, a->relative,
                              CAS_ACTION_MAX_COUNT, who, _("knights"), error);
}

char *
inferno_captured_describe (const CasAction *a, const CasTable *before)
{
  int old = CAS_GLOBAL (before, INFERNO_G_CAPTURED_0 + a->field);
  int now = a->relative ? old + a->value : a->value;
  const char *side = cas_rules_side_text (before, a->field);

  if (now > old)
    /* TRANSLATORS: "2 knights of the Guelphs Captured (their Captured Knights box: 3)" */
    return g_strdup_printf (ngettext ("%d knight of the %s Captured (their Captured Knights box: %d)",
                                      "%d knights of the %s Captured (their Captured Knights box: %d)", (gulong) (now - old)),
                            now - old, side, now);
  if (now < old)
    return g_strdup_printf (ngettext ("%d knight of the %s leaves their Captured Knights box (left: %d)",
                                      "%d knights of the %s leave their Captured Knights box (left: %d)", (gulong) (old - now)),
                            old - now, side, now);
  return g_strdup_printf (_("Captured Knights box of the %s: %d"), side, now);
}

/* castellan-cli show (not translated, like the rest of that text). */
char *
cas_inferno_captured_line (const CasTable *t)
{
  int g = CAS_GLOBAL (t, INFERNO_G_CAPTURED_0), h = CAS_GLOBAL (t, INFERNO_G_CAPTURED_1);
  if (g == 0 && h == 0)
    return NULL;
  return g_strdup_printf ("Captured Knights: %s %d, %s %d", cas_game_get_side_name (t->game, 0), g,
                          cas_game_get_side_name (t->game, 1), h);
}

/* ------------------------------------------------------------------------ */
/* Battle: the captures as actions (4.4.4, 4.4.5, 4.5.2). */

void
cas_inferno_propose_captured (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex)
{
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (end->captured[side] > 0)
      cas_explain_propose (ex, "captured %s +%d", cas_game_get_side_id (t->game, side), end->captured[side]);
}

/* ------------------------------------------------------------------------ */
/* 4.9.2 Ransom and Languish. */

static int
side_coin (const CasTable *t, int side)
{
  int coin = 0;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_table_lord_on_map (t, (int) l) && cas_rules_lord_side (t, (int) l) == side)
      coin += CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_COIN);
  return coin;
}

/* Castellan's default payment: from the side's Lords on the map with the most Coin first
 * (any of them may pay, Bypassed or Besieged too). Proposes and applies each. */
static void
pay (const CasTable *t, int side, int coin, CasLcResetFunc propose, gpointer ctx)
{
  CasGame *game = t->game;
  while (coin > 0)
    {
      int best = -1, most = 0;
      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        if (cas_table_lord_on_map (t, (int) l) && cas_rules_lord_side (t, (int) l) == side &&
            CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_COIN) > most)
          best = (int) l, most = CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_COIN);
      if (best < 0)
        return;
      int n = MIN (coin, most);
      g_autofree char *action = g_strdup_printf ("assets %s %s -%d", cas_game_get_lord (game, best)->id,
                                                 cas_game_asset_id (game, CAS_ASSET_COIN), n);
      propose (ctx, "ransom", action);
      coin -= n;
    }
}

/* The other side receives the Coin and divides it among its Lords: Castellan's default
 * gives it to its Lords on the map in the order of the Lords, each up to the Asset cap
 * (1.7.3). Returns the Coin that found no room. */
static int
receive (const CasTable *t, int side, int coin, CasLcResetFunc propose, gpointer ctx)
{
  CasGame *game = t->game;
  int cap = cas_game_get_asset_cap (game);
  for (guint l = 0; l < cas_game_get_n_lords (game) && coin > 0; l++)
    {
      if (!cas_table_lord_on_map (t, (int) l) || cas_rules_lord_side (t, (int) l) != side)
        continue;
      int room = cap - CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_COIN);
      int n = MIN (room, coin);
      if (n <= 0)
        continue;
      g_autofree char *action = g_strdup_printf ("assets %s %s +%d", cas_game_get_lord (game, (int) l)->id,
                                                 cas_game_asset_id (game, CAS_ASSET_COIN), n);
      propose (ctx, "ransom", action);
      coin -= n;
    }
  return coin;
}

void
cas_inferno_ransom (const CasTable *work, GArray *out, CasLcResetFunc propose, gpointer ctx, CasExplain *ex)
{
  CasGame *game = work->game;
  gboolean any = FALSE;

  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int enemy = 1 - side;
      CasLcCaptives r = { .side = side, .captured = CAS_GLOBAL (work, INFERNO_G_CAPTURED_0 + side) };
      if (r.captured <= 0)
        continue;
      any = TRUE;
      r.coin = (r.captured + 5) / 6;
      r.coin_held = side_coin (work, side);
      r.freed = r.coin_held >= r.coin;
      const char *name = cas_rules_side_name (work, side), *other = cas_rules_side_name (work, enemy);
      /* TRANSLATORS: "Ransom: the Guelphs have 7 knights in their Captured Knights box: the Ransom is 2 Coin (1 per six, rounded up), paid in full to the Ghibellines; their Lords on the map hold 3 Coin" */
      cas_explain_add (ex, "4.9.2,4.4.4",
                       ngettext ("Ransom: the %s have %d knight in their Captured Knights box: the Ransom is %d Coin (1 per six, rounded up), paid in full to the %s; their Lords on the map hold %d Coin",
                                 "Ransom: the %s have %d knights in their Captured Knights box: the Ransom is %d Coin (1 per six, rounded up), paid in full to the %s; their Lords on the map hold %d Coin",
                                 (gulong) r.captured),
                       name, r.captured, r.coin, other, r.coin_held);
      if (r.freed)
        {
          r.returned = (r.captured + 1) / 2;
          r.to_pool = r.captured - r.returned;
          pay (work, side, r.coin, propose, ctx);
          int lost = receive (work, enemy, r.coin, propose, ctx);
          g_autofree char *back = g_strdup_printf ("captured %s 0", cas_game_get_side_id (game, side));
          propose (ctx, "ransom", back);
          cas_explain_add (ex, "4.9.2",
                           _("Castellan’s default: the %s Ransom them, the Coin from their Lords with the most Coin first; the %s divide it among their Lords as they like (Castellan gives it in the order of the Lords)"),
                           name, other);
          if (lost > 0)
            cas_explain_add (ex, "4.9.2,1.7.3", _("The %s have no Lord on the map with room for %d of that Coin: it is lost"), other, lost);
          cas_explain_add (ex, "4.9.2",
                           _("The %s put %d of the %d knights (half, rounded up, which units is theirs to choose) on any of their Lords on the map, Bypassed or Besieged too (forces LORD cavalieri|ritter +N), and return %d to the pool"),
                           name, r.returned, r.captured, r.to_pool);
          cas_explain_add (ex, "4.9.2,1.4.2,1.4.3",
                           ngettext ("If the %s decline to pay, their knights Languish instead: the %s roll %d time on their Revolt table or add Treachery cards, one of either per six knights, rounded up",
                                     "If the %s decline to pay, their knights Languish instead: the %s roll %d times on their Revolt table or add Treachery cards, one of either per six knights, rounded up",
                                     (gulong) r.coin),
                           name, other, r.coin);
        }
      else
        {
          r.languish = r.coin;
          cas_explain_add (ex, "4.9.2,1.4.2,1.4.3",
                           ngettext ("Languish: the %s cannot pay the Ransom, so the %s roll %d time on their Revolt table or add one Treachery card to their Command deck for it (one of either per six knights, rounded up; a Revolt roll chosen instead of a card must be made: castellan-cli revolt)",
                                     "Languish: the %s cannot pay the Ransom, so the %s roll %d times on their Revolt table or add one Treachery card to their Command deck for each (one of either per six knights, rounded up; a Revolt roll chosen instead of a card must be made: castellan-cli revolt)",
                                     (gulong) r.languish),
                           name, other, r.languish);
          cas_explain_add (ex, "4.9.2",
                           _("Castellan’s reading: Languishing knights stay in the Captured Knights box, to be Ransomed, or to Languish again, at the next End of Campaign (rules-decisions I71)"));
        }
      g_array_append_val (out, r);
    }
  if (!any)
    cas_explain_add (ex, "4.9.2", _("Ransom: neither side has knights in its Captured Knights box"));
}

