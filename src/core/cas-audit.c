/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-audit.c: placeholder, being written. */
#include "config.h"
#include "cas-audit.h"
