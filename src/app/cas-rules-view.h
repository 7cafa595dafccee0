/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules-view.h: rules lookup: sections, key terms and search. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_RULES_VIEW (cas_rules_view_get_type ())
G_DECLARE_FINAL_TYPE (CasRulesView, cas_rules_view, CAS, RULES_VIEW, AdwBin)

GtkWidget *cas_rules_view_new (void);
void cas_rules_view_set_journal (CasRulesView *self, CasJournal *journal);
/* Shows a section ("4.6.2") or, if `query` is not a section number, searches for it. */
void cas_rules_view_show (CasRulesView *self, const char *query);

G_END_DECLS
