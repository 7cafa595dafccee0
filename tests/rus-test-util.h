/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rus-test-util.h: helpers shared by the Rus core tests (tests/test-rus*.c). */
#pragma once

#include <string.h>

#include "cas-explain.h"
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
