/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-app-util.c: names and little markers, so every view words the table the same way. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "cas-app-util.h"

/* Where a game that has no file of its own is kept. */
char *
cas_app_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "castellan", "autosave.json", NULL);
}

/* The CSS class of a side's colours: "side-0" for the game data's first side, "side-1"
 * for the second. ui/style.css shapes them; the game's style.css colours them
 * (cas-game-style.c). */
const char *
cas_app_side_css (CasGame *game, int side)
{
  static const char *const classes[CAS_N_SIDES] = { "side-0", "side-1" };
  g_return_val_if_fail (side >= 0 && side < CAS_N_SIDES, "neutral");
  return classes[side];
}

/* From the game data (game.json "assets"), translated. */
const char *
cas_app_asset_name (CasGame *game, int asset)
{
  g_return_val_if_fail (asset >= 0 && (guint) asset < cas_game_get_n_assets (game), "");
  return cas_game_text (cas_game_get_asset (game, asset)->name);
}

/* The name of a Locale's type, from the game data (game.json "locale_types"), translated. */
const char *
cas_app_locale_type_name (CasGame *game, const CasLocale *loc)
{
  return cas_game_text (cas_game_get_locale_type (game, loc->type)->name);
}

const char *
cas_app_vassal_state_name (CasVassalState state)
{
  static const char *const names[CAS_N_VASSAL_STATES] = {
    N_("Ready"), N_("Mustered"), N_("Unready"), N_("Set aside"), N_("Removed"),
  };
  g_return_val_if_fail (state < CAS_N_VASSAL_STATES, "");
  return _(names[state]);
}

/* Calendar chips have room for a word: "Rudolf von Kassel" shows as "Rudolf".
 * The data has no short names yet; names joined by "&" stay whole. */
char *
cas_app_lord_short_name (const CasLord *lord)
{
  const char *space = strchr (lord->name, ' ');
  if (space == NULL || strchr (lord->name, '&') != NULL)
    return g_strdup (lord->name);
  return g_strndup (lord->name, (gsize) (space - lord->name));
}

char *
cas_app_vp_text (int halves)
{
  if (halves % 2)
    return halves / 2 ? g_strdup_printf ("%d½", halves / 2) : g_strdup ("½");
  return g_strdup_printf ("%d", halves / 2);
}

/* Core messages are clauses ("the save file is damaged…") meant to be composed; a
 * dialog shows one as a sentence. */
char *
cas_app_sentence (const char *message)
{
  gunichar first;
  char buf[8];
  int len;

  if (message == NULL || *message == '\0')
    return g_strdup ("");
  first = g_utf8_get_char (message);
  len = g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  return g_strdup_printf ("%.*s%s", len, buf, g_utf8_next_char (message));
}

/* Where on the Calendar: "in box 4 (Early Winter 1240)", or an off-board space (2.2.3). */
char *
cas_app_box_name (CasGame *game, int box)
{
  int n = (int) cas_game_get_n_boxes (game);
  if (box <= 0)
    return g_strdup (_("left of the Calendar"));
  if (box > n)
    return g_strdup (_("right of the Calendar"));
  const CasBox *b = cas_game_get_box (game, box);
  /* TRANSLATORS: "in box 4 (Early Winter 1240)" */
  return g_strdup_printf (_("in box %d (%s %d)"), box, cas_game_text (cas_game_get_season (game, b->season)->name), b->year);
}

GtkWidget *
cas_app_chip_new (const char *text, const char *tooltip, const char *first_class, ...)
{
  GtkWidget *label = gtk_label_new (text);
  va_list args;

  gtk_widget_add_css_class (label, "chip");
  va_start (args, first_class);
  for (const char *c = first_class; c != NULL; c = va_arg (args, const char *))
    gtk_widget_add_css_class (label, c);
  va_end (args);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (label, GTK_ALIGN_START);
  if (tooltip)
    gtk_widget_set_tooltip_text (label, tooltip);
  return label;
}

GtkWidget *
cas_app_side_badge_new (CasGame *game, int side)
{
  GtkWidget *badge = gtk_label_new (cas_game_get_side_name (game, side));
  gtk_widget_add_css_class (badge, "side-badge");
  gtk_widget_add_css_class (badge, cas_app_side_css (game, side));
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  return badge;
}

/* Empties a container; a list box keeps its placeholder. */
void
cas_app_remove_children (GtkWidget *parent)
{
  GtkWidget *child = gtk_widget_get_first_child (parent);
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      if (GTK_IS_BOX (parent))
        gtk_box_remove (GTK_BOX (parent), child);
      else if (GTK_IS_FLOW_BOX (parent))
        gtk_flow_box_remove (GTK_FLOW_BOX (parent), child);
      else if (GTK_IS_LIST_BOX (parent))
        {
          if (GTK_IS_LIST_BOX_ROW (child))
            gtk_list_box_remove (GTK_LIST_BOX (parent), child);
        }
      else if (GTK_IS_GRID (parent))
        gtk_grid_remove (GTK_GRID (parent), child);
      else
        gtk_widget_unparent (child);
      child = next;
    }
}

/* For a widget whose template has unnamed top-level children, which
 * gtk_widget_dispose_template() leaves in place. */
void
cas_app_dispose_children (GtkWidget *widget, GType type)
{
  GtkWidget *child;

  gtk_widget_dispose_template (widget, type);
  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    gtk_widget_unparent (child);
}

static GtkWidget *
find_named_in (GtkWidget *widget, const char *name, GType type) /* NOLINT(misc-no-recursion): a widget tree is a few dozen levels deep */
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named_in (c, name, type);
      if (found)
        return found;
    }
  return NULL;
}

GtkWidget *
cas_app_find_named (GtkWidget *root, const char *name, GType type)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named_in (c, name, type);
      if (found)
        return found;
    }
  return NULL;
}

AdwToast *
cas_app_toast_new (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text ? text : "", -1);
  return adw_toast_new (escaped);
}

void
cas_app_toast_set_text (AdwToast *toast, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text ? text : "", -1);
  adw_toast_set_title (toast, escaped);
}

void
cas_app_status_page_set_text (AdwStatusPage *page, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text ? text : "", -1);
  adw_status_page_set_description (page, escaped);
}

void
cas_app_row_set_plain (gpointer row)
{
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
}

void
cas_app_markdown_append (GString *out, const char *text)
{
  for (const char *p = text; p && *p; p++)
    {
      if (strchr ("\\`*_[]<>|#", *p))
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
}

void
cas_app_markdown_explain (GString *out, const CasExplain *ex)
{
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    {
      const CasExplainLine *l = cas_explain_get_line (ex, i);
      g_string_append (out, "- ");
      cas_app_markdown_append (out, l->text);
      if (l->rules && l->rules[0])
        {
          g_autofree char *rules = g_strjoinv (", ", l->rules);
          g_string_append_printf (out, " (%s)", rules);
        }
      g_string_append (out, "\n");
    }
}
