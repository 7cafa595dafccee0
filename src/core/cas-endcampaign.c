/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-endcampaign.c: placeholder, being written. */
#include "config.h"
#include "cas-endcampaign.h"
