/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-help-window.c: the user guide, a small Markdown document rendered into labels. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cas-help-window.h"

struct _CasHelpWindow
{
  AdwWindow parent_instance;

  GtkScrolledWindow *scroller;
  GtkBox *page;
  GMenu *contents_menu;

  GPtrArray *headings;   /* GtkWidget, the heading labels in order */
  GtkWidget *list;       /* while rendering: the list the next item joins, or NULL */
};

G_DEFINE_FINAL_TYPE (CasHelpWindow, cas_help_window, ADW_TYPE_WINDOW)

/* Inline Markdown: only what the guide uses. Anything unbalanced is closed at the end;
 * markup Pango would refuse makes the caller fall back to plain text. */

static void
append_escaped (GString *out, const char *text, gssize len)
{
  g_autofree char *escaped = g_markup_escape_text (text, len);
  g_string_append (out, escaped);
}

/* Pango's check, with GtkLabel's links (which Pango does not know) as plain spans. */
static gboolean
markup_is_valid (const char *markup)
{
  g_autoptr(GRegex) open = g_regex_new ("<a href=\"[^\"]*\">", 0, 0, NULL);
  g_autofree char *spans = g_regex_replace_literal (open, markup, -1, 0, "<span>", 0, NULL);
  g_autoptr(GString) check = g_string_new (spans);

  g_string_replace (check, "</a>", "</span>", 0);
  return pango_parse_markup (check->str, -1, 0, NULL, NULL, NULL, NULL);
}

