/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-supply.c: placeholder, being written. */
#include "config.h"
#include "cas-supply.h"
