# Issue 14, item 5: a Held Event that does not apply (out of season, or played by the
# wrong side) is ignored and not used up; the explanation says why and does not tell the
# players to discard it (3.1.3, 4.4.5, docs/rules-decisions.md 70).
new nevsky pleskau -o g.json
do g.json "box 3" "card r2 held" "card r5 held" "move hermann uzmen" "move gavrilo uzmen"
battle g.json uzmen --attacker hermann --from dorpat --event marsh:defender --seed 3
battle g.json uzmen --attacker gavrilo --from pskov --event hill:attacker --seed 3
