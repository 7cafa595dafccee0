# Inferno's Levy (3.4, 3.4.1, 3.4.2; levy): the Podestà's status. Scenario B, box 4.
# Exile Army, the rulebook's example of 3.4.1: Firenze marked Ghibelline, Prato Guelph;
# Guido Guerra spends his whole Lordship of 2 on one roll for Firenze's Podestà at Prato.
# Then Urban and Emergency Army, the example of 3.4.1: Guelphs Besiege Pisa, whose
# Podestà the Ghibellines may Muster there though he is not yet Ready.
new inferno in_far_vendetta -o g.json
do g.json "disband firenze 4" "muster guido prato" "marker firenze conquered 3"
levy g.json
do g.json "move arezzo pisa" "marker pisa siege 1"
levy g.json --json
