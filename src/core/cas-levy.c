/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-levy.c: placeholder, being written. */
#include "config.h"
#include "cas-levy.h"
