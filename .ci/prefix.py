#!/usr/bin/env python3
"""prefix.py BUILD_DIR OPTION: prints prefix/OPTION (bindir, datadir ...) of a meson build."""
import json
import os
import subprocess
import sys

build, option = sys.argv[1], sys.argv[2]
opts = {o['name']: o['value'] for o in json.loads(
    subprocess.check_output(['meson', 'introspect', build, '--buildoptions']))}
print(os.path.join(opts['prefix'], opts[option]))
