/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle.c: Battle (4.4), Storm (4.5.2) and Sally (4.5.3), step by step. The engine
 * is replayed from the start for every run, so the app can feed it the physical dice as
 * they are typed in and take one back by running again with one die fewer. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cas-battle.h"

#include "cas-lc-rules.h"
#include "cas-rules.h"
#include "cas-settings.h"

#define MAX_F CAS_BATTLE_MAX_LORDS
#define GARRISON_SLOT MAX_F   /* fighters[side][MAX_F] holds the Garrison */

typedef struct {
  int lord;                   /* lord index or CAS_BATTLE_GARRISON */
  int units[CAS_MAX_FORCES];    /* Unrouted */
  int alive;                  /* their total */
  int routed[CAS_MAX_FORCES];
  guint reroll;               /* bit per unit: a failed Armor roll re-rolled once per step */
  int walls_cut;              /* enemy Walls and Siegeworks lower (CasLcFighterMods) */
  gboolean present;
  gboolean sallying;          /* Relief Sally: a Besieged Lord who joined the Attack (4.4.1) */
  /* Worked out once at the start (prepare_fighter), for speed: */
  guint8 per[4][CAS_MAX_FORCES];            /* halves of Hits per unit in each CasStepKind, before Events */
  guint8 xper[CAS_MAX_FORCES];              /* Crossbow Archery halves per unit */
  guint8 range[2][2][CAS_MAX_FORCES];       /* [Archery?][Crossbow?] saving range of each unit */
  guint8 order[2][2][CAS_MAX_FORCES];       /* [Archery?][Crossbow?] units in the order they take Hits */
  int sum[4];                             /* per[step] x Unrouted units, kept up to date */
  int xsum;                               /* xper x Unrouted units */
  guint8 sorder[CAS_MAX_FORCES];          /* Select Target: the striker's proposal order (Inferno 4.4.2) */
} Fighter;

/* battlecards: what Inferno's Capabilities (CasLcFighterMods) add to a fighter during a
 * run, beside the Fighter record so that Nevsky's strike loop keeps its size (the card's
 * constant fields, such as shoot_max, are read from CasBattle.mods). Copied for each run
 * only when a card needs it (CasBattle.card_state). */
typedef struct {
  guint8 morder[CAS_MAX_FORCES];          /* Select Target of normal Hits (Sudden Clash): the proposal order */
  guint armor_off;                        /* bit per unit: its card's Armor has ended (armor_until) */
} FighterCards;

struct _CasBattle
{
  CasTable *table;
  CasGame *game;
  CasBattleSetup setup;
  int gside[2];
  gboolean no_hba;
  int n[2];
  Fighter init[2][MAX_F + 1];   /* as they start */
  Fighter f[2][MAX_F + 1];      /* during a run */
  int init_row[2][3];
  int init_reserve[2][MAX_F];
  int init_n_reserve[2];
  int row[2][3];                /* fighter slots at Front left, center, right; -1 empty */
  gboolean relief;              /* Relief Sally (4.4.1): Besieged Lords joined the Attack */
  int siegeworks;               /* Relief Sally: the Besiegers' Siegeworks against Sallying Lords */
  int init_srow[3], init_rrow[3];
  int srow[3];                  /* Relief Sally: the Sallying row behind the Defenders */
  int rrow[3];                  /* Relief Sally: the Defenders' Rearguard facing it */
  /* battle-sally (Inferno 4.4.1, 4.5.3): the Sallying Lords Array per Sally: at most
   * sally_max in their row (the Size), the others waiting to come forward (sres); 0: the
   * series' row of three. */
  int sally_max;
  int init_sres[MAX_F], init_n_sres;
  int sres[MAX_F], n_sres;
  guint rows_said;              /* Adjust Rows explained already (bit per case) */
  int reserve[2][MAX_F];
  int n_reserve[2];
  int walls[2];                 /* Walls range each battle side rolls (Storm, Sally) */
  int max_rounds;
  int round;
  gboolean conceded[2];
  gboolean reroll_used[2][MAX_F + 1];
  int center_used[2];                   /* units the Front center has Meleed with (NARROW_CENTER) */
  const CasUnit *unit[CAS_MAX_FORCES];   /* the Forces table, looked up once */
  const CasLcBattleRules *rules;        /* the game's, or NULL; looked up once */
  CasLcFighterMods mods[2][MAX_F + 1];  /* what each fighter's Capabilities change */
  guint active[2];                      /* CasBattleEvent played by each side that work here */
  int sack_coin;                        /* a Sack's own Coin (CasLcBattleRules.sack_coin) */
  int retreat_cache[2];                 /* first_retreat() per battle side, -2: not yet */
  gboolean talk;                        /* build texts: recording, or dice typed in */
  /* The game's switches of the engine's rules (CasLcBattleRules; Inferno, inf-battle),
   * read once in cas_battle_new (): */
  int xb_min;                           /* Crossbow Hits leave Armor at least this (4.4.2) */
  gboolean select_target;               /* the Defenders' Crossbow Hits select their target (4.5.2) */
  gboolean narrow;                      /* one Front Lord a side at first (Storm; Inferno's Sally, 4.5.3) */
  int front_max;                        /* Front Lords a side at most (Storm, Sally: the Size) */
  int kq_roll;                          /* Knights' Quarter: Loss rolls from this Capture (4.4.4); 0: none */
  gboolean sack_ruins;                  /* a Sack Ruins the Stronghold (4.5.2) */
  int sack_spoils;                      /* a Sack's Loot, Provender and Coin each (its Value) */
  int target_next;                      /* the next CasBattleSetup.targets entry */
  int ship_slot;                        /* the game's Ship (never Spoils, 4.4.3), or -1 */
  /* battlecards (Inferno's Arts of War cards, read once in cas_battle_new ()): */
  gboolean slow;                        /* Events played or round-bound Capabilities: fighter_strike's
                                         * step-by-step path */
  gboolean sorder_on;                   /* work out Select Target proposals (the game has Select Target) */
  gboolean xselect[2];                  /* a Lord of the side has Crossbows that always select (PALVESARI) */
  int charge_side;                      /* the side whose event_lord charges first (FIRST_CHARGE), or -1 */
  int charge_phase;                     /* Round 1: 1 while he charges, 2 after; 0 otherwise */
  const char *standard;                 /* the losers Conceded and Retreated with it (retreat_standard) */
  gboolean select_any;                  /* some Hit may select its target (any of the above) */
  gboolean rout_cards;                  /* a fighter has shoot_max or armor_until (take_hit's extra work) */
  gboolean card_state;                  /* play () resets `cards` from `init_cards` (rout_cards: only
                                         * rout_cards () changes them during a run; cas_battle_new ()
                                         * copies them once) */
  gboolean stand_used[2];               /* LAST_STAND played out by the side in this run */
  const char *garrison_note;            /* a card changed the Garrison (CasLcBattleRules.garrison) */
  gboolean comune_fights;               /* battle-comune: a Comune fights as its own Lord (Inferno 1.5.1) */
  gboolean sortie;                      /* battle-bypass: the Attackers Sortie from a Bypassed Stronghold (4.3.6) */
  int inside[2];                        /* battle-bypass: places of the side's Stronghold held by its
                                         * Lords inside who do not fight (Bypassed) */
  int pair_lord[2];                     /* battle-comune: the side's Commander whose Comune is in play at
                                         * the Locale (two Lords against the Size, 4.3.4), or -1 */
  gboolean fates_extra;                 /* battle-sally (perf): a Comune fights or is in play here, or
                                         * Lords inside are Bypassed: finish ()'s copy that tests them */
  gboolean card_work;                   /* any of the above in the strike loop: the take_hit () and
                                         * strike_field () copies that test them */
  /* battlecards (session 10): */
  gboolean camp[2];                     /* the side played CAMP_ATTACK (camp_attack ()) */
  int camp_to[2];                       /* its fighter slot that gets the Assets taken */
  int camp_got[2][CAS_MAX_ASSETS];      /* the Assets it took */
  guint8 camp_taken[2][MAX_F][CAS_MAX_ASSETS];   /* per fighter: Assets the enemy's card took */
  guint8 camp_removed[2][MAX_F][CAS_MAX_ASSETS]; /* and removed */
  int fire_slot;                        /* SIEGE_FIRE: the Besiegers' fighter slot it struck, or -1 */
  int fire_side;                        /* and his battle side */
  int fire_unit;                        /* the unit he lost, or -1 */
  int fire_siege;                       /* the Siege markers before it */
  gboolean towers;                      /* a fighter has strike_first (SIEGE TOWERS): storm_round_towers () */
  int strike_filter;                    /* Storm strikes by: 0 everyone, 1 only the Lords whose strike_first
                                         * Round has come, 2 all but those */
  /* battle-distr (session 11): */
  int defect_side;                      /* DEFECTION: the battle side that played it and works, or -1 */
  int defect_slot[2];                   /* its fighters: [0] the enemy's whose units roll, [1] the one
                                         * who receives (slots of 1 - defect_side and defect_side) */
  int defect_unit;                      /* the unit type it acts on */
  gboolean rally;                       /* a fighter has CasLcFighterMods.rally (DISTRINGITORES): rally ()
                                         * after each Round's Archery */
  gboolean run_cards;                   /* perf (session 13): any of card_state, init_n_sres, defect_side,
                                         * towers, rally: play ()'s copy that tests them per run and Round */
  FighterCards init_cards[2][MAX_F + 1]; /* as they start, beside init */
  FighterCards cards[2][MAX_F + 1];      /* during a run, beside f */
  CasUnit unit_alt[CAS_MAX_FORCES];      /* rows under the other reading of their setting (I86) */
  CasDice *dice;
  GError *error;
  CasBattleResult *result;
  CasBattleStep *cur_step;
};

static gboolean retreat_allowed (CasBattle *b, int side, int to);
static void prepare_fighter (CasBattle *b, int side, Fighter *f);
static void fighter_ranges (CasBattle *b, int side, int slot, Fighter *f, FighterCards *c);
static void resolve_events (CasBattle *b);
static inline gboolean event_active (CasBattle *b, int side, CasBattleEvent ev);
static const char *event_name (CasBattle *b, CasBattleEvent ev);
/* battle-distr: DEFECTION's rolls (defection ()) come before the striking code. */
static CasBattleStep *record_step (CasBattle *b, CasStepKind step, int side);
static inline gboolean roll (CasBattle *b, int force, const Fighter *f, int range, gboolean walls, gboolean reroll, char *purpose,
                             int *die);

static const char *const step_ids[] = { "archery", "horse", "foot", "melee" };

const char *
cas_battle_step_id (CasBattle *self, CasStepKind step)
{
  return step_ids[step];
}

const CasLcBattleEvent *
cas_battle_event (CasGame *game, guint i)
{
  const CasLcRules *rules = cas_lc_rules (game);
  const CasLcBattleRules *battle = rules ? rules->battle : NULL;
  return battle && i < battle->n_events ? &battle->events[i] : NULL;
}

int
cas_battle_event_card (CasGame *game, guint i, int side, CasBattleEvent *event)
{
  const CasLcBattleEvent *e = cas_battle_event (game, i);
  if (e == NULL)
    return -2;
  if (event)
    *event = (CasBattleEvent) e->effect;
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    {
      const CasCard *card = cas_game_get_card (game, (int) c);
      if (card->side == side && g_strcmp0 (card->event_name, e->name) == 0)
        return (int) c;
    }
  return -1;
}

void
cas_battle_setup_init (CasBattleSetup *s, CasBattleKind kind, int locale, int active_lord)
{
  memset (s, 0, sizeof *s);
  s->kind = kind;
  s->locale = locale;
  s->active_lord = active_lord;
  s->from_locale = -1;
  s->retreat_to = -1;
  s->event_lord = -1;
  s->defect_from = s->defect_to = -1;   /* battle-distr */
  s->record = TRUE;
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < 3; i++)
      s->front[side][i] = -1;
  for (int i = 0; i < 3; i++)
    s->sally_row[i] = s->rearguard[i] = -1;
}

/* battle-comune (issue 17): a fighter "lord" is a Lord or a Comune (CAS_BATTLE_COMUNE). */
const char *
cas_battle_lord_id (CasGame *game, int lord)
{
  if (CAS_BATTLE_IS_COMUNE (lord))
    return cas_game_get_comune (game, CAS_BATTLE_COMUNE_OF (lord))->id;
  return cas_game_get_lord (game, lord)->id;
}

const char *
cas_battle_lord_name (const CasTable *table, int lord)
{
  if (CAS_BATTLE_IS_COMUNE (lord))
    return cas_game_get_comune (table->game, CAS_BATTLE_COMUNE_OF (lord))->name;
  return cas_rules_lord_name (table, lord);
}

int
cas_battle_lord_commander (CasGame *game, int lord)
{
  return CAS_BATTLE_IS_COMUNE (lord) ? cas_game_get_comune (game, CAS_BATTLE_COMUNE_OF (lord))->commander : lord;
}

int
cas_battle_lord_side (const CasTable *table, int lord)
{
  return cas_rules_lord_side (table, cas_battle_lord_commander (table->game, lord));
}

int
cas_battle_parse_lord (CasGame *game, const char *id)
{
  int lord = cas_game_find_lord (game, id);
  for (guint c = 0; lord < 0 && c < cas_game_get_n_comuni (game); c++)
    if (g_strcmp0 (cas_game_get_comune (game, (int) c)->id, id) == 0)
      lord = CAS_BATTLE_COMUNE ((int) c);
  return lord;
}

/* A fighter's Forces or Assets cell on its own mat (the Comune's mat for a Comune). */
static int
mat_cell (const CasTable *t, int lord, int lord_cell, int mat_cell)
{
  if (CAS_BATTLE_IS_COMUNE (lord))
    return CAS_COMUNE (t, CAS_BATTLE_COMUNE_OF (lord), mat_cell);
  return CAS_LORD (t, lord, lord_cell);
}
#define FIGHTER_FORCES(t, lord, u) mat_cell ((t), (lord), CAS_L_FORCES + (u), CAS_M_FORCES + (u))
#define FIGHTER_ASSETS(t, lord, a) mat_cell ((t), (lord), CAS_L_ASSETS + (a), CAS_M_ASSETS + (a))
/* inferno-fuzz (issue 17): the same cell to change, in the Battle's own copy of the table
 * (the cards that act before Round 1: CAMP_ATTACK, SIEGE_FIRE); a Comune's is on its mat. */
static int *
mat_cell_ptr (CasTable *t, int lord, int lord_cell, int mat_cell)
{
  if (CAS_BATTLE_IS_COMUNE (lord))
    return &CAS_COMUNE (t, CAS_BATTLE_COMUNE_OF (lord), mat_cell);
  return &CAS_LORD (t, lord, lord_cell);
}
#define FIGHTER_FORCES_CELL(t, lord, u) (*mat_cell_ptr ((t), (lord), CAS_L_FORCES + (u), CAS_M_FORCES + (u)))
#define FIGHTER_ASSETS_CELL(t, lord, a) (*mat_cell_ptr ((t), (lord), CAS_L_ASSETS + (a), CAS_M_ASSETS + (a)))

/* Proposes a fighter's Forces or Assets of one type: `forces`/`assets LORD TYPE N`, or
 * `comune COMMANDER forces|assets TYPE N` for a Comune (inferno-fuzz). */
static void
propose_fighter_cell (CasExplain *ex, CasGame *game, int lord, gboolean forces, int type, int n)
{
  const char *id = cas_game_get_lord (game, cas_battle_lord_commander (game, lord))->id;
  const char *type_id = forces ? cas_game_unit_id (game, type) : cas_game_asset_id (game, type);
  if (CAS_BATTLE_IS_COMUNE (lord))
    cas_explain_propose (ex, "comune %s %s %s %d", id, forces ? "forces" : "assets", type_id, n);
  else
    cas_explain_propose (ex, "%s %s %s %d", forces ? "forces" : "assets", id, type_id, n);
}

int
cas_battle_lord_forces (const CasTable *table, int lord, int unit)
{
  return FIGHTER_FORCES (table, lord, unit);
}

static const char *
fighter_name (CasBattle *b, const Fighter *f)
{
  if (f->lord == CAS_BATTLE_GARRISON)
    return _("the Garrison");
  return cas_battle_lord_name (b->table, f->lord);
}

static int
fighter_units (const Fighter *f)
{
  return f->alive;
}

static gboolean
fighter_active (const Fighter *f)
{
  return f->present && f->alive > 0;
}

/* ------------------------------------------------------------------------ */
/* Setting up: who fights, the Array (4.4.1, 4.5.2). */

static void
add_fighter (CasBattle *b, int side, int lord)
{
  const CasTable *t = b->table;
  Fighter *f = &b->init[side][b->n[side]++];
  f->lord = lord;
  f->present = TRUE;
  for (int i = 0; i < CAS_MAX_FORCES; i++)
    f->alive += f->units[i] = FIGHTER_FORCES (t, lord, i);
  /* The Capabilities' changes, asked once per Lord (CasLcBattleRules.fighter_mods). */
  CasLcFighterMods *m = &b->mods[side][b->n[side] - 1];
  m->kind = (int) b->setup.kind;
  m->defending = side == CAS_DEFENDER;
  if (b->rules && b->rules->fighter_mods)
    b->rules->fighter_mods (t, lord, m);
  f->reroll = m->reroll;
  f->walls_cut = m->walls_cut;
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    b->rout_cards |= m->shoot_max[u] || m->armor_until[u];
  b->xselect[side] |= m->xselect;
  b->slow |= m->double_melee[0].first || m->double_melee[1].first;
  b->towers |= m->strike_first > 0;
  b->rally |= m->rally > 0;
}

/* battle-comune (issue 17): a Lord and, after him, his Comune while its own mat holds units:
 * it Arrays, Repositions, Flanks and Routs as if a separate Lord (Inferno 1.5.1, 4.4.1),
 * with the Forces of its mat; stacked under him, it is Besieged, Sallies and stays with
 * him. A table that keeps the Comune's units on the Commander's mat fights as before. */
static void
add_lord (CasBattle *b, int side, int lord, gboolean sallying)
{
  add_fighter (b, side, lord);
  b->init[side][b->n[side] - 1].sallying = sallying;
  int comune = cas_game_get_lord (b->game, lord)->comune;
  if (comune >= 0 && b->n[side] < MAX_F && cas_table_comune_units (b->table, comune) > 0)
    {
      add_fighter (b, side, CAS_BATTLE_COMUNE (comune));
      b->init[side][b->n[side] - 1].sallying = sallying;
      b->comune_fights = TRUE;
    }
  b->relief |= sallying;
}

static int
slot_of (CasBattle *b, int side, int lord)
{
  for (int i = 0; i < b->n[side]; i++)
    if (b->init[side][i].lord == lord)
      return i;
  return -1;
}

static gboolean
place_array (CasBattle *b, GError **error)
{
  const CasBattleSetup *s = &b->setup;
  /* One Front Lord a side at first: a Storm (4.5.2), and Inferno's Sally (4.5.3). */
  gboolean storm = b->narrow;
  int width = storm ? 1 : 3;
  /* Front order of filling: center first, then left, right. */
  static const int fill[3] = { 1, 0, 2 };

  for (int i = 0; i < 3; i++)
    b->init_srow[i] = b->init_rrow[i] = -1;
  for (int side = 0; side < 2; side++)
    {
      guint8 used[MAX_F] = { 0 };
      for (int i = 0; i < 3; i++)
        b->init_row[side][i] = -1;
      b->init_n_reserve[side] = 0;
      /* Relief Sally (4.4.1): the Sallying Lords have their own row, and a Rearguard named
       * in the Array is not placed in the Front or Reserve. */
      for (int i = 0; i < b->n[side]; i++)
        used[i] = b->init[side][i].sallying;
      if (b->relief && s->has_array && side == CAS_DEFENDER)
        for (int i = 0; i < 3; i++)
          if (s->rearguard[i] != -1)   /* battle-comune: a Comune is negative */
            {
              int slot = slot_of (b, side, s->rearguard[i]);
              if (slot < 0 || used[slot])
                {
                  g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("the Array's Rearguard names %s, who is not Defending (or twice)"),
                               cas_battle_lord_name (b->table, s->rearguard[i]));
                  return FALSE;
                }
              b->init_rrow[i] = slot;
              used[slot] = 1;
            }
      if (s->has_array)
        {
          for (int i = 0; i < 3; i++)
            {
              int lord = s->front[side][i];
              if (lord == -1)   /* battle-comune: a Comune (CAS_BATTLE_COMUNE) is negative */
                continue;
              int slot = slot_of (b, side, lord);
              if (slot < 0 || used[slot])
                {
                  g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("the Array names %s, who is not fighting on that side (or twice)"),
                               cas_battle_lord_name (b->table, lord));
                  return FALSE;
                }
              if (storm && i != 1 && s->kind == CAS_BATTLE_STORM)
                {
                  g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("in a Storm each side has one Front Lord, at the center (4.5.2)"));
                  return FALSE;
                }
              if (storm && i != 1)
                {
                  g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("in a Sally each side begins with one Front Lord, at the center (4.5.3)"));
                  return FALSE;
                }
              b->init_row[side][i] = slot;
              used[slot] = 1;
            }
          for (int i = 0; i < s->n_reserve[side]; i++)
            {
              int slot = slot_of (b, side, s->reserve[side][i]);
              if (slot < 0 || used[slot] || b->init[side][slot].sallying)
                {
                  g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("the Array's Reserve names a Lord who is not fighting on that side (or twice)"));
                  return FALSE;
                }
              b->init_reserve[side][b->init_n_reserve[side]++] = slot;
              used[slot] = 1;
            }
        }
      /* Defaults: the Active Lord at Front center (4.4.1); the others in table order;
       * the Defender fills opposite the Attackers, center first. */
      if (side == CAS_ATTACKER && b->init_row[side][1] < 0)
        {
          int slot = slot_of (b, side, s->active_lord);
          if (slot >= 0 && !used[slot])
            {
              b->init_row[side][1] = slot;
              used[slot] = 1;
            }
        }
      for (int k = 0; k < width; k++)
        {
          int pos = storm ? 1 : fill[k];
          if (b->init_row[side][pos] >= 0)
            continue;
          if (side == CAS_DEFENDER && !storm && b->init_row[CAS_ATTACKER][pos] < 0 && pos != 1)
            continue;
          for (int slot = 0; slot < b->n[side]; slot++)
            if (!used[slot])
              {
                b->init_row[side][pos] = slot;
                used[slot] = 1;
                break;
              }
        }
      /* A Defender left over goes to the free flank positions before the Reserve: "a
       * side must as able have a Lord each in up to three possible Front positions"
       * (4.4.1). (Fixed: this used to require an Attacker opposite, which the loop
       * above had already filled, so extra Defenders always went to the Reserve.) */
      if (side == CAS_DEFENDER && !storm)
        for (int pos = 0; pos < 3; pos++)
          if (b->init_row[side][pos] < 0)
            for (int slot = 0; slot < b->n[side]; slot++)
              if (!used[slot])
                {
                  b->init_row[side][pos] = slot;
                  used[slot] = 1;
                  break;
                }
      for (int slot = 0; slot < b->n[side]; slot++)
        if (!used[slot])
          b->init_reserve[side][b->init_n_reserve[side]++] = slot;
      /* 4.4.1: Front places are filled "as able": none may stay empty while a Lord of
       * the side waits in Reserve (or in the Rearguard, which is made of Reserve Lords). */
      int waiting = b->init_n_reserve[side] > 0 ? b->init_reserve[side][0] : -1;
      for (int i = 0; i < 3 && side == CAS_DEFENDER && waiting < 0; i++)
        waiting = b->init_rrow[i];
      for (int k = 0; k < width && waiting >= 0; k++)
        if (b->init_row[side][storm ? 1 : fill[k]] < 0)
          {
            g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION,
                         _("a Front place is empty while %s waits in Reserve: Front places are filled as able (4.4.1)"),
                         cas_battle_lord_name (b->table, b->init[side][waiting].lord));
            return FALSE;
          }
    }
  if (b->relief)
    {
      /* 4.4.1 Relief Sally: the Sallying Lords Array in a row behind the Defenders (by
       * default center, left, right in Lord order); the Defenders' Reserve Lords Array
       * opposite them as a Rearguard (center first, then opposite each Sallying Lord,
       * then any free place, as in the Front: rules-decisions.md). */
      guint8 sused[MAX_F] = { 0 };
      for (int i = 0; i < 3 && s->has_array; i++)
        if (s->sally_row[i] != -1)
          {
            int slot = slot_of (b, CAS_ATTACKER, s->sally_row[i]);
            if (slot < 0 || !b->init[CAS_ATTACKER][slot].sallying || sused[slot])
              {
                g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("the Array's Sally row names %s, who is not Sallying (or twice)"),
                             cas_battle_lord_name (b->table, s->sally_row[i]));
                return FALSE;
              }
            if (b->sally_max && i != 1)
              {
                g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION,
                             _("in a Relief Sally the Sallying Lords begin with one Lord in their row, at the center (4.4.1, 4.5.3)"));
                return FALSE;
              }
            b->init_srow[i] = slot;
            sused[slot] = 1;
          }
      /* battle-sally (Inferno 4.4.1 "per Sally", 4.5.3): one Sallying Lord in the row at
       * first; the others wait to come forward, those the Array names first. */
      if (b->sally_max)
        {
          b->init_n_sres = 0;
          for (int i = 0; i < s->n_sally_reserve && s->has_array; i++)
            {
              int slot = slot_of (b, CAS_ATTACKER, s->sally_reserve[i]);
              if (slot < 0 || !b->init[CAS_ATTACKER][slot].sallying || sused[slot])
                {
                  g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("the Array's Sallying Lords waiting name %s, who is not Sallying (or twice)"),
                               cas_battle_lord_name (b->table, s->sally_reserve[i]));
                  return FALSE;
                }
              b->init_sres[b->init_n_sres++] = slot;
              sused[slot] = 1;
            }
          if (b->init_srow[1] < 0 && b->init_n_sres > 0)
            {
              b->init_srow[1] = b->init_sres[0];
              memmove (&b->init_sres[0], &b->init_sres[1], sizeof (int) * (size_t) (--b->init_n_sres));
            }
        }
      for (int k = 0; k < (b->sally_max ? 1 : 3); k++)
        for (int slot = 0; slot < b->n[CAS_ATTACKER] && b->init_srow[fill[k]] < 0; slot++)
          if (b->init[CAS_ATTACKER][slot].sallying && !sused[slot])
            {
              b->init_srow[fill[k]] = slot;
              sused[slot] = 1;
            }
      for (int slot = 0; slot < b->n[CAS_ATTACKER] && b->sally_max; slot++)
        if (b->init[CAS_ATTACKER][slot].sallying && !sused[slot])
          {
            b->init_sres[b->init_n_sres++] = slot;
            sused[slot] = 1;
          }
      int *rv = b->init_reserve[CAS_DEFENDER];
      int *nr = &b->init_n_reserve[CAS_DEFENDER];
      for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < 3 && *nr > 0; k++)
          {
            int pos = fill[k];
            if (b->init_rrow[pos] >= 0 || (pass == 0 && b->init_srow[pos] < 0 && pos != 1))
              continue;
            b->init_rrow[pos] = rv[0];
            memmove (&rv[0], &rv[1], sizeof (int) * (size_t) (--*nr));
          }
    }
  /* battle-comune: or his Comune (Inferno 4.4.1, 4.5.2 ARRAY). */
  if (b->init_row[CAS_ATTACKER][1] < 0 ||
      cas_battle_lord_commander (b->game, b->init[CAS_ATTACKER][b->init_row[CAS_ATTACKER][1]].lord) != s->active_lord)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("the Active Lord must start at Front center (4.4.1)"));
      return FALSE;
    }
  return TRUE;
}

