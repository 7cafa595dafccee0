/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-dialog.h: a small window over a Rus page (issue 18) for what would crowd the
 * page's rows: a Kingdom's diplomacy, its Culture & Technology, a Kingdom switch. It
 * shows one AdwPreferencesPage that its FILL callback makes from the state, and makes
 * again whenever the journal changes (undo included), so a switch or a menu in it always
 * shows the table. Every change is a Rus action through the page's journal. */
#pragma once

#include "cas-rus-user-file.h"
#include "rus/cas-rus-page.h"

G_BEGIN_DECLS

typedef struct _CasRusDialog CasRusDialog;

/* Makes the dialog's groups for the state S (never NULL). */
typedef void (*CasRusDialogFill) (CasRusDialog *dialog, const CasRusState *s, gpointer data);

/* A modal window named NAME over PAGE's window, titled TITLE, filled by FILL with DATA
 * (freed by DESTROY with the window); presented. Returns the window. */
GtkWidget *cas_rus_dialog_present (CasRusPage *page, const char *name, const char *title, CasRusDialogFill fill,
                                   gpointer data, GDestroyNotify destroy);
CasRusPage *cas_rus_dialog_get_page (CasRusDialog *dialog);
GtkWidget *cas_rus_dialog_get_window (CasRusDialog *dialog);
/* Adds GROUP until the next fill. */
void cas_rus_dialog_add (CasRusDialog *dialog, AdwPreferencesGroup *group);
/* Fills the dialog again on an idle turn (a choice of its own changed). */
void cas_rus_dialog_queue_fill (CasRusDialog *dialog);
/* Records one Rus action TEXT; a refusal is a toast and the dialog shows the table again. */
gboolean cas_rus_dialog_do (CasRusDialog *dialog, const char *text);
/* rus-app2: records LINES (NULL-terminated Rus actions), each its own line of the journal
 * (undo takes them back one at a time); a refusal is a toast naming why, nothing is
 * recorded, and the dialog shows the table again. */
gboolean cas_rus_dialog_do_lines (CasRusDialog *dialog, const char *const *lines);
/* The dialog WIDGET is in, or NULL. */
CasRusDialog *cas_rus_dialog_of (GtkWidget *widget);
/* The suggested button at the end of the header bar: CLICKED (with the dialog and its
 * data) when pressed. */
GtkWidget *cas_rus_dialog_set_button (CasRusDialog *dialog, const char *name, const char *label,
                                      void (*clicked) (CasRusDialog *dialog, gpointer data));

G_END_DECLS

G_BEGIN_DECLS

/* The Kingdoms page's dialogs (cas-rus-kingdom-dialogs.c). DATA is the Kingdom (or the
 * player) as GINT_TO_POINTER. */
/* Its Ruler, its Influencer, its allies and Envoys, and the register with what the rules
 * forbid [DIPLO p.7; VASSAL p.15; INFLUENCE p.8; ALLY p.7; ENVOY p.7]. */
void cas_rus_diplomacy_dialog_open (CasRusPage *page, gpointer kingdom);
/* Its Culture & Technology abilities, religion, and the VP entered from its mat and card
 * [CT p.17; VP p.17]. */
void cas_rus_ct_dialog_open (CasRusPage *page, gpointer kingdom);
/* A player's Kingdom switch: the numbers and the actions that record it [SWITCH p.5]. */
void cas_rus_switch_dialog_open (CasRusPage *page, gpointer player);
/* rus-app2: a foreign invader's pieces (SLOT 0 Vikings, 1 Teutons): who runs them, their
 * card, a move checked by the action before it is recorded, the areas they conquered, their
 * Vassals and the end of their invasion turn (cas-rus-invader-dialog.c) [INVCARD p.6;
 * INVASION p.16; VASSAL p.15]. */
void cas_rus_invader_dialog_open (CasRusPage *page, gpointer slot);

/* The C&T tree in the Culture & Technology dialog (cas-rus-ct-tree.c, issue 18): what
 * KINGDOM may buy now with a Buy button each [CT p.17], and the form for the tree's facts
 * kept in the shared C&T file. */
void cas_rus_ct_tree_fill (CasRusDialog *dialog, const CasRusState *s, int kingdom);
/* The trade charters in the Diplomacy dialog (cas-rus-charters-form.c, issue 18): each
 * Foreign Power's charter as the charters file gives it, what KINGDOM may buy there
 * (cas_rus_trade ()) [TRADE p.10; ENVOY p.7], and a form for its facts saved in the file. */
void cas_rus_charters_group_add (CasRusDialog *dialog, const CasRusState *s, int kingdom);
/* rus-app (issue 18): annexing and Missionaries in the Diplomacy dialog (cas-rus-annex-form.c):
 * the areas next to KINGDOM's land it may annex or convert and why (cas_rus_annex ()), a
 * button recording the proposed actions for each allowed one [DIPLO p.7; ANNEX p.7; MISSION p.7]. */
void cas_rus_annex_group_add (CasRusDialog *dialog, const CasRusState *s, int kingdom);
/* Sets one FACT of entry KEY of the table's own file KIND to VALUE ("" or NULL: unknown)
 * from words, as castellan-cli's `set` does, and saves the file (a damaged one is kept
 * beside it); a refusal or the backup is a toast; ROW's dialog is filled again. */
void cas_rus_dialog_save_fact (GtkWidget *row, const CasRusUserFile *kind, int key, const char *fact, const char *value);
/* An entry row named NAME for one FACT of entry KEY of the file KIND, showing TEXT (the
 * fact in the words of castellan-cli's `set`); its apply button saves it
 * (cas_rus_dialog_save_fact ()). */
GtkWidget *cas_rus_fact_entry_new (const CasRusUserFile *kind, int key, const char *fact, const char *name, const char *title,
                                   const char *text);

G_END_DECLS
