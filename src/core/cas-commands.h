/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-commands.h: placeholder, being written. */
#pragma once
#include "cas-rules.h"
