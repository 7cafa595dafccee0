/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-tactics.c: the Tactics matrix the table enters from its own cards, its file,
 * and the modifiers of a battle read from it [PVP p.14]. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-action-words.h"
#include "cas-game.h"
#include "cas-json.h"
#include "cas-rus-ct.h"
#include "cas-rus-private.h"
#include "cas-rus-tactics.h"
#include "cas-savefile.h"

static const char *const tactic_ids[CAS_RUS_N_TACTICS] = {
  "frontal-assault", "stand-siege", "flank-attack", "town-barricades", "city-walls", "fortress-bastions", "cavalry-charge",
  "table-1", "table-2", "table-3", "table-4", "table-5", "table-6", "table-7", "table-8",
};
static const char *const tactic_names[CAS_RUS_N_TACTICS] = {
  N_("Frontal Assault"), N_("Stand/Siege"), N_("Flank Attack"), N_("Town Barricades"), N_("City Walls"),
  N_("Fortress Bastions"), N_("Cavalry Charge"),
  /* TRANSLATORS: a Tactics card the table has not named yet (a C&T ability adds it) */
  N_("Table Card 1"), N_("Table Card 2"), N_("Table Card 3"), N_("Table Card 4"), N_("Table Card 5"),
  N_("Table Card 6"), N_("Table Card 7"), N_("Table Card 8"),
};

const char *
cas_rus_tactic_id (int card)
{
  return card >= 0 && card < CAS_RUS_N_TACTICS ? tactic_ids[card] : "?";
}

const char *
cas_rus_tactic_name (int card)
{
  return card >= 0 && card < CAS_RUS_N_TACTICS ? _(tactic_names[card]) : "?";
}

int
cas_rus_tactic_from_id (const char *id)
{
  for (int i = 0; id && i < CAS_RUS_N_TACTICS; i++)
    if (g_str_equal (id, tactic_ids[i]))
      return i;
  return -1;
}

static char *
tactics_to_data (const void *file, gsize *length)
{
  return cas_rus_tactics_to_data (file, length);
}

void
cas_rus_tactics_init (CasRusTactics *t)
{
  memset (t, 0, sizeof *t);
  for (int i = 0; i < CAS_RUS_N_TABLE_TACTICS; i++)
    t->ability[i] = -1;
}

const char *
cas_rus_tactics_card_name (const CasRusTactics *t, int card)
{
  if (t && card >= CAS_RUS_TABLE_TACTIC_1 && card < CAS_RUS_N_TACTICS && t->name[card - CAS_RUS_TABLE_TACTIC_1][0])
    return t->name[card - CAS_RUS_TABLE_TACTIC_1];
  return cas_rus_tactic_name (card);
}

static void
tactics_init (void *out)
{
  cas_rus_tactics_init (out);
}

static gboolean
tactics_load_data (void *out, const char *data, gsize length, const char *file, GError **error)
{
  return cas_rus_tactics_load_data (out, data, length, file, error);
}

/* rus-app (issue 18): one fact of the Tactics file from words, for the app's form. */
gboolean
cas_rus_tactics_set_words (CasRusTactics *t, int own, const char *const *words, int n_words, GError **error)
{
  int opp;
  gint64 v = 0;

  if (own < 0 || own >= CAS_RUS_N_TACTICS || n_words != 2)
    return cas_words_fail (error, _("a card, a fact and its value are needed (OPPONENT N|unknown, name TEXT|unknown, ability ABILITY|unknown)"));
  opp = cas_rus_tactic_from_id (words[0]);
  if (opp < 0)
    return cas_rus_tactics_card_set_words (t, own, words, n_words, error);
  if (!g_str_equal (words[1], "unknown")
      && !g_ascii_string_to_signed (words[1] + (words[1][0] == '+'), 10, CAS_RUS_TACTIC_MIN, CAS_RUS_TACTIC_MAX, &v, NULL))
    return cas_words_fail (error, _("“%s” is not a Tactics modifier (%d to %d)"), words[1], CAS_RUS_TACTIC_MIN, CAS_RUS_TACTIC_MAX);
  t->known[own][opp] = !g_str_equal (words[1], "unknown");
  t->value[own][opp] = (int) v;
  return TRUE;
}

static gboolean
tactics_set_words (void *file, int own, const char *const *words, int n_words, GError **error)
{
  return cas_rus_tactics_set_words (file, own, words, n_words, error);
}

