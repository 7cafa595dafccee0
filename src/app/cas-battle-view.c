/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-battle-view.c: a Battle, Storm or Sally step by step, with the dice and the odds (being built; see issues). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-battle-view.h"

struct _CasBattleView
{
  AdwBin parent_instance;
  CasJournal *journal;
};

G_DEFINE_FINAL_TYPE (CasBattleView, cas_battle_view, ADW_TYPE_BIN)

static void
cas_battle_view_dispose (GObject *object)
{
  CasBattleView *self = CAS_BATTLE_VIEW (object);
  g_clear_object (&self->journal);
  G_OBJECT_CLASS (cas_battle_view_parent_class)->dispose (object);
}

static void
cas_battle_view_class_init (CasBattleViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cas_battle_view_dispose;
}

static void
cas_battle_view_init (CasBattleView *self)
{
  GtkWidget *page = adw_status_page_new ();
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("Not Ready Yet"));
  adw_bin_set_child (ADW_BIN (self), page);
}

GtkWidget *
cas_battle_view_new (void)
{
  return g_object_new (CAS_TYPE_BATTLE_VIEW, NULL);
}

void
cas_battle_view_set_journal (CasBattleView *self, CasJournal *journal)
{
  g_return_if_fail (CAS_IS_BATTLE_VIEW (self));
  g_set_object (&self->journal, journal);
}

void
cas_battle_view_start (CasBattleView *self, const char *spec)
{
  g_return_if_fail (CAS_IS_BATTLE_VIEW (self));
}
