/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-audit.c: Nevsky's own checks of the mirrored table (docs/calculators/audit.md):
 * the Veche box, extra VP and the Legate. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-audit.h"
#include "cas-rules.h"

static gboolean
card_in_play (const CasTable *t, int card)
{
  return CAS_CARD (t, card, CAS_K_STATE) == CAS_CARD_CAPABILITY;
}

/* The Veche box (1.3.3, 1.4.2), extra VP (5.1, 6.0) and the Legate (1.4.1). */
void
nevsky_audit (const CasTable *t, CasAudit *a, CasExplain *ex)
{
  CasGame *game = t->game;
  int veche_cap = nevsky_veche_cap (game);
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));

  if (CAS_GLOBAL (t, NEVSKY_G_VECHE_VP) > veche_cap)
    cas_audit_problem (a, ex, "1.3.3,1.4.2", g_strdup_printf ("veche vp %d", veche_cap),
                       _("The Veche box holds %d VP markers; it holds at most %d and the excess is lost"),
                       CAS_GLOBAL (t, NEVSKY_G_VECHE_VP), veche_cap);
  if (CAS_GLOBAL (t, NEVSKY_G_VECHE_COIN) > veche_cap)
    cas_audit_problem (a, ex, "1.3.3,1.4.2", g_strdup_printf ("veche coin %d", veche_cap),
                       _("The Veche box holds %d Coin; it holds at most %d and the excess is lost"),
                       CAS_GLOBAL (t, NEVSKY_G_VECHE_COIN), veche_cap);

  for (int side = 0; side < CAS_N_SIDES; side++)
    if (CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + side) != 0 && (s == NULL || s->victory != CAS_VICTORY_REMOVED_LORDS))
      cas_audit_problem (a, ex, "5.1,6.0", g_strdup_printf ("vp %s 0", cas_game_get_side_id (game, side)),
                         _("The %s have %g extra VP, but only the Pleskau scenario awards VP for enemy Lords removed; every other VP comes from markers"),
                         cas_rules_side_name (t, side), CAS_GLOBAL (t, CAS_G_EXTRA_VP_0 + side) / 2.0);

  /* 1.4.1: the Legate is in play exactly while William of Modena is (bound: the card
   * exists). */
  int modena = nevsky_ids (t)->william_of_modena;
  int legate = CAS_GLOBAL (t, NEVSKY_G_LEGATE);
  const char *card_id = cas_game_get_card (game, modena)->id;
  if (!card_in_play (t, modena) && legate != NEVSKY_LEGATE_OUT)
    cas_audit_problem (a, ex, "1.4.1", g_strdup ("legate out"),
                       legate >= 0 ? _("The Legate is at %s, but the William of Modena Capability (%s) is not in play")
                                   : _("The Legate is on his card%s, but the William of Modena Capability (%s) is not in play"),
                       legate >= 0 ? cas_rules_locale_name (t, legate) : "", card_id);
  else if (card_in_play (t, modena) && legate == NEVSKY_LEGATE_OUT)
    cas_audit_problem (a, ex, "1.4.1", g_strdup ("legate card"),
                       _("William of Modena (%s) is in play, so the Legate pawn should be on its card or on the map"), card_id);
  else if (card_in_play (t, modena) && legate >= 0)
    {
      int side = cas_game_get_card (game, modena)->side;
      if (cas_rules_count_lords (t, legate, side) == 0 && cas_rules_count_lords (t, legate, 1 - side) > 0)
        cas_audit_problem (a, ex, "1.4.1", g_strdup_printf ("discard %s", card_id),
                           _("The Legate is at %s with Lords of the %s and none of the %s: he is Endangered, the pawn leaves and William of Modena is discarded"),
                           cas_rules_locale_name (t, legate), cas_rules_side_name (t, 1 - side), cas_rules_side_name (t, side));
    }
}

