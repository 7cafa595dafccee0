# comune (rules-decisions I107): the Battle fights with the Commander's mat only; units
# the table keeps on his Comune mat (in play) are named as left out of the combat
# (1.5.1): the players move them to his mat to have them fight.
new inferno dolenti_note -o g.json
do g.json "comune firenze in" "comune firenze forces cavalieri 2" "comune firenze forces villici 3" "move siena firenze"
battle g.json firenze --attacker siena --from figline --dice 1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6
