/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-map-page.c: the map data (issue 18, page d). No source holds the board, so
 * the table enters each fact when an area first matters (docs/rus.md, "The map file"):
 * the page lists the areas of the game with what is known of each and says plainly what
 * is not, and a short form enters or corrects one area, with all its neighbours at once. Terrain and printed VP are the
 * game's (actions `terrain` and `printed` through the journal, so undo and the Log see
 * them) and go into the map file too; a name and adjacency are the map file's, shared by
 * every later game. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-plan-util.h"
#include "rus/cas-rus-pages.h"

enum {
  MARK_INITIALS = 0,                                /* GH, M, V */
  MARK_BORDERS = MARK_INITIALS + CAS_RUS_N_EMERGING, /* China ... the Byzantine Empire */
  MARK_ENTRY = MARK_BORDERS + CAS_RUS_N_POWERS,     /* Vikings, Teutons */
  MARK_ROUTE = MARK_ENTRY + CAS_RUS_N_INVADERS,     /* a trade route to Europe */
  N_MARKS,
};

struct _CasRusMapPage
{
  CasRusPage parent_instance;

  AdwPreferencesGroup *form;
  AdwComboRow *area_row;
  AdwEntryRow *name_row;
  AdwComboRow *terrain_row;
  AdwComboRow *vp_row;
  AdwExpanderRow *neighbours_row;
  GPtrArray *neighbour_rows;   /* the rows of neighbours_row, each with a GtkDropDown */
  AdwExpanderRow *marks_row;   /* the board's marks on the area (rusmap) */
  GtkDropDown *marks[N_MARKS]; /* unknown, yes, no: in the order of mark_* below */
  int n_listed;            /* areas the area menus list (the game's, and one new slot) */
  gboolean loading;        /* the form is being filled from the table and the file */
};

G_DEFINE_FINAL_TYPE (CasRusMapPage, cas_rus_map_page, CAS_TYPE_RUS_PAGE)

/* The marks the board prints on an area (rusmap, issue 18): the corner initials
 * [BOARD p.3], the Foreign Powers' original borders [VP p.17], the entry symbols
 * [INVASION p.16] and the trade routes to Europe [OCCUPY p.16]; mark i is cell
 * mark_cell (area, i) of the map. */
static int *
mark_cell (CasRusMapArea *a, int i)
{
  if (i < MARK_BORDERS)
    return &a->rebels_to[i - MARK_INITIALS];
  if (i < MARK_ENTRY)
    return &a->borders[i - MARK_BORDERS];
  if (i < MARK_ROUTE)
    return &a->entry[i - MARK_ENTRY];
  return &a->europe_route;
}

static CasRusKnown
mark_known (const CasRusMap *map, int area, int i)
{
  if (area < 0 || area >= CAS_RUS_MAX_AREAS)
    return CAS_RUS_UNKNOWN;
  return (CasRusKnown) *mark_cell ((CasRusMapArea *) &map->areas[area], i);
}

/* The mark's words in the list of areas ("M initial", "borders Europe"). */
static char *
mark_short (int i)
{
  static const char *const entry[CAS_RUS_N_INVADERS] = { N_("Viking entry"), N_("Teuton entry") };
  if (i < MARK_BORDERS)
    /* TRANSLATORS: a corner initial printed on a map area: "M initial" */
    return g_strdup_printf (_("%s initial"), cas_rus_map_initial (CAS_RUS_GOLDEN_HORDE + i - MARK_INITIALS));
  if (i < MARK_ENTRY)
    /* TRANSLATORS: the area lies on that Foreign Power's original border: "borders Europe" */
    return g_strdup_printf (_("borders %s"), _(cas_rus_power_name (i - MARK_BORDERS)));
  if (i < MARK_ROUTE)
    return g_strdup (_(entry[i - MARK_ENTRY]));
  return g_strdup (_("trade route to Europe"));
}

