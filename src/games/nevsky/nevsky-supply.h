/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nevsky-supply.h: Nevsky's Supply (4.6) as the engine's result shows it: Lodya's options
 * (R16) in CasSupplyResult.option, for the tests and the JSON. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The Lodya option used for a Supply action (CasSupplyResult.option). */
typedef enum {
  NEVSKY_LODYA_NONE,
  NEVSKY_LODYA_BOATS_X2,
  NEVSKY_LODYA_SHIPS_AS_BOATS,
  NEVSKY_LODYA_BOATS_AS_SHIPS,
} NevskyLodya;

/* Its id in the Supply JSON ("lodya"): "none", "boats_x2", "ships_as_boats", "boats_as_ships". */
const char *nevsky_lodya_id (int lodya);

G_END_DECLS
