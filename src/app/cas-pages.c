/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-pages.c: the CasPage interface and the page table of each family of games
 * (cas-page.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-page.h"
#include "cas-table-view.h"
#include "cas-map-view.h"
#include "cas-plan-view.h"
#include "cas-battle-view.h"
#include "cas-log-view.h"
#include "cas-rules-view.h"

G_DEFINE_INTERFACE (CasPage, cas_page, GTK_TYPE_WIDGET)

static void
cas_page_default_init (CasPageInterface *iface)
{
}

void
cas_page_set_journal (CasPage *self, CasJournal *journal)
{
  CasPageInterface *iface;

  g_return_if_fail (CAS_IS_PAGE (self));
  g_return_if_fail (journal == NULL || CAS_IS_JOURNAL (journal));
  iface = CAS_PAGE_GET_IFACE (self);
  g_return_if_fail (iface->set_journal != NULL);
  iface->set_journal (self, journal);
}

/* The Levy & Campaign series (Nevsky, then Inferno). The Log and the Rules pages serve
 * every family; the others are the series' own. */
static const CasPageInfo lc_pages[] = {
  { "table", N_("Table"), "view-grid-symbolic", cas_table_view_get_type },
  { "map", N_("Map"), "mark-location-symbolic", cas_map_view_get_type },
  { "plan", N_("Plan & Cards"), "view-list-symbolic", cas_plan_view_get_type },
  { "battle", N_("Battle"), "applications-games-symbolic", cas_battle_view_get_type },
  { "log", N_("Log"), "document-open-recent-symbolic", cas_log_view_get_type },
  { "rules", N_("Rules"), "accessories-dictionary-symbolic", cas_rules_view_get_type },
};

/* One row per family the app can show. Rus ("rus") gets board, kingdoms, round and
 * combat, then log and rules (shared/design/MULTIGAME.md, step 11). */
static const struct {
  const char *family;
  const CasPageInfo *pages;
  guint n_pages;
} families[] = {
  { "lc", lc_pages, G_N_ELEMENTS (lc_pages) },
};

const CasPageInfo *
cas_pages_for (const char *family, guint *n_pages, GError **error)
{
  g_return_val_if_fail (n_pages != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  *n_pages = 0;
  for (gsize i = 0; i < G_N_ELEMENTS (families); i++)
    if (g_strcmp0 (families[i].family, family) == 0)
      {
        G_STATIC_ASSERT (G_N_ELEMENTS (lc_pages) <= CAS_MAX_PAGES);
        *n_pages = families[i].n_pages;
        return families[i].pages;
      }
  g_set_error (error, CAS_ERROR, CAS_ERROR_NOT_FOUND,
               _("This version of Castellan has no pages for games of the family “%s”, so it cannot show them"),
               family ? cas_module_family_name (family) : "");
  return NULL;
}

int
cas_pages_find (const CasPageInfo *pages, guint n_pages, const char *name)
{
  for (guint i = 0; pages && name && i < n_pages; i++)
    if (g_str_equal (pages[i].name, name))
      return (int) i;
  return -1;
}
