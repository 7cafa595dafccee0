/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-ct-tree.c: the C&T tree the table enters from its Player Mat, in a Kingdom's
 * Culture & Technology dialog (issue 18): what the Kingdom may buy now and what it costs
 * (cas_rus_ct_options (): NEEDS, Money for Basics, the Lead's discount, limits, one VP
 * ability a turn [CT p.17]) with a Buy button that records the purchase and its payment,
 * and a form for each ability's facts, saved in the shared C&T file
 * ($XDG_DATA_HOME/castellan/rus/ct.json). What the file does not say is "not entered". */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cas-app-util.h"
#include "cas-plan-util.h"
#include "cas-rules-popover.h"
#include "cas-rus-ct.h"
#include "cas-rus-user-file.h"
#include "rus/cas-rus-dialog.h"

#define DISCOUNT_KEY "cas-rus-ct-discount-spent"

static const char *const settlement_items[] = { N_("Not entered"), N_("No settlement"), N_("A Town"), N_("A City"),
                                                N_("A Fortress"), NULL };
static const char *const vp_items[] = { N_("Not entered"), "0", "1", "2", NULL };
static const char *const limit_items[] = { N_("Not entered"), "1", "2", "3", "4", "5", "6", "7", "8", NULL };

/* The text of a cost for the form: "ore:1,timber:2", "free", "" when unknown. */
static char *
cost_spec (const CasRusCtItem *it)
{
  GString *out = g_string_new (NULL);
  if (!it->cost_known)
    return g_string_free (out, FALSE);
  for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
    if (it->cost[r] > 0)
      g_string_append_printf (out, "%s%s:%d", out->len ? "," : "", cas_rus_resource_id (r), it->cost[r]);
  if (out->len == 0)
    g_string_append (out, "free");
  return g_string_free (out, FALSE);
}

/* The Harvest extra for the form: "grain:1", "none", "" when unknown. */
static char *
harvest_spec (const CasRusCtItem *it)
{
  CasRusCtItem as_cost = *it;
  g_autofree char *spec = NULL;
  as_cost.cost_known = it->harvest_known;
  memcpy (as_cost.cost, it->harvest, sizeof as_cost.cost);
  spec = cost_spec (&as_cost);
  return g_str_equal (spec, "free") ? g_strdup ("none") : g_steal_pointer (&spec);
}

/* A religion's CBT modifiers for the form (rus-rel): "invading:orthodox:1,defending:none:-1",
 * "none", "" when unknown. */
static char *
cbt_spec (const CasRusCtItem *it)
{
  static const char *const sides[] = { "invading", "defending" };
  GString *out = g_string_new (NULL);
  if (!it->cbt_known)
    return g_string_free (out, FALSE);
  for (int side = 0; side < CAS_RUS_N_CBT_SIDES; side++)
    for (int r = 0; r < CAS_RUS_N_RELIGIONS; r++)
      if (it->cbt[side][r] != 0)
        g_string_append_printf (out, "%s%s:%s:%+d", out->len ? "," : "", sides[side], cas_rus_religion_id (r), it->cbt[side][r]);
  if (out->len == 0)
    g_string_append (out, "none");
  return g_string_free (out, FALSE);
}

static char *
needs_spec (const CasRusCtItem *it)
{
  GString *out = g_string_new (NULL);
  if (!it->needs_known)
    return g_string_free (out, FALSE);
  for (int n = 0; n < CAS_RUS_N_ABILITIES; n++)
    if (it->needs[n])
      g_string_append_printf (out, "%s%s", out->len ? "," : "", cas_rus_ability_id (n));
  if (out->len == 0)
    g_string_append (out, "none");
  return g_string_free (out, FALSE);
}

/* Sets one fact of the ability the row stands for and saves the file. */
static void
save_fact (GtkWidget *row, const char *fact, const char *value)
{
  cas_rus_dialog_save_fact (row, &cas_rus_ct_file, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cas-ability")),
                            fact, value);
}

