/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rus-invader-dialog.c (rus-app2, issue 18): the editor of a foreign invader's pieces
 * (Vikings or Teutons), opened from the Kingdoms page's "Foreign Invaders" group: who runs
 * them this turn and their armies on the card [INVCARD p.6; INVASION p.16], a move from
 * their card or an area to another area checked by the action itself before it is
 * recorded (its refusal shown in the form) [INVASION p.16; CAVALRY p.15], the areas they
 * conquered [CONQUER p.15], their Vassals [VASSAL p.15], and the end of their invasion
 * turn. Every change is an `invader ...` action (cas-rus-action.c) through the journal, so
 * undo takes it back. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cas-app-util.h"
#include "cas-rules-popover.h"
#include "cas-rus-action.h"
#include "rus/cas-rus-dialog.h"

/* What the dialog's forms hold across fills (the journal refills it after every change). */
typedef struct {
  int slot;                  /* 0 Vikings, 1 Teutons */
  int from;                  /* the Move form: FROM_CARD, an area, or -2 before the first fill */
  int to;                    /* its area, -1 before the first fill */
  int armies;                /* its count, 1-10 */
  int conquer;               /* the area of "Conquer an area", -1 before the first fill */
  gboolean conquer_chosen;   /* chosen in its menu (else where their armies stand, first) */
  int vassal;                /* the Kingdom of "A Kingdom submits", -1 before the first fill */
} InvaderForm;

#define FROM_CARD (-1)
#define FROM_UNSET (-2)

static AdwPreferencesGroup *
ruled_group_new (const char *name, const char *title, const char *description, const char *const *cites)
{
  AdwPreferencesGroup *group = cas_rus_group_new (title, description);
  gtk_widget_set_name (GTK_WIDGET (group), name);
  adw_preferences_group_set_header_suffix (group, cas_rules_links_new ("rus", cites));
  return group;
}

/* Applies the action lines TEXT to a copy of S: TRUE with the last line's sentence in
 * DESCRIPTION, or FALSE with the action's own refusal in ERROR. The table is untouched. */
static gboolean
try_actions (const CasRusState *s, const char *const *text, char **description, GError **error)
{
  g_autofree CasRusState *copy = g_memdup2 (s, sizeof *s);

  for (guint i = 0; text[i]; i++)
    {
      g_autofree char *sentence = NULL;
      if (!cas_rus_action_apply (copy, text[i], NULL, &sentence, error))
        return FALSE;
      if (description && text[i + 1] == NULL)
        *description = g_steal_pointer (&sentence);
    }
  return TRUE;
}

/* "Kiev (Rus, 2 armies)", "Kola (Vikings, 3 armies)" or "Kiev": the area and who stands there. */
static char *
area_choice_label (const CasRusState *s, int area)
{
  g_autofree char *label = cas_rus_area_label (area, cas_rus_page_map (NULL));
  int slot = cas_rus_area_invader (s, area);
  const char *who = NULL;
  int n = 0;

  if (slot >= 0)
    {
      who = cas_rus_invader_name (slot);
      n = s->invaders[slot].armies[area];
    }
  else if (s->areas[area].owner >= 0 && s->areas[area].armies > 0)
    {
      who = _(cas_rus_kingdom_name (s->areas[area].owner));
      n = s->areas[area].armies;
    }
  if (who == NULL)
    return g_steal_pointer (&label);
  /* TRANSLATORS: an area in the invaders' menus: "Kiev (Rus, 2 armies)" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%s, %d army)", "%s (%s, %d armies)", (gulong) n), label, who, n);
}

static void
lines_clicked_cb (GtkButton *button, CasRusDialog *dialog)
{
  cas_rus_dialog_do_lines (dialog, g_object_get_data (G_OBJECT (button), "cas-actions"));
}

/* A button LABEL named NAME at the end of ROW that records LINES (taken), sensitive when
 * SENSITIVE; the lines are its tooltip. */
static GtkWidget *
lines_button_add (CasRusDialog *dialog, GtkWidget *row, const char *name, const char *label, GStrv lines,
                  gboolean sensitive)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  g_autofree char *tooltip = lines ? g_strjoinv ("\n", lines) : NULL;

  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (button, sensitive && lines && lines[0]);
  if (tooltip && tooltip[0])
    gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data_full (G_OBJECT (button), "cas-actions", lines, (GDestroyNotify) g_strfreev);
  g_signal_connect (button, "clicked", G_CALLBACK (lines_clicked_cb), dialog);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return button;
}

