/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-supply.c: Inferno's Supply (4.6), which differs from the series' in kind and
 * so computes the whole action (CasLcSupply.compute): Sources are the Active Lord's own
 * Seats (not Vassal Seats) that are Unruined Strongholds, giving up to their Size each,
 * and Outposts, giving 1 each, with no limit on how many Seats serve; and, unless it is
 * Winter, one Provender per Ship on Pisa's mat by way of a Port when Pisa's Podestà is
 * the Active Lord or Shares with him (4.6.2). Each Provender needs one Cart for every Way
 * of its Route (4.6.1); Carts serve every Way in every Season (1.7). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-march.h"
#include "cas-supply.h"
#include "inferno-mats.h" /* mats: the Comune mat as the Commander's second mat */
#include "cas-settings.h"

#define MAX_SOURCES 24

typedef enum { OPEN, BLOCK_LORD, BLOCK_STRONGHOLD } Block;

typedef struct {
  int locale;
  CasSupplyKind kind;
  int yield;      /* the most it gives (Size, 1, or the Ships) */
  int dist;       /* Ways from the Lord's Locale, -1: no Route */
  int taken;      /* Provender it gives in the chosen action */
  int entitled;   /* what it would give with no cap on his mat */
} Source;

typedef struct {
  const CasTable *t;
  int side;
  int start;
  Block *block;
  int *enemy_lord;
  int *exempt;       /* the enemy is there but Besieged or Bypassed (EXEMPT_*) */
  int *dist;
  int *prev_way;
  int *prev;
} Map;

enum { EXEMPT_NONE, EXEMPT_BESIEGED, EXEMPT_BYPASSED };

/* 4.6.1: a Route may not include a Locale with an Enemy Lord or an Enemy Stronghold
 * unless it is Besieged or Bypassed (4.3.5: the table's Bypass marker, victory); Ruins are
 * no Stronghold and do not block (1.3.1). Lords Bypassing a Stronghold stand outside it,
 * Unbesieged: Enemy Lords Bypassing a Friendly Stronghold block; Enemy Lords inside a
 * Stronghold the side's own Lords Bypass do not (rules-decisions I34, I81). */
static void
map_block (Map *m, int locale)
{
  const CasTable *t = m->t;
  int enemy = 1 - m->side;
  m->block[locale] = OPEN;
  m->enemy_lord[locale] = -1;
  m->exempt[locale] = EXEMPT_NONE;
  int bypass = CAS_LOCALE (t, locale, CAS_C_BYPASS);
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    if (cas_rules_lord_locale (t, (int) l) == locale && cas_rules_lord_side (t, (int) l) == enemy)
      {
        if (cas_rules_besieged (t, (int) l))
          m->exempt[locale] = EXEMPT_BESIEGED;
        else if (bypass == m->side + 1)
          m->exempt[locale] = EXEMPT_BYPASSED; /* inside, Bypassed by the side's Lords */
        else if (m->block[locale] == OPEN)
          {
            m->block[locale] = BLOCK_LORD;
            m->enemy_lord[locale] = (int) l;
          }
      }
  if (m->block[locale] != OPEN || !cas_rules_is_stronghold (t, locale) || CAS_LOCALE (t, locale, CAS_C_RUINS) != 0 ||
      cas_rules_holder (t, locale) != enemy)
    return;
  if (CAS_LOCALE (t, locale, CAS_C_SIEGE) > 0)
    m->exempt[locale] = EXEMPT_BESIEGED;
  else if (bypass == m->side + 1)
    m->exempt[locale] = EXEMPT_BYPASSED;
  else
    m->block[locale] = BLOCK_STRONGHOLD;
}

/* The fewest Ways to every Locale, never entering a blocked one (the Lord's own Locale,
 * where the Routes start, is not entered). */