/* battle-bypass (issue 17; Inferno 4.3.5, 4.4): `lord` is inside his side's Stronghold
 * whose Bypass marker (CAS_C_BYPASS, 0 in Nevsky) is the enemy's: Bypassed. */
static gboolean
lord_bypassed (const CasTable *t, int lord)
{
  int loc = cas_rules_lord_locale (t, lord);
  int side = cas_rules_lord_side (t, lord);
  return loc >= 0 && CAS_LOCALE (t, loc, CAS_C_BYPASS) == 2 - side && cas_rules_is_stronghold (t, loc) &&
         cas_rules_holder (t, loc) == side;
}

/* Whether an Attacking Lord at a Locale where his side is Besieged Approached with the
 * Active Lord rather than being inside (see cas_battle_new). */
static gboolean
approached_with (const CasBattleSetup *s, int lord)
{
  if (lord == s->active_lord)
    return TRUE;
  for (int i = 0; i < 3 && s->has_array; i++)
    if (s->front[CAS_ATTACKER][i] == lord)
      return TRUE;
  for (int i = 0; i < s->n_reserve[CAS_ATTACKER] && s->has_array; i++)
    if (s->reserve[CAS_ATTACKER][i] == lord)
      return TRUE;
  return FALSE;
}

int
cas_battle_sally_candidates (const CasTable *table, const CasBattleSetup *setup, int *out, int max)
{
  int n = 0;
  if (setup->kind != CAS_BATTLE_FIELD || setup->active_lord < 0)
    return 0;
  int att = cas_rules_lord_side (table, setup->active_lord);
  for (guint l = 0; l < cas_game_get_n_lords (table->game) && n < max; l++)
    if (cas_rules_lord_locale (table, (int) l) == setup->locale && cas_rules_lord_side (table, (int) l) == att &&
        cas_rules_besieged (table, (int) l) && !approached_with (setup, (int) l))
      out[n++] = (int) l;
  return n;
}

/* CAMP_ATTACK (Inferno F12/S12; rules-decisions I119): before Round 1, from each enemy
 * Lord in the Battle 2 Assets (not Ships) are taken as Spoils, then 2 more removed (Ships
 * too). Castellan's proposal, the players' to change: taken Coin, Loot, Provender, then
 * the rest in the Assets table's order; removed the Ships first, then in the same order.
 * The Spoils go to the playing side's Front center Lord. Played by both sides, the
 * Attackers' card goes first. The Battle's own copy of the table changes, so that the
 * Spoils and Retreat that follow count what is left. */
static void
camp_attack (CasBattle *b)
{
  int order[CAS_MAX_ASSETS + 4], n = 0;
  order[n++] = b->ship_slot;
  order[n++] = CAS_ASSET_COIN;
  order[n++] = CAS_ASSET_LOOT;
  order[n++] = CAS_ASSET_PROV;
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    if (a != b->ship_slot && a != CAS_ASSET_COIN && a != CAS_ASSET_LOOT && a != CAS_ASSET_PROV)
      order[n++] = a;
  for (int side = 0; side < 2; side++)
    {
      int enemy = 1 - side;
      if (!(b->active[side] & CAS_BATTLE_EVENT_CAMP_ATTACK))
        continue;
      b->camp[side] = TRUE;
      b->camp_to[side] = b->init_row[side][1] >= 0 ? b->init_row[side][1] : 0;
      int to = b->init[side][b->camp_to[side]].lord;
      for (int i = 0; i < b->n[enemy]; i++)
        {
          int lord = b->init[enemy][i].lord;
          for (int pass = 0; pass < 2; pass++)
            {
              int left = 2;
              /* pass 0 takes (not Ships), pass 1 removes (the Ships first) */
              for (int k = pass == 0 ? 1 : 0; k < n && left > 0; k++)
                {
                  int a = order[k];
                  /* inferno-fuzz: a Comune fighting from its own mat (battle-comune) loses
                   * and gets Assets there (this wrote outside the Lords' cells before). */
                  int have = a >= 0 ? FIGHTER_ASSETS_CELL (b->table, lord, a) : 0;
                  int x = MIN (have, left);
                  if (x == 0)
                    continue;
                  FIGHTER_ASSETS_CELL (b->table, lord, a) = have - x;
                  if (pass == 0)
                    {
                      FIGHTER_ASSETS_CELL (b->table, to, a) += x;
                      b->camp_taken[enemy][i][a] += (guint8) x;
                      b->camp_got[side][a] += x;
                    }
                  else
                    b->camp_removed[enemy][i][a] += (guint8) x;
                  left -= x;
                }
            }
        }
    }
}

/* The explanation and the actions of CAMP_ATTACK (camp_attack ()): the Assets each Lord
 * has after it, for every Lord it changed. */
static void
explain_camp_attack (CasBattle *b)
{
  CasExplain *ex = b->result->explain;
  CasGame *game = b->game;
  const CasTable *t = b->table;
  const char *card = event_name (b, CAS_BATTLE_EVENT_CAMP_ATTACK);

  for (int side = 0; side < 2; side++)
    {
      int enemy = 1 - side;
      if (!b->camp[side])
        continue;
      for (int i = 0; i < b->n[enemy]; i++)
        {
          int lord = b->init[enemy][i].lord;
          g_autoptr(GString) taken = g_string_new (NULL);
          g_autoptr(GString) removed = g_string_new (NULL);
          for (int a = 0; a < CAS_MAX_ASSETS; a++)
            {
              g_autofree char *tk = b->camp_taken[enemy][i][a] ? cas_rules_asset_amount (game, a, b->camp_taken[enemy][i][a]) : NULL;
              g_autofree char *rm = b->camp_removed[enemy][i][a] ? cas_rules_asset_amount (game, a, b->camp_removed[enemy][i][a]) : NULL;
              if (tk)
                g_string_append_printf (taken, "%s%s", taken->len ? ", " : "", tk);
              if (rm)
                g_string_append_printf (removed, "%s%s", removed->len ? ", " : "", rm);
            }
          if (taken->len == 0 && removed->len == 0)
            /* TRANSLATORS: "Camp Attack: Santa Fiora has no Assets to take or remove." */
            cas_explain_add (ex, "3.1.3,4.4.3", _("%s: %s has no Assets to take or remove."), card, cas_battle_lord_name (t, lord));
          else
            /* TRANSLATORS: "Camp Attack, Round 1: the Guelphs take 2 Coin from Santa Fiora as Spoils and remove 1 Loot, 1 Ship more (...)." */
            cas_explain_add (ex, "3.1.3,4.4.3",
                             _("%s, Round 1: the %s take %s from %s as Spoils and remove %s more (Castellan proposes to take Coin, Loot and Provender first, and to remove Ships first; the players choose)."),
                             card, cas_game_get_side_name (game, b->gside[side]), taken->len ? taken->str : _("nothing"),
                             cas_battle_lord_name (t, lord), removed->len ? removed->str : _("nothing"));
        }
      g_autoptr(GString) all = g_string_new (NULL);
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        if (b->camp_got[side][a])
          {
            g_autofree char *amount = cas_rules_asset_amount (game, a, b->camp_got[side][a]);
            g_string_append_printf (all, "%s%s", all->len ? ", " : "", amount);
          }
      if (all->len)
        /* TRANSLATORS: "Camp Attack: the Spoils taken (2 Coin, 1 Loot) go to Arezzo Podestà; divide them as you like." */
        cas_explain_add (ex, "4.4.3", _("%s: the Spoils taken (%s) go to %s; divide them among the %s as you like."), card, all->str,
                         cas_battle_lord_name (t, b->init[side][b->camp_to[side]].lord), cas_game_get_side_name (game, b->gside[side]));
    }
  /* The actions: each Lord's Assets as they stand after the card(s). */
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < b->n[side]; i++)
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        if (b->camp_taken[side][i][a] || b->camp_removed[side][i][a] || (b->camp[side] && i == b->camp_to[side] && b->camp_got[side][a]))
          propose_fighter_cell (ex, game, b->init[side][i].lord, FALSE, a, FIGHTER_ASSETS (t, b->init[side][i].lord, a));
}

/* SIEGE_FIRE (Inferno F7/S7 GREEK FIRE; rules-decisions I120), played by the Besieged
 * (the Defenders of a Storm, the Attackers of a Sally) at its start, on the Besiegers'
 * Front center Lord: the Siege markers drop to 1 (a Storm of one Round, Siegeworks 1-1),
 * and he loses 1 unit to the pool before the fight (Castellan: his last in the Forces
 * table order, the weakest) and 1 This Lord card (proposed). The Capabilities are asked
 * again, as they may read the Siege markers (Inferno: TREBUCHETS). */
static void
siege_fire (CasBattle *b)
{
  b->fire_slot = -1;
  b->fire_unit = -1;
  int side = -1;
  for (int s = 0; s < 2; s++)
    if (b->active[s] & CAS_BATTLE_EVENT_SIEGE_FIRE)
      side = s;
  if (side < 0)
    return;
  int enemy = 1 - side;
  CasTable *t = b->table;
  int locale = b->setup.locale;
  b->fire_side = enemy;
  b->fire_slot = b->init_row[enemy][1];
  b->fire_siege = CAS_LOCALE (t, locale, CAS_C_SIEGE);
  CAS_LOCALE (t, locale, CAS_C_SIEGE) = MIN (b->fire_siege, 1);
  if (b->setup.kind == CAS_BATTLE_STORM)
    {
      b->max_rounds = 1;
      b->walls[CAS_ATTACKER] = MIN (b->walls[CAS_ATTACKER], 1);
    }
  else
    b->walls[CAS_DEFENDER] = MIN (b->walls[CAS_DEFENDER], 1);
  if (b->fire_slot >= 0)
    {
      Fighter *f = &b->init[enemy][b->fire_slot];
      for (int u = CAS_MAX_FORCES - 1; u >= 0 && b->fire_unit < 0; u--)
        if (f->units[u] > 0)
          {
            b->fire_unit = u;
            f->units[u]--;
            f->alive--;
            FIGHTER_FORCES_CELL (t, f->lord, u)--;   /* inferno-fuzz: a Comune's on its mat */
          }
    }
  for (int s = 0; s < 2; s++)
    for (int i = 0; i < b->n[s]; i++)
      {
        CasLcFighterMods *m = &b->mods[s][i];
        if (b->rules && b->rules->fighter_mods)
          {
            memset (m, 0, sizeof *m);
            m->kind = (int) b->setup.kind;
            m->defending = s == CAS_DEFENDER;
            b->rules->fighter_mods (t, b->init[s][i].lord, m);
            b->init[s][i].walls_cut = m->walls_cut;
          }
        prepare_fighter (b, s, &b->init[s][i]);
      }
}

/* DEFECTION (Inferno S16 BOCCA DEGLI ABATI; rules-decisions I145): the fighters it acts
 * on, once the Array is placed: those the setup names, else Castellan's proposal, the
 * enemy fighter with the most units of the Event's type (the first in the Battle's order on
 * a tie) and the playing side's Front center Lord. */
static void
defection_setup (CasBattle *b)
{
  b->defect_side = -1;
  for (int side = 0; side < 2; side++)
    if (event_active (b, side, CAS_BATTLE_EVENT_DEFECTION))
      b->defect_side = side;
  if (b->defect_side < 0)
    return;
  int side = b->defect_side, enemy = 1 - side;
  b->defect_unit = -1;
  for (guint k = 0; cas_battle_event (b->game, k); k++)
    if (cas_battle_event (b->game, k)->effect == CAS_BATTLE_EVENT_DEFECTION && cas_battle_event (b->game, k)->unit)
      b->defect_unit = cas_game_find_unit (b->game, cas_battle_event (b->game, k)->unit);
  if (b->defect_unit < 0 || b->n[enemy] == 0 || b->n[side] == 0)
    {
      b->defect_side = -1;
      return;
    }
  int from = 0;
  if (b->setup.defect_from != -1)
    from = slot_of (b, enemy, b->setup.defect_from);   /* checked by event_void_reason () */
  else
    for (int i = 1; i < b->n[enemy]; i++)
      if (b->init[enemy][i].units[b->defect_unit] > b->init[enemy][from].units[b->defect_unit])
        from = i;
  int to = b->setup.defect_to != -1 ? slot_of (b, side, b->setup.defect_to) : b->init_row[side][1];
  b->defect_slot[0] = MAX (from, 0);
  b->defect_slot[1] = to >= 0 ? to : 0;
}

/* DEFECTION at the start of a run (before Round 1's Strikes; play ()): each unit of the
 * type on the enemy mat rolls its Armor as against one Hit; the failures Rout, and one of
 * them goes over, Unrouted, to the receiving fighter. The rolls are Round 1's first step. */
static void
defection (CasBattle *b)
{
  int side = b->defect_side, enemy = 1 - side, u = b->defect_unit;
  Fighter *f = &b->f[enemy][b->defect_slot[0]];
  Fighter *to = &b->f[side][b->defect_slot[1]];
  CasBattleResult *r = b->result;
  int n = f->units[u], range = f->range[0][0][u], routed = 0;
  const char *card = event_name (b, CAS_BATTLE_EVENT_DEFECTION);

  r->defect_side = side;
  r->defect_from = f->lord;
  r->defect_to = to->lord;
  r->defect_unit = u;
  r->defect_rolled = n;
  r->defect_routed = r->defect_moved = 0;
  b->cur_step = n > 0 ? record_step (b, CAS_STEP_ARCHERY, side) : NULL;
  if (b->cur_step)
    {
      b->cur_step->target = f->lord;
      b->cur_step->hits = n;
      b->cur_step->defection = TRUE;
    }
  for (int i = 0; i < n; i++)
    {
      char *purpose =
        b->talk ? g_strdup_printf (_("%s: %s of %s, Armor 1-%d, as against Hit %d of %d"), card, b->unit[u]->name, fighter_name (b, f), range, i + 1, n)
                : NULL;
      int die;
      if (!roll (b, u, f, range, FALSE, FALSE, purpose, &die))
        {
          b->cur_step = NULL;
          return;
        }
      routed += die > range;
    }
  b->cur_step = NULL;
  f->units[u] -= routed;
  f->alive -= routed;
  f->routed[u] += routed;
  for (int st = 0; st < 4; st++)
    f->sum[st] -= f->per[st][u] * routed;
  f->xsum -= f->xper[u] * routed;
  if (routed > 0)
    {
      f->routed[u]--;
      to->units[u]++;
      to->alive++;
      for (int st = 0; st < 4; st++)
        to->sum[st] += to->per[st][u];
      to->xsum += to->xper[u];
      r->defect_moved = 1;
    }
  r->defect_routed = routed;
  if (b->setup.record)
    {
      const char *unit = b->unit[u]->name;
      if (n == 0)
        /* TRANSLATORS: "Bocca degli Abati: Arezzo Podestà has no Cavalieri to roll; nothing goes over." */
        cas_explain_add (r->explain, "3.1.3,4.4.2", _("%s: %s has no %s to roll; nothing goes over."), card, fighter_name (b, f), unit);
      else
        /* TRANSLATORS: "Bocca degli Abati, before Round 1: the 3 Cavalieri of Arezzo Podestà roll Armor 1-3 as against a Hit each; 2 Rout, and 1 of them goes over Unrouted to Siena Podestà (...)." */
        cas_explain_add (r->explain, "3.1.3,4.4.2",
                         ngettext ("%s, before Round 1: the %d %s of %s rolls Armor 1-%d as against a Hit; %d Routs, and %d goes over Unrouted to %s (the players choose the mats: Castellan proposes the enemy mat with the most and the Front center Lord).",
                                   "%s, before Round 1: the %d %s of %s roll Armor 1-%d as against a Hit each; %d Rout, and %d goes over Unrouted to %s (the players choose the mats: Castellan proposes the enemy mat with the most and the Front center Lord).",
                                   (gulong) n),
                         card, n, unit, fighter_name (b, f), range, routed, r->defect_moved, fighter_name (b, to));
    }
}

/* The explanation and the actions of SIEGE_FIRE (siege_fire ()). */
static void
explain_siege_fire (CasBattle *b)
{
  CasExplain *ex = b->result->explain;
  CasGame *game = b->game;
  const CasTable *t = b->table;
  const char *card = event_name (b, CAS_BATTLE_EVENT_SIEGE_FIRE);
  const char *loc_id = cas_game_get_locale (game, b->setup.locale)->id;

  if (b->fire_siege > 1)
    {
      gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
      /* TRANSLATORS: "Greek Fire: the Siege markers at Figline drop from 2 to 1 (a Storm of one Round, Siegeworks 1-1)." */
      cas_explain_add (ex, storm ? "3.1.3,4.5.2" : "3.1.3,4.5.3",
                       storm ? _("%s: the Siege markers at %s drop from %d to 1 (a Storm of one Round, Siegeworks 1-1).")
                             : _("%s: the Siege markers at %s drop from %d to 1 (the Sally faces Siegeworks 1-1)."),
                       card, cas_rules_locale_name (t, b->setup.locale), b->fire_siege);
      cas_explain_propose (ex, "marker %s siege 1", loc_id);
    }
  if (b->fire_slot < 0)
    return;
  int lord = b->init[b->fire_side][b->fire_slot].lord;
  /* inferno-fuzz: the Lord, or a Comune fighting from its own mat (battle-comune), whose
   * This Lord cards are those on its mat (CAS_K_MAT); this read outside the Lords before. */
  gboolean comune = CAS_BATTLE_IS_COMUNE (lord);
  int holder = cas_battle_lord_commander (game, lord);
  const char *name = cas_battle_lord_name (t, lord);
  if (b->fire_unit >= 0)
    {
      /* TRANSLATORS: "Greek Fire: Giordano di Agliano loses 1 Ritter to the pool before the fight (Castellan proposes his weakest unit; he chooses)." */
      cas_explain_add (ex, "3.1.3", _("%s: %s loses 1 %s to the pool before the fight (Castellan proposes his weakest unit; the players choose)."), card,
                       name, b->unit[b->fire_unit]->name);
      propose_fighter_cell (ex, game, lord, TRUE, b->fire_unit, FIGHTER_FORCES (t, lord, b->fire_unit));
    }
  g_autoptr(GString) cards = g_string_new (NULL);
  int first = -1;
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    if (CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == holder &&
        (!comune || CAS_CARD (t, c, CAS_K_MAT) != 0))
      {
        const CasCard *k = cas_game_get_card (game, (int) c);
        g_string_append_printf (cards, "%s%s %s", cards->len ? ", " : "", k->cap_name ? k->cap_name : k->id, k->id);
        if (first < 0)
          first = (int) c;
      }
  if (first >= 0)
    {
      /* TRANSLATORS: "Greek Fire: Giordano di Agliano also discards 1 of his This Lord cards (Siege Towers s3); Castellan proposes the first." */
      cas_explain_add (ex, "3.1.3,3.4.4", _("%s: %s also discards 1 of his This Lord cards (%s); Castellan proposes the first."), card,
                       name, cards->str);
      cas_explain_propose (ex, "discard %s", cas_game_get_card (game, first)->id);
    }
  else
    cas_explain_add (ex, "3.1.3,3.4.4", _("%s: %s has no This Lord card to discard."), card, name);
}

