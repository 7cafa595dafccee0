/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-game.c: loads a game module's JSON files and refuses anything it cannot trust. */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "cas-game.h"
#include "cas-action.h"
#include "cas-table.h"
#include "cas-json.h"
#include "cas-lc-rules.h"
#include "cas-module.h"

#define MAX_DATA_FILE ((gsize) 4 * 1024 * 1024)

/* The series' ids of the engine's roles (cas-game.h); the game's own slots are named by
 * its rules (CasLcRules.asset_roles, locale_roles): role_ids (). */
static const char *const asset_ids[CAS_N_ASSETS] = {
  "prov", "coin", "loot", "cart", NULL, NULL, "ship",
};
static const char *const locale_type_ids[CAS_N_LOCALE_TYPES] = {
  "region", "town", "post", "fort", "castle", NULL, "city", NULL,
};
/* What a game without "assets", "way_types", "locale_types" or "feed" in its game.json
 * has: the roles as its rules name them (Nevsky's), so that older data files load as
 * before. */
static const char *const way_type_ids[2] = { "trackway", "waterway" };
static const CasFeedStep default_feed[] = { { 6, 1 }, { 0, 2 } };

struct _CasGame
{
  CasGameBase parent_instance;

  char *id;
  char *name;
  char *side_ids[CAS_N_SIDES];
  char *side_names[CAS_N_SIDES];
  char *side_colours[CAS_N_SIDES];
  int asset_cap;
  const CasLcRules *rules;  /* the module's, for what the loader reads on its behalf, or NULL */
  const CasGameCell *cells; /* the game's own global cells (CasLcRules.cells) */
  int n_cells;
  int cell_max[CAS_MAX_GAME_CELLS];
  GStrv unread_scenario;    /* game.json unread_members.scenario */
  int max_vp_halves;
  int days_per_box;
  int pass_cards;    /* Pass cards in a side's Command deck (1.9.2; default 3) */
  int command_cards; /* Command action cards per Lord (1.9.2; default 3) */
  gboolean has_end_marker;
  CasMarkerSet marker_set;
  CasVpValues vp;
  int asset_slot[CAS_N_ASSETS];  /* the slot playing each role, -1 none */
  const char *asset_roles[CAS_N_ASSETS + 1];       /* the roles' ids (role_ids ()) */
  const char *locale_roles[CAS_N_LOCALE_TYPES + 1];
  CasSetting settings[CAS_MAX_SETTINGS];
  int n_settings;
  GArray *comuni;      /* CasComune */

  GArray *seasons;     /* CasSeason */
  GArray *boxes;       /* CasBox */
  GArray *regions;     /* CasRegion */
  GArray *locales;     /* CasLocale */
  GArray *ways;        /* CasWay */
  GArray *lords;       /* CasLord */
  GArray *vassals;     /* CasVassal */
  CasUnit units[CAS_MAX_FORCES];
  int n_units;
  CasAssetType assets[CAS_MAX_ASSETS];
  int n_assets;
  CasWayTypeInfo way_types[CAS_MAX_WAY_TYPES];
  int n_way_types;
  CasLocaleTypeInfo locale_types[CAS_MAX_LOCALE_TYPES];
  int n_locale_types;
  CasFeedStep feed[CAS_MAX_FEED_STEPS];
  int n_feed;
  CasStronghold strongholds[CAS_MAX_LOCALE_TYPES];
  GArray *cards;       /* CasCard */
  GArray *scenarios;   /* CasScenario */

  GHashTable *locale_index;
  GHashTable *lord_index;
  GHashTable *vassal_index;
  GHashTable *card_index;
  GHashTable *scenario_index;
  guint8 *adjacency;   /* n_locales * n_locales */
  /* The app's map (src/app/cas-map-canvas.c, issue 17): the dashed line's schematic
   * polyline, x and y in turn (0..1), or NULL. */
  GArray *dashed_points; /* double */
};

G_DEFINE_FINAL_TYPE (CasGame, cas_game, CAS_TYPE_GAME_BASE)

const char *
cas_asset_id (CasAsset asset)
{
  g_return_val_if_fail (asset < CAS_N_ASSETS, NULL);
  return asset_ids[asset];
}

const char *
cas_game_asset_role_id (CasGame *self, CasAsset role)
{
  g_return_val_if_fail (CAS_IS_GAME (self) && role < CAS_N_ASSETS, NULL);
  return self->asset_roles[role][0] ? self->asset_roles[role] : NULL;
}

static int
find_in (const char *const *ids, int n, const char *id)
{
  for (int i = 0; i < n; i++)
    if (ids[i] && ids[i][0] && g_strcmp0 (ids[i], id) == 0)
      return i;
  return -1;
}

/* The ids of the roles as GAME names them: the series' table, with the game's rules'
 * own names (CasLcRules.asset_roles / locale_roles) where they give one. `out` holds n
 * entries plus a NULL, for g_strjoinv (); an unnamed role is "" (no id matches it). */
static void
role_ids (const char *const *series, const char *const *own, int n, const char **out)
{
  for (int i = 0; i < n; i++)
    out[i] = own && own[i] ? own[i] : series[i] ? series[i] : "";
  out[n] = NULL;
}

/* The named roles of `ids` from `first` on, joined for a message. */
static char *
join_roles (const char *const *ids, int first)
{
  GString *s = g_string_new (NULL);
  for (int i = first; ids[i]; i++)
    if (ids[i][0])
      g_string_append_printf (s, "%s%s", s->len ? ", " : "", ids[i]);
  return g_string_free (s, FALSE);
}

gboolean
cas_asset_is_transport (CasAsset asset)
{
  return asset >= CAS_ASSET_CART && asset <= CAS_ASSET_SHIP;
}

/* Set by the loader from the Locale's type (game.json "locale_types"). */
gboolean
cas_locale_is_stronghold (const CasLocale *locale)
{
  return locale->stronghold;
}

gboolean
cas_locale_is_conquerable (const CasLocale *locale)
{
  return locale->conquerable;
}

static void
clear_season (gpointer p)
{
  CasSeason *s = p;
  g_free (s->id);
  g_free (s->name);
}

static void
clear_box (gpointer p)
{
  CasBox *b = p;
  g_free (b->months);
}

static void
clear_comune (gpointer p)
{
  CasComune *c = p;
  g_free (c->id);
  g_free (c->name);
}

static void
clear_region (gpointer p)
{
  CasRegion *r = p;
  g_free (r->id);
  g_free (r->name);
}

static void
clear_locale (gpointer p)
{
  CasLocale *l = p;
  g_free (l->id);
  g_free (l->name);
  g_clear_pointer (&l->ways, g_array_unref);
}

static void
clear_way (gpointer p)
{
  CasWay *w = p;
  g_free (w->id);
}

static void
clear_lord (gpointer p)
{
  CasLord *l = p;
  g_free (l->id);
  g_free (l->name);
  g_free (l->title);
}

static void
clear_vassal (gpointer p)
{
  CasVassal *v = p;
  g_free (v->id);
  g_free (v->name);
}

static void
clear_card (gpointer p)
{
  CasCard *c = p;
  g_free (c->id);
  g_free (c->event_name);
  g_free (c->event_summary);
  g_free (c->cap_name);
  g_free (c->cap_summary);
  g_strfreev (c->flags);
}

static void
clear_scenario (gpointer p)
{
  CasScenario *s = p;
  g_free (s->id);
  g_free (s->name);
  g_free (s->years);
  g_free (s->summary);
  g_free (s->letter);
  g_clear_pointer (&s->held_events, g_array_unref);
  g_clear_pointer (&s->lords, g_array_unref);
  g_clear_pointer (&s->cylinders, g_array_unref);
  g_clear_pointer (&s->removed, g_array_unref);
  g_clear_pointer (&s->markers, g_array_unref);
  g_clear_pointer (&s->capabilities, g_array_unref);
  g_strfreev (s->notes);
}

static void
cas_game_finalize (GObject *object)
{
  CasGame *self = CAS_GAME (object);

  g_free (self->id);
  g_free (self->name);
  g_strfreev (self->unread_scenario);
  for (int i = 0; i < CAS_N_SIDES; i++)
    {
      g_free (self->side_ids[i]);
      g_free (self->side_names[i]);
    }
  for (int i = 0; i < CAS_N_SIDES; i++)
    g_free (self->side_colours[i]);
  g_clear_pointer (&self->dashed_points, g_array_unref); /* the app's map (issue 17) */
  for (int i = 0; i < CAS_MAX_FORCES; i++)
    {
      g_free (self->units[i].id);
      g_free (self->units[i].name);
    }
  for (int i = 0; i < CAS_MAX_ASSETS; i++)
    {
      g_free (self->assets[i].id);
      g_free (self->assets[i].name);
    }
  for (int i = 0; i < CAS_MAX_WAY_TYPES; i++)
    {
      g_free (self->way_types[i].id);
      g_free (self->way_types[i].name);
    }
  for (int i = 0; i < CAS_MAX_LOCALE_TYPES; i++)
    {
      g_free (self->locale_types[i].id);
      g_free (self->locale_types[i].name);
      g_free (self->locale_types[i].symbol);
    }
  for (int i = 0; i < CAS_MAX_SETTINGS; i++)
    {
      g_free (self->settings[i].id);
      g_free (self->settings[i].name);
      for (int k = 0; k < CAS_MAX_SETTING_VALUES; k++)
        g_free (self->settings[i].values[k]);
    }
  g_clear_pointer (&self->comuni, g_array_unref);
  g_clear_pointer (&self->seasons, g_array_unref);
  g_clear_pointer (&self->boxes, g_array_unref);
  g_clear_pointer (&self->regions, g_array_unref);
  g_clear_pointer (&self->locales, g_array_unref);
  g_clear_pointer (&self->ways, g_array_unref);
  g_clear_pointer (&self->lords, g_array_unref);
  g_clear_pointer (&self->vassals, g_array_unref);
  g_clear_pointer (&self->cards, g_array_unref);
  g_clear_pointer (&self->scenarios, g_array_unref);
  g_clear_pointer (&self->locale_index, g_hash_table_unref);
  g_clear_pointer (&self->lord_index, g_hash_table_unref);
  g_clear_pointer (&self->vassal_index, g_hash_table_unref);
  g_clear_pointer (&self->card_index, g_hash_table_unref);
  g_clear_pointer (&self->scenario_index, g_hash_table_unref);
  g_free (self->adjacency);

  G_OBJECT_CLASS (cas_game_parent_class)->finalize (object);
}

static gboolean load_vfunc (CasGameBase *base, GFile *dir, GHashTable *files, GError **error);

static guint
get_n_scenarios (CasGameBase *base)
{
  return cas_game_get_n_scenarios (CAS_GAME (base));
}

static const char *
get_scenario_id (CasGameBase *base, guint i)
{
  return cas_game_get_scenario (CAS_GAME (base), (int) i)->id;
}

static void
cas_game_class_init (CasGameClass *klass)
{
  CasGameBaseClass *base = CAS_GAME_BASE_CLASS (klass);
  G_OBJECT_CLASS (klass)->finalize = cas_game_finalize;
  base->load = load_vfunc;
  base->get_n_scenarios = get_n_scenarios;
  base->get_scenario_id = get_scenario_id;
  /* The table and the action language (cas-table.c, cas-action.c). */
  base->init_table = cas_lc_table_init;
  base->setup = cas_lc_table_setup;
  base->to_json = cas_table_to_json;
  base->from_json = cas_table_from_json;
  base->cell_name = cas_table_cell_name;
  base->apply = cas_lc_action_apply_text;
  base->secret_text = cas_lc_action_secret_text;
}

static GArray *
new_array (gsize size, GDestroyNotify clear)
{
  GArray *a = g_array_new (FALSE, TRUE, size);
  if (clear)
    g_array_set_clear_func (a, clear);
  return a;
}

static void
cas_game_init (CasGame *self)
{
  self->seasons = new_array (sizeof (CasSeason), clear_season);
  self->boxes = new_array (sizeof (CasBox), clear_box);
  self->comuni = new_array (sizeof (CasComune), clear_comune);
  self->regions = new_array (sizeof (CasRegion), clear_region);
  self->locales = new_array (sizeof (CasLocale), clear_locale);
  self->ways = new_array (sizeof (CasWay), clear_way);
  self->lords = new_array (sizeof (CasLord), clear_lord);
  self->vassals = new_array (sizeof (CasVassal), clear_vassal);
  self->cards = new_array (sizeof (CasCard), clear_card);
  self->scenarios = new_array (sizeof (CasScenario), clear_scenario);
  self->locale_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->lord_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->vassal_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->card_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->scenario_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (int i = 0; i < CAS_N_ASSETS; i++)
    self->asset_slot[i] = -1;
}

/* ------------------------------------------------------------------------ */
/* Validation: every error names the file, the entry and the problem (CasJsonCtx). */

static JsonObject *
as_object (CasJsonCtx *ctx, JsonNode *node, const char *what)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      cas_json_set_error (ctx, "%s must be an object", what);
      return NULL;
    }
  return json_node_get_object (node);
}

static JsonArray *
get_array (CasJsonCtx *ctx, JsonObject *o, const char *member, gboolean optional)
{
  JsonNode *n = json_object_get_member (o, member);
  if (n == NULL && optional)
    return NULL;
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    {
      cas_json_set_error (ctx, "member \"%s\" must be a list", member);
      return NULL;
    }
  return json_node_get_array (n);
}

static gboolean
node_is_number (JsonNode *n)
{
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n))
    return FALSE;
  GType t = json_node_get_value_type (n);
  return t == G_TYPE_INT64 || t == G_TYPE_DOUBLE;
}

static gboolean
get_int (CasJsonCtx *ctx, JsonObject *o, const char *member, int min, int max, int *out)
{
  JsonNode *n = json_object_get_member (o, member);
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return cas_json_fail (ctx, "member \"%s\" must be a whole number from %d to %d", member, min, max);
  gint64 v = json_node_get_int (n);
  if (v < min || v > max)
    return cas_json_fail (ctx, "member \"%s\" is %" G_GINT64_FORMAT ", expected %d to %d", member, v, min, max);
  *out = (int) v;
  return TRUE;
}

static gboolean
get_int_opt (CasJsonCtx *ctx, JsonObject *o, const char *member, int min, int max, int def, int *out)
{
  if (!json_object_has_member (o, member))
    {
      *out = def;
      return TRUE;
    }
  return get_int (ctx, o, member, min, max, out);
}

static gboolean
get_double (CasJsonCtx *ctx, JsonObject *o, const char *member, double min, double max, double *out)
{
  JsonNode *n = json_object_get_member (o, member);
  if (!node_is_number (n))
    return cas_json_fail (ctx, "member \"%s\" must be a number", member);
  double v = json_node_get_double (n);
  if (!(v >= min && v <= max))
    return cas_json_fail (ctx, "member \"%s\" is %g, expected %g to %g", member, v, min, max);
  *out = v;
  return TRUE;
}

static gboolean
get_bool (CasJsonCtx *ctx, JsonObject *o, const char *member, gboolean optional, gboolean *out)
{
  JsonNode *n = json_object_get_member (o, member);
  if (n == NULL && optional)
    {
      *out = FALSE;
      return TRUE;
    }
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return cas_json_fail (ctx, "member \"%s\" must be true or false", member);
  *out = json_node_get_boolean (n);
  return TRUE;
}

