/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-rules.h: Nevsky's hooks into the Levy & Campaign engine (src/lc/cas-lc-rules.h),
 * private to src/games/nevsky/. */
#pragma once

#include "cas-lc-rules.h"
#include "nevsky-cells.h" /* Table cells (lint0) */
#include "nevsky-types.h" /* Roles (issue 16) */

G_BEGIN_DECLS

/* The ids Nevsky's hooks rely on, resolved once per game by nevsky_bind (). */
typedef struct {
  int teutons;            /* side "teutonic" */
  int russians;           /* side "russian" */
  int crusader_livonia;   /* Region */
  int novgorod;           /* Locale */
  int william_of_modena;  /* card t13, the Legate's Capability */
  int crusade;            /* card t11 */
  int steppe_warriors;    /* card r10 */
  int valdemar;           /* card r11 */
  int death_of_the_pope;  /* card r15 */
  int dietrich;           /* card r17, Dietrich von Grüningen */
  int knud_and_abel;      /* Lords */
  int andreas;
  int rudolf;
  int aleksandr;
  int andrey;
} NevskyIds;

extern const CasLcRules cas_nevsky_rules;

/* The game's NevskyIds (bound on first use of its rules). */
const NevskyIds *nevsky_ids (const CasTable *t);

/* nevsky-levy.c */
const char *nevsky_levy_barred (const CasTable *t, int lord);
void nevsky_levy_extras (const CasTable *t, struct CasLevyResult *r, CasExplain *ex);
/* Levy, Audit, Victory (lint-lc2) */
gboolean nevsky_levy_is_crusader (const CasTable *t, const CasVassal *v);
void nevsky_levy_no_fealty (const CasTable *t, int lord, CasExplain *ex);
const char *nevsky_audit_clean (void);
gboolean nevsky_forage_season (const CasTable *t, struct CasCommandsResult *r, gboolean stronghold, CasExplain *ex);
void nevsky_besieged_commands (const CasTable *t, int lord, gboolean siege, CasExplain *ex);
extern const CasLcEndCampaign nevsky_end_campaign_seasons;
/* nevsky-rules.c */
int nevsky_seats (const CasTable *t, int lord, int *out, int n, int max, CasExplain *why);
/* nevsky-audit.c */
void nevsky_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex);
void nevsky_audit_vassal (const CasTable *t, int lord, int slot, struct CasAudit *a, CasExplain *ex);
void nevsky_audit_locale (const CasTable *t, int locale, struct CasAudit *a, CasExplain *ex);
/* nevsky-battle.c */
void nevsky_battle_end (const CasTable *t, const CasLcBattleEnd *end, CasExplain *ex);
/* nevsky-battle-cards.c: the Battle's Held Events and Capabilities (4.4, 4.5) */
extern const CasLcBattleRules nevsky_battle_cards;
gboolean nevsky_battle_cards_check (CasGame *game, GError **error);
/* nevsky-commands.c */
gboolean nevsky_command_notes (const CasTable *t, CasLcCommand kind, struct CasCommandsResult *r, CasExplain *ex);
int nevsky_famine_against (const CasTable *t, int side);
/* nevsky-disband.c */
void nevsky_ransom (const CasTable *t, int lord, CasExplain *ex);
void nevsky_departures (const CasTable *t, const gboolean *leaves, CasExplain *ex);
/* nevsky-endcampaign.c */
void nevsky_end_campaign (const CasTable *w, int box, int next, CasLcResetFunc reset, gpointer ctx, CasExplain *ex);
/* nevsky-feed.c */
extern const CasLcFeedExcuse nevsky_hillforts;
/* nevsky-supply.c: Supply (4.6) */
extern const CasLcSupply nevsky_supply;
gboolean nevsky_supply_check (CasGame *game, GError **error);
/* nevsky-veche.c */
extern const CasLcPayPool nevsky_veche_coin;
void nevsky_victory_items (const CasTable *t, int side, struct CasVictory *v, CasExplain *ex);
/* nevsky-laden.c (Laden and Sail, 4.3.2, 4.7.3) */
extern const CasLcLaden nevsky_laden;
/* nevsky-actions.c (Actions, docs/cli.md) */
#define NEVSKY_N_ACTIONS 2
extern const CasLcAction nevsky_actions[NEVSKY_N_ACTIONS];
void nevsky_lord_leaves (CasTable *t, int lord);
char *nevsky_show_line (const CasTable *t);

G_END_DECLS