CasBattle *
cas_battle_new (const CasTable *table, const CasBattleSetup *setup, GError **error)
{
  g_autoptr(CasBattle) b = g_new0 (CasBattle, 1);
  CasGame *game = table->game;
  int locale = setup->locale;

  b->table = cas_table_copy (table);
  b->game = table->game;
  b->setup = *setup;
  b->no_hba = CAS_GLOBAL (table, CAS_G_OPT_NO_HORSEBACK_ARCHERY) != 0;
  if (locale < 0 || (guint) locale >= cas_game_get_n_locales (game))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("no such Locale"));
      return NULL;
    }
  if (setup->active_lord < 0 || cas_rules_lord_locale (table, setup->active_lord) != locale)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("the attacking Lord must be on the map at %s (record his March first)"),
                   cas_rules_locale_name (table, locale));
      return NULL;
    }
  int att = cas_rules_lord_side (table, setup->active_lord);
  b->gside[CAS_ATTACKER] = att;
  b->gside[CAS_DEFENDER] = 1 - att;
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    b->unit[u] = cas_settings_unit (table, u, &b->unit_alt[u]);   /* the forces_table setting (I86) */
  b->rules = cas_lc_rules (game) ? cas_lc_rules (game)->battle : NULL;
  for (int side = 0; side < 2; side++)
    b->retreat_cache[side] = -2;
  /* The game's switches (Inferno: 4.4.2, 4.4.4, 4.5.2, 4.5.3), once per Battle. */
  b->ship_slot = cas_game_asset_slot (game, CAS_ASSET_SHIP);
  b->narrow = setup->kind == CAS_BATTLE_STORM;
  b->front_max = b->narrow ? 1 : 3;
  b->charge_side = -1;
  b->slow = (setup->events[0] | setup->events[1]) != 0;
  if (b->rules)
    {
      b->xb_min = b->rules->crossbow_min_armor;
      b->select_target = b->rules->select_target && setup->kind == CAS_BATTLE_STORM;
      b->sorder_on = b->rules->select_target;
      b->kq_roll = b->rules->knights_quarter_roll;
      b->sack_ruins = b->rules->sack_ruins;
      if (b->rules->front_by_size && setup->kind != CAS_BATTLE_FIELD)
        {
          b->narrow = TRUE;
          b->front_max = CLAMP (cas_rules_capacity (table, locale), 1, 3);
        }
    }
  gboolean active_besieged = cas_rules_besieged (table, setup->active_lord);
  /* battle-comune (Inferno 1.5.1, 4.3.4): a Commander whose Comune is in play counts as
   * two Lords against the Stronghold's Size when Withdrawing (the game's lords_for_size). */
  const CasLcRules *lc = cas_lc_rules (game);
  for (int side = 0; side < 2; side++)
    {
      b->pair_lord[side] = -1;
      for (guint c = 0; lc && lc->lords_for_size && c < cas_game_get_n_comuni (game); c++)
        {
          int cmd = cas_game_get_comune (game, (int) c)->commander;
          if (cas_rules_lord_side (table, cmd) == b->gside[side] && cas_rules_lord_locale (table, cmd) == locale &&
              lc->lords_for_size (table, locale, b->gside[side], 0, NULL) > 0)
            b->pair_lord[side] = cmd;
        }
    }

  switch (setup->kind)
    {
    case CAS_BATTLE_FIELD:
      /* The table does not tell the Lords inside a Besieged Stronghold from those of the
       * same side who have just arrived: an Active Lord there with an Approach Locale
       * came from outside (4.3.4), and so did the Attackers the Array places in the Front
       * or Reserve; the others of his side there are Besieged (rules-decisions.md). */
      if (active_besieged && setup->from_locale < 0)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION,
                       _("%s is Besieged: he may only Sally (4.5.3); if he Approached to relieve the Siege, give the Locale he came from (4.4.1)"),
                       cas_rules_lord_name (table, setup->active_lord));
          return NULL;
        }
      /* 4.4: every Lord at the Locale who is not under Siege fights; 4.4.1 Relief Sally:
       * Besieged Lords of the Attacking side may join (by default all of them). */
      for (int i = 0; setup->sally_chosen && i < setup->n_sally_lords; i++)
        {
          int l = setup->sally_lords[i];
          if (l < 0 || cas_rules_lord_locale (table, l) != locale || !cas_rules_besieged (table, l) ||
              cas_rules_lord_side (table, l) != att || approached_with (setup, l))
            {
              g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("only Lords of the Attacking side Besieged at %s may Sally to join the Attack (4.4.1)"),
                           cas_rules_locale_name (table, locale));
              return NULL;
            }
        }
      /* battle-bypass (Inferno 4.3.6 SORTIE): an Active Lord inside a Bypassed Friendly
       * Stronghold Approaches the Bypassing enemy with the Lords the Array names. */
      b->sortie = lord_bypassed (table, setup->active_lord);
      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        {
          gboolean sallies = FALSE;
          if (cas_rules_lord_locale (table, (int) l) != locale)
            continue;
          /* battle-bypass (4.4): Bypassed Lords inside take no part, unless they Sortie
           * (the Active Lord and those the Array places) or Approached from outside. */
          if (lord_bypassed (table, (int) l) && !approached_with (setup, (int) l))
            {
              int bs = cas_rules_lord_side (table, (int) l) == att ? CAS_ATTACKER : CAS_DEFENDER;
              b->inside[bs] += (int) l == b->pair_lord[bs] ? 2 : 1;   /* places they hold (4.3.4) */
              continue;
            }
          if (cas_rules_besieged (table, (int) l) && !approached_with (setup, (int) l))
            {
              if (cas_rules_lord_side (table, (int) l) != att)
                continue;
              sallies = !setup->sally_chosen;
              for (int i = 0; setup->sally_chosen && i < setup->n_sally_lords; i++)
                sallies |= setup->sally_lords[i] == (int) l;
              if (!sallies)
                continue;
            }
          add_lord (b, cas_rules_lord_side (table, (int) l) == att ? CAS_ATTACKER : CAS_DEFENDER, (int) l, sallies);
        }
      /* The Besiegers' Siegeworks, against the Sallying Lords' Strikes only (4.4.1, 4.5.3). */
      if (b->relief)
        b->siegeworks = MIN (CAS_LOCALE (table, locale, CAS_C_SIEGE), 4);
      /* battle-sally (Inferno 4.4.1, 4.5.3): the Sallying Lords Array and Reposition per
       * Sally: up to the Stronghold's Size in their row (the game's front_by_size). */
      if (b->relief && b->rules && b->rules->front_by_size)
        b->sally_max = CLAMP (cas_rules_capacity (table, locale), 1, 3);
      break;
    case CAS_BATTLE_STORM:
      if (active_besieged || CAS_LOCALE (table, locale, CAS_C_SIEGE) == 0 || !cas_rules_is_stronghold (table, locale) ||
          cas_rules_holder (table, locale) == att)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("a Storm needs an enemy Stronghold under Siege markers, stormed from outside (4.5.2)"));
          return NULL;
        }
      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        if (cas_rules_lord_locale (table, (int) l) == locale)
          add_lord (b, cas_rules_lord_side (table, (int) l) == att ? CAS_ATTACKER : CAS_DEFENDER, (int) l, FALSE);
      break;
    case CAS_BATTLE_SALLY:
      if (!active_besieged)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("only a Besieged Lord can Sally (4.5.3)"));
          return NULL;
        }
      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        if (cas_rules_lord_locale (table, (int) l) == locale)
          add_lord (b, cas_rules_lord_side (table, (int) l) == att ? CAS_ATTACKER : CAS_DEFENDER, (int) l, FALSE);
      break;
    }
  if (b->n[CAS_DEFENDER] == 0 && setup->kind != CAS_BATTLE_STORM)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION, _("there is no enemy Lord at %s to fight"), cas_rules_locale_name (table, locale));
      return NULL;
    }

  /* Storm: the Garrison (Strongholds table) and Walls on both sides (4.5.2). */
  if (setup->kind == CAS_BATTLE_STORM)
    {
      const CasStronghold *sh = CAS_LOCALE (table, locale, CAS_C_CASTLE)
                                    ? cas_game_get_stronghold_kind (game, CAS_LOCALE_CASTLE)
                                    : cas_game_get_stronghold (game, cas_game_get_locale (game, locale)->type);
      Fighter *g = &b->init[CAS_DEFENDER][GARRISON_SLOT];
      CasLcFighterMods *gm = &b->mods[CAS_DEFENDER][GARRISON_SLOT];
      gboolean by_data = FALSE;
      g->lord = CAS_BATTLE_GARRISON;
      g->present = TRUE;
      /* The Garrison's Archery as the data gives it (Inferno 4.5.2: Men-at-Arms Crossbow
       * ½, Armigeri Crossbow 1, Militia Archery 1)... */
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        if (b->unit[u]->garrison_archery > 0)
          {
            guint8 halves = (guint8) (b->unit[u]->garrison_archery * 2 + 0.5);
            if (b->unit[u]->garrison_crossbow)
              gm->crossbow[u] = halves;
            else
              gm->archery[u] = halves;
            by_data = TRUE;
          }
      /* ... else Nevsky's: Garrison Men-at-Arms shoot as Crossbowmen (4.5.2). */
      if (!by_data)
        gm->crossbow[CAS_FORCE_MEN_AT_ARMS] = 1;
      memcpy (g->units, sh->garrison, sizeof g->units);
      /* battlecards: a card that changes the Garrison (Inferno: SOVRINTENDENTE). */
      if (b->rules && b->rules->garrison)
        b->garrison_note = b->rules->garrison (table, locale, g->units);
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        g->alive += g->units[u];
      b->walls[CAS_DEFENDER] = cas_rules_walls (table, locale);
      b->walls[CAS_ATTACKER] = MIN (CAS_LOCALE (table, locale, CAS_C_SIEGE), 4);
      b->max_rounds = MAX (1, CAS_LOCALE (table, locale, CAS_C_SIEGE));
    }
  else if (setup->kind == CAS_BATTLE_SALLY)
    b->walls[CAS_DEFENDER] = MIN (CAS_LOCALE (table, locale, CAS_C_SIEGE), 4);
  /* A Capability that lowers enemy Walls and Siegeworks while its Lord is present
   * (checked again each step for Rout) is applied in walls_for(). */
  if (setup->kind == CAS_BATTLE_STORM && b->rules && b->rules->sack_coin)
    b->sack_coin = b->rules->sack_coin (table, locale);
  /* Inferno's Sack: Loot, Provender and Coin each equal to the Stronghold's Value (the
   * Strongholds table's Spoils, 4.5.2). */
  if (setup->kind == CAS_BATTLE_STORM && b->sack_ruins)
    b->sack_spoils = cas_game_get_stronghold (game, cas_game_get_locale (game, locale)->type)->spoils;

  for (int side = 0; side < 2; side++)
    for (int i = 0; i <= MAX_F; i++)
      if (i < b->n[side] || (i == GARRISON_SLOT && b->init[side][i].present))
        prepare_fighter (b, side, &b->init[side][i]);
  resolve_events (b);
  for (int side = 0; side < 2; side++)
    if (event_active (b, side, CAS_BATTLE_EVENT_FIRST_CHARGE))
      b->charge_side = side;
  /* SURPRISE_STORM (Inferno F3/S3): up to 3 Rounds whatever the Siege markers, the
   * Defenders' Walls 2 lower (rules-decisions I94). */
  if (event_active (b, CAS_ATTACKER, CAS_BATTLE_EVENT_SURPRISE_STORM))
    {
      b->max_rounds = 3;
      b->walls[CAS_DEFENDER] = MAX (0, b->walls[CAS_DEFENDER] - 2);
    }
  /* LAST_STAND (Inferno F16): looked at when a Lord Routs, as the Rout bookkeeping of
   * the Capabilities is. */
  for (int side = 0; side < 2; side++)
    b->rout_cards |= event_active (b, side, CAS_BATTLE_EVENT_LAST_STAND);
  b->select_any = b->select_target || b->xselect[0] || b->xselect[1] || b->charge_side >= 0;
  b->card_state = b->rout_cards;
  b->card_work = b->select_any || b->rout_cards || b->slow || b->charge_side >= 0 || b->rally;
  b->fates_extra = b->comune_fights || b->sortie || b->pair_lord[0] >= 0 || b->pair_lord[1] >= 0 || b->inside[0] || b->inside[1];
  if (!place_array (b, error))
    return NULL;
  camp_attack (b);
  siege_fire (b);
  defection_setup (b);   /* battle-distr */
  /* perf (session 13): `cards` as they start, once; play () resets them per run only when
   * rout_cards () may change them (card_state). */
  memcpy (b->cards, b->init_cards, sizeof b->cards);
  b->run_cards = b->card_state || b->init_n_sres > 0 || b->defect_side >= 0 || b->towers || b->rally;
  if (setup->retreat_to >= 0 && setup->kind != CAS_BATTLE_STORM && !retreat_allowed (b, CAS_DEFENDER, setup->retreat_to))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_ACTION,
                   _("the Defenders could not Retreat to %s: it must be adjacent, not along the Way the Attackers came by, and free of Unbesieged enemy Lords and Strongholds (4.4.3)"),
                   cas_rules_locale_name (table, setup->retreat_to));
      return NULL;
    }
  return g_steal_pointer (&b);
}

void
cas_battle_free (CasBattle *self)
{
  if (self == NULL)
    return;
  cas_table_free (self->table);
  g_clear_error (&self->error);
  g_clear_pointer (&self->result, cas_battle_result_free);
  g_free (self);
}

int cas_battle_get_side (CasBattle *self, int s) { return self->gside[s]; }
int cas_battle_get_n_lords (CasBattle *self, int s) { return self->n[s]; }
int cas_battle_get_lord (CasBattle *self, int s, int i) { return self->init[s][i].lord; }
gboolean cas_battle_has_garrison (CasBattle *self) { return self->init[CAS_DEFENDER][GARRISON_SLOT].present; }
gboolean cas_battle_is_relief_sally (CasBattle *self) { return self->relief; }

/* Whose protection cancelled a Strike's Hits: the Besiegers' Siegeworks against the
 * Besieged striking out (the Defenders of a Storm, the Attackers of a Sally, the Sallying
 * Lords of a Relief Sally: 4.4.1, 4.5.2, 4.5.3), the Stronghold's Walls otherwise. */
gboolean
cas_battle_step_by_siegeworks (CasBattle *self, const CasBattleStep *step)
{
  if (step->sallying)
    return TRUE;
  return (self->setup.kind == CAS_BATTLE_STORM && step->side == CAS_DEFENDER) ||
         (self->setup.kind == CAS_BATTLE_SALLY && step->side == CAS_ATTACKER);
}

int
cas_battle_get_sally_row (CasBattle *self, int side, int pos)
{
  if (pos >= 3)   /* battle-sally: the Sallying Lords waiting (Inferno) */
    return side == CAS_ATTACKER && pos - 3 < self->init_n_sres ? self->init[side][self->init_sres[pos - 3]].lord : -1;
  int slot = side == CAS_ATTACKER ? self->init_srow[pos] : self->init_rrow[pos];
  return slot >= 0 ? self->init[side][slot].lord : -1;
}

int
cas_battle_get_sally_size (CasBattle *self)
{
  return self->sally_max;
}

int
cas_battle_get_front (CasBattle *self, int side, int pos)
{
  if (pos < 3)
    return self->init_row[side][pos] >= 0 ? self->init[side][self->init_row[side][pos]].lord : -1;
  pos -= 3;
  return pos < self->init_n_reserve[side] ? self->init[side][self->init_reserve[side][pos]].lord : -1;
}

/* ------------------------------------------------------------------------ */
/* Striking (4.4.2). Hits are counted in halves. */

/* A Sally is a Battle (4.5.3: "Attack Besiegers in a Battle (4.4)"), so the Held Events
 * that work "in a Battle" work in a Sally too; a Storm is not a Battle (4.4 NOTE). */
static gboolean
is_battle (CasBattle *b)
{
  return b->setup.kind != CAS_BATTLE_STORM;
}

/* Why a Held Event played by `side` does not work in this combat (the game's
 * CasLcBattleRules.event_void: who may play it, Battle or Storm, the Season), or NULL
 * when it does. An Event that does not work is ignored by the engine and is not used up
 * (4.4.5 discards only Events used). */
static const char *
event_void_reason (CasBattle *b, int side, CasBattleEvent ev)
{
  if ((ev == CAS_BATTLE_EVENT_LORD_MELEE || ev == CAS_BATTLE_EVENT_FIRST_CHARGE) &&
      (b->setup.event_lord < 0 || slot_of (b, side, b->setup.event_lord) < 0))
    return _("it is played on a Lord of the playing side in this Battle or Storm");
  if (ev == CAS_BATTLE_EVENT_LORD_MELEE)
    return NULL;
  /* battlecards (session 9): an Event that is one side's card alone (CasLcBattleEvent.own_card). */
  for (guint k = 0; cas_battle_event (b->game, k); k++)
    if (cas_battle_event (b->game, k)->effect == (guint) ev && cas_battle_event (b->game, k)->own_card &&
        cas_battle_event_card (b->game, k, b->gside[side], NULL) < 0)
      return _("it is the other side's card");
  /* SIEGE_FIRE: the Besieged play it, on a Besieging Lord: the Defenders of a Storm, the
   * Sallying Attackers of a Sally (Inferno F7/S7 GREEK FIRE, I120). */
  if (ev == CAS_BATTLE_EVENT_SIEGE_FIRE &&
      !((b->setup.kind == CAS_BATTLE_STORM && side == CAS_DEFENDER) || (b->setup.kind == CAS_BATTLE_SALLY && side == CAS_ATTACKER)))
    return _("in a Storm or Sally, only the Besieged may play it, on a Besieging Lord");
  /* DEFECTION (Inferno S16 BOCCA DEGLI ABATI; rules-decisions I145): the Lords named must
   * be in the fight, the one whose units roll on the other side, the one who receives on
   * the playing side. */
  if (ev == CAS_BATTLE_EVENT_DEFECTION &&
      ((b->setup.defect_from != -1 && slot_of (b, 1 - side, b->setup.defect_from) < 0) ||
       (b->setup.defect_to != -1 && slot_of (b, side, b->setup.defect_to) < 0)))
    return _("it is played on an enemy mat in this Battle, for a Lord of the playing side in it");
  /* SURPRISE_STORM: one Attacking Lord Storms, and no Lord is inside (Inferno F3/S3). */
  if (ev == CAS_BATTLE_EVENT_SURPRISE_STORM &&
      (is_battle (b) || side != CAS_ATTACKER || b->n[CAS_ATTACKER] != 1 || b->n[CAS_DEFENDER] != 0))
    return _("it works only when a lone Lord Storms a Stronghold with no Lord inside");
  if (b->rules && b->rules->event_void)
    return b->rules->event_void (b->table, !is_battle (b), side == CAS_DEFENDER, ev);
  return NULL;
}

/* The name of the game's Held Event with effect `ev` ("Doctors"). */
static const char *
event_name (CasBattle *b, CasBattleEvent ev)
{
  for (guint k = 0; cas_battle_event (b->game, k); k++)
    if (cas_battle_event (b->game, k)->effect == (guint) ev)
      return cas_battle_event (b->game, k)->name;
  return "";
}

/* The Held Events played by each side that work in this combat, once (b->active). */
static void
resolve_events (CasBattle *b)
{
  for (int side = 0; side < 2; side++)
    for (guint ev = 1; ev != 0 && ev <= b->setup.events[side]; ev <<= 1)
      if ((b->setup.events[side] & ev) && event_void_reason (b, side, (CasBattleEvent) ev) == NULL)
        b->active[side] |= ev;
}

/* A Held Event played by `side` that works in this combat. */
static inline gboolean
event_active (CasBattle *b, int side, CasBattleEvent ev)
{
  return (b->active[side] & ev) != 0;
}

/* The halves of Hits one fighter deals in a step, and how many of them are Crossbow. */
static void
fighter_strike (CasBattle *b, int side, int slot, CasStepKind step, gboolean center, int *normal, int *crossbow)
{
  const Fighter *f = &b->f[side][slot];
  gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
  gboolean garrison = f->lord == CAS_BATTLE_GARRISON;
  int enemy = 1 - side;
  int n = 0, x = 0;

  if (!b->slow)
    {
      /* No Events: the Forces table values times the Unrouted units (kept by take_hit). */
      n = f->sum[step];
      x = step == CAS_STEP_ARCHERY ? f->xsum : 0;
    }
  else
    {
      /* NO_HORSE: the enemy played it; this side's Horse make no Strikes, Rounds 1-2. */
      gboolean no_horse = (event_active (b, enemy, CAS_BATTLE_EVENT_NO_HORSE) && b->round <= 2) ||
                          (event_active (b, enemy, CAS_BATTLE_EVENT_NO_HORSE_R1) && b->round == 1);
      /* battlecards: Capabilities whose units strike ×2 in Battle Melee in some Rounds. */
      const CasLcFighterMods *mods = garrison ? NULL : &b->mods[side][slot];
      /* FULL_ARCHERY: this side's Archery is 1 per unit in Rounds 1-2. */
      gboolean full = event_active (b, side, CAS_BATTLE_EVENT_FULL_ARCHERY) && b->round <= 2;
      /* NARROW_CENTER: the enemy's Front center Lord Melees with at most 2 x Round units
       * in the Round (Horse first, then Foot, in Forces table order). */
      gboolean narrow = center && !garrison && event_active (b, enemy, CAS_BATTLE_EVENT_NARROW_CENTER) &&
                        step != CAS_STEP_ARCHERY;
      /* LORD_MELEE: Round 1, +1 Melee Hit per Knights and Sergeants of that Lord. */
      gboolean lord_melee = !garrison && b->round == 1 && f->lord == b->setup.event_lord &&
                            event_active (b, side, CAS_BATTLE_EVENT_LORD_MELEE) && step != CAS_STEP_ARCHERY;
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        {
          int count = f->units[u];
          int per = f->per[step][u];
          int xper = step == CAS_STEP_ARCHERY ? f->xper[u] : 0;
          if (count == 0 || (no_horse && b->unit[u]->horse) || per + xper == 0)
            continue;
          if (step == CAS_STEP_ARCHERY)
            {
              if (full)
                per = per ? 2 : 0, xper = xper ? 2 : 0;
              if (mods && mods->shoot_max[u])
                count = MIN (count, mods->shoot_max[u]);
              n += per * count;
              x += xper * count;
              continue;
            }
          if (lord_melee && (u == CAS_FORCE_KNIGHTS || u == CAS_FORCE_SERGEANTS))
            per += 2;
          for (int k = 0; mods && !storm && k < 2; k++)
            if (mods->double_melee[k].first && mods->double_melee[k].unit == u && b->round >= mods->double_melee[k].first &&
                (mods->double_melee[k].last == 0 || b->round <= mods->double_melee[k].last))
              n += per * (mods->double_melee[k].max ? MIN (count, mods->double_melee[k].max) : count);
          if (narrow)
            {
              int left = MAX (0, 2 * b->round - b->center_used[side]);
              count = MIN (count, left);
              b->center_used[side] += count;
            }
          n += per * count;
        }
    }
  /* 4.5.2: each Lord adds at most six Melee Hits in a Storm. */
  if (storm && step != CAS_STEP_ARCHERY && !garrison)
    n = MIN (n, 12);
  *normal = n;
  *crossbow = x;
}

/* Walls range a battle side rolls against this step's Hits, 0 for none; `sallying`: the
 * Hits come from Sallying Lords in a Relief Sally, against which the Besiegers have
 * their Siegeworks (4.4.1). */
G_ALWAYS_INLINE static inline int
walls_for (CasBattle *b, int side, CasStepKind step, gboolean sallying)
{
  int w = sallying ? MAX (b->walls[side], b->siegeworks) : b->walls[side];
  int enemy = 1 - side;
  /* MELEE_WALLS: Walls 1-2 against Melee in Round 1 (Nevsky: Raven's Rock, R4). */
  if (step != CAS_STEP_ARCHERY && b->round == 1 && event_active (b, side, CAS_BATTLE_EVENT_MELEE_WALLS))
    w = MAX (w, 2);
  /* A Capability lowers enemy Walls and Siegeworks while its Lord is present and
   * Unrouted, at a Storm or Sally only (Nevsky: Trebuchets, cards.md T14; fixed: it used
   * to cut Raven's Rock Walls in a field Battle too). */
  if (w > 0 && (b->setup.kind != CAS_BATTLE_FIELD || sallying))
    for (int i = 0; i < b->n[enemy]; i++)
      if (b->f[enemy][i].walls_cut && fighter_active (&b->f[enemy][i]))
        {
          w -= b->f[enemy][i].walls_cut;
          break;
        }
  return MAX (w, 0);
}

static CasBattleStep *
record_step (CasBattle *b, CasStepKind step, int side)
{
  if (!b->setup.record)
    return NULL;
  CasBattleStep s = { .round = b->round, .step = step, .side = side, .target = -1, .absorbed_by = -1 };
  s.rolls = g_array_new (FALSE, TRUE, sizeof (CasBattleRoll));
  g_array_append_val (b->result->steps, s);
  /* cppcheck-suppress memleak ; g_array_append_val () moved the struct, and what its members own, into the array, whose clear function frees it */
  return &g_array_index (b->result->steps, CasBattleStep, b->result->steps->len - 1);
}

/* perf (session 13): `purpose` is the caller's text, made only when b->talk, and roll ()
 * takes it (into the step's record, else freed). The odds pass NULL: no call to g_free ()
 * per roll, as g_autofree in each caller made (30.8 million of them in bench-odds). */
static inline gboolean
roll (CasBattle *b, int force, const Fighter *f, int range, gboolean walls, gboolean reroll, char *purpose, int *die)
{
  gboolean ok = b->error == NULL;
  if (ok && !b->talk)
    *die = cas_dice_roll_fast (b->dice);   /* seeded dice, nothing recorded: odds */
  else if (ok)
    ok = cas_dice_roll (b->dice, purpose, die, &b->error);
  if (ok && b->cur_step)
    {
      CasBattleRoll r = { force, f ? f->lord : -1, range, *die, *die <= range, walls, reroll, g_steal_pointer (&purpose) };
      g_array_append_val (b->cur_step->rolls, r);
    }
  if (G_UNLIKELY (purpose != NULL))
    g_free (purpose);
  return ok;
}

