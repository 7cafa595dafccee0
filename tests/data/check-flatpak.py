#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the Flatpak manifest without building it.

    check-flatpak.py MANIFEST APP_ID

Valid JSON; the app id; command castellan; the GNOME runtime and SDK with a version;
the last module is castellan, built with meson from the source tree.
"""
import json
import sys


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    path, app_id = argv
    try:
        with open(path, encoding='utf-8') as f:
            m = json.load(f)
    except (OSError, ValueError) as e:
        print(f'FAIL: {path}: {e}')
        return 1

    problems = []

    def expect(cond, what):
        if not cond:
            problems.append(what)

    if not isinstance(m, dict):
        print('FAIL: the manifest is not a JSON object')
        return 1
    manifest_id = m.get('id', m.get('app-id'))
    expect(manifest_id == app_id, f'id (or app-id) is {manifest_id!r}, not {app_id!r}')
    expect(not ('id' in m and 'app-id' in m), 'both id and app-id are set')
    expect(m.get('command') == 'castellan', f'command is {m.get("command")!r}, not \'castellan\'')
    expect(m.get('runtime') == 'org.gnome.Platform', f'runtime is {m.get("runtime")!r}, not \'org.gnome.Platform\'')
    expect(m.get('sdk') == 'org.gnome.Sdk', f'sdk is {m.get("sdk")!r}, not \'org.gnome.Sdk\'')
    expect(isinstance(m.get('runtime-version'), str) and m.get('runtime-version'),
           'runtime-version is missing or not a string')

    finish = m.get('finish-args', [])
    expect(isinstance(finish, list), 'finish-args is not a list')
    if isinstance(finish, list):
        for arg in ('--socket=wayland', '--socket=fallback-x11', '--share=ipc', '--device=dri'):
            expect(arg in finish, f'finish-args lacks {arg}')
        expect('--socket=x11' not in finish, 'finish-args has --socket=x11 (use --socket=fallback-x11)')

    modules = m.get('modules')
    if not isinstance(modules, list) or not modules:
        problems.append('modules is missing or empty')
    else:
        last = modules[-1]
        if not isinstance(last, dict):
            problems.append('the last module is not an object (a file name is not checked)')
        else:
            expect(last.get('name') == 'castellan', f'the last module is {last.get("name")!r}, not \'castellan\'')
            expect(last.get('buildsystem') == 'meson',
                   f'the castellan module builds with {last.get("buildsystem")!r}, not \'meson\'')
            sources = last.get('sources', [])
            expect(any(isinstance(s, dict) and s.get('type') in ('dir', 'git') for s in sources),
                   'the castellan module has no dir or git source')

    for p in problems:
        print(p)
    if problems:
        print(f'FAIL: {len(problems)} problem(s) in {path}')
        return 1
    print(f'ok: {path}: {manifest_id} on {m["runtime"]}//{m["runtime-version"]}, '
          f'{len(modules)} module(s), command {m["command"]}')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
