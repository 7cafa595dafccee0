/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-endcampaign.c: End of Campaign (4.9): what Grow, Plow and Reap, Wastage and Reset
 * do to the table now, worked out step by step on a scratch copy of it. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cas-action.h"
#include "cas-endcampaign.h"

#include "cas-lc-rules.h"

typedef struct {
  CasGame *game;
  CasTable *work;     /* the table with every proposed action applied so far */
  CasExplain *ex;
} Ctx;

static void
clear_grow (gpointer p)
{
  g_array_unref (((CasGrowStep *) p)->remove);
}

static void
clear_wastage (gpointer p)
{
  CasWastage *w = p;
  g_ptr_array_unref (w->items);
  g_ptr_array_unref (w->actions);
}

static void
clear_reset (gpointer p)
{
  CasResetStep *r = p;
  g_free (r->step);
  g_free (r->action);
}

void
cas_endcampaign_free (CasEndCampaign *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->grow);
  g_array_unref (self->plow_and_reap);
  g_array_unref (self->wastage);
  g_array_unref (self->reset);
  g_clear_pointer (&self->captives, g_array_unref);
  g_clear_pointer (&self->victory, cas_victory_free);
  g_free (self);
}

/* Proposes an action and applies it to the scratch table, so later steps see its effect.
 * Returns the action text (owned by the explanation's copy; this one is the caller's). */
G_GNUC_PRINTF (2, 3)
static char *
propose (Ctx *c, const char *format, ...)
{
  va_list args;
  g_autoptr(GError) error = NULL;
  char *text;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_autoptr(CasAction) a = cas_action_parse (c->game, text, &error);
  if (a == NULL || !cas_action_apply (a, c->work, &error))
    g_warning ("End of Campaign proposed “%s”, which does not apply: %s", text, error ? error->message : "?");
  cas_explain_propose (c->ex, "%s", text);
  return text;
}

static void
add_reset (CasEndCampaign *r, const char *step, char *action)
{
  CasResetStep s = { g_strdup (step), action };
  g_array_append_val (r->reset, s);
}

typedef struct {
  CasEndCampaign *r;
  Ctx *c;
} ResetCtx;

/* CasLcResetFunc for CasLcRules.end_campaign. */
static void
reset_step (gpointer data, const char *step, const char *action)
{
  ResetCtx *rc = data;
  add_reset (rc->r, step, propose (rc->c, "%s", action));
}

/* CasLcResetFunc for CasLcEndCampaignSteps.ransom: proposed and applied, not a Reset step. */
static void
propose_step (gpointer data, const char *step, const char *action)
{
  g_free (propose (data, "%s", action));
}

/* ransom (issue 17): the section of a later step in the game's numbering (Inferno: Game
 * End 4.9.3, Waste 4.9.5, Reset 4.9.6), then `more` (",4.1.3"); newly allocated. */
typedef enum { SECTION_GAME_END, SECTION_WASTE, SECTION_RESET } Section;

static char *
section (CasGame *game, Section which, const char *more)
{
  const CasLcEndCampaignSteps *steps = cas_lc_rules (game) ? cas_lc_rules (game)->end_campaign_steps : NULL;
  const char *own = !steps                        ? NULL
                    : which == SECTION_GAME_END ? steps->game_end_section
                    : which == SECTION_WASTE    ? steps->waste_section
                                                : steps->reset_section;
  const char *series = which == SECTION_GAME_END ? "4.9.2" : which == SECTION_WASTE ? "4.9.4" : "4.9.5";
  return g_strconcat (own ? own : series, more, NULL);
}

static const CasSeason *
season_of (CasGame *game, int box)
{
  if (box < 1 || box > (int) cas_game_get_n_boxes (game))
    return NULL;
  return cas_game_get_box_season (game, box);
}

/* The last box of a Season: the next box (if any) is of another Season. */
static gboolean
ends_season (CasGame *game, int box, const char *season_id)
{
  const CasSeason *s = season_of (game, box);
  return s && g_strcmp0 (s->id, season_id) == 0 && season_of (game, box + 1) != s;
}

