/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-ct.c: the Culture & Technology tree the table enters from its Player Mat
 * (issue 18): its file, one fact set from words, and what a Kingdom may buy now and at
 * what cost [CT p.17; COMMOD p.10; VP p.17]. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-action-words.h"
#include "cas-game.h"
#include "cas-json.h"
#include "cas-rus-ct.h"
#include "cas-rus-private.h"
#include "cas-savefile.h"

/* ---- the entries: the abilities, then the religions (rus-rel) ---- */

int
cas_rus_ct_entry_from_id (const char *id)
{
  int r = cas_rus_ability_from_id (id);
  if (r >= 0)
    return r;
  r = cas_rus_religion_from_id (id);
  return r > CAS_RUS_RELIGION_NONE ? CAS_RUS_CT_ORTHODOX + r - CAS_RUS_ORTHODOX : -1;
}

int
cas_rus_ct_entry_religion (int entry)
{
  return entry >= CAS_RUS_CT_ORTHODOX && entry < CAS_RUS_CT_N_ENTRIES ? CAS_RUS_ORTHODOX + entry - CAS_RUS_CT_ORTHODOX
                                                                     : CAS_RUS_RELIGION_NONE;
}

const char *
cas_rus_ct_entry_id (int entry)
{
  int r = cas_rus_ct_entry_religion (entry);
  return r ? cas_rus_religion_id (r) : cas_rus_ability_id (entry);
}

const char *
cas_rus_ct_entry_name (int entry)
{
  switch (cas_rus_ct_entry_religion (entry))
    {
    case CAS_RUS_ORTHODOX:
      return _("Orthodox");
    case CAS_RUS_CATHOLIC:
      return _("Catholic");
    default:
      return cas_rus_ability_name (entry);
    }
}

int
cas_rus_ct_entry_turn (const CasRusKingdom *kd, int entry)
{
  int r = cas_rus_ct_entry_religion (entry);
  if (r)
    return kd->religion == r ? -1 : 0;
  return cas_rus_ability_turn (kd, entry);
}

void
cas_rus_ct_init (CasRusCtTree *t)
{
  memset (t, 0, sizeof *t);
  for (int a = 0; a < CAS_RUS_CT_N_ENTRIES; a++)
    {
      t->items[a].needs_settlement = -1;
      t->items[a].vp = -1;
      t->items[a].limit = -1;
    }
}

/* ---- the file ---- */

static char *
ct_to_data (const void *file, gsize *length)
{
  return cas_rus_ct_to_data (file, length);
}

static gboolean
ct_set_words (void *file, int ability, const char *const *words, int n_words, GError **error)
{
  return cas_rus_ct_set_words (file, ability, words, n_words, error);
}

static void
ct_init (void *out)
{
  cas_rus_ct_init (out);
}

static gboolean
ct_load_data (void *out, const char *data, gsize length, const char *file, GError **error)
{
  return cas_rus_ct_load_data (out, data, length, file, error);
}

/* The C&T file as one of the table's own files (cas-rus-user-file.c). */
const CasRusUserFile cas_rus_ct_file = {
  "C&T", CAS_RUS_CT_FORMAT, CAS_RUS_CT_VERSION, "abilities", "ct.json",
  cas_rus_ct_entry_from_id, "unknown ability or religion", sizeof (CasRusCtTree), ct_init, ct_load_data, NULL, ct_to_data, ct_set_words,
};

char *
cas_rus_ct_default_path (void)
{
  return cas_rus_user_file_path (&cas_rus_ct_file);
}

static gboolean
read_int (CasJsonCtx *ctx, JsonObject *o, const char *member, int min, int max, int *out)
{
  JsonNode *v = json_object_get_member (o, member);
  if (v == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64 || json_node_get_int (v) < min
      || json_node_get_int (v) > max)
    return cas_json_fail (ctx, "\"%s\" must be a whole number from %d to %d", member, min, max);
  *out = (int) json_node_get_int (v);
  return TRUE;
}

/* {"ore": 1, ...}: tiles of each resource (1-9), as `cost` and `harvest` give them. */
gboolean
rus_read_tiles (CasJsonCtx *ctx, JsonObject *o, const char *member, int *tiles, gboolean *known)
{
  JsonNode *n = json_object_get_member (o, member);
  g_autoptr(GList) res = NULL;

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (n))
    return cas_json_fail (ctx, "\"%s\" is not an object", member);
  res = json_object_get_members (json_node_get_object (n));
  for (GList *l = res; l; l = l->next)
    {
      int r = cas_rus_resource_from_id (l->data);
      if (r < 0)
        return cas_json_fail (ctx, "unknown resource \"%s\" in \"%s\"", (const char *) l->data, member);
      if (!read_int (ctx, json_node_get_object (n), l->data, 1, CAS_RUS_CT_MAX_COST, &tiles[r]))
        return FALSE;
    }
  *known = TRUE;
  return TRUE;
}

