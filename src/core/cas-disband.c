/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-disband.c: placeholder, being written. */
#include "config.h"
#include "cas-disband.h"
