/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-lord-mat.h: one Mustered Lord's mat: his counts with +/− buttons, Vassals, Locale, badges
 * and the calculators that concern him. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_LORD_MAT (cas_lord_mat_get_type ())
G_DECLARE_FINAL_TYPE (CasLordMat, cas_lord_mat, CAS, LORD_MAT, GtkWidget)

GtkWidget *cas_lord_mat_new (void);
void cas_lord_mat_update (CasLordMat *self, const CasTable *table, int lord);
int cas_lord_mat_get_lord (CasLordMat *self);

/* A row of a mat: NAME (ellipsized) over a dim caption, CONTROL centred at the end;
 * *NAME_LABEL (if not NULL) and *CAPTION_LABEL receive the two labels. The Vassal rows and a game's own
 * mat sections (Inferno: the Comune switch, the Levy rows) share it. */
/* inferno-app (issue 17): the This Lord cards at LORD's own mat, or ON_COMUNE on his
 * Comune's mat, as chips in BOX, rebuilt when they differ from *SHOWN (a bit per card;
 * *KNOWN FALSE the first time); whether there are any. */
gboolean cas_lord_mat_fill_cards (GtkWidget *box, const CasTable *t, int lord, gboolean on_comune, guint64 *shown,
                                  gboolean *known);
GtkWidget *cas_lord_mat_row_new (const char *name, GtkWidget *control, GtkWidget **name_label,
                                 GtkWidget **caption_label);

/* For tests: a control of the mat by name: "forces-knights-plus", "routed-serfs-minus",
 * "assets-prov-plus", "vassal-<id>" (the Vassal's state menu), "move-button",
 * "moved-toggle", "laden-button", "sail-button", "battle-button", "storm-button"... */
GtkWidget *cas_lord_mat_find (CasLordMat *self, const char *name);

G_END_DECLS
