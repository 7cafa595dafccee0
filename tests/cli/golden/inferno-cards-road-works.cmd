# ROAD WORKS (f5 in force this Campaign; cards, 4.3.2-4.3.3, rules-decisions I169):
# Firenze with 4 Provender, 1 Loot and 2 Carts along the Track to Prato: Laden (2
# actions) without the card; with it the Track counts as a Road and he moves as if
# Unladen (1 action, 0 as the card's first March). 6 Provender is still too much.
new inferno in_far_vendetta -o g.json
do g.json "assets firenze prov 4" "assets firenze loot 1"
laden g.json firenze prato
do g.json "card f5 this_campaign"
laden g.json firenze prato
do g.json "assets firenze prov 6"
laden g.json firenze prato
