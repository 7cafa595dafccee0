# battle-comune (rules-decisions I127; 4.3.4, 1.5.1): Prato is a Town of Size 2; Firenze
# with his Comune in play counts as two Lords against it, so when the Guelphs Concede and
# Withdraw as able, Firenze and his Comune fill Prato and Arezzo Retreats.
new inferno dolenti_note -o g.json
do g.json "comune firenze in" "move firenze prato" "move arezzo prato" "move siena prato"
battle g.json prato --attacker siena --from firenze --withdraw --concede defender:1 --dice 1,1,1,1,1,1,1,1,1