/* A menu row of the form: choosing item i stores VALUES[i] in *FIELD and fills again. */
static void
form_choice_cb (AdwComboRow *row, GParamSpec *pspec, CasRusDialog *dialog)
{
  int *field = g_object_get_data (G_OBJECT (row), "cas-field");
  const int *values = g_object_get_data (G_OBJECT (row), "cas-values");
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "cas-n"));
  guint i = adw_combo_row_get_selected (row);

  if (i < n && *field != values[i])
    {
      gboolean *chosen = g_object_get_data (G_OBJECT (row), "cas-chosen");
      *field = values[i];
      if (chosen)
        *chosen = TRUE;
      cas_rus_dialog_queue_fill (dialog);
    }
}

static GtkWidget *
form_choice_new (CasRusDialog *dialog, const char *name, const char *title, const char *subtitle, GtkStringList *labels,
                 int *values, guint n, int *field)
{
  GtkWidget *row = adw_combo_row_new ();
  guint selected = 0;

  for (guint i = 0; i < n; i++)
    if (values[i] == *field)
      selected = i;
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  gtk_widget_set_sensitive (row, n > 0);
  g_object_set_data (G_OBJECT (row), "cas-field", field);
  g_object_set_data_full (G_OBJECT (row), "cas-values", values, g_free);
  g_object_set_data (G_OBJECT (row), "cas-n", GUINT_TO_POINTER (n));
  g_signal_connect (row, "notify::selected", G_CALLBACK (form_choice_cb), dialog);
  return row;
}

/* The result row of a form: the action's sentence, or its refusal in the error style. */
static GtkWidget *
check_row_new (const char *name, const char *title, gboolean ok, const char *sentence, const GError *error)
{
  g_autofree char *refusal = error ? cas_app_sentence (error->message) : NULL;
  GtkWidget *row = cas_rus_row_new (title, ok ? sentence : refusal);

  gtk_widget_set_name (row, name);
  if (!ok)
    gtk_widget_add_css_class (row, "error");
  return row;
}

/* ---- who runs them, their card, the end of the invasion turn ---- */

static void
turn_group_add (CasRusDialog *dialog, const CasRusState *s, InvaderForm *f)
{
  static const char *const cites[] = { "INVCARD p.6", "INVASION p.16", NULL };
  CasRusPage *page = cas_rus_dialog_get_page (dialog);
  const CasRusInvaderPieces *inv = &s->invaders[f->slot];
  const char *id = cas_rus_invader_slot_id (f->slot);
  g_autofree char *stem = g_strdup_printf ("invader %s waiting", id);
  g_auto(GStrv) end = NULL;
  AdwPreferencesGroup *group;
  GtkWidget *row;

  group = ruled_group_new ("invader-turn-group", _("The Invasion Turn"),
                           _("The Politics Lead’s player runs them, allied to them for this turn only"), cites);
  g_autofree char *controller = g_strdup_printf ("invader %s controller", id);
  row = cas_rus_player_choice_row_new (page, "invader-controller", _("Run by"),
                                       _("Scores the VP of their objective and of each submission"), controller,
                                       s->n_players, inv->controller);
  adw_preferences_group_add (group, row);

  row = cas_rus_count_row_new (page, _("Armies on their card"), _("Beside the board until they enter the map"), inv->waiting,
                               CAS_RUS_INVADER_MAX_ARMIES, stem, NULL);
  gtk_widget_set_name (row, "invader-waiting");
  adw_preferences_group_add (group, row);

  row = cas_rus_row_new (_("End the Invasion Turn"),
                         inv->controller >= 0 ? _("Then allied to nobody; their survivors stay on the map")
                                              : _("Nobody runs them now"));
  gtk_widget_set_name (row, "invader-end-row");
  end = g_new0 (char *, 2);
  end[0] = g_strdup_printf ("invader %s end", id);
  lines_button_add (dialog, row, "invader-end", _("_End Turn"), g_steal_pointer (&end), inv->controller >= 0);
  adw_preferences_group_add (group, row);
  cas_rus_dialog_add (dialog, group);
}

