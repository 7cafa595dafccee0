/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-game.c: the Rus family's CasGameBase (cas-rus-game.h). */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cas-rus-game.h"
#include "cas-rus-action.h"
#include "cas-json.h"

#define MAX_GAME_JSON ((gsize) 64 * 1024)

static const char *const variant_ids[] = { "standard", "long", "learning" };
#define N_SETUPS (G_N_ELEMENTS (variant_ids) * (CAS_RUS_MAX_PLAYERS - CAS_RUS_MIN_PLAYERS + 1))

struct _CasRusGame
{
  CasGameBase parent_instance;
  char *setup_ids[N_SETUPS];
};

G_DEFINE_FINAL_TYPE (CasRusGame, cas_rus_game, CAS_TYPE_GAME_BASE)

char *
cas_rus_setup_id (const char *variant, int n_players)
{
  for (guint v = 0; v < G_N_ELEMENTS (variant_ids); v++)
    if (g_strcmp0 (variant, variant_ids[v]) == 0 && n_players >= CAS_RUS_MIN_PLAYERS
        && n_players <= CAS_RUS_MAX_PLAYERS)
      return g_strdup_printf ("%s-%d", variant_ids[v], n_players);
  return NULL;
}

gboolean
cas_rus_setup_parse (const char *id, CasRusVariant *variant, int *n_players)
{
  for (guint v = 0; id && v < G_N_ELEMENTS (variant_ids); v++)
    {
      gsize len = strlen (variant_ids[v]);
      if (strncmp (id, variant_ids[v], len) == 0 && id[len] == '-' && id[len + 1] >= '0' + CAS_RUS_MIN_PLAYERS
          && id[len + 1] <= '0' + CAS_RUS_MAX_PLAYERS && id[len + 2] == '\0')
        {
          *variant = (CasRusVariant) v;
          *n_players = id[len + 1] - '0';
          return TRUE;
        }
    }
  return FALSE;
}

/* game.json: the id and name, the player range and the variants this code knows. */
static gboolean
rus_load (CasGameBase *base, GFile *dir, GHashTable *files, GError **error)
{
  static const char *const required[] = { "id", "name", "players", "variants", NULL };
  g_autoptr(JsonNode) root = cas_json_load_object (dir, files, "game.json", MAX_GAME_JSON, error);
  CasJsonCtx ctx = { .file = "game.json", .error = error };
  JsonObject *o;
  JsonArray *players;

  if (root == NULL)
    return FALSE;
  o = json_node_get_object (root);
  if (!cas_json_check_members (&ctx, o, required, NULL))
    return FALSE;
  if (g_strcmp0 (json_object_get_string_member_with_default (o, "id", ""), "rus") != 0)
    return cas_json_fail (&ctx, "\"id\" must be \"rus\"");
  players = json_object_get_array_member (o, "players");
  if (players == NULL || json_array_get_length (players) != 2
      || json_array_get_int_element (players, 0) != CAS_RUS_MIN_PLAYERS
      || json_array_get_int_element (players, 1) != CAS_RUS_MAX_PLAYERS)
    return cas_json_fail (&ctx, "\"players\" must be [%d, %d]", CAS_RUS_MIN_PLAYERS, CAS_RUS_MAX_PLAYERS);
  cas_game_base_set_identity (base, "rus", json_object_get_string_member_with_default (o, "name", "Rus"));
  return TRUE;
}

static guint
rus_n_scenarios (CasGameBase *base)
{
  (void) base;
  return N_SETUPS;
}

static const char *
rus_scenario_id (CasGameBase *base, guint i)
{
  return CAS_RUS_GAME (base)->setup_ids[i];
}

static void
rus_init_table (CasGameBase *base, CasTable *t)
{
  (void) base;
  t->n = CAS_RUS_N_CELLS;
  t->v = g_new0 (gint, t->n);
}

/* A new game with the players in seat order on Kingdoms 1..n (the two-player game on its
 * fixed pairs) [SETUP p.2]; the table then says who took which (`kingdoms ...`). */
static gboolean
rus_setup (CasGameBase *base, CasTable *t, int scenario, GError **error)
{
  CasRusVariant variant;
  int n_players;

  if (!cas_rus_setup_parse (rus_scenario_id (base, (guint) scenario), &variant, &n_players))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND, "no Rus set-up number %d", scenario);
      return FALSE;
    }
  return cas_rus_state_setup ((CasRusState *) t->v, n_players, variant, NULL, NULL, error);
}

static gboolean
rus_apply (CasGameBase *base, const char *text, const CasTable *before, CasTable *after, CasEntryInfo *info,
           GError **error)
{
  (void) base;
  (void) before;
  return cas_rus_action_apply ((CasRusState *) after->v, text, &info->text, &info->description, error);
}