static void
combo_selected_cb (AdwComboRow *row, GParamSpec *pspec)
{
  static const char *const settlements[] = { "unknown", "none", "town", "city", "fortress" };
  const char *fact = g_object_get_data (G_OBJECT (row), "cas-fact");
  guint i = adw_combo_row_get_selected (row);
  g_autofree char *number = g_strdup_printf ("%u", g_str_equal (fact, "vp") ? i - 1 : i);

  if (i == GTK_INVALID_LIST_POSITION)
    return;
  if (g_str_equal (fact, "settlement"))
    save_fact (GTK_WIDGET (row), fact, settlements[MIN (i, G_N_ELEMENTS (settlements) - 1)]);
  else
    save_fact (GTK_WIDGET (row), fact, i == 0 ? "unknown" : number);
}

static GtkWidget *
entry_row_new (int ability, const char *fact, const char *title, const char *text)
{
  g_autofree char *name = g_strdup_printf ("ct-%s-%s", cas_rus_ct_entry_id (ability), fact);
  return cas_rus_fact_entry_new (&cas_rus_ct_file, ability, fact, name, title, text);
}

static GtkWidget *
combo_row_new (int ability, const char *fact, const char *title, const char *const *items, guint selected)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  g_autofree char *name = g_strdup_printf ("ct-%s-%s", cas_rus_ct_entry_id (ability), fact);

  for (int i = 0; items[i]; i++)
    gtk_string_list_append (list, i == 0 || g_str_equal (fact, "settlement") ? _(items[i]) : items[i]);
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data (G_OBJECT (row), "cas-ability", GINT_TO_POINTER (ability));
  g_object_set_data (G_OBJECT (row), "cas-fact", (gpointer) fact);
  g_signal_connect (row, "notify::selected", G_CALLBACK (combo_selected_cb), NULL);
  return row;
}

static void
discount_toggled_cb (GtkSwitch *sw, GParamSpec *pspec, CasRusDialog *dialog)
{
  g_object_set_data (G_OBJECT (cas_rus_dialog_get_window (dialog)), DISCOUNT_KEY,
                     GINT_TO_POINTER (gtk_switch_get_active (sw)));
  cas_rus_dialog_queue_fill (dialog);
}

static const char *
status_words (int status)
{
  switch (status)
    {
    case CAS_RUS_CT_BUYABLE:
      return _("May be bought now");
    case CAS_RUS_CT_BLOCKED:
      return _("Not now");
    case CAS_RUS_CT_NOT_ENTERED:
      return _("Not entered in the C&T file");
    default:
      return _("Held");
    }
}

/* The widget named NAME under ROOT, or NULL (depth first, without recursion). */
static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);
      if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
        return widget;
      for (GtkWidget *child = gtk_widget_get_last_child (widget); child; child = gtk_widget_get_prev_sibling (child))
        g_ptr_array_add (stack, child);
    }
  return NULL;
}

/* rus-app2: "Enter…" on an entry the C&T file lacks opens its form below and moves there. */
static void
enter_clicked_cb (GtkButton *button, CasRusDialog *dialog)
{
  const char *name = g_object_get_data (G_OBJECT (button), "cas-form-row");
  GtkWidget *row = find_named (cas_rus_dialog_get_window (dialog), name);
  GtkWidget *scroller;
  graphene_point_t at;

  if (row == NULL)
    return;
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  gtk_widget_grab_focus (row);
  /* the row at the top of the dialog's view, its form below it */
  scroller = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
  if (scroller && gtk_widget_compute_point (row, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                                            &GRAPHENE_POINT_INIT (0, 0), &at))
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + at.y - 12);
    }
}

