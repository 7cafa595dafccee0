# battle-bypass (rules-decisions I130, I131; 4.3.5, 4.3.6, 4.4, 4.4.3): Firenze Bypasses
# Siena with Siena and Provenzano inside. Siena Sorties: Provenzano, Bypassed, takes no
# part; Firenze Concedes and Retreats, and with no Guelph left outside the Bypass markers
# come off. Then a Retreat into a Bypass: Siena Bypasses Prato (Firenze inside); Provenzano
# loses at Montecatini and Retreats to Prato, joining the Bypass.
new inferno dolenti_note -o g.json
do g.json "muster provenzano siena" "move firenze siena" "marker siena bypass guelph"
battle g.json siena --attacker siena --concede defender:1 --dice 1,1,1,1,1,1
new inferno dolenti_note -o h.json
do h.json "move firenze prato" "move siena prato" "marker prato bypass ghibelline" "muster provenzano montecatini" "move arezzo altopascio" "move arezzo montecatini"
battle h.json montecatini --attacker arezzo --from altopascio --concede defender:1 --dice 1,1,1,1,1,1,1,1
