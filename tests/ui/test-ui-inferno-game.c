/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-inferno-game.c (inferno-game, issue 17): the app plays a whole Inferno Turn.
 * Scenario A (Dolenti Note, 6.0 A) opens on the Table page in its first Levy; the
 * sequence bar's own buttons walk it through every step of one Turn (3.0, 4.0, 4.9):
 * the Levy (Arts of War, Pay, Disband, Muster, Call to Arms, which the scenario skips),
 * the flip to the Campaign, the Plan (the Plans as the players set them; the Plan &
 * Cards page's Reveal button moves the bar to Command, 4.2), a card's March, the Feed
 * helper's calculator applied through the journal (4.8.1), the End of Campaign's steps
 * and the Levy of box 2. Each page passed is shot light and dark at
 * 1280x800. The castellan-cli side of a whole game is tests/cli/golden/inferno-full-game. */
#include "config.h"

#include <adwaita.h>

#include "castellan.h"
#include "cas-application.h"
#include "cas-calc-dialog.h"
#include "cas-lord-mat.h"
#include "cas-sequence-view.h"
#include "inferno/inferno-ui.h" /* inferno-fixes: the bar's words per scenario */
#include "ui-test-util.h"

/* The sequence bar's mapped button whose label starts with PREFIX, or NULL. */
static GtkWidget *
bar_button (GtkWidget *window, const char *prefix)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  find_all (find_one (window, CAS_TYPE_SEQUENCE_VIEW), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *label = gtk_button_get_label (buttons->pdata[i]);
      if (label && g_str_has_prefix (label, prefix) && gtk_widget_get_mapped (buttons->pdata[i]) &&
          gtk_widget_get_sensitive (buttons->pdata[i]))
        return buttons->pdata[i];
    }
  return NULL;
}

static int
step_of (GtkWidget *window)
{
  return cas_sequence_view_get_step (CAS_SEQUENCE_VIEW (find_one (window, CAS_TYPE_SEQUENCE_VIEW)));
}

/* Clicks the bar's button PREFIX and waits until the bar shows step WANT. */
static void
go (GtkWidget *window, const char *prefix, int want)
{
  GtkWidget *button = bar_button (window, prefix);
  if (button == NULL)
    g_error ("no sequence button \"%s\" at step %d", prefix, step_of (window));
  click (button);
  ITERATE_UNTIL (step_of (window) == want);
  wait_drawn (window);
}

