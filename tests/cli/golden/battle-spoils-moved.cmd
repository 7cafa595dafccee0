# Issue 14, item 1: Spoils are moved, not copied (4.4.3). Hermann Approaches Pskov from
# Uzmen, loses and Retreats without Conceding: he hands over all his Assets but Ships,
# and Gavrilo gains exactly those.
new nevsky pleskau -o g.json
do g.json "phase campaign" "move hermann uzmen" "assets hermann prov -1" "move hermann pskov"
battle g.json pskov --attacker hermann --from uzmen --dice 3,5,2,1,6,4,2,4,3,2,1,5,6 --json
battle g.json pskov --attacker hermann --from uzmen --dice 3,5,2,1,6,4,2,4,3,2,1,5,6 --apply
show g.json
