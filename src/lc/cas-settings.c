/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-settings.c: a game's settings on the table (issue 17; rules-decisions I1, I2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-settings.h"
#include "cas-victory.h"

int
cas_settings_value (const CasTable *t, int i)
{
  const CasSetting *s = cas_game_get_setting (t->game, i);
  int v = CAS_GLOBAL (t, CAS_G_SETTING_0 + i);
  return v >= 0 && v < s->n_values ? v : s->def;
}

gboolean
cas_settings_all_default (const CasTable *t)
{
  for (guint i = 0; i < cas_game_get_n_settings (t->game); i++)
    if (cas_settings_value (t, (int) i) != cas_game_get_setting (t->game, (int) i)->def)
      return FALSE;
  return TRUE;
}

static int
find_season (CasGame *game, const char *id)
{
  for (guint i = 0; i < cas_game_get_n_seasons (game); i++)
    if (g_strcmp0 (cas_game_get_season (game, (int) i)->id, id) == 0)
      return (int) i;
  return -1;
}

/* The Season of box `b` when its setting has value `v`: the data's Season for the
 * default, the Season named by the value otherwise. */
static const CasSeason *
season_under (CasGame *game, const CasBox *b, int v)
{
  const CasSetting *s = cas_game_get_setting (game, b->setting);
  int season = v == s->def ? b->season : find_season (game, s->values[v]);
  return cas_game_get_season (game, season >= 0 ? season : b->season);
}

const CasSeason *
cas_settings_box_season (const CasTable *t, int box)
{
  CasGame *game = t->game;
  const CasBox *b;

  box = CLAMP (box, 1, (int) cas_game_get_n_boxes (game));
  b = cas_game_get_box (game, box);
  if (b->setting < 0)
    return cas_game_get_season (game, b->season);
  return season_under (game, b, cas_settings_value (t, b->setting));
}

const CasSeason *
cas_settings_box_alternative (const CasTable *t, int box)
{
  CasGame *game = t->game;
  const CasBox *b;
  const CasSetting *s;
  int v;

  if (box < 1 || box > (int) cas_game_get_n_boxes (game))
    return NULL;
  b = cas_game_get_box (game, box);
  if (!b->unverified)
    return NULL;
  if (b->setting < 0)
    return b->alt_season >= 0 ? cas_game_get_season (game, b->alt_season) : NULL;
  s = cas_game_get_setting (game, b->setting);
  v = cas_settings_value (t, b->setting);
  /* The other reading: the first value that is not the one chosen. */
  for (int k = 0; k < s->n_values; k++)
    if (k != v)
      return season_under (game, b, k);
  return NULL;
}

void
cas_settings_explain_season (const CasTable *t, int box, CasExplain *ex)
{
  CasGame *game = t->game;
  const CasSeason *alt = cas_settings_box_alternative (t, box);
  const CasBox *b;
  const CasSeason *season;

  if (alt == NULL || ex == NULL)
    return;
  b = cas_game_get_box (game, box);
  season = cas_settings_box_season (t, box);
  if (b->setting >= 0)
    {
      const CasSetting *s = cas_game_get_setting (game, b->setting);
      /* Translators: "Box 4 (Aug-Sep) is Summer by the setting aug_sep_season: unverified
       * ...". The action at the end is not translated. */
      cas_explain_add (ex, "1.3.2",
                       _("Box %d (%s) is %s by the setting %s: unverified, the public sources leave the Season of "
                         "these boxes open; the alternative is %s (action: option %s %s)"),
                       box, b->months ? b->months : "", cas_game_text (season->name), s->id,
                       cas_game_text (alt->name), s->id, alt->id);
    }
  else
    cas_explain_add (ex, "1.3.2", _("Box %d is %s: unverified, the alternative is %s"), box,
                     cas_game_text (season->name), cas_game_text (alt->name));
}

/* ------------------------------------------------------------------------ */
/* battlecards (issue 17): the Forces table's unverified cells (rules-decisions I86). */

