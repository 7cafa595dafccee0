/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-plan-view.h: the Plan stacks, Lieutenants and the Arts of War cards in play. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_PLAN_VIEW (cas_plan_view_get_type ())
G_DECLARE_FINAL_TYPE (CasPlanView, cas_plan_view, CAS, PLAN_VIEW, AdwBin)

GtkWidget *cas_plan_view_new (void);
void cas_plan_view_set_journal (CasPlanView *self, CasJournal *journal);

G_END_DECLS
