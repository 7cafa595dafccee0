/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-pay.c: placeholder, being written. */
#include "config.h"
#include "cas-pay.h"
