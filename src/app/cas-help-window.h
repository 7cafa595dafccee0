/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-help-window.h: the user guide, a small Markdown document rendered into labels. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CAS_TYPE_HELP_WINDOW (cas_help_window_get_type ())
G_DECLARE_FINAL_TYPE (CasHelpWindow, cas_help_window, CAS, HELP_WINDOW, AdwWindow)

/* The guide embedded in the app's GResource. */
#define CAS_HELP_GUIDE_RESOURCE "/io/github/castellan/Castellan/help/user-guide.md"

GtkWidget *cas_help_window_new (void);
/* Replaces the page with `markdown` (headings, paragraphs, bullet and numbered lists;
 * **bold**, *italic*, `code` and [links](uri), where rule:4.6.2 opens a rule section). */
void cas_help_window_set_text (CasHelpWindow *self, const char *markdown);
/* The level 1 to 3 headings shown, in order. */
GStrv cas_help_window_get_headings (CasHelpWindow *self);
/* Scrolls to the n-th heading. */
void cas_help_window_show_heading (CasHelpWindow *self, guint n);

/* One paragraph's inline Markdown as Pango markup, or NULL when it makes none. */
char *cas_help_inline_markup (const char *markdown);

G_END_DECLS