/* The saving range of a unit against one Hit (4.4.2, 6.0 No Horseback Archery). */
static int
unit_range (CasBattle *b, const CasLcFighterMods *m, guint armor_off, int u, CasStepKind step, gboolean crossbow)
{
  const CasUnit *unit = b->unit[u];
  gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
  switch (unit->protection)
    {
    case CAS_PROTECTION_ARMOR:
      {
        int r = unit->range + ((armor_off >> u & 1u) ? 0 : m->armor[u]);
        /* Crossbow: Armor -2 (4.4.2); Inferno: to no less than 1 (b->xb_min). */
        if (crossbow)
          r = MAX (r - 2, MIN (r, b->xb_min));
        return MAX (r, 0);
      }
    case CAS_PROTECTION_EVADE:
      if (b->no_hba || storm || step == CAS_STEP_ARCHERY)
        return 1;
      return unit->range;
    case CAS_PROTECTION_UNARMORED:
      return 1;
    case CAS_PROTECTION_NONE:
    default:
      return 0;
    }
}

/* Default hit assignment: the unit with the best Protection against this Hit; ties Horse
 * before Foot, then the Forces table order. Storm Attackers must take Hits on Armored
 * units first (4.5.2). The order is worked out once per fighter (prepare_fighter). */
static int
choose_unit (const Fighter *f, CasStepKind step, gboolean crossbow)
{
  const guint8 *order = f->order[step == CAS_STEP_ARCHERY][crossbow != 0];
  for (int k = 0; k < CAS_MAX_FORCES; k++)
    if (f->units[order[k]] > 0)
      return order[k];
  return -1;
}

/* The per-unit values of a fighter that do not change during a Battle. */
static void
prepare_fighter (CasBattle *b, int side, Fighter *f)
{
  gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
  const CasLcFighterMods *mods = &b->mods[side][f - b->init[side]];

  for (int u = 0; u < CAS_MAX_FORCES; u++)
    {
      const CasUnit *unit = b->unit[u];
      int a = (int) (unit->archery * 2 + 0.5);
      /* Storm Melee; Inferno's Berrovieri strike 1 Storming, ½ Defending (4.5.2). */
      int m = (int) ((storm ? (side == CAS_DEFENDER ? unit->storm_melee_defend : unit->storm_melee) : unit->melee) * 2 + 0.5);
      a = MAX (a, mods->archery[u]);
      f->xper[u] = 0;
      if (mods->crossbow[u])
        a = 0, f->xper[u] = mods->crossbow[u];
      f->per[CAS_STEP_ARCHERY][u] = (guint8) a;
      f->per[CAS_STEP_HORSE][u] = (guint8) (unit->horse ? m : 0);
      f->per[CAS_STEP_FOOT][u] = (guint8) (unit->horse ? 0 : m);
      f->per[CAS_STEP_MELEE][u] = (guint8) m;
    }
  memset (f->sum, 0, sizeof f->sum);
  f->xsum = 0;
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    {
      /* A card's Archery for at most shoot_max units (Inferno: BALESTRIERI, LUCERIA). */
      int shooting = mods->shoot_max[u] ? MIN (f->units[u], mods->shoot_max[u]) : f->units[u];
      for (int st = 0; st < 4; st++)
        f->sum[st] += f->per[st][u] * (st == CAS_STEP_ARCHERY ? shooting : f->units[u]);
      f->xsum += f->xper[u] * shooting;
    }
  int slot = (int) (f - b->init[side]);
  fighter_ranges (b, side, slot, f, &b->init_cards[side][slot]);
}

/* Sorts `order` (units 0..CAS_MAX_FORCES-1) by `key`, smaller first. */
static void
sort_units (guint8 *order, const int *key)
{
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    order[u] = (guint8) u;
  for (int i = 1; i < CAS_MAX_FORCES; i++)
    for (int k = i; k > 0 && key[order[k]] < key[order[k - 1]]; k--)
      {
        guint8 tmp = order[k];
        order[k] = order[k - 1];
        order[k - 1] = tmp;
      }
}

/* A fighter's saving ranges and the orders in which his units take Hits: at the start,
 * and again when a card's Armor ends (CasLcFighterMods.armor_until). */
static void
fighter_ranges (CasBattle *b, int side, int slot, Fighter *f, FighterCards *c)
{
  gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
  gboolean armored_first = storm && side == CAS_ATTACKER;
  const CasLcFighterMods *mods = &b->mods[side][slot];

  for (int arch = 0; arch < 2; arch++)
    for (int xb = 0; xb < 2; xb++)
      {
        guint8 *order = f->order[arch][xb];
        int key[CAS_MAX_FORCES];
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          {
            const CasUnit *unit = b->unit[u];
            int r = unit_range (b, mods, c->armor_off, u, arch ? CAS_STEP_ARCHERY : CAS_STEP_HORSE, xb);
            f->range[arch][xb][u] = (guint8) r;
            /* Smaller key first: Armored first for Storm Attackers, best range, Horse, table order. */
            key[u] = ((armored_first && !unit->armored) ? 1000 : 0) + (10 - r) * 20 + (unit->horse ? 0 : 10) + u;
          }
        sort_units (order, key);
      }
  /* Select Target (Inferno 4.4.2, 4.5.2): the striking side's proposal for a Crossbow Hit
   * on this fighter: Armored units first when he Storms (whoever chooses), then the unit
   * least likely to save (Villici: removed), then the one that strikes hardest, then
   * the Forces table order. */
  if (b->sorder_on)
    {
      int key[CAS_MAX_FORCES], mkey[CAS_MAX_FORCES];
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        {
          const CasUnit *unit = b->unit[u];
          int melee = (int) ((storm ? unit->storm_melee : unit->melee) * 2 + 0.5);
          key[u] = ((armored_first && !unit->armored) ? 10000 : 0) + f->range[1][1][u] * 100 + (20 - melee) * 2 + u;
          /* battlecards: a normal Melee Hit that selects (Sudden Clash), by its own range. */
          mkey[u] = ((armored_first && !unit->armored) ? 10000 : 0) + f->range[0][0][u] * 100 + (20 - melee) * 2 + u;
        }
      sort_units (f->sorder, key);
      sort_units (c->morder, mkey);
    }
}

/* Select Target (Inferno 4.4.2, 4.5.2): the unit the striking side picks for this Crossbow
 * Hit: the players' next choice (CasBattleSetup.targets) if the Lord has that unit, else
 * Castellan's proposal. *choice: the choice's place (from 1), 0 for the proposal, -1 when
 * the choice named a unit he does not have. */
static int
select_unit (CasBattle *b, int side, int slot, const Fighter *f, gboolean crossbow, int *choice)
{
  const guint8 *order = crossbow ? f->sorder : b->cards[side][slot].morder;
  int k = b->target_next++;
  *choice = 0;
  if (k < b->setup.n_targets && b->setup.targets[k] >= 0)
    {
      int u = b->setup.targets[k];
      if (u < CAS_MAX_FORCES && f->units[u] > 0)
        {
          *choice = k + 1;
          return u;
        }
      *choice = -1;
    }
  for (int i = 0; i < CAS_MAX_FORCES; i++)
    if (f->units[order[i]] > 0)
      return order[i];
  return -1;
}

/* A Routed unit of type `u` back in the fighter's Forces (the reverse of take_hit ()'s
 * Rout; a card's shoot_max keeps its cap). */
static void
unrout (CasBattle *b, int side, int slot, Fighter *f, int u)
{
  const guint8 cap = b->mods[side][slot].shoot_max[u];
  f->units[u]++;
  f->alive++;
  f->routed[u]--;
  for (int st = 0; st < 4; st++)
    if (st != CAS_STEP_ARCHERY || !cap || f->units[u] <= cap)
      f->sum[st] += f->per[st][u];
  if (!cap || f->units[u] <= cap)
    f->xsum += f->xper[u];
}

/* LAST_STAND (Inferno F16 A BLOODY RED STREAM; rules-decisions I96): the side's first
 * Lord about to Rout rolls each of his Routed units' printed Protection (the Forces
 * table's, no card's Armor, no Crossbow); each saved returns to his Forces. Once a run. */
static void
last_stand (CasBattle *b, int side, int slot, Fighter *f)
{
  int back[CAS_MAX_FORCES] = { 0 };
  b->stand_used[side] = TRUE;
  for (int u = 0; u < CAS_MAX_FORCES && !b->error; u++)
    {
      const CasUnit *unit = b->unit[u];
      int range = unit->protection == CAS_PROTECTION_NONE ? 0 : unit->protection == CAS_PROTECTION_UNARMORED ? 1 : unit->range;
      for (int k = 0; k < f->routed[u] && range > 0; k++)
        {
          char *purpose =
            b->talk ? g_strdup_printf (_("%s: Routed %s of %s, printed Protection 1-%d"), event_name (b, CAS_BATTLE_EVENT_LAST_STAND), unit->name,
                                       fighter_name (b, f), range)
                    : NULL;
          int die;
          if (!roll (b, u, f, range, FALSE, FALSE, purpose, &die))
            return;
          back[u] += die <= range;
        }
    }
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    for (int k = 0; k < back[u]; k++)
      unrout (b, side, slot, f, u);
}

/* battlecards: what a Rout changes under Inferno's Capabilities (only when some fighter
 * has them, b->rout_cards). A unit beyond a card's shoot_max takes the Routed shooter's
 * place (BALESTRIERI, LUCERIA); a card's Armor ends when so many units have Routed
 * (PALVESARI, until the mat's third Armigeri Routs). */
static void
rout_cards (CasBattle *b, int side, int slot, Fighter *f, int u)
{
  const CasLcFighterMods *m = &b->mods[side][slot];
  FighterCards *c = &b->cards[side][slot];
  if (m->shoot_max[u] && f->units[u] >= m->shoot_max[u])
    {
      f->sum[CAS_STEP_ARCHERY] += f->per[CAS_STEP_ARCHERY][u];
      f->xsum += f->xper[u];
    }
  if (f->lord != CAS_BATTLE_GARRISON && m->armor_until[u] && f->routed[u] == m->armor_until[u] && !(c->armor_off >> u & 1u))
    {
      c->armor_off |= 1u << u;
      fighter_ranges (b, side, slot, f, c);
    }
  if (f->alive == 0 && f->lord != CAS_BATTLE_GARRISON && !b->stand_used[side] && event_active (b, side, CAS_BATTLE_EVENT_LAST_STAND))
    last_stand (b, side, slot, f);
}

/* One Hit on a fighter: choose the unit, roll, Rout on a failure. `cards`: b->card_work, a
 * constant in each of apply_hits ()'s two copies, so that a Battle without card work
 * (Nevsky's odds) runs none of its tests per Hit. */
G_ALWAYS_INLINE static inline void
take_hit (CasBattle *b, int side, int slot, CasStepKind step, gboolean crossbow, int hit_no, int n_hits, gboolean cards)
{
  Fighter *f = &b->f[side][slot];
  /* Select Target: the Defenders' Crossbow Hits in a Storm (Inferno 4.4.2, 4.5.2). */
  gboolean selected = cards && b->select_any &&
                      ((crossbow && ((b->select_target && side == CAS_ATTACKER) || b->xselect[1 - side])) || b->charge_phase == 1);
  int choice = 0;
  int u = selected ? select_unit (b, side, slot, f, crossbow, &choice) : choose_unit (f, step, crossbow);
  int range, die = 0;
  if (u < 0)
    return;
  range = f->range[step == CAS_STEP_ARCHERY][crossbow != 0][u];
  if (range > 0)
    {
      const CasUnit *unit = b->unit[u];
      static const char *const kinds[] = { N_("no Protection"), N_("Armor"), N_("Evade"), N_("Unarmored") };
      CasProtection kind = unit->protection == CAS_PROTECTION_EVADE && range == 1 ? CAS_PROTECTION_UNARMORED : unit->protection;
      char *purpose = NULL;   /* roll () takes it */
      if (b->talk)
        {
          char rtext[8];
          g_snprintf (rtext, sizeof rtext, range > 1 ? "1-%d" : "%d", range);
          purpose = g_strdup_printf (_("%s of %s, %s %s%s, Hit %d of %d"), unit->name, fighter_name (b, f), _(kinds[kind]), rtext,
                                     crossbow ? _(" (Crossbow)") : "", hit_no, n_hits);
          if (selected)
            {
              g_autofree char *plain = g_steal_pointer (&purpose);
              const char *by = cas_game_get_side_name (b->game, b->gside[1 - side]);
              if (choice > 0)
                /* TRANSLATORS: "Cavalieri of Guido, Armor 1, Hit 1 of 2, target chosen by the Guelphs (choice 1)" */
                purpose = g_strdup_printf (_("%s, target chosen by the %s (choice %d)"), plain, by, choice);
              else
                purpose = g_strdup_printf (choice == 0 ? _("%s, target chosen by the %s as Castellan proposes")
                                                       : _("%s, target chosen by the %s as Castellan proposes (their choice names a unit he does not have)"),
                                           plain, by);
            }
        }
      if (!roll (b, u, f, range, FALSE, FALSE, purpose, &die))
        return;
      if (selected && b->cur_step && b->cur_step->rolls->len > 0)
        {
          CasBattleRoll *last = &g_array_index (b->cur_step->rolls, CasBattleRoll, b->cur_step->rolls->len - 1);
          last->selected = TRUE;
          last->target_choice = choice;
        }
      /* A Capability's re-roll of one failed Armor roll per step (Nevsky: Warrior Monks,
       * T7/T15, Knights). */
      if (die > range && (f->reroll >> u & 1u) && !b->reroll_used[side][slot])
        {
          b->reroll_used[side][slot] = TRUE;
          char *again = NULL;
          if (b->talk && b->rules && b->rules->reroll_purpose)
            again = b->rules->reroll_purpose (fighter_name (b, f), u, range);
          if (!roll (b, u, f, range, FALSE, TRUE, again, &die))
            return;
        }
      if (die <= range)
        return;
    }
  else if (b->cur_step)
    {
      CasBattleRoll r = { u, f->lord, 0, 0, FALSE, FALSE, FALSE, g_strdup_printf (_("%s are removed by a Hit"), b->unit[u]->name),
                          selected, choice };
      g_array_append_val (b->cur_step->rolls, r);
    }
  f->units[u]--;
  f->alive--;
  for (int st = 0; st < 4; st++)
    f->sum[st] -= f->per[st][u];
  f->xsum -= f->xper[u];
  f->routed[u]++;
  if (cards && b->rout_cards)
    rout_cards (b, side, slot, f, u);
}

/* A side's rows: 0 the Front; 1 in a Relief Sally the Attackers' Sallying row or the
 * Defenders' Rearguard (4.4.1). */
static int *
row_of (CasBattle *b, int side, int which)
{
  return which == 0 ? b->row[side] : side == CAS_ATTACKER ? b->srow : b->rrow;
}

static gboolean
row_active (CasBattle *b, int side, int which)
{
  const int *row = row_of (b, side, which);
  for (int p = 0; p < 3; p++)
    if (row[p] >= 0 && fighter_active (&b->f[side][row[p]]))
      return TRUE;
  return FALSE;
}

/* Closest active enemy in the row from a position; -1 if the row is empty. */
static int
closest_in_row (CasBattle *b, int side, int which, int pos, gboolean skip_flanks)
{
  static const int order[3][3] = { { 0, 1, 2 }, { 1, 0, 2 }, { 2, 1, 0 } };
  const int *row = row_of (b, side, which);
  for (int k = 0; k < 3; k++)
    {
      int p = order[pos][k];
      int slot = row[p];
      if (skip_flanks && p != 1)
        continue;
      if (slot >= 0 && fighter_active (&b->f[side][slot]))
        return p;
    }
  return -1;
}

static gboolean
ambushed (CasBattle *b, int side, int pos)
{
  /* FLANKS_OUT played by the enemy: this side's left and right take no part in Round 1. */
  return b->round == 1 && pos != 1 && event_active (b, 1 - side, CAS_BATTLE_EVENT_FLANKS_OUT);
}

/* Whom a Lord at (side, row `which`, pos) Strikes: the enemy Lord directly opposite, or
 * when Flanking the closest enemy Lord in that row (4.4.2). Sallying Lords without a
 * Rearguard Flank the Front Defenders "all equally closely" (4.4.1): by default the one
 * in their own place, then the closest. Returns the enemy position (-1: nobody), the
 * enemy row in *ewhich, and whether he Flanks. */
static int
strike_target (CasBattle *b, int side, int which, int pos, int *ewhich, gboolean *flanking)
{
  int enemy = 1 - side;
  *flanking = TRUE;
  if (which == 1 && side == CAS_ATTACKER && !row_active (b, CAS_DEFENDER, 1))
    {
      *ewhich = 0;
      return closest_in_row (b, enemy, 0, pos, FALSE);
    }
  /* battle-sally (Inferno 4.4.1): a Relief Sally's Lords strike the Reserve Defenders
   * (the Rearguard) while there is one, always as if Flanking them all equally closely.
   * Tested after the series' case above so that Nevsky's Battles test no more. */
  if (G_UNLIKELY (b->sally_max) && which == 1 && side == CAS_ATTACKER)
    {
      *ewhich = 1;
      return closest_in_row (b, enemy, 1, pos, FALSE);
    }
  *ewhich = which;
  const int *er = row_of (b, enemy, which);
  if (er[pos] >= 0 && fighter_active (&b->f[enemy][er[pos]]) && !(which == 0 && ambushed (b, enemy, pos)))
    {
      *flanking = FALSE;
      return pos;
    }
  return closest_in_row (b, enemy, which, pos, which == 0 && b->round == 1 && event_active (b, side, CAS_BATTLE_EVENT_FLANKS_OUT));
}

/* Applies `hits` (of which `xbow` Crossbow) struck by `side` at the enemy at (row
 * `ewhich`, `pos`); Hits left when the target Routs go to the new closest enemy in the
 * row. `sallying`: struck by Sallying Lords (Siegeworks, 4.4.1); `absorber`: the slot of
 * a Flanking Lord who takes the Hits instead while he stands (4.4.2), or -1. */
G_ALWAYS_INLINE static inline void
apply_hits_in (CasBattle *b, int side, int ewhich, int pos, CasStepKind step, int hits, int xbow, gboolean sallying, int absorber,
               int w, gboolean cards)
{
  int enemy = 1 - side;
  gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
  int total = hits;
  const int *er = row_of (b, enemy, ewhich);

  /* Walls (4.4.2): one die per Hit received; each within range cancels one, Crossbow Hits
   * first (the owner's best choice). */
  if (w > 0)
    {
      int cancelled = 0;
      for (int i = 0; i < total; i++)
        {
          int die;
          char *purpose = NULL;
          /* The Besiegers' Walls are their Siegeworks (4.5.2, 4.5.3). */
          gboolean siegeworks = (b->setup.kind == CAS_BATTLE_STORM && enemy == CAS_ATTACKER) ||
                                (b->setup.kind == CAS_BATTLE_SALLY && enemy == CAS_DEFENDER) || (sallying && b->siegeworks > 0);
          if (b->talk)
            purpose = g_strdup_printf (siegeworks ? _("%s Siegeworks 1-%d against Hit %d of %d")
                                                  : _("%s Walls 1-%d against Hit %d of %d"),
                                       cas_game_get_side_name (b->game, b->gside[enemy]), w, i + 1, total);
          if (!roll (b, -1, NULL, w, TRUE, FALSE, purpose, &die))
            return;
          if (die <= w)
            cancelled++;
        }
      if (b->cur_step)
        b->cur_step->cancelled += cancelled;
      int from_xbow = MIN (cancelled, xbow);
      xbow -= from_xbow;
      hits -= cancelled;
    }
  for (int i = 0; i < hits && !b->error; i++)
    {
      int slot;
      if (storm && side == CAS_ATTACKER && fighter_active (&b->f[enemy][GARRISON_SLOT]))
        slot = GARRISON_SLOT;   /* the Defender takes Hits on the Garrison until it has Routed (4.5.2) */
      else if (storm && side == CAS_ATTACKER && b->front_max <= 1)
        {
          if (b->row[enemy][1] >= 0 && fighter_active (&b->f[enemy][b->row[enemy][1]]))
            slot = b->row[enemy][1];
          else
            return;
        }
      else if (absorber >= 0 && fighter_active (&b->f[enemy][absorber]))
        slot = absorber;
      else
        {
          int p = er[pos] >= 0 && fighter_active (&b->f[enemy][er[pos]]) && !(ewhich == 0 && ambushed (b, enemy, pos))
                    ? pos
                    : closest_in_row (b, enemy, ewhich, pos,
                                      ewhich == 0 && b->round == 1 && event_active (b, side, CAS_BATTLE_EVENT_FLANKS_OUT));
          if (p < 0)
            return; /* the whole row has Routed: remaining Hits are ignored */
          slot = er[p];
        }
      take_hit (b, enemy, slot, step, i < xbow, i + 1, hits, cards);
    }
}

/* The copy with the cards' work, out of line, so that the one without (Nevsky's) is
 * compiled as before the cards. */
G_NO_INLINE static void
apply_hits_cards (CasBattle *b, int side, int ewhich, int pos, CasStepKind step, int hits, int xbow, gboolean sallying, int absorber)
{
  apply_hits_in (b, side, ewhich, pos, step, hits, xbow, sallying, absorber, walls_for (b, 1 - side, step, sallying), TRUE);
}

/* The copy without the cards' work (Nevsky's), as apply_hits () was before the cards. */
static void
apply_hits_plain (CasBattle *b, int side, int ewhich, int pos, CasStepKind step, int hits, int xbow, gboolean sallying, int absorber)
{
  apply_hits_in (b, side, ewhich, pos, step, hits, xbow, sallying, absorber, walls_for (b, 1 - side, step, sallying), FALSE);
}

/* `cards`: a constant in each copy of the caller (strike_field_in ()), so that no test
 * is left per call. */
G_ALWAYS_INLINE static inline void
apply_hits_by (CasBattle *b, int side, int ewhich, int pos, CasStepKind step, int hits, int xbow, gboolean sallying, int absorber,
               gboolean cards)
{
  if (cards)
    apply_hits_cards (b, side, ewhich, pos, step, hits, xbow, sallying, absorber);
  else
    apply_hits_plain (b, side, ewhich, pos, step, hits, xbow, sallying, absorber);
}

/* For the Storm's strikes, which choose the copy per call. */
static void
apply_hits (CasBattle *b, int side, int ewhich, int pos, CasStepKind step, int hits, int xbow, gboolean sallying, int absorber)
{
  apply_hits_by (b, side, ewhich, pos, step, hits, xbow, sallying, absorber, b->card_work);
}

/* Splits a total of halves into Hits, rounding once, the Crossbow part rounded up in its
 * favour (4.4.2 Russian Archery example: 3 Streltsy + 3 Asiatic Horse = 3 Hits, 2 of
 * them Crossbow); Pursuit halves the Conceding side's Hits, rounding up. */
static void
round_hits (CasBattle *b, int side, int normal, int xb, int *hits, int *xbow)
{
  int total = (normal + xb + 1) / 2;
  int x = MIN (total, (xb + 1) / 2);
  if (b->conceded[side])
    {
      total = (total + 1) / 2;
      x = MIN (x, total);
    }
  *hits = total;
  *xbow = x;
}

/* Whether the Lord at (side, xwhich, xpos) Flanks the enemy Lord at (ywhich, ypos): he
 * has nobody opposite and that Lord is (one of) the closest in the row he faces; the
 * center Flanks left and right alike, Sallying Lords without a Rearguard all the Front
 * Defenders (4.4.1, 4.4.2). */
static gboolean
flanks (CasBattle *b, int side, int xwhich, int xpos, int ywhich, int ypos)
{
  int ew;
  gboolean flanking;
  int t = strike_target (b, side, xwhich, xpos, &ew, &flanking);
  if (t < 0 || !flanking || ew != ywhich)
    return FALSE;
  return t == ypos || (xwhich == 1 && (ywhich == 0 || (b->sally_max && side == CAS_ATTACKER))) || (xpos == 1 && ypos != 1);
}

/* 4.4.2 "A Flanking Lord may absorb Hits from a Lord he Flanks if no enemies Flank the
 * target Lord": the first Lord of the setup's absorb list who may take the Hits the
 * enemy at (side, ywhich, ypos) strikes at the Lord directly opposite; -1 for none. */
static int
find_absorber (CasBattle *b, int side, int ywhich, int ypos)
{
  int enemy = 1 - side;
  if (b->round == 1 && ((b->setup.events[0] | b->setup.events[1]) & CAS_BATTLE_EVENT_FLANKS_OUT))
    return -1;   /* FLANKS_OUT (Ambush) reshapes Flanking in Round 1: nobody absorbs */
  for (int i = 0; i < b->setup.n_absorb; i++)
    for (int which = 0; which < 2; which++)
      {
        const int *row = row_of (b, enemy, which);
        for (int pos = 0; pos < 3; pos++)
          if (row[pos] >= 0 && b->f[enemy][row[pos]].lord == b->setup.absorb[i] && fighter_active (&b->f[enemy][row[pos]]) &&
              flanks (b, enemy, which, pos, ywhich, ypos))
            return row[pos];
      }
  return -1;
}

