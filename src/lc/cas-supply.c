/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-supply.c: the Supply command (4.6): Sources, Routes served by Transport, Provender. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cas-supply.h"
#include "cas-settings.h" /* inf-cmd: the unverified Season (I1, I2) */

#include "cas-lc-rules.h"

/* Castellan's reading of 4.6.2 (second edition), the one rule this file turns on: each
 * Provender needs its own usable Transport on every Way its Route crosses. A Transport
 * carries one Provender across one Way in a Supply action; it serves neither a second Way
 * of the same Route nor a second Route. So k Provender along a Route of n Ways use k x n
 * Transport, each of a type usable on the Way it serves, and the Transport of one action
 * is the sum over all its Provender. (The first edition asked one Transport per Way; the
 * second adds "per Provender" and spells out "each Provender along each Way used by each
 * Route from each Source".) */

/* The most Transport types that cross Ways in one game (Nevsky's Cart, Sled and Boat): a
 * wider array slows the plan search by a tenth (bench-calcs). */
#define N_CARRIERS 3
#define MAX_OPTIONS 12    /* Route choices kept per Source, the shortest first */
#define MAX_SEATS 16
#define MAX_TRANSPORT_OPTIONS 8
#define UNLIMITED 1000
#define SEAT_LIMIT 2      /* one Provender from each of up to two Seats (4.6.3) */

/* The game's Transport that crosses Ways (usable on some Way type in some Season, 1.7.4),
 * in its Asset order, and its Ship type (usable at Seaports), from its data. Costs and
 * pools are indexed by carrier; the unused entries stay 0. */
typedef struct {
  int asset[N_CARRIERS];
  int n;
  int ship;               /* the Asset type of Ships, or -1 */
} Carriers;

typedef enum {
  MODE_SEASON,            /* this Season's usable Transport, as much as is Shared */
  MODE_SEASON_UNLIMITED,  /* this Season's usable types, any amount */
  MODE_ANY,               /* every Way, any amount: only the blocked Locales matter */
} SearchMode;

typedef enum { BLOCK_NONE, BLOCK_LORD, BLOCK_STRONGHOLD, BLOCK_CONQUERED } Block;

typedef struct {
  Block block;
  gboolean exempt;        /* the enemy is there but Besieged (4.6.2) */
  int enemy_lord;         /* an Unbesieged enemy Lord there, for BLOCK_LORD */
} LocaleState;

/* One way of reaching a Locale: a Route and the Transport it needs, per carrier. */
typedef struct {
  int locale;
  int cost[N_CARRIERS];
  int len;
  int way;                /* the Way crossed last, -1 at the start */
  int parent;             /* the label it extends, -1 at the start */
  int next;               /* the next label at the same Locale, -1 */
} Label;

typedef struct {
  GArray *labels;         /* Label */
  int *first;             /* per Locale, its first label, -1 */
} Search;

/* A Route choice for one Provender. */
typedef struct {
  int label;
  int locale;             /* the Source */
  int cost[N_CARRIERS];
  int len;
} Option;

typedef struct {
  int locale;
  Option options[MAX_OPTIONS];
  int n_options;
} Source;

typedef struct {
  int count;
  int len;
  int n_seats;
  int seat_entry[2];
  Option seat[2];
  int n_ships;
  Option ship[2];
} Plan;

typedef struct {
  const CasTable *t;
  int lord;
  int side;
  int start;
  LocaleState *states;
  int seats[MAX_SEATS];
  int n_seats;
  int ship_sources[64];
  int n_ship_sources;
  int seat_limit;
  Carriers k;
  const CasLcSupply *hooks;  /* the game's (cas-lc-rules.h), or NULL */
} Ctx;

/* ---- names ---- */

const char *
cas_supply_kind_id (CasSupplyKind kind)
{
  return kind == CAS_SUPPLY_SHIP ? "ship" : "seat";
}

const char *
cas_supply_reason_id (CasSupplyReason reason)
{
  static const char *const ids[] = { "no_ships", "blocked", "no_route", "no_transport", "transport_used", "limit", "cap",
                                     "ruined" };
  return reason <= CAS_SUPPLY_RUINED ? ids[reason] : "unknown";
}

static const CasLcSupply *
supply_hooks (CasGame *game)
{
  const CasLcRules *rules = cas_lc_rules (game);
  return rules ? rules->supply : NULL;
}

/* The game's Transport from its data: a carrier is usable along some Way type in some
 * Season, the Ship type at Seaports (1.7.4). */
static void
carriers_init (CasGame *game, Carriers *k)
{
  k->n = 0;
  k->ship = -1;
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    {
      if (!cas_game_asset_is_transport (game, a))
        continue;
      gboolean on_ways = FALSE, at_sea = FALSE;
      for (guint i = 0; i < cas_game_get_n_seasons (game); i++)
        {
          const CasSeason *se = cas_game_get_season (game, (int) i);
          for (guint w = 0; w < cas_game_get_n_way_types (game); w++)
            on_ways = on_ways || (se->way[w] & (1u << a)) != 0;
          at_sea = at_sea || (se->seaport & (1u << a)) != 0;
        }
      if (on_ways && k->n < N_CARRIERS)
        k->asset[k->n++] = a;
      else if (on_ways)
        g_critical ("Supply serves at most %d Transport types along Ways; %s has more", N_CARRIERS, cas_game_get_name (game));
      else if (at_sea && k->ship < 0)
        k->ship = a;
    }
}

/* "2 Carts", or with `n` < 0 the plural noun "Carts": the game's own words for its
 * Transport, the series' for Carts and Ships, else the name in its data. */
static char *
transport_words (CasGame *game, int asset, int n)
{
  const CasLcSupply *hooks = supply_hooks (game);
  char *own = hooks && hooks->transport_words ? hooks->transport_words (asset, n) : NULL;
  const char *id = cas_game_asset_id (game, asset);
  if (own)
    return own;
  if (g_strcmp0 (id, "cart") == 0)
    return n < 0 ? g_strdup (_("Carts")) : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Cart", "%d Carts", n), n);
  if (g_strcmp0 (id, "ship") == 0)
    return n < 0 ? g_strdup (_("Ships")) : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Ship", "%d Ships", n), n);
  const char *name = cas_game_get_asset (game, asset)->name;
  return n < 0 ? g_strdup (name) : g_strdup_printf ("%d %s", n, name);
}

/* "1 Cart and 2 Boats", or "no Transport". */
static char *
carriers_text (CasGame *game, const Carriers *k, const int cost[N_CARRIERS])
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  for (int c = 0; c < k->n; c++)
    if (cost[c] > 0)
      g_ptr_array_add (parts, transport_words (game, k->asset[c], cost[c]));
  if (parts->len == 0)
    return g_strdup (_("no Transport"));
  if (parts->len == 1)
    return g_strdup (parts->pdata[0]);
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < parts->len; i++)
    {
      if (i > 0)
        g_string_append (s, i + 1 == parts->len ? _(" and ") : ", ");
      g_string_append (s, parts->pdata[i]);
    }
  return g_string_free (s, FALSE);
}

