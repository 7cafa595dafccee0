/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-app-util.h: small presentation helpers the table widgets share (names, chips). */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

char *cas_app_autosave_path (void);
const char *cas_app_side_css (CasGame *game, int side);
const char *cas_app_asset_name (CasGame *game, int asset);
const char *cas_app_locale_type_name (CasGame *game, const CasLocale *loc);
/* The first widget below `root` (not `root` itself, depth first) named `name` and of
 * `type` (GTK_TYPE_WIDGET: any), or NULL. */
GtkWidget *cas_app_find_named (GtkWidget *root, const char *name, GType type);
const char *cas_app_vassal_state_name (CasVassalState state);
char *cas_app_lord_short_name (const CasLord *lord);
char *cas_app_vp_text (int halves);
char *cas_app_sentence (const char *message);
char *cas_app_box_name (CasGame *game, int box);
GtkWidget *cas_app_chip_new (const char *text, const char *tooltip, const char *first_class, ...) G_GNUC_NULL_TERMINATED;
GtkWidget *cas_app_side_badge_new (CasGame *game, int side);
void cas_app_remove_children (GtkWidget *parent);
void cas_app_dispose_children (GtkWidget *widget, GType type);

/* Text that is not markup, for widgets that take markup: toasts (libadwaita 1.2 always
 * reads their title as Pango markup), status page descriptions, and rows (whose titles and
 * subtitles are markup unless told). A file name such as a&b<i>.json or a Lord such as
 * Knud & Abel must show as it is (issue 15, finding 6). */
AdwToast *cas_app_toast_new (const char *text);
void cas_app_toast_set_text (AdwToast *toast, const char *text);
void cas_app_status_page_set_text (AdwStatusPage *page, const char *text);
void cas_app_row_set_plain (gpointer row);

/* TEXT appended to OUT with Markdown's special characters escaped. */
void cas_app_markdown_append (GString *out, const char *text);
/* A list item per line of EX, its sections in brackets. */
void cas_app_markdown_explain (GString *out, const CasExplain *ex);

G_END_DECLS
