/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-map-marks.c: the marks the board prints on an area (issue 18, the map form):
 * the GH / M / V corner initials [BOARD p.3], the original borders of the Foreign Powers
 * [VP p.17], the Viking and Teuton entry symbols [INVASION p.16] and the trade routes to
 * Europe [OCCUPY p.16]. One fact of the map file set from words (`castellan-cli map set`),
 * and the calculator that reads the marks for a Kingdom, saying "not entered" wherever
 * the table has not entered them (docs/rus.md, "The map file"). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-action-words.h"
#include "cas-game.h"
#include "cas-rus-map.h"

static const char *const initials[CAS_RUS_N_EMERGING] = { "GH", "M", "V" };

const char *
cas_rus_map_initial (int kingdom)
{
  int i = kingdom - CAS_RUS_GOLDEN_HORDE;
  return i >= 0 && i < CAS_RUS_N_EMERGING ? initials[i] : NULL;
}

/* ---- one fact from words ---- */

static const char *const set_usage =
  "name TEXT | terrain TERRAIN|unknown | printed_vp N|unknown | adjacent AREA yes|no|unknown | "
  "rebels_to golden-horde|muscovy|vladimir yes|no|unknown | borders china|europe|scandinavia|byzantium yes|no|unknown | "
  "entry vikings|teutons yes|no|unknown | europe_route yes|no|unknown";

const char *
cas_rus_map_set_usage (void)
{
  return set_usage;
}

static gboolean
known_word (const char *word, int *out, GError **error)
{
  if (g_strcmp0 (word, "unknown") == 0)
    {
      *out = CAS_RUS_UNKNOWN;
      return TRUE;
    }
  if (g_strcmp0 (word, "yes") == 0 || g_strcmp0 (word, "no") == 0)
    {
      *out = word[0] == 'y' ? CAS_RUS_YES : CAS_RUS_NO;
      return TRUE;
    }
  return cas_words_fail (error, _("“%s” is not yes, no or unknown"), word);
}

static int
invader_index (const char *id)
{
  int i = cas_rus_invader_from_id (id);
  return i == CAS_RUS_NO_INVADER ? -1 : i - CAS_RUS_VIKING_INVADERS;
}

