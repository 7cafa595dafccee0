#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Static analysis of Castellan's C sources in src/ (meson test suite "lint").

    run-lint.py cppcheck   SOURCE_ROOT BUILD_ROOT
    run-lint.py clang-tidy SOURCE_ROOT BUILD_ROOT

cppcheck checks src/core, src/lc, src/cli, src/app, src/games/nevsky and src/games/rus with GLib's allocators and macros from its
gtk.cfg plus tests/lint/castellan.cfg. clang-tidy checks every src/**/*.c with the
top-level .clang-tidy and BUILD_ROOT/compile_commands.json, CASTELLAN_LINT_JOBS files at
a time (default: one per CPU). Any finding fails the test. Skips (exit 77) when the tool
is not installed; .ci/packages.txt lists the Debian packages (cppcheck, clang-tidy).

A false positive is suppressed on its line, with the reason:
    /* cppcheck-suppress memleak ; why */      (on the line before, or the same line)
    /* NOLINT(check-name): why */              (clang-tidy, the same line)
"""
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time

SKIP = 77
SUBDIRS = ('core', 'lc', 'cli', 'app', 'games')   # each with its subfolders
# Folders whose headers are included by name ("nevsky-rules.h") besides SUBDIRS.
INCLUDE_DIRS = SUBDIRS + ('games/nevsky', 'games/inferno', 'games/rus', 'app/nevsky')

# cppcheck: GLib idioms the tool cannot be taught, suppressed everywhere.
#   varFuncNullUB       "passing NULL after the last typed argument to a variadic
#                       function": GLib's NULL-terminated lists (g_object_new (...,
#                       NULL), g_strconcat, gtk_widget_class_bind_template_child_full);
#                       GLib defines NULL as ((void *) 0) on the platforms it supports.
#   missingIncludeSystem  GLib's, GTK's and libc's headers are not given to cppcheck:
#                       read with them it takes ~8 minutes instead of ~15 seconds, and
#                       its gtk.cfg (plus castellan.cfg) describes what the checks need.
CPPCHECK_SUPPRESS = ('varFuncNullUB', 'missingIncludeSystem')
CPPCHECK_CHECKS = 'warning,portability,performance'

DIAG = re.compile(r'^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)? (?P<sev>warning|error|style|'
                  r'portability|performance|information): (?P<msg>.*?) \[(?P<id>[^\]]+)\]$')


def counts_by_check(output):
    ids = collections.Counter()
    for line in output.splitlines():
        m = DIAG.match(line)
        if m:
            ids[m.group('id').replace(',-warnings-as-errors', '')] += 1
    return ids


def report(tool, ids, seconds, n_files):
    print(f'{tool}: {n_files} files in {seconds:.0f} s, {sum(ids.values())} finding(s)', flush=True)
    for check, n in sorted(ids.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f'  {n:4d}  {check}')


def run_cppcheck(source_root, build_root, jobs):
    exe = shutil.which('cppcheck')
    if exe is None:
        print('SKIP: cppcheck is not installed (Debian package cppcheck)')
        return SKIP
    dirs = [os.path.join('src', d) for d in SUBDIRS if os.path.isdir(os.path.join(source_root, 'src', d))]
    cmd = [exe, '--quiet', '--error-exitcode=1', '--inline-suppr', f'--enable={CPPCHECK_CHECKS}',
           '--std=c11', '--library=gtk', '--library=' + os.path.join(source_root, 'tests', 'lint', 'castellan.cfg'),
           f'-j{jobs}', '--template={file}:{line}:{column}: {severity}: {message} [{id}]']
    cmd += [f'--suppress={s}' for s in CPPCHECK_SUPPRESS]
    includes = [os.path.join('src', d) for d in INCLUDE_DIRS if os.path.isdir(os.path.join(source_root, 'src', d))]
    cmd += [f'-I{d}' for d in includes] + [f'-I{build_root}']   # build root: config.h
    cmd += dirs
    print('$ ' + ' '.join(cmd), flush=True)
    start = time.monotonic()
    proc = subprocess.run(cmd, cwd=source_root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          errors='replace')
    print(proc.stdout, end='', flush=True)
    n_files = sum(1 for d in dirs for f in os.listdir(os.path.join(source_root, d)) if f.endswith('.c'))
    report('cppcheck', counts_by_check(proc.stdout), time.monotonic() - start, n_files)
    if proc.returncode != 0:
        print(f'FAIL: cppcheck exited with {proc.returncode}')
        return 1
    return 0


def clang_tidy_one(exe, build_root, path):
    start = time.monotonic()
    proc = subprocess.run([exe, '-p', build_root, '--quiet', path], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, errors='replace')
    # "N warnings generated." counts the headers' warnings, which the filter drops.
    out = '\n'.join(line for line in proc.stdout.splitlines()
                    if not re.match(r'^\d+ warnings? (and \d+ errors? )?generated\.$', line))
    return path, proc.returncode, out, time.monotonic() - start


def run_clang_tidy(source_root, build_root, jobs):
    exe = shutil.which('clang-tidy')
    if exe is None:
        print('SKIP: clang-tidy is not installed (Debian package clang-tidy)')
        return SKIP
    db_path = os.path.join(build_root, 'compile_commands.json')
    with open(db_path, encoding='utf-8') as f:
        db = {os.path.realpath(os.path.join(e['directory'], e['file'])) for e in json.load(f)}

    files, missing = [], []
    for d in SUBDIRS:
        top = os.path.join(source_root, 'src', d)
        for dirpath, _, names in os.walk(top):
            for name in sorted(names):
                if name.endswith('.c'):
                    path = os.path.realpath(os.path.join(dirpath, name))
                    (files if path in db else missing).append(path)
    # A build without the app (-Dapp=false) has no compile commands for src/app.
    app_dir = os.path.realpath(os.path.join(source_root, 'src', 'app')) + os.sep
    skipped = [p for p in missing if p.startswith(app_dir) and not any(f.startswith(app_dir) for f in files)]
    missing = [p for p in missing if p not in skipped]
    if skipped:
        print(f'note: {len(skipped)} files of src/app not built here (-Dapp=false), not checked')
    if missing:
        for p in missing:
            print(f'{os.path.relpath(p, source_root)}: not in {db_path}; is it in a meson.build?')
        return 1

    files.sort(key=os.path.getsize, reverse=True)   # the big ones first: the last to finish are short
    print(f'$ {exe} -p {build_root} --quiet FILE  ({len(files)} files, {jobs} at a time; '
          f'config {os.path.join(source_root, ".clang-tidy")})', flush=True)
    start = time.monotonic()
    failed, ids, slowest = [], collections.Counter(), []
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for path, rc, out, seconds in pool.map(lambda p: clang_tidy_one(exe, build_root, p), files):
            rel = os.path.relpath(path, source_root)
            slowest.append((seconds, rel))
            if out.strip():
                print(out, flush=True)
            ids += counts_by_check(out)
            if rc != 0:
                failed.append(rel)
    report('clang-tidy', ids, time.monotonic() - start, len(files))
    print('  slowest: ' + ', '.join(f'{rel} {s:.0f} s' for s, rel in sorted(slowest, reverse=True)[:5]))
    if failed:
        print(f'FAIL: clang-tidy found problems in {len(failed)} file(s): ' + ' '.join(failed))
        return 1
    return 0


def main(argv):
    if len(argv) != 3 or argv[0] not in ('cppcheck', 'clang-tidy'):
        print(__doc__, file=sys.stderr)
        return 2
    tool, source_root, build_root = argv[0], os.path.abspath(argv[1]), os.path.abspath(argv[2])
    jobs = int(os.environ.get('CASTELLAN_LINT_JOBS', '0')) or os.cpu_count() or 2
    if tool == 'cppcheck':
        return run_cppcheck(source_root, build_root, jobs)
    return run_clang_tidy(source_root, build_root, jobs)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
