/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rus-test-util.h: helpers shared by the Rus core tests (tests/test-rus*.c). */
#pragma once

#include <string.h>

#include "cas-explain.h"
#include "cas-rus-action.h"
#include "cas-rus-state.h"

/* The area an id names; the test fails on an unknown id. */
static inline int
area (const char *id)
{
  int a = cas_rus_area_from_id (id);
  g_assert_cmpint (a, >=, 0);
  return a;
}

/* Whether a line of the explanation contains TEXT. */
static inline gboolean
says (const CasExplain *ex, const char *text)
{
  for (guint i = 0; i < cas_explain_get_n_lines (ex); i++)
    if (strstr (cas_explain_get_line (ex, i)->text, text))
      return TRUE;
  return FALSE;
}

/* Whether the explanation proposes exactly ACTION. */
static inline gboolean
proposes (const CasExplain *ex, const char *action)
{
  for (guint i = 0; i < cas_explain_get_n_actions (ex); i++)
    if (g_strcmp0 (cas_explain_get_action (ex, i), action) == 0)
      return TRUE;
  return FALSE;
}

/* A standard game of N players, every setting at its default. */
static inline void
rus_setup (CasRusState *s, int n)
{
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_rus_state_setup (s, n, CAS_RUS_STANDARD, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* Applies one action line; the test fails (naming the error) if it is refused. */
static inline void
rus_act (CasRusState *s, const char *text)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = cas_rus_action_apply (s, text, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
}