static const char *
node_string (JsonNode *n)
{
  if (n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
    return json_node_get_string (n);
  return NULL;
}

static gboolean
get_string (CasJsonCtx *ctx, JsonObject *o, const char *member, gboolean optional, char **out)
{
  JsonNode *n = json_object_get_member (o, member);
  if (n == NULL && optional)
    {
      *out = NULL;
      return TRUE;
    }
  const char *s = node_string (n);
  if (s == NULL || *s == '\0')
    return cas_json_fail (ctx, "member \"%s\" must be a non-empty text", member);
  if (!g_utf8_validate (s, -1, NULL))
    return cas_json_fail (ctx, "member \"%s\" is not valid UTF-8", member);
  *out = g_strdup (s);
  return TRUE;
}

static gboolean
valid_id (const char *s)
{
  if (s == NULL || *s == '\0' || strlen (s) > 64)
    return FALSE;
  for (const char *p = s; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_'))
      return FALSE;
  return TRUE;
}

static gboolean
get_id (CasJsonCtx *ctx, JsonObject *o, GHashTable *index, char **out)
{
  const char *s = node_string (json_object_get_member (o, "id"));
  if (!valid_id (s))
    return cas_json_fail (ctx, "member \"id\" must be lowercase ASCII letters, digits or _");
  if (index && g_hash_table_contains (index, s))
    return cas_json_fail (ctx, "duplicate id \"%s\"", s);
  *out = g_strdup (s);
  return TRUE;
}

static int
lookup (GHashTable *index, const char *id)
{
  gpointer v;
  if (id && g_hash_table_lookup_extended (index, id, NULL, &v))
    return GPOINTER_TO_INT (v);
  return -1;
}

static gboolean
ref_member (CasJsonCtx *ctx, JsonObject *o, const char *member, GHashTable *index, const char *kind,
            gboolean nullable, int *out)
{
  JsonNode *n = json_object_get_member (o, member);
  if (nullable && (n == NULL || JSON_NODE_HOLDS_NULL (n)))
    {
      *out = -1;
      return TRUE;
    }
  const char *s = node_string (n);
  if (s == NULL)
    return cas_json_fail (ctx, "member \"%s\" must be a %s id", member, kind);
  *out = lookup (index, s);
  if (*out < 0)
    return cas_json_fail (ctx, "unknown %s \"%s\"", kind, s);
  return TRUE;
}

/* cas_json_check_members () with `extra` (const char *) optional too. */
static gboolean
check_members_plus (CasJsonCtx *ctx, JsonObject *o, const char *const *req, const char *const *opt, GPtrArray *extra)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  for (const char *const *m = opt; m && *m; m++)
    g_ptr_array_add (all, (gpointer) *m);
  for (guint i = 0; extra && i < extra->len; i++)
    g_ptr_array_add (all, g_ptr_array_index (extra, i));
  g_ptr_array_add (all, NULL);
  return cas_json_check_members (ctx, o, req, (const char *const *) all->pdata);
}

/* game.json "unread_members" (optional): {"game": [...], "scenario": [...]}, the members
 * of game.json (objects) and of a scenario that the loader accepts without reading them:
 * the game's data checker reads them (Inferno: tests/data/check-inferno-data.py). */
static gboolean
load_unread_members (CasGame *self, JsonObject *root, CasJsonCtx *ctx, GStrv *game)
{
  static const char *const parts[] = { "game", "scenario", NULL };
  JsonNode *n = json_object_get_member (root, "unread_members");
  JsonObject *o;
  if (n == NULL)
    return TRUE;
  if ((o = as_object (ctx, n, "\"unread_members\"")) == NULL || !cas_json_check_members (ctx, o, NULL, parts))
    return FALSE;
  for (int p = 0; parts[p]; p++)
    {
      JsonArray *a = get_array (ctx, o, parts[p], TRUE);
      g_autoptr(GStrvBuilder) b = g_strv_builder_new ();
      for (guint i = 0; a && i < json_array_get_length (a); i++)
        {
          const char *m = node_string (json_array_get_element (a, i));
          if (m == NULL)
            return cas_json_fail (ctx, "unread_members.%s[%u] must be text", parts[p], i);
          g_strv_builder_add (b, m);
        }
      if (p == 0)
        *game = g_strv_builder_end (b);
      else
        self->unread_scenario = g_strv_builder_end (b);
    }
  return TRUE;
}

/* The object a game cell's name puts it in ("box" of "box.vp"), into buf; FALSE for a
 * member of its own. */
static gboolean
cell_object (const CasGameCell *c, char *buf, gsize size)
{
  const char *dot = strchr (c->name, '.');
  if (dot == NULL)
    return FALSE;
  g_strlcpy (buf, c->name, MIN (size, (gsize) (dot - c->name) + 1));
  return TRUE;
}

/* The members of a scenario the game's cells add, and its unread_members.scenario. */
static GPtrArray *
scenario_members (CasGame *self)
{
  GPtrArray *extra = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < self->n_cells; i++)
    {
      char obj[64];
      const char *m = cell_object (&self->cells[i], obj, sizeof obj) ? obj : self->cells[i].name;
      if (!g_ptr_array_find_with_equal_func (extra, m, g_str_equal, NULL))
        g_ptr_array_add (extra, g_strdup (m));
    }
  for (char **m = self->unread_scenario; m && *m; m++)
    g_ptr_array_add (extra, g_strdup (*m));
  return extra;
}

/* A scenario's counts of the game's own cells (Nevsky 3.5.2: "veche": {"vp", "coin"}),
 * each from 0 to the game's maximum; required exactly when that maximum is above 0. The
 * cells of one object come together, and the object holds exactly them. */
static gboolean
load_scenario_counts (CasGame *self, CasScenario *s, JsonObject *o, CasJsonCtx *ctx)
{
  for (int i = 0; i < self->n_cells;)
    {
      char obj[64];
      int n = 1;
      if (self->cells[i].kind != CAS_GAME_CELL_COUNT)
        {
          i++;
          continue;
        }
      if (!cell_object (&self->cells[i], obj, sizeof obj))
        {
          const char *m = self->cells[i].name;
          if ((json_object_has_member (o, m) || self->cell_max[i] > 0) &&
              !get_int (ctx, o, m, 0, self->cell_max[i], &s->cells[i]))
            return FALSE;
          i++;
          continue;
        }
      const char *members[CAS_MAX_GAME_CELLS + 1] = { NULL };
      char other[64];
      members[0] = self->cells[i].name + strlen (obj) + 1;
      while (i + n < self->n_cells && self->cells[i + n].kind == CAS_GAME_CELL_COUNT &&
             cell_object (&self->cells[i + n], other, sizeof other) && g_str_equal (obj, other))
        {
          members[n] = self->cells[i + n].name + strlen (obj) + 1;
          n++;
        }
      JsonNode *node = json_object_get_member (o, obj);
      if (node || self->cell_max[i] > 0)
        {
          g_autofree char *what = g_strdup_printf ("\"%s\"", obj);
          JsonObject *box = as_object (ctx, node, what);
          if (box == NULL || !cas_json_check_members (ctx, box, members, NULL))
            return FALSE;
          for (int k = 0; k < n; k++)
            if (!get_int (ctx, box, members[k], 0, self->cell_max[i + k], &s->cells[i + k]))
              return FALSE;
        }
      i += n;
    }
  return TRUE;
}

/* A scenario's Locales of the game's own cells (Nevsky 1.4.1: "legate"), optional; null
 * or absent leaves the cell's initial value. */
static gboolean
load_scenario_locales (CasGame *self, CasScenario *s, JsonObject *o, CasJsonCtx *ctx)
{
  for (int i = 0; i < self->n_cells; i++)
    {
      const char *m = self->cells[i].name;
      int v;
      if (self->cells[i].kind != CAS_GAME_CELL_LOCALE || !json_object_has_member (o, m))
        continue;
      if (!ref_member (ctx, o, m, self->locale_index, "Locale", TRUE, &v))
        return FALSE;
      if (v >= 0)
        s->cells[i] = v;
    }
  return TRUE;
}

static gboolean
side_member (CasGame *self, CasJsonCtx *ctx, JsonObject *o, const char *member, gboolean nullable, int *out)
{
  JsonNode *n = json_object_get_member (o, member);
  if (nullable && (n == NULL || JSON_NODE_HOLDS_NULL (n)))
    {
      *out = -1;
      return TRUE;
    }
  const char *s = node_string (n);
  *out = s ? cas_game_find_side (self, s) : -1;
  if (*out < 0)
    return cas_json_fail (ctx, "member \"%s\" must name a side (%s or %s)", member,
                          self->side_ids[0], self->side_ids[1]);
  return TRUE;
}

/* Reads a list of ids into indices. */
static gboolean
ref_list (CasJsonCtx *ctx, JsonObject *o, const char *member, GHashTable *index, const char *kind,
          int *out, int max, int *n_out)
{
  JsonArray *a = get_array (ctx, o, member, FALSE);
  if (a == NULL)
    return FALSE;
  guint n = json_array_get_length (a);
  if ((int) n > max)
    return cas_json_fail (ctx, "member \"%s\" has %u entries, at most %d allowed", member, n, max);
  for (guint i = 0; i < n; i++)
    {
      const char *s = node_string (json_array_get_element (a, i));
      int idx = lookup (index, s);
      if (s == NULL)
        return cas_json_fail (ctx, "member \"%s\"[%u] must be a %s id", member, i, kind);
      if (idx < 0)
        return cas_json_fail (ctx, "unknown %s \"%s\" in \"%s\"", kind, s, member);
      for (guint j = 0; j < i; j++)
        if (out[j] == idx)
          return cas_json_fail (ctx, "%s \"%s\" listed twice in \"%s\"", kind, s, member);
      out[i] = idx;
    }
  *n_out = (int) n;
  return TRUE;
}

static gboolean
counts_member (CasGame *self, CasJsonCtx *ctx, JsonObject *o, const char *member, gboolean forces, int *out,
               gboolean optional)
{
  /* `out` is a Forces (CAS_MAX_FORCES) or Assets (CAS_MAX_ASSETS) array: the same size. */
  G_STATIC_ASSERT (CAS_MAX_FORCES == CAS_MAX_ASSETS);
  memset (out, 0, sizeof (int) * CAS_MAX_FORCES);
  JsonNode *node = json_object_get_member (o, member);
  if (node == NULL && optional)
    return TRUE;
  JsonObject *c = as_object (ctx, node, member);
  if (c == NULL)
    return FALSE;
  g_autoptr(GList) members = json_object_get_members (c);
  for (GList *l = members; l; l = l->next)
    {
      int t = forces ? cas_game_find_unit (self, l->data) : cas_game_find_asset (self, l->data);
      if (t < 0)
        return cas_json_fail (ctx, "\"%s\" has unknown %s type \"%s\"", member, forces ? "Forces" : "Asset",
                              (const char *) l->data);
      if (!get_int (ctx, c, l->data, 0, 99, &out[t]))
        return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */

static gboolean
transport_list (CasGame *self, CasJsonCtx *ctx, JsonObject *o, const char *member, guint *mask)
{
  JsonArray *a = get_array (ctx, o, member, FALSE);
  *mask = 0;
  if (a == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      const char *s = node_string (json_array_get_element (a, i));
      int t = s ? cas_game_find_asset (self, s) : -1;
      if (t < 0 || !self->assets[t].transport)
        return cas_json_fail (ctx, "\"%s\" lists \"%s\", which is not a Transport type", member, s ? s : "?");
      *mask |= 1u << t;
    }
  return TRUE;
}

/* The name of a type that the data does not name: its id in words ("Trade Route"). */
static char *
name_of_id (const char *id)
{
  char *name = g_strdup (id);
  for (char *p = name; *p; p++)
    if (*p == '_')
      *p = ' ';
    else if (p == name || p[-1] == ' ')
      *p = g_ascii_toupper (*p);
  return name;
}

/* A list of ids with names, or NULL for Nevsky's default; every entry is an object with
 * "id" (unique) and "name", plus the members in `more`. */
static JsonArray *
type_list (CasJsonCtx *ctx, JsonObject *root, const char *member, int max)
{
  JsonArray *a = get_array (ctx, root, member, TRUE);
  if (a == NULL)
    return NULL;
  if (json_array_get_length (a) == 0 || (int) json_array_get_length (a) > max)
    {
      cas_json_set_error (ctx, "\"%s\" must list 1 to %d types", member, max);
      return NULL;
    }
  return a;
}

static gboolean
type_entry (CasJsonCtx *ctx, JsonArray *a, const char *member, guint i, const char *const *req,
            const char *const *opt, char **id, char **name, JsonObject **out)
{
  JsonObject *o = as_object (ctx, json_array_get_element (a, i), "a type");
  cas_json_set_entry (ctx, member, i, o, "id");
  if (o == NULL || !cas_json_check_members (ctx, o, req, opt) || !get_id (ctx, o, NULL, id) ||
      !get_string (ctx, o, "name", FALSE, name))
    return FALSE;
  for (guint j = 0; j < i; j++)
    if (g_strcmp0 (node_string (json_object_get_member (json_array_get_object_element (a, j), "id")), *id) == 0)
      return cas_json_fail (ctx, "duplicate id \"%s\"", *id);
  *out = o;
  return TRUE;
}

/* game.json "assets", "way_types", "locale_types" and "feed" (issue 16: types from data);
 * absent, Nevsky's. */
static gboolean
load_types (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  JsonArray *a;
  const char **aids = self->asset_roles, **lids = self->locale_roles;

  role_ids (asset_ids, self->rules ? self->rules->asset_roles : NULL, CAS_N_ASSETS, aids);
  role_ids (locale_type_ids, self->rules ? self->rules->locale_roles : NULL, CAS_N_LOCALE_TYPES, lids);

  if (json_object_has_member (root, "assets"))
    {
      static const char *const areq[] = { "id", "name", NULL };
      static const char *const aopt[] = { "transport", "lords", "spoils", "role", NULL };
      static const char *const fixed[] = { "prov", "coin", "loot" };
      if ((a = type_list (ctx, root, "assets", CAS_MAX_ASSETS)) == NULL)
        return FALSE;
      self->n_assets = (int) json_array_get_length (a);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          CasAssetType *t = &self->assets[i];
          JsonObject *o;
          if (!type_entry (ctx, a, "assets", i, areq, aopt, &t->id, &t->name, &o) ||
              !get_bool (ctx, o, "transport", TRUE, &t->transport))
            return FALSE;
          /* Provender, Coin and Loot are the engine's own slots (1.7). */
          if (i < G_N_ELEMENTS (fixed) && !g_str_equal (t->id, fixed[i]))
            return cas_json_fail (ctx, "the first Assets must be prov, coin and loot, in this order");
          if (i < G_N_ELEMENTS (fixed) && t->transport)
            return cas_json_fail (ctx, "%s is not Transport", t->id);
          /* The role the engine knows it by (CAS_ASSET_CART ...): its "role", else its id.
           * Any slot may play it (issue 17: Inferno's Ship is its fifth Asset). */
          const char *role = json_object_has_member (o, "role") ? node_string (json_object_get_member (o, "role")) : t->id;
          int known = find_in (aids, CAS_N_ASSETS, role);
          if (json_object_has_member (o, "role") && (known < CAS_ASSET_CART || !t->transport))
            {
              g_autofree char *roles = join_roles (aids, CAS_ASSET_CART);
              return cas_json_fail (ctx, "\"role\" must be a Transport role (%s)", roles);
            }
          if (i < G_N_ELEMENTS (fixed))
            known = (int) i;
          t->role = known;
          if (known >= 0 && self->asset_slot[known] >= 0)
            return cas_json_fail (ctx, "two Asset types play the role %s", aids[known]);
          if (known >= 0)
            self->asset_slot[known] = (int) i;
          gboolean spoils;
          if (!get_bool (ctx, o, "spoils", TRUE, &spoils))
            return FALSE;
          if (json_object_has_member (o, "lords") && get_array (ctx, o, "lords", FALSE) == NULL)
            return FALSE; /* the Lords are resolved with lords.json (resolve_asset_lords) */
        }
      if (self->n_assets < 3)
        return cas_json_fail (ctx, "the first Assets must be prov, coin and loot, in this order");
    }
  else
    {
      self->n_assets = CAS_N_ASSETS;
      for (int i = 0; i < CAS_N_ASSETS; i++)
        {
          if (!aids[i][0])
            return cas_json_fail (ctx, "the game names no Asset type %d: list its \"assets\"", i);
          self->assets[i].id = g_strdup (aids[i]);
          self->assets[i].name = name_of_id (aids[i]);
          self->assets[i].transport = i >= CAS_ASSET_CART;
          self->assets[i].role = i;
          self->asset_slot[i] = i;
        }
    }
  ctx->entry[0] = '\0';

  if (json_object_has_member (root, "way_types"))
    {
      static const char *const wreq[] = { "id", "name", NULL };
      static const char *const wopt[] = { "laden_prov_per_cart", "free_first_march", NULL };
      if ((a = type_list (ctx, root, "way_types", CAS_MAX_WAY_TYPES)) == NULL)
        return FALSE;
      self->n_way_types = (int) json_array_get_length (a);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          CasWayTypeInfo *t = &self->way_types[i];
          JsonObject *o;
          if (!type_entry (ctx, a, "way_types", i, wreq, wopt, &t->id, &t->name, &o) ||
              !get_int_opt (ctx, o, "laden_prov_per_cart", 1, 4, 1, &t->laden_prov_per_cart) ||
              !get_bool (ctx, o, "free_first_march", TRUE, &t->free_first_march))
            return FALSE;
        }
    }
  else
    {
      self->n_way_types = 2;
      for (int i = 0; i < 2; i++)
        {
          self->way_types[i].id = g_strdup (way_type_ids[i]);
          self->way_types[i].name = name_of_id (way_type_ids[i]);
          self->way_types[i].laden_prov_per_cart = 1;
        }
    }
  ctx->entry[0] = '\0';

  if (json_object_has_member (root, "locale_types"))
    {
      static const char *const lreq[] = { "id", "name", "stronghold", "conquerable", "symbol", NULL };
      static const char *const lopt[] = { "role", NULL };
      if ((a = type_list (ctx, root, "locale_types", CAS_MAX_LOCALE_TYPES)) == NULL)
        return FALSE;
      self->n_locale_types = (int) json_array_get_length (a);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          CasLocaleTypeInfo *t = &self->locale_types[i];
          JsonObject *o;
          if (!type_entry (ctx, a, "locale_types", i, lreq, lopt, &t->id, &t->name, &o) ||
              !get_bool (ctx, o, "stronghold", FALSE, &t->stronghold) ||
              !get_bool (ctx, o, "conquerable", FALSE, &t->conquerable))
            return FALSE;
          const char *symbol = node_string (json_object_get_member (o, "symbol"));
          if (symbol == NULL || !symbol[0] || find_in (lids, CAS_N_LOCALE_TYPES, symbol) < 0)
            {
              g_autofree char *known = join_roles (lids, 0);
              return cas_json_fail (ctx, "\"symbol\" must be one of the map's symbols (%s)", known);
            }
          t->symbol = g_strdup (symbol);
          t->symbol_kind = (CasLocaleType) find_in (lids, CAS_N_LOCALE_TYPES, symbol);
          /* The known type whose rules it follows: its "role" (null: none), else its id. An
           * Inferno Town is a Stronghold, not Nevsky's Town, so Inferno names no role. */
          int known = find_in (lids, CAS_N_LOCALE_TYPES, t->id);
          if (json_object_has_member (o, "role"))
            {
              JsonNode *rn = json_object_get_member (o, "role");
              known = JSON_NODE_HOLDS_NULL (rn) ? -1 : find_in (lids, CAS_N_LOCALE_TYPES, node_string (rn));
              if (!JSON_NODE_HOLDS_NULL (rn) && known < 0)
                return cas_json_fail (ctx, "\"role\" must be null or a known Locale type");
            }
          t->kind = known < 0 ? CAS_LOCALE_OTHER : (CasLocaleType) known;
        }
    }
  else
    {
      self->n_locale_types = CAS_N_LOCALE_TYPES;
      for (int i = 0; i < CAS_N_LOCALE_TYPES; i++)
        {
          CasLocaleTypeInfo *t = &self->locale_types[i];
          if (!lids[i][0])
            return cas_json_fail (ctx, "the game names no Locale type %d: list its \"locale_types\"", i);
          t->id = g_strdup (lids[i]);
          t->name = name_of_id (lids[i]);
          t->symbol = g_strdup (lids[i]);
          t->stronghold = i >= CAS_LOCALE_FORT;
          t->conquerable = i >= CAS_LOCALE_POST;
          t->kind = (CasLocaleType) i;
          t->symbol_kind = (CasLocaleType) i;
        }
    }
  ctx->entry[0] = '\0';

  if (json_object_has_member (root, "feed"))
    {
      static const char *const freq[] = { "max_units", "prov", NULL };
      if ((a = get_array (ctx, root, "feed", FALSE)) == NULL)
        return FALSE;
      if (json_array_get_length (a) == 0 || json_array_get_length (a) > CAS_MAX_FEED_STEPS)
        return cas_json_fail (ctx, "\"feed\" must list 1 to %d steps", CAS_MAX_FEED_STEPS);
      self->n_feed = (int) json_array_get_length (a);
      for (int i = 0; i < self->n_feed; i++)
        {
          JsonObject *o = as_object (ctx, json_array_get_element (a, (guint) i), "a Feed step");
          CasFeedStep *f = &self->feed[i];
          gboolean last = i == self->n_feed - 1;
          g_snprintf (ctx->entry, sizeof ctx->entry, "feed[%d]", i);
          if (o == NULL || !cas_json_check_members (ctx, o, freq, NULL) || !get_int (ctx, o, "prov", 1, 9, &f->prov))
            return FALSE;
          /* 4.8.1: every step but the last has a limit, rising; the last has none (null). */
          if (last && !JSON_NODE_HOLDS_NULL (json_object_get_member (o, "max_units")))
            return cas_json_fail (ctx, "the last step's \"max_units\" must be null (no limit)");
          if (!last && !get_int (ctx, o, "max_units", i > 0 ? self->feed[i - 1].max_units + 1 : 1, 99, &f->max_units))
            return FALSE;
          if (i > 0 && f->prov <= self->feed[i - 1].prov)
            return cas_json_fail (ctx, "each step must eat more than the one before");
        }
    }
  else
    {
      self->n_feed = G_N_ELEMENTS (default_feed);
      memcpy (self->feed, default_feed, sizeof default_feed);
    }
  ctx->entry[0] = '\0';
  return TRUE;
}

