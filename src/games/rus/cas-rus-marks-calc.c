/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-marks-calc.c: the board's marks where the calculators use them (issue 18): the
 * border link behind a Kingdom's bordering VP in the VP ledger [VP p.17], and the areas
 * that rebel to an Emerging Kingdom at its first emergence in a Kingdom switch
 * [SWITCH p.5 step 2; BOARD p.3]. The marks come from the map file the table fills in
 * (cas_rus_map_marks ()); what it does not say is named "not entered", never guessed. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-rus-map.h"

static char *
label (const CasRusMap *map, int area)
{
  const char *name = cas_rus_map_name (map, area);
  return name ? g_strdup (name) : cas_rus_area_id (area);
}

static void
append (GString *list, const char *item)
{
  g_string_append_printf (list, "%s%s", list->len ? ", " : "", item);
}

CasRusKnown
cas_rus_border_link (const CasRusState *s, const CasRusMap *map, int kingdom, CasExplain *ex)
{
  g_autoptr(GString) yes = g_string_new (NULL);
  g_autoptr(GString) unknown = g_string_new (NULL);
  const char *name;
  gboolean holds = FALSE;
  CasRusMarks m;

  if (kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    return CAS_RUS_NO;
  for (int a = 0; a < s->n_areas && !holds; a++)
    holds = s->areas[a].owner == kingdom;
  if (!holds)
    return CAS_RUS_NO;
  name = cas_rus_kingdom_name (kingdom);
  cas_rus_map_marks (s, map, kingdom, &m, NULL);
  for (int p = 0; p < CAS_RUS_N_POWERS; p++)
    if (m.borders[p] == CAS_RUS_YES)
      {
        g_autofree char *where = label (map, m.border_area[p]);
        /* TRANSLATORS: a Foreign Power and the area that borders it: "Europe (crimea)" */
        g_autofree char *item = g_strdup_printf (_("%s (%s)"), cas_rus_power_name (p), where);
        append (yes, item);
      }
    else if (m.borders[p] == CAS_RUS_UNKNOWN)
      append (unknown, cas_rus_power_name (p));
  if (ex && yes->len)
    cas_explain_add (ex, "VP p.17", _("On the map %s borders %s through its own land: the bordering objectives of its Kingdom card for these may count"),
                     name, yes->str);
  if (ex && unknown->len)
    cas_explain_add (ex, "VP p.17", _("Whether %s borders these Foreign Powers is not entered on the map (the original borders of its areas): %s"),
                     name, unknown->str);
  if (yes->len)
    return CAS_RUS_YES;
  if (unknown->len)
    return CAS_RUS_UNKNOWN;
  if (ex && s->kingdoms[kingdom].border_vp > 0)
    cas_explain_add (ex, "VP p.17", _("%s has %d bordering VP entered, but on the map it borders no Foreign Power: they are lost with the link"),
                     name, s->kingdoms[kingdom].border_vp);
  else if (ex)
    cas_explain_add (ex, "VP p.17", _("On the map %s borders no Foreign Power"), name);
  return CAS_RUS_NO;
}

void
cas_rus_switch_map (const CasRusState *s, const CasRusMap *map, int player, int kingdom, CasRusSwitch *out,
                    CasExplain *ex)
{
  CasRusState after;
  CasRusMarks m;
  gboolean holds = FALSE, first;
  int n_rebels = 0, rebels[CAS_RUS_MAX_AREAS], from[CAS_RUS_MAX_AREAS];
  const char *initial = cas_rus_map_initial (kingdom);

  if (map == NULL || initial == NULL)
    {
      cas_rus_switch (s, player, kingdom, out, ex);
      return;
    }
  for (int a = 0; a < s->n_areas && !holds; a++)
    holds = s->areas[a].owner == kingdom;
  first = !holds && (s->kingdoms[kingdom].status == CAS_RUS_EMERGING || s->kingdoms[kingdom].status == CAS_RUS_OUT_OF_PLAY);
  if (!first)
    {
      cas_rus_switch (s, player, kingdom, out, ex);
      if (ex)
        cas_explain_add (ex, "SWITCH p.5", _("%s has been played before or holds land already: no area rebels to it"),
                         cas_rus_kingdom_name (kingdom));
      return;
    }

  /* Step 2: the areas with its initial held by another Kingdom rebel [BOARD p.3]. */
  cas_rus_map_marks (s, map, kingdom, &m, NULL);
  if (ex && m.n_rebels > 0)
    {
      g_autoptr(GString) marked = g_string_new (NULL);
      for (int i = 0; i < m.n_rebels; i++)
        {
          g_autofree char *where = label (map, m.rebels[i]);
          append (marked, where);
        }
      cas_explain_add (ex, "SWITCH p.5,BOARD p.3", _("First emergence of %s: the areas with the %s initial rebel where another Kingdom holds them: %s"),
                       cas_rus_kingdom_name (kingdom), initial, marked->str);
    }
  else if (ex && m.rebels_unknown == 0)
    cas_explain_add (ex, "SWITCH p.5,BOARD p.3", _("No area of this game carries the %s initial: none rebels"), initial);
  after = *s;
  for (int i = 0; i < m.n_rebels; i++)
    {
      int a = m.rebels[i];
      int owner = s->areas[a].owner;
      if (owner < 0 || owner == kingdom)
        continue;
      rebels[n_rebels] = a;
      from[n_rebels++] = owner;
      after.areas[a].owner = kingdom;
      if (ex)
        {
          g_autofree char *where = label (map, a);
          g_autofree char *id = cas_rus_area_id (a);
          cas_explain_add (ex, "SWITCH p.5,BOARD p.3", ngettext ("%s rebels from %s: its %d army changes colour to %s",
                                                                 "%s rebels from %s: its %d armies change colour to %s",
                                                                 (gulong) s->areas[a].armies),
                           where, cas_rus_kingdom_name (owner), s->areas[a].armies, cas_rus_kingdom_name (kingdom));
          cas_explain_propose (ex, "owner %s %s", id, cas_rus_kingdom_id (kingdom));
        }
    }
  if (ex && m.n_rebels > 0 && n_rebels == 0)
    cas_explain_add (ex, "SWITCH p.5", _("No other Kingdom holds an area with the %s initial: none rebels"), initial);
  if (ex && m.rebels_unknown > 0)
    cas_explain_add (ex, "SWITCH p.5", ngettext ("%d area's initial is not entered: if it carries %s and another Kingdom holds it, it rebels too (the table checks the board)",
                                                 "%d areas' initials are not entered: those carrying %s that another Kingdom holds rebel too (the table checks the board)",
                                                 (gulong) m.rebels_unknown),
                     m.rebels_unknown, initial);

  /* Steps 3-7 with the rebels counted among its areas. */
  cas_rus_switch (&after, player, kingdom, out, ex);
  out->first_emergence = TRUE;
  out->n_rebels = n_rebels;
  memcpy (out->rebels, rebels, sizeof (int) * (gsize) n_rebels);
  memcpy (out->rebels_from, from, sizeof (int) * (gsize) n_rebels);
  out->n_marked = m.n_rebels;
  out->marks_unknown = m.rebels_unknown;
}