/* 3.4.2: Summer Crusaders Muster only in Summer and may serve into Early Winter. */
void
nevsky_audit_vassal (const CasTable *t, int l, int slot, CasAudit *a, CasExplain *ex)
{
  const CasLord *lord = cas_game_get_lord (t->game, l);
  const CasVassal *v = cas_game_get_vassal (t->game, lord->vassals[slot]);
  const CasSeason *season = cas_table_season (t);
  const CasCard *card = cas_game_get_card (t->game, v->special_card);

  if (CAS_LORD (t, l, CAS_L_VASSAL + slot) == CAS_VASSAL_MUSTERED && g_strcmp0 (card->cap_name, "Crusade") == 0 &&
      g_strcmp0 (season->id, "summer") != 0 && g_strcmp0 (season->id, "early_winter") != 0)
    cas_audit_problem (a, ex, "3.4.2,4.9.5", g_strdup_printf ("vassal %s %s ready", lord->id, v->id),
                       _("%s’s %s are Mustered in %s; Summer Crusaders serve only in Summer and Early Winter"), lord->name,
                       v->name, cas_game_text (season->name));
}

static int
find_capability_card (CasGame *game, const char *name)
{
  for (guint k = 0; k < cas_game_get_n_cards (game); k++)
    if (g_strcmp0 (cas_game_get_card (game, (int) k)->cap_name, name) == 0)
      return (int) k;
  return -1;
}

/* 1.9.1: Walls +1 markers come from Stone Kremlin (the Russians' own Forts, Cities and
 * Novgorod), Castle markers from Stonemasons (a Fort or Town in enemy territory). */
void
nevsky_audit_locale (const CasTable *t, int i, CasAudit *a, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLocale *loc = cas_game_get_locale (game, i);
  int owner = loc->side;
  int kremlin = find_capability_card (game, "Stone Kremlin");
  int kremlin_side = kremlin >= 0 ? cas_game_get_card (game, kremlin)->side : 1;
  int masons = find_capability_card (game, "Stonemasons");
  int masons_side = masons >= 0 ? cas_game_get_card (game, masons)->side : 0;

  if (CAS_LOCALE (t, i, CAS_C_WALLS))
    {
      gboolean kremlin_type = cas_locale_is_stronghold (loc) &&
                              cas_game_get_stronghold (game, loc->type)->built_by == kremlin_side;
      if (CAS_LOCALE (t, i, CAS_C_CASTLE))
        cas_audit_problem (a, ex, "1.9.1", g_strdup_printf ("marker %s walls 0", loc->id),
                           _("%s carries both a Castle marker and a Walls +1 marker; a Castle marker removes Walls +1"), loc->name);
      else if (!kremlin_type || owner != kremlin_side)
        cas_audit_problem (a, ex, "1.9.1", g_strdup_printf ("marker %s walls 0", loc->id),
                           _("%s carries a Walls +1 marker; Stone Kremlin raises only the %s’ own Forts, Cities and Novgorod"),
                           loc->name, cas_rules_side_name (t, kremlin_side));
    }

  if (CAS_LOCALE (t, i, CAS_C_CASTLE) &&
      ((loc->kind != CAS_LOCALE_FORT && loc->kind != CAS_LOCALE_TOWN) || owner == masons_side))
    cas_audit_problem (a, ex, "1.9.1", g_strdup_printf ("marker %s castle none", loc->id),
                       _("%s carries a Castle marker; Stonemasons turn only a Fort or Town in %s territory into a Castle"), loc->name,
                       cas_rules_side_name (t, 1 - masons_side));
}

/* Levy, Audit, Victory (lint-lc2): the sentence when no problem is found, naming the
 * Veche and the Legate that nevsky_audit () checks too. */
const char *
nevsky_audit_clean (void)
{
  return _("No problem found: Assets, Forces, This Lord cards, Special Vassals, Lieutenants, opposing Lords, Sieges, Conquered, Ravaged, Walls and Castle markers, the Veche, extra VP, the Legate and the Plans all fit the rules");
}
