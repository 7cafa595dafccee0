/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-rules.h: Inferno's hooks into the Levy & Campaign engine (src/lc/cas-lc-rules.h),
 * private to src/games/inferno/. */
#pragma once

#include "cas-lc-rules.h"
#include "inferno-cells.h"
#include "cas-action.h"

G_BEGIN_DECLS

extern const CasLcRules cas_inferno_rules;
/* Commands (inf-cmd): Ravage, Forage, Tax, Surrender (inferno-commands.c). */
extern const CasLcCommands cas_inferno_commands;
/* End of Campaign (inf-cmd): Grow boxes and Repair (inferno-endcampaign.c). */
extern const CasLcEndCampaignSteps cas_inferno_end_campaign;
void cas_inferno_besieged_commands (const CasTable *t, int lord, gboolean siege, CasExplain *ex);

/* Battle, Storm and Sally (inferno-battle.c; inf-battle). */
extern const CasLcBattleRules inferno_battle_rules;
void inferno_battle_end (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex);

/* levy (issue 17): Muster, the Podestà's status and Call to Arms (inferno-levy.c). */
extern const CasLcLevy cas_inferno_levy;
void cas_inferno_levy_extras (const CasTable *t, struct CasLevyResult *r, CasExplain *ex);
/* 3.4, 3.4.1: `lord` is a Podestà whose Main Seat is Besieged (Urban Army), carries Enemy
 * Allegiance (Exile Army), or has Enemy Lords there (Emergency Army). */
gboolean cas_inferno_urban_army (const CasTable *t, int lord);
gboolean cas_inferno_exile_army (const CasTable *t, int lord);
gboolean cas_inferno_emergency_army (const CasTable *t, int lord);
/* 1.5.1 (levy): Lords against a Stronghold's Size, a Commander with his Comune as two. */
int cas_inferno_lords_for_size (const CasTable *t, int locale, int side, int counted, CasExplain *ex);
/* 3.4.2: a Vassal Seat of `v` is Friendly to `side` (or it has none). */
gboolean inferno_vassal_seat_friendly (const CasTable *t, const CasVassal *v, int side);
/* levy (inferno-lordship.c): the cards' Lordship bonuses (TAU COMPANY, the Lordship
 * Events at a Lord's mat), other Lords' Vassals (Altopascio, TAGLIA), and the lines for
 * Lordship Events held or at no Lord's mat. */
int inferno_lordship_bonus (const CasTable *t, int lord, CasExplain *ex);
int inferno_other_vassals (const CasTable *t, int lord, GArray *items, CasExplain *ex);
void inferno_lordship_notes (const CasTable *t, CasExplain *ex);
/* F11 POGGIO BONIZIO's condition: Poggio Bonizio carries no marker of the enemy of `guelph`
 * (its Allegiance, Ravaged or Ruins markers, or Siege markers with its Lords there; I113). */
gboolean inferno_lordship_poggio_free (const CasTable *t, int guelph);
/* battlecards: the Arts of War cards in Battle, Storm and Sally (inferno-battle-cards.c). */
#define INFERNO_N_BATTLE_EVENTS 9   /* battle-distr: + BOCCA DEGLI ABATI */
extern const CasLcBattleEvent inferno_battle_events[INFERNO_N_BATTLE_EVENTS];
const char *inferno_event_void (const CasTable *t, gboolean storm, gboolean defending, guint effect);
void inferno_fighter_mods (const CasTable *t, int lord, CasLcFighterMods *m);
void inferno_fighter_notes (const CasTable *t, int lord, const CasLcFighterMods *m, CasExplain *ex);
/* The Capabilities the Battle reads, by name (for the data test). */
const char *const *inferno_battle_capabilities (guint *n);
/* The Carroccio in Battle (4.4.3, 5.1). */
const char *inferno_retreat_standard (const CasTable *t, int lord);
const char *inferno_garrison (const CasTable *t, int locale, int units[CAS_MAX_FORCES]);   /* battlecards, session 9 */
void inferno_carroccio_captured (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex);
/* Victory (inferno-victory.c; victory, issue 17): the VP items (5.1, 6.0), the Victory
 * track's net score (2.2.5), the last box by the End marker (6.0), the action
 * `carroccio SIDE yes|no` of the Captured Carroccio cells (4.4.3; inferno-cells.h). */
struct CasVictory;
gboolean inferno_carroccio_parse (CasActionParser *p, CasAction *a);
void inferno_carroccio_print (CasGame *game, const CasAction *a, GString *s);
gboolean inferno_carroccio_apply (const CasAction *a, CasTable *t, GError **error);
char *inferno_carroccio_describe (const CasAction *a, const CasTable *before);
void cas_inferno_victory_items (const CasTable *t, int side, struct CasVictory *v, CasExplain *ex);
void cas_inferno_victory_track (const CasTable *t, const int halves[CAS_N_SIDES], int track[CAS_N_SIDES], CasExplain *ex);
int cas_inferno_victory_last_box (const CasTable *t, gboolean *ended, CasExplain *ex);
struct CasAudit;
void cas_inferno_audit_locale (const CasTable *t, int i, struct CasAudit *a, CasExplain *ex);

G_END_DECLS
