/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-laden.c: placeholder, being written. */
#include "config.h"
#include "cas-laden.h"