/* The Tactics file as one of the table's own files (cas-rus-user-file.c). */
const CasRusUserFile cas_rus_tactics_file = {
  "Tactics", CAS_RUS_TACTICS_FORMAT, CAS_RUS_TACTICS_VERSION, "matrix", "tactics.json",
  cas_rus_tactic_from_id, "unknown Tactics card", sizeof (CasRusTactics), tactics_init, tactics_load_data, NULL, tactics_to_data,
  tactics_set_words,   /* rus-app */
};

char *
cas_rus_tactics_default_path (void)
{
  return cas_rus_user_file_path (&cas_rus_tactics_file);
}

/* A table card's own members in its row (issue 18): "name" (1-60 bytes) and "ability"
 * (the C&T ability that adds it). */
static gboolean
read_table_card (CasJsonCtx *ctx, CasRusTactics *t, int i, const char *member, JsonNode *v)
{
  gboolean is_string = JSON_NODE_HOLDS_VALUE (v) && json_node_get_value_type (v) == G_TYPE_STRING;
  const char *text = is_string ? json_node_get_string (v) : NULL;

  if (g_str_equal (member, "name"))
    {
      if (text == NULL || !*text || strlen (text) > CAS_RUS_TACTIC_NAME_MAX || !g_utf8_validate (text, -1, NULL))
        return cas_json_fail (ctx, "must be a name of 1 to %d bytes", CAS_RUS_TACTIC_NAME_MAX);
      g_strlcpy (t->name[i], text, sizeof t->name[i]);
      return TRUE;
    }
  if (g_str_equal (member, "ability"))
    {
      if (text == NULL || (t->ability[i] = cas_rus_ability_from_id (text)) < 0)
        return cas_json_fail (ctx, "names no ability");
      return TRUE;
    }
  return cas_json_fail (ctx, "unknown Tactics card");
}

/* One row of the matrix: what OWN is worth against each OPPONENT. */
static gboolean
read_row (CasJsonCtx *ctx, int own, JsonObject *row, void *out)
{
  CasRusTactics *t = out;
  g_autoptr(GList) opps = json_object_get_members (row);
  g_autofree char *own_key = g_strdup (ctx->entry);

  for (GList *m = opps; m; m = m->next)
    {
      int opp = cas_rus_tactic_from_id (m->data);
      JsonNode *v = json_object_get_member (row, m->data);
      g_snprintf (ctx->entry, sizeof ctx->entry, "%s.%s", own_key, (const char *) m->data);
      if (opp < 0 && own >= CAS_RUS_TABLE_TACTIC_1 && !read_table_card (ctx, t, own - CAS_RUS_TABLE_TACTIC_1, m->data, v))
        return FALSE;
      if (opp < 0 && own >= CAS_RUS_TABLE_TACTIC_1)
        continue;
      if (opp < 0)
        return cas_json_fail (ctx, "unknown Tactics card");
      if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64
          || json_node_get_int (v) < CAS_RUS_TACTIC_MIN || json_node_get_int (v) > CAS_RUS_TACTIC_MAX)
        return cas_json_fail (ctx, "must be a whole number from %d to %d", CAS_RUS_TACTIC_MIN, CAS_RUS_TACTIC_MAX);
      t->known[own][opp] = TRUE;
      t->value[own][opp] = (int) json_node_get_int (v);
    }
  return TRUE;
}

gboolean
cas_rus_tactics_load_data (CasRusTactics *t, const char *data, gsize length, const char *file, GError **error)
{
  CasJsonCtx ctx = { .file = file ? file : "tactics", .error = error };
  CasRusTactics read;

  cas_rus_tactics_init (&read);
  if (!rus_user_file_read (&cas_rus_tactics_file, data, length, &ctx, read_row, &read))
    return FALSE;
  *t = read;
  return TRUE;
}

gboolean
cas_rus_tactics_load (CasRusTactics *t, const char *path, GError **error)
{
  return cas_rus_user_file_load (&cas_rus_tactics_file, t, path, error);
}