static int
find_season (CasGame *self, const char *id)
{
  for (guint j = 0; j < self->seasons->len; j++)
    if (g_strcmp0 (g_array_index (self->seasons, CasSeason, j).id, id) == 0)
      return (int) j;
  return -1;
}

/* A value the public sources leave open (data-format.md, "Unverified values"):
 * "unverified": true, "alternative" (an object of the members that change) and an optional
 * "setting" that switches it. Each out may be NULL. */
static gboolean
unverified_members (CasGame *self, CasJsonCtx *ctx, JsonObject *o, gboolean *unverified, JsonObject **alt,
                    int *setting)
{
  gboolean u = FALSE;
  JsonObject *a = NULL;
  int set = -1;

  if (!get_bool (ctx, o, "unverified", TRUE, &u))
    return FALSE;
  if (u != json_object_has_member (o, "alternative"))
    return cas_json_fail (ctx, "an \"unverified\" value needs its \"alternative\", and only it has one");
  if (u && (a = as_object (ctx, json_object_get_member (o, "alternative"), "\"alternative\"")) == NULL)
    return FALSE;
  if (json_object_has_member (o, "setting"))
    {
      const char *id = node_string (json_object_get_member (o, "setting"));
      if (!u || (set = cas_game_find_setting (self, id)) < 0)
        return cas_json_fail (ctx, "\"setting\" must name a game setting of an unverified value");
    }
  if (unverified)
    *unverified = u;
  if (alt)
    *alt = a;
  if (setting)
    *setting = set;
  return TRUE;
}

/* game.json "vp" (5.1): what each Victory marker counts, in VP. With "allegiance" the game's
 * Locales carry Allegiance and Ruins markers (Inferno 1.3.1) instead of Conquered and Castle
 * markers; absent, Nevsky's. */
static gboolean
load_vp (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  static const char *const opt[] = { "conquered", "allegiance", "ravaged", "ruins", "castle", "carroccio", NULL };
  static const char *const members[] = { "conquered", "allegiance", "ravaged", "ruins", "castle", "carroccio" };
  int *cells[] = { &self->vp.marker_halves, &self->vp.marker_halves, &self->vp.ravaged_halves,
                   &self->vp.ruins_halves, &self->vp.castle_halves, &self->vp.carroccio_halves };
  JsonObject *vp;

  self->vp = (CasVpValues) { .marker_halves = 2, .ravaged_halves = 1, .castle_halves = 2 };
  self->marker_set = CAS_MARKERS_CONQUERED;
  if (!json_object_has_member (root, "vp"))
    return TRUE;
  g_strlcpy (ctx->entry, "vp", sizeof ctx->entry);
  if ((vp = as_object (ctx, json_object_get_member (root, "vp"), "\"vp\"")) == NULL ||
      !cas_json_check_members (ctx, vp, NULL, opt))
    return FALSE;
  if (json_object_has_member (vp, "conquered") == json_object_has_member (vp, "allegiance"))
    return cas_json_fail (ctx, "give either \"conquered\" or \"allegiance\"");
  self->vp = (CasVpValues) { 0 };
  self->marker_set = json_object_has_member (vp, "allegiance") ? CAS_MARKERS_ALLEGIANCE : CAS_MARKERS_CONQUERED;
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (json_object_has_member (vp, members[i]))
      {
        double v;
        if (!get_double (ctx, vp, members[i], 0, 9, &v))
          return FALSE;
        if (v * 2 != (int) (v * 2))
          return cas_json_fail (ctx, "\"%s\" must be a whole or half number", members[i]);
        *cells[i] = (int) (v * 2);
      }
  ctx->entry[0] = '\0';
  return TRUE;
}

/* game.json "settings": values the public sources leave open, with a default (issue 17). */
static gboolean
load_settings (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  static const char *const req[] = { "id", "name", "default", "values", NULL };
  static const char *const opt[] = { "boxes", NULL };
  JsonArray *a = get_array (ctx, root, "settings", TRUE);

  if (a == NULL)
    return !json_object_has_member (root, "settings");
  if (json_array_get_length (a) > CAS_MAX_SETTINGS)
    return cas_json_fail (ctx, "\"settings\" lists at most %d settings", CAS_MAX_SETTINGS);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      CasSetting *set = &self->settings[i];
      JsonObject *o;
      if (!type_entry (ctx, a, "settings", i, req, opt, &set->id, &set->name, &o))
        return FALSE;
      self->n_settings = (int) i + 1;
      JsonArray *values = get_array (ctx, o, "values", FALSE);
      if (values == NULL)
        return FALSE;
      if (json_array_get_length (values) < 2 || json_array_get_length (values) > CAS_MAX_SETTING_VALUES)
        return cas_json_fail (ctx, "\"values\" must list 2 to %d values", CAS_MAX_SETTING_VALUES);
      for (guint k = 0; k < json_array_get_length (values); k++)
        {
          const char *v = node_string (json_array_get_element (values, k));
          if (!valid_id (v))
            return cas_json_fail (ctx, "values[%u] must be an id", k);
          set->values[k] = g_strdup (v);
          set->n_values = (int) k + 1;
        }
      set->def = find_in ((const char *const *) set->values, set->n_values,
                          node_string (json_object_get_member (o, "default")));
      if (set->def < 0)
        return cas_json_fail (ctx, "\"default\" must be one of its values");
      JsonArray *boxes = get_array (ctx, o, "boxes", TRUE);
      for (guint k = 0; boxes && k < json_array_get_length (boxes); k++)
        {
          JsonNode *n = json_array_get_element (boxes, k);
          if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
            return cas_json_fail (ctx, "boxes[%u] must be a box number", k);
        }
    }
  ctx->entry[0] = '\0';
  return TRUE;
}

static gboolean
load_game_json (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  static const char *const req[] = { "format", "id", "name", "sides", "asset_cap", "max_vp", "seasons",
                                     "calendar", NULL };
  /* regions: Nevsky's (a game without them has no Regions). Inferno's tax and forage_roll
   * are checked by tests/data/check-inferno-data.py; the engine does not read them yet.
   * The game's rules add the members of its own cells (max_member), and "unread_members"
   * the objects that only the game's data checker reads (Inferno's Podesta ...). */
  static const char *const opt[] = { "subtitle", "assets", "way_types", "locale_types", "feed",
                                     "regions", "days_per_box", "pass_cards", "command_cards", "settings", "vp", "forage_roll", "tax",
                                     "unread_members", NULL };
  int format, unused;
  double max_vp;
  g_autoptr(GPtrArray) extra = g_ptr_array_new ();

  /* The game's rules, by the id the data gives (checked below). */
  const CasModule *module = cas_module_find (node_string (json_object_get_member (root, "id")));
  self->rules = module ? module->rules : NULL;
  if (self->rules)
    {
      self->cells = self->rules->cells;
      self->n_cells = MIN (self->rules->n_cells, CAS_MAX_GAME_CELLS);
      for (int i = 0; i < self->n_cells; i++)
        if (self->cells[i].max_member && !g_ptr_array_find_with_equal_func (extra, self->cells[i].max_member, g_str_equal, NULL))
          g_ptr_array_add (extra, (gpointer) self->cells[i].max_member);
    }
  guint first_object = extra->len;
  g_auto (GStrv) unread_game = NULL;
  if (!load_unread_members (self, root, ctx, &unread_game))
    return FALSE;
  for (char **m = unread_game; m && *m; m++)
    g_ptr_array_add (extra, *m);
  if (!check_members_plus (ctx, root, req, opt, extra) || !get_int (ctx, root, "format", 1, 1, &format))
    return FALSE;
  if (!get_id (ctx, root, NULL, &self->id) || !get_string (ctx, root, "name", FALSE, &self->name))
    return FALSE;
  if (!load_types (self, root, ctx))
    return FALSE;
  if (!get_int (ctx, root, "asset_cap", 1, 99, &self->asset_cap))
    return FALSE;
  for (int i = 0; i < self->n_cells; i++)
    if (self->cells[i].max_member && !get_int_opt (ctx, root, self->cells[i].max_member, 1, 99, 0, &self->cell_max[i]))
      return FALSE;
  if (!get_int_opt (ctx, root, "days_per_box", 1, 365, 0, &self->days_per_box) ||
      !get_int_opt (ctx, root, "pass_cards", 0, CAS_MAX_PLAN, 3, &self->pass_cards) ||
      !get_int_opt (ctx, root, "command_cards", 1, CAS_MAX_PLAN, 3, &self->command_cards) ||
      !get_int_opt (ctx, root, "forage_roll", 1, 6, 0, &unused) || !get_int_opt (ctx, root, "tax", 1, 9, 0, &unused))
    return FALSE;
  for (guint i = first_object; i < extra->len; i++)
    {
      const char *m = g_ptr_array_index (extra, i);
      if (json_object_has_member (root, m) && as_object (ctx, json_object_get_member (root, m), m) == NULL)
        return FALSE;
    }
  /* 2.2.5: the top of the Victory track; null (Inferno) for none. */
  if (JSON_NODE_HOLDS_NULL (json_object_get_member (root, "max_vp")))
    self->max_vp_halves = 2 * 99;
  else if (!get_double (ctx, root, "max_vp", 1, 99, &max_vp))
    return FALSE;
  else
    self->max_vp_halves = (int) (max_vp * 2 + 0.5);
  if (!load_vp (self, root, ctx) || !load_settings (self, root, ctx))
    return FALSE;

  JsonArray *sides = get_array (ctx, root, "sides", FALSE);
  if (sides == NULL)
    return FALSE;
  if (json_array_get_length (sides) != CAS_N_SIDES)
    return cas_json_fail (ctx, "\"sides\" must list exactly %d sides", CAS_N_SIDES);
  for (guint i = 0; i < CAS_N_SIDES; i++)
    {
      static const char *const sreq[] = { "id", "name", NULL };
      static const char *const sopt[] = { "colour", NULL };
      JsonObject *s = as_object (ctx, json_array_get_element (sides, i), "a side");
      cas_json_set_entry (ctx, "sides", i, s, "id");
      if (s == NULL || !cas_json_check_members (ctx, s, sreq, sopt) || !get_id (ctx, s, NULL, &self->side_ids[i]) ||
          !get_string (ctx, s, "name", FALSE, &self->side_names[i]) ||
          !get_string (ctx, s, "colour", TRUE, &self->side_colours[i]))
        return FALSE;
    }
  if (g_strcmp0 (self->side_ids[0], self->side_ids[1]) == 0)
    return cas_json_fail (ctx, "both sides have the id \"%s\"", self->side_ids[0]);

  JsonArray *seasons = get_array (ctx, root, "seasons", FALSE);
  if (seasons == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (seasons); i++)
    {
      static const char *const sreq[] = { "id", "name", "plan_size", "transport", NULL };
      static const char *const sopt[] = { "forage", NULL };
      static const char *const forages[] = { "", "auto", "roll", "none" };
      CasSeason season = { 0 };
      JsonObject *s = as_object (ctx, json_array_get_element (seasons, i), "a season");
      cas_json_set_entry (ctx, "seasons", i, s, "id");
      if (s == NULL || !cas_json_check_members (ctx, s, sreq, sopt))
        return FALSE;
      if (json_object_has_member (s, "forage") &&
          (season.forage = find_in (forages, 4, node_string (json_object_get_member (s, "forage")))) <= 0)
        return cas_json_fail (ctx, "\"forage\" must be auto, roll or none");
      g_array_append_val (self->seasons, season);
      CasSeason *sp = &g_array_index (self->seasons, CasSeason, self->seasons->len - 1);
      for (guint j = 0; j < i; j++)
        if (g_strcmp0 (g_array_index (self->seasons, CasSeason, j).id, node_string (json_object_get_member (s, "id"))) == 0)
          return cas_json_fail (ctx, "duplicate id");
      if (!get_id (ctx, s, NULL, &sp->id) || !get_string (ctx, s, "name", FALSE, &sp->name) ||
          !get_int (ctx, s, "plan_size", 1, CAS_MAX_PLAN, &sp->plan_size))
        return FALSE;
      /* 1.7.4: what is usable along each Way type, and at a Seaport. */
      JsonObject *t = as_object (ctx, json_object_get_member (s, "transport"), "\"transport\"");
      const char *treq[CAS_MAX_WAY_TYPES + 2] = { NULL };
      for (int w = 0; w < self->n_way_types; w++)
        treq[w] = self->way_types[w].id;
      treq[self->n_way_types] = "seaport";
      if (t == NULL || !cas_json_check_members (ctx, t, treq, NULL) ||
          !transport_list (self, ctx, t, "seaport", &sp->seaport))
        return FALSE;
      for (int w = 0; w < self->n_way_types; w++)
        {
          if (!transport_list (self, ctx, t, self->way_types[w].id, &sp->way[w]))
            return FALSE;
          int known = find_in (way_type_ids, 2, self->way_types[w].id);
          if (known == CAS_WAY_TRACKWAY)
            sp->trackway = sp->way[w];
          else if (known == CAS_WAY_WATERWAY)
            sp->waterway = sp->way[w];
        }
    }
  ctx->entry[0] = '\0';
  if (self->seasons->len == 0)
    return cas_json_fail (ctx, "\"seasons\" is empty");

  JsonArray *cal = get_array (ctx, root, "calendar", FALSE);
  if (cal == NULL)
    return FALSE;
  if (json_array_get_length (cal) == 0 || json_array_get_length (cal) > 64)
    return cas_json_fail (ctx, "\"calendar\" must have 1 to 64 boxes");
  for (guint i = 0; i < json_array_get_length (cal); i++)
    {
      static const char *const breq[] = { "box", "season", "year", NULL };
      static const char *const bopt[] = { "months", "grow", "unverified", "alternative", "setting", NULL };
      CasBox box = { .setting = -1, .alt_season = -1 };
      JsonObject *b = as_object (ctx, json_array_get_element (cal, i), "a box");
      g_snprintf (ctx->entry, sizeof ctx->entry, "calendar[%u]", i);
      if (b == NULL || !cas_json_check_members (ctx, b, breq, bopt) ||
          !get_int (ctx, b, "box", (int) i + 1, (int) i + 1, &box.box) ||
          !get_int (ctx, b, "year", 1, 9999, &box.year) || !get_bool (ctx, b, "grow", TRUE, &box.grow))
        return FALSE;
      box.season = find_season (self, node_string (json_object_get_member (b, "season")));
      if (box.season < 0)
        return cas_json_fail (ctx, "unknown season \"%s\"", node_string (json_object_get_member (b, "season")) ?: "?");
      if (!get_string (ctx, b, "months", TRUE, &box.months))
        return FALSE;
      g_array_append_val (self->boxes, box);
      CasBox *bp = &g_array_index (self->boxes, CasBox, self->boxes->len - 1);
      /* An unverified Season (Inferno's Feb-Mar and Aug-Sep boxes): the other reading and
       * the setting that switches it. */
      JsonObject *alt;
      if (!unverified_members (self, ctx, b, &bp->unverified, &alt, &bp->setting))
        return FALSE;
      if (alt)
        {
          static const char *const areq[] = { "season", NULL };
          if (!cas_json_check_members (ctx, alt, areq, NULL))
            return FALSE;
          bp->alt_season = find_season (self, node_string (json_object_get_member (alt, "season")));
          if (bp->alt_season < 0)
            return cas_json_fail (ctx, "\"alternative\" names an unknown season");
        }
    }

  JsonArray *regions = get_array (ctx, root, "regions", TRUE);
  for (guint i = 0; regions && i < json_array_get_length (regions); i++)
    {
      static const char *const rreq[] = { "id", "name", "side", NULL };
      CasRegion r = { 0 };
      JsonObject *o = as_object (ctx, json_array_get_element (regions, i), "a region");
      cas_json_set_entry (ctx, "regions", i, o, "id");
      if (o == NULL || !cas_json_check_members (ctx, o, rreq, NULL) ||
          !side_member (self, ctx, o, "side", FALSE, &r.side))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (g_strcmp0 (g_array_index (self->regions, CasRegion, j).id, node_string (json_object_get_member (o, "id"))) == 0)
          return cas_json_fail (ctx, "duplicate id");
      if (!get_id (ctx, o, NULL, &r.id) || !get_string (ctx, o, "name", FALSE, &r.name))
        {
          clear_region (&r);
          return FALSE;
        }
      g_array_append_val (self->regions, r);
    }
  return TRUE;
}

