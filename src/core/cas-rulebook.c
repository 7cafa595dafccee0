/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rulebook.c: placeholder, being written. */
#include "config.h"
#include "cas-rulebook.h"
