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
/* captured SIDE [TYPE] N|+N|-N: field = the side whose box it is; slot = the knights' unit
 * type + 1 in the typed form (mats, issue 17; I136), 0 for the count alone. */

/* mats: the cell of `side`'s knights of type `unit` (Ritter or Cavalieri), or -1. */
static int
type_cell (CasGame *game, int side, int unit)
{
  if (unit < 0 || unit >= (int) cas_game_get_n_units (game))
    return -1;
  const char *id = cas_game_get_unit (game, unit)->id;
  if (g_strcmp0 (id, "ritter") == 0)
    return INFERNO_G_CAPTURED_RITTER_0 + side;
  if (g_strcmp0 (id, "cavalieri") == 0)
    return INFERNO_G_CAPTURED_CAVALIERI_0 + side;
  return -1;
}

int
inferno_captured_of (const CasTable *t, int side, int unit)
{
  int cell = type_cell (t->game, side, unit);
  return cell >= 0 ? CAS_GLOBAL (t, cell) : 0;
}

int
inferno_captured_untyped (const CasTable *t, int side)
{
  return MAX (0, CAS_GLOBAL (t, INFERNO_G_CAPTURED_0 + side) - CAS_GLOBAL (t, INFERNO_G_CAPTURED_RITTER_0 + side) -
                   CAS_GLOBAL (t, INFERNO_G_CAPTURED_CAVALIERI_0 + side));
}

gboolean
inferno_captured_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  gboolean ok = cas_action_parser_args (p, 2, 3);
  const char *side = cas_action_parser_word (p, 1);
  int number = 2;

  if (ok && (a->field = cas_game_find_side (game, side)) < 0)
    ok = cas_action_parser_fail (p, _("“%s” must be %s or %s"), side, cas_game_get_side_id (game, 0), cas_game_get_side_id (game, 1));
  a->slot = 0;
  if (ok && cas_action_parser_word (p, 3) != NULL)
    {
      const char *type = cas_action_parser_word (p, 2);
      int unit = cas_game_find_unit (game, type);
      if (type_cell (game, a->field, unit) < 0)
        return cas_action_parser_fail (p, _("“%s” must be ritter or cavalieri: only knights are Captured (4.4.4)"), type);
      a->slot = unit + 1;
      number = 3;
    }
  a->has_value = TRUE;
  return ok && cas_action_parser_number (p, number, TRUE, 0, CAS_ACTION_MAX_COUNT, &a->value, &a->relative);
}

void
inferno_captured_print (CasGame *game, const CasAction *a, GString *s)
{
  g_string_append_printf (s, " %s", cas_game_get_side_id (game, a->field));
  if (a->slot > 0)
    g_string_append_printf (s, " %s", cas_game_get_unit (game, a->slot - 1)->id);
  cas_action_append_number (s, a);
}

gboolean
inferno_captured_apply (const CasAction *a, CasTable *t, GError **error)
{
  g_autofree char *who = g_strdup_printf (_("The Captured Knights box of the %s"), cas_rules_side_text (t, a->field));
  gint *total = cas_table_global (t, INFERNO_G_CAPTURED_0 + a->field);
  gint *ritter = cas_table_global (t, INFERNO_G_CAPTURED_RITTER_0 + a->field);
  gint *cavalieri = cas_table_global (t, INFERNO_G_CAPTURED_CAVALIERI_0 + a->field);
  if (a->slot > 0) /* mats: the typed form changes that type and the total alike */
    {
      gint *typed = cas_table_global (t, type_cell (t->game, a->field, a->slot - 1));
      int old = *typed;
      if (!cas_words_set_count (typed, a->value, a->relative, CAS_ACTION_MAX_COUNT, who,
                                cas_game_get_unit (t->game, a->slot - 1)->name, error))
        return FALSE;
      if (*total + *typed - old > CAS_ACTION_MAX_COUNT)
        return cas_words_fail (error, _("%s would hold more than %d knights"), who, CAS_ACTION_MAX_COUNT);
      *total += *typed - old;
      return TRUE;
    }
  if (!cas_words_set_count (total, a->value, a->relative, CAS_ACTION_MAX_COUNT, who, _("knights"), error))
    return FALSE;
  /* mats (I136): the count alone changes the knights of no recorded type; below them, it
   * takes Cavalieri, then Ritter (`captured SIDE 0` empties the box). */
  int over = *ritter + *cavalieri - *total;
  if (over > 0)
    {
      int k = MIN (over, *cavalieri);
      *cavalieri -= k;
      *ritter -= over - k;
    }
  return TRUE;
}