static char *
way_text (const CasTable *t, int way, int a, int b)
{
  return g_strdup_printf ("%s %s–%s", cas_rules_way_type_name (t, way),
                          cas_rules_locale_name (t, a), cas_rules_locale_name (t, b));
}

static char *
route_text (const CasTable *t, const int *route, int n)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (s, " → ");
      g_string_append (s, cas_rules_locale_name (t, route[i]));
    }
  return g_string_free (s, FALSE);
}

static const char *
source_noun (const CasTable *t, CasSupplyKind kind, int locale)
{
  if (kind == CAS_SUPPLY_SEAT)
    return _("Seat");
  /* A game's own Ship Source need not be a Seaport (ship_sources hook). */
  return cas_game_get_locale (t->game, locale)->seaport ? _("Seaport") : _("Ship Source");
}

/* ---- blocked Locales (4.6.2) ---- */

/* A Route may not enter a Locale with an enemy Lord, an enemy Stronghold or an enemy
 * Conquered marker, unless the enemy is Besieged there (4.6.2). */
static LocaleState
locale_state (const CasTable *t, int locale, int side)
{
  LocaleState st = { BLOCK_NONE, FALSE, -1 };
  const CasLocale *loc = cas_game_get_locale (t->game, locale);
  int enemy = 1 - side;
  gboolean siege = CAS_LOCALE (t, locale, CAS_C_SIEGE) > 0 && cas_rules_is_stronghold (t, locale);

  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_rules_lord_locale (t, (int) l) == locale && cas_rules_lord_side (t, (int) l) == enemy)
      {
        if (cas_rules_besieged (t, (int) l))
          st.exempt = TRUE;
        else if (st.block == BLOCK_NONE)
          {
            st.block = BLOCK_LORD;
            st.enemy_lord = (int) l;
          }
      }
  if (st.block != BLOCK_NONE)
    return st;
  if (cas_rules_is_stronghold (t, locale) && cas_rules_holder (t, locale) == enemy)
    {
      if (siege)
        st.exempt = TRUE;
      else
        st.block = BLOCK_STRONGHOLD;
    }
  if (st.block == BLOCK_NONE && CAS_LOCALE (t, locale, CAS_C_CONQUERED) > 0 && loc->side == side)
    {
      /* Conquered markers on a side's own Locale are the enemy's. */
      if (siege)
        st.exempt = TRUE;
      else
        st.block = BLOCK_CONQUERED;
    }
  return st;
}

static char *
block_text (const CasTable *t, int locale, const LocaleState *st, int side)
{
  const char *name = cas_rules_locale_name (t, locale);
  const char *enemy = cas_rules_side_name (t, 1 - side);
  switch (st->block)
    {
    case BLOCK_LORD:
      return g_strdup_printf (_("%s (Unbesieged enemy Lord %s)"), name, cas_rules_lord_name (t, st->enemy_lord));
    case BLOCK_STRONGHOLD:
      return g_strdup_printf (_("%s (Stronghold held by the %s, not Besieged)"), name, enemy);
    case BLOCK_CONQUERED:
      return g_strdup_printf (_("%s (Conquered marker of the %s)"), name, enemy);
    default:
      return g_strdup (name);
    }
}

/* ---- Route search ---- */

static void
search_init (Search *s, const CasTable *t)
{
  guint n = cas_game_get_n_locales (t->game);
  s->labels = g_array_new (FALSE, FALSE, sizeof (Label));
  s->first = g_new (int, n);
  for (guint i = 0; i < n; i++)
    s->first[i] = -1;
}

static void
search_clear (Search *s)
{
  if (s->labels)
    g_array_unref (s->labels);
  g_clear_pointer (&s->first, g_free);
  s->labels = NULL;
}

static const Label *
label_at (const Search *s, int i)
{
  return &g_array_index (s->labels, Label, i);
}

static guint
carrier_mask (const CasTable *t, const Carriers *k, int way, SearchMode mode)
{
  if (mode == MODE_ANY)
    return 1u;
  guint usable = cas_rules_usable_on_way (t, way);
  guint m = 0;
  for (int c = 0; c < k->n; c++)
    if (usable & (1u << k->asset[c]))
      m |= 1u << c;
  return m;
}

static gboolean
dominated (const Search *s, int locale, const int cost[N_CARRIERS])
{
  for (int i = s->first[locale]; i >= 0; i = label_at (s, i)->next)
    {
      const Label *l = label_at (s, i);
      gboolean le = TRUE;
      for (int c = 0; c < N_CARRIERS && le; c++)
        le = l->cost[c] <= cost[c];
      if (le)
        return TRUE;
    }
  return FALSE;
}

/* Every Route worth having from `start`: breadth first, keeping at each Locale only the
 * Routes whose Transport no other Route there beats on every type (so each is a simple
 * chain, and the shortest come first). Blocked Locales are never entered. */
static void
search_run (const CasTable *t, const Carriers *k, const LocaleState *states, int start, const int avail[N_CARRIERS],
            SearchMode mode, Search *s)
{
  Label first = { start, { 0 }, 0, -1, -1, -1 };
  search_init (s, t);
  g_array_append_val (s->labels, first);
  s->first[start] = 0;

  for (guint i = 0; i < s->labels->len; i++)
    {
      Label cur = g_array_index (s->labels, Label, i);
      const CasLocale *loc = cas_game_get_locale (t->game, cur.locale);
      if (cur.len + 2 > CAS_MAX_ROUTE)
        continue;
      for (guint j = 0; j < loc->ways->len; j++)
        {
          int w = g_array_index (loc->ways, int, j);
          const CasWay *way = cas_game_get_way (t->game, w);
          guint mask = carrier_mask (t, k, w, mode);
          for (int c = 0; c < (mode == MODE_ANY ? 1 : k->n); c++)
            {
              int limit = mode == MODE_SEASON ? avail[c] : UNLIMITED;
              if (!(mask & (1u << c)) || cur.cost[c] + 1 > limit)
                continue;
              for (int m = 0; m < way->n_locales; m++)
                {
                  int next = way->locales[m];
                  if (next == cur.locale || states[next].block != BLOCK_NONE)
                    continue;
                  Label nl = cur;
                  nl.locale = next;
                  nl.cost[c]++;
                  nl.len++;
                  nl.way = w;
                  nl.parent = (int) i;
                  if (dominated (s, next, nl.cost))
                    continue;
                  nl.next = s->first[next];
                  s->first[next] = (int) s->labels->len;
                  g_array_append_val (s->labels, nl);
                }
            }
        }
    }
}

/* The Locales and Ways of a label's Route, from the start, and which carrier serves each
 * Way (an index into carriers). Returns the Locale count. */
static int
label_route (const Search *s, int label, int *route, int *ways, int *carrier)
{
  int n = 0;
  for (int i = label; i >= 0; i = label_at (s, i)->parent)
    n++;
  int k = n;
  for (int i = label; i >= 0; i = label_at (s, i)->parent)
    {
      const Label *l = label_at (s, i);
      k--;
      route[k] = l->locale;
      if (k > 0 && ways)
        ways[k - 1] = l->way;
      if (k > 0 && carrier)
        {
          const Label *up = label_at (s, l->parent);
          carrier[k - 1] = 0;
          for (int c = 0; c < N_CARRIERS; c++)
            if (l->cost[c] > up->cost[c])
              carrier[k - 1] = c;
        }
    }
  return n;
}