static char *
rus_secret_text (CasGameBase *base, const char *text, int shown, char **description)
{
  /* Rus has no hidden entries: everything done at its table is seen by all. */
  (void) base;
  (void) shown;
  *description = g_strdup (text);
  return g_strdup (text);
}

static JsonNode *
rus_to_json (const CasTable *t)
{
  return cas_rus_state_to_json (cas_rus_table_state (t));
}

static gboolean
rus_from_json (CasTable *t, JsonNode *node, GError **error)
{
  return cas_rus_state_from_json ((CasRusState *) t->v, node, error);
}

/* "kingdoms[rus] cell 12": the block and the cell within it. */
static char *
rus_cell_name (const CasTable *t, guint index)
{
  static const struct {
    const char *name;
    gsize at, size, each;
  } blocks[] = {
    { "players", G_STRUCT_OFFSET (CasRusState, players), sizeof ((CasRusState *) 0)->players, sizeof (CasRusPlayer) },
    { "kingdoms", G_STRUCT_OFFSET (CasRusState, kingdoms), sizeof ((CasRusState *) 0)->kingdoms, sizeof (CasRusKingdom) },
    { "track", G_STRUCT_OFFSET (CasRusState, track), sizeof (CasRusTrack), sizeof (CasRusTrack) },
    { "politics", G_STRUCT_OFFSET (CasRusState, politics), sizeof (CasRusPolitics), sizeof (CasRusPolitics) },
    { "areas", G_STRUCT_OFFSET (CasRusState, areas), sizeof ((CasRusState *) 0)->areas, sizeof (CasRusArea) },
    { "settings", G_STRUCT_OFFSET (CasRusState, settings), sizeof (CasRusSettings), sizeof (CasRusSettings) },
    { "invaders", G_STRUCT_OFFSET (CasRusState, invaders), sizeof ((CasRusState *) 0)->invaders, sizeof (CasRusInvaderPieces) },
  };
  gsize byte = index * sizeof (int);
  (void) t;
  for (guint b = 0; b < G_N_ELEMENTS (blocks); b++)
    if (byte >= blocks[b].at && byte < blocks[b].at + blocks[b].size)
      {
        gsize item = (byte - blocks[b].at) / blocks[b].each;
        gsize cell = (byte - blocks[b].at) % blocks[b].each / sizeof (int);
        g_autofree char *which = NULL;
        if (blocks[b].each == blocks[b].size)
          return g_strdup_printf ("%s cell %" G_GSIZE_FORMAT, blocks[b].name, cell);
        if (g_str_equal (blocks[b].name, "kingdoms"))
          which = g_strdup (cas_rus_kingdom_id ((int) item));
        else if (g_str_equal (blocks[b].name, "areas"))
          which = cas_rus_area_id ((int) item);
        else if (g_str_equal (blocks[b].name, "invaders"))
          which = g_strdup (cas_rus_invader_slot_id ((int) item));
        else
          which = g_strdup_printf ("%" G_GSIZE_FORMAT, item + 1);
        return g_strdup_printf ("%s[%s] cell %" G_GSIZE_FORMAT, blocks[b].name, which, cell);
      }
  return g_strdup_printf ("cell %u", index);
}

static void
cas_rus_game_finalize (GObject *object)
{
  CasRusGame *self = CAS_RUS_GAME (object);
  for (guint i = 0; i < N_SETUPS; i++)
    g_free (self->setup_ids[i]);
  G_OBJECT_CLASS (cas_rus_game_parent_class)->finalize (object);
}

static void
cas_rus_game_class_init (CasRusGameClass *klass)
{
  CasGameBaseClass *base = CAS_GAME_BASE_CLASS (klass);
  G_OBJECT_CLASS (klass)->finalize = cas_rus_game_finalize;
  base->load = rus_load;
  base->get_n_scenarios = rus_n_scenarios;
  base->get_scenario_id = rus_scenario_id;
  base->init_table = rus_init_table;
  base->setup = rus_setup;
  base->apply = rus_apply;
  base->secret_text = rus_secret_text;
  base->to_json = rus_to_json;
  base->from_json = rus_from_json;
  base->cell_name = rus_cell_name;
}

static void
cas_rus_game_init (CasRusGame *self)
{
  guint i = 0;
  for (guint v = 0; v < G_N_ELEMENTS (variant_ids); v++)
    for (int n = CAS_RUS_MIN_PLAYERS; n <= CAS_RUS_MAX_PLAYERS; n++)
      self->setup_ids[i++] = cas_rus_setup_id (variant_ids[v], n);
}
