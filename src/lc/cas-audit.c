/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-audit.c: checks the mirrored table against the rules and suggests a fix for each
 * problem (docs/calculators/audit.md lists the checks). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cas-audit.h"

#include "cas-lc-rules.h"

#define MAX_THIS_LORD 2        /* 3.4.4 */
#define MAX_SIEGE 4            /* 4.5.1 */

typedef struct {
  const CasTable *t;
  CasGame *game;
  CasAudit *audit;
  CasExplain *ex;
  const CasLcRules *rules; /* the game's hooks, or NULL */
} Ctx;

static void
clear_problem (gpointer p)
{
  CasAuditProblem *pr = p;
  g_free (pr->rule);
  g_free (pr->message);
  g_free (pr->fix);
}

void
cas_audit_free (CasAudit *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->problems);
  g_free (self);
}

guint
cas_audit_get_n_problems (const CasAudit *self)
{
  return self->problems->len;
}

const CasAuditProblem *
cas_audit_get_problem (const CasAudit *self, guint i)
{
  g_return_val_if_fail (i < self->problems->len, NULL);
  return &g_array_index (self->problems, CasAuditProblem, i);
}

static void
problemv (CasAudit *audit, CasExplain *ex, const char *rule, char *fix, const char *format, va_list args)
{
  CasAuditProblem p = { 0 };

  p.message = g_strdup_vprintf (format, args);
  p.rule = g_strdup (rule);
  p.fix = fix;
  g_array_append_val (audit->problems, p);
  if (fix)
    cas_explain_add (ex, rule, _("%s (fix: %s)"), p.message, fix);
  else
    cas_explain_add (ex, rule, _("%s (only the players can settle this)"), p.message);
}

void
cas_audit_problem (CasAudit *audit, CasExplain *ex, const char *rule, char *fix, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  problemv (audit, ex, rule, fix, format, args);
  va_end (args);
}

/* `fix` is taken over (may be NULL). */
G_GNUC_PRINTF (4, 5)
static void
problem (Ctx *c, const char *rule, char *fix, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  problemv (c->audit, c->ex, rule, fix, format, args);
  va_end (args);
}

static const char *
lord_id (Ctx *c, int lord)
{
  return cas_game_get_lord (c->game, lord)->id;
}

static gboolean
card_in_play (const CasTable *t, int card)
{
  return card >= 0 && CAS_CARD (t, card, CAS_K_STATE) == CAS_CARD_CAPABILITY;
}

/* ------------------------------------------------------------------------ */
/* Mats: Assets, Forces, This Lord cards, Vassals, Lieutenants. */

static gboolean
lord_may_hold (const CasCard *card, const CasLord *lord, int lord_index)
{
  if (!card->this_lord || card->side != lord->side)
    return FALSE;
  if (card->eligible == CAS_ELIGIBLE_LIST)
    return (card->eligible_lords & (G_GUINT64_CONSTANT (1) << lord_index)) != 0;
  return TRUE;
}

static void
check_this_lord_cards (Ctx *c, int l)
{
  const CasTable *t = c->t;
  const CasLord *lord = cas_game_get_lord (c->game, l);
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint k = 0; k < cas_game_get_n_cards (c->game); k++)
    {
      const CasCard *card = cas_game_get_card (c->game, (int) k);
      if (CAS_CARD (t, k, CAS_K_STATE) != CAS_CARD_LORD || CAS_CARD (t, k, CAS_K_LORD) != l)
        continue;
      if (!lord_may_hold (card, lord, l))
        {
          if (!card->this_lord)
            problem (c, "3.4.4,1.9.1", g_strdup_printf ("discard %s", card->id),
                     _("%s (%s) is not a This Lord Capability but lies at %s’s mat"), card->id,
                     card->cap_name ? card->cap_name : card->event_name, lord->name);
          else
            problem (c, "3.4.4,1.9.1", g_strdup_printf ("discard %s", card->id),
                     _("%s may not hold %s (%s): the card does not show his Coat of Arms"), lord->name, card->id,
                     card->cap_name);
          continue;
        }
      gboolean duplicate = FALSE;
      for (guint i = 0; i < kept->len && !duplicate; i++)
        if (g_strcmp0 (cas_game_get_card (c->game, g_array_index (kept, int, i))->cap_name, card->cap_name) == 0)
          {
            duplicate = TRUE;
            problem (c, "3.4.4,1.9.1", g_strdup_printf ("discard %s", card->id),
                     _("%s holds two %s Capabilities (%s and %s); a Lord may have only one of a name"), lord->name,
                     card->cap_name, cas_game_get_card (c->game, g_array_index (kept, int, i))->id, card->id);
          }
      if (!duplicate)
        {
          int k_int = (int) k;
          g_array_append_val (kept, k_int);
        }
    }
  /* Beyond two, the last ones Levied (in card order) are the suggested discards. */
  for (guint i = MAX_THIS_LORD; i < kept->len; i++)
    {
      const CasCard *card = cas_game_get_card (c->game, g_array_index (kept, int, i));
      problem (c, "3.4.4,1.5.2", g_strdup_printf ("discard %s", card->id),
               _("%s has %u This Lord Capabilities; at most %d may lie at a mat, so one must go (for example %s, %s)"),
               lord->name, kept->len, MAX_THIS_LORD, card->id, card->cap_name);
    }
}

