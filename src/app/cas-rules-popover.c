/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rules-popover.c: "why?": a rule section's title and our summary in a popover, with an
 * "Open in Rules" button, and the small section links that open it. */
#include "config.h"

#include <glib/gi18n.h>

#include "cas-rules-cache.h"
#include "cas-rules-popover.h"

struct _CasRulesPopover
{
  GtkPopover parent_instance;

  GtkLabel *number_label;
  GtkLabel *title_label;
  GtkLabel *summary_label;
  GtkWidget *open_button;

  char *section;
};

G_DEFINE_FINAL_TYPE (CasRulesPopover, cas_rules_popover, GTK_TYPE_POPOVER)

static void
open_clicked_cb (CasRulesPopover *self)
{
  gtk_popover_popdown (GTK_POPOVER (self));
}

static void
cas_rules_popover_finalize (GObject *object)
{
  CasRulesPopover *self = CAS_RULES_POPOVER (object);
  g_free (self->section);
  G_OBJECT_CLASS (cas_rules_popover_parent_class)->finalize (object);
}

static void
cas_rules_popover_class_init (CasRulesPopoverClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = cas_rules_popover_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/cas-rules-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, CasRulesPopover, number_label);
  gtk_widget_class_bind_template_child (widget_class, CasRulesPopover, title_label);
  gtk_widget_class_bind_template_child (widget_class, CasRulesPopover, summary_label);
  gtk_widget_class_bind_template_child (widget_class, CasRulesPopover, open_button);
  gtk_widget_class_bind_template_callback (widget_class, open_clicked_cb);
}

static void
cas_rules_popover_init (CasRulesPopover *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
cas_rules_popover_new (CasRulebook *rulebook, const char *section)
{
  CasRulesPopover *self;
  const CasRuleSection *s = NULL;
  g_autofree char *number = NULL;

  g_return_val_if_fail (rulebook == NULL || CAS_IS_RULEBOOK (rulebook), NULL);
  g_return_val_if_fail (section != NULL, NULL);

  self = g_object_new (CAS_TYPE_RULES_POPOVER, NULL);
  if (rulebook)
    s = cas_rulebook_find_section (rulebook, section);
  self->section = g_strdup (s ? s->number : section);
  /* TRANSLATORS: a rule section's number, "Section 4.6.2" */
  number = g_strdup_printf (_("Section %s"), self->section);
  gtk_label_set_label (self->number_label, number);
  if (s)
    {
      gtk_label_set_label (self->title_label, cas_game_text (s->title));
      gtk_label_set_label (self->summary_label, cas_game_text (s->summary));
      gtk_widget_set_visible (GTK_WIDGET (self->summary_label), s->summary[0] != '\0');
    }
  else
    {
      gtk_label_set_label (self->title_label, rulebook ? _("Not in the rules index") : _("Rules index not loaded"));
      gtk_widget_set_visible (GTK_WIDGET (self->summary_label), FALSE);
    }
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->open_button), "s", self->section);
  return GTK_WIDGET (self);
}

const char *
cas_rules_popover_get_section (CasRulesPopover *self)
{
  g_return_val_if_fail (CAS_IS_RULES_POPOVER (self), NULL);
  return self->section;
}

/* Links: the popover is made when it is first opened, from the rulebook loaded by then. */

static void
link_create_popup (GtkMenuButton *button, gpointer user_data)
{
  const char *game_id = g_object_get_data (G_OBJECT (button), "cas-game-id");
  const char *section = g_object_get_data (G_OBJECT (button), "cas-section");
  CasRulebook *rulebook = game_id ? cas_rules_cache_peek (game_id) : NULL;

  gtk_menu_button_set_popover (button, cas_rules_popover_new (rulebook, section));
}

GtkWidget *
cas_rules_link_new (const char *game_id, const char *section)
{
  GtkWidget *button;
  g_autofree char *tip = NULL;
  CasRulebook *rulebook;
  const CasRuleSection *s;

  g_return_val_if_fail (section != NULL, NULL);

  button = gtk_menu_button_new ();
  /* A child rather than a label: a labelled menu button would add an arrow. */
  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), gtk_label_new (section));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "rule-link");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (button), "cas-game-id", g_strdup (game_id), g_free);
  g_object_set_data_full (G_OBJECT (button), "cas-section", g_strdup (section), g_free);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), link_create_popup, NULL, NULL);

  rulebook = game_id ? cas_rules_cache_peek (game_id) : NULL;
  s = rulebook ? cas_rulebook_find_section (rulebook, section) : NULL;
  /* TRANSLATORS: tooltip of a rule link, "Rule 4.6.2, Supply Routes" */
  tip = s ? g_strdup_printf (_("Rule %s, %s"), section, cas_game_text (s->title)) : g_strdup_printf (_("Rule %s"), section);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  return button;
}

GtkWidget *
cas_rules_links_new (const char *game_id, const char *const *sections)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_widget_add_css_class (box, "rule-links");
  for (const char *const *s = sections; s && *s; s++)
    gtk_box_append (GTK_BOX (box), cas_rules_link_new (game_id, *s));
  return box;
}
