#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes Inferno's pinned saves of tests/data/saves/inferno/ with castellan-cli (issue 17).

    generate-inferno.py CASTELLAN_CLI [OUTDIR]        (OUTDIR: inferno/ beside this script)

The same files as generate.py writes for Nevsky (SCENARIO-setup.json, SCENARIO-midgame.json
and their NAME.show.json), with a mid-game of the actions that mean the same in Inferno:
a side-wide and a This Lord Capability, a held Event, both Plans and one card revealed, a
Vassal Mustered, an optional rule, the Campaign, a March to a neighbouring Locale,
Ravaged and Allegiance markers, extra VP, Forces, Assets, Service, a Lieutenant where a
side has two Lords together, the sequence step; then two actions undone (the redo list).
No Veche, Legate or Battle: Inferno has no Higher Authorities, and its Battle is not the
engine's yet (docs/inferno.md). The test compares with the committed files, never with a
fresh run: after a deliberate change, run this, review `git diff`, commit.
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("generate", os.path.join(HERE, "generate.py"))
generate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generate)

GAME = "inferno"


def load_data(name):
    import json
    with open(os.path.join(HERE, "..", "..", "..", "data", "games", GAME, name), encoding="utf-8") as f:
        return json.load(f)


def midgame(cli, save):
    cards = {c["id"]: c for c in load_data("cards.json")["arts_of_war"]}
    board = load_data("map.json")
    types = {loc["id"]: loc["type"] for loc in board["locales"]}
    table = generate.both_sides_on_map(cli, save, load_data("lords.json"))
    sides = list(table["vp"].keys())
    on_map = generate.on_map
    mover, other = on_map(table, sides[0])[0], on_map(table, sides[1])[0]

    # Levy: Capabilities, a held Event, the Plans, a Vassal, an option.
    deck = [c for c in table["cards"] if c["state"] == "deck"]
    actions = []
    side_wide = next(c["id"] for c in deck if cards[c["id"]]["side"] == sides[0]
                     and not cards[c["id"]]["capability"]["this_lord"])
    actions.append("capability %s" % side_wide)
    for c in deck:
        cap = cards[c["id"]]["capability"]
        lords = [l["id"] for l in on_map(table, sides[1])
                 if l["id"] in cap["lords"] or cap["lords"] == ["any"]]
        if cards[c["id"]]["side"] == sides[1] and cap["this_lord"] and lords:
            actions.append("capability %s %s" % (c["id"], lords[0]))
            break
    held = next(c["id"] for c in deck if cards[c["id"]]["side"] == sides[1]
                and cards[c["id"]]["event"]["timing"] == "hold" and c["id"] not in " ".join(actions))
    actions.append("card %s held" % held)
    actions += generate.plans_vassal_option(table, sides, other)
    cli.do(save, *actions)

    # Campaign: a March along the first Way to a Castle.
    ways = [w["locales"] for w in board["ways"] if mover["locale"] in w["locales"]]
    to = next(x for w in ways for x in w if x != mover["locale"] and types[x] == "castle")
    cli.do(save, "phase campaign", "move %s %s" % (mover["id"], to), "moved %s yes" % mover["id"])

    table = cli.show(save)
    actions = ["marker %s ravaged %s" % (to, sides[0]),
               "marker %s conquered 1" % to,
               "vp %s +0.5" % sides[0],
               "forces %s militia +1" % other["id"],
               "assets %s cart +1" % other["id"],
               "assets %s prov +1" % mover["id"],
               "assets %s coin +1" % mover["id"],
               "service %s -1" % other["id"]]
    actions += generate.lieutenant(table, sides)
    actions.append("step +3")
    cli.do(save, *actions)

    # Two more actions, then taken back: they stay in the redo list.
    cli.do(save, "step +1", "assets %s loot +1" % mover["id"])
    cli.run("undo", save, "2")


if __name__ == "__main__":
    sys.exit(generate.write_all(sys.argv, GAME, midgame))