char *
cas_rus_tactics_to_data (const CasRusTactics *t, gsize *length)
{
  JsonBuilder *b = rus_user_file_begin (&cas_rus_tactics_file);

  for (int own = 0; own < CAS_RUS_N_TACTICS; own++)
    {
      int i = own - CAS_RUS_TABLE_TACTIC_1;
      gboolean named = i >= 0 && t->name[i][0], tied = i >= 0 && t->ability[i] >= 0;
      gboolean any = named || tied;
      for (int opp = 0; opp < CAS_RUS_N_TACTICS; opp++)
        any = any || t->known[own][opp];
      if (!any)
        continue;
      json_builder_set_member_name (b, tactic_ids[own]);
      json_builder_begin_object (b);
      if (named)
        {
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, t->name[i]);
        }
      if (tied)
        {
          json_builder_set_member_name (b, "ability");
          json_builder_add_string_value (b, cas_rus_ability_id (t->ability[i]));
        }
      for (int opp = 0; opp < CAS_RUS_N_TACTICS; opp++)
        if (t->known[own][opp])
          {
            json_builder_set_member_name (b, tactic_ids[opp]);
            json_builder_add_int_value (b, t->value[own][opp]);
          }
      json_builder_end_object (b);
    }
  return rus_user_file_end (b, length);
}

gboolean
cas_rus_tactics_save (const CasRusTactics *t, const char *path, char **backup, GError **error)
{
  return cas_rus_user_file_save (&cas_rus_tactics_file, t, path, backup, error);
}

/* One side's modifier: the matrix's entry, else what the players typed, else 0. */
static int
one_side (const CasRusTactics *t, const char *file, const char *side, int own, int opp, int fallback, CasExplain *ex)
{
  if (own >= 0 && opp >= 0 && t && t->known[own][opp])
    {
      if (ex)
        cas_explain_add (ex, "PVP p.14", _("%s: %s against %s: %+d, from the Tactics file %s (entered by the table from its cards)"),
                         side, cas_rus_tactics_card_name (t, own), cas_rus_tactics_card_name (t, opp), t->value[own][opp], file);
      return t->value[own][opp];
    }
  if (ex && own >= 0 && opp >= 0)
    /* rus-app: what is missing and who enters it; the CLI and the app each add where (their
     * own command, their own form) */
    cas_explain_add (ex, "PVP p.14", _("%s: %s against %s is not in the Tactics file yet: the table reads it off the card and enters it once"),
                     side, cas_rus_tactics_card_name (t, own), cas_rus_tactics_card_name (t, opp));
  if (fallback != CAS_RUS_TACTIC_NONE)
    {
      if (ex)
        cas_explain_add (ex, "PVP p.14", _("%s: Tactics modifier %+d, as the players entered it for this battle"), side, fallback);
      return fallback;
    }
  if (ex)
    cas_explain_add (ex, "PVP p.14", _("%s: Tactics modifier not known, counted as 0 until the players read it off their revealed card"), side);
  return 0;
}

void
cas_rus_tactics_modifiers (const CasRusTactics *t, const char *file, int attacker_card, int defender_card,
                           int attacker_fallback, int defender_fallback, int *attacker, int *defender, CasExplain *ex)
{
  *attacker = one_side (t, file, _("Invader"), attacker_card, defender_card, attacker_fallback, ex);
  *defender = one_side (t, file, _("Defender"), defender_card, attacker_card, defender_fallback, ex);
}

/* ---- the table's Tactics cards (issue 18): the cards C&T abilities add ---- */

gboolean
cas_rus_tactics_card_set_words (CasRusTactics *t, int card, const char *const *words, int n_words, GError **error)
{
  int i = card - CAS_RUS_TABLE_TACTIC_1;

  if (i < 0 || i >= CAS_RUS_N_TABLE_TACTICS)
    return cas_words_fail (error, _("only the table’s cards (table-1 to table-8) take a name and an ability"));
  if (n_words != 2)
    return cas_words_fail (error, _("a fact and its value are needed (name TEXT|unknown, ability ABILITY|unknown)"));
  if (g_str_equal (words[0], "name"))
    {
      const char *name = g_str_equal (words[1], "unknown") ? "" : words[1];
      if (strlen (name) > CAS_RUS_TACTIC_NAME_MAX || !g_utf8_validate (name, -1, NULL))
        return cas_words_fail (error, _("a card’s name has 1 to %d bytes"), CAS_RUS_TACTIC_NAME_MAX);
      memset (t->name[i], 0, sizeof t->name[i]);   /* the struct compares with memcmp */
      g_strlcpy (t->name[i], name, sizeof t->name[i]);
      return TRUE;
    }
  if (g_str_equal (words[0], "ability"))
    {
      int a = g_str_equal (words[1], "unknown") ? -1 : cas_rus_ability_from_id (words[1]);
      if (a < 0 && !g_str_equal (words[1], "unknown"))
        return cas_words_fail (error, _("unknown ability “%s”"), words[1]);
      t->ability[i] = a;
      return TRUE;
    }
  return cas_words_fail (error, _("“%s” is not a fact of a Tactics card (name TEXT|unknown, ability ABILITY|unknown)"), words[0]);
}

