#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Random Battle set-ups given to castellan-cli battle (a property test of the CLI).

    random-arrays.py CASTELLAN_CLI [RUNS] [SEED]

On a Relief position (the Teutons Besiege Pskov with Gavrilo inside; Hermann, Knud &
Abel and Yaroslav there; Vladislav Approaches), runs `battle` RUNS times (default 400)
with a random --array (front, reserve, sally and rearguard rows of Lord ids, nulls, ids
of Lords elsewhere, unknown ids and values of the wrong type), a random kind (field,
--storm, --sally), Active Lord, --from, --sally-lords, --absorb and dice seed. Each run
must either fight the Battle (exit 0; with --json, an object naming the winner) or
refuse the set-up with a message (exit 2), never crash, print a GLib warning or a
sanitizer report, or change the save. Under the AddressSanitizer build (.ci/test)
this checks the Array and Relief code for memory errors and undefined behaviour.
"""
import json
import os
import random
import subprocess
import sys
import tempfile

POSITION = ['marker pskov siege 2', 'move hermann pskov', 'move knud_and_abel pskov', 'move yaroslav pskov',
            'move vladislav pskov', 'forces vladislav militia 1']
HERE = ['gavrilo', 'hermann', 'knud_and_abel', 'yaroslav', 'vladislav']
RUSSIANS = ['gavrilo', 'vladislav']
TEUTONS = ['hermann', 'knud_and_abel', 'yaroslav']
ELSEWHERE = ['rudolf', 'andreas', 'domash', 'aleksandr']
ODD = ['nobody', '', 1, {}, []]


def pick(rng, lords):
    """A Lord of `lords` or null; when `lords` is None, anything."""
    r = rng.random()
    if r < 0.55:
        return rng.choice(lords or HERE)
    if r < 0.8 or lords:
        return None
    if r < 0.9:
        return rng.choice(ELSEWHERE)
    return rng.choice(ODD)


def row(rng, lords):
    r = rng.random()
    if r < 0.85 or lords:
        return [pick(rng, lords) for _ in range(3)]
    if r < 0.93:
        return [pick(rng, lords) for _ in range(rng.randint(0, 5))]
    return rng.choice([None, 1, 'left', {}])


def placed(rng, lords, extra, active=None):
    """Each Lord of `lords` at most once, the Front filled as able (4.4.1): the Active
    Lord (else the first drawn) at center, the next ones left and right, the rest in the
    Reserve or the `extra` row (sally or rearguard) at random places; sometimes a Lord
    goes to the extra row first, and a key is sometimes left out."""
    order = rng.sample(lords, len(lords))
    if active in order:
        order.remove(active)
        order.insert(0, active)
    o = {'front': [None] * 3, 'reserve': [], extra: [None] * 3}
    sides = rng.sample([0, 2], 2)
    for n, lord in enumerate(order):
        free_extra = [i for i in range(3) if o[extra][i] is None]
        if n > 0 and free_extra and rng.random() < 0.3:
            o[extra][rng.choice(free_extra)] = lord
        elif o['front'][1] is None:
            o['front'][1] = lord
        elif sides:
            o['front'][sides.pop()] = lord
        else:
            o['reserve'].append(lord)
    return {k: v for k, v in o.items() if rng.random() < 0.9}


def array(rng, attackers, active):
    """A third of the time each side's Lords at Pskov each placed once (most of those are
    fought), else anything."""
    clean = rng.random() < 0.35
    out = {}
    for side in ('attacker', 'defender'):
        if rng.random() < 0.85:
            own = attackers if side == 'attacker' else (TEUTONS if attackers is RUSSIANS else RUSSIANS)
            extra = 'sally' if side == 'attacker' else 'rearguard'
            if clean:
                out[side] = placed(rng, own, extra, active)
                continue
            o = {}
            for key in ('front', 'reserve', 'sally', 'rearguard'):
                if rng.random() < 0.4:
                    o[key] = row(rng, None) if key != 'reserve' else [pick(rng, None) for _ in range(rng.randint(0, 3))]
            out[side] = o
    return out


def main(argv):
    if not 1 <= len(argv) <= 3:
        print(__doc__, file=sys.stderr)
        return 2
    cli = argv[0]
    runs = int(argv[1]) if len(argv) > 1 else 400
    rng = random.Random(int(argv[2]) if len(argv) > 2 else 2026)
    env = dict(os.environ, G_DEBUG='fatal-warnings')
    with tempfile.TemporaryDirectory() as tmp:
        save = os.path.join(tmp, 'g.json')
        for cmd in (['new', 'nevsky', 'pleskau', '-o', save], ['do', save] + POSITION):
            subprocess.run([cli] + cmd, env=env, check=True, stdout=subprocess.DEVNULL)
        with open(save, 'rb') as f:
            before = f.read()
        fought = refused = 0
        for i in range(runs):
            # Mostly the Relief (Vladislav from Dubrovno), also the Sally, the Storm and
            # set-ups that must be refused.
            attacker = 'vladislav' if rng.random() < 0.6 else rng.choice(['gavrilo', 'hermann', 'yaroslav'])
            attackers = RUSSIANS if attacker in RUSSIANS else TEUTONS
            args = [cli, 'battle', save, 'pskov', '--attacker', attacker,
                    '--array', json.dumps(array(rng, attackers, attacker)), '--seed', str(i)]
            kind = rng.random()
            if kind < 0.2:
                args.append('--storm')
            elif kind < 0.4:
                args.append('--sally')
            if rng.random() < 0.8:
                args += ['--from', 'dubrovno' if rng.random() < 0.6 else rng.choice(['izborsk', 'ostrov', 'pskov', 'novgorod'])]
            if rng.random() < 0.3:
                args += ['--sally-lords', rng.choice(['none', 'gavrilo', 'gavrilo,vladislav', 'hermann'])]
            if rng.random() < 0.3:
                args += ['--absorb', rng.choice(['yaroslav', 'knud_and_abel,hermann', 'gavrilo', 'vladislav'])]
            as_json = rng.random() < 0.3
            if as_json:
                args.append('--json')
            p = subprocess.run(args, env=env, capture_output=True, text=True)
            shown = ' '.join(args[2:])
            noise = [w for w in ('CRITICAL', 'WARNING', 'ERROR', 'runtime error', 'Sanitizer') if w in p.stderr]
            if p.returncode not in (0, 2) or noise:
                print(f'FAIL: exit {p.returncode} {noise} for: {shown}\n{p.stderr[-2000:]}')
                return 1
            if p.returncode == 2:
                if not p.stderr.strip():
                    print(f'FAIL: refused without a message: {shown}')
                    return 1
                refused += 1
                continue
            try:
                winner = json.loads(p.stdout).get('winner') if as_json else 'attacker'
            except ValueError:
                winner = None
            if winner not in ('attacker', 'defender'):
                print(f'FAIL: no winner in the JSON of: {shown}\n{p.stdout[:2000]}')
                return 1
            fought += 1
        with open(save, 'rb') as f:
            if f.read() != before:
                print('FAIL: battle without --apply changed the save')
                return 1
    print(f'ok: {runs} random set-ups: {fought} fought, {refused} refused with a message')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
