/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-battle-cards.c: what Inferno's Arts of War cards change in a Battle, Storm or
 * Sally (issue 17, battlecards; rulebook 1.9.1, 3.1.3, 4.4.2; the cards as
 * shared/reference/inferno/data.md section 8 summarises them, ids of
 * data/games/inferno/cards.json). Like Nevsky's (nevsky-battle-cards.c) it maps the cards
 * onto the effects the engine knows (CasLcBattleRules in cas-lc-rules.h, CasBattleEvent
 * in cas-battle.h) and is asked when a Battle is set up (once per Lord or Event), never
 * per strike:
 *  - Held Events (3.1.3), played with castellan-cli's --event: F6/S6 HILLS, F8/S8 SWAMP,
 *    F4/S4 SUDDEN CLASH (played on one Lord);
 *  - This Lord Capabilities read from the table (1.9.1, 3.4.4): ARCIERI, LUCERIA,
 *    BALESTRIERI, PALVESARI, BALESTRE GROSSE, FEDITORI, TREBUCHETS; and the side-wide
 *    ARMY RESERVE for the Lords it names.
 *  - session 9: the Held Events F3/S3 SURPRISE, F16 A BLOODY RED STREAM, F24/S24 DOCTORS
 *    and the side-wide S21 SOVRINTENDENTE (a Castle's Garrison).
 *  - session 10: the This Lord Capability F3/S3 SIEGE TOWERS (a Storm's order of strikes)
 *    and the Held Events F12/S12 CAMP ATTACK (Assets taken and removed before Round 1)
 *    and F7/S7 GREEK FIRE (played by the Besieged at a Storm or Sally).
 *  - session 11 (battle-distr): the side-wide Capability F21 DISTRINGITORES (Armor
 *    re-rolled after each Round's Archery, the engine's rally).
 *    and the Held Event S16 BOCCA DEGLI ABATI (the engine's DEFECTION). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-rules.h"
#include "inferno-cells.h" /* comune: the Comuni in play */

#include "cas-battle.h"
#include "cas-rules.h"

/* The Held Events, in castellan-cli's --event order; each side's card is the one of that
 * Event name (F6 / S6 Hills, F8 / S8 Swamp, F4 / S4 Sudden Clash). */
const CasLcBattleEvent inferno_battle_events[INFERNO_N_BATTLE_EVENTS] = {
  { "hills", "Hills", CAS_BATTLE_EVENT_DOUBLE_ARCHERY, NULL, NULL },
  { "swamp", "Swamp", CAS_BATTLE_EVENT_NO_HORSE_R1, NULL, NULL },
  { "sudden_clash", "Sudden Clash", CAS_BATTLE_EVENT_FIRST_CHARGE, N_("Sudden Clash Lord"),
    N_("The Lord whose Horse strike first in Round 1 and select their targets") },
  /* session 9: F3/S3 SURPRISE, F16 A BLOODY RED STREAM (the Guelphs' alone), F24/S24 DOCTORS */
  { "surprise", "Surprise", CAS_BATTLE_EVENT_SURPRISE_STORM, NULL, NULL },
  { "bloody_red_stream", "A Bloody Red Stream", CAS_BATTLE_EVENT_LAST_STAND, NULL, NULL, TRUE },
  { "doctors", "Doctors", CAS_BATTLE_EVENT_RESTORE_HALF, NULL, NULL },
  /* session 10: F12/S12 CAMP ATTACK */
  { "camp_attack", "Camp Attack", CAS_BATTLE_EVENT_CAMP_ATTACK, NULL, NULL },
  /* session 10: F7/S7 GREEK FIRE, as far as a Storm or Sally (I120) */
  { "greek_fire", "Greek Fire", CAS_BATTLE_EVENT_SIEGE_FIRE, NULL, NULL },
  /* battle-distr (session 11): S16 BOCCA DEGLI ABATI, the Ghibellines' alone (I145) */
  { "bocca_degli_abati", "Bocca degli Abati", CAS_BATTLE_EVENT_DEFECTION, NULL, NULL, TRUE, "cavalieri" },
};

/* The Capabilities the Battle reads, each by the id of one card that carries it: its
 * name, and so every card of that name, comes from cards.json (1.9.1). */
enum { ARCIERI, LUCERIA, BALESTRIERI, PALVESARI, BALESTRE_GROSSE, FEDITORI, ARMY_RESERVE, SIEGE_ENGINES,
       SIEGE_TOWERS /* session 10 */, DISTRINGITORES /* battle-distr, session 11 */, N_CAPS };
static const char *const capability_cards[N_CAPS] = { "f16", "s7", "f9", "f13", "f8", "f6", "f12", "f4", "f3", "f21" };

/* FEDITORI: how many Cavalieri of the Lord strike ×2 (F6, F7: 4; S6: 3). */
static const struct {
  const char *card;
  int max;
} feditori[] = { { "f6", 4 }, { "f7", 4 }, { "s6", 3 } };

const char *const *
inferno_battle_capabilities (guint *n)
{
  *n = N_CAPS;
  return capability_cards;
}

/* The name of Capability `cap` (capability_cards) in the game's data. */
static const char *
cap_name (const CasTable *t, int cap)
{
  int card = cas_game_find_card (t->game, capability_cards[cap]);
  return card >= 0 ? cas_game_get_card (t->game, card)->cap_name : NULL;
}

/* Summer, outside which SWAMP works: the one Season whose Forage needs no roll (4.7.1,
 * game.json "seasons"). */
static gboolean
no_forage_roll_season (const CasTable *t)
{
  return cas_table_season (t)->forage == CAS_FORAGE_AUTO;
}

/* Who may use each Held Event, and where (3.1.3, the cards): a Sally is a Battle (4.5.3),
 * a Storm is not (4.4). */
const char *
inferno_event_void (const CasTable *t, gboolean storm, gboolean defending, guint effect)
{
  switch (effect)
    {
    case CAS_BATTLE_EVENT_DOUBLE_ARCHERY:
      return defending && !storm ? NULL : _("only the Defenders may use it, in a Battle (not a Storm)");
    case CAS_BATTLE_EVENT_NO_HORSE_R1:
      return defending && !storm && !no_forage_roll_season (t)
               ? NULL
               : _("only the Defenders may use it, in a Battle in Spring, Autumn or Winter");
    case CAS_BATTLE_EVENT_FIRST_CHARGE:
    case CAS_BATTLE_EVENT_CAMP_ATTACK:  /* F12/S12: Battle Round 1 (session 10, I119) */
    case CAS_BATTLE_EVENT_LAST_STAND:   /* F16: "in Battle"; a Sally is one (4.5.3) */
    case CAS_BATTLE_EVENT_DEFECTION:    /* S16: "at Battle start" (battle-distr, I145) */
      return !storm ? NULL : _("it works only in a Battle");
    default:
      return NULL;
    }
}

/* The card of `lord` (This Lord, 3.4.4) with Capability `name`, or -1. battle-sally
 * (1.5.1, 3.4.4; rules-decisions I152): a Comune fighting as its own Lord reads the cards
 * on its mat (CAS_K_MAT), its Commander those on his own; while the Comune does not fight
 * apart (its mat without units) he reads both. */
static int
lord_card (const CasTable *t, int lord, int cap)
{
  const char *name = cap_name (t, cap);
  int holder = cas_battle_lord_commander (t->game, lord);
  if (holder < 0)
    return -1;
  int comune = cas_game_get_lord (t->game, holder)->comune;
  int mat = CAS_BATTLE_IS_COMUNE (lord) ? 1 : 0;
  gboolean both = !CAS_BATTLE_IS_COMUNE (lord) && comune >= 0 && cas_table_comune_units (t, comune) == 0;
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      if (CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == holder &&
          (both || CAS_CARD (t, c, CAS_K_MAT) == mat) && g_strcmp0 (card->cap_name, name) == 0)
        return (int) c;
    }
  return -1;
}

/* The side-wide card with Capability `name` in play for `lord`'s side and naming him
 * (1.9.1: the Lords on the card), or -1. */
static int
side_card (const CasTable *t, int lord, int cap)
{
  const char *name = cap_name (t, cap);
  int side = cas_rules_lord_side (t, lord);
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      if (card->side == side && CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_CAPABILITY && g_strcmp0 (card->cap_name, name) == 0 &&
          (card->eligible != CAS_ELIGIBLE_LIST || (lord < 64 && (card->eligible_lords >> lord & 1u))))
        return (int) c;
    }
  return -1;
}

static int
unit_of (const CasTable *t, const char *id)
{
  return cas_game_find_unit (t->game, id);
}

/* A Lord's Battle Capabilities (the cards, data.md section 8). */
void
inferno_fighter_mods (const CasTable *t, int lord, CasLcFighterMods *m)
{
  gboolean storm = m->kind == CAS_BATTLE_STORM;
  int militia = unit_of (t, "militia"), armigeri = unit_of (t, "armigeri");
  int maa = unit_of (t, "men_at_arms"), cavalieri = unit_of (t, "cavalieri");
  int card;

  /* ARCIERI (F16, F17, S16, S17): his Militia shoot normal Archery ×1. */
  if (militia >= 0 && lord_card (t, lord, ARCIERI) >= 0)
    m->archery[militia] = MAX (m->archery[militia], 2);
  /* LUCERIA (S7): up to 3 of his Militia shoot ×1½; ARCIERI then adds nothing. */
  if (militia >= 0 && lord_card (t, lord, LUCERIA) >= 0)
    {
      m->archery[militia] = 3;
      m->shoot_max[militia] = 3;
    }
  /* BALESTRIERI (F9-F11, S9-S11): up to 3 of his Armigeri shoot Crossbow ×1, in Battle
   * and Storm (selecting their targets when Defending in a Storm: the engine's 4.4.2). */
  if (armigeri >= 0 && lord_card (t, lord, BALESTRIERI) >= 0)
    {
      m->crossbow[armigeri] = 2;
      m->shoot_max[armigeri] = 3;
    }
  /* PALVESARI (F13-F15, S13-S15): his Armigeri Armor 1-4 until his third Armigeri Routs;
   * with BALESTRIERI too, their Crossbows always select their targets (4.4.2 PLAY NOTE). */
  if (armigeri >= 0 && lord_card (t, lord, PALVESARI) >= 0)
    {
      m->armor[armigeri] = 2;
      m->armor_until[armigeri] = 3;
      m->xselect = m->crossbow[armigeri] > 0;
    }
  /* BALESTRE GROSSE (F8, S8): his Men-at-Arms shoot Crossbow ×½ in a Storm only. */
  if (maa >= 0 && storm && lord_card (t, lord, BALESTRE_GROSSE) >= 0)
    m->crossbow[maa] = MAX (m->crossbow[maa], 1);
  /* FEDITORI (F6, F7: 4; S6: 3): so many of his Cavalieri strike ×2 in Battle Melee in
   * Rounds 1-2. */
  if (cavalieri >= 0 && (card = lord_card (t, lord, FEDITORI)) >= 0)
    for (gsize i = 0; i < G_N_ELEMENTS (feditori); i++)
      if (g_str_equal (cas_game_get_card (t->game, card)->id, feditori[i].card))
        {
          m->double_melee[0].unit = (guint8) cavalieri;
          m->double_melee[0].max = (guint8) feditori[i].max;
          m->double_melee[0].first = 1;
          m->double_melee[0].last = 2;
        }
  /* ARMY RESERVE (F12, S12; side-wide, for the Lords it names): their Cavalieri strike ×2
   * in Battle Melee from Round 3 (the Comune's with its Commander: rules-decisions I30). */
  if (cavalieri >= 0 && side_card (t, cas_battle_lord_commander (t->game, lord), ARMY_RESERVE) >= 0)
    {
      m->double_melee[1].unit = (guint8) cavalieri;
      m->double_melee[1].first = 3;
    }
  /* TREBUCHETS (F4, S4): at a Storm or Sally with 3-4 Siege markers, while he is there
   * Unrouted, the enemy's Walls (Storm) or Siegeworks (Sally) 1 lower: the Besiegers'
   * card in a Storm, the Sallying Lords' in a Sally, both the Attackers. */
  if (m->kind != CAS_BATTLE_FIELD && !m->defending && lord_card (t, lord, SIEGE_ENGINES) >= 0 &&
      CAS_LOCALE (t, cas_rules_lord_locale (t, lord), CAS_C_SIEGE) >= 3)
    m->walls_cut = 1;
  /* SIEGE TOWERS (F3, S3; session 10, rules-decisions I118): Attacking in a Storm, from
   * Round 2 his Strikes come before everyone else's. */
  if (storm && !m->defending && lord_card (t, lord, SIEGE_TOWERS) >= 0)
    m->strike_first = 2;
  /* battle-distr (session 11): DISTRINGITORES (F21, side-wide, for the Podestà it names):
   * each Round after Archery one such Podestà mat in the fight re-rolls the Armor of up
   * to 2 of its Routed Armored units (the engine's rally; rules-decisions I144: a
   * Comune's mat is not a Podestà mat). */
  if (!CAS_BATTLE_IS_COMUNE (lord) && (card = side_card (t, lord, DISTRINGITORES)) >= 0)
    {
      const CasCard *k = cas_game_get_card (t->game, card);
      g_autofree char *up = g_ascii_strup (k->id, -1);
      g_autofree char *name = g_strdup_printf ("%s (%s)", k->cap_name, up);
      m->rally = 2;
      m->rally_name = g_intern_string (name);
    }
  /* DOCTORS (F24: Firenze and Arezzo; S24: Siena and Pisa), when his side plays it: the
   * Podestà and the Comune on his mat together (rules-decisions I97). */
  static const char *const doctors[] = { "firenze", "arezzo", "siena", "pisa" };
  for (gsize i = 0; i < G_N_ELEMENTS (doctors); i++)
    m->restore_lost |= g_str_equal (cas_game_get_lord (t->game, cas_battle_lord_commander (t->game, lord))->id, doctors[i]);
}

/* SOVRINTENDENTE (S21, side-wide; errata: any Ghibelline may Levy it): a Castle Friendly
 * to the Ghibellines defends with one Armigeri (the Garrison's Crossbow ×1, forces.json)
 * in place of its Militia (rules-decisions I95). */
const char *
inferno_garrison (const CasTable *t, int locale, int units[CAS_MAX_FORCES])
{
  CasGame *game = t->game;
  int card = cas_game_find_card (game, "s21");
  int militia = unit_of (t, "militia"), armigeri = unit_of (t, "armigeri");
  const CasLocale *loc = cas_game_get_locale (game, locale);
  if (card < 0 || militia < 0 || armigeri < 0 || CAS_CARD (t, card, CAS_K_STATE) != CAS_CARD_CAPABILITY ||
      !g_str_equal (cas_game_get_locale_type (game, loc->type)->id, "castle") ||
      cas_rules_holder (t, locale) != cas_game_get_card (game, card)->side || units[militia] == 0)
    return NULL;
  units[militia]--;
  units[armigeri]++;
  /* TRANSLATORS: "Sovrintendente (S21): this Castle, Friendly to the Ghibellines, defends with 1 Armigeri (Crossbow ×1) instead of its Militia." */
  return _("Sovrintendente (S21): this Castle, Friendly to the Ghibellines, defends with 1 Armigeri (Crossbow ×1) instead of its Militia.");
}

/* One line per Capability in effect, with the card's id (1.9.1). */
void
inferno_fighter_notes (const CasTable *t, int lord, const CasLcFighterMods *m, CasExplain *ex)
{
  const char *name = cas_battle_lord_name (t, lord);
  /* battle-comune (rules-decisions I126): a Comune whose mat holds units fights as its own
   * Lord with them (the engine's CAS_BATTLE_COMUNE); its Commander's This Lord cards stay
   * his (3.4.4). */
  if (CAS_BATTLE_IS_COMUNE (lord))
    {
      int cmd = cas_battle_lord_commander (t->game, lord);
      int units = cas_table_comune_units (t, CAS_BATTLE_COMUNE_OF (lord));
      /* TRANSLATORS: "Firenze Comune fights as a Lord of its own beside Firenze Podestà (Array, Reposition, Flanks, Rout, Losses) with the 5 units of its mat; his This Lord Capabilities are not its." */
      cas_explain_addn (ex, "1.5.1,4.4.1,3.4.4", units,
                        "%s fights as a Lord of its own beside %s (Array, Reposition, Flanks, Rout, Losses) with the %d unit of its mat; his This Lord Capabilities are not its.",
                        "%s fights as a Lord of its own beside %s (Array, Reposition, Flanks, Rout, Losses) with the %d units of its mat; his This Lord Capabilities are not its.",
                        name, cas_rules_lord_name (t, cmd), units);
    }
  int militia = unit_of (t, "militia"), armigeri = unit_of (t, "armigeri");
  int maa = unit_of (t, "men_at_arms");

  for (int i = 0; i < N_CAPS; i++)
    {
      int card = i == ARMY_RESERVE     ? side_card (t, cas_battle_lord_commander (t->game, lord), i)
                 : i == DISTRINGITORES ? (m->rally ? side_card (t, lord, i) : -1)
                                       : lord_card (t, lord, i);
      const char *what = NULL;
      if (card < 0)
        continue;
      g_autofree char *up = g_ascii_strup (cas_game_get_card (t->game, card)->id, -1);
      g_autofree char *text = NULL;
      switch (i)
        {
        case ARCIERI:
          what = militia >= 0 && m->shoot_max[militia] == 3 ? _("adds nothing beside LUCERIA")
                                                             : _("his Militia shoot normal Archery ×1");
          break;
        case LUCERIA:
          what = _("up to 3 of his Militia shoot ×1½");
          break;
        case BALESTRIERI:
          what = m->xselect ? _("up to 3 of his Armigeri shoot Crossbow ×1 and, with PALVESARI, select their targets")
                            : _("up to 3 of his Armigeri shoot Crossbow ×1");
          break;
        case PALVESARI:
          what = armigeri >= 0 && m->armor[armigeri] ? _("his Armigeri have Armor 1-4 until his third Armigeri Routs") : NULL;
          break;
        case BALESTRE_GROSSE:
          what = maa >= 0 && m->crossbow[maa] ? _("his Men-at-Arms shoot Crossbow ×½ (a Storm)")
                                              : _("no effect: his Men-at-Arms shoot only in a Storm");
          break;
        case FEDITORI:
          text = g_strdup_printf (_("up to %d of his Cavalieri strike ×2 in Battle Melee in Rounds 1-2"), m->double_melee[0].max);
          what = m->kind == CAS_BATTLE_STORM ? _("no effect in a Storm") : text;
          break;
        case ARMY_RESERVE:
          what = m->kind == CAS_BATTLE_STORM ? _("no effect in a Storm") : _("his Cavalieri strike ×2 in Battle Melee from Round 3");
          break;
        case SIEGE_TOWERS: /* F3, S3; session 10 */
          what = m->strike_first ? _("from Round 2 his Strikes, Archery and Melee, come before everyone else’s")
                                 : _("no effect: only Attacking in a Storm");
          break;
        case DISTRINGITORES: /* F21; battle-distr, session 11 */
          text = g_strdup_printf (_("each Round after Archery, one Podestà mat of his side in the fight (Castellan proposes the one with the most) re-rolls the Armor of up to %d of its Routed Armored units; each saved returns to its Forces"),
                                  m->rally);
          what = text;
          break;
        case SIEGE_ENGINES: /* F4, S4 */
          what = m->walls_cut ? _("the enemy's Walls or Siegeworks 1 lower while he is there Unrouted")
                              : _("no effect: only Attacking at a Storm or Sally with 3-4 Siege markers");
          break;
        default:
          break;
        }
      if (what)
        /* TRANSLATORS: "BALESTRIERI (F9) on Guido Guerra: up to 3 of his Armigeri shoot Crossbow ×1." */
        cas_explain_add (ex, "1.9.1,4.4.2", _("%s (%s) on %s: %s."), cas_game_get_card (t->game, card)->cap_name, up, name, what);
    }
}

/* ------------------------------------------------------------------------ */
/* The Carroccio in Battle (3.5.3, 4.4.3, 5.1; rules-decisions I93). */

/* The Carroccio Mustered with `lord` (a Vassal the enemy captures for VP), or -1. */
static int
carroccio_of (const CasTable *t, int lord)
{
  const CasLord *l = cas_game_get_lord (t->game, lord);
  for (int k = 0; k < l->n_vassals; k++)
    {
      const CasVassal *v = cas_game_get_vassal (t->game, l->vassals[k]);
      if (v->capture_vp > 0 && CAS_LORD (t, lord, CAS_L_VASSAL + v->slot) == CAS_VASSAL_MUSTERED)
        return l->vassals[k];
    }
  return -1;
}

/* 4.4.3 EXCEPTION: a side that Conceded and Retreated with a Carroccio shifts each
 * Retreating Lord's Service one box, without a roll. */
const char *
inferno_retreat_standard (const CasTable *t, int lord)
{
  int v = carroccio_of (t, lord);
  return v >= 0 ? cas_game_get_vassal (t->game, v)->name : NULL;
}

/* 4.4.3 Spoils, 4.5.2 Sack, 5.1: a losing Lord removed (by Losses, unable to Retreat, or
 * Sacked) or Retreating without having Conceded loses his Mustered Carroccio: the other
 * side captures its marker for good (not its Forces) and gains its VP. */
void
inferno_carroccio_captured (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex)
{
  CasGame *game = t->game;
  for (guint l = 0; l < cas_game_get_n_lords (game) && l < 64; l++)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << l;
      int side = cas_rules_lord_side (t, (int) l);
      int v = carroccio_of (t, (int) l);
      /* battle-comune (I129): the Carroccio sits on the Comune mat (3.5.3), so a Comune
       * removed on its own loses it too. */
      gboolean comune_lost = (end->comune_removed & bit) && !(end->removed & bit);
      if (v < 0 || !((end->removed & bit) || comune_lost || ((end->retreated & bit) && !end->conceded[side])))
        continue;
      const CasVassal *cv = cas_game_get_vassal (game, v);
      const char *captor = cas_game_get_side_name (game, 1 - side);
      if (comune_lost)
        /* TRANSLATORS: "The Ghibellines capture the Carroccio of Firenze (Firenze Comune was removed): its marker is theirs for good (not its Forces), 2 VP." */
        cas_explain_add (ex, "4.4.3,5.1,3.5.3", _("The %s capture the %s (%s was removed): its marker is theirs for good (not its Forces), %d VP."),
                         captor, cv->name, cas_game_get_comune (game, cas_game_get_lord (game, (int) l)->comune)->name, cv->capture_vp);
      else
        /* TRANSLATORS: "The Ghibellines capture the Carroccio of Firenze (Firenze Podestà was removed): its marker is theirs for good (not its Forces), 2 VP." */
        cas_explain_add (ex, "4.4.3,5.1",
                         (end->removed & bit) ? _("The %s capture the %s (%s was removed): its marker is theirs for good (not its Forces), %d VP.")
                                              : _("The %s capture the %s (%s Retreated without Conceding): its marker is theirs for good (not its Forces), %d VP."),
                         captor, cv->name, cas_rules_lord_name (t, (int) l), cv->capture_vp);
      cas_explain_propose (ex, "vassal %s %s removed", cas_game_get_lord (game, (int) l)->id, cv->id);
      /* The Captured Carroccio marker (victory's cell, inferno-cells.h), which Victory
       * counts at game.json "vp"."carroccio" (5.1). */
      cas_explain_propose (ex, "carroccio %s yes", cas_game_get_side_id (game, 1 - side));
    }
}