static int
find_locale_type (CasGame *self, const char *id)
{
  for (int i = 0; i < self->n_locale_types; i++)
    if (g_strcmp0 (self->locale_types[i].id, id) == 0)
      return i;
  return -1;
}

/* "\"trackway\" or \"waterway\"" */
static char *
way_type_words (CasGame *self)
{
  GString *s = g_string_new (NULL);
  for (int k = 0; k < self->n_way_types; k++)
    g_string_append_printf (s, "%s\"%s\"", k == 0 ? "" : k == self->n_way_types - 1 ? " or " : ", ",
                            self->way_types[k].id);
  return g_string_free (s, FALSE);
}

static int
find_region (CasGame *self, const char *id)
{
  for (guint i = 0; i < self->regions->len; i++)
    if (g_strcmp0 (g_array_index (self->regions, CasRegion, i).id, id) == 0)
      return (int) i;
  return -1;
}

/* map.json "dashed_line" (Inferno 1.3.1): the border between the printed sides: the two
 * sides, the Ways that cross it (each joins a Locale of either side) and our own schematic
 * polyline (points in 0..1). */
static gboolean
load_dashed_line (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  static const char *const req[] = { "between", "crossing_ways", "points", NULL };
  JsonObject *d;

  if (!json_object_has_member (root, "dashed_line"))
    return TRUE;
  g_strlcpy (ctx->entry, "dashed_line", sizeof ctx->entry);
  if ((d = as_object (ctx, json_object_get_member (root, "dashed_line"), "\"dashed_line\"")) == NULL ||
      !cas_json_check_members (ctx, d, req, NULL))
    return FALSE;
  JsonArray *between = get_array (ctx, d, "between", FALSE), *ways, *points;
  if (between == NULL)
    return FALSE;
  if (json_array_get_length (between) != CAS_N_SIDES ||
      cas_game_find_side (self, node_string (json_array_get_element (between, 0))) < 0 ||
      cas_game_find_side (self, node_string (json_array_get_element (between, 1))) < 0)
    return cas_json_fail (ctx, "\"between\" must name the two sides");
  if ((ways = get_array (ctx, d, "crossing_ways", FALSE)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (ways); i++)
    {
      const char *id = node_string (json_array_get_element (ways, i));
      const CasWay *w = NULL;
      for (guint k = 0; k < self->ways->len && w == NULL; k++)
        if (g_strcmp0 (g_array_index (self->ways, CasWay, k).id, id) == 0)
          w = &g_array_index (self->ways, CasWay, k);
      if (w == NULL)
        return cas_json_fail (ctx, "crossing_ways[%u]: unknown Way \"%s\"", i, id ? id : "?");
      if (g_array_index (self->locales, CasLocale, w->locales[0]).side ==
          g_array_index (self->locales, CasLocale, w->locales[1]).side)
        return cas_json_fail (ctx, "crossing_ways[%u]: %s joins two Locales of one side", i, w->id);
    }
  if ((points = get_array (ctx, d, "points", FALSE)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (points); i++)
    {
      JsonNode *p = json_array_get_element (points, i);
      JsonArray *xy = JSON_NODE_HOLDS_ARRAY (p) ? json_node_get_array (p) : NULL;
      if (xy == NULL || json_array_get_length (xy) != 2 || !node_is_number (json_array_get_element (xy, 0)) ||
          !node_is_number (json_array_get_element (xy, 1)))
        return cas_json_fail (ctx, "points[%u] must be [x, y]", i);
    }
  /* Kept for the app's map (issue 17: cas_game_get_dashed_line ()). */
  self->dashed_points = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < json_array_get_length (points); i++)
    {
      JsonArray *xy = json_node_get_array (json_array_get_element (points, i));
      double x = json_array_get_double_element (xy, 0), y = json_array_get_double_element (xy, 1);
      g_array_append_val (self->dashed_points, x);
      g_array_append_val (self->dashed_points, y);
    }
  ctx->entry[0] = '\0';
  return TRUE;
}

/* Locales first pass (without Seats, which need Lords). */
static gboolean
load_map (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  static const char *const req[] = { "locales", "ways", NULL };
  static const char *const opt[] = { "dashed_line", NULL };
  if (!cas_json_check_members (ctx, root, req, opt))
    return FALSE;
  JsonArray *locales = get_array (ctx, root, "locales", FALSE);
  if (locales == NULL)
    return FALSE;
  if (json_array_get_length (locales) == 0 || json_array_get_length (locales) > 255)
    return cas_json_fail (ctx, "\"locales\" must list 1 to 255 Locales");
  for (guint i = 0; i < json_array_get_length (locales); i++)
    {
      static const char *const lreq[] = { "id", "name", "type", "capacity", "walls", "vp", "seaport", "seats", NULL };
      /* region (Nevsky) or side (the printed allegiance of a game without Regions:
       * Inferno 1.3.1); Inferno's leading_city, main_seat_of and vassal_seats. */
      static const char *const lopt[] = { "x", "y", "region", "side", "commandery", "leading_city", "main_seat_of",
                                          "vassal_seats", NULL };
      JsonObject *o = as_object (ctx, json_array_get_element (locales, i), "a Locale");
      CasLocale *l;
      cas_json_set_entry (ctx, "locales", i, o, "id");
      if (o == NULL || !cas_json_check_members (ctx, o, lreq, lopt))
        return FALSE;
      g_array_set_size (self->locales, i + 1);
      l = &g_array_index (self->locales, CasLocale, i);
      l->ways = g_array_new (FALSE, FALSE, sizeof (int));
      if (!get_id (ctx, o, self->locale_index, &l->id) || !get_string (ctx, o, "name", FALSE, &l->name))
        return FALSE;
      g_hash_table_insert (self->locale_index, g_strdup (l->id), GINT_TO_POINTER (i));
      if (self->regions->len > 0)
        {
          const char *region = node_string (json_object_get_member (o, "region"));
          l->region = find_region (self, region);
          if (l->region < 0)
            return cas_json_fail (ctx, "unknown region \"%s\"", region ? region : "?");
          l->side = g_array_index (self->regions, CasRegion, l->region).side;
          if (json_object_has_member (o, "side"))
            return cas_json_fail (ctx, "a Locale's side is its Region's: give no \"side\"");
        }
      else
        {
          l->region = -1;
          if (json_object_has_member (o, "region"))
            return cas_json_fail (ctx, "the game has no Regions: give no \"region\"");
          if (!side_member (self, ctx, o, "side", FALSE, &l->side))
            return FALSE;
        }
      l->main_seat_of = -1;
      const char *type = node_string (json_object_get_member (o, "type"));
      int t = find_locale_type (self, type);
      if (t < 0)
        return cas_json_fail (ctx, "unknown Locale type \"%s\"", type ? type : "?");
      l->type = t;
      l->kind = self->locale_types[t].kind;
      l->symbol = self->locale_types[t].symbol_kind;
      l->stronghold = self->locale_types[t].stronghold;
      l->conquerable = self->locale_types[t].conquerable;
      if (!get_int (ctx, o, "capacity", 0, 9, &l->capacity) || !get_int (ctx, o, "walls", 0, 6, &l->walls) ||
          !get_int (ctx, o, "vp", 0, 9, &l->vp) || !get_bool (ctx, o, "seaport", FALSE, &l->seaport) ||
          !get_bool (ctx, o, "commandery", TRUE, &l->commandery) ||
          !get_bool (ctx, o, "leading_city", TRUE, &l->leading_city))
        return FALSE;
      if (cas_locale_is_stronghold (l) && (l->capacity == 0 || l->walls == 0))
        return cas_json_fail (ctx, "a %s is a Stronghold and needs a Siege Capacity and Walls", type);
      if (!cas_locale_is_stronghold (l) && (l->capacity != 0 || l->walls != 0))
        return cas_json_fail (ctx, "a %s is not a Stronghold: capacity and walls must be 0", type);
      if (cas_locale_is_conquerable (l) != (l->vp > 0))
        return cas_json_fail (ctx, "vp must be above 0 exactly for Conquerable Locales (%s)", type);
      if (json_object_has_member (o, "x") != json_object_has_member (o, "y"))
        return cas_json_fail (ctx, "give both x and y, or neither");
      if (json_object_has_member (o, "x"))
        {
          if (!get_double (ctx, o, "x", 0, 1, &l->x) || !get_double (ctx, o, "y", 0, 1, &l->y))
            return FALSE;
          l->has_xy = TRUE;
        }
    }

  JsonArray *ways = get_array (ctx, root, "ways", FALSE);
  if (ways == NULL)
    return FALSE;
  guint n = self->locales->len;
  self->adjacency = g_new0 (guint8, n * n);
  for (guint i = 0; i < json_array_get_length (ways); i++)
    {
      static const char *const wreq[] = { "id", "type", "locales", NULL };
      JsonObject *o = as_object (ctx, json_array_get_element (ways, i), "a Way");
      CasWay *w;
      cas_json_set_entry (ctx, "ways", i, o, "id");
      if (o == NULL || !cas_json_check_members (ctx, o, wreq, NULL))
        return FALSE;
      g_array_set_size (self->ways, i + 1);
      w = &g_array_index (self->ways, CasWay, i);
      for (guint j = 0; j < i; j++)
        if (g_strcmp0 (g_array_index (self->ways, CasWay, j).id, node_string (json_object_get_member (o, "id"))) == 0)
          return cas_json_fail (ctx, "duplicate id \"%s\"", g_array_index (self->ways, CasWay, j).id);
      if (!get_id (ctx, o, NULL, &w->id))
        return FALSE;
      const char *type = node_string (json_object_get_member (o, "type"));
      w->type = -1;
      for (int k = 0; k < self->n_way_types; k++)
        if (g_strcmp0 (type, self->way_types[k].id) == 0)
          w->type = k;
      if (w->type < 0)
        {
          g_autofree char *ids = way_type_words (self);
          return cas_json_fail (ctx, "type must be %s", ids);
        }
      int known = find_in (way_type_ids, 2, type);
      w->kind = known < 0 ? CAS_WAY_OTHER : (CasWayType) known;
      if (!ref_list (ctx, o, "locales", self->locale_index, "Locale", w->locales, CAS_MAX_WAY_LOCALES, &w->n_locales))
        return FALSE;
      if (w->n_locales < 2)
        return cas_json_fail (ctx, "a Way links at least 2 Locales");
      for (int a = 0; a < w->n_locales; a++)
        for (int b = a + 1; b < w->n_locales; b++)
          if (w->locales[a] == w->locales[b])
            return cas_json_fail (ctx, "a Way links distinct Locales");
      for (int a = 0; a < w->n_locales; a++)
        {
          int ia = (int) i;
          g_array_append_val (g_array_index (self->locales, CasLocale, w->locales[a]).ways, ia);
          for (int b = 0; b < w->n_locales; b++)
            if (a != b)
              self->adjacency[w->locales[a] * n + w->locales[b]] = 1;
        }
    }
  ctx->entry[0] = '\0';
  return load_dashed_line (self, root, ctx);
}

static int
find_comune (CasGame *self, const char *id)
{
  for (guint i = 0; i < self->comuni->len; i++)
    if (g_strcmp0 (g_array_index (self->comuni, CasComune, i).id, id) == 0)
      return (int) i;
  return -1;
}

/* lords.json "comuni" (Inferno 1.5.1, 3.5.3): a Commander's second mat, with the Assets it
 * shows; and each Lord's "comune". */
static gboolean
load_comuni (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  static const char *const req[] = { "id", "name", "side", "commander", "leading_city", "assets", NULL };
  JsonArray *a = get_array (ctx, root, "comuni", TRUE);
  JsonArray *lords = json_object_get_array_member (root, "lords");

  for (guint i = 0; a && i < json_array_get_length (a); i++)
    {
      JsonObject *o = as_object (ctx, json_array_get_element (a, i), "a Comune");
      CasComune c = { 0 };
      cas_json_set_entry (ctx, "comuni", i, o, "id");
      if (o == NULL || !cas_json_check_members (ctx, o, req, NULL))
        return FALSE;
      if (find_comune (self, node_string (json_object_get_member (o, "id"))) >= 0)
        return cas_json_fail (ctx, "duplicate id");
      if (!get_id (ctx, o, NULL, &c.id))
        return FALSE;
      g_array_append_val (self->comuni, c);
      CasComune *cp = &g_array_index (self->comuni, CasComune, i);
      if (!get_string (ctx, o, "name", FALSE, &cp->name) || !side_member (self, ctx, o, "side", FALSE, &cp->side) ||
          !ref_member (ctx, o, "commander", self->lord_index, "Lord", FALSE, &cp->commander) ||
          !ref_member (ctx, o, "leading_city", self->locale_index, "Locale", FALSE, &cp->leading_city) ||
          !counts_member (self, ctx, o, "assets", FALSE, cp->assets, FALSE))
        return FALSE;
      const CasLord *cmd = &g_array_index (self->lords, CasLord, cp->commander);
      if (!cmd->commander || cmd->side != cp->side)
        return cas_json_fail (ctx, "%s is not a Commander of the Comune's side", cmd->id);
      if (!g_array_index (self->locales, CasLocale, cp->leading_city).leading_city)
        return cas_json_fail (ctx, "%s is not a Leading City", g_array_index (self->locales, CasLocale, cp->leading_city).id);
    }
  ctx->entry[0] = '\0';
  for (guint i = 0; i < self->lords->len; i++)
    {
      JsonObject *o = json_array_get_object_element (lords, i);
      CasLord *l = &g_array_index (self->lords, CasLord, i);
      JsonNode *n = json_object_get_member (o, "comune");
      cas_json_set_entry (ctx, "lords", i, o, "id");
      if (n == NULL || JSON_NODE_HOLDS_NULL (n))
        {
          if (l->commander && self->comuni->len > 0)
            return cas_json_fail (ctx, "a Commander has a Comune");
          continue;
        }
      l->comune = find_comune (self, node_string (n));
      if (l->comune < 0 || g_array_index (self->comuni, CasComune, l->comune).commander != (int) i)
        return cas_json_fail (ctx, "\"comune\" must name the Comune whose Commander he is");
    }
  ctx->entry[0] = '\0';
  return TRUE;
}

/* map.json's Main Seats and Vassal Seats (Inferno 1.3.1, 3.4.2) must agree with lords.json. */
static gboolean
resolve_vassal_seats (CasGame *self, JsonObject *map_root, CasJsonCtx *ctx)
{
  JsonArray *locales = json_object_get_array_member (map_root, "locales");
  const char *file = ctx->file;
  ctx->file = "map.json";
  for (guint i = 0; i < self->locales->len; i++)
    {
      JsonObject *o = json_array_get_object_element (locales, i);
      CasLocale *loc = &g_array_index (self->locales, CasLocale, i);
      cas_json_set_entry (ctx, "locales", i, o, "id");
      if (!ref_member (ctx, o, "main_seat_of", self->lord_index, "Lord", TRUE, &loc->main_seat_of))
        return FALSE;
      if (loc->main_seat_of >= 0 && g_array_index (self->lords, CasLord, loc->main_seat_of).main_seat != (int) i)
        return cas_json_fail (ctx, "Main Seat of %s, but lords.json gives him another",
                              g_array_index (self->lords, CasLord, loc->main_seat_of).id);
      if (json_object_has_member (o, "vassal_seats") &&
          !ref_list (ctx, o, "vassal_seats", self->vassal_index, "Vassal", loc->vassal_seats,
                     G_N_ELEMENTS (loc->vassal_seats), &loc->n_vassal_seats))
        return FALSE;
      for (int k = 0; k < loc->n_vassal_seats; k++)
        {
          const CasVassal *v = &g_array_index (self->vassals, CasVassal, loc->vassal_seats[k]);
          gboolean found = FALSE;
          for (int j = 0; j < v->n_seats; j++)
            found |= v->seats[j] == (int) i;
          if (!found)
            return cas_json_fail (ctx, "Vassal Seat of %s, but lords.json does not list %s among its Seats", v->id,
                                  loc->id);
        }
    }
  ctx->file = "lords.json";
  for (guint i = 0; i < self->vassals->len; i++)
    {
      const CasVassal *v = &g_array_index (self->vassals, CasVassal, i);
      for (int j = 0; j < v->n_seats; j++)
        {
          const CasLocale *loc = &g_array_index (self->locales, CasLocale, v->seats[j]);
          gboolean found = FALSE;
          for (int k = 0; k < loc->n_vassal_seats; k++)
            found |= loc->vassal_seats[k] == (int) i;
          if (!found)
            {
              g_snprintf (ctx->entry, sizeof ctx->entry, "vassals[%u] (%s)", i, v->id);
              return cas_json_fail (ctx, "Vassal Seat %s is not marked as its Seat in map.json", loc->id);
            }
        }
    }
  for (guint i = 0; i < self->lords->len; i++)
    {
      const CasLord *l = &g_array_index (self->lords, CasLord, i);
      if (l->main_seat >= 0 && g_array_index (self->locales, CasLocale, l->main_seat).main_seat_of != (int) i)
        {
          g_snprintf (ctx->entry, sizeof ctx->entry, "lords[%u] (%s)", i, l->id);
          return cas_json_fail (ctx, "Main Seat %s is not marked as his in map.json",
                                g_array_index (self->locales, CasLocale, l->main_seat).id);
        }
    }
  ctx->entry[0] = '\0';
  ctx->file = file;
  return TRUE;
}

static gboolean
load_lords (CasGame *self, JsonObject *root, JsonObject *map_root, CasJsonCtx *ctx)
{
  static const char *const req[] = { "lords", "vassals", NULL };
  static const char *const opt[] = { "comuni", NULL };
  if (!cas_json_check_members (ctx, root, req, opt))
    return FALSE;
  JsonArray *lords = get_array (ctx, root, "lords", FALSE);
  if (lords == NULL)
    return FALSE;
  if (json_array_get_length (lords) == 0 || json_array_get_length (lords) > 64)
    return cas_json_fail (ctx, "\"lords\" must list 1 to 64 Lords");
  /* First the ids, so that marshal references may point forward. */
  for (guint i = 0; i < json_array_get_length (lords); i++)
    {
      JsonObject *o = as_object (ctx, json_array_get_element (lords, i), "a Lord");
      cas_json_set_entry (ctx, "lords", i, o, "id");
      if (o == NULL)
        return FALSE;
      g_array_set_size (self->lords, i + 1);
      CasLord *l = &g_array_index (self->lords, CasLord, i);
      if (!get_id (ctx, o, self->lord_index, &l->id))
        return FALSE;
      g_hash_table_insert (self->lord_index, g_strdup (l->id), GINT_TO_POINTER (i));
    }
  for (guint i = 0; i < json_array_get_length (lords); i++)
    {
      static const char *const lreq[] = { "id", "name", "title", "side", "fealty", "service", "lordship",
                                          "command", "marshal", "ships", "seats", "forces", "assets",
                                          "transport", NULL };
      /* Inferno's Podestà, Commanders, Main Seats and Comuni (1.5.1). */
      static const char *const lopt[] = { "conditional_seats", "persons", "podesta", "commander", "main_seat",
                                          "comune", "unverified", "alternative", NULL };
      static const char *const treq[] = { "any", "no_ship", NULL };
      JsonObject *o = json_array_get_object_element (lords, i);
      CasLord *l = &g_array_index (self->lords, CasLord, i);
      cas_json_set_entry (ctx, "lords", i, o, "id");
      l->comune = -1;
      if (!cas_json_check_members (ctx, o, lreq, lopt) || !get_bool (ctx, o, "podesta", TRUE, &l->podesta) ||
          !get_bool (ctx, o, "commander", TRUE, &l->commander) ||
          !ref_member (ctx, o, "main_seat", self->locale_index, "Locale", TRUE, &l->main_seat) ||
          !unverified_members (self, ctx, o, NULL, NULL, NULL))
        return FALSE;
      if (!cas_json_check_members (ctx, o, lreq, lopt) || !get_string (ctx, o, "name", FALSE, &l->name) ||
          !get_string (ctx, o, "title", FALSE, &l->title) || !side_member (self, ctx, o, "side", FALSE, &l->side) ||
          !get_int (ctx, o, "fealty", 0, 6, &l->fealty) || !get_int (ctx, o, "service", 1, 16, &l->service) ||
          !get_int (ctx, o, "lordship", 0, 9, &l->lordship) || !get_int (ctx, o, "command", 0, 9, &l->command) ||
          !get_bool (ctx, o, "ships", FALSE, &l->ships) || !get_int_opt (ctx, o, "persons", 1, 2, 1, &l->persons) ||
          !ref_list (ctx, o, "seats", self->locale_index, "Locale", l->seats, CAS_MAX_SEATS, &l->n_seats) ||
          !counts_member (self, ctx, o, "forces", TRUE, l->forces, FALSE) ||
          !counts_member (self, ctx, o, "assets", FALSE, l->assets, FALSE))
        return FALSE;
      const char *marshal = node_string (json_object_get_member (o, "marshal"));
      if (g_strcmp0 (marshal, "always") == 0)
        l->marshal = CAS_MARSHAL_ALWAYS;
      else if (g_strcmp0 (marshal, "never") == 0)
        l->marshal = CAS_MARSHAL_NEVER;
      else if (marshal && g_str_has_prefix (marshal, "unless:"))
        {
          l->marshal = CAS_MARSHAL_UNLESS;
          l->marshal_unless = lookup (self->lord_index, marshal + 7);
          if (l->marshal_unless < 0 || l->marshal_unless == (int) i)
            return cas_json_fail (ctx, "\"marshal\" names unknown Lord \"%s\"", marshal + 7);
        }
      else
        return cas_json_fail (ctx, "\"marshal\" must be \"always\", \"never\" or \"unless:LORD\"");
      JsonObject *t = as_object (ctx, json_object_get_member (o, "transport"), "\"transport\"");
      if (t == NULL || !cas_json_check_members (ctx, t, treq, NULL) ||
          !get_int (ctx, t, "any", 0, 8, &l->transport_any) ||
          !get_int (ctx, t, "no_ship", 0, 8, &l->transport_no_ship))
        return FALSE;
      int units = 0;
      for (int f = 0; f < CAS_MAX_FORCES; f++)
        units += l->forces[f];
      if (units == 0)
        return cas_json_fail (ctx, "a Lord needs starting Forces");
      JsonArray *cs = get_array (ctx, o, "conditional_seats", TRUE);
      for (guint j = 0; cs && j < json_array_get_length (cs); j++)
        {
          static const char *const creq[] = { "locale", "when", NULL };
          JsonObject *c = as_object (ctx, json_array_get_element (cs, j), "a conditional Seat");
          int loc;
          if (c == NULL || !cas_json_check_members (ctx, c, creq, NULL) ||
              !ref_member (ctx, c, "locale", self->locale_index, "Locale", FALSE, &loc))
            return FALSE;
          if (g_strcmp0 (node_string (json_object_get_member (c, "when")), "conquered") != 0)
            return cas_json_fail (ctx, "conditional Seat \"when\" must be \"conquered\"");
          if (l->n_conquered_seats >= CAS_MAX_SEATS)
            return cas_json_fail (ctx, "too many conditional Seats");
          l->conquered_seats[l->n_conquered_seats++] = loc;
        }
    }

  /* Seats printed on the map must agree with the Lords' Seats. */
  JsonArray *locales = json_object_get_array_member (map_root, "locales");
  ctx->file = "map.json";
  for (guint i = 0; i < self->locales->len; i++)
    {
      JsonObject *o = json_array_get_object_element (locales, i);
      CasLocale *loc = &g_array_index (self->locales, CasLocale, i);
      cas_json_set_entry (ctx, "locales", i, o, "id");
      if (!ref_list (ctx, o, "seats", self->lord_index, "Lord", loc->seats, CAS_MAX_SEATS, &loc->n_seats))
        return FALSE;
      for (int s = 0; s < loc->n_seats; s++)
        {
          const CasLord *lord = &g_array_index (self->lords, CasLord, loc->seats[s]);
          gboolean found = FALSE;
          for (int k = 0; k < lord->n_seats; k++)
            found |= lord->seats[k] == (int) i;
          if (!found)
            return cas_json_fail (ctx, "Seat of %s, but lords.json does not list %s among his Seats", lord->id,
                                  loc->id);
        }
    }
  ctx->file = "lords.json";
  for (guint i = 0; i < self->lords->len; i++)
    {
      const CasLord *lord = &g_array_index (self->lords, CasLord, i);
      for (int k = 0; k < lord->n_seats; k++)
        {
          const CasLocale *loc = &g_array_index (self->locales, CasLocale, lord->seats[k]);
          gboolean found = FALSE;
          for (int s = 0; s < loc->n_seats; s++)
            found |= loc->seats[s] == (int) i;
          if (!found)
            {
              g_snprintf (ctx->entry, sizeof ctx->entry, "lords[%u] (%s)", i, lord->id);
              return cas_json_fail (ctx, "Seat %s is not marked as his Seat in map.json", loc->id);
            }
        }
    }

  if (!load_comuni (self, root, ctx))
    return FALSE;

  JsonArray *vassals = get_array (ctx, root, "vassals", FALSE);
  if (vassals == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (vassals); i++)
    {
      static const char *const vreq[] = { "id", "lord", "name", "forces", "service", "special", NULL };
      /* Inferno: Vassal Seats (3.4.2), the Lords who may Muster a Vassal without a Lord of
       * its own (Altopascio), and a Comune's Special Vassals (3.5.3). */
      static const char *const vopt[] = { "seats", "lords", "comune", "kind", "muster_roll", "capture_vp", NULL };
      static const char *const kinds[] = { "carroccio", "sestiere", "terzo" };
      JsonObject *o = as_object (ctx, json_array_get_element (vassals, i), "a Vassal");
      int unused;
      cas_json_set_entry (ctx, "vassals", i, o, "id");
      if (o == NULL || !cas_json_check_members (ctx, o, vreq, vopt))
        return FALSE;
      g_array_set_size (self->vassals, i + 1);
      CasVassal *v = &g_array_index (self->vassals, CasVassal, i);
      v->special_card = -1;
      v->comune = -1;
      if (!get_id (ctx, o, self->vassal_index, &v->id))
        return FALSE;
      g_hash_table_insert (self->vassal_index, g_strdup (v->id), GINT_TO_POINTER (i));
      if (!get_string (ctx, o, "name", FALSE, &v->name) ||
          !ref_member (ctx, o, "lord", self->lord_index, "Lord", TRUE, &v->lord) ||
          !counts_member (self, ctx, o, "forces", TRUE, v->forces, FALSE) ||
          (json_object_has_member (o, "muster_roll") && !JSON_NODE_HOLDS_NULL (json_object_get_member (o, "muster_roll")) &&
           !get_int (ctx, o, "muster_roll", 1, 6, &unused)) ||
          !get_int_opt (ctx, o, "capture_vp", 1, 9, 0, &v->capture_vp))
        return FALSE;
      if (!JSON_NODE_HOLDS_NULL (json_object_get_member (o, "service")) && !get_int (ctx, o, "service", 1, 16, &v->service))
        return FALSE;
      if (json_object_has_member (o, "seats") &&
          !ref_list (ctx, o, "seats", self->locale_index, "Locale", v->seats, CAS_MAX_VASSAL_SEATS, &v->n_seats))
        return FALSE;
      /* A Vassal without a Lord of its own (Altopascio, 3.4.2) sits on the mat of the first
       * Lord who may Muster it; the others are in also_lords (docs/rules-decisions.md). */
      if (v->lord < 0)
        {
          int who[CAS_MAX_SEATS], n_who = 0;
          if (!json_object_has_member (o, "lords"))
            return cas_json_fail (ctx, "a Vassal without a \"lord\" names the \"lords\" who may Muster it");
          if (!ref_list (ctx, o, "lords", self->lord_index, "Lord", who, CAS_MAX_SEATS, &n_who))
            return FALSE;
          if (n_who == 0)
            return cas_json_fail (ctx, "\"lords\" is empty");
          v->lord = who[0];
          for (int k = 1; k < n_who; k++)
            v->also_lords |= G_GUINT64_CONSTANT (1) << who[k];
        }
      else if (json_object_has_member (o, "lords"))
        return cas_json_fail (ctx, "a Vassal with a \"lord\" has no \"lords\"");
      JsonNode *sp = json_object_get_member (o, "special");
      if (!JSON_NODE_HOLDS_NULL (sp) && node_string (sp) == NULL)
        return cas_json_fail (ctx, "\"special\" must be null or a card id");
      /* A Comune's Special Vassal: "special": "comune", its Comune and kind. */
      if (g_strcmp0 (node_string (sp), "comune") == 0)
        {
          if ((v->comune = find_comune (self, node_string (json_object_get_member (o, "comune")))) < 0)
            return cas_json_fail (ctx, "\"comune\" must name a Comune of \"comuni\"");
          int kind = find_in (kinds, 3, node_string (json_object_get_member (o, "kind")));
          if (kind < 0)
            return cas_json_fail (ctx, "\"kind\" must be carroccio, sestiere or terzo");
          if (g_array_index (self->comuni, CasComune, v->comune).commander != v->lord)
            return cas_json_fail (ctx, "a Comune's Vassal sits on its Commander's mats");
          v->comune_kind = (CasComuneVassal) (CAS_COMUNE_VASSAL_CARROCCIO + kind);
          JsonNode *roll = json_object_get_member (o, "muster_roll");
          v->muster_roll = roll && !JSON_NODE_HOLDS_NULL (roll) ? (int) json_node_get_int (roll) : 0;
        }
      else if (json_object_has_member (o, "comune") || json_object_has_member (o, "kind"))
        return cas_json_fail (ctx, "only a Comune's Special Vassal has \"comune\" and \"kind\"");
      else if (v->service == 0 && JSON_NODE_HOLDS_NULL (sp))
        return cas_json_fail (ctx, "member \"service\" must be a whole number from 1 to 16 (null only for a Special Vassal)");
      CasLord *lord = &g_array_index (self->lords, CasLord, v->lord);
      if (lord->n_vassals >= CAS_MAX_VASSALS)
        return cas_json_fail (ctx, "Lord %s has more than %d Vassals", lord->id, CAS_MAX_VASSALS);
      v->slot = lord->n_vassals;
      lord->vassals[lord->n_vassals++] = (int) i;
    }
  ctx->entry[0] = '\0';
  return TRUE;
}

/* battlecards (issue 17): a unit's row under the other reading of its setting (Inferno's
 * Forces table, rules-decisions I1-I3): "alternative" may change the Battle's members. */
static gboolean
unit_alternative (CasGame *self, CasJsonCtx *ctx, JsonObject *o, CasUnit *u)
{
  static const char *const aopt[] = { "range", "melee", "storm_melee", "storm_melee_defend", "archery", NULL };
  static const char *const none[] = { NULL };
  JsonObject *alt = NULL;
  gboolean defend_given = json_object_has_member (o, "storm_melee_defend");

  if (!unverified_members (self, ctx, o, NULL, &alt, &u->setting))
    return FALSE;
  u->alt.range = u->range;
  u->alt.melee = u->melee;
  u->alt.storm_melee = u->storm_melee;
  u->alt.storm_melee_defend = u->storm_melee_defend;
  u->alt.archery = u->archery;
  if (alt == NULL || u->setting < 0)
    return TRUE;
  if (!cas_json_check_members (ctx, alt, none, aopt) ||
      (json_object_has_member (alt, "range") && !get_int (ctx, alt, "range", 0, 6, &u->alt.range)) ||
      (json_object_has_member (alt, "melee") && !get_double (ctx, alt, "melee", 0, 6, &u->alt.melee)) ||
      (json_object_has_member (alt, "storm_melee") && !get_double (ctx, alt, "storm_melee", 0, 6, &u->alt.storm_melee)) ||
      (json_object_has_member (alt, "archery") && !get_double (ctx, alt, "archery", 0, 6, &u->alt.archery)))
    return FALSE;
  /* Storm Melee when Defending follows Storm Melee unless either row gives its own. */
  if (json_object_has_member (alt, "storm_melee_defend"))
    return get_double (ctx, alt, "storm_melee_defend", 0, 6, &u->alt.storm_melee_defend);
  if (!defend_given)
    u->alt.storm_melee_defend = u->alt.storm_melee;
  return TRUE;
}

static gboolean
load_forces (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  static const char *const req[] = { "units", "strongholds", NULL };
  /* Inferno's Outposts, Walls +1 marker and combat constants: checked by
   * tests/data/check-inferno-data.py, not read by the engine yet. */
  static const char *const opt[] = { "outpost", "walls_marker", "combat", NULL };
  if (!cas_json_check_members (ctx, root, req, opt))
    return FALSE;
  for (int i = 0; opt[i]; i++)
    if (json_object_has_member (root, opt[i]) && as_object (ctx, json_object_get_member (root, opt[i]), opt[i]) == NULL)
      return FALSE;
  JsonArray *units = get_array (ctx, root, "units", FALSE);
  if (units == NULL)
    return FALSE;
  /* The game's unit types, in the order of its mats (issue 16: types from data). */
  if (json_array_get_length (units) == 0 || json_array_get_length (units) > CAS_MAX_FORCES)
    return cas_json_fail (ctx, "\"units\" must list 1 to %d Forces types", CAS_MAX_FORCES);
  self->n_units = (int) json_array_get_length (units);
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      static const char *const ureq[] = { "id", "name", "class", "armored", "protection", "range",
                                          "melee", "storm_melee", "archery", NULL };
      /* Inferno's (data-format.md): the engine reads pieces and the Battle's (below); the
       * others wait for their calculators. */
      static const char *const uopt[] = { "pieces", "knights_quarter", "storm_melee_defend", "ravage_double",
                                          "garrison_archery", "archery_kind", "unverified", "alternative",
                                          "setting", NULL };
      static const char *const prot[] = { "none", "armor", "evade", "unarmored" };
      JsonObject *o = as_object (ctx, json_array_get_element (units, i), "a unit");
      CasUnit *u = &self->units[i];
      cas_json_set_entry (ctx, "units", i, o, "id");
      if (o == NULL || !cas_json_check_members (ctx, o, ureq, uopt) || !get_id (ctx, o, NULL, &u->id) ||
          !get_int_opt (ctx, o, "pieces", 1, 99, 0, &u->pieces))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (g_str_equal (self->units[j].id, u->id))
          return cas_json_fail (ctx, "duplicate id \"%s\"", u->id);
      const char *cls = node_string (json_object_get_member (o, "class"));
      if (g_strcmp0 (cls, "horse") != 0 && g_strcmp0 (cls, "foot") != 0)
        return cas_json_fail (ctx, "\"class\" must be \"horse\" or \"foot\"");
      u->horse = g_str_equal (cls, "horse");
      int p = find_in (prot, 4, node_string (json_object_get_member (o, "protection")));
      if (p < 0)
        return cas_json_fail (ctx, "\"protection\" must be none, armor, evade or unarmored");
      u->protection = p;
      if (!get_string (ctx, o, "name", FALSE, &u->name) || !get_bool (ctx, o, "armored", FALSE, &u->armored) ||
          !get_int (ctx, o, "range", 0, 6, &u->range) || !get_double (ctx, o, "melee", 0, 6, &u->melee) ||
          !get_double (ctx, o, "storm_melee", 0, 6, &u->storm_melee) ||
          !get_double (ctx, o, "archery", 0, 6, &u->archery))
        return FALSE;
      /* Inferno's Battle (inf-battle): Storm Melee when Defending, the Garrison's Archery
       * and its kind, Knights' Quarter (4.4.4, 4.5.2). */
      u->storm_melee_defend = u->storm_melee;
      if ((json_object_has_member (o, "storm_melee_defend") &&
           !get_double (ctx, o, "storm_melee_defend", 0, 6, &u->storm_melee_defend)) ||
          (json_object_has_member (o, "garrison_archery") && !get_double (ctx, o, "garrison_archery", 0, 6, &u->garrison_archery)) ||
          !get_bool (ctx, o, "knights_quarter", TRUE, &u->knights_quarter))
        return FALSE;
      const char *akind = node_string (json_object_get_member (o, "archery_kind"));
      if (json_object_has_member (o, "archery_kind") && g_strcmp0 (akind, "crossbow") != 0 && g_strcmp0 (akind, "normal") != 0)
        return cas_json_fail (ctx, "\"archery_kind\" must be \"crossbow\" or \"normal\"");
      u->garrison_crossbow = g_strcmp0 (akind, "crossbow") == 0;
      if (!unit_alternative (self, ctx, o, u))
        return FALSE;
    }
  for (int i = self->n_units; i < CAS_MAX_FORCES; i++)
    {
      self->units[i].setting = -1;
      self->units[i].id = g_strdup ("");
      self->units[i].name = g_strdup ("");
    }
  ctx->entry[0] = '\0';
  JsonArray *sh = get_array (ctx, root, "strongholds", FALSE);
  if (sh == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (sh); i++)
    {
      static const char *const sreq[] = { "type", "capacity", "walls", "garrison", "vp", "spoils", NULL };
      /* built_by: Nevsky's. Inferno's surrender_dice ... count: checked by its checker. */
      static const char *const sopt[] = { "built_by", "surrender_dice", "supply", "ravage", "repair", "count", NULL };
      JsonObject *o = as_object (ctx, json_array_get_element (sh, i), "a Stronghold");
      g_snprintf (ctx->entry, sizeof ctx->entry, "strongholds[%u]", i);
      if (o == NULL || !cas_json_check_members (ctx, o, sreq, sopt))
        return FALSE;
      int t = find_locale_type (self, node_string (json_object_get_member (o, "type")));
      if (t < 0 || !self->locale_types[t].stronghold)
        return cas_json_fail (ctx, "\"type\" must be a Stronghold type");
      CasStronghold *s = &self->strongholds[t];
      if (s->capacity)
        return cas_json_fail (ctx, "Stronghold type listed twice");
      s->type = t;
      if (!side_member (self, ctx, o, "built_by", TRUE, &s->built_by) ||
          !get_int (ctx, o, "capacity", 1, 9, &s->capacity) ||
          !get_int (ctx, o, "walls", 1, 6, &s->walls) || !counts_member (self, ctx, o, "garrison", TRUE, s->garrison, FALSE) ||
          !get_int (ctx, o, "vp", 0, 9, &s->vp) || !get_int (ctx, o, "spoils", 0, 9, &s->spoils))
        return FALSE;
    }
  for (int t = 0; t < self->n_locale_types; t++)
    if (self->locale_types[t].stronghold && self->strongholds[t].capacity == 0)
      {
        ctx->entry[0] = '\0';
        return cas_json_fail (ctx, "Stronghold type \"%s\" is missing", self->locale_types[t].id);
      }
  ctx->entry[0] = '\0';
  return TRUE;
}

