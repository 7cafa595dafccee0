/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-feed.c: the Feed step (4.8.1): needs by unit count, eating from one's own mat,
 * mandatory sharing within a Locale, a game's excuse from Feeding (CasLcRules.feed_excuse:
 * Nevsky's Hillforts), and the Unfed Service shift. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-feed.h"
#include "cas-lc-rules.h"
#include "cas-muster.h"

typedef struct {
  int *prov;   /* Provender and Loot left on each Lord's mat as Feed proceeds, then on
                * each Comune mat (comune, issue 17) */
  int *loot;
} Stock;

typedef struct {
  int prov;    /* what a Lord's mat gives up in the proposed actions */
  int loot;
} Spent;

void
cas_feed_result_free (CasFeedResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->lords);
  g_array_unref (result->eats);
  g_free (result);
}

const CasFeedLord *
cas_feed_result_find (const CasFeedResult *result, int lord)
{
  for (guint i = 0; i < result->lords->len; i++)
    if (g_array_index (result->lords, CasFeedLord, i).lord == lord)
      return &g_array_index (result->lords, CasFeedLord, i);
  return NULL;
}

static CasFeedResult *
result_new (void)
{
  CasFeedResult *r = g_new0 (CasFeedResult, 1);
  r->lords = g_array_new (FALSE, TRUE, sizeof (CasFeedLord));
  r->eats = g_array_new (FALSE, TRUE, sizeof (CasFeedEat));
  r->excused = -1;
  return r;
}

/* Nevsky's Feed table (4.8.1: 1 up to six units, 2 from seven), told in its own sentence. */
static gboolean
nevsky_feed (CasGame *game)
{
  return cas_game_get_n_feed_steps (game) == 2 && cas_game_get_feed_step (game, 0)->max_units == 6 &&
         cas_game_get_feed_step (game, 0)->prov == 1 && cas_game_get_feed_step (game, 1)->prov == 2;
}

static const char *
asset_words (CasAsset type, int n)
{
  (void) n;
  return type == CAS_ASSET_PROV ? _("Provender") : _("Loot");
}

static void
add_eat (CasFeedResult *r, int from, int to, CasAsset type, int n)
{
  CasFeedEat e = { from, to, type, n, FALSE };
  if (n > 0)
    g_array_append_val (r->eats, e);
}

/* Takes up to `want` from a mat, Provender first, then Loot. Returns what was taken. */
static int
take_mat (Stock *s, int holder, int want, int *prov, int *loot)
{
  *prov = MIN (s->prov[holder], want);
  s->prov[holder] -= *prov;
  *loot = MIN (s->loot[holder], want - *prov);
  s->loot[holder] -= *loot;
  return *prov + *loot;
}

/* comune (issue 17): a Commander and his Comune are one Lord for Feed (Inferno 1.5.1):
 * what his own mat cannot give comes from his Comune mat (the Stock's holder n_lords +
 * the Comune), recorded as its own eats. `prov` and `loot` are his own mat's part; the
 * result counts both. */
static int
take (Stock *s, const CasTable *t, CasFeedResult *r, int lord, int to, int want, int *prov, int *loot, CasExplain *ex)
{
  int n = take_mat (s, lord, want, prov, loot);
  add_eat (r, lord, to, CAS_ASSET_PROV, *prov);
  add_eat (r, lord, to, CAS_ASSET_LOOT, *loot);
  int comune = cas_game_get_lord (t->game, lord)->comune;
  if (n < want && comune >= 0)
    {
      int cprov, cloot;
      int holder = (int) cas_game_get_n_lords (t->game) + comune;
      int got = take_mat (s, holder, want - n, &cprov, &cloot);
      CasFeedEat e[2] = { { lord, to, CAS_ASSET_PROV, cprov, TRUE }, { lord, to, CAS_ASSET_LOOT, cloot, TRUE } };
      for (int k = 0; k < 2; k++)
        if (e[k].n > 0)
          g_array_append_val (r->eats, e[k]);
      n += got;
      if (ex && got > 0)
        cas_explain_add (ex, "4.8.1,1.5.1", _("%d Provender and %d Loot come from the %s mat of %s (Commander and Comune are one Lord)"),
                         cprov, cloot, cas_game_get_comune (t->game, comune)->name, cas_rules_lord_name (t, lord));
    }
  return n;
}