/* `cards`: b->card_work, a constant in each of strike_field ()'s two copies (as take_hit). */
G_ALWAYS_INLINE static inline void
strike_field_in (CasBattle *b, int side, CasStepKind step, gboolean cards)
{
  int enemy = 1 - side;
  /* [enemy row][position][Strikes by Sallying Lords, rounded separately (4.4.1)] */
  int normal[2][3][2] = { { { 0 } } }, xb[2][3][2] = { { { 0 } } };
  int n_from[2][3] = { { 0 } };        /* Lords striking each enemy Lord */
  int opposed[2][3] = { { -1, -1, -1 }, { -1, -1, -1 } };   /* which*3+pos of the one striking him, if directly opposite */
  gboolean any = FALSE;

  for (int which = 0; which < 2; which++)
    {
      const int *row = row_of (b, side, which);
      for (int pos = 0; pos < 3; pos++)
        {
          int slot = row[pos];
          if (slot < 0 || !fighter_active (&b->f[side][slot]) || (which == 0 && ambushed (b, side, pos)))
            continue;
          /* FIRST_CHARGE (Sudden Clash): in Round 1 the Lord's Horse strike alone before
           * all Archery, and not again in the Horse step. */
          if (cards && b->charge_phase &&
              (b->charge_phase == 1 ? b->f[side][slot].lord != b->setup.event_lord
                                    : step == CAS_STEP_HORSE && side == b->charge_side && b->f[side][slot].lord == b->setup.event_lord))
            continue;
          int ew;
          gboolean flanking;
          int target = strike_target (b, side, which, pos, &ew, &flanking);
          if (target < 0)
            continue;
          int n, x;
          int sally = b->f[side][slot].sallying ? 1 : 0;
          fighter_strike (b, side, slot, step, which == 0 && pos == 1, &n, &x);
          normal[ew][target][sally] += n;
          xb[ew][target][sally] += x;
          if (n + x > 0)
            {
              n_from[ew][target]++;
              opposed[ew][target] = flanking ? -1 : which * 3 + pos;
            }
          any |= n + x > 0;
        }
    }
  if (!any)
    return;
  /* A Capability's re-roll: once in each Archery and each Melee step (T7/T15). */
  memset (b->reroll_used, 0, sizeof b->reroll_used);
  /* Hits are totalled and rounded once per Lord struck (4.4.2): one record per target,
   * Lords struck taken left, center, right, the Front before the Rearguard or Sally. */
  for (int ew = 0; ew < 2; ew++)
    for (int target = 0; target < 3 && !b->error; target++)
      for (int sally = 0; sally < 2 && !b->error; sally++)
        {
          int hits, xbow, absorber = -1;
          if (normal[ew][target][sally] + xb[ew][target][sally] == 0)
            continue;
          if (b->setup.n_absorb > 0 && n_from[ew][target] == 1 && opposed[ew][target] >= 0)
            absorber = find_absorber (b, side, opposed[ew][target] / 3, opposed[ew][target] % 3);
          round_hits (b, side, normal[ew][target][sally], xb[ew][target][sally], &hits, &xbow);
          /* DOUBLE_ARCHERY (Hills): the side's Archery Hits on each Lord doubled, the added
           * ones normal. */
          if (cards && step == CAS_STEP_ARCHERY && event_active (b, side, CAS_BATTLE_EVENT_DOUBLE_ARCHERY))
            hits *= 2;
          b->cur_step = record_step (b, step, side);
          if (b->cur_step)
            {
              b->cur_step->hits = hits;
              b->cur_step->crossbow_hits = xbow;
              b->cur_step->target = b->f[enemy][row_of (b, enemy, ew)[target]].lord;
              b->cur_step->sallying = sally;
              b->cur_step->absorbed_by = absorber >= 0 ? b->f[enemy][absorber].lord : -1;
            }
          apply_hits_by (b, side, ew, target, step, hits, xbow, sally, absorber, cards);
        }
  b->cur_step = NULL;
}

static void
strike_field_plain (CasBattle *b, int side, CasStepKind step)
{
  strike_field_in (b, side, step, FALSE);
}

G_NO_INLINE static void
strike_field_cards (CasBattle *b, int side, CasStepKind step)
{
  strike_field_in (b, side, step, TRUE);
}

/* battle-distr (Inferno F21 DISTRINGITORES; rules-decisions I144): after both Archery
 * steps of a Round, one Unrouted fighter of each side with CasLcFighterMods.rally re-rolls
 * the Armor of up to that many of his Routed Armored units, at the range they have in
 * this combat (a card's Armor while it lasts; no Crossbow cut: no Hit is being taken);
 * each saved returns to his Forces. Castellan's proposal, the players' to change: the
 * fighter with the most such units (the first in the Battle's order on a tie), his units
 * in the order he takes Hits (the best Armor first). Called from the cards' copy of the
 * Round only (b->rally is part of b->card_work), never on Nevsky's path. */
static void
rally (CasBattle *b)
{
  for (int side = 0; side < 2 && !b->error; side++)
    {
      int best = -1, best_n = 0;
      for (int i = 0; i < b->n[side]; i++)
        {
          const Fighter *f = &b->f[side][i];
          int n = 0;
          if (!b->mods[side][i].rally || !fighter_active (f))
            continue;
          for (int u = 0; u < CAS_MAX_FORCES; u++)
            if (b->unit[u]->protection == CAS_PROTECTION_ARMOR)
              n += f->routed[u];
          n = MIN (n, b->mods[side][i].rally);
          if (n > best_n)
            best = i, best_n = n;
        }
      if (best < 0)
        continue;
      Fighter *f = &b->f[side][best];
      const char *card = b->mods[side][best].rally_name ? b->mods[side][best].rally_name : "";
      int back[CAS_MAX_FORCES] = { 0 }, n_back = 0, left = best_n;
      b->cur_step = record_step (b, CAS_STEP_ARCHERY, side);
      if (b->cur_step)
        {
          b->cur_step->target = f->lord;
          b->cur_step->rally = TRUE;
        }
      for (int k = 0; k < CAS_MAX_FORCES && left > 0; k++)
        {
          int u = f->order[0][0][k];
          int range = f->range[0][0][u];
          if (b->unit[u]->protection != CAS_PROTECTION_ARMOR)
            continue;
          for (int j = 0; j < f->routed[u] && left > 0; j++, left--)
            {
              char *purpose =
                b->talk ? g_strdup_printf (_("%s: Routed %s of %s, Armor 1-%d, re-rolled"), card, b->unit[u]->name, fighter_name (b, f), range)
                        : NULL;
              int die;
              if (!roll (b, u, f, range, FALSE, TRUE, purpose, &die))
                {
                  b->cur_step = NULL;
                  return;
                }
              back[u] += die <= range;
            }
        }
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        for (int k = 0; k < back[u]; k++, n_back++)
          unrout (b, side, best, f, u);
      b->cur_step = NULL;
      if (b->setup.record)
        /* TRANSLATORS: "Round 2, after Archery, Distringitores (F21): Arezzo Podestà re-rolls the Armor of Routed units: 1 of 2 back in his Forces (...)." */
        cas_explain_add (b->result->explain, "1.9.1,4.4.2",
                         _("Round %d, after Archery, %s: %s re-rolls the Armor of Routed units: %d of %d back in his Forces (Castellan proposes the Podestà with the most Routed Armored units and his best-armored ones; the players choose)."),
                         b->round, card, fighter_name (b, f), n_back, best_n);
    }
}

/* One Round of a Battle's strikes (4.4.2): Archery, Horse, Foot, the Defenders first in
 * each. `cards`: b->card_work, a constant in each of field_round ()'s two copies, so
 * that the copy is chosen once per Round, not per step or per Lord struck. */
G_ALWAYS_INLINE static inline void
field_round_in (CasBattle *b, gboolean cards)
{
  void (*strike) (CasBattle *, int, CasStepKind) = cards ? strike_field_cards : strike_field_plain;
  /* FIRST_CHARGE (Sudden Clash): Round 1, the chosen Lord's Horse first. */
  if (cards)
    {
      b->charge_phase = 0;
      if (b->round == 1 && b->charge_side >= 0)
        {
          b->charge_phase = 1;
          strike (b, b->charge_side, CAS_STEP_HORSE);
          b->charge_phase = 2;
        }
    }
  strike (b, CAS_DEFENDER, CAS_STEP_ARCHERY);
  strike (b, CAS_ATTACKER, CAS_STEP_ARCHERY);
  /* battle-distr: DISTRINGITORES after the Round's Archery. */
  if (cards && b->rally)
    rally (b);
  strike (b, CAS_DEFENDER, CAS_STEP_HORSE);
  strike (b, CAS_ATTACKER, CAS_STEP_HORSE);
  strike (b, CAS_DEFENDER, CAS_STEP_FOOT);
  strike (b, CAS_ATTACKER, CAS_STEP_FOOT);
}

G_NO_INLINE static void
field_round_cards (CasBattle *b)
{
  field_round_in (b, TRUE);
}

static void
field_round (CasBattle *b)
{
  if (G_UNLIKELY (b->card_work))
    field_round_cards (b);
  else
    field_round_in (b, FALSE);
}

/* SIEGE TOWERS (strike_first): whether the fighter in `slot` is left out of the Storm's
 * strikes now (b->strike_filter, set by storm_round_towers ()). */
static gboolean
filtered_out (CasBattle *b, int side, int slot)
{
  if (b->strike_filter == 0)
    return FALSE;
  int first = b->mods[side][slot].strike_first;
  return (b->strike_filter == 1) != (first > 0 && b->round >= first);
}

/* `towers`: b->strike_filter may be set (storm_round_towers ()), a constant in each of
 * the two copies, so that a Storm without SIEGE TOWERS tests nothing per strike. */
G_ALWAYS_INLINE static inline void
strike_storm_in (CasBattle *b, int side, CasStepKind step, gboolean towers)
{
  int enemy = 1 - side;
  int n = 0, x = 0;
  int slot = b->row[side][1];
  if (slot >= 0 && fighter_active (&b->f[side][slot]) && !(towers && filtered_out (b, side, slot)))
    fighter_strike (b, side, slot, step, TRUE, &n, &x);
  /* The Garrison adds its Strikes to the Defending Lord's, rounded together (4.5.2). */
  if (side == CAS_DEFENDER && fighter_active (&b->f[side][GARRISON_SLOT]) && !(towers && filtered_out (b, side, GARRISON_SLOT)))
    {
      int gn, gx;
      fighter_strike (b, side, GARRISON_SLOT, step, TRUE, &gn, &gx);
      n += gn;
      x += gx;
    }
  if (n + x == 0)
    return;
  memset (b->reroll_used, 0, sizeof b->reroll_used);
  gboolean target_alive = side == CAS_ATTACKER
                            ? fighter_active (&b->f[enemy][GARRISON_SLOT]) ||
                                (b->row[enemy][1] >= 0 && fighter_active (&b->f[enemy][b->row[enemy][1]]))
                            : b->row[enemy][1] >= 0 && fighter_active (&b->f[enemy][b->row[enemy][1]]);
  if (!target_alive)
    return;
  int hits, xbow;
  b->cur_step = record_step (b, step, side);
  round_hits (b, side, n, x, &hits, &xbow);
  if (b->cur_step)
    {
      b->cur_step->hits = hits;
      b->cur_step->crossbow_hits = xbow;
      b->cur_step->target = side == CAS_ATTACKER && fighter_active (&b->f[enemy][GARRISON_SLOT])
                              ? CAS_BATTLE_GARRISON
                              : b->f[enemy][b->row[enemy][1]].lord;
    }
  apply_hits (b, side, 0, 1, step, hits, xbow, FALSE, -1);
  b->cur_step = NULL;
}

static void
strike_storm (CasBattle *b, int side, CasStepKind step)
{
  strike_storm_in (b, side, step, FALSE);
}

G_NO_INLINE static void
strike_storm_towers (CasBattle *b, int side, CasStepKind step)
{
  strike_storm_in (b, side, step, TRUE);
}

/* A Storm with more than one Front Lord a side (Inferno 4.5.2: up to the Stronghold's
 * Size): each Front Lord strikes the Lord opposite or Flanks the closest, as in a Battle
 * (4.4.2); the Garrison adds its Strikes to those of the Defending center Lord (else the
 * first Front Defender; with none, it strikes the Attacker closest to the center), and
 * every Hit on the Defenders goes to the Garrison until it has Routed. Hits are totalled
 * and rounded per Lord struck. With one Front Lord a side this is strike_storm (). */
G_ALWAYS_INLINE static inline void
strike_storm_wide_in (CasBattle *b, int side, CasStepKind step, gboolean towers)
{
  int enemy = 1 - side;
  int normal[3] = { 0 }, xb[3] = { 0 };
  gboolean garrison_up = fighter_active (&b->f[CAS_DEFENDER][GARRISON_SLOT]);
  gboolean any = FALSE;
  int host = -1;   /* the position whose target the Garrison joins */

  for (int k = 0; k < 3; k++)
    {
      static const int fill[3] = { 1, 0, 2 };
      int pos = fill[k];
      int slot = b->row[side][pos];
      if (slot < 0 || !fighter_active (&b->f[side][slot]) || (towers && filtered_out (b, side, slot)))
        continue;
      int ew, n, x;
      gboolean flanking;
      int target = strike_target (b, side, 0, pos, &ew, &flanking);
      if (target < 0 && side == CAS_ATTACKER && garrison_up)
        target = 1;   /* no Defending Lord in the Front: the Garrison takes it all */
      if (target < 0)
        continue;
      fighter_strike (b, side, slot, step, pos == 1, &n, &x);
      normal[target] += n;
      xb[target] += x;
      any |= n + x > 0;
      if (host < 0)
        host = target;
    }
  if (side == CAS_DEFENDER && garrison_up && !(towers && filtered_out (b, side, GARRISON_SLOT)))
    {
      int n, x;
      if (host < 0)
        host = closest_in_row (b, enemy, 0, 1, FALSE);
      if (host >= 0)
        {
          fighter_strike (b, side, GARRISON_SLOT, step, TRUE, &n, &x);
          normal[host] += n;
          xb[host] += x;
          any |= n + x > 0;
        }
    }
  if (!any)
    return;
  memset (b->reroll_used, 0, sizeof b->reroll_used);
  for (int pos = 0; pos < 3 && !b->error; pos++)
    {
      int hits, xbow;
      if (normal[pos] + xb[pos] == 0)
        continue;
      round_hits (b, side, normal[pos], xb[pos], &hits, &xbow);
      b->cur_step = record_step (b, step, side);
      if (b->cur_step)
        {
          int p = b->row[enemy][pos] >= 0 && fighter_active (&b->f[enemy][b->row[enemy][pos]]) ? pos : closest_in_row (b, enemy, 0, pos, FALSE);
          b->cur_step->hits = hits;
          b->cur_step->crossbow_hits = xbow;
          b->cur_step->target = side == CAS_ATTACKER && fighter_active (&b->f[enemy][GARRISON_SLOT]) ? CAS_BATTLE_GARRISON
                                : p >= 0                                                           ? b->f[enemy][b->row[enemy][p]].lord
                                                                                                   : CAS_BATTLE_GARRISON;
        }
      apply_hits (b, side, 0, pos, step, hits, xbow, FALSE, -1);
    }
  b->cur_step = NULL;
}

static void
strike_storm_wide (CasBattle *b, int side, CasStepKind step)
{
  strike_storm_wide_in (b, side, step, FALSE);
}

G_NO_INLINE static void
strike_storm_wide_towers (CasBattle *b, int side, CasStepKind step)
{
  strike_storm_wide_in (b, side, step, TRUE);
}

/* One Round of a Storm's strikes (4.5.2): Archery, then Melee, the Defenders first. */
static void
storm_round (CasBattle *b, void (*strike) (CasBattle *, int, CasStepKind))
{
  strike (b, CAS_DEFENDER, CAS_STEP_ARCHERY);
  strike (b, CAS_ATTACKER, CAS_STEP_ARCHERY);
  /* battle-distr: DISTRINGITORES after the Round's Archery (Inferno's Storms only: the
   * plain one-Lord Storm of play () takes this copy when b->rally). */
  if (G_UNLIKELY (b->rally))
    rally (b);
  strike (b, CAS_DEFENDER, CAS_STEP_MELEE);
  strike (b, CAS_ATTACKER, CAS_STEP_MELEE);
}

/* SIEGE TOWERS (Inferno F3/S3 Capability; rules-decisions I118): from the card's Round
 * on, the Attacking Lords with it in the Front strike first, their Archery then their
 * Melee, before everyone else's Strikes, which follow in the usual order. */
static void
storm_round_towers (CasBattle *b, void (*strike) (CasBattle *, int, CasStepKind))
{
  b->strike_filter = 1;
  strike (b, CAS_ATTACKER, CAS_STEP_ARCHERY);
  strike (b, CAS_ATTACKER, CAS_STEP_MELEE);
  b->strike_filter = 2;
  storm_round (b, strike);
  b->strike_filter = 0;
}

static gboolean
side_active (CasBattle *b, int side)
{
  for (int i = 0; i < b->n[side]; i++)
    if (fighter_active (&b->f[side][i]))
      return TRUE;
  return fighter_active (&b->f[side][GARRISON_SLOT]);
}

/* Fills an empty center from a flank, left first (4.4.2 Center). */
static void
center_row (int *row)
{
  if (row[1] < 0)
    for (int pos = 0; pos < 3; pos += 2)
      if (row[pos] >= 0)
        {
          row[1] = row[pos];
          row[pos] = -1;
          break;
        }
}

/* Appends the Lords of a row to a side's Reserve, center, left, right. */
static void
row_to_reserve (CasBattle *b, int side, int *row)
{
  static const int fill[3] = { 1, 0, 2 };
  for (int k = 0; k < 3; k++)
    if (row[fill[k]] >= 0)
      {
        b->reserve[side][b->n_reserve[side]++] = row[fill[k]];
        row[fill[k]] = -1;
      }
}

static gboolean
side_front_gone (CasBattle *b, int side)
{
  return !row_active (b, side, 0) && b->n_reserve[side] == 0;
}

static void
say_rows (CasBattle *b, guint which, const char *text)
{
  if (b->rows_said & which)
    return;
  b->rows_said |= which;
  if (b->setup.record)
    cas_explain_add (b->result->explain, "4.4.2,4.4.1", _("Round %d, Adjust Rows: %s"), b->round, text);
}

/* 4.4.2 Adjust Rows, in a Relief Sally when a whole row has Routed. A Front counts as
 * Routed only when no Reserve Lord is left to advance into it (rules-decisions.md). */
static void
adjust_rows (CasBattle *b)
{
  int *srow = b->srow, *rrow = b->rrow;
  /* battle-sally: Sallying Lords still waiting to come forward count (Inferno 4.4.1). */
  gboolean sally = row_active (b, CAS_ATTACKER, 1) || b->n_sres > 0, rear = row_active (b, CAS_DEFENDER, 1);
  if (!sally && !rear)
    return;
  if (!sally)
    {
      /* No Sallying Lords remain: the Rearguard becomes Reserve. */
      row_to_reserve (b, CAS_DEFENDER, rrow);
      say_rows (b, 1, _("no Sallying Lord is left: the Rearguard becomes Reserve."));
    }
  else if (side_front_gone (b, CAS_ATTACKER))
    {
      /* No Front Attackers: the Rearguard becomes the Front against the Sally, which
       * becomes the Attackers' Front; the Front Defenders face about as Reserve. */
      row_to_reserve (b, CAS_DEFENDER, b->row[CAS_DEFENDER]);
      memcpy (b->row[CAS_DEFENDER], rrow, sizeof b->row[CAS_DEFENDER]);
      memcpy (b->row[CAS_ATTACKER], srow, sizeof b->row[CAS_ATTACKER]);
      for (int p = 0; p < 3; p++)
        srow[p] = rrow[p] = -1;
      /* battle-sally: those waiting join the Attackers' Reserve behind it. */
      for (int i = 0; i < b->n_sres; i++)
        b->reserve[CAS_ATTACKER][b->n_reserve[CAS_ATTACKER]++] = b->sres[i];
      b->n_sres = 0;
      say_rows (b, 2, _("no Front Attacker is left: the Rearguard becomes the Front against the Sally, the Front Defenders face about as Reserve."));
    }
  else if (side_front_gone (b, CAS_DEFENDER) && rear)
    {
      /* No Front Defenders: the Rearguard faces about as the Front; the Sallying Lords,
       * now without a Rearguard, Flank the Defenders. */
      memcpy (b->row[CAS_DEFENDER], rrow, sizeof b->row[CAS_DEFENDER]);
      for (int p = 0; p < 3; p++)
        rrow[p] = -1;
      say_rows (b, 4, _("no Front Defender is left: the Rearguard faces about as the Front, and the Sallying Lords Flank it."));
    }
  else if (!rear && (b->init_rrow[0] >= 0 || b->init_rrow[1] >= 0 || b->init_rrow[2] >= 0))
    say_rows (b, 8, _("no Rearguard is left: the Sallying Lords Flank the Front Defenders."));
}

/* battle-sally (Inferno 4.4.1 "Array and Reposition Sallying Attackers per Sally", 4.5.3):
 * in each Round after the first one Sallying Lord waiting may come forward into their row,
 * up to the Stronghold's Size, and one must when the whole row has Routed. Castellan brings
 * one forward each Round while there is room, in the fill order center, left, right. */
static void
sally_advance (CasBattle *b)
{
  static const int fill[3] = { 1, 0, 2 };
  int in_row = 0;
  for (int p = 0; p < 3; p++)
    in_row += b->srow[p] >= 0;
  for (int k = 0; k < 3 && in_row < b->sally_max; k++)
    if (b->srow[fill[k]] < 0)
      {
        int pos = fill[k];
        b->srow[pos] = b->sres[0];
        memmove (&b->sres[0], &b->sres[1], sizeof (int) * (size_t) (--b->n_sres));
        if (b->setup.record)
          cas_explain_add (b->result->explain, "4.4.1,4.5.3",
                           _("Round %d, Reposition: %s comes forward to the Sallying Lords' row behind the Defenders (at most %d there, the Stronghold's Size)."),
                           b->round, fighter_name (b, &b->f[CAS_ATTACKER][b->srow[pos]]), b->sally_max);
        break;
      }
}

/* Reposition (4.4.2): Routed Lords leave, Rows are adjusted in a Relief Sally, Reserves
 * advance into empty Front places, an empty center is filled from a flank (left first).
 * Storm: Front and Reserve may swap (4.5.2); the default policy sends the first Reserve
 * Lord (Array order) forward when the Front Lord has Routed, and swaps no one otherwise.
 * `cards`: b->run_cards, a constant in each of play ()'s two copies (Sallying Lords wait
 * to come forward only when b->init_n_sres, which is part of it). */
G_ALWAYS_INLINE static inline void
reposition (CasBattle *b, gboolean cards)
{
  for (int side = 0; side < 2; side++)
    {
      for (int which = 0; which < 2; which++)
        {
          int *row = row_of (b, side, which);
          for (int pos = 0; pos < 3; pos++)
            if (row[pos] >= 0 && !fighter_active (&b->f[side][row[pos]]))
              row[pos] = -1;
        }
      int k = 0;
      for (int i = 0; i < b->n_reserve[side]; i++)
        if (fighter_active (&b->f[side][b->reserve[side][i]]))
          b->reserve[side][k++] = b->reserve[side][i];
      b->n_reserve[side] = k;
    }
  if (cards && b->n_sres > 0)
    sally_advance (b);
  if (b->relief)
    adjust_rows (b);
  for (int side = 0; side < 2; side++)
    {
      static const int fill[3] = { 1, 0, 2 };
      int width = b->setup.kind == CAS_BATTLE_STORM ? 1 : 3;
      /* Inferno's Storm and Sally (4.5.2, 4.5.3): Attacker then Defender may add one Lord
       * from Reserve to the Front, up to the Stronghold's Size; when the whole Front has
       * Routed a Reserve Lord must come forward. Castellan adds one each Round while
       * there is room (the players may choose otherwise with an Array each Round). */
      int adds = 3;
      if (b->narrow && (b->front_max > 1 || b->setup.kind != CAS_BATTLE_STORM))
        {
          int in_front = 0;
          for (int p = 0; p < 3; p++)
            in_front += b->row[side][p] >= 0;
          width = 3;
          adds = in_front < b->front_max ? 1 : 0;
        }
      for (int j = 0; j < width && b->n_reserve[side] > 0 && adds > 0; j++)
        {
          int pos = width == 1 ? 1 : fill[j];
          if (b->row[side][pos] >= 0)
            continue;
          b->row[side][pos] = b->reserve[side][0];
          memmove (&b->reserve[side][0], &b->reserve[side][1], sizeof (int) * (size_t) (--b->n_reserve[side]));
          adds--;
          if (b->setup.record && b->narrow && b->front_max > 1)
            cas_explain_add (b->result->explain, b->setup.kind == CAS_BATTLE_STORM ? "4.5.2" : "4.5.3",
                             _("Round %d, Reposition: %s comes forward from the Reserve to the Front (at most %d Front Lords, the Stronghold's Size)."),
                             b->round, fighter_name (b, &b->f[side][b->row[side][pos]]), b->front_max);
        }
      /* The Sally and Rearguard rows fill their centers too (rules-decisions.md). */
      for (int which = 0; which < 2; which++)
        center_row (row_of (b, side, which));
    }
}

