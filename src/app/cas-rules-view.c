/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules-view.c: the Rules page: the section tree, search and key terms, the section being
 * read (title, our summary, the imported text, cross references), and the rulebook import. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-rules-cache.h"
#include "cas-rules-view.h"
#include "cas-page.h"

#define MAX_RESULTS 25
#define MAX_TERMS 8

struct _CasRulesView
{
  AdwBin parent_instance;

  GtkStack *main_stack;
  GtkSpinner *loading_spinner;
  AdwStatusPage *error_page;
  GtkSearchEntry *search_entry;
  GtkStack *sidebar_stack;
  GtkListView *tree_view;
  GtkWidget *terms_area;
  GtkFlowBox *terms_flow;
  GtkWidget *results_heading;
  GtkListBox *results_list;
  AdwStatusPage *empty_page;
  GtkLabel *source_label;
  GtkSpinner *import_spinner;
  GtkWidget *import_button;
  GtkScrolledWindow *reading_scroller;
  GtkLabel *number_label;
  GtkLabel *title_label;
  GtkLabel *parent_label;
  GtkWidget *summary_box;
  GtkLabel *summary_label;
  GtkWidget *text_box;
  GtkLabel *text_label;
  GtkWidget *import_box;
  GtkWidget *import_card_button;
  GtkWidget *children_section;
  GtkListBox *children_list;
  GtkWidget *terms_section;
  GtkFlowBox *section_terms_flow;
  GtkWidget *see_section;
  GtkListBox *see_list;
  GtkWidget *cited_section;
  GtkListBox *cited_list;

  CasJournal *journal;
  char *game_id;
  CasRulebook *rulebook;
  GCancellable *cancellable;  /* loading the rulebook, importing */
  char *pending;              /* asked for before the rulebook was loaded */
  char *section;              /* the section on the reading pane */
  GHashTable *children;       /* number ("" for the top) -> GtkStringList of its subsections */
  GHashTable *parents;        /* number -> the number of the section it belongs to */
  GtkTreeListModel *tree_model;
  GtkSingleSelection *selection;
  gboolean selecting;         /* the tree's selection is being set to follow the page */
  gboolean importing;
  GFileMonitor *monitor;      /* the imported rulebook's file: Preferences or the CLI may change it */
  guint reload_source;
};

CAS_PAGE_DEFINE_IFACE (cas_rules_view, CAS_RULES_VIEW)
G_DEFINE_FINAL_TYPE_WITH_CODE (CasRulesView, cas_rules_view, ADW_TYPE_BIN, CAS_PAGE_IMPLEMENT (cas_rules_view))

static void show_section (CasRulesView *self, const char *number, gboolean sync_tree);
static void run_search (CasRulesView *self, const char *text);

/* ------------------------------------------------------------------------ */
/* The section tree */

/* "4.3.2" -> "4.3", "4.3" -> "4.0", "4.0" -> NULL. */
static char *
parent_number (const char *number)
{
  g_auto(GStrv) parts = g_strsplit (number, ".", -1);
  guint n = g_strv_length (parts);

  if (n <= 1 || (n == 2 && g_str_equal (parts[1], "0")))
    return NULL;
  if (n == 2)
    return g_strdup_printf ("%s.0", parts[0]);
  g_free (parts[n - 1]);
  parts[n - 1] = NULL;
  return g_strjoinv (".", parts);
}

static GListModel *
create_child_model (gpointer item, gpointer user_data)
{
  CasRulesView *self = user_data;
  const char *number = gtk_string_object_get_string (GTK_STRING_OBJECT (item));
  GtkStringList *list = self->children ? g_hash_table_lookup (self->children, number) : NULL;

  return list ? g_object_ref (G_LIST_MODEL (list)) : NULL;
}

static void
tree_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *title = gtk_label_new (NULL);

  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_add_css_class (number, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (number), 0);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), title);
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), box);
  gtk_list_item_set_child (item, expander);
}

