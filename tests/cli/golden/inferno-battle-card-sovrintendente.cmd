# battlecards (issue 17, session 9): S21 SOVRINTENDENTE in play for the Ghibellines; Arezzo
# (1 Cavalieri) Storms Monteriggioni, a Castle they hold: its Garrison has an Armigeri
# (Crossbow ×1) instead of the Militia, 2 Crossbow Hits of 2 (rules-decisions I95).
# tests/test-inferno-battle-cards.c /sovrintendente.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces arezzo cavalieri 1" "move arezzo monteriggioni" "marker monteriggioni siege 1" "capability s21"
battle g.json monteriggioni --attacker arezzo --storm --dice 2,3,1,1,2,2,2,1,2,3,5,6
battle g.json monteriggioni --attacker arezzo --storm --dice 2,3,1,1,2,2,2,1,2,3,5,6 --json
