/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-annex.c (issue 18, rus-rel): the Diplomacy Lead's bonus [DIPLO p.7]: annexing a
 * neutral area next to its land [ANNEX p.7], or, with a Christian religion, Missionaries
 * converting a settlement-free area of another player's Kingdom [MISSION p.7]. Adjacency
 * comes from the map file the table fills in; where it is not entered the answer is "not
 * entered: the players judge", never a guess. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus-map.h"
#include "cas-rus-private.h"

/* The reasons one area may not be taken, and the facts not entered. */
typedef struct {
  GString *blocked;
  GString *unknown;
} Why;

static void
add (GString *list, const char *text)
{
  g_string_append_printf (list, "%s%s", list->len ? "; " : "", text);
}

/* One area for `kingdom`: its kind, whether it is allowed (YES), not (NO) or hangs on a
 * fact not entered (UNKNOWN), with the reasons in `why`. */
static CasRusKnown
judge (const CasRusState *s, const CasRusMap *map, int kingdom, int area, const CasRusAnnex *o, int *kind, Why *why)
{
  const CasRusArea *ar = &s->areas[area];
  int owner = ar->owner;
  int from = -1;
  CasRusKnown adj = rus_land_adjacent (s, map, kingdom, area, &from);

  *kind = owner < 0 || cas_rus_kingdom_player (s, owner) < 0 ? CAS_RUS_ANNEX_NEUTRAL : CAS_RUS_ANNEX_MISSION;
  if (!o->lead)
    add (why->blocked, _("only the Diplomacy Lead may"));
  if (adj == CAS_RUS_NO)
    add (why->blocked, _("not adjacent to its land"));
  else if (adj == CAS_RUS_UNKNOWN)
    add (why->unknown, _("whether it borders its land"));
  if (*kind == CAS_RUS_ANNEX_NEUTRAL)
    {
      if (owner >= 0)
        {
          CasRusKingdomCard card;
          cas_rus_kingdom_card (owner, &s->settings, &card);
          if (card.capital == area)
            {
              /* TRANSLATORS: why an area may not be annexed: "the Khazars' capital" */
              g_autofree char *w = g_strdup_printf (_("the capital of the %s, a Neutral Kingdom"), cas_rus_kingdom_name (owner));
              add (why->blocked, w);
            }
          else if (card.capital < 0)
            {
              g_autofree char *w = g_strdup_printf (_("whether it is the capital of the %s (bold on its card, in no source)"),
                                                    cas_rus_kingdom_name (owner));
              add (why->unknown, w);
            }
        }
      if (o->pieces_free < 1)
        add (why->blocked, _("no army left in its stock"));
    }
  else
    {
      if (!o->christian)
        add (why->blocked, _("it holds no Christian religion"));
      if (ar->settlement != CAS_RUS_NO_SETTLEMENT)
        add (why->blocked, _("a settlement stands there"));
    }
  if (why->blocked->len)
    return CAS_RUS_NO;
  return why->unknown->len ? CAS_RUS_UNKNOWN : CAS_RUS_YES;
}

static void
propose (const CasRusState *s, int kingdom, int area, int kind, CasExplain *ex)
{
  const CasRusArea *ar = &s->areas[area];
  g_autofree char *id = cas_rus_area_id (area);
  const char *k = cas_rus_kingdom_id (kingdom);

  if (kind == CAS_RUS_ANNEX_MISSION)
    {
      /* all the armies there change colour with the area [MISSION p.7] */
      cas_explain_propose (ex, "owner %s %s", id, k);
      return;
    }
  /* the Neutral armies go, one army of its stock comes [ANNEX p.7] */
  if (ar->owner >= 0 && ar->armies > 0)
    cas_explain_propose (ex, "armies %s %s 0", id, cas_rus_kingdom_id (ar->owner));
  cas_explain_propose (ex, "armies %s %s 1", id, k);
}