static gboolean
load_cards (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  static const char *const req[] = { "arts_of_war", "command", NULL };
  if (!cas_json_check_members (ctx, root, req, NULL))
    return FALSE;
  JsonArray *aow = get_array (ctx, root, "arts_of_war", FALSE);
  if (aow == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (aow); i++)
    {
      static const char *const creq[] = { "id", "side", "number", NULL };
      static const char *const copt[] = { "no_card", "event", "capability", "flags", NULL };
      JsonObject *o = as_object (ctx, json_array_get_element (aow, i), "a card");
      cas_json_set_entry (ctx, "arts_of_war", i, o, "id");
      if (o == NULL || !cas_json_check_members (ctx, o, creq, copt))
        return FALSE;
      g_array_set_size (self->cards, i + 1);
      CasCard *c = &g_array_index (self->cards, CasCard, i);
      if (!get_id (ctx, o, self->card_index, &c->id))
        return FALSE;
      g_hash_table_insert (self->card_index, g_strdup (c->id), GINT_TO_POINTER (i));
      if (!side_member (self, ctx, o, "side", FALSE, &c->side) || !get_int (ctx, o, "number", 0, 99, &c->number) ||
          !get_bool (ctx, o, "no_card", TRUE, &c->no_card))
        return FALSE;
      if (c->no_card)
        {
          if (json_object_has_member (o, "event") || json_object_has_member (o, "capability"))
            return cas_json_fail (ctx, "a No Event / No Capability card has no event or capability");
          continue;
        }
      static const char *const ereq[] = { "name", "timing", "summary", NULL };
      /* Inferno: a War Event (3.5), and S14's unverified timing. */
      static const char *const eopt[] = { "war", "unverified", "alternative", NULL };
      static const char *const kreq[] = { "name", "this_lord", "lords", "summary", NULL };
      static const char *const timings[] = { "none", "immediate", "hold", "this_levy", "this_campaign" };
      JsonObject *e = as_object (ctx, json_object_get_member (o, "event"), "\"event\"");
      if (e == NULL || !cas_json_check_members (ctx, e, ereq, eopt) || !get_bool (ctx, e, "war", TRUE, &c->war) ||
          !unverified_members (self, ctx, e, NULL, NULL, NULL) ||
          !get_string (ctx, e, "name", FALSE, &c->event_name) ||
          !get_string (ctx, e, "summary", FALSE, &c->event_summary))
        return FALSE;
      int t = find_in (timings, 5, node_string (json_object_get_member (e, "timing")));
      if (t <= 0)
        return cas_json_fail (ctx, "event \"timing\" must be immediate, hold, this_levy or this_campaign");
      c->timing = t;
      JsonObject *k = as_object (ctx, json_object_get_member (o, "capability"), "\"capability\"");
      if (k == NULL || !cas_json_check_members (ctx, k, kreq, NULL) ||
          !get_string (ctx, k, "name", FALSE, &c->cap_name) ||
          !get_string (ctx, k, "summary", FALSE, &c->cap_summary) ||
          !get_bool (ctx, k, "this_lord", FALSE, &c->this_lord))
        return FALSE;
      JsonArray *lords = get_array (ctx, k, "lords", FALSE);
      if (lords == NULL || json_array_get_length (lords) == 0)
        return cas_json_fail (ctx, "capability \"lords\" must list who may Levy it");
      for (guint j = 0; j < json_array_get_length (lords); j++)
        {
          const char *s = node_string (json_array_get_element (lords, j));
          if (g_strcmp0 (s, "any") == 0 || g_strcmp0 (s, "all") == 0)
            {
              if (json_array_get_length (lords) != 1)
                return cas_json_fail (ctx, "\"%s\" must stand alone in \"lords\"", s);
              c->eligible = s[1] == 'n' ? CAS_ELIGIBLE_ANY : CAS_ELIGIBLE_ALL;
              continue;
            }
          int l = lookup (self->lord_index, s);
          if (l < 0)
            return cas_json_fail (ctx, "unknown Lord \"%s\" in capability \"lords\"", s ? s : "?");
          if (g_array_index (self->lords, CasLord, l).side != c->side)
            return cas_json_fail (ctx, "Lord \"%s\" is not of the card's side", s);
          c->eligible_lords |= G_GUINT64_CONSTANT (1) << l;
        }
      JsonArray *flags = get_array (ctx, o, "flags", TRUE);
      if (flags)
        {
          c->flags = g_new0 (char *, json_array_get_length (flags) + 1);
          for (guint j = 0; j < json_array_get_length (flags); j++)
            {
              const char *s = node_string (json_array_get_element (flags, j));
              if (!valid_id (s))
                return cas_json_fail (ctx, "flags[%u] must be a lowercase word", j);
              c->flags[j] = g_strdup (s);
            }
        }
    }
  JsonArray *cmd = get_array (ctx, root, "command", FALSE);
  if (cmd == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (cmd); i++)
    {
      static const char *const creq[] = { "side", "lord", "copies", "command", NULL };
      static const char *const copt[] = { "kind", NULL };
      JsonObject *o = as_object (ctx, json_array_get_element (cmd, i), "a Command card");
      int side, lord, copies, command;
      g_snprintf (ctx->entry, sizeof ctx->entry, "command[%u]", i);
      if (o == NULL || !cas_json_check_members (ctx, o, creq, copt) ||
          !side_member (self, ctx, o, "side", FALSE, &side) ||
          !ref_member (ctx, o, "lord", self->lord_index, "Lord", TRUE, &lord) ||
          !get_int (ctx, o, "copies", 1, 9, &copies) || !get_int (ctx, o, "command", 0, 9, &command))
        return FALSE;
      /* Inferno's Treachery cards (1.9.2): one per Lord, no Command. */
      gboolean treachery = json_object_has_member (o, "kind");
      if (treachery && (g_strcmp0 (node_string (json_object_get_member (o, "kind")), "treachery") != 0 || lord < 0 ||
                        command != 0))
        return cas_json_fail (ctx, "\"kind\" is \"treachery\", for a Lord's card with Command 0");
      if (treachery)
        g_array_index (self->lords, CasLord, lord).treachery = TRUE; /* treachery (issue 17) */
      if (lord >= 0 && !treachery && g_array_index (self->lords, CasLord, lord).command != command)
        return cas_json_fail (ctx, "Command %d differs from the Lord's rating %d", command,
                              g_array_index (self->lords, CasLord, lord).command);
    }
  /* Special Vassals name cards. */
  ctx->file = "lords.json";
  ctx->entry[0] = '\0';
  return TRUE;
}