char *
cas_help_inline_markup (const char *md) /* NOLINT(misc-no-recursion): a link's label is shorter than its line: one level per nested link */
{
  GString *out = g_string_new (NULL);
  gboolean bold = FALSE, italic = FALSE;
  const char *p = md;

  while (*p)
    {
      if (*p == '`')
        {
          const char *end = strchr (p + 1, '`');
          if (end)
            {
              g_string_append (out, "<tt>");
              append_escaped (out, p + 1, end - p - 1);
              g_string_append (out, "</tt>");
              p = end + 1;
              continue;
            }
        }
      else if (p[0] == '*' && p[1] == '*')
        {
          g_string_append (out, bold ? "</b>" : "<b>");
          bold = !bold;
          p += 2;
          continue;
        }
      else if (*p == '*' && (italic || (p[1] != ' ' && p[1] != '\0')))
        {
          g_string_append (out, italic ? "</i>" : "<i>");
          italic = !italic;
          p++;
          continue;
        }
      else if (*p == '[')
        {
          const char *close = strstr (p + 1, "](");
          const char *end = close ? strchr (close + 2, ')') : NULL;
          if (close && end && memchr (p + 1, '\n', close - p - 1) == NULL)
            {
              g_autofree char *label = g_strndup (p + 1, close - p - 1);
              g_autofree char *inner = cas_help_inline_markup (label);
              g_autofree char *uri = g_strndup (close + 2, end - close - 2);
              g_autofree char *uri_escaped = g_markup_escape_text (uri, -1);
              if (inner == NULL)
                inner = g_markup_escape_text (label, -1);
              g_string_append_printf (out, "<a href=\"%s\">%s</a>", uri_escaped, inner);
              p = end + 1;
              continue;
            }
        }
      {
        const char *next = g_utf8_next_char (p);
        append_escaped (out, p, next - p);
        p = next;
      }
    }
  /* Close in the reverse order of the usual nesting (**bold *italic***). */
  if (italic)
    g_string_append (out, "</i>");
  if (bold)
    g_string_append (out, "</b>");
  if (!markup_is_valid (out->str))
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

/* rule:4.6.2 opens the section on the Rules page of the game window the guide belongs to. */
static gboolean
activate_link_cb (GtkLabel *label, const char *uri, CasHelpWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (!g_str_has_prefix (uri, "rule:"))
    return FALSE;   /* GTK opens web links itself */
  if (parent && g_action_group_has_action (G_ACTION_GROUP (parent), "show-rule"))
    {
      g_action_group_activate_action (G_ACTION_GROUP (parent), "show-rule", g_variant_new_string (uri + 5));
      gtk_window_present (parent);
    }
  return TRUE;
}

static GtkWidget *
text_label_new (CasHelpWindow *self, const char *md)
{
  g_autofree char *markup = cas_help_inline_markup (md);
  GtkWidget *label = gtk_label_new (NULL);

  if (markup)
    gtk_label_set_markup (GTK_LABEL (label), markup);
  else
    gtk_label_set_text (GTK_LABEL (label), md);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  g_signal_connect (label, "activate-link", G_CALLBACK (activate_link_cb), self);
  return label;
}

typedef enum {
  BLOCK_NONE,
  BLOCK_PARAGRAPH,
  BLOCK_BULLET,
  BLOCK_NUMBERED,
} BlockKind;

typedef struct {
  BlockKind kind;
  GString *text;
  char *marker;       /* "•" or "3." */
} Block;

static void
add_heading (CasHelpWindow *self, int level, const char *text)
{
  static const char *const classes[] = { "title-1", "title-2", "title-4" };
  GtkWidget *label = text_label_new (self, text);

  level = CLAMP (level, 1, 3);
  gtk_widget_add_css_class (label, classes[level - 1]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
  if (level > 1 && self->headings->len > 0)
    gtk_widget_set_margin_top (label, level == 2 ? 18 : 6);
  gtk_box_append (self->page, label);
  g_ptr_array_add (self->headings, label);
  self->list = NULL;

  if (level == 2)
    {
      g_autofree char *plain = NULL;
      g_autoptr(GMenuItem) item = NULL;
      pango_parse_markup (gtk_label_get_label (GTK_LABEL (label)), -1, 0, NULL, &plain, NULL, NULL);
      item = g_menu_item_new (plain ? plain : text, NULL);
      g_menu_item_set_action_and_target (item, "help.show-heading", "u", self->headings->len - 1);
      g_menu_append_item (self->contents_menu, item);
    }
}

static void
flush_block (CasHelpWindow *self, Block *b)
{
  GtkWidget *label;

  if (b->kind == BLOCK_NONE)
    return;
  label = text_label_new (self, b->text->str);
  if (b->kind == BLOCK_PARAGRAPH)
    {
      gtk_box_append (self->page, label);
      self->list = NULL;
    }
  else
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *marker = gtk_label_new (b->marker);
      gtk_widget_set_valign (marker, GTK_ALIGN_START);
      gtk_label_set_xalign (GTK_LABEL (marker), 1);
      gtk_widget_set_size_request (marker, 18, -1);
      gtk_widget_add_css_class (marker, "dim-label");
      gtk_box_append (GTK_BOX (row), marker);
      gtk_box_append (GTK_BOX (row), label);
      /* Items of one list sit closer together than paragraphs. */
      if (self->list == NULL)
        {
          self->list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
          gtk_widget_set_margin_start (self->list, 6);
          gtk_box_append (self->page, self->list);
        }
      gtk_box_append (GTK_BOX (self->list), row);
    }
  b->kind = BLOCK_NONE;
  g_string_truncate (b->text, 0);
  g_clear_pointer (&b->marker, g_free);
}

/* "- item", "* item" and "12. item"; returns where the item's text starts. */
static const char *
list_item (const char *line, BlockKind *kind, char **marker)
{
  const char *p = line;
  while (*p == ' ')
    p++;
  if ((*p == '-' || *p == '*') && p[1] == ' ')
    {
      *kind = BLOCK_BULLET;
      *marker = g_strdup ("•");
      return p + 2;
    }
  if (g_ascii_isdigit (*p))
    {
      const char *q = p;
      while (g_ascii_isdigit (*q))
        q++;
      if (q[0] == '.' && q[1] == ' ')
        {
          *kind = BLOCK_NUMBERED;
          *marker = g_strndup (p, q - p + 1);
          return q + 2;
        }
    }
  return NULL;
}

void
cas_help_window_set_text (CasHelpWindow *self, const char *markdown)
{
  g_auto(GStrv) lines = NULL;
  Block b = { BLOCK_NONE, g_string_new (NULL), NULL };

  g_return_if_fail (CAS_IS_HELP_WINDOW (self));
  g_return_if_fail (markdown != NULL);

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->page)); c;)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (c);
      gtk_box_remove (self->page, c);
      c = next;
    }
  g_ptr_array_set_size (self->headings, 0);
  g_menu_remove_all (self->contents_menu);
  self->list = NULL;

  lines = g_strsplit (markdown, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *line = g_strchomp (lines[i]);
      BlockKind kind = BLOCK_NONE;
      char *marker = NULL;
      const char *item;

      if (line[0] == '\0')
        {
          flush_block (self, &b);
          continue;
        }
      if (line[0] == '#')
        {
          int level = 0;
          while (line[level] == '#')
            level++;
          flush_block (self, &b);
          add_heading (self, level, g_strstrip (line + level));
          continue;
        }
      item = list_item (line, &kind, &marker);
      if (item)
        {
          flush_block (self, &b);
          b.kind = kind;
          b.marker = marker;
          g_string_append (b.text, item);
          continue;
        }
      if (b.kind == BLOCK_NONE)
        b.kind = BLOCK_PARAGRAPH;
      else
        g_string_append_c (b.text, ' ');
      g_string_append (b.text, g_strchug (line));
    }
  flush_block (self, &b);
  g_string_free (b.text, TRUE);
}

