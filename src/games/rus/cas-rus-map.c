/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-map.c: the map file the table fills in (docs/rus.md, "The map file"): strict
 * reading, atomic writing with a backup of a damaged file, merging, queries that keep
 * "unknown" apart from a value, and the retreat calculator that needs adjacency. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-game.h"
#include "cas-json.h"
#include "cas-rus-map.h"
#include "cas-rus-private.h"
#include "cas-rus-user-file.h"
#include "cas-savefile.h"

G_STATIC_ASSERT (CAS_RUS_N_INVADERS == CAS_RUS_N_INVADER_SLOTS); /* cas_rus_invader_ids serves both */

void
cas_rus_map_area_init (CasRusMapArea *a)
{
  memset (a, 0, sizeof *a);
  a->terrain = CAS_RUS_TERRAIN_UNKNOWN;
  a->printed_vp = -1;
  a->europe_route = CAS_RUS_UNKNOWN;
  for (int i = 0; i < CAS_RUS_N_EMERGING; i++)
    a->rebels_to[i] = CAS_RUS_UNKNOWN;
  for (int i = 0; i < CAS_RUS_N_POWERS; i++)
    a->borders[i] = CAS_RUS_UNKNOWN;
  for (int i = 0; i < CAS_RUS_N_INVADERS; i++)
    a->entry[i] = CAS_RUS_UNKNOWN;
  for (int i = 0; i < CAS_RUS_MAX_AREAS; i++)
    a->adjacent[i] = CAS_RUS_UNKNOWN;
}

CasRusMap *
cas_rus_map_new (void)
{
  CasRusMap *m = g_new0 (CasRusMap, 1);
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    cas_rus_map_area_init (&m->areas[a]);
  return m;
}

void
cas_rus_map_free (CasRusMap *map)
{
  if (map == NULL)
    return;
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    g_free (map->areas[a].name);
  g_free (map);
}

/* The map file as one of the table's own files (cas-rus-user-file.c): the loaded file is
 * a CasRusMap pointer. */
static char *
map_to_data (const void *file, gsize *length)
{
  return cas_rus_map_to_data (*(CasRusMap *const *) file, length);
}

static gboolean
map_set_words (void *file, int area, const char *const *words, int n_words, GError **error)
{
  return cas_rus_map_set_words (*(CasRusMap **) file, area, words, n_words, error);
}

static void
map_init (void *out)
{
  *(CasRusMap **) out = cas_rus_map_new ();
}

static gboolean
map_load_data (void *out, const char *data, gsize length, const char *file, GError **error)
{
  CasRusMap *map = cas_rus_map_load_data (data, length, file, error);
  if (map)
    *(CasRusMap **) out = map;
  return map != NULL;
}

static void
map_clear (void *out)
{
  g_clear_pointer ((CasRusMap **) out, cas_rus_map_free);
}

const CasRusUserFile cas_rus_map_file = {
  "map", CAS_RUS_MAP_FORMAT, CAS_RUS_MAP_VERSION, "areas", "map.json",
  cas_rus_area_from_id, "unknown area (ids are the rulebook's, or area-23 to area-64)",
  sizeof (CasRusMap *), map_init, map_load_data, map_clear, map_to_data, map_set_words,
};

char *
cas_rus_map_default_path (void)
{
  return cas_rus_user_file_path (&cas_rus_map_file);
}

/* ---- queries ---- */

static gboolean
valid (int area)
{
  return area >= 0 && area < CAS_RUS_MAX_AREAS;
}

static CasRusKnown
known_at (const int *cells, int n, int i)
{
  return i >= 0 && i < n ? (CasRusKnown) cells[i] : CAS_RUS_UNKNOWN;
}

const char *
cas_rus_map_name (const CasRusMap *map, int area)
{
  if (!valid (area))
    return NULL;
  return map->areas[area].name ? map->areas[area].name : cas_rus_area_name (area);
}

int
cas_rus_map_terrain (const CasRusMap *map, int area)
{
  return valid (area) ? map->areas[area].terrain : CAS_RUS_TERRAIN_UNKNOWN;
}