/* game.json assets[].lords: who may hold the type (Inferno: only Pisa's Ships, 1.7). */
static gboolean
resolve_asset_lords (CasGame *self, JsonObject *game_root, CasJsonCtx *ctx)
{
  JsonArray *a = get_array (ctx, game_root, "assets", TRUE);
  const char *file = ctx->file;
  ctx->file = "game.json";
  for (guint i = 0; a && i < json_array_get_length (a); i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      int who[CAS_MAX_SEATS], n_who = 0;
      if (!json_object_has_member (o, "lords"))
        continue;
      cas_json_set_entry (ctx, "assets", i, o, "id");
      if (!ref_list (ctx, o, "lords", self->lord_index, "Lord", who, CAS_MAX_SEATS, &n_who))
        return FALSE;
      for (int k = 0; k < n_who; k++)
        self->assets[i].lords |= G_GUINT64_CONSTANT (1) << who[k];
    }
  ctx->entry[0] = '\0';
  ctx->file = file;
  return TRUE;
}

static gboolean
resolve_special_vassals (CasGame *self, JsonObject *lords_root, CasJsonCtx *ctx)
{
  JsonArray *vassals = json_object_get_array_member (lords_root, "vassals");
  ctx->file = "lords.json";
  for (guint i = 0; i < self->vassals->len; i++)
    {
      JsonObject *o = json_array_get_object_element (vassals, i);
      CasVassal *v = &g_array_index (self->vassals, CasVassal, i);
      cas_json_set_entry (ctx, "vassals", i, o, "id");
      if (v->comune < 0 && !ref_member (ctx, o, "special", self->card_index, "card", TRUE, &v->special_card))
        return FALSE;
    }
  ctx->entry[0] = '\0';
  return TRUE;
}

static gboolean
load_scenarios (CasGame *self, JsonObject *root, CasJsonCtx *ctx);

static gboolean load_all (CasGame *self, JsonNode **roots, const char *const *names, CasJsonCtx *ctx);

static gboolean
load_into (CasGame *self, GFile *dir, GHashTable *files, GError **error)
{
  static const char *const names[] = { "game.json", "map.json", "lords.json", "forces.json", "cards.json", "scenarios.json" };
  JsonNode *roots[G_N_ELEMENTS (names)] = { NULL };
  CasJsonCtx ctx = { .error = error };
  gboolean ok = TRUE;

  for (guint i = 0; ok && i < G_N_ELEMENTS (names); i++)
    {
      /* The core's reader (cas-json.h), shared with Rus: same messages. */
      ok = (roots[i] = cas_json_load_object (dir, files, names[i], MAX_DATA_FILE, error)) != NULL;
    }
  if (ok)
    ok = load_all (self, roots, names, &ctx);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_clear_pointer (&roots[i], json_node_unref);
  if (ok)
    cas_game_base_set_identity (CAS_GAME_BASE (self), self->id, self->name);
  return ok;
}

static gboolean
load_vfunc (CasGameBase *base, GFile *dir, GHashTable *files, GError **error)
{
  return load_into (CAS_GAME (base), dir, files, error);
}

static gboolean
load_all (CasGame *self, JsonNode **roots, const char *const *names, CasJsonCtx *ctx_)
{
  CasJsonCtx ctx = *ctx_;
#define ROOT(i) json_node_get_object (roots[i])
  ctx.file = names[0];
  if (!load_game_json (self, ROOT (0), &ctx))
    return FALSE;
  ctx.file = names[1];
  if (!load_map (self, ROOT (1), &ctx))
    return FALSE;
  /* The unit types before the Lords' Forces. */
  ctx.file = names[3];
  if (!load_forces (self, ROOT (3), &ctx))
    return FALSE;
  ctx.file = names[2];
  if (!load_lords (self, ROOT (2), ROOT (1), &ctx) || !resolve_vassal_seats (self, ROOT (1), &ctx) ||
      !resolve_asset_lords (self, ROOT (0), &ctx))
    return FALSE;
  ctx.file = names[4];
  if (!load_cards (self, ROOT (4), &ctx))
    return FALSE;
  if (!resolve_special_vassals (self, ROOT (2), &ctx))
    return FALSE;
  ctx.file = names[5];
  if (!load_scenarios (self, ROOT (5), &ctx))
    return FALSE;
#undef ROOT
  return TRUE;
}

CasGame *
cas_game_load (GFile *dir, GError **error)
{
  g_return_val_if_fail (G_IS_FILE (dir), NULL);
  return CAS_GAME (cas_game_base_load_dir (CAS_TYPE_GAME, dir, error));
}

/* For fuzzing and tests: the files given as name -> GBytes. */
CasGame *
cas_game_load_from_memory (GHashTable *files, GError **error)
{
  g_autoptr(CasGame) self = NULL;
  g_return_val_if_fail (files != NULL, NULL);
  self = g_object_new (CAS_TYPE_GAME, NULL);
  return load_into (self, NULL, files, error) ? g_steal_pointer (&self) : NULL;
}

/* The ids of the games built in: the registry's (cas-module.c). Kept beside
 * cas_module_ids () so that code written against it still builds. */
const char *const *
cas_game_list_builtin (void)
{
  return cas_module_ids ();
}

/* A registered game of the Levy & Campaign family (cas_game_base_load_builtin ()). */
CasGame *
cas_game_load_builtin (const char *game_id, GError **error)
{
  const CasModule *module = cas_module_find (game_id);
  CasGameBase *game;

  if (module && !g_str_equal (module->family, "lc"))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, "%s is not a %s game", module->name,
                   cas_module_family_name ("lc"));
      return NULL;
    }
  game = cas_game_base_load_builtin (game_id, error);
  if (game && !CAS_IS_GAME (game))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, "%s is not a %s game", cas_game_base_get_name (game),
                   cas_module_family_name ("lc"));
      g_clear_object (&game);
    }
  return (CasGame *) game;
}

/* ------------------------------------------------------------------------ */