static int
units_on_mat (const CasTable *t, int lord)
{
  int n = 0;
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    n += CAS_LORD (t, lord, CAS_L_FORCES + f) + CAS_LORD (t, lord, CAS_L_ROUTED + f);
  return n;
}

/* ------------------------------------------------------------------------ */
/* 4.9.1 Grow. */

static CasGame *sort_game;

/* Castellan's default order of removal: Strongholds first (outside Summer, a Friendly
 * Stronghold that is not Ravaged is the only place to Forage, 4.7.1), then by name. */
static gint
grow_order (gconstpointer a, gconstpointer b)
{
  const CasLocale *la = cas_game_get_locale (sort_game, *(const int *) a);
  const CasLocale *lb = cas_game_get_locale (sort_game, *(const int *) b);
  gboolean sa = cas_locale_is_stronghold (la), sb = cas_locale_is_stronghold (lb);
  if (sa != sb)
    return sa ? -1 : 1;
  return g_utf8_collate (la->name, lb->name);
}

static void
grow (CasEndCampaign *r, Ctx *c)
{
  CasTable *w = c->work;

  const CasLcEndCampaign *ec = cas_lc_rules (c->game) ? cas_lc_rules (c->game)->end_campaign_seasons : NULL;

  if (ec)
    ec->grow_line (r->box, r->grow_box, cas_rules_side_text (w, 0), cas_rules_side_text (w, 1), c->ex);
  if (!r->grow_box)
    return;
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      CasGrowStep step = { side, 0, 0, g_array_new (FALSE, FALSE, sizeof (int)) };
      g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (int));
      int enemy = 1 - side;

      for (guint i = 0; i < cas_game_get_n_locales (c->game); i++)
        if (cas_game_get_locale (c->game, (int) i)->side == side && CAS_LOCALE (w, i, CAS_C_RAVAGED) == enemy + 1)
          {
            int li = (int) i;
            g_array_append_val (found, li);
          }
      sort_game = c->game;
      g_array_sort (found, grow_order);
      step.ravaged = (int) found->len;
      step.keep = (step.ravaged + 1) / 2;
      int n_remove = step.ravaged - step.keep;
      if (step.ravaged == 0)
        cas_explain_add (c->ex, "4.9.1", _("The %s have no Ravaged markers of the %s in their territory: nothing to remove"),
                         cas_rules_side_name (w, side), cas_rules_side_name (w, enemy));
      else
        {
          GString *names = g_string_new (NULL);
          for (int k = 0; k < n_remove; k++)
            {
              int loc = g_array_index (found, int, k);
              g_array_append_val (step.remove, loc);
              g_string_append_printf (names, "%s%s", k ? ", " : "", cas_rules_locale_name (w, loc));
            }
          g_autofree char *list = g_string_free (names, FALSE);
          cas_explain_add (c->ex, "4.9.1,5.1", _("The %s have %d Ravaged markers of the %s in their territory: half rounded up is %d, so they remove %d (½ VP less each for the %s)"),
                           cas_rules_side_name (w, side), step.ravaged, cas_rules_side_name (w, enemy), step.keep, n_remove,
                           cas_rules_side_name (w, enemy));
          if (n_remove > 0 && ec)
            ec->grow_choice (cas_rules_side_name (w, side), list, c->ex);
          for (guint k = 0; k < step.remove->len; k++)
            g_free (propose (c, "marker %s ravaged none", cas_game_get_locale (c->game, g_array_index (step.remove, int, k))->id));
        }
      g_array_append_val (r->grow, step);
    }
}

/* ------------------------------------------------------------------------ */
/* 4.9.3 Plow and Reap. */