gboolean
cas_rus_map_printed_vp (const CasRusMap *map, int area, int *vp)
{
  if (!valid (area) || map->areas[area].printed_vp < 0)
    return FALSE;
  if (vp)
    *vp = map->areas[area].printed_vp;
  return TRUE;
}

CasRusKnown
cas_rus_map_adjacent (const CasRusMap *map, int a, int b)
{
  return valid (a) ? known_at (map->areas[a].adjacent, CAS_RUS_MAX_AREAS, b) : CAS_RUS_UNKNOWN;
}

CasRusKnown
cas_rus_map_rebels_to (const CasRusMap *map, int area, int kingdom)
{
  return valid (area) ? known_at (map->areas[area].rebels_to, CAS_RUS_N_EMERGING, kingdom - CAS_RUS_GOLDEN_HORDE)
                      : CAS_RUS_UNKNOWN;
}

CasRusKnown
cas_rus_map_borders (const CasRusMap *map, int area, int power)
{
  return valid (area) ? known_at (map->areas[area].borders, CAS_RUS_N_POWERS, power) : CAS_RUS_UNKNOWN;
}

CasRusKnown
cas_rus_map_entry (const CasRusMap *map, int area, int invader)
{
  return valid (area) ? known_at (map->areas[area].entry, CAS_RUS_N_INVADERS, invader) : CAS_RUS_UNKNOWN;
}

CasRusKnown
cas_rus_map_europe_route (const CasRusMap *map, int area)
{
  return valid (area) ? (CasRusKnown) map->areas[area].europe_route : CAS_RUS_UNKNOWN;
}

gboolean
cas_rus_map_entered (const CasRusMap *map, int area)
{
  CasRusMapArea blank;
  const CasRusMapArea *a;
  if (!valid (area))
    return FALSE;
  a = &map->areas[area];
  cas_rus_map_area_init (&blank);
  blank.name = a->name;
  return a->name != NULL || memcmp (&blank, a, sizeof blank) != 0;
}

void
cas_rus_map_set_adjacent (CasRusMap *map, int a, int b, CasRusKnown known)
{
  if (!valid (a) || !valid (b) || a == b)
    return;
  map->areas[a].adjacent[b] = known;
  map->areas[b].adjacent[a] = known;
}

/* ---- merging ---- */

typedef struct {
  CasRusMap *map;
  gboolean replace;
  const char *area;
  GError **error;
  gboolean failed;
} Merge;

/* One fact: unknown leaves the map's; a conflict fails unless replacing. */
static void
merge_cell (Merge *m, int *cell, int value, int unknown, const char *what)
{
  if (m->failed || value == unknown || *cell == value)
    return;
  if (*cell != unknown && !m->replace)
    {
      g_set_error (m->error, CAS_ERROR, CAS_ERROR_FAILED,
                   _("%s: the map file says %s is %d, the table now says %d; nothing was merged"),
                   m->area, what, *cell, value);
      m->failed = TRUE;
      return;
    }
  *cell = value;
}

static void
merge_area (Merge *m, CasRusMapArea *to, CasRusMap *map, int area, const CasRusMapArea *e)
{
  if (e->name && !m->failed)
    {
      if (to->name && !m->replace && g_strcmp0 (to->name, e->name) != 0)
        {
          g_set_error (m->error, CAS_ERROR, CAS_ERROR_FAILED,
                       _("%s: the map file names it “%s”, the table now says “%s”; nothing was merged"),
                       m->area, to->name, e->name);
          m->failed = TRUE;
        }
      else
        {
          g_free (to->name);
          to->name = g_strdup (e->name);
        }
    }
  merge_cell (m, &to->terrain, e->terrain, CAS_RUS_TERRAIN_UNKNOWN, _("the terrain"));
  merge_cell (m, &to->printed_vp, e->printed_vp, -1, _("the printed VP"));
  merge_cell (m, &to->europe_route, e->europe_route, CAS_RUS_UNKNOWN, _("on a trade route"));
  for (int i = 0; i < CAS_RUS_N_EMERGING; i++)
    merge_cell (m, &to->rebels_to[i], e->rebels_to[i], CAS_RUS_UNKNOWN, _("an initial of an Emerging Kingdom"));
  for (int i = 0; i < CAS_RUS_N_POWERS; i++)
    merge_cell (m, &to->borders[i], e->borders[i], CAS_RUS_UNKNOWN, _("a Foreign Power's border"));
  for (int i = 0; i < CAS_RUS_N_INVADERS; i++)
    merge_cell (m, &to->entry[i], e->entry[i], CAS_RUS_UNKNOWN, _("an entry symbol"));
  for (int b = 0; b < CAS_RUS_MAX_AREAS; b++)
    if (b != area)
      {
        merge_cell (m, &to->adjacent[b], e->adjacent[b], CAS_RUS_UNKNOWN, _("adjacent"));
        merge_cell (m, &map->areas[b].adjacent[area], e->adjacent[b], CAS_RUS_UNKNOWN, _("adjacent"));
      }
}

