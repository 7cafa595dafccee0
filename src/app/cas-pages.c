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
#include "rus/cas-rus-pages.h"

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

/* Rus (issue 18): its Kingdoms and players, the turn, battle and the map data the table
 * entered; the Log and the Rules pages are the shared ones. "battle" and "map" keep the
 * names of the series' pages, so win.show-page and its shortcuts reach them. */
static const CasPageInfo rus_pages[] = {
  { "kingdoms", N_("Kingdoms"), "view-grid-symbolic", cas_rus_kingdoms_page_get_type },
  { "turn", N_("Turn"), "view-list-symbolic", cas_rus_turn_page_get_type },
  { "battle", N_("Battle"), "applications-games-symbolic", cas_rus_battle_page_get_type },
  { "map", N_("Map Data"), "mark-location-symbolic", cas_rus_map_page_get_type },
  { "log", N_("Log"), "document-open-recent-symbolic", cas_log_view_get_type },
  { "rules", N_("Rules"), "accessories-dictionary-symbolic", cas_rules_view_get_type },
};

/* One row per family the app can show. */
static const struct {
  const char *family;
  const CasPageInfo *pages;
  guint n_pages;
  const CasFamilyUi *ui;
} families[] = {
  { "lc", lc_pages, G_N_ELEMENTS (lc_pages), &cas_lc_family_ui },
  { "rus", rus_pages, G_N_ELEMENTS (rus_pages), &cas_rus_family_ui },
};

G_STATIC_ASSERT (G_N_ELEMENTS (lc_pages) <= CAS_MAX_PAGES);
G_STATIC_ASSERT (G_N_ELEMENTS (rus_pages) <= CAS_MAX_PAGES);

const CasFamilyUi *
cas_family_ui_for (const char *family)
{
  for (gsize i = 0; i < G_N_ELEMENTS (families); i++)
    if (g_strcmp0 (families[i].family, family) == 0)
      return families[i].ui;
  return NULL;
}

const char *
cas_journal_family (CasJournal *journal)
{
  const CasModule *module;

  g_return_val_if_fail (CAS_IS_JOURNAL (journal), NULL);
  module = cas_module_find (cas_game_base_get_id (cas_journal_get_base (journal)));
  return module ? module->family : cas_game_base_get_family (cas_journal_get_base (journal));
}

const CasFamilyUi *
cas_family_ui_of (CasJournal *journal)
{
  return cas_family_ui_for (cas_journal_family (journal));
}

const CasPageInfo *
cas_pages_for (const char *family, guint *n_pages, GError **error)
{
  g_return_val_if_fail (n_pages != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  *n_pages = 0;
  for (gsize i = 0; i < G_N_ELEMENTS (families); i++)
    if (g_strcmp0 (families[i].family, family) == 0)
      {
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
