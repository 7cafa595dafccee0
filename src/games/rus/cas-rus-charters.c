/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-charters.c: the Foreign Powers' trade charters the table enters from the board
 * (issue 18): their file, one fact from words, and what a Kingdom may buy from a Power in
 * the Trade round [TRADE p.10; ENVOY p.7]. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-action-words.h"
#include "cas-game.h"
#include "cas-json.h"
#include "cas-rus-charters.h"
#include "cas-rus-private.h"
#include "cas-savefile.h"

void
cas_rus_charters_init (CasRusCharters *c)
{
  memset (c, 0, sizeof *c);
}

static char *
charters_to_data (const void *file, gsize *length)
{
  return cas_rus_charters_to_data (file, length);
}

static gboolean
charters_set_words (void *file, int power, const char *const *words, int n_words, GError **error)
{
  return cas_rus_charters_set_words (file, power, words, n_words, error);
}

static void
charters_init (void *out)
{
  cas_rus_charters_init (out);
}

static gboolean
charters_load_data (void *out, const char *data, gsize length, const char *file, GError **error)
{
  return cas_rus_charters_load_data (out, data, length, file, error);
}

/* The charters file as one of the table's own files (cas-rus-user-file.c). */
const CasRusUserFile cas_rus_charters_file = {
  "charters", CAS_RUS_CHARTERS_FORMAT, CAS_RUS_CHARTERS_VERSION, "powers",
  "charters.json", cas_rus_power_from_id, "unknown Foreign Power", sizeof (CasRusCharters), charters_init,
  charters_load_data, NULL, charters_to_data, charters_set_words,
};

char *
cas_rus_charters_default_path (void)
{
  return cas_rus_user_file_path (&cas_rus_charters_file);
}

static gboolean
read_wants (CasJsonCtx *ctx, JsonObject *o, CasRusCharter *ch)
{
  JsonNode *n = json_object_get_member (o, "wants");
  JsonArray *arr;

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (n))
    return cas_json_fail (ctx, "\"wants\" is not a list");
  arr = json_node_get_array (n);
  for (guint i = 0; i < json_array_get_length (arr); i++)
    {
      JsonNode *e = json_array_get_element (arr, i);
      int r = JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_STRING
                ? cas_rus_resource_from_id (json_node_get_string (e)) : -1;
      if (r < 0)
        return cas_json_fail (ctx, "\"wants\" names no resource at item %u", i);
      ch->wants[r] = TRUE;
    }
  ch->wants_known = TRUE;
  return TRUE;
}

static gboolean
read_power (CasJsonCtx *ctx, int p, JsonObject *o, void *out)
{
  static const char *const members[] = { "sells", "wants", NULL };
  CasRusCharter *ch = &((CasRusCharters *) out)->powers[p];
  return cas_json_check_members (ctx, o, NULL, members)
         && rus_read_tiles (ctx, o, "sells", ch->price, &ch->sells_known)
         && read_wants (ctx, o, ch);
}

gboolean
cas_rus_charters_load_data (CasRusCharters *c, const char *data, gsize length, const char *file, GError **error)
{
  CasJsonCtx ctx = { .file = file ? file : "charters", .error = error };
  CasRusCharters read;

  cas_rus_charters_init (&read);
  if (!rus_user_file_read (&cas_rus_charters_file, data, length, &ctx, read_power, &read))
    return FALSE;
  *c = read;
  return TRUE;
}

gboolean
cas_rus_charters_load (CasRusCharters *c, const char *path, GError **error)
{
  return cas_rus_user_file_load (&cas_rus_charters_file, c, path, error);
}