/* "M initial, borders Europe", "no marks", "3 marks not entered". */
static char *
marks_words (const CasRusMap *map, int area, guint *n_unknown)
{
  g_autoptr(GString) out = g_string_new (NULL);
  guint unknown = 0;

  for (int i = 0; i < N_MARKS; i++)
    {
      CasRusKnown k = mark_known (map, area, i);
      if (k == CAS_RUS_YES)
        {
          g_autofree char *word = mark_short (i);
          g_string_append_printf (out, "%s%s", out->len ? ", " : "", word);
        }
      unknown += k == CAS_RUS_UNKNOWN;
    }
  *n_unknown = unknown;
  if (unknown == N_MARKS)
    return g_strdup (_("marks not entered"));
  if (unknown > 0)
    {
      g_autofree char *missing = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "%u mark not entered", "%u marks not entered", unknown), unknown);
      g_string_append_printf (out, "%s%s", out->len ? ", " : "", missing);
    }
  else if (out->len == 0)
    g_string_append (out, _("no marks"));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The terrain an area has for the page: the game's word, else the map file's. */
static int
terrain_of (const CasRusState *s, const CasRusMap *map, int area)
{
  return cas_rus_area_terrain (s, map, area);
}

static int
printed_of (const CasRusState *s, const CasRusMap *map, int area)
{
  int vp = -1;
  if (area < s->n_areas && s->areas[area].printed_vp >= 0)
    return s->areas[area].printed_vp;
  return cas_rus_map_printed_vp (map, area, &vp) ? vp : -1;
}

static guint
count_adjacent (const CasRusMap *map, int area, CasRusKnown known)
{
  guint n = 0;
  for (int b = 0; b < CAS_RUS_MAX_AREAS; b++)
    if (b != area && cas_rus_map_adjacent (map, area, b) == known)
      n++;
  return n;
}

/* "Forest · printed VP 2 · 3 neighbours entered · M initial", every unknown said as such. */
static char *
facts_words (const CasRusState *s, const CasRusMap *map, int area, gboolean *complete)
{
  int terrain = terrain_of (s, map, area);
  int vp = printed_of (s, map, area);
  guint adjacent = count_adjacent (map, area, CAS_RUS_YES);
  GString *out = g_string_new (NULL);

  if (terrain == CAS_RUS_TERRAIN_UNKNOWN)
    g_string_append (out, _("Terrain unknown"));
  else
    g_string_append (out, _(cas_rus_terrain_name (terrain)));
  g_string_append (out, " · ");
  if (vp < 0)
    g_string_append (out, _("printed VP unknown"));
  else
    g_string_append_printf (out, _("printed VP %d"), vp);
  g_string_append (out, " · ");
  if (adjacent == 0)
    g_string_append (out, _("no neighbour entered"));
  else
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u neighbour entered", "%u neighbours entered", adjacent),
                            adjacent);
  {
    guint marks_unknown = 0;
    g_autofree char *marks = marks_words (map, area, &marks_unknown);
    g_string_append_printf (out, " · %s", marks);
    *complete = terrain != CAS_RUS_TERRAIN_UNKNOWN && vp >= 0 && adjacent > 0 && marks_unknown == 0;
  }
  return g_string_free (out, FALSE);
}