static void
check_vassals (Ctx *c, int l)
{
  const CasTable *t = c->t;
  const CasLord *lord = cas_game_get_lord (c->game, l);

  for (int s = 0; s < lord->n_vassals; s++)
    {
      const CasVassal *v = cas_game_get_vassal (c->game, lord->vassals[s]);
      int state = CAS_LORD (t, l, CAS_L_VASSAL + s);
      if (v->special_card < 0 || state == CAS_VASSAL_ASIDE || state == CAS_VASSAL_REMOVED)
        continue;
      const CasCard *card = cas_game_get_card (c->game, v->special_card);
      if (!card_in_play (t, v->special_card))
        {
          problem (c, "3.4.2", g_strdup_printf ("vassal %s %s aside", lord->id, v->id),
                   state == CAS_VASSAL_MUSTERED ? _("%s’s Special Vassal %s is Mustered but the %s Capability (%s) is not in play")
                                                : _("%s’s Special Vassal %s is on his mat but the %s Capability (%s) is not in play"),
                   lord->name, v->name, card->cap_name, card->id);
          continue;
        }
      /* The game's own check of a Special Vassal in play (Nevsky: Summer Crusaders). */
      if (c->rules && c->rules->audit_vassal)
        c->rules->audit_vassal (t, l, s, c->audit, c->ex);
    }
}

/* 4.1.3: neither Lord of a Lieutenant stack may be a Marshal, a status derived from who
 * is on the map (1.5.1). The table does not record when the stack was made: a Lord who
 * became a Marshal later, when the Lord his status depends on left the map, is flagged
 * too, with Castellan's reading in the message (docs/rules-decisions.md). */
static void
check_lieutenant_marshal (Ctx *c, int lord, int upper, int lower)
{
  const CasTable *t = c->t;
  const CasLord *l = cas_game_get_lord (c->game, lord);
  const char *name = cas_rules_lord_name (t, lord);
  g_autofree char *what = NULL;

  if (!cas_table_lord_is_marshal (t, lord))
    return;
  if (lord == upper)
    what = g_strdup_printf (_("%s is a Marshal and Lieutenant over %s"), name, cas_rules_lord_name (t, lower));
  else
    what = g_strdup_printf (_("%s is a Marshal and the Lower Lord of %s"), name, cas_rules_lord_name (t, upper));
  if (l->marshal == CAS_MARSHAL_UNLESS)
    problem (c, "4.1.3,1.5.1", g_strdup_printf ("lieutenant %s none", lord_id (c, upper)),
             _("%s (a Marshal while %s is not on the map); neither Lord of a Lieutenant stack may be a Marshal. Castellan's "
               "reading: a stack made before %s left the map during this Campaign stands (only the removal of either ends it)"),
             what, cas_rules_lord_name (t, l->marshal_unless), cas_rules_lord_name (t, l->marshal_unless));
  else
    problem (c, "4.1.3,1.5.1", g_strdup_printf ("lieutenant %s none", lord_id (c, upper)),
             _("%s; neither Lord of a Lieutenant stack may be a Marshal"), what);
}

