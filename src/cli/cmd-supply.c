/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd-supply.c: castellan-cli supply: Supply Sources, Routes and Provender of one Lord
 * (docs/calculators/supply.md). */
#include "config.h"

#include "cas-cli-commands.h"

static char *
route_names (CasGame *game, const CasSupplySource *s)
{
  GString *out = g_string_new (NULL);
  for (int i = 0; i < s->n_route; i++)
    g_string_append_printf (out, "%s%s", i ? " → " : "", cas_game_get_locale (game, s->route[i])->name);
  return g_string_free (out, FALSE);
}

/* Left-aligned in `width` characters, counting characters rather than bytes (Odenpäh). */
static void
append_padded (GString *out, const char *text, int width)
{
  g_string_append (out, text);
  for (glong n = g_utf8_strlen (text, -1); n < width; n++)
    g_string_append_c (out, ' ');
}

static char *
transport_words (CasGame *game, const int *transport)
{
  GString *out = g_string_new (NULL);
  for (int a = 0; a < (int) cas_game_get_n_assets (game); a++)
    if (transport[a] > 0 && cas_game_asset_is_transport (game, a))
      g_string_append_printf (out, "%s%d %s", out->len ? ", " : "", transport[a], cas_game_asset_id (game, a));
  if (out->len == 0)
    g_string_append (out, "none");
  return g_string_free (out, FALSE);
}

static char *
supply_text (CasGame *game, const CasSupplyResult *r)
{
  const CasLord *lord = cas_game_get_lord (game, r->lord);
  GString *out = g_string_new (NULL);

  if (!r->can_supply)
    {
      g_string_append_printf (out, "%s cannot Supply now.\n", lord->name);
      return g_string_free (out, FALSE);
    }
  g_autofree char *tr = transport_words (game, r->transport);
  g_string_append_printf (out, "%s at %s: +%d Provender (has %d; Sources could give %d)\n", lord->name,
                          cas_game_get_locale (game, r->locale)->name, r->provender, r->provender_before, r->entitled);
  g_string_append_printf (out, "Usable Transport Shared: %s\n", tr);
  if (r->sources->len)
    {
      g_string_append (out, "\nSources:\n");
      for (guint i = 0; i < r->sources->len; i++)
        {
          const CasSupplySource *s = &g_array_index (r->sources, CasSupplySource, i);
          g_autofree char *route = route_names (game, s);
          g_autofree char *used = transport_words (game, s->transport);
          g_string_append_printf (out, "  %-4s ", cas_supply_kind_id (s->kind));
          append_padded (out, cas_game_get_locale (game, s->locale)->name, 14);
          g_string_append_printf (out, " %d Provender  route %s  (Transport: %s)\n", s->provender, route, used);
        }
    }
  if (r->rejected->len)
    {
      g_string_append (out, "\nNot used:\n");
      for (guint i = 0; i < r->rejected->len; i++)
        {
          const CasSupplyRejected *x = &g_array_index (r->rejected, CasSupplyRejected, i);
          g_string_append_printf (out, "  %-4s ", cas_supply_kind_id (x->kind));
          append_padded (out, cas_game_get_locale (game, x->locale)->name, 14);
          g_string_append_printf (out, " %s\n", cas_supply_reason_id (x->reason));
        }
    }
  return g_string_free (out, FALSE);
}

int
cas_cmd_supply (int argc, char **argv)
{
  int code = 0;
  gboolean json = cas_cli_has_flag (&argc, argv, "--json");
  gboolean apply = cas_cli_has_flag (&argc, argv, "--apply");
  gboolean missing = FALSE;
  const char *take_arg = cas_cli_take_option (&argc, argv, "--take", &missing);
  if (argc != 2 || missing)
    return cas_cli_fail (2, "usage: castellan-cli supply FILE LORD [--take N] [--json] [--apply]");
  g_autoptr(CasJournal) journal = cas_cli_load (argv[0], &code);
  if (journal == NULL)
    return code;
  CasGame *game = cas_journal_get_game (journal);
  const CasTable *t = cas_journal_get_table (journal);
  int lord = cas_game_find_lord (game, argv[1]);
  if (lord < 0)
    return cas_cli_fail (2, "unknown Lord “%s”", argv[1]);

  g_autoptr(GError) error = NULL;
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasSupplyResult) r = cas_supply_compute (t, lord, ex, &error);
  if (r == NULL)
    return cas_cli_fail (1, "%s", error->message);
  /* inferno-game: the players take less than the Sources give (4.6.2: "he may take
   * less"); only that much is proposed, onto his mat first, then his Comune's. */
  long take = -1;
  if (take_arg)
    {
      char *end = NULL;
      take = strtol (take_arg, &end, 10);
      if (end == take_arg || *end != '\0' || take < 0 || take > r->provender)
        return cas_cli_fail (2, "--take needs a number from 0 to %d, the Provender Supply gives now", r->provender);
      const CasLord *L = cas_game_get_lord (game, lord);
      g_autoptr(CasExplain) taken = cas_explain_new ();
      for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
        {
          const CasExplainLine *line = cas_explain_get_line (ex, i);
          g_autofree char *rules = line->rules ? g_strjoinv (",", line->rules) : NULL;
          cas_explain_add (taken, rules, "%s", line->text);
        }
      cas_explain_add (taken, "4.6.2", "The players take %ld of the %d Provender", take, r->provender);
      int own = MIN ((int) take, MAX (0, cas_game_get_asset_cap (game) - r->provender_before));
      if (own > 0)
        cas_explain_propose (taken, "assets %s prov +%d", L->id, own);
      if (take > own && L->comune >= 0)
        cas_explain_propose (taken, "comune %s assets prov +%ld", L->id, take - own);
      cas_explain_free (g_steal_pointer (&ex));
      ex = g_steal_pointer (&taken);
    }
  g_autofree char *text = supply_text (game, r);
  if (take >= 0) /* inferno-game */
    {
      char *with = g_strdup_printf ("%sTaken by the players: %ld of %d Provender\n", text, take, r->provender);
      g_free (text);
      text = with;
    }
  return cas_cli_finish_calc (argv[0], journal, cas_supply_result_to_json (t, r), text, ex, json, apply);
}
