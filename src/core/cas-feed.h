/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-feed.h: placeholder, being written. */
#pragma once
#include "cas-rules.h"