static void
edit_clicked_cb (GtkButton *button, CasRusMapPage *self)
{
  adw_combo_row_set_selected (self->area_row, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cas-area")));
  gtk_widget_grab_focus (GTK_WIDGET (self->area_row));
}

/* The areas of the game, each with what is known and what is not. */
static void
add_areas (CasRusMapPage *self, const CasRusState *s, const CasRusMap *map)
{
  AdwPreferencesGroup *group = cas_rus_group_new (_("Areas of This Game"),
                                                  _("What the table has entered; an unknown fact is never guessed"));
  guint n_unknown = 0;

  for (int a = 0; a < s->n_areas; a++)
    {
      gboolean complete = FALSE;
      g_autofree char *label = cas_rus_area_label (a, map);
      g_autofree char *facts = facts_words (s, map, a, &complete);
      g_autofree char *name = cas_rus_area_id (a);
      GtkWidget *row = cas_rus_row_new (label, facts);
      GtkWidget *edit = gtk_button_new_from_icon_name ("document-edit-symbolic");

      gtk_widget_set_name (row, name);
      if (!complete)
        {
          GtkWidget *chip = cas_app_chip_new (_("Incomplete"), _("Some facts of this area are not entered yet"), "tag",
                                              "warning", NULL);
          gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), chip);
          n_unknown++;
        }
      gtk_widget_add_css_class (edit, "flat");
      gtk_widget_set_valign (edit, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (edit, _("Enter this area's facts"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (edit), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Enter this area's facts"), -1);
      g_object_set_data (G_OBJECT (edit), "cas-area", GINT_TO_POINTER (a));
      g_signal_connect_object (edit, "clicked", G_CALLBACK (edit_clicked_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), edit);
      adw_preferences_group_add (group, row);
    }
  if (n_unknown > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u area is incomplete", "%u areas are incomplete",
                                                            n_unknown),
                                               n_unknown);
      g_autofree char *description = g_strdup_printf (_("What the table has entered; an unknown fact is never guessed. %s."), text);
      adw_preferences_group_set_description (group, description);
    }
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

/* What the marks mean (cas_rus_map_marks ()): for each Kingdom in play the Foreign Powers
 * it borders [VP p.17], for an Emerging one the areas with its initial [BOARD p.3], for the
 * Golden Horde its line to Europe [OCCUPY p.16]; and where the invaders enter
 * [INVASION p.16]; "not entered" wherever the map does not say. */
static void
add_meaning (CasRusMapPage *self, const CasRusState *s, const CasRusMap *map)
{
  AdwPreferencesGroup *group = cas_rus_group_new (_("What the Marks Say"),
                                                  _("For the Kingdoms in play, as far as the marks are entered"));
  g_autoptr(CasExplain) entries = cas_explain_new ();
  CasRusMarks marks;
  GtkWidget *row;

  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    {
      g_autoptr(CasExplain) ex = cas_explain_new ();
      g_autoptr(GString) borders = g_string_new (NULL);
      g_autofree char *name = g_strdup_printf ("marks-%s", cas_rus_kingdom_id (k));
      g_autofree char *subtitle = NULL;
      int unknown = 0;
      if (s->kingdoms[k].status == CAS_RUS_OUT_OF_PLAY)
        continue;
      cas_rus_map_marks (s, map, k, &marks, ex);
      for (int p = 0; p < CAS_RUS_N_POWERS; p++)
        {
          if (marks.borders[p] == CAS_RUS_YES)
            g_string_append_printf (borders, "%s%s", borders->len ? ", " : "", _(cas_rus_power_name (p)));
          unknown += marks.borders[p] == CAS_RUS_UNKNOWN;
        }
      if (borders->len == 0)
        g_string_append (borders, _("none"));
      if (unknown)
        /* TRANSLATORS: "Borders: Europe, China · not entered for 2 Foreign Powers" */
        subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Borders: %s · not entered for %d Foreign Power",
                                                 "Borders: %s · not entered for %d Foreign Powers", (gulong) unknown),
                                    borders->str, unknown);
      else
        subtitle = g_strdup_printf (_("Borders: %s"), borders->str);
      row = adw_expander_row_new ();
      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(cas_rus_kingdom_name (k)));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
      cas_rus_explain_expander_rows (ADW_EXPANDER_ROW (row), ex);
      adw_preferences_group_add (group, row);
    }
  cas_rus_map_marks (s, map, -1, &marks, entries);
  row = adw_expander_row_new ();
  gtk_widget_set_name (row, "marks-entry");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Where the Invaders Enter"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), _("Vikings and Teutons, from their symbols on the map"));
  cas_rus_explain_expander_rows (ADW_EXPANDER_ROW (row), entries);
  adw_preferences_group_add (group, row);
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

/* Where the file is, and whether it could be read. */
static void
add_file (CasRusMapPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = cas_rus_map_default_path ();
  AdwPreferencesGroup *group = cas_rus_group_new (_("Map File"), _("Shared by every game of Rus on this computer"));
  GtkWidget *row = cas_rus_row_new (path, NULL);

  cas_rus_page_map (&error);
  gtk_widget_set_name (row, "rus-map-file");
  if (error)
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sentence);
      gtk_widget_add_css_class (row, "error");
    }
  else if (!g_file_test (path, G_FILE_TEST_EXISTS))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Not written yet: nothing has been entered"));
  adw_preferences_group_add (group, row);
  cas_rus_page_add (CAS_RUS_PAGE (self), group);
}

/* The form. */

static GtkStringList *
area_list_new (const CasRusState *s, const CasRusMap *map, int n)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  for (int a = 0; a < n; a++)
    {
      g_autofree char *label = cas_rus_area_label (a, map);
      if (a >= s->n_areas)
        {
          /* TRANSLATORS: the next free slot for an area of the board the table enters */
          g_autofree char *fresh = g_strdup_printf (_("New area (%s)"), label);
          gtk_string_list_append (list, fresh);
        }
      else
        gtk_string_list_append (list, label);
    }
  return list;
}

