/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-muster-dialog.c: being built. */
#include "config.h"
#include "cas-muster-dialog.h"