/* A religion's "cbt": {"invading": {"orthodox": 1}, "defending": {"none": -1}} (rus-rel). */
static gboolean
read_cbt (CasJsonCtx *ctx, JsonObject *o, CasRusCtItem *it)
{
  static const char *const sides[] = { "invading", "defending", NULL };
  JsonNode *n = json_object_get_member (o, "cbt");
  JsonObject *cbt;

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (n))
    return cas_json_fail (ctx, "\"cbt\" is not an object");
  cbt = json_node_get_object (n);
  if (!cas_json_check_members (ctx, cbt, NULL, sides))
    return FALSE;
  for (int side = 0; side < CAS_RUS_N_CBT_SIDES; side++)
    {
      JsonNode *sn = json_object_get_member (cbt, sides[side]);
      g_autoptr(GList) against = NULL;
      if (sn == NULL)
        continue;
      if (!JSON_NODE_HOLDS_OBJECT (sn))
        return cas_json_fail (ctx, "\"cbt.%s\" is not an object", sides[side]);
      against = json_object_get_members (json_node_get_object (sn));
      for (GList *l = against; l; l = l->next)
        {
          int r = cas_rus_religion_from_id (l->data);
          if (r < 0)
            return cas_json_fail (ctx, "unknown religion \"%s\" in \"cbt.%s\"", (const char *) l->data, sides[side]);
          if (!read_int (ctx, json_node_get_object (sn), l->data, -CAS_RUS_CT_MAX_CBT, CAS_RUS_CT_MAX_CBT, &it->cbt[side][r]))
            return FALSE;
        }
    }
  it->cbt_known = TRUE;
  return TRUE;
}

static gboolean
read_item (CasJsonCtx *ctx, JsonObject *o, gboolean religion, CasRusCtItem *it)
{
  static const char *const members[] = { "cost", "needs", "settlement", "vp", "limit", "harvest", NULL };
  static const char *const religion_members[] = { "cost", "needs", "settlement", "vp", "limit", "cbt", NULL };
  JsonNode *n;

  if (!cas_json_check_members (ctx, o, NULL, religion ? religion_members : members))
    return FALSE;
  if (!rus_read_tiles (ctx, o, "cost", it->cost, &it->cost_known) || !rus_read_tiles (ctx, o, "harvest", it->harvest, &it->harvest_known)
      || !read_cbt (ctx, o, it))
    return FALSE;
  if ((n = json_object_get_member (o, "needs")) != NULL)
    {
      JsonArray *arr;
      if (!JSON_NODE_HOLDS_ARRAY (n))
        return cas_json_fail (ctx, "\"needs\" is not a list");
      arr = json_node_get_array (n);
      for (guint i = 0; i < json_array_get_length (arr); i++)
        {
          JsonNode *e = json_array_get_element (arr, i);
          int a = JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_STRING
                    ? cas_rus_ability_from_id (json_node_get_string (e)) : -1;
          if (a < 0)
            return cas_json_fail (ctx, "\"needs\" names no ability at item %u", i);
          it->needs[a] = TRUE;
        }
      it->needs_known = TRUE;
    }
  if ((n = json_object_get_member (o, "settlement")) != NULL)
    {
      int st = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
                 ? cas_rus_settlement_from_id (json_node_get_string (n)) : -1;
      if (st < 0)
        return cas_json_fail (ctx, "\"settlement\" must be none, town, city or fortress");
      it->needs_settlement = st;
    }
  return read_int (ctx, o, "vp", 0, CAS_RUS_CT_MAX_VP, &it->vp)
         && read_int (ctx, o, "limit", 1, CAS_RUS_CT_MAX_LIMIT, &it->limit);
}

static gboolean
read_entry (CasJsonCtx *ctx, int a, JsonObject *o, void *out)
{
  CasRusCtTree *t = out;
  if (!read_item (ctx, o, cas_rus_ct_entry_religion (a) != CAS_RUS_RELIGION_NONE, &t->items[a]))
    return FALSE;
  if (a < CAS_RUS_N_ABILITIES && t->items[a].needs[a])   /* the religions come after the abilities */
    return cas_json_fail (ctx, "an ability cannot need itself");
  return TRUE;
}

gboolean
cas_rus_ct_load_data (CasRusCtTree *t, const char *data, gsize length, const char *file, GError **error)
{
  CasJsonCtx ctx = { .file = file ? file : "ct", .error = error };
  CasRusCtTree read;

  cas_rus_ct_init (&read);
  if (!rus_user_file_read (&cas_rus_ct_file, data, length, &ctx, read_entry, &read))
    return FALSE;
  *t = read;
  return TRUE;
}

gboolean
cas_rus_ct_load (CasRusCtTree *t, const char *path, GError **error)
{
  return cas_rus_user_file_load (&cas_rus_ct_file, t, path, error);
}

static gboolean
item_entered (const CasRusCtItem *it)
{
  return it->cost_known || it->needs_known || it->needs_settlement >= 0 || it->vp >= 0 || it->limit >= 0 || it->harvest_known
         || it->cbt_known;
}

void
rus_write_tiles (JsonBuilder *b, const char *member, const int *tiles)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (tiles[r] > 0)
      {
        json_builder_set_member_name (b, cas_rus_resource_id (r));
        json_builder_add_int_value (b, tiles[r]);
      }
  json_builder_end_object (b);
}

