# battle-sally (rules-decisions I150; Inferno 4.4.1 RELIEF SALLY, 4.5.3): Provenzano and
# Santa Fiora Besiege Montepulciano (Size 2) with Giordano and Astimberg; Guido and
# Orvieto are inside; Arezzo Approaches from Asinalunga. The Sallying Lords Array per
# Sally: Guido in their row, Orvieto waiting, who comes forward in Round 2; Santa Fiora,
# in Reserve, faces them as the Rearguard and is struck as if Flanked
# (tests/test-inferno-battle-sally.c, relief-fight, worked by hand). Then the JSON, the
# players' Array (Orvieto first, Guido waiting), a second Sallying Lord at the start
# (refused), the failed Relief (Arezzo cannot Retreat and is removed; the Sallying Lords
# Withdraw, one Siege marker is left) and the odds.
new inferno arbia_colorata -o g.json
do g.json "move guido montepulciano" "move orvieto montepulciano" "move giordano montepulciano" "move astimberg montepulciano" "move arezzo montepulciano" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 1" "forces guido cavalieri 0" "forces guido armigeri 0" "forces guido militia 2" "forces orvieto cavalieri 0" "forces orvieto light_horse 0" "forces orvieto men_at_arms 0" "forces orvieto armigeri 0" "forces orvieto militia 1" "forces provenzano ritter 0" "forces provenzano men_at_arms 0" "forces provenzano militia 1" "forces giordano ritter 0" "forces giordano men_at_arms 0" "forces giordano militia 1" "forces astimberg ritter 0" "forces astimberg men_at_arms 0" "forces astimberg militia 1" "forces santa_fiora cavalieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora berrovieri 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces santa_fiora militia 1"
battle g.json montepulciano --attacker arezzo --from asinalunga --dice 1,1,1,1,4,3,5,6,1,1,4,1,5,6,3,1,1,1,1,2,2,2,2
battle g.json montepulciano --attacker arezzo --from asinalunga --dice 1,1,1,1,4,3,5,6,1,1,4,1,5,6,3,1,1,1,1,2,2,2,2 --json
battle g.json montepulciano --attacker arezzo --from asinalunga --array '{"attacker": {"sally": [null, "orvieto", null], "sally_reserve": ["guido"]}}' --seed 3 --json
battle g.json montepulciano --attacker arezzo --from asinalunga --array '{"attacker": {"sally": ["orvieto", "guido", null]}}' --seed 3
battle g.json montepulciano --attacker arezzo --from asinalunga --concede attacker:1 --dice 1,1,1,1,1,1
odds g.json montepulciano --attacker arezzo --from asinalunga --trials 500 --seed 2