gboolean
cas_rus_map_merge (CasRusMap *map, int area, const CasRusMapArea *entered, gboolean replace, GError **error)
{
  g_autofree char *id = cas_rus_area_id (area);
  g_autoptr(CasRusMap) copy = NULL;
  Merge m = { map, replace, id, error, FALSE };

  if (!valid (area))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, _("there is no area %d"), area + 1);
      return FALSE;
    }
  if (entered->name && (entered->name[0] == '\0' || strlen (entered->name) > CAS_RUS_MAP_NAME_MAX ||
                        !g_utf8_validate (entered->name, -1, NULL)))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("%s: a name needs 1 to %d characters of text"), id,
                   CAS_RUS_MAP_NAME_MAX);
      return FALSE;
    }
  /* all or nothing: merge into a copy, keep it only when every fact fits */
  copy = g_memdup2 (map, sizeof *map);
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    copy->areas[a].name = g_strdup (map->areas[a].name);
  m.map = copy;
  merge_area (&m, &copy->areas[area], copy, area, entered);
  if (m.failed)
    return FALSE;
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    {
      CasRusMapArea tmp = map->areas[a];
      map->areas[a] = copy->areas[a];
      copy->areas[a] = tmp;   /* the old names are freed with the copy */
    }
  return TRUE;
}

int
cas_rus_map_merge_state (CasRusMap *map, const CasRusState *s)
{
  int n = 0;
  for (int a = 0; a < s->n_areas && a < CAS_RUS_MAX_AREAS; a++)
    {
      CasRusMapArea *m = &map->areas[a];
      if (s->areas[a].terrain != CAS_RUS_TERRAIN_UNKNOWN && m->terrain != s->areas[a].terrain)
        {
          m->terrain = s->areas[a].terrain;
          n++;
        }
      if (s->areas[a].printed_vp >= 0 && m->printed_vp != s->areas[a].printed_vp)
        {
          m->printed_vp = s->areas[a].printed_vp;
          n++;
        }
    }
  return n;
}

int
cas_rus_map_fill_state (const CasRusMap *map, CasRusState *s)
{
  int n = 0;
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    {
      const CasRusMapArea *m = &map->areas[a];
      if (!cas_rus_map_entered (map, a))
        continue;
      s->n_areas = MAX (s->n_areas, a + 1);
      if (s->areas[a].terrain == CAS_RUS_TERRAIN_UNKNOWN && m->terrain != CAS_RUS_TERRAIN_UNKNOWN)
        {
          s->areas[a].terrain = m->terrain;
          n++;
        }
      if (s->areas[a].printed_vp < 0 && m->printed_vp >= 0)
        {
          s->areas[a].printed_vp = m->printed_vp;
          n++;
        }
    }
  return n;
}

/* ---- JSON ---- */