static void
tree_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  CasRulesView *self = user_data;
  GtkTreeListRow *row = gtk_list_item_get_item (item);
  GtkWidget *expander = gtk_list_item_get_child (item);
  GtkWidget *box = gtk_tree_expander_get_child (GTK_TREE_EXPANDER (expander));
  GtkWidget *number = gtk_widget_get_first_child (box);
  GtkWidget *title = gtk_widget_get_next_sibling (number);
  g_autoptr(GObject) obj = gtk_tree_list_row_get_item (row);
  const char *n = gtk_string_object_get_string (GTK_STRING_OBJECT (obj));
  const CasRuleSection *s = self->rulebook ? cas_rulebook_find_section (self->rulebook, n) : NULL;
  g_autofree char *label = NULL;

  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), row);
  gtk_label_set_label (GTK_LABEL (number), n);
  gtk_label_set_label (GTK_LABEL (title), s ? cas_game_text (s->title) : "");
  if (s && s->depth == 1)
    gtk_widget_add_css_class (title, "heading");
  else
    gtk_widget_remove_css_class (title, "heading");
  gtk_widget_set_tooltip_text (box, s ? cas_game_text (s->title) : NULL);
  label = g_strdup_printf ("%s %s", n, s ? cas_game_text (s->title) : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
tree_selection_cb (CasRulesView *self)
{
  GtkTreeListRow *row;
  g_autoptr(GObject) obj = NULL;

  if (self->selecting)
    return;
  row = gtk_single_selection_get_selected_item (self->selection);
  if (row == NULL)
    return;
  obj = gtk_tree_list_row_get_item (row);
  show_section (self, gtk_string_object_get_string (GTK_STRING_OBJECT (obj)), FALSE);
}

static void
clear_tree (CasRulesView *self)
{
  gtk_list_view_set_model (self->tree_view, NULL);
  if (self->selection)
    g_signal_handlers_disconnect_by_func (self->selection, tree_selection_cb, self);
  g_clear_object (&self->selection);
  g_clear_object (&self->tree_model);
  g_clear_pointer (&self->children, g_hash_table_unref);
  g_clear_pointer (&self->parents, g_hash_table_unref);
}

static void
build_tree (CasRulesView *self)
{
  GtkStringList *top;

  clear_tree (self);
  self->children = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->parents = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  top = gtk_string_list_new (NULL);
  g_hash_table_insert (self->children, g_strdup (""), top);

  for (guint i = 0; i < cas_rulebook_get_n_sections (self->rulebook); i++)
    {
      const CasRuleSection *s = cas_rulebook_get_section (self->rulebook, i);
      g_autofree char *parent = parent_number (s->number);
      GtkStringList *list;

      /* A section whose parent the index lacks hangs from the nearest one it has. */
      while (parent && cas_rulebook_find_section (self->rulebook, parent) == NULL)
        {
          char *up = parent_number (parent);
          g_free (parent);
          parent = up;
        }
      if (parent)
        {
          const CasRuleSection *p = cas_rulebook_find_section (self->rulebook, parent);
          g_free (parent);
          parent = g_strdup (p->number);
        }
      list = g_hash_table_lookup (self->children, parent ? parent : "");
      if (list == NULL)
        {
          list = gtk_string_list_new (NULL);
          g_hash_table_insert (self->children, g_strdup (parent), list);
        }
      gtk_string_list_append (list, s->number);
      g_hash_table_insert (self->parents, g_strdup (s->number), g_strdup (parent ? parent : ""));
    }

  self->tree_model = gtk_tree_list_model_new (G_LIST_MODEL (g_object_ref (top)), FALSE, FALSE, create_child_model,
                                              self, NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->tree_model)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (tree_selection_cb), self);
  gtk_list_view_set_model (self->tree_view, GTK_SELECTION_MODEL (self->selection));
}

static gboolean
is_ancestor (CasRulesView *self, const char *maybe, const char *number)
{
  const char *p = number;
  while ((p = g_hash_table_lookup (self->parents, p)) != NULL && *p)
    if (g_str_equal (p, maybe))
      return TRUE;
  return FALSE;
}

/* Expands the tree down to the section and selects it. */
static void
select_in_tree (CasRulesView *self, const char *number)
{
  GListModel *rows;

  if (self->tree_model == NULL)
    return;
  rows = G_LIST_MODEL (self->tree_model);
  self->selecting = TRUE;
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
      g_autoptr(GObject) obj = gtk_tree_list_row_get_item (row);
      const char *n = gtk_string_object_get_string (GTK_STRING_OBJECT (obj));

      if (g_str_equal (n, number))
        {
          gtk_single_selection_set_selected (self->selection, i);
          gtk_widget_activate_action (GTK_WIDGET (self->tree_view), "list.scroll-to-item", "u", i);
          break;
        }
      if (is_ancestor (self, n, number))
        gtk_tree_list_row_set_expanded (row, TRUE);
    }
  self->selecting = FALSE;
}

/* ------------------------------------------------------------------------ */
/* The reading pane */

