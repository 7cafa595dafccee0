/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-module.c: the registry of games (cas-module.h). */
#include "config.h"

#include "cas-module.h"

#include <glib/gi18n-lib.h>

/* Each game's rules, defined in its folder (src/games/<id>/<id>-rules.c). Declared
 * here without their type, which the core does not know (src/lc/cas-lc-rules.h). */
extern const struct CasLcRules cas_nevsky_rules;

/* In menu order. The last N_TEST_MODULES are only for the tests
 * (tests/cli/golden/games-family.cmd): with CASTELLAN_TEST_MODULES=1 the registry also
 * holds a game of another family, without data, so that the CLI's per-family commands
 * can be checked before a second family exists. */
static const CasModule modules[] = {
  { "nevsky", "Nevsky", "lc", &cas_nevsky_rules },
  { "testfamily", "Test Family", "test", NULL },
};
#define N_TEST_MODULES 1

static gboolean
with_test_modules (void)
{
  static gsize done;
  static gboolean on;
  if (g_once_init_enter (&done))
    {
      on = g_strcmp0 (g_getenv ("CASTELLAN_TEST_MODULES"), "1") == 0;
      g_once_init_leave (&done, 1);
    }
  return on;
}

const CasModule *
cas_modules (guint *n_modules)
{
  g_return_val_if_fail (n_modules != NULL, NULL);
  *n_modules = G_N_ELEMENTS (modules) - (with_test_modules () ? 0 : N_TEST_MODULES);
  return modules;
}

const CasModule *
cas_module_find (const char *id)
{
  guint n;
  const CasModule *all = cas_modules (&n);
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < n; i++)
    if (g_str_equal (all[i].id, id))
      return &all[i];
  return NULL;
}

const char *const *
cas_module_ids (void)
{
  static gsize done;
  static const char **ids;
  if (g_once_init_enter (&done))
    {
      guint n;
      const CasModule *all = cas_modules (&n);
      ids = g_new0 (const char *, n + 1);
      for (guint i = 0; i < n; i++)
        ids[i] = all[i].id;
      g_once_init_leave (&done, 1);
    }
  return ids;
}

const char *
cas_module_family_name (const char *family)
{
  static const struct {
    const char *id;
    const char *name;
  } families[] = {
    { "lc", N_("Levy & Campaign") },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (families); i++)
    if (g_strcmp0 (families[i].id, family) == 0)
      return _(families[i].name);
  return family;
}