/* The ids of the cells equal to `want`, as a list member (left out when empty). */
static void
add_list (JsonBuilder *b, const char *key, const int *cells, int n, int want, const char *(*id) (int),
          const char *const *ids, int skip)
{
  gboolean any = FALSE;
  for (int i = 0; i < n; i++)
    any = any || (i != skip && cells[i] == want);
  if (!any)
    return;
  json_builder_set_member_name (b, key);
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    if (i != skip && cells[i] == want)
      {
        g_autofree char *aid = id == NULL && ids == NULL ? cas_rus_area_id (i) : NULL;
        json_builder_add_string_value (b, aid ? aid : id ? id (i) : ids[i]);
      }
  json_builder_end_array (b);
}

static const char *
emerging_id (int i)
{
  return cas_rus_kingdom_id (CAS_RUS_GOLDEN_HORDE + i);
}

char *
cas_rus_map_to_data (const CasRusMap *map, gsize *length)
{
  JsonBuilder *b = rus_user_file_begin (&cas_rus_map_file);

  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    {
      const CasRusMapArea *m = &map->areas[a];
      g_autofree char *id = NULL;
      if (!cas_rus_map_entered (map, a))
        continue;
      id = cas_rus_area_id (a);
      json_builder_set_member_name (b, id);
      json_builder_begin_object (b);
      if (m->name)
        {
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, m->name);
        }
      if (m->terrain != CAS_RUS_TERRAIN_UNKNOWN)
        {
          json_builder_set_member_name (b, "terrain");
          json_builder_add_string_value (b, cas_rus_terrain_id (m->terrain));
        }
      if (m->printed_vp >= 0)
        {
          json_builder_set_member_name (b, "printed_vp");
          json_builder_add_int_value (b, m->printed_vp);
        }
      if (m->europe_route != CAS_RUS_UNKNOWN)
        {
          json_builder_set_member_name (b, "europe_route");
          json_builder_add_boolean_value (b, m->europe_route == CAS_RUS_YES);
        }
      add_list (b, "adjacent", m->adjacent, CAS_RUS_MAX_AREAS, CAS_RUS_YES, NULL, NULL, a);
      add_list (b, "not_adjacent", m->adjacent, CAS_RUS_MAX_AREAS, CAS_RUS_NO, NULL, NULL, a);
      add_list (b, "rebels_to", m->rebels_to, CAS_RUS_N_EMERGING, CAS_RUS_YES, emerging_id, NULL, -1);
      add_list (b, "not_rebels_to", m->rebels_to, CAS_RUS_N_EMERGING, CAS_RUS_NO, emerging_id, NULL, -1);
      add_list (b, "borders", m->borders, CAS_RUS_N_POWERS, CAS_RUS_YES, cas_rus_power_id, NULL, -1);
      add_list (b, "not_borders", m->borders, CAS_RUS_N_POWERS, CAS_RUS_NO, cas_rus_power_id, NULL, -1);
      add_list (b, "entry", m->entry, CAS_RUS_N_INVADERS, CAS_RUS_YES, NULL, cas_rus_invader_ids, -1);
      add_list (b, "not_entry", m->entry, CAS_RUS_N_INVADERS, CAS_RUS_NO, NULL, cas_rus_invader_ids, -1);
      json_builder_end_object (b);
    }
  return rus_user_file_end (b, length);
}

/* A list of ids into cells: each named one set to `value`; `lookup` gives the index. */
static gboolean
read_list (CasJsonCtx *ctx, JsonObject *o, const char *key, int *cells, int n, int value, int (*lookup) (const char *),
           int self)
{
  JsonNode *node = json_object_get_member (o, key);
  JsonArray *arr;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return cas_json_fail (ctx, "\"%s\" is not a list", key);
  arr = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (arr); i++)
    {
      JsonNode *e = json_array_get_element (arr, i);
      int v = -1;
      if (JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_STRING)
        v = lookup (json_node_get_string (e));
      if (v < 0 || v >= n)
        return cas_json_fail (ctx, "\"%s\": item %u is not a known id", key, i + 1);
      if (v == self)
        return cas_json_fail (ctx, "\"%s\": an area is not adjacent to itself", key);
      if (cells[v] != CAS_RUS_UNKNOWN && cells[v] != value)
        return cas_json_fail (ctx, "\"%s\": \"%s\" is said both ways", key, json_node_get_string (e));
      cells[v] = value;
    }
  return TRUE;
}

