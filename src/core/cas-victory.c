/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-victory.c: placeholder, being written. */
#include "config.h"
#include "cas-victory.h"