/* ------------------------------------------------------------------------ */
/* Ending (4.4.3-4.4.5, 4.5.2, 4.5.3). */

static gboolean
retreat_ok (CasBattle *b, int side, int to)
{
  const CasTable *t = b->table;
  int gs = b->gside[side];
  /* battle-bypass (Inferno 4.4.3, 4.3.5): a Stronghold the side's Lords Bypass there may
   * be Retreated to, joining them, and the enemy Lords inside it are Bypassed. */
  gboolean bypass = CAS_LOCALE (t, to, CAS_C_BYPASS) == gs + 1;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_rules_lord_locale (t, (int) l) == to && cas_rules_lord_side (t, (int) l) != gs && !cas_rules_besieged (t, (int) l) &&
        !(bypass && lord_bypassed (t, (int) l)))
      return FALSE;
  if (cas_rules_is_stronghold (t, to) && cas_rules_holder (t, to) != gs &&
      !(CAS_LOCALE (t, to, CAS_C_SIEGE) > 0) && !bypass)
    return FALSE;
  return TRUE;
}

/* The Defender may not Retreat along any part of the Way the Attackers Approached by
 * (4.4.3). When two Ways join the two Locales (Dorpat-Odenpah), both count: Castellan
 * does not know which one was used. */
static gboolean
is_approach_way (CasBattle *b, int way)
{
  int from = b->setup.from_locale;
  int ways[4];
  if (from < 0)
    return FALSE;
  int n = cas_rules_ways_between (b->game, b->setup.locale, from, ways, 4);
  for (int i = 0; i < n; i++)
    if (ways[i] == way)
      return TRUE;
  return FALSE;
}

/* Whether the losing `side` may Retreat to `to` (4.4.3): adjacent by a Way that is not
 * the Approach Way for Defenders (fixed: a Locale on the Approach Way used to be
 * refused even when another Way led there, e.g. Gdov to Uzmen after an Approach from
 * Dorpat along the Peipus shore), free of Unbesieged enemy Lords and Strongholds;
 * Attackers who Marched go back where they came from. */
static gboolean
retreat_allowed (CasBattle *b, int side, int to)
{
  CasGame *game = b->game;
  const CasLocale *here = cas_game_get_locale (game, b->setup.locale);
  if (to < 0 || to == b->setup.locale || !retreat_ok (b, side, to))
    return FALSE;
  if (side == CAS_ATTACKER && b->setup.kind == CAS_BATTLE_FIELD && b->setup.from_locale >= 0)
    return to == b->setup.from_locale;
  for (guint i = 0; i < here->ways->len; i++)
    {
      int way = g_array_index (here->ways, int, i);
      const CasWay *w = cas_game_get_way (game, way);
      if (side == CAS_DEFENDER && is_approach_way (b, way))
        continue;
      for (int k = 0; k < w->n_locales; k++)
        if (w->locales[k] == to)
          return TRUE;
    }
  return FALSE;
}

/* Default: the Attackers' Approach Locale; otherwise the Locale chosen in the setup, or
 * the first allowed one by id. */
static int
first_retreat (CasBattle *b, int side)
{
  CasGame *game = b->game;
  const CasLocale *here = cas_game_get_locale (game, b->setup.locale);
  int best = -1;
  if (side == CAS_ATTACKER && b->setup.kind == CAS_BATTLE_FIELD && b->setup.from_locale >= 0)
    return retreat_allowed (b, side, b->setup.from_locale) ? b->setup.from_locale : -1;
  if (side == CAS_DEFENDER && b->setup.retreat_to >= 0)
    return retreat_allowed (b, side, b->setup.retreat_to) ? b->setup.retreat_to : -1;
  for (guint i = 0; i < here->ways->len; i++)
    {
      const CasWay *w = cas_game_get_way (game, g_array_index (here->ways, int, i));
      for (int k = 0; k < w->n_locales; k++)
        {
          int to = w->locales[k];
          if (!retreat_allowed (b, side, to))
            continue;
          if (best < 0 || g_strcmp0 (cas_game_get_locale (game, to)->id, cas_game_get_locale (game, best)->id) < 0)
            best = to;
        }
    }
  return best;
}

/* Spoils are moved, never made (4.4.3): what a losing Lord hands over leaves his mat
 * (e->given) and goes to the winners (r->spoils). `all`: all his Assets but Ships;
 * otherwise his Loot and the Provender beyond `keep_prov`. */
G_ALWAYS_INLINE static inline void
add_spoils_from (CasBattle *b, CasBattleLordEnd *e, gboolean all, int keep_prov, gboolean comune)
{
  /* battle-comune: a Comune's Assets are on its own mat (its row looked up once). */
  const int *row = comune && G_UNLIKELY (CAS_BATTLE_IS_COMUNE (e->lord)) ? cas_table_comune ((CasTable *) b->table, CAS_BATTLE_COMUNE_OF (e->lord), CAS_M_ASSETS)
                                                                : cas_table_lord ((CasTable *) b->table, e->lord, CAS_L_ASSETS);
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    {
      int have = row[a];
      int give = 0;
      if (a == b->ship_slot)
        continue;   /* Ships are never Spoils (4.4.3): the game's Ship slot (Nevsky 6, Inferno 4) */
      if (all || a == CAS_ASSET_LOOT)
        give = have;
      else if (a == CAS_ASSET_PROV)
        give = MAX (0, have - keep_prov);
      e->given[a] = give;
      b->result->spoils[a] += give;
    }
}

/* The end of the i-th Lord of a battle side: lord_ends holds the Attackers then the
 * Defenders, in fighter order. */
static CasBattleLordEnd *
lord_end (CasBattle *b, int side, int i)
{
  return &g_array_index (b->result->lord_ends, CasBattleLordEnd, (guint) (side == CAS_ATTACKER ? i : b->n[CAS_ATTACKER] + i));
}

/* `purpose`: taken, as by roll (); inlined, as it was before it took it. */
G_ALWAYS_INLINE static inline gboolean
end_roll (CasBattle *b, int force, int lord, int range, char *purpose, int *die)
{
  gboolean ok = TRUE;
  if (!b->talk)
    *die = cas_dice_roll_fast (b->dice);
  else
    ok = cas_dice_roll (b->dice, purpose, die, &b->error);
  if (ok && b->setup.record)
    {
      CasBattleRoll r = { force, lord, range, *die, *die <= range, FALSE, FALSE, g_steal_pointer (&purpose) };
      g_array_append_val (b->result->end_rolls, r);
    }
  if (G_UNLIKELY (purpose != NULL))
    g_free (purpose);
  return ok;
}

/* RESTORE_HALF: half the Lord's Lost units, rounded up, back with him (recovered), in
 * the Forces table order (the strongest first); of a type, the Captured first. */
G_NO_INLINE static void
restore_half (CasBattle *b, CasBattleLordEnd *e)
{
  int lost = 0;
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    lost += e->lost[u];
  int left = (lost + 1) / 2;
  for (int u = 0; u < CAS_MAX_FORCES && left > 0; u++)
    {
      int k = MIN (left, e->lost[u]);
      e->lost[u] -= k;
      e->recovered[u] += k;
      e->restored[u] = k;
      e->captured[u] = MAX (0, e->captured[u] - k);
      left -= k;
    }
}

/* Losses (4.4.4): attackers' Lords then defenders', units in Forces table order.
 * `restore`: a side played RESTORE_HALF (DOCTORS), a constant in each of the two copies,
 * so that the test is made once per run, not per Lord. */
G_ALWAYS_INLINE static inline void
losses_in (CasBattle *b, CasBattleResult *r, gboolean storm, gboolean restore)
{
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < b->n[side] && !b->error; i++)
      {
        Fighter *f = &b->f[side][i];
        CasBattleLordEnd *e = lord_end (b, side, i);
        memcpy (e->routed, f->routed, sizeof e->routed);
        if (e->fate == CAS_FATE_REMOVED)
          {
            for (int u = 0; u < CAS_MAX_FORCES; u++)
              e->lost[u] = f->units[u] + f->routed[u];
            /* Knights' Quarter: a Lord removed in a Battle (4.4.5) or Sacked (4.5.2) has
             * all his knights Captured. */
            if (b->kq_roll)
              for (int u = 0; u < CAS_MAX_FORCES; u++)
                if (b->unit[u]->knights_quarter)
                  e->captured[u] = e->lost[u];
            continue;
          }
        memcpy (e->unrouted, f->units, sizeof e->unrouted);
        gboolean only_one = (e->fate == CAS_FATE_RETREAT && !r->conceded[side]) || (storm && side == CAS_ATTACKER);
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          for (int k = 0; k < f->routed[u] && !b->error; k++)
            {
              const CasUnit *unit = b->unit[u];
              int range = only_one ? 1 : (unit->protection == CAS_PROTECTION_EVADE && b->no_hba ? 1 : unit->range);
              int die = 0;
              if (unit->protection == CAS_PROTECTION_NONE)
                range = 0;
              if (range > 0)
                {
                  char *purpose = !b->talk ? NULL
                                             : range > 1 ? g_strdup_printf (_("Losses: Routed %s of %s, saved on 1-%d"), unit->name,
                                                                            fighter_name (b, f), range)
                                                         : g_strdup_printf (_("Losses: Routed %s of %s, saved only on 1"), unit->name,
                                                                            fighter_name (b, f));
                  if (!end_roll (b, u, f->lord, range, purpose, &die))
                    break;
                }
              if (range > 0 && die <= range)
                e->recovered[u]++;
              else
                {
                  e->lost[u]++;
                  /* Knights' Quarter (4.4.4): a knight Lost in a Battle on a Loss roll of
                   * 3-6 is Captured; never in a Storm (4.4.4 NOTES, 4.5.2). */
                  if (b->kq_roll && !storm && b->unit[u]->knights_quarter && die >= b->kq_roll)
                    e->captured[u]++;
                }
            }
        /* RESTORE_HALF (Inferno F24/S24 DOCTORS; rules-decisions I97): half his Lost
         * units, rounded up, return to his Forces, Captured knights first. */
        if (restore && event_active (b, side, CAS_BATTLE_EVENT_RESTORE_HALF) && b->mods[side][i].restore_lost)
          restore_half (b, e);
        int left = 0;
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          left += f->units[u] + e->recovered[u];
        if (left == 0)
          {
            e->fate = CAS_FATE_REMOVED;   /* lost all his Forces in Battle or Storm (4.4.4) */
            e->to_locale = -1;
            /* Removed in a Battle: Knights' Quarter for all his knights (4.4.5). */
            if (b->kq_roll && !storm)
              for (int u = 0; u < CAS_MAX_FORCES; u++)
                if (b->unit[u]->knights_quarter)
                  e->captured[u] = e->lost[u];
          }
      }
}

G_NO_INLINE static void
losses_restore (CasBattle *b, CasBattleResult *r, gboolean storm)
{
  losses_in (b, r, storm, TRUE);
}

/* The end of the Battle (4.4.3-4.4.5, 4.5.2, 4.5.3). `comune`: a Comune fights, a
 * Commander's Comune is in play at the Locale, or Lords inside a Bypassed Stronghold
 * (b->fates_extra); a constant in each of finish ()'s two copies, so that a Battle with
 * none of them (every Nevsky Battle) makes none of their per-Lord tests. */
G_ALWAYS_INLINE static inline gboolean
finish_in (CasBattle *b, int loser, gboolean comune)
{
  CasBattleResult *r = b->result;
  CasExplain *ex = r->explain;
  CasGame *game = b->game;
  const CasTable *t = b->table;
  int winner = 1 - loser;
  int locale = b->setup.locale;
  gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
  gboolean sally = b->setup.kind == CAS_BATTLE_SALLY;
  int retreat_to = -1;
  int withdrawn = 0;

  r->winner = winner;
  if (b->setup.record)
    cas_explain_add (ex, storm ? "4.5.2" : "4.4.3", _("The %s %s win%s."), cas_game_get_side_name (game, b->gside[winner]),
                   winner == CAS_ATTACKER ? _("(Attackers)") : _("(Defenders)"),
                   r->conceded[loser] ? _(": the other side Conceded") : "");

  /* Fates of the losing Lords. perf (session 13): lord_ends is empty here (a fresh result,
   * or emptied per run by cas_battle_odds ()), sized once, its ends zeroed by GArray (made
   * with clear_) and written in place, not built on the stack and appended one by one. */
  g_array_set_size (r->lord_ends, (guint) (b->n[CAS_ATTACKER] + b->n[CAS_DEFENDER]));
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < b->n[side]; i++)
      {
        CasBattleLordEnd *e = lord_end (b, side, i);
        e->lord = b->f[side][i].lord;
        e->fate = CAS_FATE_WON;
        e->to_locale = -1;
        if (comune && G_UNLIKELY (CAS_BATTLE_IS_COMUNE (e->lord)))
          {
            /* battle-comune (Inferno 1.5.1): stacked under its Commander (the fighter
             * before it), the Comune Retreats, Withdraws or is removed with him. */
            const CasBattleLordEnd *cmd = lord_end (b, side, i - 1);
            e->fate = cmd->fate;
            e->to_locale = cmd->to_locale;
            continue;
          }
        if (side == loser)
          {
            if (storm && side == CAS_ATTACKER)
              e->fate = CAS_FATE_STAYS;
            else if (storm && side == CAS_DEFENDER)
              e->fate = CAS_FATE_REMOVED;          /* Sack (4.5.2) */
            else if ((sally && side == CAS_ATTACKER) || b->f[side][i].sallying)
              e->fate = CAS_FATE_WITHDRAW;         /* back into the Stronghold (4.5.3, 4.4.1 Relief Sally) */
            else
              {
                /* Defenders may Withdraw into their own Stronghold there, up to its
                 * Capacity (4.3.4, 4.4.3); Marching Attackers may not. Default: Retreat
                 * when able; setup.withdraw: Withdraw first. */
                /* battle-comune (Inferno 1.5.1, 4.3.4): a Commander with his Comune in
                 * play counts as two Lords against the Size, and they go together. */
                int places = comune && e->lord == b->pair_lord[side] ? 2 : 1;
                /* battle-bypass (4.3.6 SORTIE): losing Sortie Lords Withdraw back or
                 * Retreat normally; Lords of the side left inside hold their places. */
                gboolean can_withdraw = (side == CAS_DEFENDER || (comune && b->sortie)) && !sally && cas_rules_is_stronghold (t, locale) &&
                                        cas_rules_holder (t, locale) == b->gside[side] &&
                                        withdrawn + (comune ? b->inside[side] : 0) + places <= cas_rules_capacity (t, locale);
                if (retreat_to < 0 && !(can_withdraw && b->setup.withdraw))
                  retreat_to = b->retreat_cache[side] != -2 ? b->retreat_cache[side] : (b->retreat_cache[side] = first_retreat (b, side));
                if (can_withdraw && (b->setup.withdraw || retreat_to < 0))
                  e->fate = CAS_FATE_WITHDRAW, withdrawn += places;
                else if (retreat_to >= 0)
                  e->fate = CAS_FATE_RETREAT, e->to_locale = retreat_to;
                else
                  e->fate = CAS_FATE_REMOVED;
              }
          }
      }

  /* Losses (4.4.4); with DOCTORS played, the copy that restores. */
  if (G_UNLIKELY ((b->active[0] | b->active[1]) & CAS_BATTLE_EVENT_RESTORE_HALF))
    losses_restore (b, r, storm);
  else
    losses_in (b, r, storm, FALSE);
  if (b->error)
    return FALSE;
  /* battle-comune (Inferno 1.5.1, 4.4.4): a Commander removed (his own mat emptied, even
   * while his Comune has units) takes his Comune with him: its units left are removed too,
   * its knights Captured as any Lord's removed in a Battle (4.4.5). */
  for (int side = 0; side < 2 && comune && b->comune_fights; side++)
    for (int i = 1; i < b->n[side]; i++)
      {
        CasBattleLordEnd *e = lord_end (b, side, i);
        if (!CAS_BATTLE_IS_COMUNE (e->lord) || e->fate == CAS_FATE_REMOVED || lord_end (b, side, i - 1)->fate != CAS_FATE_REMOVED)
          continue;
        e->fate = CAS_FATE_REMOVED;
        e->to_locale = -1;
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          {
            e->lost[u] += e->unrouted[u] + e->recovered[u];
            e->unrouted[u] = e->recovered[u] = 0;
            if (b->kq_roll && !storm && b->unit[u]->knights_quarter)
              e->captured[u] = e->lost[u];
          }
      }
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    r->garrison_lost += b->f[CAS_DEFENDER][GARRISON_SLOT].routed[u];

  /* Spoils (4.4.3) and Service (4.4.3). */
  int retreat_prov_room = 0;
  if (retreat_to >= 0 && r->conceded[loser])
    {
      /* The Retreating Lords move together and Share Transport (4.3.2) along one Way
       * (only needed for Lords who Conceded: the others give up all their Assets). */
      int ways[4];
      int n_ways = cas_rules_ways_between (game, locale, retreat_to, ways, 4);
      for (int w = 0; w < n_ways; w++)
        {
          int sum = 0;
          if (loser == CAS_DEFENDER && is_approach_way (b, ways[w]))
            continue;
          for (int i = 0; i < b->n[loser]; i++)
            {
              CasBattleLordEnd *e = lord_end (b, loser, i);
              if (e->fate == CAS_FATE_RETREAT && !(comune && CAS_BATTLE_IS_COMUNE (e->lord)))
                sum += cas_rules_transport_count (t, e->lord, cas_rules_usable_on_way (t, ways[w]));
            }
          retreat_prov_room = MAX (retreat_prov_room, sum);
        }
    }
  /* battlecards: a side that Conceded and Retreated with its Carroccio (Inferno 4.4.3
   * EXCEPTION): each of its Retreating Lords shifts Service one box, without a roll. */
  b->standard = NULL;
  for (int i = 0; i < b->n[loser] && r->conceded[loser] && b->rules && b->rules->retreat_standard && !b->standard; i++)
    if (lord_end (b, loser, i)->fate == CAS_FATE_RETREAT)
      b->standard = b->rules->retreat_standard (t, cas_battle_lord_commander (game, lord_end (b, loser, i)->lord));
  for (int i = 0; i < b->n[loser] && !b->error; i++)
    {
      CasBattleLordEnd *e = lord_end (b, loser, i);
      /* 4.5.2: losing Storm Attackers give up no Spoils, even those removed by Losses. */
      if (storm && loser == CAS_ATTACKER)
        ;
      else if (e->fate == CAS_FATE_REMOVED || (e->fate == CAS_FATE_RETREAT && !r->conceded[loser]))
        add_spoils_from (b, e, TRUE, 0, comune);
      else if (e->fate == CAS_FATE_RETREAT)
        {
          int prov = FIGHTER_ASSETS (t, e->lord, CAS_ASSET_PROV);
          int keep = MIN (prov, retreat_prov_room);
          retreat_prov_room -= keep;
          add_spoils_from (b, e, FALSE, keep, comune);
        }
      if (comune && CAS_BATTLE_IS_COMUNE (e->lord))
        ;   /* battle-comune: a Comune has no Service of its own (1.5.1) */
      else if (e->fate == CAS_FATE_RETREAT && b->standard)
        e->service_shift = 1;
      else if (e->fate == CAS_FATE_RETREAT)
        {
          char *purpose = b->talk ? g_strdup_printf (_("Service loss of %s after Retreat"), cas_battle_lord_name (t, e->lord)) : NULL;
          int die;
          if (!end_roll (b, -1, e->lord, 0, purpose, &die))
            return FALSE;
          e->service_roll = die;
          e->service_shift = die <= 2 ? 1 : die <= 4 ? 2 : 3;
        }
    }
  if (storm && winner == CAS_ATTACKER && b->sack_ruins)
    {
      /* Inferno's Sack (4.5.2): the Stronghold is Ruined; Loot, Provender and Coin each
       * equal to its Value; the Garrison's knights (as many as its Size) are Captured. */
      r->sacked = r->ruined = TRUE;
      r->spoils[CAS_ASSET_LOOT] += b->sack_spoils;
      r->spoils[CAS_ASSET_PROV] += b->sack_spoils;
      r->spoils[CAS_ASSET_COIN] += b->sack_spoils;
      if (b->kq_roll)
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          if (b->unit[u]->knights_quarter)
            r->garrison_captured[u] = b->init[CAS_DEFENDER][GARRISON_SLOT].units[u];
    }
  else if (storm && winner == CAS_ATTACKER)
    {
      int vp = cas_game_get_locale (game, locale)->vp;
      if (CAS_LOCALE (t, locale, CAS_C_CASTLE))
        vp = MAX (vp, cas_game_get_stronghold_kind (game, CAS_LOCALE_CASTLE)->vp);
      r->sacked = TRUE;
      r->spoils[CAS_ASSET_LOOT] += vp;
      r->spoils[CAS_ASSET_PROV] += vp;
      r->spoils[CAS_ASSET_COIN] += vp + b->sack_coin;
    }
  if (b->kq_roll)
    {
      for (int side = 0; side < 2; side++)
        for (int i = 0; i < b->n[side]; i++)
          for (int u = 0; u < CAS_MAX_FORCES; u++)
            r->captured[side][u] += lord_end (b, side, i)->captured[u];
      for (int u = 0; u < CAS_MAX_FORCES; u++)
        r->captured[CAS_DEFENDER][u] += r->garrison_captured[u];
    }
  return TRUE;
}

G_NO_INLINE static gboolean
finish_comune (CasBattle *b, int loser)
{
  return finish_in (b, loser, TRUE);
}

static gboolean
finish (CasBattle *b, int loser)
{
  if (G_UNLIKELY (b->fates_extra))
    return finish_comune (b, loser);
  return finish_in (b, loser, FALSE);
}

/* Whether a Lord is still at the Battle Locale afterwards: he won, Withdrew or stays at
 * the Siege, or he did not fight (Besieged and not Sallying). */
static gboolean
stays_there (CasBattle *b, int lord)
{
  if (cas_rules_lord_locale (b->table, lord) != b->setup.locale)
    return FALSE;
  for (int side = 0; side < 2; side++)
    {
      int slot = slot_of (b, side, lord);
      if (slot >= 0)
        {
          int fate = lord_end (b, side, slot)->fate;
          return fate != CAS_FATE_RETREAT && fate != CAS_FATE_REMOVED;
        }
    }
  return TRUE;
}

/* What the game's hooks see of the end of the Battle (CasLcBattleEnd): which Lords fled
 * the Locale, which stay there, which were removed. */
static void
battle_end_info (CasBattle *b, int first_winner, int spoils_coin, CasLcBattleEnd *end)
{
  memset (end, 0, sizeof *end);
  end->locale = b->setup.locale;
  end->attacker = b->gside[CAS_ATTACKER];
  end->first_winner = first_winner;
  end->spoils_coin = spoils_coin;
  end->storm = b->setup.kind == CAS_BATTLE_STORM;
  end->sacked = b->result->sacked;
  for (int side = 0; side < 2; side++)
    for (int u = 0; u < CAS_MAX_FORCES; u++)
      {
        end->captured[b->gside[side]] += b->result->captured[side][u];
        end->captured_units[b->gside[side]][u] += b->result->captured[side][u]; /* mats (issue 17) */
      }
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < b->n[side]; i++)
      {
        const CasBattleLordEnd *e = lord_end (b, side, i);
        if (CAS_BATTLE_IS_COMUNE (e->lord) && e->fate == CAS_FATE_REMOVED)
          {
            int cmd = cas_battle_lord_commander (b->game, e->lord);
            end->comune_removed |= cmd < 64 ? G_GUINT64_CONSTANT (1) << cmd : 0;
          }
        if (e->lord < 0 || e->lord >= 64)
          continue;   /* battle-comune: a Comune is not a Lord here (no Revolt, Treachery or Ransom, 4.4.5) */
        if (e->fate == CAS_FATE_RETREAT || e->fate == CAS_FATE_WITHDRAW)
          end->fled |= G_GUINT64_CONSTANT (1) << e->lord;
        if (e->fate == CAS_FATE_REMOVED)
          end->removed |= G_GUINT64_CONSTANT (1) << e->lord;
        if (e->fate == CAS_FATE_RETREAT)
          end->retreated |= G_GUINT64_CONSTANT (1) << e->lord;
      }
  for (int side = 0; side < 2; side++)
    end->conceded[b->gside[side]] = b->result->conceded[side];
  for (guint l = 0; l < cas_game_get_n_lords (b->game) && l < 64; l++)
    if (stays_there (b, (int) l))
      end->stays |= G_GUINT64_CONSTANT (1) << l;
}