static int
shortfall (const Label *l, const int avail[N_CARRIERS])
{
  int n = 0;
  for (int c = 0; c < N_CARRIERS; c++)
    n += MAX (0, l->cost[c] - avail[c]);
  return n;
}

/* The shortest Route to `locale`; among equally short ones, the one that lacks the least
 * of `avail` (NULL: the first found). */
static int
shortest_label (const Search *s, int locale, const int avail[N_CARRIERS])
{
  int best = -1;
  for (int i = s->first[locale]; i >= 0; i = label_at (s, i)->next)
    {
      const Label *l = label_at (s, i);
      if (best < 0 || l->len < label_at (s, best)->len)
        best = i;
      else if (l->len == label_at (s, best)->len)
        {
          /* A tie: the one that lacks the least, then the lower index. */
          int a = avail ? shortfall (l, avail) : 0, b = avail ? shortfall (label_at (s, best), avail) : 0;
          if (a < b || (a == b && i < best))
            best = i;
        }
    }
  return best;
}

static int
compare_options (gconstpointer a, gconstpointer b)
{
  const Option *x = a, *y = b;
  if (x->len != y->len)
    return x->len - y->len;
  return x->label - y->label;
}

/* The Route choices for one Provender from `locale`: none if it is blocked (even where the
 * Lord stands, since the Route ends by entering it). */
static int
collect_options (const Ctx *ctx, const Search *s, int locale, Option *out, int max)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (Option));
  int n;
  if (ctx->states[locale].block == BLOCK_NONE)
    for (int i = s->first[locale]; i >= 0; i = label_at (s, i)->next)
      {
        const Label *l = label_at (s, i);
        Option o = { i, locale, { 0 }, l->len };
        memcpy (o.cost, l->cost, sizeof o.cost);
        g_array_append_val (all, o);
      }
  g_array_sort (all, compare_options);
  n = MIN ((int) all->len, max);
  for (int i = 0; i < n; i++)
    out[i] = g_array_index (all, Option, i);
  g_array_unref (all);
  return n;
}

/* ---- choosing the Provender ---- */

static gboolean
fits (const int used[N_CARRIERS], const int avail[N_CARRIERS])
{
  for (int c = 0; c < N_CARRIERS; c++)
    if (used[c] > avail[c])
      return FALSE;
  return TRUE;
}

static void
add_cost (int used[N_CARRIERS], const Option *o)
{
  for (int c = 0; c < N_CARRIERS; c++)
    used[c] += o->cost[c];
}

static gboolean
better (const Plan *p, const Plan *best)
{
  return p->count > best->count || (p->count == best->count && p->len < best->len);
}

/* Tries every allowed mix of up to `seat_limit` Seats and `ship_limit` Ship Provender and
 * keeps the one with the most Provender (at most `cap`), then the fewest Transport.
 * Earlier Seats win ties, and Seats win ties against Ships. */
static Plan
choose (const Ctx *ctx, const Source *seats, const Source *ships, int ship_limit, const int avail[N_CARRIERS], int cap)
{
  Plan best = { 0 };
  int n = ctx->n_seats;
  /* Seat entries a < b; -1 is "none" and comes last so that Seats win ties. */
  for (int ia = 0; ia <= n; ia++)
    {
      int a = ia < n ? ia : -1;
      for (int ib = a + 1; ib <= n; ib++)
        {
          int b = ib < n ? ib : -1;
          if (a < 0 && b >= 0)
            continue;
          int n_seats = (a >= 0) + (b >= 0);
          if (n_seats > ctx->seat_limit)
            continue;
          int na = a >= 0 ? seats[a].n_options : 1;
          int nb = b >= 0 ? seats[b].n_options : 1;
          for (int oa = 0; oa < na; oa++)
            for (int ob = 0; ob < nb; ob++)
              {
                int used[N_CARRIERS] = { 0 };
                if (a >= 0)
                  add_cost (used, &seats[a].options[oa]);
                if (b >= 0)
                  add_cost (used, &seats[b].options[ob]);
                if (!fits (used, avail))
                  continue;
                for (int k = 0; k <= ship_limit; k++)
                  {
                    int nq = ships->n_options;
                    int n1 = k >= 1 ? nq : 1;
                    for (int q1 = 0; q1 < n1; q1++)
                      for (int q2 = (k >= 2 ? q1 : 0); q2 < (k >= 2 ? nq : 1); q2++)
                        {
                          int u[N_CARRIERS];
                          Plan p = { 0 };
                          memcpy (u, used, sizeof u);
                          if (k >= 1)
                            add_cost (u, &ships->options[q1]);
                          if (k >= 2)
                            add_cost (u, &ships->options[q2]);
                          if (!fits (u, avail))
                            continue;
                          p.count = n_seats + k;
                          if (p.count > cap)
                            continue;
                          p.len = 0;
                          for (int c = 0; c < N_CARRIERS; c++)
                            p.len += u[c];
                          p.n_seats = n_seats;
                          if (a >= 0)
                            {
                              p.seat_entry[0] = a;
                              p.seat[0] = seats[a].options[oa];
                            }
                          if (b >= 0)
                            {
                              p.seat_entry[1] = b;
                              p.seat[1] = seats[b].options[ob];
                            }
                          p.n_ships = k;
                          if (k >= 1)
                            p.ship[0] = ships->options[q1];
                          if (k >= 2)
                            p.ship[1] = ships->options[q2];
                          if (better (&p, &best))
                            best = p;
                        }
                  }
              }
        }
    }
  return best;
}

/* One Supply evaluation with a given Transport pool (a game's option changes it). */
typedef struct {
  int avail[N_CARRIERS];
  int ships;
  Search search;
  Source seats[MAX_SEATS];
  Source ships_all;       /* every Ship Source's choices, merged */
  int ship_limit;
  Plan plan;
  int entitled;
} Eval;

static int
merge_ship_options (const Ctx *ctx, const Search *s, Option *out)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (Option));
  int n = 0;
  for (int i = 0; i < ctx->n_ship_sources; i++)
    {
      Option opts[MAX_OPTIONS];
      int k = collect_options (ctx, s, ctx->ship_sources[i], opts, MAX_OPTIONS);
      for (int j = 0; j < k; j++)
        {
          /* Keep one Route per Transport need: the first Source in map order wins. */
          gboolean dup = FALSE;
          for (guint m = 0; m < all->len && !dup; m++)
            {
              const Option *o = &g_array_index (all, Option, m);
              dup = TRUE;
              for (int c = 0; c < N_CARRIERS && dup; c++)
                dup = o->cost[c] <= opts[j].cost[c];
            }
          if (!dup)
            g_array_append_val (all, opts[j]);
        }
    }
  g_array_sort (all, compare_options);
  n = MIN ((int) all->len, MAX_OPTIONS);
  for (int i = 0; i < n; i++)
    out[i] = g_array_index (all, Option, i);
  g_array_unref (all);
  return n;
}

