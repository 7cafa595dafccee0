/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-muster-dialog.h: being built. */
#pragma once
#include <adwaita.h>
#include "castellan.h"