static int
emerging_from_id (const char *id)
{
  int k = cas_rus_kingdom_from_id (id);
  return k >= CAS_RUS_GOLDEN_HORDE ? k - CAS_RUS_GOLDEN_HORDE : -1;
}

int
cas_rus_invader_from_id (const char *id)
{
  int i = cas_rus_invader_slot_from_id (id);
  return i < 0 ? CAS_RUS_NO_INVADER : CAS_RUS_VIKING_INVADERS + i;
}

const char *
cas_rus_map_invader_id (int i)
{
  return i >= 0 && i < CAS_RUS_N_INVADERS ? cas_rus_invader_ids[i] : NULL;
}

static gboolean
read_area (CasJsonCtx *ctx, CasRusMap *map, int area, JsonObject *o)
{
  static const char *const members[] = {
    "name", "terrain", "printed_vp", "europe_route", "adjacent", "not_adjacent", "rebels_to",
    "not_rebels_to", "borders", "not_borders", "entry", "not_entry", NULL,
  };
  CasRusMapArea *m = &map->areas[area];
  JsonNode *n;

  if (!cas_json_check_members (ctx, o, NULL, members))
    return FALSE;
  if ((n = json_object_get_member (o, "name")) != NULL)
    {
      const char *s = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
                        ? json_node_get_string (n) : NULL;
      if (s == NULL || *s == '\0' || g_utf8_strlen (s, -1) > CAS_RUS_MAP_NAME_MAX)
        return cas_json_fail (ctx, "\"name\" must be text of 1 to %d characters", CAS_RUS_MAP_NAME_MAX);
      m->name = g_strdup (s);
    }
  if ((n = json_object_get_member (o, "terrain")) != NULL)
    {
      int t = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
                ? cas_rus_terrain_from_id (json_node_get_string (n)) : -1;
      if (t <= CAS_RUS_TERRAIN_UNKNOWN)
        return cas_json_fail (ctx, "\"terrain\" must be arable, steppe, forest, mountain or taiga");
      m->terrain = t;
    }
  if ((n = json_object_get_member (o, "printed_vp")) != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64 ||
          json_node_get_int (n) < 0 || json_node_get_int (n) > 9)
        return cas_json_fail (ctx, "\"printed_vp\" must be a whole number from 0 to 9");
      m->printed_vp = (int) json_node_get_int (n);
    }
  if ((n = json_object_get_member (o, "europe_route")) != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
        return cas_json_fail (ctx, "\"europe_route\" must be true or false");
      m->europe_route = json_node_get_boolean (n) ? CAS_RUS_YES : CAS_RUS_NO;
    }
  return read_list (ctx, o, "adjacent", m->adjacent, CAS_RUS_MAX_AREAS, CAS_RUS_YES, cas_rus_area_from_id, area) &&
         read_list (ctx, o, "not_adjacent", m->adjacent, CAS_RUS_MAX_AREAS, CAS_RUS_NO, cas_rus_area_from_id, area) &&
         read_list (ctx, o, "rebels_to", m->rebels_to, CAS_RUS_N_EMERGING, CAS_RUS_YES, emerging_from_id, -1) &&
         read_list (ctx, o, "not_rebels_to", m->rebels_to, CAS_RUS_N_EMERGING, CAS_RUS_NO, emerging_from_id, -1) &&
         read_list (ctx, o, "borders", m->borders, CAS_RUS_N_POWERS, CAS_RUS_YES, cas_rus_power_from_id, -1) &&
         read_list (ctx, o, "not_borders", m->borders, CAS_RUS_N_POWERS, CAS_RUS_NO, cas_rus_power_from_id, -1) &&
         read_list (ctx, o, "entry", m->entry, CAS_RUS_N_INVADERS, CAS_RUS_YES, cas_rus_invader_slot_from_id, -1) &&
         read_list (ctx, o, "not_entry", m->entry, CAS_RUS_N_INVADERS, CAS_RUS_NO, cas_rus_invader_slot_from_id, -1);
}

