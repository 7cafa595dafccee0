/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-page.h: a page of a game in the main window (issue 16; docs/architecture.md, "The
 * app"), and the page table of each family of games (cas-pages.c).
 *
 * The window knows its pages only through this: it builds its view stack from the table
 * of the game's family, makes each page with the table's GType when it is first needed,
 * and hands it the game's journal. What a page shows of the game is the page's own
 * business. A page is a GtkWidget that implements CasPage. */
#pragma once

#include <gtk/gtk.h>

#include "castellan.h"

G_BEGIN_DECLS

#define CAS_TYPE_PAGE (cas_page_get_type ())
G_DECLARE_INTERFACE (CasPage, cas_page, CAS, PAGE, GtkWidget)

struct _CasPageInterface
{
  GTypeInterface parent_iface;

  /* Shows JOURNAL's game (NULL: none); the page follows its "changed" signal itself. */
  void (*set_journal) (CasPage *self, CasJournal *journal);
};

void cas_page_set_journal (CasPage *self, CasJournal *journal);

/* In a page's .c file, before its G_DEFINE_*_TYPE_WITH_CODE (..., CAS_PAGE_IMPLEMENT
 * (type_name)): the interface's set_journal is the page's own type_name##_set_journal
 * (TypeCast (self), journal). */
#define CAS_PAGE_DEFINE_IFACE(type_name, TYPE_CAST)                                          \
  static void type_name##_page_set_journal (CasPage *page, CasJournal *journal)            \
  {                                                                                          \
    type_name##_set_journal (TYPE_CAST (page), journal);                                     \
  }                                                                                          \
  static void type_name##_page_iface_init (CasPageInterface *iface)                          \
  {                                                                                          \
    iface->set_journal = type_name##_page_set_journal;                                       \
  }
#define CAS_PAGE_IMPLEMENT(type_name) G_IMPLEMENT_INTERFACE (CAS_TYPE_PAGE, type_name##_page_iface_init)

/* One page of a family's games, in the order of the view switcher. The first page of a
 * table is built with the window; the others when first shown or needed, or one per
 * idle turn after the game's first frame (cas-window.c). */
typedef struct {
  const char *name;        /* "table": the view stack's child, win.show-page's target */
  const char *title;       /* "Table", marked for translation; translated where shown */
  const char *icon;        /* the view switcher's icon */
  GType (*get_type) (void); /* a GtkWidget implementing CasPage */
} CasPageInfo;

/* What the window, the Log and the scenario picker say of a game of one family, besides
 * its pages: they show a game of any family through this and the journal alone. */
typedef struct {
  /* The set-up in words, translated: the window's title ("Pleskau", "Standard game,
   * 3 players"). */
  char *(*title) (CasJournal *journal);
  /* The stem of a file name for the game, untranslated ("Pleskau", "standard-3"). */
  char *(*file_stem) (CasJournal *journal);
  /* The game in one line, for the picker's "Continue" row; called on a worker thread. */
  char *(*summary) (CasJournal *journal);
  /* The Log's Markdown export (cas_log_markdown), escaped (cas_app_markdown_append): the
   * heading's text, the Scenario section's body, and the last section (its own "## "
   * heading included). */
  void (*markdown_title) (CasJournal *journal, GString *out);
  void (*markdown_scenario) (CasJournal *journal, GString *out);
  void (*markdown_end) (CasJournal *journal, GString *out);
  /* The picker's rows for a new game of GAME, appended to LIST. A row that sets a game up
   * carries its scenario as object data "cas-scenario" (GINT_TO_POINTER (index + 1)). */
  void (*new_game_rows) (CasGameBase *game, GtkListBox *list);
} CasFamilyUi;

/* The scenario of a picker row (CasFamilyUi.new_game_rows), -1 for a row that sets none up. */
#define CAS_PICKER_ROW_SCENARIO "cas-scenario"

/* What the app says of FAMILY's games, or NULL when it has no pages for it. */
const CasFamilyUi *cas_family_ui_for (const char *family);
/* The family of JOURNAL's game (the registry's, by its id), or NULL. */
const char *cas_journal_family (CasJournal *journal);
/* What the app says of JOURNAL's game, or NULL. */
const CasFamilyUi *cas_family_ui_of (CasJournal *journal);

/* The Levy & Campaign series' (cas-lc-family.c) and Rus's (rus/cas-rus-family.c). */
extern const CasFamilyUi cas_lc_family_ui;
extern const CasFamilyUi cas_rus_family_ui;

/* At most this many pages in one family's table. */
#define CAS_MAX_PAGES 8

/* The pages of the games of FAMILY (a CasModule's family: "lc" ...), *n_pages set; NULL
 * with an error (CAS_ERROR_NOT_FOUND) that names the family when the app has no pages for
 * it, so it cannot show its games. */
const CasPageInfo *cas_pages_for (const char *family, guint *n_pages, GError **error);

/* The page named NAME in PAGES, or -1. */
int cas_pages_find (const CasPageInfo *pages, guint n_pages, const char *name);

G_END_DECLS
