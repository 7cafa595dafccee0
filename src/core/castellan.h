/* SPDX-License-Identifier: GPL-3.0-or-later */
/* castellan.h: everything libcastellan offers. */
#pragma once

#include "cas-game.h"
#include "cas-table.h"
#include "cas-muster.h"
#include "cas-action.h"
#include "cas-journal.h"
#include "cas-savefile.h"
#include "cas-explain.h"
#include "cas-rules.h"
#include "cas-laden.h"
#include "cas-commands.h"
#include "cas-supply.h"
#include "cas-feed.h"
#include "cas-pay.h"
#include "cas-disband.h"
#include "cas-levy.h"
#include "cas-endcampaign.h"
#include "cas-victory.h"
#include "cas-audit.h"
#include "cas-rulebook.h"
#include "cas-dice.h"