/* ---- a move ---- */

static void
armies_changed_cb (GtkSpinButton *spin, CasRusDialog *dialog)
{
  InvaderForm *f = g_object_get_data (G_OBJECT (spin), "cas-form");
  int value = gtk_spin_button_get_value_as_int (spin);

  if (value != f->armies)
    {
      f->armies = value;
      cas_rus_dialog_queue_fill (dialog);
    }
}

/* The actions of the move the form holds: from the card, the card's count down and the
 * area's up; else `invader X move FROM TO N`. */
static GStrv
move_actions (const InvaderForm *f)
{
  const char *id = cas_rus_invader_slot_id (f->slot);
  g_autofree char *to = cas_rus_area_id (f->to);
  GStrv lines = g_new0 (char *, 3);

  if (f->from == FROM_CARD)
    {
      lines[0] = g_strdup_printf ("invader %s waiting -%d", id, f->armies);
      lines[1] = g_strdup_printf ("invader %s armies %s +%d", id, to, f->armies);
    }
  else
    {
      g_autofree char *from = cas_rus_area_id (f->from);
      lines[0] = g_strdup_printf ("invader %s move %s %s %d", id, from, to, f->armies);
    }
  return lines;
}

static void
move_group_add (CasRusDialog *dialog, const CasRusState *s, InvaderForm *f)
{
  static const char *const cites[] = { "INVASION p.16", "CAVALRY p.15", NULL };
  const CasRusInvaderPieces *inv = &s->invaders[f->slot];
  const CasRusMap *map = cas_rus_page_map (NULL);
  GtkStringList *from_labels = gtk_string_list_new (NULL);
  GtkStringList *to_labels = gtk_string_list_new (NULL);
  int *from_values = g_new0 (int, CAS_RUS_MAX_AREAS + 1);
  int *to_values = g_new0 (int, CAS_RUS_MAX_AREAS);
  guint n_from = 0, n_to = 0;
  gboolean from_ok = FALSE;
  AdwPreferencesGroup *group;
  GtkWidget *row, *spin;
  g_auto(GStrv) lines = NULL;
  g_autofree char *sentence = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok;
  int have;

  group = ruled_group_new ("invader-move-group", _("Move Armies"),
                           _("From their card into the area they enter through, then as Cavalry up to 3 areas on"), cites);
  if (inv->waiting > 0)
    {
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Their card (%d army)", "Their card (%d armies)",
                                                             (gulong) inv->waiting),
                                                inv->waiting);
      gtk_string_list_append (from_labels, label);
      from_values[n_from++] = FROM_CARD;
      from_ok = from_ok || f->from == FROM_CARD;
    }
  for (int a = 0; a < s->n_areas; a++)
    if (inv->armies[a] > 0)
      {
        g_autofree char *label = area_choice_label (s, a);
        gtk_string_list_append (from_labels, label);
        from_values[n_from++] = a;
        from_ok = from_ok || f->from == a;
      }
  if (!from_ok)
    f->from = n_from ? from_values[0] : FROM_UNSET;
  for (int a = 0; a < s->n_areas; a++)
    if (a != f->from)
      {
        g_autofree char *label = area_choice_label (s, a);
        gtk_string_list_append (to_labels, label);
        to_values[n_to++] = a;
      }
  if (f->to < 0 || f->to >= s->n_areas || f->to == f->from)
    {
      /* the entry symbol's area first when the map knows it [INVASION p.16] */
      f->to = n_to ? to_values[0] : -1;
      for (guint i = 0; f->from == FROM_CARD && i < n_to; i++)
        if (cas_rus_map_entry (map, to_values[i], f->slot) == CAS_RUS_YES)
          {
            f->to = to_values[i];
            break;
          }
    }
  have = f->from == FROM_CARD ? inv->waiting : f->from >= 0 ? inv->armies[f->from] : 0;
  f->armies = CLAMP (f->armies, 1, MAX (have, 1));

  adw_preferences_group_add (group, form_choice_new (dialog, "invader-move-from", _("From"), NULL, from_labels,
                                                     from_values, n_from, &f->from));
  adw_preferences_group_add (group, form_choice_new (dialog, "invader-move-to", _("To"), NULL, to_labels, to_values, n_to,
                                                     &f->to));
  g_object_unref (from_labels);
  g_object_unref (to_labels);

  row = cas_rus_row_new (_("Armies"), NULL);
  spin = gtk_spin_button_new_with_range (1, MAX (have, 1), 1);   /* at most those there */
  gtk_widget_set_name (spin, "invader-move-armies");
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), f->armies);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Armies"), -1);
  g_object_set_data (G_OBJECT (spin), "cas-form", f);
  g_signal_connect (spin, "value-changed", G_CALLBACK (armies_changed_cb), dialog);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);

  if (n_from == 0 || f->to < 0)
    {
      row = cas_rus_row_new (_("Nothing to move"), _("None of their armies is on the card or on the map"));
      gtk_widget_set_name (row, "invader-move-check");
      adw_preferences_group_add (group, row);
      cas_rus_dialog_add (dialog, group);
      return;
    }
  /* the action's own checks: enough armies there, nobody else's in the area moved into */
  lines = move_actions (f);
  ok = try_actions (s, (const char *const *) lines, &sentence, &error);
  row = check_row_new ("invader-move-check", ok ? _("Ready to move") : _("Cannot be recorded"), ok, sentence, error);
  lines_button_add (dialog, row, "invader-move", _("_Move"), g_steal_pointer (&lines), ok);
  adw_preferences_group_add (group, row);

  /* what the rules forbid is flagged, never refused: the entry, the neighbours */
  {
    g_autofree char *to = cas_rus_area_label (f->to, map);
    g_autofree char *flag = NULL;
    if (f->from == FROM_CARD && cas_rus_map_entry (map, f->to, f->slot) == CAS_RUS_NO)
      flag = g_strdup_printf (_("The map shows no entry symbol of theirs in %s: they enter through their own symbol"), to);
    else if (f->from >= 0 && cas_rus_map_adjacent (map, f->from, f->to) == CAS_RUS_NO)
      {
        g_autofree char *from = cas_rus_area_label (f->from, map);
        flag = g_strdup_printf (_("%s and %s are not neighbours on the map: a move goes one area at a time"), from, to);
      }
    if (flag)
      {
        row = cas_rus_row_new (_("Flagged"), flag);
        gtk_widget_set_name (row, "invader-move-flag");
        gtk_widget_add_css_class (row, "warning");
        adw_preferences_group_add (group, row);
      }
  }
  cas_rus_dialog_add (dialog, group);
}