/* Coin for the enemy Lords removed in the Battle (CasLcBattleRules.removed_coin; Nevsky:
 * Ransom, T16 / R7), explained after the Spoils. */
static void
explain_removed_coin (CasBattle *b, int first_winner, int spoils_coin)
{
  CasBattleResult *r = b->result;
  CasLcBattleEnd end;

  if (b->rules == NULL || b->rules->removed_coin == NULL)
    return;
  battle_end_info (b, first_winner, spoils_coin, &end);
  r->n_removed_coin = b->rules->removed_coin (b->table, &end, r->removed_coin, (int) G_N_ELEMENTS (r->removed_coin), r->explain);
}

/* The game's own consequences of the Battle (CasLcRules.battle_end: Nevsky's Legate,
 * 1.4.1, 4.3.4, 4.4.3): which Lords fled the Locale and which stay there. */
static void
explain_game_end (CasBattle *b)
{
  const CasLcRules *rules = cas_lc_rules (b->game);
  CasLcBattleEnd end;

  if (rules == NULL || rules->battle_end == NULL)
    return;
  battle_end_info (b, -1, 0, &end);
  rules->battle_end (b->table, &end, b->result->explain);
}

/* Aftermath (4.4.5): the Held Events played in the Battle are discarded. The engine knows
 * the Events by their effect; the card is the playing side's card of that name, and is
 * discarded only when the table shows it Held. */
static void
explain_held_events (CasBattle *b)
{
  CasGame *game = b->game;
  const CasTable *t = b->table;
  CasExplain *ex = b->result->explain;

  for (int side = 0; side < 2; side++)
    for (guint k = 0;; k++)
      {
        CasBattleEvent ev;
        int card = cas_battle_event_card (game, k, b->gside[side], &ev);
        if (card == -2)
          break;
        if (card < 0 || !(b->setup.events[side] & ev))
          continue;
        const char *id = cas_game_get_card (game, card)->id;
        g_autofree char *up = g_ascii_strup (id, -1);
        const char *why = event_void_reason (b, side, ev);
        if (why)
          /* TRANSLATORS: "Marsh (R2) does not apply here (only the Defenders may use it, in a Battle outside Winter): it had no effect, and the card is not used up." */
          cas_explain_add (ex, "3.1.3,4.4.5", _("%s (%s) does not apply here (%s): it had no effect, and the card is not used up."),
                           cas_game_get_card (game, card)->event_name, up, why);
        else if (CAS_CARD (t, card, CAS_K_STATE) == CAS_CARD_HELD)
          {
            cas_explain_add (ex, "4.4.5,3.1.3", _("%s (%s), played in this Battle, is discarded."), cas_game_get_card (game, card)->event_name, up);
            cas_explain_propose (ex, "discard %s", id);
          }
        else
          cas_explain_add (ex, "4.4.5,3.1.3", _("%s (%s) was played in this Battle but is not recorded as Held: discard it if the table shows it."),
                           cas_game_get_card (game, card)->event_name, up);
      }
}

/* battlecards: the Lost units a card brought back (RESTORE_HALF, Inferno DOCTORS). */
static void
explain_restored (CasBattle *b, const CasBattleLordEnd *e, const char *name)
{
  g_autoptr(GString) what = g_string_new (NULL);
  int n = 0;
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    if (e->restored[u] > 0)
      {
        g_string_append_printf (what, "%s%d %s", what->len ? ", " : "", e->restored[u], b->unit[u]->name);
        n += e->restored[u];
      }
  if (n == 0)
    return;
  /* TRANSLATORS: "Doctors: half the units Arezzo Podestà lost, rounded up, return to his Forces (2 Cavalieri), the Captured knights among them first." */
  cas_explain_add (b->result->explain, "3.1.3,4.4.4",
                   _("%s: half the units %s lost, rounded up, return to his Forces (%s), the Captured knights among them first."),
                   event_name (b, CAS_BATTLE_EVENT_RESTORE_HALF), name, what->str);
}

/* What each losing Lord hands over as Spoils (4.4.3): the assets leave his mat. A Lord
 * removed from play leaves it empty anyway ("remove"); a Retreating Lord's mat is set to
 * what he keeps. Spoils are moved, never made. */
static void
explain_spoils_given (CasBattle *b)
{
  CasBattleResult *r = b->result;
  CasExplain *ex = r->explain;
  CasGame *game = b->game;
  const CasTable *t = b->table;
  int loser = 1 - r->winner;

  for (int i = 0; i < b->n[loser]; i++)
    {
      const CasBattleLordEnd *e = lord_end (b, loser, i);
      gboolean comune = CAS_BATTLE_IS_COMUNE (e->lord);
      /* battle-comune: a Comune's Assets are on its own mat (`comune COMMANDER assets`). */
      const char *id = cas_game_get_lord (game, cas_battle_lord_commander (game, e->lord))->id;
      GString *what = g_string_new (NULL);
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        if (e->given[a] > 0)
          {
            g_autofree char *amount = cas_rules_asset_amount (game, a, e->given[a]);
            g_string_append_printf (what, "%s%s", what->len ? ", " : "", amount);
            if (e->fate != CAS_FATE_REMOVED)
              cas_explain_propose (ex, comune ? "comune %s assets %s %d" : "assets %s %s %d", id, cas_game_asset_id (t->game, a),
                                   FIGHTER_ASSETS (t, e->lord, a) - e->given[a]);
          }
      if (what->len == 0)
        ;
      else if (e->fate == CAS_FATE_REMOVED)
        /* TRANSLATORS: "Hermann hands over 1 Coin, 1 Cart as Spoils: removed, a Lord gives all Assets but Ships." */
        cas_explain_add (ex, b->setup.kind == CAS_BATTLE_STORM ? "4.5.2,4.4.3" : "4.4.3",
                         _("%s hands over %s as Spoils: removed, a Lord gives all Assets but Ships."), cas_battle_lord_name (t, e->lord),
                         what->str);
      else if (!r->conceded[loser])
        cas_explain_add (ex, "4.4.3", _("%s hands over %s as Spoils: Retreating without having Conceded, a Lord gives all Assets but Ships."),
                         cas_battle_lord_name (t, e->lord), what->str);
      else
        cas_explain_add (ex, "4.4.3,4.3.2",
                         _("%s hands over %s as Spoils: Retreating after Conceding, a Lord gives the Loot and the Provender "
                           "the Retreat cannot carry Unladen, and keeps the rest."),
                         cas_battle_lord_name (t, e->lord), what->str);
      g_string_free (what, TRUE);
    }
}

/* Knights' Quarter (Inferno 4.4.4, 4.4.5, 4.5.2): the knights Captured, per Lord and the
 * Garrison's in a Sack, each to its side's Captured Knights box for Ransom or Languish at
 * the End of Campaign (4.9.2). No table cell holds the box yet: the result and castellan-cli
 * battle --json ("captured") carry them. */
static void
explain_captured (CasBattle *b)
{
  CasBattleResult *r = b->result;
  CasGame *game = b->game;

  if (!b->kq_roll)
    return;
  for (int side = 0; side < 2; side++)
    for (int i = 0; i <= b->n[side]; i++)
      {
        const int *cap;
        if (i < b->n[side])
          cap = lord_end (b, side, i)->captured;
        else if (side == CAS_DEFENDER)
          cap = r->garrison_captured;
        else
          continue;
        g_autoptr(GString) what = g_string_new (NULL);
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          if (cap[u])
            g_string_append_printf (what, "%s%d %s", what->len ? ", " : "", cap[u], b->unit[u]->name);
        if (what->len == 0)
          continue;
        const char *who = i < b->n[side] ? cas_battle_lord_name (b->table, lord_end (b, side, i)->lord) : _("the Garrison");
        const char *why = i == b->n[side]                                  ? _("the Garrison's knights, as many as the Stronghold's Size, when it is Sacked")
                          : b->setup.kind == CAS_BATTLE_STORM              ? _("every knight of a Lord who lost Defending inside")
                          : lord_end (b, side, i)->fate == CAS_FATE_REMOVED ? _("every knight of a Lord removed in a Battle")
                                                                           : _("knights Lost on a Loss roll of 3-6");
        /* TRANSLATORS: "Knights' Quarter: 2 Cavalieri of Guido Captured (knights Lost on a Loss roll of 3-6): to the Guelphs' Captured Knights box until the End of Campaign." */
        cas_explain_add (r->explain, b->setup.kind == CAS_BATTLE_STORM ? "4.5.2,4.9.2" : i < b->n[side] && lord_end (b, side, i)->fate == CAS_FATE_REMOVED ? "4.4.5,4.4.4,4.9.2" : "4.4.4,4.9.2",
                         _("Knights' Quarter: %s of %s Captured (%s): to the %s’ Captured Knights box until the End of Campaign."),
                         what->str, who, why, cas_game_get_side_name (game, b->gside[side]));
      }
}

/* Whether a Lord of the Storming side is still at the Locale after a failed Storm. */
static gboolean
besieger_left (CasBattle *b)
{
  for (guint l = 0; l < cas_game_get_n_lords (b->game); l++)
    if (cas_rules_lord_side (b->table, (int) l) == b->gside[CAS_ATTACKER] && stays_there (b, (int) l))
      return TRUE;
  return FALSE;
}

/* The narrative and the journal actions that apply the result to the table. */
/* Whether `lord`, removed by combat, Disbands instead of leaving play: the game's rule for
 * a Lord beyond his Service limit (CasLcRules.beyond_service_disbands; Inferno 4.4.5,
 * 3.3.1: a Podestà), asked without its explanation. */
static gboolean
removed_disbands (const CasTable *t, int lord)
{
  const CasLcRules *rules = cas_lc_rules (t->game);
  if (rules == NULL || rules->beyond_service_disbands == NULL)
    return FALSE;
  g_autoptr(CasExplain) scratch = cas_explain_new ();
  return rules->beyond_service_disbands (t, lord, scratch);
}

/* battle-comune (Inferno 1.5.1, 4.4.4, 4.4.5): the end of a Comune that fought as its own
 * Lord, proposed on its mat (`comune COMMANDER ...`): it goes where its Commander goes, is
 * removed with him, or alone when it loses all its Forces (no Revolt or Treachery). */
static void
explain_comune_end (CasBattle *b, int side, int i)
{
  CasExplain *ex = b->result->explain;
  const CasTable *t = b->table;
  const Fighter *f = &b->f[side][i];
  const CasBattleLordEnd *e = lord_end (b, side, i);
  const CasBattleLordEnd *ce = lord_end (b, side, i - 1);
  int cmd = cas_battle_lord_commander (b->game, f->lord);
  const char *cmd_id = cas_game_get_lord (b->game, cmd)->id;
  const char *name = cas_battle_lord_name (t, f->lord);
  const char *cmd_name = cas_rules_lord_name (t, cmd);
  int lost = 0, back = 0;
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    lost += e->lost[u], back += e->recovered[u];
  switch (e->fate)
    {
    case CAS_FATE_REMOVED:
      if (ce->fate == CAS_FATE_REMOVED)
        /* TRANSLATORS: "Firenze Comune is removed with Firenze Podestà (5 units lost): a Comune goes with its Commander." */
        cas_explain_add (ex, "1.5.1,4.4.4,4.4.5",
                         ngettext ("%s is removed with %s (%d unit lost): a Comune goes with its Commander.",
                                   "%s is removed with %s (%d units lost): a Comune goes with its Commander.", (gulong) lost),
                         name, cmd_name, lost);
      else
        {
          /* TRANSLATORS: "Firenze Comune has lost all its Forces and is removed (4 units lost); Firenze Podestà stays: a Comune's removal gives no Revolt roll or Treachery card." */
          cas_explain_add (ex, "1.5.1,1.6,4.4.4,4.4.5",
                           ngettext ("%s has lost all its Forces and is removed (%d unit lost); %s stays: a Comune's removal gives no Revolt roll or Treachery card.",
                                     "%s has lost all its Forces and is removed (%d units lost); %s stays: a Comune's removal gives no Revolt roll or Treachery card.",
                                     (gulong) lost),
                           name, lost, cmd_name);
          cas_explain_propose (ex, "comune %s out", cmd_id);
        }
      return;
    case CAS_FATE_RETREAT:
      cas_explain_add (ex, "1.5.1,4.4.3", _("%s Retreats with %s to %s (its cylinder stacked under his)."), name, cmd_name,
                       cas_rules_locale_name (t, e->to_locale));
      break;
    case CAS_FATE_WITHDRAW:
      cas_explain_add (ex, "1.5.1,4.4.3", _("%s Withdraws with %s into the Stronghold at %s."), name, cmd_name,
                       cas_rules_locale_name (t, b->setup.locale));
      break;
    default:
      break;
    }
  if (lost || back)
    {
      g_autofree char *removed = g_strdup_printf (ngettext ("%d Routed unit removed", "%d Routed units removed", (gulong) lost), lost);
      g_autofree char *returned = g_strdup_printf (ngettext ("%d returns", "%d return", (gulong) back), back);
      cas_explain_add (ex, "4.4.4", _("Losses of %s: %s, %s."), name, removed, returned);
    }
  explain_restored (b, e, name);
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    {
      int final = f->units[u] + e->recovered[u];
      if (final != FIGHTER_FORCES (t, f->lord, u))
        cas_explain_propose (ex, "comune %s forces %s %d", cmd_id, cas_game_unit_id (t->game, u), final);
    }
}

/* battle-bypass (Inferno 4.3.5, 4.4.3): a Retreat into a Stronghold the side Bypasses
 * joins the Bypass; a Bypassed Stronghold left free of the Bypassing side's Lords loses
 * its Bypass markers. */
static void
explain_bypass_end (CasBattle *b)
{
  CasExplain *ex = b->result->explain;
  const CasTable *t = b->table;
  int locale = b->setup.locale;
  int loser = 1 - b->result->winner;
  for (int i = 0; i < b->n[loser]; i++)
    {
      const CasBattleLordEnd *e = lord_end (b, loser, i);
      if (e->fate != CAS_FATE_RETREAT || CAS_LOCALE (t, e->to_locale, CAS_C_BYPASS) != b->gside[loser] + 1)
        continue;
      /* TRANSLATORS: "The Ghibellines Retreat to Montalcino and join their Lords Bypassing it: the Enemy Lords inside stay Bypassed." */
      cas_explain_add (ex, "4.4.3,4.3.5", _("The %s Retreat to %s and join their Lords Bypassing it: the Enemy Lords inside stay Bypassed."),
                       cas_game_get_side_name (b->game, b->gside[loser]), cas_rules_locale_name (t, e->to_locale));
      break;
    }
  int by = CAS_LOCALE (t, locale, CAS_C_BYPASS) - 1;
  if (by < 0)
    return;
  for (guint l = 0; l < cas_game_get_n_lords (b->game); l++)
    if (cas_rules_lord_side (t, (int) l) == by && stays_there (b, (int) l))
      return;
  /* TRANSLATORS: "No Lord of the Guelphs stays outside Montalcino: its Bypass markers come off." */
  cas_explain_add (ex, "4.3.5,4.3.6", _("No Lord of the %s stays outside %s: its Bypass markers come off."),
                   cas_game_get_side_name (b->game, by), cas_rules_locale_name (t, locale));
  cas_explain_propose (ex, "marker %s bypass none", cas_game_get_locale (b->game, locale)->id);
}

static void
explain_end (CasBattle *b)
{
  CasBattleResult *r = b->result;
  CasExplain *ex = r->explain;
  CasGame *game = b->game;
  const CasTable *t = b->table;
  int locale = b->setup.locale;
  const char *loc_id = cas_game_get_locale (game, locale)->id;
  gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
  gboolean sally = b->setup.kind == CAS_BATTLE_SALLY;
  int winner = r->winner, loser = 1 - winner;
  int first_winner = -1;
  int spoils_coin = 0;   /* Coin the Spoils add to first_winner */

  /* battle-comune (Inferno 1.5.1, 4.3.4): the losers' Commander with his Comune in play
   * took two of the Stronghold's places when Withdrawing (the game says so). */
  const CasLcRules *lc = cas_lc_rules (game);
  gboolean withdrew = b->setup.withdraw;
  for (int i = 0; i < b->n[loser]; i++)
    withdrew |= lord_end (b, loser, i)->fate == CAS_FATE_WITHDRAW;
  if (b->pair_lord[loser] >= 0 && withdrew && !storm && !sally && loser == CAS_DEFENDER && lc && lc->lords_for_size)
    lc->lords_for_size (t, locale, b->gside[loser], 0, ex);
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < b->n[side]; i++)
      {
        const Fighter *f = &b->f[side][i];
        CasBattleLordEnd *e = lord_end (b, side, i);
        if (CAS_BATTLE_IS_COMUNE (f->lord))
          {
            explain_comune_end (b, side, i);
            continue;
          }
        const char *id = cas_game_get_lord (game, f->lord)->id;
        const char *name = cas_rules_lord_name (t, f->lord);
        int lost = 0, back = 0;
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          lost += e->lost[u], back += e->recovered[u];
        if (side == winner && first_winner < 0 && e->fate == CAS_FATE_WON)
          first_winner = f->lord;
        switch (e->fate)
          {
          case CAS_FATE_REMOVED:
            if (removed_disbands (t, f->lord))
              {
                /* ransom (I47 fixed, rules-decisions I74): a Lord whose removal by combat
                 * counts as Disbanding beyond Service and who then Disbands instead of
                 * leaving play (Inferno's Podestà, 4.4.5, 3.3.1, 3.3.2) is proposed as
                 * `disband`: his cylinder goes on the Calendar. */
                cas_explain_add (ex, storm ? "4.5.2,4.4.5,3.3.1,3.3.2" : "4.4.3,4.4.5,3.3.1,3.3.2",
                                 ngettext ("%s is removed by combat (%d unit lost) but does not leave play: as if Disbanding beyond his Service limit, his cylinder goes on the Calendar.",
                                           "%s is removed by combat (%d units lost) but does not leave play: as if Disbanding beyond his Service limit, his cylinder goes on the Calendar.",
                                           (gulong) lost),
                                 name, lost);
                cas_explain_propose (ex, "disband %s", id);
                continue;
              }
            cas_explain_add (ex, storm ? (side == CAS_DEFENDER ? "4.5.2" : "4.5.2,4.4.4") : "4.4.3,4.4.4",
                             ngettext ("%s is permanently removed (%d unit lost).", "%s is permanently removed (%d units lost).", (gulong) lost),
                             name, lost);
            cas_explain_propose (ex, "remove %s", id);
            continue;
          case CAS_FATE_RETREAT:
            cas_explain_add (ex, "4.4.3", _("%s Retreats to %s."), name, cas_rules_locale_name (t, e->to_locale));
            cas_explain_propose (ex, "move %s %s", id, cas_game_get_locale (game, e->to_locale)->id);
            break;
          case CAS_FATE_WITHDRAW:
            cas_explain_add (ex, sally ? "4.5.3" : f->sallying ? "4.4.1,4.4.3" : "4.4.3", _("%s Withdraws into the Stronghold at %s."), name,
                             cas_rules_locale_name (t, locale));
            break;
          default:
            break;
          }
        if (lost || back)
          {
            g_autofree char *removed = g_strdup_printf (ngettext ("%d Routed unit removed", "%d Routed units removed",
                                                                  (gulong) lost), lost);
            g_autofree char *returned = g_strdup_printf (ngettext ("%d returns", "%d return", (gulong) back), back);
            /* TRANSLATORS: "Losses of Hermann: 1 Routed unit removed, 2 return." */
            cas_explain_add (ex, "4.4.4", _("Losses of %s: %s, %s."), name, removed, returned);
          }
        explain_restored (b, e, name);
        for (int u = 0; u < CAS_MAX_FORCES; u++)
          {
            int final = f->units[u] + e->recovered[u];
            if (final != CAS_LORD (t, f->lord, CAS_L_FORCES + u))
              cas_explain_propose (ex, "forces %s %s %d", id, cas_game_unit_id (t->game, u), final);
          }
        if (e->service_shift && e->service_roll == 0)
          {
            /* TRANSLATORS: "Siena Podestà shifts Service 1 box left without a roll: his side Conceded and Retreated with the Carroccio of Siena." */
            cas_explain_add (ex, "4.4.3", _("%s shifts Service %d box left without a roll: his side Conceded and Retreated with the %s."), name,
                             e->service_shift, b->standard);
            cas_explain_propose (ex, "service %s -%d", id, e->service_shift);
          }
        else if (e->service_shift)
          {
            cas_explain_add (ex, "4.4.3", _("%s rolls %d for Service: shift %d left."), name, e->service_roll, e->service_shift);
            cas_explain_propose (ex, "service %s -%d", id, e->service_shift);
          }
        /* Aftermath: everyone who fought is marked Moved/Fought (4.4.5, 4.5.2). */
        if (!CAS_LORD (t, f->lord, CAS_L_MOVED))
          cas_explain_propose (ex, "moved %s yes", id);
      }
  /* Besieged Lords of the Storming side at a Storm are marked too (4.5.2). */
  if (storm)
    for (guint l = 0; l < cas_game_get_n_lords (game); l++)
      if (cas_rules_lord_locale (t, (int) l) == locale && slot_of (b, CAS_ATTACKER, (int) l) < 0 &&
          slot_of (b, CAS_DEFENDER, (int) l) < 0 && !CAS_LORD (t, l, CAS_L_MOVED))
        cas_explain_propose (ex, "moved %s yes", cas_game_get_lord (game, (int) l)->id);

  explain_spoils_given (b);
  int spoils = 0;
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    spoils += r->spoils[a];
  if (spoils > 0 && first_winner >= 0)
    {
      GString *s = g_string_new (NULL);
      int cap = cas_game_get_asset_cap (game);
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        if (r->spoils[a])
          {
            g_autofree char *amount = cas_rules_asset_amount (game, a, r->spoils[a]);
            g_string_append_printf (s, "%s%s", s->len ? ", " : "", amount);
            /* Default: to the first winning Lord, up to the cap of 8; players may divide
             * them among the winners at the Locale instead (4.4.3). */
            int have = CAS_LORD (t, first_winner, CAS_L_ASSETS + a);
            int add = MIN (r->spoils[a], cap - have);
            if (add > 0)
              cas_explain_propose (ex, "assets %s %s +%d", cas_game_get_lord (game, first_winner)->id, cas_game_asset_id (t->game, a), add);
            if (add > 0 && a == CAS_ASSET_COIN)
              spoils_coin = add;
          }
      cas_explain_add (ex, r->sacked ? "4.5.2,4.4.3" : "4.4.3", _("Spoils to the %s: %s (Castellan gives them to %s; divide them as you like)."),
                       cas_game_get_side_name (game, b->gside[winner]), s->str, cas_rules_lord_name (t, first_winner));
      g_string_free (s, TRUE);
    }
  explain_removed_coin (b, first_winner, spoils_coin);
  explain_captured (b);
  if (r->ruined)
    {
      /* Inferno 4.5.2: the Stronghold is Ruined: its Siege, Allegiance and Walls +1
       * markers go; one Ruins marker in the colour opposite its printed side, whoever
       * Sacked it (1.3.1: ½ VP to that side). */
      const CasLocale *loc = cas_game_get_locale (game, locale);
      int colour = 1 - loc->side;
      cas_explain_add (ex, "4.5.2,1.3.1", _("%s is Sacked and Ruined: its Siege, Allegiance and Walls +1 markers go, and a Ruins marker of the %s is placed (the colour opposite its printed side, whoever Sacked it)."),
                       loc->name, cas_game_get_side_name (game, colour));
      if (CAS_LOCALE (t, locale, CAS_C_CONQUERED))
        cas_explain_propose (ex, "marker %s conquered 0", loc_id);
      cas_explain_propose (ex, "marker %s siege 0", loc_id);
      if (CAS_LOCALE (t, locale, CAS_C_WALLS))
        cas_explain_propose (ex, "marker %s walls 0", loc_id);
      cas_explain_propose (ex, "marker %s ruins %s", loc_id, cas_game_get_side_id (game, colour));
      if (b->rules->sacked)
        b->rules->sacked (t, locale, ex);
    }
  else if (r->sacked)
    {
      int att = b->gside[CAS_ATTACKER];
      const CasLocale *loc = cas_game_get_locale (game, locale);
      cas_explain_add (ex, "4.5.2", _("%s is Sacked and Conquered."), loc->name);
      if (loc->side == att)
        cas_explain_propose (ex, "marker %s conquered 0", loc_id);
      else
        cas_explain_propose (ex, "marker %s conquered %d", loc_id, MAX (loc->vp, 1));
      cas_explain_propose (ex, "marker %s siege 0", loc_id);
      if (CAS_LOCALE (t, locale, CAS_C_CASTLE))
        cas_explain_propose (ex, "marker %s castle %s", loc_id, cas_game_get_side_id (game, att));
      if (CAS_LOCALE (t, locale, CAS_C_WALLS))
        cas_explain_propose (ex, "marker %s walls 0", loc_id);
      if (b->rules && b->rules->sacked)
        b->rules->sacked (t, locale, ex);
    }
  else if (storm && besieger_left (b))
    cas_explain_add (ex, "4.5.2", _("The Storm fails: the Siege goes on."));
  else if (storm)
    {
      /* 4.5.2 keeps the Siege only "presuming that Attackers survive"; with no Besieger
       * left the Siege markers go (4.3.5). */
      cas_explain_add (ex, "4.5.2,4.3.5", _("The Storm fails and no Besieging Lord is left at %s: the Siege ends and its markers go."),
                       cas_rules_locale_name (t, locale));
      cas_explain_propose (ex, "marker %s siege 0", loc_id);
    }
  if ((sally || b->relief) && winner == CAS_DEFENDER && CAS_LOCALE (t, locale, CAS_C_SIEGE) > 1)
    {
      cas_explain_add (ex, sally ? "4.5.3" : "4.4.1,4.5.3", _("Raid: the failed Sally leaves one Siege marker."));
      cas_explain_propose (ex, "marker %s siege 1", loc_id);
    }
  /* Besiegers beaten by a Sally, or by Lords Approaching to relieve the Siege (with or
   * without a Relief Sally), leave the Locale: the Siege ends (4.5.3, 4.4.5). */
  gboolean relieved = !storm && !sally && winner == CAS_ATTACKER && CAS_LOCALE (t, locale, CAS_C_SIEGE) > 0 &&
                      cas_rules_is_stronghold (t, locale) && cas_rules_holder (t, locale) == b->gside[winner];
  if ((sally && winner == CAS_ATTACKER) || relieved)
    {
      cas_explain_add (ex, sally ? "4.5.3" : "4.4.5", _("The Besiegers are beaten: the Siege ends."));
      cas_explain_propose (ex, "marker %s siege 0", loc_id);
    }
  /* A field win next to an enemy Stronghold the losers withdrew into begins a Siege. */
  if (!storm && !sally && winner == CAS_ATTACKER && cas_rules_is_stronghold (t, locale) &&
      cas_rules_holder (t, locale) == b->gside[loser] && CAS_LOCALE (t, locale, CAS_C_SIEGE) == 0)
    {
      cas_explain_add (ex, "4.3.5,4.4.5", _("The winners Besiege %s: one Siege marker."), cas_rules_locale_name (t, locale));
      cas_explain_propose (ex, "marker %s siege 1", loc_id);
    }
  /* Trade Routes change hands with the field (4.3.6, 4.4.5). */
  if (!storm && cas_game_get_locale (game, locale)->kind == CAS_LOCALE_POST)
    {
      const CasLocale *loc = cas_game_get_locale (game, locale);
      int ws = b->gside[winner];
      if (ws != loc->side && CAS_LOCALE (t, locale, CAS_C_CONQUERED) == 0)
        cas_explain_propose (ex, "marker %s conquered %d", loc_id, loc->vp);
      else if (ws == loc->side && CAS_LOCALE (t, locale, CAS_C_CONQUERED) > 0)
        cas_explain_propose (ex, "marker %s conquered 0", loc_id);
    }
  explain_bypass_end (b);
  explain_game_end (b);
  explain_held_events (b);
}