gboolean
cas_rus_map_set_words (CasRusMap *map, int area, const char *const *words, int n_words, GError **error)
{
  CasRusMapArea *a;
  const char *fact;
  int v = CAS_RUS_UNKNOWN;

  if (area < 0 || area >= CAS_RUS_MAX_AREAS)
    return cas_words_fail (error, _("there is no area %d"), area + 1);
  if (n_words < 2)
    return cas_words_fail (error, _("a fact and its value are needed (%s)"), set_usage);
  a = &map->areas[area];
  fact = words[0];
  if (g_str_equal (fact, "name"))
    {
      g_autoptr(GString) joined = g_string_new (words[1]);
      g_autofree char *name = NULL;
      for (int i = 2; i < n_words; i++)
        g_string_append_printf (joined, " %s", words[i]);
      name = g_string_free (g_steal_pointer (&joined), FALSE);
      if (cas_rus_area_name (area) != NULL)
        return cas_words_fail (error, _("%s is named by the rulebook"), cas_rus_area_name (area));
      if (!g_utf8_validate (name, -1, NULL) || name[0] == '\0' || g_utf8_strlen (name, -1) > CAS_RUS_MAP_NAME_MAX)
        return cas_words_fail (error, _("a name needs 1 to %d characters of text"), CAS_RUS_MAP_NAME_MAX);
      g_free (a->name);
      a->name = g_steal_pointer (&name);
      return TRUE;
    }
  if (g_str_equal (fact, "terrain") && n_words == 2)
    {
      v = g_str_equal (words[1], "unknown") ? CAS_RUS_TERRAIN_UNKNOWN : cas_rus_terrain_from_id (words[1]);
      if (v < CAS_RUS_TERRAIN_UNKNOWN || (v == CAS_RUS_TERRAIN_UNKNOWN && !g_str_equal (words[1], "unknown")))
        return cas_words_fail (error, _("“%s” is not a terrain (arable, steppe, forest, mountain, taiga, unknown)"), words[1]);
      a->terrain = v;
      return TRUE;
    }
  if (g_str_equal (fact, "printed_vp") && n_words == 2)
    {
      if (g_str_equal (words[1], "unknown"))
        v = -1;
      else if (strlen (words[1]) != 1 || !g_ascii_isdigit (words[1][0]))
        return cas_words_fail (error, _("the printed VP must be 0 to 9 or unknown, not “%s”"), words[1]);
      else
        v = words[1][0] - '0';
      a->printed_vp = v;
      return TRUE;
    }
  if (g_str_equal (fact, "europe_route") && n_words == 2)
    return known_word (words[1], &a->europe_route, error);
  if (n_words == 3)
    {
      int i = -1, kingdom;
      if (g_str_equal (fact, "adjacent"))
        {
          i = cas_rus_area_from_id (words[1]);
          if (i < 0)
            return cas_words_fail (error, _("“%s” is not an area"), words[1]);
          if (i == area)
            return cas_words_fail (error, _("an area is not adjacent to itself"));
          if (!known_word (words[2], &v, error))
            return FALSE;
          cas_rus_map_set_adjacent (map, area, i, (CasRusKnown) v);
          return TRUE;
        }
      if (g_str_equal (fact, "rebels_to"))
        {
          kingdom = cas_rus_kingdom_from_id (words[1]);
          if (kingdom < CAS_RUS_GOLDEN_HORDE)
            return cas_words_fail (error, _("“%s” is not an Emerging Kingdom (golden-horde, muscovy, vladimir)"), words[1]);
          return known_word (words[2], &a->rebels_to[kingdom - CAS_RUS_GOLDEN_HORDE], error);
        }
      if (g_str_equal (fact, "borders"))
        {
          i = cas_rus_power_from_id (words[1]);
          if (i < 0)
            return cas_words_fail (error, _("“%s” is not a Foreign Power (china, europe, scandinavia, byzantium)"), words[1]);
          return known_word (words[2], &a->borders[i], error);
        }
      if (g_str_equal (fact, "entry"))
        {
          i = invader_index (words[1]);
          if (i < 0)
            return cas_words_fail (error, _("“%s” is not an invader (vikings, teutons)"), words[1]);
          return known_word (words[2], &a->entry[i], error);
        }
    }
  return cas_words_fail (error, _("“%s” with %d words is not a fact of the map (%s)"), fact, n_words - 1, set_usage);
}

/* ---- the calculator ---- */

static char *
label (const CasRusMap *map, int area)
{
  const char *name = cas_rus_map_name (map, area);
  return name ? g_strdup (name) : cas_rus_area_id (area);
}

static void
append_area (GString *list, const CasRusMap *map, int area)
{
  g_autofree char *name = label (map, area);
  g_string_append_printf (list, "%s%s", list->len ? ", " : "", name);
}

/* Bordering a Foreign Power: an area the Kingdom holds itself on its original border
 * [VP p.17]; a Vassal's or an ally's does not count. */
static void
borders (const CasRusState *s, const CasRusMap *map, int kingdom, CasRusMarks *out, CasExplain *ex)
{
  const char *name = cas_rus_kingdom_name (kingdom);
  gboolean any = FALSE, unknown = FALSE, holds = FALSE;

  for (int a = 0; a < s->n_areas; a++)
    holds = holds || s->areas[a].owner == kingdom;
  if (!holds)
    {
      if (ex)
        cas_explain_add (ex, "VP p.17", _("%s holds no area: it borders no Foreign Power"), name);
      return;
    }

  for (int p = 0; p < CAS_RUS_N_POWERS; p++)
    {
      g_autoptr(GString) missing = g_string_new (NULL);
      out->borders[p] = CAS_RUS_NO;
      out->border_area[p] = -1;
      for (int a = 0; a < s->n_areas && out->border_area[p] < 0; a++)
        if (s->areas[a].owner == kingdom)
          {
            CasRusKnown k = cas_rus_map_borders (map, a, p);
            if (k == CAS_RUS_YES)
              out->border_area[p] = a;
            else if (k == CAS_RUS_UNKNOWN)
              append_area (missing, map, a);
          }
      if (out->border_area[p] >= 0)
        {
          g_autofree char *where = label (map, out->border_area[p]);
          out->borders[p] = CAS_RUS_YES;
          any = TRUE;
          if (ex)
            cas_explain_add (ex, "VP p.17", _("%s borders %s: it holds %s, on that Power's original border"), name,
                             _(cas_rus_power_name (p)), where);
        }
      else if (missing->len)
        {
          out->borders[p] = CAS_RUS_UNKNOWN;
          unknown = TRUE;
          if (ex)
            cas_explain_add (ex, "VP p.17", _("Not entered whether %s borders %s: that original border is not entered for %s"),
                             name, _(cas_rus_power_name (p)), missing->str);
        }
      else if (ex)
        cas_explain_add (ex, "VP p.17", _("%s does not border %s: none of its areas lies on that Power's original border"),
                         name, _(cas_rus_power_name (p)));
    }
  if (ex && !any && !unknown && s->kingdoms[kingdom].border_vp > 0)
    cas_explain_add (ex, "VP p.17", _("%s has %d bordering VP entered, but the map shows no border link: its bordering VP are lost with the link"),
                     name, s->kingdoms[kingdom].border_vp);
}