/* ---- the areas they conquered ---- */

static void
held_group_add (CasRusDialog *dialog, const CasRusState *s, InvaderForm *f)
{
  static const char *const cites[] = { "INVASION p.16", "CONQUER p.15", NULL };
  const CasRusInvaderPieces *inv = &s->invaders[f->slot];
  const char *id = cas_rus_invader_slot_id (f->slot);
  const CasRusMap *map = cas_rus_page_map (NULL);
  GtkStringList *labels = gtk_string_list_new (NULL);
  int *values = g_new0 (int, CAS_RUS_MAX_AREAS);
  guint n = 0;
  gboolean chosen_ok = FALSE;
  int n_held = 0;
  AdwPreferencesGroup *group;
  GtkWidget *row;

  group = ruled_group_new ("invader-held-group", _("Areas They Conquered"),
                           _("No Kingdom’s land any more; after their turn a Neutral sub-Kingdom"), cites);
  for (int a = 0; a < s->n_areas; a++)
    {
      g_autofree char *area_id = NULL;
      g_autofree char *label = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *name = NULL;
      GStrv lines;

      if (!inv->held[a])
        {
          g_autofree char *choice = area_choice_label (s, a);
          gtk_string_list_append (labels, choice);
          values[n++] = a;
          chosen_ok = chosen_ok || f->conquer == a;
          continue;
        }
      n_held++;
      area_id = cas_rus_area_id (a);
      label = cas_rus_area_label (a, map);
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d army of theirs", "%d of their armies",
                                               (gulong) inv->armies[a]),
                                  inv->armies[a]);
      row = cas_rus_row_new (label, subtitle);
      name = g_strdup_printf ("invader-held-%s", area_id);
      gtk_widget_set_name (row, name);
      lines = g_new0 (char *, 2);
      lines[0] = g_strdup_printf ("invader %s holds %s no", id, area_id);
      g_free (name);
      name = g_strdup_printf ("invader-release-%s", area_id);
      lines_button_add (dialog, row, name, _("_Release"), lines, TRUE);
      adw_preferences_group_add (group, row);
    }
  if (n_held == 0)
    {
      row = cas_rus_row_new (_("None yet"), NULL);
      gtk_widget_set_name (row, "invader-held-none");
      adw_preferences_group_add (group, row);
    }
  if (!chosen_ok || !f->conquer_chosen)
    {
      /* where their armies stand and they hold nothing yet, first */
      f->conquer = n ? values[0] : -1;
      for (guint i = 0; i < n; i++)
        if (inv->armies[values[i]] > 0)
          {
            f->conquer = values[i];
            break;
          }
    }
  row = form_choice_new (dialog, "invader-conquer-area", _("Conquer an area"), NULL, labels, values, n, &f->conquer);
  g_object_set_data (G_OBJECT (row), "cas-chosen", &f->conquer_chosen);
  g_object_unref (labels);
  if (f->conquer >= 0)
    {
      g_autofree char *area_id = cas_rus_area_id (f->conquer);
      GStrv lines = g_new0 (char *, 2);
      g_autofree char *sentence = NULL;
      g_autoptr(GError) error = NULL;
      gboolean ok;

      lines[0] = g_strdup_printf ("invader %s holds %s yes", id, area_id);
      ok = try_actions (s, (const char *const *) lines, &sentence, &error);
      lines_button_add (dialog, row, "invader-conquer", _("_Conquer"), lines, ok);
      adw_preferences_group_add (group, row);
      if (!ok)
        adw_preferences_group_add (group, check_row_new ("invader-conquer-check", _("Cannot be recorded"), FALSE, NULL, error));
    }
  else
    adw_preferences_group_add (group, row);
  cas_rus_dialog_add (dialog, group);
}

