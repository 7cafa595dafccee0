/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-diplo-round.c: the limits of one Diplomacy round (rusmap, issue 18). The
 * rulebook states them under Envoys and Foreign Alliances and Alliances (page 7): each
 * Kingdom sends or moves an Envoy or makes or breaks an alliance, not both; one Envoy
 * is moved once a round; after an Envoy is removed or an alliance broken no new link is
 * formed in that round [DIPLO p.7; ENVOY p.7; ALLY p.7]. The state keeps no history,
 * so the lines recorded in the journal since the round began are read instead. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cas-journal.h"
#include "cas-rus-game.h"
#include "cas-rus.h"

static gboolean
round_mark (const char *verb)
{
  return g_strcmp0 (verb, "round") == 0 || g_strcmp0 (verb, "turn") == 0 || g_strcmp0 (verb, "kingdoms") == 0 ||
         g_strcmp0 (verb, "players") == 0;
}

guint
cas_rus_round_start (const char *const *texts, guint n)
{
  for (guint i = n; i > 0; i--)
    {
      g_auto(GStrv) w = g_strsplit (texts[i - 1], " ", 2);
      if (w[0] && round_mark (w[0]))
        return i;
    }
  return 0;
}

void
cas_rus_diplomacy_round (const CasRusState *s, const char *const *actions, guint n_actions, int kingdom,
                         CasRusDiploRound *out, CasExplain *ex)
{
  const char *name;
  int placed = 0, removed = 0;
  gboolean broke = FALSE, linked_after_break = FALSE;

  memset (out, 0, sizeof *out);
  out->in_round = s->round == CAS_RUS_DIPLOMACY + 1;
  if (!out->in_round || kingdom < 0 || kingdom >= CAS_RUS_N_KINGDOMS)
    return;
  name = cas_rus_kingdom_name (kingdom);
  for (guint i = 0; i < n_actions; i++)
    {
      g_auto(GStrv) w = g_strsplit (actions[i], " ", -1);
      gboolean yes;
      if (g_strv_length (w) != 4)
        continue;
      yes = g_str_equal (w[3], "yes");
      if (g_str_equal (w[0], "envoy") && cas_rus_kingdom_from_id (w[1]) == kingdom)
        {
          if (yes)
            {
              placed++;
              linked_after_break = linked_after_break || broke;
            }
          else
            removed++;
        }
      else if (g_str_equal (w[0], "ally") &&
               (cas_rus_kingdom_from_id (w[1]) == kingdom || cas_rus_kingdom_from_id (w[2]) == kingdom))
        {
          out->alliance_changes++;
          if (yes)
            linked_after_break = linked_after_break || broke || removed > placed;
          else
            broke = TRUE;
        }
    }
  /* An Envoy taken off one Power and put on another is one move (Castellan's reading). */
  out->envoy_moves = MAX (placed, removed);
  if (ex == NULL)
    ;
  else if (out->envoy_moves == 0 && out->alliance_changes == 0)
    cas_explain_add (ex, "DIPLO p.7", _("%s has not moved an Envoy nor changed an alliance this Diplomacy round: it may do one of them"), name);
  else
    cas_explain_add (ex, "DIPLO p.7", _("%s this Diplomacy round: Envoy moves %d, alliance changes %d (one Envoy move or one alliance made or broken a round)"),
                     name, out->envoy_moves, out->alliance_changes);
  if (out->envoy_moves > 1)
    {
      out->n_flags++;
      if (ex)
        cas_explain_add (ex, "ENVOY p.7", _("%s moved %d Envoys this round: one Envoy is moved once a round"), name, out->envoy_moves);
    }
  if (out->alliance_changes > 1)
    {
      out->n_flags++;
      if (ex)
        cas_explain_add (ex, "ALLY p.7", _("%s made or broke %d alliances this round: one a round"), name, out->alliance_changes);
    }
  if (out->envoy_moves > 0 && out->alliance_changes > 0)
    {
      out->n_flags++;
      if (ex)
        cas_explain_add (ex, "DIPLO p.7,ENVOY p.7", _("%s both moved an Envoy and changed an alliance this round: one or the other"), name);
    }
  if (linked_after_break)
    {
      out->n_flags++;
      if (ex)
        cas_explain_add (ex, "ENVOY p.7", _("%s formed a new link after removing an Envoy or breaking an alliance this round: not in the same round"), name);
    }
}

void
cas_rus_journal_diplomacy_round (CasJournal *journal, int kingdom, CasRusDiploRound *out, CasExplain *ex)
{
  guint n = cas_journal_get_n_done (journal), start;
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (texts, (gpointer) cas_journal_get_text (journal, i));
  start = cas_rus_round_start ((const char *const *) texts->pdata, n);
  cas_rus_diplomacy_round (cas_rus_table_state (cas_journal_get_table (journal)),
                           (const char *const *) texts->pdata + start, n - start, kingdom, out, ex);
}
