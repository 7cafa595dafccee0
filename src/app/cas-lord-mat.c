/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-lord-mat.c: one Mustered Lord's mat as a card. Counts have +/− buttons, the Locale
 * opens a Move popover, Vassals a menu of their states; each edit is a journal action
 * ("forces hermann knights +1"). Rows are updated in place so the keyboard focus stays. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-app-util.h"
#include "cas-game-ui.h"
#include "cas-lord-mat.h"
#include "cas-table-view.h"
#include "cas-wrap-layout.h"

enum { RATING_FEALTY, RATING_SERVICE, RATING_LORDSHIP, RATING_COMMAND, N_RATINGS };

typedef enum { ROW_FORCES, ROW_ASSETS } RowKind;

typedef struct {
  GtkWidget *row;
  GtkWidget *count, *minus, *plus;
  GtkWidget *routed;              /* Forces only: the Routed stepper */
  GtkWidget *rcount, *rminus, *rplus;
  gboolean sticky;                /* touched by the player: stays even at 0 */
} CountRow;

typedef struct {
  GtkWidget *name;
  GtkWidget *caption;
  GtkWidget *state;               /* menu button showing the state */
} VassalRow;

struct _CasLordMat
{
  GtkWidget parent_instance;

  GtkLabel *name_label;
  GtkLabel *title_label;
  GtkLabel *side_badge;
  GtkWidget *menu_button;
  GtkWidget *locale_button;
  GtkLabel *locale_label;
  GtkWidget *marshal_badge;
  GtkWidget *lieutenant_badge;
  GtkWidget *besieged_badge;
  GtkWidget *moved_toggle;
  GtkLabel *service_label;
  GtkWidget *ratings;
  GtkWidget *routed_toggle;
  GtkWidget *forces_add;
  GtkWidget *forces_box;
  GtkWidget *assets_heading;
  GtkWidget *assets_cap;
  GtkWidget *assets_add;
  GtkWidget *assets_box;
  GtkWidget *vassals_section;
  GtkWidget *vassals_box;
  GtkWidget *cards_section;
  GtkWidget *cards_box;
  GtkWidget *footer;
  GtkWidget *game_section;        /* the game's own (CasGameUi.mat_section_new), or NULL */
  CasGame *game_section_of;       /* the game it was made for */

  GtkWidget *supply_button;
  GtkWidget *laden_button;
  GtkWidget *sail_button;
  GtkWidget *ravage_button;
  GtkWidget *battle_button;
  GtkWidget *storm_button;
  GtkWidget *sally_button;

  GtkLabel *rating_values[N_RATINGS];
  CountRow forces[CAS_MAX_FORCES];
  CountRow assets[CAS_MAX_ASSETS];
  VassalRow vassals[CAS_MAX_VASSALS];
  GtkWidget *routed_captions;     /* column captions over the steppers */
  GtkSizeGroup *stepper_group;
  GtkSizeGroup *routed_group;

  CasTable *table;                /* a copy, for the popovers */
  int lord;
  int side;
  int vassals_of;                 /* the Lord whose Vassal rows are built */
  /* turncoat (issue 17): the other Lords' Vassals serving on this mat (CAS_L_VASSAL_SERVES,
   * Inferno 4.7.6), a bit per Vassal, and the box of their rows after the Lord's own */
  GtkWidget *turncoats_box;
  guint64 turncoats_shown;
  int turncoats_of;
  gboolean updating;
  guint64 cards_shown;            /* the cards at the mat, a bit per card */
  gboolean cards_known;
};

G_DEFINE_FINAL_TYPE (CasLordMat, cas_lord_mat, GTK_TYPE_WIDGET)

GtkWidget *
cas_lord_mat_new (void)
{
  return g_object_new (CAS_TYPE_LORD_MAT, NULL);
}

int
cas_lord_mat_get_lord (CasLordMat *self)
{
  g_return_val_if_fail (CAS_IS_LORD_MAT (self), -1);
  return self->lord;
}

static const char *
lord_id (CasLordMat *self)
{
  return cas_game_get_lord (self->table->game, self->lord)->id;
}

/* Count rows. */

static void
touched_cb (GtkWidget *button, CountRow *row)
{
  row->sticky = TRUE;
}

static GtkWidget *
stepper_new (CasLordMat *self, CountRow *row, const char *prefix, const char *type, const char *what,
             GtkWidget **count, GtkWidget **minus, GtkWidget **plus)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  /* TRANSLATORS: the tooltip of a − button on a mat, "Knights −1", "Routed Knights −1" */
  g_autofree char *less = g_strdup_printf (_("%s −1"), what);
  g_autofree char *more = g_strdup_printf (_("%s +1"), what);
  g_autofree char *minus_name = g_strdup_printf ("%s-%s-minus", prefix, type);
  g_autofree char *plus_name = g_strdup_printf ("%s-%s-plus", prefix, type);

  *minus = cas_table_action_button_new ("list-remove-symbolic", TRUE, less);
  *plus = cas_table_action_button_new ("list-add-symbolic", TRUE, more);
  *count = gtk_label_new ("0");
  gtk_widget_set_name (*minus, minus_name);
  gtk_widget_set_name (*plus, plus_name);
  gtk_widget_add_css_class (box, "stepper");
  gtk_widget_add_css_class (*count, "numeric");
  gtk_widget_add_css_class (*count, "count");
  gtk_label_set_width_chars (GTK_LABEL (*count), 2);
  gtk_widget_add_css_class (*minus, "flat");
  gtk_widget_add_css_class (*minus, "circular");
  gtk_widget_add_css_class (*plus, "flat");
  gtk_widget_add_css_class (*plus, "circular");
  g_signal_connect (*minus, "clicked", G_CALLBACK (touched_cb), row);
  g_signal_connect (*plus, "clicked", G_CALLBACK (touched_cb), row);
  gtk_box_append (GTK_BOX (box), *minus);
  gtk_box_append (GTK_BOX (box), *count);
  gtk_box_append (GTK_BOX (box), *plus);
  return box;
}

