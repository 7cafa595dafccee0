/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-taglia.c (mats, issue 17): who already took his one TAGLIA Vassal (S23 TAGLIA,
 * 3.4.2; rules-decisions I135). Each of the card's four Lords may Muster one Ready Vassal
 * of another of them; the table marks the Lords who took theirs (the cell `taglia`, a set
 * of Lords), the Levy lists no more TAGLIA Vassals for a marked Lord, and the mark goes
 * when the Lord leaves the map (his mat and its Vassals are set aside, 3.3.1). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-taglia.h"
#include "inferno-cells.h"

#include "cas-action-words.h"
#include "cas-audit.h"
#include "cas-rules.h"

gboolean
inferno_taglia_taken (const CasTable *t, int lord)
{
  return lord >= 0 && lord < 31 && (CAS_GLOBAL (t, INFERNO_G_TAGLIA) & (1 << lord)) != 0;
}

static const CasCard *
taglia_card (CasGame *game)
{
  int k = cas_game_find_card (game, INFERNO_TAGLIA_CARD);
  return k >= 0 ? cas_game_get_card (game, k) : NULL;
}

/* taglia LORD yes|no: the Lord in a->lord, 1 or 0 in a->value. */
gboolean
inferno_taglia_parse (CasActionParser *p, CasAction *a)
{
  CasGame *game = cas_action_parser_game (p);
  if (!cas_action_parser_args (p, 2, 2))
    return FALSE;
  const char *id = cas_action_parser_word (p, 1);
  const CasCard *card = taglia_card (game);
  a->lord = cas_game_find_lord (game, id);
  if (a->lord < 0 || a->lord >= 31)
    return cas_action_parser_fail (p, _("unknown Lord “%s”"), id);
  if (card == NULL || (card->eligible_lords & (G_GUINT64_CONSTANT (1) << a->lord)) == 0)
    return cas_action_parser_fail (p, _("%s is not one of the Lords TAGLIA names"), cas_game_get_lord (game, a->lord)->name);
  a->has_value = TRUE;
  return cas_action_parser_yes_no (p, 2, &a->value);
}

void
inferno_taglia_print (CasGame *game, const CasAction *a, GString *s)
{
  g_string_append_printf (s, " %s", cas_game_get_lord (game, a->lord)->id);
  cas_action_append_yes_no (s, a);
}

/* Refuses what cannot be on the table: a mark for a Lord who has no mat (off the map). */
gboolean
inferno_taglia_apply (const CasAction *a, CasTable *t, GError **error)
{
  if (a->value && !cas_table_lord_on_map (t, a->lord))
    return cas_words_fail (error, _("%s is not on the map: only a Mustered Lord has a mat for a Vassal (3.4.2)"),
                           cas_rules_lord_name (t, a->lord));
  if (a->value)
    CAS_GLOBAL (t, INFERNO_G_TAGLIA) |= 1 << a->lord;
  else
    CAS_GLOBAL (t, INFERNO_G_TAGLIA) &= ~(1 << a->lord);
  return TRUE;
}

char *
inferno_taglia_describe (const CasAction *a, const CasTable *before)
{
  const char *name = cas_rules_lord_name (before, a->lord);
  return a->value ? g_strdup_printf (_("%s has taken his one TAGLIA Vassal"), name)
                  : g_strdup_printf (_("%s may take a TAGLIA Vassal again"), name);
}

void
inferno_taglia_lord_leaves (CasTable *t, int lord)
{
  if (lord >= 0 && lord < 31)
    CAS_GLOBAL (t, INFERNO_G_TAGLIA) &= ~(1 << lord);
}

/* 3.4.2, 1.9.1: the marks mean nothing once the card is out of play (discarded, 4.9.6);
 * a card played again starts without them (I135). */
void
inferno_taglia_audit (const CasTable *t, struct CasAudit *a, CasExplain *ex)
{
  CasGame *game = t->game;
  int k = cas_game_find_card (game, INFERNO_TAGLIA_CARD);
  if (k < 0 || CAS_CARD (t, k, CAS_K_STATE) == CAS_CARD_CAPABILITY)
    return;
  for (guint l = 0; l < cas_game_get_n_lords (game) && l < 31; l++)
    if (inferno_taglia_taken (t, (int) l))
      cas_audit_problem (a, ex, "3.4.2,1.9.1", g_strdup_printf ("taglia %s no", cas_game_get_lord (game, (int) l)->id),
                         _("%s is marked as having taken his TAGLIA Vassal, but TAGLIA is not in play: the mark goes with "
                           "the card"),
                         cas_rules_lord_name (t, (int) l));
}

void
inferno_taglia_json (const CasTable *t, JsonBuilder *b)
{
  int k = cas_game_find_card (t->game, INFERNO_TAGLIA_CARD);
  if (k < 0 || CAS_CARD (t, k, CAS_K_STATE) != CAS_CARD_CAPABILITY)
    return;
  json_builder_set_member_name (b, "taglia_taken");
  json_builder_begin_array (b);
  for (guint l = 0; l < cas_game_get_n_lords (t->game) && l < 31; l++)
    if (inferno_taglia_taken (t, (int) l))
      json_builder_add_string_value (b, cas_game_get_lord (t->game, (int) l)->id);
  json_builder_end_array (b);
}

char *
inferno_taglia_line (const CasTable *t)
{
  GString *s = NULL;
  for (guint l = 0; l < cas_game_get_n_lords (t->game) && l < 31; l++)
    if (inferno_taglia_taken (t, (int) l))
      {
        if (s == NULL)
          s = g_string_new ("TAGLIA Vassal taken:");
        g_string_append_printf (s, " %s", cas_game_get_lord (t->game, (int) l)->id);
      }
  return s ? g_string_free (s, FALSE) : NULL;
}