/* ---- their Vassals ---- */

static void
vassals_group_add (CasRusDialog *dialog, const CasRusState *s, InvaderForm *f)
{
  static const char *const cites[] = { "INVASION p.16", "VASSAL p.15", NULL };
  const CasRusInvaderPieces *inv = &s->invaders[f->slot];
  const char *id = cas_rus_invader_slot_id (f->slot);
  GtkStringList *labels = gtk_string_list_new (NULL);
  int *values = g_new0 (int, CAS_RUS_N_KINGDOMS);
  guint n = 0;
  gboolean chosen_ok = FALSE;
  int n_vassals = 0;
  AdwPreferencesGroup *group;
  GtkWidget *row;

  group = ruled_group_new ("invader-vassals-group", _("Their Vassals"),
                           _("A Kingdom they invade may submit, whatever its VP; they do not attack it"), cites);
  for (int k = 0; k < CAS_RUS_N_KINGDOMS; k++)
    {
      const char *kid = cas_rus_kingdom_id (k);
      g_autofree char *name = NULL;
      GStrv lines;

      if (!inv->vassals[k])
        {
          if (s->kingdoms[k].status != CAS_RUS_OUT_OF_PLAY)
            {
              gtk_string_list_append (labels, _(cas_rus_kingdom_name (k)));
              values[n++] = k;
              chosen_ok = chosen_ok || f->vassal == k;
            }
          continue;
        }
      n_vassals++;
      row = cas_rus_row_new (_(cas_rus_kingdom_name (k)), _("Their Vassal"));
      name = g_strdup_printf ("invader-vassal-%s", kid);
      gtk_widget_set_name (row, name);
      g_free (name);
      name = g_strdup_printf ("invader-unvassal-%s", kid);
      lines = g_new0 (char *, 2);
      lines[0] = g_strdup_printf ("invader %s vassal %s no", id, kid);
      lines_button_add (dialog, row, name, _("_Remove"), lines, TRUE);
      adw_preferences_group_add (group, row);
    }
  if (n_vassals == 0)
    {
      row = cas_rus_row_new (_("None yet"), NULL);
      gtk_widget_set_name (row, "invader-vassals-none");
      adw_preferences_group_add (group, row);
    }
  if (!chosen_ok)
    f->vassal = n ? values[0] : -1;
  row = form_choice_new (dialog, "invader-submit-kingdom", _("A Kingdom submits"), NULL, labels, values, n, &f->vassal);
  g_object_unref (labels);
  if (f->vassal >= 0)
    {
      /* the submission's actions: the Vassal, and the +1VP marker of whoever runs them */
      g_autoptr(CasExplain) ex = cas_explain_new ();
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_autofree char *subtitle = NULL;
      int p = -1;

      cas_rus_submission_propose (s, f->vassal, -1, CAS_RUS_VIKING_INVADERS + f->slot, ex);
      for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
        {
          const char *action = cas_explain_get_action (ex, i);
          g_strv_builder_add (builder, action);
          if (g_str_has_prefix (action, "vp "))
            p = (int) g_ascii_strtoll (action + 3, NULL, 10) - 1;
        }
      if (p >= 0)
        subtitle = g_strdup_printf (_("Player %d, who runs them, scores 1 VP for good"), p + 1);
      else
        subtitle = g_strdup (_("Nobody runs them: enter their controller’s +1VP marker by hand"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      lines_button_add (dialog, row, "invader-submit", _("_Submit"), g_strv_builder_end (builder), TRUE);
    }
  adw_preferences_group_add (group, row);
  cas_rus_dialog_add (dialog, group);
}

static void
invader_fill (CasRusDialog *dialog, const CasRusState *s, gpointer data)
{
  InvaderForm *f = data;

  turn_group_add (dialog, s, f);
  move_group_add (dialog, s, f);
  held_group_add (dialog, s, f);
  vassals_group_add (dialog, s, f);
}

void
cas_rus_invader_dialog_open (CasRusPage *page, gpointer slot)
{
  InvaderForm *f = g_new0 (InvaderForm, 1);
  g_autofree char *name = NULL;

  f->slot = CLAMP (GPOINTER_TO_INT (slot), 0, CAS_RUS_N_INVADER_SLOTS - 1);
  f->from = FROM_UNSET;
  f->to = -1;
  f->armies = 1;
  f->conquer = -1;
  f->vassal = -1;
  name = g_strdup_printf ("rus-invader-dialog-%s", cas_rus_invader_slot_id (f->slot));
  cas_rus_dialog_present (page, name, cas_rus_invader_name (f->slot), invader_fill, f, g_free);
}