static void
count_row_build (CasLordMat *self, CountRow *row, RowKind kind, int type)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  const char *name = kind == ROW_FORCES ? cas_game_get_unit (self->table->game, type)->name
                                        : cas_app_asset_name (self->table->game, type);
  const char *id = kind == ROW_FORCES ? cas_game_unit_id (self->table->game, type) : cas_game_asset_id (self->table->game, type);
  GtkWidget *label = gtk_label_new (name);
  GtkWidget *stepper;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  stepper = stepper_new (self, row, kind == ROW_FORCES ? "forces" : "assets", id, name, &row->count, &row->minus,
                         &row->plus);
  gtk_size_group_add_widget (self->stepper_group, stepper);
  gtk_box_append (GTK_BOX (box), stepper);
  gtk_widget_add_css_class (box, "count-row");

  /* Rows keep the order of the mat, whichever appears first. */
  GtkWidget *parent = kind == ROW_FORCES ? self->forces_box : self->assets_box;
  CountRow *rows = kind == ROW_FORCES ? self->forces : self->assets;
  GtkWidget *after = kind == ROW_FORCES ? self->routed_captions : NULL;
  for (int t = 0; t < type; t++)
    if (rows[t].row)
      after = rows[t].row;
  gtk_box_insert_child_after (GTK_BOX (parent), box, after);
  row->row = box;
}

/* The Routed stepper of a Forces row, made the first time the Routed column shows. */
static void
routed_build (CasLordMat *self, CountRow *row, int type)
{
  const char *name = cas_game_get_unit (self->table->game, type)->name;
  g_autofree char *what = g_strdup_printf (_("Routed %s"), name);

  row->routed = stepper_new (self, row, "routed", cas_game_unit_id (self->table->game, type), what, &row->rcount, &row->rminus, &row->rplus);
  gtk_widget_add_css_class (row->routed, "routed");
  gtk_size_group_add_widget (self->routed_group, row->routed);
  gtk_box_append (GTK_BOX (row->row), row->routed);
}

static void
set_count (GtkWidget *count, GtkWidget *minus, GtkWidget *plus, const char *verb, const char *lord, const char *type,
           int n)
{
  g_autofree char *text = g_strdup_printf ("%d", n);
  g_autofree char *less = g_strdup_printf ("%s %s %s -1", verb, lord, type);
  g_autofree char *more = g_strdup_printf ("%s %s %s +1", verb, lord, type);

  gtk_label_set_label (GTK_LABEL (count), text);
  cas_table_action_button_set (minus, less);
  cas_table_action_button_set (plus, more);
  gtk_widget_set_sensitive (minus, n > 0);
}

static void
update_forces (CasLordMat *self, const CasTable *t, int lord)
{
  gboolean any_routed = FALSE;

  for (int f = 0; f < CAS_MAX_FORCES; f++)
    any_routed |= CAS_LORD (t, lord, CAS_L_ROUTED + f) > 0;
  /* Routed units show whenever there are any; the toggle shows the column to add some. */
  if (any_routed && !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->routed_toggle)))
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->routed_toggle), TRUE);
  gboolean show_routed = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->routed_toggle));
  gtk_widget_set_visible (self->routed_captions, show_routed);

  for (int f = 0; f < CAS_MAX_FORCES; f++)
    {
      CountRow *row = &self->forces[f];
      int n = CAS_LORD (t, lord, CAS_L_FORCES + f);
      int routed = CAS_LORD (t, lord, CAS_L_ROUTED + f);
      gboolean visible = n > 0 || routed > 0 || row->sticky;

      if (!visible)
        {
          if (row->row)
            gtk_widget_set_visible (row->row, FALSE);
          continue;
        }
      if (row->row == NULL)
        count_row_build (self, row, ROW_FORCES, f);
      gtk_widget_set_visible (row->row, TRUE);
      set_count (row->count, row->minus, row->plus, "forces", lord_id (self), cas_game_unit_id (t->game, f), n);
      if (!show_routed)
        {
          if (row->routed)
            gtk_widget_set_visible (row->routed, FALSE);
          continue;
        }
      if (row->routed == NULL)
        routed_build (self, row, f);
      gtk_widget_set_visible (row->routed, TRUE);
      set_count (row->rcount, row->rminus, row->rplus, "routed", lord_id (self), cas_game_unit_id (t->game, f), routed);
      if (routed > 0)
        gtk_widget_add_css_class (row->rcount, "error");
      else
        gtk_widget_remove_css_class (row->rcount, "error");
    }
}

static void
update_assets (CasLordMat *self, const CasTable *t, int lord)
{
  int cap = cas_game_get_asset_cap (t->game);

  if (*gtk_label_get_label (GTK_LABEL (self->assets_cap)) == '\0')
    {
      g_autofree char *cap_text = g_strdup_printf (_("at most %d of each"), cap);
      gtk_label_set_label (GTK_LABEL (self->assets_cap), cap_text);
      gtk_widget_set_tooltip_text (self->assets_heading, cap_text);
    }
  for (int a = 0; a < CAS_MAX_ASSETS; a++)
    {
      CountRow *row = &self->assets[a];
      int n = CAS_LORD (t, lord, CAS_L_ASSETS + a);

      if (n == 0 && !row->sticky)
        {
          if (row->row)
            gtk_widget_set_visible (row->row, FALSE);
          continue;
        }
      if (row->row == NULL)
        count_row_build (self, row, ROW_ASSETS, a);
      gtk_widget_set_visible (row->row, TRUE);
      set_count (row->count, row->minus, row->plus, "assets", lord_id (self), cas_game_asset_id (t->game, a), n);
      /* Above the cap: the table records it, the audit judges it (rules-decisions #12). */
      if (n > cap && !gtk_widget_has_css_class (row->count, "error"))
        {
          g_autofree char *tip = g_strdup_printf (_("More than %d: above the cap (1.7.3)"), cap);
          gtk_widget_add_css_class (row->count, "error");
          gtk_widget_set_tooltip_text (row->count, tip);
        }
      else if (n <= cap && gtk_widget_has_css_class (row->count, "error"))
        {
          gtk_widget_remove_css_class (row->count, "error");
          gtk_widget_set_tooltip_text (row->count, NULL);
        }
    }
}