static void
map_search (Map *m)
{
  guint n = cas_game_get_n_locales (m->t->game);
  g_autofree int *queue = g_new (int, n);
  int head = 0, tail = 0;
  for (guint i = 0; i < n; i++)
    m->dist[i] = -1;
  m->dist[m->start] = 0;
  queue[tail++] = m->start;
  while (head < tail)
    {
      int cur = queue[head++];
      const CasLocale *loc = cas_game_get_locale (m->t->game, cur);
      for (guint k = 0; k < loc->ways->len; k++)
        {
          int w = g_array_index (loc->ways, int, k);
          const CasWay *way = cas_game_get_way (m->t->game, w);
          for (int j = 0; j < way->n_locales; j++)
            {
              int next = way->locales[j];
              if (m->dist[next] >= 0 || m->block[next] != OPEN || m->dist[cur] + 2 > CAS_MAX_ROUTE)
                continue;
              m->dist[next] = m->dist[cur] + 1;
              m->prev[next] = cur;
              m->prev_way[next] = w;
              queue[tail++] = next;
            }
        }
    }
}

static char *
block_text (const Map *m, int locale)
{
  const CasTable *t = m->t;
  const char *name = cas_rules_locale_name (t, locale);
  if (m->block[locale] == BLOCK_LORD)
    return g_strdup_printf (_("%s (Unbesieged Enemy Lord %s)"), name, cas_rules_lord_name (t, m->enemy_lord[locale]));
  return g_strdup_printf (_("%s (Enemy Stronghold, neither Besieged nor Bypassed)"), name);
}

static const char *
noun (CasSupplyKind kind)
{
  return kind == CAS_SUPPLY_SEAT ? _("Seat") : _("Port");
}

static char *
carts_text (int n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Cart", "%d Carts", n), n);
}

static void
reject (CasSupplyResult *r, CasExplain *ex, const char *rules, int locale, CasSupplyKind kind, CasSupplyReason reason,
        int blocker, char *text)
{
  CasSupplyRejected x = { locale, kind, reason, blocker, -1, text };
  g_array_append_val (r->rejected, x);
  cas_explain_add (ex, rules, "%s", text);
}

/* Takes from the Sources in order, the nearest first: each Provender of a Source `d`
 * Ways away uses `d` Carts (4.6.1). With one Transport type, the nearest first gives the
 * most Provender and then the fewest Carts. Returns the Provender; `entitled` fills
 * Source.entitled instead of Source.taken. */
static int
take (Source *src, int n, int carts, int room, gboolean entitled)
{
  int total = 0;
  for (int i = 0; i < n; i++)
    {
      int k = src[i].dist < 0 ? 0 : MIN (src[i].yield, room - total);
      if (src[i].dist > 0)
        k = MIN (k, carts / src[i].dist);
      k = MAX (k, 0);
      carts -= k * MAX (src[i].dist, 0);
      total += k;
      if (entitled)
        src[i].entitled = k;
      else
        src[i].taken = k;
    }
  return total;
}

static int
compare_sources (gconstpointer a, gconstpointer b, gpointer data)
{
  (void) data;
  const Source *x = a, *y = b;
  int dx = x->dist < 0 ? G_MAXINT : x->dist, dy = y->dist < 0 ? G_MAXINT : y->dist;
  if (dx != dy)
    return dx < dy ? -1 : 1;
  return (int) x->kind - (int) y->kind;  /* Seats before the Ships; else the Seats' order (stable) */
}

static void
add_source (const Map *m, CasSupplyResult *r, const Source *s, int cart)
{
  CasSupplySource out = { 0 };
  out.locale = s->locale;
  out.kind = s->kind;
  out.provender = s->taken;
  out.n_route = s->dist + 1;
  int at = s->locale;
  for (int i = s->dist; i >= 0; i--)
    {
      out.route[i] = at;
      if (i > 0)
        {
          out.ways[i - 1] = m->prev_way[at];
          at = m->prev[at];
        }
    }
  if (cart >= 0)
    out.transport[cart] = s->taken * s->dist;
  g_array_append_val (r->sources, out);
}

