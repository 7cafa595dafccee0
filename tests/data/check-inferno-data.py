#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the Inferno game data (data/games/inferno) before the engine can read it.

    check-inferno-data.py DATA_DIR

The loader (src/core/cas-game.c) reads only Nevsky's members today, so this script is the
validation of Inferno's files (docs/data-format.md, "Inferno / Levy & Campaign extensions"):
the counts the sources state (60 Locales = 5 Cities + 16 Towns + 36 Castles + 3 Outposts, 8
Ports, 91 Ways = 25 Roads + 66 Tracks, 12 Lords, 28 regular Vassals, 52 Arts of War cards, the
eight unit types, six scenarios, the pieces left over after every mat), unique ids, and that
every reference resolves: Ways, Seats, Vassal Seats, Main Seats, Revolt table cells, card and
Lord ids, scenario placements. It also
recomputes each scenario's starting Victory markers from its markers (RB 5.1, 6.0) and checks
every Service marker of a scenario against the Lord's Service rating.
"""
import json
import os
import re
import sys
from collections import Counter, deque

problems = []

SIDES = ['guelph', 'ghibelline']
LORD_IDS = ['firenze', 'arezzo', 'colle', 'lucca', 'guido', 'orvieto',
            'siena', 'pisa', 'provenzano', 'giordano', 'astimberg', 'santa_fiora']
UNIT_IDS = ['ritter', 'cavalieri', 'berrovieri', 'light_horse',
            'men_at_arms', 'armigeri', 'militia', 'villici']
ASSET_IDS = ['prov', 'coin', 'loot', 'cart', 'ship']
SCENARIO_IDS = ['dolenti_note', 'in_far_vendetta', 'santafior_oscura', 'arbia_colorata',
                'lasciate_ogne_speranza', 'di_sangue_tempio']
SIZE = {'castle': 1, 'town': 2, 'city': 3, 'outpost': 0}
TIMINGS = {'immediate', 'hold', 'this_levy', 'this_campaign'}
FLAGS = {'battle', 'storm', 'siege', 'march', 'supply', 'forage', 'ravage', 'feed', 'waste',
         'service', 'lordship', 'command', 'levy', 'tax', 'revolt', 'treachery', 'vp',
         'call_to_arms', 'ransom', 'transport'}
CALL_TO_ARMS = {'normal', 'none', 'ghibelline_first_levy', 'either_first_levy_as_war'}
ID = re.compile(r'^[a-z0-9_]+$')


def check(ok, what):
    if not ok:
        problems.append(what)
    return ok


def unique(items, what):
    ids = [i['id'] for i in items]
    for i, n in Counter(ids).items():
        check(n == 1, f'{what}: duplicate id "{i}"')
        check(ID.match(i) is not None, f'{what}: id "{i}" is not lowercase ASCII with underscores')
    return {i['id']: i for i in items}


def counts(obj, allowed, what):
    for k, v in obj.items():
        check(k in allowed, f'{what}: unknown type "{k}"')
        check(isinstance(v, int) and v > 0, f'{what}: {k} must be a positive count')


def unverified(entry, what, settings):
    """An unverified value carries its alternative and, where a setting switches it, the setting."""
    if not entry.get('unverified'):
        return
    alt = entry.get('alternative')
    if check(isinstance(alt, dict) and alt, f'{what}: unverified without an alternative'):
        for k in alt:
            check(k in entry, f'{what}: alternative for a member it does not have: {k}')
    if 'setting' in entry:
        check(entry['setting'] in settings, f'{what}: unknown setting "{entry["setting"]}"')


def load(data_dir, name):
    with open(os.path.join(data_dir, name), encoding='utf-8') as f:
        return json.load(f)


def check_game(game):
    check(game.get('id') == 'inferno', 'game.json: id is not "inferno"')
    check([s['id'] for s in game['sides']] == SIDES, 'game.json: sides are not guelph, ghibelline')
    check(game.get('asset_cap') == 16, 'game.json: asset_cap is not 16 (1.7.3)')
    check(game.get('days_per_box') == 60, 'game.json: days_per_box is not 60')
    check([a['id'] for a in game['assets']] == ASSET_IDS, 'game.json: assets are not ' + ', '.join(ASSET_IDS))
    check([w['id'] for w in game['way_types']] == ['road', 'track'], 'game.json: way types are not road, track')
    settings = {s['id']: s for s in game['settings']}
    for s in settings.values():
        check(s['default'] in s['values'], f'game.json: setting {s["id"]}: default not among its values')
    seasons = unique(game['seasons'], 'game.json: seasons')
    check({k: v['plan_size'] for k, v in seasons.items()} ==
          {'spring': 7, 'summer': 6, 'autumn': 7, 'winter': 4}, 'game.json: Plan sizes are not 7/6/7/4 (4.1)')
    for s in seasons.values():
        check(set(s['transport']) == {'road', 'track', 'seaport'}, f'game.json: season {s["id"]}: transport keys')
        for kinds in s['transport'].values():
            for k in kinds:
                check(k in ('cart', 'ship'), f'game.json: season {s["id"]}: unknown transport {k}')
        check(s['forage'] in ('auto', 'roll', 'none'), f'game.json: season {s["id"]}: forage')
    check(seasons['winter']['transport']['seaport'] == [], 'game.json: Ships work in Winter')
    cal = game['calendar']
    check([b['box'] for b in cal] == list(range(1, 17)), 'game.json: calendar is not boxes 1-16')
    check([b['box'] for b in cal if b['grow']] == [2, 5, 8, 11, 14], 'game.json: Grow boxes are not 2/5/8/11/14')
    for b in cal:
        what = f'game.json: calendar box {b["box"]}'
        check(b['season'] in seasons, f'{what}: unknown season')
        unverified(b, what, settings)
        if b.get('unverified'):
            s = settings.get(b.get('setting'), {})
            check(b['box'] in s.get('boxes', []), f'{what}: its setting does not name the box')
            check(b['season'] == s.get('default') and b['alternative']['season'] in s.get('values', []),
                  f'{what}: season and alternative do not match the setting')
    check([b['box'] for b in cal if b.get('unverified')] == [1, 4, 7, 10, 13, 16],
          'game.json: the unverified Seasons are not the Feb-Mar and Aug-Sep boxes')
    cta = game['call_to_arms']
    check([s['side'] for s in cta['sides']] == SIDES, 'game.json: call_to_arms sides')
    return settings


def check_map(m, lords, vassals):
    locales = unique(m['locales'], 'map.json: locales')
    check(len(locales) == 60, f'map.json: {len(locales)} Locales, not 60')
    types = Counter(l['type'] for l in locales.values())
    check(types == Counter({'castle': 36, 'town': 16, 'city': 5, 'outpost': 3}),
          f'map.json: Locale types {dict(types)}, not 5 Cities, 16 Towns, 36 Castles, 3 Outposts')
    ports = sorted(i for i, l in locales.items() if l['seaport'])
    check(len(ports) == 8, f'map.json: {len(ports)} Ports, not 8')
    sides = Counter(l['side'] for l in locales.values())
    check(sides == Counter({'guelph': 32, 'ghibelline': 28}), f'map.json: printed sides {dict(sides)}, not 32/28')
    check(sorted(i for i, l in locales.items() if l['leading_city']) == ['firenze', 'siena'],
          'map.json: Leading Cities are not Firenze and Siena')
    for i, l in locales.items():
        what = f'map.json: locale {i}'
        check(l['type'] in SIZE, f'{what}: unknown type {l["type"]}')
        size = SIZE.get(l['type'], 0)
        check(l['capacity'] == size and l['vp'] == size, f'{what}: Size/Value is not {size}')
        check(l['walls'] == (0 if l['type'] == 'outpost' else 4), f'{what}: Walls')
        check(l['side'] in SIDES, f'{what}: side')
        check(0 <= l['x'] <= 1 and 0 <= l['y'] <= 1, f'{what}: x, y outside 0..1')
        for s in l['seats']:
            check(s in lords and i in lords[s]['seats'], f'{what}: Seat of "{s}" not in lords.json')
        for v in l['vassal_seats']:
            check(v in vassals and i in vassals[v]['seats'], f'{what}: Vassal Seat of "{v}" not in lords.json')
        if l['main_seat_of'] is not None:
            check(lords.get(l['main_seat_of'], {}).get('main_seat') == i, f'{what}: main_seat_of')
    check(len(set((l['x'], l['y']) for l in locales.values())) == 60, 'map.json: two Locales share x, y')

    ways = unique(m['ways'], 'map.json: ways')
    check(len(ways) == 91, f'map.json: {len(ways)} Ways, not 91')
    wt = Counter(w['type'] for w in ways.values())
    check(wt == Counter({'road': 25, 'track': 66}), f'map.json: Way types {dict(wt)}, not 25 Roads, 66 Tracks')
    pairs = set()
    adj = {i: set() for i in locales}
    for i, w in ways.items():
        ends = w['locales']
        if not check(len(ends) == 2 and ends[0] != ends[1], f'map.json: way {i}: does not join two Locales'):
            continue
        for e in ends:
            check(e in locales, f'map.json: way {i}: unknown Locale "{e}"')
        pair = frozenset(ends)
        check(pair not in pairs, f'map.json: way {i}: a second Way between {ends[0]} and {ends[1]}')
        pairs.add(pair)
        if all(e in locales for e in ends):
            adj[ends[0]].add(ends[1])
            adj[ends[1]].add(ends[0])
    seen, todo = {'firenze'}, deque(['firenze'])
    while todo:
        for n in adj[todo.popleft()] - seen:
            seen.add(n)
            todo.append(n)
    check(len(seen) == 60, f'map.json: the map is not connected ({len(seen)} Locales reachable)')

    # data.md §5: no all-Road path joins Firenze and Siena.
    roads = {i: set() for i in locales}
    for w in ways.values():
        if w['type'] == 'road' and all(e in locales for e in w['locales']):
            roads[w['locales'][0]].add(w['locales'][1])
            roads[w['locales'][1]].add(w['locales'][0])
    seen, todo = {'firenze'}, deque(['firenze'])
    while todo:
        for n in roads[todo.popleft()] - seen:
            seen.add(n)
            todo.append(n)
    check('siena' not in seen, 'map.json: an all-Road path joins Firenze and Siena')

    dl = m['dashed_line']
    crossing = sorted(i for i, w in ways.items()
                      if all(e in locales for e in w['locales'])
                      and locales[w['locales'][0]]['side'] != locales[w['locales'][1]]['side'])
    check(sorted(dl['crossing_ways']) == crossing, 'map.json: dashed_line.crossing_ways are not the Ways '
          'between Guelph- and Ghibelline-printed Locales')
    check(all(0 <= x <= 1 and 0 <= y <= 1 for x, y in dl['points']), 'map.json: dashed_line points outside 0..1')
    return locales, adj


def check_lords(data, locales, units, assets, settings):
    lords = unique(data['lords'], 'lords.json: lords')
    check(list(lords) == LORD_IDS, 'lords.json: Lords are not ' + ', '.join(LORD_IDS))
    for i, l in lords.items():
        what = f'lords.json: lord {i}'
        check(l['side'] == (SIDES[0] if LORD_IDS.index(i) < 6 else SIDES[1]) if i in LORD_IDS else False,
              f'{what}: side')
        for r in ('fealty', 'service', 'lordship', 'command'):
            check(isinstance(l[r], int) and 1 <= l[r] <= 5, f'{what}: {r} not 1-5')
        for s in l['seats']:
            check(s in locales and i in locales[s]['seats'], f'{what}: Seat "{s}" missing on the map')
        counts(l['forces'], units, f'{what}: forces')
        counts(l['assets'], assets, f'{what}: assets')
        check(('ship' not in l['assets']) or l['ships'], f'{what}: Ships without the Ship ability')
        if l['main_seat']:
            check(l['main_seat'] in l['seats'], f'{what}: Main Seat is not one of his Seats')
        unverified(l, what, settings)
    check(sorted(i for i, l in lords.items() if l['podesta']) ==
          sorted(['firenze', 'arezzo', 'colle', 'lucca', 'siena', 'pisa']), 'lords.json: the six Podestà')
    check(sorted(i for i, l in lords.items() if l['main_seat']) ==
          sorted(i for i, l in lords.items() if l['podesta']), 'lords.json: Main Seats are not the Podestà\'s')
    check(sorted(i for i, l in lords.items() if l['commander']) == ['firenze', 'siena'], 'lords.json: Commanders')
    check([i for i, l in lords.items() if l['ships']] == ['pisa'], 'lords.json: only Pisa may Levy Ships')

    comuni = unique(data['comuni'], 'lords.json: comuni')
    check(sorted(comuni) == ['firenze_comune', 'siena_comune'], 'lords.json: the two Comuni')
    for i, c in comuni.items():
        check(lords.get(c['commander'], {}).get('comune') == i, f'lords.json: comune {i}: commander')
        check(locales.get(c['leading_city'], {}).get('leading_city') is True, f'lords.json: comune {i}: city')
        counts(c['assets'], assets, f'lords.json: comune {i}: assets')

    vassals = unique(data['vassals'], 'lords.json: vassals')
    regular = [v for v in vassals.values() if v['special'] is None]
    check(len(regular) == 28, f'lords.json: {len(regular)} regular Vassals, not 28')
    comune_vassals = [v for v in vassals.values() if v['special'] == 'comune']
    check(len(comune_vassals) == 11, f'lords.json: {len(comune_vassals)} Comune Special Vassals, not 11')
    for i, v in vassals.items():
        what = f'lords.json: vassal {i}'
        owners = v.get('lords', [v['lord']]) if v['lord'] is None else [v['lord']]
        for o in owners:
            check(o in lords, f'{what}: unknown Lord "{o}"')
        counts(v['forces'], units, f'{what}: forces')
        for s in v['seats']:
            check(s in locales and i in locales[s]['vassal_seats'], f'{what}: Vassal Seat "{s}" missing on the map')
        if v['special'] is None:
            check(v['seats'] and isinstance(v['service'], int), f'{what}: a regular Vassal needs Seats and Service')
            check(all(lords.get(o, {}).get('side') == locales.get(s, {}).get('side')
                      for o in owners for s in v['seats']), f'{what}: Vassal Seat printed for the other side')
        elif v['special'] == 'comune':
            check(v.get('comune') in comuni and comuni[v['comune']]['commander'] == v['lord'],
                  f'{what}: Comune')
            check(v['kind'] in ('carroccio', 'sestiere', 'terzo'), f'{what}: kind')
        else:
            check(v['special'] == 'f22', f'{what}: unknown special "{v["special"]}"')
    return lords, vassals


def check_forces(f, locales, settings):
    units = unique(f['units'], 'forces.json: units')
    check(list(units) == UNIT_IDS, 'forces.json: unit types are not ' + ', '.join(UNIT_IDS))
    for i, u in units.items():
        what = f'forces.json: unit {i}'
        check(u['class'] in ('horse', 'foot'), f'{what}: class')
        check(u['protection'] in ('armor', 'unarmored', 'none'), f'{what}: protection (no Evade in Inferno)')
        unverified(u, what, settings)
    check(sum(u['pieces'] for u in units.values() if u['class'] == 'horse') == 60, 'forces.json: 60 Horse pieces')
    check(sum(u['pieces'] for u in units.values() if u['class'] == 'foot') == 101, 'forces.json: 101 Foot pieces')
    types = Counter(l['type'] for l in locales.values())
    check([s['type'] for s in f['strongholds']] == ['castle', 'town', 'city'], 'forces.json: Stronghold types')
    for s in f['strongholds']:
        what = f'forces.json: stronghold {s["type"]}'
        counts(s['garrison'], units, f'{what}: garrison')
        check(s['capacity'] == SIZE[s['type']] == s['vp'] == s['spoils'] == s['surrender_dice'], f'{what}: Size')
        check(s['count'] == types[s['type']], f'{what}: count differs from the map')
    check(f['outpost']['count'] == types['outpost'], 'forces.json: outpost count differs from the map')
    return units


def check_revolt(r, locales):
    tables = r['tables']
    check([t['against'] for t in tables] == SIDES, 'revolt.json: one table against each side')
    named = set()
    for t in tables:
        what = f'revolt.json: table {t["id"]}'
        check(len(t['cells']) == 6 and all(len(row) == 6 for row in t['cells']), f'{what}: not 6 x 6')
        check(t['rolled_by'] != t['against'], f'{what}: rolled by the side it is against')
        subs = 0
        for row in t['cells']:
            for c in row:
                if c == 'submission':
                    subs += 1
                    continue
                named.add(c)
                if check(c in locales, f'{what}: unknown Locale "{c}"'):
                    check(locales[c]['type'] != 'outpost', f'{what}: an Outpost never Revolts: {c}')
                    check(locales[c]['side'] == t['against'], f'{what}: {c} is not printed {t["against"]}')
        # data.md §7: 62 named cells and 10 Submissions, 4 against the Guelphs and 6 against the Ghibellines
        expected = {'guelph': 4, 'ghibelline': 6}[t['against']]
        check(subs == expected, f'{what}: {subs} Submission cells, not {expected}')
    strongholds = {i for i, l in locales.items() if l['type'] != 'outpost'}
    check(strongholds - named == {'siena'}, 'revolt.json: every Stronghold but Siena appears: missing '
          + ', '.join(sorted(strongholds - named - {'siena'})))


def check_cards(c, lords, settings):
    aow = unique(c['arts_of_war'], 'cards.json: arts_of_war')
    check(len(aow) == 52, f'cards.json: {len(aow)} Arts of War cards, not 52')
    expected = [f'f{n}' for n in range(1, 27)] + [f's{n}' for n in range(1, 27)]
    check(sorted(aow) == sorted(expected), 'cards.json: ids are not f1-f26 and s1-s26')
    for i, card in aow.items():
        what = f'cards.json: card {i}'
        side = 'guelph' if i.startswith('f') else 'ghibelline'
        check(card['side'] == side and card['number'] == int(i[1:]), f'{what}: side or number')
        check(not card.get('no_card'), f'{what}: Inferno has no "No Event" cards')
        check(card['event']['timing'] in TIMINGS, f'{what}: timing')
        unverified(card['event'], f'{what}: event', settings)
        cap = card['capability']
        for l in cap['lords']:
            check(l in ('any', 'all') or lords.get(l, {}).get('side') == side, f'{what}: Lord "{l}"')
        for fl in card['flags']:
            check(fl in FLAGS, f'{what}: unknown flag "{fl}"')
        check(card['event']['summary'] and cap['summary'], f'{what}: missing summary')
    war = sorted(i for i, card in aow.items() if card['event'].get('war'))
    check(war == sorted(['f25', 'f26', 's25', 's26']), 'cards.json: War Events are not F25, F26, S25, S26')
    seen = Counter()
    for e in c['command']:
        what = f'cards.json: command {e["side"]} {e["lord"]}'
        check(e['side'] in SIDES, f'{what}: side')
        kind = e.get('kind', 'pass' if e['lord'] is None else 'command')
        seen[(e['side'], e['lord'], kind)] += e['copies']
        if e['lord'] is not None:
            check(lords.get(e['lord'], {}).get('side') == e['side'], f'{what}: Lord of the other side')
            if kind == 'command':
                check(e['command'] == lords[e['lord']]['command'], f'{what}: Command value')
    for l in lords.values():
        check(seen[(l['side'], l['id'], 'command')] == 3, f'cards.json: {l["id"]}: not 3 Command cards')
        check(seen[(l['side'], l['id'], 'treachery')] == 1, f'cards.json: {l["id"]}: not 1 Treachery card')
    for s in SIDES:
        check(seen[(s, None, 'pass')] == 4, f'cards.json: {s}: not 4 Pass cards')
    return aow


def scenario_vp(s, locales):
    vp = {side: 0.0 for side in SIDES}
    double = s.get('vp_double')
    for mk in s['markers']:
        printed = locales[mk['locale']]['side']
        other = SIDES[1 - SIDES.index(printed)]
        factor = 2 if double and double['side'] == other else 1
        vp[other] += mk['allegiance'] * factor
        if mk['ruins']:
            f = 2 if double and double['side'] == mk['ruins'] and 'ruins' not in double['except'] else 1
            vp[mk['ruins']] += 0.5 * f
        if mk['ravaged']:
            f = 2 if double and double['side'] == mk['ravaged'] and 'ravaged' not in double['except'] else 1
            vp[mk['ravaged']] += 0.5 * f
    bonus = s.get('vp_bonus')
    if bonus:
        vp[bonus['side']] += bonus['vp']
    return vp


def check_scenarios(sc, locales, adj, lords, vassals, cards):
    scenarios = unique(sc['scenarios'], 'scenarios.json: scenarios')
    check(list(scenarios) == SCENARIO_IDS, 'scenarios.json: scenarios are not ' + ', '.join(SCENARIO_IDS))
    for i, s in scenarios.items():
        what = f'scenarios.json: {i}'
        check(1 <= s['first_box'] <= s['last_box'] <= 16, f'{what}: boxes')
        check(s['end_box'] in (None, s['last_box'] + 1), f'{what}: End marker is not after the last box')
        placed = [e['lord'] for e in s['lords']] + [e['lord'] for e in s['cylinders']] + s['removed']
        check(sorted(placed) == sorted(LORD_IDS), f'{what}: every Lord must be placed exactly once')
        for e in s['lords']:
            l = lords.get(e['lord'])
            if not check(l is not None and e['locale'] in locales, f'{what}: lord {e["lord"]} at {e["locale"]}'):
                continue
            # Set up as if just Levied: Service marker in first box + Service - 1 (all six set-ups).
            check(e['service'] == s['first_box'] + l['service'] - 1,
                  f'{what}: {e["lord"]} Service marker box {e["service"]} does not fit Service {l["service"]}')
            if locales[e['locale']]['type'] == 'outpost':
                check(e['locale'] in l['seats'], f'{what}: {e["lord"]} in an Outpost that is not his Seat')
            for v in e.get('vassals', []):
                check(vassals.get(v, {}).get('lord') == e['lord'], f'{what}: vassal {v}')
            if e.get('besieging'):
                mk = [m for m in s['markers'] if m['locale'] == e['locale']]
                check(mk and mk[0]['siege'] > 0 and mk[0]['siege_side'] == l['side'],
                      f'{what}: {e["lord"]} Besieging without Siege markers of his side')
        for e in s['cylinders']:
            check(s['first_box'] <= e['box'] <= 16, f'{what}: cylinder of {e["lord"]} in box {e["box"]}')
        for mk in s['markers']:
            loc = locales.get(mk['locale'])
            if not check(loc is not None, f'{what}: unknown Locale "{mk["locale"]}"'):
                continue
            other = SIDES[1 - SIDES.index(loc['side'])]
            check(0 <= mk['allegiance'] <= loc['vp'], f'{what}: {mk["locale"]}: Allegiance markers above Value')
            check(mk['ravaged'] in (None, other), f'{what}: {mk["locale"]}: Ravaged colour (4.7.2)')
            check(mk['ruins'] in (None, other), f'{what}: {mk["locale"]}: Ruins colour')
            check(0 <= mk['siege'] <= 4 and (mk['siege'] == 0) == (mk['siege_side'] is None),
                  f'{what}: {mk["locale"]}: Siege markers')
        check(len({m['locale'] for m in s['markers']}) == len(s['markers']), f'{what}: a Locale listed twice')
        vp = scenario_vp(s, locales)
        check(vp == {k: float(v) for k, v in s['victory_markers'].items()},
              f'{what}: Victory markers {s["victory_markers"]} but the markers give {vp}')
        check(s['call_to_arms'] in CALL_TO_ARMS, f'{what}: call_to_arms')
        refs = list(s.get('capabilities', []))
        for side_cards in list(s.get('held_events', {}).values()) + list(s.get('assign_capabilities', {}).values()):
            refs += side_cards
        if 'vp_bonus' in s:
            refs.append(s['vp_bonus']['card'])
            check(s['vp_bonus']['card'] in s.get('capabilities', []), f'{what}: vp_bonus card not in play')
        for r in refs:
            check(r in cards, f'{what}: unknown card "{r}"')
        for l in s.get('extra_muster', []):
            check(l in [e['lord'] for e in s['lords']], f'{what}: extra_muster Lord not on the map: {l}')
        for g in s.get('skip_grow', []):
            check(s['first_box'] <= g <= s['last_box'], f'{what}: skip_grow box outside the scenario')
        for sa in s.get('surrender_at', []):
            check(sa['locale'] in locales, f'{what}: surrender_at Locale')


def section_key(number):
    return tuple(int(x) for x in number.split('.'))


def check_rules_index(idx):
    """rules-index.json (docs/rules-lookup.md): every numbered section of the Inferno
    rulebook, our own summary for each, cross references and Key Terms that resolve."""
    check(idx.get('format') == 1 and idx.get('game') == 'inferno', 'rules-index.json: format/game')
    check(set(idx) == {'format', 'game', 'source', 'sections', 'terms'}, 'rules-index.json: members')
    numbers = [s['number'] for s in idx['sections']]
    for n, c in Counter(numbers).items():
        check(c == 1, f'rules-index.json: section {n} twice')
    check(numbers == sorted(numbers, key=section_key), 'rules-index.json: sections out of rule order')
    # 1.0-6.0: 112 numbered headings (the OCR'd seed prints 111; 4.2.1 lost its heading).
    check(len(numbers) == 112, f'rules-index.json: {len(numbers)} sections, expected 112')
    for n in ['1.0', '1.4.4', '3.5.4', '4.2.1', '4.3.6', '4.4.5', '4.7.6', '4.9.6', '5.3', '6.0']:
        check(n in numbers, f'rules-index.json: section {n} missing')
    known = set(numbers)
    for s in idx['sections']:
        what = f'rules-index.json: {s["number"]}'
        check(set(s) <= {'number', 'title', 'summary', 'see', 'headings'}, f'{what}: members')
        check(s['title'].strip() != '' and s['summary'].strip() != '', f'{what}: empty title or summary')
        check(len(s['summary']) <= 420, f'{what}: a summary is one or two sentences')
        for r in s['see']:
            check(r in known and r != s['number'], f'{what}: cross reference {r}')
    terms = [t['term'] for t in idx['terms']]
    for t, c in Counter(t.casefold() for t in terms).items():
        check(c == 1, f'rules-index.json: term {t} twice')
    check(len(terms) >= 150, f'rules-index.json: {len(terms)} Key Terms')
    for t in idx['terms']:
        check(t['sections'] and all(r in known for r in t['sections']),
              f'rules-index.json: term {t["term"]}: sections {t["sections"]}')


def main(argv):
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    d = argv[0]
    names = sorted(n for n in os.listdir(d) if n.endswith('.json'))
    check(names == ['cards.json', 'forces.json', 'game.json', 'lords.json', 'map.json', 'revolt.json',
                    'rules-index.json', 'scenarios.json'], 'files: ' + ', '.join(names))
    check_rules_index(load(d, 'rules-index.json'))
    game = load(d, 'game.json')
    settings = check_game(game)
    m = load(d, 'map.json')
    forces = load(d, 'forces.json')
    lords_data = load(d, 'lords.json')
    locales_pre = {l['id']: l for l in m['locales']}
    units = check_forces(forces, locales_pre, settings)
    lords, vassals = check_lords(lords_data, locales_pre, units, ASSET_IDS, settings)
    locales, adj = check_map(m, lords, vassals)
    total = Counter()
    for x in list(lords.values()) + list(vassals.values()):
        total.update(x['forces'])
    for u, n in total.items():
        check(n <= units[u]['pieces'], f'units: {n} {u} on mats and Vassals, only {units[u]["pieces"]} pieces')
    # data.md §7: the pool minus everything on mats, Vassal markers and the full Comuni is one
    # City garrison (3 Cavalieri, 3 Men-at-Arms, 3 Armigeri) plus one Militia.
    spare = {u: units[u]['pieces'] - total[u] for u in UNIT_IDS}
    check(spare == {'ritter': 0, 'cavalieri': 3, 'berrovieri': 0, 'light_horse': 0, 'men_at_arms': 3,
                    'armigeri': 3, 'militia': 1, 'villici': 0},
          f'units: pieces left over after every mat and Vassal: {spare}')
    check_revolt(load(d, 'revolt.json'), locales)
    cards = check_cards(load(d, 'cards.json'), lords, settings)
    for side in game['call_to_arms']['sides']:
        check(lords.get(side['commander'], {}).get('commander') is True, 'game.json: call_to_arms commander')
        for cid in side['war_events']:
            check(cid in cards and cards[cid]['event'].get('war'), f'game.json: call_to_arms war event {cid}')
    check_scenarios(load(d, 'scenarios.json'), locales, adj, lords, vassals, cards)

    for p in problems:
        print(p)
    if problems:
        print(f'FAIL: {len(problems)} problem(s) in {d}')
        return 1
    print(f'{d}: 60 Locales, 91 Ways, 12 Lords, {len(vassals)} Vassals, 52 Arts of War cards, 8 unit types, '
          '6 scenarios: every check passes')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
