/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-bypass.c: the Bypass markers (`marker LOCALE bypass SIDE`, CAS_C_BYPASS) beyond
 * Supply (bypass, issue 17; 4.3.5, 4.3.6; rules-decisions I108, I109): who is Bypassing
 * or Bypassed; a March (laden) from a Bypass (Depart) and into a Bypassed Stronghold (its
 * Lords inside are no Approach, Retreat may join the side's Lords Bypassing it); Encamp
 * and Sortie in the Commands (castellan-cli ravage); Forage's lines. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "inferno-bypass.h"
#include "cas-commands.h"
#include "cas-rules.h"

InfernoBypass
inferno_bypass_of (const CasTable *t, int lord)
{
  int locale = cas_rules_lord_locale (t, lord);
  if (locale < 0 || !cas_rules_is_stronghold (t, locale))
    return INFERNO_NOT_BYPASS;
  int bypass = CAS_LOCALE (t, locale, CAS_C_BYPASS);
  int side = cas_rules_lord_side (t, lord);
  if (bypass == 0)
    return INFERNO_NOT_BYPASS;
  /* 4.3.5: the marker names the side outside; the Stronghold's own Lords are inside. */
  if (bypass == side + 1 && cas_rules_holder (t, locale) != side)
    return INFERNO_BYPASSING;
  if (bypass != side + 1 && cas_rules_holder (t, locale) == side)
    return INFERNO_BYPASSED;
  return INFERNO_NOT_BYPASS;
}

/* Lords of `side` at `locale`, not counting the `n` Lords of `group`. */
static int
others_of (const CasTable *t, int locale, int side, const int *group, int n)
{
  int count = 0;
  for (guint l = 0; l < cas_game_get_n_lords (t->game); l++)
    {
      gboolean in_group = FALSE;
      for (int i = 0; i < n; i++)
        in_group |= group[i] == (int) l;
      if (!in_group && cas_rules_lord_locale (t, (int) l) == locale && cas_rules_lord_side (t, (int) l) == side)
        count++;
    }
  return count;
}

/* ---- March (laden) ---- */

int
inferno_march_bypass (const CasTable *t, const int *lords, int n_lords, int from, int to, int side, CasExplain *ex)
{
  const char *here = cas_rules_locale_name (t, from);
  /* 4.3.6 Depart: from a Bypass marker, a normal March (Laden as above). */
  InfernoBypass state = INFERNO_NOT_BYPASS;
  for (int i = 0; i < n_lords && state == INFERNO_NOT_BYPASS; i++)
    state = inferno_bypass_of (t, lords[i]);
  if (state != INFERNO_NOT_BYPASS && to != from)
    {
      cas_explain_add (ex, "4.3.6,4.3.3",
                       state == INFERNO_BYPASSING
                         ? _("Depart: the group begins at %s Bypassing it, and Marches to an adjacent Locale normally; mark "
                             "the Marching Lords Moved")
                         : _("Depart: the group begins inside %s, Bypassed, and Marches to an adjacent Locale normally; mark "
                             "the Marching Lords Moved"),
                       here);
      if (state == INFERNO_BYPASSING && others_of (t, from, side, lords, n_lords) == 0)
        cas_explain_add (ex, "4.3.6,4.3.5",
                         _("No Lord of the %s stays outside %s: remove its Bypass markers (marker %s bypass none)"),
                         cas_rules_side_name (t, side), here, cas_game_get_locale (t->game, from)->id);
    }
  if (to == from || !cas_rules_is_stronghold (t, to) || cas_rules_holder (t, to) == side)
    return 0;
  /* 4.3.4, 4.3.5: into an Enemy Stronghold the side already Bypasses. */
  int bypass = CAS_LOCALE (t, to, CAS_C_BYPASS);
  if (bypass != side + 1)
    return 0;
  const char *there = cas_rules_locale_name (t, to);
  int inside = cas_rules_count_unbesieged (t, to, 1 - side);
  int outside = others_of (t, to, side, lords, n_lords);
  if (inside > 0)
    cas_explain_addn (ex, "4.3.4,4.3.5", inside,
                      "The %d enemy Lord inside %s is Bypassed by the %s: Marching there is no Approach",
                      "The %d enemy Lords inside %s are Bypassed by the %s: Marching there is no Approach",
                      inside, there, cas_rules_side_name (t, side));
  cas_explain_add (ex, "4.3.5",
                   _("%s is already Bypassed by the %s: arriving Lords join the Bypass (or March on) without a new "
                     "choice of Siege or Bypass"),
                   there, cas_rules_side_name (t, side));
  if (outside > 0)
    cas_explain_add (ex, "4.4.3,4.3.5", _("Friendly Lords Bypass %s: a Retreat may go there to join them"), there);
  return inside;
}

/* ---- Commands: Encamp, Sortie (4.3.6) ---- */

void
inferno_commands_bypass (const CasTable *t, CasCommandsResult *r, CasExplain *ex)
{
  InfernoBypass state = inferno_bypass_of (t, r->lord);
  const char *name = cas_rules_lord_name (t, r->lord);
  const char *id = cas_game_get_lord (t->game, r->lord)->id;
  const CasLocale *loc = cas_game_get_locale (t->game, r->locale);
  if (state == INFERNO_NOT_BYPASS)
    return;
  cas_explain_add (ex, "4.3.6", _("Depart: %s is at a Bypass marker at %s: he may March to an adjacent Locale normally "
                                  "(castellan-cli laden)"),
                   name, loc->name);
  if (state == INFERNO_BYPASSING)
    {
      CasCommandOption *o = &r->encamp;
      o->applies = o->allowed = TRUE;
      o->actions = 1;
      cas_explain_add (ex, "4.3.6,4.3.2,4.8",
                       _("Encamp: %s may use one March action, Laden or not, to replace the Bypass markers at %s with one "
                         "Siege marker; the rest of the card is skipped, and Feed/Pay/Disband follows; only he is marked "
                         "Moved/Fought"),
                       name, loc->name);
      cas_commands_propose (o, "marker %s bypass none", loc->id);
      cas_commands_propose (o, "marker %s siege +1", loc->id);
      cas_commands_propose (o, "moved %s yes", id);
      return;
    }
  /* Bypassed inside a Friendly Stronghold: Sortie against the Bypassing enemy. */
  CasCommandOption *o = &r->sortie;
  int enemies = cas_rules_count_unbesieged (t, r->locale, 1 - r->side);
  o->applies = TRUE;
  o->allowed = enemies > 0;
  o->actions = o->allowed ? 1 : 0;
  if (o->allowed)
    cas_explain_addn (ex, "4.3.6,4.3.4,4.3.1", enemies,
                      "Sortie: %s, inside %s, may use one March action, Laden or not, to Approach the %d Enemy Lord "
                      "Bypassing it: a Battle there (castellan-cli battle); losing, he Withdraws or Retreats "
                      "normally; only a Commander or Lieutenant Sorties a group",
                      "Sortie: %s, inside %s, may use one March action, Laden or not, to Approach the %d Enemy Lords "
                      "Bypassing it: a Battle there (castellan-cli battle); losing, he Withdraws or Retreats "
                      "normally; only a Commander or Lieutenant Sorties a group",
                      name, loc->name, enemies);
  else
    cas_explain_add (ex, "4.3.6,4.3.5",
                     _("Sortie: no Enemy Lord Bypasses %s any more: nobody to Approach; remove its Bypass markers (marker %s "
                       "bypass none)"),
                     loc->name, loc->id);
}

/* ---- Forage (4.7.1) ---- */

void
inferno_forage_bypass_note (const CasTable *t, int lord, CasExplain *ex)
{
  const char *name = cas_rules_lord_name (t, lord);
  const char *where = cas_rules_locale_name (t, cas_rules_lord_locale (t, lord));
  switch (inferno_bypass_of (t, lord))
    {
    case INFERNO_BYPASSED:
      cas_explain_add (ex, "4.7.1,4.3.5",
                       _("%s is inside %s, Bypassed, not Besieged: he Forages as at an Unbesieged Friendly Stronghold"), name,
                       where);
      break;
    case INFERNO_BYPASSING:
      cas_explain_add (ex, "4.7.1,4.3.5",
                       _("%s Bypasses %s and may go on with his card: he Forages outside a Friendly Stronghold, by the "
                         "Season"),
                       name, where);
      break;
    default:
      break;
    }
}