/* "2 adjacent · 1 not adjacent", as the menus stand. */
static void
update_neighbours_subtitle (CasRusMapPage *self)
{
  guint yes = 0, no = 0;
  g_autofree char *text = NULL;

  for (guint i = 0; i < self->neighbour_rows->len; i++)
    {
      GtkDropDown *dropdown = g_object_get_data (self->neighbour_rows->pdata[i], "cas-dropdown");
      guint answer = gtk_drop_down_get_selected (dropdown);
      yes += answer == 1;
      no += answer == 2;
    }
  /* TRANSLATORS: the neighbours entered in the map form: "2 adjacent · 1 not adjacent" */
  text = g_strdup_printf (_("%u adjacent · %u not adjacent · the others unknown"), yes, no);
  adw_expander_row_set_subtitle (self->neighbours_row, text);
}

static void
answer_selected_cb (CasRusMapPage *self)
{
  if (!self->loading)
    update_neighbours_subtitle (self);
}

/* "1 yes · 9 no", as the marks' menus stand. */
static void
update_marks_subtitle (CasRusMapPage *self)
{
  guint yes = 0, no = 0;
  g_autofree char *text = NULL;

  for (int i = 0; i < N_MARKS; i++)
    {
      guint answer = gtk_drop_down_get_selected (self->marks[i]);
      yes += answer == 1;
      no += answer == 2;
    }
  /* TRANSLATORS: the board's marks entered in the map form: "1 printed · 9 not printed · the others unknown" */
  text = g_strdup_printf (_("%u printed · %u not printed · the others unknown"), yes, no);
  adw_expander_row_set_subtitle (self->marks_row, text);
}

static void
mark_selected_cb (CasRusMapPage *self)
{
  if (!self->loading)
    update_marks_subtitle (self);
}

/* Whatever is still unknown is not printed on this area: most areas carry no mark. */
static void
marks_rest_no_cb (CasRusMapPage *self)
{
  for (int i = 0; i < N_MARKS; i++)
    if (gtk_drop_down_get_selected (self->marks[i]) == 0)
      gtk_drop_down_set_selected (self->marks[i], 2);
}

/* One row per other area of the game, each with whether it shares a border with the
 * chosen area as the file knows it (unknown, adjacent, not adjacent): several neighbours
 * are entered at once. */
static void
load_neighbours (CasRusMapPage *self, const CasRusState *s, const CasRusMap *map, int area)
{
  for (guint i = 0; i < self->neighbour_rows->len; i++)
    adw_expander_row_remove (self->neighbours_row, self->neighbour_rows->pdata[i]);
  g_ptr_array_set_size (self->neighbour_rows, 0);
  for (int b = 0; b < s->n_areas; b++)
    {
      const char *answers[] = { _("Unknown"), _("Adjacent"), _("Not adjacent"), NULL };
      g_autofree char *label = NULL;
      g_autofree char *name = NULL;
      g_autofree char *id = NULL;
      GtkWidget *row, *dropdown;
      CasRusKnown known;
      if (b == area)
        continue;
      label = cas_rus_area_label (b, map);
      id = cas_rus_area_id (b);
      name = g_strdup_printf ("neighbour-%s", id);
      known = area < CAS_RUS_MAX_AREAS ? cas_rus_map_adjacent (map, area, b) : CAS_RUS_UNKNOWN;
      row = cas_rus_row_new (label, NULL);
      gtk_widget_set_name (row, name);
      dropdown = gtk_drop_down_new_from_strings (answers);
      gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (dropdown, "flat");
      gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Shares a border"), -1);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), known == CAS_RUS_YES ? 1 : known == CAS_RUS_NO ? 2 : 0);
      g_signal_connect_object (dropdown, "notify::selected", G_CALLBACK (answer_selected_cb), self, G_CONNECT_SWAPPED);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), dropdown);
      g_object_set_data (G_OBJECT (row), "cas-dropdown", dropdown);
      g_object_set_data (G_OBJECT (row), "cas-area", GINT_TO_POINTER (b));
      adw_expander_row_add_row (self->neighbours_row, row);
      g_ptr_array_add (self->neighbour_rows, row);
    }
  update_neighbours_subtitle (self);
}

