#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the pinned Rus saves of tests/data/saves/rus/ with castellan-cli (issue 18).

    generate-rus.py CASTELLAN_CLI [OUTDIR]        (OUTDIR: rus/ beside this script)

For every Rus set-up (`castellan-cli scenarios rus`) two saves:

  SETUP-setup.json    `new rus SETUP`, nothing else;
  SETUP-midgame.json  the same game played on with `do`: picks, tiles, resources, a
                      switch of who plays a Kingdom, Influence, a Ruler, an alliance,
                      an Envoy, a C&T ability, religion, VP markers, armies moved, an
                      area taken and settled, a table-entered area's terrain and VP, a
                      Politics card revealed and activated, a setting changed, the
                      round and the turn; then the last two actions undone (a redo list);

and beside each save NAME.show.json, the output of `castellan-cli show NAME --json`.
Like generate.py for Nevsky: the tests compare against the committed files; after a
change meant to alter them, run this script, review `git diff`, commit.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate import write_all  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
GAME = "rus"


def midgame(cli, save):
    table = cli.show(save)
    seats = table["seats"]
    first = seats[0]["kingdom"]
    other = seats[-1]["kingdom"]
    cli.do(save, "pick %s harvest" % first, "pick %s trade" % other, "tiles politics money +1",
           "tiles culture money +1", "resource %s grain +2" % first, "resource %s money +1" % other)
    cli.do(save, "round 4", "influence muscovy 1", "ally %s %s yes" % (first, other),
           "envoy %s china yes" % first, "tech %s cavalry yes" % other, "religion %s orthodox" % first,
           "vp 1 submissions +1", "vp %s ct +1" % other)
    cli.do(save, "terrain area-23 forest", "printed area-23 1", "owner area-23 %s" % first,
           "armies area-23 %s 2" % first, "settlement area-23 town turn 1", "reveal famine",
           "activate famine yes", "setting u15_clockwise yes")
    cli.do(save, "round next", "turn next", "round picking")
    cli.run("undo", save, "2")


def main(argv):
    return write_all(argv, GAME, midgame)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
