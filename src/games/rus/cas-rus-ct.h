/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-ct.h: the Culture & Technology tree as the table enters it from its Player
 * Mat (issue 18). The rulebook names the abilities and the rules of buying them [CT p.17]
 * but no source holds the tree itself: each ability's cost, its NEEDS (other abilities,
 * a settlement), its VP and how many Kingdoms may own it (reference/rus/README.md §4.1).
 * The table types each fact in once and Castellan keeps them in one file shared by every
 * later game ($XDG_DATA_HOME/castellan/rus/ct.json; docs/rus.md, "The C&T file"). Every
 * fact is known or unknown, never guessed. */
#pragma once

#include "cas-explain.h"
#include "cas-rus.h"

G_BEGIN_DECLS

#define CAS_RUS_CT_FORMAT "castellan-rus-ct"
#define CAS_RUS_CT_VERSION 1
#define CAS_RUS_CT_MAX_COST 9   /* of one resource */
#define CAS_RUS_CT_MAX_VP 2     /* SWITCH p.5 names abilities worth 2 VP */
#define CAS_RUS_CT_MAX_LIMIT 8  /* most abilities: all 8 Kingdoms [CT p.17] */

/* issue 18, rus-rel: the religions are entries of the tree like the abilities (the
 * Player Mat's "Christian Religion" C&T ability, Orthodox or Catholic [MISSION p.7;
 * BATTLE p.13]), after the 14 abilities: entry CAS_RUS_CT_ORTHODOX is the state's
 * religion CAS_RUS_ORTHODOX and so on. */
#define CAS_RUS_CT_ORTHODOX CAS_RUS_N_ABILITIES
#define CAS_RUS_CT_CATHOLIC (CAS_RUS_N_ABILITIES + 1)
#define CAS_RUS_CT_N_ENTRIES (CAS_RUS_N_ABILITIES + 2)
#define CAS_RUS_CT_MAX_CBT 3    /* a religion's CBT modifier, -3 to 3 */
#define CAS_RUS_N_RELIGIONS 3   /* none, orthodox, catholic (CasRusReligion) */

/* The sides of a religion's CBT modifier: invading or defending [BATTLE p.13]. */
enum { CAS_RUS_CBT_INVADING, CAS_RUS_CBT_DEFENDING, CAS_RUS_N_CBT_SIDES };

/* One ability's (or religion's) box on the Player Mat. */
typedef struct {
  gboolean cost_known;
  int cost[CAS_RUS_N_RESOURCES];      /* tiles of each resource */
  gboolean needs_known;
  gboolean needs[CAS_RUS_N_ABILITIES];  /* abilities it NEEDS */
  int needs_settlement;               /* CasRusSettlement it NEEDS in its land (NO_SETTLEMENT: none), -1 unknown */
  int vp;                             /* 0-2, -1 unknown */
  int limit;                          /* Kingdoms that may own it, 1-8, -1 unknown */
  gboolean harvest_known;
  int harvest[CAS_RUS_N_RESOURCES];   /* tiles it adds to each Harvest [HARVEST p.9] */
  /* a religion's only: its CBT modifier for its Kingdom invading or defending, by the
   * opponent's religion (CasRusReligion: none, Orthodox, Catholic) [BATTLE p.13] */
  gboolean cbt_known;
  int cbt[CAS_RUS_N_CBT_SIDES][CAS_RUS_N_RELIGIONS];
} CasRusCtItem;

typedef struct {
  CasRusCtItem items[CAS_RUS_CT_N_ENTRIES];   /* the abilities, then the religions */
} CasRusCtTree;

/* An entry of the tree by id: an ability id, `orthodox` or `catholic`; -1 if none. */
int cas_rus_ct_entry_from_id (const char *id);
/* Its id and its name, translated ("Metallurgy", "Orthodox"). */
const char *cas_rus_ct_entry_id (int entry);
const char *cas_rus_ct_entry_name (int entry);
/* The religion (CasRusReligion) an entry stands for; CAS_RUS_RELIGION_NONE for an ability. */
int cas_rus_ct_entry_religion (int entry);
/* As cas_rus_ability_turn () for any entry: a religion held keeps no turn (-1). */
int cas_rus_ct_entry_turn (const CasRusKingdom *kd, int entry);

