/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-map-view.c: the schematic map of Locales and Ways, with Lords and markers (being built; see issues). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-map-view.h"

struct _CasMapView
{
  AdwBin parent_instance;
  CasJournal *journal;
};

G_DEFINE_FINAL_TYPE (CasMapView, cas_map_view, ADW_TYPE_BIN)

static void
cas_map_view_dispose (GObject *object)
{
  CasMapView *self = CAS_MAP_VIEW (object);
  g_clear_object (&self->journal);
  G_OBJECT_CLASS (cas_map_view_parent_class)->dispose (object);
}

static void
cas_map_view_class_init (CasMapViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cas_map_view_dispose;
}

static void
cas_map_view_init (CasMapView *self)
{
  GtkWidget *page = adw_status_page_new ();
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("Not Ready Yet"));
  adw_bin_set_child (ADW_BIN (self), page);
}

GtkWidget *
cas_map_view_new (void)
{
  return g_object_new (CAS_TYPE_MAP_VIEW, NULL);
}

void
cas_map_view_set_journal (CasMapView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_MAP_VIEW (self));
  g_set_object (&self->journal, journal);
}
