# A Battle at Pskov with a fixed dice list, its JSON, a dice list that runs out, odds
# with a seed, a Storm after a Siege, and the dice roller.
new nevsky pleskau -o g.json
do g.json move hermann pskov
battle g.json pskov --attacker hermann --from dorpat --dice 1,4,1,1,3,6,3,2,5,1,2,2,6,4,3,1,2,5,6,1,4
battle g.json pskov --attacker hermann --from dorpat --dice 1,4,1,1,3,6,3,2,5,1,2,2,6,4,3,1,2,5,6,1,4 --json
battle g.json pskov --attacker hermann --dice 1,2
odds g.json pskov --attacker hermann --trials 2000 --seed 5
odds g.json pskov --attacker hermann --trials 2000 --seed 5 --json
roll 3d6 --seed 4
roll 2d6 --seed 9 --json
do g.json move gavrilo dubrovno "marker pskov siege 2"
battle g.json pskov --attacker hermann --storm --dice 6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6