/* The turn the Kingdom bought `ability` (1 for those held from the start), 0 if not
 * held; Cavalry and Warehouse keep no turn (-1 when held). */
int cas_rus_ability_turn (const CasRusKingdom *kd, int ability);

/* Nothing known. */
void cas_rus_ct_init (CasRusCtTree *t);

/* $XDG_DATA_HOME/castellan/rus/ct.json. */
char *cas_rus_ct_default_path (void);

/* Reads the file: strict (cas_json_parse ()), every member checked; a missing file is an
 * empty tree; a damaged one is an error naming the file and the entry (it stays as it is). */
gboolean cas_rus_ct_load (CasRusCtTree *t, const char *path, GError **error);
gboolean cas_rus_ct_load_data (CasRusCtTree *t, const char *data, gsize length, const char *file, GError **error);
char *cas_rus_ct_to_data (const CasRusCtTree *t, gsize *length);
/* Atomic save with a damaged file kept as FILE.corrupt (as the map file). */
gboolean cas_rus_ct_save (const CasRusCtTree *t, const char *path, char **backup, GError **error);

/* Sets one fact of entry `ability` (an ability or a religion) from words (`castellan-cli
 * ct set ABILITY|RELIGION ...`), the table's word winning: `cost SPEC|free|unknown`
 * (resource ids with `:N`, as `payment --cost`: `ore`, `grain:2,money`), `needs
 * ABILITY,ABILITY...|none|unknown`, `settlement none|town|city|fortress|unknown`, `vp
 * N|unknown` (0-2), `limit N|unknown` (1-8), an ability's `harvest SPEC|none|unknown`
 * (the tiles it adds to a Harvest), a religion's `cbt SPEC|none|unknown` (its CBT
 * modifiers: `[invading|defending:]AGAINST:N` with AGAINST `none`, `orthodox`,
 * `catholic` or `any` and N from -3 to 3, comma-separated: `orthodox:+1`,
 * `invading:none:-1`). FALSE with an error (CAS_ERROR_ACTION) and nothing changed for
 * words that are not a fact. */
gboolean cas_rus_ct_set_words (CasRusCtTree *t, int ability, const char *const *words, int n_words, GError **error);
const char *cas_rus_ct_set_usage (void);

/* The facts of one ability in words ("cost 1 Ore · needs Mining · no settlement · 0 VP ·
 * 8 Kingdoms"), "not entered" for each unknown one; NULL-safe. */
char *cas_rus_ct_item_words (const CasRusCtItem *item);
/* The same for any entry, a religion's CBT modifiers among them ("CBT +1 invading an
 * Orthodox Kingdom", "CBT modifiers not entered"). */
char *cas_rus_ct_entry_words (const CasRusCtTree *t, int entry);

typedef enum {
  CAS_RUS_CT_HELD,          /* the Kingdom holds it */
  CAS_RUS_CT_BUYABLE,       /* every condition known and met */
  CAS_RUS_CT_BLOCKED,       /* a known condition is not met */
  CAS_RUS_CT_NOT_ENTERED,   /* no known condition fails, but some fact is not entered */
} CasRusCtStatus;

typedef struct {
  /* by entry: the abilities, then the religions (rus-rel) */
  int status[CAS_RUS_CT_N_ENTRIES];          /* CasRusCtStatus */
  int cost[CAS_RUS_CT_N_ENTRIES][CAS_RUS_N_RESOURCES];  /* to pay now, the Lead's discount taken off */
  int discount[CAS_RUS_CT_N_ENTRIES];        /* the resource the Lead's discount takes off, -1 */
  gboolean payable[CAS_RUS_CT_N_ENTRIES];    /* its store (pooled) pays the cost, Money for Basics */
  int owners[CAS_RUS_CT_N_ENTRIES];          /* Kingdoms holding it */
  gboolean lead;                            /* its player leads Culture & Technology */
  gboolean discount_spent;                  /* the Lead's discount is used up this turn */
  gboolean vp_bought;                       /* it bought a VP ability this turn already */
  gboolean black_death;                     /* this is the Black Death turn: no VP limit */
  int pieces_free;                          /* of its 40 [STACK p.12] */
  int n_buyable;                            /* abilities and religions */
} CasRusCtOptions;