/* The form shows what is known of the chosen area (and of its adjacency to the chosen
 * neighbour). */
static void
load_form (CasRusMapPage *self)
{
  const CasRusState *s = cas_rus_page_get_state (CAS_RUS_PAGE (self));
  const CasRusMap *map = cas_rus_page_map (NULL);
  int area = (int) adw_combo_row_get_selected (self->area_row);
  const char *name;

  if (s == NULL || area < 0 || area >= self->n_listed)
    return;
  self->loading = TRUE;
  name = cas_rus_map_name (map, area);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name ? name : "");
  /* The rulebook's areas have their names. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->name_row), cas_rus_area_name (area) == NULL);
  adw_combo_row_set_selected (self->terrain_row, (guint) terrain_of (s, map, area));
  adw_combo_row_set_selected (self->vp_row, (guint) (printed_of (s, map, area) + 1));
  load_neighbours (self, s, map, area);
  for (int i = 0; i < N_MARKS; i++)
    {
      CasRusKnown k = mark_known (map, area, i);
      gtk_drop_down_set_selected (self->marks[i], k == CAS_RUS_YES ? 1 : k == CAS_RUS_NO ? 2 : 0);
    }
  update_marks_subtitle (self);
  self->loading = FALSE;
}

static void
fill_form (CasRusMapPage *self, const CasRusState *s, const CasRusMap *map)
{
  int n = MIN (s->n_areas + 1, CAS_RUS_MAX_AREAS);
  guint area = adw_combo_row_get_selected (self->area_row);
  g_autoptr(GtkStringList) areas = area_list_new (s, map, n);

  self->loading = TRUE;
  self->n_listed = n;
  adw_combo_row_set_model (self->area_row, G_LIST_MODEL (areas));
  adw_combo_row_set_selected (self->area_row, area < (guint) n ? area : 0);
  self->loading = FALSE;
  load_form (self);
}

static void
area_selected_cb (CasRusMapPage *self)
{
  if (!self->loading)
    load_form (self);
}

/* Save: the terrain and printed VP into the game (journal) and everything into the map
 * file, the table's new word winning over the file's. */
static void
save_clicked_cb (CasRusMapPage *self)
{
  CasJournal *journal = cas_rus_page_get_journal (CAS_RUS_PAGE (self));
  const CasRusState *s = cas_rus_page_get_state (CAS_RUS_PAGE (self));
  int area = (int) adw_combo_row_get_selected (self->area_row);
  int terrain = (int) adw_combo_row_get_selected (self->terrain_row);
  int vp = (int) adw_combo_row_get_selected (self->vp_row) - 1;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  g_autofree char *path = cas_rus_map_default_path ();
  g_autofree char *area_id = NULL;
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(CasRusMap) map = NULL;
  CasRusMapArea entered;

  if (journal == NULL || s == NULL || area < 0 || area >= self->n_listed)
    return;
  area_id = cas_rus_area_id (area);
  /* The game's cells: a new area is taken into the game even with nothing known. */
  if (area >= s->n_areas || s->areas[area].terrain != terrain)
    g_ptr_array_add (actions, g_strdup_printf ("terrain %s %s", area_id, cas_rus_terrain_id (terrain)));
  if (area < s->n_areas && s->areas[area].printed_vp != vp)
    g_ptr_array_add (actions, vp < 0 ? g_strdup_printf ("printed %s unknown", area_id)
                                     : g_strdup_printf ("printed %s %d", area_id, vp));
  else if (area >= s->n_areas && vp >= 0)
    g_ptr_array_add (actions, g_strdup_printf ("printed %s %d", area_id, vp));
  g_ptr_array_add (actions, NULL);
  if (actions->len > 1 && !cas_journal_do_many (journal, (const char *const *) actions->pdata, &error))
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      cas_plan_toast (GTK_WIDGET (self), sentence);
      return;
    }

  /* The map file. */
  map = cas_rus_map_load (path, &error);
  if (map == NULL)
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      g_autofree char *text = g_strdup_printf (_("The map file was not changed: %s"), sentence);
      cas_plan_toast (GTK_WIDGET (self), text);
      return;
    }
  cas_rus_map_area_init (&entered);
  entered.terrain = terrain;
  entered.printed_vp = vp;
  entered.name = cas_rus_area_name (area) == NULL && name[0] ? g_strdup (name) : NULL;
  if (!cas_rus_map_merge (map, area, &entered, TRUE, &error))
    {
      g_autofree char *sentence = cas_app_sentence (error->message);
      g_free (entered.name);
      cas_plan_toast (GTK_WIDGET (self), sentence);
      return;
    }
  g_free (entered.name);
  for (guint i = 0; i < self->neighbour_rows->len; i++)
    {
      GtkWidget *row = self->neighbour_rows->pdata[i];
      guint answer = gtk_drop_down_get_selected (g_object_get_data (G_OBJECT (row), "cas-dropdown"));
      cas_rus_map_set_adjacent (map, area, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-area")),
                                answer == 1 ? CAS_RUS_YES : answer == 2 ? CAS_RUS_NO : CAS_RUS_UNKNOWN);
    }
  for (int i = 0; i < N_MARKS; i++)
    {
      guint answer = gtk_drop_down_get_selected (self->marks[i]);
      *mark_cell (&map->areas[area], i) = answer == 1 ? CAS_RUS_YES : answer == 2 ? CAS_RUS_NO : CAS_RUS_UNKNOWN;
    }
  if (!cas_rus_page_save_map (GTK_WIDGET (self), map, path))
    return;
  cas_rus_page_refresh (CAS_RUS_PAGE (self));
}

