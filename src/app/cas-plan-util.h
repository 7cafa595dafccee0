/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-plan-util.h: small helpers shared by the Plan & Cards and Log pages. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

const char *cas_plan_side_adjective (CasGame *game, int side);
GtkWidget *cas_plan_rule_button_new (const char *section);
GtkWidget *cas_plan_rules_box_new (const char *sections);
void cas_plan_toast (GtkWidget *widget, const char *text);
gboolean cas_plan_do (GtkWidget *widget, CasJournal *journal, const char *action);
const char *cas_plan_card_title (const CasCard *card, gboolean event);
char *cas_plan_card_label (const CasCard *card);
const char *cas_plan_timing_name (CasTiming timing);
char *cas_plan_card_where (const CasTable *t, int card);
GtkWidget *cas_plan_heading_new (const char *text, const char *css_class);
GtkWidget *cas_plan_row_new (const char *title, const char *subtitle);

G_END_DECLS