/* The + menus: types the mat does not show. */

static void
add_clicked (GtkButton *button, CasLordMat *self)
{
  CountRow *row = g_object_get_data (G_OBJECT (button), "cas-row");
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  row->sticky = TRUE;
  if (popover)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

static void
add_popup (GtkMenuButton *button, gpointer user_data)
{
  CasLordMat *self = CAS_LORD_MAT (user_data);
  gboolean forces = GTK_WIDGET (button) == self->forces_add;
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  int n = (int) (forces ? cas_game_get_n_units (self->table->game) : cas_game_get_n_assets (self->table->game));
  gboolean any = FALSE;

  for (int i = 0; i < n; i++)
    {
      CountRow *row = forces ? &self->forces[i] : &self->assets[i];
      if (row->row && gtk_widget_get_visible (row->row))
        continue;
      const char *name = forces ? cas_game_get_unit (self->table->game, i)->name : cas_app_asset_name (self->table->game, i);
      const char *id = forces ? cas_game_unit_id (self->table->game, i) : cas_game_asset_id (self->table->game, i);
      g_autofree char *action = g_strdup_printf ("%s %s %s +1", forces ? "forces" : "assets", lord_id (self), id);
      g_autofree char *tip = g_strdup_printf (_("%s +1"), name);
      g_autofree char *widget_name = g_strdup_printf ("add-%s", id);
      GtkWidget *b = cas_table_action_button_new (name, FALSE, tip);
      cas_table_action_button_set (b, action);
      gtk_widget_set_name (b, widget_name);
      gtk_widget_add_css_class (b, "flat");
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b))), 0);
      g_object_set_data (G_OBJECT (b), "cas-row", row);
      g_signal_connect (b, "clicked", G_CALLBACK (add_clicked), self);
      gtk_box_append (GTK_BOX (box), b);
      any = TRUE;
    }
  if (!any)
    {
      GtkWidget *none = gtk_label_new (forces ? _("Every unit type is shown") : _("Every Asset is shown"));
      gtk_widget_add_css_class (none, "dim-label");
      gtk_box_append (GTK_BOX (box), none);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

/* Vassals. */

/* A choice in one of the mat's popovers: the popover goes once it is made. */
static void
vassal_state_clicked (GtkButton *button, gpointer user_data)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);
  if (popover)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

static char *
forces_text (CasGame *game, const int forces[CAS_MAX_FORCES])
{
  GString *s = g_string_new (NULL);
  for (int f = 0; f < CAS_MAX_FORCES; f++)
    if (forces[f] > 0)
      g_string_append_printf (s, "%s%d %s", s->len ? ", " : "", forces[f], cas_game_get_unit (game, f)->name);
  return g_string_free (s, FALSE);
}

static void
vassal_popup (GtkMenuButton *button, gpointer user_data)
{
  CasLordMat *self = CAS_LORD_MAT (user_data);
  int slot = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cas-slot"));
  CasGame *game = self->table->game;
  const CasLord *lord = cas_game_get_lord (game, self->lord);
  const CasVassal *v = cas_game_get_vassal (game, lord->vassals[slot]);
  CasVassalState now = CAS_LORD (self->table, self->lord, CAS_L_VASSAL + slot);
  int serves = CAS_LORD (self->table, self->lord, CAS_L_VASSAL_SERVES + slot); /* turncoat (issue 17) */
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *heading = gtk_label_new (v->name);
  g_autofree char *forces = forces_text (game, v->forces);
  g_autofree char *caption_text = g_strdup_printf (_("Forces %s · Service %d"), forces, v->service);
  GtkWidget *caption = gtk_label_new (caption_text);
  static const struct {
    CasVassalState state;
    const char *verb, *label, *tip;
  } choices[] = {
    { CAS_VASSAL_MUSTERED, "muster", N_("Muster"), N_("Its Forces join the Lord’s (3.4.2)") },
    { CAS_VASSAL_READY, "ready", N_("Ready"), N_("Not Mustered; a Mustered Vassal’s Forces leave the mat") },
    { CAS_VASSAL_UNREADY, "unready", N_("Unready"), N_("Not available now") },
    { CAS_VASSAL_ASIDE, "aside", N_("Set Aside"), N_("A Special Vassal without its Capability in play") },
    { CAS_VASSAL_REMOVED, "removed", N_("Removed"), N_("Out of play for good") },
  };

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 34);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_widget_set_margin_bottom (caption, 6);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), caption);
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      g_autofree char *action = g_strdup_printf ("vassal %s %s %s", lord->id, v->id, choices[i].verb);
      g_autofree char *name = g_strdup_printf ("vassal-%s", choices[i].verb);
      GtkWidget *b = cas_table_action_button_new (_(choices[i].label), FALSE, _(choices[i].tip));
      cas_table_action_button_set (b, action);
      gtk_widget_set_name (b, name);
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b))), 0);
      gtk_widget_add_css_class (b, choices[i].state == CAS_VASSAL_MUSTERED ? "suggested-action" : "flat");
      gtk_widget_set_sensitive (b, choices[i].state != now);
      /* turncoat: its marker is on the mat of the Lord it serves (4.7.6), not here; without
       * its action, or the action's state would make the button sensitive again */
      if (serves >= 0 && choices[i].state == CAS_VASSAL_MUSTERED)
        {
          gtk_actionable_set_action_name (GTK_ACTIONABLE (b), NULL);
          gtk_widget_set_sensitive (b, FALSE);
          gtk_widget_set_tooltip_text (b, _("It serves another Lord as a Turncoat (4.7.6)"));
        }
      if (choices[i].state == CAS_VASSAL_MUSTERED)
        gtk_widget_set_margin_bottom (b, 4);
      g_signal_connect (b, "clicked", G_CALLBACK (vassal_state_clicked), NULL);
      gtk_box_append (GTK_BOX (box), b);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

