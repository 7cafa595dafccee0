/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-commands.c: what Nevsky's cards add to the Commands (4.7, 4.5): Raiders,
 * Famine, Veliky Knyaz, and the Veche's Coin lost with Novgorod. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nevsky-rules.h"

#include "cas-commands.h"
#include "cas-rules.h"

/* The enemy's Famine Event (T16 against Russians, R7 against Teutons) in force this
 * Campaign, or -1 (also for Supply, nevsky-supply.c). */
int
nevsky_famine_against (const CasTable *t, int side)
{
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      if (card->side != side && g_strcmp0 (card->event_name, "Famine") == 0 &&
          CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_THIS_CAMPAIGN)
        return (int) c;
    }
  return -1;
}

gboolean
nevsky_command_notes (const CasTable *t, CasLcCommand kind, CasCommandsResult *r, CasExplain *ex)
{
  switch (kind)
    {
    case CAS_LC_RAVAGE:
      if (cas_rules_lord_has_capability (t, r->lord, "Raiders"))
        cas_explain_add (ex, "4.7.2,1.9.1",
                         _("Raiders at %s's mat also lets him Ravage a neighbouring Locale free of enemy Lords (see the card); "
                           "this check covers only his own Locale"),
                         cas_rules_lord_name (t, r->lord));
      return FALSE;
    case CAS_LC_FORAGE:
      {
        int famine = nevsky_famine_against (t, r->side);
        if (famine < 0)
          return FALSE;
        g_autofree char *card = g_ascii_strup (cas_game_get_card (t->game, famine)->id, -1);
        cas_explain_add (ex, "4.7.1,3.1.3", _("But the %s Event Famine (%s) is in force this Campaign: %s Forage gains nothing"),
                         cas_rules_side_name (t, 1 - r->side), card, cas_rules_side_name (t, r->side));
        return TRUE;
      }
    case CAS_LC_TAX:
      if (cas_rules_lord_has_capability (t, r->lord, "Veliky Knyaz"))
        cas_explain_add (ex, "4.7.4,1.9.1",
                         _("Veliky Knyaz at his mat: when he Taxes he also gains 2 Transport and gets back the units lost "
                           "from his Mustered Forces"));
      return FALSE;
    case CAS_LC_SURRENDER:
    default:
      /* 1.4.2: the Veche's Coin goes with Novgorod. */
      if (r->locale == nevsky_ids (t)->novgorod && CAS_GLOBAL (t, NEVSKY_G_VECHE_COIN) > 0)
        g_ptr_array_add (r->on_surrender, g_strdup ("veche coin 0"));
      return FALSE;
    }
}

/* Commands (lint-lc2), 4.7.1, 2.2.1: in Summer any Lord may Forage where not Ravaged;
 * in the other Seasons only at a Friendly Stronghold. */
gboolean
nevsky_forage_season (const CasTable *t, CasCommandsResult *r, gboolean stronghold, CasExplain *ex)
{
  const CasSeason *season = cas_table_season (t);
  const char *locale = cas_rules_locale_name (t, r->locale), *name = cas_rules_lord_name (t, r->lord);
  if (g_strcmp0 (season->id, "summer") == 0)
    cas_explain_add (ex, "4.7.1,2.2.1", _("Forage: it is Summer and %s is not Ravaged: %s may Forage here"), locale, name);
  else if (stronghold)
    cas_explain_add (ex, "4.7.1,1.3.1", _("Forage: it is %s, not Summer, but %s is a Friendly Stronghold and not Ravaged: %s may "
                                          "Forage here"),
                     cas_game_text (season->name), locale, name);
  else
    {
      cas_explain_add (ex, "4.7.1,1.3.1",
                       _("Forage: it is %s, not Summer, and %s is not a Friendly Stronghold: %s cannot Forage here"),
                       cas_game_text (season->name), locale, name);
      return FALSE;
    }
  return TRUE;
}

/* Commands (lint-lc2), 4.3.5, 4.5.1: a Besieged Lord may only Sally, use Stone Kremlin
 * (1.9.1) or Pass. */
void
nevsky_besieged_commands (const CasTable *t, int lord, gboolean siege, CasExplain *ex)
{
  const char *name = cas_rules_lord_name (t, lord);
  const char *locale = cas_rules_locale_name (t, cas_rules_lord_locale (t, lord));
  if (siege)
    cas_explain_add (ex, "4.5.1,4.2.1,4.5.3", _("Siege: %s is Besieged inside %s: he may only Sally, use Stone Kremlin or Pass"),
                     name, locale);
  else
    cas_explain_add (ex, "4.3.5,4.2.1", _("%s is Besieged at %s: a Besieged Lord may only Sally, use Stone Kremlin or Pass"),
                     name, locale);
}
