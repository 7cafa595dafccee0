#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`castellan-cli show --json` of each pinned save against its committed output.

    check-saves.py CASTELLAN_CLI SAVES_DIR

SAVES_DIR (tests/data/saves) holds a folder per game; in it each save NAME.json has its
expected `show NAME.json --json` in NAME.show.json (tests/data/saves/generate.py writes
both). The show runs on a copy in a temporary folder, so the committed files are only
read. Fails on any difference (a unified diff of the first lines that differ), and on a
save without its expected output or an expected output without its save. The saves
themselves are loaded and saved again by tests/test-saves.c.
"""
import difflib
import os
import shutil
import subprocess
import sys
import tempfile


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    cli, saves = os.path.abspath(argv[1]), argv[2]
    env = dict(os.environ, LC_ALL="C.UTF-8")
    env.pop("LANGUAGE", None)
    failed = checked = 0
    with tempfile.TemporaryDirectory(prefix="cas-saves-") as tmp:
        for game in sorted(os.listdir(saves)):
            folder = os.path.join(saves, game)
            if not os.path.isdir(folder):
                continue
            names = sorted(os.listdir(folder))
            for name in names:
                if name.endswith(".show.json"):
                    if name[:-len(".show.json")] + ".json" not in names:
                        print("FAIL %s/%s: no save for this expected output" % (game, name))
                        failed += 1
                    continue
                if not name.endswith(".json"):
                    continue
                expected_name = name[:-len(".json")] + ".show.json"
                if expected_name not in names:
                    print("FAIL %s/%s: no %s" % (game, name, expected_name))
                    failed += 1
                    continue
                shutil.copyfile(os.path.join(folder, name), os.path.join(tmp, name))
                proc = subprocess.run([cli, "show", name, "--json"], cwd=tmp, env=env,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                with open(os.path.join(folder, expected_name), encoding="utf-8") as f:
                    expected = f.read()
                checked += 1
                if proc.returncode != 0:
                    print("FAIL %s/%s: exit %d: %s" % (game, name, proc.returncode, proc.stderr.strip()))
                    failed += 1
                elif proc.stdout != expected:
                    print("FAIL %s/%s: `show --json` differs from %s" % (game, name, expected_name))
                    diff = list(difflib.unified_diff(expected.splitlines(True), proc.stdout.splitlines(True),
                                                     expected_name, "show --json"))
                    sys.stdout.writelines(diff[:40])
                    failed += 1
                else:
                    print("ok   %s/%s" % (game, name))
    print("%d checked, %d failed" % (checked, failed))
    return 1 if failed or not checked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
