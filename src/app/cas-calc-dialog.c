/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calc-dialog.c: a calculator's answer with its reasons (being built; see issues). */
#include "config.h"

#include "cas-calc-dialog.h"

void
cas_calc_dialog_present (GtkWindow *parent, CasJournal *journal, const char *spec)
{
  g_return_if_fail (CAS_IS_JOURNAL (journal));
}