static void
evaluate (const Ctx *ctx, Eval *e, int room)
{
  search_run (ctx->t, &ctx->k, ctx->states, ctx->start, e->avail, MODE_SEASON, &e->search);
  for (int i = 0; i < ctx->n_seats; i++)
    {
      e->seats[i].locale = ctx->seats[i];
      e->seats[i].n_options = collect_options (ctx, &e->search, ctx->seats[i], e->seats[i].options, MAX_OPTIONS);
    }
  e->ship_limit = MIN (2, e->ships);
  e->ships_all.locale = -1;
  e->ships_all.n_options = e->ship_limit > 0 ? merge_ship_options (ctx, &e->search, e->ships_all.options) : 0;
  e->plan = choose (ctx, e->seats, &e->ships_all, e->ship_limit, e->avail, room);
  e->entitled = choose (ctx, e->seats, &e->ships_all, e->ship_limit, e->avail, UNLIMITED).count;
}

/* ---- the result ---- */

static void
clear_rejected (gpointer p)
{
  g_free (((CasSupplyRejected *) p)->text);
}

void
cas_supply_result_free (CasSupplyResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->sources);
  g_array_unref (result->rejected);
  g_free (result);
}

static void
add_source (CasSupplyResult *r, const Carriers *k, const Search *s, CasSupplyKind kind, const Option *o)
{
  for (guint i = 0; i < r->sources->len; i++)
    {
      CasSupplySource *src = &g_array_index (r->sources, CasSupplySource, i);
      int route[CAS_MAX_ROUTE];
      int n = label_route (s, o->label, route, NULL, NULL);
      if (src->kind == kind && src->locale == o->locale && src->n_route == n &&
          memcmp (src->route, route, sizeof (int) * (size_t) n) == 0)
        {
          src->provender++;
          for (int c = 0; c < k->n; c++)
            src->transport[k->asset[c]] += o->cost[c];
          return;
        }
    }
  CasSupplySource src = { 0 };
  src.locale = o->locale;
  src.kind = kind;
  src.provender = 1;
  src.n_route = label_route (s, o->label, src.route, src.ways, NULL);
  for (int c = 0; c < k->n; c++)
    src.transport[k->asset[c]] = o->cost[c];
  g_array_append_val (r->sources, src);
}

static gboolean
has_rejected (const CasSupplyResult *r, int locale, CasSupplyKind kind)
{
  for (guint i = 0; i < r->rejected->len; i++)
    {
      const CasSupplyRejected *x = &g_array_index (r->rejected, CasSupplyRejected, i);
      if (x->locale == locale && x->kind == kind)
        return TRUE;
    }
  return FALSE;
}

static void
reject (CasSupplyResult *r, CasExplain *ex, const char *rules, int locale, CasSupplyKind kind, CasSupplyReason reason,
        int blocker, int way, char *text)
{
  CasSupplyRejected x = { locale, kind, reason, blocker, way, text };
  if (has_rejected (r, locale, kind))
    {
      g_free (text);
      return;
    }
  g_array_append_val (r->rejected, x);
  if (ex)
    cas_explain_add (ex, rules, "%s", text);
}

/* The Locales of the connected area around `from` that Routes may enter (any Way). */
static void
area (const CasTable *t, const LocaleState *states, int from, gboolean *in)
{
  guint n = cas_game_get_n_locales (t->game);
  g_autofree int *queue = g_new (int, n);
  int head = 0, tail = 0;
  for (guint i = 0; i < n; i++)
    in[i] = FALSE;
  in[from] = TRUE;
  queue[tail++] = from;
  while (head < tail)
    {
      const CasLocale *loc = cas_game_get_locale (t->game, queue[head++]);
      for (guint k = 0; k < loc->ways->len; k++)
        {
          const CasWay *way = cas_game_get_way (t->game, g_array_index (loc->ways, int, k));
          for (int m = 0; m < way->n_locales; m++)
            {
              int next = way->locales[m];
              if (!in[next] && states[next].block == BLOCK_NONE)
                {
                  in[next] = TRUE;
                  queue[tail++] = next;
                }
            }
        }
    }
}

/* Why a Source has no Route on its own: blocked, unreachable, or short of Transport. */
static void
reject_unreachable (const Ctx *ctx, CasSupplyResult *r, CasExplain *ex, const Eval *e, int locale, CasSupplyKind kind)
{
  const CasTable *t = ctx->t;
  const char *lname = cas_rules_locale_name (t, locale);
  const char *noun = source_noun (t, kind, locale);
  const LocaleState *st = &ctx->states[locale];

  if (st->block != BLOCK_NONE)
    {
      g_autofree char *why = block_text (t, locale, st, ctx->side);
      reject (r, ex, "4.6.2,4.6.1", locale, kind, CAS_SUPPLY_BLOCKED, locale, -1,
              g_strdup_printf (_("%s %s gives nothing: it is blocked: %s"), noun, lname, why));
      return;
    }

  int no_limit[N_CARRIERS];
  Search any = { 0 };
  for (int c = 0; c < N_CARRIERS; c++)
    no_limit[c] = UNLIMITED;
  search_run (t, &ctx->k, ctx->states, ctx->start, no_limit, MODE_ANY, &any);
  if (any.first[locale] < 0)
    {
      guint n = cas_game_get_n_locales (t->game);
      g_autofree gboolean *mine = g_new (gboolean, n);
      g_autofree gboolean *theirs = g_new (gboolean, n);
      g_autoptr(GString) list = g_string_new (NULL);
      int first_blocker = -1;
      area (t, ctx->states, ctx->start, mine);
      area (t, ctx->states, locale, theirs);
      /* The blocked Locales that touch both areas are the ones in the way. */
      for (guint b = 0; b < n; b++)
        {
          if (ctx->states[b].block == BLOCK_NONE)
            continue;
          gboolean near_mine = FALSE, near_theirs = FALSE;
          const CasLocale *bl = cas_game_get_locale (t->game, (int) b);
          for (guint k = 0; k < bl->ways->len; k++)
            {
              const CasWay *way = cas_game_get_way (t->game, g_array_index (bl->ways, int, k));
              for (int m = 0; m < way->n_locales; m++)
                {
                  near_mine = near_mine || mine[way->locales[m]];
                  near_theirs = near_theirs || theirs[way->locales[m]];
                }
            }
          if (near_mine && near_theirs)
            {
              g_autofree char *bt = block_text (t, (int) b, &ctx->states[b], ctx->side);
              if (list->len)
                g_string_append (list, "; ");
              g_string_append (list, bt);
              if (first_blocker < 0)
                first_blocker = (int) b;
            }
        }
      reject (r, ex, "4.6.2", locale, kind, CAS_SUPPLY_NO_ROUTE, first_blocker, -1,
              g_strdup_printf (_("%s %s gives nothing: every chain of Ways from %s to it enters a blocked Locale: %s"),
                               noun, lname, cas_rules_locale_name (t, ctx->start), list->str));
      search_clear (&any);
      return;
    }

  Search season = { 0 };
  search_run (t, &ctx->k, ctx->states, ctx->start, no_limit, MODE_SEASON_UNLIMITED, &season);
  const CasSeason *se = cas_table_season (t);
  if (season.first[locale] < 0)
    {
      /* The shortest chain crosses a Way nothing can use this Season. */
      int route[CAS_MAX_ROUTE], ways[CAS_MAX_ROUTE];
      int n = label_route (&any, shortest_label (&any, locale, NULL), route, ways, NULL);
      int bad = -1;
      g_autofree char *bad_text = NULL;
      for (int i = 0; i + 1 < n && bad < 0; i++)
        if (carrier_mask (t, &ctx->k, ways[i], MODE_SEASON) == 0)
          {
            bad = ways[i];
            bad_text = way_text (t, ways[i], route[i], route[i + 1]);
          }
      reject (r, ex, "4.6.2,1.7.4", locale, kind, CAS_SUPPLY_NO_TRANSPORT, -1, bad,
              g_strdup_printf (_("%s %s gives nothing: no chain of Ways usable in %s reaches it (its shortest chain "
                                 "crosses %s, and no Transport is usable there in %s)"),
                               noun, lname, cas_game_text (se->name), bad_text ? bad_text : "?", cas_game_text (se->name)));
    }
  else
    {
      int route[CAS_MAX_ROUTE], ways[CAS_MAX_ROUTE], carrier[CAS_MAX_ROUTE];
      int lab = shortest_label (&season, locale, e->avail);
      int n = label_route (&season, lab, route, ways, carrier);
      int running[N_CARRIERS] = { 0 };
      int bad = -1, bad_carrier = 0;
      g_autofree char *bad_text = NULL;
      for (int i = 0; i + 1 < n && bad < 0; i++)
        if (++running[carrier[i]] > e->avail[carrier[i]])
          {
            bad = ways[i];
            bad_carrier = carrier[i];
            bad_text = way_text (t, ways[i], route[i], route[i + 1]);
          }
      const Label *l = label_at (&season, lab);
      g_autofree char *need = carriers_text (t->game, &ctx->k, l->cost);
      g_autofree char *have = carriers_text (t->game, &ctx->k, e->avail);
      g_autofree char *rt = route_text (t, route, n);
      g_autofree char *plural = transport_words (t->game, ctx->k.asset[bad_carrier], -1);
      reject (r, ex, "4.6.2,1.7.4,1.5.2", locale, kind, CAS_SUPPLY_NO_TRANSPORT, -1, bad,
              g_strdup_printf (_("%s %s gives nothing: its shortest Route %s needs %s for one Provender, but the usable "
                                 "Transport Shared at %s is %s, so %s has none of the %s it needs"),
                               noun, lname, rt, need, cas_rules_locale_name (t, ctx->start), have,
                               bad_text ? bad_text : "?", plural));
    }
  search_clear (&season);
  search_clear (&any);
}

