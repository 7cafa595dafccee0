# battle-comune (rules-decisions I126; was I107's "named as left out"): a Comune whose
# own mat holds units fights as a Lord of its own (1.5.1, 4.4.1): here at the Defenders'
# left, Flanking Siena; it takes no Hits, wins with Firenze and needs no proposal.
new inferno dolenti_note -o g.json
do g.json "comune firenze in" "comune firenze forces cavalieri 2" "comune firenze forces villici 3" "move siena firenze"
battle g.json firenze --attacker siena --from figline --dice 1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6,1,2,3,4,5,6
