/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calc-results.h: the calculator questions the app asks ("supply:hermann", "feed", ...)
 * and the core's answers put into words for the calculator dialog. Nothing here computes a
 * rule: each answer is one core calculator's result and explanation. */
#pragma once

#include <glib.h>

#include "castellan.h"

G_BEGIN_DECLS

typedef enum {
  CAS_CALC_SUPPLY,
  CAS_CALC_LADEN,
  CAS_CALC_SAIL,
  CAS_CALC_RAVAGE,
  CAS_CALC_FEED,
  CAS_CALC_PAY,
  CAS_CALC_DISBAND,
  CAS_CALC_LEVY,
  CAS_CALC_VICTORY,
  CAS_CALC_AUDIT,
  CAS_CALC_ENDCAMPAIGN,
  CAS_CALC_GAME,       /* inferno-app (issue 17): one of the game's own (CasGameUi.calcs) */
  CAS_N_CALCS
} CasCalcKind;

#define CAS_CALC_MAX_GROUP 8
#define CAS_CALC_MAX_ARGS 8

struct CasGameCalc;

/* One question. */
typedef struct {
  CasCalcKind kind;
  int lords[CAS_CALC_MAX_GROUP];  /* the Lord (supply, ravage, pay) or the group (laden, sail) */
  int n_lords;
  int locale;                     /* laden, sail: where to; -1 when not given */
  int shift;                      /* pay: boxes to pay for, 0 for none */
  int excused;                    /* feed: the Lord the game's excuse from Feeding (CasLcRules
                                   * feed_excuse) is for, CAS_FEED_EXCUSE_AUTO or _NONE */
  /* inferno-app (issue 17): CAS_CALC_GAME: which of the game's calculators, and the values of
   * its inputs (what each means is the game calculator's; dice 0 until entered). */
  const struct CasGameCalc *game_calc;
  int args[CAS_CALC_MAX_ARGS];
} CasCalcSpec;

/* "supply:LORD", "laden:LORD[,LORD...]:LOCALE", "sail:LORD[,LORD...]:LOCALE", "ravage:LORD",
 * "feed[:LORD|none]" (the Hillforts Lord), "pay[:LORD:SHIFTS]", "disband", "levy",
 * "victory", "audit", "endcampaign". Ids as in the game data. */
gboolean cas_calc_spec_parse (CasGame *game, const char *text, CasCalcSpec *spec, GError **error);
char *cas_calc_spec_to_string (CasGame *game, const CasCalcSpec *spec);
const char *cas_calc_kind_id (CasCalcKind kind);
const char *cas_calc_kind_name (CasCalcKind kind);
/* inferno-app: the calculator's name as shown (a game calculator's own), translated. */
const char *cas_calc_spec_name (const CasCalcSpec *spec);

typedef struct {
  char *title;
  char *subtitle;
  char *value;        /* shown at the end of the row, or NULL */
  const char *style;  /* "success", "warning", "error", "dim" or NULL */
  GStrv rules;        /* rule sections behind this row, or NULL */
  /* app (issue 17): a switch at the end of the row that records switch_on when turned on
   * and switch_off when turned off (through the journal: the log and undo serve it); NULL:
   * none. switch_name names the widget (for tests). */
  char *switch_on;
  char *switch_off;
  char *switch_name;
  gboolean switch_active;
} CasCalcRow;

typedef struct {
  char *title;
  char *description;
  gboolean folded;    /* a long list of lesser interest: shown folded */
  GPtrArray *rows;    /* CasCalcRow */
} CasCalcGroup;

typedef struct {
  CasCalcKind kind;
  char *context;       /* "Hermann at Dorpat · Summer 1240" */
  char *headline;      /* the answer: "+2 Provender", "Laden — March costs 2 actions" */
  char *detail;        /* "from Dorpat and Odenpäh" */
  const char *style;   /* of the headline, as for rows */
  GStrv rules;         /* the sections the headline rests on */
  GPtrArray *groups;   /* CasCalcGroup */
  CasExplain *explain; /* the core's explanation and proposed actions */
  gboolean explained;  /* the groups already say what the explanation says (audit) */
  GPtrArray *routes;   /* Supply: GArray of int Locales, Lord first, one per Source used */
} CasCalcResult;