static void
plow_and_reap (CasEndCampaign *r, Ctx *c)
{
  CasTable *w = c->work;
  int cap = cas_game_get_asset_cap (c->game);
  CasAsset from, to;
  const CasLcEndCampaign *ec = cas_lc_rules (c->game) ? cas_lc_rules (c->game)->end_campaign_seasons : NULL;

  if (ec && ends_season (c->game, r->box, ec->plow_season))
    from = CAS_ASSET_CART, to = (CasAsset) ec->transport;
  else if (ec && ends_season (c->game, r->box, ec->reap_season))
    from = (CasAsset) ec->transport, to = CAS_ASSET_CART;
  else
    {
      if (ec)
        ec->no_plow (r->box, c->ex);
      return;
    }
  r->plow_box = TRUE;
  cas_explain_add (c->ex, "4.9.3,1.7.4", _("Box %d ends %s: Plow and Reap. Every Lord flips all his %s to %s, then keeps half of them, rounded up"),
                   r->box, cas_game_text (cas_game_get_box_season (c->game, r->box)->name), cas_game_asset_id (c->game, from), cas_game_asset_id (c->game, to));
  cas_explain_add (c->ex, "4.9.3", _("Castellan’s reading: only the flipped Transport is halved; %s a Lord already had stay as they are"),
                   cas_game_asset_id (c->game, to));

  for (guint l = 0; l < cas_game_get_n_lords (c->game); l++)
    {
      if (!cas_table_lord_on_map (w, (int) l))
        continue;
      CasPlowReap p = { (int) l, from, to, CAS_LORD (w, l, CAS_L_ASSETS + from), CAS_LORD (w, l, CAS_L_ASSETS + to), 0 };
      if (p.before == 0)
        continue;
      int halved = (p.before + 1) / 2;
      p.after = MIN (p.held + halved, MAX (cap, p.held));
      const char *name = cas_rules_lord_name (w, (int) l);
      const char *id = cas_game_get_lord (c->game, (int) l)->id;
      if (p.held > 0)
        cas_explain_add (c->ex, "4.9.3", _("%s: %d %s become %d %s (half, rounded up), added to the %d %s he had: %d"), name,
                         p.before, cas_game_asset_id (c->game, from), halved, cas_game_asset_id (c->game, to), p.held, cas_game_asset_id (c->game, to), p.held + halved);
      else
        cas_explain_add (c->ex, "4.9.3", _("%s: %d %s become %d %s (half, rounded up)"), name, p.before, cas_game_asset_id (c->game, from),
                         halved, cas_game_asset_id (c->game, to));
      if (p.after < p.held + halved)
        cas_explain_add (c->ex, "1.7.3", _("%s may hold at most %d %s: the excess is lost"), name, cap, cas_game_asset_id (c->game, to));
      g_free (propose (c, "assets %s %s 0", id, cas_game_asset_id (c->game, from)));
      g_free (propose (c, "assets %s %s %d", id, cas_game_asset_id (c->game, to), p.after));
      g_array_append_val (r->plow_and_reap, p);
    }
  if (r->plow_and_reap->len == 0)
    cas_explain_add (c->ex, "4.9.3", _("No Lord on the map has %s: nothing to flip"), cas_game_asset_id (c->game, from));
}

/* ------------------------------------------------------------------------ */
/* 4.9.4 Wastage. */