static int
compare_shortfall (gconstpointer a, gconstpointer b, gpointer data)
{
  const CasFeedLord *lords = data;
  int ia = *(const int *) a, ib = *(const int *) b;
  int sa = lords[ia].need - lords[ia].eaten, sb = lords[ib].need - lords[ib].eaten;
  return sa != sb ? sa - sb : ia - ib;
}

/* One full Feed with `exempt` excused (or -1). Fills `r`; explains in `ex` if given. */
static void
simulate (const CasTable *t, int exempt, CasFeedResult *r, CasExplain *ex)
{
  CasGame *game = t->game;
  int n_lords = (int) cas_game_get_n_lords (game);
  int n_boxes = (int) cas_game_get_n_boxes (game);
  int n_comuni = (int) cas_game_get_n_comuni (game);
  Stock s = { g_new0 (int, n_lords + n_comuni), g_new0 (int, n_lords + n_comuni) };
  const CasLcRules *rules = cas_lc_rules (game);
  int (*feed_units) (const CasTable *, int, CasExplain *) = rules ? rules->feed_units : NULL;

  for (int l = 0; l < n_lords; l++)
    if (cas_table_lord_on_map (t, l))
      {
        s.prov[l] = CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_PROV);
        s.loot[l] = CAS_LORD (t, l, CAS_L_ASSETS + CAS_ASSET_LOOT);
      }
  /* comune (issue 17): each Comune mat's own Provender and Loot (Inferno 1.5.1). */
  for (int m = 0; m < n_comuni; m++)
    {
      s.prov[n_lords + m] = CAS_COMUNE (t, m, CAS_M_ASSETS + CAS_ASSET_PROV);
      s.loot[n_lords + m] = CAS_COMUNE (t, m, CAS_M_ASSETS + CAS_ASSET_LOOT);
    }

  /* Needs, Teutons then Russians (2.2.4, 4.8.1). */
  for (int side = 0; side < CAS_N_SIDES; side++)
    for (int l = 0; l < n_lords; l++)
      {
        if (!cas_table_lord_on_map (t, l) || !CAS_LORD (t, l, CAS_L_MOVED) || cas_rules_lord_side (t, l) != side)
          continue;
        CasFeedLord fl = { 0 };
        int routed = 0;
        fl.lord = l;
        /* The game's count when a Lord Feeds with a second mat (Inferno's Comune). */
        fl.units = feed_units ? feed_units (t, l, ex) : cas_table_lord_units (t, l);
        for (int f = 0; f < CAS_MAX_FORCES; f++)
          routed += CAS_LORD (t, l, CAS_L_ROUTED + f);
        /* 4.8.1: the game's Feed table (Nevsky: 1 up to six units, 2 from seven). */
        fl.need = cas_game_feed_need (game, fl.units);
        fl.exempt = l == exempt;
        fl.service = CAS_LORD (t, l, CAS_L_SERVICE);
        if (ex)
          {
            if (fl.units == 0)
              cas_explain_add (ex, "4.8.1,1.6", _("%s has no Forces on the mat, so there is nothing to Feed (a Lord left without Forces Disbands: see the disband check)"),
                               cas_rules_lord_name (t, l));
            else
              cas_explain_addn (ex, "4.8.1", fl.units,
                                "%s is marked Moved/Fought with %d unit on the mat: %d Provender or Loot to eat",
                                "%s is marked Moved/Fought with %d units on the mat: %d Provender or Loot to eat",
                                cas_rules_lord_name (t, l), fl.units, fl.need);
            if (routed > 0)
              cas_explain_add (ex, "4.8.1,4.4.4", _("Castellan counts only %s's Forces, not the %d Routed units: after Losses (4.4.4) no unit should still be Routed"),
                               cas_rules_lord_name (t, l), routed);
            if (fl.exempt)
              cas_lc_rules (game)->feed_excuse->explain (t, CAS_LC_EXCUSE_GIVEN, l, ex);
          }
        if (fl.exempt)
          fl.need = 0;
        g_array_append_val (r->lords, fl);
      }

  CasFeedLord *lords = (CasFeedLord *) (void *) r->lords->data;
  guint n = r->lords->len;

  /* First every Lord eats from his own mat. */
  for (guint i = 0; i < n; i++)
    {
      int prov, loot;
      if (lords[i].need == 0)
        continue;
      lords[i].eaten = take (&s, t, r, lords[i].lord, lords[i].lord, lords[i].need, &prov, &loot, ex);
      if (!ex)
        continue;
      if (prov && loot)
        cas_explain_addn (ex, "4.8.1,1.7.1", cas_rules_lord_persons (t, lords[i].lord),
                          "%s eats %d Provender and %d Loot from his own mat",
                          "%s eat %d Provender and %d Loot from their own mat",
                          cas_rules_lord_name (t, lords[i].lord), prov, loot);
      else if (prov || loot)
        cas_explain_addn (ex, "4.8.1,1.7.1", cas_rules_lord_persons (t, lords[i].lord),
                          "%s eats %d %s from his own mat",
                          "%s eat %d %s from their own mat",
                          cas_rules_lord_name (t, lords[i].lord), prov + loot,
                          asset_words (prov ? CAS_ASSET_PROV : CAS_ASSET_LOOT, prov + loot));
      else if (lords[i].eaten == 0) /* comune: else his Comune mat fed him (said above) */
        cas_explain_addn (ex, "4.8.1", cas_rules_lord_persons (t, lords[i].lord),
                          "%s has no Provender or Loot of his own",
                          "%s have no Provender or Loot of their own",
                          cas_rules_lord_name (t, lords[i].lord));
    }

  /* Then sharing: those short, the smallest shortfall first (so that as many Lords as
   * possible end up fully fed), from the other Lords of the side at the same Locale. */
  g_autoptr(GArray) short_ = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < n; i++)
    if (lords[i].eaten < lords[i].need)
      g_array_append_val (short_, i);
  g_array_sort_with_data (short_, compare_shortfall, lords);
  for (guint k = 0; k < short_->len; k++)
    {
      CasFeedLord *fl = &lords[g_array_index (short_, int, k)];
      int locale = cas_rules_lord_locale (t, fl->lord);
      int side = cas_rules_lord_side (t, fl->lord);
      gboolean besieged = cas_rules_besieged (t, fl->lord);
      gboolean got_any = FALSE;

      if (ex && besieged)
        cas_explain_add (ex, "4.8.1,4.3.5", _("%s is Besieged at %s: only Lords Besieged there can share (Castellan's reading: the walls separate those inside from those outside)"),
                         cas_rules_lord_name (t, fl->lord), cas_rules_locale_name (t, locale));
      for (int d = 0; d < n_lords && fl->eaten < fl->need; d++)
        {
          int prov, loot;
          if (d == fl->lord || cas_rules_lord_locale (t, d) != locale || cas_rules_lord_side (t, d) != side ||
              cas_rules_besieged (t, d) != besieged)
            continue;
          int got = take (&s, t, r, d, fl->lord, fl->need - fl->eaten, &prov, &loot, ex);
          if (got == 0)
            continue;
          fl->eaten += got;
          got_any = TRUE;
          if (ex && prov && loot)
            cas_explain_add (ex, "4.8.1,1.5.2", _("%s must share: %d Provender and %d Loot go to feed %s at %s"), cas_rules_lord_name (t, d), prov,
                             loot, cas_rules_lord_name (t, fl->lord), cas_rules_locale_name (t, locale));
          else if (ex && prov + loot > 0)
            cas_explain_add (ex, "4.8.1,1.5.2", _("%s must share: %d %s go to feed %s at %s"), cas_rules_lord_name (t, d), prov + loot,
                             asset_words (prov ? CAS_ASSET_PROV : CAS_ASSET_LOOT, prov + loot), cas_rules_lord_name (t, fl->lord),
                             cas_rules_locale_name (t, locale));
        }
      if (ex && !got_any)
        cas_explain_add (ex, "4.8.1,1.5.2", _("No other Lord of the same side at %s has Provender or Loot left to share with %s"),
                         cas_rules_locale_name (t, locale), cas_rules_lord_name (t, fl->lord));
    }

  /* Unfed: one box left (4.8.1), with the board's edge (2.2.3). */
  for (guint i = 0; i < n; i++)
    {
      CasFeedLord *fl = &lords[i];
      fl->fed = fl->eaten >= fl->need;
      fl->service_shift = fl->fed ? 0 : -1;
      fl->service_after = fl->fed ? fl->service : cas_shift_box (fl->service, -1, n_boxes);
      if (!ex || fl->fed)
        continue;
      if (fl->eaten > 0)
        cas_explain_add (ex, "4.8.1", _("%s needed %d but received only %d: all of it is eaten, and still Unfed"), cas_rules_lord_name (t, fl->lord),
                         fl->need, fl->eaten);
      if (fl->service <= 0)
        cas_explain_add (ex, "4.8.1,2.2.3", _("%s is Unfed: the Service marker is already just off the left edge of the Calendar, and a further shift left is ignored"),
                         cas_rules_lord_name (t, fl->lord));
      else if (fl->service_after == 0)
        cas_explain_add (ex, "4.8.1,2.2.3,3.3.1", _("%s is Unfed: the Service marker shifts 1 box left, from box %d to just off the left edge of the Calendar, which is beyond any Service limit"),
                         cas_rules_lord_name (t, fl->lord), fl->service);
      else if (fl->service > n_boxes)
        cas_explain_add (ex, "4.8.1,2.2.3", _("%s is Unfed: the Service marker comes back from off the right edge into box %d"),
                         cas_rules_lord_name (t, fl->lord), fl->service_after);
      else
        cas_explain_add (ex, "4.8.1", _("%s is Unfed: the Service marker shifts 1 box left, from box %d to box %d"), cas_rules_lord_name (t, fl->lord),
                         fl->service, fl->service_after);
      if (CAS_GLOBAL (t, CAS_G_OPT_VASSAL_SERVICE))
        {
          const CasLord *lord = cas_game_get_lord (game, fl->lord);
          for (int v = 0; v < lord->n_vassals; v++)
            if (CAS_LORD (t, fl->lord, CAS_L_VASSAL_BOX + v) >= 0)
              {
                cas_explain_add (ex, "4.8.1,3.4.2", _("Advanced Vassal Service: the Calendar markers of %s's Vassals shift 1 box left with the Lord's"),
                                 cas_rules_lord_name (t, fl->lord));
                break;
              }
        }
    }

  g_free (s.prov);
  g_free (s.loot);
}

