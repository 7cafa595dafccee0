/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-commands.c: placeholder, being written. */
#include "config.h"
#include "cas-commands.h"