/* The Vassal rows' shape, shared with the game's own rows (cas-lord-mat.h). */
GtkWidget *
cas_lord_mat_row_new (const char *name, GtkWidget *control, GtkWidget **name_label, GtkWidget **caption_label)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new (name);
  GtkWidget *caption = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_widget_set_hexpand (names, TRUE);
  gtk_widget_set_valign (names, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (names), title);
  gtk_box_append (GTK_BOX (names), caption);
  gtk_box_append (GTK_BOX (row), names);
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), control);
  if (name_label)
    *name_label = title;
  *caption_label = caption;
  return row;
}

static void
build_vassals (CasLordMat *self, const CasTable *t, int lord)
{
  const CasLord *l = cas_game_get_lord (t->game, lord);

  cas_app_remove_children (self->vassals_box);
  memset (self->vassals, 0, sizeof self->vassals);
  for (int v = 0; v < l->n_vassals; v++)
    {
      const CasVassal *vassal = cas_game_get_vassal (t->game, l->vassals[v]);
      VassalRow *vr = &self->vassals[v];
      g_autofree char *widget_name = g_strdup_printf ("vassal-%s", vassal->id);
      g_autofree char *tip = g_strdup_printf (_("%s: Muster it or change its state"), vassal->name);

      vr->state = gtk_menu_button_new ();
      gtk_widget_set_name (vr->state, widget_name);
      gtk_widget_set_tooltip_text (vr->state, tip);
      gtk_widget_add_css_class (vr->state, "vassal-state");
      g_object_set_data (G_OBJECT (vr->state), "cas-slot", GINT_TO_POINTER (v));
      gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (vr->state), vassal_popup, self, NULL);
      gtk_box_append (GTK_BOX (self->vassals_box), cas_lord_mat_row_new (vassal->name, vr->state, &vr->name, &vr->caption));
    }
  self->vassals_of = lord;
}

/* turncoat (issue 17): the other Lords' Vassals that serve `lord` as Turncoats (Inferno
 * 4.7.6; rules-decisions I197): a row each, "Bribed from OWNER", rebuilt when they change.
 * Whether there are any. */
static gboolean
update_turncoats (CasLordMat *self, const CasTable *t, int lord)
{
  guint64 here = 0;

  for (guint i = 0; i < cas_game_get_n_vassals (t->game) && i < 64; i++)
    {
      const CasVassal *v = cas_game_get_vassal (t->game, (int) i);
      if (v->lord >= 0 && CAS_LORD (t, v->lord, CAS_L_VASSAL_SERVES + v->slot) == lord)
        here |= G_GUINT64_CONSTANT (1) << i;
    }
  if (here == self->turncoats_shown && self->turncoats_of == lord)
    return here != 0;
  self->turncoats_shown = here;
  self->turncoats_of = lord;
  cas_app_remove_children (self->turncoats_box);
  for (guint i = 0; i < cas_game_get_n_vassals (t->game) && i < 64; i++)
    if (here & (G_GUINT64_CONSTANT (1) << i))
      {
        const CasVassal *v = cas_game_get_vassal (t->game, (int) i);
        g_autofree char *tip = g_strdup_printf (_("A Vassal of %s: as a Turncoat its marker and Forces are on this mat (4.7.6)"),
                                                cas_game_get_lord (t->game, v->lord)->name);
        g_autofree char *owner = g_strdup_printf (_("Bribed from %s"), cas_game_get_lord (t->game, v->lord)->name);
        g_autofree char *widget_name = g_strdup_printf ("turncoat-%s", v->id);
        GtkWidget *chip = cas_app_chip_new (_("Turncoat"), tip, "tag", "success", NULL); /* Mustered with him */
        GtkWidget *name = NULL, *caption = NULL;
        GtkWidget *row = cas_lord_mat_row_new (v->name, chip, &name, &caption);
        gtk_widget_set_name (row, widget_name);
        gtk_label_set_label (GTK_LABEL (caption), owner);
        gtk_widget_set_visible (caption, TRUE);
        gtk_box_append (GTK_BOX (self->turncoats_box), row);
      }
  return here != 0;
}