static char *
route_text (const CasTable *t, const CasSupplySource *s)
{
  GString *str = g_string_new (NULL);
  for (int i = 0; i < s->n_route; i++)
    g_string_append_printf (str, "%s%s", i ? " → " : "", cas_rules_locale_name (t, s->route[i]));
  g_string_append (str, " (");
  for (int i = 0; i + 1 < s->n_route; i++)
    g_string_append_printf (str, "%s%s", i ? ", " : "", cas_rules_way_type_name (t, s->ways[i]));
  g_string_append (str, ")");
  return g_string_free (str, FALSE);
}

/* The blocked Locales between the Lord and `locale`: those next to both the Locales his
 * Routes reach and the open Locales around `locale`, joined by "; " (the first in
 * *first). */
static char *
blockers (const Map *m, int locale, int *first)
{
  CasGame *game = m->t->game;
  guint n = cas_game_get_n_locales (game);
  g_autofree gboolean *theirs = g_new0 (gboolean, n);
  g_autofree int *queue = g_new (int, n);
  int head = 0, tail = 0;
  GString *list = g_string_new (NULL);
  theirs[locale] = TRUE;
  queue[tail++] = locale;
  while (head < tail)
    {
      const CasLocale *loc = cas_game_get_locale (game, queue[head++]);
      for (guint k = 0; k < loc->ways->len; k++)
        {
          const CasWay *way = cas_game_get_way (game, g_array_index (loc->ways, int, k));
          for (int j = 0; j < way->n_locales; j++)
            if (!theirs[way->locales[j]] && m->block[way->locales[j]] == OPEN)
              {
                theirs[way->locales[j]] = TRUE;
                queue[tail++] = way->locales[j];
              }
        }
    }
  for (guint b = 0; b < n; b++)
    {
      if (m->block[b] == OPEN)
        continue;
      gboolean near_mine = FALSE, near_theirs = FALSE;
      const CasLocale *bl = cas_game_get_locale (game, (int) b);
      for (guint k = 0; k < bl->ways->len; k++)
        {
          const CasWay *way = cas_game_get_way (game, g_array_index (bl->ways, int, k));
          for (int j = 0; j < way->n_locales; j++)
            {
              near_mine = near_mine || m->dist[way->locales[j]] >= 0;
              near_theirs = near_theirs || theirs[way->locales[j]];
            }
        }
      if (near_mine && near_theirs)
        {
          g_autofree char *why = block_text (m, (int) b);
          g_string_append_printf (list, "%s%s", list->len ? "; " : "", why);
          if (*first < 0)
            *first = (int) b;
        }
    }
  return g_string_free (list, FALSE);
}

/* Why Source `s` gives nothing or less than it could: the first that applies. */
static void
explain_short (const Map *m, CasSupplyResult *r, CasExplain *ex, const Source *s, int carts, int cap)
{
  const CasTable *t = m->t;
  const char *name = cas_rules_locale_name (t, s->locale);
  const char *what = noun (s->kind);
  if (s->dist < 0)
    {
      if (m->block[s->locale] != OPEN)
        {
          g_autofree char *why = block_text (m, s->locale);
          reject (r, ex, "4.6.1", s->locale, s->kind, CAS_SUPPLY_BLOCKED, s->locale,
                  g_strdup_printf (_("%s %s gives nothing: a Route may not include it: %s"), what, name, why));
        }
      else
        {
          int first = -1;
          g_autofree char *list = blockers (m, s->locale, &first);
          reject (r, ex, "4.6.1", s->locale, s->kind, CAS_SUPPLY_NO_ROUTE, first,
                  g_strdup_printf (_("%s %s gives nothing: every chain of Ways from %s to it includes a Locale with an "
                                     "Enemy Lord or Enemy Stronghold that is neither Besieged nor Bypassed: %s"),
                                   what, name, cas_rules_locale_name (t, m->start), list));
        }
      return;
    }
  if (s->taken == 0 && s->entitled == 0)
    {
      g_autofree char *have = carts_text (carts);
      g_autofree char *need = carts_text (s->dist);
      reject (r, ex, "4.6.1,1.5.2", s->locale, s->kind, carts >= s->dist ? CAS_SUPPLY_TRANSPORT_USED : CAS_SUPPLY_NO_TRANSPORT, -1,
              carts >= s->dist
                ? g_strdup_printf (_("%s %s gives nothing: one Provender from it needs %s (one per Way), and the %s "
                                     "Shared already carry Provender from nearer Sources"),
                                   what, name, need, have)
                : g_strdup_printf (_("%s %s gives nothing: it is %d Ways away, so one Provender needs %s, and %s "
                                     "are Shared"),
                                   what, name, s->dist, need, have));
      return;
    }
  if (s->taken == 0)
    {
      reject (r, ex, "1.7.3,4.6.2", s->locale, s->kind, CAS_SUPPLY_CAP, -1,
              g_strdup_printf (_("%s %s is not used: the mat would hold more than %d Provender"), what, name, cap));
      return;
    }
  if (s->taken < s->entitled)
    cas_explain_add (ex, "1.7.3,4.6.2", _("%s %s gives %d of the %d it could: the mat would hold more than %d Provender"),
                     what, name, s->taken, s->entitled, cap);
  else if (s->taken < s->yield && s->dist > 0)
    cas_explain_add (ex, "4.6.1,4.6.2", _("%s %s gives %d of up to %d: each more Provender needs %d more Carts"), what,
                     name, s->taken, s->yield, s->dist);
}