/* What a scenario's set-up markers are worth to a side (5.1), in halves: the game's marker
 * values (game.json "vp"), its cells that count as VP (Nevsky 3.5.2: the Veche's), a card's VP bonus while it is in
 * play at the start (Inferno 6.0 C) and doubling (6.0 E: all but Ravaged). */
static int
scenario_vp_halves (CasGame *self, const CasScenario *s, int side)
{
  int halves = 0, ravaged = 0;
  for (guint k = 0; k < s->markers->len; k++)
    {
      const CasScenarioMarker *m = &g_array_index (s->markers, CasScenarioMarker, k);
      if (g_array_index (self->locales, CasLocale, m->locale).side != side)
        halves += self->vp.marker_halves * m->conquered;
      halves += (m->castle == side + 1 ? self->vp.castle_halves : 0) + (m->ruins == side + 1 ? self->vp.ruins_halves : 0);
      ravaged += m->ravaged == side + 1 ? self->vp.ravaged_halves : 0;
    }
  for (int i = 0; i < self->n_cells; i++)
    if (self->cells[i].vp_side == side + 1)
      halves += cas_game_get_cell_vp_halves (self, i) * s->cells[i];
  if (s->vp_bonus_side == side)
    for (guint k = 0; k < s->capabilities->len; k++)
      if (g_array_index (s->capabilities, int, k) == s->vp_bonus_card)
        halves += s->vp_bonus_halves;
  if (s->vp_double_side == side)
    halves *= 2;
  return halves + ravaged;
}

/* A list of card ids per side ({"guelph": ["f3"]}): each of that side. */
static gboolean
side_cards (CasGame *self, CasJsonCtx *ctx, JsonObject *o, const char *member, GArray *out)
{
  JsonObject *by = as_object (ctx, json_object_get_member (o, member), member);
  const char *const sides[] = { self->side_ids[0], self->side_ids[1], NULL };
  if (by == NULL || !cas_json_check_members (ctx, by, NULL, sides))
    return FALSE;
  for (int side = 0; side < CAS_N_SIDES; side++)
    {
      int cards[16], n = 0;
      if (!json_object_has_member (by, self->side_ids[side]))
        continue;
      if (!ref_list (ctx, by, self->side_ids[side], self->card_index, "card", cards, 16, &n))
        return FALSE;
      for (int k = 0; k < n; k++)
        if (g_array_index (self->cards, CasCard, cards[k]).side != side)
          return cas_json_fail (ctx, "\"%s\": %s is not a %s card", member, g_array_index (self->cards, CasCard, cards[k]).id,
                                self->side_ids[side]);
      if (out)
        g_array_append_vals (out, cards, (guint) n);
    }
  return TRUE;
}

