/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-muster-dialog.h: Mustering a Lord who is not on the map: his Seat (free ones first)
 * and the Transport of his "any" / "no Ship" allotment, then one `muster` action. */
#pragma once

#include <adwaita.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_MUSTER_DIALOG (cas_muster_dialog_get_type ())
G_DECLARE_FINAL_TYPE (CasMusterDialog, cas_muster_dialog, CAS, MUSTER_DIALOG, AdwWindow)

GtkWidget *cas_muster_dialog_new (GtkWindow *parent, CasJournal *journal, int lord);
/* The action the Muster button records now, or NULL while the choice is incomplete. */
char *cas_muster_dialog_get_action (CasMusterDialog *self);
/* For tests: a control by name: "seat-pskov", "seat-other", "transport-boat-plus",
 * "muster", "cancel". */
GtkWidget *cas_muster_dialog_find (CasMusterDialog *self, const char *name);

G_END_DECLS