static GtkWidget *
section_row_new (const CasRuleSection *s)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *number = gtk_label_new (s->number);
  g_autofree char *title = g_markup_escape_text (cas_game_text (s->title), -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_add_css_class (number, "dim-label");
  gtk_label_set_width_chars (GTK_LABEL (number), 6);
  gtk_label_set_xalign (GTK_LABEL (number), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), number);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "cas-section", g_strdup (s->number), g_free);
  if (s->summary[0])
    gtk_widget_set_tooltip_text (row, cas_game_text (s->summary));
  return row;
}

/* Fills a boxed list with rows for `numbers`; hides `section` when there are none. */
static void
fill_sections (CasRulesView *self, GtkListBox *list, GtkWidget *section, const char *const *numbers, guint n)
{
  guint shown = 0;

  cas_app_remove_children (GTK_WIDGET (list));
  for (guint i = 0; i < n; i++)
    {
      const CasRuleSection *s = cas_rulebook_find_section (self->rulebook, numbers[i]);
      if (s == NULL)
        continue;
      gtk_list_box_append (list, section_row_new (s));
      shown++;
    }
  gtk_widget_set_visible (section, shown > 0);
}

static void term_clicked_cb (GtkButton *button, CasRulesView *self);

/* The imported text as markup: escaped, with every section number the index knows ("see
 * 4.3.4") turned into a link to it. */
static char *
text_markup (CasRulesView *self, const char *text)
{
  static GRegex *numbers;
  g_autoptr(GMatchInfo) match = NULL;
  GString *out = g_string_new (NULL);
  const char *done = text;

  if (numbers == NULL)
    numbers = g_regex_new ("(?<![\\d.])\\d{1,2}\\.\\d{1,2}(?:\\.\\d{1,2})?(?![\\d]|\\.\\d)", G_REGEX_OPTIMIZE, 0, NULL);
  g_regex_match (numbers, text, 0, &match);
  while (g_match_info_matches (match))
    {
      int start, end;
      g_autofree char *number = g_match_info_fetch (match, 0);
      const CasRuleSection *s;

      g_match_info_fetch_pos (match, 0, &start, &end);
      s = cas_rulebook_find_section (self->rulebook, number);
      if (s)
        {
          g_autofree char *before = g_markup_escape_text (done, text + start - done);
          g_autofree char *link = g_markup_printf_escaped ("<a href=\"%s\" title=\"%s\">%s</a>", s->number, cas_game_text (s->title),
                                                           number);
          g_string_append (out, before);
          g_string_append (out, link);
          done = text + end;
        }
      g_match_info_next (match, NULL);
    }
  {
    g_autofree char *rest = g_markup_escape_text (done, -1);
    g_string_append (out, rest);
  }
  return g_string_free (out, FALSE);
}