static void
check_lieutenant (Ctx *c, int lower)
{
  const CasTable *t = c->t;
  int upper = CAS_LORD (t, lower, CAS_L_LIEUTENANT);
  const char *lower_name = cas_rules_lord_name (t, lower);

  if (upper < 0)
    return;
  const char *upper_name = cas_rules_lord_name (t, upper);
  if (!cas_table_lord_on_map (t, upper))
    {
      problem (c, "4.1.3", g_strdup_printf ("lieutenant %s none", lord_id (c, upper)),
               _("%s is recorded as Lieutenant over %s but is not on the map"), upper_name, lower_name);
      return;
    }
  if (CAS_LORD (t, upper, CAS_L_LOCALE) != CAS_LORD (t, lower, CAS_L_LOCALE))
    problem (c, "4.1.3", g_strdup_printf ("lieutenant %s none", lord_id (c, upper)),
             _("%s is Lieutenant over %s, but they are at different Locales (%s and %s); a Lieutenant and his Lower Lord always move together"),
             upper_name, lower_name, cas_rules_locale_name (t, CAS_LORD (t, upper, CAS_L_LOCALE)),
             cas_rules_locale_name (t, CAS_LORD (t, lower, CAS_L_LOCALE)));
  else if (CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_LEVY)
    problem (c, "4.1.3,4.9.5", g_strdup_printf ("lieutenant %s none", lord_id (c, upper)),
             _("%s is still Lieutenant over %s during the Levy; Lieutenants last one Campaign and are unstacked at its end"),
             upper_name, lower_name);
  check_lieutenant_marshal (c, upper, upper, lower);
  check_lieutenant_marshal (c, lower, upper, lower);
  if (CAS_LORD (t, upper, CAS_L_LIEUTENANT) >= 0)
    problem (c, "4.1.3", g_strdup_printf ("lieutenant %s none", lord_id (c, CAS_LORD (t, upper, CAS_L_LIEUTENANT))),
             _("%s is Lieutenant over %s while also a Lower Lord of %s; a Lower Lord may not be a Lieutenant"),
             upper_name, lower_name, cas_rules_lord_name (t, CAS_LORD (t, upper, CAS_L_LIEUTENANT)));
  for (int other = 0; other < lower; other++)
    if (CAS_LORD (t, other, CAS_L_LIEUTENANT) == upper)
      problem (c, "4.1.3", g_strdup_printf ("lieutenant %s none", lord_id (c, upper)),
               _("%s is Lieutenant over both %s and %s; a Lieutenant has one Lower Lord at a time"), upper_name,
               cas_rules_lord_name (t, other), lower_name);
}

static void
check_lords (Ctx *c)
{
  const CasTable *t = c->t;
  int cap = cas_game_get_asset_cap (c->game);

  for (guint l = 0; l < cas_game_get_n_lords (c->game); l++)
    {
      const CasLord *lord = cas_game_get_lord (c->game, (int) l);
      if (!cas_table_lord_on_map (t, (int) l))
        continue;
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        {
          int n = CAS_LORD (t, l, CAS_L_ASSETS + a);
          if (n > cap)
            problem (c, "1.7.3", g_strdup_printf ("assets %s %s %d", lord->id, cas_game_asset_id (t->game, a), cap),
                     _("%s has %d %s; a mat holds at most %d of each Asset and the excess is lost"), lord->name, n,
                     cas_game_asset_id (t->game, a), cap);
        }
      int units = 0;
      for (int f = 0; f < CAS_MAX_FORCES; f++)
        units += CAS_LORD (t, l, CAS_L_FORCES + f) + CAS_LORD (t, l, CAS_L_ROUTED + f);
      if (units == 0)
        problem (c, "1.6,3.3.2", g_strdup_printf ("disband %s", lord->id),
                 _("%s is Mustered with no Forces on his mat; he Disbands at once"), lord->name);
      check_this_lord_cards (c, (int) l);
      check_vassals (c, (int) l);
      check_lieutenant (c, (int) l);
    }
}