static void
update_vassals (CasLordMat *self, const CasTable *t, int lord)
{
  const CasLord *l = cas_game_get_lord (t->game, lord);

  if (self->vassals_of != lord)
    build_vassals (self, t, lord);
  gboolean turncoats = update_turncoats (self, t, lord);
  gtk_widget_set_visible (self->vassals_section, l->n_vassals > 0 || turncoats);
  for (int v = 0; v < l->n_vassals; v++)
    {
      VassalRow *vr = &self->vassals[v];
      CasVassalState state = CAS_LORD (t, lord, CAS_L_VASSAL + v);
      int box = CAS_LORD (t, lord, CAS_L_VASSAL_BOX + v);
      int serves = CAS_LORD (t, lord, CAS_L_VASSAL_SERVES + v); /* turncoat (issue 17) */
      const char *classes[] = { "success", "neutral" };
      const char *label = serves >= 0 ? _("Turncoat") : cas_app_vassal_state_name (state);

      /* A new label means new child widgets: only when it changes. */
      if (g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (vr->state)), label) != 0)
        gtk_menu_button_set_label (GTK_MENU_BUTTON (vr->state), label);
      for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
        gtk_widget_remove_css_class (vr->state, classes[i]);
      gtk_widget_add_css_class (vr->state, state == CAS_VASSAL_MUSTERED ? "success" : "neutral");
      if (state == CAS_VASSAL_MUSTERED)
        gtk_widget_remove_css_class (vr->name, "dim-label");
      else
        gtk_widget_add_css_class (vr->name, "dim-label");
      if (serves >= 0)
        {
          g_autofree char *text = g_strdup_printf (_("Serves %s as a Turncoat"), cas_game_get_lord (t->game, serves)->name);
          gtk_label_set_label (GTK_LABEL (vr->caption), text);
        }
      else if (box >= 0)
        {
          g_autofree char *where = cas_app_box_name (t->game, box);
          g_autofree char *text = g_strdup_printf (_("Service marker %s"), where);
          gtk_label_set_label (GTK_LABEL (vr->caption), text);
        }
      gtk_widget_set_visible (vr->caption, box >= 0 || serves >= 0);
    }
}

/* inferno-app (issue 17): the This Lord cards at LORD's mat (ON_COMUNE FALSE) or on his
 * Comune's (TRUE: CAS_K_MAT, Inferno 3.4.4, I152), as chips in BOX, rebuilt only when they
 * differ from *SHOWN (a bit per card; *KNOWN FALSE the first time). Whether there are any. */
gboolean
cas_lord_mat_fill_cards (GtkWidget *box, const CasTable *t, int lord, gboolean on_comune, guint64 *shown,
                         gboolean *known)
{
  guint64 held = 0;

  for (guint c = 0; c < cas_game_get_n_cards (t->game) && c < 64; c++)
    if (CAS_CARD (t, c, CAS_K_STATE) == CAS_CARD_LORD && CAS_CARD (t, c, CAS_K_LORD) == lord &&
        !CAS_CARD (t, c, CAS_K_MAT) == !on_comune)
      held |= G_GUINT64_CONSTANT (1) << c;
  if (held == *shown && *known)
    return held != 0;
  *shown = held;
  *known = TRUE;
  cas_app_remove_children (box);
  for (guint c = 0; c < cas_game_get_n_cards (t->game) && c < 64; c++)
    if (held & (G_GUINT64_CONSTANT (1) << c))
      {
        const CasCard *card = cas_game_get_card (t->game, (int) c);
        gtk_box_append (GTK_BOX (box), cas_app_chip_new (card->cap_name ? card->cap_name : card->id,
                                                         cas_game_text (card->cap_summary), "tag", "card", NULL));
      }
  return held != 0;
}

static void
update_cards (CasLordMat *self, const CasTable *t, int lord)
{
  gtk_widget_set_visible (self->cards_section,
                          cas_lord_mat_fill_cards (self->cards_box, t, lord, FALSE, &self->cards_shown, &self->cards_known));
}

static void
update_place (CasLordMat *self, const CasTable *t, int lord)
{
  CasGame *game = t->game;
  int service = CAS_LORD (t, lord, CAS_L_SERVICE);
  int lieutenant = CAS_LORD (t, lord, CAS_L_LIEUTENANT);
  const CasLocale *loc = cas_game_get_locale (game, CAS_LORD (t, lord, CAS_L_LOCALE));
  GString *text = g_string_new (NULL);
  g_autofree char *move_tip = g_strdup_printf (_("At %s: move him…"), loc->name);

  if (g_strcmp0 (gtk_label_get_label (self->locale_label), loc->name) != 0 ||
      gtk_widget_get_tooltip_text (self->locale_button) == NULL)
    {
      gtk_label_set_label (self->locale_label, loc->name);
      gtk_widget_set_tooltip_text (self->locale_button, move_tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->locale_button), GTK_ACCESSIBLE_PROPERTY_LABEL, move_tip,
                                      -1);
    }
  if (service == CAS_NO_SERVICE)
    g_string_append (text, _("No Service marker"));
  else
    {
      g_autofree char *where = cas_app_box_name (game, service);
      g_string_append_printf (text, _("Service marker %s"), where);
    }
  if (lieutenant >= 0)
    g_string_append_printf (text, _(" · Lower Lord under %s"), cas_game_get_lord (game, lieutenant)->name);
  int lower = -1;
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (CAS_LORD (t, l, CAS_L_STATE) == CAS_LORD_MAP && CAS_LORD (t, l, CAS_L_LIEUTENANT) == lord)
      {
        g_string_append_printf (text, _(" · Lieutenant over %s"), cas_game_get_lord (game, (int) l)->name);
        lower = (int) l;
      }
  gtk_label_set_label (self->service_label, text->str);
  /* 4.1.3: the badge on the Lieutenant; the Lower Lord's line says whose he is. */
  gtk_widget_set_visible (self->lieutenant_badge, lower >= 0);
  if (lower >= 0)
    {
      g_autofree char *tip = g_strdup_printf (_("Lieutenant: %s is stacked under him (4.1.3)"),
                                              cas_game_get_lord (game, lower)->name);
      gtk_widget_set_tooltip_text (self->lieutenant_badge, tip);
    }
  g_string_free (text, TRUE);
}