static void
show_section (CasRulesView *self, const char *number, gboolean sync_tree)
{
  const CasRuleSection *s;
  const char *text;
  g_autofree char *parent = NULL;
  GtkStringList *children;

  if (self->rulebook == NULL || (s = cas_rulebook_find_section (self->rulebook, number)) == NULL)
    return;

  g_free (self->section);
  self->section = g_strdup (s->number);

  {
    /* TRANSLATORS: above a rule section's title, "Section 4.3.2" */
    g_autofree char *label = g_strdup_printf (_("Section %s"), s->number);
    gtk_label_set_label (self->number_label, label);
  }
  gtk_label_set_label (self->title_label, cas_game_text (s->title));

  parent = g_strdup (g_hash_table_lookup (self->parents, s->number));
  if (parent && *parent)
    {
      const CasRuleSection *p = cas_rulebook_find_section (self->rulebook, parent);
      g_autofree char *link = g_markup_printf_escaped ("<a href=\"%s\">%s %s</a>", p->number, p->number, cas_game_text (p->title));
      /* TRANSLATORS: "Part of 4.3 March", with a link to the parent section */
      g_autofree char *markup = g_strdup_printf (_("Part of %s"), link);
      gtk_label_set_markup (self->parent_label, markup);
      gtk_widget_set_visible (GTK_WIDGET (self->parent_label), TRUE);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->parent_label), FALSE);

  gtk_label_set_label (self->summary_label, cas_game_text (s->summary));
  gtk_widget_set_visible (self->summary_box, s->summary[0] != '\0');

  text = cas_rulebook_get_text (self->rulebook, s->number);
  if (cas_rulebook_is_imported (self->rulebook))
    {
      gtk_widget_set_visible (self->import_box, FALSE);
      gtk_widget_set_visible (self->text_box, TRUE);
      if (text && *text)
        {
          g_autofree char *markup = text_markup (self, text);
          gtk_label_set_markup (self->text_label, markup);
          gtk_widget_remove_css_class (GTK_WIDGET (self->text_label), "dim-label");
        }
      else
        {
          gtk_label_set_text (self->text_label, _("Your imported rulebook has no text of its own here; the sections "
                                                  "below carry it."));
          gtk_label_set_use_markup (self->text_label, FALSE);
          gtk_widget_add_css_class (GTK_WIDGET (self->text_label), "dim-label");
        }
    }
  else
    {
      gtk_widget_set_visible (self->text_box, FALSE);
      gtk_widget_set_visible (self->import_box, TRUE);
    }

  children = g_hash_table_lookup (self->children, s->number);
  if (children)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (children));
      g_autofree const char **numbers = g_new0 (const char *, n + 1);
      for (guint i = 0; i < n; i++)
        numbers[i] = gtk_string_list_get_string (children, i);
      fill_sections (self, self->children_list, self->children_section, numbers, n);
    }
  else
    gtk_widget_set_visible (self->children_section, FALSE);

  cas_app_remove_children (GTK_WIDGET (self->section_terms_flow));
  for (char **t = s->terms; t && *t; t++)
    {
      GtkWidget *button = gtk_button_new_with_label (*t);
      g_autofree char *tip = g_strdup_printf (_("Look up “%s”"), *t);
      gtk_widget_add_css_class (button, "term-button");
      gtk_widget_set_tooltip_text (button, tip);
      g_signal_connect (button, "clicked", G_CALLBACK (term_clicked_cb), self);
      gtk_flow_box_append (self->section_terms_flow, button);
    }
  gtk_widget_set_visible (self->terms_section, s->terms && s->terms[0]);

  fill_sections (self, self->see_list, self->see_section, (const char *const *) s->see, g_strv_length (s->see));
  fill_sections (self, self->cited_list, self->cited_section, (const char *const *) s->cited_by,
                 s->cited_by ? g_strv_length (s->cited_by) : 0);

  /* The result being read stays marked in the list. */
  {
    GtkListBoxRow *mark = NULL;
    for (int i = 0; !mark; i++)
      {
        GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->results_list, i);
        if (row == NULL)
          break;
        if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "cas-section"), s->number) == 0)
          mark = row;
      }
    gtk_list_box_select_row (self->results_list, mark);
  }

  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->reading_scroller), 0);
  if (sync_tree)
    select_in_tree (self, s->number);
}

static gboolean
link_activated_cb (CasRulesView *self, const char *uri, GtkLabel *label)
{
  show_section (self, uri, TRUE);
  return TRUE;
}

static void
xref_activated_cb (CasRulesView *self, GtkListBoxRow *row, GtkListBox *list)
{
  const char *number = g_object_get_data (G_OBJECT (row), "cas-section");
  if (number)
    show_section (self, number, TRUE);
}

static void
term_clicked_cb (GtkButton *button, CasRulesView *self)
{
  const char *term = gtk_button_get_label (button);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), term);
  run_search (self, term);
}

/* ------------------------------------------------------------------------ */
/* Search */

/* Matched words come between « and »: bold, with everything else escaped. */
static char *
snippet_markup (const char *snippet)
{
  GString *out = g_string_new (NULL);
  const char *p = snippet;

  while (*p)
    {
      const char *open = strstr (p, CAS_RULEBOOK_MARK_OPEN);
      const char *close;
      g_autofree char *before = NULL;
      g_autofree char *marked = NULL;

      if (open == NULL)
        {
          g_autofree char *rest = g_markup_escape_text (p, -1);
          g_string_append (out, rest);
          break;
        }
      before = g_markup_escape_text (p, open - p);
      g_string_append (out, before);
      open += strlen (CAS_RULEBOOK_MARK_OPEN);
      close = strstr (open, CAS_RULEBOOK_MARK_CLOSE);
      if (close == NULL)
        close = open + strlen (open);
      marked = g_markup_escape_text (open, close - open);
      g_string_append_printf (out, "<b>%s</b>", marked);
      p = *close ? close + strlen (CAS_RULEBOOK_MARK_CLOSE) : close;
    }
  return g_string_free (out, FALSE);
}

