/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-levy.h: placeholder, being written. */
#pragma once
#include "cas-rules.h"
