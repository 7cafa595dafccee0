/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calc-dialog.h: a calculator's answer (Supply, Laden, Feed, ...) with its reasons,
 * rule links and an Apply that records the proposed actions. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_CALC_DIALOG (cas_calc_dialog_get_type ())
G_DECLARE_FINAL_TYPE (CasCalcDialog, cas_calc_dialog, CAS, CALC_DIALOG, AdwWindow)

/* spec: "supply:LORD", "laden:LORD[,LORD]:LOCALE", "sail:LORD[,LORD]:LOCALE", "ravage:LORD",
 * "feed[:LORD|none]", "pay[:LORD:SHIFTS]", "disband", "levy", "victory", "audit",
 * "endcampaign" (ids as in the game data). Opens the window's calculator, or asks the one
 * already open the new question. It follows the journal until it is closed; Apply records
 * the proposed actions and closes it with a toast (Undo) on `parent`. */
void cas_calc_dialog_present (GtkWindow *parent, CasJournal *journal, const char *spec);
/* The calculator open on `parent`, or NULL. */
GtkWidget *cas_calc_dialog_find (GtkWindow *parent);
/* The answer in large type, as shown. */
const char *cas_calc_dialog_get_headline (CasCalcDialog *self);

G_END_DECLS
