/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-feed.c: placeholder, being written. */
#include "config.h"
#include "cas-feed.h"