static void
wastage (CasEndCampaign *r, Ctx *c)
{
  CasTable *w = c->work;
  gboolean any = FALSE;

  for (int side = 0; side < CAS_N_SIDES; side++)
    for (guint l = 0; l < cas_game_get_n_lords (c->game); l++)
      {
        const CasLord *lord = cas_game_get_lord (c->game, (int) l);
        int n_cards = 0, best = -1;
        gboolean doubled = FALSE;
        GString *why = g_string_new (NULL);

        if (lord->side != side || !cas_table_lord_on_map (w, (int) l))
          {
            g_string_free (why, TRUE);
            continue;
          }
        /* mats (issue 17): a Commander and his Comune are one Lord for Waste, their two mats'
         * Assets counted together (Inferno 1.5.1; a Comune set aside has an empty mat). */
        int comune = lord->comune;
        for (int a = 0; a < CAS_MAX_ASSETS; a++)
          {
            int n = CAS_LORD (w, l, CAS_L_ASSETS + a) + (comune >= 0 ? CAS_COMUNE (w, comune, CAS_M_ASSETS + a) : 0);
            if (n > 1)
              {
                doubled = TRUE;
                g_string_append_printf (why, "%s%d %s", why->len ? ", " : "", n, cas_game_asset_id (c->game, a));
              }
          }
        for (guint k = 0; k < cas_game_get_n_cards (c->game); k++)
          if (CAS_CARD (w, k, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (w, k, CAS_K_LORD) == (int) l)
            n_cards++;
        if (n_cards > 1)
          g_string_append_printf (why, "%s%d This Lord cards", why->len ? ", " : "", n_cards);
        g_autofree char *why_text = g_string_free (why, FALSE);
        if (!doubled && n_cards <= 1)
          continue;

        CasWastage ws = { (int) l, g_ptr_array_new_with_free_func (g_free), g_ptr_array_new_with_free_func (g_free), 0 };
        int most = 0;
        for (int a = 0; a < CAS_MAX_ASSETS; a++)
          {
            int n = CAS_LORD (w, l, CAS_L_ASSETS + a);
            int on_comune = comune >= 0 ? CAS_COMUNE (w, comune, CAS_M_ASSETS + a) : 0;
            if (n + on_comune > most)
              most = n + on_comune, best = (int) ws.items->len;
            if (n > 0)
              {
                g_ptr_array_add (ws.items, g_strdup (cas_game_asset_id (c->game, a)));
                g_ptr_array_add (ws.actions, g_strdup_printf ("assets %s %s -1", lord->id, cas_game_asset_id (c->game, a)));
              }
            if (on_comune > 0) /* mats: the same type on his Comune mat, its own item */
              {
                g_ptr_array_add (ws.items, g_strdup_printf (_("%s on the %s mat"), cas_game_asset_id (c->game, a),
                                                            cas_game_get_comune (c->game, comune)->name));
                g_ptr_array_add (ws.actions,
                                 g_strdup_printf ("comune %s assets %s -1", lord->id, cas_game_asset_id (c->game, a)));
              }
          }
        for (guint k = 0; k < cas_game_get_n_cards (c->game); k++)
          if (CAS_CARD (w, k, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (w, k, CAS_K_LORD) == (int) l)
            {
              const char *card = cas_game_get_card (c->game, (int) k)->id;
              g_ptr_array_add (ws.items, g_strdup (card));
              g_ptr_array_add (ws.actions, g_strdup_printf ("discard %s", card));
            }
        /* Default: one of his most numerous Asset (the first such in the order prov, coin,
         * loot, cart, sled, boat, ship); with no Asset, his last This Lord card. */
        ws.default_item = best >= 0 ? best : (int) ws.items->len - 1;

        GString *items = g_string_new (NULL);
        for (guint i = 0; i < ws.items->len; i++)
          g_string_append_printf (items, "%s%s", i ? ", " : "", (char *) ws.items->pdata[i]);
        g_autofree char *items_text = g_string_free (items, FALSE);
        g_autofree char *cite = section (c->game, SECTION_WASTE, "");
        cas_explain_add (c->ex, cite, _("%s has %s: Wastage. The %s discard one item of their choice from his mat: any one of %s"),
                         lord->name, why_text, cas_rules_side_name (w, side), items_text);
        if (comune >= 0 && !cas_table_comune_mat_empty (w, comune)) /* mats (issue 17) */
          {
            g_autofree char *cite_comune = section (c->game, SECTION_WASTE, ",1.5.1");
            cas_explain_add (c->ex, cite_comune,
                             _("%s and his %s are one Lord for Waste: the Assets of both mats are counted together and the "
                               "one item may come from either mat"),
                             lord->name, cas_game_get_comune (c->game, comune)->name);
          }
        cas_explain_add (c->ex, cite, _("Castellan’s default for %s is one %s (one of what he has most of); the players may pick another item"),
                         lord->name, (char *) ws.items->pdata[ws.default_item]);
        g_free (propose (c, "%s", (char *) ws.actions->pdata[ws.default_item]));
        g_array_append_val (r->wastage, ws);
        any = TRUE;
      }
  g_autofree char *none_cite = section (c->game, SECTION_WASTE, "");
  if (!any)
    cas_explain_add (c->ex, none_cite, _("No Lord on the map has more than one of an Asset or more than one This Lord card: no Wastage"));
}

/* ------------------------------------------------------------------------ */
/* 4.9.5 Reset. */

static void
reset (CasEndCampaign *r, Ctx *c, const CasTable *start)
{
  CasTable *w = c->work;
  CasGame *game = c->game;
  guint n_lords = cas_game_get_n_lords (game);
  int next = r->box + 1;
  const CasLcRules *rules = cas_lc_rules (game);
  g_autofree char *unstack_cite = section (game, SECTION_RESET, ",4.1.3");
  g_autofree char *event_cite = section (game, SECTION_RESET, ",3.1.3");
  g_autofree char *discard_cite = section (game, SECTION_RESET, ",3.1.4");
  g_autofree char *box_cite = section (game, SECTION_RESET, ",2.2.2");

  /* ransom: the game's own Reset lines first (Inferno 4.9.6: Treachery cards set aside). */
  if (rules && rules->end_campaign_steps && rules->end_campaign_steps->reset_notes)
    rules->end_campaign_steps->reset_notes (w, c->ex);
  /* treachery (issue 17): the game's own Reset steps (Inferno 4.9.6: the Treachery cards
   * of the Plans set aside), before the Plans are cleared below. */
  if (rules && rules->end_campaign_steps && rules->end_campaign_steps->reset_steps)
    {
      ResetCtx rc = { r, c };
      rules->end_campaign_steps->reset_steps (w, reset_step, &rc, c->ex);
    }

  /* Lieutenants: the action names the upper Lord and frees his Lower Lord. */
  for (guint l = 0; l < n_lords; l++)
    {
      int upper = CAS_LORD (w, l, CAS_L_LIEUTENANT);
      if (upper < 0)
        continue;
      cas_explain_add (c->ex, unstack_cite, _("%s stops being Lieutenant over %s"), cas_rules_lord_name (w, upper),
                       cas_rules_lord_name (w, (int) l));
      add_reset (r, "unstack", propose (c, "lieutenant %s none", cas_game_get_lord (game, upper)->id));
    }

  /* inf-cmd: only a game whose units include Serfs in their slot (Inferno's slot 7 is
   * Villici, which stay). */
  gboolean has_serfs = cas_game_find_unit (game, "serfs") == CAS_FORCE_SERFS;
  for (guint l = 0; l < n_lords && has_serfs; l++)
    {
      const char *id = cas_game_get_lord (game, (int) l)->id;
      int serfs = CAS_LORD (w, l, CAS_L_FORCES + CAS_FORCE_SERFS), routed = CAS_LORD (w, l, CAS_L_ROUTED + CAS_FORCE_SERFS);
      if (!cas_table_lord_on_map (w, (int) l) || serfs + routed == 0)
        continue;
      const CasLcEndCampaign *ec = cas_lc_rules (game) ? cas_lc_rules (game)->end_campaign_seasons : NULL;
      if (ec)
        ec->serfs_back (cas_rules_lord_name (w, (int) l), serfs + routed, c->ex);
      else
        cas_explain_add (c->ex, "4.9.5", _("%s’s %d Serfs go back to their card (Besieged or not)"), cas_rules_lord_name (w, (int) l),
                         serfs + routed);
      if (serfs)
        add_reset (r, "serfs", propose (c, "forces %s serfs 0", id));
      if (routed)
        add_reset (r, "serfs", propose (c, "routed %s serfs 0", id));
    }

  for (guint k = 0; k < cas_game_get_n_cards (game); k++)
    if (CAS_CARD (w, k, CAS_K_STATE) == CAS_CARD_THIS_CAMPAIGN)
      {
        const CasCard *card = cas_game_get_card (game, (int) k);
        cas_explain_add (c->ex, event_cite, _("The This Campaign Event %s (%s) goes back to its deck"), card->event_name, card->id);
        add_reset (r, "this_campaign", propose (c, "card %s deck", card->id));
      }
  cas_explain_add (c->ex, discard_cite, _("The %s, then the %s, may also discard any Arts of War cards they wish to their decks (their choice; nothing proposed)"),
                   cas_rules_side_text (w, 0), cas_rules_side_text (w, 1));

  /* The Plan stacks are used up; clearing them keeps the next Levy's table clean. A
   * Plan with cards still face down is said so: the Campaign is not over yet (4.2, 4.9),
   * though the players may end it as their table did. */
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      gboolean recorded = FALSE;
      int down = cas_endcampaign_face_down (w, side);
      for (int k = 0; k < CAS_MAX_PLAN; k++)
        recorded |= CAS_GLOBAL (w, CAS_G_PLAN_0 + side * CAS_MAX_PLAN + k) != CAS_PLAN_EMPTY;
      if (!recorded)
        continue;
      if (down > 0)
        cas_explain_add (c->ex, "4.2,4.9",
                         g_dngettext (GETTEXT_PACKAGE,
                                      "The Plan of the %s still has %d card face down: the Campaign ends only when both Plans are revealed",
                                      "The Plan of the %s still has %d cards face down: the Campaign ends only when both Plans are revealed",
                                      down),
                         cas_rules_side_name (w, side), down);
      else
        cas_explain_add (c->ex, "4.9", _("The Plan of the %s is used up"), cas_rules_side_name (w, side));
      add_reset (r, "plan", propose (c, "plan %s none", cas_game_get_side_id (game, side)));
    }

  cas_explain_add (c->ex, box_cite, _("The Campaign marker moves to box %d and turns to its Levy side"), next);
  add_reset (r, "box", propose (c, "box %d", next));
  add_reset (r, "phase", propose (c, "phase levy"));

  /* The game's own Reset steps (Nevsky: Crusade discarded in the first Late Winter box). */
  if (rules && rules->end_campaign)
    {
      ResetCtx rc = { r, c };
      rules->end_campaign (w, r->box, next, reset_step, &rc, c->ex);
    }

  /* 1.6: a Lord left with no Forces (his Serfs or Crusaders gone) Disbands. */
  for (guint l = 0; l < n_lords; l++)
    if (cas_table_lord_on_map (w, (int) l) && units_on_mat (w, (int) l) == 0 && units_on_mat (start, (int) l) > 0)
      {
        cas_explain_add (c->ex, "1.6,3.3.2", _("%s is left with no Forces on his mat and Disbands"), cas_rules_lord_name (w, (int) l));
        add_reset (r, "disband", propose (c, "disband %s", cas_game_get_lord (game, (int) l)->id));
      }
}

/* ------------------------------------------------------------------------ */

static void
copy_lines (CasExplain *to, const CasExplain *from)
{
  for (guint i = 0; i < cas_explain_get_n_lines (from); i++)
    {
      const CasExplainLine *line = cas_explain_get_line (from, i);
      g_autofree char *rules = g_strjoinv (",", line->rules);
      cas_explain_add (to, rules, "%s", line->text);
    }
}

int
cas_endcampaign_face_down (const CasTable *t, int side)
{
  int cards = 0;
  g_return_val_if_fail (t != NULL && side >= 0 && side < CAS_N_SIDES, 0);
  for (int k = 0; k < CAS_MAX_PLAN; k++)
    cards += CAS_GLOBAL (t, CAS_G_PLAN_0 + side * CAS_MAX_PLAN + k) != CAS_PLAN_EMPTY;
  return MAX (0, cards - CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0 + side));
}

