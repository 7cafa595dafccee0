/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-log-view.c: the game log: the journal in words, undo to any point, export (being built; see issues). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-log-view.h"

struct _CasLogView
{
  AdwBin parent_instance;
  CasJournal *journal;
};

G_DEFINE_FINAL_TYPE (CasLogView, cas_log_view, ADW_TYPE_BIN)

static void
cas_log_view_dispose (GObject *object)
{
  CasLogView *self = CAS_LOG_VIEW (object);
  g_clear_object (&self->journal);
  G_OBJECT_CLASS (cas_log_view_parent_class)->dispose (object);
}

static void
cas_log_view_class_init (CasLogViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cas_log_view_dispose;
}

static void
cas_log_view_init (CasLogView *self)
{
  GtkWidget *page = adw_status_page_new ();
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("Not Ready Yet"));
  adw_bin_set_child (ADW_BIN (self), page);
}

GtkWidget *
cas_log_view_new (void)
{
  return g_object_new (CAS_TYPE_LOG_VIEW, NULL);
}

void
cas_log_view_set_journal (CasLogView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_LOG_VIEW (self));
  g_set_object (&self->journal, journal);
}