/* levy (issue 17): for a game's own groups of rows (CasGameUi.levy_groups): a group at the
 * end of the result, and a row at the end of a group (rules: comma-separated sections or
 * NULL; style as for rows). */
CasCalcGroup *cas_calc_result_add_group (CasCalcResult *r, const char *title, const char *description);
CasCalcRow *cas_calc_group_add_row (CasCalcGroup *g, const char *title, const char *subtitle, const char *value,
                                    const char *style, const char *rules);

/* app (issue 17): gives ROW a switch (see CasCalcRow) showing ACTIVE, recording ON or OFF. */
void cas_calc_row_set_switch (CasCalcRow *row, const char *name, gboolean active, const char *on, const char *off);

/* inferno-app (issue 17): a game's own calculator (CasGameUi.calcs), reached like the
 * series' (win.calculate "ID[:...]"), with inputs the calculator dialog builds from a
 * description: choices, dice (the players' rolls, 0 while not entered) and numbers. */
typedef enum {
  CAS_CALC_INPUT_CHOICE,
  CAS_CALC_INPUT_DIE,
  CAS_CALC_INPUT_NUMBER,
} CasCalcInputKind;

typedef struct {
  CasCalcInputKind kind;
  int arg;              /* the index in CasCalcSpec.args it sets */
  char *title;
  char *subtitle;       /* or NULL */
  char *name;           /* the widget's name (tests) */
  const char *side_css; /* DIE: the die's colours (cas_app_side_css ()), or NULL */
  int min, max;         /* NUMBER */
  GArray *values;       /* CHOICE: int, the arg's values ... */
  GPtrArray *labels;    /* ... and their names */
} CasCalcInput;

/* A new input of KIND for args[ARG] (title and subtitle copied); free with the array of
 * inputs (cas_calc_inputs_new ()). */
CasCalcInput *cas_calc_input_add (GPtrArray *inputs, CasCalcInputKind kind, int arg, const char *name, const char *title,
                                  const char *subtitle);
void cas_calc_input_add_choice (CasCalcInput *input, int value, const char *label);
GPtrArray *cas_calc_inputs_new (void);

typedef struct CasGameCalc {
  const char *id;       /* the spec's first word ("revolt") */
  const char *name;     /* marked for translation: the dialog's title, the helper's label */
  const char *section;  /* the rule the headline links to */
  const char *tip;      /* marked for translation: the helper's tooltip */
  /* Whether the Table page's sequence bar offers it now (NULL: always). */
  gboolean (*offered) (const CasTable *t);
  /* PARTS after the id (N of them, maybe 0) into spec->args; FALSE with ERROR. */
  gboolean (*parse) (CasGame *game, char **parts, guint n, CasCalcSpec *spec, GError **error);
  /* The spec after the id (":guelph:6,5"), appended to OUT. */
  void (*print) (CasGame *game, const CasCalcSpec *spec, GString *out);
  /* Its inputs now, into INPUTS (CasCalcInput); may set args to a value the table offers. */
  void (*inputs) (const CasTable *t, CasCalcSpec *spec, GPtrArray *inputs);
  /* Its answer into R (explain, groups and rules made; the headline its own). */
  gboolean (*run) (const CasTable *t, const CasCalcSpec *spec, CasCalcResult *r, GError **error);
} CasGameCalc;

/* For a game calculator's run: the headline, its detail (both taken) and style. */
void cas_calc_result_set_headline (CasCalcResult *r, char *headline, char *detail, const char *style);

/* Runs the spec's calculator on `t`. Fails for a spec the table cannot answer (a Lord not
 * on the map, a Locale the group is at already). */
CasCalcResult *cas_calc_run (const CasTable *t, const CasCalcSpec *spec, GError **error);
void cas_calc_result_free (CasCalcResult *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasCalcResult, cas_calc_result_free)

G_END_DECLS