static gboolean
read_entry (CasJsonCtx *ctx, int area, JsonObject *o, void *map)
{
  return read_area (ctx, map, area, o);
}

CasRusMap *
cas_rus_map_load_data (const char *data, gsize length, const char *file, GError **error)
{
  g_autoptr(CasRusMap) map = cas_rus_map_new ();
  CasJsonCtx ctx = { .file = file ? file : "map", .error = error };

  if (!rus_user_file_read (&cas_rus_map_file, data, length, &ctx, read_entry, map))
    return NULL;
  /* adjacency is one fact: both areas must agree */
  for (int a = 0; a < CAS_RUS_MAX_AREAS; a++)
    for (int b = a + 1; b < CAS_RUS_MAX_AREAS; b++)
      {
        int x = map->areas[a].adjacent[b], y = map->areas[b].adjacent[a];
        if (x != CAS_RUS_UNKNOWN && y != CAS_RUS_UNKNOWN && x != y)
          {
            g_autofree char *ia = cas_rus_area_id (a), *ib = cas_rus_area_id (b);
            return cas_json_set_error (&ctx, "%s and %s disagree on whether they are adjacent", ia, ib), NULL;
          }
        if (x == CAS_RUS_UNKNOWN)
          map->areas[a].adjacent[b] = y;
        else
          map->areas[b].adjacent[a] = x;
      }
  return g_steal_pointer (&map);
}

CasRusMap *
cas_rus_map_load (const char *path, GError **error)
{
  CasRusMap *map = NULL;
  return cas_rus_user_file_load (&cas_rus_map_file, &map, path, error) ? map : NULL;
}

gboolean
cas_rus_map_save (const CasRusMap *map, const char *path, char **backup, GError **error)
{
  return cas_rus_user_file_save (&cas_rus_map_file, &map, path, backup, error);
}

/* ---- the calculators that need the map ---- */

int
cas_rus_area_terrain (const CasRusState *s, const CasRusMap *map, int area)
{
  if (area < 0 || area >= CAS_RUS_MAX_AREAS)
    return CAS_RUS_TERRAIN_UNKNOWN;
  if (s && s->areas[area].terrain != CAS_RUS_TERRAIN_UNKNOWN)
    return s->areas[area].terrain;
  return map ? cas_rus_map_terrain (map, area) : CAS_RUS_TERRAIN_UNKNOWN;
}

/* Friendly to `kingdom`: its own land, an ally's (the two-player game's pair among them,
 * TWOP p.19) or a Vassal's [PVP p.14]. */
static gboolean
friendly (const CasRusState *s, int kingdom, int owner)
{
  if (owner < 0)
    return FALSE;
  return owner == kingdom || cas_rus_allied (s, kingdom, owner) || s->kingdoms[owner].ruler == kingdom;
}

char *
rus_area_label (const CasRusMap *map, int area)
{
  const char *name = cas_rus_map_name (map, area);
  return name ? g_strdup (name) : cas_rus_area_id (area);
}

#define label rus_area_label

CasRusKnown
rus_land_adjacent (const CasRusState *s, const CasRusMap *map, int kingdom, int area, int *from)
{
  gboolean any_unknown = FALSE;
  for (int a = 0; a < s->n_areas; a++)
    if (s->areas[a].owner == kingdom)
      {
        CasRusKnown adj = cas_rus_map_adjacent (map, a, area);
        if (adj == CAS_RUS_YES)
          {
            if (from)
              *from = a;
            return CAS_RUS_YES;
          }
        any_unknown = any_unknown || adj == CAS_RUS_UNKNOWN;
      }
  if (from)
    *from = -1;
  return any_unknown ? CAS_RUS_UNKNOWN : CAS_RUS_NO;
}