/* Inferno's scenario members (data-format.md; 6.0). */
static gboolean
load_scenario_extras (CasGame *self, CasScenario *s, JsonObject *o, CasJsonCtx *ctx)
{
  static const char *const draws[] = { "capability_then_event" };
  int n_boxes = (int) self->boxes->len;

  if (!get_string (ctx, o, "letter", TRUE, &s->letter))
    return FALSE;
  self->has_end_marker |= json_object_has_member (o, "end_box");
  /* 6.0: the End marker blocks the box after the scenario's last Campaign; null: none yet
   * (F: Exhaustion places it). */
  JsonNode *end = json_object_get_member (o, "end_box");
  if (end && !JSON_NODE_HOLDS_NULL (end))
    {
      if (!get_int (ctx, o, "end_box", 1, n_boxes + 1, &s->end_box))
        return FALSE;
      if (s->end_box != s->last_box + 1)
        return cas_json_fail (ctx, "\"end_box\" is the box after the last one (%d)", s->last_box + 1);
    }
  if (json_object_has_member (o, "held_events"))
    {
      if (!side_cards (self, ctx, o, "held_events", s->held_events))
        return FALSE;
      for (guint k = 0; k < s->held_events->len; k++)
        if (g_array_index (self->cards, CasCard, g_array_index (s->held_events, int, k)).timing != CAS_TIMING_HOLD)
          return cas_json_fail (ctx, "\"held_events\": %s is not an Event to Hold",
                                g_array_index (self->cards, CasCard, g_array_index (s->held_events, int, k)).id);
    }
  if (json_object_has_member (o, "assign_capabilities") && !side_cards (self, ctx, o, "assign_capabilities", NULL))
    return FALSE;
  if (json_object_has_member (o, "vp_bonus"))
    {
      static const char *const req[] = { "side", "vp", "card", NULL };
      JsonObject *b = as_object (ctx, json_object_get_member (o, "vp_bonus"), "\"vp_bonus\"");
      double vp;
      if (b == NULL || !cas_json_check_members (ctx, b, req, NULL) ||
          !side_member (self, ctx, b, "side", FALSE, &s->vp_bonus_side) || !get_double (ctx, b, "vp", 0.5, 9, &vp) ||
          !ref_member (ctx, b, "card", self->card_index, "card", FALSE, &s->vp_bonus_card))
        return FALSE;
      s->vp_bonus_halves = (int) (vp * 2 + 0.5);
    }
  if (json_object_has_member (o, "vp_double"))
    {
      static const char *const req[] = { "side", "except", NULL };
      JsonObject *d = as_object (ctx, json_object_get_member (o, "vp_double"), "\"vp_double\"");
      JsonArray *except;
      if (d == NULL || !cas_json_check_members (ctx, d, req, NULL) ||
          !side_member (self, ctx, d, "side", FALSE, &s->vp_double_side) ||
          (except = get_array (ctx, d, "except", FALSE)) == NULL)
        return FALSE;
      if (json_array_get_length (except) != 1 || g_strcmp0 (node_string (json_array_get_element (except, 0)), "ravaged") != 0)
        return cas_json_fail (ctx, "\"vp_double\": \"except\" must be [\"ravaged\"]");
    }
  if (json_object_has_member (o, "first_levy_draw") &&
      find_in (draws, G_N_ELEMENTS (draws), node_string (json_object_get_member (o, "first_levy_draw"))) < 0)
    return cas_json_fail (ctx, "\"first_levy_draw\" must be capability_then_event");
  JsonArray *a = NULL;
  if (json_object_has_member (o, "skip_grow") && (a = get_array (ctx, o, "skip_grow", FALSE)) == NULL)
    return FALSE;
  if (json_object_has_member (o, "extra_muster"))
    {
      int who[CAS_MAX_SEATS], n = 0;
      if (!ref_list (ctx, o, "extra_muster", self->lord_index, "Lord", who, CAS_MAX_SEATS, &n))
        return FALSE;
    }
  if (json_object_has_member (o, "surrender_at") && (a = get_array (ctx, o, "surrender_at", FALSE)) == NULL)
    return FALSE;
  if (json_object_has_member (o, "surrender_at"))
    for (guint k = 0; a && k < json_array_get_length (a); k++)
      {
        static const char *const req[] = { "locale", "siege", NULL };
        JsonObject *e = as_object (ctx, json_array_get_element (a, k), "a Surrender rule");
        int loc, siege;
        if (e == NULL || !cas_json_check_members (ctx, e, req, NULL) ||
            !ref_member (ctx, e, "locale", self->locale_index, "Locale", FALSE, &loc) || !get_int (ctx, e, "siege", 1, 9, &siege))
          return FALSE;
      }
  if (json_object_has_member (o, "no_cross_dashed_line") &&
      as_object (ctx, json_object_get_member (o, "no_cross_dashed_line"), "\"no_cross_dashed_line\"") == NULL)
    return FALSE;
  if (json_object_has_member (o, "exhaustion"))
    {
      /* endmarker (issue 17): Inferno 6.0 F's Exhaustion roll. */
      static const char *const ereq[] = { "from_box", "roll_max", "end_box", "shift", NULL };
      JsonObject *e = as_object (ctx, json_object_get_member (o, "exhaustion"), "\"exhaustion\"");
      if (e == NULL || !cas_json_check_members (ctx, e, ereq, NULL) ||
          !get_int (ctx, e, "from_box", 1, n_boxes, &s->exhaustion_from) ||
          !get_int (ctx, e, "roll_max", 1, 6, &s->exhaustion_roll) ||
          !get_int (ctx, e, "end_box", 1, n_boxes, &s->exhaustion_end) ||
          !get_int (ctx, e, "shift", -n_boxes, n_boxes, &s->exhaustion_shift))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_scenarios (CasGame *self, JsonObject *root, CasJsonCtx *ctx)
{
  static const char *const req[] = { "scenarios", NULL };
  if (!cas_json_check_members (ctx, root, req, NULL))
    return FALSE;
  JsonArray *list = get_array (ctx, root, "scenarios", FALSE);
  if (list == NULL)
    return FALSE;
  int n_boxes = (int) self->boxes->len;
  g_autoptr(GPtrArray) scenario_extra = scenario_members (self);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      static const char *const sreq[] = { "id", "name", "years", "first_box", "last_box", "summary", "lords",
                                          "cylinders", "removed", "markers", "victory_markers", "victory", NULL };
      /* no_cards: Nevsky's (none without it). The rest after plans: Inferno's
       * (data-format.md); the engine sets up letter ... vp_double, and the checker
       * (tests/data/check-inferno-data.py) reads the special rules it does not apply yet.
       * The game's rules add the members of its cells and its own (scenario_members). */
      static const char *const sopt[] = { "notes", "phase", "capabilities", "plans", "unverified",
                                          "no_cards", "letter", "end_box", "held_events", "vp_bonus", "vp_double",
                                          "first_levy_draw", "assign_capabilities", "skip_grow",
                                          "no_cross_dashed_line", "surrender_at", "extra_muster", "exhaustion", NULL };
      JsonObject *o = as_object (ctx, json_array_get_element (list, i), "a scenario");
      cas_json_set_entry (ctx, "scenarios", i, o, "id");
      if (o == NULL || !check_members_plus (ctx, o, sreq, sopt, scenario_extra))
        return FALSE;
      g_array_set_size (self->scenarios, i + 1);
      CasScenario *s = &g_array_index (self->scenarios, CasScenario, i);
      s->lords = g_array_new (FALSE, TRUE, sizeof (CasScenarioLord));
      s->cylinders = g_array_new (FALSE, TRUE, sizeof (int) * 2);
      s->removed = g_array_new (FALSE, TRUE, sizeof (int));
      s->markers = g_array_new (FALSE, TRUE, sizeof (CasScenarioMarker));
      s->capabilities = g_array_new (FALSE, TRUE, sizeof (int));
      s->held_events = g_array_new (FALSE, TRUE, sizeof (int));
      for (int c = 0; c < self->n_cells; c++)
        s->cells[c] = self->cells[c].initial;
      s->end_box = -1;
      s->vp_bonus_side = s->vp_double_side = s->vp_bonus_card = -1;
      for (int side = 0; side < CAS_N_SIDES; side++)
        for (int k = 0; k < CAS_MAX_PLAN; k++)
          s->plans[side][k] = -1;
      if (!get_id (ctx, o, self->scenario_index, &s->id))
        return FALSE;
      g_hash_table_insert (self->scenario_index, g_strdup (s->id), GINT_TO_POINTER (i));
      if (!get_string (ctx, o, "name", FALSE, &s->name) || !get_string (ctx, o, "years", FALSE, &s->years) ||
          !get_string (ctx, o, "summary", FALSE, &s->summary) ||
          !get_int (ctx, o, "first_box", 1, n_boxes, &s->first_box) ||
          !get_int (ctx, o, "last_box", s->first_box, n_boxes, &s->last_box) ||
          !get_bool (ctx, o, "unverified", TRUE, &s->unverified))
        return FALSE;

      guint8 seen[64] = { 0 };
      JsonArray *lords = get_array (ctx, o, "lords", FALSE);
      if (lords == NULL)
        return FALSE;
      for (guint j = 0; j < json_array_get_length (lords); j++)
        {
          static const char *const lreq[] = { "lord", "locale", "service", NULL };
          static const char *const lopt[] = { "transport", "assets", "vassals", "capabilities", "besieging", NULL };
          JsonObject *lo = as_object (ctx, json_array_get_element (lords, j), "a Lord placement");
          CasScenarioLord sl = { 0 };
          if (lo == NULL || !cas_json_check_members (ctx, lo, lreq, lopt) ||
              !get_bool (ctx, lo, "besieging", TRUE, &sl.besieging) ||
              !ref_member (ctx, lo, "lord", self->lord_index, "Lord", FALSE, &sl.lord) ||
              !ref_member (ctx, lo, "locale", self->locale_index, "Locale", FALSE, &sl.locale) ||
              !get_int (ctx, lo, "service", 1, n_boxes, &sl.service))
            return FALSE;
          if (seen[sl.lord]++)
            return cas_json_fail (ctx, "Lord %s is placed twice", g_array_index (self->lords, CasLord, sl.lord).id);
          const CasLord *lord = &g_array_index (self->lords, CasLord, sl.lord);
          if (json_object_has_member (lo, "transport"))
            {
              int total = 0;
              sl.has_transport = TRUE;
              if (!counts_member (self, ctx, lo, "transport", FALSE, sl.transport, FALSE))
                return FALSE;
              for (int a = 0; a < self->n_assets; a++)
                {
                  if (sl.transport[a] && !self->assets[a].transport)
                    return cas_json_fail (ctx, "\"transport\" of %s lists %s, which is not Transport", lord->id,
                                          self->assets[a].id);
                  total += sl.transport[a];
                }
              if (total != lord->transport_any + lord->transport_no_ship)
                return cas_json_fail (ctx, "\"transport\" of %s chooses %d Transport, his mat allows %d", lord->id,
                                      total, lord->transport_any + lord->transport_no_ship);
              int ship = self->asset_slot[CAS_ASSET_SHIP];
              if (ship >= 0 && sl.transport[ship] > lord->transport_any)
                return cas_json_fail (ctx, "\"transport\" of %s has more Ships than his \"any\" Transport", lord->id);
            }
          if (!counts_member (self, ctx, lo, "assets", FALSE, sl.extra_assets, TRUE))
            return FALSE;
          if (json_object_has_member (lo, "vassals") &&
              !ref_list (ctx, lo, "vassals", self->vassal_index, "Vassal", sl.vassals, CAS_MAX_VASSALS, &sl.n_vassals))
            return FALSE;
          for (int k = 0; k < sl.n_vassals; k++)
            if (g_array_index (self->vassals, CasVassal, sl.vassals[k]).lord != sl.lord)
              return cas_json_fail (ctx, "Vassal %s does not serve %s",
                                    g_array_index (self->vassals, CasVassal, sl.vassals[k]).id, lord->id);
          if (json_object_has_member (lo, "capabilities") &&
              !ref_list (ctx, lo, "capabilities", self->card_index, "card", sl.capabilities, 4, &sl.n_capabilities))
            return FALSE;
          g_array_append_val (s->lords, sl);
        }
      JsonArray *cyl = get_array (ctx, o, "cylinders", FALSE);
      if (cyl == NULL)
        return FALSE;
      for (guint j = 0; j < json_array_get_length (cyl); j++)
        {
          static const char *const creq[] = { "lord", "box", NULL };
          JsonObject *co = as_object (ctx, json_array_get_element (cyl, j), "a cylinder");
          int pair[2];
          if (co == NULL || !cas_json_check_members (ctx, co, creq, NULL) ||
              !ref_member (ctx, co, "lord", self->lord_index, "Lord", FALSE, &pair[0]) ||
              !get_int (ctx, co, "box", 1, n_boxes, &pair[1]))
            return FALSE;
          if (seen[pair[0]]++)
            return cas_json_fail (ctx, "Lord %s is placed twice", g_array_index (self->lords, CasLord, pair[0]).id);
          g_array_append_vals (s->cylinders, pair, 1);
        }
      JsonArray *rem = get_array (ctx, o, "removed", FALSE);
      if (rem == NULL)
        return FALSE;
      for (guint j = 0; j < json_array_get_length (rem); j++)
        {
          const char *id = node_string (json_array_get_element (rem, j));
          int l = lookup (self->lord_index, id);
          if (l < 0)
            return cas_json_fail (ctx, "unknown Lord \"%s\" in \"removed\"", id ? id : "?");
          if (seen[l]++)
            return cas_json_fail (ctx, "Lord %s is placed twice", id);
          g_array_append_val (s->removed, l);
        }
      for (guint l = 0; l < self->lords->len; l++)
        if (!seen[l])
          return cas_json_fail (ctx, "Lord %s is neither on the map, on the Calendar nor removed",
                                g_array_index (self->lords, CasLord, l).id);

      JsonArray *markers = get_array (ctx, o, "markers", FALSE);
      if (markers == NULL)
        return FALSE;
      for (guint j = 0; j < json_array_get_length (markers); j++)
        {
          /* The game's Locale markers (game.json "vp"): Nevsky's Conquered and Castle
           * markers, or Inferno's Allegiance and Ruins markers and Siege markers (6.0 D). */
          static const char *const mreq[] = { "locale", NULL };
          static const char *const mopt[] = { "conquered", "ravaged", "castle", "walls", NULL };
          static const char *const mopt_allegiance[] = { "allegiance", "ravaged", "ruins", "siege", "siege_side",
                                                         "walls", NULL };
          gboolean allegiance = self->marker_set == CAS_MARKERS_ALLEGIANCE;
          const char *count = allegiance ? "allegiance" : "conquered";
          JsonObject *mo = as_object (ctx, json_array_get_element (markers, j), "a marker entry");
          CasScenarioMarker m = { 0 };
          int side;
          if (mo == NULL || !cas_json_check_members (ctx, mo, mreq, allegiance ? mopt_allegiance : mopt) ||
              !ref_member (ctx, mo, "locale", self->locale_index, "Locale", FALSE, &m.locale) ||
              !get_int_opt (ctx, mo, count, 0, 9, 0, &m.conquered) ||
              !get_int_opt (ctx, mo, "walls", 0, 1, 0, &m.walls) ||
              !get_int_opt (ctx, mo, "siege", 0, 9, 0, &m.siege) ||
              !side_member (self, ctx, mo, "ravaged", TRUE, &side))
            return FALSE;
          m.ravaged = side + 1;
          if (!side_member (self, ctx, mo, "castle", TRUE, &side))
            return FALSE;
          m.castle = side + 1;
          if (!side_member (self, ctx, mo, "ruins", TRUE, &side))
            return FALSE;
          m.ruins = side + 1;
          if (!side_member (self, ctx, mo, "siege_side", TRUE, &side))
            return FALSE;
          m.siege_side = side + 1;
          const CasLocale *loc = &g_array_index (self->locales, CasLocale, m.locale);
          if (m.conquered > 0 && m.conquered != loc->vp)
            return cas_json_fail (ctx, "%s takes %d %s markers, not %d", loc->id, loc->vp,
                                  allegiance ? "Allegiance" : "Conquered", m.conquered);
          if ((m.siege > 0) != (m.siege_side > 0) || (m.siege > 0 && !loc->stronghold))
            return cas_json_fail (ctx, "Siege markers go on a Stronghold, with the Besiegers' \"siege_side\"");
          if (m.ruins && !loc->stronghold)
            return cas_json_fail (ctx, "Ruins go on a Stronghold");
          g_array_append_val (s->markers, m);
        }
      if (!load_scenario_counts (self, s, o, ctx))
        return FALSE;
      /* Besieging Lords (6.0 D) stand where their side's Siege markers are. */
      for (guint j = 0; j < s->lords->len; j++)
        {
          const CasScenarioLord *sl = &g_array_index (s->lords, CasScenarioLord, j);
          gboolean sieged = FALSE;
          for (guint k = 0; k < s->markers->len; k++)
            {
              const CasScenarioMarker *m = &g_array_index (s->markers, CasScenarioMarker, k);
              sieged |= m->locale == sl->locale && m->siege > 0 &&
                        m->siege_side == g_array_index (self->lords, CasLord, sl->lord).side + 1;
            }
          if (sl->besieging != sieged)
            return cas_json_fail (ctx, "%s is \"besieging\" exactly where his side's Siege markers are",
                                  g_array_index (self->lords, CasLord, sl->lord).id);
        }
      if (!load_scenario_extras (self, s, o, ctx))
        return FALSE;
      JsonObject *vm = as_object (ctx, json_object_get_member (o, "victory_markers"), "\"victory_markers\"");
      if (vm == NULL)
        return FALSE;
      for (int side = 0; side < CAS_N_SIDES; side++)
        {
          double v;
          if (!get_double (ctx, vm, self->side_ids[side], 0, self->max_vp_halves / 2.0, &v))
            return FALSE;
          s->victory_halves[side] = (int) (v * 2 + 0.5);
          if (s->victory_halves[side] != v * 2)
            return cas_json_fail (ctx, "victory marker must be a whole or half number");
        }
      const char *nc = node_string (json_object_get_member (o, "no_cards"));
      static const char *const ncs[] = { "normal", "remove", "keep" };
      int nci = json_object_has_member (o, "no_cards") ? find_in (ncs, 3, nc) : CAS_NO_CARDS_NORMAL;
      if (nci < 0)
        return cas_json_fail (ctx, "\"no_cards\" must be normal, remove or keep");
      s->no_cards = nci;
      JsonObject *vic = as_object (ctx, json_object_get_member (o, "victory"), "\"victory\"");
      static const char *const kinds[] = { "higher", "removed_lords", "threshold" };
      static const char *const vicreq[] = { "kind", NULL };
      static const char *const vicopt[] = { "side", "min_vp", "double", NULL };
      if (vic == NULL || !cas_json_check_members (ctx, vic, vicreq, vicopt))
        return FALSE;
      int kind = find_in (kinds, 3, node_string (json_object_get_member (vic, "kind")));
      if (kind < 0)
        return cas_json_fail (ctx, "victory \"kind\" must be higher, removed_lords or threshold");
      s->victory = kind;
      if (kind == CAS_VICTORY_THRESHOLD &&
          (!side_member (self, ctx, vic, "side", FALSE, &s->victory_side) ||
           !get_int (ctx, vic, "min_vp", 0, 99, &s->victory_min_vp) ||
           !get_bool (ctx, vic, "double", TRUE, &s->victory_double)))
        return FALSE;
      JsonArray *notes = get_array (ctx, o, "notes", TRUE);
      if (notes)
        {
          s->notes = g_new0 (char *, json_array_get_length (notes) + 1);
          for (guint j = 0; j < json_array_get_length (notes); j++)
            {
              const char *n = node_string (json_array_get_element (notes, j));
              if (n == NULL)
                return cas_json_fail (ctx, "notes[%u] must be text", j);
              s->notes[j] = g_strdup (n);
            }
        }
      const char *phase = node_string (json_object_get_member (o, "phase"));
      if (phase && !g_str_equal (phase, "levy") && !g_str_equal (phase, "campaign"))
        return cas_json_fail (ctx, "\"phase\" must be levy or campaign");
      s->campaign = phase && g_str_equal (phase, "campaign");
      if (json_object_has_member (o, "capabilities"))
        {
          int caps[16], n_caps = 0;
          if (!ref_list (ctx, o, "capabilities", self->card_index, "card", caps, 16, &n_caps))
            return FALSE;
          g_array_append_vals (s->capabilities, caps, n_caps);
        }
      if (!load_scenario_locales (self, s, o, ctx))
        return FALSE;
      if (json_object_has_member (o, "plans"))
        {
          JsonObject *plans = as_object (ctx, json_object_get_member (o, "plans"), "\"plans\"");
          if (plans == NULL)
            return FALSE;
          for (int side = 0; side < CAS_N_SIDES; side++)
            {
              JsonArray *p = get_array (ctx, plans, self->side_ids[side], TRUE);
              if (p == NULL)
                continue;
              if (json_array_get_length (p) > CAS_MAX_PLAN)
                return cas_json_fail (ctx, "a Plan holds at most %d cards", CAS_MAX_PLAN);
              for (guint k = 0; k < json_array_get_length (p); k++)
                {
                  const char *id = node_string (json_array_get_element (p, k));
                  int l = g_strcmp0 (id, "pass") == 0 ? -2 : lookup (self->lord_index, id);
                  if (l == -1)
                    return cas_json_fail (ctx, "unknown Lord \"%s\" in the %s Plan", id ? id : "?",
                                          self->side_ids[side]);
                  s->plans[side][k] = l;
                }
            }
        }
      /* 5.1: the set-up's Victory markers must equal what its markers are worth (and the
       * scenario's own VP rules, 6.0 C and E). */
      for (int side = 0; side < CAS_N_SIDES; side++)
        {
          int halves = scenario_vp_halves (self, s, side);
          if (halves != s->victory_halves[side])
            return cas_json_fail (ctx, "victory_markers.%s is %g but the set-up is worth %g VP (5.1)",
                                  self->side_ids[side], s->victory_halves[side] / 2.0, halves / 2.0);
        }
    }
  ctx->entry[0] = '\0';
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Accessors. */

const char *cas_game_get_id (CasGame *self) { return self->id; }
const char *cas_game_get_name (CasGame *self) { return self->name; }

const char *cas_game_get_side_id (CasGame *self, int side) { g_return_val_if_fail (side >= 0 && side < CAS_N_SIDES, NULL); return self->side_ids[side]; }
const char *cas_game_get_side_name (CasGame *self, int side) { g_return_val_if_fail (side >= 0 && side < CAS_N_SIDES, NULL); return self->side_names[side]; }
int cas_game_get_asset_cap (CasGame *self) { return self->asset_cap; }
const CasGameCell *
cas_game_get_cells (CasGame *self, int *n)
{
  *n = self->n_cells;
  return self->cells;
}

int
cas_game_get_cell_max (CasGame *self, int i)
{
  g_return_val_if_fail (i >= 0 && i < self->n_cells, 0);
  return self->cell_max[i];
}

int
cas_game_get_cell_vp_halves (CasGame *self, int i)
{
  g_return_val_if_fail (i >= 0 && i < self->n_cells, 0);
  if (self->cells[i].vp_side == 0)
    return 0;
  if (self->cells[i].vp_member == NULL)
    return 2;
  static const char *const members[] = { "conquered", "allegiance", "ravaged", "ruins", "castle", "carroccio" };
  const int values[] = { self->vp.marker_halves, self->vp.marker_halves, self->vp.ravaged_halves,
                         self->vp.ruins_halves, self->vp.castle_halves, self->vp.carroccio_halves };
  G_STATIC_ASSERT (G_N_ELEMENTS (members) == G_N_ELEMENTS (values));
  for (guint k = 0; k < G_N_ELEMENTS (members); k++)
    if (g_str_equal (members[k], self->cells[i].vp_member))
      return values[k];
  g_return_val_if_reached (2);
}
int cas_game_get_max_vp_halves (CasGame *self) { return self->max_vp_halves; }
guint cas_game_get_n_boxes (CasGame *self) { return self->boxes->len; }
guint cas_game_get_n_seasons (CasGame *self) { return self->seasons->len; }
guint cas_game_get_n_regions (CasGame *self) { return self->regions->len; }
guint cas_game_get_n_locales (CasGame *self) { return self->locales->len; }
guint cas_game_get_n_ways (CasGame *self) { return self->ways->len; }
guint cas_game_get_n_lords (CasGame *self) { return self->lords->len; }
guint cas_game_get_n_vassals (CasGame *self) { return self->vassals->len; }
guint cas_game_get_n_cards (CasGame *self) { return self->cards->len; }
guint cas_game_get_n_scenarios (CasGame *self) { return self->scenarios->len; }

#define GETTER(fn, arr, type)                                         \
  const type *fn (CasGame *self, int i)                               \
  {                                                                   \
    g_return_val_if_fail (i >= 0 && (guint) i < self->arr->len, NULL); \
    return &g_array_index (self->arr, type, i);                       \
  }
GETTER (cas_game_get_season, seasons, CasSeason)
GETTER (cas_game_get_region, regions, CasRegion)
GETTER (cas_game_get_locale, locales, CasLocale)
GETTER (cas_game_get_way, ways, CasWay)
GETTER (cas_game_get_lord, lords, CasLord)
GETTER (cas_game_get_vassal, vassals, CasVassal)
GETTER (cas_game_get_card, cards, CasCard)
GETTER (cas_game_get_scenario, scenarios, CasScenario)
#undef GETTER

const CasBox *
cas_game_get_box (CasGame *self, int box)
{
  g_return_val_if_fail (box >= 1 && (guint) box <= self->boxes->len, NULL);
  return &g_array_index (self->boxes, CasBox, box - 1);
}

const CasSeason *
cas_game_get_box_season (CasGame *self, int box)
{
  box = CLAMP (box, 1, (int) self->boxes->len);
  return cas_game_get_season (self, cas_game_get_box (self, box)->season);
}

const CasUnit *
cas_game_get_unit (CasGame *self, int unit)
{
  /* A slot beyond the game's types (always 0 units) reads as a unit without name or value. */
  g_return_val_if_fail (unit >= 0 && unit < CAS_MAX_FORCES, NULL);
  return &self->units[unit];
}

const CasStronghold *
cas_game_get_stronghold (CasGame *self, int type)
{
  g_return_val_if_fail (type >= 0 && type < self->n_locale_types && self->locale_types[type].stronghold, NULL);
  return &self->strongholds[type];
}

const CasStronghold *
cas_game_get_stronghold_kind (CasGame *self, CasLocaleType kind)
{
  static const CasStronghold none = { .type = -1, .built_by = -1 };
  for (int t = 0; t < self->n_locale_types; t++)
    if (self->locale_types[t].kind == kind && self->locale_types[t].stronghold)
      return &self->strongholds[t];
  return &none;
}

const char *
cas_game_get_side_colour (CasGame *self, int side)
{
  g_return_val_if_fail (side >= 0 && side < CAS_N_SIDES, NULL);
  return self->side_colours[side];
}

/* The app's map (issue 17): the dashed line's polyline. */
const double *
cas_game_get_dashed_line (CasGame *self, guint *n_points)
{
  *n_points = self->dashed_points ? self->dashed_points->len / 2 : 0;
  return self->dashed_points ? (const double *) (void *) self->dashed_points->data : NULL;
}

guint cas_game_get_n_units (CasGame *self) { return (guint) self->n_units; }
guint cas_game_get_n_assets (CasGame *self) { return (guint) self->n_assets; }
guint cas_game_get_n_way_types (CasGame *self) { return (guint) self->n_way_types; }
guint cas_game_get_n_locale_types (CasGame *self) { return (guint) self->n_locale_types; }
guint cas_game_get_n_feed_steps (CasGame *self) { return (guint) self->n_feed; }

int
cas_game_find_unit (CasGame *self, const char *id)
{
  for (int i = 0; i < self->n_units; i++)
    if (g_strcmp0 (self->units[i].id, id) == 0)
      return i;
  return -1;
}

const char *
cas_game_unit_id (CasGame *self, int unit)
{
  return unit >= 0 && unit < self->n_units ? self->units[unit].id : NULL;
}

const char *
cas_game_asset_id (CasGame *self, int asset)
{
  return asset >= 0 && asset < self->n_assets ? self->assets[asset].id : NULL;
}

const CasAssetType *
cas_game_get_asset (CasGame *self, int asset)
{
  g_return_val_if_fail (asset >= 0 && asset < self->n_assets, NULL);
  return &self->assets[asset];
}

int
cas_game_find_asset (CasGame *self, const char *id)
{
  for (int i = 0; i < self->n_assets; i++)
    if (g_strcmp0 (self->assets[i].id, id) == 0)
      return i;
  return -1;
}

gboolean
cas_game_asset_is_transport (CasGame *self, int asset)
{
  return asset >= 0 && asset < self->n_assets && self->assets[asset].transport;
}

const CasWayTypeInfo *
cas_game_get_way_type (CasGame *self, int type)
{
  g_return_val_if_fail (type >= 0 && type < self->n_way_types, NULL);
  return &self->way_types[type];
}

const CasLocaleTypeInfo *
cas_game_get_locale_type (CasGame *self, int type)
{
  g_return_val_if_fail (type >= 0 && type < self->n_locale_types, NULL);
  return &self->locale_types[type];
}

const CasFeedStep *
cas_game_get_feed_step (CasGame *self, int i)
{
  g_return_val_if_fail (i >= 0 && i < self->n_feed, NULL);
  return &self->feed[i];
}

/* 4.8.1: the first step whose limit the units do not pass. */
int
cas_game_feed_need (CasGame *self, int units)
{
  if (units <= 0)
    return 0;
  for (int i = 0; i < self->n_feed; i++)
    if (self->feed[i].max_units == 0 || units <= self->feed[i].max_units)
      return self->feed[i].prov;
  return self->feed[self->n_feed - 1].prov;
}

int cas_game_find_locale (CasGame *self, const char *id) { return lookup (self->locale_index, id); }
int cas_game_find_lord (CasGame *self, const char *id) { return lookup (self->lord_index, id); }
int cas_game_find_vassal (CasGame *self, const char *id) { return lookup (self->vassal_index, id); }
int cas_game_find_card (CasGame *self, const char *id) { return lookup (self->card_index, id); }
int cas_game_find_scenario (CasGame *self, const char *id) { return lookup (self->scenario_index, id); }

int
cas_game_find_side (CasGame *self, const char *id)
{
  for (int i = 0; i < CAS_N_SIDES; i++)
    if (g_strcmp0 (self->side_ids[i], id) == 0)
      return i;
  return -1;
}

gboolean
cas_game_adjacent (CasGame *self, int a, int b)
{
  guint n = self->locales->len;
  if (a < 0 || b < 0 || (guint) a >= n || (guint) b >= n)
    return FALSE;
  return self->adjacency[a * n + b] != 0;
}

CasMarkerSet cas_game_get_marker_set (CasGame *self) { return self->marker_set; }
const CasVpValues *cas_game_get_vp_values (CasGame *self) { return &self->vp; }
int cas_game_get_days_per_box (CasGame *self) { return self->days_per_box; }
int cas_game_get_pass_cards (CasGame *self) { return self->pass_cards; }
int cas_game_get_command_cards (CasGame *self) { return self->command_cards; }
gboolean cas_game_has_end_marker (CasGame *self) { return self->has_end_marker; }
guint cas_game_get_n_settings (CasGame *self) { return (guint) self->n_settings; }
guint cas_game_get_n_comuni (CasGame *self) { return self->comuni->len; }

int
cas_game_asset_slot (CasGame *self, CasAsset role)
{
  g_return_val_if_fail (role < CAS_N_ASSETS, -1);
  return self->asset_slot[role];
}

const CasSetting *
cas_game_get_setting (CasGame *self, int i)
{
  g_return_val_if_fail (i >= 0 && i < self->n_settings, NULL);
  return &self->settings[i];
}

int
cas_game_find_setting (CasGame *self, const char *id)
{
  for (int i = 0; i < self->n_settings; i++)
    if (g_strcmp0 (self->settings[i].id, id) == 0)
      return i;
  return -1;
}

const CasComune *
cas_game_get_comune (CasGame *self, int i)
{
  g_return_val_if_fail (i >= 0 && (guint) i < self->comuni->len, NULL);
  return &g_array_index (self->comuni, CasComune, i);
}
