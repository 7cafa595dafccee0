/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-tactics.c: the Tactics matrix the table enters from its own cards, its file,
 * and the modifiers of a battle read from it [PVP p.14]. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-game.h"
#include "cas-json.h"
#include "cas-rus-private.h"
#include "cas-rus-tactics.h"
#include "cas-savefile.h"

static const char *const tactic_ids[CAS_RUS_N_TACTICS] = {
  "frontal-assault", "stand-siege", "flank-attack", "town-barricades", "city-walls", "fortress-bastions", "cavalry-charge",
};
static const char *const tactic_names[CAS_RUS_N_TACTICS] = {
  N_("Frontal Assault"), N_("Stand/Siege"), N_("Flank Attack"), N_("Town Barricades"), N_("City Walls"),
  N_("Fortress Bastions"), N_("Cavalry Charge"),
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

static void
tactics_init (void *out)
{
  memset (out, 0, sizeof (CasRusTactics));
}

static gboolean
tactics_load_data (void *out, const char *data, gsize length, const char *file, GError **error)
{
  return cas_rus_tactics_load_data (out, data, length, file, error);
}

/* The Tactics file as one of the table's own files (cas-rus-user-file.c). */
const CasRusUserFile cas_rus_tactics_file = {
  "Tactics", CAS_RUS_TACTICS_FORMAT, CAS_RUS_TACTICS_VERSION, "matrix", "tactics.json",
  cas_rus_tactic_from_id, "unknown Tactics card", sizeof (CasRusTactics), tactics_init, tactics_load_data, NULL, tactics_to_data, NULL,
};

char *
cas_rus_tactics_default_path (void)
{
  return cas_rus_user_file_path (&cas_rus_tactics_file);
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

  memset (&read, 0, sizeof read);
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
      gboolean any = FALSE;
      for (int opp = 0; opp < CAS_RUS_N_TACTICS; opp++)
        any = any || t->known[own][opp];
      if (!any)
        continue;
      json_builder_set_member_name (b, tactic_ids[own]);
      json_builder_begin_object (b);
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
                         side, cas_rus_tactic_name (own), cas_rus_tactic_name (opp), t->value[own][opp], file);
      return t->value[own][opp];
    }
  if (ex && own >= 0 && opp >= 0)
    cas_explain_add (ex, "PVP p.14", _("%s: %s against %s is not in the Tactics file: castellan-cli tactics set %s %s N enters it from the card"),
                     side, cas_rus_tactic_name (own), cas_rus_tactic_name (opp), cas_rus_tactic_id (own), cas_rus_tactic_id (opp));
  if (fallback != CAS_RUS_TACTIC_NONE)
    {
      if (ex)
        cas_explain_add (ex, "PVP p.14", _("%s: Tactics modifier %+d, as entered with the battle (--tactics)"), side, fallback);
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