void
cas_rus_tactics_offer (const CasRusState *s, const CasRusTactics *t, int kingdom, int area, gboolean defending,
                       CasRusTacticsOffer *out, CasExplain *ex)
{
  static const int settlement_card[] = { -1, CAS_RUS_TOWN_BARRICADES, CAS_RUS_CITY_WALLS, CAS_RUS_FORTRESS_BASTIONS };
  const char *name;
  int settlement;

  memset (out, 0, sizeof *out);
  if (kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    return;
  name = cas_rus_kingdom_name (kingdom);
  for (int c = CAS_RUS_FRONTAL_ASSAULT; c <= CAS_RUS_FLANK_ATTACK; c++)
    out->offered[c] = TRUE;
  if (ex)
    cas_explain_add (ex, "PVP p.14,SETUP p.2", _("%s: the basic Tactics every Kingdom begins with: Frontal Assault, Stand/Siege, Flank Attack"),
                     name);
  settlement = defending && area >= 0 && area < CAS_RUS_MAX_AREAS ? s->areas[area].settlement : CAS_RUS_NO_SETTLEMENT;
  if (settlement > CAS_RUS_NO_SETTLEMENT && settlement <= CAS_RUS_FORTRESS)
    {
      int card = settlement_card[settlement];
      out->offered[card] = TRUE;
      if (ex)
        cas_explain_add (ex, "SIEGE p.14,BUILD p.11", _("Defending a settlement: %s while the area is invaded"),
                         cas_rus_tactic_name (card));
    }
  for (int i = 0; t && i < CAS_RUS_N_TABLE_TACTICS; i++)
    {
      int card = CAS_RUS_TABLE_TACTIC_1 + i, turn, from;
      if (!t->name[i][0] && t->ability[i] < 0)
        continue;   /* a card the table has not entered */
      if (t->ability[i] < 0)
        {
          out->not_entered++;
          if (ex)
            /* rus-app2: the CLI and the app each say where it is entered */
            cas_explain_add (ex, "PVP p.14,CT p.17", _("%s: which ability adds it is not entered in the Tactics file yet; the table reads it off the card"),
                             cas_rus_tactics_card_name (t, card));
          continue;
        }
      /* its own ability, else its Influencer's for this turn [INFLUENCE p.8] */
      turn = cas_rus_kingdom_ability_turn (s, kingdom, t->ability[i], &from);
      if (turn == 0)
        continue;
      /* bought this turn: its effect starts next turn [CT p.17] (the setup's are turn 1) */
      if (turn == s->turn && turn > 1)
        {
          if (ex)
            cas_explain_add (ex, "PVP p.14,CT p.17", _("%s: %s was bought this turn; the card comes with the next"),
                             cas_rus_tactics_card_name (t, card), cas_rus_ability_name (t->ability[i]));
          continue;
        }
      if (from != kingdom)
        {
          out->offered[card] = TRUE;
          if (ex)
            cas_explain_add (ex, "PVP p.14,INFLUENCE p.8", _("%s: added by %s, which its Influencer %s holds (it has the Influencer’s abilities this turn)"),
                             cas_rus_tactics_card_name (t, card), cas_rus_ability_name (t->ability[i]),
                             cas_rus_kingdom_name (from));
          continue;
        }
      out->offered[card] = TRUE;
      if (ex)
        cas_explain_add (ex, "PVP p.14,CT p.17", _("%s: added by %s, which %s holds (the table named this card)"),
                         cas_rus_tactics_card_name (t, card), cas_rus_ability_name (t->ability[i]), name);
    }
  for (int c = 0; c < CAS_RUS_N_TACTICS; c++)
    out->n_offered += out->offered[c];
}
