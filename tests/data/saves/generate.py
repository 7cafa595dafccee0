#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the pinned saves of tests/data/saves/ with castellan-cli (issue 16, step 1).

    generate.py CASTELLAN_CLI [OUTDIR]        (OUTDIR: nevsky/ beside this script)

For every Nevsky scenario (`castellan-cli scenarios nevsky`) two saves:

  SCENARIO-setup.json    `new nevsky SCENARIO`, nothing else;
  SCENARIO-midgame.json  the same game played on with `do` and one `battle --apply`:
                         Veche VP and Coin, the Legate on a Locale, a side-wide and a
                         This Lord Capability, a held Event, both Plans placed and one
                         card revealed, a Vassal Mustered, an optional rule on, the Campaign, a Lord marched onto an enemy
                         Lord, a Battle there (seeded dice, its proposed actions
                         applied), markers, extra VP, Forces, a Lieutenant, the Legate
                         moved again and the Calendar advanced; then the last two
                         actions undone, so the save has a redo list;

and beside each save NAME.show.json, the output of `castellan-cli show NAME --json`.

The choices (which Lords, cards and Locales) are taken from the scenario's own set-up
and the game data, so the same script serves every scenario; the output depends only
on castellan-cli and the data. The test (tests/data/check-saves.py, tests/test-saves.c)
compares against the committed files, never against a fresh run of this script: after a
change that is meant to alter them, run this script, review `git diff`, commit.
"""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GAME = "nevsky"
SEED = 7


class Cli:
    def __init__(self, path, workdir):
        self.path = path
        self.workdir = workdir
        self.env = dict(os.environ, LC_ALL="C.UTF-8")
        self.env.pop("LANGUAGE", None)
        self.env.setdefault("CASTELLAN_DATA_DIR", os.path.join(HERE, "..", "..", "..", "data"))

    def run(self, *args):
        proc = subprocess.run([self.path] + list(args), cwd=self.workdir, env=self.env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if proc.returncode != 0:
            raise SystemExit("castellan-cli %s: exit %d: %s" % (" ".join(args), proc.returncode, proc.stderr))
        return proc.stdout

    def show(self, save):
        return json.loads(self.run("show", save, "--json"))

    def do(self, save, *actions):
        self.run("do", save, *actions)


def load_data(name):
    with open(os.path.join(HERE, "..", "..", "..", "data", "games", GAME, name), encoding="utf-8") as f:
        return json.load(f)


def on_map(table, side):
    return [l for l in table["lords"] if l["side"] == side and l["state"] == "map"]


def both_sides_on_map(cli, save, lords_data):
    """Both sides need a Lord on the map: musters the first Lord of a side that has none
    at his first Seat. Returns the table after."""
    table = cli.show(save)
    for side in table["vp"].keys():
        if not on_map(table, side):
            lord = next(l for l in table["lords"] if l["side"] == side and l["state"] in ("calendar", "unused"))
            seat = next(x for x in lords_data["lords"] if x["id"] == lord["id"])["seats"][0]
            cli.do(save, "muster %s %s" % (lord["id"], seat))
            table = cli.show(save)
    return table


def plans_vassal_option(table, sides, lord):
    """Both Plans (a Lord, a Pass, a Lord), one card revealed, a Ready Vassal of `lord`
    Mustered, the advanced Vassal Service rule on."""
    actions = []
    for side in sides:
        actions.append("plan %s %s,pass,%s" % (side, on_map(table, side)[0]["id"], on_map(table, side)[-1]["id"]))
    actions.append("reveal %s 1" % sides[0])
    vassal = next((v["id"] for v in lord["vassals"] if v["state"] == "ready"), None)
    if vassal:
        actions.append("vassal %s %s muster" % (lord["id"], vassal))
    actions.append("option vassal_service yes")
    return actions


def lieutenant(table, sides):
    """A Lieutenant where a side has two Lords together (the first such side), or none."""
    for side in sides:
        lords = on_map(table, side)
        pair = next(((a, b) for a in lords for b in lords if a is not b and a["locale"] == b["locale"]), None)
        if pair:
            return ["lieutenant %s %s" % (pair[0]["id"], pair[1]["id"])]
    return []


def midgame(cli, save):
    cards = {c["id"]: c for c in load_data("cards.json")["arts_of_war"]}
    table = both_sides_on_map(cli, save, load_data("lords.json"))
    sides = list(table["vp"].keys())
    attacker, defender = on_map(table, sides[0])[0], on_map(table, sides[1])[0]

    # Levy: Veche, Legate, Capabilities, a held Event, the Plans.
    actions = ["veche vp +1", "veche coin 2", "legate %s" % attacker["locale"]]
    deck = [c for c in table["cards"] if c["state"] == "deck" and cards[c["id"]].get("capability")]
    side_wide = next(c["id"] for c in deck if cards[c["id"]]["side"] == sides[0]
                     and not cards[c["id"]]["capability"]["this_lord"])
    actions.append("capability %s" % side_wide)
    for c in deck:
        cap = cards[c["id"]]["capability"]
        lords = [l["id"] for l in on_map(table, sides[1]) if l["id"] in cap.get("lords", [])]
        if cards[c["id"]]["side"] == sides[1] and cap["this_lord"] and lords:
            actions.append("capability %s %s" % (c["id"], lords[0]))
            break
    held = next(c["id"] for c in deck if cards[c["id"]]["side"] == sides[1] and c["id"] not in " ".join(actions))
    actions.append("card %s held" % held)
    actions += plans_vassal_option(table, sides, defender)
    cli.do(save, *actions)

    # Campaign: a March onto the enemy, the Battle with its proposed actions applied.
    cli.do(save, "phase campaign", "move %s %s" % (attacker["id"], defender["locale"]),
           "moved %s yes" % attacker["id"])
    cli.run("battle", save, defender["locale"], "--attacker", attacker["id"], "--from", attacker["locale"],
            "--seed", str(SEED), "--apply")

    # Markers, VP, Forces, a Lieutenant where a side has two Lords together.
    table = cli.show(save)
    actions = ["marker %s ravaged %s" % (attacker["locale"], sides[1]),
               "marker %s conquered 1" % attacker["locale"],
               "vp %s +0.5" % sides[0],
               "forces %s militia +1" % on_map(table, sides[1])[0]["id"]]
    actions += lieutenant(table, sides)
    cli.do(save, *actions)

    # Two more actions, then taken back: they stay in the redo list.
    cli.do(save, "legate card", "step +3")
    cli.run("undo", save, "2")


def write_all(argv, game, play):
    """Writes GAME's pinned saves (every set-up, then `play` on a copy) into OUTDIR."""
    if len(argv) not in (2, 3):
        print(sys.modules["__main__"].__doc__, file=sys.stderr)
        return 2
    outdir = os.path.abspath(argv[2] if len(argv) == 3 else os.path.join(HERE, game))
    os.makedirs(outdir, exist_ok=True)
    cli = Cli(os.path.abspath(argv[1]), outdir)
    scenarios = [line.split("\t")[0] for line in cli.run("scenarios", game).splitlines()]
    names = []
    for sc in scenarios:
        setup, mid = "%s-setup.json" % sc, "%s-midgame.json" % sc
        cli.run("new", game, sc, "-o", setup)
        shutil.copyfile(os.path.join(outdir, setup), os.path.join(outdir, mid))
        play(cli, mid)
        names += [setup, mid]
    for name in names:
        with open(os.path.join(outdir, name[:-5] + ".show.json"), "w", encoding="utf-8") as f:
            f.write(cli.run("show", name, "--json"))
    print("\n".join(names))
    return 0


def main(argv):
    return write_all(argv, GAME, midgame)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