/* 1.3.2, rules-decisions I1-I2: when the current box's Season is not settled by a public
 * source and the other reading changes whether Ships are usable (Winter or not), says
 * so: the answer rests on an unverified default. */
void
cas_inferno_ship_season_note (const CasTable *t, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasBox *b = cas_game_get_box (game, CAS_GLOBAL (t, CAS_G_BOX));
  int ship = cas_game_asset_slot (game, CAS_ASSET_SHIP);
  if (b == NULL || !b->unverified || b->alt_season < 0 || ship < 0)
    return;
  const CasSeason *now = cas_game_get_season (game, b->season);
  const CasSeason *alt = cas_game_get_season (game, b->alt_season);
  gboolean usable = (now->seaport & (1u << ship)) != 0;
  if (usable == ((alt->seaport & (1u << ship)) != 0))
    return;
  const CasSetting *setting = b->setting >= 0 ? cas_game_get_setting (game, b->setting) : NULL;
  cas_explain_add (ex, "1.3.2,4.6.2,4.7.3",
                   usable ? _("Unverified: box %d (%s) is %s by Castellan's default (setting %s); if it is %s, Ships "
                              "are unusable there")
                          : _("Unverified: box %d (%s) is %s by Castellan's default (setting %s); if it is %s, Ships "
                              "are usable there"),
                   b->box, b->months ? b->months : "?", cas_game_text (now->name), setting ? setting->id : "?",
                   cas_game_text (alt->name));
}

/* levy (F1/S1 STORES & WELL WATER, a side-wide Capability; rules-decisions I116): each of
 * the side's own Seats gives up to 4 Provender, Ruined Seats and Outposts too, and a Lord
 * Besieged at his own Seat may Supply from that Seat; Ships and Ports as ever. */
#define STORES_CAP_NAME "Stores & Well Water"
#define STORES_YIELD 4

static const CasCard *
stores (const CasTable *t, int side)
{
  for (guint c = 0; c < cas_game_get_n_cards (t->game); c++)
    {
      const CasCard *card = cas_game_get_card (t->game, (int) c);
      if (card->side == side && CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_CAPABILITY && g_strcmp0 (card->cap_name, STORES_CAP_NAME) == 0)
        return card;
    }
  return NULL;
}

static gboolean
is_own_seat (const CasTable *t, int lord, int locale)
{
  int seats[MAX_SOURCES];
  int n = cas_rules_seats (t, lord, seats, MAX_SOURCES, NULL);
  for (int i = 0; i < n; i++)
    if (seats[i] == locale)
      return TRUE;
  return FALSE;
}

