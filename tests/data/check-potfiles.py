#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks po/POTFILES.in against the sources.

    check-potfiles.py SOURCE_ROOT

Fails, listing them, when a file under src/ (*.c, *.h) calls a gettext macro (_(),
N_(), C_(), NC_(), Q_(), ngettext, cas_explain_addn) or a file under ui/ (*.ui) has a translatable
property, and the file is missing from po/POTFILES.in; also when POTFILES.in lists a
file that does not exist (xgettext would stop on it) or lists one twice, and when it
does not list po/data-strings.c, the N_() marks of the game data's prose (written by
po/extract-data-strings.py; the data-strings test checks that it is up to date).
"""
import pathlib
import re
import sys

C_GETTEXT = re.compile(r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|Q_|g_dngettext|g_dpgettext2?|ngettext)\s*\(')
# cas_explain_addn (ex, "RULES", n, "singular", "plural", ...): a call, not its definition.
C_EXPLAIN_ADDN = re.compile(r'(?<![A-Za-z0-9_])cas_explain_addn\s*\([^;"]*"')
UI_TRANSLATABLE = re.compile(r'\btranslatable\s*=\s*["\'](?:yes|true|1)["\']', re.IGNORECASE)


def needs_translation(path):
    text = path.read_text(encoding='utf-8', errors='replace')
    if path.suffix in ('.c', '.h'):
        return C_GETTEXT.search(text) is not None or C_EXPLAIN_ADDN.search(text) is not None
    return UI_TRANSLATABLE.search(text) is not None


def main(argv):
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    root = pathlib.Path(argv[0]).resolve()
    potfiles = root / 'po' / 'POTFILES.in'
    listed = []
    for line in potfiles.read_text(encoding='utf-8').splitlines():
        line = line.strip()
        if line and not line.startswith('#'):
            listed.append(line)

    problems = []
    seen = set()
    for entry in listed:
        if entry in seen:
            problems.append(f'listed twice in po/POTFILES.in: {entry}')
        seen.add(entry)
        if not (root / entry).is_file():
            problems.append(f'listed in po/POTFILES.in but does not exist: {entry}')

    data_strings = 'po/data-strings.c'
    if data_strings not in seen:
        problems.append(f'{data_strings} (the game data\'s prose) is missing from po/POTFILES.in')

    candidates = []
    for pattern in ('src/**/*.c', 'src/**/*.h', 'ui/**/*.ui'):
        candidates.extend(root.glob(pattern))
    missing = sorted(str(p.relative_to(root)) for p in candidates
                     if needs_translation(p) and str(p.relative_to(root)) not in seen)
    for entry in missing:
        problems.append(f'has translatable strings but is missing from po/POTFILES.in: {entry}')

    for p in problems:
        print(p)
    if problems:
        print(f'FAIL: {len(problems)} problem(s) with po/POTFILES.in')
        return 1
    print(f'ok: po/POTFILES.in lists {len(listed)} files, and every source file with '
          f'translatable strings among {len(candidates)} scanned')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