/* Cards at the mat of a Lord who is not on the map (3.3.1, 3.3.2 discard them). */
static void
check_cards (Ctx *c)
{
  const CasTable *t = c->t;
  for (guint k = 0; k < cas_game_get_n_cards (c->game); k++)
    {
      int lord = CAS_CARD (t, k, CAS_K_LORD);
      if (CAS_CARD (t, k, CAS_K_STATE) != CAS_CARD_LORD)
        continue;
      const CasCard *card = cas_game_get_card (c->game, (int) k);
      if (lord < 0)
        problem (c, "3.4.4", g_strdup_printf ("discard %s", card->id), _("%s (%s) is recorded at a Lord’s mat but at no Lord"),
                 card->id, card->cap_name);
      else if (!cas_table_lord_on_map (t, lord))
        problem (c, "3.3.2,3.3.1", g_strdup_printf ("discard %s", card->id),
                 _("%s (%s) lies at %s’s mat, but %s is not on the map; his cards go back to the deck"), card->id,
                 card->cap_name, cas_rules_lord_name (t, lord), cas_rules_lord_name (t, lord));
    }
}

/* ------------------------------------------------------------------------ */
/* Map markers. */

/* 1.3.1: the number of Conquered markers a Locale takes; a Castle marker makes a Town or
 * Fort a Castle (1.9.1). */
static int
conquest_value (const CasTable *t, int locale)
{
  const CasLocale *loc = cas_game_get_locale (t->game, locale);
  if (CAS_LOCALE (t, locale, CAS_C_CASTLE))
    return cas_game_get_stronghold_kind (t->game, CAS_LOCALE_CASTLE)->vp;
  return cas_locale_is_conquerable (loc) ? loc->vp : 0;
}

static void
check_siege (Ctx *c, int i)
{
  const CasTable *t = c->t;
  const CasLocale *loc = cas_game_get_locale (c->game, i);
  int siege = CAS_LOCALE (t, i, CAS_C_SIEGE);
  int holder = cas_rules_holder (t, i);
  int besiegers = cas_rules_count_lords (t, i, 1 - holder);
  int defenders = cas_rules_count_lords (t, i, holder);

  if (siege > 0 && !cas_rules_is_stronghold (t, i))
    {
      problem (c, "4.3.5", g_strdup_printf ("marker %s siege 0", loc->id),
               _("%s carries %d Siege marker(s) but is not a Stronghold; only Strongholds are Besieged"), loc->name, siege);
      return;
    }
  if (siege > MAX_SIEGE)
    problem (c, "4.5.1", g_strdup_printf ("marker %s siege %d", loc->id, MAX_SIEGE),
             _("%s carries %d Siege markers; Siegeworks stop at %d"), loc->name, siege, MAX_SIEGE);
  if (siege > 0 && besiegers == 0)
    problem (c, "4.3.5", g_strdup_printf ("marker %s siege 0", loc->id),
             _("%s carries Siege markers but no Lord of the %s Besieges it; the markers go when the Besiegers leave"), loc->name,
             cas_rules_side_name (t, 1 - holder));
  /* inferno-game: Lords outside an Enemy Stronghold Besiege or Bypass it (Inferno 4.3.5):
   * their side's Bypass marker there (CAS_C_BYPASS, side + 1; always 0 in Nevsky) is
   * no Siege to begin. */
  gboolean bypassed = CAS_LOCALE (t, i, CAS_C_BYPASS) == (1 - holder) + 1;
  if (siege == 0 && besiegers > 0 && defenders == 0 && !bypassed && cas_rules_is_stronghold (t, i))
    problem (c, "4.3.5", g_strdup_printf ("marker %s siege 1", loc->id),
             _("Lords of the %s are at %s, a Stronghold the %s hold, with no enemy Lord outside it: a Siege begins and the Locale takes a Siege marker"),
             cas_rules_side_name (t, 1 - holder), loc->name, cas_rules_side_name (t, holder));
}

