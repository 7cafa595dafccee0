/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules-popover.h: "why?": a rule section's title and our summary in a popover, with an
 * "Open in Rules" button (win.show-rule), and the small section link that opens it. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_RULES_POPOVER (cas_rules_popover_get_type ())
G_DECLARE_FINAL_TYPE (CasRulesPopover, cas_rules_popover, CAS, RULES_POPOVER, GtkPopover)

/* `rulebook` may be NULL (not loaded yet): the popover then shows the number alone. */
GtkWidget *cas_rules_popover_new (CasRulebook *rulebook, const char *section);
const char *cas_rules_popover_get_section (CasRulesPopover *self);

/* A small flat button labelled with the section ("4.6.2") that opens a CasRulesPopover;
 * the game's rulebook is taken from cas-rules-cache when the popover opens. For a row of
 * them after an explanation line, see cas_rules_links_new(). */
GtkWidget *cas_rules_link_new (const char *game_id, const char *section);
/* A box of links, one per section; NULL or empty `sections` give an empty box. */
GtkWidget *cas_rules_links_new (const char *game_id, const char *const *sections);

G_END_DECLS