static CasBattleResult *
result_new (CasBattle *b)
{
  CasBattleResult *r = g_new0 (CasBattleResult, 1);
  r->winner = -1;
  r->steps = g_array_new (FALSE, TRUE, sizeof (CasBattleStep));
  r->lord_ends = g_array_sized_new (FALSE, TRUE, sizeof (CasBattleLordEnd), (guint) (b->n[0] + b->n[1]));
  r->end_rolls = g_array_new (FALSE, TRUE, sizeof (CasBattleRoll));
  r->explain = b->setup.record ? cas_explain_new () : NULL;
  r->defect_side = -1;
  return r;
}

/* battle-sally (issue 17; Inferno 4.3.6 SORTIE NOTE, 4.3.1, 4.1.3; rules-decisions I151):
 * who may lead a Sortie group. Only a Commander leads others; a Lieutenant only his Lower
 * Lord, who must go with him. The Battle is mirrored as the table fought it; what the rules
 * do not allow is flagged in the explanation. */
static void
explain_sortie_group (CasBattle *b)
{
  const CasTable *t = b->table;
  int leader = b->setup.active_lord;
  gboolean commander = cas_game_get_lord (b->game, leader)->commander;
  int lower = -1;
  g_autoptr(GString) others = g_string_new (NULL);
  for (guint l = 0; l < cas_game_get_n_lords (b->game); l++)
    if (CAS_LORD (t, (int) l, CAS_L_LIEUTENANT) == leader && cas_rules_lord_locale (t, (int) l) == b->setup.locale)
      lower = (int) l;
  for (int i = 0; i < b->n[CAS_ATTACKER] && !commander; i++)
    {
      int l = b->init[CAS_ATTACKER][i].lord;
      if (l >= 0 && l != leader && l != lower && lord_bypassed (t, l))
        g_string_append_printf (others, "%s%s", others->len ? ", " : "", cas_rules_lord_name (t, l));
    }
  if (others->len)
    /* TRANSLATORS: "Not allowed: Provenzano Salvani leads a Sortie group (with Siena Podestà) but is neither a Commander nor their Lieutenant. ..." */
    cas_explain_add (b->result->explain, "4.3.6,4.3.1,4.1.3",
                     _("Not allowed: %s leads a Sortie group (with %s) but is neither a Commander nor their Lieutenant. Only a Commander, or a Lieutenant with his Lower Lord, can Sortie a group; Castellan mirrors the Battle as the table fought it."),
                     cas_rules_lord_name (t, leader), others->str);
  if (lower >= 0 && slot_of (b, CAS_ATTACKER, lower) < 0)
    /* TRANSLATORS: "Not allowed: Provenzano Salvani Sorties without his Lower Lord Siena Podestà, who stays inside. ..." */
    cas_explain_add (b->result->explain, "4.3.6,4.3.1,4.1.3",
                     _("Not allowed: %s Sorties without his Lower Lord %s, who stays inside. A Lower Lord moves with his Lieutenant; Castellan mirrors the Battle as the table fought it."),
                     cas_rules_lord_name (t, leader), cas_rules_lord_name (t, lower));
}

/* battle-bypass (Inferno 4.3.5, 4.3.6, 4.4): a Sortie, and the Bypassed Lords inside who
 * take no part. */
static void
explain_bypass_start (CasBattle *b)
{
  const CasTable *t = b->table;
  int locale = b->setup.locale;
  g_autoptr(GString) who = g_string_new (NULL);
  if (b->setup.kind != CAS_BATTLE_FIELD)
    return;
  if (b->sortie)
    /* TRANSLATORS: "Sortie: Siena Podestà Approaches the Guelphs Bypassing Montalcino from inside it; losing, the Sortie Withdraws back inside (up to its Size) or Retreats." */
    cas_explain_add (b->result->explain, "4.3.6,4.3.4,4.4.3",
                     _("Sortie: %s Approaches the %s Bypassing %s from inside it; losing, the Sortie Withdraws back inside (up to its Size) or Retreats."),
                     cas_rules_lord_name (t, b->setup.active_lord), cas_game_get_side_name (b->game, b->gside[CAS_DEFENDER]),
                     cas_rules_locale_name (t, locale));
  if (b->sortie)
    explain_sortie_group (b);
  for (guint l = 0; l < cas_game_get_n_lords (b->game); l++)
    if (cas_rules_lord_locale (t, (int) l) == locale && lord_bypassed (t, (int) l) && slot_of (b, CAS_ATTACKER, (int) l) < 0 &&
        slot_of (b, CAS_DEFENDER, (int) l) < 0)
      g_string_append_printf (who, "%s%s", who->len ? ", " : "", cas_rules_lord_name (t, (int) l));
  if (who->len)
    /* TRANSLATORS: "Inside Montalcino, Bypassed, Siena Podestà takes no part in the Battle: only Unbesieged and Unbypassed Lords outside fight." */
    cas_explain_add (b->result->explain, "4.4,4.3.5",
                     _("Inside %s, Bypassed, %s takes no part in the Battle: only Unbesieged and Unbypassed Lords outside fight."),
                     cas_rules_locale_name (t, locale), who->str);
}

/* The unverified rows of the Forces table that units in this combat use (Inferno's
 * forces_table setting, rules-decisions I86), once each. */
static void
explain_unverified_units (CasBattle *b)
{
  for (int u = 0; u < CAS_MAX_FORCES; u++)
    {
      gboolean present = FALSE;
      if (b->unit[u]->setting < 0)
        continue;
      for (int side = 0; side < 2 && !present; side++)
        for (int i = 0; i <= MAX_F && !present; i++)
          if (i < b->n[side] || (i == GARRISON_SLOT && b->init[side][i].present))
            present = b->init[side][i].units[u] > 0;
      if (present)
        cas_settings_explain_unit (b->table, u, b->result->explain);
    }
}

/* The opening lines of a recorded Battle (play ()), out of line: the odds never record. */
G_NO_INLINE static void
explain_start (CasBattle *b)
{
  CasBattleResult *r = b->result;
  gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
  const char *what = storm ? _("Storm") : b->setup.kind == CAS_BATTLE_SALLY ? _("Sally") : _("Battle");
  cas_explain_add (r->explain, storm ? "4.5.2" : b->setup.kind == CAS_BATTLE_SALLY ? "4.5.3" : "4.4",
                   _("%s at %s: the %s attack with %s in the Front center."), what,
                   cas_rules_locale_name (b->table, b->setup.locale), cas_game_get_side_name (b->game, b->gside[CAS_ATTACKER]),
                   cas_rules_lord_name (b->table, b->setup.active_lord));
  if (storm)
    cas_explain_add (r->explain, "4.5.2",
                     ngettext ("Walls 1-%d for the Besieged, Siegeworks 1-%d for the Besiegers; at most %d Round.",
                               "Walls 1-%d for the Besieged, Siegeworks 1-%d for the Besiegers; at most %d Rounds.",
                               (gulong) b->max_rounds),
                     b->walls[CAS_DEFENDER], b->walls[CAS_ATTACKER], b->max_rounds);
  /* battlecards (session 9): SURPRISE, SOVRINTENDENTE. */
  if (event_active (b, CAS_ATTACKER, CAS_BATTLE_EVENT_SURPRISE_STORM))
    cas_explain_add (r->explain, "3.1.3,4.5.2",
                     _("%s: the Storm lasts up to 3 Rounds whatever the Siege markers, and the Walls are 2 lower (the card's 2 Siege markers belong on the table first: they are the Siegeworks)."),
                     event_name (b, CAS_BATTLE_EVENT_SURPRISE_STORM));
  if (b->garrison_note)
    cas_explain_add (r->explain, "1.9.1,4.5.2", "%s", b->garrison_note);
  /* battlecards (session 10): CAMP ATTACK. */
  if (b->camp[0] || b->camp[1])
    explain_camp_attack (b);
  if ((b->active[0] | b->active[1]) & CAS_BATTLE_EVENT_SIEGE_FIRE)
    explain_siege_fire (b);
  if (b->relief)
    {
      g_autoptr(GString) who = g_string_new (NULL);
      for (int i = 0; i < b->n[CAS_ATTACKER]; i++)
        if (b->init[CAS_ATTACKER][i].sallying)
          g_string_append_printf (who, "%s%s", who->len ? ", " : "", cas_battle_lord_name (b->table, b->init[CAS_ATTACKER][i].lord));
      gboolean has_rear = b->init_rrow[0] >= 0 || b->init_rrow[1] >= 0 || b->init_rrow[2] >= 0;
      if (b->sally_max)
        {
          /* battle-sally (Inferno 4.4.1, 4.5.3; rules-decisions I150). */
          cas_explain_add (r->explain, "4.4.1,4.5.3",
                           _("Relief Sally: Besieged Lords join the Attack from the Stronghold (%s) behind the Defenders, Arrayed as in a Sally: %s in their row at first, the others coming forward one a Round, at most %d in the row (the Stronghold's Size)%s."),
                           who->str, fighter_name (b, &b->init[CAS_ATTACKER][b->init_srow[1]]), b->sally_max,
                           b->setup.sally_chosen ? "" : _("; Castellan lets every Besieged Lord of the side join unless told otherwise"));
          if (has_rear)
            cas_explain_add (r->explain, "4.4.1,4.4.2",
                             _("The Defenders' Reserve Lords face the Sallying Lords as if Front Defenders (a Rearguard); the Sallying Lords strike them as Flankers, all equally closely (Castellan strikes the Lord in the same place, else the closest), and the Front Defenders once no Reserve Defender is left."));
        }
      else
        cas_explain_add (r->explain, "4.4.1", _("Relief Sally: Besieged Lords join the Attack from the Stronghold (%s) and Array in a row behind the Defenders%s."), who->str,
                         b->setup.sally_chosen ? "" : _(" (Castellan lets every Besieged Lord of the side join unless told otherwise)"));
      if (has_rear && !b->sally_max)
        cas_explain_add (r->explain, "4.4.1", _("The Defenders' Reserve Lords fight them as a Rearguard."));
      else if (!has_rear)
        cas_explain_add (r->explain, "4.4.1,4.4.2", _("No Rearguard: the Sallying Lords Flank the Front Defenders, all equally closely (Castellan strikes the Lord in the same place, else the closest)."));
      cas_explain_add (r->explain, "4.4.1,4.5.3", _("Siegeworks 1-%d protect the Besiegers against the Sallying Lords' Strikes only, rounded separately."),
                       b->siegeworks);
    }
  explain_bypass_start (b);
  explain_unverified_units (b);
  /* battlecards: the Capabilities in this combat, Lord by Lord (I87). */
  for (int side = 0; side < 2 && b->rules && b->rules->fighter_notes; side++)
    for (int i = 0; i < b->n[side]; i++)
      b->rules->fighter_notes (b->table, b->init[side][i].lord, &b->mods[side][i], r->explain);
  if (b->charge_side >= 0)
    cas_explain_add (r->explain, "4.4.2", _("Round 1: the Horse of %s strike first, before all Archery, and the %s select the unit each of their Hits goes to."),
                     cas_rules_lord_name (b->table, b->setup.event_lord), cas_game_get_side_name (b->game, b->gside[b->charge_side]));
}

/* Plays the Battle from the Array to the end into b->result (fresh, or emptied by
 * cas_battle_odds); FALSE with b->error when the dice run out. `cards`: b->run_cards, a
 * constant in each of play ()'s two copies, so that a Battle without those cards (every
 * Nevsky Battle, and Inferno's without them) makes none of their tests per run or Round. */
G_ALWAYS_INLINE static inline gboolean
play_in (CasBattle *b, CasDice *dice, gboolean cards)
{
  CasBattleResult *r = b->result;
  for (int side = 0; side < 2; side++)
    memcpy (b->f[side], b->init[side], sizeof (Fighter) * (size_t) b->n[side]);
  b->f[CAS_DEFENDER][GARRISON_SLOT] = b->init[CAS_DEFENDER][GARRISON_SLOT];
  if (cards && b->card_state)
    memcpy (b->cards, b->init_cards, sizeof b->cards);
  memcpy (b->row, b->init_row, sizeof b->row);
  memcpy (b->srow, b->init_srow, sizeof b->srow);
  memcpy (b->rrow, b->init_rrow, sizeof b->rrow);
  if (cards && b->init_n_sres)
    memcpy (b->sres, b->init_sres, sizeof b->sres);
  b->n_sres = cards ? b->init_n_sres : 0;
  b->rows_said = 0;
  memcpy (b->reserve, b->init_reserve, sizeof b->reserve);
  memcpy (b->n_reserve, b->init_n_reserve, sizeof b->n_reserve);
  memset (b->conceded, 0, sizeof b->conceded);
  b->target_next = 0;
  b->charge_phase = 0;
  b->stand_used[0] = b->stand_used[1] = FALSE;
  b->dice = dice;
  b->talk = b->setup.record || cas_dice_is_queue (dice);
  gboolean storm = b->setup.kind == CAS_BATTLE_STORM;
  int loser = -1;

  if (b->setup.record)
    explain_start (b);

  /* battle-distr: DEFECTION (Bocca degli Abati) at the start of the Battle. */
  if (cards && b->defect_side >= 0)
    {
      b->round = 1;
      defection (b);
    }
  for (b->round = 1; loser < 0 && !b->error; b->round++)
    {
      /* Concede the Field? Attacker, then Defender (Storm: Attacker only). */
      for (int side = 0; side < 2; side++)
        if (b->setup.concede_round[side] && b->round >= b->setup.concede_round[side] && !(storm && side == CAS_DEFENDER) &&
            !b->conceded[1 - side])
          {
            b->conceded[side] = TRUE;
            if (b->setup.record)
              cas_explain_add (r->explain, storm ? "4.5.2" : "4.4.2", _("Round %d: the %s Concede."), b->round,
                               cas_game_get_side_name (b->game, b->gside[side]));
          }
      if (storm && b->conceded[CAS_ATTACKER])
        {
          loser = CAS_ATTACKER;
          break;
        }
      if (b->round > 1)
        reposition (b, cards);
      memset (b->center_used, 0, sizeof b->center_used);
      if (storm)
        {
          if (cards && b->towers)
            storm_round_towers (b, b->front_max > 1 ? strike_storm_wide_towers : strike_storm_towers);
          else if (b->front_max > 1)
            storm_round (b, strike_storm_wide);
          else if (cards && b->rally)
            storm_round (b, strike_storm);   /* battle-distr: DISTRINGITORES */
          else
            {
              strike_storm (b, CAS_DEFENDER, CAS_STEP_ARCHERY);
              strike_storm (b, CAS_ATTACKER, CAS_STEP_ARCHERY);
              strike_storm (b, CAS_DEFENDER, CAS_STEP_MELEE);
              strike_storm (b, CAS_ATTACKER, CAS_STEP_MELEE);
            }
        }
      else
        field_round (b);
      if (b->error)
        break;
      r->rounds = b->round;
      gboolean att_alive = side_active (b, CAS_ATTACKER), def_alive = side_active (b, CAS_DEFENDER);
      /* 4.4.3: "A side that Conceded at the start of the Round or that has no Unrouted
       * Lords when the other side did not Concede loses". (Fixed: a side that Conceded
       * used to win when the other side Routed entirely in that Round.) */
      if (b->conceded[CAS_ATTACKER])
        loser = CAS_ATTACKER; /* NOLINT(bugprone-branch-clone): the order of the tests is the rule */
      else if (b->conceded[CAS_DEFENDER])
        loser = CAS_DEFENDER; /* NOLINT(bugprone-branch-clone): the order of the tests is the rule */
      else if (!att_alive)
        loser = CAS_ATTACKER;
      else if (!def_alive)
        loser = CAS_DEFENDER;
      else if (storm && b->round >= b->max_rounds)
        loser = CAS_ATTACKER;   /* the Defenders did not all Rout (4.5.2) */
      else if (b->round >= 200)
        loser = CAS_ATTACKER;   /* cannot happen with Forces that Strike; a guard */
    }
  memcpy (r->conceded, b->conceded, sizeof r->conceded);
  if (!b->error)
    {
      if (finish (b, loser) && b->setup.record)
        explain_end (b);
    }
  return b->error == NULL;
}

G_NO_INLINE static gboolean
play_cards (CasBattle *b, CasDice *dice)
{
  return play_in (b, dice, TRUE);
}

static gboolean
play (CasBattle *b, CasDice *dice)
{
  if (G_UNLIKELY (b->run_cards))
    return play_cards (b, dice);
  return play_in (b, dice, FALSE);
}

CasBattleResult *
cas_battle_run (CasBattle *b, CasDice *dice, GError **error)
{
  g_clear_pointer (&b->result, cas_battle_result_free);
  g_clear_error (&b->error);
  b->result = result_new (b);
  if (!play (b, dice))
    {
      g_propagate_error (error, g_steal_pointer (&b->error));
      return NULL;
    }
  return g_steal_pointer (&b->result);
}

const CasBattleResult *
cas_battle_get_partial (CasBattle *self)
{
  return self->result;
}

void
cas_battle_result_free (CasBattleResult *r)
{
  if (r == NULL)
    return;
  for (guint i = 0; i < r->steps->len; i++)
    {
      CasBattleStep *s = &g_array_index (r->steps, CasBattleStep, i);
      for (guint k = 0; k < s->rolls->len; k++)
        g_free (g_array_index (s->rolls, CasBattleRoll, k).purpose);
      g_array_unref (s->rolls);
    }
  g_array_unref (r->steps);
  for (guint k = 0; k < r->end_rolls->len; k++)
    g_free (g_array_index (r->end_rolls, CasBattleRoll, k).purpose);
  g_array_unref (r->end_rolls);
  g_array_unref (r->lord_ends);
  cas_explain_free (r->explain);
  g_free (r);
}

/* ------------------------------------------------------------------------ */

gboolean
cas_battle_odds (const CasTable *table, const CasBattleSetup *setup, int trials, guint32 seed, CasBattleOdds *out,
                 GError **error)
{
  CasBattleSetup s = *setup;
  s.record = FALSE;
  g_autoptr(CasBattle) b = cas_battle_new (table, &s, error);
  if (b == NULL)
    return FALSE;
  g_autoptr(CasDice) dice = cas_dice_new_seeded (seed);
  int wins = 0;
  int routs[2][MAX_F] = { { 0 } };
  double lost[2] = { 0, 0 };

  memset (out, 0, sizeof *out);
  /* One result, emptied for each trial: nothing is recorded, so only the Lords' ends
   * and a few numbers need resetting. */
  g_clear_pointer (&b->result, cas_battle_result_free);
  CasBattleResult *r = b->result = result_new (b);
  for (int i = 0; i < trials; i++)
    {
      g_array_set_size (r->lord_ends, 0);
      r->winner = -1;
      r->rounds = 0;
      r->sacked = r->ruined = FALSE;
      r->garrison_lost = 0;
      memset (r->spoils, 0, sizeof r->spoils);
      memset (r->captured, 0, sizeof r->captured);
      memset (r->garrison_captured, 0, sizeof r->garrison_captured);
      if (!play (b, dice))
        {
          g_propagate_error (error, g_steal_pointer (&b->error));
          return FALSE;
        }
      wins += r->winner == CAS_ATTACKER;
      for (int side = 0; side < 2; side++)
        for (int k = 0; k < b->n[side]; k++)
          {
            routs[side][k] += fighter_units (&b->f[side][k]) == 0;
            const CasBattleLordEnd *e = &g_array_index (r->lord_ends, CasBattleLordEnd, (guint) (side == 0 ? k : b->n[0] + k));
            for (int u = 0; u < CAS_MAX_FORCES; u++)
              lost[side] += e->lost[u];
          }
    }
  out->trials = trials;
  out->attacker_wins = trials ? (double) wins / trials : 0;
  for (int side = 0; side < 2; side++)
    {
      for (int k = 0; k < b->n[side]; k++)
        {
          out->lords[out->n_lords] = b->init[side][k].lord;
          out->rout[out->n_lords++] = trials ? (double) routs[side][k] / trials : 0;
        }
      out->expected_losses[side] = trials ? lost[side] / trials : 0;
    }
  return TRUE;
}