void
cas_rus_retreat (const CasRusState *s, const CasRusMap *map, int area, int kingdom, CasRusRetreat *out,
                 CasExplain *ex)
{
  g_autofree char *from = NULL;
  g_autoptr(GString) unknown = g_string_new (NULL);

  memset (out, 0, sizeof *out);
  if (area < 0 || area >= CAS_RUS_MAX_AREAS || kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    return;
  from = label (map, area);
  for (int b = 0; b < s->n_areas; b++)
    {
      CasRusKnown adj;
      g_autofree char *to = NULL;
      if (b == area || !friendly (s, kingdom, s->areas[b].owner))
        continue;
      adj = cas_rus_map_adjacent (map, area, b);
      to = label (map, b);
      if (adj == CAS_RUS_YES)
        {
          out->friendly[out->n_friendly++] = b;
          if (ex)
            cas_explain_add (ex, "PVP p.14", _("%s: adjacent to %s and held by %s or a friend: the survivors may retreat there"),
                             to, from, cas_rus_kingdom_name (kingdom));
        }
      else if (adj == CAS_RUS_UNKNOWN)
        {
          out->n_unknown++;
          g_string_append_printf (unknown, "%s%s", unknown->len ? ", " : "", to);
        }
    }
  if (!ex)
    return;
  if (out->n_unknown > 0)
    cas_explain_add (ex, "PVP p.14", _("Not entered yet whether these friendly areas are adjacent to %2$s: %1$s; the players judge, and the map records their answer"),
                     unknown->str, from);
  if (out->n_friendly == 0 && out->n_unknown == 0)
    cas_explain_add (ex, "PVP p.14", _("No friendly area is adjacent to %s: the survivors are destroyed"), from);
  cas_explain_add (ex, "PVP p.14", _("Through an ally's or a Vassal's land the survivors go on to the nearest own area"));
}

void
cas_rus_campaign_targets (const CasRusState *s, const CasRusMap *map, int kingdom, CasRusTargets *out,
                          CasExplain *ex)
{
  g_autoptr(GString) unknown = g_string_new (NULL);
  const CasRusKingdom *k;

  memset (out, 0, sizeof *out);
  if (kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    return;
  k = &s->kingdoms[kingdom];
  for (int b = 0; b < s->n_areas; b++)
    {
      int owner = s->areas[b].owner, from = -1;
      gboolean any_unknown;
      g_autofree char *to = NULL;
      if (owner == kingdom)
        continue;
      any_unknown = rus_land_adjacent (s, map, kingdom, b, &from) == CAS_RUS_UNKNOWN;
      to = label (map, b);
      if (from >= 0)
        {
          int i = out->n_targets++;
          g_autofree char *via = label (map, from);
          out->targets[i] = b;
          /* issue 18 (rus-table): the two-player game's pair is allied for good [TWOP p.19] */
          gboolean pair = owner >= 0 && cas_rus_pair_partner (s, kingdom) == owner;
          out->forbidden[i] = owner >= 0 && (pair || k->allies[owner] || k->ruler == owner || s->kingdoms[owner].ruler == kingdom);
          if (ex && pair)
            cas_explain_add (ex, "CAMPAIGN p.13,TWOP p.19", _("%s (from %s): held by %s, its player's other Kingdom, allied for good: no attack"),
                             to, via, cas_rus_kingdom_name (owner));
          else if (ex && out->forbidden[i])
            cas_explain_add (ex, "CAMPAIGN p.13,ALLY p.7,VASSAL p.15", _("%s (from %s): held by %s, an ally, Ruler or Vassal: no attack"),
                             to, via, cas_rus_kingdom_name (owner));
          else if (ex)
            cas_explain_add (ex, "CAMPAIGN p.13", _("%s: adjacent to %s, so it may be invaded"), to, via);
        }
      else if (any_unknown)
        {
          out->n_unknown++;
          g_string_append_printf (unknown, "%s%s", unknown->len ? ", " : "", to);
        }
    }
  if (ex && out->n_unknown > 0)
    cas_explain_add (ex, "CAMPAIGN p.13", _("Not entered yet whether these areas border %s's land: %s; the players judge, and the map records their answer"),
                     cas_rus_kingdom_name (kingdom), unknown->str);
  if (ex && k->cavalry)
    cas_explain_add (ex, "CAMPAIGN p.13,CAVALRY p.15", _("With Cavalry, lines of up to 3 areas are possible too: not computed here"));
}
