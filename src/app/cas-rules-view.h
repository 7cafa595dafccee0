/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules-view.h: the Rules page: sections, key terms, search, and the rulebook import. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_RULES_VIEW (cas_rules_view_get_type ())
G_DECLARE_FINAL_TYPE (CasRulesView, cas_rules_view, CAS, RULES_VIEW, AdwBin)

GtkWidget *cas_rules_view_new (void);
void cas_rules_view_set_journal (CasRulesView *self, CasJournal *journal);
/* Shows a section ("4.6.2") or, if `query` is not a section number, searches for it. Asked
 * before the rulebook has loaded, it waits for it. */
void cas_rules_view_show (CasRulesView *self, const char *query);
/* Imports the user's rulebook file in a worker thread (what "Import Rulebook…" does after
 * the file chooser); a toast or an error dialog tells how it went. */
void cas_rules_view_import_file (CasRulesView *self, GFile *file);
/* The section on the reading pane, or NULL. */
const char *cas_rules_view_get_section (CasRulesView *self);
/* The rulebook shown, or NULL while it loads. */
CasRulebook *cas_rules_view_get_rulebook (CasRulesView *self);

G_END_DECLS