/* What the Kingdom may buy now, a Buy button on each that may be bought, and why. */
static void
add_options (CasRusDialog *dialog, const CasRusState *s, const CasRusCtTree *t, int k, const char *problem)
{
  static const char *const cites[] = { "CT p.17", "COMMOD p.10", NULL };
  CasRusPage *page = cas_rus_dialog_get_page (dialog);
  gboolean spent = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cas_rus_dialog_get_window (dialog)), DISCOUNT_KEY));
  g_autoptr(CasExplain) ex = cas_explain_new ();
  AdwPreferencesGroup *group;
  CasRusCtOptions o;
  g_autofree char *description = NULL;

  cas_rus_ct_options (s, t, k, spent, &o, ex);
  description = problem ? g_strdup (problem)
                        : g_strdup_printf (ngettext ("%d ability may be bought now; costs as the C&T file gives them, Money standing in for Basics",
                                                     "%d abilities may be bought now; costs as the C&T file gives them, Money standing in for Basics",
                                                     (gulong) o.n_buyable),
                                           o.n_buyable);
  g_autofree char *markup = g_markup_escape_text (description, -1);   /* "C&T", a path */
  group = cas_rus_group_new (_("What It May Buy Now"), markup);
  gtk_widget_set_name (GTK_WIDGET (group), "rus-ct-options");
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  if (o.lead)
    {
      GtkWidget *row = cas_rus_row_new (_("The Lead’s discount is spent"), _("1 resource off one ability a turn; Castellan does not record it"));
      GtkWidget *sw = gtk_switch_new ();
      gtk_widget_set_name (row, "rus-ct-discount-spent");
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (sw), spent);
      g_signal_connect (sw, "notify::active", G_CALLBACK (discount_toggled_cb), dialog);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      adw_preferences_group_add (group, row);
    }
  /* those it may buy first, then those the rules forbid now, then those not entered */
  for (int i = 0; i < 3 * CAS_RUS_CT_N_ENTRIES; i++)
    {
      static const int order[] = { CAS_RUS_CT_BUYABLE, CAS_RUS_CT_BLOCKED, CAS_RUS_CT_NOT_ENTERED };
      int a = i % CAS_RUS_CT_N_ENTRIES;   /* the abilities, then the religions (rus-rel) */
      g_autofree char *name = NULL, *subtitle = NULL;
      GtkWidget *row;
      if (o.status[a] != order[i / CAS_RUS_CT_N_ENTRIES])
        continue;
      name = g_strdup_printf ("ct-option-%s", cas_rus_ct_entry_id (a));
      if (t->items[a].cost_known)
        {
          GString *cost = g_string_new (NULL);
          for (int r = 0; r < CAS_RUS_N_RESOURCES; r++)
            if (o.cost[a][r] > 0)
              g_string_append_printf (cost, "%s%d %s", cost->len ? ", " : "", o.cost[a][r], cas_rus_resource_name (r));
          /* TRANSLATORS: an ability's row: "May be bought now · 1 Ore" */
          subtitle = g_strdup_printf (_("%s · %s"), status_words (o.status[a]), cost->len ? cost->str : _("free"));
          g_string_free (cost, TRUE);
        }
      else
        subtitle = g_strdup (status_words (o.status[a]));
      row = cas_rus_row_new (cas_rus_ct_entry_name (a), subtitle);
      gtk_widget_set_name (row, name);
      if (o.status[a] == CAS_RUS_CT_BUYABLE)
        {
          g_autoptr(CasExplain) buy = cas_explain_new ();
          if (cas_rus_ct_buy (s, t, k, a, spent, buy))
            {
              g_autofree char *actions = g_strjoinv ("\n", (char **) cas_explain_get_actions (buy));
              cas_rus_row_add_action (page, row, _("_Buy"), NULL, NULL, actions);
            }
        }
      else if (o.status[a] == CAS_RUS_CT_NOT_ENTERED)
        {
          /* rus-app2: the way to enter it, the form of the Player Mat's facts below */
          GtkWidget *button = gtk_button_new_with_mnemonic (_("_Enter…"));
          g_autofree char *button_name = g_strdup_printf ("ct-enter-%s", cas_rus_ct_entry_id (a));
          gtk_widget_set_name (button, button_name);
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (button, _("Enter its facts from the Player Mat"));
          g_object_set_data_full (G_OBJECT (button), "cas-form-row", g_strdup_printf ("ct-tree-%s", cas_rus_ct_entry_id (a)), g_free);
          g_signal_connect (button, "clicked", G_CALLBACK (enter_clicked_cb), dialog);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      adw_preferences_group_add (group, row);
    }
  cas_rus_dialog_add (dialog, group);

  group = cas_rus_group_new (_("Why"), NULL);
  gtk_widget_set_name (GTK_WIDGET (group), "rus-ct-why");
  cas_rus_explain_rows (group, ex);
  cas_rus_dialog_add (dialog, group);
}