static void
test_turn (void)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", "dolenti_note", NULL);
  const CasTable *t = cas_journal_get_table (journal);
  GtkWidget *window;
  GError *error = NULL;

  set_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = game_window (journal, "table");
  g_assert_cmpint (step_of (window), ==, CAS_SEQ_ARTS_OF_WAR);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_BOX), ==, 1);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PHASE), ==, CAS_PHASE_LEVY);
  /* inferno-fixes: A's first Levy draws one Capability then one Event (3.1, 6.0), not a
   * later Levy's two Events */
  g_assert_true (has_label_containing (window, "First Levy (Dolenti Note): each side draws one Capability, then one Event"));
  g_assert_false (has_label_containing (window, "From the second Levy on"));
  screenshots (window, "inferno-game-levy");

  /* The Levy (3.0): Pay, Disband, Muster, Call to Arms (skipped in A, 6.0), the Events. */
  go (window, "Next: ", CAS_SEQ_PAY);
  g_assert_nonnull (find_named (find_one (window, CAS_TYPE_SEQUENCE_VIEW), "helper-pay"));
  go (window, "Next: ", CAS_SEQ_DISBAND);
  go (window, "Next: ", CAS_SEQ_MUSTER);
  /* The players Muster as the table did: Provenzano at Siena (3.4.1). */
  g_assert_true (cas_journal_do (journal, "muster provenzano siena", &error));
  g_assert_no_error (error);
  wait_drawn (window);
  screenshots (window, "inferno-game-muster");
  go (window, "Next: ", CAS_SEQ_CALL_TO_ARMS);
  /* inferno-fixes: the step says A skips it (3.5, 6.0) */
  g_assert_true (has_label_containing (window, "Dolenti Note skips the Call to Arms in this Levy"));
  g_assert_false (has_label_containing (window, "A side four VP behind"));
  /* inferno-fixes: two Lords a side (Provenzano Mustered), the sides sit beside each other:
   * Siena's mat shows at the top of the page, right of Firenze's, not below the fold */
  {
    g_autoptr(GPtrArray) mats = g_ptr_array_new ();
    GtkWidget *firenze = NULL, *siena = NULL;
    graphene_point_t pf, ps;
    find_all (window, CAS_TYPE_LORD_MAT, mats);
    for (guint i = 0; i < mats->len; i++)
      if (cas_lord_mat_get_lord (mats->pdata[i]) == cas_game_find_lord (t->game, "firenze"))
        firenze = mats->pdata[i];
      else if (cas_lord_mat_get_lord (mats->pdata[i]) == cas_game_find_lord (t->game, "siena"))
        siena = mats->pdata[i];
    g_assert_nonnull (firenze);
    g_assert_nonnull (siena);
    g_assert_true (gtk_widget_compute_point (firenze, window, &GRAPHENE_POINT_INIT (0, 0), &pf));
    g_assert_true (gtk_widget_compute_point (siena, window, &GRAPHENE_POINT_INIT (0, 0), &ps));
    g_assert_cmpfloat (ps.x, >, pf.x + 300);
    g_assert_cmpfloat (ps.y, ==, pf.y);
    g_assert_cmpfloat (ps.y, <, 600);
  }
  screenshots (window, "inferno-game-call-to-arms");
  go (window, "Next: ", CAS_SEQ_DISCARD_EVENTS);

  /* The Campaign (4.0): the marker flips. */
  go (window, "Campaign: ", CAS_SEQ_CAPABILITY_DISCARD);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PHASE), ==, CAS_PHASE_CAMPAIGN);
  go (window, "Next: ", CAS_SEQ_PLAN);
  /* The Plans (4.1: 7 cards in Spring), as the players set them on the Plan page. */
  g_assert_true (cas_journal_do (journal, "plan guelph arezzo,firenze,arezzo,firenze,arezzo,firenze,pass", &error));
  g_assert_true (cas_journal_do (journal, "plan ghibelline siena,provenzano,siena,provenzano,provenzano,siena,pass", &error));
  g_assert_no_error (error);
  show_page (window, "plan");
  screenshots (window, "inferno-game-plan");
  /* The Plan page's button reveals the first Guelph card: the bar moves on to Command (4.2). */
  GtkWidget *reveal = find_button (window, "_Reveal the Next Guelph Card");
  g_assert_nonnull (reveal);
  click (reveal);
  ITERATE_UNTIL (step_of (window) == CAS_SEQ_COMMAND);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PLAN_REVEALED_0), ==, 1);
  show_page (window, "table");
  /* Arezzo's card: a March, as the table made it. */
  g_assert_true (cas_journal_do (journal, "move arezzo castiglione", &error));
  g_assert_true (cas_journal_do (journal, "moved arezzo yes", &error));
  g_assert_no_error (error);
  wait_drawn (window);
  screenshots (window, "inferno-game-command");
  go (window, "Next: ", CAS_SEQ_FEED_PAY_DISBAND);
  screenshots (window, "inferno-game-feed");
  /* The bar's Feed helper opens the Feed calculator on Arezzo's Feed (4.8.1). */
  click_named (find_one (window, CAS_TYPE_SEQUENCE_VIEW), "helper-feed");
  GtkWidget *dialog = NULL;
  ITERATE_UNTIL ((dialog = cas_calc_dialog_find (GTK_WINDOW (window))) != NULL);
  wait_drawn (dialog);
  g_assert_true (has_label_containing (dialog, "Arezzo"));
  native_screenshots (dialog, "inferno-game-feed-calc");
  /* Apply records the Feed through the journal: his Provender eaten, the marker off. */
  guint before = cas_journal_get_n_done (journal);
  click (find_button (dialog, "_Apply"));
  ITERATE_UNTIL (cas_journal_get_n_done (journal) > before);
  g_assert_cmpstr (cas_journal_get_text (journal, before), ==, "assets arezzo prov -1");
  g_assert_false (CAS_LORD (t, cas_game_find_lord (cas_journal_get_game (journal), "arezzo"), CAS_L_MOVED));
  dialog = cas_calc_dialog_find (GTK_WINDOW (window));
  if (dialog)
    gtk_window_destroy (GTK_WINDOW (dialog));
  go (window, "Next Card", CAS_SEQ_COMMAND);
  g_assert_true (cas_journal_do (journal, "reveal guelph 7", &error));
  g_assert_true (cas_journal_do (journal, "reveal ghibelline 7", &error));
  g_assert_no_error (error);
  go (window, "Next: ", CAS_SEQ_FEED_PAY_DISBAND);

  /* The End of Campaign (4.9): its steps, then the Levy of box 2. */
  go (window, "End Campaign", CAS_SEQ_GROW);
  g_assert_nonnull (find_named (find_one (window, CAS_TYPE_SEQUENCE_VIEW), "helper-endcampaign"));
  screenshots (window, "inferno-game-end-campaign");
  int guard = 0;
  while (step_of (window) != CAS_SEQ_RESET && guard++ < CAS_SEQ_N)
    {
      int before = step_of (window);
      GtkWidget *next = bar_button (window, "Next: ");
      g_assert_nonnull (next);
      click (next);
      ITERATE_UNTIL (step_of (window) != before);
    }
  g_assert_cmpint (step_of (window), ==, CAS_SEQ_RESET);
  wait_drawn (window);
  screenshots (window, "inferno-game-reset");
  go (window, "Levy of Box 2", CAS_SEQ_ARTS_OF_WAR);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_BOX), ==, 2);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PHASE), ==, CAS_PHASE_LEVY);
  wait_drawn (window);
  /* inferno-fixes: the second Levy draws two Events a side (3.1.3) */
  g_assert_true (has_label_containing (window, "From the second Levy on"));
  screenshots (window, "inferno-game-levy-2");
  destroy_window (window);
}