gboolean
cas_endcampaign_plans_used_up (const CasTable *t)
{
  for (int side = 0; side < CAS_N_SIDES; side++)
    if (cas_endcampaign_face_down (t, side) > 0)
      return FALSE;
  return TRUE;
}

CasEndCampaign *
cas_endcampaign_compute (const CasTable *t, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasScenario *s = cas_game_get_scenario (game, CAS_GLOBAL (t, CAS_G_SCENARIO));
  g_autoptr(CasTable) work = cas_table_copy (t);
  CasEndCampaign *r = g_new0 (CasEndCampaign, 1);
  Ctx c = { game, work, ex };

  g_return_val_if_fail (ex != NULL, NULL);
  r->box = CAS_GLOBAL (t, CAS_G_BOX);
  r->grow = g_array_new (FALSE, TRUE, sizeof (CasGrowStep));
  g_array_set_clear_func (r->grow, clear_grow);
  r->plow_and_reap = g_array_new (FALSE, TRUE, sizeof (CasPlowReap));
  r->wastage = g_array_new (FALSE, TRUE, sizeof (CasWastage));
  g_array_set_clear_func (r->wastage, clear_wastage);
  r->reset = g_array_new (FALSE, TRUE, sizeof (CasResetStep));
  g_array_set_clear_func (r->reset, clear_reset);
  r->grow_box = cas_lc_rules (game) && cas_lc_rules (game)->end_campaign_seasons &&
                ends_season (game, r->box, cas_lc_rules (game)->end_campaign_seasons->grow_season);
  /* inf-cmd: a game whose Grow boxes are its calendar's (Inferno 4.9.1). */
  const CasLcEndCampaignSteps *steps = cas_lc_rules (game) ? cas_lc_rules (game)->end_campaign_steps : NULL;
  if (steps && steps->grows)
    r->grow_box = steps->grows (t, r->box, ex);

  if (CAS_GLOBAL (t, CAS_G_PHASE) != CAS_PHASE_CAMPAIGN)
    cas_explain_add (ex, "4.0,4.9", _("The table is in the Levy of box %d; End of Campaign comes after this box’s Campaign. Worked out as if that Campaign had just ended"),
                     r->box);

  grow (r, &c);

  /* ransom (issue 17): Ransom and Languish (Inferno 4.9.2), before the Game End check. */
  if (steps && steps->captives)
    {
      r->captives = g_array_new (FALSE, TRUE, sizeof (CasLcCaptives));
      steps->captives (work, r->captives, propose_step, &c, ex);
    }

  g_autofree char *end_cite = section (game, SECTION_GAME_END, ",5.3");
  g_autofree char *on_cite = section (game, SECTION_GAME_END, "");
  /* victory (issue 17): the last box as the game's table has it (Inferno 6.0: the box
   * before the End marker; rules-decisions I82). */
  int last_box;
  gboolean ended_before;
  g_autoptr(CasExplain) scratch = cas_explain_new ();
  cas_victory_last_box (t, &last_box, &ended_before, scratch);
  r->game_end = s != NULL && r->box >= last_box;
  if (r->game_end)
    {
      g_autoptr(CasExplain) vex = cas_explain_new ();
      r->victory = cas_victory_compute (work, vex);
      cas_explain_add (ex, end_cite, _("Box %d is the last of %s: the game ends now, after Grow, and Victory decides"), r->box, cas_game_text (s->name));
      copy_lines (ex, vex);
      return r;
    }
  if (s)
    cas_explain_add (ex, on_cite, _("Box %d is not the last of %s (box %d): play goes on"), r->box, cas_game_text (s->name), last_box);

  /* inf-cmd: Repair (Inferno 4.9.4), after the Game End check. */
  if (steps && steps->repair)
    {
      ResetCtx rc = { r, &c };
      steps->repair (work, reset_step, &rc, ex);
    }
  plow_and_reap (r, &c);
  wastage (r, &c);
  reset (r, &c, t);
  return r;
}