/* The form: each ability's facts as the Player Mat prints them. */
static void
add_form (CasRusDialog *dialog, const CasRusCtTree *t, const char *path)
{
  static const char *const cites[] = { "CT p.17", NULL };
  /* TRANSLATORS: %s is the C&T file's path */
  g_autofree char *description = g_strdup_printf (_("Entered once from the Player Mat, kept for every game in %s"), path);
  g_autofree char *markup = g_markup_escape_text (description, -1);
  AdwPreferencesGroup *group = cas_rus_group_new (_("Costs and Needs From the Player Mat"), markup);

  gtk_widget_set_name (GTK_WIDGET (group), "rus-ct-tree");
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  for (int a = 0; a < CAS_RUS_CT_N_ENTRIES; a++)
    {
      const CasRusCtItem *it = &t->items[a];
      gboolean religion = cas_rus_ct_entry_religion (a) != CAS_RUS_RELIGION_NONE;
      g_autofree char *words = cas_rus_ct_entry_words (t, a);
      g_autofree char *cost = cost_spec (it);
      g_autofree char *needs = needs_spec (it);
      g_autofree char *harvest = harvest_spec (it);
      g_autofree char *cbt = cbt_spec (it);
      g_autofree char *name = g_strdup_printf ("ct-tree-%s", cas_rus_ct_entry_id (a));
      GtkWidget *row = adw_expander_row_new ();
      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cas_rus_ct_entry_name (a));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), words);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      /* TRANSLATORS: the cost's entry: resource ids with counts, as castellan-cli takes them */
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), entry_row_new (a, "cost", _("Cost (ore:1,timber:2 or free)"), cost));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), entry_row_new (a, "needs", _("Needs (mining,husbandry or none)"), needs));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), combo_row_new (a, "settlement", _("Settlement it needs"), settlement_items,
                                                                        (guint) (it->needs_settlement + 1)));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), combo_row_new (a, "vp", _("VP"), vp_items, (guint) (it->vp + 1)));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), combo_row_new (a, "limit", _("Kingdoms that may own it"), limit_items,
                                                                        (guint) MAX (0, it->limit)));
      if (religion)
        /* TRANSLATORS: a religion's CBT modifiers (rus-rel): side, the opponent's religion, the number, as castellan-cli takes them */
        adw_expander_row_add_row (ADW_EXPANDER_ROW (row), entry_row_new (a, "cbt", _("CBT modifiers (invading:orthodox:+1,defending:none:-1 or none)"), cbt));
      else
        /* TRANSLATORS: the Harvest extra's entry: resource ids with counts */
        adw_expander_row_add_row (ADW_EXPANDER_ROW (row), entry_row_new (a, "harvest", _("Harvest extra (grain:1 or none)"), harvest));
      adw_preferences_group_add (group, row);
    }
  cas_rus_dialog_add (dialog, group);
}

void
cas_rus_ct_tree_fill (CasRusDialog *dialog, const CasRusState *s, int kingdom)
{
  g_autofree char *path = cas_rus_ct_default_path ();
  g_autoptr(GError) error = NULL;
  CasRusCtTree t;
  g_autofree char *problem = NULL;

  if (!cas_rus_ct_load (&t, path, &error))
    {
      problem = g_strdup (error->message);
      cas_rus_ct_init (&t);
    }
  add_options (dialog, s, &t, kingdom, problem);
  add_form (dialog, &t, path);
}