static char *
chosen_list (const CasTable *t, const CasSupplyResult *r)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < r->sources->len; i++)
    {
      const CasSupplySource *src = &g_array_index (r->sources, CasSupplySource, i);
      if (s->len)
        g_string_append (s, ", ");
      g_string_append (s, cas_rules_locale_name (t, src->locale));
    }
  return g_string_free (s, FALSE);
}

static void
explain_source (const Ctx *ctx, CasExplain *ex, const char *lord_name, const CasSupplySource *src)
{
  const CasTable *t = ctx->t;
  /* Where the enemy is Besieged, say why the Route may go on. */
  for (int i = 0; i < src->n_route; i++)
    if (ctx->states[src->route[i]].exempt && (i > 0 || src->n_route == 1))
      cas_explain_add (ex, "4.6.2,4.3.5", _("The Route may enter %s: the enemy there is Besieged"),
                       cas_rules_locale_name (t, src->route[i]));
  const char *lname = cas_rules_locale_name (t, src->locale);
  g_autofree char *what = src->kind == CAS_SUPPLY_SEAT
                            ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Provender from his Seat %s",
                                                            "%d Provender from his Seat %s", src->provender),
                                               src->provender, lname)
                            : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Provender from Ships by way of %s %s",
                                                            "%d Provender from Ships by way of %s %s", src->provender),
                                               src->provender, source_noun (t, src->kind, src->locale), lname);
  if (src->n_route <= 1)
    {
      cas_explain_add (ex, "4.6.2,4.6.3", _("%s: %s is there, so no Transport is needed"), what, lord_name);
      return;
    }
  g_autofree char *rt = route_text (t, src->route, src->n_route);
  g_autoptr(GString) ways = g_string_new (NULL);
  for (int i = 0; i + 1 < src->n_route; i++)
    {
      g_autofree char *w = way_text (t, src->ways[i], src->route[i], src->route[i + 1]);
      if (ways->len)
        g_string_append (ways, ", ");
      g_string_append (ways, w);
    }
  int cost[N_CARRIERS] = { 0 };
  for (int c = 0; c < ctx->k.n; c++)
    cost[c] = src->transport[ctx->k.asset[c]];
  g_autofree char *tr = carriers_text (t->game, &ctx->k, cost);
  cas_explain_add (ex, "4.6.2,4.6.3,1.7.4",
                   g_dngettext (GETTEXT_PACKAGE, "%s by Route %s (%s): it uses %s, one for each Way",
                                "%s by Route %s (%s): it uses %s, one per Provender for each Way", src->provender),
                   what, rt, ways->str, tr);
}

