/* SPDX-License-Identifier: GPL-3.0-or-later */
/* inferno-rules.h: Inferno's hooks into the Levy & Campaign engine (src/lc/cas-lc-rules.h),
 * private to src/games/inferno/. */
#pragma once

#include "cas-lc-rules.h"

G_BEGIN_DECLS

extern const CasLcRules cas_inferno_rules;

G_END_DECLS