static void
check_locales (Ctx *c)
{
  const CasTable *t = c->t;
  for (guint u = 0; u < cas_game_get_n_locales (c->game); u++)
    {
      int i = (int) u;
      const CasLocale *loc = cas_game_get_locale (c->game, i);
      int conquered = CAS_LOCALE (t, i, CAS_C_CONQUERED);
      int owner = loc->side, enemy = 1 - loc->side;

      check_siege (c, i);

      /* 4.3.4: opposing Lords outside any Stronghold settle it by Battle, Avoid or Withdraw. */
      if (cas_rules_count_unbesieged (t, i, 0) > 0 && cas_rules_count_unbesieged (t, i, 1) > 0)
        problem (c, "4.3.4", NULL,
                 _("Lords of both sides are at %s and none is Besieged; unless a Battle is being fought there now, a Battle (or Avoid Battle or Withdrawal) must happen"),
                 loc->name);

      int value = conquest_value (t, i);
      if (conquered > 0 && conquered != value)
        {
          if (value > 0)
            problem (c, "1.3.1", g_strdup_printf ("marker %s conquered %d", loc->id, value),
                     _("%s carries %d Conquered marker(s); a Conquered %s takes exactly %d (or none once retaken)"), loc->name,
                     conquered, loc->name, value);
          else
            problem (c, "1.3.1", g_strdup_printf ("marker %s conquered 0", loc->id),
                     _("%s carries %d Conquered marker(s) but cannot be Conquered (Regions and Towns cannot)"), loc->name, conquered);
        }

      /* 4.3.6: a Trade Route follows whoever stands on it alone. */
      if (loc->kind == CAS_LOCALE_POST)
        {
          int n_enemy = cas_rules_count_lords (t, i, enemy), n_owner = cas_rules_count_lords (t, i, owner);
          if (n_enemy > 0 && n_owner == 0 && conquered == 0)
            problem (c, "4.3.6", g_strdup_printf ("marker %s conquered %d", loc->id, value),
                     _("Lords of the %s stand alone at the Trade Route %s, which carries no Conquered marker: they Conquer it"),
                     cas_rules_side_name (t, enemy), loc->name);
          else if (n_owner > 0 && n_enemy == 0 && conquered > 0)
            problem (c, "4.3.6", g_strdup_printf ("marker %s conquered 0", loc->id),
                     _("Lords of the %s stand alone at the Trade Route %s, which still carries Conquered markers: they retake it"),
                     cas_rules_side_name (t, owner), loc->name);
        }

      if (CAS_LOCALE (t, i, CAS_C_RAVAGED) == owner + 1)
        problem (c, "4.7.2", g_strdup_printf ("marker %s ravaged none", loc->id),
                 _("%s carries a Ravaged marker of the %s, but it is their own territory; a side Ravages only enemy territory"), loc->name,
                 cas_rules_side_name (t, owner));

      /* The game's own check of the Locale (Nevsky: Walls +1 and Castle markers). */
      if (c->rules && c->rules->audit_locale)
        c->rules->audit_locale (t, i, c->audit, c->ex);
    }
}

/* ------------------------------------------------------------------------ */
/* Plans. */

