# battle-sally (rules-decisions I152; Inferno 1.5.1, 3.4.4): Firenze Levies ARCIERI (f16)
# to his Comune's mat; the save keeps it there (each command reloads it and checks the
# snapshot). In the Battle the Comune, fighting on its own with 2 Militia, shoots 2
# Archery Hits; Firenze (1 Cavalieri) none. Then the card is discarded.
new inferno dolenti_note -o g.json
do g.json "comune firenze in" "comune firenze forces militia 2" "forces firenze men_at_arms 0" "forces firenze cavalieri 1" "capability f16 firenze_comune" "forces siena men_at_arms 0" "forces siena cavalieri 1" "move siena firenze"
log g.json
battle g.json firenze --attacker siena --from figline --seed 4
do g.json "discard f16"