static GtkWidget *
result_row_new (const CasRuleHit *hit)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *number = gtk_label_new (hit->section);
  GtkWidget *title = gtk_label_new (cas_game_text (hit->title));
  GtkWidget *snippet = gtk_label_new (NULL);
  g_autofree char *flat = g_strdup (hit->snippet ? hit->snippet : "");
  g_autofree char *markup = NULL;
  g_autofree char *name = g_strdup_printf ("%s %s", hit->section, cas_game_text (hit->title));

  /* A snippet may span paragraphs: one running line reads better in a list. */
  {
    char *w = flat;
    for (const char *r = flat; *r; r++)
      {
        gboolean space = *r == ' ' || *r == '\n' || *r == '\t' || *r == '\r';
        if (space && w > flat && w[-1] == ' ')
          continue;
        *w++ = (char) (space ? ' ' : *r);
      }
    *w = '\0';
  }
  markup = snippet_markup (flat);
  gtk_widget_add_css_class (row, "rules-result");
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (head), number);
  gtk_box_append (GTK_BOX (head), title);
  gtk_label_set_markup (GTK_LABEL (snippet), markup);
  gtk_label_set_xalign (GTK_LABEL (snippet), 0);
  gtk_label_set_wrap (GTK_LABEL (snippet), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (snippet), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (snippet), 3);
  gtk_label_set_ellipsize (GTK_LABEL (snippet), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (snippet, "caption");
  gtk_widget_add_css_class (snippet, "rules-snippet");
  gtk_box_append (GTK_BOX (box), head);
  gtk_box_append (GTK_BOX (box), snippet);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data_full (G_OBJECT (row), "cas-section", g_strdup (hit->section), g_free);
  return row;
}

static void
term_section_clicked_cb (GtkButton *button, CasRulesView *self)
{
  const char *number = g_object_get_data (G_OBJECT (button), "cas-section");
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  if (popover)
    gtk_popover_popdown (GTK_POPOVER (popover));
  show_section (self, number, TRUE);
}

/* A key term: one section opens at a click; several are offered in a popover. */
static GtkWidget *
term_widget_new (CasRulesView *self, const CasRuleTerm *term)
{
  guint n = g_strv_length (term->sections);
  GtkWidget *button;

  if (n == 1)
    {
      const CasRuleSection *s = cas_rulebook_find_section (self->rulebook, term->sections[0]);
      g_autofree char *tip = g_strdup_printf ("%s %s", term->sections[0], s ? cas_game_text (s->title) : "");
      button = gtk_button_new_with_label (term->term);
      gtk_widget_set_tooltip_text (button, tip);
      g_object_set_data_full (G_OBJECT (button), "cas-section", g_strdup (term->sections[0]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (term_section_clicked_cb), self);
    }
  else
    {
      GtkWidget *popover = gtk_popover_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      g_autofree char *tip = g_strdup_printf (ngettext ("“%s” points to %u section", "“%s” points to %u sections", n),
                                              term->term, n);
      button = gtk_menu_button_new ();
      gtk_menu_button_set_label (GTK_MENU_BUTTON (button), term->term);
      gtk_widget_set_tooltip_text (button, tip);
      for (guint i = 0; i < n; i++)
        {
          const CasRuleSection *s = cas_rulebook_find_section (self->rulebook, term->sections[i]);
          g_autofree char *label = g_strdup_printf ("%s  %s", term->sections[i], s ? cas_game_text (s->title) : "");
          GtkWidget *item = gtk_button_new_with_label (label);
          gtk_widget_add_css_class (item, "flat");
          gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (item))), 0);
          g_object_set_data_full (G_OBJECT (item), "cas-section", g_strdup (term->sections[i]), g_free);
          g_signal_connect (item, "clicked", G_CALLBACK (term_section_clicked_cb), self);
          gtk_box_append (GTK_BOX (box), item);
        }
      gtk_popover_set_child (GTK_POPOVER (popover), box);
      gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
    }
  gtk_widget_add_css_class (button, "term-button");
  return button;
}

/* A bare section number ("4.3.2", "4.", "4") that the index knows. */
static const CasRuleSection *
as_section (CasRulesView *self, const char *text)
{
  for (const char *p = text; *p; p++)
    if (!g_ascii_isdigit (*p) && *p != '.')
      return NULL;
  return *text ? cas_rulebook_find_section (self->rulebook, text) : NULL;
}