char *
cas_rus_charters_to_data (const CasRusCharters *c, gsize *length)
{
  JsonBuilder *b = rus_user_file_begin (&cas_rus_charters_file);

  for (int p = 0; p < CAS_RUS_N_POWERS; p++)
    {
      const CasRusCharter *ch = &c->powers[p];
      if (!ch->sells_known && !ch->wants_known)
        continue;
      json_builder_set_member_name (b, cas_rus_power_id (p));
      json_builder_begin_object (b);
      if (ch->sells_known)
        rus_write_tiles (b, "sells", ch->price);
      if (ch->wants_known)
        {
          json_builder_set_member_name (b, "wants");
          json_builder_begin_array (b);
          for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
            if (ch->wants[r])
              json_builder_add_string_value (b, cas_rus_resource_id (r));
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  return rus_user_file_end (b, length);
}

gboolean
cas_rus_charters_save (const CasRusCharters *c, const char *path, char **backup, GError **error)
{
  return cas_rus_user_file_save (&cas_rus_charters_file, c, path, backup, error);
}

static const char *const set_usage = "sells SPEC|none|unknown | wants RESOURCE,RESOURCE...|none|unknown";

const char *
cas_rus_charters_set_usage (void)
{
  return set_usage;
}

gboolean
cas_rus_charters_set_words (CasRusCharters *c, int power, const char *const *words, int n_words, GError **error)
{
  CasRusCharter ch;

  if (power < 0 || power >= CAS_RUS_N_POWERS)
    return cas_words_fail (error, _("there is no Foreign Power %d"), power + 1);
  if (n_words != 2)
    return cas_words_fail (error, _("a fact and its value are needed (%s)"), set_usage);
  ch = c->powers[power];
  if (g_str_equal (words[0], "sells"))
    {
      memset (ch.price, 0, sizeof ch.price);
      ch.sells_known = !g_str_equal (words[1], "unknown");
      if (ch.sells_known && !g_str_equal (words[1], "none") && !rus_parse_tiles (words[1], ch.price, error))
        return FALSE;
    }
  else if (g_str_equal (words[0], "wants"))
    {
      g_auto(GStrv) items = g_strsplit (words[1], ",", -1);
      memset (ch.wants, 0, sizeof ch.wants);
      ch.wants_known = !g_str_equal (words[1], "unknown");
      for (int i = 0; ch.wants_known && !g_str_equal (words[1], "none") && items[i]; i++)
        {
          int r = cas_rus_resource_from_id (items[i]);
          if (r < 0)
            return cas_words_fail (error, _("“%s” is not a resource (grain, livestock, timber, ore, money, cloth, paper, supplies)"),
                                   items[i]);
          ch.wants[r] = TRUE;
        }
    }
  else
    return cas_words_fail (error, _("“%s” is not a fact of a charter (%s)"), words[0], set_usage);
  c->powers[power] = ch;
  return TRUE;
}

static char *
wants_words (const CasRusCharter *ch)
{
  GString *out = g_string_new (NULL);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (ch->wants[r])
      g_string_append_printf (out, "%s%s", out->len ? ", " : "", cas_rus_resource_name (r));
  if (out->len == 0)
    g_string_append (out, _("nothing"));
  return g_string_free (out, FALSE);
}

char *
cas_rus_charter_words (const CasRusCharter *ch)
{
  GString *out = g_string_new (NULL);
  g_autofree char *wants = wants_words (ch);
  GString *sells = g_string_new (NULL);

  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (ch->price[r] > 0)
      {
        /* TRANSLATORS: what a Foreign Power sells: "1 Grain for 2" (tiles of what it takes) */
        g_autofree char *item = g_strdup_printf (_("1 %s for %d"), cas_rus_resource_name (r), ch->price[r]);
        g_string_append_printf (sells, "%s%s", sells->len ? ", " : "", item);
      }
  if (!ch->sells_known)
    g_string_append (out, _("what it sells not entered"));
  else if (sells->len)
    g_string_append_printf (out, _("sells %s"), sells->str);
  else
    g_string_append (out, _("sells nothing"));
  g_string_append (out, " · ");
  if (ch->wants_known)
    g_string_append_printf (out, _("takes %s"), wants);
  else
    g_string_append (out, _("what it takes not entered"));
  g_string_free (sells, TRUE);
  return g_string_free (out, FALSE);
}

void
cas_rus_trade (const CasRusState *s, const CasRusCharters *c, int kingdom, int power, CasRusTrade *out, CasExplain *ex)
{
  const CasRusCharter *ch;
  const CasRusKingdom *kd;
  int picker = s->track.picker[CAS_RUS_TRADE];
  int lead_kingdom = picker < 0 ? -1 : s->n_players == 2 ? picker : s->players[CLAMP (picker, 0, CAS_RUS_MAX_PLAYERS - 1)].kingdom;
  const char *name, *pname;

  memset (out, 0, sizeof *out);
  if (kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS || power < 0 || power >= CAS_RUS_N_POWERS)
    return;
  ch = &c->powers[power];
  kd = &s->kingdoms[kingdom];
  name = cas_rus_kingdom_name (kingdom);
  pname = cas_rus_power_name (power);
  out->envoy = kd->envoys[power] != 0;
  out->lead = lead_kingdom == kingdom;
  if (!out->envoy)
    {
      if (ex)
        cas_explain_add (ex, "TRADE p.10,ENVOY p.7", _("%s hosts no Envoy of %s: no trade with it"), pname, name);
      return;
    }
  if (ex)
    cas_explain_add (ex, "TRADE p.10,ENVOY p.7", _("%s hosts an Envoy of %s: they may trade in the Trade round"), pname, name);
  /* issue 18 (rus-table): the volume of the Lead's 1:1 trade is setting U19 */
  gboolean one_exchange = out->lead && !s->settings.u19_lead_any_volume;
  if (ex && out->lead)
    cas_explain_add (ex, "TRADE p.10", one_exchange
                     ? _("Trade Lead: one exchange 1 for 1 with one Foreign Power hosting its Envoy, the rest at the charter's price (setting U19: one exchange, unverified)")
                     : _("Trade Lead: 1 for 1 with one Foreign Power hosting its Envoy, any number of tiles (setting U19: unverified; the prices below are 1)"));
  if (!ch->wants_known || !ch->sells_known)
    {
      if (ex)
        /* rus-app2: what is missing and who enters it; the CLI and the app each add where */
        cas_explain_add (ex, "TRADE p.10", _("The charter of %s is not entered: %s; the table reads it off the board and enters it once"), pname,
                         !ch->sells_known && !ch->wants_known ? _("what it sells and what it takes")
                         : !ch->sells_known ? _("what it sells") : _("what it takes"));
      if (!ch->wants_known)
        return;
    }
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (ch->wants[r])
      out->paying += kd->resources[r];
  if (ex)
    {
      g_autofree char *wants = wants_words (ch);
      cas_explain_add (ex, "TRADE p.10", ngettext ("%s takes %s, mixed as the buyer likes: %s holds %d such tile",
                                                   "%s takes %s, mixed as the buyer likes: %s holds %d such tiles",
                                                   (gulong) out->paying),
                       pname, wants, name, out->paying);
    }
  for (int r = 0; ch->sells_known && r < CAS_RUS_N_RESOURCES; r++)
    if (ch->price[r] > 0)
      {
        out->price[r] = out->lead && !one_exchange ? 1 : ch->price[r];
        out->most[r] = out->paying / out->price[r];
        if (one_exchange && out->paying > 0)
          out->most[r] = 1 + (out->paying - 1) / out->price[r];
        if (ex)
          cas_explain_add (ex, "TRADE p.10", ngettext ("%s: %d tile a piece; at most %d",
                                                       "%s: %d tiles a piece; at most %d", (gulong) out->price[r]),
                           cas_rus_resource_name (r), out->price[r], out->most[r]);
      }
}
