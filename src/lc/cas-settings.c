/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-settings.c: a game's settings on the table (issue 17; rules-decisions I1, I2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-settings.h"

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