static void
score (const CasFeedResult *r, int *unfed, int *spent)
{
  *unfed = 0;
  *spent = 0;
  for (guint i = 0; i < r->lords->len; i++)
    *unfed += !g_array_index (r->lords, CasFeedLord, i).fed;
  for (guint i = 0; i < r->eats->len; i++)
    *spent += g_array_index (r->eats, CasFeedEat, i).n;
}

/* The excused Lord is the owner's choice; Castellan picks the Lord whose excuse leaves
 * the fewest Lords Unfed, then saves the most Provender and Loot, then the first in order. */
static int
choose_excused (const CasTable *t, const CasLcFeedExcuse *excuse)
{
  int best = -1, best_unfed = G_MAXINT, best_spent = G_MAXINT;
  for (int l = 0; l < (int) cas_game_get_n_lords (t->game); l++)
    {
      if (!excuse->eligible (t, l))
        continue;
      g_autoptr(CasFeedResult) r = result_new ();
      int unfed, spent;
      simulate (t, l, r, NULL);
      score (r, &unfed, &spent);
      if (unfed < best_unfed || (unfed == best_unfed && spent < best_spent))
        best = l, best_unfed = unfed, best_spent = spent;
    }
  return best;
}

CasFeedResult *
cas_feed_compute (const CasTable *t, int excused, CasExplain *ex)
{
  /* The explanation is optional for callers who only want the numbers. */
  g_autoptr(CasExplain) scratch = ex ? NULL : cas_explain_new ();
  ex = ex ? ex : scratch;
  CasGame *game = t->game;
  CasFeedResult *r = result_new ();
  const CasLcRules *rules = cas_lc_rules (game);
  const CasLcFeedExcuse *excuse = rules ? rules->feed_excuse : NULL;
  gboolean any_moved = FALSE;

  for (int l = 0; l < (int) cas_game_get_n_lords (game); l++)
    any_moved |= cas_table_lord_on_map (t, l) && CAS_LORD (t, l, CAS_L_MOVED);
  if (!any_moved)
    {
      cas_explain_add (ex, "4.8,4.8.1", _("No Lord on the map is marked Moved/Fought, so nobody Feeds"));
      return r;
    }

  if (nevsky_feed (game))
    cas_explain_add (ex, "4.8.1,2.2.4", _("Lords marked Moved/Fought Feed, %s first: 1 Provender or Loot for up to 6 units, 2 for 7 or more"),
                     cas_rules_side_text (t, 0));
  else
    {
      /* Another game's Feed table (game.json "feed"), in words. */
      GString *steps = g_string_new (NULL);
      int from = 1;
      for (int i = 0; i < (int) cas_game_get_n_feed_steps (game); i++)
        {
          const CasFeedStep *f = cas_game_get_feed_step (game, i);
          if (f->max_units)
            g_string_append_printf (steps, _("%s%d for %d to %d units"), i ? ", " : "", f->prov, from, f->max_units);
          else
            g_string_append_printf (steps, _("%s%d for %d or more"), i ? ", " : "", f->prov, from);
          from = f->max_units + 1;
        }
      g_autofree char *text = g_string_free (steps, FALSE);
      cas_explain_add (ex, "4.8.1,2.2.4", _("Lords marked Moved/Fought Feed, the %s first, Provender or Loot: %s"),
                       cas_game_get_side_name (game, 0), text);
    }
  cas_explain_add (ex, "4.8.1,1.7.1", _("Castellan's reading: the owner may choose between Provender and Loot; Castellan spends Provender first, then Loot, since Loot can still Pay at Friendly Locales"));
  if (rules && rules->feed_notes) /* cards (issue 17): Inferno's HEAT & FROST */
    rules->feed_notes (t, ex);

  if (excuse && excuse->in_play (t))
    {
      if (excused == CAS_FEED_EXCUSE_AUTO)
        {
          excused = choose_excused (t, excuse);
          excuse->explain (t, excused >= 0 ? CAS_LC_EXCUSE_PICKED : CAS_LC_EXCUSE_NOBODY, excused, ex);
        }
      else if (excused >= 0 && !excuse->eligible (t, excused))
        {
          excuse->explain (t, CAS_LC_EXCUSE_REFUSED, excused, ex);
          excused = -1;
        }
    }
  else if (excused >= 0)
    {
      if (excuse)
        excuse->explain (t, CAS_LC_EXCUSE_NOT_IN_PLAY, excused, ex);
      excused = -1;
    }
  r->excused = excused >= 0 ? excused : -1;

  simulate (t, r->excused, r, ex);

  /* Proposed actions: what each Lord spends, per Asset type; then Unfed shifts; then the
   * Moved/Fought markers come off. */
  int n_lords = (int) cas_game_get_n_lords (game);
  g_autofree Spent *spent = g_new0 (Spent, (gsize) n_lords);
  g_autofree Spent *spent_comune = g_new0 (Spent, (gsize) n_lords); /* comune: from his Comune mat */
  for (guint i = 0; i < r->eats->len; i++)
    {
      const CasFeedEat *e = &g_array_index (r->eats, CasFeedEat, i);
      Spent *sp = e->comune_mat ? &spent_comune[e->from] : &spent[e->from];
      if (e->type == CAS_ASSET_LOOT)
        sp->loot += e->n;
      else
        sp->prov += e->n;
    }
  for (int side = 0; side < CAS_N_SIDES; side++)
    for (int l = 0; l < n_lords; l++)
      if (cas_rules_lord_side (t, l) == side)
        {
          const char *id = cas_game_get_lord (game, l)->id;
          if (spent[l].prov)
            cas_explain_propose (ex, "assets %s prov -%d", id, spent[l].prov);
          if (spent[l].loot)
            cas_explain_propose (ex, "assets %s loot -%d", id, spent[l].loot);
          /* comune (issue 17): Inferno's action on the Comune mat (1.5.1) */
          if (spent_comune[l].prov)
            cas_explain_propose (ex, "comune %s assets prov -%d", id, spent_comune[l].prov);
          if (spent_comune[l].loot)
            cas_explain_propose (ex, "comune %s assets loot -%d", id, spent_comune[l].loot);
        }
  for (guint i = 0; i < r->lords->len; i++)
    {
      const CasFeedLord *fl = &g_array_index (r->lords, CasFeedLord, i);
      /* Even from off the board: his Vassals' markers still shift (3.4.2). */
      if (!fl->fed)
        cas_explain_propose (ex, "service %s -1", cas_game_get_lord (game, fl->lord)->id);
    }
  cas_explain_add (ex, "4.8.3", _("Castellan's reading: the Moved/Fought markers play no part in Pay or Disband, so Castellan removes them with the Feed (4.8.3) and a second Feed finds nobody to feed"));
  for (guint i = 0; i < r->lords->len; i++)
    cas_explain_propose (ex, "moved %s no", cas_game_get_lord (game, g_array_index (r->lords, CasFeedLord, i).lord)->id);
  return r;
}