void
cas_rus_annex (const CasRusState *s, const CasRusMap *map, int kingdom, int area, CasRusAnnex *out, CasExplain *ex)
{
  CasRusCountermix mix;
  const CasRusKingdom *kd;
  g_autoptr(GString) unknown_adj = g_string_new (NULL);

  memset (out, 0, sizeof *out);
  out->area = area;
  if (kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    return;
  kd = &s->kingdoms[kingdom];
  out->lead = kingdom == rus_lead_kingdom (s, CAS_RUS_DIPLOMACY);
  out->christian = kd->religion != CAS_RUS_RELIGION_NONE;
  cas_rus_countermix (s, kingdom, &mix, NULL);
  out->pieces_free = mix.free;
  if (ex)
    {
      cas_explain_add (ex, "DIPLO p.7,ANNEX p.7", out->lead
                       ? _("Diplomacy Lead: at the start of the round it may annex one neutral area next to its land, or instead use Missionaries")
                       : _("Not the Diplomacy Lead: annexing and Missionaries are the Lead's bonus only"));
      if (s->round != CAS_RUS_DIPLOMACY + 1)
        cas_explain_add (ex, "DIPLO p.7", _("This is not the Diplomacy round: the bonus comes at its start"));
      if (out->lead)
        cas_explain_add (ex, "MISSION p.7", out->christian
                         ? _("It holds a Christian religion: Missionaries may convert a settlement-free area of another player's Kingdom instead, an ally's too (not a hostile act)")
                         : _("It holds no Christian religion: no Missionaries"));
    }
  if (area >= 0 && area < s->n_areas && s->areas[area].owner == kingdom && ex)
    {
      g_autofree char *l = rus_area_label (map, area);
      cas_explain_add (ex, "ANNEX p.7", _("%s is its land already"), l);
    }
  for (int a = 0; a < s->n_areas; a++)
    {
      int kind, i;
      CasRusKnown verdict;
      Why why;
      g_autofree char *name = NULL;
      if ((area >= 0 && a != area) || s->areas[a].owner == kingdom)
        continue;
      if (area < 0 && rus_land_adjacent (s, map, kingdom, a, NULL) != CAS_RUS_YES)
        {
          /* listed only when known to border its land; the others named once */
          if (rus_land_adjacent (s, map, kingdom, a, NULL) == CAS_RUS_UNKNOWN)
            {
              g_autofree char *l = rus_area_label (map, a);
              out->n_unknown++;
              g_string_append_printf (unknown_adj, "%s%s", unknown_adj->len ? ", " : "", l);
            }
          continue;
        }
      why.blocked = g_string_new (NULL);
      why.unknown = g_string_new (NULL);
      verdict = judge (s, map, kingdom, a, out, &kind, &why);
      i = out->n_areas++;
      out->areas[i] = a;
      out->kind[i] = kind;
      out->allowed[i] = verdict;
      out->n_annex += verdict == CAS_RUS_YES && kind == CAS_RUS_ANNEX_NEUTRAL;
      out->n_mission += verdict == CAS_RUS_YES && kind == CAS_RUS_ANNEX_MISSION;
      name = rus_area_label (map, a);
      if (ex)
        {
          const char *cite = kind == CAS_RUS_ANNEX_NEUTRAL ? "ANNEX p.7" : "MISSION p.7";
          const char *whose = s->areas[a].owner >= 0 ? cas_rus_kingdom_name (s->areas[a].owner) : _("nobody's");
          if (verdict == CAS_RUS_YES)
            cas_explain_add (ex, cite, kind == CAS_RUS_ANNEX_NEUTRAL ? _("%s (%s): may be annexed")
                                                                       : _("%s (%s): Missionaries may convert it"),
                             name, whose);
          else if (verdict == CAS_RUS_NO)
            cas_explain_add (ex, cite, kind == CAS_RUS_ANNEX_NEUTRAL ? _("%s (%s): may not be annexed: %s")
                                                                       : _("%s (%s): Missionaries may not convert it: %s"),
                             name, whose, why.blocked->str);
          else
            cas_explain_add (ex, cite, _("%s (%s): not entered: %s; the players judge"), name, whose, why.unknown->str);
          if (verdict != CAS_RUS_NO && kind == CAS_RUS_ANNEX_MISSION && s->areas[a].owner >= 0 && kd->allies[s->areas[a].owner])
            cas_explain_add (ex, "MISSION p.7,ALLY p.7", _("%s is an ally's: converting it is allowed and not a hostile act"), name);
        }
      if (area >= 0 && ex && verdict == CAS_RUS_YES)
        propose (s, kingdom, a, kind, ex);
      g_string_free (why.blocked, TRUE);
      g_string_free (why.unknown, TRUE);
    }
  if (ex && out->n_unknown > 0)
    cas_explain_add (ex, "ANNEX p.7", _("Not entered yet whether these areas border %s's land: %s; the players judge, and the map records their answer"),
                     cas_rus_kingdom_name (kingdom), unknown_adj->str);
}
