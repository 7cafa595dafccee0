/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-dice-roller.c: being built. */
#include "config.h"
#include "cas-dice-roller.h"