static void
check_plans (Ctx *c)
{
  const CasTable *t = c->t;
  CasGame *game = c->game;
  const CasSeason *season = cas_table_season (t);
  gboolean none_revealed = CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0) == 0 && CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_1) == 0;

  /* Plans are built at the start of the Campaign; one recorded during Levy is last
   * Campaign's and is not checked. */
  if (CAS_GLOBAL (t, CAS_G_PHASE) != CAS_PHASE_CAMPAIGN)
    return;
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      const int *plan = &CAS_GLOBAL (t, CAS_G_PLAN_0 + side * CAS_MAX_PLAN);
      int n = 0, passes = 0;
      g_autofree int *per_lord = g_new0 (int, cas_game_get_n_lords (game));
      gboolean absent = FALSE;
      GString *fixed = g_string_new (NULL);

      for (int k = 0; k < CAS_MAX_PLAN; k++)
        {
          if (plan[k] == CAS_PLAN_EMPTY)
            continue;
          n++;
          g_string_append (fixed, fixed->len ? "," : "");
          if (plan[k] == CAS_PLAN_PASS)
            {
              passes++;
              g_string_append (fixed, "pass");
              continue;
            }
          /* treachery (issue 17): a Treachery card is one more of its Lord's cards (Inferno
           * 4.1.1 NOTES); whether the side holds it is the game's check (its audit hook). */
          int treachery = cas_plan_treachery_lord (plan[k]);
          if (treachery >= 0)
            {
              g_autofree char *word = cas_plan_card_word (game, plan[k]);
              g_string_append (fixed, word);
              continue;
            }
          per_lord[plan[k]]++;
          if (!cas_table_lord_on_map (t, plan[k]))
            {
              absent = TRUE;
              g_string_append (fixed, "pass");
            }
          else
            g_string_append (fixed, lord_id (c, plan[k]));
        }
      g_autofree char *fixed_text = g_string_free (fixed, FALSE);
      if (n == 0)
        continue;
      if (n != season->plan_size)
        problem (c, "4.1", NULL, _("The Plan of the %s has %d cards; in %s a Plan has exactly %d"), cas_rules_side_name (t, side), n,
                 cas_game_text (season->name), season->plan_size);
      if (absent && none_revealed)
        {
          g_autoptr(GString) who = g_string_new (NULL);
          for (guint l = 0; l < cas_game_get_n_lords (game); l++)
            if (per_lord[l] > 0 && !cas_table_lord_on_map (t, (int) l))
              g_string_append_printf (who, "%s%s", who->len ? ", " : "", cas_rules_lord_name (t, (int) l));
          problem (c, "4.1.1", g_strdup_printf ("plan %s %s", cas_game_get_side_id (game, side), fixed_text),
                   _("The Plan of the %s holds Command cards of Lords who are not on the map (%s); a Plan is built from Mustered Lords’ cards and Pass cards"),
                   cas_rules_side_name (t, side), who->str);
        }
      for (guint l = 0; l < cas_game_get_n_lords (game); l++)
        if (per_lord[l] > cas_game_get_command_cards (game))
          problem (c, "1.9.2,4.1.1", NULL, _("The Plan of the %s holds %d Command cards of %s; each Lord has only %d"),
                   cas_rules_side_name (t, side), per_lord[l], cas_rules_lord_name (t, (int) l), cas_game_get_command_cards (game));
      if (passes > cas_game_get_pass_cards (game))
        problem (c, "1.9.2,4.1.1", NULL, _("The Plan of the %s holds %d Pass cards; each side has only %d"), cas_rules_side_name (t, side),
                 passes, cas_game_get_pass_cards (game));
    }
}

CasAudit *
cas_audit_run (const CasTable *t, CasExplain *ex)
{
  CasAudit *audit = g_new0 (CasAudit, 1);
  Ctx c = { t, t->game, audit, ex, cas_lc_rules (t->game) };

  g_return_val_if_fail (ex != NULL, NULL);
  audit->problems = g_array_new (FALSE, TRUE, sizeof (CasAuditProblem));
  g_array_set_clear_func (audit->problems, clear_problem);

  check_lords (&c);
  check_cards (&c);
  check_locales (&c);
  /* The game's own (Nevsky: the Veche box, extra VP, the Legate). */
  if (cas_lc_rules (t->game) && cas_lc_rules (t->game)->audit)
    cas_lc_rules (t->game)->audit (t, audit, ex);
  check_plans (&c);

  if (audit->problems->len == 0)
    {
      const CasLcRules *rules = cas_lc_rules (t->game);
      cas_explain_add (ex, "1.7.3,1.6,3.4.4,3.4.2,4.1.3,4.3.4,4.3.5,4.5.1,1.3.1,4.3.6,4.7.2,1.9.1,1.3.3,1.4.1,5.1,4.1,4.1.1", "%s",
                       rules && rules->audit_clean
                         ? rules->audit_clean ()
                         : _("No problem found: Assets, Forces, This Lord cards, Special Vassals, Lieutenants, opposing Lords, Sieges, Conquered, Ravaged, Walls and Castle markers, extra VP and the Plans all fit the rules"));
    }

  /* Each distinct fix once, in the order found. */
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < audit->problems->len; i++)
    {
      const CasAuditProblem *p = &g_array_index (audit->problems, CasAuditProblem, i);
      if (p->fix && g_hash_table_add (seen, p->fix))
        cas_explain_propose (ex, "%s", p->fix);
    }
  return audit;
}
