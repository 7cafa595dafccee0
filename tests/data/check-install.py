#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Installs Castellan into a temporary DESTDIR and checks every file a GNOME app must
install (meson test suite "data"):

    check-install.py SOURCE_ROOT BUILD_ROOT APP_ID

the two programs, the desktop file and the metainfo (validated as installed), both
icons, the settings schema (compiled with --strict), the catalogue of every language in
po/LINGUAS, and the game data (JSON and stylesheets) of every game in data/games. The installed castellan-cli
then lists the games and a scenario from the installed data, in German with the
installed German catalogue. The build folder's install log is put back afterwards, so
`ninja uninstall` still removes what `bash .ci/app` installed.
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

source, build, app_id = sys.argv[1:4]
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
    print(('ok     ' if cond else 'MISSING ') + what)


def run(argv, env=None):
    r = subprocess.run(argv, capture_output=True, text=True, env=env)
    return r.returncode, r.stdout + r.stderr


opts = {o['name']: o['value'] for o in json.loads(
    subprocess.check_output(['meson', 'introspect', build, '--buildoptions']))}
prefix = opts['prefix'].lstrip('/')
log = os.path.join(build, 'meson-logs', 'install-log.txt')
saved_log = open(log, 'rb').read() if os.path.exists(log) else None

with tempfile.TemporaryDirectory() as destdir:
    try:
        code, out = run(['meson', 'install', '-C', build, '--destdir', destdir, '--no-rebuild', '--quiet'])
    finally:
        if saved_log is not None:
            open(log, 'wb').write(saved_log)
        elif os.path.exists(log):
            os.remove(log)
    if code != 0:
        print(out)
        sys.exit('meson install failed')
    root = os.path.join(destdir, prefix)

    def path(option, *parts):
        return os.path.join(root, opts[option], *parts)

    for prog in ('castellan', 'castellan-cli'):
        p = path('bindir', prog)
        check(os.access(p, os.X_OK), f'{opts["bindir"]}/{prog}')

    desktop = path('datadir', 'applications', app_id + '.desktop')
    check(os.path.isfile(desktop), 'desktop file')
    if os.path.isfile(desktop) and shutil.which('desktop-file-validate'):
        code, out = run(['desktop-file-validate', desktop])
        check(code == 0 and ': error' not in out and ': warning' not in out, 'desktop file validates: ' + out.strip())
        text = open(desktop, encoding='utf-8').read()
        check('Exec=castellan' in text, 'desktop file starts castellan')
        check(f'Icon={app_id}' in text, 'desktop file names the app icon')
        check('Name[de]=' in text or 'Comment[de]=' in text, 'desktop file is translated into German')

    metainfo = path('datadir', 'metainfo', app_id + '.metainfo.xml')
    check(os.path.isfile(metainfo), 'metainfo')
    if os.path.isfile(metainfo) and shutil.which('appstreamcli'):
        code, out = run(['appstreamcli', 'validate', '--no-net', metainfo])
        check(code == 0, 'metainfo validates' + ('' if code == 0 else ': ' + out.strip()))

    check(os.path.isfile(path('datadir', 'icons', 'hicolor', 'scalable', 'apps', app_id + '.svg')), 'app icon')
    check(os.path.isfile(path('datadir', 'icons', 'hicolor', 'symbolic', 'apps', app_id + '-symbolic.svg')),
          'symbolic app icon')

    schemas = path('datadir', 'glib-2.0', 'schemas')
    check(os.path.isfile(os.path.join(schemas, app_id + '.gschema.xml')), 'settings schema')
    if shutil.which('glib-compile-schemas'):
        code, out = run(['glib-compile-schemas', '--strict', '--targetdir', destdir, schemas])
        check(code == 0, 'installed schema compiles' + ('' if code == 0 else ': ' + out.strip()))

    linguas = [l.strip() for l in open(os.path.join(source, 'po', 'LINGUAS'), encoding='utf-8')
               if l.strip() and not l.startswith('#')]
    check(len(linguas) > 0, 'po/LINGUAS names a language')
    for lang in linguas:
        check(os.path.isfile(path('localedir', lang, 'LC_MESSAGES', 'castellan.mo')), f'catalogue {lang}')

    games = sorted(os.path.basename(d) for d in glob.glob(os.path.join(source, 'data', 'games', '*'))
                   if os.path.isdir(d))
    check(len(games) > 0, 'data/games has a game')
    for game in games:
        # The JSON files, and the stylesheets the app loads for the game (style.css,
        # style-dark.css).
        for f in sorted(glob.glob(os.path.join(source, 'data', 'games', game, '*.json')) +
                        glob.glob(os.path.join(source, 'data', 'games', game, '*.css'))):
            name = os.path.basename(f)
            check(os.path.isfile(path('datadir', 'castellan', 'games', game, name)), f'game data {game}/{name}')

    # The installed CLI reads the installed data and catalogue (pointed at the DESTDIR
    # copies, for its compiled-in paths are those of the real prefix).
    cli = path('bindir', 'castellan-cli')
    env = dict(os.environ, CASTELLAN_DATA_DIR=path('datadir', 'castellan'),
               CASTELLAN_LOCALEDIR=path('localedir'))
    code, out = run([cli, 'games'], env=env)
    # data/games may hold a game the loader does not read yet (Inferno, issue 17): the CLI's
    # first game must be one of the installed folders.
    check(code == 0 and out.split('\t')[0] in games, 'installed castellan-cli lists the games: ' + out.strip())
    if 'de' in linguas and 'nevsky' in games:
        env.update(LANGUAGE='de', LC_ALL='C.UTF-8', CASTELLAN_RULEBOOK_DIR=os.path.join(destdir, 'rulebooks'))
        code, out = run([cli, 'rules', 'nevsky', 'show', '4.4.3'], env=env)
        code_en, out_en = run([cli, 'rules', 'nevsky', 'show', '4.4.3'], env=dict(env, LANGUAGE='en'))
        check(code == 0 and code_en == 0 and out != out_en,
              'installed castellan-cli speaks German under LANGUAGE=de: ' + out.splitlines()[1:2].__str__())

if failures:
    sys.exit(f'{len(failures)} missing or invalid: ' + '; '.join(failures))
print('every file a GNOME app installs is in place')