static void
map_page_refresh (CasRusPage *page, const CasRusState *s)
{
  CasRusMapPage *self = CAS_RUS_MAP_PAGE (page);
  const CasRusMap *map = cas_rus_page_map (NULL);

  fill_form (self, s, map);
  add_areas (self, s, map);
  add_meaning (self, s, map);
  add_file (self);
}

static void
cas_rus_map_page_finalize (GObject *object)
{
  g_ptr_array_unref (CAS_RUS_MAP_PAGE (object)->neighbour_rows);
  G_OBJECT_CLASS (cas_rus_map_page_parent_class)->finalize (object);
}

static void
cas_rus_map_page_class_init (CasRusMapPageClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cas_rus_map_page_finalize;
  CAS_RUS_PAGE_CLASS (klass)->refresh = map_page_refresh;
}

static AdwComboRow *
combo_row_new (CasRusMapPage *self, const char *name, const char *title, const char *subtitle, GtkStringList *items)
{
  GtkWidget *row = adw_combo_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (items)
    adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (items));
  adw_preferences_group_add (self->form, row);
  return ADW_COMBO_ROW (row);
}

/* The title of mark i's row in the form. */
static char *
mark_title (int i)
{
  static const char *const entry[CAS_RUS_N_INVADERS] = { N_("Viking entry symbol"), N_("Teuton entry symbol") };
  if (i < MARK_BORDERS)
    {
      int kingdom = CAS_RUS_GOLDEN_HORDE + i - MARK_INITIALS;
      /* TRANSLATORS: "Corner initial M (Muscovy)" */
      return g_strdup_printf (_("Corner initial %s (%s)"), cas_rus_map_initial (kingdom), _(cas_rus_kingdom_name (kingdom)));
    }
  if (i < MARK_ENTRY)
    /* TRANSLATORS: "On the original border of Europe" */
    return g_strdup_printf (_("On the original border of %s"), _(cas_rus_power_name (i - MARK_BORDERS)));
  if (i < MARK_ROUTE)
    return g_strdup (_(entry[i - MARK_ENTRY]));
  return g_strdup (_("On a trade route to Europe"));
}

static const char *
mark_subtitle (int i)
{
  if (i < MARK_BORDERS)
    return _("It may rebel to this Kingdom once its card is activated");
  if (i < MARK_ENTRY)
    return _("A Kingdom holding it borders this Foreign Power");
  if (i < MARK_ROUTE)
    return _("The invaders arrive here");
  return _("The Golden Horde’s way to occupy Europe");
}

/* The marks' rows: each with a menu (unknown, printed, not printed), and a button that
 * says "not printed" for the marks still unknown. */
