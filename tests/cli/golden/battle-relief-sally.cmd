# Relief Sally (4.4.1): the Teutons Besiege Pskov with Gavrilo inside; Vladislav
# Approaches from Dubrovno and Gavrilo Sallies to join him (tests/test-battle.c,
# relief-sally/no-rearguard, worked by hand). Then the same with nobody Sallying, a Lord
# who cannot Sally, and the Sallying row placed by --array.
new nevsky pleskau -o g.json
do g.json "marker pskov siege 2" "forces gavrilo knights 0" "forces gavrilo light_horse 0" "forces gavrilo men_at_arms 0" "move hermann pskov" "forces hermann knights 0" "forces hermann sergeants 0" "forces hermann men_at_arms 0" "forces hermann militia 2" "assets hermann coin 0" "assets hermann cart 0" "move vladislav pskov" "forces vladislav sergeants 0" "forces vladislav light_horse 0" "forces vladislav men_at_arms 0" "forces vladislav militia 1"
battle g.json pskov --attacker vladislav --from dubrovno --dice 1,3,2,4,5,2,1,1,2,3
battle g.json pskov --attacker vladislav --from dubrovno --dice 1,3,2,4,5,2,1,1,2,3 --json
battle g.json pskov --attacker vladislav --from dubrovno --sally-lords none --seed 3
battle g.json pskov --attacker vladislav --from dubrovno --sally-lords hermann --seed 3
battle g.json pskov --attacker vladislav --sally-lords gavrilo --seed 3
battle g.json pskov --attacker vladislav --from dubrovno --array '{"attacker": {"sally": ["gavrilo", null, null]}}' --dice 1
# A Reserve that names no Lord is refused with a message (it once printed nothing and
# exited 0: tests/cli/random-arrays.py); null places are skipped.
battle g.json pskov --attacker vladislav --from dubrovno --array '{"defender": {"reserve": [1]}}' --seed 3
battle g.json pskov --attacker vladislav --from dubrovno --array '{"defender": {"front": 7}}' --seed 3
odds g.json pskov --attacker vladislav --from dubrovno --trials 500 --seed 2
# A Flanking Lord who absorbs the Hits meant for the Lord beside him (4.4.2), and R7
# Ransom for a Teutonic Lord removed (tests/test-battle.c, field/flank-absorb).
new nevsky pleskau -o h.json
do h.json "move hermann uzmen" "forces hermann knights 0" "forces hermann sergeants 0" "forces hermann men_at_arms 0" "assets hermann coin 0" "assets hermann cart 0" "move yaroslav uzmen" "forces yaroslav knights 0" "forces yaroslav light_horse 0" "forces yaroslav men_at_arms 0" "forces yaroslav militia 1" "assets yaroslav prov 0" "move gavrilo uzmen" "forces gavrilo knights 0" "forces gavrilo light_horse 0" "forces gavrilo militia 0" "forces gavrilo men_at_arms 2" "capability r7"
battle h.json uzmen --attacker hermann --from dorpat --absorb yaroslav --dice 2,1,4,5,1,2,3,2 --json
battle h.json uzmen --attacker hermann --from dorpat --absorb yaroslav --dice 2,1,4,5,1,2,3,2 --apply
log h.json
