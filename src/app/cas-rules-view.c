/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules-view.c: rules lookup: sections, key terms and search (being built; see issues). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-rules-view.h"

struct _CasRulesView
{
  AdwBin parent_instance;
  CasJournal *journal;
};

G_DEFINE_FINAL_TYPE (CasRulesView, cas_rules_view, ADW_TYPE_BIN)

static void
cas_rules_view_dispose (GObject *object)
{
  CasRulesView *self = CAS_RULES_VIEW (object);
  g_clear_object (&self->journal);
  G_OBJECT_CLASS (cas_rules_view_parent_class)->dispose (object);
}

static void
cas_rules_view_class_init (CasRulesViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cas_rules_view_dispose;
}

static void
cas_rules_view_init (CasRulesView *self)
{
  GtkWidget *page = adw_status_page_new ();
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("Not Ready Yet"));
  adw_bin_set_child (ADW_BIN (self), page);
}

GtkWidget *
cas_rules_view_new (void)
{
  return g_object_new (CAS_TYPE_RULES_VIEW, NULL);
}

void
cas_rules_view_set_journal (CasRulesView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_RULES_VIEW (self));
  g_set_object (&self->journal, journal);
}

void
cas_rules_view_show (CasRulesView *self, const char *query)
{
  g_return_if_fail (CAS_IS_RULES_VIEW (self));
}