static void
add_marks (CasRusMapPage *self)
{
  static const char *const ids[N_MARKS] = {
    "mark-initial-golden-horde", "mark-initial-muscovy", "mark-initial-vladimir", "mark-border-china",
    "mark-border-europe", "mark-border-scandinavia", "mark-border-byzantium", "mark-entry-vikings",
    "mark-entry-teutons", "mark-europe-route",
  };
  GtkWidget *rest, *rest_row;

  self->marks_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  gtk_widget_set_name (GTK_WIDGET (self->marks_row), "rus-map-marks");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->marks_row), _("Marks on the Board"));
  for (int i = 0; i < N_MARKS; i++)
    {
      const char *answers[] = { _("Unknown"), _("Printed"), _("Not printed"), NULL };
      g_autofree char *title = mark_title (i);
      GtkWidget *row = cas_rus_row_new (title, mark_subtitle (i));
      GtkWidget *dropdown = gtk_drop_down_new_from_strings (answers);
      gtk_widget_set_name (row, ids[i]);
      gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (dropdown, "flat");
      gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      g_signal_connect_object (dropdown, "notify::selected", G_CALLBACK (mark_selected_cb), self, G_CONNECT_SWAPPED);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), dropdown);
      adw_expander_row_add_row (self->marks_row, row);
      self->marks[i] = GTK_DROP_DOWN (dropdown);
    }
  rest_row = cas_rus_row_new (_("The others are not printed here"), _("Most areas carry no mark"));
  rest = gtk_button_new_with_mnemonic (_("Set _Unknown to “Not Printed”"));
  gtk_widget_set_name (rest, "rus-map-marks-rest");
  gtk_widget_set_valign (rest, GTK_ALIGN_CENTER);
  g_signal_connect_object (rest, "clicked", G_CALLBACK (marks_rest_no_cb), self, G_CONNECT_SWAPPED);
  adw_action_row_add_suffix (ADW_ACTION_ROW (rest_row), rest);
  adw_expander_row_add_row (self->marks_row, rest_row);
  adw_preferences_group_add (self->form, GTK_WIDGET (self->marks_row));
}

static void
cas_rus_map_page_init (CasRusMapPage *self)
{
  g_autoptr(GtkStringList) terrains = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) vps = gtk_string_list_new (NULL);
  GtkWidget *save;

  gtk_string_list_append (terrains, _("Unknown"));
  for (int t = CAS_RUS_ARABLE; t <= CAS_RUS_TAIGA; t++)
    gtk_string_list_append (terrains, _(cas_rus_terrain_name (t)));
  gtk_string_list_append (vps, _("Unknown"));
  for (int v = 0; v <= 9; v++)
    {
      g_autofree char *text = g_strdup_printf ("%d", v);
      gtk_string_list_append (vps, text);
    }

  self->form = cas_rus_group_new (_("Enter an Area"), _("As the board shows it; leave unknown what you have not read"));
  self->area_row = combo_row_new (self, "rus-map-area", _("Area"), NULL, NULL);
  self->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  gtk_widget_set_name (GTK_WIDGET (self->name_row), "rus-map-name");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), _("Name on the board"));
  adw_preferences_group_add (self->form, GTK_WIDGET (self->name_row));
  self->terrain_row = combo_row_new (self, "rus-map-terrain", _("Terrain"), _("Its stacking limit and combat modifiers"),
                                     terrains);
  self->vp_row = combo_row_new (self, "rus-map-vp", _("Printed VP"), _("Scored while a settlement stands there"), vps);
  self->neighbour_rows = g_ptr_array_new ();
  self->neighbours_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  gtk_widget_set_name (GTK_WIDGET (self->neighbours_row), "rus-map-neighbours");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->neighbours_row), _("Neighbours"));
  adw_preferences_group_add (self->form, GTK_WIDGET (self->neighbours_row));
  add_marks (self);
  save = gtk_button_new_with_mnemonic (_("_Save"));
  gtk_widget_set_name (save, "rus-map-save");
  gtk_widget_add_css_class (save, "suggested-action");
  gtk_widget_set_valign (save, GTK_ALIGN_CENTER);
  g_signal_connect_object (save, "clicked", G_CALLBACK (save_clicked_cb), self, G_CONNECT_SWAPPED);
  adw_preferences_group_set_header_suffix (self->form, save);
  g_signal_connect_object (self->area_row, "notify::selected", G_CALLBACK (area_selected_cb), self, G_CONNECT_SWAPPED);
  adw_preferences_page_add (cas_rus_page_get_prefs (CAS_RUS_PAGE (self)), self->form);
}
