/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-sequence-view.c: being built. */
#include "config.h"
#include "cas-sequence-view.h"
