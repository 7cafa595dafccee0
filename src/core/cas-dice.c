/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-dice.c: seeded and queued dice. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cas-dice.h"
#include "cas-game.h"

#define MAX_QUEUE 100000

struct _CasDice
{
  gboolean queue;
  guint64 state;     /* xorshift64* state for the seeded source */
  GArray *rolls;
  guint next;
};

void
cas_dice_reseed (CasDice *self, guint32 seed)
{
  /* splitmix the seed so that nearby seeds give unrelated streams */
  guint64 z = (guint64) seed + G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  self->state = (z ^ (z >> 31)) | 1;
  self->next = 0;
}

CasDice *
cas_dice_new_seeded (guint32 seed)
{
  CasDice *self = g_new0 (CasDice, 1);
  cas_dice_reseed (self, seed);
  return self;
}

CasDice *
cas_dice_new_queue (const int *rolls, guint n)
{
  CasDice *self = g_new0 (CasDice, 1);
  self->queue = TRUE;
  self->rolls = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_vals (self->rolls, rolls, n);
  return self;
}

CasDice *
cas_dice_new_from_string (const char *list, GError **error)
{
  g_auto(GStrv) parts = g_strsplit_set (list ? list : "", ", \t", -1);
  g_autoptr(GArray) rolls = g_array_new (FALSE, FALSE, sizeof (int));
  for (char **p = parts; *p; p++)
    {
      guint64 v;
      if (**p == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (*p, 10, 1, 6, &v, NULL))
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("die roll “%s” (number %u in the list) is not 1 to 6"), *p,
                       rolls->len + 1);
          return NULL;
        }
      if (rolls->len >= MAX_QUEUE)
        {
          g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("more than %d dice"), MAX_QUEUE);
          return NULL;
        }
      int r = (int) v;
      g_array_append_val (rolls, r);
    }
  return cas_dice_new_queue ((const int *) rolls->data, rolls->len);
}

void
cas_dice_free (CasDice *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->rolls, g_array_unref);
  g_free (self);
}

int
cas_dice_roll_fast (CasDice *self)
{
  /* Rejection keeps the six faces exactly equally likely. */
  for (;;)
    {
      self->state ^= self->state >> 12;
      self->state ^= self->state << 25;
      self->state ^= self->state >> 27;
      guint64 r = (self->state * G_GUINT64_CONSTANT (2685821657736338717)) >> 32;
      if (r < 4294967292u) /* largest multiple of 6 below 2^32 */
        {
          self->next++;
          return (int) (r % 6) + 1;
        }
    }
}

gboolean
cas_dice_roll (CasDice *self, const char *purpose, int *out, GError **error)
{
  if (!self->queue)
    {
      *out = cas_dice_roll_fast (self);
      return TRUE;
    }
  if (self->next >= self->rolls->len)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_FAILED, _("the dice list ran out after %u dice: roll %u is needed for %s"),
                   self->rolls->len, self->next + 1, purpose ? purpose : "?");
      return FALSE;
    }
  *out = g_array_index (self->rolls, int, self->next++);
  return TRUE;
}

gboolean
cas_dice_is_queue (const CasDice *self)
{
  return self->queue;
}

guint
cas_dice_get_n_used (const CasDice *self)
{
  return self->next;
}

gboolean
cas_dice_parse_pool (const char *spec, int *n, int *sides, GError **error)
{
  const char *d = spec ? strchr (spec, 'd') : NULL;
  guint64 a = 1, b;
  if (d == NULL)
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("“%s” is not a dice pool like 3d6"), spec ? spec : "");
      return FALSE;
    }
  g_autofree char *count = g_strndup (spec, (gsize) (d - spec));
  if ((*count && !g_ascii_string_to_unsigned (count, 10, 1, 100, &a, NULL)) ||
      !g_ascii_string_to_unsigned (d + 1, 10, 2, 100, &b, NULL))
    {
      g_set_error (error, CAS_ERROR, CAS_ERROR_PARSE, _("“%s” is not a dice pool like 3d6 (1-100 dice of 2-100 sides)"), spec);
      return FALSE;
    }
  *n = (int) a;
  *sides = (int) b;
  return TRUE;
}
