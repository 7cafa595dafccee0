# Issue 17 (inf-battle): a Storm of a Town (4.5.2): the Garrison's 3 Crossbow Hits select
# their targets (the first chosen, Ritter; the second as Castellan proposes), Giordano's
# 7 units Melee at most 6 Hits, and Storm Reposition adds a Reserve Lord to the Front up to
# the Town's Size (odds). A choice naming a unit the Lord lacks falls back to the proposal;
# an unknown unit is refused.
new inferno arbia_colorata -o g.json
do g.json "marker montepulciano siege 1" "move provenzano siena" "move santa_fiora siena" "move giordano montepulciano"
battle g.json montepulciano --attacker giordano --storm --targets ritter --dice 1,5,6,2,1,1,2,3,4,5,6,1,2,3,4,4,5,6,5,6,5,1,4,4,4,4,3
battle g.json montepulciano --attacker giordano --storm --targets villici,- --dice 1,5,6,1,1,1,2,3,4,5,6,1,2,3,4,4,5,6,5,6,5,1,4,4,4,4,3
battle g.json montepulciano --attacker giordano --storm --targets knights --dice 1
new inferno arbia_colorata -o h.json
odds h.json montepulciano --storm --attacker provenzano --trials 2000 --seed 5
odds h.json montepulciano --storm --attacker provenzano --trials 2000 --seed 5 --json
