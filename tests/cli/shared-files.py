#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Saves as files shared with other programs and people (issue 15, findings 2, 3, 4, 7;
docs/reliability.md, "Shared files").

    shared-files.py CASTELLAN_CLI

- 40 `castellan-cli do` at once on one file: every one exits 0 and prints its line, and
  every action is in the file at the end (the lock; half were lost before). A lock
  held elsewhere past the timeout: refused with a message, nothing printed or changed.
- a save reached through a symlink: the real file gets the action and keeps mode 0600;
  the link stays a link.
- a save with two hard links: both names see the action (the same file).
- a full disk (a 256 KiB tmpfs, when this runs as root and may mount; and always a file
  size limit, RLIMIT_FSIZE): `do`, `undo` and `redo` exit 1 with nothing on stdout, and
  the file is unchanged.
- a 250-byte file name, and a working directory deeper than PATH_MAX: new, do, undo.
"""

import fcntl
import os
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile

CLI = os.path.abspath(sys.argv[1])
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def run(*args, cwd=None, **kw):
    return subprocess.run([CLI, *args], cwd=cwd, capture_output=True, text=True, **kw)


def log(path, cwd=None):
    r = run("log", path, cwd=cwd)
    check(r.returncode == 0, "log %s: %s" % (path, r.stderr))
    return [line for line in r.stdout.splitlines() if line[:5].strip().rstrip(".").isdigit()]


def test_concurrent(d):
    g = os.path.join(d, "g.json")
    run("new", "nevsky", "pleskau", "-o", g)
    procs = []
    for i in range(40):
        side = "teutonic" if i % 2 else "russian"
        procs.append(subprocess.Popen([CLI, "do", g, "vp %s +0.5" % side], stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, text=True))
    printed = 0
    for p in procs:
        out, err = p.communicate()
        check(p.returncode == 0, "concurrent do: exit %d: %s" % (p.returncode, err))
        printed += out.count("Extra VP")
    check(printed == 40, "concurrent do: %d lines printed, expected 40" % printed)
    n = len(log(g))
    check(n == 40, "concurrent do: %d actions in the file, expected 40" % n)
    print("concurrent: %d of 40 actions kept" % n)


def test_lock_held(d):
    # A writer that keeps the lock: the CLI waits (CASTELLAN_LOCK_TIMEOUT_MS), then is
    # refused with a message, prints nothing and changes nothing.
    g = os.path.join(d, "g.json")
    run("new", "nevsky", "pleskau", "-o", g)
    with open(g, "rb") as f:
        before = f.read()
    env = dict(os.environ, CASTELLAN_LOCK_TIMEOUT_MS="300")
    with open(g, "rb") as holder:
        fcntl.flock(holder, fcntl.LOCK_EX)
        r = run("do", g, "move hermann odenpah", env=env)
    check(r.returncode == 1 and r.stdout == "", "do on a locked file: exit %d, stdout %r" % (r.returncode, r.stdout))
    check("is being changed by another program" in r.stderr and "nothing was changed" in r.stderr,
          "do on a locked file: message %r" % r.stderr)
    with open(g, "rb") as f:
        check(f.read() == before, "do on a locked file changed it")
    r = run("do", g, "move hermann odenpah", env=env)
    check(r.returncode == 0, "do once the lock is released: %s" % r.stderr)


def test_symlink(d):
    real_dir = os.path.join(d, "real")
    os.mkdir(real_dir)
    real = os.path.join(real_dir, "game.json")
    run("new", "nevsky", "pleskau", "-o", real)
    os.chmod(real, 0o600)
    link = os.path.join(d, "link.json")
    os.symlink("real/game.json", link)
    r = run("do", link, "move hermann odenpah")
    check(r.returncode == 0, "do through a symlink: %s" % r.stderr)
    check(os.path.islink(link), "the symlink was replaced by a file")
    check(len(log(real)) == 1, "the real file did not get the action")
    check(stat.S_IMODE(os.stat(real).st_mode) == 0o600,
          "mode became %o" % stat.S_IMODE(os.stat(real).st_mode))
    check(not [n for n in os.listdir(d) + os.listdir(real_dir) if n.startswith(".castellan-")],
          "a temporary file was left behind")


def test_hard_link(d):
    a = os.path.join(d, "a.json")
    b = os.path.join(d, "b.json")
    run("new", "nevsky", "pleskau", "-o", a)
    os.link(a, b)
    r = run("do", a, "move hermann odenpah")
    check(r.returncode == 0, "do on a hard link: %s" % r.stderr)
    check(os.stat(a).st_ino == os.stat(b).st_ino and os.stat(a).st_nlink == 2, "the hard link was broken")
    check(len(log(b)) == 1, "the other name did not get the action")
    r = run("undo", b)
    check(r.returncode == 0 and "(undone)" in run("log", a).stdout and os.stat(a).st_nlink == 2,
          "undo through the other name")


def expect_no_output_on_failure(g, label, preexec=None):
    with open(g, "rb") as f:
        before = f.read()
    for args in (["do", g, "move hermann odenpah"], ["undo", g], ["redo", g]):
        r = subprocess.run([CLI, *args], capture_output=True, text=True, preexec_fn=preexec)
        check(r.returncode == 1, "%s: %s: exit %d, expected 1" % (label, args[0], r.returncode))
        check(r.stdout == "", "%s: %s printed %r although the save failed" % (label, args[0], r.stdout))
        check("Could not save" in r.stderr, "%s: %s: message %r" % (label, args[0], r.stderr))
    with open(g, "rb") as f:
        check(f.read() == before, "%s: the save changed" % label)
    check(not [n for n in os.listdir(os.path.dirname(g)) if n.startswith(".castellan-")],
          "%s: a temporary file was left behind" % label)


def test_full_disk(d):
    # The file size limit: every write past 16 KiB fails with EFBIG (SIGXFSZ ignored).
    g = os.path.join(d, "limit.json")
    run("new", "nevsky", "pleskau", "-o", g)
    run("do", g, "move hermann odenpah", "move hermann dorpat")
    run("undo", g)

    def small_files():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (16384, 16384))
    expect_no_output_on_failure(g, "file size limit", small_files)

    # A real full disk.
    mnt = os.path.join(d, "tmpfs")
    os.mkdir(mnt)
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k,nr_inodes=64", "tmpfs", mnt],
                                           capture_output=True).returncode != 0:
        print("full disk: no tmpfs (not root, or mounting is not allowed); the file size limit stood in")
        return
    try:
        g = os.path.join(mnt, "g.json")
        shutil.copy(os.path.join(d, "limit.json"), g)
        with open(os.path.join(mnt, "filler"), "wb", buffering=0) as f:
            try:
                while True:
                    f.write(b"x" * 4096)
                    f.flush()
            except OSError:
                pass
        expect_no_output_on_failure(g, "full tmpfs")
        print("full disk: a full 256 KiB tmpfs")
    finally:
        subprocess.run(["umount", mnt])


def test_long_names(d):
    name = "x" * 245 + ".json"
    check(len(name.encode()) == 250, "name length")
    g = os.path.join(d, name)
    r = run("new", "nevsky", "pleskau", "-o", g)
    check(r.returncode == 0, "new with a 250-byte name: %s" % r.stderr)
    r = run("do", g, "move hermann odenpah")
    check(r.returncode == 0 and r.stdout.startswith("1. "), "do with a 250-byte name: %s" % r.stderr)
    check(len(log(g)) == 1, "the 250-byte save lost its action")

    # A working directory deeper than PATH_MAX (4096 bytes): relative names still work.
    top = os.path.join(d, "deep")
    os.mkdir(top)
    fd = os.open(top, os.O_RDONLY)
    depth = 0
    part = "d" * 200
    while depth * 201 <= 4200:
        os.mkdir(part, dir_fd=fd)
        nfd = os.open(part, os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = nfd
        depth += 1

    def enter():
        os.fchdir(fd)
    kw = dict(preexec_fn=enter, pass_fds=(fd,), capture_output=True, text=True)
    r = subprocess.run([CLI, "new", "nevsky", "pleskau", "-o", "g.json"], **kw)
    check(r.returncode == 0, "new in a deep directory: %s" % r.stderr)
    r = subprocess.run([CLI, "do", "g.json", "move hermann odenpah"], **kw)
    check(r.returncode == 0 and r.stdout.startswith("1. "), "do in a deep directory: %r %s" % (r.stdout, r.stderr))
    r = subprocess.run([CLI, "undo", "g.json"], **kw)
    check(r.returncode == 0, "undo in a deep directory: %s" % r.stderr)
    r = subprocess.run([CLI, "log", "g.json"], **kw)
    check("(undone)" in r.stdout, "log in a deep directory: %r %s" % (r.stdout, r.stderr))
    os.close(fd)
    print("deep directory: %d levels, %d bytes" % (depth, len(top) + depth * 201))


def main():
    for test in (test_concurrent, test_lock_held, test_symlink, test_hard_link, test_full_disk, test_long_names):
        d = tempfile.mkdtemp(prefix="castellan-shared-")
        try:
            test(d)
        finally:
            shutil.rmtree(d, ignore_errors=True)
    print("%d failure(s)" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