/* The game's own section after his Vassals (CasGameUi.mat_section_new; Inferno: his Comune). */
static void
update_game_section (CasLordMat *self, const CasTable *t, int lord)
{
  const CasGameUi *ui = cas_game_ui_for (t->game);

  if (self->game_section && self->game_section_of != t->game)
    {
      gtk_box_remove (GTK_BOX (gtk_widget_get_parent (self->game_section)), self->game_section);
      self->game_section = NULL;
    }
  if (ui->mat_section_new == NULL || ui->mat_section_update == NULL)
    return;
  if (self->game_section == NULL)
    {
      self->game_section = ui->mat_section_new ();
      self->game_section_of = t->game;
      gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->vassals_section)), self->game_section,
                                  self->vassals_section);
    }
  gtk_widget_set_visible (self->game_section, ui->mat_section_update (self->game_section, t, lord));
}

/* The calculators and fights that concern him where he stands. */
static void
update_footer (CasLordMat *self, const CasTable *t, int lord)
{
  const CasLord *l = cas_game_get_lord (t->game, lord);
  int locale = CAS_LORD (t, lord, CAS_L_LOCALE);
  const char *locale_id = cas_game_get_locale (t->game, locale)->id;
  int enemy = 1 - l->side;
  gboolean besieged = cas_rules_besieged (t, lord);
  gboolean enemies = cas_rules_count_unbesieged (t, locale, enemy) > 0;
  gboolean stronghold_enemy = !besieged && CAS_LOCALE (t, locale, CAS_C_SIEGE) > 0 &&
                              cas_rules_is_stronghold (t, locale) && cas_rules_holder (t, locale) == enemy;
  g_autofree char *supply = g_strdup_printf ("supply:%s", l->id);
  g_autofree char *ravage = g_strdup_printf ("ravage:%s", l->id);
  g_autofree char *battle = g_strdup_printf ("battle:%s:%s", locale_id, l->id);
  g_autofree char *storm = g_strdup_printf ("storm:%s:%s", locale_id, l->id);
  g_autofree char *sally = g_strdup_printf ("sally:%s:%s", locale_id, l->id);

  cas_table_action_button_set (self->supply_button, supply);
  cas_table_action_button_set (self->ravage_button, ravage);
  cas_table_action_button_set (self->battle_button, battle);
  cas_table_action_button_set (self->storm_button, storm);
  cas_table_action_button_set (self->sally_button, sally);
  /* Enemy Lords outside any Siege at his Locale: a Battle is due (4.4). */
  gtk_widget_set_visible (self->battle_button, enemies && !besieged);
  /* He Besieges an enemy Stronghold with Siege markers on it: Storm (4.5.2). */
  gtk_widget_set_visible (self->storm_button, stronghold_enemy);
  /* Besieged with the besiegers outside: Sally (4.5.3). */
  gtk_widget_set_visible (self->sally_button, besieged && enemies);
}

/* Shows the Lord as the table has him; the caller keeps a mat only for Lords on the map. */
void
cas_lord_mat_update (CasLordMat *self, const CasTable *table, int lord)
{
  const CasLord *l;
  int ratings[N_RATINGS];

  g_return_if_fail (CAS_IS_LORD_MAT (self));
  g_return_if_fail (table != NULL);

  if (self->table && self->table->game == table->game)
    cas_table_assign (self->table, table);
  else
    {
      g_clear_pointer (&self->table, cas_table_free);
      self->table = cas_table_copy (table);
    }
  if (self->lord != lord)
    {
      /* Another Lord: the rows he touched are not this one's. */
      for (int f = 0; f < CAS_MAX_FORCES; f++)
        self->forces[f].sticky = FALSE;
      for (int a = 0; a < CAS_MAX_ASSETS; a++)
        self->assets[a].sticky = FALSE;
    }
  self->updating = TRUE;
  l = cas_game_get_lord (table->game, lord);
  self->lord = lord;
  if (g_strcmp0 (gtk_label_get_label (self->name_label), l->name) != 0)
    {
      /* Long names are cut on a narrow mat; the whole name is a hover away. */
      gtk_label_set_label (self->name_label, l->name);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->name_label), l->name);
    }
  gtk_label_set_label (self->title_label, l->title ? l->title : "");
  if (self->side != l->side)
    {
      if (self->side >= 0)
        gtk_widget_remove_css_class (GTK_WIDGET (self->side_badge), cas_app_side_css (table->game, self->side));
      gtk_widget_add_css_class (GTK_WIDGET (self->side_badge), cas_app_side_css (table->game, l->side));
      gtk_label_set_label (self->side_badge, cas_game_get_side_name (table->game, l->side));
      self->side = l->side;
    }
  gtk_widget_set_visible (self->marshal_badge, cas_table_lord_is_marshal (table, lord));
  gtk_widget_set_visible (self->besieged_badge, cas_rules_besieged (table, lord));
  {
    gboolean moved = CAS_LORD (table, lord, CAS_L_MOVED) != 0;
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->moved_toggle), moved);
    /* The marker's name only while it is on the mat; the toggle says so otherwise. */
    const char *label = moved ? _("Moved/Fought") : _("Not Moved");
    if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (self->moved_toggle)), label) != 0)
      gtk_button_set_label (GTK_BUTTON (self->moved_toggle), label);
  }
  update_place (self, table, lord);

  ratings[RATING_FEALTY] = l->fealty;
  ratings[RATING_SERVICE] = l->service;
  ratings[RATING_LORDSHIP] = l->lordship;
  ratings[RATING_COMMAND] = l->command;
  for (int i = 0; i < N_RATINGS; i++)
    {
      g_autofree char *v = g_strdup_printf ("%d", ratings[i]);
      gtk_label_set_label (self->rating_values[i], v);
    }

  update_forces (self, table, lord);
  update_assets (self, table, lord);
  update_vassals (self, table, lord);
  update_cards (self, table, lord);
  update_game_section (self, table, lord);
  update_footer (self, table, lord);
  self->updating = FALSE;
}

/* Signals. */

