#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the icons under data/icons/hicolor.

    check-icons.py SOURCE_ROOT APP_ID

The full-colour app icon is scalable/apps/APP_ID.svg on a 128x128 canvas; its symbolic
form is symbolic/apps/APP_ID-symbolic.svg. Every symbolic icon is a 16x16 SVG named
*-symbolic.svg, drawn only in #2e3436 (GTK recolours that) or currentColor, with fills
rather than strokes and no raster images or text. Every SVG is well-formed XML.
"""
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

SVG = '{http://www.w3.org/2000/svg}'
PAINT = re.compile(r'(?:fill|stroke|stop-color|color)\s*[:=]\s*["\']?\s*(#[0-9a-fA-F]{3,8}|[a-zA-Z]+)')
ALLOWED_SYMBOLIC = {'#2e3436', 'currentcolor', 'none'}


def size(root):
    w, h = root.get('width', ''), root.get('height', '')
    return (w.removesuffix('px'), h.removesuffix('px'), root.get('viewBox', ''))


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root_dir = pathlib.Path(argv[0]).resolve() / 'data' / 'icons' / 'hicolor'
    app_id = argv[1]
    problems = []

    app_icon = root_dir / 'scalable' / 'apps' / f'{app_id}.svg'
    app_symbolic = root_dir / 'symbolic' / 'apps' / f'{app_id}-symbolic.svg'
    for p in (app_icon, app_symbolic):
        if not p.is_file():
            problems.append(f'missing: {p.relative_to(root_dir.parent.parent.parent)}')

    svgs = sorted(root_dir.rglob('*.svg'))
    for path in svgs:
        rel = path.relative_to(root_dir)
        try:
            tree = ET.parse(path)
        except ET.ParseError as e:
            problems.append(f'{rel}: not well-formed: {e}')
            continue
        root = tree.getroot()
        if root.tag != SVG + 'svg':
            problems.append(f'{rel}: the root element is not <svg>')
            continue
        for el in root.iter():
            if el.tag in (SVG + 'image', SVG + 'text'):
                problems.append(f'{rel}: has <{el.tag.removeprefix(SVG)}>; draw paths instead')
        if rel.parts[0] == 'symbolic':
            if not path.name.endswith('-symbolic.svg'):
                problems.append(f'{rel}: a symbolic icon must be named *-symbolic.svg')
            if size(root) != ('16', '16', '0 0 16 16'):
                problems.append(f'{rel}: canvas {size(root)}, not 16x16 with viewBox 0 0 16 16')
            text = path.read_text(encoding='utf-8')
            colours = {c.lower() for c in PAINT.findall(text)}
            stray = colours - ALLOWED_SYMBOLIC
            if stray:
                problems.append(f'{rel}: colours {sorted(stray)}; symbolic icons use #2e3436 only')
            if re.search(r'\bstroke\s*[:=]\s*["\']?\s*(?!none)', text):
                problems.append(f'{rel}: has strokes, which GTK does not recolour; use fills')
        elif rel.parts[0] == 'scalable':
            if size(root) != ('128', '128', '0 0 128 128'):
                problems.append(f'{rel}: canvas {size(root)}, not 128x128 with viewBox 0 0 128 128')

    for p in problems:
        print(p)
    if problems:
        print(f'FAIL: {len(problems)} problem(s) with the icons')
        return 1
    print(f'ok: {len(svgs)} icons')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
