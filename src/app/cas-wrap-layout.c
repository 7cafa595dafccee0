/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-wrap-layout.c: lays children out like words in a paragraph, each at its natural
 * width, starting a new line when the next one does not fit (GTK 4.8 has no wrap box;
 * a flow box aligns columns and wastes the room chips of different widths need). */
#include "config.h"

#include "cas-wrap-layout.h"

struct _CasWrapLayout
{
  GtkLayoutManager parent_instance;
  int spacing;
  int line_spacing;
};

G_DEFINE_FINAL_TYPE (CasWrapLayout, cas_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

GtkLayoutManager *
cas_wrap_layout_new (int spacing, int line_spacing)
{
  CasWrapLayout *self = g_object_new (CAS_TYPE_WRAP_LAYOUT, NULL);
  self->spacing = spacing;
  self->line_spacing = line_spacing;
  return GTK_LAYOUT_MANAGER (self);
}

/* A plain widget whose children wrap. */
GtkWidget *
cas_wrap_box_new (int spacing, int line_spacing)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_layout_manager (box, cas_wrap_layout_new (spacing, line_spacing));
  return box;
}

static int
child_width (GtkWidget *child, int avail)
{
  int min, nat;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return CLAMP (nat, min, MAX (min, avail));
}

static int
child_height (GtkWidget *child, int width)
{
  int min, nat;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  return nat;
}

/* Walks the lines for a given width; allocates when asked, returns the height. */
static int
flow (CasWrapLayout *self, GtkWidget *widget, int width, gboolean allocate)
{
  int x = 0, y = 0, line_height = 0;
  gboolean any = FALSE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_should_layout (child))
        continue;
      int w = child_width (child, width);
      int h = child_height (child, w);
      if (x > 0 && x + w > width)
        {
          y += line_height + self->line_spacing;
          x = 0;
          line_height = 0;
        }
      if (allocate)
        gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, w, h }, -1);
      x += w + self->spacing;
      line_height = MAX (line_height, h);
      any = TRUE;
    }
  return any ? y + line_height : 0;
}

static GtkSizeRequestMode
cas_wrap_layout_get_request_mode (GtkLayoutManager *manager, GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cas_wrap_layout_measure (GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation, int for_size, /* NOLINT(misc-no-recursion): calls itself once, for the width */
                         int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  CasWrapLayout *self = CAS_WRAP_LAYOUT (manager);
  int min = 0, nat = 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gboolean any = FALSE;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
        {
          int cmin, cnat;
          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, &cnat, NULL, NULL);
          min = MAX (min, cmin);
          nat += cnat + (any ? self->spacing : 0);
          any = TRUE;
        }
    }
  else
    {
      /* Without a width, the narrowest layout: one child a line. */
      int width = for_size, unused;
      if (width < 0)
        cas_wrap_layout_measure (manager, widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, &unused, NULL, NULL);
      min = nat = flow (self, widget, width, FALSE);
    }
  *minimum = min;
  *natural = nat;
  if (minimum_baseline)
    *minimum_baseline = -1;
  if (natural_baseline)
    *natural_baseline = -1;
}

static void
cas_wrap_layout_allocate (GtkLayoutManager *manager, GtkWidget *widget, int width, int height, int baseline)
{
  flow (CAS_WRAP_LAYOUT (manager), widget, width, TRUE);
}

static void
cas_wrap_layout_class_init (CasWrapLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = cas_wrap_layout_get_request_mode;
  layout_class->measure = cas_wrap_layout_measure;
  layout_class->allocate = cas_wrap_layout_allocate;
}

static void
cas_wrap_layout_init (CasWrapLayout *self)
{
  self->spacing = 4;
  self->line_spacing = 4;
}