static void
moved_toggled (CasLordMat *self)
{
  if (self->updating || self->table == NULL)
    return;
  cas_table_do (GTK_WIDGET (self), "moved %s %s", lord_id (self),
                gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->moved_toggle)) ? "yes" : "no");
}

static void
routed_toggled (CasLordMat *self)
{
  if (self->updating || self->table == NULL)
    return;
  self->updating = TRUE;
  update_forces (self, self->table, self->lord);
  self->updating = FALSE;
}

static void
move_picked (GtkWidget *popover, int locale, gpointer user_data)
{
  CasLordMat *self = CAS_LORD_MAT (user_data);
  cas_table_do (GTK_WIDGET (self), "move %s %s", lord_id (self), cas_game_get_locale (self->table->game, locale)->id);
}

static void
laden_picked (GtkWidget *popover, int locale, gpointer user_data)
{
  CasLordMat *self = CAS_LORD_MAT (user_data);
  g_autofree char *spec = g_strdup_printf ("laden:%s:%s", lord_id (self),
                                           cas_game_get_locale (self->table->game, locale)->id);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.calculate", "s", spec);
}

static void
sail_picked (GtkWidget *popover, int locale, gpointer user_data)
{
  CasLordMat *self = CAS_LORD_MAT (user_data);
  g_autofree char *spec = g_strdup_printf ("sail:%s:%s", lord_id (self),
                                           cas_game_get_locale (self->table->game, locale)->id);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.calculate", "s", spec);
}

static int
adjacent_locales (CasGame *game, int here, int *out)
{
  int n = 0;
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    if ((int) i != here && cas_game_adjacent (game, here, (int) i))
      out[n++] = (int) i;
  return n;
}

static void
locale_popup (GtkMenuButton *button, gpointer user_data)
{
  CasLordMat *self = CAS_LORD_MAT (user_data);
  CasGame *game;
  int here;
  g_autofree int *first = NULL;
  int n_first = 0;
  GtkWidget *popover;
  const CasLord *l;

  if (self->table == NULL)
    return;
  game = self->table->game;
  l = cas_game_get_lord (game, self->lord);
  here = CAS_LORD (self->table, self->lord, CAS_L_LOCALE);
  first = g_new0 (int, cas_game_get_n_locales (game));

  if (GTK_WIDGET (button) == self->sail_button)
    {
      g_autofree char *title = g_strdup_printf (_("Sail %s to…"), l->name);
      for (guint i = 0; i < cas_game_get_n_locales (game); i++)
        if ((int) i != here && cas_game_get_locale (game, (int) i)->seaport)
          first[n_first++] = (int) i;
      popover = cas_locale_popover_new (game, title, first, n_first, _("Seaports"), FALSE, sail_picked, self);
    }
  else if (GTK_WIDGET (button) == self->laden_button)
    {
      g_autofree char *title = g_strdup_printf (_("Is %s Laden marching to…"), l->name);
      n_first = adjacent_locales (game, here, first);
      popover = cas_locale_popover_new (game, title, first, n_first, _("Adjacent"), TRUE, laden_picked, self);
    }
  else
    {
      g_autofree char *title = g_strdup_printf (_("Move %s to…"), l->name);
      n_first = adjacent_locales (game, here, first);
      popover = cas_locale_popover_new (game, title, first, n_first, _("Adjacent"), TRUE, move_picked, self);
    }
  gtk_menu_button_set_popover (button, popover);
}

/* The ⋮ menu: Disband or remove him, each behind a confirmation. Made when opened. */
static void
menu_popup (GtkMenuButton *button, gpointer user_data)
{
  CasLordMat *self = CAS_LORD_MAT (user_data);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  static const struct {
    const char *name, *label, *action;
  } items[] = {
    { "disband-button", N_("Disband…"), "table.disband" },
    { "remove-button", N_("Remove from Play…"), "table.remove" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      GtkWidget *b = gtk_button_new_with_label (_(items[i].label));
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b))), 0);
      gtk_widget_set_name (b, items[i].name);
      gtk_widget_add_css_class (b, "flat");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (b), "s", lord_id (self));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (b), items[i].action);
      g_signal_connect (b, "clicked", G_CALLBACK (vassal_state_clicked), NULL);
      gtk_box_append (GTK_BOX (box), b);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

GtkWidget *
cas_lord_mat_find (CasLordMat *self, const char *name)
{
  g_return_val_if_fail (CAS_IS_LORD_MAT (self), NULL);

  GPtrArray *stack = g_ptr_array_new ();
  GtkWidget *found = NULL;
  g_ptr_array_add (stack, self);
  while (stack->len && !found)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);
      if (w != GTK_WIDGET (self) && g_strcmp0 (gtk_widget_get_name (w), name) == 0)
        found = w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_ptr_array_unref (stack);
  return found;
}

static GtkWidget *
footer_button_new (CasLordMat *self, const char *label, const char *tip, const char *action, const char *name)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_widget_set_name (button, name);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", "");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_add_css_class (button, "flat");
  gtk_box_append (GTK_BOX (self->footer), button);
  return button;
}

static GtkWidget *
footer_menu_new (CasLordMat *self, const char *label, const char *tip, const char *name)
{
  GtkWidget *button = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), label);
  gtk_menu_button_set_has_frame (GTK_MENU_BUTTON (button), FALSE);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_widget_set_name (button, name);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), locale_popup, self, NULL);
  gtk_box_append (GTK_BOX (self->footer), button);
  return button;
}

/* The mat is one card. It asks for no more width than it needs, so that three mats share a
 * row at 1280 px (a flow box lines children up by their natural width). */
#define MAT_NATURAL_WIDTH 300

static void
cas_lord_mat_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                      int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *card = gtk_widget_get_first_child (widget);

  gtk_widget_measure (card, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, MIN (*natural, MAT_NATURAL_WIDTH));
}

