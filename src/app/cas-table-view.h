/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-table-view.h: the Table page: Calendar, sequence of play, Lord mats by side, markers;
 * every edit on it is a journal action. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_TABLE_VIEW (cas_table_view_get_type ())
G_DECLARE_FINAL_TYPE (CasTableView, cas_table_view, CAS, TABLE_VIEW, GtkWidget)

void cas_table_view_set_journal (CasTableView *self, CasJournal *journal);
CasJournal *cas_table_view_get_journal (CasTableView *self);
void cas_table_view_refresh (CasTableView *self);
guint cas_table_view_get_n_mats (CasTableView *self);
gboolean cas_table_view_has_deferred_mats (CasTableView *self);
/* Under Hidden Mats (1.5.2): whether the side's owner has revealed its mats. */
gboolean cas_table_view_get_mats_shown (CasTableView *self, int side);
/* Actions that are waiting for the main loop (widgets never change the table in the
 * middle of their own signal handlers). */
gboolean cas_table_view_has_pending (CasTableView *self);

/* For the page's widgets. Each activates the page's "table.do" action from WIDGET, which
 * records the action in the journal (once the current signal is over) or toasts why not. */
void cas_table_do (GtkWidget *widget, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* A button whose click records ACTION ("forces hermann knights +1"); NAME is its accessible
 * name and tooltip. */
GtkWidget *cas_table_action_button_new (const char *icon_or_label, gboolean icon, const char *name);
void cas_table_action_button_set (GtkWidget *button, const char *action);

/* A popover that picks a Locale: a search entry over a list, the FIRST ones (adjacent,
 * free Seats…) under FIRST_HEADING, then every other Locale by name. */
typedef void (*CasLocalePicked) (GtkWidget *popover, int locale, gpointer user_data);
GtkWidget *cas_locale_popover_new (CasGame *game, const char *title, const int *first, int n_first,
                                   const char *first_heading, gboolean all, CasLocalePicked picked,
                                   gpointer user_data);
/* A choice that is not a Locale (the Legate "on its card"), listed first. */
void cas_locale_popover_add_extra (GtkWidget *popover, const char *label, int value);
/* For tests: picks as a click on the row of LOCALE (or an extra's value) would. */
gboolean cas_locale_popover_pick (GtkWidget *popover, int locale);

G_END_DECLS