static void
run_search (CasRulesView *self, const char *query)
{
  g_autofree char *text = g_strstrip (g_strdup (query ? query : ""));
  g_autoptr(GPtrArray) terms = NULL;
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GError) error = NULL;
  const CasRuleSection *s;
  guint n_terms;

  if (self->rulebook == NULL)
    return;
  if (*text == '\0')
    {
      gtk_stack_set_visible_child_name (self->sidebar_stack, "tree");
      return;
    }
  if ((s = as_section (self, text)) != NULL)
    {
      gtk_stack_set_visible_child_name (self->sidebar_stack, "tree");
      show_section (self, s->number, TRUE);
      return;
    }

  terms = cas_rulebook_find_terms (self->rulebook, text);
  hits = cas_rulebook_search (self->rulebook, text, CAS_RULEBOOK_RANK_BOOSTED, MAX_RESULTS, &error);

  cas_app_remove_children (GTK_WIDGET (self->terms_flow));
  n_terms = MIN (terms->len, MAX_TERMS);
  for (guint i = 0; i < n_terms; i++)
    gtk_flow_box_append (self->terms_flow, term_widget_new (self, g_ptr_array_index (terms, i)));
  gtk_widget_set_visible (self->terms_area, n_terms > 0);

  cas_app_remove_children (GTK_WIDGET (self->results_list));
  for (guint i = 0; hits && i < hits->len; i++)
    gtk_list_box_append (self->results_list, result_row_new (g_ptr_array_index (hits, i)));
  gtk_widget_set_visible (self->results_heading, hits && hits->len > 0 && n_terms > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->results_list), hits && hits->len > 0);

  if (n_terms == 0 && (hits == NULL || hits->len == 0))
    {
      adw_status_page_set_description (self->empty_page,
                                       cas_rulebook_is_imported (self->rulebook)
                                           ? _("Try other words, or a section number such as 4.3.2.")
                                           : _("Try other words, or a section number such as 4.3.2. Without an "
                                               "imported rulebook only titles, key terms and Castellan’s "
                                               "summaries are searched."));
      gtk_stack_set_visible_child_name (self->sidebar_stack, "empty");
      return;
    }
  gtk_stack_set_visible_child_name (self->sidebar_stack, "results");
}

static void
search_changed_cb (CasRulesView *self)
{
  run_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

/* Enter opens the best match. */
static void
search_activate_cb (CasRulesView *self)
{
  GtkListBoxRow *first;

  run_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->sidebar_stack), "results") != 0)
    return;
  first = gtk_list_box_get_row_at_index (self->results_list, 0);
  if (first && gtk_widget_get_visible (GTK_WIDGET (self->results_list)))
    {
      gtk_list_box_select_row (self->results_list, first);
      show_section (self, g_object_get_data (G_OBJECT (first), "cas-section"), TRUE);
    }
}

static void
stop_search_cb (CasRulesView *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  gtk_stack_set_visible_child_name (self->sidebar_stack, "tree");
}

static void
result_activated_cb (CasRulesView *self, GtkListBoxRow *row, GtkListBox *list)
{
  const char *number = g_object_get_data (G_OBJECT (row), "cas-section");
  if (number)
    show_section (self, number, TRUE);
}

static gboolean
focus_search (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  CasRulesView *self = CAS_RULES_VIEW (widget);

  /* The shortcut is window-wide: it is ours only while the page shows. */
  if (!gtk_widget_get_mapped (widget) || self->rulebook == NULL)
    return FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);
  return TRUE;
}

static void
focus_search_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  focus_search (widget, NULL, NULL);
}

/* ------------------------------------------------------------------------ */
/* Loading and importing */

static void
update_source (CasRulesView *self)
{
  gboolean imported = self->rulebook && cas_rulebook_is_imported (self->rulebook);
  const char *path = imported ? cas_rulebook_get_imported_path (self->rulebook) : NULL;

  gtk_label_set_label (self->source_label, imported ? _("Text from your rulebook") : _("Castellan’s summaries only"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->source_label), path);
  gtk_widget_set_tooltip_text (self->import_button,
                               imported ? _("Import Your Rulebook Again…") : _("Import Your Rulebook…"));
}

static void
rulebook_loaded_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(CasRulesView) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRulebook) rulebook = cas_rules_cache_load_finish (result, &error);
  g_autofree char *pending = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_spinner_stop (self->loading_spinner);
  if (rulebook == NULL)
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      cas_app_status_page_set_text (self->error_page, sentence);
      gtk_stack_set_visible_child_name (self->main_stack, "error");
      return;
    }
  g_set_object (&self->rulebook, rulebook);
  build_tree (self);
  update_source (self);
  gtk_stack_set_visible_child_name (self->main_stack, "book");

  pending = g_steal_pointer (&self->pending);
  if (pending)
    cas_rules_view_show (self, pending);
  else
    {
      g_autofree char *current = g_strdup (self->section);
      show_section (self, current ? current : cas_rulebook_get_section (rulebook, 0)->number, TRUE);
      run_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
    }
}

