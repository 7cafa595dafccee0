# Inferno's Feed (4.8.1, issue 17): 1 Provender or Loot for 1-6 units, 2 for 7-12, 3 for
# 13 or more (game.json "feed"); a Commander Feeds with his Comune as one Lord (1.5.1,
# rules-decisions I30). Scenario A with Firenze at 13 units and 1 Loot, Arezzo at 7
# units with 2 Provender, Siena at 3 units.
new inferno dolenti_note -o g.json
do g.json "phase campaign" "forces firenze cavalieri 11" "assets firenze loot 1" "forces arezzo cavalieri 3" "moved firenze yes" "moved arezzo yes" "moved siena yes"
feed g.json
feed g.json --json
feed g.json --apply
show g.json
