#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails on any Nevsky literal in src/ outside a */nevsky/ folder (suites "lint" and "data").

    game-literals.py SOURCE_ROOT [--terms]

Issue 16 (docs/architecture.md, shared design MULTIGAME.md) moved what only Nevsky does
into folders of its own: src/games/nevsky/, src/app/nevsky/ and data/games/nevsky/. This
test keeps it there: it prints the count per file and fails when any Nevsky literal is
found elsewhere in src/. (It was a ratchet against a baseline while the count fell from
1058 to 0; it is a gate since.)

What counts, derived from data/games/nevsky/*.json plus a short list of terms:
  - ids of Lords, Vassals, Locales, Regions, sides, Seasons and scenarios;
  - card ids (t1, r0a ...), only inside string literals (t1 is also a variable name);
  - Capability and Event names of the Arts of War cards (Hillforts, Field Organ);
  - Nevsky-only terms (TERMS below: Veche, Legate, Teutons, Sleds, Boats ...).
The ids of the games (the folders of data/games: "nevsky", "rus", "inferno") are not
counted: the registry of games names them, and "rus" is the third game's id as well as
a word of Nevsky's.

Where: the code of src/**/*.c and *.h, comments removed. Identifiers are split into
words at underscores and lower-to-upper case changes (CAS_G_VECHE_VP, CasVecheView),
string literals at every non-word character; a term of several words (knud_and_abel,
"Treaty of Stensby") matches those words in a row. Matching is case-insensitive and
takes the longest term at each word, so each word is counted at most once.

--terms prints the count per term as well (to see what is left).
"""
import collections
import json
import os
import re
import sys

# Nevsky words that are not an id in the data: the Novgorod Veche, the Papal Legate,
# the sides' names and adjectives, Nevsky-only Transport (Sleds, Boats; Carts and Ships
# are in every Levy & Campaign game), Nevsky-only Locale types and rules.
TERMS = [
    "veche", "legate", "papal",
    "teuton", "teutons", "russians", "rus", "novgorodan",
    "sled", "sleds", "boat", "boats",
    "trade_route", "trade_routes", "bishopric", "bishoprics",
    "hillfort", "lodya", "cog",
    "call_to_arms", "asiatic_horse", "ravens_rock",
]

# Words that are another game's own in that game's folders (src/games/<id>/ and
# src/app/<id>/): "Rus" is the third game and its Kingdom, Novgorod one of its areas, the
# Teutons a foreign invasion and Famine a Politics card there; Inferno Ransoms captured
# Lords at the End of Campaign (its 4.9.2). Anywhere else they still count as Nevsky's.
OWN_WORDS = {
    "rus": {("rus",), ("novgorod",), ("teuton",), ("teutons",), ("teutonic",), ("famine",)},
    "inferno": {("ransom",), ("ransomed",)},
}

WORD = re.compile(r"\w+", re.UNICODE)
CAMEL = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
CARD_ID = re.compile(r"^[tr][0-9]+[a-c]?$")
# C code: comments (removed), string and character literals, identifiers.
TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|[A-Za-z_][A-Za-z0-9_]*',
                   re.DOTALL)


def words_of(text):
    return [w.lower() for w in WORD.findall(text)]


def load_terms(data_dir):
    """Returns ({term words tuple: category}, {card id}) from the game data."""
    def read(name):
        with open(os.path.join(data_dir, name), encoding="utf-8") as f:
            return json.load(f)

    game, lords, board = read("game.json"), read("lords.json"), read("map.json")
    cards, scenarios = read("cards.json"), read("scenarios.json")
    terms = {}

    game_ids = {(d,) for d in os.listdir(os.path.dirname(data_dir))}

    def add(text, category):
        w = tuple(words_of(text))
        if w and w not in game_ids:
            terms.setdefault(w, category)

    lists = [(lords["lords"], "lord"), (lords["vassals"], "vassal"), (board["locales"], "locale"),
             (game["regions"], "region"), (game["sides"], "side"), (game["seasons"], "season"),
             (scenarios["scenarios"], "scenario")]
    for items, category in lists:
        for item in items:
            add(item["id"], category)
    card_ids = set()
    for c in cards["arts_of_war"]:
        card_ids.add(c["id"])
        for part in ("capability", "event"):
            if c.get(part):
                add(c[part]["name"], "card")
    for t in TERMS:
        add(t, "term")
    return terms, card_ids


def code_words(source):
    """Yields lists of words, one per identifier or string literal, comments skipped."""
    for m in TOKEN.finditer(source):
        tok = m.group(0)
        if tok.startswith("//") or tok.startswith("/*") or tok.startswith("'"):
            continue
        if tok.startswith('"'):
            yield "string", words_of(tok[1:-1])
        else:
            yield "ident", [w.lower() for part in tok.split("_") for w in CAMEL.findall(part)]


def count_file(path, terms, card_ids, max_len, per_term, own=frozenset()):
    with open(path, encoding="utf-8", errors="replace") as f:
        source = f.read()
    n = 0
    for kind, words in code_words(source):
        i = 0
        while i < len(words):
            hit = None
            for k in range(min(max_len, len(words) - i), 0, -1):
                if tuple(words[i:i + k]) in terms:
                    hit = k
                    break
            if hit and tuple(words[i:i + hit]) in own:
                i += hit
                continue
            if hit is None and kind == "string" and words[i] in card_ids:
                hit = 1
            if hit:
                per_term[" ".join(words[i:i + hit])] += 1
                n += 1
                i += hit
            else:
                i += 1
    return n


def main(argv):
    args = argv[1:]
    show_terms = "--terms" in args
    args = [a for a in args if a != "--terms"]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    root = args[0]

    terms, card_ids = load_terms(os.path.join(root, "data", "games", "nevsky"))
    max_len = max(len(t) for t in terms)
    per_file = {}
    per_term = collections.Counter()
    src = os.path.join(root, "src")
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames[:] = sorted(d for d in dirnames if d != "nevsky")
        for name in sorted(filenames):
            if name.endswith((".c", ".h")):
                path = os.path.join(dirpath, name)
                parts = os.path.relpath(path, src).split(os.sep)
                own = (OWN_WORDS.get(parts[1], frozenset()) if parts[0] in ("games", "app") and len(parts) > 2
                       else frozenset())
                n = count_file(path, terms, card_ids, max_len, per_term, own)
                if n:
                    per_file[os.path.relpath(path, root)] = n
    total = sum(per_file.values())

    for path, n in sorted(per_file.items(), key=lambda kv: (-kv[1], kv[0])):
        print("%6d  %s" % (n, path))
    if show_terms:
        print()
        for term, n in per_term.most_common():
            print("%6d  %s" % (n, term))
    print("%d Nevsky literals in %d files outside */nevsky/" % (total, len(per_file)))
    if total:
        print("FAIL: move the Nevsky knowledge into a nevsky/ folder (src/games/nevsky, "
              "src/app/nevsky) or into data/games/nevsky, behind a hook of the engine")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