/* inferno-fixes (issue 17): the sequence bar's Arts of War and Call to Arms steps say what
 * this Levy of this scenario does (3.1.2, 3.1.3, 3.5, 6.0; rules-decisions I67), hand-worked
 * from 6.0: B's first Levy gives S18-S20 then draws two Capabilities a side, C's lets only
 * the Ghibellines declare Call to Arms, D's either side as if War; a later Levy of B keeps
 * the step's usual words (NULL), and C's later Levy skips the Call to Arms. */
static char *
asks_in (const char *scenario, const char *const *actions, int step)
{
  g_autoptr(CasJournal) journal = new_game_of ("inferno", scenario, actions);
  return cas_inferno_step_asks (cas_journal_get_table (journal), step);
}

static void
test_scenario_steps (void)
{
  static const char *const later[] = { "box +1", NULL };
  g_autofree char *b = asks_in ("in_far_vendetta", NULL, CAS_SEQ_ARTS_OF_WAR);
  g_assert_cmpstr (b, ==, "First Levy: the Ghibellines give S18, S19, S20 to their Lords, then two Capabilities a side (6.0).");
  g_autofree char *b2 = asks_in ("in_far_vendetta", later, CAS_SEQ_ARTS_OF_WAR);
  g_assert_null (b2);
  g_autofree char *b3 = asks_in ("in_far_vendetta", NULL, CAS_SEQ_CALL_TO_ARMS);
  g_assert_null (b3);
  g_autofree char *c = asks_in ("santafior_oscura", NULL, CAS_SEQ_CALL_TO_ARMS);
  g_assert_cmpstr (c, ==, "First Levy (Santafior Oscura): only the Ghibellines may declare Call to Arms (6.0).");
  g_autofree char *c1 = asks_in ("santafior_oscura", NULL, CAS_SEQ_ARTS_OF_WAR);
  g_assert_cmpstr (c1, ==, "First Levy: Guelphs then Ghibellines each draw two Arts of War cards as Capabilities, no Events.");
  g_autofree char *c2 = asks_in ("santafior_oscura", later, CAS_SEQ_CALL_TO_ARMS);
  g_assert_cmpstr (c2, ==, "Santafior Oscura skips the Call to Arms in this Levy (6.0): nothing to do here.");
  g_autofree char *d = asks_in ("arbia_colorata", NULL, CAS_SEQ_CALL_TO_ARMS);
  g_assert_cmpstr (d, ==, "First Levy (Arbia Colorata in Rosso): either side may declare Call to Arms as if it drew a "
                          "War Event (6.0).");
  g_autofree char *e = asks_in ("lasciate_ogne_speranza", later, CAS_SEQ_CALL_TO_ARMS);
  g_assert_cmpstr (e, ==, "Lasciate Ogne Speranza skips the Call to Arms in this Levy (6.0): nothing to do here.");
  g_autofree char *pay = asks_in ("dolenti_note", NULL, CAS_SEQ_PAY);
  g_assert_null (pay);
}

int
main (int argc, char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv, "/ui/inferno-game/no-display"))
    return g_test_run ();
  g_test_add_func ("/ui/inferno-game/turn", test_turn);
  g_test_add_func ("/ui/inferno-game/scenario-steps", test_scenario_steps);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