char *
inferno_captured_describe (const CasAction *a, const CasTable *before)
{
  int cell = a->slot > 0 ? type_cell (before->game, a->field, a->slot - 1) : INFERNO_G_CAPTURED_0 + a->field;
  int old = CAS_GLOBAL (before, cell);
  int now = a->relative ? old + a->value : a->value;
  int box = CAS_GLOBAL (before, INFERNO_G_CAPTURED_0 + a->field) + (a->slot > 0 ? now - old : 0);
  const char *side = cas_rules_side_text (before, a->field);

  if (a->slot > 0) /* mats: "2 Ritter of the Ghibellines Captured (their Captured Knights box: 5)" */
    {
      const char *unit = cas_game_get_unit (before->game, a->slot - 1)->name;
      if (now > old)
        return g_strdup_printf (_("%d %s of the %s Captured (their Captured Knights box: %d)"), now - old, unit, side, box);
      if (now < old)
        return g_strdup_printf (ngettext ("%d %s of the %s leaves their Captured Knights box (left: %d)",
                                          "%d %s of the %s leave their Captured Knights box (left: %d)", (gulong) (old - now)),
                                old - now, unit, side, box);
      return g_strdup_printf (_("%s in the Captured Knights box of the %s: %d"), unit, side, now);
    }
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

/* castellan-cli show (not translated, like the rest of that text); mats: the types, when
 * some are recorded ("Ghibellines 3 (ritter 2, cavalieri 0, untyped 1)"). */
static void
captured_part (const CasTable *t, int side, GString *s)
{
  int total = CAS_GLOBAL (t, INFERNO_G_CAPTURED_0 + side);
  int ritter = CAS_GLOBAL (t, INFERNO_G_CAPTURED_RITTER_0 + side), cavalieri = CAS_GLOBAL (t, INFERNO_G_CAPTURED_CAVALIERI_0 + side);
  g_string_append_printf (s, "%s %d", cas_game_get_side_name (t->game, side), total);
  if (ritter + cavalieri > 0)
    g_string_append_printf (s, " (ritter %d, cavalieri %d, untyped %d)", ritter, cavalieri, inferno_captured_untyped (t, side));
}

char *
cas_inferno_captured_line (const CasTable *t)
{
  int g = CAS_GLOBAL (t, INFERNO_G_CAPTURED_0), h = CAS_GLOBAL (t, INFERNO_G_CAPTURED_1);
  if (g == 0 && h == 0)
    return NULL;
  GString *s = g_string_new ("Captured Knights: ");
  captured_part (t, 0, s);
  g_string_append (s, ", ");
  captured_part (t, 1, s);
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------------------ */
/* Battle: the captures as actions (4.4.4, 4.4.5, 4.5.2); mats: by type (I136). */

void
cas_inferno_propose_captured (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex)
{
  CasGame *game = t->game;
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int typed = 0;
      for (int u = 0; u < (int) cas_game_get_n_units (game) && u < CAS_MAX_FORCES; u++)
        if (end->captured_units[side][u] > 0 && type_cell (game, side, u) >= 0)
          {
            cas_explain_propose (ex, "captured %s %s +%d", cas_game_get_side_id (game, side), cas_game_get_unit (game, u)->id,
                                 end->captured_units[side][u]);
            typed += end->captured_units[side][u];
          }
      if (end->captured[side] > typed)
        cas_explain_propose (ex, "captured %s +%d", cas_game_get_side_id (game, side), end->captured[side] - typed);
    }
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

/* mats (I136): the types in `side`'s box, the knights of no recorded type read as
 * Cavalieri, said. */
static void
captured_types (const CasTable *t, int side, int *ritter, int *cavalieri, CasExplain *ex)
{
  CasGame *game = t->game;
  int untyped = inferno_captured_untyped (t, side);
  *ritter = CAS_GLOBAL (t, INFERNO_G_CAPTURED_RITTER_0 + side);
  *cavalieri = CAS_GLOBAL (t, INFERNO_G_CAPTURED_CAVALIERI_0 + side) + untyped;
  cas_explain_add (ex, "4.9.2,4.4.4", _("In the box of the %s: %d Ritter and %d Cavalieri"), cas_rules_side_name (t, side),
                   *ritter, *cavalieri);
  if (untyped > 0)
    cas_explain_addn (ex, "4.9.2,4.4.4", untyped,
                      "%d of them has no recorded type (an older save, or captured %s N without a type): Castellan "
                      "reads it as Cavalieri; if it is a Ritter, record it with captured %s ritter +1 (rules-decisions I136)",
                      "%d of them have no recorded type (an older save, or captured %s N without a type): Castellan "
                      "reads them as Cavalieri; record any Ritter among them with captured %s ritter +N (rules-decisions I136)",
                      untyped, cas_game_get_side_id (game, side), cas_game_get_side_id (game, side));
}

/* mats (I136): the half that comes back, Castellan's default: Ritter first, onto the
 * side's first Lord on the map in the Lords' order (the side chooses the units and the
 * Lords, 4.9.2); proposed. */
static void
return_knights (const CasTable *t, int side, int returned, int ritter, int cavalieri, CasLcResetFunc propose, gpointer ctx,
                CasExplain *ex)
{
  CasGame *game = t->game;
  int lord = -1;
  for (guint l = 0; l < cas_game_get_n_lords (game) && lord < 0; l++)
    if (cas_table_lord_on_map (t, (int) l) && cas_rules_lord_side (t, (int) l) == side)
      lord = (int) l;
  if (lord < 0)
    return;
  int back_r = MIN (ritter, returned), back_c = MIN (cavalieri, returned - back_r);
  cas_explain_add (ex, "4.9.2",
                   _("Castellan’s default: the Ritter first, then Cavalieri: %d Ritter and %d Cavalieri to %s; %d Ritter and %d "
                     "Cavalieri to the pool"),
                   back_r, back_c, cas_rules_lord_name (t, lord), ritter - back_r, cavalieri - back_c);
  const char *id = cas_game_get_lord (game, lord)->id;
  if (back_r > 0)
    {
      g_autofree char *action = g_strdup_printf ("forces %s ritter +%d", id, back_r);
      propose (ctx, "ransom", action);
    }
  if (back_c > 0)
    {
      g_autofree char *action = g_strdup_printf ("forces %s cavalieri +%d", id, back_c);
      propose (ctx, "ransom", action);
    }
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
      cas_explain_addn (ex, "4.9.2,4.4.4", r.captured,
                        "Ransom: the %s have %d knight in their Captured Knights box: the Ransom is %d Coin (1 per six, rounded up), paid in full to the %s; their Lords on the map hold %d Coin",
                        "Ransom: the %s have %d knights in their Captured Knights box: the Ransom is %d Coin (1 per six, rounded up), paid in full to the %s; their Lords on the map hold %d Coin",
                        name, r.captured, r.coin, other, r.coin_held);
      int ritter = 0, cavalieri = 0;
      captured_types (work, side, &ritter, &cavalieri, ex); /* mats (I136) */
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
          return_knights (work, side, r.returned, ritter, cavalieri, propose, ctx, ex); /* mats (I136) */
          cas_explain_addn (ex, "4.9.2,1.4.2,1.4.3", r.coin,
                            "If the %s decline to pay, their knights Languish instead: the %s roll %d time on their Revolt table or add Treachery cards, one of either per six knights, rounded up",
                            "If the %s decline to pay, their knights Languish instead: the %s roll %d times on their Revolt table or add Treachery cards, one of either per six knights, rounded up",
                            name, other, r.coin);
        }
      else
        {
          r.languish = r.coin;
          cas_explain_addn (ex, "4.9.2,1.4.2,1.4.3", r.languish,
                            "Languish: the %s cannot pay the Ransom, so the %s roll %d time on their Revolt table or add one Treachery card to their Command deck for it (one of either per six knights, rounded up; a Revolt roll chosen instead of a card must be made: castellan-cli revolt)",
                            "Languish: the %s cannot pay the Ransom, so the %s roll %d times on their Revolt table or add one Treachery card to their Command deck for each (one of either per six knights, rounded up; a Revolt roll chosen instead of a card must be made: castellan-cli revolt)",
                            name, other, r.languish);
          cas_explain_add (ex, "4.9.2",
                           _("Castellan’s reading: Languishing knights stay in the Captured Knights box, to be Ransomed, or to Languish again, at the next End of Campaign (rules-decisions I71)"));
        }
      g_array_append_val (out, r);
    }
  if (!any)
    cas_explain_add (ex, "4.9.2", _("Ransom: neither side has knights in its Captured Knights box"));
}