static void
cas_lord_mat_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_widget_allocate (gtk_widget_get_first_child (widget), width, height, baseline, NULL);
}

static void
cas_lord_mat_dispose (GObject *object)
{
  CasLordMat *self = CAS_LORD_MAT (object);

  cas_app_dispose_children (GTK_WIDGET (object), CAS_TYPE_LORD_MAT);
  g_clear_object (&self->stepper_group);
  g_clear_object (&self->routed_group);
  g_clear_pointer (&self->table, cas_table_free);
  G_OBJECT_CLASS (cas_lord_mat_parent_class)->dispose (object);
}

static void
cas_lord_mat_class_init (CasLordMatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cas_lord_mat_dispose;
  widget_class->measure = cas_lord_mat_measure;
  widget_class->size_allocate = cas_lord_mat_size_allocate;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-lord-mat.ui");
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, name_label);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, title_label);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, side_badge);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, menu_button);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, locale_button);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, locale_label);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, marshal_badge);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, lieutenant_badge);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, besieged_badge);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, moved_toggle);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, service_label);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, ratings);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, routed_toggle);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, forces_add);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, forces_box);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, assets_heading);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, assets_cap);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, assets_add);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, assets_box);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, vassals_section);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, vassals_box);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, cards_section);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, cards_box);
  gtk_widget_class_bind_template_child (widget_class, CasLordMat, footer);
  gtk_widget_class_bind_template_callback (widget_class, moved_toggled);
  gtk_widget_class_bind_template_callback (widget_class, routed_toggled);
  gtk_widget_class_set_css_name (widget_class, "lord-mat");
}

static void
cas_lord_mat_init (CasLordMat *self)
{
  static const char *const captions[N_RATINGS] = { N_("Fealty"), N_("Service"), N_("Lordship"), N_("Command") };

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (self->cards_box, cas_wrap_layout_new (4, 4));
  gtk_widget_set_layout_manager (self->footer, cas_wrap_layout_new (2, 2));
  self->lord = -1;
  self->side = -1;
  self->vassals_of = -1;
  self->turncoats_of = -1;
  self->turncoats_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);
  gtk_box_append (GTK_BOX (self->vassals_section), self->turncoats_box);
  self->stepper_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->routed_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  for (int i = 0; i < N_RATINGS; i++)
    {
      GtkWidget *tile = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *value = gtk_label_new (NULL);
      GtkWidget *caption = gtk_label_new (_(captions[i]));
      gtk_widget_add_css_class (tile, "rating");
      gtk_widget_add_css_class (value, "title-4");
      gtk_widget_add_css_class (value, "numeric");
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_box_append (GTK_BOX (tile), value);
      gtk_box_append (GTK_BOX (tile), caption);
      gtk_box_append (GTK_BOX (self->ratings), tile);
      self->rating_values[i] = GTK_LABEL (value);
    }

  /* Captions over the two columns of Forces when the Routed ones show. */
  {
    GtkWidget *spacer = gtk_label_new (NULL);
    GtkWidget *mat = gtk_label_new (_("On mat"));
    GtkWidget *routed = gtk_label_new (_("Routed"));
    self->routed_captions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
    gtk_widget_set_hexpand (spacer, TRUE);
    gtk_widget_add_css_class (mat, "caption");
    gtk_widget_add_css_class (mat, "dim-label");
    gtk_widget_add_css_class (routed, "caption");
    gtk_widget_add_css_class (routed, "dim-label");
    gtk_size_group_add_widget (self->stepper_group, mat);
    gtk_size_group_add_widget (self->routed_group, routed);
    gtk_box_append (GTK_BOX (self->routed_captions), spacer);
    gtk_box_append (GTK_BOX (self->routed_captions), mat);
    gtk_box_append (GTK_BOX (self->routed_captions), routed);
    gtk_widget_set_visible (self->routed_captions, FALSE);
    gtk_box_append (GTK_BOX (self->forces_box), self->routed_captions);
  }

  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->menu_button), menu_popup, self, NULL);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->locale_button), locale_popup, self, NULL);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->forces_add), add_popup, self, NULL);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->assets_add), add_popup, self, NULL);

  self->supply_button = footer_button_new (self, _("Supply"), _("How much Provender he can Supply, and by which Route "
                                                                "(4.6)"),
                                           "win.calculate", "supply-button");
  self->laden_button = footer_menu_new (self, _("Laden…"), _("Is he Laden marching to a Locale? (4.3.2)"),
                                        "laden-button");
  self->sail_button = footer_menu_new (self, _("Sail…"), _("Can he Sail to a Seaport? (4.7.3)"), "sail-button");
  self->ravage_button = footer_button_new (self, _("Ravage"), _("What Forage or Ravage would bring here (4.7.1, "
                                                                "4.7.2)"),
                                           "win.calculate", "ravage-button");
  self->battle_button = footer_button_new (self, _("Battle Here…"), _("Enemy Lords are here: fight the Battle "
                                                                      "(4.4)"),
                                           "win.battle", "battle-button");
  self->storm_button = footer_button_new (self, _("Storm…"), _("Storm the Besieged Stronghold (4.5.2)"), "win.battle",
                                          "storm-button");
  self->sally_button = footer_button_new (self, _("Sally…"), _("Sally out against the besiegers (4.5.3)"),
                                          "win.battle", "sally-button");
  gtk_widget_remove_css_class (self->battle_button, "flat");
  gtk_widget_add_css_class (self->battle_button, "destructive-action");
  gtk_widget_remove_css_class (self->storm_button, "flat");
  gtk_widget_add_css_class (self->storm_button, "destructive-action");
  gtk_widget_remove_css_class (self->sally_button, "flat");
  gtk_widget_add_css_class (self->sally_button, "destructive-action");
}