GStrv
cas_help_window_get_headings (CasHelpWindow *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (CAS_IS_HELP_WINDOW (self), NULL);
  for (guint i = 0; i < self->headings->len; i++)
    {
      g_autofree char *plain = NULL;
      const char *markup = gtk_label_get_label (self->headings->pdata[i]);
      if (pango_parse_markup (markup, -1, 0, NULL, &plain, NULL, NULL))
        g_strv_builder_add (builder, plain);
    }
  return g_strv_builder_end (builder);
}

void
cas_help_window_show_heading (CasHelpWindow *self, guint n)
{
  GtkAdjustment *adj;
  graphene_point_t at;

  g_return_if_fail (CAS_IS_HELP_WINDOW (self));
  if (n >= self->headings->len)
    return;
  adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  if (gtk_widget_compute_point (self->headings->pdata[n], GTK_WIDGET (self->page), &GRAPHENE_POINT_INIT (0, 0), &at))
    gtk_adjustment_set_value (adj, MAX (0, at.y + gtk_widget_get_margin_top (GTK_WIDGET (self->page)) - 12));
}

static void
show_heading_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  cas_help_window_show_heading (CAS_HELP_WINDOW (user_data), g_variant_get_uint32 (param));
}

static const GActionEntry help_actions[] = {
  { "show-heading", show_heading_activated, "u" },
};

GtkWidget *
cas_help_window_new (void)
{
  return g_object_new (CAS_TYPE_HELP_WINDOW, NULL);
}

static void
cas_help_window_finalize (GObject *object)
{
  CasHelpWindow *self = CAS_HELP_WINDOW (object);
  g_clear_pointer (&self->headings, g_ptr_array_unref);
  G_OBJECT_CLASS (cas_help_window_parent_class)->finalize (object);
}

static void
cas_help_window_class_init (CasHelpWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = cas_help_window_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-help-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CasHelpWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, CasHelpWindow, page);
  gtk_widget_class_bind_template_child (widget_class, CasHelpWindow, contents_menu);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cas_help_window_init (CasHelpWindow *self)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GBytes) guide = NULL;
  g_autoptr(GError) error = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->headings = g_ptr_array_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (group), help_actions, G_N_ELEMENTS (help_actions), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "help", G_ACTION_GROUP (group));

  guide = g_resources_lookup_data (CAS_HELP_GUIDE_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (guide == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The guide is missing from this build of Castellan: %s"),
                                               error->message);
      cas_help_window_set_text (self, text);
      return;
    }
  cas_help_window_set_text (self, g_bytes_get_data (guide, NULL));
}
