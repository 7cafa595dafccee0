#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Golden tests for castellan-cli.

    run-golden.py CASTELLAN_CLI [--update] [CASE...]

Each case is tests/cli/golden/NAME.cmd, a list of lines:

    # a comment (ignored), blank lines too
    new nevsky pleskau -o game.json      a castellan-cli command line, split like a
                                         POSIX shell would (quotes group words)
    @write FILE TEXT                     write TEXT to FILE (backslash escapes such as
                                         \\n are decoded; no TEXT: an empty file)
    @truncate FILE N                     keep the first N bytes of FILE
    @replace FILE OLD NEW                replace the first OLD in FILE by NEW (shell-split
                                         arguments); it is an error if OLD is absent
    @copy FILE NEWFILE                   copy a file
    @env NAME VALUE                      set an environment variable for the commands
                                         after it in this case (test-only switches
                                         such as CASTELLAN_TEST_MODULES)
    @head N COMMAND LINE                 run the command, but keep only the first N
                                         lines of its stdout in the transcript
                                         (followed by "| ..."), for output that other
                                         work keeps extending, such as `help`
    @language LANG                       run the following commands with LANGUAGE=LANG
                                         (po/LANG.po's translations); no LANG: untranslated
                                         again

Every case runs in a fresh temporary directory (the working directory of every
command), so its files have relative names, in the C.UTF-8 locale, untranslated unless
it says @language, and with CASTELLAN_RULEBOOK_DIR inside that directory (so no
rulebook the user imported changes the output of `rules`). The transcript of the commands is
compared with NAME.out:

    $ COMMAND LINE
    | a line of standard output
    ! a line of standard error
    \\ no newline at end of stdout|stderr   (only when the text lacks its last newline)
    = exit N

Besides the transcript, the runner checks on its own that a command that fails
(exit code not 0), and any `games`, `scenarios`, `show` or `log`, leaves every file
in the directory byte-identical. `--update` rewrites the .out files from the current
output (the file checks still apply). The last line is "N passed, M failed"; the exit
code is 1 when any case failed.
"""

import difflib
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "golden")
READ_ONLY = {"games", "scenarios", "show", "log", "help"}


class CaseError(Exception):
    pass


def snapshot(directory):
    files = {}
    for root, _dirs, names in os.walk(directory):
        for name in names:
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                files[os.path.relpath(path, directory)] = f.read()
    return files


def describe_changes(before, after):
    changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    return ", ".join(changed)


def transcript_block(prefix, data, stream, tmpdir):
    text = data.decode("utf-8", errors="replace").replace(tmpdir, "<TMPDIR>")
    if not text:
        return []
    lines = [prefix + line for line in text.split("\n")]
    if text.endswith("\n"):
        lines.pop()
    else:
        lines.append("\\ no newline at end of %s" % stream)
    return lines


def directive(words, tmpdir, lineno):
    name, args = words[0], words[1:]

    def path(rel):
        if os.path.isabs(rel) or ".." in rel.split("/"):
            raise CaseError("line %d: %s: use a relative name inside the case directory" % (lineno, name))
        return os.path.join(tmpdir, rel)

    if name == "@write":
        if not args:
            raise CaseError("line %d: @write FILE [TEXT]" % lineno)
        with open(path(args[0]), "wb") as f:
            f.write(args[1].encode("utf-8").decode("unicode_escape").encode("latin-1") if len(args) > 1 else b"")
    elif name == "@truncate":
        if len(args) != 2:
            raise CaseError("line %d: @truncate FILE N" % lineno)
        with open(path(args[0]), "rb") as f:
            data = f.read()
        with open(path(args[0]), "wb") as f:
            f.write(data[: int(args[1])])
    elif name == "@replace":
        if len(args) != 3:
            raise CaseError("line %d: @replace FILE OLD NEW" % lineno)
        with open(path(args[0]), "rb") as f:
            data = f.read()
        old, new = args[1].encode("utf-8"), args[2].encode("utf-8")
        if old not in data:
            raise CaseError("line %d: @replace: %r is not in %s" % (lineno, args[1], args[0]))
        with open(path(args[0]), "wb") as f:
            f.write(data.replace(old, new, 1))
    elif name == "@copy":
        if len(args) != 2:
            raise CaseError("line %d: @copy FILE NEWFILE" % lineno)
        shutil.copyfile(path(args[0]), path(args[1]))
    else:
        raise CaseError("line %d: unknown directive %s" % (lineno, name))


def run_case(cli, cmd_path, env):
    """Returns (transcript text, list of problems found by the file checks)."""
    out = []
    problems = []
    env = dict(env)
    with open(cmd_path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    with tempfile.TemporaryDirectory(prefix="cas-golden-") as tmpdir:
        tmpdir = os.path.realpath(tmpdir)
        env = dict(env, CASTELLAN_RULEBOOK_DIR=os.path.join(tmpdir, "rulebooks"))
        for lineno, line in enumerate(lines, 1):
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            try:
                words = shlex.split(stripped)
            except ValueError as e:
                raise CaseError("line %d: %s" % (lineno, e))
            if words[0] == "@env":
                if len(words) != 3:
                    raise CaseError("line %d: @env NAME VALUE" % lineno)
                env[words[1]] = words[2]
                continue
            head = None
            if words[0] == "@head":
                if len(words) < 3 or not words[1].isdigit():
                    raise CaseError("line %d: @head N COMMAND..." % lineno)
                head = int(words[1])
                words = words[2:]
                stripped = shlex.join(words)
            elif words[0] == "@language":
                if len(words) > 2:
                    raise CaseError("line %d: @language [LANG]" % lineno)
                env = dict(env)
                if len(words) == 2:
                    env["LANGUAGE"] = words[1]
                else:
                    env.pop("LANGUAGE", None)
                continue
            elif words[0].startswith("@"):
                directive(words, tmpdir, lineno)
                continue
            before = snapshot(tmpdir)
            proc = subprocess.run([cli] + words, cwd=tmpdir, env=env, stdin=subprocess.DEVNULL,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
            after = snapshot(tmpdir)
            out.append("$ " + stripped)
            stdout_lines = transcript_block("| ", proc.stdout, "stdout", tmpdir)
            if head is not None and len(stdout_lines) > head:
                stdout_lines = stdout_lines[:head] + ["| ..."]
            out += stdout_lines
            out += transcript_block("! ", proc.stderr, "stderr", tmpdir)
            out.append("= exit %d" % proc.returncode)
            if proc.returncode < 0:
                problems.append("line %d: `%s` was killed by signal %d" % (lineno, stripped, -proc.returncode))
            if before != after:
                if proc.returncode != 0:
                    problems.append("line %d: `%s` failed (exit %d) but changed %s" %
                                    (lineno, stripped, proc.returncode, describe_changes(before, after)))
                elif words[0] in READ_ONLY:
                    problems.append("line %d: `%s` only reads, but changed %s" %
                                    (lineno, stripped, describe_changes(before, after)))
    return "\n".join(out) + "\n", problems


def main(argv):
    args = argv[1:]
    update = "--update" in args
    args = [a for a in args if a != "--update"]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    cli = os.path.abspath(args[0])
    only = set(args[1:])

    env = dict(os.environ)
    env.setdefault("CASTELLAN_DATA_DIR", os.path.join(HERE, "..", "..", "data"))
    env["CASTELLAN_DATA_DIR"] = os.path.abspath(env["CASTELLAN_DATA_DIR"])
    # Untranslated messages and UTF-8 output, whatever the caller's locale.
    env["LC_ALL"] = "C.UTF-8"
    env.pop("LANGUAGE", None)
    env.pop("LANG", None)

    cases = sorted(n[:-4] for n in os.listdir(GOLDEN) if n.endswith(".cmd"))
    unknown = only - set(cases)
    if unknown:
        print("no such case: %s" % ", ".join(sorted(unknown)), file=sys.stderr)
        return 2
    if only:
        cases = [c for c in cases if c in only]

    passed = failed = 0
    for case in cases:
        cmd_path = os.path.join(GOLDEN, case + ".cmd")
        out_path = os.path.join(GOLDEN, case + ".out")
        try:
            actual, problems = run_case(cli, cmd_path, env)
        except (CaseError, OSError, subprocess.TimeoutExpired) as e:
            print("FAIL %s: %s" % (case, e))
            failed += 1
            continue
        ok = not problems
        for p in problems:
            print("FAIL %s: %s" % (case, p))
        if update:
            with open(out_path, "w", encoding="utf-8") as f:
                f.write(actual)
        else:
            try:
                with open(out_path, encoding="utf-8") as f:
                    expected = f.read()
            except FileNotFoundError:
                expected = None
            if expected is None:
                print("FAIL %s: %s.out is missing (run with --update to create it)" % (case, case))
                ok = False
            elif expected != actual:
                print("FAIL %s: output differs from %s.out" % (case, case))
                sys.stdout.writelines(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                                           case + ".out", "actual"))
                ok = False
        if ok:
            print("ok   %s%s" % (case, " (updated)" if update else ""))
            passed += 1
        else:
            failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