static void
load_rulebook (CasRulesView *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  if (self->rulebook == NULL)
    {
      gtk_stack_set_visible_child_name (self->main_stack, "loading");
      gtk_spinner_start (self->loading_spinner);
    }
  cas_rules_cache_load_async (self->game_id, self->cancellable, rulebook_loaded_cb, g_object_ref (self));
}

static gboolean
reload_cb (gpointer user_data)
{
  CasRulesView *self = user_data;

  self->reload_source = 0;
  if (self->importing || self->game_id == NULL)
    return G_SOURCE_REMOVE;
  cas_rules_cache_forget (self->game_id);
  load_rulebook (self);
  return G_SOURCE_REMOVE;
}

/* The rulebook was imported or removed elsewhere (Preferences, castellan-cli): read it again
 * once the writes have settled. */
static void
rulebook_file_changed_cb (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
                          CasRulesView *self)
{
  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED || event == G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT)
    return;
  g_clear_handle_id (&self->reload_source, g_source_remove);
  self->reload_source = g_timeout_add (250, reload_cb, self);
}

static void
watch_rulebook (CasRulesView *self)
{
  g_autofree char *path = cas_rulebook_get_db_path (self->game_id, NULL, NULL);
  g_autoptr(GFile) file = path ? g_file_new_for_path (path) : NULL;

  if (self->monitor)
    g_signal_handlers_disconnect_by_func (self->monitor, rulebook_file_changed_cb, self);
  g_clear_object (&self->monitor);
  g_clear_handle_id (&self->reload_source, g_source_remove);
  if (file == NULL)
    return;
  self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->monitor)
    g_signal_connect (self->monitor, "changed", G_CALLBACK (rulebook_file_changed_cb), self);
}

static void
show_toast (CasRulesView *self, const char *text)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  if (overlay)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), cas_app_toast_new (text));
}

static void
show_import_error (CasRulesView *self, const char *message)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *sentence = cas_app_sentence (message);
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              _("Could Not Import the Rulebook"), sentence);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
set_importing (CasRulesView *self, gboolean importing)
{
  self->importing = importing;
  gtk_widget_set_visible (GTK_WIDGET (self->import_spinner), importing);
  gtk_spinner_set_spinning (self->import_spinner, importing);
  gtk_widget_set_sensitive (self->import_button, !importing);
  gtk_widget_set_sensitive (self->import_card_button, !importing);
  if (importing)
    gtk_label_set_label (self->source_label, _("Importing…"));
  else
    update_source (self);
}

static void
import_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CasRulesView *self = CAS_RULES_VIEW (source);
  const char *game_id, *path;
  g_autoptr(GError) error = NULL;
  gssize n = cas_rules_cache_import_finish (result, &game_id, &path, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  set_importing (self, FALSE);
  if (n < 0)
    {
      show_import_error (self, error->message);
      return;
    }
  {
    g_autofree char *text = g_strdup_printf (ngettext ("Rulebook imported: %d section", "Rulebook imported: %d sections",
                                                       (gulong) n),
                                             (int) n);
    show_toast (self, text);
  }
  cas_rules_cache_forget (game_id);
  if (g_strcmp0 (game_id, self->game_id) == 0)
    {
      g_clear_handle_id (&self->reload_source, g_source_remove);
      load_rulebook (self);
    }
}

void
cas_rules_view_import_file (CasRulesView *self, GFile *file)
{
  g_autofree char *path = NULL;

  g_return_if_fail (CAS_IS_RULES_VIEW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->game_id == NULL || self->importing)
    return;
  path = g_file_get_path (file);
  if (path == NULL)
    {
      show_import_error (self, _("Castellan can import only a file on this computer."));
      return;
    }
  set_importing (self, TRUE);
  cas_rules_cache_import_async (self, self->game_id, path, self->cancellable, import_done_cb, NULL);
}

