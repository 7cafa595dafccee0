#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs a validator (desktop-file-validate, appstreamcli, glib-compile-schemas, ...).

    run-validator.py [--fail-on REGEX] -- TOOL [ARG...]

Fails when the tool exits non-zero, or when a line of its output matches REGEX (for
tools that print warnings but still exit 0). Skips (exit 77) when TOOL is not
installed; .ci/packages.txt lists the Debian packages that provide them.
"""
import re
import shutil
import subprocess
import sys

SKIP = 77


def main(argv):
    fail_on = None
    if '--' not in argv:
        print(__doc__, file=sys.stderr)
        return 2
    opts, cmd = argv[:argv.index('--')], argv[argv.index('--') + 1:]
    if opts[:1] == ['--fail-on'] and len(opts) == 2:
        fail_on = re.compile(opts[1])
    elif opts:
        print(__doc__, file=sys.stderr)
        return 2
    if not cmd:
        print(__doc__, file=sys.stderr)
        return 2

    tool = shutil.which(cmd[0])
    if tool is None:
        print(f'SKIP: {cmd[0]} is not installed', flush=True)
        return SKIP

    print('$ ' + ' '.join(cmd), flush=True)
    proc = subprocess.run([tool] + cmd[1:], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, errors='replace')
    print(proc.stdout, end='', flush=True)
    if proc.returncode != 0:
        print(f'FAIL: {cmd[0]} exited with {proc.returncode}')
        return 1
    if fail_on is not None:
        bad = [line for line in proc.stdout.splitlines() if fail_on.search(line)]
        if bad:
            print(f'FAIL: {len(bad)} line(s) of output match {fail_on.pattern!r}')
            return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
