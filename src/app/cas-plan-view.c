/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-plan-view.c: the Plan stacks, Lieutenants and the Arts of War cards in play (being built; see issues). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-plan-view.h"

struct _CasPlanView
{
  AdwBin parent_instance;
  CasJournal *journal;
};

G_DEFINE_FINAL_TYPE (CasPlanView, cas_plan_view, ADW_TYPE_BIN)

static void
cas_plan_view_dispose (GObject *object)
{
  CasPlanView *self = CAS_PLAN_VIEW (object);
  g_clear_object (&self->journal);
  G_OBJECT_CLASS (cas_plan_view_parent_class)->dispose (object);
}

static void
cas_plan_view_class_init (CasPlanViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cas_plan_view_dispose;
}

static void
cas_plan_view_init (CasPlanView *self)
{
  GtkWidget *page = adw_status_page_new ();
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("Not Ready Yet"));
  adw_bin_set_child (ADW_BIN (self), page);
}

GtkWidget *
cas_plan_view_new (void)
{
  return g_object_new (CAS_TYPE_PLAN_VIEW, NULL);
}

void
cas_plan_view_set_journal (CasPlanView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_PLAN_VIEW (self));
  g_set_object (&self->journal, journal);
}
