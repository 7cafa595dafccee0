/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-religion.c (issue 18, rus-rel): the religions of the C&T tree in battle. The
 * CBT list gives a modifier "for certain Religions in some circumstances", printed on
 * the Player Mat [BATTLE p.13]; the table enters it in the C&T file per religion, for its
 * Kingdom invading or defending, by the opponent's religion (docs/rus.md, "The C&T
 * file"), and the basic CBT adds it with a line naming it. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cas-rus-ct.h"
#include "cas-rus-private.h"

char *
rus_religion_against_words (int religion)
{
  switch (religion)
    {
    case CAS_RUS_ORTHODOX:
      return g_strdup (_("an Orthodox Kingdom"));
    case CAS_RUS_CATHOLIC:
      return g_strdup (_("a Catholic Kingdom"));
    default:
      return g_strdup (_("a Kingdom without a religion"));
    }
}

gboolean
cas_rus_religion_cbt (const CasRusCtTree *t, int religion, int against, gboolean invading, int *mod)
{
  const CasRusCtItem *it;

  *mod = 0;
  if (religion <= CAS_RUS_RELIGION_NONE || religion >= CAS_RUS_N_RELIGIONS)
    return TRUE;
  it = &t->items[CAS_RUS_CT_ORTHODOX + religion - CAS_RUS_ORTHODOX];
  if (!it->cbt_known)
    return FALSE;
  *mod = it->cbt[invading ? CAS_RUS_CBT_INVADING : CAS_RUS_CBT_DEFENDING][CLAMP (against, 0, CAS_RUS_N_RELIGIONS - 1)];
  return TRUE;
}

void
cas_rus_force_religion (const CasRusState *s, const CasRusCtTree *t, int kingdom, int opponent, gboolean invading,
                        CasRusForce *f)
{
  f->religion_of = kingdom >= 0 && kingdom < CAS_RUS_N_KINGDOMS ? s->kingdoms[kingdom].religion : CAS_RUS_RELIGION_NONE;
  f->religion_against = opponent >= 0 && opponent < CAS_RUS_N_KINGDOMS ? s->kingdoms[opponent].religion : CAS_RUS_RELIGION_NONE;
  f->religion_ct_known = cas_rus_religion_cbt (t, f->religion_of, f->religion_against, invading, &f->religion_ct);
}

int
cas_rus_force_religion_missing (const CasRusForce *f)
{
  if (f->religion != 0 || f->religion_of <= CAS_RUS_RELIGION_NONE || f->religion_of >= CAS_RUS_N_RELIGIONS ||
      f->religion_ct_known)
    return CAS_RUS_RELIGION_NONE;
  return f->religion_of;
}

/* The basic CBT's religion line (cas-rus-combat.c): the typed modifier wins; else the C&T
 * file's for the force's religion against the opponent's; "not entered" when the file
 * does not give it. Returns the modifier counted. */
int
rus_religion_line (const CasRusForce *f, const char *side, CasExplain *ex)
{
  g_autofree char *against = NULL;
  const char *name;

  if (f->religion != 0)
    {
      if (ex)
        cas_explain_add (ex, "BATTLE p.13", _("%s: %+d, religion (entered from the Player Mat)"), side, f->religion);
      return f->religion;
    }
  if (f->religion_of <= CAS_RUS_RELIGION_NONE || f->religion_of >= CAS_RUS_N_RELIGIONS)
    return 0;
  name = cas_rus_ct_entry_name (CAS_RUS_CT_ORTHODOX + f->religion_of - CAS_RUS_ORTHODOX);
  if (cas_rus_force_religion_missing (f) != CAS_RUS_RELIGION_NONE)
    {
      if (ex)
        /* rus-app2: the CLI and the app each say where they are entered */
        cas_explain_add (ex, "BATTLE p.13,CT p.17", _("%s: its religion (%s) may change the CBT, but its modifiers are not entered in the C&T file yet (the table reads them off the Player Mat): counted as 0"),
                         side, name);
      return 0;
    }
  if (f->religion_ct == 0)
    return 0;
  against = rus_religion_against_words (f->religion_against);
  if (ex)
    /* TRANSLATORS: "Invader: +1, Catholic against an Orthodox Kingdom (the C&T file, from the Player Mat)" */
    cas_explain_add (ex, "BATTLE p.13,CT p.17", _("%s: %+d, %s against %s (the C&T file, from the Player Mat)"), side,
                     f->religion_ct, name, against);
  return f->religion_ct;
}