CasSupplyResult *
cas_supply_compute (const CasTable *t, int lord, CasExplain *ex, GError **error)
{
  CasGame *game = t->game;
  g_autoptr(CasExplain) scratch = NULL;

  if (lord < 0 || lord >= (int) cas_game_get_n_lords (game))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("no Lord with index %d"), lord);
      return NULL;
    }
  if (ex == NULL)
    ex = scratch = cas_explain_new (); /* NOLINT(clang-analyzer-deadcode.DeadStores): read by g_autoptr's cleanup, which clang 14's analyzer does not model */

  const CasLord *L = cas_game_get_lord (game, lord);
  CasSupplyResult *r = g_new0 (CasSupplyResult, 1);
  r->sources = g_array_new (FALSE, TRUE, sizeof (CasSupplySource));
  r->rejected = g_array_new (FALSE, TRUE, sizeof (CasSupplyRejected));
  g_array_set_clear_func (r->rejected, clear_rejected);
  r->lord = lord;
  r->locale = cas_rules_lord_locale (t, lord);
  r->option_lord = -1;
  r->seat_limit = SEAT_LIMIT;
  r->provender_before = CAS_LORD (t, lord, CAS_L_ASSETS + CAS_ASSET_PROV);
  r->room = MAX (0, cas_game_get_asset_cap (game) - r->provender_before);

  if (r->locale < 0)
    {
      cas_explain_add (ex, "4.6,1.3.1", _("%s is not on the map, so he cannot Supply: only a Lord at a Locale takes Commands"),
                       L->name);
      return r;
    }
  const char *here = cas_rules_locale_name (t, r->locale);
  const CasLcSupply *hooks = supply_hooks (game);
  gboolean besieged_may = cas_rules_besieged (t, lord) && hooks && hooks->besieged_may && hooks->besieged_may (t, lord, ex);
  if (cas_rules_besieged (t, lord) && !besieged_may)
    {
      if (hooks && hooks->besieged)
        hooks->besieged (t, lord, ex);
      else
        cas_explain_add (ex, "4.6,4.3.5,4.2",
                         _("%s is Besieged at %s, so he cannot Supply: only an Unbesieged Lord may, and a Besieged "
                           "Lord may only Sally or Pass"),
                         L->name, here);
      return r;
    }
  r->can_supply = TRUE;
  if (!besieged_may)
    cas_explain_add (ex, "4.6", _("%s is at %s, on the map and Unbesieged, so he may Supply as a Command action"), L->name,
                     here);
  /* inf-march: a game that computes its Supply itself (Inferno 4.6). */
  if (hooks && hooks->compute)
    {
      hooks->compute (t, r, ex);
      return r;
    }

  Ctx ctx = { 0 };
  ctx.t = t;
  ctx.lord = lord;
  ctx.side = L->side;
  ctx.start = r->locale;
  ctx.hooks = hooks;
  carriers_init (game, &ctx.k);
  guint n_locales = cas_game_get_n_locales (game);
  g_autofree LocaleState *states = g_new0 (LocaleState, n_locales);
  for (guint i = 0; i < n_locales; i++)
    states[i] = locale_state (t, (int) i, ctx.side);
  ctx.states = states;

  /* The Season (1.7.4). */
  const CasSeason *se = cas_table_season (t);
  cas_settings_explain_season (t, CAS_GLOBAL (t, CAS_G_BOX), ex); /* inf-cmd: unverified Season (I1, I2) */
  const int ship = ctx.k.ship;
  gboolean ships_usable = ship >= 0 && (se->seaport & (1u << ship)) != 0;
  if (hooks && hooks->season)
    hooks->season (t, ex);
  else
    {
      /* The game's Way types, by the names in its data. */
      GString *list = g_string_new (NULL);
      for (int k = 0; k < (int) cas_game_get_n_way_types (game); k++)
        {
          g_autoptr(GPtrArray) by = g_ptr_array_new ();
          for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
            if (se->way[k] & (1u << a))
              g_ptr_array_add (by, (gpointer) cas_game_get_asset (game, a)->name);
          g_ptr_array_add (by, NULL);
          g_autofree char *names = by->len > 1 ? g_strjoinv (", ", (char **) by->pdata) : g_strdup (_("nothing"));
          g_string_append_printf (list, "%s%s: %s", k ? "; " : "", cas_game_get_way_type (game, k)->name, names);
        }
      g_autofree char *text = g_string_free (list, FALSE);
      cas_explain_add (ex, "1.7.4", _("In %s, Provender moves along each Way type by: %s"), cas_game_text (se->name), text);
    }

  /* Transport Shared by the Lords of his side at his Locale (4.6.2, 1.5.2). */
  Eval base = { 0 };
  g_autoptr(GString) sharers = g_string_new (NULL);
  int ship_count = 0;
  g_autoptr(GString) noted = g_string_new (NULL);
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    {
      if (cas_rules_lord_side (t, (int) l) != ctx.side || cas_rules_lord_locale (t, (int) l) < 0)
        continue;
      gboolean here_too = cas_rules_lord_locale (t, (int) l) == r->locale;
      gboolean note = FALSE;
      int ships = hooks && hooks->ships ? hooks->ships (t, (int) l, here_too, &note) : -1;
      if (ships < 0)
        ships = here_too && ship >= 0 ? CAS_LORD (t, l, CAS_L_ASSETS + ship) : 0;
      if (here_too)
        {
          if (sharers->len)
            g_string_append (sharers, ", ");
          g_string_append (sharers, cas_rules_lord_name (t, (int) l));
          for (int c = 0; c < ctx.k.n; c++)
            if (cas_rules_usable_on_land (t) & (1u << ctx.k.asset[c]))
              base.avail[c] += CAS_LORD (t, l, CAS_L_ASSETS + ctx.k.asset[c]);
        }
      ship_count += ships;
      if (note)
        g_string_append_printf (noted, "%s%s", noted->len ? ", " : "", cas_rules_lord_name (t, (int) l));
    }
  {
    g_autofree char *have = carriers_text (t->game, &ctx.k, base.avail);
    cas_explain_add (ex, "4.6.2,1.5.2,1.7.4", _("Usable Transport Shared at %s (%s): %s"), here, sharers->str, have);
  }
  if (noted->len && hooks && hooks->ships_note)
    hooks->ships_note (noted->str, ex);
  base.ships = ships_usable ? ship_count : 0;
  if (ships_usable && ship_count > 0)
    {
      g_autofree char *sh = transport_words (t->game, ship, ship_count);
      cas_explain_add (ex, "4.6.3,1.5.2", _("Ships Shared for Supply: %s; each of up to 2 usable Ships adds 1 Provender "
                                            "if a Route reaches a Ship Source"),
                       sh);
    }
  else if (ship_count > 0)
    cas_explain_add (ex, "4.6.3,1.7.4", _("Ships are not usable in %s, so only Seats can supply"), cas_game_text (se->name));

  /* The Sources (4.6.1). */
  ctx.n_seats = cas_rules_seats (t, lord, ctx.seats, MAX_SEATS, ex);
  {
    g_autoptr(GString) list = g_string_new (NULL);
    for (int i = 0; i < ctx.n_seats; i++)
      {
        int times = 0;
        gboolean seen = FALSE;
        for (int j = 0; j < ctx.n_seats; j++)
          {
            times += ctx.seats[j] == ctx.seats[i];
            seen = seen || (j < i && ctx.seats[j] == ctx.seats[i]);
          }
        if (seen)
          continue;
        if (list->len)
          g_string_append (list, ", ");
        g_string_append (list, cas_rules_locale_name (t, ctx.seats[i]));
        if (times > 1)
          g_string_append_printf (list, _(" (counts as %d Seats)"), times);
      }
    cas_explain_add (ex, "1.3.1,4.6.1", _("Seats of %s: %s"), L->name, list->len ? list->str : _("none"));
  }
  /* The Ship Sources (4.6.1): the Seaports, or the game's own. */
  ctx.n_ship_sources = hooks && hooks->ship_sources
                         ? hooks->ship_sources (t, ctx.side, ctx.ship_sources, (int) G_N_ELEMENTS (ctx.ship_sources))
                         : -1;
  if (ctx.n_ship_sources < 0)
    {
      ctx.n_ship_sources = 0;
      for (guint i = 0; i < n_locales && ctx.n_ship_sources < (int) G_N_ELEMENTS (ctx.ship_sources); i++)
        if (cas_game_get_locale (game, (int) i)->seaport)
          ctx.ship_sources[ctx.n_ship_sources++] = (int) i;
    }

  /* The Seat limit (4.6.3), which a game's card may lower. */
  ctx.seat_limit = hooks && hooks->seat_limit ? hooks->seat_limit (t, ctx.side, SEAT_LIMIT, ex) : SEAT_LIMIT;
  r->seat_limit = ctx.seat_limit;
  r->seat_limit_lowered = ctx.seat_limit < SEAT_LIMIT;

  cas_explain_add (ex, "4.6.2",
                   _("Castellan's reading: each Provender needs its own usable Transport on every Way its Route crosses; "
                     "one Transport carries one Provender across one Way, so it serves neither a second Way nor a "
                     "second Route in the same Supply action"));

  /* Evaluate, with each Transport option of a game's card that a Lord Sharing here has. */
  Eval best = base;
  evaluate (&ctx, &best, r->room);
  int entitled = best.entitled;
  int option_lord = hooks && hooks->option_lord && hooks->options ? hooks->option_lord (t, ctx.side, r->locale) : -1;
  CasLcSupplyOption options[MAX_TRANSPORT_OPTIONS];
  const CasLcSupplyOption *used = NULL;
  if (option_lord >= 0)
    {
      int n_options = hooks->options (t, option_lord, options, MAX_TRANSPORT_OPTIONS);
      for (int v = 0; v < n_options; v++)
        {
          Eval e = base;
          const int *change = options[v].change;
          /* A change takes away no more than there is. */
          for (int c = 0; c < ctx.k.n; c++)
            if (change[ctx.k.asset[c]] != 0)
              e.avail[c] = MAX (0, e.avail[c] + change[ctx.k.asset[c]]);
          if (ship >= 0 && change[ship] != 0)
            e.ships = MAX (0, e.ships + change[ship]);
          memset (&e.search, 0, sizeof e.search);
          evaluate (&ctx, &e, r->room);
          entitled = MAX (entitled, e.entitled);
          if (better (&e.plan, &best.plan))
            {
              search_clear (&best.search);
              best = e;
              used = &options[v];
            }
          else
            search_clear (&e.search);
        }
      if (hooks->option_explain)
        hooks->option_explain (t, option_lord, used, n_options, ex);
      r->option_lord = used ? option_lord : -1;
    }
  r->option = used ? used->kind : 0;
  r->option_count = used ? used->n : 0;
  for (int c = 0; c < ctx.k.n; c++)
    r->transport[ctx.k.asset[c]] = best.avail[c];
  if (ship >= 0)
    r->transport[ship] = best.ships;
  r->ship_limit = best.ship_limit;
  r->entitled = entitled;

  /* The chosen Provender. */
  const Plan *p = &best.plan;
  for (int i = 0; i < p->n_seats; i++)
    add_source (r, &ctx.k, &best.search, CAS_SUPPLY_SEAT, &p->seat[i]);
  for (int i = 0; i < p->n_ships; i++)
    add_source (r, &ctx.k, &best.search, CAS_SUPPLY_SHIP, &p->ship[i]);
  r->provender = p->count;
  for (guint i = 0; i < r->sources->len; i++)
    explain_source (&ctx, ex, L->name, &g_array_index (r->sources, CasSupplySource, i));
  if (p->n_ships > 0 && p->n_ships < best.ship_limit)
    {
      if (p->count >= r->room)
        cas_explain_add (ex, "1.7.3,4.6.3", _("Only %d of the %d Ship Provender: %s's mat would hold more than %d Provender"),
                         p->n_ships, best.ship_limit, L->name, cas_game_get_asset_cap (game));
      else
        cas_explain_add (ex, "4.6.2,4.6.3",
                         _("Only %d of the %d Ship Provender: another one would need its own Transport along its Route, "
                           "and none is left"),
                         p->n_ships, best.ship_limit);
    }

  /* Every other possible Source, and why it gives nothing. */
  g_autofree char *chosen = chosen_list (t, r);
  for (int i = 0; i < ctx.n_seats; i++)
    {
      gboolean used = FALSE;
      for (int k = 0; k < p->n_seats; k++)
        used = used || p->seat_entry[k] == i;
      if (used)
        continue;
      int loc = ctx.seats[i];
      const char *lname = cas_rules_locale_name (t, loc);
      if (best.seats[i].n_options == 0)
        reject_unreachable (&ctx, r, ex, &best, loc, CAS_SUPPLY_SEAT);
      else if (p->n_seats >= ctx.seat_limit && r->seat_limit_lowered && hooks && hooks->seat_limit_text)
        {
          const char *rules = "4.6.3";
          char *text = hooks->seat_limit_text (lname, &rules);
          reject (r, ex, rules, loc, CAS_SUPPLY_SEAT, CAS_SUPPLY_LIMIT, -1, -1, text);
        }
      else if (p->n_seats >= ctx.seat_limit)
        reject (r, ex, "4.6.3", loc, CAS_SUPPLY_SEAT, CAS_SUPPLY_LIMIT, -1, -1,
                g_strdup_printf (_("Seat %s is not used: Supply draws from at most two Seats, and two already give"), lname));
      else if (p->count >= r->room)
        reject (r, ex, "1.7.3,4.6.3", loc, CAS_SUPPLY_SEAT, CAS_SUPPLY_CAP, -1, -1,
                g_strdup_printf (_("Seat %s is not used: %s's mat would hold more than %d Provender"), lname, L->name,
                                 cas_game_get_asset_cap (game)));
      else
        {
          g_autofree char *need = carriers_text (t->game, &ctx.k, best.seats[i].options[0].cost);
          reject (r, ex, "4.6.2", loc, CAS_SUPPLY_SEAT, CAS_SUPPLY_TRANSPORT_USED, -1, -1,
                  g_strdup_printf (_("Seat %s is not used: alone its Route would need %s, but that Transport already "
                                     "carries the Provender from %s"),
                                   lname, need, chosen));
        }
    }
  for (int i = 0; i < ctx.n_ship_sources; i++)
    {
      int loc = ctx.ship_sources[i];
      gboolean used = FALSE;
      for (int k = 0; k < p->n_ships; k++)
        used = used || p->ship[k].locale == loc;
      if (used)
        continue;
      const char *lname = cas_rules_locale_name (t, loc);
      const char *noun = source_noun (t, CAS_SUPPLY_SHIP, loc);
      Option opts[MAX_OPTIONS];
      int n_opts = collect_options (&ctx, &best.search, loc, opts, MAX_OPTIONS);
      if (!ships_usable)
        reject (r, NULL, "4.6.3,1.7.4", loc, CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS, -1, -1,
                g_strdup_printf (_("%s %s gives nothing: Ships are not usable in %s"), noun, lname, cas_game_text (se->name)));
      else if (best.ships == 0)
        reject (r, NULL, "4.6.3,1.5.2", loc, CAS_SUPPLY_SHIP, CAS_SUPPLY_NO_SHIPS, -1, -1,
                g_strdup_printf (_("%s %s gives nothing: no Ships are Shared at %s"), noun, lname, here));
      else if (n_opts == 0)
        reject_unreachable (&ctx, r, ex, &best, loc, CAS_SUPPLY_SHIP);
      else if (p->n_ships >= best.ship_limit)
        reject (r, ex, "4.6.3", loc, CAS_SUPPLY_SHIP, CAS_SUPPLY_LIMIT, -1, -1,
                g_strdup_printf (_("%s %s is not used: the Ships give at most %d Provender (one per usable Ship, up to "
                                   "2), and they already give it"),
                                 noun, lname, best.ship_limit));
      else if (p->count >= r->room)
        reject (r, ex, "1.7.3,4.6.3", loc, CAS_SUPPLY_SHIP, CAS_SUPPLY_CAP, -1, -1,
                g_strdup_printf (_("%s %s is not used: %s's mat would hold more than %d Provender"), noun, lname, L->name,
                                 cas_game_get_asset_cap (game)));
      else
        {
          g_autofree char *need = carriers_text (t->game, &ctx.k, opts[0].cost);
          reject (r, ex, "4.6.2", loc, CAS_SUPPLY_SHIP, CAS_SUPPLY_TRANSPORT_USED, -1, -1,
                  g_strdup_printf (_("%s %s is not used: alone its Route would need %s, but that Transport already "
                                     "carries the Provender from %s"),
                                   noun, lname, need, chosen));
        }
    }
  for (guint i = 0; i < r->rejected->len; i++)
    if (g_array_index (r->rejected, CasSupplyRejected, i).reason == CAS_SUPPLY_BLOCKED)
      {
        cas_explain_add (ex, "4.6.2",
                         _("Castellan's reading: a Route ends by entering its Source, so a Source must pass the same "
                           "test as every Locale on the way (an enemy Besieged there does not block it); the Lord's own "
                           "Locale, where the Route starts, is not entered"));
        break;
      }
  /* One line for all Ship Sources when no Ship can be used. */
  if (!ships_usable)
    cas_explain_add (ex, "4.6.3,1.7.4", _("No Ship Source gives anything: Ships are not usable in %s"), cas_game_text (se->name));
  else if (best.ships == 0)
    cas_explain_add (ex, "4.6.3,1.5.2", _("No Ship Source gives anything: no Ships are Shared at %s"), here);

  cas_supply_conclude (t, r, "4.6.3", ex);

  search_clear (&best.search);
  return r;
}

