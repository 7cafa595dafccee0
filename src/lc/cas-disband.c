/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-disband.c: the Disband check of the Levy (3.3) and of Feed/Pay/Disband (4.8.2):
 * Lords beyond or at their Service limit, Lords without Forces (1.6), and Vassals under
 * the advanced Vassal Service rule (3.4.2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-disband.h"

#include "cas-lc-rules.h"

void
cas_disband_result_free (CasDisbandResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->lords);
  g_array_unref (result->vassals);
  g_free (result);
}

const CasDisbandLord *
cas_disband_result_find (const CasDisbandResult *result, int lord)
{
  for (guint i = 0; i < result->lords->len; i++)
    if (g_array_index (result->lords, CasDisbandLord, i).lord == lord)
      return &g_array_index (result->lords, CasDisbandLord, i);
  return NULL;
}

const char *
cas_disband_verdict_id (CasDisbandVerdict verdict)
{
  static const char *const ids[] = { "stays", "disbands", "removed" };
  return ids[verdict];
}

const char *
cas_disband_vassal_verdict_id (CasDisbandVassalVerdict verdict)
{
  static const char *const ids[] = { "stays", "unready", "removed", "leaves" };
  return ids[verdict];
}

static char *
box_words (int box, int n_boxes)
{
  if (box <= 0)
    return g_strdup (_("just off the left edge of the Calendar"));
  if (box > n_boxes)
    return g_strdup (_("just off the right edge of the Calendar"));
  return g_strdup_printf (_("box %d"), box);
}

static int
all_units (const CasTable *t, int lord)
{
  int n = 0;
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    n += CAS_LORD (t, lord, CAS_L_FORCES + f) + CAS_LORD (t, lord, CAS_L_ROUTED + f);
  return n;
}

/* 3.3.2: Service-rating boxes right of the current box in Levy, of the next in Campaign. */
static int
cylinder_box (const CasTable *t, int lord, CasExplain *ex)
{
  CasGame *game = t->game;
  int n_boxes = (int) cas_game_get_n_boxes (game);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  gboolean campaign = CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN;
  int rating = cas_game_get_lord (game, lord)->service;
  int from = box + (campaign ? 1 : 0);
  int to = MIN (from + rating, n_boxes + 1);
  g_autofree char *where = box_words (to, n_boxes);

  if (campaign)
    cas_explain_add (ex, to > n_boxes ? "3.3.2,4.8.2,2.2.3" : "3.3.2,4.8.2",
                     _("On Campaign the count starts from the next box: %s's cylinder goes %d boxes (the Service rating) right of box %d, to %s"),
                     cas_rules_lord_name (t, lord), rating, from, where);
  else
    cas_explain_add (ex, to > n_boxes ? "3.3.2,2.2.3" : "3.3.2", _("In the Levy %s's cylinder goes %d boxes (the Service rating) right of the current box %d, to %s"),
                     cas_rules_lord_name (t, lord), rating, box, where);
  return to;
}

/* 4.3.5: Siege markers go when every Besieging Lord has left. */
void
cas_disband_lift_sieges (const CasTable *t, const gboolean *leaves, CasExplain *ex)
{
  CasGame *game = t->game;
  int n_lords = (int) cas_game_get_n_lords (game);

  for (int loc = 0; loc < (int) cas_game_get_n_locales (game); loc++)
    {
      if (CAS_LOCALE (t, loc, CAS_C_SIEGE) == 0)
        continue;
      int besieger = 1 - cas_rules_holder (t, loc);
      int before = 0, after = 0;
      for (int l = 0; l < n_lords; l++)
        if (cas_rules_lord_locale (t, l) == loc && cas_rules_lord_side (t, l) == besieger)
          before++, after += !leaves[l];
      if (before > 0 && after == 0)
        {
          cas_explain_add (ex, "4.3.5", _("No Besieging Lord is left at %s, so its Siege markers come off"), cas_rules_locale_name (t, loc));
          cas_explain_propose (ex, "marker %s siege 0", cas_game_get_locale (game, loc)->id);
        }
    }
}