/* What `kingdom` may buy now and what it costs [CT p.17]: for each ability it does not
 * hold, its NEEDS (abilities held, bought this turn included, and a settlement in its
 * land; a Fortress is a City built up), the cost paid from its store pooled with an
 * Influenced Kingdom's, Money standing in for Basics [COMMOD p.10; INFLUENCE p.8], the
 * Lead's 1 resource off (the one that helps most; it applies to one ability only), the
 * number of Kingdoms that may own it, a free marker (a Limited ability wants a second, on
 * the board's chart, or it can be stolen), one VP ability a turn but on the Black Death
 * turn [VP p.17]. The state does not record the Lead's discount once spent: with
 * `discount_spent` the table says so and no cost has it. What the tree does not say is
 * "not entered", never guessed. */
void cas_rus_ct_options (const CasRusState *s, const CasRusCtTree *t, int kingdom, gboolean discount_spent,
                         CasRusCtOptions *out, CasExplain *ex);

/* A Kingdom's Harvest (cas_rus_harvest ()) with the extra its abilities add as the C&T
 * file gives it (`harvest`: tiles of a resource at each Harvest [HARVEST p.9; CT p.17]):
 * an ability counts from the turn after it was bought (those of the setup, recorded as
 * turn 1, from the start); a held basic ability whose extra is not entered is named "not
 * entered" and not counted. `tiles` stays the count before the extra; `over_limit`
 * counts it. Proposes the extra tiles with the known yields. */
void cas_rus_harvest_ct (const CasRusState *s, const CasRusCtTree *t, int kingdom, CasRusHarvest *out, CasExplain *ex);

/* Proposes buying entry `ability` [CT p.17]: `tech K A yes` (a religion: `religion K R`)
 * and the `resource` actions of its payment (cas_rus_kingdom_pay (), with the Lead's
 * discount when it applies). FALSE with
 * the reason in `ex` when the options do not show it buyable (held, blocked, not entered
 * or not payable): the table may still record it by hand. */
gboolean cas_rus_ct_buy (const CasRusState *s, const CasRusCtTree *t, int kingdom, int ability, gboolean discount_spent,
                         CasExplain *ex);

/* ---- religions in battle (cas-rus-religion.c, rus-rel) ---- */

/* The CBT modifier the C&T file gives a Kingdom of `religion` invading (or defending)
 * against one of `against` [BATTLE p.13]: 0 for no religion; FALSE when the religion's
 * modifiers are not entered (`*mod` 0). */
gboolean cas_rus_religion_cbt (const CasRusCtTree *t, int religion, int against, gboolean invading, int *mod);

/* Fills the religion members of `f` (cas_rus_table_force ()'s force of `kingdom`)
 * from the C&T file: its religion, the opponent Kingdom's (`opponent`, -1 none), and the
 * modifier the file gives; cas_rus_basic_cbt () adds it with a line naming it, unless a
 * modifier typed in `f->religion` wins. */
void cas_rus_force_religion (const CasRusState *s, const CasRusCtTree *t, int kingdom, int opponent, gboolean invading,
                             CasRusForce *f);
/* rus-app2: the religion (CasRusReligion) whose CBT modifiers F's basic CBT would read but
 * the C&T file lacks, so that the line says "not entered" (none typed in for F, F's
 * Kingdom has one); CAS_RUS_RELIGION_NONE when nothing is missing [BATTLE p.13; CT p.17]. */
int cas_rus_force_religion_missing (const CasRusForce *f);

G_END_DECLS