/* The closing lines of a Supply action (inf-march: shared with Inferno's, 4.6.2 there):
 * the cap on his mat (1.7.3) and the Provender he adds, proposed. */
void
cas_supply_conclude (const CasTable *t, const CasSupplyResult *r, const char *section, CasExplain *ex)
{
  const CasLord *L = cas_game_get_lord (t->game, r->lord);
  g_autofree char *cap_rules = g_strdup_printf ("1.7.3,%s", section);
  if (r->entitled > r->provender && r->provender >= r->room)
    cas_explain_add (ex, cap_rules,
                     _("%s has %d Provender and his mat holds at most %d, so he adds only %d of the %d his Sources could give"),
                     L->name, r->provender_before, cas_game_get_asset_cap (t->game), r->provender, r->entitled);

  if (r->provender > 0)
    {
      cas_explain_add (ex, section, g_dngettext (GETTEXT_PACKAGE, "%s adds %d Provender (he may take less)",
                                                 "%s adds %d Provender (he may take less)", r->provender),
                       L->name, r->provender);
      /* mats (issue 17): beyond his own mat's cap, onto his Comune mat, his second mat
       * (Inferno 1.5.1; r->room counts it only while it is in play). */
      int own = MIN (r->provender, MAX (0, cas_game_get_asset_cap (t->game) - r->provender_before));
      if (own > 0)
        cas_explain_propose (ex, "assets %s prov +%d", L->id, own);
      if (r->provender > own && L->comune >= 0)
        cas_explain_propose (ex, "comune %s assets prov +%d", L->id, r->provender - own);
    }
  else
    cas_explain_add (ex, section, _("%s can add no Provender by Supply now"), L->name);
}

