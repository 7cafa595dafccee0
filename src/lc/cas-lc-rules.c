/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-lc-rules.c: finding a game's CasLcRules (cas-lc-rules.h). */
#include "config.h"

#include "cas-lc-rules.h"

#include "cas-module.h"

typedef struct {
  const CasLcRules *rules;
  gpointer bound;
} Binding;

static void
binding_free (gpointer data)
{
  Binding *b = data;
  g_free (b->bound);
  g_free (b);
}

/* The game's binding, made on first use; kept on the game object, so it lives and dies
 * with the (cached) game. The lock makes the first use safe from several threads. */
static const Binding *
binding (CasGame *game)
{
  G_LOCK_DEFINE_STATIC (bind);
  static GQuark quark;
  Binding *b;

  g_return_val_if_fail (CAS_IS_GAME (game), NULL);
  G_LOCK (bind);
  if (quark == 0)
    quark = g_quark_from_static_string ("cas-lc-rules");
  b = g_object_get_qdata (G_OBJECT (game), quark);
  if (b == NULL)
    {
      const CasModule *module = cas_module_find (cas_game_get_id (game));
      g_autoptr(GError) error = NULL;
      b = g_new0 (Binding, 1);
      b->rules = module ? module->rules : NULL;
      if (b->rules && b->rules->bind)
        {
          b->bound = b->rules->bind (game, &error);
          if (b->bound == NULL)
            {
              g_critical ("The rules of %s do not fit its data: %s", cas_game_get_id (game),
                          error ? error->message : "?");
              b->rules = NULL;
            }
        }
      g_object_set_qdata_full (G_OBJECT (game), quark, b, binding_free);
    }
  G_UNLOCK (bind);
  return b;
}

const CasLcRules *
cas_lc_rules (CasGame *game)
{
  const Binding *b = binding (game);
  return b ? b->rules : NULL;
}

gconstpointer
cas_lc_rules_bound (CasGame *game)
{
  const Binding *b = binding (game);
  return b ? b->bound : NULL;
}
