#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the translations.

    check-po.py SOURCE_ROOT

Runs `msgfmt --check` on every po/*.po, and checks that po/LINGUAS names exactly the
languages that have a .po file. Skips (exit 77) when there is nothing to check yet.
"""
import pathlib
import shutil
import subprocess
import sys

SKIP = 77


def main(argv):
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    po_dir = pathlib.Path(argv[0]).resolve() / 'po'
    linguas = []
    for line in (po_dir / 'LINGUAS').read_text(encoding='utf-8').splitlines():
        line = line.split('#', 1)[0]
        linguas.extend(line.split())
    po_files = sorted(po_dir.glob('*.po'))

    problems = []
    for lang in linguas:
        if not (po_dir / f'{lang}.po').is_file():
            problems.append(f'po/LINGUAS lists {lang} but po/{lang}.po does not exist')
    for po in po_files:
        if po.stem not in linguas:
            problems.append(f'po/{po.name} is not listed in po/LINGUAS, so it is never built')

    if po_files:
        msgfmt = shutil.which('msgfmt')
        if msgfmt is None:
            print('SKIP: msgfmt is not installed (Debian package gettext)')
            return SKIP
        for po in po_files:
            proc = subprocess.run([msgfmt, '--check', '--statistics', '-o', '/dev/null', str(po)],
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            print(f'po/{po.name}: {proc.stdout.strip()}')
            if proc.returncode != 0:
                problems.append(f'msgfmt --check failed on po/{po.name}')

    for p in problems:
        print(p)
    if problems:
        print(f'FAIL: {len(problems)} problem(s) with the translations')
        return 1
    if not po_files:
        print('SKIP: no po/*.po yet, and po/LINGUAS lists none')
        return SKIP
    print(f'ok: {len(po_files)} translation(s)')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