static gboolean
inferno_besieged_may (const CasTable *t, int lord, CasExplain *ex)
{
  const CasCard *card = stores (t, cas_rules_lord_side (t, lord));
  int here = cas_rules_lord_locale (t, lord);
  if (card == NULL || !is_own_seat (t, lord, here))
    return FALSE;
  cas_explain_add (ex, "4.6,1.9.1", _("%s is Besieged at %s, his own Seat, but %s (%s) lets him Supply from it"), cas_rules_lord_name (t, lord),
                   cas_rules_locale_name (t, here), card->cap_name, card->id);
  return TRUE;
}

static void
inferno_supply (const CasTable *t, CasSupplyResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasLord *L = cas_game_get_lord (game, r->lord);
  const CasSeason *se = cas_table_season (t);
  int cart = cas_game_asset_slot (game, CAS_ASSET_CART);
  int ship = cas_game_asset_slot (game, CAS_ASSET_SHIP);
  gboolean winter = ship < 0 || !(se->seaport & (1u << ship));
  int cap = cas_game_get_asset_cap (game);
  guint n_locales = cas_game_get_n_locales (game);
  const char *here = cas_rules_locale_name (t, r->locale);

  /* The Season of this box may rest on an unverified setting (1.3.2, I1, I2). */
  cas_settings_explain_season (t, CAS_GLOBAL (t, CAS_G_BOX), ex);
  Map m = { t, L->side, r->locale };
  g_autofree Block *block = g_new0 (Block, n_locales);
  g_autofree int *enemy_lord = g_new0 (int, n_locales);
  g_autofree int *exempt = g_new0 (int, n_locales);
  g_autofree int *dist = g_new0 (int, n_locales);
  g_autofree int *prev_way = g_new0 (int, n_locales);
  g_autofree int *prev = g_new0 (int, n_locales);
  m.block = block, m.enemy_lord = enemy_lord, m.exempt = exempt, m.dist = dist, m.prev_way = prev_way, m.prev = prev;
  for (guint i = 0; i < n_locales; i++)
    map_block (&m, (int) i);
  map_search (&m);

  /* Transport Shared at his Locale (1.5.2): Carts on every Way in every Season (1.7). */
  int carts = 0, ships = 0;
  g_autoptr(GString) sharers = g_string_new (NULL);
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (cas_rules_lord_side (t, (int) l) == L->side && cas_rules_lord_locale (t, (int) l) == r->locale)
      {
        g_string_append_printf (sharers, "%s%s", sharers->len ? ", " : "", cas_rules_lord_name (t, (int) l));
        carts += cart >= 0 ? CAS_LORD (t, l, CAS_L_ASSETS + cart) : 0;
        ships += ship >= 0 ? CAS_LORD (t, l, CAS_L_ASSETS + ship) : 0;
        /* mats: a Commander's Comune mat is his second mat; its Carts are his (1.5.1, I134) */
        int comune = inferno_mats_comune (t, (int) l);
        if (comune >= 0 && cart >= 0 && CAS_COMUNE (t, comune, CAS_M_ASSETS + cart) > 0)
          {
            int n = CAS_COMUNE (t, comune, CAS_M_ASSETS + cart);
            carts += n;
            g_autofree char *c = carts_text (n);
            g_string_append_printf (sharers, _(" with %s on the %s mat"), c, cas_game_get_comune (game, comune)->name);
          }
      }
  {
    g_autofree char *have = carts_text (carts);
    cas_explain_add (ex, "4.6.1,1.5.2,1.7", _("Carts Shared at %s (%s): %s; Carts serve every Way in every Season"), here,
                     sharers->str, have);
  }
  if (cart >= 0)
    r->transport[cart] = carts;
  if (ships > 0 && winter)
    cas_explain_add (ex, "4.6.2,1.3.2", _("It is %s: Pisa’s Ships give no Provender in Winter"), cas_game_text (se->name));
  else if (ships > 0)
    cas_explain_add (ex, "4.6.2,1.5.2",
                     g_dngettext (GETTEXT_PACKAGE, "%d Ship of Pisa’s Podestà Shared here: 1 Provender per Ship if a Port is a Source",
                                  "%d Ships of Pisa’s Podestà Shared here: 1 Provender per Ship if a Port is a Source", ships),
                     ships);
  else
    cas_explain_add (ex, "4.6.2,1.7", _("No Ships are Shared at %s (only the Podestà of Pisa has Ships), so no Port is a Source"),
                     here);
  if (ships > 0)
    cas_inferno_ship_season_note (t, ex);
  if (ship >= 0)
    r->transport[ship] = winter ? 0 : ships;
  r->ship_limit = winter ? 0 : ships;
  r->seat_limit = -1;

  /* mats: Provender may go onto his Comune mat too, up to its own cap (1.5.1, 1.7.3; I134). */
  int comune = inferno_mats_comune (t, r->lord);
  if (comune >= 0)
    {
      int more = inferno_mats_room (t, r->lord, CAS_ASSET_PROV) - cas_commands_room (t, r->lord, CAS_ASSET_PROV);
      r->room += more;
      cas_explain_add (ex, "4.6.2,1.5.1,1.7.3",
                       _("The %s mat is %s's second mat (Commander and Comune are one Lord): it takes up to %d more Provender "
                         "once his own mat is full"),
                       cas_game_get_comune (game, comune)->name, L->name, more);
    }

  /* levy: STORES & WELL WATER; Besieged, only the Seat he is at (I116). */
  const CasCard *sww = stores (t, L->side);
  gboolean besieged = cas_rules_besieged (t, r->lord);
  if (sww)
    cas_explain_add (ex, "4.6.2,1.9.1", _("%s (%s) is in play: each Seat of the %s gives up to %d Provender, Ruined Seats and Outposts too"),
                     sww->cap_name, sww->id, cas_rules_side_name (t, L->side), STORES_YIELD);

  /* His own Seats (not Vassal Seats, 4.6.1), each giving up to its Size (4.6.2). */
  int seats[MAX_SOURCES];
  int n_seats = cas_rules_seats (t, r->lord, seats, MAX_SOURCES - 1, NULL);
  Source src[MAX_SOURCES];
  int n = 0;
  g_autoptr(GString) list = g_string_new (NULL);
  for (int i = 0; i < n_seats; i++)
    {
      int loc = seats[i];
      gboolean dup = FALSE;
      for (int k = 0; k < n; k++)
        dup = dup || src[k].locale == loc;
      if (dup)
        continue;
      const CasLocale *info = cas_game_get_locale (game, loc);
      const CasLocaleTypeInfo *type = cas_game_get_locale_type (game, info->type);
      Source s = { loc, CAS_SUPPLY_SEAT, 0, m.dist[loc], 0, 0 };
      if (cas_locale_is_stronghold (info))
        {
          s.yield = cas_rules_capacity (t, loc);
          g_string_append_printf (list, _("%s%s (%s, Size %d)"), list->len ? ", " : "", info->name, type->name, s.yield);
        }
      else
        {
          s.yield = 1; /* an Outpost Seat (4.6.2) */
          g_string_append_printf (list, _("%s%s (%s, 1)"), list->len ? ", " : "", info->name, type->name);
        }
      if (m.block[loc] != OPEN)
        s.dist = -1;
      if (sww)
        s.yield = STORES_YIELD;
      if (besieged)  /* STORES & WELL WATER: only the Seat he is Besieged at, no Carts */
        s.dist = loc == r->locale ? 0 : -1;
      if (CAS_LOCALE (t, loc, CAS_C_RUINS) != 0 && !sww)
        {
          reject (r, ex, "4.6.1,1.3.1", loc, CAS_SUPPLY_SEAT, CAS_SUPPLY_RUINED, -1,
                  g_strdup_printf (_("Seat %s gives nothing: it is in Ruins, and a Ruined Seat is no Source"), info->name));
          continue;
        }
      src[n++] = s;
    }
  if (sww)
    cas_explain_add (ex, "1.3.1,4.6.1,4.6.2,1.9.1", _("Seats of %s, each giving up to %d with %s: %s"), L->name, STORES_YIELD,
                     sww->cap_name, list->len ? list->str : _("none"));
  else
    cas_explain_add (ex, "1.3.1,4.6.1,4.6.2", _("Seats of %s, each giving up to its Size (an Outpost 1): %s"), L->name,
                     list->len ? list->str : _("none"));
  cas_explain_add (ex, "4.6.1,4.6.2",
                   _("Any number of Seats may serve one Supply action; each Provender needs one Cart for every Way its "
                     "Route crosses, and a Lord at the Source needs none"));

  /* The nearest Port a Route reaches, for Pisa's Ships (4.6.1, 4.6.2). */
  int n_ports = 0, ports[16];
  if (ships > 0 && !winter && !besieged)
    {
      int best = -1;
      for (guint i = 0; i < n_locales; i++)
        if (cas_game_get_locale (game, (int) i)->seaport)
          {
            if (n_ports < (int) G_N_ELEMENTS (ports))
              ports[n_ports++] = (int) i;
            if (m.block[i] == OPEN && m.dist[i] >= 0 && (best < 0 || m.dist[i] < m.dist[best]))
              best = (int) i;
          }
      if (best >= 0)
        src[n++] = (Source) { best, CAS_SUPPLY_SHIP, ships, m.dist[best], 0, 0 };
      else
        for (int k = 0; k < n_ports; k++)
          {
            Source s = { ports[k], CAS_SUPPLY_SHIP, ships, -1, 0, 0 };
            explain_short (&m, r, ex, &s, carts, cap);
          }
    }

  g_qsort_with_data (src, n, sizeof (Source), compare_sources, NULL);
  r->provender = take (src, n, carts, r->room, FALSE);
  r->entitled = take (src, n, carts, G_MAXINT / 2, TRUE);

  for (int i = 0; i < n; i++)
    if (src[i].taken > 0)
      {
        add_source (&m, r, &src[i], cart);
        const CasSupplySource *s = &g_array_index (r->sources, CasSupplySource, r->sources->len - 1);
        const char *name = cas_rules_locale_name (t, s->locale);
        for (int k = 1; k < s->n_route; k++)
          if (m.exempt[s->route[k]] == EXEMPT_BESIEGED)
            cas_explain_add (ex, "4.6.1,4.3.5", _("The Route may include %s: the Enemy there is Besieged"),
                             cas_rules_locale_name (t, s->route[k]));
          else if (m.exempt[s->route[k]] == EXEMPT_BYPASSED)
            cas_explain_add (ex, "4.6.1,4.3.5", _("The Route may include %s: the Enemy Stronghold there is Bypassed by "
                                                  "the %s"),
                             cas_rules_locale_name (t, s->route[k]), cas_rules_side_name (t, m.side));
        g_autofree char *what = src[i].kind == CAS_SUPPLY_SEAT
                                  ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Provender from his Seat %s",
                                                                  "%d Provender from his Seat %s", s->provender),
                                                     s->provender, name)
                                  : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Provender from Pisa’s Ships at the Port %s",
                                                                  "%d Provender from Pisa’s Ships at the Port %s", s->provender),
                                                     s->provender, name);
        if (s->n_route <= 1)
          cas_explain_add (ex, "4.6.1,4.6.2", _("%s: %s is there, so no Carts are needed"), what, L->name);
        else
          {
            g_autofree char *rt = route_text (t, s);
            g_autofree char *used = carts_text (s->provender * (s->n_route - 1));
            cas_explain_add (ex, "4.6.1,4.6.2", _("%s by Route %s: %s, one per Provender for each Way crossed"), what, rt,
                             used);
          }
      }
  for (int i = 0; i < n; i++)
    explain_short (&m, r, ex, &src[i], carts, cap);
  cas_supply_conclude (t, r, "4.6.2", ex);
}

const CasLcSupply cas_inferno_supply = {
  .compute = inferno_supply,
  .besieged_may = inferno_besieged_may, /* levy: STORES & WELL WATER */
};