static gboolean
unit_alternative_on (const CasTable *t, const CasUnit *unit)
{
  return unit->setting >= 0 && cas_settings_value (t, unit->setting) != cas_game_get_setting (t->game, unit->setting)->def;
}

const CasUnit *
cas_settings_unit (const CasTable *t, int u, CasUnit *buf)
{
  const CasUnit *unit = cas_game_get_unit (t->game, u);
  if (!unit_alternative_on (t, unit))
    return unit;
  *buf = *unit;
  buf->range = unit->alt.range;
  buf->melee = unit->alt.melee;
  buf->storm_melee = unit->alt.storm_melee;
  buf->storm_melee_defend = unit->alt.storm_melee_defend;
  buf->archery = unit->alt.archery;
  buf->alt.range = unit->range;
  buf->alt.melee = unit->melee;
  buf->alt.storm_melee = unit->storm_melee;
  buf->alt.storm_melee_defend = unit->storm_melee_defend;
  buf->alt.archery = unit->archery;
  return buf;
}

/* "Armor 1-3", "Melee 1, Storm Melee ½", "no Archery": the cells of `a` that differ from
 * `b` (the other reading), in the words of the Forces table. */
static char *
unit_cells (const CasUnit *unit, const struct CasUnitAlt *a, const struct CasUnitAlt *b)
{
  GString *s = g_string_new (NULL);
  if (a->range != b->range)
    {
      if (unit->protection == CAS_PROTECTION_ARMOR)
        g_string_append_printf (s, _("Armor 1-%d"), a->range);
      else
        g_string_append_printf (s, _("Protection 1-%d"), a->range);
    }
  if (a->melee != b->melee)
    {
      g_autofree char *v = cas_vp_text ((int) (a->melee * 2 + 0.5));
      g_string_append_printf (s, "%s", s->len ? ", " : "");
      g_string_append_printf (s, _("Melee ×%s"), v);
    }
  if (a->storm_melee != b->storm_melee && a->storm_melee != a->melee)
    {
      g_autofree char *v = cas_vp_text ((int) (a->storm_melee * 2 + 0.5));
      g_string_append_printf (s, "%s", s->len ? ", " : "");
      g_string_append_printf (s, _("Storm Melee ×%s"), v);
    }
  if (a->archery != b->archery)
    {
      g_string_append_printf (s, "%s", s->len ? ", " : "");
      if (a->archery > 0)
        {
          g_autofree char *v = cas_vp_text ((int) (a->archery * 2 + 0.5));
          g_string_append_printf (s, _("Archery ×%s"), v);
        }
      else
        g_string_append (s, _("no Archery"));
    }
  return g_string_free (s, FALSE);
}

void
cas_settings_explain_unit (const CasTable *t, int u, CasExplain *ex)
{
  CasUnit buf;
  const CasUnit *unit = cas_settings_unit (t, u, &buf);
  const CasSetting *s;
  int v, other = -1;

  if (ex == NULL || unit->setting < 0)
    return;
  s = cas_game_get_setting (t->game, unit->setting);
  v = cas_settings_value (t, unit->setting);
  for (int k = 0; k < s->n_values && other < 0; k++)
    if (k != v)
      other = k;
  struct CasUnitAlt now = { unit->range, unit->melee, unit->storm_melee, unit->storm_melee_defend, unit->archery };
  g_autofree char *used = unit_cells (unit, &now, &unit->alt);
  g_autofree char *alt = unit_cells (unit, &unit->alt, &now);
  /* Translators: "Men-at-Arms: Armor 1-3 by the setting forces_table (harness): unverified,
   * the public sources disagree on these cells of the Forces table; the alternative is
   * Armor 1-2 (action: option forces_table vitale)". The action is not translated. */
  cas_explain_add (ex, "1.6,4.4.2",
                   _("%s: %s by the setting %s (%s): unverified, the public sources disagree on these cells of the "
                     "Forces table; the alternative is %s (action: option %s %s)"),
                   unit->name, used, s->id, s->values[v], alt, s->id, other >= 0 ? s->values[other] : s->values[v]);
}
