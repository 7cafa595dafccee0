/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-charters.h: the trade charters of the Foreign Powers as the table enters them
 * from the board (issue 18). Each Foreign Power sells some resources and takes others in
 * payment at a rate printed on the board [TRADE p.10]; no source holds the charters
 * (reference/rus/README.md §15), so the table types them in once and Castellan keeps them
 * in one file shared by every later game ($XDG_DATA_HOME/castellan/rus/charters.json;
 * docs/rus.md, "The charters file"). Every fact is known or unknown, never guessed. */
#pragma once

#include "cas-explain.h"
#include "cas-rus.h"

G_BEGIN_DECLS

#define CAS_RUS_CHARTERS_FORMAT "castellan-rus-charters"
#define CAS_RUS_CHARTERS_VERSION 1

/* One Foreign Power's charter. */
typedef struct {
  gboolean sells_known;
  int price[CAS_RUS_N_RESOURCES];     /* tiles it asks for 1 tile of that resource; 0: not sold */
  gboolean wants_known;
  gboolean wants[CAS_RUS_N_RESOURCES];  /* the resources it takes in payment, mixed as the buyer likes */
} CasRusCharter;

typedef struct {
  CasRusCharter powers[CAS_RUS_N_POWERS];
} CasRusCharters;

void cas_rus_charters_init (CasRusCharters *c);   /* nothing known */
char *cas_rus_charters_default_path (void);       /* $XDG_DATA_HOME/castellan/rus/charters.json */
/* Strict reading as the map and C&T files: a missing file is empty, a damaged one an error
 * naming the file and the entry; atomic saving with a damaged file kept as FILE.corrupt. */
gboolean cas_rus_charters_load (CasRusCharters *c, const char *path, GError **error);
gboolean cas_rus_charters_load_data (CasRusCharters *c, const char *data, gsize length, const char *file, GError **error);
char *cas_rus_charters_to_data (const CasRusCharters *c, gsize *length);
gboolean cas_rus_charters_save (const CasRusCharters *c, const char *path, char **backup, GError **error);

/* One fact of `power`'s charter from words (`castellan-cli charter set POWER ...`):
 * `sells SPEC|none|unknown` (resource ids with `:N`, N the tiles it asks for one:
 * `grain:2,cloth:3`), `wants RESOURCE,RESOURCE...|none|unknown`. FALSE with an error
 * (CAS_ERROR_ACTION) and nothing changed for words that are not a fact. */
gboolean cas_rus_charters_set_words (CasRusCharters *c, int power, const char *const *words, int n_words, GError **error);
const char *cas_rus_charters_set_usage (void);
/* The charter in words ("sells 1 Grain for 2 · takes Ore, Timber"), "not entered" where unknown. */
char *cas_rus_charter_words (const CasRusCharter *charter);

typedef struct {
  gboolean envoy;                     /* the Power hosts its Envoy: it may trade there */
  gboolean lead;                      /* its player leads Trade: 1:1 with one Power */
  int price[CAS_RUS_N_RESOURCES];     /* tiles asked for one, the Lead's 1:1 applied; 0: not sold */
  int paying;                         /* tiles it holds of what the Power takes */
  int most[CAS_RUS_N_RESOURCES];      /* most tiles of each it can buy with them */
} CasRusTrade;

/* What `kingdom` may buy from `power` in the Trade round [TRADE p.10; ENVOY p.7]: only
 * with its Envoy there; each resource the charter sells at its price in tiles of what the
 * Power takes (mixed as the buyer likes), 1:1 for the Trade Lead with one Power; the most
 * its store pays. What the charter does not say is "not entered", never guessed. */
void cas_rus_trade (const CasRusState *s, const CasRusCharters *c, int kingdom, int power, CasRusTrade *out,
                    CasExplain *ex);

G_END_DECLS