/* The areas carrying an Emerging Kingdom's corner initial: they may rebel to it once its
 * Politics card is activated [BOARD p.3; SWITCH p.5]. */
static void
rebels (const CasRusState *s, const CasRusMap *map, int kingdom, CasRusMarks *out, CasExplain *ex)
{
  g_autoptr(GString) yes = g_string_new (NULL);
  g_autoptr(GString) missing = g_string_new (NULL);
  const char *initial = cas_rus_map_initial (kingdom);

  for (int a = 0; a < s->n_areas; a++)
    {
      CasRusKnown k = cas_rus_map_rebels_to (map, a, kingdom);
      if (k == CAS_RUS_YES)
        {
          out->rebels[out->n_rebels++] = a;
          append_area (yes, map, a);
        }
      else if (k == CAS_RUS_UNKNOWN)
        {
          out->rebels_unknown++;
          append_area (missing, map, a);
        }
    }
  if (ex == NULL)
    return;
  if (yes->len)
    cas_explain_add (ex, "BOARD p.3,SWITCH p.5", _("Areas with the %s initial, which may rebel to %s once its card is activated: %s"),
                     initial, cas_rus_kingdom_name (kingdom), yes->str);
  else if (missing->len == 0)
    cas_explain_add (ex, "BOARD p.3,SWITCH p.5", _("No area of this game carries the %s initial"), initial);
  if (missing->len)
    cas_explain_add (ex, "BOARD p.3,SWITCH p.5", _("Not entered whether these areas carry the %s initial: %s"), initial,
                     missing->str);
}

/* Friendly land for the Golden Horde's line to Europe: its own, an ally's, a Vassal's. */
static gboolean
friendly (const CasRusState *s, int kingdom, int owner)
{
  return owner >= 0 && (owner == kingdom || cas_rus_allied (s, kingdom, owner) || s->kingdoms[owner].ruler == kingdom);
}

/* The Golden Horde's line to Europe [OCCUPY p.16]: from its own land through friendly
 * areas on a trade route to Europe, to one on Europe's original border (Castellan's
 * reading, docs/rus.md: its own first area need not lie on the route). A step whose
 * adjacency, route or border is not entered makes the answer unknown, never no. */