char *
cas_rus_ct_to_data (const CasRusCtTree *t, gsize *length)
{
  JsonBuilder *b = rus_user_file_begin (&cas_rus_ct_file);

  for (int a = 0; a < CAS_RUS_CT_N_ENTRIES; a++)
    {
      const CasRusCtItem *it = &t->items[a];
      if (!item_entered (it))
        continue;
      json_builder_set_member_name (b, cas_rus_ct_entry_id (a));
      json_builder_begin_object (b);
      if (it->cost_known)
        rus_write_tiles (b, "cost", it->cost);
      if (it->needs_known)
        {
          json_builder_set_member_name (b, "needs");
          json_builder_begin_array (b);
          for (int n = 0; n < CAS_RUS_N_ABILITIES; n++)
            if (it->needs[n])
              json_builder_add_string_value (b, cas_rus_ability_id (n));
          json_builder_end_array (b);
        }
      if (it->needs_settlement >= 0)
        {
          json_builder_set_member_name (b, "settlement");
          json_builder_add_string_value (b, cas_rus_settlement_id (it->needs_settlement));
        }
      if (it->vp >= 0)
        {
          json_builder_set_member_name (b, "vp");
          json_builder_add_int_value (b, it->vp);
        }
      if (it->limit >= 0)
        {
          json_builder_set_member_name (b, "limit");
          json_builder_add_int_value (b, it->limit);
        }
      if (it->harvest_known)
        rus_write_tiles (b, "harvest", it->harvest);
      if (it->cbt_known)
        {
          static const char *const sides[] = { "invading", "defending" };
          json_builder_set_member_name (b, "cbt");
          json_builder_begin_object (b);
          for (int side = 0; side < CAS_RUS_N_CBT_SIDES; side++)
            {
              json_builder_set_member_name (b, sides[side]);
              json_builder_begin_object (b);
              for (int r = 0; r < CAS_RUS_N_RELIGIONS; r++)
                if (it->cbt[side][r] != 0)
                  {
                    json_builder_set_member_name (b, cas_rus_religion_id (r));
                    json_builder_add_int_value (b, it->cbt[side][r]);
                  }
              json_builder_end_object (b);
            }
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  return rus_user_file_end (b, length);
}

gboolean
cas_rus_ct_save (const CasRusCtTree *t, const char *path, char **backup, GError **error)
{
  return cas_rus_user_file_save (&cas_rus_ct_file, t, path, backup, error);
}

/* ---- one fact from words ---- */

static const char *const set_usage =
  "cost SPEC|free|unknown | needs ABILITY,ABILITY...|none|unknown | settlement none|town|city|fortress|unknown | "
  "vp N|unknown | limit N|unknown | harvest SPEC|none|unknown | (a religion) cbt [invading|defending:]AGAINST:N,...|none|unknown";

const char *
cas_rus_ct_set_usage (void)
{
  return set_usage;
}

gboolean
rus_parse_tiles (const char *spec, int *cost, GError **error)
{
  g_auto(GStrv) items = g_strsplit (spec, ",", -1);
  int read[CAS_RUS_N_RESOURCES] = { 0 };

  for (int i = 0; items[i]; i++)
    {
      g_auto(GStrv) parts = g_strsplit (items[i], ":", 2);
      int r = cas_rus_resource_from_id (parts[0]);
      guint64 n = 1;
      if (r < 0)
        return cas_words_fail (error, _("“%s” is not a resource (grain, livestock, timber, ore, money, cloth, paper, supplies)"),
                               parts[0]);
      if (parts[1] && !g_ascii_string_to_unsigned (parts[1], 10, 1, CAS_RUS_CT_MAX_COST, &n, NULL))
        return cas_words_fail (error, _("“%s” is not a number of tiles (1-%d)"), parts[1], CAS_RUS_CT_MAX_COST);
      read[r] += (int) n;
      if (read[r] > CAS_RUS_CT_MAX_COST)
        return cas_words_fail (error, _("more than %d %s"), CAS_RUS_CT_MAX_COST, parts[0]);
    }
  memcpy (cost, read, sizeof read);
  return TRUE;
}

static gboolean
parse_needs (const char *list, int ability, gboolean *needs, GError **error)
{
  g_auto(GStrv) items = g_strsplit (list, ",", -1);
  gboolean read[CAS_RUS_N_ABILITIES] = { FALSE };

  for (int i = 0; items[i]; i++)
    {
      int a = cas_rus_ability_from_id (items[i]);
      if (a < 0)
        return cas_words_fail (error, _("“%s” is not an ability"), items[i]);
      if (a == ability)
        return cas_words_fail (error, _("an ability cannot need itself"));
      read[a] = TRUE;
    }
  memcpy (needs, read, sizeof read);
  return TRUE;
}

static gboolean
parse_small (const char *word, int min, int max, int *out, GError **error)
{
  guint64 n = 0;
  if (g_str_equal (word, "unknown"))
    {
      *out = -1;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (word, 10, (guint64) min, (guint64) max, &n, NULL))
    return cas_words_fail (error, _("“%s” is not a number from %d to %d, or unknown"), word, min, max);
  *out = (int) n;
  return TRUE;
}

/* `[invading|defending:]AGAINST:N,...` (rus-rel): a religion's CBT modifiers, AGAINST a
 * religion id or `any` (all three), N from -3 to 3 with or without its sign; no side: both. */
static gboolean
parse_cbt (const char *spec, int cbt[CAS_RUS_N_CBT_SIDES][CAS_RUS_N_RELIGIONS], GError **error)
{
  g_auto(GStrv) items = g_strsplit (spec, ",", -1);
  int read[CAS_RUS_N_CBT_SIDES][CAS_RUS_N_RELIGIONS] = { { 0 } };

  for (int i = 0; items[i]; i++)
    {
      g_auto(GStrv) parts = g_strsplit (items[i], ":", 3);
      guint n = g_strv_length (parts);
      int side = -1, against;
      gint64 v = 0;
      const char *who, *number;
      if (n == 3)
        {
          side = g_str_equal (parts[0], "invading") ? CAS_RUS_CBT_INVADING : g_str_equal (parts[0], "defending") ? CAS_RUS_CBT_DEFENDING : -2;
          if (side == -2)
            return cas_words_fail (error, _("“%s” is not invading or defending"), parts[0]);
        }
      else if (n != 2)
        return cas_words_fail (error, _("“%s” is not a CBT modifier ([invading|defending:]AGAINST:N, as orthodox:+1)"), items[i]);
      who = parts[n - 2];
      number = parts[n - 1];
      against = g_str_equal (who, "any") ? -1 : cas_rus_religion_from_id (who);
      if (against < 0 && !g_str_equal (who, "any"))
        return cas_words_fail (error, _("“%s” is not a religion (none, orthodox, catholic) or any"), who);
      if (!g_ascii_string_to_signed (number[0] == '+' ? number + 1 : number, 10, -CAS_RUS_CT_MAX_CBT, CAS_RUS_CT_MAX_CBT, &v, NULL))
        return cas_words_fail (error, _("“%s” is not a CBT modifier from %d to %d"), number, -CAS_RUS_CT_MAX_CBT, CAS_RUS_CT_MAX_CBT);
      for (int sd = 0; sd < CAS_RUS_N_CBT_SIDES; sd++)
        for (int r = 0; r < CAS_RUS_N_RELIGIONS; r++)
          if ((side < 0 || side == sd) && (against < 0 || against == r))
            read[sd][r] = (int) v;
    }
  memcpy (cbt, read, sizeof read);
  return TRUE;
}

gboolean
cas_rus_ct_set_words (CasRusCtTree *t, int ability, const char *const *words, int n_words, GError **error)
{
  CasRusCtItem it;
  const char *key, *value;

  if (ability < 0 || ability >= CAS_RUS_CT_N_ENTRIES)
    return cas_words_fail (error, _("there is no ability %d"), ability + 1);
  if (n_words != 2)
    return cas_words_fail (error, _("a fact and its value are needed (%s)"), set_usage);
  it = t->items[ability];
  key = words[0];
  value = words[1];
  if (g_str_equal (key, "cost"))
    {
      memset (it.cost, 0, sizeof it.cost);
      it.cost_known = !g_str_equal (value, "unknown");
      if (it.cost_known && !g_str_equal (value, "free") && !rus_parse_tiles (value, it.cost, error))
        return FALSE;
    }
  else if (g_str_equal (key, "harvest") && cas_rus_ct_entry_religion (ability) != CAS_RUS_RELIGION_NONE)
    return cas_words_fail (error, _("a religion adds nothing to the Harvest: its facts are cost, needs, settlement, vp, limit and cbt"));
  else if (g_str_equal (key, "cbt"))
    {
      if (cas_rus_ct_entry_religion (ability) == CAS_RUS_RELIGION_NONE)
        return cas_words_fail (error, _("only a religion has CBT modifiers in the C&T file (orthodox, catholic)"));
      memset (it.cbt, 0, sizeof it.cbt);
      it.cbt_known = !g_str_equal (value, "unknown");
      if (it.cbt_known && !g_str_equal (value, "none") && !parse_cbt (value, it.cbt, error))
        return FALSE;
    }
  else if (g_str_equal (key, "harvest"))
    {
      memset (it.harvest, 0, sizeof it.harvest);
      it.harvest_known = !g_str_equal (value, "unknown");
      if (it.harvest_known && !g_str_equal (value, "none") && !rus_parse_tiles (value, it.harvest, error))
        return FALSE;
    }
  else if (g_str_equal (key, "needs"))
    {
      memset (it.needs, 0, sizeof it.needs);
      it.needs_known = !g_str_equal (value, "unknown");
      if (it.needs_known && !g_str_equal (value, "none") && !parse_needs (value, ability, it.needs, error))
        return FALSE;
    }
  else if (g_str_equal (key, "settlement"))
    {
      int st = g_str_equal (value, "unknown") ? -1 : cas_rus_settlement_from_id (value);
      if (st < 0 && !g_str_equal (value, "unknown"))
        return cas_words_fail (error, _("“%s” is not none, town, city, fortress or unknown"), value);
      it.needs_settlement = st;
    }
  else if (g_str_equal (key, "vp"))
    {
      if (!parse_small (value, 0, CAS_RUS_CT_MAX_VP, &it.vp, error))
        return FALSE;
    }
  else if (g_str_equal (key, "limit"))
    {
      if (!parse_small (value, 1, CAS_RUS_CT_MAX_LIMIT, &it.limit, error))
        return FALSE;
    }
  else
    return cas_words_fail (error, _("“%s” is not a fact of an ability (%s)"), key, set_usage);
  t->items[ability] = it;
  return TRUE;
}

static char *
cost_words (const int *cost)
{
  GString *out = g_string_new (NULL);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (cost[r] > 0)
      g_string_append_printf (out, "%s%d %s", out->len ? ", " : "", cost[r], cas_rus_resource_name (r));
  if (out->len == 0)
    g_string_append (out, _("nothing"));
  return g_string_free (out, FALSE);
}

char *
cas_rus_ct_item_words (const CasRusCtItem *it)
{
  GString *out = g_string_new (NULL);
  g_autofree char *cost = it->cost_known ? cost_words (it->cost) : NULL;
  GString *needs = g_string_new (NULL);

  for (int n = 0; n < CAS_RUS_N_ABILITIES; n++)
    if (it->needs[n])
      g_string_append_printf (needs, "%s%s", needs->len ? ", " : "", cas_rus_ability_name (n));
  if (cost)
    g_string_append_printf (out, _("costs %s"), cost);
  else
    g_string_append (out, _("cost not entered"));
  g_string_append (out, " · ");
  if (!it->needs_known)
    g_string_append (out, _("needs not entered"));
  else if (needs->len)
    g_string_append_printf (out, _("needs %s"), needs->str);
  else
    g_string_append (out, _("needs no ability"));
  g_string_append (out, " · ");
  if (it->needs_settlement < 0)
    g_string_append (out, _("settlement not entered"));
  else if (it->needs_settlement == CAS_RUS_NO_SETTLEMENT)
    g_string_append (out, _("no settlement needed"));
  else
    g_string_append_printf (out, _("needs a %s"), cas_rus_settlement_name (it->needs_settlement));
  g_string_append (out, " · ");
  if (it->vp < 0)
    g_string_append (out, _("VP not entered"));
  else
    g_string_append_printf (out, _("%d VP"), it->vp);
  g_string_append (out, " · ");
  if (it->limit < 0)
    g_string_append (out, _("limit not entered"));
  else
    g_string_append_printf (out, ngettext ("%d Kingdom may own it", "%d Kingdoms may own it", (gulong) it->limit), it->limit);
  if (it->harvest_known)
    {
      g_autofree char *extra = cost_words (it->harvest);
      /* TRANSLATORS: what an ability adds to each Harvest: " · Harvest +1 Grain" */
      g_string_append_printf (out, _(" · Harvest +%s"), extra);
    }
  g_string_free (needs, TRUE);
  return g_string_free (out, FALSE);
}

/* " · CBT +1 invading an Orthodox Kingdom, -1 defending against one without a religion" */
static void
append_cbt_words (GString *out, const CasRusCtItem *it)
{
  gboolean any = FALSE;
  if (!it->cbt_known)
    {
      g_string_append (out, " · ");
      g_string_append (out, _("CBT modifiers not entered"));
      return;
    }
  for (int side = 0; side < CAS_RUS_N_CBT_SIDES; side++)
    for (int r = 0; r < CAS_RUS_N_RELIGIONS; r++)
      if (it->cbt[side][r] != 0)
        {
          g_autofree char *against = rus_religion_against_words (r);
          g_string_append (out, any ? ", " : " · ");
          /* TRANSLATORS: a religion's CBT modifier: "CBT +1 invading a Kingdom that is Orthodox" */
          g_string_append_printf (out, side == CAS_RUS_CBT_INVADING ? _("CBT %+d invading %s") : _("CBT %+d defending against %s"),
                                  it->cbt[side][r], against);
          any = TRUE;
        }
  if (!any)
    {
      g_string_append (out, " · ");
      g_string_append (out, _("no CBT modifier"));
    }
}

char *
cas_rus_ct_entry_words (const CasRusCtTree *t, int entry)
{
  g_autofree char *words = cas_rus_ct_item_words (&t->items[CLAMP (entry, 0, CAS_RUS_CT_N_ENTRIES - 1)]);
  GString *out = g_string_new (words);
  if (cas_rus_ct_entry_religion (entry) != CAS_RUS_RELIGION_NONE)
    append_cbt_words (out, &t->items[entry]);
  return g_string_free (out, FALSE);
}

/* ---- what a Kingdom may buy ---- */

int
cas_rus_ability_turn (const CasRusKingdom *kd, int ability)
{
  if (ability < CAS_RUS_N_ABILITY_CELLS)
    return kd->abilities[ability];
  if (ability == CAS_RUS_METALLURGY)
    return kd->metallurgy_turn;
  if (ability == CAS_RUS_CAVALRY)
    return kd->cavalry ? -1 : 0;
  return kd->warehouse ? -1 : 0;
}

/* The best settlement in the Kingdom's land. */
static int
best_settlement (const CasRusState *s, int kingdom)
{
  int best = CAS_RUS_NO_SETTLEMENT;
  for (int a = 0; a < s->n_areas; a++)
    if (s->areas[a].owner == kingdom && s->areas[a].settlement > best)
      best = s->areas[a].settlement;
  return best;
}

static gboolean
pays (const CasRusState *s, int kingdom, const int *cost, CasRusKingdomPayment *pay)
{
  CasRusCost c = { { 0 }, 0 };
  memcpy (c.need, cost, sizeof c.need);
  return cas_rus_kingdom_pay (s, kingdom, &c, pay, NULL);
}

/* The Lead's 1 resource off [CT p.17]: the resource whose tile, taken off, makes the cost
 * payable with the least Money; -1 when the cost is nothing. */
static int
best_discount (const CasRusState *s, int kingdom, const int *cost)
{
  int best = -1, best_score = G_MAXINT;
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (cost[r] > 0)
      {
        int c[CAS_RUS_N_RESOURCES];
        CasRusKingdomPayment pay;
        int score;
        memcpy (c, cost, sizeof c);
        c[r]--;
        score = pays (s, kingdom, c, &pay) ? pay.payment.money_for_basics
                                           : 1000 + 10 * (pay.payment.short_basics + pay.payment.short_commodities);
        if (score < best_score)
          best = r, best_score = score;
      }
  return best;
}

int
rus_lead_kingdom (const CasRusState *s, int action)
{
  int picker = s->track.picker[action];
  if (picker < 0)
    return -1;
  return s->n_players == 2 ? picker : s->players[CLAMP (picker, 0, CAS_RUS_MAX_PLAYERS - 1)].kingdom;
}

/* One ability's status, with a line saying why. */
static int
judge (const CasRusState *s, const CasRusCtTree *t, int kingdom, int a, CasRusCtOptions *out, CasExplain *ex)
{
  const CasRusKingdom *kd = &s->kingdoms[kingdom];
  const CasRusCtItem *it = &t->items[a];
  const char *name = cas_rus_ct_entry_name (a);
  g_autoptr(GString) blocked = g_string_new (NULL);
  g_autoptr(GString) unknown = g_string_new (NULL);
  g_autoptr(GString) lent = g_string_new (NULL);
  int turn = cas_rus_ct_entry_turn (kd, a);

  out->discount[a] = -1;
  if (turn != 0)
    {
      if (ex)
        {
          if (turn > 0)
            cas_explain_add (ex, "CT p.17", _("%s: held, bought in turn %d"), name, turn);
          else
            cas_explain_add (ex, "CT p.17", _("%s: held"), name);
        }
      return CAS_RUS_CT_HELD;
    }
  /* one religion a Kingdom (Castellan's reading, rus-rel): the other is not offered */
  if (cas_rus_ct_entry_religion (a) != CAS_RUS_RELIGION_NONE && kd->religion != CAS_RUS_RELIGION_NONE)
    {
      /* TRANSLATORS: why a religion may not be bought: "it is Catholic already" */
      g_autofree char *w = g_strdup_printf (_("it is %s already (one religion a Kingdom: Castellan’s reading)"),
                                            cas_rus_ct_entry_name (CAS_RUS_CT_ORTHODOX + kd->religion - CAS_RUS_ORTHODOX));
      g_string_append (blocked, w);
    }

  /* NEEDS: abilities held (one bought this round counts at once), a settlement. */
  if (!it->needs_known)
    g_string_append_printf (unknown, "%s%s", unknown->len ? "; " : "", _("the abilities it needs"));
  else
    for (int n = 0; n < CAS_RUS_N_ABILITIES; n++)
      {
        int from;
        if (!it->needs[n])
          continue;
        /* an Influenced Kingdom has its Influencer's abilities this turn [INFLUENCE p.8] */
        if (cas_rus_kingdom_ability_turn (s, kingdom, n, &from) == 0)
          {
            /* TRANSLATORS: a NEED not met: "needs Mining" */
            g_autofree char *w = g_strdup_printf (_("needs %s"), cas_rus_ability_name (n));
            g_string_append_printf (blocked, "%s%s", blocked->len ? "; " : "", w);
          }
        else if (from != kingdom)
          {
            /* TRANSLATORS: a NEED met this turn only: "Mining through its Influencer Rus" */
            g_autofree char *w = g_strdup_printf (_("%s through its Influencer %s"), cas_rus_ability_name (n),
                                                  cas_rus_kingdom_name (from));
            g_string_append_printf (lent, "%s%s", lent->len ? ", " : "", w);
          }
      }
  if (it->needs_settlement < 0)
    g_string_append_printf (unknown, "%s%s", unknown->len ? "; " : "", _("the settlement it needs"));
  else if (it->needs_settlement > CAS_RUS_NO_SETTLEMENT && best_settlement (s, kingdom) < it->needs_settlement)
    {
      g_autofree char *w = g_strdup_printf (_("needs a %s in its land"), cas_rus_settlement_name (it->needs_settlement));
      g_string_append_printf (blocked, "%s%s", blocked->len ? "; " : "", w);
    }

  /* How many Kingdoms may own it, and a free marker (two for a Limited one). */
  if (it->limit < 0)
    g_string_append_printf (unknown, "%s%s", unknown->len ? "; " : "", _("how many Kingdoms may own it"));
  else if (out->owners[a] >= it->limit)
    {
      g_autofree char *w = g_strdup_printf (ngettext ("its %d box is taken", "all its %d boxes are taken", (gulong) it->limit), it->limit);
      g_string_append_printf (blocked, "%s%s", blocked->len ? "; " : "", w);
    }
  if (out->pieces_free < 1)
    g_string_append_printf (blocked, "%s%s", blocked->len ? "; " : "", _("no free marker in its countermix"));

  /* One VP ability a turn, but on the Black Death turn [VP p.17]. */
  if (it->vp < 0)
    g_string_append_printf (unknown, "%s%s", unknown->len ? "; " : "", _("its VP"));
  else if (it->vp > 0 && out->vp_bought && !out->black_death)
    g_string_append_printf (blocked, "%s%s", blocked->len ? "; " : "", _("a VP ability was bought this turn already"));

  /* The cost, the Lead's discount, the payment. */
  if (!it->cost_known)
    g_string_append_printf (unknown, "%s%s", unknown->len ? "; " : "", _("its cost"));
  else
    {
      CasRusKingdomPayment pay;
      memcpy (out->cost[a], it->cost, sizeof out->cost[a]);
      if (out->lead && !out->discount_spent && (out->discount[a] = best_discount (s, kingdom, it->cost)) >= 0)
        out->cost[a][out->discount[a]]--;
      out->payable[a] = pays (s, kingdom, out->cost[a], &pay);
      if (!out->payable[a])
        g_string_append_printf (blocked, "%s%s", blocked->len ? "; " : "", _("its store cannot pay"));
    }

  if (ex)
    {
      g_autofree char *cost = it->cost_known ? cost_words (out->cost[a]) : NULL;
      g_autofree char *lead = out->discount[a] >= 0 ? g_strdup_printf (_(" (the Lead’s 1 %s off)"), cas_rus_resource_name (out->discount[a]))
                                                    : g_strdup ("");
      if (blocked->len)
        cas_explain_add (ex, "CT p.17", _("%s: not now: %s"), name, blocked->str);
      else if (!item_entered (it))
        /* rus-app2: the CLI and the app each say where it is entered */
        cas_explain_add (ex, "CT p.17", _("%s: nothing entered in the C&T file yet; the table reads it off the Player Mat and enters it once"),
                         name);
      else if (unknown->len)
        cas_explain_add (ex, "CT p.17", _("%s: not entered in the C&T file: %s"), name, unknown->str);
      else
        cas_explain_add (ex, "CT p.17,COMMOD p.10", _("%s: may be bought for %s%s"), name, cost, lead);
      if (!blocked->len && lent->len)
        cas_explain_add (ex, "CT p.17,INFLUENCE p.8", _("%s: NEEDS met this turn by what it has of its Influencer’s abilities: %s (Castellan’s reading)"),
                         name, lent->str);
      if (!blocked->len && unknown->len && cost)
        cas_explain_add (ex, "CT p.17,COMMOD p.10", _("%s: would cost %s%s; its store %s"), name, cost, lead,
                         out->payable[a] ? _("pays it") : _("cannot pay it"));
    }
  if (blocked->len)
    return CAS_RUS_CT_BLOCKED;
  return unknown->len ? CAS_RUS_CT_NOT_ENTERED : CAS_RUS_CT_BUYABLE;
}

void
cas_rus_ct_options (const CasRusState *s, const CasRusCtTree *t, int kingdom, gboolean discount_spent,
                    CasRusCtOptions *out, CasExplain *ex)
{
  CasRusCountermix mix;
  int lead = rus_lead_kingdom (s, CAS_RUS_CULTURE);

  memset (out, 0, sizeof *out);
  if (kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    return;
  for (int a = 0; a < CAS_RUS_CT_N_ENTRIES; a++)
    for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
      out->owners[a] += cas_rus_ct_entry_turn (&s->kingdoms[k], a) != 0;
  for (int a = 0; a < CAS_RUS_CT_N_ENTRIES; a++)
    {
      int turn = cas_rus_ct_entry_turn (&s->kingdoms[kingdom], a);
      out->vp_bought = out->vp_bought || (turn == s->turn && t->items[a].vp > 0);
    }
  out->black_death = cas_rus_black_death_turn (s, NULL);
  out->lead = lead >= 0 && lead == kingdom;
  out->discount_spent = out->lead && discount_spent;
  cas_rus_countermix (s, kingdom, &mix, NULL);
  out->pieces_free = mix.free;
  if (ex)
    {
      if (out->lead && discount_spent)
        cas_explain_add (ex, "CT p.17", _("Culture & Technology Lead: the 1 resource off one ability is spent this turn"));
      else if (out->lead)
        cas_explain_add (ex, "CT p.17", _("Culture & Technology Lead: 1 resource less on one ability, once (its NEEDS still apply); each cost below has it"));
      if (out->vp_bought && !out->black_death)
        cas_explain_add (ex, "CT p.17,VP p.17", _("A VP ability was bought this turn: no other one until the next turn"));
      else if (out->black_death)
        cas_explain_add (ex, "VP p.17", _("The Black Death turn: more than one VP ability may be bought"));
      cas_explain_add (ex, "CT p.17,STACK p.12", ngettext ("%d piece free in its countermix for the markers",
                                                           "%d pieces free in its countermix for the markers", (gulong) MAX (0, mix.free)),
                       MAX (0, mix.free));
    }
  for (int a = 0; a < CAS_RUS_CT_N_ENTRIES; a++)
    {
      out->status[a] = judge (s, t, kingdom, a, out, ex);
      out->n_buyable += out->status[a] == CAS_RUS_CT_BUYABLE;
      if (ex && out->status[a] == CAS_RUS_CT_BUYABLE && t->items[a].limit > 0 && t->items[a].limit < CAS_RUS_CT_MAX_LIMIT
          && out->pieces_free < 2)
        cas_explain_add (ex, "CT p.17", _("%s is Limited: without a second marker for the board's chart it can be stolen"),
                         cas_rus_ct_entry_name (a));
    }
}

gboolean
cas_rus_ct_buy (const CasRusState *s, const CasRusCtTree *t, int kingdom, int ability, gboolean discount_spent,
                CasExplain *ex)
{
  CasRusCtOptions o;
  CasRusKingdomPayment pay;
  CasRusCost c = { { 0 }, 0 };

  if (ability < 0 || ability >= CAS_RUS_CT_N_ENTRIES || kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    return FALSE;
  cas_rus_ct_options (s, t, kingdom, discount_spent, &o, NULL);
  const char *k = cas_rus_kingdom_id (kingdom), *a = cas_rus_ct_entry_id (ability);
  /* the action that records it: a religion is the Kingdom's `religion` (rus-rel) */
  g_autofree char *record = cas_rus_ct_entry_religion (ability) != CAS_RUS_RELIGION_NONE ? g_strdup_printf ("religion %s %s", k, a)
                                                                                          : g_strdup_printf ("tech %s %s yes", k, a);
  if (o.status[ability] != CAS_RUS_CT_BUYABLE)
    {
      const char *name = cas_rus_ct_entry_name (ability);
      if (ex && o.status[ability] == CAS_RUS_CT_HELD)
        cas_explain_add (ex, "CT p.17", _("%s is not proposed: the Kingdom holds it already"), name);
      else if (ex && o.status[ability] == CAS_RUS_CT_BLOCKED)
        cas_explain_add (ex, "CT p.17", _("%s is not proposed: the rules do not allow it now (its line says why); the table may still record it: %s"),
                         name, record);
      else if (ex)
        cas_explain_add (ex, "CT p.17", _("%s is not proposed: what it needs or costs is not all entered in the C&T file; the table may still record it: %s"),
                         name, record);
      return FALSE;
    }
  memcpy (c.need, o.cost[ability], sizeof c.need);
  cas_explain_propose (ex, "%s", record);
  return cas_rus_kingdom_pay (s, kingdom, &c, &pay, ex);
}

void
cas_rus_harvest_ct (const CasRusState *s, const CasRusCtTree *t, int kingdom, CasRusHarvest *out, CasExplain *ex)
{
  static const int basics[] = { CAS_RUS_AGRICULTURE, CAS_RUS_HUSBANDRY, CAS_RUS_FORESTRY, CAS_RUS_MINING };
  gboolean known[CAS_RUS_N_ABILITIES] = { FALSE };
  int extra = 0, limit;

  for (int a = 0; a < CAS_RUS_N_ABILITIES; a++)
    known[a] = t->items[a].harvest_known;
  rus_harvest_run (s, kingdom, known, out, ex);
  for (int a = 0; a < CAS_RUS_N_ABILITIES; a++)
    {
      int from, turn = cas_rus_kingdom_ability_turn (s, kingdom, a, &from);   /* its Influencer's too [INFLUENCE p.8] */
      g_autofree char *words = NULL;
      if (turn == 0 || !known[a])
        continue;
      words = cost_words (t->items[a].harvest);
      /* bought this turn: its effect starts next turn [CT p.17] (the setup's are turn 1) */
      if (turn == s->turn && turn > 1)
        {
          if (ex)
            cas_explain_add (ex, "CT p.17", _("%s was bought this turn: its Harvest extra (%s) counts from the next turn"),
                             cas_rus_ability_name (a), words);
          continue;
        }
      for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
        {
          out->extra[r] += t->items[a].harvest[r];
          extra += t->items[a].harvest[r];
        }
      if (ex && from != kingdom)
        cas_explain_add (ex, "HARVEST p.9,CT p.17,INFLUENCE p.8", _("%s of its Influencer %s, which it has this turn: +%s at Harvest, as the C&T file gives it from the Player Mat"),
                         cas_rus_ability_name (a), cas_rus_kingdom_name (from), words);
      else if (ex)
        cas_explain_add (ex, "HARVEST p.9,CT p.17", _("%s: +%s at Harvest, as the C&T file gives it from the Player Mat"),
                         cas_rus_ability_name (a), words);
    }
  for (guint i = 0; i < G_N_ELEMENTS (basics); i++)
    if (cas_rus_kingdom_ability_turn (s, kingdom, basics[i], NULL) != 0 && !known[basics[i]])
      out->extra_unknown++;
  if (extra == 0)
    return;
  limit = rus_store_limit (s, kingdom, NULL);   /* the store limit [HARVEST p.9; INFLUENCE p.8] */
  out->over_limit = MAX (0, out->in_store + out->tiles + extra - limit);
  if (ex == NULL)
    return;
  cas_explain_add (ex, "HARVEST p.9", ngettext ("%s harvests %d tile with the abilities' extra", "%s harvests %d tiles with the abilities' extra",
                                                (gulong) (out->tiles + extra)),
                   cas_rus_kingdom_name (kingdom), out->tiles + extra);
  if (out->over_limit > 0)
    cas_explain_add (ex, "HARVEST p.9", _("With %d tiles in store now, %d over the store limit at the end of Harvest"),
                     out->in_store, out->over_limit);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (out->extra[r] > 0)
      cas_explain_propose (ex, "resource %s %s +%d", cas_rus_kingdom_id (kingdom), cas_rus_resource_id (r), out->extra[r]);
}