static void
import_response_cb (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  CasRulesView *self = CAS_RULES_VIEW (user_data);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        cas_rules_view_import_file (self, file);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
import_clicked_cb (CasRulesView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) books = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Import a Rulebook"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (books, _("Rulebooks (HTML, text, Markdown)"));
  gtk_file_filter_add_mime_type (books, "text/html");
  gtk_file_filter_add_mime_type (books, "text/plain");
  gtk_file_filter_add_mime_type (books, "text/markdown");
  gtk_file_filter_add_pattern (books, "*.html");
  gtk_file_filter_add_pattern (books, "*.htm");
  gtk_file_filter_add_pattern (books, "*.txt");
  gtk_file_filter_add_pattern (books, "*.md");
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), books);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_signal_connect (chooser, "response", G_CALLBACK (import_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ------------------------------------------------------------------------ */

static void
cas_rules_view_dispose (GObject *object)
{
  CasRulesView *self = CAS_RULES_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->monitor)
    g_signal_handlers_disconnect_by_func (self->monitor, rulebook_file_changed_cb, self);
  g_clear_object (&self->monitor);
  g_clear_handle_id (&self->reload_source, g_source_remove);
  clear_tree (self);
  /* The bin's child is the template's root: let go of it once, here. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAS_TYPE_RULES_VIEW);
  g_clear_object (&self->journal);
  g_clear_object (&self->rulebook);
  G_OBJECT_CLASS (cas_rules_view_parent_class)->dispose (object);
}

static void
cas_rules_view_finalize (GObject *object)
{
  CasRulesView *self = CAS_RULES_VIEW (object);

  g_free (self->game_id);
  g_free (self->pending);
  g_free (self->section);
  G_OBJECT_CLASS (cas_rules_view_parent_class)->finalize (object);
}

static void
cas_rules_view_class_init (CasRulesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_rules_view_dispose;
  object_class->finalize = cas_rules_view_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-rules-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, main_stack);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, loading_spinner);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, error_page);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, tree_view);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, terms_area);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, terms_flow);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, results_heading);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, results_list);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, source_label);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, import_spinner);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, import_button);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, reading_scroller);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, number_label);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, title_label);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, parent_label);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, summary_box);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, summary_label);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, text_box);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, text_label);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, import_box);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, import_card_button);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, children_section);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, children_list);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, terms_section);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, section_terms_flow);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, see_section);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, see_list);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, cited_section);
  gtk_widget_class_bind_template_child (widget_class, CasRulesView, cited_list);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, result_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, xref_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, link_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, import_clicked_cb);

  gtk_widget_class_install_action (widget_class, "rules.focus-search", NULL, focus_search_action);
}

static void
cas_rules_view_init (CasRulesView *self)
{
  GtkListItemFactory *factory;
  GtkEventController *shortcuts;

  gtk_widget_init_template (GTK_WIDGET (self));

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (tree_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (tree_bind_cb), self);
  gtk_list_view_set_factory (self->tree_view, factory);
  g_object_unref (factory);

  /* Ctrl+F from anywhere in the window while this page shows; typing in the page searches. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_f, GDK_CONTROL_MASK),
                                                          gtk_callback_action_new (focus_search, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
}

GtkWidget *
cas_rules_view_new (void)
{
  return g_object_new (CAS_TYPE_RULES_VIEW, NULL);
}

void
cas_rules_view_set_journal (CasRulesView *self, CasJournal *journal)
{
  const char *game_id;

  g_return_if_fail (CAS_IS_RULES_VIEW (self));
  g_return_if_fail (journal == NULL || CAS_IS_JOURNAL (journal));

  g_set_object (&self->journal, journal);
  if (journal == NULL)
    return;
  /* The rules belong to the game, not to the position: the same game keeps its page. */
  game_id = cas_game_base_get_id (cas_journal_get_base (journal));
  if (self->rulebook && g_strcmp0 (game_id, self->game_id) == 0)
    return;
  g_free (self->game_id);
  self->game_id = g_strdup (game_id);
  g_clear_object (&self->rulebook);
  g_clear_pointer (&self->section, g_free);
  clear_tree (self);
  load_rulebook (self);
  watch_rulebook (self);
}

void
cas_rules_view_show (CasRulesView *self, const char *query)
{
  const CasRuleSection *s;

  g_return_if_fail (CAS_IS_RULES_VIEW (self));
  g_return_if_fail (query != NULL);

  if (self->rulebook == NULL)
    {
      g_free (self->pending);
      self->pending = g_strdup (query);
      return;
    }
  s = cas_rulebook_find_section (self->rulebook, query);
  if (s)
    {
      /* Leave a search behind: the tree shows where the section sits. */
      if (gtk_editable_get_text (GTK_EDITABLE (self->search_entry))[0])
        gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      gtk_stack_set_visible_child_name (self->sidebar_stack, "tree");
      show_section (self, s->number, TRUE);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  run_search (self, query);
}

const char *
cas_rules_view_get_section (CasRulesView *self)
{
  g_return_val_if_fail (CAS_IS_RULES_VIEW (self), NULL);
  return self->section;
}

CasRulebook *
cas_rules_view_get_rulebook (CasRulesView *self)
{
  g_return_val_if_fail (CAS_IS_RULES_VIEW (self), NULL);
  return self->rulebook;
}
