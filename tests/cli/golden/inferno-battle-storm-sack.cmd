# Issue 17 (inf-battle): Inferno's Storm and Sack (4.5.2). Santa Fiora, with 2 Berrovieri
# (x1 when Storming), Storms Bibbiena (a Castle: Garrison 1 Men-at-Arms, 1 Militia, 1
# Cavalieri; Walls 1-4, +1 with the Walls +1 marker). The Garrison's Archery is the
# errata's Mixed Archery example: 2 Hits, 1 of them Crossbow, whose target the Guelphs
# select (--targets berrovieri: Armor 1-2 - 2, but never below 1). The Sack Ruins
# Bibbiena (Ruins opposite its printed colour), gives Loot, Provender and Coin 1 each
# (its Value), Captures the Garrison's Cavalieri, and names the Revolt and Treachery steps.
new inferno arbia_colorata -o g.json
do g.json "forces santa_fiora berrovieri 2" "move santa_fiora bibbiena" "marker bibbiena siege 1" "marker bibbiena walls 1"
battle g.json bibbiena --attacker santa_fiora --storm --targets berrovieri --dice 2,3,1,3,1,4,5,1,2,6,6,6,6,6,5,4,4,2
battle g.json bibbiena --attacker santa_fiora --storm --targets berrovieri --dice 2,3,1,3,1,4,5,1,2,6,6,6,6,6,5,4,4,2 --json
battle g.json bibbiena --attacker santa_fiora --storm --targets berrovieri --dice 2,3,1,3,1,4,5,1,2,6,6,6,6,6,5,4,4,2 --apply
show g.json
victory g.json