/* ---- JSON ---- */

static void
add_transport (CasGame *game, JsonBuilder *b, const int *transport)
{
  json_builder_begin_object (b);
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    {
      if (!cas_game_asset_is_transport (game, a))
        continue;
      json_builder_set_member_name (b, cas_game_asset_id (game, a));
      json_builder_add_int_value (b, transport[a]);
    }
  json_builder_end_object (b);
}

JsonNode *
cas_supply_result_to_json (const CasTable *t, const CasSupplyResult *r)
{
  CasGame *game = t->game;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "lord");
  json_builder_add_string_value (b, cas_game_get_lord (game, r->lord)->id);
  json_builder_set_member_name (b, "locale");
  if (r->locale >= 0)
    json_builder_add_string_value (b, cas_game_get_locale (game, r->locale)->id);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "season");
  json_builder_add_string_value (b, cas_table_season (t)->id);
  json_builder_set_member_name (b, "can_supply");
  json_builder_add_boolean_value (b, r->can_supply);
  json_builder_set_member_name (b, "provender");
  json_builder_add_int_value (b, r->provender);
  json_builder_set_member_name (b, "entitled");
  json_builder_add_int_value (b, r->entitled);
  json_builder_set_member_name (b, "provender_before");
  json_builder_add_int_value (b, r->provender_before);
  json_builder_set_member_name (b, "transport");
  add_transport (t->game, b, r->transport);
  json_builder_set_member_name (b, "seat_limit");
  if (r->seat_limit >= 0)
    json_builder_add_int_value (b, r->seat_limit);
  else
    json_builder_add_null_value (b); /* inf-march: no limit (Inferno 4.6.2) */
  json_builder_set_member_name (b, "ship_limit");
  json_builder_add_int_value (b, r->ship_limit);
  const CasLcSupply *hooks = supply_hooks (game);
  if (hooks && hooks->json)
    hooks->json (t, r, b);
  json_builder_set_member_name (b, "sources");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->sources->len; i++)
    {
      const CasSupplySource *s = &g_array_index (r->sources, CasSupplySource, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "locale");
      json_builder_add_string_value (b, cas_game_get_locale (game, s->locale)->id);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, cas_supply_kind_id (s->kind));
      json_builder_set_member_name (b, "provender");
      json_builder_add_int_value (b, s->provender);
      json_builder_set_member_name (b, "route");
      json_builder_begin_array (b);
      for (int k = 0; k < s->n_route; k++)
        json_builder_add_string_value (b, cas_game_get_locale (game, s->route[k])->id);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "ways");
      json_builder_begin_array (b);
      for (int k = 0; k + 1 < s->n_route; k++)
        json_builder_add_string_value (b, cas_game_get_way (game, s->ways[k])->id);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "transport");
      add_transport (t->game, b, s->transport);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "rejected");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->rejected->len; i++)
    {
      const CasSupplyRejected *x = &g_array_index (r->rejected, CasSupplyRejected, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "locale");
      json_builder_add_string_value (b, cas_game_get_locale (game, x->locale)->id);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, cas_supply_kind_id (x->kind));
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, x->text);
      json_builder_set_member_name (b, "code");
      json_builder_add_string_value (b, cas_supply_reason_id (x->reason));
      json_builder_set_member_name (b, "blocker");
      if (x->blocker >= 0)
        json_builder_add_string_value (b, cas_game_get_locale (game, x->blocker)->id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "way");
      if (x->way >= 0)
        json_builder_add_string_value (b, cas_game_get_way (game, x->way)->id);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