static void
europe_line (const CasRusState *s, const CasRusMap *map, int kingdom, CasRusMarks *out, CasExplain *ex)
{
  gboolean seen[CAS_RUS_MAX_AREAS] = { FALSE };
  int queue[CAS_RUS_MAX_AREAS], head = 0, tail = 0;
  gboolean unknown = FALSE;
  int reached = -1;

  for (int a = 0; a < s->n_areas; a++)
    if (s->areas[a].owner == kingdom)
      {
        seen[a] = TRUE;
        queue[tail++] = a;
      }
  while (head < tail && reached < 0)
    {
      int a = queue[head++];
      CasRusKnown border = cas_rus_map_borders (map, a, CAS_RUS_EUROPE);
      CasRusKnown route = cas_rus_map_europe_route (map, a);
      if (border == CAS_RUS_YES && (route == CAS_RUS_YES || s->areas[a].owner == kingdom))
        {
          reached = a;
          break;
        }
      if (border == CAS_RUS_UNKNOWN)
        unknown = TRUE;
      for (int b = 0; b < s->n_areas; b++)
        {
          CasRusKnown adj, on_route;
          if (seen[b] || !friendly (s, kingdom, s->areas[b].owner))
            continue;
          adj = cas_rus_map_adjacent (map, a, b);
          on_route = cas_rus_map_europe_route (map, b);
          if (adj == CAS_RUS_YES && on_route == CAS_RUS_YES)
            {
              seen[b] = TRUE;
              queue[tail++] = b;
            }
          else if (adj != CAS_RUS_NO && on_route != CAS_RUS_NO)
            unknown = TRUE;
        }
    }
  if (reached >= 0)
    {
      g_autofree char *where = label (map, reached);
      out->europe_line = CAS_RUS_YES;
      if (ex)
        cas_explain_add (ex, "OCCUPY p.16", _("A line of friendly areas along a trade route reaches Europe at %s: the Golden Horde may occupy Europe (once a game, 10 armies off the map, 1 VP)"),
                         where);
    }
  else if (unknown)
    {
      out->europe_line = CAS_RUS_UNKNOWN;
      if (ex)
        cas_explain_add (ex, "OCCUPY p.16", _("Whether a line of friendly areas along a trade route reaches Europe is not entered: enter the trade routes, Europe's border and the neighbours of the Golden Horde's areas; the players judge meanwhile"));
    }
  else
    {
      out->europe_line = CAS_RUS_NO;
      if (ex)
        cas_explain_add (ex, "OCCUPY p.16", _("No line of friendly areas along a trade route reaches Europe yet"));
    }
}

/* Where the Vikings and the Teutons enter [INVASION p.16]: the areas with their symbol. */
static void
entries (const CasRusState *s, const CasRusMap *map, CasRusMarks *out, CasExplain *ex)
{
  for (int i = 0; i < CAS_RUS_N_INVADERS; i++)
    {
      g_autoptr(GString) missing = g_string_new (NULL);
      out->entry_area[i] = -1;
      out->entry_unknown[i] = 0;
      for (int a = 0; a < s->n_areas; a++)
        {
          CasRusKnown k = cas_rus_map_entry (map, a, i);
          if (k == CAS_RUS_YES && out->entry_area[i] < 0)
            out->entry_area[i] = a;
          else if (k == CAS_RUS_UNKNOWN)
            {
              out->entry_unknown[i]++;
              append_area (missing, map, a);
            }
        }
      if (ex == NULL)
        continue;
      if (out->entry_area[i] >= 0)
        {
          g_autofree char *where = label (map, out->entry_area[i]);
          cas_explain_add (ex, "INVASION p.16", _("The %s enter through %s (its symbol on the map; the card names it too)"),
                           cas_rus_invader_name (i), where);
        }
      else if (out->entry_unknown[i] > 0)
        cas_explain_add (ex, "INVASION p.16", _("Where the %s enter is not entered: read their symbol on the map or the area named on their card"),
                         cas_rus_invader_name (i));
      else
        cas_explain_add (ex, "INVASION p.16", _("Where the %s enter is not among the areas of this game"), cas_rus_invader_name (i));
    }
}

void
cas_rus_map_marks (const CasRusState *s, const CasRusMap *map, int kingdom, CasRusMarks *out, CasExplain *ex)
{
  memset (out, 0, sizeof *out);
  out->europe_line = CAS_RUS_UNKNOWN;
  for (int p = 0; p < CAS_RUS_N_POWERS; p++)
    out->border_area[p] = -1;
  if (kingdom >= 0 && kingdom < CAS_RUS_N_KINGDOMS)
    {
      borders (s, map, kingdom, out, ex);
      if (kingdom >= CAS_RUS_GOLDEN_HORDE)
        rebels (s, map, kingdom, out, ex);
      if (kingdom == CAS_RUS_GOLDEN_HORDE)
        europe_line (s, map, kingdom, out, ex);
    }
  entries (s, map, out, kingdom < 0 ? ex : NULL);
}
