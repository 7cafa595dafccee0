/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-calc-dialog.h: a calculator's answer (Supply, Laden, Feed, ...) with its reasons,
 * rule links and an Apply that records the proposed actions. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

/* spec: "supply:LORD", "laden:LORD[,LORD]:LOCALE", "feed", "pay", "disband", "levy",
 * "sail:LORD:LOCALE", "ravage:LORD", "victory", "audit", "endcampaign". */
void cas_calc_dialog_present (GtkWindow *parent, CasJournal *journal, const char *spec);

G_END_DECLS
