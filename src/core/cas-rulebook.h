/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-rulebook.h: placeholder, being written. */
#pragma once
#include "cas-game.h"