CasDisbandResult *
cas_disband_compute (const CasTable *t, CasExplain *ex)
{
  /* The explanation is optional for callers who only want the numbers. */
  g_autoptr(CasExplain) scratch = ex ? NULL : cas_explain_new ();
  ex = ex ? ex : scratch;
  CasGame *game = t->game;
  int n_boxes = (int) cas_game_get_n_boxes (game);
  int n_lords = (int) cas_game_get_n_lords (game);
  int box = CAS_GLOBAL (t, CAS_G_BOX);
  gboolean campaign = CAS_GLOBAL (t, CAS_G_PHASE) == CAS_PHASE_CAMPAIGN;
  gboolean vassal_service = CAS_GLOBAL (t, CAS_G_OPT_VASSAL_SERVICE) != 0;
  const CasLcRules *rules = cas_lc_rules (game);
  CasDisbandResult *r = g_new0 (CasDisbandResult, 1);
  g_autofree gboolean *leaves = g_new0 (gboolean, (gsize) n_lords);

  r->lords = g_array_new (FALSE, TRUE, sizeof (CasDisbandLord));
  r->vassals = g_array_new (FALSE, TRUE, sizeof (CasDisbandVassal));

  cas_explain_add (ex, campaign ? "4.8.2,3.3,2.2.4" : "3.3,2.2.4",
                   campaign ? _("Disband check after Pay, %s then %s, against the Campaign marker in box %d: a Service marker left of it removes the Lord, one in it Disbands him")
                            : _("Disband check, %s then %s, against the Levy marker in box %d: a Service marker left of it removes the Lord, one in it Disbands him"),
                   cas_rules_side_text (t, 0), cas_rules_side_text (t, 1), box);

  for (int side = 0; side < CAS_N_SIDES; side++)
    for (int l = 0; l < n_lords; l++)
      {
        if (!cas_table_lord_on_map (t, l) || cas_rules_lord_side (t, l) != side)
          continue;
        const CasLord *lord = cas_game_get_lord (game, l);
        const char *name = lord->name;
        CasDisbandLord dl = { .lord = l, .service = CAS_LORD (t, l, CAS_L_SERVICE), .cylinder_box = -1 };
        guint first_vassal = r->vassals->len;
        int units = all_units (t, l);
        int forces_left[CAS_MAX_FORCES];

        if (dl.service < box && rules && rules->beyond_service_disbands && rules->beyond_service_disbands (t, l, ex))
          dl.verdict = CAS_DISBAND_DISBANDS; /* inf-march: Inferno's Podestà (3.3.1) */
        else if (dl.service < box)
          {
            dl.verdict = CAS_DISBAND_REMOVED;
            if (dl.service <= 0)
              cas_explain_add (ex, "3.3.1,2.2.3", _("%s's Service marker is just off the left edge of the Calendar, which counts as left of box 1: beyond the Service limit, the Lord leaves the game for good"),
                               name);
            else
              cas_explain_add (ex, "3.3.1", _("%s's Service marker is in box %d, left of box %d: beyond the Service limit, the Lord leaves the game for good"),
                               name, dl.service, box);
          }
        else if (dl.service == box)
          {
            dl.verdict = CAS_DISBAND_DISBANDS;
            cas_explain_add (ex, "3.3.2", _("%s's Service marker is in the current box %d: at the Service limit, the Lord Disbands"), name, box);
          }
        else if (units == 0)
          {
            dl.verdict = CAS_DISBAND_DISBANDS;
            dl.no_forces = TRUE;
            cas_explain_add (ex, "1.6,3.3.2,4.4.4", _("%s has no Forces on the mat: the Lord Disbands as if at the Service limit (had the Forces all been lost in Battle or Storm, the Lord would instead be removed, 4.4.4)"),
                             name);
          }
        else
          {
            g_autofree char *where = box_words (dl.service, n_boxes);
            dl.verdict = CAS_DISBAND_STAYS;
            cas_explain_add (ex, "3.3", _("%s's Service marker is in %s, right of box %d: the Lord stays"), name, where, box);
          }

        /* 3.4.2 advanced rule: each Mustered Vassal's marker on the Calendar. */
        for (int f = 0; f < CAS_MAX_FORCES; f++)
          forces_left[f] = CAS_LORD (t, l, CAS_L_FORCES + f);
        for (int v = 0; vassal_service && v < lord->n_vassals; v++)
          {
            int vb = CAS_LORD (t, l, CAS_L_VASSAL_BOX + v);
            if (CAS_LORD (t, l, CAS_L_VASSAL + v) != CAS_VASSAL_MUSTERED || vb < 0)
              continue;
            const CasVassal *vassal = cas_game_get_vassal (game, lord->vassals[v]);
            CasDisbandVassal dv = { l, v, lord->vassals[v], vb, CAS_DISBAND_VASSAL_STAYS };
            if (vb < box)
              dv.verdict = CAS_DISBAND_VASSAL_REMOVED;
            else if (vb == box && dl.verdict == CAS_DISBAND_STAYS)
              dv.verdict = CAS_DISBAND_VASSAL_UNREADY;
            if (dl.verdict == CAS_DISBAND_REMOVED || (dl.verdict != CAS_DISBAND_STAYS && dv.verdict != CAS_DISBAND_VASSAL_REMOVED))
              dv.verdict = CAS_DISBAND_VASSAL_LEAVES;
            g_autofree char *where = box_words (vb, n_boxes);
            switch (dv.verdict)
              {
              case CAS_DISBAND_VASSAL_REMOVED:
                cas_explain_add (ex, "3.4.2", _("Advanced Vassal Service: %s (Vassal of %s) has its marker in %s, left of box %d: it is removed from play"),
                                 vassal->name, name, where, box);
                if (dl.verdict != CAS_DISBAND_STAYS)
                  cas_explain_add (ex, "3.4.2,3.3.2", _("Castellan's reading: a Vassal beyond its limit is removed for good even when its Lord leaves the map in the same check"));
                break;
              case CAS_DISBAND_VASSAL_UNREADY:
                cas_explain_add (ex, "3.4.2", _("Advanced Vassal Service: %s (Vassal of %s) has its marker in the current box: it goes back to the Lord's mat, Unready, and its Forces leave"),
                                 vassal->name, name);
                break;
              case CAS_DISBAND_VASSAL_LEAVES:
              case CAS_DISBAND_VASSAL_STAYS:
              default:
                break;
              }
            if (dv.verdict == CAS_DISBAND_VASSAL_REMOVED || dv.verdict == CAS_DISBAND_VASSAL_UNREADY)
              for (int f = 0; f < CAS_MAX_FORCES; f++)
                forces_left[f] = MAX (0, forces_left[f] - vassal->forces[f]);
            g_array_append_val (r->vassals, dv);
          }
        if (dl.verdict == CAS_DISBAND_STAYS && r->vassals->len > first_vassal)
          {
            int left = 0;
            for (int f = 0; f < CAS_MAX_FORCES; f++)
              left += forces_left[f] + CAS_LORD (t, l, CAS_L_ROUTED + f);
            if (left == 0)
              {
                dl.verdict = CAS_DISBAND_DISBANDS;
                dl.no_forces = TRUE;
                cas_explain_add (ex, "3.4.2,1.6", _("With those Vassals' Forces gone %s would have no Forces left: the Lord Disbands"), name);
                for (guint i = first_vassal; i < r->vassals->len; i++)
                  {
                    CasDisbandVassal *dv = &g_array_index (r->vassals, CasDisbandVassal, i);
                    if (dv->verdict != CAS_DISBAND_VASSAL_REMOVED && dv->verdict != CAS_DISBAND_VASSAL_UNREADY)
                      dv->verdict = CAS_DISBAND_VASSAL_LEAVES;
                  }
              }
          }

        /* Actions: the Vassals first (their Forces leave), then the Lord. */
        for (guint i = first_vassal; i < r->vassals->len; i++)
          {
            const CasDisbandVassal *dv = &g_array_index (r->vassals, CasDisbandVassal, i);
            const char *vid = cas_game_get_vassal (game, dv->vassal)->id;
            if (dv->verdict == CAS_DISBAND_VASSAL_REMOVED)
              cas_explain_propose (ex, "vassal %s %s removed", lord->id, vid);
            else if (dv->verdict == CAS_DISBAND_VASSAL_UNREADY)
              cas_explain_propose (ex, "vassal %s %s unready", lord->id, vid);
          }
        if (dl.verdict == CAS_DISBAND_DISBANDS)
          {
            if (cas_rules_besieged (t, l))
              cas_explain_add (ex, "3.3.2,4.3.5", _("%s is Besieged, and Besieged Lords Disband normally"), name);
            dl.cylinder_box = cylinder_box (t, l, ex);
            if (rules && rules->lord_removed)
              rules->lord_removed (t, l, ex);
            cas_explain_propose (ex, "disband %s", lord->id);
            leaves[l] = TRUE;
          }
        else if (dl.verdict == CAS_DISBAND_REMOVED)
          {
            if (rules && rules->lord_removed)
              rules->lord_removed (t, l, ex);
            cas_explain_propose (ex, "remove %s", lord->id);
            leaves[l] = TRUE;
          }
        else if (campaign && CAS_LORD (t, l, CAS_L_MOVED))
          cas_explain_propose (ex, "moved %s no", lord->id);
        g_array_append_val (r->lords, dl);
      }

  /* Consequences of the departures. */
  gboolean any_leaves = FALSE;
  for (int l = 0; l < n_lords; l++)
    any_leaves |= leaves[l];
  if (any_leaves)
    {
      if (rules && rules->departures)
        rules->departures (t, leaves, ex);
      else
        cas_disband_lift_sieges (t, leaves, ex);
    }
  if (campaign)
    cas_explain_add (ex, "4.8.3", _("Then the Moved/Fought markers come off every Lord (Castellan's Feed already removes those of the Lords who fed)"));
  if (!any_leaves)
    cas_explain_add (ex, "3.3", _("Nobody Disbands or is removed now"));
  return r;
}
