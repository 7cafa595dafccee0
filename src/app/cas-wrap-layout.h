/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-wrap-layout.h: lays children out like words in a paragraph (GTK 4.8 has no wrap box). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAS_TYPE_WRAP_LAYOUT (cas_wrap_layout_get_type ())
G_DECLARE_FINAL_TYPE (CasWrapLayout, cas_wrap_layout, CAS, WRAP_LAYOUT, GtkLayoutManager)

GtkLayoutManager *cas_wrap_layout_new (int spacing, int line_spacing);
GtkWidget *cas_wrap_box_new (int spacing, int line_spacing);

G_END_DECLS
